@* Search.
This chapter finds solutions and proves them shortest. Its tool is
iterative-deepening A* (IDA*), Richard Korf's search \cite{Korf 1997}: a
depth-first search for a solution of exactly $n$ moves, for $n=0$, 1, 2,
\dots, which cuts off every branch whose lower bound on the distance still
to go exceeds the moves left. The lower bounds come from the pruning tables
of chapter~\chapno{prune}. The search is written once, generically, and used
by every solver of the book. The chapter holds two subjects: that search,
with the searches it offers besides (every shortest solution, a goal that
is a set of states, the walk down an exact table); and the optimal solver
built on it, which searches positions directly, takes its bounds from
{\it table families} that later chapters add to, and chooses among the
families by what each costs on the machine at hand. Kociemba's two-phase
algorithm \cite{Kociemba 1992}, which finds short solutions quickly with
the same search, is the next chapter.
@^Korf, Richard@>
@^IDA*@>
@^iterative deepening@>
@^lower bound@>

The order of the two chapters follows what each uses. The optimal solver
needs the search and the tables of the framework, nothing of the
two-phase solver: its families read the coordinates of the coordinates
chapter (the \.{small} family reads the phase-1 coordinate, whose table
the two-phase solver shares, but the coordinate and its table are the
framework's). The two-phase chapter, in turn, checks its solutions
against the optimal solver: a short position must come out at its
optimal length. So the optimal solver comes first, and the two-phase
chapter after it.

For example, the optimal solver with the small family finds six moves,
and proves that no sequence of five or fewer solves the position:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube solve --optimal --table small "R U F' L2 D B2"
B2 D' L2 F U' R'
\endgroup
\medskip

\noindent The command chapter makes a program of the
solvers, the command \.{cube}, whose \.{solve} sub-command runs them on
positions from the command line or from a file.

The sections go: the generic search and its variants, the optimal
solver (its bound, its families, its threads, its tasks), choosing a
table family, then the tests and the benchmark.
@q README: search: a generic IDA*, the optimal solver and its table families, choosing a family @>
@i types.w
@s ida_problem int
@s ida_child_fn int
@s ida_goal_fn int
@s ida_found_fn int
@s ida_collector int
@s walk_state int
@s ida_bound_fn int
@s axis_state int
@s opt_state int
@s optimal_options int
@s optimal_result int
@s opt_ctx int
@s opt_job int
@s eo_list int
@s eo_ctx int
@s eo3_ctx int
@s opt_tasks int
@s axis_tables int
@s ball_entry int
@s brute_set int
@s cp_walk int
@s ida_moves_fn int
@s optimal_cost int
@s optimal_family int
@s optimal_solver int
@s both_job int
@s axis_open_tables int
@s qtm_ball int

@ The search routines tangle to \.{solve.h} and \.{solve.c}; the tests
and the benchmark go to \.{tests/}.

@(solve.h@>=
#ifndef SOLVE_H
#define SOLVE_H
#include <string.h>
#include <time.h>
#include "prune.h"
@<Types of solve@>@;
@<The generic IDA* search@>@;
@<Declarations of solve@>@;
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
#include "solve.h"
@h
@<Private data of the optimal solver@>@;
@<Private functions of the optimal solver@>@;
@<Functions of solve@>@;

@*1 Iterative-deepening A*.
A search problem, to the generic search, is a {\it state} (a few bytes,
opaque to it), a set of moves, and three routines. |child| makes the state
reached by a move; |bound| returns a lower bound on its distance to the
goal (it is given the parent too, which the residue tables need, and the
number of moves that will be left after the child, so that it can skip an
expensive bound when a cheap one already decides); |goal|
is called for every state reached when the moves allowed are
exhausted, with the path that led there, and says whether to stop. The
search tries moves in canonical order (the successor masks of the first
chapter), so that it never tries two sequences that are equal for the
trivial reasons, and counts the states it makes; it stops when a goal says
so, or when a budget of states or a deadline is exhausted.

The figure shows one iteration, with bound $n=3$, on a made-up problem.
Each node is labelled $g+h$: the moves $g$ made to reach it and the
lower bound $h$ of its table. A node with $g+h>n$ is cut off (marked
``cut'') without its children being made, since no solution of $n$ moves
passes through it; the others are expanded, depth first, until a node
with $h=0$ at $g=n$, a goal, is found. Had none been found, the next
iteration would search again from the root with $n=4$. The work of the
earlier iterations is repeated, but each iteration costs several times
the one before, so the repetition adds only a fraction.
@^IDA*@>
@^iterative deepening@>
\def\tput(#1,#2)#3{\rlap{\kern#1pt\raise#2pt\hbox{#3}}}
\def\thl(#1,#2)#3{\tput(#1,#2){\vrule width#3pt height.2pt depth.2pt}}
\def\tvl(#1,#2)#3{\tput(#1,#2){\vrule width.4pt height#3pt depth0pt}}
\def\tnode(#1,#2)#3{\tput(#1,#2){\hbox to0pt{\hss\vbox{\hrule\hbox{\vrule
  \vbox to12pt{\vss\hbox{\strut\ #3\ }\vss}\vrule}\hrule}\hss}}}
\def\tcut(#1,#2)#3{\tnode(#1,#2){#3\ \rm cut}}
$$\vbox{\hbox to 300pt{\vrule width0pt height 150pt depth 5pt%
\tnode(150,130){$0+3$}%
\tvl(150,112){18}\thl(60,112){180}%
\tvl(60,98){14}\tvl(150,98){14}\tvl(240,98){14}%
\tnode(60,85){$1+2$}\tcut(150,85){$1+4$}\tcut(240,85){$1+3$}%
\tvl(60,67){18}\thl(20,67){80}%
\tvl(20,53){14}\tvl(100,53){14}%
\tnode(20,40){$2+1$}\tcut(100,40){$2+2$}%
\tvl(20,8){32}%
\tnode(20,-5){$3+0$ goal}%
\hfil}}$$
\figcaption{The search tree of one iteration of IDA*, bound $n=3$: the
nodes whose $g+h$ passes the bound are cut without their children.}

@<Types of solve@>=
typedef struct {
  uint32_t moves; /* the moves the search may use */
  uint32_t last_moves; /* the moves that may end a path */
  const uint32_t *next; /* successor masks by state, or |NULL| for |cube_next_moves| */
  const uint8_t (*after)[CUBE_NMOVES]; /* state after a move, or |NULL|: the move */
  size_t state_size; /* bytes of a state, at most |IDA_MAXSTATE| */
  void *ctx; /* passed to |child| and |goal| */
  uint64_t nodes; /* states made so far */
  uint64_t node_limit; /* stop after this many, or 0 */
  double deadline; /* stop at this time (|ida_now|), or 0 */
  const int *cancel; /* stop when another thread sets |*cancel|, or |NULL| */
  int stopped; /* set when a limit stopped the search */
} ida_problem;
typedef void (*ida_child_fn)(void *ctx,const void *s,int m,void *out,int leaf);
typedef int (*ida_bound_fn)(void *ctx,const void *parent,void *s,int left);
typedef int (*ida_goal_fn)(void *ctx,const void *s,const uint8_t *path,int len);
typedef int (*ida_found_fn)(void *ctx,const uint8_t *path,int len);
typedef uint32_t (*ida_moves_fn)(void *ctx,const void *s,int left);
typedef struct {
  ida_found_fn found; /* called for every goal, or |NULL| to count them only */
  long limit; /* stop after this many goals, or 0 for no limit */
  long count; /* goals found so far */
} ida_collector;

@ @<Types of solve@>=
enum { IDA_MAXSTATE = 96, IDA_MAXDEPTH = 40 };

@ The depth-first part is written without recursion, with an explicit
stack. That is not only a matter of speed: written this way the routine
can be inlined into each solver that calls it, and since each solver passes
its own routines, the compiler then calls them directly, and inlines them
too. One generic routine thus costs nothing over a search written by hand.

The stack holds, for each depth, all the children of the node being
searched at that depth. They are made in two passes: first |child| makes
every child (and may ask the processor to {\it prefetch} the table entry
@^prefetching@>
that the child's bound will read), then |bound| reads the bounds. The
table entries of a large pruning table are scattered over tens of
megabytes, so each read is a cache miss of the order of a hundred
nanoseconds; issued together, the misses of the children overlap instead
of following one another. This is the main cost of a search, and the two
passes cut it by several times.

At the last level the bounds are not read at all: a child there is a
goal or not, and |goal| decides by looking at the state itself, which is
cheaper than any table. (So |goal| must not rely on |bound| having been
called for its state.) |child| is told when it makes such a {\it leaf}, so
that it need not prefetch what will not be read.

The routine searches for goals at exactly |togo| moves from |start|, whose
last move was |last| (|CUBE_NOMOVE| for none); |path| receives the moves.
In the quarter-turn metric what decides the next moves is not the last
move but the {\it state} of the canonical sequence (the first chapter):
a problem that sets |next| and |after| to |cube_qtm_next| and
|cube_qtm_after| has |last| read as that state, and the search keeps the
state of each node on its stack; the others leave both |NULL|, and the
state is the last move.
The last move of a path is taken from |P->last_moves| only, which lets a
problem exclude final moves that cannot reach a goal. The routine returns
what |goal| returned, or 1 when a limit stopped it, or 0 when the depth
was searched to the end.

Moves may have costs, 1 or~2: the moves of the mask |dear| cost two, the
others one. Then |togo| is a budget of cost, not of moves: a path ends
when its moves have spent exactly |togo|, a move that costs more than
what is left is not made, and |bound| is told the cost left after the
child. That is the quarter-turn metric in a subgroup that has half turns
but not the quarter turns they are made of, such as~$H$ (the second phase
of the two-phase solver of the next chapter). Every other search passes no costs (|dear|
is~0, a constant that the compiler folds away): the cost spent at depth
$k$ is then $k$, and the routine is what it would be without costs.
@^moves of two costs@>

The routine is written once for two uses. Called as |ida_depth|, it
stops at the first goal that asks it to. Called with a {\it collector}
(the search for every shortest solution, below), |goal| is a plain test,
and each state that passes it is counted and handed to the collector's
routine |found|, with its path; the search goes on until the depth is
done, the collector's limit on the count is reached, or |found| returns
nonzero. |ida_depth| passes no collector, a constant that the compiler
folds away, so the first use pays nothing for the second.

A third use: a problem that knows, for a node, that only some of its
moves can lead to a goal in the moves left passes a routine |moves|
(called as |ida_depth_core|), which is given the node and the number of
moves left from it, and returns the moves worth trying; the children of
the others are never made. The phase-1 search of the two-phase solver
(the next chapter) does so. The other callers pass none, and again pay nothing.

@<The generic IDA* search@>=
#define @[IDA_INLINE static inline __attribute__((always_inline))@]
static inline double ida_now(void)
{
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC,&t);
  return t.tv_sec+1e-9*t.tv_nsec;
}
static inline int ida_limit_reached(const ida_problem *P)
{
  return (P->node_limit && P->nodes>=P->node_limit) || (P->deadline && ida_now()>P->deadline)
    || (P->cancel && __atomic_load_n(P->cancel,__ATOMIC_RELAXED));
}
static inline int ida_collect(ida_problem *P,ida_collector *A,const uint8_t *path,int len)
{
  A->count++;
  if (A->found && A->found(P->ctx,path,len)) return 1;
  return A->limit>0 && A->count>=A->limit;
}
IDA_INLINE
int ida_depth_core(ida_problem *P,const void *start,int togo,int last,uint8_t *path,
  ida_child_fn child,ida_bound_fn bound,ida_goal_fn goal,ida_collector *A,ida_moves_fn moves,
  uint32_t dear)
{
  unsigned char st[IDA_MAXDEPTH][CUBE_NMOVES][IDA_MAXSTATE];
  uint8_t mv[IDA_MAXDEPTH][CUBE_NMOVES];
  int8_t h[IDA_MAXDEPTH][CUBE_NMOVES];
  int cnt[IDA_MAXDEPTH],at[IDA_MAXDEPTH],state[IDA_MAXDEPTH],depth=0;
  int spent[IDA_MAXDEPTH]; /* cost of the path to the node at each depth, with |dear| */
  const void *node=start;
  if (togo==0) {
    int r=goal(P->ctx,start,path,0);
    return r && A? ida_collect(P,A,path,0): r;
  }
  if (togo>IDA_MAXDEPTH) return 0;
  state[0]=last; spent[0]=0;
  @<Make the children of |node| at |depth|, after move |last|@>;
  for (;;) {
    if (at[depth]==cnt[depth]) {
      if (depth==0) return 0;
      depth--; continue;
    }
    int k=at[depth]++,m=mv[depth][k];
    int left=togo-(dear? spent[depth]: depth)-(dear>>m&1? 2: 1);
    if (h[depth][k]>left) continue;
    path[depth]=m;
    if (left==0) {
      int r=goal(P->ctx,st[depth][k],path,depth+1);
      if (r && A) r=ida_collect(P,A,path,depth+1);
      if (r) return r;
      continue;
    }
    node=st[depth][k];
    last=P->after? P->after[state[depth]][m]: m;
    state[++depth]=last;
    if (dear) spent[depth]=togo-left;
    @<Make the children of |node| at |depth|, after move |last|@>;
  }
}
IDA_INLINE
int ida_depth_collect(ida_problem *P,const void *start,int togo,int last,uint8_t *path,
  ida_child_fn child,ida_bound_fn bound,ida_goal_fn goal,ida_collector *A)
{
  return ida_depth_core(P,start,togo,last,path,child,bound,goal,A,NULL,0);
}
IDA_INLINE
int ida_depth(ida_problem *P,const void *start,int togo,int last,uint8_t *path,
  ida_child_fn child,ida_bound_fn bound,ida_goal_fn goal)
{
  return ida_depth_collect(P,start,togo,last,path,child,bound,goal,NULL);
}
IDA_INLINE
int ida_depth_costs(ida_problem *P,const void *start,int togo,int last,uint8_t *path,
  ida_child_fn child,ida_bound_fn bound,ida_goal_fn goal,uint32_t dear)
{
  return ida_depth_core(P,start,togo,last,path,child,bound,goal,NULL,NULL,dear);
}

@ The children of a node with |rem| to spend: a move that costs |rem|
makes a leaf, and must be one of |P->last_moves|; a move that costs more
is not made. Without costs, the children are all leaves when |rem| is~1,
and none is otherwise.

@<Make the children of |node| at |depth|, after move |last|@>=
{
  uint32_t mask=(P->next? P->next[last]: cube_next_moves[last])&P->moves;
  int n=0,rem=togo-(dear? spent[depth]: depth);
  if (moves) mask&=moves(P->ctx,node,rem);
  if (rem<2) mask&=~dear;
  uint32_t ends=rem==1? mask: rem==2? mask&dear: 0; /* the moves that make leaves */
  mask&=~ends|P->last_moves;
  while (mask) {
    int m=__builtin_ctz(mask);
    mask&=mask-1;
    child(P->ctx,node,m,st[depth][n],ends>>m&1);
    mv[depth][n++]=m;
  }
  if (!ends)
    for (int k=0; k<n; k++)
      h[depth][k]=bound(P->ctx,node,st[depth][k],rem-(dear>>mv[depth][k]&1? 2: 1));
  else if (!dear) memset(h[depth],0,n);
  else for (int k=0; k<n; k++)
    h[depth][k]=ends>>mv[depth][k]&1? 0: bound(P->ctx,node,st[depth][k],rem-1);
  cnt[depth]=n; at[depth]=0;
  P->nodes+=n;
  if ((P->nodes^(P->nodes-n))>>14) @<Stop if a limit of |P| is reached@>;
}

@ Limits are looked at about every 16384 states, so that reading the clock
costs nothing measurable: a budget of states, a deadline, and a flag that
another thread sets to cancel the search (the server cancels so a solve
whose client has gone; a search makes some ten million states a second
in a thread, so the flag is seen within two milliseconds). The three
are tested by |ida_limit_reached|, which the solvers with searches of
their own call too.
@^cancelling a solve@>

@<Stop if a limit of |P| is reached@>=
{
  if (ida_limit_reached(P)) {
    P->stopped=1;
    return 1;
  }
}

@ The whole of IDA* is then a loop over depths, from the bound of the start
to a maximum.

@<The generic IDA* search@>=
IDA_INLINE
int ida_search(ida_problem *P,const void *start,int h0,int maxdepth,uint8_t *path,
  ida_child_fn child,ida_bound_fn bound,ida_goal_fn goal)
{
  for (int d=h0; d<=maxdepth; d++) {
    int r=ida_depth(P,start,d,CUBE_NOMOVE,path,child,bound,goal);
    if (r) return r;
  }
  return 0;
}

@ Many problems want not one shortest solution but all of them: the
pocket cube's \.{--all}, a step solver that lets its user choose among the
shortest ways,
a test that counts solutions. |ida_search_all| runs the depths in turn,
like |ida_search|, but searches the first depth that has a goal to its
end, with a collector, and reports through |found| every goal at that
depth; then it stops. Here |goal| only tests a state, and must not
record anything: |found| does that. The solutions come in {\it canonical
order}: canonical sequences only (so of \move{U D} and \move{D U} only the
first), sorted by their first move, then their second, and so on, the order
in which the search tries them. |limit| caps their number (0 for none),
and |found| may stop the search by returning nonzero. The routine returns
the number of solutions reported, 0 if there is none up to |maxdepth|
moves; when a limit of |P| stopped it, |P->stopped| is set and the
solutions are those found so far.

@<The generic IDA* search@>=
IDA_INLINE
long ida_search_all(ida_problem *P,const void *start,int h0,int maxdepth,long limit,
  uint8_t *path,ida_child_fn child,ida_bound_fn bound,ida_goal_fn goal,ida_found_fn found)
{
  ida_collector A={found,limit,0};
  for (int d=h0; d<=maxdepth && !P->stopped; d++) {
    ida_depth_collect(P,start,d,CUBE_NOMOVE,path,child,bound,goal,&A);
    if (A.count) break;
  }
  return A.count;
}

@ A goal need not be one state. The goal test is a routine, so it may
accept any member of a set; what the search needs besides is a bound that
is a lower bound on the distance to the {\it nearest} member, and the
least of lower bounds on the distances to each member is one. This is
the pattern for a step that may be solved on any of the three axes, as
speedcubers solve the edge orientation on whichever axis is quickest:
keep in the state one coordinate per axis, each read on the position
turned so that the axis comes where the coordinate expects it (a
symmetry~$g$, and a move $m$ of the position is the move $m^g$ of the
turned one, |cube_sym_move[g][m]|); let the bound be the least of the
three table distances, and the goal any of the three coordinates at its
solved value. One table serves all three axes, as in the optimal solver
below. The tests of this chapter solve the edge orientation on any axis
so, and compare every solution with brute force.
@^edge orientation@>
@^goal, a set of states@>

@ When the table of a coordinate holds exact distances and the goal is the
coordinate's solved value, no search is needed at all: from a value at
distance $d>0$ some move leads to a value at distance $d-1$, and no move
leads lower, so the paths that step down by one each time are exactly the
shortest solutions. |exact_walk| follows all of them, depth first, and
reports each through |found| (with |ctx|), in the order of the moves, up
to |limit| of them (0 for no limit); it returns their number. The table's
entries are read with either encoding: the neighbours of a value at
distance $d$ are at $d-1$, $d$ or $d+1$, which have different residues
modulo~3, so the residue of $d-1$ marks the way down as well as the
distance does.

With |canonical| set, the walk follows canonical sequences only, as the
search does, and gives the same solutions in the same order; without it,
it follows every move of the table after every other, which a table in
the quarter-turn metric needs (there \move{U U} is a shortest way to
\move{U2}). In a table where half turns cost two (chapter~\chapno{prune}), a
half turn steps down by two. The walk moves values with |coord_move|, which for a basic or
composite coordinate is the value of the moved position; for the
symmetric kinds a path down the classes is not a sequence of moves of the
position, and the routine returns $-1$. A value that no sequence reaches
has no solution.

@<Declarations of solve@>=
long exact_walk(const prune_table *t,uint64_t x,int canonical,long limit,
  ida_found_fn found,void *ctx);

@ The walk down an exact table: from a value, take any move to a value one closer, until the goal; every solution it offers is a shortest one, since the table is exact. The path is kept as it goes, and |limit| bounds the solutions reported.

@<Functions of solve@>=
typedef struct {
  const prune_table *t;
  int canonical;
  ida_collector A;
  void *ctx;
  uint8_t path[PRUNE_MAXDIST];
} walk_state;
static int walk_down(walk_state *W,uint64_t x,int d,int len,int last)
{
  const prune_table *t=W->t;
  if (d==0) {
    W->A.count++;
    if (W->A.found && W->A.found(W->ctx,W->path,len)) return 1;
    return W->A.limit>0 && W->A.count>=W->A.limit;
  }
  uint32_t mask=t->moves&(W->canonical? cube_next_moves[last]: MASK_ALL);
  for (int m=0; m<CUBE_NMOVES; m++)
    if (mask>>m&1) {
      int cost=prune_cost(t->moves,m);
      if (cost>d) continue;
      uint64_t y=coord_move(t->c,x,m);
      if (prune_field(t,y)!=prune_code(t->encoding,d-cost)) continue;
      W->path[len]=(uint8_t)m;
      if (walk_down(W,y,d-cost,len+1,m)) return 1;
    }
  return 0;
}
long exact_walk(const prune_table *t,uint64_t x,int canonical,long limit,
  ida_found_fn found,void *ctx)
{
  walk_state W={t,canonical,{found,limit,0},ctx,{0}};
  const coord *c=t->c;
  if (c->kind==COORD_SYMMETRIC || c->kind==COORD_SYMCOMP || c->reduced) return -1;
  int d=prune_distance(t,x);
  if (d<0) return 0;
  walk_down(&W,x,d,0,CUBE_NOMOVE);
  return W.A.count;
}

@*1 The optimal solver.
The two-phase solver of the next chapter finds short solutions; the
optimal solver finds a shortest one and proves it shortest. It is IDA* directly on positions,
with no subgroup in between: depth after depth, every canonical sequence
is tried whose every prefix passes the lower bound, and the first depth at
which a sequence solves the position is its distance. Everything depends
on the lower bound. This is Richard Korf's design of 1997 (IDA* with
pattern databases); the best solvers since, Rokicki's nxopt and Tronto's
H48 among them, differ in the tables and in how many tricks they add on
top.
@^Korf, Richard@>
@^Rokicki, Tomas@>
@^Tronto, Sebastiano@>
@^nxopt@>
@^H48@>

Our bound combines four lookups, all in tables of the framework. The
distance of the corners alone (the coordinate \.{corners}, 3\thinspace MB)
bounds the distance of the whole position. So does the distance to any
subgroup of it; the distance to $H$ is Kociemba's phase-1 distance, and
since a symmetry $g$ maps a position $P$ to one exactly as far from
solved, so is the phase-1 distance of $P^g$, the distance of $P$ to
the subgroup $H$ turned to another axis. With $g$ the rotations that take
the right-left and the front-back axes to the up-down axis, one table
gives three different bounds, and we take the largest. The table comes in
a family of two: the phase-1 table itself (35\thinspace MB, \.{small}), and
Kociemba's {\it huge} table, which adds to the phase-1 coordinate the order
of the four middle edges (1.67\thinspace GB at four bits, \.{huge}). On
positions of 17 moves the huge table is the faster of the two (the
section ``How fast it is''), and it is built in minutes. The small one, the residue table of the
phase-1 coordinate, from which the two-phase solver of the next chapter
makes its own (so that it is often there already), serves the tests and machines short of memory. Neither is the
command's usual choice: the section ``Choosing a table family'' says
how the command picks among all the families registered, the H48
chapter's among them. A position all of whose bounds are zero along the three axes has
every edge in its place (each axis puts its four middle edges in order)
and every orientation zero; with the corners solved too, it is solved.
@^Kociemba, Herbert@>

The search that proves a length optimal is the same whatever the bound:
depth after depth, the work cut into tasks for the threads, the goal
tested, the solutions collected. Only the state of a node and its bound
change with the tables. So the solver is written once, and the tables it
uses come as a {\it family}: a name (as in \.{--table NAME}), a line
about it for \.{cube tables --list}, the size of a node's state, and
eight routines. |open| loads the tables into an object of the family's
own and returns it (or |NULL|, with a message), |close| frees it,
|bytes| tells the memory it holds, and |tune| sets the family's switches
(|optimal_tune|, below; it may be |NULL|); |root| fills the state of a position
and returns its bound; |child| and |bound| are the routines of the
generic search; and |search| searches below a state, which a family
writes as one call of |ida_depth| with its own routines, so that they
are inlined there. The routines of the search find the tables through
the context they are given, whose first member is the object |open|
returned (|optimal_ctx_tables| reads it); a family keeps nothing of a
solve in variables of its chapter, so that several families, or one
family twice, can be open at once and searched by any threads. A family of the quarter-turn metric has
tables of distances under quarter turns, and is registered with
|optimal_register_metric| and |MASK_QUARTER|; the solver then searches
canonical sequences of quarter turns. |optimal_metric| tells a family's
metric by its moves: |MASK_ALL| or |MASK_QUARTER|.
Its goal routine tests cheaply whether the state may be solved (its
coordinates at their solved values) and then calls |optimal_goal|, which
checks the path on the position and records the solution. Later chapters
register families of their own, as they register sub-commands.
@^extending the optimal solver@>

@<Types of solve@>=
typedef struct {
  const char *name; /* as in \.{--table NAME} */
  const char *about;
  size_t state_size; /* at most |IDA_MAXSTATE| */
  void *(*open)(const void *data,const prune_options *po,char *err,size_t errlen);
  void (*close)(void *tables);
  size_t (*bytes)(const void *tables); /* the memory of its tables */
  int (*tune)(void *tables,const char *knob,int value); /* or |NULL| */
  int (*root)(const void *tables,const cubepos *p,void *s);
  ida_child_fn child;
  ida_bound_fn bound;
  int (*search)(ida_problem *P,const void *s,int togo,int last,uint8_t *path);
  const void *data; /* passed to |open|: which tables, for routines that serve several */
} optimal_family;

@ The context of a family's routines begins with its tables.

@<Declarations of solve@>=
static inline const void *optimal_ctx_tables(const void *ctx)
{
  return *(const void *const *)ctx;
}

@ @<Declarations of solve@>=
void optimal_register(const optimal_family *f);
void optimal_register_metric(const optimal_family *f,uint32_t moves);
uint32_t optimal_metric(const optimal_family *f);
const optimal_family *optimal_nth(int i);
const optimal_family *optimal_find(const char *name);
int optimal_goal(void *ctx,const void *s,const uint8_t *path,int len);

@ The registry is a short array, filled by the chapters' registering
routines (the kit's chapter explains how the program calls them); the
families are listed in the order of registration, and a family
registered twice is listed once. |optimal_find| is the one search of it
by name, which every chapter uses.

@<Functions of solve@>=
enum { OPT_MAXFAMILIES = 32 };
static const optimal_family *families[OPT_MAXFAMILIES];
static uint32_t family_moves[OPT_MAXFAMILIES];
static int nfamilies;
const optimal_family *optimal_find(const char *name)
{ /* the family registered under |name|, or |NULL| */
  for (int i=0; name && i<nfamilies; i++)
    if (strcmp(families[i]->name,name)==0) return families[i];
  return NULL;
}
void optimal_register_metric(const optimal_family *f,uint32_t moves)
{
  for (int i=0; i<nfamilies; i++) if (families[i]==f) return;
  if (nfamilies<OPT_MAXFAMILIES) { family_moves[nfamilies]=moves; families[nfamilies++]=f; }
}
void optimal_register(const optimal_family *f)
{
  optimal_register_metric(f,MASK_ALL);
}
uint32_t optimal_metric(const optimal_family *f)
{
  for (int i=0; i<nfamilies; i++) if (families[i]==f) return family_moves[i];
  return MASK_ALL;
}
const optimal_family *optimal_nth(int i)
{
  return i>=0 && i<nfamilies? families[i]: NULL;
}

@ This chapter's own two families share their routines and differ in
the coordinate looked up along the axes and its encoding.

@<Private data of the optimal solver@>=
typedef struct {
  const char *coord_name; /* the coordinate looked up along each axis */
  int encoding;
  uint32_t moves; /* of the tables: all 18, or the quarter turns */
} axis_tables;
static const axis_tables axis_huge={"huge",PRUNE_NIBBLE,MASK_ALL},
  axis_small={"phase1",PRUNE_MOD3,MASK_ALL},axis_small_qtm={"phase1",PRUNE_MOD3,MASK_QUARTER},
  axis_huge_qtm={"huge",PRUNE_NIBBLE,MASK_QUARTER};
static void *axis_open(const void *data,const prune_options *po,char *err,size_t errlen);
static void axis_close(void *T);
static size_t axis_bytes(const void *T);

@ A node of the search carries, for each axis, the state of the
symmetric-composite coordinate of the position seen along that axis,
moved by the coordinate's move table of classes: a class, a twist, and the symmetry $T$
that relates the state to the actual position (the axis rotation composed
with the normalizing symmetries, any of the 48), plus the distance (exact,
decoded from residues for the small table). Then the corners, the same
way. A move $m$ of the position is the move $m^T$ of the state.

@<Types of solve@>=
typedef struct { uint32_t cls; uint16_t twist; uint8_t T,dist; } axis_state;
typedef struct { axis_state ax[3],cor; uint32_t idx[4]; cubepos pos; uint8_t m; } opt_state;

@ An open family of this chapter: its two tables, and the move tables of
its symmetric coordinates. The small family's axis table holds residues
(the pruning chapter's encoding modulo~3): a child of a state at
distance~$d$ is at distance $d-1$, $d$ or $d+1$, whichever has the
residue $r$ read, and the small table |opt_next_dist[d][r]| gives it
without a division. That table, and the rotations to the three axes,
are the same for every family, and are made once, when the chapter
registers its families.

@<Private data of the optimal solver@>=
typedef struct {
  prune_table otab,ctab; /* the axis table and the corners table */
  const uint32_t *o_move,*c_move16; /* the move tables of their classes */
  int o_mod3; /* the axis table holds residues */
  const coord *o_coord,*c_coord;
} axis_open_tables;
static uint8_t opt_next_dist[64][4]; /* the distance of a child, by its parent's and its residue */
static int axis_sym3[3]; /* the rotations to the three axes */
static int inverse_bound(const axis_open_tables *T,const cubepos *p,int left);
static inline int axes_bound(int h,int d0,int d1,int d2);
static void opt_fill(const axis_open_tables *T,const cubepos *p,opt_state *s,int with_dist);
static void axis_of(const coord *c,const cubepos *p,int g,const prune_table *t,
  axis_state *s,int with_dist);

@ Moving one coordinate state: the class move table gives the new class
and the symmetry that normalizes it, which then transforms the twist and
joins~$T$.

@<Private functions of the optimal solver@>=
static inline void axis_move(const uint32_t *mv,const axis_state *s,int m,axis_state *o)
{
  int mt=cube_sym_move[s->T][m];
  uint32_t k=mv[s->cls*CUBE_NMOVES+mt],sym=k>>COORD_SYMSHIFT;
  o->cls=k&COORD_CLASSMASK;
  o->twist=koc_twist_sym[koc_twist_move[s->twist][mt]][sym];
  o->T=cube_sym_mul[sym][s->T];
}

@ A child makes the four states and prefetches their four table entries;
its bound reads them and takes the largest. Leaves need no bounds, only
their states, which the goal test looks at.

@<Private functions of the optimal solver@>=
static inline void opt_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  const opt_state *s=s_;
  opt_state *o=o_;
  const axis_open_tables *T=optimal_ctx_tables(ctx);
  for (int a=0; a<3; a++) {
    axis_move(T->o_move,&s->ax[a],m,&o->ax[a]);
    if (leaf) continue;
    o->idx[a]=o->ax[a].cls*KOC_TWIST+o->ax[a].twist;
    __builtin_prefetch(T->otab.data+(o->idx[a]>>(T->o_mod3? 2: 1)));
  }
  axis_move(T->c_move16,&s->cor,m,&o->cor);
  o->m=m;
  if (leaf) return;
  o->idx[3]=o->cor.cls*KOC_TWIST+o->cor.twist;
  __builtin_prefetch(T->ctab.data+(o->idx[3]>>1));
}
static inline int opt_bound(void *ctx,const void *s_,void *o_,int left)
{
  const opt_state *s=s_;
  opt_state *o=o_;
  const axis_open_tables *T=optimal_ctx_tables(ctx);
  int h=prune_nibble(T->ctab.data,o->idx[3]);
  for (int a=0; a<3; a++)
    o->ax[a].dist=T->o_mod3? opt_next_dist[s->ax[a].dist][prune_mod3(T->otab.data,o->idx[a])]
      : prune_nibble(T->otab.data,o->idx[a]);
  h=axes_bound(h,o->ax[0].dist,o->ax[1].dist,o->ax[2].dist);
  if (h>left || left<INVERSE_DEPTH) return h;
  o->pos=s->pos; cube_move(&o->pos,o->m);
  int hi=inverse_bound(T,&o->pos,left);
  return hi>h? hi: h;
}

@ One more bound comes free from the three axes. The positions at distance
zero along the up-down axis are those whose corners are untwisted and whose
edges are unflipped (in the up-down reference) with the four middle edges
in order in the middle slice; the turns $U$ and $D$, of any amount, keep
all of that. So if a position is solved by $d>0$ moves whose last turn is
of the $U$ or $D$ face, the first $d-1$ of them bring it to such a position,
and its distance along that axis is at most $d-1$. The last turn is of
some face, so at least one of the three axis distances of a position at
distance $d>0$ is less than $d$: the true distance is at least the least
of the three plus one. That beats the largest only when all three are
equal; Kociemba's solver uses the same rule for the same reason. The
bound reads the distances it has already, so it costs a comparison.
|axes_bound| joins the three axis distances to a bound |h| from elsewhere.
@^Kociemba, Herbert@>
@^equal axes, one more move@>

@<Private functions of the optimal solver@>=
static inline int axes_bound(int h,int d0,int d1,int d2)
{
  int lo=d0<d1? d0: d1,hi=d0>d1? d0: d1;
  if (d2<lo) lo=d2;
  if (d2>hi) hi=d2;
  if (hi>h) h=hi;
  return lo>0 && lo+1>h? lo+1: h;
}

@ The inverse position is as far from solved as the position (a solution
read backwards, each move inverted, solves the inverse), so the bounds of
$P^{-1}$ bound $P$ too, and they are often larger: a position that
is close to solved in the orientations seen from its own side may be far
in those seen from the other. They cost more, though: the moves of the
search act on the position from the right, and on its inverse from the
left, where the coordinates have no move tables; so the inverse is
computed from the position, which the node carries for that purpose
(and keeps up to date only where it is used), and
its coordinates are read from scratch, one at a time, the corners first,
stopping as soon as one bound exceeds the moves left (most nodes that the
inverse prunes are pruned by its first or second lookup, and reading a
coordinate costs more than looking it up). We do that only for nodes that pass
the other bounds with at least |INVERSE_DEPTH| moves left, whose subtrees
are large enough to repay it. The value was measured: on the first
position of \.{optimal-17.txt} with the huge table, the search visits
37.9 million states without the inverse and 19.3 million with it, and
exactly as many whether the inverse is looked at from 2, 3, \dots,~7
moves left (19,266,095 states); from 8 on the count starts to grow
(19,266,500 at~8, 19,294,238 at~9, 20,812,067 at~10). With seven moves
left or fewer a node that passes the forward bounds is, it seems, never
cut by the inverse, so the lookups there are wasted.

@<Types of solve@>=
enum { INVERSE_DEPTH = 7 };

@ @<Private functions of the optimal solver@>=
static int inverse_bound(const axis_open_tables *T,const cubepos *p,int left)
{
  cubepos inv;
  axis_state s;
  cube_inv(p,&inv);
  axis_of(T->c_coord,&inv,0,&T->ctab,&s,0);
  int h=prune_nibble(T->ctab.data,s.cls*KOC_TWIST+s.twist),d[3];
  if (T->o_mod3 || h>left) return h;
  for (int a=0; a<3; a++) {
    axis_of(T->o_coord,&inv,axis_sym3[a],&T->otab,&s,0);
    d[a]=prune_nibble(T->otab.data,s.cls*KOC_TWIST+s.twist);
    if (d[a]>left) return d[a];
  }
  return axes_bound(h,d[0],d[1],d[2]);
}

@ With the small table, whose entries are residues, the inverse gives no
usable bound without walking the table (an exact distance needs a walk of
the kind |prune_distance| makes); only its corners are used.

@ The state of a position: each coordinate read from the position
conjugated by the axis rotation, normalized; with |with_dist|, also its
exact distance, which the residue tables need to start from.

@<Private functions of the optimal solver@>=
static void axis_of(const coord *c,const cubepos *p,int g,const prune_table *t,
  axis_state *s,int with_dist)
{
  cubepos q;
  kocsymm k;
  cube_conj(p,g,&q);
  uint64_t b=coord_index(c->part[0]->part[0],&q);
  uint32_t cl=c->part[0]->classof[b],sym=cl>>COORD_SYMSHIFT;
  kocsymm_from_cube(&q,&k);
  s->cls=cl&COORD_CLASSMASK;
  s->twist=koc_twist_sym[k.csymm][sym];
  s->T=cube_sym_mul[sym][g];
  s->dist=with_dist? (uint8_t)prune_distance(t,(uint64_t)s->cls*KOC_TWIST+s->twist): 0;
}
static void opt_fill(const axis_open_tables *T,const cubepos *p,opt_state *s,int with_dist)
{
  for (int a=0; a<3; a++) {
    axis_of(T->o_coord,p,axis_sym3[a],&T->otab,&s->ax[a],with_dist);
    s->idx[a]=s->ax[a].cls*KOC_TWIST+s->ax[a].twist;
  }
  axis_of(T->c_coord,p,0,&T->ctab,&s->cor,with_dist);
  s->idx[3]=s->cor.cls*KOC_TWIST+s->cor.twist;
  s->pos=*p; s->m=0;
}

@ A family in use is a {\it solver}: an object that holds the family's
open tables, made by |optimal_open| and given to |optimal_run| with each
position. Threads may share one solver, since nothing in it changes
while it searches, and several solvers may be open at once (the server
keeps one for each family its clients ask for). Opening a family that is
open already gives the same solver, with one more user, and its tables
are freed when the last user closes it: a table of gigabytes is held
once, however many parts of a program use it.
@^solver handles@>

@<Types of solve@>=
typedef struct optimal_solver {
  const optimal_family *family;
  void *tables; /* what the family's |open| returned */
  uint32_t moves; /* the family's metric */
  int users; /* the opens not yet closed */
  int task_weights; /* a switch of the search with many threads, off */
  struct optimal_solver *next; /* in the list of open solvers */
} optimal_solver;

@ @<Declarations of solve@>=
optimal_solver *optimal_open(const char *name,const prune_options *po,char *err,size_t errlen);
void optimal_close(optimal_solver *S);
size_t optimal_bytes(const optimal_solver *S);
int optimal_tune(optimal_solver *S,const char *knob,int value);

@ The open solvers form a list, under a lock that is also held while a
family opens its tables (a build of tables takes every thread anyway).

@.no table family named...@>
@^error messages@>
@<Functions of solve@>=
static pthread_mutex_t solvers_lock=PTHREAD_MUTEX_INITIALIZER;
static optimal_solver *solvers; /* the open ones */
optimal_solver *optimal_open(const char *name,const prune_options *po,char *err,size_t errlen)
{
  const optimal_family *f=optimal_find(name);
  optimal_solver *S;
  if (!f) {
    cube_error(err,errlen,"no table family named '%s' (see cube tables --list)",name);
    return NULL;
  }
  pthread_mutex_lock(&solvers_lock);
  for (S=solvers; S && S->family!=f; S=S->next) ;
  if (S) S->users++;
  else if ((S=calloc(1,sizeof *S))==NULL)
    cube_error(err,errlen,"out of memory opening the table family %s",name);
  else if ((S->tables=f->open(f->data,po,err,errlen))==NULL) { free(S); S=NULL; }
  else {
    S->family=f; S->moves=optimal_metric(f); S->users=1;
    S->next=solvers; solvers=S;
  }
  pthread_mutex_unlock(&solvers_lock);
  return S;
}
void optimal_close(optimal_solver *S)
{
  if (!S) return;
  pthread_mutex_lock(&solvers_lock);
  if (--S->users==0) {
    optimal_solver **q=&solvers;
    while (*q!=S) q=&(*q)->next;
    *q=S->next;
    S->family->close(S->tables);
    free(S);
  }
  pthread_mutex_unlock(&solvers_lock);
}
size_t optimal_bytes(const optimal_solver *S)
{
  return S->family->bytes(S->tables);
}

@ A family's search has switches, which its chapter describes and its
tests and measurements turn (a bound turned off, to see what it is
worth). They belong to the solver: |optimal_tune| sets one by name, and
returns $-1$ for a name that neither the search nor the family knows.
A switch is set before the solver searches, never while it does.

@<Functions of solve@>=
int optimal_tune(optimal_solver *S,const char *knob,int value)
{
  if (strcmp(knob,"task_weights")==0) { S->task_weights=value; return 0; }
  return S->family->tune? S->family->tune(S->tables,knob,value): -1;
}

@ The tests and benchmarks of the book mostly use one family at a time,
and would pass a solver from routine to routine only to say which; the
header \.{tests/solvetest.h}, which they include, gives each test program
a {\it default solver} of its own: |optimal_init| opens a family as the
default (closing the one it replaces), |optimal_solve| solves with it, and
|optimal_default| returns it. The pointer lives in the test program, not
in this chapter: the library and the program keep no solver of their
own, and every solver is one that its user opened.

@(tests/solvetest.h@>=
#ifndef SOLVETEST_H
#define SOLVETEST_H
#include "solve.h"
static optimal_solver *default_solver;
static inline int optimal_init(const char *name,const prune_options *po,char *err,
  size_t errlen)
{
  optimal_solver *S=optimal_open(name,po,err,errlen);
  if (!S) return -1;
  optimal_close(default_solver);
  default_solver=S;
  return 0;
}
static inline optimal_solver *optimal_default(void)
{
  return default_solver;
}
static inline void optimal_solve(const cubepos *p,const optimal_options *o,optimal_result *r)
{
  optimal_run(default_solver,p,o,r);
}
#endif

@ The four families of this chapter, registered when the program
starts: \.{huge} and \.{small}, and \.{small-qtm} and \.{huge-qtm}, the
same in the quarter-turn metric. Their tables are those of \.{small} and
\.{huge} made with the 12 quarter turns only; nothing else changes. The
symmetries still apply,
since a quarter turn conjugated by a symmetry is a quarter turn; the
residues still decode, since neighbours under quarter turns are at
distances that differ by at most one as under any set of moves closed
under inverses; and the rule of the equal axes still holds, since the
last quarter turn of a solution turns the face of one axis, as a face
turn does. The huge table of the quarter-turn metric has four bits, as
that of face turns, 1.67\thinspace GB: its largest distance is 14, the
most that four bits hold. Its distribution, from depth 0 to~14, is 1, 1,
7, 47, 406, 3,650, 33,453, 304,689, 2,750,770, 24,236,516, 196,037,715,
1,118,915,418, 1,831,494,679, 158,909,138 and 4,078 entries; it takes
minutes to make.

@<Functions of solve@>=
#define AXIS_ROUTINES axis_open,axis_close,axis_bytes,NULL,opt_root,opt_child,opt_bound,opt_search
static const optimal_family family_huge={"huge",
  "huge coordinate along 3 axes, 4 bits (1.67 GB), and corners",sizeof(opt_state),
  AXIS_ROUTINES,&axis_huge};
static const optimal_family family_small={"small",
  "phase-1 coordinate along 3 axes, mod 3 (35 MB), and corners",sizeof(opt_state),
  AXIS_ROUTINES,&axis_small};
static const optimal_family family_small_qtm={"small-qtm",
  "the small family in the quarter-turn metric (35 MB)",sizeof(opt_state),
  AXIS_ROUTINES,&axis_small_qtm};
static const optimal_family family_huge_qtm={"huge-qtm",
  "the huge family in the quarter-turn metric, 4 bits (1.67 GB)",sizeof(opt_state),
  AXIS_ROUTINES,&axis_huge_qtm};
void solve_register(void)
{
  @<Make the tables that every family of this chapter shares@>;
  optimal_register(&family_huge); optimal_register(&family_small);
  optimal_register_metric(&family_small_qtm,MASK_QUARTER);
  optimal_register_metric(&family_huge_qtm,MASK_QUARTER);
}

@ Opening one of them: the corners table and the axis table, and the
class move tables of their coordinates.

@<Private functions of the optimal solver@>=
static void *axis_open(const void *data,const prune_options *po,char *err,size_t errlen)
{
  const axis_tables *ot=data;
  coord *oc=coord_find(ot->coord_name),*cc=coord_find("corners");
  axis_open_tables *T=calloc(1,sizeof *T);
  if (!T) { cube_error(err,errlen,"out of memory"); return NULL; }
  if (prune_open(&T->ctab,cc,ot->moves,PRUNE_NIBBLE,po,err,errlen)) { free(T); return NULL; }
  if (prune_open(&T->otab,oc,ot->moves,ot->encoding,po,err,errlen)) {
    prune_free(&T->ctab); free(T); return NULL;
  }
  T->o_mod3=ot->encoding==PRUNE_MOD3; T->o_coord=oc; T->c_coord=cc;
  T->o_move=oc->part[0]->move_table; T->c_move16=cc->part[0]->move_table;
  return T;
}
static void axis_close(void *T_)
{
  axis_open_tables *T=T_;
  prune_free(&T->otab); prune_free(&T->ctab); free(T);
}
static size_t axis_bytes(const void *T_)
{
  const axis_open_tables *T=T_;
  return T->otab.bytes+T->ctab.bytes;
}

@ What the families share: the decoding of residues, and the two axis
rotations, the first symmetries that keep turns clockwise and take the
right face, and the front face, to the up face.

@<Make the tables that every family of this chapter shares@>=
cube_init();
for (int d=0; d<64; d++)
  for (int r=0; r<3; r++)
    opt_next_dist[d][r]=(uint8_t)prune_mod3_distance(d,r);
axis_sym3[0]=0; axis_sym3[1]=axis_sym3[2]=-1;
for (int g=0; g<CUBE_NSYMS; g++)
  if (cube_sym_move[g][0]%3==0) {
    if (axis_sym3[1]<0 && cube_sym_face[g][1]==0) axis_sym3[1]=g;
    if (axis_sym3[2]<0 && cube_sym_face[g][2]==0) axis_sym3[2]=g;
  }

@ The options and results of an optimal solve. With |all|, every optimal
solution is reported, through a routine the caller supplies, and the
search finishes the depth at which the first was found. A caller that
shows the search's progress (the server's page does) gives |progress|:
it is called as each depth begins, with the states searched at the
depths before, and then each time a thread takes one of the depth's
tasks, with the part of the tasks taken so far; any thread may call it,
so it must only store what it is given.

@<Types of solve@>=
typedef struct {
  int all; /* find every optimal solution */
  int threads; /* search one position with this many threads */
  double seconds; /* give up after this long (0: no limit) */
  void (*report)(void *arg,const moveseq *s); /* called for every solution with |all| */
  void *report_arg;
  const int *cancel; /* stop when another thread sets |*cancel|, or |NULL| */
  void (*progress)(void *arg,int depth,double taken,uint64_t nodes); /* or |NULL| */
  void *progress_arg;
} optimal_options;
typedef struct {
  int found,length,nsolutions,timed_out;
  moveseq solution;
  uint64_t nodes;
  double seconds;
  uint64_t depth_nodes[IDA_MAXDEPTH]; /* states searched at each depth */
  double depth_seconds[IDA_MAXDEPTH];
} optimal_result;

@ @<Declarations of solve@>=
void optimal_run(const optimal_solver *S,const cubepos *p,const optimal_options *o,
  optimal_result *r);

@ The goal test at a leaf: the cheap test first (every coordinate state
at its solved value: class and twist zero along the three axes, and the
corners), then the sure one, replaying the path on the position and
comparing with the solved cube. A solution found is recorded under a lock,
since several threads may search one position.

@<Private data of the optimal solver@>=
typedef struct {
  const void *tables; /* the family's, first, for |optimal_ctx_tables| */
  const cubepos *pos;
  const optimal_options *opt;
  uint8_t prefix[4]; int nprefix; /* moves before the search's start */
  pthread_mutex_t *lock;
  optimal_result *res;
  int *stop; /* set by any thread that should end the search (read and written
    atomically, since other threads read it without the lock) */
} opt_ctx;

@ @<Functions of solve@>=
int optimal_goal(void *ctx,const void *s,const uint8_t *path,int len)
{
  opt_ctx *C=ctx;
  (void)s;
  if (__atomic_load_n(C->stop,__ATOMIC_RELAXED) && !C->opt->all) return 1;
  moveseq sol;
  cubepos q=*C->pos;
  sol.len=C->nprefix+len;
  memcpy(sol.mv,C->prefix,C->nprefix);
  memcpy(sol.mv+C->nprefix,path,len);
  cube_apply(&q,&sol);
  if (!cube_equal(&q,&cube_solved)) return 0;
  pthread_mutex_lock(C->lock);
  if (!C->res->found) { C->res->found=1; C->res->length=sol.len; C->res->solution=sol; }
  C->res->nsolutions++;
  if (C->opt->all && C->opt->report) C->opt->report(C->opt->report_arg,&sol);
  __atomic_store_n(C->stop,1,__ATOMIC_RELAXED);
  pthread_mutex_unlock(C->lock);
  return C->opt->all? 0: 1;
}

@ The cheap test of this chapter's families: class and twist zero along
the three axes, and for the corners. Then the family's search.

@<Private functions of the optimal solver@>=
static inline int opt_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  const opt_state *s=s_;
  for (int a=0; a<3; a++) if (s->ax[a].cls!=0 || s->ax[a].twist!=0) return 0;
  if (s->cor.cls!=0 || s->cor.twist!=0) return 0;
  return optimal_goal(ctx,s,path,len);
}
static int opt_search(ida_problem *P,const void *s,int togo,int last,uint8_t *path)
{
  return ida_depth(P,s,togo,last,path,opt_child,opt_bound,opt_goal);
}

@ The search runs depth after depth from the position's bound. Each depth
is cut into tasks, the subtrees below the first two moves, which the
threads take in turn; so two threads (or more, on a bigger machine) share
one position. Each thread has its own search problem and counts its own
states. A depth ends when all its tasks are done; the search ends at the
first depth that finds a solution, so no solution found is longer than
the distance, and none shorter was missed: every shorter depth was
searched to the end, with bounds that never overestimate.
In the quarter-turn metric only the depths of the parity of the
position's corner permutation can hold a solution (the first chapter),
so the others are skipped, which halves the number of depths searched.
This is the loop of |ida_search_all|, written out here because a depth is
shared among threads: with |all|, every solution of the first depth that
has one is reported, as there, but in the order the threads find them,
which the command sorts.

@<Functions of solve@>=
void optimal_run(const optimal_solver *S,const cubepos *p,const optimal_options *o,
  optimal_result *r)
{
  double t0=ida_now();
  pthread_mutex_t lock=PTHREAD_MUTEX_INITIALIZER;
  int stop=0,threads=o->threads<1? 1: o->threads>64? 64: o->threads;
  _Alignas(16) unsigned char s0[IDA_MAXSTATE];
  uint32_t first=S->moves;
  memset(r,0,sizeof *r);
  if (cube_equal(p,&cube_solved)) { r->found=1; r->nsolutions=1; return; }
  uint8_t fixers[CUBE_NSYMS];
  int nfix=0;
  if (!o->all) @<Keep one first move of each orbit under the symmetries of |p|@>;
  int h0=S->family->root(S->tables,p,s0),step=1,d0=h0>1? h0: 1;
  if (S->moves==MASK_QUARTER) {
    step=2;
    if ((d0&1)!=cube_parity(p)) d0++;
  }
  opt_tasks T;
  @<Allocate the tasks of four moves@>;
  T.fix=fixers; T.nfix=nfix;
  for (int d=d0; d<IDA_MAXDEPTH && !stop; d+=step) {
    opt_job J={S,p,o,s0,first,d,0,&lock,r,&stop,t0,0,0,NULL};
    double td=ida_now();
    if (o->progress) o->progress(o->progress_arg,d,0,r->nodes);
    if (T.mv && d>=OPT_TASK_MIN) @<Make the tasks of four moves of depth |d|, largest first@>;
    cube_parallel(threads,opt_worker,&J,0);
    if (J.tasks) @<Keep the states of each task of four moves for the next depth@>;
    r->depth_nodes[d]=J.nodes; r->depth_seconds[d]=ida_now()-td;
    r->nodes+=J.nodes;
    if (J.timed_out) { r->timed_out=1; break; }
  }
  @<Free the tasks of four moves@>;
  r->seconds=ida_now()-t0;
}

@ The search of this chapter's families starts at the largest of the
root's bounds: the exact distances found by |opt_fill| and the inverse
bound. (|opt_bound| is for children: it would apply the child's move to
the position it carries.)

@<Private functions of the optimal solver@>=
static int opt_root(const void *T,const cubepos *p,void *s_)
{
  opt_state *s=s_;
  int h=inverse_bound(T,p,IDA_MAXDEPTH);
  opt_fill(T,p,s,1);
  if (s->cor.dist>h) h=s->cor.dist;
  return axes_bound(h,s->ax[0].dist,s->ax[1].dist,s->ax[2].dist);
}

@ A position fixed by a symmetry $g$ (many short scrambles are, and the
superflip is fixed by all 48) has, for each solution beginning with $m$,
one beginning with $m^g$ of the same length; so of the first moves in one
orbit of the symmetries that fix the position, only the first needs
searching. This divides the work by up to the number of those symmetries.
(It would lose solutions, so it is not done when every optimal solution
is wanted.)
@^symmetry reduction at the root@>

@<Keep one first move of each orbit under the symmetries of |p|@>=
{
  cubepos q;
  for (int g=1; g<CUBE_NSYMS; g++) {
    cube_conj(p,g,&q);
    if (!cube_equal(&q,p)) continue;
    fixers[nfix++]=(uint8_t)g;
    for (int m=0; m<CUBE_NMOVES; m++)
      if (cube_sym_move[g][m]<m) first&=~MASK_MOVE(m);
  }
}

@ The shared state of one depth, and the worker. Task $t$ is a pair of
first moves, numbered $18m_1+m_2$; at depth~1 only the first move
matters, and task $t$ is $m_1=t$ alone. A worker skips the pairs that are
not canonical or whose bounds already exceed the depth. With several
threads and from depth~6 on, the tasks are instead the sequences of four
first moves of a later section, listed with their states beforehand in
|opt_tasks|.

@<Private data of the optimal solver@>=
enum { OPT_TASK_MOVES = 4, OPT_TASK_MIN = 6, OPT_MAXTASKS = 43254, OPT_TASK_KEYS = 104976 };
typedef struct {
  int n;
  uint8_t (*mv)[OPT_TASK_MOVES]; /* the first moves of each task */
  uint8_t *last; /* the state of the canonical sequence after them */
  unsigned char *st; /* the search's state after them, |IDA_MAXSTATE| bytes each */
  uint64_t *work; /* the states made below each at this depth */
  uint64_t (*order)[2]; /* the states at the previous depth and the task, largest first */
  uint64_t *prev; /* the states below each sequence of four moves at the previous depth */
  const uint8_t *fix; int nfix; /* the symmetries other than the identity that fix the root */
} opt_tasks;
typedef struct {
  const optimal_solver *opt_solver;
  const cubepos *pos;
  const optimal_options *opt;
  const void *start;
  uint32_t first; /* the first moves to try */
  int depth;
  int next_task; /* shared */
  pthread_mutex_t *lock;
  optimal_result *res;
  int *stop;
  double t0;
  uint64_t nodes; /* summed under the lock */
  int timed_out;
  opt_tasks *tasks; /* the tasks of four moves, or |NULL| for the pairs */
} opt_job;

@ A worker of the optimal search: it takes tasks (pairs of first moves, or tasks of four moves) one at a time under the lock, searches each to the depth of the iteration, and stops when a solution is found or the search is told to stop, so that the threads share the work of one depth.

@<Private functions of the optimal solver@>=
static void *opt_worker(void *arg)
{
  opt_job *J=arg;
  ida_problem P;
  const optimal_family *F=J->opt_solver->family;
  opt_ctx C={J->opt_solver->tables,J->pos,J->opt,{0,0},0,J->lock,J->res,J->stop};
  uint8_t path[IDA_MAXDEPTH];
  int ntasks=J->tasks? J->tasks->n: J->depth==1? CUBE_NMOVES: CUBE_NMOVES*CUBE_NMOVES;
  memset(&P,0,sizeof P);
  P.moves=P.last_moves=J->opt_solver->moves;
  P.state_size=F->state_size; P.ctx=&C;
  if (P.moves==MASK_QUARTER) { P.next=cube_qtm_next; P.after=cube_qtm_after; }
  P.deadline=J->opt->seconds>0? J->t0+J->opt->seconds: 0;
  P.cancel=J->opt->cancel;
  for (;;) {
    int t=__atomic_fetch_add(&J->next_task,1,__ATOMIC_RELAXED);
    if (t>=ntasks || (__atomic_load_n(J->stop,__ATOMIC_RELAXED) && !J->opt->all) || P.stopped)
      break;
    if (J->opt->progress)
      J->opt->progress(J->opt->progress_arg,J->depth,(double)t/ntasks,J->res->nodes);
    if (J->tasks) @<Search the subtree of the task of four moves |t|@>@;
    else @<Search the subtree of task |t|@>;
  }
  pthread_mutex_lock(J->lock);
  J->nodes+=P.nodes;
  if (P.stopped) { J->timed_out=1; __atomic_store_n(J->stop,1,__ATOMIC_RELAXED); }
  pthread_mutex_unlock(J->lock);
  return NULL;
}

@ @<Search the subtree of task |t|@>=
{
  int m1=J->depth==1? t: t/CUBE_NMOVES,m2=t%CUBE_NMOVES;
  _Alignas(16) unsigned char s1[IDA_MAXSTATE],s2[IDA_MAXSTATE];
  if (!(J->first>>m1&1)) continue;
  if (J->depth==1) {
    F->child(&C,J->start,m1,s1,1);
    C.prefix[0]=m1; C.nprefix=1;
    F->search(&P,s1,0,m1,path);
    continue;
  }
  int s1m=P.after? P.after[CUBE_NOMOVE][m1]: m1;
  if (!((P.next? P.next[s1m]: cube_next_moves[s1m])>>m2&1)) continue;
  int s2m=P.after? P.after[s1m][m2]: m2;
  F->child(&C,J->start,m1,s1,0);
  if (F->bound(&C,J->start,s1,J->depth-1)>J->depth-1) continue;
  F->child(&C,s1,m2,s2,J->depth==2);
  C.prefix[0]=m1; C.prefix[1]=m2; C.nprefix=2;
  P.nodes+=2;
  if (J->depth<=2) { F->search(&P,s2,0,s2m,path); continue; }
  if (F->bound(&C,s1,s2,J->depth-2)>J->depth-2) continue;
  F->search(&P,s2,J->depth-2,s2m,path);
}

@ With many threads the pairs of first moves are too few and too uneven:
a depth ends when its largest task does, and a thread given a large task
near the end of the list keeps the others waiting. So with two threads
or more, from depth |OPT_TASK_MIN| on, a task is the subtree below the
first four moves: a search of the first four moves, once per depth, lists
those whose bounds do not exceed the depth (43,254 canonical sequences at
most), and the threads take them largest first, by the states each made
at the previous depth, so that the big ones start at once and the small
ones fill the gaps at the end. This is how Tronto's H48 shares a position
among threads. With one thread the order decides only where in the last
depth the first solution is met, but that is most of the work: a subtree
that was large at the previous depth is one where the bounds let the
search go deep, which is where a solution is. On the first five
positions of \.{optimal-17.txt} with a table of $h_6$ cut at depth
$D=10$ (the H48 chapter's group ``What the tables hold''), one thread, the tasks
largest first make 10.1 to 32.8 million states a position instead of
13.3 to 127 million with the pairs in their order (the measurements
chapter gives the times). So the tasks are used with any number of threads,
from depth |OPT_TASK_MIN| on. The H48 chapter's tables of states for
positions of 15 and 16 moves were counted with the pairs; the tests pin
the counts with the tasks.

How much it matters is measured without a clock, from the states of each
task on the depths that end without a solution (depths 13 and~14 of the
first three positions of \.{optimal-15.txt}, the family \.{h48-1}): the
threads taking the tasks in their order, each the next when it is free,
a depth takes as long as its busiest thread, and its {\it efficiency} is
the ideal, the states divided by the threads, over that. With the pairs
in their order, it is 0.99 or more with two threads, 0.86 to 0.97 with
16, 0.72 to 0.86 with 32 and 0.53 to 0.70 with~64; with the tasks of
four moves largest first, 0.99 or more up to 16 threads, 0.97 or more
with 32 and 0.91 to 0.99 with~64. On the two cores of \themachine, both are as good; the tasks of four moves are for
larger machines. Making them costs a search of four moves per depth,
at most 46,755 states (the canonical sequences of one to four moves).
@^Tronto, Sebastiano@>
@^threads, tasks of four moves@>


@ The root's symmetries cut further, at the tasks. If symmetries $g$ fix
the root $P$, a sequence $x$ of four first moves and its image $x^g$ lead
to conjugate positions, $(Px)^g=Px^g$, whose subtrees hold solutions of
the same lengths; of the sequences of one orbit only one needs a task.
The image of a canonical sequence need not be canonical (\move{U D}
conjugated may read \move{D U}), so it is first put in canonical order,
which sorts each run of turns of one axis by face (the face \.U, \.R
or~\.F first): a sequence is kept when no symmetry that fixes the root
makes it a smaller one, in the order of move numbers, read from the
first move.

Why no solution is lost: take, among the canonical optimal solutions
$S$ and their images under those symmetries put in canonical order, the
least in that order. Its first four moves $x$ are kept: if the image of
$x$ under some $g$, put in order, were smaller than~$x$, the image of the
whole of~$S$, put in order, would begin with something no larger (a run
of one axis across the fourth and fifth moves can only bring a smaller
move forward), so it would be smaller than~$S$. The test is not made
when every optimal solution is wanted, nor when an image is not
canonical in the metric's own rule once sorted (then the sequence is
kept, which is always safe). For the superflip, which all 48 symmetries
fix, the first move already had only two orbits (quarter and half
turns), which left 5,292 tasks at depth~15 with \.{h48-0}; the cut
leaves 934.
@^symmetry reduction at the root@>
@^superflip@>

@<Private functions of the optimal solver@>=
static int opt_least_of_orbit(const opt_tasks *T,const ida_problem *P,const uint8_t *mv)
{
  for (int i=0; i<T->nfix; i++) {
    uint8_t x[OPT_TASK_MOVES];
    for (int k=0; k<OPT_TASK_MOVES; k++) x[k]=(uint8_t)cube_sym_move[T->fix[i]][mv[k]];
    for (int pass=0; pass<OPT_TASK_MOVES; pass++) /* sort each run of one axis by face */
      for (int k=0; k+1<OPT_TASK_MOVES; k++) {
        int f=x[k]/3,g=x[k+1]/3;
        if (f!=g && f%3==g%3 && f>g) { uint8_t t=x[k]; x[k]=x[k+1]; x[k+1]=t; }
      }
    int last=CUBE_NOMOVE,canonical=1;
    for (int k=0; k<OPT_TASK_MOVES && canonical; k++) {
      uint32_t mask=P->next? P->next[last]: cube_next_moves[last];
      if (!(mask>>x[k]&1)) canonical=0;
      else last=P->after? P->after[last][x[k]]: x[k];
    }
    if (canonical && memcmp(x,mv,OPT_TASK_MOVES)<0) return 0;
  }
  return 1;
}

@ The search of the first four moves. A sequence is numbered
$((m_1\cdot18+m_2)\cdot18+m_3)\cdot18+m_4$ for |prev|.

@<Private functions of the optimal solver@>=
static void opt_make_tasks(const optimal_family *F,opt_tasks *T,ida_problem *P,const void *s,
  int level,int last,uint8_t *mv,int depth,uint32_t first)
{
  _Alignas(16) unsigned char o[IDA_MAXSTATE];
  uint32_t mask=(P->next? P->next[last]: cube_next_moves[last])&P->moves;
  if (level==0) mask&=first;
  while (mask) {
    int m=__builtin_ctz(mask),nl=P->after? P->after[last][m]: m;
    mask&=mask-1;
    F->child(P->ctx,s,m,o,0);
    P->nodes++;
    if (F->bound(P->ctx,s,o,depth-level-1)>depth-level-1) continue;
    mv[level]=(uint8_t)m;
    if (level+1<OPT_TASK_MOVES) opt_make_tasks(F,T,P,o,level+1,nl,mv,depth,first);
    else if (T->n<OPT_MAXTASKS && opt_least_of_orbit(T,P,mv)) {
      memcpy(T->mv[T->n],mv,OPT_TASK_MOVES); T->last[T->n]=(uint8_t)nl;
      memcpy(T->st+(size_t)T->n*IDA_MAXSTATE,o,F->state_size);
      T->work[T->n++]=0;
    }
  }
}
static int opt_task_key(const uint8_t *mv)
{
  return ((mv[0]*CUBE_NMOVES+mv[1])*CUBE_NMOVES+mv[2])*CUBE_NMOVES+mv[3];
}
static int opt_cmp_tasks(const void *a,const void *b)
{
  const uint64_t *x=a,*y=b;
  if (x[0]!=y[0]) return x[0]<y[0]? 1: -1;
  return x[1]<y[1]? -1: x[1]>y[1];
}

@ The states a task made at the previous depth are not quite the right
measure of its promise: a subtree whose last move was on a face that its
opposite may follow is larger by itself, having more canonical sequences
below it. In face turns, let $a_n$ be the number of canonical sequences
of $n$ moves after a move of the first face of an axis (U, F or~R, which
its opposite may follow), $b_n$ after one of the second. After the first
face come the three turns of its opposite, after which the axis is
closed, and the turns of the four other faces, six of first faces and
six of second; after the second face only those twelve. So
$a_{n+1}=6a_n+9b_n$ and $b_{n+1}=6a_n+6b_n$, whose growth $6+\sqrt{54}
\approx13.35$ has the eigenvector $a/b=9/\sqrt{54}=\sqrt{3/2}$: a subtree
after a first face is $\sqrt{3/2}\approx1.22$ times one after a second
at equal promise. Chen Shuang suggested weighing the states of such a
task by $\sqrt{2/3}$ before sorting, and Tronto's H48 does, after
Andrew Skalski's vcube, as its source records \cite{Tronto H48}. Here
the switch \.{task\_weights} of a solver (|optimal_tune|) weighs them so, by 8,165 and 10,000, in
the metric of face turns (the quarter-turn metric, whose canonical
sequences have another structure, would weigh all tasks alike). It is
off: it does not pay in this program. With \.{h48-6}, one thread, the
first 40 positions of \.{optimal-17.txt} made 768.4 million states with
the weights and 766.8 million without (18 positions better, 22 worse),
the first 30 of \.{optimal-16.txt} 54.0 and 53.7 million, the family
\.{kociemba98} on the fifth of \.{optimal-15.txt} 6.6 million against
6.0; only the hardest of the five random states of the measurements
gained, 545.6 million against 612.8. The order of the tasks matters, but
the states of the previous depth already say most of what the weights
would add.
@^Chen Shuang@>
@^Tronto, Sebastiano@>
@^Skalski, Andrew@>
@^tasks of four moves, weighed@>

@<Private functions of the optimal solver@>=
static uint64_t opt_task_weight(const optimal_solver *S,const ida_problem *P,int m)
{
  if (!S->task_weights || P->after || P->moves!=MASK_ALL) return 1;
  return __builtin_popcount(cube_next_moves[m])==15? 8165: 10000;
}

@ The tasks of a depth, made and ordered before the threads start, and the
states of each kept for the next depth.

@<Make the tasks of four moves of depth |d|, largest first@>=
{
  ida_problem Pg;
  opt_ctx Cg={S->tables,p,o,{0,0,0,0},0,&lock,r,&stop};
  uint8_t mv[OPT_TASK_MOVES];
  memset(&Pg,0,sizeof Pg);
  Pg.moves=Pg.last_moves=S->moves; Pg.ctx=&Cg;
  if (Pg.moves==MASK_QUARTER) { Pg.next=cube_qtm_next; Pg.after=cube_qtm_after; }
  T.n=0;
  opt_make_tasks(S->family,&T,&Pg,s0,0,CUBE_NOMOVE,mv,d,first);
  for (int i=0; i<T.n; i++) {
    T.order[i][0]=T.prev[opt_task_key(T.mv[i])]*opt_task_weight(S,&Pg,T.mv[i][OPT_TASK_MOVES-1]);
    T.order[i][1]=(uint64_t)i;
  }
  qsort(T.order,(size_t)T.n,sizeof T.order[0],opt_cmp_tasks);
  J.tasks=&T; J.nodes=Pg.nodes;
}

@ @<Keep the states of each task of four moves for the next depth@>=
{
  memset(T.prev,0,sizeof(uint64_t)*OPT_TASK_KEYS);
  for (int i=0; i<T.n; i++) T.prev[opt_task_key(T.mv[i])]=T.work[i];
}

@ @<Search the subtree of the task of four moves |t|@>=
{
  opt_tasks *T=J->tasks;
  int i=(int)T->order[t][1];
  uint64_t before=P.nodes;
  memcpy(C.prefix,T->mv[i],OPT_TASK_MOVES); C.nprefix=OPT_TASK_MOVES;
  F->search(&P,T->st+(size_t)i*IDA_MAXSTATE,J->depth-OPT_TASK_MOVES,T->last[i],path);
  T->work[i]=P.nodes-before;
}

@ The tasks' memory, allocated once per position: 5.4\thinspace MB.
Without it (memory refused) the pairs serve.

@<Allocate the tasks of four moves@>=
memset(&T,0,sizeof T);
{
  T.mv=malloc(sizeof T.mv[0]*OPT_MAXTASKS); T.last=malloc(OPT_MAXTASKS);
  T.st=malloc((size_t)IDA_MAXSTATE*OPT_MAXTASKS); T.work=malloc(sizeof(uint64_t)*OPT_MAXTASKS);
  T.order=malloc(sizeof T.order[0]*OPT_MAXTASKS); T.prev=calloc(OPT_TASK_KEYS,sizeof(uint64_t));
  if (!T.mv || !T.last || !T.st || !T.work || !T.order || !T.prev) {
    @<Free the tasks of four moves@>;
  }
}

@ @<Free the tasks of four moves@>=
free(T.mv); free(T.last); free(T.st); free(T.work); free(T.order); free(T.prev);
memset(&T,0,sizeof T);

@ How fast it is. \.{make bench} runs the script
\.{tests/bench\_optimal.sh} and the program |bench_optimal| at the end of
this chapter; the measurements chapter (\chapno{measure}) gives their
times. Rokicki's \.{nxopt}, the best of the programs in this style, runs
on the same positions in the same runs (built from its public sources
\cite{Rokicki cube20src}, with its half-turn tables of 325\thinspace MB and
2.6\thinspace GB; it searches one position with one thread). ``States''
are the states this solver generates, and the ``evals'' that \.{nxopt}
counts; GB$\cdot$s is seconds per position times the size of the
pruning tables, the measure of how well a design turns memory into
speed. On the first ten positions of \.{optimal-17.txt}, this solver
with the huge table makes between 19 and 175 million states a position;
\.{nxopt31} needs between 3.7 and 21 million. Two threads halve the
time, as they should: the tasks of a depth are many and independent.

So the gap is in the number of states, not in the speed of one.
By its documentation, \.{nxopt} looks up six entries at every node (three
axes, on the position and its inverse), packs two bits per coset relative
to a base value with a smaller four-bit table beside it in the same cache
line, and, at each node, searches from the position or from its inverse,
whichever the table says has fewer moves that can lead to a solution in
time; the last of these cuts the branching factor, which the
search of this chapter does not do (the H48 chapter measures it:
Tronto's form of it gains nothing there). So at a comparable size this
solver does not match \.{nxopt} in GB$\cdot$s. The small table is the
other way round: its 35\thinspace MB stay in the cache, and they give the
best GB$\cdot$s of all, at the price of time. The measure taken here that
did the most for the states was the equal-axes rule above (35.3 million
states to 19.3 million on the first position); copying the table into
large pages did the most for the time. A better table is the next step,
and the family mechanism is where it plugs in.
@^nxopt@>
@^Rokicki, Tomas@>
@^benchmark of the optimal solver@>

@ In the quarter-turn metric the same solver, with \.{small-qtm}, is much
further from proving the hardest positions. The superflip is 24 quarter
turns from solved \cite{Rokicki 2014}; with one thread, in its first two
billion states, the search proves that no solution has fewer than 20: depth 18 makes 40
million states, depth 19 259 million, depth 20 1.73 billion. Each depth
costs about seven times the one before; the parity rule skips depths 21
and~23, but depth 24 alone would take some days. The quarter-turn
tables of the small family are no deeper than those of the half-turn
one (largest distances 13 and~14), while the distances to be proven are
a fifth longer; the family \.{huge-qtm}, the huge table of the
quarter-turn metric, is the stronger bound, and \.{make bench} runs it
on the superflip, with two threads. With the cut of the tasks of four
moves by the symmetries that fix the root (above), it proves the 24
quarter turns with 4.10 billion states, in minutes (the measurements
chapter, \chapno{measure}, gives these runs and one against Rokicki's
nxopt built for the quarter-turn metric, on the 22 shortest positions
of \.{qtm-24.txt} of the tests, where nxopt's tables are still the better
per byte). The H48 chapter's minima in quarter turns do better:
\.{h48-6-qtm} (1.9\thinspace GB) takes \figHsixQtmNxoptByte\ times the
GB$\cdot$s of nxopt31 on the same positions, measured alone with the
peers, and \figHsixQtmNxoptTime\ times its time; with it built, \.{cube
solve --optimal --metric qtm} uses it (that chapter gives the figures).
@^superflip@>
@^quarter-turn metric@>
@^nxopt@>

@ A worked example of the optimal solver: the first position of the
tests' set of positions at distance~15, \.{U D2 F2 D2 F' L2 U' L' U2 F
D2 B D2 B' R2 F' L2 U2 B D2}, with the \.{small} family and one thread
(\.{cube solve --optimal --table small --threads 1 -v}). The bound at the
root is 10, so the search starts at depth~10; each depth searches the
whole tree allowed by the bounds, about twelve times the one before, and
depth~15 finds the solution \.{D' L F2 D F B R U2 D2 F2 B R' L B2 R2}.
The first column is of the search taking the pairs of first moves in
their order; the second of the tasks of four moves, largest first by the
states of the previous depth, as the search does with any number of
threads (the counts of the complete depths differ a little because the
search of the first four moves is counted once per depth):
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\cr
depth&pairs&tasks\cr
\noalign{\smallskip\hrule\smallskip}
10&48&42\cr 11&738&543\cr 12&8,157&7,932\cr 13&94,995&94,770\cr
14&1,217,949&1,217,724\cr
15&10,241,636&56,751\cr
\noalign{\smallskip\hrule\smallskip}
total&11,563,523&1,377,762\cr}}$$
The tests check the counts of the second column.
@^optimal solver, traced@>

@*1 Choosing a table family.
The families differ by three orders of magnitude in what they cost. The
smallest of the fast ones is built in a minute and solves a random
position in minutes; the largest takes 7.6\thinspace GB of disk, twice
that of memory while it is built, a quarter of an hour on two cores, and
solves the same position in seconds. No single family suits every
machine, and no user who types \.{cube solve --optimal "R U F"} on a new
machine expects a quarter of an hour of building. So the command chooses
by four rules:

\item{1.} The best family already built (in the cache) whose table fits
in the memory available is used; nothing is built.
\item{2.} With none built, the best family whose build takes about a
minute or less and needs at most half the memory available is built,
with a line that says so, and a second line names the command that builds
the fastest family this machine can hold and what it costs: disk,
memory, and time.
\item{3.} A family named with \.{--table} is used if built; if not, it is
built only if its build is as quick as in rule~2, or if \.{--build} is
given; otherwise the command says what the build would cost and how to
start it (\.{cube tables --build NAME}). A build that starts says first
what it will cost.
\item{4.} Memory means the memory available now (|prune_memory_available|),
not the memory the machine has.
@^choosing a table family@>
@^default table family@>

\noindent The chapters that register families tell their costs with
|optimal_register_cost|: the bytes of the family's own table files, the
bytes of memory at the peak of its build, the processor seconds of its
build as measured on \themachine\ (constants of the chapter, written
from its runs), a rank
(higher is faster; 0 for a family never chosen unasked), and two
routines: whether its own tables are in a cache, and removing them. A
family with no costs registered is built when named, as any table is.

@<Types of solve@>=
typedef struct {
  const char *name;
  double disk,memory,cpu; /* bytes, bytes, seconds */
  int rank;
  int (*built)(const char *name,const prune_options *po);
  int (*remove)(const char *name,const prune_options *po,char *err,size_t errlen);
} optimal_cost;

@ @<Functions of solve@>=
static const optimal_cost *costs[OPT_MAXFAMILIES];
static int ncosts;
void optimal_register_cost(const optimal_cost *c)
{
  for (int i=0; i<ncosts; i++) if (costs[i]==c) return;
  if (ncosts<OPT_MAXFAMILIES) costs[ncosts++]=c;
}
const optimal_cost *optimal_cost_of(const char *name)
{
  for (int i=0; i<ncosts; i++) if (strcmp(costs[i]->name,name)==0) return costs[i];
  return NULL;
}

@ The time a build takes here is estimated from its processor seconds,
shared by the threads it will use (the builders scale nearly linearly:
the largest family registers 1,008 processor seconds, and its build
takes \figHeightBuild\ seconds of clock on two cores in the run that the
H48 chapter reports); the estimate is stated as such.

@<Functions of solve@>=
double optimal_build_seconds(const optimal_cost *c,int threads)
{
  if (threads<1) threads=prune_default_threads();
  return 1.05*c->cpu/threads;
}
static void say_bytes(char *out,size_t n,double b)
{
  if (b>=1e9) snprintf(out,n,"%.1f GB",b/1e9);
  else snprintf(out,n,"%.0f MB",b/1e6);
}
void optimal_describe_cost(const optimal_cost *c,int threads,char *out,size_t n)
{
  char d[32],m[32],t[48];
  double s=optimal_build_seconds(c,threads);
  if (threads<1) threads=prune_default_threads();
  say_bytes(d,sizeof d,c->disk); say_bytes(m,sizeof m,c->memory);
  if (s<90) snprintf(t,sizeof t,"%.0f s",s);
  else snprintf(t,sizeof t,"%.0f minutes",s/60);
  snprintf(out,n,"%s of disk, %s of memory while it is built, about %s on %d %s",d,m,t,
    threads,threads==1? "thread": "threads");
}
int optimal_build_is_quick(const optimal_cost *c,int threads)
{
  return optimal_build_seconds(c,threads)<=90 && c->memory<=prune_memory_available()/2;
}

@ Whether a family named may be built now, unasked: |optimal_may_build|
returns 0 if it is built, has no costs registered, or builds quickly
(and, with a time limit |seconds|, within it); otherwise it writes in
|err| what the build would cost and which command makes it, and returns
$-1$ when the build is not quick, $-2$ when it is quick but longer than
the time limit. The command and the library both ask it, and differ only
in what they do with the answer.

@<Functions of solve@>=
int optimal_may_build(const char *name,const prune_options *po,int threads,double seconds,
  char *err,size_t errlen)
{
  const optimal_cost *c=optimal_cost_of(name);
  char cost[200];
  if (!c || c->built(name,po)) return 0;
  optimal_describe_cost(c,threads,cost,sizeof cost);
  if (!optimal_build_is_quick(c,threads)) {
    cube_error(err,errlen,"table family %s is not built; building it takes %s:\
 run cube tables --build %s first",name,cost,name);
    return -1;
  }
  double t=optimal_build_seconds(c,threads);
  if (seconds>0 && t>seconds) {
    cube_error(err,errlen,"table family %s is not built, and building it takes\
 about %.0f s, more than the time limit of %g s: run cube tables --build %s first",
      name,t,seconds,name);
    return -2;
  }
  return 0;
}
@.table family ... is not built...@>

@ The choice. |optimal_choose| returns the name of the family to use in
the metric asked (|qtm|), with |*build| set when it is not built yet; it
writes into |advice| what the user should be told (empty if nothing).
Families without a rank, and a metric with no ranked family at all, give
|NULL|: the caller then keeps its own default.

@<Functions of solve@>=
const char *optimal_choose(const prune_options *po,int threads,int qtm,int *build,
  char *advice,size_t n)
{
  const optimal_cost *best=NULL,*quick=NULL,*fast=NULL;
  double avail=prune_memory_available();
  advice[0]=0; *build=0;
  for (int i=0; i<ncosts; i++) {
    const optimal_cost *c=costs[i];
    int found=0;
    for (int k=0; k<nfamilies; k++)
      if (strcmp(families[k]->name,c->name)==0
          && (family_moves[k]==MASK_QUARTER)==(qtm!=0)) found=1;
    if (!found || c->rank<=0) continue;
    if (c->disk<=0.9*avail && c->built(c->name,po) && (!best || c->rank>best->rank)) best=c;
    if (optimal_build_is_quick(c,threads) && (!quick || c->rank>quick->rank)) quick=c;
    if (c->memory<=avail && (!fast || c->rank>fast->rank)) fast=c;
  }
  if (best) return best->name;
  if (!quick) return NULL;
  *build=1;
  if (fast && fast!=quick) {
    char cost[200];
    int all=prune_default_threads();
    optimal_describe_cost(fast,all,cost,sizeof cost);
    snprintf(advice,n,"a faster family for this machine: cube tables --build %s --threads %d\
 (%s)",fast->name,all,cost);
  }
  return quick->name;
}

@ @<Declarations of solve@>=
void optimal_register_cost(const optimal_cost *c);
const optimal_cost *optimal_cost_of(const char *name);
double optimal_build_seconds(const optimal_cost *c,int threads);
void optimal_describe_cost(const optimal_cost *c,int threads,char *out,size_t n);
int optimal_build_is_quick(const optimal_cost *c,int threads);
int optimal_may_build(const char *name,const prune_options *po,int threads,double seconds,
  char *err,size_t errlen);
const char *optimal_choose(const prune_options *po,int threads,int qtm,int *build,
  char *advice,size_t n);

@*1 Testing the optimal solver.
The tests of this chapter are one program: the generic search first,
on the edge orientation (the last group of sections), then the optimal
solver. The tables come from the cache directory that \.{make test}
sets.

@(tests/test_solve.c@>=
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include "solve.h"
#include "check.h"
#include "solvetest.h"
@<Test routines of solve@>@;
int main(void)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN];
  prune_options po={NULL,1,0,0};
  coord_init();
  @<Run the tests of the generic search@>;
  @<Run the tests of solve@>;
  return check_done("test_solve");
}

@ The optimal solver is tested with the small table, which the tests can
afford to build (the huge one is for the benchmark). Optimality is a
claim about every shorter sequence, so the tests compare with facts
established independently of this program: the published sets of
positions whose optimal lengths are known \cite{Chen}, and Kociemba's
example of optimal length~17 \cite{Kociemba web}.
Samples of the three sets are solved, spread over each file (every
fifth position of \.{optimal-15.txt}, every 25th of \.{optimal-16.txt},
the first of \.{optimal-17.txt}), chosen to cover the solver's paths, not
to count: a 15-move position takes about a second with this table, a
17-move one half a minute, and the test suite must stay short. Each
solution must solve its position and have exactly the labelled length.
Two threads share each search, as on the machine of the tests.

@<Run the tests of solve@>=
{
  static const struct { const char *file; int len,count,every; } sets[]={
    {"optimal-15.txt",15,20,5},{"optimal-16.txt",16,4,25},{"optimal-17.txt",17,1,1}};
  int rc=optimal_init("small",&po,err,sizeof err);
  if (!CHECK(rc==0)) printf("  %s\n",err);
  for (size_t k=0; rc==0 && k<sizeof sets/sizeof sets[0]; k++) {
    char path[256],line[1024];
    snprintf(path,sizeof path,"tests/data/%s",sets[k].file);
    FILE *in=fopen(path,"r");
    int n=0,ok=0,no=0;
    if (!in) { printf("  cannot read %s\n",path); CHECK(0); continue; }
    while (n<sets[k].count && fgets(line,sizeof line,in)) {
      cubepos p;
      if (cube_parse(line,&p,NULL,NULL,err,sizeof err)) continue;
      if (no++%sets[k].every) continue;
      n++;
      if (optimal_ok(&p,sets[k].len)) ok++;
      else printf("  %s line %d: not solved in exactly %d moves\n",sets[k].file,n,sets[k].len);
    }
    fclose(in);
    CHECK(n==sets[k].count && ok==n);
  }
  cubepos p;
  CHECK(cube_parse("DULDULDDLFUBDRFBBRRRDDFBURLFUURDLRBUFLBLLFBBLDFRRBFFUU",&p,NULL,NULL,
    err,sizeof err)==0 && optimal_ok(&p,17));
}

@ The symmetry cut at the tasks of four moves, on positions that
symmetries fix: the length must be the one found without it (the search
for every solution does not make the cut), the solution must solve the
position, and the depths before the last, which both searches complete,
must have made fewer states with the cut.

@<Run the tests of solve@>=
{
  static const char *const pos[]={"F B' U D' R L' F B' U D' R L'","R L U2 R' L' F B U2 F' B'",
    "U2 D2 F2 B2 L2 R2 U D'"};
  int rc=optimal_init("small",&po,err,sizeof err);
  CHECK(rc==0);
  for (size_t i=0; rc==0 && i<sizeof pos/sizeof pos[0]; i++) {
    cubepos p,q;
    optimal_result r,a;
    int count=0;
    optimal_options o={0,2,0,NULL,NULL,NULL,NULL,NULL},oa={1,2,0,count_solutions,&count,NULL,NULL,NULL};
    CHECK(cube_parse(pos[i],&p,NULL,NULL,err,sizeof err)==0);
    optimal_solve(&p,&o,&r);
    optimal_solve(&p,&oa,&a);
    q=p; cube_apply(&q,&r.solution);
    uint64_t cut=0,whole=0;
    for (int d=0; d<r.length; d++) { cut+=r.depth_nodes[d]; whole+=a.depth_nodes[d]; }
    printf("  '%s': %d moves, %llu states before the last depth with the cut, %llu without\n",
      pos[i],r.length,(unsigned long long)cut,(unsigned long long)whole);
    CHECK(r.found && a.found && r.length==a.length && cube_equal(&q,&cube_solved) && cut<whole);
  }
}

@ @<Test routines of solve@>=
static void count_solutions(void *arg,const moveseq *m)
{
  (void)m; (*(int *)arg)++;
}
static int optimal_ok(const cubepos *p,int len)
{
  optimal_options o={0,2,0,NULL,NULL,NULL,NULL,NULL};
  optimal_result r;
  cubepos q=*p;
  optimal_solve(p,&o,&r);
  cube_apply(&q,&r.solution);
  return r.found && cube_equal(&q,&cube_solved) && r.length==len;
}

@ Every optimal solution, with |all|, is checked against brute force:
for positions made by a few moves, every sequence of the 18 moves of the
optimal length is applied, and those that solve the position and are
canonical must be exactly the set the solver reports. (The search makes
canonical sequences only, and loses nothing by it: an optimal sequence
never turns a face twice in a row, and the turns of two opposite faces
commute, so every optimal solution has a canonical twin.) Short positions
have several optimal solutions when their moves commute, which is what
this checks.

@<Run the tests of solve@>=
{
  static const char *const pos[]={"R","U D","R U","R2 L2 U","R U F","U D R2 L2","F R U' B"};
  for (size_t i=0; i<sizeof pos/sizeof pos[0]; i++) {
    cubepos p;
    optimal_result r;
    brute_set B={0},S={0};
    optimal_options o={1,2,0,brute_add,&S,NULL,NULL,NULL};
    cube_parse(pos[i],&p,NULL,NULL,err,sizeof err);
    optimal_solve(&p,&o,&r);
    brute_force(&p,r.length,&B);
    int ok=r.found && S.n==B.n && S.n>0;
    qsort(S.s,S.n,sizeof S.s[0],brute_cmp); qsort(B.s,B.n,sizeof B.s[0],brute_cmp);
    for (int k=0; ok && k<S.n; k++) ok=memcmp(S.s[k],B.s[k],sizeof S.s[0])==0;
    if (!ok) printf("  '%s': %d solutions reported, %d by brute force\n",pos[i],S.n,B.n);
    CHECK(ok);
  }
}

@ A collector for the brute-force check: every solution of a short search is kept as its moves, so that the set found by the generic search can be compared with the set found by trying every sequence.

@<Test routines of solve@>=
typedef struct { int n; uint8_t s[512][8]; } brute_set;
static void brute_add(void *arg,const moveseq *m)
{
  brute_set *B=arg;
  if (B->n<512) { memset(B->s[B->n],0xff,8); memcpy(B->s[B->n],m->mv,m->len); B->n++; }
}
static int brute_cmp(const void *a,const void *b) { return memcmp(a,b,8); }
static void brute_force(const cubepos *p,int len,brute_set *B)
{
  long total=1;
  for (int k=0; k<len; k++) total*=CUBE_NMOVES;
  for (long c=0; c<total; c++) {
    moveseq m;
    long x=c;
    int canon=1;
    m.len=len;
    for (int k=len-1; k>=0; k--) { m.mv[k]=x%CUBE_NMOVES; x/=CUBE_NMOVES; }
    for (int k=1; k<len; k++)
      if (!(cube_next_moves[m.mv[k-1]]>>m.mv[k]&1)) canon=0;
    if (!canon) continue;
    cubepos q=*p;
    cube_apply(&q,&m);
    if (cube_equal(&q,&cube_solved)) brute_add(B,&m);
  }
}

@ In the quarter-turn metric, with the family \.{small-qtm}, the
distances are checked against a computation that shares nothing with the
solver: a breadth-first search keeps every position within four quarter
turns, 11206 of them, with its distance; a position is then at distance
$\min(|s|+d(ps))$ over the sequences $s$ of at most four quarter turns
(all $12^4$ of them, canonical or not) for which $ps$ is within the
ball, which is exact for every position within eight quarter turns. For
40 positions made by four to eight random quarter turns, the solver's
length must be that distance; its solution must be made of quarter turns,
be canonical in the sense of the first chapter (each turn allowed by the
state the previous ones left), and have the parity of the corner
permutation.

@<Run the tests of solve@>=
{
  int rc=optimal_init("small-qtm",&po,err,sizeof err);
  if (!CHECK(rc==0)) printf("  %s\n",err);
  else {
    qtm_ball B;
    cube_rng rng;
    int ok=1;
    qtm_ball_make(&B);
    CHECK_EQ(B.n,11206);
    cube_rng_seed(&rng,24);
    for (int t=0; t<40; t++) @<Solve a random position of a few quarter turns, and compare@>;
    CHECK(ok);
    free(B.rank);
  }
}

@ @<Solve a random position of a few quarter turns, and compare@>=
{
  cubepos p=cube_solved,q;
  optimal_options o={0,2,0,NULL,NULL,NULL,NULL,NULL};
  optimal_result r;
  int n=4+(int)cube_rng_below(&rng,5),state=CUBE_NOMOVE;
  for (int k=0; k<n; k++) {
    int m;
    do m=(int)cube_rng_below(&rng,CUBE_NMOVES); while (!(MASK_QUARTER>>m&1));
    cube_move(&p,m);
  }
  optimal_solve(&p,&o,&r);
  q=p; cube_apply(&q,&r.solution);
  int d=qtm_ball_distance(&B,&p);
  if (!r.found || !cube_equal(&q,&cube_solved) || r.length!=d || r.solution.len!=d) {
    printf("  quarter-turn distance %d, the solver says %d\n",d,r.length); ok=0; }
  for (int k=0; k<r.solution.len; k++) {
    int m=r.solution.mv[k];
    if (!(cube_qtm_next[state]>>m&1)) ok=0;
    state=cube_qtm_after[state][m];
  }
  if (cube_parity(&p)!=(r.length&1)) ok=0;
}

@ Longer positions are checked against another program: the file
\.{qtm-24.txt} of the tests' data holds 24 positions with their optimal
lengths in quarter turns as Rokicki's nxopt, built for that metric,
found them \cite{Rokicki cube20src}. The sixteen of at most 17 quarter
turns are solved here with \.{small-qtm}, in a few seconds (the others,
up to 21, are for the benchmark, with \.{huge-qtm}; the four of 18,
solved with \.{small-qtm} in seconds each, agree too); each solution
must solve its position and have nxopt's length.
@^nxopt@>

@<Run the tests of solve@>=
{
  FILE *in=fopen("tests/data/qtm-24.txt","r");
  char line[1024];
  int n=0,ok=0;
  if (!in) printf("  cannot read tests/data/qtm-24.txt\n");
  else if (optimal_init("small-qtm",&po,err,sizeof err)==0) {
    while (fgets(line,sizeof line,in)) {
      char *hash=strchr(line,'#');
      cubepos p;
      if (!hash || atoi(hash+1)>17) continue;
      *hash=0;
      if (cube_parse(line,&p,NULL,NULL,err,sizeof err)) continue;
      n++;
      optimal_options o={0,2,0,NULL,NULL,NULL,NULL,NULL};
      optimal_result r;
      cubepos q=p;
      optimal_solve(&p,&o,&r);
      cube_apply(&q,&r.solution);
      if (r.found && cube_equal(&q,&cube_solved) && r.length==atoi(hash+1)) ok++;
      else printf("  qtm-24.txt: %s: %d quarter turns, nxopt says %d\n",line,r.length,
        atoi(hash+1));
    }
    fclose(in);
  }
  CHECK(n==16 && ok==16);
}

@ The ball is made by brute force too: all $1+12+\cdots+12^4=22621$
sequences of at most four quarter turns, each position kept with its
shortest length; they must be 11206 positions, the count of the first
chapter. Entries are sorted by rank, for a binary search.

@<Test routines of solve@>=
typedef struct { cube_u128 rank; int dist; } ball_entry;
typedef struct { ball_entry *rank; size_t n; } qtm_ball;
static int cmp_rank_only(const void *a,const void *b)
{
  const ball_entry *x=a,*y=b;
  return (x->rank>y->rank)-(x->rank<y->rank);
}
static int cmp_entry(const void *a,const void *b)
{
  const ball_entry *x=a,*y=b;
  return x->rank!=y->rank? (x->rank>y->rank)-(x->rank<y->rank): x->dist-y->dist;
}
static void ball_walk(const cubepos *p,int len,ball_entry *v,size_t *n)
{
  v[*n].rank=cube_rank(p); v[(*n)++].dist=len;
  if (len==4) return;
  for (int m=0; m<CUBE_NMOVES; m++)
    if (MASK_QUARTER>>m&1) {
      cubepos q=*p;
      cube_move(&q,m);
      ball_walk(&q,len+1,v,n);
    }
}
static void qtm_ball_make(qtm_ball *B)
{
  size_t n=0,k=0;
  ball_entry *v=malloc(22621*sizeof *v);
  ball_walk(&cube_solved,0,v,&n);
  qsort(v,n,sizeof *v,cmp_entry);
  for (size_t i=0; i<n; i++) if (k==0 || v[i].rank!=v[k-1].rank) v[k++]=v[i];
  B->rank=v; B->n=k;
}

@ The distance of a position within eight quarter turns, or 99 if it is
farther.

@<Test routines of solve@>=
static int ball_min(const qtm_ball *B,const cubepos *p,int len)
{
  ball_entry key={cube_rank(p),0};
  const ball_entry *e=bsearch(&key,B->rank,B->n,sizeof key,cmp_rank_only);
  int best=e? len+e->dist: 99;
  if (len==4) return best;
  for (int m=0; m<CUBE_NMOVES; m++)
    if (MASK_QUARTER>>m&1) {
      cubepos q=*p;
      cube_move(&q,m);
      int d=ball_min(B,&q,len+1);
      if (d<best) best=d;
    }
  return best;
}
static int qtm_ball_distance(const qtm_ball *B,const cubepos *p)
{
  return ball_min(B,p,0);
}

@ With |all|, every optimal solution in the quarter-turn metric is checked
against brute force, as above: all $12^n$ sequences of quarter turns of
the optimal length~$n$ are tried, and those that solve the position and
are canonical must be the solutions reported. Of \move{U2} that is
\move{U U} alone, of \move{U2 D2} \move{U U D D} alone.

@<Run the tests of solve@>=
{
  static const char *const pos[]={"U2","R","U D","U2 D2","R U","R U R' U'","R2 F"};
  for (size_t i=0; i<sizeof pos/sizeof pos[0]; i++) {
    cubepos p;
    optimal_result r;
    brute_set B={0},S={0};
    optimal_options o={1,2,0,brute_add,&S,NULL,NULL,NULL};
    cube_parse(pos[i],&p,NULL,NULL,err,sizeof err);
    optimal_solve(&p,&o,&r);
    brute_force_qtm(&p,r.length,&B);
    int ok=r.found && S.n==B.n && S.n>0;
    qsort(S.s,S.n,sizeof S.s[0],brute_cmp); qsort(B.s,B.n,sizeof B.s[0],brute_cmp);
    for (int k=0; ok && k<S.n; k++) ok=memcmp(S.s[k],B.s[k],sizeof S.s[0])==0;
    if (!ok) printf("  '%s': %d solutions reported, %d by brute force\n",pos[i],S.n,B.n);
    CHECK(ok);
  }
}

@ @<Test routines of solve@>=
static void brute_force_qtm(const cubepos *p,int len,brute_set *B)
{
  long total=1;
  for (int k=0; k<len; k++) total*=12;
  for (long c=0; c<total; c++) {
    moveseq m;
    long x=c;
    int state=CUBE_NOMOVE,canon=1;
    m.len=len;
    for (int k=len-1; k>=0; k--) { m.mv[k]=(x%12)/2*3+(x%2)*2; x/=12; }
    for (int k=0; k<len; k++) {
      if (!(cube_qtm_next[state]>>m.mv[k]&1)) canon=0;
      state=cube_qtm_after[state][m.mv[k]];
    }
    if (!canon) continue;
    cubepos q=*p;
    cube_apply(&q,&m);
    if (cube_equal(&q,&cube_solved)) brute_add(B,&m);
  }
}

@ The worked example of the optimal solver: the states searched at each
depth, with one thread, so that the counts do not depend on how the
threads share the last depth.

@<Run the tests of solve@>=
{
  static const uint64_t want[16]={0,0,0,0,0,0,0,0,0,0,42,543,7932,94770,1217724,56751};
  optimal_options o={0,1,0,NULL,NULL,NULL,NULL,NULL};
  optimal_result r;
  cubepos p;
  int ok=optimal_init("small",&po,err,sizeof err)==0
    && cube_parse("U D2 F2 D2 F' L2 U' L' U2 F D2 B D2 B' R2 F' L2 U2 B D2",&p,NULL,NULL,
      err,sizeof err)==0;
  if (ok) {
    optimal_solve(&p,&o,&r);
    ok=r.found && r.length==15 && memcmp(r.depth_nodes,want,sizeof want)==0
      && r.nodes==1377762;
  }
  if (!ok) printf("  the worked example of the optimal solver differs\n");
  CHECK(ok);
}

@ Solvers open at once. Two families, \.{small} and \.{small-qtm}, are
opened side by side, and two threads solve the same 40 short positions
(random sequences of 3 to 8 moves), each with its family and one search
thread, at the same time; each answer must be what the default solver
gives for that position with that family alone, a solution of the
position of the same length. Opening a family that is open gives the
same solver, and the switches of an unknown name are refused.
@^solver handles@>

@<Run the tests of solve@>=
{
  enum { N=40 };
  static cubepos pos[N];
  static int alone[2][N];
  static const char *const fam[2]={"small","small-qtm"};
  cube_rng rng;
  cube_rng_seed(&rng,20261128);
  for (int i=0; i<N; i++) {
    pos[i]=cube_solved;
    for (int k=3+i%6; k>0; k--) cube_move(&pos[i],(int)cube_rng_below(&rng,CUBE_NMOVES));
  }
  int ok=1;
  for (int f=0; f<2 && ok; f++) {
    optimal_options o={0,1,0,NULL,NULL,NULL,NULL,NULL};
    optimal_result r;
    if (optimal_init(fam[f],&po,err,sizeof err)) { ok=0; break; }
    for (int i=0; i<N; i++) { optimal_solve(&pos[i],&o,&r); alone[f][i]=r.found? r.length: -1; }
  }
  optimal_solver *A=optimal_open("small",&po,err,sizeof err),
    *B=optimal_open("small-qtm",&po,err,sizeof err),*A2=optimal_open("small",&po,err,sizeof err);
  CHECK(ok && A && B && A2==A && A!=B);
  if (A && B) {
    both_job J[2]={{A,pos,N,{0},0},{B,pos,N,{0},0}};
    pthread_t t[2];
    int started[2];
    for (int f=0; f<2; f++) started[f]=pthread_create(&t[f],NULL,solve_all,&J[f])==0;
    for (int f=0; f<2; f++) if (started[f]) pthread_join(t[f],NULL);
    CHECK(started[0] && started[1]);
    for (int f=0; f<2; f++) CHECK(J[f].bad==0 && memcmp(J[f].length,alone[f],sizeof alone[f])==0);
    CHECK(optimal_tune(A,"no such switch",1)==-1 && optimal_tune(A,"task_weights",0)==0);
    printf("  small and small-qtm open at once: %d and %d positions as alone\n",
      J[0].bad? 0: N,J[1].bad? 0: N);
  }
  optimal_close(A2); optimal_close(A); optimal_close(B);
}

@ @<Test routines of solve@>=
typedef struct {
  const optimal_solver *S;
  const cubepos *pos; int n;
  int length[64]; /* of each position's answer, $-1$ when none */
  int bad; /* answers that do not solve their position */
} both_job;
static void *solve_all(void *arg)
{
  both_job *J=arg;
  for (int i=0; i<J->n; i++) {
    optimal_options o={0,1,0,NULL,NULL,NULL,NULL,NULL};
    optimal_result r;
    cubepos q=J->pos[i];
    optimal_run(J->S,&J->pos[i],&o,&r);
    J->length[i]=r.found? r.length: -1;
    cube_apply(&q,&r.solution);
    if (!r.found || !cube_equal(&q,&cube_solved)) J->bad++;
  }
  return NULL;
}

@*1 Testing the generic search.
The search for every shortest solution, the walk down an exact table and
a goal that is a set are tested on the edge orientation, whose table has
2048 entries and is made in a moment: the coordinate \.{flip} of the
coordinates chapter, which is solved when the edges are oriented for the
front-back axis. Three checks:

\item{1.} For random positions, |exact_walk| in canonical order and
|ida_search_all| give the same solutions in the same order, and each
orients the edges.
\item{2.} A limit of $k$ solutions gives the first $k$ of the full list.
\item{3.} The edges oriented on {\it any} axis, with a goal that is a
set and the least of three table distances as the bound (the pattern
described with |ida_search_all|): every canonical sequence of the
length found that orients the edges on some axis, found by brute force
over all canonical sequences of that length, is a solution reported, and
none shorter exists.

@<Run the tests of the generic search@>=
{
  prune_table ft;
  coord *flip=coord_find("flip");
  cube_rng rng;
  int same=1,solves=1,limited=1;
  cube_rng_seed(&rng,2024);
  CHECK(prune_generate(&ft,flip,MASK_ALL,PRUNE_NIBBLE,1,0,err,sizeof err)==0);
  for (int t=0; t<50; t++) {
    cubepos p;
    eo_list W={0},S={0},L={0};
    cube_random(&rng,&p);
    uint64_t x=coord_index(flip,&p);
    long nw=exact_walk(&ft,x,1,0,eo_add,&W);
    long ns=eo_search(&ft,flip,&p,0,&S);
    long nl=eo_search(&ft,flip,&p,3,&L);
    if (nw!=ns || W.n!=S.n || W.len!=S.len || memcmp(W.s,S.s,sizeof W.s)) same=0;
    for (int k=0; k<S.n && k<EO_MAX; k++) {
      cubepos q=p;
      for (int i=0; i<S.len; i++) cube_move(&q,S.s[k][i]);
      if (coord_index(flip,&q)!=coord_index(flip,&cube_solved)) solves=0;
    }
    if (nl!=(ns<3? ns: 3) || memcmp(L.s,S.s,nl*sizeof S.s[0])) limited=0;
  }
  CHECK(same); CHECK(solves); CHECK(limited);
  @<Solve the edge orientation on any axis, and compare with brute force@>;
  prune_free(&ft);
}

@ The solutions are collected in an array, as move numbers, and compared
as arrays. The search over the flip alone: its state is the value, its
bound the table's distance, its goal the solved value.

@<Test routines of solve@>=
enum { EO_MAX = 4096 };
typedef struct { int n,len; uint8_t s[EO_MAX][12]; } eo_list;
static int eo_add(void *arg,const uint8_t *path,int len)
{
  eo_list *l=arg;
  if (l->n<EO_MAX) { memset(l->s[l->n],0xff,12); memcpy(l->s[l->n],path,len); }
  l->n++; l->len=len;
  return 0;
}
typedef struct { const prune_table *t; const coord *c; eo_list *out; uint64_t solved; } eo_ctx;
static void eo_child(void *ctx,const void *s,int m,void *o,int leaf)
{
  eo_ctx *C=ctx;
  (void)leaf;
  *(uint16_t *)o=(uint16_t)coord_move(C->c,*(const uint16_t *)s,m);
}
static int eo_bound(void *ctx,const void *parent,void *s,int left)
{
  eo_ctx *C=ctx;
  (void)parent; (void)left;
  return prune_field(C->t,*(uint16_t *)s);
}
static int eo_goal(void *ctx,const void *s,const uint8_t *path,int len)
{
  eo_ctx *C=ctx;
  (void)path; (void)len;
  return *(const uint16_t *)s==C->solved;
}
static int eo_found(void *ctx,const uint8_t *path,int len)
{
  eo_ctx *C=ctx;
  return eo_add(C->out,path,len);
}
static long eo_search(const prune_table *t,const coord *c,const cubepos *p,long limit,
  eo_list *out)
{
  eo_ctx C={t,c,out,coord_index(c,&cube_solved)};
  ida_problem P;
  uint8_t path[IDA_MAXDEPTH];
  uint16_t s=(uint16_t)coord_index(c,p);
  memset(&P,0,sizeof P);
  P.moves=P.last_moves=MASK_ALL; P.state_size=sizeof s; P.ctx=&C;
  return ida_search_all(&P,&s,prune_field(t,s),20,limit,path,eo_child,eo_bound,eo_goal,
    eo_found);
}

@ On any axis. The symmetries that turn the other two axes to the front-back
one are found by what they do: the flip of the position turned by~$g$
is solved, after one move from the solved cube, for all moves but the
quarter turns of the axis that $g$ turns to front-back. The state holds
the three flips; the bound is the least of their distances; the goal,
any of them solved.

@<Test routines of solve@>=
typedef struct { const prune_table *t; const coord *c; int g[3]; eo_list *out;
  uint64_t solved; } eo3_ctx;
static int eo3_axis_sym(const coord *c,uint32_t quarter)
{
  uint64_t x0=coord_index(c,&cube_solved);
  for (int g=0; g<CUBE_NSYMS; g++) {
    uint32_t fix=0;
    for (int m=0; m<CUBE_NMOVES; m++) {
      cubepos p=cube_solved,q;
      cube_move(&p,m); cube_conj(&p,g,&q);
      if (coord_index(c,&q)==x0) fix|=MASK_MOVE(m);
    }
    if (fix==(MASK_ALL&~quarter)) return g;
  }
  return -1;
}
static void eo3_child(void *ctx,const void *s_,int m,void *o_,int leaf)
{
  eo3_ctx *C=ctx;
  const uint16_t *s=s_;
  uint16_t *o=o_;
  (void)leaf;
  for (int a=0; a<3; a++) o[a]=(uint16_t)coord_move(C->c,s[a],cube_sym_move[C->g[a]][m]);
}
static int eo3_bound(void *ctx,const void *parent,void *s_,int left)
{
  eo3_ctx *C=ctx;
  const uint16_t *s=s_;
  int h=99;
  (void)parent; (void)left;
  for (int a=0; a<3; a++) { int d=prune_field(C->t,s[a]); if (d<h) h=d; }
  return h;
}
static int eo3_goal(void *ctx,const void *s_,const uint8_t *path,int len)
{
  eo3_ctx *C=ctx;
  const uint16_t *s=s_;
  (void)path; (void)len;
  return s[0]==C->solved || s[1]==C->solved || s[2]==C->solved;
}
static int eo3_found(void *ctx,const uint8_t *path,int len)
{
  eo3_ctx *C=ctx;
  return eo_add(C->out,path,len);
}

@ Brute force: every canonical sequence of length |len|, in canonical
order, applied to the position, kept when the edges end oriented on some
axis (the flip of the position turned by one of the three symmetries is
solved).

@<Test routines of solve@>=
static void eo3_brute(const eo3_ctx *C,const cubepos *p,uint8_t *path,int k,int len,
  int last,eo_list *out)
{
  if (k==len) {
    for (int a=0; a<3; a++) {
      cubepos q;
      cube_conj(p,C->g[a],&q);
      if (coord_index(C->c,&q)==C->solved) { eo_add(out,path,len); return; }
    }
    return;
  }
  for (int m=0; m<CUBE_NMOVES; m++)
    if (cube_next_moves[last]>>m&1) {
      cubepos q=*p;
      cube_move(&q,m); path[k]=(uint8_t)m;
      eo3_brute(C,&q,path,k+1,len,m,out);
    }
}

@ Positions 14 random moves from solved, those whose edges are not
oriented on any axis yet and can be in at most five moves, so that the
brute force over the canonical sequences of the length found (577,368 of
length~5) stays cheap; the length must also be the least, over the three
axes, of the table's exact distances.

@<Solve the edge orientation on any axis, and compare with brute force@>=
{
  static eo_list S,B;
  eo3_ctx C={&ft,flip,{0,eo3_axis_sym(flip,MASK_QUARTER_RL),
    eo3_axis_sym(flip,MASK_QUARTER_UD)},&S,coord_index(flip,&cube_solved)};
  int ok=1,n=0;
  CHECK(eo3_axis_sym(flip,MASK_QUARTER_FB)==0 && C.g[1]>0 && C.g[2]>0);
  for (int t=0; t<40 && C.g[1]>0 && C.g[2]>0; t++) {
    cubepos p=cube_solved;
    ida_problem P;
    uint8_t path[IDA_MAXDEPTH];
    uint16_t s[3];
    for (int i=0; i<14; i++) cube_move(&p,(int)cube_rng_below(&rng,CUBE_NMOVES));
    int least=99;
    for (int a=0; a<3; a++) {
      cubepos q;
      cube_conj(&p,C.g[a],&q);
      s[a]=(uint16_t)coord_index(flip,&q);
      if (prune_field(&ft,s[a])<least) least=prune_field(&ft,s[a]);
    }
    if (least==0 || least>5) continue;
    S.n=B.n=0; n++;
    memset(&P,0,sizeof P);
    P.moves=P.last_moves=MASK_ALL; P.state_size=sizeof s; P.ctx=&C;
    long ns=ida_search_all(&P,s,eo3_bound(&C,s,s,20),20,0,path,eo3_child,eo3_bound,
      eo3_goal,eo3_found);
    eo3_brute(&C,&p,path,0,least,CUBE_NOMOVE,&B);
    if (ns<1 || S.len!=least || S.n!=B.n || memcmp(S.s,B.s,sizeof S.s)) ok=0;
  }
  CHECK(ok);
  CHECK(n>=10);
}

@ |exact_walk| in a table where half turns cost two: the corner
permutation under the moves of~$H$ in quarter turns (with residues), for
positions of 30 random moves of~$H$. Every path it reports (up to a
thousand a position) must cost, half turns counting two, the distance of
the table, and must bring the corners home; and there must be at least
one.

@<Run the tests of the generic search@>=
{
  prune_table ct;
  cube_rng rng;
  cp_walk C={cube_solved,coord_find("cperm"),0,1};
  int ok=prune_generate(&ct,C.c,prune_qtm_moves(MASK_H),PRUNE_MOD3,1,0,err,sizeof err)==0;
  cube_rng_seed(&rng,30);
  for (int t=0; ok && t<20; t++) {
    C.p=cube_solved;
    for (int i=0; i<30; i++) {
      int m;
      do m=(int)cube_rng_below(&rng,CUBE_NMOVES); while (!(MASK_H>>m&1));
      cube_move(&C.p,m);
    }
    uint64_t x=coord_index(C.c,&C.p);
    C.d=prune_distance(&ct,x);
    if (exact_walk(&ct,x,0,1000,cp_found,&C)<1) ok=0;
  }
  CHECK(ok && C.ok);
  prune_free(&ct);
}

@ @<Test routines of solve@>=
typedef struct { cubepos p; const coord *c; int d,ok; } cp_walk;
static int cp_found(void *ctx,const uint8_t *path,int len)
{
  cp_walk *C=ctx;
  cubepos q=C->p;
  int cost=0;
  for (int i=0; i<len; i++) { cube_move(&q,path[i]); cost+=MASK_HALF>>path[i]&1? 2: 1; }
  if (cost!=C->d || coord_index(C->c,&q)!=coord_index(C->c,&cube_solved)) C->ok=0;
  return 0;
}

@ The command-line tests of this chapter are a program of their own,
\.{tests/cli\_solve.c}, which runs the program \.{cube} (the command
chapter's header \.{cli.h} gives the checks).

@(tests/cli_solve.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  @<Command-line tests of the optimal solver@>;
  return check_done("cli_solve");
}

@ The optimal solver from the command line: its answers with the small
table (one, or all of them), and the refusals of a table family that
does not exist or options that need \.{--optimal}.

@<Command-line tests of the optimal solver@>=
CLI_EXPECT(0,"F' U' R'","solve","--optimal","--table","small","R U F");
CLI_EXPECT(0,"R' L'","solve","--optimal","--table","small","--all","R L");
CLI_EXPECT_ERR(2,"--all needs --optimal","solve","--all","R");
CLI_EXPECT_ERR(2,"no table family named 'nope'","solve","--optimal","--table","nope","R");
CLI_MATCH(0,"# depth 3: *F' U2 R'  (3 moves, *","solve","--optimal",
  "--table","small","-v","R U2 F");

@ The quarter-turn metric: \.{U2} counts two, and \.{-v} gives both
lengths; a family of the quarter-turn metric is refused in face turns.

@<Command-line tests of the optimal solver@>=
CLI_EXPECT(0,"U2 R2","solve","--optimal","--metric","qtm","R2 U2");
CLI_MATCH(0,"*F' U2 R'  (4 quarter turns, 3 moves, *","solve","--optimal",
  "--metric","qtm","-v","R U2 F");
CLI_EXPECT_ERR(2,"neither htm nor qtm","solve","--optimal","--metric","ftm","R");
CLI_EXPECT_ERR(2,"is of the quarter-turn metric","solve","--optimal","--table","small-qtm","R");

@*1 The benchmark of the optimal solver.
The benchmark of the optimal solver, for \.{make bench} (through the
script \.{tests/bench\_optimal.sh}, which also runs the peers): the first
|N| positions of a file, solved one after another with a table family and
a number of threads, each with a time limit. One line per position, then
the summary that the chapter on the optimal solver reports: seconds per
position, states per second, and seconds times the size of the pruning
tables in gigabytes, the measure of how well a design turns memory into
speed. The size is the sum of the family's tables, as it lists them.
The environment variable \.{OPT\_TASK\_WEIGHTS}, if set, sets
the switch \.{task\_weights} (0 sorts the tasks by their states alone), and
\.{OPT\_ALL}, if set to~1, asks for every optimal solution, whose
number each position's line gives; the family's name is then followed
by \.{--all}.
Where a position's optimal length is known, a solution of another length
is flagged on its line: the length is read after a \.{\#} that follows
the position, or else from the name of the file, for the sets
\.{optimal-$L$.txt} whose positions are all $L$ moves from solved.

@(tests/bench_optimal.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "solve.h"
#include "solvetest.h"
int main(int argc,char **argv)
{
  cube_register_chapters();
  char err[CUBE_ERRLEN],line[1024];
  prune_options po={NULL,1,0,1};
  if (argc<5) {
    fprintf(stderr,"usage: bench_optimal TABLE THREADS FILE N [SECONDS]\n"); return 2; }
  const char *table=argv[1],*file=argv[3];
  int threads=atoi(argv[2]),N=atoi(argv[4]),n=0,solved=0;
  double limit=argc>5? atof(argv[5]): 0,secs=0,nodes=0,t0=ida_now();
  FILE *f=fopen(file,"r");
  if (!f) { perror(file); return 1; }
  const char *base=strrchr(file,'/');
  base=base? base+1: file;
  int named=strncmp(base,"optimal-",8)==0? atoi(base+8): 0; /* the set's length */
  int all=getenv("OPT_ALL") && strcmp(getenv("OPT_ALL"),"1")==0;
  const char *tag=all? " --all": "";
  coord_init();
  if (optimal_init(table,&po,err,sizeof err)) { printf("%s\n",err); return 1; }
  if (getenv("OPT_TASK_WEIGHTS"))
    optimal_tune(optimal_default(),"task_weights",atoi(getenv("OPT_TASK_WEIGHTS")));
  printf("optimal %s%s, %d thread%s: tables loaded in %.1f s\n",table,tag,threads,
    threads>1? "s": "",ida_now()-t0);
  while (n<N && fgets(line,sizeof line,f)) {
    cubepos p;
    optimal_options o={all,threads,limit,NULL,NULL,NULL,NULL,NULL};
    optimal_result r;
    char *hash=strchr(line,'#'); /* a comment: the known length, if a number */
    int known=hash && hash[1]? atoi(hash+1): named;
    if (hash) *hash=0;
    if (cube_parse(line,&p,NULL,NULL,err,sizeof err)) continue;
    n++;
    optimal_solve(&p,&o,&r);
    if (r.timed_out) printf("  pos=%d timed out after %.1f s (%.0f nodes)\n",n,r.seconds,
      (double)r.nodes);
    else { solved++; secs+=r.seconds; nodes+=r.nodes;
      printf("  pos=%d length=%d seconds=%.3f nodes=%llu",n,r.length,r.seconds,
        (unsigned long long)r.nodes);
      if (all) printf(" solutions=%d",r.nsolutions);
      printf("%s\n",known>0 && known!=r.length? " NOT THE KNOWN LENGTH": ""); }
    fflush(stdout);
  }
  fclose(f);
  double gb=optimal_bytes(optimal_default())/1e9;
  if (solved) printf("optimal %s%s, %d thread%s, %s: %d of %d solved, %.2f s per position, \
%.2f M states/s, %.3f GB, %.2f GB*s\n",table,tag,threads,threads>1? "s": "",file,solved,n,
    secs/solved,nodes/secs/1e6,gb,gb*secs/solved);
  return 0;
}
