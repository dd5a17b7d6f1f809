#!/bin/sh
# make new-chapter NAME=x: start chapter x.w as a copy of the example
# chapter tests/example/slice.w under the new name (its routines, header,
# test programs, sub-command and sections renamed), add "@i x.w" to the
# book's list (tex/book.w) before the library, and remake the README's
# table of chapters. The new chapter builds, passes its tests
# (make check CHAPTERS=x), lints and prints as it is; then rewrite it.
set -e
name=$1
case "$name" in [a-z]*) ;; *) echo "usage: tests/new-chapter.sh NAME (lower case)"; exit 2;; esac
case "$name" in *[!a-z0-9_]*) echo "new-chapter: '$name': letters, digits and _ only"; exit 2;; esac
upper=$(echo "$name" | tr a-z A-Z)
[ ! -e "$name.w" ] || { echo "new-chapter: $name.w exists"; exit 1; }
grep -q '^@i libcube\.w' tex/book.w || { echo "new-chapter: no '@i libcube.w' in tex/book.w"; exit 1; }
sed -e 's/coord_find("slice")/coord_find(@COORD@)/g' -e 's/coordinate \\\.{slice}/@COORDTEXT@/g' \
    -e "s/slice/$name/g" -e "s/SLICE/$upper/g" \
    -e "s/^@\* An example chapter: the middle layer\.$/@* The chapter $name./" \
    -e "s/^@\*1 Testing the middle layer\.$/@*1 Testing $name./" \
    -e "s/the middle layer@>/$name@>/g" -e "s/of the middle layer with/of $name with/g" \
    -e "s/the middle layer's solutions/${name}'s solutions/g" \
    -e "s/^@q README: .*@>$/@q README: $name: what the chapter holds (the README's table shows this line) @>/" \
    -e 's/coord_find(@COORD@)/coord_find("slice")/g' -e 's/@COORDTEXT@/coordinate \\.{slice}/g' \
    tests/example/slice.w >"$name.w.tmp"
# the opening paragraph: the example's is about being an example
awk -v name="$name" '
  NR == 1 { print; print "This chapter begins as a copy of the example chapter of the section"
    print "``Writing a new chapter\x27\x27 of the kit chapter (\\.{make new-chapter}),"
    print "which brings the four middle-layer edges home; say here what it is for."; skip = 1; next }
  skip && /^$/ { skip = 0 }
  skip { next }
  { print }' "$name.w.tmp" >"$name.w"
rm -f "$name.w.tmp"
sed -i "s/^@i libcube\.w/@i $name.w\n@i libcube.w/" tex/book.w
sh tests/readme.sh >README.md.new && mv README.md.new README.md
echo "new-chapter: $name.w made from tests/example/slice.w, and added to tex/book.w before libcube.w"
echo "  then: make check CHAPTERS=$name; make lint CHAPTERS=$name; make book (and make readme"
echo "  after changing its line '@q README: ... @>')"
