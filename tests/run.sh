#!/bin/sh
# Run the test programs and the command-line tests; add up their summaries.
# usage: tests/run.sh BUILD_DIR TEST...
# Each TEST is a program of BUILD_DIR/tests that a chapter writes: test_NAME
# and example_NAME test from the inside, cli_NAME runs the program named by
# CUBE (default BUILD_DIR/cube); or a script tests/cli_NAME.sh, run by bash
# with CUBE set. With WHOLE=1 (make test) the tests of the
# whole program follow: tests/cli.sh (what needs a shell), batch.sh,
# faults.sh, extension.sh, and the library's python and install tests.
# Every test prints "NAME: P passed, F failed" as its last line and one line
# per failed check before it; this script prints those lines and the total,
# and before the total the tests that failed again, with their last lines,
# so that the end of a long log says what failed.
build=$1; shift
passed=0; failed=0
# each test's duration follows its summary; the five slowest are listed at the end
now() { date +%s.%N; }
t0=$(now)
took() { # $1 = name: print and record the seconds since t0
  d=$(echo "$t0 $(now)" | awk '{printf "%.1f", $2-$1}')
  echo "  ($1: $d s)"; echo "$1 $d" >>"$times"; t0=$(now)
}
tally() { # $1 = output file, $2 = name, $3 = exit status; then the duration
  line=$(grep -E '^[A-Za-z_0-9.]+: [0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 1)
  grep -v -E '^[A-Za-z_0-9.]+: [0-9]+ passed, [0-9]+ failed$' "$1"
  if [ -z "$line" ]; then
    echo "$2: ended without a summary (exit status $3)"
    { echo "$2: ended without a summary (exit status $3); its last lines:"; tail -n 15 "$1" | sed 's/^/  /'; } >>"$fails"
    failed=$((failed + 1)); took "$2"; return
  fi
  p=$(echo "$line" | sed -E 's/.*: ([0-9]+) passed.*/\1/')
  f=$(echo "$line" | sed -E 's/.* ([0-9]+) failed$/\1/')
  if [ "$3" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; echo "$2: exit status $3"; fi
  echo "$line"
  if [ "$f" -gt 0 ]; then
    { echo "$line"; grep -v -E '^[A-Za-z_0-9.]+: [0-9]+ passed, [0-9]+ failed$' "$1" | tail -n 15 | sed 's/^/  /'; } >>"$fails"
  fi
  passed=$((passed + p)); failed=$((failed + f))
  took "$2"
}
out=$(mktemp); times=$(mktemp); fails=$(mktemp); trap 'rm -f "$out" "$times" "$fails"' EXIT
CUBE=${CUBE:-$build/cube}; export CUBE
for t in "$@"; do
  case "$t" in
  *.sh) bash "tests/$t" >"$out" 2>&1; tally "$out" "$t" $?;;
  *) "$build/tests/$t" >"$out" 2>&1; tally "$out" "$t" $?;;
  esac
done
slowest() { # and, just before the total, the failed tests again with their last lines
  echo "slowest: $(sort -k2 -n -r "$times" | head -5 | awk '{printf "%s%s %s s", (NR>1 ? ", " : ""), $1, $2}')"
  if [ -s "$fails" ]; then echo "failed, again:"; cat "$fails"; fi
}
if [ -z "$WHOLE" ]; then
  slowest
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]; exit
fi
bash tests/cli.sh >"$out" 2>&1; tally "$out" cli $?
CUBE="$build/cube" bash tests/batch.sh >"$out" 2>&1; tally "$out" batch $?
CUBE="$build/cube" python3 tests/cli_json.py >"$out" 2>&1; tally "$out" cli_json $?
CUBE="$build/cube" bash tests/faults.sh >"$out" 2>&1; tally "$out" faults $?
CUBE="$build/cube" bash tests/cli_serve.sh >"$out" 2>&1; tally "$out" cli_serve $?
bash tests/extension.sh "$build" >"$out" 2>&1; tally "$out" extension $?
# the page in a real browser: Debian's chromium driven by playwright-core
# (cd tests/browser && npm ci installs it); skipped, and said so, without them
if command -v node >/dev/null && command -v "${CHROMIUM:-chromium}" >/dev/null &&
    [ -d tests/browser/node_modules/playwright-core ]; then
  node tests/browser/serve.test.mjs "$build/cube" "$build/browser" >"$out" 2>&1; tally "$out" browser $?
else
  echo "browser: SKIPPED: the page's browser test needs node, chromium (apt-get install chromium)"
  echo "  and playwright-core (cd tests/browser && npm ci)"
fi
if [ -n "$LIBRARY_TESTS" ] && command -v python3 >/dev/null; then
  CUBE_LIBRARY="$build/libcube.so" python3 tests/test_python.py >"$out" 2>&1; tally "$out" python $?
fi
if [ -n "$LIBRARY_TESTS" ]; then
  sh tests/book_example.sh "$build" >"$out" 2>&1; tally "$out" book_example $?
  sh tests/book_runs.sh "$build" >"$out" 2>&1; tally "$out" book_runs $?
  bash tests/install.sh "$build" >"$out" 2>&1; tally "$out" install $?
fi
if [ -n "$FUZZERS" ] && [ "${FUZZ_SECONDS:-0}" -gt 0 ]; then
  sh tests/fuzz.sh $FUZZERS >"$out" 2>&1; tally "$out" fuzz $?
fi
slowest
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
