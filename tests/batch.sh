#!/bin/bash
# The batch driver against itself and against hostile input (command.w):
#  - differential: random batches that mix positions, comments, blank lines,
#    lines with NUL bytes, bad lines, lines with lone carriage returns and
#    overlong lines, answered with 1, 2 and 4 threads, with and without
#    --aligned, --line-numbers, --format json and --shard: every output byte
#    must equal the one-thread run's;
#  - killed batches: SIGTERM, SIGINT and SIGHUP at random moments must leave
#    only whole answers, each a right one;
#  - the Slurm recipe (contrib/slurm-solve.sh) with the array simulated,
#    from index 0 and from 1: its merge must equal one run line for line.
#
#   CUBE=path/to/cube bash tests/batch.sh      (CUBE_TABLES: the table cache;
#   BATCH_SEEDS: the seeds of the random batches, 1 to 5 by default)
# Ends with "batch: P passed, F failed".
CUBE=${CUBE:-./cube}
case $CUBE in /*) ;; *) CUBE=$PWD/$CUBE ;; esac
passed=0 failed=0
W=$(mktemp -d /tmp/cube-batch-XXXXXX)
trap 'rm -rf "$W"' EXIT
pass() { passed=$((passed + 1)); }
fail() { echo "batch: FAIL: $*"; failed=$((failed + 1)); }
if ! command -v python3 >/dev/null; then
  echo "batch: note: python3 missing; the random batches were not made"
  echo "batch: 0 passed, 1 failed"; exit 1
fi

# --- random batches ---------------------------------------------------------
"$CUBE" scramble 300 --seed 11 >"$W/scrambles" || fail "scramble: status $?"
"$CUBE" tables --build >/dev/null 2>&1   # the two-phase tables, if not made yet
make_batch() { # SEED: writes $W/in
  python3 - "$1" "$W/scrambles" >"$W/in" <<'PY'
import random, sys
r = random.Random(int(sys.argv[1]))
pos = open(sys.argv[2]).read().split('\n')[:-1]
out = bytearray()
for i in range(r.randint(1, 120)):
    k = r.random()
    if k < 0.45: line = r.choice(pos).encode()
    elif k < 0.55: line = b'# a comment'
    elif k < 0.62: line = b' \t '
    elif k < 0.67: line = b'R \x00U'
    elif k < 0.74: line = r.choice([b'R Q', b'UUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUUU', b'xyz', b'R U # known'])
    elif k < 0.78: line = b'R' * r.choice([70000, 65535, 65536, 200000])
    elif k < 0.82: line = b'F\rB'
    else: line = r.choice(pos).encode() + b'  # length 20'
    out += line + r.choice([b'\n', b'\n', b'\r\n', b'\r'])
if r.random() < 0.3: out = out[:-1]          # no line end at the end
sys.stdout.buffer.write(out)
PY
}
opts_list=("" "--aligned" "--line-numbers" "--aligned --line-numbers" "--format json"
  "--aligned --format json" "--shard 2/3" "--shard 1/2 --aligned --line-numbers")
for seed in ${BATCH_SEEDS:-1 2 3 4 5}; do
  make_batch $seed
  for opts in "${opts_list[@]}"; do
    for cmd in "solve" "step eo --count 2"; do
      $CUBE $cmd $opts <"$W/in" 2>"$W/err1" | sed 's/"seconds":[0-9.e-]*,"nodes":[0-9]*//' >"$W/out1"
      r1=${PIPESTATUS[0]}
      [ "$r1" -lt 4 ] || fail "seed $seed: cube $cmd $opts: status $r1"
      for t in 2 4; do
        $CUBE $cmd $opts --threads $t <"$W/in" 2>"$W/err$t" |
          sed 's/"seconds":[0-9.e-]*,"nodes":[0-9]*//' >"$W/out$t"
        rt=${PIPESTATUS[0]}
        if [ "$rt" != "$r1" ] || ! cmp -s "$W/out1" "$W/out$t" || ! cmp -s "$W/err1" "$W/err$t"
        then fail "seed $seed: cube $cmd $opts --threads $t differs from one thread (status $rt, $r1)"
        else pass; fi
      done
    done
  done
done

# an overlong line is an error of its line, and the lines after it are read
out=$( { echo R; head -c 300000 /dev/zero | tr '\0' R; echo; echo U; } | $CUBE solve --line-numbers 2>"$W/err")
rc=$?
if [ "$rc" = 1 ] && [ "$out" = "$(printf "1: R'\n3: U'")" ] && grep -q 'line 2: longer than' "$W/err"
then pass; else fail "overlong line: status $rc, output '$out', $(cat "$W/err")"; fi
out=$(timeout 5 $CUBE solve </dev/zero 2>&1 | head -c 200)
case $out in *"line 1: longer than"*) pass ;; *) fail "/dev/zero: '$out'" ;; esac
# a lone carriage return ends a line
out=$(printf 'R\rU\r\nF' | $CUBE solve --line-numbers)
[ "$out" = "$(printf "1: R'\n2: U'\n3: F'")" ] && pass || fail "carriage returns: '$out'"
# --line-numbers: nothing but an answer looks like one
out=$(printf 'R\nR Q\n\n# c\nU\n' | $CUBE solve --line-numbers 2>/dev/null)
[ "$out" = "$(printf "1: R'\n5: U'")" ] && pass || fail "--line-numbers with a bad line: '$out'"
out=$(printf 'R\nR Q\n\n# c\nU\n' | $CUBE solve --line-numbers --aligned 2>/dev/null)
exp=$(printf "1: R'\n2: # line 2: unreadable move 'Q' at column 3\n3: #\n4: #\n5: U'")
[ "$out" = "$exp" ] && pass || fail "--line-numbers --aligned: '$out'"

# --- killed batches ----------------------------------------------------------
# (the shell's notes of children ended by a signal go to /dev/null)
exec 3>&2 2>/dev/null
for i in $(seq 12); do cat "$W/scrambles"; done >"$W/many"
k=0
for sig in TERM INT HUP TERM INT HUP; do
  for fmt in text json; do
    k=$((k + 1))
    f=""; [ $fmt = json ] && f="--format json"
    rm -f "$W/fifo"; mkfifo "$W/fifo"
    if [ $((k % 2)) = 0 ]; then   # into a file
      $CUBE solve --threads 2 --line-numbers $f <"$W/many" >"$W/killed" 2>/dev/null &
      pid=$!
    else                          # into a pipe
      cat "$W/fifo" >"$W/killed" &
      $CUBE solve --line-numbers $f <"$W/many" >"$W/fifo" 2>/dev/null &
      pid=$!
    fi
    sleep "0.$((RANDOM % 7 + 2))"
    kill -s $sig $pid 2>/dev/null
    { wait; } 2>/dev/null
    lines=$(wc -l <"$W/killed")
    if [ -s "$W/killed" ] && [ -n "$(tail -c 1 "$W/killed")" ]; then
      fail "SIG$sig ($fmt): the output ends in a cut line"; continue
    fi
    if [ $fmt = json ]; then
      python3 -c '
import json, sys
for n, l in enumerate(open(sys.argv[1]), 1):
    o = json.loads(l)
    assert o["line"] == n, (n, o)
' "$W/killed" && pass || fail "SIG$sig (json): a line is not a whole JSON object"
    else
      # each answer, applied after its scramble, solves the cube
      awk -F': ' 'NR==FNR { s[FNR] = $0; next } { if ($1 != FNR) exit 1; print s[$1] " " $2 }' \
        "$W/many" "$W/killed" >"$W/check" || { fail "$sig: numbers out of order"; continue; }
      bad=$($CUBE solve --aligned <"$W/check" | grep -c .)
      [ "$bad" = 0 ] && pass || fail "$sig (text): $bad of $lines answers do not solve their position"
    fi
  done
done

exec 2>&3 3>&-

# --- the Slurm recipe ---------------------------------------------------------
make_batch 7; cp "$W/in" "$W/slurm-in"
printf 'R U\n\n# c\nR Q\n' >>"$W/slurm-in"
$CUBE solve --aligned <"$W/slurm-in" >"$W/single" 2>/dev/null
for first in 0 1; do
  rm -rf "$W/res"
  for id in $(seq $first $((first + 3))); do
    SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=$first SLURM_ARRAY_TASK_MAX=$((first + 3)) \
      SLURM_ARRAY_TASK_COUNT=4 CUBE=$CUBE sh contrib/slurm-solve.sh "$W/slurm-in" "$W/res" 2>/dev/null ||
      fail "slurm task $id of $first-$((first + 3)): status $?"
  done
  [ "$(ls "$W/res" | tr '\n' ' ')" = "1.out 2.out 3.out 4.out " ] && pass ||
    fail "slurm array from $first: shards $(ls "$W/res" | tr '\n' ' ')"
  CUBE=$CUBE sh contrib/slurm-solve.sh --merge "$W/slurm-in" "$W/res" >"$W/merged" &&
    cmp -s "$W/merged" "$W/single" && pass || fail "slurm array from $first: the merge differs from one run"
done
rm "$W/res/3.out"
CUBE=$CUBE sh contrib/slurm-solve.sh --merge "$W/slurm-in" "$W/res" >/dev/null 2>&1 &&
  fail "the merge accepted a missing shard" || pass
echo "batch: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
