#!/bin/sh
# Build the example chapter tests/example/slice.w as an extender would,
# following "Writing a new chapter": the chapter alone, compiled beside the
# book's chapters into a program of its own, with nothing else changed.
# usage: tests/extension.sh BUILD_DIR   Ends with "extension: P passed, F failed".
build=$1
passed=0; failed=0
ok() { passed=$((passed + 1)); }
fail() { echo "tests/extension.sh: $*"; failed=$((failed + 1)); }
prog=$build/cube-example
if make -s B="$build" EXTRA_CHAPTERS=slice PROG=cube-example "$prog" "$build/tests/test_slice" \
    >"$build/extension.log" 2>&1; then ok
else cat "$build/extension.log"; fail "the example chapter does not build"; fi
# its own test program
out=$("$build/tests/test_slice" 2>&1)
case "$out" in *"test_slice: "*" passed, 0 failed") ok;; *) echo "$out"; fail "test_slice failed";; esac
# the sub-command, with what the kit gives it: help, batches, errors, statuses
[ "$("$prog" slice R "R U")" = "R
U' R" ] && ok || fail "cube slice R 'R U' printed '$("$prog" slice R "R U")'"
[ "$("$prog" slice --all "F B")" = "F B, F B', F' B, F' B'" ] && ok || fail "cube slice --all"
out=$(printf 'R\nR Q\nF2\n' | "$prog" slice 2>/dev/null); status=$?   # F2 keeps the layer: an empty line
[ "$out" = "R" ] && [ $status = 1 ] && ok || fail "a batch with a bad line: status $status, '$out'"
"$prog" slice --help | grep -q "brings the four middle-layer edges" && ok || fail "cube slice --help"
"$prog" --help | grep -q "^  slice " && ok || fail "cube --help does not list slice"
"$prog" slice --frob R 2>/dev/null; [ $? = 2 ] && ok || fail "an unknown option is not a usage error"
# the book's program is untouched, and the chapter weaves cleanly
"$build/cube" --help | grep -q "^  slice " && fail "the book's cube has the example's command" || ok
if sh tests/lint.sh tests/example/slice.w >"$build/extension.log" 2>&1; then ok
else cat "$build/extension.log"; fail "the example chapter does not weave cleanly"; fi
rm -f "$build/extension.log"
echo "extension: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
