#!/bin/sh
# The step solvers (step.w) against Tronto's nissy, on the same random-state
# scrambles, one thread each, in one run: every shortest EO on the F/B axis,
# every shortest DR on the U/D axis from the scramble, EO with NISS, and the
# optimal finish from DR (of each scramble followed by its first DR).
# usage: NISSY=DIR sh tests/bench_step.sh BUILD_DIR [N]
#   NISSY names a directory where nissy (classic, 2.0.x) was built with
#   `make` (outside this tree); its tables are made on its first run, which
#   this script does before timing. Without NISSY only ours is timed.
# nissy's NISS also mixes normal and inverse moves in one solution, which
# ours does not, so the NISS lines compare different searches.
build=$1; n=${2:-100}
cube=$build/cube
scr=$(mktemp); trap 'rm -f "$scr" "$scr".*' EXIT
"$cube" scramble "$n" --seed 7 >"$scr"
t() { # seconds taken by a command reading $scr
  s=$(date +%s.%N); "$@" <"$scr" >"$scr.out" 2>/dev/null; e=$(date +%s.%N)
  echo "$s $e" | awk '{printf "%.3f", $2-$1}'
}
nissy_run() { # step and options: one nissy process for all scrambles
  step=$1; shift
  sed "s/^/solve $step $* /" "$scr" | (cd "$NISSY" && ./nissy) >"$scr.nissy" 2>/dev/null
}
if [ -n "$NISSY" ]; then echo "solve eo -o R" | (cd "$NISSY" && ./nissy) >/dev/null 2>&1
  echo "solve dr -o R U F" | (cd "$NISSY" && ./nissy) >/dev/null 2>&1; fi
for case in "eo|--axis fb --niss normal|eofb|-o -a" "dr|--axis ud --niss normal|drud|-o -a" \
            "eo-niss|--axis fb --niss both|eofb|-o -a -N"; do
  name=${case%%|*}; rest=${case#*|}; ours=${rest%%|*}; rest=${rest#*|}
  nstep=${rest%%|*}; nopts=${rest#*|}
  step=${name%%-*}
  a=$(t "$cube" step "$step" $ours)
  lines=$(wc -l <"$scr.out")
  if [ -n "$NISSY" ]; then
    s=$(date +%s.%N); nissy_run "$nstep" $nopts; e=$(date +%s.%N)
    b=$(echo "$s $e" | awk '{printf "%.3f", $2-$1}')
    nl=$(grep -c '([0-9]*)' "$scr.nissy")
    note=""; [ "$name" = eo-niss ] && note=" (not the same search: nissy mixes normal and inverse moves)"
    echo "$name: ours $a s ($lines solutions), nissy $b s ($nl solutions), ratio nissy/ours $(echo "$a $b" | awk '{printf "%.2f", $2/$1}') ($n scrambles)$note"
  else echo "$name: ours $a s ($lines solutions, $n scrambles)"; fi
done
# the finish from DR: the positions are the scrambles followed by their first DR
"$cube" step dr --axis ud --niss normal --count 1 <"$scr" | sed 's/ (.*//' >"$scr.dr"
paste -d' ' "$scr" "$scr.dr" >"$scr.fin"; mv "$scr.fin" "$scr"
a=$(t "$cube" step finish --from dr --count 1)
if [ -n "$NISSY" ]; then
  s=$(date +%s.%N); nissy_run drudfin -n 1; e=$(date +%s.%N)
  b=$(echo "$s $e" | awk '{printf "%.3f", $2-$1}')
  got=$(grep -c '([0-9]*)' "$scr.nissy")
  if [ "$got" -lt "$n" ]; then
    echo "finish from DR: ours $a s ($n positions); nissy answered $got of them and stopped (nissy-classic's drudfin crashes on these positions)"
  else echo "finish from DR: ours $a s, nissy $b s, ratio nissy/ours $(echo "$a $b" | awk '{printf "%.2f", $2/$1}') ($n positions, one optimal solution each)"; fi
else echo "finish from DR: ours $a s ($n positions)"; fi
