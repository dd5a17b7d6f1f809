#!/bin/sh
# The typesetting lint: weave each chapter alone and report what would
# print badly in the book. usage: tests/lint.sh [CHAPTER.w ...]
# (default: every chapter that tex/book.w includes). Run from the top
# directory; LINT_DIR (default build/lint) holds the woven files.
#
# cweave's own warnings ("Never used", "Never defined") make it exit
# non-zero; they are reported first. Many defects give no warning at all,
# only a mangled page, so each chapter is woven a second time with cweave's
# tracing switched on: tex/types.w is shadowed by a copy that ends with
# "@d LINT_TRACE @1", and from there on cweave prints "Irreducible scrap
# sequence in section N: ..." for every section whose code it could not
# parse into one piece. Every such section is a defect, except for the
# lone "@d" that the switch itself leaves at the front of each sequence.
# Then the woven text is searched for what parses but still prints badly:
# two string literals side by side (they print as "...""..."), a `;' alone
# on a line, a structure member named like a type; and, in the source, a
# control character (a tab is one, and so is what a script's "\t" makes
# of "\thinspace": the page shows "hinspace"). Each defect is printed
# as "CHAPTER.w: section N (line L; book section B): what", with a likely
# cause found in the code of the section. The lint fails if any is found.
# Section numbers are those of the chapter woven alone; the book's number
# is given too, from the order of the @i lines of tex/book.w.
#
# The usual remedies: a name that cweave reserves (line, class...) is made
# ordinary in tex/types.w; a member named like a type is renamed; each
# designated initializer .name=x is written @[.name=x@]; an __attribute__
# goes into a macro; a string literal split for width is continued with a
# backslash at the end of the line (one literal), and literals that are
# meant as separate lines end each with @/. "tests/lint.sh --self-test"
# checks that the lint still finds one defect of each kind in a sample.
#
# Format definitions (@s lines): tex/types.w, which every chapter
# includes, holds the C library's types and cweave's words; a type that a
# chapter defines (typedef) has its line "@s NAME int" in that chapter,
# after "@i types.w". Every chapter is woven here against tex/types.w and
# the @s lines of every chapter of the book (and of the chapters named),
# as in the book, so a type name added for one chapter that breaks another
# fails this lint. The lint also fails on a typedef without its @s line in
# its chapter, and on a name given an @s line in two files.

out=${LINT_DIR:-build/lint}

# --self-test: the lint must find each kind of defect in a sample that has
# one per section (sections 3 to 7, and 9), and nothing in its clean
# sections 2 and 8.
if [ "${1:-}" = --self-test ]; then
  mkdir -p "$out/self-test" || exit 1
  cat >"$out/self-test/lintsample.w" <<'SAMPLE'
@* A sample with one defect in each section but the first.
@i types.w
@ Clean.
@c
int clean(int a) { return a+1; }
@ A variable named like a preprocessor word.
@c
int g(void) { int error=0; return error; }
@ Designated initializers.
@c
struct pt { int x,y; };
static struct pt p={.x=1,.y=2};
@ A member named like a type.
@c
struct named { const char *coord; int n; };
@ An attribute before the semicolon.
@c
int f(const char *fmt,...)
#ifdef __GNUC__
  __attribute__((format(printf,1,2)))
#endif
  ;
@ Adjacent string literals.
@c
const char *s="abc"
  "def";
@ Clean: a backslash written as one, 4\thinspace GB.
SAMPLE
  printf '@ A tab in the text: 4\thinspace GB.\n' >>"$out/self-test/lintsample.w"
  found=$(LINT_DIR="$out/self-test" sh "$0" "$out/self-test/lintsample.w" \
    | sed -n 's/^.*lintsample\.w: section \([0-9]*\) .*$/\1/p' | sort -n | tr '\n' ' ')
  if [ "$found" != "3 4 5 6 7 9 " ]; then
    echo "lint: self-test failed: defects reported in sections ${found:-none}, wanted 3 4 5 6 7 9"
    exit 1
  fi
  # a typedef without its @s line, and a name with @s lines in two files
  printf '@* Types.\n@i types.w\n@s cubepos int\n@ @c\ntypedef struct { int a; } sample_ctx;\n' \
    >"$out/self-test/lintsample2.w"
  found=$(LINT_DIR="$out/self-test" sh "$0" "$out/self-test/lintsample2.w")
  case "$found" in *"type sample_ctx has no line"*"cubepos has an @s line in more than one file"*|\
    *"cubepos has an @s line in more than one file"*"type sample_ctx has no line"*)
    echo "lint: self-test passed"; exit 0;; esac
  echo "lint: self-test failed: a typedef without @s, or an @s line twice, not reported: $found"
  exit 1
fi
top=$(pwd)
mkdir -p "$out/inputs" || exit 1
inputs=$(cd "$out/inputs" && pwd)
book_chapters=$(sed -n 's/^@i \([A-Za-z0-9_]*\.w\)[ 	]*$/\1/p' tex/book.w)
[ $# -gt 0 ] || set -- $book_chapters
status=0
# the @s lines of the book: tex/types.w's, then every chapter's
formats=$(for f in tex/types.w $book_chapters "$@"; do echo "$f"; done | awk '!seen[$0]++')
{ cat tex/types.w; for f in $formats; do [ "$f" = tex/types.w ] || grep -h '^@s ' "$f"; done
  printf '\n@d LINT_TRACE @1\n'; } >"$out/inputs/types.w"
types=$(sed -n 's/^@s \([A-Za-z_][A-Za-z_0-9]*\) int$/\1/p' "$out/inputs/types.w" | sort -u | tr '\n' ' ')
# a name with @s lines in two files
for n in $(for f in $formats; do sed -n 's/^@s \([A-Za-z_][A-Za-z_0-9]*\) .*$/\1/p' "$f" | sort -u; done \
    | sort | uniq -d); do
  echo "lint: $n has an @s line in more than one file: $(grep -l "^@s $n " $formats | tr '\n' ' ')"
  status=1
done

# the names of the types that a chapter defines (typedef), from its code
typedefs() {
  awk '
    /^@([ *\t]|$)/ { incode = 0 }
    /^@[cdp]([ \t]|$)/ || /^@ +@[cdp]([ \t]|$)/ || /^@\(.*@>=/ || /@>=[ \t]*$/ { incode = 1 }
    incode && $0 !~ /^@[ *]/ { s = s " " $0 }
    END {
      gsub(/\/\*([^*]|\*+[^*\/])*\*+\//, " ", s)
      gsub(/"([^"\\]|\\.)*"/, "\"\"", s)
      while (match(s, /(^|[^A-Za-z_0-9])typedef[^A-Za-z_0-9]/)) {
        s = substr(s, RSTART + RLENGTH); depth = 0; t = ""
        for (i = 1; i <= length(s); i++) {
          c = substr(s, i, 1)
          if (c == "{") depth++
          else if (c == "}") depth--
          else if (c == ";" && depth == 0) break
          else if (depth == 0) t = t c
        }
        s = substr(s, i + 1)
        if (match(t, /\([ \t]*\*[ \t]*[A-Za-z_][A-Za-z_0-9]*[ \t]*\)/)) {
          n = substr(t, RSTART, RLENGTH); gsub(/[ \t()*]/, "", n)
        } else {
          sub(/([ \t]*\[[^]]*\])*[ \t]*$/, "", t)
          match(t, /[A-Za-z_][A-Za-z_0-9]*$/); n = substr(t, RSTART, RLENGTH)
        }
        if (n != "") print n
      }
    }' "$1"
}

# the number of sections of a chapter: lines that start a section
nsections() { grep -c '^@\([ *	]\|$\)' "$1"; }

for w in "$@"; do
  c=$(basename "$w" .w)
  if [ ! -f "$w" ]; then echo "lint: $w: no such chapter"; status=1; continue; fi
  # every type the chapter defines has its @s line in the chapter
  for n in $(typedefs "$w" | sort -u); do
    grep -q "^@s $n int[ 	]*$" "$w" || {
      echo "$w: the type $n has no line \"@s $n int\" after \"@i types.w\" (cweave prints its declarations as expressions)"
      status=1; }
  done
  # the book's number of this chapter's first section, less one
  offset=0; found=0
  for b in $book_chapters; do
    [ "$b" = "$(basename "$w")" ] && { found=1; break; }
    offset=$((offset + $(nsections "$b")))
  done
  [ $found = 1 ] || offset=-1
  # 1. cweave's warnings
  if ! CWEBINPUTS="$top/tex:$top" cweave -bhp "$w" - "$out/$c.tex" >"$out/$c.log" 2>&1; then
    grep -v '^This is CWEAVE\|^\*[0-9. *]*$\|^Writing the\|^Done\.\|^Sorting\|^\s*$' "$out/$c.log" \
      | sed "s|^|$w: cweave: |"
    status=1
  fi
  # control characters in the source, by line, with their section
  for l in $(LC_ALL=C grep -n "$(printf '[\001-\011\013-\037\177]')" "$w" | cut -d: -f1); do
    n=$(head -n "$l" "$w" | grep -c '^@\([ *	]\|$\)')
    echo "$w: section $n (line $l): a control character (a tab, or a backslash a script took for an escape)"
    status=1
  done
  # code shown as text (a group in \tt with \obeylines): a `|' there is
  # read by cweave as the start of C, and the text between two of them is
  # lost (an example's `||' vanishes); write \char'174 instead
  for l in $(awk '/\\begingroup\\tt\\obeylines/ { v = 1 } v && /\|/ { print NR }
      /\\endgroup/ { v = 0 }' "$w"); do
    n=$(head -n "$l" "$w" | grep -c '^@\([ *	]\|$\)')
    echo "$w: section $n (line $l): a '|' in code shown as text (cweave reads it as C)"
    status=1
  done
  # 2. cweave's trace of the sections it could not parse
  CWEBINPUTS="$inputs:$top/tex:$top" cweave -bhp "$w" - "$out/$c-trace.tex" \
    >"$out/$c.trace" 2>&1
  # (a chapter of text alone, with no code part, gives no trace)
  grep -q 'Irreducible scrap sequence' "$out/$c.trace" ||
    ! grep -q '^@\([cd(]\|<.*@>=\)' "$w" || {
    echo "$w: cweave printed no trace: does the chapter include types.w?"; status=1; }
  # 3. the woven text, the trace and the source, section by section
  if ! awk -v w="$w" -v offset="$offset" -v types="$types" '
    FILENAME == ARGV[1] {            # the trace
      if ($0 !~ /^Irreducible scrap sequence in section [0-9]+:/) next
      s = $0; sub(/\(Did you see.*$/, "", s)
      sub(/^Irreducible scrap sequence in section /, "", s)
      n = s + 0; sub(/^[0-9]+: */, "", s); sub(/^@d */, "", s)
      if (split(s, cats, " ") > 1) { trace[n] = s; bad[n] = 1 }
      next
    }
    FILENAME == ARGV[2] {            # the woven chapter
      if ($0 ~ /^\\inx/) inx = 1
      if (inx) next
      if ($0 ~ /^\\[MN]\{/) { sec++ }
      line = $0
      if (line ~ /[^\\]%$/) { sub(/%$/, "", line); tex[sec] = tex[sec] line }
      else tex[sec] = tex[sec] line " "
      next
    }
    {                                # the chapter itself
      if ($0 ~ /^@([ *\t]|$)/) { src++; start[src] = FNR; incode = 0 }
      if ($0 ~ /^@[cdp]([ \t]|$)/ || $0 ~ /^@\(.*@>=/ || $0 ~ /@>=[ \t]*$/) incode = 1
      if (incode && $0 !~ /^@([ *\t]|$)/) code[src] = code[src] $0 "\n"
    }
    function cause(n,    c, t, r, words, i, nt, id) {
      c = " " code[n]; r = ""
      gsub(/"([^"\\\n]|\\.)*"/, "\"\"", c)
      gsub(/\/\*([^*]|\*+[^*\/])*\*+\//, " ", c)
      if (match(c, /[^#A-Za-z_0-9](error|include|define|pragma|undef|ifdef|ifndef|elif|endif)[^A-Za-z_0-9]/)) {
        id = substr(c, RSTART + 1, RLENGTH - 2)
        r = r "; " id " is reserved by cweave: rename it, or make it ordinary with @s " id " x in tex/types.w"
      }
      if (c ~ /[{,][ \t\n]*\.[A-Za-z_][A-Za-z_0-9]*[ \t]*=/)
        r = r "; designated initializers .name=x print as \". name = x\": write each as @[.name=x@]"
      if (c ~ /__attribute__/)
        r = r "; __attribute__ confuses cweave: hide it in a macro"
      if (c ~ /#[ \t]*define[^\n]*do[ \t]*\{/)
        r = r "; a do {...} while (0) macro: wrap its body in @[...@]"
      nt = split(types, words, " ")
      for (i = 1; i <= nt; i++) {
        t = words[i]
        if (c ~ ("(\\.|->)" t "[^A-Za-z_0-9]") || c ~ ("[;{][ \t\n]*[A-Za-z_][A-Za-z_0-9 \t]*[ *]" t "[ \t]*[;\\[]"))
          r = r "; " t " is a type (tex/types.w) and also the name of a member here: rename the member"
      }
      return r
    }
    # a type followed by a type of tex/types.w that ends a declarator, as
    # in "char coord[32];" (but not "typedef struct coord coord;")
    function bolddecl(t,    rest, pre, m, b) {
      rest = t
      while (match(rest, /\\&\{[A-Za-z_\\]+\} \\&\{[A-Za-z_\\]+\}(\[|;|,|\\K)/)) {
        m = substr(rest, RSTART, RLENGTH); pre = substr(rest, 1, RSTART - 1)
        rest = substr(rest, RSTART + RLENGTH)
        if (pre ~ /\\&\{(struct|union|enum)\} $/) continue
        b = m; sub(/^\\&\{[A-Za-z_\\]+\} \\&\{/, "", b); sub(/\}.*$/, "", b)
        gsub(/\\_/, "_", b)
        if (index(" " types " ", " " b " ") == 0) continue
        decl = m; gsub(/\\&\{|\}/, "", decl); gsub(/\\_/, "_", decl); gsub(/\\K/, "=", decl)
        return 1
      }
      return 0
    }
    function report(n, what,    where) {
      where = "section " n
      if (n in start) where = where " (line " start[n]
      if (offset >= 0) where = where (n in start ? "; " : " (") "book section " offset + n
      if ((n in start) || offset >= 0) where = where ")"
      print w ": " where ": " what
      failed = 1
    }
    END {
      if (src != sec) {
        print w ": " src " sections in the source, " sec " in the woven text: line numbers may be wrong"
      }
      for (n = 1; n <= sec; n++) {
        what = ""; t = tex[n]
        if (n in bad) {
          k = trace[n]; if (length(k) > 50) k = substr(k, 1, 50) "..."
          what = what "; cweave cannot parse the code (" k ")"
        }
        if (t ~ /\\6[ ]*;/)
          what = what "; a ; alone on a line"
        if (t ~ /(\.|\\MG)\\&\{/)
          what = what "; a member prints in bold, as a type or reserved word"
        if (bolddecl(t))
          what = what "; a declaration names a variable or member like a type (" decl ")"
        if (what != "") what = what cause(n)
        if (t ~ /"\}[ ]*\\\.\{"/ || t ~ /"\}[ ]*\\,[ ]*\\\.\{"/)
          what = what "; adjacent string literals print as \"a\"\"b\": make them one literal (continue it with a backslash at the end of the line), or end each with @/ to print each on a line of its own"
        if (what == "") continue
        report(n, substr(what, 3))
      }
      exit failed
    }' "$out/$c.trace" "$out/$c.tex" "$w"; then
    status=1
  fi
done
if [ $status = 0 ]; then echo "lint: $* weave cleanly"; else echo "lint: failed"; fi
exit $status
