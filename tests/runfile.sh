#!/bin/sh
# Write a run file (the format is that of runs/README) for one benchmark run.
#
#   sh tests/runfile.sh runs/NAME.run COMMAND [ARG...]
#       runs COMMAND, showing its output as it comes, and writes
#       runs/NAME.run: the header of this machine and this run, a blank
#       line, then each line "run: key value" that COMMAND printed on its
#       standard output, without the "run: " (a benchmark prints its
#       figures so). Exit status: COMMAND's; the file is written only when
#       COMMAND succeeds and printed at least one such line (else 1).
#   sh tests/runfile.sh --header COMMAND [ARG...]
#       prints the header alone, for a script that writes the body itself.
#
# The header: MACHINE names the machine (the host name by default); the
# processor is /proc/cpuinfo's first "model name", the cores nproc's count,
# the memory MemTotal of /proc/meminfo in GB, the date today's (UTC), the
# load /proc/loadavg's first three, "system: a virtual machine" where the
# processor has the hypervisor flag; THREADS and NOTE, when set, give the
# fields threads and note.
# the command as a shell would read it back: each argument quoted where it must be
quoted() {
  q=""
  for a in "$@"; do
    case "$a" in
      ''|*[!A-Za-z0-9_./=:,+@%^-]*) a="'$(printf '%s' "$a" | sed "s/'/'\\\\''/g")'";;
    esac
    q="$q${q:+ }$a"
  done
  printf '%s' "$q"
}
header() {
  proc=$(sed -n 's/^model name[ 	]*: *//p' /proc/cpuinfo 2>/dev/null | head -n 1)
  [ -n "$proc" ] || proc=$(uname -m)
  mem=$(awk '/^MemTotal:/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo 2>/dev/null)
  echo "machine: ${MACHINE:-$(hostname 2>/dev/null || uname -n)}"
  echo "processor: $proc"
  echo "cores: $(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN)"
  echo "memory: ${mem:-unknown}"
  if grep -q '^flags.* hypervisor' /proc/cpuinfo 2>/dev/null; then echo "system: a virtual machine"; fi
  echo "date: $(date -u +%Y-%m-%d)"
  echo "command: $(quoted "$@")"
  [ -r /proc/loadavg ] && echo "load: $(cut -d' ' -f1-3 /proc/loadavg)"
  [ -z "$THREADS" ] || echo "threads: $THREADS"
  [ -z "$NOTE" ] || echo "note: $NOTE"
}
case "$1" in
  --header) shift; [ $# -gt 0 ] || { echo "usage: tests/runfile.sh --header COMMAND [ARG...]" >&2; exit 2; }
    header "$@"; exit 0;;
  ''|-*) echo "usage: tests/runfile.sh runs/NAME.run COMMAND [ARG...]" >&2; exit 2;;
esac
file=$1; shift
[ $# -gt 0 ] || { echo "usage: tests/runfile.sh runs/NAME.run COMMAND [ARG...]" >&2; exit 2; }
case "$file" in *.run) ;; *) echo "runfile: $file: the name of a run file ends in .run" >&2; exit 2;; esac
tmp=$file.tmp$$
trap 'rm -f "$tmp" "$tmp.out"' EXIT
header "$@" >"$tmp" || { echo "runfile: cannot write $tmp" >&2; exit 1; }
echo >>"$tmp"
# the command's output shown as it comes, and kept to take the figures from
{ "$@"; echo $? >"$tmp.rc"; } | tee "$tmp.out"
rc=$(cat "$tmp.rc" 2>/dev/null); rm -f "$tmp.rc"
[ "$rc" = 0 ] || { echo "runfile: $(quoted "$@") failed (exit status $rc); $file not written" >&2; exit "${rc:-1}"; }
sed -n 's/^run: \([A-Za-z0-9.-]*  *[^ ].*\)$/\1/p' "$tmp.out" >>"$tmp" || exit 1
if ! grep -q '^run: ' "$tmp.out"; then
  echo "runfile: $(quoted "$@") printed no line \"run: key value\"; $file not written" >&2; exit 1
fi
mv "$tmp" "$file" || { echo "runfile: cannot write $file" >&2; exit 1; }
echo "runfile: wrote $file"
