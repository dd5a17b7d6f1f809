@* The coset solver.
In 2010 Tomas Rokicki, Herbert Kociemba, Morley Davidson and John
Dethridge proved that every position of the cube can be solved in twenty
face turns \cite{Rokicki 2013}. The proof split the $4.3\cdot10^{19}$
positions into the 2,217,093,120 cosets of Kociemba's subgroup~$H$ (the
second chapter), each of $|H|=19{,}508{,}428{,}800$ positions; symmetry
reduced them to the 138,639,780 classes that the second chapter counts,
and a set cover to 55,882,296; and a program, Rokicki's \.{hcoset}
\cite{Rokicki cube20src}, showed for each of these that all its positions
have solutions of at most twenty moves, in about twenty seconds a coset on
the machines of the time: some 35 CPU-years, given by Google.
@^hcoset@>
@^Rokicki, Tomas@>
@^Kociemba, Herbert@>
@^Davidson, Morley@>
@^Dethridge, John@>
@^God's number@>
@^coset solver@>

The bound came down in steps, all told in the paper: 29 moves (Michael
Reid, 1995), 27 (Silviu Radu, 2006), 26 (Daniel Kunkle and Gene Cooperman,
2007), then 25, 23 and 22 by Rokicki's coset solver in 2008 (the last two
with Davidson's help and computer time), and 20 in 2010. Twenty is also a
lower bound, since Reid had shown in 1995 that the superflip, every edge
flipped in place, needs twenty moves; so twenty is the diameter of the
cube's group, ``God's number''.
@^Reid, Michael@>
@^Radu, Silviu@>
@^Kunkle, Daniel@>
@^Cooperman, Gene@>

This chapter is such a coset solver, the sub-command \.{cube coset}. It
does not solve positions one at a time. It keeps one bit for every position
of a coset, 2.4\thinspace GB, and sets the bits depth by depth: at depth
$d$ every position whose bit is set has a solution of at most $d$ moves,
and the number of bits first set at $d$ is the number of positions of the
coset at distance exactly~$d$. For example
$$\.{cube coset "R U F" --max 20}$$
prints for each depth how many positions of the coset of \.{R U F} are
first reached there and how long the depth took, and ends with
\.{all 19,508,428,800 positions within 20 moves}.

A small run shows the numbers. Bounded at seven moves, the coset of
\.{R U F} is soon done; the \.{sed} leaves out the first line, which
names the representative by its 54 facelets, and the times, which depend
on the machine:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube coset --max 7 "R U F" \vb{} sed '1d; s/ in all.*/ in all/; s/ (.*//'
depth  3               2 new               2 in all
depth  4              18 new              20 in all
depth  5             117 new             137 in all
depth  6             862 new             999 in all
depth  7            6066 new            7065 in all
19508421735 positions not within 7 moves
\endgroup
\medskip

\noindent The representative is three moves from~$H$, so no position of
the coset is nearer than three moves to solved, and the first depth is~3.
Two positions are found there: \.{R U F} itself, which \.{F' U' R'}
solves, and \.{R' U F}, which is \.{R2}, a move of~$H$, followed by
\.{R U F}, and which \.{F' U' R} solves. Each depth adds the positions
first reached at it, and the second count is their sum: 7065 positions
of the coset are within seven moves, and the other
$19{,}508{,}428{,}800-7065=19{,}508{,}421{,}735$ are not. At seven moves
every depth is searched (the prepass begins only when the bitmap holds
six million bits), so each position counted is reached by a phase-1
sequence of its depth.

@ Why does this work so much faster than solving positions one by one?
Let $r$ be a representative of the coset $Hr$ and let $s$ be a {\it phase-1
sequence} of~$r$, a sequence with $r\cdot s\in H$; then $s$ is a phase-1
sequence of every position $x$ of the coset, since $x=g\cdot r$ with $g\in
H$. Map the position $x=h^{-1}r$ of the coset to the element $h$ of~$H$.
If $r\cdot s=h$, then $x\cdot s=h^{-1}rs=1$: the sequence $s$ solves~$x$.
Conversely every solution $s$ of a position $x$ of the coset has $rs=h\in
H$. So
$$\hbox{$x=h^{-1}r$ has a solution of length $d$}\iff
  \hbox{$h=r\cdot s$ for a sequence $s$ of length $d$},$$
and the bitmap over $H$, with bit $h$ set when some $s$ of length at most
$d$ gives $rs=h$, is exactly the set of positions of the coset within $d$
moves. The search enumerates phase-1 sequences of $r$ only, which the
phase-1 table of the solve chapter guides exactly, and each sequence found
sets one bit: one search serves 19.5~billion positions.
@^phase-1 sequence@>

The sequences that end with a move $m$ of~$H$ need no search at all. If
$rs\in H$ and $m\in H$ then $rsm\in H$: the bits at depth $d$ contain the
bits at depth $d-1$ multiplied on the right by the ten moves of~$H$. That
multiplication, over the whole bitmap at once, is the {\it prepass}; after
it the search needs only the sequences whose last move is a quarter turn of
\.R, \.L, \.F or~\.B. From some depth on, the search is given up entirely
and the prepass alone goes on: the bits then mean ``a phase-1 sequence of
at most $S$ moves, then moves of $H$'', which is still a solution, so every
bit set still proves its position. Rokicki's coset solver searches to
$S=15$ or~16 and multiplies up to~20; the positions left at the end, if
any, are solved one at a time.
@^prepass@>

@ The chapter tangles to \.{coset.h} and \.{coset.c}, and writes its
test. The skeleton: the layout of the bitmap and its pages, the search,
the prepass, one coset from start to end, the list of all cosets, a
cover of the cube by fewer of them, the files of results, and the
sub-command.
@q README: the coset solver of the proof that every position is within 20 moves: `cube coset` fills a bitmap of a whole coset of H (19,508,428,800 positions, 2.4 GB) depth by depth, by phase-1 search and the prepass; the list of the 138,639,780 cosets and a cover of the cube by 62 million of them (`--cover`), campaigns with `--results` and `--merge` @>
@i types.w
@s coset_bitmap int
@s coset_run int
@s coset_worker int
@s coset_job int
@s coset_left_ctx int
@s coset_campaign int
@s coset_left_list int
@s coset_member int
@s coset_left_job int
@s coset_reached int
@s coset_reader int
@s coset_line int
@s coset_merge int
@s coset_cover_info int
@s coset_cover_work int
@s copy_share int

@(coset.h@>=
#ifndef COSET_H
#define COSET_H
#include "command.h"
@<Constants of coset@>@;
@<Types of coset@>@;
@<Declarations of coset@>@;
#endif

@ @c
#define _DEFAULT_SOURCE /* for |madvise| */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <stdarg.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <pthread.h>
#include <sys/stat.h>
#include <sys/resource.h>
#include "coset.h"
@h
@<Private data of coset@>@;
@<Private functions of coset@>@;
@<Functions of coset@>@;
@<The sub-command \.{cube coset}@>@;

@*1 The layout of the bitmap.
An element of $H$ is three permutations: of the eight corners
($8!=40{,}320$ values, the corner coordinate of the second chapter), of the
eight upper and lower edges (another $8!$) and of the four middle edges
($4!=24$), with the parity of the whole even. The bitmap is cut into
40,320 {\it pages}, one per corner permutation; a page has a {\it group} of
24 bits for every pair of edge permutations that differ by exchanging the
last two lower edges (cubies 10 and~11), and in a group one bit per middle
edge permutation. Of the two edge permutations of a pair only one has the
parity that the corners and the middle edges require, so the group's 24
bits name 24 positions and no bit is wasted: $20{,}160\cdot 24=483{,}840$
bits, 60,480 bytes a page, $40{,}320\cdot60{,}480$ bytes in all.
@^layout of the bitmap@>

Why this layout? The prepass multiplies by the ten moves of $H$. A move
maps a page (a corner permutation) to one page, a group to one group (the
pairs are defined by an exchange of {\it cubies}, which commutes with any
move, a rearrangement of {\it slots}), and permutes the 24 bits of a group
in a way that depends on the move alone. So the prepass works group by
group, 24 bits at a time, with one load from each of ten source pages and
no per-bit work; the six moves of \.U and \.D do not touch the middle
edges and move a group's bits unchanged. Rokicki's \.{hcoset} lays its
bitmap out in the same way \cite{Rokicki cube20src}, for the same reason.
@^hcoset@>
@^prepass@>

@<Constants of coset@>=
enum { COSET_PAGES = 40320, COSET_GROUPS = 20160, COSET_PAGEBYTES = 60480,
  COSET_PAGEBITS = 483840 };
enum { COSET_SLOT = 61440 }; /* a page in memory: 15 blocks of 4096 bytes */
#define COSET_SIZE 19508428800ull

@ A page is kept in a {\it slot} of 61,440 bytes, fifteen blocks of the
operating system: the prepass writes four bytes for every three, one byte
beyond the page's end, and reads as far, so a page needs a little room
after it. Within a group the even permutations of the middle edges take
bits 0 to~11 and the odd ones bits 12 to~23, the odd permutation of bit
$12+i$ being the image by \.{F2} of the even one of bit~$i$; so \.{F2}, one of
the four moves that change the middle edges, exchanges the two halves and
needs no table (another idea of \.{hcoset}'s). The other three, \.{R2},
\.{L2} and \.{B2}, take the half of each parity to the other half through a
table of 4096 entries.

The figure puts the layout together. An element $h$ of $H$, and with it
the position $h^{-1}r$ of the coset, has its bit in the page of its
corner permutation~$c$, in the group of the pair of its upper and lower
edge permutation, at the place of its middle-edge permutation; and the
prepass makes each page of the next depth from eleven pages of the last.
\def\ccell#1#2{\vbox{\hrule\hbox{\vrule height 10pt depth 4pt
  \hbox to #1{\hss\sevenrm #2\hss}}\hrule}}
\def\cend{\vbox{\hrule\hbox{\vrule height 10pt depth 4pt}\hrule}}
\def\clabel#1{\raise4.4pt\hbox to 62pt{\sevenbf #1\hfil}}
\def\cnote#1{\hbox{\hskip62pt\sevenrm #1}}
\def\cv#1{$\scriptstyle #1$}
$$\vbox{\centerline{\vbox{\hbox{\clabel{the bitmap}\ccell{42pt}{page 0}\ccell{42pt}{page 1}%
  \ccell{28pt}{\cv\cdots}\ccell{42pt}{\sevenbf page \cv c}\ccell{28pt}{\cv\cdots}%
  \ccell{54pt}{page 40,319}\cend}
\kern1pt
\cnote{a page for each corner permutation \cv c, 60,480 bytes in a slot
  of 61,440}
\kern6pt
\hbox{\clabel{page \cv c}\ccell{42pt}{group 0}\ccell{42pt}{group 1}%
  \ccell{28pt}{\cv\cdots}\ccell{42pt}{\sevenbf group \cv k}\ccell{28pt}{\cv\cdots}%
  \ccell{54pt}{group 20,159}\cend}
\kern1pt
\cnote{three bytes for each pair \cv k of upper and lower edge permutations}
\kern6pt
\hbox{\clabel{group \cv k}\ccell{118pt}{bits 0 to 11: even}%
  \ccell{118pt}{bits 12 to 23: odd}\cend}
\kern1pt
\cnote{a bit for each permutation of the middle edges; F2 exchanges the halves}
\kern6pt
\hbox{\clabel{the prepass}\ccell{36pt}{old \cv c}\ccell{36pt}{\cv{c\cdot{\rm U}}}%
  \ccell{36pt}{\cv{c\cdot{\rm U2}}}\ccell{28pt}{\cv\cdots}\ccell{36pt}{\cv{c\cdot{\rm B2}}}%
  \cend\hbox to 38pt{\hss\raise4pt\hbox{$\Rightarrow$}\hss}\ccell{36pt}{\sevenbf new \cv c}\cend}
\kern1pt
\cnote{the union (or) of eleven old pages, group by group, through the
  tables of the moves}}}
\figcaption{The bitmap of a coset: pages, groups of three bytes, bits;
and the prepass, which makes a page of the next depth from the same
page and the ten pages that the moves of the subgroup lead to.}}$$

@<Private data of coset@>=
static uint8_t bitpos[KOC_S4],bitemp[KOC_S4]; /* middle-edge permutation $\leftrightarrow$ bit */
static uint8_t ebp_pair[KOC_S4],pair_ebp[12][2]; /* lower orders $\leftrightarrow$ their pair */
static uint8_t cpar[KOC_PERM8],upar[KOC_PERM8]; /* parities of corner and edge permutations */
static const int hmove[10]={MOVE_U,MOVE_U2,MOVE_U3,MOVE_R2,MOVE_F2,MOVE_D,MOVE_D2,
  MOVE_D3,MOVE_L2,MOVE_B2};
static uint16_t cmove[COSET_PAGES][10]; /* the page of $h\cdot m$ */
static uint16_t gmove[COSET_GROUPS][10]; /* 3 times the group of $h\cdot m$ */
static uint16_t half_rot[3][2][4096]; /* \.{R2}, \.{L2}, \.{B2}: even half, odd half */

@ The group of an edge permutation: the upper and lower edges' coordinate
of the second chapter is $u=(24a+t)\cdot24+b$, with $a$ the set of slots of
the upper edges, $t$ their order and $b$ the order of the lower edges, so
the group is $(24a+t)\cdot12$ plus the number of $b$'s pair. Exchanging
cubies 10 and~11 is composing $b$ on the left with the transposition of
the last two labels, which the second chapter's table |koc_s4_mul| does.

@<Private functions of coset@>=
static inline uint32_t coset_group(uint32_t u) { return u/24*12+ebp_pair[u%24]; }
static inline uint64_t coset_bit(const permcube *pc)
{
  return (uint64_t)coset_group((uint32_t)permcube_udedges(pc))*24+bitpos[pc->emp];
}

@ The tables of the layout are made once. First the pairs, and the bits
of the middle edges.

@<Make the tables of the layout@>=
{
  int tau=koc_s4_compress[0|1<<2|3<<4|2<<6],n=0;
  memset(ebp_pair,255,sizeof ebp_pair);
  for (int b=0; b<KOC_S4; b++)
    if (ebp_pair[b]==255) {
      int c=koc_s4_mul[tau][b];
      ebp_pair[b]=ebp_pair[c]=(uint8_t)n;
      pair_ebp[n][0]=(uint8_t)b; pair_ebp[n][1]=(uint8_t)c; n++;
    }
  n=0;
  for (int e=0; e<KOC_S4; e+=2) {
    permcube pc;
    memset(&pc,0,sizeof pc); pc.emp=(uint8_t)e;
    permcube_move(&pc,MOVE_F2);
    bitpos[e]=(uint8_t)n; bitpos[pc.emp]=(uint8_t)(12+n); n++;
  }
  for (int e=0; e<KOC_S4; e++) bitemp[bitpos[e]]=(uint8_t)e;
}

@ The parities, by counting inversions in the positions that the
coordinates make.

@<Make the tables of the layout@>=
for (int x=0; x<KOC_PERM8; x++) {
  permcube pc;
  cubepos p=cube_solved;
  int ic=0,ie=0;
  memset(&pc,0,sizeof pc);
  permcube_set_corners(&pc,x); permcube_set_udedges(&pc,x); permcube_set_slice(&pc,0);
  permcube_to_cube(&pc,&p);
  for (int i=0; i<CUBE_NCORNERS; i++) for (int j=i+1; j<CUBE_NCORNERS; j++)
    ic+=corner_perm(p.c[j])<corner_perm(p.c[i]);
  for (int i=0; i<CUBE_NEDGES; i++) for (int j=i+1; j<CUBE_NEDGES; j++)
    ie+=edge_perm(p.e[j])<edge_perm(p.e[i]);
  cpar[x]=ic&1; upar[x]=ie&1;
}

@ The moves of pages and groups. A group's two edge permutations must go
to one group under every move, as argued above; the code checks it, and
stores three times the group, the byte offset of its bits.

@<Make the tables of the layout@>=
for (int x=0; x<KOC_PERM8; x++)
  for (int j=0; j<10; j++) {
    permcube pc;
    memset(&pc,0,sizeof pc);
    permcube_set_corners(&pc,x); permcube_move(&pc,hmove[j]);
    cmove[x][j]=(uint16_t)permcube_corners(&pc);
  }
for (int k=0; k<COSET_GROUPS; k++)
  for (int j=0; j<10; j++) {
    uint32_t g[2];
    for (int i=0; i<2; i++) {
      permcube pc;
      memset(&pc,0,sizeof pc);
      permcube_set_udedges(&pc,k/12*24+pair_ebp[k%12][i]);
      permcube_move(&pc,hmove[j]);
      g[i]=coset_group((uint32_t)permcube_udedges(&pc));
    }
    if (g[0]!=g[1]) { fprintf(stderr,"coset: a pair of edge permutations splits\n"); abort(); }
    gmove[k][j]=(uint16_t)(3*g[0]);
  }
@^sanity checks@>

@ The rearrangements of the bits of a group. The new bit of permutation
$e$ is the old bit of $e\cdot m$: a position $h'$ is in the new set when
$h'\cdot m$ was in the old one, the ten moves being closed under inverses.
A table is made for single bits and then for all 4096 sets of a half.

@<Make the tables of the layout@>=
for (int j=0; j<3; j++) {
  int mv=j==0? MOVE_R2: j==1? MOVE_L2: MOVE_B2;
  memset(half_rot[j],0,sizeof half_rot[j]);
  for (int e=0; e<KOC_S4; e++) {
    permcube pc;
    memset(&pc,0,sizeof pc); pc.emp=(uint8_t)e;
    permcube_move(&pc,mv);
    int from=bitpos[pc.emp],to=bitpos[e];
    half_rot[j][from/12][1<<(from%12)]=(uint16_t)(1<<(to%12));
  }
  for (int h=0; h<2; h++)
    for (int x=1; x<4096; x++)
      half_rot[j][h][x]=half_rot[j][h][x&-x]|half_rot[j][h][x&(x-1)];
}

@*1 Pages in memory.
Pages are allocated when first written, from arenas of 256 slots in large
pages, and a page never written reads as zeros; a page freed goes to a
list and is reused. So a coset searched to a small depth costs only the
pages it touches, and the prepass, which writes each page into a fresh slot
and frees the old one when no other page needs it any more, costs the
bitmap and what is in flight.

@<Types of coset@>=
typedef struct {
  uint8_t *page[COSET_PAGES]; /* |NULL|: all zero */
  pthread_mutex_t lock;
  uint8_t **free_slots; int nfree; /* slots to reuse (not zero) */
  uint8_t *arena; int arena_left; /* the fresh slots (zero) of the last arena */
  void *arenas[256]; size_t arena_len[256]; int narenas;
  long slots,peak_slots; /* slots in use, and their most */
} coset_bitmap;

@ @<Private functions of coset@>=
static const uint8_t coset_zero_page[COSET_SLOT+64]; /* the reading of a missing page */
static uint8_t *slot_get(coset_bitmap *B,int zeroed)
{
  uint8_t *s=NULL;
  int dirty=0;
  pthread_mutex_lock(&B->lock);
  if (B->nfree) { s=B->free_slots[--B->nfree]; dirty=1; }
  else {
    if (B->arena_left==0 && B->narenas<256) {
      size_t len;
      void *a=coord_alloc_large((size_t)256*COSET_SLOT,&len);
      if (a) { B->arenas[B->narenas]=a; B->arena_len[B->narenas++]=len;
        B->arena=a; B->arena_left=256; }
    }
    if (B->arena_left) { s=B->arena; B->arena+=COSET_SLOT; B->arena_left--; }
  }
  if (s && ++B->slots>B->peak_slots) B->peak_slots=B->slots;
  pthread_mutex_unlock(&B->lock);
  if (!s) { fprintf(stderr,"cube coset: out of memory\n"); exit(CUBE_EXIT_SYSTEM); }
  if (dirty && zeroed) memset(s,0,COSET_SLOT);
  return s;
}
static void slot_put(coset_bitmap *B,uint8_t *s)
{
  pthread_mutex_lock(&B->lock);
  B->free_slots[B->nfree++]=s; B->slots--;
  pthread_mutex_unlock(&B->lock);
}

@ A page to write into: made if missing, by whichever thread comes first.

@<Private functions of coset@>=
static uint8_t *page_for_write(coset_bitmap *B,uint32_t c)
{
  uint8_t *p=__atomic_load_n(&B->page[c],__ATOMIC_ACQUIRE);
  if (p) return p;
  uint8_t *s=slot_get(B,1),*expected=NULL;
  if (__atomic_compare_exchange_n(&B->page[c],&expected,s,0,__ATOMIC_ACQ_REL,__ATOMIC_ACQUIRE))
    return s;
  slot_put(B,s);
  return expected;
}
static inline const uint8_t *page_read(const coset_bitmap *B,uint32_t c)
{
  return B->page[c]? B->page[c]: coset_zero_page;
}

@ Making and releasing a bitmap. The free list can hold every slot that
can exist: the pages and those of a prepass in flight.

@<Functions of coset@>=
coset_bitmap *coset_bitmap_new(void)
{
  coset_bitmap *B=calloc(1,sizeof *B);
  if (!B) return NULL;
  B->free_slots=malloc(sizeof(uint8_t *)*256*256);
  if (!B->free_slots) { free(B); return NULL; }
  pthread_mutex_init(&B->lock,NULL);
  return B;
}
void coset_bitmap_free(coset_bitmap *B)
{
  if (!B) return;
  for (int i=0; i<B->narenas; i++) coord_free_large(B->arenas[i],B->arena_len[i]);
  pthread_mutex_destroy(&B->lock);
  free(B->free_slots); free(B);
}

@ @<Declarations of coset@>=
coset_bitmap *coset_bitmap_new(void);
void coset_bitmap_free(coset_bitmap *B);
int coset_bitmap_get(const coset_bitmap *B,const permcube *pc);

@ Reading one bit, for the tests.

@<Functions of coset@>=
int coset_bitmap_get(const coset_bitmap *B,const permcube *pc)
{
  uint64_t b=coset_bit(pc);
  return page_read(B,(uint32_t)permcube_corners(pc))[b>>3]>>(b&7)&1;
}

@*1 The search.
The phase-1 search is that of the solve chapter's two-phase solver, on its
tables: the state |p1_state| (a flip-slice class, a twist and a symmetry),
moved by |p1_move|, and the table of down moves, whose entries give the
distance to $H$ modulo~3 and a code of the moves that lead one move
closer. A node with as many moves left as its distance tries only those
moves. The decoding of the codes is private to that chapter, and is made
again here from its description: codes 0 to~41 are the nonempty subsets of
the turns of one face, codes 42 to~56 pairs of faces (all six turns of
both), and the rest every move.

@<Private data of coset@>=
static const twophase_moves *M; /* the move tables of both phases */
static const uint8_t *T1; /* the table of down moves */
static uint32_t down_moves[KOC_NSYMS][64];

@ @<Make the table of down moves@>=
{
  uint32_t dec[64];
  int k=42;
  for (int c=0; c<64; c++) dec[c]=MASK_ALL;
  for (int c=0; c<42; c++) dec[c]=(uint32_t)(c%7+1)<<(3*(c/7));
  for (int f=0; f<6; f++) for (int g=f+1; g<6; g++) dec[k++]=7u<<(3*f)|7u<<(3*g);
  for (int t=0; t<KOC_NSYMS; t++)
    for (int c=0; c<64; c++) {
      uint32_t w=0;
      for (int m=0; m<CUBE_NMOVES; m++) if (dec[c]>>cube_sym_move[t][m]&1) w|=1u<<m;
      down_moves[t][c]=w;
    }
}

@ A worker of the search marks bits through a small ring: the address of
a bit is computed and its cache line asked for, and the bit is set only
when the ring comes round, 32 marks later, by which time the line has
usually arrived. The bit is set with an atomic {\it or}, since two workers
may share a byte; the old value says whether the bit is new.

@<Private data of coset@>=
enum { RING = 32 };
typedef struct {
  coset_bitmap *B;
  int prepassed; /* this depth had a prepass: search only the other endings */
  uint8_t *ring_p[RING]; uint8_t ring_b[RING]; unsigned ring_n;
  uint64_t found,marks,nodes;
} coset_worker;

@ @<Private functions of coset@>=
static inline void ring_flush_one(coset_worker *w,unsigned i)
{
  uint8_t *p=w->ring_p[i];
  if (!p) return;
  uint8_t b=w->ring_b[i];
  if (!(__atomic_fetch_or(p,b,__ATOMIC_RELAXED)&b)) w->found++;
  w->ring_p[i]=NULL;
}
static inline void mark(coset_worker *w,const permcube *pc)
{
  uint64_t b=coset_bit(pc);
  uint8_t *p=page_for_write(w->B,(uint32_t)permcube_corners(pc))+(b>>3);
  unsigned i=w->ring_n++%RING;
  ring_flush_one(w,i);
  __builtin_prefetch(p,1);
  w->ring_p[i]=p; w->ring_b[i]=(uint8_t)(1<<(b&7));
  w->marks++;
}
static void ring_flush(coset_worker *w)
{
  for (unsigned i=0; i<RING; i++) ring_flush_one(w,i);
}

@ The search proper: a node, its permutation, the moves left, the last
move. With a prepass at this depth, a node with $l$ moves left at distance
$d<l$ from~$H$ with $d+l<5$ is cut, as in \.{hcoset} and in the solve
chapter's phase~1: from there a path of $l$ moves into $H$ would end with
a move of $H$, or would not be canonical, and the prepass has those. In
particular the last move cannot be one of~$H$, since the node before it
must be one move from~$H$, not in it. The tests check the cut by comparing
the counts of every depth with and without the prepass.

The children of a node are made first, and their table entries asked for
from memory, all together; then they are read. The table has 141~million
entries, so nearly every read misses the caches, and asked for together
the misses overlap. At the last move no entry is read at all: a child is
in $H$ exactly when its class and twist are those of $H$.

@<Private functions of coset@>=
static void p1_walk(coset_worker *w,const p1_state *s,const permcube *pc,int togo,int prev)
{
  uint32_t mv=cube_next_moves[prev];
  p1_state c[CUBE_NMOVES];
  uint8_t ms[CUBE_NMOVES];
  int n=0;
  if (s->dist==togo) mv&=down_moves[s->t][s->down];
  togo--;
  if (togo==0) {
    for (; mv; mv&=mv-1) {
      int m=__builtin_ctz(mv);
      p1_state k;
      p1_move(M,s,m,&k);
      w->nodes++;
      if (k.cls==0 && k.twist==0) { permcube q=*pc; permcube_move(&q,m); mark(w,&q); }
    }
    return;
  }
  for (; mv; mv&=mv-1) {
    int m=__builtin_ctz(mv);
    p1_move(M,s,m,&c[n]);
    c[n].idx=c[n].cls*KOC_TWIST+c[n].twist;
    __builtin_prefetch(T1+c[n].idx);
    ms[n++]=(uint8_t)m;
  }
  w->nodes+=(uint64_t)n;
  for (int i=0; i<n; i++) {
    int e=T1[c[i].idx];
    c[i].dist=M->next_dist[s->dist][e&3];
    if (c[i].dist>togo || (w->prepassed && c[i].dist<togo && c[i].dist+togo<5)) continue;
    permcube q=*pc;
    permcube_move(&q,ms[i]);
    c[i].down=(uint8_t)(e>>2);
    p1_walk(w,&c[i],&q,togo,ms[i]);
  }
}

@ The exact phase-1 distance of the representative, needed to decode the
residues, is walked down the table: a neighbour whose residue is one less
is one move closer.

@<Private functions of coset@>=
static int p1_exact(p1_state s)
{
  int d=0;
  while (s.cls!=0 || s.twist!=0) {
    int r=T1[s.cls*KOC_TWIST+s.twist]&3,m;
    for (m=0; m<CUBE_NMOVES; m++) {
      p1_state c;
      p1_move(M,&s,m,&c);
      if ((T1[c.cls*KOC_TWIST+c.twist]&3)==(r+2)%3) { s=c; d++; break; }
    }
    if (m==CUBE_NMOVES) return -1;
  }
  return d;
}

@ The work of a depth is shared out by the first two moves: each worker
takes the next pair of canonical first moves, makes them, and searches the
rest. Depths below four are searched by one worker.

@<Private data of coset@>=
typedef struct coset_job {
  coset_worker w;
  struct coset_run *R;
  int depth;
} coset_job;

@ @<Private functions of coset@>=
static void search_pair(coset_worker *w,const struct coset_run *R,int depth,int m1,int m2);
static void *search_worker(void *arg)
{
  coset_job *J=arg;
  struct coset_run *R=J->R;
  for (;;) {
    int k=__atomic_fetch_add(&R->next_pair,1,__ATOMIC_RELAXED);
    if (k>=CUBE_NMOVES*CUBE_NMOVES) break;
    int m1=k/CUBE_NMOVES,m2=k%CUBE_NMOVES;
    if (!(cube_next_moves[m1]>>m2&1)) continue;
    search_pair(&J->w,R,J->depth,m1,m2);
  }
  ring_flush(&J->w);
  return NULL;
}

@ Making the first two moves is the search's step, written out: the
child's distance, the cut, the permutation.

@<Private functions of coset@>=
static int first_move(coset_worker *w,const p1_state *s,const permcube *pc,int m,int togo,
  p1_state *c,permcube *q)
{
  if (s->dist==togo+1 && !(down_moves[s->t][s->down]>>m&1)) return 0;
  p1_move(M,s,m,c);
  int e=T1[c->cls*KOC_TWIST+c->twist];
  c->dist=M->next_dist[s->dist][e&3]; c->down=(uint8_t)(e>>2);
  if (c->dist>togo || (w->prepassed && c->dist<togo && c->dist+togo<5)) return 0;
  *q=*pc; permcube_move(q,m);
  return 1;
}
static void search_pair(coset_worker *w,const struct coset_run *R,int depth,int m1,int m2)
{
  p1_state a,b;
  permcube pa,pb;
  if (!first_move(w,&R->s1,&R->pc,m1,depth-1,&a,&pa)) return;
  if (!first_move(w,&a,&pa,m2,depth-2,&b,&pb)) return;
  if (depth==2) mark(w,&pb);
  else p1_walk(w,&b,&pb,depth-2,m2);
}

@*1 The prepass.
A page of the new bitmap is the {\it or} of eleven old pages: itself (the
positions already found) and its ten neighbours by the moves of~$H$, each
group read at the group the move sends it to, and rearranged by the
tables above if the move is a half turn of a side face. The loop reads four
bytes where a group has three and writes four: the fourth byte written is
overwritten by the next group, and the last one falls in the slot's spare
room. The count of the page's bits follows, while the page is in the
cache.

At the last depths most of the bitmap is set, and a group whose old bits
are all set stays so, whatever its neighbours hold: for a page that was
dense when it was made (seven eighths of its bits set, or more), the loop
first reads the group's own bits and, when all 24 are set, writes them
and goes on, sparing the ten reads of the neighbours and the tables of
the side faces; and a page that was full is copied whole. Where pages
are sparse the test would only cost (it is rarely true, and a branch
taken at random is a misprediction), so the plain loop serves them. The
two loops are one routine with a switch that the compiler folds away.
@^prepass@>
@^dense pages@>

@<Private functions of coset@>=
static inline uint32_t ld4(const uint8_t *p) { uint32_t x; memcpy(&x,p,4); return x; }
IDA_INLINE
void prepass_groups(uint8_t *dst,const uint8_t *const src[11],int dense)
{
  const uint8_t *s0=src[0],*su=src[1],*su2=src[2],*su3=src[3],*sr=src[4],*sf=src[5],
    *sd=src[6],*sd2=src[7],*sd3=src[8],*sl=src[9],*sb=src[10];
  for (int k=0; k<COSET_GROUPS; k++) {
    const uint16_t *g=gmove[k];
    uint32_t w=ld4(s0+3*k);
    if (dense && (w&0xffffff)==0xffffff) { memcpy(dst+3*k,&w,4); continue; }
    w|=ld4(su+g[0])|ld4(su2+g[1])|ld4(su3+g[2])
      |ld4(sd+g[5])|ld4(sd2+g[6])|ld4(sd3+g[7]);
    uint32_t f=ld4(sf+g[4]),r=ld4(sr+g[3]),l=ld4(sl+g[8]),b=ld4(sb+g[9]);
    w|=(f>>12&0xfff)|(f&0xfff)<<12;
    w|=(uint32_t)(half_rot[0][0][r&0xfff]|half_rot[1][0][l&0xfff]|half_rot[2][0][b&0xfff])<<12;
    w|=half_rot[0][1][r>>12&0xfff]|half_rot[1][1][l>>12&0xfff]|half_rot[2][1][b>>12&0xfff];
    memcpy(dst+3*k,&w,4);
  }
}
void coset_prepass_page(uint8_t *dst,const uint8_t *const src[11],int dense)
{
  if (dense) prepass_groups(dst,src,1);
  else prepass_groups(dst,src,0);
}

@ Counting the bits of a page uses the processor's population count where
it has one (the program is built for any x86-64, so the instruction is
asked for in this one routine, and used only if the processor says it has
it).
@^population count@>

@d COSET_POPCNT_TARGET __attribute__((target("popcnt")))

@<Private functions of coset@>=
#if defined(__x86_64__) && defined(__GNUC__)
static COSET_POPCNT_TARGET uint64_t count_fast(const uint8_t *p)
{
  uint64_t n=0,x;
  for (int i=0; i<COSET_PAGEBYTES; i+=8) { memcpy(&x,p+i,8); n+=(uint64_t)__builtin_popcountll(x); }
  return n;
}
#endif
static uint64_t count_page(const uint8_t *p)
{
#if defined(__x86_64__) && defined(__GNUC__)
  static int has=-1;
  if (has<0) has=__builtin_cpu_supports("popcnt")!=0;
  if (has) return count_fast(p);
#endif
  uint64_t n=0,x;
  for (int i=0; i<COSET_PAGEBYTES; i+=8) { memcpy(&x,p+i,8); n+=(uint64_t)__builtin_popcountll(x); }
  return n;
}

@ The order of the pages. The old copy of a page must live until the page
and its ten neighbours are made; so the memory a prepass needs beyond the
bitmap is the most old pages kept, at any time, for neighbours not yet
made, and it depends on the order in which the pages are made. Finding
the best order is the problem of the {\it vertex separation} of the graph
of the pages, hard in general.
@^vertex separation@>

Two observations and a greedy rule give a good order. The moves of \.U
and \.D generate a group of 16 elements that moves the corners freely, so
the pages fall into 2,520 {\it blocks} of 16, closed under those six moves;
a block is made as a whole, and only the four half turns of the side faces
lead out of it. Then, as in Sloan's algorithm for the profile of sparse
matrices \cite{Sloan}, the next block is chosen among the neighbours of
those made by a priority that adds the number of old pages it would free
(those whose readers are all made once it is) to four times its distance,
in moves between blocks, from the first block: the freeing keeps the
memory down, the distance makes the order sweep across the graph instead
of wandering. For a plain order (by corner number) the prepass would hold
27,073 old pages at its peak; for the blocks in this order, 7,549 (463
\thinspace MB), measured by |plan_peak|, which is exact for one thread.
Rokicki's \.{hcoset} also makes its pages in blocks of 16, in an order
found by a separate optimizer \cite{Rokicki cube20src}.
@^Sloan, Scott@>
@^prepass@>
@^hcoset@>

@<Private data of coset@>=
static uint16_t order[COSET_PAGES];
static int plan_extra; /* the most slots the prepass holds beyond the bitmap */

@ The blocks: the orbits of the six moves, found by a small breadth-first
walk from each page not yet in one.

@<Private functions of coset@>=
static int is_ud(int j) { return j<3 || (j>=5 && j<8); }
static int make_blocks(uint16_t *blk,uint16_t (*bpages)[16])
{
  int nb=0;
  for (int x=0; x<COSET_PAGES; x++) blk[x]=UINT16_MAX;
  for (int x=0; x<COSET_PAGES; x++)
    if (blk[x]==UINT16_MAX) {
      int n=0;
      bpages[nb][n++]=(uint16_t)x; blk[x]=(uint16_t)nb;
      for (int i=0; i<n; i++)
        for (int j=0; j<10; j++)
          if (is_ud(j) && blk[cmove[bpages[nb][i]][j]]==UINT16_MAX) {
            if (n==16) return -1;
            blk[cmove[bpages[nb][i]][j]]=(uint16_t)nb; bpages[nb][n++]=cmove[bpages[nb][i]][j];
          }
      if (n!=16) return -1;
      nb++;
    }
  return nb;
}

@ For each page, the blocks that read it (its own, and those of its four
neighbours by half turns), and how many of them are not yet made; when one
is left, that block's gain rises by one.

@<Private functions of coset@>=
static void make_order(void)
{
  static uint16_t blk[COSET_PAGES],bpages[COSET_PAGES/16][16],rb[COSET_PAGES][5];
  static uint8_t nrb[COSET_PAGES],live[COSET_PAGES];
  static int gain[COSET_PAGES/16],dist[COSET_PAGES/16],done[COSET_PAGES/16],
    touched[COSET_PAGES/16];
  int nb=make_blocks(blk,bpages),k=0;
  if (nb!=COSET_PAGES/16) { fprintf(stderr,"coset: the blocks are wrong\n"); abort(); }
  @<Find the blocks that read each page@>;
  @<Find the distance of every block from the first@>;
  for (int step=0; step<nb; step++) {
    int best=-1,bp=-1;
    for (int b=0; b<nb; b++)
      if (!done[b] && touched[b] && gain[b]+4*dist[b]>bp) { bp=gain[b]+4*dist[b]; best=b; }
    if (best<0) for (int b=0; b<nb && best<0; b++) if (!done[b]) best=b;
    done[best]=1;
    for (int i=0; i<16; i++) order[k++]=bpages[best][i];
    @<Count the pages that block |best| reads, and raise the gains@>;
  }
}

@ @<Find the blocks that read each page@>=
memset(gain,0,sizeof gain); memset(done,0,sizeof done); memset(touched,0,sizeof touched);
for (int p=0; p<COSET_PAGES; p++) {
  nrb[p]=0;
  for (int j=-1; j<10; j++) {
    if (j>=0 && is_ud(j)) continue;
    int b=blk[j<0? p: cmove[p][j]],seen=0;
    for (int i=0; i<nrb[p]; i++) seen|=rb[p][i]==b;
    if (!seen) rb[p][nrb[p]++]=(uint16_t)b;
  }
  live[p]=nrb[p];
  if (nrb[p]==1) gain[rb[p][0]]++;
}

@ @<Find the distance of every block from the first@>=
{
  static int q[COSET_PAGES/16];
  int n=0;
  for (int b=0; b<nb; b++) dist[b]=-1;
  dist[0]=0; q[n++]=0; touched[0]=1;
  for (int i=0; i<n; i++)
    for (int t=0; t<16; t++)
      for (int j=0; j<10; j++) {
        int b=blk[cmove[bpages[q[i]][t]][j]];
        if (dist[b]<0) { dist[b]=dist[q[i]]+1; q[n++]=b; }
      }
}

@ @<Count the pages that block |best| reads, and raise the gains@>=
for (int i=0; i<16; i++)
  for (int j=-1; j<10; j++) {
    if (j>=0 && is_ud(j)) continue;
    int p=j<0? bpages[best][i]: cmove[bpages[best][i]][j];
    touched[blk[p]]=1;
    int mine=0;
    for (int t=0; t<nrb[p]; t++) mine|=rb[p][t]==best;
    if (!mine || (live[p]&0x80)) continue;
    if (--live[p]==1)
      for (int t=0; t<nrb[p]; t++) if (!done[rb[p][t]]) gain[rb[p][t]]++;
    live[p]|=0x80; /* counted for this block */
  }
for (int i=0; i<16; i++)
  for (int j=-1; j<10; j++) {
    if (j>=0 && is_ud(j)) continue;
    int p=j<0? bpages[best][i]: cmove[bpages[best][i]][j];
    live[p]&=0x7f;
  }

@ @<Make the order of the pages@>=
make_order();
plan_extra=plan_peak();

@ @<Private functions of coset@>=
static int plan_peak(void)
{
  static uint8_t left[COSET_PAGES];
  int live=COSET_PAGES,peak=live;
  for (int c=0; c<COSET_PAGES; c++) left[c]=11;
  for (int i=0; i<COSET_PAGES; i++) {
    int c=order[i];
    if (++live>peak) peak=live;
    if (--left[c]==0) live--;
    for (int j=0; j<10; j++) if (--left[cmove[c][j]]==0) live--;
  }
  return peak-COSET_PAGES;
}

@ The prepass itself: workers take runs of 16 pages of the order; a page
whose eleven sources are all missing stays missing; a page full when it
was made is copied; after each page, the old pages it was the last
reader of are freed. The bits of each page made are kept, for the next
prepass to know which pages are dense (the search may add bits after
they are counted, so a count is never more than the page holds).

@<Private functions of coset@>=
static void *prepass_worker(void *arg)
{
  coset_job *J=arg;
  struct coset_run *R=J->R;
  coset_bitmap *B=R->B;
  for (;;) {
    int i0=__atomic_fetch_add(&R->next_pair,16,__ATOMIC_RELAXED);
    if (i0>=COSET_PAGES) break;
    for (int i=i0; i<i0+16 && i<COSET_PAGES; i++) {
      int c=order[i],any=R->old[c]!=NULL;
      const uint8_t *src[11];
      src[0]=R->old[c]? R->old[c]: coset_zero_page;
      for (int j=0; j<10; j++) {
        uint8_t *o=R->old[cmove[c][j]];
        src[1+j]=o? o: coset_zero_page; any|=o!=NULL;
      }
      uint8_t *d=NULL;
      if (any) {
        uint32_t had=R->pagebits[c];
        d=slot_get(B,0);
        if (had==COSET_PAGEBITS) memcpy(d,src[0],COSET_PAGEBYTES);
        else coset_prepass_page(d,src,had>=COSET_PAGEBITS/8*7);
        R->pagebits[c]=had==COSET_PAGEBITS? had: (uint32_t)count_page(d);
        J->w.found+=R->pagebits[c];
      }
      B->page[c]=d;
      @<Free the old pages that page |c| was the last to read@>;
    }
  }
  return NULL;
}

@ @<Free the old pages that page |c| was the last to read@>=
if (__atomic_sub_fetch(&R->left[c],1,__ATOMIC_ACQ_REL)==0 && R->old[c]) slot_put(B,R->old[c]);
for (int j=0; j<10; j++) {
  int n=cmove[c][j];
  if (__atomic_sub_fetch(&R->left[n],1,__ATOMIC_ACQ_REL)==0 && R->old[n]) slot_put(B,R->old[n]);
}

@*1 One coset.
A run holds the representative, its phase-1 state, the bitmap and the
counts. The routine |coset_solve| fills the bitmap depth by depth, to the
depth |max|. It searches up to the depth |search|. It makes a prepass at
every depth beyond |search|, and before that from the first depth where
the bitmap holds |prepass_min| bits, or from the depth |prepass_from|
when that is set. It stops early when the coset is complete.

@<Types of coset@>=
typedef struct coset_run {
  cubepos rep; /* the representative */
  permcube pc; p1_state s1; int d0; /* its permutation, phase-1 state and distance */
  coset_bitmap *B;
  int max,search,threads,prepass_from,no_prepass,verbose;
  uint64_t prepass_min;
  uint64_t total,level[32]; double seconds[32],cpu[32]; char how[32];
  uint64_t marks[32],nodes[32];
  uint64_t moved[32]; /* the bytes of pages the prepass read and wrote */
  int last; /* the last depth done */
  int next_pair; /* the shared counter of the workers */
  uint8_t **old; uint8_t *left; /* the prepass's old pages and their readers left */
  uint32_t *pagebits; /* the bits of each page when the last prepass made it, or 0 */
} coset_run;

@ @<Declarations of coset@>=
int coset_init(const prune_options *o,char *err,size_t errlen);
int coset_setup(coset_run *R,const cubepos *rep,char *err,size_t errlen);
void coset_solve(coset_run *R,FILE *progress);
void coset_position(const coset_run *R,uint32_t c,uint32_t k,int b,cubepos *x);
uint64_t coset_memory_need(void);
void coset_prepass_page(uint8_t *dst,const uint8_t *const src[11],int dense);

@ Start-up: the two-phase tables, and the tables of this chapter.

@<Functions of coset@>=
int coset_init(const prune_options *o,char *err,size_t errlen)
{
  static int done;
  if (done) return 0;
  if (twophase_init(o,err,errlen)) return -1;
  M=twophase_move_tables(err,errlen);
  if (!M) return -1;
  T1=twophase_down_table()->data;
  @<Make the table of down moves@>;
  @<Make the tables of the layout@>;
  @<Make the order of the pages@>;
  done=1;
  return 0;
}

@ The memory a whole coset needs: the slots of the bitmap and of the
prepass, and room for the tables (the two-phase solver's, 200\thinspace MB
and a little more).

@<Functions of coset@>=
uint64_t coset_memory_need(void)
{
  return (uint64_t)(COSET_PAGES+plan_extra+64)*COSET_SLOT+((uint64_t)260<<20);
}

@ Setting up a run for a representative.

@<Functions of coset@>=
int coset_setup(coset_run *R,const cubepos *rep,char *err,size_t errlen)
{
  R->rep=*rep;
  permcube_from_cube(rep,&R->pc);
  p1_place(M,rep,&R->s1);
  R->s1.dist=0;
  R->d0=p1_exact(R->s1);
  if (R->d0<0) return cube_error(err,errlen,"the phase-1 table gives no way to H");
  R->s1.dist=(uint8_t)R->d0;
  R->s1.down=(uint8_t)(T1[R->s1.cls*KOC_TWIST+R->s1.twist]>>2);
  R->B=coset_bitmap_new();
  R->pagebits=calloc(COSET_PAGES,sizeof *R->pagebits);
  if (!R->B || !R->pagebits) {
    coset_bitmap_free(R->B); R->B=NULL; free(R->pagebits); R->pagebits=NULL;
    return cube_error(err,errlen,"out of memory");
  }
  R->total=0; R->last=-1;
  memset(R->level,0,sizeof R->level);
  return 0;
}

@ Filling the bitmap. Depth by depth: the prepass if this depth has one,
the search if the depth is searched, then the count. Each depth's time is
measured twice, on the clock and as the processor time of all threads:
the second is what a campaign pays, and it does not depend on what else
the machine is doing.

@<Private functions of coset@>=
static double cpu_seconds(void)
{
  struct rusage u;
  getrusage(RUSAGE_SELF,&u);
  return u.ru_utime.tv_sec+u.ru_stime.tv_sec+(u.ru_utime.tv_usec+u.ru_stime.tv_usec)/1e6;
}

@ The loop over the depths.

@<Functions of coset@>=
void coset_solve(coset_run *R,FILE *progress)
{
  for (int d=R->d0; d<=R->max && R->total<COSET_SIZE; d++) {
    double t0=ida_now(),c0=cpu_seconds();
    uint64_t before=R->total;
    int pre=!R->no_prepass && d>R->d0 &&
      ((R->prepass_from && d>=R->prepass_from) || (!R->prepass_from && R->total>=R->prepass_min)
       || d>R->search);
    R->how[d]=0;
    if (pre) { @<Make the prepass of depth |d|@>; R->how[d]|=1; }
    if (d<=R->search) { @<Search the sequences of length |d|@>; R->how[d]|=2; }
    R->level[d]=R->total-before; R->seconds[d]=ida_now()-t0; R->cpu[d]=cpu_seconds()-c0;
    R->last=d;
    if (progress) {
      fprintf(progress,"depth %2d %15llu new %15llu in all %8.2f s %8.2f cpu s  %s\n",d,
        (unsigned long long)R->level[d],(unsigned long long)R->total,R->seconds[d],R->cpu[d],
        R->how[d]==3? "prepass, search": R->how[d]==1? "prepass": "search");
      fflush(progress);
    }
  }
}

@ The search: one worker for the first depths, otherwise the threads.

@<Search the sequences of length |d|@>=
{
  coset_job J[256];
  int n=d<4? 1: R->threads;
  R->next_pair=0;
  for (int i=0; i<n; i++) {
    memset(&J[i],0,sizeof J[i]);
    J[i].w.B=R->B; J[i].w.prepassed=pre; J[i].R=R; J[i].depth=d;
  }
  if (d==0) { if (R->d0==0) mark(&J[0].w,&R->pc); ring_flush(&J[0].w); }
  else if (d<2) {
    p1_walk(&J[0].w,&R->s1,&R->pc,d,CUBE_NOMOVE); ring_flush(&J[0].w);
  } else if (n==1) search_worker(&J[0]);
  else cube_parallel(n,search_worker,J,sizeof J[0]);
  R->marks[d]=R->nodes[d]=0;
  for (int i=0; i<n; i++) {
    R->total+=J[i].w.found; R->marks[d]+=J[i].w.marks; R->nodes[d]+=J[i].w.nodes;
  }
}

@ The prepass: the old pages become |R->old|, every page gets eleven
readers, and the total is counted afresh. The bytes it moved, at the
least, are those of every old page read once and every new page
written once (the reads of a page's neighbours hit the cache when the
order of the pages does its work); \.{-v} prints them against the
prepass's time on the clock, to be set beside what the machine can move
(the chapter's benchmark measures it).

@<Make the prepass of depth |d|@>=
{
  coset_job J[256];
  static uint8_t *old[COSET_PAGES];
  static uint8_t left[COSET_PAGES];
  int n=R->threads;
  memcpy(old,R->B->page,sizeof old);
  memset(left,11,sizeof left);
  R->old=old; R->left=left; R->next_pair=0;
  for (int i=0; i<n; i++) { memset(&J[i],0,sizeof J[i]); J[i].R=R; }
  cube_parallel(n,prepass_worker,J,sizeof J[0]);
  R->total=0;
  for (int i=0; i<n; i++) R->total+=J[i].w.found;
  R->moved[d]=0;
  for (int i=0; i<COSET_PAGES; i++) R->moved[d]+=(old[i]!=NULL)+(R->B->page[i]!=NULL);
  R->moved[d]*=COSET_SLOT;
}

@ The position of a bit: the group's edge permutation is the member of its
pair with the parity the corners and the middle edges require; the element
$h$ of $H$ is made from the three permutations, and the position is
$h^{-1}r$.

@<Functions of coset@>=
void coset_position(const coset_run *R,uint32_t c,uint32_t k,int b,cubepos *x)
{
  permcube pc;
  cubepos h=cube_solved,hi;
  int e=bitemp[b];
  uint32_t u=k/12*24+pair_ebp[k%12][0];
  if ((upar[u]^cpar[c]^(e&1))!=0) u=k/12*24+pair_ebp[k%12][1];
  memset(&pc,0,sizeof pc);
  permcube_set_corners(&pc,(int)c); permcube_set_udedges(&pc,(int)u);
  permcube_set_slice(&pc,e);
  permcube_to_cube(&pc,&h);
  cube_inv(&h,&hi);
  cube_mul(&hi,&R->rep,x);
}

@ The positions left: every clear bit, handed to a routine, at most |cap|
of them; the routine |coset_left| returns how many it handed over.

@<Functions of coset@>=
uint64_t coset_left(const coset_run *R,uint64_t cap,void (*each)(void *,const cubepos *),
  void *arg)
{
  uint64_t n=0;
  for (uint32_t c=0; c<COSET_PAGES && n<cap; c++) {
    const uint8_t *p=page_read(R->B,c);
    for (uint32_t k=0; k<COSET_GROUPS && n<cap; k++) {
      uint32_t w=(uint32_t)p[3*k]|(uint32_t)p[3*k+1]<<8|(uint32_t)p[3*k+2]<<16;
      for (uint32_t z=~w&0xffffff; z && n<cap; z&=z-1) {
        cubepos x;
        coset_position(R,c,k,__builtin_ctz(z),&x);
        each(arg,&x); n++;
      }
    }
  }
  return n;
}

@ @<Declarations of coset@>=
uint64_t coset_left(const coset_run *R,uint64_t cap,void (*each)(void *,const cubepos *),
  void *arg);
void coset_release(coset_run *R);
uint64_t coset_peak_bytes(const coset_run *R);

@ @<Functions of coset@>=
void coset_release(coset_run *R)
{
  coset_bitmap_free(R->B); R->B=NULL; free(R->pagebits); R->pagebits=NULL;
}
uint64_t coset_peak_bytes(const coset_run *R)
{
  return (uint64_t)R->B->peak_slots*COSET_SLOT;
}

@*1 The list of cosets.
The cosets to solve are the canonical ones of the second chapter, one of
each class of cosets symmetric under the 16 symmetries that keep~$H$:
138,639,780 of them. They are listed in a fixed order, by twist, then
flip, then slice, and numbered from~0; a coset is given to \.{cube coset}
by its number with \.{--index}. For a twist that no symmetry but the
identity takes to its least image, every coset with that twist is
canonical (2048 flips times 495 slices); only the few others need a look
at each coset, so finding the coset of a number is quick.
@^list of cosets@>

@<Constants of coset@>=
#define COSET_CLASSES 138639780ull

@ @<Private functions of coset@>=
static uint32_t twist_count[KOC_TWIST]; /* canonical cosets of each least twist */
static void count_twists(void)
{
  for (int c=0; c<KOC_TWIST; c++) {
    uint32_t n=0;
    if (koc_twist_min[c]!=c) { twist_count[c]=0; continue; }
    if (koc_twist_minsyms[c]==1) n=KOC_FLIP*KOC_SLICE;
    else
      for (int f=0; f<KOC_FLIP; f++) for (int s=0; s<KOC_SLICE; s++) {
        kocsymm k={(lookup_t)c,(lookup_t)f,(lookup_t)s},r;
        kocsymm_canon(&k,&r);
        n+=kocsymm_cmp(&k,&r)==0;
      }
    twist_count[c]=n;
  }
}

@ Walking the list from a number: |coset_walk| calls |each| for the cosets
numbered |first| to |first+count-1| whose number is in the shard, in order;
given a cover (the next section's), only those in it, which keep their
numbers in the list.

@<Functions of coset@>=
void coset_walk(uint64_t first,uint64_t count,int shard_k,int shard_n,
  const uint8_t *cover,int (*each)(void *,uint64_t,const kocsymm *),void *arg)
{
  static int counted;
  uint64_t at=0,end=first+count;
  if (!counted) { count_twists(); counted=1; }
  for (int c=0; c<KOC_TWIST && at<end; c++) {
    if (twist_count[c]==0) continue; /* not a least twist: no coset of the list */
    if (at+twist_count[c]<=first) { at+=twist_count[c]; continue; }
    for (int f=0; f<KOC_FLIP && at<end; f++) for (int s=0; s<KOC_SLICE && at<end; s++) {
      kocsymm k={(lookup_t)c,(lookup_t)f,(lookup_t)s},r;
      if (koc_twist_minsyms[c]!=1) { kocsymm_canon(&k,&r); if (kocsymm_cmp(&k,&r)) continue; }
      if (at>=first && (shard_n<=1 || at%(uint64_t)shard_n==(uint64_t)(shard_k-1))
          && (!cover || coset_covered(cover,&k)))
        if (each(arg,at,&k)) return;
      at++;
    }
  }
}
uint64_t coset_count_list(void)
{
  uint64_t n=0;
  count_twists();
  for (int c=0; c<KOC_TWIST; c++) n+=twist_count[c];
  return n;
}

@ @<Declarations of coset@>=
void coset_walk(uint64_t first,uint64_t count,int shard_k,int shard_n,
  const uint8_t *cover,int (*each)(void *,uint64_t,const kocsymm *),void *arg);
uint64_t coset_count_list(void);

@*1 A cover of the cube by cosets.
Solving all 138,639,780 cosets of the list proves that every position is
within twenty moves, but it proves most of them three times. A position
$p$ lies in one coset of~$H$, the subgroup of the up-down axis; it lies
as well in a coset of the like subgroup of the right-left axis, and in one
of the front-back axis. A symmetry $g$ that takes the right-left axis to
the up-down one takes the second coset to the coset of $H$ that holds the
conjugate $p^g$, which is as far from solved as~$p$. So $p$ is proved
when the coset of any of $p$, $p^{g_1}$, $p^{g_2}$ is, where $g_1$
and~$g_2$ bring the other two axes to the up-down one. A set of cosets
{\it covers} the cube when every position has at least one of its three
there; Rokicki, Kociemba, Davidson and Dethridge solved such a set, of
55,882,296 cosets \cite{Rokicki 2013}, and the coset program of their
proof carries it as a table of the classes it takes. This part finds a
cover by a method of its own; \.{cube coset --list --cover} prints it,
and \.{--cover} makes a campaign solve it and a merge ask for it.
@^cover of the cube by cosets@>
@^set cover@>

The search for a cover is kept small by choosing cosets by their edges
alone, as that table does: a coset is its twist, flip and slice, and the
cover takes, for a chosen class of (flip,~slice) pairs under the 16
symmetries, every coset whose flip and slice are in the class, whatever
its twist. Whether $p$ is covered then depends on $p$'s edges only, and
only on two things about them, which we call $p$'s {\it shape}: the
edge orientation that every symmetry keeps (the second chapter's, eleven
bits), and for each of the twelve slots the slice, of the three, that
the edge in it comes from; $2048\times12!/(4!)^3=70{,}963{,}200$
shapes. The flip and slice of $p$ are read from its shape, and so are
those of $p^{g_1}$ and $p^{g_2}$, whose shapes are the shape of $p$
moved by~$g$. Each shape thus names three classes, and a set of classes
is a cover exactly when it meets every such triple. There are 64,430
classes, and 1,481,940 different triples. The cost of a class is the
number of cosets of the list that it brings, 2187 when no symmetry but
the identity fixes its pairs, fewer otherwise; the costs of all classes
add up to the 138,639,780 of the list.

This is the set-cover problem, hard in general; we solve it by the
greedy rule, which chooses again and again the class that meets the
most triples not yet met for its cost, until all are met, and then
drops, in the order of the classes, each class chosen whose triples are
all met by others. How small could a cover be? A weight $u_t$ on each
triple~$t$ such that the weights of the triples of any class add up to
at most its cost bounds every cover from below by $\sum_t u_t$, since a
cover pays for each of its triples at least once; giving each triple
the least, over its classes, of the class's cost per triple makes such
weights. The command says both:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube coset --list --cover --count
cube coset: a cover by 28854 of 64430 classes of edges
cube coset: no such cover has fewer than 46131743 cosets
62054334
\endgroup
\medskip

\noindent The cover has 45 percent of the list's cosets, so a proof
through it does 55 percent less work than one through the whole list;
it is 11 percent larger than the published cover, and the best cover by
classes of edges lies between the bound and that one. That the two are
measured alike is checked outside the program, by
\.{tests/peer\_cover.sh}: through its authors' own code it makes a
position of each class of the published table, and reads it in this
program's terms (their coset of a position~$p$ is $pH$, ours $Hp$, so a
position's inverse is taken). The table takes
\run{coset-cover-published}{classes} classes, which hold
\run{coset-cover-published}{cosets} cosets of this program's list, the
number its authors give; of \run{coset-cover-published}{random.tried}
random positions, \run{coset-cover-published}{random.missed} have all 48
of their conjugates outside it: it is a cover in the sense of this part. A better search
than the greedy rule would close some of the gap. The program checks
the cover it makes (every triple met, the cost added again), in a small
part of the memory that one coset needs.

@<Types of coset@>=
typedef struct {
  uint64_t cosets; /* the cosets of the list in the cover */
  uint64_t bound; /* no cover by classes of edges has fewer */
  uint32_t classes,chosen; /* classes of (flip, slice) pairs: all, and in the cover */
  uint32_t triples; /* different triples of classes named by shapes */
} coset_cover_info;

@ @<Constants of coset@>=
#define COSET_EDGE_PAIRS (KOC_FLIP*KOC_SLICE) /* the (flip, slice) pairs */
#define COSET_SHAPE_SLICES 34650 /* $12!/(4!)^3$ */

@ The cover is handed out as a bitmap over the 1,013,760 pairs (a bit set
for every pair of every chosen class), so that asking whether a coset is
in it is one lookup.

@<Declarations of coset@>=
int coset_cover(uint8_t *cover,coset_cover_info *info);
static inline int coset_covered(const uint8_t *cover,const kocsymm *k)
{
  unsigned i=(unsigned)k->eosymm*KOC_SLICE+k->epsymm;
  return cover[i>>3]>>(i&7)&1;
}

@ The work, in five steps, all on tables that live in one structure of the
call.

@<Private data of coset@>=
typedef struct {
  int32_t cls[COSET_EDGE_PAIRS]; /* the class of each pair */
  uint32_t cost[COSET_EDGE_PAIRS]; /* the cost of class |c|, at |cost[c]| */
  uint32_t nclass;
  int slot_slice[CUBE_NEDGES]; /* the axis of the slice of each slot */
  uint32_t code[COSET_SHAPE_SLICES]; /* slices of the slots, two bits a slot */
  uint16_t rank[531441]; /* back, from the slices as a number in base~3 */
  uint16_t conj_eo[3][KOC_FLIP],conj_sl[CUBE_NSYMS][COSET_SHAPE_SLICES];
  int g[3]; /* the symmetries that bring each axis to the up-down one */
  uint16_t flip_eo[KOC_FLIP],flip_sl[COSET_SHAPE_SLICES],slice_sl[COSET_SHAPE_SLICES];
  uint64_t *hash,*triple; /* the set of triples, and its members */
  uint32_t ntriple,*start,*inc; /* the triples of each class */
  uint8_t *chosen;
} coset_cover_work;

@ @<Functions of coset@>=
int coset_cover(uint8_t *cover,coset_cover_info *info)
{
  coset_cover_work *W=calloc(1,sizeof *W);
  int ok=0;
  if (!W) return -1;
  cube_init(); kocsymm_init();
  @<Number the classes of pairs, and find their costs@>;
  @<Make the tables of shapes@>;
  @<Collect the triples of classes that shapes name@>;
  @<Choose classes greedily, then drop those not needed@>;
  @<Check the cover, bound it from below, and set its bitmap@>;
done:
  free(W->hash); free(W->triple); free(W->start); free(W->inc); free(W->chosen);
  free(W);
  return ok? 0: -1;
}

@ A pair is the first of its class when no symmetry takes it to a smaller
one. By the lemma of Burnside, the cosets of the list whose flip and slice
are in the class of~$c$ number the average, over the symmetries~$g$
that fix~$c$, of the twists that $g$ fixes.

@<Number the classes of pairs, and find their costs@>=
{
  uint32_t fixed[KOC_NSYMS]={0};
  uint64_t all=0;
  for (int g=0; g<KOC_NSYMS; g++)
    for (int t=0; t<KOC_TWIST; t++) fixed[g]+=koc_twist_sym[t][g]==t;
  for (uint32_t c=0; c<COSET_EDGE_PAIRS; c++) {
    unsigned f=c/KOC_SLICE,s=c%KOC_SLICE,least=c,stab=0,sum=0;
    for (int g=0; g<KOC_NSYMS; g++) {
      unsigned d=(unsigned)(koc_flip_sym[f][g]^koc_flip_xor[s][g])*KOC_SLICE+koc_slice_sym[s][g];
      if (d<least) least=d;
      if (d==c) { stab++; sum+=fixed[g]; }
    }
    if (least==c) { W->cls[c]=(int32_t)W->nclass; W->cost[W->nclass++]=sum/stab; all+=sum/stab; }
    else W->cls[c]=W->cls[least];
  }
  if (all!=COSET_CLASSES) goto done;
}

@ The slices of a shape, one of three for each slot, are numbered through
a table from the slots' slices read as a number in base~3. The slice of a
slot is the axis whose turns leave it in place. A shape is made into a
position by putting in each slot the next unused edge of its slice, and
then the orientation that every symmetry keeps; from that position, the
first chapter's conjugation and the second chapter's coordinates give
the tables: how $g_1$ and $g_2$ move the orientation of a shape, how
every symmetry moves its slices (each part moves on its own), and the flip and
slice of a shape, the flip being the orientation changed by a mask that
depends on the slices only (the edges that change are those out of their
own slice, as the second chapter's section on that orientation shows).

@<Make the tables of shapes@>=
{
  int *g=W->g,n=0;
  for (int i=0; i<CUBE_NEDGES; i++)
    for (int a=0; a<3; a++) {
      int moved=0;
      for (int m=0; m<CUBE_NMOVES; m++)
        if (cube_move_axis(m)==a && edge_perm(cube_move_cubes[m].e[i])!=i) moved=1;
      if (!moved) W->slot_slice[i]=a;
    }
  for (uint32_t x=0; x<531441; x++) {
    uint32_t v=x,code=0;
    int k[3]={0,0,0};
    for (int i=0; i<CUBE_NEDGES; i++,v/=3) { k[v%3]++; code|=(v%3)<<(2*i); }
    if (k[0]==4 && k[1]==4) { W->code[n]=code; W->rank[x]=(uint16_t)n++; }
  }
  g[0]=0; g[1]=g[2]=-1;
  for (int h=0; h<CUBE_NSYMS; h++) {
    if (g[1]<0 && cube_move_axis(cube_sym_move[h][3])==0) g[1]=h; /* R to an up-down turn */
    if (g[2]<0 && cube_move_axis(cube_sym_move[h][6])==0) g[2]=h; /* F likewise */
  }
  @<Fill the tables of shapes through positions@>;
}

@ @<Fill the tables of shapes through positions@>=
{
  cubepos p,q;
  kocsymm k;
  uint32_t eo,sl;
  for (int a=0; a<3; a++)
    for (uint32_t f=0; f<KOC_FLIP; f++) {
      shape_cube(W,f,0,&p); cube_conj(&p,g[a],&q); read_shape(W,&q,&eo,&sl);
      W->conj_eo[a][f]=(uint16_t)eo;
    }
  for (int h=0; h<CUBE_NSYMS; h++)
    for (uint32_t r=0; r<COSET_SHAPE_SLICES; r++) {
      shape_cube(W,0,r,&p); cube_conj(&p,h,&q); read_shape(W,&q,&eo,&sl);
      W->conj_sl[h][r]=(uint16_t)sl;
    }
  for (uint32_t r=0; r<COSET_SHAPE_SLICES; r++) {
    shape_cube(W,0,r,&p); kocsymm_from_cube(&p,&k);
    W->flip_sl[r]=k.eosymm; W->slice_sl[r]=k.epsymm;
  }
  for (uint32_t f=0; f<KOC_FLIP; f++) {
    shape_cube(W,f,0,&p); kocsymm_from_cube(&p,&k);
    W->flip_eo[f]=k.eosymm^W->flip_sl[0];
  }
}

@ @<Private functions of coset@>=
static void shape_cube(const coset_cover_work *W,uint32_t eo,uint32_t sl,cubepos *p)
{
  int next[3]={0,0,0},edges[3][4],n[3]={0,0,0};
  for (int i=0; i<CUBE_NEDGES; i++) edges[W->slot_slice[i]][n[W->slot_slice[i]]++]=i;
  *p=cube_solved;
  for (int i=0; i<CUBE_NEDGES; i++) {
    int s=(int)(W->code[sl]>>(2*i)&3);
    p->e[i]=(uint8_t)edge_val(edges[s][next[s]++],0);
  }
  koc_set_sym_eo(p,eo);
}
static void read_shape(const coset_cover_work *W,const cubepos *p,uint32_t *eo,uint32_t *sl)
{
  uint32_t x=0;
  for (int i=CUBE_NEDGES-1; i>=0; i--) x=3*x+(uint32_t)W->slot_slice[edge_perm(p->e[i])];
  *eo=koc_sym_eo(p); *sl=W->rank[x];
}

@ A symmetry of the cube carries a shape to one with the same three
classes, in another order (it permutes the axes, and what is left of it
is one of the 16 that make the classes). So only shapes whose slices are
the least of their images under the 48 symmetries need be read, with
all 2048 orientations: every shape is the image of one of those. Their
three classes, in increasing order, are packed into one number, 17 bits
a class, and kept once each in a table of open addressing ($2^{22}$
places, nearly three for each triple; a table more than half full is
taken for a wrong one).

@d COSET_TRIPLE_SLOTS (1u<<22)
@<Collect the triples of classes that shapes name@>=
W->hash=calloc(COSET_TRIPLE_SLOTS,sizeof(uint64_t));
if (!W->hash) goto done;
for (uint32_t r=0; r<COSET_SHAPE_SLICES; r++) {
  int least=1;
  for (int h=1; h<CUBE_NSYMS && least; h++) least=W->conj_sl[h][r]>=r;
  if (least) for (uint32_t f=0; f<KOC_FLIP; f++) {
    uint64_t c[3],t,key;
    for (int a=0; a<3; a++) {
      uint32_t e=W->conj_eo[a][f],s=W->conj_sl[W->g[a]][r];
      c[a]=(uint64_t)W->cls[(uint32_t)(W->flip_eo[e]^W->flip_sl[s])*KOC_SLICE+W->slice_sl[s]];
    }
    if (c[0]>c[1]) { t=c[0]; c[0]=c[1]; c[1]=t; }
    if (c[1]>c[2]) { t=c[1]; c[1]=c[2]; c[2]=t; }
    if (c[0]>c[1]) { t=c[0]; c[0]=c[1]; c[1]=t; }
    key=(c[0]<<34|c[1]<<17|c[2])+1; /* 0 marks a free place */
    for (uint32_t h=(uint32_t)((key*0x9e3779b97f4a7c15ull)>>42);; h=(h+1)&(COSET_TRIPLE_SLOTS-1)) {
      if (W->hash[h]==key) break;
      if (!W->hash[h]) {
        W->hash[h]=key;
        if (++W->ntriple>COSET_TRIPLE_SLOTS/2) goto done;
        break;
      }
    }
  }
}
@<List the triples, and the triples of each class@>;

@ @<List the triples, and the triples of each class@>=
W->triple=malloc(W->ntriple*sizeof(uint64_t));
W->start=calloc(W->nclass+1,sizeof(uint32_t));
W->chosen=calloc(W->nclass,1);
if (!W->triple || !W->start || !W->chosen) goto done;
{
  uint32_t n=0,sum=0;
  for (uint32_t h=0; h<COSET_TRIPLE_SLOTS; h++)
    if (W->hash[h]) W->triple[n++]=W->hash[h]-1;
  for (uint32_t t=0; t<n; t++) {
    uint32_t c[3];
    triple_classes(W->triple[t],c);
    for (int a=0; a<3; a++) if (a==0 || c[a]!=c[a-1]) W->start[c[a]+1]++;
  }
  for (uint32_t c=0; c<W->nclass; c++) { sum+=W->start[c+1]; W->start[c+1]=sum; }
  W->inc=malloc((size_t)sum*sizeof(uint32_t));
  if (!W->inc) goto done;
  uint32_t *fill=calloc(W->nclass,sizeof(uint32_t));
  if (!fill) goto done;
  for (uint32_t t=0; t<n; t++) {
    uint32_t c[3];
    triple_classes(W->triple[t],c);
    for (int a=0; a<3; a++)
      if (a==0 || c[a]!=c[a-1]) W->inc[W->start[c[a]]+fill[c[a]]++]=t;
  }
  free(fill);
}

@ @<Private functions of coset@>=
static void triple_classes(uint64_t t,uint32_t c[3])
{
  c[0]=(uint32_t)(t>>34); c[1]=(uint32_t)(t>>17&0x1ffff); c[2]=(uint32_t)(t&0x1ffff);
}

@ The greedy rule, with the number of triples not yet met of each class
kept up to date; ties go to the smaller class. Then the classes chosen
whose triples all have another chosen class are dropped, one by one.

@<Choose classes greedily, then drop those not needed@>=
{
  uint32_t *left=malloc(W->nclass*sizeof(uint32_t)),met=0;
  uint8_t *hit=calloc(W->ntriple,1);
  if (!left || !hit) { free(left); free(hit); goto done; }
  for (uint32_t c=0; c<W->nclass; c++) left[c]=W->start[c+1]-W->start[c];
  @<Put every class in a heap, by its triples not met for its cost@>;
  while (met<W->ntriple) {
    uint32_t best;
    @<Take the best class off the heap, into |best|@>;
    W->chosen[best]=1;
    for (uint32_t j=W->start[best]; j<W->start[best+1]; j++) {
      uint32_t t=W->inc[j],c[3];
      if (hit[t]) continue;
      hit[t]=1; met++;
      triple_classes(W->triple[t],c);
      for (int a=0; a<3; a++) if (a==0 || c[a]!=c[a-1]) left[c[a]]--;
    }
  }
  memset(hit,0,W->ntriple);
  for (uint32_t c=0; c<W->nclass; c++) if (W->chosen[c])
    for (uint32_t j=W->start[c]; j<W->start[c+1]; j++) hit[W->inc[j]]++;
  for (uint32_t c=0; c<W->nclass; c++) if (W->chosen[c]) {
    int needed=0;
    for (uint32_t j=W->start[c]; j<W->start[c+1] && !needed; j++) needed=hit[W->inc[j]]<2;
    if (!needed) {
      W->chosen[c]=0;
      for (uint32_t j=W->start[c]; j<W->start[c+1]; j++) hit[W->inc[j]]--;
    }
  }
  free(left); free(hit); free(heap); free(was);
}

@ The choice is made lazily, with a heap: a class's triples not met only
fall, so the number a class had when it was put in the heap is at least
what it has now. The class on top is taken if its number is still
right; otherwise it goes back with the number it has. Ties go to the
smaller class, so the choices are those of the plain rule that looks
at every class each time.

@<Put every class in a heap, by its triples not met for its cost@>=
uint32_t *heap=malloc(W->nclass*sizeof(uint32_t)),*was=malloc(W->nclass*sizeof(uint32_t)),nheap=0;
if (!heap || !was) { free(left); free(hit); free(heap); free(was); goto done; }
for (uint32_t c=0; c<W->nclass; c++) { was[c]=left[c]; heap_push(W,heap,&nheap,was,c); }

@ @<Take the best class off the heap, into |best|@>=
for (;;) {
  best=heap_pop(W,heap,&nheap,was);
  if (was[best]==left[best]) break;
  was[best]=left[best]; heap_push(W,heap,&nheap,was,best);
}

@ @<Private functions of coset@>=
static int heap_above(const coset_cover_work *W,const uint32_t *was,uint32_t a,uint32_t b)
{
  uint64_t x=(uint64_t)was[a]*W->cost[b],y=(uint64_t)was[b]*W->cost[a];
  return x>y || (x==y && a<b);
}
static void heap_push(const coset_cover_work *W,uint32_t *heap,uint32_t *n,
  const uint32_t *was,uint32_t c)
{
  uint32_t i=(*n)++;
  while (i>0 && heap_above(W,was,c,heap[(i-1)/2])) { heap[i]=heap[(i-1)/2]; i=(i-1)/2; }
  heap[i]=c;
}
static uint32_t heap_pop(const coset_cover_work *W,uint32_t *heap,uint32_t *n,
  const uint32_t *was)
{
  uint32_t top=heap[0],last=heap[--*n],i=0;
  for (;;) {
    uint32_t k=2*i+1;
    if (k>=*n) break;
    if (k+1<*n && heap_above(W,was,heap[k+1],heap[k])) k++;
    if (!heap_above(W,was,heap[k],last)) break;
    heap[i]=heap[k]; i=k;
  }
  heap[i]=last;
  return top;
}

@ The check reads the triples again, not the counts the greedy rule kept;
the bound gives each triple the least cost per triple of its classes.

@<Check the cover, bound it from below, and set its bitmap@>=
{
  double bound=0;
  memset(info,0,sizeof *info);
  for (uint32_t t=0; t<W->ntriple; t++) {
    uint32_t c[3];
    double least=1e300;
    triple_classes(W->triple[t],c);
    if (!W->chosen[c[0]] && !W->chosen[c[1]] && !W->chosen[c[2]]) goto done;
    for (int a=0; a<3; a++) {
      double x=(double)W->cost[c[a]]/(W->start[c[a]+1]-W->start[c[a]]);
      if (x<least) least=x;
    }
    bound+=least;
  }
  memset(cover,0,COSET_EDGE_PAIRS/8+1);
  for (uint32_t i=0; i<COSET_EDGE_PAIRS; i++)
    if (W->chosen[W->cls[i]]) cover[i>>3]|=(uint8_t)(1u<<(i&7));
  for (uint32_t c=0; c<W->nclass; c++)
    if (W->chosen[c]) { info->cosets+=W->cost[c]; info->chosen++; }
  info->bound=(uint64_t)bound; info->classes=W->nclass; info->triples=W->ntriple;
  ok=1;
}

@*1 The sub-command.
\.{cube coset POSITION} solves the coset of a position (the position is
its representative), \.{cube coset --index I} the coset numbered $I$ in the
list. \.{--list} prints the list (with \.{--shard K/N}, the cosets whose
number is $K-1$ modulo~$N$; with \.{--cosets C}, the first $C$ only);
with \.{--results}, every coset of the shard is solved and a line for
each appended to the file named, skipping those the file already has; and
\.{--merge} checks that a set of result files has every coset of the list
exactly once, and adds up their counts.

@<The sub-command \.{cube coset}@>=
static int co_max=20,co_search=-1,co_prepass=0,co_noprepass=0,co_list=0,co_merge=0,co_count=0,
  co_cover=0;
static uint8_t *cover; /* the cover the command works on, or |NULL| for the whole list */
static uint64_t co_index=UINT64_MAX,co_cosets=COSET_CLASSES,co_memory=0,co_cap=100000;
static const char *co_results=NULL,*co_family=NULL;
static int cmd_coset(int argc,char **argv);
static int search_depth(void);
static const cube_option coset_options[]={
  {"--max",CUBE_OPT_INT,&co_max,0,30,"N","prove every position within N moves (20)"},
  {"--index",CUBE_OPT_U64,&co_index,0,COSET_CLASSES-1,"I","the coset numbered I in the list"},
  {"--search",CUBE_OPT_INT,&co_search,0,30,"S","search phase-1 sequences up to S moves (15)"},
  {"--prepass",CUBE_OPT_INT,&co_prepass,1,30,"D","make the prepass from depth D on"},
  {"--no-prepass",CUBE_OPT_FLAG,&co_noprepass,0,0,NULL,"search every depth in full"},
  {"--memory",CUBE_OPT_U64,&co_memory,1,1u<<30,"MB","the memory to count on (default: available)"},
  {"--left",CUBE_OPT_U64,&co_cap,0,UINT64_MAX,"L","solve at most L positions left one by one"},
  {"--family",CUBE_OPT_STRING,&co_family,0,0,"NAME",
    "the optimal family for positions left (the best built)"},
  {"--list",CUBE_OPT_FLAG,&co_list,0,0,NULL,"print the list of cosets"},
  {"--count",CUBE_OPT_FLAG,&co_count,0,0,NULL,"with --list: print only how many"},
  {"--cover",CUBE_OPT_FLAG,&co_cover,0,0,NULL,
    "the list, the campaign, the merge: only the cosets of a cover of the cube"},
  {"--cosets",CUBE_OPT_U64,&co_cosets,1,COSET_CLASSES,"C","the list is its first C cosets"},
  {"--results",CUBE_OPT_STRING,&co_results,0,0,"FILE","solve the shard's cosets into FILE"},
  {"--merge",CUBE_OPT_FLAG,&co_merge,0,0,NULL,"check and add up result files"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};

@ @<The sub-command \.{cube coset}@>=
static const cube_command coset_command={"coset",cmd_coset,
  "[--max N] [--index I | POSITION] | --list | --results FILE | --merge FILE...",
  "solve a whole coset of Kociemba's subgroup H",
  "Finds, for all 19,508,428,800 positions of the coset of H of POSITION (or\n\
of the coset numbered I in the list of 138,639,780 cosets), a solution of at\n\
most N moves, depth by depth, with a bitmap of 2.4 GB; prints how many\n\
positions each depth reaches first, and how many are left. At N = 20 the\n\
positions left are solved one by one. --list prints the list; --results\n\
FILE solves the cosets of a shard (--shard K/N) into FILE, resuming where\n\
a run of the same --max stopped; --merge FILE... checks that every coset\n\
is there once.",
  coset_options,CUBE_COMMON_TABLES|CUBE_COMMON_THREADS|CUBE_COMMON_VERBOSE|CUBE_COMMON_BATCH};

@ The memory check, made before anything is allocated: the need, against
the memory available as the prune chapter's |prune_memory_available|
counts it for every command (the least of what the kernel says is
available, what the control group of the process may still take, and
\.{CUBE\_MEMORY}), or against what \.{--memory} says. A batch job held
by its control group to less than a coset needs is refused at once, with
status~4, rather than killed by the system halfway through its bitmap.
@.a coset needs ... of memory@>
@^memory available@>

@<The sub-command \.{cube coset}@>=
static void check_memory(void)
{
  uint64_t need=coset_memory_need();
  double have=co_memory? (double)(co_memory<<20): prune_memory_available();
  if (need>have)
    cube_die(CUBE_EXIT_SYSTEM,"a coset needs %.2f GB of memory (a bitmap of %.2f GB, \
%.2f GB for the prepass, 0.27 GB of tables); %.2f GB is available",need/1e9,
      (double)COSET_PAGES*COSET_SLOT/1e9,(need-(double)COSET_PAGES*COSET_SLOT)/1e9-0.27,
      have/1e9);
}

@ One coset, given its representative: set up, fill, and say what is left.
With \.{--results} the same is done quietly and the line of the file is
returned in |out|.

@<The sub-command \.{cube coset}@>=
typedef struct { uint64_t n; int proved,over; FILE *out; } coset_left_ctx;
typedef struct { cubepos *p; uint64_t n; } coset_left_list;
static void keep_left(void *arg,const cubepos *x)
{
  coset_left_list *K=arg;
  K->p[K->n++]=*x;
}
static void solve_left(coset_left_ctx *L,const cubepos *p,uint64_t n,int threads,FILE *out);
static int run_one(const cubepos *rep,uint64_t index,FILE *out,char *res,size_t reslen)
{
  coset_run R;
  char err[CUBE_ERRLEN];
  memset(&R,0,sizeof R);
  if (coset_setup(&R,rep,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  R.max=co_max; R.search=search_depth();
  R.threads=cube_opts.tables.threads>0? cube_opts.tables.threads: 1;
  R.prepass_from=co_prepass; R.no_prepass=co_noprepass; R.prepass_min=6000000;
  R.verbose=cube_opts.verbose;
  if (out) {
    char fl[CUBE_NFACELETS+1];
    cube_to_facelets(rep,fl);
    fprintf(out,"coset %s, phase-1 distance %d, up to %d moves, searched to %d, %d thread%s\n",
      fl,R.d0,R.max,R.search,R.threads,R.threads>1? "s": "");
  }
  double t0=ida_now();
  uint64_t peak;
  coset_solve(&R,out);
  peak=coset_peak_bytes(&R);
  uint64_t left=COSET_SIZE-R.total;
  @<Report the run of one coset@>;
  coset_release(&R);
  return left>0 && R.max>=20;
}

@ @<Report the run of one coset@>=
if (out && cube_opts.verbose) {
  fprintf(out,"the prepass holds at most %d pages beyond the bitmap (one thread)\n",plan_extra);
  for (int d=R.d0; d<=R.last; d++) {
    fprintf(out,"depth %2d: %llu phase-1 nodes, %llu sequences into H\n",d,
      (unsigned long long)R.nodes[d],(unsigned long long)R.marks[d]);
    if (R.how[d]==1)
      fprintf(out,"depth %2d: the prepass read and wrote %.2f GB, %.2f GB/s\n",d,
        R.moved[d]/1e9,R.moved[d]/1e9/R.seconds[d]);
  }
}
if (out) {
  if (left==0) fprintf(out,"all 19,508,428,800 positions within %d moves",R.last);
  else if (R.search>=R.max)
    fprintf(out,"%llu positions not within %d moves",(unsigned long long)left,R.max);
  else fprintf(out,"%llu positions not reached within %d moves by phase-1 sequences of at \
most %d moves",(unsigned long long)left,R.max,R.search);
  fprintf(out," (%.1f s, peak %.2f GB of pages)\n",ida_now()-t0,peak/1e9);
}
coset_left_ctx L={0,0,0,out? out: stderr};
if (left>0 && R.max>=20) @<Solve the positions left one by one@>;
if (res) {
  size_t k=(size_t)snprintf(res,reslen,"%llu max=%d left=%llu over=%d seconds=%.1f counts=",
    (unsigned long long)index,R.max,(unsigned long long)left,
    left>0 && (R.max<20 || left>co_cap)? -1: L.over,ida_now()-t0);
  for (int d=0; d<=R.max && k<reslen; d++)
    k+=(size_t)snprintf(res+k,reslen-k,"%s%llu",d? ",": "",
      (unsigned long long)(d<=R.last && d>=R.d0? R.level[d]: 0));
}

@ At twenty moves the positions left are few. They are copied out of the
bitmap, which is then freed, so that the solvers' tables have its memory.
A position, its conjugates by the 48 symmetries and the inverses of all
of these are at one distance from solved, so the positions left are put
into classes first, each under the least of its 96 images (compared byte
by byte), and one position of each class is solved: a coset that is
symmetric itself, as the superflip's is under the 16 symmetries that keep
$H$ and under inversion, leaves its positions in classes of up to 32. The
classes' positions are solved by the threads at once with the two-phase
solver, given a target of $N$ and a minute each; the optimal solver
(its family named by \.{--family}) settles those it does not, one at a
time with all the threads. In a results file, \.{over} is the number of
positions found to need more than $N$ moves, or $-1$ when the positions
left were not solved one by one (below twenty moves, or more than
\.{--left} of them).
@^symmetry@>
@^positions left@>

@<Solve the positions left one by one@>=
{
  if (left>co_cap)
    fprintf(L.out,"too many positions left to solve one by one (more than --left %llu)\n",
      (unsigned long long)co_cap);
  else {
    coset_left_list K={NULL,0};
    K.p=malloc(sizeof(cubepos)*(left? left: 1));
    if (!K.p) cube_die(CUBE_EXIT_SYSTEM,"out of memory");
    coset_left(&R,co_cap,keep_left,&K);
    coset_release(&R); /* the bitmap's memory, for the solvers' tables */
    solve_left(&L,K.p,K.n,R.threads,out);
    free(K.p);
    if (out) {
      fprintf(out,"%llu positions left: %d proved within %d moves one by one, %d not\n",
        (unsigned long long)L.n,L.proved,R.max,L.over);
      if (L.over==0) fprintf(out,"all 19,508,428,800 positions within %d moves\n",R.max);
    }
  }
}

@ The class of a position is named by its least image: the position and,
with |inverse|, its inverse, each conjugated by the 48 symmetries. The
test counts the classes of the positions within four quarter turns both
ways, against the published counts.

@<Functions of coset@>=
void coset_class_key(const cubepos *x,int inverse,cubepos *k)
{
  cubepos inv,y;
  cube_inv(x,&inv);
  *k=*x;
  for (int g=0; g<CUBE_NSYMS; g++) {
    cube_conj(x,g,&y);
    if (memcmp(&y,k,sizeof y)<0) *k=y;
    if (!inverse) continue;
    cube_conj(&inv,g,&y);
    if (memcmp(&y,k,sizeof y)<0) *k=y;
  }
}

@ @<Declarations of coset@>=
void coset_class_key(const cubepos *x,int inverse,cubepos *k);

@ The positions left sorted by their classes.

@<The sub-command \.{cube coset}@>=
typedef struct { cubepos key; uint64_t i; } coset_member;
static int by_key(const void *a,const void *b)
{
  const coset_member *x=a,*y=b;
  int c=memcmp(&x->key,&y->key,sizeof x->key);
  return c? c: (x->i>y->i)-(x->i<y->i);
}

@ The threads take the classes from a shared counter; each class's
verdict is 1 when the two-phase solver proves it.

@<The sub-command \.{cube coset}@>=
typedef struct {
  const cubepos *p; /* one position of each class */
  int *proved; /* the verdict of each class */
  uint64_t n,next; /* the classes, and the next one to take */
} coset_left_job;
static void *prove_left(void *arg)
{
  coset_left_job *J=arg;
  for (uint64_t c; (c=__atomic_fetch_add(&J->next,1,__ATOMIC_RELAXED))<J->n; ) {
    twophase_options o={co_max,60.0,0,0,NULL};
    twophase_result r;
    twophase_solve(&J->p[c],&o,&r);
    J->proved[c]=r.found && r.length<=co_max;
  }
  return NULL;
}

@ Then the classes the two-phase solver left are given to the optimal
solver, and every position of a class that needs more than $N$ moves is
printed.

@<The sub-command \.{cube coset}@>=
static void solve_left(coset_left_ctx *L,const cubepos *p,uint64_t n,int threads,FILE *out)
{
  coset_member *m=malloc(sizeof *m*(n? n: 1));
  cubepos *rep=malloc(sizeof *rep*(n? n: 1));
  uint64_t *first=malloc(sizeof *first*(n+1));
  int *proved=calloc(n? n: 1,sizeof *proved);
  uint64_t nc=0;
  if (!m || !rep || !first || !proved) cube_die(CUBE_EXIT_SYSTEM,"out of memory");
  for (uint64_t i=0; i<n; i++) { coset_class_key(&p[i],1,&m[i].key); m[i].i=i; }
  qsort(m,n,sizeof *m,by_key);
  for (uint64_t i=0; i<n; i++)
    if (i==0 || memcmp(&m[i].key,&m[i-1].key,sizeof m[i].key)) {
      first[nc]=i; rep[nc++]=p[m[i].i];
    }
  first[nc]=n;
  if (out && n)
    fprintf(out,"%llu positions left, in %llu classes under symmetry and inversion\n",
      (unsigned long long)n,(unsigned long long)nc);
  if (out && cube_opts.verbose)
    for (uint64_t c=0; c<nc; c++) {
      char fl[CUBE_NFACELETS+1];
      cube_to_facelets(&rep[c],fl);
      fprintf(out,"class of %llu: %s\n",(unsigned long long)(first[c+1]-first[c]),fl);
    }
  if (out) fflush(out);
  coset_left_job J={rep,proved,nc,0};
  cube_parallel(threads,prove_left,&J,0);
  for (uint64_t c=0; c<nc; c++) {
    if (!proved[c]) @<Settle the class |c| with the optimal solver@>;
    L->n+=first[c+1]-first[c];
    if (proved[c]) L->proved+=(int)(first[c+1]-first[c]);
    else for (uint64_t i=first[c]; i<first[c+1]; i++) {
      char fl[CUBE_NFACELETS+1];
      L->over++;
      cube_to_facelets(&p[m[i].i],fl);
      fprintf(L->out,"not within %d moves: %s\n",co_max,fl);
    }
  }
  free(m); free(rep); free(first); free(proved);
}

@ The optimal family is opened at the first class that needs it, and
stays open until the command ends.

@<Settle the class |c| with the optimal solver@>=
{
  static optimal_solver *opt_solver; /* the command's, open until it ends */
  char err[CUBE_ERRLEN];
  optimal_options oo={0,threads,0,NULL,NULL,NULL,NULL,NULL};
  optimal_result orr;
  if (!opt_solver) {
    char advice[400];
    int build;
    if (!co_family) co_family=optimal_choose(&cube_opts.tables,cube_opts.tables.threads,0,
      &build,advice,sizeof advice);
    if (!co_family) co_family="h48-1";
    announce_family_build(co_family,&cube_opts.tables);
    if ((opt_solver=optimal_open(co_family,&cube_opts.tables,err,sizeof err))==NULL)
      cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  }
  optimal_run(opt_solver,&rep[c],&oo,&orr);
  proved[c]=orr.found && orr.length<=co_max;
}

@*1 Runs of many cosets.
A campaign gives each machine a shard of the list,
$$\.{cube coset --results FILE --shard K/N},$$
and the file gets one line per coset, written and flushed to the disk as
the coset ends; a run that finds the file already there resumes it: it
reads the file first and skips the cosets it has. So a killed run loses
at most the coset it was on. \.{cube coset --merge FILE...} then checks
that the files of all the shards have every coset of the list once, and
adds up their counts.
@^checkpoint@>
@^results file@>

The shards run wherever there is memory for a coset: as the tasks of an
array job of a cluster's batch system (the program's sources carry one for
Slurm, whose task $K$ of $N$ runs shard $K/N$), or on machines reached by
\.{ssh} under GNU parallel, which sends each shard's file, once there is
one, to the machine that runs the shard, and brings it back when the job
ends, so that the next run of the shard resumes it wherever it runs. Such
a job finds nothing made for its file on that machine, not even the
directory of its name; the missing directories are made with the file.
\.{cube coset --list --shard K/N --count} prints how many cosets the
shard $K/N$ has to solve. With \.{--cover}, every one of these commands
works on the cosets of the cover of the cube made above, which keep
their numbers in the list: a shard is then the part of the list's shard
that is in the cover, and the merge asks for every coset of the cover.
@^GNU parallel@>
@^Slurm@>

A results file is made by the run that finds it missing, and its first
line, the {\it header}, says what its lines are results of:
$$\.{\# cube coset results, max=4 search=4, cube 0.2}$$
the bound \.{--max}, the depth to which phase-1 sequences were searched
(\.{--search}, or its default, never more than the bound), and the version
of the program that made the file. A coset solved to another bound, or
searched to another depth, has other counts; so a run whose bound or
search depth is not the header's refuses the file (status~1) instead of
adding lines of another kind to it, and \.{--merge} refuses files whose
headers differ in either. The version is a record only: a file is resumed
by any version that writes the same lines.

Every other line is one coset:
$$\.{5 max=4 left=19508427900 over=-1 seconds=0.3 counts=0,0,0,0,900}$$
its number in the list; the bound; the positions left, that is not proved
within the bound by the bitmap; \.{over}, the positions of those found to
need more than the bound when they are solved one by one, or $-1$ when
they were not (below twenty moves, or more than \.{--left} of them); the
seconds the coset took; and the count of positions first reached at each
depth from 0 to the bound, \.{max+1} numbers. The counts and the
positions left of a line add up to the coset's 19,508,428,800 positions,
and \.{over} is at most the positions left.

@ A results file is read strictly, line by line, by the same routine for a
resume and for a merge; the first line that is not what the format says
is an error (status~1) that names the file and the line, and the file is
left as it is. So a NUL byte, a line of more than 1,023 bytes, a number
too large for 64 bits, counts that do not add up, or a file that is no
results file at all (a source file named by mistake: its first line is
not a header) stop the run before it writes anything. A file of lines
without the header is refused in the same way; once the bound and search
depth of its lines are known, the header can be written in front of it by
hand.
@^error messages@>

There is one exception. A run killed while it writes a line leaves that
line cut, without its newline, at the end of the file: a resume drops it,
when every line before it is whole and good and the cut line is short and
made only of the characters of the format; its coset is then solved again.
\.{--merge} drops nothing: a cut line is an error there as anywhere.

The cut line is dropped by truncating the file, under a lock. A run holds
a lock on its results file (a record lock of |fcntl|, the kind that network
file systems support) from the moment it opens it until it ends, and a
second run on the same file is refused (status~4) while the first holds
it. A rename of a
rewritten copy over the file would be no safer: the copy is made from
lines already read in full either way, and a run that held the old file
open would go on writing into a file that no longer has a name. A new
file is made the same way for the same reason: its header is written to a
file of its own, \.{FILE.PID.new}, that is locked and then linked to the
name only if the name is still free, so that no run ever sees a results
file without its header. (A run killed between the two leaves
\.{FILE.PID.new} behind, a file of one line that nothing reads.)
@^lock of a results file@>

@<The sub-command \.{cube coset}@>=
enum { COSET_LINE_MAX = 1023 }; /* the longest line of a results file, without its newline */
typedef struct { uint8_t *done; FILE *f; int fd; uint64_t ran; } coset_campaign;
static int campaign_one(void *arg,uint64_t index,const kocsymm *k)
{
  coset_campaign *C=arg;
  cubepos rep;
  char res[COSET_LINE_MAX+1];
  if (C->done[index>>3]>>(index&7)&1) return 0;
  kocsymm_to_cube(k,&rep);
  run_one(&rep,index,NULL,res,sizeof res);
  if (fprintf(C->f,"%s\n",res)<0 || fflush(C->f) || fsync(fileno(C->f)))
    cube_die(CUBE_EXIT_SYSTEM,"cannot write %s: %s",co_results,strerror(errno));
  C->ran++;
  return 0;
}

@ The header of a file of bound |max| and search depth |search|; and the
search depth of this run, which |run_one| uses too.

@<The sub-command \.{cube coset}@>=
static int search_depth(void)
{
  int s=co_search>=0? co_search: 15;
  return s<co_max? s: co_max;
}
static int header_text(char *buf,size_t n)
{
  return snprintf(buf,n,"# cube coset results, max=%d search=%d, cube %s\n",co_max,
    search_depth(),CUBE_VERSION);
}

@ A line of results, as read. A number of the file is a run of decimal
digits, and one beyond $2^{64}-1$ is an error, never a number cut down to
fit; so are counts beyond a coset's size, and with each count at
most $19{,}508{,}428{,}800$ the sums of a line, and those of a whole merge
(of at most 138,639,780 lines, below $2.8\cdot10^{18}$), fit in 64 bits.

@<The sub-command \.{cube coset}@>=
typedef struct {
  uint64_t index,left,count[31];
  long long over;
} coset_line;
static int take_u64(const char **s,uint64_t *v) /* 0, or $-1$: no digits, $-2$: too large */
{
  const char *p=*s;
  uint64_t x=0;
  if (*p<'0' || *p>'9') return -1;
  for (; *p>='0' && *p<='9'; p++) {
    if (x>(UINT64_MAX-(uint64_t)(*p-'0'))/10) return -2;
    x=x*10+(uint64_t)(*p-'0');
  }
  *s=p; *v=x;
  return 0;
}
static int take(const char **s,const char *word)
{
  size_t n=strlen(word);
  if (strncmp(*s,word,n)) return -1;
  *s+=n;
  return 0;
}

@ Each field is a word, such as \.{" left="}, and a number; |field| reads
both, or writes in |why| what is wrong and returns $-1$.

@<The sub-command \.{cube coset}@>=
static int field(const char **p,const char *word,uint64_t *v,char *why,size_t n)
{
  int r;
  if (take(p,word)) return cube_error(why,n,"'%s' expected",word[0]==' '? word+1: word);
  if ((r=take_u64(p,v))!=0)
    return cube_error(why,n,r==-2? "a number too large after '%s'":
      "a number expected after '%s'",word[0]==' '? word+1: word);
  return 0;
}

@ The header: its words, a bound of at most 30, a search depth of at most
the bound, and a version of letters, digits, dots, plus and minus signs.

@<The sub-command \.{cube coset}@>=
static int parse_header(const char *s,int *max,int *search)
{
  char why[100];
  uint64_t m,d;
  size_t n;
  if (field(&s,"# cube coset results, max=",&m,why,sizeof why) || m>30
      || field(&s," search=",&d,why,sizeof why) || d>m || take(&s,", cube ")) return -1;
  n=strspn(s,"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.+-");
  if (n==0 || n>31 || s[n]) return -1;
  *max=(int)m; *search=(int)d;
  return 0;
}

@ A line of results, checked field by field against the header's bound,
then as a whole: the counts and the positions left make the coset.

@<The sub-command \.{cube coset}@>=
static int parse_result(const char *s,int max,coset_line *L,char *why,size_t n)
{
  uint64_t m,v,sum=0;
  int r=take_u64(&s,&L->index);
  if (r)
    return cube_error(why,n,r==-2? "a coset number too large": "no coset number at its start");
  if (L->index>=COSET_CLASSES)
    return cube_error(why,n,"coset %llu is beyond the list of 138,639,780",
      (unsigned long long)L->index);
  if (field(&s," max=",&m,why,n)) return -1;
  if (m!=(uint64_t)max)
    return cube_error(why,n,"max=%llu, but the header says max=%d",(unsigned long long)m,max);
  if (field(&s," left=",&L->left,why,n)) return -1;
  @<Read the fields \.{over} and \.{seconds} of a line of results@>;
  for (int d=0; d<=max; d++) {
    if (d>0 && *s!=',') return cube_error(why,n,"fewer than the %d counts of max=%d",max+1,max);
    if (field(&s,d? ",": " counts=",&L->count[d],why,n)) return -1;
    sum+=L->count[d]<=COSET_SIZE? L->count[d]: COSET_SIZE+1; /* no overflow */
  }
  if (*s) return cube_error(why,n,"more than the %d counts of max=%d",max+1,max);
  @<Check that the line's counts make a coset@>;
  return 0;
}

@ @<Read the fields \.{over} and \.{seconds} of a line of results@>=
if (take(&s," over=-1")==0) L->over=-1;
else if (field(&s," over=",&v,why,n)) return -1;
else if (v>L->left) return cube_error(why,n,"over=%llu is more than left=%llu",
  (unsigned long long)v,(unsigned long long)L->left);
else L->over=(long long)v;
if (field(&s," seconds=",&v,why,n)) return -1;
if (*s=='.') {
  s++;
  if (take_u64(&s,&v)) return cube_error(why,n,"a number expected after '.'");
}

@ @<Check that the line's counts make a coset@>=
if (sum>COSET_SIZE || L->left>COSET_SIZE || sum+L->left!=COSET_SIZE)
  return cube_error(why,n,"the counts and left=%llu do not add up to the coset's \
19,508,428,800 positions",(unsigned long long)L->left);

@ The reader of a results file: the file, whether it is read for a
resume, the header it must have (a bound of $-1$: any), and what to do
with each line.

@<The sub-command \.{cube coset}@>=
typedef struct coset_reader {
  const char *name; FILE *f;
  int resume; /* a cut last line is dropped, not refused */
  int want_max,want_search; const char *first; /* the header wanted, and the file that had it */
  int max,search; /* the header's */
  long good; /* the lines read: their number */
  long long bytes; /* and their bytes, newlines included */
  int cut; /* a cut last line follows them */
  void (*each)(void *,const struct coset_reader *,const coset_line *);
  void *arg;
} coset_reader;
static _Noreturn void bad_line(const coset_reader *F,long ln,const char *fmt,...)
  CUBE_PRINTF_LIKE(3,4);
static void bad_line(const coset_reader *F,long ln,const char *fmt,...)
{
  char why[300];
  va_list ap;
  va_start(ap,fmt); vsnprintf(why,sizeof why,fmt,ap); va_end(ap);
  cube_die(CUBE_EXIT_BADINPUT,"%s:%ld: %s",F->name,ln,why);
}

@ Reading, line by line. A line is read into a buffer of its greatest
length, and one byte too many, or a NUL byte, stops the reading at once:
nothing of a file that is no text is read further.

@<The sub-command \.{cube coset}@>=
static void read_results(coset_reader *F)
{
  char buf[COSET_LINE_MAX+1],why[200];
  long ln=0;
  F->good=0; F->bytes=0; F->cut=0;
  for (;;) {
    size_t n=0;
    int c;
    ln++;
    while ((c=getc_unlocked(F->f))!=EOF && c!='\n') {
      if (c==0) bad_line(F,ln,"a NUL byte in the line");
      if (n==COSET_LINE_MAX) bad_line(F,ln,"the line is longer than %d bytes",COSET_LINE_MAX);
      buf[n++]=(char)c;
    }
    if (c==EOF && ferror(F->f))
      cube_die(CUBE_EXIT_SYSTEM,"cannot read %s: %s",F->name,strerror(errno));
    buf[n]=0;
    if (c==EOF && n==0) break;
    if (c==EOF) { @<Take the cut last line of a results file@>; break; }
    if (ln==1) @<Check the header of a results file@>@;
    else {
      coset_line L;
      if (parse_result(buf,F->max,&L,why,sizeof why))
        bad_line(F,ln,"not a line of results: %s",why);
      F->each(F->arg,F,&L);
    }
    F->good=ln; F->bytes+=(long long)n+1;
  }
  if (F->good==0) bad_line(F,1,"not a results file of cube coset: it is empty");
}

@ @.not a results file...@>
@.results of max=...@>
@<Check the header of a results file@>=
{
  if (parse_header(buf,&F->max,&F->search))
    bad_line(F,1,"not a results file of cube coset: its first line is not a header such \
as '# cube coset results, max=20 search=15, cube %s'",CUBE_VERSION);
  if (F->want_max>=0 && F->first && (F->max!=F->want_max || F->search!=F->want_search))
    bad_line(F,1,"results of max=%d search=%d, but %s has max=%d search=%d",F->max,
      F->search,F->first,F->want_max,F->want_search);
  if (F->want_max>=0 && F->max!=F->want_max)
    bad_line(F,1,"results of max=%d, not %d: resume with --max %d, or give another file",
      F->max,F->want_max,F->max);
  if (F->want_search>=0 && F->search!=F->want_search)
    bad_line(F,1,"results of search=%d, not %d: resume with --search %d, or give another \
file",F->search,F->want_search,F->search);
}

@ A last line without its newline. In a merge, and as the file's first
line, it is an error; for a resume it is a line that a killed run was
writing, if it is made of the characters of the format only.

@.the line is cut short...@>
@<Take the cut last line of a results file@>=
if (ln==1) bad_line(F,1,"not a results file of cube coset: its first line is cut short");
if (!F->resume) bad_line(F,ln,"the line is cut short (no newline at its end)");
if (strspn(buf,"0123456789abcdefghijklmnopqrstuvwxyz=,.- ")!=n)
  bad_line(F,ln,"not a line of results: cut short, and not the start of one");
F->cut=1;

@ The lock of a results file: a write lock on the whole file, asked for
without waiting.

@.in use by another run...@>
@<The sub-command \.{cube coset}@>=
static void lock_results(int fd,const char *name)
{
  struct flock l;
  memset(&l,0,sizeof l);
  l.l_type=F_WRLCK; l.l_whence=SEEK_SET; l.l_start=0; l.l_len=0;
  if (fcntl(fd,F_SETLK,&l)==0) return;
  if (errno==EACCES || errno==EAGAIN)
    cube_die(CUBE_EXIT_SYSTEM,"%s is in use by another run of cube coset",name);
  cube_die(CUBE_EXIT_SYSTEM,"cannot lock %s: %s",name,strerror(errno));
}

@ The directories of a results file's name that are missing are made, as
\.{mkdir -p} makes them: so \.{--results results/17.txt} needs no
directory made ahead on the machine that runs it, which is what a job sent
to another machine by GNU parallel finds. A directory made meanwhile by
another run (the shards of one campaign start together) is no error.
@.cannot create the directory...@>

@<The sub-command \.{cube coset}@>=
static void make_directories(const char *name)
{
  char d[4200];
  size_t n=strlen(name);
  if (n>=sizeof d) cube_die(CUBE_EXIT_USAGE,"--results: the name %s is too long",name);
  memcpy(d,name,n+1);
  for (size_t i=1; i<n; i++) {
    if (d[i]!='/' || d[i-1]=='/') continue;
    d[i]='\0';
    if (mkdir(d,0777) && errno!=EEXIST)
      cube_die(CUBE_EXIT_SYSTEM,"cannot create the directory %s of %s: %s",d,name,
        strerror(errno));
    d[i]='/';
  }
}

@ A new results file: its header is written, flushed to the disk and
locked under a name of its own, which is then linked to the name asked
for; the link fails if that name was taken meanwhile, and the caller then
opens what took it. The name of its own is removed in either case: it is
the program's own file.

@<The sub-command \.{cube coset}@>=
static int make_results(const char *name)
{
  char tmp[4200],head[200];
  int fd,k=header_text(head,sizeof head);
  if (snprintf(tmp,sizeof tmp,"%s.%ld.new",name,(long)getpid())>=(int)sizeof tmp)
    cube_die(CUBE_EXIT_USAGE,"--results: the name %s is too long",name);
  fd=open(tmp,O_RDWR|O_CREAT|O_EXCL|O_APPEND|O_CLOEXEC,0666);
  if (fd<0 && errno==ENOENT) {
    make_directories(name);
    fd=open(tmp,O_RDWR|O_CREAT|O_EXCL|O_APPEND|O_CLOEXEC,0666);
  }
  if (fd<0) cube_die(CUBE_EXIT_SYSTEM,"cannot create %s (as %s): %s",name,tmp,strerror(errno));
  lock_results(fd,tmp);
  if (write(fd,head,(size_t)k)!=k || fsync(fd) || (link(tmp,name) && errno!=EEXIST)) {
    int e=errno;
    unlink(tmp);
    cube_die(CUBE_EXIT_SYSTEM,"cannot create %s: %s",name,strerror(e));
  }
  if (unlink(tmp)) cube_die(CUBE_EXIT_SYSTEM,"cannot remove %s: %s",tmp,strerror(errno));
  struct stat a,b;
  if (stat(name,&a) || fstat(fd,&b) || a.st_ino!=b.st_ino || a.st_dev!=b.st_dev) {
    close(fd); return -1; /* the name was taken meanwhile */
  }
  return fd;
}

@ Opening the results file of a campaign: the file if it is there, or a
new one; locked, read in full, and its cut last line, if any, dropped.
A name that can be neither opened nor made (a link to nowhere) is an
error at the third try.

@.is a directory...@>
@.the cut last line...@>
@<The sub-command \.{cube coset}@>=
static void mark_done(void *arg,const coset_reader *F,const coset_line *L)
{
  uint8_t *done=arg;
  (void)F;
  if (L->index<co_cosets) done[L->index>>3]|=(uint8_t)(1<<(L->index&7));
}
static FILE *open_results(const char *name,uint8_t *done)
{
  int fd=-1;
  for (int tries=0; fd<0; tries++) {
    fd=open(name,O_RDWR|O_APPEND|O_CLOEXEC);
    if (fd>=0) lock_results(fd,name);
    else if (errno==EISDIR)
      cube_die(CUBE_EXIT_BADINPUT,"%s: is a directory, not a results file",name);
    else if (errno!=ENOENT || tries==2)
      cube_die(CUBE_EXIT_SYSTEM,"cannot open %s: %s",name,strerror(errno));
    else fd=make_results(name);
  }
  FILE *f=fdopen(fd,"r+");
  if (!f || fseek(f,0,SEEK_SET))
    cube_die(CUBE_EXIT_SYSTEM,"cannot open %s: %s",name,strerror(errno));
  coset_reader F={name,f,1,co_max,search_depth(),NULL,0,0,0,0,0,mark_done,done};
  read_results(&F);
  if (F.cut) {
    if (ftruncate(fd,(off_t)F.bytes) || fsync(fd))
      cube_die(CUBE_EXIT_SYSTEM,"cannot drop the cut last line of %s: %s",name,strerror(errno));
    fprintf(stderr,"cube coset: %s:%ld: the cut last line dropped\n",name,F.good+1);
  }
  if (fseek(f,0,SEEK_END)) cube_die(CUBE_EXIT_SYSTEM,"cannot open %s: %s",name,strerror(errno));
  return f;
}

@ Merging: every line's number must be new and in the list; at the end
every number must have come. The headers must agree, and the counts of
each depth, the positions left and those beyond the bound are added up.

@<The sub-command \.{cube coset}@>=
typedef struct {
  uint8_t *seen;
  unsigned long long sum[31],left,n,over,unsolved;
} coset_merge;
static void merge_line(void *arg,const coset_reader *F,const coset_line *L)
{
  coset_merge *T=arg;
  uint64_t i=L->index;
  if (i>=co_cosets) bad_line(F,F->good+1,"coset %llu is beyond the list of %llu (--cosets)",
    (unsigned long long)i,(unsigned long long)co_cosets);
  if (T->seen[i>>3]>>(i&7)&1) bad_line(F,F->good+1,"coset %llu appears twice",
    (unsigned long long)i);
  T->seen[i>>3]|=(uint8_t)(1<<(i&7)); T->n++; T->left+=L->left;
  if (L->over<0) T->unsolved+=L->left>0;
  else T->over+=(unsigned long long)L->over;
  for (int d=0; d<=F->max; d++) T->sum[d]+=L->count[d];
}

@ @.coset ... is missing...@>
@.coset ... appears twice@>
@<The sub-command \.{cube coset}@>=
static int check_seen(void *arg,uint64_t i,const kocsymm *k)
{
  coset_merge *T=arg;
  (void)k;
  if (!(T->seen[i>>3]>>(i&7)&1))
    cube_die(CUBE_EXIT_BADINPUT,"coset %llu of the cover is missing (%llu cosets present)",
      (unsigned long long)i,T->n);
  return 0;
}
static int merge(int argc,char **argv)
{
  coset_merge T;
  int max=-1,search=-1;
  memset(&T,0,sizeof T);
  if (argc==0) cube_die(CUBE_EXIT_USAGE,"--merge: give the results files to merge");
  T.seen=calloc(co_cosets/8+1,1);
  if (!T.seen) cube_die(CUBE_EXIT_SYSTEM,"out of memory");
  for (int a=0; a<argc; a++) {
    struct stat st;
    FILE *f=fopen(argv[a],"r");
    if (!f) cube_die(CUBE_EXIT_SYSTEM,"cannot open %s: %s",argv[a],strerror(errno));
    if (fstat(fileno(f),&st)==0 && S_ISDIR(st.st_mode))
      cube_die(CUBE_EXIT_BADINPUT,"%s: is a directory, not a results file",argv[a]);
    coset_reader F={argv[a],f,0,max,search,argv[0],0,0,0,0,0,merge_line,&T};
    read_results(&F);
    max=F.max; search=F.search;
    fclose(f);
  }
  @<Print the sums of the merge@>;
  free(T.seen);
  return 0;
}

@ With \.{--cover}, the cosets that must be there are those of the cover;
lines of other cosets are added up all the same.

@<Print the sums of the merge@>=
if (cover) coset_walk(0,co_cosets,0,1,cover,check_seen,&T);
else
  for (uint64_t i=0; i<co_cosets; i++)
    if (!(T.seen[i>>3]>>(i&7)&1))
      cube_die(CUBE_EXIT_BADINPUT,"coset %llu is missing (%llu of %llu present)",
        (unsigned long long)i,T.n,(unsigned long long)co_cosets);
printf("%llu cosets, each once; %llu positions left\n",T.n,T.left);
printf("solved one by one: %llu positions beyond the bound; %llu cosets with positions \
left that were not\n",T.over,T.unsolved);
for (int d=0; d<=max; d++) if (T.sum[d]) printf("depth %2d %llu\n",d,T.sum[d]);

@ The command: the list, the merge, a campaign, or one coset.

@<The sub-command \.{cube coset}@>=
static int list_one(void *arg,uint64_t index,const kocsymm *k)
{
  cubepos rep;
  char fl[CUBE_NFACELETS+1];
  (void)arg;
  kocsymm_to_cube(k,&rep); cube_to_facelets(&rep,fl);
  if (printf("%llu %s\n",(unsigned long long)index,fl)<0) cube_check_output();
  return 0;
}
static int count_one(void *arg,uint64_t index,const kocsymm *k)
{
  (void)index; (void)k;
  ++*(uint64_t *)arg;
  return 0;
}
static int find_one(void *arg,uint64_t index,const kocsymm *k)
{
  kocsymm *found=arg;
  (void)index;
  *found=*k;
  return 1;
}

@ \.{--list --count} prints how many lines \.{--list} would print: with
\.{--shard K/N}, the numbers below $C$ that are $K-1$ modulo~$N$, of
which there are $\lceil(C-K+1)/N\rceil$; so the count of a shard is the
number of cosets its campaign has to solve.
@^sharding a campaign@>

@<The sub-command \.{cube coset}@>=
static uint64_t shard_count(uint64_t c)
{
  uint64_t n=(uint64_t)cube_opts.shard_n,k=(uint64_t)cube_opts.shard_k;
  if (n<=1) return c;
  return c>=k? (c-k)/n+1: 0;
}
static int cmd_coset(int argc,char **argv)
{
  char err[CUBE_ERRLEN];
  cubepos rep;
  argc=cube_parse_args(&coset_command,argc,argv);
  kocsymm_init();
  if (co_cover) @<Make the cover of the cube@>;
  if (co_merge) return merge(argc,argv);
  if (co_list) {
    if (co_count && cover) {
      uint64_t n=0;
      coset_walk(0,co_cosets,cube_opts.shard_k,cube_opts.shard_n,cover,count_one,&n);
      printf("%llu\n",(unsigned long long)n);
    } else if (co_count) printf("%llu\n",(unsigned long long)shard_count(co_cosets<COSET_CLASSES?
      co_cosets: coset_count_list()));
    else coset_walk(0,co_cosets,cube_opts.shard_k,cube_opts.shard_n,cover,list_one,NULL);
    return 0;
  }
  @<Read the coset to solve, or run the campaign@>;
  return 0;
}

@ The cover is made at the start of every run that asks for it; it is the
same in every run, the greedy rule having no chance in it. Its size goes
to the standard error.

@<Make the cover of the cube@>=
{
  coset_cover_info I;
  cover=malloc(COSET_EDGE_PAIRS/8+1);
  if (!cover || coset_cover(cover,&I))
    cube_die(CUBE_EXIT_SYSTEM,"cannot make the cover: out of memory, or a wrong table");
  fprintf(stderr,"cube coset: a cover by %u of %u classes of edges\n",I.chosen,I.classes);
  fprintf(stderr,"cube coset: no such cover has fewer than %llu cosets\n",
    (unsigned long long)I.bound);
}

@ @<Read the coset to solve, or run the campaign@>=
if (co_results) {
  coset_campaign C;
  memset(&C,0,sizeof C);
  C.done=calloc(co_cosets/8+1,1);
  if (!C.done) cube_die(CUBE_EXIT_SYSTEM,"out of memory");
  C.f=open_results(co_results,C.done);
  if (coset_init(&cube_opts.tables,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  check_memory();
  coset_walk(0,co_cosets,cube_opts.shard_k,cube_opts.shard_n,cover,campaign_one,&C);
  if (fclose(C.f)) cube_die(CUBE_EXIT_SYSTEM,"cannot write %s: %s",co_results,strerror(errno));
  fprintf(stderr,"cube coset: %llu cosets solved into %s\n",(unsigned long long)C.ran,co_results);
  free(C.done);
  return 0;
}
if (co_index!=UINT64_MAX) {
  kocsymm k;
  if (argc>0) cube_die(CUBE_EXIT_USAGE,"give a position or --index, not both");
  if (co_index>=co_cosets) cube_die(CUBE_EXIT_USAGE,"--index %llu: the list has %llu cosets",
    (unsigned long long)co_index,(unsigned long long)co_cosets);
  coset_walk(co_index,1,0,1,NULL,find_one,&k);
  kocsymm_to_cube(&k,&rep);
} else {
  if (argc!=1) cube_die(CUBE_EXIT_USAGE,"give one position, or --index I");
  if (cube_parse(argv[0],&rep,NULL,NULL,err,sizeof err))
    cube_die(CUBE_EXIT_BADINPUT,"%s",err);
}
if (coset_init(&cube_opts.tables,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
check_memory();
run_one(&rep,co_index,stdout,NULL,0);

@ @<The sub-command \.{cube coset}@>=
void coset_register(void) { cube_command_register(&coset_command); }

@*1 Three cosets to twenty moves.
Three cosets, solved to twenty moves with two threads, show what the
solver finds, and each agrees with Rokicki's \.{hcoset} wherever both
print a count. The counts are facts of the cosets, the same on any
machine; the times and the memory of these runs, and those of
\.{hcoset} beside them, are in the measurements chapter
(\chapno{measure}), with the machine and the command of each run.
\.{make bench-coset} (the script \.{tests/bench\_coset.sh}) solves the
random coset and the superflip's below, with \.{hcoset} beside it when
one is built.
@^hcoset@>

The coset of \.{R U F}, to twenty moves. Its counts of
positions first reached at each depth, 2, 18, 117, 862, 6,066, 39,782,
250,053, 1,523,508, 8,792,550, 48,310,295, 251,577,302, 1,167,121,838 and
4,160,401,623 at depths 3 to~15, and the sequences into~$H$ that the search
marks at depths 12 to~15 with the prepass (2,981,732, 21,415,230,
156,573,260 and 1,163,336,748), are exactly those that \.{hcoset}
prints for the same coset; so is the total after the prepass of depth~16,
13,676,303,983. The prepasses of depths 17 to~19 then reach the other
5,832,124,817 positions (5,431,966,274, 400,103,346 and 55,197), and the whole coset is within 19
moves: the counts add up to 19,508,428,800.

@ A random coset, that of the sixth position of the random set of the
tests,
$$\.{L1 B1 U1 D3 B2 R1 D3 R2 F3 R2 D1 R2 F2 D2 R2 D3 F2 U3 F2 L2 B2},$$
at phase-1 distance~10: the search reaches 2,500,472 positions at depths
10 to~14 and 34,114,608 at depth~15, through 36,759,864 sequences into~$H$
of 15 moves (against 1,163,336,748 for the coset of \.{R U F}, at
phase-1 distance~3, whose search is much harder), and the prepasses of
depths 16 to~20 the rest, 256,025,946, 1,549,535,853, 7,170,647,568,
9,890,623,252 and 604,980,386. The bitmap then holds all but 715
positions, which the two-phase solver proves within twenty moves one by
one, so that all 19,508,428,800 positions of the coset are within twenty
moves. The counts to depth~16, and the sequences into~$H$ at depth~15,
are \.{hcoset}'s too.

The superflip's coset, at phase-1 distance~10, is harder than the random
one: to depth 15 it reaches 2,560, 70,272, 1,120,128, 13,538,360,
133,692,540 and 1,025,239,348 new positions at depths 10 to~15, and the
prepasses of depths 16 to~20 3,799,861,430, 7,396,652,121,
6,306,443,877, 830,728,842 and 1,079,290; the counts to depth~16 are
again \.{hcoset}'s. It leaves 32 positions, and since the coset is
symmetric under the 16 symmetries that keep~$H$ and under inversion, they
fall into five classes, of 8, 4, 4, 8 and 8 positions; the two-phase
solver, given a target of twenty moves, proves one position of each
(for one of them with 19 moves), so that the superflip's coset too
is within twenty moves. A class the two-phase solver does not prove in
its minute goes to the optimal solver, with the family the command would
choose (the best one built: ``Choosing a table family'' in the search
chapter), or the one named with \.{--family}.
@^superflip@>

The set cover of Rokicki, Kociemba, Davidson and Dethridge
\cite{Rokicki 2013}, which uses the 48 symmetries and the three axes of
the cube to leave out the cosets whose positions all lie in other cosets
once turned, is not computed here: the list is the plain one. What the
whole proof would take, at the time of one coset, is estimated in the
measurements chapter.
@^set cover@>

@*1 Testing the coset solver.
The test solves the coset of \.{R U F} (a coset at phase-1 distance~3)
to a small depth, where the bitmap is sparse and the run takes a second,
twice: searching every depth in full, and with the prepass from depth~4 on.
Every count must agree: the prepass and the cut of the search are checked
against the plain search. Then positions are drawn from the bitmap: every
position whose bit is set must have a solution of at most the depth (the
optimal solver of the solve chapter, with its small table, says so).
Last, an independent count: every canonical sequence of at most six
moves is made on the representative with the first chapter's moves, and
those that end in $H$ (all three coordinates of the second chapter zero)
give the elements of $H$ within each depth; their numbers must be the
solver's, and their bits set. This checks both ways, that a bit is set
only with a sequence, and that no position is left that has one. The position of
a bit is made by the layout's inverse routine, and its bit is read back
through the forward one.

@(tests/test_coset.c@>=
#include <stdlib.h>
#include <string.h>
#include "coset.h"
#include "check.h"
#include "solvetest.h"
static coset_run R1,R2;
static int pick_bits(const coset_run *R,uint64_t step,cubepos *out,int max,int *roundtrip);
static uint64_t *hits; static int nhits,hitcap;
static void brute(const cubepos *p,int left,int prev,int len);
static int cmp64(const void *a,const void *b);
typedef struct { cubepos p; int len; } coset_reached;
static int by_cube(const void *a,const void *b);
static int by_position(const void *a,const void *b);
static int count_walked(void *arg,uint64_t index,const kocsymm *k);
#if defined(__SANITIZE_THREAD__)
static const int check_cover=0; /* one thread makes the cover: nothing for the thread checker */
#else
static const int check_cover=1;
#endif
#if defined(__SANITIZE_ADDRESS__)
static const int cover_draws=10000,cover_walk=0; /* the checker of memory: the making matters */
#else
static const int cover_draws=50000,cover_walk=1;
#endif
int main(void)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  cubepos rep;
  cube_init(); kocsymm_init(); coord_init();
  if (!CHECK(coset_init(&po,err,sizeof err)==0)) { printf("%s\n",err); return check_done("test_coset"); }
  cube_parse("R U F",&rep,NULL,NULL,err,sizeof err);
  @<Solve the test coset with and without the prepass@>;
  @<Check positions drawn from the bitmap@>;
  @<Count the test coset by brute force to depth six@>;
  @<Check the prepass of dense pages against the plain one@>;
  @<Count the classes of the positions within four quarter turns@>;
  if (check_cover) @<Check the cover of the cube with random positions@>@;
  else printf("test_coset: the cover is not checked under the thread checker\n");
  coset_release(&R1); coset_release(&R2);
  return check_done("test_coset");
}

@ The loop for dense pages must make exactly the page the plain loop
makes. Eleven random source pages of each of four densities (a bit set
with probability one half, seven eighths, $63/64$ and one, where every
group is full), the page made both ways, compared byte for byte.

@<Check the prepass of dense pages against the plain one@>=
{
  static uint8_t pages[11][COSET_SLOT],made[2][COSET_SLOT];
  const uint8_t *src[11];
  cube_rng r;
  int same=1;
  cube_rng_seed(&r,55);
  for (int dens=0; dens<4; dens++) {
    for (int j=0; j<11; j++) {
      for (int i=0; i<COSET_SLOT; i++) {
        uint8_t b=0;
        for (int t=0; t<8; t++) {
          uint64_t x=cube_rng_below(&r,64);
          b|=(uint8_t)((dens==3 || (dens==0? x<32: dens==1? x<56: x<63))<<t);
        }
        pages[j][i]=b;
      }
      src[j]=pages[j];
    }
    coset_prepass_page(made[0],src,0);
    coset_prepass_page(made[1],src,1);
    same&=memcmp(made[0],made[1],COSET_PAGEBYTES)==0;
  }
  CHECK(same);
}

@ The classes under symmetry, with and without inversion, of the
positions first reached by $n$ quarter turns, $n=0$ to~4: 1, 1, 5, 25, 219
under the 48 symmetries \cite{OEIS} (A005452), and 1, 1, 5, 17, 130 with
the inverses too (A096310). Every sequence of up to four quarter turns is
made; a position's distance is its shortest sequence's length.

@<Count the classes of the positions within four quarter turns@>=
{
  enum { NQ = 1+12+144+1728+20736 };
  static cubepos pos[NQ],key[NQ];
  static int len[NQ];
  static const int q[12]={0,2,3,5,6,8,9,11,12,14,15,17}; /* U U' R R' ... */
  int n=0,want[2][5]={{1,1,5,25,219},{1,1,5,17,130}},ok=1;
  for (int l=0,t=1; l<=4; l++,t*=12)
    for (int s=0; s<t; s++) {
      cubepos x=cube_solved;
      for (int i=0,v=s; i<l; i++,v/=12) cube_move(&x,q[v%12]);
      pos[n]=x; len[n++]=l;
    }
  @<Keep the shortest of each position, and count each distance's classes@>;
  CHECK(ok);
}

@ Sorting by position, then length, puts each position's shortest
sequence first; those are kept, and for each distance and each kind of
class the keys are sorted and counted once each.

@<Keep the shortest of each position, and count each distance's classes@>=
{
  static coset_reached e[NQ];
  int m=0;
  for (int i=0; i<n; i++) { e[i].p=pos[i]; e[i].len=len[i]; }
  qsort(e,(size_t)n,sizeof e[0],by_position);
  for (int i=0; i<n; i++)
    if (i==0 || memcmp(&e[i].p,&e[i-1].p,sizeof e[i].p)) e[m++]=e[i];
  for (int inv=0; inv<2; inv++)
    for (int d=0; d<=4; d++) {
      int k=0,classes=0;
      for (int i=0; i<m; i++) if (e[i].len==d) coset_class_key(&e[i].p,inv,&key[k++]);
      qsort(key,(size_t)k,sizeof key[0],by_cube);
      for (int i=0; i<k; i++) classes+=i==0 || memcmp(&key[i],&key[i-1],sizeof key[i])!=0;
      if (classes!=want[inv][d]) {
        printf("test_coset: %d classes at %d quarter turns (inverse %d), not %d\n",
          classes,d,inv,want[inv][d]);
        ok=0;
      }
    }
}

@ The cover is checked by another road than the one that made it (not
under the thread checker, since one thread makes it and the check is
slow there; under the checker of memory, with fewer positions and
without the walk, which the plain build makes):
random positions, whole, with all 48 symmetries of the first chapter
rather than the two that bring one axis to another, and the second
chapter's coordinates; each must have a conjugate whose coset is in the
cover. The cover's cost is counted again by walking the list with it; it
must lie between the bound and half the list. The number of classes of
(flip,~slice) pairs, 64,430, is the number of entries of the table of
the published cover \cite{Rokicki cube20src}, and their costs must add up to
the 138,639,780 cosets of the list, which the cover's making checks.

@<Check the cover of the cube with random positions@>=
{
  static uint8_t cover[COSET_EDGE_PAIRS/8+1];
  coset_cover_info I;
  cube_rng rng;
  uint64_t walked=0;
  int missed=0,made=coset_cover(cover,&I)==0;
  CHECK(made);
  CHECK_EQ(I.classes,64430);
  cube_rng_seed(&rng,55);
  for (int t=0; t<cover_draws && made; t++) {
    cubepos p,q;
    kocsymm k;
    int in=0;
    cube_random(&rng,&p);
    for (int g=0; g<CUBE_NSYMS && !in; g++) {
      cube_conj(&p,g,&q); kocsymm_from_cube(&q,&k); in=coset_covered(cover,&k);
    }
    missed+=!in;
  }
  CHECK_EQ(missed,0);
  if (cover_walk) {
    coset_walk(0,COSET_CLASSES,0,1,cover,count_walked,&walked);
    CHECK_EQ(walked,I.cosets);
  }
  CHECK(I.bound<=I.cosets && 2*I.cosets<COSET_CLASSES);
}

@ @(tests/test_coset.c@>=
static int count_walked(void *arg,uint64_t index,const kocsymm *k)
{
  (void)index; (void)k;
  ++*(uint64_t *)arg;
  return 0;
}
static int by_cube(const void *a,const void *b)
{
  return memcmp(a,b,sizeof(cubepos));
}
static int by_position(const void *a,const void *b)
{
  const coset_reached *x=a,*y=b;
  int c=memcmp(&x->p,&y->p,sizeof x->p);
  return c? c: x->len-y->len;
}

@ @<Solve the test coset with and without the prepass@>=
{
  CHECK(coset_setup(&R1,&rep,err,sizeof err)==0 && coset_setup(&R2,&rep,err,sizeof err)==0);
  CHECK(R1.d0==3);
  R1.max=R2.max=7; R1.search=R2.search=7; R1.threads=1; R2.threads=2;
  R1.no_prepass=1; R2.prepass_from=4;
  coset_solve(&R1,NULL); coset_solve(&R2,NULL);
  for (int d=0; d<=7; d++) CHECK(R1.level[d]==R2.level[d]);
  CHECK(R1.total==R2.total && R1.total>0 && R1.level[3]>0);
}

@ The draw: every set bit is visited in order, and one in |step| kept.
The position of the bit is made by the layout's inverse routine; the
element of $H$ is recovered from it, $h=(xr^{-1})^{-1}$, and its bit read
back through the forward routine, which must find it set.

@(tests/test_coset.c@>=
static int pick_bits(const coset_run *R,uint64_t step,cubepos *out,int max,int *roundtrip)
{
  int n=0;
  uint64_t seen=0;
  *roundtrip=1;
  for (uint32_t c=0; c<COSET_PAGES && n<max; c++) {
    const uint8_t *p=R->B->page[c];
    if (!p) continue;
    for (uint32_t k=0; k<COSET_GROUPS && n<max; k++) {
      uint32_t w=(uint32_t)p[3*k]|(uint32_t)p[3*k+1]<<8|(uint32_t)p[3*k+2]<<16;
      for (; w && n<max; w&=w-1)
        if (seen++%step==0) {
          cubepos h,ri,hi;
          permcube pc;
          coset_position(R,c,k,__builtin_ctz(w),&out[n]);
          cube_inv(&R->rep,&ri); cube_mul(&out[n],&ri,&hi); cube_inv(&hi,&h);
          permcube_from_cube(&h,&pc);
          if (!coset_bitmap_get(R->B,&pc)) *roundtrip=0;
          n++;
        }
    }
  }
  return n;
}

@ @<Check positions drawn from the bitmap@>=
{
  optimal_options oo={0,1,0,NULL,NULL,NULL,NULL,NULL};
  optimal_result r;
  static cubepos x[2000];
  int ok=optimal_init("small",&po,err,sizeof err)==0,bad=0,rt;
  int n=pick_bits(&R1,R1.total>=4000? R1.total/2000: 1,x,2000,&rt);
  CHECK(ok); CHECK(rt); CHECK(n>=1990);
  printf("test_coset: %d positions drawn, total %llu\n",n,(unsigned long long)R1.total);
  for (int i=0; ok && i<n; i++) {
    optimal_solve(&x[i],&oo,&r);
    if (!r.found || r.length>7) bad++;
  }
  CHECK(bad==0);
}

@ The brute force keeps, for each sequence that ends in $H$, the page and
bit of its element, with its length in the low bits, then sorts them and
keeps the first (shortest) of each element.

@(tests/test_coset.c@>=
static void brute(const cubepos *p,int left,int prev,int len)
{
  kocsymm k;
  kocsymm_from_cube(p,&k);
  if (k.csymm==0 && k.eosymm==0 && k.epsymm==0) {
    permcube pc;
    permcube_from_cube(p,&pc);
    if (nhits==hitcap) { hitcap=hitcap? 2*hitcap: 1024; hits=realloc(hits,sizeof *hits*hitcap); }
    hits[nhits++]=((uint64_t)permcube_corners(&pc)<<24|(uint64_t)permcube_udedges(&pc)<<5|pc.emp)<<4|(uint64_t)len;
  }
  if (left==0) return;
  for (uint32_t mv=cube_next_moves[prev]; mv; mv&=mv-1) {
    cubepos q=*p;
    cube_move(&q,__builtin_ctz(mv));
    brute(&q,left-1,__builtin_ctz(mv),len+1);
  }
}
static int cmp64(const void *a,const void *b)
{
  uint64_t x=*(const uint64_t *)a,y=*(const uint64_t *)b;
  return x<y? -1: x>y;
}

@ @<Count the test coset by brute force to depth six@>=
{
  uint64_t by[7]={0},cum=0;
  int unset=0;
  brute(&rep,6,CUBE_NOMOVE,0);
  qsort(hits,(size_t)nhits,sizeof *hits,cmp64);
  for (int i=0; i<nhits; i++)
    if (i==0 || hits[i]>>4!=hits[i-1]>>4) {
      permcube pc;
      uint64_t h=hits[i]>>4;
      memset(&pc,0,sizeof pc);
      permcube_set_corners(&pc,(int)(h>>24)); permcube_set_udedges(&pc,(int)(h>>5&0xffff));
      permcube_set_slice(&pc,(int)(h&31));
      by[hits[i]&15]++;
      if (!coset_bitmap_get(R1.B,&pc)) unset++;
    }
  for (int d=0; d<=6; d++) { CHECK(by[d]==R1.level[d]); cum+=by[d]; }
  CHECK(unset==0 && cum>0);
  free(hits);
}

@ The sub-command is tested from the shell, by \.{tests/cli\_coset.sh},
with small bounds (\.{--max 4} over the first six cosets of the list, a
fraction of a second each), since what is tested there is the command and
its files, not the solver. A campaign is killed at random moments and
resumed, and must end with the lines of a run that was never killed. Each
kind of bad results file is given to a resume: a NUL byte, a line of 1,100
bytes, a field that is no number, a source file, an empty file, a long or
foreign cut last line, a file of another bound or search depth; each must
be refused with status~1, naming the file and the line, and the file must
be, byte for byte, what it was. A second run on a file in use must be
refused. \.{--merge} must refuse a cut line, counts that do not add up (a
digit put in front of \.{left}), numbers beyond $2^{64}-1$, a file without
its header, a directory and files of two bounds, and print nothing.
\.{--list --count} must count a shard's cosets, and the memory check must
refuse a coset when \.{CUBE\_MEMORY} is 1\thinspace GB, and every command
a value of \.{CUBE\_MEMORY} that is not an amount.

@ The chapter's benchmark (\.{make bench} runs it, and
\.{tests/bench\_coset\_run.sh} puts its figure in the run files of the
measurements chapter) measures what bounds the prepass: how fast the
machine moves memory. Two buffers of 1.2\thinspace GB, half the bitmap
each, are copied one into the other by $T$ threads (two, or the first
argument), each its share, three times; the best rate counts the bytes
read and the bytes written, as the prepass's figure does.
@^memory bandwidth@>

@(tests/bench_coset.c@>=
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "coset.h"
typedef struct { uint8_t *from,*to; size_t len; } copy_share;
static void *copy_work(void *arg)
{
  copy_share *c=arg;
  memcpy(c->to,c->from,c->len);
  return NULL;
}
int main(int argc,char **argv)
{
  enum { LEN = 1200000000 };
  int t=argc>1? atoi(argv[1]): 2;
  double best=0;
  copy_share S[64];
  uint8_t *a=malloc(LEN),*b=malloc(LEN);
  if (!a || !b || t<1 || t>64) { fprintf(stderr,"bench_coset: no memory, or a bad count\n"); return 1; }
  memset(a,1,LEN); memset(b,2,LEN);
  for (int r=0; r<3; r++) {
    double t0=ida_now();
    for (int i=0; i<t; i++) {
      S[i].from=a+(size_t)LEN/t*i; S[i].to=b+(size_t)LEN/t*i;
      S[i].len=i<t-1? (size_t)LEN/t: LEN-(size_t)LEN/t*i;
    }
    cube_parallel(t,copy_work,S,sizeof S[0]);
    double rate=2.0*LEN/1e9/(ida_now()-t0);
    if (rate>best) best=rate;
  }
  printf("coset: memory copied at %.2f GB/s by %d threads (bytes read and written)\n",best,t);
  free(a); free(b);
  return 0;
}
