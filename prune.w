@* Pruning tables.
A {\it pruning table} (or distance table, or pattern database) gives, for
@^pruning table@>
@^lower bound@>
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
@q README: pruning tables over any coordinate: breadth-first generation on all cores, 4-bit, mod-3 and base-plus-delta packings, files on disk checked byte for byte (header and entries), read into private memory, a cache directory @>
@i types.w
@s prune_table int
@s prune_options int
@s prune_header int
@s read_job int
@s line_job int
@s gen_state int
@s key_set int
@s rank_set int

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
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <stdarg.h>
#include <ctype.h>
#include <errno.h>
#include <signal.h>
#include <dirent.h>
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
@^residue encoding@>
search moves one step at a time, and the distances of neighbours differ by
at most one, so knowing the exact distance $d$ of the current node and the
residue of a neighbour, the neighbour's distance is whichever of $d-1$,
$d$, $d+1$ has that residue. Only the first node needs its exact distance,
and that is found by walking down the table to the goal, each step to a
neighbour whose residue is one less. The price is a little bookkeeping in
the search; the gain is half the memory, and a table that fits better in
the caches. Another two-bit scheme stores the distance above a base
value, with one code for ``at least base${}+3$'', as in nxopt and H48;
it keeps exact values for the most common distances but needs another
bound, a {\it fallback}, for the rest (below). We use the modulo-3 code for the large tables and four
bits for the small ones, where memory does not matter.

In both encodings the largest field value means ``unknown'' while the table
is generated, and ``unreachable'' afterwards: 15 for four bits, 3 for two.
(A four-bit table whose distances go beyond 14 keeps 15 for ``15 or more'',
as the section on generating says.) A fresh table is all ones.

A third encoding, |PRUNE_LINE|${}+b$, is two bits of another meaning,
after Rokicki's \.{nxopt} and Tronto's H48: 0 for a distance of at
most~$b$, and 1, 2, 3 for $b+1$, $b+2$ and at least $b+3$. An entry of~0
needs a second source for its bound, its {\it fallback}; here the
fallback lives in the table itself. The entries go in {\it lines} of 64
bytes, the size of a cache line: 254 entries of two bits fill 508 bits,
and the last four bits of the line hold the least lower bound known for
the entries of the line that are~0 (15 if it has none). An entry of~0
then costs no second miss in the caches: its bound is the line's
minimum, read from the same 64 bytes. The table costs $64/63.5$ of the
plain two bits, 0.8\%\ more. Such a table is not generated here: a
chapter makes it from an exact one, or from codes and lower bounds of
its own, with |prune_line_pack| below, and uses this chapter to save,
check and load it (the H48 chapter does so). The header's distribution
is that of the exact distances, or that of the four codes at $b$,
\dots, $b+3$, which the check below compares with the fields through the
same rule.
@^Rokicki, Tomas@>
@^Tronto, Sebastiano@>
@^fallback table@>
@^lines of 64 bytes@>

A fourth encoding, |PRUNE_BYTE|, gives each entry a byte: its low two
bits are the residue of |PRUNE_MOD3|, and its six high bits belong to the
chapter that makes the table from a residue table. The two-phase solver
keeps there which moves of a phase-1 position lead one move closer to the
goal. This chapter saves, checks and loads such a table, and reads its
residues; only their chapter reads the high bits.
@^residue encoding@>

@<Constants of prune@>=
enum { PRUNE_NIBBLE = 4, PRUNE_MOD3 = 2, PRUNE_BYTE = 8, PRUNE_LINE = 64 };
enum { PRUNE_LINE_ENTRIES = 254, PRUNE_LINE_BYTES = 64 };
enum { PRUNE_MAXDIST = 32 };

@ A table in memory records what it is a table of, its entries, and the
number of entries at each distance. When it was read from a file it also
records the memory it was read into, which is freed differently.

@<Types of prune@>=
typedef struct {
  const coord *c; /* the coordinate */
  uint32_t moves; /* the moves used */
  int encoding; /* |PRUNE_NIBBLE|, |PRUNE_MOD3|, |PRUNE_BYTE| or |PRUNE_LINE|${}+b$ */
  uint64_t n; /* entries */
  uint8_t *data; /* the packed entries */
  size_t bytes;
  int maxdist; /* largest distance */
  uint64_t dist[PRUNE_MAXDIST]; /* entries at each distance */
  uint64_t unreachable; /* entries that no sequence reaches */
  double seconds; /* time taken to generate */
  void *map; size_t maplen; /* the memory of a table read from a file */
} prune_table;

@ The entry |x| of a table in lines is in line $\lfloor x/254\rfloor$, at
place $x\bmod254$; the compiler divides by the constant with a
multiplication. The bound of an entry is its code above the base, or
the minimum of its line.

@<Inline functions of prune@>=
static inline const uint8_t *prune_line_of(const uint8_t *data,uint64_t x)
{
  return data+x/PRUNE_LINE_ENTRIES*PRUNE_LINE_BYTES;
}
static inline int prune_line_code(const uint8_t *data,uint64_t x)
{
  unsigned s=(unsigned)(x%PRUNE_LINE_ENTRIES);
  return prune_line_of(data,x)[s>>2]>>((s&3)<<1)&3;
}
static inline int prune_line_bound(const uint8_t *data,uint64_t x,int b)
{
  const uint8_t *line=prune_line_of(data,x);
  unsigned s=(unsigned)(x%PRUNE_LINE_ENTRIES);
  int c=line[s>>2]>>((s&3)<<1)&3;
  return c? b+c: line[PRUNE_LINE_BYTES-1]>>4;
}

@ A chapter makes a table in lines with |prune_line_pack|, from either an
exact four-bit table |low| (then |codes| is null), or the two-bit codes of
its own entries, |codes|, together with a four-bit table |low| of lower
bounds, where the entry |x| is bounded by the entry $\lfloor
x/2^{|shift|}\rfloor$ of |low| (a coarser coordinate, as $h_0$ is for
$h_K$ in the H48 chapter). The minimum of a line is then the least bound
of its entries of code~0. Lines are independent, so |threads| threads
share them.

The base $b$ is chosen from the distribution: an entry is exact when it
is $b+1$ or $b+2$, or $b+3$ if nothing is farther; it falls back to a
weaker bound when it is $b$ or less, and loses the moves beyond $b+3$
when it is farther. |prune_line_base| weighs an entry of the first kind
twice one of the second and takes the $b$ of least weight, ties going
to the larger~$b$. The weight is measured, not derived: on the table of
$h_0$ of the H48 chapter (4.6\%\ of the entries at 8 or less, 7.4\%\ at
11 or more) it chooses $b=7$ rather than~8, and the solver of that
chapter makes 17,190,339 states on its three test positions with $b=7$
against 20,901,101 with $b=8$: the search meets the entries near the
bottom of the distribution far more often than those at the top, since
most of its nodes are near the leaves.

@<Functions of prune@>=
int prune_line_base(const uint64_t *dist,int maxd)
{
  int best=0;
  uint64_t bestcost=~0ull;
  for (int b=0; b+1<=maxd; b++) {
    uint64_t cost=0;
    for (int d=0; d<=maxd; d++) cost+=d<=b? 2*dist[d]: d>b+3? dist[d]: 0;
    if (cost<=bestcost) { bestcost=cost; best=b; }
  }
  return best;
}
typedef struct {
  uint8_t *out;
  uint64_t n,from,to; /* entries, and the lines of this thread */
  int b,shift;
  const uint8_t *codes,*low;
} line_job;
static void *line_worker(void *arg)
{
  const line_job *j=arg;
  for (uint64_t l=j->from; l<j->to; l++) {
    uint8_t *line=j->out+l*PRUNE_LINE_BYTES;
    uint64_t x0=l*PRUNE_LINE_ENTRIES;
    int least=15;
    memset(line,0,PRUNE_LINE_BYTES);
    for (unsigned i=0; i<PRUNE_LINE_ENTRIES && x0+i<j->n; i++) {
      uint64_t x=x0+i;
      int c,v=-1;
      if (j->codes) c=j->codes[x>>2]>>((x&3)<<1)&3;
      else { v=prune_nibble(j->low,x); c=v<=j->b? 0: v-j->b>3? 3: v-j->b; }
      line[i>>2]|=(uint8_t)(c<<((i&3)<<1));
      if (c==0) {
        if (v<0) v=prune_nibble(j->low,x>>j->shift);
        if (v<least) least=v;
      }
    }
    line[PRUNE_LINE_BYTES-1]|=(uint8_t)(least<<4);
  }
  return NULL;
}
void prune_line_pack(uint8_t *out,uint64_t n,int b,const uint8_t *codes,const uint8_t *low,
  int shift,int threads)
{
  uint64_t lines=(n+PRUNE_LINE_ENTRIES-1)/PRUNE_LINE_ENTRIES;
  line_job j[64];
  pthread_t tid[64];
  int made[64]={0};
  if (threads<1) threads=1;
  if (threads>64) threads=64;
  for (int i=0; i<threads; i++) {
    j[i].out=out; j[i].n=n; j[i].b=b; j[i].shift=shift; j[i].codes=codes; j[i].low=low;
    j[i].from=lines*(uint64_t)i/(uint64_t)threads;
    j[i].to=lines*(uint64_t)(i+1)/(uint64_t)threads;
  }
  for (int i=1; i<threads; i++)
    if (pthread_create(&tid[i],NULL,line_worker,&j[i])==0) made[i]=1;
    else line_worker(&j[i]);
  line_worker(&j[0]);
  for (int i=1; i<threads; i++) if (made[i]) pthread_join(tid[i],NULL);
}

@ @<Declarations of prune@>=
int prune_line_base(const uint64_t *dist,int maxd);
void prune_line_pack(uint8_t *out,uint64_t n,int b,const uint8_t *codes,const uint8_t *low,
  int shift,int threads);

@ Reading a field: shift and mask. These are the only routines of the
chapter that a search calls in its inner loop.

@<Inline functions of prune@>=
static inline int prune_field(const prune_table *t,uint64_t x)
{
  if (t->encoding==PRUNE_NIBBLE) return t->data[x>>1]>>((x&1)<<2)&15;
  if (t->encoding==PRUNE_BYTE) return t->data[x]&3;
  if (t->encoding>=PRUNE_LINE) return prune_line_code(t->data,x);
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

@ Decoding a residue: a neighbour of a state at distance~$d$ is at
distance $d-1$, $d$ or $d+1$, whichever has the residue~$r$ read.
Searches make a small table of this, indexed by $d$ and $r$, once.

@<Inline functions of prune@>=
static inline int prune_mod3_distance(int d,int r)
{
  return (d+1)%3==r? d+1: d%3==r? d: d>0? d-1: 0;
}

@ The unknown value of an encoding, its bytes for $n$ entries, and the
field value that distance $d$ is stored as.

@<Inline functions of prune@>=
static inline int prune_unknown(int encoding) { return encoding==PRUNE_NIBBLE? 15: 3; }
static inline size_t prune_bytes(int encoding,uint64_t n)
{
  if (encoding>=PRUNE_LINE)
    return (size_t)((n+PRUNE_LINE_ENTRIES-1)/PRUNE_LINE_ENTRIES*PRUNE_LINE_BYTES);
  return encoding==PRUNE_NIBBLE? (n+1)/2: encoding==PRUNE_BYTE? n: (n+3)/4;
}
static inline int prune_code(int encoding,int d)
{
  if (encoding==PRUNE_NIBBLE) return d;
  if (encoding==PRUNE_MOD3 || encoding==PRUNE_BYTE) return d%3;
  int b=encoding-PRUNE_LINE; /* the base of a table in lines */
  return d<=b? 0: d-b>=3? 3: d-b;
}

@ The exact distance of an entry. With four bits it is the field. With
residues we walk: from an entry at distance $d>0$ some move leads to an
entry at $d-1$, and the only neighbours with residue $(d-1)\mod3$ are at
distance exactly $d-1$; at distance~0 no neighbour has residue $-1\mod3$,
since all neighbours are at distance 0 or~1. So we step to such a neighbour
while there is one, and count the steps. The walk costs at most 18
lookups per step; the search does it once per position. An unreachable
entry gives $-1$, and so does an entry of 15 in a four-bit table whose
distances go beyond 14, whose exact distance the table does not know. (In a table where half turns cost two, below, a step
by a half turn goes down by two, to residue $(d-2)\mod3$.)

@<Functions of prune@>=
int prune_distance(const prune_table *t,uint64_t x)
{
  int v=prune_field(t,x),d=0;
  if (v==prune_unknown(t->encoding)) return -1;
  if (t->encoding==PRUNE_NIBBLE) return v;
  for (;;) {
    int m;
    for (m=0; m<CUBE_NMOVES; m++)
      if ((t->moves>>m&1)) {
        int cost=prune_cost(t->moves,m),want=(v+3-cost)%3;
        uint64_t y=coord_move(t->c,x,m);
        if (prune_field(t,y)==want) { x=y; v=want; d+=cost; break; }
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
Tronto's page explains \cite{Tronto coordinates}: a value $k\cdot n_C+y$ and the values $k\cdot
n_C+s(y)$ for the self-symmetries $s$ of class $k$ describe the same
positions, so they have the same distance; but the move tables reach only
one of them, the one normalized by the symmetry that the table chose. So
whenever an entry gets its depth, its self-symmetric twins get it too.
@^Tronto, Sebastiano@>
@^self-symmetry@>

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
  int mv[CUBE_NMOVES],nm; /* the moves that cost one */
  int mv2[CUBE_NMOVES],nm2; /* those that cost two (none but with |PRUNE_QTM|) */
  int depth,forward; /* filling |depth| from |depth-1| (and |depth-2|) */
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

@ One thread's work at one depth. Fields are read while other threads
may be changing their bytes. A field that another thread is changing
changes from unknown to the new depth, and either reading is safe for the
test being made (forward looks for the old depth, backward for unknown
entries and for the old depth among their neighbours); the other fields of
the byte do not change in a way that matters to the test either, by the
same argument. So the reads need no order with respect to the writes, only
to be reads of whole bytes, which the language promises for atomic loads
with |__ATOMIC_RELAXED| ordering: on the processors we use such a load is
the same instruction as a plain one, so it costs nothing, and it tells
the compiler, and race detectors such as ThreadSanitizer, that the race is
intended. (With GCC at \.{-O2} on the x86-64 machine of this book, the
worker below compiles to the same 200 instructions with these loads as
with plain ones.) |gen_field| is |prune_field| with such a load.
@^ThreadSanitizer@>
@^data races@>

@<Private functions of prune@>=
static inline int gen_field(const prune_table *t,uint64_t x)
{
  uint8_t b;
  if (t->encoding==PRUNE_NIBBLE) {
    b=__atomic_load_n(t->data+(x>>1),__ATOMIC_RELAXED);
    return b>>((x&1)<<2)&15;
  }
  b=__atomic_load_n(t->data+(x>>2),__ATOMIC_RELAXED);
  return b>>((x&3)<<1)&3;
}

@ The worker takes chunks until there are none left.

@<Private functions of prune@>=
static void *gen_worker(void *arg)
{
  gen_state *g=arg;
  prune_table *t=g->t;
  const int unknown=prune_unknown(t->encoding);
  const int prev=prune_code(t->encoding,g->depth-1),code=prune_code(t->encoding,g->depth);
  const int prev2=g->nm2 && g->depth>=2? prune_code(t->encoding,g->depth-2): -1;
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

@ Entries at depth $d-2$ are expanded too, by the moves that cost two;
there are none unless half turns cost two (below), and |prev2| is then
$-1$, which no field equals.

@<Expand the entries of |lo| to |hi| at depth |prev|@>=
{
  for (uint64_t x=lo; x<hi; x++) {
    int f=gen_field(t,x);
    if (f==prev)
      for (int i=0; i<g->nm; i++) {
        uint64_t y=coord_move(g->c,x,g->mv[i]);
        if (gen_field(t,y)==unknown) found+=set_with_twins(t,g->c,y,code);
      }
    if (f==prev2)
      for (int i=0; i<g->nm2; i++) {
        uint64_t y=coord_move(g->c,x,g->mv2[i]);
        if (gen_field(t,y)==unknown) found+=set_with_twins(t,g->c,y,code);
      }
  }
}

@ @<Settle the unknown entries of |lo| to |hi| from depth |prev|@>=
{
  for (uint64_t x=lo; x<hi; x++)
    if (gen_field(t,x)==unknown) {
      int i;
      for (i=0; i<g->nm; i++)
        if (gen_field(t,coord_move(g->c,x,g->mv[i]))==prev) {
          found+=set_with_twins(t,g->c,x,code);
          break;
        }
      if (i==g->nm)
        for (i=0; i<g->nm2; i++)
          if (gen_field(t,coord_move(g->c,x,g->mv2[i]))==prev2) {
            found+=set_with_twins(t,g->c,x,code);
            break;
          }
    }
}

@ The driver allocates the table, sets the goal, and fills depth after
depth until a depth finds nothing; with moves that cost two, until two
depths in a row find nothing, since depth $d+1$ may be reached from
depth $d-1$ alone. (That happens: the order of the four middle edges
is changed by half turns only, so under the moves of~$H$ in the
quarter-turn metric no entry is at distance~1.) A four-bit table cannot hold depth 15
exactly, since its code means unknown. So a table of four bits whose
search is not over after depth~14 stops there, and the entries not yet
reached keep the code~15, read as ``15 or more'': still a lower bound,
which is all a search asks of a table. Its header then gives 15 as the
largest distance and counts those entries there (the count may include
unreachable entries, which the generator did not go far enough to tell
apart; the phase-2 coordinate of the two-phase solver, whose distances go
up to 18 and which has none, is the table of this kind that the program
uses). The other encodings hold any depth up to |PRUNE_MAXDIST|. The progress line, on the standard error stream, appears only
when the work takes more than a second and |progress| is set.

@.out of memory for a table...@>
@.table ...: distances exceed...@>
@^error messages@>
@<Functions of prune@>=
int prune_generate(prune_table *t,const coord *c,uint32_t moves,int encoding,
  int threads,int progress,char *err,size_t errlen)
{
  gen_state g;
  double start=now_seconds();
  memset(t,0,sizeof *t);
  t->c=c; t->moves=prune_moves(c,moves); t->encoding=encoding; t->n=c->n;
  t->bytes=prune_bytes(encoding,c->n);
  t->data=malloc(t->bytes);
  if (!t->data) return cube_error(err,errlen,"out of memory for a table of %zu bytes",t->bytes);
  memset(t->data,0xff,t->bytes);
  memset(&g,0,sizeof g);
  g.t=t; g.c=c;
  for (int m=0; m<CUBE_NMOVES; m++)
    if (t->moves>>m&1) {
      if (prune_cost(t->moves,m)==1) g.mv[g.nm++]=m;
      else g.mv2[g.nm2++]=m;
    }
  if (threads<1) threads=1;
  if (threads>64) threads=64;
  t->dist[0]=set_with_twins(t,c,coord_index(c,&cube_solved),0);
  uint64_t known=t->dist[0];
  for (int d=1; ; d++) {
    @<Fill depth |d| with |threads| threads@>;
    if (g.found==0 && (g.nm2==0 || t->dist[d-1]==0 || d>=PRUNE_MAXDIST)) break;
    if (encoding==PRUNE_NIBBLE && d>=15) { /* the fill changed nothing: code 15 is unknown */
      t->dist[15]=t->n-known; t->maxdist=15; known=t->n;
      break;
    }
    if (g.found==0) continue;
    if (d>=PRUNE_MAXDIST) {
      free(t->data); t->data=NULL;
      return cube_error(err,errlen,"table %s: distances exceed what the encoding holds",
        c->name);
    }
    t->dist[d]=g.found; t->maxdist=d; known+=g.found;
    if (progress && now_seconds()-start>1.0)
      prune_report((double)known/t->n,"building table %s: depth %d, %.1f%% of %llu entries",
        c->name,d,100.0*known/t->n,(unsigned long long)t->n);
  }
  t->unreachable=t->n-known;
  t->seconds=now_seconds()-start;
  if (progress && t->seconds>1.0)
    prune_report_done("built table %s (%llu entries) in %.1f s",c->name,
      (unsigned long long)t->n,t->seconds);
  return 0;
}

@ @<Fill depth |d| with |threads| threads@>=
{
  g.depth=d; g.next_chunk=0; g.found=0;
  g.forward=(t->dist[d-1]+(d>=2 && g.nm2? t->dist[d-2]: 0))*3<t->n-known;
  cube_parallel(threads,gen_worker,&g,0);
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

@ A table is freed when done with: one that was generated with |free|, one
that was read from a file with |munmap|.

@<Functions of prune@>=
void prune_free(prune_table *t)
{
  if (t->map) munmap(t->map,t->maplen);
  else free(t->data);
  t->map=NULL; t->data=NULL;
}

@*1 Half turns that cost two.
In the quarter-turn metric a half turn counts as two moves. For a
coordinate well defined under all 18 moves this needs nothing new: its
table is made with the 12 quarter turns, and a half turn is two of them.
The moves of~$H$ are another matter: $H$ has the half turns \move{R2},
\move{L2}, \move{F2}, \move{B2} but not the quarter turns they are made
of, so a quarter-turn table of the second phase must be made with moves of
two costs, \move{U} and~\move{D} (either way) costing one and the half
turns of $H$ costing two. A move set says so by one more bit,
|PRUNE_QTM|, beyond the 18 bits of its moves: with it, every half turn of
the set costs two. The bit is part of the table's identity as the moves
are: the file of the phase-2 table in the quarter-turn metric is
\.{phase2-m80012a95-e2.tbl}, beside \.{phase2-m12e97-e2.tbl}.
@^quarter-turn metric@>
@^moves of two costs@>

|prune_qtm_moves| gives the quarter-turn version of a move set: its
quarter turns, and those of its half turns whose quarter turns it does
not have, with |PRUNE_QTM| if there are any. Of the 18 moves that is the
12 quarter turns, without the bit, so the tables of the optimal solver's
quarter-turn family keep their names; of the ten moves of~$H$ it is
\move{U}, \move{U'}, \move{D}, \move{D'} and the four half turns of the
other faces, with the bit. |prune_moves| is the move set a table of
coordinate~|c| is made with: the moves asked for that |c| is defined
under, and the bit.

@<Constants of prune@>=
#define PRUNE_QTM (1u<<31) /* in a move set: its half turns cost two */

@ @<Inline functions of prune@>=
static inline int prune_cost(uint32_t moves,int m)
{
  return (moves&PRUNE_QTM) && (MASK_HALF>>m&1)? 2: 1;
}
static inline uint32_t prune_moves(const coord *c,uint32_t moves)
{
  return moves&(c->moves|PRUNE_QTM);
}
static inline uint32_t prune_qtm_moves(uint32_t moves)
{
  uint32_t r=moves&MASK_QUARTER;
  for (int m=MOVE_U2; m<CUBE_NMOVES; m+=3)
    if ((moves>>m&1) && !(moves>>(m-1)&1) && !(moves>>(m+1)&1)) r|=MASK_MOVE(m)|PRUNE_QTM;
  return r;
}

@ Generating such a table is still a search by depths, a little
generalized (it is the search of Dijkstra's algorithm with costs 1 and~2,
done by layers): depth~$d$ is given to the unknown entries that a move of
cost one reaches from depth $d-1$ or a move of cost two from depth $d-2$.
Every entry at a depth below~$d$ is known when depth~$d$ is filled, so
the distances are exact. Both directions of the search work as before:
forward expands the entries of depth $d-1$ by the moves of cost one and
those of depth $d-2$ by the moves of cost two; backward gives depth~$d$
to an unknown entry with a neighbour at $d-1$ by a move of cost one, or
at $d-2$ by one of cost two. With residues the neighbours are read as
before: an unknown entry is at depth~$d$ or more, so a neighbour by a
move of cost $c$ is at $d-c$ or more, and a known one with the residue
of $d-c$ is at $d-c$ exactly.
@^Dijkstra's algorithm@>

Reading residues back needs one property more. The neighbours of an entry
at distance~$d$ by a move of cost two are anywhere from $d-2$ to $d+2$,
five values, which residues modulo~3 cannot tell apart. But for the
coordinates of the second phase the distance has the parity of the
corner permutation (the first chapter): a move of cost one, a quarter
turn of \.U or~\.D, changes that parity, a half turn keeps it. So a
neighbour by a quarter turn is at $d\pm1$, and one by a half turn at
$d-2$, $d$ or $d+2$: in either case three values at most, of different
residues. The walk of |prune_distance| and the searches of the next chapter
rely on this, so residues are used with moves of cost two only for
coordinates that determine the corner permutation's parity, as all those
of~$H$ do. The tests compare the distances so read with searches over
positions.
@^parity@>

@ The two tables of the second phase in the quarter-turn metric, made so
(both with residues; the tests check these counts, and check the tables
against searches over positions):
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\qquad\qquad&\hfil#\quad&\hfil#\quad&\hfil#\cr
depth&\.{phase2}&\.{phase2slice}&depth&\.{phase2}&\.{phase2slice}\cr\noalign{\smallskip\hrule\smallskip}
0&1&1&16&519{,}549&8{,}668\cr
1&1&1&17&1{,}126{,}657&7{,}489\cr
2&4&4&18&2{,}615{,}465&7{,}872\cr
3&3&3&19&5{,}257{,}657&5{,}142\cr
4&12&15&20&10{,}405{,}979&3{,}068\cr
5&18&23&21&16{,}847{,}083&2{,}738\cr
6&96&117&22&22{,}918{,}915&12\cr
7&176&233&23&23{,}081{,}667&\cr
8&584&654&24&17{,}585{,}703&\cr
9&1{,}040&1{,}094&25&9{,}013{,}716&\cr
10&2{,}849&1{,}993&26&1{,}634{,}268&\cr
11&6{,}050&2{,}758&27&219{,}175&\cr
12&17{,}449&4{,}049&28&3{,}800&\cr
13&37{,}959&5{,}590&29&177&\cr
14&98{,}204&6{,}763&30&2&\cr
15&211{,}501&8{,}145&&&\cr
\noalign{\smallskip\hrule\smallskip}
&&&total&111{,}605{,}760&66{,}432\cr}}$$
The largest distances are 30 and~22, against 18 and~14 in face turns.
(These are counts of entries of the symmetry-reduced coordinates, not of
positions: the positions of~$H$ at distances 0 to~4 are 1, 4, 10, 36
and~123, as the test below finds.)
@^quarter-turn metric@>

@*1 Table files.
A table that took seconds or minutes to make is kept in a file. The file
begins with a header of 4096 bytes, then holds the packed entries. The
header says what the table is (so that a file is never used for the wrong
table) and how its entries are spread over the distances, and it carries
two checksums: one of the entries, and one of the header itself. Nothing
read from a file is used before it is checked. That matters for the
header as much as for the entries: a program that believed a damaged
largest distance would index |dist| beyond its end, and one that believed
a damaged size would read a file of any length. The fields, in the byte
order of the machine that wrote them:

@<Types of prune@>=
typedef struct {
  char magic[8]; /* \.{"CUBETBL"} and a zero byte */
  uint32_t version; /* |PRUNE_VERSION| */
  uint32_t header_bytes; /* 4096 */
  uint64_t header_checksum; /* of the 4096 header bytes, this field read as zero */
  char coord_name[32]; /* the coordinate's name, then zero bytes */
  uint64_t n; /* its size */
  uint32_t encoding,moves;
  uint64_t data_bytes,checksum; /* length and checksum of the entries */
  int32_t maxdist,reserved; /* |reserved| is zero */
  uint64_t dist[PRUNE_MAXDIST];
  uint64_t unreachable;
} prune_header;

@ The header carries a checksum of its own, so that a damaged
distribution cannot go unnoticed; files of version~1 of the format,
which had none, are refused by their version number, and rebuilt. No coordinate of the program comes near
$2^{40}$ values; a header that claims more is refused before its size is
used in any computation.

@<Constants of prune@>=
enum { PRUNE_VERSION = 2, PRUNE_HEADER_BYTES = 4096 };
#define PRUNE_MAX_ENTRIES (1ull<<40)

@ The checksum must be fast, since it is computed whenever a table is
loaded: four independent 64-bit lanes, each mixing one word in four by an
exclusive or, a multiplication and a shift, then combined. It reads 8
bytes per step per lane; it is not a cryptographic hash, only a guard
against damage. The four lanes are four variables, not an array: with an
array, the compiler at \.{-O2} kept the lanes in memory, and every step
waited for the previous step's store, which made the loop several times
slower (the measurements chapter, \chapno{measure}, has the times for the
141\thinspace MB phase-1 table). The checksum itself, and so
the file format, is the same either way.
@^checksum@>

The checksum is also computed in pieces, as a table is read (below):
|checksum_lanes| runs the four lanes over as many whole groups of four
words as a piece holds and says how many bytes it took, and
|checksum_end| mixes the rest and the lanes into the result.

@<Private functions of prune@>=
static inline uint64_t checksum_step(uint64_t h,const uint8_t *p)
{
  uint64_t w;
  memcpy(&w,p,8);
  h=(h^w)*0x9e3779b97f4a7c15ull;
  return h^(h>>29);
}
@#
static size_t checksum_lanes(uint64_t h[4],const uint8_t *data,size_t bytes)
{
  uint64_t h0=h[0],h1=h[1],h2=h[2],h3=h[3];
  size_t i=0;
  for (; i+32<=bytes; i+=32) {
    const uint8_t *p=data+i;
    h0=checksum_step(h0,p); h1=checksum_step(h1,p+8);
    h2=checksum_step(h2,p+16); h3=checksum_step(h3,p+24);
  }
  h[0]=h0; h[1]=h1; h[2]=h2; h[3]=h3;
  return i;
}
@#
static uint64_t checksum_end(const uint64_t h[4],const uint8_t *rest,size_t restbytes,
  size_t bytes)
{
  uint64_t r=bytes;
  for (int l=0; l<4; l++) r=(r^h[l])*0xbf58476d1ce4e5b9ull, r^=r>>31;
  for (size_t b=0; b<restbytes; b++) r=(r^rest[b])*0x94d049bb133111ebull;
  return r^(r>>29);
}

@ @<Functions of prune@>=
uint64_t prune_checksum(const uint8_t *data,size_t bytes)
{
  uint64_t h[4]={1,2,3,4};
  size_t k=checksum_lanes(h,data,bytes);
  return checksum_end(h,data+k,bytes-k,bytes);
}

@ Every step of the checksum is one-to-one in the value it updates: an
exclusive or with a word, a multiplication by an odd number, and
$h\gets h\oplus\lfloor h/2^{29}\rfloor$ can all be undone. So two blocks
of the same length that differ in a single word, in particular in a single
byte, always have different checksums: one damaged byte anywhere in a
file is always noticed, whether in the entries or in the header.

The header's checksum is taken over the whole header block, all 4096
bytes, with its own field read as zero; it covers the unused bytes after
the last field too, which the writer leaves zero.

@<Functions of prune@>=
uint64_t prune_header_checksum(const uint8_t *block)
{
  uint8_t b[PRUNE_HEADER_BYTES];
  memcpy(b,block,sizeof b);
  memset(b+offsetof(prune_header,header_checksum),0,sizeof(uint64_t));
  return prune_checksum(b,sizeof b);
}

@ @<Declarations of prune@>=
uint64_t prune_checksum(const uint8_t *data,size_t bytes);
uint64_t prune_header_checksum(const uint8_t *block);
int prune_save(const prune_table *t,const char *path,char *err,size_t errlen);
int prune_load(prune_table *t,const coord *c,uint32_t moves,int encoding,
  const char *path,char *err,size_t errlen);
int prune_read(prune_table *t,const char *name,uint32_t moves,int encoding,
  const char *path,char *err,size_t errlen);
int prune_adopt(prune_table *t,const coord *c,const char *path,char *err,size_t errlen);

@ A table file is never changed in place, only replaced. The writer
below writes a new table under a temporary name and renames it over the
final name, and nothing in the program opens a table file for writing
otherwise. A reader, for its part, does not use the file itself but a
copy of its entries in its own memory, read once and checked (the
checksum is computed on the copy, so what was checked is what is used).
So a table in use by a running program is immune to whatever happens to
its file afterwards: a rebuild by another process renames a new file over
it, and even a user who copies another file over it, or cuts it short,
changes the file and not the copy.
@^table files, replaced only by rename@>

A mapping of the file would let processes share one copy of a table in
the page cache, but it is not immune: when a mapped file is truncated,
the next read of a vanished page kills the process with the signal
|SIGBUS|, and a private mapping is no better, since its pages that were
never written are still the file's. The copy costs each process its own
memory for the tables it uses, and nothing else: the checksum reads every
byte in any case.
@^SIGBUS@>

@ Writing is done so that no reader can ever see a half-written file: the
table goes to a temporary file in the same directory, named after the
final name with \.{.tmp} and the process number appended and created
afresh (never opened over an existing file). It is flushed to disk and
then renamed to the final name; renaming is atomic, and the directory is
flushed after it so that the new name survives a crash. A write that fails
(on a full disk, say) removes the temporary file and reports the error. A
run killed while writing leaves at most a temporary file, which no reader
opens, and which the next build in that directory removes (see
|prune_stale_temps| below).

@^error messages@>
@<Functions of prune@>=
int prune_save(const prune_table *t,const char *path,char *err,size_t errlen)
{
  uint8_t block[PRUNE_HEADER_BYTES];
  char tmp[4200];
  @<Fill in the header |block| for |t|@>;
  snprintf(tmp,sizeof tmp,"%s.tmp%ld",path,(long)getpid());
  unlink(tmp); /* left by an earlier process that had our number */
  int fd=open(tmp,O_WRONLY|O_CREAT|O_EXCL|O_CLOEXEC,0644);
  if (fd<0) return cube_error(err,errlen,"cannot write %s: %s",tmp,strerror(errno));
  if (write_all(fd,block,sizeof block) || write_all(fd,t->data,t->bytes) || fsync(fd)
      || close(fd)) {
    int e=errno;
    close(fd); unlink(tmp);
    return cube_error(err,errlen,"cannot write %s: %s",tmp,strerror(e));
  }
  if (rename(tmp,path)) {
    int e=errno;
    unlink(tmp);
    return cube_error(err,errlen,"cannot rename %s to %s: %s",tmp,path,strerror(e));
  }
  @<Flush the directory that holds |path|@>;
  return 0;
}
@.cannot write...@>
@.cannot rename...@>

@ The header is built in a block of zeros; its checksum is computed last,
over the block with the checksum field still zero.

@<Fill in the header |block| for |t|@>=
{
  prune_header h;
  memset(&h,0,sizeof h);
  memcpy(h.magic,"CUBETBL",8);
  h.version=PRUNE_VERSION; h.header_bytes=PRUNE_HEADER_BYTES;
  snprintf(h.coord_name,sizeof h.coord_name,"%s",t->c->name);
  h.n=t->n; h.encoding=t->encoding; h.moves=t->moves;
  h.data_bytes=t->bytes; h.checksum=prune_checksum(t->data,t->bytes);
  h.maxdist=t->maxdist; h.unreachable=t->unreachable;
  memcpy(h.dist,t->dist,sizeof h.dist);
  memset(block,0,sizeof block);
  memcpy(block,&h,sizeof h);
  h.header_checksum=prune_header_checksum(block);
  memcpy(block,&h,sizeof h);
}

@ Some file systems refuse to flush a directory; that is no error here,
since the file itself is already safe.

@<Flush the directory that holds |path|@>=
{
  char d[4200];
  snprintf(d,sizeof d,"%s",path);
  char *s=strrchr(d,'/');
  if (!s) strcpy(d,".");
  else if (s==d) d[1]=0;
  else *s=0;
  int dfd=open(d,O_RDONLY|O_DIRECTORY|O_CLOEXEC);
  if (dfd>=0) { fsync(dfd); close(dfd); }
}

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
static int read_all(int fd,void *buf,size_t n,off_t off)
{
  char *p=buf;
  while (n) {
    ssize_t r=pread(fd,p,n,off);
    if (r<0) { if (errno==EINTR) continue; return -1; }
    if (r==0) { errno=0; return -1; } /* the file became shorter */
    p+=r; n-=(size_t)r; off+=r;
  }
  return 0;
}

@ Reading a table file has three steps, and each refuses the file before
the next one trusts it: open the file and learn what it is; read its
header and check it, alone and against the file's length; read the
entries and check their checksum. Only the last step reads more than 4096
bytes, and it reads exactly as many as the checked header announces, which
the file is known to hold.

A table is a table of a coordinate, and its number of entries is the
coordinate's size, which for a symmetric coordinate is known only once
its classes are counted. A program that wants to read a large table
while another thread builds its coordinate (the two-phase solver does,
to start faster) splits loading in two: |prune_read| does all of the
above for the coordinate known by its name, with the exact set of moves
of the table (the header must say both), and |prune_adopt|, once the
coordinate is built, checks the size and ties the table to it; a table
refused there is freed. |prune_load| is the two together.
@^start-up time@>

@<Functions of prune@>=
int prune_read(prune_table *t,const char *name,uint32_t moves,int encoding,
  const char *path,char *err,size_t errlen)
{
  struct stat st;
  prune_header h;
  void *map=NULL;
  size_t maplen=0;
  int fd=open_table_file(path,&st,err,errlen);
  if (fd<0) return -1;
  if (read_header(fd,&st,path,&h,err,errlen)) goto fail;
  @<Check that the header |h| describes the table wanted@>;
  if (read_entries(fd,&h,path,&map,&maplen,err,errlen)) goto fail;
  close(fd);
  memset(t,0,sizeof *t);
  t->moves=h.moves; t->encoding=(int)h.encoding; t->n=h.n;
  t->data=map; t->bytes=h.data_bytes;
  t->maxdist=h.maxdist; t->unreachable=h.unreachable;
  memcpy(t->dist,h.dist,sizeof t->dist);
  t->map=map; t->maplen=maplen;
  return 0;
fail: close(fd);
  return -1;
}
@#
int prune_adopt(prune_table *t,const coord *c,const char *path,char *err,size_t errlen)
{
  if (t->n!=c->n) {
    cube_error(err,errlen,"table file %s: holds a table of %s with %llu entries,\
 not %llu",path,c->name,(unsigned long long)t->n,(unsigned long long)c->n);
    prune_free(t);
    return -1;
  }
  t->c=c;
  return 0;
}
@#
int prune_load(prune_table *t,const coord *c,uint32_t moves,int encoding,
  const char *path,char *err,size_t errlen)
{
  if (prune_read(t,c->name,prune_moves(c,moves),encoding,path,err,errlen)) return -1;
  return prune_adopt(t,c,path,err,errlen);
}

@ @^error messages@>
@<Check that the header |h| describes the table wanted@>=
if (strncmp(h.coord_name,name,sizeof h.coord_name)
    || h.encoding!=(uint32_t)encoding || h.moves!=moves) {
  cube_error(err,errlen,"table file %s: holds a table of %.32s (%llu entries,\
 encoding %u, moves %05x), not the one wanted",path,h.coord_name,
    (unsigned long long)h.n,h.encoding,h.moves); goto fail;
}
@.table file ...: holds a table of...@>

@ Opening must not hang, nor mislead. A named pipe put in place of a table
would make a plain |open| wait for a writer forever; opened with
|O_NONBLOCK|, which changes nothing for a regular file, it returns at
once. Then |fstat| says what was opened, and anything but a regular file
is refused by name: a directory as a directory (reading it would fail
with a puzzling ``No such device'' or ``Is a directory'' later), a pipe, a
device or a socket as not a regular file. A symbolic link that leads
nowhere is reported as such rather than as a missing file.

@^error messages@>
@<Private functions of prune@>=
static int open_table_file(const char *path,struct stat *st,char *err,size_t errlen)
{
  int fd=open(path,O_RDONLY|O_NONBLOCK|O_NOCTTY|O_CLOEXEC);
  if (fd<0) {
    int e=errno;
    struct stat l;
    if (e==ENOENT && lstat(path,&l)==0 && S_ISLNK(l.st_mode))
      return cube_error(err,errlen,"table file %s: a symbolic link to a missing file",path);
    return cube_error(err,errlen,"table file %s: %s",path,strerror(e));
  }
  const char *what=NULL;
  if (fstat(fd,st)) what=strerror(errno);
  else if (S_ISDIR(st->st_mode)) what="a directory, not a table file";
  else if (S_ISFIFO(st->st_mode)) what="a named pipe, not a regular file";
  else if (!S_ISREG(st->st_mode)) what="not a regular file";
  if (what) {
    close(fd);
    return cube_error(err,errlen,"table file %s: %s",path,what);
  }
  return fd;
}
@.table file ...: a directory...@>
@.table file ...: a named pipe...@>
@.table file ...: a symbolic link...@>

@ The header is read with |pread| into a block of 4096 bytes (of zeros, if
the file is shorter). Its checks come in the order that gives the most
useful message: a file that is not a table at all; a table of another
format version (which is not damaged, only old); a file too short to hold
a header; then the header's checksum, which catches any damaged byte of
it; then the fields, each within its range; last the length of the file,
which must be the header's 4096 bytes plus the entries, neither less (a
file cut short) nor more (a file extended, perhaps by a sparse hole of
gigabytes, which is then never read).

@^error messages@>
@<Private functions of prune@>=
static int read_header(int fd,const struct stat *st,const char *path,prune_header *h,
  char *err,size_t errlen)
{
  uint8_t block[PRUNE_HEADER_BYTES];
  size_t have=st->st_size<PRUNE_HEADER_BYTES? (size_t)st->st_size: PRUNE_HEADER_BYTES;
  memset(block,0,sizeof block);
  if (read_all(fd,block,have,0))
    return cube_error(err,errlen,"table file %s: cannot read: %s",path,
      errno? strerror(errno): "it became shorter");
  memcpy(h,block,sizeof *h);
  if (have<8 || memcmp(h->magic,"CUBETBL",8))
    return cube_error(err,errlen,"table file %s: not a table file (bad magic)",path);
  if (have>=12 && h->version!=PRUNE_VERSION)
    return cube_error(err,errlen,"table file %s: format version %u,\
 this program reads version %d",path,h->version,PRUNE_VERSION);
  if (have<PRUNE_HEADER_BYTES)
    return cube_error(err,errlen,"table file %s: truncated (%lld bytes, shorter than\
 its header)",path,(long long)st->st_size);
  if (prune_header_checksum(block)!=h->header_checksum)
    return cube_error(err,errlen,"table file %s: damaged header (header checksum\
 mismatch)",path);
  @<Check the fields of the header |h| for consistency@>;
  @<Check the length of the file against the header |h|@>;
  return 0;
}
@.table file ...: not a table file...@>
@.table file ...: format version...@>
@.table file ...: damaged header...@>

@ The checksum makes damage by accident as good as impossible to miss;
the checks of the fields stand guard against a header that is wrong from
the start, written by a program with a mistake in it, and they come before
any field is used as an index or a length. The header must say it has
4096 bytes, and those after its last field must be zero, as must the
reserved field. The name must end within its 32 bytes, followed by zeros
only; the encoding and the move set must be possible ones; the number
of entries must be below the limit and the length of the entries must
follow from it; the largest distance must index |dist| and fit the
encoding; and the distribution must be that of a breadth-first search:
some entries at every distance from 0 to the largest (but for one
distance at a time in a table where half turns cost two), none beyond it, and
all of them together with the unreachable ones exactly $n$ (added so that
no sum can overflow). A table with a base $b$ may count all its entries of
$b$ or less at~$b$, and those of $b+3$ or more at $b+3$, since it cannot
tell them apart (the minima of the H48 chapter are made that way): with
such an encoding the distances below~$b$ may have no entries.

@.table file ...: damaged header (...)@>
@^error messages@>
@<Check the fields of the header |h| for consistency@>=
{
  const char *bad=NULL;
  size_t len=strnlen(h->coord_name,sizeof h->coord_name);
  uint64_t sum=h->unreachable;
  for (size_t i=sizeof *h; i<PRUNE_HEADER_BYTES; i++)
    if (block[i]) bad="unused bytes";
  for (size_t i=len; i<sizeof h->coord_name; i++)
    if (h->coord_name[i]) bad="coordinate name";
  if (h->header_bytes!=PRUNE_HEADER_BYTES) bad="length of the header";
  else if (len==0 || len==sizeof h->coord_name) bad="coordinate name";
  else if (h->encoding!=PRUNE_NIBBLE && h->encoding!=PRUNE_MOD3 && h->encoding!=PRUNE_BYTE
      && (h->encoding<PRUNE_LINE || h->encoding>PRUNE_LINE+PRUNE_MAXDIST-4)) bad="encoding";
  else if ((h->moves&~PRUNE_QTM)==0 || (h->moves&~PRUNE_QTM)>>CUBE_NMOVES) bad="move set";
  else if (h->n==0 || h->n>PRUNE_MAX_ENTRIES) bad="number of entries";
  else if (h->data_bytes!=prune_bytes((int)h->encoding,h->n)) bad="length of the entries";
  else if (h->maxdist<0 || h->maxdist>=PRUNE_MAXDIST
      || (h->encoding==PRUNE_NIBBLE && h->maxdist>15))
    bad="largest distance";
  else if (h->reserved) bad="reserved field";
  else if (h->unreachable>h->n) bad="unreachable entries";
  for (int d=0; d<PRUNE_MAXDIST && !bad; d++)
    if ((d<=h->maxdist)!=(h->dist[d]>0)
        && !(h->dist[d]==0 && h->encoding>=PRUNE_LINE && d<(int)(h->encoding-PRUNE_LINE))
        && !(h->moves&PRUNE_QTM && d>0 && d<h->maxdist && h->dist[d-1]>0 && h->dist[d+1]>0))
      bad="distribution";
    else if (h->dist[d]>h->n-sum) bad="distribution";
    else sum+=h->dist[d];
  if (!bad && sum!=h->n) bad="distribution";
  if (bad) return cube_error(err,errlen,"table file %s: damaged header (%s)",path,bad);
}

@ A file of the wrong length is named for what is wrong with it.

@^error messages@>
@<Check the length of the file against the header |h|@>=
{
  uint64_t want=PRUNE_HEADER_BYTES+h->data_bytes,size=(uint64_t)st->st_size;
  if (size!=want)
    return cube_error(err,errlen,"table file %s: %s (%llu bytes, expected %llu)",path,
      size<want? "truncated": "too long",(unsigned long long)size,(unsigned long long)want);
}
@.table file ...: truncated...@>
@.table file ...: too long...@>

@ The entries are read into memory of the process's own, anonymous and
private, which is made read only once it is filled and checked. The
checksum is computed on this copy. If the file grows shorter while it is
read (someone truncating it), the read stops with a message instead of a
crash.

Loading is what a user waits for at the start of every command, and for
a large table it is three passes over memory: the kernel clears each new
page, copies the file's bytes into it, and the checksum reads them back.
Two things make it faster. The entries are read in pieces of
|PRUNE_READ_PIECE| bytes, each checked while it is still in the cache, so
the checksum does not read the table from memory a second time. And a
table of |PRUNE_SPLIT_READ| bytes or more is read in two halves at once:
a second thread reads the second half (clearing its pages and copying
into them) while this one reads and checks the first; the second half's
checksum follows when it is in. What this gains in loading the
141\thinspace MB table of the two-phase solver is measured in the
measurements chapter (\chapno{measure}). A system that cannot start the
thread gets the whole table read by this one.
@^start-up time@>

@<Constants of prune@>=
enum { PRUNE_READ_PIECE = 1<<19, PRUNE_SPLIT_READ = 8<<20 };

@ The loading itself: a thread of its own reads the second half
(|read_job_run|), while this one reads the first piece by piece and
adds each piece to the checksum while it is in the cache. A short read
or a wrong checksum unmaps the copy and refuses the file by its name, so
that a damaged table is never used.
@^error messages@>
@<Private functions of prune@>=
typedef struct {
  int fd,rc,e;
  uint8_t *buf;
  size_t n;
  off_t off;
} read_job;
static void *read_job_run(void *arg)
{
  read_job *j=arg;
  j->rc=read_all(j->fd,j->buf,j->n,j->off);
  j->e=errno;
  return NULL;
}
@#
static int read_entries(int fd,const prune_header *h,const char *path,void **map,
  size_t *maplen,char *err,size_t errlen)
{
  size_t len=h->data_bytes,first=len,done=0;
  uint64_t lanes[4]={1,2,3,4};
  uint8_t *a;
  read_job job={0};
  pthread_t th;
  int threaded=0,rc=0,e=0;
  @<Allocate |len| bytes at |a|, in huge pages if the table is large@>;
  if (len>=PRUNE_SPLIT_READ) {
    first=len/2/PRUNE_READ_PIECE*PRUNE_READ_PIECE;
    job.fd=fd; job.buf=a+first; job.n=len-first; job.off=PRUNE_HEADER_BYTES+(off_t)first;
    threaded=pthread_create(&th,NULL,read_job_run,&job)==0;
    if (!threaded) first=len;
  }
  for (size_t o=0; o<first && rc==0; o+=PRUNE_READ_PIECE) {
    size_t n=first-o<PRUNE_READ_PIECE? first-o: PRUNE_READ_PIECE;
    if ((rc=read_all(fd,a+o,n,PRUNE_HEADER_BYTES+(off_t)o))) e=errno;
    else done+=checksum_lanes(lanes,a+done,o+n-done);
  }
  if (threaded) {
    pthread_join(th,NULL);
    if (rc==0 && job.rc) rc=job.rc, e=job.e;
  }
  if (rc) {
    munmap(a,*maplen);
    return cube_error(err,errlen,"table file %s: cannot read: %s",path,
      e? strerror(e): "it became shorter");
  }
  done+=checksum_lanes(lanes,a+done,len-done);
  if (checksum_end(lanes,a+done,len-done,len)!=h->checksum) {
    munmap(a,*maplen);
    return cube_error(err,errlen,"table file %s: checksum mismatch (the file is damaged)",
      path);
  }
  mprotect(a,*maplen,PROT_READ);
  *map=a;
  return 0;
}
@.table file ...: checksum mismatch...@>
@.table file ...: cannot read...@>

@ A table of hundreds of megabytes is read at random, and with the
processor's ordinary 4\thinspace KB pages nearly every read misses not
only the cache but the translation buffer that maps addresses to pages,
which costs a second walk through memory. Pages of 2\thinspace MB make
the map of the whole table small enough to stay in that buffer. Linux
gives large pages to anonymous memory that asks for them (|madvise| with
|MADV_HUGEPAGE|), not to a file; this is one more reason to read a table
into memory of its own rather than to map its file. A table of
2\thinspace MB or more gets its memory from |coord_alloc_large| of the
previous chapter: aligned to 2\thinspace MB and asked for in large pages.
In the optimal solver with the 1.67\thinspace GB table this gains the
speed measured in the benchmarks; for the tables of the two-phase solver
it is what makes loading fast, since reading 63\thinspace MB into
ordinary pages takes one fault per 4\thinspace KB, 512 times as many as
into large pages (the measurements chapter has the times).
If the system refuses large pages, the table is in ordinary pages, and
works as well. The file is never mapped, so the table occupies its own
size in memory once, not twice.
@^huge pages@>
@^start-up time@>

@ @^error messages@>
@<Allocate |len| bytes at |a|, in huge pages if the table is large@>=
if (len<COORD_LARGE_PAGE) {
  a=mmap(NULL,len,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);
  if (a==MAP_FAILED) a=NULL;
  *maplen=len;
} else a=coord_alloc_large(len,maplen);
if (!a) return cube_error(err,errlen,"out of memory for table %s (%zu bytes)",path,len);
@.out of memory for table...@>
@ Checking a table file from its path alone, as \.{cube tables --check}
does for every file of the cache, takes one step more than loading. The
header names the coordinate, so the program finds it (a coordinate it
does not know means a file it cannot check), makes sure that the header's
size and moves fit it and that the file has the name under which the
cache would look for that table, and loads the table as that one, which
checks everything above. Then it counts the entries of each field value
and compares the counts with the distribution of the header, and checks
that the solved cube's entry is~0: a table whose checksum was right but
whose entries were wrong from the start (made by a mistaken program)
fails here. The counts come from a histogram of the bytes, 256 counters
filled in one pass over the entries, like the checksum's; the fields in the unused end of the last
byte were set to the unknown value with the rest and are counted with it.
(In a table of |PRUNE_BYTE| the field of a byte is its low two bits; the
high bits are for their chapter to check.)

@^error messages@>
@<Functions of prune@>=
int prune_check_file(const char *path,char *err,size_t errlen)
{
  int known=1; /* the coordinate is registered */
  struct stat st;
  prune_header h;
  prune_table t;
  coord *c;
  char name[128];
  const char *base=strrchr(path,'/');
  int fd=open_table_file(path,&st,err,errlen);
  if (fd<0) return -1;
  int rc=read_header(fd,&st,path,&h,err,errlen);
  close(fd);
  if (rc) return -1;
  static coord stub; /* stands for a coordinate no chapter registers */
  if (!(c=coord_find(h.coord_name))) @<Let |stub| stand for the coordinate of |h|@>@;
  else {
    if (h.n!=c->n || (h.moves&~(c->moves|PRUNE_QTM)))
      return cube_error(err,errlen,"table file %s: its size or moves do not fit\
 coordinate %s",path,c->name);
    prune_file_name(c,h.moves,(int)h.encoding,name,sizeof name);
    if (strcmp(base? base+1: path,name))
      return cube_error(err,errlen,"table file %s: holds the table that belongs in %s",
        path,name);
  }
  if (prune_load(&t,c,h.moves,(int)h.encoding,path,err,errlen)) return -1;
  @<Count the entries of |t| and compare them with its distribution@>;
  prune_free(&t);
  return rc;
}

@ Some tables belong to coordinates that their chapter describes only by
name and size, because it computes them by its own means (the packed
tables of the H48 chapter). Such a file is checked as far as the header
allows: it is loaded as a table of a coordinate of that name and size,
which checks the header and the checksum of the entries, and its entries
are counted against its distribution; only the entry of the solved cube,
whose index needs the coordinate, is not checked. A name that is neither
registered nor of that kind would have failed the header's checks.

@<Let |stub| stand for the coordinate of |h|@>=
{
  memset(&stub,0,sizeof stub);
  stub.name=h.coord_name; stub.n=h.n; stub.moves=h.moves;
  c=&stub; known=0;
}

@.table file ...: its size or moves...@>
@.table file ...: holds the table...@>

@ @^error messages@>
@<Count the entries of |t| and compare them with its distribution@>=
{
  uint64_t bytecount[256]={0},field[16]={0},want[16]={0},bad_lines=0;
  int bits=t.encoding==PRUNE_NIBBLE? 4: 2,per=t.encoding==PRUNE_BYTE? 1: 8/bits,
    mask=(1<<bits)-1;
  if (t.encoding>=PRUNE_LINE) @<Count the entries of a table in lines, and check its minima@>@;
  else {
    size_t whole=t.n/per; /* bytes whose fields are all entries */
    for (size_t i=0; i<whole; i++) bytecount[t.data[i]]++;
    for (int b=0; b<256; b++)
      for (int k=0; k<per; k++) field[b>>(k*bits)&mask]+=bytecount[b];
    for (uint64_t x=(uint64_t)whole*per; x<t.n; x++) field[prune_field(&t,x)]++;
  }
  for (int d=0; d<=t.maxdist; d++) want[prune_code(t.encoding,d)]+=t.dist[d];
  want[mask]+=t.unreachable;
  if (bad_lines)
    rc=cube_error(err,errlen,"table file %s: %llu of its lines have a wrong minimum",path,
      (unsigned long long)bad_lines);
@.table file ...: wrong minimum@>
  else if (memcmp(field,want,sizeof field))
    rc=cube_error(err,errlen,"table file %s: the entries do not match the distribution\
 of the header",path);
  else if (known && prune_field(&t,coord_index(c,&cube_solved))!=0)
    rc=cube_error(err,errlen,"table file %s: the solved cube's entry is not 0",path);
}
@.table file ...: the entries...@>

@ In a table in lines the first 63 bytes of a full line hold four entries
each, and the last byte two entries and the minimum. The minimum of a line
must be at most the base if some entry of the line is~0, and 15 if none
is; the unused fields of the last line must be~0.

@<Count the entries of a table in lines, and check its minima@>=
{
  uint64_t lines=(t.n+PRUNE_LINE_ENTRIES-1)/PRUNE_LINE_ENTRIES;
  int b=t.encoding-PRUNE_LINE;
  for (uint64_t l=0; l<lines; l++) {
    const uint8_t *line=t.data+l*PRUNE_LINE_BYTES;
    unsigned have=l<lines-1 || t.n%PRUNE_LINE_ENTRIES==0? PRUNE_LINE_ENTRIES:
      (unsigned)(t.n%PRUNE_LINE_ENTRIES);
    int some_zero=0,least=line[PRUNE_LINE_BYTES-1]>>4;
    if (have==PRUNE_LINE_ENTRIES) {
      for (int i=0; i<PRUNE_LINE_BYTES-1; i++) {
        bytecount[line[i]]++;
        some_zero|=((line[i]|line[i]>>1)&0x55)!=0x55; /* a field of 0 */
      }
      for (unsigned i=PRUNE_LINE_ENTRIES-2; i<PRUNE_LINE_ENTRIES; i++) {
        int c=line[i>>2]>>((i&3)<<1)&3;
        field[c]++; some_zero|=c==0;
      }
    } else
      for (unsigned i=0; i<PRUNE_LINE_ENTRIES; i++) {
        int c=line[i>>2]>>((i&3)<<1)&3;
        if (i<have) { field[c]++; some_zero|=c==0; }
        else if (c) bad_lines++;
      }
    if (some_zero? least>b: least!=15) bad_lines++;
  }
  for (int v=0; v<256; v++)
    for (int k=0; k<4; k++) field[v>>(2*k)&3]+=bytecount[v];
}

@ Reading only the header, checked as by loading, tells what a file holds
without reading its entries: \.{cube tables --list} shows the cache so.

@<Functions of prune@>=
int prune_read_header(const char *path,prune_header *h,char *err,size_t errlen)
{
  struct stat st;
  int fd=open_table_file(path,&st,err,errlen);
  if (fd<0) return -1;
  int rc=read_header(fd,&st,path,h,err,errlen);
  close(fd);
  return rc? -1: 0;
}

@ @<Declarations of prune@>=
int prune_check_file(const char *path,char *err,size_t errlen);
int prune_read_header(const char *path,prune_header *h,char *err,size_t errlen);

@*1 The table cache.
Programs ask for a table by coordinate, moves and encoding. The routine
|prune_open| finds it in the cache directory, or makes it there.
The directory is the one given by \.{--tables}, else the environment
variable \.{CUBE\_TABLES}, else \.{\$XDG\_CACHE\_HOME/cube}, else
\.{\~/.cache/cube}. It is created, with its parents, when a table is to
be written into it, and only then: naming the directory, listing it or
checking it, and loading with building forbidden, create nothing. A file
is named after the coordinate, the moves (as a hexadecimal mask) and the
encoding; the phase-1 table, for example, is in the file
\.{phase1-m3ffff-e2.tbl}.
@^CUBE\_TABLES@>
@^XDG\_CACHE\_HOME@>

@<Types of prune@>=
typedef struct {
  const char *dir; /* the cache directory, or |NULL| for the default */
  int may_build; /* make missing or bad tables */
  int threads; /* for building; 0 means one per processor */
  int progress; /* show a progress line while building, and say when waiting */
} prune_options;

@ Building a large table takes minutes, and the person waiting must see
what is being done, for what, and about how long it will take. Every
builder reports through |prune_report|: a {\it goal} (the table family or
table asked for, set once by whoever asked, in |prune_goal|), what is
being done now (a sentence made with |printf|'s formats), and, when the
builder knows it, the fraction done, from which the time left is
estimated by the time spent so far. On a terminal the report is one line
rewritten in place with a carriage return, at most five times a second;
into a file or a pipe (a log of a batch job) each report is a line of its
own, at most one every five seconds, so that a log stays readable.
|prune_report_done| ends the report with a line that stays. Both go
through |cube_progress| (the first chapter), so that a program that uses
the library may take the lines instead of the standard error stream.
@^progress lines@>

@<Functions of prune@>=
const char *prune_goal;
static double report_last,report_start;
static int report_open;
void prune_report(double fraction,const char *fmt,...)
{
  double t=now_seconds();
  int tty=isatty(2);
  if (!report_open) { report_open=1; report_start=t; report_last=0; }
  if (t-report_last<(tty? 0.2: 5.0)) return;
  report_last=t;
  char what[300],left[64]="";
  va_list ap;
  va_start(ap,fmt); vsnprintf(what,sizeof what,fmt,ap); va_end(ap);
  double spent=t-report_start;
  if (fraction>0.02 && fraction<0.999 && spent>3) {
    double s=spent*(1-fraction)/fraction;
    if (s<90) snprintf(left,sizeof left,", about %.0f s left",s);
    else snprintf(left,sizeof left,", about %.0f min left",s/60);
  }
  cube_progress("%scube: %s%s%s%s%s",tty? "\r": "",prune_goal? prune_goal: "",
    prune_goal? ": ": "",what,left,tty? "\033[K": "\n");
}
void prune_report_done(const char *fmt,...)
{
  char what[300];
  va_list ap;
  va_start(ap,fmt); vsnprintf(what,sizeof what,fmt,ap); va_end(ap);
  cube_progress("%scube: %s%s%s\n",isatty(2) && report_open? "\r\033[K": "",
    prune_goal? prune_goal: "",prune_goal? ": ": "",what);
  report_open=0;
}

@ A build must fit in the memory that is free, not in the memory the
machine has: a laptop of 16\thinspace GB with a browser open has far less
to give, and a container or a batch job (Slurm, for one) is held to a
limit of its control group, past which the system kills it. So
|prune_memory_available| returns the least of three figures: the
kernel's estimate of the memory available without swapping
(\.{MemAvailable} in \.{/proc/meminfo}); what the control group of the
process may still take (its \.{memory.max} less its \.{memory.current},
or the same two figures of the first version of control groups); and the
environment's \.{CUBE\_MEMORY}, in bytes or with a suffix \.K, \.M or~\.G,
which a user may set to keep the program below a figure of their own, and
the tests set to try the choices a smaller machine makes. Every command
that weighs memory (building a table, choosing a table family, solving a
whole coset) asks this one routine.
@^memory available@>
@^control groups@>
@^CUBE\_MEMORY@>

@<Functions of prune@>=
static double read_bytes_file(const char *path)
{
  FILE *f=fopen(path,"r");
  char buf[64];
  double v=-1;
  if (!f) return -1;
  if (fgets(buf,sizeof buf,f) && buf[0]>='0' && buf[0]<='9') v=strtod(buf,NULL);
  fclose(f);
  return v;
}
static double cgroup_room(void)
{
  char line[512],base[700],a[800],b[800];
  FILE *f=fopen("/proc/self/cgroup","r");
  double room=-1;
  if (f) {
    while (fgets(line,sizeof line,f))
      if (strncmp(line,"0::",3)==0) {
        line[strcspn(line,"\n")]=0;
        snprintf(base,sizeof base,"/sys/fs/cgroup%s",line+3);
        snprintf(a,sizeof a,"%s/memory.max",base);
        snprintf(b,sizeof b,"%s/memory.current",base);
        double max=read_bytes_file(a),cur=read_bytes_file(b);
        if (max>0 && cur>=0) room=max-cur;
      }
    fclose(f);
  }
  if (room<0) {
    double max=read_bytes_file("/sys/fs/cgroup/memory/memory.limit_in_bytes");
    double cur=read_bytes_file("/sys/fs/cgroup/memory/memory.usage_in_bytes");
    if (max>0 && max<1e18 && cur>=0) room=max-cur;
  }
  return room;
}
double prune_memory_available(void)
{
  double avail=-1;
  char line[256];
  FILE *f=fopen("/proc/meminfo","r");
  if (f) {
    unsigned long long kb;
    while (fgets(line,sizeof line,f))
      if (sscanf(line,"MemAvailable: %llu kB",&kb)==1) avail=kb*1024.0;
    fclose(f);
  }
  if (avail<0) avail=(double)sysconf(_SC_AVPHYS_PAGES)*(double)sysconf(_SC_PAGESIZE);
  double room=cgroup_room();
  if (room>=0 && room<avail) avail=room;
  double v;
  char err[CUBE_ERRLEN];
  if (prune_memory_setting(&v,err,sizeof err)==0 && v>0 && v<avail) avail=v;
  return avail;
}

@ A figure that is not one is an error, never a figure silently ignored:
a value such as \.{2X} or \.{lots} would otherwise leave a job that was
meant to stay below its figure counting on the whole machine. The value is a decimal number, with a fraction or not, greater
than zero, and at most one letter after it; |prune_memory_setting| sets
|*bytes| to it (0 when the variable is not set or empty), or returns
$-1$ with the reason in |err|. The command asks it before it runs any
sub-command and stops at a bad value, so that only good values reach
the routine that reads the memory available.
@.CUBE\_MEMORY=... is not an amount of memory@>
@^error messages@>

@<Functions of prune@>=
int prune_memory_setting(double *bytes,char *err,size_t errlen)
{
  const char *env=getenv("CUBE_MEMORY"),*p=env;
  *bytes=0;
  if (!env || !*env) return 0;
  while (*p>='0' && *p<='9') p++;
  if (p>env && *p=='.' && p[1]>='0' && p[1]<='9') for (p++; *p>='0' && *p<='9'; p++) ;
  double v=p>env? strtod(env,NULL): 0;
  if (*p=='K' || *p=='M' || *p=='G') { v*=*p=='K'? 1e3: *p=='M'? 1e6: 1e9; p++; }
  if (*p || !(v>0))
    return cube_error(err,errlen,"CUBE_MEMORY=%s is not an amount of memory (a number of \
bytes, or of K, M or G bytes, such as 4G)",env);
  *bytes=v;
  return 0;
}

@ @<Declarations of prune@>=
double prune_memory_available(void);
int prune_memory_setting(double *bytes,char *err,size_t errlen);

@ @<Declarations of prune@>=
extern const char *prune_goal;
void prune_report(double fraction,const char *fmt,...) CUBE_PRINTF_LIKE(2,3);
void prune_report_done(const char *fmt,...) CUBE_PRINTF_LIKE(1,2);

@ @<Declarations of prune@>=
int prune_cache_dir(const char *dir,char *out,size_t n,char *err,size_t errlen);
int prune_make_dir(const char *dir,char *err,size_t errlen);
void prune_file_name(const coord *c,uint32_t moves,int encoding,char *out,size_t n);
void prune_file_name_of(const char *name,uint32_t moves,int encoding,char *out,size_t n);
int prune_open(prune_table *t,const coord *c,uint32_t moves,int encoding,
  const prune_options *o,char *err,size_t errlen);

@ @.no directory for tables...@>
@^error messages@>
@<Functions of prune@>=
int prune_cache_dir(const char *dir,char *out,size_t n,char *err,size_t errlen)
{
  const char *e;
  if (dir) snprintf(out,n,"%s",dir);
  else if ((e=getenv("CUBE_TABLES")) && *e) snprintf(out,n,"%s",e);
  else if ((e=getenv("XDG_CACHE_HOME")) && *e) snprintf(out,n,"%s/cube",e);
  else if ((e=getenv("HOME")) && *e) snprintf(out,n,"%s/.cache/cube",e);
  else return cube_error(err,errlen,"no directory for tables: set CUBE_TABLES or HOME");
  return 0;
}
int prune_make_dir(const char *out,char *err,size_t errlen)
{
  @<Create the directory |out| and its parents@>;
  return 0;
}
void prune_file_name(const coord *c,uint32_t moves,int encoding,char *out,size_t n)
{
  prune_file_name_of(c->name,prune_moves(c,moves),encoding,out,n);
}
void prune_file_name_of(const char *name,uint32_t moves,int encoding,char *out,size_t n)
{
  snprintf(out,n,"%s-m%05x-e%d.tbl",name,moves,encoding);
}

@ @^error messages@>
@<Create the directory |out| and its parents@>=
{
  char path[4096];
  snprintf(path,sizeof path,"%s",out);
  for (char *p=path+1; ; p++)
    if (*p=='/' || *p==0) {
      char ch=*p;
      *p=0;
      if (mkdir(path,0755) && errno!=EEXIST)
        return cube_error(err,errlen,"cannot create the table directory %s: %s",path,
          strerror(errno));
      *p=ch;
      if (!ch) break;
    }
}
@.cannot create the table directory...@>

@ A process killed while it writes a table (by \.{kill -9}, or a crash of
the machine) leaves its temporary file \.{NAME.tmpPID} behind, and for the
largest table that is more than a gigabyte. Such a file is {\it stale}
when no process has its number any more: |kill| with signal~0 tests that,
failing with |ESRCH| only when there is no such process. (A process of
another user gives |EPERM|, and its file is left alone.) |prune_stale_temps|
finds the stale files of a directory, reports each to |report| (if not
|NULL|) with its process number and length, removes them if |remove| is
set, and returns their number. The cache removes them whenever it builds
a table; \.{cube tables --check} lists them. Process numbers are those of
the machine, so a cache shared by several machines, or by containers with
their own process numbers, could see a temporary file of a live writer
elsewhere as stale; removing it makes that writer's rename fail, and the
writer then keeps its table for its run only (see below), so nothing worse
follows than one more build.
@^stale temporary files@>

@<Functions of prune@>=
int prune_stale_temps(const char *dir,int remove,
  void (*report)(const char *path,long pid,uint64_t bytes,void *arg),void *arg)
{
  DIR *d=opendir(dir);
  struct dirent *e;
  int count=0;
  if (!d) return 0;
  while ((e=readdir(d))) {
    char path[4400];
    struct stat st;
    long pid=temp_file_pid(e->d_name);
    if (pid<=0 || kill((pid_t)pid,0)==0 || errno!=ESRCH) continue;
    snprintf(path,sizeof path,"%s/%s",dir,e->d_name);
    if (lstat(path,&st) || !S_ISREG(st.st_mode)) continue;
    count++;
    if (report) report(path,pid,(uint64_t)st.st_size,arg);
    if (remove) unlink(path);
  }
  closedir(d);
  return count;
}

@ Only the writer's own temporary files are ever removed: a name is taken
for one only when it is exactly what |prune_save| makes of a table's name,
$$\hbox{\it name\/\.{-m}\it moves\/\.{-e}\it encoding\/\.{.tbl.tmp}\it pid},$$
with a name of letters, digits and underscores, five hexadecimal digits
of moves, one to three decimal digits of encoding and one to nine of
process number. Any other name gives~0, so that a file of the user's in
the same directory (\.{thesis.tmp2024}, \.{notes.tbl.tmp1}) is never
touched, whatever its number.
@^stale temporary files@>

@<Private functions of prune@>=
static int digits_of(const char **s,int (*is)(int),int least,int most)
{
  int n=0;
  while (is((unsigned char)**s) && n<most) (*s)++, n++;
  return n>=least;
}
static int is_name_char(int c) { return isalnum(c) || c=='_'; }
static int is_hex_digit(int c) { return isxdigit(c); }
static int is_dec_digit(int c) { return isdigit(c); }
static long temp_file_pid(const char *name)
{
  const char *s=name;
  if (!digits_of(&s,is_name_char,1,100) || strncmp(s,"-m",2)) return 0;
  s+=2;
  if (!digits_of(&s,is_hex_digit,5,5) || strncmp(s,"-e",2)) return 0;
  s+=2;
  if (!digits_of(&s,is_dec_digit,1,3) || strncmp(s,".tbl.tmp",8)) return 0;
  s+=8;
  const char *num=s;
  if (!digits_of(&s,is_dec_digit,1,9) || *s) return 0;
  return strtol(num,NULL,10);
}

@ @<Declarations of prune@>=
int prune_stale_temps(const char *dir,int remove,
  void (*report)(const char *path,long pid,uint64_t bytes,void *arg),void *arg);

@ Opening a table tries to load it. If that fails because the file is
missing or bad, and building is allowed, the table is built, under a lock:
two processes that need the same missing table at once must not both spend
a minute building it, nor write it at once. The lock is an exclusive
|flock| on a companion file \.{NAME.lock}. After taking the lock we try to
load again, since the other process may have just finished; otherwise we
remove the stale temporary files of the directory, build and save. A bad
file is reported on the standard error stream by name before it is
rebuilt; if building is not allowed, the message is the error.

@^error messages@>
@<Functions of prune@>=
int prune_open(prune_table *t,const coord *c,uint32_t moves,int encoding,
  const prune_options *o,char *err,size_t errlen)
{
  char dir[4096],name[128],path[4300],why[CUBE_ERRLEN];
  struct stat l;
  if (prune_cache_dir(o->dir,dir,sizeof dir,err,errlen)) return -1;
  prune_file_name(c,moves,encoding,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",dir,name);
  if (prune_load(t,c,moves,encoding,path,why,sizeof why)==0) return 0;
  if (!o->may_build) return cube_error(err,errlen,"%s",why);
  if (lstat(path,&l)==0) fprintf(stderr,"cube: %s; rebuilding it\n",why);
  int fd=prune_lock(dir,name,o->progress,err,errlen);
  if (fd<0) return -1;
  int rc=prune_load(t,c,moves,encoding,path,why,sizeof why);
  if (rc) {
    prune_stale_temps(dir,1,NULL,NULL);
    rc=prune_generate(t,c,moves,encoding,o->threads? o->threads: prune_default_threads(),
      o->progress,err,errlen);
    if (rc==0 && prune_save(t,path,why,sizeof why))
      @<Say that the table could not be saved, and keep it@>;
  }
  prune_unlock(fd,dir,name);
  return rc;
}

@ The lock of a table \.{NAME} is an exclusive |flock| on the file
\.{NAME.lock} in the same directory, which |prune_lock| creates (and the
directory, if missing) and |prune_unlock| removes, so that a cache holds
no lock files between builds. Removing a lock file that others may be
waiting on needs care: a process that opened the file before it was
removed would lock a file that no longer has the name, while a third
creates a new one, and both would build. So a process that has taken the
lock checks that the file it holds is still the one of that name (same
device and inode); if not, it lets go and tries again. The holder removes
the name before it lets go, so a waiter always finds out.

The lock file is opened without following a symbolic link, and must be a
regular file: a link planted in a shared cache cannot make the program
create or lock a file elsewhere.

A directory where the program may not write (a cache shared read only,
or a file system mounted read only) cannot receive a missing table; the
message says so and names the directory, rather than only the lock file
that could not be created. A lock file that exists but may not be written
is opened for reading, which is enough for |flock|; it is then not
removed.
@^lock files@>

@<Functions of prune@>=
int prune_lock(const char *dir,const char *name,int progress,char *err,size_t errlen)
{
  char lock[4400];
  struct stat a,b;
  if (prune_make_dir(dir,err,errlen)) return -1;
  snprintf(lock,sizeof lock,"%s/%s.lock",dir,name);
  for (;;) {
    int fd;
    @<Open the lock file |lock| as |fd|, or say why the table cannot be built@>;
    if (fstat(fd,&a) || !S_ISREG(a.st_mode)) {
      close(fd);
      return cube_error(err,errlen,"cannot lock %s: not a regular file",lock);
    }
    @<Take the lock |fd|, saying so if another process holds it@>;
    if (stat(lock,&b)==0 && a.st_dev==b.st_dev && a.st_ino==b.st_ino) return fd;
    close(fd); /* the holder removed it: try the new one */
  }
}
void prune_unlock(int fd,const char *dir,const char *name)
{
  char lock[4400];
  snprintf(lock,sizeof lock,"%s/%s.lock",dir,name);
  if ((fcntl(fd,F_GETFL)&O_ACCMODE)==O_RDWR) unlink(lock);
  flock(fd,LOCK_UN); close(fd);
}
@.cannot lock ...: not a regular file@>

@ @<Declarations of prune@>=
int prune_lock(const char *dir,const char *name,int progress,char *err,size_t errlen);
void prune_unlock(int fd,const char *dir,const char *name);

@ @.cannot open ...: ...@>
@.cannot open ...: a symbolic link@>
@^error messages@>
@<Open the lock file |lock| as |fd|, or say why the table cannot be built@>=
fd=open(lock,O_RDWR|O_CREAT|O_CLOEXEC|O_NOFOLLOW,0644);
if (fd<0 && errno==EACCES) fd=open(lock,O_RDONLY|O_CLOEXEC|O_NOFOLLOW);
if (fd<0) {
  int e=errno;
  if (e==EACCES || e==EROFS || e==EPERM)
    return cube_error(err,errlen,"cannot build table %s: the table directory %s is not\
 writable (%s); choose another with --tables DIR or CUBE_TABLES",name,dir,
      strerror(e));
  if (e==ELOOP)
    return cube_error(err,errlen,"cannot open %s: a symbolic link; the lock must be a\
 regular file",lock);
  return cube_error(err,errlen,"cannot open %s: %s",lock,strerror(e));
}
@.cannot build table...@>

@ Waiting for another process's build can take minutes, so a process
that finds the lock taken says that it waits (when it shows progress at
all) before it blocks.

@<Take the lock |fd|, saying so if another process holds it@>=
if (flock(fd,LOCK_EX|LOCK_NB)) {
  if (errno==EWOULDBLOCK && progress)
    cube_progress("cube: waiting for another process to finish building table %s\n",name);
  while (flock(fd,LOCK_EX) && errno==EINTR) ;
}
@.waiting for another process...@>

@ A build that cannot be saved (a full disk, a directory where the file
should be) is not thrown away: the table is good, so it is used for the
run, and the message says that it was not saved, so that the next run,
which will build it again, is no surprise.

@<Say that the table could not be saved, and keep it@>=
fprintf(stderr,"cube: %s; table %s is kept in memory for this run only\n",why,name);
@.is kept in memory for this run only@>

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
its numbers. The second chapter defines the flip (2048 values) and the slice
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
counts below would come out wrong. (The time it takes, on one thread
and on two, is in the measurements chapter, \chapno{measure}.) The
counts per depth, with the cumulative
percentage of the entries, are
$$\vtop{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
\multispan3\hfil \.{phase1}\hfil\cr\noalign{\smallskip}
depth&count&cum.\thinspace\%\cr\noalign{\smallskip\hrule\smallskip}
0&1&$<0.001$\cr
1&1&$<0.001$\cr
2&5&$<0.001$\cr
3&44&$<0.001$\cr
4&487&$<0.001$\cr
5&5{,}841&0.005\cr
6&68{,}364&0.053\cr
7&776{,}568&0.604\cr
8&7{,}950{,}748&6.247\cr
9&52{,}098{,}876&43.220\cr
10&76{,}236{,}234&97.324\cr
11&3{,}771{,}112&$>99.999$\cr
12&129&100\cr
\noalign{\smallskip\hrule\smallskip}
&140{,}908{,}410&\cr}}$$
exactly those published by nissy, and the largest distance is 12, as
Kociemba states. Loading the file later costs one read of its
35.2\thinspace MB and their checksum, a small fraction of the time to build
it. In the search of the next chapter, a position's
phase-1 distance is read from it by one table lookup per move.

The same counts on a logarithmic scale show how such a table grows. From
depth~3 to depth~8 each depth holds 10 to 12 times the entries of the
one before: that ratio is the {\it branching factor\/} of the
coordinate's graph, the 18 moves less those that lead back or to a
value already seen. It stays near that until the values run out: depth~9
still grows six-and-a-half-fold, depth~10 holds more than half of all the
entries, and the last two hold few. The backward search (hollow bars)
takes over where the forward one would visit mostly known values.
@^branching factor@>
@^pruning table@>
\def\pbar#1#2{\vbox{\hbox to 20pt{\hss\vrule width 10pt height #1pt\hss}\kern3pt\hbox to 20pt{\hss\sevenrm #2\hss}}}
\def\pbarb#1#2{\vbox{\hbox to 20pt{\hss\vrule width .4pt height #1pt\vbox to #1pt{\hrule width 9.2pt\vfil\hrule width 9.2pt}\vrule width .4pt height #1pt\hss}\kern3pt\hbox to 20pt{\hss\sevenrm #2\hss}}}
\def\ptick#1#2{\rlap{\raise#1pt\hbox to 0pt{\hss{\sevenrm #2}\kern3pt\vrule width 3pt height .2pt depth .2pt}}}
$$\vbox{\hbox{\kern24pt\vbox{\hbox{\ptick{10.55}{1}\ptick{32.55}{$10^2$}\ptick{54.55}{$10^4$}\ptick{76.55}{$10^6$}\ptick{98.55}{$10^8$}\vrule width .4pt height 104pt}\kern3pt\hbox{\sevenrm\phantom{0}}}\kern2pt\pbar{11.0}{0}\pbar{11.0}{1}\pbar{18.7}{2}\pbar{29.1}{3}\pbar{40.6}{4}\pbar{52.4}{5}\pbar{64.2}{6}\pbar{75.8}{7}\pbar{86.9}{8}\pbar{95.9}{9}\pbarb{97.7}{10}\pbarb{83.3}{11}\pbarb{34.2}{12}}
\smallskip\hbox to 290pt{\hss\sevenrm depth\hss}}$$
\figcaption{A pruning table's growth, depth by depth: the entries of the
phase-1 table at each distance, on a logarithmic scale; filled bars for
the depths found going forward from the goal, hollow ones for those
found going backward.}


@ The other two tables of the two-phase algorithm are made the same way.
\.{phase2} pairs the 2768 classes of the corner permutation under the 16
symmetries with the permutation of the eight upper and lower edges
($2768\cdot40320=111{,}605{,}760$ entries, under the ten moves of~$H$);
\.{phase2slice} pairs them with the permutation of the four middle edges
($2768\cdot24=66{,}432$ entries). Their distributions, which the tests
below check against the published ones, are
$$\vtop{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
\multispan3\hfil \.{phase2}\hfil\cr\noalign{\smallskip}
depth&count&cum.\thinspace\%\cr\noalign{\smallskip\hrule\smallskip}
0&1&$<0.001$\cr
1&3&$<0.001$\cr
2&10&$<0.001$\cr
3&52&$<0.001$\cr
4&285&$<0.001$\cr
5&1{,}318&0.001\cr
6&5{,}671&0.007\cr
7&26{,}502&0.030\cr
8&115{,}467&0.134\cr
9&470{,}846&0.556\cr
10&1{,}853{,}056&2.216\cr
11&6{,}535{,}823&8.072\cr
12&18{,}349{,}792&24.514\cr
13&32{,}843{,}350&53.942\cr
14&34{,}118{,}883&84.513\cr
15&15{,}974{,}563&98.826\cr
16&1{,}290{,}346&99.982\cr
17&19{,}777&$>99.999$\cr
18&15&100\cr
\noalign{\smallskip\hrule\smallskip}
&111{,}605{,}760&\cr}}\qquad\vtop{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
\multispan3\hfil \.{phase2slice}\hfil\cr\noalign{\smallskip}
depth&count&cum.\thinspace\%\cr\noalign{\smallskip\hrule\smallskip}
0&1&0.002\cr
1&3&0.006\cr
2&10&0.021\cr
3&44&0.087\cr
4&214&0.409\cr
5&846&1.683\cr
6&2{,}413&5.315\cr
7&5{,}122&13.025\cr
8&8{,}639&26.030\cr
9&12{,}128&44.286\cr
10&12{,}571&63.209\cr
11&12{,}985&82.755\cr
12&7{,}754&94.427\cr
13&3{,}366&99.494\cr
14&336&100\cr
\noalign{\smallskip\hrule\smallskip}
&66{,}432&\cr}}$$
Most of the phase-2 entries lie at distances 12 to~15; the largest, 18,
is reached by 15 entries only.
@^pruning table@>

@*1 Testing prune.
The distributions of distances are published for many of these tables;
they test the generator, the coordinates, the symmetry reduction and the
self-symmetry fix-up all at once (a table without the fix-up has the same
size but wrong counts). The numbers are those published with Kociemba's
programs and pages \cite{Kociemba web}, Tronto's nissy-core \cite{Tronto
H48}, Chen Shuang's min2phase \cite{Chen} and Rokicki's cube20src
\cite{Rokicki cube20src}; each group of tests below names its source.

@(tests/test_prune.c@>=
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <signal.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/resource.h>
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
#define OPEN_DIST(name,moves,enc,...) @[do { static const long long w[]={__VA_ARGS__};\
  check_open_dist(name,moves,enc,w,sizeof w/sizeof w[0],__FILE__,__LINE__); } while (0)@]
#define DIST(name,moves,enc,...) @[do { static const long long w[]={__VA_ARGS__};\
  check_dist(name,moves,enc,w,sizeof w/sizeof w[0],__FILE__,__LINE__); } while (0)@]

@ The single coordinates, first under all 18 moves: the distribution of
the flip is in the tests of nissy-core \cite{Tronto H48}, and those of the
twist, the slice and the corner permutation are printed by several
open-source solvers, which agree. Under the ten moves of $H$ the counts
are not published; they were counted by a separate program, independent
of this one, and serve as a cross-check.

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
table over flip-slice classes and twist, whose counts nissy publishes
\cite{Tronto H48} and whose size and largest distance (12) Kociemba gives
\cite{Kociemba web}; and the small phase-2
table over corner-permutation classes and the middle edges, with the counts
that nissy and min2phase \cite{Chen} agree on. The phase-1 table is generated with
residues, as the solver uses it: the counts are kept as the depths are
filled, so they are exact. The large phase-2 table, over corner-permutation
classes and the permutation of the upper and lower edges, has its counts
published by nissy up to distance~14, with the entries at 15 or more
lumped together (17,284,701; our four last counts add up to that), and
Kociemba gives its largest distance, 18. The two-phase solver keeps that
table at four bits, which hold those published counts exactly, the last
at 15 for ``15 or more''. These large tables are made
through the table cache (the directory that \.{make test} names in
\.{CUBE\_TABLES}), so the solver's tests that follow reuse them.

@<Run the tests of prune@>=
DIST("phase2slice",MASK_H,PRUNE_NIBBLE,1,3,10,44,214,846,2413,5122,8639,12128,
  12571,12985,7754,3366,336);
OPEN_DIST("phase1",MASK_ALL,PRUNE_MOD3,1,1,5,44,487,5841,68364,776568,7950748,
  52098876,76236234,3771112,129);
OPEN_DIST("phase2",MASK_H,PRUNE_MOD3,1,3,10,52,285,1318,5671,26502,115467,
  470846,1853056,6535823,18349792,32843350,34118883,15974563,1290346,19777,15);
OPEN_DIST("phase2",MASK_H,PRUNE_NIBBLE,1,3,10,52,285,1318,5671,26502,115467,
  470846,1853056,6535823,18349792,32843350,34118883,17284701);

@ The quarter-turn metric needs no change here: a table takes its set of
moves, and the 12 quarter turns (|MASK_QUARTER|) are one. The set is
closed under inverses, so the distances of neighbours differ by at most
one and the residues decode; it is closed under the symmetries, so the
symmetric coordinates reduce by them as before; and the file name, made
from the mask of the moves, keeps the two metrics' tables apart
(\.{phase1-m2db6d-e2.tbl} beside \.{phase1-m3ffff-e2.tbl}). The
distances of the phase-1 table in the quarter-turn metric run to~13, one more than with face turns, and the corners
table's to~14, as they should: 14 quarter turns is the largest distance
of the corners alone (OEIS A080630 \cite{OEIS}).
@^quarter-turn metric@>

@<Run the tests of prune@>=
OPEN_DIST("phase1",MASK_QUARTER,PRUNE_MOD3,1,1,3,24,185,1633,14708,130032,1124165,
  8868078,48182278,75087495,7498528,1279);
OPEN_DIST("corners",MASK_QUARTER,PRUNE_NIBBLE,1,2,12,69,459,2734,14141,55008,192411,
  594373,1531450,2222468,1287674,152154,660);

@ Those counts are of entries of the symmetric coordinate, and come from
the table itself. They are checked against a breadth-first search that
shares nothing with it: no coordinate, move table or symmetry, only
positions and their moves. A coset of~$H$ is known by three things read
off a position, the orientations of the first seven corners and of the
first eleven edges and the set of slots holding the four middle-layer
edges (a key that |coset_key| packs into 42 bits); the search walks these
keys with the 12 quarter turns, keeping one position for each key, in a
hash set. The numbers of cosets at distances 0 to~7 it finds are 1, 4,
34, 312, 2772, 24996, 225949, 2017078. Each coset found at distance~$d$
must have, in the table, an entry of residue $d\mod3$, and the entries
so reached at distance~$d$ must be as many as the table has at~$d$. (The
test first checks that the moves of~$H$ keep every key, so that a key is
indeed a coset: a move of~$H$ made {\it before} a position keeps its key,
so a key stands for a set $Hp$, from which the distance to~$H$ is the
same for all members, since $hps\in H$ exactly when $ps\in H$.)

@<Test routines of prune@>=
static uint64_t coset_key(const cubepos *p)
{
  uint64_t twist=0,flip=0,slice=0;
  for (int i=0; i<7; i++) twist=twist*3+corner_ori(p->c[i]);
  for (int i=0; i<11; i++) flip=flip*2+edge_ori(p->e[i]);
  for (int i=0; i<12; i++) if (edge_perm(p->e[i])>=4 && edge_perm(p->e[i])<8) slice|=1u<<i;
  return (twist<<11|flip)<<12|slice;
}
typedef struct { uint64_t *key; size_t mask; } key_set;
static int key_add(key_set *h,uint64_t k)
{
  size_t i=(size_t)(((k+1)*0x9e3779b97f4a7c15ull)>>24)&h->mask;
  while (h->key[i]) {
    if (h->key[i]==k+1) return 0;
    i=(i+1)&h->mask;
  }
  h->key[i]=k+1;
  return 1;
}
static int cmp_u64(const void *a,const void *b)
{
  uint64_t x=*(const uint64_t *)a,y=*(const uint64_t *)b;
  return (x>y)-(x<y);
}

@ @<Run the tests of prune@>=
{
  static const long long cosets[8]={1,4,34,312,2772,24996,225949,2017078};
  static const long long entries[8]={1,1,3,24,185,1633,14708,130032};
  prune_table t;
  char err[CUBE_ERRLEN];
  prune_options o={NULL,1,0,0};
  coord *c=coord_find("phase1");
  int keys=1,ok=c && prune_open(&t,c,MASK_QUARTER,PRUNE_MOD3,&o,err,sizeof err)==0;
  if (ok) {
    @<Check that the moves of $H$ keep the coset key@>;
    @<Walk the cosets of $H$ with quarter turns, and compare with |t|@>;
    prune_free(&t);
  }
  CHECK(keys); CHECK(ok);
}

@ @<Check that the moves of $H$ keep the coset key@>=
{
  cube_rng r;
  cube_rng_seed(&r,7);
  for (int k=0; k<1000; k++) {
    cubepos p,q;
    cube_random(&r,&p);
    for (int m=0; m<CUBE_NMOVES; m++)
      if (MASK_H>>m&1) { q=p; cube_premove(&q,m); if (coset_key(&q)!=coset_key(&p)) keys=0; }
  }
}

@ The check by an independent path: a breadth-first walk over whole cubes, one key per coset of~$H$, finds the quarter-turn distance of every coset near the goal, and each must equal the table's entry.

@<Walk the cosets of $H$ with quarter turns, and compare with |t|@>=
{
  key_set h={calloc((size_t)1<<23,sizeof(uint64_t)),((size_t)1<<23)-1};
  cubepos *lev=malloc(sizeof(cubepos)),*next;
  size_t n=1;
  lev[0]=cube_solved; key_add(&h,coset_key(&cube_solved));
  for (int d=0; d<8 && ok; d++) {
    uint64_t *idx=malloc(n*sizeof *idx);
    size_t k=0;
    for (size_t i=0; i<n; i++) {
      idx[i]=coord_index(c,&lev[i]);
      if (prune_field(&t,idx[i])!=prune_code(PRUNE_MOD3,d)) ok=0;
    }
    qsort(idx,n,sizeof *idx,cmp_u64);
    for (size_t i=0; i<n; i++) if (k==0 || idx[i]!=idx[k-1]) idx[k++]=idx[i];
    if ((long long)n!=cosets[d] || (long long)k!=entries[d]) {
      printf("  distance %d: %zu cosets, %zu entries\n",d,n,k);
      ok=0;
    }
    free(idx);
    if (d==7) break;
    next=malloc(n*12*sizeof(cubepos)); k=0;
    for (size_t i=0; i<n; i++)
      for (int m=0; m<CUBE_NMOVES; m++)
        if (MASK_QUARTER>>m&1) {
          next[k]=lev[i]; cube_move(&next[k],m);
          if (key_add(&h,coset_key(&next[k]))) k++;
        }
    free(lev); lev=next; n=k;
  }
  free(lev); free(h.key);
}

@ The complete check of a file, which counts its entries by field value,
must pass on the two residue tables just made in the cache.

@<Run the tests of prune@>=
{
  char dir[4096],name[128],path[4300],err[CUBE_ERRLEN];
  static const char *const names[]={"phase1","phase2"};
  for (int i=0; i<2; i++) {
    coord *c=coord_find(names[i]);
    int ok=prune_cache_dir(NULL,dir,sizeof dir,err,sizeof err)==0;
    prune_file_name(c,c->moves,PRUNE_MOD3,name,sizeof name);
    snprintf(path,sizeof path,"%s/%s",dir,name);
    ok=ok && prune_check_file(path,err,sizeof err)==0;
    if (!ok) printf("  %s\n",err);
    CHECK(ok);
  }
}

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

@ Tables with moves of two costs: the quarter-turn tables of the moves
of~$H$, made with the move set |prune_qtm_moves(MASK_H)|. No distribution
of these is published; the counts below are those the generator gives, and the tests
that follow check them by computations that share nothing with it. One
check is by reasoning: the order of the middle edges is moved by the four
half turns only, at a cost of two each, so its distances are twice those
of the half-turn table above (1, 4, 10, 8,~1), with nothing at the odd
distances; the generator must cross those gaps.

@<Run the tests of prune@>=
DIST("sliceperm",prune_qtm_moves(MASK_H),PRUNE_NIBBLE,1,0,4,0,10,0,8,0,1);
DIST("cperm",prune_qtm_moves(MASK_H),PRUNE_MOD3,1,4,10,36,99,216,422,608,844,1472,2048,
  2496,3840,4384,4352,5280,5120,4128,3008,1312,416,224);
DIST("phase2slice",prune_qtm_moves(MASK_H),PRUNE_MOD3,1,1,4,3,15,23,117,233,654,1094,
  1993,2758,4049,5590,6763,8145,8668,7489,7872,5142,3068,2738,12);
OPEN_DIST("phase2",prune_qtm_moves(MASK_H),PRUNE_MOD3,1,1,4,3,12,18,96,176,584,1040,
  2849,6050,17449,37959,98204,211501,519549,1126657,2615465,5257657,10405979,
  16847083,22918915,23081667,17585703,9013716,1634268,219175,3800,177,2);

@ The small table and the corner permutation, checked against a search
over positions. The pairs of a corner permutation and an order of the
middle edges are $8!\cdot4!=967{,}680$; the search walks them with the
ten moves of~$H$ applied to positions (|cube_move|), the quarter turns of
\.U and~\.D costing one and the half turns two, by depths: depth $d$ is
made of the new pairs reached from depth $d-1$ by a quarter turn and from
depth $d-2$ by a half turn. A pair is known by ranks computed here, not
by any coordinate. Every pair must be reached, the last at depth~22; the
position by which a pair is first reached must have, in the
\.{phase2slice} table, the distance of its depth (the table's residues
are walked once for each of its 66,432 entries); and the position by
which a corner permutation is first reached must have its depth as its
distance in the \.{cperm} table (a corner permutation's distance is the
least over its pairs). That checks the generation with two costs, the
symmetry reduction of the small table, and the walk of |prune_distance|
with half turns, which relies on the parity of the corner permutation.

@<Run the tests of prune@>=
{
  static uint8_t depth[40320*24],cseen[40320],exact[66432];
  prune_table ts,tc;
  char err[CUBE_ERRLEN];
  coord *cs=coord_find("phase2slice"),*cc=coord_find("cperm");
  uint32_t hq=prune_qtm_moves(MASK_H);
  int ok=prune_generate(&ts,cs,hq,PRUNE_MOD3,1,0,err,sizeof err)==0
    && prune_generate(&tc,cc,hq,PRUNE_MOD3,1,0,err,sizeof err)==0;
  if (ok) {
    int bad=0,reached=0,maxd=0;
    for (uint64_t x=0; x<ts.n; x++) exact[x]=(uint8_t)prune_distance(&ts,x);
    @<Walk the pairs of corner permutations and middle-edge orders by depths@>;
    if (bad || reached!=40320*24 || maxd!=22)
      printf("  pairs: %d differ, %d reached, largest depth %d\n",bad,reached,maxd);
    ok=!bad && reached==40320*24 && maxd==22;
    prune_free(&ts); prune_free(&tc);
  }
  CHECK(ok);
}

@ @<Test routines of prune@>=
static int perm_rank_test(const int *a,int n)
{
  int r=0;
  for (int i=0; i<n; i++) {
    int smaller=0;
    for (int j=i+1; j<n; j++) smaller+=a[j]<a[i];
    r=r*(n-i)+smaller;
  }
  return r;
}
static int pair_rank(const cubepos *p)
{
  int c[8],e[4];
  for (int i=0; i<8; i++) c[i]=corner_perm(p->c[i]);
  for (int i=0; i<4; i++) e[i]=edge_perm(p->e[4+i]);
  return perm_rank_test(c,8)*24+perm_rank_test(e,4);
}

@ Each depth keeps the positions of its new pairs; those of the last two
depths are needed. Each new pair is compared as it is found.

@<Walk the pairs of corner permutations and middle-edge orders by depths@>=
cubepos *lev[64]={NULL};
size_t n[64]={0};
memset(depth,0xff,sizeof depth); memset(cseen,0,sizeof cseen);
lev[0]=malloc(sizeof(cubepos)); lev[0][0]=cube_solved; n[0]=1;
depth[pair_rank(&cube_solved)]=0; cseen[0]=1; reached=1;
for (int d=1; d<64 && (n[d-1] || (d>1 && n[d-2])); d++) {
  lev[d]=malloc((n[d-1]*4+(d>1? n[d-2]*6: 0)+1)*sizeof(cubepos));
  for (int cost=1; cost<=2 && cost<=d; cost++)
    for (size_t i=0; i<n[d-cost]; i++)
      for (int m=0; m<CUBE_NMOVES; m++)
        if ((MASK_H>>m&1) && (MASK_HALF>>m&1? 2: 1)==cost) {
          cubepos q=lev[d-cost][i];
          cube_move(&q,m);
          int k=pair_rank(&q);
          if (depth[k]!=0xff) continue;
          depth[k]=(uint8_t)d; lev[d][n[d]++]=q; reached++; maxd=d;
          if (exact[coord_index(cs,&q)]!=d) bad++;
          if (!cseen[k/24]) {
            cseen[k/24]=1;
            if (prune_distance(&tc,coord_index(cc,&q))!=d) bad++;
          }
        }
  if (d>=2) { free(lev[d-2]); lev[d-2]=NULL; }
}
for (int d=0; d<64; d++) free(lev[d]);

@ The large table, checked the same way on the positions of~$H$ near the
solved cube: the search by depths, over positions this time (kept in a
hash set of their ranks), reaches 1, 4, 10, 36, 123, 368, 1192, 3792,
11263 and 34352 positions at depths 0 to~9. The table's distance of a
position is at most its depth, and it is the least depth at which its
entry of the table is reached: so for every entry reached, the least
depth over its positions must be the distance that the residues give.
These are not all the entries at those distances (an entry's nearest
position may be further than~9), so no counts are compared.

@<Run the tests of prune@>=
{
  static const long long count[10]={1,4,10,36,123,368,1192,3792,11263,34352};
  prune_table t;
  char err[CUBE_ERRLEN];
  prune_options o={NULL,1,0,0};
  coord *c=coord_find("phase2");
  int ok=prune_open(&t,c,prune_qtm_moves(MASK_H),PRUNE_MOD3,&o,err,sizeof err)==0;
  if (ok) {
    @<Walk the positions of $H$ by depths, and compare with |t|@>;
    prune_free(&t);
  }
  CHECK(ok);
}

@ The hash set holds ranks plus one, zero meaning empty. Each position
found gives a pair of its entry and its depth; sorted, the first pair of
each entry has its least depth.

@<Test routines of prune@>=
typedef struct { cube_u128 *key; size_t mask; } rank_set;
static int rank_add(rank_set *h,cube_u128 k)
{
  size_t i=(size_t)(((uint64_t)k^(uint64_t)(k>>64))*0x9e3779b97f4a7c15ull>>20)&h->mask;
  while (h->key[i]) {
    if (h->key[i]==k+1) return 0;
    i=(i+1)&h->mask;
  }
  h->key[i]=k+1;
  return 1;
}

@ The same check for a table of the positions of~$H$: the positions are walked depth by depth as whole cubes, told apart by their rank, and the depth at which each is first met must be the table's entry.

@<Walk the positions of $H$ by depths, and compare with |t|@>=
rank_set h={calloc((size_t)1<<17,sizeof(cube_u128)),((size_t)1<<17)-1};
cubepos *lev[10];
size_t n[10]={0},total=0;
uint64_t *found=malloc(60000*sizeof *found); /* entry times 16, plus depth */
lev[0]=malloc(sizeof(cubepos)); lev[0][0]=cube_solved; n[0]=1;
rank_add(&h,cube_rank(&cube_solved));
for (int d=1; d<10; d++) {
  lev[d]=malloc((n[d-1]*4+(d>1? n[d-2]*6: 0)+1)*sizeof(cubepos));
  for (int cost=1; cost<=2 && cost<=d; cost++)
    for (size_t i=0; i<n[d-cost]; i++)
      for (int m=0; m<CUBE_NMOVES; m++)
        if ((MASK_H>>m&1) && (MASK_HALF>>m&1? 2: 1)==cost) {
          cubepos q=lev[d-cost][i];
          cube_move(&q,m);
          if (rank_add(&h,cube_rank(&q))) lev[d][n[d]++]=q;
        }
}
for (int d=0; d<10; d++) {
  if ((long long)n[d]!=count[d]) { printf("  depth %d: %zu positions\n",d,n[d]); ok=0; }
  for (size_t i=0; i<n[d]; i++) found[total++]=coord_index(c,&lev[d][i])*16+d;
  free(lev[d]);
}
qsort(found,total,sizeof *found,cmp_u64);
for (size_t i=0; i<total; i++)
  if ((i==0 || found[i]/16!=found[i-1]/16)
      && prune_distance(&t,found[i]/16)!=(int)(found[i]%16)) ok=0;
free(found); free(h.key);

@ The files of such tables: the large one, in the cache, and the table
of the middle edges' order, with its empty odd distances, written to a
temporary directory, must pass the complete check; and a file whose
header claims an empty distance without the bit |PRUNE_QTM|, as a table
of face turns never has one, is refused. (That file is the same table
written by |prune_save| with the bit cleared, so its checksums are right,
and the check of the fields is what refuses it.)

@<Run the tests of prune@>=
{
  char dir[4096],tdir[]="/tmp/cube-prune-qtm-XXXXXX",name[128],path[4300],err[CUBE_ERRLEN];
  uint32_t hq=prune_qtm_moves(MASK_H);
  coord *c=coord_find("phase2"),*s=coord_find("sliceperm");
  prune_table t;
  int ok=prune_cache_dir(NULL,dir,sizeof dir,err,sizeof err)==0;
  prune_file_name(c,hq,PRUNE_MOD3,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",dir,name);
  ok=ok && prune_check_file(path,err,sizeof err)==0;
  if (!ok) printf("  %s\n",err);
  CHECK(ok);
  CHECK(mkdtemp(tdir)!=NULL);
  prune_file_name(s,hq,PRUNE_NIBBLE,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",tdir,name);
  ok=prune_generate(&t,s,hq,PRUNE_NIBBLE,1,0,err,sizeof err)==0
    && prune_save(&t,path,err,sizeof err)==0 && prune_check_file(path,err,sizeof err)==0;
  if (!ok) printf("  %s\n",err);
  CHECK(ok);
  if (ok) {
    prune_table u;
    t.moves&=~PRUNE_QTM;
    CHECK(prune_save(&t,path,err,sizeof err)==0);
    CHECK(prune_load(&u,s,t.moves,PRUNE_NIBBLE,path,err,sizeof err)!=0
      && strstr(err,"damaged header (distribution)"));
    prune_free(&t);
  }
  unlink(path); rmdir(tdir);
}

@ A four-bit table whose distances go beyond 14: the corner permutation
under the moves of~$H$ in quarter turns, with distances up to~21 (above).
Every entry must be the exact distance of the residue table, or 15 where
that is 15 or more; the header must give 15 as the largest distance, with
the 19,488 entries at 15 to~21 counted there; and the file, saved, must
pass the complete check.

@<Run the tests of prune@>=
{
  char dir[]="/tmp/cube-prune-cap-XXXXXX",path[256],name[128],err[CUBE_ERRLEN];
  prune_table a,b;
  coord *c=coord_find("cperm");
  uint32_t hq=prune_qtm_moves(MASK_H);
  int ok=prune_generate(&a,c,hq,PRUNE_NIBBLE,1,0,err,sizeof err)==0
    && prune_generate(&b,c,hq,PRUNE_MOD3,1,0,err,sizeof err)==0;
  CHECK(ok);
  for (uint64_t x=0; ok && x<c->n; x++) {
    int d=prune_distance(&b,x);
    if (prune_field(&a,x)!=(d<15? d: 15)) ok=0;
  }
  CHECK(ok);
  CHECK_EQ(a.maxdist,15);
  CHECK_EQ(a.dist[15],19488);
  CHECK_EQ(a.dist[14],4352);
  CHECK_EQ(a.unreachable,0);
  CHECK(mkdtemp(dir)!=NULL);
  prune_file_name(c,hq,PRUNE_NIBBLE,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",dir,name);
  ok=prune_save(&a,path,err,sizeof err)==0 && prune_check_file(path,err,sizeof err)==0;
  if (!ok) printf("  %s\n",err);
  CHECK(ok);
  unlink(path); rmdir(dir);
  prune_free(&a); prune_free(&b);
}

@ A table in lines, made from the exact table of the corners' permutation
(40,320 entries, 159 lines, the last one partial): every entry's bound
must be the exact distance where its code is 1 or~2, $b+3$ where it is~3
(and the distance at least that), and the least distance of the line's
entries of code~0 where it is~0. Saved, the file must pass the complete
check; saved again with one line's minimum made 15 (its checksums are
then right), it must be refused for that line; and saved with its
distribution changed, for the counts.

@<Run the tests of prune@>=
{
  char dir[]="/tmp/cube-prune-line-XXXXXX",path[256],name[128],err[CUBE_ERRLEN];
  prune_table t,l;
  coord *c=coord_find("cperm");
  int ok=1;
  CHECK(mkdtemp(dir)!=NULL);
  CHECK(prune_generate(&t,c,MASK_ALL,PRUNE_NIBBLE,1,0,err,sizeof err)==0);
  int b=prune_line_base(t.dist,t.maxdist);
  l=t; l.map=NULL; l.encoding=PRUNE_LINE+b; l.bytes=prune_bytes(l.encoding,l.n);
  CHECK_EQ(l.bytes,159*64);
  l.data=malloc(l.bytes);
  prune_line_pack(l.data,l.n,b,NULL,t.data,0,2);
  for (uint64_t x=0; x<t.n; x++) {
    int d=prune_nibble(t.data,x),v=prune_line_bound(l.data,x,b),want=d;
    if (d<=b) {
      want=15;
      for (uint64_t y=x/254*254; y<x/254*254+254 && y<t.n; y++)
        if (prune_nibble(t.data,y)<=b && prune_nibble(t.data,y)<want) want=prune_nibble(t.data,y);
    } else if (d>b+3) want=b+3;
    if (v!=want || prune_field(&l,x)!=prune_code(l.encoding,d)) ok=0;
  }
  CHECK(ok);
  printf("  cperm in lines: base %d, %zu bytes\n",b,l.bytes);
  prune_file_name(c,MASK_ALL,l.encoding,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",dir,name);
  CHECK(prune_save(&l,path,err,sizeof err)==0 && prune_check_file(path,err,sizeof err)==0);
  uint8_t keep=l.data[63];
  l.data[63]|=0xf0; /* the first line has entries of code 0: the solved cube's */
  CHECK(prune_save(&l,path,err,sizeof err)==0 && prune_check_file(path,err,sizeof err)!=0
    && strstr(err,"1 of its lines have a wrong minimum"));
  l.data[63]=keep;
  l.dist[b+1]++; l.dist[b+2]--;
  CHECK(prune_save(&l,path,err,sizeof err)==0 && prune_check_file(path,err,sizeof err)!=0
    && strstr(err,"do not match the distribution"));
  free(l.data); prune_free(&t);
  unlink(path); rmdir(dir);
}

@ Files: a table written and read back must be the same, and must pass
the complete check of |prune_check_file|; then the file is damaged in
many ways, each of which must be refused with its own message. The files
go to a temporary directory, under the name the cache gives them.

@<Run the tests of prune@>=
{
  char dir[]="/tmp/cube-prune-test-XXXXXX",path[256],name[128],err[CUBE_ERRLEN];
  prune_table t,u;
  coord *c=coord_find("cperm");
  CHECK(mkdtemp(dir)!=NULL);
  prune_file_name(c,MASK_ALL,PRUNE_NIBBLE,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",dir,name);
  CHECK(prune_generate(&t,c,MASK_ALL,PRUNE_NIBBLE,2,0,err,sizeof err)==0);
  CHECK(prune_save(&t,path,err,sizeof err)==0);
  CHECK(prune_load(&u,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)==0
    && u.bytes==t.bytes && memcmp(u.data,t.data,t.bytes)==0 && u.maxdist==t.maxdist
    && memcmp(u.dist,t.dist,sizeof t.dist)==0);
  prune_free(&u);
  CHECK(prune_check_file(path,err,sizeof err)==0);
  @<Damage the file at |path| three ways and check the messages@>;
  @<Flip every byte of the header at |path|, and check that each is refused@>;
  @<Forge fields of the header at |path|, and check the messages@>;
  @<Give the file at |path| the wrong length, and check the messages@>;
  @<Put a directory, a pipe and a dangling link in place of a table@>;
  @<Check that a loaded table outlives the damage of its file@>;
  @<Check that a table that cannot be saved is kept@>;
  @<Check that loading without building creates no directory@>;
  prune_free(&t);
  @<Leave a stale and a live temporary file in |dir|@>;
  @<Check that two processes can build one table at once@>;
  @<Check that the stale temporary file is gone and the live one kept@>;
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

@ One byte of the entries changed (and changed back), the file cut short,
and a different format version.

@<Damage the file at |path| three ways...@>=
{
  prune_table v;
  uint8_t b;
  uint32_t version=99;
  FILE *f=fopen(path,"rb");
  fseek(f,PRUNE_HEADER_BYTES+1000,SEEK_SET); b=fgetc(f)^0x10; fclose(f);
  patch_file(path,PRUNE_HEADER_BYTES+1000,&b,1);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"checksum mismatch"));
  CHECK(prune_check_file(path,err,sizeof err)!=0 && strstr(err,"checksum mismatch"));
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

@ Every byte of the header matters. Each of its 4096 bytes is changed in
turn, one bit of it and then all eight, and loading and checking must
both refuse the file every time. Without the header's checksum, a
changed count in the distribution, a changed largest distance, or any
change in the unused bytes, went unnoticed (and a largest distance made
large enough sent \.{cube tables --stats} reading far outside |dist|).

@<Flip every byte of the header at |path|...@>=
{
  uint8_t hdr[PRUNE_HEADER_BYTES];
  int accepted=0,io=1,fd;
  CHECK(prune_save(&t,path,err,sizeof err)==0);
  CHECK((fd=open(path,O_RDWR))>=0 && pread(fd,hdr,sizeof hdr,0)==(ssize_t)sizeof hdr);
  for (int i=0; i<PRUNE_HEADER_BYTES; i++)
    for (int k=0; k<2; k++) {
      prune_table v;
      uint8_t b=hdr[i]^(k? 0xff: 1<<(i&7));
      io&=pwrite(fd,&b,1,i)==1;
      int loaded=prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)==0;
      if (loaded) prune_free(&v);
      int checked=prune_check_file(path,err,sizeof err)==0;
      if ((loaded || checked) && ++accepted<=5)
        printf("  header byte %d changed by %#x: accepted\n",i,hdr[i]^b);
      io&=pwrite(fd,hdr+i,1,i)==1;
    }
  close(fd);
  CHECK(io);
  CHECK_EQ(accepted,0);
  CHECK(prune_check_file(path,err,sizeof err)==0);
}

@ The checks of the fields are reached only by a header whose checksum is
right; so each forgery below sets a field to a wrong value and then writes
the header checksum that fits. Each must be refused by loading and by
checking, naming the field.

@<Test routines of prune@>=
#define AT(field) offsetof(prune_header,field)
static int forge(const char *path,size_t off,size_t size,uint64_t value)
{
  uint8_t hdr[PRUNE_HEADER_BYTES];
  uint32_t v32=(uint32_t)value;
  uint64_t sum;
  int fd=open(path,O_RDWR),ok;
  if (fd<0) return 0;
  ok=pread(fd,hdr,sizeof hdr,0)==(ssize_t)sizeof hdr;
  if (size==8) memcpy(hdr+off,&value,8);
  else if (size==4) memcpy(hdr+off,&v32,4);
  else hdr[off]=(uint8_t)value;
  sum=prune_header_checksum(hdr);
  memcpy(hdr+offsetof(prune_header,header_checksum),&sum,8);
  ok=ok && pwrite(fd,hdr,sizeof hdr,0)==(ssize_t)sizeof hdr;
  close(fd);
  return ok;
}

@ The corner permutation under all moves has distances 0 to~7 and no
unreachable entries, 40,320 entries in 20,160 bytes; the wrong values are
chosen against that.

@<Forge fields of the header at |path|...@>=
{
  static const struct {@+size_t off,size;@+uint64_t value;@+const char *msg;@+} f[]={
    {AT(maxdist),4,40,"largest distance"},@/
    {AT(maxdist),4,0xffffffff,"largest distance"},@/
    {AT(maxdist),4,16,"largest distance"},@/
    {AT(maxdist),4,8,"distribution"},@/
    {AT(maxdist),4,6,"distribution"},@/
    {AT(dist)+8*3,8,7,"distribution"},@/
    {AT(dist)+8*20,8,1,"distribution"},@/
    {AT(unreachable),8,1,"distribution"},@/
    {AT(unreachable),8,~0ull,"unreachable"},@/
    {AT(n),8,40321,"length of the entries"},@/
    {AT(n),8,1ull<<62,"number of entries"},@/
    {AT(data_bytes),8,20161,"length of the entries"},@/
    {AT(encoding),4,3,"encoding"},@/
    {AT(moves),4,0,"move set"},@/
    {AT(moves),4,1u<<18,"move set"},@/
    {AT(coord_name),1,0,"coordinate name"},@/
    {AT(coord_name)+31,1,'x',"coordinate name"},@/
    {AT(header_bytes),4,4095,"length of the header"},@/
    {AT(reserved),4,1,"reserved field"},@/
    {PRUNE_HEADER_BYTES-1,1,1,"unused bytes"}};
  prune_table v;
  for (size_t i=0; i<sizeof f/sizeof f[0]; i++) {
    CHECK(prune_save(&t,path,err,sizeof err)==0 && forge(path,f[i].off,f[i].size,f[i].value));
    int a=prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
      && strstr(err,f[i].msg);
    if (!a) printf("  forged header byte %zu: %s\n",f[i].off,err);
    int b=prune_check_file(path,err,sizeof err)!=0 && strstr(err,f[i].msg);
    if (!b) printf("  forged header byte %zu: %s\n",f[i].off,err);
    CHECK(a && b);
  }
  @<Forge a consistent header that disagrees with the entries@>;
}

@ Two more forgeries pass every check of the header. A move set that
differs from the file's name is refused by loading, which wants the moves
of the name, and by checking, which knows the name the table belongs
under. A distribution moved by one entry from distance 3 to distance 4
still adds up; loading, which trusts a header it has checked, accepts it,
but the complete check counts the entries and refuses it.

@<Forge a consistent header that disagrees with the entries@>=
CHECK(prune_save(&t,path,err,sizeof err)==0 && forge(path,AT(moves),4,MASK_H));
CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
  && strstr(err,"not the one wanted"));
CHECK(prune_check_file(path,err,sizeof err)!=0 && strstr(err,"belongs in"));
CHECK(prune_save(&t,path,err,sizeof err)==0 && forge(path,AT(dist)+8*3,8,t.dist[3]-1)
  && forge(path,AT(dist)+8*4,8,t.dist[4]+1));
CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)==0);
prune_free(&v);
CHECK(prune_check_file(path,err,sizeof err)!=0 && strstr(err,"do not match"));

@ A file one byte short is truncated, one byte long is too long, and so
is a gigabyte with a hole in it, which must be refused without being read:
the largest memory the process ever held must not grow by anything like a
gigabyte. (A loader that mapped the file with |MAP_POPULATE| before
checking its length would grow by the whole gigabyte.) A file shorter than a header,
and an empty one, are refused too.

@<Give the file at |path| the wrong length...@>=
{
  prune_table v;
  struct rusage r0,r1;
  CHECK(prune_save(&t,path,err,sizeof err)==0);
  CHECK(truncate(path,PRUNE_HEADER_BYTES+t.bytes-1)==0);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"truncated"));
  CHECK(truncate(path,PRUNE_HEADER_BYTES+t.bytes+1)==0);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"too long"));
  getrusage(RUSAGE_SELF,&r0);
  CHECK(truncate(path,(off_t)1<<30)==0);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"too long"));
  CHECK(prune_check_file(path,err,sizeof err)!=0 && strstr(err,"too long"));
  getrusage(RUSAGE_SELF,&r1);
  CHECK(r1.ru_maxrss-r0.ru_maxrss<64*1024); /* in kilobytes */
  CHECK(truncate(path,100)==0);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"truncated"));
  CHECK(truncate(path,0)==0);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)!=0
    && strstr(err,"not a table file"));
}

@ A directory, a named pipe and a symbolic link to nothing, each under a
table's name. The pipe is opened in a child process with an alarm, so that
a program that waits on the pipe forever fails the test instead of
hanging it.

@<Put a directory, a pipe and a dangling link in place of a table@>=
{
  char p[300];
  prune_table v;
  int status=0;
  snprintf(p,sizeof p,"%s/dir.tbl",dir);
  CHECK(mkdir(p,0755)==0);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,p,err,sizeof err)!=0
    && strstr(err,"a directory"));
  CHECK(prune_check_file(p,err,sizeof err)!=0 && strstr(err,"a directory"));
  snprintf(p,sizeof p,"%s/pipe.tbl",dir);
  CHECK(mkfifo(p,0644)==0);
  pid_t kid=fork();
  if (kid==0) {
    alarm(10);
    _exit(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,p,err,sizeof err)!=0
      && strstr(err,"named pipe") && prune_check_file(p,err,sizeof err)!=0? 0: 1);
  }
  waitpid(kid,&status,0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status)==0);
  snprintf(p,sizeof p,"%s/link.tbl",dir);
  CHECK(symlink("nowhere",p)==0);
  CHECK(prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,p,err,sizeof err)!=0
    && strstr(err,"symbolic link"));
}

@ A child process loads the table, then cuts its file to nothing and
writes other bytes into it, as a \.{cp} over it would; the table it
loaded must still be whole. (Were the file mapped, reading the table after
the truncation would kill the process with |SIGBUS|.)

@<Check that a loaded table outlives the damage of its file@>=
{
  int status=0;
  CHECK(prune_save(&t,path,err,sizeof err)==0);
  pid_t kid=fork();
  if (kid==0) {
    prune_table v;
    FILE *f;
    if (prune_load(&v,c,MASK_ALL,PRUNE_NIBBLE,path,err,sizeof err)) _exit(2);
    if (truncate(path,0) || !(f=fopen(path,"w"))) _exit(3);
    fputs("not a table any more",f); fclose(f);
    _exit(v.bytes==t.bytes && memcmp(v.data,t.data,t.bytes)==0? 0: 1);
  }
  waitpid(kid,&status,0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status)==0);
}

@ A table that is built but cannot be saved must still be given to the
caller, with a message. Two child processes try it: one on a disk made
full by a limit on the length of the files it may write (4096 bytes, the
header alone; the signal that the limit sends is ignored, so that the
write fails with |EFBIG| as on a full disk), and one where a directory
stands under the table's name, so that the rename fails. Each must get
the table of the upper and lower edges under $H$ (largest distance 8, with
2264 entries there), say that it is kept for this run only, and leave no
temporary file behind. Their messages go to a file.

@<Check that a table that cannot be saved is kept@>=
for (int k=0; k<2; k++) {
  char sub[300],msg[400],p[700];
  coord *ud=coord_find("udperm");
  int status=0;
  snprintf(sub,sizeof sub,"%s/nosave%d",dir,k);
  snprintf(msg,sizeof msg,"%s/messages%d",dir,k);
  prune_file_name(ud,MASK_H,PRUNE_NIBBLE,name,sizeof name);
  snprintf(p,sizeof p,"%s/%s",sub,name);
  if (k==1) CHECK(mkdir(sub,0755)==0 && mkdir(p,0755)==0);
  pid_t kid=fork();
  if (kid==0) {
    prune_table v;
    prune_options o={sub,1,1,0};
    struct rlimit lim={PRUNE_HEADER_BYTES,PRUNE_HEADER_BYTES};
    if (!freopen(msg,"w",stderr)) _exit(3);
    setvbuf(stderr,NULL,_IONBF,0);
    if (k==0) { signal(SIGXFSZ,SIG_IGN); setrlimit(RLIMIT_FSIZE,&lim); }
    _exit(prune_open(&v,ud,MASK_H,PRUNE_NIBBLE,&o,err,sizeof err)==0
      && v.maxdist==8 && v.dist[8]==2264? 0: 1);
  }
  waitpid(kid,&status,0);
  CHECK(WIFEXITED(status) && WEXITSTATUS(status)==0);
  CHECK(file_has(msg,"kept in memory for this run only"));
  CHECK(prune_stale_temps(sub,0,NULL,NULL)==0);
  if (k==0) CHECK(access(p,F_OK)!=0);
}

@ @<Test routines of prune@>=
static int file_has(const char *path,const char *what)
{
  char buf[4096];
  FILE *f=fopen(path,"r");
  size_t n=f? fread(buf,1,sizeof buf-1,f): 0;
  if (f) fclose(f);
  buf[n]=0;
  return strstr(buf,what)!=NULL;
}

@ Loading with building forbidden must not create the cache directory,
nor its parents; and a directory where the program may not write gives a
message that names it. That last test means nothing when run by the
superuser, who may write anywhere, and is skipped then.

@<Check that loading without building creates no directory@>=
{
  char sub[300];
  prune_table v;
  prune_options o={sub,0,1,0};
  snprintf(sub,sizeof sub,"%s/none/deeper",dir);
  CHECK(prune_open(&v,c,MASK_ALL,PRUNE_NIBBLE,&o,err,sizeof err)!=0
    && strstr(err,"No such file"));
  snprintf(sub,sizeof sub,"%s/none",dir);
  CHECK(access(sub,F_OK)!=0);
  if (geteuid()!=0) {
    snprintf(sub,sizeof sub,"%s/readonly",dir);
    o.may_build=1;
    CHECK(mkdir(sub,0555)==0);
    CHECK(prune_open(&v,c,MASK_ALL,PRUNE_NIBBLE,&o,err,sizeof err)!=0
      && strstr(err,"not writable") && strstr(err,sub));
  }
}

@ A stale temporary file, of a process that has ended, and a live one, of
this process. |prune_stale_temps| must report the stale one only, and
leave it in place when not asked to remove it; the build of the next test
must remove it, and keep the live one. Two files of a user's, whose names
end in \.{.tmp} and the number of the ended process but are not the
writer's names, must be neither reported nor removed.

@<Leave a stale and a live temporary file in |dir|@>=
char stale[300],live[300],mine[2][300];
{
  int n=0;
  pid_t gone=fork();
  if (gone==0) _exit(0);
  waitpid(gone,NULL,0);
  snprintf(stale,sizeof stale,"%s/x-m3ffff-e4.tbl.tmp%ld",dir,(long)gone);
  snprintf(live,sizeof live,"%s/y-m3ffff-e4.tbl.tmp%ld",dir,(long)getpid());
  patch_file_new(stale,"half a table");
  patch_file_new(live,"a table being written");
  snprintf(mine[0],sizeof mine[0],"%s/thesis.tmp%ld",dir,(long)gone);
  snprintf(mine[1],sizeof mine[1],"%s/notes-m3ffff-e4.tbl.tmp%ldx",dir,(long)gone);
  patch_file_new(mine[0],"a user's file");
  patch_file_new(mine[1],"another");
  CHECK(prune_stale_temps(dir,0,count_stale,&n)==1 && n==1 && access(stale,F_OK)==0);
}

@ @<Check that the stale temporary file is gone...@>=
CHECK(access(stale,F_OK)!=0 && access(live,F_OK)==0);
CHECK(access(mine[0],F_OK)==0 && access(mine[1],F_OK)==0);

@ @<Test routines of prune@>=
static void patch_file_new(const char *path,const char *text)
{
  FILE *f=fopen(path,"w");
  if (f) { fputs(text,f); fclose(f); }
}
static void count_stale(const char *path,long pid,uint64_t bytes,void *arg)
{
  (void)path; (void)pid; (void)bytes;
  ++*(int *)arg;
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

@ The same faults are tried from the command line by the script
\.{tests/faults.sh}, run against the program (\.{CUBE=./cube bash
tests/faults.sh}), with the pocket cube's table and the small phase-2
table in directories of its own. It changes bytes of every field of a
header and checks that \.{cube tables --check} refuses the file, that
\.{--stats} with \.{--no-build} refuses it with a message (and never
crashes, which a largest distance changed in its high byte once made it
do), and that \.{--stats} rebuilds it and prints the right distribution;
it gives a file the wrong length (a gigabyte's hole included, under a limit
of 300\thinspace MB of memory), puts a directory, a named pipe and a
dangling link in its place, copies another file over the table of a
running \.{cube pocket} and then empties it, leaves a stale temporary file,
kills builders with \.{SIGKILL} (some at the moment their temporary file
appears), runs two builders at once, fills the disk (by a limit on the
length of files, and by a file system of one megabyte where it may mount
one), makes the cache read only (where it may), and checks that
\.{--no-build} creates no directory. It prints one line per failure and
ends with \.{faults: P passed, F failed}.

@ The benchmark of this chapter, for \.{make bench}: the time to generate
each table the two-phase solver uses, on one thread and on all, its size,
and the time to load it from a file once it is in the page cache. Each
time is printed a second time as a line \.{run: NAME.threads.$T$
SECONDS} or \.{run: NAME.load MS}, the figures of a run file that
\.{tests/runfile.sh} keeps (the measurements chapter).

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
      printf("prune: %-12s %11llu entries, %6.1f MB, max %2d, built in %6.2f s\
 with %d thread%s\n",c->name,(unsigned long long)t.n,t.bytes/1e6,t.maxdist,
        t.seconds,th,th>1? "s": "");
      printf("run: %s.threads.%d %.2f\n",c->name,th,t.seconds);
      if (th<nt) prune_free(&t);
    }
    snprintf(path,sizeof path,"/tmp/cube-bench-%s.tbl",c->name);
    prune_save(&t,path,err,sizeof err);
    prune_free(&t);
    double a=now();
    if (prune_load(&u,c,tabs[i].moves,tabs[i].enc,path,err,sizeof err)) {
      printf("%s\n",err); return 1;
    }
    double ms=1e3*(now()-a);
    printf("prune: %-12s loaded (with checksum) in %.1f ms\nrun: %s.load %.1f\n",c->name,ms,
      c->name,ms);
    prune_free(&u);
    remove(path);
  }
  return 0;
}
