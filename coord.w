@* Coordinates.
A {\it coordinate} numbers some aspect of a position: the twist of the
corners, the permutation of the corners, the set of slots of the middle
edges. The search programs of this book never look at whole positions while
they search. They move coordinates, by table lookup, and they index
tables of distances by coordinates. This chapter is the general machinery
for that: give it a coordinate, and it makes move tables, transformation
tables for symmetries, and symmetry-reduced versions of the coordinate;
the next chapter then makes distance tables over any of them.
@^coordinate@>

The framework follows the four kinds of coordinates that Sebastiano
Tronto describes for his solver Nissy \cite{Tronto coordinates}, and the
classification of Kociemba's Cube Explorer before it \cite{Kociemba web}:
@^Tronto, Sebastiano@>
@^Kociemba, Herbert@>

\item{1.} A {\it basic} coordinate is given by its size $n$, a function
|index| from positions to $\{0,\ldots,n-1\}$, and a function |to_cube|
that makes a position with a given value, so that
$\hbox{|index|}(\hbox{|to_cube|}(x))=x$.
\item{2.} A {\it composite} coordinate combines several coordinates as a
mixed-radix number: $x_1+n_1(x_2+n_2(x_3+\cdots))$.
\item{3.} A {\it symmetric} coordinate is a coordinate reduced by a group
@^symmetry class@>
@^representative@>
of symmetries: its values are the classes of values that symmetries map
to each other. With it come four tables: the class of each value, a
representative of each class, the symmetry that takes a value to its
representative, and the symmetries that fix each representative.
\item{4.} A {\it symmetric-composite} coordinate pairs a symmetric
coordinate with another one, the second always read on the position
transformed by the symmetry that brings the first to its representative.

The coordinates of the two-phase algorithm are the running example. The
flip and slice of phase~1, as one coordinate of $2048\cdot495=1{,}013{,}760$
values, reduced by the 16 symmetries of $H$, give 64,430 classes; paired
with the twist they give the symmetric-composite coordinate of
$64{,}430\cdot2187=140{,}908{,}410$ values that indexes Kociemba's phase-1
distance table. The last sections of this chapter and the next follow that
coordinate from its definition to its table.

A coordinate is described by a |coord| structure: the chapter that
defines it fills in the description and {\it registers} it by name; the
framework builds its tables when it is first needed. So an extension
chapter defines a new coordinate in one section and gets the rest
without changing this chapter.
@q README: the general coordinate framework: basic, composite, symmetric and symmetric-composite coordinates, move and transformation tables; every coordinate of the solvers is registered here @>
@i types.w
@s coord int
@s coord_cubies int

@ The chapter tangles to \.{coord.h} and \.{coord.c}.

@(coord.h@>=
#ifndef COORD_H
#define COORD_H
#include "kocsymm.h"
@<Constants of coord@>@;
@<Types of coord@>@;
@<Declarations of coord@>@;
#endif

@ @c
#define _DEFAULT_SOURCE /* for |MAP_ANONYMOUS| and |madvise| */
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include <sys/mman.h>
#include "coord.h"
@h
@<Prototypes of the private functions of coord@>@;
@<Private functions of coord@>@;
@<Functions of coord@>@;

@ The private routines call each other in an order that suits the
exposition rather than the compiler, so they are declared first.

@<Prototypes of the private functions of coord@>=
static void *xmalloc(size_t n);
static void *xlarge(size_t n);
static void *xrealloc(void *p,size_t n);
static void fill_move_table(coord *c);
static void fill_trans_table(coord *c);
static uint32_t move_directly(const coord *c,uint32_t x,int m);
static void build_unlocked(coord *c);
static int cmp_u64(const void *a,const void *b);
static coord *find_registered(const char *name);
static pthread_mutex_t coord_lock=PTHREAD_MUTEX_INITIALIZER; /* guards the registry, and the flags of building */

@*1 The description of a coordinate.
The structure has a part that the defining chapter fills in and a part that
the framework fills in when it builds the coordinate.

The defining part: a name (short, used in file names and on the command
line), a line of description, the kind, and two sets: the moves under which
the coordinate is well defined, as a mask of bits $0$ to~17, and the
symmetries, as a mask of bits $0$ to~47. A coordinate is {\it well defined}
under a move $m$ if the value after $m$ depends only on the value before;
the twist is well defined under all 18 moves, the permutation of the upper
and lower edges only under the moves of~$H$. Likewise for a symmetry: the
value of the conjugated position must depend only on the value. For a
symmetric coordinate the symmetry set is the group it is reduced by.

A third set, |table_moves|, is the move set of the coordinate's {\it
default table}: the distance table that the command \.{cube tables}
builds and lists for the coordinate, and that the next chapter's
|prune_open_default| opens. It is a different question from the first: the corner permutation is well defined
under all 18 moves, but a solver may want its distances under the ten
moves of~$H$ only. Zero means ``all of |moves|''. The routine
|coord_table_moves| reads the set either way; every user of a default
table calls it.

Last, |init| is an optional routine that the framework calls once, the
first time the coordinate is built, before anything else: it computes
whatever tables the coordinate's own routines read. The coordinates of
this chapter use it for the tables of the previous chapter, which take
longer to compute than anything else the coordinate needs; registering a
coordinate costs nothing,
and a program that never uses one never pays for it.

@<Types of coord@>=
typedef struct coord coord;
struct coord {
  const char *name; /* short name, as in \.{cube tables --stats NAME} */
  const char *about; /* one line of description */
  int kind; /* |COORD_BASIC|, |COORD_COMPOSITE|, |COORD_SYMMETRIC|, |COORD_SYMCOMP| */
  uint32_t moves; /* moves it is well defined under */
  uint64_t syms; /* symmetries it is well defined under, or reduced by */
  uint32_t table_moves; /* moves of its default table, or 0 for |moves| */
  void (*init)(void); /* called once before it is first built, or |NULL| */
  @<Fields that define a basic coordinate@>@;
  @<Fields that define a compound coordinate@>@;
  @<Fields that the framework fills in@>@;
};

@ @<Constants of coord@>=
enum { COORD_BASIC, COORD_COMPOSITE, COORD_SYMMETRIC, COORD_SYMCOMP };
#define COORD_SYMS_UD 0xffffull
#define COORD_SYMS_AXES 0xffull
#define COORD_SYMS_ALL 0xffffffffffffull

@ A basic coordinate supplies |index| and |to_cube|. The second must
{\it change} the position it is given so that |index| reads the value
wanted, changing as little else as it can (the twist sets corner
orientations and nothing else). Then a composite coordinate can set its
parts one after the other on one position. The position need not be
legal: move tables are computed with positions whose permutation parity
is wrong, which moves and conjugation handle like any other. A basic
coordinate may also supply a fast |move_fn| or |trans_fn|, when it knows a
quicker way than tables; the framework then builds no table of its own.

A basic coordinate may be {\it reduced}: its values are already classes
under its group of symmetries, computed by the defining chapter, because
the coordinate it reduces is too large for a table of the class of each
value (the edge permutations of the chapter on Kociemba's optimal solver
have $12!$ values). Its values are then left alone by every symmetry of
the group, and its moves are well defined only the way those of a
symmetric coordinate are (see the check below); the framework treats it
accordingly.

@<Fields that define a basic coordinate@>=
uint64_t n; /* number of values (filled in by the framework for the other kinds) */
uint32_t (*index)(const cubepos *p);
void (*to_cube)(uint32_t x,cubepos *p);
uint32_t (*move_fn)(uint32_t x,int m); /* optional */
uint32_t (*trans_fn)(uint32_t x,int s); /* optional */
int reduced; /* its values are already classes under |syms| */

@ Composite coordinates list their parts, least significant first.
A symmetric coordinate has one part, the coordinate it reduces. A
symmetric-composite coordinate has two: the symmetric one and the other.
A basic coordinate may list parts too: coordinates whose tables its own
functions read, which the framework then builds first (the flip with the
sorted slice, below, transforms its slice part through the table of that
part).

A part is given either by address, |part[i]|, when the defining chapter
can see the part's structure, or by name, |partname[i]|, when it cannot:
the coordinates of this chapter are private to it, and a later chapter
that wants, say, the twist and the slice as one composite coordinate
declares it with the names \.{"twist"} and \.{"slice"}. Names are looked
up in the registry when the coordinate is first built, so the declaration
is a static initializer, as the example in the tests shows; |nparts| may
then be left zero, since it is the number of parts given. Parts given by
address are counted by |nparts| and by nothing else: a part given by
address beyond the count is refused when the coordinate is built (it
would otherwise be ignored, silently making a coordinate of one value),
and so is a compound coordinate with no part at all.

@<Constants of coord@>=
enum { COORD_MAXPARTS = 4, COORD_SMALL = 65536 };

@ @<Fields that define a compound coordinate@>=
int nparts;
coord *part[COORD_MAXPARTS];
const char *partname[COORD_MAXPARTS]; /* parts given by name */

@ What the framework fills in: whether the coordinate is built, its tables,
and for symmetric coordinates the class tables. A move table is indexed
value first; a symmetric coordinate's move table gives for each class and
move the class reached and the symmetry that normalizes it, packed as
$\hbox{class}+2^{26}\cdot\hbox{symmetry}$, the same packing as the table of
the class of each value. |ntrans| is the number of columns of the
transformation table: one more than the largest symmetry the coordinate
supports.

@<Fields that the framework fills in@>=
int built,building; /* built; being built by some thread */
uint32_t *move_table; /* |[n][CUBE_NMOVES]| */
uint32_t *trans_table; /* |[n][ntrans]| */
int ntrans;
uint32_t *classof; /* |[base n]|: class $+2^{26}\cdot$ symmetry to the representative */
uint32_t *rep; /* |[classes]|: the representative's value */
uint64_t *selfsyms; /* |[classes]|: the symmetries that fix the representative */

@ @<Constants of coord@>=
enum { COORD_SYMSHIFT = 26 };
#define COORD_CLASSMASK ((1u<<COORD_SYMSHIFT)-1)

@*1 The registry.
Coordinates are registered by name so that the distance tables, the
solvers and the command line can find them. Registering is cheap: it
stores a pointer to the description, and nothing is computed until the
coordinate is first built. So every coordinate can be registered when the
program starts, whether or not the program will use it: the coordinates
of this chapter are in the registry from the start (its initial contents),
and a later chapter registers its own from its {\it registering routine},
named after the chapter (|pocket_register|, |h48_register|), which also
registers the chapter's table families and sub-commands. No chapter calls
another's: \.{make} writes, from the book's list of chapters, the routine
|cube_register_chapters|, which calls every chapter's registering routine
once, in the order of the book; the program, the library and the test
programs call it when they start (the kit's chapter says more). Then
any coordinate can be found by name at any time, by the command
\.{cube tables} too, which finds the coordinate of a table file by the
name in the file's header.
@^registration of chapters@>

Registering a name twice keeps the first. |coord_find| returns the
coordinate built, paying for its initialization and tables then, or
|NULL| for an unknown name; |coord_nth| returns the $i$th coordinate as it
is, built or not, for listings. |coord_init| is kept for programs that
want the first chapter's tables ready; the registry itself needs no
initialization.

@<Declarations of coord@>=
void coord_register(coord *c);
coord *coord_find(const char *name);
coord *coord_nth(int i);
void coord_init(void);
void cube_register_chapters(void); /* written by \.{make} from the book's list */

@ @<Constants of coord@>=
enum { COORD_MAXREG = 128 };

@ The registry is an array ended by the first empty slot.

@<Functions of coord@>=
static coord *registry[COORD_MAXREG]={@<The coordinates of this chapter, in order@>};
static coord *find_registered(const char *name)
{
  for (int i=0; i<COORD_MAXREG && registry[i]; i++)
    if (strcmp(registry[i]->name,name)==0) return registry[i];
  return NULL;
}
void coord_register(coord *c)
{
  pthread_mutex_lock(&coord_lock);
  int i=0;
  while (i<COORD_MAXREG && registry[i] && strcmp(registry[i]->name,c->name)) i++;
  if (i<COORD_MAXREG && !registry[i]) registry[i]=c;
  pthread_mutex_unlock(&coord_lock);
}
coord *coord_nth(int i)
{
  return (i>=0 && i<COORD_MAXREG)? registry[i]: NULL;
}
coord *coord_find(const char *name)
{
  coord *c=find_registered(name);
  if (c) coord_build(c);
  return c;
}
void coord_init(void) { cube_init(); }

@*1 Reading, moving and transforming values.
These four routines give the meaning of each kind of coordinate; the tables
built later only make them fast. The value of a composite coordinate is
the mixed-radix number of its parts. The value of a symmetric coordinate
is the class of its part's value. For a symmetric-composite coordinate
with parts $S$ (symmetric, over a base coordinate $B$) and $C$: find the
class $k$ of $B$'s value and the symmetry $s$ that takes that value to its
representative; the value is $k\cdot n_C+y$, where $y$ is $C$'s value on the
position conjugated by~$s$, which is $C$'s value transformed by~$s$.

A move table is what makes |coord_move| one lookup: a row for every
value, a column for every move, and in each cell the value after the
move. Here are six of the 2187 rows of the twist's table, the columns of
the moves of the up, right and front faces (those of the other three
faces are as many more); a value is read as the twist in the second
chapter's numbering. The path drawn below the table is the position
\move{R U F} followed from the solved cube, one lookup a move, and
reaching the twist of that position without any cube being moved.
@^move table@>
$$\vbox{\offinterlineskip\halign{\hfil#\ \vrule&&#\cr
\omit\hfil value\ \vrule height 10pt depth 4pt&\mtcell{\.U}&\mtcell{\.{U2}}&\mtcell{\.{U'}}&
  \mtcell{\.R}&\mtcell{\.{R2}}&\mtcell{\.{R'}}&\mtcell{\.F}&\mtcell{\.{F2}}&\mtcell{\.{F'}}\cr
\noalign{\hrule}
0&\mtcell{0}&\mtcell{0}&\mtcell{0}&\mtcell{\bf110}&\mtcell{0}&\mtcell{110}&\mtcell{412}&\mtcell{0}&\mtcell{412}\cr
1&\mtcell{3}&\mtcell{9}&\mtcell{27}&\mtcell{56}&\mtcell{2}&\mtcell{164}&\mtcell{250}&\mtcell{243}&\mtcell{406}\cr
2&\mtcell{6}&\mtcell{18}&\mtcell{54}&\mtcell{164}&\mtcell{1}&\mtcell{56}&\mtcell{331}&\mtcell{486}&\mtcell{409}\cr
\omit\hfil$\vdots$\ \vrule&\multispan9\hfil\cr
110&\mtcell{\bf88}&\mtcell{102}&\mtcell{144}&\mtcell{0}&\mtcell{110}&\mtcell{0}&\mtcell{601}&\mtcell{516}&\mtcell{437}\cr
111&\mtcell{91}&\mtcell{111}&\mtcell{91}&\mtcell{111}&\mtcell{111}&\mtcell{111}&\mtcell{683}&\mtcell{111}&\mtcell{683}\cr
112&\mtcell{94}&\mtcell{120}&\mtcell{118}&\mtcell{57}&\mtcell{113}&\mtcell{165}&\mtcell{521}&\mtcell{354}&\mtcell{677}\cr}
\medskip
\hbox{\quad$0\buildrel\rm R\over\longrightarrow110
\buildrel\rm U\over\longrightarrow88\buildrel\rm F\over\longrightarrow492$\quad
(row 88 is not shown; its column \.F holds 492)}}$$
\figcaption{A coordinate's move table: the twist, rows 0 to 2 and 110
to 112 of 2187, the moves of three faces of six. The bold cells are the
first two steps of the path \move{R U F}.}
Two things show in the table: no turn of the up face changes the
value~0 (it twists no corner), and row~110 goes back to~0 by \move{R'},
which undoes \move{R}, and by a second \move{R} too, since \move{R2}
twists no corner.

@<Declarations of coord@>=
void coord_build(coord *c);
uint64_t coord_index(const coord *c,const cubepos *p);
void coord_to_cube(const coord *c,uint64_t x,cubepos *p);
uint64_t coord_move(const coord *c,uint64_t x,int m);
uint64_t coord_trans(const coord *c,uint64_t x,int s);

@ @<Functions of coord@>=
uint64_t coord_index(const coord *c,const cubepos *p)
{
  switch (c->kind) {
  case COORD_BASIC: return c->index(p);
  case COORD_COMPOSITE: {
    uint64_t x=0;
    for (int i=c->nparts-1; i>=0; i--) x=x*c->part[i]->n+coord_index(c->part[i],p);
    return x;
  }
  case COORD_SYMMETRIC: return c->classof[coord_index(c->part[0],p)]&COORD_CLASSMASK;
  default: {
    const coord *s=c->part[0],*o=c->part[1];
    uint32_t k=s->classof[coord_index(s->part[0],p)];
    return (k&COORD_CLASSMASK)*o->n+coord_trans(o,coord_index(o,p),k>>COORD_SYMSHIFT);
  }
  }
}

@ Making a position with a given value: a basic coordinate calls its
|to_cube| on the solved cube; a composite one sets each part in turn; a
symmetric one makes its representative; a symmetric-composite one makes
the representative and then sets the other part, which gives that part's
value on a position whose symmetric part is already normalized (the
symmetry taking a representative to itself is the identity, symmetry~0).

@<Functions of coord@>=
static void set_value(const coord *c,uint64_t x,cubepos *p)
{
  switch (c->kind) {
  case COORD_BASIC: c->to_cube((uint32_t)x,p); break;
  case COORD_COMPOSITE:
    for (int i=0; i<c->nparts; i++) {
      set_value(c->part[i],x%c->part[i]->n,p); x/=c->part[i]->n;
    }
    break;
  case COORD_SYMMETRIC: set_value(c->part[0],c->rep[x],p); break;
  default:
    set_value(c->part[0],x/c->part[1]->n,p);
    set_value(c->part[1],x%c->part[1]->n,p);
  }
}
void coord_to_cube(const coord *c,uint64_t x,cubepos *p)
{
  *p=cube_solved;
  set_value(c,x,p);
}

@ Moving a value. A basic coordinate uses its table (or its own routine);
a composite moves its parts. A symmetric coordinate moves its class's
representative and takes the class of the result; the table stores with it
the symmetry that normalizes the result, which the symmetric-composite
move needs: with $x=k\cdot n_C+y$, the move carries the representative to
some value whose class is $k'$, normalized by the symmetry~$s$, and carries
$y$ to $C$'s move of~$y$; normalizing the whole position by~$s$ transforms
that by~$s$. This is the quotient-and-remainder rule of Tronto's page
\cite{Tronto coordinates}.

@<Functions of coord@>=
uint64_t coord_move(const coord *c,uint64_t x,int m)
{
  switch (c->kind) {
  case COORD_BASIC:
    return c->move_table? c->move_table[x*CUBE_NMOVES+m]: c->move_fn((uint32_t)x,m);
  case COORD_COMPOSITE: {
    uint64_t r=0,w=1;
    for (int i=0; i<c->nparts; i++) {
      uint64_t n=c->part[i]->n;
      r+=w*coord_move(c->part[i],x%n,m); x/=n; w*=n;
    }
    return r;
  }
  case COORD_SYMMETRIC: return c->move_table[x*CUBE_NMOVES+m]&COORD_CLASSMASK;
  default: {
    const coord *s=c->part[0],*o=c->part[1];
    uint32_t k=s->move_table[x/o->n*CUBE_NMOVES+m];
    return (k&COORD_CLASSMASK)*o->n+coord_trans(o,coord_move(o,x%o->n,m),
      k>>COORD_SYMSHIFT);
  }
  }
}

@ Transforming a value by a symmetry. For a symmetric coordinate every
symmetry of its group leaves the class alone, which is the point of it,
and so does every symmetry leave the value of a reduced basic coordinate; a
symmetric-composite coordinate cannot be transformed in general, and the
framework never asks it to.

@<Functions of coord@>=
uint64_t coord_trans(const coord *c,uint64_t x,int s)
{
  switch (c->kind) {
  case COORD_BASIC:
    if (c->reduced) return x;
    return c->trans_fn? c->trans_fn((uint32_t)x,s): c->trans_table[x*c->ntrans+s];
  case COORD_COMPOSITE: {
    uint64_t r=0,w=1;
    for (int i=0; i<c->nparts; i++) {
      uint64_t n=c->part[i]->n;
      r+=w*coord_trans(c->part[i],x%n,s); x/=n; w*=n;
    }
    return r;
  }
  default: return x;
  }
}

@ The self-symmetries of a value of a symmetric-composite coordinate are
those of its class: if $s$ fixes the representative, the value $k\cdot
n_C+y$ describes the same positions as $k\cdot n_C+s(y)$. The distance
tables need them. For other kinds there are none to report.

@<Declarations of coord@>=
uint64_t coord_selfsyms(const coord *c,uint64_t x);
uint64_t coord_canon(const coord *c,uint64_t x);

@ @<Functions of coord@>=
uint64_t coord_selfsyms(const coord *c,uint64_t x)
{
  if (c->kind!=COORD_SYMCOMP) return 0;
  return c->part[0]->selfsyms[x/c->part[1]->n];
}

@ The least of the values that describe the same positions as $x$ is its
canonical form.

@<Functions of coord@>=
uint64_t coord_canon(const coord *c,uint64_t x)
{
  uint64_t ss=coord_selfsyms(c,x),best=x;
  if (!ss) return x;
  uint64_t n=c->part[1]->n,k=x/n,y=x%n;
  for (int s=1; s<48; s++)
    if (ss>>s&1) {
      uint64_t z=k*n+coord_trans(c->part[1],y,s);
      if (z<best) best=z;
    }
  return best;
}

@ Which moves keep a coordinate at its solved value? The question comes up
whenever a solver works in steps: the moves that keep the twist, the flip
and the slice solved are those of~$H$, the moves of Kociemba's second
phase; those that keep the flip solved are all but the quarter turns of
\.F and~\.B, the moves a solver may use once the edges are oriented.
|coord_moves_fixing| answers it for any built coordinate, as a mask of
moves, by turning the solved cube by each move it is well defined under
and reading the value. (For a basic or composite coordinate, a move that keeps the solved
value keeps the value of every position with that value, since the
coordinate is well defined under it.) The tests check the examples just given.
@^subgroup $H$@>

@<Declarations of coord@>=
uint32_t coord_moves_fixing(const coord *c);

@ @<Functions of coord@>=
uint32_t coord_moves_fixing(const coord *c)
{
  uint64_t x0=coord_index(c,&cube_solved);
  uint32_t mask=0;
  for (int m=0; m<CUBE_NMOVES; m++)
    if (c->moves>>m&1) {
      cubepos p=cube_solved;
      cube_move(&p,m);
      if (coord_index(c,&p)==x0) mask|=MASK_MOVE(m);
    }
  return mask;
}

@*1 Building a coordinate.
|coord_build| makes the tables of a coordinate and of its parts, checks
the description, and fills in the sizes. It is idempotent and safe to call
from several threads. Errors in a
description are programming errors of the defining chapter; they stop the
program with a message naming the coordinate.

Two threads may build two different coordinates at the same time, and
the two-phase solver does, to start faster: one builds the coordinate of
phase~1 while the other builds those of phase~2. So the lock of the
registry is held only to look at and change the flags |built| and
|building|, not during the work. A thread that finds a coordinate being
built by another waits for it to be finished; a thread that finds it
neither built nor being built marks it as being built and builds it,
parts first. This cannot deadlock. A thread waits only from inside the
builds of the coordinates it has marked, which are each a part of the
one before, so if thread~$A$ waits for $Y$, which $B$ is building, while
$B$ waits for $Z$, which $A$ is building, then $Y$ is a part (at some
depth) of $Z$ and $Z$ a part of $Y$: the parts of a coordinate would go
round in a circle, which no description can make, since a part must be
built before the coordinate it belongs to.
@^threads@>

@<Functions of coord@>=
static pthread_cond_t coord_built_cond=PTHREAD_COND_INITIALIZER;
void coord_build(coord *c)
{
  cube_init();
  pthread_mutex_lock(&coord_lock);
  while (c->building) pthread_cond_wait(&coord_built_cond,&coord_lock);
  if (c->built) { pthread_mutex_unlock(&coord_lock); return; }
  c->building=1;
  pthread_mutex_unlock(&coord_lock);
  build_unlocked(c);
  pthread_mutex_lock(&coord_lock);
  c->built=1; c->building=0;
  pthread_cond_broadcast(&coord_built_cond);
  pthread_mutex_unlock(&coord_lock);
}

@ @<Private functions of coord@>=
static void coord_panic(const coord *c,const char *what)
{
  fprintf(stderr,"coord: coordinate %s: %s\n",c->name,what);
  abort();
}
@^sanity checks@>

@ Building calls the coordinate's |init|, finds the parts given by name,
and goes parts first. A basic coordinate gets its move table and
its transformation table; a composite takes its size and its sets of moves
and symmetries from its parts (a composite is well defined under whatever
all of its parts are); a symmetric coordinate computes its classes; a
symmetric-composite coordinate needs nothing beyond its parts, except that
its other part must be transformable by the group of the first. The
moves of the default table come last.

@<Private functions of coord@>=
static void build_unlocked(coord *c)
{
  if (c->init) c->init();
  @<Find the parts of |c| that are given by name@>;
  for (int i=0; i<c->nparts; i++) coord_build(c->part[i]);
  switch (c->kind) {
  case COORD_BASIC:
    @<Build the tables of a basic coordinate@>;
    break;
  case COORD_COMPOSITE:
    c->n=1; c->moves=MASK_ALL; c->syms=COORD_SYMS_ALL;
    for (int i=0; i<c->nparts; i++) {
      c->n*=c->part[i]->n; c->moves&=c->part[i]->moves; c->syms&=c->part[i]->syms;
    }
    break;
  case COORD_SYMMETRIC:
    @<Build the classes of a symmetric coordinate@>;
    break;
  case COORD_SYMCOMP:
    if (c->part[0]->kind!=COORD_SYMMETRIC) coord_panic(c,"first part is not symmetric");
    if ((c->part[0]->syms&~c->part[1]->syms)!=0)
      coord_panic(c,"second part does not support the symmetries of the first");
    c->n=c->part[0]->n*c->part[1]->n;
    c->moves=c->part[0]->moves&c->part[1]->moves;
    c->syms=0;
    break;
  }
  @<Settle the moves of the default table of |c|@>;
  @<Check the coordinate against positions@>;
}

@ A part named but not registered is an error of the defining chapter.
The number of parts is that of the last one given by name; a part given
by address must be within the count, and a compound coordinate must have
a part (both errors of the defining chapter, found at its first build).
@.a part given by address is beyond nparts@>
@.a compound coordinate has no parts@>

@<Find the parts of |c| that are given by name@>=
pthread_mutex_lock(&coord_lock);
for (int i=0; i<COORD_MAXPARTS; i++)
  if (c->partname[i]) {
    if (!c->part[i] && !(c->part[i]=find_registered(c->partname[i])))
      coord_panic(c,"a part named in its description is not registered");
    if (c->nparts<=i) c->nparts=i+1;
  }
pthread_mutex_unlock(&coord_lock);
for (int i=c->nparts; i<COORD_MAXPARTS; i++)
  if (c->part[i]) coord_panic(c,"a part given by address is beyond nparts");
if (c->kind!=COORD_BASIC && c->nparts==0) coord_panic(c,"a compound coordinate has no parts");

@ A compound coordinate's default table uses the moves of its parts'
default tables, unless its description says otherwise. Whatever the set,
it must be one the coordinate is well defined under, and for the
symmetric kinds it must be closed under their group, as |moves| is (see
below).

@<Settle the moves of the default table of |c|@>=
if (!c->table_moves) {
  c->table_moves=c->moves;
  if (c->kind!=COORD_BASIC)
    for (int i=0; i<c->nparts; i++) c->table_moves&=coord_table_moves(c->part[i]);
}
if (c->table_moves&~c->moves)
  coord_panic(c,"its default table has moves it is not well defined under");
if (c->kind==COORD_SYMMETRIC || c->kind==COORD_SYMCOMP) {
  const coord *g=c->kind==COORD_SYMMETRIC? c: c->part[0];
  for (int s=0; s<48; s++)
    for (int m=0; m<CUBE_NMOVES; m++)
      if ((g->syms>>s&1) && (c->table_moves>>m&1) && !(c->table_moves>>cube_sym_move[s][m]&1))
        coord_panic(c,"its default table's moves are not closed under its symmetries");
}

@ @<Declarations of coord@>=
uint32_t coord_table_moves(const coord *c);

@ @<Functions of coord@>=
uint32_t coord_table_moves(const coord *c)
{
  return c->table_moves? c->table_moves: c->moves;
}

@ A move table is built from the quarter turns: for each value, turn each
face a quarter turn (with the coordinate's own routine, or by making a
position, turning it and reading the value); the half turn and the inverse
turn are the quarter turn applied twice and three times, table lookups.
Coordinates that are well defined only under some half turns (those of
phase~2) have those entries computed directly.

A coordinate that has its own move routine still gets a table when it is
small (up to |COORD_SMALL| values): a lookup is faster than most routines,
and the routine makes the table quickly.

@<Build the tables of a basic coordinate@>=
if (!c->move_fn || c->n<=COORD_SMALL) {
  c->move_table=xlarge(c->n*CUBE_NMOVES*sizeof(uint32_t));
  fill_move_table(c);
}
if (!c->trans_fn && c->syms && !c->reduced) {
  int top=63-__builtin_clzll(c->syms);
  c->ntrans=top+1;
  c->trans_table=xlarge(c->n*c->ntrans*sizeof(uint32_t));
  fill_trans_table(c);
}

@ @<Private functions of coord@>=
static int cmp_u64(const void *a,const void *b)
{
  uint64_t x=*(const uint64_t *)a,y=*(const uint64_t *)b;
  return (x>y)-(x<y);
}
static void *xmalloc(size_t n)
{
  void *p=malloc(n? n: 1);
  if (!p) { fprintf(stderr,"coord: out of memory (%zu bytes)\n",n); exit(1); }
  return p;
}

@ The tables of a coordinate live as long as the program, and the large
ones (the move and transformation tables of the permutations, the class
of each flip and slice) take megabytes. Memory from |malloc| comes in
pages of 4\thinspace KB, and the first touch of each page is a fault
the kernel must serve; under a virtual machine such faults are slow
enough that filling a table this way takes longer than computing it
(the measurements chapter, \chapno{measure}, times the filling of
10\thinspace MB). So a table of 2\thinspace MB or more gets memory aligned to
2\thinspace MB and asked for in pages of that size, as the pruning tables
of the next chapter do: one fault for each 2\thinspace MB. |coord_alloc_large|
is that allocation, shared with the next chapter; it returns zeroed
memory and its mapped length, or |NULL|; |coord_free_large| gives it
back, from the length asked for. A system that refuses large pages
gives ordinary ones, and the memory works the same.
@^huge pages@>
@^start-up time@>

@<Constants of coord@>=
enum { COORD_LARGE_PAGE = 2<<20 }; /* the size of a large page, and the threshold */

@ @<Declarations of coord@>=
void *coord_alloc_large(size_t len,size_t *maplen);
void coord_free_large(void *p,size_t len);

@ @<Functions of coord@>=
void *coord_alloc_large(size_t len,size_t *maplen)
{
  size_t align=COORD_LARGE_PAGE,rlen=(len+align-1)&~(align-1);
  uint8_t *raw=mmap(NULL,rlen+align,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);
  if (raw==MAP_FAILED) return NULL;
  uint8_t *a=(uint8_t *)(((uintptr_t)raw+align-1)&~(uintptr_t)(align-1));
  if (a>raw) munmap(raw,(size_t)(a-raw));
  munmap(a+rlen,(size_t)(raw+align-a));
#ifdef MADV_HUGEPAGE
  madvise(a,rlen,MADV_HUGEPAGE);
#endif
  *maplen=rlen;
  return a;
}
void coord_free_large(void *p,size_t len)
{
  size_t align=COORD_LARGE_PAGE;
  if (p) munmap(p,(len+align-1)&~(align-1));
}

@ @<Private functions of coord@>=
static void *xlarge(size_t n)
{
  size_t maplen;
  void *p;
  if (n<COORD_LARGE_PAGE) return xmalloc(n);
  if (!(p=coord_alloc_large(n,&maplen))) {
    fprintf(stderr,"coord: out of memory (%zu bytes)\n",n); exit(1);
  }
  return p;
}

@ Moving a value without a table: through the coordinate's own move routine if it has one, else by making a cube of the value, moving it and reading the value back. The builder uses it to fill the move tables, and the tests to check them.

@<Private functions of coord@>=
static uint32_t move_directly(const coord *c,uint32_t x,int m)
{
  cubepos p=cube_solved;
  if (c->move_fn) return c->move_fn(x,m);
  c->to_cube(x,&p);
  cube_move(&p,m);
  return c->index(&p);
}
static void fill_move_table(coord *c)
{
  uint32_t *t=c->move_table;
  for (uint64_t x=0; x<c->n; x++)
    for (int m=0; m<CUBE_NMOVES; m++) {
      if (!(c->moves>>m&1)) t[x*CUBE_NMOVES+m]=(uint32_t)x;
      else if (m%3==0 || !(c->moves>>(m-m%3)&1) || c->reduced)
        t[x*CUBE_NMOVES+m]=move_directly(c,(uint32_t)x,m);
    }
  for (uint64_t x=0; x<c->n; x++)
    for (int m=0; m<CUBE_NMOVES; m+=3)
      if (c->moves>>m&1) {
        uint32_t y=t[x*CUBE_NMOVES+m];
        y=t[(uint64_t)y*CUBE_NMOVES+m]; t[x*CUBE_NMOVES+m+1]=y;
        y=t[(uint64_t)y*CUBE_NMOVES+m]; t[x*CUBE_NMOVES+m+2]=y;
      }
}

@ Moves outside the coordinate's set get the value unchanged, a harmless
filler: nothing may use them, and the check below does not test them.
A reduced coordinate has all its moves computed directly: the class
reached by a half turn from a class is that of the representative turned
twice, which need not be the class reached by turning the representative
of the class reached by one turn.

The transformation table is built without positions at all, from two
facts. The solved cube is fixed by every symmetry, so the value $x_0$ of the
solved cube is transformed to itself. And if $x$ is reached from $y$ by
the move $m$, then, since $(P\cdot m)^s=P^s\cdot m^s$, the transform of $x$
by $s$ is reached from the transform of $y$ by the move $m^s$. So a
breadth-first walk over the values, from $x_0$ along the coordinate's own
moves, fills the table with move-table lookups. (This needs the set of
moves to be closed under the symmetries, which the coordinates of this
book satisfy; where it is not, or for values the walk does not reach, the
entries are computed from positions.) Columns of symmetries that the
coordinate does not support are filled with the value itself, never used.

@<Private functions of coord@>=
static void fill_trans_table(coord *c)
{
  uint32_t *t=c->trans_table,*queue=xmalloc(c->n*sizeof(uint32_t));
  const uint32_t *mt=c->move_table;
  uint8_t *seen=calloc(c->n,1);
  uint64_t head=0,tail=0,x0=c->index(&cube_solved);
  int nt=c->ntrans,closed=1;
  if (!seen) { fprintf(stderr,"coord: out of memory\n"); exit(1); }
  for (int s=0; s<nt; s++)
    for (int m=0; m<CUBE_NMOVES; m++)
      if ((c->syms>>s&1) && (c->moves>>m&1) && !(c->moves>>cube_sym_move[s][m]&1))
        closed=0;
  for (int s=0; s<nt; s++) t[x0*nt+s]=(uint32_t)x0;
  seen[x0]=1; queue[tail++]=(uint32_t)x0;
  while (closed && head<tail) {
    uint64_t y=queue[head++];
    for (int m=0; m<CUBE_NMOVES; m++) {
      if (!(c->moves>>m&1)) continue;
      uint64_t x=mt? mt[y*CUBE_NMOVES+m]: c->move_fn((uint32_t)y,m);
      if (seen[x]) continue;
      seen[x]=1; queue[tail++]=(uint32_t)x;
      for (int s=0; s<nt; s++) {
        uint32_t ys=t[y*nt+s];
        int ms=cube_sym_move[s][m];
        t[x*nt+s]=!(c->syms>>s&1)? (uint32_t)x: mt? mt[(uint64_t)ys*CUBE_NMOVES+ms]:
          c->move_fn(ys,ms);
      }
    }
  }
  for (uint64_t x=0; x<c->n; x++)
    if (!seen[x]) {
      cubepos p=cube_solved,q;
      c->to_cube((uint32_t)x,&p);
      for (int s=0; s<nt; s++) {
        cube_conj(&p,s,&q);
        t[x*nt+s]=(c->syms>>s&1)? c->index(&q): (uint32_t)x;
      }
    }
  free(queue); free(seen);
}

@ A symmetric coordinate reduces its part by a group. We check that the
set is a group and that the part supports it. Then one pass over the
part's values finds the classes: the first value not yet classified is the
representative of a new class (so representatives are the least values
of their classes), and its images under the group are its class; the image
$y=x^s$ goes back to the representative by $s^{-1}$. The symmetries with
$x^s=x$ are the representative's self-symmetries. The move table follows:
for each class and move, the class of the moved representative and the
symmetry that normalizes it.

@<Build the classes of a symmetric coordinate@>=
{
  coord *b=c->part[0];
  uint64_t g=c->syms,cls=0;
  if (!(g&1)) coord_panic(c,"the symmetry group lacks the identity");
  for (int s=0; s<48; s++) for (int t=0; t<48; t++)
    if ((g>>s&1) && (g>>t&1) && !(g>>cube_sym_mul[s][t]&1))
      coord_panic(c,"the symmetries do not form a group");
  if ((g&~b->syms)!=0) coord_panic(c,"its part does not support its symmetries");
  c->moves=b->moves;
  @<Check that the moves are closed under the group@>;
  c->classof=xlarge(b->n*sizeof(uint32_t));
  memset(c->classof,0xff,b->n*sizeof(uint32_t));
  @<Count the classes and fill |classof|, |rep| and |selfsyms|@>;
  c->n=cls;
  c->move_table=xlarge(cls*CUBE_NMOVES*sizeof(uint32_t));
  for (uint64_t k=0; k<cls; k++)
    for (int m=0; m<CUBE_NMOVES; m++)
      c->move_table[k*CUBE_NMOVES+m]=(c->moves>>m&1)?
        c->classof[coord_move(b,c->rep[k],m)]: (uint32_t)k;
}

@ The distance tables will apply every move of the coordinate's set to
representatives only; that explores everything only if the set of moves is
mapped to itself by every symmetry of the group.

@<Check that the moves are closed under the group@>=
for (int s=0; s<48; s++)
  if (g>>s&1)
    for (int m=0; m<CUBE_NMOVES; m++)
      if ((c->moves>>m&1) && !(c->moves>>cube_sym_move[s][m]&1))
        coord_panic(c,"its moves are not closed under its symmetries");

@ One pass finds the classes; the arrays for representatives and
self-symmetries grow as classes appear. Since the identity comes first in
the group, a representative is classified by symmetry~0.

@<Count the classes and fill |classof|, |rep| and |selfsyms|@>=
{
  uint64_t cap=1024;
  c->rep=xmalloc(cap*sizeof(uint32_t));
  c->selfsyms=xmalloc(cap*sizeof(uint64_t));
  for (uint64_t x=0; x<b->n; x++) {
    if (c->classof[x]!=0xffffffffu) continue;
    if (cls==cap) {
      cap*=2;
      c->rep=xrealloc(c->rep,cap*sizeof(uint32_t));
      c->selfsyms=xrealloc(c->selfsyms,cap*sizeof(uint64_t));
    }
    c->rep[cls]=(uint32_t)x; c->selfsyms[cls]=0;
    for (int s=0; s<48; s++)
      if (g>>s&1) {
        uint64_t y=coord_trans(b,x,s);
        if (y==x) c->selfsyms[cls]|=1ull<<s;
        if (c->classof[y]==0xffffffffu)
          c->classof[y]=(uint32_t)cls|(uint32_t)cube_sym_inv[s]<<COORD_SYMSHIFT;
      }
    cls++;
  }
  if (cls>COORD_CLASSMASK) coord_panic(c,"too many classes");
}

@ @<Private functions of coord@>=
static void *xrealloc(void *p,size_t n)
{
  p=realloc(p,n);
  if (!p) { fprintf(stderr,"coord: out of memory (%zu bytes)\n",n); exit(1); }
  return p;
}

@ The framework cannot prove that a coordinate is well defined under its
moves and symmetries, but it can catch a wrong description at once, by
trying. We take positions reached from the solved cube by random
sequences of the coordinate's own moves (so positions inside its domain,
which for the phase-2 coordinates is~$H$) and check three things on each:
that moving the position and reading the value gives the moved value, that
conjugating it gives the transformed value, and that |to_cube| makes a
position of each value it is asked for. Random positions catch the
usual mistakes, such as a symmetry that the coordinate does not
support; 64 of them are enough, and cheap.

For a symmetric coordinate the check is weaker, because the value after a
move is {\it not} a function of the value and the move: two positions of
one class, related by a symmetry $s$, are carried by the move $m$ into
classes that are related by the move $m^s$, not~$m$. What is well defined
is the set of classes reached by all the moves, since the set of moves is
closed under the group; that is what the tables are used for, and what we
compare, sorted, for those coordinates, and for reduced basic ones. For a symmetric-composite
coordinate there is one more subtlety: two values $k\cdot n_C+y$ and
$k\cdot n_C+s(y)$, with $s$ a self-symmetry of the class~$k$, describe the
same positions (they are the same position seen through two symmetries
that both normalize the first part). So the values are compared in a
canonical form, the least over the self-symmetries.

@<Check the coordinate against positions@>=
{
  cube_rng rng;
  int nm=0,mv[CUBE_NMOVES];
  cube_rng_seed(&rng,12345);
  for (int m=0; m<CUBE_NMOVES; m++) if (c->moves>>m&1) mv[nm++]=m;
  for (int t=0; t<64 && nm; t++) {
    cubepos p=cube_solved,q;
    for (int i=0; i<40; i++) cube_move(&p,mv[cube_rng_below(&rng,nm)]);
    uint64_t x=coord_index(c,&p),a[CUBE_NMOVES],b[CUBE_NMOVES];
    for (int i=0; i<nm; i++) {
      q=p; cube_move(&q,mv[i]);
      a[i]=coord_index(c,&q); b[i]=coord_move(c,x,mv[i]);
    }
    if (c->kind==COORD_SYMMETRIC || c->kind==COORD_SYMCOMP || c->reduced) {
      for (int i=0; i<nm; i++) a[i]=coord_canon(c,a[i]), b[i]=coord_canon(c,b[i]);
      qsort(a,nm,sizeof a[0],cmp_u64); qsort(b,nm,sizeof b[0],cmp_u64);
    }
    if (memcmp(a,b,nm*sizeof a[0]))
      coord_panic(c,"not well defined under its moves");
    if (c->kind!=COORD_SYMCOMP)
      for (int s=0; s<48; s++)
        if (c->syms>>s&1) {
          cube_conj(&p,s,&q);
          if (coord_index(c,&q)!=coord_trans(c,x,s))
            coord_panic(c,"not well defined under one of its symmetries");
        }
    uint64_t y=cube_rng_below(&rng,c->n);
    coord_to_cube(c,y,&q);
    if (coord_index(c,&q)!=y) coord_panic(c,"to_cube and index disagree");
  }
}

@*1 The coordinates of the two-phase algorithm.
Now the instances. Each coordinate of the previous chapter is described
once, here, by a few routines that call that chapter; the move and
transformation routines use its tables. The twist, flip and slice are
well defined under all 18 moves; the twist and slice under the 16
symmetries of~$H$, the flip alone only under the 8 that keep every axis
(the other 8 change it according to the slice, as the previous chapter
showed). Together, flip and slice are well defined under all 16.

@<Private functions of coord@>=
static uint32_t twist_index(const cubepos *p)
{ kocsymm k; kocsymm_from_cube(p,&k); return k.csymm; }
static uint32_t flip_index(const cubepos *p)
{ kocsymm k; kocsymm_from_cube(p,&k); return k.eosymm; }
static uint32_t slice_index(const cubepos *p)
{ kocsymm k; kocsymm_from_cube(p,&k); return k.epsymm; }
static void twist_set(uint32_t x,cubepos *p) { koc_set_twist(p,(int)x); }
static void flip_set(uint32_t x,cubepos *p) { koc_set_flip(p,(int)x); }
static void slice_set(uint32_t x,cubepos *p) { koc_set_slice(p,(int)x); }
static uint32_t twist_mv(uint32_t x,int m) { return koc_twist_move[x][m]; }
static uint32_t flip_mv(uint32_t x,int m) { return koc_flip_move[x][m]; }
static uint32_t slice_mv(uint32_t x,int m) { return koc_slice_move[x][m]; }
static uint32_t twist_tr(uint32_t x,int s) { return koc_twist_sym[x][s]; }
static uint32_t flip_tr(uint32_t x,int s) { return koc_flip_sym[x][s]; }
static uint32_t slice_tr(uint32_t x,int s) { return koc_slice_sym[x][s]; }

@ The flip and slice together form one basic coordinate,
$\hbox{slice}\cdot2048+\hbox{flip}$, with the previous chapter's formula for
its transformation. (As a composite of flip and slice it could not be
transformed by symmetries 8 to~15, since the flip alone cannot.)

@<Private functions of coord@>=
static uint32_t flipslice_index(const cubepos *p)
{ kocsymm k; kocsymm_from_cube(p,&k); return k.epsymm*2048u+k.eosymm; }
static void flipslice_set(uint32_t x,cubepos *p)
{ koc_set_flip(p,(int)(x%2048)); koc_set_slice(p,(int)(x/2048)); }
static uint32_t flipslice_mv(uint32_t x,int m)
{ return koc_slice_move[x/2048][m]*2048u+koc_flip_move[x%2048][m]; }
static uint32_t flipslice_tr(uint32_t x,int s)
{
  uint32_t f=x%2048,sl=x/2048;
  return koc_slice_sym[sl][s]*2048u+(koc_flip_sym[f][s]^koc_flip_xor[sl][s]);
}

@ The permutation coordinates of phase~2 read and set the pieces of a
|permcube|; a move uses the |permcube| move tables on the pieces that the
value holds (for the corners, the set of the upper corners and the two
orders; for the upper and lower edges, their two sets and orders, the
lower set being the complement of the upper one and of the middle layer). The corner
permutation is well defined under every move and symmetry (we declare the
16 of $H$, all that the solver needs); the permutations of the upper and
lower edges and of the middle edges only under the moves of~$H$.

@<Private functions of coord@>=
static uint32_t cperm_index(const cubepos *p)
{ permcube pc; permcube_from_cube(p,&pc); return permcube_corners(&pc); }
static void cperm_set(uint32_t x,cubepos *p)
{ permcube pc; permcube_from_cube(p,&pc); permcube_set_corners(&pc,x); permcube_to_cube(&pc,p); }
static uint32_t cperm_mv(uint32_t x,int m)
{
  uint32_t t=koc_cperm_move[x/576][m];
  return ((t>>10)*24+koc_s4_mul[x/24%24][t>>5&31])*24+koc_s4_mul[x%24][t&31];
}
static uint32_t udperm_index(const cubepos *p)
{ permcube pc; permcube_from_cube(p,&pc); int x=permcube_udedges(&pc); return x<0? 0: x; }
static void udperm_set(uint32_t x,cubepos *p)
{ permcube pc; permcube_from_cube(p,&pc); permcube_set_udedges(&pc,x); permcube_to_cube(&pc,p); }
static uint32_t udperm_mv(uint32_t x,int m)
{
  int et=koc_c8_12[x/576];
  int eb=koc_slice_compress[0xfff^koc_slice_expand[0]^koc_slice_expand[et]];
  int t=koc_eperm_move[et][m],u=koc_eperm_move[eb][m];
  return (koc_c12_8[t>>5]*24+koc_s4_mul[x/24%24][t&31])*24+koc_s4_mul[x%24][u&31];
}
static uint32_t sliceperm_index(const cubepos *p)
{ permcube pc; permcube_from_cube(p,&pc); return permcube_slice(&pc); }
static void sliceperm_set(uint32_t x,cubepos *p)
{ permcube pc; permcube_from_cube(p,&pc); permcube_set_slice(&pc,x); permcube_to_cube(&pc,p); }
static uint32_t sliceperm_mv(uint32_t x,int m)
{ permcube pc={0}; pc.em=0; permcube_set_slice(&pc,x); permcube_move(&pc,m); return permcube_slice(&pc); }

@ Now the descriptions. The symmetric coordinates reduce by the 16
symmetries of $H$; the symmetric-composite ones pair them as the two-phase
algorithm does: phase~1 indexes its distance table by the flip-slice class
and the twist, phase~2 by the corner-permutation class and either the
permutation of the upper and lower edges or that of the middle edges.
Three macros fill in the fields that each kind of coordinate needs.

@d BASIC(nm,ab,size,mv,sy,ix,set,mf,tf)
  {@[.name=nm@],@[.about=ab@],@[.kind=COORD_BASIC@],@[.moves=mv@],@[.syms=sy@],
   @[.n=size@],@[.index=ix@],@[.to_cube=set@],@[.move_fn=mf@],@[.trans_fn=tf@],
   @[.init=kocsymm_init@]}
@d SYMMETRIC(nm,ab,raw)
  {@[.name=nm@],@[.about=ab@],@[.kind=COORD_SYMMETRIC@],@[.syms=COORD_SYMS_UD@],
   @[.nparts=1@],@[.part={raw}@]}
@d SYMCOMP(nm,ab,cls,raw)
  {@[.name=nm@],@[.about=ab@],@[.kind=COORD_SYMCOMP@],@[.nparts=2@],
   @[.part={cls,raw}@]}

@<Private functions of coord@>=
static coord c_twist=BASIC("twist","corner orientations (3^7)",2187,MASK_ALL,
  COORD_SYMS_UD,twist_index,twist_set,twist_mv,twist_tr);
static coord c_flip=BASIC("flip","edge orientations (2^11)",2048,MASK_ALL,
  COORD_SYMS_AXES,flip_index,flip_set,flip_mv,flip_tr);
static coord c_slice=BASIC("slice","slots of the middle edges (12 choose 4)",495,
  MASK_ALL,COORD_SYMS_UD,slice_index,slice_set,slice_mv,slice_tr);
static coord c_flipslice=BASIC("flipslice","flip and slice together",1013760,
  MASK_ALL,COORD_SYMS_UD,flipslice_index,flipslice_set,flipslice_mv,flipslice_tr);
static coord c_cperm=BASIC("cperm","corner permutation (8!)",40320,MASK_ALL,
  COORD_SYMS_UD,cperm_index,cperm_set,cperm_mv,NULL);
static coord c_udperm=BASIC("udperm","permutation of the 8 U and D edges in H (8!)",40320,
  MASK_H,COORD_SYMS_UD,udperm_index,udperm_set,udperm_mv,NULL);
static coord c_sliceperm=BASIC("sliceperm","permutation of the middle edges in H (4!)",24,
  MASK_H,COORD_SYMS_UD,sliceperm_index,sliceperm_set,sliceperm_mv,NULL);
static coord c_flipslice16=SYMMETRIC("flipslice16","flipslice classes under 16 symmetries",
  &c_flipslice);
static coord c_cperm16=SYMMETRIC("cperm16","corner permutation classes under 16 symmetries",
  &c_cperm);
static coord c_phase1=SYMCOMP("phase1","phase 1: flipslice16 x twist",&c_flipslice16,&c_twist);
static coord c_phase2=SYMCOMP("phase2","phase 2: cperm16 x udperm",&c_cperm16,&c_udperm);
static coord c_phase2slice=SYMCOMP("phase2slice","phase 2: cperm16 x sliceperm",&c_cperm16,
  &c_sliceperm);

@ A worked example: the phase-1 coordinate of the position that
\move{R U R' U'} makes. The previous chapter found its twist, flip and
slice to be 218, 0 and~73, so its flip-slice value is $73\cdot2048+0=
149{,}504$. That value lies in class 186 of \.{flipslice16}, whose
representative is the value 2048 (slice~1, flip~0), and the symmetry that
takes the value to the representative is symmetry~6 of the first
chapter, the half turn of the cube about the left-right axis: it moves
the middle edges from slots 0, 5, 6, 7 to slots 8, 6, 5,~4, which is
slice~1. The same symmetry takes the twist 218 to 216. So the phase-1
coordinate is $186\cdot2187+216=406{,}998$. Only the identity fixes the
representative of class~186, so no other symmetry normalizes the value
and the index is the only one of this position. For a class whose
representative has self-symmetries, several symmetries normalize a value
and give different twists; the values so obtained describe the same
positions, as explained earlier in this chapter, and the pruning-table chapter
fills in such twins together.
@^worked example@>

@ Three more coordinates serve the optimal solver of the search chapter. The
corners, all of them: the corner-permutation class with the twist,
$2768\cdot2187=6{,}053{,}616$ values, a lower bound on the length of a whole
solution. And Kociemba's ``huge'' coordinate: the flip with the {\it
sorted} slice, that is, the slots of the four middle edges and their
order ($12\cdot11\cdot10\cdot9=11{,}880$ values, the middle group's set and
order of a |permcube|); reduced by the 16 symmetries, it has 1,523,864
classes, and with the twist $1{,}523{,}864\cdot2187=3{,}332{,}690{,}568$ values.
Its transformation is that of the flip and slice, with the order of the
middle edges carried along by the framework's table.

@<Private functions of coord@>=
static uint32_t slicesorted_index(const cubepos *p)
{ permcube pc; permcube_from_cube(p,&pc); return pc.em*24u+pc.emp; }
static void slicesorted_set(uint32_t x,cubepos *p)
{
  permcube pc;
  koc_set_slice(p,(int)(x/24));
  permcube_from_cube(p,&pc); pc.emp=x%24; permcube_to_cube(&pc,p);
}
static uint32_t slicesorted_mv(uint32_t x,int m)
{
  int t=koc_eperm_move[x/24][m];
  return (t>>5)*24u+koc_s4_mul[x%24][t&31];
}
static coord c_slicesorted;
static uint32_t fss_index(const cubepos *p)
{ kocsymm k; kocsymm_from_cube(p,&k); return slicesorted_index(p)*2048u+k.eosymm; }
static void fss_set(uint32_t x,cubepos *p)
{ koc_set_flip(p,(int)(x%2048)); slicesorted_set(x/2048,p); }
static uint32_t fss_mv(uint32_t x,int m)
{ return slicesorted_mv(x/2048,m)*2048u+koc_flip_move[x%2048][m]; }
static uint32_t fss_tr(uint32_t x,int s)
{
  uint32_t f=x%2048,ss=x/2048;
  return (uint32_t)coord_trans(&c_slicesorted,ss,s)*2048u
    +(koc_flip_sym[f][s]^koc_flip_xor[ss/24][s]);
}

@ @<Private functions of coord@>=
static coord c_slicesorted=BASIC("slicesorted","slots and order of the middle edges\
 (12*11*10*9)",11880,MASK_ALL,COORD_SYMS_UD,slicesorted_index,slicesorted_set,
  slicesorted_mv,NULL);
static coord c_fss={@[.name="flipslicesorted"@],@[.about="flip and sorted slice"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=COORD_SYMS_UD@],@[.n=24330240@],
  @[.index=fss_index@],@[.to_cube=fss_set@],@[.move_fn=fss_mv@],@[.trans_fn=fss_tr@],
  @[.init=kocsymm_init@],@[.nparts=1@],@[.part={&c_slicesorted}@]};
static coord c_fss16=SYMMETRIC("fss16","flipslicesorted classes under 16 symmetries",&c_fss);
static coord c_huge=SYMCOMP("huge","Kociemba's huge coordinate: fss16 x twist",&c_fss16,
  &c_twist);
static coord c_corners=SYMCOMP("corners","all of the corners: cperm16 x twist",&c_cperm16,
  &c_twist);

@ They are the registry's initial contents. The basic ones name
|kocsymm_init| as their |init|, so the tables of the previous chapter are
computed when the first of them is built, not when the program starts.

@<The coordinates of this chapter, in order@>=
&c_twist,&c_flip,&c_slice,&c_flipslice,&c_cperm,
&c_udperm,&c_sliceperm,&c_flipslice16,&c_cperm16,&c_phase1,&c_phase2,&c_phase2slice,
&c_corners,&c_slicesorted,&c_fss,&c_fss16,&c_huge

@*1 Coordinates of a few named cubies.
Many steps of a method are about a few cubies: the cross is the four
edges \.{DF}, \.{DR}, \.{DB}, \.{DL} in their places, the first pair of a
block a corner and an edge. Their coordinate is where those cubies are,
in order, and how each is turned: for $k$ of the 12 edges,
$12\cdot11\cdots(13-k)\cdot2^k$ values ($190{,}080$ for the cross), for $k$
of the 8 corners $8\cdot7\cdots(9-k)\cdot3^k$. A |coord_cubies| names the
cubies; |coord_cubies_parse| reads them from their names (all edges or
all corners, as \.{cube show} writes them); |coord_cubies_size| is the
number of values, and |coord_cubies_index| and |coord_cubies_to_cube|
are the |index| and |to_cube| of a basic coordinate, which a chapter
wraps in two one-line routines of its own.
@^coordinate of a few cubies@>

@<Types of coord@>=
typedef struct {
  int corners; /* corners, not edges */
  int k; /* how many */
  uint8_t cubie[CUBE_NEDGES]; /* their numbers, in the order of the value */
} coord_cubies;

@ The names are those of |cube_edge_names| and |cube_corner_names|,
separated by spaces; the routine returns $-1$ for a name that is neither,
for a mixture or a repetition.

@<Functions of coord@>=
int coord_cubies_parse(coord_cubies *s,const char *names)
{
  char w[8];
  int n=0,len;
  memset(s,0,sizeof *s);
  while (sscanf(names,"%7s%n",w,&len)==1) {
    int found=-1,corner=strlen(w)==3;
    for (int i=0; i<(corner? CUBE_NCORNERS: CUBE_NEDGES); i++)
      if (strcmp(w,corner? cube_corner_names[i]: cube_edge_names[i])==0) found=i;
    if (found<0 || n==CUBE_NEDGES || (n && corner!=s->corners)) return -1;
    for (int i=0; i<n; i++) if (s->cubie[i]==found) return -1;
    s->corners=corner; s->cubie[n++]=(uint8_t)found; names+=len;
  }
  s->k=n;
  return n? 0: -1;
}

@ The value is read as a number in mixed radix: the slot of the first
cubie among all slots, of the second among those left, and so on, then
the orientations, base 2 or 3. The positions of a cube hold in each slot
the cubie and its orientation, $c+8o$ for a corner, $e+16o$ for an edge.

@<Functions of coord@>=
uint64_t coord_cubies_size(const coord_cubies *s)
{
  int slots=s->corners? CUBE_NCORNERS: CUBE_NEDGES;
  uint64_t n=1;
  for (int i=0; i<s->k; i++) n*=(uint64_t)(slots-i)*(s->corners? 3: 2);
  return n;
}
uint32_t coord_cubies_index(const coord_cubies *s,const cubepos *p)
{
  int slots=s->corners? CUBE_NCORNERS: CUBE_NEDGES,used[CUBE_NEDGES]={0};
  uint32_t x=0,o=0;
  for (int i=0; i<s->k; i++) {
    int j=0,rank=0,v=0;
    for (; j<slots; j++) {
      v=s->corners? p->c[j]: p->e[j];
      if ((s->corners? v&7: v&15)==s->cubie[i]) break;
      rank+=!used[j];
    }
    used[j]=1;
    x=x*(uint32_t)(slots-i)+(uint32_t)rank;
    o=o*(s->corners? 3: 2)+(uint32_t)(s->corners? v>>3: v>>4);
  }
  return x*(uint32_t)(s->corners? coord_pow(3,s->k): coord_pow(2,s->k))+o;
}

@ The inverse places the cubies named, turned as the value says, and fills
the other slots of their kind with the other cubies in their order,
unturned; the cubies of the other kind are left as they are.

@<Functions of coord@>=
void coord_cubies_to_cube(const coord_cubies *s,uint32_t x,cubepos *p)
{
  int slots=s->corners? CUBE_NCORNERS: CUBE_NEDGES,base=s->corners? 3: 2;
  int slot[CUBE_NEDGES],ori[CUBE_NEDGES],taken[CUBE_NEDGES]={0},placed[CUBE_NEDGES]={0};
  for (int i=s->k-1; i>=0; i--) { ori[i]=(int)(x%(uint32_t)base); x/=(uint32_t)base; }
  for (int i=s->k-1; i>=0; i--) { slot[i]=(int)(x%(uint32_t)(slots-i)); x/=(uint32_t)(slots-i); }
  for (int i=0; i<s->k; i++) {
    int j=0;
    for (int r=slot[i]; taken[j] || r>0; j++) if (!taken[j]) r--;
    taken[j]=1; placed[s->cubie[i]]=1;
    if (s->corners) p->c[j]=(uint8_t)(s->cubie[i]|ori[i]<<3);
    else p->e[j]=(uint8_t)(s->cubie[i]|ori[i]<<4);
  }
  @<Fill the slots left with the cubies not named@>;
}

@ @<Fill the slots left with the cubies not named@>=
for (int j=0,c=0; j<slots; j++) if (!taken[j]) {
  while (placed[c]) c++;
  if (s->corners) p->c[j]=(uint8_t)c; else p->e[j]=(uint8_t)c;
  c++;
}

@ @<Functions of coord@>=
static uint32_t coord_pow(uint32_t b,int k)
{
  uint32_t r=1;
  while (k-->0) r*=b;
  return r;
}

@ @<Declarations of coord@>=
int coord_cubies_parse(coord_cubies *s,const char *names);
uint64_t coord_cubies_size(const coord_cubies *s);
uint32_t coord_cubies_index(const coord_cubies *s,const cubepos *p);
void coord_cubies_to_cube(const coord_cubies *s,uint32_t x,cubepos *p);

@ @<Prototypes of the private functions of coord@>=
static uint32_t coord_pow(uint32_t b,int k);

@*1 Testing coord.
The tests check every registered coordinate in three ways: |index| after
|to_cube| gives the value back
(for every value of the smaller coordinates, a sample of the larger);
every move table entry is the value of the moved position; and the class
counts of the symmetric coordinates are the published ones: 64,430 classes
of flip and slice under the 16 symmetries (Kociemba's
\.{N\_FLIPSLICE\_CLASS} \cite{Kociemba web}) and 2,768 corner-permutation
classes (\.{N\_CORNERS\_CLASS}); the symmetric-composite sizes follow,
140,908,410 and 111,605,760.
@^Kociemba, Herbert@>

@(tests/test_coord.c@>=
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <pthread.h>
#include <unistd.h>
#include <sys/wait.h>
#include "coord.h"
#include "check.h"
@<Coordinates declared by the tests of coord@>@;
int main(void)
{
  cube_rng rng;
  cube_rng_seed(&rng,99);
  register_tests();
  coord_init();
  @<Check that registering built nothing@>;
  @<Check that two threads build two coordinates at once@>;
  @<Run the tests of coord@>;
  @<Check the coordinates declared by the tests@>;
  @<Check that a composite with parts beyond its count is refused@>;
  return check_done("test_coord");
}

@ A composite of the twist and the slice given by address with |nparts|
left zero is refused at its first build, in a child process (the refusal
ends the process that builds it), with the message that names the fault;
so is one whose count is one, of two parts given.

@<Check that a composite with parts beyond its count is refused@>=
for (int k=0; k<2; k++) {
  static coord bad={@[.name="test-bad-parts"@],@[.about="parts beyond nparts"@],
    @[.kind=COORD_COMPOSITE@]};
  int fd[2],st=0;
  char msg[256]={0};
  if (!CHECK(pipe(fd)==0)) break;
  fflush(stdout);
  pid_t pid=fork();
  if (pid==0) {
    dup2(fd[1],2); close(fd[0]);
    bad.nparts=k; bad.part[0]=coord_find("twist"); bad.part[1]=coord_find("slice");
    coord_register(&bad); coord_find("test-bad-parts");
    _exit(0);
  }
  close(fd[1]);
  ssize_t r=read(fd[0],msg,sizeof msg-1);
  close(fd[0]);
  waitpid(pid,&st,0);
  CHECK(r>0 && WIFSIGNALED(st) && strstr(msg,"beyond nparts"));
}

@ The test program declares three coordinates of its own, as a later
chapter would, from outside this chapter: a basic one whose |init| counts
its calls; the twist and slice as one composite, by the names of its
parts; and the corner permutation as a composite of one part whose
default table uses the moves of~$H$ only. The test's |main| registers them.

@<Coordinates declared by the tests of coord@>=
static int lazy_inits;
static void lazy_init(void) { lazy_inits++; kocsymm_init(); }
static uint32_t lazy_index(const cubepos *p)
{ kocsymm k; kocsymm_from_cube(p,&k); return k.csymm; }
static void lazy_set(uint32_t x,cubepos *p) { koc_set_twist(p,(int)x); }
static coord t_lazy={@[.name="test-lazy"@],@[.about="the twist, with a counted init"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.n=2187@],@[.index=lazy_index@],@[.to_cube=lazy_set@],
  @[.init=lazy_init@]};
static coord t_twistslice={@[.name="test-twistslice"@],@[.about="twist and slice, by name"@],
  @[.kind=COORD_COMPOSITE@],@[.partname={"twist","slice"}@]};
static coord t_cpermh={@[.name="test-cperm-h"@],@[.about="cperm, table under H"@],
  @[.kind=COORD_COMPOSITE@],@[.partname={"cperm"}@],@[.table_moves=MASK_H@]};
@<Coordinates of the test of building in two threads@>@;
static void register_tests(void)
{
  coord_register(&t_lazy); coord_register(&t_twistslice); coord_register(&t_cpermh);
  coord_register(&t_slow); coord_register(&t_other);
}

@ Before any coordinate is asked for, none is built and no |init| has
run; finding one by name builds it and its parts, and runs its |init|
once.

@<Check that registering built nothing@>=
{
  int built=0,n=0;
  for (int i=0; coord_nth(i); i++) built+=coord_nth(i)->built, n++;
  CHECK_EQ(built,0);
  CHECK(n>=22); /* 17 of this chapter, 5 of the test, and those of later chapters */
  CHECK_EQ(lazy_inits,0);
  coord *c=coord_find("test-lazy");
  CHECK(c && c->built && lazy_inits==1);
  coord_find("test-lazy");
  CHECK_EQ(lazy_inits,1);
}

@ Building in two threads. The test declares two more coordinates: a
slow one, the twist again, whose |init| waits (for at most ten seconds)
until another thread has built the other, a composite of the flip. One
thread builds the slow one; once it is inside the |init|, a second thread
builds the other, and a third asks for the slow one too. If building held
a lock over the whole work, the second thread could not build while the
first waits in the |init|, which would give up after ten seconds and
record that it did not see the other built; and the third thread must
get the slow coordinate built, with its |init| run once.

@<Coordinates of the test of building in two threads@>=
static pthread_mutex_t meet_lock=PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t meet_cond=PTHREAD_COND_INITIALIZER;
static int slow_inits,other_built,slow_saw_other;
static void slow_init(void)
{
  struct timespec t;
  clock_gettime(CLOCK_REALTIME,&t); t.tv_sec+=10;
  pthread_mutex_lock(&meet_lock);
  slow_inits++;
  pthread_cond_broadcast(&meet_cond);
  while (!other_built && pthread_cond_timedwait(&meet_cond,&meet_lock,&t)==0) ;
  slow_saw_other=other_built;
  pthread_mutex_unlock(&meet_lock);
  kocsymm_init();
}
static coord t_slow={@[.name="test-slow"@],@[.about="the twist, with a slow init"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.n=2187@],@[.index=lazy_index@],@[.to_cube=lazy_set@],
  @[.init=slow_init@]};
static coord t_other={@[.name="test-other"@],@[.about="the flip, as a composite"@],
  @[.kind=COORD_COMPOSITE@],@[.partname={"flip"}@]};
static void *build_slow(void *arg) { (void)arg; coord_find("test-slow"); return NULL; }
static void *build_other(void *arg)
{
  (void)arg;
  coord_find("test-other");
  pthread_mutex_lock(&meet_lock);
  other_built=1;
  pthread_cond_broadcast(&meet_cond);
  pthread_mutex_unlock(&meet_lock);
  return NULL;
}

@ @<Check that two threads build two coordinates at once@>=
{
  pthread_t a,b,c;
  CHECK(pthread_create(&a,NULL,build_slow,NULL)==0);
  pthread_mutex_lock(&meet_lock);
  while (!slow_inits) pthread_cond_wait(&meet_cond,&meet_lock);
  pthread_mutex_unlock(&meet_lock);
  CHECK(pthread_create(&b,NULL,build_other,NULL)==0);
  CHECK(pthread_create(&c,NULL,build_slow,NULL)==0);
  pthread_join(a,NULL); pthread_join(b,NULL); pthread_join(c,NULL);
  CHECK(slow_saw_other);
  CHECK_EQ(slow_inits,1);
  CHECK(t_slow.built && t_other.built);
  CHECK_EQ(t_other.n,2048);
}

@ The composite declared by names has the size and the value of the mixed-radix
number of the twist and the slice; its table's moves, and those of the
others, are as described. Then the moves that keep a coordinate solved,
the examples of |coord_moves_fixing|: the moves of $H$ for the phase-1
coordinate and for the twist, the slice and their composite; all but the
quarter turns of \.F and \.B for the flip; the turns of \.U and \.D for the
order of the middle edges; none for the corner permutation.

@<Check the coordinates declared by the tests@>=
{
  coord *ts=coord_find("test-twistslice"),*tw=coord_find("twist"),*sl=coord_find("slice");
  coord *ch=coord_find("test-cperm-h");
  int ok=1;
  CHECK(ts && ts->nparts==2 && ts->part[0]==tw && ts->part[1]==sl);
  CHECK_EQ(ts->n,2187*495);
  for (int t=0; t<100; t++) {
    cubepos p;
    cube_random(&rng,&p);
    if (coord_index(ts,&p)!=coord_index(tw,&p)+2187*coord_index(sl,&p)) ok=0;
  }
  CHECK(ok);
  CHECK_EQ(coord_table_moves(ts),MASK_ALL);
  CHECK_EQ(ch->moves,MASK_ALL);
  CHECK_EQ(coord_table_moves(ch),MASK_H);
  CHECK_EQ(coord_table_moves(coord_find("phase2")),MASK_H);
  CHECK_EQ(coord_table_moves(coord_find("phase1")),MASK_ALL);
  CHECK_EQ(coord_moves_fixing(coord_find("phase1")),MASK_H);
  CHECK_EQ(coord_moves_fixing(tw),MASK_H);
  CHECK_EQ(coord_moves_fixing(sl),MASK_H);
  CHECK_EQ(coord_moves_fixing(ts),MASK_H);
  CHECK_EQ(coord_moves_fixing(coord_find("flip")),MASK_ALL&~MASK_QUARTER_FB);
  CHECK_EQ(coord_moves_fixing(coord_find("sliceperm")),MASK_UD);
  CHECK_EQ(coord_moves_fixing(coord_find("cperm")),0);
}

@ @<Run the tests of coord@>=
{
  static const struct { const char *name; long long n; } sizes[]={
    {"twist",2187},{"flip",2048},{"slice",495},{"flipslice",1013760},
    {"cperm",40320},{"udperm",40320},{"sliceperm",24},
    {"flipslice16",64430},{"cperm16",2768},{"phase1",140908410},
    {"phase2",111605760},{"phase2slice",66432},{"corners",6053616},
    {"slicesorted",11880},{"flipslicesorted",24330240},{"fss16",1523864},
    {"huge",3332690568ll}};
  for (size_t i=0; i<sizeof sizes/sizeof sizes[0]; i++) {
    coord *c=coord_find(sizes[i].name);
    if (!CHECK(c!=NULL)) continue;
    if (c->n!=(uint64_t)sizes[i].n)
      printf("  %s has %llu values\n",sizes[i].name,(unsigned long long)c->n);
    CHECK_EQ(c->n,sizes[i].n);
  }
}

@ The class counts can be checked by a second route, Burnside's lemma: the
number of classes is the average, over the symmetries of the group, of the
number of values each symmetry fixes. This uses only the transformations,
not the class tables.
@^Burnside's lemma@>

@<Run the tests of coord@>=
{
  static const char *const syms[3]={"flipslice16","cperm16","fss16"};
  for (int i=0; i<3; i++) {
    coord *c=coord_find(syms[i]),*b=c->part[0];
    uint64_t fixed=0,ng=0;
    for (int s=0; s<48; s++)
      if (c->syms>>s&1) {
        ng++;
        for (uint64_t x=0; x<b->n; x++) fixed+=coord_trans(b,x,s)==x;
      }
    CHECK_EQ(fixed/ng,c->n);
    CHECK_EQ(fixed%ng,0);
  }
}

@ For every coordinate: round trips, and moves compared with positions.
A coordinate's value after a move is read from the moved position (made
by |coord_to_cube|, then moved with |cube_move|), and must equal
|coord_move|. For the symmetric coordinates the class must not change
under their symmetries.

@<Run the tests of coord@>=
{
  for (int i=0; coord_nth(i); i++) {
    coord *c=coord_nth(i);
    int round=1,moves=1,inv=1;
    coord_build(c);
    uint64_t step=c->n<=50000? 1: c->n/50000+1;
    for (uint64_t x=0; x<c->n; x+=step) {
      uint64_t y=x+(step>1? cube_rng_below(&rng,step): 0);
      if (y>=c->n) break;
      cubepos p,q;
      coord_to_cube(c,y,&p);
      if (coord_index(c,&p)!=y) round=0;
      for (int m=0; m<CUBE_NMOVES; m++)
        if (c->moves>>m&1) {
          q=p; cube_move(&q,m);
          if (coord_index(c,&q)!=coord_move(c,y,m)) moves=0;
        }
      if (c->kind==COORD_SYMMETRIC)
        for (int s=0; s<48; s++)
          if (c->syms>>s&1) {
            cube_conj(&p,s,&q);
            if (coord_index(c,&q)!=y) inv=0;
          }
    }
    if (!round || !moves || !inv) printf("  coordinate %s\n",c->name);
    CHECK(round); CHECK(moves); CHECK(inv);
  }
}
