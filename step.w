@* Step solvers for fewest moves.
In the fewest-moves event of a competition a solver has an hour to find
the shortest solution he can of one scramble, with pen and paper. The
usual way is by {\it steps}: first orient the edges, then reduce the cube
to a subgroup in which only half turns of two of the three axes remain
needed, then to the group of half turns, then solve. Each step is a
small search problem of its own, and a computer can list, for each, every
shortest way to do it, on each axis, on the scramble and on its inverse.
This chapter does that, on the kit of chapter~\chapno{kit} and
the generic search of the search chapter.
@^fewest moves@>
@^FMC@>

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube step eo --axis fb "R U F"
F (1) eo-fb
\$ cube step dr --axis ud "R U F"
F' U' R (3) dr-ud
\$ cube step dr --niss both "R U F2 L D'"
D L' F2 U (4) dr-rl
(R U F2 L) (4) dr-ud
\$ cube step dr --niss all "R U F2 L D'"
D L (R) (3) dr-ud
D (R U) (3) dr-rl
\endgroup
\medskip

\noindent Each line is one solution of the step: the moves (in
parentheses those to be done on the inverse scramble, as fewest-moves
notation writes them), their number, and the step with its axis. The
third scramble has no domino reduction of fewer than four moves on
either side alone; on the scramble itself the shortest are on the
right-left axis, on its inverse on the up-down axis. Switching sides
once does it in three (the fourth question): \move{D L} on the scramble
and \move{R} on its inverse. Each solution stands also for its variants,
the same moves with the last quarter turn the other way (\.{F'} for
\.F above), which \.{--variants} prints too.

The steps, each the subject of a section below:

\item{$\bullet$} \.{eo}: orient the edges for an axis;
\item{$\bullet$} \.{dr} ({\it domino reduction}): reach the subgroup
$\langle U,D,R2,L2,F2,B2\rangle$ or one of its two turned copies, from any
position, or (\.{--from eo}) from a position whose edges are oriented, with
moves that keep them so;
\item{$\bullet$} \.{htr} ({\it half-turn reduction}): from a position in
such a subgroup, reach $\langle U2,D2,R2,L2,F2,B2\rangle$ with moves of the
subgroup;
\item{$\bullet$} \.{finish}: solve, optimally, inside the half-turn group
from a position in it, or inside the domino group from a position in it.

The sections follow that order after the common ground: the axes and
the symmetries that turn one into another, the coordinates of each step
and their tables, the search (one generic IDA* for all the steps, its goal
a set of subgroups, one for each axis), the inverse scramble, the command,
and the tests. The chapter tangles to \.{step.h} and \.{step.c}, and
writes its test to \.{tests/test\_step.c}.
@q README: step solvers for fewest-moves solving: `cube step eo|dr|htr|finish` on any axis, with NISS (one side, or switching once) @>
@i types.w
@s step_kind_info int
@s step_solution int
@s step_found_fn int
@s step_request int
@s step_report int
@s step_search int
@s step_run int
@s step_job int
@s step_textlist int
@s step_any_state int
@s step_state int
@s step_turn_info int
@s step_mix int
@s step_mixcheck int

@(step.h@>=
#ifndef STEP_H
#define STEP_H
#include "twophase.h"
#include "kit.h"
@<Types of step@>@;
@<Declarations of step@>@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include "step.h"
@h
@<Private data of step@>@;
@<Private functions of step@>@;
@<Functions of step@>@;
@<The sub-command \.{cube step}@>@;

@*1 Steps, subgroups and axes.
An {\it axis} is a pair of opposite faces: up-down, right-left,
front-back, numbered 0, 1, 2 as the first three faces \.U, \.R, \.F. The
moves of an axis are the six turns of its two faces.

The edges are {\it oriented for the front-back axis} when the position
can be solved without quarter turns of \.F and \.B: those are the only
turns that flip edges in the sense of the flip coordinate of the
coordinates chapter, so the positions with the flip solved are exactly the
subgroup $\langle U,D,R,L,F2,B2\rangle$. Oriented for another axis means
the same with that axis's faces; a position turned by a symmetry that
takes that axis to front-back has its flip solved.

The {\it domino} subgroup of the up-down axis is Kociemba's $H=\langle
U,D,R2,L2,F2,B2\rangle$ of the second chapter: twist, flip and slice
solved. It lies inside the edge orientation of both other axes, since it
has no quarter turn of them. Its copies for the other axes are found by
turning the cube. The {\it half-turn} group $\langle
U2,D2,R2,L2,F2,B2\rangle$ is the same for every axis: a symmetry takes
half turns to half turns.

The steps are thus a chain of subgroups, each inside the one before,
each step the passage from one ring to the next:
@^EO@>
@^DR@>
@^HTR@>
@^domino reduction@>
@^subgroups of the steps@>
\def\ring#1#2{\vbox{\hrule\hbox{\vrule\kern6pt\vbox{\kern4pt
  \hbox{\strut #1}#2\kern6pt}\kern6pt\vrule}\hrule}}
$$\ring{the cube group $G$: 43,252,003,274,489,856,000 positions}
{\ring{EO on F/B: $\langle U,D,R,L,F2,B2\rangle$, $\vert G\vert/2048$}
{\ring{DR on U/D: $H=\langle U,D,R2,L2,F2,B2\rangle$, 19,508,428,800;
  $1{,}082{,}565=2187\cdot495$ times fewer}
{\ring{HTR: $\langle U2,D2,R2,L2,F2,B2\rangle$, 663,552; 29,400 times fewer}
{\ring{solved: 1 position}{}}}}}$$
\figcaption{The subgroups of the fewest-moves steps, nested: the edge
orientation (EO), the domino reduction (DR) and the half-turn reduction
(HTR), each with the number of its positions.}

Every step is thus: reach a subgroup $G$ of the cube group, with moves
of a larger subgroup $M$ that contains the position (all moves for
\.{eo} and \.{dr}, the moves that keep the edges oriented for \.{dr
--from eo}, those of the domino group for \.{htr} and the finish from
domino, half turns for the finish from half turns). The subgroups of
another axis are handled by turning the position: with $g$ a symmetry that
takes the axis where the chapter's coordinates expect it, a move $m$ of
the position is the move $m^g$ of the turned position,
|cube_sym_move[g][m]|, as in the optimal solver.

@<Types of step@>=
enum { STEP_AXIS_UD, STEP_AXIS_RL, STEP_AXIS_FB, STEP_NAXES };
enum { STEP_EO, STEP_DR, STEP_DREO, STEP_HTR, STEP_FINISH_DR, STEP_FINISH_HTR,
  STEP_NKINDS, STEP_FINISH=STEP_NKINDS };

@*1 Coordinates of the steps.
Each step is searched with coordinates of the turned position and their
distance tables. Most coordinates exist already. The edge orientation is
the flip, 2048 values. The domino reduction from any position is phase~1
of the two-phase algorithm, and its table is that solver's: twist, flip
and slice together, reduced by the 16 symmetries of the domino group
(\.{phase1}, 140,908,410 values), the exact distance. From oriented
edges the flip is solved and stays so, and twist with slice is the whole
state: its table, made with the moves that keep the flip, is exact.
The finish from a domino position is phase~2 of the two-phase algorithm,
with that solver's two tables: the corner-permutation class with the
permutation of the upper and lower edges, and the same class with the
order of the middle edges.

Two steps need new coordinates, the half-turn reduction and the finish
inside the half-turn group. They rest on the edges' {\it slices}: an
edge lies between the two faces of the axis it does not touch, and a
half turn moves an edge within its slice. So in the half-turn group every
edge stays in its slice; the middle slice of the up-down axis is called
\.E below, that between \.R and \.L \.M, and that between \.F and \.B \.S.

@<Private data of step@>=
static int edge_slice[CUBE_NEDGES]; /* 0 for \.M, 1 for \.S, 2 for \.E */
static int slice_slot[3][4]; /* the slots (and cubies) of each slice, in order */
static int slice_rank[CUBE_NEDGES]; /* an edge's rank in its slice */
static int ud_slot[8]; /* the slots of \.M and \.S, in order */
static coord *cperm_c;

@ The slice of an edge is read from its name: without \.U or \.D it is
in \.E; else without \.R or \.L it is in~\.M; else in~\.S.

@<Compute the slices of the edges@>=
{
  int n[3]={0,0,0},k=0;
  for (int i=0; i<CUBE_NEDGES; i++) {
    const char *s=cube_edge_names[i];
    int s3=!strpbrk(s,"UD")? 2: !strpbrk(s,"RL")? 0: 1;
    edge_slice[i]=s3; slice_rank[i]=n[s3]; slice_slot[s3][n[s3]++]=i;
    if (s3<2) ud_slot[k++]=i;
  }
}

@ {\it The corners of the half-turn group.} The half turns move the
corners within a group of 96 permutations (each of the two tetrads of
corners, \.{UFR}, \.{UBL}, \.{DFL}, \.{DBR} and the others, keeps its
place as a set, and not all $4!\cdot4!$ orders of them arise). We list
them by a breadth-first search from the solved cube, as positions, and
number them; |corner_in_htr| gives the number of a corner permutation (its
value of the coordinate \.{cperm}) in the list, or $-1$.

@<Private data of step@>=
static cubepos htr_corner_list[128];
static int htr_ncorners;
static int16_t corner_in_htr[40320];

@ @<List the corner permutations of the half-turn group@>=
{
  for (int x=0; x<40320; x++) corner_in_htr[x]=-1;
  htr_corner_list[0]=cube_solved; htr_ncorners=1;
  corner_in_htr[coord_index(cperm_c,&cube_solved)]=0;
  for (int i=0; i<htr_ncorners; i++)
    for (int m=0; m<CUBE_NMOVES; m++)
      if (MASK_HALF>>m&1) {
        cubepos q=htr_corner_list[i];
        cube_move(&q,m);
        uint64_t x=coord_index(cperm_c,&q);
        if (corner_in_htr[x]<0 && htr_ncorners<128) {
          corner_in_htr[x]=(int16_t)htr_ncorners; htr_corner_list[htr_ncorners++]=q;
        }
      }
}

@ The membership test below reads the corners by a key of 16 bits: the
half turns keep each tetrad in its place, so a corner of the group in
slot $j$ is one of the four of the tetrad of~$j$, and its rank among
them, two bits, is put at bits $2j$ and $2j+1$ of the key;
|htr_key_ok| marks the keys of the 96. |corner_key[j][v]| is that
contribution of the corner value $v$ (with its twist) in slot~$j$, or
bit~16 when $v$ is twisted or of the other tetrad. The tetrad of a corner
is the least slot it reaches in the list.

@<Private data of step@>=
static uint32_t corner_key[CUBE_NCORNERS][24];
static uint8_t htr_key_ok[1<<13]; /* a bit a key */

@ @<Private functions of step@>=
static uint32_t htr_key(const cubepos *p)
{
  uint32_t k=0;
  for (int j=0; j<CUBE_NCORNERS; j++) k|=corner_key[j][p->c[j]];
  return k;
}

@ @<List the corner permutations of the half-turn group@>=
{
  int tetrad[CUBE_NCORNERS],rank[CUBE_NCORNERS];
  for (int c=0; c<CUBE_NCORNERS; c++) {
    tetrad[c]=c;
    for (int i=0; i<htr_ncorners; i++)
      for (int j=0; j<CUBE_NCORNERS; j++)
        if (corner_perm(htr_corner_list[i].c[j])==c && j<tetrad[c]) tetrad[c]=j;
  }
  for (int c=0; c<CUBE_NCORNERS; c++) {
    rank[c]=0;
    for (int d=0; d<c; d++) if (tetrad[d]==tetrad[c]) rank[c]++;
  }
  for (int j=0; j<CUBE_NCORNERS; j++)
    for (int v=0; v<24; v++)
      corner_key[j][v]=corner_ori(v)==0 && tetrad[corner_perm(v)]==tetrad[j]?
        (uint32_t)rank[corner_perm(v)]<<(2*j): 1u<<16;
  for (int i=0; i<htr_ncorners; i++) {
    uint32_t k=htr_key(&htr_corner_list[i]);
    htr_key_ok[k>>3]|=(uint8_t)(1u<<(k&7));
  }
}

@ {\it The half-turn reduction.} A sequence $s$ takes a domino position
$p$ into the half-turn group $R$ when $p\cdot s\in R$; then so does it for
$h\cdot p$, for every $h\in R$. So the step depends only on the {\it
coset} $R\cdot p$, and a coordinate for it must give the same value to
$p$ and $h\cdot p$. The domino group has $8!\cdot8!\cdot4!/2$ elements and
$R$ has $96\cdot(4!)^3/2=663{,}552$ (below), so there are
$8!\cdot8!\cdot4!/(96\cdot4!^3)=420\cdot70=29{,}400$ cosets, and two
coordinates give them:

\item{$\bullet$} the corners: $h\cdot p$ carries in each slot the cubie
that $h$ puts where $p$ puts its own, so the corner permutations of
$R\cdot p$ are those of $G\cdot p$, with $G$ the 96 above; there are
$8!/96=420$ such {\it classes}, numbered in the order of their least
permutation;
\item{$\bullet$} the edges: $h$ keeps each edge in its slice, so which of
the eight slots of \.M and \.S hold edges of \.M is the same for $p$ and
$h\cdot p$: $C(8,4)=70$ values.

\noindent Conversely two domino positions with the same two values differ
by a product of corners in $G$ and edges in their slices, of even parity,
an element of $R$; so the pair is the coset. Since moves multiply on the
right, the coordinate is well defined under them, which the framework
checks when it builds its move table.

@<Private data of step@>=
static uint16_t corner_class[40320];
static uint32_t class_rep[512];
static int htr_nclasses;
static uint8_t comb_rank[256],comb_mask[70];

@ @<Number the classes of corner permutations and the edge splits@>=
{
  for (int x=0; x<40320; x++) corner_class[x]=0xffff;
  htr_nclasses=0;
  for (int x=0; x<40320 && htr_nclasses<512; x++) {
    if (corner_class[x]!=0xffff) continue;
    cubepos q=cube_solved,r;
    coord_to_cube(cperm_c,x,&q);
    for (int h=0; h<htr_ncorners; h++) {
      cube_mul(&htr_corner_list[h],&q,&r);
      corner_class[coord_index(cperm_c,&r)]=(uint16_t)htr_nclasses;
    }
    class_rep[htr_nclasses++]=(uint32_t)x;
  }
  for (int m=0,k=0; m<256; m++)
    if (__builtin_popcount(m)==4) { comb_rank[m]=(uint8_t)k; comb_mask[k++]=(uint8_t)m; }
}

@ The two coordinates as basic coordinates of the framework, well defined
under the moves of the domino group, and their pair. Setting a class
sets the corners to its least permutation; setting a split puts the edges
of \.M, in order, in the slots it names, and those of \.S in the others.

@<Private functions of step@>=
static uint32_t hcorner_index(const cubepos *p)
{
  uint16_t k=corner_class[coord_index(cperm_c,p)];
  return k==0xffff? 0: k;
}
static void hcorner_set(uint32_t x,cubepos *p) { coord_to_cube(cperm_c,class_rep[x],p); }
static uint32_t split_index(const cubepos *p)
{
  int m=0;
  for (int j=0; j<8; j++) if (edge_slice[edge_perm(p->e[ud_slot[j]])]==0) m|=1<<j;
  return comb_rank[m];
}
static void split_set(uint32_t x,cubepos *p)
{
  int m=comb_mask[x],a=0,b=0;
  for (int j=0; j<8; j++) {
    int i=ud_slot[j],c=m>>j&1? slice_slot[0][a++]: slice_slot[1][b++];
    p->e[i]=(uint8_t)edge_val(c,edge_ori(p->e[i]));
  }
}

@ {\it The half-turn group.} A position of it is its corners, one of the 96,
and the order of the four edges of each slice in the slice's slots, read
as a permutation of four ($4!=24$ values, by its Lehmer code). The four
together are $96\cdot24^3=1{,}327{,}104$ values, of which half, those of
even parity, are positions; the framework builds it as a composite of four
small coordinates, each well defined under the half turns.

@<Private functions of step@>=
static uint32_t perm4_index(const cubepos *p,int k)
{
  int a[4];
  uint32_t x=0;
  for (int j=0; j<4; j++) a[j]=slice_rank[edge_perm(p->e[slice_slot[k][j]])];
  for (int j=0; j<4; j++) {
    int s=0;
    for (int l=j+1; l<4; l++) s+=a[l]<a[j];
    x=x*(4-j)+s;
  }
  return x;
}
static void perm4_set(uint32_t x,cubepos *p,int k)
{
  int digit[4],left[4]={0,1,2,3};
  for (int j=3; j>=0; j--) { digit[j]=x%(4-j); x/=4-j; }
  for (int j=0; j<4; j++) {
    int a=left[digit[j]];
    memmove(left+digit[j],left+digit[j]+1,(3-j-digit[j])*sizeof left[0]);
    p->e[slice_slot[k][j]]=(uint8_t)edge_val(slice_slot[k][a],0);
  }
}
static uint32_t pm_index(const cubepos *p) { return perm4_index(p,0); }
static uint32_t ps_index(const cubepos *p) { return perm4_index(p,1); }
static uint32_t pe_index(const cubepos *p) { return perm4_index(p,2); }
static void pm_set(uint32_t x,cubepos *p) { perm4_set(x,p,0); }
static void ps_set(uint32_t x,cubepos *p) { perm4_set(x,p,1); }
static void pe_set(uint32_t x,cubepos *p) { perm4_set(x,p,2); }
static uint32_t hc_index(const cubepos *p)
{
  int k=corner_in_htr[coord_index(cperm_c,p)];
  return k<0? 0: (uint32_t)k;
}
static void hc_set(uint32_t x,cubepos *p)
{
  for (int i=0; i<CUBE_NCORNERS; i++) p->c[i]=htr_corner_list[x].c[i];
}

@ The descriptions. The composites name their parts by name when they
come from the coordinates chapter.

@d STEP_BASIC(nm,ab,size,mv,ix,set)
  {@[.name=nm@],@[.about=ab@],@[.kind=COORD_BASIC@],@[.moves=mv@],@[.syms=0@],
   @[.n=size@],@[.index=ix@],@[.to_cube=set@]}

@<Private data of step@>=
static uint32_t hcorner_index(const cubepos *p);
static void hcorner_set(uint32_t x,cubepos *p);
static uint32_t split_index(const cubepos *p);
static void split_set(uint32_t x,cubepos *p);
static uint32_t pm_index(const cubepos *p);
static uint32_t ps_index(const cubepos *p);
static uint32_t pe_index(const cubepos *p);
static void pm_set(uint32_t x,cubepos *p);
static void ps_set(uint32_t x,cubepos *p);
static void pe_set(uint32_t x,cubepos *p);
static uint32_t hc_index(const cubepos *p);
static void hc_set(uint32_t x,cubepos *p);
static coord c_hcorner=STEP_BASIC("step-hcorner","corner classes modulo the half-turn group",
  420,MASK_H,hcorner_index,hcorner_set);
static coord c_split=STEP_BASIC("step-split","slots of the M edges among the M and S slots",
  70,MASK_H,split_index,split_set);
static coord c_hcoset={@[.name="step-htrcoset"@],@[.about="cosets of the half-turn group\
 in the domino group"@],@[.kind=COORD_COMPOSITE@],@[.part={&c_hcorner,&c_split}@]};
static coord c_hc=STEP_BASIC("step-hc","corners of the half-turn group (96)",96,MASK_HALF,
  hc_index,hc_set);
static coord c_pm=STEP_BASIC("step-pm","order of the M edges (4!)",24,MASK_HALF,pm_index,pm_set);
static coord c_ps=STEP_BASIC("step-ps","order of the S edges (4!)",24,MASK_HALF,ps_index,ps_set);
static coord c_pe=STEP_BASIC("step-pe","order of the E edges (4!)",24,MASK_HALF,pe_index,pe_set);
static coord c_htr={@[.name="step-htr"@],@[.about="positions of the half-turn group"@],
  @[.kind=COORD_COMPOSITE@],@[.part={&c_pe,&c_ps,&c_pm,&c_hc}@]};
static coord c_twistslice={@[.name="step-twistslice"@],@[.about="twist and slice"@],
  @[.kind=COORD_COMPOSITE@],@[.partname={"twist","slice"}@]};

@ Setting up, once: the first chapter's tables, the slices, the corners
of the half-turn group and the classes, then the coordinates, registered
by name (so that \.{cube tables} lists them too).

@<Functions of step@>=
static pthread_once_t step_once=PTHREAD_ONCE_INIT;
static void step_setup_once(void)
{
  cube_init();
  cperm_c=coord_find("cperm");
  @<Compute the slices of the edges@>;
  @<List the corner permutations of the half-turn group@>;
  @<Number the classes of corner permutations and the edge splits@>;
  c_hcoset.nparts=2; c_htr.nparts=4;
  coord *all[]={&c_hcorner,&c_split,&c_hcoset,&c_hc,&c_pm,&c_ps,&c_pe,&c_htr,
    &c_twistslice};
  for (size_t i=0; i<sizeof all/sizeof all[0]; i++) coord_register(all[i]);
  @<Fill in the descriptions of the steps@>;
  @<Find the frames and the coordinates of membership@>;
  @<Make the tables that turn sets of moves back from each frame@>;
  @<Make the tables of |step_turn|@>;
  @<Make the distances of the twist@>;
  @<Make the texts of the solutions@>;
}
void step_setup(void) { pthread_once(&step_once,step_setup_once); }
int step_htr_corners(void) { step_setup(); return htr_ncorners; }
int step_htr_classes(void) { step_setup(); return htr_nclasses; }

@ @<Declarations of step@>=
void step_setup(void);
int step_htr_corners(void);
int step_htr_classes(void);

@*1 The steps as search problems.
Each step is described by the coordinates the search follows (one or
two, read on the turned position), their distance tables (made with the
step's moves in the turned frame), and those moves. The goal is every
coordinate at its solved value; the bound is the larger of the table
distances. The tables of the domino reduction from any position and of
the finish from a domino position are the two-phase solver's, kept in the
table cache of the pruning chapter and shared with that solver (35 and
28 megabytes of residues, and 33 kilobytes for the order of the middle
edges); the others are made in memory when a step is first used, the
largest with 1,327,104 entries.

@<Types of step@>=
typedef struct {
  const char *label; /* \.{eo}, \.{dr}, \dots */
  int ncoords;
  const char *cname[2];
  uint32_t frame_moves; /* the step's moves, in the turned frame */
  int enc[2]; /* for a table of the cache: its encoding; 0 for one made here */
  coord *c[2];
  uint32_t solved[2];
  prune_table t[2];
  uint8_t *bytes; /* the table of a coordinate made here, a byte an entry */
  int nparts; /* of that coordinate: its basic parts, their move tables and weights */
  const uint32_t *pmove[COORD_MAXPARTS];
  uint32_t weight[COORD_MAXPARTS];
  uint32_t *down; /* for each entry, the moves of the frame one move closer, or |NULL| */
  int ready;
} step_kind_info;

@ @<Private data of step@>=
static step_kind_info kinds[STEP_NKINDS];
static uint32_t step_unturn[CUBE_NSYMS][3][64];
static pthread_mutex_t kinds_lock=PTHREAD_MUTEX_INITIALIZER;

@ @<Fill in the descriptions of the steps@>=
{
  static const struct { const char *l; int n; const char *a,*b; uint32_t mv; int ea,eb; }
  d[STEP_NKINDS]={
    {"eo",1,"flip",NULL,MASK_ALL,0,0},
    {"dr",1,"phase1",NULL,MASK_ALL,PRUNE_MOD3,0},
    {"dr",1,"step-twistslice",NULL,MASK_ALL&~MASK_QUARTER_FB,0,0},
    {"htr",1,"step-htrcoset",NULL,MASK_H,0,0},
    {"finish-dr",2,"phase2","phase2slice",MASK_H,PRUNE_NIBBLE,PRUNE_NIBBLE},
    {"finish-htr",1,"step-htr",NULL,MASK_HALF,0,0}};
  for (int k=0; k<STEP_NKINDS; k++) {
    kinds[k].label=d[k].l; kinds[k].ncoords=d[k].n;
    kinds[k].cname[0]=d[k].a; kinds[k].cname[1]=d[k].b; kinds[k].frame_moves=d[k].mv;
    kinds[k].enc[0]=d[k].ea; kinds[k].enc[1]=d[k].eb;
  }
}

@ The distances in the half-turn group go up to 15 moves, one more than
four bits hold beside the mark of an unreachable entry; its table, of
1,327,104 entries, takes a byte each, and is made here by a breadth-first
search from the solved value, with a queue, over the coordinate's moves.
Its distribution is kept in the |prune_table| of the step like those of the
other tables (which have no data of their own here).

@<Private functions of step@>=
static void byte_table(step_kind_info *K)
{
  const coord *c=K->c[0];
  uint64_t n=c->n,head=0,tail=0;
  uint8_t *b=malloc(n);
  uint32_t *q=malloc(n*sizeof *q);
  if (!b || !q) { fprintf(stderr,"cube: out of memory\n"); exit(4); }
  memset(b,0xff,n);
  memset(&K->t[0],0,sizeof K->t[0]);
  K->t[0].c=c; K->t[0].moves=K->frame_moves; K->t[0].n=n;
  b[K->solved[0]]=0; q[tail++]=K->solved[0];
  while (head<tail) {
    uint32_t x=q[head++];
    K->t[0].dist[b[x]]++;
    if (b[x]>K->t[0].maxdist) K->t[0].maxdist=b[x];
    for (int m=0; m<CUBE_NMOVES; m++)
      if (K->frame_moves>>m&1) {
        uint32_t y=(uint32_t)coord_move(c,x,m);
        if (b[y]==0xff) { b[y]=(uint8_t)(b[x]+1); q[tail++]=y; }
      }
  }
  K->t[0].unreachable=n-tail;
  free(q);
  K->bytes=b;
}

@ The steps whose tables are made here have one coordinate each, basic
or a composite of basic ones, every one of them small enough to have a
move table in the framework. The search follows the parts, each by its
move table, and reads the distance at the mixed-radix number they make;
the table is copied to a byte an entry for it (at most 1,327,104 bytes),
which saves the shift and mask of four-bit fields.

@<Make the bytes and find the parts of the coordinate of |K|@>=
{
  const coord *c=K->c[0];
  uint32_t w=1;
  K->nparts=c->kind==COORD_COMPOSITE? c->nparts: 1;
  for (int k=0; k<K->nparts; k++) {
    const coord *b=c->kind==COORD_COMPOSITE? c->part[k]: c;
    K->pmove[k]=b->move_table; K->weight[k]=w; w*=(uint32_t)b->n;
  }
  if (!K->bytes) {
    K->bytes=malloc(c->n);
    if (!K->bytes) { fprintf(stderr,"cube: out of memory\n"); exit(4); }
    for (uint64_t x=0; x<c->n; x++) K->bytes[x]=(uint8_t)prune_field(&K->t[0],x);
  }
  if (c->n<=STEP_SMALL) @<Make the table of the moves one closer of |K|@>;
}

@ {\it The moves one closer.} With a table that is exact, as all these
are, a node whose distance is the number of moves left can reach a goal
in time only by a move that takes it one closer; the other children are
made only to be cut off. For the small tables (edge orientation, 2,048
entries, and the half-turn reduction, 29,400) the search does without
them: a second table gives, for each entry, the set of moves of the frame
that lead one closer, and a node so placed makes only those children.
Every node made is then the prefix of a solution.

@<Make the table of the moves one closer of |K|@>=
{
  K->down=calloc(c->n,sizeof K->down[0]);
  if (!K->down) { fprintf(stderr,"cube: out of memory\n"); exit(4); }
  for (uint64_t x=0; x<c->n; x++)
    for (int m=0; m<CUBE_NMOVES; m++)
      if ((K->frame_moves>>m&1) && K->bytes[coord_move(c,x,m)]+1==K->bytes[x])
        K->down[x]|=1u<<m;
}

@ The sets are of moves of the frame; a search turns them back into
moves of the position with |step_unturn[g]|, for the symmetry $g$ of
the target, six moves at a time: |step_unturn[g][j][v]| is the set of
moves $m$ of the position such that $m^g$ is move $6j+i$ of the frame for a
bit $i$ of~$v$.

@<Make the tables that turn sets of moves back from each frame@>=
for (int g=0; g<CUBE_NSYMS; g++)
  for (int m=0; m<CUBE_NMOVES; m++) {
    int f=cube_sym_move[g][m];
    for (int v=0; v<64; v++)
      if (v>>f%6&1) step_unturn[g][f/6][v]|=1u<<m;
  }

@ Preparing a step builds its coordinates and tables, once.

@<Functions of step@>=
int step_prepare(int kind,const prune_options *o,char *err,size_t errlen)
{
  static const prune_options dflt={NULL,1,0,0};
  step_setup();
  if (!o) o=&dflt;
  if (kind==STEP_FINISH) return step_prepare(STEP_FINISH_DR,o,err,errlen)||
    step_prepare(STEP_FINISH_HTR,o,err,errlen);
  step_kind_info *K=&kinds[kind];
  int r=0;
  pthread_mutex_lock(&kinds_lock);
  for (int i=0; i<K->ncoords && !K->ready && !r; i++) {
    K->c[i]=coord_find(K->cname[i]);
    K->solved[i]=(uint32_t)coord_index(K->c[i],&cube_solved);
    if (kind==STEP_FINISH_HTR) byte_table(K);
    else if (K->enc[i]) r=prune_open(&K->t[i],K->c[i],K->frame_moves,K->enc[i],o,err,errlen);
    else r=prune_generate(&K->t[i],K->c[i],K->frame_moves,PRUNE_NIBBLE,1,0,err,errlen);
    if (!r && !K->enc[i]) @<Make the bytes and find the parts of the coordinate of |K|@>;
  }
  if (!r && !K->ready) @<Find the tables of the searches of the domino steps@>;
  if (!r) K->ready=1;
  pthread_mutex_unlock(&kinds_lock);
  return r;
}
const prune_table *step_table(int kind,int i)
{
  char err[CUBE_ERRLEN];
  if (step_prepare(kind,NULL,err,sizeof err)) return NULL;
  return &kinds[kind].t[i];
}

@ The searches of the domino reduction and of the finish from a domino
position follow symmetric coordinates by the move tables of the
two-phase solver, copied here (below, where the searches are explained).

@<Find the tables of the searches of the domino steps@>=
{
  static int copied; /* |tp| is made */
  if ((kind==STEP_DR || kind==STEP_FINISH_DR) && !copied) {
    const twophase_moves *M=twophase_move_tables(err,errlen);
    if (M) tp=*M, copied=1;
    else r=-1;
  }
  if (kind==STEP_FINISH_DR && !r) {
    udperm_c=coord_find("udperm"); sliceperm_c=coord_find("sliceperm");
    fin_solved=fin_of(&cube_solved);
  }
}

@ @<Declarations of step@>=
int step_prepare(int kind,const prune_options *o,char *err,size_t errlen);
const prune_table *step_table(int kind,int i);
const char *step_label(int kind);
const char *step_axis_name(int axis);

@ The names of a step and of an axis, as the solutions are labelled
(\.{eo}, \.{finish-dr}; \.{ud}, \.{rl}, \.{fb}), for the library, which
labels its solutions the same way.

@<Functions of step@>=
const char *step_label(int kind)
{
  step_setup();
  return kind>=0 && kind<STEP_NKINDS? kinds[kind].label: NULL;
}
const char *step_axis_name(int axis)
{
  return axis>=0 && axis<STEP_NAXES? step_axis_names[axis]: NULL;
}

@ {\it Membership}, tested on the cube itself, is what every solution is
checked against before it is reported, and what decides which steps a
position may start: oriented edges, domino and finish need the turned
position's coordinates solved, read directly from the position; the
half-turn group is tested cubie by cubie (corners oriented and one of the
96, edges oriented and in their own slice). The search calls |member|,
the same test without the set-up. It is made once for every solution
printed, so the half-turn test reads the corners by their key (above)
and each edge by a mask of its slot, |slot_ok[i]|, whose bit $v$ is set
when the edge value $v$ (flip in bit~4) may stand in slot~$i$: an edge
of the slot's slice, unflipped.

@<Private data of step@>=
static int member(int kind,int axis,const cubepos *q);
static int first_variant(int kind,const uint8_t *mv,int n);
static void set_up(step_search *T,const cubepos *start,int inverse,const step_request *rq,
  int cap);
static uint32_t slot_ok[CUBE_NEDGES];

@ @<Functions of step@>=
int step_member(int kind,int axis,int eoaxis,const cubepos *q)
{
  step_setup();
  (void)eoaxis;
  return member(kind,axis,q);
}
static int member(int kind,int axis,const cubepos *q)
{
  cubepos r;
  if (kind==STEP_FINISH_DR || kind==STEP_FINISH_HTR) return cube_equal(q,&cube_solved);
  if (kind==STEP_HTR) {
    uint32_t bad=0,k=htr_key(q);
    for (int i=0; i<CUBE_NEDGES; i++) bad|=~slot_ok[i]>>q->e[i];
    return !(bad&1) && k<1u<<16 && htr_key_ok[k>>3]>>(k&7)&1;
  }
  if (kind==STEP_EO) {
    cube_conj(q,eo_sym[axis],&r);
    return coord_index(flip_c,&r)==flip0;
  }
  cube_conj(q,dr_sym[axis],&r);
  return coord_index(twist_c,&r)==twist0 && coord_index(flipslice_c,&r)==flipslice0;
}

@ The symmetries of the frames of each axis, and the coordinates read by
|step_member|, found once.

@<Private data of step@>=
static int eo_sym[STEP_NAXES],dr_sym[STEP_NAXES];
static coord *flip_c,*twist_c,*flipslice_c;
static uint64_t flip0,twist0,flipslice0;

@ @<Find the frames and the coordinates of membership@>=
for (int i=0; i<CUBE_NEDGES; i++)
  for (int j=0; j<CUBE_NEDGES; j++)
    if (edge_slice[j]==edge_slice[i]) slot_ok[i]|=1u<<edge_val(j,0);
for (int a=0; a<STEP_NAXES; a++) { eo_sym[a]=cube_sym_frame(-1,a); dr_sym[a]=cube_sym_frame(a,-1); }
flip_c=coord_find("flip"); twist_c=coord_find("twist"); flipslice_c=coord_find("flipslice");
flip0=coord_index(flip_c,&cube_solved); twist0=coord_index(twist_c,&cube_solved);
flipslice0=coord_index(flipslice_c,&cube_solved);

@ @<Declarations of step@>=
int step_member(int kind,int axis,int eoaxis,const cubepos *q);

@*1 The search.
A request names the step, the axes, the directions (the scramble, its
inverse, or both), the longest solution wanted, and how many: every
shortest one (the default), the $K$ first in order of length
(|count|), or all up to the longest (|all|). Each solution is handed to
|found| with its moves, its direction and its axis.

@<Types of step@>=
enum { STEP_NORMAL=1, STEP_INVERSE=2, STEP_MIXED=4, STEP_MAXLEN=32 };
typedef struct {
  int kind; /* |STEP_EO|, \dots, |STEP_FINISH_HTR| */
  int axis; /* the axis of the step (of the domino group for \.{htr} and the finish) */
  int eoaxis; /* for |STEP_DREO|: the axis of the oriented edges */
  int inverse; /* 1 if found on the inverse scramble, every move on it */
  int len;
  int nnormal; /* the first |nnormal| moves are done on the scramble, the others on
    its inverse */
  uint8_t mv[STEP_MAXLEN];
} step_solution;
typedef int (*step_found_fn)(void *ctx,const step_solution *s);
typedef struct {
  int kind; /* a step, or |STEP_FINISH| for the finish from whichever group */
  unsigned axes; /* bit $a$ for axis $a$ */
  int niss; /* |STEP_NORMAL|, |STEP_INVERSE|, |STEP_MIXED|, or several of them */
  int maxlen;
  long count; /* stop after this many solutions, or 0 */
  int all; /* every solution up to |maxlen|, not only the shortest */
  step_found_fn found; void *ctx;
  double deadline; /* stop at this time (|ida_now|), or 0 */
  const int *cancel; /* stop when another thread sets |*cancel|, or |NULL| */
  int variants; /* both directions of the last quarter turns (below) */
} step_request;
typedef struct {
  long solutions; /* reported */
  int length; /* of the shortest, or $-1$ */
  uint64_t nodes;
  long failed; /* solutions that failed the check on the cube: 0 */
  int stopped; /* the deadline or a cancel stopped the search */
} step_report;

@ A {\it search} is one direction and one set of moves, and one or more
{\it targets}: a step on an axis, each with the symmetry that turns the
position into the step's frame. The targets of one search share its
moves; the state holds, for each target, its coordinates. This is the
pattern of a goal that is a set, of the search chapter: the bound is the
least, over the targets, of each target's bound, and the goal any target
solved. Edge orientation and domino reduction from any position have the
same moves on every axis, so one search serves all three axes; the steps
from a domino group have the moves of that group, a search for each
axis.

@<Types of step@>=
enum { STEP_MAXTARGETS=3, STEP_MAXSEARCHES=6, STEP_SMALL=65536 };
typedef struct {
  uint32_t x[STEP_MAXTARGETS]; /* the value of the coordinate of each target */
  uint16_t p[STEP_MAXTARGETS][COORD_MAXPARTS]; /* and of its parts */
  uint8_t d[STEP_MAXTARGETS]; /* and its distance */
} step_state;
typedef union {
  step_state raw; p1_state dr[STEP_MAXTARGETS]; p2_state fin;
} step_any_state;
typedef struct {
  step_kind_info *K;
  int kind,ntargets;
  int axis[STEP_MAXTARGETS],eoaxis[STEP_MAXTARGETS],g[STEP_MAXTARGETS];
  uint8_t gm[STEP_MAXTARGETS][CUBE_NMOVES]; /* the moves turned into each target's frame */
  uint32_t moves; /* in the position's own frame */
  int inverse;
  cubepos start;
  step_any_state s0;
  ida_problem P;
  void *run;
  cubepos at[IDA_MAXDEPTH+1]; /* the start after the first $i$ moves of |mv| */
  uint8_t mv[IDA_MAXDEPTH];
  int known; /* the number of those moves for which |at| is up to date */
  int asked; /* its side is asked for solutions of one side */
  int npre; /* for the second part of a mixed solution: the first part's moves */
  uint8_t pre[IDA_MAXDEPTH];
} step_search;

@ The routines of the search of the steps whose tables are made here
(edge orientation, domino reduction from oriented edges, half-turn
reduction and the finish from it). A child moves each part of each
target's coordinate by the move turned into that target's frame, and
keeps the entry it makes; the bound is the least of the targets'
distances, the goal any target at its solved value.

@<Private functions of step@>=
static inline void st_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const step_search *S=ctx;
  const step_kind_info *K=S->K;
  const step_state *s=s_;
  step_state *o=o_;
  (void)leaf;
  for (int t=0; t<S->ntargets; t++) {
    int mm=S->gm[t][m];
    uint32_t x=0;
    for (int k=0; k<K->nparts; k++) {
      uint32_t v=K->pmove[k][s->p[t][k]*CUBE_NMOVES+mm];
      o->p[t][k]=(uint16_t)v; x+=v*K->weight[k];
    }
    o->x[t]=x;
  }
}
static inline int st_bound(void *ctx,const void *parent,void *s_,int left)
{
  const step_search *S=ctx;
  step_state *s=s_;
  int h=99;
  (void)parent; (void)left;
  for (int t=0; t<S->ntargets; t++) {
    int d=s->d[t]=S->K->bytes[s->x[t]];
    if (d<h) h=d;
  }
  return h;
}
static inline uint32_t st_moves(void *ctx,const void *s_,int left)
{
  const step_search *S=ctx;
  const step_state *s=s_;
  uint32_t w=0;
  if (!S->K->down) return MASK_ALL;
  for (int t=0; t<S->ntargets; t++) {
    if (s->d[t]>left) continue;
    if (s->d[t]<left) return MASK_ALL;
    uint32_t f=S->K->down[s->x[t]];
    const uint32_t (*u)[64]=step_unturn[S->g[t]];
    w|=u[0][f&63]|u[1][f>>6&63]|u[2][f>>12];
  }
  return w;
}
static inline int st_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const step_search *S=ctx;
  const step_state *s=s_;
  (void)path; (void)len;
  for (int t=0; t<S->ntargets; t++) if (s->x[t]==S->K->solved[0]) return 1;
  return 0;
}

@ {\it The domino reduction from any position.} Its table is the
exact distance to the domino group, the phase-1 table of the two-phase
solver (its file is shared with that solver): the coordinate \.{phase1},
the flip-slice class under the 16 symmetries of the domino group with the
twist, 140,908,410 values, two bits each (the distance modulo~3).
Symmetry reduction asks more of the search than a plain coordinate does:
the entry describes the position $P^t$, conjugated by the symmetry $t$
that takes its flip and slice to the representative of their class, and
$t$ changes from move to move. So a target's state is the two-phase
solver's phase-1 state, |p1_state|: the class, the twist of $P^t$, the
symmetry $t$, and the exact distance (its code of down moves and its
symmetries of the path are not used here); a move $m$ of the position
is the move $m^{g}$ of the turned position (|gm|) and then $(m^g)^t$ of
the state, made by that solver's |p1_move|. The moved class comes with
the symmetry $u$ that normalizes it, which transforms the moved twist
and composes with~$t$.

Decoding a residue needs the distance of the parent: a child at
distance $d-1$, $d$ or $d+1$ is the one whose residue is read, which
the table |next_dist| of the same solver gives.

@<Private data of step@>=
static twophase_moves tp; /* a copy of the two-phase solver's move tables */
static uint8_t twist_dist[2187]; /* the distance of each twist to the solved one */
static coord *udperm_c,*sliceperm_c;
static p2_state fin_solved; /* the solved position's state of the finish */

@ The distance of the start is found by going down: from a state at
distance $d$ some move leads to one at $d-1$, the neighbour whose residue
is $(d-1)\bmod 3$, and the steps down to the goal are the distance. The
states are moved by |p1_move|, as in the search, all the children of a
step at once, so that their entries are asked of the memory together
(a prefetch each). The walk stops after
|cap| steps, and then gives $|cap|+1$: a search that has at most |cap|
moves left needs to know no more (the mixed solutions, below, ask this of
many starts). Most of those starts are far, and are told apart without
the walk: the distance is at least that of the corners' twist alone, in a
table of 2,187 entries made here, and is one of the values of its residue;
when the least such value above the twist's distance passes |cap|, so does
the distance.

@<Private functions of step@>=
static p1_state dr_of(const cubepos *r,int cap)
{
  p1_state s,o;
  const uint8_t *data=kinds[STEP_DR].t[0].data;
  memset(&s,0,sizeof s);
  p1_place(&tp,r,&s);
  int v=prune_mod3(data,s.idx),d=0,low=twist_dist[coord_index(twist_c,r)];
  if (low+(v-low%3+3)%3>cap) { s.dist=(uint8_t)(cap+1); return s; }
  p1_state at=s;
  while (at.idx!=kinds[STEP_DR].solved[0] && d<=cap) {
    p1_state c[CUBE_NMOVES];
    int m;
    for (m=0; m<CUBE_NMOVES; m++) {
      p1_move(&tp,&at,m,&c[m]);
      c[m].idx=c[m].cls*(uint32_t)KOC_TWIST+c[m].twist;
      __builtin_prefetch(data+(c[m].idx>>2));
    }
    for (m=0; m<CUBE_NMOVES-1 && prune_mod3(data,c[m].idx)!=(v+2)%3; m++) ;
    o=c[m]; at=o; v=(v+2)%3; d++;
  }
  s.dist=(uint8_t)d;
  return s;
}

@ The routines of the search: a child moves every target and asks for
its entry in advance (a prefetch), the bound reads the entries, the goal
is a target at the solved class and twist.

@<Private functions of step@>=
static inline void dr_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const step_search *S=ctx;
  const p1_state *s=s_;
  p1_state *o=o_;
  for (int t=0; t<S->ntargets; t++) {
    p1_move(&tp,&s[t],S->gm[t][m],&o[t]);
    o[t].idx=o[t].cls*(uint32_t)KOC_TWIST+o[t].twist;
    if (!leaf) __builtin_prefetch(kinds[STEP_DR].t[0].data+(o[t].idx>>2));
  }
}
static inline int dr_bound(void *ctx,const void *p_,void *s_,int left)
{
  const step_search *S=ctx;
  const p1_state *p=p_;
  p1_state *s=s_;
  const uint8_t *data=kinds[STEP_DR].t[0].data;
  int h=99;
  (void)left;
  for (int t=0; t<S->ntargets; t++) {
    s[t].dist=tp.next_dist[p[t].dist][prune_mod3(data,s[t].idx)];
    if (s[t].dist<h) h=s[t].dist;
  }
  return h;
}
static inline int dr_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const step_search *S=ctx;
  const p1_state *s=s_;
  (void)path; (void)len;
  for (int t=0; t<S->ntargets; t++) if (s[t].idx==S->K->solved[0]) return 1;
  return 0;
}

@ {\it The finish from a domino position.} Its tables are those of
phase~2 of the two-phase solver, shared with it: the corner-permutation
class under the 16 symmetries with the permutation of the eight upper and
lower edges (\.{phase2}, 111,605,760 values), and the same
class with the order of the middle edges (\.{phase2slice}, 66,432 values),
both at four bits. The bound is the larger of the two. The state is built as
for the domino reduction: the class, the two edge coordinates of the
conjugated position and the symmetry: the two-phase solver's phase-2
state, |p2_state|, moved by its |p2_move| and bounded by its
|p2_tables_bound|.

@<Private functions of step@>=
static p2_state fin_of(const cubepos *r)
{
  p2_state s=p2_place(&tp,(uint32_t)coord_index(cperm_c,r),(uint32_t)coord_index(udperm_c,r),
    (uint32_t)coord_index(sliceperm_c,r));
  return s;
}

@ @<Private functions of step@>=
static inline void fin_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const step_search *S=ctx;
  const p2_state *s=s_;
  p2_state *o=o_;
  p2_move(&tp,s,S->gm[0][m],o);
  p2_index(o);
  if (!leaf) __builtin_prefetch(kinds[STEP_FINISH_DR].t[0].data+(o->idx>>1));
}
static inline int fin_bound(void *ctx,const void *p_,void *s_,int left)
{
  (void)ctx; (void)p_; (void)left;
  return p2_tables_bound(kinds[STEP_FINISH_DR].t[0].data,kinds[STEP_FINISH_DR].t[1].data,s_);
}
static inline int fin_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const p2_state *s=s_;
  (void)ctx; (void)path; (void)len;
  return s->cls==fin_solved.cls && s->ud==fin_solved.ud && s->sl==fin_solved.sl;
}

@ The moves of the check are made by |step_turn|, which touches only the
four corners and four edges of the turned face (the first chapter's
|cube_move| multiplies whole positions, twenty cubies). For each move
it keeps those slots, the slot each takes its cubie from, and the twist
or flip the move adds; |twist_add[d][v]| is the corner value $v$ twisted
by~$d$. The tables are read off the first chapter's move cubes, and the
tests compare the two routines.

@<Private data of step@>=
typedef struct {
  uint8_t cslot[4],csrc[4],cori[4],eslot[4],esrc[4],eflip[4];
} step_turn_info;
static step_turn_info turns[CUBE_NMOVES];
static uint8_t twist_add[3][24];

@ @<Make the tables of |step_turn|@>=
for (int d=0; d<3; d++)
  for (int v=0; v<24; v++)
    twist_add[d][v]=(uint8_t)corner_val(corner_perm(v),(corner_ori(v)+d)%3);
for (int m=0; m<CUBE_NMOVES; m++) {
  const cubepos *b=&cube_move_cubes[m];
  int nc=0,ne=0;
  for (int i=0; i<CUBE_NCORNERS; i++)
    if (b->c[i]!=corner_val(i,0) && nc<4) {
      turns[m].cslot[nc]=(uint8_t)i; turns[m].csrc[nc]=(uint8_t)corner_perm(b->c[i]);
      turns[m].cori[nc++]=(uint8_t)corner_ori(b->c[i]);
    }
  for (int i=0; i<CUBE_NEDGES; i++)
    if (b->e[i]!=edge_val(i,0) && ne<4) {
      turns[m].eslot[ne]=(uint8_t)i; turns[m].esrc[ne]=(uint8_t)edge_perm(b->e[i]);
      turns[m].eflip[ne++]=(uint8_t)(b->e[i]&16);
    }
}

@ @<Private functions of step@>=
static void step_turn(cubepos *p,int m)
{
  const step_turn_info *T=&turns[m];
  uint8_t c[4],e[4];
  for (int k=0; k<4; k++) {
    c[k]=twist_add[T->cori[k]][p->c[T->csrc[k]]];
    e[k]=(uint8_t)(p->e[T->esrc[k]]^T->eflip[k]);
  }
  for (int k=0; k<4; k++) { p->c[T->cslot[k]]=c[k]; p->e[T->eslot[k]]=e[k]; }
}
void step_apply(cubepos *p,int m) { step_setup(); step_turn(p,m); }

@ @<Declarations of step@>=
void step_apply(cubepos *p,int m);

@ The distances of the twist, for the bound of the domino reduction's
starts: a breadth-first search over its 2,187 values with every move.

@<Make the distances of the twist@>=
{
  uint16_t q[2187];
  int head=0,tail=0;
  memset(twist_dist,0xff,sizeof twist_dist);
  twist_dist[twist0]=0; q[tail++]=(uint16_t)twist0;
  while (head<tail) {
    int x=q[head++];
    for (int m=0; m<CUBE_NMOVES; m++) {
      int y=(int)coord_move(twist_c,(uint64_t)x,m);
      if (twist_dist[y]==0xff) { twist_dist[y]=(uint8_t)(twist_dist[x]+1); q[tail++]=(uint16_t)y; }
    }
  }
}

@ A goal reached is checked on the cube: the moves are applied to the
start, and each target whose step the result is in gives a solution
(one sequence may solve the step on two axes). A goal that no target
confirms is counted as a failure, which the tests expect never to see.
Solutions found one after the other share most of their moves (the
search goes depth first), so the search keeps the positions along the
last path checked, and applies only the moves after the first that
differs. Before that, a path that is the second variant of a pair (the
section after next) is passed over unless |variants| is asked; and the
second part of a mixed solution (section NISS, below) is passed over when
the step is done before its end, since a shorter solution then exists.

@<Private functions of step@>=
typedef struct {
  const step_request *rq;
  step_report *rep;
  int stop;
} step_run;
static int st_found(void *ctx,const uint8_t *path,int len)
{
  step_search *S=ctx;
  step_run *R=S->run;
  int any=0,i=0;
  if (!R->rq->variants && !first_variant(S->kind,path,len)) return R->stop;
  while (i<len && i<S->known && S->mv[i]==path[i]) i++;
  for (; i<len; i++) {
    S->at[i+1]=S->at[i]; step_turn(&S->at[i+1],path[i]); S->mv[i]=path[i];
  }
  S->known=len;
  if (S->npre)
    for (int j=1; j<len; j++) if (member(S->kind,S->axis[0],&S->at[j])) return R->stop;
  const cubepos *q=&S->at[len];
  for (int t=0; t<S->ntargets && !R->stop; t++)
    if (member(S->kind,S->axis[t],q)) {
      step_solution sol;
      @<Make |sol| of the moves |path| of |S| for target |t|@>;
      any=1;
      if (R->rep->length<0) R->rep->length=sol.len;
      R->rep->solutions++;
      if (R->rq->found && R->rq->found(R->rq->ctx,&sol)) R->stop=1;
      if (R->rq->count && R->rep->solutions>=R->rq->count) R->stop=1;
    }
  if (!any) R->rep->failed++;
  return R->stop;
}

@ A solution of one side is the path; a mixed one puts the moves on the
scramble first, whichever part the search made first.

@<Make |sol| of the moves |path| of |S| for target |t|@>=
sol.kind=S->kind; sol.axis=S->axis[t]; sol.eoaxis=S->eoaxis[t];
sol.len=S->npre+len;
sol.inverse=S->inverse && !S->npre;
if (!S->npre) {
  sol.nnormal=S->inverse? 0: len; memcpy(sol.mv,path,len);
} else if (S->inverse) {
  sol.nnormal=S->npre; memcpy(sol.mv,S->pre,S->npre); memcpy(sol.mv+S->npre,path,len);
} else {
  sol.nnormal=len; memcpy(sol.mv,path,len); memcpy(sol.mv+len,S->pre,S->npre);
}

@ {\it The variants of the last quarter turns.} The goal of each step
but the finish holds every half turn. So when a sequence $s\cdot q$ ends
with a quarter turn $q$ and does the step, $s\cdot q\cdot q^2=s\cdot q^{-1}$
does it too: the last quarter turn may be turned either way, and every
solution comes with its {\it variant}. When the move before $q$ turns
the opposite face, and is a quarter turn too, it commutes with $q$ and
may be moved to the end, so it may be reversed as well: four variants.
On the inverse side the same holds of the last moves of the inverse part,
since $q^{-1}\cdot x=q^{-2}\cdot q\cdot x$ and $q^{-2}$ is in the goal.
Printing them all would double the output (or more) and tell a solver
nothing that he does not know: these are the moves a fewest-moves solver
chooses last, to cancel with the next step. So, as nissy-core does
\cite{Tronto H48}, only the first of them is printed, the one whose last
quarter turns are all clockwise (\.{F}, not \.{F'}); the option
\.{--variants} prints them all. A sequence ending with a half turn has no
variant, and the finish none at all, whose goal is one position.
@^variants of a solution@>
@^last quarter turns@>

@<Private functions of step@>=
static int first_variant(int kind,const uint8_t *mv,int n)
{
  if (kind==STEP_FINISH_DR || kind==STEP_FINISH_HTR || n<1) return 1;
  int a=mv[n-1],b=n>1? mv[n-2]: a;
  if (a%3==1) return 1; /* a half turn */
  if (a%3==2) return 0;
  return !(b/3!=a/3 && b/3%3==a/3%3 && b%3==2);
}

@ Setting up the searches of a request for one direction, from its
start position: which targets the step has, depending on what the
position already is. A step from a domino group needs the position in
it on the axis; a domino reduction from oriented edges needs the edges
oriented on some axis $e$, and then reaches the domino group of each
other axis asked, with the moves that keep the orientation; the finish
without a named group starts from the half-turn group if the position is
in it, else from the domino group of each axis it is in.

@<Private functions of step@>=
static void add_target(step_search *S,int kind,int axis,int eoaxis,int g)
{
  int t=S->ntargets++;
  S->K=&kinds[kind]; S->kind=kind;
  S->axis[t]=axis; S->eoaxis[t]=eoaxis; S->g[t]=g;
  for (int m=0; m<CUBE_NMOVES; m++) S->gm[t][m]=(uint8_t)cube_sym_move[g][m];
  S->moves=0;
  for (int m=0; m<CUBE_NMOVES; m++)
    if (S->K->frame_moves>>cube_sym_move[g][m]&1) S->moves|=MASK_MOVE(m);
}
static int make_searches(const step_request *rq,const cubepos *start,int inverse,
  step_search *S,int n)
{
  int kind=rq->kind;
  if (kind==STEP_FINISH)
    kind=step_member(STEP_HTR,0,-1,start)? STEP_FINISH_HTR: STEP_FINISH_DR;
  switch (kind) {
  case STEP_EO: case STEP_DR:
    memset(&S[n],0,sizeof S[n]);
    for (int a=0; a<STEP_NAXES; a++)
      if (rq->axes>>a&1)
        add_target(&S[n],kind,a,-1,kind==STEP_EO? cube_sym_frame(-1,a): cube_sym_frame(a,-1));
    if (S[n].ntargets) n++;
    break;
  case STEP_DREO:
    for (int e=0; e<STEP_NAXES; e++) {
      if (!step_member(STEP_EO,e,-1,start)) continue;
      memset(&S[n],0,sizeof S[n]);
      for (int a=0; a<STEP_NAXES; a++)
        if ((rq->axes>>a&1) && a!=e) add_target(&S[n],kind,a,e,cube_sym_frame(a,e));
      if (S[n].ntargets) n++;
    }
    break;
  case STEP_FINISH_HTR:
    if (!step_member(STEP_HTR,0,-1,start)) break;
    memset(&S[n],0,sizeof S[n]);
    add_target(&S[n],kind,-1,-1,0);
    n++;
    break;
  default: /* |STEP_HTR| and |STEP_FINISH_DR| */
    for (int a=0; a<STEP_NAXES; a++)
      if ((rq->axes>>a&1) && step_member(STEP_DR,a,-1,start)) {
        memset(&S[n],0,sizeof S[n]);
        add_target(&S[n],kind,a,-1,cube_sym_frame(a,-1));
        n++;
      }
  }
  for (int i=0; i<n; i++)
    if (!S[i].P.moves) {
      set_up(&S[i],start,inverse,rq,IDA_MAXDEPTH);
      S[i].asked=(rq->niss&(inverse? STEP_INVERSE: STEP_NORMAL))!=0;
    }
  return n;
}

@ Setting up a search from its start: the targets' coordinates of the
start, and the generic search's problem; a distance found only up to
|cap| (the domino reduction's, above) is enough for a search of at most
|cap| moves.

@<Private functions of step@>=
static void set_up(step_search *T,const cubepos *start,int inverse,const step_request *rq,
  int cap)
{
  T->inverse=inverse; T->start=*start; T->at[0]=*start; T->known=0;
  for (int t=0; t<T->ntargets; t++) {
    cubepos r;
    cube_conj(start,T->g[t],&r);
    if (T->kind==STEP_DR) T->s0.dr[t]=dr_of(&r,cap);
    else if (T->kind==STEP_FINISH_DR) T->s0.fin=fin_of(&r);
    else
      @<Set the parts of target |t| of |T->s0| from |r|@>;
  }
  T->P.moves=T->P.last_moves=T->moves;
  T->P.state_size=sizeof T->s0;
  T->P.ctx=T;
  T->P.deadline=rq->deadline; T->P.cancel=rq->cancel;
}

@ @<Set the parts of target |t| of |T->s0| from |r|@>=
{
  const coord *c=T->K->c[0];
  T->s0.raw.x[t]=(uint32_t)coord_index(c,&r);
  for (int k=0; k<T->K->nparts; k++)
    T->s0.raw.p[t][k]=(uint16_t)coord_index(c->kind==COORD_COMPOSITE? c->part[k]: c,&r);
}

@ Solving: the searches of both directions, depth after depth, each
depth searched to its end with the collector of the generic search;
the normal scramble's solutions of a length come before the inverse's,
and these before the mixed ones (section NISS, below), whose searches
need both sides set up even when only mixed solutions are asked.
Without |all| and |count| the loop ends after the first depth that has a
solution. The routine returns the number of solutions, or $-1$ with a
message when the position cannot start the step.

@<Functions of step@>=
long step_solve(const cubepos *p,const step_request *rq,step_report *rep,
  char *err,size_t errlen)
{
  step_search S[STEP_MAXSEARCHES*2];
  step_run R={rq,rep,0};
  cubepos inv;
  int n=0,half;
  memset(rep,0,sizeof *rep); rep->length=-1;
  if (step_prepare(rq->kind,NULL,err,errlen)) return -1;
  cube_inv(p,&inv);
  if (rq->niss&(STEP_NORMAL|STEP_MIXED)) n=make_searches(rq,p,0,S,n);
  half=n;
  if (rq->niss&(STEP_INVERSE|STEP_MIXED)) n=make_searches(rq,&inv,1,S,n);
  if ((rq->niss&STEP_MIXED) && (rq->kind==STEP_FINISH || rq->kind==STEP_FINISH_DR ||
    rq->kind==STEP_FINISH_HTR)) {
    cube_error(err,errlen,"the finish has no mixed solutions (niss: normal, inverse or both)");
    return -1;
  }
  if (n==0) {
    cube_error(err,errlen,"the position is not %s on the axes asked",
      rq->kind==STEP_DREO? "edge-oriented": rq->kind==STEP_FINISH_HTR? "in the half-turn group":
      "in a domino group");
    return -1;
  }
  for (int i=0; i<n; i++) S[i].run=&R;
  @<Search the depths of every search of |S| in turn@>;
  for (int i=0; i<n; i++) rep->nodes+=S[i].P.nodes;
  return rep->solutions;
}

@ Each depth runs the searches of the sides asked; with mixed solutions
alone asked, the searches of both sides also run at depth~1 (a single
move is on one side, and counts as mixed, as nissy-core counts it) and
that of the scramble at depth~0.

@<Search the depths of every search of |S| in turn@>=
for (int d=0; d<=rq->maxlen && d<=IDA_MAXDEPTH && !R.stop; d++) {
  for (int i=0; i<n && !R.stop; i++) {
    step_search *T=&S[i];
    if (!T->asked && d!=1 && (d!=0 || T->inverse)) continue;
    search_depth(T,d);
    if (T->P.stopped) R.stop=rep->stopped=1;
  }
  if ((rq->niss&STEP_MIXED) && d>=2 && !R.stop) mixed_depth(S,half,d,rq,&R);
  if (rep->solutions && !rq->all && !rq->count) break;
}

@ One depth of one search, by the routines of its step.

@<Private functions of step@>=
static void search_depth(step_search *T,int d)
{
  uint8_t path[IDA_MAXDEPTH]={0};
  ida_collector A={st_found,0,0};
  switch (T->kind) {
  case STEP_DR: {
      int h=99;
      for (int t=0; t<T->ntargets; t++) if (T->s0.dr[t].dist<h) h=T->s0.dr[t].dist;
      if (h>d) return;
    }
    ida_depth_collect(&T->P,&T->s0,d,CUBE_NOMOVE,path,dr_child,dr_bound,dr_goal,&A);
    break;
  case STEP_FINISH_DR:
    if (fin_bound(T,&T->s0,&T->s0,d)>d) return;
    ida_depth_collect(&T->P,&T->s0,d,CUBE_NOMOVE,path,fin_child,fin_bound,fin_goal,&A);
    break;
  default:
    if (st_bound(T,&T->s0,&T->s0,d)>d) return;
    ida_depth_core(&T->P,&T->s0,d,CUBE_NOMOVE,path,st_child,st_bound,st_goal,&A,st_moves,0);
  }
}

@ @<Declarations of step@>=
long step_solve(const cubepos *p,const step_request *rq,step_report *rep,
  char *err,size_t errlen);

@*1 NISS: the inverse scramble.
A step may be solved on the inverse of the scramble instead (Normal-Inverse
Scramble Switch, in fewest-moves jargon). Let the step be to reach the
subgroup $G$ from the scramble $p$ (a position; $p\cdot s$ is the position
after the moves~$s$). A sequence $u$ that brings the inverse there,
$p^{-1}\cdot u\in G$, gives, since a subgroup holds the inverse of each of
its elements, $u^{-1}\cdot p\in G$: the moves $u^{-1}$ done {\it before}
the scramble, as {\it premoves}, do the step on the scramble itself. That
is the premove rule, and it mixes: with $n$ done on the scramble and $u$
on the inverse, written \move{n (u)}, the position
$$u^{-1}\cdot p\cdot n$$
is in $G$ exactly when the inverse scramble, with the premoves $n^{-1}$,
then $u$, reaches $G$, since its inverse is $n^{-1}\cdot p^{-1}\cdot u$. A
fewest-moves solver who has found \move{n (u)} goes on from the scramble
done after the premoves $u^{-1}$, or writes the final solution as $n$,
then the next steps, then $u^{-1}$ at the end, which is the same sequence
read around a cycle.
@^NISS@>
@^premove@>

Every later step of this chapter asks for its start to be in a subgroup,
and the inverse of a position of a subgroup is in it too, so each step can
be solved on either side: \.{--niss normal}, \.{inverse}, or \.{both}
(the shorter of the two, each solution on one side). A {\it mixed}
solution switches sides once: \.{--niss mixed} asks for those, the
shortest that have moves on both sides, and \.{--niss all} for the
shortest of every kind. The rule above is what makes them: the moves
$n$ done on the scramble are premoves $n^{-1}$ of the inverse, so a
search that has made $n$ on the scramble goes on on the inverse from
$n^{-1}\cdot p^{-1}$, the inverse of where it stands, and whatever $u$
brings that into the goal gives the solution \move{n (u)}; and the same
the other way round. |step_check| checks a sequence with both parts by
the rule, independently of the search.
@^mixed solutions@>

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube step eo --axis fb --niss mixed "R U F2 L D' B2 R' F U2"
R F (R F) (4) eo-fb
F (F R F) (4) eo-fb
\$ cube step eo --axis fb --niss all "R U F2 L D' B2 R' F U2"
U2 F (2) eo-fb
\endgroup
\medskip

\noindent A mixed solution is not always the shortest: here the
scramble alone has one of two moves, and the shortest mixed ones have
four. On the first 100 scrambles of the tests' random positions, the
shortest mixed edge orientation on the front-back axis is longer than the
shorter of the two sides on 47 scrambles, and shorter on~16; \.{all}
gives the shortest of the three.

@ {\it The search of mixed solutions,} as nissy-core makes it
\cite{Tronto H48}, so that both list the same solutions. At depth $d$
the part done first, of $k\ge1$ moves, is every sequence of the step's
moves, without pruning (no table bounds a sequence that will switch
sides); at its end the search of the other side, with its table, looks
for the $d-k$ moves left, from the inverse of where the first part
stands. Each split is made once: the first part is on the scramble
when $k\le\lfloor d/2\rfloor$, on the inverse when $k\le\lceil
d/2\rceil-1$, that is, the first part is the shorter, and on the scramble
when both are as long. Three rules leave out sequences that hide a
shorter solution: no part may pass through the goal before the whole
is done (neither the first part, tested here, nor the second, tested
by |st_found|); the last move of the first part may not be a move of the
goal's group (it would only move the goal within itself, and the rest
would solve from before it); and the variants of the last quarter turns
of each part are left to \.{--variants}. One search at a time: each
target of a search is searched alone, its second part in a search |W| of
its own.

@<Private functions of step@>=
typedef struct {
  step_search *W; /* the search of the second part */
  const step_request *rq;
  step_run *R;
  int d,kmax,first_inverse,axis;
  uint32_t moves,sw; /* the step's moves; those that may end the first part */
  uint8_t pre[IDA_MAXDEPTH];
} step_mix;
static void mixed_first(step_mix *C,const cubepos *q,int k,int last)
{
  step_search *W=C->W;
  if (k>0) {
    C->R->rep->nodes++;
    if (member(W->kind,C->axis,q)) return;
    if ((C->sw>>last&1) && (C->rq->variants || first_variant(W->kind,C->pre,k)))
      @<Search the second part of |C| from the inverse of |q|@>;
    if (k==C->kmax || C->R->stop) return;
  }
  for (int m=0; m<CUBE_NMOVES && !C->R->stop; m++)
    if ((C->moves&cube_next_moves[last])>>m&1) {
      cubepos r=*q;
      step_turn(&r,m); C->pre[k]=(uint8_t)m;
      mixed_first(C,&r,k+1,m);
    }
}

@ @<Search the second part of |C| from the inverse of |q|@>=
{
  cubepos r;
  cube_inv(q,&r);
  set_up(W,&r,!C->first_inverse,C->rq,C->d-k);
  W->npre=k; memcpy(W->pre,C->pre,(size_t)k);
  if (ida_limit_reached(&W->P)) W->P.stopped=1;
  else search_depth(W,C->d-k);
  C->R->rep->nodes+=W->P.nodes; W->P.nodes=0;
  if (W->P.stopped) C->R->stop=C->R->rep->stopped=1;
}

@ The searches |S[i]| of the scramble and |S[i+half]| of its inverse
have the same targets; each target is searched with its first part on
either side in turn.

@<Private functions of step@>=
static void mixed_depth(step_search *S,int half,int d,const step_request *rq,step_run *R)
{
  step_search W;
  for (int i=0; i<half && !R->stop; i++)
    for (int t=0; t<S[i].ntargets && !R->stop; t++)
      for (int f=0; f<2 && !R->stop; f++) {
        const step_search *F=&S[i+f*half];
        step_mix C;
        memset(&W,0,sizeof W);
        add_target(&W,F->kind,F->axis[t],F->eoaxis[t],F->g[t]);
        W.run=R;
        C.W=&W; C.rq=rq; C.R=R; C.d=d; C.first_inverse=f; C.axis=F->axis[t];
        C.kmax=f? (d+1)/2-1: d/2; C.moves=W.moves; C.sw=0;
        for (int m=0; m<CUBE_NMOVES; m++) {
          cubepos c=cube_solved;
          step_turn(&c,m);
          if (!member(W.kind,C.axis,&c)) C.sw|=1u<<m;
        }
        if (C.kmax>0 && !member(W.kind,C.axis,&F->start))
          mixed_first(&C,&F->start,0,CUBE_NOMOVE);
      }
}

@ |step_check| applies a sequence with both parts by the rule, premoves
first.

@<Functions of step@>=
int step_check(const cubepos *p,int kind,int axis,const moveseq *normal,
  const moveseq *inverse)
{
  cubepos q=*p;
  moveseq u;
  moveseq_invert(inverse,&u);
  for (int i=u.len-1; i>=0; i--) cube_premove(&q,u.mv[i]);
  cube_apply(&q,normal);
  return step_member(kind,axis,-1,&q);
}

@ @<Declarations of step@>=
int step_check(const cubepos *p,int kind,int axis,const moveseq *normal,
  const moveseq *inverse);
void step_moves_text(const step_solution *s,char *buf,size_t n);

@ The moves of a solution as text, for the library: those of one side
plain (the side is told apart), those of a mixed solution in the notation,
the inverse part in parentheses.

@<Functions of step@>=
void step_moves_text(const step_solution *s,char *buf,size_t n)
{
  moveseq a={0},b={0};
  a.len=s->inverse || s->nnormal==0? s->len: s->nnormal;
  memcpy(a.mv,s->mv,(size_t)a.len);
  b.len=s->len-a.len; memcpy(b.mv,s->mv+a.len,(size_t)b.len);
  cube_format_moves(&a,0,buf,n);
  if (b.len) {
    size_t k=strlen(buf);
    if (k+3<n) {
      snprintf(buf+k,n-k,"%s(",k? " ": "");
      k=strlen(buf);
      cube_format_moves(&b,0,buf+k,n-k);
      k=strlen(buf);
      if (k+1<n) { buf[k]=')'; buf[k+1]=0; }
    }
  }
}

@ A request is also made from words, as the library and the server
receive it: the step (\.{eo}, \.{dr}, \.{htr}, \.{finish}), the step
it starts from (|NULL|, or \.{any} or \.{eo} for \.{dr}, \.{dr} or
\.{htr} for the finish), the axis (\.{fb}, \.{rl}, \.{ud}, \.{any})
and the side (\.{normal}, \.{inverse}, \.{both}, \.{mixed}, \.{all}). |step_request_words|
sets those fields of |rq| and leaves the others; a word not in its list is
an error that names it, and nothing runs.

@.unknown step...@>
@.axis: give...@>
@.niss: give...@>
@^error messages@>
@<Functions of step@>=
static int step_kind_of(const char *s,const char *f)
{
  if (!s) return -1;
  if (!f) return strcmp(s,"eo")==0? STEP_EO: strcmp(s,"dr")==0? STEP_DR:
    strcmp(s,"htr")==0? STEP_HTR: strcmp(s,"finish")==0? STEP_FINISH: -1;
  if (strcmp(s,"dr")==0) return strcmp(f,"eo")==0? STEP_DREO: strcmp(f,"any")==0? STEP_DR: -1;
  if (strcmp(s,"finish")==0)
    return strcmp(f,"dr")==0? STEP_FINISH_DR: strcmp(f,"htr")==0? STEP_FINISH_HTR: -1;
  return -1;
}
int step_request_words(step_request *rq,const char *step,const char *from,const char *axis,
  const char *niss,char *err,size_t errlen)
{
  const char *a=axis? axis: "any", *n=niss? niss: "normal";
  rq->kind=step_kind_of(step,from);
  if (rq->kind<0) return cube_error(err,errlen,"unknown step '%s'%s%s (eo, dr, htr or finish;\
 from eo, dr or htr)",step? step: "(none)",from? " from ": "",from? from: "");
  rq->axes=strcmp(a,"ud")==0? 1: strcmp(a,"rl")==0? 2: strcmp(a,"fb")==0? 4:
    strcmp(a,"any")==0? 7: 0;
  if (!rq->axes) return cube_error(err,errlen,"axis: give fb, rl, ud or any, not '%s'",a);
  rq->niss=strcmp(n,"normal")==0? STEP_NORMAL: strcmp(n,"inverse")==0? STEP_INVERSE:
    strcmp(n,"both")==0? STEP_NORMAL|STEP_INVERSE: strcmp(n,"mixed")==0? STEP_MIXED:
    strcmp(n,"all")==0? STEP_NORMAL|STEP_INVERSE|STEP_MIXED: 0;
  if (!rq->niss) return cube_error(err,errlen,
    "niss: give normal, inverse or both (one side), mixed or all, not '%s'",n);
  return 0;
}

@ @<Declarations of step@>=
int step_request_words(step_request *rq,const char *step,const char *from,const char *axis,
  const char *niss,char *err,size_t errlen);

@*1 The command.
\.{cube step STEP [OPTIONS] [POSITION ...]} with \.{STEP} one of \.{eo},
\.{dr}, \.{htr}, \.{finish}; positions from the arguments or, without
any, one per line on the standard input, with the batch driver of the
command chapter. Its own options:

\item{$\bullet$} \.{--axis} \.{fb}, \.{rl}, \.{ud} or \.{any}: the axis of the step (for \.{htr}
and the finish, that of the domino group the position is in); default any;
\item{$\bullet$} \.{--niss} \.{normal}, \.{inverse}, \.{both}, \.{mixed} or \.{all}:
solve on the scramble, its inverse, both, switching sides once, or
any of these (default normal);
\item{$\bullet$} \.{--variants}: every variant of the last quarter turns,
not only the first (see the search);
\item{$\bullet$} \.{--from}: for \.{dr}, \.{any} (default) or \.{eo}, the
domino reduction that keeps the oriented edges; for the finish, \.{dr} or
\.{htr} (default: the half-turn group if the position is in it);
\item{$\bullet$} \.{--max N}: the longest solution searched (20);
\.{--count K}: the $K$ first solutions in order of length; \.{--all}:
every solution up to \.{--max}, which it needs;
\item{$\bullet$} \.{-v}: a line \.{\# N solutions, N nodes, T ms} after the
solutions of a position.

\noindent Each solution is one line: the moves, those done on the
inverse in parentheses after those done on the scramble, the length in
parentheses, and the step and axis (\.{eo-fb}, \.{dr-ud}, \.{htr-ud}, \.{finish-dr-ud},
\.{finish-htr}).

@<The sub-command \.{cube step}@>=
static step_job SJ;
static int cmd_step(int argc,char **argv);
static const cube_option step_options[]={
  {"--axis",CUBE_OPT_WORD,&SJ.axis,0,0,"fb|rl|ud|any","the axis (any)"},
  {"--niss",CUBE_OPT_WORD,&SJ.niss,0,0,"normal|inverse|both|mixed|all","the side (normal)"},
  {"--variants",CUBE_OPT_FLAG,&SJ.variants,0,0,NULL,"both directions of the last quarter turns"},
  {"--from",CUBE_OPT_WORD,&SJ.from,0,0,"any|eo|dr|htr","dr: any or eo; finish: dr or htr"},
  {"--max",CUBE_OPT_INT,&SJ.max,0,STEP_MAXLEN-1,"N","the longest solution searched (20)"},
  {"--count",CUBE_OPT_U64,&SJ.count,1,1000000000,"K","the K first solutions by length"},
  {"--all",CUBE_OPT_FLAG,&SJ.all,0,0,NULL,"every solution up to --max"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command step_command={"step",cmd_step,
  "eo|dr|htr|finish [OPTIONS] [POSITION ...]","solve fewest-moves steps (EO, DR, HTR)",
  "Finds every shortest sequence that orients the edges (eo), reaches a domino\n\
group (dr), the half-turn group from a domino group (htr), or solves inside\n\
one (finish), on the axes and sides (--niss) asked, mixed ones written\n\
R U (F' D); of the sequences that differ only in the direction of the last\n\
quarter turns, the one with them clockwise (all with --variants); one\n\
solution a line (with --aligned, all on one line, separated by commas), or\n\
the line \"no solution of at most N moves\".",
  step_options,CUBE_COMMON_THREADS|CUBE_COMMON_VERBOSE|CUBE_COMMON_BATCH};

@ The command: the step's name comes first, then the options are read
and checked, the step's tables made, and the positions handed to the
batch driver.

@<The sub-command \.{cube step}@>=
static int cmd_step(int argc,char **argv)
{
  char err[CUBE_ERRLEN];
  memset(&SJ,0,sizeof SJ);
  SJ.max=SJ.axis=SJ.niss=SJ.from=-1;
  argc=cube_parse_args(&step_command,argc,argv);
  if (argc<1) cube_die(CUBE_EXIT_USAGE,"step: missing STEP (eo, dr, htr or finish)");
  @<Read the step, the axes and the side of |SJ.rq|@>;
  if (SJ.all && SJ.max<0) cube_die(CUBE_EXIT_USAGE,"--all needs --max N");
  SJ.rq.maxlen=SJ.max<0? 20: SJ.max;
  SJ.rq.all=SJ.all; SJ.rq.count=(long)SJ.count;
  if (step_prepare(SJ.rq.kind,&cube_opts.tables,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  return cube_batch(argc-1,argv+1,step_answer,&SJ,cube_opts.tables.threads);
}
@.missing STEP@>
@.--all needs --max N@>

@ @<Read the step, the axes and the side of |SJ.rq|@>=
{
  static const char *const from[]={"any","eo","dr","htr"};
  static const int axes[]={4,2,1,7},sides[]={STEP_NORMAL,STEP_INVERSE,STEP_NORMAL|STEP_INVERSE,
    STEP_MIXED,STEP_NORMAL|STEP_INVERSE|STEP_MIXED};
  const char *s=argv[0];
  int f=SJ.from;
  if (strcmp(s,"eo")==0 && f<0) SJ.rq.kind=STEP_EO;
  else if (strcmp(s,"dr")==0 && f<=0) SJ.rq.kind=STEP_DR;
  else if (strcmp(s,"dr")==0 && f==1) SJ.rq.kind=STEP_DREO;
  else if (strcmp(s,"htr")==0 && f<0) SJ.rq.kind=STEP_HTR;
  else if (strcmp(s,"finish")==0 && f<0) SJ.rq.kind=STEP_FINISH;
  else if (strcmp(s,"finish")==0 && f==2) SJ.rq.kind=STEP_FINISH_DR;
  else if (strcmp(s,"finish")==0 && f==3) SJ.rq.kind=STEP_FINISH_HTR;
  else if (strcmp(s,"eo") && strcmp(s,"dr") && strcmp(s,"htr") && strcmp(s,"finish"))
    cube_die(CUBE_EXIT_USAGE,"step: unknown step '%s' (eo, dr, htr or finish)",s);
  else cube_die(CUBE_EXIT_USAGE,"step %s: --from %s does not apply",s,from[f]);
  SJ.rq.axes=axes[SJ.axis<0? 3: SJ.axis];
  SJ.rq.niss=sides[SJ.niss<0? 0: SJ.niss];
  SJ.rq.variants=SJ.variants;
}
@.unknown step@>
@.--from ... does not apply@>

@ Answering a position: each solution becomes a line of the item's
answer as it is found. The line is made by hand and appended at once:
on steps with hundreds of solutions a position, the formats of |printf|
cost more than the search (the measurements below). Each move is copied
as four bytes from |move_text|, its name and a space (and one byte
more, overwritten next), and the end of the line, the step's label and
axis, is made once for each step and axis (|tail_text|, the axis $-1$
last).

With \.{--aligned} an answer is one line: the solutions follow one
another on it, separated by a comma and a space, the end of the line
before each turned into the comma. With \.{--format json} each solution
is given to the kit as an object of its own (the moves, the length, the
step, the axis and the side) and nothing is written here.

@<The sub-command \.{cube step}@>=
static char *put_moves(char *o,const uint8_t *mv,int n)
{
  for (int i=0; i<n; i++) { memcpy(o,move_text[mv[i]],4); o+=move_textlen[mv[i]]; }
  return o;
}
static int step_print(void *ctx,const step_solution *s)
{
  char buf[STEP_MAXLEN*4+40],*o=buf;
  cube_item *it=ctx;
  if (cube_opts.json) @<Give the solution |s| to the kit and |return 0|@>;
  if (cube_opts.aligned && it->out.len) {
    it->out.s[it->out.len-1]=',';
    cube_item_write(it," ",1);
  }
  o=put_moves(o,s->mv,s->nnormal);
  if (s->len>s->nnormal) {
    *o++='(';
    o=put_moves(o,s->mv+s->nnormal,s->len-s->nnormal);
    o[-1]=')'; *o++=' ';
  }
  *o++='(';
  if (s->len>=10) *o++=(char)('0'+s->len/10);
  *o++=(char)('0'+s->len%10);
  *o++=')';
  int a=s->axis>=0? s->axis: STEP_NAXES;
  memcpy(o,tail_text[s->kind][a],sizeof tail_text[0][0]); o+=tail_len[s->kind][a];
  cube_item_write(ctx,buf,(size_t)(o-buf));
  return 0;
}

@ In JSON the moves of a solution of one side are given plain, with its
side; those of a mixed one in the notation of the line, the inverse part
in parentheses.

@<Give the solution |s| to the kit and |return 0|@>=
{
  int n=s->len>s->nnormal && s->nnormal? s->nnormal: s->len;
  o=put_moves(o,s->mv,n);
  if (n<s->len) {
    *o++='(';
    o=put_moves(o,s->mv+n,s->len-n);
    o[-1]=')'; *o++=' ';
  }
  if (o>buf) o--; /* the space after the last move */
  *o=0;
  cube_item_solution(it,buf,s->len,kinds[s->kind].label,
    s->axis>=0? step_axis_names[s->axis]: NULL,s->inverse);
  return 0;
}

@ The texts, made with the descriptions of the steps.

@<Private data of step@>=
static const char *const step_axis_names[STEP_NAXES]={"ud","rl","fb"};
static char move_text[CUBE_NMOVES][4];
static uint8_t move_textlen[CUBE_NMOVES];
static char tail_text[STEP_NKINDS][STEP_NAXES+1][16];
static uint8_t tail_len[STEP_NKINDS][STEP_NAXES+1];

@ @<Make the texts of the solutions@>=
{
  for (int m=0; m<CUBE_NMOVES; m++) {
    char *t=move_text[m];
    int n=0;
    t[n++]=cube_face_names[m/3];
    if (m%3) t[n++]=m%3==1? '2': '\'';
    t[n++]=' ';
    move_textlen[m]=(uint8_t)n;
  }
  for (int k=0; k<STEP_NKINDS; k++)
    for (int a=0; a<=STEP_NAXES; a++) {
      int n=snprintf(tail_text[k][a],sizeof tail_text[k][a],a<STEP_NAXES? " %s-%s\n": " %s\n",
        kinds[k].label,a<STEP_NAXES? step_axis_names[a]: "");
      tail_len[k][a]=(uint8_t)n;
    }
}

@ Answering a position: the solutions are written as the search finds
them. A search that finds none has proven that none of at most \.{--max}
moves exists, which is an answer, not an error: the line
``\.{no solution of at most $N$ moves}'' (or, in JSON, an empty list of
solutions and that note), with status~0. The figures of \.{-v} follow, on
a line of their own, or on the answer's line with \.{--aligned}.
@.no solution of at most...@>

@<The sub-command \.{cube step}@>=
void step_answer(void *ctx,cube_item *it)
{
  step_job *J=ctx;
  step_request rq=J->rq;
  step_report rep;
  cubepos p;
  char err[CUBE_ERRLEN];
  if (cube_parse(it->text,&p,NULL,NULL,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  rq.found=step_print; rq.ctx=it;
  double t0=ida_now();
  long n=step_solve(&p,&rq,&rep,err,sizeof err);
  double sec=ida_now()-t0;
  if (n<0) { cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  cube_item_result(it,rep.length,n==0? -1: !rq.count && !rq.all,sec,rep.nodes);
  if (n==0) cube_item_no_solution(it,"no solution of at most %d moves",rq.maxlen);
  if (cube_opts.verbose && cube_opts.aligned) {
    it->out.s[--it->out.len]=0; /* the answer's line goes on */
    cube_item_printf(it,"  (%ld solutions, %llu nodes, %.3f ms)\n",n,
      (unsigned long long)rep.nodes,1e3*sec);
  } else if (cube_opts.verbose) cube_item_printf(it,"# %ld solutions, %llu nodes, %.3f ms\n",
    n,(unsigned long long)rep.nodes,1e3*sec);
  if (rep.failed) cube_item_fail(it,CUBE_EXIT_SYSTEM,"%ld sequences failed the check",
    rep.failed);
  if (rep.stopped) cube_item_fail(it,CUBE_EXIT_TIMEOUT,"time limit reached; %ld solutions \
found before it",n);
}
@.time limit reached; ... solutions found...@>

@ The command's options fill a |step_job|, whose request |step_answer|
solves for each position; both are public, so that the server answers a
request as the command answers a line (with a job of its own for each
request, made with |step_request_words|, and the request's |deadline| and
|cancel| set). A search stopped by them keeps the solutions it printed and
ends the answer with the time-limit status.

@<Types of step@>=
typedef struct {
  int axis,niss,from; /* the numbers of the words given, or |-1| */
  int max,all,variants;
  uint64_t count;
  step_request rq;
} step_job;

@ @<Declarations of step@>=
void step_answer(void *ctx,cube_item *it);

@ The chapter's registering routine, which the program calls at start-up
(see the kit's chapter), registers the command.

@<The sub-command \.{cube step}@>=
void step_register(void)
{
  cube_command_register(&step_command);
}

@*1 What the step solvers do not do.
A mixed solution switches sides once, as nissy-core's do; a fewest-moves
solver may switch more often, and those solutions are not searched. The
finish has no mixed solutions: its goal is one position, so a mixed
solution \move{n (u)} is only the solution $n\,u^{-1}$ of the scramble cut
in two. And one limit of the output: a batch's answers have one line
per solution, so \.{--aligned} does not give one line per line of
input; \.{--format json} keeps one object per position, the solutions
separated by newlines in its text.

@*1 Against nissy and nissy-core.
\.{make bench} runs \.{tests/bench\_step.sh}, which times the steps of
this chapter on the first $N$ (100) random-state scrambles of
\.{tests/data/random-states.txt} and, when they have been built outside
the program's tree, the same steps of Tronto's two programs: the classic
{\it nissy\/} \cite{Tronto nissy} (version 2.0.8) and {\it nissy-core\/}
\cite{Tronto H48}, the second through a small batch driver written
against its library's header, \.{tests/peer\_nissy\_core.c}. Each program
runs with one thread, in one process for the whole batch, and is asked
the same question:
$$\vbox{\halign{#\hfil\quad&\tt#\hfil\quad&\tt#\hfil\quad&\tt#\hfil\cr
step&\rm this chapter&\rm nissy&\rm nissy-core\cr
\noalign{\smallskip\hrule\smallskip}
EO on F/B&eo --axis fb&eofb&eofb\cr
DR on U/D&dr --axis ud&drud&drud\cr
either, on both sides&--niss both&-L&linear\cr
HTR from DR on U/D&htr --axis ud&htr-drud&htr-drud\cr
finish from DR on U/D&finish --from dr --axis ud&drudfin&drudfin\cr
finish from HTR&finish --from htr&htrfin&\rm ---\cr}}$$
The positions of HTR and of the finish from DR are the scrambles
followed by the first domino reduction on U/D found here; those of the
finish from HTR, these followed by the first HTR found here. EO, DR
and HTR ask for every shortest solution (nissy with \.{-o -a}, which
then filters none out; nissy-core up to 255 a position, its limit), the
finishes for one optimal solution; ours prints them with \.{--variants},
as nissy does. Two times per position are printed.
The time of the searches alone is measured inside the process: this
chapter's, as \.{-v} prints it for each position, and nissy-core's, by
the driver around each call of its solver. The time of the batch, the
only one that can be had of nissy, is that of the whole process less that
of the process for the first position alone, divided by $N-1$; the fixed
costs so left out are shown apart (this chapter's tables, made in memory
at each start; nissy's tables, some 600 megabytes, read at each start;
nissy-core's table read from its file), with the spread of three runs of
the first position, the noise of that measure. Each ratio compares like
with like: nissy's with ours by the batch, nissy-core's by the searches.
The searches of mixed solutions are not timed here; their results are
compared with nissy-core's by a test (below).
@^nissy@>
@^nissy-core@>

@ The script also compares, position by position, the length of the
shortest solution found by each program: all three solve the same
problems optimally, so any difference is a bug of one of them. On the
100 scrambles every length agrees, for every step and with both
programs. The numbers of solutions agree too where the searches are the
same: with nissy's, which prints the variants of the last quarter turns,
on every position (3,370 EOs, 1,326 domino reductions and 28,304 HTRs in
all; 2,708 EOs and 1,122 domino reductions on both sides); with
nissy-core's, which prints one of each as this chapter does without
\.{--variants}, except on the one position where it stops at its limit.
For HTR nissy-core keeps only the solutions with at most one quarter turn
of \.D, done before those of \.U, so it prints fewer.

@ The times of this chapter's searches, of plain searches of the same
steps built from the framework alone (two tables of about a million
entries each for the domino reduction, flip with slice and twist with
slice; two for the finish from it; the framework's generic moves of
coordinates; |printf| for each solution) and of the two programs are in
the measurements chapter (\chapno{measure}); the searches of this chapter
are the fastest of the four on every step. The searches' times are the
ones to compare: the batch times, ours and nissy's, are the time of the
whole batch less that of an empty one, within a noise the script prints
(up to a millisecond or more a position where the tables of the
two-phase solver are loaded), and times of a few microseconds are within
that noise. Where the differences come from is counted without a clock.
@^nissy@>
@^nissy-core@>

@ Those counts are the states the searches make (which \.{-v} prints, the same on
every machine), and the instructions of the searches, counted by
Valgrind's tool \.{callgrind} inside |step_solve| (for ours) and inside
|nissy_solve| (for nissy-core, through the driver above), per position,
the first position of each run left out (it pays for work done once).
The states, per position on the 100 scrambles, with the plain searches
and with those of this chapter:
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\cr
step&plain&this chapter\cr
\noalign{\smallskip\hrule\smallskip}
EO on F/B&739.3&87.8\cr
DR on U/D&82,067.2&761.2\cr
EO, both sides&594.9&69.7\cr
DR, both sides&61,292.9&637.4\cr
HTR from DR&3,680.1&787.5\cr
finish from DR&240,907.4&279.8\cr
finish from HTR&49.4&49.4\cr}}$$
The domino reduction and the finish from it make 100 and 860 times fewer
states, with the exact table of phase~1 and the two tables of phase~2;
the edge orientation and the half-turn reduction 8 and 5 times fewer,
with the moves one closer. Both give every solution, in the same
order.

@ The instructions, in thousands per position (EO and the finish from
HTR over the 100 scrambles, HTR over 20 and 100, the domino reduction over 20, the finish
from DR over~10):
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
step&plain&this chapter&nissy-core\cr
\noalign{\smallskip\hrule\smallskip}
EO on F/B&573&63&210\cr
DR on U/D&21,919&103&497\cr
EO, both sides&443&52&169\cr
DR, both sides&24,282&139&851\cr
HTR from DR, 20&3,367&236&306\cr
HTR from DR, 100&---&440&532\cr
finish from DR&126,678&63&2,784\cr
finish from HTR&40&13&---\cr}}$$
The plain searches spend most of their instructions on the generic moves
of composite coordinates and, where solutions are many (EO, HTR), on
|printf|. The edge orientation, the domino reduction and the finish
from it take between a third and a fortieth of nissy-core's instructions; the
half-turn reduction about a fifth less than nissy-core's, most of them spent on
each of its 283 solutions a position (the check on the cube and the line
printed), where nissy-core prints fewer (see above). (The two rows of
the half-turn reduction count the membership test by the key of the
corners and the line made from the texts of the moves, which make a
solution cheaper; the other rows were counted without these, on steps
with few solutions.) An instruction count is not a time: the
domino steps read tables of tens of megabytes, a cache miss a state,
which the prefetches of the children hide only in part.

@*1 Testing the step solvers.
The tests, in \.{tests/test\_step.c}:

\item{1.} The edge orientation: the distribution of the flip's table,
1, 2, 25, 202, 620, 900, 285, 13 positions at distances 0 to~7, and the
superflip (every edge flipped) needs 7 moves.
\item{2.} The domino reduction from oriented edges: the distribution of
its table, 1, 2, 17, 134, 1065, 8190, 54694, 267576, 560568, 187204,
3114, equals that of an independent breadth-first search over whole
positions (below).
\item{3.} The half-turn group has 96 corner permutations, 420 classes,
663,552 elements. Its elements are at distances 1, 6, 27, 120, 519, 1932,
6484, 20310, 55034, 113892, 178495, 179196, 89728, 16176, 1488, 144 from
solved (0 to 15 half turns), and the 29,400 cosets of it in the domino
group at distances 1, 2, 9, 36, 124, 530, 1806, 3732, 5158, 7070, 7218,
3202, 488, 24 from it (0 to 13 moves of the domino group); both
distributions are those of the tables and of independent searches.
\item{4.} Every solution reported by \.{--all} on short cases is one that
brute force over every canonical sequence finds, and conversely.
\item{5.} The mixed solutions of \.{--all} on short cases are those of a
brute force over every pair of canonical sequences, by the rules of the
search stated again, with and without the variants.
\item{6.} Random positions, every step and side: solutions come, and
all pass the check on the cube; and the premove rule, on sequences with
both parts.
\item{7.} Random scrambles, with mixed solutions: the shortest of
\.{--niss all} is the shortest of the three searches, so at most as long
as those of either side, and every mixed solution, applied as the
notation reads (the inverse part inverted, as premoves, first), does the
step.
\item{8.} Against nissy-core, when it is built (the last section): the
same shortest lengths and numbers of solutions, on either side and mixed. The moves of the check agree with the first chapter's, and
its test of the half-turn group accepts each of the 663,552 elements
found by the search of item~3.

@(tests/test_step.c@>=
#include <stdlib.h>
#include <string.h>
#include "step.h"
#include "check.h"
@<Test routines of step@>@;
int main(void)
{
  cube_register_chapters();
  cube_rng rng;
  cube_init();
  step_setup();
  cube_rng_seed(&rng,1919);
  @<Test the edge orientation@>;
  @<Test the domino reduction from oriented edges@>;
  @<Test the half-turn group@>;
  @<Test the solutions against brute force@>;
  @<Test the mixed solutions against brute force@>;
  @<Test random positions and the premove rule@>;
  @<Test the mixed solutions of random positions@>;
  return check_done("test_step");
}

@ @<Test the edge orientation@>=
{
  static const uint64_t want[8]={1,2,25,202,620,900,285,13};
  const prune_table *t=step_table(STEP_EO,0);
  CHECK(t!=NULL);
  if (t) {
    CHECK_EQ(t->maxdist,7);
    for (int d=0; d<8; d++) CHECK_EQ(t->dist[d],want[d]);
  }
  cubepos sf=cube_solved;
  for (int i=0; i<CUBE_NEDGES; i++) sf.e[i]=(uint8_t)edge_val(i,1);
  step_request rq={STEP_EO,4,STEP_NORMAL,20,0,0,NULL,NULL,0,NULL,0};
  step_report rep;
  char err[CUBE_ERRLEN];
  CHECK(step_solve(&sf,&rq,&rep,err,sizeof err)>0);
  CHECK_EQ(rep.length,7);
  CHECK_EQ(rep.failed,0);
}

@ {\it The independent search for the domino reduction from oriented
edges.} It knows nothing of coordinates: its state is read off the
position directly, the orientations of the corners (a base-3 number of
eight digits) and the set of slots that hold the four edges of the
middle slice (a 12-bit mask), and it is a breadth-first search from the
solved cube over whole positions, turned by the first chapter's moves
(all but quarter turns of \.F and~\.B), one position kept for each new
state. The goal of the step, $H$, is where both are solved, and the
set of moves holds the inverse of each of its moves, so the distance from
solved is the distance to the goal.

@<Test routines of step@>=
static uint32_t dr_key(const cubepos *p)
{
  uint32_t o=0,m=0;
  for (int i=0; i<CUBE_NCORNERS; i++) o=3*o+corner_ori(p->c[i]);
  for (int i=0; i<CUBE_NEDGES; i++)
    if (!strpbrk(cube_edge_names[edge_perm(p->e[i])],"UD")) m|=1u<<i;
  return o*4096+m;
}
static void bfs_dr_eo(uint64_t *dist)
{
  uint32_t nk=6561*4096;
  uint8_t *seen=calloc(nk,1);
  cubepos *q=malloc(1200000*sizeof *q);
  long head=0,tail=0,level_end;
  int d=0;
  q[tail++]=cube_solved; seen[dr_key(&cube_solved)]=1;
  level_end=tail;
  while (head<tail) {
    dist[d]+=level_end-head;
    for (; head<level_end; head++)
      for (int m=0; m<CUBE_NMOVES; m++) {
        if (MASK_QUARTER_FB>>m&1) continue;
        cubepos r=q[head];
        cube_move(&r,m);
        uint32_t k=dr_key(&r);
        if (!seen[k] && tail<1200000) { seen[k]=1; q[tail++]=r; }
      }
    level_end=tail; d++;
  }
  free(seen); free(q);
}

@ @<Test the domino reduction from oriented edges@>=
{
  static const uint64_t want[11]={1,2,17,134,1065,8190,54694,267576,560568,187204,3114};
  uint64_t bfs[PRUNE_MAXDIST]={0};
  const prune_table *t=step_table(STEP_DREO,0);
  bfs_dr_eo(bfs);
  CHECK(t!=NULL);
  if (t) {
    CHECK_EQ(t->maxdist,10);
    for (int d=0; d<11; d++) { CHECK_EQ(t->dist[d],want[d]); CHECK_EQ(bfs[d],want[d]); }
    CHECK_EQ(bfs[11],0);
  }
}

@ The Lehmer code of the corners, and back; the mask of the slots, among the
eight of \.M and \.S in order, that hold edges of \.M, and back (with the
edges of \.E at home).

@<Test routines of step@>=
static uint32_t lehmer8(const cubepos *p)
{
  uint32_t x=0;
  for (int j=0; j<8; j++) {
    int s=0;
    for (int l=j+1; l<8; l++) s+=corner_perm(p->c[l])<corner_perm(p->c[j]);
    x=x*(8-j)+s;
  }
  return x;
}
static void unlehmer8(uint32_t x,cubepos *p)
{
  int digit[8],left[8]={0,1,2,3,4,5,6,7};
  for (int j=7; j>=0; j--) { digit[j]=x%(8-j); x/=8-j; }
  for (int j=0; j<8; j++) {
    p->c[j]=(uint8_t)left[digit[j]];
    memmove(left+digit[j],left+digit[j]+1,(7-j-digit[j])*sizeof left[0]);
  }
}
static int is_m_edge(int c) { return !strpbrk(cube_edge_names[c],"RL"); }
static int is_e_edge(int c) { return !strpbrk(cube_edge_names[c],"UD"); }
static uint32_t m_mask(const cubepos *p)
{
  uint32_t m=0,k=0;
  for (int i=0; i<CUBE_NEDGES; i++)
    if (!is_e_edge(i)) { if (is_m_edge(edge_perm(p->e[i]))) m|=1u<<k; k++; }
  return m;
}
static void from_mask(uint32_t m,cubepos *p)
{
  int mc[4],sc[4],a=0,b=0,k=0;
  for (int c=0; c<CUBE_NEDGES; c++)
    if (is_m_edge(c)) mc[a++]=c; else if (!is_e_edge(c)) sc[b++]=c;
  a=b=0;
  for (int i=0; i<CUBE_NEDGES; i++)
    p->e[i]=(uint8_t)(is_e_edge(i)? i: m>>k++&1? mc[a++]: sc[b++]);
}

@ {\it The independent searches of the half-turn group.} The group
itself: a breadth-first search over whole positions from the solved cube
with the six half turns, positions kept in a hash table of their twenty
bytes. Its size must be 663,552, and its count at each distance that of
the table of the coordinate \.{step-htr}. The cosets: a breadth-first
search over pairs (corner permutation, read as a Lehmer code of the corner
cubies; the mask of the slots of \.M and \.S that hold edges of \.M),
started from every pair whose corners are in the group (as the first
search found them) and whose mask is solved, with the ten moves of the
domino group applied to a position made from the pair. Each coset is 96
such pairs, so the counts divided by 96 must be the distribution of the
coset table; and their sum, 29,400.

@<Test routines of step@>=
enum { HT_BITS=21 };
static cubepos *ht_pos; static int32_t *ht_slot;
static long n_not_members; /* elements of the group that |step_member| refuses */
static uint64_t pos_hash(const cubepos *p)
{
  uint64_t h=1469598103934665603ull;
  for (int i=0; i<CUBE_NCORNERS; i++) h=(h^p->c[i])*1099511628211ull;
  for (int i=0; i<CUBE_NEDGES; i++) h=(h^p->e[i])*1099511628211ull;
  return h;
}
static int ht_add(const cubepos *p,long *n)
{
  uint64_t h=pos_hash(p)&((1u<<HT_BITS)-1);
  while (ht_slot[h]>=0) {
    if (cube_equal(&ht_pos[ht_slot[h]],p)) return 0;
    h=(h+1)&((1u<<HT_BITS)-1);
  }
  ht_slot[h]=(int32_t)*n; ht_pos[(*n)++]=*p;
  return 1;
}
static long bfs_htr(uint64_t *dist,uint8_t *corner_ok)
{
  long n=0,head=0,level_end;
  int d=0;
  ht_pos=malloc(700000*sizeof *ht_pos); ht_slot=malloc((1u<<HT_BITS)*sizeof *ht_slot);
  memset(ht_slot,0xff,(1u<<HT_BITS)*sizeof *ht_slot);
  ht_add(&cube_solved,&n); level_end=n;
  while (head<n) {
    dist[d]+=level_end-head;
    for (; head<level_end; head++)
      for (int m=0; m<CUBE_NMOVES; m++)
        if (MASK_HALF>>m&1) {
          cubepos r=ht_pos[head];
          cube_move(&r,m);
          if (n<700000) ht_add(&r,&n);
        }
    level_end=n; d++;
  }
  for (long i=0; i<n; i++) {
    corner_ok[lehmer8(&ht_pos[i])]=1;
    if (!step_member(STEP_HTR,0,-1,&ht_pos[i])) n_not_members++;
  }
  free(ht_pos); free(ht_slot);
  return n;
}

@ An independent count of the cosets of the half-turn group: a breadth-first walk over corner permutations and edge placements, sharing no code with the chapter's coordinates, gives the distances the tests compare with the table's.

@<Test routines of step@>=
static void bfs_cosets(uint64_t *dist,const uint8_t *corner_ok)
{
  uint8_t *seen=calloc(40320u*256,1);
  uint32_t *q=malloc(40320u*70*sizeof *q);
  long head=0,tail=0,level_end;
  int d=0;
  uint32_t m0=m_mask(&cube_solved);
  for (uint32_t x=0; x<40320; x++)
    if (corner_ok[x]) { seen[x*256+m0]=1; q[tail++]=x*256+m0; }
  level_end=tail;
  while (head<tail) {
    dist[d]+=level_end-head;
    for (; head<level_end; head++)
      for (int m=0; m<CUBE_NMOVES; m++)
        if (MASK_H>>m&1) {
          cubepos r;
          unlehmer8(q[head]/256,&r); from_mask(q[head]%256,&r);
          cube_move(&r,m);
          uint32_t k=lehmer8(&r)*256+m_mask(&r);
          if (!seen[k] && tail<40320L*70) { seen[k]=1; q[tail++]=k; }
        }
    level_end=tail; d++;
  }
  free(seen); free(q);
}

@ The half-turn group is checked by a breadth-first walk of its own:
its 663,552 elements by distance (the sequence A080627 of the OEIS
\cite{OEIS}), its 96 corner permutations and 420 classes, and the
distances of its 29,400 cosets, all against the chapter's tables.

@<Test the half-turn group@>=
{
  uint64_t gd[PRUNE_MAXDIST]={0},cd[PRUNE_MAXDIST]={0};
  static uint8_t corner_ok[40320];
  CHECK_EQ(step_htr_corners(),96);
  CHECK_EQ(step_htr_classes(),420);
  static const uint64_t group[16]={1,6,27,120,519,1932,6484,20310,55034,113892,178495,
    179196,89728,16176,1488,144};
  static const uint64_t cosets[14]={1,2,9,36,124,530,1806,3732,5158,7070,7218,3202,488,24};
  CHECK_EQ(bfs_htr(gd,corner_ok),663552);
  CHECK_EQ(n_not_members,0);
  for (int d=0; d<16; d++) CHECK_EQ(gd[d],group[d]);
  long nc=0;
  for (int x=0; x<40320; x++) nc+=corner_ok[x];
  CHECK_EQ(nc,96);
  bfs_cosets(cd,corner_ok);
  for (int d=0; d<14; d++) CHECK_EQ(cd[d],96*cosets[d]);
  const prune_table *th=step_table(STEP_FINISH_HTR,0),*tc=step_table(STEP_HTR,0);
  CHECK(th && tc);
  if (th && tc) {
    uint64_t sum=0;
    CHECK_EQ(th->unreachable,663552);
    CHECK_EQ(tc->n,29400); CHECK_EQ(tc->unreachable,0);
    for (int d=0; d<PRUNE_MAXDIST; d++) {
      CHECK_EQ(th->dist[d],gd[d]);
      CHECK_EQ(tc->dist[d]*96,cd[d]);
      sum+=cd[d];
    }
    CHECK_EQ(sum,29400*96);
  }
}

@ {\it Brute force.} Every canonical sequence of at most |len| moves of
the search's moves (found from the step: all moves, those that keep the
edges oriented on the axis, those of the domino group, the half turns),
on the scramble and on its inverse, is applied and tested with
|step_member| on each axis; the solutions of the request with |all| and
|variants|, as text, must be the same list; without |variants|, the same
list less the sequences whose last quarter turns are not all clockwise,
a rule stated here again in the test's own terms (a last move that is a
counter-clockwise quarter turn, or a clockwise one after a
counter-clockwise quarter turn of the opposite face), for every step
but the finish.

@<Test routines of step@>=
enum { TEXT_MAX=1<<16 };
typedef struct { int n; char s[TEXT_MAX][64]; } step_textlist;
static void add_text(step_textlist *L,int inv,int kind,int axis,const uint8_t *mv,int len)
{
  char *o;
  if (L->n>=TEXT_MAX) return;
  o=L->s[L->n++];
  o+=sprintf(o,"%d %d %d %d:",inv,kind,axis,len);
  for (int i=0; i<len; i++) o+=sprintf(o," %d",mv[i]);
}
static int collect(void *ctx,const step_solution *s)
{
  add_text(ctx,s->inverse,s->kind,s->axis,s->mv,s->len);
  return 0;
}
static int cmp_text(const void *a,const void *b) { return strcmp(a,b); }
static int brute_filter; /* leave out the variants that are not the first */
static int clockwise_ends(const uint8_t *mv,int n)
{
  if (n==0 || mv[n-1]%3==1) return 1;
  if (mv[n-1]%3==2) return 0;
  return !(n>1 && mv[n-2]/3==(mv[n-1]/3+3)%6 && mv[n-2]%3==2);
}
static void brute(const cubepos *p,int inv,int kind,unsigned axes,int eoaxis,uint32_t moves,
  uint8_t *path,int k,int len,int last,step_textlist *L)
{
  for (int a=0; a<3; a++)
    if (axes>>a&1 && step_member(kind,a,eoaxis,p) && (kind!=STEP_DREO || a!=eoaxis) &&
      (!brute_filter || kind==STEP_FINISH_DR || kind==STEP_FINISH_HTR || clockwise_ends(path,k)))
      add_text(L,inv,kind,kind==STEP_FINISH_HTR? -1: a,path,k);
  if (k==len) return;
  for (int m=0; m<CUBE_NMOVES; m++)
    if ((cube_next_moves[last]&moves)>>m&1) {
      cubepos q=*p;
      cube_move(&q,m); path[k]=(uint8_t)m;
      brute(&q,inv,kind,axes,eoaxis,moves,path,k+1,len,m,L);
    }
}

@ The cases: a position made by a few random moves of the group the step
starts from, and the step's moves; the finish from the half-turn group has
one target, so only one axis is given to the brute force for it.

@<Test the solutions against brute force@>=
{
  static step_textlist A,B;
  moveseq P0={0};
  int na=0;
  static const struct { int kind,len,scr; uint32_t from,moves; unsigned axes; } cs[5]={
    {STEP_EO,4,5,MASK_ALL,MASK_ALL,7},
    {STEP_DREO,5,6,MASK_ALL&~MASK_QUARTER_FB,MASK_ALL&~MASK_QUARTER_FB,3},
    {STEP_HTR,5,6,MASK_H,MASK_H,1},
    {STEP_FINISH_HTR,6,5,MASK_HALF,MASK_HALF,1},
    {STEP_FINISH_DR,4,3,MASK_H,MASK_H,1}};
  int ok=1,nonempty=0,fewer=0;
  for (int c=0; c<5; c++)
    for (int t=0; t<6; t++) {
      cubepos p=cube_solved,inv;
      uint8_t path[16];
      char err[CUBE_ERRLEN];
      step_report rep;
      if (t%2==0) memset(&P0,0,sizeof P0);
      for (int i=0; i<cs[c].scr && t%2==0; i++) {
        int m;
        do m=(int)cube_rng_below(&rng,CUBE_NMOVES); while (!(cs[c].from>>m&1));
        P0.mv[P0.len++]=(uint8_t)m;
      }
      cube_apply(&p,&P0);
      step_request rq={cs[c].kind,cs[c].axes,STEP_NORMAL|STEP_INVERSE,cs[c].len,0,1,collect,&A,0,
        NULL,t%2};
      brute_filter=!rq.variants;
      A.n=B.n=0;
      if (step_solve(&p,&rq,&rep,err,sizeof err)<0) { ok=0; printf("  %s\n",err); continue; }
      cube_inv(&p,&inv);
      brute(&p,0,cs[c].kind,cs[c].axes,STEP_AXIS_FB,cs[c].moves,path,0,cs[c].len,CUBE_NOMOVE,&B);
      brute(&inv,1,cs[c].kind,cs[c].axes,STEP_AXIS_FB,cs[c].moves,path,0,cs[c].len,CUBE_NOMOVE,
        &B);
      qsort(A.s,A.n,sizeof A.s[0],cmp_text); qsort(B.s,B.n,sizeof B.s[0],cmp_text);
      int k=0;
      while (k<A.n && k<B.n && strcmp(A.s[k],B.s[k])==0) k++;
      if (A.n!=B.n || k<A.n || A.n==TEXT_MAX || rep.failed) {
        ok=0; printf("  case %d: %d solutions, brute force %d\n",c,A.n,B.n);
      }
      nonempty+=A.n>0;
      if (t%2==0) na=A.n;
      else fewer+=na<A.n;
    }
  CHECK(ok);
  CHECK(nonempty>=20);
  CHECK(fewer>=8);
}

@ Random positions: the edge orientation and the domino reduction on any
axis and both sides; then, from a domino position made by random moves
of its group, the half-turn reduction, and from a half-turn position the
finish. Every solution passes the check on the cube, and the lengths of
the edge orientation are at most 7. Last, the premove rule: a solution
of the inverse, written as the inverse part of a mixed sequence, and
split there at any point between the two parts, still does the step.

@<Test random positions and the premove rule@>=
{
  int ok=1,premove=1;
  for (int t=0; t<6; t++) {
    cubepos p,q=cube_solved;
    step_report rep;
    char err[CUBE_ERRLEN];
    static step_textlist L;
    cube_random(&rng,&p);
    step_request eo={STEP_EO,7,STEP_NORMAL|STEP_INVERSE,20,0,0,collect,&L,0,NULL,0};
    L.n=0;
    if (step_solve(&p,&eo,&rep,err,sizeof err)<1 || rep.failed || rep.length>7) ok=0;
    step_request dr={STEP_DR,7,STEP_NORMAL|STEP_INVERSE,20,3,0,NULL,NULL,0,NULL,0};
    if (step_solve(&p,&dr,&rep,err,sizeof err)!=3 || rep.failed || rep.length>13) ok=0;
    for (int i=0; i<30; i++) {
      int m;
      do m=(int)cube_rng_below(&rng,CUBE_NMOVES); while (!(MASK_H>>m&1));
      cube_move(&q,m);
    }
    step_request htr={STEP_HTR,1,STEP_NORMAL|STEP_INVERSE,20,0,0,NULL,NULL,0,NULL,0};
    if (step_solve(&q,&htr,&rep,err,sizeof err)<1 || rep.failed) ok=0;
    @<Check the premove rule on an inverse solution of |p|@>;
  }
  CHECK(ok);
  CHECK(premove);
  @<Compare the moves of the check with the first chapter's@>;
}

@ The moves of the check, |step_apply|, against |cube_move|: every move
from random positions.

@<Compare the moves of the check with the first chapter's@>=
{
  int same=1;
  for (int t=0; t<100; t++) {
    cubepos p,a,b;
    cube_random(&rng,&p);
    for (int m=0; m<CUBE_NMOVES; m++) {
      a=b=p; cube_move(&a,m); step_apply(&b,m);
      if (!cube_equal(&a,&b)) same=0;
    }
  }
  CHECK(same);
}

@ The rule, checked as stated: for random short sequences $n$ and $u$,
|step_check| of \move{n (u)} on $p$ agrees with the step done on the
inverse scramble after the premoves $n^{-1}$ and then $u$; and an inverse
solution $u$ found by the search, written \move{(u)}, does the step on $p$.

@<Check the premove rule on an inverse solution of |p|@>=
{
  step_request inv={STEP_EO,4,STEP_INVERSE,20,1,0,collect,&L,0,NULL,0};
  step_report r2;
  moveseq n={0},u={0},e={0};
  cubepos pi;
  cube_inv(&p,&pi);
  for (int k=0; k<20; k++) {
    n.len=(int)cube_rng_below(&rng,4); u.len=(int)cube_rng_below(&rng,4);
    for (int i=0; i<n.len; i++) n.mv[i]=(uint8_t)cube_rng_below(&rng,CUBE_NMOVES);
    for (int i=0; i<u.len; i++) u.mv[i]=(uint8_t)cube_rng_below(&rng,CUBE_NMOVES);
    cubepos r=pi;
    for (int i=0; i<n.len; i++) cube_premove(&r,cube_move_inverse(n.mv[i]));
    cube_apply(&r,&u);
    if (step_check(&p,STEP_EO,STEP_AXIS_FB,&n,&u)!=step_member(STEP_EO,STEP_AXIS_FB,-1,&r))
      premove=0;
  }
  L.n=0;
  if (step_solve(&p,&inv,&r2,err,sizeof err)==1) {
    char *s=strchr(L.s[0],':')+1;
    sscanf(L.s[0],"%*d %*d %*d %d",&u.len);
    for (int i=0; i<u.len; i++) u.mv[i]=(uint8_t)strtol(s,&s,10);
    if (!step_check(&p,STEP_EO,STEP_AXIS_FB,&e,&u)) premove=0;
  } else premove=0;
}

@ {\it Mixed solutions by brute force.} For a position $p$, every pair
of canonical sequences $x$ (on the scramble) and $y$ (on the inverse) of
the step's moves, of $1\le\vert x\vert$, $1\le\vert y\vert$ and
$\vert x\vert+\vert y\vert=d\le|len|$, is a solution when
$y^{-1}\cdot p\cdot x$ is in the goal, computed here as a product of
positions, and is listed when it keeps the rules of the search: the first
part, $x$ when $\vert x\vert\le d/2$ and else $y$, does not end with a
move of the goal's group; no position before the last, along the first
part and then the second, is in the goal; and, without |variants|, both
parts end with their quarter turns clockwise. At $d=1$ the single moves of
either side are listed too.

@<Test routines of step@>=
static int nseqs;
static moveseq seqs[8000];
static void list_seqs(moveseq *s,uint32_t moves,int len,int last)
{
  if (s->len>0 && nseqs<8000) seqs[nseqs++]=*s;
  if (s->len==len) return;
  for (int m=0; m<CUBE_NMOVES; m++)
    if ((cube_next_moves[last]&moves)>>m&1) {
      s->mv[s->len++]=(uint8_t)m;
      list_seqs(s,moves,len,m);
      s->len--;
    }
}
static void mixed_pos(const cubepos *p,const moveseq *x,int nx,const moveseq *y,int ny,
  cubepos *r) /* $y_{<ny}^{-1}\cdot p\cdot x_{<nx}$ */
{
  cubepos a=cube_solved,b;
  for (int i=ny-1; i>=0; i--) cube_move(&a,cube_move_inverse(y->mv[i]));
  cube_mul(&a,p,&b);
  for (int i=0; i<nx; i++) cube_move(&b,x->mv[i]);
  *r=b;
}
static void add_mixed(step_textlist *L,int kind,int axis,const uint8_t *mv,int len,int nn)
{
  char *o;
  if (L->n>=TEXT_MAX) return;
  o=L->s[L->n++];
  o+=sprintf(o,"%d %d %d:",kind,axis,len);
  for (int i=0; i<len; i++) o+=sprintf(o,"%s%d",i==nn? " | ": " ",mv[i]);
}
static int collect_mixed(void *ctx,const step_solution *s)
{
  add_mixed(ctx,s->kind,s->axis,s->mv,s->len,s->inverse? 0: s->nnormal);
  return 0;
}

@ @<Test routines of step@>=
static int mixed_kept(const cubepos *p,int kind,int axis,const moveseq *x,const moveseq *y,
  int variants)
{
  cubepos r;
  int d=x->len+y->len,xfirst=x->len<=d/2;
  const moveseq *f=xfirst? x: y;
  mixed_pos(p,x,x->len,y,y->len,&r);
  if (!step_member(kind,axis,-1,&r)) return 0;
  if (!variants && (!clockwise_ends(x->mv,x->len) || !clockwise_ends(y->mv,y->len))) return 0;
  cubepos m=cube_solved;
  cube_move(&m,f->mv[f->len-1]);
  if (step_member(kind,axis,-1,&m)) return 0;
  for (int j=1; j<d; j++) {
    int a=xfirst? (j<x->len? j: x->len): (j<=y->len? 0: j-y->len);
    int b=xfirst? (j<x->len? 0: j-x->len): (j<y->len? j: y->len);
    mixed_pos(p,x,a,y,b,&r);
    if (step_member(kind,axis,-1,&r)) return 0;
  }
  return 1;
}

@ The cases: random positions of few moves for the edge orientation on
the front-back axis, the domino reduction on up-down from any position and
from oriented edges, and the half-turn reduction; the search asked for
every mixed solution up to |len| moves (and the single moves of depth~1).

@<Test the mixed solutions against brute force@>=
{
  static step_textlist A,B;
  static const struct { int kind,len,scr,axis; uint32_t from,moves; } cs[4]={
    {STEP_EO,4,5,STEP_AXIS_FB,MASK_ALL,MASK_ALL},
    {STEP_DR,4,3,STEP_AXIS_UD,MASK_ALL,MASK_ALL},
    {STEP_DREO,4,4,STEP_AXIS_UD,MASK_ALL&~MASK_QUARTER_FB,MASK_ALL&~MASK_QUARTER_FB},
    {STEP_HTR,5,5,STEP_AXIS_UD,MASK_H,MASK_H}};
  int ok=1,found=0;
  for (int c=0; c<4; c++)
    for (int t=0; t<4; t++) {
      cubepos p=cube_solved,pi;
      moveseq s={0};
      char err[CUBE_ERRLEN];
      step_report rep;
      for (int i=0; i<cs[c].scr; i++) {
        int m;
        do m=(int)cube_rng_below(&rng,CUBE_NMOVES); while (!(cs[c].from>>m&1));
        cube_move(&p,m);
      }
      cube_inv(&p,&pi);
      nseqs=0; list_seqs(&s,cs[c].moves,cs[c].len-1,CUBE_NOMOVE);
      step_request rq={cs[c].kind,1u<<cs[c].axis,STEP_MIXED,cs[c].len,0,1,collect_mixed,&A,0,
        NULL,t%2};
      A.n=B.n=0;
      if (step_member(cs[c].kind,cs[c].axis,-1,&p)) continue;
      if (step_solve(&p,&rq,&rep,err,sizeof err)<0) { ok=0; printf("  %s\n",err); continue; }
      @<List the brute force's mixed solutions of |p| in |B|@>;
      qsort(A.s,A.n,sizeof A.s[0],cmp_text); qsort(B.s,B.n,sizeof B.s[0],cmp_text);
      int k=0;
      while (k<A.n && k<B.n && strcmp(A.s[k],B.s[k])==0) k++;
      if (A.n!=B.n || k<A.n || A.n==TEXT_MAX || rep.failed) {
        ok=0; printf("  mixed case %d: %d solutions, brute force %d\n",c,A.n,B.n);
      }
      found+=A.n;
    }
  CHECK(ok);
  CHECK(found>=100);
}

@ @<List the brute force's mixed solutions of |p| in |B|@>=
{
  int a=cs[c].axis;
  for (int i=0; i<nseqs; i++) {
    const moveseq *x=&seqs[i];
    cubepos r=p;
    if (x->len==1 && (rq.variants || clockwise_ends(x->mv,1))) {
      cube_move(&r,x->mv[0]);
      if (step_member(cs[c].kind,a,-1,&r)) add_mixed(&B,cs[c].kind,a,x->mv,1,1);
      r=pi; cube_move(&r,x->mv[0]);
      if (step_member(cs[c].kind,a,-1,&r)) add_mixed(&B,cs[c].kind,a,x->mv,1,0);
    }
    for (int j=0; j<nseqs; j++)
      if (x->len+seqs[j].len<=cs[c].len && mixed_kept(&p,cs[c].kind,a,x,&seqs[j],rq.variants)) {
        uint8_t mv[16];
        memcpy(mv,x->mv,x->len); memcpy(mv+x->len,seqs[j].mv,seqs[j].len);
        add_mixed(&B,cs[c].kind,a,mv,x->len+seqs[j].len,x->len);
      }
  }
}

@ {\it Mixed solutions of random scrambles.} On random positions, for the
edge orientation on any axis and the domino reduction on the up-down axis:
the length of the shortest of \.{--niss all} is the least of those of
\.{normal}, \.{inverse} and \.{mixed}; and each mixed solution, its
inverse part inverted and applied first, as premoves, with |step_check|,
does the step.

@<Test routines of step@>=
typedef struct { const cubepos *p; int bad,mixed; } step_mixcheck;
static int check_mixed(void *ctx,const step_solution *s)
{
  step_mixcheck *M=ctx;
  moveseq n={0},u={0};
  n.len=s->inverse? 0: s->nnormal; memcpy(n.mv,s->mv,n.len);
  u.len=s->len-n.len; memcpy(u.mv,s->mv+n.len,u.len);
  M->mixed+=n.len>0 && u.len>0;
  if (!step_check(M->p,s->kind,s->axis,&n,&u)) M->bad++;
  return 0;
}

@ @<Test the mixed solutions of random positions@>=
{
  int ok=1,checked=0,shorter=0;
  for (int t=0; t<8; t++) {
    cubepos p;
    char err[CUBE_ERRLEN];
    step_report r;
    int len[8];
    cube_random(&rng,&p);
    step_mixcheck M={&p,0,0};
    for (int k=t%2==0? STEP_EO: STEP_DR,n=1; n<8; n++) {
      if (n==3 || n==5 || n==6) continue;
      step_request rq={k,k==STEP_EO? 7: 1,n,20,0,0,check_mixed,&M,0,NULL,0};
      if (step_solve(&p,&rq,&r,err,sizeof err)<1 || r.failed) ok=0;
      len[n]=r.length;
    }
    int least=len[1]<len[2]? len[1]: len[2];
    if (len[4]<least) least=len[4], shorter++;
    if (len[7]!=least) ok=0;
    checked+=M.mixed;
    if (M.bad) ok=0;
  }
  CHECK(ok);
  CHECK(checked>=8);
  CHECK(shorter>=1);
}

@ The command-line tests of this chapter are a program of their own,
\.{tests/cli\_step.c}, which runs the program \.{cube} (the command
chapter's header \.{cli.h} gives the checks).

@(tests/cli_step.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  @<Command-line tests of the steps@>;
  return check_done("cli_step");
}

@ The sub-command \.{cube step}: each step on an axis, with NISS, from a
step done before, and the errors of options and positions. The edges of
the scramble \.{R U F2 L D' B2 R' F U2} are oriented on the front-back
axis by \.{U R' L U F} on its inverse (the step on the inverse finds it);
written after the scramble in parentheses, as a fewest-moves solver
writes it, it is read as premoves, so the position is edge-oriented and a
domino reduction continues from it. The same scramble has no mixed
solution shorter than four moves, and two of four, found by hand in the
reading of the notation: \move{R F (R F)} is the position $(R\,F)^{-1}\cdot
p\cdot R\,F$, and with the parts written after the scramble the position
is edge-oriented; the shortest of any kind is on the scramble alone. The
domino reduction \move{D L (R)} of the book's first example, written after
its scramble, leaves a position in the domino group.
The variants: \.F and \.{F'} for \.{R U F}, four with two quarter turns of
opposite faces at the end of \.{R U F B}.

@<Command-line tests of the steps@>=
CLI_EXPECT(0,"F (1) eo-fb","step","eo","--axis","fb","R U F");
CLI_EXPECT(0,"F (1) eo-fb\nF' (1) eo-fb","step","eo","--axis","fb","--variants","R U F");
CLI_EXPECT(0,"F B (2) eo-fb\nF B' (2) eo-fb\nF' B (2) eo-fb\nF' B' (2) eo-fb","step","eo",
  "--axis","fb","--variants","R U F B");
CLI_EXPECT(0,"F' U' R (3) dr-ud","step","dr","--axis","ud","R U F");
CLI_EXPECT(0,"L2 F2 U2 R2 (4) finish-htr","step","finish","R2 U2 F2 L2");
CLI_EXPECT(0,"(R U F2 L) (4) dr-ud","step","dr","--niss","inverse","--axis","ud","--count","1","R U F2 L D'");
CLI_EXPECT(0,"R (1) dr-fb","step","dr","--from","eo","F R");
CLI_EXPECT(0,"R F (R F) (4) eo-fb\nF (F R F) (4) eo-fb","step","eo","--axis","fb","--niss",
  "mixed","R U F2 L D' B2 R' F U2");
CLI_EXPECT(0,"(0) eo-fb","step","eo","--axis","fb","R U F2 L D' B2 R' F U2 R F (R F)");
CLI_EXPECT(0,"(0) eo-fb","step","eo","--axis","fb","R U F2 L D' B2 R' F U2 F (F R F)");
CLI_EXPECT(0,"U2 F (2) eo-fb","step","eo","--axis","fb","--niss","all","R U F2 L D' B2 R' F U2");
CLI_EXPECT(0,"D L (R) (3) dr-ud","step","dr","--axis","ud","--niss","mixed","R U F2 L D'");
CLI_EXPECT(0,"(0) dr-ud","step","dr","--axis","ud","R U F2 L D' D L (R)");
CLI_EXPECT_ERR(1,"the finish has no mixed solutions","step","finish","--niss","mixed","R2 U2");
CLI_EXPECT(0,"(0) eo-fb","step","eo","--axis","fb","R U F2 L D' B2 R' F U2 (U R' L U F)");
CLI_EXPECT(0,"U2 R F2 U' R2 D' L2 U' L (9) dr-ud","step","dr","--from","eo","--axis","ud",
  "--count","1","R U F2 L D' B2 R' F U2 (U R' L U F)");
CLI_EXPECT_ERR(1,"not in a domino group","step","htr","R U F");
CLI_EXPECT_ERR(2,"--from any does not apply","step","htr","--from","any","R");
CLI_EXPECT_ERR(2,"unknown step 'xy'","step","xy","R");
CLI_EXPECT_ERR(2,"--all needs --max N","step","eo","--all","R");
CLI_EXPECT_ERR(2,"--axis: give fb, rl, ud or any","step","eo","--axis","up","R");

@ {\it Against nissy-core.} The script \.{tests/cli\_step.sh} compares
this chapter's steps with nissy-core's \cite{Tronto H48} when that
program has been built beside this one (\.{NISSY\_CORE} names where;
without it the script says that it is skipped), through the batch driver
of the measurements above: on the first 100 scrambles of
\.{tests/data/random-states.txt}, the edge orientation on the
front-back axis and the domino reduction on the up-down axis, with the
sides \.{normal}, \.{inverse} and \.{mixed} (and \.{all} for the edge
orientation: nissy-core searches the first part of a solution of every
kind without its table, which takes it minutes a position for a domino
reduction). Position by position the shortest lengths must agree, and
the numbers of solutions: ours as printed against nissy-core's, and
ours with \.{--variants} against nissy-core's counted with their
variants. They agree on every position but one, where nissy-core stops at
its limit of 255 solutions (the edge orientation on the scramble):
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
step&normal&inverse&mixed&all\cr
\noalign{\smallskip\hrule\smallskip}
EO on F/B&1,277&1,416&884&912\cr
\quad with variants&2,730&3,088&3,802&2,636\cr
DR on U/D&657&700&648&---\cr
\quad with variants&1,326&1,468&2,752&---\cr}}$$
(the shortest solutions, summed over the 100 scrambles, over 99 for the
edge orientation on the scramble; the same sums in both programs).
