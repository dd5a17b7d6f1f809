#!/usr/bin/env bash
# Command-line tests of cube coset: the list, one small coset, the memory
# check, campaigns with --results (resumed after a kill), --merge.
# Each failure is printed as tests/cli_coset.sh:LINE with what was expected.
CUBE=${CUBE:-./cube}
passed=0; failed=0
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail() { echo "tests/cli_coset.sh:${BASH_LINENO[0]}: $*"; failed=$((failed + 1)); }
ok() { passed=$((passed + 1)); }
mem="--memory 1000000"   # small cosets: the check of a whole coset's memory is tested below

# --- the list ------------------------------------------------------------------
out=$("$CUBE" coset --list --count)
[ "$out" = 138639780 ] && ok || fail "--list --count printed '$out'"
out=$("$CUBE" coset --list --cosets 3)
[ "$(echo "$out" | wc -l)" = 3 ] && [ "$(echo "$out" | head -1)" = "0 UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB" ] && ok \
  || fail "--list --cosets 3 printed '$out'"
out=$("$CUBE" coset --list --cosets 10 --shard 2/3 | cut -d' ' -f1 | tr '\n' ' ')
[ "$out" = "1 4 7 " ] && ok || fail "--list --shard 2/3 printed '$out'"
# the coset of a listed line is the same coset as --index gives
line=$("$CUBE" coset --list --cosets 6 | tail -1 | cut -d' ' -f2)
a=$("$CUBE" coset $mem --max 8 "$line" | grep '^depth' | sed 's/ s .*//;s/in all .*//')
b=$("$CUBE" coset $mem --max 8 --index 5 | grep '^depth' | sed 's/ s .*//;s/in all .*//')
[ -n "$a" ] && [ "$a" = "$b" ] && ok || fail "--index 5 and the listed position differ: '$a' '$b'"

# --- one coset: the coset of H itself, and of R U F -------------------------------
out=$("$CUBE" coset $mem --index 0 --max 1 | grep '^depth' | awk '{print $2, $3}' | tr '\n' ' ')
[ "$out" = "0 1 1 10 " ] && ok || fail "coset of H to depth 1: '$out'"
out=$("$CUBE" coset $mem --max 7 "R U F" | tail -1)
case "$out" in "19508421735 positions not within 7 moves"*) ok;; *) fail "R U F --max 7: '$out'";; esac
"$CUBE" coset $mem --max 7 "R Q" >/dev/null 2>&1; [ $? = 1 ] && ok || fail "a bad position is not status 1"
"$CUBE" coset $mem --max 7 >/dev/null 2>&1; [ $? = 2 ] && ok || fail "no position is not status 2"
"$CUBE" coset --memory 100 "R U F" >/dev/null 2>"$tmp/err"; s=$?
[ $s = 4 ] && grep -q "a coset needs .* GB of memory" "$tmp/err" && ok \
  || fail "the memory check: status $s, '$(cat "$tmp/err")'"

# --- campaigns and the merge ---------------------------------------------------------
"$CUBE" coset $mem --results "$tmp/a" --cosets 6 --max 4 2>/dev/null
[ "$(wc -l <"$tmp/a")" = 6 ] && ok || fail "a campaign of 6 cosets wrote $(wc -l <"$tmp/a") lines"
"$CUBE" coset $mem --results "$tmp/a" --cosets 6 --max 4 2>"$tmp/err"
grep -q "0 cosets solved" "$tmp/err" && [ "$(wc -l <"$tmp/a")" = 6 ] && ok || fail "a rerun did not skip: $(cat "$tmp/err")"
out=$("$CUBE" coset --merge --cosets 6 "$tmp/a" | head -1)
[ "$out" = "6 cosets, each once; 117050569187 positions left" ] && ok || fail "merge printed '$out'"
# killed runs: a cut line is removed, and a run killed at random points and
# resumed gives the same results as one run
printf '5 max=4 le' >>"$tmp/a"; head -3 "$tmp/a" >"$tmp/b"; tail -c 10 "$tmp/a" >>"$tmp/b"
for i in 1 2 3; do
  "$CUBE" coset $mem --results "$tmp/b" --cosets 6 --max 4 2>/dev/null & pid=$!
  sleep 0.$((RANDOM % 9 + 1)); kill $pid 2>/dev/null; wait $pid 2>/dev/null
done
"$CUBE" coset $mem --results "$tmp/b" --cosets 6 --max 4 2>/dev/null
strip() { sed 's/ seconds=[0-9.]*//' "$1" | sort -n; }
[ "$(strip "$tmp/a" | grep -v 'le$')" = "$(strip "$tmp/b")" ] && ok || fail "resumed campaign differs: $(strip "$tmp/b")"
cp "$tmp/b" "$tmp/c"; head -1 "$tmp/b" >>"$tmp/c"
"$CUBE" coset --merge --cosets 6 "$tmp/c" >/dev/null 2>"$tmp/err"; s=$?
[ $s = 1 ] && grep -q "appears twice" "$tmp/err" && ok || fail "merge of a duplicate: $s $(cat "$tmp/err")"
head -4 "$tmp/b" >"$tmp/d"
"$CUBE" coset --merge --cosets 6 "$tmp/d" >/dev/null 2>"$tmp/err"; s=$?
[ $s = 1 ] && grep -q "is missing" "$tmp/err" && ok || fail "merge of a missing coset: $s $(cat "$tmp/err")"
head -2 "$tmp/b" >"$tmp/e"; tail -n +3 "$tmp/b" >"$tmp/f"
out=$("$CUBE" coset --merge --cosets 6 "$tmp/e" "$tmp/f" | head -1)
[ "$out" = "6 cosets, each once; 117050569187 positions left" ] && ok || fail "merge of two files: '$out'"

# --- --count follows --shard -------------------------------------------------------------
out=$("$CUBE" coset --list --cosets 10 --shard 2/3 --count)
[ "$out" = 3 ] && ok || fail "--list --cosets 10 --shard 2/3 --count printed '$out'"
out=$("$CUBE" coset --list --shard 1/1000 --count)
[ "$out" = 138640 ] && ok || fail "--list --shard 1/1000 --count printed '$out'"

# --- the memory check: the routine of every command ----------------------------------------
CUBE_MEMORY=1G "$CUBE" coset --index 0 --max 1 >/dev/null 2>"$tmp/err"; s=$?
[ $s = 4 ] && grep -q "a coset needs .* GB of memory.* 1.00 GB is available" "$tmp/err" && ok \
  || fail "CUBE_MEMORY=1G: status $s, '$(cat "$tmp/err")'"
CUBE_MEMORY=lots "$CUBE" coset --index 0 --max 1 >/dev/null 2>"$tmp/err"; s=$?
[ $s = 2 ] && grep -q "CUBE_MEMORY=lots" "$tmp/err" && ok || fail "CUBE_MEMORY=lots: status $s, '$(cat "$tmp/err")'"
CUBE_MEMORY=2X "$CUBE" scramble 1 >/dev/null 2>"$tmp/err"; s=$?
[ $s = 2 ] && grep -q "CUBE_MEMORY=2X" "$tmp/err" && ok || fail "CUBE_MEMORY=2X scramble: status $s, '$(cat "$tmp/err")'"
echo "cli_coset: $passed passed, $failed failed"
