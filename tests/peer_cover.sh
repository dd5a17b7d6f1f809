#!/bin/sh
# The published cover of the cube by cosets (Rokicki, Kociemba, Davidson
# and Dethridge: the table bestsol.h of github:rokicki/cube20src) read in
# this program's terms, beside the cover that `cube coset --list --cover`
# makes; never part of the program or of make test.
#
#   CUBE20SRC=DIR sh tests/peer_cover.sh BUILD_DIR
#
# DIR is a checkout of rokicki/cube20src (cubepos.w, kocsymm.w tangled:
# cubepos.cpp, kocsymm.cpp and their headers, as its makefile makes them).
# tests/peer_cover_print.cpp, built from his sources, prints a position of
# each class of his table; tests/peer_cover.c, built from this program's
# first two chapters, counts the classes his cover takes and the cosets of
# this program's list they hold, and checks a million random positions
# with all 48 symmetries; it prints its figures as lines "run: key value"
# for tests/runfile.sh (runs/coset-cover-published.run). Needs a C++
# compiler.
set -e
build=${1:?usage: CUBE20SRC=DIR sh tests/peer_cover.sh BUILD_DIR}
src=${CUBE20SRC:?CUBE20SRC names no checkout of rokicki/cube20src}
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
c++ -O2 -DHALF -I "$src" -o "$W/print" tests/peer_cover_print.cpp "$src/cubepos.cpp" "$src/kocsymm.cpp"
cc -std=c11 -O2 -pthread -D_POSIX_C_SOURCE=200809L -I . -o "$W/check" tests/peer_cover.c \
  "$build/cubepos.o" "$build/kocsymm.o" -lm
"$W/print" | "$W/check"
echo "run: # the cosets of this program's cover (cube coset --list --cover --count)"
echo "run: ours.cosets $("$build/cube" coset --list --cover --count 2>/dev/null)"
