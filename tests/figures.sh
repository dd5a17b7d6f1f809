#!/bin/sh
# One measurement, one value; one voice. usage: tests/figures.sh [CHAPTER.w ...]
# (default: every .w file of the top directory). Run from the top directory.
#
# 1. Every measured figure comes from a run file, runs/NAME.run (the format
#    is that of runs/README), from which make writes build/book/figures.tex
#    (tests/figures_tex.sh). The run files must be well formed, and each
#    figure \figNAME, a body key figNAME, must have one value: one line of
#    one run file. Every \figNAME the book uses must have a run file, and
#    every figure of the run files must be used by some chapter (a figure
#    defined and never printed is a figure nobody checks). Every
#    \run{FILE}{key} and \runrow{FILE}{key} must name a key of
#    runs/FILE.run, every \runmachine, \runcommand and \rundate{FILE} a run
#    file, and every \machine{NAME} a machine of their headers.
# 2. The values that the book once gave in two or more forms must not come
#    back written out by hand: each pattern below is a stale form of a
#    figure of the run files (the macro named after it is its one home).
# 3. The book speaks of the program as it is: none of the phrases of a lab
#    notebook below may appear in a chapter, and no chapter but the
#    measurements chapter (measure.w) reports a
#    run ("in a run", "a later run", "was stopped", ...).
# Exit status 0 when clean, 1 otherwise, with each finding printed as
# "FILE:LINE: what".
if [ $# -eq 0 ]; then set -- *.w; fi
bad=0
runs=$(ls runs/*.run 2>/dev/null)
[ -n "$runs" ] || { echo "runs: no run file (runs/*.run)"; exit 1; }
# the run files well formed, each figure with one value (the generator's checks)
if ! out=$(sh tests/figures_tex.sh $runs 2>&1 >/dev/null); then printf '%s\n' "$out"; bad=1; fi
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
cat "$@" tex/book.w tex/bookmac.tex >"$W/book"
# each run file's body keys, as "FILE KEY", and its machine
for f in $runs; do
  b=$(basename "$f" .run)
  sed -n '/^[ 	]*$/,$p' "$f" | sed -n "s/^\([A-Za-z0-9.-][A-Za-z0-9.-]*\)[ 	].*/$b \1/p"
done >"$W/keys"
sed -n 's/^machine: //p' $runs | sort -u >"$W/machines"
names=$(awk '$2 ~ /^fig[A-Z][A-Za-z]*$/ { print $2 }' "$W/keys" | sort -u)
for n in $names; do
  if ! grep -q "\\\\$n\\b" "$W/book"; then
    printf 'runs/%s.run: \\%s is never used\n' "$(awk -v n="$n" '$2 == n { print $1; exit }' "$W/keys")" "$n"; bad=1; fi
done
# the figures the book uses, each with its run file
for n in $(grep -o '\\fig[A-Z][A-Za-z]*' "$@" tex/book.w | sed 's/.*\\//' | sort -u); do
  if ! printf '%s\n' $names | grep -qx "$n"; then
    grep -n "\\\\$n\\b" "$@" tex/book.w /dev/null | sed "s|\$|   [\\\\$n has no run file: a key $n of some runs/*.run]|"; bad=1; fi
done
# the values of one run, the run files and the machines the book names
grep -n -o '\\run\(row\)\?{[^}]*}{[^}]*}' "$@" tex/book.w /dev/null | while IFS= read -r hit; do
  where=${hit%%\\*}; m=${hit#"$where"}
  f=$(printf '%s' "$m" | sed 's/^[^{]*{\([^}]*\)}.*/\1/'); k=$(printf '%s' "$m" | sed 's/.*}{\([^}]*\)}$/\1/')
  if [ ! -f "runs/$f.run" ]; then printf "%s %s   [%s]\n" "$where" "$m" "no run file runs/$f.run"; echo x >>"$W/bad"
  elif ! grep -qx "$f $k" "$W/keys"; then printf "%s %s   [%s]\n" "$where" "$m" "runs/$f.run has no key $k"; echo x >>"$W/bad"; fi
done
grep -n -o '\\run\(machine\|command\|date\|from\){[^}]*}' "$@" tex/book.w /dev/null | while IFS= read -r hit; do
  where=${hit%%\\*}; m=${hit#"$where"}; f=$(printf '%s' "$m" | sed 's/^[^{]*{\([^}]*\)}$/\1/')
  [ -f "runs/$f.run" ] || { printf "%s %s   [%s]\n" "$where" "$m" "no run file runs/$f.run"; echo x >>"$W/bad"; }
done
grep -n -o '\\machine{[^}]*}' "$@" tex/book.w tex/bookmac.tex /dev/null | while IFS= read -r hit; do
  where=${hit%%\\*}; m=${hit#"$where"}; n=$(printf '%s' "$m" | sed 's/^[^{]*{\([^}]*\)}$/\1/')
  grep -qx "$n" "$W/machines" || { printf "%s %s   [%s]\n" "$where" "$m" "no run file names the machine $n"; echo x >>"$W/bad"; }
done
[ ! -s "$W/bad" ] || bad=1
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
# The reports of runs (which run, when, what the machine was doing) belong
# to the measurements chapter, measure.w, with the run files; the other
# chapters state what does not drift and point there. ("in a run file"
# is not a report.)
for f in "$@"; do
  case $f in measure.w|*/measure.w) continue;; esac
  grep -n -i -E "in a run|a later run|the machine was loaded|was stopped|an hour later|the machine (ran|being) slower|at a quieter moment" "$f" /dev/null |
    grep -v -i -E "in a run files?([^a-z]|$)"
done >"$W/runs-reported"
if [ -s "$W/runs-reported" ]; then sed 's/$/   [a report of a run: it belongs in measure.w]/' "$W/runs-reported"; bad=1; fi
if [ $bad -eq 0 ]; then echo "figures: every figure has one run file and one value, and no diary phrase"; fi
exit $bad
