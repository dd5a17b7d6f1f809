#!/bin/sh
# Every example of the program's use that the book prints, as it prints
# it: the text is taken from book.pdf with pdftotext (the page, not the
# source), each line "$ cube ..." is run with the program of the build, and
# what it prints (standard output and error, in order) must be the lines
# printed below it in the book, up to the end of the example.
#   sh tests/book_runs.sh BUILD_DIR     (after make book)
# An example is the "$ cube" line (continued on the next line when it ends
# with a backslash, as in a shell) and the lines after it indented as much
# or more (runs of spaces compare as one, since the page's spacing is not
# the terminal's). A session of the server is run too: "$ cube serve ..."
# starts the server on a free port (the book's 8080 stands for it, both
# ways), its first line is compared, and each "$ curl ..." after it is sent
# to that server, its answer compared with the lines printed below it
# joined into one (the page breaks long answers; a continued line's
# indentation is dropped) and with the value of "seconds", which no run
# repeats, left out; the server is stopped at the next "$ cube serve" and
# at the end. Ends with "book_runs: P passed, F failed".
build=$(cd "${1:-build}" && pwd)
if [ ! -f book.pdf ] || ! command -v pdftotext >/dev/null; then
  echo "book_runs: note: book.pdf or pdftotext (poppler-utils) missing; not checked"
  echo "book_runs: 0 passed, 0 failed"; exit 0
fi
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
pdftotext -layout book.pdf "$W/book.txt" || { echo "book_runs: pdftotext failed"; echo "book_runs: 0 passed, 1 failed"; exit 1; }
# the examples, as "CMD<tab>command" and "OUT<tab>line" records, typographic
# quotes made plain, the page's indentation taken off
sed "s/\xe2\x80\x99/'/g; s/\xe2\x80\x98/\`/g; s/\xe2\x88\x92/-/g" "$W/book.txt" | awk '
  function ind(s) { match(s, /^ */); return RLENGTH }
  /^ *\$ (cube|curl) / { i = ind($0); cmd = $0; sub(/^ *\$ /, "", cmd)
    while (cmd ~ /\\ *$/ && (getline nxt) > 0) { sub(/\\ *$/, "", cmd); sub(/^ */, "", nxt); cmd = cmd nxt }
    print "CMD\t" cmd; inex = 1; next }
  inex && ind($0) >= i && $0 !~ /^ *\$ / && $0 ~ /[^ ]/ { print "OUT\t" substr($0, i + 1); next }
  { inex = 0 }' >"$W/examples"
passed=0; failed=0; n=0
srv=""; port=""
stop_server() { [ -n "$srv" ] && kill "$srv" 2>/dev/null && wait "$srv" 2>/dev/null; srv=""; port=""; }
trap 'stop_server; rm -rf "$W"' EXIT
run() { # $1 = the command; expected output in $W/want
  n=$((n + 1))
  case "$1" in
    "cube serve "*) stop_server
      printf '%s --port 0\n' "$1" | sed "s#^cube #exec $build/cube #" >"$W/cmd"
      (cd "$W" && exec sh ./cmd) >"$W/srv" 2>&1 </dev/null &
      srv=$!
      for _ in $(seq 600); do port=$(sed -n 's|.*http://127\.0\.0\.1:\([0-9][0-9]*\)/.*|\1|p' "$W/srv"); [ -n "$port" ] && break; sleep 0.1; done
      head -n 1 "$W/srv" | sed "s|127\.0\.0\.1:$port/|127.0.0.1:8080/|" >"$W/out";;
    curl\ *)
      printf '%s\n' "$1" | sed "s|127\.0\.0\.1:8080/|127.0.0.1:$port/|g; s|^curl |curl -s |" >"$W/cmd"
      { { [ -n "$port" ] && (cd "$W" && timeout 120 sh ./cmd) || echo "(no server)"; } 2>&1 </dev/null \
        | tr -d '\n' | sed 's/"seconds":[0-9.e+-]*/"seconds":S/'; echo; } >"$W/out"
      { sed 's/^ *//' "$W/want" | tr -d '\n' | sed 's/"seconds":[0-9.e+-]*/"seconds":S/'; echo; } >"$W/want1"
      mv "$W/want1" "$W/want";;
    *)
      printf '%s\n' "$1" | sed "s#^cube #$build/cube #" >"$W/cmd"
      (cd "$W" && timeout 120 sh ./cmd) >"$W/out" 2>&1 </dev/null;;
  esac
  # the page's spacing is not the program's: runs of spaces count as one
  sed 's/  */ /g; s/^ //; s/ $//' "$W/out" >"$W/got"
  sed 's/  */ /g; s/^ //; s/ $//' "$W/want" >"$W/want1"; mv "$W/want1" "$W/want"
  if cmp -s "$W/got" "$W/want"; then passed=$((passed + 1))
  else failed=$((failed + 1))
    echo "book_runs: example $n, \$ $1, printed:"; sed 's/^/  /' "$W/got"
    echo "  where the book prints:"; sed 's/^/  /' "$W/want"; fi
}
cmd=""; : >"$W/want"
while IFS="$(printf '\t')" read -r kind text; do
  if [ "$kind" = CMD ]; then
    [ -n "$cmd" ] && run "$cmd"
    cmd=$text; : >"$W/want"
  else printf '%s\n' "$text" >>"$W/want"; fi
done <"$W/examples"
[ -n "$cmd" ] && run "$cmd"
stop_server
[ "$passed" -gt 0 ] || { echo "book_runs: no example found in book.pdf"; failed=$((failed + 1)); }
echo "book_runs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
