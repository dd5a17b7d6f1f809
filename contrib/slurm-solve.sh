#!/bin/sh
# A Slurm array job that solves a large file of positions, one shard per task.
#
#   sbatch --array=1-16 contrib/slurm-solve.sh positions.txt results [OPTIONS]
#   contrib/slurm-solve.sh --merge positions.txt results > solutions.txt
#
# Each of the N tasks of the array (numbered from any first index, with any
# step) takes one shard K/N of the input: lines K, K+N, K+2N, ...  It writes
# results/K.out, every line "LINE: ANSWER" (an error is "LINE: # line LINE:
# message", a blank or comment line "LINE: #"), first to results/K.out.tmp,
# renamed when the shard is complete.  OPTIONS go to cube solve as they are
# (--optimal --table h48-6, --max 20, --time 60, ...).
#
# The merge checks that every line of the input has exactly one answer in
# the results, then prints the answers in the order of the input, as one run
# of "cube solve --aligned OPTIONS" would (blank and comment lines empty).
#
# Memory: the two-phase tables need about 1 GB; an optimal family needs its
# size and a little more (cube tables --list); raise --mem to suit.  The
# tables are per machine: run "cube tables --build" (and "cube tables --build
# FAMILY" for --optimal) once on each node, or point CUBE_TABLES at a shared
# directory.  Exit status: that of cube solve when it is 2 or 4 (the shard is
# then left as K.out.tmp); 0 otherwise (bad lines and time limits are answers).
#SBATCH --job-name=cube-solve
#SBATCH --cpus-per-task=2
#SBATCH --mem=2G
#SBATCH --output=%x-%A_%a.log
CUBE=${CUBE:-cube}
if [ "$1" = --merge ]; then
  input=$2; out=${3:-results}
  # lines end as cube reads them: at a line feed, a carriage return or both
  total=$(awk 'BEGIN { RS = "\r\n|\r|\n" } END { print NR }' "$input") || exit 4
  sort -n -s -t: -k1,1 "$out"/*.out | awk -v total="$total" '
    { n = $0; sub(/:.*/, "", n)
      if (n !~ /^[0-9]+$/ || n + 0 != NR) {
        printf "slurm-solve: merge: expected the answer of line %d, found \"%s\"\n", NR, $0 > "/dev/stderr"
        bad = 1; exit 4 }
      sub(/^[0-9]+: ?/, ""); if ($0 == "#") $0 = ""; print }
    END { if (!bad && NR != total) {
            printf "slurm-solve: merge: %d answers for %d lines of input\n", NR, total > "/dev/stderr"
            exit 4 } }'
  exit $?
fi
input=${1:?usage: slurm-solve.sh INPUT [OUTDIR [OPTIONS]]}; out=${2:-results}
[ $# -ge 2 ] && shift 2 || shift $#
: "${SLURM_ARRAY_TASK_ID:?run with sbatch --array=FIRST-LAST}"
first=${SLURM_ARRAY_TASK_MIN:-1}; last=${SLURM_ARRAY_TASK_MAX:-$SLURM_ARRAY_TASK_COUNT}
step=${SLURM_ARRAY_TASK_STEP:-1}
n=$(( (last - first) / step + 1 ))
k=$(( (SLURM_ARRAY_TASK_ID - first) / step + 1 ))
mkdir -p "$out" || exit 4
"$CUBE" solve --threads "${SLURM_CPUS_PER_TASK:-1}" --shard "$k/$n" --line-numbers \
  --aligned "$@" <"$input" >"$out/$k.out.tmp"
rc=$?
case $rc in 0|1|3) mv "$out/$k.out.tmp" "$out/$k.out" || exit 4; exit 0 ;; esac
exit $rc
