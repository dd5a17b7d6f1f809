#!/bin/sh
# Build the example chapters of tests/example (slice.w, cross.w) as an
# extender would, following "Writing a new chapter": each chapter alone,
# compiled beside the book's chapters into a program of its own, with
# nothing else changed, and checked by make check CHAPTERS=NAME (its test
# program and its command-line tests, both written by the chapter).
# usage: tests/extension.sh BUILD_DIR   Ends with "extension: P passed, F failed".
build=$1
passed=0; failed=0
ok() { passed=$((passed + 1)); }
fail() { echo "tests/extension.sh: $*"; failed=$((failed + 1)); }
for c in slice cross; do
  prog=$build/cube-$c
  if make -s B="$build" EXTRA_CHAPTERS=$c PROG=cube-$c CHAPTERS=$c check \
      >"$build/extension.log" 2>&1; then ok
  else cat "$build/extension.log"; fail "the example chapter $c.w does not build or pass make check"; fi
  grep -q "^test_$c: [1-9][0-9]* passed, 0 failed" "$build/extension.log" && ok ||
    fail "make check CHAPTERS=$c did not run test_$c"
  grep -q "^cli_$c: [1-9][0-9]* passed, 0 failed" "$build/extension.log" && ok ||
    fail "make check CHAPTERS=$c did not run cli_$c"
  # the kit gives the command its place in the program's help
  "$prog" --help | grep -q "^  $c " && ok || fail "cube --help does not list $c"
  # the book's program is untouched, and the chapter weaves cleanly
  "$build/cube" --help | grep -q "^  $c " && fail "the book's cube has the example's command $c" || ok
  if sh tests/lint.sh tests/example/$c.w >"$build/extension.log" 2>&1; then ok
  else cat "$build/extension.log"; fail "the example chapter $c.w does not weave cleanly"; fi
done
rm -f "$build/extension.log"
echo "extension: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
