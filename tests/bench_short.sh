#!/bin/sh
# Short scrambles: the two-phase solver's answer against the scramble's length
# (run by make bench, not by make test).
#
#   sh tests/bench_short.sh [CUBE]
#
# For each length L from 1 to MAXLEN (default 14), makes N (default 40)
# random move sequences of L moves (seeded by SEED, default 1: a face other
# than the last one's, and other than both of the last two when those are
# opposite faces; a quarter turn either way or a half turn), solves them
# with CUBE (default build/cube) solve -v at its default target, and prints
# the average and largest solution length, how many answers are longer
# than their scramble, and the average milliseconds a position (as -v
# reports them, table loading excluded); and for each length a line
# "run: short.L AVERAGE MAX LONGER [PEER_AVERAGE PEER_MAX]" for a run file
# (tests/runfile.sh). If CUBINGJS (default
# /tmp/peers/cubingjs) holds an install of cubing.js (npm install cubing)
# and its solve.mjs (below), the same sequences are solved with its
# experimentalSolve3x3x3IgnoringCenters, and its average, largest and
# milliseconds are printed beside; and if CUBEJS (default /tmp/peers/cubejs)
# holds an install of cubejs (npm install cubejs: a port of Kociemba's
# two-phase program) and its solve.js (below), the same with its solve().
# A last row, "random", takes N random-state scrambles (cube scramble N
# --seed SEED) instead. The peers are installed outside this project and
# never part of it. solve.mjs:
#
#   import { cube3x3x3 } from "cubing/puzzles";
#   import { experimentalSolve3x3x3IgnoringCenters } from "cubing/search";
#   import { Alg } from "cubing/alg";
#   import * as readline from "node:readline";
#   const kpuzzle = await cube3x3x3.kpuzzle();
#   const lines = [];
#   for await (const l of readline.createInterface({ input: process.stdin })) lines.push(l.trim());
#   for (const l of lines) {
#     const t0 = performance.now();
#     const sol = await experimentalSolve3x3x3IgnoringCenters(
#       kpuzzle.defaultPattern().applyAlg(new Alg(l)));
#     const s = sol.toString();
#     console.log(`${s.length ? s.split(/\s+/).length : 0} ${(performance.now() - t0).toFixed(3)} ${s}`);
#   }
#   process.exit(0);
#
# solve.js:
#
#   const Cube = require('cubejs');
#   const readline = require('node:readline');
#   Cube.initSolver();
#   const lines = [];
#   readline.createInterface({ input: process.stdin }).on('line', l => lines.push(l.trim()))
#     .on('close', () => { for (const l of lines) {
#       const c = new Cube(); c.move(l);
#       const t = performance.now(), s = c.solve().trim();
#       console.log(`${s.length ? s.split(/\s+/).length : 0} ${(performance.now() - t).toFixed(3)} ${s}`); } });
set -u
CUBE=${1:-build/cube}
N=${N:-40}; SEED=${SEED:-1}; MAXLEN=${MAXLEN:-14}
CUBINGJS=${CUBINGJS:-/tmp/peers/cubingjs}
CUBEJS=${CUBEJS:-/tmp/peers/cubejs}
SEQ=$(mktemp); OURS=$(mktemp); PEER=$(mktemp)
trap 'rm -f "$SEQ" "$OURS" "$PEER"' EXIT
peer=0; peer2=0
if [ -f "$CUBINGJS/solve.mjs" ] && [ -d "$CUBINGJS/node_modules/cubing" ] && command -v node >/dev/null; then
  peer=1; fi
if [ -f "$CUBEJS/solve.js" ] && [ -d "$CUBEJS/node_modules/cubejs" ] && command -v node >/dev/null; then
  peer2=1; fi
printf '%6s %4s %8s %4s %7s %9s' L N average max longer ms/pos
[ $peer = 1 ] && printf ' %10s %4s %9s' cubing.js max ms/pos
[ $peer2 = 1 ] && printf ' %8s %4s %9s' cubejs max ms/pos
echo
L=1
while [ "$L" -le "$MAXLEN" ] || [ "$L" = $((MAXLEN + 1)) ]; do
  if [ "$L" = $((MAXLEN + 1)) ]; then
    L=random; "$CUBE" scramble "$N" --seed "$SEED" >"$SEQ"
  else
  python3 - "$L" "$N" "$SEED" >"$SEQ" <<'PY'
import random, sys
L, n, seed = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
r = random.Random(seed * 1000 + L)
faces, opp = "URFDLB", {0: 3, 1: 4, 2: 5, 3: 0, 4: 1, 5: 2}
for _ in range(n):
    seq, f1, f2 = [], -1, -1
    while len(seq) < L:
        f = r.randrange(6)
        if f == f1 or (f1 >= 0 and opp[f1] == f2 and f == f2):
            continue
        seq.append(faces[f] + r.choice(["", "2", "'"]))
        f2, f1 = f1, f
    print(" ".join(seq))
PY
  fi
  # each answer's length and milliseconds, beside its scramble's length
  "$CUBE" solve -v <"$SEQ" | sed -n 's/.*(\([0-9]*\) moves, \([0-9.]*\) ms.*/\1 \2/p' |
    paste -d' ' - "$SEQ" | awk '{ print $1, $2, NF-2 }' >"$OURS"
  ours=$(awk '{ s+=$1; t+=$2; if ($1>m) m=$1; if ($1>$3) x++ }
    END { printf "%.2f %d %d %.3f", s/NR, m, x+0, t/NR }' "$OURS")
  set -- $ours
  printf '%6s %4d %8.2f %4d %7d %9.3f' "$L" "$N" "$1" "$2" "$3" "$4"
  run="run: short.$L $1 $2 $3"
  if [ $peer = 1 ]; then
    (cd "$CUBINGJS" && node solve.mjs) <"$SEQ" >"$PEER"
    theirs=$(awk 'NR>1 { s+=$1; t+=$2; if ($1>m) m=$1; n++ }
      END { printf "%.2f %d %.3f", s/n, m, t/n }' "$PEER")
    set -- $theirs
    printf ' %10.2f %4d %9.3f' "$1" "$2" "$3"
    run="$run $1 $2"
  fi
  if [ $peer2 = 1 ]; then
    (cd "$CUBEJS" && node solve.js 2>/dev/null) <"$SEQ" >"$PEER"
    theirs=$(awk '{ s+=$1; t+=$2; if ($1>m) m=$1; n++ }
      END { printf "%.2f %d %.3f", s/n, m, t/n }' "$PEER")
    set -- $theirs
    printf ' %8.2f %4d %9.3f' "$1" "$2" "$3"
    run="$run $1 $2"
  fi
  echo
  echo "$run"
  [ "$L" = random ] && break
  L=$((L+1))
done
[ $peer = 1 ] && echo "(cubing.js: the first sequence of each length is left out of its average and time: it pays for its start-up)"
[ $peer2 = 1 ] && echo "(cubejs: its start-up, initSolver, is outside the times)"
