#!/bin/sh
# The library chapter's first example, as the book prints it, compiles and
# runs: its text is taken from book.pdf with pdftotext (the page, not the
# source), compiled against the built library, and run.
#   sh tests/book_example.sh BUILD_DIR     (after make book)
# Ends with "book_example: P passed, F failed"; without book.pdf or
# pdftotext it says so and counts nothing.
build=${1:-build}
if [ ! -f book.pdf ] || ! command -v pdftotext >/dev/null; then
  echo "book_example: note: book.pdf or pdftotext (poppler-utils) missing; not checked"
  echo "book_example: 0 passed, 0 failed"; exit 0
fi
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
pdftotext book.pdf "$W/book.txt" || { echo "book_example: pdftotext failed"; echo "book_example: 0 passed, 1 failed"; exit 1; }
# from the first "#include <stdio.h>" followed by "#include <cube.h>" to the
# closing brace after "return 0;"
awk '!s && prev == "#include <stdio.h>" && $0 == "#include <cube.h>" { s = 1; print prev }
  s { print } s && /return 0;/ { r = 1 } r && /^}$/ { exit } { prev = $0 }' \
  "$W/book.txt" | sed "s/\xe2\x80\x99/'/g; s/\xe2\x80\x98/\`/g" >"$W/example.c"
if cc -std=c11 -Wall -Werror -I. -o "$W/example" "$W/example.c" "$build/libcube.a" -lm -pthread 2>"$W/cc.log" &&
   [ "$("$W/example")" = "$("$build/cube" solve "R U R' U' F2")" ]; then
  echo "book_example: 1 passed, 0 failed"
else
  echo "book_example: the example as printed does not compile or run:"; cat "$W/example.c" "$W/cc.log"
  echo "book_example: 0 passed, 1 failed"; exit 1
fi
