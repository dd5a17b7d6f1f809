#!/bin/sh
# A Slurm array job that solves the list of cosets of Kociemba's subgroup H
# (138,639,780 of them; cube coset --list) within 20 moves, one shard per task.
#
#   sbatch --array=1-1000 contrib/slurm-coset.sh results [OPTIONS]
#   cube coset --merge results/*.txt
#
# Each of the N tasks of the array (numbered from any first index, with any
# step) solves shard K/N, the cosets whose number is K-1 modulo N, appending
# one line per coset to results/K.txt as each one ends (flushed to disk); the
# directory results is made if it is missing. A task that is killed or
# preempted loses at most the coset it was on, and the same command run
# again skips the cosets its file already has (requeue the array, or
# resubmit it). OPTIONS go to cube coset after --max 20, as they are: a
# partial campaign adds --cosets C (the first C cosets) here and to the
# merge; --max M another bound. The merge checks that every coset of the
# list is there exactly once and adds up the counts of every depth.
#
# Each task needs about 3.1 GB of memory; the two-phase tables (200 MB) are
# made once per node in CUBE_TABLES (else ~/.cache/cube). CUBE names the
# program (default: cube, on the PATH). Exit status: that of cube coset.
#SBATCH --job-name=cube-coset
#SBATCH --cpus-per-task=2
#SBATCH --mem=3500M
#SBATCH --requeue
#SBATCH --output=%x-%A_%a.log
CUBE=${CUBE:-cube}
out=${1:-results}
[ $# -ge 1 ] && shift
: "${SLURM_ARRAY_TASK_ID:?run with sbatch --array=FIRST-LAST}"
first=${SLURM_ARRAY_TASK_MIN:-1}; last=${SLURM_ARRAY_TASK_MAX:-$SLURM_ARRAY_TASK_COUNT}
step=${SLURM_ARRAY_TASK_STEP:-1}
n=$(( (last - first) / step + 1 ))
k=$(( (SLURM_ARRAY_TASK_ID - first) / step + 1 ))
exec "$CUBE" coset --max 20 --threads "${SLURM_CPUS_PER_TASK:-1}" --shard "$k/$n" \
  --results "$out/$k.txt" "$@"
