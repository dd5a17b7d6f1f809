#!/bin/sh
# A Slurm array job that solves the list of cosets of Kociemba's subgroup H
# (138,639,780 of them; cube coset --list) within 20 moves, one shard per task.
#   sbatch --array=1-1000 contrib/slurm-coset.sh results
# Task K of N solves the cosets whose number is K-1 modulo N, appending one
# line per coset to results/K.txt as each one ends (flushed to disk); a task
# that is killed or preempted loses at most the coset it was on, and the
# same command run again skips the cosets its file already has (requeue the
# array, or resubmit it). When all tasks are done,
#   cube coset --merge results/*.txt
# checks that every coset of the list is there exactly once and adds up the
# counts of every depth. Each task needs about 3.1 GB of memory; the
# two-phase tables (200 MB) are made once per node in CUBE_TABLES.
# A partial campaign: add --cosets C to both commands (the first C cosets).
#SBATCH --job-name=cube-coset
#SBATCH --cpus-per-task=2
#SBATCH --mem=3500M
#SBATCH --requeue
#SBATCH --output=%x-%A_%a.log
set -e
out=${1:-results}
mkdir -p "$out"
n=${SLURM_ARRAY_TASK_COUNT:?run with sbatch --array=1-N}
k=${SLURM_ARRAY_TASK_ID:?run with sbatch --array=1-N}
cube coset --max 20 --threads "${SLURM_CPUS_PER_TASK:-1}" --shard "$k/$n" \
  --results "$out/$k.txt"
