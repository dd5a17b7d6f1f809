@* The cube: positions, moves and symmetries.
This chapter is the foundation of the book. It says what a position of
Rubik's cube is, how the program stores one, and what can be done with
it: turn a face, follow a sequence of turns, multiply and invert positions,
look at a position from another side of the cube (the 48 symmetries),
number every position by an integer, draw random positions, and read and
write positions in the three notations that cubers use. Everything that
follows (the coordinates of Kociemba's algorithm, the pruning tables, the
solvers) is built on the few types and routines defined here.

A worked example shows what the chapter provides. Hold the cube with
the white face up and the green face in front, and turn the right face a
quarter turn clockwise, then the upper face, then the right face back,
then the upper face back. Cubers write this as \move{R U R' U'}. The
result is a position in which four corners and three edges have left
their places; written as its 54 stickers in the order described in this chapter, it is
$$\hbox{\tt UULUUFUUFRRUBRRURRFFDFFUFFFDDRDDDDDDBLLLLLLLLBRRBBBBBB}$$
and in the cubie notation of David Singmaster \cite{Singmaster 1981} as
$$\hbox{\tt UF FR UR UL DF DR DB DL UB FL BR BL FDR LUB URB ULF RUF DFL DLB DBR}.$$
Doing the same four turns five more times brings the cube back to its
solved state, so the position has order~6, a fact checked among the tests
at the end of the chapter.
@q README: the cube: cubies and facelets, the 18 face turns, products and inverses, the 48 symmetries, canonical sequences, random positions, the rank of a position, the three notations (moves, facelets, Singmaster) and validation @>
@i types.w
@s move_reader int
@s cube_u128 int
@s cube_seq_fn int
@s cube_key_fn int
@s cubepos int
@s moveseq int
@s cube_rng int

@ The chapter tangles to a header \.{cubepos.h}, which every later chapter
includes, and a file \.{cubepos.c}. The header holds the types, the
constants, the few routines that must be fast enough to be inlined, and the
declarations of the rest.

@(cubepos.h@>=
#ifndef CUBEPOS_H
#define CUBEPOS_H
#include <stdint.h>
#include <stddef.h>
#include <stdio.h>
@<Constants of cubepos@>@;
@<Types of cubepos@>@;
@<Tables exported by cubepos@>@;
@<Inline functions of cubepos@>@;
@<Declarations of cubepos@>@;
#endif

@ The C file collects the tables that are computed when the program
starts, the private helper routines, and the public routines.

@c
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdarg.h>
#include <pthread.h>
#include "cubepos.h"
@h
@<Private tables of cubepos@>@;
@<Private functions of cubepos@>@;
@<Functions of cubepos@>@;

@ Most tables of this chapter are not typed in but computed from the
geometry of the cube, once, by |cube_init|. Every program that uses the
chapter calls |cube_init| before anything else; calling it again, or from
several threads at once, is harmless.

@<Declarations of cubepos@>=
void cube_init(void);

@ @<Functions of cubepos@>=
static pthread_once_t cube_once = PTHREAD_ONCE_INIT;
static void cube_init_once(void)
{
  @<Compute the geometry of the facelets@>;
  @<Compute the facelets of the cubie slots@>;
  @<Compute the face turns@>;
  @<Compute the symmetries@>;
  @<Compute the successor masks@>;
}
void cube_init(void) { pthread_once(&cube_once, cube_init_once); }

@*1 Faces, facelets and cubies.
Rubik's cube has six faces, each with nine stickers, or {\it facelets}.
@^facelet@>
The centre facelet of a face never moves, so it names the face and gives
it its colour. We name the faces by the initials of up, right, front,
down, left and back, and number them in that order, which is the order of
Herbert Kociemba's facelet strings:
@^Kociemba, Herbert@>
$$\vbox{\halign{\hfil#\quad&&\hfil#\hfil\quad\cr
face&\.U&\.R&\.F&\.D&\.L&\.B\cr
number&0&1&2&3&4&5\cr}}$$
With this order the face opposite to face $f$ is $(f+3)\mod 6$, and the
faces $0$, $1$, $2$ (\.U, \.R, \.F) are each the ``first'' of their pair.

@<Constants of cubepos@>=
enum { CUBE_NFACES = 6, CUBE_NFACELETS = 54, CUBE_NCORNERS = 8, CUBE_NEDGES = 12 };

@ @<Tables exported by cubepos@>=
extern const char cube_face_names[7];

@ @<Functions of cubepos@>=
const char cube_face_names[7] = "URFDLB";

@ To compute rather than type the many tables that describe the cube, we
place the cube in space. The cube's centre is the origin, the $x$~axis
points through the right face, the $y$~axis through the up face and the
$z$~axis through the front face; this is a right-handed frame, since
$x\times y=z$. Each of the 27 small cubes, or {\it cubies}, sits at a point
@^cubie@>
whose coordinates are $-1$, $0$ or~$1$, and each facelet is described by the
position of its cubie and by the outward normal of its face. The
following three tables give, for each face, its outward normal and the two
directions in which we read its facelets: left to right, and top to
bottom, as the face is seen from outside, with the up face seen with the
back face above it and the down face seen with the front face above it;
the other four faces are seen with the up face above them. These are the
conventions of the usual unfolded picture of the cube, the {\it net}.

@<Private tables of cubepos@>=
static const int face_normal[CUBE_NFACES][3]=@/
  @t\quad@>{{0,1,0},{1,0,0},{0,0,1},{0,-1,0},{-1,0,0},{0,0,-1}};
static const int face_right[CUBE_NFACES][3]=@/
  @t\quad@>{{1,0,0},{0,0,-1},{1,0,0},{1,0,0},{0,0,1},{-1,0,0}};
static const int face_down[CUBE_NFACES][3]=@/
  @t\quad@>{{0,0,1},{0,-1,0},{0,-1,0},{0,0,-1},{0,-1,0},{0,-1,0}};

@ Facelet $9f+3r+c$ is the facelet in row $r$ and column $c$ (both counted
from~0) of face~$f$. Facelet \.{U1} of Kociemba's notation is facelet~0,
\.{U9} is facelet~8, \.{R1} is facelet~9, and so on to \.{B9}, facelet~53.
Its cubie sits at
$$n_f+(c-1)\,r_f+(r-1)\,d_f,$$
where $n_f$, $r_f$ and $d_f$ are the normal, right and down vectors of the
face. The figure shows the net with every facelet's number, except
that each centre shows the letter of its face (the centre of face~$f$ is
facelet $9f+4$); the numbers in bold are the {\it reference facelets},
explained below.
$$\vbox{\offinterlineskip
\hbox{\fblank\fface{\fref0}{\fref1}{\fref2}{\fref3}{\fcentre U}{\fref5}{\fref6}{\fref7}{\fref8}}
\fjoin
\hbox{\fface{36}{37}{38}{39}{\fcentre L}{41}{42}{43}{44}\fjoin
 \fface{18}{19}{20}{\fref{21}}{\fcentre F}{\fref{23}}{24}{25}{26}\fjoin
 \fface9{10}{11}{12}{\fcentre R}{14}{15}{16}{17}\fjoin
 \fface{45}{46}{47}{\fref{48}}{\fcentre B}{\fref{50}}{51}{52}{53}}
\fjoin
\hbox{\fblank\fface{\fref{27}}{\fref{28}}{\fref{29}}{\fref{30}}{\fcentre D}%
 {\fref{32}}{\fref{33}}{\fref{34}}{\fref{35}}}}$$
The faces in the middle row are, from left to right, \.L, \.F, \.R and~\.B;
\.U is above \.F and \.D below it.

@ The geometry of every facelet is computed from that rule.

@<Private tables of cubepos@>=
static int facelet_pos[CUBE_NFACELETS][3]; /* position of the facelet's cubie */
static int facelet_face[CUBE_NFACELETS]; /* the face it lies on */

@ @<Compute the geometry of the facelets@>=
for (int f=0; f<CUBE_NFACES; f++)
  for (int r=0; r<3; r++)
    for (int c=0; c<3; c++) {
      int x=9*f+3*r+c;
      for (int k=0; k<3; k++)
        facelet_pos[x][k]=face_normal[f][k]+(c-1)*face_right[f][k]
          +(r-1)*face_down[f][k];
      facelet_face[x]=f;
    }

@ Conversely, a position in space and a face determine at most one
facelet. This search is only used while tables are computed.

@<Private functions of cubepos@>=
static int facelet_at(const int pos[3],int face)
{
  for (int x=9*face; x<9*face+9; x++)
    if (facelet_pos[x][0]==pos[0] && facelet_pos[x][1]==pos[1]
        && facelet_pos[x][2]==pos[2]) return x;
  return -1;
}

@ Twenty of the 26 visible cubies move: the 8 {\it corners}, with three
facelets each, and the 12 {\it edges}, with two. (The 6 centres never
move.) The places that cubies occupy are the {\it slots}; a slot is named
@^slot@>
by the faces it touches. We number the corner slots as Kociemba does, the
four upper corners first, going clockwise round the up face, then the four
lower corners:
$$\vbox{\halign{\hfil#\quad&&\hfil#\hfil\quad\cr
corner&0&1&2&3&4&5&6&7\cr
slot&\.{URF}&\.{UFL}&\.{ULB}&\.{UBR}&\.{DFR}&\.{DLF}&\.{DBL}&\.{DRB}\cr}}$$
The edges are numbered so that the four upper edges come first, then the
four edges of the middle layer (between the up and down faces), then the
four lower edges:
$$\vbox{\halign{\hfil#\quad&&\hfil#\hfil\quad\cr
edge&0&1&2&3&4&5&6&7&8&9&10&11\cr
slot&\.{UR}&\.{UF}&\.{UL}&\.{UB}&\.{FR}&\.{FL}&\.{BL}&\.{BR}&
 \.{DR}&\.{DF}&\.{DL}&\.{DB}\cr}}$$
Here are the slots layer by layer, each layer seen from above, with the
back face at the top of the picture and the front face at the bottom:
corner slots in bold, edge slots in roman, and the letter of the
centre in the middle (the middle layer has no corners).
$$\hbox{\lface{\bf2}3{\bf3}2U0{\bf1}1{\bf0}\quad
 \lface6B7L{}R5F4\quad
 \lface{\bf6}{11}{\bf7}{10}D8{\bf5}9{\bf4}}$$
$$\hbox{\hbox to3\lsize{\hss up layer\hss}\quad
 \hbox to3\lsize{\hss middle layer\hss}\quad
 \hbox to3\lsize{\hss down layer\hss}}$$
So the layer of edge $i$ is $\lfloor i/4\rfloor$ (0 up, 1 middle, 2 down)
and the layer of corner $i$ is $\lfloor i/4\rfloor$ (0 up, 1 down). The next
chapter, which treats the middle layer specially, relies on this. The
cubie that belongs in slot~$i$ when the cube is solved is called
cubie~$i$.

@<Tables exported by cubepos@>=
extern const char *const cube_corner_names[CUBE_NCORNERS];
extern const char *const cube_edge_names[CUBE_NEDGES];

@ @<Functions of cubepos@>=
const char *const cube_corner_names[CUBE_NCORNERS]=
 {"URF","UFL","ULB","UBR","DFR","DLF","DBL","DRB"};
const char *const cube_edge_names[CUBE_NEDGES]=
 {"UR","UF","UL","UB","FR","FL","BL","BR","DR","DF","DL","DB"};

@ A cubie can sit in its slot in several ways: a corner in three, an edge in
two. To say which, every slot has one {\it reference facelet}, and every
cubie one {\it reference sticker}: for corner slots and corner cubies the
one on the up or down face; for the upper and lower edges the one on the
up or down face; for the four middle edges the one on the front or back
face. The {\it orientation} of a cubie in a slot counts how far its
@^orientation@>
reference sticker is from the slot's reference facelet: for an edge it
is 0 or~1, for a corner it is the number of clockwise steps (0, 1 or~2) that
lead from the slot's reference facelet to the cubie's reference sticker,
going round the corner as seen from outside the cube. The names in the
tables above list the faces of each slot in that order: reference facelet
first, then clockwise for corners.

With this choice the turns of the up and down faces and the half turns of
the other four faces change no orientation; a quarter turn of
\.R, \.L, \.F or \.B twists four corners, and only quarter turns of \.F and
\.B flip edges. These facts, checked by the tests, are what the two-phase
algorithm of the next chapter is built on.

@ For each slot we list its facelets, reference facelet first. The names
of the slots give the faces; the geometry gives the facelets. For a corner
we also check that the named order is clockwise. Seen from outside, three
faces of a corner with normals $a$, $b$, $c$ are in clockwise order exactly when the
triple product $a\cdot(b\times c)$ is $-1$ in our right-handed frame. (For
\.{URF}: $(0,1,0)\cdot\bigl((1,0,0)\times(0,0,1)\bigr)=(0,1,0)\cdot(0,-1,0)=-1$.)
A failure here would be a mistake in this chapter, so it stops the program.
@^sanity checks@>

The resulting tables are exported, for the tests and for later chapters
that draw or read stickers. Here they are, facelet numbers in the order
of the slot's name, so that the reader can check them against the net:
$$\vbox{\halign{\hfil\.{#}\ &\hfil#\quad&&\hfil\.{#}\ &\hfil#\quad\cr
URF&8 9 20&UFL&6 18 38&ULB&0 36 47&UBR&2 45 11\cr
DFR&29 26 15&DLF&27 44 24&DBL&33 53 42&DRB&35 17 51\cr
\noalign{\smallskip}
UR&5 10&UF&7 19&UL&3 37&UB&1 46\cr
FR&23 12&FL&21 41&BL&50 39&BR&48 14\cr
DR&32 16&DF&28 25&DL&30 43&DB&34 52\cr}}$$
These are the facelet tables of Kociemba's programs (with the edges in our
order), which the tests confirm.

@<Tables exported by cubepos@>=
extern int cube_corner_facelet[CUBE_NCORNERS][3];
extern int cube_edge_facelet[CUBE_NEDGES][2];

@ @<Functions of cubepos@>=
int cube_corner_facelet[CUBE_NCORNERS][3];
int cube_edge_facelet[CUBE_NEDGES][2];

@ @<Private functions of cubepos@>=
static int face_of_letter(int ch)
{
  const char *p=strchr(cube_face_names,ch);
  return (ch && p)? (int)(p-cube_face_names): -1;
}
static void slot_facelets(const char *name,int n,int *out)
{
  int pos[3]={0,0,0};
  for (int k=0; k<n; k++)
    for (int j=0; j<3; j++) pos[j]+=face_normal[face_of_letter(name[k])][j];
  for (int k=0; k<n; k++) out[k]=facelet_at(pos,face_of_letter(name[k]));
}
static void cube_panic(const char *what)
{
  fprintf(stderr,"cubepos: internal error: %s\n",what);
  abort();
}

@ @<Compute the facelets of the cubie slots@>=
for (int i=0; i<CUBE_NCORNERS; i++) {
  const int *a=face_normal[face_of_letter(cube_corner_names[i][0])];
  const int *b=face_normal[face_of_letter(cube_corner_names[i][1])];
  const int *c=face_normal[face_of_letter(cube_corner_names[i][2])];
  int triple=a[0]*(b[1]*c[2]-b[2]*c[1])+a[1]*(b[2]*c[0]-b[0]*c[2])
            +a[2]*(b[0]*c[1]-b[1]*c[0]);
  if (triple!=-1) cube_panic("corner name not clockwise");
  slot_facelets(cube_corner_names[i],3,cube_corner_facelet[i]);
}
for (int i=0; i<CUBE_NEDGES; i++)
  slot_facelets(cube_edge_names[i],2,cube_edge_facelet[i]);

@*1 The representation of a position.
A {\it position} is what a sequence of turns does to the solved cube.
Because the centres stay put, a position is known once we know, for every
corner slot and every edge slot, which cubie sits there and with which
orientation. We store exactly that, one byte per slot: for a corner, the
cubie number in the low three bits and the orientation above them; for an
edge, the cubie number in the low four bits and the orientation above
them. A whole position is twenty bytes: this is the compact cubie
representation that Jerry Bryan and David Moews discussed on the
Cube-Lovers list \cite{Bryan 1996}, reduced to one byte per cubie.
@^Bryan's representation@>
@^Bryan, Jerry@>
@^Moews, David@>
@^Cube-Lovers@>

@<Types of cubepos@>=
typedef struct {
  uint8_t c[CUBE_NCORNERS]; /* corner slots: cubie + 8*orientation */
  uint8_t e[CUBE_NEDGES]; /* edge slots: cubie + 16*orientation */
} cubepos;

@ These accessors keep the packing in one place.

@<Inline functions of cubepos@>=
static inline int corner_perm(int v) { return v&7; }
static inline int corner_ori(int v) { return v>>3; }
static inline int corner_val(int perm,int ori) { return perm|ori<<3; }
static inline int edge_perm(int v) { return v&15; }
static inline int edge_ori(int v) { return v>>4; }
static inline int edge_val(int perm,int ori) { return perm|ori<<4; }

@ The solved position has cubie $i$ in slot $i$ with orientation~0. Two
positions are equal when their twenty bytes are; the structure has no
padding, since it holds only bytes.

@<Tables exported by cubepos@>=
extern const cubepos cube_solved;

@ @<Functions of cubepos@>=
const cubepos cube_solved={{0,1,2,3,4,5,6,7},{0,1,2,3,4,5,6,7,8,9,10,11}};

@ @<Inline functions of cubepos@>=
static inline int cube_equal(const cubepos *a,const cubepos *b)
{
  for (int i=0; i<CUBE_NCORNERS; i++) if (a->c[i]!=b->c[i]) return 0;
  for (int i=0; i<CUBE_NEDGES; i++) if (a->e[i]!=b->e[i]) return 0;
  return 1;
}

@ The stickers of a position are found from its cubies. If slot $i$ holds
cubie $j$ with orientation $o$, the $k$th facelet of cubie~$j$ (counted from
its reference sticker, as in the slot tables) lies on facelet number
$(k+o)\mod 3$ of slot $i$, and its colour is the face that facelet $k$ of
slot $j$ lies on. The same holds for edges, modulo~2. The colours are
written as face numbers.

@<Functions of cubepos@>=
void cube_to_colours(const cubepos *p,uint8_t col[CUBE_NFACELETS])
{
  for (int f=0; f<CUBE_NFACES; f++) col[9*f+4]=f;
  for (int i=0; i<CUBE_NCORNERS; i++) {
    int j=corner_perm(p->c[i]),o=corner_ori(p->c[i]);
    for (int k=0; k<3; k++)
      col[cube_corner_facelet[i][(k+o)%3]]=facelet_face[cube_corner_facelet[j][k]];
  }
  for (int i=0; i<CUBE_NEDGES; i++) {
    int j=edge_perm(p->e[i]),o=edge_ori(p->e[i]);
    for (int k=0; k<2; k++)
      col[cube_edge_facelet[i][(k+o)%2]]=facelet_face[cube_edge_facelet[j][k]];
  }
}

@ @<Declarations of cubepos@>=
void cube_to_colours(const cubepos *p,uint8_t col[CUBE_NFACELETS]);
int cube_from_colours(const uint8_t col[CUBE_NFACELETS],cubepos *p,
  char *err,size_t errlen);

@ The other direction reads each slot on its own. For a corner slot we
look for the facelet that shows an up or down colour; its place gives the
orientation, and the three colours read clockwise from it must be those of
some corner cubie read the same way. Three colours that fit no cubie (two
opposite faces, or a mirror image of a real corner) make the slot
unreadable, and the routine returns $-1$. It also returns $-1$ when more than
one facelet, or none, shows an up or down colour.

@<Private functions of cubepos@>=
static int read_corner(const uint8_t *col,int i)
{
  int found=-1;
  for (int o=0; o<3; o++) {
    int c=col[cube_corner_facelet[i][o]];
    if (c==0 || c==3) {
      if (found>=0) return -1;
      found=o;
    }
  }
  if (found<0) return -1;
  for (int j=0; j<CUBE_NCORNERS; j++) {
    int k;
    for (k=0; k<3; k++)
      if (col[cube_corner_facelet[i][(found+k)%3]]!=facelet_face[cube_corner_facelet[j][k]])
        break;
    if (k==3) return corner_val(j,found);
  }
  return -1;
}

@ An edge is read the same way, trying both orientations.

@<Private functions of cubepos@>=
static int read_edge(const uint8_t *col,int i)
{
  for (int j=0; j<CUBE_NEDGES; j++)
    for (int o=0; o<2; o++)
      if (col[cube_edge_facelet[i][o]]==facelet_face[cube_edge_facelet[j][0]] &&
          col[cube_edge_facelet[i][1-o]]==facelet_face[cube_edge_facelet[j][1]])
        return edge_val(j,o);
  return -1;
}

@ Reading a whole position slot by slot gives a cubie representation, or
the first slot that holds no cubie; it is then checked by |cube_validate|,
described in the section on validation, which finds the other
ways in which a colouring can fail to be a position. The colours of the
centres are taken as given: colour $f$ is the colour of face~$f$'s centre.
The routine returns 0 on success, or $-1$ with a message in |err|.

@^error messages@>
@<Functions of cubepos@>=
int cube_from_colours(const uint8_t col[CUBE_NFACELETS],cubepos *p,
  char *err,size_t errlen)
{
  char names[4];
  for (int i=0; i<CUBE_NCORNERS; i++) {
    int v=read_corner(col,i);
    if (v<0) {
      for (int k=0; k<3; k++) names[k]=cube_face_names[col[cube_corner_facelet[i][k]]];
      names[3]=0;
      return cube_error(err,errlen,"no corner has the colours %s (corner slot %s)",
        names,cube_corner_names[i]);
    }
    p->c[i]=v;
  }
  for (int i=0; i<CUBE_NEDGES; i++) {
    int v=read_edge(col,i);
    if (v<0) {
      for (int k=0; k<2; k++) names[k]=cube_face_names[col[cube_edge_facelet[i][k]]];
      names[2]=0;
      return cube_error(err,errlen,"no edge has the colours %s (edge slot %s)",
        names,cube_edge_names[i]);
    }
    p->e[i]=v;
  }
  return cube_validate(p,err,errlen);
}
@.no corner has the colours...@>
@.no edge has the colours...@>

@ Error messages are formatted into a buffer supplied by the caller; a
buffer of |CUBE_ERRLEN| bytes is always enough, for this chapter's
messages and for those of later chapters, which may name a file by its
whole path (up to 4096 bytes on Linux) and say what is wrong with it. The
routine that writes them returns $-1$ so that it can end an error return
in one statement.

@<Constants of cubepos@>=
enum { CUBE_ERRLEN = 4608 };

@ Compilers that understand GCC's attributes can check the arguments of
every call against the format, as they do for |printf|; the macro
|CUBE_PRINTF_LIKE| asks them to, and is empty for other compilers.

@^error messages@>
@<Declarations of cubepos@>=
#ifdef __GNUC__
#define CUBE_PRINTF_LIKE(f,a) @[__attribute__((format(printf,f,a)))@]
#else
#define CUBE_PRINTF_LIKE(f,a) @[@]
#endif
int cube_error(char *err,size_t errlen,const char *fmt,...)@t\ @>CUBE_PRINTF_LIKE(3,4);

@ @^error messages@>
@<Functions of cubepos@>=
int cube_error(char *err,size_t errlen,const char *fmt,...)
{
  va_list ap;
  va_start(ap,fmt);
  if (err && errlen) vsnprintf(err,errlen,fmt,ap);
  va_end(ap);
  return -1;
}

@ Making a table can take minutes, and the chapters that make tables say
how far they are, when asked, with |cube_progress|: a line in the manner
of |printf|, which begins with a carriage return when it is to replace
the line before it on a terminal. The program lets it go to the standard
error stream. A program that uses the library may want it elsewhere (a
window, a log, a web page), or not at all; |cube_set_progress| gives a
routine that then receives each line instead, without its carriage
return, its line ending and the spaces that pad it, with the |arg| given.
|NULL| restores the standard error stream. The routine is called from the
thread that makes the table, one line at a time.
@^progress of table building@>

@<Declarations of cubepos@>=
void cube_progress(const char *fmt,...)@t\ @>CUBE_PRINTF_LIKE(1,2);
void cube_set_progress(void (*fn)(const char *line,void *arg),void *arg);
int cube_progress_redirected(void);

@ @<Functions of cubepos@>=
static void (*progress_fn)(const char *,void *);
static void *progress_arg;
static pthread_mutex_t progress_lock=PTHREAD_MUTEX_INITIALIZER;
void cube_set_progress(void (*fn)(const char *line,void *arg),void *arg)
{
  pthread_mutex_lock(&progress_lock);
  progress_fn=fn; progress_arg=arg;
  pthread_mutex_unlock(&progress_lock);
}
int cube_progress_redirected(void) { return progress_fn!=NULL; }

@ @<Functions of cubepos@>=
void cube_progress(const char *fmt,...)
{
  char line[512];
  va_list ap;
  va_start(ap,fmt);
  vsnprintf(line,sizeof line,fmt,ap);
  va_end(ap);
  pthread_mutex_lock(&progress_lock);
  if (!progress_fn) fputs(line,stderr);
  else {
    char *b=line+strspn(line,"\r");
    size_t n=strlen(b);
    while (n>0 && (b[n-1]=='\n' || b[n-1]==' ' || b[n-1]=='\r')) b[--n]=0;
    if (n) progress_fn(b,progress_arg);
  }
  pthread_mutex_unlock(&progress_lock);
}

@*1 Face turns.
A {\it face turn} rotates one face, with the nine cubies next to it, by a
quarter turn clockwise, a half turn, or a quarter turn counterclockwise, as
seen from outside that face. In the half-turn metric every face turn counts
as one move, so there are 18 moves. Move $3f+k$ turns face $f$ by $k+1$
quarter turns clockwise; it is written with the face's letter followed by
nothing, \.2, or an apostrophe:
$$\vbox{\halign{\hfil#\quad&&\hfil#\hfil\quad\cr
move&0&1&2&3&4&5&$\ldots$&15&16&17\cr
name&\.U&\.{U2}&\.{U'}&\.R&\.{R2}&\.{R'}&$\ldots$&\.B&\.{B2}&\.{B'}\cr}}$$
The inverse of move $3f+k$ is move $3f+2-k$.

@<Constants of cubepos@>=
enum { CUBE_NMOVES = 18, CUBE_NOMOVE = 18 };

@ @<Inline functions of cubepos@>=
static inline int cube_move_face(int m) { return m/3; }
static inline int cube_move_inverse(int m) { return m-m%3+2-m%3; }

@ Programs name moves and sets of moves often enough that the numbers
deserve names. |MOVE_U|, |MOVE_U2|, |MOVE_U3| are moves 0, 1, 2, and so on
for every face in the order \.U, \.R, \.F, \.D, \.L, \.B; the digit is the
number of quarter turns, as in Kociemba's notation \.{U3} for \.{U'}.
@^Kociemba, Herbert@>

@<Constants of cubepos@>=
enum {
  MOVE_U, MOVE_U2, MOVE_U3, MOVE_R, MOVE_R2, MOVE_R3, MOVE_F, MOVE_F2, MOVE_F3,
  MOVE_D, MOVE_D2, MOVE_D3, MOVE_L, MOVE_L2, MOVE_L3, MOVE_B, MOVE_B2, MOVE_B3
};

@ A set of moves is a bit mask, bit $m$ for move~$m$, the form in which the
search and the tables of later chapters take it. The masks that come up
again and again have names, built from the move numbers rather than
written in hexadecimal, so that each can be read:
\item{$\bullet$} |MASK_ALL|, the 18 moves; |MASK_QUARTER|, the 12 quarter
turns; |MASK_HALF|, the 6 half turns;
\item{$\bullet$} |MASK_U|, \dots, |MASK_B|, the three turns of one face;
\item{$\bullet$} |MASK_UD|, |MASK_RL|, |MASK_FB|, the six turns about one
axis, and |MASK_QUARTER_UD|, |MASK_QUARTER_RL|, |MASK_QUARTER_FB|, the
four quarter turns among them (the moves that flip edges when the edges'
orientation is read along that axis);
\item{$\bullet$} |MASK_H|, the ten moves of Kociemba's subgroup
$H=\langle\.U,\.D,\.{R2},\.{L2},\.{F2},\.{B2}\rangle$: every turn of \.U
and~\.D and the half turns of the other four faces.

\noindent |MASK_MOVE(m)| is the mask of the one move $m$. The tests at the
end of the chapter check each mask against the names of the moves in it.
(In the header, \.{\#define} rather than \.{@@d}, since \.{@@d} never reaches a
header.)
@^subgroup $H$@>

@<Constants of cubepos@>=
#define MASK_MOVE(m) (1u<<(m))
#define MASK_ALL ((1u<<CUBE_NMOVES)-1)
#define MASK_U (7u<<MOVE_U)
#define MASK_R (7u<<MOVE_R)
#define MASK_F (7u<<MOVE_F)
#define MASK_D (7u<<MOVE_D)
#define MASK_L (7u<<MOVE_L)
#define MASK_B (7u<<MOVE_B)
#define MASK_HALF (MASK_MOVE(MOVE_U2)|MASK_MOVE(MOVE_R2)|MASK_MOVE(MOVE_F2)\
  |MASK_MOVE(MOVE_D2)|MASK_MOVE(MOVE_L2)|MASK_MOVE(MOVE_B2))
#define MASK_QUARTER (MASK_ALL&~MASK_HALF)
#define MASK_UD (MASK_U|MASK_D)
#define MASK_RL (MASK_R|MASK_L)
#define MASK_FB (MASK_F|MASK_B)
#define MASK_QUARTER_UD (MASK_QUARTER&MASK_UD)
#define MASK_QUARTER_RL (MASK_QUARTER&MASK_RL)
#define MASK_QUARTER_FB (MASK_QUARTER&MASK_FB)
#define MASK_H (MASK_UD|(MASK_HALF&(MASK_RL|MASK_FB)))

@ A quarter turn clockwise about the outward normal $n$ of a face is the
rotation by $-90^\circ$ about $n$; it sends a vector $v$ to
$$(v\cdot n)\,n-n\times v.$$
(For the up face, $n=(0,1,0)$, it sends the front direction $(0,0,1)$ to
$(-1,0,0)$, the left: a clockwise turn of the up face carries the front
stickers to the left face, as it should.) The turn moves the facelets
whose cubie lies in the layer $v\cdot n=1$: both the position of the cubie
and the normal of the facelet are rotated.

@<Private functions of cubepos@>=
static void quarter_turn(const int n[3],const int v[3],int out[3])
{
  int d=v[0]*n[0]+v[1]*n[1]+v[2]*n[2];
  int cross[3]={n[1]*v[2]-n[2]*v[1],n[2]*v[0]-n[0]*v[2],n[0]*v[1]-n[1]*v[0]};
  for (int k=0; k<3; k++) out[k]=d*n[k]-cross[k];
}

@ A face turn is first computed as a map of facelets: |move_facelet[f][x]|
is where a clockwise quarter turn of face~$f$ carries the sticker on facelet
$x$. To find the facelet that has a given position and normal we look up
the face that the normal points through.

@<Private tables of cubepos@>=
static int move_facelet[CUBE_NFACES][CUBE_NFACELETS];

@ @<Private functions of cubepos@>=
static int face_of_normal(const int n[3])
{
  for (int f=0; f<CUBE_NFACES; f++)
    if (face_normal[f][0]==n[0] && face_normal[f][1]==n[1] && face_normal[f][2]==n[2])
      return f;
  return -1;
}

@ Knowing where each sticker goes, we colour the solved cube, move its
stickers, and read the result with |cube_from_colours|: that gives the
position reached by one quarter turn. The other two turns of each face are
products of quarter turns, computed with |cube_mul| of the next sections.

@<Compute the face turns@>=
for (int f=0; f<CUBE_NFACES; f++) {
  uint8_t col[CUBE_NFACELETS],moved[CUBE_NFACELETS];
  char err[CUBE_ERRLEN];
  for (int x=0; x<CUBE_NFACELETS; x++) {
    int pos[3],nor[3];
    if (facelet_pos[x][0]*face_normal[f][0]+facelet_pos[x][1]*face_normal[f][1]
        +facelet_pos[x][2]*face_normal[f][2]==1) {
      quarter_turn(face_normal[f],facelet_pos[x],pos);
      quarter_turn(face_normal[f],face_normal[facelet_face[x]],nor);
      move_facelet[f][x]=facelet_at(pos,face_of_normal(nor));
    } else move_facelet[f][x]=x;
  }
  cube_to_colours(&cube_solved,col);
  for (int x=0; x<CUBE_NFACELETS; x++) moved[move_facelet[f][x]]=col[x];
  if (cube_from_colours(moved,&cube_move_cubes[3*f],err,sizeof err))
    cube_panic(err);
  cube_mul(&cube_move_cubes[3*f],&cube_move_cubes[3*f],&cube_move_cubes[3*f+1]);
  cube_mul(&cube_move_cubes[3*f+1],&cube_move_cubes[3*f],&cube_move_cubes[3*f+2]);
}

@ The 18 positions reached from the solved cube by one move are kept in a
public table, since they are the generators from which the rest of the
book builds its move tables.

@<Tables exported by cubepos@>=
extern cubepos cube_move_cubes[CUBE_NMOVES];

@ @<Functions of cubepos@>=
cubepos cube_move_cubes[CUBE_NMOVES];

@ Positions multiply the way moves follow one another: $a\cdot b$ is the
position reached by doing whatever produces $a$ and then whatever produces
$b$. Slot $i$ of $b$ says that $b$ carries the content of some slot $j$ to
slot $i$, turned by some orientation $o$; in $a\cdot b$ slot $i$ therefore
holds what slot $j$ holds in $a$, with its orientation increased by~$o$.
Turns preserve the clockwise order of a corner's facelets, so the twists
simply add, modulo 3 (and flips modulo~2). As a formula, with $p(i)$ and
$o(i)$ the cubie and orientation in slot~$i$:
$$(a\cdot b)(i)=a\bigl(b(i)\bigr),\qquad
  o_{a\cdot b}(i)=o_a\bigl(b(i)\bigr)+o_b(i).$$
The result may share storage with neither argument.

@<Functions of cubepos@>=
static const uint8_t mod3[6]={0,1,2,0,1,2};
void cube_mul(const cubepos *a,const cubepos *b,cubepos *r)
{
  for (int i=0; i<CUBE_NCORNERS; i++) {
    int v=a->c[corner_perm(b->c[i])];
    r->c[i]=corner_val(corner_perm(v),mod3[corner_ori(v)+corner_ori(b->c[i])]);
  }
  for (int i=0; i<CUBE_NEDGES; i++)
    r->e[i]=a->e[edge_perm(b->e[i])]^(b->e[i]&16);
}

@ @<Declarations of cubepos@>=
void cube_mul(const cubepos *a,const cubepos *b,cubepos *r);
void cube_inv(const cubepos *a,cubepos *r);
void cube_move(cubepos *p,int m);
void cube_premove(cubepos *p,int m);

@ Applying a move $m$ to a position $p$ means replacing $p$ by $p\cdot m$.
Applying it {\it before} $p$, replacing $p$ by $m\cdot p$, is also useful:
the search programs later in the book work on the inverse of a position
as well as on the position, and a move applied to a position is a move
applied before its inverse.

@<Functions of cubepos@>=
void cube_move(cubepos *p,int m)
{
  cubepos t=*p;
  cube_mul(&t,&cube_move_cubes[m],p);
}
void cube_premove(cubepos *p,int m)
{
  cubepos t=*p;
  cube_mul(&cube_move_cubes[m],&t,p);
}

@ The inverse undoes a position: if $a$ puts cubie $j$ into slot $i$ with
orientation $o$, its inverse puts cubie $i$ into slot $j$ with orientation
$-o$.

@<Functions of cubepos@>=
void cube_inv(const cubepos *a,cubepos *r)
{
  for (int i=0; i<CUBE_NCORNERS; i++)
    r->c[corner_perm(a->c[i])]=corner_val(i,(3-corner_ori(a->c[i]))%3);
  for (int i=0; i<CUBE_NEDGES; i++)
    r->e[edge_perm(a->e[i])]=edge_val(i,edge_ori(a->e[i]));
}

@ A {\it move sequence} is a list of moves. The type holds up to
|CUBE_MAXMOVES| of them, far more than any solution (at most 20 moves) or
scramble needs; the parser reports longer input as an error.

@<Constants of cubepos@>=
enum { CUBE_MAXMOVES = 1000 };

@ @<Types of cubepos@>=
typedef struct {
  int len;
  uint8_t mv[CUBE_MAXMOVES];
} moveseq;

@ @<Declarations of cubepos@>=
void cube_apply(cubepos *p,const moveseq *s);
void moveseq_invert(const moveseq *s,moveseq *r);

@ Applying a sequence applies its moves in turn; the inverse sequence
undoes them in the opposite order. The two sequences may be the same
variable.

@<Functions of cubepos@>=
void cube_apply(cubepos *p,const moveseq *s)
{
  for (int i=0; i<s->len; i++) cube_move(p,s->mv[i]);
}
void moveseq_invert(const moveseq *s,moveseq *r)
{
  int n=s->len;
  for (int i=0, j=n-1; i<=j; i++, j--) {
    int a=s->mv[i], b=s->mv[j];
    r->mv[i]=cube_move_inverse(b), r->mv[j]=cube_move_inverse(a);
  }
  r->len=n;
}

@*1 Symmetries.
A {\it symmetry} of the cube is a rigid motion of space, a rotation or a
reflection, that carries the cube onto itself. There are 48 of them: each
sends the three axes to the three axes, in any of $3!=6$ orders, and each
axis to itself or its opposite, $2^3=8$ ways; so in our frame the
symmetries are exactly the $3\times3$ matrices with one entry $\pm1$ in
every row and column, the signed permutation matrices. Half of them have
determinant $+1$ and are the 24 rotations; the others are reflections.

A symmetry $g$ acts on positions by conjugation: look at the position
through $g$. If position $p$ puts colour $C(x)$ on facelet $x$, the
position $p^g$ puts colour $g\bigl(C(x)\bigr)$ on facelet $g(x)$, where
$g$ acts on facelets through their positions and normals and on colours
through the faces they name. In group terms $p^g=g\,p\,g^{-1}$, and it
has the properties that make it useful: $(a\cdot b)^g=a^g\cdot b^g$,
$(p^g)^h=p^{hg}$, and a face turn goes to a face turn (of the face $g(f)$,
in the same direction if $g$ is a rotation and in the opposite one if it
is a reflection). So if a sequence solves $p$, the conjugated sequence
solves $p^g$, with the same length: symmetric positions are equally hard.

@ The order of the 48 symmetries is chosen for the solvers. Symmetry
$8a+b$ permutes the axes by the $a$th entry of the list below and changes
the sign of axis $k$ when bit $k$ of $b$ is set ($x$ is axis~0, $y$ is
axis~1, $z$ is axis~2). Row $k$ of the matrix has its nonzero entry in
column |axis_perm[a][k]|. The first two permutations keep the $y$~axis (the
up-down axis) in place, and the first one keeps every axis: so symmetries
0 to~15 are the 16 that map the up-down axis to itself, and symmetries 0
to~7 are the 8 that map each axis to itself. Symmetry~0 is the identity.
These are the groups written $D_{4h}$ and $D_{2h}$ in the literature.

@<Constants of cubepos@>=
enum { CUBE_NSYMS = 48, CUBE_NSYMS_UD = 16, CUBE_NSYMS_AXES = 8 };

@ @<Private tables of cubepos@>=
static const int axis_perm[6][3]={{0,1,2},{2,1,0},{1,0,2},{0,2,1},{1,2,0},{2,0,1}};
static int sym_matrix[CUBE_NSYMS][3][3];

@ @<Private functions of cubepos@>=
static void sym_apply(int s,const int v[3],int out[3])
{
  for (int r=0; r<3; r++)
    out[r]=sym_matrix[s][r][0]*v[0]+sym_matrix[s][r][1]*v[1]+sym_matrix[s][r][2]*v[2];
}
static int sym_of_matrix(int m[3][3])
{
  for (int s=0; s<CUBE_NSYMS; s++)
    if (memcmp(sym_matrix[s],m,sizeof sym_matrix[s])==0) return s;
  return -1;
}

@ @<Compute the symmetries@>=
for (int s=0; s<CUBE_NSYMS; s++) {
  memset(sym_matrix[s],0,sizeof sym_matrix[s]);
  for (int r=0; r<3; r++)
    sym_matrix[s][r][axis_perm[s/8][r]]=(s>>r&1)? -1: 1;
}

@ Here are the 48 symmetries as this numbering gives them. Each is named by
the faces to which it sends \.U, \.R and~\.F, in that order, which
determines it (the opposite faces follow); it is a rotation or a
reflection. The first column holds symmetries 0 to~15, the 16 that keep
the up-down axis and with it Kociemba's subgroup of the next chapter;
its first eight keep every axis.
@^symmetry@>
$$\vbox{\halign{\hfil#\enspace&#\enspace&#\hfil\qquad&
 \hfil#\enspace&#\enspace&#\hfil\qquad&\hfil#\enspace&#\enspace&#\hfil\cr
\omit\hfil\it keep the up-down axis\hfil\span\omit\span\omit&
 \multispan6\hfil\it send it elsewhere\hfil\cr
\noalign{\smallskip}
0&\.{URF}&rotation&16&\.{RUF}&reflection&32&\.{RFU}&rotation\cr
1&\.{ULF}&reflection&17&\.{LUF}&rotation&33&\.{LFU}&reflection\cr
2&\.{DRF}&reflection&18&\.{RDF}&rotation&34&\.{RFD}&reflection\cr
3&\.{DLF}&rotation&19&\.{LDF}&reflection&35&\.{LFD}&rotation\cr
4&\.{URB}&reflection&20&\.{RUB}&rotation&36&\.{RBU}&reflection\cr
5&\.{ULB}&rotation&21&\.{LUB}&reflection&37&\.{LBU}&rotation\cr
6&\.{DRB}&rotation&22&\.{RDB}&reflection&38&\.{RBD}&rotation\cr
7&\.{DLB}&reflection&23&\.{LDB}&rotation&39&\.{LBD}&reflection\cr
\noalign{\smallskip}
8&\.{UFR}&reflection&24&\.{FRU}&reflection&40&\.{FUR}&rotation\cr
9&\.{UFL}&rotation&25&\.{FLU}&rotation&41&\.{FUL}&reflection\cr
10&\.{DFR}&rotation&26&\.{FRD}&rotation&42&\.{FDR}&reflection\cr
11&\.{DFL}&reflection&27&\.{FLD}&reflection&43&\.{FDL}&rotation\cr
12&\.{UBR}&rotation&28&\.{BRU}&rotation&44&\.{BUR}&reflection\cr
13&\.{UBL}&reflection&29&\.{BLU}&reflection&45&\.{BUL}&rotation\cr
14&\.{DBR}&reflection&30&\.{BRD}&reflection&46&\.{BDR}&rotation\cr
15&\.{DBL}&rotation&31&\.{BLD}&rotation&47&\.{BDL}&reflection\cr}}$$
A worked conjugation: take the position $p$ that \move{R U R' U'}
makes. Symmetry~1 (\.{ULF}) is
the reflection that exchanges left and right; it turns each turn into a
turn of the mirrored face in the opposite direction, so $p^1$ is the
position that \move{L' U' L U} makes. Symmetry~6 (\.{DRB}) is the half
turn of the whole cube about the left-right axis; it sends \.U to \.D
and keeps directions, so $p^6$ is made by \move{R D R' D'}. The tests
confirm, for every symmetry, that conjugating the position gives the
position of the conjugated sequence.
@^conjugation@>

@ The group structure comes from multiplying matrices: |cube_sym_mul[g][h]|
is the symmetry whose matrix is the product of those of $g$ and $h$ (first
$h$, then $g$), so that $(p^h)^g=p^{gh}$ with $gh=|cube_sym_mul[g][h]|$.
|cube_sym_inv[g]| is the inverse, and |cube_sym_face[g][f]| the face that
$g$ sends face $f$ to.

@<Tables exported by cubepos@>=
extern uint8_t cube_sym_mul[CUBE_NSYMS][CUBE_NSYMS];
extern uint8_t cube_sym_inv[CUBE_NSYMS];
extern uint8_t cube_sym_face[CUBE_NSYMS][CUBE_NFACES];
extern uint8_t cube_sym_move[CUBE_NSYMS][CUBE_NMOVES];

@ @<Functions of cubepos@>=
uint8_t cube_sym_mul[CUBE_NSYMS][CUBE_NSYMS];
uint8_t cube_sym_inv[CUBE_NSYMS];
uint8_t cube_sym_face[CUBE_NSYMS][CUBE_NFACES];
uint8_t cube_sym_move[CUBE_NSYMS][CUBE_NMOVES];

@ @<Compute the symmetries@>=
for (int g=0; g<CUBE_NSYMS; g++) {
  for (int h=0; h<CUBE_NSYMS; h++) {
    int m[3][3];
    for (int r=0; r<3; r++)
      for (int c=0; c<3; c++)
        m[r][c]=sym_matrix[g][r][0]*sym_matrix[h][0][c]
          +sym_matrix[g][r][1]*sym_matrix[h][1][c]+sym_matrix[g][r][2]*sym_matrix[h][2][c];
    cube_sym_mul[g][h]=sym_of_matrix(m);
    if (cube_sym_mul[g][h]==0) cube_sym_inv[g]=h;
  }
  for (int f=0; f<CUBE_NFACES; f++) {
    int n[3];
    sym_apply(g,face_normal[f],n);
    cube_sym_face[g][f]=face_of_normal(n);
  }
}

@ Conjugation is computed slot by slot, with two tables for the corners
and two for the edges. A symmetry $g$ carries corner slot $i$ to the slot
|sym_corner_slot[g][i]|. Whatever slot $i$ holds
in $p$ (a byte |v| giving cubie and orientation) becomes, in that slot
of $p^g$, the byte |sym_corner_val[g][i][v]|. Edges are treated alike.
The tables are filled by doing what the definition says to the facelets
of one slot: colour them as cubie~|v| would, carry each colour to the
image facelet and rename it by~$g$, and read the image slot. Reflections
need no special case: a mirrored corner is read as the corner it now
looks like, with the orientation it now has.

@<Private tables of cubepos@>=
static int sym_facelet[CUBE_NSYMS][CUBE_NFACELETS];
static uint8_t sym_corner_slot[CUBE_NSYMS][CUBE_NCORNERS];
static uint8_t sym_corner_val[CUBE_NSYMS][CUBE_NCORNERS][24];
static uint8_t sym_edge_slot[CUBE_NSYMS][CUBE_NEDGES];
static uint8_t sym_edge_val[CUBE_NSYMS][CUBE_NEDGES][32];

@ @<Compute the symmetries@>=
for (int g=0; g<CUBE_NSYMS; g++) {
  for (int x=0; x<CUBE_NFACELETS; x++) {
    int pos[3],nor[3];
    sym_apply(g,facelet_pos[x],pos);
    sym_apply(g,face_normal[facelet_face[x]],nor);
    sym_facelet[g][x]=facelet_at(pos,face_of_normal(nor));
  }
  for (int i=0; i<CUBE_NCORNERS; i++) {
    sym_corner_slot[g][i]=slot_of_facelet(sym_facelet[g][cube_corner_facelet[i][0]],0);
    for (int v=0; v<24; v++) sym_corner_val[g][i][v]=sym_corner_image(g,i,v);
  }
  for (int i=0; i<CUBE_NEDGES; i++) {
    sym_edge_slot[g][i]=slot_of_facelet(sym_facelet[g][cube_edge_facelet[i][0]],1);
    for (int v=0; v<32; v++) sym_edge_val[g][i][v]=sym_edge_image(g,i,v);
  }
}

@ Two helpers find the slot that contains a facelet, and carry one
cubie's colours through a symmetry.

@<Private functions of cubepos@>=
static int slot_of_facelet(int x,int edge)
{
  for (int i=0; i<(edge? CUBE_NEDGES: CUBE_NCORNERS); i++)
    for (int k=0; k<(edge? 2: 3); k++)
      if ((edge? cube_edge_facelet[i][k]: cube_corner_facelet[i][k])==x) return i;
  cube_panic("facelet in no slot");
  return -1;
}
static int sym_corner_image(int g,int i,int v)
{
  uint8_t col[CUBE_NFACELETS],img[CUBE_NFACELETS];
  int j=corner_perm(v),o=corner_ori(v)%3;
  for (int k=0; k<3; k++)
    col[cube_corner_facelet[i][(k+o)%3]]=facelet_face[cube_corner_facelet[j][k]];
  for (int k=0; k<3; k++) {
    int x=cube_corner_facelet[i][k];
    img[sym_facelet[g][x]]=cube_sym_face[g][col[x]];
  }
  return read_corner(img,sym_corner_slot[g][i]);
}
static int sym_edge_image(int g,int i,int v)
{
  uint8_t col[CUBE_NFACELETS],img[CUBE_NFACELETS];
  int j=edge_perm(v)%CUBE_NEDGES,o=edge_ori(v)&1;
  for (int k=0; k<2; k++)
    col[cube_edge_facelet[i][(k+o)%2]]=facelet_face[cube_edge_facelet[j][k]];
  for (int k=0; k<2; k++) {
    int x=cube_edge_facelet[i][k];
    img[sym_facelet[g][x]]=cube_sym_face[g][col[x]];
  }
  return read_edge(img,sym_edge_slot[g][i]);
}

@ The tables have room for every byte value that fits the packing; the
values that are not cubies (orientation 3 of a corner, cubies 12 to 15 of an
edge) are reduced to real ones so that every entry is defined, though no
position ever looks them up. With the tables, conjugation is twenty table
lookups. The result may not share storage with the argument.

@<Functions of cubepos@>=
void cube_conj(const cubepos *p,int g,cubepos *r)
{
  for (int i=0; i<CUBE_NCORNERS; i++)
    r->c[sym_corner_slot[g][i]]=sym_corner_val[g][i][p->c[i]];
  for (int i=0; i<CUBE_NEDGES; i++)
    r->e[sym_edge_slot[g][i]]=sym_edge_val[g][i][p->e[i]];
}

@ @<Declarations of cubepos@>=
void cube_conj(const cubepos *p,int g,cubepos *r);

@ Last, the image of each move: the move cube conjugated by $g$ must again
be a move cube, and |cube_sym_move[g][m]| records which. Not finding one
would mean an error in the tables above.

@<Compute the symmetries@>=
for (int g=0; g<CUBE_NSYMS; g++)
  for (int m=0; m<CUBE_NMOVES; m++) {
    cubepos q;
    int mm;
    cube_conj(&cube_move_cubes[m],g,&q);
    for (mm=0; mm<CUBE_NMOVES; mm++)
      if (cube_equal(&q,&cube_move_cubes[mm])) break;
    if (mm==CUBE_NMOVES) cube_panic("conjugated move is not a move");
    cube_sym_move[g][m]=mm;
  }

@ A chapter that solves a step on any face or axis (a cross on any face,
an edge orientation on any axis) keeps one table, for one face or axis,
and turns the position: with $g$ a symmetry that sends face $f$ to the
face of the table, the position $p^g$ has on that face what $p$ has on
$f$, and a solution $m_1\ldots m_k$ of $p^g$ is a solution
$m_1^{g^{-1}}\ldots m_k^{g^{-1}}$ of $p$, each move turned back by
|cube_sym_move[cube_sym_inv[g]]|. |cube_sym_taking(f,t)| is the first of
the 48 symmetries that sends face $f$ to face $t$. The axes are numbered
0 (up-down), 1 (right-left), 2 (front-back), |cube_move_axis(m)| is the
axis of a move, and |cube_sym_frame(d,e)| is the first symmetry that sends
the quarter turns of axis $d$ to quarter turns of \.U or \.D and those of
axis $e$ to quarter turns of \.F or \.B (either may be $-1$, for no
condition).
@^symmetry of a step@>

@<Functions of cubepos@>=
int cube_sym_taking(int f,int t)
{
  for (int g=0; g<CUBE_NSYMS; g++) if (cube_sym_face[g][f]==t) return g;
  return 0;
}
int cube_move_axis(int m)
{
  return MASK_UD>>m&1? 0: MASK_RL>>m&1? 1: 2;
}

@ @<Functions of cubepos@>=
int cube_sym_frame(int d,int e)
{
  for (int g=0; g<CUBE_NSYMS; g++) {
    int ok=1;
    for (int m=0; m<CUBE_NMOVES; m++) {
      int a=cube_move_axis(m),im=cube_sym_move[g][m];
      if (!(MASK_QUARTER>>m&1)) continue;
      if (a==d && !(MASK_QUARTER_UD>>im&1)) ok=0;
      if (a==e && !(MASK_QUARTER_FB>>im&1)) ok=0;
    }
    if (ok) return g;
  }
  return 0;
}

@ @<Declarations of cubepos@>=
int cube_sym_taking(int f,int t);
int cube_move_axis(int m);
int cube_sym_frame(int d,int e);

@*1 Canonical sequences.
Many move sequences do the same thing for trivial reasons: \move{U U} is
\move{U2}, and \move{U D} is \move{D U}, since opposite faces commute. A search
that tries every sequence wastes most of its time on such repeats. A
sequence is {\it canonical} if it never turns the same face twice in a
@^canonical sequence@>
row, and never turns one of the faces \.D, \.L, \.B right after its
opposite face \.U, \.R, \.F would have been the natural first: of two consecutive turns of
opposite faces, the turn of \.U, \.R or~\.F comes first. Every position
that a sequence of length $n$ reaches is reached by a canonical sequence of
length at most~$n$.

A search needs, for the last move made, the set of moves allowed next;
|cube_next_moves[m]| is that set as a bit mask, with bit $m'$ set when $m'$ may
follow~$m$. Entry |CUBE_NOMOVE| is for an empty sequence: all 18 moves.
The number of canonical sequences of length $n$ is 1, 18, 243, 3240,
43254, 577368 for $n=0$ to~5 \cite{Rokicki 2013}; the tests count them.
@^Rokicki, Tomas@>

@<Tables exported by cubepos@>=
extern uint32_t cube_next_moves[CUBE_NMOVES+1];

@ @<Functions of cubepos@>=
uint32_t cube_next_moves[CUBE_NMOVES+1];

@ @<Compute the successor masks@>=
for (int m=0; m<=CUBE_NMOVES; m++) {
  uint32_t mask=0;
  for (int n=0; n<CUBE_NMOVES; n++) {
    int f=m/3, g=n/3;
    if (m<CUBE_NMOVES && (f==g || (f>=3 && g==f-3))) continue;
    mask|=1u<<n;
  }
  cube_next_moves[m]=mask;
}

@ A canonical sequence turned through a symmetry (each move $m$ replaced
by |cube_sym_move[g][m]|) makes the conjugate position, with as many
moves, but it need not be canonical: a symmetry that swaps the up and
down faces turns \move{U' D2} into \move{D' U2}, two turns of opposite
faces in the order that canonical sequences never use. Every solver that
finds an answer in another frame (another axis, the inverse, a
symmetric task) and turns it back would then print, for the same
position, \move{D2 U'} here and \move{U' D2} there. Turns of opposite
faces commute, so |cube_canonical_order| swaps each such pair into the
program's order: it changes neither the position nor the length, and it
makes a canonical sequence out of the image of one under any symmetry
(an image has no two turns of one face in a row, and no three of one
axis, so only the order within a pair can be wrong). It sorts every run
of turns of one axis, first faces first, as a bubble sort would; the
runs have at most two turns in the answers of this book, and any
number in a caller's sequence.
@^canonical sequence@>

@<Functions of cubepos@>=
void cube_canonical_order(uint8_t *mv,int n)
{
  for (int swapped=1; swapped; ) {
    swapped=0;
    for (int i=0; i+1<n; i++) {
      int f=mv[i]/3,g=mv[i+1]/3;
      if (f>=3 && g==f-3) { uint8_t t=mv[i]; mv[i]=mv[i+1]; mv[i+1]=t; swapped=1; }
    }
  }
}

@ @<Declarations of cubepos@>=
void cube_canonical_order(uint8_t *mv,int n);

@*1 The quarter-turn metric.
So far a move is a turn of one face by any amount, and a half turn counts
as one move: the {\it half-turn metric}. The other common measure, the
{\it quarter-turn metric}, allows only the 12 quarter turns
(|MASK_QUARTER|) and counts a half turn as two of them. Distances are
then longer (every position is within 26 quarter turns, against 20 face
turns \cite{Rokicki 2014}), and a search must know which sequences of
quarter turns it can skip. The rules of the half-turn metric do not carry
over: \move{U U} is no longer a waste, since it is the only way to make
\move{U2}. A sequence of quarter turns is {\it canonical} in the
quarter-turn metric if no two consecutive turns are

\item{$\bullet$} a turn and its inverse, as \move{U U'} (they cancel);
\item{$\bullet$} two counterclockwise turns of one face, as \move{U' U'}
(\move{U U} does the same);
\item{$\bullet$} a turn of \.D, \.L or~\.B followed by a turn of the
opposite face \.U, \.R or~\.F (they commute, and the other order is kept);

\noindent and no three consecutive turns are one turn thrice, as
\move{U U U} (that is \move{U'}). A face is thus turned at most twice in a
row, and twice only as \move{U U}; of the turns of one axis in a row, those
of \.U, \.R or~\.F come first. Every sequence can be rewritten into a
canonical one that is no longer and makes the same position: remove
\move{U U'}, replace \move{U U U} by \move{U'}, \move{U' U'} by \move{U U},
and \move{D U} by \move{U D}; each step either shortens the sequence or
keeps its length and moves it earlier in an order where \move{U} comes
before \move{U'} and a first face before its opposite, so the rewriting
ends, and what it ends with is canonical.
@^quarter-turn metric@>
@^canonical sequences, quarter-turn@>

@ Whether a turn may come next now depends on more than the last turn:
after \move{U}, another \move{U} is allowed, after \move{U U} it is not.
What the search must remember is the last face turned and how far it has
been turned in a row: \move{U}, \move{U U} or \move{U'}, which are just the
three face turns \move{U}, \move{U2}, \move{U'} of the half-turn metric.
So a {\it state} of the canonical sequence is a move number, or
|CUBE_NOMOVE| at the start: |cube_qtm_next[s]| is the mask of the quarter
turns allowed in state~$s$, and |cube_qtm_after[s][m]| the state after
turn~$m$ (|MOVE_U2| after \move{U} in state |MOVE_U|, the turn $m$
itself otherwise). The counts of canonical sequences of $n$ quarter turns
are 1, 12, 114, 1068, 10011, 93840, 879624 for $n=0$ to~6; up to $n=5$
they are exactly the numbers of positions at distance~$n$, so no
canonical sequence of five quarter turns or fewer is redundant, and the
first sequences to coincide have six (the tests check all of this).

@<Tables exported by cubepos@>=
extern uint32_t cube_qtm_next[CUBE_NMOVES+1];
extern uint8_t cube_qtm_after[CUBE_NMOVES+1][CUBE_NMOVES];

@ @<Functions of cubepos@>=
uint32_t cube_qtm_next[CUBE_NMOVES+1];
uint8_t cube_qtm_after[CUBE_NMOVES+1][CUBE_NMOVES];

@ A move number $m$ is a clockwise quarter turn when $m\mod3=0$, and
$m+1$ is then the half turn of the same face.

@<Compute the successor masks@>=
for (int s=0; s<=CUBE_NMOVES; s++) {
  uint32_t mask=0;
  for (int m=0; m<CUBE_NMOVES; m++) {
    int f=s/3,g=m/3,after=m;
    cube_qtm_after[s][m]=(uint8_t)m;
    if (!(MASK_QUARTER>>m&1)) continue;
    if (s<CUBE_NMOVES && f==g) {
      if (s!=m || m%3!=0) continue;
      after=m+1;
    } else if (s<CUBE_NMOVES && f>=3 && g==f-3) continue;
    mask|=MASK_MOVE(m);
    cube_qtm_after[s][m]=(uint8_t)after;
  }
  cube_qtm_next[s]=mask;
}

@ Each quarter turn is a 4-cycle of corners, an odd permutation, so it
changes the parity of the permutation of the corners: after $n$ quarter
turns that parity is the parity of~$n$. So a position's distance in the
quarter-turn metric has the parity of its corner permutation
(|cube_parity|, 0 for even), and so has every sequence of quarter turns
that solves it. A search that knows this tries only the lengths of the
right parity, every other one.
@^parity@>

@<Declarations of cubepos@>=
int cube_parity(const cubepos *p);

@ @<Functions of cubepos@>=
int cube_parity(const cubepos *p)
{
  int s=0;
  for (int i=0; i<CUBE_NCORNERS; i++)
    for (int j=i+1; j<CUBE_NCORNERS; j++) s+=corner_perm(p->c[i])>corner_perm(p->c[j]);
  return s&1;
}

@ The length of a sequence in the quarter-turn metric counts each half
turn twice. A solution found with quarter turns is written with a half
turn for each two equal quarter turns in a row, as cubists write it
(\move{U U} as \move{U2}); |moveseq_join_quarters| does that (the two
sequences may be the same variable), and |moveseq_split_halves| does the
converse, writing each half turn as two clockwise quarter turns.

@<Declarations of cubepos@>=
int moveseq_qtm_length(const moveseq *s);
void moveseq_join_quarters(const moveseq *s,moveseq *r);
int moveseq_split_halves(const moveseq *s,moveseq *r);

@ Splitting may make a sequence too long for the type; it then returns
$-1$ and leaves |r| unspecified, else~0. The sequences must be different
variables there.

@<Functions of cubepos@>=
int moveseq_qtm_length(const moveseq *s)
{
  int n=0;
  for (int i=0; i<s->len; i++) n+=s->mv[i]%3==1? 2: 1;
  return n;
}
void moveseq_join_quarters(const moveseq *s,moveseq *r)
{
  int k=0;
  for (int i=0; i<s->len; i++) {
    int m=s->mv[i];
    if (m%3!=1 && i+1<s->len && s->mv[i+1]==m) { m=m-m%3+1; i++; }
    r->mv[k++]=(uint8_t)m;
  }
  r->len=k;
}
int moveseq_split_halves(const moveseq *s,moveseq *r)
{
  int k=0;
  for (int i=0; i<s->len; i++) {
    int m=s->mv[i];
    if (k+(m%3==1? 2: 1)>CUBE_MAXMOVES) return -1;
    if (m%3==1) { r->mv[k++]=(uint8_t)(m-1); r->mv[k++]=(uint8_t)(m-1); }
    else r->mv[k++]=(uint8_t)m;
  }
  r->len=k;
  return 0;
}

@*1 Random positions.
A random position must be uniformly random among all positions, as a
fair scramble is; turning the faces at random for a while only
approximates that. We draw a random integer below the number of
positions and turn it into a position with the rank of the next group of
sections, so uniformity is a consequence of the rank being a bijection.

The random numbers come from a seedable generator written here, so that
the same seed gives the same positions on every machine: xoshiro256**
by David Blackman and Sebastiano Vigna, whose 256-bit state is filled
from the seed by their splitmix64 generator.
@^Blackman, David@>
@^Vigna, Sebastiano@>
@^xoshiro256**@>
@^splitmix64@>

@<Types of cubepos@>=
typedef struct { uint64_t s[4]; } cube_rng;

@ @<Declarations of cubepos@>=
void cube_rng_seed(cube_rng *r,uint64_t seed);
uint64_t cube_rng_next(cube_rng *r);
uint64_t cube_rng_below(cube_rng *r,uint64_t n);
void cube_random(cube_rng *r,cubepos *p);

@ The seeding generator adds a constant and scrambles the sum; four
successive outputs fill the state, which therefore is never all zero in
practice.

@<Functions of cubepos@>=
static uint64_t splitmix64(uint64_t *x)
{
  uint64_t z=(*x+=0x9e3779b97f4a7c15ull);
  z=(z^(z>>30))*0xbf58476d1ce4e5b9ull;
  z=(z^(z>>27))*0x94d049bb133111ebull;
  return z^(z>>31);
}
void cube_rng_seed(cube_rng *r,uint64_t seed)
{
  for (int i=0; i<4; i++) r->s[i]=splitmix64(&seed);
}

@ @<Functions of cubepos@>=
static inline uint64_t rotl(uint64_t x,int k) { return (x<<k)|(x>>(64-k)); }
uint64_t cube_rng_next(cube_rng *r)
{
  uint64_t *s=r->s;
  uint64_t result=rotl(s[1]*5,7)*9, t=s[1]<<17;
  s[2]^=s[0]; s[3]^=s[1]; s[1]^=s[2]; s[0]^=s[3];
  s[2]^=t; s[3]=rotl(s[3],45);
  return result;
}

@ A number below $n$ is drawn without bias by rejecting the top part of the
64-bit range that is not a whole multiple of~$n$.

@<Functions of cubepos@>=
uint64_t cube_rng_below(cube_rng *r,uint64_t n)
{
  uint64_t limit=-n%n; /* $2^{64}\mod n$ */
  for (;;) {
    uint64_t x=cube_rng_next(r);
    if (x>=limit) return x%n;
  }
}

@ The number of positions, $|G|=8!\cdot3^7\cdot12!\cdot2^{11}/2
=43{,}252{,}003{,}274{,}489{,}856{,}000$, is less than $2^{66}$, so a
random rank is drawn as 66 random bits, retried until it falls below $|G|$
(which happens with probability $|G|/2^{66}\approx0.59$ at each try).

@<Functions of cubepos@>=
void cube_random(cube_rng *r,cubepos *p)
{
  cube_u128 x;
  do {
    x=((cube_u128)(cube_rng_next(r)&3)<<64)|cube_rng_next(r);
  } while (x>=cube_order());
  cube_unrank(x,p);
}

@*1 The rank of a position.
Every position gets a number, its {\it rank}, from 0 to $|G|-1$, and every
number in that range is the rank of exactly one position. The rank needs 66
bits, so it is held in the 128-bit unsigned integer type of GCC and Clang.
@^system dependencies@>

@<Types of cubepos@>=
typedef unsigned __int128 cube_u128;

@ @<Declarations of cubepos@>=
cube_u128 cube_order(void);
cube_u128 cube_rank(const cubepos *p);
void cube_unrank(cube_u128 r,cubepos *p);
char *cube_u128_str(cube_u128 x,char buf[40]);

@ A position is four independent choices: the permutation of the corners
($8!$ ways), their orientations ($3^7$, the last corner's orientation
being fixed by the others, since the total twist is always a multiple
of~3), the permutation of the edges ($12!/2$, since its parity must equal
that of the corners), and the orientations of the edges ($2^{11}$). The rank
is the mixed-radix number
$$\bigl((\pi_c\cdot3^7+o_c)\cdot{12!\over2}+\lfloor\pi_e/2\rfloor\bigr)
  \cdot2^{11}+o_e,$$
where $o_c$ and $o_e$ read the orientations of slots 0 to 6 (or 0 to 10)
as digits in base 3 (or 2), slot~0 the least significant, and $\pi_c$ and
$\pi_e$ are the lexicographic ranks of the two permutations.

@<Functions of cubepos@>=
cube_u128 cube_order(void)
{
  return (cube_u128)40320*2187*239500800*2048;
}

@ The lexicographic rank of a permutation $\pi$ of $n$ elements is
$\sum_i d_i\,(n-1-i)!$, where the {\it Lehmer digit} $d_i$ counts the
@^Lehmer code@>
$j>i$ with $\pi(j)<\pi(i)$. The digits sum to the number of inversions, so
their sum is even exactly when $\pi$ is. The last digit is always 0 and the
one before it, with weight $1!=1$, is 0 or~1: dividing the rank by two
drops it, and it is recovered from the parity, which the corners dictate.

@<Private functions of cubepos@>=
static uint64_t perm_rank(const int *pi,int n,int *parity)
{
  uint64_t r=0;
  int sum=0;
  for (int i=0; i<n; i++) {
    int d=0;
    for (int j=i+1; j<n; j++) if (pi[j]<pi[i]) d++;
    r=r*(n-i)+d;
    sum+=d;
  }
  *parity=sum&1;
  return r;
}

@ Unranking reads the digits back, least significant first, and turns
them into a permutation by taking, for each position, the $d_i$th smallest
element not yet used.

@<Private functions of cubepos@>=
static int perm_unrank(uint64_t r,int n,int *pi)
{
  int d[12],used[12]={0},sum=0;
  for (int i=n-1; i>=0; i--) { d[i]=r%(n-i); r/=n-i; sum+=d[i]; }
  for (int i=0; i<n; i++) {
    int k=d[i],x;
    for (x=0; ; x++) if (!used[x] && k--==0) break;
    pi[i]=x; used[x]=1;
  }
  return sum&1;
}

@ @<Functions of cubepos@>=
cube_u128 cube_rank(const cubepos *p)
{
  int pc[8],pe[12],par;
  uint64_t oc=0,oe=0,rc,re;
  for (int i=0; i<8; i++) pc[i]=corner_perm(p->c[i]);
  for (int i=0; i<12; i++) pe[i]=edge_perm(p->e[i]);
  for (int i=6; i>=0; i--) oc=3*oc+corner_ori(p->c[i]);
  for (int i=10; i>=0; i--) oe=2*oe+edge_ori(p->e[i]);
  rc=perm_rank(pc,8,&par);
  re=perm_rank(pe,12,&par);
  return (((cube_u128)(rc*2187+oc))*239500800+re/2)*2048+oe;
}

@ @<Functions of cubepos@>=
void cube_unrank(cube_u128 r,cubepos *p)
{
  int pc[8],pe[12],sum=0,flip=0;
  uint64_t oe=(uint64_t)(r%2048), re, oc, rc;
  r/=2048;
  re=(uint64_t)(r%239500800)*2; r/=239500800;
  oc=(uint64_t)(r%2187); rc=(uint64_t)(r/2187);
  int parity=perm_unrank(rc,8,pc);
  if (perm_unrank(re,12,pe)!=parity) perm_unrank(re+1,12,pe);
  for (int i=0; i<8; i++) {
    int o=(i<7)? (int)(oc%3): (18-sum)%3;
    oc/=3; sum+=o;
    p->c[i]=corner_val(pc[i],o);
  }
  for (int i=0; i<12; i++) {
    int o=(i<11)? (int)(oe&1): flip;
    oe>>=1; flip^=o;
    p->e[i]=edge_val(pe[i],o);
  }
}

@ Printing a 128-bit number in decimal is not in the C library.

@<Functions of cubepos@>=
char *cube_u128_str(cube_u128 x,char buf[40])
{
  char t[40];
  int n=0;
  do { t[n++]='0'+(int)(x%10); x/=10; } while (x);
  for (int i=0; i<n; i++) buf[i]=t[n-1-i];
  buf[n]=0;
  return buf;
}

@*1 Reading and writing positions.
Positions come in three notations, and the program reads and writes all
three:

\item{1.} A {\it move sequence}, such as \.{R U2 F'}, read as the position
that the sequence produces from the solved cube: face turns (\.{R},
\.{R2}, \.{R'}, \.{R3}), and also wide and slice turns, rotations,
repeated groups and groups on the inverse, as below.

\item{2.} A {\it facelet string} of 54 characters, the colours of facelets
0 to~53 in the order of the net figure (Kociemba's order
\.{U1}$\ldots$\.{U9}, \.{R1}$\ldots$\.{R9}, \.{F1}$\ldots$, \.{D1}$\ldots$,
\.{L1}$\ldots$, \.{B1}$\ldots$\.{B9}). The colours may be any six characters:
the centre of each face says which character is that face's colour, so
$$\hbox{\.{UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB}}$$
and a string of the letters \.{WROYGB} in the same pattern are both the
solved cube.

\item{3.} {\it Singmaster notation}, as used by Michael Reid's solvers: the
cubies in the slots
$$\hbox{\tt UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR}$$
\noindent in that order, each written as the colours it shows on
the faces of its slot's name, in the same order. The solved cube is that
very list; \.{FU} in the first place means the \.{UF} edge is flipped.
@^Reid, Michael@>
@^Singmaster, David@>

@<Constants of cubepos@>=
enum { CUBE_FORMAT_MOVES, CUBE_FORMAT_FACELETS, CUBE_FORMAT_SINGMASTER };

@ @<Declarations of cubepos@>=
int cube_parse_moves(const char *s,moveseq *seq,char *err,size_t errlen);
char *cube_format_moves(const moveseq *seq,int digits,char *buf,size_t n);
int cube_parse_facelets(const char *s,cubepos *p,char *err,size_t errlen);
void cube_to_facelets(const cubepos *p,char out[CUBE_NFACELETS+1]);
int cube_parse_singmaster(const char *s,cubepos *p,char *err,size_t errlen);
void cube_to_singmaster(const cubepos *p,char out[80]);
int cube_parse(const char *s,cubepos *p,int *format,moveseq *seq,
  char *err,size_t errlen);

@ A move sequence is written in the notation that cubers type. Its
words are these:

\item{$\bullet$} a {\it face turn}: a face letter, \.U, \.R, \.F, \.D,
\.L or~\.B, optionally followed by a digit \.1, \.2 or \.3 (the number of
clockwise quarter turns) and optionally by an apostrophe, which inverts it:
\.{R}, \.{R1}, \.{R2}, \.{R3}, \.{R'}, \.{R2'} are all accepted, with or
without spaces between them (\.{RUR'U'});
\item{$\bullet$} a {\it wide turn}, the face and the middle layer next to it
together: \.{Rw} or \.r (and so for every face), with the same suffixes;
\item{$\bullet$} a {\it slice turn} of a middle layer: \.M (between
\.R and~\.L, turned as \.L is), \.E (between \.U and~\.D, turned as~\.D) and
\.S (between \.F and~\.B, turned as~\.F);
\item{$\bullet$} a {\it rotation} of the whole cube: \.x (as~\.R
turns), \.y (as~\.U) and \.z (as~\.F);
\item{$\bullet$} a {\it repeated group}: a sequence in parentheses
followed by a count, \.{(R U)2} for \.{R U R U}, \.{(R U R' U')3}; groups
nest;
\item{$\bullet$} a {\it group on the inverse}, the notation of fewest-moves
solvers for the technique called NISS: a sequence in parentheses with no
count, \.{R U (F' D)}, holds moves done on the inverse of the scramble.
With $N$ the moves outside such groups and $I$ those inside, in the order
written, the position is that of $I^{-1}$ followed by~$N$: moves found
on the inverse scramble are done on the scramble itself {\it before} it,
as premoves, which is how fewest-moves solvers write them and how
nissy reads them \cite{Tronto nissy}. So \.{R U (F' D)} is the position
of \.{D' F R U}, \.{(R)} that of~\.{R'}, and a scramble followed by
the moves that orient its edges on the inverse, in parentheses, is a
position whose edges are oriented (the chapter of the steps proves the
rule).
Groups on the inverse stand at the outer level, never inside other
parentheses.
@^NISS@>
@^notation of moves@>
@^wide turns@>
@^slice turns@>
@^rotations of the whole cube@>

\noindent A wide turn, a slice turn and a rotation move the centres, which
our positions never do: a position is always told relative to its centres,
which stay put (``Faces, facelets and cubies''). So the reader answers with the
position relative to the centres after the whole sequence. Every such
word is a face turn and a rotation, or two face turns and a rotation:
$$\hbox{\.{Rw} = \.{L x},\quad \.{M} = \.{R L' x'},\quad
\.{E} = \.{U D' y'},\quad \.{S} = \.{F' B z},}$$
since the three layers across an axis, turned the same way, are the rotation
($\.{x} = \.R\,\.{M'}\,\.{L'}$) and turns about one axis commute. A rotation
changes no cubie relative to the centres; it changes which centre sits in
which place, and so which face a later letter names. The reader keeps that
map, |at[k]|, the centre now in the place of face~$k$: after \.x the front
centre is on top, so a following \.U turns the face of the front centre,
and \.{x U x'} is the position of~\.F. The result is a sequence of face
turns only, which the reader stores in |seq|, and which produces the
position from the solved cube like any other sequence. Two hand-worked
examples: \.{r U r'} is \.{L x U x' L'}, which is \.{L F L'}; and the
H~permutation \.{M2 U M2 U2 M2 U M2} swaps the edges \.{UF} and~\.{UB}
and the edges \.{UL} and~\.{UR} and leaves every other cubie in place.
Both are among the tests.

@ Reading goes in two passes. The first reads the text into {\it words}
(a kind, a face or axis, and a number of quarter turns, packed in 16 bits),
writing out each repeated group as many times as its count says, and
setting aside the words of the groups on the inverse; the second turns the
words, in the order $I^{-1}$ then~$N$, into face turns. The state of the
first pass is a |move_reader|. Written out, a sequence may have at most
|MOVE_READER_WORDS| words and, once made face turns, |CUBE_MAXMOVES| turns;
parentheses nest at most |MOVE_READER_DEPTH| deep, which bounds the
recursion of the reader whatever the text.

@<Private functions of cubepos@>=
enum { WORD_FACE, WORD_WIDE, WORD_SLICE, WORD_ROTATION };
enum { MOVE_READER_WORDS = 4*CUBE_MAXMOVES, MOVE_READER_DEPTH = 16 };
typedef struct {
  const char *s; /* the text */
  int i; /* the next byte to read */
  uint16_t word[2][MOVE_READER_WORDS]; /* outside groups on the inverse, inside */
  int n[2];
  char *err;
  size_t errlen;
} move_reader;
static uint16_t pack_word(int kind,int f,int k) { return (uint16_t)(kind<<5|f<<2|k); }

@ The inverse of a turn is written with an apostrophe; text copied from
a web page or a word processor often has the typographic one instead, the
right single quotation mark (U+2019), or a prime (U+2032), each three
bytes in UTF-8. All three are read as the apostrophe, and a byte order
mark at the start of the text is skipped.

@<Private functions of cubepos@>=
static int prime_length(const char *s)
{
  if (s[0]=='\'') return 1;
  if ((unsigned char)s[0]==0xe2 && (unsigned char)s[1]==0x80
      && ((unsigned char)s[2]==0x99 || (unsigned char)s[2]==0xb2)) return 3;
  return 0;
}

@ One word: its letter, then an optional \.w for a wide turn of an
upper-case face, then the count and the apostrophe. The letters of the
slices and rotations are in the order of the axes of \.R, \.U and~\.F.
Errors name the character and its column (counted from~1).

@^error messages@>
@<Private functions of cubepos@>=
static int read_word(move_reader *r)
{
  const char *s=r->s, *p;
  int i=r->i, ch=(unsigned char)s[i], f=face_of_letter(ch), kind=WORD_FACE, k=1;
  static const char wide[]="urfdlb", slice[]="MES", rot[]="xyz";
  if (f>=0) { if (s[i+1]=='w') kind=WORD_WIDE, i++; }
  else if (ch && (p=strchr(wide,ch))) kind=WORD_WIDE, f=(int)(p-wide);
  else if (ch && (p=strchr(slice,ch))) kind=WORD_SLICE, f=(int)(p-slice);
  else if (ch && (p=strchr(rot,ch))) kind=WORD_ROTATION, f=(int)(p-rot);
  else @<Report an unreadable move at column |i+1| and |return -1|@>;
  i++;
  if (s[i]>='1' && s[i]<='3') k=s[i++]-'0';
  else if (isdigit((unsigned char)s[i]))
    return cube_error(r->err,r->errlen,"bad turn count '%c' at column %d (use 1, 2 or 3)",
      s[i],i+1);
  if (prime_length(s+i)) { k=4-k; i+=prime_length(s+i); }
  if (r->n[0]+r->n[1]==MOVE_READER_WORDS)
    @<Report a sequence too long and |return -1|@>;
  r->word[0][r->n[0]++]=pack_word(kind,f,k);
  r->i=i;
  return 0;
}
@.bad turn count...@>

@ @<Report a sequence too long and |return -1|@>=
return cube_error(r->err,r->errlen,"move sequence longer than %d moves",CUBE_MAXMOVES);
@.move sequence longer...@>

@ @^error messages@>
@<Report an unreadable move at column |i+1| and |return -1|@>=
{
  if (ch=='w')
    return cube_error(r->err,r->errlen,"'w' at column %d follows no face letter\
 (wide turns are Rw or r)",i+1);
  if (isprint(ch))
    return cube_error(r->err,r->errlen,"unreadable move '%c' at column %d",ch,i+1);
  return cube_error(r->err,r->errlen,"unreadable move: byte 0x%02x at column %d",ch,i+1);
}
@.'w' at column...@>
@.unreadable move...@>

@ A sequence is words, spaces and groups, up to the end of the text or to
the parenthesis that closes the group being read.

@^error messages@>
@<Private functions of cubepos@>=
static int read_group(move_reader *r,int depth);
static int group_closed(const char *s);
static int read_sequence(move_reader *r,int depth)
{
  for (;;) {
    int ch=(unsigned char)r->s[r->i];
    if (ch==0 || (ch==')' && depth>0)) return 0;
    if (isspace(ch)) r->i++;
    else if (r->i==0 && ch==0xef && (unsigned char)r->s[1]==0xbb
        && (unsigned char)r->s[2]==0xbf) r->i=3; /* a byte order mark */
    else if (ch==')')
      return cube_error(r->err,r->errlen,"')' at column %d closes no group",r->i+1);
    else if (ch=='(') { if (read_group(r,depth)) return -1; }
    else if (read_word(r)) return -1;
  }
}
@.')' at column...@>

@ A group is read into the words that follow those before it; then its
count writes it out again, or, with no count, its words move to the
words on the inverse.

An error names the fault where it is. A group that is never closed is
found before its words are read, by looking for the parenthesis that
closes it, so that \.{((R U)} is told as the first parenthesis that is
never closed, at column~1, and not as the complete group inside it,
which with no count would be a group on the inverse inside parentheses.
The count is every digit that follows the group, so that \.{()99999} is
a group repeated 99\,999 times, which is refused (a count is at most
|CUBE_MAXMOVES|, which no written-out sequence exceeds), and never a
count of 9999 followed by a move~\.9.

@^error messages@>
@<Private functions of cubepos@>=
static int read_group(move_reader *r,int depth)
{
  int open=r->i, start=r->n[0], count=0, digits=0;
  if (depth==MOVE_READER_DEPTH)
    return cube_error(r->err,r->errlen,"parentheses nested more than %d deep\
 at column %d",MOVE_READER_DEPTH,open+1);
  if (!group_closed(r->s+open))
    return cube_error(r->err,r->errlen,"'(' at column %d is never closed",open+1);
  r->i++;
  if (read_sequence(r,depth+1)) return -1;
  if (r->s[r->i]!=')')
    return cube_error(r->err,r->errlen,"'(' at column %d is never closed",open+1);
  r->i++;
  for (; isdigit((unsigned char)r->s[r->i]); r->i++, digits++)
    if (count<=CUBE_MAXMOVES) count=10*count+(r->s[r->i]-'0');
  if (digits) @<Write the group out |count| times@>@;
  else @<Move the group's words to the words on the inverse@>;
  return 0;
}

@ The parenthesis that closes the group that opens at |s[0]| is the first
at which the parentheses opened since are all closed. Looking for it costs
a pass over the rest of the text for each group, and so at most
|MOVE_READER_DEPTH| passes for each character.

@<Private functions of cubepos@>=
static int group_closed(const char *s)
{
  int open=0;
  for (; *s; s++)
    if (*s=='(') open++;
    else if (*s==')' && --open==0) return 1;
  return 0;
}
@.parentheses nested more than...@>
@.'(' at column ... is never closed@>

@ @^error messages@>
@<Write the group out |count| times@>=
{
  int len=r->n[0]-start;
  if (count==0)
    return cube_error(r->err,r->errlen,"a group repeated 0 times at column %d",open+1);
  if (count>CUBE_MAXMOVES)
    return cube_error(r->err,r->errlen,"a group repeated %.*s%s times at column %d\
 (at most %d)",digits>12? 12: digits,r->s+r->i-digits,digits>12? "...": "",open+1,
      CUBE_MAXMOVES);
  if ((long)len*(count-1)>MOVE_READER_WORDS-r->n[0]-r->n[1])
    @<Report a sequence too long and |return -1|@>;
  for (int c=1; c<count; c++, r->n[0]+=len)
    memcpy(r->word[0]+r->n[0],r->word[0]+start,(size_t)len*sizeof r->word[0][0]);
}
@.a group repeated 0 times...@>
@.a group repeated ... times...@>

@ @^error messages@>
@<Move the group's words to the words on the inverse@>=
{
  if (depth>0)
    return cube_error(r->err,r->errlen,"a group on the inverse (no count) at\
 column %d is inside other parentheses",open+1);
  memcpy(r->word[1]+r->n[1],r->word[0]+start,
    (size_t)(r->n[0]-start)*sizeof r->word[0][0]);
  r->n[1]+=r->n[0]-start;
  r->n[0]=start;
}
@.a group on the inverse...@>

@ The second pass turns the words into face turns. |at| starts as the
identity; a rotation of the cube as face~|a| turns moves the centres along
a cycle of four places, the content of place |cyc[j]| going to place
|cyc[j+1]|: as \.R turns, the front goes up, the top back, the back down.

@<Private functions of cubepos@>=
static void rotate_centres(int at[CUBE_NFACES],int axis,int k)
{
  static const int cyc[3][4]={{2,0,5,3},{2,4,5,1},{0,1,3,4}}; /* as R, U, F */
  for (; k>0; k--) {
    int last=at[cyc[axis][3]];
    for (int j=3; j>0; j--) at[cyc[axis][j]]=at[cyc[axis][j-1]];
    at[cyc[axis][0]]=last;
  }
}

@ A word of |k| quarter turns becomes its face turns by the equations
above: a face turn names the face whose centre is in its place; a wide
turn is the opposite face and a rotation with the face; a slice turn is
two faces and a rotation. |axis_of[f]| is the axis of face~|f| (0 for
\.R~and~\.L, 1 for \.U~and~\.D, 2 for \.F~and~\.B), and a rotation as the
faces \.D, \.L, \.B turn is $4-k$ quarter turns as their opposites turn.

@<Private functions of cubepos@>=
static int put_turn(moveseq *seq,int face,int k)
{
  if (seq->len==CUBE_MAXMOVES) return 1;
  seq->mv[seq->len++]=(uint8_t)(3*face+k-1);
  return 0;
}
static int word_to_turns(uint16_t w,int at[CUBE_NFACES],moveseq *seq) /* 1: too long */
{
  static const int axis_of[CUBE_NFACES]={1,0,2,1,0,2};
  static const int pair[3][2]={{1,4},{0,3},{5,2}}; /* M: R L', E: U D', S: B F' */
  int kind=w>>5, f=(w>>2)&7, k=w&3, rc=0;
  switch (kind) {
  case WORD_FACE: rc=put_turn(seq,at[f],k); break;
  case WORD_WIDE: rc=put_turn(seq,at[(f+3)%6],k);
    rotate_centres(at,axis_of[f],f<3? k: 4-k); break;
  case WORD_SLICE: rc=put_turn(seq,at[pair[f][0]],k) || put_turn(seq,at[pair[f][1]],4-k);
    rotate_centres(at,f,f==2? k: 4-k); break;
  default: rotate_centres(at,f,k);
  }
  return rc;
}

@ So reading a sequence is the first pass over the whole text, then the
second over the inverses of the words inside the groups on the inverse,
in reverse order, and then over those outside, in order.

@<Functions of cubepos@>=
int cube_parse_moves(const char *s,moveseq *seq,char *err,size_t errlen)
{
  move_reader *r=malloc(sizeof *r);
  int at[CUBE_NFACES]={0,1,2,3,4,5}, rc=0;
  if (!r) return cube_error(err,errlen,"out of memory");
  r->s=s, r->i=0, r->n[0]=r->n[1]=0, r->err=err, r->errlen=errlen;
  seq->len=0;
  if (read_sequence(r,0)) rc=-1;
  for (int j=r->n[1]-1; rc==0 && j>=0; j--) {
    uint16_t w=r->word[1][j];
    rc=word_to_turns((uint16_t)(w-(w&3)+4-(w&3)),at,seq);
  }
  for (int j=0; rc==0 && j<r->n[0]; j++) rc=word_to_turns(r->word[0][j],at,seq);
  free(r);
  if (rc>0)
    return cube_error(err,errlen,"move sequence longer than %d moves",CUBE_MAXMOVES);
  return rc;
}

@ A sequence is written with spaces between the turns, in the usual
notation (\.{R U2 F'}) or, if |digits| is set, with the digits of
Kociemba's notation (\.{R1 U2 F3}). The buffer should have room for four
characters per move; the output is cut short (but terminated) if it has
less.

@<Functions of cubepos@>=
char *cube_format_moves(const moveseq *seq,int digits,char *buf,size_t n)
{
  static const char *const plain[3]={"","2","'"}, *const dig[3]={"1","2","3"};
  size_t used=0;
  if (n==0) return buf;
  buf[0]=0;
  for (int i=0; i<seq->len && used<n; i++) {
    int m=seq->mv[i];
    int w=snprintf(buf+used,n-used,"%s%c%s",i? " ": "",cube_face_names[m/3],
      (digits? dig: plain)[m%3]);
    if (w<0) break;
    used+=(size_t)w;
  }
  return buf;
}

@ Reading a facelet string checks, in this order: the length, that the six
centres are distinct, that every character is one of the centre colours,
that each colour appears nine times; then |cube_from_colours| reads the
cubies and validates the result. Each failure has its own message, naming
the facelet in Kociemba's notation (\.{U1} to \.{B9}) where one is to
blame.

@^error messages@>
@<Functions of cubepos@>=
int cube_parse_facelets(const char *s,cubepos *p,char *err,size_t errlen)
{
  uint8_t col[CUBE_NFACELETS];
  int count[CUBE_NFACES]={0};
  size_t n=strlen(s);
  if (n!=CUBE_NFACELETS)
    return cube_error(err,errlen,"a facelet string has 54 characters, not %zu",n);
  for (int f=0; f<CUBE_NFACES; f++)
    for (int g=0; g<f; g++)
      if (s[9*f+4]==s[9*g+4])
        return cube_error(err,errlen,"centres are not distinct: the %c and %c\
 centres are both '%c'",cube_face_names[g],cube_face_names[f],s[9*f+4]);
  for (int x=0; x<CUBE_NFACELETS; x++) {
    int f;
    for (f=0; f<CUBE_NFACES; f++) if (s[x]==s[9*f+4]) break;
    if (f==CUBE_NFACES)
      return cube_error(err,errlen,"unknown colour '%c' at facelet %c%d: it is\
 no centre's colour",isprint((unsigned char)s[x])? s[x]: '?',
        cube_face_names[x/9],x%9+1);
    col[x]=f; count[f]++;
  }
  for (int f=0; f<CUBE_NFACES; f++)
    if (count[f]!=9)
      return cube_error(err,errlen,"wrong colour count: colour '%c' (the %c centre)\
 appears %d times, not 9",s[9*f+4],cube_face_names[f],count[f]);
  return cube_from_colours(col,p,err,errlen);
}
@.a facelet string has 54...@>
@.centres are not distinct...@>
@.unknown colour...@>
@.wrong colour count...@>

@ Writing one is simpler: the colours, as face letters.

@<Functions of cubepos@>=
void cube_to_facelets(const cubepos *p,char out[CUBE_NFACELETS+1])
{
  uint8_t col[CUBE_NFACELETS];
  cube_to_colours(p,col);
  for (int x=0; x<CUBE_NFACELETS; x++) out[x]=cube_face_names[col[x]];
  out[CUBE_NFACELETS]=0;
}

@ For Singmaster notation we need the facelets of Reid's slots, in the
order of the letters of their names; the geometry provides them, as it did
for our own slots.

@<Private tables of cubepos@>=
static const char *const reid_names[20]={"UF","UR","UB","UL","DF","DR","DB","DL",
  "FR","FL","BR","BL","UFR","URB","UBL","ULF","DRF","DFL","DLB","DBR"};
static int reid_facelet[20][3];

@ @<Compute the facelets of the cubie slots@>=
for (int t=0; t<20; t++) slot_facelets(reid_names[t],t<12? 2: 3,reid_facelet[t]);

@ A Singmaster string is twenty words; each letter is a colour, put on
the facelet it names. The colouring is then read like a facelet string
(the centres are the six faces, in order).

@^error messages@>
@<Functions of cubepos@>=
int cube_parse_singmaster(const char *s,cubepos *p,char *err,size_t errlen)
{
  uint8_t col[CUBE_NFACELETS];
  int t=0;
  for (int f=0; f<CUBE_NFACES; f++) col[9*f+4]=f;
  for (const char *q=s; ; t++) {
    size_t len;
    while (isspace((unsigned char)*q)) q++;
    if (!*q) break;
    len=strcspn(q," \t\r\n\v\f");
    if (t<20) @<Read word |t| of a Singmaster string, of length |len| at |q|@>;
    q+=len;
  }
  if (t!=20)
    return cube_error(err,errlen,"Singmaster notation has 20 cubies\
 (12 edges, then 8 corners), not %d",t);
  return cube_from_colours(col,p,err,errlen);
}
@.Singmaster notation has 20 cubies...@>

@ @^error messages@>
@<Read word |t| of a Singmaster string...@>=
{
  size_t want=t<12? 2: 3;
  if (len!=want)
    return cube_error(err,errlen,"cubie %d ('%.*s') should have %zu letters, for\
 slot %s",t+1,(int)len,q,want,reid_names[t]);
  for (size_t k=0; k<len; k++) {
    int f=face_of_letter(q[k]);
    if (f<0)
      return cube_error(err,errlen,"unknown face letter '%c' in cubie %d ('%.*s')",
        isprint((unsigned char)q[k])? q[k]: '?',t+1,(int)len,q);
    col[reid_facelet[t][k]]=f;
  }
}
@.cubie ... should have ... letters@>
@.unknown face letter...@>

@ @<Functions of cubepos@>=
void cube_to_singmaster(const cubepos *p,char out[80])
{
  uint8_t col[CUBE_NFACELETS];
  char *o=out;
  cube_to_colours(p,col);
  for (int t=0; t<20; t++) {
    if (t) *o++=' ';
    for (int k=0; k<(t<12? 2: 3); k++) *o++=cube_face_names[col[reid_facelet[t][k]]];
  }
  *o=0;
}

@ The command line takes a position in any of the three notations and
must tell which one it is, from the shape of the text:

\item{$\bullet$} a {\it facelet string} is one word of letters or digits
(colours may be written either way), at least 40 of them; or between two
and nine words of at least four such characters each, 40 to 70 in all (the
faces written as groups, \.{UUUUUUUUU RRRRRRRRR} \dots), which are read
joined; or one word of 20 to 39 characters that holds a character other
than the six face letters, or a run of three equal letters (which no one
writes as moves: \.{UUU} is \.{U'});
\item{$\bullet$} {\it Singmaster notation} is at least 8 words, each of two
or three letters and nothing else (the reader then says if there are not
20 of them);
\item{$\bullet$} all else is a move sequence.

\noindent So a text that is meant as one notation but is damaged is
reported in the terms of that notation (``54 facelets expected, found
45 in 5 groups''), rather than read as a long run of unsuffixed turns or
refused as an unreadable move; the rule errs on the side of the clearer
message. A facelet string followed by more text is an error of its own
(one position per line, or per argument). The routine stores the format
it found in |*format| and, for a move sequence, the moves in |*seq|, when
those pointers are not null.

@^error messages@>
@<Functions of cubepos@>=
int cube_parse(const char *s,cubepos *p,int *format,moveseq *seq,
  char *err,size_t errlen)
{
  int words=0,letters_only=1,alnum_only=1,short_words=1,fmt,run3=0,other=0;
  size_t first_len=0,total=0,min_len=SIZE_MAX;
  @<Count the words of |s| and classify them@>;
  if (words==1 && alnum_only && (first_len>=40 || (first_len>=20 && (run3 || other))))
    fmt=CUBE_FORMAT_FACELETS;
  else if (words>=2 && words<=9 && alnum_only && min_len>=4 && total>=40 && total<=70)
    fmt=CUBE_FORMAT_FACELETS;
  else if (words>=8 && letters_only && short_words) fmt=CUBE_FORMAT_SINGMASTER;
  else fmt=CUBE_FORMAT_MOVES;
  if (fmt==CUBE_FORMAT_MOVES && strchr(s,','))
    @<Read |s| as Singmaster notation with commas, if it looks like it@>;
  if (format) *format=fmt;
  if (fmt==CUBE_FORMAT_FACELETS) @<Join the words of the facelet string |s| and read it@>;
  if (fmt==CUBE_FORMAT_SINGMASTER) return cube_parse_singmaster(s,p,err,errlen);
  if (words>=2 && first_len>=40 && @<The first word of |s| is letters or digits only@>)
    return cube_error(err,errlen,"a facelet string of %zu characters followed by more\
 text: give one position per line (or argument)",first_len);
  @<Parse |s| as a move sequence into |p|@>;
}

@.54 facelets expected...@>
@.followed by more text@>

@ Singmaster notation is sometimes written with commas between the cubies
(\.{UF, UR, UB, ...}), as lists are. A text with commas that would be
Singmaster notation with the commas read as spaces is read so; any other
comma is left to the reader of moves, which refuses it.

@<Read |s| as Singmaster notation with commas, if it looks like it@>=
{
  size_t n=strlen(s);
  char *t=malloc(n+1);
  if (!t) return cube_error(err,errlen,"out of memory");
  for (size_t i=0; i<=n; i++) t[i]=s[i]==','? ' ': s[i];
  int w=0,ok=1;
  for (const char *q=t; *q; ) {
    size_t len=0;
    while (isspace((unsigned char)*q)) q++;
    if (!*q) break;
    while (q[len] && !isspace((unsigned char)q[len])) {
      if (!isalpha((unsigned char)q[len])) ok=0;
      len++;
    }
    if (len<2 || len>3) ok=0;
    w++; q+=len;
  }
  if (ok && w>=8) {
    int r=cube_parse_singmaster(t,p,err,errlen);
    free(t);
    if (format) *format=CUBE_FORMAT_SINGMASTER;
    return r;
  }
  free(t);
}

@ @<Count the words of |s| and classify them@>=
for (const char *q=s; *q; ) {
  size_t len=0;
  while (isspace((unsigned char)*q)) q++;
  if (!*q) break;
  while (q[len] && !isspace((unsigned char)q[len])) {
    unsigned char ch=(unsigned char)q[len];
    if (!isalpha(ch)) letters_only=0;
    if (islower(ch)) short_words=0; /* wide turns and rotations, not cubies */
    if (!isalnum(ch)) alnum_only=0;
    if (!strchr("URFDLB",ch)) other=1;
    if (len>=2 && ch==(unsigned char)q[len-1] && ch==(unsigned char)q[len-2]) run3=1;
    len++;
  }
  if (words==0) first_len=len;
  if (len<2 || len>3) short_words=0;
  if (len<min_len) min_len=len;
  total+=len;
  words++;
  q+=len;
}

@ @<The first word of |s| is letters or digits only@>=
strspn(s+strspn(s," \t\v\f\r\n"),
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")==first_len

@ @.has 54 characters, not...@>
@.54 facelets expected, found...@>
@^error messages@>
@<Join the words of the facelet string |s| and read it@>=
{
  char buf[CUBE_NFACELETS+1];
  size_t n=0;
  if (total!=CUBE_NFACELETS) {
    if (words==1) return cube_error(err,errlen,"a facelet string has 54 characters, not %zu",
      total);
    return cube_error(err,errlen,"54 facelets expected, found %zu in %d groups",total,words);
  }
  for (const char *q=s; *q; q++) if (!isspace((unsigned char)*q)) buf[n++]=*q;
  buf[n]=0;
  return cube_parse_facelets(buf,p,err,errlen);
}

@ A move sequence is parsed into a local sequence when the caller does not
want one.

@<Parse |s| as a move sequence into |p|@>=
{
  moveseq local;
  moveseq *q=seq? seq: &local;
  if (cube_parse_moves(s,q,err,errlen)) return -1;
  *p=cube_solved;
  cube_apply(p,q);
  return 0;
}

@ The net of a position is printed as the figure of the net under ``Faces, facelets and cubies''
shows it, one letter per facelet. On a terminal, |colour| asks for each
facelet to be painted in the usual colours (white up, red right, green
front, yellow down, orange left, blue back) with the ANSI escape sequences
for 256-colour terminals.
@^ANSI escape sequences@>

@<Declarations of cubepos@>=
void cube_print_net(FILE *out,const cubepos *p,int colour);

@ @<Functions of cubepos@>=
void cube_print_net(FILE *out,const cubepos *p,int colour)
{
  static const int ansi[CUBE_NFACES]={231,196,34,226,208,21};
  static const int row_faces[3][4]={{-1,0,-1,-1},{4,2,1,5},{-1,3,-1,-1}};
  uint8_t col[CUBE_NFACELETS];
  cube_to_colours(p,col);
  for (int band=0; band<3; band++)
    for (int r=0; r<3; r++) {
      char line[400];
      size_t n=0;
      for (int k=0; k<(band==1? 4: 2); k++) {
        int f=row_faces[band][k];
        for (int c=0; c<3; c++) {
          int x=(f<0)? -1: col[9*f+3*r+c];
          if (x<0) n+=(size_t)snprintf(line+n,sizeof line-n,colour? "   ": "  ");
          else if (colour) n+=(size_t)snprintf(line+n,sizeof line-n,
            "\033[30;48;5;%dm %c \033[0m",ansi[x],cube_face_names[x]);
          else n+=(size_t)snprintf(line+n,sizeof line-n,"%c ",cube_face_names[x]);
        }
      }
      while (n>0 && line[n-1]==' ') n--;
      fprintf(out,"%.*s\n",(int)n,line);
    }
}

@*1 Validation.
Not every assignment of cubies to slots is a position. A cubie byte may be
out of range; a cubie may be missing, which means another is there twice;
and three invariants hold for every position that face turns can reach,
because each face turn preserves them:
the corner orientations add up to a multiple of~3, the edge orientations
to a multiple of~2, and the permutations of the corners and of the edges
have the same parity (a quarter turn is a 4-cycle of corners and a 4-cycle
of edges, both odd). Conversely, every assignment that passes these checks
is a position: this is the classical theorem that a disassembled cube,
reassembled at random, can be solved with probability exactly $1/12$.
So |cube_validate| accepts exactly the positions, and says what is wrong
with anything else. Its messages name the defect in the words cubers use:
a twisted corner, a flipped edge, a parity error.
@^twisted corner@>
@^flipped edge@>
@^parity@>

@<Declarations of cubepos@>=
int cube_validate(const cubepos *p,char *err,size_t errlen);

@ @^error messages@>
@<Functions of cubepos@>=
int cube_validate(const cubepos *p,char *err,size_t errlen)
{
  int cseen[CUBE_NCORNERS],eseen[CUBE_NEDGES],twist=0,flip=0;
  for (int i=0; i<CUBE_NCORNERS; i++) cseen[i]=-1;
  for (int i=0; i<CUBE_NEDGES; i++) eseen[i]=-1;
  @<Check that every corner appears once@>;
  @<Check that every edge appears once@>;
  if (twist%3)
    return cube_error(err,errlen,"twisted corner: the corner orientations add up\
 to %d, which is not a multiple of 3",twist);
  if (flip%2)
    return cube_error(err,errlen,"flipped edge: the edge orientations add up to\
 %d, which is odd",flip);
  @<Check that the permutations have equal parity@>;
  return 0;
}
@.twisted corner...@>
@.flipped edge...@>

@ @^error messages@>
@<Check that every corner appears once@>=
for (int i=0; i<CUBE_NCORNERS; i++) {
  int j=corner_perm(p->c[i]),o=corner_ori(p->c[i]);
  if (j>=CUBE_NCORNERS || o>2)
    return cube_error(err,errlen,"corner slot %s holds 0x%02x, which is no corner",
      cube_corner_names[i],p->c[i]);
  if (cseen[j]>=0) {
    int miss=missing_cubie(p->c,CUBE_NCORNERS,7);
    return cube_error(err,errlen,"duplicate corner: %s is in slots %s and %s, and\
 corner %s is missing",cube_corner_names[j],cube_corner_names[cseen[j]],
      cube_corner_names[i],cube_corner_names[miss]);
  }
  cseen[j]=i; twist+=o;
}
@.duplicate corner...@>
@.corner slot ... holds ...@>

@ The message for a duplicate also names a cubie that is missing: there
must be one, since $n$ slots then hold fewer than $n$ distinct cubies.

@<Private functions of cubepos@>=
static int missing_cubie(const uint8_t *slots,int n,int mask)
{
  for (int k=0; k<n; k++) {
    int present=0;
    for (int l=0; l<n; l++) if ((slots[l]&mask)==k) present=1;
    if (!present) return k;
  }
  return 0;
}

@ @^error messages@>
@<Check that every edge appears once@>=
for (int i=0; i<CUBE_NEDGES; i++) {
  int j=edge_perm(p->e[i]),o=edge_ori(p->e[i]);
  if (j>=CUBE_NEDGES || o>1)
    return cube_error(err,errlen,"edge slot %s holds 0x%02x, which is no edge",
      cube_edge_names[i],p->e[i]);
  if (eseen[j]>=0) {
    int miss=missing_cubie(p->e,CUBE_NEDGES,15);
    return cube_error(err,errlen,"duplicate edge: %s is in slots %s and %s, and\
 edge %s is missing",cube_edge_names[j],cube_edge_names[eseen[j]],
      cube_edge_names[i],cube_edge_names[miss]);
  }
  eseen[j]=i; flip+=o;
}
@.duplicate edge...@>
@.edge slot ... holds ...@>

@ The parity of a permutation is the parity of its number of inversions.

@^error messages@>
@<Check that the permutations have equal parity@>=
{
  int pc=0,pe=0;
  for (int i=0; i<CUBE_NCORNERS; i++)
    for (int j=i+1; j<CUBE_NCORNERS; j++)
      if (corner_perm(p->c[j])<corner_perm(p->c[i])) pc^=1;
  for (int i=0; i<CUBE_NEDGES; i++)
    for (int j=i+1; j<CUBE_NEDGES; j++)
      if (edge_perm(p->e[j])<edge_perm(p->e[i])) pe^=1;
  if (pc!=pe)
    return cube_error(err,errlen,"parity error: the corner permutation is %s and\
 the edge permutation %s (two cubies are swapped)",pc? "odd": "even",
      pe? "odd": "even");
}
@.parity error...@>

@*1 Work shared among threads.
Several chapters split one piece of work among threads in the same way:
the calling thread and $n-1$ others each run a routine on their share,
and the caller waits for all of them. |cube_parallel| is that pattern,
written once. Its |args| hold $n$ shares of |size| bytes each, or, with
|size| zero, one argument that every thread is given (for work that the
threads take from a shared counter). A thread that cannot be made
(|pthread_create| fails, for want of memory or under a limit of threads)
is not joined, which would be undefined, and its share is run by the
caller after its own: the work is done with fewer threads, never lost.
The shares beyond |CUBE_MAXTHREADS| are run by the caller in the same
way. The result is the number of threads that ran.
@^threads@>

@<Functions of cubepos@>=
int cube_parallel(int n,void *(*work)(void *),void *args,size_t size)
{
  pthread_t tid[CUBE_MAXTHREADS];
  int made[CUBE_MAXTHREADS]={0},ran=1;
  for (int i=1; i<n && i<CUBE_MAXTHREADS; i++) {
    made[i]=pthread_create(&tid[i],NULL,work,(char *)args+(size_t)i*size)==0;
    ran+=made[i];
  }
  work(args);
  for (int i=1; i<n; i++)
    if (i<CUBE_MAXTHREADS && made[i]) pthread_join(tid[i],NULL);
    else work((char *)args+(size_t)i*size);
  return ran;
}

@ @<Declarations of cubepos@>=
enum { CUBE_MAXTHREADS = 64 };
int cube_parallel(int n,void *(*work)(void *),void *args,size_t size);

@*1 Testing cubepos.
Every program of the book ends with its tests. They are run by \.{make
test}; each prints one line per failed check, naming the \.{.w} file and
line of the check, and a summary line. The checks compare the program
with facts that others have published (position counts from the OEIS
\cite{OEIS}, element orders, positions solved by Kociemba's optimal
solver \cite{Kociemba web}) and with itself along independent paths. The small header below is shared by the
tests of every chapter. A check that sits in a loop is written once, after
the loop, so that the number of checks passed counts facts, not
iterations.

@(tests/check.h@>=
#ifndef CHECK_H
#define CHECK_H
#include <stdio.h>
static int check_passed,check_failed;
static inline int check_(int ok,const char *what,const char *file,int line)
{
  if (ok) check_passed++;
  else { check_failed++; printf("%s:%d: check failed: %s\n",file,line,what); }
  return ok;
}
static inline int check_eq_(long long a,long long b,const char *what,
  const char *file,int line)
{
  if (a!=b) printf("%s:%d: %s: got %lld, expected %lld\n",file,line,what,a,b);
  return check_(a==b,what,file,line);
}
static inline int check_done(const char *name)
{
  printf("%s: %d passed, %d failed\n",name,check_passed,check_failed);
  return check_failed? 1: 0;
}
#define CHECK(c) check_(!!(c),#c,__FILE__,__LINE__)
#define CHECK_EQ(a,b) check_eq_((long long)(a),(long long)(b),#a " == " #b,\
  __FILE__,__LINE__)
#endif

@ The test program of this chapter.

@(tests/test_cubepos.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/resource.h>
#include "cubepos.h"
#include "check.h"
#include "cubetest.h"
static cube_rng rng;
@<Test routines of cubepos@>@;
int main(void)
{
  cube_init();
  cube_rng_seed(&rng,20261122);
  @<Run the tests of cubepos@>;
  return check_done("test_cubepos");
}

@ A helper turns a move string into a position, failing the test if it
does not parse.

@<Test routines of cubepos@>=
static cubepos pos_of(const char *s)
{
  cubepos p;
  char err[CUBE_ERRLEN];
  if (!CHECK(cube_parse(s,&p,NULL,NULL,err,sizeof err)==0)) {
    printf("  while parsing '%s': %s\n",s,err);
    return cube_solved;
  }
  return p;
}

@ First the face turns themselves, against the facelet strings that
Kociemba's programs give for one turn of \.U, \.R and \.F from the
solved cube. These strings are standard; they pin down both the direction
of the turns and the facelet order.

@<Run the tests of cubepos@>=
{
  char f[CUBE_NFACELETS+1];
  cubepos p=pos_of("U");
  cube_to_facelets(&p,f);
  CHECK(strcmp(f,"UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB")==0);
  p=pos_of("R");
  cube_to_facelets(&p,f);
  CHECK(strcmp(f,"UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB")==0);
  p=pos_of("F");
  cube_to_facelets(&p,f);
  CHECK(strcmp(f,"UUUUUULLLURRURRURRFFFFFFFFFRRRDDDDDDLLDLLDLLDBBBBBBBBB")==0);
}

@ The facelets of the slots, derived from the geometry, must be those of
the table printed with them, which is Kociemba's.

@<Run the tests of cubepos@>=
{
  static const int cf[8][3]={{8,9,20},{6,18,38},{0,36,47},{2,45,11},
    {29,26,15},{27,44,24},{33,53,42},{35,17,51}};
  static const int ef[12][2]={{5,10},{7,19},{3,37},{1,46},{23,12},{21,41},
    {50,39},{48,14},{32,16},{28,25},{30,43},{34,52}};
  CHECK(memcmp(cf,cube_corner_facelet,sizeof cf)==0);
  CHECK(memcmp(ef,cube_edge_facelet,sizeof ef)==0);
}

@ The orientation conventions promise that only quarter turns of \.R,
\.L, \.F, \.B twist corners (four each) and only quarter turns of \.F and
\.B flip edges (four each).

@<Run the tests of cubepos@>=
{
  int ok=1;
  for (int m=0; m<CUBE_NMOVES; m++) {
    int tw=0,fl=0,f=m/3,quarter=(m%3!=1);
    for (int i=0; i<8; i++) tw+=corner_ori(cube_move_cubes[m].c[i])!=0;
    for (int i=0; i<12; i++) fl+=edge_ori(cube_move_cubes[m].e[i])!=0;
    if (tw!=((quarter && f!=0 && f!=3)? 4: 0)) ok=0;
    if (fl!=((quarter && (f==2 || f==5))? 4: 0)) ok=0;
  }
  CHECK(ok);
}

@ Eleven positions solved by Kociemba's optimal solver, given as facelet
strings with an optimal solution each \cite{Kociemba web}, and two
positions at distance~20: the superflip and the position that Kociemba
calls the hardest one from \.{cube20.org} \cite{Rokicki 2013}. Each solution must solve its
position. This checks the facelet order, the turns and their directions
all at once: one mistake in any of them and the solutions fail.
@^Kociemba, Herbert@>

@<Test routines of cubepos@>=
static const char *const kociemba_examples[][2]={
{"DUUBULDBFRBFRRULLLBRDFFFBLURDBFDFDRFRULBLUFDURRBLBDUDL",
 "U1 B2 D3 B3 R3 L3 U1 L2 B2 R1 D3 R3 B1 L3 U2 B2 R1 D3"},
{"FDDLURBFDRFRLRDFBRLDBRFFBBLURDBDLLFBUUDDLUFULFBRLBRUUU",
 "R1 U2 L1 U2 L2 B2 R2 D3 L3 B2 U1 F3 B1 D1 R3 L1 F3 U1"},
{"FFDFUUBBDRBFLRRLUURDBFFUBBBURDBDFFDLULURLDDLLLRRUBDFLR",
 "U1 R3 B3 R2 F3 R2 L3 D2 B1 D1 F2 L3 B3 D3 L1 F2 D3 L2"},
{"BLRBUDDLBUFULRUURBBDLDFBDLLLUFUDFRURRRLDLBFRFFFUBBRDFD",
 "U1 D2 B1 L2 B3 L2 B2 R3 D3 F3 U3 R3 D1 L3 F3 L1 F3 B3"},
{"DULDULDDLFUBDRFBBRRRDDFBURLFUURDLRBUFLBLLFBBLDFRRBFFUU",
 "R1 F1 R2 L2 U1 B1 D3 B2 L1 F3 U2 L3 F2 L1 D3 F2 U3"},
{"DBDBUFURUBLFBRLFFLFDRRFUBLDDDRBDURUUBDLDLFULRLRLUBFBRF",
 "L1 D1 L2 U2 F1 U1 D2 F2 U1 R1 F1 B1 R2 U3 R1 F1 U3 F3"},
{"RBBRURRDLDFLLRUUFDDLBFFFRDLUBFBDUFBFBDFRLDRUBULDLBULRU",
 "U1 F2 U3 D1 F2 L1 B3 D2 F1 R1 D3 L2 D1 F2 D1 B3 U3 F3"},
{"UDLRURDBBDFUBRLFDRBLRBFUFLURULRDBFDUBDLFLRLUDBFRFBUFLD",
 "U1 D2 R3 L3 B2 R2 D1 L1 D1 F3 U2 D2 R1 B1 U1 D1 F2 D2"},
{"BRFRULFUBUFLLRBBRRULLLFBBDDDFLBDULRFRDRULDFURDFUDBFDBU",
 "L3 B2 D1 B2 U1 L3 U1 L2 U1 R1 U2 B1 D1 L3 F2 R1 F3 R3"},
{"FUBFUBBBDRLDFRFBDRURBBFUUDUFLRUDRFFURLLULDLRLLBDRBLFDD",
 "L1 B2 U1 D1 R1 F1 B1 D2 L3 U2 D1 F3 U2 F3 U1 R1 B2"},
{"BRLLUFLDRBUUURLDUFURDDFBLLFDFLLDRRFRRUFBLFFBBBBUDBDURD",
 "U3 R2 B2 U2 B3 D3 L1 D1 L2 U2 D2 R3 U1 D1 R3 D1 B3 U1"},
{"UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB",
 "U1 R1 U2 R1 F2 L1 U2 R1 F3 B3 R2 D1 R3 L1 U2 F2 D2 F1 R2 D1"},
{"RBFLURBFLBUUFRBBDDRUURFLRDDBFLLDRRBFFUUBLFFDDLUULBRLDD",
 "U1 R3 L3 F2 U1 B3 R2 D1 R2 U1 F2 U1 F1 L3 F2 B1 D3 R3 U2 F1"}};

@ @<Run the tests of cubepos@>=
{
  int solved=0,n=sizeof kociemba_examples/sizeof kociemba_examples[0];
  for (int i=0; i<n; i++) {
    cubepos p;
    moveseq s;
    char err[CUBE_ERRLEN];
    if (cube_parse_facelets(kociemba_examples[i][0],&p,err,sizeof err)) {
      printf("  example %d: %s\n",i,err); continue;
    }
    if (cube_parse_moves(kociemba_examples[i][1],&s,err,sizeof err)) continue;
    cube_apply(&p,&s);
    solved+=cube_equal(&p,&cube_solved);
  }
  CHECK_EQ(solved,n);
}

@ The superflip flips every edge in place. Michael Reid's 20-move sequence
for it, which Tronto's benchmarks also use \cite{Tronto H48}, must give
the facelet string
of the list above; it lies in the centre of the group, so it commutes with
every move, and every symmetry fixes it.
@^superflip@>

@<Run the tests of cubepos@>=
{
  cubepos sf=pos_of("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"),q,r;
  char f[CUBE_NFACELETS+1];
  int commute=1,fixed=1;
  cube_to_facelets(&sf,f);
  CHECK(strcmp(f,kociemba_examples[11][0])==0);
  for (int m=0; m<CUBE_NMOVES; m++) {
    cube_mul(&sf,&cube_move_cubes[m],&q);
    cube_mul(&cube_move_cubes[m],&sf,&r);
    if (!cube_equal(&q,&r)) commute=0;
  }
  for (int g=0; g<CUBE_NSYMS; g++) {
    cube_conj(&sf,g,&q);
    if (!cube_equal(&q,&sf)) fixed=0;
  }
  CHECK(commute);
  CHECK(fixed);
}

@ The order of a position is the number of times it must be repeated to
give the solved cube. The orders below are published (OEIS A338883
\cite{OEIS} gives how many positions have each order); 1260 is the largest
order of any position.

@<Test routines of cubepos@>=
static int order_of(const cubepos *p)
{
  cubepos q=*p,t;
  int n=1;
  while (!cube_equal(&q,&cube_solved) && n<100000) {
    cube_mul(&q,p,&t); q=t; n++;
  }
  return n;
}

@ @<Run the tests of cubepos@>=
{
  static const struct { const char *seq; int order; } orders[]={
    {"U",4},{"U2",2},{"R U",105},{"F R",105},{"R U'",63},{"R U R' U'",6},
    {"R' D' R D",6},{"R2 U2",6},{"R2 U",30},{"R U2",30},{"R L",4},
    {"U R U' F2",10},{"R U2 D' B D'",1260},{"U R' U F' D2",1260}};
  int ok=1;
  for (size_t i=0; i<sizeof orders/sizeof orders[0]; i++) {
    cubepos p=pos_of(orders[i].seq);
    if (order_of(&p)!=orders[i].order) {
      printf("  order of %s is %d, expected %d\n",orders[i].seq,order_of(&p),
        orders[i].order);
      ok=0;
    }
  }
  CHECK(ok);
}

@ Products and inverses must obey the group laws; we check them on random
positions: associativity, the identity, $a\cdot a^{-1}=a^{-1}\cdot a=1$,
$(a^{-1})^{-1}=a$ and $(ab)^{-1}=b^{-1}a^{-1}$. Every random position must
validate, and a move applied before a position is the same as a product.

@<Run the tests of cubepos@>=
{
  int assoc=1,ident=1,inv=1,valid=1,pre=1;
  for (int t=0; t<2000; t++) {
    cubepos a,b,c,ab,bc,x,y,ai,bi,abi,q;
    cube_random(&rng,&a); cube_random(&rng,&b); cube_random(&rng,&c);
    if (cube_validate(&a,NULL,0)) valid=0;
    cube_mul(&a,&b,&ab); cube_mul(&ab,&c,&x);
    cube_mul(&b,&c,&bc); cube_mul(&a,&bc,&y);
    if (!cube_equal(&x,&y)) assoc=0;
    cube_mul(&a,&cube_solved,&x); cube_mul(&cube_solved,&a,&y);
    if (!cube_equal(&x,&a) || !cube_equal(&y,&a)) ident=0;
    cube_inv(&a,&ai); cube_inv(&b,&bi);
    cube_mul(&a,&ai,&x); cube_mul(&ai,&a,&y);
    if (!cube_equal(&x,&cube_solved) || !cube_equal(&y,&cube_solved)) inv=0;
    cube_inv(&ai,&x);
    if (!cube_equal(&x,&a)) inv=0;
    cube_inv(&ab,&abi); cube_mul(&bi,&ai,&x);
    if (!cube_equal(&x,&abi)) inv=0;
    int m=t%CUBE_NMOVES;
    q=a; cube_premove(&q,m); cube_mul(&cube_move_cubes[m],&a,&x);
    if (!cube_equal(&q,&x)) pre=0;
  }
  CHECK(assoc); CHECK(ident); CHECK(inv); CHECK(valid); CHECK(pre);
}

@ The symmetries must form a group under |cube_sym_mul| (identity 0,
inverses, associativity); conjugation must be an action of that group
($p^0=p$ and $(p^h)^g=p^{gh}$) by automorphisms ($(ab)^g=a^gb^g$). The
first 16 symmetries, and only they, must send the up face to the up or down
face; the first 8, and only they, must send every face to itself or its
opposite; 24 of the 48 must reverse the direction of turns (the
reflections). Conjugating a sequence move by move must give the
conjugated position.

@<Run the tests of cubepos@>=
{
  int group=1,action=1,hom=1,ud=1,axes=1,refl=0,seqs=1;
  for (int g=0; g<CUBE_NSYMS; g++) {
    if (cube_sym_mul[0][g]!=g || cube_sym_mul[g][0]!=g) group=0;
    if (cube_sym_mul[g][cube_sym_inv[g]]!=0) group=0;
    for (int h=0; h<CUBE_NSYMS; h++)
      for (int k=0; k<CUBE_NSYMS; k++)
        if (cube_sym_mul[cube_sym_mul[g][h]][k]!=cube_sym_mul[g][cube_sym_mul[h][k]])
          group=0;
    int keeps_ud=(cube_sym_face[g][0]%3==0), keeps_all=1;
    for (int f=0; f<CUBE_NFACES; f++) if (cube_sym_face[g][f]%3!=f%3) keeps_all=0;
    if (keeps_ud!=(g<16)) ud=0;
    if (keeps_all!=(g<8)) axes=0;
    if (cube_sym_move[g][0]%3==2) refl++;
  }
  for (int t=0; t<500; t++) {
    cubepos a,b,ab,x,y,z;
    int g=t%CUBE_NSYMS,h=(7*t+3)%CUBE_NSYMS;
    cube_random(&rng,&a); cube_random(&rng,&b);
    cube_conj(&a,0,&x);
    if (!cube_equal(&x,&a)) action=0;
    cube_conj(&a,h,&x); cube_conj(&x,g,&y); cube_conj(&a,cube_sym_mul[g][h],&z);
    if (!cube_equal(&y,&z)) action=0;
    cube_mul(&a,&b,&ab); cube_conj(&ab,g,&x);
    cube_conj(&a,g,&y); cube_conj(&b,g,&z); cube_mul(&y,&z,&ab);
    if (!cube_equal(&x,&ab)) hom=0;
  }
  for (int g=0; g<CUBE_NSYMS; g++) {
    moveseq s;
    cubepos p=cube_solved,q=cube_solved,r;
    s.len=25;
    for (int i=0; i<s.len; i++) s.mv[i]=cube_rng_below(&rng,CUBE_NMOVES);
    cube_apply(&p,&s);
    for (int i=0; i<s.len; i++) cube_move(&q,cube_sym_move[g][s.mv[i]]);
    cube_conj(&p,g,&r);
    if (!cube_equal(&r,&q)) seqs=0;
  }
  CHECK(group); CHECK(action); CHECK(hom); CHECK(ud); CHECK(axes);
  CHECK_EQ(refl,24); CHECK(seqs);
}

@ The number of distinct positions at each distance from the solved cube is
known (OEIS A080601 \cite{OEIS}): 1, 18, 243, 3240, 43239, 574908, 7618438 at
distances 0 to~6. We recompute them by breadth-first search, with positions
held as ranks: the positions at distance $d+1$ are the neighbours of those
at distance $d$ that are at distance neither $d$ nor $d-1$. This checks
the moves (a wrong move would reach different positions) and the rank
(two positions with one rank would be counted once). Depth 6 needs about
200\thinspace MB and a few seconds. |bfs_levels| does the search with the
moves of a mask, up to depth |maxd|, and compares the counts with
|expect|; the positions found are kept in |ball| if it is not |NULL|
(sorted, all of them up to |maxd|), for the tests of the quarter-turn
metric below, which also pass |parity|: then every position at distance
$d$ must have a corner permutation of the parity of~$d$.
@^breadth-first search@>

@<Test routines of cubepos@>=
static int cmp_u128(const void *a,const void *b)
{
  cube_u128 x=*(const cube_u128 *)a,y=*(const cube_u128 *)b;
  return (x>y)-(x<y);
}
static int in_sorted(const cube_u128 *v,size_t n,cube_u128 x)
{
  return n && bsearch(&x,v,n,sizeof x,cmp_u128)!=NULL;
}

@ The search keeps three levels: the last two, which a new position must
not be in, and the one being made.

@<Test routines of cubepos@>=
static int bfs_levels(uint32_t moves,int maxd,const long long *expect,int parity)
{
  cube_u128 *lev[3]={NULL,NULL,NULL};
  size_t len[3]={0,0,1};
  int ok=1;
  lev[2]=malloc(sizeof(cube_u128)); lev[2][0]=cube_rank(&cube_solved);
  for (int d=1; d<=maxd; d++) {
    size_t n=0,k=0;
    cube_u128 *next=malloc(len[2]*CUBE_NMOVES*sizeof(cube_u128));
    @<Put the neighbours of level |lev[2]| into |next|@>;
    qsort(next,n,sizeof *next,cmp_u128);
    for (size_t i=0; i<n; i++)
      if ((k==0 || next[i]!=next[k-1]) && !in_sorted(lev[2],len[2],next[i])
          && !in_sorted(lev[1],len[1],next[i])) next[k++]=next[i];
    if ((long long)k!=expect[d]) {
      printf("  distance %d: %zu positions, expected %lld\n",d,k,expect[d]);
      ok=0;
    }
    free(lev[0]); lev[0]=lev[1]; len[0]=len[1];
    lev[1]=lev[2]; len[1]=len[2]; lev[2]=next; len[2]=k;
  }
  for (int i=0; i<3; i++) free(lev[i]);
  return ok;
}

@ @<Put the neighbours of level |lev[2]| into |next|@>=
for (size_t i=0; i<len[2]; i++) {
  cubepos p,q;
  cube_unrank(lev[2][i],&p);
  for (int m=0; m<CUBE_NMOVES; m++)
    if (moves>>m&1) {
      q=p; cube_move(&q,m); next[n++]=cube_rank(&q);
      if (parity && cube_parity(&q)!=(d&1)) ok=0;
    }
}

@ @<Run the tests of cubepos@>=
{
  static const long long expect[7]={1,18,243,3240,43239,574908,7618438};
  CHECK(bfs_levels(MASK_ALL,6,expect,0));
}

@ Canonical sequences are counted by a depth-first walk with the successor
masks: 1, 18, 243, 3240, 43254, 577368 of lengths 0 to~5, the numbers
that Rokicki gives \cite{Rokicki 2013}. They obey $a_n=12a_{n-1}+18a_{n-2}$
for $n\ge3$: a sequence grows by any of the 12 turns of the two other
axes, or by the 3 turns of the second face of its last axis when its last
turn was of the first face of that axis; and $6a_{n-2}$ of the sequences
of length $n-1\ge2$ end with a first face, which can only follow a turn
of another axis. The excess over the position counts,
first at length~4, is the set of positions with two canonical sequences
of the same length.

@<Test routines of cubepos@>=
static long long count_canonical(int last,int depth)
{
  long long n=0;
  if (depth==0) return 1;
  for (int m=0; m<CUBE_NMOVES; m++)
    if (cube_next_moves[last]>>m&1) n+=count_canonical(m,depth-1);
  return n;
}

@ @<Run the tests of cubepos@>=
{
  static const long long expect[6]={1,18,243,3240,43254,577368};
  int ok=1;
  for (int d=0; d<6; d++) if (count_canonical(CUBE_NOMOVE,d)!=expect[d]) ok=0;
  CHECK(ok);
}

@ |cube_parallel| runs every share once: with the process's address
space limited so that no thread's stack can be mapped (first, before any
thread's stack is kept for reuse by the C library), every
|pthread_create| fails, and the caller runs all eight shares itself (not
under the sanitizers, whose own mappings the limit would break); then
eight threads each add their number into their own share.

@<Test routines of cubepos@>=
static void *add_share(void *a) { int *x=a; *x+=1+x[1]; return NULL; }

@ @<Run the tests of cubepos@>=
{
  int shares[8][2],ok=1;
  for (int i=0; i<8; i++) shares[i][0]=0, shares[i][1]=i;
#if !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
  struct rlimit old,low;
  FILE *f=fopen("/proc/self/statm","r");
  unsigned long pages=0;
  if (f && fscanf(f,"%lu",&pages)==1 && getrlimit(RLIMIT_AS,&old)==0) {
    low=old; low.rlim_cur=pages*(unsigned long)sysconf(_SC_PAGESIZE)+(1ul<<20);
    int ran=setrlimit(RLIMIT_AS,&low)==0? cube_parallel(8,add_share,shares,sizeof shares[0]): -1;
    setrlimit(RLIMIT_AS,&old);
    ok=ran==1;
    for (int i=0; i<8; i++) ok&=shares[i][0]==1+i, shares[i][0]=0;
    if (!CHECK(ok)) printf("  %d threads ran with the address space limited\n",ran);
  }
  if (f) fclose(f);
#endif
  CHECK(cube_parallel(8,add_share,shares,sizeof shares[0])>=1);
  ok=1;
  for (int i=0; i<8; i++) ok&=shares[i][0]==1+i;
  CHECK(ok);
}

@ Each random canonical sequence of twelve moves, turned through each of
the 48 symmetries and put in order by |cube_canonical_order|, is
canonical and makes the same position as the turned sequence unordered;
without the ordering, some images are not canonical (so the check can
fail), and a sequence already canonical is left as it is.

@<Run the tests of cubepos@>=
{
  cube_rng crng;
  int ok=1,unordered=0;
  cube_rng_seed(&crng,1193);
  for (int k=0; k<200; k++) {
    uint8_t s[12],t[12];
    int last=CUBE_NOMOVE;
    for (int i=0; i<12; i++) {
      int m;
      do m=(int)(cube_rng_next(&crng)%CUBE_NMOVES); while (!(cube_next_moves[last]>>m&1));
      s[i]=(uint8_t)m; last=m;
    }
    memcpy(t,s,12); cube_canonical_order(t,12);
    if (memcmp(s,t,12)) ok=0;
    for (int g=0; g<CUBE_NSYMS; g++) {
      cubepos p=cube_solved,q=cube_solved;
      int canon=1;
      for (int i=0; i<12; i++) t[i]=cube_sym_move[g][s[i]];
      for (int i=0; i<12; i++) cube_move(&p,t[i]);
      for (int i=1; i<12; i++) if (!(cube_next_moves[t[i-1]]>>t[i]&1)) canon=0;
      unordered+=!canon;
      cube_canonical_order(t,12);
      for (int i=0; i<12; i++) cube_move(&q,t[i]);
      for (int i=1; i<12; i++) if (!(cube_next_moves[t[i-1]]>>t[i]&1)) ok=0;
      if (!cube_equal(&p,&q)) ok=0;
    }
  }
  CHECK(ok && unordered>0);
}

@ In the quarter-turn metric the positions at distances 0 to~9 are 1, 12,
114, 1068, 10011, 93840, 878880, 8221632, 76843595, 717789576 (OEIS
A080602 \cite{OEIS}). The same breadth-first search with the 12 quarter
turns recomputes them to distance~7; that takes about as long as the
half-turn search to distance~6 (the level of distance 6 has 878880
positions, each with 12 neighbours, against 574908 with 18), and distance
8 would take ten times more. A position at distance $d$ in the
quarter-turn metric has the parity of~$d$ (|cube_parity|), and that is
checked for every position the search makes.
@^parity@>

@<Run the tests of cubepos@>=
{
  static const long long expect[8]={1,12,114,1068,10011,93840,878880,8221632};
  CHECK(bfs_levels(MASK_QUARTER,7,expect,1));
}

@ The canonical sequences of quarter turns are counted twice. First by a
depth-first walk with the successor masks and the states, as a search
walks them; then by brute force, trying all $12^n$ sequences of quarter
turns for $n\le6$ and keeping those that satisfy the definition of
canonical, read off the sequence itself: no turn followed by its
inverse, by the opposite face's turn out of order, or by itself when it
is counterclockwise, and no turn three times in a row. Both must give 1,
12, 114, 1068, 10011, 93840, 879624.

@<Test routines of cubepos@>=
static long long count_qtm(int state,int depth)
{
  long long n=0;
  if (depth==0) return 1;
  for (int m=0; m<CUBE_NMOVES; m++)
    if (cube_qtm_next[state]>>m&1) n+=count_qtm(cube_qtm_after[state][m],depth-1);
  return n;
}
static int qtm_canonical(const uint8_t *s,int n)
{
  for (int i=0; i+1<n; i++) {
    int a=s[i],b=s[i+1];
    if (b==cube_move_inverse(a)) return 0;
    if (a/3>=3 && b/3==a/3-3) return 0;
    if (a==b && a%3==2) return 0;
    if (i+2<n && a==b && b==s[i+2]) return 0;
  }
  return 1;
}

@ @<Run the tests of cubepos@>=
{
  static const long long expect[7]={1,12,114,1068,10011,93840,879624};
  static const uint8_t quarter[12]={MOVE_U,MOVE_U3,MOVE_R,MOVE_R3,MOVE_F,MOVE_F3,
    MOVE_D,MOVE_D3,MOVE_L,MOVE_L3,MOVE_B,MOVE_B3};
  int walk=1,brute=1;
  for (int n=0; n<=6; n++) {
    long long count=0,total=1;
    uint8_t s[6];
    if (count_qtm(CUBE_NOMOVE,n)!=expect[n]) walk=0;
    for (int k=0; k<n; k++) total*=12;
    for (long long x=0; x<total; x++) {
      long long y=x;
      for (int k=0; k<n; k++) { s[k]=quarter[y%12]; y/=12; }
      count+=qtm_canonical(s,n);
    }
    if (count!=expect[n]) brute=0;
  }
  CHECK(walk); CHECK(brute);
}

@ Up to five quarter turns the canonical sequences and the positions are
equally many at each length. Together with the rewriting argument (every
position at distance~$n$ is made by a canonical sequence of length~$n$)
that says that each position within five quarter turns is made by one
canonical sequence only. The test makes the positions of all canonical
sequences of at most five turns, 105046 of them, and finds them all
distinct.

@<Test routines of cubepos@>=
static void qtm_positions(const cubepos *p,int state,int depth,cube_u128 *out,size_t *n)
{
  out[(*n)++]=cube_rank(p);
  if (depth==0) return;
  for (int m=0; m<CUBE_NMOVES; m++)
    if (cube_qtm_next[state]>>m&1) {
      cubepos q=*p;
      cube_move(&q,m);
      qtm_positions(&q,cube_qtm_after[state][m],depth-1,out,n);
    }
}

@ @<Run the tests of cubepos@>=
{
  size_t n=0,k=0;
  cube_u128 *v=malloc(105046*sizeof *v);
  qtm_positions(&cube_solved,CUBE_NOMOVE,5,v,&n);
  qsort(v,n,sizeof *v,cmp_u128);
  for (size_t i=0; i<n; i++) if (k==0 || v[i]!=v[k-1]) v[k++]=v[i];
  CHECK_EQ(n,105046); CHECK_EQ(k,105046);
  free(v);
}

@ The lengths in the two metrics, and the conversions: splitting the half
turns of a random sequence of face turns gives a sequence of quarter
turns as long as the first one's quarter-turn length, with the same
effect; joining it back gives the first sequence again, when that one is
canonical (joining makes \move{U U U} into \move{U2 U}, not \move{U U2}).

@<Run the tests of cubepos@>=
{
  int ok=1;
  moveseq s,q,r;
  for (int t=0; t<1000; t++) {
    cubepos a=cube_solved,b=cube_solved;
    s.len=(int)cube_rng_below(&rng,30);
    for (int i=0; i<s.len; i++)
      do s.mv[i]=(uint8_t)cube_rng_below(&rng,CUBE_NMOVES);
      while (!(cube_next_moves[i? s.mv[i-1]: CUBE_NOMOVE]>>s.mv[i]&1));
    if (moveseq_split_halves(&s,&q) || q.len!=moveseq_qtm_length(&s)
        || moveseq_qtm_length(&q)!=q.len) { ok=0; continue; }
    for (int i=0; i<q.len; i++) if (!(MASK_QUARTER>>q.mv[i]&1)) ok=0;
    cube_apply(&a,&s); cube_apply(&b,&q);
    moveseq_join_quarters(&q,&r);
    if (!cube_equal(&a,&b) || r.len!=s.len || memcmp(r.mv,s.mv,s.len)) ok=0;
  }
  CHECK(ok);
}

@ The rank is a bijection: unranking and ranking give back the number, for
0, for $|G|-1$ and for random numbers; ranking and unranking give back the
position; the solved cube has rank~0.

@<Run the tests of cubepos@>=
{
  int ok=1;
  cubepos p;
  cube_u128 top=cube_order()-1;
  char buf[40];
  CHECK(strcmp(cube_u128_str(cube_order(),buf),"43252003274489856000")==0);
  CHECK(cube_rank(&cube_solved)==0);
  cube_unrank(top,&p);
  CHECK(cube_validate(&p,NULL,0)==0 && cube_rank(&p)==top);
  cube_unrank(0,&p);
  CHECK(cube_equal(&p,&cube_solved));
  for (int t=0; t<20000; t++) {
    cube_u128 r=((cube_u128)cube_rng_next(&rng)<<64|cube_rng_next(&rng))%cube_order();
    cubepos q;
    cube_unrank(r,&p);
    if (cube_validate(&p,NULL,0) || cube_rank(&p)!=r) ok=0;
    cube_random(&rng,&p); cube_unrank(cube_rank(&p),&q);
    if (!cube_equal(&p,&q)) ok=0;
  }
  CHECK(ok);
}

@ Every notation must read back what it writes, for thousands of random
positions: facelets, Singmaster notation, and the two move notations
(for random sequences). The automatic recognition must find each
format.

@<Run the tests of cubepos@>=
{
  int ok=1,fmt_ok=1;
  for (int t=0; t<5000; t++) {
    cubepos p,q;
    moveseq s,s2;
    char buf[CUBE_MAXMOVES*4],err[CUBE_ERRLEN];
    int fmt;
    cube_random(&rng,&p);
    cube_to_facelets(&p,buf);
    if (cube_parse(buf,&q,&fmt,NULL,err,sizeof err) || !cube_equal(&p,&q)) ok=0;
    if (fmt!=CUBE_FORMAT_FACELETS) fmt_ok=0;
    cube_to_singmaster(&p,buf);
    if (cube_parse(buf,&q,&fmt,NULL,err,sizeof err) || !cube_equal(&p,&q)) ok=0;
    if (fmt!=CUBE_FORMAT_SINGMASTER) fmt_ok=0;
    s.len=t%40;
    for (int i=0; i<s.len; i++) s.mv[i]=cube_rng_below(&rng,CUBE_NMOVES);
    for (int digits=0; digits<2; digits++) {
      cube_format_moves(&s,digits,buf,sizeof buf);
      if (cube_parse(buf,&q,&fmt,&s2,err,sizeof err) || s2.len!=s.len
          || memcmp(s.mv,s2.mv,s.len)) ok=0;
      if (fmt!=CUBE_FORMAT_MOVES) fmt_ok=0;
    }
  }
  CHECK(ok); CHECK(fmt_ok);
}

@ The move reader accepts every spelling of the usual notations: the
same position from \.{R U R' U'}, \.{RUR'U'}, \.{R1 U1 R3 U3} and
\.{R U R3 U'}; \.{R2'} is \.{R2} and \.{R3'} is \.{R}.

@<Run the tests of cubepos@>=
{
  cubepos a=pos_of("R U R' U'"),b=pos_of("RUR'U'"),c=pos_of("R1 U1 R3 U3"),
    d=pos_of(" R U R3 U' "),e=pos_of("R2'"),f=pos_of("R2"),g=pos_of("R3'"),
    h=pos_of("R");
  CHECK(cube_equal(&a,&b) && cube_equal(&a,&c) && cube_equal(&a,&d));
  CHECK(cube_equal(&e,&f) && cube_equal(&g,&h));
}

@ The worked example of the introduction: the facelet string and the
Singmaster notation of \.{R U R' U'} printed there are checked here.

@<Run the tests of cubepos@>=
{
  cubepos p=pos_of("R U R' U'");
  char f[CUBE_NFACELETS+1],s[80];
  cube_to_facelets(&p,f); cube_to_singmaster(&p,s);
  CHECK(strcmp(f,"UULUUFUUFRRUBRRURRFFDFFUFFFDDRDDDDDDBLLLLLLLLBRRBBBBBB")==0);
  CHECK(strcmp(s,"UF FR UR UL DF DR DB DL UB FL BR BL FDR LUB URB ULF RUF DFL DLB DBR")==0);
  if (strcmp(f,"UULUUFUUFRRUBRRURRFFDFFUFFFDDRDDDDDDBLLLLLLLLBRRBBBBBB"))
    printf("  R U R' U' is %s\n",f);
  if (strcmp(s,"UF FR UR UL DF DR DB DL UB FL BR BL FDR LUB URB ULF RUF DFL DLB DBR"))
    printf("  R U R' U' is %s\n",s);
}

@ Random positions must be uniform. A full test of uniformity is beyond a
unit test, but a gross bias is not: over 24000 positions each corner
should occupy slot~\.{URF} about 3000 times (standard deviation about 51),
each orientation about 8000 times, and equal seeds must give equal
positions.

@<Run the tests of cubepos@>=
{
  int count[8]={0},ori[3]={0},ok=1;
  cube_rng r1,r2;
  cubepos p,q;
  for (int t=0; t<24000; t++) {
    cube_random(&rng,&p);
    count[corner_perm(p.c[0])]++; ori[corner_ori(p.c[0])]++;
  }
  for (int i=0; i<8; i++) if (count[i]<2700 || count[i]>3300) ok=0;
  for (int i=0; i<3; i++) if (ori[i]<7600 || ori[i]>8400) ok=0;
  CHECK(ok);
  cube_rng_seed(&r1,42); cube_rng_seed(&r2,42);
  cube_random(&r1,&p); cube_random(&r2,&q);
  CHECK(cube_equal(&p,&q));
}

@ Last, every kind of impossible cube must be refused with a message that
names the problem. Each line gives an input and a phrase its error
message must contain. The defects are made by hand from the solved cube:
a sticker changed, two stickers of a corner exchanged (a mirror-image
corner, which no real cube has), an edge duplicated, a corner twisted, an
edge flipped, two edges exchanged.

@<Run the tests of cubepos@>=
{
  static const char *const bad[][2]={
  {"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB","54 characters"},
  {"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBX","unknown colour"},
  {"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBR","wrong colour count"},
  {"UUUUUUUUURRRRURRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB","centres are not distinct"},
  {"UUUUUUUURURRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB","no corner has"},
  {"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB","@@ok"},
  {"UF UF UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR","duplicate edge"},
  {"UF UR UB UL DF DR DB DL FR FL BR BL UFR UFR UBL ULF DRF DFL DLB DBR","duplicate corner"},
  {"UF UR UB UL DF DR DB DL FR FL BR BL FRU URB UBL ULF DRF DFL DLB DBR","twisted corner"},
  {"FU UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR","flipped edge"},
  {"UR UF UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR","parity"},
  {"UF UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB","20 cubies"},
  {"UD UR UB UL DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR","no edge has"},
  {"R U w","'w' at column 5 follows no face letter"},
  {"R U (F","'(' at column 5 is never closed"},
  {"R U) F","')' at column 4 closes no group"},
  {"(R (U))2","a group on the inverse (no count) at column 4"},
  {"(R U)0","a group repeated 0 times at column 1"},
  {"((R U)","'(' at column 1 is never closed"},
  {"(R (U)","'(' at column 1 is never closed"},
  {"()99999","a group repeated 99999 times at column 1 (at most 1000)"},
  {"(R U)9999","a group repeated 9999 times at column 1"},
  {"(R U)999","move sequence longer than 1000"},
  {"u((R)1000)4","move sequence longer than 1000"},
  {"((((((((((((((((((R))))))))))))))))))","nested more than 16 deep"},
  {"Rw2'","@@ok"},
  {"R Uww","'w' at column 5"},
  {"R U % F","unreadable move '%'"},
  {"R4 U","bad turn count"}};
  int ok=1;
  for (size_t i=0; i<sizeof bad/sizeof bad[0]; i++) {
    cubepos p;
    char err[CUBE_ERRLEN]="";
    int rc=cube_parse(bad[i][0],&p,NULL,NULL,err,sizeof err);
    int want_ok=strcmp(bad[i][1],"@@ok")==0;
    if (want_ok? rc!=0: (rc==0 || !strstr(err,bad[i][1]))) {
      printf("  input %zu: got \"%s\", expected \"%s\"\n",i,rc? err: "no error",bad[i][1]);
      ok=0;
    }
  }
  CHECK(ok);
}

@ The notation of wide and slice turns, rotations and groups is checked
against positions worked out by hand, each written in face turns only
(or, for the H~permutation, in Singmaster notation). Rotations alone
leave the cube solved relative to the centres; a face turned between a
rotation and its inverse is the face the rotation brought to that place
(\.{x U x'} turns the front, \.{z y R} the back, worked on a real cube);
a wide turn is the opposite face; a slice turn is the two faces beside
it; the three layers of an axis are a rotation. \.{(R U)105} is solved
because $\.R\,\.U$ has order~105, and \.{(R U R' U')6} because the
position of the chapter's first example has order~6. The groups on the inverse
are checked against $I^{-1}N$ written out (rotations last change
nothing, since a position is told relative to its centres), and the H~permutation
against its effect as cubers know it: the opposite edges of the upper
layer swapped, every other cubie in place.

@<Run the tests of cubepos@>=
{
  static const char *const same[][2]={
    {"x",""},{"y'",""},{"z2",""},{"x y z",""},{"(x y z)5",""},{"(x)",""},
    {"x U x'","F"},{"x' U x","B"},{"y R y'","B"},{"z U z'","L"},
    {"x y U y' x'","F"},{"z y R","B"},
    {"Rw","L"},{"r","L"},{"Uw","D"},{"u2","D2"},{"Fw'","B'"},{"Lw2","R2"},
    {"Dw","U"},{"b","F"},{"Rw2'","L2"},
    {"M","R L'"},{"M'","R' L"},{"M2","R2 L2"},{"E","U D'"},{"S","F' B"},
    {"R M' L'",""},{"U E' D'",""},{"F S B'",""},
    {"r U r'","L F L'"},{"r U R'","L F R'"},{"M U M'","R L' B L R'"},
    {"(R U)2","R U R U"},{"((R U)2 F)2","R U R U F R U R U F"},
    {"(R U R' U')6",""},{"(R U)105",""},
    {"R U (F' D)","D' F R U"},{"(R)","R'"},{"R (U) F (D)","D' U' R F"},
    {"(r)","L' x'"},{"(F) x","F' x"},{"(F) x","F'"},{"x (F)","F' x"},
    {"M2 U M2 U2 M2 U M2",
      "UB UL UF UR DF DR DB DL FR FL BR BL UFR URB UBL ULF DRF DFL DLB DBR"}};
  int ok=1;
  for (size_t i=0; i<sizeof same/sizeof same[0]; i++) {
    cubepos a=pos_of(same[i][0]), b=pos_of(same[i][1]);
    if (!cube_equal(&a,&b)) { printf("  '%s' is not '%s'\n",same[i][0],same[i][1]); ok=0; }
  }
  CHECK(ok);
}

@ A routine given to |cube_set_progress| receives each line of progress
bare: without the carriage return that begins it, the spaces that pad it
and its line ending; |NULL| gives the lines back to the standard error
stream.

@<Test routines of cubepos@>=
static char heard[128];
static int heard_n;
static void hear(const char *line,void *arg)
{
  snprintf(heard,sizeof heard,"%s%s",(const char *)arg,line);
  heard_n++;
}

@ @<Run the tests of cubepos@>=
{
  cube_set_progress(hear,"> ");
  cube_progress("\rcube: building table %s: %d%%%20s\n","phase1",41,"");
  CHECK(heard_n==1 && strcmp(heard,"> cube: building table phase1: 41%")==0);
  cube_progress("\r%20s","");
  CHECK(heard_n==1);
  cube_set_progress(NULL,NULL);
  CHECK(!cube_progress_redirected());
}

@ A position built directly, not read from text, can hold a byte that is
no cubie at all; that too is refused by name.

@<Run the tests of cubepos@>=
{
  cubepos p=cube_solved;
  char err[CUBE_ERRLEN];
  p.c[3]=corner_val(2,3);
  CHECK(cube_validate(&p,err,sizeof err)!=0 && strstr(err,"no corner"));
  p=cube_solved; p.e[5]=13;
  CHECK(cube_validate(&p,err,sizeof err)!=0 && strstr(err,"no edge"));
}

@ The named moves and masks are checked against the notation: each
constant must be the move that the parser reads from its name, and each
mask the set of moves read from a list of names written out by hand.

@<Run the tests of cubepos@>=
{
  static const struct { int m; const char *name; } mv[]={
    {MOVE_U,"U"},{MOVE_U2,"U2"},{MOVE_U3,"U'"},{MOVE_R,"R"},{MOVE_R2,"R2"},
    {MOVE_R3,"R'"},{MOVE_F,"F"},{MOVE_F2,"F2"},{MOVE_F3,"F'"},{MOVE_D,"D"},
    {MOVE_D2,"D2"},{MOVE_D3,"D'"},{MOVE_L,"L"},{MOVE_L2,"L2"},{MOVE_L3,"L'"},
    {MOVE_B,"B"},{MOVE_B2,"B2"},{MOVE_B3,"B'"}};
  static const struct { uint32_t mask; const char *names; } mk[]={
    {MASK_ALL,"U U2 U' R R2 R' F F2 F' D D2 D' L L2 L' B B2 B'"},
    {MASK_QUARTER,"U U' R R' F F' D D' L L' B B'"},
    {MASK_HALF,"U2 R2 F2 D2 L2 B2"},
    {MASK_U,"U U2 U'"},{MASK_R,"R R2 R'"},{MASK_F,"F F2 F'"},
    {MASK_D,"D D2 D'"},{MASK_L,"L L2 L'"},{MASK_B,"B B2 B'"},
    {MASK_UD,"U U2 U' D D2 D'"},{MASK_RL,"R R2 R' L L2 L'"},
    {MASK_FB,"F F2 F' B B2 B'"},{MASK_QUARTER_UD,"U U' D D'"},
    {MASK_QUARTER_RL,"R R' L L'"},{MASK_QUARTER_FB,"F F' B B'"},
    {MASK_H,"U U2 U' D D2 D' R2 L2 F2 B2"}};
  int ok=1;
  moveseq s;
  char err[CUBE_ERRLEN];
  for (size_t i=0; i<sizeof mv/sizeof mv[0]; i++)
    if (cube_parse_moves(mv[i].name,&s,err,sizeof err) || s.len!=1 || s.mv[0]!=mv[i].m
        || MASK_MOVE(mv[i].m)!=1u<<i) {
      printf("  move %s\n",mv[i].name); ok=0;
    }
  CHECK(ok);
  ok=1;
  for (size_t i=0; i<sizeof mk/sizeof mk[0]; i++) {
    uint32_t want=0;
    if (cube_parse_moves(mk[i].names,&s,err,sizeof err)) { ok=0; continue; }
    for (int k=0; k<s.len; k++) want|=MASK_MOVE(s.mv[k]);
    if (want!=mk[i].mask || __builtin_popcount(want)!=s.len) {
      printf("  mask of %s is %05x\n",mk[i].names,mk[i].mask); ok=0;
    }
  }
  CHECK(ok);
  CHECK_EQ(MASK_H,0x12e97);
}

@ The benchmark program of this chapter measures the basic operations,
for \.{make bench}. The figures are printed, never checked: speed depends
on the machine.

@(tests/bench_cubepos.c@>=
#include <stdio.h>
#include <time.h>
#include "cubepos.h"
static double now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC,&t);
  return t.tv_sec+1e-9*t.tv_nsec;
}
int main(void)
{
  double t0=now();
  cube_init();
  double t1=now();
  cube_rng rng;
  cubepos p=cube_solved,q;
  unsigned long long sink=0;
  int n=10000000;
  cube_rng_seed(&rng,1);
  printf("cubepos: cube_init %.2f ms\n",1e3*(t1-t0));
  t0=now();
  for (int i=0; i<n; i++) cube_move(&p,i%CUBE_NMOVES);
  t1=now();
  printf("cubepos: %.1f million moves per second\n",n/(t1-t0)/1e6);
  t0=now();
  for (int i=0; i<n; i++) { cube_conj(&p,i%CUBE_NSYMS,&q); sink+=q.c[i&7]; }
  t1=now();
  printf("cubepos: %.1f million conjugations per second\n",n/(t1-t0)/1e6);
  t0=now();
  for (int i=0; i<n/10; i++) { cube_random(&rng,&p); sink+=p.e[0]; }
  t1=now();
  printf("cubepos: %.2f million random positions per second (%llu)\n",
    n/10/(t1-t0)/1e6,sink%10);
  return 0;
}

@ Two walks recur in the tests of chapters that add a step or a
coordinate, and are given to them in a header of their own,
\.{tests/cubetest.h}, which a test program includes after \.{check.h}.
Given a position $p$, a length $n$ and a routine $f$, |cube_each_sequence|
calls $f$ with every position that a canonical sequence of $n$ moves
makes of $p$, and the sequence, and returns how many there are (1, 18, 243, 3240 for $n=0$ to~3, the counts
of the canonical sequences above); |f| may be |NULL|, to count.
@^canonical sequence@>

@(tests/cubetest.h@>=
#ifndef CUBETEST_H
#define CUBETEST_H
#include <stdlib.h>
#include "cubepos.h"
typedef void (*cube_seq_fn)(void *arg,const cubepos *q,const moveseq *s);
typedef uint32_t (*cube_key_fn)(const cubepos *p);
@<Test walks of cubepos@>@;
#endif

@ @<Test walks of cubepos@>=
static inline long cube_each_sequence_(const cubepos *p,int n,cube_seq_fn f,void *arg,
  moveseq *s,int prev)
{
  long count=0;
  if (s->len==n) { if (f) f(arg,p,s); return 1; }
  for (int m=0; m<CUBE_NMOVES; m++) if (cube_next_moves[prev]>>m&1) {
    cubepos q=*p;
    cube_move(&q,m);
    s->mv[s->len++]=(uint8_t)m;
    count+=cube_each_sequence_(&q,n,f,arg,s,m);
    s->len--;
  }
  return count;
}
static inline long cube_each_sequence(const cubepos *p,int n,cube_seq_fn f,void *arg)
{
  moveseq s;
  s.len=0;
  return cube_each_sequence_(p,n,f,arg,&s,CUBE_NOMOVE);
}

@ The second is a breadth-first search over whole positions, from the
solved cube, by the moves of the mask |moves|, that keeps one position for
each value of a {\it key} read off the positions by hand (a few bits of
where some cubies are, say), below |nkeys|: |dist[k]| becomes the
distance of key |k|, or $-1$ if no position has it, and the routine
returns the largest distance. A chapter checks its distance table against
it: the table is made by the coordinate's moves, the search by the first
chapter's, and they agree only if the coordinate is right.
@^breadth-first search@>

@<Test walks of cubepos@>=
static inline int cube_bfs_by_key(cube_key_fn key,uint32_t nkeys,uint32_t moves,int *dist)
{
  cubepos *at=malloc(nkeys*sizeof *at);
  int d=0,frontier=1;
  if (!at) return -1;
  for (uint32_t k=0; k<nkeys; k++) dist[k]=-1;
  dist[key(&cube_solved)]=0; at[key(&cube_solved)]=cube_solved;
  for (; frontier; d++) {
    frontier=0;
    for (uint32_t k=0; k<nkeys; k++) if (dist[k]==d)
      for (int m=0; m<CUBE_NMOVES; m++) if (moves>>m&1) {
        cubepos q=at[k];
        cube_move(&q,m);
        uint32_t j=key(&q);
        if (dist[j]<0) { dist[j]=d+1; at[j]=q; frontier=1; }
      }
  }
  free(at);
  return d-1;
}

@ The test of the first: it counts the canonical sequences of each
length up to~4.

@<Run the tests of cubepos@>=
{
  static const long want[]={1,18,243,3240,43254};
  int ok=1;
  for (int n=0; n<5; n++) ok&=cube_each_sequence(&cube_solved,n,NULL,NULL)==want[n];
  CHECK(ok);
}

@ The command-line tests of this chapter are a program of their own,
\.{tests/cli\_cubepos.c}, which runs the program \.{cube} (the command
chapter's header \.{cli.h} gives the checks).

@(tests/cli_cubepos.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  @<Command-line tests of the notation readers@>;
  return check_done("cli_cubepos");
}

@ The notation readers, seen from the command line: input that is
ambiguous is reported in the terms of the notation it looks most like
(facelets in groups, a facelet string followed by moves, too few
cubies), and the typographic primes and the digits of other programs'
facelet strings are read.

@<Command-line tests of the notation readers@>=
CLI_EXPECT(0,"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB","invert","UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD \
LLLLLLLLL BBBBBBBBB");
CLI_EXPECT_ERR(1,"54 facelets expected, found 45 in 5 groups","invert","UUUUUUUUU RRRRRRRRR FFFFFFFFF DDDDDDDDD \
LLLLLLLLL");
CLI_EXPECT_ERR(1,"followed by more text","invert","UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB \
R");
CLI_EXPECT_ERR(1,"a facelet string has 54 characters, not 27","invert","UUUUUUUUURRRRRRRRRFFFFFFFFF");
CLI_EXPECT_ERR(1,"Singmaster notation has 20 cubies","invert","UF UR UB UL DF DR DB DL FR FL BR");
CLI_EXPECT(0,"F U R'","invert","R U\342\200\231 F\342\200\262");
CLI_EXPECT(0,"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB","invert","000000000111111111222222222333333333444444444555555555");
CLI_EXPECT(0,"UF UR UB UL DF DR DB DL FR FL BR BL UFR \
URB UBL ULF DRF DFL DLB DBR","invert","UF, UR, UB, UL, DF, DR, DB, DL, FR, FL, \
BR, BL, UFR, URB, UBL, ULF, DRF, DFL, DLB, \
DBR");
