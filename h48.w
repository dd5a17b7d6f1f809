@* The H48 optimal solver.
The optimal solvers of the earlier chapters bound the distance of a
position by coordinates that favour one axis (Kociemba's, read along
three axes) or that use all 48 symmetries only for the corners
(Kociemba's coordinates of 1998). Sebastiano Tronto's solver H48 starts
from a subgroup that every one of the 48 symmetries maps to itself, so
that one lookup, in a table reduced by all 48 symmetries, takes the place
of three. This chapter builds its coordinates and tables on the framework
of the earlier chapters, with Tronto's design document as the guide, and
registers them with the optimal solver as the table families
\.{h48-0}, \.{h48-1}, \dots, \.{h48-8}, \.{h48-p} and \.{h48-q}, so that
$$\hbox{\tt cube solve --optimal --table h48-p "R U F"}$$
finds and proves \move{F' U' R'} with them.
@^Tronto, Sebastiano@>
@^H48@>
@^extending the optimal solver@>

The idea, in a picture. Colour the eight corners of the cube in two
sets of four, no two of a set sharing an edge: these are the two {\it
tetrads}, $\circ$ and $\bullet$ below. Sort the twelve edges by the
middle layer that lies between them: the four between the left and
right faces are the slice $M$, those between front and back the
slice~$S$, those between up and down the slice~$E$. Seen from above,
layer by layer:
@^tetrad@>
@^slice@>
$$\vbox{\halign{\hfil#\hfil\qquad&\hfil#\hfil\qquad&\hfil#\hfil\cr
\lface{$\circ$}{$M$}{$\bullet$}{$S$}{U}{$S$}{$\bullet$}{$M$}{$\circ$}&
\lface{$E$}{}{$E$}{}{}{}{$E$}{}{$E$}&
\lface{$\bullet$}{$M$}{$\circ$}{$S$}{D}{$S$}{$\circ$}{$M$}{$\bullet$}\cr
\noalign{\smallskip}
the up layer&the middle layer&the down layer\cr}}$$
\figcaption{H48's tetrads and slices on the cube: the corners of the
tetrads $\circ$ and $\bullet$, the edges of the slices $M$, $S$ and~$E$,
layer by layer as seen from above, the back row at the top of each
square. The slots of the tetrad~$\circ$ are \.{URF}, \.{ULB}, \.{DLF}
and~\.{DRB}.}
A corner is {\it oriented}, in Tronto's sense, when its up or down
facelet lies on the up or down face; an edge is oriented when it is
unflipped in the convention of the section on the edge orientation
below. Tronto's subgroup is the set of positions in which every corner
is in a slot of its own tetrad and oriented, and every edge in a slot of
its own slice. Every one of the 48 symmetries of the cube carries
tetrads to tetrads (it preserves which corners share an edge) and
slices to slices (it preserves which faces are opposite), and, as the
next paragraphs show, corner orientation to corner orientation; so it
maps the subgroup to itself. That is the point of the design: a table
of the distance to the subgroup can be reduced by all 48 symmetries,
and a position needs one lookup, where Kociemba's subgroup, which
favours one axis, needs three.
@^oriented, in Tronto's sense@>

@ Why the orientation of the corners survives all 48 symmetries. Going
round a corner slot clockwise, its three faces belong to the three axes
(up--down, right--left, front--back) in a cyclic order that depends only
on the slot's tetrad: \.{URF} reads up, right, front, but \.{UFL} reads
up, front, left. The same holds for the three colours of a corner
cubie, by its home tetrad. Let a corner's up--down colour lie on the
face $a_o$ of its slot, $o$ being its orientation ($a_0$ the slot's
up--down face, $a_1$, $a_2$ the next ones clockwise). Then its colour of
any axis $X$, the $j$-th of its colours in its cyclic order, lies on
face $a_{o+j}$, and the slot's face of axis~$X$ is its $k$-th; so the
orientation measured against axis $X$ is $(o+j-k)\mod3$, where $j$
depends only on the corner's tetrad and $k$ only on the slot's. A
rotation that takes the up--down axis to~$X$ therefore changes each
orientation by an amount fixed by which tetrad the corner belongs to and
which tetrad its slot belongs to; a reflection reverses every cyclic
order at once, slots and cubies alike, and negates~$o$ as well. For a
corner in its own tetrad $j=k$: an oriented corner stays oriented. For
the coordinate below, which records which slots hold corners of which
tetrad, the new orientations are a function of the old ones and of what
the coordinate records: it is well defined under all 48 symmetries.

An example. In the position of \move{R U F} (carried through below) two
corners stand in slots of their own tetrad, the one in \.{DBL} oriented
and the one in \.{DLF} twisted, and six in slots of the other tetrad,
two of them twisted (in \.{UFL} and \.{DRB}). In every one of the 48
images of the position under the symmetries, two corners stand in
slots of their own tetrad, one oriented and one twisted; of the six
others, two are twisted in 16 of the images and five in the other 32.
So the symmetries keep the orientation of a corner in its own tetrad,
and change that of the others, by amounts that the slots' tetrads fix.

The coordinate is the coset of the subgroup, in two parts:

\item{1.} The corners: which of the eight slots hold corners of the first
tetrad, and the orientations of the corners, ${8\choose4}\cdot3^7=153{,}090$
values; reduced by the 48 symmetries, 3,393 classes.
\item{2.} The edges: which slots hold the edges of the first slice, and
which of the other eight hold those of the second,
${12\choose4}{8\choose4}=34{,}650$ values.

The coordinate $h_0$ pairs a class of the first with the second read
through the symmetry that normalizes the first: $3{,}393\cdot34{,}650=
117{,}567{,}450$ values. For example, \move{R2}
leaves every corner in its tetrad, oriented, and every edge in its
slice: its coordinate is that of the solved cube, and its bound~0.
\move{R} carries two corners of each tetrad into the slots of the other
and twists them; its bound is~1, and so is that of \move{R'}, which
differs from it by a half turn. The search makes up for such blindness by
also reading the bound of the inverse position.

The coordinate $h_K$ adds the orientations of the edges of $K$ slots, a
factor~$2^K$. It is not quite a function of the coset (a section below
says why), so its table is made as Tronto makes it: an entry is the
least distance of any position that reads it, computed from the
distances of $h_{11}$, the coordinate with all the flips. The
coordinates $h_p$ and $h_q$ add instead the parity of the flipped edges
of each slice (a factor~4) and, for $h_q$, the parity of the corner
permutation too (a factor~8); they are true coordinates, with exact
tables.

@ The tables. An entry takes two bits, as in Tomas Rokicki's \.{nxopt}
and in Tronto's program: three values say ``the base plus 1, 2, or~3
and more'', the fourth says ``at most the base'', and then the bound
comes from elsewhere, a {\it fallback}: the least such bound among the
entries of the same 64-byte line of memory, kept in the line, and a
small table of the edges alone (0.8\thinspace MB). So $h_0$ takes
\figHzeroSize, $h_K$ $2^K$ times that, $h_p$ \figHpSize\ and $h_q$
\figHqSize.
@^Rokicki, Tomas@>
@^nxopt@>

The search is the optimal solver's iterative deepening of the search
chapter, with its own children and bounds: a node's bound is the larger
of the bounds of the position and of its inverse. The families are
registered as \.{h48-0}, \.{h48-1}, \dots, \.{h48-8}, \.{h48-p} and
\.{h48-q}; chapter~\chapno{h48qtm} registers those that count
quarter turns, on the same coordinates. Which to choose is the subject of the measurements
chapter's section ``Which family'' (\chapno{measure}): in short, the largest whose build
fits the machine's memory, \.{h48-8} where 16\thinspace GB are free,
\.{h48-7} with 8, \.{h48-6} with 4, and \.{h48-1} on a small machine.

The sections go: the numbering of sets, the edge orientation, the two
parts of the coordinate, the parities, the coordinate $h_K$ and why its
table is a lower bound though $h_K$ is not invariant, the packing in
lines, the minima over $h_{11}$, the solver, what the tables hold, what
did not work, and the tests. The times are in the measurements chapter.
@ A position carried through. Take \move{R U F}, the position that the
opening solves, and follow it through each step of the chapter; every
number of this section is checked by the chapter's test program.

{\it Its corners.} The corners of the tetrad~$\circ$ stand in the slots
\.{UFL}, \.{UBR}, \.{DFR} and~\.{DLF} (the mask \.{0x3a} of the corner
slots), so six of the eight corners are in slots of the other tetrad;
counted against the up and down faces, the corners in \.{UFL}, \.{DLF}
and~\.{DRB} are twisted (orientation~2), the others not. The corner part
is the number of that set of slots, 13, times $3^7$, plus the twist,
492: $13\cdot2187+492=28{,}923$. Its class under the 48 symmetries is
1,610 of the 3,393, and the symmetry numbered~32 takes it to the class's
representative.

{\it Its edges.} Eight of the twelve edges stand outside their own
slice. The edge part of the position is 23,932 of the 34,650, and read
through the symmetry~32, 23,841; so the value of $h_0$ is
$1{,}610\cdot34{,}650+23{,}841=55{,}810{,}341$, and its entry in the table
of~$h_0$ is~3: no position of that coset is nearer to the subgroup than
three moves. The flips of the first eleven edge slots make the number
447 of the 2,048; an odd number of the edges of the first slice are
flipped and an even number of the second's, so the edge part with its
parities is $4\cdot23{,}932+1=95{,}729$.

{\it The bound.} The coordinate $h_1$ adds to the value of $h_0$ one
flip of the position read through the symmetry, a value $2\cdot
55{,}810{,}341$ or one more; its entry, the least distance of a position
that reads it, is at least the entry of $h_0$ (every position that reads it
reads the same value of $h_0$) and at most~3, since \move{R U F} reads it: it is~3 too. The
inverse, \move{F' U' R'}, has the corner part 94,311, in the same class
1,610 (through the symmetry~16), and the same value 55,810,341 of $h_0$:
its entry is~3. The bound of the position is the larger of the two, 3,
which is its distance.

{\it The search.} The iterative deepening starts at the bound: with
\.{h48-0} and one thread it tries no length below~3, and at depth~3 it
makes 16 states and finds \move{F' U' R'}. A position of 17 moves is
the same story at a larger scale, where the bound falls short of the
distance and the tables of $h_K$, the bound of the inverse and the
cheap children decide how many states the search makes; the rest of the
chapter builds each of these parts.
@^example, R U F carried through@>

@q README: the H48 coordinates after Tronto (corner tetrads and twist reduced by all 48 symmetries, edge slices), 2-bit tables in 64-byte lines that carry their own fallback, plus a 0.8 MB table of the edges alone, families `h48-0`...`h48-8`, `h48-p`, `h48-q` for `cube solve --optimal --table` @>
@i types.w
@s h48_sets int
@s h48_common int
@s h48_open_tables int
@s h48_gen int
@s h48_minima_fn int
@s h48_minima_free_fn int
@s h48_state int
@s h48_coords int
@s h48_walk int

@ The chapter tangles to \.{h48.h} and \.{h48.c}; its test goes to
\.{tests/}. The header gives, besides the chapter's calls, the pieces
of the solver that the search in quarter turns of chapter~\chapno{h48qtm} moves and
reads: the types of a side, the tables of its moves, and the routines
that move a side, premove a cube and read a side from scratch, all
named with the prefix \.{h48\_}.

@(h48.h@>=
#ifndef H48_H
#define H48_H
#include "solve.h"
@<Constants of h48@>@;
@<Types of h48@>@;
@<Declarations of h48@>@;
@<Inline routines of h48@>@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <time.h>
#include <pthread.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/file.h>
#include "h48.h"
@h
@<Private data of h48@>@;
@<Private functions of h48@>@;
@<Coordinates of h48@>@;
@<Building the tables of h48@>@;
@<The search routines of h48@>@;
@<Functions of h48@>@;

@ The sizes.

@<Constants of h48@>=
enum { H48_NCOCSEP = 153090, H48_NCLASSES = 3393, H48_NSEP = 34650,
  H48_NEO = 2048, H48_MAXK = 11, H48_KPAR = 12, H48_KPARC = 13, H48_NFAMILIES = 11,
  H48_SHORT = 8, H48_DEEP = 10, H48_DEEP_FROM = 4, H48_HBITS = 27,
  H48_SHORT_QTM = 9, H48_DEEP_QTM = 11, H48_HBITS_QTM = 27,
  H48_NSEP48 = 782 /* the classes of the slices under the 48 symmetries (\.{h48sep48}) */ };
#define H48_N0 117567450ull /* $3393\cdot34650$ */

@*1 Numbering sets of four slots.
Both parts of the coordinate name sets of four slots among eight or
twelve. A set is a bit mask; its number comes from a table indexed by the
mask, and the set from a table indexed by the number. Masks are numbered
in increasing order, except that the set of the solved cube is put first,
so that the solved cube has coordinate~0 and class~0.

@<Private data of h48@>=
typedef struct {
  int16_t rank[4096]; /* the number of a mask of four bits, or $-1$ */
  uint16_t mask[495]; /* the mask of a number */
} h48_sets;
static h48_sets sets12,sets8c,sets8e; /* edges of the first slice; corners; second slice */

@ @<Private functions of h48@>=
static void make_sets(h48_sets *t,int bits,int solved)
{
  int n=0;
  for (int x=0; x<4096; x++) t->rank[x]=-1;
  for (int x=0; x<(1<<bits); x++)
    if (__builtin_popcount(x)==4) { t->rank[x]=(int16_t)n; t->mask[n++]=(uint16_t)x; }
  int r=t->rank[solved];
  t->rank[t->mask[0]]=(int16_t)r; t->mask[r]=t->mask[0];
  t->rank[solved]=0; t->mask[0]=(uint16_t)solved;
}

@ The corner slots are numbered \.{URF}, \.{UFL}, \.{ULB}, \.{UBR},
\.{DFR}, \.{DLF}, \.{DBL}, \.{DRB}; the first tetrad is that of
\.{URF}, \.{ULB}, \.{DLF} and \.{DRB}, slots 0, 2, 5 and~7, mask
\.{0xa5}. The edge slots are \.{UR}, \.{UF}, \.{UL}, \.{UB}, \.{FR},
\.{FL}, \.{BL}, \.{BR}, \.{DR}, \.{DF}, \.{DL}, \.{DB}; the first slice
is that of \.{UF}, \.{UB}, \.{DF}, \.{DB} (slots 1, 3, 9, 11, mask
\.{0xa0a}), the second that of \.{UR}, \.{UL}, \.{DR}, \.{DL} (slots 0, 2,
8, 10), the third the middle layer (slots 4 to~7). The second slice is
numbered among the eight slots left by the first, counted in order; in
the solved cube they are slots 0, 2, 4, 5, 6, 7, 8, 10, of which the
first, second, seventh and eighth hold it: mask \.{0xc3}.

@<Constants of h48@>=
#define H48_TETRAD 0xa5u
#define H48_SLICE1 0xa0au
#define H48_SLICE2 0x505u
#define H48_SLICE2_IN8 0xc3u

@ Everything this chapter computes at start-up is made once, by
|h48_init|.

@<Functions of h48@>=
static pthread_once_t h48_once=PTHREAD_ONCE_INIT;
static void h48_init_once(void)
{
  kocsymm_init();
  make_sets(&sets8c,8,H48_TETRAD);
  make_sets(&sets12,12,H48_SLICE1);
  make_sets(&sets8e,8,H48_SLICE2_IN8);
  @<Make the search tables of h48@>;
}
void h48_init(void) { pthread_once(&h48_once,h48_init_once); }

@ @<Declarations of h48@>=
void h48_init(void);

@*1 The edge orientation.
The orientation of the edges is read in the convention of the chapter on
Kociemba's subgroup in which every quarter turn flips each of the four
edges it moves, and half turns flip none (|koc_flip_set|, |koc_sym_flip|,
|koc_sym_eo|). In it a symmetry only moves the flips about (the flip of
the edge in slot $i$ of $P$ is that of slot $\sigma_s(i)$ of $P^s$), and
an edge in its own slice is unflipped exactly when it is oriented in
Tronto's sense. The coordinate is the flips of the first eleven slots;
the twelfth is their parity.

@<Private functions of h48@>=
static uint32_t eo_index(const cubepos *p) { return koc_sym_eo(p); }
static void eo_set(uint32_t x,cubepos *p) { koc_set_sym_eo(p,x); }

@*1 The corner part.
The value is $r\cdot3^7+t$, with $r$ the number of the set of slots that
hold corners of the first tetrad and $t$ the twist of the second chapter.
The twist is measured against the up and down faces; a symmetry that
moves that axis changes it, but in a way that depends only on which
tetrad each corner belongs to and where it is, which the value records.
So the value is well defined under all 48 symmetries, and the framework
checks that on random positions when it builds the coordinate. Setting a
value puts the corners of the first tetrad, in order, into the recorded
slots, those of the second into the others, and sets the twist.

@<Private functions of h48@>=
static uint32_t cocsep_index(const cubepos *p)
{
  int mask=0,t=0;
  h48_init();
  for (int i=0; i<CUBE_NCORNERS; i++)
    if (H48_TETRAD>>corner_perm(p->c[i])&1) mask|=1<<i;
  for (int i=6; i>=0; i--) t=3*t+corner_ori(p->c[i]);
  return (uint32_t)sets8c.rank[mask]*KOC_TWIST+(uint32_t)t;
}
static void cocsep_set(uint32_t x,cubepos *p)
{
  static const int a[4]={0,2,5,7},b[4]={1,3,4,6};
  int mask,na=0,nb=0;
  h48_init();
  mask=sets8c.mask[x/KOC_TWIST];
  for (int i=0; i<CUBE_NCORNERS; i++)
    p->c[i]=(uint8_t)corner_val(mask>>i&1? a[na++]: b[nb++],corner_ori(p->c[i]));
  koc_set_twist(p,(int)(x%KOC_TWIST));
}

@*1 The edge part.
The value is $r_1\cdot70+r_2$: $r_1$ numbers the slots of the first
slice's edges among all twelve, $r_2$ those of the second slice's among
the eight others. Every symmetry maps slices to slices, every move keeps
an edge's slice, so this too is well defined under all moves and
symmetries. Setting a value places the edges of each slice, in order,
into its slots, keeping the orientation of each slot.

@<Private functions of h48@>=
static uint32_t sep_index(const cubepos *p)
{
  int m1=0,m2=0,j=0;
  h48_init();
  for (int i=0; i<CUBE_NEDGES; i++) {
    int e=edge_perm(p->e[i]);
    if (H48_SLICE1>>e&1) m1|=1<<i;
  }
  for (int i=0; i<CUBE_NEDGES; i++)
    if (!(m1>>i&1)) { if (H48_SLICE2>>edge_perm(p->e[i])&1) m2|=1<<j; j++; }
  return (uint32_t)sets12.rank[m1]*70+(uint32_t)sets8e.rank[m2];
}
static void sep_set(uint32_t x,cubepos *p)
{
  static const int s1[4]={1,3,9,11},s2[4]={0,2,8,10},s3[4]={4,5,6,7};
  int m1,m2,n1=0,n2=0,n3=0,j=0;
  h48_init();
  m1=sets12.mask[x/70]; m2=sets8e.mask[x%70];
  for (int i=0; i<CUBE_NEDGES; i++) {
    int e;
    if (m1>>i&1) e=s1[n1++];
    else { e=(m2>>j&1)? s2[n2++]: s3[n3++]; j++; }
    p->e[i]=(uint8_t)edge_val(e,edge_ori(p->e[i]));
  }
}

@*1 The parities of the flips of each slice.
One thing about the flips {\it is} well defined under every move and
symmetry: for each slice, the parity of the number of flipped edges that
belong to it. A quarter turn flips the four edges it moves, so it changes
the parity of a slice by the number of those edges that belong to it,
which the edge part records (it says which slice the edge in each slot
belongs to); a half turn flips nothing; and a symmetry carries the edges
of one slice, with their flips, to those of another. The three parities
add up to the parity of all the flips, which is even, so two of them
suffice: the edge part with them has $4\cdot34{,}650=138{,}600$ values,
$r\cdot4+p_1+2p_2$, and the coordinate $h_p$ that pairs it with a corner
class, $470{,}269{,}800$. Being a true coordinate, $h_p$ gets its table
from the framework's generator, exact, and it bounds at least as well as
$h_0$, which it refines.

@<Private functions of h48@>=
static uint32_t sepp_index(const cubepos *p)
{
  int par[3]={0,0,0};
  h48_init();
  for (int i=0; i<CUBE_NEDGES; i++) {
    int e=edge_perm(p->e[i]);
    par[H48_SLICE1>>e&1? 0: H48_SLICE2>>e&1? 1: 2]^=koc_sym_flip(p,i);
  }
  return sep_index(p)*4+(uint32_t)(par[0]+2*par[1]);
}
static void sepp_set(uint32_t x,cubepos *p)
{
  int want[3],done[3]={0,0,0};
  sep_set(x/4,p);
  want[0]=(int)(x&1); want[1]=(int)(x>>1&1); want[2]=want[0]^want[1];
  for (int i=0; i<CUBE_NEDGES; i++) {
    int e=edge_perm(p->e[i]),k=H48_SLICE1>>e&1? 0: H48_SLICE2>>e&1? 1: 2;
    int f=want[k] && !done[k];
    done[k]=1;
    p->e[i]=(uint8_t)edge_val(e,f^(int)(koc_flip_set>>i&1)^(int)(koc_flip_set>>e&1));
  }
}

@ One more parity is as well defined: that of the permutation of the
corners. A quarter turn is a 4-cycle of corners and changes it, a half
turn is two 2-cycles and keeps it, and conjugation by a symmetry keeps
the shape of every cycle. The coordinate $h_q$ adds it to $h_p$, a factor
2 more: the edge part becomes $138{,}600\cdot2=277{,}200$ values,
$2(4r+p_1+2p_2)+c$, and $h_q$ has $940{,}539{,}600$. A position whose
corner permutation is odd needs an odd number of quarter turns, which
$h_p$ cannot see. Setting the parity swaps two corners of one tetrad,
keeping the orientation of each slot, which changes nothing else the
coordinate reads.

@<Private functions of h48@>=
static int cperm_parity(const cubepos *p)
{
  int par=0;
  for (int i=0; i<CUBE_NCORNERS; i++)
    for (int j=i+1; j<CUBE_NCORNERS; j++)
      par^=corner_perm(p->c[i])>corner_perm(p->c[j]);
  return par;
}
static uint32_t seppc_index(const cubepos *p)
{
  return sepp_index(p)*2+(uint32_t)cperm_parity(p);
}
static void seppc_set(uint32_t x,cubepos *p)
{
  sepp_set(x/2,p);
  if (cperm_parity(p)!=(int)(x&1))
    for (int i=1; i<CUBE_NCORNERS; i++)
      if ((H48_TETRAD>>corner_perm(p->c[i])&1)==(H48_TETRAD>>corner_perm(p->c[0])&1)) {
        int a=corner_perm(p->c[0]),b=corner_perm(p->c[i]);
        p->c[0]=(uint8_t)corner_val(b,corner_ori(p->c[0]));
        p->c[i]=(uint8_t)corner_val(a,corner_ori(p->c[i]));
        break;
      }
}

@ The descriptions, for the framework: the corner part, basic, well
defined under every move and symmetry; its reduction by all 48; the edge
part; the flips; and $h_0$, the symmetric-composite coordinate of a
corner class and the edge part; then the edge part with the parities of
the next section, and $h_p$; and the same with the corner parity, and $h_q$. The framework makes the move and
transformation tables of the basic ones, the classes of the symmetric
one, and checks each description on random positions. Nothing in the
framework had to change for this.

@<Coordinates of h48@>=
static coord c_cocsep={@[.name="h48cocsep"@],@[.about="corner tetrads and twist (70*3^7)"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=H48_NCOCSEP@],
  @[.index=cocsep_index@],@[.to_cube=cocsep_set@]};
static coord c_cocsep48={@[.name="h48cocsep48"@],@[.about="corner tetrad classes under 48 symmetries"@],
  @[.kind=COORD_SYMMETRIC@],@[.syms=COORD_SYMS_ALL@],@[.nparts=1@],@[.part={&c_cocsep}@]};
static coord c_sep={@[.name="h48sep"@],@[.about="slices of the edges (495*70)"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=H48_NSEP@],
  @[.index=sep_index@],@[.to_cube=sep_set@]};
static coord c_eo48={@[.name="h48eo"@],@[.about="edge flips, every quarter turn flips (2^11)"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=H48_NEO@],
  @[.index=eo_index@],@[.to_cube=eo_set@]};
static coord c_h0={@[.name="h48h0"@],@[.about="H48: corner classes x edge slices"@],
  @[.kind=COORD_SYMCOMP@],@[.nparts=2@],@[.part={&c_cocsep48,&c_sep}@]};
static coord c_sep48={@[.name="h48sep48"@],@[.about="edge slice classes under 48 symmetries"@],
  @[.kind=COORD_SYMMETRIC@],@[.syms=COORD_SYMS_ALL@],@[.nparts=1@],@[.part={&c_sep}@]};
static coord c_eosep={@[.name="h48eosep"@],@[.about="H48: edges alone, slice classes x flips"@],
  @[.kind=COORD_SYMCOMP@],@[.nparts=2@],@[.part={&c_sep48,&c_eo48}@]};
static coord c_sepp={@[.name="h48sepp"@],@[.about="slices of the edges and the flip parity of each"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=4*H48_NSEP@],
  @[.index=sepp_index@],@[.to_cube=sepp_set@]};
static coord c_hp={@[.name="h48hp"@],@[.about="H48: h0 with the flip parity of each slice"@],
  @[.kind=COORD_SYMCOMP@],@[.nparts=2@],@[.part={&c_cocsep48,&c_sepp}@]};
static coord c_seppc={@[.name="h48seppc"@],@[.about="slices, flip parities, corner parity"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_ALL@],@[.n=8*H48_NSEP@],
  @[.index=seppc_index@],@[.to_cube=seppc_set@]};
static coord c_hq={@[.name="h48hq"@],@[.about="H48: hp with the parity of the corners"@],
  @[.kind=COORD_SYMCOMP@],@[.nparts=2@],@[.part={&c_cocsep48,&c_seppc}@]};

@*1 The coordinate $h_K$, and why its table is a lower bound.
@^lower bound@>
Adding the flips of all eleven edges (the twelfth is their parity) gives
$h_{11}$, whose edge part is the slices and the flips together: a symmetry
permutes the flips as it permutes the slots, so $h_{11}$ is as well
defined as $h_0$, but it has $2.4\cdot10^{11}$ values. The coordinate
$h_K$ keeps the flips of the first $K$ slots only, as read on the
position normalized by the symmetry $s$ that takes its corner part to the
representative of its class:
$$h_K(P)=\bigl(\hbox{class},\ \hbox{slices of }P^s,\
\hbox{flips of slots }0,\ldots,K-1\hbox{ of }P^s\bigr).$$
For $0<K<11$ this is not a function of the coset: a symmetry that fixes
the representative (the corner class may be self-symmetric) may move a
slot whose flip is kept onto one whose flip is forgotten, so two
normalizations of one position may give two values; and two positions
with the same value may have different values after the same move,
because the move may bring a forgotten flip into a kept slot. So $h_K$
is not a coordinate in the sense of the framework, and its table cannot
be made by the framework's breadth-first search over values.

It is still a lower bound, if the table is made right. Tronto's
document gives the way: the entry of a value of $h_K$ is the least
distance of a position that reads it, which a later section computes
from the distances of $h_{11}$ near the solved cube. This section and the
next make a cruder table, by graph distances, which serves as the second
way to $h_0$ (for $K\ge1$ it is too weak: the group ``What did not
work''). Let $\hbox{Pos}(v)$
be the set of positions that have value $v$ under {\it some} normalizing
symmetry, and join $v$ to $w$ when a move takes some position of
$\hbox{Pos}(v)$ to one of $\hbox{Pos}(w)$. Every sequence of moves from
the solved cube to $P$ is then a path in this graph, from the value of
the solved cube to every value of~$P$; so the distance from the solved
value in the graph is at most the distance of $P$, whichever
normalization the search happens to read. The graph distances are
therefore lower bounds, at most Tronto's minima. Since a position and its
moved position lie in each other's sets, the graph is undirected, which
the backward steps below need.

@ The neighbours of a value, then. Take the representative of its class,
the slices, and the $K$ kept flips, with the other flips unknown. A move
$m$ takes the class to a class $k'$ normalized by a symmetry~$s$, or by
$ts$ for any self-symmetry $t$ of~$k'$; the slices go with the move and
the symmetry, as in the framework; and each kept flip of the result is
the flip of one slot before the move, turned or not. If that slot was a
kept one, the flip is known; if not, it may be either, and both values
are neighbours. Since moves and symmetries act on the eleven flips as an
affine map over the integers modulo~2 (a permutation of the twelve slots,
some flips added, the twelfth the sum of the others), the kept flips of
the result are those computed with the unknown flips set to zero, plus
any element of the span $W_{m,s}$ of the images of the unknown flips; the
spans depend only on $m$ and~$s$, so they are listed once. For $K=0$ each
span is $\{0\}$ and the neighbours are exactly the framework's, with the
self-symmetric twins: the same routine makes $h_0$ a second way, which
the tests compare byte for byte with the framework's table.
@^graph distances, a weak bound@>

@<Private data of h48@>=
typedef struct {
  int K;
  uint64_t n; /* entries, $117{,}567{,}450\cdot2^K$ */
  uint8_t *data; /* four bits an entry while building, 15 unknown */
  const uint32_t *cmove,*smove,*strans,*emove,*etrans;
  const uint64_t *cself; /* self-symmetries of each corner class */
  int sn,en; /* columns of |strans| and |etrans| */
  uint16_t *wl; /* the spans, one after the other */
  uint32_t ws[CUBE_NMOVES*CUBE_NSYMS+1]; /* where each span starts */
  int depth,forward;
  uint64_t next,found;
} h48_gen;

@ @<Building the tables of h48@>=
static uint32_t eo_affine(const h48_gen *g,uint32_t x,int m,int s)
{
  return g->etrans[g->emove[x*CUBE_NMOVES+m]*g->en+s];
}
static int h48_spans(h48_gen *g)
{
  uint32_t M=(1u<<g->K)-1,n=0;
  uint8_t in[H48_NEO];
  g->wl=malloc(sizeof(uint16_t)*CUBE_NMOVES*CUBE_NSYMS*(M+1));
  if (!g->wl) return -1;
  for (int ms=0; ms<CUBE_NMOVES*CUBE_NSYMS; ms++) {
    int m=ms/CUBE_NSYMS,s=ms%CUBE_NSYMS;
    uint32_t z=eo_affine(g,0,m,s)&M,start=n;
    memset(in,0,M+1);
    g->ws[ms]=n; g->wl[n++]=0; in[0]=1;
    for (int i=g->K; i<11; i++) {
      uint32_t v=(eo_affine(g,1u<<i,m,s)&M)^z,end=n;
      for (uint32_t j=start; j<end; j++)
        if (!in[g->wl[j]^v]) { in[g->wl[j]^v]=1; g->wl[n++]=(uint16_t)(g->wl[j]^v); }
    }
  }
  g->ws[CUBE_NMOVES*CUBE_NSYMS]=n;
  return 0;
}

@ Setting an entry, if unknown, with a compare-and-swap on its byte, as
in the chapter on pruning tables (several threads write one table); and
reading one, with an atomic load of its byte, since another thread may
be setting the other entry of the byte (on the usual processors it is
the same instruction as a plain load).

@<Building the tables of h48@>=
static inline int nib(const uint8_t *d,uint64_t x)
{
  return __atomic_load_n(d+(x>>1),__ATOMIC_RELAXED)>>((x&1)<<2)&15;
}
static int nib_set(uint8_t *d,uint64_t x,int code)
{
  uint8_t *b=d+(x>>1),old=__atomic_load_n(b,__ATOMIC_RELAXED);
  int sh=(int)(x&1)<<2;
  for (;;) {
    if ((old>>sh&15)!=15) return 0;
    uint8_t nw=(uint8_t)((old&~(15<<sh))|(code<<sh));
    if (__atomic_compare_exchange_n(b,&old,nw,1,__ATOMIC_RELAXED,__ATOMIC_RELAXED))
      return 1;
  }
}

@ The neighbours of value |x|. Forward, each unknown neighbour gets
|code| and is counted; backward, the routine returns 1 at the first
neighbour at |prev|.

@<Building the tables of h48@>=
static uint64_t h48_expand(h48_gen *g,uint64_t x,int backward,int prev,int code)
{
  const int K=g->K;
  const uint32_t M=(1u<<K)-1,e=(uint32_t)(x&M);
  const uint32_t cls=(uint32_t)((x>>K)/H48_NSEP),sep=(uint32_t)((x>>K)%H48_NSEP);
  uint64_t found=0;
  for (int m=0; m<CUBE_NMOVES; m++) {
    uint32_t k=g->cmove[cls*CUBE_NMOVES+m],c2=k&COORD_CLASSMASK,sym=k>>COORD_SYMSHIFT;
    uint32_t sm=g->smove[sep*CUBE_NMOVES+m],em=g->emove[e*CUBE_NMOVES+m];
    uint64_t ss=g->cself[c2];
    while (ss) {
      int t=__builtin_ctzll(ss),s=cube_sym_mul[t][sym];
      ss&=ss-1;
      uint64_t y0=((uint64_t)c2*H48_NSEP+g->strans[sm*g->sn+s])<<K;
      uint32_t e2=g->etrans[em*g->en+s]&M;
      for (uint32_t j=g->ws[m*CUBE_NSYMS+s]; j<g->ws[m*CUBE_NSYMS+s+1]; j++) {
        uint64_t y=y0|(e2^g->wl[j]);
        if (backward) { if (nib(g->data,y)==prev) return 1; }
        else if (nib(g->data,y)==15) found+=nib_set(g->data,y,code);
      }
    }
  }
  return found;
}

@ The breadth-first search goes forward while the frontier is small and
backward once it is not, as the generator of the pruning-table chapter
does, in chunks of $2^{16}$ entries shared among the threads.

@<Building the tables of h48@>=
static void *h48_worker(void *arg)
{
  h48_gen *g=arg;
  const int prev=g->depth-1,code=g->depth;
  uint64_t found=0;
  for (;;) {
    uint64_t lo=__atomic_fetch_add(&g->next,1u<<16,__ATOMIC_RELAXED);
    if (lo>=g->n) break;
    uint64_t hi=lo+(1u<<16)<g->n? lo+(1u<<16): g->n;
    for (uint64_t x=lo; x<hi; x++)
      if (g->forward) { if (nib(g->data,x)==prev) found+=h48_expand(g,x,0,prev,code); }
      else if (nib(g->data,x)==15 && h48_expand(g,x,1,prev,code))
        found+=nib_set(g->data,x,code);
  }
  __atomic_fetch_add(&g->found,found,__ATOMIC_RELAXED);
  return NULL;
}

@ The driver. It returns the four-bit table of $h_K$ and its distribution.

@<Building the tables of h48@>=
int h48_generate(int K,int threads,int progress,uint8_t **out,uint64_t *dist,int *maxd,
  char *err,size_t errlen)
{
  h48_gen g;
  coord *cc=coord_find("h48cocsep48"),*sc=coord_find("h48sep"),*ec=coord_find("h48eo");
  double t0=ida_now();
  memset(&g,0,sizeof g);
  g.K=K; g.n=H48_N0<<K;
  g.cmove=cc->move_table; g.cself=cc->selfsyms;
  g.smove=sc->move_table; g.strans=sc->trans_table; g.sn=sc->ntrans;
  g.emove=ec->move_table; g.etrans=ec->trans_table; g.en=ec->ntrans;
  g.data=malloc((g.n+1)/2);
  if (!g.data || h48_spans(&g)) {
    free(g.data);
    return cube_error(err,errlen,"out of memory for the table of h%d",K);
  }
  memset(g.data,0xff,(g.n+1)/2);
  memset(dist,0,sizeof(uint64_t)*PRUNE_MAXDIST);
  nib_set(g.data,0,0); dist[0]=1; *maxd=0;
  uint64_t known=1;
  if (threads<1) threads=1;
  if (threads>64) threads=64;
  for (int d=1; d<15; d++) {
    @<Fill depth |d| of the table of h48@>;
    if (!g.found) break;
    dist[d]=g.found; *maxd=d; known+=g.found;
    if (progress)
      prune_report((double)known/g.n,"building table h48 h%d: depth %d, %.1f%% of %llu entries",
        K,d,100.0*known/g.n,(unsigned long long)g.n);
  }
  if (progress) prune_report_done("built table h48 h%d in %.0f s",K,ida_now()-t0);
  free(g.wl);
  *out=g.data;
  return 0;
}

@ @<Fill depth |d| of the table of h48@>=
{
  g.depth=d; g.next=0; g.found=0;
  g.forward=dist[d-1]*3<g.n-known;
  cube_parallel(threads,h48_worker,&g,0);
}

@ @<Declarations of h48@>=
int h48_generate(int K,int threads,int progress,uint8_t **out,uint64_t *dist,int *maxd,
  char *err,size_t errlen);

@*1 Two bits an entry, with a fallback.
Four bits an entry make $h_0$ 59\thinspace MB, $h_1$ 118\thinspace MB and
$h_6$ 3.8\thinspace GB. Two bits halve that, if the entry keeps only what
the search needs. With a {\it base} $b$, an entry of 1, 2 or~3 means a
distance of $b+1$, $b+2$, or at least $b+3$; an entry of 0 means ``at
most $b$'', and then the bound comes from a {\it fallback}. This is
Rokicki's scheme in \.{nxopt}, which Tronto's H48 adopts, and so does
its fallback: the entries are kept in lines of 64 bytes, 254 entries and
four bits for the least bound of the line's entries of~0 (the pruning
chapter's encoding |PRUNE_LINE|${}+b$). A 0 read costs nothing more than
another entry, since its line is already in the cache; the table is
0.8\%\ larger than plain two bits, and no second table is kept. A
distance of $b+3$ or more is read as $b+3$, and one of $b$ or less as the
line's minimum: both are lower bounds.
@^Rokicki, Tomas@>
@^Tronto, Sebastiano@>
@^fallback table@>
\def\lcellw#1#2{\vbox{\hrule\hbox{\vrule height 12pt depth 5pt
  \hbox to #1{\hss\sevenrm #2\hss}}\hrule}}
\def\lelided{\vbox{\hrule\hbox{\vrule height 12pt depth 5pt\hbox to 36pt{\hss$\cdots$\hss}}\hrule}}
$$\vbox{\hbox{\lcellw{20pt}{2}\lcellw{20pt}{0}\lcellw{20pt}{3}\lcellw{20pt}{1}%
\lcellw{20pt}{0}\lelided\lcellw{20pt}{1}\lcellw{20pt}{3}%
\vbox{\hrule\hbox{\vrule height 12pt depth 5pt
  \hbox to 40pt{\hss\sevenrm min\hss}\vrule}\hrule}}
\kern3pt
\hbox{\hbox to 20pt{\hss\sevenrm 0\hss}\hbox to 20pt{\hss\sevenrm 1\hss}%
\hbox to 20pt{\hss\sevenrm 2\hss}\hbox to 20pt{\hss\sevenrm 3\hss}%
\hbox to 20pt{\hss\sevenrm 4\hss}\hbox to 36.4pt{}%
\hbox to 20pt{\hss\sevenrm 252\hss}\hbox to 20pt{\hss\sevenrm 253\hss}%
\hbox to 40pt{\hss\sevenrm 4 bits\hss}}}$$
\figcaption{One line of 64 bytes: 254 entries of two bits (the codes
shown are an example) and, in its last four bits, the least bound of its
entries of~0. A code 1, 2 or~3 reads $b+1$, $b+2$, $b+3$; a code 0 reads
the larger of the line's minimum and the edges alone.}

A separate four-bit fallback table would give a better bound for an
entry of~0, at twice the memory; the section ``What did not work'' says
why the lines are kept instead.

For the exact tables ($h_0$, $h_p$ and $h_q$, made by the framework's
generator at four bits first) the minimum of a line is that of its entries
of $b$ or less. For the minima of $h_K$, below, which are made directly at
two bits, the bound of an entry of~0 is the entry of $h_0$ at the same
value of the corners and slices (never more than the entry of $h_K$, since
$h_0$ forgets more: a path in the graph of $h_K$ projects onto a path of
$h_0$), and the line keeps the least of those. The base is chosen by the
pruning chapter's rule, |prune_line_base|, and is part of the file's name
and header, so that a table is never read with the wrong one.

The minimum of a line is a weak bound: an entry of $h_0$ at distance~7
or~8 usually shares its line with one at 7 or less. Tronto's second
fallback makes up for it, and costs 0.8\thinspace MB: the distance of
the {\it edges alone}, the slices and the eleven flips without the
corners. Those are a coordinate of their own (the slices move by their
own table, and so do the flips), and one that every symmetry maps to
itself, so its table is reduced by the 48 symmetries through the slices:
782 classes of slices times 2048 flips, 1,601,536 entries at four bits.
An entry of~0 reads it through the symmetry that normalizes the side's
slices (any reading gives the same distance) and takes the larger of the
two bounds. It is also the bound that sees the superflip, whose corners
and slices are those of the solved cube: the edges alone put it 11 moves
away (one of six such values), while $h_0$ gives it~0.
@^edges alone, table of@>
@^superflip@>

@ The tables are kept in the table cache of the pruning-table chapter,
with its file format, under the names \.{h48h0} (for $h_0$ in lines),
\.{h48m1}, \.{h48m2}, \dots\ (for the minima), \.{h48hp} and \.{h48hq}; the
header of the exact ones records the distribution of the four-bit table
before packing, that of the minima the counts of their four codes. The
names but the first are not coordinates of the framework (the registry
would try to build them), only descriptions for the file's header.

@<Private data of h48@>=
static const char *const hk_names[H48_KPARC+1]={"h48h0","h48m1","h48m2","h48m3","h48m4",
  "h48m5","h48m6","h48m7","h48m8","h48m9","h48m10","h48m11","h48hp","h48hq"};
static coord hk_desc[H48_KPARC+1];
static uint64_t hk_size(int K)
{ return K==H48_KPAR? H48_N0*4: K==H48_KPARC? H48_N0*8: H48_N0<<K; }
static int h48_build_packed(int K,uint32_t moves,prune_table *t,int *base,
  const prune_options *po,char *err,size_t errlen);
static int qtm_depths[2]={H48_SHORT_QTM,H48_DEEP_QTM}; /* $S$ and $D$ in quarter turns */

@ The depths of the searches that make the tables of minima in quarter
turns may be set smaller, to make a table quickly: the tests of
chapter~\chapno{h48qtm} do, through |h48_qtm_build_depths| (zeros give the depths back
their values). They shape the next table made, whose file name records
its depth, and are never read by a search; a solver's own switches are
set with |optimal_tune|. (The memory a build may count on is the
command's, \.{CUBE\_MEMORY}, which the tests set to see a build refused.)

@<Functions of h48@>=
void h48_qtm_build_depths(int S,int D)
{
  qtm_depths[0]=S? S: H48_SHORT_QTM;
  qtm_depths[1]=D? D: H48_DEEP_QTM;
}

@ @<Declarations of h48@>=
void h48_qtm_build_depths(int S,int D);

@ Opening the table of $h_K$ (or $h_p$, $h_q$): look for a file with any
base, the highest first (a table of minima made with a deeper search,
as those of $h_K$ for $K\ge4$ are, has a higher base, and is preferred
to one of a lower base that the cache may also hold); else take the lock
of the cache, look again (another process may
have built it meanwhile), and only then build, pack and save it. A full
disk loses only the file, not the run: the table in memory is used.

@<Building the tables of h48@>=
static int h48_load_any_base(int K,uint32_t moves,const char *dir,prune_table *t,int *base,
  char *err,size_t errlen)
{
  char name[128],path[4300];
  for (int b=14; b>=0; b--) {
    prune_file_name(&hk_desc[K],moves,PRUNE_LINE+b,name,sizeof name);
    snprintf(path,sizeof path,"%s/%s",dir,name);
    if (access(path,F_OK)) continue;
    if (prune_load(t,&hk_desc[K],moves,PRUNE_LINE+b,path,err,errlen)==0) {
      *base=b; return 0;
    }
    fprintf(stderr,"cube: %s\n",err);
  }
  return -1;
}
int h48_open_packed(int K,uint32_t moves,prune_table *t,int *base,const prune_options *po,
  char *err,size_t errlen)
{
  char dir[4096],name[128],path[4300];
  coord *c=&hk_desc[K];
  c->name=hk_names[K]; c->n=hk_size(K); c->moves=MASK_ALL;
  if (prune_cache_dir(po->dir,dir,sizeof dir,err,errlen)) return -1;
  if (h48_load_any_base(K,moves,dir,t,base,err,errlen)==0) return 0;
  if (!po->may_build) return cube_error(err,errlen,"no table %s in %s",hk_names[K],dir);
  int fd=prune_lock(dir,hk_names[K],po->progress,err,errlen);
  if (fd<0) return -1;
  int rc=h48_load_any_base(K,moves,dir,t,base,err,errlen);
  if (rc) {
    rc=h48_build_packed(K,moves,t,base,po,err,errlen);
    if (rc==0) {
      prune_file_name(c,moves,PRUNE_LINE+*base,name,sizeof name);
      snprintf(path,sizeof path,"%s/%s",dir,name);
      if (prune_save(t,path,err,errlen)) fprintf(stderr,"cube: %s\n",err);
    }
  }
  prune_unlock(fd,dir,hk_names[K]);
  return rc;
}
@.no table ... in ...@>

@ Building: the exact tables come from the framework's generator at four
bits ($h_0$ through the cache, since the minima need it too; $h_p$ and
$h_q$ in memory only), the minima from the generator of the next
chapter (\chapno{h48min}) with the four-bit $h_0$ for the bounds of
their entries of~0.

@<Building the tables of h48@>=
static int h48_build_packed(int K,uint32_t moves,prune_table *t,int *base,
  const prune_options *po,char *err,size_t errlen)
{
  const int qtm=moves==MASK_QUARTER;
  prune_table f,h0t;
  uint8_t *codes=NULL;
  int maxd,threads=po->threads? po->threads: prune_default_threads();
  memset(t,0,sizeof *t);
  memset(&f,0,sizeof f);
  memset(&h0t,0,sizeof h0t);
  @<Refuse to build minima that need more memory than the machine has@>;
  if (K>=1 && K<=H48_MAXK && !minima_make)
    return cube_error(err,errlen,"building the table of h%d: the tables of minima need \
the chapter of their generator, h48min, which this program lacks",K);
  if (K<H48_KPAR
      && prune_open(&h0t,coord_find("h48h0"),moves,PRUNE_NIBBLE,po,err,errlen)) return -1;
  if (K==0) f=h0t;
  else if (K>=H48_KPAR) {
    if (prune_generate(&f,coord_find(hk_names[K]),moves,PRUNE_NIBBLE,threads,
        po->progress,err,errlen)) { prune_free(&h0t); return -1; }
  }
  if (K==0 || K>=H48_KPAR) {
    maxd=f.maxdist; memcpy(t->dist,f.dist,sizeof t->dist);
    t->unreachable=f.unreachable;
    *base=prune_line_base(t->dist,maxd);
  } else {
    int S=qtm? qtm_depths[0]: H48_SHORT;
    int D=(qtm? qtm_depths[1]: H48_DEEP)+(K>=H48_DEEP_FROM);
    if (minima_make(K,S,D,moves,qtm? H48_HBITS_QTM: H48_HBITS,threads,po->progress,&codes,
        t->dist,&maxd,NULL,err,errlen)) { prune_free(&h0t); return -1; }
    *base=D-2;
  }
  t->c=&hk_desc[K]; t->moves=moves; t->encoding=PRUNE_LINE+*base;
  t->n=hk_size(K); t->bytes=prune_bytes(t->encoding,t->n); t->maxdist=maxd;
  t->data=coord_alloc_large(t->bytes,&t->maplen);
  t->map=t->data;
  if (t->data) {
    if (codes) prune_line_pack(t->data,t->n,*base,codes,h0t.data,K,threads);
    else prune_line_pack(t->data,t->n,*base,NULL,f.data,0,threads);
  }
  if (codes) minima_free(codes,K);
  if (K>=H48_KPAR) prune_free(&f);
  prune_free(&h0t);
  if (!t->data) return cube_error(err,errlen,"out of memory for the table of h%d",K);
  return 0;
}

@ The minima of $h_K$ are made as two-bit codes, $2^K\cdot117{,}567{,}450$
of them, and then packed into lines, so at the end both are held: for
$h_8$ 7.5 and 7.6\thinspace GB, and its build took 15.0\thinspace GB at
its peak. On a machine with less memory than that, the build would run
for many minutes and then be killed by the system, or make it swap for
hours; so it is refused at once, with the sizes and the largest family
whose build fits (in the same metric). The memory counted is what is
available (|prune_memory_available|, which heeds \.{CUBE\_MEMORY}).

@<Refuse to build minima that need more memory than the machine has@>=
if (K>=1 && K<=H48_MAXK) {
  double have=prune_memory_available();
  if (have>0 && h48_build_memory(K)>have) {
    int k=K-1;
    while (k>0 && h48_build_memory(k)>have) k--;
    return cube_error(err,errlen,"building the table of h%d needs about %.2f GB of memory \
and %.2f GB is available: choose a family with fewer flips, such as h48-%d%s",
      K,h48_build_memory(K)/1e9,have/1e9,k,qtm? "-qtm": "");
  }
}

@ The memory a build of the minima of $h_K$ holds at its end: the codes
and the table in lines.

@<Private functions of h48@>=
static double h48_build_memory(int K)
{
  return hk_size(K)/4.0+(double)prune_bytes(PRUNE_LINE,hk_size(K));
}

@*1 The tables of $h_K$ as minima over $h_{11}$.
The bound that makes $h_K$ worth its size is Tronto's: the entry of a
value $v$ of $h_K$ is the least distance of a position that has the value
$v$ under some normalizing symmetry. Since the search may read a position
through any of the symmetries that normalize its corner class, the
minimum must be taken over all of them; then it is a lower bound,
whichever one is read, and it is the best one $h_K$ can give.

Those minima come from the distances of the values of $h_{11}$, a true
coordinate: a breadth-first search over its values to a short
depth~$S$, then a depth-first search of $D-S$ moves more from each value
at depth~$S$, and every value met, at its depth~$d$, lowers the entries
of $h_K$ that its readings number to~$d$. This is Tronto's method; his
program keeps the values of depth~8 and searches the last moves. The
generator is a chapter of its own, the next one (\chapno{h48min}), with
its hash table, its marks and their sink, and its tests.
@^Tronto, Sebastiano@>
@^minima over $h_{11}$@>

The table is made directly with two bits an entry and the base $b=D-2$:
an entry is 0 when a value of depth at most $b$ was met, 1 or 2 for
$b+1$ and~$b+2$, and stays~3 (``at least $b+3$'') when nothing was met.
The search reads a~0 from the fallback, $h_0$, which is at most the
least distance in any case. The header of the file records, as its
distribution, the number of entries of each code, the first at $b$ and
the last at $b+3$, so that the check of a file counts them by the rule
of the previous section. With $S=8$, $D$ is 10 for $K\le3$ and 11 for
$K\ge4$, so the base is 8 for $h_1$ to $h_3$ and 9 for $h_4$ to $h_7$, as
in Tronto's tables. The more flips the coordinate holds, the farther its
entries: with $D=10$, 88\% of the entries of $h_6$ were~3, ``11 or
more'', and the bound could not exceed 11 where the positions that
matter are 17 and 18 moves away; with $D=11$ a third of all its entries
read 12 or more (the group ``What the tables hold'' gives the counts).
The cost is a third move in the depth-first part, about thirteen times
its work.

@ The generator comes after this chapter, since it moves the values of
$h_{11}$ by this chapter's coordinates; so this chapter reaches it
through two pointers, the routine that makes the codes of $h_K$ and the
one that gives them back, which the next chapter's registering routine
sets. The program registers its chapters in the order of the book
before it opens any table (the kit's chapter says how), so every family
that builds minima, in face turns or in quarter turns, finds them set.
A program without that chapter still reads the tables of minima in the
cache, and refuses to build one, with a message that names the chapter.
@^minima over $h_{11}$@>

@<Types of h48@>=
typedef int (*h48_minima_fn)(int K,int S,int D,uint32_t moves,int hbits,int threads,
  int progress,uint8_t **out,uint64_t *dist,int *maxd,uint64_t *h11,char *err,size_t errlen);
typedef void (*h48_minima_free_fn)(uint8_t *codes,int K);

@ @<Private data of h48@>=
static h48_minima_fn minima_make; /* set by the generator's chapter, or |NULL| */
static h48_minima_free_fn minima_free;

@ @<Functions of h48@>=
void h48_set_minima(h48_minima_fn make,h48_minima_free_fn release)
{
  minima_make=make; minima_free=release;
}

@ @<Declarations of h48@>=
void h48_set_minima(h48_minima_fn make,h48_minima_free_fn release);
int h48_open_packed(int K,uint32_t moves,prune_table *t,int *base,const prune_options *po,
  char *err,size_t errlen);

@*1 The solver.
The state of a node holds two {\it sides}: the position and its inverse.
Each side is seen as the corner class, the edge part of $h_q$ (the slices
and the three parities) and the eleven flips, all as
seen through the symmetry $T$ that relates it to the actual position (a
move $m$ of the position is the move $m^T$ of the side, as in the
search chapter's solver), with the number of its table entry. One side,
|x|, is moved by tables; the other, |y|, has no move tables (the reason is
given below) and is read from scratch from a copy of its position, |inv|,
when its bound is wanted. Normally |x| is the position and |y| its
inverse; a later section lets the search exchange them. Every family
moves the same state and reads from it the bits it needs.

@<Types of h48@>=
typedef struct {
  uint64_t idx; /* the entry in the family's table */
  uint32_t cls; /* the corner class */
  uint32_t sepp; /* the slices and the parities, seen through |T| */
  uint16_t eo; /* the flips, seen through |T| */
  uint8_t T; /* the symmetry */
} h48_coords;
typedef struct {
  const uint8_t *cls_dist; /* the distance of each corner class, in the family's metric */
  int shift,lowpos; /* the extra bits of an entry, and where they are (|h48_index|) */
} h48_common;

@ The state of a node and an open family of face turns are this
chapter's own; the tables that move a side are read by the search of
chapter~\chapno{h48qtm} too, so they are declared in the header.

@<Private data of h48@>=
typedef struct {
  h48_coords x; /* the side moved by tables */
  h48_coords y; /* the other side, if |yok| */
  cubepos inv; /* the other side's position, if |yok| (and more than one move is left) */
  uint8_t m; /* the move that made the state */
  uint8_t hx,hy; /* the bounds of |x| and of |y| */
  uint8_t yok; /* |y| and |hy| are known */
  uint8_t side; /* 0 if |x| is the position, 1 if it is the inverse */
} h48_state;
typedef struct {
  h48_common c; /* first, for the routines that serve both metrics */
  prune_table hk,edges; /* the table of $h_K$ in lines, and the edges alone */
  const uint8_t *hk_data; /* the entries of |hk| */
  int K,base,par; /* the family, the base of its entries, $h_p$ or $h_q$ */
  int inverse_depth,quarter_rule,switch_side,pipeline; /* the switches */
} h48_open_tables;
const uint32_t *h48_sep_cls; /* the class of the slices, and its symmetry */
const uint32_t *h48_cls_move,*h48_eo_move,*h48_eo_trans;
static const uint32_t *cls_of;
int h48_eo_nt;
uint32_t *h48_slice_move; /* the slices moved, and the change of the parities */
uint16_t *h48_slice_trans; /* the slices transformed */
uint8_t h48_par_trans[CUBE_NSYMS][8]; /* the parities transformed */

@ @<Declarations of h48@>=
extern const uint32_t *h48_sep_cls,*h48_cls_move,*h48_eo_move,*h48_eo_trans;
extern int h48_eo_nt;
extern uint32_t *h48_slice_move;
extern uint16_t *h48_slice_trans;
extern uint8_t h48_par_trans[CUBE_NSYMS][8];
extern uint8_t h48_pre_c[CUBE_NMOVES][24],h48_pre_e[CUBE_NMOVES][32];
static inline uint64_t h48_index(const h48_common *C,uint32_t cls,uint32_t sepp,uint32_t eo);

@ The framework's tables for the slices with their three parities
(277,200 values) take 20\thinspace MB for the moves and 53\thinspace MB
for the symmetries, and the search reads them at random: a profile put
half of the solver's time in the move of the state, mostly waiting for
these tables. But the parities ride along simply. A move changes the
slices as the edge part alone says and adds to the parities a change
that depends on the slices and the move only (a quarter turn flips the
four edges it moves and is an odd permutation of the corners); a
symmetry transforms the slices as the edge part alone says and permutes
the parities, as it permutes the slices, whatever the slices are. So the
solver keeps two small tables for the 34,650 values of the slices, the
move with the change of the parities in its high bits (2.5\thinspace MB)
and the symmetries at 16 bits (3.3\thinspace MB), and the parities'
permutation for each symmetry; it makes them from the framework's tables
when the first family is opened, and checks on every value that they
agree with them. These tables, the framework's move tables and the
distances of the corner classes are the same for every family; they are
made once and only read after that, while the tables of $h_K$ belong to
the family opened.

@<The search routines of h48@>=
static int h48_compact(const coord *sc,char *err,size_t errlen)
{
  const uint32_t *mv=sc->move_table,*tr=sc->trans_table;
  int nt=sc->ntrans;
  uint32_t *sm=malloc(sizeof(uint32_t)*H48_NSEP*CUBE_NMOVES);
  uint16_t *st=malloc(sizeof(uint16_t)*H48_NSEP*CUBE_NSYMS);
  if (!sm || !st) { free(sm); free(st); return cube_error(err,errlen,"out of memory"); }
  for (int g=0; g<CUBE_NSYMS; g++)
    for (int p=0; p<8; p++) h48_par_trans[g][p]=(uint8_t)(tr[(uint32_t)p*nt+g]&7);
  for (uint32_t x=0; x<H48_NSEP; x++) {
    for (int m=0; m<CUBE_NMOVES; m++) {
      uint32_t y=mv[x*8*CUBE_NMOVES+m];
      sm[x*CUBE_NMOVES+m]=(y>>3)|(y&7)<<16;
    }
    for (int g=0; g<CUBE_NSYMS; g++) st[x*CUBE_NSYMS+g]=(uint16_t)(tr[x*8*nt+g]>>3);
    for (uint32_t p=0; p<8; p++) {
      for (int m=0; m<CUBE_NMOVES; m++) {
        uint32_t y=sm[x*CUBE_NMOVES+m];
        if (mv[(x*8+p)*CUBE_NMOVES+m]!=((y&0xffff)<<3|(p^(y>>16)))) goto bad;
      }
      for (int g=0; g<CUBE_NSYMS; g++)
        if (tr[(x*8+p)*nt+g]!=((uint32_t)st[x*CUBE_NSYMS+g]<<3|h48_par_trans[g][p])) goto bad;
    }
  }
  h48_slice_trans=st; h48_slice_move=sm;
  return 0;
bad:
  free(sm); free(st);
  return cube_error(err,errlen,"the parities of h48 do not ride along the slices");
}

@ A move of a side, as in the search chapter: the class move table
gives the new class and the symmetry that normalizes it, which then
transforms the slices and the flips and joins~$T$.

@<Inline routines of h48@>=
static inline void h48_move(const h48_common *C,const h48_coords *s,int m,h48_coords *o)
{
  int mt=cube_sym_move[s->T][m];
  uint32_t k=h48_cls_move[s->cls*CUBE_NMOVES+mt],sym=k>>COORD_SYMSHIFT;
  uint32_t y=h48_slice_move[(s->sepp>>3)*CUBE_NMOVES+mt];
  o->cls=k&COORD_CLASSMASK;
  o->sepp=(uint32_t)h48_slice_trans[(y&0xffff)*CUBE_NSYMS+sym]<<3
    |h48_par_trans[sym][(s->sepp^(y>>16))&7];
  o->eo=(uint16_t)h48_eo_trans[h48_eo_move[s->eo*CUBE_NMOVES+mt]*h48_eo_nt+sym];
  o->T=cube_sym_mul[sym][s->T];
  o->idx=h48_index(C,o->cls,o->sepp,o->eo);
}

@ The number of the entry: the entry of $h_0$ shifted left by the number
of the extra bits, $K$ flips, or the two parities of $h_p$, or the three
of $h_q$, and those bits (the parities are the low bits of the edge part,
which the state carries whole, as for $h_q$): in the word
$2^{16}\cdot$|sepp|${}+{}$|eo|, the |shift| bits at |lowpos|. The
bound of an entry: for $h_0$ the four-bit entry; otherwise the two-bit
entry above the base, or, when it is~0, the larger of the line's least
bound and the entry of the edges alone (|h48_line_bound|, which the
families of quarter turns read too).

@<Inline routines of h48@>=
static inline uint64_t h48_index(const h48_common *C,uint32_t cls,uint32_t sepp,uint32_t eo)
{
  uint64_t e0=(uint64_t)cls*H48_NSEP+(sepp>>3),w=(uint64_t)sepp<<16|eo;
  return e0<<C->shift|(w>>C->lowpos&((1u<<C->shift)-1));
}
static inline int h48_line_bound(const uint8_t *lines,const uint8_t *edges,int base,
  uint64_t idx,uint32_t sepp,uint32_t eo)
{
  int v=prune_line_bound(lines,idx,base);
  if (v<=base) {
    uint32_t k=h48_sep_cls[sepp>>3],sym=k>>COORD_SYMSHIFT;
    int e=prune_nibble(edges,(uint64_t)(k&COORD_CLASSMASK)*H48_NEO
      +h48_eo_trans[eo*h48_eo_nt+sym]);
    if (e>v) v=e;
  }
  return v;
}

@ @<The search routines of h48@>=
static inline int h48_entry(const h48_open_tables *T,const h48_coords *s)
{
  return h48_line_bound(T->hk_data,T->edges.data,T->base,s->idx,s->sepp,s->eo);
}
static inline void h48_prefetch(const h48_open_tables *T,uint64_t idx)
{
  __builtin_prefetch(prune_line_of(T->hk_data,idx));
}

@ The distance of each corner class, from a breadth-first search over the
3,393 classes with their move table, by the moves |moves| of a metric
(the corner part is well defined under every move and symmetry, so this is
the distance of the corners' coset); this chapter makes the table of
face turns, the next one that of quarter turns, and an open family
points at that of its metric (|cls_dist| of |h48_common|).
Every entry of every table of this chapter is at least the distance of
its corner class, since a path in the graph of $h_0$, $h_K$, $h_p$ or
$h_q$ projects onto a path of the classes; so this 3\thinspace KB table,
always in the cache, may refuse a state before its entry is read, and
refuses only states that the entry would refuse too. The solver uses it
where it reads a side from scratch: the corners are read first, and a
class too far away spares the edges. (Refusing the children of the
position so, before their entries are prefetched, saved 0.6\% of the
misses of the last level of the cache in callgrind's simulation of the
caches, at a cost of 1.5\% more instructions; so it is not done.)
@^corner bound, an early reject@>

@<Private data of h48@>=
static uint8_t cls_dist_htm[H48_NCLASSES]; /* the distance of each corner class, in face turns */

@ @<Declarations of h48@>=
void h48_class_distances(uint32_t moves,uint8_t *cls_dist);

@ @<The search routines of h48@>=
void h48_class_distances(uint32_t moves,uint8_t *cls_dist)
{
  int more=1;
  memset(cls_dist,0xff,H48_NCLASSES);
  cls_dist[0]=0;
  for (int d=0; more; d++) {
    more=0;
    for (uint32_t c=0; c<H48_NCLASSES; c++)
      if (cls_dist[c]==d)
        for (int m=0; m<CUBE_NMOVES; m++) if (moves>>m&1) {
          uint32_t k=h48_cls_move[c*CUBE_NMOVES+m]&COORD_CLASSMASK;
          if (cls_dist[k]==0xff) { cls_dist[k]=(uint8_t)(d+1); more=1; }
        }
  }
}

@ The state of a position from scratch: the class of the corner part and
the symmetry that normalizes it, the slices and flips transformed by that
symmetry. The search does this for the inverse of many nodes, so it must
be cheap. Each slot contributes, through a table indexed by the slot and
the byte it holds, its bits to a few words at once: for a corner, its bit
of the tetrad mask and its twist times $3^i$ (a sum, since the bits do not
overlap); for an edge, its bit in the masks of the first slice, of the
second slice, and of the flips without the slot's own reference (which is
added once, for all slots, at the end). From the masks come the numbers
of the two sets (the second slice's mask is compressed to the eight slots
the first leaves, four bits at a time, from a table) and the parities of
the flips of the two slices, by counting bits. The corners come first:
if the distance of their class exceeds |limit|, the routine stops there
and returns~0. The parity of the corners, |cp|, is given by the caller:
a position, its inverse and their images under symmetries all have the
same, so the search passes that of the other side; only the root counts
it, by the cycles of the corners. Written slot by slot with shifts and
tests, as the index routines of the coordinates are, the routine took 663
instructions in the profile of the measurements; with the tables, about 300.

@<Private data of h48@>=
static uint32_t c_word[CUBE_NCORNERS][24]; /* tetrad bit and twist of a corner byte */
static uint64_t e_word[CUBE_NEDGES][32]; /* slice bits and flip of an edge byte */
static uint8_t squeeze[16][16]; /* bits of |b| under the mask |k|, packed, and their count */

@ @<Make the search tables of h48@>=
for (int i=0,p3=1; i<CUBE_NCORNERS; i++,p3*=3)
  for (int v=0; v<24; v++)
    c_word[i][v]=(uint32_t)(H48_TETRAD>>corner_perm(v)&1)<<i
      |(uint32_t)(i<7? corner_ori(v)%3*p3: 0)<<8;
for (int i=0; i<CUBE_NEDGES; i++)
  for (int v=0; v<32; v++) {
    int e=edge_perm(v),f=edge_ori(v)^(int)(koc_flip_set>>e&1);
    e_word[i][v]=(uint64_t)(H48_SLICE1>>e&1)<<i|(uint64_t)(H48_SLICE2>>e&1)<<(12+i)
      |(uint64_t)f<<(24+i);
  }
for (int b=0; b<16; b++)
  for (int k=0; k<16; k++) {
    int out=0,n=0;
    for (int i=0; i<4; i++) if (k>>i&1) { out|=(b>>i&1)<<n; n++; }
    squeeze[b][k]=(uint8_t)(out|n<<4);
  }

@ Reading a side's coordinate in one pass over its cubies, through the tables of slots and bytes: the corner word gives the class and its symmetry, the edge word the slices, and the flips are read through that symmetry; |limit| lets a caller stop early when the bound is already large enough.

@<The search routines of h48@>=
inline int h48_scan(const h48_common *C,const cubepos *p,int cp,int limit,h48_coords *s)
{
  uint32_t cw=0;
  uint64_t ew=0;
  for (int i=0; i<CUBE_NCORNERS; i++) cw+=c_word[i][p->c[i]];
  uint32_t k=cls_of[(uint32_t)sets8c.rank[cw&0xff]*KOC_TWIST+(cw>>8)],sym=k>>COORD_SYMSHIFT;
  s->cls=k&COORD_CLASSMASK;
  if (C->cls_dist[s->cls]>limit) return 0;
  for (int i=0; i<CUBE_NEDGES; i++) ew|=e_word[i][p->e[i]];
  uint32_t a=(uint32_t)ew&0xfff,b=(uint32_t)(ew>>12)&0xfff;
  uint32_t x=((uint32_t)(ew>>24)^koc_flip_set)&0xfff,na=~a&0xfff;
  uint32_t q0=squeeze[b&15][na&15],q1=squeeze[b>>4&15][na>>4&15],q2=squeeze[b>>8][na>>8];
  uint32_t m2=(q0&15)|(q1&15)<<(q0>>4)|(q2&15)<<((q0>>4)+(q1>>4));
  uint32_t p1=(uint32_t)__builtin_popcount(x&a)&1,p2=(uint32_t)__builtin_popcount(x&b)&1;
  uint32_t sp=(((uint32_t)sets12.rank[a]*70+(uint32_t)sets8e.rank[m2])*4+p1+2*p2)*2
    +(uint32_t)cp;
  s->sepp=(uint32_t)h48_slice_trans[(sp>>3)*CUBE_NSYMS+sym]<<3|h48_par_trans[sym][sp&7];
  s->eo=(uint16_t)h48_eo_trans[(x&0x7ff)*h48_eo_nt+sym];
  s->T=(uint8_t)sym;
  s->idx=h48_index(C,s->cls,s->sepp,s->eo);
  return 1;
}
static int h48_cparity(const cubepos *p)
{
  int cp=0,seen=0;
  for (int i=0; i<CUBE_NCORNERS; i++)
    if (!(seen>>i&1)) {
      int k=i,len=0;
      while (!(seen>>k&1)) { seen|=1<<k; k=corner_perm(p->c[k]); len++; }
      cp^=(len-1)&1;
    }
  return cp;
}
void h48_fill(const h48_common *C,const cubepos *p,h48_coords *s)
{
  h48_scan(C,p,h48_cparity(p),IDA_MAXDEPTH,s);
}

@ Reading a side from scratch is what the search in quarter turns does
for the inverse too, so the two routines are in the header; |h48_scan|
stays inline in this chapter's search.

@<Declarations of h48@>=
int h48_scan(const h48_common *C,const cubepos *p,int cp,int limit,h48_coords *s);
void h48_fill(const h48_common *C,const cubepos *p,h48_coords *s);

@ The inverse position is as far from solved as the position, so its
entry bounds the position too. A move $m$ of the search takes $P$ to
$Pm$ and its inverse $P^{-1}$ to $m^{-1}P^{-1}$: a move applied {\it
before} the inverse. So
the node carries the inverse, kept up to date by premoves rather than
inverted afresh, as Tronto's H48 does; but the coordinate has no move
tables on that side (a premove changes which cubies are in the tetrads
and slices, not where the slots are, and that is not a function of the
coordinate), so the inverse's state is read from scratch, which
costs several times a move. That is done only for nodes that pass the
position's own bound with at least \.{inverse\_depth} moves left, three
(the solver's switch of that name, |optimal_tune|, set above 20 turns
the inverse off, to measure what it gains).
A premove relabels the cubies: the byte of every slot is replaced by its
image under the move, from a table of $18\cdot(24+32)$ bytes, twenty
lookups instead of the first chapter's product of positions.

@<Constants of h48@>=
enum { H48_INVERSE_DEPTH = 3 };

@ @<Private data of h48@>=
uint8_t h48_pre_c[CUBE_NMOVES][24],h48_pre_e[CUBE_NMOVES][32]; /* premoves, slot by slot */

@ @<Make the search tables of h48@>=
for (int m=0; m<CUBE_NMOVES; m++) {
  const cubepos *M=&cube_move_cubes[m];
  for (int v=0; v<24; v++) {
    int w=M->c[corner_perm(v)];
    h48_pre_c[m][v]=(uint8_t)corner_val(corner_perm(w),(corner_ori(w)+corner_ori(v))%3);
  }
  for (int v=0; v<32; v++)
    if (edge_perm(v)<CUBE_NEDGES) h48_pre_e[m][v]=(uint8_t)(M->e[edge_perm(v)]^(v&16));
}

@ @<Inline routines of h48@>=
static inline void h48_premove(const cubepos *p,int m,cubepos *r)
{
  for (int i=0; i<CUBE_NCORNERS; i++) r->c[i]=h48_pre_c[m][p->c[i]];
  for (int i=0; i<CUBE_NEDGES; i++) r->e[i]=h48_pre_e[m][p->e[i]];
}

@ The coordinate cannot tell a half turn from no move when the half turn
comes {\it first}: a half turn $h$ keeps every cubie's tetrad or slice
(it swaps cubies within them), twists no corner and, in the convention
of the flips, flips no edge; so $hQ$, whose slots hold the images under
$h$ of the cubies of $Q$ with their orientations unchanged, reads exactly
as $Q$ does, class, slices, flips and parities (the test checks it on
random positions). Two things follow for the inverse, which moves by
premoves.

First, a child made by a half turn has its parent's inverse reading: its
bound is the parent's, and costs nothing. Only the quarter turns need the
inverse read from scratch.
@^half turns, inverse reading inherited@>

Second, Tronto's cut, after Rokicki's in \.{nxopt}. Let $P$ have $L$ moves
left and let the bound of its inverse be exactly~$L$. A solution
$Pm_1\cdots m_L=I$ gives $P^{-1}=m_1\cdots m_L$; if $m_1$ were a half
turn, $m_1^{-1}P^{-1}=m_2\cdots m_L$ would read as $P^{-1}$ and be at most
$L-1$ moves from solved, so the entry of that reading, which is
$P^{-1}$'s, would be at most $L-1$. So the next
move is a quarter turn: the half turns, a third of the moves, are not
even made. By the same argument on the inverse, if the position's own
bound is exactly~$L$, the {\it last} move of the solution, the first on
the inverse's side, is a quarter turn. The switch \.{quarter\_rule}
turns this off, for the measurements. Counted in states (the measurements
chapter's section ``Which trick''), the first makes the inverse's reading of a third
of the children free, and lets the children of one or two moves left
that are half turns have one; the second takes \.{h48-0} from 61.2 to
45.7 million states on three positions of length~15, and the
instructions of \.{h48-1} on the second from 1,418 to 1,271 million: the
states it drops were cheap, their bound being known without a lookup.
@^Tronto, Sebastiano@>
@^Rokicki, Tomas@>
@^half turns after a tight inverse bound@>

@ The routines of the generic search, which the solver uses for the first
two moves and the tests for walks. The child prefetches its entry; the
bound applies the rule above (here by refusing the half turn once made),
reads the entries and, high enough in the tree, the inverse's, or takes
the parent's for a half turn; the goal test asks for the solved values
(class, slices and flips zero) before |optimal_goal| checks the path on
the position.

@<The search routines of h48@>=
static inline void h48_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const h48_state *s=s_;
  h48_state *o=o_;
  const h48_open_tables *T=optimal_ctx_tables(ctx);
  h48_move(&T->c,&s->x,m,&o->x);
  o->m=(uint8_t)m; o->yok=0; o->side=s->side;
  if (!leaf) h48_prefetch(T,o->x.idx);
}
static inline int h48_bound(void *ctx,const void *s_,void *o_,int left)
{
  const h48_state *s=s_;
  h48_state *o=o_;
  const h48_open_tables *T=optimal_ctx_tables(ctx);
  if (s->yok && s->hy==left+1 && o->m%3==1 && T->quarter_rule) return IDA_MAXDEPTH;
  int a=h48_entry(T,&o->x),b;
  o->hx=(uint8_t)a;
  if (a>left || !s->yok) return a;
  if (o->m%3==1) { o->y=s->y; b=s->hy; }
  else if (left<T->inverse_depth) return a;
  else {
    h48_premove(&s->inv,cube_move_inverse(o->m),&o->inv);
    if (!h48_scan(&T->c,&o->inv,(int)(o->x.sepp&1),left,&o->y))
      return T->c.cls_dist[o->y.cls];
    b=h48_entry(T,&o->y);
  }
  if (o->m%3==1) h48_premove(&s->inv,cube_move_inverse(o->m),&o->inv);
  o->hy=(uint8_t)b; o->yok=1;
  return a>b? a: b;
}
static inline int h48_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const h48_state *s=s_;
  if (s->x.cls!=0 || s->x.sepp!=0 || s->x.eo!=0) return 0;
  return optimal_goal(ctx,s,path,len);
}
static int h48_root(const void *T_,const cubepos *p,void *s_)
{
  const h48_open_tables *T=T_;
  h48_state *s=s_;
  memset(s,0,sizeof *s);
  h48_fill(&T->c,p,&s->x);
  cube_inv(p,&s->inv);
  h48_fill(&T->c,&s->inv,&s->y);
  s->hx=(uint8_t)h48_entry(T,&s->x); s->hy=(uint8_t)h48_entry(T,&s->y);
  s->yok=1; s->m=CUBE_NOMOVE;
  return s->hx>s->hy? s->hx: s->hy;
}

@ Switching to the inverse. The rule of the previous section restricts
the next move of the position when the inverse's bound is tight, and the
next move on the inverse's side when the position's own bound is tight.
Tronto's H48 uses both: at each node it moves whichever side has fewer
moves allowed, the position by a move $m$ (its inverse by the premove
$m^{-1}$) or the inverse by a move $m$ (the position by the premove
$m^{-1}$). Moving the inverse by tables needs its side |y| in the
table's form, which the node has when it read the inverse's bound, and
the position as a cube for the premoves, which is the inverse of the
cube the node carries; so switching exchanges |x| and |y| and inverts
|inv|, and the children then move the inverse. A solution is then the
position's moves, then the inverse's moves inverted, in reverse order.
@^switching to the inverse@>

Each side keeps its sequence canonical, the position's by the first
chapter's rule and the inverse's by the same rule read backwards (a move
may come next on the inverse's side if the two, inverted and reversed,
may follow each other), and the last move must satisfy both. Then every
solution found is canonical, and every canonical solution is found exactly
once: at each node the side is fixed, and the move on it is the next or
the last move of the solution. So the solutions are the same as those of
the plain search, only the states differ. The switch \.{switch\_side}
turns this on; it is off, since it does not pay here: 45.8 million states
against 45.7 with \.{h48-0} on three positions of length~15, and 15\%
more instructions (the measurements say why).

@<Private data of h48@>=
static uint32_t inv_next[CUBE_NMOVES+1]; /* the moves allowed next on the inverse's side */

@ @<Make the search tables of h48@>=
for (int z=0; z<=CUBE_NMOVES; z++) {
  inv_next[z]=0;
  for (int y=0; y<CUBE_NMOVES; y++)
    if (z==CUBE_NOMOVE || cube_next_moves[y]>>z&1) inv_next[z]|=1u<<y;
}

@ Inverting the cube of a node, as the first chapter's |cube_inv| does,
with the inverse twist from a table.

@<The search routines of h48@>=
static inline void h48_invert(const cubepos *a,cubepos *r)
{
  static const uint8_t neg[3]={0,2,1};
  for (int i=0; i<CUBE_NCORNERS; i++)
    r->c[corner_perm(a->c[i])]=(uint8_t)corner_val(i,neg[corner_ori(a->c[i])]);
  for (int i=0; i<CUBE_NEDGES; i++)
    r->e[edge_perm(a->e[i])]=(uint8_t)edge_val(i,edge_ori(a->e[i]));
}

@ The moves allowed next on each side, by the canonical sequences and the
rule of the half turns.

@<The search routines of h48@>=
static inline void h48_masks(const h48_open_tables *T,const h48_state *s,int left,int lastn,
  int lasti,uint32_t *mn,uint32_t *mi)
{
  *mn=cube_next_moves[lastn]; *mi=inv_next[lasti];
  @<Drop the half turns that a tight bound excludes@>;
}

@ Making children ahead, for the pipeline described in the next section:
the survivors in |sel|, with |left| moves left, get their children, in
the rows of |gc| and the masks of |gm|, as each would make them itself
(the position's side, by |h48_masks|), and then all their entries are
prefetched.

@<The search routines of h48@>=
static inline void h48_ahead(const h48_open_tables *T,const h48_state *c,uint32_t sel,int left,
  int lasti,h48_state gc[][CUBE_NMOVES],uint32_t *gm)
{
  for (uint32_t z=sel; z; z&=z-1) {
    int k=__builtin_ctz(z),j=0;
    uint32_t a,b,g=0;
    h48_masks(T,&c[k],left,c[k].m,lasti,&a,&b);
    while (a) {
      int m=__builtin_ctz(a);
      a&=a-1;
      h48_move(&T->c,&c[k].x,m,&gc[k][j].x);
      gc[k][j].m=(uint8_t)m; gc[k][j].yok=0; gc[k][j].side=0;
      g|=1u<<j++;
    }
    gm[k]=g;
  }
  for (uint32_t z=sel; z; z&=z-1) {
    int k=__builtin_ctz(z);
    for (uint32_t g=gm[k]; g; g&=g-1) h48_prefetch(T,gc[k][__builtin_ctz(g)].x.idx);
  }
}

@ The search below the first two moves is this chapter's own, so that it
can do what the generic one cannot: read the entries of all the children
in stages, drop moves before their children are made, and move the
inverse instead of the position. A node with $L$ moves left works in
passes. The first moves each child's side |x|; the second prefetches
all their entries. The third reads those entries, refuses the children
whose bound exceeds $L-1$, and for each survivor that is a quarter turn
(with \.{inverse\_depth} moves left or more) premoves the other side
and reads it from scratch, corners first; a half turn takes its
parent's. The fourth prefetches the other sides' entries, and the fifth
reads them. The last searches the survivors. The moves of the position
are kept in |nm|, those made on the inverse's side in |im|. With the
states of the generic search (the half turns made, the inverse read
where it read it), this takes a state from 347 to 245 instructions in
callgrind's count: the reads in stages let the misses of the children
overlap, and the calls of the generic search's routines are gone.
@^prefetching, in passes of their own@>

The prefetches have passes of their own because of what a miss costs
with a table of gigabytes. On the measured machine (a virtual machine,
where a miss first walks two levels of page tables) one read at a random
place of 4\thinspace GB takes 516~ns; thirteen independent reads issued
together take 72~ns each, and 26 or more, 60~ns each: the processor
overlaps misses only as far as its window of instructions reaches, and a
prefetch waiting for its page walk holds that window. Made child by
child, a prefetch followed each child's thirty-odd instructions of
tables, and only a few were in flight at once; issued in a row, all of
them are. Measured on the same three random states (one of 17 moves, two
of 18) with \.{h48-7}, alternating the two programs: 7.87 and 8.06~s a
position before, 6.08 and 5.91 after, with the same states (14,714,385,
50,157,719 and 26,473,819).

For the same reason a node makes the children of its survivors before
it searches them, and prefetches their entries all together, so that
the misses of several survivors' children overlap; each survivor then
starts with its children made. The survivors whose inverse is known
(the half turns, and the nodes too low for the inverse) have theirs made
while the other survivors' inverse entries are on their way; the others
after those are read, so that no child is made for a survivor that its
inverse refuses. (Making them first, and reading the inverse in the child,
made 55.6 million children for the 26.5 million states of one position,
and took twice as long.) The states are the same, in the same order;
the switch \.{pipeline} turns this off, for the measurements and for a test that
the states are the same. Measured on six random states alternating on
and off in one run: 45.6 against 48.1~s in all, 5\%. The children of
the survivors take room in each node's frame, $18\times18$ states of 80
bytes, 26\thinspace KB; a search of twenty moves thus needs about half a
megabyte of stack, within the two to eight megabytes a thread has by
default.
@^pipeline of the children@>

@<Private data of h48@>=
typedef struct {
  ida_problem *P;
  const h48_open_tables *T;
  uint8_t *path; /* where the goal gets the moves */
  uint8_t nm[IDA_MAXDEPTH],im[IDA_MAXDEPTH]; /* the moves of each side */
  int nn,ni;
} h48_walk;

@ The depth-first search below the first moves, written for this chapter: it makes the children of a node, reads their bounds on both sides, cuts those that cannot finish within |left| moves, and descends into the rest; the state carries the bound of the inverse, so that most children need one lookup.

@<The search routines of h48@>=
static int h48_dfs(h48_walk *w,const h48_state *s,int left,int lastn,int lasti,
  h48_state *c,uint32_t made)
{
  ida_problem *P=w->P;
  const h48_open_tables *T=w->T;
  uint32_t mn,mi;
  h48_masks(T,s,left,lastn,lasti,&mn,&mi);
  if (left==1) @<Try the last moves, and return@>;
  h48_state t,gc[CUBE_NMOVES][CUBE_NMOVES];
  int want=s->side,n=0,L=left-1;
  uint32_t live=0,pend=0,mask,gm[CUBE_NMOVES];
  @<Choose the side to move, and exchange the sides of |t| if it is not |x|@>;
  mask=want? mi: mn;
  if (made) live=made;
  else @<Make the children and prefetch their entries@>;
  @<Count the children, and stop at the limits@>;
  @<Read the children's entries, and prefetch the other side's of the survivors@>;
  @<Read the inverses' entries, and make the survivors' children ahead@>;
  while (live) {
    int k=__builtin_ctz(live),m=c[k].m,r;
    live&=live-1;
    if (want) { w->im[w->ni++]=(uint8_t)m; r=h48_dfs(w,&c[k],L,lastn,m,gc[k],gm[k]); w->ni--; }
    else { w->nm[w->nn++]=(uint8_t)m; r=h48_dfs(w,&c[k],L,m,lasti,gc[k],gm[k]); w->nn--; }
    if (r) return r;
  }
  return 0;
}

@ @<Drop the half turns that a tight bound excludes@>=
if (T->quarter_rule) {
  int hn=s->side? s->hy: s->hx,hi=s->side? s->hx: s->hy;
  if ((s->side || s->yok) && hi==left) *mn&=MASK_QUARTER;
  if ((!s->side || s->yok) && hn==left) *mi&=MASK_QUARTER;
}

@ @<Choose the side to move, and exchange the sides of |t| if it is not |x|@>=
if (T->switch_side && s->yok)
  want=__builtin_popcount(mi)<__builtin_popcount(mn);
if (want!=s->side) {
  t.x=s->y; t.y=s->x; t.hx=s->hy; t.hy=s->hx; t.yok=1; t.side=(uint8_t)want; t.m=s->m;
  h48_invert(&s->inv,&t.inv);
  s=&t;
}

@ @<Make the children and prefetch their entries@>=
while (mask) {
  int m=__builtin_ctz(mask);
  mask&=mask-1;
  h48_move(&T->c,&s->x,m,&c[n].x);
  c[n].m=(uint8_t)m; c[n].yok=0; c[n].side=(uint8_t)want;
  live|=1u<<n++;
}
for (int k=0; k<n; k++) h48_prefetch(T,c[k].x.idx);

@ @<Count the children, and stop at the limits@>=
n=__builtin_popcount(live);
P->nodes+=(uint64_t)n;
if ((P->nodes^(P->nodes-(uint64_t)n))>>14 && ida_limit_reached(P)) {
  P->stopped=1;
  return 1;
}

@ A half turn's child gets the parent's reading of the other side, and its
position too when it has more than one move left (a node with one move
left only tries the last moves, which need neither).

@<Read the children's entries, and prefetch the other side's of the survivors@>=
for (uint32_t z=live; z; z&=z-1) {
  int k=__builtin_ctz(z),a=h48_entry(T,&c[k].x);
  c[k].hx=(uint8_t)a;
  if (a>L) { live&=~(1u<<k); continue; }
  if (!s->yok) continue;
  int hv=c[k].m%3==1,im=cube_move_inverse(c[k].m);
  if (hv) {
    c[k].y=s->y; c[k].hy=s->hy; c[k].yok=1;
    if (c[k].hy>L) { live&=~(1u<<k); continue; }
    if (L>1) h48_premove(&s->inv,im,&c[k].inv);
  } else if (L>=T->inverse_depth) {
    h48_premove(&s->inv,im,&c[k].inv);
    if (!h48_scan(&T->c,&c[k].inv,(int)(c[k].x.sepp&1),L,&c[k].y))
      { live&=~(1u<<k); continue; }
    pend|=1u<<k;
  }
}
for (uint32_t z=pend&live; z; z&=z-1) h48_prefetch(T,c[__builtin_ctz(z)].y.idx);

@ @<Read the inverses' entries, and make the survivors' children ahead@>=
for (uint32_t z=live; z; z&=z-1) gm[__builtin_ctz(z)]=0;
int ahead=T->pipeline && L>1 && !T->switch_side;
if (ahead) h48_ahead(T,c,live&~pend,L,lasti,gc,gm);
for (uint32_t z=pend&live; z; z&=z-1) {
  int k=__builtin_ctz(z),b=h48_entry(T,&c[k].y);
  c[k].hy=(uint8_t)b; c[k].yok=1;
  if (b>L) live&=~(1u<<k);
}
if (ahead) h48_ahead(T,c,live&pend,L,lasti,gc,gm);

@ The last move must be allowed after the last move of each side, and it
is the first of the inverse's side as well as the last of the
position's, so both masks apply. The path handed to the goal is the
position's moves, the last move, and the inverse's moves inverted, in
reverse order: after moves $m_1,\ldots,m_k$ on the inverse's side the
position is $m_k^{-1}\cdots m_1^{-1}PN$ for the position's moves $N$, and
a last move $m$ that solves it gives $PNm\,m_k^{-1}\cdots m_1^{-1}=I$.
A state whose |x| is the inverse tries $m^{-1}$ on it.

@<Try the last moves, and return@>=
{
  uint32_t mask=mn&mi;
  P->nodes+=(uint64_t)__builtin_popcount(mask);
  while (mask) {
    int m=__builtin_ctz(mask);
    h48_coords o;
    mask&=mask-1;
    h48_move(&T->c,&s->x,s->side? cube_move_inverse(m): m,&o);
    if (o.cls!=0 || o.sepp!=0 || o.eo!=0) continue;
    int len=0;
    for (int i=0; i<w->nn; i++) w->path[len++]=w->nm[i];
    w->path[len++]=(uint8_t)m;
    for (int i=w->ni-1; i>=0; i--) w->path[len++]=(uint8_t)cube_move_inverse(w->im[i]);
    int r=optimal_goal(P->ctx,s,w->path,len);
    if (r) return r;
  }
  return 0;
}

@ The search of a family, from a state after the first moves with |togo|
moves to go.

@<The search routines of h48@>=
static int h48_search(ida_problem *P,const void *s,int togo,int last,uint8_t *path)
{
  h48_walk w;
  h48_state c[CUBE_NMOVES];
  if (togo==0) return h48_goal(P->ctx,s,path,0);
  w.P=P; w.T=optimal_ctx_tables(P->ctx); w.path=path; w.nn=w.ni=0;
  return h48_dfs(&w,s,togo,last,CUBE_NOMOVE,c,0);
}

@ Opening a family: its table in lines, through the cache of the
pruning-table chapter (built when missing), and the table of the edges
alone; and, at the first family opened, the tables every family shares
(the move tables of the framework, the compact tables of the slices made
from them, the distances of the corner classes in face turns). A family
is opened under the search chapter's lock, so those are made once, before
any search reads them.

@<The search routines of h48@>=
int h48_shared(char *err,size_t errlen)
{
  if (h48_slice_move) return 0;
  coord *cc=coord_find("h48cocsep48"),*sc=coord_find("h48seppc"),*ec=coord_find("h48eo");
  if (!coord_find("h48eosep")) return cube_error(err,errlen,"no coordinate h48eosep");
  h48_sep_cls=c_sep48.classof; /* made with \.{h48eosep}, of which it is a part */
  h48_cls_move=cc->move_table; cls_of=cc->classof;
  h48_eo_move=ec->move_table; h48_eo_trans=ec->trans_table; h48_eo_nt=ec->ntrans;
  h48_class_distances(MASK_ALL,cls_dist_htm);
  return h48_compact(sc,err,errlen);
}
@ The families of quarter turns share these tables, and open them by
the same routine.

@<Declarations of h48@>=
int h48_shared(char *err,size_t errlen);

@ @<The search routines of h48@>=
static void *h48_open(const void *data,const prune_options *po,char *err,size_t errlen)
{
  int K=*(const int *)data;
  h48_open_tables *T;
  if (h48_shared(err,errlen)) return NULL;
  if ((T=calloc(1,sizeof *T))==NULL) { cube_error(err,errlen,"out of memory"); return NULL; }
  if (h48_open_packed(K,MASK_ALL,&T->hk,&T->base,po,err,errlen)) { free(T); return NULL; }
  if (prune_open(&T->edges,coord_find("h48eosep"),MASK_ALL,PRUNE_NIBBLE,po,err,errlen)) {
    prune_free(&T->hk); free(T); return NULL;
  }
  T->hk_data=T->hk.data; T->K=K;
  T->par=K==H48_KPAR || K==H48_KPARC;
  T->c.shift=K==H48_KPAR? 2: K==H48_KPARC? 3: K;
  T->c.lowpos=T->par? 16+3-T->c.shift: 0;
  T->c.cls_dist=cls_dist_htm;
  T->inverse_depth=H48_INVERSE_DEPTH; T->quarter_rule=1; T->switch_side=0; T->pipeline=1;
  return T;
}
static void h48_close(void *T_)
{
  h48_open_tables *T=T_;
  prune_free(&T->hk); prune_free(&T->edges); free(T);
}
static size_t h48_bytes(const void *T_)
{
  const h48_open_tables *T=T_;
  return T->hk.bytes+T->edges.bytes;
}
static int h48_tune(void *T_,const char *knob,int value)
{
  h48_open_tables *T=T_;
  if (strcmp(knob,"inverse_depth")==0) T->inverse_depth=value;
  else if (strcmp(knob,"quarter_rule")==0) T->quarter_rule=value;
  else if (strcmp(knob,"switch_side")==0) T->switch_side=value;
  else if (strcmp(knob,"pipeline")==0) T->pipeline=value;
  else return -1;
  return 0;
}

@ The families, one per $K$ from 0 to~8 and one each for $h_p$ and $h_q$,
and the routine that
registers them with the coordinates: the chapter's registering routine,
which the program calls at start-up (the kit's chapter says how), and
which also registers the families' costs, below. (The solver's registry is small;
$K$ from 9 to~11 would need 15 to 61\thinspace GB for the table alone,
and about twice that to build it.)
All share the state and the routines; they differ in name, tables and~$K$.

@d H48_FAMILY(nm,ab,i) {nm,ab,sizeof(h48_state),h48_open,h48_close,h48_bytes,h48_tune,
  h48_root,h48_child,h48_bound,h48_search,&h48_K[i]}

@<Functions of h48@>=
static const int h48_K[H48_NFAMILIES]={0,1,2,3,4,5,6,7,8,H48_KPAR,H48_KPARC};
  /* the |data| of each family, for |h48_open| */
static const optimal_family h48_families[H48_NFAMILIES]={
  H48_FAMILY("h48-0","H48 h0: tetrads, twist, slices; 48 symmetries, 2 bits in lines (30 MB)",
    0),
  H48_FAMILY("h48-1","H48 h1: h0 and one flip, minima over h11, 2 bits in lines (59 MB)",
    1),
  H48_FAMILY("h48-2","H48 h2: h0 and two flips, minima over h11, 2 bits in lines (118 MB)",
    2),
  H48_FAMILY("h48-3","H48 h3: h0 and three flips, minima over h11, 2 bits in lines (237 MB)",
    3),
  H48_FAMILY("h48-4","H48 h4: h0 and four flips, minima over h11, 2 bits in lines (474 MB)",
    4),
  H48_FAMILY("h48-5","H48 h5: h0 and five flips, minima over h11, 2 bits in lines (948 MB)",
    5),
  H48_FAMILY("h48-6","H48 h6: h0 and six flips, minima over h11, 2 bits in lines (1.9 GB)",
    6),
  H48_FAMILY("h48-7","H48 h7: h0 and seven flips, minima over h11, 2 bits in lines (3.8 GB)",
    7),
  H48_FAMILY("h48-8","H48 h8: h0 and eight flips, minima over h11, 2 bits in lines (7.6 GB)",
    8),
  H48_FAMILY("h48-p","H48 hp: h0 and the flip parity of each slice, 2 bits in lines (118 MB)",
    9),
  H48_FAMILY("h48-q","H48 hq: hp and the corner parity, 2 bits in lines (237 MB)",
    10)};
static void h48_register_costs(void);
void h48_register(void)
{
  coord_register(&c_cocsep); coord_register(&c_cocsep48); coord_register(&c_sep);
  coord_register(&c_eo48); coord_register(&c_h0);
  coord_register(&c_sep48); coord_register(&c_eosep);
  coord_register(&c_sepp); coord_register(&c_hp);
  coord_register(&c_seppc); coord_register(&c_hq);
  for (int k=0; k<H48_NFAMILIES; k++) optimal_register(&h48_families[k]);
  h48_register_costs();
}

@ What each family costs, for the choice of a family (the search
chapter): the bytes of its table of $h_K$ in lines; the peak of memory
and the processor seconds of its build from an empty cache, measured with
two threads on \themachine (the small families' peaks
are set by the hash table of $h_{11}$, the large ones' by the codes and
the lines held together); and the rank, $K+1$, since each flip more
makes the search faster. The parity families rank~0: they are studies,
never chosen unasked. A family is built when a file of its table, of any
base, is in the cache; removing it removes those files, and keeps the
tables it shares with the other families ($h_0$ in four bits and the
edges alone), which are small. The file's name comes from what the
family was registered with: its $K$ (the family's |data|) and its
metric, so the same routines serve the families of both metrics.
@^costs of the table families@>

@<Functions of h48@>=
static int h48_family_K(const char *name,uint32_t *moves)
{
  const optimal_family *F=optimal_find(name);
  if (!F) return -1;
  *moves=optimal_metric(F);
  return *(const int *)F->data;
}
static int h48_table_files(int K,uint32_t moves,const prune_options *po,int remove,
  char *err,size_t errlen)
{
  char dir[4096],file[128],path[4300];
  int n=0;
  if (K<0 || prune_cache_dir(po->dir,dir,sizeof dir,err,errlen)) return -1;
  for (int b=0; b<=14; b++) {
    prune_file_name_of(hk_names[K],moves,PRUNE_LINE+b,file,sizeof file);
    snprintf(path,sizeof path,"%s/%s",dir,file);
    if (access(path,F_OK)) continue;
    n++;
    if (remove && unlink(path)) return cube_error(err,errlen,"cannot remove %s: %s",path,
      strerror(errno));
  }
  return n;
}
static int h48_cost_built(const char *name,const prune_options *po)
{
  char err[CUBE_ERRLEN];
  uint32_t moves=0;
  int K=h48_family_K(name,&moves);
  return h48_table_files(K,moves,po,0,err,sizeof err)>0;
}
static int h48_cost_remove(const char *name,const prune_options *po,char *err,size_t errlen)
{
  uint32_t moves=0;
  int K=h48_family_K(name,&moves);
  return h48_table_files(K,moves,po,1,err,errlen);
}
void h48_add_cost(optimal_cost *c,const char *name,int K,double memory,double cpu,
  int rank)
{
  c->name=name;
  c->disk=(double)prune_bytes(PRUNE_LINE,hk_size(K))+(double)prune_bytes(PRUNE_NIBBLE,H48_N0)
    +(double)prune_bytes(PRUNE_NIBBLE,(uint64_t)H48_NSEP48*H48_NEO);
  c->memory=memory; c->cpu=cpu; c->rank=rank;
  c->built=h48_cost_built; c->remove=h48_cost_remove;
  optimal_register_cost(c);
}

@ The families of quarter turns register their costs by the same
routine, with their own names; the metric comes from the family.

@<Declarations of h48@>=
void h48_add_cost(optimal_cost *c,const char *name,int K,double memory,double cpu,int rank);

@ A family's figure of disk is all that it leaves there: its table of
$h_K$, and the two tables that every family of its metric needs and that
removing it keeps, $h_0$ in four bits (from which the others are made,
59\thinspace MB) and the edges alone (under a megabyte). So \.{h48-0}
leaves 89\thinspace MB, of which \.{cube tables --remove h48-0} frees 30.

@ The measured figures, one row a family: peak memory in gigabytes and
processor seconds. The row of $h_5$ is not a measurement but an estimate
between those of $h_4$ and~$h_6$ (its build was not run to the end on
the machine of the benchmarks).
@.cannot remove ...@>

@<Functions of h48@>=
static const double h48_build_measured[9][2]={{0.2,29},{1.3,106},{1.4,106},
  {1.5,113},{1.7,682},{2.5,730},{3.9,782},{7.6,874},
  {15.0,1008}};
static optimal_cost h48_costs[H48_NFAMILIES];
static void h48_register_costs(void)
{
  for (int k=0; k<H48_NFAMILIES; k++) {
    int K=h48_K[k];
    if (K<=8) h48_add_cost(&h48_costs[k],h48_families[k].name,K,
      h48_build_measured[K][0]*1e9,h48_build_measured[K][1],K+1);
    else h48_add_cost(&h48_costs[k],h48_families[k].name,K,
      2.0*prune_bytes(PRUNE_LINE,hk_size(K)),600,0);
  }
}

@*1 What the tables hold.
The distances of $h_0$ go up
to~12, those of $h_p$ to~13, those of $h_q$ to~14:
$$\vbox{\halign{\hfil#\quad&&\hfil#\quad\cr
distance&0&1&2&3&4&5&6\cr
$h_0$&1&1&4&34&331&3612&41605\cr
$h_p$&1&1&4&34&331&3636&42998\cr
$h_q$&1&1&4&34&331&3640&43096\cr
\noalign{\smallskip}
distance&7&8&9&10&11&12&13&14\cr
$h_0$&474128&4953846&34776317&68566704&8749194&1673&0&0\cr
$h_p$&509725&5921893&57677277&261174477&144168186&771222&15&0\cr
$h_q$&512559&6060336&64256426&402546171&454173126&12940938&2931&6\cr}}$$
An entry of $h_0$ is 9.68 on average, one of $h_p$ 10.16 and one of $h_q$
10.43: the parities of the flips are worth half a move, that of the
corners a quarter more. The corner part alone, over its 153,090 values,
has distances up to~9: 1, 6, 63, 468, 3068, 15438, 53814, 71352, 8784,
96. (The six values at distance~1 are the twelve quarter turns in pairs:
a quarter turn and its inverse differ by a half turn, which the
coordinate does not see.)

The minima of $h_K$ are cut at a depth $D$: the breadth-first part finds
6,764,737 classes of values of $h_{11}$ within 8 moves (1, 1, 3, 23,
241, 2996, 38199, 487907 and 6235366 at distances 0 to~8), and the
depth-first part goes $D-8$ moves further. With $D=11$, the program's
choice, the entries of $h_6$ are 86,830,745 at 9 or less, 814,800,294
at 10, 4,111,184,930 at 11 and 2,511,500,831 at 12 or more; with $D=10$
they would be 7,239,249 at 8 or less, 79,591,496 at 9, 814,800,294 at
10 and 6,622,685,761 at 11 or more. On the first five positions of
\.{optimal-17.txt} the table with $D=11$ makes 6.88, 23.75, 13.03, 6.53
and 8.41 million states, the one with $D=10$ 9.97, 32.53, 19.91, 11.71
and 10.72 million: 0.69 times as many. The superflip goes the other
way (the measurements chapter gives its times): its corners are
solved, so the entries along its searches are low, and with base~9 more
of them read~0 and fall back to the minimum of their line and the edges
alone; positions of random corners meet such entries seldom.
@^superflip@>

By the states the solver makes, one thread, on the first three positions
of \.{optimal-15.txt} and the first two of \.{optimal-16.txt} (counted
with the four-bit table of $h_0$ as every family's fallback, the choice
the measurements chapter's section ``Which trick'' compares with the
lines):
$$\vbox{\halign{#\hfil\quad&&\hfil#\quad\cr
family&15, line 1&15, line 2&15, line 3&16, line 1&16, line 2\cr
\noalign{\smallskip}
\.{h48-0}&20,048,251&8,797,295&16,854,452&73,079,774&192,155,587\cr
\.{h48-1}&9,980,804&4,334,138&8,239,064\cr
\.{h48-6}&498,079&256,648&362,867&2,347,741&5,162,404\cr
\.{h48-p}&5,406,527&2,381,174&4,307,254&19,738,672&51,703,546\cr
\.{h48-q}&2,713,168&1,321,256&1,949,355&9,341,070&25,428,685\cr
\.{small}&11,563,523&4,216,103&7,426,252&54,446,284&103,822,917\cr}}$$
So $h_0$ alone makes 1.3 to 2.3~times the states of the \.{small}
family (three axes and the corners); $h_p$ cuts them by 3.7 to
3.9~times, to 1.7 to 2.8~times fewer than \.{small}, and $h_q$ halves
them again (1.8 to 2.2~times). The minima are what make the flips worth
their memory: $h_6$ makes 4 to 5.4~times fewer states than $h_q$, and
on the first three positions of \.{optimal-17.txt} 13,317,835,
127,099,998 and 21,023,355, fewer than the search chapter's \.{huge}
family, a table of about the same size (18,293,741, 175,297,940 and
29,085,951). The eighth flip halves the states again: on the positions
of 18 and 19 moves \.{h48-8} made 1,276 million where \.{h48-7} made
2,500 million; a state of the larger table costs more, and the
measurements chapter (\chapno{measure}) weighs the two, with the times
of every family and of the peers, the parts of the search, and the
choice of a family.

@*1 What did not work.
Two designs are left out, for facts that the tables show.

The graph distances of the section on $h_K$ make a lower bound for
$K\ge1$ with nothing more than $h_0$ needs, but a useless one: the
graph table of $h_1$ has, from distance~2 on, exactly twice the entries
of $h_0$ at each distance (1, 3, 8, 68, 662, 7224, \dots, 3346, against
1, 1, 4, 34, 331, 3612, \dots, 1673), so the kept flip adds nothing. A
move brings into the kept slot, for most pairs of a move and a symmetry,
an edge whose flip is unknown, and both flips become neighbours; $h_2$
and larger $K$ behave the same, and the tables of $h_1$ and $h_2$ made
so make exactly the states of \.{h48-0}, where the minima of $h_1$ make
half of them. The generator serves only as the second way to $h_0$,
which the tests compare byte for byte with the framework's table.
@^graph distances, a weak bound@>

A separate fallback, the four-bit table of $h_0$ (59\thinspace MB),
gives a better bound for an entry of~0 than the minimum of its line,
but doubles the memory of \.{h48-0} and \.{h48-1} and costs a second
miss in the caches; with the edges alone beside the lines it makes no
fewer states (the measurements chapter's section ``Which trick'').

@*1 Testing h48.
The tests check the class count, 3,393, which Tronto's document gives,
and the sizes of the other coordinates (the framework checks each on
random positions as it builds it, the parities included); the distances
of the corner part by a search without symmetry; the table of $h_0$ by
two generators; the moves of the solver's state, the inverse carried by
premoves included; that bounds never exceed a known length; and optimal
solutions with their node counts.
@^Tronto, Sebastiano@>

@(tests/test_h48.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include "h48.h"
#include "check.h"
#include "solvetest.h"
@<Test routines of h48@>@;
int main(void)
{
  cube_register_chapters();
  cube_rng rng;
  cube_rng_seed(&rng,48);
  coord_init(); h48_init();
  @<Run the tests of h48@>;
  return check_done("test_h48");
}

@ The sizes of the coordinates: 153,090 values of the corner part, 3,393
classes, 34,650 values of the edge part, and $h_0$ their product.

@<Run the tests of h48@>=
{
  static const struct { const char *name; long long n; } sizes[]={
    {"h48cocsep",153090},{"h48cocsep48",3393},{"h48sep",34650},{"h48eo",2048},
    {"h48h0",117567450},{"h48sepp",138600},{"h48hp",470269800},{"h48seppc",277200},
    {"h48hq",940539600}};
  for (size_t i=0; i<sizeof sizes/sizeof sizes[0]; i++) {
    coord *c=coord_find(sizes[i].name);
    if (CHECK(c!=NULL)) CHECK_EQ(c->n,sizes[i].n);
  }
}

@ The position \move{R U F} carried through the chapter's opening: its
corners (the slots of the first tetrad, the twists, the corners in their
own tetrad under all 48 symmetries, the corner part, its
class and symmetry), its edges (the edge part, read through the symmetry,
the value of $h_0$ and its entry, the flips and the parities), the same
for its inverse, the root's bound with \.{h48-0}, and the search, which
makes its states at depth~3 only. The numbers are those the opening
prints.

@<Run the tests of h48@>=
{
  coord *cs=coord_find("h48cocsep"),*k=coord_find("h48cocsep48"),
    *sp=coord_find("h48sep"),*eo=coord_find("h48eo"),*spp=coord_find("h48sepp"),
    *h0=coord_find("h48h0");
  char err[CUBE_ERRLEN];
  cubepos p,q;
  prune_table t;
  prune_options po={NULL,1,0,0};
  int mask=0,out=0,eout=0;
  static const int ori[8]={0,2,0,0,0,2,0,2};
  CHECK(cube_parse("R U F",&p,NULL,NULL,err,sizeof err)==0);
  cube_inv(&p,&q);
  for (int i=0; i<CUBE_NCORNERS; i++) {
    if (H48_TETRAD>>corner_perm(p.c[i])&1) mask|=1<<i;
    CHECK_EQ(corner_ori(p.c[i]),ori[i]);
  }
  for (int i=0; i<CUBE_NCORNERS; i++) if ((H48_TETRAD>>i&1)!=(mask>>i&1)) out++;
  for (int i=0; i<CUBE_NEDGES; i++) {
    int e=edge_perm(p.e[i]);
    int se=H48_SLICE1>>e&1? 0: H48_SLICE2>>e&1? 1: 2;
    int si=H48_SLICE1>>i&1? 0: H48_SLICE2>>i&1? 1: 2;
    if (se!=si) eout++;
  }
  CHECK_EQ(mask,0x3a); CHECK_EQ(out,6); CHECK_EQ(eout,8);
  {
    int kept=1,images[9]={0};
    for (int g=0; g<CUBE_NSYMS; g++) {
      cubepos c;
      int own=0,oriented=0,twisted=0;
      cube_conj(&p,g,&c);
      for (int i=0; i<CUBE_NCORNERS; i++)
        if ((H48_TETRAD>>corner_perm(c.c[i])&1)==(H48_TETRAD>>i&1)) {
          own++;
          if (corner_ori(c.c[i])==0) oriented++;
        }
        else if (corner_ori(c.c[i])) twisted++;
      if (own!=2 || oriented!=1) kept=0;
      images[twisted]++;
    }
    CHECK(kept); CHECK_EQ(images[2],16); CHECK_EQ(images[5],32);
  }
  CHECK_EQ(coord_index(cs,&p),28923); CHECK_EQ(28923,13*2187+492);
  CHECK_EQ(k->classof[28923]&COORD_CLASSMASK,1610);
  CHECK_EQ(k->classof[28923]>>COORD_SYMSHIFT,32);
  CHECK_EQ(coord_index(sp,&p),23932);
  CHECK_EQ(coord_index(h0,&p),55810341); CHECK_EQ(55810341,1610*34650+23841);
  CHECK_EQ(coord_index(eo,&p),447);
  CHECK_EQ(coord_index(spp,&p),95729); CHECK_EQ(95729,4*23932+1);
  CHECK_EQ(coord_index(cs,&q),94311);
  CHECK_EQ(k->classof[94311]&COORD_CLASSMASK,1610);
  CHECK_EQ(k->classof[94311]>>COORD_SYMSHIFT,16);
  CHECK_EQ(coord_index(h0,&q),55810341);
  if (CHECK(prune_open(&t,h0,MASK_ALL,PRUNE_NIBBLE,&po,err,sizeof err)==0)) {
    CHECK_EQ(prune_field(&t,55810341),3);
    prune_free(&t);
  }
  if (CHECK(optimal_init("h48-0",&po,err,sizeof err)==0)) {
    _Alignas(16) unsigned char s[IDA_MAXSTATE];
    optimal_result r;
    optimal_options o={0,1,0,NULL,NULL,NULL,NULL,NULL};
    CHECK_EQ(optimal_find("h48-0")->root(optimal_default()->tables,&p,s),3);
    optimal_solve(&p,&o,&r);
    CHECK_EQ(r.length,3);
    CHECK_EQ(r.nodes,16);
    CHECK(r.depth_nodes[0]==0 && r.depth_nodes[1]==0 && r.depth_nodes[2]==0);
    CHECK_EQ(r.depth_nodes[3],16);
    moveseq want;
    CHECK(cube_parse_moves("F' U' R'",&want,err,sizeof err)==0);
    CHECK(r.solution.len==3 && memcmp(r.solution.mv,want.mv,3)==0);
  }
}

@ The corner part, by a breadth-first search over its 153,090 values
without any symmetry, each move made on a position (|coord_to_cube|, a
move of the first chapter, |coord_index|): the distance of every value
must be the entry of its class in the framework's table over the 3,393
classes, and no distance may exceed the largest entry.

@<Run the tests of h48@>=
{
  coord *c=coord_find("h48cocsep"),*k=coord_find("h48cocsep48");
  prune_table t;
  char err[CUBE_ERRLEN];
  uint8_t *d=malloc(H48_NCOCSEP);
  uint32_t *queue=malloc(sizeof(uint32_t)*H48_NCOCSEP);
  long long count[16]={0};
  size_t head=0,tail=0;
  int ok=1;
  memset(d,0xff,H48_NCOCSEP);
  d[0]=0; queue[tail++]=0;
  while (head<tail) {
    uint32_t x=queue[head++];
    cubepos p,q;
    coord_to_cube(c,x,&p);
    count[d[x]]++;
    for (int m=0; m<CUBE_NMOVES; m++) {
      q=p; cube_move(&q,m);
      uint32_t y=(uint32_t)coord_index(c,&q);
      if (d[y]==0xff) { d[y]=(uint8_t)(d[x]+1); queue[tail++]=y; }
    }
  }
  CHECK_EQ(tail,H48_NCOCSEP);
  CHECK(prune_generate(&t,k,MASK_ALL,PRUNE_NIBBLE,1,0,err,sizeof err)==0);
  for (uint32_t x=0; x<H48_NCOCSEP; x++)
    if (prune_field(&t,k->classof[x]&COORD_CLASSMASK)!=d[x]) ok=0;
  CHECK(ok);
  for (int i=0; i<16; i++) if (count[i]) printf("  corners at distance %d: %lld\n",i,count[i]);
  prune_free(&t); free(d); free(queue);
}

@ The table of $h_0$ is made two ways: by the framework's generator
(through the cache, as the solver loads it), which moves values with the
symmetric-composite rule and copies each entry to its self-symmetric
twins; and by this chapter's generator with $K=0$, which enumerates the
normalizing symmetries of every neighbour instead. The two tables must
agree entry by entry.

@<Run the tests of h48@>=
{
  prune_table t;
  prune_options po={NULL,1,0,0};
  char err[CUBE_ERRLEN];
  uint8_t *mine=NULL;
  uint64_t dist[PRUNE_MAXDIST];
  int maxd=0;
  if (CHECK(prune_open(&t,coord_find("h48h0"),MASK_ALL,PRUNE_NIBBLE,&po,err,
      sizeof err)==0)
      && CHECK(h48_generate(0,prune_default_threads(),0,&mine,dist,&maxd,err,sizeof err)==0)) {
    CHECK(memcmp(mine,t.data,t.bytes)==0);
    CHECK_EQ(maxd,t.maxdist);
    for (int i=0; i<=maxd; i++) printf("  h0 at distance %d: %llu\n",i,
      (unsigned long long)dist[i]);
    free(mine); prune_free(&t);
  }
}

@ The table of $h_0$ in lines, as the family \.{h48-0} loads it, against
the four-bit table: every entry's code must be that of its distance, and
an entry of code~0 must read the least distance of the line's entries of
code~0. The base must be~7 (the pruning chapter's rule on this
distribution).

@<Run the tests of h48@>=
{
  prune_table t,l;
  prune_options po={NULL,1,0,0};
  char err[CUBE_ERRLEN];
  int base=-1,ok=1;
  if (CHECK(prune_open(&t,coord_find("h48h0"),MASK_ALL,PRUNE_NIBBLE,&po,err,sizeof err)==0)) {
    if (CHECK(h48_open_packed(0,MASK_ALL,&l,&base,&po,err,sizeof err)==0)) {
      CHECK_EQ(base,7);
      CHECK_EQ(l.bytes,(uint64_t)462864*64);
      for (uint64_t x0=0; x0<t.n; x0+=PRUNE_LINE_ENTRIES) {
        int least=15;
        uint64_t x1=x0+PRUNE_LINE_ENTRIES<t.n? x0+PRUNE_LINE_ENTRIES: t.n;
        for (uint64_t x=x0; x<x1; x++)
          if (prune_nibble(t.data,x)<=base && prune_nibble(t.data,x)<least)
            least=prune_nibble(t.data,x);
        for (uint64_t x=x0; x<x1; x++) {
          int d=prune_nibble(t.data,x),v=prune_line_bound(l.data,x,base);
          if (v!=(d<=base? least: d>base+3? base+3: d)) ok=0;
        }
      }
      CHECK(ok);
      prune_free(&l);
    }
    prune_free(&t);
  }
}

@ The table of the edges alone, \.{h48eosep}, over the classes of the
slices under the 48 symmetries and the eleven flips, against a
breadth-first search over all $34{,}650\cdot2048=70{,}963{,}200$ values of
the slices and flips, moved by the move tables of the two basic
coordinates, without any symmetry: the distance of every value must be
the entry of its class, read through the symmetry that normalizes its
slices, as the solver reads it. Six values are 11 moves away, and the
superflip's is one of them.

@<Run the tests of h48@>=
{
  coord *sc=coord_find("h48sep"),*ec=coord_find("h48eo"),*k=coord_find("h48sep48");
  prune_table t;
  prune_options po={NULL,1,0,0};
  char err[CUBE_ERRLEN];
  uint64_t n=(uint64_t)H48_NSEP*H48_NEO,count[16]={0};
  uint8_t *d=malloc(n);
  int ok=d!=NULL;
  if (ok && CHECK(prune_open(&t,coord_find("h48eosep"),MASK_ALL,PRUNE_NIBBLE,&po,err,
      sizeof err)==0)) {
    memset(d,0xff,n);
    d[(uint64_t)coord_index(sc,&cube_solved)*H48_NEO+coord_index(ec,&cube_solved)]=0;
    for (int depth=0,more=1; more; depth++) {
      more=0;
      for (uint64_t x=0; x<n; x++) if (d[x]==depth) {
        uint32_t a=(uint32_t)(x/H48_NEO),e=(uint32_t)(x%H48_NEO);
        for (int m=0; m<CUBE_NMOVES; m++) {
          uint64_t y=(uint64_t)sc->move_table[a*CUBE_NMOVES+m]*H48_NEO
            +ec->move_table[e*CUBE_NMOVES+m];
          if (d[y]==0xff) { d[y]=(uint8_t)(depth+1); more=1; }
        }
      }
    }
    for (uint64_t x=0; x<n; x++) {
      uint32_t a=(uint32_t)(x/H48_NEO),e=(uint32_t)(x%H48_NEO),c=k->classof[a];
      uint64_t i=(uint64_t)(c&COORD_CLASSMASK)*H48_NEO
        +ec->trans_table[e*ec->ntrans+(c>>COORD_SYMSHIFT)];
      if (d[x]>15 || prune_nibble(t.data,i)!=d[x]) ok=0;
      else count[d[x]]++;
    }
    CHECK(ok);
    CHECK_EQ(t.n,(uint64_t)k->n*H48_NEO);
    cubepos sf;
    CHECK(cube_parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",&sf,NULL,NULL,err,
      sizeof err)==0);
    CHECK_EQ(d[(uint64_t)coord_index(sc,&sf)*H48_NEO+coord_index(ec,&sf)],11);
    CHECK_EQ(count[11],6);
    printf("  edges alone: %llu classes of slices, %llu entries;",(unsigned long long)k->n,
      (unsigned long long)t.n);
    for (int i=0; i<16; i++) if (count[i]) printf(" %llu",(unsigned long long)count[i]);
    printf("\n");
    prune_free(&t);
  }
  free(d);
}

@ The figure of disk that the cost of \.{h48-0} gives is what its files
in the cache take, within their headers: its table of $h_0$ in lines
(\.{h48h0-m3ffff-e7*}), $h_0$ in four bits (\.{h48h0-m3ffff-e4}) and the
edges alone (\.{h48eosep-m3ffff-e4}).

@<Check that the disk figure of \.{h48-0} is what its files take@>=
{
  char dir[4096],path[4400];
  double files=0;
  const optimal_cost *c=optimal_cost_of("h48-0");
  DIR *d=prune_cache_dir(NULL,dir,sizeof dir,err,sizeof err)? NULL: opendir(dir);
  for (struct dirent *e; d && (e=readdir(d)); )
    if (strncmp(e->d_name,"h48h0-m3ffff-e",14)==0 || strcmp(e->d_name,"h48eosep-m3ffff-e4.tbl")==0) {
      FILE *f;
      snprintf(path,sizeof path,"%s/%s",dir,e->d_name);
      if ((f=fopen(path,"rb"))) { fseek(f,0,SEEK_END); files+=(double)ftell(f); fclose(f); }
    }
  if (d) closedir(d);
  if (!CHECK(c && files>0 && c->disk<=files && files<c->disk+3*8192))
    printf("  the cost says %.0f bytes, the files take %.0f\n",c? c->disk: -1.0,files);
}

@ The solver's state, moved by |child|, must give the bound that |root|
computes from scratch on the moved position, along random walks: that
checks the moves of the class, the slices and the flips through the
symmetry~$T$. And a bound must never exceed the distance: on 3,000
random sequences of 1 to 10 moves, the root's bound is at most the
length of the sequence.

@<Run the tests of h48@>=
{
  prune_options po={NULL,1,0,0};
  char err[CUBE_ERRLEN];
  const optimal_family *F=NULL;
  int ok=1;
  F=optimal_find("h48-0");
  if (!CHECK(F!=NULL && optimal_init("h48-0",&po,err,sizeof err)==0)) F=NULL;
  @<Check that the disk figure of \.{h48-0} is what its files take@>;
  for (int t=0; F && t<200; t++) {
    _Alignas(16) unsigned char s[IDA_MAXSTATE],o[IDA_MAXSTATE],r[IDA_MAXSTATE];
    cubepos p;
    cube_random(&rng,&p);
    F->root(optimal_default()->tables,&p,s);
    for (int k=0; k<40; k++) {
      int m=(int)cube_rng_below(&rng,CUBE_NMOVES);
      cube_move(&p,m);
      F->child(&optimal_default()->tables,s,m,o,0);
      if (F->bound(&optimal_default()->tables,s,o,20)!=F->root(optimal_default()->tables,&p,r)) ok=0;
      memcpy(s,o,F->state_size);
    }
  }
  CHECK(ok);
  ok=1;
  for (int t=0; F && t<3000; t++) {
    _Alignas(16) unsigned char s[IDA_MAXSTATE];
    cubepos p=cube_solved;
    int n=1+(int)cube_rng_below(&rng,10);
    for (int k=0; k<n; k++) cube_move(&p,(int)cube_rng_below(&rng,CUBE_NMOVES));
    if (F->root(optimal_default()->tables,&p,s)>n) ok=0;
  }
  CHECK(ok);
}

@ A half turn made {\it before} a position changes nothing the solver
reads (the section on the inverse): on 1,000 random positions and each of
the six half turns, the corner part, the edge part with its parities and
the flips of $hQ$ are those of~$Q$. A quarter turn made before changes
them on nearly every position, which the test checks too, so that it
could fail.

@<Run the tests of h48@>=
{
  coord *a=coord_find("h48cocsep"),*b=coord_find("h48seppc"),*e=coord_find("h48eo");
  int ok=1,changed=0;
  for (int t=0; t<1000; t++) {
    cubepos q,r;
    cube_random(&rng,&q);
    for (int m=0; m<CUBE_NMOVES; m++) {
      r=q; cube_premove(&r,m);
      int same=coord_index(a,&r)==coord_index(a,&q) && coord_index(b,&r)==coord_index(b,&q)
        && coord_index(e,&r)==coord_index(e,&q);
      if (m%3==1 && !same) ok=0;
      if (m%3!=1 && !same) changed++;
    }
  }
  CHECK(ok);
  CHECK(changed>11000);
}

@ The search of this chapter finds every optimal solution once, whether
or not it switches to the inverse: with |all|, the number of solutions
must be what the \.{small} family's plain search finds, on positions of
8, 6 and 9 moves which have 3, 6 and 1 of them.

@<Run the tests of h48@>=
{
  static const char *const pos[]={"R L U2 R' L' F2 B2 D","U2 D2 F2 B2 L2 R2",
    "R U F' L2 D B' R2 U' F"};
  static const int count[]={3,6,1};
  prune_options po={NULL,1,0,0};
  char err[CUBE_ERRLEN];
  int ok=1;
  for (size_t i=0; i<sizeof pos/sizeof pos[0]; i++) {
    cubepos p;
    optimal_result r;
    optimal_options o={1,1,0,NULL,NULL,NULL,NULL,NULL};
    int want=-1;
    if (cube_parse(pos[i],&p,NULL,NULL,err,sizeof err)
        || optimal_init("small",&po,err,sizeof err)) { ok=0; continue; }
    optimal_solve(&p,&o,&r); want=r.nsolutions;
    CHECK_EQ(want,count[i]);
    for (int sw=0; sw<2; sw++) {
      if (optimal_init("h48-0",&po,err,sizeof err)) { ok=0; continue; }
      optimal_tune(optimal_default(),"switch_side",sw);
      optimal_solve(&p,&o,&r);
      if (r.nsolutions!=want) ok=0;
      printf("  %s: %d optimal solutions (small %d), switching %d\n",pos[i],r.nsolutions,
        want,sw);
    }
  }
  if (optimal_default()) optimal_tune(optimal_default(),"switch_side",0);
  CHECK(ok);
}

@ Optimal solutions: three positions of \.{optimal-15.txt} (Rokicki's
positions of distance 15) must be solved in exactly 15 moves, each
solution applied to its position, with one thread so that the node count
is deterministic; the first is solved with the \.{small} family too, for
the comparison of node counts. The three are solved without and with
the tasks of four moves weighed by their last move (the search
chapter's switch, which is off): 17,190,339 states and 17,374,198; and a
third time without the pipeline of the search's children, which must
change the time only, not one state. A few short positions with two
threads.

@<Run the tests of h48@>=
{
  char line[1024],err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  FILE *in=fopen("tests/data/optimal-15.txt","r");
  int n=0,ok=0;
  uint64_t nodes=0,total[3]={0,0,0};
  cubepos pos[3];
  CHECK(optimal_init("h48-0",&po,err,sizeof err)==0);
  while (in && n<3 && fgets(line,sizeof line,in))
    if (cube_parse(line,&pos[n],NULL,NULL,err,sizeof err)==0) n++;
  if (in) fclose(in);
  for (int w=0; w<3; w++) {
    optimal_tune(optimal_default(),"task_weights",w==1);
    optimal_tune(optimal_default(),"pipeline",w!=2);
    for (int i=0; i<n; i++) {
      if (solves_in(&pos[i],15,1,&nodes)) ok++;
      else printf("  optimal-15.txt line %d: not solved in 15 moves\n",i+1);
      printf("  h48-0, optimal-15 line %d%s: %llu nodes\n",i+1,
        w==1? ", tasks weighed": w==2? ", no pipeline": "",(unsigned long long)nodes);
      total[w]+=nodes;
    }
  }
  optimal_tune(optimal_default(),"task_weights",0);
  optimal_tune(optimal_default(),"pipeline",1);
  CHECK(n==3 && ok==9);
  CHECK_EQ(total[0],17190339);
  CHECK_EQ(total[1],17374198);
  CHECK_EQ(total[2],total[0]);
  CHECK(optimal_init("small",&po,err,sizeof err)==0 && solves_in(&pos[0],15,1,&nodes));
  printf("  small, optimal-15 line 1: %llu nodes\n",(unsigned long long)nodes);
  static const struct { const char *pos; int len; } shorts[]={
    {"R U F",3},{"R L",2},{"U2 R2 F2 D L' B",6},{"R U R' U'",4}};
  for (size_t i=0; i<sizeof shorts/sizeof shorts[0]; i++) {
    cubepos p;
    CHECK(cube_parse(shorts[i].pos,&p,NULL,NULL,err,sizeof err)==0
      && solves_in(&p,shorts[i].len,2,&nodes));
  }
  (void)total;
}

@ The families with two-bit tables are tested when their tables are in
the cache (they take from 40 seconds to several minutes to build, too
long for a test): the first position again, with its node count for
\.{h48-1} (those of \.{h48-p} and \.{h48-q} are not pinned). Otherwise the test says it skipped them.

@<Run the tests of h48@>=
{
  static const struct { const char *name; long long nodes; } fam[]={
    {"h48-1",1158345},{"h48-p",0},{"h48-q",0}}; /* 0: not pinned since the tasks */
  prune_options po={NULL,0,0,0};
  char line[1024],err[CUBE_ERRLEN];
  for (size_t f=0; f<sizeof fam/sizeof fam[0]; f++) {
    if (optimal_init(fam[f].name,&po,err,sizeof err)) {
      printf("  %s skipped: %s\n",fam[f].name,err);
      continue;
    }
    FILE *in=fopen("tests/data/optimal-15.txt","r");
    int n=0,ok=0;
    uint64_t nodes=0,total=0;
    while (in && n<1 && fgets(line,sizeof line,in)) {
      cubepos p;
      if (cube_parse(line,&p,NULL,NULL,err,sizeof err)) continue;
      n++;
      if (solves_in(&p,15,1,&nodes)) ok++;
      total+=nodes;
    }
    if (in) fclose(in);
    CHECK(n==1 && ok==1);
    if (fam[f].nodes) CHECK_EQ(total,fam[f].nodes);
  }
}

@ @<Test routines of h48@>=
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

@ A build of minima that needs more memory than the machine has is
refused at once, with the sizes and a smaller family: with \.{CUBE\_MEMORY}
set to 100\thinspace MB, building \.{h48-1} (two-bit codes and lines,
118\thinspace MB) into an empty directory fails, suggests \.{h48-0},
and leaves no table of $h_1$ behind.

@<Run the tests of h48@>=
{
  char tdir[]="/tmp/test_h48_XXXXXX",to[4300],err[CUBE_ERRLEN];
  prune_options pof={tdir,1,2,0};
  if (CHECK(mkdtemp(tdir)!=NULL)) {
    setenv("CUBE_MEMORY","100M",1);
    CHECK(optimal_init("h48-1",&pof,err,sizeof err)!=0);
    CHECK(strstr(err,"h1 needs about 0.12 GB")!=NULL && strstr(err,"such as h48-0")!=NULL);
    printf("  h48-1 with 100 MB: %s\n",err);
    snprintf(to,sizeof to,"%s/h48m1-m3ffff-e72.tbl",tdir);
    CHECK(access(to,F_OK)!=0);
    unsetenv("CUBE_MEMORY");
    @<Remove the directory |tdir| and its files@>;
  }
}

@ @<Remove the directory |tdir| and its files@>=
{
  DIR *d=opendir(tdir);
  struct dirent *e;
  while (d && (e=readdir(d))!=NULL)
    if (e->d_name[0]!='.') {
      snprintf(to,sizeof to,"%s/%s",tdir,e->d_name);
      unlink(to);
    }
  if (d) closedir(d);
  CHECK(rmdir(tdir)==0);
}

