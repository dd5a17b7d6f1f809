#!/bin/sh
# The two-phase solver's benchmark (make bench).
#
#   sh tests/bench_twophase.sh BUILD_DIR
#
# Runs build/tests/bench_twophase (the 100 random positions of
# tests/data/random-states.txt at the first solution found and at targets
# 21, 20 and 19; see the end of twophase.w), then, if TWOPHASE (default
# /tmp/peers/cube20src) holds a build of Rokicki's twophase from
# github:rokicki/cube20src (make twophase, run once to write its tables
# p1p1h.dat and p2p1h.dat, 680 MB and 56 MB, in that directory), the same
# positions to twophase with one thread: -M 1 for the first solution, -s T
# for a target T. twophase reports the seconds since it started, its table
# loading included; so it is run once on no position (the least of two
# runs is the loading time) and once on the positions repeated REPEAT
# times (default 10; once at target 19, which takes long), and the
# difference over the number of positions solved is the time per position.
# The ratios of the peer's time over ours are printed last. The peer is
# built outside this project and never part of it.
# Then the figures of the measurements chapter (measure.w), as lines
# "run: KEY VALUE" for tests/runfile.sh: for each target (first, 21, 20,
# 19) ours in ms a position, its median and its slowest, and the peer's
# ("---" without the peer); ratio.TARGET, the peer's time over ours; and
# peer.load, the seconds of the peer's loading of its tables.
set -u
B=${1:-build}
TWOPHASE=${TWOPHASE:-/tmp/peers/cube20src}
SET=${SET:-tests/data/random-states.txt}
OUT=$(mktemp); IN1=$(mktemp); IN2=$(mktemp)
trap 'rm -f "$OUT" "$IN1" "$IN2"' EXIT
# the run lines, from the lines of bench_twophase (the half-turn targets) and of the peer
runlines() {
  awk 'function f(v) { return v >= 100 ? sprintf("%.0f", v) : v >= 10 ? sprintf("%.1f", v) : sprintf("%.3f", v) }
    /^two-phase: (first solution|target [0-9]+) / { k = ($2 == "first") ? "first" : $3; ours[k] = $4; last = k; next }
    /^ +median / && last != "" { v = $0; gsub(/[,;]/, "", v); split(v, w, " "); med[last] = w[2]; max[last] = w[9]; last = ""; next }
    { last = "" }
    /^peer twophase: tables loaded in / { load = $6 }
    /^peer twophase: / && $3 != "tables" { k = ($3 == "first") ? "first" : $4; peer[k] = $5 }
    END { n = split("first 21 20 19", t, " ")
      for (i = 1; i <= n; i++) { k = t[i]; if (!(k in ours)) continue
        printf "run: %s %s %s %s %s\n", k, f(ours[k]), f(med[k]), f(max[k]), (k in peer) ? f(peer[k]) : "---"
        if ((k in peer) && ours[k] > 0) printf "run: ratio.%s %.2f\n", k, peer[k] / ours[k] }
      if (load != "") printf "run: peer.load %.1f\n", load }' "$OUT"
}
"$B/tests/bench_twophase" "$SET" | tee "$OUT"
if [ ! -x "$TWOPHASE/twophase" ] || [ ! -f "$TWOPHASE/p1p1h.dat" ] || [ ! -f "$TWOPHASE/p2p1h.dat" ]; then
  echo "twophase: not found in $TWOPHASE (see the head of this script); skipped"; runlines; exit 0; fi
grep -v '^#' "$SET" | grep . >"$IN1"
n=$(wc -l <"$IN1")
REPEAT=${REPEAT:-10}
secs() { # ARGS INPUT: the seconds twophase reports for solving INPUT
  (cd "$TWOPHASE" && ./twophase -q -t 1 $1 <"$2") | sed -n 's/^Solved [0-9]* sequences in \([0-9.e+-]*\) seconds.*/\1/p'
}
: >"$IN2"
l1=$(secs "-s 20" "$IN2"); l2=$(secs "-s 20" "$IN2")
load=$(echo "$l1 $l2" | awk '{ print ($1<$2)? $1: $2 }')
echo "peer twophase: tables loaded in $load s" | tee -a "$OUT"
for t in first 21 20 19; do
  if [ $t = first ]; then args="-M 1"; else args="-s $t"; fi
  r=$REPEAT; [ $t = 19 ] && r=1
  : >"$IN2"; i=0; while [ $i -lt $r ]; do cat "$IN1" >>"$IN2"; i=$((i + 1)); done
  a=$(secs "$args" "$IN2")
  echo "$t $load $a" | awk -v n="$((n * r))" '{ printf("peer twophase: %-14s %8.3f ms per position\n",
    $1=="first"? "first solution": "target " $1, 1e3*($3-$2)/n) }' | tee -a "$OUT"
done
awk '/^two-phase: (first solution|target [0-9]+) / { k=($2=="first")? "first": $3; ours[k]=$4 }
     /^peer twophase: / { k=($3=="first")? "first": $4; peer[k]=$5 }
     END { for (k in peer) if (ours[k]>0) printf("twophase over ours, %s: %.2f\n",
       k=="first"? "first solution": "target " k, peer[k]/ours[k]) }' "$OUT"
runlines
