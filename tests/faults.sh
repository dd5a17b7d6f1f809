#!/bin/bash
# Fault injection against the cube command: damaged, misplaced, resized
# and replaced table files, stale temporary files, a full and a read-only
# cache, builders killed with SIGKILL, and two builders at once.  Each case
# must end in a clear message, a rebuild or a refusal: never a crash
# (an exit status of 128 or more), never a hang, never a wrong answer,
# never a half-written file trusted.
#
#   CUBE=path/to/cube bash tests/faults.sh
#
# The tables used are small (the pocket cube's, 1.8 MB, and phase2slice's,
# 37 KB), in private directories under /tmp; the shared cache is never
# touched.  Prints one line per failure, notes for what it had to skip, and
# ends with "faults: P passed, F failed"; the exit status is 1 on failure.

CUBE=${CUBE:-./cube}
case $CUBE in /*) ;; *) CUBE=$PWD/$CUBE ;; esac
passed=0 failed=0
W=$(mktemp -d /tmp/cube-faults-XXXXXX)
export CUBE_TABLES=$W/default   # whatever asks for the default cache
mounts=()
cleanup() {
  for m in "${mounts[@]}"; do umount "$m" 2>/dev/null; done
  rm -rf "$W"
}
trap cleanup EXIT

pass() { passed=$((passed + 1)); }
fail() { echo "faults: FAIL: $*"; failed=$((failed + 1)); }
note() { echo "faults: note: $*"; }
ok() { if eval "$1"; then pass; else fail "$2"; fi; }

# run DIR ARGS...: runs cube with the cache DIR ($limit seconds at most,
# 20 by default); sets $out, $err and $rc
limit=20
run() {
  local dir=$1; shift
  out=$(CUBE_TABLES=$dir timeout "$limit" "$CUBE" "$@" 2>"$W/stderr")
  rc=$?
  err=$(cat "$W/stderr")
}
# sane WHAT: the last run neither crashed nor hung
sane() {
  if [ "$rc" -ge 124 ]; then fail "$1: exit status $rc (crash or hang); $err"; return 1; fi
  return 0
}
# flip FILE OFFSET: changes one byte of FILE (exclusive or with 0x7f)
flip() {
  local b
  b=$(od -An -tu1 -j"$2" -N1 "$1" | tr -d ' ')
  printf "\\$(printf '%03o' $(( (b ^ 0x7f) & 255 )))" |
    dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}

# --- the reference tables and answers -----------------------------------
C=$W/cache
mkdir -p "$C"
run "$C" pocket --stats; ref_pocket=$out
ok '[ $rc = 0 ] && [ -n "$ref_pocket" ]' "pocket --stats: status $rc: $err"
run "$C" tables --stats phase2slice; ref_slice=$out
ok '[ $rc = 0 ] && [ -n "$ref_slice" ]' "tables --stats phase2slice: status $rc: $err"
PF=$(ls "$C"/pocket-*.tbl 2>/dev/null | head -1)
SF=$(ls "$C"/phase2slice-*.tbl 2>/dev/null | head -1)
if [ -z "$PF" ] || [ -z "$SF" ]; then
  fail "the tables were not written to $C"
  echo "faults: $passed passed, $failed failed"; exit 1
fi
cp "$PF" "$W/pocket.good"; cp "$SF" "$W/slice.good"
run "$C" tables --check
ok '[ $rc = 0 ]' "tables --check on good tables: status $rc: $out"
restore() { rm -rf "$PF" "$SF"; cp "$W/pocket.good" "$PF"; cp "$W/slice.good" "$SF"; }

# --- bytes all over the header's fields, changed in turn, are caught by --check
# (every fifth byte; tests/test_prune.c changes each of the 4096 in turn)
bad=""
for off in $(seq 0 5 359) 361 1000 2047 4095; do
  cp "$W/slice.good" "$SF"; flip "$SF" "$off"
  run "$C" tables --check
  if [ "$rc" -ge 124 ] || [ "$rc" = 0 ] || ! echo "$out" | grep -q "phase2slice.*"; then
    bad="$bad $off"
  fi
done
restore
ok '[ -z "$bad" ]' "tables --check accepts a table with header byte(s)$bad changed"

# --- damaged fields one by one: --stats refuses (--no-build) or rebuilds -----
# offsets: magic, version, header length, header checksum, name, size,
# encoding, moves, entries' length and checksum, largest distance (low and
# high byte), reserved, dist[0], dist[5], unreachable, unused bytes
for off in 0 8 12 16 24 56 64 68 72 80 83 88 91 92 96 136 352 2000; do
  cp "$W/slice.good" "$SF"; flip "$SF" "$off"
  run "$C" tables --stats phase2slice --no-build
  sane "tables --stats --no-build, header byte $off changed" &&
    ok '[ $rc = 4 ] && echo "$err" | grep -q "table file"' \
      "tables --stats --no-build, header byte $off changed: status $rc, '$err'"
  run "$C" tables --stats phase2slice
  sane "tables --stats, header byte $off changed" &&
    ok '[ $rc = 0 ] && [ "$out" = "$ref_slice" ] && echo "$err" | grep -q rebuilding' \
      "tables --stats, header byte $off changed: status $rc, not rebuilt: '$err'"
  cp "$W/pocket.good" "$PF"; flip "$PF" "$off"
  run "$C" pocket --stats --no-build
  sane "pocket --stats --no-build, header byte $off changed" &&
    ok '[ $rc = 4 ] && echo "$err" | grep -q "table file"' \
      "pocket --stats --no-build, header byte $off changed: status $rc, '$err'"
done
restore
# a damaged entry
flip "$SF" 5000
run "$C" tables --check
ok '[ $rc = 1 ] && echo "$out" | grep -q "checksum mismatch"' "tables --check, damaged entry: '$out'"
restore

# --- files of the wrong length -------------------------------------------------
size=$(stat -c %s "$W/slice.good")
for case in "$((size - 1)) truncated" "$((size + 1)) too long" "1073741824 too long" \
            "100 truncated" "0 not a table file"; do
  set -- $case; len=$1; shift; msg=$*
  cp "$W/slice.good" "$SF"; truncate -s "$len" "$SF"
  run "$C" tables --stats phase2slice --no-build
  sane "a table of $len bytes" &&
    ok '[ $rc = 4 ] && echo "$err" | grep -q "$msg"' \
      "tables --stats, a table of $len bytes: status $rc, '$err' (wanted '$msg')"
  run "$C" tables --check
  sane "tables --check, a table of $len bytes" &&
    ok '[ $rc = 1 ]' "tables --check accepts a table of $len bytes: $out"
done
# a sparse gigabyte must be refused without being read: in 300 MB of
# address space at most
cp "$W/slice.good" "$SF"; truncate -s 1G "$SF"
# (a program built with AddressSanitizer reserves terabytes of address
# space, so there the limit is left out and only the refusal is checked)
if ldd "$CUBE" 2>/dev/null | grep -q 'libasan\|libtsan'; then vlimit=unlimited; else vlimit=300000; fi
out=$( (ulimit -v $vlimit; CUBE_TABLES=$C timeout 20 "$CUBE" tables --stats phase2slice --no-build) 2>&1)
rc=$?
ok '[ $rc = 4 ] && echo "$out" | grep -q "too long"' "a sparse 1 GB table in $vlimit KB of memory: status $rc, '$out'"
restore

# --- a directory, a named pipe, a dangling link in place of a table -----------
rm -f "$SF"; mkdir "$SF"
run "$C" tables --stats phase2slice --no-build
sane "directory, --no-build" &&
  ok '[ $rc = 4 ] && echo "$err" | grep -q "directory"' "a directory in place of a table: '$err'"
run "$C" tables --stats phase2slice
sane "directory, building" &&
  ok '[ $rc = 0 ] && [ "$out" = "$ref_slice" ] && echo "$err" | grep -q "kept in memory"' \
    "a directory in place of a table, building: status $rc, '$err'"
run "$C" tables --check
sane "tables --check, a directory in place of a table" &&
  ok '[ $rc = 1 ]' "tables --check accepts a directory in place of a table"
rmdir "$SF"
mkfifo "$SF"
limit=5
run "$C" tables --stats phase2slice --no-build
sane "named pipe, --no-build (a hang is status 124)" &&
  ok '[ $rc = 4 ] && echo "$err" | grep -q "pipe"' "a named pipe in place of a table: '$err'"
run "$C" tables --check
sane "tables --check on a named pipe (it must check files with prune_check_file)" &&
  ok '[ $rc = 1 ]' "tables --check accepts a named pipe in place of a table"
limit=20
run "$C" tables --stats phase2slice
sane "named pipe, building" &&
  ok '[ $rc = 0 ] && [ "$out" = "$ref_slice" ] && [ -f "$SF" ] && [ ! -p "$SF" ]' \
    "a named pipe in place of a table is not replaced: status $rc, '$err'"
rm -f "$SF"; ln -s "$W/nowhere" "$SF"
run "$C" tables --stats phase2slice --no-build
sane "dangling link, --no-build" &&
  ok '[ $rc = 4 ] && echo "$err" | grep -q "symbolic link"' "a dangling link in place of a table: '$err'"
run "$C" tables --stats phase2slice
sane "dangling link, building" &&
  ok '[ $rc = 0 ] && [ "$out" = "$ref_slice" ] && [ -f "$SF" ] && [ ! -L "$SF" ]' \
    "a dangling link in place of a table is not replaced: status $rc, '$err'"
restore

# --- a table replaced under a running solver ------------------------------------
# a batch of pocket positions on a pipe; after the first, another file is
# copied over the table (cp truncates it, then writes), then it is cut to
# nothing; the process must answer every position and exit 0
seqs=("R U F" "R U2 F' R2 U" "F2 R U' F R2 U2 F'" "U R2 F' U2 R F2 U' R'"
      "R F U R' F' U' R2 F2 U2" "F' U R2 U' F2 R' U F R2 U'" "U2 F R' U F2 R U' R F'"
      "R2 U F2 R' U2 F R U'" "F U' R2 F' U R' F2 U2" "R' F2 U R U' F R2 U2 F'")
mkfifo "$W/in"
trap '' PIPE   # a solver that dies must not take this script with it
CUBE_TABLES=$C timeout 30 "$CUBE" pocket <"$W/in" >"$W/out" 2>"$W/err" &
pid=$!
exec 3>"$W/in"
echo "${seqs[0]}" >&3
sleep 1
cp "$W/slice.good" "$PF"
for s in "${seqs[@]:1:4}"; do echo "$s" >&3; done 2>/dev/null
sleep 0.3
: >"$PF"
for s in "${seqs[@]:5}"; do echo "$s" >&3; done 2>/dev/null
exec 3>&-
wait $pid; rc=$?
trap - PIPE
ok '[ $rc = 0 ] && [ "$(wc -l <"$W/out")" = ${#seqs[@]} ]' \
  "pocket with its table replaced while it runs: status $rc, $(wc -l <"$W/out") answers: $(cat "$W/err")"
want=$(printf '%s\n' "${seqs[@]}" | CUBE_TABLES=$W/other "$CUBE" pocket 2>/dev/null)
ok '[ "$(cat "$W/out")" = "$want" ]' "pocket with its table replaced while it runs gave other answers"
rm -f "$W/in"
restore

# --- stale temporary files --------------------------------------------------
sh -c 'exit 0' & dead=$!; wait $dead
head -c 100000 /dev/zero >"$C/pocket-m001ff-e4.tbl.tmp$dead"
echo "being written" >"$C/other.tbl.tmp$$"
run "$C" tables --check
ok 'echo "$out$err" | grep -q "tmp$dead"' \
  "tables --check does not report the stale temporary file (the command must call prune_stale_temps)"
ok '! echo "$out$err" | grep -q "tmp$$"' "tables --check reports a live process's temporary file as stale"
rm -f "$PF"
run "$C" pocket --stats
ok '[ $rc = 0 ] && [ "$out" = "$ref_pocket" ]' "pocket --stats after removing its table: status $rc, '$err'"
ok '[ ! -e "$C/pocket-m001ff-e4.tbl.tmp$dead" ]' "a build leaves the stale temporary file of process $dead"
ok '[ -e "$C/other.tbl.tmp$$" ]' "a build removes the temporary file of a live process"
rm -f "$C/other.tbl.tmp$$"
restore

# --- SIGKILL while building and saving --------------------------------------------
# a half-written file must never be found under a table's name
K=$W/killed; mkdir -p "$K"; left=0
for d in 0.05 0.1 0.15 0.2 0.25 0.3 0.35 0.4 0.45 0.5 0.6 0.7; do
  rm -f "$K"/pocket-*.tbl
  CUBE_TABLES=$K "$CUBE" pocket --stats >/dev/null 2>&1 &
  pid=$!; sleep "$d"; kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
  ls "$K" | grep -q '\.tmp[0-9]*$' && left=$((left + 1))
  if ls "$K"/*.tbl >/dev/null 2>&1; then
    run "$K" tables --check
    ok '[ $rc = 0 ]' "after SIGKILL at $d s a table file is bad: $out"
  fi
done
# and killed the moment its temporary file appears, in the middle of the save
for try in 1 2 3; do
  rm -f "$K"/pocket-*.tbl
  CUBE_TABLES=$K "$CUBE" pocket --stats >/dev/null 2>&1 &
  pid=$!; end=$((SECONDS + 10))
  until compgen -G "$K/*.tmp$pid" >/dev/null || [ $SECONDS -ge $end ] ||
        ! kill -0 $pid 2>/dev/null; do :; done
  kill -9 $pid 2>/dev/null; wait $pid 2>/dev/null
  ls "$K" | grep -q '\.tmp[0-9]*$' && left=$((left + 1))
  if ls "$K"/*.tbl >/dev/null 2>&1; then
    run "$K" tables --check
    ok '[ $rc = 0 ]' "after SIGKILL during the save a table file is bad: $out"
  fi
done
run "$K" pocket --stats
ok '[ $rc = 0 ] && [ "$out" = "$ref_pocket" ]' "pocket --stats after the kills: status $rc, '$err'"
ok '! ls "$K" | grep -q "\.tmp[0-9]*$"' "temporary files left after a build: $(ls "$K")"
if [ $left = 0 ]; then note "no kill fell within a save (the pocket table is written in milliseconds)"
else note "$left kills left a temporary file; the build after them removed it"; fi

# --- two builders at once -----------------------------------------------
B=$W/two; mkdir -p "$B"
CUBE_TABLES=$B "$CUBE" pocket --stats >"$W/o1" 2>"$W/e1" & p1=$!
CUBE_TABLES=$B "$CUBE" pocket --stats >"$W/o2" 2>"$W/e2" & p2=$!
wait $p1; r1=$?; wait $p2; r2=$?
ok '[ $r1 = 0 ] && [ $r2 = 0 ] && [ "$(cat "$W/o1")" = "$ref_pocket" ] && [ "$(cat "$W/o2")" = "$ref_pocket" ]' \
  "two builders at once: status $r1 and $r2: $(cat "$W/e1" "$W/e2")"
ok '[ "$(ls "$B" | grep -c "\.tbl$")" = 1 ] && ! ls "$B" | grep -q "\.tmp"' "two builders left: $(ls "$B")"
run "$B" tables --check
ok '[ $rc = 0 ]' "the table of two builders is bad: $out"
if cat "$W/e1" "$W/e2" | grep -q "waiting"; then pass
else note "neither builder said it was waiting (the other may have finished first)"; fi

# --- a full disk ----------------------------------------------------------------
# a limit on the length of files written (100 KB) fails the write as a full
# disk does; the table must be used for the run and the loss reported
F=$W/limited; mkdir -p "$F"
out=$( (trap '' XFSZ; ulimit -f 100; CUBE_TABLES=$F timeout 20 "$CUBE" pocket --stats) 2>"$W/stderr")
rc=$?; err=$(cat "$W/stderr")
ok '[ $rc = 0 ] && [ "$out" = "$ref_pocket" ] && echo "$err" | grep -q "kept in memory"' \
  "pocket --stats with no room to save its table: status $rc, '$err'"
ok '! ls "$F" | grep -q "\.tbl$"' "a table that could not be saved left files: $(ls "$F")"
mkdir -p "$W/full"
if mount -t tmpfs -o size=1m tmpfs "$W/full" 2>/dev/null; then
  mounts+=("$W/full")
  run "$W/full" pocket --stats
  ok '[ $rc = 0 ] && [ "$out" = "$ref_pocket" ] && echo "$err" | grep -q "No space left.*kept in memory"' \
    "pocket --stats on a full 1 MB file system: status $rc, '$err'"
  ok '! ls "$W/full" | grep -q "\.tbl$"' "a full file system is left with $(ls "$W/full")"
  run "$W/full" pocket --stats
  ok '[ $rc = 0 ] && [ "$out" = "$ref_pocket" ]' "pocket --stats on a full file system, again: status $rc"
else
  note "mount of a small tmpfs refused: the full file system is tested by a file size limit only"
fi

# --- a read-only cache --------------------------------------------------------------
R=$W/readonly; mkdir -p "$R/with"
cp "$W/pocket.good" "$R/with/$(basename "$PF")"
ro=""
if [ "$(id -u)" != 0 ]; then
  chmod 555 "$R" "$R/with"; ro=chmod
elif mount --bind "$R" "$R" 2>/dev/null && mounts=("$R" "${mounts[@]}") &&
     mount -o remount,bind,ro "$R" 2>/dev/null; then
  ro=mount
fi
if [ -n "$ro" ]; then
  run "$R" pocket --stats
  ok '[ $rc = 4 ] && echo "$err" | grep -q "$R.*not writable"' \
    "a read-only cache without the table: status $rc, '$err'"
  run "$R/with" pocket --stats
  ok '[ $rc = 0 ] && [ "$out" = "$ref_pocket" ]' "a read-only cache with the table: status $rc, '$err'"
  [ $ro = chmod ] && chmod 755 "$R" "$R/with"
else
  note "no read-only cache: the superuser writes anywhere and a read-only bind mount was refused"
fi

# --- --no-build creates nothing -------------------------------------------------
run "$W/a/b/c" tables --stats phase2slice --no-build
ok '[ $rc = 4 ] && [ ! -e "$W/a" ]' "tables --stats --no-build: status $rc, created $W/a"
run "$W/d/e" tables --check
ok '[ ! -e "$W/d" ]' "tables --check created $W/d"

echo "faults: $passed passed, $failed failed"
[ $failed = 0 ]
