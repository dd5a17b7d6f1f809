#!/bin/sh
# The optimal solver's benchmark (make bench, make bench-optimal).
#
#   sh tests/bench_optimal.sh BUILD_DIR
#
# Solves the first N positions (default 10) of tests/data/optimal-17.txt,
# tests/data/random-states.txt and tests/data/optimal-18.txt, and the first
# N19 (default 3) of tests/data/optimal-19.txt, with the default family
# h48-8 and the others named below (the huge table, one and two threads,
# and the small one, one thread, on the first two sets only), each position
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
# In the quarter-turn metric, the set qtm-24 (24 positions with their
# lengths from nxopt; N=22 leaves out the two longest, 20 and 21 quarter
# turns) is solved with huge-qtm and small-qtm (CONFIGS hugeqtm1,
# smallqtm1) and, if NXOPTQ (default /tmp/peers/nxoptq) holds nxopt21 and
# nxopt31 built with -DQUARTER instead of -DHALF (tables nxoptq21b.dat,
# nxoptq31b.dat), by those (nxoptq21, nxoptq31):
#   SETS=qtm-24 N=22 CONFIGS="hugeqtm1 nxoptq31 nxoptq21" sh tests/bench_optimal.sh build
# The H48 families of the quarter-turn metric run on qtm-24 only, one
# thread, by their names: h48-q-qtm, and the minima h48-K-qtm (K=1..7;
# h48-6-qtm, 1.9 GB, is built the first time, about 6 CPU-minutes), e.g.
# the run of the book's comparison with nxopt in quarter turns:
#   ALTERNATE=1 SETS=qtm-24 N=22 CONFIGS="h48-4-qtm h48-6-qtm nxoptq31 nxoptq21" sh tests/bench_optimal.sh build
#
# The default family of cube solve --optimal, h48-8 (7.6 GB, built the
# first time in about 9 minutes on two cores, with 15 GB of memory), runs
# with one thread (h48-8) and two (h48-8x2), and proves the superflip's 20
# moves with two threads (h48sf2); h48-7 (3.8 GB, 8 minutes) and h48-6
# (1.9 GB) are the families of half and a quarter of its size.
#
# The speed of the machine may drift between runs minutes apart; with
# ALTERNATE=1 each position is given to every configuration in turn before
# the next position, so that the programs compared meet the same drift,
# and the totals of each program over the N positions of each set are
# printed at the end, e.g.
#   ALTERNATE=1 SETS=optimal-17 N=5 CONFIGS="h48-1 nc-h48h1" sh tests/bench_optimal.sh build
# and the book's run at the size of Tronto's h7 (his generator made h48h7
# in 2 hours 7 minutes on two cores, NISSY_GEN=1 below):
#   ALTERNATE=1 SETS="optimal-17 optimal-18 optimal-19" N=10 N19=3 CONFIGS="h48-7 nc-h48h7" sh tests/bench_optimal.sh build
# and at the size of his h8 (h48h8 made by PEER_TABLES=1, below: 3 h 48 min
# on two cores of an AMD EPYC, in two runs), then with two threads:
#   PEER_TABLES=1 ALTERNATE=1 SETS="optimal-17 optimal-18 optimal-19" N=10 N19=3 CONFIGS="h48-8 nc-h48h8" sh tests/bench_optimal.sh build
#   ALTERNATE=1 SETS="optimal-17 optimal-18" N=10 CONFIGS="h48-8x2 nc-h48h8x2" sh tests/bench_optimal.sh build
# and on the superflip, then its four-spot and the first 20-mover, then the
# next six, three a run (below; his program takes up to 25 minutes a
# position there):
#   ALTERNATE=1 SETS=superflip N=1 CONFIGS="h48-8x2 nc-h48h8x2" LIMIT=1500 sh tests/bench_optimal.sh build
#   ALTERNATE=1 SETS="superflip-fourspot optimal-20" N=1 CONFIGS="h48-8x2 nc-h48h8x2" LIMIT=1500 sh tests/bench_optimal.sh build
#   ALTERNATE=1 SETS=optimal-20 SKIP=1 N=3 CONFIGS="h48-8x2 nc-h48h8x2" LIMIT=1200 sh tests/bench_optimal.sh build
#   ALTERNATE=1 SETS=optimal-20 SKIP=4 N=3 CONFIGS="h48-8x2 nc-h48h8x2" LIMIT=1200 sh tests/bench_optimal.sh build
#
# Tronto's positions of 20 moves (tests/data/optimal-20.txt) are in no
# default set, nor are the superflip (superflip.txt) and the superflip
# with the four-spot (superflip-fourspot.txt); with two threads, e.g.
#   SETS=optimal-20 N=4 CONFIGS=h48-8x2 sh tests/bench_optimal.sh build
#   ALTERNATE=1 SETS="superflip superflip-fourspot" N=1 CONFIGS="h48-7x2 h48-8x2" sh tests/bench_optimal.sh build
# and against Tronto's h48h7 on the superflip with the four-spot and the
# first 20-mover (the book's runs, one set each; his takes six to ten
# minutes a position):
#   ALTERNATE=1 SETS="superflip-fourspot optimal-20" N=1 CONFIGS="h48-7x2 nc-h48h7x2" LIMIT=1500 sh tests/bench_optimal.sh build
# and the next ten 20-movers (SKIP=1 leaves out the first), with h48-8 too:
#   ALTERNATE=1 SETS=optimal-20 SKIP=1 N=10 CONFIGS="h48-8x2 h48-7x2 nc-h48h7x2" LIMIT=1200 sh tests/bench_optimal.sh build
# and the last fourteen (two hours and a quarter for the three):
#   ALTERNATE=1 SETS=optimal-20 SKIP=11 N=14 CONFIGS="h48-8x2 h48-7x2 nc-h48h7x2" LIMIT=1200 sh tests/bench_optimal.sh build
#
# SETS, CONFIGS select what runs, e.g.
#   SETS=optimal-17 CONFIGS="huge1 nxopt31" N=3 sh tests/bench_optimal.sh build
# and, for the H48 chapter's families against Tronto's H48 (see below),
#   SETS=optimal-15 CONFIGS="h48-0 h48-1 nc-h48h0 nc-h48h1" sh tests/bench_optimal.sh build
set -u
B=${1:-build}
N=${N:-10}
N19=${N19:-3} # the 19-movers take minutes each
LIMIT=${LIMIT:-600}
NXOPT=${NXOPT:-/tmp/peers/cube20src}
NXOPTQ=${NXOPTQ:-/tmp/peers/nxoptq}
SETS=${SETS:-"optimal-17 random-states optimal-18 optimal-19 qtm-24"}
CONFIGS=${CONFIGS:-"h48-8 nc-h48h8 h48-8x2 h48sf2 h48-7 nc-h48h7 h48-6 nc-h48h6 huge1 huge2 small1 nxopt31 nxopt21 hugeqtm2 hugeqtm1 h48-6-qtm nxoptq31 nxoptq21"}
QTM_LIMIT=${QTM_LIMIT:-7200}
ALTERNATE=${ALTERNATE:-0}
SKIP=${SKIP:-0} # with ALTERNATE=1: the positions of each set before these N
# (the superflip runs h48sf2 and hugeqtm2 ride on the first: SKIP leaves them out)
DATA=tests/data # where the sets are read from
OUT=$(mktemp)
TMPD=$(mktemp -d)
trap 'rm -f "$OUT"; rm -rf "$TMPD"' EXIT

ours() { # TABLE THREADS SET
  "$B/tests/bench_optimal" "$1" "$2" "$DATA/$3.txt" "$N" "$LIMIT" | tee -a "$OUT"
}

# nxopt reads moves as a face letter and 1, 2 or 3 on standard input (with
# the argument -), prints "Solved I in L probes P evals E time T" for each
# position, and reads its table from the current directory.
peer() { # BINARY GB SET [DIRECTORY METRIC-LETTER]
  bin=$1; gb=$2; set=$3; dir=${4:-$NXOPT}; q=${5:-h}
  if [ ! -x "$dir/$bin" ] || [ ! -f "$dir/nxopt$q${bin#nxopt}b.dat" ]; then
    echo "$bin: not found in $dir (see the head of this script); skipped"; return; fi
  awk -v n="$N" '{ sub(/#.*/,"") } NF { s=""; for (i=1; i<=NF; i++) { t=$i; f=substr(t,1,1); a=substr(t,2);
      if (a=="" ) a="1"; else if (a=="'\''") a="3"; else if (a=="2'\''") a="2"; s=s f a " " }
      print s; if (++k>=n) exit }' "$DATA/$set.txt" |
    (cd "$dir" && timeout $((LIMIT * N + 60)) "./$bin" -t 1 -) |
    awk -v bin="$bin" -v gb="$gb" -v set="$set" -v n="$N" '
      /^Load .* read in / { load=$NF }
      /^Solved / { k++; t+=$10; e+=$8; printf("  pos=%d length=%d seconds=%.3f nodes=%d\n",$2,$4,$10,$8) }
      END { printf("%s: table loaded in %.1f s\n",bin,load)
        if (k) printf("peer %s, 1 thread, tests/data/%s.txt: %d of %d solved, %.2f s per position, %.2f M states/s, %.3f GB, %.2f GB*s\n",
          bin,set,k,n,t/k,e/t/1e6,gb,gb*t/k) }' | tee -a "$OUT"
}

# Tronto's H48 from nissy-core (github:sebastianotronto/nissy-core, built
# with its ./build.sh in NISSY_CORE, default /tmp/peers/nissy-core): the
# batch driver tests/peer_nissy_core.c is compiled against its nissy.h and
# nissy.o, and solves the same positions, one optimal solution each with
# one thread unless the name says otherwise (below); its tables (made on first use, which can take long) go to
# $NISSY_CORE/tables, and only if NISSY_GEN=1: without it a table not made
# yet is skipped. With PEER_TABLES=1 instead, a table h48hK not made yet
# is made by tests/peer_h48_tables.c, this program's generator of minima
# writing Tronto's numbering and format (h48.w says how it is checked;
# h48h3 in about a minute where his generator took 8 minutes, h48h8 in hours
# where his would take some 55 processor-hours, in 16 parts kept as they
# are made, so that a run stopped goes on where it was when started again;
# built with AVX2 where the compiler has it, as his ./build.sh does).
# CONFIGS names it nc-h48hK, e.g. nc-h48h0, with two threads nc-h48hKx2,
# and asked for every optimal solution (up to 255, as its solver counts
# them in 8 bits) nc-h48hKall, nc-h48hKallx2; ours are
# h48-Kall and h48-Kallx2 (cube solve --optimal --all).
NISSY_CORE=${NISSY_CORE:-/tmp/peers/nissy-core}
corepeer() { # SOLVER SET [THREADS [K]] (K: 255 for every optimal solution)
  solver=$1; set=$2; th=${3:-1}; kk=${4:-1}; tag=; [ "$kk" = 1 ] || tag=" --all"
  if [ ! -f "$NISSY_CORE/nissy.o" ]; then
    echo "nissy-core: not found in $NISSY_CORE; skipped"; return; fi
  drv=$NISSY_CORE/peer_nissy_core
  [ -x "$drv" ] || cc -std=c11 -O2 -pthread -I "$NISSY_CORE/src" -o "$drv" \
    tests/peer_nissy_core.c "$NISSY_CORE/nissy.o" -lm || return
  mkdir -p "$NISSY_CORE/tables"
  if [ ! -f "$NISSY_CORE/tables/$solver" ] && [ "${PEER_TABLES:-0}" = 1 ]; then
    maker=$NISSY_CORE/peer_h48_tables
    arch="-DPORTABLE"
    cc -march=native -dM -E - </dev/null 2>/dev/null | grep -q __AVX2__ && arch="-mavx2 -DAVX2"
    # built again whenever its source or the library is newer than it
    [ "$maker" -nt tests/peer_h48_tables.c ] && [ "$maker" -nt tests/peer_h48_nissy.c ] &&
      [ "$maker" -nt "$B/libcube.a" ] || { cc -std=c11 -O2 -pthread $arch -DTHREADS="$(nproc)" \
        -D_POSIX_C_SOURCE=199309L -I "$NISSY_CORE/src" -c -o "$maker.o" tests/peer_h48_nissy.c &&
      cc -std=c11 -O2 -pthread -I . -o "$maker" tests/peer_h48_tables.c "$maker.o" \
        "$B/libcube.a" -lm; } || return
    "$maker" "${solver#h48h}" "$NISSY_CORE/tables/$solver" "$(nproc)" || return
  fi
  if [ ! -f "$NISSY_CORE/tables/$solver" ] && [ "${NISSY_GEN:-0}" != 1 ]; then
    echo "nissy-core $solver: no table in $NISSY_CORE/tables (NISSY_GEN=1 makes it: CPU-hours from h48h6 on); skipped"; return; fi
  grep -v '^#' "$DATA/$set.txt" | awk 'NF' | head -n "$N" |
    PEER_THREADS=$th timeout $((LIMIT * N + 600)) "$drv" "$solver" normal "$kk" "$NISSY_CORE/tables" |
    awk -v s="$solver" -v set="$set" -v n="$N" -v f="$NISSY_CORE/tables/$solver" -v th="$th" -v tag="$tag" '
      BEGIN { cmd="wc -c < " f; cmd | getline bytes; close(cmd) }
      $1 >= 0 { k++; t+=$4; printf("  pos=%d length=%d seconds=%.3f nodes=%s%s\n",k,$1,$4,$5,tag==""? "": " solutions=" $2) }
      END { gb=bytes/1e9
        if (k) printf("peer nissy-core %s%s, %d thread%s, tests/data/%s.txt: %d of %d solved, %.2f s per position, %.3f GB, %.2f GB*s\n",
          s,tag,th,th>1? "s": "",set,k,n,t/k,gb,gb*t/k) }' | tee -a "$OUT"
}

run_set() { # SET [BASE]: the configurations on one set (BASE: the set it was cut from)
  set=$1; base=${2:-$1}
  for c in $CONFIGS; do
    case $base/$c in # the quarter-turn set only for the quarter-turn configurations
      qtm-24/*qtm*|qtm-24/nxoptq*) ;; qtm-24/*) continue;; */*qtm1|*/*-qtm|*/nxoptq*) continue;;
    esac
    case $c in
      h48sf2) if [ "$base" = optimal-17 ] && { [ "$set" = "$base" ] || [ "$set" = "$base-1" ]; }; then
          d=$DATA; DATA=tests/data; ours h48-8 2 superflip; DATA=$d; fi;;
      h48-*|nc-*) # a family or the peer's table, then "all" and "x2" if asked
        f=${c%x2}; th=1; [ "$f" = "$c" ] || th=2
        g=${f%all}; all=0; [ "$g" = "$f" ] || all=1
        case $g in
          h48-*) OPT_ALL=$all ours "$g" "$th" "$set";;
          *) corepeer "${g#nc-}" "$set" "$th" $((all ? 255 : 1));;
        esac;;
      huge1) case $base in optimal-17|random-states|optimal-1[56]) ours huge 1 "$set";; esac;;
      huge2) case $base in optimal-17|random-states|optimal-1[56]) ours huge 2 "$set";; esac;;
      small1) [ "$base" = optimal-17 ] && ours small 1 "$set";;
      nxopt31) peer nxopt31 2.6 "$set";;
      nxopt21) [ "$base" = optimal-17 ] && peer nxopt21 0.325 "$set";;
      hugeqtm1) [ "$base" = qtm-24 ] && ours huge-qtm 1 "$set";;
      smallqtm1) [ "$base" = qtm-24 ] && ours small-qtm 1 "$set";;
      nxoptq31) [ "$base" = qtm-24 ] && peer nxopt31 2.6 "$set" "$NXOPTQ" q;;
      nxoptq21) [ "$base" = qtm-24 ] && peer nxopt21 0.325 "$set" "$NXOPTQ" q;;
      hugeqtm2) if [ "$base" = optimal-17 ] && { [ "$set" = "$base" ] || [ "$set" = "$base-1" ]; }; then
          d=$DATA; DATA=tests/data; l=$LIMIT; LIMIT=$QTM_LIMIT; ours huge-qtm 2 superflip; LIMIT=$l; DATA=$d; fi;;
    esac
  done
}

if [ "$ALTERNATE" = 1 ]; then
  n=$N; mkdir -p "$TMPD/tests/data"
  for set in $SETS; do
    m=$n; [ "$set" = optimal-19 ] && m=$N19
    grep -v '^#' "tests/data/$set.txt" | awk 'NF' | tail -n "+$((SKIP + 1))" | head -n "$m" |
      awk -v d="$TMPD/tests/data" -v s="$set" -v k="$SKIP" '{ print > (d "/" s "-" (k + NR) ".txt") }'
  done
  for whole in $SETS; do
    i=$((SKIP + 1))
    while [ "$i" -le "$((SKIP + n))" ] && [ -f "$TMPD/tests/data/$whole-$i.txt" ]; do
      DATA=$TMPD/tests/data; N=1; run_set "$whole-$i" "$whole"; DATA=tests/data; N=$n
      i=$((i + 1))
    done
  done
  # The totals of each program over the positions of each set (the states
  # are the nodes on the positions' lines before each summary), and, for
  # h48-K against nissy-core's h48hK with as many threads, the ratios.
  awk '/ pos=.* nodes=/ { for (i=1; i<=NF; i++) if ($i ~ /^nodes=/) { v=$i; sub(/nodes=/,"",v); e+=v } }
       / solved, / { for (i=1; i<=NF; i++) { if ($i=="GB*s") g=$(i-1); if ($i=="per") s=$(i-2); if ($i=="GB,") b=$(i-1) }
         split($0,a,"tests/data/"); split(a[2],c,".txt"); set=c[1]; if (set ~ /-[0-9]+$/) sub(/-[0-9]+$/,"",set); else { e=0; next }
         split($0,p,","); key=set SUBSEP p[1] "," p[2]; t[key]+=s; k[key]++; gb[key]=b; st[key]+=e; e=0 }
       END { for (x in t) { split(x,y,SUBSEP)
         printf("%s, alternating: %s: %d positions, %.2f s per position, %.1f M states per position, %.3f GB, %.2f GB*s\n",
           y[1],y[2],k[x],t[x]/k[x],st[x]/k[x]/1e6,gb[x],gb[x]*t[x]/k[x])
         if (y[2] ~ /^optimal h48-[0-9]+[ ,]/) { w=y[2]; sub(/^optimal /,"",w); q=w; sub(/^h48-/,"peer nissy-core h48h",q)
           if ((y[1] SUBSEP q) in t) { q=y[1] SUBSEP q
             printf("%s, alternating: %s over nissy-core%s: %.2f x the time, %.2f x the states, %.2f x the GB*s\n",
               y[1],w,substr(q,index(q,"h48h")-1),t[x]/t[q],st[x]/st[q],(gb[x]*t[x])/(gb[q]*t[q])) } } } }' "$OUT" | sort
  exit 0
fi
for set in $SETS; do
  if [ "$set" = optimal-19 ]; then n=$N; N=$N19; run_set "$set"; N=$n; else run_set "$set"; fi
done

# Ratios of GB*s on each set: each peer against ours (the default family
# h48-8, h48-7, and huge or huge-qtm, one thread). Each average is over the
# positions that program solved in time, which need not be the same ones:
# read the per-position lines too.
awk '/ solved, / { for (i=1; i<=NF; i++) if ($i=="GB*s") g=$(i-1);
       split($0,a,"tests/data/"); split(a[2],b,".txt"); set=b[1]; gbs[set SUBSEP $2 " " $3 " " $4]=g; sets[set]=1 }
     END { for (s in sets) for (r=0; r<=2; r++) {
       if (r==0) { h="h48-8"; o=gbs[s SUBSEP "h48-8, 1 thread,"] }
       else if (r==1) { h="h48-7"; o=gbs[s SUBSEP "h48-7, 1 thread,"] }
       else { h="huge"; o=gbs[s SUBSEP "huge, 1 thread,"]
         if (!(o>0)) { h="huge-qtm"; o=gbs[s SUBSEP "huge-qtm, 1 thread,"] } }
       for (k in gbs) { split(k,kk,SUBSEP); if (kk[1]==s && kk[2] ~ /^nxopt/ && o>0)
         printf("%s: GB*s of %s over GB*s of %s, 1 thread: %.2f\n",s,kk[2],h,gbs[k]/o) } } }' "$OUT"

# Ours against H48 at the same K: seconds and GB*s of h48-K over those of
# nissy-core's h48hK, on each set (above 1: ours is behind).
awk '/ solved, / { for (i=1; i<=NF; i++) { if ($i=="GB*s") g=$(i-1); if ($i=="per") s=$(i-2) }
       split($0,a,"tests/data/"); split(a[2],b,".txt"); set=b[1]
       if ($1=="optimal" && $2 ~ /^h48-[0-9]+,$/) { k=substr($2,5); sub(",","",k); og[set,k,$3]=g; os[set,k,$3]=s; have[set,k,$3]=1 }
       if ($1=="peer" && $2=="nissy-core" && $3 ~ /^h48h[0-9]+,$/) { k=substr($3,5); sub(",","",k); pg[set,k,$4]=g; ps[set,k,$4]=s; have[set,k,$4]=1 } }
     END { for (x in have) { split(x,y,SUBSEP); if (og[x]>0 && pg[x]>0)
       printf("%s: h48-%s over nissy-core h48h%s, %s thread%s: %.2f x the time, %.2f x the GB*s\n",y[1],y[2],y[2],y[3],y[3]>1? "s": "",os[x]/ps[x],og[x]/pg[x]) } }' "$OUT"

# The figures of the measurements chapter (measure.w), as lines "run: KEY
# VALUE" for tests/runfile.sh, from the summaries of the set optimal-17:
# figHugeSeventeen and figHugeSeventeenTwo, the seconds a position of the
# huge table with one thread and two; huge.1 and huge.2, its millions of
# states a second and GB*s; small.1, nxopt31.1 and nxopt21.1, the seconds
# a position, millions of states (evals) a second and GB*s of the small
# table and of the peers. On the set qtm-24, huge-qtm, nxopt31 and nxopt21
# with the seconds a position, and huge-qtm.gbs, ... with the GB*s; on
# the superflip with huge-qtm and two threads, proof (seconds),
# proof.minutes and states (billions).
awk '/ solved, / && /tests\/data\/qtm-24\.txt:/ {
       for (i=1; i<=NF; i++) { if ($i=="per") s=$(i-2); if ($i=="GB*s") g=$(i-1) }
       w=$1 " " $2 " " $3; k=""
       if (w=="optimal huge-qtm, 1") k="huge-qtm"
       else if (w=="peer nxopt31, 1") k="nxopt31"
       else if (w=="peer nxopt21, 1") k="nxopt21"
       if (k!="") printf("run: %s %s\nrun: %s.gbs %s\n",k,s,k,g) }
     / solved, / && /tests\/data\/superflip\.txt:/ && $1=="optimal" && $2=="huge-qtm," && $3==2 {
       for (i=1; i<=NF; i++) { if ($i=="per") s=$(i-2); if ($i=="M") m=$(i-1) }
       printf("run: proof %.0f\nrun: proof.minutes %.1f\nrun: states %.2f\n",s,s/60,s*m/1e3) }
     / solved, / && /tests\/data\/optimal-17\.txt:/ {
       for (i=1; i<=NF; i++) { if ($i=="per") s=$(i-2); if ($i=="M") m=$(i-1); if ($i=="GB*s") g=$(i-1) }
       w=$1 " " $2 " " $3
       if (w=="optimal huge, 1") printf("run: figHugeSeventeen %s\nrun: huge.1 %s %s\n",s,m,g)
       else if (w=="optimal huge, 2") printf("run: figHugeSeventeenTwo %s\nrun: huge.2 %s %s\n",s,m,g)
       else if (w=="optimal small, 1") printf("run: small.1 %s %s %s\n",s,m,g)
       else if (w=="peer nxopt31, 1") printf("run: nxopt31.1 %s %s %s\n",s,m,g)
       else if (w=="peer nxopt21, 1") printf("run: nxopt21.1 %s %s %s\n",s,m,g) }' "$OUT"
