@* The library.
The solvers of this book are used by people who never type \.{cube}: a
robot that turns a real cube, an app that reads a cube from a camera, a
web service, a research program that needs a million optimal lengths.
For them this chapter packages the solvers as a library, \.{libcube}, with
one small public header, \.{cube.h}, a static and a shared build, and a
thin binding for Python. Here is the whole of a C program that uses it:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\def\lb{{\char'173}}\def\rb{{\char'175}}\def\bs{{\char'134}}
\#include <stdio.h>
\#include <cube.h>
int main(void) \lb
  char sol[256], err[LIBCUBE\_ERRLEN];
  if (libcube\_init(NULL, 1, err, sizeof err) < 0
      || libcube\_solve("R U R' U' F2", 20, 0, sol, sizeof sol, NULL, err, sizeof err) < 0)
    \lb\ fprintf(stderr, "\%s\bs n", err); return 1; \rb
  printf("\%s\bs n", sol);
  return 0;
\rb
\endgroup
\medskip

\noindent compiled with
$$\hbox{\.{cc example.c \$(pkg-config --cflags --libs cube)}}$$
once the library is installed (\.{make install}). The interface
keeps to a few rules, which the rest of the book does not need:

\item{$\bullet$} positions and solutions cross it as text, in the
notations of the first chapter, so that no type of the book's chapters
appears in \.{cube.h} and the chapters may change without breaking a
program compiled against it;
\item{$\bullet$} every routine returns a negative number on failure, with a
message in the caller's buffer, and never ends the program;
\item{$\bullet$} after |libcube_init| every routine may be called from any
number of threads at once; the only state is the shared, read-only tables
(and which optimal table family is loaded, guarded by a lock);
\item{$\bullet$} the names all begin with \.{libcube\_}, so they cannot
clash with the chapters' own names, which are in the library too.
@^library interface@>

The header is \.{cube.h}; the routines go to \.{libcube.c}. A C++ program
may include the header too: for it, |LIBCUBE_BEGIN| and |LIBCUBE_END|
give the declarations C linkage, and for C they are empty.
@q README: the library: `cube.h`, `libcube.a`, `libcube.so`, and the Python binding `python/cube.py` @>
@i types.w
@s libcube_info int
@s lib_report int

@(cube.h@>=
#ifndef LIBCUBE_H
#define LIBCUBE_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
#define LIBCUBE_BEGIN @[extern "C" {@]
#define LIBCUBE_END @[}@]
#else
#define LIBCUBE_BEGIN
#define LIBCUBE_END
#endif
LIBCUBE_BEGIN@;
@<The public interface of the library@>@;
LIBCUBE_END@;
#endif

@ @c
#include <stdlib.h>
#include <string.h>
#include <pthread.h>
#include "cube.h"
#include "pocket.h"
@h
@<Private state of the library@>@;
@<Routines of the library@>@;

@*1 Starting, and the results.
|libcube_init| loads the two-phase solver's tables from a directory (or
the default cache, for |NULL|), making them if they are missing and
|may_build| is set; that takes half a minute the first time. The other
tables (the optimal solver's families, the pocket cube's) are loaded when
first used. A negative result means failure and |err| says why.

Solvers report, besides the solution, what a caller may want to log: its
length, whether it is proven optimal, the time and the states searched,
and whether a time limit cut the search short.

@<The public interface of the library@>=
#define LIBCUBE_VERSION "0.2"
enum { LIBCUBE_ERRLEN=4608 };
enum { LIBCUBE_ERROR=-1, LIBCUBE_TIMEOUT=-2 };
typedef struct {
  int length; /* moves of the solution */
  int optimal; /* proven shortest */
  int timed_out; /* the time limit was reached */
  double seconds; /* time taken */
  uint64_t nodes; /* states searched */
} libcube_info;
const char *libcube_version(void);
int libcube_init(const char *table_dir,int may_build,char *err,size_t errlen);

@ The library remembers its options, whether it was started, and which
optimal family is loaded; a read-write lock lets any number of optimal
searches share a family while none may switch it under them.

@<Private state of the library@>=
static prune_options lib_po;
static int lib_ready;
static pthread_mutex_t lib_lock=PTHREAD_MUTEX_INITIALIZER;
static pthread_rwlock_t family_lock=PTHREAD_RWLOCK_INITIALIZER;
static char lib_family[64];
static int pocket_ready;

@ @<Routines of the library@>=
const char *libcube_version(void) { return LIBCUBE_VERSION; }
int libcube_init(const char *table_dir,int may_build,char *err,size_t errlen)
{
  static char dir[4096];
  int rc=0;
  pthread_mutex_lock(&lib_lock);
  if (table_dir) { snprintf(dir,sizeof dir,"%s",table_dir); lib_po.dir=dir; }
  lib_po.threads=1; lib_po.may_build=may_build; lib_po.progress=0;
  cube_init();
  coord_init();
  if (twophase_init(&lib_po,err,errlen)) rc=LIBCUBE_ERROR;
  else lib_ready=1;
  pthread_mutex_unlock(&lib_lock);
  return rc;
}

@ Each solving routine first reads its position with the first chapter's
reader, which recognises the notation; the same step is public as
|libcube_parse|, which also gives the facelet string of the position.

@.libcube\_init has not succeeded@>
@.no position given@>
@^error messages@>
@<Routines of the library@>=
static int read_position(const char *text,cubepos *p,char *err,size_t errlen)
{
  if (!lib_ready) return cube_error(err,errlen,"libcube_init has not succeeded");
  if (!text) return cube_error(err,errlen,"no position given");
  return cube_parse(text,p,NULL,NULL,err,errlen)? LIBCUBE_ERROR: 0;
}
int libcube_parse(const char *position,char facelets[55],char *err,size_t errlen)
{
  cubepos p;
  if (!position) return cube_error(err,errlen,"no position given");
  cube_init();
  if (cube_parse(position,&p,NULL,NULL,err,errlen)) return LIBCUBE_ERROR;
  cube_to_facelets(&p,facelets);
  return 0;
}

@ @<The public interface of the library@>=
int libcube_parse(const char *position,char facelets[55],char *err,size_t errlen);

@ A solution is written into the caller's buffer; one that does not fit
is an error, not a cut. Two equal quarter turns in a row, which only the
searches of the quarter-turn metric make, are written as the half turn, as
the command writes them (the length stays that of the metric).

@.the solution needs a buffer of...@>
@^error messages@>
@<Routines of the library@>=
static void format_joined(const moveseq *s,char *buf,size_t n)
{
  moveseq j;
  moveseq_join_quarters(s,&j);
  cube_format_moves(&j,0,buf,n);
}
static int put_solution(const moveseq *s,char *out,size_t n,char *err,size_t errlen)
{
  char buf[CUBE_MAXMOVES*4];
  format_joined(s,buf,sizeof buf);
  if (!out || strlen(buf)+1>n)
    return cube_error(err,errlen,"the solution needs a buffer of %zu bytes",strlen(buf)+1);
  strcpy(out,buf);
  return 0;
}

@*1 Solving.
The two-phase solver: the first solution of at most |max_moves| moves
(20 is always possible), or, if |seconds| is positive and runs out
first, the best found, flagged in |info| (and |LIBCUBE_TIMEOUT| if none
was found). The result is the length of the solution.

@<The public interface of the library@>=
int libcube_solve(const char *position,int max_moves,double seconds,
  char *solution,size_t n,libcube_info *info,char *err,size_t errlen);

@ The same in the quarter-turn metric: |max_qtm| counts quarter turns (26
is always possible), the result is the solution's length in quarter turns,
and the solution is written with a half turn for two equal quarter turns,
as the command writes it. Its tables are loaded (or made, if |libcube_init|
allowed it) on the first call.

@<The public interface of the library@>=
int libcube_solve_qtm(const char *position,int max_qtm,double seconds,
  char *solution,size_t n,libcube_info *info,char *err,size_t errlen);

@ Both are one routine. The quarter-turn metric accepts any target up to
the search's depth limit, as \.{cube solve --metric qtm} does.

@.max\_moves: give 0 to ...@>
@.no solution of at most ... moves...@>
@^error messages@>
@<Routines of the library@>=
static int solve_twophase(const char *position,int qtm,int max_moves,double seconds,
  char *solution,size_t n,libcube_info *info,char *err,size_t errlen)
{
  cubepos p;
  twophase_result r;
  int cap=qtm? TWOPHASE_CAP_QTM: TWOPHASE_CAP;
  if (read_position(position,&p,err,errlen)) return LIBCUBE_ERROR;
  if (max_moves<0 || max_moves>cap)
    return cube_error(err,errlen,"%s: give 0 to %d",qtm? "max_qtm": "max_moves",cap);
  if (qtm && twophase_init_qtm(&lib_po,err,errlen)) return LIBCUBE_ERROR;
  twophase_options o={max_moves,seconds>0? seconds: 0,0,qtm};
  twophase_solve(&p,&o,&r);
  if (info) { info->length=r.length; info->optimal=0; info->timed_out=r.timed_out;
    info->seconds=r.seconds; info->nodes=r.nodes; }
  if (!r.found) {
    cube_error(err,errlen,"no solution of at most %d %s found in time",max_moves,
      qtm? "quarter turns": "moves");
    return LIBCUBE_TIMEOUT;
  }
  if (put_solution(&r.solution,solution,n,err,errlen)) return LIBCUBE_ERROR;
  return r.length;
}
int libcube_solve(const char *position,int max_moves,double seconds,
  char *solution,size_t n,libcube_info *info,char *err,size_t errlen)
{
  return solve_twophase(position,0,max_moves,seconds,solution,n,info,err,errlen);
}
int libcube_solve_qtm(const char *position,int max_qtm,double seconds,
  char *solution,size_t n,libcube_info *info,char *err,size_t errlen)
{
  return solve_twophase(position,1,max_qtm,seconds,solution,n,info,err,errlen);
}

@ The optimal solver, with a table family by name, or |NULL| for the
family that the command would choose (the best one built; with none, one
that is built in about a minute, as the search chapter's |optimal_choose|
decides). A family that is not built is built only when that is quick,
and, with a time limit, when the build's estimate fits in it; otherwise
the call fails with a message that gives the cost and the command that
builds the family. A family stays loaded until another is asked for. With |each|, every optimal solution is passed to it as it is
found (from the solver's threads, one at a time). A family of the
quarter-turn metric (\.{small-qtm}, \.{huge-qtm}) measures in quarter
turns; there a half turn in a solution stands for two quarter turns the
same way, which the search finds as two solutions, so with |each| the
same text may come twice.

@<The public interface of the library@>=
int libcube_solve_optimal(const char *position,const char *family,int threads,
  double seconds,char *solution,size_t n,libcube_info *info,char *err,size_t errlen);
int libcube_solve_optimal_all(const char *position,const char *family,int threads,
  double seconds,void (*each)(const char *solution,void *arg),void *arg,
  libcube_info *info,char *err,size_t errlen);

@ Switching the family takes the write lock, searching the read lock.

@<Routines of the library@>=
static int use_family(const char *family,double seconds,char *err,size_t errlen)
{
  int build=0;
  char advice[400],cost[200];
  if (!family) family=optimal_choose(&lib_po,lib_po.threads,0,&build,advice,sizeof advice);
  if (!family) family="h48-1";
  const optimal_cost *c=optimal_cost_of(family);
  if (c && strcmp(lib_family,family) && !c->built(family,&lib_po)) {
    double t=optimal_build_seconds(c,lib_po.threads);
    optimal_describe_cost(c,lib_po.threads,cost,sizeof cost);
    if (!optimal_build_is_quick(c,lib_po.threads))
      return cube_error(err,errlen,"table family %s is not built; building it takes %s:\
 run cube tables --build %s first",family,cost,family);
    if (seconds>0 && t>seconds)
      return cube_error(err,errlen,"table family %s is not built, and building it takes\
 about %.0f s, more than the time limit of %g s: run cube tables --build %s first",
        family,t,seconds,family);
  }
  for (;;) {
    pthread_rwlock_rdlock(&family_lock);
    if (strcmp(lib_family,family)==0) return 0; /* holding the read lock */
    pthread_rwlock_unlock(&family_lock);
    pthread_rwlock_wrlock(&family_lock);
    int rc=strcmp(lib_family,family)==0? 0: optimal_init(family,&lib_po,err,errlen);
    if (rc==0) snprintf(lib_family,sizeof lib_family,"%s",family);
    pthread_rwlock_unlock(&family_lock);
    if (rc) return LIBCUBE_ERROR;
  }
}

@ @.threads: give 1 to 64@>
@.time limit reached before...@>
@^error messages@>
@<Routines of the library@>=
typedef struct { void (*each)(const char *,void *); void *arg; } lib_report;
static void report_one(void *a,const moveseq *s)
{
  lib_report *R=a;
  char buf[CUBE_MAXMOVES*4];
  format_joined(s,buf,sizeof buf);
  R->each(buf,R->arg);
}
static int solve_optimal(const char *position,const char *family,int threads,double seconds,
  lib_report *R,char *solution,size_t n,libcube_info *info,char *err,size_t errlen)
{
  cubepos p;
  optimal_result r;
  if (read_position(position,&p,err,errlen)) return LIBCUBE_ERROR;
  if (threads<1 || threads>64) return cube_error(err,errlen,"threads: give 1 to 64");
  if (use_family(family,seconds,err,errlen)) return LIBCUBE_ERROR;
  optimal_options o={R!=NULL,threads,seconds>0? seconds: 0,R? report_one: NULL,R};
  optimal_solve(&p,&o,&r);
  pthread_rwlock_unlock(&family_lock);
  if (info) { info->length=r.length; info->optimal=!r.timed_out; info->timed_out=r.timed_out;
    info->seconds=r.seconds; info->nodes=r.nodes; }
  if (r.timed_out) {
    cube_error(err,errlen,"time limit reached before the search ended");
    return LIBCUBE_TIMEOUT;
  }
  if (solution && put_solution(&r.solution,solution,n,err,errlen)) return LIBCUBE_ERROR;
  return r.length;
}

@ @.no routine to report the solutions@>
@^error messages@>
@<Routines of the library@>=
int libcube_solve_optimal(const char *position,const char *family,int threads,
  double seconds,char *solution,size_t n,libcube_info *info,char *err,size_t errlen)
{
  return solve_optimal(position,family,threads,seconds,NULL,solution,n,info,err,errlen);
}
int libcube_solve_optimal_all(const char *position,const char *family,int threads,
  double seconds,void (*each)(const char *solution,void *arg),void *arg,
  libcube_info *info,char *err,size_t errlen)
{
  lib_report R={each,arg};
  if (!each) return cube_error(err,errlen,"no routine to report the solutions to");
  return solve_optimal(position,family,threads,seconds,&R,NULL,0,info,err,errlen);
}

@ The pocket cube: an optimal solution from its complete table, which is
loaded (or made, in a quarter of a second) the first time.

@<The public interface of the library@>=
int libcube_solve_pocket(const char *position,char *solution,size_t n,char *err,size_t errlen);

@ @.libcube\_init has not succeeded@>
@.no position given@>
@^error messages@>
@<Routines of the library@>=
int libcube_solve_pocket(const char *position,char *solution,size_t n,char *err,size_t errlen)
{
  cubepos p;
  moveseq s;
  int rc=0;
  if (!lib_ready) return cube_error(err,errlen,"libcube_init has not succeeded");
  pthread_mutex_lock(&lib_lock);
  if (!pocket_ready) {
    pocket_setup();
    if (pocket_table_open(&lib_po,0,err,errlen)) rc=LIBCUBE_ERROR;
    else pocket_ready=1;
  }
  pthread_mutex_unlock(&lib_lock);
  if (rc) return rc;
  if (!position) return cube_error(err,errlen,"no position given");
  if (pocket_parse(position,&p,err,errlen)) return LIBCUBE_ERROR;
  int len=pocket_table_solve(&p,0,&s);
  if (put_solution(&s,solution,n,err,errlen)) return LIBCUBE_ERROR;
  return len;
}

@*1 Random positions and ranks.
A uniformly random position from a seed (the same seed gives the same
position on every machine), and the rank of a position, its number in
$[0,N)$, where $N$ is the number of positions,
$43\,252\,003\,274\,489\,856\,000$; a rank needs 66 bits
and so crosses the interface as a decimal string.

@<The public interface of the library@>=
int libcube_random(uint64_t seed,char facelets[55]);
int libcube_rank(const char *position,char rank[40],char *err,size_t errlen);
int libcube_unrank(const char *rank,char facelets[55],char *err,size_t errlen);

@ @.no position given@>
@^error messages@>
@<Routines of the library@>=
int libcube_random(uint64_t seed,char facelets[55])
{
  cube_rng rng;
  cubepos p;
  cube_init();
  cube_rng_seed(&rng,seed);
  cube_random(&rng,&p);
  cube_to_facelets(&p,facelets);
  return 0;
}
int libcube_rank(const char *position,char rank[40],char *err,size_t errlen)
{
  cubepos p;
  if (!position) return cube_error(err,errlen,"no position given");
  cube_init();
  if (cube_parse(position,&p,NULL,NULL,err,errlen)) return LIBCUBE_ERROR;
  cube_u128_str(cube_rank(&p),rank);
  return 0;
}

@ Reading a rank: decimal digits only, less than the order of the group.

@.no rank given@>
@.a rank is a decimal number@>
@.a rank is less than ...@>
@^error messages@>
@<Routines of the library@>=
int libcube_unrank(const char *rank,char facelets[55],char *err,size_t errlen)
{
  cube_u128 x=0;
  cubepos p;
  cube_init();
  if (!rank || !*rank) return cube_error(err,errlen,"no rank given");
  for (const char *q=rank; *q; q++) {
    if (*q<'0' || *q>'9') return cube_error(err,errlen,"a rank is a decimal number");
    x=10*x+(cube_u128)(*q-'0');
    if (x>=cube_order()) return cube_error(err,errlen,"a rank is less than %s",
      "43252003274489856000");
  }
  cube_unrank(x,&p);
  cube_to_facelets(&p,facelets);
  return 0;
}

@*1 Python.
The Python binding is a module of a few dozen lines, \.{cube.py}, that
loads the shared library with the standard module |ctypes| and turns each
routine into a function that returns a string or raises |cube.Error|;
|metric="qtm"| asks the two-phase solver for a solution of at most 26
quarter turns (or |max_moves| of them), and a family of that metric
gives optimal ones:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
>>> import cube
>>> cube.solve("R U R' U' F2")
"F2 D2 U' L2 R2 D2 U2 L2 R' U' R'"
>>> cube.solve\_optimal("R U R' U' F2", table="small")
"F2 U R U' R'"
>>> cube.solve("R U R' U' F2", metric="qtm")
"F2 D B2 U B2 D' U R2 U' R' U' R'"
>>> cube.solve\_optimal("R U R' U' F2", table="small-qtm")
"F2 U R U' R'"
\endgroup
\medskip

\noindent Being Python, it is not part of the C program; it is the file
\.{python/cube.py} beside the chapters, installed by \.{make install}
where Python finds it, and tested by \.{tests/test\_python.py}. The
library is started with the default table directory on the first call,
unless |cube.init| was called first.
@^Python@>

@*1 Testing the library.
The test is the example program of the opening, grown a little: it
solves a position with each solver, checks each solution on the cube
with the first chapter's routines, and checks the errors and the ranks.
It is built twice: by \.{make test} against the build tree, and by
\.{tests/install.sh} against an installed copy, found with
\.{pkg-config}, which is how a user builds it. So it uses only
\.{cube.h}.

@(tests/example_libcube.c@>=
#include <stdio.h>
#include <string.h>
#include <cube.h>
static int passed,failed;
#define CHECK_LIB(c) ((c)? passed++: (failed++, printf("example_libcube.c:%d: %s\n",__LINE__,#c)))
@<Test routines of libcube@>@;
int main(int argc,char **argv)
{
  char sol[512],err[LIBCUBE_ERRLEN],f[55],rank[40];
  libcube_info info;
  const char *pos="D2 F' R U2 B L' D R2 F U' L2 B2";
  int quick=argc>1 && strcmp(argv[1],"--quick")==0;
  if (libcube_init(NULL,1,err,sizeof err)<0) { printf("%s\n",err); return 1; }
  @<Check the library's solvers@>;
  @<Check the library's errors, random positions and ranks@>;
  printf("example_libcube: %d passed, %d failed\n",passed,failed);
  return failed!=0;
}

@ A solution solves its position when the position followed by the
solution, read as one move sequence, is the solved cube. With \.{--quick}
the test skips its one slow solve (for the installed copy).

@<Test routines of libcube@>=
static int solves(const char *pos,const char *sol)
{
  char both[1024],f[55],err[LIBCUBE_ERRLEN];
  snprintf(both,sizeof both,"%s %s",pos,sol);
  return libcube_parse(both,f,err,sizeof err)==0
    && strcmp(f,"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB")==0;
}
static int qtm_length(const char *sol) /* a half turn counts two */
{
  int n=0;
  for (const char *c=sol; *c; c++)
    if (strchr("URFDLB",*c)) n+=c[1]=='2'? 2: 1;
  return n;
}
static int count;
static void count_one(const char *s,void *arg) { (void)s; (void)arg; count++; }

@ @<Check the library's solvers@>=
{
  int len=libcube_solve(pos,20,0,sol,sizeof sol,&info,err,sizeof err);
  CHECK_LIB(len>0 && len<=20 && solves(pos,sol) && info.length==len && !info.optimal);
  len=libcube_solve_optimal("R U R' U' F2","small",2,0,sol,sizeof sol,&info,err,sizeof err);
  CHECK_LIB(len==5 && solves("R U R' U' F2",sol) && info.optimal);
  count=0;
  len=libcube_solve_optimal_all("U2 R2 U2 R2 U2 R2","small",2,0,count_one,NULL,&info,
    err,sizeof err);
  CHECK_LIB(len==6 && count==8); /* as the command's --all lists them */
  len=libcube_solve_qtm(pos,40,0,sol,sizeof sol,&info,err,sizeof err);
  CHECK_LIB(len>0 && len<=40 && solves(pos,sol) && info.length==len && qtm_length(sol)==len);
  len=libcube_solve_qtm("R U2 F'",4,0,sol,sizeof sol,&info,err,sizeof err);
  CHECK_LIB(len==4 && solves("R U2 F'",sol) && qtm_length(sol)==4);
  len=libcube_solve_pocket("R U F' R2",sol,sizeof sol,err,sizeof err);
  CHECK_LIB(len==4 && solves("R U F' R2",sol));
  if (!quick) {
    len=libcube_solve_optimal(pos,"small",2,0,sol,sizeof sol,&info,err,sizeof err);
    CHECK_LIB(len>0 && len<=12 && solves(pos,sol) && info.optimal);
  }
}

@ @<Check the library's errors, random positions and ranks@>=
CHECK_LIB(libcube_solve("R U x",20,0,sol,sizeof sol,NULL,err,sizeof err)==LIBCUBE_ERROR
  && strstr(err,"'x' at column 5"));
CHECK_LIB(libcube_solve_optimal("R","nope",1,0,sol,sizeof sol,NULL,err,sizeof err)
  ==LIBCUBE_ERROR && strstr(err,"nope"));
CHECK_LIB(libcube_solve(pos,20,0,sol,3,NULL,err,sizeof err)==LIBCUBE_ERROR);
CHECK_LIB(libcube_random(42,f)==0 && libcube_rank(f,rank,err,sizeof err)==0);
{
  char g[55];
  CHECK_LIB(libcube_unrank(rank,g,err,sizeof err)==0 && strcmp(f,g)==0);
  CHECK_LIB(libcube_rank("",rank,err,sizeof err)==0 && strcmp(rank,"0")==0);
  CHECK_LIB(libcube_unrank("43252003274489856000",g,err,sizeof err)==LIBCUBE_ERROR);
}
CHECK_LIB(strcmp(libcube_version(),LIBCUBE_VERSION)==0);
