#!/bin/sh
# One measurement, one value; one voice. usage: tests/figures.sh [CHAPTER.w ...]
# (default: every .w file of the top directory). Run from the top directory.
#
# 1. Every measured figure that more than one chapter states lives in
#    tex/figures.tex, as \def\figNAME{value}: each must be defined there
#    exactly once and used by some chapter (a figure defined and never
#    printed is a figure nobody checks).
# 2. The values that the book once gave in two or more forms must not come
#    back written out by hand: each pattern below is a stale form of a
#    figure of tex/figures.tex (the macro named after it is its one home).
# 3. The book speaks of the program as it is: none of the phrases of a lab
#    notebook below may appear in a chapter.
# Exit status 0 when clean, 1 otherwise, with each finding printed as
# "FILE:LINE: what".
figs=tex/figures.tex
if [ $# -eq 0 ]; then set -- *.w; fi
bad=0
names=$(sed -n 's/^\\def\\\(fig[A-Za-z]*\).*/\1/p' "$figs")
for n in $names; do
  d=$(grep -c "^\\\\def\\\\$n[{]" "$figs")
  if [ "$d" -ne 1 ]; then printf '%s: \\%s defined %s times\n' "$figs" "$n" "$d"; bad=1; fi
  if ! cat "$@" tex/book.w | grep -q "\\\\$n\\b"; then
    printf '%s: \\%s is never used\n' "$figs" "$n"; bad=1; fi
done
# The stale forms, each with the macro that holds the figure.
check() { pat=$1; mac=$2; shift 2
  out=$(grep -n -i -E "$pat" "$@" /dev/null)
  if [ -n "$out" ]; then printf '%s\n' "$out" | sed "s|\$|   [a stale form; the figure is $mac]|"; bad=1; fi
}
check '3\.2 times better|2\.7 times better per' figHsixNxoptByte "$@"
check 'up to a third|factor of two between|by a third from|up to two times' figDrift "$@"
check 'h48-0\}? \(59|h48-0\} is 59' figHzeroSize "$@"
check 'h_q\$?,? 238|h48-q\}? \(294|h48-q\},? 294' figHqSize "$@"
check '(1\.36|1\.09|0\.84)( and 0\.92)? times (his|the time)' figHoneTrontoSeventeen "$@"
check 'default, \\\.\{h48-[0-9]\}|h48-[0-9]\} is the$|default family of|default: by default|by default those of' 'solve.w, Choosing a table family' "$@"
# The version is written once, in tex/book.w; nothing else states it.
out=$(grep -n -E '^#define (LIB)?CUBE_VERSION "|^__version__ = "|Version: [0-9]' "$@" \
  python/cube/__init__.py Makefile /dev/null)
if [ -n "$out" ]; then printf '%s\n' "$out" | sed 's/$/   [a second version string]/'; bad=1; fi
# The voice.
out=$(grep -n -i -E "before the change|where it was|since then|an earlier form|then as it is now|as they are now|as it is now|until h7|until \\\$h_7|h4 to h7|so far \(that|does yet|do no better so far" "$@" /dev/null)
if [ -n "$out" ]; then printf '%s\n' "$out" | sed 's/$/   [the voice of a lab notebook]/'; bad=1; fi
if [ $bad -eq 0 ]; then echo "figures: every shared figure has one home, and no diary phrase"; fi
exit $bad
