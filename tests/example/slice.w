@* An example chapter: the middle layer.
This chapter is the example of the section ``Writing a new chapter'' of
the command chapter: the smallest chapter that adds a sub-command with a
coordinate, a pruning table and a search of its own, using only what the
earlier chapters offer, and touching none of them. It is not part of the
book; the tests build it beside the program, as an extender would.

Its task: bring the four middle-layer edges (FR, FL, BL, BR) into the middle
layer, in any order and orientation, in as few moves as possible; the
first step of some beginner's methods, and the part of Kociemba's phase~1
that the coordinate \.{slice} measures. For example \.{cube slice "R U"}
answers \.{U' R}: the \.U took the edge that \.R had lifted out of the
middle layer to another place, which one move cannot mend.

Here is the skeleton. The chapter tangles to \.{slice.h} and \.{slice.c}
(the Makefile compiles every chapter so) and writes its test programs.
@q README: an example chapter: the middle-layer edges home @>
@i types.w
@s slice_ctx int

@(slice.h@>=
#ifndef SLICE_H
#define SLICE_H
#include "command.h"
long slice_solve(const cubepos *p,const prune_table *t,int all,
  void (*each)(void *arg,const moveseq *s),void *arg);
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include "slice.h"
@h
@<The search of the middle layer@>@;
@<The sub-command \.{cube slice}@>@;

@*1 The search.
The state is the value of the coordinate \.{slice} (495 values, the slots
of the four middle edges), which the coordinates chapter defines and moves
with a table; the bound is its pruning table, which the pruning chapter
makes on first use; and every shortest solution comes from the generic
search, |ida_search_all|. The goal is the solved value of the coordinate.

@<The search of the middle layer@>=
typedef struct {
  const coord *c; const prune_table *t; uint64_t solved;
  void (*each)(void *arg,const moveseq *s); void *arg;
} slice_ctx;
static void slice_child(void *ctx,const void *s,int m,void *o,int leaf)
{
  const slice_ctx *C=ctx;
  (void)leaf;
  *(uint16_t *)o=(uint16_t)coord_move(C->c,*(const uint16_t *)s,m);
}
static int slice_bound(void *ctx,const void *parent,void *s,int left)
{
  const slice_ctx *C=ctx;
  (void)parent; (void)left;
  return prune_distance(C->t,*(const uint16_t *)s);
}
static int slice_goal(void *ctx,const void *s,const uint8_t *path,int len)
{
  const slice_ctx *C=ctx;
  (void)path; (void)len;
  return *(const uint16_t *)s==C->solved;
}

@ Each solution found is passed on as a move sequence; the routine returns
how many there are (one, unless |all|).

@<The search of the middle layer@>=
static int slice_found(void *ctx,const uint8_t *path,int len)
{
  const slice_ctx *C=ctx;
  moveseq s;
  s.len=len;
  memcpy(s.mv,path,len);
  C->each(C->arg,&s);
  return 0;
}
long slice_solve(const cubepos *p,const prune_table *t,int all,
  void (*each)(void *arg,const moveseq *s),void *arg)
{
  slice_ctx C={coord_find("slice"),t,0,each,arg};
  ida_problem P;
  uint8_t path[IDA_MAXDEPTH];
  uint16_t s=(uint16_t)coord_index(C.c,p);
  C.solved=coord_index(C.c,&cube_solved);
  memset(&P,0,sizeof P);
  P.moves=P.last_moves=MASK_ALL; P.state_size=sizeof s; P.ctx=&C;
  return ida_search_all(&P,&s,prune_distance(t,s),20,all? 0: 1,path,
    slice_child,slice_bound,slice_goal,slice_found);
}

@*1 The sub-command.
The command is a description (name, help, options), a routine that
answers one position into an item of the batch driver, and a routine
that reads the options, opens the table and hands the positions to the
driver. The kit does the rest: \.{--help}, the common options, positions
from the arguments or the standard input, errors that name the line,
output in order, exit statuses.

@<The sub-command \.{cube slice}@>=
static int slice_all;
static prune_table slice_table;
static int cmd_slice(int argc,char **argv);
static const cube_option slice_options[]={
  {"--all",CUBE_OPT_FLAG,&slice_all,0,0,NULL,"every shortest solution"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command slice_command={"slice",cmd_slice,"[--all] [POSITION ...]",
  "bring the middle edges into the middle layer",
  "Prints a shortest move sequence that brings the four middle-layer edges\n\
into the middle layer (in any order and orientation).",
  slice_options,CUBE_COMMON_TABLES|CUBE_COMMON_VERBOSE|CUBE_COMMON_BATCH};

@ @<The sub-command \.{cube slice}@>=
static void slice_answer(void *ctx,cube_item *it)
{
  cubepos p;
  cube_solutions L;
  char err[CUBE_ERRLEN];
  (void)ctx;
  memset(&L,0,sizeof L);
  if (cube_parse(it->text,&p,NULL,NULL,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  slice_solve(&p,&slice_table,slice_all,cube_solutions_add,&L);
  cube_item_result(it,prune_distance(&slice_table,coord_index(coord_find("slice"),&p)),1,0,0);
  cube_solutions_print(&L,it);
  cube_item_printf(it,"\n");
}
static int cmd_slice(int argc,char **argv)
{
  char err[CUBE_ERRLEN];
  argc=cube_parse_args(&slice_command,argc,argv);
  if (prune_open_default(&slice_table,coord_find("slice"),&cube_opts.tables,err,sizeof err))
    cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  return cube_batch(argc,argv,slice_answer,NULL,1);
}
void slice_register(void) { cube_command_register(&slice_command); }

@*1 Testing the middle layer.
Two facts checked by independent means. First, the distances: a
breadth-first search over whole positions, from the solved cube, with the
first chapter's moves only, reading the middle-layer slots off each
position by hand (a 12-bit mask of the slots that hold middle edges),
finds how many of the 495 arrangements lie at each distance; the pruning
table must agree. Second, every solution the search reports solves the
step, and for short positions the solutions are exactly those that brute
force finds among the canonical sequences of that length. Both walks come
from \.{tests/cubetest.h}: |cube_bfs_by_key| and |cube_each_sequence|.

@(tests/test_slice.c@>=
#include <stdlib.h>
#include <string.h>
#include "slice.h"
#include "check.h"
#include "cubetest.h"
static uint32_t mask_of(const cubepos *p)
{
  uint32_t m=0;
  for (int i=0; i<12; i++)
    if ((p->e[i]&15)>=4 && (p->e[i]&15)<8) m|=1u<<i; /* a middle edge (4 to 7) in slot |i| */
  return m;
}
static void count_solution(void *arg,const moveseq *s) { (void)s; ++*(int *)arg; }
static void count_solved(void *arg,const cubepos *q,const moveseq *s)
{
  (void)s;
  if (mask_of(q)==mask_of(&cube_solved)) ++*(int *)arg;
}
int main(void)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  prune_table t;
  cube_init(); coord_init();
  coord *c=coord_find("slice");
  CHECK(c && prune_open_default(&t,c,&po,err,sizeof err)==0);
  @<Compare the table of the middle layer with a breadth-first search@>;
  @<Check the middle layer's solutions against brute force@>;
  prune_free(&t);
  return check_done("test_slice");
}

@ The breadth-first search gives each of the $2^{12}$ masks its distance.

@<Compare the table of the middle layer with a breadth-first search@>=
{
  static int dist[4096];
  uint64_t count[16]={0},want[16]={0};
  cube_bfs_by_key(mask_of,4096,MASK_ALL,dist);
  for (int m=0; m<4096; m++) if (dist[m]>=0) count[dist[m]]++;
  for (uint64_t x=0; x<t.n; x++) want[prune_distance(&t,x)]++;
  CHECK(memcmp(count,want,sizeof count)==0 && t.n==495);
}

@ @<Check the middle layer's solutions against brute force@>=
{
  static const char *const pos[]={"R","R U","F B","R2 F2 L'","R U R' U' F"};
  int ok=1;
  for (size_t i=0; i<sizeof pos/sizeof pos[0]; i++) {
    cubepos p;
    int n=0,brute=0;
    cube_parse(pos[i],&p,NULL,NULL,err,sizeof err);
    int len=prune_distance(&t,coord_index(c,&p));
    slice_solve(&p,&t,1,count_solution,&n);
    cube_each_sequence(&p,len,count_solved,&brute);
    ok&=n>0 && n==brute;
  }
  CHECK(ok);
}

@ The command-line tests run the sub-command with what the kit gives it:
answers, every shortest one, a batch with a bad line, the help, an
unknown option.

@(tests/cli_slice.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  CLI_EXPECT(0,"R\nU' R","slice","R","R U");
  CLI_EXPECT(0,"F B\nF B'\nF' B\nF' B'","slice","--all","F B");
  cli_input("R\nR Q\nF2\n"); /* \.{F2} keeps the layer: an empty line */
  CLI_EXPECT(1,"R","slice");
  CLI_MATCH(0,"*brings the four middle-layer edges*","slice","--help");
  CLI_MATCH(0,"*\n  slice *","--help");
  CLI_EXPECT_ERR(2,"unknown option '--frob'","slice","--frob","R");
  return check_done("cli_slice");
}
