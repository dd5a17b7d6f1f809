@* Pruning tables.
A {\it pruning table} (or distance table, or pattern database) gives, for
every value $x$ of a coordinate, the least number of moves that bring some
position with coordinate $x$ to the goal, the value of the solved cube.
It is a lower bound on the distance of every position with that value, and
that is how the searches of the next chapter use it: a branch whose bound
exceeds the moves left is cut off. This chapter makes such tables for any
coordinate of the framework and any set of moves it is well defined under,
stores them compactly, and keeps them in files so that they are computed
once per machine.

The chapter has four parts: how entries are packed (4 bits, or 2 bits
holding the distance modulo~3); how a table is generated, by a
breadth-first search over coordinate values that runs forward from the
goal while the frontier is small and backward once most entries are
known, on several threads; how a table is written to and read from a file,
safely; and the tests, with the published distributions of the two-phase
tables.
@i types.w

@ @(prune.h@>=
#ifndef PRUNE_H
#define PRUNE_H
#include "coord.h"
@<Constants of prune@>@;
@<Types of prune@>@;
@<Inline functions of prune@>@;
@<Declarations of prune@>@;
#endif

@ @c
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <time.h>
#include <unistd.h>
#include <fcntl.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/file.h>
#include "prune.h"
@h
@<Private functions of prune@>@;
@<Functions of prune@>@;

@*1 Packing the entries.
Tables are large: the phase-1 table has 140,908,410 entries. The
distances in it go up to~12, so four bits per entry suffice, 70\thinspace MB.
Two bits suffice too, if the table stores the distance {\it modulo~3}: a
search moves one step at a time, and the distances of neighbours differ by
at most one, so knowing the exact distance $d$ of the current node and the
residue of a neighbour, the neighbour's distance is whichever of $d-1$,
$d$, $d+1$ has that residue. Only the first node needs its exact distance,
and that is found by walking down the table to the goal, each step to a
neighbour whose residue is one less. The price is a little bookkeeping in
the search; the gain is half the memory, and a table that fits better in
the caches. Another two-bit scheme stores the distance above a base
value, with one code for ``at least base${}+3$'', as in nxopt and H48;
it keeps exact values for the most common distances but needs a second
table for the rest. We use the modulo-3 code for the large tables and four
bits for the small ones, where memory does not matter.

In both encodings the largest field value means ``unknown'' while the table
is generated, and ``unreachable'' afterwards: 15 for four bits, 3 for two.
A fresh table is all ones.

@<Constants of prune@>=
enum { PRUNE_NIBBLE = 4, PRUNE_MOD3 = 2 };
enum { PRUNE_MAXDIST = 32 };

@ A table in memory records what it is a table of, its entries, and the
number of entries at each distance. When it was read from a file it also
records the mapping.

@<Types of prune@>=
typedef struct {
  const coord *c; /* the coordinate */
  uint32_t moves; /* the moves used */
  int encoding; /* |PRUNE_NIBBLE| or |PRUNE_MOD3| */
  uint64_t n; /* entries */
  uint8_t *data; /* the packed entries */
  size_t bytes;
  int maxdist; /* largest distance */
  uint64_t dist[PRUNE_MAXDIST]; /* entries at each distance */
  uint64_t unreachable; /* entries that no sequence reaches */
  double seconds; /* time taken to generate */
  void *map; size_t maplen; /* the file mapping, if read from a file */
} prune_table;

@ Reading a field: shift and mask. These are the only routines of the
chapter that a search calls in its inner loop.

@<Inline functions of prune@>=
static inline int prune_field(const prune_table *t,uint64_t x)
{
  if (t->encoding==PRUNE_NIBBLE) return t->data[x>>1]>>((x&1)<<2)&15;
  return t->data[x>>2]>>((x&3)<<1)&3;
}
static inline int prune_nibble(const uint8_t *data,uint64_t x)
{
  return data[x>>1]>>((x&1)<<2)&15;
}
static inline int prune_mod3(const uint8_t *data,uint64_t x)
{
  return data[x>>2]>>((x&3)<<1)&3;
}

@ The unknown value of an encoding, its bytes for $n$ entries, and the
field value that distance $d$ is stored as.

@<Inline functions of prune@>=
static inline int prune_unknown(int encoding) { return encoding==PRUNE_NIBBLE? 15: 3; }
static inline size_t prune_bytes(int encoding,uint64_t n)
{
  return encoding==PRUNE_NIBBLE? (n+1)/2: (n+3)/4;
}
static inline int prune_code(int encoding,int d) { return encoding==PRUNE_NIBBLE? d: d%3; }

@ The exact distance of an entry. With four bits it is the field. With
residues we walk: from an entry at distance $d>0$ some move leads to an
entry at $d-1$, and the only neighbours with residue $(d-1)\mod3$ are at
distance exactly $d-1$; at distance~0 no neighbour has residue $-1\mod3$,
since all neighbours are at distance 0 or~1. So we step to such a neighbour
while there is one, and count the steps. The walk costs at most 18
lookups per step; the search does it once per position. An unreachable
entry gives $-1$.

@<Functions of prune@>=
int prune_distance(const prune_table *t,uint64_t x)
{
  int v=prune_field(t,x),d=0;
  if (v==prune_unknown(t->encoding)) return -1;
  if (t->encoding==PRUNE_NIBBLE) return v;
  for (;;) {
    int m,want=(v+2)%3;
    for (m=0; m<CUBE_NMOVES; m++)
      if ((t->moves>>m&1)) {
        uint64_t y=coord_move(t->c,x,m);
        if (prune_field(t,y)==want) { x=y; v=want; d++; break; }
      }
    if (m==CUBE_NMOVES) return d;
  }
}

@ @<Declarations of prune@>=
int prune_distance(const prune_table *t,uint64_t x);

@*1 Generating a table.
The distances come from a breadth-first search over the coordinate's
values, never over positions. Depth 0 is the goal, the value of the solved
cube. Depth $d$ is filled from depth $d-1$ in one of two ways:

\item{$\bullet$} {\it forward}: scan the table for entries at depth
$d-1$, apply every move to each, and give depth~$d$ to the unknown entries
reached;
\item{$\bullet$} {\it backward}: scan the table for unknown entries, and
give depth~$d$ to each that has a neighbour at depth $d-1$, stopping at the
first such neighbour.

Forward is cheap while the frontier is small; backward is cheap when few
entries are left unknown, because most of them find a neighbour at the first
tries, and the scan skips known entries quickly. We go forward while the
frontier is less than a third of the unknown entries. (With residues,
``depth $d-1$'' means residue $(d-1)\mod3$. In the forward direction this
also rescans depths $d-4$, $d-7$, \dots, whose neighbours are all known,
which wastes a little time and harms nothing; in the backward direction an
unknown entry is at depth at least~$d$, so a neighbour with that residue is
at depth $d-1$ exactly.)

For a symmetric-composite coordinate there is one more step, which
Tronto's page explains: a value $k\cdot n_C+y$ and the values $k\cdot
n_C+s(y)$ for the self-symmetries $s$ of class $k$ describe the same
positions, so they have the same distance; but the move tables reach only
one of them, the one normalized by the symmetry that the table chose. So
whenever an entry gets its depth, its self-symmetric twins get it too.
@^Tronto, Sebastiano@>
@^self-symmetries@>

@<Declarations of prune@>=
int prune_generate(prune_table *t,const coord *c,uint32_t moves,int encoding,
  int threads,int progress,char *err,size_t errlen);

@ The work is split among threads in chunks of $2^{16}$ entries, taken in
turn from a shared counter, so that a thread that finds a cheap chunk
takes the next. Several threads may set entries in one byte at the same
time, so a field is set with an atomic compare-and-swap on its byte, and
only if it is still unknown: the thread that succeeds counts the entry.
The search state shared by the threads is below.

@<Private functions of prune@>=
typedef struct {
  prune_table *t;
  const coord *c;
  int mv[CUBE_NMOVES],nm;
  int depth,forward; /* filling |depth| from |depth-1| */
  uint64_t next_chunk; /* shared counter */
  uint64_t found; /* entries set at this depth */
} gen_state;
enum { CHUNK = 1<<16 };

@ @<Private functions of prune@>=
static int set_if_unknown(prune_table *t,uint64_t x,int code)
{
  int shift,bits=t->encoding,mask=(1<<bits)-1,unknown=mask;
  uint8_t *byte;
  if (bits==PRUNE_NIBBLE) { byte=t->data+(x>>1); shift=(x&1)<<2; }
  else { byte=t->data+(x>>2); shift=(x&3)<<1; }
  uint8_t old=__atomic_load_n(byte,__ATOMIC_RELAXED);
  for (;;) {
    if ((old>>shift&mask)!=unknown) return 0;
    uint8_t nw=(uint8_t)((old&~(mask<<shift))|(code<<shift));
    if (__atomic_compare_exchange_n(byte,&old,nw,1,__ATOMIC_RELAXED,__ATOMIC_RELAXED))
      return 1;
  }
}

@ Setting an entry and its twins.

@<Private functions of prune@>=
static uint64_t set_with_twins(prune_table *t,const coord *c,uint64_t x,int code)
{
  uint64_t n=set_if_unknown(t,x,code),ss=coord_selfsyms(c,x);
  if (ss) {
    uint64_t nc=c->part[1]->n,k=x/nc,y=x%nc;
    for (int s=1; s<48; s++)
      if (ss>>s&1) n+=set_if_unknown(t,k*nc+coord_trans(c->part[1],y,s),code);
  }
  return n;
}

@ One thread's work at one depth. Fields are read with plain loads of
their bytes: a field that another thread is changing changes from unknown
to the new depth, and either reading is safe for the test being made
(forward looks for the old depth, backward for unknown entries and for the
old depth among their neighbours).

@<Private functions of prune@>=
static void *gen_worker(void *arg)
{
  gen_state *g=arg;
  prune_table *t=g->t;
  const int unknown=prune_unknown(t->encoding);
  const int prev=prune_code(t->encoding,g->depth-1),code=prune_code(t->encoding,g->depth);
  uint64_t found=0;
  for (;;) {
    uint64_t lo=__atomic_fetch_add(&g->next_chunk,CHUNK,__ATOMIC_RELAXED);
    if (lo>=t->n) break;
    uint64_t hi=lo+CHUNK<t->n? lo+CHUNK: t->n;
    if (g->forward) @<Expand the entries of |lo| to |hi| at depth |prev|@>@;
    else @<Settle the unknown entries of |lo| to |hi| from depth |prev|@>;
  }
  __atomic_fetch_add(&g->found,found,__ATOMIC_RELAXED);
  return NULL;
}

@ @<Expand the entries of |lo| to |hi| at depth |prev|@>=
{
  for (uint64_t x=lo; x<hi; x++)
    if (prune_field(t,x)==prev)
      for (int i=0; i<g->nm; i++) {
        uint64_t y=coord_move(g->c,x,g->mv[i]);
        if (prune_field(t,y)==unknown) found+=set_with_twins(t,g->c,y,code);
      }
}

@ @<Settle the unknown entries of |lo| to |hi| from depth |prev|@>=
{
  for (uint64_t x=lo; x<hi; x++)
    if (prune_field(t,x)==unknown)
      for (int i=0; i<g->nm; i++)
        if (prune_field(t,coord_move(g->c,x,g->mv[i]))==prev) {
          found+=set_with_twins(t,g->c,x,code);
          break;
        }
}

@ The driver allocates the table, sets the goal, and fills depth after
depth until a depth finds nothing. A four-bit table cannot hold depth 15
(its code means unknown); the generator reports that instead of giving a
wrong table. The progress line, on the standard error stream, appears only
when the work takes more than a second and |progress| is set.

@<Functions of prune@>=
int prune_generate(prune_table *t,const coord *c,uint32_t moves,int encoding,
  int threads,int progress,char *err,size_t errlen)
{
  gen_state g;
  double start=now_seconds();
  memset(t,0,sizeof *t);
  t->c=c; t->moves=moves&c->moves; t->encoding=encoding; t->n=c->n;
  t->bytes=prune_bytes(encoding,c->n);
  t->data=malloc(t->bytes);
  if (!t->data) return cube_error(err,errlen,"out of memory for a table of %zu bytes",t->bytes);
  memset(t->data,0xff,t->bytes);
  memset(&g,0,sizeof g);
  g.t=t; g.c=c;
  for (int m=0; m<CUBE_NMOVES; m++) if (t->moves>>m&1) g.mv[g.nm++]=m;
  if (threads<1) threads=1;
  if (threads>64) threads=64;
  t->dist[0]=set_with_twins(t,c,coord_index(c,&cube_solved),0);
  uint64_t known=t->dist[0];
  for (int d=1; ; d++) {
    @<Fill depth |d| with |threads| threads@>;
    if (g.found==0) break;
    if (d>=PRUNE_MAXDIST || (encoding==PRUNE_NIBBLE && d>=15)) {
      free(t->data); t->data=NULL;
      return cube_error(err,errlen,"table %s: distances exceed what the encoding holds",
        c->name);
    }
    t->dist[d]=g.found; t->maxdist=d; known+=g.found;
    if (progress && now_seconds()-start>1.0)
      fprintf(stderr,"\rcube: building table %s: depth %d, %.1f%% of %llu entries",
        c->name,d,100.0*known/t->n,(unsigned long long)t->n);
  }
  t->unreachable=t->n-known;
  t->seconds=now_seconds()-start;
  if (progress && t->seconds>1.0)
    fprintf(stderr,"\rcube: built table %s (%llu entries) in %.1f s%20s\n",c->name,
      (unsigned long long)t->n,t->seconds,"");
  return 0;
}

@ @<Fill depth |d| with |threads| threads@>=
{
  pthread_t tid[64];
  g.depth=d; g.next_chunk=0; g.found=0;
  g.forward=t->dist[d-1]*3<t->n-known;
  for (int i=1; i<threads; i++) pthread_create(&tid[i],NULL,gen_worker,&g);
  gen_worker(&g);
  for (int i=1; i<threads; i++) pthread_join(tid[i],NULL);
}

@ @<Private functions of prune@>=
static double now_seconds(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC,&ts);
  return ts.tv_sec+1e-9*ts.tv_nsec;
}

@ The number of threads to use by default is the number of processors.

@<Functions of prune@>=
int prune_default_threads(void)
{
  long n=sysconf(_SC_NPROCESSORS_ONLN);
  return n<1? 1: n>64? 64: (int)n;
}

@ @<Declarations of prune@>=
int prune_default_threads(void);
void prune_free(prune_table *t);

@ A table is freed, or unmapped, when done with.

@<Functions of prune@>=
void prune_free(prune_table *t)
{
  if (t->map) munmap(t->map,t->maplen);
  else free(t->data);
  t->map=NULL; t->data=NULL;
}

@*1 Table files.
A table that took seconds or minutes to make is kept in a file. The file
begins with a header of 4096 bytes, then holds the packed entries. The
header says what the table is (so that a file is never used for the wrong
table), and carries a checksum of the entries (so that a damaged file is
noticed). The fields, in the byte order of the machine that wrote them:

@<Types of prune@>=
typedef struct {
  char magic[8]; /* \.{"CUBETBL"} and a zero byte */
  uint32_t version; /* |PRUNE_VERSION| */
  uint32_t header_bytes; /* 4096 */
  char coord[32]; /* the coordinate's name */
  uint64_t n; /* its size */
  uint32_t encoding,moves;
  uint64_t data_bytes,checksum;
  int32_t maxdist,reserved;
  uint64_t dist[PRUNE_MAXDIST];
  uint64_t unreachable;
} prune_header;

@ @<Constants of prune@>=
enum { PRUNE_VERSION = 1, PRUNE_HEADER_BYTES = 4096 };

@ The checksum must be fast, since it is computed whenever a table is
loaded: four independent 64-bit lanes, each mixing one word in four by a
multiplication and a rotation, then combined. It reads 8 bytes per step
per lane and runs at several gigabytes a second; it is not a
cryptographic hash, only a guard against damage.

@<Functions of prune@>=
uint64_t prune_checksum(const uint8_t *data,size_t bytes)
{
  uint64_t h[4]={1,2,3,4};
  size_t words=bytes/8,i=0;
  for (; i+4<=words; i+=4)
    for (int l=0; l<4; l++) {
      uint64_t w;
      memcpy(&w,data+8*(i+l),8);
      h[l]=((h[l]^w)*0x9e3779b97f4a7c15ull);
      h[l]^=h[l]>>29;
    }
  uint64_t r=bytes;
  for (int l=0; l<4; l++) r=(r^h[l])*0xbf58476d1ce4e5b9ull, r^=r>>31;
  for (size_t b=8*i; b<bytes; b++) r=(r^data[b])*0x94d049bb133111ebull;
  return r^(r>>29);
}

@ @<Declarations of prune@>=
uint64_t prune_checksum(const uint8_t *data,size_t bytes);
int prune_save(const prune_table *t,const char *path,char *err,size_t errlen);
int prune_load(prune_table *t,const coord *c,uint32_t moves,int encoding,
  const char *path,char *err,size_t errlen);

@ Writing is done so that no reader can ever see a half-written file: the
table goes to a temporary file in the same directory (its name ends in
\.{.tmp} and the process number), which is flushed to disk and then
renamed to the final name; renaming is atomic. A run interrupted while
writing leaves at most a temporary file, which no reader opens.

@<Functions of prune@>=
int prune_save(const prune_table *t,const char *path,char *err,size_t errlen)
{
  prune_header h;
  char tmp[4200];
  static uint8_t zeros[PRUNE_HEADER_BYTES];
  @<Fill in the header |h| for |t|@>;
  snprintf(tmp,sizeof tmp,"%s.tmp%ld",path,(long)getpid());
  int fd=open(tmp,O_WRONLY|O_CREAT|O_TRUNC,0644);
  if (fd<0) return cube_error(err,errlen,"cannot write %s: %s",tmp,strerror(errno));
  if (write_all(fd,&h,sizeof h) || write_all(fd,zeros,PRUNE_HEADER_BYTES-sizeof h)
      || write_all(fd,t->data,t->bytes) || fsync(fd)) {
    int e=errno;
    close(fd); unlink(tmp);
    return cube_error(err,errlen,"cannot write %s: %s",tmp,strerror(e));
  }
  close(fd);
  if (rename(tmp,path)) {
    int e=errno;
    unlink(tmp);
    return cube_error(err,errlen,"cannot rename %s to %s: %s",tmp,path,strerror(e));
  }
  return 0;
}
@.cannot write...@>

@ @<Fill in the header |h| for |t|@>=
memset(&h,0,sizeof h);
memcpy(h.magic,"CUBETBL",8);
h.version=PRUNE_VERSION; h.header_bytes=PRUNE_HEADER_BYTES;
snprintf(h.coord,sizeof h.coord,"%s",t->c->name);
h.n=t->n; h.encoding=t->encoding; h.moves=t->moves;
h.data_bytes=t->bytes; h.checksum=prune_checksum(t->data,t->bytes);
h.maxdist=t->maxdist; h.unreachable=t->unreachable;
memcpy(h.dist,t->dist,sizeof h.dist);

@ @<Private functions of prune@>=
static int write_all(int fd,const void *buf,size_t n)
{
  const char *p=buf;
  while (n) {
    ssize_t w=write(fd,p,n);
    if (w<0) { if (errno==EINTR) continue; return -1; }
    p+=w; n-=(size_t)w;
  }
  return 0;
}

@ Reading maps the file into memory, shared and read only, so that
several processes using the same table share one copy in the page cache,
and loading costs no copying. Everything in the header is checked, each
failure with its own message: a file that is not a table, a table of
another format version, a table of another coordinate or size or encoding
or move set, a truncated file, and a damaged one (wrong checksum).

@<Functions of prune@>=
int prune_load(prune_table *t,const coord *c,uint32_t moves,int encoding,
  const char *path,char *err,size_t errlen)
{
  struct stat st;
  prune_header h;
  int fd=open(path,O_RDONLY);
  if (fd<0) return cube_error(err,errlen,"table file %s: %s",path,strerror(errno));
  if (fstat(fd,&st) || (size_t)st.st_size<sizeof h) {
    close(fd);
    return cube_error(err,errlen,"table file %s: truncated (no header)",path);
  }
  void *map=mmap(NULL,st.st_size,PROT_READ,MAP_SHARED|MAP_POPULATE,fd,0);
  close(fd);
  if (map==MAP_FAILED)
    return cube_error(err,errlen,"table file %s: cannot map: %s",path,strerror(errno));
  memcpy(&h,map,sizeof h);
  @<Check the header |h| against the file and the table wanted@>;
  if ((size_t)st.st_size>=PRUNE_HUGE_PAGES) @<Move the table to memory in huge pages@>;
  memset(t,0,sizeof *t);
  t->c=c; t->moves=h.moves; t->encoding=h.encoding; t->n=h.n;
  t->data=(uint8_t *)map+PRUNE_HEADER_BYTES; t->bytes=h.data_bytes;
  t->maxdist=h.maxdist; t->unreachable=h.unreachable;
  memcpy(t->dist,h.dist,sizeof t->dist);
  t->map=map; t->maplen=st.st_size;
  return 0;
fail: munmap(map,st.st_size);
  return -1;
}

@ A table of hundreds of megabytes is read at random, and with the
processor's ordinary 4\thinspace KB pages nearly every read misses not
only the cache but the translation buffer that maps addresses to pages,
which costs a second walk through memory. Pages of 2\thinspace MB make
the map of the whole table small enough to stay in that buffer. Linux
gives large pages to anonymous memory that asks for them (|madvise| with
|MADV_HUGEPAGE|), not to a mapped file; so a large table is copied from
its mapping into such memory, aligned to 2\thinspace MB, and the file's
mapping is dropped. The copy loses the sharing of one copy between
processes, and gains, in the optimal solver with the 1.67\thinspace GB
table, the speed measured in the benchmarks. If the system refuses, the
table stays where it is.
@^huge pages@>

@<Constants of prune@>=
enum { PRUNE_HUGE_PAGES = 64<<20 }; /* tables at least this large are copied */

@ @<Move the table to memory in huge pages@>=
{
  size_t align=2u<<20,len=st.st_size;
  uint8_t *raw=mmap(NULL,len+align,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);
  if (raw!=MAP_FAILED) {
    uint8_t *a=(uint8_t *)(((uintptr_t)raw+align-1)&~(uintptr_t)(align-1));
    if (a>raw) munmap(raw,a-raw);
    munmap(a+len,raw+align-a);
#ifdef MADV_HUGEPAGE
    madvise(a,len,MADV_HUGEPAGE);
#endif
    memcpy(a,map,len);
    mprotect(a,len,PROT_READ);
    munmap(map,len);
    map=a;
  }
}

@ @<Check the header |h| against the file and the table wanted@>=
if (memcmp(h.magic,"CUBETBL",8)) {
  cube_error(err,errlen,"table file %s: not a table file (bad magic)",path); goto fail;
}
if (h.version!=PRUNE_VERSION) {
  cube_error(err,errlen,"table file %s: format version %u, this program reads version %d",
    path,h.version,PRUNE_VERSION); goto fail;
}
if (strncmp(h.coord,c->name,sizeof h.coord) || h.n!=c->n
    || h.encoding!=(uint32_t)encoding || h.moves!=(moves&c->moves)) {
  cube_error(err,errlen,"table file %s: holds a table of %.32s (%llu entries,"
    " encoding %u, moves %05x), not the one wanted",path,h.coord,
    (unsigned long long)h.n,h.encoding,h.moves); goto fail;
}
if (h.header_bytes!=PRUNE_HEADER_BYTES || h.data_bytes!=prune_bytes(encoding,h.n)
    || (uint64_t)st.st_size!=PRUNE_HEADER_BYTES+h.data_bytes) {
  cube_error(err,errlen,"table file %s: truncated (%lld bytes, expected %llu)",path,
    (long long)st.st_size,(unsigned long long)(PRUNE_HEADER_BYTES+h.data_bytes));
  goto fail;
}
if (prune_checksum((uint8_t *)map+PRUNE_HEADER_BYTES,h.data_bytes)!=h.checksum) {
  cube_error(err,errlen,"table file %s: checksum mismatch (the file is damaged)",path);
  goto fail;
}
@.table file ...: not a table file...@>
@.table file ...: format version...@>
@.table file ...: holds a table of...@>
@.table file ...: truncated...@>
@.table file ...: checksum mismatch...@>

@*1 The table cache.
Programs ask for a table by coordinate, moves and encoding. The routine
|prune_open| finds it in the cache directory, or makes it there.
The directory is the one given by \.{--tables}, else the environment
variable \.{CUBE\_TABLES}, else \.{\$XDG\_CACHE\_HOME/cube}, else
\.{\~/.cache/cube}; it is created if missing. A file is named after the
coordinate, the moves (as a hexadecimal mask) and the encoding; the phase-1
table, for example, is in the file \.{phase1-m3ffff-e2.tbl}.
@^CUBE\_TABLES@>
@^XDG\_CACHE\_HOME@>

@<Types of prune@>=
typedef struct {
  const char *dir; /* the cache directory, or |NULL| for the default */
  int may_build; /* make missing or bad tables */
  int threads; /* for building; 0 means one per processor */
  int progress; /* show a progress line while building */
} prune_options;

@ @<Declarations of prune@>=
int prune_cache_dir(const char *dir,char *out,size_t n,char *err,size_t errlen);
void prune_file_name(const coord *c,uint32_t moves,int encoding,char *out,size_t n);
int prune_open(prune_table *t,const coord *c,uint32_t moves,int encoding,
  const prune_options *o,char *err,size_t errlen);

@ @<Functions of prune@>=
int prune_cache_dir(const char *dir,char *out,size_t n,char *err,size_t errlen)
{
  const char *e;
  if (dir) snprintf(out,n,"%s",dir);
  else if ((e=getenv("CUBE_TABLES")) && *e) snprintf(out,n,"%s",e);
  else if ((e=getenv("XDG_CACHE_HOME")) && *e) snprintf(out,n,"%s/cube",e);
  else if ((e=getenv("HOME")) && *e) snprintf(out,n,"%s/.cache/cube",e);
  else return cube_error(err,errlen,"no directory for tables: set CUBE_TABLES or HOME");
  @<Create the directory |out| and its parents@>;
  return 0;
}
void prune_file_name(const coord *c,uint32_t moves,int encoding,char *out,size_t n)
{
  snprintf(out,n,"%s-m%05x-e%d.tbl",c->name,moves&c->moves,encoding);
}

@ @<Create the directory |out| and its parents@>=
{
  char path[4096];
  snprintf(path,sizeof path,"%s",out);
  for (char *p=path+1; ; p++)
    if (*p=='/' || *p==0) {
      char ch=*p;
      *p=0;
      if (mkdir(path,0755) && errno!=EEXIST)
        return cube_error(err,errlen,"cannot create directory %s: %s",path,strerror(errno));
      *p=ch;
      if (!ch) break;
    }
}
@.cannot create directory...@>

@ Opening a table tries to load it. If that fails because the file is
missing or bad, and building is allowed, the table is built, under a lock:
two processes that need the same missing table at once must not both spend
a minute building it, nor write it at once. The lock is an exclusive
|flock| on a companion file \.{NAME.lock}. After taking the lock we try to
load again, since the other process may have just finished; otherwise we
build and save. A bad file is reported on the standard error stream by
name before it is rebuilt; if building is not allowed, the message is the
error.

@<Functions of prune@>=
int prune_open(prune_table *t,const coord *c,uint32_t moves,int encoding,
  const prune_options *o,char *err,size_t errlen)
{
  char dir[4096],name[128],path[4300],lock[4400],why[CUBE_ERRLEN+4300];
  if (prune_cache_dir(o->dir,dir,sizeof dir,err,errlen)) return -1;
  prune_file_name(c,moves,encoding,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",dir,name);
  if (prune_load(t,c,moves,encoding,path,why,sizeof why)==0) return 0;
  if (!o->may_build) return cube_error(err,errlen,"%s",why);
  if (access(path,F_OK)==0) fprintf(stderr,"cube: %s; rebuilding it\n",why);
  snprintf(lock,sizeof lock,"%s.lock",path);
  int fd=open(lock,O_RDWR|O_CREAT,0644);
  if (fd<0) return cube_error(err,errlen,"cannot open %s: %s",lock,strerror(errno));
  while (flock(fd,LOCK_EX) && errno==EINTR) ;
  int rc=prune_load(t,c,moves,encoding,path,why,sizeof why);
  if (rc) {
    rc=prune_generate(t,c,moves,encoding,o->threads? o->threads: prune_default_threads(),
      o->progress,err,errlen);
    if (rc==0) rc=prune_save(t,path,err,errlen);
  }
  flock(fd,LOCK_UN); close(fd);
  return rc;
}

@ Most callers want a coordinate's {\it default table}, under the moves
that its description gives for it, in the
encoding that suits its size: four bits up to $2^{24}$ entries, residues
above. A four-bit table whose distances turn out to exceed 14 is made with
residues instead. |prune_open_default| does that. The moves are those
of |coord_table_moves|: all the moves the coordinate is well defined
under, unless its description says otherwise.

@<Functions of prune@>=
int prune_default_encoding(const coord *c)
{
  return c->n<=(1u<<24)? PRUNE_NIBBLE: PRUNE_MOD3;
}
int prune_open_default(prune_table *t,const coord *c,const prune_options *o,
  char *err,size_t errlen)
{
  int enc=prune_default_encoding(c);
  uint32_t moves=coord_table_moves(c);
  if (prune_open(t,c,moves,enc,o,err,errlen)==0) return 0;
  if (enc==PRUNE_NIBBLE && strstr(err,"exceed"))
    return prune_open(t,c,moves,PRUNE_MOD3,o,err,errlen);
  return -1;
}

@ @<Declarations of prune@>=
int prune_default_encoding(const coord *c);
int prune_open_default(prune_table *t,const coord *c,const prune_options *o,
  char *err,size_t errlen);

@*1 A worked example: the phase-1 table.
Here is one coordinate followed from its definition to its table, with
the numbers measured on the machine this book was developed on (two
cores). The second chapter defines the flip (2048 values) and the slice
(495 values) of a position, and shows how the 16 symmetries of $H$
transform them together. The previous chapter registers their
combination as the basic coordinate \.{flipslice}, $495\cdot2048=
1{,}013{,}760$ values, with the routines of the second chapter for reading,
setting, moving and transforming it. It registers \.{flipslice16}, the
same reduced by the 16 symmetries: building it walks once over the
1,013,760 values and finds 64,430 classes, the number Kociemba gives; 2,033
of the classes have a representative fixed by some symmetry other than the
identity. Then \.{phase1}, the symmetric-composite coordinate that pairs a
flip-slice class with the twist (transformed by the symmetry that
normalizes the flip-slice value): $64{,}430\cdot2187=140{,}908{,}410$ values.

|prune_open| asks for its table with all 18 moves and the residue
encoding: $140{,}908{,}410/4$ bytes, 35.2\thinspace MB. Not finding the file,
it takes the lock, generates, and saves. The search goes forward from the
goal for depths 1 to~9, then backward for depths 10 to~12; after depth 8 it
knows 6.2\% of the entries, after depth 9 43\%, after depth 10 97\%. The
self-symmetry fix-up adds the twins of each entry found, without which the
counts below would come out wrong. On one thread it takes about 17
seconds, on two about 9. The counts per depth are
$$\vbox{\halign{\hfil#\quad&&\hfil#\quad\cr
depth&0&1&2&3&4&5&6\cr
entries&1&1&5&44&487&5841&68364\cr
\noalign{\smallskip}
depth&7&8&9&10&11&12\cr
entries&776568&7950748&52098876&76236234&3771112&129\cr}}$$
exactly those published by nissy, and the largest distance is 12, as
Kociemba states. Loading the file later takes about 4 milliseconds,
checksum included. In the search of the next chapter, a position's
phase-1 distance is read from it by one table lookup per move.

@*1 Testing prune.
The distributions of distances are published for many of these tables;
they test the generator, the coordinates, the symmetry reduction and the
self-symmetry fix-up all at once (a table without the fix-up has the same
size but wrong counts). The numbers come from \.{REFERENCE.md}, sections
2 and~5, which credits them to Kociemba, nissy, min2phase and cube20src.

@(tests/test_prune.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "prune.h"
#include "check.h"
@<Test routines of prune@>@;
int main(void)
{
  coord_init();
  @<Run the tests of prune@>;
  return check_done("test_prune");
}

@ A helper generates a table and compares its distribution with a list.

@<Test routines of prune@>=
static void check_dist(const char *name,uint32_t moves,int enc,const long long *want,
  int nwant,const char *file,int line)
{
  prune_table t;
  char err[CUBE_ERRLEN];
  coord *c=coord_find(name);
  int ok=c && prune_generate(&t,c,moves,enc,prune_default_threads(),0,err,sizeof err)==0;
  if (ok) {
    ok=t.maxdist==nwant-1 && t.unreachable==0;
    for (int d=0; d<nwant && ok; d++) if ((long long)t.dist[d]!=want[d]) ok=0;
    if (!ok) {
      printf("  %s:",name);
      for (int d=0; d<=t.maxdist; d++) printf(" %llu",(unsigned long long)t.dist[d]);
      printf("\n");
    }
    prune_free(&t);
  }
  check_(ok,name,file,line);
}
static void check_open_dist(const char *name,uint32_t moves,int enc,const long long *want,
  int nwant,const char *file,int line)
{
  prune_table t;
  char err[CUBE_ERRLEN];
  prune_options o={NULL,1,0,0};
  coord *c=coord_find(name);
  int ok=c && prune_open(&t,c,moves,enc,&o,err,sizeof err)==0;
  if (!ok) printf("  %s: %s\n",name,err);
  if (ok) {
    ok=t.maxdist==nwant-1 && t.unreachable==0;
    for (int d=0; d<nwant && ok; d++) if ((long long)t.dist[d]!=want[d]) ok=0;
    prune_free(&t);
  }
  check_(ok,name,file,line);
}
#define OPEN_DIST(name,moves,enc,...) do { static const long long w[]={__VA_ARGS__};\
  check_open_dist(name,moves,enc,w,sizeof w/sizeof w[0],__FILE__,__LINE__); } while (0)
#define DIST(name,moves,enc,...) do { static const long long w[]={__VA_ARGS__};\
  check_dist(name,moves,enc,w,sizeof w/sizeof w[0],__FILE__,__LINE__); } while (0)

@ The single coordinates, under all 18 moves (section 2b of the reference)
and under the ten moves of $H$ (section 2d); the latter are computed
counts, listed as a cross-check.

@<Run the tests of prune@>=
DIST("twist",MASK_ALL,PRUNE_NIBBLE,1,4,34,186,816,1018,128);
DIST("flip",MASK_ALL,PRUNE_NIBBLE,1,2,25,202,620,900,285,13);
DIST("slice",MASK_ALL,PRUNE_NIBBLE,1,4,50,286,152,2);
DIST("cperm",MASK_ALL,PRUNE_NIBBLE,1,18,243,2646,12516,17624,7080,192);
DIST("cperm",MASK_H,PRUNE_NIBBLE,1,10,67,330,752,1400,2752,4384,6208,7136,
  8064,6528,2432,256);
DIST("udperm",MASK_H,PRUNE_NIBBLE,1,10,63,352,1623,5890,14345,15772,2264);
DIST("sliceperm",MASK_H,PRUNE_NIBBLE,1,4,10,8,1);

@ The symmetry-reduced tables of the two-phase algorithm: the phase-1
table over flip-slice classes and twist, whose counts nissy publishes and
whose size and largest distance (12) Kociemba gives; and the small phase-2
table over corner-permutation classes and the middle edges, with the counts
that nissy and min2phase agree on. The phase-1 table is generated with
residues, as the solver uses it: the counts are kept as the depths are
filled, so they are exact. The large phase-2 table, over corner-permutation
classes and the permutation of the upper and lower edges, has its counts
published by nissy up to distance~14, with the entries at 15 or more
lumped together (17,284,701; our four last counts add up to that), and
Kociemba gives its largest distance, 18. These two large tables are made
through the table cache (the directory that \.{make test} names in
\.{CUBE\_TABLES}), so the solver's tests that follow reuse them.

@<Run the tests of prune@>=
DIST("phase2slice",MASK_H,PRUNE_NIBBLE,1,3,10,44,214,846,2413,5122,8639,12128,
  12571,12985,7754,3366,336);
OPEN_DIST("phase1",MASK_ALL,PRUNE_MOD3,1,1,5,44,487,5841,68364,776568,7950748,
  52098876,76236234,3771112,129);
OPEN_DIST("phase2",MASK_H,PRUNE_MOD3,1,3,10,52,285,1318,5671,26502,115467,
  470846,1853056,6535823,18349792,32843350,34118883,15974563,1290346,19777,15);

@ Residues must give the exact distances: on a four-bit table of the corner
permutation under $H$ (distances up to 13) and a residue table of the same,
the walk of |prune_distance| must agree with the four-bit entries
everywhere.

@<Run the tests of prune@>=
{
  prune_table a,b;
  char err[CUBE_ERRLEN];
  coord *c=coord_find("cperm");
  int ok=prune_generate(&a,c,MASK_H,PRUNE_NIBBLE,1,0,err,sizeof err)==0
    && prune_generate(&b,c,MASK_H,PRUNE_MOD3,1,0,err,sizeof err)==0;
  for (uint64_t x=0; ok && x<c->n; x++)
    if (prune_distance(&a,x)!=prune_distance(&b,x)) ok=0;
  CHECK(ok);
  prune_free(&a); prune_free(&b);
}

@ Files: a table written and read back must be the same; and three damaged
files must each be refused with their own message: one byte of the
entries changed, the file cut short, and a different format version. The
files go to a temporary directory.

@<Run the tests of prune@>=
{
  char dir[]="/tmp/cube-prune-test-XXXXXX",path[256],err[CUBE_ERRLEN];
  prune_table t,u;
  coord *c=coord_find("cperm");
  CHECK(mkdtemp(dir)!=NULL);
  snprintf(path,sizeof path,"%s/t.tbl",dir);
  CHECK(prune_generate(&t,c,MASK_ALL,PRUNE_NIBBLE,2,0,err,sizeof err)==0);
  CHECK(prune_save(&t,path,err,sizeof err)==0);
  CHECK(prune_load(&u,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)==0
    && u.bytes==t.bytes && memcmp(u.data,t.data,t.bytes)==0 && u.maxdist==t.maxdist
    && memcmp(u.dist,t.dist,sizeof t.dist)==0);
  prune_free(&u);
  @<Damage the file at |path| three ways and check the messages@>;
  prune_free(&t);
  @<Check that two processes can build one table at once@>;
  char cmd[300];
  snprintf(cmd,sizeof cmd,"rm -rf %s",dir);
  CHECK(system(cmd)==0);
}

@ @<Test routines of prune@>=
static void patch_file(const char *path,long off,const void *bytes,size_t n)
{
  FILE *f=fopen(path,"r+b");
  if (!f) return;
  fseek(f,off,SEEK_SET); fwrite(bytes,1,n,f); fclose(f);
}

@ @<Damage the file at |path| three ways...@>=
{
  prune_table v;
  uint8_t b;
  uint32_t version=99;
  FILE *f=fopen(path,"rb");
  fseek(f,PRUNE_HEADER_BYTES+1000,SEEK_SET); b=fgetc(f)^0x10; fclose(f);
  patch_file(path,PRUNE_HEADER_BYTES+1000,&b,1);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"checksum mismatch"));
  b^=0x10; patch_file(path,PRUNE_HEADER_BYTES+1000,&b,1);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)==0);
  prune_free(&v);
  CHECK(truncate(path,PRUNE_HEADER_BYTES+100)==0);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"truncated"));
  CHECK(prune_save(&t,path,err,sizeof err)==0);
  patch_file(path,8,&version,4);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"format version 99"));
  CHECK(prune_load(&v,coord_find("udperm"),MASK_H,PRUNE_NIBBLE,path,err,
    sizeof err)!=0);
}

@ Two processes open the same missing table at once; both must succeed
and agree, and the file must then load.

@<Check that two processes can build one table at once@>=
{
  prune_options o={dir,1,1,0};
  coord *ud=coord_find("udperm");
  pid_t kid=fork();
  if (kid==0) {
    prune_table w;
    char e[CUBE_ERRLEN];
    _exit(prune_open(&w,ud,MASK_H,PRUNE_NIBBLE,&o,e,sizeof e)? 1: 0);
  }
  prune_table w;
  int status=0;
  int rc=prune_open(&w,ud,MASK_H,PRUNE_NIBBLE,&o,err,sizeof err);
  waitpid(kid,&status,0);
  CHECK(rc==0 && WIFEXITED(status) && WEXITSTATUS(status)==0);
  CHECK(rc==0 && w.maxdist==8 && w.dist[8]==2264);
  prune_free(&w);
}

@ The benchmark of this chapter, for \.{make bench}: the time to generate
each table the two-phase solver uses, on one thread and on all, its size,
and the time to load it from a file once it is in the page cache.

@(tests/bench_prune.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "prune.h"
static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC,&t);
  return t.tv_sec+1e-9*t.tv_nsec;
}
int main(void)
{
  static const struct { const char *name; uint32_t moves; int enc; } tabs[]={
    {"phase1",MASK_ALL,PRUNE_MOD3},{"phase2",MASK_H,PRUNE_MOD3},
    {"phase2slice",MASK_H,PRUNE_NIBBLE}};
  char err[CUBE_ERRLEN],path[256];
  double t0=now();
  coord_init();
  for (size_t i=0; i<3; i++) coord_find(tabs[i].name);
  printf("prune: coordinates built in %.3f s\n",now()-t0);
  for (size_t i=0; i<3; i++) {
    coord *c=coord_find(tabs[i].name);
    prune_table t,u;
    int nt=prune_default_threads();
    for (int th=1; th<=nt; th+=nt>1? nt-1: 1) {
      if (prune_generate(&t,c,tabs[i].moves,tabs[i].enc,th,0,err,sizeof err)) {
        printf("%s\n",err); return 1;
      }
      printf("prune: %-12s %11llu entries, %6.1f MB, max %2d, built in %6.2f s"
        " with %d thread%s\n",c->name,(unsigned long long)t.n,t.bytes/1e6,t.maxdist,
        t.seconds,th,th>1? "s": "");
      if (th<nt) prune_free(&t);
    }
    snprintf(path,sizeof path,"/tmp/cube-bench-%s.tbl",c->name);
    prune_save(&t,path,err,sizeof err);
    prune_free(&t);
    double a=now();
    if (prune_load(&u,c,tabs[i].moves,tabs[i].enc,path,err,sizeof err)) {
      printf("%s\n",err); return 1;
    }
    printf("prune: %-12s loaded (with checksum) in %.1f ms\n",c->name,1e3*(now()-a));
    prune_free(&u);
    remove(path);
  }
  return 0;
}
