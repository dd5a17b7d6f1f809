#!/bin/sh
# Print README.md with its table of chapters made from the book's list (the
# "@i NAME.w" lines of tex/book.w) and each chapter's line
# "@q README: what it holds @>". make readme writes it; make lint fails if
# README.md differs. The table's rows of other files (tex/book.w, tests/)
# stay as they are, after the chapters'.
# usage: tests/readme.sh [README.md]
readme=${1:-README.md}
rows=$(for c in $(sed -n 's/^@i \([A-Za-z0-9_]*\)\.w[ 	]*$/\1/p' tex/book.w); do
  s=$(sed -n 's/^@q README: \(.*\) @>$/\1/p' "$c.w" | head -n 1)
  [ -n "$s" ] || s="(no line \"@q README: ... @>\" in $c.w)"
  printf '| `%s.w` | %s |\n' "$c" "$s"
done)
awk -v rows="$rows" '
  /^\| file \| what it holds \|$/ { print; head = 1; next }
  head == 1 && /^\|---/ { print; print rows; head = 2; next }
  head == 2 && /^\| `[A-Za-z0-9_]*\.w` \|/ { next }
  head == 2 && !/^\|/ { head = 3 }
  { print }' "$readme"
