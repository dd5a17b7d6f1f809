#!/bin/sh
# The optimal solver's benchmark (make bench, make bench-optimal).
#
#   sh tests/bench_optimal.sh BUILD_DIR
#
# Solves the first N positions (default 10) of tests/data/optimal-17.txt
# and tests/data/random-states.txt with the huge table (one and two
# threads) and the small one (one thread, 17-movers only), each position
# with a time limit of LIMIT seconds (default 600), and prints seconds per
# position, states per second and GB*s (seconds times table size). In the
# quarter-turn metric, it proves the superflip's 24 quarter turns with the
# huge-qtm family (two threads, the time limit QTM_LIMIT, default 7200 s;
# its table, 1.67 GB, is built the first time, which takes some minutes).
#
# If NXOPT (default /tmp/peers/cube20src) holds a build of Rokicki's nxopt
# from github:rokicki/cube20src (make -f makefile-nxopt nxopt21 nxopt31,
# each run once to write its table nxopth21b.dat / nxopth31b.dat), the
# same positions are given to nxopt21 (325 MB) and nxopt31 (2.6 GB) in the
# same run, and the ratios of GB*s are printed. The peer is built outside
# this project and never part of it.
#
# SETS, CONFIGS select what runs, e.g.
#   SETS=optimal-17 CONFIGS="huge1 nxopt31" N=3 sh tests/bench_optimal.sh build
set -u
B=${1:-build}
N=${N:-10}
LIMIT=${LIMIT:-600}
NXOPT=${NXOPT:-/tmp/peers/cube20src}
SETS=${SETS:-"optimal-17 random-states"}
CONFIGS=${CONFIGS:-"huge1 huge2 small1 nxopt31 nxopt21 hugeqtm2"}
QTM_LIMIT=${QTM_LIMIT:-7200}
OUT=$(mktemp)
trap 'rm -f "$OUT"' EXIT

ours() { # TABLE THREADS SET
  "$B/tests/bench_optimal" "$1" "$2" "tests/data/$3.txt" "$N" "$LIMIT" | tee -a "$OUT"
}

# nxopt reads moves as a face letter and 1, 2 or 3 on standard input (with
# the argument -), prints "Solved I in L probes P evals E time T" for each
# position, and reads its table from the current directory.
peer() { # BINARY GB SET
  bin=$1; gb=$2; set=$3
  if [ ! -x "$NXOPT/$bin" ] || [ ! -f "$NXOPT/nxopth${bin#nxopt}b.dat" ]; then
    echo "$bin: not found in $NXOPT (see the head of this script); skipped"; return; fi
  awk -v n="$N" 'NF && !/^#/ { s=""; for (i=1; i<=NF; i++) { t=$i; f=substr(t,1,1); a=substr(t,2);
      if (a=="" ) a="1"; else if (a=="'\''") a="3"; else if (a=="2'\''") a="2"; s=s f a " " }
      print s; if (++k>=n) exit }' "tests/data/$set.txt" |
    (cd "$NXOPT" && timeout $((LIMIT * N + 60)) "./$bin" -t 1 -) |
    awk -v bin="$bin" -v gb="$gb" -v set="$set" -v n="$N" '
      /^Load .* read in / { load=$NF }
      /^Solved / { k++; t+=$10; e+=$8; printf("  pos=%d length=%d seconds=%.3f nodes=%d\n",$2,$4,$10,$8) }
      END { printf("%s: table loaded in %.1f s\n",bin,load)
        if (k) printf("peer %s, 1 thread, tests/data/%s.txt: %d of %d solved, %.2f s per position, %.2f M states/s, %.3f GB, %.2f GB*s\n",
          bin,set,k,n,t/k,e/t/1e6,gb,gb*t/k) }' | tee -a "$OUT"
}

for set in $SETS; do
  for c in $CONFIGS; do
    case $c in
      huge1) ours huge 1 "$set";;
      huge2) ours huge 2 "$set";;
      small1) [ "$set" = optimal-17 ] && ours small 1 "$set";;
      nxopt31) peer nxopt31 2.6 "$set";;
      nxopt21) [ "$set" = optimal-17 ] && peer nxopt21 0.325 "$set";;
      hugeqtm2) if [ "$set" = optimal-17 ]; then
          l=$LIMIT; LIMIT=$QTM_LIMIT; ours huge-qtm 2 superflip; LIMIT=$l; fi;;
    esac
  done
done

# Ratios of GB*s on each set: each peer against ours (huge, one thread).
# Each average is over the positions that program solved in time, which
# need not be the same ones: read the per-position lines too.
awk '/ solved, / { for (i=1; i<=NF; i++) if ($i=="GB*s") g=$(i-1);
       split($0,a,"tests/data/"); split(a[2],b,".txt"); set=b[1]; gbs[set SUBSEP $2 " " $3 " " $4]=g; sets[set]=1 }
     END { for (s in sets) { o=gbs[s SUBSEP "huge, 1 thread,"];
       for (k in gbs) { split(k,kk,SUBSEP); if (kk[1]==s && kk[2] ~ /^nxopt/ && o>0)
         printf("%s: GB*s of %s over GB*s of huge, 1 thread: %.2f\n",s,kk[2],gbs[k]/o) } } }' "$OUT"
