@* An example chapter: the cross.
This chapter is the second example of the section ``Writing a new
chapter'' of the command chapter: a coordinate on a few named cubies,
and a goal on any face, reduced by symmetry to one table. Like the first
example it is not part of the book; the tests build it beside the
program, as an extender would.

Its task: the {\it cross}, the four edges of one face in their places and
turned the right way, in as few moves as possible; the first step of the
most common speed-solving method. For example \.{cube cross "R U F"}
answers \.{F' R'} for the down face, and with \.{--face any} the best
faces, each labelled (the right and front faces need three moves):
$$\.{U: U' R', D: F' R', L: F' U', B: U' R'}$$

Here is the skeleton. The chapter tangles to \.{cross.h} and
\.{cross.c} and writes its test programs.
@q README: an example chapter: the shortest cross on any face @>
@i types.w
@s cross_ctx int
@s cross_found_fn int
@s cross_tally int

@(cross.h@>=
#ifndef CROSS_H
#define CROSS_H
#include "command.h"
typedef void (*cross_found_fn)(void *arg,int face,const moveseq *s);
long cross_solve(const cubepos *p,int face,const prune_table *t,int all,
  cross_found_fn each,void *arg,uint64_t *nodes);
int cross_distance(const cubepos *p,int face,const prune_table *t);
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include "cross.h"
@h
@<The coordinate of the cross@>@;
@<The search of the cross@>@;
@<The sub-command \.{cube cross}@>@;

@*1 The coordinate.
The four edges of the down face, \.{DF}, \.{DR}, \.{DB}, \.{DL}, where
they are and how each is turned: $12\cdot11\cdot10\cdot9\cdot2^4=190{,}080$
values, which the coordinates chapter reads and sets for any named cubies
(|coord_cubies_index|, |coord_cubies_to_cube|); the chapter wraps them in
the two routines of a basic coordinate, registered with
the command by the chapter's |cross_register|, at the end. Its distance table is 95 kilobytes.

@<The coordinate of the cross@>=
static coord_cubies cross_cubies;
static uint32_t cross_index(const cubepos *p) { return coord_cubies_index(&cross_cubies,p); }
static void cross_to_cube(uint32_t x,cubepos *p) { coord_cubies_to_cube(&cross_cubies,x,p); }
static void cross_init(void) { coord_cubies_parse(&cross_cubies,"DF DR DB DL"); }
static coord cross_coord={@[.name="cross"@],@[.about="the four down edges (12*11*10*9*16)"@],
  @[.kind=COORD_BASIC@],@[.moves=MASK_ALL@],@[.syms=0@],@[.n=190080@],
  @[.init=cross_init@],@[.index=cross_index@],@[.to_cube=cross_to_cube@]};

@*1 The search.
A cross on another face is the down cross of a turned position: with $g$
the symmetry that sends face $f$ to the down face (|cube_sym_taking|),
the position $p^g$ has on the down face what $p$ has on $f$, so one table
serves the six faces. The search runs on $p^g$, and each move of a
solution is turned back to $p$ by the inverse symmetry. The state is the
value of the coordinate, moved by its table; the goal, its solved value.

@<The search of the cross@>=
typedef struct {
  const prune_table *t; uint32_t solved; int face,back;
  cross_found_fn each; void *arg;
} cross_ctx;
static void cross_child(void *ctx,const void *s,int m,void *o,int leaf)
{
  (void)ctx; (void)leaf;
  *(uint32_t *)o=(uint32_t)coord_move(&cross_coord,*(const uint32_t *)s,m);
}
static int cross_bound(void *ctx,const void *parent,void *s,int left)
{
  (void)parent; (void)left;
  return prune_distance(((const cross_ctx *)ctx)->t,*(const uint32_t *)s);
}
static int cross_goal(void *ctx,const void *s,const uint8_t *path,int len)
{
  (void)path; (void)len;
  return *(const uint32_t *)s==((const cross_ctx *)ctx)->solved;
}

@ Each solution found is turned back, put in the program's order of
opposite faces (|cube_canonical_order|, the first chapter), and passed on; the routines return
how many there are (one, unless |all|), and the distance of the cross on
a face.

@<The search of the cross@>=
static int cross_found(void *ctx,const uint8_t *path,int len)
{
  const cross_ctx *C=ctx;
  moveseq s;
  s.len=len;
  for (int k=0; k<len; k++) s.mv[k]=cube_sym_move[C->back][path[k]];
  cube_canonical_order(s.mv,len);
  C->each(C->arg,C->face,&s);
  return 0;
}
static uint32_t cross_state(const cubepos *p,int face,int *g)
{
  cubepos q;
  *g=cube_sym_taking(face,3); /* 3: the down face of |cube_face_names| */
  cube_conj(p,*g,&q);
  return (uint32_t)coord_index(&cross_coord,&q);
}
int cross_distance(const cubepos *p,int face,const prune_table *t)
{
  int g;
  return prune_distance(t,cross_state(p,face,&g));
}

@ @<The search of the cross@>=
long cross_solve(const cubepos *p,int face,const prune_table *t,int all,
  cross_found_fn each,void *arg,uint64_t *nodes)
{
  cross_ctx C={t,(uint32_t)coord_index(&cross_coord,&cube_solved),face,0,each,arg};
  ida_problem P;
  uint8_t path[IDA_MAXDEPTH];
  int g;
  uint32_t s=cross_state(p,face,&g);
  C.back=cube_sym_inv[g];
  memset(&P,0,sizeof P);
  P.moves=P.last_moves=MASK_ALL; P.state_size=sizeof s; P.ctx=&C;
  long n=ida_search_all(&P,&s,prune_distance(t,s),20,all? 0: 1,path,
    cross_child,cross_bound,cross_goal,cross_found);
  *nodes+=P.nodes;
  return n;
}

@*1 The sub-command.
The option \.{--face} takes a face's letter or \.{any}, a word of a fixed
set that the kit reads (|CUBE_OPT_WORD|, its value the number of the
word). With \.{any} the answer is the best faces' solutions, each
labelled with its face (|cube_solutions_add_labelled|); with \.{-v}, the
standard tail of lengths, time and nodes (|cube_item_tail|).

@<The sub-command \.{cube cross}@>=
static int cross_all,cross_face;
static prune_table cross_table;
static int cmd_cross(int argc,char **argv);
static const cube_option cross_options[]={
  {"--face",CUBE_OPT_WORD,&cross_face,0,0,"U|R|F|D|L|B|any","the face (D)"},
  {"--all",CUBE_OPT_FLAG,&cross_all,0,0,NULL,"every shortest solution"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command cross_command={"cross",cmd_cross,
  "[--face F] [--all] [POSITION ...]","solve the cross of a face",
  "Prints a shortest move sequence that brings the four edges of a face\n\
home, turned the right way (the cross); with --face any, of the best faces.",
  cross_options,CUBE_COMMON_TABLES|CUBE_COMMON_VERBOSE|CUBE_COMMON_BATCH};

@ @<The sub-command \.{cube cross}@>=
static void cross_add(void *arg,int face,const moveseq *s)
{
  char label[2]={cube_face_names[face],0};
  if (cross_face==6) cube_solutions_add_labelled(arg,label,s);
  else cube_solutions_add(arg,s);
}
static void cross_answer(void *ctx,cube_item *it)
{
  cubepos p;
  cube_solutions L;
  char err[CUBE_ERRLEN];
  int best=99;
  uint64_t nodes=0;
  double t0=ida_now();
  (void)ctx;
  if (cube_parse(it->text,&p,NULL,NULL,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  @<Solve the cross of |p| on the faces asked, into |L|@>;
  cube_item_result(it,best,1,ida_now()-t0,nodes);
  cube_solutions_print(&L,it);
  cube_item_tail(it);
  cube_item_printf(it,"\n");
}

@ The faces asked are one, or all six (word 6, \.{any}), of which those
at the least distance are solved.

@<Solve the cross of |p| on the faces asked...@>=
cube_solutions_init(&L,0,0);
for (int f=0; f<6; f++)
  if ((cross_face==6 || f==cross_face) && cross_distance(&p,f,&cross_table)<best)
    best=cross_distance(&p,f,&cross_table);
for (int f=0; f<6; f++)
  if ((cross_face==6 || f==cross_face) && cross_distance(&p,f,&cross_table)==best)
    cross_solve(&p,f,&cross_table,cross_all,cross_add,&L,&nodes);

@ The command reads its options, the down face by default, opens the
table (made in the cache the first time) and hands the positions to the
batch driver. One routine, |cross_register|, registers the coordinate and the command.

@<The sub-command \.{cube cross}@>=
static int cmd_cross(int argc,char **argv)
{
  char err[CUBE_ERRLEN];
  cross_face=3; cross_all=0;
  argc=cube_parse_args(&cross_command,argc,argv);
  if (prune_open_default(&cross_table,coord_find("cross"),&cube_opts.tables,err,sizeof err))
    cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  return cube_batch(argc,argv,cross_answer,NULL,1);
}
void cross_register(void)
{
  coord_register(&cross_coord); cube_command_register(&cross_command);
}

@*1 Testing the cross.
Three facts, each by independent means. The distances: a breadth-first
search over whole positions by the first chapter's moves, reading where
the four down edges are by hand (|cube_bfs_by_key| of \.{tests/cubetest.h}),
must find the distribution of the table, 190,080 arrangements, none
farther than eight moves (every cross is solved in at most eight, a known
fact of the method). The symmetry: on every face, the solutions of a few
positions solve that face's cross, read off the position by its edges'
names; and they are exactly those that brute force finds among the
canonical sequences of that length (|cube_each_sequence|).

@(tests/test_cross.c@>=
#include <stdlib.h>
#include <string.h>
#include "cross.h"
#include "check.h"
#include "cubetest.h"
@<Routines of the test of the cross@>@;
int main(void)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  prune_table t;
  cube_init(); coord_init();
  CHECK(prune_open_default(&t,coord_find("cross"),&po,err,sizeof err)==0);
  @<Compare the cross table with a breadth-first search@>;
  @<Check the crosses of a few positions on every face@>;
  prune_free(&t);
  return check_done("test_cross");
}

@ The key of a position: the slot of each down edge, base 12, then their
orientations; and whether the cross of a face is solved, every edge whose
name has the face's letter at home and unturned.

@<Routines of the test of the cross@>=
static uint32_t key_of(const cubepos *p)
{
  static const int down[4]={9,8,11,10}; /* \.{DF}, \.{DR}, \.{DB}, \.{DL} */
  uint32_t slot=0,ori=0;
  for (int i=0; i<4; i++)
    for (int j=0; j<12; j++) if ((p->e[j]&15)==down[i]) {
      slot=slot*12+(uint32_t)j; ori=ori*2+(uint32_t)(p->e[j]>>4); }
  return slot*16+ori;
}
static int solved_on(const cubepos *p,int face)
{
  for (int i=0; i<12; i++)
    if (strchr(cube_edge_names[i],cube_face_names[face]) && p->e[i]!=i) return 0;
  return 1;
}

@ @<Compare the cross table with a breadth-first search@>=
{
  enum { NKEYS=12*12*12*12*16 };
  int *dist=malloc(NKEYS*sizeof *dist);
  uint64_t count[16]={0},want[16]={0};
  int far=cube_bfs_by_key(key_of,NKEYS,MASK_ALL,dist);
  for (int k=0; k<NKEYS; k++) if (dist[k]>=0) count[dist[k]]++;
  for (uint64_t x=0; x<t.n; x++) want[prune_distance(&t,x)]++;
  CHECK(memcmp(count,want,sizeof count)==0 && t.n==190080);
  CHECK_EQ(far,8);
  free(dist);
}

@ For each face: every solution, applied to the position, solves the
face's cross; their number is that of the canonical sequences of their
length that do so; and none shorter does.

@<Routines of the test of the cross@>=
typedef struct { const cubepos *p; int face,n,bad; } cross_tally;
static void tally(void *arg,int face,const moveseq *s)
{
  cross_tally *T=arg;
  cubepos q=*T->p;
  for (int k=0; k<s->len; k++) cube_move(&q,s->mv[k]);
  T->n++; T->bad+=face!=T->face || !solved_on(&q,face);
}
static void count_solved(void *arg,const cubepos *q,const moveseq *s)
{
  cross_tally *T=arg;
  (void)s;
  T->n+=solved_on(q,T->face);
}

@ @<Check the crosses of a few positions on every face@>=
{
  static const char *const pos[]={"R U F","F2 L' D B","R U2 L' B2 D'","U"};
  int ok=1;
  for (size_t i=0; i<sizeof pos/sizeof pos[0]; i++)
    for (int f=0; f<6; f++) {
      cubepos p;
      uint64_t nodes=0;
      cube_parse(pos[i],&p,NULL,NULL,err,sizeof err);
      cross_tally T={&p,f,0,0},B={&p,f,0,0};
      int len=cross_distance(&p,f,&t);
      cross_solve(&p,f,&t,1,tally,&T,&nodes);
      cube_each_sequence(&p,len,count_solved,&B);
      ok&=T.n>0 && T.bad==0 && T.n==B.n;
      for (int k=0; k<len; k++) {
        B.n=0; cube_each_sequence(&p,k,count_solved,&B); ok&=B.n==0; }
    }
  CHECK(ok);
}

@ The command-line tests run the sub-command as its user would.

@(tests/cli_cross.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  CLI_EXPECT(0,"F' R'","cross","R U F");
  CLI_EXPECT(0,"U: U' R'\nD: F' R'\nL: F' U'\nB: U' R'","cross","--face","any",
    "R U F");
  CLI_MATCH(0,"F' R'  (2 moves, * ms, * nodes)","cross","-v","R U F");
  CLI_EXPECT_ERR(2,"--face: give U, R, F, D, L, B or any, not 'X'","cross","--face","X","R");
  cli_input("R\nR Q\nD\n");
  CLI_EXPECT(1,"R'\nD'","cross");
  CLI_MATCH(0,"*\n  cross *","--help");
  return check_done("cli_cross");
}
