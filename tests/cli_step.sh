#!/usr/bin/env bash
# The step solvers (step.w) against Tronto's nissy-core, position by
# position, on the first N (100) random-state scrambles of
# tests/data/random-states.txt: EO on F/B (nissy-core's eofb) and DR on U/D
# (drud), with NISS normal, inverse, mixed (solutions that switch sides
# once) and, for EO, all (any of these: nissy-core searches the part done
# first without its table, which for DR's nine or ten moves takes it
# minutes a position). For each, the length of the shortest
# solution must be the same on every position, and the number of shortest
# solutions too: ours as `cube step` prints them (one variant of the last
# quarter turns, as nissy-core), and ours with --variants against
# nissy-core's solutions counted with their "lastqt" variations; except
# where nissy-core stops at its limit of 255 solutions, which are counted
# apart.
# usage: [NISSY_CORE=DIR] [PEER_N=N] [NISSY_GEN=1] bash tests/cli_step.sh
#   NISSY_CORE names the directory where nissy-core (github:
#   sebastianotronto/nissy-core) was built with ./build.sh (nissy.o),
#   /tmp/peers/nissy-core by default; the batch driver
#   tests/peer_nissy_core.c is compiled against it. Without it the test is
#   skipped, and says so. Its tables are read from $NISSY_CORE/tables; the
#   DR table (75 MB, minutes of one core) is made there only with
#   NISSY_GEN=1, else DR is skipped, and says so.
CUBE=${CUBE:-./cube}
NISSY_CORE=${NISSY_CORE:-/tmp/peers/nissy-core}
n=${PEER_N:-100}
here=$(cd "$(dirname "$0")" && pwd)
passed=0; failed=0
fail() { echo "tests/cli_step.sh:${BASH_LINENO[0]}: $*"; failed=$((failed + 1)); }
if [ ! -f "$NISSY_CORE/nissy.o" ]; then
  echo "cli_step.sh: SKIPPED: nissy-core is not built in $NISSY_CORE (NISSY_CORE names"
  echo "  the directory where github:sebastianotronto/nissy-core was built with ./build.sh)"
  echo "cli_step.sh: 0 passed, 0 failed"; exit 0
fi
drv=$NISSY_CORE/peer_nissy_core
if [ ! -x "$drv" ] || [ "$here/peer_nissy_core.c" -nt "$drv" ] || [ "$NISSY_CORE/nissy.o" -nt "$drv" ]; then
  cc -std=c11 -O2 -pthread -I "$NISSY_CORE/src" -o "$drv" "$here/peer_nissy_core.c" \
    "$NISSY_CORE/nissy.o" -lm || { echo "cli_step.sh: the driver does not build"; exit 1; }
fi
mkdir -p "$NISSY_CORE/tables"
w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
head -n "$n" "$here/data/random-states.txt" >"$w/scr"

# ours: one line "L COUNT" a position, from the solutions and -v's count
ours() { # $1 step, $2 axis, $3 niss, then more options
  local s=$1 a=$2 f=$3; shift 3
  "$CUBE" step "$s" --axis "$a" --niss "$f" -v --threads 1 "$@" <"$w/scr" |
    awk '/^#/ { print L, $2; L = ""; next } L == "" { L = substr($(NF-1), 2, length($(NF-1)) - 2) }'
}
compare() { # $1 step, $2 axis, $3 nissy-core's solver, then the sides
  local s=$1 a=$2 solver=$3 f; shift 3; local sides="$*"
  if [ "$solver" = drud ] && [ ! -f "$NISSY_CORE/tables/DR" ] && [ "${NISSY_GEN:-0}" != 1 ]; then
    echo "cli_step.sh: DR SKIPPED: no table DR in $NISSY_CORE/tables (NISSY_GEN=1 makes it)"
    return
  fi
  for f in $sides; do
    ours "$s" "$a" "$f" >"$w/o" && ours "$s" "$a" "$f" --variants >"$w/v" &&
      "$drv" "$solver" "$f" 255 "$NISSY_CORE/tables" <"$w/scr" >"$w/p" 2>"$w/err" ||
      { fail "$s $f: a program failed: $(head -c 300 "$w/err")"; continue; }
    # o: L COUNT; v: L COUNT (with the variants); p: L N V T S
    line=$(paste -d' ' "$w/o" "$w/v" "$w/p" | awk -v n="$n" '
      { rows++
        if ($1 != $5) { dl++; if (!bad) bad = NR }
        if ($6 >= 255) { cap++; next }
        if ($2 != $6 || $4 != $7) { dc++; if (!bad) bad = NR }
        so += $2; sp += $6; sv += $4; spv += $7 }
      END { printf "%d %d %d %d %d %d %d %d %d\n", rows, dl, dc, cap, so, sp, sv, spv, bad }')
    set -- $line
    echo "  $s $f: $1 positions, lengths differ on $2, counts on $3 ($4 at nissy-core's limit);" \
      "solutions $5 (nissy-core $6), with variants $7 ($8)"
    if [ "$1" -eq "$n" ] && [ "$2" -eq 0 ] && [ "$3" -eq 0 ]; then passed=$((passed + 1))
    else fail "$s $f: first difference on scramble $9: ours $(sed -n "${9}p" "$w/o"), nissy-core $(sed -n "${9}p" "$w/p")"; fi
  done
}
compare eo fb eofb normal inverse mixed all
compare dr ud drud normal inverse mixed
echo "cli_step.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
