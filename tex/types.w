@q Format definitions for every chapter. Each chapter includes this file @>
@q in its first section, and tex/book.w includes every chapter, so these lines @>
@q are one namespace: a name declared a type here is a type in every chapter, @>
@q and cweave then misprints any variable or structure member of that name @>
@q elsewhere (a member |coord| once mangled the declaration that held it). @>
@q The rules: (1) every @@s line of the book is here, never in a chapter; @>
@q (2) a type's name must not be the name of a variable, parameter or member @>
@q anywhere in the book: give new types names that cannot be (a prefix, or a @>
@q suffix such as _state); (3) the identifiers that cweave reserves but C does @>
@q not (the preprocessor's line, C++'s class, new, this...) are made ordinary @>
@q identifiers below, by giving them the format of x, which must stay an @>
@q ordinary identifier. tests/lint.sh (make lint) weaves each chapter alone @>
@q against this whole file and fails on any section that cweave cannot parse, @>
@q so a name added here that breaks another chapter fails the lint. @>
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
@q The types of the C library and of the chapters. @>
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
@s cube_u128 int
@s cubepos int
@s moveseq int
@s cube_rng int
@s scripted_draws int
@s kocsymm int
@s permcube int
@s lookup_t int
@s coord int
@s prune_table int
@s prune_options int
@s prune_header int
@s read_job int
@s read_job2 int
@s line_job int
@s gen_state int
@s pid_t int
@s ssize_t int
@s DIR int
@s ida_problem int
@s ida_child_fn int
@s ida_goal_fn int
@s ida_found_fn int
@s ida_collector int
@s walk_state int
@s p1_state int
@s down_part int
@s p2_state int
@s start_state int
@s solver int
@s twophase_moves int
@s twophase_options int
@s twophase_result int
@s ida_bound_fn int
@s cube_command int
@s cube_option int
@s cube_opt_kind int
@s cube_common int
@s cube_text int
@s cube_item int
@s cube_answer_fn int
@s cube_solutions int
@s batch int
@s solve_ctx int
@s va_list int
@s optimal_table int
@s axis_state int
@s opt_state int
@s optimal_options int
@s optimal_result int
@s opt_ctx int
@s opt_job int
@s pocket_node int
@s pocket_near int
@s pocket_ida_options int
@s pocket_ida_result int
@s pocket_ctx int
@s pocket_walk int
@s eo_list int
@s eo_ctx int
@s eo3_ctx int
@s pocket_job int
@s sol_list int
@s k98_state int
@s dc_header int
@s libcube_info int
@s lib_report int
@s step_kind_info int
@s step_solution int
@s step_found_fn int
@s step_request int
@s step_report int
@s step_search int
@s step_run int
@s step_job int
@s step_textlist int
@s h48_sets int
@s h48_gen int
@s h48_mingen int
@s h48_state int
@s h48_coords int
@s h48_walk int
@s h48q_state int
@s opt_tasks int
@s coset_bitmap int
@s coset_run int
@s coset_worker int
@s coset_job int
@s coset_left_ctx int
@s coset_campaign int
