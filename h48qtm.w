@* H48 in the quarter-turn metric.
In the quarter-turn metric a half turn counts two moves, and a search
makes only the twelve quarter turns (the first chapter). This chapter
runs the H48 solver of chapter~\chapno{h48} in that metric. What made
$h_0$ and $h_q$ well defined still holds there: a symmetry conjugates a
quarter turn to a quarter turn, so the coordinates, their classes and
their move tables serve unchanged, and only the tables of distances
change. They are true coordinates, so the framework's generator, given
the quarter turns (|MASK_QUARTER|) instead of the eighteen moves, makes
their exact tables in quarter turns; the minima of $h_K$ come from the
generator of chapter~\chapno{h48min}, given the quarter turns too. The move set
is part of a table file's name, so these never meet the tables of face
turns (\.{h48h0-m2db6d-e4.tbl} against \.{h48h0-m3ffff-e4.tbl}). The
chapter adds no coordinate: it reads the H48 chapter's sides,
moves and tables through \.{h48.h}, and has its own tables of
distances, its own state and its own routines for the generic search.
They are registered with the optimal solver as the families
\.{h48-0-qtm}, \.{h48-q-qtm} and \.{h48-1-qtm} to \.{h48-7-qtm}, of
the quarter-turn metric; \.{cube solve --optimal --metric qtm} adds the
\.{-qtm} to the family's name that \.{--table} gives. Their tables are
made the first time they are needed, or by \.{cube tables} with
\.{--build h48-6-qtm}, say.
@^quarter-turn metric@>
@^H48@>

An example. The family \.{h48-0-qtm} reads the four-bit table of $h_0$
in quarter turns (59\thinspace MB):

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube solve --optimal --metric qtm --table h48-0 "R U F' L2 D"
D' L2 F U' R'
\endgroup
\medskip

\noindent The solution takes seven quarter turns, its half turn
counting two. The search proves that none is shorter by the parity of
the corners: a quarter turn is a four-cycle of the corners, so a
position's distance has the parity of its corner permutation, and the
solver steps its depths by two. The chapter's test solves sixteen
positions of up to 17 quarter turns with this family and counts the
states it makes, 7,892,786 in all.

The sections go: the tables of distances in quarter turns and the depths
of the minima, reading $h_q$ from residues, the rules of the half turns,
the state and the search, opening and registering the families, their
costs, and the tests. The times are in the measurements chapter.

@q README: H48 in the quarter-turn metric: the coordinates of h48.w with tables of distances in quarter turns, families `h48-0-qtm`, `h48-q-qtm`, `h48-1-qtm`...`h48-7-qtm` for `cube solve --optimal --metric qtm` @>
@i types.w
@s h48q_open_tables int
@s h48q_state int
@s qtm_list int

@ The chapter tangles to \.{h48qtm.h} and \.{h48qtm.c}; its test goes to
\.{tests/}. The header includes the H48 chapter's, whose pieces
the search uses.

@(h48qtm.h@>=
#ifndef H48QTM_H
#define H48QTM_H
#include "h48.h"
@<Constants of quarter-turn h48@>@;
@<Declarations of quarter-turn h48@>@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include "h48qtm.h"
@h
@<Private data of quarter-turn h48@>@;
@<The search routines of quarter-turn h48@>@;
@<Functions of quarter-turn h48@>@;

@ The chapter's one call is its registering routine, which the program
calls at start-up after those of the H48 chapter and of its generator
of minima (the kit's chapter says how).

@<Declarations of quarter-turn h48@>=
void h48qtm_register(void);

@*1 The tables in quarter turns.
In quarter turns the distances of $h_0$ go up to~14, which four bits
hold: 1, 1, 2, 19, 139, 1,010, 8,602, 75,255, 611,517, 4,586,828,
25,227,570, 61,740,465, 25,017,595, 298,428 and 18 entries at distances 0
to~14, 10.91 on average against 9.68 in face turns. (One value at
distance~1, as in face turns: the twelve quarter turns are one class up
to a half turn. A half turn reads as the solved cube, so its bound is~0
though it is two moves away.) Those of $h_q$ go up to~15, one more than
four bits hold: 1, 1, 2, 19, 139, 1,018, 9,083, 79,266, 674,500,
5,705,799, 42,228,370, 211,418,169, 404,759,585, 253,057,390, 22,598,120
and 8,138, 11.98 on average; so its table keeps residues modulo~3
(two bits an entry, 235\thinspace MB), and the next section shows how
the search reads exact distances from it. The coordinate $h_p$ is left
out: it is $h_q$ without the one bit that, in this metric, is the parity
of the distance.

The figure draws the two distributions of $h_0$ to scale. In face turns
nine entries in ten lie at distances 9 and~10; in quarter turns the same
entries spread over 10, 11 and~12, a distance further on average, and a
bound of the table in quarter turns has that much more to prune with,
against solutions that are longer in the same measure.
\def\qbarrow#1#2#3{#1&\vbox{\hrule width #2pt height 5pt\kern1pt
  \hrule width #3pt height 2pt}\cr\noalign{\kern4pt}}
$$\vbox{\offinterlineskip\halign{\hfil\sevenrm#\quad&#\hfil\cr
\qbarrow{6}{0.1}{0.0}
\qbarrow{7}{1.4}{0.2}
\qbarrow{8}{14.2}{1.7}
\qbarrow{9}{99.4}{13.1}
\qbarrow{10}{195.9}{72.1}
\qbarrow{11}{25.0}{176.4}
\qbarrow{12}{0.0}{71.5}
\qbarrow{13}{0.0}{0.9}
\qbarrow{14}{0.0}{0.0}
\noalign{\kern2pt}
&\vrule width 57.1pt height 0.4pt\ \sevenrm 20 million entries\cr}}$$
\figcaption{The entries of $h_0$'s table by distance, at distances 6
to~14: the thick bar in face turns, the thin one in quarter turns (at
distances below~6 there are under 0.04\% of them).}
@^quarter-turn metric@>

The minima of $h_K$ are made in this metric by the generator of
chapter~\chapno{h48min}, given the quarter turns: its breadth-first search
over the values of $h_{11}$ makes the twelve quarter turns, and its
depth-first part follows the canonical sequences of quarter turns. The
depths must be chosen anew, since quarter turns go deeper: the classes
of values of $h_{11}$ within $d$ quarter turns are 1, 2, 4, 16, 108,
946, 8,638, 79,867, 738,902 and 6,836,099 for $d=0$ to~9, so depth~9
in quarter turns holds as many as depth~8 in face turns, and a hash
table of $2^{27}$ slots (1\thinspace GB) holds them; depth~10 would hold
about nine times more. So $S=9$. The depth $D$, and with it the base
$D-2$, was chosen by the states the solver makes with \.{h48-2-qtm} on
the sixteen positions of \.{qtm-24.txt} of at most 17 quarter turns:
$D=10$ (base~8) 4,351,472 states, $D=11$ (base~9) 2,457,870, $D=12$
(base~10) 2,660,921. The deeper table is exact further up (its entries
at 10 or less, 11, 12, 13 or more are 46.7, 179.7, 223.4 and 20.5 million of
the 470 million, against 6.4, 40.2, 179.7 and 243.9 million at 9 or less,
10, 11, 12 or more with $D=11$) but reads its many entries at 10 or less
from the minimum of the line, and the search meets the low entries far
more often (the same reason as for the base of the exact tables). So for
$h_1$ to $h_3$, $S=9$, $D=11$ and the base is~9.

The more flips, the farther the entries, as in face turns; and in
quarter turns a table that stops too early loses more than it seems. A
quarter turn is a four-cycle of the corners, so a position's distance
has the parity of its corner permutation, and the optimal solver, which
steps its depths by two, compares a bound only with a number of moves
left of that parity: an entry~$v$ is worth $v$ where the number of moves
left has the parity of~$v$, and $v+1$ where it has the other. With
$D=11$, 93\% of the entries of $h_6$ read ``12 or more'' (7.4, 57.3,
458.1 and 7,001.6 million at 9 or less, 10, 11 and 12 or more), worth 12
at an even number of moves left and 13 at an odd one, where the positions
that matter are 14 to 20 quarter turns away. With $D=12$ (base~10) they
are 64.7, 458.1, 2,506.0 and 4,495.5 million at 10 or less, 11, 12 and
13 or more: three fifths of the entries are worth 14 at an even number
of moves left, two more than with $D=11$, on every other level of the
search. On the 21 positions of \.{qtm-24.txt} of at most 19 quarter
turns, one thread, the deeper table makes 2.52 times fewer states with
$h_6$ (6.9 million against 17.4) and 1.62 times fewer with $h_4$ (31.8
against 51.6), and on the position of 20 quarter turns after them, with
$h_6$, 126.0 million against 317.1. The third move of the depth-first
part makes the build several times dearer (the measurements chapter
gives its times), a price paid once. So, as in face turns, the families from $h_4$ on search one move deeper:
$D=12$ and the base is~10 for \.{h48-4-qtm} to \.{h48-7-qtm}. A depth
of~13 does not pay: the entries of $h_6$ are then 522.7, 2,506.0, 4,067.0
and 428.6 million at 11 or less, 12, 13 and 14 or more, so one entry in
eighteen gains on the odd levels while seven in a hundred fall to the
minimum of their line; on the 22 shortest positions of \.{qtm-24.txt}
the search made 144.8 million states against 132.9 with $D=12$, and the
build takes several times longer again.
@^parity of the distance in quarter turns@>

An entry of~0 reads the minimum of its line, made from
the four-bit table of $h_0$ in quarter turns, and the edges alone in
quarter turns, the framework's table of \.{h48eosep} over the quarter
turns (distances up to~12, 8.90 on average; the table of face turns is
not a bound here). The rule of the repeated move holds as for the other
families, since a half turn made before a position changes none of the
flips. The families are \.{h48-1-qtm} to \.{h48-7-qtm}; their tables,
\.{h48m1-m2db6d-e73.tbl} and so on, never meet those of face turns.

@ Reading $h_q$ from residues. The corner parity, the lowest bit of an
entry's number, is the parity of the distance of every position that
reads it, so a value and its neighbours under a quarter turn are at
distances that differ by exactly one, never zero. The position's side
of a node is moved by tables, so its distance is its parent's plus or
minus one, and the residue tells which. The inverse's side is read from
scratch after a premove, which is not a move of the coordinate, so its
entry is decoded alone: the residue and the parity give the distance
$d$ modulo~6, and the entry of $h_0$, which never exceeds that of $h_q$
(a path of $h_q$ values projects onto one of $h_0$), is a lower bound
$\ell\le d$; the least number at least $\ell$ that has the residue of
$d$ modulo~6 is at most $d$, so it is a lower bound in any case, and it
is $d$ itself unless $d\ge\ell+6$. That is rare but happens: the tests
decode every entry of the table and compare with the distribution the
generator counted, and 5,987 of the 940,539,600 entries are decoded 6
too low (positions whose corners and slices are nearly solved but whose
parities are not), a weaker bound but still a bound. The root, read
once, gets the exact distance by the pruning chapter's walk down the
residues, and the position's side carries it from there. The family
thus holds the residues of $h_q$ and the four-bit table of $h_0$,
294\thinspace MB in all.
@^residue encoding@>

@ What the search needs to know. A half turn made {\it before} a
position is invisible to the coordinates (the H48 chapter's section on the inverse),
and in quarter turns a half turn is two equal quarter turns in a row,
\move{U U}. So the two rules of face turns that come from it become
these. A node reached by \move{U U}, say, from its grandparent has the
grandparent's reading of the inverse: its inverse is the grandparent's
with \move{U2} made before it, so its bound costs nothing. And if the
inverse's bound of a node with $L$ moves left is at least $L-1$ (not
only exactly~$L$: the distance has the parity of $L$, so a bound of
$L-1$ means at least~$L$), no solution from it begins with a half turn
of a face: if $P^{-1}=m_1m_2\cdots m_L$ with $m_1m_2$ a half turn $h$,
then $h^{-1}P^{-1}$, which reads as $P^{-1}$, would be $L-2$ quarter
turns from solved, and so would the entry of that reading be at most
$L-2$. A canonical sequence turns the two faces of one axis in a row
as at most two quarter turns of the first, then at most two of the
second (the first chapter), so a half turn among the first moves, or
one that commutes to them, shows as two equal quarter turns in the
first run of moves on one axis. So after such a node the search refuses
a move equal to the one before it, as long as the moves stay on the axis
of the first; \move{U D D} is refused as \move{U U} is.
(The same argument on the position's side, when its own bound is at
least $L-1$, forbids a half turn among the {\it last} moves; that
would save only goal tests at the leaves, and is not used.)
@^half turns after a tight inverse bound@>

@ Which search. The H48 chapter's own search, below the first two moves, is
written for face turns: its masks of the moves allowed next on each side,
its handling of the half turns, the inverse's side kept canonical
backwards. The generic search of the search chapter already walks the
canonical sequences of quarter turns (it keeps the state of the sequence
that |cube_qtm_next| and |cube_qtm_after| describe), and the optimal
solver already steps its depths by two in this metric, the parity of a
position's distance being that of its corner permutation. So the
families of quarter turns give the generic search their own |child| and
|bound|, which move the same sides as above and read the tables of the
metric; that is the simplest search that is right, and it gives up only
the reads in stages that the search of face turns gained (245
instructions a state against 347, as the measurements say). The state is
smaller than that of face turns: the inverse's side is never moved by
tables here, so only its bound is kept, with the grandparent's bound for
a child made by the same move twice, and a flag for the rule above.

@<Private data of quarter-turn h48@>=
typedef struct {
  h48_coords x; /* the position; |x.idx| is its entry in the family's table */
  cubepos inv; /* the inverse position, when the children may read it */
  uint8_t m; /* the move that made the state */
  uint8_t hx,hy; /* the bounds of the position and, if |yok|, of its inverse */
  uint8_t yok;
  uint8_t gy; /* the parent's bound of the inverse, or |H48Q_UNKNOWN| */
  uint8_t norepeat; /* the next move may not be |m| again */
} h48q_state;
typedef struct {
  h48_common c; /* first, as in face turns */
  prune_table q0,qq; /* $h_0$ at four bits, $h_q$ as residues */
  prune_table qk,qe; /* the minima of $h_K$ in lines, the edges alone */
  int par; /* the family of $h_q$ */
  int K,base; /* the minima of $h_K$ ($K>0$), and their base */
  int inverse_depth,rule; /* the switches */
} h48q_open_tables;

@ The mark of a bound not known, the least number of moves left at
which the inverse is read from scratch, and the number of families.

@<Constants of quarter-turn h48@>=
enum { H48Q_UNKNOWN = 255, H48Q_INVERSE_DEPTH = 3, H48Q_NFAMILIES = 9 };

@ The number of a side's entry: the class and the slices for $h_0$, and
the three parities too for $h_q$ (the low bits of |sepp|). The bound of
an entry of $h_q$ read alone, by the rule above: |k| is the distance
modulo~6, from the residue and the parity.

@<The search routines of quarter-turn h48@>=
static inline uint64_t h48q_index(const h48q_open_tables *Q,uint32_t cls,uint32_t sepp,
  uint32_t eo)
{
  if (Q->par) return ((uint64_t)cls*H48_NSEP<<3)+sepp;
  return ((uint64_t)cls*H48_NSEP+(sepp>>3))<<Q->K|(eo&((1u<<Q->K)-1));
}
static inline int h48q_minimum(const h48q_open_tables *Q,uint64_t idx,uint32_t sepp,uint32_t eo)
{
  return h48_line_bound(Q->qk.data,Q->qe.data,Q->base,idx,sepp,eo);
}
static inline int h48q_decode(const h48q_open_tables *Q,uint64_t idx)
{
  int r=prune_mod3(Q->qq.data,idx),lo=prune_nibble(Q->q0.data,idx>>3);
  int k=(r&1)==(int)(idx&1)? r: r+3;
  return lo+(k-lo%6+6)%6;
}
static inline int h48q_read(const h48q_open_tables *Q,const h48_coords *y)
{
  uint64_t idx=h48q_index(Q,y->cls,y->sepp,y->eo);
  if (Q->K) return h48q_minimum(Q,idx,y->sepp,y->eo);
  return Q->par? h48q_decode(Q,idx): prune_nibble(Q->q0.data,idx);
}
static int h48q_exact(const h48q_open_tables *Q,const h48_coords *y)
{
  return Q->par? prune_distance(&Q->qq,h48q_index(Q,y->cls,y->sepp,y->eo)): h48q_read(Q,y);
}

@ The child moves the position and prefetches its entry.

@<The search routines of quarter-turn h48@>=
static inline void h48q_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const h48q_state *s=s_;
  h48q_state *o=o_;
  const h48q_open_tables *Q=optimal_ctx_tables(ctx);
  h48_move(&Q->c,&s->x,m,&o->x);
  o->x.idx=h48q_index(Q,o->x.cls,o->x.sepp,o->x.eo);
  o->m=(uint8_t)m;
  if (leaf) return;
  if (Q->par) __builtin_prefetch(Q->qq.data+(o->x.idx>>2));
  else if (Q->K) __builtin_prefetch(prune_line_of(Q->qk.data,o->x.idx));
  else __builtin_prefetch(Q->q0.data+(o->x.idx>>1));
}

@ The bound: the rule of the repeated move first, then the position's
entry (for $h_q$, the parent's distance plus or minus one), then the
inverse's, taken from the grandparent for a move made twice, else read
from scratch after a premove, as in face turns, with at least
\.{inverse\_depth} moves left (a switch, three). The inverse's position is kept up
to date only where a child may read it from scratch. The axis of a move
is its face modulo~3. The switch \.{rule} turns the rule off, for
the measurements.

@<The search routines of quarter-turn h48@>=
static inline int h48q_bound(void *ctx,const void *s_,void *o_,int left)
{
  const h48q_state *s=s_;
  h48q_state *o=o_;
  const h48q_open_tables *Q=optimal_ctx_tables(ctx);
  const int same=o->m==s->m,depth=Q->inverse_depth;
  int a,b;
  if (same && s->norepeat && Q->rule) return IDA_MAXDEPTH;
  if (Q->par) a=(s->hx+1)%3==prune_mod3(Q->qq.data,o->x.idx)? s->hx+1: s->hx-1;
  else if (Q->K) a=h48q_minimum(Q,o->x.idx,o->x.sepp,o->x.eo);
  else a=prune_nibble(Q->q0.data,o->x.idx);
  o->hx=(uint8_t)a; o->yok=0;
  o->gy=s->yok? s->hy: H48Q_UNKNOWN;
  o->norepeat=(s->yok && s->hy>=left) || (s->norepeat && o->m/3%3==s->m/3%3);
  if (a>left) return a;
  if (same && s->gy!=H48Q_UNKNOWN) {
    b=s->gy;
    if (left>depth) h48_premove(&s->inv,cube_move_inverse(o->m),&o->inv);
  } else if (left<depth || !s->yok) return a;
  else {
    h48_coords y;
    h48_premove(&s->inv,cube_move_inverse(o->m),&o->inv);
    if (!h48_scan(&Q->c,&o->inv,(int)(o->x.sepp&1),left,&y)) return Q->c.cls_dist[y.cls];
    b=h48q_read(Q,&y);
  }
  o->hy=(uint8_t)b; o->yok=1;
  return a>b? a: b;
}

@ The goal test, the root and the search, as in face turns.

@<The search routines of quarter-turn h48@>=
static inline int h48q_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const h48q_state *s=s_;
  if (s->x.cls!=0 || s->x.sepp!=0 || s->x.eo!=0) return 0;
  return optimal_goal(ctx,s,path,len);
}
static int h48q_root(const void *Q_,const cubepos *p,void *s_)
{
  const h48q_open_tables *Q=Q_;
  h48q_state *s=s_;
  h48_coords y;
  memset(s,0,sizeof *s);
  h48_fill(&Q->c,p,&s->x);
  s->x.idx=h48q_index(Q,s->x.cls,s->x.sepp,s->x.eo);
  cube_inv(p,&s->inv);
  h48_fill(&Q->c,&s->inv,&y);
  s->hx=(uint8_t)h48q_exact(Q,&s->x);
  s->hy=(uint8_t)h48q_exact(Q,&y);
  s->yok=1; s->m=CUBE_NOMOVE; s->gy=H48Q_UNKNOWN;
  return s->hx>s->hy? s->hx: s->hy;
}
static int h48q_search(ida_problem *P,const void *s,int togo,int last,uint8_t *path)
{
  return ida_depth(P,s,togo,last,path,h48q_child,h48q_bound,h48q_goal);
}

@ The distances of the corner classes in quarter turns, for the early
reject of the H48 chapter (|cls_dist| of |h48_common|), are made by
its routine |h48_class_distances| when the first family of quarter
turns is opened, under the search chapter's lock, as the tables that
|h48_shared| makes.

@<Private data of quarter-turn h48@>=
static uint8_t cls_dist_qtm[H48_NCLASSES]; /* the distance of each corner class */
static int cls_dist_made; /* |cls_dist_qtm| is made */

@ Opening a family of quarter turns: its tables through the cache of the
pruning-table chapter (built there, the first time, by the framework's
generator over the quarter turns), with the tables that |h48_open|
shares, and the distances of the corner classes in quarter turns, which
bound more than those in face turns. The table of minima is opened
through the same routine as in face turns, with the quarter turns for
its move set, so that its file has a name of its own; the edges alone
are the framework's table of \.{h48eosep} over the quarter turns.

@<The search routines of quarter-turn h48@>=
static void h48q_close(void *Q_)
{
  h48q_open_tables *Q=Q_;
  prune_free(&Q->q0); prune_free(&Q->qq); prune_free(&Q->qk); prune_free(&Q->qe);
  free(Q);
}
static void *h48q_open(const void *data,const prune_options *po,char *err,size_t errlen)
{
  int K=*(const int *)data,rc=0;
  h48q_open_tables *Q;
  if (h48_shared(err,errlen)) return NULL;
  if ((Q=calloc(1,sizeof *Q))==NULL) { cube_error(err,errlen,"out of memory"); return NULL; }
  Q->par=K==H48_KPARC; Q->K=K>0 && K<=H48_MAXK? K: 0;
  if (Q->K) {
    rc=h48_open_packed(K,MASK_QUARTER,&Q->qk,&Q->base,po,err,errlen);
    if (rc==0) rc=prune_open(&Q->qe,coord_find("h48eosep"),MASK_QUARTER,PRUNE_NIBBLE,po,err,
      errlen);
  } else rc=prune_open(&Q->q0,coord_find("h48h0"),MASK_QUARTER,PRUNE_NIBBLE,po,err,errlen);
  if (rc==0 && Q->par)
    rc=prune_open(&Q->qq,coord_find("h48hq"),MASK_QUARTER,PRUNE_MOD3,po,err,errlen);
  if (rc) { h48q_close(Q); return NULL; }
  if (!cls_dist_made) { h48_class_distances(MASK_QUARTER,cls_dist_qtm); cls_dist_made=1; }
  Q->c.cls_dist=cls_dist_qtm;
  Q->inverse_depth=H48Q_INVERSE_DEPTH; Q->rule=1;
  return Q;
}
static size_t h48q_bytes(const void *Q_)
{
  const h48q_open_tables *Q=Q_;
  return Q->q0.bytes+Q->qq.bytes+Q->qk.bytes+Q->qe.bytes;
}
static int h48q_tune(void *Q_,const char *knob,int value)
{
  h48q_open_tables *Q=Q_;
  if (strcmp(knob,"inverse_depth")==0) Q->inverse_depth=value;
  else if (strcmp(knob,"rule")==0) Q->rule=value;
  else return -1;
  return 0;
}

@ The families, registered in the quarter-turn metric: $h_0$, $h_q$, and
the minima of $h_K$ for $K$ from 1 to~7.

@d H48Q_FAMILY(nm,ab,i) {nm,ab,sizeof(h48q_state),h48q_open,h48q_close,h48q_bytes,
  h48q_tune,h48q_root,h48q_child,h48q_bound,h48q_search,&h48q_K[i]}

@<Functions of quarter-turn h48@>=
static const int h48q_K[H48Q_NFAMILIES]={0,H48_KPARC,1,2,3,4,5,6,7};
  /* the |data| of each, for |h48q_open| */
static const optimal_family h48q_families[H48Q_NFAMILIES]={
  H48Q_FAMILY("h48-0-qtm","H48 h0 in the quarter-turn metric, 4 bits (59 MB)",
    0),
  H48Q_FAMILY("h48-q-qtm","H48 hq in the quarter-turn metric, residues (235 MB) and h0 (59 MB)",
    1),
  H48Q_FAMILY("h48-1-qtm","H48 h1 in the quarter-turn metric, minima, 2 bits in lines (59 MB)",
    2),
  H48Q_FAMILY("h48-2-qtm","H48 h2 in the quarter-turn metric, minima, 2 bits in lines (118 MB)",
    3),
  H48Q_FAMILY("h48-3-qtm","H48 h3 in the quarter-turn metric, minima, 2 bits in lines (237 MB)",
    4),
  H48Q_FAMILY("h48-4-qtm","H48 h4 in the quarter-turn metric, minima, 2 bits in lines (474 MB)",
    5),
  H48Q_FAMILY("h48-5-qtm","H48 h5 in the quarter-turn metric, minima, 2 bits in lines (948 MB)",
    6),
  H48Q_FAMILY("h48-6-qtm","H48 h6 in the quarter-turn metric, minima, 2 bits in lines (1.9 GB)",
    7),
  H48Q_FAMILY("h48-7-qtm","H48 h7 in the quarter-turn metric, minima, 2 bits in lines (3.8 GB)",
    8)};
static void h48q_register_costs(void);
void h48qtm_register(void)
{
  for (int k=0; k<H48Q_NFAMILIES; k++) optimal_register_metric(&h48q_families[k],MASK_QUARTER);
  h48q_register_costs();
}

@ The minima in quarter turns have their costs too, as those of face
turns: so a family named that is not built is built unasked only if its
build is quick (the search chapter's rule~3), and the best one built is
what \.{cube solve --optimal --metric qtm} uses when no family is named
(the command chapter). Whether one is built, and removing it, are the
routines of the families of face turns, which read the metric from the
family. The rank is $K+1$ within the metric; $h_0$
and $h_q$ have no costs, and are built when named, as before. Of the
rows, $h_1$, $h_4$ and $h_7$ are builds from an empty cache with two
threads (the processor seconds include the four-bit $h_0$ and the edges
alone), while other work shared the machine; the
others are estimates between them: 45, 281 and 380 processor seconds,
with peaks of 1.3, 1.7 and 7.6\thinspace GB. The third move of the
depth-first part, with $D=12$ from $h_4$ on, makes those builds six
times dearer than $h_1$'s.
@^costs of the table families@>

@<Functions of quarter-turn h48@>=
static const double h48q_build_measured[8][2]={{0,0},{1.3,45},{1.4,45},{1.5,48},
  {1.7,281},{2.5,314},{3.9,347},{7.6,380}};
static optimal_cost h48q_costs[H48Q_NFAMILIES];
static void h48q_register_costs(void)
{
  for (int k=0; k<H48Q_NFAMILIES; k++) {
    int K=h48q_K[k];
    if (K>=1 && K<=7) h48_add_cost(&h48q_costs[k],h48q_families[k].name,K,
      h48q_build_measured[K][0]*1e9,h48q_build_measured[K][1],K+1);
  }
}

@ Measured by the states the solver makes (time is left to the
benchmarks), one thread, on the sixteen positions of \.{qtm-24.txt} of
at most 17 quarter turns: \.{h48-0-qtm} (59\thinspace MB) 7,892,786
states, \.{h48-q-qtm} (294\thinspace MB) 2,174,497, the search chapter's
\.{small-qtm} (38\thinspace MB with its corners) 3,669,722 and
\.{huge-qtm} (1.67\thinspace GB) 605,471. So in quarter turns $h_0$
makes twice the states of \.{small-qtm}, as in face turns, and $h_q$
1.7 times fewer than \.{small-qtm} and 3.6 times more than
\.{huge-qtm}, at a sixth of its size. Without the rule of the repeated
move \.{h48-0-qtm} makes 7,895,061 states: after a tight bound the rule
of face turns drops the half turns, a third of the moves, and this one
drops at most one move. Reading the
inverse from 1, 2, 4 or 5 moves left instead of~3 gives 7,844,576,
7,872,692, 8,547,161 and 8,965,595 states; 3 is kept, as in face turns,
since a read from scratch costs several times a move.

The times of these families, against Rokicki's nxopt in quarter turns,
are in the measurements chapter (\chapno{measure}).
@^quarter-turn metric@>

@*1 Testing h48qtm.
The tests check the tables of $h_0$ and $h_q$ in quarter turns against
the distributions given above and against sequences of quarter turns;
the moves of the families' state along random walks; that bounds never
exceed a known length; the number of optimal solutions against the
search chapter's \.{small-qtm}; and optimal solutions with their node
counts, for the families whose tables are at hand and for a small table
of minima made by the test itself.

@(tests/test_h48qtm.c@>=
#define _XOPEN_SOURCE 700 /* for |nftw| */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <ftw.h>
#include "h48qtm.h"
#include "check.h"
#include "solvetest.h"
@<Test routines of quarter-turn h48@>@;
int main(void)
{
  cube_register_chapters();
  cube_rng rng;
  cube_rng_seed(&rng,48);
  coord_init(); h48_init();
  @<Run the tests of quarter-turn h48@>;
  return check_done("test_h48qtm");
}

@ The table of $h_0$ in quarter turns, three ways. Its distribution must
be the one the section on the metric gives. Every entry must lie
between the entry of face turns and twice it, since a quarter turn is a
face turn and a face turn is at most two quarter turns. And every
canonical sequence of at most five quarter turns (105,046 of them, the
first chapter's counts) is made on a position and read through each of
the 48 symmetries, with the first chapter's conjugation and the
coordinate's index routine: the least length that reaches each value
must be its entry, and the values reached at each length must be as
many as the table has at that distance, 1, 1, 2, 19, 139 and 1,010; so
no entry within five quarter turns is too large or too small.

@<Run the tests of quarter-turn h48@>=
{
  static const uint64_t want[15]={1,1,2,19,139,1010,8602,75255,611517,4586828,25227570,
    61740465,25017595,298428,18};
  prune_table q,h;
  prune_options po={NULL,1,0,0};
  char err[CUBE_ERRLEN];
  coord *c=coord_find("h48h0");
  if (CHECK(prune_open(&q,c,MASK_QUARTER,PRUNE_NIBBLE,&po,err,sizeof err)==0)) {
    int ok=1,okl=1;
    CHECK_EQ(q.maxdist,14);
    for (int d=0; d<15; d++) CHECK_EQ(q.dist[d],want[d]);
    if (CHECK(prune_open(&h,c,MASK_ALL,PRUNE_NIBBLE,&po,err,sizeof err)==0)) {
      for (uint64_t x=0; x<H48_N0; x++) {
        int a=prune_nibble(h.data,x),b=prune_nibble(q.data,x);
        if (b<a || b>2*a) ok=0;
      }
      prune_free(&h);
    }
    CHECK(ok);
    qtm_list L={c,NULL,0,0};
    qtm_readings(&L,&cube_solved,CUBE_NOMOVE,0,5);
    qsort(L.v,L.n,sizeof L.v[0],cmp_reading);
    uint64_t cnt[6]={0};
    for (size_t i=0; i<L.n; i++) {
      if (i>0 && L.v[i]>>4==L.v[i-1]>>4) continue;
      cnt[L.v[i]&15]++;
      if ((uint64_t)prune_nibble(q.data,L.v[i]>>4)!=(L.v[i]&15)) okl=0;
    }
    CHECK(okl);
    for (int d=0; d<=5; d++) CHECK_EQ(cnt[d],want[d]);
    free(L.v); prune_free(&q);
  }
}

@ The readings, each a value of the coordinate shifted left by four bits
and the length that reached it, are sorted by value and then by length,
so that the first of each value is its least length.

@<Test routines of quarter-turn h48@>=
static int cmp_reading(const void *a,const void *b)
{
  uint64_t x=*(const uint64_t *)a,y=*(const uint64_t *)b;
  return x<y? -1: x>y;
}
typedef struct { coord *c; uint64_t *v; size_t n,cap; } qtm_list;
static void qtm_readings(qtm_list *L,const cubepos *p,int state,int len,int max)
{
  for (int g=0; g<CUBE_NSYMS; g++) {
    cubepos q;
    cube_conj(p,g,&q);
    if (L->n==L->cap) {
      L->cap=L->cap? 2*L->cap: 1<<16;
      L->v=realloc(L->v,sizeof(uint64_t)*L->cap);
    }
    L->v[L->n++]=coord_index(L->c,&q)<<4|(uint64_t)len;
  }
  if (len==max) return;
  for (uint32_t k=cube_qtm_next[state]; k; k&=k-1) {
    int m=__builtin_ctz(k);
    cubepos q=*p;
    cube_move(&q,m);
    qtm_readings(L,&q,cube_qtm_after[state][m],len+1,max);
  }
}

@ The table of $h_q$ in quarter turns, when it is in the cache (it
takes six minutes to make, too long for a test): every entry is decoded
from its residue, its parity and the entry of $h_0$, here by counting up
from the entry of $h_0$ to the first number with that residue and parity.
Each decoded value is the true one less a multiple of~6, so the decoded
values must be, at every distance, at least as many at or below it as
the true ones, which the generator counted; and the sum of the true
values less that of the decoded ones is 35,922, six times 5,987, the
number of entries decoded too low (one decoded 12 too low would count
twice) that the section on reading $h_q$ from residues gives.

@<Run the tests of quarter-turn h48@>=
{
  prune_table q,h;
  prune_options po={NULL,0,0,0};
  char err[CUBE_ERRLEN];
  if (prune_open(&q,coord_find("h48hq"),MASK_QUARTER,PRUNE_MOD3,&po,err,sizeof err))
    printf("  the residues of hq in quarter turns skipped: %s\n",err);
  else {
    if (CHECK(prune_open(&h,coord_find("h48h0"),MASK_QUARTER,PRUNE_NIBBLE,&po,err,
        sizeof err)==0)) {
      uint64_t cnt[PRUNE_MAXDIST]={0};
      for (uint64_t x=0; x<q.n; x++) {
        int r=prune_mod3(q.data,x),d=prune_nibble(h.data,x>>3);
        while (d%3!=r || (d&1)!=(int)(x&1)) d++;
        cnt[d<PRUNE_MAXDIST? d: PRUNE_MAXDIST-1]++;
      }
      uint64_t below=0,above=0;
      long long drop=0;
      int dominated=1;
      CHECK_EQ(q.maxdist,15);
      for (int d=0; d<PRUNE_MAXDIST; d++) {
        below+=cnt[d]; above+=q.dist[d];
        if (below<above) dominated=0;
        drop+=(long long)d*((long long)q.dist[d]-(long long)cnt[d]);
      }
      CHECK(dominated);
      CHECK_EQ(drop,35922);
      printf("  hq in quarter turns: %lld entries decoded 6 too low\n",drop/6);
      prune_free(&h);
    }
    prune_free(&q);
  }
}

@ The families of quarter turns. Along random walks of quarter turns the
bound that |child| and |bound| give a state must be what |root| computes
from scratch on the moved position (for $h_q$ that checks the distances
carried from parent to child, and for both the inverse taken from the
grandparent after a move made twice); the root's bound must never exceed
the length of a sequence of quarter turns; and with |all|, the number of
optimal solutions must be what \.{small-qtm} finds, on positions that
have half turns in their solutions, where the rule of the repeated move
applies: 5, 42, 1 and~1 (the second takes 12 quarter turns, and among
its solutions are \move{F B' R L' F B' R L' F B' R L'} and the six half
turns in several orders). The family of $h_q$, and those of the minima
of $h_2$ and~$h_6$, are tested if their tables are in the cache. For
the minima the bound of the moved state is not compared with the one
from scratch: an entry of $h_K$ depends on the normalizing symmetry
read (the section on $h_K$), and the two readings may differ, both
being bounds.

@<Run the tests of quarter-turn h48@>=
{
  static const char *const fam[]={"h48-0-qtm","h48-q-qtm","h48-2-qtm","h48-6-qtm"};
  static const char *const pos[]={"R L U2 R' L' F2 B2 D","U2 D2 F2 B2 L2 R2",
    "R U F' L2 D B' R2 U' F","R U2 F"};
  static const int count[]={5,42,1,1};
  prune_options po={NULL,1,0,0},po0={NULL,0,0,0},pof=po;
  char err[CUBE_ERRLEN];
  for (int f=0; f<4; f++) {
    const optimal_family *F=NULL;
    int ok=1,okb=1,oka=1;
    F=optimal_find(fam[f]);
    const int exact=f<2; /* the minima depend on the normalizing symmetry read */
    if (!CHECK(F!=NULL)) continue;
    if (optimal_init(fam[f],f? &po0: &po,err,sizeof err)) {
      CHECK(f>0);
      printf("  %s skipped: %s\n",fam[f],err);
      continue;
    }
    @<Walk the family |F| of quarter turns, and bound short sequences@>;
    @<Count the optimal solutions of family |f| against \.{small-qtm}@>;
    CHECK(ok); CHECK(okb); CHECK(oka);
  }
}

@ @<Walk the family |F| of quarter turns, and bound short sequences@>=
for (int t=0; t<100; t++) {
  _Alignas(16) unsigned char s[IDA_MAXSTATE],o[IDA_MAXSTATE],r[IDA_MAXSTATE];
  cubepos p;
  cube_random(&rng,&p);
  F->root(optimal_default()->tables,&p,s);
  for (int k=0; k<40; k++) {
    int m=(int)cube_rng_below(&rng,CUBE_NMOVES);
    if (m%3==1) m--;
    cube_move(&p,m);
    F->child(&optimal_default()->tables,s,m,o,0);
    if (exact && F->bound(&optimal_default()->tables,s,o,20)!=F->root(optimal_default()->tables,&p,r)) ok=0;
    memcpy(s,o,F->state_size);
  }
}
for (int t=0; t<3000; t++) {
  _Alignas(16) unsigned char s[IDA_MAXSTATE];
  cubepos p=cube_solved;
  int n=1+(int)cube_rng_below(&rng,12);
  for (int k=0; k<n; k++) {
    int m=(int)cube_rng_below(&rng,CUBE_NMOVES);
    cube_move(&p,m%3==1? m-1: m);
  }
  if (F->root(optimal_default()->tables,&p,s)>n) okb=0;
}

@ @<Count the optimal solutions of family |f| against \.{small-qtm}@>=
for (size_t i=0; i<sizeof pos/sizeof pos[0]; i++) {
  cubepos p;
  optimal_result r;
  optimal_options o={1,1,0,NULL,NULL,NULL,NULL,NULL};
  int want;
  if (cube_parse(pos[i],&p,NULL,NULL,err,sizeof err)
      || optimal_init("small-qtm",&po,err,sizeof err)) { oka=0; continue; }
  optimal_solve(&p,&o,&r); want=r.nsolutions;
  if (optimal_init(fam[f],&pof,err,sizeof err)) { oka=0; continue; }
  optimal_solve(&p,&o,&r);
  if (r.nsolutions!=want || want!=count[i]) oka=0;
  printf("  %s: %d optimal solutions in %d quarter turns (small-qtm %d)\n",pos[i],
    r.nsolutions,r.length,want);
}

@ Optimal solutions in quarter turns: the sixteen positions of
\.{qtm-24.txt} of at most 17 quarter turns (the test of the search
chapter's \.{small-qtm} uses them too) must be solved in nxopt's
lengths, each solution applied to its position, with one thread so that
the states are deterministic; their total is pinned, for
\.{h48-0-qtm} and, when their tables are in the cache, \.{h48-q-qtm},
\.{h48-2-qtm} and \.{h48-6-qtm}.
@^nxopt@>

@<Run the tests of quarter-turn h48@>=
{
  static const struct { const char *name; long long nodes; } fam[]={
    {"h48-0-qtm",7892786},{"h48-q-qtm",2174497},{"h48-2-qtm",2457870},
    {"h48-6-qtm",607981}};
  prune_options po={NULL,1,0,0},po0={NULL,0,0,0};
  char err[CUBE_ERRLEN];
  for (size_t f=0; f<sizeof fam/sizeof fam[0]; f++) {
    int n,ok;
    if (optimal_init(fam[f].name,f? &po0: &po,err,sizeof err)) {
      CHECK(f>0);
      printf("  %s skipped: %s\n",fam[f].name,err);
      continue;
    }
    uint64_t total=solve_qtm24(fam[f].name,17,&n,&ok);
    CHECK(n==16 && ok==16);
    if (fam[f].nodes) CHECK_EQ(total,fam[f].nodes);
    printf("  %s, the 16 positions of qtm-24.txt: %llu states\n",fam[f].name,
      (unsigned long long)total);
  }
}

@ @<Test routines of quarter-turn h48@>=
static uint64_t solve_qtm24(const char *name,int maxlen,int *n,int *ok)
{
  char line[1024],err[CUBE_ERRLEN];
  FILE *in=fopen("tests/data/qtm-24.txt","r");
  uint64_t total=0;
  *n=*ok=0;
  while (in && fgets(line,sizeof line,in)) {
    char *hash=strchr(line,'#');
    cubepos p,q;
    optimal_options o={0,1,0,NULL,NULL,NULL,NULL,NULL};
    optimal_result r;
    if (!hash || atoi(hash+1)>maxlen) continue;
    *hash=0;
    if (cube_parse(line,&p,NULL,NULL,err,sizeof err)) continue;
    (*n)++;
    optimal_solve(&p,&o,&r);
    q=p; cube_apply(&q,&r.solution);
    if (r.found && r.length==atoi(hash+1) && cube_equal(&q,&cube_solved)) (*ok)++;
    else printf("  %s, qtm-24.txt: %s: not solved in %d quarter turns\n",name,line,
      atoi(hash+1));
    total+=r.nodes;
  }
  if (in) fclose(in);
  return total;
}

@ The minima in quarter turns, as the family \.{h48-1-qtm} reads them,
with a table small enough for a test: $S=7$ and $D=8$ (base~6), made in
a directory of its own, so that it never meets the table of the real
depths. Along random walks its bounds must agree with those from scratch
and never exceed a length; it must find the optimal solutions that
\.{small-qtm} finds; and it must solve the four positions of
\.{qtm-24.txt} of at most 14 quarter turns in their lengths, in a
pinned number of states. The four-bit table of $h_0$, which the
generator needs for the minima of the lines, is taken from the cache if
it is there.

@<Run the tests of quarter-turn h48@>=
{
  static const char *const fam[]={"h48-1-qtm"};
  static const char *const pos[]={"R L U2 R' L' F2 B2 D","U2 D2 F2 B2 L2 R2",
    "R U F' L2 D B' R2 U' F","R U2 F"};
  static const int count[]={5,42,1,1};
  char tdir[]="/tmp/test_h48qtm_XXXXXX",cache[4096],from[4300],to[4300],err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0},pof={tdir,1,2,0};
  const optimal_family *F=NULL;
  int ok=1,okb=1,oka=1,n,nok,f=0;
  const int exact=0;
  CHECK(mkdtemp(tdir)!=NULL);
  if (prune_cache_dir(NULL,cache,sizeof cache,err,sizeof err)==0) {
    snprintf(from,sizeof from,"%s/h48h0-m2db6d-e4.tbl",cache);
    snprintf(to,sizeof to,"%s/h48h0-m2db6d-e4.tbl",tdir);
    if (access(from,R_OK)==0 && symlink(from,to)) printf("  no link to %s\n",from);
  }
  h48_qtm_build_depths(7,8);
  F=optimal_find(fam[0]);
  if (CHECK(F!=NULL) && CHECK(optimal_init(fam[0],&pof,err,sizeof err)==0)) {
    @<Walk the family |F| of quarter turns, and bound short sequences@>;
    @<Count the optimal solutions of family |f| against \.{small-qtm}@>;
    CHECK(ok); CHECK(okb); CHECK(oka);
    if (CHECK(optimal_init(fam[0],&pof,err,sizeof err)==0)) {
      uint64_t total=solve_qtm24(fam[0],14,&n,&nok);
      CHECK(n==4 && nok==4);
      CHECK_EQ(total,301840);
      printf("  %s (S=7, D=8), the 4 positions of qtm-24.txt: %llu states\n",fam[0],
        (unsigned long long)total);
    }
  }
  h48_qtm_build_depths(0,0);
  CHECK(nftw(tdir,remove_entry,8,FTW_DEPTH|FTW_PHYS)==0);
}

@ The directory of the test's tables is removed with its files, deepest
first, the link to the cache's table removed as a link.

@<Test routines of quarter-turn h48@>=
static int remove_entry(const char *path,const struct stat *st,int flag,struct FTW *f)
{
  (void)st; (void)flag; (void)f;
  return remove(path);
}

