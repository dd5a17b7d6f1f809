@q Format definitions for every chapter. Each chapter includes this file @>
@q in its first section and follows it with the @@s lines of the types it @>
@q defines (typedef), one per type: @@s NAME int. tex/book.w includes every @>
@q chapter, so all these lines are one namespace: a name declared a type is a @>
@q type in every chapter, and cweave then misprints any variable or member @>
@q of that name elsewhere (a member |coord| once mangled the declaration @>
@q that held it). The rules, which tests/lint.sh (make lint) enforces: (1) a @>
@q type a chapter defines has its @@s line in that chapter, after @@i types.w, @>
@q and nowhere else; this file holds only the C library's types and the @>
@q words below; (2) a type's name must not be the name of a variable, @>
@q parameter or member anywhere in the book: give new types names that @>
@q cannot be (a prefix, or a suffix such as _ctx); (3) the identifiers that @>
@q cweave reserves but C does not (the preprocessor's line, C++'s class, @>
@q new, this...) are made ordinary identifiers below, by giving them the @>
@q format of x, which must stay an ordinary identifier. The lint weaves each @>
@q chapter alone against this file and the @@s lines of every chapter, and @>
@q fails on any section that cweave cannot parse, so a type added in one @>
@q chapter that breaks another fails the lint. @>
@q Identifiers that cweave reserves but that are ordinary in C. @>
@s line x
@s class x
@s new x
@s delete x
@s this x
@s template x
@s try x
@s catch x
@s throw x
@s operator x
@s private x
@s public x
@s protected x
@s virtual x
@s namespace x
@s using x
@s friend x
@s explicit x
@s mutable x
@s typename x
@s export x
@s concept x
@s requires x
@s and x
@s or x
@s not x
@s xor x
@s bitand x
@s bitor x
@s compl x
@s and_eq x
@s or_eq x
@s xor_eq x
@s not_eq x
@q C11's _Noreturn is a function specifier, typeset like static. @>
@s _Noreturn static
@q IDA_INLINE, static inline with GCC's always_inline, is typeset like static. @>
@s IDA_INLINE static
@q The types of the C library. @>
@s uint8_t int
@s uint16_t int
@s uint32_t int
@s uint64_t int
@s int8_t int
@s int16_t int
@s int32_t int
@s int64_t int
@s size_t int
@s FILE int
@s pthread_t int
@s pthread_mutex_t int
@s pthread_once_t int
@s pid_t int
@s ssize_t int
@s DIR int
@s va_list int
