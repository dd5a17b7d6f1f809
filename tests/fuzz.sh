#!/bin/sh
# Build and run the fuzzers (libFuzzer, with Clang) for FUZZ_SECONDS each.
# usage: FUZZ_SECONDS=S tests/fuzz.sh FUZZER...
# Each fuzzer starts from a few seeds written here; a failure prints the
# fuzzer's report (the input that failed is saved as build-fuzz/crash-*).
# Ends with "fuzz: P passed, F failed" (0 and 0 when Clang is missing).
secs=${FUZZ_SECONDS:-60}
if ! command -v clang >/dev/null; then
  echo "fuzz: clang is not installed; the fuzzers were not run"
  echo "fuzz: 0 passed, 0 failed"; exit 0
fi
make -s FUZZ=1 build-fuzz/cube $(for f in "$@"; do echo build-fuzz/fuzz/$f; done) >build-fuzz.log 2>&1 ||
  { cat build-fuzz.log; echo "fuzz: the fuzzers do not build"; echo "fuzz: 0 passed, 1 failed"; exit 1; }
rm -f build-fuzz.log
passed=0; failed=0
for f in "$@"; do
  corpus=build-fuzz/corpus/$f; mkdir -p "$corpus"
  case $f in
  fuzz_parse)
    printf "R U2 F' L3 D1 B" >"$corpus/moves"
    printf "Rw u' M2 E S' x y2 z' (R U R' U')3 R U (F' D)" >"$corpus/notation"
    printf UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB >"$corpus/facelets"
    printf "UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR" >"$corpus/singmaster"
    t=$(mktemp -d)
    CUBE_TABLES=$t ASAN_OPTIONS=detect_leaks=0 build-fuzz/cube tables --stats sliceperm >/dev/null 2>&1
    { printf '\377'; cat "$t"/sliceperm-*.tbl; } >"$corpus/table"
    rm -rf "$t";;
  fuzz_serve)
    printf 'GET /api/scramble?seed=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' >"$corpus/get"
    printf 'POST /api/solve HTTP/1.1\r\nContent-Length: 27\r\n\r\nposition=R+U%%27&method=step' >"$corpus/post";;
  fuzz_batch)
    printf '\003R U\n# c\n\nR\000U\nF\rB\r\nxyz\n' >"$corpus/mixed"
    printf '\000R\n' >"$corpus/plain";;
  fuzz_pocket)
    printf "R U F' R2" >"$corpus/moves"
    printf UUUURRRRFFFFDDDDLLLLBBBB >"$corpus/facelets";;
  esac
  if (cd build-fuzz && ASAN_OPTIONS=detect_leaks=0 ./fuzz/$f -max_total_time="$secs" \
        -timeout=10 -rss_limit_mb=4096 "corpus/$f" >"$f.log" 2>&1); then
    echo "$f: $(grep -o 'Done [0-9]* runs' "build-fuzz/$f.log" | tail -1) in $secs s, no failure"
    passed=$((passed + 1))
  else
    tail -30 "build-fuzz/$f.log"; echo "$f: FAILED"; failed=$((failed + 1))
  fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
