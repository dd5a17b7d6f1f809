#!/bin/sh
# The book's measured figures, written from the run files: prints the TeX
# that make puts in build/book/figures.tex (read by tex/bookmac.tex).
#   sh tests/figures_tex.sh [runs/NAME.run ...]   (default: runs/*.run)
#   sh tests/figures_tex.sh --self-test   (make lint: the checks refuse what they must)
# The format of a run file is that of runs/README. For each file F.run:
#   \figName             each body key figName (the book's shared figures)
#   \run{F}{key}         the value of any body key
#   \runrow{F}{key}      its words joined by & (the cells of a table's row)
#   \runmachine{F}, \runcommand{F}, \rundate{F}  from its header
# and for each machine named by a header, \machine{NAME}: "an Intel Xeon of
# 2 cores with 24 GB of memory, a virtual machine". Exit status 1, with
# "FILE:LINE: what" on standard error, for a file that breaks the format, a
# figure defined twice, or a machine described two ways.
# --self-test: the checks above must refuse what they are for (make lint).
if [ "$1" = --self-test ]; then
  T=$(mktemp -d); trap 'rm -rf "$T"' EXIT; me=$0; fails=0
  head='machine: m1
processor: Intel Xeon
cores: 2
memory: 24 GB
date: 2026-11-28
command: sh tests/bench.sh "a b"'
  printf '%s\n\nfigA 1.5 s\nrow.1 1,167 0.20 x_y\n' "$head" >"$T/good.run"
  expect() { # $1 = 0 (accepted) or 1 (refused), $2 = what, then the files
    want=$1; what=$2; shift 2
    if sh "$me" "$@" >"$T/out" 2>"$T/err"; then got=0; else got=1; fi
    if [ "$got" != "$want" ]; then echo "figures_tex: self-test: $what: exit $got"; cat "$T/err"; fails=1; fi
  }
  expect 0 "a good run file" "$T/good.run"
  grep -qx '\\def\\figA{1.5\\thinspace s}' "$T/out" || { echo "figures_tex: self-test: no definition of figA"; fails=1; }
  grep -q 'runrow:good:row.1\\endcsname{1,167&0.20&x{\\char"5F}y}' "$T/out" || { echo "figures_tex: self-test: no row"; fails=1; }
  grep -q 'an Intel Xeon of 2 cores with 24\\thinspace GB of memory}' "$T/out" || { echo "figures_tex: self-test: no machine"; fails=1; }
  printf '%s\n\nfigA 1.6 s\n' "$head" >"$T/second.run"
  expect 1 "a figure with two values" "$T/good.run" "$T/second.run"
  printf '%s\n\nfigB 1\nfigB 2\n' "$head" >"$T/twice.run"
  expect 1 "a key twice in one file" "$T/twice.run"
  printf '%s\n\nfigC 1\n' "$(printf '%s\n' "$head" | sed /^date:/d)" >"$T/nodate.run"
  expect 1 "no date" "$T/nodate.run"
  printf '%s\n\nfigD 1\n' "$(printf '%s\n' "$head" | sed 's/^cores: 2/cores: 4/')" >"$T/other.run"
  expect 1 "a machine described two ways" "$T/good.run" "$T/other.run"
  printf '%s\n\nfigE\n' "$head" >"$T/novalue.run"
  expect 1 "a key with no value" "$T/novalue.run"
  printf '%s\n' "$head" >"$T/nobody.run"
  expect 1 "no body" "$T/nobody.run"
  [ $fails -eq 0 ] && echo "figures_tex: self-test passed"
  exit $fails
fi
[ $# -gt 0 ] || set -- runs/*.run
for f in "$@"; do [ -f "$f" ] || { echo "figures_tex: $f: no such run file" >&2; exit 1; }; done
awk '
function ferr(m) { printf "%s: %s\n", fname, m >"/dev/stderr"; bad = 1 }
function err(m) { printf "%s:%d: %s\n", FILENAME, FNR, m >"/dev/stderr"; bad = 1 }
# TeX text of a value: the characters special to TeX by their codes, and
# (when thin) the spaces thin, between a figure and its unit
function tex(s, thin,   out, i, c, p) {
  out = ""
  for (i = 1; i <= length(s); i++) {
    c = substr(s, i, 1); p = index("\\{}$&#^_%~", c)
    if (p) out = out sprintf("{\\char\"%02X}", ord[c])
    else if (c == " " && thin) out = out "\\thinspace "
    else out = out c
  }
  return out
}
function cs(name, body) { printf "\\expandafter\\def\\csname %s\\endcsname{%s}\n", name, body }
function finish(   k, need, n) {
  if (file == "") return
  n = split("machine processor cores memory date command", need, " ")
  for (k = 1; k <= n; k++) if (!((file, need[k]) in head))
    ferr("no header field \"" need[k] ":\"")
  if (!body) ferr("no body (a blank line, then \"key value\" lines)")
  m = head[file, "machine"]
  d = head[file, "processor"] "|" head[file, "cores"] "|" head[file, "memory"] "|" head[file, "system"]
  if (m in mdesc && mdesc[m] != d)
    ferr("machine " m " described otherwise than in " mfile[m])
  else if (!(m in mdesc)) { mdesc[m] = d; mfile[m] = fname; morder[++nm] = m; mfirst[m] = file }
  cs("runmachine:" file, "\\machine{" m "}")
  cs("runcommand:" file, "{\\tt " tex(head[file, "command"], 0) "}")
  cs("rundate:" file, head[file, "date"])
}
BEGIN {
  for (i = 32; i < 127; i++) ord[sprintf("%c", i)] = i
  print "% Written by tests/figures_tex.sh from the run files (runs/*.run); do not edit."
  print "% Each figure is the value of one key of one run file: runs/README."
}
FNR == 1 { finish(); fname = FILENAME; file = FILENAME; sub(/^.*\//, "", file); sub(/\.run$/, "", file)
  if (file !~ /^[A-Za-z0-9-]+$/) err("a run file is named with letters, digits and -, then .run")
  inhead = 1; body = 0 }
/^#/ { next }
inhead && /^[ \t]*$/ { inhead = 0; next }
inhead {
  if (!match($0, /^[a-z]+: /)) { err("a header line is \"field: value\""); next }
  k = substr($0, 1, RLENGTH - 2); v = substr($0, RLENGTH + 1)
  if ((file, k) in head) err("header field " k " given twice")
  head[file, k] = v
  if (k == "machine" && v !~ /^[A-Za-z0-9-]+$/) err("a machine is named with letters, digits and -")
  if (k == "date" && v !~ /^[0-9][0-9][0-9][0-9]-[01][0-9]-[0-3][0-9]/) err("the date is YYYY-MM-DD")
  next }
/^[ \t]*$/ { next }
{
  if (!match($0, /^[A-Za-z0-9.-]+[ \t]+/)) { err("a body line is \"key value\""); next }
  k = $1; v = substr($0, RLENGTH + 1); sub(/[ \t]+$/, "", v); body++
  if ((file, k) in seen) { err("key " k " given twice in this file"); next }
  seen[file, k] = 1
  if (k ~ /^fig[A-Z][A-Za-z]*$/) {
    if (k in figfile) { err("\\" k " has a second value here; its first is in " figfile[k]); next }
    figfile[k] = FILENAME ":" FNR
    printf "\\def\\%s{%s}\n", k, tex(v, 1)
    next
  }
  cs("run:" file ":" k, tex(v, 1))
  n = split(v, w, /[ \t]+/); r = tex(w[1], 0)
  for (i = 2; i <= n; i++) r = r "&" tex(w[i], 0)
  cs("runrow:" file ":" k, r)
}
END {
  finish()
  for (i = 1; i <= nm; i++) {
    m = morder[i]; f = mfirst[m]; p = head[f, "processor"]
    a = (p ~ /^[AEIOUaeiou]/) ? "an " : "a "
    s = a tex(p, 0) " of " tex(head[f, "cores"], 0) " cores with " tex(head[f, "memory"], 1) " of memory"
    if (head[f, "system"] != "") s = s ", " tex(head[f, "system"], 0)
    cs("machine:" m, s)
  }
  exit bad
}' "$@"
