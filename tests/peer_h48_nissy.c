/* The half of tests/peer_h48_tables.c that is compiled with Tronto's
   nissy-core: it includes nissy-core's source (src/nissy.c, so that its
   internal routines are at hand) and exports the few things the other half
   needs, under names of its own: his cube and moves, his coordinates of
   H48 and his symmetries, and the writing of a table file in his format
   (the corner data and the fallback table made by his code, the main
   table given). Nothing of nissy-core is copied here; it is never part
   of the program. Compiled with the flags of nissy-core's ./build.sh:
     cc -std=c11 -O2 -pthread -mavx2 -DAVX2 -DTHREADS=$(nproc) \
        -D_POSIX_C_SOURCE=199309L -I $NISSY_CORE/src -c peer_h48_nissy.c  */
#include "nissy.c"
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>

static unsigned char nc_cocsep[COCSEP_FULLSIZE] __attribute__((aligned(64)));
static uint64_t nc_selfsim[COCSEP_CLASSES];
static cube_t nc_crep[COCSEP_CLASSES];
static const uint32_t *nc_data;

void nc_init(void)
{
	gendata_cocsep(nc_cocsep, nc_selfsim, nc_crep);
	nc_data = (const uint32_t *)(nc_cocsep + INFOSIZE);
}

/* A cube travels between the halves as 64 bytes. */
typedef struct { unsigned char b[64]; } nc_cube;
static cube_t get(const nc_cube *c) { cube_t x; memcpy(&x, c->b, sizeof x); return x; }
static void put(nc_cube *c, cube_t x) { memset(c->b, 0, 64); memcpy(c->b, &x, sizeof x); }

void nc_solved(nc_cube *c) { put(c, SOLVED_CUBE); }
/* move m of face "UDRLFB"[m/3], turned (m%3)+1 quarter turns clockwise */
void nc_move(nc_cube *c, int m) { put(c, move(get(c), (uint8_t)m)); }
void nc_transform(const nc_cube *c, int t, nc_cube *out)
{
	put(out, transform(get(c), (uint8_t)t));
}
void nc_raw(const nc_cube *c, uint64_t *cocsep, uint64_t *esep, uint64_t *eo)
{
	cube_t x = get(c);
	*cocsep = coord_cocsep(x); *esep = coord_esep(x); *eo = coord_eo(x);
}
/* his class of the corners and the transformation to its representative */
void nc_class(const nc_cube *c, uint32_t *cls, int *ttrep)
{
	uint32_t d = nc_data[coord_cocsep(get(c))];
	*cls = COCLASS(d); *ttrep = (int)TTREP(d);
}
/* every reading of the position that his generator marks, at h = 11 */
int nc_readings(const nc_cube *c, uint64_t *out)
{
	int n = 0;
	cube_t x = get(c);
	FOREACH_H48SIM(x, nc_data, nc_selfsim,
		out[n++] = coord_h48(x, nc_data, 11);
	)
	return n;
}
uint64_t nc_lines(int h) { return H48_LINES(h); }

/* Write his table file for h with the given base: the main table (two
   bits an entry, in his lines, with the minima of the lines) is given;
   the rest is made by his code. Written to path.tmp, then renamed. */
int nc_write(const char *path, int h, int base, const unsigned char *table)
{
	static unsigned char eoesep[EOESEP_FULLSIZE] __attribute__((aligned(64)));
	unsigned char info[INFOSIZE], cs[COCSEP_FULLSIZE];
	tableinfo_t ci, hi;
	gendata_h48_arg_t arg;
	char tmp[4096];
	FILE *f;
	int ok;

	memcpy(cs, nc_cocsep, sizeof cs);
	if (readtableinfo(sizeof cs, cs, &ci) != NISSY_OK) return -1;
	ci.next = COCSEP_FULLSIZE;
	if (writetableinfo(&ci, sizeof cs, cs) != NISSY_OK) return -1;
	memset(&arg, 0, sizeof arg);
	arg.h = (uint8_t)h; arg.base = (uint8_t)base;
	hi = makeinfo_h48(&arg);
	getdistribution_h48(table, hi.distribution, &hi);
	hi.next = INFOSIZE + H48_TABLESIZE(h);
	memset(info, 0, sizeof info);
	/* (the size it checks is that of the table the info describes) */
	if (writetableinfo(&hi, hi.fullsize, info) != NISSY_OK) return -1;
	gendata_eoesep(eoesep, 20);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	if (!(f = fopen(tmp, "wb"))) { perror(tmp); return -1; }
	ok = fwrite(cs, 1, sizeof cs, f) == sizeof cs
	    && fwrite(info, 1, sizeof info, f) == sizeof info
	    && fwrite(table, 1, H48_TABLESIZE(h), f) == H48_TABLESIZE(h)
	    && fwrite(eoesep, 1, EOESEP_FULLSIZE, f) == EOESEP_FULLSIZE;
	if (fclose(f) != 0) ok = 0;
	if (!ok || rename(tmp, path) != 0) { perror(path); remove(tmp); return -1; }
	printf("distribution of h48h%d: %llu %llu %llu %llu\n", h,
	    (unsigned long long)hi.distribution[0],
	    (unsigned long long)hi.distribution[1],
	    (unsigned long long)hi.distribution[2],
	    (unsigned long long)hi.distribution[3]);
	return 0;
}


/* The comparison with a file his generator made. His generator takes the
   values of h11 of at most 8 moves from its hash table one at a time; the
   loop stops when the index passes the table's end, so a value in the
   very last slot is taken and then dropped: neither marked nor searched
   from. Every entry where the two files differ must be one that this
   value reaches within base+2 moves, lower in ours by exactly what the
   value gives. Prints the counts; returns the number of entries that
   differ otherwise (0 if the files agree but for that value). */
static const unsigned char *map_file(const char *p, size_t *len)
{
	struct stat st;
	int fd = open(p, O_RDONLY);
	void *m;
	if (fd < 0 || fstat(fd, &st) != 0) return NULL;
	m = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	close(fd);
	*len = (size_t)st.st_size;
	return m == MAP_FAILED ? NULL : m;
}
static int code_at(const unsigned char *f, uint64_t i)
{
	uint64_t x = H48_LINE_EXT(i);
	return (f[COCSEP_FULLSIZE + INFOSIZE + H48_INDEX(x)] & H48_MASK(x))
	    >> H48_SHIFT(x);
}
enum { SUBMAX = 1 << 18 };
static uint64_t sub_idx[SUBMAX];
static uint8_t sub_code[SUBMAX];
static int sub_n;
static int sub_find(uint64_t i)
{
	for (int k = 0; k < sub_n; k++) if (sub_idx[k] == i) return k;
	return -1;
}
static void sub_dfs(cube_t c, int depth, int maxd, int h, int base)
{
	cube_t x = c;
	FOREACH_H48SIM(x, nc_data, nc_selfsim,
		uint64_t i = coord_h48(x, nc_data, (uint8_t)h);
		uint8_t code = (uint8_t)(depth <= base ? 0 : depth - base);
		int k = sub_find(i);
		if (k < 0 && sub_n < SUBMAX) { sub_idx[sub_n] = i; sub_code[sub_n++] = code; }
		else if (k >= 0 && code < sub_code[k]) sub_code[k] = code;
	)
	if (depth < maxd)
		for (int m = 0; m < 18; m++)
			sub_dfs(move(c, (uint8_t)m), depth + 1, maxd, h, base);
}
long long nc_compare(const char *his, const char *ours, int h, int base)
{
	size_t la, lb;
	const unsigned char *a = map_file(his, &la), *b = map_file(ours, &lb);
	h48map_t map;
	gendata_h48short_arg_t arg;
	uint64_t last, key, depth, n, differ = 0, other = 0, bytes = 0;

	if (!a || !b || la != lb) { printf("the files cannot be compared\n"); return -1; }
	h48map_create(&map, 10000019, 10000079); /* his generator's */
	arg = (gendata_h48short_arg_t){ .maxdepth = 8, .cocsepdata = nc_data,
	    .crep = nc_crep, .selfsim = nc_selfsim, .map = &map };
	gendata_h48short(&arg);
	last = map.table[map.capacity - 1];
	sub_n = 0;
	if (last != MAP_UNSET) {
		key = last & MAP_KEYMASK; depth = last >> MAP_KEYSHIFT;
		printf("the last slot of his hash table: value %llu of h11, at %llu moves\n",
		    (unsigned long long)key, (unsigned long long)depth);
		if (depth == 8)
			sub_dfs(invcoord_h48(key, nc_crep, 11), 8, base + 2, h, base);
	}
	h48map_destroy(&map);
	n = H48_COORDMAX(h);
	for (uint64_t i = 0; i < n; i++) {
		int x = code_at(a, i), y = code_at(b, i), k;
		if (x == y) continue;
		differ++;
		k = sub_find(i);
		if (k < 0 || x < y || sub_code[k] != y) other++;
	}
	for (size_t i = 0; i < la; i++)
		if (a[i] != b[i]) bytes++;
	printf("h48h%d: %llu entries differ, %llu of them not by that value; "
	    "%llu bytes differ in all (the entries and the distribution in the header)\n",
	    h, (unsigned long long)differ, (unsigned long long)other,
	    (unsigned long long)bytes);
	return (long long)other;
}
