/* A batch driver for Tronto's nissy-core (libnissy), used by
   tests/bench_step.sh to time its step solvers against `cube step` in one
   process for a whole batch, as `cube step` reads its positions.
   It is written against the public header nissy.h and linked with the
   object nissy.o that nissy-core's ./build.sh makes; it is never part of
   the program.

   usage: peer_nissy_core SOLVER NISSTYPE K TABLEDIR [-s] < positions
     SOLVER    a solver of nissy-core (eofb, drud, htr-drud, drudfin, ...)
     NISSTYPE  normal, inverse, linear (both, each solution on one side)
               mixed (solutions that switch sides once: NISS notation) or
               all (any of these)
     K         1 for one shortest solution, 255 for all shortest (up to 255)
     TABLEDIR  where the solver's table is read, or made and written first
     -s        print the solutions too
   The environment variable PEER_THREADS (default 1) is the number of
   threads nissy_solve is given; with PEER_LOG=1 nissy-core's log (the
   progress of a table's generation among it) goes to standard error.
   Each input line is a move sequence (R, R', R2, R3 and R1 are accepted).
   For each, one line "L N V T": the length of the shortest solution, the
   number of solutions printed by nissy-core (every solution of that length
   that it does not filter out, at most K: its solve routine keeps the
   count in 8 bits), and that number with each solution counted with its
   variants in the direction of the last quarter turns, which nissy-core
   leaves out, as `cube step` does unless given --variants (nissy-core's
   own "lastqt" variations), the seconds nissy_solve took, and the first of the
   statistics nissy_solve returns (for its H48 solver, the nodes
   visited; other solvers may leave it unset); L is -1 with none.  */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "nissy.h"

#define SOLS_SIZE (1U << 20)

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + 1e-9 * t.tv_nsec;
}

static unsigned char *load_table(const char *solver, const char *dir,
    long long *size)
{
	char id[NISSY_SIZE_DATAID], path[4096], tmp[4200];
	unsigned char *buf;
	FILE *f;

	*size = nissy_solverinfo(solver, id);
	if (*size < 0) {
		fprintf(stderr, "peer_nissy_core: unknown solver %s\n", solver);
		exit(2);
	}
	snprintf(path, sizeof path, "%s/%s", dir, id);
	buf = aligned_alloc(64, (*size + 63) / 64 * 64);
	if (buf == NULL) {
		fprintf(stderr, "peer_nissy_core: out of memory\n");
		exit(4);
	}
	if ((f = fopen(path, "rb")) != NULL) {
		if (fread(buf, *size, 1, f) != 1) {
			fprintf(stderr, "peer_nissy_core: cannot read %s\n",
			    path);
			exit(3);
		}
		fclose(f);
		return buf;
	}
	if (nissy_gendata(solver, *size, buf) != *size) {
		fprintf(stderr, "peer_nissy_core: gendata %s failed\n", solver);
		exit(3);
	}
	/* written under another name and renamed, so that a run killed
	   while it writes leaves no table that looks whole */
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	if ((f = fopen(tmp, "wb")) == NULL || fwrite(buf, *size, 1, f) != 1
	    || fclose(f) != 0 || rename(tmp, path) != 0)
		fprintf(stderr, "peer_nissy_core: cannot write %s\n", path);
	return buf;
}

static void log_stderr(const char *s, void *unused)
{
	(void)unused;
	fputs(s, stderr);
}

/* R1 is R and R3 is R' in cube's notation; nissy-core reads R, R2, R3, R' */
static void plain_moves(const char *in, char *out, size_t n)
{
	size_t j = 0;
	char prev = ' ';

	for (; *in && j + 1 < n; prev = *in++)
		if (!(*in == '1' && prev >= 'A' && prev <= 'Z'))
			out[j++] = *in == '\n' ? ' ' : *in;
	out[j] = 0;
}

int main(int argc, char **argv)
{
	char line[4096], moves[4096], cube[NISSY_SIZE_CUBE], *sols, *s, *e;
	char var[1 << 12];
	long long size, n, stats[NISSY_SIZE_SOLVE_STATS] = {0}, len, v, nv;
	double t;
	unsigned flag, k, threads = 1;
	unsigned char *data;
	int show;
	const char *th = getenv("PEER_THREADS");

	if (argc < 5 || (k = (unsigned)atoi(argv[3])) < 1 || k > 255) {
		fprintf(stderr, "usage: peer_nissy_core SOLVER "
		    "normal|inverse|linear|mixed|all K TABLEDIR [-s] < positions\n");
		return 2;
	}
	flag = !strcmp(argv[2], "normal") ? NISSY_NISSFLAG_NORMAL :
	    !strcmp(argv[2], "inverse") ? NISSY_NISSFLAG_INVERSE :
	    !strcmp(argv[2], "linear") ? NISSY_NISSFLAG_LINEAR :
	    !strcmp(argv[2], "mixed") ? NISSY_NISSFLAG_MIXED :
	    !strcmp(argv[2], "all") ? NISSY_NISSFLAG_ALL : 0;
	if (flag == 0) {
		fprintf(stderr, "peer_nissy_core: NISSTYPE %s?\n", argv[2]);
		return 2;
	}
	show = argc > 5 && !strcmp(argv[5], "-s");
	if (th != NULL && (threads = (unsigned)atoi(th)) < 1) {
		fprintf(stderr, "peer_nissy_core: PEER_THREADS %s?\n", th);
		return 2;
	}
	if (getenv("PEER_LOG") != NULL && !strcmp(getenv("PEER_LOG"), "1"))
		nissy_setlogger(log_stderr, NULL);
	data = load_table(argv[1], argv[4], &size);
	if ((sols = malloc(SOLS_SIZE)) == NULL)
		return 4;
	while (fgets(line, sizeof line, stdin) != NULL) {
		plain_moves(line, moves, sizeof moves);
		if (nissy_applymoves(NISSY_SOLVED_CUBE, moves, cube) < 0) {
			fprintf(stderr, "peer_nissy_core: bad moves %s\n", moves);
			return 3;
		}
		t = now();
		n = nissy_solve(cube, argv[1], flag, 0, 20, k, 0, threads,
		    size, data, SOLS_SIZE, sols, stats, NULL, NULL);
		t = now() - t;
		if (n < 0) {
			fprintf(stderr, "peer_nissy_core: solve error %lld on "
			    "%s\n", n, moves);
			printf("-1 0 0 %.6f\n", t);
			continue;
		}
		len = -1;
		nv = 0;
		for (s = sols; n > 0 && *s; s = e + 1) {
			if ((e = strchr(s, '\n')) == NULL)
				break;
			*e = 0;
			if (len < 0)
				len = nissy_countmoves(s);
			v = nissy_variations(s, "lastqt", sizeof var, var);
			nv += v > 0 ? v : 1;
			if (show)
				printf("%s\n", s);
		}
		printf("%lld %lld %lld %.6f %lld\n", len, n, nv, t, stats[0]);
		fflush(stdout);
	}
	free(sols);
	free(data);
	return 0;
}
