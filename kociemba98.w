@* Kociemba's optimal solver of 1998.
In December 1998 Herbert Kociemba described on the Cube-Lovers list an
optimal solver built on coordinates unlike those of his two-phase
algorithm, and unlike those of Michael Reid's optimal solver of the time.
Its two pruning tables take 25 megabytes between them, and its bound is
the larger of two lookups (three here: we add the bound of the inverse
position, which Kociemba's note does not mention). This chapter rebuilds
that solver on the framework of the earlier chapters and sets it beside
the optimal solver of the search chapter, which uses Kociemba's later
coordinates. It is a
second example of how the book is extended: it defines its own
coordinates, has the pruning-table chapter build their tables, and
registers a {\it table family} with the optimal solver, so that
$$\hbox{\tt cube solve --optimal --table kociemba98 "R U F"}$$
prints \move{F' U' R'}, found and proved shortest with this chapter's
tables.
@^Kociemba, Herbert@>
@^Reid, Michael@>
@^Cube-Lovers@>
@^extending the optimal solver@>

The three coordinates are these.

\item{1.} {\it X2}: the corners, modulo the corner part of the {\it square
group} $\langle U2,D2,R2,L2,F2,B2\rangle$. That part has 96 elements, so
there are $8!\cdot3^7/96=918{,}540$ values; the 48 symmetries of the cube
reduce them to 19,926 classes.
\item{2.} The {\it edge orientation}, 2048 values, in a convention that
every symmetry respects: a quarter turn flips each of the four edges it
moves.
\item{3.} The {\it edge permutation} modulo symmetries on both sides: two
permutations $a$ and $b$ are equivalent when $a=m_1bm_2$ for symmetries
$m_1$ and~$m_2$. There are 208,816 classes.

The first pruning table is indexed by an X2 class and an edge orientation,
$19{,}926\cdot2048$ entries at four bits, 20\thinspace MB. The second gives
the distance of every edge permutation, indexed by a class of the third
coordinate and a symmetry, 5\thinspace MB. The figure shows how the
solver reads the bound of a position $P$ from them: the first table
with the corners and flips of $P$, the second with its edges, and the
first again with the corners and flips of the inverse position $P^{-1}$,
which is as far from solved as $P$.
\def\kbox#1#2#3{\vcenter{\hrule\hbox{\vrule\kern3pt
  \vbox{\kern3pt\hbox to #1{\hss\bf #2\hss}\kern2pt
    \hbox to #1{\hss\sevenrm #3\hss}\kern3pt}\kern3pt\vrule}\hrule}}
\def\kto{\quad\longrightarrow\quad}
$$\vbox{\centerline{\vbox{\offinterlineskip\halign{$\hfil#\hfil$&$#$&$\hfil#\hfil$&$#$&
  $\hfil#\hfil$\cr
\kbox{130pt}{$P$: X2 and flips}{its X2 class, and its flips}&\kto&
\kbox{120pt}{first table}{19,926 classes by 2048 flips, 20\thinspace MB}&
\kto&a\cr\noalign{\kern4pt}
\kbox{130pt}{$P$: edge permutation}{its double coset and a symmetry}&\kto&
\kbox{120pt}{second table}{9,985,968 entries, 5\thinspace MB}&\kto&b\cr
\noalign{\kern4pt}
\kbox{130pt}{$P^{-1}$: X2 and flips}{read afresh from the position}&\kto&
\kbox{120pt}{first table}{the same table}&\kto&c\cr
\noalign{\kern6pt}
\multispan5\hfil\hbox{the bound of $P$: $\max(a,b,c)$}\hfil\cr}}}
\figcaption{The bound of Kociemba's optimal solver of 1998: three
lookups in two tables, and the largest of the three distances bounds the
position. Within the search the inverse is read only at nodes that the
other two lookups do not cut, with three moves or more left.}}$$
The chapter explains why each
coordinate is well defined (why a move carries a coset to a coset, why
the symmetries may reduce them, and how a move acts on a double coset), builds the coordinates and tables,
runs the solver, and measures it against the search chapter's solver on
the same positions.

The sections go: symmetries as permutations of the edges, the square
group, X2, the edge orientation, the double cosets of the edge
permutation, the tables, the solver, the measurements, and the tests.
@q README: Kociemba's optimal solver of 1998, as an extension: corners modulo the square group (X2), edge flips that every symmetry respects, edge permutations modulo symmetries on both sides (double cosets); its tables (25 MB) as the table family `cube solve --optimal --table kociemba98` @>
@i types.w
@s k98_state int
@s k98_open_tables int
@s dc_header int

@ The chapter tangles to \.{kociemba98.h} and \.{kociemba98.c}; its test
goes to \.{tests/}. The header includes the search chapter's, and with it
everything below.

@(kociemba98.h@>=
#ifndef KOCIEMBA98_H
#define KOCIEMBA98_H
#include "solve.h"
@<Constants of kociemba98@>@;
@<Declarations of kociemba98@>@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <unistd.h>
#include "kociemba98.h"
@h
@<Private data of kociemba98@>@;
@<Private functions of kociemba98@>@;
@<Coordinates of kociemba98@>@;
@<The search routines of kociemba98@>@;
@<Functions of kociemba98@>@;

@ The sizes of the coordinates. The framework wants the size of a basic
coordinate before it builds it, so the sizes of the two edge-permutation
coordinates, which are only known after their classes are counted, are
written down here; the routine that counts the classes stops the program
if it finds other numbers, and the tests compare them with the published
ones.

@<Constants of kociemba98@>=
enum {@+K98_NSQ = 96, K98_NPCOSETS = 420, K98_NTWIST = 2187,
  K98_NX2 = 918540, K98_NEO = 2048, K98_NDC = 208816, K98_NEP = 9985968@+};
#ifndef K98_INVERSE_DEPTH
#define K98_INVERSE_DEPTH 3
#endif

@*1 Symmetries as permutations of the edges.
A symmetry $s$ carries each edge slot to an edge slot: the slot between
faces $f$ and~$g$ to the slot between faces $s(f)$ and~$s(g)$. Call that
permutation of the 12 edges $\sigma_s$. Conjugation, $p^s=s\,p\,s^{-1}$ in
the first chapter's notation, acts on the permutation of the edges of a
position, $\pi_p$, as $\pi_{p^s}=\sigma_s\pi_p\sigma_s^{-1}$; and since the
first chapter numbers the symmetries so that $(p^h)^g=p^{gh}$, the map
$s\mapsto\sigma_s$ is a homomorphism, $\sigma_{gh}=\sigma_g\sigma_h$.
Permutations compose as positions do, $(ab)(i)=a\bigl(b(i)\bigr)$, with
$a(i)$ the edge in slot~$i$. The tests check all of this against
|cube_conj|.

@<Declarations of kociemba98@>=
extern uint8_t k98_esym[CUBE_NSYMS][CUBE_NEDGES];
void k98_init(void);

@ @<Functions of kociemba98@>=
uint8_t k98_esym[CUBE_NSYMS][CUBE_NEDGES];

@ The slots are found by their faces, read from the names \.{UR},
\.{UF},~\dots\ of the first chapter.

@<Set up |k98_esym|@>=
for (int s=0; s<CUBE_NSYMS; s++)
  for (int i=0; i<CUBE_NEDGES; i++) {
    int f=face_index(cube_edge_names[i][0]),g=face_index(cube_edge_names[i][1]);
    int sf=cube_sym_face[s][f],sg=cube_sym_face[s][g];
    for (int j=0; j<CUBE_NEDGES; j++) {
      int a=face_index(cube_edge_names[j][0]),b=face_index(cube_edge_names[j][1]);
      if ((a==sf && b==sg) || (a==sg && b==sf)) k98_esym[s][i]=(uint8_t)j;
    }
  }

@ @<Private functions of kociemba98@>=
static int face_index(char c)
{
  return (int)(strchr(cube_face_names,c)-cube_face_names);
}

@ Everything this chapter computes at start-up is made once, under
|pthread_once|, by |k98_init|; the routines of the coordinates call it
before they read any table, so that it runs whichever of them the
framework calls first. It must not call the framework itself, which may
hold its lock while it calls them.

@<Functions of kociemba98@>=
static pthread_once_t k98_once=PTHREAD_ONCE_INIT;
static void k98_init_once(void)
{
  cube_init();
  @<Set up |bits12|@>;
  @<Set up |k98_esym|@>;
  @<Find the corner part of the square group@>;
  @<Number the cosets of the corner permutations@>;
  @<Count the double cosets and make their move table@>;
  @<Find the names of each double coset@>;
}
void k98_init(void) { pthread_once(&k98_once,k98_init_once); }

@ Errors in these constructions are errors of this program, and stop it.

@<Private functions of kociemba98@>=
static void k98_panic(const char *what)
{
  fprintf(stderr,"kociemba98: %s\n",what);
  abort();
}
@^sanity checks@>

@*1 The square group and the coordinate X2.
The square group is generated by the six half turns. A half turn leaves
every corner's orientation alone (the first chapter measures a corner's
twist by its \.U or \.D facelet, which a half turn keeps on the \.U or
\.D face or carries from one to the other), so the corner part of the
square group is a group of permutations of the eight corners; it has 96
elements, found here by closing the identity under the half turns.
(The whole group, corners and edges, has 663,552 elements; the tests
count them by a breadth-first search, and check the published number of
elements at each distance.)

Call that group $Q$. The coordinate X2 of a position $p$ is its right
coset $Qp$ among corner states: $p$ and $hp$, for $h\in Q$, get the same
value. A move $m$ carries a coset to a coset, because $(hp)m=h(pm)$: the
value after the move depends only on the value before. Since $h$ has no
twist, $hp$ has the twist of $p$ in every slot (the twist of a product is
$o_{hp}(i)=o_h\bigl(p(i)\bigr)+o_p(i)$), and its corner permutation is
$hp$; so the value is a pair, the twist (2187 values) and the coset $Q\pi$
of the corner permutation ($8!/96=420$ cosets), and
$420\cdot2187=918{,}540$.

@<Private data of kociemba98@>=
static uint8_t sq_corners[K98_NSQ][CUBE_NCORNERS]; /* the corner part of the square group */
static uint16_t pcoset[40320]; /* the coset of each corner permutation, by rank */
static uint16_t pcoset_rep[K98_NPCOSETS]; /* the least rank in each coset */

@ Permutations of 8 and of 12 objects are numbered by their rank in
lexicographic order (the Lehmer code): the rank of $a$ counts, for each
position, the smaller entries not used before it, which a table of the
number of bits in each 12-bit mask gives.

@<Set up |bits12|@>=
for (int i=1; i<4096; i++) bits12[i]=(uint8_t)(bits12[i>>1]+(i&1));

@ @<Private functions of kociemba98@>=
static uint8_t bits12[4096]; /* the number of bits set in each 12-bit mask */
static uint32_t perm_rank(const uint8_t *a,int n)
{
  uint32_t r=0,used=0;
  for (int i=0; i<n; i++) {
    r=r*(uint32_t)(n-i)+a[i]-bits12[used&((1u<<a[i])-1)];
    used|=1u<<a[i];
  }
  return r;
}
static void perm_unrank(uint32_t r,uint8_t *a,int n)
{
  int d[CUBE_NEDGES];
  uint32_t avail=(1u<<n)-1;
  for (int i=n-1; i>=0; i--) { d[i]=(int)(r%(uint32_t)(n-i)); r/=(uint32_t)(n-i); }
  for (int i=0; i<n; i++) {
    uint32_t m=avail;
    for (int k=0; k<d[i]; k++) m&=m-1;
    a[i]=(uint8_t)__builtin_ctz(m); avail&=~(1u<<a[i]);
  }
}

@ The closure: a list of the elements found, each multiplied on the right
by each half turn, until nothing new appears. A half turn that twisted a
corner would make the cosets wrong, so that is checked too.

@<Find the corner part of the square group@>=
{
  uint8_t seen[40320]={0};
  int n=1;
  for (int i=0; i<CUBE_NCORNERS; i++) sq_corners[0][i]=(uint8_t)i;
  seen[0]=1;
  for (int k=0; k<n; k++)
    for (int m=1; m<CUBE_NMOVES; m+=3) {
      uint8_t a[CUBE_NCORNERS];
      for (int i=0; i<CUBE_NCORNERS; i++) {
        int v=cube_move_cubes[m].c[i];
        if (corner_ori(v)) k98_panic("a half turn twists a corner");
        a[i]=sq_corners[k][corner_perm(v)];
      }
      uint32_t r=perm_rank(a,CUBE_NCORNERS);
      if (seen[r]) continue;
      if (n==K98_NSQ) k98_panic("the square group has more than 96 corner states");
      seen[r]=1; memcpy(sq_corners[n++],a,CUBE_NCORNERS);
    }
  if (n!=K98_NSQ) k98_panic("the square group has fewer than 96 corner states");
}

@ The cosets are numbered in the order of their least elements, so that
the identity's coset is number~0. The coset of $\pi$ is the set of
products $h\pi$, whose entries are $h\bigl(\pi(i)\bigr)$.

@<Number the cosets of the corner permutations@>=
{
  int n=0;
  memset(pcoset,0xff,sizeof pcoset);
  for (uint32_t r=0; r<40320; r++) {
    uint8_t p[CUBE_NCORNERS],q[CUBE_NCORNERS];
    if (pcoset[r]!=0xffff) continue;
    if (n==K98_NPCOSETS) k98_panic("too many corner cosets");
    perm_unrank(r,p,CUBE_NCORNERS);
    for (int h=0; h<K98_NSQ; h++) {
      for (int i=0; i<CUBE_NCORNERS; i++) q[i]=sq_corners[h][p[i]];
      pcoset[perm_rank(q,CUBE_NCORNERS)]=(uint16_t)n;
    }
    pcoset_rep[n++]=(uint16_t)r;
  }
  if (n!=K98_NPCOSETS) k98_panic("too few corner cosets");
}

@ The value of X2 is $2187\cdot\hbox{coset}+\hbox{twist}$, the twist
being the orientations of the first seven corners in base~3. Making a
position with a value sets the corners to the coset's least permutation
with those twists; the edges are left as they are.

@<Private functions of kociemba98@>=
static uint32_t x2_index(const cubepos *p)
{
  uint8_t a[CUBE_NCORNERS];
  uint32_t tw=0;
  k98_init();
  for (int i=CUBE_NCORNERS-1; i>=0; i--) {
    a[i]=(uint8_t)corner_perm(p->c[i]);
    if (i<7) tw=tw*3+(uint32_t)corner_ori(p->c[i]);
  }
  return pcoset[perm_rank(a,CUBE_NCORNERS)]*(uint32_t)K98_NTWIST+tw;
}
static void x2_set(uint32_t x,cubepos *p)
{
  uint8_t a[CUBE_NCORNERS];
  uint32_t tw=x%K98_NTWIST;
  int sum=0;
  k98_init();
  perm_unrank(pcoset_rep[x/K98_NTWIST],a,CUBE_NCORNERS);
  for (int i=0; i<7; i++) {
    int o=(int)(tw%3);
    tw/=3; sum+=o;
    p->c[i]=(uint8_t)corner_val(a[i],o);
  }
  p->c[7]=(uint8_t)corner_val(a[7],(3-sum%3)%3);
}

@ Why may the 48 symmetries reduce X2? A symmetry $s$ carries the coset
$Qp$ to $s(Qp)s^{-1}=(sQs^{-1})(sps^{-1})$, and $sQs^{-1}=Q$, because
conjugation by a symmetry carries each half turn to a half turn, and so
the group they generate to itself. So the coset of $p^s$ depends only on
the coset of~$p$: X2 is well defined under every symmetry, and its
values fall into classes. (Kociemba's note gives the condition in this
form, $mHm^{-1}=H$, and observes that the usual corner orientation, the
subgroup of untwisted positions, satisfies it only for the 16 symmetries
that keep the up-down axis.)

Moves and symmetries of X2 are computed on positions: make a position
with the value, turn or conjugate it, read the value. The framework calls
them only for the 19,926 representatives, about a million times in all,
and uses no table of its own for X2.

@<Private functions of kociemba98@>=
static uint32_t x2_move(uint32_t x,int m)
{
  cubepos p=cube_solved;
  x2_set(x,&p); cube_move(&p,m);
  return x2_index(&p);
}
static uint32_t x2_trans(uint32_t x,int s)
{
  cubepos p=cube_solved,q;
  x2_set(x,&p); cube_conj(&p,s,&q);
  return x2_index(&q);
}

@*1 The edge orientation, seen alike from every side.
The first chapter's edge orientation is measured against the front and
back faces, and a symmetry that moves that axis does not respect it. The
chapter on Kociemba's subgroup defines the other convention that
Kociemba's note points to: every quarter turn flips each of the four
edges it moves, half turns none. In it the flip of edge~$e$ in $p$ is the
flip of edge $\sigma_s(e)$ in $p^s$, so the coordinate of the flips of
the first eleven slots, |koc_sym_eo|, is well defined under all 48
symmetries, which move its bits about; the subgroup of positions with
every flip zero is mapped to itself by every symmetry, which is the
condition for reducing by symmetry seen above.

@<Private functions of kociemba98@>=
static uint32_t eo_index(const cubepos *p) { return koc_sym_eo(p); }
static void eo_set_value(uint32_t x,cubepos *p) { koc_set_sym_eo(p,x); }

@ The descriptions. X2 is basic, with its own move and transformation
routines; its reduction by the 48 symmetries is a symmetric coordinate;
the edge orientation is basic, small enough for the framework's tables;
and the symmetric-composite coordinate pairs a class of X2 with the edge
orientation transformed by the symmetry that normalizes X2, as the phase-1
coordinate of the two-phase algorithm pairs a flip-slice class with the
twist. Its $19{,}926\cdot2048=40{,}808{,}448$ values index the first table.

@<Coordinates of kociemba98@>=
static coord c_x2={@[.name="k98x2"@],@[.about="corners modulo the square group (X2)"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=K98_NX2@],
  @[.index=x2_index@],@[.to_cube=x2_set@],@[.move_fn=x2_move@],@[.trans_fn=x2_trans@]};
static coord c_x2c={@[.name="k98x2c"@],@[.about="X2 classes under 48 symmetries"@],
  @[.kind=COORD_SYMMETRIC@],@[.syms=COORD_SYMS_ALL@],@[.nparts=1@],@[.part={&c_x2}@]};
static coord c_eo={@[.name="k98eo"@],@[.about="edge flips, every quarter turn flips (2^11)"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=K98_NEO@],
  @[.index=eo_index@],@[.to_cube=eo_set_value@]};
static coord c_x2eo={@[.name="k98x2eo"@],@[.about="X2 classes x edge flips (Kociemba 1998)"@],
  @[.kind=COORD_SYMCOMP@],@[.nparts=2@],@[.part={&c_x2c,&c_eo}@]};

@*1 The edge permutation modulo symmetries on both sides.
The edges have $12!=479{,}001{,}600$ permutations: too many for a table of
the class of each, which is how the framework reduces a coordinate by
symmetry, and too many, at four bits each, for the memory Kociemba had.
His reduction is coarser than conjugation. Let $M$ be the group of the 48
permutations $\sigma_s$. Two permutations $a$ and $b$ are equivalent when
$a=m_1bm_2$ for some $m_1$, $m_2$ in~$M$; the classes are the {\it double
cosets} $MbM$, and there are 208,816 of them (a Burnside count in the
tests confirms the number Kociemba gives). In each class we take as
representative the least permutation, in the order of ranks.
@^double cosets@>

The class after a move is not a function of the class before: two
members of one class may be carried to different classes by the same
move (though the set of classes reached by all 18 moves is the same for
every member, as the equation below shows, the moves being closed under
conjugation). But a move does carry a representation to a
representation, which is Kociemba's scheme. Write a
permutation as $a=m_1cm_2$, with $c$ a representative. A move $T$ (its
edge permutation) gives
$$aT=m_1c\,(m_2Tm_2^{-1})\,m_2=m_1\,(cT')\,m_2,\qquad T'=m_2Tm_2^{-1},$$
and $T'$ is again a move, the move $T$ conjugated by the symmetry of~$m_2$.
A table gives, for each representative $c$ and move~$T'$, a
representation $cT'=m_1'c'm_2'$; then $aT=(m_1m_1')\,c'\,(m_2'm_2)$. The
state of the edges during a search is the triple $(m_1,c,m_2)$, and a
move costs a conjugated move, one table lookup and two products of
symmetries.

@ Finding the representative of a permutation $a$ and the two symmetries:
we want the least of the 2304 permutations $m_1am_2$, in lexicographic
order. Its first entry is~0, for $M$ moves any edge to any other: for
each $m_2$ only the four $m_1$ that carry the edge $(am_2)(0)$ to edge~0
compete. Its second and third entries are then the least images of
$(am_2)(1)$ and $(am_2)(2)$ under those four, which a table gives for
every three edges, with the $m_1$ that reach them. So a first pass over
the 48 choices of $m_2$ finds the least beginning and the few pairs that
reach it, and only those are compared entry by entry, a comparison that
usually ends early. The
routine returns the rank of the representative, the symmetries $s_1$,
$s_2$ with $a=\sigma_{s_1}c\,\sigma_{s_2}$, and the number of pairs that
reach the least permutation. That number is the number of pairs
$(\alpha,\beta)$ with $\alpha c\beta=c$, the same for every member of the
class; it is~1 for most classes, and the next group of sections needs to
know the others.

@<Private data of kociemba98@>=
static uint8_t to_zero[CUBE_NEDGES][4]; /* the symmetries that carry edge $e$ to edge 0 */
static uint8_t pre[CUBE_NEDGES][CUBE_NEDGES][CUBE_NEDGES];
  /* least $12f'+g'$ of the images $f'$, $g'$ of $f$, $g$ under |to_zero[e]| */
static uint8_t pre_mask[CUBE_NEDGES][CUBE_NEDGES][CUBE_NEDGES]; /* which of the four reach it */

@ @<Set up |to_zero|@>=
{
  int cnt[CUBE_NEDGES]={0};
  for (int s=0; s<CUBE_NSYMS; s++)
    for (int e=0; e<CUBE_NEDGES; e++)
      if (k98_esym[s][e]==0) {
        if (cnt[e]==4) k98_panic("more than 4 symmetries carry an edge to edge 0");
        to_zero[e][cnt[e]++]=(uint8_t)s;
      }
  for (int e=0; e<CUBE_NEDGES; e++)
    for (int f=0; f<CUBE_NEDGES; f++)
      for (int g=0; g<CUBE_NEDGES; g++) {
        int least=255,mask=0;
        for (int k=0; k<4; k++) {
          int v=12*k98_esym[to_zero[e][k]][f]+k98_esym[to_zero[e][k]][g];
          if (v<least) { least=v; mask=0; }
          if (v==least) mask|=1<<k;
        }
        pre[e][f][g]=(uint8_t)least; pre_mask[e][f][g]=(uint8_t)mask;
      }
}

@ Finding the representative of an edge permutation under symmetries on both sides: try every symmetry on one side, and for each the best on the other, keeping the least arrangement; the symmetries that reach it and whether there are ties are returned too, since the coordinate needs them.

@<Private functions of kociemba98@>=
static uint32_t dc_canon(const uint8_t *a,int *s1,int *s2,int *ties)
{
  uint8_t best[CUBE_NEDGES],cand[CUBE_NSYMS];
  int b1=0,b2=0,have=0,nc=0,least=255;
  for (int m2=0; m2<CUBE_NSYMS; m2++) {
    const uint8_t *t=k98_esym[m2];
    int v=pre[a[t[0]]][a[t[1]]][a[t[2]]];
    if (v<least) { least=v; nc=0; }
    if (v==least) cand[nc++]=(uint8_t)m2;
  }
  for (int j=0; j<nc; j++) {
    const uint8_t *m2=k98_esym[cand[j]];
    int e0=a[m2[0]],mask=pre_mask[e0][a[m2[1]]][a[m2[2]]];
    for (int k=0; k<4; k++) {
      if (!(mask>>k&1)) continue;
      const uint8_t *m1=k98_esym[to_zero[e0][k]];
      int i=3;
      if (have) {
        while (i<CUBE_NEDGES && m1[a[m2[i]]]==best[i]) i++;
        if (i==CUBE_NEDGES) { (*ties)++; continue; }
        if (m1[a[m2[i]]]>best[i]) continue;
      }
      for (; i<CUBE_NEDGES; i++) best[i]=m1[a[m2[i]]];
      best[0]=0; best[1]=(uint8_t)(least/12); best[2]=(uint8_t)(least%12);
      b1=to_zero[e0][k]; b2=cand[j]; have=1; *ties=1;
    }
  }
  *s1=cube_sym_inv[b1]; *s2=cube_sym_inv[b2];
  return perm_rank(best,CUBE_NEDGES);
}

@ The classes are numbered as a breadth-first search over them finds
them, starting from the class of the identity (which is $M$ itself), so
that class~0 holds the solved edges. For each class and each of the 18
moves the move table holds the class reached and the two symmetries,
packed as $c'+2^{18}s_1'+2^{24}s_2'$. A hash table finds the number of a
class from the rank of its representative; a byte per class records
whether it has more than one pair fixing it.

@<Private data of kociemba98@>=
static uint32_t *dc_rep; /* |[K98_NDC]|: the rank of each class's representative */
static uint32_t *dc_move; /* |[K98_NDC][CUBE_NMOVES]| */
static uint8_t *dc_fixed; /* |[K98_NDC]|: fixed by more than the pair $(1,1)$ */
static uint8_t *dc_block; /* the three arrays, in one block of |DC_BYTES| */
#define DC_BYTES ((size_t)K98_NDC*(4*CUBE_NMOVES+4+1))
static uint32_t *dc_hkey,*dc_hval; /* the hash table */
enum {@+DC_HBITS = 19@+};
static uint8_t move_eperm[CUBE_NMOVES][CUBE_NEDGES]; /* each move's edge permutation */

@ @<Private functions of kociemba98@>=
static uint32_t dc_find(uint32_t r)
{
  uint32_t h=(r*2654435761u)>>(32-DC_HBITS);
  while (dc_hkey[h]!=0xffffffffu && dc_hkey[h]!=r) h=(h+1)&((1u<<DC_HBITS)-1);
  return h;
}

@ The search: each class, each move; a permutation not seen before is a
new class. Each entry found gives another for free, the way back: from
$cT=m_1'c'm_2'$ follows $c'\,(m_2'T^{-1}m_2'^{-1})=m_1'^{-1}c\,m_2'^{-1}$, an
entry of class~$c'$ for the move $T^{-1}$ conjugated by $m_2'$. So about
half of the entries cost no search for a representative at all.

@<Count the double cosets and make their move table@>=
{
  @<Set up |to_zero|@>;
  for (int m=0; m<CUBE_NMOVES; m++)
    for (int i=0; i<CUBE_NEDGES; i++)
      move_eperm[m][i]=(uint8_t)edge_perm(cube_move_cubes[m].e[i]);
  dc_block=malloc(DC_BYTES);
  dc_hkey=malloc(sizeof(uint32_t)<<DC_HBITS); dc_hval=malloc(sizeof(uint32_t)<<DC_HBITS);
  if (!dc_block || !dc_hkey || !dc_hval) k98_panic("out of memory");
  dc_move=(uint32_t *)dc_block; dc_rep=dc_move+(size_t)K98_NDC*CUBE_NMOVES;
  dc_fixed=(uint8_t *)(dc_rep+K98_NDC);
  memset(dc_hkey,0xff,sizeof(uint32_t)<<DC_HBITS);
  if (dc_read_cache()) {
    for (uint32_t k=0; k<K98_NDC; k++) {
      uint32_t h=dc_find(dc_rep[k]);
      dc_hkey[h]=dc_rep[k]; dc_hval[h]=k;
    }
  } else {
    @<Search the double cosets@>;
    dc_write_cache();
  }
}

@ @<Search the double cosets@>=
{
  uint32_t n=1;
  memset(dc_move,0xff,sizeof(uint32_t)*K98_NDC*CUBE_NMOVES);
  dc_rep[0]=0; dc_hkey[dc_find(0)]=0; dc_hval[dc_find(0)]=0; dc_fixed[0]=1;
  for (uint32_t k=0; k<n; k++) {
    uint8_t c[CUBE_NEDGES],a[CUBE_NEDGES];
    perm_unrank(dc_rep[k],c,CUBE_NEDGES);
    for (int m=0; m<CUBE_NMOVES; m++) {
      int s1,s2,ties=0;
      if (dc_move[k*CUBE_NMOVES+m]!=0xffffffffu) continue;
      for (int i=0; i<CUBE_NEDGES; i++) a[i]=c[move_eperm[m][i]];
      uint32_t r=dc_canon(a,&s1,&s2,&ties),h=dc_find(r);
      if (dc_hkey[h]==0xffffffffu) {
        if (n==K98_NDC) k98_panic("more than 208816 double cosets");
        dc_hkey[h]=r; dc_hval[h]=n; dc_fixed[n]=ties>1; dc_rep[n++]=r;
      }
      uint32_t k2=dc_hval[h],back=k2*CUBE_NMOVES+cube_sym_move[s2][cube_move_inverse(m)];
      dc_move[k*CUBE_NMOVES+m]=k2|(uint32_t)s1<<18|(uint32_t)s2<<24;
      if (dc_move[back]==0xffffffffu)
        dc_move[back]=k|(uint32_t)cube_sym_inv[s1]<<18|(uint32_t)cube_sym_inv[s2]<<24;
    }
  }
  if (n!=K98_NDC) k98_panic("fewer than 208816 double cosets");
}

@ The search takes about a second, which a program pays every time it
starts; so its results, 16\thinspace MB, are kept in a file of the table
cache, \.{k98-edges.cls}, and read from there afterwards. The file holds
a small header (a magic string, a format version, the number of classes,
the size and a checksum of the data, computed with the pruning-table
chapter's routine) and the three arrays. A file that does not match in
every respect is ignored, and the search is made again and the file
rewritten; one that cannot be written is not an error, only a lost
second. As for the tables, the file is written under a temporary name
and renamed, so that no process ever reads half of one. The directory is
the table cache's, as |prune_cache_dir| gives it without options: the
coordinates are built before any option could be passed to them, so the
command puts its \.{--tables DIR} into the environment as
\.{CUBE\_TABLES}, which reaches them. The directory is made, if it is
missing, only when the file is written.
The numbers of the classes are those the search gives them, and the
search is deterministic; but the table files of the edges are indexed by
those numbers, and their headers cannot tell one numbering from another.
So a change to the search that renumbers the classes must change
|DC_VERSION| and the names of the two edge coordinates together.
@^table cache@>

@<Private data of kociemba98@>=
typedef struct {
  char magic[8]; /* \.{"K98EDGE"} and a zero byte */
  uint32_t version,classes;
  uint64_t bytes,checksum;
} dc_header;
enum {@+DC_VERSION = 1@+};

@ The classes of edge permutations take seconds to find, so they are kept in the table cache as a file of their own, with a header that says what it holds; a file that does not match is made again.

@<Private functions of kociemba98@>=
static int dc_cache_path(char *path,size_t n,int make)
{
  char dir[4096],err[CUBE_ERRLEN];
  if (prune_cache_dir(NULL,dir,sizeof dir,err,sizeof err)) return -1;
  if (make && prune_make_dir(dir,err,sizeof err)) return -1;
  snprintf(path,n,"%s/k98-edges.cls",dir);
  return 0;
}
static int dc_read_cache(void)
{
  char path[4200];
  dc_header h;
  int ok=0;
  if (dc_cache_path(path,sizeof path,0)) return 0;
  FILE *f=fopen(path,"rb");
  if (!f) return 0;
  if (fread(&h,sizeof h,1,f)==1 && memcmp(h.magic,"K98EDGE",8)==0 && h.version==DC_VERSION
      && h.classes==K98_NDC && h.bytes==DC_BYTES && fread(dc_block,DC_BYTES,1,f)==1
      && prune_checksum(dc_block,DC_BYTES)==h.checksum) ok=1;
  fclose(f);
  return ok;
}
static void dc_write_cache(void)
{
  char path[4200],tmp[4300];
  dc_header h;
  if (dc_cache_path(path,sizeof path,1)) return;
  snprintf(tmp,sizeof tmp,"%s.tmp%ld",path,(long)getpid());
  memset(&h,0,sizeof h);
  memcpy(h.magic,"K98EDGE",8);
  h.version=DC_VERSION; h.classes=K98_NDC; h.bytes=DC_BYTES;
  h.checksum=prune_checksum(dc_block,DC_BYTES);
  FILE *f=fopen(tmp,"wb");
  if (!f) return;
  int ok=fwrite(&h,sizeof h,1,f)==1 && fwrite(dc_block,DC_BYTES,1,f)==1;
  if (fclose(f) || !ok || rename(tmp,path)) remove(tmp);
}

@ Reading the class of a position, as a representation $(s_1,c,s_2)$.
Three public routines give the tests the representation of a position,
its move, and the permutation a representation stands for.

@<Private functions of kociemba98@>=
static uint32_t dc_of(const cubepos *p,int *s1,int *s2)
{
  uint8_t a[CUBE_NEDGES];
  k98_init();
  for (int i=0; i<CUBE_NEDGES; i++) a[i]=(uint8_t)edge_perm(p->e[i]);
  int ties=0;
  return dc_hval[dc_find(dc_canon(a,s1,s2,&ties))];
}

@ @<Declarations of kociemba98@>=
uint32_t k98_edges_of(const cubepos *p,int *s1,int *s2);
uint32_t k98_edges_move(uint32_t c,int *s1,int *s2,int m);
void k98_edges_perm(uint32_t c,int s1,int s2,uint8_t a[CUBE_NEDGES]);

@ The move is the rule $aT=(m_1m_1')\,c'\,(m_2'm_2)$, with
$T'=m_2Tm_2^{-1}$; the permutation is $\sigma_{s_1}c\,\sigma_{s_2}$.

@<Functions of kociemba98@>=
uint32_t k98_edges_of(const cubepos *p,int *s1,int *s2) { return dc_of(p,s1,s2); }
uint32_t k98_edges_move(uint32_t c,int *s1,int *s2,int m)
{
  uint32_t e=dc_move[c*CUBE_NMOVES+cube_sym_move[*s2][m]];
  *s1=cube_sym_mul[*s1][e>>18&63]; *s2=cube_sym_mul[e>>24][*s2];
  return e&0x3ffff;
}
void k98_edges_perm(uint32_t c,int s1,int s2,uint8_t a[CUBE_NEDGES])
{
  uint8_t r[CUBE_NEDGES];
  k98_init();
  perm_unrank(dc_rep[c],r,CUBE_NEDGES);
  for (int i=0; i<CUBE_NEDGES; i++) a[i]=k98_esym[s1][r[k98_esym[s2][i]]];
}

@*1 The distance of an edge permutation.
What table goes with the double cosets? The distance of a class to the
class of the identity is a lower bound, but a weak one: it is the distance
of a permutation to the nearest element of~$M$, and the elements of $M$
other than the identity are edge permutations like others, some moves
away from it. Kociemba's table gives the
distance to the identity itself, which his note describes as the number
of moves needed to put every edge in place, ignoring orientation: a
table of $208{,}816\cdot48$ entries at four bits, 5\thinspace MB.

The reason 48 entries per class suffice: the distance $d(a)$ of a
permutation is that of its conjugates, $d(sas^{-1})=d(a)$ for $s\in M$,
since conjugating a sequence of moves gives a sequence of moves. A
permutation $a=m_1cm_2$ is conjugate to $m_1^{-1}am_1=c\,m_2m_1$. So its
distance is a function of the pair $(c,\mu)$, $\mu=m_2m_1$: the distance of
the permutation $c\mu$. We call $(c,\mu)$ a {\it name} of the
conjugacy class of~$a$ (its class under conjugation by~$M$).

A move $T$ carries the name $(c,\mu)$, the permutation $c\mu$, to
$c\mu T=c\,(\mu T\mu^{-1})\,\mu=m_1'c'm_2'\mu$, a conjugate of
$c'\,(m_2'\mu m_1')$: the name $(c',m_2'\mu m_1')$. Before the table
can be made by the pruning-table chapter, one point remains: a
conjugacy class can have several names. If $(\alpha,\beta)$ {\it fixes}
$c$, that is $\alpha c\beta=c$, then $c\mu=\alpha c\beta\mu$ is conjugate to
$c\,\beta\mu\alpha$; and conversely every two names of one class are related
so. For most classes only $(1,1)$ fixes~$c$ and the 48 names are
distinct; for the others we number only one name of each conjugacy
class, the one with the least~$\mu$. That gives the 9,985,968 conjugacy
classes of edge permutations under the 48 symmetries (another Burnside
count in the tests), each with one number, as the framework requires:
a value of a coordinate is one thing, not one of several names for it.

@<Private data of kociemba98@>=
static uint32_t dc_base[K98_NDC+1]; /* the number of the first name of each class */
static int32_t dc_spec[K98_NDC]; /* $-1$, or the row of the class in the next two tables */
static uint8_t (*dc_local)[CUBE_NSYMS]; /* the number of $\mu$ among the class's names */
static uint8_t (*dc_mu)[CUBE_NSYMS]; /* the $\mu$ of each of them */
static int dc_nspec;

@ The symmetries fixing a representative $c$: the pairs $(\alpha,\beta)$
with $\alpha c\beta=c$, looked for only in the classes that the search
marked. As in |dc_canon|, $\alpha$ must carry the edge
$(c\beta)(0)$ to edge $c(0)=0$, which leaves four candidates for each
$\beta$. A class fixed by more than the identity gets a row in the tables
of local numbers: the orbits of $\mu\mapsto\beta\mu\alpha$, numbered in the
order of their least elements.

@<Find the names of each double coset@>=
{
  uint32_t next=0;
  int cap=0;
  for (uint32_t k=0; k<K98_NDC; k++) {
    uint8_t c[CUBE_NEDGES],y[CUBE_NEDGES],fa[CUBE_NSYMS],fb[CUBE_NSYMS];
    int nf=0;
    dc_base[k]=next;
    if (!dc_fixed[k]) { dc_spec[k]=-1; next+=CUBE_NSYMS; continue; }
    perm_unrank(dc_rep[k],c,CUBE_NEDGES);
    for (int b=0; b<CUBE_NSYMS; b++) {
      for (int i=0; i<CUBE_NEDGES; i++) y[i]=c[k98_esym[b][i]];
      for (int j=0; j<4; j++) {
        const uint8_t *a=k98_esym[to_zero[y[0]][j]];
        int i=1;
        while (i<CUBE_NEDGES && a[y[i]]==c[i]) i++;
        if (i==CUBE_NEDGES) { fa[nf]=to_zero[y[0]][j]; fb[nf++]=(uint8_t)b; }
      }
    }
    if (nf<2) k98_panic("a class marked as fixed is not");
    @<Give class |k| a row of local numbers, from the |nf| pairs |fa|, |fb|@>;
  }
  dc_base[K98_NDC]=next;
  if (next!=K98_NEP) k98_panic("the edge permutations do not have 9985968 names");
}

@ @<Give class |k| a row of local numbers...@>=
{
  if (dc_nspec==cap) {
    cap=cap? 2*cap: 1024;
    dc_local=realloc(dc_local,(size_t)cap*CUBE_NSYMS);
    dc_mu=realloc(dc_mu,(size_t)cap*CUBE_NSYMS);
    if (!dc_local || !dc_mu) k98_panic("out of memory");
  }
  uint8_t *loc=dc_local[dc_nspec],*mu=dc_mu[dc_nspec];
  int nloc=0;
  memset(loc,0xff,CUBE_NSYMS);
  for (int u=0; u<CUBE_NSYMS; u++)
    if (loc[u]==0xff) {
      for (int f=0; f<nf; f++) loc[cube_sym_mul[cube_sym_mul[fb[f]][u]][fa[f]]]=(uint8_t)nloc;
      mu[nloc++]=(uint8_t)u;
    }
  dc_spec[k]=dc_nspec++;
  next+=(uint32_t)nloc;
}

@ The number of a name, and the name of a number (by binary search for
its class).

@<Private functions of kociemba98@>=
static inline uint32_t ep_number(uint32_t c,int mu)
{
  return dc_base[c]+(uint32_t)(dc_spec[c]<0? mu: dc_local[dc_spec[c]][mu]);
}
static void ep_name(uint32_t x,uint32_t *c,int *mu)
{
  uint32_t lo=0,hi=K98_NDC; /* |dc_base[lo]<=x<dc_base[hi]| */
  while (hi-lo>1) {
    uint32_t mid=(lo+hi)/2;
    if (dc_base[mid]<=x) lo=mid; @+else hi=mid;
  }
  *c=lo;
  *mu=dc_spec[lo]<0? (int)(x-dc_base[lo]): dc_mu[dc_spec[lo]][x-dc_base[lo]];
}

@ Now the coordinate routines. A position whose edges are $a=\sigma_{s_1}
c\,\sigma_{s_2}$ has the name $(c,\mu)$ with $\sigma_\mu=\sigma_{s_2}
\sigma_{s_1}$. The position made for a number has the permutation
$c\sigma_\mu$ (and keeps its flips); the move is the rule above. The
double cosets themselves are a coordinate too, \.{k98dc}, whose table
would give the weaker bound; both are {\it reduced} basic coordinates, in
the sense of the coordinates chapter, whose framework this chapter
extended for them: their values are classes under the 48 symmetries, and
their moves are well defined only as sets.

@<Private functions of kociemba98@>=
static uint32_t ep_index(const cubepos *p)
{
  int s1,s2;
  uint32_t c=dc_of(p,&s1,&s2);
  return ep_number(c,cube_sym_mul[s2][s1]);
}
static void ep_set(uint32_t x,cubepos *p)
{
  uint32_t c;
  int mu;
  uint8_t r[CUBE_NEDGES];
  k98_init();
  ep_name(x,&c,&mu);
  perm_unrank(dc_rep[c],r,CUBE_NEDGES);
  for (int i=0; i<CUBE_NEDGES; i++)
    p->e[i]=(uint8_t)edge_val(r[k98_esym[mu][i]],edge_ori(p->e[i]));
}
static uint32_t ep_move(uint32_t x,int m)
{
  uint32_t c;
  int mu;
  k98_init();
  ep_name(x,&c,&mu);
  uint32_t e=dc_move[c*CUBE_NMOVES+cube_sym_move[mu][m]];
  return ep_number(e&0x3ffff,cube_sym_mul[cube_sym_mul[e>>24][mu]][e>>18&63]);
}

@ @<Private functions of kociemba98@>=
static uint32_t dc_index(const cubepos *p)
{
  int s1,s2;
  return dc_of(p,&s1,&s2);
}
static void dc_set(uint32_t x,cubepos *p)
{
  uint8_t r[CUBE_NEDGES];
  k98_init();
  perm_unrank(dc_rep[x],r,CUBE_NEDGES);
  for (int i=0; i<CUBE_NEDGES; i++) p->e[i]=(uint8_t)edge_val(r[i],edge_ori(p->e[i]));
}
static uint32_t dc_mv(uint32_t x,int m)
{
  k98_init();
  return dc_move[x*CUBE_NMOVES+m]&0x3ffff;
}

@ @<Coordinates of kociemba98@>=
static coord c_dc={@[.name="k98dc"@],@[.about="edge permutation double cosets M\\S12/M"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=K98_NDC@],
  @[.index=dc_index@],@[.to_cube=dc_set@],@[.move_fn=dc_mv@],@[.reduced=1@]};
static coord c_ep={@[.name="k98ep"@],@[.about="edge permutation modulo conjugation, by double coset"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=K98_NEP@],
  @[.index=ep_index@],@[.to_cube=ep_set@],@[.move_fn=ep_move@],@[.reduced=1@]};

@ The coordinates are registered when the program starts, by the
chapter's registering routine, as the pocket cube's are; the optimal-solver family is
registered by the same routine, below.

@<Register the coordinates of kociemba98@>=
coord_register(&c_x2); coord_register(&c_x2c); coord_register(&c_eo);
coord_register(&c_x2eo); coord_register(&c_dc); coord_register(&c_ep);

@*1 The solver.
The search state carries the two coordinates: for X2 and the flips, a
class, the flips seen through the symmetry $T$ that relates the state to
the position, and $T$ (a move $m$ of the position is the move $m^T$ of
the state, as in the search chapter's solver); for the edges, the
representation $(s_1,c,s_2)$. Then the numbers of the two table entries,
which the child prefetches and its bound reads, and the position itself,
for the bound of the inverse (below).

@<Private data of kociemba98@>=
typedef struct {
  uint32_t x2; /* the X2 class */
  uint16_t eo; /* the flips, transformed by |T| */
  uint8_t T,s1,s2; /* symmetries */
  uint32_t dc; /* the double coset */
  uint32_t idx[2]; /* the entries of the two tables */
  uint8_t m; /* the move that made the state */
  cubepos pos; /* the position, kept for the bound of its inverse */
} k98_state;
typedef struct {
  prune_table x2eo,ep; /* the two tables */
  const uint32_t *x2c_move,*eo_move,*eo_trans; /* the move tables of the coordinates */
  int eo_ntrans;
  int inverse_depth; /* the switch \.{inverse\_depth} */
} k98_open_tables;

@ A move of the state, and the numbers of its table entries.

@<The search routines of kociemba98@>=
static inline void k98_move(const k98_open_tables *T,const k98_state *s,int m,k98_state *o)
{
  int mt=cube_sym_move[s->T][m];
  uint32_t k=T->x2c_move[s->x2*CUBE_NMOVES+mt],sym=k>>COORD_SYMSHIFT;
  o->x2=k&COORD_CLASSMASK;
  o->eo=(uint16_t)T->eo_trans[T->eo_move[s->eo*CUBE_NMOVES+mt]*T->eo_ntrans+sym];
  o->T=cube_sym_mul[sym][s->T];
  uint32_t e=dc_move[s->dc*CUBE_NMOVES+cube_sym_move[s->s2][m]];
  o->dc=e&0x3ffff;
  o->s1=cube_sym_mul[s->s1][e>>18&63];
  o->s2=cube_sym_mul[e>>24][s->s2];
  o->m=(uint8_t)m;
}
static inline void k98_index(k98_state *s)
{
  s->idx[0]=s->x2*K98_NEO+s->eo;
  s->idx[1]=ep_number(s->dc,cube_sym_mul[s->s2][s->s1]);
}

@ The inverse position $P^{-1}$ is as far from solved as $P$, so its
entries bound $P$ too. The moves of the search act on $P^{-1}$ from the
left, where the coordinates have no move tables; so, as in the search
chapter's solver, the node carries its position, and the entry of the
inverse is read from scratch, which costs several times a move of the
state. Only the first table is worth reading for the inverse: the edge
permutation of $P^{-1}$ is the inverse of that of~$P$, and a permutation
and its inverse are equally far from the identity (a sequence read
backwards, each move inverted), so the second table would give the same
bound again. The inverse is looked up only for nodes that pass the other
bounds with at least \.{inverse\_depth} moves left, three, as in the
search chapter; the solver's switch of that name (|optimal_tune|) set
above 20 turns the inverse off, which the measurements compare.

@<The search routines of kociemba98@>=
static int k98_inverse_bound(const k98_open_tables *T,const cubepos *p)
{
  cubepos q;
  cube_inv(p,&q);
  uint32_t k=c_x2c.classof[x2_index(&q)],sym=k>>COORD_SYMSHIFT;
  return prune_nibble(T->x2eo.data,
    (k&COORD_CLASSMASK)*K98_NEO+T->eo_trans[eo_index(&q)*T->eo_ntrans+sym]);
}

@ The routines of the generic search: the child prefetches its two
entries, the bound reads them and takes the larger (and, high enough in
the tree, the inverse's), and the goal test asks for the solved values
before |optimal_goal| checks the path on the position.

@<The search routines of kociemba98@>=
static inline void k98_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  k98_state *o=o_;
  const k98_open_tables *T=optimal_ctx_tables(ctx);
  k98_move(T,s_,m,o);
  if (leaf) return;
  k98_index(o);
  __builtin_prefetch(T->x2eo.data+(o->idx[0]>>1));
  __builtin_prefetch(T->ep.data+(o->idx[1]>>1));
}
static inline int k98_bound(void *ctx,const void *s_,void *o_,int left)
{
  const k98_state *s=s_;
  k98_state *o=o_;
  const k98_open_tables *T=optimal_ctx_tables(ctx);
  int a=prune_nibble(T->x2eo.data,o->idx[0]),b=prune_nibble(T->ep.data,o->idx[1]);
  if (b>a) a=b;
  if (a>left || left<T->inverse_depth) return a;
  o->pos=s->pos; cube_move(&o->pos,o->m);
  b=k98_inverse_bound(T,&o->pos);
  return a>b? a: b;
}
static inline int k98_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const k98_state *s=s_;
  if (s->x2!=0 || s->eo!=0 || s->dc!=0) return 0;
  return optimal_goal(ctx,s,path,len);
}
static int k98_search(ida_problem *P,const void *s,int togo,int last,uint8_t *path)
{
  return ida_depth(P,s,togo,last,path,k98_child,k98_bound,k98_goal);
}

@ The state of a position, read from scratch: the class of X2 and the
symmetry that normalizes it, the flips transformed by that symmetry,
and the representation of the edges. The bound of the root is the larger
of its two entries, which are exact distances.

@<The search routines of kociemba98@>=
static int k98_root(const void *T_,const cubepos *p,void *s_)
{
  const k98_open_tables *T=T_;
  k98_state *s=s_;
  int s1,s2;
  uint32_t k=c_x2c.classof[x2_index(p)],sym=k>>COORD_SYMSHIFT;
  memset(s,0,sizeof *s);
  s->x2=k&COORD_CLASSMASK;
  s->eo=(uint16_t)T->eo_trans[eo_index(p)*T->eo_ntrans+sym];
  s->T=(uint8_t)sym;
  s->dc=dc_of(p,&s1,&s2); s->s1=(uint8_t)s1; s->s2=(uint8_t)s2;
  k98_index(s);
  s->pos=*p;
  int a=prune_nibble(T->x2eo.data,s->idx[0]),b=prune_nibble(T->ep.data,s->idx[1]);
  if (b>a) a=b;
  b=k98_inverse_bound(T,p);
  return a>b? a: b;
}

@ Loading: the two tables, through the cache (four bits each; the first
would get residues by default, being larger than $2^{24}$ entries), and
the move tables of the framework.

@<The search routines of kociemba98@>=
static void *k98_open(const void *data,const prune_options *po,char *err,size_t errlen)
{
  coord *a=coord_find("k98x2eo"),*b=coord_find("k98ep");
  k98_open_tables *T=calloc(1,sizeof *T);
  (void)data;
  if (!T) { cube_error(err,errlen,"out of memory"); return NULL; }
  if (prune_open(&T->x2eo,a,MASK_ALL,PRUNE_NIBBLE,po,err,errlen)) { free(T); return NULL; }
  if (prune_open(&T->ep,b,MASK_ALL,PRUNE_NIBBLE,po,err,errlen)) {
    prune_free(&T->x2eo); free(T); return NULL;
  }
  T->x2c_move=c_x2c.move_table; T->eo_move=c_eo.move_table;
  T->eo_trans=c_eo.trans_table; T->eo_ntrans=c_eo.ntrans;
  T->inverse_depth=K98_INVERSE_DEPTH;
  return T;
}
static void k98_close(void *T_)
{
  k98_open_tables *T=T_;
  prune_free(&T->x2eo); prune_free(&T->ep); free(T);
}
static size_t k98_bytes(const void *T_)
{
  const k98_open_tables *T=T_;
  return T->x2eo.bytes+T->ep.bytes;
}
static int k98_tune(void *T_,const char *knob,int value)
{
  k98_open_tables *T=T_;
  if (strcmp(knob,"inverse_depth")) return -1;
  T->inverse_depth=value;
  return 0;
}

@ The family, and the chapter's registering routine, which registers it
with the coordinates.

@<Functions of kociemba98@>=
static const optimal_family family_k98={"kociemba98",
  "Kociemba 1998: X2 classes x flips (20 MB) and edge permutation (5 MB)",
  sizeof(k98_state),k98_open,k98_close,k98_bytes,k98_tune,k98_root,k98_child,k98_bound,
  k98_search,NULL};
void kociemba98_register(void)
{
  @<Register the coordinates of kociemba98@>;
  optimal_register(&family_k98);
}

@*1 What the family costs.
The counts of this section do not depend on the machine: the entries of
the tables, the bounds, the nodes the search visits; the tests check
those of the fifth position. The times, of the coordinates, the tables
and the solver, are in the measurements chapter (\chapno{measure}).

{\it The coordinates.} Counting the 208,816 double cosets and making their
move table, with the names of their conjugacy classes, is most of the
start of a process that uses this family, and most of that is finding
representatives, for about half of the $208{,}816\cdot18$ entries (each
entry found gives the entry back). So the table is kept in the table
cache, and read from there it costs almost nothing.

{\it The tables.} The table of X2 classes and flips (40,808,448
entries, 20.4\thinspace MB, exactly the 20,404,224 bytes of Kociemba's
note) and the table of the edges (9,985,968 entries, 5.0\thinspace MB)
are built in seconds. The entries per distance are
$$\vtop{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
\multispan3\hfil X2 classes and flips\hfil\cr\noalign{\smallskip}
depth&count&cum.\thinspace\%\cr\noalign{\smallskip\hrule\smallskip}
0&1&$<0.001$\cr
1&1&$<0.001$\cr
2&4&$<0.001$\cr
3&34&$<0.001$\cr
4&325&0.001\cr
5&3{,}251&0.009\cr
6&34{,}683&0.094\cr
7&360{,}916&0.978\cr
8&3{,}344{,}779&9.175\cr
9&18{,}901{,}527&55.492\cr
10&17{,}956{,}330&99.494\cr
11&206{,}580&$>99.999$\cr
12&17&100\cr
\noalign{\smallskip\hrule\smallskip}
&40{,}808{,}448&\cr}}\qquad\vtop{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
\multispan3\hfil edges\hfil\cr\noalign{\smallskip}
depth&count&cum.\thinspace\%\cr\noalign{\smallskip\hrule\smallskip}
0&1&$<0.001$\cr
1&2&$<0.001$\cr
2&9&$<0.001$\cr
3&75&0.001\cr
4&920&0.010\cr
5&11{,}406&0.124\cr
6&136{,}423&1.490\cr
7&1{,}386{,}164&15.372\cr
8&6{,}481{,}303&80.276\cr
9&1{,}969{,}536&99.999\cr
10&129&100\cr
\noalign{\smallskip\hrule\smallskip}
&9{,}985{,}968&\cr}}$$
The largest entries are 12 and 10, as Kociemba's note says; the average
entry is 9.3476 in the first table (his note says ``about 9.5'') and
8.0273 in the second. For comparison, the double cosets alone would give
a table of largest entry 8 and average 6.5125, the distance to the
nearest symmetry rather than to the identity.

{\it The bound.} Over 10,000 random positions (seed 12345; the tests
compute this), the bound of this family at the root, the largest of its
three entries, is 9.6576 on average, against 10.2219 for the \.{small}
family's. Over the tables' entries, not weighted by the positions they
stand for, the averages are those given above.

{\it The solver.} The first five positions of \.{optimal-15.txt}, solved
with one thread by this chapter's family, with the bound of the inverse
and without it, and by the search chapter's two families (\.{small}: the
phase-1 table along three axes, the corners, and the corners of the
inverse; \.{huge}: the same with the huge table, 1.67\thinspace GB), all
in 15 moves, in millions of nodes:
$$\vbox{\halign{#\hfil\quad&&\hfil#\quad\cr
position&1&2&3&4&5&total\cr
\noalign{\smallskip}
\.{kociemba98}&37.7&38.6&24.8&17.3&15.2&133.7\cr
no inverse&136.3&102.4&90.0&63.0&52.2&443.9\cr
\.{small}&11.6&4.2&7.4&6.1&5.3&34.6\cr
\.{huge}&0.92&0.31&0.52&0.43&0.45&2.63\cr}}$$
With Kociemba's two tables alone, as in his note, the search visits 12.8
times as many nodes as with the \.{small} family. The bound of the
inverse divides the nodes by 3.3; then the family visits 3.9 times the
nodes of \.{small}. The \.{huge} family, with 66 times the memory,
visits 51 times fewer nodes than this one (the measurements chapter
gives the times). (The counts of \.{small} and \.{huge} are those of the
search chapter's families without the rule that adds a move when the
three axes agree, which has no counterpart here: it needs coordinates solved along an
axis that the quarter turns of that axis keep, and this family's are
looked up once, not along three axes.) The difference in nodes is the
difference in the bounds: the phase-1 table has three and a half times
as many entries, its average entry is higher (9.5255, from the
distribution in the pruning-table chapter), and it is looked up along
three axes; here the symmetric coordinates give the same entry along
every axis, so there is nothing to gain by turning the position.

@*1 Testing kociemba98.
The tests check the numbers of this chapter against published ones
(the order of the square group and the number of its elements at each
distance, OEIS A080627 \cite{OEIS}; the 918,540 values of X2, its 19,926
classes and the 208,816 double cosets, from Kociemba's note
\cite{Kociemba 1998}) and against second computations, and the
moves of every coordinate against the first chapter's moves of positions.
@^Kociemba, Herbert@>

@(tests/test_kociemba98.c@>=
#include <stdlib.h>
#include <string.h>
#include "kociemba98.h"
#include "check.h"
#include "solvetest.h"
@<Test routines of kociemba98@>@;
int main(void)
{
  cube_register_chapters();
  cube_rng rng;
  cube_rng_seed(&rng,1998);
  coord_init(); k98_init();
  @<Run the tests of kociemba98@>;
  return check_done("test_kociemba98");
}

@ The edge permutation of a position, as an array.

@<Test routines of kociemba98@>=
static void eperm(const cubepos *p,uint8_t *a)
{
  for (int i=0; i<CUBE_NEDGES; i++) a[i]=(uint8_t)edge_perm(p->e[i]);
}

@ The permutations $\sigma_s$: a homomorphism, and conjugation acts on
the edges as $\sigma_s\pi\sigma_s^{-1}$, on random positions.

@<Run the tests of kociemba98@>=
{
  int hom=1,conj=1;
  for (int g=0; g<CUBE_NSYMS; g++)
    for (int h=0; h<CUBE_NSYMS; h++)
      for (int i=0; i<CUBE_NEDGES; i++)
        if (k98_esym[cube_sym_mul[g][h]][i]!=k98_esym[g][k98_esym[h][i]]) hom=0;
  for (int t=0; t<100; t++) {
    cubepos p,q;
    uint8_t a[CUBE_NEDGES],b[CUBE_NEDGES];
    cube_random(&rng,&p);
    int s=(int)cube_rng_below(&rng,CUBE_NSYMS);
    cube_conj(&p,s,&q); eperm(&p,a); eperm(&q,b);
    for (int i=0; i<CUBE_NEDGES; i++) if (b[k98_esym[s][i]]!=k98_esym[s][a[i]]) conj=0;
  }
  CHECK(hom); CHECK(conj);
}

@ The square group, by a breadth-first search from the identity with the
six half turns as moves; the reference gives its order, 663,552, and the
number of elements at each distance, 0 to~15. A set of the elements
found is kept as a hash table of the ranks of their corner and edge
permutations (the orientations never change). The corner and edge parts
are counted too: 96 and 6912 elements, whose product is the order, so the
group is the direct product of its two parts.

@<Run the tests of kociemba98@>=
{
  static const long long want[16]={1,6,27,120,519,1932,6484,20310,55034,113892,
    178495,179196,89728,16176,1488,144};
  enum {@+HB = 21@+};
  uint64_t *set=malloc(sizeof(uint64_t)<<HB);
  cubepos *queue=malloc(sizeof(cubepos)*700000);
  uint8_t *cseen=calloc(40320,1);
  long long dist[20]={0};
  int ncorners=0,ok=1;
  size_t head=0,tail=0;
  memset(set,0xff,sizeof(uint64_t)<<HB);
  queue[tail++]=cube_solved;
  sq_insert(set,HB,&cube_solved);
  for (int d=0; head<tail; d++) {
    size_t end=tail;
    dist[d]=(long long)(end-head);
    for (; head<end; head++)
      for (int m=1; m<CUBE_NMOVES; m+=3) {
        cubepos q=queue[head];
        cube_move(&q,m);
        if (sq_insert(set,HB,&q)) {
          if (tail==700000) { ok=0; break; }
          queue[tail++]=q;
        }
      }
  }
  for (size_t i=0; i<tail; i++) {
    uint8_t a[CUBE_NCORNERS];
    for (int k=0; k<CUBE_NCORNERS; k++) a[k]=(uint8_t)corner_perm(queue[i].c[k]);
    uint32_t r=perm_rank8(a);
    if (!cseen[r]) { cseen[r]=1; ncorners++; }
  }
  CHECK(ok);
  CHECK_EQ(tail,663552);
  for (int d=0; d<16; d++) CHECK_EQ(dist[d],want[d]);
  CHECK_EQ(dist[16],0);
  CHECK_EQ(ncorners,96);
  CHECK_EQ(tail/ncorners,6912);
  free(set); free(queue); free(cseen);
}

@ A second way to rank a permutation of eight, written independently of the chapter's, so that the tests compare two routines that share no code.

@<Test routines of kociemba98@>=
static uint32_t perm_rank8(const uint8_t *a)
{
  uint32_t r=0,used=0;
  for (int i=0; i<CUBE_NCORNERS; i++) {
    r=r*(uint32_t)(8-i)+a[i]-(uint32_t)__builtin_popcount(used&((1u<<a[i])-1));
    used|=1u<<a[i];
  }
  return r;
}
static uint64_t sq_key(const cubepos *p)
{
  uint8_t a[CUBE_NCORNERS];
  uint64_t e=0,used=0;
  for (int k=0; k<CUBE_NCORNERS; k++) a[k]=(uint8_t)corner_perm(p->c[k]);
  for (int i=0; i<CUBE_NEDGES; i++) {
    int v=edge_perm(p->e[i]);
    e=e*(uint64_t)(12-i)+(uint64_t)v-(uint64_t)__builtin_popcountll(used&((1ull<<v)-1));
    used|=1ull<<v;
  }
  return perm_rank8(a)*479001600ull+e;
}
static int sq_insert(uint64_t *set,int bits,const cubepos *p)
{
  uint64_t k=sq_key(p),h=(k*0x9e3779b97f4a7c15ull)>>(64-bits);
  while (set[h]!=~0ull) {
    if (set[h]==k) return 0;
    h=(h+1)&((1ull<<bits)-1);
  }
  set[h]=k;
  return 1;
}

@ The sizes of the coordinates: 918,540 cosets and 19,926 classes of X2
(the reference), the 2048 flips and the pairs, 208,816 double cosets (the
reference) and 9,985,968 conjugacy classes of edge permutations.

@<Run the tests of kociemba98@>=
{
  static const struct { const char *name; long long n; } sizes[]={
    {"k98x2",918540},{"k98x2c",19926},{"k98eo",2048},{"k98x2eo",40808448},
    {"k98dc",208816},{"k98ep",9985968}};
  for (size_t i=0; i<sizeof sizes/sizeof sizes[0]; i++) {
    coord *c=coord_find(sizes[i].name);
    if (CHECK(c!=NULL)) CHECK_EQ(c->n,sizes[i].n);
  }
}

@ Burnside's lemma counts both kinds of edge classes from the cycle types
of the 48 permutations $\sigma_s$ alone, without any of the tables. The
pairs $(m_1,m_2)$ act on permutations by $a\mapsto m_1am_2^{-1}$; a pair
fixes $a$ when $a^{-1}m_1a=m_2$, which has as many solutions $a$ as the
centralizer of $m_1$ in the symmetric group has elements, when $m_1$ and
$m_2$ have the same cycle type, and none otherwise. So the number of
double cosets is the sum of those centralizer sizes over the pairs of
like type, divided by $48^2$. The number of conjugacy classes is the sum of
the centralizer sizes of the 48 permutations, divided by 48. A
permutation with $c_k$ cycles of length $k$ has a centralizer of
$\prod_k k^{c_k}c_k!$ elements.
@^Burnside's lemma@>

@<Run the tests of kociemba98@>=
{
  uint64_t z[CUBE_NSYMS],type[CUBE_NSYMS],pairs=0,single=0;
  for (int s=0; s<CUBE_NSYMS; s++) cycle_type(k98_esym[s],&type[s],&z[s]);
  for (int a=0; a<CUBE_NSYMS; a++) {
    single+=z[a];
    for (int b=0; b<CUBE_NSYMS; b++) if (type[a]==type[b]) pairs+=z[a];
  }
  CHECK_EQ(pairs%(48*48),0); CHECK_EQ(pairs/(48*48),208816);
  CHECK_EQ(single%48,0); CHECK_EQ(single/48,9985968);
}

@ @<Test routines of kociemba98@>=
static void cycle_type(const uint8_t *a,uint64_t *type,uint64_t *z)
{
  int cnt[CUBE_NEDGES+1]={0},seen[CUBE_NEDGES]={0};
  for (int i=0; i<CUBE_NEDGES; i++)
    if (!seen[i]) {
      int len=0;
      for (int j=i; !seen[j]; j=a[j]) seen[j]=1, len++;
      cnt[len]++;
    }
  *type=0; *z=1;
  for (int k=1; k<=CUBE_NEDGES; k++) {
    *type=*type*13+(uint64_t)cnt[k];
    for (int j=0; j<cnt[k]; j++) *z*=(uint64_t)k*(uint64_t)(j+1);
  }
}

@ The flips: the edges that change their reference facelet are those of
the front and back faces; every quarter turn flips the four edges it
moves, a half turn none; and a symmetry moves the flips with the edges,
on random positions.

@<Run the tests of kociemba98@>=
{
  coord *eo=coord_find("k98eo");
  int turns=1,syms=1;
  uint32_t fb=0;
  for (int i=0; i<CUBE_NEDGES; i++)
    if (strchr(cube_edge_names[i],'F') || strchr(cube_edge_names[i],'B')) fb|=1u<<i;
  CHECK_EQ(koc_flip_set,fb);
  for (int m=0; m<CUBE_NMOVES; m++) {
    uint8_t f[CUBE_NEDGES];
    flips(eo,&cube_move_cubes[m],f);
    for (int i=0; i<CUBE_NEDGES; i++)
      if (f[i]!=(m%3!=1 && edge_perm(cube_move_cubes[m].e[i])!=i)) turns=0;
  }
  for (int t=0; t<200; t++) {
    cubepos p,q;
    uint8_t f[CUBE_NEDGES],g[CUBE_NEDGES];
    int s=(int)cube_rng_below(&rng,CUBE_NSYMS);
    cube_random(&rng,&p); cube_conj(&p,s,&q);
    flips(eo,&p,f); flips(eo,&q,g);
    for (int i=0; i<CUBE_NEDGES; i++) if (g[k98_esym[s][i]]!=f[i]) syms=0;
  }
  CHECK(turns); CHECK(syms);
}

@ @<Test routines of kociemba98@>=
static void flips(coord *eo,const cubepos *p,uint8_t *f)
{
  uint64_t x=coord_index(eo,p);
  int par=0;
  for (int i=0; i<11; i++) { f[i]=(uint8_t)(x>>i&1); par^=f[i]; }
  f[11]=(uint8_t)par;
}

@ X2 against positions: on random positions, the move of the value is
the value of the moved position, for all 18 moves; the value of a
position and of that position with the corners of a square-group element
done first are the same. For the pairs of an X2 class and the flips, a
move of a value is not a move of the position (it is the move seen
through the symmetry that normalized the class, which the solver keeps
track of), but the values reached by the 18 moves are those of the 18
moved positions, up to the self-symmetries of their classes.

@<Test routines of kociemba98@>=
static int cmp64(const void *a,const void *b)
{
  uint64_t x=*(const uint64_t *)a,y=*(const uint64_t *)b;
  return (x>y)-(x<y);
}

@ This is the test.

@<Run the tests of kociemba98@>=
{
  coord *x2=coord_find("k98x2"),*x2eo=coord_find("k98x2eo");
  int moves=1,coset=1,pairs=1;
  for (int t=0; t<500; t++) {
    cubepos p,q,h=cube_solved,hp;
    cube_random(&rng,&p);
    uint64_t x=coord_index(x2,&p),y=coord_index(x2eo,&p),a[CUBE_NMOVES],b[CUBE_NMOVES];
    for (int m=0; m<CUBE_NMOVES; m++) {
      q=p; cube_move(&q,m);
      if (coord_index(x2,&q)!=coord_move(x2,x,m)) moves=0;
      a[m]=coord_canon(x2eo,coord_index(x2eo,&q));
      b[m]=coord_canon(x2eo,coord_move(x2eo,y,m));
    }
    qsort(a,CUBE_NMOVES,sizeof a[0],cmp64); qsort(b,CUBE_NMOVES,sizeof b[0],cmp64);
    if (memcmp(a,b,sizeof a)) pairs=0;
    for (int k=0; k<20; k++) cube_move(&h,1+3*(int)cube_rng_below(&rng,6));
    cube_mul(&h,&p,&hp);
    if (coord_index(x2,&hp)!=x) coset=0;
  }
  CHECK(moves); CHECK(coset); CHECK(pairs);
}

@ The edges: along random walks of 40 moves from random positions, the
representation $(s_1,c,s_2)$ moved by the rule of the double cosets stands
for exactly the permutation of the position, its class is the one read
from the position, and its name has the number read from the position.

@<Run the tests of kociemba98@>=
{
  coord *ep=coord_find("k98ep");
  int perm=1,cls=1,name=1;
  for (int t=0; t<200; t++) {
    cubepos p;
    int s1,s2,r1,r2;
    uint8_t a[CUBE_NEDGES],b[CUBE_NEDGES];
    cube_random(&rng,&p);
    uint32_t c=k98_edges_of(&p,&s1,&s2);
    for (int k=0; k<40; k++) {
      int m=(int)cube_rng_below(&rng,CUBE_NMOVES);
      cube_move(&p,m);
      c=k98_edges_move(c,&s1,&s2,m);
      k98_edges_perm(c,s1,s2,a); eperm(&p,b);
      if (memcmp(a,b,CUBE_NEDGES)) perm=0;
      if (k98_edges_of(&p,&r1,&r2)!=c) cls=0;
      cubepos q=cube_solved;
      coord_to_cube(ep,coord_index(ep,&p),&q);
      if (coord_index(ep,&q)!=coord_index(ep,&p)) name=0;
    }
  }
  CHECK(perm); CHECK(cls); CHECK(name);
}

@ The average bound at the root, over 10,000 random positions (seed
12345): the sums are those reported in the measurements, for this
family (with the inverse) and for \.{small}.

@<Run the tests of kociemba98@>=
{
  prune_options po={NULL,1,0,0};
  char err[CUBE_ERRLEN];
  CHECK_EQ(root_sum("kociemba98",&po,err),96576);
  CHECK_EQ(root_sum("small",&po,err),102219);
}

@ @<Test routines of kociemba98@>=
static long long root_sum(const char *name,const prune_options *po,char *err)
{
  const optimal_family *F=NULL;
  cube_rng r;
  long long sum=0;
  F=optimal_find(name);
  if (!F || optimal_init(name,po,err,CUBE_ERRLEN)) return -1;
  cube_rng_seed(&r,12345);
  for (int t=0; t<10000; t++) {
    _Alignas(16) unsigned char s[IDA_MAXSTATE];
    cubepos p;
    cube_random(&r,&p);
    sum+=F->root(optimal_default()->tables,&p,s);
  }
  return sum;
}

@ The benchmark of this chapter, for \.{make bench}: the time to build the
coordinates and each table, and the optimal solver with this chapter's
family and with the search chapter's families on the first positions of
\.{optimal-15.txt}, one thread, one position after another. The huge
family is measured only if its table is already in the cache (building it
takes minutes and 1.67\thinspace GB); the others are built if missing.
Give a number of positions as an argument to change the default of five.
The figures of the measurements chapter are printed a second time as
lines \.{run: KEY VALUE} for \.{tests/runfile.sh}: \.{cosets} and
\.{other}, the seconds of the coordinates; \.{table.x2} and
\.{table.edges}, those of the tables; for each family (and
\.{noinverse}, this one without the bound of the inverse) the seconds of
each position and their total, and its millions of nodes a second
(\.{rate}, \.{rate.small}, \dots); \.{figKociembaFifteen}, the seconds
a position of this family; \.{over.small}, its time over that of
\.{small}, and \.{huge.faster}, its time over that of \.{huge}.

@(tests/bench_kociemba98.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "kociemba98.h"
#include "solvetest.h"
int main(int argc,char **argv)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN],line[1024],dir[4096],path[4400];
  prune_options po={NULL,1,0,0};
  cubepos pos[100];
  int npos=0,want=argc>1? atoi(argv[1]): 5;
  double t0=ida_now(),t98=0,tsmall=0,thuge=0; /* the totals of three families */
  coord_init(); k98_init();
  double el=ida_now()-t0;
  printf("kociemba98: classes of the coordinates made in %.2f s\nrun: cosets %.2f\n",el,el);
  t0=ida_now(); coord_find("k98x2eo"); coord_find("k98ep");
  el=ida_now()-t0;
  printf("kociemba98: framework tables of the coordinates in %.2f s\nrun: other %.2f\n",el,el);
  @<Time the building of the two tables@>;
  FILE *in=fopen("tests/data/optimal-15.txt","r");
  while (in && npos<want && npos<100 && fgets(line,sizeof line,in))
    if (cube_parse(line,&pos[npos],NULL,NULL,err,sizeof err)==0) npos++;
  if (in) fclose(in);
  prune_cache_dir(NULL,dir,sizeof dir,err,sizeof err);
  snprintf(path,sizeof path,"%s/huge-m3ffff-e4.tbl",dir);
  static const char *const fam[3]={"kociemba98","small","huge"};
  static const int invd[2]={99,K98_INVERSE_DEPTH};
  for (int v=0; v<2; v++) {
    int f=0;
    int inverse_depth=invd[v];
    printf("kociemba98: inverse bound from %d moves left%s\n",invd[v],
      invd[v]>20? " (off)": "");
    const char *key=v? "kociemba98": "noinverse";
    @<Solve the positions with family |fam[f]|, and print the totals@>;
  }
  for (int f=1; f<3; f++) {
    int inverse_depth=0;
    if (f==2 && access(path,F_OK)) { printf("kociemba98: huge table not in %s, skipped\n",dir);
      continue; }
    const char *key=fam[f];
    @<Solve the positions with family |fam[f]|, and print the totals@>;
  }
  if (t98>0 && tsmall>0) printf("run: over.small %.1f\n",t98/tsmall);
  if (t98>0 && thuge>0) printf("run: huge.faster %.0f\n",t98/thuge);
  return 0;
}

@ @<Time the building of the two tables@>=
{
  static const char *const names[2]={"k98x2eo","k98ep"};
  static const char *const keys[2]={"table.x2","table.edges"};
  for (int i=0; i<2; i++) {
    prune_table t;
    double sum=0;
    if (prune_generate(&t,coord_find(names[i]),MASK_ALL,PRUNE_NIBBLE,
        prune_default_threads(),0,err,sizeof err)) { printf("%s\n",err); return 1; }
    for (int d=0; d<=t.maxdist; d++) sum+=(double)d*t.dist[d];
    printf("kociemba98: table %s, %llu entries, %.2f MB, max %d, average %.4f,\
 built in %.1f s with %d threads\n",names[i],(unsigned long long)t.n,t.bytes/1e6,
      t.maxdist,sum/t.n,t.seconds,prune_default_threads());
    printf("run: %s %.1f\n",keys[i],t.seconds);
    prune_free(&t);
  }
}

@ @<Solve the positions with family |fam[f]|, and print the totals@>=
{
  double secs=0,nodes=0,each[100];
  optimal_options o={0,1,0,NULL,NULL,NULL,NULL,NULL};
  if (optimal_init(fam[f],&po,err,sizeof err)) { printf("%s\n",err); return 1; }
  if (f==0) optimal_tune(optimal_default(),"inverse_depth",inverse_depth);
  for (int i=0; i<npos; i++) {
    optimal_result r;
    optimal_solve(&pos[i],&o,&r);
    printf("kociemba98: %-10s position %2d: %2d moves, %12llu nodes, %8.3f s\n",fam[f],i+1,
      r.length,(unsigned long long)r.nodes,r.seconds);
    secs+=r.seconds; nodes+=(double)r.nodes; each[i]=r.seconds;
  }
  printf("kociemba98: %-10s %d positions: %.0f nodes, %.2f s, %.2f M nodes/s\n",fam[f],npos,
    nodes,secs,nodes/secs/1e6);
  printf("run: %s",key);
  for (int i=0; i<npos; i++) printf(" %.1f",each[i]);
  printf(" %.1f\n",secs);
  if (strcmp(key,"kociemba98")==0) {
    printf("run: figKociembaFifteen %.1f\nrun: rate %.1f\n",secs/npos,nodes/secs/1e6);
    t98=secs;
  } else printf("run: rate.%s %.1f\n",key,nodes/secs/1e6);
  if (strcmp(key,"small")==0) tsmall=secs;
  if (strcmp(key,"huge")==0) thuge=secs;
}

@ The two tables, opened through the table cache as the solver opens them
(in the directory that \.{make test} names, so that they are made once):
their sizes, largest entries and counts per distance are those reported
in this chapter, and so are the average entries. The table of the double
cosets alone, which the solver does not use, is generated here too.

@<Run the tests of kociemba98@>=
{
  static const long long a[13]={1,1,4,34,325,3251,34683,360916,3344779,18901527,
    17956330,206580,17};
  static const long long b[11]={1,2,9,75,920,11406,136423,1386164,6481303,1969536,129};
  static const long long c[9]={1,2,9,75,881,9791,80051,117166,840};
  check_table("k98x2eo",1,a,13,20404224,934760,__LINE__);
  check_table("k98ep",1,b,11,4992984,802730,__LINE__);
  check_table("k98dc",0,c,9,104408,651250,__LINE__);
}

@ The helper opens or generates a table, compares, and reports what it
found when that differs. The average is compared to four decimals, as
an integer $10^5$ times it, rounded to a multiple of~10.

@<Test routines of kociemba98@>=
static void check_table(const char *name,int cached,const long long *want,int nwant,
  long long bytes,long long avg,int line)
{
  prune_table t;
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  coord *c=coord_find(name);
  int rc=cached? prune_open(&t,c,MASK_ALL,PRUNE_NIBBLE,&po,err,sizeof err):
    prune_generate(&t,c,MASK_ALL,PRUNE_NIBBLE,prune_default_threads(),0,err,sizeof err);
  if (rc) { printf("  %s: %s\n",name,err); check_(0,name,__FILE__,line); return; }
  double sum=0;
  int ok=t.maxdist==nwant-1 && t.unreachable==0 && (long long)t.bytes==bytes;
  for (int d=0; d<=t.maxdist; d++) {
    sum+=(double)d*t.dist[d];
    if (d<nwant && (long long)t.dist[d]!=want[d]) ok=0;
  }
  long long av=(long long)(sum/t.n*1e4+0.5)*10;
  if (av!=avg) ok=0;
  if (!ok) {
    printf("  %s: %zu bytes, average %lld:",name,t.bytes,av);
    for (int d=0; d<=t.maxdist; d++) printf(" %llu",(unsigned long long)t.dist[d]);
    printf("\n");
  }
  check_(ok,name,__FILE__,line);
  prune_free(&t);
}

@ The solver's state, moved by |child|, must give the bound that |root|
computes from scratch on the moved position: along random walks, from
random positions, for 40 moves each. That checks the moves of the state
(the class of X2 with the symmetry that relates it to the position, the
flips, the representation of the edges) and the numbering of the names,
through the tables.

@<Run the tests of kociemba98@>=
{
  prune_options po={NULL,1,0,0};
  char err[CUBE_ERRLEN];
  const optimal_family *F=NULL;
  int ok=1;
  F=optimal_find("kociemba98");
  if (!CHECK(F!=NULL && optimal_init("kociemba98",&po,err,sizeof err)==0)) F=NULL;
  void *ctx=F? &optimal_default()->tables: NULL; /* a context: the tables first */
  for (int t=0; F && t<200; t++) {
    _Alignas(16) unsigned char s[IDA_MAXSTATE],o[IDA_MAXSTATE],r[IDA_MAXSTATE];
    cubepos p;
    cube_random(&rng,&p);
    F->root(optimal_default()->tables,&p,s);
    for (int k=0; k<40; k++) {
      int m=(int)cube_rng_below(&rng,CUBE_NMOVES);
      cube_move(&p,m);
      F->child(ctx,s,m,o,0);
      if (F->bound(ctx,s,o,20)!=F->root(optimal_default()->tables,&p,r)) ok=0;
      memcpy(s,o,F->state_size);
    }
  }
  CHECK(ok);
}

@ And the solver finds solutions of the labelled length on two positions
of \.{optimal-15.txt}, the fourth with two threads and the fifth with
one (the first three take longer, see the measurements); each solution is
applied to its position, which must come out solved. With one thread the
search is deterministic, and its node count is checked, with the bound
of the inverse and without it. (The counts of the measurements above were
made with the pairs of first moves in their order; these are those of
the search with the tasks of four moves of the search chapter, which find the solution of the last depth sooner.) Then the same position
with the \.{small} family, whose tables the
tests of the search chapter have put in the cache, and its node count.
A few short positions too, whose optimal lengths are plain.

@<Run the tests of kociemba98@>=
{
  char line[1024],err[CUBE_ERRLEN];
  FILE *in=fopen("tests/data/optimal-15.txt","r");
  int n=0,ok=0;
  uint64_t nodes=0;
  while (in && n<5 && fgets(line,sizeof line,in)) {
    cubepos p;
    if (cube_parse(line,&p,NULL,NULL,err,sizeof err)) continue;
    if (++n<4) continue;
    if (solves_in(&p,15,n==5? 1: 2,&nodes)) ok++;
    else printf("  optimal-15.txt line %d: not solved in 15 moves\n",n);
  }
  if (in) fclose(in);
  CHECK(n==5 && ok==2);
  CHECK_EQ(nodes,6019776);
  static const struct { const char *pos; int len; } shorts[]={
    {"R U F",3},{"R L",2},{"U2 R2 F2 D L' B",6},{"R U R' U'",4}};
  if (in) {
    cubepos p;
    prune_options po={NULL,1,0,0};
    CHECK(optimal_tune(optimal_default(),"inverse_depth",99)==0);
    CHECK(cube_parse(line,&p,NULL,NULL,err,sizeof err)==0
      && solves_in(&p,15,1,&nodes));
    CHECK_EQ(nodes,33487599);
    CHECK(optimal_tune(optimal_default(),"inverse_depth",K98_INVERSE_DEPTH)==0);
    CHECK(optimal_init("small",&po,err,sizeof err)==0
      && solves_in(&p,15,1,&nodes));
    CHECK_EQ(nodes,1504767);
    CHECK(optimal_init("kociemba98",&po,err,sizeof err)==0);
  }
  for (size_t i=0; i<sizeof shorts/sizeof shorts[0]; i++) {
    cubepos p;
    CHECK(cube_parse(shorts[i].pos,&p,NULL,NULL,err,sizeof err)==0
      && solves_in(&p,shorts[i].len,2,&nodes));
  }
}

@ @<Test routines of kociemba98@>=
static int solves_in(const cubepos *p,int len,int threads,uint64_t *nodes)
{
  optimal_options o={0,threads,0,NULL,NULL,NULL,NULL,NULL};
  optimal_result r;
  cubepos q=*p;
  optimal_solve(p,&o,&r);
  *nodes=r.nodes;
  cube_apply(&q,&r.solution);
  return r.found && r.length==len && cube_equal(&q,&cube_solved);
}

@ The command-line tests of this chapter are a program of their own,
\.{tests/cli\_kociemba98.c}, which runs the program \.{cube} (the command
chapter's header \.{cli.h} gives the checks).

@(tests/cli_kociemba98.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  @<Command-line tests of Kociemba's 1998 solver@>;
  return check_done("cli_kociemba98");
}

@ From the command line, the family \.{kociemba98} of the optimal
solver: one shortest solution, all of them, and the length that \.{-v}
prints.

@<Command-line tests of Kociemba's 1998 solver@>=
CLI_EXPECT(0,"F' U' R'","solve","--optimal","--table","kociemba98","R U F");
CLI_EXPECT(0,"R' L'","solve","--optimal","--table","kociemba98","--all","R L");
CLI_MATCH(0,"*(6 moves, *","solve","--optimal","--table","kociemba98",
  "-v","U2 R2 F2 D L' B");
