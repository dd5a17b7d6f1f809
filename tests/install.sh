#!/bin/sh
# make install into a temporary DESTDIR, then use the installed copy as a
# user would: the example program built with pkg-config, the Python module,
# the manual page; a batch sharded with GNU parallel equals a single run;
# make uninstall leaves nothing behind. Ends with "install: P passed, F failed".
# usage: tests/install.sh BUILD_DIR  (CUBE_TABLES names the table cache)
build=$1
passed=0; failed=0
ok() { passed=$((passed + 1)); }
fail() { echo "tests/install.sh: $*"; failed=$((failed + 1)); }
dest=$(mktemp -d); prefix=/opt/cube-test
trap 'rm -rf "$dest"' EXIT
if make -s B="$build" install DESTDIR="$dest" PREFIX=$prefix >"$dest.log" 2>&1; then ok
else cat "$dest.log"; fail "make install failed"; fi
rm -f "$dest.log"
root=$dest$prefix
for f in bin/cube lib/libcube.a lib/libcube.so.0 lib/libcube.so include/cube.h \
         lib/pkgconfig/cube.pc share/man/man1/cube.1; do
  [ -e "$root/$f" ] || fail "make install did not install $f"
done
# the example, compiled against the installed header and library through pkg-config
if command -v pkg-config >/dev/null; then
  flags=$(PKG_CONFIG_PATH=$root/lib/pkgconfig PKG_CONFIG_SYSROOT_DIR=$dest pkg-config --cflags --libs cube)
  if cc -o "$dest/example" tests/example_libcube.c $flags && \
     LD_LIBRARY_PATH=$root/lib "$dest/example" --quick; then ok
  else fail "the example does not build or run against the installed library ($flags)"; fi
  if ldd "$dest/example" | grep -q "libcube.so.0 => $root/lib" || \
     LD_LIBRARY_PATH=$root/lib ldd "$dest/example" | grep -q "libcube.so.0 => $root/lib"; then ok
  else fail "the example is not linked with the shared library"; fi
else echo "install: pkg-config missing; the example was not built"; fi
# the installed header documents each call, and the manual of section 3 lists them
if grep -q '^/\* libcube_solve: ' "$root/include/cube.h" && grep -q '"[0-9]' "$root/include/cube.h" &&
   grep -q 'libcube_step' "$root/share/man/man3/cube.3"; then ok
else fail "the installed cube.h has no comment for libcube_solve, or cube.3 is missing"; fi
# the installed header is clean: no #line directives, no section markers
if grep -q '^#line\|/\*:*[0-9][0-9]*:*\*/' "$root/include/cube.h"; then
  fail "the installed cube.h holds #line directives or section markers"
else ok; fi
# the shared library exports the public API only, and a program that
# defines every other global name of the library (as functions that abort)
# still gets the library's own routines
others=$(nm -D --defined-only "$root/lib/libcube.so.0" | awk '{print $3}' | grep -v '^libcube_')
if [ -z "$others" ] && nm -D --defined-only "$root/lib/libcube.so.0" | grep -q ' libcube_init$'
then ok; else fail "libcube.so exports more than libcube_*: $(echo $others | head -c 300)"; fi
# the static library keeps to itself as well: one object, every name but
# libcube_* made local in it
others=$(nm -g --defined-only "$root/lib/libcube.a" | awk 'NF==3 {print $3}' | grep -v '^libcube_')
if [ -z "$others" ] && nm -g --defined-only "$root/lib/libcube.a" | grep -q ' libcube_init$'
then ok; else fail "libcube.a has globals other than libcube_*: $(echo $others | head -c 300)"; fi
# every global name of the chapters' objects (cube_random, prune_goal, ...),
# defined again by the program, as routines that abort: linked with either
# library, the program still gets the library's own routines
for o in "$build"/*.o; do [ "$(basename "$o")" = cube.o ] || nm -g --defined-only "$o"; done |
  awk 'NF==3 {print $3}' | grep -v '^libcube_' | sort -u |
  awk '{print "void " $1 "(void) { abort(); }"}' >"$dest/clash.c"
if [ "$(wc -l <"$dest/clash.c")" -gt 200 ] && grep -q '^void cube_init(void)' "$dest/clash.c" && \
   grep -q '^void cube_random(void)' "$dest/clash.c" && grep -q '^void prune_goal(void)' "$dest/clash.c" && \
   cc -w -include stdlib.h -o "$dest/clash" tests/example_libcube.c "$dest/clash.c" \
     -I"$root/include" -L"$root/lib" -lcube && \
   LD_LIBRARY_PATH=$root/lib "$dest/clash" --quick >"$dest/clash.log" 2>&1; then ok
else cat "$dest/clash.log" 2>/dev/null; fail "a program that defines the library's internal names breaks it"; fi
if cc -w -include stdlib.h -o "$dest/clash" tests/example_libcube.c "$dest/clash.c" \
     -I"$root/include" "$root/lib/libcube.a" -lm -pthread && \
   "$dest/clash" --quick >"$dest/clash.log" 2>&1; then ok
else cat "$dest/clash.log" 2>/dev/null
  fail "a program linked with libcube.a that defines the library's internal names breaks it"; fi
rm -f "$dest/clash" "$dest/clash.c" "$dest/clash.log"
# the Python package, installed under the prefix (make install writes the
# library's directory into it; under DESTDIR, CUBE_LIBRARY names it)
py=$(ls -d "$root"/lib/python3*/site-packages/cube 2>/dev/null | head -1)
if command -v python3 >/dev/null; then
  grep -q "^    for path in .*\"$prefix/lib/libcube.so.0\"" "$py/__init__.py" && ok || \
    fail "make install did not write the library's directory into the package"
  out=$(cd / && CUBE_LIBRARY=$root/lib/libcube.so.0 PYTHONPATH=$(dirname "$py") \
    python3 -c 'import cube; print(cube.__file__.startswith("'"$py"'"), cube.solve_pocket("R U"))')
  if [ "$out" = "True U' R'" ]; then ok; else fail "python: the installed package printed '$out'"; fi
fi
# the book is installed (made if it was not), when TeX and CWEB are here
if command -v pdftex >/dev/null && command -v cweave >/dev/null; then
  if [ -s "$root/share/doc/cube/cube.pdf" ]; then ok; else fail "make install did not install the book"; fi
fi
# with PREFIX=/usr/local, the package goes where Debian's python3 looks
# (/usr/local/lib/python3.X/dist-packages, on its sys.path)
deb=/usr/bin/python3
if [ -x "$deb" ]; then
  dest2=$(mktemp -d)
  make -s B="$build" install DESTDIR="$dest2" PREFIX=/usr/local PYTHON=$deb >/dev/null 2>&1
  where=$(ls -d "$dest2"/usr/local/lib/python3*/*-packages/cube 2>/dev/null | head -1)
  if [ -n "$where" ] && $deb -c 'import sys; sys.exit("'"${where#$dest2}"'".rsplit("/",1)[0] not in sys.path)'
  then ok; else fail "make install PREFIX=/usr/local: the package is at '$where', not on $deb's path"; fi
  rm -rf "$dest2"
fi
# the manual page is the program's own help
if grep -q '^\.SH "cube solve"' "$root/share/man/man1/cube.1" && \
   grep -q 'stop at the first solution of at most N moves' "$root/share/man/man1/cube.1"; then ok
else fail "cube.1 does not describe cube solve"; fi
# a batch sharded with GNU parallel on two job slots equals a single run
if command -v parallel >/dev/null; then
  single=$(head -40 tests/data/random-states.txt | "$root/bin/cube" solve)
  sharded=$(head -40 tests/data/random-states.txt | \
    parallel --will-cite --pipe -N 7 -k -j 2 "$root/bin/cube" solve)
  if [ "$single" = "$sharded" ] && [ "$(echo "$single" | wc -l)" = 40 ]; then ok
  else fail "parallel --pipe -k differs from a single run"; fi
  both=$(for k in 1 2; do echo $k; done | parallel --will-cite -k -j 2 \
    "head -40 tests/data/random-states.txt | $root/bin/cube solve --shard {}/2 --line-numbers" | \
    sort -n | sed 's/^[0-9]*: //')
  if [ "$single" = "$both" ]; then ok; else fail "--shard 1/2 and 2/2 do not make up the batch"; fi
else echo "install: GNU parallel missing; the recipe was not run"; fi
# pip install . from the checkout, in a fresh virtual environment, offline:
# the in-tree build backend runs make and packs the library into the wheel
if python3 -c 'import ensurepip, venv' 2>/dev/null; then
  venv=$(mktemp -d)
  if python3 -m venv "$venv/env" >"$venv/log" 2>&1 && \
     "$venv/env/bin/pip" install --no-index --no-cache-dir . >>"$venv/log" 2>&1; then
    out=$(cd / && "$venv/env/bin/python" -c 'import cube; print(cube.__version__, cube.solve_pocket("R U"), cube.__file__)')
    case "$out" in "0.2 U' R' $venv/env/"*) ok;; *) fail "pip install . in a venv: '$out'";; esac
    "$venv/env/bin/pip" uninstall -y cube >>"$venv/log" 2>&1
    out=$(cd / && "$venv/env/bin/python" -c 'import cube' 2>&1)
    case "$out" in *ModuleNotFoundError*) ok;; *) fail "pip uninstall cube left it importable";; esac
  else cat "$venv/log"; fail "pip install . in a fresh venv failed"; fi
  # pip install -e .: the package of the checkout, with the library of its build
  if "$venv/env/bin/pip" install --no-index --no-cache-dir -e . >>"$venv/log" 2>&1; then
    out=$(cd / && "$venv/env/bin/python" -c 'import cube; print(cube.solve_pocket("R U"), cube.__file__)')
    case "$out" in "U' R' $PWD/python/cube/__init__.py") ok;;
      *) fail "pip install -e . in a venv: '$out'";; esac
  else cat "$venv/log"; fail "pip install -e . in a fresh venv failed"; fi
  rm -rf "$venv"
else echo "install: python3 has no venv module (apt-get install python3-venv); pip install . not tried"; fi
if make -s B="$build" uninstall DESTDIR="$dest" PREFIX=$prefix && \
   [ -z "$(find "$dest" -type f ! -name example)" ]; then ok
else fail "make uninstall left: $(find "$dest" -type f | head -5)"; fi
echo "install: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
