#!/usr/bin/env bash
# Command-line tests of cube coset: the list, one small coset, the memory
# check, campaigns with --results (resumed after a kill), --merge, and the
# recipes of campaigns: README.md's with GNU parallel, contrib/slurm-coset.sh.
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

if [ -n "${CUBE_SANITIZED:-}" ]; then
  echo "cli_coset: note: CUBE_SANITIZED is set; the runs of the cover were not made (test_coset makes it under the sanitizer)"
else
# the cover: its cosets keep their numbers in the list, --count counts
# what --list prints (here of a shard), a campaign solves the cover's cosets only, and --merge
# with --cover asks for those (and without it for every coset)
"$CUBE" coset --list --cover --cosets 40 >"$tmp/cov" 2>"$tmp/err"
n=$(wc -l <"$tmp/cov")
want=$(awk '$1 % 3 == 1' "$tmp/cov" | wc -l)
out=$("$CUBE" coset --list --cover --cosets 40 --shard 2/3 --count 2>/dev/null)
[ "$n" -gt 5 ] && [ "$n" -lt 40 ] && [ "$want" -gt 0 ] && [ "$out" = "$want" ] && ok \
  || fail "--cover --shard 2/3 --count '$out', listed $want of $n"
grep -q "^cube coset: a cover by [0-9]* of 64430 classes of edges$" "$tmp/err" && ok \
  || fail "--cover said '$(cat "$tmp/err")'"
"$CUBE" coset --list --cosets 40 >"$tmp/all"
[ -z "$(comm -23 <(sort "$tmp/cov") <(sort "$tmp/all"))" ] && ok || fail "a cover line is not a line of the list"
"$CUBE" coset $mem --cover --results "$tmp/cr" --cosets 12 --max 3 2>/dev/null
out=$(grep -v '^#' "$tmp/cr" | cut -d' ' -f1 | tr '\n' ' ')
want=$(cut -d' ' -f1 "$tmp/cov" | awk '$1 < 12' | tr '\n' ' ')
[ "$out" = "$want" ] && ok || fail "--cover campaign solved '$out', not '$want'"
out=$("$CUBE" coset --cover --merge --cosets 12 "$tmp/cr" 2>/dev/null | head -1 | cut -d' ' -f1)
[ "$out" = "$(echo $want | wc -w)" ] && ok || fail "--cover merge printed '$out'"
"$CUBE" coset --merge --cosets 12 "$tmp/cr" >/dev/null 2>"$tmp/err"; s=$?
[ $s = 1 ] && grep -q "coset 3 is missing" "$tmp/err" && ok || fail "merge of a cover without --cover: $s $(cat "$tmp/err")"
head -2 "$tmp/cr" >"$tmp/cr1"
"$CUBE" coset --cover --merge --cosets 12 "$tmp/cr1" >/dev/null 2>"$tmp/err"; s=$?
[ $s = 1 ] && grep -q "coset 1 of the cover is missing" "$tmp/err" && ok || fail "a cover's missing coset: $s $(cat "$tmp/err")"
fi

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
# a results file: the header, then one line per coset
"$CUBE" coset $mem --results "$tmp/a" --cosets 6 --max 4 2>/dev/null
[ "$(wc -l <"$tmp/a")" = 7 ] && ok || fail "a campaign of 6 cosets wrote $(wc -l <"$tmp/a") lines"
[ "$(head -1 "$tmp/a")" = "# cube coset results, max=4 search=4, cube $("$CUBE" --version | cut -d' ' -f2)" ] \
  && ok || fail "the header is '$(head -1 "$tmp/a")'"
"$CUBE" coset $mem --results "$tmp/a" --cosets 6 --max 4 2>"$tmp/err"
grep -q "0 cosets solved" "$tmp/err" && [ "$(wc -l <"$tmp/a")" = 7 ] && ok || fail "a rerun did not skip: $(cat "$tmp/err")"
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
head -c -10 "$tmp/a" >"$tmp/a1"; mv "$tmp/a1" "$tmp/a"   # a, whole again
cp "$tmp/b" "$tmp/c"; sed -n 2p "$tmp/b" >>"$tmp/c"
"$CUBE" coset --merge --cosets 6 "$tmp/c" >/dev/null 2>"$tmp/err"; s=$?
[ $s = 1 ] && grep -q "appears twice" "$tmp/err" && ok || fail "merge of a duplicate: $s $(cat "$tmp/err")"
head -5 "$tmp/b" >"$tmp/d"
"$CUBE" coset --merge --cosets 6 "$tmp/d" >/dev/null 2>"$tmp/err"; s=$?
[ $s = 1 ] && grep -q "is missing" "$tmp/err" && ok || fail "merge of a missing coset: $s $(cat "$tmp/err")"
head -3 "$tmp/b" >"$tmp/e"; { head -1 "$tmp/b"; tail -n +4 "$tmp/b"; } >"$tmp/f"
out=$("$CUBE" coset --merge --cosets 6 "$tmp/e" "$tmp/f" | head -1)
[ "$out" = "6 cosets, each once; 117050569187 positions left" ] && ok || fail "merge of two files: '$out'"

# --- results files read strictly: a resume changes nothing in a bad file ----------------
# refused() FILE LINE MESSAGE [ARGS]: a resume of FILE must fail with status 1,
# naming FILE:LINE and MESSAGE, and leave FILE as it was, byte for byte
refused() {
  local f=$1 at=$2 msg=$3; shift 3
  cp "$f" "$tmp/before"
  "$CUBE" coset $mem --results "$f" --cosets 6 --max 4 "$@" >/dev/null 2>"$tmp/err"; local s=$?
  [ $s = 1 ] && grep -q "^cube: $f$at.*$msg" "$tmp/err" && cmp -s "$f" "$tmp/before" && ok \
    || fail "resume of $(basename "$f"): status $s, '$(cat "$tmp/err")', $(cmp "$f" "$tmp/before" 2>&1)"
}
{ head -3 "$tmp/a"; sed -n 4p "$tmp/a" | sed 's/left=/left\x00=/'; tail -n +5 "$tmp/a"; } >"$tmp/nul"
refused "$tmp/nul" :4: "NUL"
{ head -3 "$tmp/a"; printf '3 max=4 %01100d\n' 0; tail -n +5 "$tmp/a"; } >"$tmp/long"
refused "$tmp/long" :4: "longer than"
{ head -3 "$tmp/a"; echo "3 max=4 left=x"; tail -n +5 "$tmp/a"; } >"$tmp/bad"
refused "$tmp/bad" :4: "not a line of results"
cp tests/cli_coset.sh "$tmp/source.sh"          # a mistyped --results FILE
refused "$tmp/source.sh" :1: "not a results file"
: >"$tmp/empty"
refused "$tmp/empty" :1: "not a results file"
{ cat "$tmp/a"; head -c 2000 /dev/zero | tr '\0' 'x'; } >"$tmp/tail"   # not a cut line
refused "$tmp/tail" :8: "longer than"
{ cat "$tmp/a"; printf '6 max=4 le\001'; } >"$tmp/tail2"
refused "$tmp/tail2" :8: "not a line of results"
refused "$tmp/a" :1: "max=4, not 5" --max 5    # another bound
refused "$tmp/a" :1: "search=4, not 3" --search 3
# a cut last line alone is dropped; the lines before it are kept
{ head -4 "$tmp/a"; printf '3 max=4 left=1'; } >"$tmp/g"
"$CUBE" coset $mem --results "$tmp/g" --cosets 6 --max 4 2>/dev/null; s=$?
[ $s = 0 ] && [ "$(strip "$tmp/a")" = "$(strip "$tmp/g")" ] && ok || fail "a cut last line: $s $(cat "$tmp/g")"
# two runs on one file: the second is refused while the first holds its lock;
# no file of the program's own is left beside the results
# (the first run takes a second or two, the file is there from its start)
"$CUBE" coset $mem --results "$tmp/l" --cosets 3 --max 6 2>/dev/null & pid=$!
for i in $(seq 50); do [ -s "$tmp/l" ] && break; sleep 0.05; done
"$CUBE" coset $mem --results "$tmp/l" --cosets 3 --max 6 >/dev/null 2>"$tmp/err"; s=$?
wait $pid; s1=$?
[ $s = 4 ] && grep -q "in use by another run" "$tmp/err" && [ $s1 = 0 ] && [ "$(wc -l <"$tmp/l")" = 4 ] && ok \
  || fail "two runs on one file: status $s1 and $s, '$(cat "$tmp/err")', $(wc -l <"$tmp/l") lines"
ls "$tmp" | grep -q '\.new$' && fail "a .new file is left: $(ls "$tmp")" || ok
"$CUBE" coset $mem --results "$tmp" --cosets 6 --max 4 >/dev/null 2>"$tmp/err"; s=$?
[ $s = 1 ] && grep -q "is a directory" "$tmp/err" && ok || fail "--results DIR: $s $(cat "$tmp/err")"
# the missing directories of a results file's name are made; a file in the way is an error
"$CUBE" coset $mem --results "$tmp/new/dir/r.txt" --cosets 2 --max 2 >/dev/null 2>&1; s=$?
[ $s = 0 ] && [ "$(wc -l <"$tmp/new/dir/r.txt")" = 3 ] && ok || fail "--results in a new directory: status $s"
"$CUBE" coset $mem --results "$tmp/a/x/r.txt" --cosets 2 --max 2 >/dev/null 2>"$tmp/err"; s=$?
[ $s = 4 ] && grep -q "cannot open .*a/x/r.txt" "$tmp/err" && ok \
  || fail "--results under a file: status $s, '$(cat "$tmp/err")'"

# --- the merge reads every line strictly ------------------------------------------------
# merge_refused FILE... : a merge must fail with status 1 and print MSG (set before)
merge_refused() {
  "$CUBE" coset --merge --cosets 6 "$@" >"$tmp/out" 2>"$tmp/err"; local s=$?
  [ $s = 1 ] && grep -q "$msg" "$tmp/err" && [ ! -s "$tmp/out" ] && ok \
    || fail "merge of $*: status $s, '$(cat "$tmp/err")', printed '$(head -1 "$tmp/out")'"
}
head -c -3 "$tmp/a" >"$tmp/m1"
msg="m1:7: .*cut" merge_refused "$tmp/m1"
sed '3s/left=\([0-9]*\)/left=1\1/' "$tmp/a" >"$tmp/m2"
msg="m2:3: .*add up" merge_refused "$tmp/m2"
sed '3s/counts=\([0-9]*\)/counts=1844674407370955161600\1/' "$tmp/a" >"$tmp/m3"
msg="m3:3: .*too large" merge_refused "$tmp/m3"
sed '3s/over=[-0-9]*/over=18446744073709551616/' "$tmp/a" >"$tmp/m4"
msg="m4:3: .*too large" merge_refused "$tmp/m4"
sed -n 2,7p "$tmp/a" >"$tmp/m5"
msg="m5:1: .*not a results file" merge_refused "$tmp/m5"
msg="is a directory" merge_refused "$tmp"
# a merge of files of two bounds, and a resume of a file of another bound
"$CUBE" coset $mem --results "$tmp/h" --cosets 6 --max 5 2>/dev/null
{ head -1 "$tmp/h"; tail -n +4 "$tmp/h"; } >"$tmp/h5"
msg="h5:1: .*max=5.*max=4" merge_refused "$tmp/e" "$tmp/h5"
"$CUBE" coset --merge --cosets 6 >/dev/null 2>&1; s=$?
[ $s = 2 ] && ok || fail "--merge with no file: status $s"

# --- --count follows --shard -------------------------------------------------------------
out=$("$CUBE" coset --list --cosets 10 --shard 2/3 --count)
[ "$out" = 3 ] && ok || fail "--list --cosets 10 --shard 2/3 --count printed '$out'"
out=$("$CUBE" coset --list --shard 1/1000 --count)
[ "$out" = 138640 ] && ok || fail "--list --shard 1/1000 --count printed '$out'"
out=$("$CUBE" coset --list --shard 1000/1000 --count)
[ "$out" = 138639 ] && ok || fail "--list --shard 1000/1000 --count printed '$out'"
for s in 1/7 7/7 3/1000 1000/1000; do   # the count of a shard is its list's length
  a=$("$CUBE" coset --list --cosets 5000 --shard $s --count)
  b=$("$CUBE" coset --list --cosets 5000 --shard $s | wc -l)
  [ "$a" = "$b" ] && ok || fail "--list --cosets 5000 --shard $s: --count $a, $b lines"
done

# --- the campaign recipes: README.md's with GNU parallel, contrib/slurm-coset.sh ---------
# (not under the sanitizers, CUBE_NO_RECIPES=1: the recipes are shell around
# whole runs of the program, which the other tests check there, and each of
# their twenty runs loads the tables anew, minutes under ThreadSanitizer)
if [ -n "${CUBE_NO_RECIPES:-}" ]; then
  echo "cli_coset: note: CUBE_NO_RECIPES is set; the campaign recipes were not run"
else
# Each, merged, must give the counts of one run of the same cosets. The
# recipes run `cube` from the PATH: here a wrapper of $CUBE that gives every
# call --cosets 12 (a partial campaign, the first 12 cosets of the list) and
# the small cosets' --memory.
abs=$CUBE; case $abs in /*) ;; *) abs=$PWD/$abs ;; esac
mkdir -p "$tmp/bin"
printf '#!/bin/sh\nc=$1; shift\nexec "%s" "$c" --cosets 12 %s "$@"\n' "$abs" "$mem" >"$tmp/bin/cube"
chmod +x "$tmp/bin/cube"
"$CUBE" coset $mem --cosets 12 --max 4 --results "$tmp/one" 2>/dev/null
one=$("$CUBE" coset --merge --cosets 12 "$tmp/one")
# the counts of each depth and the positions left add up to 12 whole cosets
echo "$one" | awk 'NR == 1 { s = $5 } /^depth/ { s += $3 } END { exit s != 12 * 19508428800 }' \
  && [ "$(echo "$one" | head -1)" = "12 cosets, each once; 234101141987 positions left" ] && ok \
  || fail "one run of 12 cosets: '$one'"
# the README's recipe, as printed, but for the bound and the number of shards
# (sed: --max 4 for --max 20, 3 shards for 1000; the whole campaign takes years)
recipe=$(awk '/^```/ { if (inb && b ~ /--sshloginfile/) { printf "%s", b; exit }
  inb = !inb; b = ""; next } inb { b = b $0 "\n" }' README.md)
small=$(printf '%s\n' "$recipe" | sed 's/--max 20/--max 4/; s/1000/3/g')
case $recipe in *"seq 1 1000 | parallel"*"--max 20"*"cube coset --merge results/*.txt"*) ok ;;
  *) fail "README.md has no recipe of parallel and cube coset --merge: '$recipe'" ;; esac
export PARALLEL_HOME="$tmp/parallel"   # parallel's own files, not the user's
mkdir -p "$PARALLEL_HOME"
# run_recipe DIR TEXT: run TEXT in DIR, where nodes.txt is; stdout to DIR/out, stderr to DIR/err
# (SHELL as a login gives it: without SHELL, parallel runs a remote job's
# command so that nothing of it runs, as CI's environment showed)
run_recipe() { (cd "$1" && PATH="$tmp/bin:$PATH" SHELL=${SHELL:-/bin/sh} sh -c "$2" >out 2>err); }
shards() { ls "$1/results" 2>/dev/null | tr '\n' ' '; }
if command -v parallel >/dev/null; then
  # two "machines" that are both this one (the lines ":")
  mkdir -p "$tmp/p1"; printf ':\n:\n' >"$tmp/p1/nodes.txt"
  run_recipe "$tmp/p1" "$small"; s=$?
  [ $s = 0 ] && [ "$(shards "$tmp/p1")" = "1.txt 2.txt 3.txt " ] && [ "$(cat "$tmp/p1/out")" = "$one" ] && ok \
    || fail "the README's recipe on ':' nodes: status $s, shards $(shards "$tmp/p1"), '$(cat "$tmp/p1/out" "$tmp/p1/err")'"
  # two other machines: a stand-in for ssh that runs each command here, in a
  # home directory of the machine's own, so that files go back and forth by rsync
  if command -v rsync >/dev/null; then
    cat >"$tmp/ssh" <<'EOF'
#!/bin/sh
# ssh [OPTIONS] HOST COMMAND: run COMMAND here, in $NODES/HOST as the home directory
while [ $# -gt 0 ]; do
  case $1 in -[lpoiFSOEcmbeJLRDWw]) shift 2 ;; --) shift; break ;; -*) shift ;; *) break ;; esac
done
host=$1; shift; [ "$1" = -- ] && shift
echo "$host: $*" >>"$NODES/log"
mkdir -p "$NODES/$host" && cd "$NODES/$host" && HOME=$NODES/$host exec sh -c "$*"
EOF
    chmod +x "$tmp/ssh"; export NODES="$tmp/nodes"; mkdir -p "$NODES"
    # the tables of this machine, not new ones in each node's home directory
    export CUBE_TABLES=${CUBE_TABLES:-${XDG_CACHE_HOME:-$HOME/.cache}/cube}
    mkdir -p "$tmp/p2"; printf '%s n1\n%s n2\n' "$tmp/ssh" "$tmp/ssh" >"$tmp/p2/nodes.txt"
    run_recipe "$tmp/p2" "$small"; s=$?
    left=$(cd "$NODES" && find n1 n2 -name '*.txt')
    [ $s = 0 ] && [ "$(shards "$tmp/p2")" = "1.txt 2.txt 3.txt " ] && [ "$(cat "$tmp/p2/out")" = "$one" ] \
      && grep -q '^n1: .*rsync' "$NODES/log" && grep -q '^n2: .*rsync' "$NODES/log" && [ -z "$left" ] && ok \
      || fail "the README's recipe over ssh: status $s, shards $(shards "$tmp/p2"), left on the nodes '$left', '$(cat "$tmp/p2/out" "$tmp/p2/err")'"
    # the same command again resumes each shard from its file here: a shard
    # cut to one coset, a shard missing, a shard complete
    { for f in 1 2 3; do strip "$tmp/p2/results/$f.txt" >"$tmp/p2/$f.before"; done
      head -2 "$tmp/p2/results/2.txt" >"$tmp/p2/2.cut"; mv "$tmp/p2/2.cut" "$tmp/p2/results/2.txt"
      rm "$tmp/p2/results/3.txt"; } 2>/dev/null
    run_recipe "$tmp/p2" "$small"; s=$?
    [ $s = 0 ] && [ "$(cat "$tmp/p2/out")" = "$one" ] \
      && grep -q "0 cosets solved into results/1.txt" "$tmp/p2/err" \
      && grep -q "3 cosets solved into results/2.txt" "$tmp/p2/err" \
      && grep -q "4 cosets solved into results/3.txt" "$tmp/p2/err" \
      && [ "$(strip "$tmp/p2/results/1.txt")" = "$(cat "$tmp/p2/1.before")" ] && ok \
      || fail "the README's recipe resumed: status $s, '$(cat "$tmp/p2/out" "$tmp/p2/err")'"
    # machines that share a directory: the README's --workdir . in place of
    # the three options that copy files (the directory is not under $HOME here,
    # so "." is the same absolute directory on every node)
    shared=$(printf '%s\n' "$small" | sed 's| --transferfile results/{}.txt| --workdir .|;
      s|--return results/{}.txt --cleanup ||')
    case $tmp in "$HOME"/*) echo "cli_coset: note: $tmp is under \$HOME; --workdir . not run" ;; *)
      mkdir -p "$tmp/p3"; cp "$tmp/p2/nodes.txt" "$tmp/p3"; : >"$NODES/log"
      run_recipe "$tmp/p3" "$shared"; s=$?
      case $shared in *--return*|*--transferfile*) s="not replaced" ;; esac
      [ "$s" = 0 ] && [ "$(shards "$tmp/p3")" = "1.txt 2.txt 3.txt " ] && [ "$(cat "$tmp/p3/out")" = "$one" ] \
        && grep -q '^n1: ' "$NODES/log" && grep -q '^n2: ' "$NODES/log" && ok \
        || fail "the README's recipe in a shared directory: status $s, '$(cat "$tmp/p3/out" "$tmp/p3/err")'" ;;
    esac
  else echo "cli_coset: note: rsync missing; the README's recipe was run on this machine only"; fi
else echo "cli_coset: note: GNU parallel missing; the README's recipe was not run"; fi
# the Slurm array, simulated: three tasks numbered from 0, then from 1
for first in 0 1; do
  rm -rf "$tmp/slurm"
  for id in $first $((first + 1)) $((first + 2)); do
    SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=$first SLURM_ARRAY_TASK_MAX=$((first + 2)) \
      SLURM_ARRAY_TASK_COUNT=3 CUBE=$abs sh contrib/slurm-coset.sh "$tmp/slurm/results" \
      --max 4 --cosets 12 $mem 2>/dev/null || fail "slurm task $id of $first-$((first + 2)): status $?"
  done
  out=$("$CUBE" coset --merge --cosets 12 "$tmp"/slurm/results/*.txt)
  [ "$(shards "$tmp/slurm")" = "1.txt 2.txt 3.txt " ] && [ "$out" = "$one" ] && ok \
    || fail "slurm array from $first: shards $(shards "$tmp/slurm"), merge '$out'"
done
# a task run again (requeued) skips its shard's cosets
SLURM_ARRAY_TASK_ID=2 SLURM_ARRAY_TASK_MIN=1 SLURM_ARRAY_TASK_MAX=3 SLURM_ARRAY_TASK_COUNT=3 CUBE=$abs \
  sh contrib/slurm-coset.sh "$tmp/slurm/results" --max 4 --cosets 12 $mem 2>"$tmp/err"; s=$?
[ $s = 0 ] && grep -q "0 cosets solved into $tmp/slurm/results/2.txt" "$tmp/err" && ok \
  || fail "slurm task requeued: status $s, '$(cat "$tmp/err")'"

fi

# --- the memory check: the routine of every command ----------------------------------------
CUBE_MEMORY=1G "$CUBE" coset --index 0 --max 1 >/dev/null 2>"$tmp/err"; s=$?
[ $s = 4 ] && grep -q "a coset needs .* GB of memory.* 1.00 GB is available" "$tmp/err" && ok \
  || fail "CUBE_MEMORY=1G: status $s, '$(cat "$tmp/err")'"
CUBE_MEMORY=lots "$CUBE" coset --index 0 --max 1 >/dev/null 2>"$tmp/err"; s=$?
[ $s = 2 ] && grep -q "CUBE_MEMORY=lots" "$tmp/err" && ok || fail "CUBE_MEMORY=lots: status $s, '$(cat "$tmp/err")'"
CUBE_MEMORY=2X "$CUBE" scramble 1 >/dev/null 2>"$tmp/err"; s=$?
[ $s = 2 ] && grep -q "CUBE_MEMORY=2X" "$tmp/err" && ok || fail "CUBE_MEMORY=2X scramble: status $s, '$(cat "$tmp/err")'"
echo "cli_coset: $passed passed, $failed failed"
