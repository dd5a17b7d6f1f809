#!/bin/sh
# The step solvers (step.w) against Tronto's nissy, on the same random-state
# scrambles (the first N lines of tests/data/random-states.txt), one thread
# each, every program in one process for the whole batch, in one run.
# usage: [NISSY=DIR] [NISSY_CORE=DIR] sh tests/bench_step.sh BUILD_DIR [N]
#   NISSY names a directory where nissy-classic (github:
#     sebastianotronto/nissy-classic, 2.0.8, commit 9d2bc1e) was built with
#     `make`; it needs 2.0.7 or later (its -i and -L options).  Its tables go
#     to $NISSY/data (NISSYDATA), made by a first, untimed run of each step.
#     (The repository github:sebastianotronto/nissy holds only the classic
#     versions up to 2.0.2 and later development snapshots such as 1a5bfe9,
#     which have no HTR step and whose drudfin calls a null validator as
#     soon as it finds a solution.)
#   NISSY_CORE names a directory where nissy-core (github:
#     sebastianotronto/nissy-core) was built with `./build.sh` (nissy.o);
#     tests/peer_nissy_core.c, a batch driver of its library, is compiled
#     against it here; its tables go to $NISSY_CORE/tables.
#   Without them only ours is timed.  N is 100 by default (at least 2).
# Each step ends with the figures of the measurements chapter (measure.w)
# as a line "run: NAME SEARCH BATCH NISSY CORE" for tests/runfile.sh: ms a
# position, ours by the searches and by the batch, nissy-classic's by the
# batch, nissy-core's by the searches ("---" for a peer not run).
#
# The steps, the same problem for every program:
#   eo       EO on F/B, from the scramble:    eofb (both peers)
#   dr       DR on U/D, from the scramble:    drud (both peers)
#   eo-niss  EO on F/B, on the scramble and on its inverse, each solution on
#            one side (ours --niss both):     eofb -L (nissy-classic), eofb
#                                             with NISS "linear" (nissy-core)
#   dr-niss  the same for DR on U/D:          drud -L, drud linear
#   htr      HTR from DR on U/D, on the scramble followed by our first DR:
#                                             htr-drud (both peers)
#   fin-dr   the optimal finish from DR on U/D (moves U, D, R2, L2, F2, B2),
#            same positions, one solution:    drudfin (both peers)
#   fin-htr  the optimal finish from HTR (half turns only), on those
#            positions followed by our first HTR, one solution:
#                                             htrfin (nissy-classic)
# The NISS of both peers that also mixes normal and inverse moves in one
# solution (-N, "mixed") is a different search, not timed here (ours is
# compared with nissy-core's by tests/cli_step.sh).
# eo, dr, htr and their NISS lines ask for every shortest solution: ours
# with --variants, -o -a of nissy-classic (-a: no filter), which print
# the variants of a solution in the direction of the last quarter turns,
# and of nissy-core up to 255 a position (its limit), which never prints
# them (its driver counts them with nissy-core's own "lastqt" variations,
# as ours does without --variants) and, for HTR, keeps only solutions with at most one
# quarter turn of D, before those of U, so its HTR count is smaller.
#
# Times, in milliseconds per position, one thread each:
#   search: the time of the searches alone, measured inside the process
#     (ours: the sum of the times that -v prints; nissy-core: its driver
#     times each call of nissy_solve), over all N positions;
#   batch: (time of the process for N positions - for the first alone) /
#     (N - 1), the only measure available for nissy-classic; the fixed cost
#     in seconds (ours: tables made in memory; nissy-classic: some 600 MB of
#     tables read at each start; nissy-core: its table read), the least of
#     three runs of the first position, and the spread of those three runs
#     over N - 1 (the noise of this measure) are shown apart.
# Ratios compare like with like: nissy-classic/ours by batch, nissy-core/ours
# by search.  For each peer the shortest length is compared position by
# position (they must all agree: any difference is a bug of one program),
# and the total number of solutions where it is the same search.
build=$1; n=${2:-100}
cube=$build/cube
here=$(cd "$(dirname "$0")" && pwd)
[ "$n" -ge 2 ] || { echo "bench_step: N must be at least 2" >&2; exit 2; }
w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
head -n "$n" "$here/data/random-states.txt" >"$w/scr"
[ "$(wc -l <"$w/scr")" -eq "$n" ] || { echo "bench_step: fewer than $n scrambles" >&2; exit 2; }
# the positions of the later steps: each scramble followed by our first DR
# on U/D, then by our first HTR from it
"$cube" step dr --axis ud --niss normal --count 1 --threads 1 <"$w/scr" | sed 's/ *([0-9]*) .*//' >"$w/dr"
paste -d' ' "$w/scr" "$w/dr" >"$w/posdr"
"$cube" step htr --axis ud --niss normal --count 1 --threads 1 <"$w/posdr" | sed 's/ *([0-9]*) .*//' >"$w/htr"
paste -d' ' "$w/posdr" "$w/htr" >"$w/poshtr"
if [ -n "$NISSY" ]; then
  export NISSYDATA=${NISSYDATA:-$NISSY/data}
  mkdir -p "$NISSYDATA"
fi
if [ -n "$NISSY_CORE" ]; then
  peer=$NISSY_CORE/peer_nissy_core
  cc -std=c11 -O2 -pthread -I "$NISSY_CORE/src" -o "$peer" "$here/peer_nissy_core.c" \
    "$NISSY_CORE/nissy.o" -lm || exit 1
  mkdir -p "$NISSY_CORE/tables"
fi

secs() { # seconds taken by a command reading $1, its output to $2 (in a $(...))
  si=$1; so=$2; shift 2
  t0=$(date +%s.%N); "$@" <"$si" >"$so" 2>/dev/null; t1=$(date +%s.%N)
  echo "$t0 $t1" | awk '{printf "%.3f", $2-$1}'
}
timed() { # input, output, command: least and greatest of three runs of the
  # first position, and the time for all N
  i=$1; o=$2; shift 2
  head -n 1 "$i" >"$w/one"
  t1=$( (secs "$w/one" "$o.one" "$@"; echo; secs "$w/one" "$o.one" "$@"; echo
    secs "$w/one" "$o.one" "$@"; echo) | sort -n | awk 'NR==1 {a=$1} {b=$1} END {print a, b}')
  tn=$(secs "$i" "$o" "$@")
  echo "$t1 $tn"
}
batch() { # the times of timed: batch ms/position, fixed (s), noise ms/position
  echo "$1 $n" | awk '{printf "batch %.4f (fixed %.2f s, noise %.4f)", 1e3*($3-$1)/($4-1), $1, 1e3*($2-$1)/($4-1)}'
}
classic() { # step and options: nissy-classic on every line, moves in its notation
  sed "s/\([URFDLB]\)1/\1/g; s/\([URFDLB]\)3/\1'/g" |
    (cd "$NISSY" && ./nissy solve "$@" -i)
}
core() { "$peer" "$@" "$NISSY_CORE/tables"; }
# per position: shortest length, number of solutions (and for nissy-core:
# the number printed, and the time)
ours_lengths() { awk '/^#/ {print (l==""? -1: l), $2; l=""; next}
  {for (i=1; i<=NF; i++) if ($i ~ /^\([0-9]+\)$/ && l=="") l=substr($i,2,length($i)-2)}' "$1"; }
ours_search() { awk '/^#/ {t+=$(NF-1); k++} END {printf "%.4f", t/k}' "$1"; }
classic_lengths() { awk 'function out() {if (b) print (l==""? -1: l), c}
  /^>>> Line:/ {out(); b=1; l=""; c=0; next}
  /\([0-9]+\)$/ {x=$NF; x=substr(x,2,length(x)-2)+0; if (l=="" || x<l) l=x; c++}
  END {out()}' "$1"; }
core_lengths() { # with the variants of each solution if $2 is "all"
  awk -v all="$2" '{print $1, (all=="all"? $3: $2), $2}' "$1"; }
core_search() { awk '{t+=$4} END {printf "%.4f", 1e3*t/NR}' "$1"; }
ratio() { echo "$1 $2" | awk '{if ($2>0) printf "%.2f", $1/$2; else printf "n/a"}'; }
check() { # name, our lengths, peer name, its lengths, count note
  paste -d' ' "$2" "$4" | awk -v name="$1" -v p="$3" -v cnote="$5" '
    {n++; if ($1==$3) same++; else {bad++; if (bad<=5) printf "    %s: position %d: ours %d moves, %s %d\n", name, NR, $1, p, $3}
     so+=$2; sp+=$4; if ($2!=$4) dc++; if ($5==255) cap++}
    END {printf "    lengths: %d of %d positions agree", same, n
      if (bad) printf " (%d DIFFER)", bad
      printf "; solutions: ours %d, %s %d", so, p, sp
      if (cnote=="same") printf " (%d positions with another count%s)", dc, (cap? ", " cap " at the limit of 255": "")
      else if (cnote!="") printf " (%s)", cnote
      printf "\n"}'
}

# name | ours: step and options | input | classic: step, options | core: solver, niss, K | count note
for case in \
  "eo|eo --axis fb --niss normal --variants|scr|eofb -o -a|eofb normal 255|same" \
  "dr|dr --axis ud --niss normal --variants|scr|drud -o -a|drud normal 255|same" \
  "eo-niss|eo --axis fb --niss both --variants|scr|eofb -o -a -L|eofb linear 255|same" \
  "dr-niss|dr --axis ud --niss both --variants|scr|drud -o -a -L|drud linear 255|same" \
  "htr|htr --axis ud --niss normal --variants|posdr|htr-drud -o -a|htr-drud normal 255|htr" \
  "fin-dr|finish --from dr --axis ud --count 1|posdr|drudfin|drudfin normal 1|one" \
  "fin-htr|finish --from htr --count 1|poshtr|htrfin||one"; do
  IFS='|' read -r name os in cs ks cn <<EOF
$case
EOF
  cb=---; kc=---
  ot=$(timed "$w/$in" "$w/o.$name" "$cube" step $os --threads 1 -v)
  ours_lengths "$w/o.$name" >"$w/ol.$name"
  os_=$(ours_search "$w/o.$name"); ob=$(echo "$ot $n" | awk '{print ($3-$1)/($4-1)}')
  echo "$name ($n positions), ms/position:"
  echo "  ours: search $os_, $(batch "$ot")"
  if [ -n "$NISSY" ] && [ -n "$cs" ]; then
    head -n 1 "$w/$in" | classic $cs >/dev/null 2>&1  # its tables, untimed
    pt=$(timed "$w/$in" "$w/c.$name" classic $cs)
    classic_lengths "$w/c.$name" >"$w/cl.$name"
    pb=$(echo "$pt $n" | awk '{print ($3-$1)/($4-1)}')
    echo "  nissy-classic: $(batch "$pt"); ratio nissy-classic/ours (batch) $(ratio "$pb" "$ob")"
    cb=$(echo "$pb" | awk '{printf "%.2f", 1e3*$1}')
    note=same; [ "$cn" = one ] && note="one solution each"
    check "$name" "$w/ol.$name" nissy-classic "$w/cl.$name" "$note"
  fi
  if [ -n "$NISSY_CORE" ] && [ -n "$ks" ]; then
    head -n 1 "$w/$in" | core $ks >/dev/null 2>&1  # its table, untimed
    pt=$(timed "$w/$in" "$w/k.$name" core $ks)
    core_lengths "$w/k.$name" "$([ "$cn" = one ] || echo all)" >"$w/kl.$name"
    ps=$(core_search "$w/k.$name")
    echo "  nissy-core: search $ps, $(batch "$pt"); ratio nissy-core/ours (search) $(ratio "$ps" "$os_")"
    kc=$ps
    note=same; [ "$cn" = one ] && note="one solution each"
    [ "$cn" = htr ] && note="nissy-core keeps fewer HTR solutions"
    check "$name" "$w/ol.$name" nissy-core "$w/kl.$name" "$note"
  fi
  echo "run: $name $os_ $(echo "$ob" | awk '{printf "%.3f", 1e3*$1}') $cb $kc"
done
