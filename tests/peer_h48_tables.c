/* Tronto's H48 tables (nissy-core's h48hK files), made with this
   program's generator of minima (h48.w, "Another numbering of the
   entries") instead of nissy-core's own, which would take some 55
   processor-hours for h48h8 on a machine of two cores. Used by
   tests/bench_optimal.sh (PEER_TABLES=1); never part of the program.

   usage: peer_h48_tables H FILE [THREADS [PARTS]]  make his table of h_H
          peer_h48_tables H FILE --compare HIS  compare with his generator's
          peer_h48_tables H FILE --check        only learn and check his numbering

   An entry of his table of h_K is, as in ours, the least distance of a
   value of h11 that has a reading in it, within base+2 moves; only the
   numbering differs: his classes of the corners, his representative
   of each class, his numbering of the slices and of the flips, lines of
   254 entries with the least distance of the line in the last four
   bits. So the program learns his numbering from his own code, through
   positions made by the same moves on both sides:
     1. his raw coordinates of the corners and of the slices of every
        value of ours, by a breadth-first search over ours, and his flips
        as a function of our flips and slices;
     2. which of our symmetries is each of his transformations;
     3. for each class of ours, his class and a symmetry w that carries
        our representative to his;
   then checks, on random positions, that the readings this gives are
   exactly those his generator marks (nc_readings), and only then makes
   the table: the entries with base+2 moves, and the least distance of
   each line by five more runs of the generator, numbering the lines. The
   file is written by his code (tests/peer_h48_nissy.c), which also makes
   the two small tables it holds, under FILE.tmp, then renamed.

   From h6 on (or with PARTS > 1) the entries are made in PARTS parts
   (default 16; h48.w, "A build in parts"), each kept in FILE.part when
   made: a run stopped and started again with the same H, FILE and PARTS
   goes on after the last part kept (h48h8 takes hours on two cores).

   With --compare, FILE (made here) is compared with HIS, made by his
   generator: they must differ only in the entries that one value of
   h11 reaches, the value his generator drops (tests/peer_h48_nissy.c says
   how), and there only by what that value gives; the counts are printed.
   Exit status 0, or 1 with a message (or, with --compare, if the files
   differ otherwise).  */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "h48min.h"

typedef struct { unsigned char b[64]; } nc_cube;
void nc_init(void);
void nc_solved(nc_cube *c);
void nc_move(nc_cube *c, int m);
void nc_transform(const nc_cube *c, int t, nc_cube *out);
void nc_raw(const nc_cube *c, uint64_t *cocsep, uint64_t *esep, uint64_t *eo);
void nc_class(const nc_cube *c, uint32_t *cls, int *ttrep);
int nc_readings(const nc_cube *c, uint64_t *out);
uint64_t nc_lines(int h);
int nc_write(const char *path, int h, int base, const unsigned char *table);
long long nc_compare(const char *his, const char *ours, int h, int base);

static coord *cc, *ccs, *cs, *ce;
static int ourmove[18]; /* his move m is our move ourmove[m] */
static uint32_t *cmap, *smap; /* our raw corners and slices to his */
static uint16_t eop[2048], *eom; /* his flips: eop[our flips] ^ eom[our slices] */
static int symof[48]; /* his transformation t is our symmetry symof[t] */
static uint32_t hisclass[H48_NCLASSES];
static uint8_t wsym[H48_NCLASSES];
static uint8_t comp[48][48]; /* reading through v, then w: through comp[v][w] */

static void die(const char *m) { fprintf(stderr, "peer_h48_tables: %s\n", m); exit(1); }

/* his moves are U U2 U3 D .. B3; ours are found by name */
static void map_moves(void)
{
	static const char faces[] = "UDRLFB", *pw[] = { "", "2", "'" };
	for (int m = 0; m < 18; m++) {
		char name[4], err[CUBE_ERRLEN];
		moveseq s;
		snprintf(name, sizeof name, "%c%s", faces[m / 3], pw[m % 3]);
		if (cube_parse_moves(name, &s, err, sizeof err) || s.len != 1) die("move names");
		ourmove[m] = s.mv[0];
	}
}

/* both cubes after the same moves */
static void both_apply(cubepos *p, nc_cube *q, const int *hm, int n)
{
	for (int i = 0; i < n; i++) { cube_move(p, ourmove[hm[i]]); nc_move(q, hm[i]); }
}

/* 1. A breadth-first search over the raw values of coordinate c of ours,
   by his moves (as ours), keeping for each value the move that reached it
   and the value before; replay() then makes the same position on both
   sides from the solved cube. */
typedef struct { const coord *c; uint32_t *par, x0; uint8_t *mv; } bfs;
static void bfs_make(bfs *b, const coord *c)
{
	uint64_t n = c->n, head = 0, tail = 0;
	uint32_t *q = malloc(sizeof(uint32_t) * n);
	cubepos s = cube_solved;
	b->c = c; b->par = malloc(sizeof(uint32_t) * n); b->mv = malloc(n);
	if (!q || !b->par || !b->mv) die("out of memory");
	for (uint64_t i = 0; i < n; i++) b->par[i] = UINT32_MAX;
	b->x0 = (uint32_t)coord_index(c, &s);
	b->par[b->x0] = b->x0; q[tail++] = b->x0;
	while (head < tail) {
		uint32_t x = q[head++];
		for (int m = 0; m < 18; m++) {
			uint32_t y = (uint32_t)coord_move(c, x, ourmove[m]);
			if (b->par[y] != UINT32_MAX) continue;
			b->par[y] = x; b->mv[y] = (uint8_t)m; q[tail++] = y;
		}
	}
	if (tail != n) die("a raw coordinate is not connected");
	free(q);
}
static void replay(const bfs *b, uint32_t x, cubepos *p, nc_cube *h)
{
	int seq[64], len = 0;
	for (uint32_t y = x; y != b->x0; y = b->par[y]) seq[len++] = b->mv[y];
	*p = cube_solved; nc_solved(h);
	for (int k = len - 1; k >= 0; k--) { cube_move(p, ourmove[seq[k]]); nc_move(h, seq[k]); }
	if (coord_index(b->c, p) != x) die("the search over a raw coordinate");
}
static void bfs_free(bfs *b) { free(b->par); free(b->mv); }

/* his raw coordinate (which = 0, 1: corners, slices) of every raw value
   of ours */
static uint32_t *raw_map(const coord *c, int which)
{
	bfs b;
	uint32_t *out = malloc(sizeof(uint32_t) * c->n);
	if (!out) die("out of memory");
	bfs_make(&b, c);
	for (uint64_t i = 0; i < c->n; i++) {
		cubepos p;
		nc_cube h;
		uint64_t r[3];
		replay(&b, (uint32_t)i, &p, &h);
		nc_raw(&h, &r[0], &r[1], &r[2]);
		out[i] = (uint32_t)r[which];
	}
	bfs_free(&b);
	return out;
}

static void random_both(cube_rng *r, cubepos *p, nc_cube *q)
{
	int hm[60];
	for (int i = 0; i < 60; i++) hm[i] = (int)cube_rng_below(r, 18);
	*p = cube_solved; nc_solved(q);
	both_apply(p, q, hm, 60);
}

static int same_raw(const cubepos *p, const nc_cube *q)
{
	uint64_t a, b, e;
	nc_raw(q, &a, &b, &e);
	return cmap[coord_index(ccs, p)] == a && smap[coord_index(cs, p)] == b
	    && (eop[coord_index(ce, p)] ^ eom[coord_index(cs, p)]) == e;
}

/* 1, the flips. His flips follow another convention: the flip of his
   slot j (his bit j-1; his slot 0 is left out) is ours of some slot i,
   changed by an amount that depends on which edge is there. Both are
   found on random positions; the amount must depend only on the edge's
   slice, which our slices give, so that his flips are
   eop[our flips] ^ eom[our slices] (same_raw and check_readings test it). */
static int flip12(uint32_t e, int i)
{
	return i < 11 ? (int)(e >> i & 1) : __builtin_parity(e);
}
static void map_flips(void)
{
	enum { N = 4000 };
	static cubepos p[N];
	static uint64_t his[N];
	cube_rng r;
	cube_rng_seed(&r, 2048);
	for (int k = 0; k < N; k++) {
		nc_cube q;
		uint64_t a, b;
		random_both(&r, &p[k], &q);
		nc_raw(&q, &a, &b, &his[k]);
	}
	int slot[11];
	int8_t x[11][12];
	for (int j = 0; j < 11; j++) {
		slot[j] = -1;
		for (int i = 0; i < 12 && slot[j] < 0; i++) {
			int ok = 1;
			memset(x[j], -1, 12);
			for (int k = 0; k < N && ok; k++) {
				int f = flip12((uint32_t)coord_index(ce, &p[k]), i) ^ (int)(his[k] >> j & 1);
				int cub = edge_perm(p[k].e[i]);
				if (x[j][cub] < 0) x[j][cub] = (int8_t)f;
				else if (x[j][cub] != f) ok = 0;
			}
			if (ok) slot[j] = i;
		}
		if (slot[j] < 0) die("no slot of ours for a slot of his");
	}
	for (uint32_t e = 0; e < 2048; e++) {
		uint16_t v = 0;
		for (int j = 0; j < 11; j++) v |= (uint16_t)(flip12(e, slot[j]) << j);
		eop[e] = v;
	}
	eom = malloc(sizeof(uint16_t) * H48_NSEP);
	if (!eom) die("out of memory");
	for (uint32_t s = 0; s < H48_NSEP; s++) {
		cubepos c = cube_solved;
		coord_to_cube(cs, s, &c);
		if (coord_index(cs, &c) != s) die("the slices of a cube");
		uint16_t v = 0;
		for (int j = 0; j < 11; j++) {
			int k = x[j][edge_perm(c.e[slot[j]])];
			if (k < 0) die("an edge never seen in a slot");
			v |= (uint16_t)(k << j);
		}
		eom[s] = v;
	}
}

/* 2. his transformations as our symmetries; and the composition of two
   readings, found on the slices and flips. */
static void map_syms(void)
{
	cube_rng r;
	cube_rng_seed(&r, 48);
	cubepos p[8], x;
	nc_cube q[8], y;
	for (int i = 0; i < 8; i++) {
		random_both(&r, &p[i], &q[i]);
		if (!same_raw(&p[i], &q[i])) die("his raw coordinates are no function of ours");
	}
	for (int t = 0; t < 48; t++) {
		int found = -1;
		for (int g = 0; g < 48; g++) {
			int ok = 1;
			for (int i = 0; i < 8 && ok; i++) {
				cube_conj(&p[i], g, &x); nc_transform(&q[i], t, &y);
				ok = same_raw(&x, &y);
			}
			if (ok) { if (found >= 0) die("two symmetries for one transformation"); found = g; }
		}
		if (found < 0) die("a transformation of his is no symmetry of ours");
		symof[t] = found;
	}
	const uint32_t *st = cs->trans_table, *et = ce->trans_table;
	int sn = cs->ntrans, en = ce->ntrans;
	for (int v = 0; v < 48; v++)
		for (int w = 0; w < 48; w++) {
			int c1 = 1, c2 = 1;
			for (int i = 0; i < 64; i++) {
				uint32_t s = (uint32_t)cube_rng_below(&r, H48_NSEP), e = (uint32_t)cube_rng_below(&r, H48_NEO);
				uint32_t s2 = st[st[s * sn + v] * sn + w], e2 = et[et[e * en + v] * en + w];
				if (st[s * sn + cube_sym_mul[v][w]] != s2 || et[e * en + cube_sym_mul[v][w]] != e2) c1 = 0;
				if (st[s * sn + cube_sym_mul[w][v]] != s2 || et[e * en + cube_sym_mul[w][v]] != e2) c2 = 0;
			}
			if (!c1 && !c2) die("no composition of symmetries fits");
			comp[v][w] = c1 ? cube_sym_mul[v][w] : cube_sym_mul[w][v];
		}
}

/* 3. for each class of ours, his class and w */
static void map_classes(void)
{
	bfs b;
	bfs_make(&b, ccs);
	for (uint32_t c = 0; c < H48_NCLASSES; c++) {
		uint32_t k = cc->rep[c];
		cubepos p;
		nc_cube h;
		replay(&b, k, &p, &h);
		uint32_t kc = cc->classof[k];
		if ((kc & COORD_CLASSMASK) != c) die("a representative's class");
		int v = (int)(kc >> COORD_SYMSHIFT), T;
		nc_class(&h, &hisclass[c], &T);
		int G = symof[T], found = -1;
		/* w: reading through v then w is reading through G */
		for (int w = 0; w < 48 && found < 0; w++) {
			if (comp[v][w] != G) continue;
			found = w;
		}
		if (found < 0) die("no symmetry from our representative to his");
		wsym[c] = (uint8_t)found;
	}
	bfs_free(&b);
}

typedef struct {
	int h, lines;
	const char *keep; /* FILE.part, where the parts made are kept */
	int parts;
	size_t bytes; /* of the codes */
} numctx;
/* The numbering, called for every mark: his index of our reading through
   sym of the value (c, sm, em), or of its line. The slices are read
   through our own table of their readings, whose row the generator has
   prefetched whole for the value it marks (a table of our slices read
   through each symmetry, 6.7 MB, would miss the cache at every mark,
   half the time of the build), then mapped to his slices and their part
   of his flips by a table of 139 KB; the part of his flips that our flips
   give is read from a table folded by the symmetry (197 KB). */
static const uint32_t *st_our; /* [s*48+x]: our slices s read through x */
static uint32_t *s_his; /* [s]: his slices << 11 | eom, of our slices s */
static uint16_t *et_his; /* [e*48+x]: eop of e read through x */
static uint64_t cbase[H48_NCLASSES]; /* his class times the number of slices */
static void number_maps(void)
{
	const uint32_t *et = ce->trans_table;
	if (cs->ntrans != 48 || ce->ntrans != 48) die("the readings of the slices and flips");
	st_our = cs->trans_table;
	s_his = malloc(sizeof(uint32_t) * H48_NSEP);
	et_his = malloc(sizeof(uint16_t) * H48_NEO * 48);
	if (!s_his || !et_his) die("out of memory");
	for (uint32_t i = 0; i < H48_NSEP; i++) s_his[i] = smap[i] << 11 | eom[i];
	for (uint32_t i = 0; i < H48_NEO * 48; i++) et_his[i] = eop[et[i]];
	for (int c = 0; c < H48_NCLASSES; c++) cbase[c] = (uint64_t)hisclass[c] * H48_NSEP;
}
static uint64_t his_entry(void *ctx, uint32_t c, uint32_t sm, uint32_t em, int sym)
{
	const numctx *n = ctx;
	uint32_t x = comp[sym][wsym[c]], se = s_his[st_our[sm * 48 + x]];
	uint64_t i = (((cbase[c] + (se >> 11)) << 11) | ((se ^ et_his[em * 48 + x]) & 2047))
	    >> (11 - n->h);
	uint64_t ext = i + 2 * (i / 254);
	return n->lines ? ext / 256 : ext;
}

/* The parts made, kept in FILE.part: a header of 64 bytes naming the
   table, the number of parts and how many are made, then the codes;
   written to FILE.part.tmp and renamed, so that a run killed while
   writing leaves the last whole one. A run that finds it resumes after
   the parts it holds; a file made for another table or another number
   of parts, or of the wrong size, is ignored (and replaced). */
static void keep_header(const numctx *n, int done, char *hd)
{
	memset(hd, ' ', 64);
	int k = snprintf(hd, 64, "peer_h48_tables h%d parts %d made %d bytes %zu", n->h, n->parts,
	    done, n->bytes);
	if (k > 0 && k < 63) hd[k] = ' ';
	hd[63] = '\n';
}
static int keep_saved(void *ctx, int done, const uint8_t *codes)
{
	const numctx *n = ctx;
	char hd[64], tmp[4096];
	snprintf(tmp, sizeof tmp, "%s.tmp", n->keep);
	keep_header(n, done, hd);
	FILE *f = fopen(tmp, "wb");
	if (!f) { perror(tmp); return 1; }
	int bad = fwrite(hd, 1, 64, f) != 64 || fwrite(codes, 1, n->bytes, f) != n->bytes;
	if (fclose(f) != 0 || bad || rename(tmp, n->keep) != 0) {
		perror(tmp);
		remove(tmp);
		return 1;
	}
	fprintf(stderr, "peer_h48_tables: %d of %d parts made, kept in %s\n", done, n->parts,
	    n->keep);
	return 0;
}
static int keep_resume(void *ctx, uint8_t *codes)
{
	const numctx *n = ctx;
	FILE *f = fopen(n->keep, "rb");
	if (!f) return 0;
	char hd[64], want[64];
	int done = -1;
	if (fread(hd, 1, 64, f) == 64
	    && sscanf(hd, "peer_h48_tables h%*d parts %*d made %d", &done) == 1) {
		keep_header(n, done, want);
		if (memcmp(hd, want, 64) != 0) done = -1;
	}
	int ok = done >= 0 && done <= n->parts && fread(codes, 1, n->bytes, f) == n->bytes
	    && fgetc(f) == EOF;
	fclose(f);
	if (!ok) {
		fprintf(stderr, "peer_h48_tables: %s is not the parts of this table; made again\n",
		    n->keep);
		memset(codes, 0xff, n->bytes);
		return 0;
	}
	fprintf(stderr, "peer_h48_tables: resuming after %d of %d parts (%s)\n", done, n->parts,
	    n->keep);
	return done;
}

static int cmp64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* the check: on random positions, our readings numbered his way at h11
   are exactly his generator's */
static void check_one(const cubepos *pp, const nc_cube *qq, int i);
static void check_near(int L, cubepos p, nc_cube q, int last, long *n)
{
	check_one(&p, &q, (int)(*n)++);
	if (L == 0) return;
	for (int m = 0; m < 18; m++) {
		if (last >= 0 && m / 3 == last / 3) continue;
		cubepos p2 = p;
		nc_cube q2 = q;
		cube_move(&p2, ourmove[m]); nc_move(&q2, m);
		check_near(L - 1, p2, q2, m, n);
	}
}
static void check_readings(int npos)
{
	cube_rng r;
	cube_rng_seed(&r, 11);
	cubepos p0 = cube_solved;
	nc_cube q0;
	nc_solved(&q0);
	long n = 0;
	check_near(5, p0, q0, -1, &n);
	printf("readings: the same as his on the %ld sequences of at most 5 moves\n", n);
	for (int i = 0; i < npos; i++) {
		cubepos p;
		nc_cube q;
		random_both(&r, &p, &q);
		check_one(&p, &q, i);
	}
	printf("readings: the same as his on %d random positions\n", npos);
}
static void check_one(const cubepos *p, const nc_cube *q, int i)
{
	numctx n11 = { .h = 11 };
	uint64_t his[64], ours[64];
	int nh = nc_readings(q, his), no = 0, a = 0, b = 0, m = 0;
	uint32_t k = cc->classof[coord_index(ccs, p)], c = k & COORD_CLASSMASK;
	int sym = (int)(k >> COORD_SYMSHIFT);
	uint32_t sm = (uint32_t)coord_index(cs, p), em = (uint32_t)coord_index(ce, p);
	for (uint64_t ss = cc->selfsyms[c]; ss; ss &= ss - 1) {
		uint64_t x = his_entry(&n11, c, sm, em, cube_sym_mul[__builtin_ctzll(ss)][sym]);
		ours[no++] = x - 2 * (x / 256); /* back from his lines */
	}
	qsort(his, (size_t)nh, 8, cmp64); qsort(ours, (size_t)no, 8, cmp64);
	for (int j = 0; j < nh; j++) if (j == 0 || his[j] != his[j - 1]) his[a++] = his[j];
	for (int j = 0; j < no; j++) if (j == 0 || ours[j] != ours[j - 1]) ours[b++] = ours[j];
	m = a != b;
	for (int j = 0; j < a && !m; j++) m = his[j] != ours[j];
	if (m) {
		fprintf(stderr, "position %d: %d readings of his, %d of ours, first %llu %llu\n",
		    i, a, b, (unsigned long long)his[0], (unsigned long long)ours[0]);
		die("the readings differ");
	}
}

int main(int argc, char **argv)
{
	if (argc < 3) die("usage: peer_h48_tables H FILE [THREADS [PARTS]]");
	int h = atoi(argv[1]), threads = argc > 3 ? atoi(argv[3]) : 2;
	if (h < 1 || h > 11) die("H must be 1 to 11");
	int parts = argc > 4 && argv[3][0] != '-' ? atoi(argv[4]) : h >= 6 ? 16 : 1;
	if (parts < 1 || parts > 256) die("PARTS must be 1 to 256");
	static const int bases[12] = { 8, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 10 };
	int base = bases[h], D = base + 2;
	char err[CUBE_ERRLEN];
	h48_init();
	coord_init();
	cc = coord_find("h48cocsep48"); ccs = coord_find("h48cocsep");
	cs = coord_find("h48sep"); ce = coord_find("h48eo");
	if (!cc || !ccs || !cs || !ce) die("the coordinates of h48");
	coord_build(cc); coord_build(ccs); coord_build(cs); coord_build(ce);
	nc_init();
	map_moves();
	cmap = raw_map(ccs, 0); smap = raw_map(cs, 1);
	map_flips();
	map_syms();
	map_classes();
	number_maps();
	check_readings(200000);
	if (argc > 4 && strcmp(argv[3], "--compare") == 0)
		return nc_compare(argv[4], argv[2], h, base) == 0 ? 0 : 1;
	if (argc > 3 && strcmp(argv[3], "--check") == 0) return 0;
	/* the entries */
	char name[32], lname[48], keep[4096];
	snprintf(keep, sizeof keep, "%s.part", argv[2]);
	numctx ne = { .h = h, .keep = keep, .parts = parts,
	    .bytes = (size_t)(nc_lines(h) * 256 + 3) / 4 };
	numctx nl = { .h = h, .lines = 1 };
	snprintf(name, sizeof name, "nissy-core h48h%d", h);
	snprintf(lname, sizeof lname, "the lines of %s", name);
	h48_numbering num = { nc_lines(h) * 256, name, his_entry, &ne, parts,
	    parts > 1 ? keep_resume : NULL, parts > 1 ? keep_saved : NULL };
	uint8_t *tab;
	uint64_t dist[PRUNE_MAXDIST];
	int maxd;
	if (h48_minima_numbered(&num, H48_SHORT, D, MASK_ALL, H48_HBITS, threads, 1, &tab, dist,
	    &maxd, err, sizeof err)) die(err);
	printf("entries: %llu at most %d, %llu at %d, %llu at %d, %llu more (with the unused)\n",
	    (unsigned long long)dist[base], base, (unsigned long long)dist[base + 1], base + 1,
	    (unsigned long long)dist[base + 2], base + 2, (unsigned long long)dist[base + 3]);
	/* the least distance of each line: runs at depths 2, 4, 6, 8, 10 tell
	   it up to 10; from 11 on the entries do */
	uint64_t L = nc_lines(h);
	uint8_t *lmin = malloc(L);
	if (!lmin) die("out of memory");
	memset(lmin, 15, L);
	h48_numbering numl = { .n = L, .name = lname, .entry = his_entry, .ctx = &nl };
	for (int d = 2; d <= 10; d += 2) {
		uint8_t *lt;
		if (h48_minima_numbered(&numl, d < H48_SHORT ? d : H48_SHORT, d, MASK_ALL, H48_HBITS,
		    threads, 0, &lt, dist, &maxd, err, sizeof err)) die(err);
		for (uint64_t l = 0; l < L; l++) {
			int code = lt[l >> 2] >> ((l & 3) << 1) & 3;
			if (code == 3 || lmin[l] != 15) continue;
			if (code == 0 && d > 2) continue; /* told by a shallower run */
			lmin[l] = (uint8_t)(d - 2 + code);
		}
		h48_codes_free(lt, L);
		printf("lines: depth %d done\n", d);
		fflush(stdout);
	}
	for (uint64_t l = 0; l < L; l++) {
		if (lmin[l] == 15) {
			int least = 3;
			for (int j = 0; j < 254; j++) {
				uint64_t x = l * 256 + (uint64_t)j;
				int code = tab[x >> 2] >> ((x & 3) << 1) & 3;
				if (code < least) least = code;
			}
			if (least == 0) die("an entry at most the base in a line whose least is more than 10");
			if (least < 3) lmin[l] = (uint8_t)(base + least);
		}
		uint8_t *b = tab + l * 64 + 63;
		*b = (uint8_t)((*b & 15) | lmin[l] << 4);
	}
	free(lmin);
	if (nc_write(argv[2], h, base, tab)) die("could not write the file");
	if (parts > 1) remove(keep);
	h48_codes_free(tab, num.n);
	printf("wrote %s\n", argv[2]);
	return 0;
}
