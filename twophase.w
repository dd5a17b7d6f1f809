@* The two-phase algorithm.
This chapter finds short solutions quickly: Kociemba's two-phase
algorithm \cite{Kociemba 1992}, on the search and the tables of the
chapters before it. Where the optimal solver of the previous chapter
proves a length, and searches every shorter sequence to do so, the
two-phase solver stops at the first solution within a target, 20 moves
unless asked otherwise, after a far smaller search.
It is the solver of \.{cube solve}, of the server and of the library,
and the step solvers and the coset solver of later chapters search with
its states and move tables.
@^Kociemba, Herbert@>
@^two-phase algorithm@>

An example, in the quarter-turn metric (a half turn counts two; a later
group of sections), where the difference shows best. The position below,
given by its facelets, is made by the 12 moves \.{U} \.{L'} \.{U2} \.{R2} \.{B'} \.{D} \.{F'} \.{U2} \.{L} \.{F2} \.{U} \.{R2}, 17 quarter turns. (Given as those moves, it would be answered
with at most those moves undone: |twophase_no_longer|.)
Asked for any solution of at most 40 quarter turns, the solver returns
the first it finds, of 35; asked for at most 26 (the command's default in
that metric), it searches on, and comes back with the scramble's own 17:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube solve --metric qtm --max 40 {\char"5C}
    UBLLUDRUFDFBURRRBBUBLLFRUUFFFDLDRLFRRDBFLBUULDDFDBRDLB
F' B D B R U' D' R D F R L B2 D2 R2 B2 L' F2 L D2 R' U2 R U2 R B2
\$ cube solve --metric qtm {\char"5C}
    UBLLUDRUFDFBURRRBBUBLLFRUUFFFDLDRLFRRDBFLBUULDDFDBRDLB
R2 U' F2 L' U2 F D' B R2 U2 L U'
\$ cube solve UBLLUDRUFDFBURRRBBUBLLFRUUFFFDLDRLFRRDBFLBUULDDFDBRDLB
R2 U' F2 L' U2 F D' B R2 U2 L U'
\endgroup
\medskip

\noindent The last command is the same solver in face turns, where the
first solution found is already those 12 moves.

The chapter comes after the optimal solver, not before, because its
tests use that solver: a position close to solved must come out at its
optimal length, and the optimal solver says what that length is. Nothing
in the code of the solver uses the optimal solver (the two share tables
of the framework, the phase-1 tables, not code), and nothing in the
optimal solver uses this chapter.

The sections go: the two phases, their states and the table of down
moves; the solve, with its six starts, its pre-moves and the exact
search of short positions; the tables and their making; a traced solve
and where its time goes; the quarter-turn metric; then the tests and the
benchmark.
@q README: the two-phase solver (Kociemba's algorithm), in face turns and in quarter turns: six interleaved starts, a phase-1 table of down moves @>
@i types.w
@s read_job2 int
@s p1_state int
@s down_part int
@s p2_state int
@s start_state int
@s solver int
@s twophase_moves int
@s twophase_options int
@s twophase_result int

@ The solver tangles to \.{twophase.h} and \.{twophase.c}; the tests and
the benchmark go to \.{tests/}. The header includes the search
chapter's, and with it everything below.

@(twophase.h@>=
#ifndef TWOPHASE_H
#define TWOPHASE_H
#include "solve.h"
@<Types of twophase@>@;
@<The moves of the states of the two-phase solver@>@;
@<Declarations of twophase@>@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <errno.h>
#include <pthread.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/file.h>
#include "twophase.h"
@h
@<Private data of the two-phase solver@>@;
@<Private functions of the two-phase solver@>@;
@<Functions of twophase@>@;

@*1 Two phases.
Kociemba's algorithm splits the search at the subgroup $H$ of the second
chapter. Phase~1 searches for a sequence that brings the position into $H$,
guided by the phase-1 table (a lower bound on the moves to~$H$, exact in
fact, since the table is indexed by the coset). Every time it finds one,
phase~2 searches, with the ten moves of $H$ only, for a sequence that
solves the position reached, guided by the phase-2 tables. Together the
two sequences solve the position. The first solution found is rarely
the shortest, so phase~1 goes on to longer sequences: a phase-1 sequence
one move longer may land on a position of $H$ that is much closer to
solved. Each solution found lowers the bound for phase~2, and the search
ends when a solution of the target length is found, or when the phase-1
length alone reaches the length of the best solution, or when the time
is up. In the plain scheme the second end would be a proof: every
solution splits into a phase-1 and a phase-2 part at its last move
outside $H$, so no shorter solution would exist at all. This solver
gives up the proof for speed, by a cut of phase-1 sequences that end
with a detour near~$H$, and for shorter first solutions, by a limit on
the length of phase~2, both explained below; and it searches positions
close to solved (up to 10 moves) optimally before any of this.
@^Kociemba, Herbert@>
@^two-phase algorithm@>
@^phase 1@>
@^phase 2@>

The goal of phase~1 is the subgroup $H$ generated by \.U, \.D, \.{R2},
\.{L2}, \.{F2}, \.{B2}, the positions whose corners and edges are all
untwisted and unflipped and whose four middle edges are in the middle
layer; the goal of phase~2 is the solved cube. In numbers:
\def\stagebox#1#2{\vbox{\hrule\hbox{\vrule\kern3pt\vbox{\kern3pt
  \hbox to 118pt{\hss#1\hss}\kern1pt\hbox to 118pt{\hss\sevenrm #2\hss}\kern3pt}%
  \kern3pt\vrule}\hrule}}
\def\stagearrow#1#2{\vbox{\hbox to 72pt{\hss\sevenrm #1\hss}\kern1pt
  \hbox to 72pt{\rightarrowfill}\kern1pt\hbox to 72pt{\hss\sevenrm #2\hss}}}
$$\hbox{$\vcenter{\stagebox{$G$, all positions}{43,252,003,274,489,856,000}}$%
 $\vcenter{\stagearrow{phase 1: 18 moves}{at most 12 of them}}$%
 $\vcenter{\stagebox{the subgroup $H$}{19,508,428,800 positions}}$%
 $\vcenter{\stagearrow{phase 2: 10 moves}{at most 18 of them}}$%
 $\vcenter{\hbox{\vrule\vbox{\hrule\kern3pt\hbox{\kern3pt solved\kern3pt}\kern3pt\hrule}\vrule}}$}$$
Phase~1 works on the 2,217,093,120 cosets of~$H$ (the twist, the flip and
the slice of the second chapter), of which none is more than 12 moves
from~$H$; phase~2 works within~$H$, where no position is more than 18 of
its ten moves from solved. These two maxima are the largest entries of
the two pruning tables of the pruning chapter; their sum, 30, is the
most that the first solution found can have.

Two rules avoid wasted work. A phase-1 sequence that ends with a move of
$H$ is skipped: without its last move it is a shorter phase-1 sequence,
already tried, and the move would simply be the first of phase~2. And
phase~2 never starts with a turn of the face that phase~1 ended with, by
the canonical successor masks.

@ The solver also searches the same position along other axes, and its
inverse. If $g$ is a rotation taking the right-left axis to the up-down
axis, the position $p^g$ is as hard as $p$, and a solution of it turns into
one of $p$ by rotating its moves back; but phase~1 of $p^g$ is a different
search, towards a different subgroup $H^{g^{-1}}$ of positions, and its
solutions are different. Likewise a solution of $p^{-1}$, reversed and
inverted, solves~$p$. So there are six searches, three axes times two
directions, and the solver runs them {\it interleaved}: all six at phase-1
length 0, then all six at length~1, and so on. Short solutions come sooner
this way, for two reasons. The six phase-1 distances differ, and the
shortest solutions tend to come from the searches with the shortest
phase-1 distance, which interleaving reaches first; and for a given
phase-1 length, six searches produce six times as many candidate positions
in the subgroups, so six times as many chances that one of them is close to
solved in phase~2. This is how the best two-phase solvers (Kociemba's own
and min2phase) work.
@^min2phase@>

@ The phase-1 state is the symmetric-composite coordinate of the
framework, moved by the framework's move table of flip-slice classes: a
class, and the twist transformed by the symmetry that normalizes the
flip-slice value. Its index into the table is simply $\hbox{class}\cdot
2187+\hbox{twist}$. The class's row of the move table serves all the
children of a node, which is what makes this representation faster than
computing the class of each child from the raw flip and slice (a random
read in a 4\thinspace MB table per child).

There is a subtlety. The state describes the position $P^t$ for the
symmetry $t$ that normalized it, not $P$; so the actual move $m$, made on
$P$, is the move $m^t$ on the state, and after it the state is normalized
by a further symmetry $s$, making $t'=st$. The state therefore carries $t$,
and a move costs two more lookups in tiny tables (|cube_sym_move| and
|cube_sym_mul|). It also carries the exact phase-1 distance, which the
search needs to decode the residues of the table, and the code of its
{\it down moves}, explained next.

The state, and the move tables of both phases (a |twophase_moves|,
below), are public, with the routines that move a state (in the
header, so that they are compiled inline): the step solvers of a later
chapter search with them on the same tables.

@<Types of twophase@>=
typedef struct { uint16_t cls,twist; uint8_t t,dist,down; uint16_t fix; uint32_t idx; } p1_state;

@ @<Private data of the two-phase solver@>=
static twophase_moves tpm; /* the move tables of both phases */
static prune_table tab1m,tab2,tab2s; /* of the half-turn metric */
static prune_table qtab1,qtab2,qtab2s; /* of the quarter-turn metric */

@ The phase-1 bound is exact, so phase~1 wastes no node on a branch
that cannot reach $H$ in the moves left; but it wastes the making of such
nodes. When a phase-1 search is at the phase-1 distance of its start
(which is where nearly all its work is: the interleaved searches reach a
solution of the target length mostly at a phase-1 length that equals the
distance of one of the starts), a node at distance $d$ with $d$ moves
left may only take a move to distance $d-1$. Such a move is about one of
the thirteen or so that the canonical order allows, and the others were
all made, their table entries read (a cache miss each), and thrown away.
Counted on the 100 random positions of the tests at target~20, with
84,808 phase-1 states made per position, 92\% were such children, cut as
soon as made.

So the table of the two-phase solver stores, with the residue of each
entry, which moves lead {\it down}, one move closer to $H$. Rokicki's
\.{twophase} stores the change of distance for every move, four bytes an
entry (680\thinspace MB for his 170 million entries)
\cite{Rokicki cube20src}; here one byte must do, since its 141 million
entries take 141\thinspace MB of a budget of 200 for all tables. The two
low bits are the residue, as in the residue table; the six high bits are
a {\it code} of the down moves, exact in the common case:
\smallskip
\item{$\bullet$} codes $0\ldots41$: the down moves are all turns of one
face~$f$, a non-empty subset~$u$ of its three turns ($7f+u-1$, the bits
of $u$ for the quarter turn clockwise, the half turn and the quarter turn
counterclockwise);
\item{$\bullet$} codes $42\ldots56$: they are turns of two faces, and the
code names the pair; all six turns of the two faces are tried;
\item{$\bullet$} code 63: three faces or more, or none (an entry of $H$):
all moves are tried.
\smallskip\noindent
Measured the same way, exact down moves would leave 13,374 phase-1 states
per position, the faces of the down moves 22,929, and this code 16,355.

@<Private data of the two-phase solver@>=
static uint32_t down_decode[64]; /* the moves a code stands for */
static uint8_t pair_code[6][6]; /* the code of two faces */
static uint32_t down_moves[KOC_NSYMS][64]; /* the same, as moves of the position */
static int open_down_table(const prune_options *o,char *err,size_t errlen);
static int make_move_tables(char *err,size_t errlen);
static int make_down_table(coord *c1,const prune_options *o,char *err,size_t errlen);

@ The codes, both ways.

@<Private functions of the two-phase solver@>=
static void make_down_codes(void)
{
  int k=42;
  for (int c=0; c<64; c++) down_decode[c]=MASK_ALL;
  for (int c=0; c<42; c++) down_decode[c]=(uint32_t)(c%7+1)<<(3*(c/7));
  for (int f=0; f<6; f++)
    for (int g=f+1; g<6; g++) {
      pair_code[f][g]=(uint8_t)k;
      down_decode[k++]=7u<<(3*f)|7u<<(3*g);
    }
}
static int down_code(uint32_t down)
{
  int nf=0,f1=0,f2=0;
  for (int f=5; f>=0; f--) if (down>>(3*f)&7) nf++, f2=f1, f1=f;
  if (nf==1) return 7*f1+(int)(down>>(3*f1)&7)-1;
  if (nf==2) return pair_code[f1][f2];
  return 63;
}

@ The entry describes the state, that is the position $P^t$; a move $m$ of
$P$ is the move $m^t$ of the state. So the moves of $P$ that a code allows
depend on~$t$: |down_moves[t][c]| holds them, made once.

@<Private functions of the two-phase solver@>=
static void make_down_moves(void)
{
  make_down_codes();
  for (int t=0; t<KOC_NSYMS; t++)
    for (int c=0; c<64; c++) {
      uint32_t w=0;
      for (int m=0; m<CUBE_NMOVES; m++)
        if (down_decode[c]>>cube_sym_move[t][m]&1) w|=1u<<m;
      down_moves[t][c]=w;
    }
}

@ Decoding a residue: a child of a state at distance $d$ is at distance
$d-1$, $d$ or $d+1$, whichever has the residue $r$ read. A small table,
|next_dist[d][r]| of the move tables, gives it without a division.

@ The bound of a phase-1 child makes one more cut. Rokicki's \.{twophase} and min2phase both make it
\cite{Rokicki cube20src,Chen}: a child at distance $d$ from~$H$ with
$l>d$ moves left and $d+l<5$ is refused (its bound is given as
|P1_DETOUR|, more than any number of moves left). Its phase-1 sequence
would end in a detour of at most four moves near $H$, longer than the
shortest way in. Such endings reach $H$ at positions whose phase-2
solutions the direct endings mostly reach as well, and they cost: at
target~20 the cut saves 10\% of the phase-1 states (16,355 to 14,774
per position on the random positions of the tests) while the phase-1
solutions offered to phase~2 change by less than 1\% (1,420 to 1,409)
and no solution on the test sets gets longer. The price is the
guarantee of the text above: a search that ends because the phase-1
length reached the best solution no longer proves that no shorter
solution exists, since a solution whose phase-1 part ends with such a
detour is not looked at. Proofs are the optimal solver's business.
@^detours near $H$@>

@<Private data of the two-phase solver@>=
enum { P1_DETOUR = 99 };

@ Making a phase-1 child computes its table index and prefetches the
entry; its bound then reads and decodes it, and keeps the code of its
down moves. It also prefetches the child's
row of the move table, which will be read if the child is expanded.
A node with as many moves left as its distance tries only its down
moves; one with more tries all.

The move itself, |p1_move|, is public: it is the part the step solvers
share.

@<The moves of the states of the two-phase solver@>=
static inline void p1_move(const twophase_moves *M,const p1_state *s,int m,p1_state *o)
{
  int mt=cube_sym_move[s->t][m];
  uint32_t k=M->fs_move[s->cls*CUBE_NMOVES+mt],sym=k>>COORD_SYMSHIFT;
  o->cls=k&COORD_CLASSMASK;
  o->twist=koc_twist_sym[koc_twist_move[s->twist][mt]][sym];
  o->t=cube_sym_mul[sym][s->t];
}

@ The phase-1 search's side of the generic search: making a child by one move of the state, and its bound, read from the phase-1 table, so that the generic IDA* can cut it.

@<Private functions of the two-phase solver@>=
static inline void p1_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const p1_state *s=s_;
  p1_state *o=o_;
  (void)ctx;
  p1_move(&tpm,s,m,o);
  o->fix=s->fix&move_fixers[m];
  if (leaf) return;
  o->idx=o->cls*KOC_TWIST+o->twist;
  __builtin_prefetch(tab1m.data+o->idx);
  __builtin_prefetch(tpm.fs_move+o->cls*CUBE_NMOVES);
}
static inline int p1_bound(void *ctx,const void *s_,void *o_,int left)
{
  const p1_state *s=s_;
  p1_state *o=o_;
  (void)ctx;
  int e=tab1m.data[o->idx];
  o->dist=tpm.next_dist[s->dist][e&3];
  o->down=(uint8_t)(e>>2);
  if (o->dist<left && o->dist+left<5) return P1_DETOUR;
  return o->dist;
}
static inline uint32_t p1_moves(void *ctx,const void *s_,int left)
{
  const p1_state *s=s_;
  (void)ctx;
  uint32_t w=s->dist==left? down_moves[s->t][s->down]: MASK_ALL;
  if (s->fix>1) w&=orbit_firsts(s->fix);
  return w;
}

@ A symmetric position has symmetric searches. If a symmetry $s$ that
keeps the up-down axis (and so keeps $H$) leaves the position $P$ of a
node unchanged, $P^s=P$, then the child by a move~$m$ and the child by
$m^s$ are conjugate, $(Pm)^s=Pm^s$: their subtrees reach $H$ at the same
lengths, at positions of $H$ that are conjugate too, with phase-2
solutions of the same lengths. One of them is enough. So a phase-1 state
carries the set |fix| of the 16 symmetries that fix the start and every
move made so far (bit~$s$ for symmetry $s$; bit~0, the identity, is
always set), which fix its position; a node whose set holds more than the
identity tries, of each orbit of moves under the set, only the lowest
move. For a random position the set is the identity alone from the start,
and this costs one test per node; for the superflip, which every symmetry
fixes, it divides the phase-1 work at target~20 by five (12,129,310
phase-1 states to 2,392,190, counted with the six starts alone; with
the starts of pre-moves below, which are not symmetric, 2,072,898). Not by 16: after the first move of a path
few symmetries fix the node any more, so the saving is made mostly at the
root, where the 18 moves fall into 4 orbits.
@^superflip@>
@^symmetry@>

@<Private data of the two-phase solver@>=
static uint16_t move_fixers[CUBE_NMOVES]; /* the symmetries $s<16$ with $m^s=m$ */
static uint32_t orbit_firsts(unsigned fix);

@ The symmetries form a group, and the set of a node is one (an
intersection of the groups that fix the start and each move), so the orbit
of a move $m$ is $\{m^s\}$, and $m$ is its lowest move when no $s$ of the set
makes it lower.

@<Private functions of the two-phase solver@>=
static uint32_t orbit_firsts(unsigned fix)
{
  uint32_t w=0;
  for (int m=0; m<CUBE_NMOVES; m++) {
    int first=1;
    for (int s=1; s<KOC_NSYMS && first; s++)
      if ((fix>>s&1) && cube_sym_move[s][m]<m) first=0;
    if (first) w|=1u<<m;
  }
  return w;
}
static unsigned start_fixers(const cubepos *p)
{
  unsigned fix=0;
  for (int s=0; s<KOC_NSYMS; s++) {
    cubepos q;
    cube_conj(p,s,&q);
    if (cube_equal(&q,p)) fix|=1u<<s;
  }
  return fix;
}

@ The phase-1 state of a position: the class and normalizing symmetry of
its flip-slice value, and its twist transformed by that symmetry
(|p1_place|, public), then the distance and the down moves.

@<The moves of the states of the two-phase solver@>=
static inline void p1_place(const twophase_moves *M,const cubepos *p,p1_state *s)
{
  kocsymm k;
  kocsymm_from_cube(p,&k);
  uint32_t c=M->fs_classof[k.epsymm*2048u+k.eosymm];
  s->cls=c&COORD_CLASSMASK; s->t=c>>COORD_SYMSHIFT;
  s->twist=koc_twist_sym[k.csymm][s->t];
  s->idx=s->cls*KOC_TWIST+s->twist;
}

@ @<Private functions of the two-phase solver@>=
static p1_state p1_of(const cubepos *p)
{
  p1_state s;
  p1_place(&tpm,p,&s);
  s.dist=0; s.down=tab1m.data? (uint8_t)(tab1m.data[s.idx]>>2): 63; /* 63: every move */
  return s;
}

@ The exact phase-1 distance of a start, needed to decode the residues
from it, is walked down the table as in the pruning chapter, but with the
moves of the search and with the down moves of each entry as the
candidates: from an entry of $H$ (class~0 and twist~0) there is no way
down, and from any other a move of its code that leads to the residue one
less is a step down. Most codes name only moves that lead down, so a step
costs one move and one read. The other codes name several moves, of
which only some lead down.

The walks of all the starts are made together, a step of each in turn.
A state whose code names only down moves (codes below 42) steps by its
first one without a look at the neighbour; one with another code makes
all the candidates of its step, whose entries are then asked for, and
chooses among them on the next round, when they have come in. So no walk
waits alone for a read: in each round every walk has its read in flight.
Walked one at a time, with the candidates of a step looked at one after
the other, the walks take a fifth of the time of a solve at target~21
(the profile below); what asking for the entries together and walking
all the starts in lock step gain is in the measurements chapter
(\chapno{measure}).

@<Private functions of the two-phase solver@>=
static void p1_exact_all(p1_state **w,int n)
{
  p1_state c[TWOPHASE_STARTS],cand[TWOPHASE_STARTS][CUBE_NMOVES];
  int nc[TWOPHASE_STARTS],want[TWOPHASE_STARTS],live=n;
  for (int i=0; i<n; i++) c[i]=*w[i], w[i]->dist=0, nc[i]=0;
  while (live) {
    live=0;
    for (int i=0; i<n; i++) {
      if (nc[i]) { /* choose among the candidates of the last round */
        int k=0,m=nc[i];
        nc[i]=0;
        while (k<m && (tab1m.data[cand[i][k].idx]&3)!=want[i]) k++;
        if (k==m) { c[i].cls=0; c[i].twist=0; continue; } /* not in a good table */
        c[i]=cand[i][k]; w[i]->dist++;
      }
      if (c[i].cls==0 && c[i].twist==0) continue;
      int e=tab1m.data[c[i].idx];
      uint32_t dm=down_moves[c[i].t][e>>2];
      if (e>>2<42) {
        p1_state t=c[i];
        p1_child(NULL,&t,__builtin_ctz(dm),&c[i],0);
        w[i]->dist++;
      } else {
        want[i]=((e&3)+2)%3;
        for (; dm; dm&=dm-1) p1_child(NULL,&c[i],__builtin_ctz(dm),&cand[i][nc[i]++],0);
      }
      live++;
    }
  }
}

@ The phase-2 state is built the same way: the class of the corner
permutation, moved by the framework's table of corner classes; the
permutations of the upper and lower edges and of the middle edges, both
transformed by the normalizing symmetry; and the accumulated symmetry.
The bound is the larger of the entries of the two phase-2 tables, both of
four bits: the large one, of the corner class and the upper and lower
edges (56\thinspace MB; its distances, up to 18, are held up to~14, and
``15 or more'' beyond, by the rule of the pruning chapter), and the small
one, of the corner class and the middle edges. (In the quarter-turn
metric the large table holds residues, and the state carries its exact
distance, as a phase-1 state does; its section says why.) The edge coordinates are moved
by 16-bit copies of the framework's tables, indexed by the 18 move
numbers though only the ten of $H$ are used. These copies, the
framework's tables of the classes of both phases and the table
|next_dist| form the |twophase_moves|, made once (the fields
|sl_move|, |sl_sym| and |next_dist| are arrays, not pointers, so that
the searches read them without a further load).

@<Types of twophase@>=
typedef struct {
  uint16_t cls,ud; uint8_t sl,t,dist;
  uint8_t half; /* the move that made it was a half turn (for the quarter-turn metric) */
  uint32_t idx,small;
} p2_state;
typedef struct {
  const uint32_t *fs_move; /* |[class][move]| of flip-slice classes: class $+2^{26}\cdot$symmetry */
  const uint32_t *fs_classof;
  const uint32_t *cp_move; /* |[class][move]| of corner classes */
  const uint32_t *cp_classof;
  uint16_t (*ud_move)[CUBE_NMOVES];
  uint16_t (*ud_sym)[KOC_NSYMS];
  uint8_t sl_move[KOC_S4][CUBE_NMOVES];
  uint8_t sl_sym[KOC_S4][KOC_NSYMS];
  uint8_t next_dist[64][4];
} twophase_moves;

@ The public part of a phase-2 child: the move, and the indices of its
two entries; the bound from the two tables of four bits, |t2| and |t2s|.

@<The moves of the states of the two-phase solver@>=
static inline void p2_move(const twophase_moves *M,const p2_state *s,int m,p2_state *o)
{
  int mt=cube_sym_move[s->t][m];
  uint32_t k=M->cp_move[s->cls*CUBE_NMOVES+mt],sym=k>>COORD_SYMSHIFT;
  o->cls=k&COORD_CLASSMASK;
  o->ud=M->ud_sym[M->ud_move[s->ud][mt]][sym];
  o->sl=M->sl_sym[M->sl_move[s->sl][mt]][sym];
  o->t=cube_sym_mul[sym][s->t];
}
static inline void p2_index(p2_state *o)
{
  o->idx=o->cls*KOC_PERM8+o->ud; o->small=o->cls*KOC_S4+o->sl;
}
static inline int p2_tables_bound(const uint8_t *t2,const uint8_t *t2s,const p2_state *o)
{
  int a=prune_nibble(t2,o->idx),b=prune_nibble(t2s,o->small);
  return a>b? a: b;
}

@ @<Private functions of the two-phase solver@>=
static inline void p2_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const p2_state *s=s_;
  p2_state *o=o_;
  const solver *S=ctx;
  p2_move(&tpm,s,m,o);
  o->half=(uint8_t)(MASK_HALF>>m&1);
  if (leaf) return;
  p2_index(o);
  __builtin_prefetch(S->t2+(o->idx>>(S->qtm? 2: 1)));
  __builtin_prefetch(tpm.cp_move+o->cls*CUBE_NMOVES);
  __builtin_prefetch(tpm.ud_move[o->ud]);
}
static inline int p2_bound(void *ctx,const void *s_,void *o_,int left)
{
  const solver *S=ctx;
  (void)s_; (void)left;
  return p2_tables_bound(S->t2,S->t2s,o_);
}

@ The phase-2 state of a position of $H$, from the coordinates of its
corners, its upper and lower edges and its middle edges (public; the
two-phase solver reads them from the permutation pieces).

@<The moves of the states of the two-phase solver@>=
static inline p2_state p2_place(const twophase_moves *M,uint32_t corners,uint32_t udedges,
  uint32_t slice)
{
  p2_state s;
  uint32_t c=M->cp_classof[corners];
  s.cls=c&COORD_CLASSMASK; s.t=c>>COORD_SYMSHIFT;
  s.ud=M->ud_sym[udedges][s.t];
  s.sl=M->sl_sym[slice][s.t];
  p2_index(&s);
  s.dist=s.half=0;
  return s;
}

@ @<Private functions of the two-phase solver@>=
static p2_state p2_of(const permcube *pc)
{
  return p2_place(&tpm,permcube_corners(pc),permcube_udedges(pc),permcube_slice(pc));
}

@ The exact distance of a phase-2 state, needed to start decoding
residues in the quarter-turn metric, comes from the walk of the pruning
chapter: step to a neighbour whose residue is one less, while there is
one (two less, by a half turn that costs two). The walk is a chain of
reads at scattered places of a table of 28\thinspace MB. In face turns
the phase-2 table is kept at four bits an entry, twice the memory, and
needs no walk: kept as residues, its walk, made for every phase-2
search, took a third of the time of a solve at target~21 (35\%\ of the
samples of a profile).

@<Private functions of the two-phase solver@>=
static int p2_exact(const solver *S,p2_state st)
{
  int r=prune_mod3(S->t2,st.idx),d=0;
  for (;;) {
    int m;
    for (m=0; m<CUBE_NMOVES; m++)
      if (MASK_H>>m&1) {
        int cost=S->dear>>m&1? 2: 1,want=(r+3-cost)%3;
        p2_state c;
        p2_child((void *)S,&st,m,&c,0);
        if (prune_mod3(S->t2,c.idx)==want) { st=c; r=want; d+=cost; break; }
      }
    if (m==CUBE_NMOVES) return d;
  }
}

@ The state of one solve is kept in a |solver| structure, so that several
threads can solve different positions at once with the same tables. It
holds the six starting points, the search problems of the two phases, the
current phase-1 path, and the best solution so far, with the moves
already turned back into moves of the input position.

@<Private data of the two-phase solver@>=
typedef struct {
  cubepos pos; /* the position searched: the input, conjugated, perhaps inverted */
  int sym,inverse,axis; /* how it was made */
  int pre; /* the move done before it, or $-1$ */
  int twin,is_twin; /* the start searched with this one, or $-1$; whether this is such a start */
  permcube pc; /* its permutation pieces */
  p1_state s1; /* its phase-1 state */
} start_state;
typedef struct {
  const twophase_options *opt;
  start_state start[TWOPHASE_STARTS];
  int nstarts,cur; /* the starts, and the one being searched */
  int target,cap; /* stop at a solution this short; accept none longer */
  ida_problem P0,P1,P2; /* the short search, and the two phases */
  cubepos short_pos; int short_inverse; /* the position of the short search: the input or its
    inverse */
  int short_found; /* the short search found the solution, which is then shortest */
  uint8_t p1path[IDA_MAXDEPTH],p2path[IDA_MAXDEPTH];
  int p1len;
  permcube pcs[2][IDA_MAXDEPTH+1]; /* |pcs[k][i]|: the permutation after |pcpath[k][0..i-1]| */
  uint8_t pcpath[2][IDA_MAXDEPTH];
  int pclen[2]; /* how many entries of |pcs[k]| beyond the first are valid */
  int best; /* length of the best solution, or |cap+1| */
  int bestlen; /* its number of moves (the same but in the quarter-turn metric) */
  uint8_t bestpath[IDA_MAXDEPTH*2];
  int qtm; /* the quarter-turn metric */
  uint32_t dear; /* the moves of phase~2 that cost two: none, or the half turns */
  const uint8_t *t2,*t2s; /* the entries of the tables of the metric (|t2s|: exact
    distances, one a byte, in the quarter-turn metric) */
  int stop; /* a limit was reached or the target met */
  uint64_t p2_tried,p2_searched; /* phase-1 solutions offered to phase~2, and searched */
  int ntrace; uint8_t trace[TWOPHASE_TRACE][3]; /* the solutions found, in turn */
} solver;

@ A phase-2 goal is a solved state: corner class 0 (the solved corners
are a class of their own, since every symmetry fixes them) and the edges
solved. Phase~2 searches depth after
depth, so the first goal it meets is the shortest completion of this
phase-1 sequence; the goal records the solution, and stops phase~2.

@<Private functions of the two-phase solver@>=
static int p2_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const p2_state *s=s_;
  solver *S=ctx;
  if (s->cls!=0 || s->ud!=0 || s->sl!=0) return 0;
  @<Record the solution made of |S->p1path| and |path|@>;
  return 1;
}

@ The moves of the solution found are those of a conjugated, perhaps
inverted, position. To solve the input, each move is conjugated back
(by the inverse symmetry, with |cube_sym_move|); and a solution $s$ of
$p^{-1}$ gives the solution $s^{-1}$ of $p$, the reversed sequence of
inverse moves. Turned back, a pair of turns of opposite faces may come
out in the order canonical sequences never use (\move{D2 U'}); the first
chapter's |cube_canonical_order| puts it back (\move{U' D2}).

@<Record the solution made of |S->p1path| and |path|@>=
{
  const start_state *st=&S->start[S->cur];
  int n=S->p1len+len,back=cube_sym_inv[st->sym];
  uint8_t all[IDA_MAXDEPTH*2];
  memcpy(all,S->p1path,S->p1len);
  memcpy(all+S->p1len,path,len);
  if (st->pre>=0) @<Append the pre-move of |st| to |all|, merged with a turn of its face@>;
  for (int i=0; i<n; i++) {
    int m=cube_sym_move[back][all[i]];
    if (st->inverse) S->bestpath[n-1-i]=cube_move_inverse(m);
    else S->bestpath[i]=m;
  }
  cube_canonical_order(S->bestpath,n);
  int cost=len;
  for (int i=0; i<len; i++) cost+=S->dear>>path[i]&1;
  S->bestlen=n; S->best=S->qtm? S->p1len+cost: n; /* a pre-move may merge */
  if (S->ntrace<TWOPHASE_TRACE) {
    S->trace[S->ntrace][0]=(uint8_t)(3*st->inverse+st->axis+6*(st->pre+1));
    S->trace[S->ntrace][1]=(uint8_t)S->p1len; S->trace[S->ntrace][2]=(uint8_t)cost;
    S->ntrace++;
  }
}

@ A solution from a start with a pre-move ends with that move. The
moves before it may end with a turn of the same face (the last move of
phase~2, say \.{R2}, before the pre-move \.R), or with such a turn
followed by one of the opposite face, which commutes with both; the two
turns of the face are then one turn, or none, and the solution is one or
two moves shorter than the phases and the pre-move add up to.

@<Append the pre-move of |st| to |all|, merged with a turn of its face@>=
{
  int m=st->pre,f=m/3,k=n-1;
  if (k>=0 && all[k]/3!=f && all[k]/3%3==f%3) k--; /* skip a turn of the opposite face */
  if (k>=0 && all[k]/3==f) {
    int q=(all[k]%3+1+m%3+1)%4; /* quarter turns clockwise, together */
    if (q) all[k]=(uint8_t)(3*f+q-1);
    else { memmove(all+k,all+k+1,n-k-1); n--; }
  } else all[n++]=(uint8_t)m;
}

@ Phase~2 is held to at most |TWOPHASE_P2_SLACK| moves more than
phase~1. The first solution within the target is taken, and a short
phase~1 followed by a long phase~2 meets a target of 20 moves long before
a position close to solved is solved in anything like its distance: the
position of eleven random moves \.{R2 U2 L2 F U' L2 F U B2 F D}, whose
optimal solutions have 11 moves, reaches $H$ on the front-back axis in
6 moves, and phase~2 finishes it in 14 more, 20 in all. Held to two
moves more than phase~1, phase~2 refuses that end, and the search goes
on to longer phase-1 sequences, which leave phase~2 less to do: here it
stops at a solution of $7+4$ moves, the optimal~11, after 221 phase-1
states. Min2phase limits phase~2 too, to a fixed length \cite{Chen}.
@^short positions@>

On scrambles of 11 to 14 random moves (200 of each length, made by
\.{tests/bench\_short.sh}), the solutions at target~20 average 14.59,
16.27, 17.31 and 18.24 moves, against 16.39, 17.50, 18.12 and 18.84
without the limit. A random position's solutions of about 20 moves are
split nearly evenly between the phases, so the limit seldom refuses one,
and what it refuses is mostly long phase-2 searches: on the 100 random
positions of the tests at target~20, phase~1 makes 5,648 states a
position rather than 5,302, phase~2 495 rather than 918, and the
solutions average 19.58 moves rather than 19.67; at target~21, 397
phase-1 and 315 phase-2 states rather than 171 and 680, and 20.54 moves
rather than 20.83. Like the cut of detours, the limit gives up the proof
of the plain scheme (a shorter solution may have a long phase~2). For
the first solution found, a target at the cap, whose point is speed, it
is not applied: it would make phase~1 twenty times as long (332 states a
position against 15). Nor in the quarter-turn metric, whose section
below has its own figures.

@ A phase-1 goal is a state of $H$ itself (flip-slice class 0, which holds
only the trivial value, and twist 0) reached by a sequence that does not
end with a move of~$H$. It starts phase~2 on the position reached,
whose permutation is found by replaying the phase-1 moves on the start's
|permcube|. Phase~2 may use as many moves as leave the total below the
best solution so far (and within the cap, and within the limit of the
section before). Before any search, a cheap test:
the bounds of both phase-2 tables must fit in those moves. The small
table is read first, since it is in the cache and the large one is not:
at target~20 its bound alone refuses 70\% of the phase-1 solutions
offered, which then cost no read of the large table. The test is exact
as far as the tables go: a phase-1 solution is refused only if no
phase-2 sequence of the moves left can exist. (With the large table as
residues, the test had to guess the distance from its residue, and could
refuse a phase-1 solution whose phase~2 would have fitted: 8 of the
30,800 that reached it at target~20. The four-bit table ended that, and
one solution of the test positions came out a move shorter.) The routine
returns 1 when the search is to stop: the target is met, or a limit was
reached. (The quarter-turn metric
changes the test before the search, and the search; its section below
says how.)

@<Private functions of the two-phase solver@>=
static int p2_offer(solver *S,int slot,const uint8_t *path,int len);
static int p1_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const p1_state *s=s_;
  solver *S=ctx;
  if (s->cls!=0 || s->twist!=0 || (len>0 && koc_move_in_H(path[len-1]))) return 0;
  if (S->qtm && len>1 && path[len-1]==path[len-2]) return 0;
  int cur=S->cur,tw=S->start[cur].twin,rc=p2_offer(S,0,path,len);
  if (rc || tw<0) return rc;
  S->cur=tw; rc=p2_offer(S,1,path,len); S->cur=cur;
  return rc;
}
static int p2_offer(solver *S,int slot,const uint8_t *path,int len)
{
  int allowed=(S->best<=S->cap? S->best-1: S->cap)-len-(S->start[S->cur].pre>=0),h;
  if (!S->qtm && S->target<S->cap && allowed>len+TWOPHASE_P2_SLACK)
    allowed=len+TWOPHASE_P2_SLACK; /* the limit of the section before */
  S->p2_tried++;
  @<Set |S->pcs[slot][len]| to the permutation after |path|@>;
  p2_state p2=p2_of(&S->pcs[slot][len]);
  if (S->qtm) @<Set |h| to the phase-2 bound of |p2| in quarter turns, or return 0
    if it exceeds |allowed|@>@;
  else {
    int b=prune_nibble(S->t2s,p2.small),a;
    if (b>allowed) return 0;
    a=prune_nibble(S->t2,p2.idx);
    if (a>allowed) return 0;
    h=a>b? a: b;
  }
  memcpy(S->p1path,path,len); S->p1len=len;
  S->p2_searched++;
  S->P2.deadline=S->P1.deadline;
  for (int d=h; d<=allowed; d+=S->qtm? 2: 1) {
    int last=len? path[len-1]: CUBE_NOMOVE,rc=S->qtm?
      ida_depth_costs(&S->P2,&p2,d,last,S->p2path,p2_child,q2_bound,p2_goal,S->dear):
      ida_depth(&S->P2,&p2,d,last,S->p2path,p2_child,p2_bound,p2_goal);
    if (S->P2.stopped) { S->stop=1; return 1; }
    if (rc) break;
  }
  if (S->best<=S->target) { S->stop=1; return 1; }
  return 0;
}

@ Consecutive phase-1 solutions share most of their moves: the search
changes the last move or two between one and the next. So the
permutations along the last path replayed are kept, and only the moves
after the common beginning are replayed.

@<Set |S->pcs[slot][len]| to the permutation after |path|@>=
{
  permcube *pcs=S->pcs[slot];
  uint8_t *pcpath=S->pcpath[slot];
  int k=0;
  while (k<len && k<S->pclen[slot] && pcpath[k]==path[k]) k++;
  for (int i=k; i<len; i++) {
    pcs[i+1]=pcs[i];
    permcube_move(&pcs[i+1],path[i]);
    pcpath[i]=path[i];
  }
  S->pclen[slot]=len;
}

@ The options and the result of a solve.

@<Types of twophase@>=
enum { TWOPHASE_TRACE = 16 }; /* solutions remembered for a trace */
typedef struct {
  int target; /* stop at the first solution of at most this many moves */
  double seconds; /* give up after this long (0: no limit) */
  uint64_t node_limit; /* or after this many states (0: no limit) */
  int qtm; /* lengths in the quarter-turn metric (|twophase_init_qtm| first) */
  const int *cancel; /* stop when another thread sets |*cancel|, or |NULL| */
} twophase_options;
typedef struct {
  int found; /* a solution was found */
  int length; /* in the metric of the options: quarter turns with |qtm| */
  moveseq solution; /* with half turns for two equal quarter turns in a row */
  int timed_out; /* stopped by a limit before meeting the target */
  int optimal; /* found by the short search, and so a shortest solution */
  uint64_t nodes; /* states made, both phases */
  double seconds;
  uint64_t short_nodes,phase1_nodes,phase2_nodes; /* where they were made: the short
    search, and the two phases */
  uint64_t phase2_tried; /* phase-1 solutions that reached $H$ and were offered to phase~2 */
  uint64_t phase2_searched; /* those whose phase-2 bound fitted, so that phase~2 ran */
  int ntrace; /* the solutions found, each better than the one before: */
  uint8_t trace[TWOPHASE_TRACE][3]; /* the start ($3\cdot$inverse${}+{}$axis${}+6(m+1)$ for a
    pre-move $m$), the phase-1 and phase-2 lengths */
} twophase_result;

@ @<Declarations of twophase@>=
int twophase_init(const prune_options *o,char *err,size_t errlen);
const prune_table *twophase_down_table(void);
const twophase_moves *twophase_move_tables(char *err,size_t errlen);
int twophase_init_qtm(const prune_options *o,char *err,size_t errlen);
void twophase_solve(const cubepos *p,const twophase_options *o,twophase_result *r);
void twophase_no_longer(const cubepos *p,const moveseq *seq,int qtm,twophase_result *r);

@ A position given as a sequence of moves is never answered with more
moves than the sequence has: when the two-phase answer is longer (which
can happen from 11 moves on; shorter positions are solved optimally),
|twophase_no_longer| makes the answer the sequence undone, once it has
checked that it solves the position. The command and the library both
call it. In the quarter-turn metric (|qtm|) lengths are counted in
quarter turns, a half turn two; there the short search counts quarter
turns, and gives the positions within |TWOPHASE_SHORT_QTM| quarter turns
their shortest solutions in that metric, often shorter than the sequence
(\.{R R R} is answered \.{R'}), and the rule is for the positions beyond.

@<Functions of twophase@>=
void twophase_no_longer(const cubepos *p,const moveseq *seq,int qtm,twophase_result *r)
{
  moveseq u;
  cubepos q=*p;
  int len=qtm? moveseq_qtm_length(seq): seq->len;
  if (!r->found || len>=r->length) return;
  moveseq_invert(seq,&u);
  cube_apply(&q,&u);
  if (cube_equal(&q,&cube_solved)) { r->solution=u; r->length=len; }
}

@ Solving: set up the six starts, then search phase-1 lengths in
increasing order, each for all starts whose phase-1 distance allows it,
until the search is to stop or the phase-1 length reaches the best total.
The starts with pre-moves (below) are made when the six have been
searched at the first length without meeting the target: a search for the
first solution found, which nearly always ends there, never pays for
making them.
Solutions longer than |TWOPHASE_CAP| moves are not accepted, which bounds
phase~2 at the start; every position has solutions much shorter (at most
$12+18=30$ in this scheme, and a limit of~30 is never reached in practice).

@<Types of twophase@>=
enum { TWOPHASE_CAP = 30, TWOPHASE_STARTS = 6*9 };

@ The two-phase solver's entry point: it sets the solver up from the options, runs the phase-1 searches from the starts (the position turned to each axis, and its inverse) within the limits of time and states, and fills the result with the best solution found and what the search cost.

@<Functions of twophase@>=
void twophase_solve(const cubepos *p,const twophase_options *o,twophase_result *r)
{
  solver S;
  double t0=ida_now();
  memset(&S,0,sizeof S);
  S.opt=o; S.target=o->target; S.qtm=o->qtm!=0;
  S.cap=S.qtm? TWOPHASE_CAP_QTM: TWOPHASE_CAP; S.best=S.cap+1;
  S.dear=S.qtm? MASK_H&MASK_HALF: 0;
  S.t2=S.qtm? qtab2.data: tab2.data;
  S.t2s=S.qtm? q2s_dist: tab2s.data;
  @<Set up the six starts of |S| from |p|@>;
  @<Set up the two search problems of |S|@>;
  @<Solve |S| outright if it is at most |TWOPHASE_SHORT| moves from solved@>;
  int minL=99,pre_made=S.qtm; /* no starts with pre-moves in quarter turns */
  for (int i=0; i<S.nstarts; i++) if (S.start[i].s1.dist<minL) minL=S.start[i].s1.dist;
  for (int L1=minL; L1<S.best && L1<=S.cap && !S.stop; L1++)
    for (S.cur=0; !S.stop; S.cur++) {
      if (S.cur==S.nstarts && !pre_made) {
        @<Add the starts with a move before them@>;
        pre_made=1;
      }
      if (S.cur>=S.nstarts) break;
      if (S.start[S.cur].s1.dist>L1) continue;
      if (S.start[S.cur].is_twin || (S.start[S.cur].pre>=0 && L1+1>=S.best)) continue;
      S.pcs[0][0]=S.start[S.cur].pc; S.pclen[0]=0;
      if (S.start[S.cur].twin>=0) { S.pcs[1][0]=S.start[S.start[S.cur].twin].pc; S.pclen[1]=0; }
      if (S.qtm) ida_depth(&S.P1,&S.start[S.cur].s1,L1,CUBE_NOMOVE,S.p1path+0,q1_child,q1_bound,
        p1_goal);
      else ida_depth_core(&S.P1,&S.start[S.cur].s1,L1,CUBE_NOMOVE,S.p1path+0,p1_child,p1_bound,
        p1_goal,NULL,p1_moves,0);
      if (S.P1.stopped) S.stop=1;
    }
  @<Fill in the result |r| of |S|@>;
  r->seconds=ida_now()-t0;
}

@ The three axes are those of the identity, a rotation that takes the right
face to the up face, and one that takes the front face to the up face;
each with the position and with its inverse (the rotations, |axis_sym|,
are found once, with the move tables). Starts that coincide with an
earlier one, as happens for symmetric positions, are dropped.

@<Set up the six starts of |S| from |p|@>=
{
  cubepos inv;
  cube_inv(p,&inv);
  for (int k=0; k<6; k++) {
    start_state *st=&S.start[S.nstarts];
    st->sym=axis_sym[k%3]; st->inverse=k/3; st->axis=k%3; st->pre=-1;
    st->twin=-1; st->is_twin=0;
    cube_conj(st->inverse? &inv: p,st->sym,&st->pos);
    permcube_from_cube(&st->pos,&st->pc);
    st->s1=p1_of(&st->pos);
    if (S.qtm) st->s1.dist=(uint8_t)prune_distance(&qtab1,st->s1.idx);
    st->s1.fix=(uint16_t)start_fixers(&st->pos);
    @<Keep the start |st| unless an earlier one is the same@>;
  }
  if (!S.qtm) {
    p1_state *w[6];
    for (int i=0; i<S.nstarts; i++) w[i]=&S.start[i].s1;
    p1_exact_all(w,S.nstarts);
  }
}

@ @<Keep the start |st| unless an earlier one is the same@>=
{
  int dup=0;
  for (int j=0; j<S.nstarts && !dup; j++)
    dup=S.start[j].s1.idx==st->s1.idx && cube_equal(&S.start[j].pos,&st->pos);
  if (!dup) S.nstarts++;
}

@ More starts come cheaply. If $q=mP$ is the position made by a move~$m$
followed by the moves that make~$P$, a solution $X$ of~$q$ gives the
solution $Xm$ of~$P$, one move longer: $PXm=m^{-1}qXm=m^{-1}m=1$. The
phase-1 search of~$q$ is a search of its own when $m$ is not a move
of~$H$ (for a move of $H$, $q$ is in the coset of~$P$, and its phase~1 is
that of~$P$); so each of the six starts gives eight more, by the quarter
turns of the four side faces, $m$ done before it, in its own frame. The
solution then ends with $m$, a move outside~$H$, which no solution of the
six searches does: these are new solutions, not the old ones again.
Min2phase has such {\it pre-moves} \cite{Chen}.
Each start with a pre-move is searched at phase-1 length~$L$ together
with the others at~$L$, but it needs one move more, so it is skipped when
$L+1$ reaches the best solution. Counted on the 100 random positions,
the 54 starts (48 of them with a pre-move) need 7,830 phase-1 states per
position at target~20 instead of 14,774 for the six, and 211 instead of
855 at target~21; the slowest position at target~20 drops from 538,493
to 197,833 phase-1 states, 22 times the average. (These counts are for
starts that are all made at once; made as described above, after the
first length, and with the twins below, the figures are those of the
table at the end of this part.)
@^pre-moves@>

@<Add the starts with a move before them@>=
{
  int nb=S.nstarts,cw=-1;
  for (int j=0; j<nb; j++)
    for (int m=0; m<CUBE_NMOVES; m++)
      if (!(MASK_H>>m&1)) {
        int n0=S.nstarts;
        start_state *st=&S.start[S.nstarts];
        *st=S.start[j]; st->pre=m; st->twin=-1; st->is_twin=0;
        cube_premove(&st->pos,m);
        permcube_from_cube(&st->pos,&st->pc);
        st->s1=p1_of(&st->pos);
        st->s1.dist=0; /* found below */
        st->s1.fix=S.start[j].s1.fix&move_fixers[m];
        @<Keep the start |st| unless an earlier one is the same@>;
        if (m%3==0) cw=S.nstarts>n0? n0: -1;
        else if (cw>=0 && S.nstarts>n0) @<Search |st| with the start |cw| of the clockwise turn@>;
      }
  @<Find the phase-1 distances of the starts from |nb| on@>;
}

@ The starts of the two quarter turns of a face, $m$ and $m^{-1}=m\cdot m^2$,
are in one coset: $m^{-1}P=m^2\,mP$, and $m^2$ is a move of $H$. So their
phase-1 searches are the same search, and it is run once: the start of
the counterclockwise turn becomes the {\it twin} of the start of the
clockwise one (made just before it, |cw|), and every phase-1 solution of the
search is offered to phase~2 for both. Both must then be fixed by a
symmetry for its moves to be skipped. With twins the 54 starts, all made
at once, need 5,099 phase-1 states per position at target~20 (not 7,830)
and 149 at target~21 (not 211); the slowest position at target~20 makes
133,017, 22 times the average.

@<Search |st| with the start |cw| of the clockwise turn@>=
{
  S.start[cw].twin=n0; st->is_twin=1;
  S.start[cw].s1.fix&=st->s1.fix;
}

@ The starts with a pre-move are many, and each needs its exact phase-1
distance, whose walk down the table is a chain of reads of scattered
entries, each waiting for the one before. So the walks of all the starts
that are not twins are made together, a step of each in turn, the entry
of each next step asked for (prefetched) a whole round before it is read:
the waits overlap. A twin's distance is its partner's. The symmetries
that fix such a start are taken as those that fix its start without the
pre-move and the pre-move itself (they fix $mP$; there may be more, and
missing them costs only work).

@<Find the phase-1 distances of the starts from |nb| on@>=
{
  p1_state *w[TWOPHASE_STARTS];
  int nw=0;
  for (int i=nb; i<S.nstarts; i++) if (!S.start[i].is_twin) w[nw++]=&S.start[i].s1;
  p1_exact_all(w,nw);
  for (int i=nb; i<S.nstarts; i++)
    if (S.start[i].twin>=0) S.start[S.start[i].twin].s1.dist=S.start[i].s1.dist;
}

@ Short positions are searched first, for an optimal solution. The
two-phase search takes the first solution within the target, and for a
position a few moves from solved that solution can be far longer than
the position's distance. \.{R U} is two moves from solved; turned so
that its right face is up (the second axis below) it is \.{U L}, which
the phase-1 move \.L, the first one tried, takes into $H$ at
\.{U L2}. Phase~2 may not begin with a turn of the face that phase~1
ended with, so it needs eight moves, and the nine of the whole are
accepted, being within 20. Taking phase-1 lengths in increasing order
and phase~2 at its shortest, as min2phase does \cite{Chen}, makes such
answers rarer, but does not rule them out.
@^short positions@>

So the solver first runs an IDA* on the whole cube, up to
|TWOPHASE_SHORT| moves (in the quarter-turn metric, quarter turns: the
section after the search), with the phase-1 table as its bound: a position's
distance to~$H$ on each of the three axes is a lower bound on its
distance to solved, since the solved cube is in $H$ on every axis, and
so is the largest of the three. The table is exact, so a node with as
many moves left as its distance on some axis tries only the down moves
of that axis (on every such axis), as in phase~1. A goal is a
position whose state is in $H$ on the up-down axis and which the path
solves, checked on the position itself. The search goes depth after
depth, so its solution is a shortest one, and is taken as it is: no
two-phase search follows, and the result says it is shortest
(|r->optimal|). When it finds none, the position is more than
|TWOPHASE_SHORT| moves from solved, and the two-phase search goes on as
above.

The search starts at the largest of the six exact phase-1 distances of
the starts (a position and its inverse are equally far from solved),
and is not made at all when that is more than |TWOPHASE_SHORT|. It is
made on the position or on its inverse, whichever has the larger
distances on its three axes, since its nodes are constrained only by
those. For a random position it is all but free: on the 1,000 random
positions of \.{cube scramble 1000 --seed 1} it was made for 838 of
them, and made 13 states a position on average, against some 5,000 of
the two-phase search at target~20. A limit of 11 moves would solve one
more layer of positions optimally but cost 218 states a position, each
with three table reads, and the iteration at 11 moves nearly all of it:
from a random position at distance 10 on its axes many moves lead one
closer on some axis, and the down moves of an entry at distance~10, the
most common distance, are often coded as two faces or more, which tries
six moves or all of them. Positions of 11 moves or more
are left to the two-phase search.

@<Types of twophase@>=
enum { TWOPHASE_SHORT = 10 }; /* positions this close are solved optimally */
enum { TWOPHASE_SHORT_QTM = 12 }; /* the same in quarter turns */
enum { TWOPHASE_P2_SLACK = 2 }; /* phase~2 at most this much longer than phase~1 */

@ The rotations to the three axes: the identity, and the first rotations
(symmetries that keep turns clockwise) that take the right face, and the
front face, to the up face. A move $m$ of the position is the move
|axis_turn[k][m]| of the position turned to axis~$k$, and |short_down|
holds the down moves of a phase-1 entry as moves of the position,
for each axis, as |down_moves| holds them for the axis of the table.

@<Find the rotations |axis_sym| to the three axes@>=
{
  axis_sym[0]=0; axis_sym[1]=axis_sym[2]=-1;
  for (int g=0; g<CUBE_NSYMS; g++)
    if (cube_sym_move[g][0]%3==0) { /* a rotation: it keeps turns clockwise */
      if (axis_sym[1]<0 && cube_sym_face[g][1]==0) axis_sym[1]=g;
      if (axis_sym[2]<0 && cube_sym_face[g][2]==0) axis_sym[2]=g;
    }
  for (int k=0; k<3; k++)
    for (int m=0; m<CUBE_NMOVES; m++) axis_turn[k][m]=cube_sym_move[axis_sym[k]][m];
  for (int k=0; k<3; k++)
    for (int t=0; t<KOC_NSYMS; t++)
      for (int c=0; c<64; c++) {
        uint32_t w=0;
        for (int m=0; m<CUBE_NMOVES; m++)
          if (down_moves[t][c]>>axis_turn[k][m]&1) w|=1u<<m;
        short_down[k][t][c]=w;
      }
}

@ @<Private data of the two-phase solver@>=
static int axis_sym[3]; /* the rotations to the three axes */
static uint8_t axis_turn[3][CUBE_NMOVES]; /* a move, turned to each axis */
static uint32_t short_down[3][KOC_NSYMS][64]; /* down moves, as moves of the position */

@ The state of the short search is three phase-1 states, one for each
axis, each moved by the move turned to its axis. A leaf needs only the
state of the up-down axis, for the goal; the others make all three and
prefetch their entries.

|short_turn| makes the states, which both metrics share; the
child of each metric prefetches from its own table.

@<Private functions of the two-phase solver@>=
static inline int short_turn(const p1_state *s,int m,p1_state *o,int leaf)
{
  p1_move(&tpm,&s[0],m,&o[0]);
  if (leaf) return 0;
  p1_move(&tpm,&s[1],axis_turn[1][m],&o[1]);
  p1_move(&tpm,&s[2],axis_turn[2][m],&o[2]);
  for (int k=0; k<3; k++) {
    o[k].idx=o[k].cls*KOC_TWIST+o[k].twist;
    __builtin_prefetch(tpm.fs_move+o[k].cls*CUBE_NMOVES);
  }
  return 1;
}
static inline void short_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  p1_state *o=o_;
  (void)ctx;
  if (short_turn(s_,m,o,leaf))
    for (int k=0; k<3; k++) __builtin_prefetch(tab1m.data+o[k].idx);
}

@ The bound is the largest of the three distances; once one of them is
beyond the moves left, the others need not be decoded.

@<Private functions of the two-phase solver@>=
static inline int short_bound(void *ctx,const void *s_,void *o_,int left)
{
  const p1_state *s=s_;
  p1_state *o=o_;
  int h=0;
  (void)ctx;
  for (int k=0; k<3; k++) {
    int e=tab1m.data[o[k].idx];
    o[k].dist=tpm.next_dist[s[k].dist][e&3];
    o[k].down=(uint8_t)(e>>2);
    if (o[k].dist>h) h=o[k].dist;
    if (h>left) break;
  }
  return h;
}
static inline uint32_t short_moves(void *ctx,const void *s_,int left)
{
  const p1_state *s=s_;
  uint32_t w=MASK_ALL;
  (void)ctx;
  for (int k=0; k<3; k++)
    if (s[k].dist==left) w&=short_down[k][s[k].t][s[k].down];
  return w;
}

@ The goal: in $H$ on the up-down axis (a cheap test that few leaves
pass), then the path made on the position must solve it.

@<Private functions of the two-phase solver@>=
static int short_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const p1_state *s=s_;
  solver *S=ctx;
  cubepos q=S->short_pos;
  if (s[0].cls!=0 || s[0].twist!=0) return 0;
  for (int i=0; i<len; i++) cube_move(&q,path[i]);
  if (!cube_equal(&q,&cube_solved)) return 0;
  for (int i=0; i<len; i++)
    if (S->short_inverse) S->bestpath[len-1-i]=cube_move_inverse(path[i]);
    else S->bestpath[i]=path[i];
  S->best=S->bestlen=len;
  S->short_found=1;
  return 1;
}

@ The search itself, made when the bound of the root allows. The three
states of the root are those of the starts of the three axes without
the inverse; a start dropped as the same as an earlier one has that
one's state. In the quarter-turn metric the search is the one of the
next section, up to |TWOPHASE_SHORT_QTM| quarter turns.

@<Solve |S| outright if it is at most |TWOPHASE_SHORT| moves from solved@>=
{
  int h0=0,best_dir=0,key[2]={0,0};
  p1_state root[2][3];
  for (int i=0; i<S.nstarts; i++) if (S.start[i].s1.dist>h0) h0=S.start[i].s1.dist;
  if (h0<=(S.qtm? TWOPHASE_SHORT_QTM: TWOPHASE_SHORT)) {
    cubepos inv;
    cube_inv(p,&inv);
    for (int dir=0; dir<2; dir++)
      for (int k=0; k<3; k++) {
        cubepos q;
        cube_conj(dir? &inv: p,axis_sym[k],&q);
        root[dir][k]=S.start[0].s1;
        for (int j=0; j<S.nstarts; j++)
          if (cube_equal(&S.start[j].pos,&q)) { root[dir][k]=S.start[j].s1; break; }
        key[dir]+=1<<(2*root[dir][k].dist); /* the largest distance first, then
          the number of axes at it */
      }
    best_dir=key[1]>key[0];
    S.short_pos=best_dir? inv: *p; S.short_inverse=best_dir;
    S.P0=S.P1; S.P0.moves=S.P0.last_moves=MASK_ALL; S.P0.state_size=sizeof root[0];
    if (S.qtm) @<Search |root[best_dir]| in quarter turns, up to |TWOPHASE_SHORT_QTM|@>@;
    else
      for (int d=h0; d<=TWOPHASE_SHORT && !S.stop; d++) {
        int rc=ida_depth_core(&S.P0,root[best_dir],d,CUBE_NOMOVE,S.p1path,short_child,
          short_bound,short_goal,NULL,short_moves,0);
        if (rc) S.stop=1;
      }
  }
}

@ In the quarter-turn metric the short search counts quarter turns, so
that the positions within its reach get solutions that are shortest in
that metric, not in face turns: \.{R2 U} is three quarter turns from
solved, and so is \.{R' U2}, but a face-turn search would take \.{R2 U}'s
own two moves whatever they cost. The search is the one above with the
moves and the bound of phase~1 in quarter turns (its own section): it
makes the twelve quarter turns, in the canonical sequences of the
quarter-turn state machine (a half turn is two equal quarter turns in a
row), so that its depth is the number of quarter turns; its bound is the
largest of the three distances to~$H$ in quarter turns, read from the
residue table of quarter turns, and a lower bound on the distance to
solved in that metric, since a sequence that solves the position takes
it into $H$ on every axis. That table has no codes of down moves, so
every node tries every move the state machine allows. Since a quarter
turn changes the parity of the corner permutation, only the depths of
the position's parity (|cube_parity|) are searched, every other one. The
goal is the same, and records the quarter turns; they are joined into
half turns when the result is filled in, as those of phase~1 are.

The limit of 12 quarter turns is chosen as the 10 moves of the
half-turn metric are. On the 1,000 random positions of \.{cube scramble
1000 --seed 1} the search is made for 851 and makes 98 states a position
on average, against some 90 phase-1 and 250 phase-2 states for the
first two-phase solution and a million for one within 26 quarter turns;
a limit of 13 would make 1,066 states a position, and 14, 9,836. Its
dearest positions are those with no turn but half turns, in~$H$ on all
three axes, where the bound says little: 20 such positions of 20 random
half turns make up to 36 million states each, as the search in face
turns makes up to 90 million for them within its 10 moves.

@<Search |root[best_dir]| in quarter turns, up to |TWOPHASE_SHORT_QTM|@>=
{
  S.P0.moves=S.P0.last_moves=MASK_QUARTER;
  for (int d=h0+((h0^cube_parity(p))&1); d<=TWOPHASE_SHORT_QTM && !S.stop; d+=2) {
    int rc=ida_depth(&S.P0,root[best_dir],d,CUBE_NOMOVE,S.p1path,qshort_child,qshort_bound,
      short_goal);
    if (rc) S.stop=1;
  }
}

@ Both phases share the limits: the deadline, the cancel flag and the
budget of states (the budget is for the two phases together, so phase~2
gets what phase~1 leaves).

A phase-1 path ends with a quarter turn of a side face: a move of $H$
cannot bring a coset other than $H$ into~$H$, and a path that is in $H$
before its last move is skipped anyway. So the last move is taken from the
eight others only, which saves most of the work at the last level, where
most of the work is.

@<Set up the two search problems of |S|@>=
S.P1.moves=MASK_ALL; S.P1.state_size=sizeof(p1_state); S.P1.ctx=&S;
S.P1.last_moves=MASK_ALL&~MASK_H;
if (S.qtm) @<Make phase~1 of |S| a search of quarter turns@>;
S.P2.moves=S.P2.last_moves=MASK_H; S.P2.state_size=sizeof(p2_state); S.P2.ctx=&S;
S.P1.deadline=o->seconds>0? t0+o->seconds: 0;
S.P1.cancel=S.P2.cancel=o->cancel;
S.P1.node_limit=o->node_limit/2; S.P2.node_limit=o->node_limit-o->node_limit/2;

@ The result is the best solution, if any. It is checked before it is
returned, by applying it to the position: a solution that does not solve
is a bug in this program, and is reported as such, never returned.
@^sanity checks@>

@<Fill in the result |r| of |S|@>=
memset(r,0,sizeof *r);
r->nodes=S.P0.nodes+S.P1.nodes+S.P2.nodes;
r->short_nodes=S.P0.nodes; r->phase1_nodes=S.P1.nodes; r->phase2_nodes=S.P2.nodes;
r->phase2_tried=S.p2_tried; r->phase2_searched=S.p2_searched;
r->ntrace=S.ntrace; memcpy(r->trace,S.trace,sizeof r->trace);
r->timed_out=(S.P0.stopped || S.P1.stopped || S.P2.stopped) && S.best>S.target;
r->optimal=S.short_found;
if (S.best<=S.cap) {
  cubepos q=*p;
  r->found=1; r->length=S.best; r->solution.len=S.bestlen;
  memcpy(r->solution.mv,S.bestpath,S.bestlen);
  if (S.qtm) moveseq_join_quarters(&r->solution,&r->solution);
  cube_apply(&q,&r->solution);
  if (!cube_equal(&q,&cube_solved) || r->length!=(S.qtm? moveseq_qtm_length(&r->solution):
      r->solution.len)) {
    fprintf(stderr,"cube: internal error: a two-phase solution failed verification;\
 please report this position\n");
    abort();
  }
}

@ Initialization loads (or builds, with a progress line) the three tables
and makes the compact move tables of phase~2 from the framework's
coordinates. It is done once; later calls return at once.

@<Functions of twophase@>=
static pthread_mutex_t init_lock=PTHREAD_MUTEX_INITIALIZER;
static int initialized[2]; /* of each metric */
static int twophase_init_metric(const prune_options *o,int qtm,char *err,size_t errlen)
{
  int rc=0;
  pthread_mutex_lock(&init_lock);
  if (!initialized[qtm]) {
    rc=twophase_load(o,qtm,err,errlen);
    if (rc==0) initialized[qtm]=1;
  }
  pthread_mutex_unlock(&init_lock);
  return rc;
}
int twophase_init(const prune_options *o,char *err,size_t errlen)
{
  return twophase_init_metric(o,0,err,errlen);
}

@ The table of down moves, for the tests, once |twophase_init| has
succeeded.

@<Functions of twophase@>=
const prune_table *twophase_down_table(void) { return &tab1m; }

@ The move tables of the two phases, for the step solvers, made if they
are not yet (without the pruning tables); |NULL| with a message if they
cannot be.

@<Functions of twophase@>=
const twophase_moves *twophase_move_tables(char *err,size_t errlen)
{
  pthread_mutex_lock(&init_lock);
  int rc=make_move_tables(err,errlen);
  pthread_mutex_unlock(&init_lock);
  return rc? NULL: &tpm;
}

@ The tables of a metric are loaded when it is first asked for; the move
tables, the same for both, the first time either is.

Start-up is a cost the user pays for every command, and with the tables
cached it is all reading and building: the table of down moves
(141\thinspace MB, read and checked), the large phase-2 table
(56\thinspace MB), the coordinates of both phases, whose classes and
tables are computed, and the small tables. Every table of 2\thinspace MB
or more is in large pages (the coordinates' chapter and the pruning chapter
say why). The reading needs nothing of the building until the end, when
each table's size is compared with its coordinate's, so in the half-turn
metric a second thread reads the two large tables (|prune_read| of the
pruning chapter) while this one builds the coordinates of both phases;
then the tables are tied to their coordinates (|prune_adopt|). The second
thread only reads: if a table is missing or damaged, or is refused when
it is tied, it is opened again below in this thread, which builds it,
with its messages in order.

The loading of the table of down moves and the building of the
coordinates take about as long as each other, so the two threads
overlap them; the measurements chapter (\chapno{measure}) gives the
start-up of \.{cube solve} with one thread and with two.
@^start-up time@>
@^threads@>

@<Private functions of the two-phase solver@>=
typedef struct {
  const char *dir; /* the table cache */
  prune_table down,p2; /* the two large tables, if read */
  int down_rc,p2_rc; /* 0 if read */
  char down_path[4300],p2_path[4300]; /* their files */
} read_job2;
static int read_large_table(const char *dir,const char *name,uint32_t moves,int encoding,
  prune_table *t,char *path,size_t n)
{
  char file[128],err[CUBE_ERRLEN];
  prune_file_name_of(name,moves,encoding,file,sizeof file);
  snprintf(path,n,"%s/%s",dir,file);
  return prune_read(t,name,moves,encoding,path,err,sizeof err);
}
static void *read_large_tables(void *arg)
{
  read_job2 *j=arg;
  j->down_rc=read_large_table(j->dir,"phase1",MASK_ALL,PRUNE_BYTE,&j->down,j->down_path,
    sizeof j->down_path);
  j->p2_rc=read_large_table(j->dir,"phase2",MASK_H,PRUNE_NIBBLE,&j->p2,j->p2_path,
    sizeof j->p2_path);
  return NULL;
}
@#
static int twophase_load(const prune_options *o,int qtm,char *err,size_t errlen)
{
  coord *c1,*c2,*c2s;
  char dir[4096];
  pthread_t th;
  read_job2 job={dir,{0},{0},-1,-1,"",""};
  int threaded=!qtm && prune_cache_dir(o->dir,dir,sizeof dir,err,errlen)==0
    && pthread_create(&th,NULL,read_large_tables,&job)==0;
  c1=coord_find("phase1"); c2=coord_find("phase2"); c2s=coord_find("phase2slice");
  if (threaded) {
    pthread_join(th,NULL);
    if (job.down_rc==0 && (job.down_rc=prune_adopt(&job.down,c1,job.down_path,err,errlen))==0)
      tab1m=job.down;
    if (job.p2_rc==0 && (job.p2_rc=prune_adopt(&job.p2,c2,job.p2_path,err,errlen))==0)
      tab2=job.p2;
  }
  if (make_move_tables(err,errlen)) return -1;
  if (qtm) @<Load the tables of the two-phase solver in the quarter-turn metric@>@;
  else if ((job.down_rc && open_down_table(o,err,errlen))
      || (job.p2_rc && prune_open(&tab2,c2,MASK_H,PRUNE_NIBBLE,o,err,errlen))
      || prune_open(&tab2s,c2s,MASK_H,PRUNE_NIBBLE,o,err,errlen)) return -1;
  return 0;
}

@ The move tables are made once, under the lock of the initialization.

@<Private functions of the two-phase solver@>=
static int make_move_tables(char *err,size_t errlen)
{
  static int common; /* the move tables are made */
  if (!common) {
    tpm.fs_move=coord_find("flipslice16")->move_table;
    tpm.fs_classof=coord_find("flipslice16")->classof;
    make_down_moves();
    @<Find the rotations |axis_sym| to the three axes@>;
    for (int m=0; m<CUBE_NMOVES; m++)
      for (int s=0; s<KOC_NSYMS; s++)
        if (cube_sym_move[s][m]==m) move_fixers[m]|=(uint16_t)(1u<<s);
    for (int d=0; d<64; d++)
      for (int r=0; r<3; r++) {
        tpm.next_dist[d][r]=(uint8_t)prune_mod3_distance(d,r);
        next_dist2[d][r]=(d+2)%3==r? d+2: d%3==r? d: d>1? d-2: 0;
      }
    tpm.cp_move=coord_find("cperm16")->move_table;
    tpm.cp_classof=coord_find("cperm16")->classof;
    @<Make the compact phase-2 tables@>;
    common=1;
  }
  return 0;
}

@ @.out of memory@>
@^error messages@>
@<Make the compact phase-2 tables@>=
{
  coord *ud=coord_find("udperm"),*sl=coord_find("sliceperm");
  tpm.ud_move=malloc(sizeof(*tpm.ud_move)*KOC_PERM8);
  tpm.ud_sym=malloc(sizeof(*tpm.ud_sym)*KOC_PERM8);
  if (!tpm.ud_move || !tpm.ud_sym) return cube_error(err,errlen,"out of memory");
  for (int x=0; x<KOC_PERM8; x++) {
    for (int m=0; m<CUBE_NMOVES; m++) tpm.ud_move[x][m]=(uint16_t)coord_move(ud,x,m);
    for (int s=0; s<KOC_NSYMS; s++) tpm.ud_sym[x][s]=(uint16_t)coord_trans(ud,x,s);
  }
  for (int x=0; x<KOC_S4; x++) {
    for (int m=0; m<CUBE_NMOVES; m++) tpm.sl_move[x][m]=(uint8_t)coord_move(sl,x,m);
    for (int s=0; s<KOC_NSYMS; s++) tpm.sl_sym[x][s]=(uint8_t)coord_trans(sl,x,s);
  }
}

@ The table of down moves is kept in the table cache like any other,
as a table of the coordinate \.{phase1} in the byte encoding of the
pruning chapter (file \.{phase1-m3ffff-e8.tbl}). It is made from the
residue table of \.{phase1}, which is opened (loaded, or built) for the
purpose and freed after: the two-phase solver reads only the byte table.
As for every table, a build happens under a lock on a companion file, so
that two processes do not both make it, and the second one then loads
what the first saved; a table that cannot be saved is kept for the run.

@<Private functions of the two-phase solver@>=
static int open_down_table(const prune_options *o,char *err,size_t errlen)
{
  coord *c1=coord_find("phase1");
  char dir[4096],name[128],path[4300],why[CUBE_ERRLEN];
  struct stat l;
  if (prune_cache_dir(o->dir,dir,sizeof dir,err,errlen)) return -1;
  prune_file_name(c1,MASK_ALL,PRUNE_BYTE,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",dir,name);
  if (prune_load(&tab1m,c1,MASK_ALL,PRUNE_BYTE,path,why,sizeof why)==0) return 0;
  if (!o->may_build) return cube_error(err,errlen,"%s",why);
  if (lstat(path,&l)==0) fprintf(stderr,"cube: %s; rebuilding it\n",why);
  int fd=prune_lock(dir,name,o->progress,err,errlen);
  if (fd<0) return -1;
  int rc=0;
  if (prune_load(&tab1m,c1,MASK_ALL,PRUNE_BYTE,path,why,sizeof why)) {
    rc=make_down_table(c1,o,err,errlen);
    if (rc==0 && prune_save(&tab1m,path,why,sizeof why))
      fprintf(stderr,"cube: %s; table %s is kept in memory for this run only\n",why,name);
  }
  prune_unlock(fd,dir,name);
  return rc;
}

@ Making the table: the residue table gives each entry's residue, and the
residues of its 18 neighbours say which are one move closer. The entries
of a class are done together: the 18 moves take the class's
representative to 18 classes, found once, and the neighbours of its 2187
twists lie in those 18 classes' rows, a few hundred bytes each, so the
work runs in the cache. The classes are shared among the threads of the
build.

@<Private functions of the two-phase solver@>=
typedef struct { const uint8_t *t1; uint8_t *out; uint32_t c0,c1; } down_part;
static void *make_down_part(void *arg)
{
  const down_part *a=arg;
  for (uint32_t c=a->c0; c<a->c1; c++) {
    uint32_t row[CUBE_NMOVES],sym[CUBE_NMOVES];
    for (int m=0; m<CUBE_NMOVES; m++) {
      uint32_t k=tpm.fs_move[c*CUBE_NMOVES+m];
      row[m]=(k&COORD_CLASSMASK)*KOC_TWIST; sym[m]=k>>COORD_SYMSHIFT;
    }
    for (int tw=0; tw<KOC_TWIST; tw++) {
      uint64_t x=(uint64_t)c*KOC_TWIST+tw;
      int r=prune_mod3(a->t1,x),want=(r+2)%3;
      uint32_t down=0;
      for (int m=0; m<CUBE_NMOVES; m++)
        if (prune_mod3(a->t1,row[m]+koc_twist_sym[koc_twist_move[tw][m]][sym[m]])==want)
          down|=1u<<m;
      a->out[x]=(uint8_t)(r|down_code(down)<<2);
    }
  }
  return NULL;
}

@ The byte table takes over the residue table's description: its size,
its distribution and its largest distance are the same.

@<Private functions of the two-phase solver@>=
static int make_down_table(coord *c1,const prune_options *o,char *err,size_t errlen)
{
  prune_table t1;
  double t0=ida_now();
  int threads=o->threads? o->threads: prune_default_threads();
  if (prune_open(&t1,c1,MASK_ALL,PRUNE_MOD3,o,err,errlen)) return -1;
  tab1m=t1;
  tab1m.encoding=PRUNE_BYTE; tab1m.bytes=t1.n; tab1m.map=NULL; tab1m.maplen=0;
  tab1m.data=malloc(t1.n);
  if (!tab1m.data) { prune_free(&t1); return cube_error(err,errlen,"out of memory"); }
  @<Run |threads| workers of |make_down_part| over the classes@>;
  prune_free(&t1);
  tab1m.seconds=ida_now()-t0;
  if (o->progress) cube_progress("cube: built the down moves of table phase1 in %.1f s\n",
    tab1m.seconds);
  return 0;
}

@ @<Run |threads| workers of |make_down_part| over the classes@>=
{
  uint32_t nc=(uint32_t)coord_find("flipslice16")->n;
  down_part part[64];
  pthread_t th[64];
  int started[64]={0};
  if (threads>64) threads=64;
  for (int i=0; i<threads; i++) {
    part[i].t1=t1.data; part[i].out=tab1m.data;
    part[i].c0=(uint32_t)(nc*(uint64_t)i/threads);
    part[i].c1=(uint32_t)(nc*(uint64_t)(i+1)/threads);
  }
  for (int i=1; i<threads; i++)
    started[i]=pthread_create(&th[i],NULL,make_down_part,&part[i])==0;
  make_down_part(&part[0]);
  for (int i=1; i<threads; i++)
    if (started[i]) pthread_join(th[i],NULL);
    else make_down_part(&part[i]);
}

@ A traced solve. What the six interleaved searches do is best seen on one
position: the first of the random positions of the tests, \.{R' B F2 L2
U' R2 D2 U R2 U' F2 U R2 L F L2 D2 B U B' F2}. The solver reports each
solution it finds that is shorter than the one before, with the start
that found it (the axis, 0 for the up-down one, 1 and 2 for the others,
whether the inverse, and the pre-move, if any), and the lengths of its
two phases, to which a pre-move adds one:
$$\vbox{\halign{\hfil#\quad&\hfil#\hfil\quad&\hfil#\hfil\quad&\hfil#\cr
target&start&phases&total\cr
\noalign{\smallskip\hrule\smallskip}
first found&axis 2&$9+14$&23\cr
21&axis 0, pre-move \.B&$9+11$&21\cr
20&(the one above, then)&&\cr
  &axis 2&$10+10$&20\cr}}$$
With no target beyond the first solution, phase~1 made 20 states, and
the one phase-1 solution of 9 moves that reached $H$ was given to
phase~2, which made 290 states. At target~21, 234 phase-1 states and 19
phase-1 solutions, of which only one passed the phase-2 bound, with
phase~2 held to two moves more than phase~1 (the section on the start of
phase~2 says why), and was searched (85 states); at target~20, 1,654
phase-1 states, 196 phase-1 solutions offered and 2 searched, 194
phase-2 states. Without that limit the search at target~21 found
solutions of 23, 22 and 21 moves, the first the one of $9+14$ moves
above, and searched 6 phase-1 solutions (1,184 phase-2 states); at
target~20 it searched 7 (1,293 states). (With the six starts alone,
without the down moves, the cut of detours and the limit, described
above, phase~1 made 119, 1,941 and 4,944 states; this position is one
where the starts with a pre-move cost more at target~20 than they save,
though on average they save a factor of nearly three.) Most of the work
of a shorter target is in phase~1, and most phase-1 solutions never start
a phase-2 search: the cheap bound of their phase-2 position refuses
them. The test of this chapter checks the trace above.
@^two-phase algorithm, traced@>

@ Where the time goes. The benchmark at the end of this chapter, which
\.{make bench} runs, solves the 100 random positions of the tests, each
five times at each target, the best round
reported, one thread; the measurements chapter (\chapno{measure}) gives
its times. The counts of states it prints do not depend on the machine.
With the plain phase-1 search (every canonical move tried at every node,
no cut of detours), a position makes 115, 4,955 and 84,808 phase-1
states on average for the first solution found and at targets 21
and~20, and 300, 664 and 888 phase-2 states; 1.0, 80.7 and 1,420 of its
phase-1 solutions reach~$H$ and are offered to phase~2, and 1.0, 3.6
and 7.0 of those pass the phase-2 bound and are searched. At the usual
target of 20 moves, 99\%\ of the states are made in phase~1. Phase~2
costs little, because its bound refuses all but one phase-1 solution in
two hundred: the small table of corner classes and middle-edge
permutations, read before any phase-2 search, already does the work that
a combined bound on the start of phase~2 could do.
@^two-phase algorithm, measured@>

@ The counts of states do not show where the time of a solve goes; a
profile does. Sampled by \.{perf} while the 100 random positions were
solved at target~21 a few hundred times in one process, the routines
took these shares of the samples (a routine that the compiler put inside
its caller is counted there: the phase-2 search inside the test before
it, the phase-1 search inside the solve):
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
&residues&four bits&walks together\cr
\noalign{\smallskip\hrule\smallskip}
walk down the phase-2 residues&35\%&---&---\cr
phase-2 test and search&23\%&47\%&54\%\cr
walks down the phase-1 table&18\%&25\%&17\%\cr
phase-1 search&9\%&10\%&10\%\cr
phase-1 states of the starts&6\%&8\%&9\%\cr}}$$
The first column is the program with its phase-2 table in residues: a
third of the time went to finding the exact phase-2 distance before each
phase-2 search, a walk of a dozen dependent reads in a table of
28\thinspace MB. The table of four bits ends that walk (second column),
and the walks down the phase-1 table, a fifth then a quarter of the
time, are cut by going in lock step (third column). What remains is
mostly the phase-2 search and its test, whose reads of the large table
are misses of the cache, and the starts. At target~20, in the program of
the second column, the phase-1 search
and the phase-2 work take 43 and 42\%\ of the samples, the walks 6\%.
@^two-phase algorithm, measured@>

@ The phase-1 bound cannot be made stronger: it is exact. A larger table
can only tell more about each entry, and the table of down moves tells
which moves to try. What remains is to need fewer phase-1 solutions
before one of the target length turns up, and the starts with pre-moves
do that, with eight times as many searches at each phase-1 length, as
many chances. The counts of states, which do not depend on the
machine, show what each device does (per position, on the same 100
positions; each column adds a device to those on its left; the last two
columns are for all of them):
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&
\hfil#\quad&\hfil#\cr
&\multispan4\hfil phase-1 states\hfil\quad&&\cr
target&plain&down moves&detour cut&pre-moves&to phase 2&phase-2 states\cr
\noalign{\smallskip\hrule\smallskip}
first found&115&15&15&15&1.0 (1.0)&300\cr
21&4,955&902&855&171&26.6 (3.5)&682\cr
20&84,808&16,355&14,774&5,302&808 (6.8)&922\cr}}$$
These are counts without the limit on the length of phase~2; with it
(the program as it is), phase~1 makes 397 and 5,648 states a position
at targets 21 and~20, 57.3 (3.1) and 855 (6.0) of its solutions go to
phase~2, and phase~2 makes 315 and 495 states; the first solution found
is searched without it.
The time falls less than the states do. The states that the down moves
spare are children made and cut at once, each a cache miss, but issued
together with the misses of their siblings; the states that remain are
the nodes on the way to~$H$, where each read waits for the one before.
\.{tests/bench\_twophase.sh} (run by \.{make bench}) prints the times
next to those of Rokicki's \.{twophase}, when a build of it is at hand,
on the same positions with one thread; it subtracts \.{twophase}'s loading
of its tables from a run of the positions repeated \.{REPEAT} times
(10 unless the environment says otherwise). The
program's tables take 197\thinspace MB (180 with the phase-2 table in
residues), \.{twophase}'s 737. The measurements chapter
(\chapno{measure}) gives the times, with the table of four bits and with
residues, the time the tables take to load and to make, and how much the
speed of the machine drifts.

Three more levers were measured and left out. Two pre-moves before a
start (the starts of one pre-move given pre-moves of their own): with
them the phase-1 states at target~20 more than double (18,056 against
7,830, both counted with all starts made at once and no twins), since
each such start needs two moves more than its phases. Measured with the
six starts alone: the order of the searches,
taking the pairs of a start and a phase-1 length in the order of the
slack (the length less the start's distance) first, or of length plus
slack, instead of length first, changes the phase-1 states at target~20
by less than 1\%. And a bound on the corner permutation at the end of
phase~1 (the fewest moves of $H$ that can solve it after the moves left
of phase~1, a table of 40,320 entries per number of moves left), which
refuses a phase-1 node whose corners cannot be solved in the moves that
phase~2 may use, spares 2\% of the states at target~20.

The tail remains. At target~20 the slowest of the hundred positions makes
133,017 phase-1 states, 25 times the average: a position whose first
solution of 20 moves has a long phase-1 part makes every search run to
the end at each shorter length first. At target~19 the tail
is the whole story: nearly all random positions have an optimal solution
of 18 moves or fewer, but a two-phase solution of 19 moves often needs a
phase-1 length well beyond the distances of the starts; the average is
1.5 million phase-1 states (2.1 million without the limit on phase~2,
3.9 million with the six starts alone as well), and
the slowest of the hundred makes 62 million, 41 times that.
@^two-phase algorithm, measured@>

@*1 The two-phase algorithm in the quarter-turn metric.
The same solver finds short solutions in the quarter-turn metric, where a
half turn counts two (the first chapter), when its options say |qtm|: the
target and the length of the solution are then counted in quarter turns.
Little changes, and each change follows from what the metric is.
@^quarter-turn metric@>
@^two-phase algorithm, quarter-turn metric@>

\item{$\bullet$} {\it Phase~1} searches canonical sequences of quarter
turns (the first chapter's state machine, as the optimal solver of the
quarter-turn metric does), guided by the phase-1 table made with the 12
quarter turns, which that solver's family \.{small-qtm} shares. A half
turn of phase~1 is two equal quarter turns in a row. A phase-1 sequence
ending with a quarter turn of \.U or~\.D ends with a move of~$H$ and is
skipped as before; so is one that ends with two equal quarter turns, as
\move{R R}: it was in $H$ two turns earlier, since \move{R2} is in~$H$.
\item{$\bullet$} {\it Phase~2} keeps the ten moves of~$H$ and the
canonical sequences of the half-turn metric, but \move{U2}, \move{D2}
and the half turns of the other four faces cost two. No solution is
lost by keeping the ten moves: a sequence of moves of $H$ that is not
canonical, as \move{U U} or \move{R2 L2 R2}, can be rewritten into a
canonical one that costs no more. The search is the generic one with
costs (|ida_depth_costs|, |dear| the six half turns of~$H$), so the
budget of each iteration is in quarter turns; and since the parity of a
phase-2 length is that of the corner permutation of the position in~$H$,
the iterations go up by two.
\item{$\bullet$} {\it The phase-2 tables} are those of the same two
coordinates made with the moves of cost one and two of the pruning chapter
(the move set |prune_qtm_moves(MASK_H)|, the quarter turns of \.U and~\.D
and the other half turns, with |PRUNE_QTM|). Their distances are
longer, up to~30 for the large table and~22 for the small one, so
the small table too holds residues: four bits cannot hold 22. The large
one is read in the search as in the half-turn metric, from the exact
distance of the parent, with one difference: after a half turn the child
is at $d-2$, $d$ or $d+2$ (the parity again), which |next_dist2| decodes.
The small one, 66,432 entries, is turned into exact distances when it is
loaded.
\item{$\bullet$} {\it Before phase~2} the same test as in the half-turn
metric, with the parity.
\item{$\bullet$} {\it The short search} counts quarter turns too, up
to |TWOPHASE_SHORT_QTM|, with the phase-1 table of quarter turns as its
bound (its section, with the short search of face turns).

The six starts, the symmetries and the inverse need nothing new: a
rotation takes quarter turns to quarter turns, and so does inversion.
The solution is written with a half turn for each two equal quarter
turns of phase~1 in a row (|moveseq_join_quarters|), so that its number
of moves is its length in the half-turn metric; both are checked before
it is returned.

@<Make phase~1 of |S| a search of quarter turns@>=
{
  S.P1.moves=MASK_QUARTER; S.P1.last_moves=MASK_QUARTER&~MASK_H;
  S.P1.next=cube_qtm_next; S.P1.after=cube_qtm_after;
}

@ Phase~1 in quarter turns reads the residue table of quarter turns, two
bits an entry, without the codes of down moves, the cut of detours or
the symmetric starts of the half-turn solver, which its table has no
room for or which were measured for face turns only. Its child makes the
same move (|p1_move|) and prefetches from the residue table; its bound
decodes the residue.

@<Private functions of the two-phase solver@>=
static inline void q1_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const p1_state *s=s_;
  p1_state *o=o_;
  (void)ctx;
  p1_move(&tpm,s,m,o);
  o->fix=1;
  if (leaf) return;
  o->idx=o->cls*KOC_TWIST+o->twist;
  __builtin_prefetch(qtab1.data+(o->idx>>2));
  __builtin_prefetch(tpm.fs_move+o->cls*CUBE_NMOVES);
}
static inline int q1_bound(void *ctx,const void *s_,void *o_,int left)
{
  const p1_state *s=s_;
  p1_state *o=o_;
  (void)ctx; (void)left;
  o->dist=tpm.next_dist[s->dist][prune_mod3(qtab1.data,o->idx)];
  return o->dist;
}

@ The short search in quarter turns (above) makes the three states of a
node as the short search in face turns does, and prefetches from the
residue table of quarter turns; its bound decodes the three residues,
each from the exact distance of the parent on its axis, and is the
largest of the three distances.

@<Private functions of the two-phase solver@>=
static inline void qshort_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  p1_state *o=o_;
  (void)ctx;
  if (short_turn(s_,m,o,leaf))
    for (int k=0; k<3; k++) __builtin_prefetch(qtab1.data+(o[k].idx>>2));
}
static inline int qshort_bound(void *ctx,const void *s_,void *o_,int left)
{
  const p1_state *s=s_;
  p1_state *o=o_;
  int h=0;
  (void)ctx;
  for (int k=0; k<3; k++) {
    o[k].dist=tpm.next_dist[s[k].dist][prune_mod3(qtab1.data,o[k].idx)];
    if (o[k].dist>h) h=o[k].dist;
    if (h>left) break;
  }
  return h;
}

@ The decoding after a half turn, as |next_dist| after a move of cost one.

@<Private data of the two-phase solver@>=
static uint8_t next_dist2[64][4];
static uint8_t *q2s_dist; /* the exact distances of the small phase-2 table */
static inline int q2_bound(void *ctx,const void *s_,void *o_,int left);

@ @<Private functions of the two-phase solver@>=
static inline int q2_bound(void *ctx,const void *s_,void *o_,int left)
{
  const p2_state *s=s_;
  p2_state *o=o_;
  const solver *S=ctx;
  (void)left;
  int b=S->t2s[o->small];
  o->dist=(o->half? next_dist2: tpm.next_dist)[s->dist][prune_mod3(S->t2,o->idx)];
  return b>o->dist? b: o->dist;
}

@ The test before phase~2: the phase-2 distance is at least the exact
distance~$b$ of the small table, and at least the distance of the large
one, whose residue $r$ is read and whose parity is that of~$b$ (both are
the parity of the corner permutation); the least number with that
residue and that parity, $r$ or $r+3$, is a lower bound of it. The
larger of the two must fit in the quarter turns left before the exact
distance is walked. (The distance of the large table need not be at
least~$b$: the two tables see different edges.)

@<Set |h| to the phase-2 bound of |p2| in quarter turns, or return 0...@>=
{
  int r=prune_mod3(S->t2,p2.idx),b=S->t2s[p2.small],lb=(r&1)==(b&1)? r: r+3;
  if (b>lb) lb=b;
  if (lb>allowed) return 0;
  p2.dist=p2_exact(S,p2);
  if (p2.dist>allowed) return 0;
  h=p2.dist>b? p2.dist: b;
}

@ The tables. The phase-1 table is the optimal solver's; the two phase-2
tables are made the first time (in seconds: the measurements chapter). The
small one is then walked once for every entry, 66,432 walks, to give an
array of exact distances, one byte each (|q2s_dist|), which is what the
search reads: a walk for each phase-1 solution offered to phase~2 would
cost more than the search itself.

@<Load the tables of the two-phase solver in the quarter-turn metric@>=
{
  uint32_t hq=prune_qtm_moves(MASK_H);
  if (prune_open(&qtab1,c1,MASK_QUARTER,PRUNE_MOD3,o,err,errlen)
      || prune_open(&qtab2,c2,hq,PRUNE_MOD3,o,err,errlen)
      || prune_open(&qtab2s,c2s,hq,PRUNE_MOD3,o,err,errlen)) return -1;
  if (!q2s_dist && !(q2s_dist=malloc(qtab2s.n))) return cube_error(err,errlen,"out of memory");
  for (uint64_t x=0; x<qtab2s.n; x++) q2s_dist[x]=(uint8_t)prune_distance(&qtab2s,x);
}

@ @<Functions of twophase@>=
int twophase_init_qtm(const prune_options *o,char *err,size_t errlen)
{
  return twophase_init_metric(o,1,err,errlen);
}

@ No position is more than 13 quarter turns from~$H$, and the largest
distance of the phase-2 table is~30, but that is a distance of the
coordinates, not of the positions of~$H$, which may be further; so there
is no bound as simple as the 30 moves of the half-turn metric. The
solver accepts solutions of at most 40 quarter turns, the most the
search's stack holds (|IDA_MAXDEPTH|).

@<Types of twophase@>=
enum { TWOPHASE_CAP_QTM = IDA_MAXDEPTH };

@ What the quarter-turn metric costs, counted on the 100 random positions
of the tests. The counts are those of the solver, the same on any
machine (the times are in \.{make bench}); the tests check the lengths
at target~27 and those of the first solutions found. Per position, on
average:
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&
\hfil#\cr
target&quarter turns&moves&phase-1 states&to phase 2&phase-2 states\cr
\noalign{\smallskip\hrule\smallskip}
first found&32.15&23.74&91&1.0 (1.0)&252\cr
30&29.17&21.82&1,196&22.6 (2.9)&576\cr
28&27.09&20.96&29,190&555.6 (5.1)&734\cr
27&26.35&20.73&86,929&1,639.5 (6.0)&783\cr
26&25.15&20.29&1,114,871&20,961.4 (7.5)&845\cr
25&24.41&19.89&2,429,022&45,620.8 (8.3)&869\cr}}$$
(``moves'': the same solutions counted in face turns.) The first solution
found has 37 quarter turns at most, well within the cap of~40. A target
of 26, the most that any position needs \cite{Rokicki 2014} and the
default of the command, takes about 1.1 million phase-1 states, thirteen
times what the half-turn metric's target of~20 takes (85,695); the
solutions then average 20.29 face turns, against 19.80 for those
found in face turns at target~20. As in the half-turn metric, nearly all
of the work is in phase~1, and the bound refuses nearly every phase-1
solution offered to phase~2: all but one in 2,800 at target~26.
@^two-phase algorithm, measured@>

@*1 Testing the two-phase solver.
Every solution is verified inside the solver; the tests check the rest:
that solutions exist for the public position sets and are no longer than
the target, and the edge cases. The tables come from the cache directory
that \.{make test} sets.

@(tests/test_twophase.c@>=
#include <stdlib.h>
#include <string.h>
#include "twophase.h"
#include "check.h"
#include "solvetest.h"
@<Test routines of twophase@>@;
int main(void)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  coord_init();
  if (!CHECK(twophase_init(&po,err,sizeof err)==0)) { printf("  %s\n",err); return 1; }
  @<Run the tests of twophase@>;
  return check_done("test_twophase");
}

@ A helper solves one position with a target and checks the solution
independently: applying it to the position must give the solved cube.

@<Test routines of twophase@>=
static int solve_ok(const cubepos *p,int target,int *len)
{
  twophase_options o={target,0,0,0,NULL};
  twophase_result r;
  cubepos q=*p;
  twophase_solve(p,&o,&r);
  if (!r.found) return 0;
  cube_apply(&q,&r.solution);
  *len=r.length;
  return cube_equal(&q,&cube_solved) && r.length<=target;
}

@ The table of down moves is checked by another path than the one that
made it. Its residues must be those of the residue table of \.{phase1},
entry for entry, and its file must pass the check of the pruning chapter
(its residues counted against the distribution of its header, which
must be the residue table's). Its codes are checked on 139,653 entries
spread over the table (one in 1009): each entry is turned into a cube
position by the framework (|coord_to_cube|), each of the 18 moves is
made on the cube, the framework's |coord_index| gives the neighbour's
entry, and the residues say which neighbours are one move closer; the
code is then formed again by the rule of the text, written anew here, and
compared. The solver's own path goes through the move table of classes
and the twist tables instead, and its own code routines.

@<Run the tests of twophase@>=
{
  const prune_table *tm=twophase_down_table();
  coord *c1=coord_find("phase1");
  prune_table t1;
  prune_options po1={NULL,1,0,0};
  char path[4400],dir[4096],name[128];
  CHECK(prune_open(&t1,c1,MASK_ALL,PRUNE_MOD3,&po1,err,sizeof err)==0);
  CHECK(tm->n==t1.n && tm->encoding==PRUNE_BYTE && tm->maxdist==t1.maxdist
    && memcmp(tm->dist,t1.dist,sizeof t1.dist)==0);
  uint64_t same=0,bad=0;
  for (uint64_t x=0; x<t1.n; x++) same+=(tm->data[x]&3)==prune_field(&t1,x);
  CHECK(same==t1.n);
  CHECK(prune_cache_dir(NULL,dir,sizeof dir,err,sizeof err)==0);
  prune_file_name(c1,MASK_ALL,PRUNE_BYTE,name,sizeof name);
  snprintf(path,sizeof path,"%s/%s",dir,name);
  if (!CHECK(prune_check_file(path,err,sizeof err)==0)) printf("  %s\n",err);
  for (uint64_t x=0; x<t1.n; x+=1009) @<Check the code of down moves of entry |x|@>;
  if (bad) printf("  %llu entries with a wrong code of down moves\n",(unsigned long long)bad);
  CHECK(bad==0);
  prune_free(&t1);
}

@ @<Check the code of down moves of entry |x|@>=
{
  cubepos p;
  uint32_t down=0;
  int r=prune_field(&t1,x),faces[6],nf=0,code;
  coord_to_cube(c1,x,&p);
  for (int m=0; m<CUBE_NMOVES; m++) {
    cubepos q=p;
    cube_move(&q,m);
    if (prune_field(&t1,coord_index(c1,&q))==(r+2)%3) down|=1u<<m;
  }
  for (int f=0; f<6; f++) if (down>>(3*f)&7) faces[nf++]=f;
  if (nf==1) code=7*faces[0]+(int)(down>>(3*faces[0])&7)-1;
  else if (nf==2) {
    code=42;
    for (int f=0; f<6; f++)
      for (int g=f+1; g<6; g++)
        if (f<faces[0] || (f==faces[0] && g<faces[1])) code++;
  } else code=63;
  if (tm->data[x]>>2!=code) bad++;
}

@ The positions of the files in \.{tests/data}: 100 random positions and
100 each at optimal distance 15, 16 and~17, the first hundred lines of the
files of Chen Shuang's {\it cube\_solver\_test} \cite{Chen}, and the
superflip, every edge flipped in place, of optimal length~20, from
Tronto's benchmarks \cite{Tronto H48}. All must be solved in at most 20
moves. (The files are read from \.{tests/data}, or from the directory that
the environment variable \.{CUBE\_DATA} names; the test counts a missing
file as a failure.)
@^superflip@>

@<Run the tests of twophase@>=
{
  static const char *const files[]={"random-states.txt","optimal-15.txt",
    "optimal-16.txt","optimal-17.txt","superflip.txt"};
  for (int f=0; f<5; f++) {
    char path[512],line[1024];
    const char *dir=getenv("CUBE_DATA");
    snprintf(path,sizeof path,"%s/%s",dir? dir: "tests/data",files[f]);
    FILE *in=fopen(path,"r");
    int n=0,ok=0,worst=0;
    if (!in) { printf("  cannot read %s\n",path); CHECK(0); continue; }
    while (fgets(line,sizeof line,in)) {
      cubepos p;
      int len=0;
      if (cube_parse(line,&p,NULL,NULL,err,sizeof err)) continue;
      n++;
      if (solve_ok(&p,20,&len)) ok++;
      if (len>worst) worst=len;
    }
    fclose(in);
    if (ok!=n || n==0) printf("  %s: %d of %d solved within 20\n",files[f],ok,n);
    CHECK(n>0 && ok==n);
  }
}

@ Edge cases: the solved cube has the empty solution; a position one move
away gets that move; two turns of one axis get two moves; a position of
$H$ and a position whose inverse is the position itself; and the six
starts are consistent: a solution for a position conjugated by a symmetry
has the same length bound.

@<Run the tests of twophase@>=
{
  static const struct { const char *pos; int len; } edge[]={
    {"",0},{"R",1},{"U2",1},{"F'",1},{"U D'",2},{"R L2",2},{"R2 U F2 D' B2",5},
    {"U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",20}};
  for (size_t i=0; i<sizeof edge/sizeof edge[0]; i++) {
    cubepos p;
    int len=-1;
    cube_parse(edge[i].pos,&p,NULL,NULL,err,sizeof err);
    int ok=solve_ok(&p,edge[i].len,&len) && len==edge[i].len;
    if (!ok) printf("  '%s': length %d\n",edge[i].pos,len);
    CHECK(ok);
  }
}

@ Symmetric positions, whose searches skip the moves of each orbit but
its lowest: the superflip is solved in 20 moves with the phase-1 states
that the text gives, and the pons asinorum, \move{U2 D2 F2 B2 L2 R2}, fixed by
all 48 symmetries, in its optimal 6 moves; a search that skipped a move
it needed would find it longer.
@^superflip@>
@^pons asinorum@>

@<Run the tests of twophase@>=
{
  cubepos p;
  twophase_options o={20,0,0,0,NULL};
  twophase_result r;
  CHECK(cube_parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",&p,NULL,NULL,
    err,sizeof err)==0);
  twophase_solve(&p,&o,&r);
  CHECK(r.found && r.length==20);
  CHECK_EQ(r.phase1_nodes,2072898);
  CHECK(cube_parse("U2 D2 F2 B2 L2 R2",&p,NULL,NULL,err,sizeof err)==0);
  o.target=6;
  twophase_solve(&p,&o,&r);
  CHECK(r.found && r.length==6);
}

@ Short positions, at the default target of 20 moves, get optimal
solutions: the search of short positions is exact up to |TWOPHASE_SHORT|
moves. A few positions of known optimal length (given by the optimal
solver of the previous chapter, and for most of them plain: a turn of a face
cannot undo two turns of two faces) must be solved in exactly that many
moves, by the short search, before any phase-1 state was made; then 60 positions made by 1 to |TWOPHASE_SHORT|
random moves are solved by the optimal solver (table family
\.{small}, tested in the next group), and the two-phase solver must find
a solution of exactly the optimal length. A solver that took the first
two-phase solution within 20 moves answers \.{R U} with nine moves.
@^short positions@>

@<Run the tests of twophase@>=
{
  static const struct { const char *pos; int len; } known[]={
    {"R U",2},{"R U R' U'",4},{"R U F",3},{"F R U R' U' F'",6},{"U2 D2 F2 B2 L2 R2",6},
    {"R U2 D' B D'",5}};
  twophase_options o={20,0,0,0,NULL};
  for (size_t i=0; i<sizeof known/sizeof known[0]; i++) {
    cubepos p;
    twophase_result r;
    CHECK(cube_parse(known[i].pos,&p,NULL,NULL,err,sizeof err)==0);
    twophase_solve(&p,&o,&r);
    int ok=r.found && r.length==known[i].len && r.phase1_nodes==0;
    if (!ok) printf("  '%s': %d moves, not %d\n",known[i].pos,r.length,known[i].len);
    CHECK(ok);
  }
  @<Solve positions of a few random moves both optimally and in two phases@>;
}

@ @<Solve positions of a few random moves both optimally and in two phases@>=
{
  int rc=optimal_init("small",&po,err,sizeof err),exact=0,n=0;
  cube_rng rng;
  if (!CHECK(rc==0)) printf("  %s\n",err);
  cube_rng_seed(&rng,10);
  for (int t=0; rc==0 && t<60; t++) {
    cubepos p=cube_solved;
    optimal_options oo={0,2,0,NULL,NULL,NULL,NULL,NULL};
    optimal_result opt;
    twophase_result r;
    int k=1+t%TWOPHASE_SHORT;
    for (int i=0; i<k; i++) cube_move(&p,(int)cube_rng_below(&rng,CUBE_NMOVES));
    optimal_solve(&p,&oo,&opt);
    twophase_solve(&p,&o,&r);
    n++;
    if (opt.found && r.found && r.length==opt.length) exact++;
    else printf("  %d random moves: %d moves in two phases, %d optimal\n",k,r.length,
      opt.length);
  }
  CHECK(rc==0 && exact==n && n==60);
}

@ The trace of the text, checked: the solutions found at targets 30 (the
first), 21 and~20 for the first random position, each with its start and
the lengths of its phases, the counts of phase-1 solutions offered to
phase~2 and searched, and the states of both phases. (The short search
makes states of its own, counted apart; this position is far from
solved.)

@<Run the tests of twophase@>=
{
  static const uint8_t want[3][2][3]={{{2,9,14}},{{6*(MOVE_B+1),9,11}},
    {{6*(MOVE_B+1),9,11},{2,10,10}}};
  static const struct { int target,ntrace; uint64_t tried,searched,n1,n2; } at[3]={
    {TWOPHASE_CAP,1,1,1,20,290},{21,1,19,1,234,85},{20,2,196,2,1654,194}};
  cubepos p;
  CHECK(cube_parse("R' B F2 L2 U' R2 D2 U R2 U' F2 U R2 L F L2 D2 B U B' F2",&p,NULL,NULL,
    err,sizeof err)==0);
  for (int k=0; k<3; k++) {
    twophase_options o={at[k].target,0,0,0,NULL};
    twophase_result r;
    twophase_solve(&p,&o,&r);
    int ok=r.ntrace==at[k].ntrace && r.phase2_tried==at[k].tried
      && r.phase2_searched==at[k].searched && r.phase1_nodes==at[k].n1
      && r.phase2_nodes==at[k].n2;
    for (int i=0; ok && i<r.ntrace; i++) ok=memcmp(r.trace[i],want[k][i],3)==0;
    if (!ok) printf("  trace at target %d: %d solutions, %llu offered, %llu searched,\
 states %llu and %llu\n",at[k].target,r.ntrace,(unsigned long long)r.phase2_tried,
      (unsigned long long)r.phase2_searched,(unsigned long long)r.phase1_nodes,
      (unsigned long long)r.phase2_nodes);
    CHECK(ok);
  }
}

@ In the quarter-turn metric, the tables are loaded (the phase-2 ones
were made by the tests of the pruning chapter) and the same positions
solved: the 100 random positions at a target of 27 quarter turns, the
superflip at 26, and a few short ones at their exact length. Each
solution must solve its position, its length in quarter turns (half turns
counting two) must be the length reported, within the target, and its
number of moves its length in the half-turn metric. The lengths of the
random positions add up to 2,635 (26.35 quarter turns on average); with
no target beyond the cap, taking the first solution found, they add up to
3,215, the longest 37. (The text of the quarter-turn solver gives these
figures.)

@<Run the tests of twophase@>=
{
  int rc=twophase_init_qtm(&po,err,sizeof err);
  if (!CHECK(rc==0)) printf("  %s\n",err);
  else {
    static const struct { const char *pos; int target,len; } edge[]={
      {"",0,0},{"U2",2,2},{"R U R' U'",4,4},{"R2 U2",4,4},{"R U2 F",4,4}};
    for (size_t i=0; i<sizeof edge/sizeof edge[0]; i++) {
      cubepos p;
      int len=-1;
      cube_parse(edge[i].pos,&p,NULL,NULL,err,sizeof err);
      int ok=solve_qtm_ok(&p,edge[i].target,&len) && len==edge[i].len;
      if (!ok) printf("  '%s' in quarter turns: length %d\n",edge[i].pos,len);
      CHECK(ok);
    }
    @<Solve the random positions and the superflip in quarter turns@>;
  }
}

@ @<Test routines of twophase@>=
static int solve_qtm_ok(const cubepos *p,int target,int *len)
{
  twophase_options o={target,0,0,1,NULL};
  twophase_result r;
  cubepos q=*p;
  twophase_solve(p,&o,&r);
  if (!r.found) return 0;
  cube_apply(&q,&r.solution);
  *len=r.length;
  return cube_equal(&q,&cube_solved) && r.length<=target
    && moveseq_qtm_length(&r.solution)==r.length;
}

@ The two-phase solver in quarter turns on the tests' random positions: each solution must be valid and within the target, and the superflip, 24 quarter turns away, must be solved as well.

@<Solve the random positions and the superflip in quarter turns@>=
{
  char path[512],line[1024];
  const char *dir=getenv("CUBE_DATA");
  int sum=0,first=0,longest=0,n=0,ok=1;
  snprintf(path,sizeof path,"%s/random-states.txt",dir? dir: "tests/data");
  FILE *in=fopen(path,"r");
  if (!in) { printf("  cannot read %s\n",path); ok=0; }
  while (in && fgets(line,sizeof line,in)) {
    cubepos p;
    int len=0,len1=0;
    if (cube_parse(line,&p,NULL,NULL,err,sizeof err)) continue;
    n++;
    if (!solve_qtm_ok(&p,27,&len) || !solve_qtm_ok(&p,TWOPHASE_CAP_QTM,&len1)) ok=0;
    sum+=len; first+=len1;
    if (len1>longest) longest=len1;
  }
  if (in) fclose(in);
  if (n!=100 || sum!=2635 || first!=3215 || longest!=37)
    printf("  random positions in quarter turns: %d, lengths %d, first found %d, longest %d\n",
      n,sum,first,longest);
  CHECK(ok && n==100 && sum==2635 && first==3215 && longest==37);
  cubepos p;
  int len=0;
  CHECK(cube_parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",&p,NULL,NULL,
    err,sizeof err)==0 && solve_qtm_ok(&p,26,&len));
}

@ The solver in the quarter-turn metric against the optimal one, which
shares only the phase-1 table with it (and its tables come from the
tests of the pruning chapter too, checked there against positions): for
50 positions made by 10 to 16 random quarter turns, the optimal solver of
the family \.{small-qtm} gives the length~$L$; then the two-phase solver,
given $L$ as its target, must find a solution of exactly $L$ quarter turns
(it can find none shorter, and it must not miss one: every solution
splits at its last quarter turn of \.R, \.L, \.F or~\.B into its two
phases, which the two searches try); and at the default target of 26
its solution must not be shorter than~$L$ either.

@<Run the tests of twophase@>=
{
  int rc=optimal_init("small-qtm",&po,err,sizeof err);
  cube_rng rng;
  int ok=1,exact=0;
  if (!CHECK(rc==0)) printf("  %s\n",err);
  cube_rng_seed(&rng,26);
  for (int t=0; rc==0 && t<50; t++) {
    cubepos p=cube_solved;
    optimal_options oo={0,2,0,NULL,NULL,NULL,NULL,NULL};
    optimal_result r;
    int n=10+(int)cube_rng_below(&rng,7),len=-1,len26=-1;
    for (int k=0; k<n; k++) {
      int m;
      do m=(int)cube_rng_below(&rng,CUBE_NMOVES); while (!(MASK_QUARTER>>m&1));
      cube_move(&p,m);
    }
    optimal_solve(&p,&oo,&r);
    if (!r.found || !solve_qtm_ok(&p,r.length,&len) || !solve_qtm_ok(&p,26,&len26)
        || len26<r.length) ok=0;
    if (len==r.length) exact++;
  }
  if (exact!=50) printf("  %d of 50 found at their optimal length in quarter turns\n",exact);
  CHECK(ok && exact==50);
}

@ Short positions in the quarter-turn metric get solutions shortest in
that metric, from the short search (no phase-1 state made, and the
result says it is shortest): a few positions of known length, among
them \.{R R R}, one quarter turn from solved, and \.{R U R R R}, which is
\.{R U R'} and three; then 60 positions made by 1 to
|TWOPHASE_SHORT_QTM| random quarter turns, whose length~$L$ the optimal
solver of the family \.{small-qtm} gives, must be solved at the default
target of 26 in exactly $L$ quarter turns, never more than the
scramble's. The optimal solver shares the phase-1 table of quarter
turns with the short search; so for 24 positions of 1 to 5 random
quarter turns the length is found again without any table, by trying
every sequence of quarter turns, shorter ones first ($12^5=248{,}832$
sequences of five at most).

@<Run the tests of twophase@>=
{
  static const struct { const char *pos; int len; } known[]={
    {"R U",2},{"R R R",1},{"R2 R",1},{"R U R R R",3},{"R2 U",3},{"U2 D2 F2 B2 L2 R2",12}};
  int rc=optimal_init("small-qtm",&po,err,sizeof err)||twophase_init_qtm(&po,err,sizeof err);
  if (!CHECK(rc==0)) printf("  %s\n",err);
  for (size_t i=0; rc==0 && i<sizeof known/sizeof known[0]; i++) {
    cubepos p;
    twophase_options o={26,0,0,1,NULL};
    twophase_result r;
    CHECK(cube_parse(known[i].pos,&p,NULL,NULL,err,sizeof err)==0);
    twophase_solve(&p,&o,&r);
    int ok=r.found && r.length==known[i].len && r.optimal && r.phase1_nodes==0;
    if (!ok) printf("  '%s': %d quarter turns, not %d\n",known[i].pos,r.length,known[i].len);
    CHECK(ok);
  }
  if (rc==0) @<Solve positions of a few random quarter turns optimally and in two phases@>;
  if (rc==0) @<Solve positions of at most five random quarter turns against a search of
    every sequence@>;
}

@ @<Solve positions of a few random quarter turns optimally and in two phases@>=
{
  cube_rng rng;
  int exact=0;
  cube_rng_seed(&rng,12);
  for (int t=0; t<60; t++) {
    cubepos p=cube_solved;
    optimal_options oo={0,2,0,NULL,NULL,NULL,NULL,NULL};
    optimal_result opt;
    twophase_options o={26,0,0,1,NULL};
    twophase_result r;
    int k=1+t%TWOPHASE_SHORT_QTM,len=-1;
    for (int i=0; i<k; i++) {
      int m;
      do m=(int)cube_rng_below(&rng,CUBE_NMOVES); while (!(MASK_QUARTER>>m&1));
      cube_move(&p,m);
    }
    optimal_solve(&p,&oo,&opt);
    twophase_solve(&p,&o,&r);
    if (opt.found && r.found && r.optimal && solve_qtm_ok(&p,26,&len) && len==opt.length
        && r.length==opt.length && r.length<=k) exact++;
    else printf("  %d random quarter turns: %d in two phases, %d optimal\n",k,r.length,
      opt.length);
  }
  CHECK(exact==60);
}

@ The search without tables: |qtm_reaches(p,d)| says whether some
sequence of exactly $d$ quarter turns solves~$p$, trying every one.

@<Test routines of twophase@>=
static int qtm_reaches(const cubepos *p,int d)
{
  if (d==0) return cube_equal(p,&cube_solved);
  for (int m=0; m<CUBE_NMOVES; m++)
    if (MASK_QUARTER>>m&1) {
      cubepos q=*p;
      cube_move(&q,m);
      if (qtm_reaches(&q,d-1)) return 1;
    }
  return 0;
}

@ @<Solve positions of at most five random quarter turns against a search of...@>=
{
  cube_rng rng;
  int exact=0;
  cube_rng_seed(&rng,5);
  for (int t=0; t<24; t++) {
    cubepos p=cube_solved;
    twophase_options o={26,0,0,1,NULL};
    twophase_result r;
    int k=1+t%5,d=0;
    for (int i=0; i<k; i++) {
      int m;
      do m=(int)cube_rng_below(&rng,CUBE_NMOVES); while (!(MASK_QUARTER>>m&1));
      cube_move(&p,m);
    }
    while (d<k && !qtm_reaches(&p,d)) d++;
    twophase_solve(&p,&o,&r);
    if (r.found && r.length==d) exact++;
    else printf("  %d random quarter turns: %d in two phases, %d by every sequence\n",k,
      r.length,d);
  }
  CHECK(exact==24);
}

@ The command-line tests of this chapter are a program of their own,
\.{tests/cli\_twophase.c}, which runs the program \.{cube} (the command
chapter's header \.{cli.h} gives the checks).

@(tests/cli_twophase.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  @<Command-line tests of the two-phase solver@>;
  return check_done("cli_twophase");
}

@ The two-phase solver from the command line: the empty solution of the
solved cube, one move for a position one move away, and the lengths,
times and states of \.{-v}.

@<Command-line tests of the two-phase solver@>=
CLI_EXPECT(0,"","solve","");
CLI_EXPECT(0,"R'","solve","R");
CLI_EXPECT(0,"U","solve","U'");
CLI_MATCH(0,"R'  (1 moves, * ms, * nodes)","solve","-v","R");

@ The quarter-turn metric: \.{U2} counts two, \.{-v} gives both lengths;
\.{--max} counts quarter turns, up to 40, and moves otherwise, up to 30;
\.{cube tables --build --metric qtm} makes this chapter's tables of the
metric.

@<Command-line tests of the two-phase solver@>=
CLI_MATCH(0,"F' U2 R'  (4 quarter turns, 3 moves, *","solve","--metric","qtm",
  "--max","4","--time","60","-v","R U2 F");
CLI_EXPECT(0,"U2 R2","solve","--metric","qtm","--max","4","--time","60","R2 U2");
CLI_EXPECT_ERR(2,"--max: 41 is out of range (give 0 to 40 quarter turns)","solve","--metric","qtm","--max","41","R");
CLI_EXPECT_ERR(2,"--max: 31 is out of range (give 0 to 30 face turns","solve","--max","31","R");
CLI_EXPECT(0,"two-phase solver's tables ready (quarter-turn \
metric)","tables","--build","--metric","qtm");
CLI_EXPECT_ERR(2,"--metric with --build takes no NAME","tables","--build","--metric","qtm","corners");
CLI_EXPECT_ERR(2,"--metric needs --stats or --build","tables","--check","--metric","qtm");

@*1 Benchmarks of the two-phase solver.
The benchmark of this chapter, for \.{make bench}: the two-phase solver
on the 100 random positions of \.{tests/data/random-states.txt}, repeated enough to be timed
reliably (the best of five rounds is reported, since other work on the
machine can only slow a round down), at four targets: the first solution
found (any length up to 30), at most 21 moves, at most 20, at most 19
(this one in a single round, since it takes about a second a position);
then in the quarter-turn metric, at three targets: the first solution
found (up to 40 quarter turns), at most 28, at most 26. It reports
milliseconds per position, the average length and the states searched, and
the peak memory of the process. One thread.

@(tests/bench_twophase.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include "twophase.h"
static int cmp_double(const void *a,const void *b)
{
  double x=*(const double *)a,y=*(const double *)b;
  return x<y? -1: x>y;
}
int main(int argc,char **argv)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN],line[1024];
  prune_options po={NULL,1,0,1};
  static cubepos pos[1000];
  static double ms[1000];
  int n=0,rounds=argc>2? atoi(argv[2]): 5;
  FILE *f=fopen(argc>1? argv[1]: "tests/data/random-states.txt","r");
  double t0=ida_now();
  if (!f) { perror("positions"); return 1; }
  coord_init();
  while (n<1000 && fgets(line,sizeof line,f))
    if (cube_parse(line,&pos[n],NULL,NULL,err,sizeof err)==0) n++;
  fclose(f);
  if (twophase_init(&po,err,sizeof err)) { printf("%s\n",err); return 1; }
  printf("two-phase: tables loaded and coordinates built in %.0f ms\n",1e3*(ida_now()-t0));
  static const struct { int target,qtm; const char *name; } runs[7]={
    {TWOPHASE_CAP,0,"first solution"},{21,0,"target 21"},{20,0,"target 20"},
    {19,0,"target 19"},
    {TWOPHASE_CAP_QTM,1,"qtm, first"},{28,1,"qtm, target 28"},{26,1,"qtm, target 26"}};
  for (int k=0; k<7; k++) {
    if (runs[k].qtm && twophase_init_qtm(&po,err,sizeof err)) { printf("%s\n",err); return 1; }
    @<Time the two-phase solver at target |runs[k].target|@>;
  }
  struct rusage ru;
  getrusage(RUSAGE_SELF,&ru);
  printf("two-phase: peak memory %.0f MB\n",ru.ru_maxrss/1024.0);
  return 0;
}

@ Each round solves every position; the best round gives the average, and
the times of single positions, kept from every round as the least seen
for each position, give the median, the 90th and 99th percentiles and the
largest, which show the tail. The counts say where the work goes:
states of phase~1, phase-1 solutions offered to phase~2, those that
passed its bound and were searched, and states of phase~2.

@<Time the two-phase solver at target |runs[k].target|@>=
{
  twophase_options o={runs[k].target,0,0,runs[k].qtm,NULL};
  double best=1e30,len=0,nodes=0,n1=0,n2=0,tried=0,searched=0;
  for (int i=0; i<n; i++) ms[i]=1e30;
  for (int r=0; r<(runs[k].target<20 && !runs[k].qtm && rounds>1? 1: rounds); r++) {
    double a=ida_now();
    len=nodes=n1=n2=tried=searched=0;
    for (int i=0; i<n; i++) {
      twophase_result res;
      double b=ida_now();
      twophase_solve(&pos[i],&o,&res);
      if (1e3*(ida_now()-b)<ms[i]) ms[i]=1e3*(ida_now()-b);
      len+=res.length; nodes+=res.nodes; n1+=res.phase1_nodes; n2+=res.phase2_nodes;
      tried+=res.phase2_tried; searched+=res.phase2_searched;
    }
    if (ida_now()-a<best) best=ida_now()-a;
  }
  qsort(ms,n,sizeof ms[0],cmp_double);
  printf("two-phase: %-14s %8.3f ms per position, average length %.2f, %.0f states\n",
    runs[k].name,1e3*best/n,len/n,nodes/n);
  printf("           median %.3f ms, p90 %.3f, p99 %.3f, max %.3f; phase 1 %.0f states, \
%.1f offered to phase 2, %.1f searched, phase 2 %.0f states\n",ms[n/2],ms[n*9/10],
    ms[n*99/100],ms[n-1],n1/n,tried/n,searched/n,n2/n);
}

