#!/bin/sh
# Run the test programs and the command-line tests; add up their summaries.
# usage: tests/run.sh BUILD_DIR TEST...
# Every test prints "NAME: P passed, F failed" as its last line and one line
# per failed check before it; this script prints those lines and the total.
build=$1; shift
passed=0; failed=0
tally() { # $1 = output file, $2 = name, $3 = exit status
  line=$(grep -E '^[A-Za-z_0-9.]+: [0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 1)
  grep -v -E '^[A-Za-z_0-9.]+: [0-9]+ passed, [0-9]+ failed$' "$1"
  if [ -z "$line" ]; then
    echo "$2: ended without a summary (exit status $3)"
    failed=$((failed + 1)); return
  fi
  p=$(echo "$line" | sed -E 's/.*: ([0-9]+) passed.*/\1/')
  f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed$/\1/')
  if [ "$3" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; echo "$2: exit status $3"; fi
  echo "$line"
  passed=$((passed + p)); failed=$((failed + f))
}
out=$(mktemp); trap 'rm -f "$out"' EXIT
for t in "$@"; do
  "$build/tests/$t" >"$out" 2>&1; tally "$out" "$t" $?
done
CUBE="$build/cube" bash tests/cli.sh >"$out" 2>&1; tally "$out" cli $?
CUBE="$build/cube" bash tests/cli_coset.sh >"$out" 2>&1; tally "$out" cli_coset $?
CUBE="$build/cube" bash tests/faults.sh >"$out" 2>&1; tally "$out" faults $?
bash tests/extension.sh "$build" >"$out" 2>&1; tally "$out" extension $?
if [ -n "$LIBRARY_TESTS" ] && command -v python3 >/dev/null; then
  CUBE_LIBRARY="$build/libcube.so" python3 tests/test_python.py >"$out" 2>&1; tally "$out" python $?
fi
if [ -n "$LIBRARY_TESTS" ]; then
  bash tests/install.sh "$build" >"$out" 2>&1; tally "$out" install $?
fi
if [ -n "$FUZZERS" ] && [ "${FUZZ_SECONDS:-0}" -gt 0 ]; then
  sh tests/fuzz.sh $FUZZERS >"$out" 2>&1; tally "$out" fuzz $?
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
