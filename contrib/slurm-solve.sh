#!/bin/sh
# A Slurm array job that solves a large file of positions, one shard per task.
#   sbatch --array=1-16 contrib/slurm-solve.sh positions.txt results
# Each task K of N solves the input lines K, K+N, K+2N, ... and writes
# results/K.out as "LINE: SOLUTION" lines; afterwards
#   sort -n -t: -k1,1 results/*.out | sed 's/^[0-9]*: //' > solutions.txt
# gives the solutions in the order of the input. The tables are per machine:
# run `cube tables --build` (and `cube tables --build huge` for --optimal)
# once on each node, or point CUBE_TABLES at a shared directory.
#SBATCH --job-name=cube-solve
#SBATCH --cpus-per-task=2
#SBATCH --output=%x-%A_%a.log
set -e
input=$1; out=${2:-results}
mkdir -p "$out"
n=${SLURM_ARRAY_TASK_COUNT:?run with sbatch --array=1-N}
k=${SLURM_ARRAY_TASK_ID:?run with sbatch --array=1-N}
cube solve --threads "${SLURM_CPUS_PER_TASK:-1}" --shard "$k/$n" --line-numbers \
  --aligned <"$input" >"$out/$k.out.tmp"
mv "$out/$k.out.tmp" "$out/$k.out"
