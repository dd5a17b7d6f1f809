#!/bin/sh
# The coset solver's benchmark (make bench-coset; part of make bench).
#
#   sh tests/bench_coset.sh BUILD_DIR
#
# Proves two cosets of Kociemba's subgroup H within 20 moves with
# `cube coset --max 20 --threads T` (T=2 by default): the coset of a random
# position (the 6th line of tests/data/random-states.txt unless COSET1 names
# another) and the superflip's coset, printing the time and processor time
# of every depth, the total, and the peak resident memory (from
# /usr/bin/time when it is there). Each coset needs about 3.1 GB of memory.
#
# If HCOSET names Rokicki's hcoset built from github:rokicki/cube20src
# (outside this project, never part of it: its makefile, `make hcoset`,
# needs ctangle and a C++ compiler), the same cosets are given to
# `hcoset -t T -F` in the same run, in a directory HCOSET_DIR (default
# /tmp/hcoset-bench, where it writes its phase-1 table the first time),
# as move sequences without spaces (HCOSET1 for the first if COSET1 is not
# in the digit notation; the superflip's is built in).
# The peer searches depth 16 in part (its -F); this program searches to 15.
#
# Note the machine: other work running at the same time changes the clock
# times; the processor seconds are steadier.
build=${1:-build}
T=${T:-2}
cube=$build/cube
sf="U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"
sfh="U1R2F1B1R1B2R1U2L1B2R1U3D3R2F1R3L1B2U2F2"
c1=${COSET1:-$(sed -n 6p tests/data/random-states.txt)}
h1=${HCOSET1:-$(echo "$c1" | tr -d ' ')}
timer=""
[ -x /usr/bin/time ] && timer="/usr/bin/time -f %MKB"
echo "== coset solver: two cosets within 20 moves, $T threads (load: $(cut -d' ' -f1-3 /proc/loadavg))"
for c in "$c1" "$sf"; do
  echo "-- cube coset --max 20 --threads $T \"$c\""
  $timer "$cube" coset --max 20 --threads "$T" "$c" 2>&1 | sed 's/^\([0-9]*\)KB$/peak resident memory \1 KB/'
done
if [ -n "$HCOSET" ] && [ -x "$HCOSET" ]; then
  d=${HCOSET_DIR:-/tmp/hcoset-bench}; mkdir -p "$d"
  for h in "$h1" "$sfh"; do
    echo "-- hcoset -t $T -F $h"
    (cd "$d" && $timer "$HCOSET" -t "$T" -F "$h" 2>&1 | grep -E 'Tests at|Prepass at|Finished|Completed|KB$')
  done
fi
