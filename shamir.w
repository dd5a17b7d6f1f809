@* Shamir's method over Bryan's representation.
This chapter makes all the products of two sets of positions without
storing them. Given two sets $A$ and $B$ of positions, it makes every
product $a\cdot b$ with $a\in A$, $b\in B$, part by part: a part is the
products that begin with given bytes, made whole from one range of the
sorted $B$ for each $a$, with memory for the sets and one part, not for
the $\vert A\vert\cdot\vert B\vert$ products. The method is that of Fiat,
Moses, Shamir, Shimshoni and Tardos \cite{Fiat 1989}, which lists the
products in sorted order, and which Jerry Bryan planned to run on the
compact representation of the first chapter \cite{Bryan 1996}; his
message on the Cube-Lovers list described the representation and a trick
that makes it multiply. This chapter keeps the property the method rests
on, and drops the order, whose heap was the cost of every product.
@^Shamir, Adi@>
@^Bryan, Jerry@>
@^Shamir's method@>

Two uses follow, each a sub-command. The first counts the positions at
each distance from the solved cube without a table of positions: all
positions within 9 face turns are the products of the 46,741 positions
within 4 moves and the 621,649 within 5, and the products of one part
that are the same position are found in a hash table, so that each is
counted once, at the least total length of the pairs that make it. The
second solves a position $x$ of at most 16 moves by four such lists:
$x=a_1a_2a_3a_4$ exactly when $a_1a_2=x\,a_4^{-1}a_3^{-1}$, and the two
sides are made part by part, so that a position common to both is found
in a part, or there is none. For example
$$\vbox{\halign{\tt#\hfil\cr
\$ cube shamir --distribution 6\cr
0 1\cr
1 18\cr
2 243\cr
3 3240\cr
4 43239\cr
5 574908\cr
6 7618438\cr
\$ cube shamir --solve "R U F D L B R2 U2"\cr
U2 R2 B' L' D' F' U' R'\cr}}$$
(the second answer undoes the eight turns, and no shorter sequence does:
the parts showed that the position followed by \.{U2 R2 B' L'}, a product
from two of the lists, is the position \.{R U F D}, a product from the
other two, and held no such match for fewer moves).

Here is the skeleton. The chapter tangles to \.{shamir.h} and
\.{shamir.c} and writes its test and its benchmark.
@q README: Shamir's method on Bryan's twenty-byte representation (products through the centre of the group, M-conjugates): products of two sets made by parts (a prefix of the product, one range of a sorted set for each factor) and counted or matched in cache-sized hash tables; `cube shamir --distribution N` (positions at each distance, no table; progress and `--checkpoint` for long counts) and `cube shamir --solve` (four lists, shortest solutions, no pruning table) @>
@i types.w
@s bryan_perm int
@s shamir_set int
@s shamir_lists int
@s shamir_stats int
@s shamir_result int
@s shamir_rec int
@s distribution_job int
@s shamir_map int
@s shamir_entry int
@s shamir_range int
@s shamir_progress int
@s shamir_count_options int
@s part_space int
@s part_maker int
@s count_report int
@s solve_job int

@(shamir.h@>=
#ifndef SHAMIR_H
#define SHAMIR_H
#include "kit.h"
@<Constants of shamir@>@;
@<Types of shamir@>@;
@<Declarations of shamir@>@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <time.h>
#include <pthread.h>
#include "shamir.h"
@h
@<Private data of shamir@>@;
@<Functions of shamir@>@;
@<The sub-command \.{cube shamir}@>@;

@*1 Bryan's representation.
Bryan's standard model of the cube is a pair of permutations, one of the
24 corner facelets and one of the 24 edge facelets; his files kept only
a {\it supplement}, one facelet of each cubie, eight bytes for the
corners and twelve for the edges, and his message shows how to compute
with the supplement alone. The first chapter's twenty bytes are this
supplement. Number the corner facelets $t=j+8o$ ($0\le t<24$): facelet
$o$, counted clockwise from the reference sticker, of corner cubie~$j$;
and the edge facelets $t=j+12o$. The facelets $0\le t<8$ (the reference
stickers of the corners) and $0\le t<12$ (of the edges) form the
supplement. A position $p$ is the permutation $\hat p$ of facelets with
$$\hat p(j+8o)=\hbox{the corner byte of slot $j$, twisted by $o$},$$
read as a facelet number; on the supplement, $\hat p(i)$ is the byte
|p->c[i]| itself (an edge byte $j+16o$ is the facelet $j+12o$).
@^supplement@>

@ Bryan's trick rests on the six elements of the centre of the group of
all arrangements of the cubies (his ``constructible group''): twisting
every corner clockwise, or every corner counterclockwise, or neither,
with or without flipping every edge. Each commutes with every permutation
of the facelets that keeps the facelets of a cubie together and their
clockwise order. Only two of them are positions of the cube, the identity
and the superflip, which form the centre of the cube group itself.
He calls them $k$: for the corners $k_0$ is the identity, $k_1$ turns
facelet $j+8o$ into $j+8(o+1)$, and $k_2$ into $j+8(o+2)$; for the edges
$k_0$ is the identity and $k_1$ is the superflip. A second table $j$
names, for each facelet, the $k$ that carries the supplement onto it:
$j[t]=\lfloor t/8\rfloor$ for corners and $\lfloor t/12\rfloor$ for
edges. So $\hat p$ is known everywhere from its supplement:
$$\hat p(t)=k_{j[t]}\bigl(\hat p(k_{j[t]}^{-1}(t))\bigr),$$
since $\hat p$ commutes with $k_{j[t]}$ and $k_{j[t]}^{-1}(t)$ lies in
the supplement. This is the whole of the first chapter's product rule in
other words: |cube_mul| twists the byte it looks up by the orientation
of the byte that points at it.
@^center of the group@>
@^superflip@>

@<Private data of shamir@>=
static uint8_t bryan_kc[3][24],bryan_kc_inv[3][24],bryan_jc[24];
static uint8_t bryan_ke[2][24],bryan_je[24];

@ @<Fill Bryan's tables $k$ and $j$@>=
for (int t=0; t<24; t++) {
  int j=t%8,o=t/8;
  bryan_jc[t]=(uint8_t)o;
  for (int r=0; r<3; r++) {
    bryan_kc[r][t]=(uint8_t)(j+8*((o+r)%3));
    bryan_kc_inv[r][t]=(uint8_t)(j+8*((o+3-r)%3));
  }
  bryan_je[t]=(uint8_t)(t/12);
  bryan_ke[0][t]=(uint8_t)t; bryan_ke[1][t]=(uint8_t)((t+12)%24);
}

@ A whole permutation of facelets, in Bryan's standard model, is the type
|bryan_perm|: 24 corner facelets and 24 edge facelets. The conversions
between the first chapter's edge bytes and edge facelets are two small
inline routines.

@<Types of shamir@>=
typedef struct {
  uint8_t c[24],e[24];
} bryan_perm;

@ @<Private data of shamir@>=
static inline int edge_facelet(int byte) { return (byte&15)+12*(byte>>4); }
static inline int edge_byte(int t) { return t<12? t: (t-12)|16; }

@ Expanding a supplement into the whole permutation is the formula above,
facelet by facelet.

@<Functions of shamir@>=
void bryan_expand(const cubepos *p,bryan_perm *P)
{
  for (int t=0; t<24; t++) {
    int r=bryan_jc[t];
    P->c[t]=bryan_kc[r][p->c[bryan_kc_inv[r][t]]];
    r=bryan_je[t];
    P->e[t]=bryan_ke[r][edge_facelet(p->e[bryan_ke[r][t]])];
  }
}

@ Bryan writes permutations on the right: $(i)Xq$ is what $q$ does to
what $X$ does to~$i$. Of the two products of a supplement $X$ and a whole
permutation~$q$, one is easy: $(i)Xq$ needs $X$ only at $i$, which is in
the supplement, and $q$ everywhere, which is given. In the functional
notation of the first chapter this is $\hat q(\hat x(i))$, and since
$\widehat{a\cdot b}=\hat a\circ\hat b$ (|cube_mul| looks up $a$ at the
byte of~$b$), it is the product $q\cdot x$.
@^pre-multiplication@>

@<Functions of shamir@>=
void bryan_postmul(const cubepos *x,const bryan_perm *q,cubepos *r)
{
  for (int i=0; i<8; i++) r->c[i]=q->c[x->c[i]];
  for (int i=0; i<12; i++) r->e[i]=(uint8_t)edge_byte(q->e[edge_facelet(x->e[i])]);
}

@ The other, $(i)qX$, looks $X$ up at $t=(i)q$, which may lie outside the
supplement: ``the programming symptom will be an out-of-bounds
subscript''. Bryan's remedy, $(i)\,k_{j[t]}^{-1}Xk_{j[t]}$ with $k$
applied facelet by facelet, maps $t$ into the supplement, applies $X$
there, and maps the result back; it is $X$ itself, since each $k$
commutes with~$X$. In the first chapter's order this is $x\cdot q$:
|cube_move| is this pre-multiplication with $q$ a face turn.

@<Functions of shamir@>=
void bryan_premul(const bryan_perm *q,const cubepos *x,cubepos *r)
{
  for (int i=0; i<8; i++) {
    int t=q->c[i],k=bryan_jc[t];
    r->c[i]=bryan_kc[k][x->c[bryan_kc_inv[k][t]]];
  }
  for (int i=0; i<12; i++) {
    int t=q->e[i],k=bryan_je[t];
    r->e[i]=(uint8_t)edge_byte(bryan_ke[k][edge_facelet(x->e[bryan_ke[k][t]])]);
  }
}

@ An $M$-conjugate $m^{-1}Xm$, for $m$ one of the 48 symmetries, is
computed by Bryan's formula
$$(i)\,m^{-1}k_{j[t]}^{-1}\,X\,k_{j[t]}\,m,\qquad t=(i)m^{-1},$$
for each $i$ of the supplement. A symmetry is here the permutation of
facelets that the rigid motion makes; for a reflection it reverses the
clockwise order of a corner's facelets, and the result still commutes
with every $k$, since conjugating a central element gives a central
element. The routine takes $m$ and its inverse. With $m=\hat g$, the
permutation of facelets of symmetry~$g$ found below, it gives the first
chapter's conjugate $p^g$, which the tests check for all 48.
@^conjugation@>
@^M-conjugate@>

@<Functions of shamir@>=
void bryan_conj(const cubepos *x,const bryan_perm *m,const bryan_perm *minv,cubepos *r)
{
  for (int i=0; i<8; i++) {
    int t=minv->c[i],k=bryan_jc[t];
    r->c[i]=m->c[bryan_kc[k][x->c[bryan_kc_inv[k][t]]]];
  }
  for (int i=0; i<12; i++) {
    int t=minv->e[i],k=bryan_je[t];
    r->e[i]=(uint8_t)edge_byte(m->e[bryan_ke[k][edge_facelet(x->e[bryan_ke[k][t]])]]);
  }
}

@ @<Declarations of shamir@>=
void shamir_init(void);
void bryan_expand(const cubepos *p,bryan_perm *P);
void bryan_postmul(const cubepos *x,const bryan_perm *q,cubepos *r);
void bryan_premul(const bryan_perm *q,const cubepos *x,cubepos *r);
void bryan_conj(const cubepos *x,const bryan_perm *m,const bryan_perm *minv,cubepos *r);
extern bryan_perm bryan_sym[CUBE_NSYMS],bryan_sym_inv[CUBE_NSYMS];

@ The first chapter computes symmetries from the geometry of stickers and
keeps them as tables of slots; here each is wanted as a permutation of
facelets $\hat g$, with $\widehat{p^g}=\hat g\circ\hat p\circ\hat g^{-1}$.
It is found from that equation with the 18 face turns for~$p$: once
$\hat g$ is chosen at facelet~0, the equation
$\hat g(\hat m(t))=\widehat{m^g}(\hat g(t))$ fixes it at every facelet
that the turns reach from~0, which is all of them. Of the 24 (or 24 edge)
choices at facelet~0, those that give no contradiction differ by a
central element (three for corners, two for edges), any of which gives
the same conjugates; the routine keeps the first.

@<Functions of shamir@>=
static int sym_facelets(const bryan_perm *mv,const bryan_perm *mg,int edges,uint8_t out[24])
{
  for (int c=0; c<24; c++) {
    int known[24],n=1,changed=1;
    for (int t=0; t<24; t++) known[t]=-1;
    known[0]=c;
    while (changed) {
      changed=0;
      for (int t=0; t<24; t++) if (known[t]>=0)
        for (int m=0; m<CUBE_NMOVES; m++) {
          int s=edges? mv[m].e[t]: mv[m].c[t];
          int v=edges? mg[m].e[known[t]]: mg[m].c[known[t]];
          if (known[s]<0) { known[s]=v; n++; changed=1; }
          else if (known[s]!=v) { n=-1; break; }
        }
      if (n<0) break;
    }
    if (n==24) {
      for (int t=0; t<24; t++) out[t]=(uint8_t)known[t];
      return 0;
    }
  }
  return -1;
}

@ The turns and their conjugates are expanded once per symmetry; the
inverse permutations follow.

@<Functions of shamir@>=
bryan_perm bryan_sym[CUBE_NSYMS],bryan_sym_inv[CUBE_NSYMS];
static int sym_broken; /* a symmetry was found to be no permutation of facelets */
static void shamir_init_once(void)
{
  bryan_perm mv[CUBE_NMOVES],mg[CUBE_NMOVES];
  @<Fill Bryan's tables $k$ and $j$@>;
  for (int m=0; m<CUBE_NMOVES; m++) bryan_expand(&cube_move_cubes[m],&mv[m]);
  for (int g=0; g<CUBE_NSYMS; g++) {
    for (int m=0; m<CUBE_NMOVES; m++) {
      cubepos q;
      cube_conj(&cube_move_cubes[m],g,&q);
      bryan_expand(&q,&mg[m]);
    }
    if (sym_facelets(mv,mg,0,bryan_sym[g].c) || sym_facelets(mv,mg,1,bryan_sym[g].e))
      sym_broken=1;
    for (int t=0; t<24; t++) {
      bryan_sym_inv[g].c[bryan_sym[g].c[t]]=(uint8_t)t;
      bryan_sym_inv[g].e[bryan_sym[g].e[t]]=(uint8_t)t;
    }
  }
}
static pthread_once_t shamir_once=PTHREAD_ONCE_INIT;
void shamir_init(void) { cube_init(); pthread_once(&shamir_once,shamir_init_once); }

@*1 Sorted sets of positions.
A set of positions is kept as a sorted array, with the distance of each:
sorted by the twenty bytes in order, first the eight corner bytes and then
the twelve edge bytes (the order of |memcmp|, since a position is those
bytes). Sorted, the positions that begin with given bytes are one range
of the array, which is what the method needs of a set (and what Bryan's
planned tree of twenty levels would give); a position is looked up by a
binary search.

@<Types of shamir@>=
typedef struct {
  size_t n; /* positions */
  cubepos *pos; /* sorted by their twenty bytes */
  uint8_t *dist; /* the distance of each */
} shamir_set;

@ A set is made from positions in any order with their distances: they
are sorted, and a position given twice keeps its least distance. The sort
is the C library's, on records of the position and its distance.

@<Functions of shamir@>=
typedef struct { cubepos p; uint8_t d; } shamir_rec;
static int rec_cmp(const void *x,const void *y)
{
  int c=memcmp(&((const shamir_rec *)x)->p,&((const shamir_rec *)y)->p,sizeof(cubepos));
  return c? c: (int)((const shamir_rec *)x)->d-(int)((const shamir_rec *)y)->d;
}
static int set_from_records(shamir_set *S,shamir_rec *r,size_t n)
{
  size_t k=0;
  qsort(r,n,sizeof *r,rec_cmp);
  memset(S,0,sizeof *S);
  S->pos=malloc((n? n: 1)*sizeof *S->pos); S->dist=malloc(n? n: 1);
  if (!S->pos || !S->dist) { shamir_set_free(S); return -1; }
  for (size_t i=0; i<n; i++)
    if (k==0 || memcmp(&S->pos[k-1],&r[i].p,sizeof(cubepos))) {
      S->pos[k]=r[i].p; S->dist[k]=r[i].d; k++;
    }
  S->n=k;
  return 0;
}
void shamir_set_free(shamir_set *S)
{
  free(S->pos); free(S->dist);
  memset(S,0,sizeof *S);
}

@ Looking a position up is a binary search of the array.

@<Functions of shamir@>=
long shamir_set_find(const shamir_set *S,const cubepos *p)
{
  size_t lo=0,hi=S->n;
  while (lo<hi) {
    size_t mid=lo+(hi-lo)/2;
    int c=memcmp(&S->pos[mid],p,sizeof *p);
    if (c==0) return (long)mid;
    if (c<0) lo=mid+1; else hi=mid;
  }
  return -1;
}

@ @<Declarations of shamir@>=
void shamir_set_free(shamir_set *S);
long shamir_set_find(const shamir_set *S,const cubepos *p);

@ The sets the method multiplies are the {\it layers} $D_0,\ldots,D_k$,
the positions at exactly distance~$d$ from the solved cube, in the
half-turn or the quarter-turn metric, and the {\it ball} $B_k=D_0\cup
\cdots\cup D_k$. Each layer comes from the one before by a breadth-first
step: every move applied to every position of $D_{d-1}$, less what lies in
$D_{d-1}$ or $D_{d-2}$ (a face turn after a position of $D_{d-1}$ may
reach $D_{d-1}$ again, as \.{R} then \.{R2} reaches \.{R'}).
@^breadth-first search@>

@<Constants of shamir@>=
enum { SHAMIR_MAXK=5, SHAMIR_MAXD=4*SHAMIR_MAXK };

@ @<Types of shamir@>=
typedef struct {
  int k,qtm;
  shamir_set layer[SHAMIR_MAXK+1]; /* $D_0,\ldots,D_k$ */
  shamir_set ball; /* $B_k$, with the distances */
} shamir_lists;

@ Making the lists returns 0, or $-1$ with a message in |err| when memory
runs out (what was made is freed) or the symmetries are wrong; it never
ends the program, which is the command's business.
@^error messages@>

@<Functions of shamir@>=
int shamir_lists_make(shamir_lists *L,int k,int qtm,char *err,size_t errlen)
{
  uint32_t moves=qtm? MASK_QUARTER: MASK_ALL;
  shamir_rec one={cube_solved,0};
  size_t total=1;
  shamir_init();
  memset(L,0,sizeof *L);
  L->k=k; L->qtm=qtm;
  if (sym_broken) return cube_error(err,errlen,"a symmetry is no permutation of facelets");
  if (set_from_records(&L->layer[0],&one,1)) goto oom;
  for (int d=1; d<=k; d++) {
    const shamir_set *P=&L->layer[d-1];
    shamir_rec *r=malloc((P->n? P->n: 1)*CUBE_NMOVES*sizeof *r);
    size_t n=0;
    if (!r) goto oom;
    for (size_t i=0; i<P->n; i++)
      for (int m=0; m<CUBE_NMOVES; m++) if (moves>>m&1) {
        r[n].p=P->pos[i]; cube_move(&r[n].p,m); r[n].d=(uint8_t)d;
        if (shamir_set_find(P,&r[n].p)<0 && (d<2 || shamir_set_find(&L->layer[d-2],&r[n].p)<0))
          n++;
      }
    int bad=set_from_records(&L->layer[d],r,n);
    free(r);
    if (bad) goto oom;
    total+=L->layer[d].n;
  }
  @<Make the ball of the lists from their layers@>;
  return 0;
oom:
  shamir_lists_free(L);
  return cube_error(err,errlen,"out of memory for the lists of %d moves",k);
}
@.out of memory for the lists...@>
@.a symmetry is no permutation...@>

@ @<Make the ball of the lists from their layers@>=
{
  shamir_rec *r=malloc(total*sizeof *r);
  size_t n=0;
  if (!r) goto oom;
  for (int d=0; d<=k; d++)
    for (size_t i=0; i<L->layer[d].n; i++) { r[n].p=L->layer[d].pos[i]; r[n].d=(uint8_t)d; n++; }
  int bad=set_from_records(&L->ball,r,n);
  free(r);
  if (bad) goto oom;
}

@ @<Functions of shamir@>=
void shamir_lists_free(shamir_lists *L)
{
  for (int d=0; d<=L->k; d++) shamir_set_free(&L->layer[d]);
  shamir_set_free(&L->ball);
}

@ A position of a layer $D_d$ is reached by a sequence found backwards:
some move $m$ takes it to $D_{d-1}$ when undone. The routine appends the
$d$ moves to |s|.

@<Functions of shamir@>=
void shamir_path(const shamir_lists *L,const cubepos *p,int d,moveseq *s)
{
  uint32_t moves=L->qtm? MASK_QUARTER: MASK_ALL;
  cubepos q=*p;
  int at=s->len+d;
  s->len=at;
  for (; d>0; d--)
    for (int m=0; m<CUBE_NMOVES; m++) if (moves>>m&1) {
      cubepos r=q;
      cube_move(&r,cube_move_inverse(m));
      if (shamir_set_find(&L->layer[d-1],&r)>=0) { s->mv[--at]=(uint8_t)m; q=r; break; }
    }
}

@ @<Declarations of shamir@>=
int shamir_lists_make(shamir_lists *L,int k,int qtm,char *err,size_t errlen);
void shamir_lists_free(shamir_lists *L);
void shamir_path(const shamir_lists *L,const cubepos *p,int d,moveseq *s);

@*1 Products by parts.
Here is the property on which the method rests. Byte $i$ of $a\cdot b$ is
$\widehat{a\cdot b}(i)=\hat a\bigl(\hat b(i)\bigr)$: the permutation
$\hat a$ applied to byte $i$ of~$b$, and to nothing else of~$b$. The same
$\hat a$ (its corner part on the eight corner bytes, its edge part on
the twelve edge bytes) acts on every byte, and it is one to one. This is
where Bryan's representation is needed: $b$'s bytes are facelets anywhere
on a cubie, twisted or flipped, and $\hat a$ must be known there; the
centre trick gives it from $a$'s twenty bytes, as |bryan_expand|.
@^Shamir's method@>
@^partitioned products@>
@^centre trick@>

Shamir's method uses the property to list the products of $A$ and $B$ in
sorted order: two products $a\cdot b$ and $a\cdot b'$ first differ where
$b$ and $b'$ first differ, so the products of one $a$ come out sorted
from a walk of $B$ in the order $\hat a$ induces on each byte, and a heap
over the $a$'s merges the walks. That costs a step of the heap for every
product, and the walks of thousands of $a$'s interleave in an order the
cache cannot follow. This chapter uses the property another way, which
needs no order among the products at all.
@^heap@>

The products of $a$ that begin with the $k$ bytes $v_0\ldots v_{k-1}$ are
those of the $b$ that begin with
$$\hat a^{-1}(v_0)\,\hat a^{-1}(v_1)\ldots\hat a^{-1}(v_{k-1}),$$
and since $B$ is sorted, those $b$ are one range of its array, found from a table of the
starts of its prefixes. A {\it part} is a prefix of $k$ corner bytes: its
products are made, for every $a$, from that one range of $B$, and no
product outside the part is made. Two products are the same position only
if they lie in the same part, so the parts are independent, and the
threads take them one at a time, each with memory for one part.

Here is a small example, with $k=1$. Let $A$ be the four positions
$1$ (the solved cube), \.{U}, \.{R} and \.{F}, and $B$ the ball of
radius~1, the 19 positions within one move. Byte~0 of a position is the
corner in slot \.{URF}, $j+8o$ for corner~$j$ twisted~$o$. In $B$ the
solved cube and the nine turns of \.{D}, \.{L} and \.{B} have byte~0;
\.{U'}, \.{U2} and \.{U} have 1, 2 and~3; \.{F2}, \.{R2}, \.{F},
\.{F'}, \.{R'} and \.{R} have 5, 7, 9, 12, 19 and~20. So sorted $B$
begins with the ten of byte~0, then \.{U'}, \.{U2}, \.{U}, and so on. The
part of first byte~0 (the corner \.{URF} at home) asks each $a$ for the
$b$ whose byte~0 is $\hat a^{-1}(0)$, and the part of first byte~20 (the
corner \.{DFR} in slot \.{URF}, twisted twice) for those whose byte~0 is
$\hat a^{-1}(20)$:
$$\vbox{\halign{\hfil$#$\quad&\hfil#\quad&#\hfil\qquad&\hfil#\quad&#\hfil\cr
a&$\hat a^{-1}(0)$&its range of $B$&$\hat a^{-1}(20)$&its range of $B$\cr
\noalign{\smallskip\hrule\smallskip}
1&0&\.{1 D D2 D' L L2 L' B B2 B'}&20&\.{R}\cr
\.{U}&1&\.{U'}&20&\.{R}\cr
\.{R}&19&\.{R'}&0&\.{1 D D2 D' L L2 L' B B2 B'}\cr
\.{F}&12&\.{F'}&13&(none)\cr}}$$
The first part has thirteen products and ten positions: $\.{U}\cdot\.{U'}$,
$\.{R}\cdot\.{R'}$ and $\.{F}\cdot\.{F'}$ are the solved cube again,
which $1\cdot1$ made. The second has twelve products and eleven
positions, \.{R} being made twice ($1\cdot\.{R}$ and $\.{R}\cdot1$).
Every product of $A$ and $B$ lies in one part, found without a search;
the test of this chapter checks the table against |cube_mul|.

The products of a part are placed in {\it buckets} by their next two
bytes $v_kv_{k+1}$, which are $\hat a$ of bytes $k$ and~$k+1$ of~$b$,
$24^2=576$ buckets: a first pass over the
ranges counts each bucket, so that a second pass writes every product
straight into its place. A bucket is small enough for its distinct
positions to be counted (or matched, when solving) in a hash table that
stays in the processor's cache. Each part is made once and forgotten: the
memory is the two sets, a map for each $a$, and one part for each thread.
The figure shows one part's way, from the two sorted sets to its counts.
\def\shbox#1#2{\vbox{\hrule\hbox{\vrule\kern3pt\vbox{\kern3pt
  \hbox to 190pt{\hss#1\hss}\kern1pt\hbox to 190pt{\hss\sevenrm #2\hss}\kern3pt}%
  \kern3pt\vrule}\hrule}}
\def\shdown#1{\noalign{\kern2pt}\hfil$\big\downarrow$\ \hbox to 0pt{\sevenrm #1\hss}\hfil
  \cr\noalign{\kern2pt}}
$$\vbox{\offinterlineskip\halign{\hfil#\hfil\cr
\shbox{a part: the prefix $v_0\ldots v_{k-1}$}{taken by a thread from a shared counter}\cr
\shdown{for each $a$ in $A$: $\hat a^{-1}(v_0)\ldots\hat a^{-1}(v_{k-1})$}
\shbox{one range of sorted $B$ for each $a$}{from the table of starts of $B$'s prefixes}\cr
\shdown{first pass: count by the next two bytes $v_kv_{k+1}$}
\shbox{the sizes of the part's 576 buckets}{and so where each bucket begins}\cr
\shdown{second pass: write each product $a\cdot b$}
\shbox{the products, bucket by bucket}{no order within a bucket}\cr
\shdown{one bucket at a time}
\shbox{a hash table in the cache}{each position once, at its least $d(a)+d(b)$}\cr
\shdown{}
\shbox{the part's counts by distance}{added to the total; the part is forgotten}\cr}}$$
\figcaption{The way of one part of the products of $A$ and~$B$.}

@ The map $\hat a$ is wanted for every part, so it is made once for each
$a$, as two tables indexed by bytes: on the 24 corner bytes $j+8o$, and
on the edge bytes $j+16o$ (rather than the facelets $j+12o$, which saves a
conversion in the inner loop); with its inverse on corner bytes, which
finds the range. An entry of a bucket is a product's twenty bytes, each
less than 32 and so packed five bits apiece, with the distance of its
pair: the eight corner bytes and the distance in the first word (40 bits
shifted past a byte), the twelve edge bytes in the second (60 bits). In the hash table the top sixteen bits of the first word
hold the number of the bucket that wrote the entry, its {\it epoch}: an
entry of another epoch is empty, so that the table needs no clearing
between buckets.

@<Types of shamir@>=
typedef struct {
  uint8_t fc[24],ic[24],fe[32]; /* $\hat a$ on corner and edge bytes, $\hat a^{-1}$ on corners */
} shamir_map;
typedef struct { uint64_t hi,lo; } shamir_entry; /* corners and distance; edges */
typedef struct { uint32_t a,lo,hi; } shamir_range; /* an $a$ and its range of $B$ */
typedef struct {
  const shamir_map *map; const uint8_t *adist; size_t na; /* the list $A$ */
  const shamir_set *B; const uint32_t *idx; int k; /* $B$ and its starts */
} part_maker;

@ @<Private data of shamir@>=
static void map_of(const cubepos *a,shamir_map *m)
{
  memset(m->fe,0,sizeof m->fe);
  for (int v=0; v<24; v++) {
    m->fc[v]=(uint8_t)corner_val(corner_perm(a->c[v&7]),(corner_ori(a->c[v&7])+(v>>3))%3);
    m->ic[m->fc[v]]=(uint8_t)v;
  }
  for (int v=0; v<28; v++) if ((v&15)<12) m->fe[v]=a->e[v&15]^(v&16);
}
static const uint64_t entry_key=0xffffffffff00u; /* the corners of |hi| */
static inline uint64_t entry_slot(const shamir_entry *x,int t)
{
  return ((x->lo^x->hi>>8)*0x9e3779b97f4a7c15u)>>(64-t);
}
static inline uint64_t pack4(const uint8_t *f,const uint8_t *q)
{
  return ((uint64_t)f[q[0]]<<15|(uint64_t)f[q[1]]<<10)|((uint64_t)f[q[2]]<<5|f[q[3]]);
}

@ The parts: for each chosen first byte, every way to continue it with
$k-1$ corner bytes of other corners (bytes that repeat a corner begin no
product). Their number, for $k=4$ and seven first bytes, is
$7\cdot21\cdot18\cdot15=39{,}690$; without symmetry, 24 first bytes. The range of a prefix is found in a
table of the starts of $B$'s prefixes of $k$ corner bytes, $24^k+1$
entries.

@<Private data of shamir@>=
static int prefix_length(uint64_t work,int nfirst,uint64_t most)
{
  static const uint64_t more[4]={1,21,18,15};
  uint64_t parts=(uint64_t)nfirst;
  int k=1;
  while (k<4 && work>parts*most) parts*=more[k++];
  return k;
}
static int make_parts(int k,const int *first,int nfirst,uint8_t (**part)[4])
{
  int per=1,n=0;
  for (int j=1; j<k; j++) per*=24;
  size_t most=(size_t)nfirst*per;
  *part=malloc((most? most: 1)*sizeof **part);
  if (!*part) return -1;
  for (int r=0; r<nfirst; r++)
    for (int f=0; f<per; f++) {
      uint8_t v[4]={(uint8_t)first[r],0,0,0};
      int ok=1;
      for (int j=k-1,x=f; j>=1; j--,x/=24) v[j]=(uint8_t)(x%24);
      for (int i=0; i<k; i++) for (int j=0; j<i; j++) ok&=v[i]%8!=v[j]%8;
      if (ok) memcpy((*part)[n++],v,4);
    }
  return n;
}
static uint32_t *make_starts(const shamir_set *B,int k,size_t *nidx)
{
  size_t size=1;
  for (int j=0; j<k; j++) size*=24;
  uint32_t *idx=malloc((size+1)*sizeof *idx);
  if (!idx) return NULL;
  memset(idx,0,(size+1)*sizeof *idx);
  for (size_t i=0; i<B->n; i++) {
    uint32_t f=0;
    for (int j=0; j<k; j++) f=f*24+B->pos[i].c[j];
    idx[f+1]++;
  }
  for (size_t f=0; f<size; f++) idx[f+1]+=idx[f];
  *nidx=size+1;
  return idx;
}

@ A thread's room for its parts: the ranges of a part, its products, and
a hash table for its buckets, each grown as a part needs.

@<Private data of shamir@>=
typedef struct {
  shamir_range *rng; /* the ranges of the part, one for each $a$ at most */
  shamir_entry *buf; size_t cap; /* the part's products */
  shamir_entry *tab; int tabbits; uint64_t epoch; /* the hash table */
} part_space;

@ One part: the ranges of every $a$, with the sizes of the buckets, which
are numbered by the product's two bytes after the prefix; room for the
products; and the products, each written into its bucket. The routine
gives the buckets' starts and returns the number of products, or |-1| if
there is no room.

@<Private data of shamir@>=
enum { NBUCKETS=24*24 };
static int64_t make_part(const part_maker *M,part_space *w,const uint8_t *v,
  size_t start[NBUCKETS+1])
{
  const shamir_set *B=M->B;
  const int k=M->k;
  size_t nr=0,size[NBUCKETS]={0},total=0;
  for (size_t i=0; i<M->na; i++) {
    const shamir_map *m=&M->map[i];
    uint32_t f=0;
    for (int j=0; j<k; j++) f=f*24+m->ic[v[j]];
    uint32_t lo=M->idx[f],hi=M->idx[f+1];
    if (lo==hi) continue;
    w->rng[nr].a=(uint32_t)i; w->rng[nr].lo=lo; w->rng[nr].hi=hi; nr++;
    for (uint32_t b=lo; b<hi; b++) size[m->fc[B->pos[b].c[k]]*24+m->fc[B->pos[b].c[k+1]]]++;
  }
  for (int t=0; t<NBUCKETS; t++) { start[t]=total; total+=size[t]; }
  start[NBUCKETS]=total;
  @<Make room for |total| products in |w->buf|, or return |-1|@>;
  @<Write each product of the ranges into its bucket@>;
  return (int64_t)total;
}

@ @<Make room for |total| products in |w->buf|, or return |-1|@>=
if (total>w->cap) {
  free(w->buf);
  w->cap=total+total/4;
  w->buf=malloc(w->cap*sizeof *w->buf);
  if (!w->buf) { w->cap=0; return -1; }
}

@ The inner loop of the count: twenty look-ups in $\hat a$ make the
product, and the bucket's next free place receives it. The bytes are
packed four at a time, each four from independent look-ups, rather than
one after another, which would make every look-up wait for the shift of
the one before. A list without distances gives its products the
distances of~$B$ alone, which matching ignores. The ranges were
just read, so that $B$'s positions are still in the cache.

@<Write each product of the ranges into its bucket@>=
{
  size_t at[NBUCKETS];
  memcpy(at,start,sizeof at);
  for (size_t r=0; r<nr; r++) {
    const shamir_map *m=&M->map[w->rng[r].a];
    const uint64_t da=M->adist? M->adist[w->rng[r].a]: 0;
    for (uint32_t b=w->rng[r].lo; b<w->rng[r].hi; b++) {
      const cubepos *q=&B->pos[b];
      const uint64_t c=pack4(m->fc,q->c)<<20|pack4(m->fc,q->c+4);
      const uint64_t e=(pack4(m->fe,q->e)<<20|pack4(m->fe,q->e+4))<<20|pack4(m->fe,q->e+8);
      shamir_entry *x=&w->buf[at[m->fc[q->c[k]]*24+m->fc[q->c[k+1]]]++];
      x->hi=c<<8|(da+B->dist[b]); x->lo=e;
    }
  }
}

@ The products of one part, as positions, are made by
|shamir_part_products| for the tests, with the maps and starts made here:
it writes the products of the list |a| and the set |B| that begin with
the |k| bytes |v| into |out| (room for $\vert A\vert\cdot\vert B\vert$),
in the order of their buckets, and returns their number, or |-1| if there
is no room or no memory.

@<Functions of shamir@>=
long shamir_part_products(const cubepos *a,size_t na,const shamir_set *B,
  const uint8_t *v,int k,cubepos *out)
{
  shamir_map *map=malloc((na? na: 1)*sizeof *map);
  size_t nidx,start[NBUCKETS+1];
  part_space w;
  memset(&w,0,sizeof w);
  w.rng=malloc((na? na: 1)*sizeof *w.rng);
  uint32_t *idx=make_starts(B,k,&nidx);
  if (!map || !w.rng || !idx) { free(map); free(w.rng); free(idx); return -1; }
  for (size_t i=0; i<na; i++) map_of(&a[i],&map[i]);
  part_maker M={map,NULL,na,B,idx,k};
  int64_t n=make_part(&M,&w,v,start);
  for (int64_t i=0; i<n; i++) entry_pos(&w.buf[i],&out[i]);
  free(map); free((void *)M.idx); free(w.rng); free(w.buf);
  return (long)n;
}

@ An entry is turned back into a position by unpacking its bytes.

@<Private data of shamir@>=
static void entry_pos(const shamir_entry *x,cubepos *p)
{
  for (int i=0; i<8; i++) p->c[i]=(uint8_t)(x->hi>>(43-5*i)&31);
  for (int i=0; i<12; i++) p->e[i]=(uint8_t)(x->lo>>(55-5*i)&31);
}

@ @<Declarations of shamir@>=
long shamir_part_products(const cubepos *a,size_t na,const shamir_set *B,
  const uint8_t *v,int k,cubepos *out);

@*1 The distance distribution.
All positions within $n$ moves are the products $a\cdot b$ of the balls
$A=B_{\lfloor n/2\rfloor}$ and $B=B_{\lceil n/2\rceil}$: a shortest
sequence for a position at distance $d\le n$ splits into a first part of
at most $\lfloor n/2\rfloor$ moves and a rest of at most
$\lceil n/2\rceil$, each a shortest sequence of what it makes. So the
distance of a product is the least $d(a)+d(b)$ over the pairs that make
it, and the count at distance~$d$ is the number of distinct products whose
least pair adds up to~$d$. The count is made part by part: the
products of a part are in its buckets, and a bucket's distinct positions
are counted in a hash table, each at the least distance of the pairs that
make it. Nothing but the two balls, their maps and one part for each
thread is stored: for $n=8$, two sets of 46,741 positions instead of the
positions within 8 moves that a breadth-first search would keep (their
number, 1,441,386,411, is the sum of the counts printed).
@^distance distribution@>


@ What a count reports, besides the counts: the products made, the pairs
(the products without symmetry), the first bytes counted, the parts (all
of them, and those read back from a checkpoint), the time and the memory
(the lists, the maps, the starts, and the largest room the threads took
for their parts and tables, added up).

@<Types of shamir@>=
typedef struct {
  uint64_t count[SHAMIR_MAXD+1]; /* positions at each distance */
  uint64_t products; /* products made in this run */
  uint64_t pairs; /* $\vert A\vert\cdot\vert B\vert$, the products without symmetry */
  int classes; /* first bytes counted (of 24) */
  int parts,resumed; /* parts in all; parts read from the checkpoint */
  int k; /* bytes of a part's prefix */
  double seconds;
  size_t bytes; /* the lists, maps, starts and the threads' room */
} shamir_stats;

@ A count is asked for with options: the threads, whether symmetry is
used, the length $k$ of a part's prefix (zero lets the program choose), a
checkpoint file, a progress routine and a cancel flag. The progress
routine is called at most twice a second, from the thread that finishes a
part, with the parts done, the products made, the products a second and
an estimate of the seconds left (from the products still to be made,
which are known before the count begins).

@<Types of shamir@>=
typedef struct {
  int done,total; /* parts */
  uint64_t products; /* made in this run */
  double seconds,rate,left; /* elapsed, products a second, seconds left */
} shamir_progress;
typedef struct {
  int threads,sym,k;
  const char *checkpoint; /* a file of finished parts, or |NULL| */
  void (*progress)(void *ctx,const shamir_progress *p); void *ctx;
  const int *cancel; /* stop between parts when it becomes nonzero */
} shamir_count_options;

@ The work is divided by the product's first byte and then by its next
ones. Symmetry cuts the work: the positions at distance $d$ are closed
under the 48 conjugations and under inversion, so the number of them with
a given first byte $v$ (the corner in slot~0 and its twist) is the same
for all $v$ of one class, the orbit of ``slot~0 holds $v$'' under these
96 maps restricted to slot~0. The count is made for one $v$ of each class,
the one whose products are fewest, and multiplied by the size of its class.
@^symmetry@>

@<Functions of shamir@>=
static int uf_find(int *up,int x) { while (up[x]!=x) x=up[x]=up[up[x]]; return x; }
static void first_byte_classes(int cls[24])
{
  int up[192];
  for (int x=0; x<192; x++) up[x]=x;
  for (int s=0; s<8; s++)
    for (int v=0; v<24; v++) {
      int j=v%8,o=v/8;
      @<Join $(s,v)$ with its conjugates and its inverse@>;
    }
  for (int v=0; v<24; v++) cls[v]=uf_find(up,v);
}

@ ``Slot $s$ holds $v$'' is $\hat p(s)=v$. Conjugating by $g$ gives
$\widehat{p^g}(\hat g(s))=\hat g(v)$, and if $\hat g(s)$ is the facelet
$k_{o'}(s')$ of slot $s'$, then $\widehat{p^g}(s')=k_{o'}^{-1}(\hat g(v))$.
Inverting gives $\widehat{p^{-1}}(j)=k_o^{-1}(s)$ for $v=k_o(j)$.

@<Join $(s,v)$ with its conjugates and its inverse@>=
for (int g=0; g<CUBE_NSYMS; g++) {
  int t=bryan_sym[g].c[s];
  int s2=t%8,v2=bryan_kc_inv[t/8][bryan_sym[g].c[v]];
  up[uf_find(up,s*24+v)]=uf_find(up,s2*24+v2);
}
up[uf_find(up,s*24+v)]=uf_find(up,j*24+bryan_kc_inv[o][s]);

@ The work of a first byte $v$ is known before it is done: the products
with first byte $v$ are, for each $a$, those of the $b$ whose first byte
is $\hat a^{-1}(v)$. The sum over the chosen bytes is the number of
products the count will make, from which its progress is reckoned.

@<Choose the first bytes to count, and their weights@>=
{
  int cls[24];
  uint64_t nb[24]={0},work[24]={0};
  if (o->sym) first_byte_classes(cls); else for (int v=0; v<24; v++) cls[v]=v;
  for (size_t i=0; i<J.B->n; i++) nb[J.B->pos[i].c[0]]++;
  for (size_t i=0; i<J.A->n; i++)
    for (int v=0; v<24; v++) work[J.map[i].fc[v]]+=nb[v];
  for (int v=0; v<24; v++) {
    int best=-1,size=0;
    for (int w=0; w<24; w++) if (cls[w]==cls[v]) {
      size++;
      if (best<0 || work[w]<work[best]) best=w;
    }
    if (best==v) { rep[nrep++]=v; J.weight[v]=size; J.work+=work[v]; }
  }
}

@ The prefix is as short as it can be while a part holds on average at
most $2^{24}/T$ products for $T$ threads (256 megabytes of entries among
all the threads), so that the threads' room together stays about the
same whatever their number: a longer prefix makes more parts, each asking
every $a$ for its range, and the ranges shorter, so that the work of
finding them grows against the work of the products. A prefix of one
more byte divides a part among the $21$, $18$ or $15$ corner bytes that
can follow it. With two threads this gives $k=2$ through 8 moves, $k=3$
through 9 moves and $k=4$ through 10.

@<Choose the length $k$ of a part's prefix@>=
J.k=o->k>=1 && o->k<=4? o->k:
  prefix_length(J.work,nrep,((uint64_t)1<<24)/(o->threads>0? (uint64_t)o->threads: 1));

@ The count's shared state: the two sets, the maps, the starts, the parts
and which of them are done, and what the threads add up.

@<Private data of shamir@>=
typedef struct {
  const shamir_set *A,*B;
  shamir_map *map; /* one for each $a$ */
  uint32_t *idx; size_t nidx; int k; /* the starts of $B$'s prefixes of $k$ bytes */
  part_maker M; /* the three above, with $A$'s distances */
  int nparts; uint8_t (*part)[4]; int weight[24]; uint8_t *done;
  uint64_t work,workdone; /* products to make in all, and made or read back */
  int next,ndone,failed,cancelled; pthread_mutex_t lock;
  const shamir_count_options *o;
  FILE *ck; int n; /* the checkpoint, and the distance counted to */
  struct timespec t0; double last;
  uint64_t count[SHAMIR_MAXD+1],products; size_t room;
  char *err; size_t errlen;
} distribution_job;

@ A part of the count is made, and the distinct positions of each bucket
counted at their least distance.

@<Private data of shamir@>=
static int count_bucket(part_space *w,const shamir_entry *x,size_t n,int64_t *count);
static int64_t count_part(const distribution_job *J,part_space *w,const uint8_t *v,
  int64_t *count)
{
  size_t start[NBUCKETS+1];
  int64_t total=make_part(&J->M,w,v,start);
  for (int t=0; total>=0 && t<NBUCKETS; t++)
    if (start[t+1]>start[t] && count_bucket(w,w->buf+start[t],start[t+1]-start[t],count))
      return -1;
  return total;
}

@ A bucket's distinct positions are counted in an open-addressed table of
$2^t$ entries, at most two thirds full, probed in order from the hash of
the twenty bytes (Fibonacci's multiplier, whose top bits are the slot). A
new position is counted at its distance; a position met again at a
smaller distance moves from the old count to the new. The table is grown
when a bucket needs more, and cleared only when it grows or the epoch
would overflow its sixteen bits. The slot of the entry eight places ahead is
fetched into the cache while this one is placed.
@^hashing@>

@<Private data of shamir@>=
static int table_ready(part_space *w,size_t n)
{
  int t=10;
  while (((size_t)1<<t)<n+n/2) t++;
  if (t>w->tabbits || w->epoch==0xffff) {
    if (t>w->tabbits) {
      free(w->tab); w->tabbits=t;
      w->tab=malloc(((size_t)1<<t)*sizeof *w->tab);
      if (!w->tab) { w->tabbits=0; return -1; }
    }
    memset(w->tab,0,((size_t)1<<w->tabbits)*sizeof *w->tab);
    w->epoch=0;
  }
  w->epoch++;
  return t;
}
static int count_bucket(part_space *w,const shamir_entry *x,size_t n,int64_t *count)
{
  const int t=table_ready(w,n);
  if (t<0) return -1;
  const uint64_t ep=w->epoch,mask=((uint64_t)1<<t)-1;
  for (size_t i=0; i<n; i++) {
    uint64_t h=entry_slot(&x[i],t);
    const int d=(int)(x[i].hi&255);
    if (i+8<n) __builtin_prefetch(&w->tab[entry_slot(&x[i+8],t)],1);
    for (;; h=(h+1)&mask) {
      shamir_entry *s=&w->tab[h];
      if (s->hi>>48!=ep) { s->hi=ep<<48|x[i].hi; s->lo=x[i].lo; count[d]++; break; }
      if (s->lo==x[i].lo && ((s->hi^x[i].hi)&entry_key)==0) {
        const int e=(int)(s->hi&255);
        if (d<e) { count[e]--; count[d]++; s->hi=ep<<48|x[i].hi; }
        break;
      }
    }
  }
  return 0;
}

@ The threads take the parts in turn; a part read back from the
checkpoint is passed over. A thread adds each part's counts, weighted by
its class, to the total under the lock, writes the part to the
checkpoint, and reports the progress. A failed part (no room, or a
checkpoint that cannot be written) stops all of them, as does the cancel
flag.

@<Private data of shamir@>=
static int open_checkpoint(distribution_job *J,int qtm,const int *rep,int nrep,
  shamir_stats *st);
static int read_part_line(distribution_job *J,const char *s,shamir_stats *st);
static void part_done(distribution_job *J,int i,const int64_t *c,int64_t made);
static void *distribution_worker(void *arg)
{
  distribution_job *J=arg;
  part_space w;
  memset(&w,0,sizeof w);
  w.rng=malloc((J->A->n? J->A->n: 1)*sizeof *w.rng);
  for (;;) {
    pthread_mutex_lock(&J->lock);
    int i=J->next;
    while (i<J->nparts && J->done[i]) i++;
    J->next=i+1;
    int stop=J->failed || J->cancelled;
    if (!stop && J->o->cancel && __atomic_load_n(J->o->cancel,__ATOMIC_RELAXED))
      stop=J->cancelled=1;
    pthread_mutex_unlock(&J->lock);
    if (stop || i>=J->nparts) break;
    int64_t c[SHAMIR_MAXD+1]={0};
    int64_t made=w.rng? count_part(J,&w,J->part[i],c): -1;
    part_done(J,i,c,made);
  }
  pthread_mutex_lock(&J->lock);
  J->room+=w.cap*sizeof *w.buf+(w.tabbits? ((size_t)1<<w.tabbits)*sizeof *w.tab: 0)
    +J->A->n*sizeof *w.rng;
  pthread_mutex_unlock(&J->lock);
  free(w.rng); free(w.buf); free(w.tab);
  return NULL;
}

@ @<Private data of shamir@>=
static void report_progress(distribution_job *J,int force);
static void part_done(distribution_job *J,int i,const int64_t *c,int64_t made)
{
  pthread_mutex_lock(&J->lock);
  if (made<0) {
    if (!J->failed) snprintf(J->err,J->errlen,"out of memory for a part of %zu positions",
      J->A->n);
    J->failed=1;
  } else {
    for (int d=0; d<=SHAMIR_MAXD; d++) J->count[d]+=(uint64_t)(c[d]*J->weight[J->part[i][0]]);
    J->products+=(uint64_t)made; J->workdone+=(uint64_t)made;
    J->done[i]=1; J->ndone++;
    if (J->ck) @<Write part |i| to the checkpoint@>;
    report_progress(J,0);
  }
  pthread_mutex_unlock(&J->lock);
}

@ Progress is reckoned from the products: those of the parts done (in
this run or read back) against all of them, at the rate of this run.

@<Private data of shamir@>=
static void report_progress(distribution_job *J,int force)
{
  struct timespec t;
  shamir_progress p;
  if (!J->o->progress) return;
  clock_gettime(CLOCK_MONOTONIC,&t);
  p.seconds=(t.tv_sec-J->t0.tv_sec)+1e-9*(t.tv_nsec-J->t0.tv_nsec);
  if (!force && p.seconds<J->last+0.5) return;
  J->last=p.seconds;
  p.done=J->ndone; p.total=J->nparts; p.products=J->products;
  p.rate=p.seconds>0? J->products/p.seconds: 0;
  p.left=p.rate>0 && J->work>J->workdone? (J->work-J->workdone)/p.rate: 0;
  J->o->progress(J->o->ctx,&p);
}

@ The whole count, from lists made to depth $\lceil n/2\rceil$; for odd
$n$ the smaller ball is made here. With |o->sym| zero every first byte is
counted, which the tests compare with the reduced count. The prefix is
four bytes long unless asked otherwise, except for the small counts, whose
parts would be almost empty. The routine returns 0 when the count is
whole, 1 when it was cancelled (the counts are then those of the parts
done), and |-1| with a message in |err| when it failed.

@<Functions of shamir@>=
int shamir_distribution(const shamir_lists *L,int n,const shamir_count_options *o,
  shamir_stats *st,char *err,size_t errlen)
{
  distribution_job J;
  shamir_lists half;
  int rep[24],nrep=0,rc=0;
  memset(&J,0,sizeof J);
  memset(st,0,sizeof *st);
  clock_gettime(CLOCK_MONOTONIC,&J.t0);
  J.o=o; J.n=n; J.err=err; J.errlen=errlen;
  J.A=&L->ball; J.B=&L->ball;
  if (n/2<L->k) {
    if (shamir_lists_make(&half,n/2,L->qtm,err,errlen)) return -1;
    J.A=&half.ball;
  }
  J.map=malloc((J.A->n? J.A->n: 1)*sizeof *J.map);
  if (J.map) for (size_t i=0; i<J.A->n; i++) map_of(&J.A->pos[i],&J.map[i]);
  @<Choose the first bytes to count, and their weights@>;
  @<Choose the length $k$ of a part's prefix@>;
  J.nparts=make_parts(J.k,rep,nrep,&J.part);
  J.idx=make_starts(J.B,J.k,&J.nidx);
  J.M=(part_maker){J.map,J.A->dist,J.A->n,J.B,J.idx,J.k};
  J.done=J.nparts>=0? calloc(J.nparts? J.nparts: 1,1): NULL;
  if (!J.map || J.nparts<0 || !J.idx || !J.done) {
    rc=cube_error(err,errlen,"out of memory for a count of distance %d",n);
    if (J.nparts<0) J.nparts=0;
  }
  else if (o->checkpoint) rc=open_checkpoint(&J,L->qtm,rep,nrep,st);
  if (rc==0) {
    pthread_mutex_init(&J.lock,NULL);
    cube_parallel(o->threads,distribution_worker,&J,0);
    pthread_mutex_destroy(&J.lock);
    report_progress(&J,1);
    rc=J.failed? -1: J.cancelled? 1: 0;
  }
  if (J.ck && fclose(J.ck) && rc==0) {
    snprintf(err,errlen,"cannot write %s",o->checkpoint); rc=-1; }
  memcpy(st->count,J.count,sizeof st->count);
  st->products=J.products; st->parts=J.nparts; st->k=J.k;
  st->classes=nrep; st->pairs=(uint64_t)J.A->n*J.B->n;
  st->bytes=J.room+J.A->n*sizeof *J.map+J.nidx*sizeof *J.idx
    +(J.A->n+J.B->n)*(sizeof(cubepos)+1);
  free(J.map); free(J.idx); free(J.part); free(J.done);
  if (J.A!=&L->ball) shamir_lists_free(&half);
  struct timespec t1;
  clock_gettime(CLOCK_MONOTONIC,&t1);
  st->seconds=(t1.tv_sec-J.t0.tv_sec)+1e-9*(t1.tv_nsec-J.t0.tv_nsec);
  return rc;
}

@*1 Checkpoints.
A count of distance~10 or~11 runs for hours; a checkpoint file lets it
stop and go on. Its first line names the count, in a form that a
different count cannot share:
$$\hbox{\tt \# cube shamir checkpoint n=9 metric=htm symmetry=1 k=4 parts=39690 first=0,2,...}$$
(the first bytes counted, which fix the parts and their order), and each
further line is a part that was finished: its number, the products it
made, and its counts at distances $0,\ldots,n$ before weighting. A line
is written and flushed as the part ends, so that a killed run loses only
the parts it was working on. A run with the file reads it first: a
header of another count, a line that does not parse, a part out of range
or given twice is an error naming the file and the line, and the file is
left as it is; a last line without its newline, which a killed run leaves,
is cut off (the file is truncated to the lines before it) and its part
done again. The file is locked for the whole run, as a coset's results
file is, so that two runs cannot write it at once.
@^checkpoint@>
@^resuming a count@>

@<Private data of shamir@>=
static int open_checkpoint(distribution_job *J,int qtm,const int *rep,int nrep,
  shamir_stats *st)
{
  char head[256];
  int at=snprintf(head,sizeof head,"# cube shamir checkpoint n=%d metric=%s symmetry=%d\
 k=%d parts=%d first=",J->n,qtm? "qtm": "htm",J->o->sym!=0,J->k,J->nparts);
  for (int r=0; r<nrep; r++) at+=snprintf(head+at,sizeof head-at,"%s%d",r? ",": "",rep[r]);
  const char *name=J->o->checkpoint;
  int fd=open(name,O_RDWR|O_CREAT,0666);
  if (fd<0) { snprintf(J->err,J->errlen,"cannot open %s: %s",name,strerror(errno)); return -1; }
  @<Lock the checkpoint file, or |return -1|@>;
  J->ck=fdopen(fd,"r+");
  if (!J->ck) { close(fd); snprintf(J->err,J->errlen,"cannot open %s",name); return -1; }
  @<Read the checkpoint's lines, cutting a last line without its newline@>;
  return 0;
}

@ @<Lock the checkpoint file, or |return -1|@>=
{
  struct flock l;
  memset(&l,0,sizeof l);
  l.l_type=F_WRLCK; l.l_whence=SEEK_SET;
  if (fcntl(fd,F_SETLK,&l)) {
    snprintf(J->err,J->errlen,"%s is in use by another run of cube shamir",name);
    close(fd); return -1;
  }
}

@ A line is read with |getline|, so that no length is assumed; the
position after the last whole line is where the file is cut, if it must
be, and where the new lines are written.

@.is a checkpoint of another count@>
@.line N of FILE is not a finished part@>
@<Read the checkpoint's lines, cutting a last line without its newline@>=
{
  char *line=NULL;
  size_t cap=0;
  ssize_t len;
  long good=0,lineno=0;
  int bad=0;
  while (!bad && (len=getline(&line,&cap,J->ck))>0) {
    lineno++;
    if (line[len-1]!='\n') break; /* cut by a killed run */
    line[len-1]=0;
    if (lineno==1) {
      if (strcmp(line,head)) {
        snprintf(J->err,J->errlen,"%s is a checkpoint of another count (its first line is\
 not '%s')",name,head);
        bad=1;
      }
    } else bad=read_part_line(J,line,st);
    if (bad==1 && lineno>1) snprintf(J->err,J->errlen,"line %ld of %s is not a finished part\
 of this count",lineno,name);
    if (!bad) good=ftell(J->ck);
  }
  free(line);
  if (bad) return -1;
  if (fflush(J->ck) || ftruncate(fd,good) || fseek(J->ck,good,SEEK_SET)
      || (good==0 && fprintf(J->ck,"%s\n",head)<0) || fflush(J->ck)) {
    snprintf(J->err,J->errlen,"cannot write %s",name); return -1; }
}

@ A part's line: its number, its products, and $n+1$ counts, separated
by single spaces; the part must be one not yet read. Its counts are added
at once, weighted, and its products counted as work done.

@<Private data of shamir@>=
static int read_part_line(distribution_job *J,const char *s,shamir_stats *st)
{
  uint64_t v[SHAMIR_MAXD+3];
  int m=0;
  char *end;
  while (*s && m<J->n+3) {
    if (*s<'0' || *s>'9') return 1;
    errno=0;
    v[m++]=strtoull(s,&end,10);
    if (errno) return 1;
    s=end;
    if (*s==' ') s++;
    else if (*s) return 1;
  }
  if (*s || m!=J->n+3 || v[0]>=(uint64_t)J->nparts || J->done[v[0]]) return 1;
  int i=(int)v[0];
  J->done[i]=1; J->ndone++; st->resumed++;
  J->workdone+=v[1];
  for (int d=0; d<=J->n; d++) J->count[d]+=v[d+2]*J->weight[J->part[i][0]];
  return 0;
}

@ @<Write part |i| to the checkpoint@>=
{
  int ok=fprintf(J->ck,"%d %lld",i,(long long)made)>0;
  for (int d=0; d<=J->n; d++) ok&=fprintf(J->ck," %lld",(long long)c[d])>0;
  ok&=fputc('\n',J->ck)!=EOF && fflush(J->ck)==0;
  if (!ok && !J->failed) {
    snprintf(J->err,J->errlen,"cannot write %s",J->o->checkpoint); J->failed=1; }
}

@ @<Declarations of shamir@>=
int shamir_distribution(const shamir_lists *L,int n,const shamir_count_options *o,
  shamir_stats *st,char *err,size_t errlen);

@*1 Solving by four lists.
A position $x$ at distance $L\le4k$ is a product $a_1a_2a_3a_4$ of
positions at distances $l_1,\ldots,l_4$, for any lengths $l_i\le k$ that
add up to~$L$: cut a shortest sequence for $x$ into four pieces of those
lengths, and each piece is a shortest sequence of what it makes. Then
$a_1a_2=x\,a_4^{-1}a_3^{-1}$, and since the layers are closed under
inversion, the right side is a product $(x\,u)\cdot v$ with $u\in
D_{l_4}$ and $v\in D_{l_3}$. Both sides are products by parts: the left
one of the list $D_{l_1}$ and the set $D_{l_2}$, the right one of the
list $x\,D_{l_4}$ and the set $D_{l_3}$. The two sides of each part are
matched in its buckets, which finds a common product, or shows that there
is none, in which case no sequence of $L$ moves solves~$x$. Trying $L=0,1,2,\ldots$ therefore finds a shortest
solution and proves it, with no pruning table at all. The lengths are as
even as can be, $l_i=\lfloor L/4\rfloor$ or $\lceil L/4\rceil$, the longer
ones in the middle ($l_2$ and $l_3$, which are the sets), so that the
maps are made for the shorter lists; the work of length $L$ is about
$\vert D_{l_1}\vert\,\vert D_{l_2}\vert+\vert D_{l_3}\vert\,\vert D_{l_4}\vert$ products. In the quarter-turn
metric a position's distance has the parity of its corner permutation
(each quarter turn is a four-cycle of corners), so only those $L$ are
tried.
@^four-list method@>

@<Types of shamir@>=
typedef struct {
  int length; /* $-1$ if none within the limit */
  int failed; /* no room for a part, or a match not found again */
  moveseq solution;
  uint64_t products;
  double seconds;
} shamir_result;

@ The work of one length is divided into parts, as the distribution's is
(without symmetry, since $x$ has none in general): every thread makes the
two sides' products of its part, in buckets, puts each bucket of the left
side into a hash table and looks up the same bucket of the right side
there. The first match stops them all. Only the matching position is
kept; the four positions that made it are found again afterwards, by one
search of each list (|find_pair|).

@<Private data of shamir@>=
typedef struct {
  part_maker left,right;
  int nparts; uint8_t (*part)[4];
  int next,found,failed; pthread_mutex_t lock;
  shamir_entry match;
  uint64_t products;
} solve_job;

@ A bucket of the left side is put into the table, and the same bucket of
the right side looked up there; the routine returns 1 with the common
position in |m|, 0 when there is none, and |-1| when there is no room.

@<Private data of shamir@>=
static int bucket_meet(part_space *w,const shamir_entry *x,size_t nx,const shamir_entry *y,
  size_t ny,shamir_entry *m)
{
  const int t=table_ready(w,nx);
  if (t<0) return -1;
  const uint64_t ep=w->epoch,mask=((uint64_t)1<<t)-1;
  for (size_t i=0; i<nx; i++) {
    uint64_t h=entry_slot(&x[i],t);
    for (;; h=(h+1)&mask) {
      shamir_entry *s=&w->tab[h];
      if (s->hi>>48!=ep) { s->hi=ep<<48|x[i].hi; s->lo=x[i].lo; break; }
      if (s->lo==x[i].lo && ((s->hi^x[i].hi)&entry_key)==0) break;
    }
  }
  for (size_t i=0; i<ny; i++) {
    uint64_t h=entry_slot(&y[i],t);
    for (;; h=(h+1)&mask) {
      const shamir_entry *s=&w->tab[h];
      if (s->hi>>48!=ep) break;
      if (s->lo==y[i].lo && ((s->hi^y[i].hi)&entry_key)==0) { *m=y[i]; return 1; }
    }
  }
  return 0;
}

@ @<Private data of shamir@>=
static void *solve_worker(void *arg)
{
  solve_job *J=arg;
  part_space l,r;
  memset(&l,0,sizeof l); memset(&r,0,sizeof r);
  l.rng=malloc((J->left.na? J->left.na: 1)*sizeof *l.rng);
  r.rng=malloc((J->right.na? J->right.na: 1)*sizeof *r.rng);
  for (;;) {
    pthread_mutex_lock(&J->lock);
    int i=J->found || J->failed? J->nparts: J->next++;
    pthread_mutex_unlock(&J->lock);
    if (i>=J->nparts) break;
    size_t ls[NBUCKETS+1],rs[NBUCKETS+1];
    int64_t nl=l.rng? make_part(&J->left,&l,J->part[i],ls): -1;
    int64_t nr=nl>=0 && r.rng? make_part(&J->right,&r,J->part[i],rs): -1;
    int met=nr<0? -1: 0;
    shamir_entry m;
    for (int t=0; met==0 && t<NBUCKETS; t++)
      if (ls[t+1]>ls[t] && rs[t+1]>rs[t])
        met=bucket_meet(&l,l.buf+ls[t],ls[t+1]-ls[t],r.buf+rs[t],rs[t+1]-rs[t],&m);
    pthread_mutex_lock(&J->lock);
    J->products+=(uint64_t)(nl>0? nl: 0)+(uint64_t)(nr>0? nr: 0);
    if (met<0) J->failed=1;
    if (met>0 && !J->found) { J->found=1; J->match=m; }
    pthread_mutex_unlock(&J->lock);
  }
  free(l.rng); free(l.buf); free(l.tab); free(r.rng); free(r.buf); free(r.tab);
  return NULL;
}

@ The position met is $a_1a_2$ for some $a_1$ of the left list and $a_2$
of its set: for each $a_1$, $a_1^{-1}$ times the position is looked up
in the set. The same finds $u$ and $v$ on the right, with $x\,u$ for
$a_1$.

@<Private data of shamir@>=
static int find_pair(const cubepos *list,size_t n,const cubepos *pre,const shamir_set *S,
  const cubepos *p,size_t *i,size_t *j)
{
  for (*i=0; *i<n; (*i)++) {
    cubepos a=list[*i],ai,b;
    if (pre) cube_mul(pre,&list[*i],&a);
    cube_inv(&a,&ai);
    cube_mul(&ai,p,&b);
    long at=shamir_set_find(S,&b);
    if (at>=0) { *j=(size_t)at; return 1; }
  }
  return 0;
}

@ The solver. The lists must reach depth $\lceil L/4\rceil$ for every
length tried, so |maxlen| is at most $4k$.

@<Functions of shamir@>=
void shamir_solve(const shamir_lists *L,const cubepos *x,int maxlen,int threads,
  shamir_result *res)
{
  struct timespec t0,t1;
  static const int longer[4]={2,0,1,3}; /* which pieces get the longer lengths */
  int parity=0;
  clock_gettime(CLOCK_MONOTONIC,&t0);
  memset(res,0,sizeof *res);
  res->length=-1;
  if (maxlen>4*L->k) maxlen=4*L->k;
  @<Find the parity of the corner permutation of |x|@>;
  for (int len=0; len<=maxlen && res->length<0 && !res->failed; len++) {
    int l[4];
    if (L->qtm && len%2!=parity) continue;
    for (int i=0; i<4; i++) l[i]=len/4+(longer[i]<len%4);
    @<Merge the two sides for lengths |l|, and on a match set |res|@>;
  }
  clock_gettime(CLOCK_MONOTONIC,&t1);
  res->seconds=(t1.tv_sec-t0.tv_sec)+1e-9*(t1.tv_nsec-t0.tv_nsec);
}

@ @<Find the parity of the corner permutation of |x|@>=
for (int i=0; i<8; i++)
  for (int j=i+1; j<8; j++) parity^=corner_perm(x->c[i])>corner_perm(x->c[j]);

@ The maps of the left list are those of a layer; those of the right
list are of the products $x\,u$. The prefix is chosen by the rule of a
count, for the larger of the two sides and without symmetry, with
$2^{22}$ products a part on average (each thread holds two parts).

@<Merge the two sides for lengths |l|...@>=
{
  solve_job J;
  const shamir_set *A1=&L->layer[l[0]],*A2=&L->layer[l[1]],*V=&L->layer[l[2]],
    *U=&L->layer[l[3]];
  shamir_map *lm=malloc((A1->n? A1->n: 1)*sizeof *lm),
    *rm=malloc((U->n? U->n: 1)*sizeof *rm);
  uint64_t work=A1->n*A2->n>U->n*V->n? A1->n*A2->n: U->n*V->n;
  int first[24],k=prefix_length(work,24,(uint64_t)1<<22);
  size_t n1,n2;
  for (int v=0; v<24; v++) first[v]=v;
  memset(&J,0,sizeof J);
  J.nparts=make_parts(k,first,24,&J.part);
  J.left=(part_maker){lm,NULL,A1->n,A2,make_starts(A2,k,&n1),k};
  J.right=(part_maker){rm,NULL,U->n,V,make_starts(V,k,&n2),k};
  if (!lm || !rm || J.nparts<0 || !J.left.idx || !J.right.idx) res->failed=1;
  else {
    for (size_t i=0; i<A1->n; i++) map_of(&A1->pos[i],&lm[i]);
    for (size_t i=0; i<U->n; i++) {
      cubepos xu;
      cube_mul(x,&U->pos[i],&xu); map_of(&xu,&rm[i]);
    }
    pthread_mutex_init(&J.lock,NULL);
    cube_parallel(threads,solve_worker,&J,0);
    pthread_mutex_destroy(&J.lock);
    res->products+=J.products;
    if (J.failed) res->failed=1;
  }
  if (J.found) @<Find the four positions of the match, and write the solution@>;
  free(lm); free(rm); free(J.part); free((void *)J.left.idx); free((void *)J.right.idx);
}

@ @<Find the four positions of the match, and write the solution@>=
{
  cubepos p;
  entry_pos(&J.match,&p);
  size_t match[4];
  if (find_pair(A1->pos,A1->n,NULL,A2,&p,&match[0],&match[1])
      && find_pair(U->pos,U->n,x,V,&p,&match[2],&match[3]))
    @<Write the solution $u\,v\,a_2^{-1}a_1^{-1}$ into |res|@>@;
  else res->failed=1;
}

@ From $a_1a_2=x\,u\,v$ follows $x\cdot u\,v\,a_2^{-1}a_1^{-1}=1$: the
solution is $u$'s sequence, then $v$'s, then the inverse of $a_1$'s and
$a_2$'s together.

@<Write the solution $u\,v\,a_2^{-1}a_1^{-1}$ into |res|@>=
{
  moveseq a;
  res->solution.len=0; a.len=0;
  shamir_path(L,&U->pos[match[2]],l[3],&res->solution);
  shamir_path(L,&V->pos[match[3]],l[2],&res->solution);
  shamir_path(L,&A1->pos[match[0]],l[0],&a);
  shamir_path(L,&A2->pos[match[1]],l[1],&a);
  moveseq_invert(&a,&a);
  for (int i=0; i<a.len; i++) res->solution.mv[res->solution.len++]=a.mv[i];
  res->length=len;
}

@ @<Declarations of shamir@>=
void shamir_solve(const shamir_lists *L,const cubepos *x,int maxlen,int threads,
  shamir_result *res);

@*1 History.
Adi Shamir described the method in a talk, which Alan Bawden reported to
the Cube-Lovers list on 27 May 1987; the paper of Fiat, Moses, Shamir,
Shimshoni and Tardos \cite{Fiat 1989} gives it for permutation groups in
general: to find a product of four short words equal to a given
permutation, make the products of two lists in lexicographic order, with
memory for the lists only, and merge. The order comes from the property
the chapter uses: $st$ and $su$ compare as $s$ of the first coordinate
where $t$ and $u$ differ. In February 1996 David Moews \cite{Moews 1996}
wrote to the list of ``a surge of interest in Shamir's method'' and of
his implementation, which kept positions as 40 bytes (the wreath product
of the cubies' permutations and their orientations, left unpacked since
the method composes so much) and showed that the order argument holds for
such wreath products, the orientations included. In May Jerry Bryan
\cite{Bryan 1996} described the twenty-byte supplement and the centre
trick that lets it be multiplied on either side and conjugated, so that
his programs could run Shamir's method with positions half as large; he
planned a tree of eight corner levels and twelve edge levels to find the
positions that begin with given bytes, which this chapter finds as ranges
of a sorted array. The heap that merges the sorted walks of all the $a$'s
is the cost of every product in the original method; cutting the
products into parts by their first bytes, each made whole from ranges of
$B$ and counted apart, keeps the property on which the method rests and
drops the order that the heap was for. Bryan's counts of positions by distance in the
quarter-turn metric, posted to the list in 1995 and 1998, are among the
sources of the sequence A080602 of the OEIS \cite{OEIS}. Writing again in
2020 \cite{Bryan 2020}, Bryan called the whole method ``a very slow way to
solve a single cube position'', never widely used, but said he had used
its way of producing products in lexicographic order ever since, and
planned to apply the full method to whole cosets at once.
@^Bawden, Alan@>
@^Moews, David@>
@^Fiat, Amos@>
@^Cube-Lovers@>

The measurements of this chapter agree with that judgement. Solving one
position by four lists needs no table, and proves its answer by a method
that shares nothing with the pruning tables of the optimal solver, which
makes it a check of that solver; but it takes seconds to minutes where the
optimal solver takes milliseconds. Counting positions by distance is
where the method shines: the counts through 8 moves need two lists of
46,741 positions and some megabytes, where a breadth-first search would
hold more than a billion positions.

@*1 The sub-command.
\.{cube shamir --distribution N} prints the number of positions at each
distance up to $N\le10$, one line ``$d$ count'' each; \.{--metric qtm}
counts quarter turns. \.{cube shamir --solve} solves the positions given
(as arguments, or one per line on the standard input) by four lists, with
a shortest solution; \.{--max N} (default 16, at most 20) is the longest
solution looked for, and sets the depth of the lists to $\lceil N/4\rceil$.
\.{--threads T} divides the work of one count or one position;
\.{--no-symmetry} counts every first byte (for checking); \.{-v} adds the
products made and the time. \.{--checkpoint FILE} records each part of a
count as it ends, and a count run again with the same file goes on from
the parts it finished. A position beyond \.{--max} is reported
as having no solution within it, status~1.
@^error messages@>

@<The sub-command \.{cube shamir}@>=
static int sh_solve,sh_dist,sh_max,sh_nosym;
static const char *sh_metric,*sh_checkpoint;
static int cmd_shamir(int argc,char **argv);
static const cube_option shamir_options[]={
  {"--distribution",CUBE_OPT_INT,&sh_dist,1,10,"N","count the positions within N moves"},
  {"--solve",CUBE_OPT_FLAG,&sh_solve,0,0,NULL,"solve the positions by four lists"},
  {"--max",CUBE_OPT_INT,&sh_max,0,20,"N","with --solve: the longest solution (16)"},
  {"--metric",CUBE_OPT_STRING,&sh_metric,0,0,"M","htm (the default) or qtm"},
  {"--no-symmetry",CUBE_OPT_FLAG,&sh_nosym,0,0,NULL,"count every first byte"},
  {"--checkpoint",CUBE_OPT_STRING,&sh_checkpoint,0,0,"FILE",
    "with --distribution: record finished parts, resume from them"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command shamir_command={"shamir",cmd_shamir,
  "--distribution N [--checkpoint FILE] | --solve [--max N] [POSITION ...]",
  "Shamir's method: distance counts, four-list solving",
  "Makes the products of sets of positions part by part (Shamir's method on\n\
Bryan's twenty-byte representation): --distribution N counts the positions\n\
at each distance up to N, without a table (--checkpoint FILE to resume a\n\
long count); --solve finds a shortest solution by four lists, with no\n\
pruning table.",
  shamir_options,CUBE_COMMON_THREADS|CUBE_COMMON_VERBOSE|CUBE_COMMON_BATCH};

@ The command checks that exactly one of the two uses is asked for, that
a count has no positions, and that a checkpoint is asked for a count.

@.give --distribution N or --solve@>
@.--distribution takes no POSITION@>
@.--checkpoint goes with --distribution@>
@<The sub-command \.{cube shamir}@>=
static shamir_lists sh_lists;
static void shamir_answer(void *ctx,cube_item *it);
static void print_distribution(int n,int qtm);
static int cmd_shamir(int argc,char **argv)
{
  sh_solve=sh_dist=sh_nosym=0; sh_max=16; sh_metric=sh_checkpoint=NULL;
  argc=cube_parse_args(&shamir_command,argc,argv);
  int qtm=cube_metric_qtm_or_die(sh_metric);
  if (!sh_solve==!sh_dist) cube_die(CUBE_EXIT_USAGE,"give --distribution N or --solve");
  if (sh_dist && argc>0) cube_die(CUBE_EXIT_USAGE,"--distribution takes no POSITION");
  if (sh_solve && sh_checkpoint) cube_die(CUBE_EXIT_USAGE,"--checkpoint goes with --distribution");
  shamir_init();
  if (sh_dist) { print_distribution(sh_dist,qtm); return 0; }
  char err[CUBE_ERRLEN];
  if (shamir_lists_make(&sh_lists,(sh_max+3)/4,qtm,err,sizeof err))
    cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  int status=cube_batch(argc,argv,shamir_answer,&qtm,1);
  shamir_lists_free(&sh_lists);
  return status;
}

@ A count prints its lines, or with \.{--format json} one object with the
counts, the products and the time; \.{-v} adds the same as a comment.
Every write is checked. A count reports its progress on the standard
error: on a terminal one line, rewritten twice a second; elsewhere, with
\.{-v}, a plain line every ten seconds. A failed count (a checkpoint of
another count, no memory for a part) ends with its message and status~4.

@.cannot write the standard output@>
@<The sub-command \.{cube shamir}@>=
typedef struct { int tty; double last; } count_report;
static void count_progress(void *ctx,const shamir_progress *p)
{
  count_report *r=ctx;
  int end=p->done==p->total;
  if (!r->tty && !end && p->seconds<r->last+10) return;
  r->last=p->seconds;
  fprintf(stderr,"%sshamir: %d of %d parts, %.1f M products/s, %.0f s, about %.0f s\
 left%s",r->tty? "\r": "",p->done,p->total,p->rate/1e6,p->seconds,p->left,
    r->tty && !end? "   ": "\n");
  fflush(stderr);
}
static void print_distribution(int n,int qtm)
{
  shamir_lists L;
  shamir_stats st;
  char err[CUBE_ERRLEN];
  count_report rep={isatty(2),0};
  shamir_count_options o={cube_opts.tables.threads,!sh_nosym,0,sh_checkpoint,
    NULL,&rep,NULL};
  if (rep.tty || cube_opts.verbose) o.progress=count_progress;
  if (shamir_lists_make(&L,(n+1)/2,qtm,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  int rc=shamir_distribution(&L,n,&o,&st,err,sizeof err);
  shamir_lists_free(&L);
  if (rc) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  if (cube_opts.json) {
    printf("{\"metric\":\"%s\",\"distribution\":[",qtm? "qtm": "htm");
    for (int d=0; d<=n; d++) printf("%s%llu",d? ",": "",(unsigned long long)st.count[d]);
    printf("],\"products\":%llu,\"seconds\":%.3f}\n",(unsigned long long)st.products,
      st.seconds);
  } else {
    for (int d=0; d<=n; d++) printf("%d %llu\n",d,(unsigned long long)st.count[d]);
    if (cube_opts.verbose) printf("# %llu products of %llu pairs (%d of 24 first bytes),\
 %d parts (%d resumed), %.3f s, %.1f MB\n",(unsigned long long)st.products,
      (unsigned long long)st.pairs,st.classes,st.parts,st.resumed,st.seconds,st.bytes/1e6);
  }
  if (fflush(stdout) || ferror(stdout))
    cube_die(CUBE_EXIT_SYSTEM,"cannot write the standard output");
}

@ One position: solved with all the threads; the solution is printed as
the solver prints its own (in the quarter-turn metric, with half turns
joined), proven shortest.

@.no solution of at most...@>
@<The sub-command \.{cube shamir}@>=
static void shamir_answer(void *ctx,cube_item *it)
{
  int qtm=*(int *)ctx;
  cubepos p;
  shamir_result r;
  char buf[CUBE_MAXMOVES*4],err[CUBE_ERRLEN];
  if (cube_parse(it->text,&p,NULL,NULL,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  shamir_solve(&sh_lists,&p,sh_max,cube_opts.tables.threads,&r);
  if (r.length<0) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"no solution of at most %d %s",sh_max,
      qtm? "quarter turns": "moves");
    return;
  }
  moveseq sol=r.solution;
  if (qtm) moveseq_join_quarters(&r.solution,&sol);
  cube_item_result(it,r.length,1,r.seconds,r.products);
  cube_format_moves(&sol,0,buf,sizeof buf);
  cube_item_solution(it,buf,r.length,NULL,NULL,0);
  if (cube_opts.verbose) cube_item_printf(it,"%s  (%d %s, %.3f s, %llu products)\n",buf,
    r.length,qtm? "quarter turns": "moves",r.seconds,(unsigned long long)r.products);
  else cube_item_printf(it,"%s\n",buf);
}
void shamir_register(void) { cube_command_register(&shamir_command); }

@*1 What the counts cost, and what falls short.
The times of this chapter are in the chapter of measurements; here are the
counts, which do not change from one machine to another.

\smallskip
\item{$\bullet$} {\bf Symmetry.} Of the 24 first bytes, the 96 maps
(48 conjugations, with and without inversion) leave 7 classes, counted
through one member each, the one of fewest products. Through 8 moves
that makes 643,827,977 products of the 2,184,721,081 pairs, through 9
moves 8,521,966,892 of 29,056,495,909: a cut of 3.39 and 3.41 times.
\item{$\bullet$} {\bf Parts.} With two threads, 147 parts through 8
moves ($k=2$, about 4.4 million products each), 2,646 through 9 ($k=3$,
about 3.2 million) and 39,690 through 10 ($k=4$, about 2.9 million); a
bucket then holds some ten to twenty thousand entries, and its hash table
of 16-byte entries fits in the second-level cache.
\item{$\bullet$} {\bf Memory.} The balls ($B_4$ and $B_5$ hold 46,741
and 621,649 positions, 21 bytes each), a map of 80 bytes for each
position of the smaller, the starts, and for each thread its part (16
bytes a product, with a quarter more room), its ranges and its table.
\item{$\bullet$} {\bf Four lists.} A position of 16 moves asks for up to
$5.3\cdot10^9$ products (both sides, every length up to 16), made and
matched part by part.
\smallskip

\noindent What falls short: the rate of products is below that of the
plain loop that only makes them (the buckets and the hash tables take
the rest); the room of the threads grows with their number up to the
point where the prefix gets longer (the rule divides the average part by
the threads, not the largest); the four-list solver uses no symmetry,
since its position has none in general; and counts beyond 10 moves ask
for lists of depth~6, which the program does not make (|SHAMIR_MAXK|).

@*1 Testing Shamir's method.
The tests check each layer against a fact or an independent path:
\item{1.} Bryan's routines against the first chapter's: the expansion of a
product is the composition of the expansions; his pre- and
post-multiplication are |cube_mul| in one order and the other, on random
positions and random multipliers; his $M$-conjugate is |cube_conj|, for
all 48 symmetries.
\item{2.} The layers have the sizes that count positions at each distance
(the sequences A080601 and A080583 of the OEIS \cite{OEIS}); the example
of the section on parts is checked against |cube_mul|.
\item{3.} The parts of a random list of 300 positions and the ball of
radius~2, for every first byte and for random prefixes of two and three
bytes, hold exactly the products with that prefix among all
$300\cdot262$ products made by |cube_mul|.
\item{4.} The distribution through 6 moves in both metrics is the
published one: in the half-turn metric 1, 18, 243, 3240, 43239, 574908,
7618438; in the quarter-turn metric 1, 12, 114, 1068, 10011, 93840,
878880 \cite{OEIS}; with symmetry and two threads, without symmetry and
one thread, and with parts of every length of prefix; a checkpoint gives
the same counts when a count is resumed from it, whole or cut.
\item{5.} Four-list solutions solve their positions, and their lengths
are those of the optimal solver of the solver chapter, on positions of
10 to 12 moves; one thread finds the length that two find.

@(tests/test_shamir.c@>=
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <unistd.h>
#include "shamir.h"
#include "solve.h"
#include "check.h"
#include "solvetest.h"
static int cube_cmp_test(const void *x,const void *y) { return memcmp(x,y,sizeof(cubepos)); }
int main(void)
{
  cube_register_chapters();
  cube_rng rng;
  shamir_lists L,Q;
  cube_init(); coord_init(); shamir_init();
  cube_rng_seed(&rng,33);
  @<Test Bryan's routines against |cube_mul| and |cube_conj|@>;
  CHECK_EQ(shamir_lists_make(&L,3,0,NULL,0),0); CHECK_EQ(shamir_lists_make(&Q,3,1,NULL,0),0);
  @<Test the layers@>;
  @<Test the example of two parts@>;
  @<Test parts against sorted products@>;
  @<Test the distributions through 6 moves@>;
  @<Test the checkpoint of a count@>;
  @<Test four-list solutions against the optimal solver@>;
  shamir_lists_free(&L); shamir_lists_free(&Q);
  return check_done("test_shamir");
}

@ @<Test Bryan's routines against |cube_mul| and |cube_conj|@>=
{
  int bad_exp=0,bad_pre=0,bad_post=0,bad_conj=0;
  for (int n=0; n<1000; n++) {
    cubepos x,q,r,s;
    bryan_perm X,Qp,R;
    cube_random(&rng,&x); cube_random(&rng,&q);
    bryan_expand(&x,&X); bryan_expand(&q,&Qp);
    cube_mul(&x,&q,&r); bryan_expand(&r,&R);
    for (int t=0; t<24; t++) {
      bad_exp+=R.c[t]!=X.c[Qp.c[t]];
      bad_exp+=R.e[t]!=X.e[Qp.e[t]];
    }
    bryan_premul(&Qp,&x,&s); bad_pre+=memcmp(&r,&s,sizeof r)!=0;
    cube_mul(&q,&x,&r); bryan_postmul(&x,&Qp,&s); bad_post+=memcmp(&r,&s,sizeof r)!=0;
    for (int g=0; g<CUBE_NSYMS; g++) {
      cube_conj(&x,g,&r); bryan_conj(&x,&bryan_sym[g],&bryan_sym_inv[g],&s);
      bad_conj+=memcmp(&r,&s,sizeof r)!=0;
    }
  }
  CHECK_EQ(bad_exp,0); CHECK_EQ(bad_pre,0); CHECK_EQ(bad_post,0); CHECK_EQ(bad_conj,0);
}

@ @<Test the layers@>=
{
  static const uint64_t htm[]={1,18,243,3240},qtm[]={1,12,114,1068};
  for (int d=0; d<=3; d++) { CHECK_EQ(L.layer[d].n,htm[d]); CHECK_EQ(Q.layer[d].n,qtm[d]); }
  CHECK_EQ(L.ball.n,3502); CHECK_EQ(Q.ball.n,1195);
  shamir_lists F;
  shamir_lists_make(&F,4,0,NULL,0);
  CHECK_EQ(F.ball.n,46741);
  shamir_lists_free(&F);
}

@ The example of the section on parts: $A$ is $1$, \.{U}, \.{R}, \.{F}
and $B$ the ball of radius~1. For each $a$, byte~0 of $a\cdot b$ is a
function of byte~0 of~$b$ alone, one to one, so that the $b$ of a part
are those that begin with one byte; and the parts of first bytes 0
and~20 have 13 and 12 products, 10 and 11 positions.

@<Test the example of two parts@>=
{
  static const char *const as[]={"U","R","F"};
  shamir_lists T;
  cubepos a[4],prod[2][64];
  int n[2]={0,0},func=1,distinct[2]={0,0};
  char err[CUBE_ERRLEN];
  shamir_lists_make(&T,1,0,NULL,0);
  a[0]=cube_solved;
  for (int i=0; i<3; i++) cube_parse(as[i],&a[i+1],NULL,NULL,err,sizeof err);
  for (int i=0; i<4; i++) {
    int f[24],g[24];
    for (int v=0; v<24; v++) f[v]=g[v]=-1;
    for (size_t j=0; j<T.ball.n; j++) {
      cubepos r;
      int u=T.ball.pos[j].c[0];
      cube_mul(&a[i],&T.ball.pos[j],&r);
      if (f[u]<0 && g[r.c[0]]<0) { f[u]=r.c[0]; g[r.c[0]]=u; }
      func&=f[u]==r.c[0] && g[r.c[0]]==u;
      if (r.c[0]==0) prod[0][n[0]++]=r;
      if (r.c[0]==20) prod[1][n[1]++]=r;
    }
  }
  for (int t=0; t<2; t++) {
    qsort(prod[t],n[t],sizeof(cubepos),cube_cmp_test);
    for (int j=0; j<n[t]; j++) distinct[t]+=j==0 || !cube_equal(&prod[t][j],&prod[t][j-1]);
  }
  CHECK(func);
  CHECK(n[0]==13 && distinct[0]==10 && n[1]==12 && distinct[1]==11);
  shamir_lists_free(&T);
}

@ @<Test parts against sorted products@>=
{
  enum { NA=300 };
  shamir_lists T;
  shamir_lists_make(&T,2,0,NULL,0);
  cubepos *a=malloc(NA*sizeof *a),*all=malloc(NA*T.ball.n*sizeof *all),
    *got=malloc(NA*T.ball.n*sizeof *got);
  size_t n=0,seen=0;
  int same=1;
  for (int i=0; i<NA; i++) cube_random(&rng,&a[i]);
  for (int i=0; i<NA; i++)
    for (size_t j=0; j<T.ball.n; j++) cube_mul(&a[i],&T.ball.pos[j],&all[n++]);
  qsort(all,n,sizeof *all,cube_cmp_test);
  for (int t=0; t<24+20; t++) {
    cubepos r=all[cube_rng_below(&rng,n)];
    uint8_t prefix[3]={(uint8_t)t,r.c[1],r.c[2]};
    int plen=t<24? 1: 2+t%2;
    if (t>=24) prefix[0]=r.c[0];
    @<Compare the part of |prefix| with its range of |all|@>;
  }
  CHECK(same); CHECK_EQ(seen,n);
  free(a); free(all); free(got); shamir_lists_free(&T);
}

@ The part's products, sorted, must be the run of |all| that begins with
the prefix. The parts of the 24 first bytes together are all of it.

@<Compare the part of |prefix| with its range of |all|@>=
{
  long m=shamir_part_products(a,NA,&T.ball,prefix,plen,got);
  size_t lo=0;
  while (lo<n && memcmp(all[lo].c,prefix,plen)<0) lo++;
  if (m<0) same=0;
  else {
    qsort(got,(size_t)m,sizeof *got,cube_cmp_test);
    for (long i=0; i<m; i++) same&=lo+i<n && memcmp(&got[i],&all[lo+i],sizeof *got)==0;
    same&=lo+m==n || memcmp(all[lo+m].c,prefix,plen)!=0;
    if (t<24) seen+=(size_t)m;
  }
}

@ The distributions through 6 moves, with symmetry and two threads and
without symmetry and one thread; and with every length of prefix, through
5 moves and through 6 quarter turns: each way of cutting the products
into parts must give the published counts.

@<Test the distributions through 6 moves@>=
{
  static const uint64_t htm[]={1,18,243,3240,43239,574908,7618438},
    qtm[]={1,12,114,1068,10011,93840,878880};
  shamir_stats a;
  char err[CUBE_ERRLEN];
  shamir_count_options two={2,1,0,NULL,NULL,NULL,NULL},one={1,0,0,NULL,NULL,NULL,NULL};
  int same=1;
  CHECK_EQ(shamir_distribution(&L,6,&two,&a,err,sizeof err),0);
  for (int d=0; d<=6; d++) CHECK_EQ(a.count[d],htm[d]);
  CHECK_EQ(a.classes,7);
  CHECK_EQ(shamir_distribution(&Q,6,&one,&a,err,sizeof err),0);
  for (int d=0; d<=6; d++) CHECK_EQ(a.count[d],qtm[d]);
  for (int k=1; k<=4; k++) {
    two.k=one.k=k;
    shamir_distribution(&L,5,&two,&a,err,sizeof err);
    for (int d=0; d<=5; d++) same&=a.count[d]==htm[d];
    shamir_distribution(&L,5,&one,&a,err,sizeof err);
    for (int d=0; d<=5; d++) same&=a.count[d]==htm[d];
    shamir_distribution(&Q,6,&two,&a,err,sizeof err);
    for (int d=0; d<=6; d++) same&=a.count[d]==qtm[d];
  }
  CHECK(same);
}

@ The checkpoint: a count through 6 moves writes one line for each part;
run again, it reads them all and makes no product; with its last ten
lines removed and the line before them cut in the middle, it does those
eleven parts again and ends with the file whole. A file of another count,
a line that does not parse, and a file in use are refused, and a cancel
flag set before the start stops the count before its first part.

@<Test the checkpoint of a count@>=
{
  static const uint64_t htm[]={1,18,243,3240,43239,574908,7618438};
  char name[]="/tmp/test_shamir.XXXXXX",err[CUBE_ERRLEN];
  int fd=mkstemp(name);
  shamir_count_options o={2,1,3,name,NULL,NULL,NULL};
  shamir_stats a;
  int ok=1,lines=0;
  close(fd);
  CHECK_EQ(shamir_distribution(&L,6,&o,&a,err,sizeof err),0);
  for (int d=0; d<=6; d++) ok&=a.count[d]==htm[d];
  @<Count the lines of |name| into |lines|@>;
  CHECK_EQ(lines,a.parts+1);
  CHECK_EQ(shamir_distribution(&L,6,&o,&a,err,sizeof err),0);
  for (int d=0; d<=6; d++) ok&=a.count[d]==htm[d];
  CHECK(a.resumed==a.parts && a.products==0);
  @<Remove the last ten lines of |name| and cut the one before@>;
  CHECK_EQ(shamir_distribution(&L,6,&o,&a,err,sizeof err),0);
  for (int d=0; d<=6; d++) ok&=a.count[d]==htm[d];
  CHECK(ok);
  CHECK_EQ(a.resumed,a.parts-11);
  @<Count the lines of |name| into |lines|@>;
  CHECK_EQ(lines,a.parts+1);
  CHECK_EQ(shamir_distribution(&L,5,&o,&a,err,sizeof err),-1);
  CHECK(strstr(err,"is a checkpoint of another count")!=NULL);
  FILE *f=fopen(name,"a");
  fputs("3 x\n",f); fclose(f);
  CHECK_EQ(shamir_distribution(&L,6,&o,&a,err,sizeof err),-1);
  CHECK(strstr(err,"is not a finished part")!=NULL);
  int cancel=1;
  shamir_count_options c={2,1,3,NULL,NULL,NULL,&cancel};
  CHECK_EQ(shamir_distribution(&L,6,&c,&a,err,sizeof err),1);
  CHECK_EQ(a.products,0);
  remove(name);
}

@ @<Count the lines of |name| into |lines|@>=
{
  FILE *f=fopen(name,"r");
  int ch;
  lines=0;
  while ((ch=getc(f))!=EOF) lines+=ch=='\n';
  fclose(f);
}

@ @<Remove the last ten lines of |name| and cut the one before@>=
{
  FILE *f=fopen(name,"r");
  static long at[100000];
  int n=0,ch;
  at[n++]=0;
  while ((ch=getc(f))!=EOF) if (ch=='\n' && n<100000) at[n++]=ftell(f);
  fclose(f);
  CHECK(n>13 && truncate(name,(at[n-12]+at[n-11])/2)==0);
}

@ The positions: three sequences of 10, 11 and 12 moves, their optimal
lengths from the optimal solver with its smallest table family, which the
four lists of depth~3 must match, with a solution that solves. With lists
of depth~1, a position of 5 moves has no solution within~4, which the
solver must say.

@<Test four-list solutions against the optimal solver@>=
{
  static const char *const pos[]={"R U F D L B R2 U2 F' L'","F2 U' R B2 D L' F U2 R' B D'",
    "U R2 F' L D2 B R' U2 F L2 D' B2"};
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  int rc=optimal_init("small",&po,err,sizeof err);
  if (!CHECK(rc==0)) printf("  %s\n",err);
  for (size_t i=0; rc==0 && i<sizeof pos/sizeof pos[0]; i++) {
    cubepos p,q;
    shamir_result r;
    optimal_options o={0,2,0,NULL,NULL,NULL,NULL,NULL};
    optimal_result w;
    cube_parse(pos[i],&p,NULL,NULL,err,sizeof err);
    shamir_solve(&L,&p,12,2,&r);
    optimal_solve(&p,&o,&w);
    q=p; cube_apply(&q,&r.solution);
    CHECK(r.length==w.length && r.solution.len==r.length && cube_equal(&q,&cube_solved));
    if (i==0) {
      shamir_result one;
      shamir_solve(&L,&p,12,1,&one);
      CHECK(one.length==r.length);
    }
  }
  shamir_lists S;
  shamir_result r;
  cubepos p;
  shamir_lists_make(&S,1,0,NULL,0);
  cube_parse("R U F D L",&p,NULL,NULL,err,sizeof err);
  shamir_solve(&S,&p,20,1,&r);
  CHECK_EQ(r.length,-1);
  shamir_lists_free(&S);
}

@*1 The benchmark.
\.{make bench} runs this program. It prints the distribution through 8
moves in the half-turn metric with one and two threads and in the
quarter-turn metric with two, and through 9 moves with two (each checked
against the published counts), with its time, the products made and
their rate per core of processor time, and the memory: the chapter's own
count of its lists, maps and the threads' room, and the process's peak
resident size, which the largest count sets; then the rate of a loop that
only makes products in the order of the arrays and compares each with
the one before, the least that any way of producing and sorting them must
spend on each; then the four-list solver on positions of 12, 14 and 16
moves beside the optimal solver with its smallest table family (35\,MB),
which must agree on the lengths. \.{bench\_shamir 7} stops the
distributions at 7 moves and solves the 12-mover only, for a quick look.

@(tests/bench_shamir.c@>=
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/resource.h>
#include "shamir.h"
#include "solve.h"
#include "solvetest.h"
static double cpu_now(void)
{
  struct rusage u;
  getrusage(RUSAGE_SELF,&u);
  return u.ru_utime.tv_sec+u.ru_stime.tv_sec+1e-6*(u.ru_utime.tv_usec+u.ru_stime.tv_usec);
}
static double wall_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC,&t);
  return t.tv_sec+1e-9*t.tv_nsec;
}
static const char *grouped(uint64_t x)
{
  static char buf[4][32];
  static int turn;
  char digits[24],*out=buf[turn=(turn+1)%4];
  int n=snprintf(digits,sizeof digits,"%llu",(unsigned long long)x),k=0;
  for (int i=0; i<n; i++) {
    out[k++]=digits[i];
    if ((n-1-i)%3==0 && i<n-1) out[k++]=',';
  }
  out[k]=0;
  return out;
}
static long peak_kb(void)
{
  struct rusage u;
  getrusage(RUSAGE_SELF,&u);
  return u.ru_maxrss;
}
@<Bench the distribution of one metric@>@;
int main(int argc,char **argv)
{
  cube_register_chapters();
  int n=argc>1? atoi(argv[1]): 9;
  if (n<1 || n>9) n=9;
  setvbuf(stdout,NULL,_IOLBF,0); /* each figure as soon as it is measured */
  cube_init(); coord_init(); shamir_init();
  printf("bench_shamir: Shamir's method (shamir.w)\n");
  bench_distribution(n<8? n: 8,0,1); bench_distribution(n<8? n: 8,0,2);
  bench_distribution(n<8? n: 8,1,2);
  if (n==9) bench_distribution(9,0,2);
  @<Bench the bound of making and comparing products@>;
  @<Bench four-list solving against the optimal solver@>;
  return 0;
}

@ @<Bench the distribution of one metric@>=
static void bench_distribution(int n,int qtm,int threads)
{
  static const uint64_t htm[]={1,18,243,3240,43239,574908,7618438,100803036,1332343288,
    17596479795u},qtmc[]={1,12,114,1068,10011,93840,878880,8221632,76843595};
  shamir_lists L;
  shamir_stats st;
  uint64_t total=0;
  int ok=1;
  double c0=cpu_now();
  char err[CUBE_ERRLEN];
  shamir_count_options o={threads,1,0,NULL,NULL,NULL,NULL};
  shamir_lists_make(&L,(n+1)/2,qtm,NULL,0);
  if (shamir_distribution(&L,n,&o,&st,err,sizeof err)) printf("  %s\n",err);
  double cpu=cpu_now()-c0;
  for (int d=0; d<=n; d++) {
    ok&=st.count[d]==(qtm? qtmc: htm)[d]; total+=st.count[d];
    printf("  %s %d: %llu\n",qtm? "qtm": "htm",d,(unsigned long long)st.count[d]);
  }
  printf("  %s through %d, %d thread%s: %s; %llu positions, %.1f s wall, %.1f s cpu,\
 %llu products of %llu pairs (%d of 24 first bytes, %d parts, k=%d),\
 %.2f M products/s per core, %.1f MB of lists, maps and room, peak %.1f MB\n",
    qtm? "qtm": "htm",n,threads,threads>1? "s": "",ok? "matches OEIS": "MISMATCH",
    (unsigned long long)total,st.seconds,cpu,(unsigned long long)st.products,
    (unsigned long long)st.pairs,st.classes,st.parts,st.k,st.products/cpu/1e6,
    st.bytes/1e6,peak_kb()/1e3);
  printf("run: dist.%s%d.%d %.1f %.1f %s %.1f %.0f %s\n",qtm? "qtm": "htm",n,threads,
    st.seconds,cpu,grouped(st.products),st.products/cpu/1e6,st.bytes/1e6,
    ok? "yes": "NO");
  shamir_lists_free(&L);
}

@ @<Bench the bound of making and comparing products@>=
{
  shamir_lists L;
  cubepos prev,r;
  uint64_t n=0,up=0;
  shamir_lists_make(&L,4,0,NULL,0);
  double c0=cpu_now();
  memset(&prev,0,sizeof prev);
  for (size_t i=0; i<2000; i++)
    for (size_t j=0; j<L.ball.n; j++) {
      cube_mul(&L.ball.pos[i],&L.ball.pos[j],&r);
      up+=memcmp(&r,&prev,sizeof r)>0; prev=r; n++;
    }
  double cpu=cpu_now()-c0;
  printf("  bound: %llu products made and compared in array order, %.2f M/s per core\
 (%llu rises)\n",(unsigned long long)n,n/cpu/1e6,(unsigned long long)up);
  printf("run: bound.rate %.1f\n",n/cpu/1e6);
  shamir_lists_free(&L);
}

@ The positions: the 12-mover and the 14-mover are sequences of those
lengths that the optimal solver finds optimal; the 16-mover is the first
line of \.{tests/data/optimal-16.txt}, a position whose distance is 16.

@<Bench four-list solving against the optimal solver@>=
{
  static const char *const pos[]={"U R2 F' L D2 B R' U2 F L2 D' B2",
    "R U F D L B R2 U2 F' L' D B' U R'",
    "B1 D3 R2 B2 L2 D2 B1 U2 F2 U2 L2 B3 R2 U1 L2 R1 U1 R1 U2 B2"};
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  shamir_lists L;
  double w0=wall_now();
  shamir_lists_make(&L,4,0,NULL,0);
  printf("  four lists of depth 4: %.2f s to make, %zu positions in the ball\n",
    wall_now()-w0,L.ball.n);
  if (optimal_init("small",&po,err,sizeof err)) { printf("  %s\n",err); return 1; }
  for (size_t i=0; i<(n<8? 1: sizeof pos/sizeof pos[0]); i++) {
    cubepos p;
    shamir_result r;
    optimal_options o={0,2,0,NULL,NULL,NULL,NULL,NULL};
    optimal_result w;
    cube_parse(pos[i],&p,NULL,NULL,err,sizeof err);
    double c0=cpu_now();
    shamir_solve(&L,&p,16,2,&r);
    double c1=cpu_now();
    optimal_solve(&p,&o,&w);
    double c2=cpu_now();
    printf("  solve %d moves: four lists %.1f s wall, %.1f s cpu, %llu products;\
 optimal (small) %.3f s wall, %.3f s cpu, %llu nodes; %s\n",r.length,r.seconds,
      c1-c0,(unsigned long long)r.products,w.seconds,c2-c1,(unsigned long long)w.nodes,
      r.length==w.length? "same length": "LENGTHS DIFFER");
    printf("run: solve.%d %.1f %.1f %s %.3f %s\n",r.length,r.seconds,c1-c0,
      grouped(r.products),c2-c1,r.length==w.length? "yes": "NO");
  }
  printf("  peak %.1f MB\n",peak_kb()/1e3);
  printf("run: peak %.0f\n",peak_kb()/1e3);
  shamir_lists_free(&L);
}
