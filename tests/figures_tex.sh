#!/bin/sh
# The book's measured figures, written from the run files: prints the TeX
# that make puts in build/book/figures.tex (read by tex/bookmac.tex).
#   sh tests/figures_tex.sh [runs/NAME.run ...]   (default: runs/*.run)
# The format of a run file is that of runs/README. For each file F.run:
#   \figName             each body key figName (the book's shared figures)
#   \run{F}{key}         the value of any body key
#   \runrow{F}{key}      its words joined by & (the cells of a table's row)
#   \runmachine{F}, \runcommand{F}, \rundate{F}  from its header
# and for each machine named by a header, \machine{NAME}: "an Intel Xeon of
# 2 cores with 24 GB of memory, a virtual machine". Exit status 1, with
# "FILE:LINE: what" on standard error, for a file that breaks the format, a
# figure defined twice, or a machine described two ways.
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
