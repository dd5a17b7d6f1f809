@* The tables of minima of H48.
This chapter makes the tables of minima of the H48 solver
(chapter~\chapno{h48}): for each value of $h_K$, $K$ from 1 to~11, the
least distance of a position that reads it under one of its normalizing
symmetries, the bound that makes $h_K$ worth its size (the H48 chapter's
section on minima says why it is a lower bound). The H48 chapter calls
it, through two pointers that this chapter's registering routine sets,
whenever a family that reads minima (\.{h48-1} to \.{h48-8}, or
\.{h48-1-qtm} to \.{h48-7-qtm} of chapter~\chapno{h48qtm}) opens a table
that the cache does not hold; \.{cube tables --build h48-6} makes one
ahead. The benchmarks call it too, with a numbering of their own, to
make Tronto's tables in his program's format.
@^Tronto, Sebastiano@>
@^minima over $h_{11}$@>

Nobody can list all positions up to the depths that matter (there are
$10^{13}$ within 11 moves), but the distance that counts is that of a
value of $h_{11}$, which is a true coordinate: positions with the same
value of $h_{11}$ stay together under every move, so a breadth-first
search over the values of $h_{11}$ gives their distances, and its
frontier is much smaller than the set of positions. That search is kept
only to a short depth~$S$, in a hash table of the values found (one per
class of values under the 48 symmetries, by the least of its readings);
the values at depth $S+1,\ldots,D$ are reached by a depth-first search of
$D-S$ moves from each value at depth exactly~$S$. (A value at distance
$d>S$ lies on a shortest path through a value at distance~$S$, so
nothing is missed; a value reached again by a longer path only offers a
larger number, and the table keeps the least.) Every value met, at its
depth~$d$, gives each of its readings' entries of $h_K$ the depth~$d$ if
that is less than what the entry holds. The table is made directly in
two bits an entry, with the base $b=D-2$: an entry is 0 for a depth of
at most~$b$, 1 or~2 for $b+1$ or~$b+2$, and stays 3 when nothing reads it.

An example, the small table that the tests make. With $S=2$ and $D=4$,
in face turns, the breadth-first part finds 1, 1 and 3 classes of values
of $h_{11}$ at distances 0, 1 and~2 (a half turn reads as the solved
cube, and the other twelve moves are one class); the depth-first part,
two moves from each of the three at distance~2, reaches the 23 and 241
classes at distances 3 and~4 that a breadth-first search to depth~4
finds, and both give the same table. Of the 470,269,800 entries of
$h_2$, those that a position of at most four moves reads under one of
its normalizing symmetries get its least length (code 0 for at most two
moves, 1 for three, 2 for four); every other stays~3. The test lists
all those positions and checks every entry so, without any table of
moves or hash table, in both metrics.
@^example, the minima with $S=2$ and $D=4$@>

The figure shows the two parts and where their marks go. Once the
breadth-first part has filled its hash table, the workers go through it:
each value there is marked, and from each at depth~$S$ the depth-first
part makes its moves, which give most of the marks. Every mark passes
through the sink, which keeps a buffer for each region of the table and
empties a full one in one pass over its region.
\def\mnbox#1#2{\vbox{\hrule\hbox{\vrule\kern3pt\vbox{\kern3pt
  \hbox to 250pt{\hss#1\hss}\kern1pt\hbox to 250pt{\hss\sevenrm #2\hss}\kern3pt}%
  \kern3pt\vrule}\hrule}}
\def\mndown#1{\noalign{\kern2pt}\hfil$\big\downarrow$\ \hbox to 0pt{\sevenrm #1\hss}\hfil
  \cr\noalign{\kern2pt}}
$$\vbox{\offinterlineskip\halign{\hfil#\hfil\cr
\mnbox{breadth-first over the values of $h_{11}$, depths 0 to $S$}{a hash table of
  classes under the 48 symmetries}\cr
\mndown{the workers: each value marked, and from each at depth $S$}
\mnbox{depth-first, $D-S$ moves more}{the readings of each value met, prefetched}\cr
\mndown{a mark: an entry of $h_K$ and a depth}
\mnbox{the sink}{a buffer for each region of the table}\cr
\mndown{a full buffer, in one pass over its region}
\mnbox{the table of $h_K$, two bits an entry}{each entry the least depth marked, from the base $D-2$}\cr
\mndown{the H48 chapter}
\mnbox{the table in lines}{with the fallback of each line}\cr}}$$
\figcaption{The build of a table of minima.}

The sections go: the generator's state, the values of $h_{11}$ and
their hash table, the marks and their sink, the depth-first part and its
prefetches, the workers and the driver, large pages, another numbering
of the entries, builds in parts, and the tests. The times are in the
measurements chapter.

@q README: the generator of H48's tables of minima over h11 (Tronto's method): a breadth-first search over the values of h11 in a hash table, a depth-first search of the last moves, marks sunk by regions; registered as the H48 chapter's builder of `h48-1`...`h48-8` and `h48-1-qtm`...`h48-7-qtm` @>
@i types.w
@s h48_mingen int
@s min_sink int
@s h48_numbering int

@ The chapter tangles to \.{h48min.h} and \.{h48min.c}; its test goes
to \.{tests/}. The header includes the H48 chapter's, whose coordinates
the generator moves, and gives the generator's calls, with the prefix
\.{h48\_}.

@(h48min.h@>=
#ifndef H48MIN_H
#define H48MIN_H
#include "h48.h"
@<Declarations of the h48 minima@>@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include "h48min.h"
@h
@<Constants of the h48 minima@>@;
@<The generator of the h48 minima@>@;
@<Functions of the h48 minima@>@;

@ The chapter's registering routine gives the H48 chapter its generator
and the routine that frees what it makes. The program calls it at
start-up right after the H48 chapter's own, in the order of the book
(the kit's chapter says how), and before any table is opened; so the
families of chapter~\chapno{h48qtm}, registered next, find the generator
too.

@<Functions of the h48 minima@>=
void h48min_register(void)
{
  h48_set_minima(h48_minima,h48_minima_free);
}

@ @<Declarations of the h48 minima@>=
void h48min_register(void);
int h48_minima(int K,int S,int D,uint32_t moves,int hbits,int threads,int progress,
  uint8_t **out,uint64_t *dist,int *maxd,uint64_t *h11,char *err,size_t errlen);
void h48_minima_free(uint8_t *codes,int K);
@<Declare the minima in another numbering@>@;

@*1 The generator's state.
A build holds its parameters, the tables of moves and readings it
uses, the hash table of values and the two-bit codes it makes.

@<The generator of the h48 minima@>=
typedef struct {
  int K,S,D,base;
  uint32_t moves; /* |MASK_ALL| or |MASK_QUARTER| */
  uint64_t *hash,hmask; /* a slot holds $16(v+1)+d$ for value $v$ at depth $d$, or 0 */
  uint8_t *data; /* two bits an entry */
  uint64_t n; /* entries */
  const h48_numbering *num; /* another numbering of the entries, or |NULL| */
  char name[64]; /* the table, as the reports of progress call it */
  const uint32_t *cmove,*smove,*strans,*emove,*etrans;
  const uint64_t *cself;
  int sn,en;
  int depth; /* the depth being made, in the breadth-first part */
  int part,parts,first; /* the part being made, of how many, from which */
  uint64_t next,found,overflow;
  int progress; /* report the last part's progress on |stderr| */
  pthread_t main; /* the thread that reports it */
  double t0,shown; /* the start, and the last report */
} h48_mingen;

@ The value of $h_{11}$ is $(c\cdot34{,}650+s)\cdot2^{11}+e$, for the class
$c$, the slices~$s$ and the flips~$e$; of its readings (one for each
self-symmetry $t$ of~$c$) the hash table keeps the least. |min_norm|
returns it for a class and the slices and flips seen through the
symmetry |sym|, composed with each self-symmetry as in the H48
chapter's generator of $h_0$.

|min_reading| gives one reading, through the symmetry $s$, with the first
|bits| flips: all eleven for the value of $h_{11}$, $K$ for an entry of
$h_K$.

@<The generator of the h48 minima@>=
static inline uint64_t min_reading(const h48_mingen *g,uint32_t c,uint32_t sm,uint32_t em,
  int s,int bits)
{
  return (((uint64_t)c*H48_NSEP+g->strans[sm*g->sn+s])<<bits)
    |(g->etrans[em*g->en+s]&((1u<<bits)-1));
}
static uint64_t min_norm(const h48_mingen *g,uint32_t c,uint32_t sm,uint32_t em,int sym)
{
  uint64_t best=~0ull,ss=g->cself[c];
  while (ss) {
    int t=__builtin_ctzll(ss);
    ss&=ss-1;
    uint64_t v=min_reading(g,c,sm,em,cube_sym_mul[t][sym],11);
    if (v<best) best=v;
  }
  return best;
}

@ Inserting a value: linear probing from a hashed slot, claiming an empty
slot with a compare-and-swap, so that two threads can insert at once. It
returns 1 if the value is new. A table more than three quarters full is
an error, reported by the driver. The slot a value is hashed to, its
{\it home}, also tells which part of a build made in parts the value
belongs to (the section on another numbering).

@<The generator of the h48 minima@>=
static inline uint64_t min_home(const h48_mingen *g,uint64_t v)
{
  return (v*0x9e3779b97f4a7c15ull>>20)&g->hmask;
}
static int min_insert(h48_mingen *g,uint64_t v,int d)
{
  uint64_t i=min_home(g,v),want=(v+1)<<4|(uint64_t)d;
  for (;;) {
    uint64_t cur=__atomic_load_n(&g->hash[i],__ATOMIC_RELAXED);
    if (cur==0) {
      if (__atomic_compare_exchange_n(&g->hash[i],&cur,want,0,__ATOMIC_RELAXED,
          __ATOMIC_RELAXED)) return 1;
    }
    if (cur>>4==v+1) return 0;
    if (cur!=0) i=(i+1)&g->hmask;
  }
}

@ Lowering an entry of the two-bit table to |code|, again with a
compare-and-swap on its byte; and giving every reading of a value its
depth.

@<The generator of the h48 minima@>=
static void min_lower(uint8_t *data,uint64_t x,int code)
{
  uint8_t *b=data+(x>>2),old=__atomic_load_n(b,__ATOMIC_RELAXED);
  int sh=(int)(x&3)<<1;
  while ((old>>sh&3)>code) {
    uint8_t nw=(uint8_t)((old&~(3<<sh))|(code<<sh));
    if (__atomic_compare_exchange_n(b,&old,nw,1,__ATOMIC_RELAXED,__ATOMIC_RELAXED)) break;
  }
}

@ The marks are not made where they arise. The depth-first part makes
about $2\cdot10^{10}$ of them for $h_6$ with $D=11$, each on an entry at
random in a table of 1.9\thinspace GB: nearly every one a miss of the
cache and of the processor's table of pages, and on a virtual machine the
walk of the page tables is itself several misses. Prefetching the
entries of the last move together (thirteen or so at a time) did not
help: a profile put 84\% of the depth-first part's time on the prefetch
instructions, which wait for the walks. So each thread has a {\it sink}:
the table is cut into regions of $2^{24}$ entries (4\thinspace MB of
codes, two large pages), and a mark goes into its region's buffer, as the
offset in the region and the code in the top two bits of a 32-bit word;
when a buffer holds |H48_SINK_CAP| marks, they are made together, all in
two pages, most of them hits of the cache of the pages and many of the
data cache. The marks are minima, so their order does not matter. At
the end of its work the thread empties all its buffers. A thread that
cannot have the memory for its sink (|H48_SINK_CAP| words for each
region, 7.5\thinspace MB for $h_6$) marks each entry directly.

Every form of this build makes the same codes: for the minima of $h_6$
with $D=10$, 7,239,249 entries at 8 or less, 79,591,496 at 9,
814,800,294 at 10 and 6,622,685,761 at 11 or more (the measurements
chapter gives the times of the sink, the prefetches and the regions).
@^sink of marks@>

@<Constants of the h48 minima@>=
enum { H48_REGION_BITS = 24, H48_SINK_CAP = 4096 };

@ The sink of marks: each mark is put into the buffer of its region of the table instead of being written at once, and a full buffer is emptied in one pass over its region, whose bytes are then in the cache; that turns most of the misses of the last moves into hits.

@<The generator of the h48 minima@>=
typedef struct {
  h48_mingen *g;
  uint32_t *buf; /* |H48_SINK_CAP| marks for each region, or |NULL| */
  uint32_t *len; /* the marks waiting in each region */
  uint64_t nreg;
} min_sink;
static void min_flush(min_sink *k,uint64_t r)
{
  const uint32_t *b=k->buf+r*H48_SINK_CAP,mask=(1u<<H48_REGION_BITS)-1;
  const uint8_t *base=k->g->data+(r<<H48_REGION_BITS>>2);
  for (uint32_t i=0; i<k->len[r]; i++) {
    if (i+16<k->len[r]) __builtin_prefetch(base+((b[i+16]&mask)>>2),1);
    min_lower(k->g->data,r<<H48_REGION_BITS|(b[i]&mask),(int)(b[i]>>30));
  }
  k->len[r]=0;
}
static inline void min_put(min_sink *k,uint64_t x,int code)
{
  if (!k->buf) { min_lower(k->g->data,x,code); return; }
  uint64_t r=x>>H48_REGION_BITS;
  k->buf[r*H48_SINK_CAP+k->len[r]++]=(uint32_t)code<<30|(uint32_t)(x&((1u<<H48_REGION_BITS)-1));
  if (k->len[r]==H48_SINK_CAP) min_flush(k,r);
}
static void min_sink_open(min_sink *k,h48_mingen *g)
{
  k->g=g; k->nreg=(g->n>>H48_REGION_BITS)+1;
  k->buf=malloc(sizeof(uint32_t)*H48_SINK_CAP*k->nreg);
  k->len=calloc(k->nreg,sizeof(uint32_t));
  if (!k->buf || !k->len) { free(k->buf); free(k->len); k->buf=NULL; k->len=NULL; }
}
static void min_sink_close(min_sink *k)
{
  if (k->buf) for (uint64_t r=0; r<k->nreg; r++) min_flush(k,r);
  free(k->buf); free(k->len);
}
static void min_mark(min_sink *k,uint32_t c,uint32_t sm,uint32_t em,int sym,int d)
{
  const h48_mingen *g=k->g;
  int code=d<=g->base? 0: d-g->base;
  uint64_t ss=g->cself[c];
  while (ss) {
    int t=__builtin_ctzll(ss);
    ss&=ss-1;
    if (g->num) min_put(k,g->num->entry(g->num->ctx,c,sm,em,cube_sym_mul[t][sym]),code);
    else min_put(k,min_reading(g,c,sm,em,cube_sym_mul[t][sym],g->K),code);
  }
}

@ The depth-first part: from a value read through the symmetry $T$, each
move of the position is the move |cube_sym_move[T][m]| of the value, as
in the solver's |h48_move|. The moves of the position follow the
canonical sequences of the metric (the first chapter): in face turns,
|cube_next_moves| of the previous move (no two turns of one face in a
row, and of two opposite faces in a row only one order); in quarter
turns, |cube_qtm_next| of the state of the sequence, which
|cube_qtm_after| carries (no turn and its inverse, no turn thrice).
A sequence that is not canonical makes the position of a canonical one
of no greater length, so nothing is missed; the table keeps minima, so the rule
saves time only.

@<The generator of the h48 minima@>=
static void min_dfs(min_sink *sk,uint32_t c,uint32_t s,uint32_t e,int T,int d,int last)
{
  const h48_mingen *g=sk->g;
  const int qtm=g->moves==MASK_QUARTER;
  uint32_t allowed=qtm? cube_qtm_next[last]: cube_next_moves[last];
  if (d+1==g->D) {
    @<Mark the values one move below, their slices' readings prefetched@>;
    return;
  }
  for (int m=0; m<CUBE_NMOVES; m++) {
    if (!(allowed>>m&1)) continue;
    int mt=cube_sym_move[T][m];
    uint32_t k=g->cmove[c*CUBE_NMOVES+mt],c2=k&COORD_CLASSMASK,sym=k>>COORD_SYMSHIFT;
    uint32_t sm=g->smove[s*CUBE_NMOVES+mt],em=g->emove[e*CUBE_NMOVES+mt];
    min_mark(sk,c2,sm,em,(int)sym,d+1);
    if (d+1<g->D)
      min_dfs(sk,c2,g->strans[sm*g->sn+sym],g->etrans[em*g->en+sym],cube_sym_mul[sym][T],
        d+1,qtm? cube_qtm_after[last][m]: m);
  }
}

@ The last move of the depth-first part makes most of the marks, and each
reads the slices through a symmetry in a table of 6.7\thinspace MB, at
random: after the sink, the profile put 70\% of the time of the marks on
that read. So the moves of the last level are made first and those reads
prefetched, then the values marked. The generator's own numbering reads
the column of the symmetry that takes the value's class to its
representative (and a few more for a class with self-symmetries), so
one line of the row is enough; another numbering
(below) may read any column, so for it the whole row is prefetched, the
readings through all 48 symmetries, three lines. That is what makes
another numbering as fast as the generator's own. (The measurements chapter gives the times.)
@^prefetching, in the build of the minima@>

@<Mark the values one move below, their slices' readings prefetched@>=
uint32_t cs[CUBE_NMOVES],ss[CUBE_NMOVES],es[CUBE_NMOVES],ys[CUBE_NMOVES];
int n=0;
for (int m=0; m<CUBE_NMOVES; m++) {
  if (!(allowed>>m&1)) continue;
  int mt=cube_sym_move[T][m];
  uint32_t k=g->cmove[c*CUBE_NMOVES+mt];
  cs[n]=k&COORD_CLASSMASK; ys[n]=k>>COORD_SYMSHIFT;
  ss[n]=g->smove[s*CUBE_NMOVES+mt]; es[n]=g->emove[e*CUBE_NMOVES+mt];
  if (g->num) {
    const char *row=(const char*)&g->strans[ss[n]*g->sn];
    for (int o=0; o<g->sn*(int)sizeof(uint32_t); o+=64) __builtin_prefetch(row+o);
  } else __builtin_prefetch(&g->strans[ss[n]*g->sn+ys[n]]);
  n++;
}
for (int i=0; i<n; i++) min_mark(sk,cs[i],ss[i],es[i],(int)ys[i],d+1);

@ A worker takes chunks of $2^{14}$ slots of the hash table. In the
breadth-first part it expands the values at depth |depth-1|; in the last
part (|depth| is then $-1$) it marks every value and starts the
depth-first search from those at depth~$S$; in a build made in parts,
only from the values whose home falls in the part being made. The last
part is most of the time (minutes, or hours for Tronto's $h_8$), so with
|progress| the calling thread reports, at most once a second, how far
through the hash table, and through the parts, the workers are.

@<The generator of the h48 minima@>=
static void *min_worker(void *arg)
{
  h48_mingen *g=arg;
  uint64_t found=0;
  min_sink sk;
  min_sink_open(&sk,g);
  for (;;) {
    uint64_t lo=__atomic_fetch_add(&g->next,1u<<14,__ATOMIC_RELAXED);
    if (lo>g->hmask) break;
    uint64_t hi=lo+(1u<<14)<=g->hmask+1? lo+(1u<<14): g->hmask+1;
    if (g->progress && g->depth<0 && pthread_equal(pthread_self(),g->main))
      @<Report the progress of the last part@>;
    for (uint64_t i=lo; i<hi; i++) {
      uint64_t slot=__atomic_load_n(&g->hash[i],__ATOMIC_RELAXED);
      if (slot==0) continue;
      int d=(int)(slot&15);
      uint64_t v=(slot>>4)-1;
      uint32_t c=(uint32_t)((v>>11)/H48_NSEP),s=(uint32_t)((v>>11)%H48_NSEP);
      uint32_t e=(uint32_t)(v&2047);
      if (g->depth<0) {
        if (g->parts>1 && (int)(min_home(g,v)*(uint64_t)g->parts/(g->hmask+1))!=g->part)
          continue;
        min_mark(&sk,c,s,e,0,d);
        if (d==g->S && g->D>g->S) min_dfs(&sk,c,s,e,0,d,CUBE_NOMOVE);
      } else if (d==g->depth-1)
        for (int m=0; m<CUBE_NMOVES; m++) if (g->moves>>m&1) {
          uint32_t k=g->cmove[c*CUBE_NMOVES+m];
          uint64_t w=min_norm(g,k&COORD_CLASSMASK,g->smove[s*CUBE_NMOVES+m],
            g->emove[e*CUBE_NMOVES+m],(int)(k>>COORD_SYMSHIFT));
          found+=(uint64_t)min_insert(g,w,g->depth);
        }
    }
  }
  min_sink_close(&sk);
  __atomic_fetch_add(&g->found,found,__ATOMIC_RELAXED);
  return NULL;
}
@ The fraction done counts the parts made by this run only, so that the
estimate of the time left holds for a build that resumes. A part's
values lie in its own share of the slots (a few beyond it, by the
probing), so the workers pass the others quickly: the part's progress is
how far they are through its share.

@<Report the progress of the last part@>=
{
  double t=ida_now(),x=(double)lo/(double)(g->hmask+1);
  if (g->parts>1) {
    x=x*g->parts-g->part;
    if (x<0) x=0;
    if (x>1) x=1;
  }
  if (t-g->shown>=1) {
    g->shown=t;
    if (g->parts>1)
      prune_report((g->part-g->first+x)/(g->parts-g->first),
        "building table %s: the last %d moves, part %d of %d, %.0f%% in %.0f s",
        g->name,g->D-g->S,g->part+1,g->parts,100.0*x,t-g->t0);
    else prune_report(x,"building table %s: the last %d moves, %.0f%% in %.0f s",
        g->name,g->D-g->S,100.0*x,t-g->t0);
  }
}

@ @<The generator of the h48 minima@>=
static void min_run(h48_mingen *g,int threads)
{
  g->next=0; g->found=0; g->main=pthread_self();
  cube_parallel(threads,min_worker,g,0);
}

@ The driver. The hash table has $2^{h}$ slots, |hbits| given by the
caller; it makes the packed table of $h_K$ with base $D-2$ and the
counts of its four codes, in |dist| at $b,\ldots,b+3$, and, if |h11| is
not null, the number of classes of values of $h_{11}$ at each distance
from 0 to~$S$.

@<The generator of the h48 minima@>=
static int min_generate(int K,const h48_numbering *num,int S,int D,uint32_t moves,int hbits,
  int threads,int progress,uint8_t **out,uint64_t *dist,int *maxd,uint64_t *h11,
  char *err,size_t errlen)
{
  h48_mingen g;
  coord *cc=coord_find("h48cocsep48"),*sc=coord_find("h48sep"),*ec=coord_find("h48eo");
  double t0=ida_now();
  memset(&g,0,sizeof g);
  g.K=K; g.S=S; g.D=D; g.base=D-2; g.n=num? num->n: H48_N0<<K; g.moves=moves; g.num=num;
  if (num) snprintf(g.name,sizeof g.name,"%s",num->name);
  else snprintf(g.name,sizeof g.name,"h48 h%d",K);
  g.cmove=cc->move_table; g.cself=cc->selfsyms;
  g.smove=sc->move_table; g.strans=sc->trans_table; g.sn=sc->ntrans;
  g.emove=ec->move_table; g.etrans=ec->trans_table; g.en=ec->ntrans;
  g.hmask=(1ull<<hbits)-1;
  g.progress=progress; g.t0=t0;
  size_t maplen;
  g.hash=coord_alloc_large((g.hmask+1)*sizeof(uint64_t),&maplen);
  g.data=coord_alloc_large((g.n+3)/4,&maplen);
  if (!g.hash || !g.data || D<S || D<2 || S<0 || D>15) {
    @<Free the generator's memory@>;
    return cube_error(err,errlen,"out of memory for the table %s",g.name);
  }
  memset(g.data,0xff,(g.n+3)/4);
  @<Take the parts already made, if the caller has them@>;
  if (threads<1) threads=1;
  if (threads>64) threads=64;
  uint64_t known=1;
  min_insert(&g,0,0);
  if (h11) h11[0]=1;
  for (int d=1; d<=S; d++) {
    g.depth=d; min_run(&g,threads); known+=g.found;
    if (h11) h11[d]=g.found;
    if (known>(g.hmask+1)/4*3) {
      @<Free the generator's memory@>;
      return cube_error(err,errlen,"the hash table of h11 overflowed at depth %d",d);
    }
    if (progress) prune_report(-1,"building table %s: %llu values of h11\
 within %d moves",g.name,(unsigned long long)known,d);
  }
  g.depth=-1;
  for (g.part=g.first; g.part<g.parts; g.part++) {
    min_run(&g,threads);
    if (num && num->saved && num->saved(num->ctx,g.part+1,g.data)) {
      @<Free the generator's memory@>;
      return cube_error(err,errlen,"could not keep part %d of the table %s",g.part+1,g.name);
    }
  }
  coord_free_large(g.hash,(g.hmask+1)*sizeof(uint64_t));
  @<Count the codes of the table of minima@>;
  if (progress) prune_report_done("built table %s (minima) in %.0f s",g.name,ida_now()-t0);
  *out=g.data;
  return 0;
}
int h48_minima(int K,int S,int D,uint32_t moves,int hbits,int threads,int progress,
  uint8_t **out,uint64_t *dist,int *maxd,uint64_t *h11,char *err,size_t errlen)
{
  return min_generate(K,NULL,S,D,moves,hbits,threads,progress,out,dist,maxd,h11,err,errlen);
}

@<The minima in another numbering@>@;

@ Both the hash table and the table of codes are large and read at
random, so they are asked for in large pages, as the framework's tables
are: with pages of 4\thinspace KB nearly every mark of the last part also
misses the processor's table of pages, and the walk of the page tables
misses the cache in its turn (the measurements chapter gives what
they gain). The codes, mapped so,
are given back by |h48_minima_free|.
@^huge pages@>

@<Free the generator's memory@>=
coord_free_large(g.hash,(g.hmask+1)*sizeof(uint64_t));
coord_free_large(g.data,(g.n+3)/4);

@ @<The generator of the h48 minima@>=
void h48_minima_free(uint8_t *codes,int K)
{
  h48_codes_free(codes,H48_N0<<K);
}

@ @<Count the codes of the table of minima@>=
memset(dist,0,sizeof(uint64_t)*PRUNE_MAXDIST);
for (uint64_t x=0; x<g.n; x++) dist[g.base+(g.data[x>>2]>>((x&3)<<1)&3)]++;
*maxd=g.base+3;

@ Another numbering of the entries. The minima are a fact about the
values of $h_{11}$, not about how a table numbers its entries, so the
generator takes, in place of the numbering of $h_K$, any numbering a
caller gives: the number of entries, a name for the reports of progress,
and a function that numbers the
reading through the symmetry~|sym| of the value with the class~|c|, the
slices |sm| and the flips |em| (these two before the symmetry, as
|min_reading| takes them). A function that reads the slices through a
symmetry should read them from the table of readings of
\.{h48sep}, whose row for the value it numbers the generator has just
prefetched (the section on the prefetches). Whatever the numbering, each entry gets the
least depth of a value with a reading numbered so, as the entries of
$h_K$ do. The benchmarks use it to make Tronto's own tables in his
program's format (the measurements say why); and a numbering that gives
all the entries of one of his lines the same number gives the least
depth in each line, which his lines hold as well.
@^minima over $h_{11}$@>

@<Declare the minima in another numbering@>=
typedef struct {
  uint64_t n; /* the number of entries */
  const char *name; /* the table, for the reports of progress */
  uint64_t (*entry)(void *ctx,uint32_t c,uint32_t sm,uint32_t em,int sym);
  void *ctx;
  int parts; /* the last part in this many parts, or 0 for one */
  int (*resume)(void *ctx,uint8_t *codes); /* the parts made before, or |NULL| */
  int (*saved)(void *ctx,int done,const uint8_t *codes); /* after each part, or |NULL| */
} h48_numbering;
int h48_minima_numbered(const h48_numbering *num,int S,int D,uint32_t moves,int hbits,
  int threads,int progress,uint8_t **out,uint64_t *dist,int *maxd,char *err,size_t errlen);
void h48_codes_free(uint8_t *codes,uint64_t n);

@ A build in parts. Tronto's $h_8$ searches four moves past the values
at depth~8, hours of work on two cores; a run that is stopped loses them
all, unless the work is cut into parts that can be kept. The numbering
may therefore ask for the last part in |parts| parts: part $i$ marks the
values whose home slot $h$ in the hash table (of $2^{b}$ slots) has
$\lfloor h\cdot|parts|/2^b\rfloor=i$, a fact of the value alone, so
that a run that starts again, whose hash table may hold the values in
other slots, makes the same parts. Since the table keeps minima, the
parts may be made one after the other into the same codes. After each
the generator hands the codes to |saved|, with the number of parts
made, for the caller to keep (a nonzero answer stops the build with an
error); before the first, it asks |resume| to fill the codes with
those of the parts a run before made, and to answer how many that was
(or $-1$ for an error). The breadth-first part is made again in every run, some
tens of seconds. The generator's own tables take minutes and are made
in one part.
@^building in parts@>

@<Take the parts already made, if the caller has them@>=
g.parts=num && num->parts>1? num->parts: 1;
if (num && num->resume) {
  g.first=num->resume(num->ctx,g.data);
  if (g.first<0 || g.first>g.parts) {
    @<Free the generator's memory@>;
    return cube_error(err,errlen,"could not take the parts of the table %s made before",g.name);
  }
}

@ @<The minima in another numbering@>=
int h48_minima_numbered(const h48_numbering *num,int S,int D,uint32_t moves,int hbits,
  int threads,int progress,uint8_t **out,uint64_t *dist,int *maxd,char *err,size_t errlen)
{
  return min_generate(H48_MAXK,num,S,D,moves,hbits,threads,progress,out,dist,maxd,NULL,
    err,errlen);
}
void h48_codes_free(uint8_t *codes,uint64_t n)
{
  coord_free_large(codes,(n+3)/4);
}

@*1 Testing the minima.
The tests make small tables, with $S=2$ and $D=4$, and check them
against positions made by every short sequence of moves, in both
metrics; check the classes of values of $h_{11}$ by their distances
against the same positions, and the depth-first part against a
breadth-first search to the full depth; and check another numbering of
the entries, and a build in three parts, resumed and refused, against
the generator's own table.

@(tests/test_h48min.c@>=
#include <stdlib.h>
#include <string.h>
#include "h48min.h"
#include "check.h"
@<Test routines of the h48 minima@>@;
int main(void)
{
  cube_register_chapters();
  coord_init(); h48_init();
  @<Run the tests of the h48 minima@>;
  return check_done("test_h48min");
}

@ The table of minima, against positions. With $S=2$ and $D=4$ the
generator of $h_2$ ($h_1$ in quarter turns, whose table is half as
large) must give every entry the least length of a sequence of
at most four moves whose position reads that entry under one of its
normalizing symmetries, and leave all others at~3. The positions are made
by every sequence of up to four moves (in face turns no two on one face
in a row; in quarter turns every sequence of quarter turns, the
canonical ones or not), and
their readings by conjugating them with each of the 48 symmetries and
keeping those whose corner part is its class's representative, with the
first chapter's conjugation and the coordinates' index routines: no move
or transformation table of the framework, no hash table, no symmetry
composition, no rule of canonical sequences. Both metrics are tested.

@<Run the tests of the h48 minima@>=
for (int qtm=0; qtm<2; qtm++) {
  enum { S=2, D=4 };
  const int K=qtm? 1: 2;
  const uint32_t moves=qtm? MASK_QUARTER: MASK_ALL;
  coord *cc=coord_find("h48cocsep48"),*ccs=coord_find("h48cocsep");
  coord *cs=coord_find("h48sep"),*ce=coord_find("h48eo");
  uint8_t *tab=NULL;
  uint64_t dist[PRUNE_MAXDIST],n=H48_N0<<K,nread=0,listed=0;
  int maxd,ok=1;
  char err[CUBE_ERRLEN];
  size_t cap=1<<20,len=0,capall=1<<16,nall=0;
  uint64_t *seen=malloc(sizeof(uint64_t)*cap),*all=malloc(sizeof(uint64_t)*capall);
  uint64_t h11[D+1];
  if (CHECK(h48_minima(K,S,D,moves,16,2,0,&tab,dist,&maxd,NULL,err,sizeof err)==0) && seen) {
    int mv[D];
    for (int L=0; L<=D; L++) {
      for (int i=0; i<L; i++) mv[i]=0;
      for (;;) {
        int canon=1;
        for (int i=0; i<L; i++)
          if (qtm? !(MASK_QUARTER>>mv[i]&1): i>0 && mv[i]/3==mv[i-1]/3) canon=0;
        if (canon) {
          cubepos p=cube_solved,q;
          uint64_t v11=~0ull;
          for (int i=0; i<L; i++) cube_move(&p,mv[i]);
          for (int g=0; g<CUBE_NSYMS; g++) {
            cube_conj(&p,g,&q);
            uint32_t k=(uint32_t)coord_index(ccs,&q),cls=cc->classof[k]&COORD_CLASSMASK;
            if (cc->rep[cls]!=k) continue;
            uint64_t e=coord_index(ce,&q);
            uint64_t x=(((uint64_t)cls*H48_NSEP+coord_index(cs,&q))<<K)|(e&((1u<<K)-1));
            uint64_t v=(((uint64_t)cls*H48_NSEP+coord_index(cs,&q))<<11)|e;
            if (len==cap) { cap*=2; seen=realloc(seen,sizeof(uint64_t)*cap); }
            seen[len++]=x<<4|(uint64_t)L;
            if (v<v11) v11=v;
          }
          if (nall==capall) { capall*=2; all=realloc(all,sizeof(uint64_t)*capall); }
          all[nall++]=v11<<4|(uint64_t)L;
        }
        int i=L-1;
        while (i>=0 && mv[i]==CUBE_NMOVES-1) mv[i--]=0;
        if (i<0) break;
        mv[i]++;
      }
    }
    qsort(seen,len,sizeof seen[0],cmp_u64);
    for (size_t i=0; i<len; i++) {
      if (i>0 && seen[i]>>4==seen[i-1]>>4) continue; /* not the least length */
      uint64_t x=seen[i]>>4;
      int L=(int)(seen[i]&15),want=L<=D-2? 0: L-(D-2);
      listed++;
      if ((tab[x>>2]>>((x&3)<<1)&3)!=want) ok=0;
    }
    for (uint64_t x=0; x<n; x++) if ((tab[x>>2]>>((x&3)<<1)&3)!=3) nread++;
    CHECK(ok);
    CHECK_EQ(nread,listed);
    CHECK_EQ(dist[D-2]+dist[D-1]+dist[D],listed);
    CHECK_EQ(dist[D+1],n-listed);
    CHECK_EQ(maxd,D+1);
    @<Check the classes of $h_{11}$ near the solved cube@>;
  }
  free(seen); free(all); h48_minima_free(tab,K);
}

@ The same positions give the classes of values of $h_{11}$, each by the
least of its readings, and the least length that reaches each: their
numbers at each distance up to~4 must be those of the generator run
with $S=4$, 1, 1, 3, 23 and 241 in face turns (all twelve quarter turns
are one class, by symmetry and since a quarter turn and its inverse
differ by a half turn), 1, 1, 2, 12 and 92 in quarter turns; and that
run, which reaches every value by the breadth-first
part alone, must give the same table as the run with $S=2$, which reaches
the last two distances by the depth-first part. The generator's counts
at distances 5 to 8 in face turns (2996, 38199, 487907, 6235366) are
those the H48 chapter's group ``What the tables hold'' quotes; in quarter turns, at 5
to~9, they are 838, 7692, 71229, 659035 and 6097197.

@<Check the classes of $h_{11}$ near the solved cube@>=
{
  uint64_t cnt[D+1]={0},d2[PRUNE_MAXDIST];
  uint8_t *tab2=NULL;
  int maxd2;
  qsort(all,nall,sizeof all[0],cmp_u64);
  for (size_t i=0; i<nall; i++)
    if (i==0 || all[i]>>4!=all[i-1]>>4) cnt[all[i]&15]++;
  static const uint64_t want[2][D+1]={{1,1,3,23,241},{1,1,2,12,92}};
  if (CHECK(h48_minima(K,D,D,moves,16,2,0,&tab2,d2,&maxd2,h11,err,sizeof err)==0)) {
    for (int d=0; d<=D; d++) CHECK_EQ(cnt[d],h11[d]);
    for (int d=0; d<=D; d++) CHECK_EQ(h11[d],want[qtm][d]);
    CHECK(memcmp(tab,tab2,(n+3)/4)==0);
  }
  h48_minima_free(tab2,K);
}

@ @<Test routines of the h48 minima@>=
static int cmp_u64(const void *a,const void *b)
{
  uint64_t x=*(const uint64_t*)a,y=*(const uint64_t*)b;
  return x<y? -1: x>y;
}

@ The minima in another numbering. Given the numbering of $h_2$ itself,
as a caller would write it, the generator must make the table it makes
with its own; given one that lumps each 256 consecutive entries of $h_2$
into one, each entry must be the least of its 256. Both with $S=2$ and
$D=4$, so that the depth-first part is used.

@<Run the tests of the h48 minima@>=
{
  enum { S=2, D=4, K=2 };
  const uint64_t n=H48_N0<<K;
  uint8_t *own=NULL,*same=NULL,*lumped=NULL;
  uint64_t d1[PRUNE_MAXDIST],d2[PRUNE_MAXDIST],d3[PRUNE_MAXDIST];
  int m1,m2,m3,whole=0,lump=8;
  char err[CUBE_ERRLEN];
  h48_numbering as_is={n,"h2 numbered",test_numbering,&whole,0,NULL,NULL},
    by256={(n>>8)+1,"h2 by 256",test_numbering,&lump,0,NULL,NULL};
  tn_sc=coord_find("h48sep"); tn_ec=coord_find("h48eo");
  if (CHECK(h48_minima(K,S,D,MASK_ALL,16,2,0,&own,d1,&m1,NULL,err,sizeof err)==0)
      && CHECK(h48_minima_numbered(&as_is,S,D,MASK_ALL,16,2,0,&same,d2,&m2,err,sizeof err)==0)
      && CHECK(h48_minima_numbered(&by256,S,D,MASK_ALL,16,2,0,&lumped,d3,&m3,err,sizeof err)==0)) {
    CHECK(memcmp(own,same,(n+3)/4)==0);
    int ok=1,low=0;
    for (uint64_t j=0; j<=n>>8; j++) {
      int least=3;
      for (uint64_t x=j<<8; x<n && x<(j+1)<<8; x++) {
        int v=own[x>>2]>>((x&3)<<1)&3;
        if (v<least) least=v;
      }
      if ((lumped[j>>2]>>((j&3)<<1)&3)!=least) ok=0;
      if (least<3) low++;
    }
    CHECK(ok);
    CHECK(low>0);
  }
  h48_minima_free(own,K);
  h48_codes_free(same,n);
  h48_codes_free(lumped,(n>>8)+1);
}

@ The same table made in three parts, keeping the codes after the first:
the parts must be made in order, each handed over once, and a second
run that resumes from the codes kept must end with the same table as a
run in one part; a resume that answers more parts than there are, and
a keeper that cannot keep the first part, must each make the build fail.

@<Run the tests of the h48 minima@>=
{
  enum { S=2, D=4, K=2 };
  const uint64_t n=H48_N0<<K;
  uint8_t *own=NULL,*parted=NULL,*resumed=NULL;
  uint64_t d1[PRUNE_MAXDIST];
  int m1,whole=0;
  char err[CUBE_ERRLEN];
  tn_sc=coord_find("h48sep"); tn_ec=coord_find("h48eo");
  tp_bytes=(n+3)/4; tp_keep=malloc(tp_bytes); tp_calls=0; tp_next=1; tp_order=1;
  h48_numbering in_parts={n,"h2 in parts",test_numbering,&whole,3,NULL,test_saved},
    again={n,"h2 resumed",test_numbering,&whole,3,test_resume,test_saved};
  if (CHECK(tp_keep!=NULL)
      && CHECK(h48_minima(K,S,D,MASK_ALL,16,2,0,&own,d1,&m1,NULL,err,sizeof err)==0)
      && CHECK(h48_minima_numbered(&in_parts,S,D,MASK_ALL,16,2,0,&parted,d1,&m1,err,
        sizeof err)==0)) {
    CHECK(tp_calls==3 && tp_order);
    CHECK(memcmp(own,parted,(n+3)/4)==0);
    CHECK(memcmp(own,tp_keep,(n+3)/4)!=0); /* the first part is not all */
    tp_calls=0; tp_next=2; /* the resume answers one part made */
    if (CHECK(h48_minima_numbered(&again,S,D,MASK_ALL,16,2,0,&resumed,d1,&m1,err,
        sizeof err)==0)) {
      CHECK(tp_calls==2 && tp_order);
      CHECK(memcmp(own,resumed,(n+3)/4)==0);
      h48_codes_free(resumed,n); resumed=NULL;
    }
    tp_resume_answer=4;
    CHECK(h48_minima_numbered(&again,S,D,MASK_ALL,16,2,0,&resumed,d1,&m1,err,
      sizeof err)!=0);
    if (resumed) h48_codes_free(resumed,n);
    resumed=NULL; tp_resume_answer=1; tp_fail=1; tp_calls=0; tp_next=1;
    CHECK(h48_minima_numbered(&in_parts,S,D,MASK_ALL,16,2,0,&resumed,d1,&m1,err,
      sizeof err)!=0 && tp_calls==1);
    if (resumed) h48_codes_free(resumed,n);
  }
  tp_resume_answer=1; tp_fail=0;
  h48_minima_free(own,K);
  if (parted) h48_codes_free(parted,n);
  free(tp_keep);
}

@ The keeper of the parts: it counts the calls, checks that each hands
over the part |tp_next| expects, and keeps the codes after the first
part (or, with |tp_fail|, says it could not); the resume gives those
back and answers |tp_resume_answer| parts.

@<Test routines of the h48 minima@>=
static uint8_t *tp_keep;
static size_t tp_bytes;
static int tp_calls,tp_next,tp_order,tp_resume_answer=1,tp_fail;
static int test_saved(void *ctx,int done,const uint8_t *codes)
{
  (void)ctx;
  tp_calls++;
  if (done!=tp_next++) tp_order=0;
  if (done==1 && !tp_fail) memcpy(tp_keep,codes,tp_bytes);
  return tp_fail;
}
static int test_resume(void *ctx,uint8_t *codes)
{
  (void)ctx;
  memcpy(codes,tp_keep,tp_bytes);
  return tp_resume_answer;
}

@ The numbering, $h_K$'s own with $K=2$, or that shifted right by the
bits |*ctx|.

@<Test routines of the h48 minima@>=
static const coord *tn_sc,*tn_ec; /* set before the generator runs */
static uint64_t test_numbering(void *ctx,uint32_t c,uint32_t sm,uint32_t em,int sym)
{
  const coord *sc=tn_sc,*ec=tn_ec;
  uint64_t x=(((uint64_t)c*H48_NSEP+sc->trans_table[sm*(uint32_t)sc->ntrans+(uint32_t)sym])<<2)
    |(ec->trans_table[em*(uint32_t)ec->ntrans+(uint32_t)sym]&3);
  return x>>*(const int*)ctx;
}
