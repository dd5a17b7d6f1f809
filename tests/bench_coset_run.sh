#!/bin/sh
# The run files of the measurements chapter's coset figures
# (runs/coset-random.run, runs/coset-superflip.run):
#
#   HCOSET=/path/to/hcoset MACHINE=NAME sh tests/bench_coset_run.sh BUILD_DIR RUNFILE [superflip]
#
# Proves the coset of the sixth position of tests/data/random-states.txt
# (or, given the word superflip, the superflip's coset) within 20 moves with `cube coset --max 20 --threads 2`, and hands the same
# coset to Rokicki's hcoset (`hcoset -t 2 -F`, built from
# github:rokicki/cube20src outside this project, in HCOSET_DIR, default
# /tmp/hcoset-bench, where it keeps its phase-1 table), hcoset first, each
# under /usr/bin/time; then writes RUNFILE: the header of tests/runfile.sh,
# and the figures the book prints (each depth's positions, processor
# seconds and how; the process's processor seconds, memory and clock; the
# same of hcoset; their ratio; the bytes the prepasses moved a second,
# against the machine's copy of memory (build/tests/bench_coset, which
# make bench builds); the whole proof extrapolated, with the
# cover that `cube coset --list --cover` makes and with the published one). Run it with
# nothing else running: the two runs are compared. Needs about 3.4 GB.
set -e
build=${1:?usage: HCOSET=... sh tests/bench_coset_run.sh BUILD_DIR RUNFILE}
out=${2:?usage: HCOSET=... sh tests/bench_coset_run.sh BUILD_DIR RUNFILE}
[ -n "$HCOSET" ] && [ -x "$HCOSET" ] || { echo "bench_coset_run: HCOSET names no program" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "bench_coset_run: /usr/bin/time is missing" >&2; exit 2; }
if [ "$3" = superflip ]; then
  c="U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"; h=U1R2F1B1R1B2R1U2L1B2R1U3D3R2F1R3L1B2U2F2
  which="the superflip's coset"
else
  c=$(sed -n 6p tests/data/random-states.txt); h=$(echo "$c" | tr -d ' ')
  which="the sixth position of tests/data/random-states.txt"
fi
d=${HCOSET_DIR:-/tmp/hcoset-bench}; mkdir -p "$d"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
load=$(cut -d' ' -f1-3 /proc/loadavg)
(cd "$d" && /usr/bin/time -f "time %e %U %S %M" "$HCOSET" -t 2 -F "$h") >"$tmp/h" 2>&1
/usr/bin/time -f "time %e %U %S %M" "$build/cube" coset --max 20 --threads 2 -v "$c" >"$tmp/o" 2>&1
[ -x "$build/tests/bench_coset" ] || { echo "bench_coset_run: $build/tests/bench_coset is missing (make bench builds it)" >&2; exit 2; }
bw=$("$build/tests/bench_coset" 2 | sed -n 's/.* at \([0-9.]*\) GB.s.*/\1/p')
THREADS=2 NOTE="hcoset ran first, then this program, nothing else on the machine; hcoset's phase-1 table was already made" \
  sh tests/runfile.sh --header cube coset --max 20 --threads 2 -v "$c" >"$tmp/run"
sed -i "s|^command: .*|command: HCOSET=$HCOSET sh tests/bench_coset_run.sh $build $out${3:+ $3} (cube coset --max 20 --threads 2 -v on $which, and hcoset -t 2 -F on the same coset)|; s|^load: .*|load: $load|" "$tmp/run"
cover=$("$build/cube" coset --list --cover --count 2>/dev/null)
awk -v H="$tmp/h" -v cover="$cover" -v bw="$bw" -v sf="$([ "$3" = superflip ] && echo 1)" '
  function c3(n,  s, r) { s = sprintf("%.0f", n); r = ""; while (length(s) > 3) { r = "," substr(s, length(s) - 2) r; s = substr(s, 1, length(s) - 3) } return s r }
  /^depth +[0-9]+: the prepass read and wrote / { d = $2; sub(/:/, "", d); moved[d] = $8; rate[d] = $10; next }
  /^depth +[0-9]+ / {
    how = $0; sub(/.*cpu s  */, "", how); if (how == "prepass, search") how = "both"
    if ($2 <= 14) { low = $5; lowcpu += $10; if (how != "search") lowhow = "both" } else { pos[$2] = $3; cpu[$2] = $10; hw[$2] = how }
    if (how == "prepass") prepass += $10; else search += $10   # a depth of both is mostly its search
  }
  /positions left:/ { left = $1 }
  / classes under symmetry/ { classes = $5 }
  /^[0-9]* positions not|^all 19,508,428,800 positions within/ { if (match($0, /\([0-9.]+ s,/)) bitmap = substr($0, RSTART + 1, RLENGTH - 4) }
  /^time / { wall = $2; user = $3; sys = $4; peak = $5 }
  END {
    print "# each depth: positions first reached, processor seconds, how"
    printf "depth.10-14 %s %.1f %s\n", c3(low), lowcpu, lowhow == "" ? "search" : lowhow
    for (k = 15; k <= 20; k++) printf "depth.%d %s %.1f %s\n", k, c3(pos[k]), cpu[k], hw[k]
    print "# positions left to the two-phase solver, all proven within twenty moves"
    print "left " left
    print "# the classes of the positions left under symmetry and inversion, each proven by one solve"
    print "classes " (classes == "" ? 0 : classes)
    print "# the whole process: processor seconds (user, system; the search, the prepasses), peak memory, seconds on the clock (all, and the bitmap alone)"
    t = user + sys
    printf "cpu %.1f\nuser %.1f\nsystem %.1f\ncpu.search %.1f\ncpu.prepass %.1f\npeak %.2f GB\nclock %.0f\nclock.bitmap %.0f\n", t, user, sys, search, prepass, peak / 1e6, wall, bitmap
    while ((getline line < H) > 0) if (line ~ /^time /) { split(line, f, " "); hw2 = f[2]; hu = f[3]; hs = f[4]; hp = f[5] }
    printf "hcoset.cpu %.1f\nhcoset.user %.1f\nhcoset.system %.1f\nhcoset.peak %.2f GB\nhcoset.clock %.0f\n", hu + hs, hu, hs, hp / 1e6, hw2
    print "# the prepasses that were not with a search: the gigabytes of pages read and written, and their rate on the clock (slowest, fastest); the machine'"'"'s copy of memory by two threads (build/tests/bench_coset 2, bytes read and written), right after"
    lo = ""; hi = ""; n = 0
    for (k = 0; k <= 20; k++) if (k in rate) { n++; if (lo == "" || rate[k] + 0 < lo + 0) lo = rate[k]; if (hi == "" || rate[k] + 0 > hi + 0) hi = rate[k]; gb = moved[k] }
    printf "prepass.count %d\nprepass.gb %s\nprepass.rate.lo %s\nprepass.rate.hi %s\nbandwidth %s\n", n, gb, lo, hi, bw
    print "# this program'"'"'s processor time over hcoset'"'"'s"
    printf "ratio %.2f\n", t / (hu + hs)
    if (sf) exit
    print "# the whole proof at cpu seconds a coset: 138,639,780 cosets of the list; the cosets of this program'"'"'s cover (cube coset --list --cover --count), and the published cover'"'"'s 55,882,296; processor-years, and days on 1000 machines of two cores"
    printf "cover.cosets %s\n", c3(cover)
    printf "proof.years %.0f\ncover.years %.0f\npaper.years %.0f\nproof.days %.0f\ncover.days %.0f\npaper.days %.0f\n", t * 138639780 / 31557600, t * cover / 31557600, t * 55882296 / 31557600, t * 138639780 / 2000 / 86400, t * cover / 2000 / 86400, t * 55882296 / 2000 / 86400
  }' "$tmp/o" >"$tmp/body"
grep -q '^depth.20 [0-9]' "$tmp/body" && grep -q '^hcoset.cpu [0-9]' "$tmp/body" \
  || { echo "bench_coset_run: a run failed:" >&2; cat "$tmp/o" "$tmp/h" >&2; exit 1; }
{ cat "$tmp/run"; echo; cat "$tmp/body"; } >"$out.new" && mv "$out.new" "$out"
cat "$out"
