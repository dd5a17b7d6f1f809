#!/usr/bin/env bash
# The server through HTTP, with curl: its answers are those of the command
# (--format json) for the same positions; its refusals; SIGTERM and SIGINT.
# Only the loopback address is used. Ends with "cli_serve: P passed, F failed".
CUBE=${CUBE:-./cube}
passed=0; failed=0
fail() { echo "tests/cli_serve.sh:${BASH_LINENO[0]}: $*"; failed=$((failed + 1)); }
ok() { passed=$((passed + 1)); }
if ! command -v curl >/dev/null; then
  echo "cli_serve: curl is not installed; the HTTP tests were SKIPPED"
  echo "cli_serve: 0 passed, 0 failed"; exit 0
fi
out=$(mktemp); trap 'rm -f "$out"; [ -n "$pid" ] && kill "$pid" 2>/dev/null' EXIT
# start PID and PORT: the server on a free port, its address read from its output
start() {
  : >"$out" # emptied before the server starts, so that no earlier address is read
  "$CUBE" serve --port 0 "$@" >>"$out" 2>/dev/null & pid=$!
  for i in $(seq 600); do
    port=$(sed -n 's|^cube serve: http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$out")
    [ -n "$port" ] && return 0; sleep 0.1
  done
  fail "the server printed no address"; return 1
}
# the answer's seconds are masked: everything else must be equal
mask() { sed -E 's/"seconds":[0-9.]+/"seconds":S/'; }
same() { # same WHAT SERVER_ANSWER COMMAND_ANSWER
  if [ "$(echo "$2" | mask)" = "$(echo "$3" | mask)" ]; then ok; else fail "$1: server '$2', command '$3'"; fi
}
api() { curl -s --max-time 60 --data-urlencode "position=$1" "${@:3}" "http://127.0.0.1:$port/api/$2"; }

start --table small || exit 1
while read -r p; do
  same "solve $p" "$(api "$p" solve)" "$("$CUBE" solve --format json "$p" 2>/dev/null)"
done < <(head -5 tests/data/optimal-15.txt; echo "R U R' U' F2"; echo "UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR"; echo "R U x")
for p in "R U R' U' F2" "D2 F' R U2 B L'"; do
  same "optimal $p" "$(api "$p" solve -d method=optimal)" \
    "$("$CUBE" solve --optimal --table small --format json "$p" 2>/dev/null)"
  same "optimal all $p" "$(api "$p" solve -d method=optimal -d all=1)" \
    "$("$CUBE" solve --optimal --all --table small --format json "$p" 2>/dev/null)"
  same "step eo mixed $p" "$(api "$p" solve -d method=step -d step=eo -d axis=fb -d niss=mixed)" \
    "$("$CUBE" step eo --axis fb --niss mixed --format json "$p" 2>/dev/null)"
  same "step dr $p" "$(api "$p" solve -d method=step -d step=dr -d niss=both)" \
    "$("$CUBE" step dr --niss both --format json "$p" 2>/dev/null)"
  same "show $p" "$(api "$p" show)" "$("$CUBE" show --format json "$p" 2>/dev/null)"
  same "step eo count 2 $p" "$(api "$p" solve -d method=step -d step=eo -d axis=ud -d count=2)" \
    "$("$CUBE" step eo --axis ud --count 2 --format json "$p" 2>/dev/null)"
done
[[ "$(api "R U" solve -d method=step -d count=0)" == *'"error":"count: give a number'* ]] && ok || fail "a count of 0 is not refused"
[[ "$(curl -s "http://127.0.0.1:$port/api/tables")" != *default* ]] && ok || fail "a server with a family names a default"
# another family by name, kept open beside the server's: the command's answers with it
for f in kociemba98 small kociemba98; do
  p="F R U' B2 L"
  same "optimal with family $f" "$(api "$p" solve -d method=optimal -d family=$f)" \
    "$("$CUBE" solve --optimal --table $f --format json "$p" 2>/dev/null)"
done
[[ "$(curl -s "http://127.0.0.1:$port/api/tables")" == *'\nfamilies small'* ]] && ok \
  || fail "/api/tables names no families, the server's first"
for f in "nope:no table family named 'nope'" "small-qtm:measures in quarter turns"; do
  code=$(curl -s -o "$out.body" -w '%{http_code}' -d "position=R U" -d method=optimal -d "family=${f%%:*}" \
    "http://127.0.0.1:$port/api/solve")
  [ "$code" = 400 ] && grep -q "${f#*:}" "$out.body" && ok || fail "family ${f%%:*}: HTTP $code, '$(cat "$out.body")'"
done
rm -f "$out.body"

twisted=UUUUUUUUFURRRRRRRRFFRFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB
same "twisted corner" "$(api $twisted solve)" "$("$CUBE" solve --format json $twisted 2>/dev/null)"
[[ "$(api $twisted solve)" == *"twisted corner"* ]] && ok || fail "the twisted corner is not named"
code=$(curl -s -o /dev/null -w '%{http_code}' --data-urlencode "position=$twisted" "http://127.0.0.1:$port/api/solve")
[ "$code" = 422 ] && ok || fail "an impossible cube: HTTP $code, expected 422"
code=$(curl -s -o /dev/null -w '%{http_code}' --path-as-is "http://127.0.0.1:$port/../etc/passwd")
[ "$code" = 404 ] && ok || fail "a path out of the root: HTTP $code, expected 404"
code=$(head -c 5000 /dev/zero | tr '\0' a | curl -s -o /dev/null -w '%{http_code}' --data-binary @- "http://127.0.0.1:$port/api/solve")
[ "$code" = 413 ] && ok || fail "a body of 5000 bytes: HTTP $code, expected 413"
a=$(curl -s "http://127.0.0.1:$port/api/scramble?seed=1"); b=$(curl -s -d seed=1 "http://127.0.0.1:$port/api/scramble")
[ "$a" = "$b" ] && [[ "$a" == *'"output":"'* ]] && ok || fail "scramble with seed 1: '$a' and '$b'"
kill -TERM "$pid"; wait "$pid"; st=$?
[ "$st" = 0 ] && ok || fail "SIGTERM: exit status $st, expected 0"
start --no-steps || exit 1
# without --table: the family cube solve --optimal would use, as cube tables --list marks it;
# built, it answers optimal solves as the command does with that family; not built, its cost is told
tables=$(curl -s "http://127.0.0.1:$port/api/tables")
fam=$(echo "$tables" | sed -n 's/.*\\ndefault \([^ ]*\) \(built\|not-built\).*/\1/p')
[ -n "$fam" ] && "$CUBE" tables --list 2>/dev/null | grep -Eq "^$fam +(built +)?default " && ok \
  || fail "the default family of a server without --table: '$fam'"
[[ "$tables" == *"\\noptimal $fam\\n"* ]] && ok || fail "a server without --table names its optimal family: $tables"
if [[ "$tables" == *"\\ndefault $fam built"* ]]; then
  same "optimal without --table" "$(api "R U R' U' F2" solve -d method=optimal)" \
    "$("$CUBE" solve --optimal --table "$fam" --format json "R U R' U' F2" 2>/dev/null)"
else
  cost=$("$CUBE" tables --list 2>/dev/null | grep -A1 -E "^$fam " | sed -n '2s/^ *//p')
  [[ -n "$cost" && "$tables" == *"\\ncost $cost"* ]] && ok || fail "the cost of the family $fam: $tables / $cost"
fi
kill -INT "$pid"; wait "$pid"; st=$?; pid=
[ "$st" = 0 ] && ok || fail "SIGINT: exit status $st, expected 0"
# usage errors and a port in use
"$CUBE" serve --bind 999.1.1.1 >/dev/null 2>&1; st=$?
[ "$st" = 2 ] && ok || fail "--bind 999.1.1.1: exit status $st, expected 2"
"$CUBE" serve --table nope >/dev/null 2>&1; st=$?
[ "$st" = 2 ] && ok || fail "--table nope: exit status $st, expected 2"
start --no-steps || exit 1
timeout 20 "$CUBE" serve --no-steps --port "$port" >/dev/null 2>"$out.err"; st=$?
[ "$st" = 4 ] && grep -q "cannot listen" "$out.err" && ok || fail "a port in use: exit status $st ($(cat "$out.err"))"
rm -f "$out.err"
kill -TERM "$pid"; wait "$pid"; pid=
echo "cli_serve: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
