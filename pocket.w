@* The pocket cube.
The {\it pocket cube} is Rubik's cube with two layers instead of three: a
$2\times2\times2$ cube made of eight corners and nothing else. It has
3,674,160 positions, few enough to list every one of them with its
distance from solved in under two megabytes, and yet enough that a
solver has to be thought about. This chapter solves it optimally, in two
ways, and is written to show how the book is extended: it adds a puzzle,
a command and two solvers, and it changes nothing in the chapters before
it. It uses them as a library.
@^pocket cube@>

Here is what it does. The sequence \move{R U R' U'}, done on a pocket
cube, is undone by \move{U R U' R'}, and no shorter sequence will do;
\.{cube pocket} finds that, and more:
$$\vbox{\halign{\tt#\hfil\cr
\$ cube pocket "R U R' U'"\cr
U R U' R'\cr
\$ cube pocket FLLBRDLBBUUFRUDRRULFFDDB\cr
R2 F U2 R'\cr
\$ cube pocket --stats\cr
pocket\ cube,\ half-turn\ metric:\ 3674160\ positions\cr
\ \ 0\ \ \ \ \ \ \ \ \ \ \ \ 1\ \ \ \ 0.000\%\cr
\ \ 1\ \ \ \ \ \ \ \ \ \ \ \ 9\ \ \ \ 0.000\%\cr
\ \ 2\ \ \ \ \ \ \ \ \ \ \ 54\ \ \ \ 0.002\%\cr
\ \ 3\ \ \ \ \ \ \ \ \ \ 321\ \ \ \ 0.010\%\cr
\ \ 4\ \ \ \ \ \ \ \ \ 1847\ \ \ \ 0.061\%\cr
\ \ 5\ \ \ \ \ \ \ \ \ 9992\ \ \ \ 0.333\%\cr
\ \ 6\ \ \ \ \ \ \ \ 50136\ \ \ \ 1.697\%\cr
\ \ 7\ \ \ \ \ \ \ 227536\ \ \ \ 7.890\%\cr
\ \ 8\ \ \ \ \ \ \ 870072\ \ \ 31.571\%\cr
\ \ 9\ \ \ \ \ \ 1887748\ \ \ 82.950\%\cr
\ 10\ \ \ \ \ \ \ 623800\ \ \ 99.928\%\cr
\ 11\ \ \ \ \ \ \ \ \ 2644\ \ 100.000\%\cr
average\ 8.7556\cr
God's\ number\ 11\cr}}$$
The second position, the one that \move{R U2 F' R2} makes, is given by
its 24 stickers, in an order this chapter defines; the third command
prints how many positions are at each distance from solved.

What had to be written, and what was reused:

\item{$\bullet$} {\it Positions} are |cubepos| structures of the first
chapter, with the edges ignored. Its face turns, products and facelet
geometry do all the work; this chapter adds the rule that one corner never
moves (\.{DBL}, down-left-back), which is what a pocket cube without
centres needs, and the two ways of reading a position: a move sequence in
any of the 18 face turns, which is {\it reduced} to turns of \.R, \.U,
\.F only, and a string of 24 stickers.
\item{$\bullet$} {\it Coordinates} are those of the framework of the
coordinates chapter: two basic coordinates (the orientations of the corners,
$3^6=729$ values, and their places, $7!=5040$ values) and a composite one
that combines them ($5040\cdot729=3{,}674{,}160$ values). Defining them
took two pairs of short routines and three initialized structures; the
framework made their move tables and checked them.
\item{$\bullet$} {\it Distance tables} come from the pruning-table
chapter unchanged: |prune_open| builds the table of all 3,674,160
positions (in well under a second), stores it in the table cache,
and maps it on later runs. A solve is then a walk down the table.
\item{$\bullet$} {\it Search} is the generic IDA* of the search chapter,
instantiated with the pocket cube's state and heuristics: the distance of
the orientations alone, of the places alone, and a table of the positions
near solved, which cuts the depth of the search by half or more.
\item{$\bullet$} {\it The command} \.{cube pocket} registers itself with
the kit of chapter~\chapno{kit} (its section ``Writing a new chapter''),
and follows its conventions for
options, batches and errors.

The sections follow that order: vocabulary and positions, the sticker
string, move sequences, coordinates, the complete table and its solver,
the IDA* solver and the comparison of the two, the command, and the tests.
@^extending the book@>
@q README: the 2x2x2 pocket cube, written as an extension of the framework: a complete distance table and IDA*, `cube pocket` @>
@i types.w
@s pocket_node int
@s pocket_near int
@s pocket_ida_options int
@s pocket_ida_result int
@s pocket_ctx int
@s pocket_walk int
@s pocket_job int
@s sol_list int

@ The chapter tangles to \.{pocket.h} and \.{pocket.c}; the test and the
benchmark go to \.{tests/}. The header includes the search chapter's,
and with it everything below.

@(pocket.h@>=
#ifndef POCKET_H
#define POCKET_H
#include "solve.h"
@<Constants of pocket@>@;
@<Types of pocket@>@;
@<Declarations of pocket@>@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <pthread.h>
#include "pocket.h"
#include "kit.h"
@h
@<Private data of pocket@>@;
@<Private functions of pocket@>@;
@<Functions of pocket@>@;
@<The sub-command \.{cube pocket}@>@;

@*1 Vocabulary, and the corner that never moves.
A pocket cube has eight {\it cubies}, all corners, each showing three
{\it facelets} (stickers), so 24 facelets in all, four to a face. A cubie's
{\it position} is which of the eight places it is in; its {\it
orientation} is which of its three turns it shows there. A cube is {\it
positionally solved} when every cubie is in its place, whatever its
orientation, and {\it orientationally solved} when every cubie shows the
right facelet on the up or down face; it is solved when it is both.
This vocabulary, and most of the ideas of this chapter, come from the
implementation notes of an earlier pocket cube solver; the words fit this
book too, since the first chapter's |cubepos| stores, for every corner slot, the cubie in it and its
orientation, counted from the facelet on the up or down face.
@^positionally solved@>
@^orientationally solved@>

What the pocket cube lacks is centres. On Rubik's cube the six centres
never move and say where each cubie belongs; on the pocket cube nothing
says it, and a cube turned as a whole is still the same cube. So
``solved'' needs a reference, and we take one corner: the cubie that sits
in the down-left-back slot, \.{DBL} (slot~6 in the first chapter's
numbering), is {\it fixed}. Every other cubie is in its place, or not,
relative to it.

Fixing it costs nothing. Turning the left face and then the right face
the same way (as seen from the right, \move{L} and then \move{R'}) turns
both layers together, which is a turn $X$ of the whole cube; so
$\move{L}=X\cdot\move{R}$, and on a cube without centres \move{L} is
\move{R}, done on a cube that has first been turned as a whole. In the
same way \move{D} is \move{U}, and \move{B} is \move{F}, up to a turn of
the whole cube. (The section on move sequences turns this into an algorithm, and a
test checks these three facts on the stickers.) So every position has
optimal solutions that use only \.R, \.U and~\.F, none of which moves the
\.{DBL} corner; the solvers of this chapter use only those nine moves.
@^R, U, F moves@>

@ The count of positions follows. With \.{DBL} fixed, the seven other
cubies can be in the seven other places in any order, $7!=5040$ ways, and
every order is reachable (unlike on Rubik's cube, there are no edges whose
permutation parity must agree). Each cubie has three orientations, but the
sum of all orientations is a multiple of~3, as on Rubik's cube, and the
fixed cubie has orientation~0; so six orientations are free, $3^6=729$.
Together $5040\cdot729=3{,}674{,}160$ positions. That is also the number
of corner positions of Rubik's cube, $8!\cdot3^7=88{,}179{,}840$, divided
by the 24 rotations of the whole cube, as it should be.

A pocket position is therefore stored as a |cubepos| whose corner slot~6
holds cubie~6 with orientation~0, and whose edges are solved (they play no
part, and keeping them solved lets |cube_equal| compare pocket positions).
The seven free slots, in the order the coordinates read them:

@<Constants of pocket@>=
enum { POCKET_NTWIST = 729, POCKET_NPERM = 5040, POCKET_N = 3674160,
  POCKET_NFACELETS = 24, POCKET_FIXED = 6, POCKET_GOD_HTM = 11, POCKET_GOD_QTM = 14 };
#define POCKET_MOVES (MASK_U|MASK_R|MASK_F) /* the nine moves of the pocket cube */
#define POCKET_QUARTER_MOVES (MASK_QUARTER&POCKET_MOVES) /* \.U, \.{U'}, \.R, \.{R'}, \.F, \.{F'} */

@ @<Private data of pocket@>=
static const int free_slot[7]={0,1,2,3,4,5,7};

@ Applying moves to a pocket position may disturb the edges, which
nobody looks at; this routine puts them back, so that two equal pocket
positions are equal |cubepos| values.

@<Functions of pocket@>=
void pocket_clear_edges(cubepos *p)
{
  memcpy(p->e,cube_solved.e,sizeof p->e);
}
int pocket_is_solved(const cubepos *p)
{
  return memcmp(p->c,cube_solved.c,sizeof p->c)==0;
}

@ @<Declarations of pocket@>=
void pocket_clear_edges(cubepos *p);
int pocket_is_solved(const cubepos *p);
int pocket_validate(const cubepos *p,char *err,size_t errlen);

@ Validation says why a |cubepos| is not a pocket position: a byte that is
no corner, a corner twice (and so another missing), a twisted corner (the
orientations do not add up to a multiple of~3), or the fixed corner out of
its place. There is no parity condition. The messages are the first
chapter's, where the defect is the same.
@^twisted corner@>

@.corner slot ... holds 0x...@>
@^error messages@>
@<Functions of pocket@>=
int pocket_validate(const cubepos *p,char *err,size_t errlen)
{
  int seen[CUBE_NCORNERS],twist=0;
  for (int i=0; i<CUBE_NCORNERS; i++) seen[i]=-1;
  for (int i=0; i<CUBE_NCORNERS; i++) {
    int j=corner_perm(p->c[i]),o=corner_ori(p->c[i]);
    if (o>2) return cube_error(err,errlen,"corner slot %s holds 0x%02x, which is no corner",
      cube_corner_names[i],p->c[i]);
    if (seen[j]>=0) return cube_error(err,errlen,"duplicate corner: %s is in slots %s and %s",
      cube_corner_names[j],cube_corner_names[seen[j]],cube_corner_names[i]);
    seen[j]=i; twist+=o;
  }
  if (twist%3) return cube_error(err,errlen,"twisted corner: the corner orientations add\
 up to %d, which is not a multiple of 3",twist);
  if (p->c[POCKET_FIXED]!=POCKET_FIXED)
    return cube_error(err,errlen,"the DBL corner is not fixed in its slot");
  return 0;
}
@.duplicate corner...@>
@.twisted corner...@>
@.the DBL corner is not fixed...@>

@*1 The facelet string.
A pocket position can be written as its 24 stickers, in the order of
Kociemba's facelet strings for Rubik's cube: the faces \.U, \.R, \.F, \.D,
\.L, \.B, and on each face the four facelets in reading order, row by row,
each face seen as in the net of the first chapter (the up face with the
back face above it, the down face with the front face above it, the
others with the up face above them). Facelet $4f+2r+c$ is the one in row
$r$ and column $c$ of face~$f$:
$$\vbox{\offinterlineskip
\hbox{\pblank\pface0123}
\fjoin
\hbox{\pface{16}{17}{18}{19}\fjoin\pface89{10}{11}\fjoin\pface4567\fjoin
 \pface{20}{21}{22}{23}}
\fjoin
\hbox{\pblank\pface{12}{13}{14}{15}}}$$
\figcaption{The pocket cube's net: its 24 facelets, numbered.}
The middle row holds \.L, \.F, \.R and~\.B, from left to right, as in the
first chapter's figure; the \.{DBL} corner shows facelets 14, 18 and~23.
A pocket cube is a Rubik's cube without its edges and centres, and its
facelets are the corner facelets of the larger cube: the pocket facelet in
row $r$ and column $c$ of face $f$ is the larger cube's facelet in row
$2r$ and column~$2c$,
$$4f+2r+c\quad\longleftrightarrow\quad 9f+6r+2c.$$
So the solved pocket cube is \.{UUUURRRRFFFFDDDDLLLLBBBB}, and \move{R}
turns it into \.{UFUFRRRRFDFDDBDBLLLLUBUB}.

@ @<Private functions of pocket@>=
static int big_facelet(int x)
{
  return 9*(x/4)+6*(x%4/2)+2*(x%2);
}

@ The colours, as on Rubik's cube, may be any six characters. There the
centres say which character is which face; here the fixed corner says it:
the three colours that the \.{DBL} slot shows name the down, back and left
faces, and each of the other three faces gets the colour that is opposite
one of those, which is the colour that never shares a corner with it.
This reads a cube the way one holds it, whatever its colour scheme and
whichever side is up: the corner in the down-left-back place stays there,
and the solution turns only the right, up and front faces.

Reading checks, in order: the length; that every colour appears four
times; that the \.{DBL} slot shows three different colours, each with
exactly one opposite colour; then it reads each slot as the first chapter
reads a corner (the facelet with an up or down colour gives the
orientation, and the colours clockwise from it must be those of some
cubie), and validates the result. Each failure has its own message.
@.a pocket facelet string has...@>

@^error messages@>
@<Functions of pocket@>=
int pocket_parse_facelets(const char *s,cubepos *p,char *err,size_t errlen)
{
  int count[256]={0},face[256];
  size_t n=strlen(s);
  if (n!=POCKET_NFACELETS)
    return cube_error(err,errlen,"a pocket facelet string has 24 characters, not %zu",n);
  for (int x=0; x<POCKET_NFACELETS; x++) count[(unsigned char)s[x]]++;
  for (int x=0; x<POCKET_NFACELETS; x++)
    if (count[(unsigned char)s[x]]!=4)
      return cube_error(err,errlen,"wrong colour count: colour '%c' appears %d times,\
 not 4",isprint((unsigned char)s[x])? s[x]: '?',count[(unsigned char)s[x]]);
  @<Name the faces after the colours of the \.{DBL} slot of |s|@>;
  *p=cube_solved;
  for (int i=0; i<CUBE_NCORNERS; i++) @<Read corner slot |i| of |s| into |p|@>;
  return pocket_validate(p,err,errlen);
}
@.wrong colour count...@>

@ The facelets of slot $i$, reference facelet first and then clockwise,
are those of the first chapter's table |cube_corner_facelet|, translated.
Two colours share a corner when they appear together in some slot.

@<Private functions of pocket@>=
static int slot_facelet(int i,int k)
{
  int b=cube_corner_facelet[i][k];
  return 4*(b/9)+2*(b%9/6)+(b%3/2);
}
static int share_corner(const char *s,int a,int b)
{
  for (int i=0; i<CUBE_NCORNERS; i++) {
    int ha=0,hb=0;
    for (int k=0; k<3; k++) {
      int ch=(unsigned char)s[slot_facelet(i,k)];
      ha|=ch==a; hb|=ch==b;
    }
    if (ha && hb) return 1;
  }
  return 0;
}

@ The slot's reference facelet is on the down face, and the others follow
clockwise: down, back, left. The opposite of a colour is the one colour
of the other five that shares no corner with it; on a real cube there is
exactly one.

@^error messages@>
@<Name the faces after the colours of the \.{DBL} slot of |s|@>=
{
  static const int named[3]={3,5,4}; /* \.D, \.B, \.L */
  int col[3];
  for (int c=0; c<256; c++) face[c]=-1;
  for (int k=0; k<3; k++) col[k]=(unsigned char)s[slot_facelet(POCKET_FIXED,k)];
  if (col[0]==col[1] || col[1]==col[2] || col[0]==col[2])
    return cube_error(err,errlen,"no corner has the colours %c%c%c (corner slot DBL)",
      col[0],col[1],col[2]);
  for (int k=0; k<3; k++) {
    int opp=-1,nopp=0;
    for (int x=0; x<POCKET_NFACELETS; x++) {
      int c=(unsigned char)s[x];
      if (c!=col[k] && c!=opp && !share_corner(s,col[k],c)) { opp=c; nopp++; }
    }
    if (nopp!=1 || face[opp]>=0 || face[col[k]]>=0)
      return cube_error(err,errlen,"the colours do not fit a cube: no single colour is\
 opposite '%c'",col[k]);
    face[col[k]]=named[k]; face[opp]=named[k]-3;
  }
}
@.the colours do not fit a cube...@>
@.no corner has the colours...@>

@ With every colour named, a slot is read as in the first chapter.

@.no corner has the colours...@>
@^error messages@>
@<Read corner slot |i| of |s| into |p|@>=
{
  int c[3],o=-1,j;
  for (int k=0; k<3; k++) {
    c[k]=face[(unsigned char)s[slot_facelet(i,k)]];
    if (c[k]==0 || c[k]==3) o=(o<0)? k: 3;
  }
  for (j=0; o>=0 && o<3 && j<CUBE_NCORNERS; j++) {
    int k;
    for (k=0; k<3; k++) if (c[(o+k)%3]!=cube_corner_facelet[j][k]/9) break;
    if (k==3) break;
  }
  if (o<0 || o>2 || j==CUBE_NCORNERS)
    return cube_error(err,errlen,"no corner has the colours %c%c%c (corner slot %s)",
      s[slot_facelet(i,0)],s[slot_facelet(i,1)],s[slot_facelet(i,2)],cube_corner_names[i]);
  p->c[i]=corner_val(j,o);
}

@ Writing a position as 24 letters goes through the first chapter's
stickers of the larger cube.

@<Functions of pocket@>=
void pocket_to_facelets(const cubepos *p,char out[POCKET_NFACELETS+1])
{
  uint8_t col[CUBE_NFACELETS];
  cube_to_colours(p,col);
  for (int x=0; x<POCKET_NFACELETS; x++) out[x]=cube_face_names[col[big_facelet(x)]];
  out[POCKET_NFACELETS]=0;
}

@ @<Declarations of pocket@>=
int pocket_parse_facelets(const char *s,cubepos *p,char *err,size_t errlen);
void pocket_to_facelets(const cubepos *p,char out[POCKET_NFACELETS+1]);

@ Any arrangement of the eight corners, such as the corners of a Rubik's
cube position, is a pocket position once it is read this way: the
stickers are written out and read back, and the corner that happens to be
in the \.{DBL} slot becomes the fixed one.

@<Functions of pocket@>=
void pocket_from_corners(const cubepos *q,cubepos *p)
{
  char s[POCKET_NFACELETS+1];
  char err[CUBE_ERRLEN];
  pocket_to_facelets(q,s);
  if (pocket_parse_facelets(s,p,err,sizeof err)) *p=cube_solved; /* cannot happen */
}

@ @<Declarations of pocket@>=
void pocket_from_corners(const cubepos *q,cubepos *p);

@*1 Move sequences.
A move sequence may use all 18 face turns; the solvers use nine. The
sequence is {\it reduced}: each turn of \.D, \.L or \.B is replaced by the
turn of the opposite face \.U, \.R or \.F by the same amount, with a turn
of the whole cube to make up the difference, and that turn of the whole
cube is then carried through the rest of the sequence, renaming its faces.
The result is a sequence of \.R, \.U and \.F turns that does to the cube,
as one holds it, what the original did.

In symbols, write a turn as a product of corner arrangements, and let $X$
be a turn of the whole cube (a product such as \move{L R'}). Then a turn
$m$ of \.D, \.L or \.B is $m=X\cdot b$, with $b$ the turn of the opposite
face and $X=m\cdot b^{-1}$; and for any turn $m$, $mX=X(X^{-1}mX)$, where
$X^{-1}mX$ is again a face turn (of the face that $X$ carries to $m$'s).
Working from the end of the sequence, each whole-cube turn is moved to
the front:
$$m_1\cdots m_{n-1}m_n=m_1\cdots m_{n-1}X_n b_n=\cdots=X\,b_1\cdots b_n.$$
The leading $X$ only turns the whole cube, and renaming the colours
undoes it; $b_1\cdots b_n$, which never moves the \.{DBL} corner, is the
reduced sequence. It describes the cube as one holds it: the cubie that
ends in the \.{DBL} slot is the fixed one, exactly as when the stickers
are read. A test checks the two routes against each other.
@^reduction to R, U, F@>

@<Functions of pocket@>=
void pocket_reduce(const moveseq *in,moveseq *out)
{
  cubepos Y=cube_solved; /* the whole-cube turn moved to the front so far */
  out->len=in->len;
  for (int i=in->len-1; i>=0; i--) {
    int m=conjugate_move(&Y,in->mv[i]),b=m;
    if (cube_move_face(m)>=3) {
      cubepos X,t;
      b=m-9; /* the opposite face, the same amount */
      whole_turn(m,b,&X);
      cube_mul(&Y,&X,&t); Y=t;
    }
    out->mv[i]=b;
  }
}

@ Two helpers. The turn $X^{-1}mX$ is found by computing it and comparing
its corners with those of the 18 turns; the whole-cube turn $m\cdot
b^{-1}$ is a product of two turns. Only corners matter here (the edges of
such products mean nothing, since a whole-cube turn of Rubik's cube would
also move the centres).

@<Private functions of pocket@>=
static int conjugate_move(const cubepos *Y,int m)
{
  cubepos yi,t,u;
  cube_inv(Y,&yi);
  cube_mul(&yi,&cube_move_cubes[m],&t);
  cube_mul(&t,Y,&u);
  for (int k=0; k<CUBE_NMOVES; k++)
    if (memcmp(u.c,cube_move_cubes[k].c,sizeof u.c)==0) return k;
  return m; /* cannot happen: a face turn seen from another side is a face turn */
}
static void whole_turn(int m,int b,cubepos *X)
{
  *X=cube_move_cubes[m];
  cube_move(X,cube_move_inverse(b));
}

@ Reading a move sequence: the first chapter's parser, with its messages,
then the reduction, then the reduced turns applied to the solved cube.

@<Functions of pocket@>=
int pocket_parse_moves(const char *s,cubepos *p,moveseq *reduced,char *err,size_t errlen)
{
  moveseq in,local;
  moveseq *r=reduced? reduced: &local;
  if (cube_parse_moves(s,&in,err,errlen)) return -1;
  pocket_reduce(&in,r);
  *p=cube_solved;
  cube_apply(p,r);
  pocket_clear_edges(p);
  return 0;
}

@ A position on the command line is a facelet string if it is one word
of at least 16 letters and nothing else (a wrong length is then reported as
such, rather than read as a long run of turns without suffixes), and a move
sequence otherwise.

@.a pocket facelet string has 24...@>
@^error messages@>
@<Functions of pocket@>=
int pocket_parse(const char *s,cubepos *p,char *err,size_t errlen)
{
  const char *q=s;
  size_t len=0;
  while (isspace((unsigned char)*q)) q++;
  while (q[len] && isalpha((unsigned char)q[len])) len++;
  const char *rest=q+len;
  while (isspace((unsigned char)*rest)) rest++;
  if (len>=16 && *rest==0) {
    char buf[64];
    if (len!=POCKET_NFACELETS)
      return cube_error(err,errlen,"a pocket facelet string has 24 characters, not %zu",len);
    memcpy(buf,q,len); buf[len]=0;
    return pocket_parse_facelets(buf,p,err,errlen);
  }
  return pocket_parse_moves(s,p,NULL,err,errlen);
}

@ @<Declarations of pocket@>=
void pocket_reduce(const moveseq *in,moveseq *out);
int pocket_parse_moves(const char *s,cubepos *p,moveseq *reduced,char *err,size_t errlen);
int pocket_parse(const char *s,cubepos *p,char *err,size_t errlen);

@*1 Coordinates.
Now the pocket cube meets the framework. A coordinate, to the framework,
is a size, a routine |index| that reads the value of a position, and a
routine |to_cube| that changes a position so that it has a given value;
the framework makes the move tables from these by itself. The pocket cube
needs two basic coordinates.

The {\it twist} reads the orientations of the free slots 0 to~5 as the
digits of a number in base~3, slot~0 the least significant; slot~7's
orientation is not read, since it is whatever makes the sum a multiple
of~3:
$$\hbox{twist}=\sum_{k=0}^{5}o_k\,3^k,\qquad 0\le\hbox{twist}<729.$$
Setting a twist sets those six orientations and the seventh, and changes no
cubie's place. The twist is well defined under the nine moves of the
pocket cube, but not under turns of \.D, \.L, \.B, which would move the
fixed corner; the description says so, and the framework then never
applies those.

@<Private functions of pocket@>=
static uint32_t ptwist_index(const cubepos *p)
{
  uint32_t x=0;
  for (int k=5; k>=0; k--) x=3*x+corner_ori(p->c[free_slot[k]]);
  return x;
}
static void ptwist_set(uint32_t x,cubepos *p)
{
  int sum=0;
  for (int k=0; k<6; k++, x/=3) {
    int i=free_slot[k];
    p->c[i]=corner_val(corner_perm(p->c[i]),x%3);
    sum+=x%3;
  }
  p->c[7]=corner_val(corner_perm(p->c[7]),(3-sum%3)%3);
}

@ The {\it permutation} numbers the order of the seven free cubies in the
seven free slots, by its lexicographic rank (its Lehmer code): with $a_k$
the rank, among the free cubies, of the cubie in the $k$th free slot and
$s_k$ the number of later $a_l$ smaller than $a_k$,
$$\hbox{perm}=\sum_{k=0}^{6}s_k\,(6-k)!,\qquad 0\le\hbox{perm}<5040.$$
The solved cube has value~0. Setting a permutation keeps the orientation
of every slot, which is what lets a composite coordinate set the two
parts one after the other.

@<Private functions of pocket@>=
static int free_rank(int cubie) { return cubie==7? 6: cubie; }
static uint32_t pperm_index(const cubepos *p)
{
  uint32_t x=0;
  for (int k=0; k<7; k++) {
    int a=free_rank(corner_perm(p->c[free_slot[k]])),s=0;
    for (int l=k+1; l<7; l++) s+=free_rank(corner_perm(p->c[free_slot[l]]))<a;
    x=x*(7-k)+s;
  }
  return x;
}
static void pperm_set(uint32_t x,cubepos *p)
{
  int digit[7],left[7]={0,1,2,3,4,5,6};
  for (int k=6; k>=0; k--) { digit[k]=x%(7-k); x/=7-k; }
  for (int k=0; k<7; k++) {
    int a=left[digit[k]],i=free_slot[k];
    memmove(left+digit[k],left+digit[k]+1,(6-k-digit[k])*sizeof left[0]);
    p->c[i]=corner_val(free_slot[a],corner_ori(p->c[i]));
  }
}

@ The descriptions. The two basic coordinates declare the nine moves and
no symmetry; the composite one combines them, twist first, so that its
value is $\hbox{perm}\cdot729+\hbox{twist}$, and takes its size and moves
from its parts. (Six of the 48 symmetries map the \.{DBL} corner to itself, the
turns about the diagonal through it and the reflections in the planes
that contain that diagonal; a symmetric coordinate over them would have
612,630 classes, by Burnside's lemma, a sixth of the table. The
complete table is small enough that we do without.)

@<Private data of pocket@>=
static uint32_t ptwist_index(const cubepos *p);
static void ptwist_set(uint32_t x,cubepos *p);
static uint32_t pperm_index(const cubepos *p);
static void pperm_set(uint32_t x,cubepos *p);
static coord c_ptwist={@[.name="pocket-twist"@],@[.about="pocket cube: corner orientations (3^6)"@],
  @[.kind=COORD_BASIC@],@[.moves=POCKET_MOVES@],@[.syms=0@],@[.n=POCKET_NTWIST@],
  @[.index=ptwist_index@],@[.to_cube=ptwist_set@]};
static coord c_pperm={@[.name="pocket-perm"@],@[.about="pocket cube: corner permutation (7!)"@],
  @[.kind=COORD_BASIC@],@[.moves=POCKET_MOVES@],@[.syms=0@],@[.n=POCKET_NPERM@],
  @[.index=pperm_index@],@[.to_cube=pperm_set@]};
static coord c_pocket={@[.name="pocket"@],@[.about="pocket cube: pocket-perm x pocket-twist"@],
  @[.kind=COORD_COMPOSITE@],@[.nparts=2@],@[.part={&c_ptwist,&c_pperm}@]};

@ The coordinates are registered by name when the program starts, from
the same routine that registers the command (at the end of the
chapter), so that the command \.{cube tables} lists them, and its
option \.{--stats} prints their distributions too. |pocket_setup| builds them, once: the
framework makes the two move tables, $729\times18$ and $5040\times18$
entries (the columns of the nine moves not used hold the value itself),
and checks on random positions that each coordinate is well defined under
its moves and that |index| and |to_cube| agree. It also makes the small
tables of the IDA* solver, described later.

@<Functions of pocket@>=
static pthread_once_t pocket_once=PTHREAD_ONCE_INIT;
static void pocket_setup_once(void)
{
  char err[CUBE_ERRLEN];
  coord_init();
  coord_register(&c_ptwist); coord_register(&c_pperm); coord_register(&c_pocket);
  coord_build(&c_pocket);
  tmove=c_ptwist.move_table; pmove=c_pperm.move_table;
  @<Make the orientation and permutation tables@>;
}
void pocket_setup(void) { pthread_once(&pocket_once,pocket_setup_once); }

@ The index of a position in the complete table, and a uniformly random
position: a random value of the composite coordinate, made into a
position by the framework.

@<Functions of pocket@>=
uint32_t pocket_index(const cubepos *p)
{
  return (uint32_t)coord_index(&c_pocket,p);
}
void pocket_random(cube_rng *r,cubepos *p)
{
  coord_to_cube(&c_pocket,cube_rng_below(r,POCKET_N),p);
}
const coord *pocket_coord(void) { return &c_pocket; }

@ @<Declarations of pocket@>=
void pocket_setup(void);
uint32_t pocket_index(const cubepos *p);
void pocket_random(cube_rng *r,cubepos *p);
const coord *pocket_coord(void);

@*1 The complete distance table.
With a coordinate in hand, the pruning-table chapter gives its distance
table for the asking: |prune_open| with the nine moves and four bits per
entry, $3{,}674{,}160/2=1{,}837{,}080$ bytes, built by the breadth-first
search of that chapter (forward from the solved cube while the frontier is
small, backward after) and kept in the table cache, in the file
\.{pocket-m001ff-e4.tbl}. Every entry is exact, not merely a lower bound,
since the coordinate is the whole position. The counts per distance come
with the table; beside them, those of the quarter-turn metric, explained
below:
$$\vtop{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
\multispan3\hfil half turns\hfil\cr\noalign{\smallskip}
depth&count&cum.\thinspace\%\cr\noalign{\smallskip\hrule\smallskip}
0&1&$<0.001$\cr
1&9&$<0.001$\cr
2&54&0.002\cr
3&321&0.010\cr
4&1{,}847&0.061\cr
5&9{,}992&0.333\cr
6&50{,}136&1.697\cr
7&227{,}536&7.890\cr
8&870{,}072&31.571\cr
9&1{,}887{,}748&82.950\cr
10&623{,}800&99.928\cr
11&2{,}644&100\cr
\noalign{\smallskip\hrule\smallskip}
&3{,}674{,}160&\cr}}\qquad\vtop{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
\multispan3\hfil quarter turns\hfil\cr\noalign{\smallskip}
depth&count&cum.\thinspace\%\cr\noalign{\smallskip\hrule\smallskip}
0&1&$<0.001$\cr
1&6&$<0.001$\cr
2&27&0.001\cr
3&120&0.004\cr
4&534&0.019\cr
5&2{,}256&0.080\cr
6&8{,}969&0.324\cr
7&33{,}058&1.224\cr
8&114{,}149&4.331\cr
9&360{,}508&14.143\cr
10&930{,}588&39.471\cr
11&1{,}350{,}852&76.237\cr
12&782{,}536&97.535\cr
13&90{,}280&99.992\cr
14&276&100\cr
\noalign{\smallskip\hrule\smallskip}
&3{,}674{,}160&\cr}}$$
The first column holds the numbers of OEIS sequence A079761 \cite{OEIS}, and the test at the end of
the chapter compares them. The largest distance, God's number of the pocket
cube in the half-turn metric, is~11; the average is about~8.76.
@^God's number@>
@^OEIS@>

The quarter-turn metric, where a half turn counts as two moves, is the
same table with the six quarter turns only (file \.{pocket-m0016d-e4.tbl});
its counts, in the second column, are those of A079762, up to distance~14.

@<Private data of pocket@>=
static prune_table tab_htm,tab_qtm; /* the complete tables */
static int have_htm,have_qtm;
static pthread_mutex_t table_lock=PTHREAD_MUTEX_INITIALIZER;

@ @<Functions of pocket@>=
int pocket_table_open(const prune_options *o,int qtm,char *err,size_t errlen)
{
  int rc=0;
  pocket_setup();
  pthread_mutex_lock(&table_lock);
  if (!qtm && !have_htm) {
    rc=prune_open(&tab_htm,&c_pocket,POCKET_MOVES,PRUNE_NIBBLE,o,err,errlen);
    have_htm=rc==0;
  }
  if (qtm && !have_qtm) {
    rc=prune_open(&tab_qtm,&c_pocket,POCKET_QUARTER_MOVES,PRUNE_NIBBLE,o,err,errlen);
    have_qtm=rc==0;
  }
  pthread_mutex_unlock(&table_lock);
  return rc;
}
const prune_table *pocket_table(int qtm) { return qtm? &tab_qtm: &tab_htm; }

@ @<Declarations of pocket@>=
int pocket_table_open(const prune_options *o,int qtm,char *err,size_t errlen);
const prune_table *pocket_table(int qtm);
int pocket_distance(const cubepos *p,int qtm);
int pocket_table_solve(const cubepos *p,int qtm,moveseq *sol);
long pocket_table_all(const cubepos *p,int qtm,
  void (*report)(void *arg,const moveseq *s),void *arg);

@ A solve is a walk down the table. From a position at distance $d>0$,
some move leads to a position at distance $d-1$ (the first move of any
optimal solution does), and no move leads lower; so stepping each time to
the first neighbour one closer gives an optimal solution in $d$ steps, with
at most nine lookups each. Every optimal solution is every path down the
table. The search chapter's |exact_walk| follows those paths, in the order
of the moves, \.U before \.R before~\.F; asked for one, it gives the
first. It is told to follow every move after every other, not only
canonical sequences: in the half-turn metric no optimal solution turns
one face twice in a row anyway, since the two turns would be one, but in
the quarter-turn metric \move{U U} is a half turn, and the walk must find
such paths too.

@<Functions of pocket@>=
int pocket_distance(const cubepos *p,int qtm)
{
  return prune_nibble(pocket_table(qtm)->data,pocket_index(p));
}
typedef struct { moveseq *first; void (*report)(void *arg,const moveseq *s); void *arg; }
  pocket_walk;
static int pocket_found(void *ctx,const uint8_t *path,int len)
{
  pocket_walk *w=ctx;
  moveseq s;
  s.len=len; memcpy(s.mv,path,len);
  if (w->first) *w->first=s;
  if (w->report) w->report(w->arg,&s);
  return 0;
}
int pocket_table_solve(const cubepos *p,int qtm,moveseq *sol)
{
  pocket_walk w={sol,NULL,NULL};
  sol->len=0;
  exact_walk(pocket_table(qtm),pocket_index(p),0,1,pocket_found,&w);
  return sol->len;
}
long pocket_table_all(const cubepos *p,int qtm,
  void (*report)(void *arg,const moveseq *s),void *arg)
{
  pocket_walk w={NULL,report,arg};
  return exact_walk(pocket_table(qtm),pocket_index(p),0,0,pocket_found,&w);
}

@*1 IDA* with heuristics and a table of near positions.
The complete table makes the pocket cube easy; Rubik's cube has no such
table, and its solvers search. So the pocket cube is also solved here the
way Rubik's cube is, to see on a small case what a search costs and what
saves it. The search is the generic IDA* of the search chapter; we supply
a state, moves, a lower bound and a goal test.

The state is the pair (perm, twist), moved by the framework's move tables
of the two basic coordinates. The lower bound combines three tables, as
those notes propose:

\item{$\bullet$} the distance of the orientations alone: the number of
moves needed to make the cube orientationally solved, from a table over
the 729 twists;
\item{$\bullet$} the distance of the places alone, to positionally solved,
from a table over the 5040 permutations;
\item{$\bullet$} a table of {\it all positions within $N$ moves of solved},
with their distances.

The first two are lower bounds because solving the cube solves its
orientations and its places. The third is exact for a position it holds,
and for any other position it says something too: the distance is at
least $N+1$. That second fact is what makes it strong. Without it the
search runs to the full depth $d$; with it every branch is cut as soon as
the moves left are fewer than $N+1$ and the position is not in the table,
and the branches that reach the table are followed exactly, down an
optimal path. So the search proper covers only the first $d-N$ moves, and
the table the last~$N$: a search from both ends, meeting in the middle.
With $N=6$ the table holds 62,360 positions and the search proper covers
only the first two or three moves of a typical solution of nine; the
number of states it makes, exponential in the depth, falls by a factor of
fifty.
@^meet in the middle@>
@^IDA*@>
@^heuristics@>

@<Types of pocket@>=
typedef struct { uint16_t perm,twist; } pocket_node;

@ The orientation and permutation tables are the pruning-table chapter's
tables of the two basic coordinates, generated in memory (they take a few
microseconds and are not worth a file). Their distributions show how weak
they are:
$$\vbox{\halign{#\hfil\quad&&\hfil#\quad\cr
distance&0&1&2&3&4&5&6&7\cr
\noalign{\smallskip}
twists&1&2&12&64&274&336&40\cr
permutations&1&9&54&297&1{,}233&2{,}157&1{,}244&45\cr}}$$
(only two twists are one move from solved, because \move{R} and \move{R'}
twist the same corners the same way, as do \move{F} and \move{F'}). The
larger of the two bounds is 5.14 on average over all positions, against an
average distance of 8.76; so without help, the search must explore the
last three or four moves of every path blind.

@<Private data of pocket@>=
static const uint32_t *tmove,*pmove; /* the framework's move tables, |[value][move]| */
static prune_table tab_twist,tab_perm;

@ @<Make the orientation and permutation tables@>=
if (prune_generate(&tab_twist,&c_ptwist,POCKET_MOVES,PRUNE_NIBBLE,1,0,err,sizeof err)
    || prune_generate(&tab_perm,&c_pperm,POCKET_MOVES,PRUNE_NIBBLE,1,0,err,sizeof err)) {
  fprintf(stderr,"cube: %s\n",err);
  abort();
}

@ The table of near positions is a hash table from the index of a position
to its distance, with open addressing: an array of twice as many slots as
entries, or more, each holding an index plus one (zero marks an empty
slot), probed from the slot that a multiplicative hash of the index
chooses. The fraction of the index used is its top bits, the good ones
of such a hash.
@^hash table@>

@<Types of pocket@>=
typedef struct {
  int depth; /* every position within |depth| moves is in the table */
  uint32_t count; /* entries */
  uint32_t per_depth[16]; /* entries at each distance */
  int bits; /* $\log_2$ of the number of slots */
  uint32_t *key; /* index plus one, or 0 */
  uint8_t *dist;
} pocket_near;

@ @<Private functions of pocket@>=
static inline uint32_t near_slot(const pocket_near *t,uint32_t x)
{
  return (x*0x9e3779b1u)>>(32-t->bits);
}
static inline int near_find(const pocket_near *t,uint32_t x)
{
  uint32_t mask=(1u<<t->bits)-1;
  for (uint32_t i=near_slot(t,x); ; i=(i+1)&mask) {
    if (t->key[i]==x+1) return t->dist[i];
    if (t->key[i]==0) return -1;
  }
}

@ Inserting doubles the array when it would become more than half full.

@<Private functions of pocket@>=
static void near_insert(pocket_near *t,uint32_t x,int d)
{
  if (2*(t->count+1)>(1u<<t->bits)) {
    pocket_near old=*t;
    t->bits++; t->count=0;
    t->key=calloc((size_t)1<<t->bits,sizeof *t->key);
    t->dist=malloc((size_t)1<<t->bits);
    if (!t->key || !t->dist) { fprintf(stderr,"cube: out of memory\n"); exit(1); }
    for (uint32_t i=0; i<(1u<<old.bits); i++)
      if (old.key[i]) near_insert(t,old.key[i]-1,old.dist[i]);
    free(old.key); free(old.dist);
  }
  uint32_t mask=(1u<<t->bits)-1,i=near_slot(t,x);
  while (t->key[i]) i=(i+1)&mask;
  t->key[i]=x+1; t->dist[i]=(uint8_t)d; t->count++;
}

@ The table is filled by a breadth-first search from the solved cube, to
depth $N$, over coordinate values (never whole positions), with the
framework's moves; the frontier of each depth is a list.

@<Functions of pocket@>=
void pocket_near_build(pocket_near *t,int depth)
{
  uint32_t *cur=malloc(sizeof(uint32_t)),*next=NULL,ncur=1;
  pocket_setup();
  memset(t,0,sizeof *t);
  t->depth=depth; t->bits=4;
  t->key=calloc(16,sizeof *t->key); t->dist=malloc(16);
  if (!cur || !t->key || !t->dist) { fprintf(stderr,"cube: out of memory\n"); exit(1); }
  cur[0]=0; near_insert(t,0,0); t->per_depth[0]=1;
  for (int d=1; d<=depth; d++) {
    uint32_t nnext=0;
    next=malloc((size_t)ncur*9*sizeof *next);
    if (!next) { fprintf(stderr,"cube: out of memory\n"); exit(1); }
    for (uint32_t k=0; k<ncur; k++)
      for (int m=0; m<9; m++) {
        uint32_t y=pocket_move(cur[k],m);
        if (near_find(t,y)<0) { near_insert(t,y,d); next[nnext++]=y; }
      }
    free(cur); cur=next; ncur=nnext; t->per_depth[d]=nnext;
  }
  free(cur);
}
void pocket_near_free(pocket_near *t)
{
  free(t->key); free(t->dist);
  t->key=NULL; t->dist=NULL;
}

@ Moving a value of the composite coordinate by hand, with the two move
tables, is a few instructions; it is what |coord_move| does, without the
generality.

@<Private functions of pocket@>=
static inline uint32_t pocket_move(uint32_t x,int m)
{
  uint32_t p=x/POCKET_NTWIST,t=x%POCKET_NTWIST;
  return pmove[p*CUBE_NMOVES+m]*POCKET_NTWIST+tmove[t*CUBE_NMOVES+m];
}

@ @<Declarations of pocket@>=
void pocket_near_build(pocket_near *t,int depth);
void pocket_near_free(pocket_near *t);

@ The options and result of a search. |near| may be null, for the search
with the orientation and permutation bounds alone.

@<Types of pocket@>=
typedef struct {
  const pocket_near *near; /* the table of near positions, or |NULL| */
  int all; /* find every optimal solution */
  void (*report)(void *arg,const moveseq *s); /* called for every solution */
  void *report_arg;
} pocket_ida_options;
typedef struct {
  int length; /* of the optimal solutions */
  long nsolutions;
  moveseq solution; /* the first found */
  uint64_t nodes; /* states made by the search */
} pocket_ida_result;

@ The routines that the generic search calls. A child is two lookups. The
bound takes the larger of the orientation and permutation distances; if
that does not already cut the branch, it asks the near table, which
answers exactly, or says ``at least $N+1$''. The goal is the solved cube;
each solution that the search reports is recorded and passed on to the
caller's routine.

@<Private functions of pocket@>=
typedef struct { const pocket_ida_options *opt; pocket_ida_result *res; } pocket_ctx;
static inline void pk_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const pocket_node *s=s_;
  pocket_node *o=o_;
  (void)ctx; (void)leaf;
  o->perm=(uint16_t)pmove[s->perm*CUBE_NMOVES+m];
  o->twist=(uint16_t)tmove[s->twist*CUBE_NMOVES+m];
}
static inline int pk_bound(void *ctx,const void *parent,void *s_,int left)
{
  const pocket_ctx *C=ctx;
  const pocket_node *s=s_;
  const pocket_near *nt=C->opt->near;
  int h=prune_nibble(tab_twist.data,s->twist),hp=prune_nibble(tab_perm.data,s->perm);
  (void)parent;
  if (hp>h) h=hp;
  if (nt && h<=left) {
    int d=near_find(nt,(uint32_t)s->perm*POCKET_NTWIST+s->twist);
    if (d>=0) return d;
    if (nt->depth+1>h) h=nt->depth+1;
  }
  return h;
}

@ @<Private functions of pocket@>=
static int pk_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const pocket_node *s=s_;
  (void)ctx; (void)path; (void)len;
  return s->perm==0 && s->twist==0;
}
static int pk_found(void *ctx,const uint8_t *path,int len)
{
  pocket_ctx *C=ctx;
  moveseq sol;
  sol.len=len;
  memcpy(sol.mv,path,len);
  if (C->res->nsolutions++==0) { C->res->solution=sol; C->res->length=len; }
  if (C->opt->report) C->opt->report(C->opt->report_arg,&sol);
  return 0;
}

@ The search is the search chapter's |ida_search_all|, from the bound of
the start: it runs depth after depth until one yields solutions, and
searches that depth to its end, or stops at the first solution when only
one is wanted (a limit of one). The successor masks of the first chapter keep the search from
turning one face twice in a row, which loses no optimal solution in the
half-turn metric; in the quarter-turn metric it would lose \move{U U}, so
this solver is offered in the half-turn metric only. (Making it work in
both would mean giving the generic search other successor masks, a change
to the search chapter that this chapter does not need.)

@<Functions of pocket@>=
void pocket_ida_solve(const cubepos *p,const pocket_ida_options *o,pocket_ida_result *r)
{
  ida_problem P;
  pocket_ctx C={o,r};
  uint8_t path[IDA_MAXDEPTH];
  pocket_node s={(uint16_t)coord_index(&c_pperm,p),(uint16_t)coord_index(&c_ptwist,p)};
  pocket_setup();
  memset(r,0,sizeof *r);
  memset(&P,0,sizeof P);
  P.moves=P.last_moves=POCKET_MOVES; P.state_size=sizeof s; P.ctx=&C;
  ida_search_all(&P,&s,pk_bound(&C,&s,&s,IDA_MAXDEPTH),IDA_MAXDEPTH-1,o->all? 0: 1,path,
    pk_child,pk_bound,pk_goal,pk_found);
  r->nodes=P.nodes;
}

@ @<Declarations of pocket@>=
void pocket_ida_solve(const cubepos *p,const pocket_ida_options *o,pocket_ida_result *r);

@ What the two solvers cost: the states that IDA* makes, on 1000
uniformly random positions (average distance 8.79) and on the first 100
antipodes (distance~11), a position on average; \.{make bench} prints them
with the times, which are in the measurements chapter (\chapno{measure}).
$$\vbox{\halign{#\hfil\quad&&\hfil#\quad\cr
solver&random&antipodes\cr
\noalign{\smallskip\hrule\smallskip}
IDA*, no near table&17{,}118&201{,}513\cr
IDA*, $N=3$ (385 positions)&14{,}549&172{,}140\cr
IDA*, $N=4$ (2{,}232)&7{,}335&86{,}759\cr
IDA*, $N=5$ (12{,}224)&1{,}664&19{,}451\cr
IDA*, $N=6$ (62{,}360)&315&3{,}305\cr
IDA*, $N=7$ (289{,}896)&92&597\cr}}$$
The complete table takes 1.8 megabytes; with it a solve is a dozen
lookups, each a miss of the cache at worst. IDA* with the two bounds alone makes
tens of thousands of states, and two hundred thousand on the hardest
positions. The near table changes that, and the table shows its
economics. A table of depth~3 makes things {\it worse}: its ``at least
4'' is below what the other two bounds usually say, so its lookups buy
nothing. From depth~4 on, each level of the table, which grows by a
factor of about~4.6 (the growth of the pocket cube's ball of positions),
divides the states searched by three to five, and the table is built in
milliseconds. The command uses depth~6.

The two solvers are the two ends of one scale. A near table of depth $N$
leaves $d-N$ moves to search; at $N=11$ it holds every position, the search
has nothing left to do, and IDA* becomes the walk down the complete table.
Between the ends, memory is traded for search; Rubik's cube, whose
complete table nobody could store, lives far towards the search end, and
its solvers in the previous chapter rely on the first device, bounds
from tables of parts of the position; the second, a table of the
positions near solved, would serve them the same way.

@*1 The command.
\.{cube pocket} solves pocket positions, given as arguments (each argument
one position) or, when there are none, one per line on the standard input,
with the batch driver of the kit and its conventions (errors
name the line, answers stream in the order of the input). Each position
gets one line: an optimal solution in \.R, \.U and \.F turns, for the cube
held with the corner in the down-left-back place where it is (the solved
cube gets an empty line). The options:

\item{$\bullet$} \.{--all}: every optimal solution, one a line (on the
position's line, separated by commas, with \.{--aligned});
\item{$\bullet$} \.{--qtm}: the quarter-turn metric (solutions of quarter
turns only, counted as such);
\item{$\bullet$} \.{--ida}: search with IDA* instead of walking the
complete table; \.{--near N} sets the depth of its table of near positions
(default~6, 0 for none);
\item{$\bullet$} \.{-v}: add the length, the number of optimal solutions
(with \.{--all}), the time, and with \.{--ida} the states searched;
\item{$\bullet$} \.{--stats}: print the distance distribution instead;
\item{$\bullet$} \.{--tables DIR}, \.{--no-build} and the batch options, as
for every command.

All the command code of the chapter is in this group: the description of
the sub-command, what it remembers, and how it answers one position.

@<The sub-command \.{cube pocket}@>=
typedef struct {
  int all,qtm,ida,stats,near_depth;
  pocket_near near;
} pocket_job;
static pocket_job PJ;
static int cmd_pocket(int argc,char **argv);
static const cube_option pocket_options[]={
  {"--all",CUBE_OPT_FLAG,&PJ.all,0,0,NULL,"every optimal solution"},
  {"--qtm",CUBE_OPT_FLAG,&PJ.qtm,0,0,NULL,"the quarter-turn metric"},
  {"--ida",CUBE_OPT_FLAG,&PJ.ida,0,0,NULL,"search with IDA* instead of the table"},
  {"--near",CUBE_OPT_INT,&PJ.near_depth,0,8,"N","with --ida: depth of the near table (6)"},
  {"--stats",CUBE_OPT_FLAG,&PJ.stats,0,0,NULL,"print the distance distribution"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command pocket_command={"pocket",cmd_pocket,
  "[--all] [--qtm] [--ida] [--stats] [POSITION ...]","solve pocket cubes optimally",
  "Solves pocket cube positions optimally: a move sequence or 24 facelets\n\
(URFDLB, 4 each).",pocket_options,CUBE_COMMON_TABLES|CUBE_COMMON_VERBOSE|CUBE_COMMON_BATCH};

@ The command: read the options, refuse those that do not fit together,
open the table (or build the near table for IDA*), and hand the positions
to the batch driver.

@.--stats prints the table...@>
@.--near sets the near table...@>
@^error messages@>
@<The sub-command \.{cube pocket}@>=
static void pocket_answer(void *ctx,cube_item *it);
static int cmd_pocket(int argc,char **argv)
{
  char err[CUBE_ERRLEN];
  memset(&PJ,0,sizeof PJ);
  PJ.near_depth=-1;
  argc=cube_parse_args(&pocket_command,argc,argv);
  if (PJ.near_depth>=0 && !PJ.ida)
    cube_die(CUBE_EXIT_USAGE,"--near sets the near table of --ida; give --ida too");
  if (PJ.near_depth<0) PJ.near_depth=6;
  if (PJ.ida && PJ.qtm) cube_die(CUBE_EXIT_USAGE,"--ida searches in the half-turn metric only");
  if (PJ.stats && argc>0) cube_die(CUBE_EXIT_USAGE,"--stats takes no POSITION");
  if (PJ.stats && PJ.ida) cube_die(CUBE_EXIT_USAGE,"--stats prints the complete table's\
 distribution; it does not search");
  pocket_setup();
  if (!PJ.ida && pocket_table_open(&cube_opts.tables,PJ.qtm,err,sizeof err))
    cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  if (PJ.stats) @<Print the distance distribution of the pocket cube and |return|@>;
  if (PJ.ida && PJ.near_depth) pocket_near_build(&PJ.near,PJ.near_depth);
  int status=cube_batch(argc,argv,pocket_answer,&PJ,1);
  if (PJ.ida && PJ.near_depth) pocket_near_free(&PJ.near);
  return status;
}
@.--ida searches in the half-turn...@>
@.--stats takes no POSITION@>

@ The distribution is the one stored with the table, printed by the
command chapter's routine, then God's number of the pocket cube.

@<Print the distance distribution of the pocket cube and |return|@>=
{
  const prune_table *t=pocket_table(PJ.qtm);
  printf("pocket cube, %s metric: %d positions\n",PJ.qtm? "quarter-turn": "half-turn",
    POCKET_N);
  cube_print_distribution(t);
  printf("God's number %d\n",t->maxdist);
  return 0;
}

@ Answering one position: read it, solve it with the solver chosen, and
print its line. The solutions are collected by the kit's solution list,
which both solvers call for each solution.

@^error messages@>
@<The sub-command \.{cube pocket}@>=
static void pocket_answer(void *ctx,cube_item *it)
{
  const pocket_job *J=ctx;
  cubepos p;
  cube_solutions L;
  char err[CUBE_ERRLEN];
  long nsol=1;
  int len;
  uint64_t nodes=0;
  memset(&L,0,sizeof L); L.qtm=J->qtm;
  if (pocket_parse(it->text,&p,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  double t0=ida_now();
  @<Solve |p| as |J| asks, setting |len|, |nsol| and |nodes|@>;
  double ms=1e3*(ida_now()-t0);
  cube_item_result(it,len,1,ms/1e3,nodes);
  cube_solutions_print(&L,it);
  if (!cube_opts.verbose) cube_item_printf(it,"\n");
  else if (J->ida) cube_item_printf(it,"  (%d moves, %ld solutions, %.3f ms, %llu states)\n",
    len,nsol,ms,(unsigned long long)nodes);
  else cube_item_printf(it,"  (%d moves, %ld solutions, %.3f ms)\n",len,nsol,ms);
}

@ Without \.{--all} only the first solution is collected; with it, every
one, so the line may be long (a position at distance 11 can have hundreds
of optimal solutions).

@<Solve |p| as |J| asks, setting |len|, |nsol| and |nodes|@>=
if (J->ida) {
  pocket_ida_options o={J->near_depth? (pocket_near *)&J->near: NULL,J->all,
    cube_solutions_add,&L};
  pocket_ida_result r;
  pocket_ida_solve(&p,&o,&r);
  len=r.length; nsol=r.nsolutions; nodes=r.nodes;
} else if (J->all) {
  len=pocket_distance(&p,J->qtm);
  nsol=pocket_table_all(&p,J->qtm,cube_solutions_add,&L);
} else {
  moveseq s;
  len=pocket_table_solve(&p,J->qtm,&s);
  cube_solutions_add(&L,&s);
}

@ The command is registered, with the coordinates, by the chapter's
registering routine, which the program calls at start-up through the
list written from the book's chapters (see the kit's chapter). Nothing
else in the program knows that this chapter exists.

@<The sub-command \.{cube pocket}@>=
void pocket_register(void)
{
  cube_command_register(&pocket_command);
  coord_register(&c_ptwist); coord_register(&c_pperm); coord_register(&c_pocket);
}

@*1 Testing the pocket cube.
The tests check the chapter against published facts, computed
independently of this program, and its parts against each other:

\item{1.} the sizes of the coordinates, and the distance distributions of
the complete table in both metrics, which must be OEIS A079761 (half
turns: 1, 9, 54, 321, 1847, 9992, 50136, 227536, 870072, 1887748, 623800,
2644) and A079762 (quarter turns: 1, 6, 27, 120, 534, 2256, 8969, 33058,
114149, 360508, 930588, 1350852, 782536, 90280, 276);
\item{2.} the near table, whose counts per depth must be the first terms
of the same sequence;
\item{3.} random positions: each solution of each solver, applied to the
position with the first chapter's moves, solves it; the walk's solution has
the length of the table's distance; the IDA* solvers, with and without the
near table, find solutions of the same length; and with \.{--all} the two
solvers find the same solutions;
\item{4.} Rubik's cube and the pocket cube agree: random sequences of
all 18 turns, done on Rubik's cube by the first chapter, give corners whose
24 stickers read as the same pocket position as the reduced sequence; and
the three facts about opposite faces;
\item{5.} reading and validation, with a message for each kind of bad
input.

@(tests/test_pocket.c@>=
#include <stdlib.h>
#include <string.h>
#include "pocket.h"
#include "check.h"
@<Test routines of pocket@>@;
int main(void)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  cube_rng rng;
  cube_init();
  pocket_setup();
  cube_rng_seed(&rng,7007);
  if (!CHECK(pocket_table_open(&po,0,err,sizeof err)==0)) printf("  %s\n",err);
  else { @<Run the tests of pocket@>; }
  return check_done("test_pocket");
}

@ A helper: a position from a string, failing the test if it does not
read.

@<Test routines of pocket@>=
static cubepos pk(const char *s)
{
  cubepos p;
  char err[CUBE_ERRLEN];
  if (!CHECK(pocket_parse(s,&p,err,sizeof err)==0)) printf("  '%s': %s\n",s,err);
  return p;
}
static int same_pos(cubepos a,cubepos b) { return cube_equal(&a,&b); }
static int solves(const cubepos *p,const moveseq *s)
{
  cubepos q=*p;
  cube_apply(&q,s);
  return pocket_is_solved(&q);
}

@ The sizes, and the distributions, generated afresh with one thread and
with two (the table in the cache must be the same, byte for byte).

@<Run the tests of pocket@>=
{
  static const long long htm[]={1,9,54,321,1847,9992,50136,227536,870072,1887748,
    623800,2644};
  static const long long qtm[]={1,6,27,120,534,2256,8969,33058,114149,360508,930588,
    1350852,782536,90280,276};
  prune_table t;
  CHECK_EQ(coord_find("pocket-twist")->n,729);
  CHECK_EQ(coord_find("pocket-perm")->n,5040);
  CHECK_EQ(coord_find("pocket")->n,3674160);
  CHECK_EQ(POCKET_N,5040*729);
  CHECK(check_table(pocket_coord(),POCKET_MOVES,1,htm,12,&t));
  CHECK(t.bytes==pocket_table(0)->bytes && memcmp(t.data,pocket_table(0)->data,t.bytes)==0);
  prune_free(&t);
  CHECK(check_table(pocket_coord(),POCKET_QUARTER_MOVES,2,qtm,15,&t));
  prune_free(&t);
  CHECK_EQ(pocket_table(0)->bytes,1837080);
}

@ The tables of the orientations and of the places, whose distributions
the section on IDA* prints; and the count of classes under the six
symmetries that keep the \.{DBL} corner, by Burnside's lemma: the number
of pairs of a position and one of the six symmetries that fixes it,
divided by six, must be 612,630 (and divisible by six).
@^Burnside's lemma@>

@<Run the tests of pocket@>=
{
  static const long long tw[]={1,2,12,64,274,336,40},pe[]={1,9,54,297,1233,2157,1244,45};
  prune_table t;
  CHECK(check_table(coord_find("pocket-twist"),POCKET_MOVES,1,tw,7,&t));
  prune_free(&t);
  CHECK(check_table(coord_find("pocket-perm"),POCKET_MOVES,1,pe,8,&t));
  prune_free(&t);
}
{
  int g6[CUBE_NSYMS],n6=0;
  long long fixed=0;
  cubepos t=pk("R U F R2 U' F2 R");
  for (int g=0; g<CUBE_NSYMS; g++) {
    cubepos q;
    cube_conj(&t,g,&q);
    if (q.c[POCKET_FIXED]==POCKET_FIXED) g6[n6++]=g;
  }
  for (uint32_t x=0; x<POCKET_N && n6==6; x++) {
    cubepos p,q;
    coord_to_cube(pocket_coord(),x,&p);
    for (int i=0; i<n6; i++) {
      cube_conj(&p,g6[i],&q);
      fixed+=pocket_index(&q)==x;
    }
  }
  CHECK_EQ(n6,6);
  CHECK_EQ(fixed/6,612630);
  CHECK_EQ(fixed%6,0);
}

@ @<Test routines of pocket@>=
static int check_table(const coord *c,uint32_t moves,int threads,const long long *want,
  int n,prune_table *t)
{
  char err[CUBE_ERRLEN];
  if (prune_generate(t,c,moves,PRUNE_NIBBLE,threads,0,err,sizeof err)) {
    printf("  %s\n",err);
    return 0;
  }
  int ok=t->maxdist==n-1 && t->unreachable==0;
  for (int d=0; d<n; d++) if ((long long)t->dist[d]!=want[d]) ok=0;
  if (!ok) {
    printf("  %s moves %03x:",c->name,moves);
    for (int d=0; d<=t->maxdist; d++) printf(" %llu",(unsigned long long)t->dist[d]);
    printf("\n");
  }
  return ok;
}

@ The near table at depth 6: 62,360 positions, by depths the first seven
terms of A079761.

@<Run the tests of pocket@>=
{
  static const uint32_t want[7]={1,9,54,321,1847,9992,50136};
  pocket_near nt;
  int ok=1;
  pocket_near_build(&nt,6);
  for (int d=0; d<=6; d++) ok&=nt.per_depth[d]==want[d];
  CHECK(ok);
  CHECK_EQ(nt.count,62360);
  pocket_near_free(&nt);
}

@ Random positions, 300 of them, through every solver; and twenty of
them with every optimal solution, both ways. (The near table has depth~5
here, one less than the command's, so that the search has more to do.)

@<Run the tests of pocket@>=
{
  pocket_near nt;
  int walk_ok=1,ida_ok=1,plain_ok=1,all_ok=1;
  pocket_near_build(&nt,5);
  CHECK_EQ(nt.count,12224);
  for (int i=0; i<300; i++) {
    cubepos p;
    moveseq s;
    pocket_ida_result a,b;
    pocket_ida_options with={&nt,0,NULL,NULL},without={NULL,0,NULL,NULL};
    pocket_random(&rng,&p);
    int d=pocket_distance(&p,0);
    if (pocket_table_solve(&p,0,&s)!=d || !solves(&p,&s)) walk_ok=0;
    pocket_ida_solve(&p,&with,&a);
    if (a.length!=d || !solves(&p,&a.solution)) ida_ok=0;
    if (i<100) {
      pocket_ida_solve(&p,&without,&b);
      if (b.length!=d || !solves(&p,&b.solution)) plain_ok=0;
    }
    if (i<20) @<Compare every optimal solution of |p| from both solvers@>;
  }
  CHECK(walk_ok); CHECK(ida_ok); CHECK(plain_ok); CHECK(all_ok);
  pocket_near_free(&nt);
}

@ The solutions are collected as strings, one per line, in the order
found; both solvers try the moves in the same order, so the two lists must
be equal as they are, and every solution must solve.

@<Compare every optimal solution of |p| from both solvers@>=
{
  sol_list x={NULL,0,0,&p},y={NULL,0,0,&p};
  pocket_ida_options o={&nt,1,add_solution,&y};
  pocket_ida_result r;
  long n=pocket_table_all(&p,0,add_solution,&x);
  pocket_ida_solve(&p,&o,&r);
  if (n!=r.nsolutions || n<1 || x.bad || y.bad || x.len!=y.len
      || memcmp(x.text,y.text,x.len)) all_ok=0;
  free(x.text); free(y.text);
}

@ @<Test routines of pocket@>=
typedef struct { char *text; size_t len; int bad; const cubepos *pos; } sol_list;
static void add_solution(void *arg,const moveseq *s)
{
  sol_list *l=arg;
  char buf[128];
  cube_format_moves(s,0,buf,sizeof buf);
  size_t n=strlen(buf);
  if (!solves(l->pos,s)) l->bad=1;
  l->text=realloc(l->text,l->len+n+2);
  memcpy(l->text+l->len,buf,n); l->len+=n;
  l->text[l->len++]='\n';
}

@ An antipode, a position at distance 11, both ways: the first one in the
order of the coordinate. (There are 2644; the benchmark times a hundred.)

@<Run the tests of pocket@>=
{
  const prune_table *t=pocket_table(0);
  uint32_t x=0;
  while (prune_nibble(t->data,x)!=11) x++;
  cubepos p;
  moveseq s;
  pocket_near nt;
  pocket_ida_result r;
  coord_to_cube(pocket_coord(),x,&p);
  pocket_near_build(&nt,5);
  pocket_ida_options o={&nt,0,NULL,NULL};
  pocket_ida_solve(&p,&o,&r);
  CHECK(pocket_table_solve(&p,0,&s)==11 && solves(&p,&s));
  CHECK(r.length==11 && solves(&p,&r.solution));
  pocket_near_free(&nt);
}

@ Rubik's cube and the pocket cube. First the three facts about opposite
faces: a turn of \.L, \.D or \.B followed by the opposite turn of \.R, \.U
or \.F in the other direction is a whole-cube turn, so its 24 corner
stickers read as the solved pocket cube; and a turn of \.L alone reads as
the same turn of \.R.

@<Run the tests of pocket@>=
{
  static const char *const pairs[3][3]={{"L R'","D U'","B F'"},{"L","D","B"},
    {"R","U","F"}};
  int whole=1,same=1;
  for (int k=0; k<3; k++) {
    cubepos q,p;
    char err[CUBE_ERRLEN];
    cube_parse(pairs[0][k],&q,NULL,NULL,err,sizeof err);
    pocket_from_corners(&q,&p);
    whole&=pocket_is_solved(&p);
    cube_parse(pairs[1][k],&q,NULL,NULL,err,sizeof err);
    pocket_from_corners(&q,&p);
    same&=same_pos(p,pk(pairs[2][k]));
  }
  CHECK(whole); CHECK(same);
}

@ Then 1000 random sequences of 30 turns of all 18 kinds: done on Rubik's
cube by |cube_move|, their corners read through the stickers, they must
give the position that the reduced sequence gives; the reduced sequence
must use \.R, \.U and \.F only; and the pocket facelet string must be the
corner facelets of Rubik's cube's facelet string when the \.{DBL} corner
happens to be home.

@<Run the tests of pocket@>=
{
  int agree=1,only_ruf=1,stickers=1,homes=0;
  for (int i=0; i<1000; i++) {
    moveseq s,r;
    cubepos big=cube_solved,a,b;
    char f54[CUBE_NFACELETS+1],f24[POCKET_NFACELETS+1];
    s.len=30;
    for (int k=0; k<30; k++) s.mv[k]=(uint8_t)cube_rng_below(&rng,CUBE_NMOVES);
    cube_apply(&big,&s);
    pocket_from_corners(&big,&a);
    pocket_reduce(&s,&r);
    b=cube_solved; cube_apply(&b,&r); pocket_clear_edges(&b);
    if (!cube_equal(&a,&b)) agree=0;
    for (int k=0; k<r.len; k++) if (r.mv[k]>=9) only_ruf=0;
    if (big.c[POCKET_FIXED]!=POCKET_FIXED) continue;
    homes++;
    cube_to_facelets(&big,f54); pocket_to_facelets(&a,f24);
    for (int x=0; x<POCKET_NFACELETS; x++)
      if (f24[x]!=f54[9*(x/4)+6*(x%4/2)+2*(x%2)]) stickers=0;
  }
  CHECK(agree); CHECK(only_ruf); CHECK(stickers && homes>0);
}

@ Reading: the solved cube and one turn, written out and read back;
any six characters serve as colours (even in the mirror image of the
usual scheme, which is still a cube, only painted differently); and every
kind of bad input is refused with its own message: a corner with two
stickers exchanged is the mirror image of a corner, and no cubie; and a
string in which the \.{UFL} slot shows the colours of \.{URF} (and
\.{DFR} those of \.{DLF}, which keeps the counts right) has two corners
twice. The first chapter's notation holds here too: \.{x U x' r} is
\.{F L}, a rotation bringing the front up and a wide turn being the
opposite face.

@<Run the tests of pocket@>=
{
  char f[POCKET_NFACELETS+1];
  pocket_to_facelets(&cube_solved,f);
  CHECK(strcmp(f,"UUUURRRRFFFFDDDDLLLLBBBB")==0);
  cubepos r=pk("R");
  pocket_to_facelets(&r,f);
  CHECK(strcmp(f,"UFUFRRRRFDFDDBDBLLLLUBUB")==0);
  CHECK(same_pos(r,pk("UFUFRRRRFDFDDBDBLLLLUBUB")));
  CHECK(same_pos(r,pk("WGWGRRRRGYGYYBYBOOOOWBWB")));
  CHECK(same_pos(pk("L U"),pk("R U")));
  CHECK(bad("UUUURRRRFFFFDDDDLLLLBBB","24 characters, not 23"));
  CHECK(bad("UUUFURRRFRFFDDDDLLLLBBBB","twisted corner"));
  CHECK(bad("UUUURRFRRFFLDDDDLFLLBBBB","duplicate corner: URF is in slots URF and UFL"));
  CHECK(bad("UUUURRRRFFFFDDDDLLLLBBBR","wrong colour count"));
  CHECK(bad("UUUURRRRFFFFDDDDLLLLBBBX","wrong colour count"));
  CHECK(bad("UUUURRRRFFFFDDDLLLLDBBBB","the colours do not fit a cube"));
  CHECK(bad("UUURURRRFFFFDDDDLLLLBBBB","no corner has the colours RUF (corner slot URF)"));
  CHECK(same_pos(pk("UUUULLLLFFFFDDDDRRRRBBBB"),cube_solved));
  CHECK(bad("R U Q","'Q' at column 5"));
  CHECK(same_pos(pk("x U x' r"),pk("F L")));
  CHECK(bad("R U q","unreadable move 'q'"));
}

@ @<Test routines of pocket@>=
static int bad(const char *s,const char *phrase)
{
  cubepos p;
  char err[CUBE_ERRLEN];
  if (pocket_parse(s,&p,err,sizeof err)==0) { printf("  '%s' was accepted\n",s); return 0; }
  if (!strstr(err,phrase)) { printf("  '%s': %s\n",s,err); return 0; }
  return 1;
}

@ The benchmark, for \.{make bench}: the time to build the complete table
(on one thread and on two, the best of three), then the three solvers on
the same 1000 uniformly random positions (drawn with a fixed seed) and on
the first 100 antipodes, with the time per position and the states
searched. The IDA* solver is also run with near tables of depths 3 to~7,
to show the trade between the table's size and the search. The figures of
the measurements chapter are printed a second time as lines \.{run: KEY
VALUE}, which \.{tests/runfile.sh} collects into \.{runs/pocket.run}: \.{walk},
\.{ida.none} and \.{ida.$N$} with the microseconds a position on the
random positions and on the antipodes, \.{figPocketBuild} and
\.{build.2} with the seconds of the complete table on one thread and on
two, \.{near.$N$} with the milliseconds of the near table of depth~$N$.

@(tests/bench_pocket.c@>=
#include <stdio.h>
#include <stdlib.h>
#include "pocket.h"
enum { NPOS = 1000, NANTI = 100 };
static cubepos pos[NPOS],anti[NANTI];
@<Routines of the pocket benchmark@>@;
int main(void)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  cube_rng rng;
  double t0=ida_now();
  cube_init();
  pocket_setup();
  printf("pocket: build/tests/bench_pocket (seed 1, %d random positions, %d antipodes)\n",
    NPOS,NANTI);
  printf("pocket: coordinates and small tables built in %.1f ms\n",1e3*(ida_now()-t0));
  @<Time the building of the complete table@>;
  if (pocket_table_open(&po,0,err,sizeof err)) { printf("%s\n",err); return 1; }
  cube_rng_seed(&rng,1);
  for (int i=0; i<NPOS; i++) pocket_random(&rng,&pos[i]);
  for (uint32_t x=0,n=0; n<NANTI; x++)
    if (prune_nibble(pocket_table(0)->data,x)==11) coord_to_cube(pocket_coord(),x,&anti[n++]);
  @<Time the solvers@>;
  return 0;
}

@ @<Time the building of the complete table@>=
for (int th=1; th<=2; th++) {
  double best=1e30;
  for (int r=0; r<3; r++) {
    prune_table t;
    if (prune_generate(&t,pocket_coord(),POCKET_MOVES,PRUNE_NIBBLE,th,0,err,sizeof err)) {
      printf("%s\n",err); return 1;
    }
    if (t.seconds<best) best=t.seconds;
    prune_free(&t);
  }
  printf("pocket: complete table (3674160 entries, 1.8 MB) built in %.3f s with %d thread%s\n",
    best,th,th>1? "s": "");
  if (th==1) printf("run: figPocketBuild %.2f\n",best);
  else printf("run: build.%d %.2f\n",th,best);
}

@ Each solver is timed on a set of positions, the best of five rounds.

@<Routines of the pocket benchmark@>=
static double time_solver(const char *name,const cubepos *ps,int n,const pocket_near *nt,
  int walk)
{
  double best=1e30,len=0,nodes=0;
  for (int r=0; r<5; r++) {
    double a=ida_now();
    len=nodes=0;
    for (int i=0; i<n; i++) {
      if (walk) {
        moveseq s;
        len+=pocket_table_solve(&ps[i],0,&s);
      } else {
        pocket_ida_options o={nt,0,NULL,NULL};
        pocket_ida_result res;
        pocket_ida_solve(&ps[i],&o,&res);
        len+=res.length; nodes+=res.nodes;
      }
    }
    if (ida_now()-a<best) best=ida_now()-a;
  }
  printf("pocket: %-28s %9.4f ms per position, average length %.2f",name,1e3*best/n,len/n);
  if (walk) printf("\n");
  else printf(", %.0f states\n",nodes/n);
  return 1e6*best/n;
}
static void run_line(const char *key,double random,double antipodes)
{
  printf("run: %s %.*f %.*f\n",key,random<10? 1: 0,random,antipodes<10? 1: 0,antipodes);
}

@ @<Time the solvers@>=
{
  pocket_near nt;
  char name[64];
  double tr,ta;
  tr=time_solver("table walk, random",pos,NPOS,NULL,1);
  ta=time_solver("table walk, antipodes",anti,NANTI,NULL,1);
  run_line("walk",tr,ta);
  tr=time_solver("IDA*, no near table, random",pos,NPOS,NULL,0);
  ta=time_solver("IDA*, no near table, antip.",anti,NANTI,NULL,0);
  run_line("ida.none",tr,ta);
  for (int d=3; d<=7; d++) {
    double a=ida_now();
    pocket_near_build(&nt,d);
    double b=ida_now();
    printf("pocket: near table of depth %d: %u positions, built in %.2f ms\n",d,nt.count,
      1e3*(b-a));
    printf("run: near.%d %.1f\n",d,1e3*(b-a));
    snprintf(name,sizeof name,"IDA*, near %d, random",d);
    tr=time_solver(name,pos,NPOS,&nt,0);
    snprintf(name,sizeof name,"IDA*, near %d, antipodes",d);
    ta=time_solver(name,anti,NANTI,&nt,0);
    snprintf(name,sizeof name,"ida.%d",d);
    run_line(name,tr,ta);
    pocket_near_free(&nt);
  }
}

@ The fuzzer of the pocket cube's reader (the kit's chapter explains
fuzzing): every input is refused with a message or read as a position
whose corners are a permutation with a twist that adds up to zero, with
the down-left-back corner in place and the edges untouched; and reading
is deterministic.
@^fuzzing@>

@(tests/fuzz_pocket.c@>=
#include <stdlib.h>
#include <string.h>
#include "pocket.h"
int LLVMFuzzerTestOneInput(const uint8_t *data,size_t size)
{
  static int ready;
  cubepos p,q;
  char err[CUBE_ERRLEN];
  if (!ready) { cube_init(); cube_register_chapters(); pocket_setup(); ready=1; }
  char *s=malloc(size+1);
  if (!s) return 0;
  memcpy(s,data,size); s[size]=0;
  err[0]=0;
  if (pocket_parse(s,&p,err,sizeof err)) { if (!err[0]) abort(); }
  else {
    int seen=0,twist=0;
    for (int i=0; i<8; i++) { seen|=1<<(p.c[i]&7); twist+=p.c[i]>>3; }
    if (seen!=255 || twist%3) abort();
    if (p.c[6]!=6) abort();
    for (int i=0; i<12; i++) if (p.e[i]!=cube_solved.e[i]) abort();
    if (pocket_parse(s,&q,err,sizeof err) || memcmp(&p,&q,sizeof p)) abort();
  }
  free(s);
  return 0;
}

@ The command-line tests of this chapter are a program of their own,
\.{tests/cli\_pocket.c}, which runs the program \.{cube} (the command
chapter's header \.{cli.h} gives the checks).

@(tests/cli_pocket.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  @<Command-line tests of the pocket cube@>;
  return check_done("cli_pocket");
}

@ The sub-command \.{cube pocket}: optimal solutions by the table and by
IDA*, one or all, in both metrics, from moves and from facelet strings
in letters or colours.

@<Command-line tests of the pocket cube@>=
CLI_EXPECT(0,"U R U' R'","pocket","R U R' U'");
CLI_EXPECT(0,"","pocket","");
CLI_EXPECT(0,"R'","pocket","L");
CLI_EXPECT(0,"R'","pocket","UFUFRRRRFDFDDBDBLLLLUBUB");
CLI_EXPECT(0,"R'","pocket","WGWGRRRRGYGYYBYBOOOOWBWB");
CLI_EXPECT(0,"U R U' R'\nU2 R2","pocket","R U R' U'","R2 U2");
CLI_EXPECT(0,"U2 R2 U2\nR2 U2 R2","pocket","--all","U2 R2 U2");
CLI_EXPECT(0,"R R F U U R'\nR R F U' U' R'\nR' R' F U \
U R'\nR' R' F U' U' R'","pocket","--qtm","--all","R U2 F' R2");
CLI_EXPECT(0,"U2 R2 U2, R2 U2 R2","pocket","--all","--aligned","U2 R2 U2");
CLI_EXPECT(0,"U R U' R'","pocket","--ida","R U R' U'");
CLI_EXPECT(0,"U2 R2 U2\nR2 U2 R2","pocket","--ida","--all","U2 R2 U2");
CLI_MATCH(0,"U R U' R'  (4 moves, 1 solutions, * ms)","pocket","-v",
  "R U R' U'");

@ Bad input, each with its message and status: an unreadable move, a
twisted corner, facelet strings of the wrong length or colours, options
that do not go together.

@<Command-line tests of the pocket cube@>=
CLI_EXPECT_ERR(1,"argument 1: unreadable move 'Q' at column 5","pocket","R U Q");
CLI_EXPECT_ERR(1,"argument 1: twisted corner","pocket","UUUFURRRFRFFDDDDLLLLBBBB");
CLI_EXPECT_ERR(1,"argument 1: a pocket facelet string has \
24 characters, not 23","pocket","UUUURRRRFFFFDDDDLLLLBBB");
CLI_EXPECT_ERR(1,"argument 2: wrong colour count","pocket","R","UUUURRRRFFFFDDDDLLLLBBBX");
CLI_EXPECT_ERR(2,"--ida searches in the half-turn metric only","pocket","--ida","--qtm","R");
CLI_EXPECT_ERR(2,"--stats takes no POSITION","pocket","--stats","R");
CLI_EXPECT_ERR(2,"unknown option '--frob'","pocket","--frob","R");
CLI_EXPECT_ERR(2,"--near needs a value","pocket","--ida","--near");
CLI_EXPECT(0,"*","pocket","--help");
CLI_EXPECT_ERR(2,"--near sets the near table of --ida","pocket","--near","3","R");
