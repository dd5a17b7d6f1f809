#!/usr/bin/env bash
# The command-line tests of ./cube that need a shell: pipes and fifos,
# temporary table directories and homes, /dev/full, several runs compared.
# The other command-line tests are written by the chapters (tests/cli_NAME.c).
# Each failure is printed as tests/cli.sh:LINE with what was expected.
CUBE=${CUBE:-./cube}
passed=0; failed=0
fail() { echo "tests/cli.sh:${BASH_LINENO[1]}: $*"; failed=$((failed + 1)); }
# expect STATUS EXPECTED_STDOUT -- ARGS...   (stdout compared exactly)
expect() {
  local want_status=$1 want_out=$2; shift 3
  local out status
  out=$("$CUBE" "$@" 2>/tmp/cli_err.$$); status=$?
  if [ "$status" != "$want_status" ]; then
    fail "cube $*: exit status $status, expected $want_status ($(cat /tmp/cli_err.$$))"
  elif [ "$want_out" != "*" ] && [ "$out" != "$want_out" ]; then
    fail "cube $*: printed '$out', expected '$want_out'"
  else passed=$((passed + 1)); fi
}
# expect_err STATUS PHRASE -- ARGS...  (stderr is one line containing PHRASE)
expect_err() {
  local want_status=$1 phrase=$2; shift 3
  local status
  "$CUBE" "$@" >/dev/null 2>/tmp/cli_err.$$; status=$?
  local err; err=$(cat /tmp/cli_err.$$)
  if [ "$status" != "$want_status" ]; then
    fail "cube $*: exit status $status, expected $want_status"
  elif [[ "$err" != *"$phrase"* ]] || [ "$(wc -l </tmp/cli_err.$$)" -ne 1 ]; then
    fail "cube $*: stderr '$err' does not name '$phrase' in one line"
  else passed=$((passed + 1)); fi
}
solved=UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB

# --- cube --help, --version, unknown commands --------------------------------

# --- cube show -----------------------------------------------------------------
# the notation cubers type: wide and slice turns, rotations, groups (the
# H permutation; r U r' is L F L'; a group on the inverse)
expect 0 "      U U U
      U U U
      U U U
L R L F B F R L R B F B
L L L F F F R R R B B B
L L L F F F R R R B B B
      D D D
      D D D
      D D D" -- show --no-colour "M2 U M2 U2 M2 U M2"
expect 0 "L F' L'" -- invert "r U r'"
expect 0 "U' R' F' D" -- invert "R U (F' D)"
expect 0 "" -- solve "x y z" "(R U R' U')6"
out=$(echo R | "$CUBE" show --no-colour | head -1); if [ "$out" = "      U U F" ]; then passed=$((passed + 1)); else fail "show from standard input printed '$out'"; fi

# --- cube invert ----------------------------------------------------------------

# --- cube scramble ----------------------------------------------------------------
a=$("$CUBE" scramble 5 --seed 7 --facelets); b=$("$CUBE" scramble 5 --seed 7 --facelets)
c=$("$CUBE" scramble 5 --seed 8 --facelets)
if [ "$a" = "$b" ] && [ "$a" != "$c" ] && [ "$(echo "$a" | wc -l)" -eq 5 ]; then
  passed=$((passed + 1)); else fail "scramble --seed is not reproducible"; fi
# every scramble is a legal position: invert twice gives it back
ok=1
for f in $a; do [ "$("$CUBE" invert "$("$CUBE" invert "$f")")" = "$f" ] || ok=0; done
if [ $ok = 1 ]; then passed=$((passed + 1)); else fail "scrambles do not read back"; fi

# --- cube solve ---------------------------------------------------------------------
# every solution printed must solve its position: check with cube invert/show
check_solution() { # position solution: applying the solution must give the solved cube
  [ "$("$CUBE" show --no-colour "$1 $2")" = "$("$CUBE" show --no-colour "")" ]
}
out=$("$CUBE" solve "U D'" "R L2"); n1=$(echo "$out" | head -1 | wc -w); n2=$(echo "$out" | tail -1 | wc -w)
if [ "$n1" = 2 ] && [ "$n2" = 2 ]; then passed=$((passed + 1)); else fail "two moves on one axis: '$out'"; fi
sol=$("$CUBE" solve "R2 U F2 D' B2 L2"); if check_solution "R2 U F2 D' B2 L2" "$sol"; then
  passed=$((passed + 1)); else fail "solution '$sol' does not solve R2 U F2 D' B2 L2"; fi
inv=$("$CUBE" solve --inverse "R U R' F2 D"); if [ "$("$CUBE" show --no-colour "$inv")" = "$("$CUBE" show --no-colour "R U R' F2 D")" ]; then
  passed=$((passed + 1)); else fail "--inverse printed '$inv', which does not make the position"; fi
# the optimal solver (small table): shortest solutions, --all, errors
# the quarter-turn metric: U2 counts two, -v gives both lengths, optimal and two-phase;
# --max counts quarter turns (up to 40), moves otherwise (up to 30)
out=$("$CUBE" tables --stats corners --metric qtm); case "$out" in *"quarter turns"*" 14          660 "*) passed=$((passed + 1));; *) fail "tables --stats --metric qtm printed '$out'";; esac
# a batch with bad lines: the others are solved, errors name the line, exit status 1
batch=$(printf "R\nR U Q\n\nUF UR\nF2\nUUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB\n")
out=$(echo "$batch" | "$CUBE" solve 2>/tmp/cli_err.$$); status=$?
if [ $status = 1 ] && [ "$(echo "$out" | head -1)" = "R'" ] && [ "$(echo "$out" | wc -l)" = 3 ] \
   && grep -q "line 2: unreadable move 'Q' at column 5" /tmp/cli_err.$$ && grep -q "line 6: a facelet string has 54" /tmp/cli_err.$$ \
   && [ "$(wc -l </tmp/cli_err.$$)" = 2 ]; then passed=$((passed + 1));
else fail "bad batch: status $status, out '$out', err '$(cat /tmp/cli_err.$$)'"; fi
# threads keep the input order
a=$("$CUBE" solve < tests/data/optimal-15.txt | head -20); b=$(head -20 tests/data/optimal-15.txt | "$CUBE" solve --threads 2)
if [ "$a" = "$b" ]; then passed=$((passed + 1)); else fail "--threads 2 changed the output"; fi
expect_err 2 "35 is out of range (give 0 to 30 face turns, or to 40 with --metric qtm)" -- solve --max 35 R
expect_err 2 "41 is out of range (give 0 to 30 face turns, or to 40 with --metric qtm)" -- solve --max 41 R
expect_err 2 "41 is out of range (give 0 to 40 quarter turns)" -- solve --metric qtm --max 41 R
sc=$("$CUBE" scramble 2 --seed 5); n=$(echo "$sc" | head -1 | wc -w)
if [ "$(echo "$sc" | wc -l)" = 2 ] && [ "$n" -le 20 ] && [ "$sc" = "$("$CUBE" scramble 2 --seed 5)" ]; then
  passed=$((passed + 1)); else fail "scramble printed '$sc'"; fi
f=$("$CUBE" scramble --seed 9 --facelets); s=$("$CUBE" scramble --seed 9)
if [ "$("$CUBE" show --no-colour "$s")" = "$("$CUBE" show --no-colour "$f")" ]; then
  passed=$((passed + 1)); else fail "scramble and scramble --facelets disagree"; fi

# --- cube tables ------------------------------------------------------------------
tdir=$(mktemp -d)
expect 0 "sliceperm: 24 entries, 4-bit encoding, 12 bytes
  0            1    4.167%
  1            4   20.833%
  2           10   62.500%
  3            8   95.833%
  4            1  100.000%
average 2.1667" -- tables --tables "$tdir" --stats sliceperm
expect_err 4 "No such file" -- tables --tables "$tdir" --no-build --stats flip
expect_err 2 "no coordinate named 'nosuch'" -- tables --tables "$tdir" --stats nosuch
expect 0 '*' -- tables --tables "$tdir" --check
printf 'garbage' >"$tdir/sliceperm-m12e97-e4.tbl"
expect 1 "*" -- tables --tables "$tdir" --check
rm -rf "$tdir"

# --- Kociemba's 1998 optimal solver (kociemba98.w) ------------------------------
out=$("$CUBE" tables --list | grep '^kociemba98 '); case "$out" in "kociemba98 "*"Kociemba 1998"*) passed=$((passed + 1));; *) fail "tables --list does not list kociemba98: '$out'";; esac
out=$("$CUBE" tables --list | grep -c '^k98'); if [ "$out" = 6 ]; then passed=$((passed + 1)); else fail "tables --list shows $out k98 coordinates, not 6"; fi
# its edge classes are kept in the table cache; a damaged file is made again
# (they are made when the family is loaded, here with --no-build, which then fails)
tdir=$(mktemp -d)
"$CUBE" solve --optimal --table kociemba98 --tables "$tdir" --no-build R >/dev/null 2>&1
size=$(wc -c <"$tdir/k98-edges.cls")
printf 'garbage' >"$tdir/k98-edges.cls"
"$CUBE" solve --optimal --table kociemba98 --tables "$tdir" --no-build R >/dev/null 2>&1; status=$?
if [ "$status" = 4 ] && [ "$size" -gt 16000000 ] && [ "$(wc -c <"$tdir/k98-edges.cls")" = "$size" ]; then
  passed=$((passed + 1)); else fail "k98-edges.cls: $size bytes, not rewritten (status $status)"; fi
rm -rf "$tdir"
# tables --list builds nothing and writes nowhere, not even in the default cache
tdir=$(mktemp -d); home=$(mktemp -d)
out=$(HOME=$home XDG_CACHE_HOME= CUBE_TABLES= "$CUBE" tables --list --tables "$tdir")
if [ -z "$(find "$tdir" "$home" -mindepth 1)" ] && [[ "$out" == *"table files in $tdir"*"none"* ]]; then
  passed=$((passed + 1)); else fail "tables --list wrote: $(find "$tdir" "$home" -mindepth 1)"; fi
rm -rf "$tdir" "$home"

# --- cube pocket ----------------------------------------------------------------
# the distance distributions are OEIS A079761 (half turns) and A079762 (quarter turns)
out=$("$CUBE" pocket --stats | tr '\n' ' ' | tr -s ' ')
if [[ "$out" == "pocket cube, half-turn metric: 3674160 positions 0 1 "*" 1 9 "*" 2 54 "*" 3 321 "*" 4 1847 "*" 5 9992 "*" 6 50136 "*" 7 227536 "*" 8 870072 "*" 9 1887748 "*" 10 623800 "*" 11 2644 100.000% average 8.7556 God's number 11 " ]]; then
  passed=$((passed + 1)); else fail "pocket --stats printed '$out'"; fi
out=$("$CUBE" pocket --stats --qtm | tr '\n' ' ' | tr -s ' ' | sed 's/ [0-9.]*%//g')
if [[ "$out" == *" 0 1 1 6 2 27 3 120 4 534 5 2256 6 8969 7 33058 8 114149 9 360508 10 930588 11 1350852 12 782536 13 90280 14 276 average 10.6664 God's number 14 "* ]]; then
  passed=$((passed + 1)); else fail "pocket --stats --qtm printed '$out'"; fi
# every solution solves: the position followed by its solution is the solved cube,
# for scrambles in all 18 turns and for facelet strings; table and IDA* agree on lengths
ok=1
for pos in "L D B' R2 F U' L2 B D2" "B2 D L' F R' U2 B L D' F2 R U" "D L B" UFUFRRRRFDFDDBDBLLLLUBUB "F' L2 U B2 R D'"; do
  sol=$("$CUBE" pocket "$pos"); ida=$("$CUBE" pocket --ida "$pos")
  [ "$(echo "$sol" | wc -w)" = "$(echo "$ida" | wc -w)" ] || ok=0
  case "$pos" in *" "*) [ -z "$("$CUBE" pocket "$pos $sol")" ] || ok=0;; esac
done
if [ $ok = 1 ]; then passed=$((passed + 1)); else fail "pocket solutions do not solve, or the solvers disagree"; fi
# bad input: unreadable move, twisted corner, wrong facelet count; a batch goes on
batch=$(printf "R\nR U Q\n\n# a comment\nUUUFURRRFRFFDDDDLLLLBBBB\nF2\nUUUURRRRFFFFDDDDLLLLBBB\n")
out=$(echo "$batch" | "$CUBE" pocket 2>/tmp/cli_err.$$); status=$?
if [ $status = 1 ] && [ "$out" = "R'
F2" ] && grep -q "line 2: unreadable move 'Q' at column 5" /tmp/cli_err.$$ && grep -q "line 5: twisted corner" /tmp/cli_err.$$ \
   && grep -q "line 7: a pocket facelet string has 24 characters, not 23" /tmp/cli_err.$$ \
   && [ "$(wc -l </tmp/cli_err.$$)" = 3 ]; then passed=$((passed + 1));
else fail "pocket bad batch: status $status, out '$out', err '$(cat /tmp/cli_err.$$)'"; fi
out=$(printf "R U  # two moves\n   # only a comment\nF2#\n" | "$CUBE" solve --optimal --table small --aligned 2>&1)
if [ "$out" = "U' R'

F2" ]; then passed=$((passed + 1)); else fail "comments in a batch: '$out'"; fi

# --- the batch driver, and the edges of input and output ------------------------
# (each of these failed before the command chapter's batch driver)
# a batch streams: the answer to the first line comes before the second line is written
for th in 1 2; do
  fifo=$(mktemp -u); mkfifo "$fifo"; outf=$(mktemp)
  ( "$CUBE" solve --threads $th <"$fifo" 2>/dev/null | cat >"$outf" ) & pid=$!
  exec 7>"$fifo"; echo R >&7
  for i in $(seq 100); do [ -s "$outf" ] && break; sleep 0.1; done
  first=$(cat "$outf"); echo U >&7; exec 7>&-; wait $pid
  if [ "$first" = "R'" ] && [ "$(cat "$outf")" = "R'
U'" ]; then passed=$((passed + 1)); else fail "--threads $th does not stream: '$first', then '$(cat "$outf")'"; fi
  rm -f "$fifo" "$outf"
done
# an endless input piped into head -1 ends
out=$(timeout 60 sh -c "yes R | '$CUBE' solve --threads 2 | head -1"); status=$?
if [ $status != 124 ] && [ "$out" = "R'" ]; then passed=$((passed + 1)); else fail "yes R | solve | head -1: status $status, '$out'"; fi
# the memory of a batch is bounded by the threads, not the input (200,000 lines)
if [ -x /usr/bin/time ]; then
  # (AddressSanitizer keeps freed memory in a quarantine: turned off here)
  export ASAN_OPTIONS=quarantine_size_mb=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}
  small=$(yes "R U" | head -2000 | /usr/bin/time -f %M "$CUBE" invert 2>&1 >/dev/null | tail -1)
  kb=$(yes "R U" | head -200000 | /usr/bin/time -f %M "$CUBE" invert 2>&1 >/dev/null | tail -1)
  if [ $((kb - small)) -lt 10000 ]; then passed=$((passed + 1))
  else fail "200,000 lines took $kb KB, 2,000 lines $small KB"; fi
fi
# write errors are errors, for every command that prints
for args in "solve R" "scramble 3 --facelets" "invert R" "show R" "pocket R" "tables --list" "--help"; do
  "$CUBE" $args >/dev/full 2>/tmp/cli_err.$$; status=$?
  if [ $status = 4 ] && grep -q "cannot write the output" /tmp/cli_err.$$; then passed=$((passed + 1));
  else fail "cube $args >/dev/full: status $status, '$(cat /tmp/cli_err.$$)'"; fi
done
"$CUBE" solve R >&- 2>/tmp/cli_err.$$; status=$?
if [ $status = 4 ] && grep -q "cannot write the output" /tmp/cli_err.$$; then passed=$((passed + 1));
else fail "cube solve R >&-: status $status, '$(cat /tmp/cli_err.$$)'"; fi
# a read error is not the end of the input
"$CUBE" solve </tmp >/dev/null 2>/tmp/cli_err.$$; status=$?
if [ $status = 4 ] && grep -q "cannot read the standard input: Is a directory" /tmp/cli_err.$$; then passed=$((passed + 1));
else fail "cube solve </tmp: status $status, '$(cat /tmp/cli_err.$$)'"; fi
# numbers out of range, signs and spaces are refused
# options that do not fit together are refused, not ignored
# a NUL byte, vertical tab and form feed lines, a byte order mark
out=$(printf 'R\0U\nF\n' | "$CUBE" solve 2>/tmp/cli_err.$$); status=$?
if [ $status = 1 ] && [ "$out" = "F'" ] && grep -q "line 1: a NUL byte at column 2" /tmp/cli_err.$$; then passed=$((passed + 1));
else fail "NUL byte: status $status, '$out', '$(cat /tmp/cli_err.$$)'"; fi
out=$(printf '\v\n\f\nU\n' | "$CUBE" solve); if [ "$out" = "U'" ]; then passed=$((passed + 1)); else fail "blank lines of \\v, \\f: '$out'"; fi
out=$(printf '\357\273\277R\n' | "$CUBE" solve); if [ "$out" = "R'" ]; then passed=$((passed + 1)); else fail "byte order mark: '$out'"; fi
# --aligned: one output line per input line; --shard and --line-numbers
out=$(printf 'R\nR Q\n\n# c\nF\n' | "$CUBE" solve --aligned 2>/dev/null)
if [ "$out" = "R'
# line 2: unreadable move 'Q' at column 3


F'" ]; then passed=$((passed + 1)); else fail "--aligned printed '$out'"; fi
out=$(printf 'R\nU\nF\nB\nL\n' | "$CUBE" solve --shard 1/2 --line-numbers); if [ "$out" = "1: R'
3: F'
5: L'" ]; then passed=$((passed + 1)); else fail "--shard 1/2 printed '$out'"; fi
# --optimal --all --inverse prints the inverses; a time limit has its own status

# ambiguous input is reported in the terms of the notation it looks like

# --format json: one object per answer, valid JSON, errors included (the
# schema, UTF-8 and --aligned are tested with Python's parser in cli_json.py)
out=$(printf 'R U\nR Q\n"\\\n' | "$CUBE" solve --format json 2>/dev/null)
if [ "$(echo "$out" | wc -l)" = 3 ] && [[ "$out" == '{"line":1,"input":"R U","solutions":[{"moves":"'*'","length":'*',"optimal":true,'* ]] \
   && [[ "$out" == *'{"line":2,"input":"R Q","status":1,"error":"unreadable move '\''Q'\'' at column 3'* ]]; then
  passed=$((passed + 1)); else fail "--format json printed '$out'"; fi
out=$("$CUBE" solve --optimal --table small --format json --all "R L")
case "$out" in '{"argument":1,"input":"R L","solutions":[{"moves":"R'"'"' L'"'"'","length":2}],"length":2,"optimal":true,'*) passed=$((passed + 1));; *) fail "json --all printed '$out'";; esac

# --- cube step ------------------------------------------------------------------
out=$(printf 'R U F\nR Q\nF R\n' | "$CUBE" step eo 2>/tmp/cli_err.$$); status=$?
if [ $status = 1 ] && [ "$out" = "F (1) eo-fb
(0) eo-ud" ] && grep -q "line 2:" /tmp/cli_err.$$; then passed=$((passed + 1));
else fail "cube step eo batch: status $status, '$out'"; fi
out=$("$CUBE" step eo -v --axis fb R)
case "$out" in "(0) eo-fb
# 1 solutions, 0 nodes, "*" ms") passed=$((passed + 1));; *) fail "cube step eo -v printed '$out'";; esac

# a fresh home: the cache directory is made, and no lock file is left
home=$(mktemp -d)
out=$(HOME=$home CUBE_TABLES= "$CUBE" pocket "R U F" 2>/dev/null); status=$?
if [ $status = 0 ] && [ "$out" = "F' U' R'" ] && [ -s "$home/.cache/cube/pocket-m001ff-e4.tbl" ] &&
   [ -z "$(find "$home" -name '*.lock')" ]; then
  passed=$((passed + 1)); else fail "optimal solve with a fresh HOME: status $status, '$out'"; fi
# a lock file planted as a symbolic link is refused, and its target untouched
mkdir -p "$home/planted"; ln -s "$home/target" "$home/planted/h48h0.lock"
HOME=$home "$CUBE" tables --tables "$home/planted" --build h48-0 >/dev/null 2>/tmp/cli_err.$$; status=$?
if [ $status = 4 ] && grep -q "a symbolic link" /tmp/cli_err.$$ && [ ! -e "$home/target" ]; then
  passed=$((passed + 1)); else fail "planted lock link: status $status, $(cat /tmp/cli_err.$$)"; fi
rm -rf "$home"

# the optimal solver's family on a machine with nothing built: --no-build
# refuses, a big family named is refused with its cost, and the default
# builds a quick family, says so, and names a faster one with its cost
fresh=$(mktemp -d)
expect_err 4 "no table family is built, and --no-build forbids" -- solve --tables "$fresh" --optimal --no-build R
expect_err 4 "table family h48-6 is not built; building it takes 2.0 GB of disk" -- solve --tables "$fresh" --optimal --table h48-6 R
[ -f "${CUBE_TABLES:-/nonexistent}/h48h0-m3ffff-e4.tbl" ] && cp "$CUBE_TABLES/h48h0-m3ffff-e4.tbl" "$fresh/"
out=$(CUBE_MEMORY=2G "$CUBE" solve --tables "$fresh" --optimal "R U F" 2>/tmp/cli_err.$$); status=$?
if [ $status = 0 ] && [ "$out" = "F' U' R'" ] && grep -q "no table family is built; building h48-[01], which is quick" /tmp/cli_err.$$ &&
   grep -q "a faster family for this machine: cube tables --build h48-[2-4] " /tmp/cli_err.$$; then
  passed=$((passed + 1)); else fail "optimal solve with nothing built: status $status, '$out', $(cat /tmp/cli_err.$$)"; fi
out=$("$CUBE" tables --tables "$fresh" --list | grep -c "built   default")
[ "$out" = 1 ] && passed=$((passed + 1)) || fail "tables --list marks $out families built and default"
expect 0 "h48-0: 1 table file removed" -- tables --tables "$fresh" --remove h48-0
expect_err 2 "is neither a table family with known costs nor the name of a table file" -- tables --tables "$fresh" --remove ../x.tbl
[ -f "$fresh/h48h0-m3ffff-e4.tbl" ] && passed=$((passed + 1)) || fail "--remove h48-0 removed the shared table"
rm -rf "$fresh"

# in quarter turns: a family of minima named and not built is refused with
# its cost, small-qtm is the default while none is built, and a family
# whose file is in the cache is the default (the listing reads only the
# file's name for that), and is removed by its name
fresh=$(mktemp -d)
expect_err 4 "table family h48-6-qtm is not built; building it takes 2.0 GB of disk" -- solve --tables "$fresh" --optimal --metric qtm --table h48-6 R
out=$("$CUBE" tables --tables "$fresh" --list | grep "default" | awk '{ print $1 }' | tr '\n' ' ')
[ "$out" = "small-qtm h48-1 " ] || [ "$out" = "small-qtm h48-0 " ] && passed=$((passed + 1)) || fail "tables --list, nothing built: defaults '$out'"
: > "$fresh/h48m2-m2db6d-e73.tbl"
out=$("$CUBE" tables --tables "$fresh" --list 2>/dev/null | grep "^h48-2-qtm")
case "$out" in "h48-2-qtm    built   default  "*) passed=$((passed + 1));; *) fail "tables --list with h48-2-qtm's file: '$out'";; esac
expect 0 "h48-2-qtm: 1 table file removed" -- tables --tables "$fresh" --remove h48-2-qtm
[ ! -e "$fresh/h48m2-m2db6d-e73.tbl" ] && passed=$((passed + 1)) || fail "--remove h48-2-qtm left its file"
rm -rf "$fresh"

# --- cube shamir (shamir.w) --------------------------------------------------------
expect 0 "0 1
1 18
2 243
3 3240" -- shamir --distribution 3
expect 0 "0 1
1 12
2 114
3 1068
4 10011" -- shamir --distribution 4 --metric qtm
expect 0 "0 1
1 18
2 243
3 3240
4 43239
5 574908
6 7618438" -- shamir --distribution 6 --threads 2
out=$("$CUBE" shamir --distribution 2 --format json)
case "$out" in '{"metric":"htm","distribution":[1,18,243],"products":'*',"seconds":'*'}') passed=$((passed + 1));; *) fail "shamir --distribution json printed '$out'";; esac
out=$("$CUBE" shamir --distribution 3 -v --no-symmetry | tail -1)
case "$out" in "# 4978 products of 4978 pairs (24 of 24 first bytes), "*) passed=$((passed + 1));; *) fail "shamir -v printed '$out'";; esac
expect 0 "F' U' R'" -- shamir --solve "R U F"
expect 0 "U2 R2" -- shamir --solve --metric qtm "R2 U2"
expect 0 "" -- shamir --solve "$solved"
out=$("$CUBE" shamir --solve --format json "R U F")
case "$out" in '{"argument":1,"input":"R U F","solutions":[{"moves":"F'"'"' U'"'"' R'"'"'","length":3}],"length":3,"optimal":true,'*) passed=$((passed + 1));; *) fail "shamir --solve json printed '$out'";; esac
out=$(printf 'R U\nR Q\nF2\n' | "$CUBE" shamir --solve --max 8 --threads 2 --aligned 2>/tmp/cli_err.$$); status=$?
if [ $status = 1 ] && [ "${out%%$'\n'*}" = "U' R'" ] && [ "${out##*$'\n'}" = "F2" ] \
   && [[ "$out" == *"# line 2: "* ]] && [ "$(echo "$out" | wc -l)" = 3 ]; then passed=$((passed + 1)); else fail "shamir --solve batch: status $status, '$out'"; fi
expect_err 1 "no solution of at most 4 moves" -- shamir --solve --max 4 "R U F D L"
expect_err 2 "give --distribution N or --solve" -- shamir
expect_err 2 "give --distribution N or --solve" -- shamir --solve --distribution 3
expect_err 2 "--distribution takes no POSITION" -- shamir --distribution 3 R
expect_err 2 "--checkpoint goes with --distribution" -- shamir --solve --checkpoint /tmp/cli_ck.$$ R
expect_err 4 "cannot open /nonexistent-dir/ck" -- shamir --distribution 3 --checkpoint /nonexistent-dir/ck
# a checkpoint: a count written, then read back whole (no product made), then
# refused for another count; a file in use by another run is refused
rm -f /tmp/cli_ck.$$
expect 0 "0 1
1 18
2 243
3 3240
4 43239" -- shamir --distribution 4 --checkpoint /tmp/cli_ck.$$
out=$("$CUBE" shamir --distribution 4 -v --checkpoint /tmp/cli_ck.$$ 2>/dev/null | tail -1)
case "$out" in "# 0 products of "*" (7 resumed)"*) passed=$((passed + 1));; *) fail "shamir resumed printed '$out'";; esac
expect_err 4 "is a checkpoint of another count" -- shamir --distribution 5 --checkpoint /tmp/cli_ck.$$
# (the lock is held before the run starts: the holder says so in a file,
# which is waited for, since a loaded machine may start python slowly)
rm -f /tmp/cli_ck.$$.held
python3 -c 'import fcntl, sys, time
f = open(sys.argv[1], "a"); fcntl.lockf(f, fcntl.LOCK_EX); open(sys.argv[2], "w").close()
time.sleep(30)' /tmp/cli_ck.$$ /tmp/cli_ck.$$.held & holder=$!
for i in $(seq 200); do [ -f /tmp/cli_ck.$$.held ] && break; sleep 0.05; done
expect_err 4 "in use by another run" -- shamir --distribution 4 --checkpoint /tmp/cli_ck.$$
kill "$holder" 2>/dev/null; wait "$holder" 2>/dev/null
rm -f /tmp/cli_ck.$$.held
rm -f /tmp/cli_ck.$$
expect_err 2 "--distribution" -- shamir --distribution 11
expect_err 2 "neither htm nor qtm" -- shamir --solve --metric ftm R

# --- answers never longer than their scramble ------------------------------------
# six sequences of 12 moves whose first two-phase solutions within the
# target have 16 to 20 moves: each is answered with at most 12 moves that solve it
while read -r s; do
  a=$("$CUBE" solve "$s"); n=$(echo "$a" | wc -w); z=$("$CUBE" solve -v "$s $a")
  if [ "$n" -le 12 ] && [[ "$z" == *"(0 moves"* ]]; then passed=$((passed + 1))
  else fail "cube solve '$s' answered '$a' ($n moves; the two give '$z')"; fi
done <<'SEQ'
D2 U' F L' R' U' F2 B L2 R' B2 U2
R' U2 D B2 R2 D L2 B' U D B2 R'
L' R F R F2 R' F U B' U' R B'
R2 L D2 U B' F2 D2 R' B2 U2 R D
F R F L B R B' R2 U' L' U' D
R U' F D R2 B2 R' L2 D' U B' R2
SEQ

# and in quarter turns: R U is answered with two, and six sequences of 12
# moves each with at most their own quarter turns, a half turn counting two
a=$("$CUBE" solve --metric qtm "R U")
if [ "$a" = "U' R'" ]; then passed=$((passed + 1)); else fail "cube solve --metric qtm 'R U' answered '$a'"; fi
qt() { echo "$1" | awk '{ n = 0; for (i = 1; i <= NF; i++) n += ($i ~ /2/) ? 2 : 1; print n }'; }
# a short position gets a shortest answer in quarter turns, shorter than its
# sequence where one is: R R R is R' (one), R U R R R is R U R' (three); and
# sequences of a few quarter turns get answers as short as the optimal
# solver's in the same metric, which solve them
expect 0 "R" -- solve --metric qtm "R R R"
expect 0 "R" -- solve --metric qtm "R2 R"
expect 0 "R U' R'" -- solve --metric qtm "R U R R R"
a=$("$CUBE" solve --metric qtm -v "R U R R R")
if [[ "$a" == "R U' R'  (3 quarter turns, 3 moves, "* ]]; then passed=$((passed + 1)); else fail "cube solve --metric qtm -v 'R U R R R' answered '$a'"; fi
while read -r s; do
  a=$("$CUBE" solve --metric qtm "$s"); o=$("$CUBE" solve --optimal --metric qtm "$s"); z=$("$CUBE" solve -v "$s $a")
  if [ "$(qt "$a")" = "$(qt "$o")" ] && [ "$(qt "$a")" -le "$(qt "$s")" ] && [[ "$z" == *"(0 moves"* ]]; then passed=$((passed + 1))
  else fail "cube solve --metric qtm '$s' answered '$a', the optimal solver '$o' (the two give '$z')"; fi
done <<'SEQ'
R U R R R
F R F' R' R' R'
U2 R2 U' R
L D' L' D' D' B
R U2 R' U' R U' R'
U R2 U' R2 U R2
SEQ
while read -r s; do
  a=$("$CUBE" solve --metric qtm "$s"); z=$("$CUBE" solve -v "$s $a")
  if [ "$(qt "$a")" -le "$(qt "$s")" ] && [[ "$z" == *"(0 moves"* ]]; then passed=$((passed + 1))
  else fail "cube solve --metric qtm '$s' answered '$a' ($(qt "$a") quarter turns; the two give '$z')"; fi
done <<'SEQ'
D2 U' F L' R' U' F2 B L2 R' B2 U2
R' U2 D B2 R2 D L2 B' U D B2 R'
R U R' U'
F R U R' U' F'
SEQ

rm -f /tmp/cli_err.$$
echo "cli: $passed passed, $failed failed"
