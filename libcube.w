@* The library.
The solvers of this book are used by people who never type \.{cube}: a
robot that turns a real cube, an app that reads a cube from a camera, a
web service, a research program that needs a million optimal lengths.
For them this chapter packages the solvers as a library, \.{libcube}, with
one small public header, \.{cube.h}, a static and a shared build, and a
thin binding for Python. Here is the whole of a C program that uses it:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\def\lb{{\char'173}}\def\rb{{\char'175}}\def\bs{{\char'134}}\def\vb{{\char'174}}
\def\I{\leavevmode\hbox to 2\fontdimen2\font{}}\def\_{{\char'137}}
\#include <stdio.h>
\#include <cube.h>
int main(void) \lb
\I char sol[256], err[LIBCUBE\_ERRLEN];
\I if (libcube\_init(NULL, 1, err, sizeof err) < 0
\I\I\I \vb\vb\ libcube\_solve("R U R' U' F2", 20, 0, sol, sizeof sol, NULL,
\I\I\I\I\I\I\I\I\I err, sizeof err) < 0) \lb
\I\I fprintf(stderr, "\%s\bs{}n", err);
\I\I return 1;
\I \rb
\I printf("\%s\bs{}n", sol);
\I return 0;
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
(and the optimal table family kept open, guarded by a lock); but not
from the routines that the library itself calls (the routine of progress,
those that receive solutions), which it refuses with a message;
\item{$\bullet$} a search stops soon after a flag of the caller's is set,
from another thread or a signal handler;
\item{$\bullet$} the names all begin with \.{libcube\_}, so they cannot
clash with the chapters' own names, which are in the library too.
@^library interface@>

The figure shows the layers that a call crosses: the caller's program,
in C or in Python; the calls of \.{cube.h}, where only text, numbers and
the caller's buffers pass; the routines of this chapter, which read the
position, take the locks and turn the chapters' answers into text; and
the chapters themselves, whose tables are read from the cache (or made,
when |libcube_init| allows it). What comes back up, besides the result,
comes through routines the caller gave: the lines of progress, and each
solution of |libcube_solve_optimal_all|.
\def\libbox#1#2{\vbox{\hrule\hbox{\vrule\kern3pt
  \vbox{\kern3pt\hbox to 190pt{\hss\bf #1\hss}\kern2pt
    \hbox to 190pt{\hss\sevenrm #2\hss}\kern3pt}\kern3pt\vrule}\hrule}}
\def\libside#1{\vbox{\hsize=110pt\sevenrm\baselineskip=8pt\lineskip=1pt
  \lineskiplimit=0pt\raggedright\noindent #1}}
\def\libdown#1{\hfil$\big\downarrow$\ {\sevenrm #1}\hfil}
$$\vbox{\centerline{\vbox{\offinterlineskip\halign{\hfil#\hfil&\quad#\hfil\cr
\libbox{the caller}{a program in C, or in Python through the package}&
\libside{its routines: progress, solutions, a flag that cancels}\cr
\noalign{\kern2pt}\libdown{text: a position, options}&\cr\noalign{\kern2pt}
\libbox{the header}{the calls named libcube: text in, text out, a status}&
\libside{a negative status and a message, never an exit}\cr
\noalign{\kern2pt}\libdown{}&\cr\noalign{\kern2pt}
\libbox{the library's routines}{read the position, take the locks, write the answer}&
\libside{refuse a call from their own callbacks}\cr
\noalign{\kern2pt}\libdown{positions, options}&\cr\noalign{\kern2pt}
\libbox{the chapters}{cube, coordinates, search, pocket, steps}&
\libside{tables from the cache, made if allowed}\cr}}}
\figcaption{A call of the library, from the caller down to the chapters.}}$$

The header is \.{cube.h}; the routines go to \.{libcube.c}. Each call's
declaration in the header comes with a comment that states its contract
in a few lines, the gist of the sections below (written as verbatim text,
\.{@@=/*...*/@@>}, since \.{ctangle} drops the comments of code); \.{make
install} installs that header and a manual page of section~3, \.{cube.3},
made from it. A C++ program
may include the header too: for it, |LIBCUBE_BEGIN| and |LIBCUBE_END|
give the declarations C linkage, and for C they are empty.

The chapters' own names are in the library, but a program that links
with the shared library sees only the public ones. Every object of the
shared library is compiled with \.{-fvisibility=hidden}, which keeps its
names out of the library's table of symbols, except those marked
|LIBCUBE_API|, the routines declared in this header; and the link adds a
version script that makes every name not beginning with \.{libcube\_}
local. So a program may define a |cube_init|, a |coord_build| or any
other name of the chapters for its own ends: the library neither calls
the program's routine nor lends it its own. (Without this, the dynamic
linker binds the library's calls of |cube_init| to the program's, and
the library misreads its own tables.) The static library \.{libcube.a}
keeps to itself in the same way by another means: \.{make} links all the
chapters' objects into one relocatable object and makes every name in it
local except those beginning with \.{libcube\_} (\.{objcopy
--keep-global-symbol}), so that the archive holds one object whose only
global names are the public ones. A static link then takes the whole
library or nothing: no chapter is left out because nothing named it, and
no name of the program meets one of the library's. The tests build a
program that defines every other global name of the chapters and check
that it still works, linked with either library.
@^symbol visibility@>
@^version script@>
@q README: the library: `cube.h`, `libcube.a`, `libcube.so`, and the Python package `python/cube/` (`pip install .` through `pyproject.toml` and `python/cube_build.py`) @>
@i types.w
@s lib_step_report int
@s LIBCUBE_API extern
@s libcube_info int
@s libcube_solver int
@s held_job int
@s lib_report int
@s _Thread_local static

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
#if defined(__GNUC__) && __GNUC__>=4
#define @[LIBCUBE_API __attribute__((visibility("default")))@]
#else
#define @[LIBCUBE_API@]
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
#include "step.h"
#include "command.h"
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
and whether a time limit cut the search short. A failure is one of three
kinds, told by the result: |LIBCUBE_ERROR|, the caller's input (a position
that cannot be read, a number out of range, a family that does not exist);
|LIBCUBE_TIMEOUT|, the time limit; |LIBCUBE_SYSTEM|, the system (a table
that cannot be loaded or made, memory), so that a caller can react to
each; the Python binding raises a different exception for each. A fourth,
|LIBCUBE_CANCELLED|, is the caller's own doing: the search was cancelled
through its flag (see |libcube_set_cancel| below).

@<The public interface of the library@>=
#define LIBCUBE_VERSION CUBE_VERSION_TEXT /* the book's; \.{make install} writes it out */
enum { LIBCUBE_ERRLEN=4608 };
enum { LIBCUBE_ERROR=-1, LIBCUBE_TIMEOUT=-2, LIBCUBE_SYSTEM=-3, LIBCUBE_CANCELLED=-4 };
typedef struct {
  int length; /* moves of the solution */
  int optimal; /* proven shortest */
  int timed_out; /* the time limit was reached */
  double seconds; /* time taken */
  uint64_t nodes; /* states searched */
} libcube_info;
@=/* libcube_version: the version of the library, LIBCUBE_VERSION. */@>@;
LIBCUBE_API const char *libcube_version(void);
@=/* libcube_init: load the two-phase tables from table_dir (NULL: $CUBE_TABLES, */@>@;
@=/*   else $XDG_CACHE_HOME/cube or ~/.cache/cube), making them first (half a minute) */@>@;
@=/*   when missing and may_build is set. Call it once before the solvers; after it */@>@;
@=/*   every routine may be called from any number of threads. 0, or a negative */@>@;
@=/*   LIBCUBE_* with the reason in err (every routine: at most errlen bytes). */@>@;
LIBCUBE_API int libcube_init(const char *table_dir,int may_build,char *err,size_t errlen);

@ The library remembers its options, whether it was started, and the
optimal family it used last, kept open (a solver of the search chapter)
so that the next call with that family finds its tables loaded. Each
optimal search holds the solver it searches with, so threads may search
with several families at once, and a family is freed only when no search
holds it. The lock |lib_lock| keeps two threads from starting the
library, or making the pocket table, at once; |kept_lock| guards the
family kept.

@<Private state of the library@>=
static prune_options lib_po;
static int lib_ready;
static pthread_mutex_t lib_lock;
static pthread_mutex_t kept_lock=PTHREAD_MUTEX_INITIALIZER;
static optimal_solver *lib_kept; /* the family last used, kept open */
static int pocket_ready;

@ The library calls its caller back: the routine of progress while it
makes a table, and the routines that receive solutions while it searches.
Each is called in the middle of something: making a table under the lock
that keeps a second thread from making it too, or searching, perhaps
while a family is built and opened under the search chapter's lock. A
routine that called the library from there would wait for a lock that
its own thread holds, for ever.

There are two ways out: locks that a thread may take again, or a
refusal. Locks taken again would not be enough: the call would find a
table half made. So the library refuses. While it runs a routine of the caller's it
marks the thread, in |lib_inside|, with the name of the routine; every
routine that solves, makes tables or starts the library first asks
|lib_enter|, which fails with |LIBCUBE_ERROR| and a message that says
what happened when the thread is so marked. The routines that only read
or write a position (|libcube_parse|, |libcube_random|, |libcube_rank|,
|libcube_unrank|, |libcube_version|) take no lock and may be called from
anywhere, a routine of progress or of solutions included; so may
|libcube_set_progress| and |libcube_set_cancel|, which take no lock that
is held while a routine of the caller's runs.
@^callbacks, calls from@>
@^re-entrant calls@>

@.... was called from the library's own callback...@>
@^error messages@>
@<Private state of the library@>=
static _Thread_local const char *lib_inside; /* the caller's routine this thread runs */
static int lib_enter(const char *name,char *err,size_t errlen)
{
  if (lib_inside) return cube_error(err,errlen,"%s was called from the library's own \
callback (%s): the library cannot be called from its callbacks",name,lib_inside);
  return 0;
}

@ Every lock is checked, so that a failure to take one is an error the
caller sees and never a lock released that was not held. For that,
|lib_lock| checks its owner (|PTHREAD_MUTEX_ERRORCHECK|): a thread that
takes it twice is told so (|EDEADLK|) rather than kept waiting. Such a
lock has no static initializer in POSIX, so the first call makes it,
once.

@.the library's lock...@>
@^error messages@>
@<Private state of the library@>=
static pthread_once_t lib_lock_once=PTHREAD_ONCE_INIT;
static int lib_lock_error; /* why |lib_lock| could not be made, or 0 */
static void lib_lock_make(void)
{
  pthread_mutexattr_t a;
  lib_lock_error=pthread_mutexattr_init(&a);
  if (lib_lock_error) return;
  lib_lock_error=pthread_mutexattr_settype(&a,PTHREAD_MUTEX_ERRORCHECK);
  if (!lib_lock_error) lib_lock_error=pthread_mutex_init(&lib_lock,&a);
  pthread_mutexattr_destroy(&a);
}
static int lock_failed(const char *what,int e,char *err,size_t errlen)
{
  cube_error(err,errlen,"%s: %s",what,strerror(e));
  return LIBCUBE_SYSTEM;
}
static int lib_lock_take(char *err,size_t errlen)
{
  int e=pthread_once(&lib_lock_once,lib_lock_make);
  if (!e) e=lib_lock_error;
  if (!e) e=pthread_mutex_lock(&lib_lock);
  return e? lock_failed("the library's lock",e,err,errlen): 0;
}

@ @<Routines of the library@>=
const char *libcube_version(void) { return LIBCUBE_VERSION; }
int libcube_init(const char *table_dir,int may_build,char *err,size_t errlen)
{
  static char dir[4096];
  int rc=lib_enter("libcube_init",err,errlen);
  if (rc || (rc=lib_lock_take(err,errlen))) return rc;
  if (table_dir) snprintf(dir,sizeof dir,"%s",table_dir);
  lib_po.dir=table_dir? dir: NULL;
  lib_po.threads=1; lib_po.may_build=may_build;
  lib_po.progress=__atomic_load_n(&lib_listening,__ATOMIC_RELAXED);
  cube_init(); cube_register_chapters();
  coord_init();
  if (twophase_init(&lib_po,err,errlen)) rc=LIBCUBE_SYSTEM;
  else lib_ready=1;
  pthread_mutex_unlock(&lib_lock);
  return rc;
}

@ A library is silent: it prints nothing of its own. But making the
tables the first time takes half a minute (the two-phase tables) to many
minutes (the large optimal families), and a program may want to say so to
its user. |libcube_set_progress| gives a routine that receives the lines
of progress that \.{cube} prints while it makes a table (``building table
phase1: depth 9, 41.2\% of 140908410 entries''), one at a time, from the
thread that makes the table; |NULL| makes the library silent again. It may
be called before |libcube_init|, to hear about the first tables.
@^progress of table building@>

@<The public interface of the library@>=
@=/* libcube_set_progress: report(line,arg) receives each line of progress while */@>@;
@=/*   a table is made, from the thread that makes it; NULL: silent (the default). */@>@;
@=/*   report may call libcube_set_progress and the reading routines; a solve or */@>@;
@=/*   libcube_init called from it is refused with LIBCUBE_ERROR. */@>@;
LIBCUBE_API void libcube_set_progress(void (*report)(const char *line,void *arg),void *arg);

@ The lines of progress go from the first chapter's |cube_progress| to
|lib_progress|, a routine of the library's own, which hands each to the
caller's routine of the moment, marking the thread as inside it. The
caller's routine and its argument are kept under a lock of their own,
|report_lock|, which is held only to read or change the pair, never while
the routine runs; so |libcube_set_progress| may be called from the
routine itself (to stop the reports after the first line, say) and takes
effect from the next line. The tables are asked for progress exactly when
someone listens. (A lock that cannot be taken leaves the routine as it
was: this call has no way to say so, and no such failure is known for a
lock that is only ever held for two assignments.)

@<Private state of the library@>=
static void (*lib_progress_fn)(const char *,void *);
static void *lib_progress_arg;
static int lib_listening,lib_hooked; /* a routine is set; |lib_progress| is given */
static pthread_mutex_t report_lock=PTHREAD_MUTEX_INITIALIZER;

@ @<Routines of the library@>=
static void lib_progress(const char *line,void *unused)
{
  void (*report)(const char *,void *);
  void *arg;
  (void)unused;
  if (pthread_mutex_lock(&report_lock)) return;
  report=lib_progress_fn; arg=lib_progress_arg;
  pthread_mutex_unlock(&report_lock);
  if (report) {
    const char *outer=lib_inside;
    lib_inside="the routine of progress";
    report(line,arg);
    lib_inside=outer;
  }
}
void libcube_set_progress(void (*report)(const char *line,void *arg),void *arg)
{
  int hook;
  if (pthread_mutex_lock(&report_lock)) return;
  lib_progress_fn=report; lib_progress_arg=arg;
  hook=!lib_hooked; lib_hooked=1;
  __atomic_store_n(&lib_listening,report!=NULL,__ATOMIC_RELAXED);
  __atomic_store_n(&lib_po.progress,report!=NULL,__ATOMIC_RELAXED);
  pthread_mutex_unlock(&report_lock);
  if (hook) cube_set_progress(lib_progress,NULL);
}

@ A search may take long: an optimal solve of a hard position, or a
two-phase solve for a target that is hard to meet, with no time limit.
A program that wants to stop one early (its user pressed Ctrl-C, or
closed the window) gives the library a flag, an |int| that it sets to
nonzero from another thread or from a signal handler when the search
is to stop. |libcube_set_cancel| gives the flag for the calling thread:
every solve that this thread calls from then on watches it, and stops
within milliseconds of its being set, with the result
|LIBCUBE_CANCELLED|; |NULL| takes the flag away. So the calls themselves
keep their arguments, and a program that never cancels never hears of
it. The flag is read, never written, by the library: to solve again, the
caller clears it. It stops the searches (|libcube_solve|,
|libcube_solve_qtm|, the optimal ones, |libcube_step|); the making of a
table, the first time one is needed, runs to its end.
@^cancelling a solve@>

@<The public interface of the library@>=
@=/* libcube_set_cancel: for the calling thread's later calls: while *flag is */@>@;
@=/*   nonzero (set it from another thread), a search stops within milliseconds */@>@;
@=/*   and its call returns LIBCUBE_CANCELLED; NULL: no flag. */@>@;
LIBCUBE_API void libcube_set_cancel(const int *flag);

@ The flag belongs to the thread, so that threads that solve at once
cancel one by one. Each search gets it in its options, where the search
chapter's limits watch it; a search that a set flag stopped reports as if
its time ran out, which the routines below turn into |LIBCUBE_CANCELLED|.

@.the search was cancelled@>
@^error messages@>
@<Routines of the library@>=
static _Thread_local const int *lib_cancel; /* the calling thread's flag, or |NULL| */
void libcube_set_cancel(const int *flag) { lib_cancel=flag; }
static int lib_cancelled(void)
{
  return lib_cancel && __atomic_load_n(lib_cancel,__ATOMIC_RELAXED);
}
static int lib_cancel_error(char *err,size_t errlen)
{
  cube_error(err,errlen,"the search was cancelled (its flag was set)");
  return LIBCUBE_CANCELLED;
}

@ Each solving routine first makes sure that it is not called from a
callback, then reads its position with the first chapter's reader, which
recognises the notation; the reading is public as |libcube_parse|, which
also gives the facelet string of the position.

@.libcube\_init has not succeeded@>
@.no position given@>
@^error messages@>
@<Routines of the library@>=
static int read_position_seq(const char *name,const char *text,cubepos *p,int *fmt,
  moveseq *seq,char *err,size_t errlen)
{
  if (lib_enter(name,err,errlen)) return LIBCUBE_ERROR;
  if (!lib_ready) return cube_error(err,errlen,"libcube_init has not succeeded");
  if (!text) return cube_error(err,errlen,"no position given");
  return cube_parse(text,p,fmt,seq,err,errlen)? LIBCUBE_ERROR: 0;
}
static int read_position(const char *name,const char *text,cubepos *p,char *err,size_t errlen)
{
  return read_position_seq(name,text,p,NULL,NULL,err,errlen);
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
@=/* libcube_parse: read position (moves such as "R U2 F'", 54 facelets in */@>@;
@=/*   URFDLB order, or Singmaster notation) into its 54 facelets and a NUL; */@>@;
@=/*   0, or LIBCUBE_ERROR naming the fault. */@>@;
LIBCUBE_API int libcube_parse(const char *position,char facelets[55],char *err,size_t errlen);

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
was found). The result is the length of the solution. As in the command,
a position given as a sequence of moves is never answered with more
moves than it has (|twophase_no_longer|): a position within 10 moves gets
a shortest solution, and a longer sequence at worst its own moves undone.

@<The public interface of the library@>=
@=/* libcube_solve: two-phase: the first solution of at most max_moves moves (20 */@>@;
@=/*   is always possible) into solution (n bytes); with seconds > 0 and the time */@>@;
@=/*   out first, the best found, info->timed_out set (LIBCUBE_TIMEOUT if none). */@>@;
@=/*   Returns its length. info may be NULL. */@>@;
LIBCUBE_API int libcube_solve(const char *position,int max_moves,double seconds,
  char *solution,size_t n,libcube_info *info,char *err,size_t errlen);

@ The same in the quarter-turn metric: |max_qtm| counts quarter turns (26
is always possible), the result is the solution's length in quarter turns,
and the solution is written with a half turn for two equal quarter turns,
as the command writes it. Its tables are loaded (or made, if |libcube_init|
allowed it) on the first call.

@<The public interface of the library@>=
@=/* libcube_solve_qtm: the same in quarter turns (26 always possible); the */@>@;
@=/*   length returned counts quarter turns, a half turn two. */@>@;
LIBCUBE_API int libcube_solve_qtm(const char *position,int max_qtm,double seconds,
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
  int fmt;
  moveseq seq;
  if (read_position_seq(qtm? "libcube_solve_qtm": "libcube_solve",position,&p,&fmt,&seq,err,
      errlen)) return LIBCUBE_ERROR;
  if (max_moves<0 || max_moves>cap)
    return cube_error(err,errlen,"%s: give 0 to %d",qtm? "max_qtm": "max_moves",cap);
  if (qtm && twophase_init_qtm(&lib_po,err,errlen)) return LIBCUBE_SYSTEM;
  twophase_options o={max_moves,seconds>0? seconds: 0,0,qtm,lib_cancel};
  twophase_solve(&p,&o,&r);
  if (fmt==CUBE_FORMAT_MOVES) twophase_no_longer(&p,&seq,qtm,&r);
  if (info) { info->length=r.length; info->optimal=0; info->timed_out=r.timed_out;
    info->seconds=r.seconds; info->nodes=r.nodes; }
  if (r.timed_out && lib_cancelled()) return lib_cancel_error(err,errlen);
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
builds the family (status |LIBCUBE_SYSTEM|, or |LIBCUBE_TIMEOUT| for a
build longer than the time limit). The family last used stays loaded
until another is asked for; a search that began with it keeps it. With |each|, every optimal solution is passed to it as it is
found (from the solver's threads, one at a time). A family of the
quarter-turn metric (\.{small-qtm}, \.{huge-qtm}, \.{h48-6-qtm}, \dots) measures in quarter
turns; there a half turn in a solution stands for two quarter turns the
same way, which the search finds as two solutions, so with |each| the
same text may come twice.

@<The public interface of the library@>=
@=/* libcube_solve_optimal: a shortest solution, proven, with the table family */@>@;
@=/*   family (NULL: the best built, as cube solve --optimal chooses) and threads */@>@;
@=/*   threads; a family not built is built only when quick (else LIBCUBE_SYSTEM, */@>@;
@=/*   with the command that builds it). Returns the length. */@>@;
@=/* libcube_solve_optimal_all: every shortest solution, each passed to */@>@;
@=/*   each(solution,arg) as found (one at a time); returns the length. */@>@;
LIBCUBE_API int libcube_solve_optimal(const char *position,const char *family,int threads,
  double seconds,char *solution,size_t n,libcube_info *info,char *err,size_t errlen);
LIBCUBE_API int libcube_solve_optimal_all(const char *position,const char *family,int threads,
  double seconds,void (*each)(const char *solution,void *arg),void *arg,
  libcube_info *info,char *err,size_t errlen);

@ A search opens its family (which, for the family kept, only counts one
more user) and, when done, makes it the family kept, closing the one it
replaces. A name that no family has is the caller's error; a family that
cannot be loaded, the system's.

@.no table family named...@>
@^error messages@>
@<Routines of the library@>=
static optimal_solver *open_family(const char *family,double seconds,int *rc,char *err,
  size_t errlen)
{
  int build=0;
  char advice[400];
  optimal_solver *S;
  if (!family) family=optimal_choose(&lib_po,lib_po.threads,0,&build,advice,sizeof advice);
  if (!family) family="h48-1";
  *rc=LIBCUBE_ERROR;
  if (!optimal_find(family)) {
    cube_error(err,errlen,"no table family named '%s'",family); return NULL;
  }
  pthread_mutex_lock(&kept_lock);
  int kept=lib_kept && strcmp(lib_kept->family->name,family)==0;
  pthread_mutex_unlock(&kept_lock);
  if (!kept) {
    int may=optimal_may_build(family,&lib_po,lib_po.threads,seconds,err,errlen);
    if (may) { *rc=may==-2? LIBCUBE_TIMEOUT: LIBCUBE_SYSTEM; return NULL; }
  }
  if ((S=optimal_open(family,&lib_po,err,errlen))==NULL) { *rc=LIBCUBE_SYSTEM; return NULL; }
  return S;
}
static void keep_family(optimal_solver *S)
{
  optimal_solver *old;
  pthread_mutex_lock(&kept_lock);
  old=lib_kept; lib_kept=S;
  pthread_mutex_unlock(&kept_lock);
  optimal_close(old);
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
  const char *outer=lib_inside;
  format_joined(s,buf,sizeof buf);
  lib_inside="the routine that receives the solutions";
  R->each(buf,R->arg);
  lib_inside=outer;
}
static int search_optimal(optimal_solver *S,const char *who,const char *position,int threads,
  double seconds,lib_report *R,char *solution,size_t n,libcube_info *info,char *err,
  size_t errlen)
{
  cubepos p;
  optimal_result r;
  if (read_position(who,position,&p,err,errlen)) return LIBCUBE_ERROR;
  if (threads<1 || threads>64) return cube_error(err,errlen,"threads: give 1 to 64");
  optimal_options o={R!=NULL,threads,seconds>0? seconds: 0,R? report_one: NULL,R,lib_cancel,NULL,NULL};
  optimal_run(S,&p,&o,&r);
  if (info) { info->length=r.length; info->optimal=!r.timed_out; info->timed_out=r.timed_out;
    info->seconds=r.seconds; info->nodes=r.nodes; }
  if (r.timed_out && lib_cancelled()) return lib_cancel_error(err,errlen);
  if (r.timed_out) {
    cube_error(err,errlen,"time limit reached before the search ended");
    return LIBCUBE_TIMEOUT;
  }
  if (solution && put_solution(&r.solution,solution,n,err,errlen)) return LIBCUBE_ERROR;
  return r.length;
}
static int solve_optimal(const char *position,const char *family,int threads,double seconds,
  lib_report *R,char *solution,size_t n,libcube_info *info,char *err,size_t errlen)
{
  int rc;
  cubepos p;
  const char *who=R? "libcube_solve_optimal_all": "libcube_solve_optimal";
  if (read_position(who,position,&p,err,errlen)) return LIBCUBE_ERROR;
  if (threads<1 || threads>64) return cube_error(err,errlen,"threads: give 1 to 64");
  optimal_solver *S=open_family(family,seconds,&rc,err,errlen);
  if (!S) return rc;
  rc=search_optimal(S,who,position,threads,seconds,R,solution,n,info,err,errlen);
  keep_family(S);
  return rc;
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
  if (lib_enter("libcube_solve_optimal_all",err,errlen)) return LIBCUBE_ERROR;
  if (!each) return cube_error(err,errlen,"no routine to report the solutions to");
  return solve_optimal(position,family,threads,seconds,&R,NULL,0,info,err,errlen);
}

@ A program that solves with one family for a long time, or with
several at once, may hold each open itself: |libcube_open| opens a
family (chosen and built by the same rules as above) and gives a
{\it solver}, |libcube_solver_solve| searches with it from any number of
threads at once, and |libcube_close| lets it go; the family's tables are
freed when no solver holds them and the library keeps them no longer.
The calls above are these three around one search, with the family last
used kept open.

@<The public interface of the library@>=
typedef struct libcube_solver_ libcube_solver;
@=/* libcube_open: open a table family (NULL: as libcube_solve_optimal chooses) */@>@;
@=/*   into *handle; returns 0, or a status as libcube_solve_optimal's. */@>@;
@=/* libcube_solver_solve: a shortest solution with the solver's family, as */@>@;
@=/*   libcube_solve_optimal; any number of threads may share one solver. */@>@;
@=/* libcube_solver_family: the name of its family. libcube_close: let it go. */@>@;
LIBCUBE_API int libcube_open(const char *family,double seconds,libcube_solver **handle,
  char *err,size_t errlen);
LIBCUBE_API int libcube_solver_solve(libcube_solver *handle,const char *position,int threads,
  double seconds,char *solution,size_t n,libcube_info *info,char *err,size_t errlen);
LIBCUBE_API const char *libcube_solver_family(const libcube_solver *handle);
LIBCUBE_API void libcube_close(libcube_solver *handle);

@ A |libcube_solver| is the search chapter's solver under the library's
name, so that the header needs nothing of the chapters: a structure whose
only member is that solver, so that a pointer to the one is a pointer to
the other.

@.no solver given@>
@^error messages@>
@<Routines of the library@>=
struct libcube_solver_ { optimal_solver S; }; /* never made: a name for the pointer */
int libcube_open(const char *family,double seconds,libcube_solver **handle,char *err,
  size_t errlen)
{
  int rc;
  optimal_solver *S;
  if (lib_enter("libcube_open",err,errlen)) return LIBCUBE_ERROR;
  if (!lib_ready) return cube_error(err,errlen,"libcube_init has not succeeded");
  if (!handle) return cube_error(err,errlen,"no place for the solver given");
  *handle=NULL;
  if ((S=open_family(family,seconds,&rc,err,errlen))==NULL) return rc;
  *handle=(libcube_solver *)S;
  return 0;
}
int libcube_solver_solve(libcube_solver *handle,const char *position,int threads,
  double seconds,char *solution,size_t n,libcube_info *info,char *err,size_t errlen)
{
  if (lib_enter("libcube_solver_solve",err,errlen)) return LIBCUBE_ERROR;
  if (!handle) return cube_error(err,errlen,"no solver given");
  return search_optimal(&handle->S,"libcube_solver_solve",position,threads,
    seconds,NULL,solution,n,info,err,errlen);
}
const char *libcube_solver_family(const libcube_solver *handle)
{
  return handle? handle->S.family->name: NULL;
}
void libcube_close(libcube_solver *handle)
{
  if (handle) optimal_close(&handle->S);
}

@ The pocket cube: an optimal solution from its complete table, which is
loaded (or made, in a quarter of a second) the first time.

@<The public interface of the library@>=
@=/* libcube_solve_pocket: a shortest solution of a pocket cube (2x2x2: moves or */@>@;
@=/*   its 24 facelets); returns its length. */@>@;
LIBCUBE_API int libcube_solve_pocket(const char *position,char *solution,size_t n,char *err,size_t errlen);

@ @.libcube\_init has not succeeded@>
@.no position given@>
@^error messages@>
@<Routines of the library@>=
int libcube_solve_pocket(const char *position,char *solution,size_t n,char *err,size_t errlen)
{
  cubepos p;
  moveseq s;
  int rc=0;
  if (lib_enter("libcube_solve_pocket",err,errlen)) return LIBCUBE_ERROR;
  if (!lib_ready) return cube_error(err,errlen,"libcube_init has not succeeded");
  if ((rc=lib_lock_take(err,errlen))) return rc;
  if (!pocket_ready) {
    pocket_setup();
    if (pocket_table_open(&lib_po,0,err,errlen)) rc=LIBCUBE_SYSTEM;
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
@=/* libcube_random: the uniformly random position of seed, as facelets. */@>@;
@=/* libcube_rank, libcube_unrank: a position's number in [0, 43252003274489856000) */@>@;
@=/*   as a decimal string (40 bytes), and back. */@>@;
LIBCUBE_API int libcube_random(uint64_t seed,char facelets[55]);
LIBCUBE_API int libcube_rank(const char *position,char rank[40],char *err,size_t errlen);
LIBCUBE_API int libcube_unrank(const char *rank,char facelets[55],char *err,size_t errlen);

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

@*1 Scrambles and steps.
A random-state scramble, as \.{cube scramble} makes it: the position drawn
from |seed| (again while it is solved in fewer than two moves), written as
the inverse of its two-phase solution, at most 20 moves. The first
scramble of \.{cube scramble --seed S} is |libcube_scramble(S,...)|.

@<The public interface of the library@>=
@=/* libcube_scramble: the random-state scramble of seed, as cube scramble --seed */@>@;
@=/*   prints it (at most 20 moves); returns its length. */@>@;
LIBCUBE_API int libcube_scramble(uint64_t seed,char *scramble,size_t n,char *err,size_t errlen);

@ @<Routines of the library@>=
static void lib_draw(void *rng,cubepos *p) { cube_random(rng,p); }
int libcube_scramble(uint64_t seed,char *scramble,size_t n,char *err,size_t errlen)
{
  cube_rng rng;
  cubepos p;
  twophase_result r;
  moveseq inv;
  if (lib_enter("libcube_scramble",err,errlen)) return LIBCUBE_ERROR;
  if (!lib_ready) return cube_error(err,errlen,"libcube_init has not succeeded");
  cube_rng_seed(&rng,seed);
  cube_scramble_draw(lib_draw,&rng,&p);
  twophase_options o={20,0,0,0,NULL};
  twophase_solve(&p,&o,&r);
  moveseq_invert(&r.solution,&inv);
  if (put_solution(&inv,scramble,n,err,errlen)) return LIBCUBE_ERROR;
  return inv.len;
}

@ The step solvers of fewest-moves solving, as \.{cube step} runs them:
|step| is \.{eo}, \.{dr}, \.{htr} or \.{finish}; |from| is |NULL| or, as
\.{--from}, \.{eo} for a domino reduction from oriented edges, \.{dr} or
\.{htr} for the finish; |axis| is \.{ud}, \.{rl}, \.{fb} or \.{any}
(|NULL|); |niss| is \.{normal} (|NULL|), \.{inverse}, \.{both}, \.{mixed} or
\.{all} (a mixed solution's moves in the notation \.{R U (F' D)}); then the
longest solution, and every shortest solution (|count| and |all| zero),
the |count| first, or |all| up to |max_moves|. Each solution goes to |each|
with the step's label and axis (as the command prints them, |NULL| for no
axis) and whether it was found on the inverse; the result is the number of
solutions, 0 if none has at most |max_moves| moves.

@<The public interface of the library@>=
@=/* libcube_step: a fewest-moves step (step eo, dr, htr or finish; from NULL, */@>@;
@=/*   eo, dr or htr; axis ud, rl, fb or any; niss normal, inverse, both, mixed */@>@;
@=/*   or all: a mixed solution is written R U (F' D)), every */@>@;
@=/*   shortest solution, or the count first, or all up to max_moves, each passed */@>@;
@=/*   to each(solution,step,axis,inverse,arg); returns how many (0: none). */@>@;
LIBCUBE_API int libcube_step(const char *position,const char *step,const char *from,
  const char *axis,const char *niss,int max_moves,long count,int all,
  void (*each)(const char *solution,const char *step,const char *axis,int inverse,void *arg),
  void *arg,libcube_info *info,char *err,size_t errlen);

@ The names are read by the step chapter's |step_request_words|, as the
server reads them too.

@.max\_moves: give 0 to...@>
@^error messages@>
@<Routines of the library@>=
typedef struct {
  void (*each)(const char *,const char *,const char *,int,void *); void *arg;
} lib_step_report;
static int report_step(void *a,const step_solution *s)
{
  lib_step_report *R=a;
  char buf[CUBE_MAXMOVES*4];
  step_moves_text(s,buf,sizeof buf);
  const char *outer=lib_inside;
  lib_inside="the routine that receives the solutions";
  R->each(buf,step_label(s->kind),step_axis_name(s->axis),s->inverse,R->arg);
  lib_inside=outer;
  return 0;
}

@ @<Routines of the library@>=
int libcube_step(const char *position,const char *step,const char *from,
  const char *axis,const char *niss,int max_moves,long count,int all,
  void (*each)(const char *solution,const char *step,const char *axis,int inverse,void *arg),
  void *arg,libcube_info *info,char *err,size_t errlen)
{
  cubepos p;
  step_request rq;
  step_report rep;
  lib_step_report R={each,arg};
  if (read_position("libcube_step",position,&p,err,errlen)) return LIBCUBE_ERROR;
  memset(&rq,0,sizeof rq);
  @<Read the step's names and numbers into |rq|, or |return LIBCUBE_ERROR|@>;
  if (step_prepare(rq.kind,&lib_po,err,errlen)) return LIBCUBE_SYSTEM;
  double t0=ida_now();
  long k=step_solve(&p,&rq,&rep,err,errlen);
  if (k<0) return LIBCUBE_ERROR;
  if (rep.stopped && lib_cancelled()) return lib_cancel_error(err,errlen);
  if (info) { info->length=rep.length; info->optimal=!count && !all && k>0;
    info->timed_out=0; info->seconds=ida_now()-t0; info->nodes=rep.nodes; }
  return (int)(k>INT32_MAX? INT32_MAX: k);
}

@ @<Read the step's names and numbers into |rq|...@>=
if (step_request_words(&rq,step,from,axis,niss,err,errlen)) return LIBCUBE_ERROR;
if (max_moves<0 || max_moves>=STEP_MAXLEN)
  return cube_error(err,errlen,"max_moves: give 0 to %d",STEP_MAXLEN-1);
if (count<0) return cube_error(err,errlen,"count: give 0 or more");
if (!each) return cube_error(err,errlen,"no routine to report the solutions to");
rq.maxlen=max_moves; rq.count=count; rq.all=all!=0;
rq.found=report_step; rq.ctx=&R; rq.cancel=lib_cancel;

@*1 Python.
The Python binding is a package, \.{cube}, that loads the shared library
with the standard module |ctypes| and turns each routine into a function
with type hints and a documentation string (so \.{help(cube)} documents
every call). Solutions come back as |cube.Solution|, a string of moves
that also carries the figures of |libcube_info| (|length|, |optimal|,
|seconds|, |nodes|, |timed_out|); |metric="qtm"| asks the two-phase solver
for a solution of at most 26 quarter turns (or |max_moves| of them), and a
family of that metric gives optimal ones. A |cube.Solver| holds a family
open (|libcube_open|), for many solves, from any number of threads:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
>>> import cube
>>> cube.solve("R U R' U' F2")
"F2 U R U' R'"
>>> s = cube.solve\_optimal("R U R' U' F2", table="small")
>>> s, s.length, s.optimal
("F2 U R U' R'", 5, True)
>>> cube.solve("R U R' U' F2", metric="qtm")
"F2 U R U' R'"
>>> k = cube.Solver("kociemba98")
>>> k.solve("R U F"), k.family
("F' U' R'", 'kociemba98')
>>> k.close()
>>> cube.step("R U F", "eo", axis="fb")
[StepSolution('F', step='eo', axis='fb', inverse=False)]
>>> cube.scramble(1)
"R D B2 F U2 R F2 L' D U' L' B2 F L2 B2 L2 U2 L2 F"
\endgroup
\medskip

\noindent The three kinds of failure of the library are three exceptions,
each also a subclass of the built-in exception a Python program already
catches for that kind: |cube.InputError| is a |ValueError|,
|cube.TimeLimitError| a |TimeoutError|, |cube.TableError| an |OSError|
(all are |cube.Error|). Before anything reaches C the binding refuses what
C would misread: a string holding a NUL character (C would read only up
to it: \.{"R\\0U F"} would be the position~\.R) is an |InputError|, and an
integer that the C type cannot hold (C would keep its low bits:
$2^{32}+20$ moves would be 20) an |OverflowError|. |table=None| is the
library's default family. |cube.set_progress| gives the library a
routine for its lines of progress; the package gives it one of its own
when it is imported, which writes the lines to the standard error, so that
a first solve that makes tables for a minute says so (the environment
variable \.{CUBE\_QUIET=1}, or |cube.set_progress(None)|, silences it).
|cube.__version__| is the version, which |cube.version()| reads from the
library.
@^Python@>

Ctrl-C stops a solve. That takes some care, since Python runs its
handler of the signal only in the main thread and only between two steps
of Python code, never in the middle of a call of C: a search of minutes
would run to its end before the |KeyboardInterrupt| came. So, called from
the main thread, the solving functions run the call of the library in a
thread of their own, which gives the library a cancel flag with
|libcube_set_cancel|, and the main thread waits for it, in waits of 50
milliseconds (the kernel may hand the signal to another thread, which
does not wake a thread waiting on a lock, so the main thread must look
for it between waits); on |KeyboardInterrupt| the binding sets the flag, waits the
few milliseconds the search takes to stop, and raises the interrupt
again. (Called from another thread, which no signal reaches, they call
the library directly.) A routine given to |cube.set_progress| may call
|cube.set_progress| and the functions that only read positions; a solve
called from it raises |cube.InputError|, as the library refuses it, and
the binding makes that call in the routine's own thread so that the
library sees where it comes from.
@^cancelling a solve@>

Being Python, it is not part of the C program: it is the directory
\.{python/cube} beside the chapters, tested by \.{tests/test\_python.py},
and installed two ways. \.{make install} puts it into the directory under
its prefix that \.{python3} searches, with the place of the installed
library written into it; on Debian, whose \.{python3} does not search
\.{site-packages}, that is
$$\hbox{\.{/usr/local/lib/python3.$X$/dist-packages}.}$$
\.{pip install .}
from the source tree, into a virtual environment or for one user, needs no
package from the network: \.{pyproject.toml} names a build backend in the
tree, \.{python/cube\_build.py}, which runs \.{make} for the shared library
and packs the package and the library into a wheel, where the package
finds it beside itself. The library is started with the default table
directory on the first call, unless |cube.init| was called first.
@^pip@>

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
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/file.h>
#include <pthread.h>
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
  @<Check that the library refuses calls from its own callbacks@>;
  @<Check the library's solvers@>;
  @<Check the library's errors, random positions and ranks@>;
  printf("example_libcube: %d passed, %d failed\n",passed,failed);
  return failed!=0;
}

@ A call of the library from its own routine of progress is refused, as
the chapter says, and one from a routine that receives solutions too. To
hear progress the test has a table made: the pocket cube's, a quarter of
a second's work, in a directory of its own that holds every table of the
cache but that one (as links), and before anything else in the test
loads the pocket table. So short a build says nothing, but a build that
finds the table's lock file (\.{pocket-m001ff-e4.tbl.lock}, as the
chapter of pruning tables names it) locked by another says that it waits,
and the test holds that lock itself. The routine of progress, at that
first line, calls two solvers (refused, with the message, while the
library holds its own lock), reads a position (allowed: it takes no
lock), stops the reports (allowed, and no line comes after it) and lets
the lock go, so that the build goes on. A library that took its lock
again would wait for ever; the alarm ends such a test.

@<Check that the library refuses calls from its own callbacks@>=
{
  char dir[4096];
  int len;
  alarm(300);
  if (tables_without_pocket(dir,sizeof dir) || lock_pocket_table(dir)
      || libcube_init(dir,1,err,sizeof err)<0) { printf("%s\n",err); failed++; }
  else {
    libcube_set_progress(call_back,NULL);
    len=libcube_solve_pocket("R U F' R2",sol,sizeof sol,err,sizeof err);
    CHECK_LIB(len==4 && solves("R U F' R2",sol));
    CHECK_LIB(lines==1 && back_rc[0]==LIBCUBE_ERROR
      && strstr(back_err[0],"libcube_solve_pocket was called from the library's own callback"));
    CHECK_LIB(back_rc[1]==LIBCUBE_ERROR && strstr(back_err[1],"own callback"));
    CHECK_LIB(back_rc[2]==0);
  }
  remove_tables(dir);
  CHECK_LIB(libcube_init(NULL,1,err,sizeof err)==0);
  count=0;
  len=libcube_solve_optimal_all("R U","small",1,0,call_from_each,NULL,NULL,err,sizeof err);
  CHECK_LIB(len==2 && count==1 && back_rc[3]==LIBCUBE_ERROR
    && strstr(back_err[3],"libcube_solve_optimal was called from the library's own callback"));
  alarm(0);
}

@ @<Test routines of libcube@>=
static int lines,back_rc[4],lock_fd=-1;
static char back_err[4][LIBCUBE_ERRLEN];
static void call_back(const char *line,void *arg)
{
  char sol[64],f[55];
  (void)line; (void)arg;
  if (lines++) return;
  back_rc[0]=libcube_solve_pocket("R",sol,sizeof sol,back_err[0],sizeof back_err[0]);
  back_rc[1]=libcube_solve("R",20,0,sol,sizeof sol,NULL,back_err[1],sizeof back_err[1]);
  back_rc[2]=libcube_parse("R U",f,back_err[2],sizeof back_err[2]);
  libcube_set_progress(NULL,NULL);
  close(lock_fd); lock_fd=-1;
}
static int count;
static void call_from_each(const char *s,void *arg)
{
  char sol[64];
  (void)s; (void)arg;
  count++;
  back_rc[3]=libcube_solve_optimal("R","small",1,0,sol,sizeof sol,NULL,back_err[3],
    sizeof back_err[3]);
}

@ The directory of tables is the library's default, |$CUBE_TABLES|, else
|$XDG_CACHE_HOME/cube|, else \.{\char`~/.cache/cube}; the copy is a new
directory under \.{/tmp}, removed with what it holds at the end.

@<Test routines of libcube@>=
static int tables_without_pocket(char *dir,size_t n)
{
  char from[4096],cwd[4096],a[8704],b[4400];
  const char *e=getenv("CUBE_TABLES"),*x=getenv("XDG_CACHE_HOME");
  struct dirent *d;
  DIR *D;
  if (e && *e) snprintf(from,sizeof from,"%s",e);
  else if (x && *x) snprintf(from,sizeof from,"%s/cube",x);
  else snprintf(from,sizeof from,"%s/.cache/cube",getenv("HOME")? getenv("HOME"): ".");
  snprintf(dir,n,"/tmp/example_libcube.XXXXXX");
  if (!getcwd(cwd,sizeof cwd) || !mkdtemp(dir)) { dir[0]=0; return -1; }
  if (!(D=opendir(from))) return -1;
  while ((d=readdir(D)))
    if (d->d_name[0]!='.' && strncmp(d->d_name,"pocket-",7)) {
      snprintf(a,sizeof a,"%s%s%s/%s",from[0]=='/'? "": cwd,from[0]=='/'? "": "/",from,
        d->d_name);
      snprintf(b,sizeof b,"%s/%s",dir,d->d_name);
      if (symlink(a,b)) { closedir(D); return -1; }
    }
  closedir(D);
  return 0;
}
static int lock_pocket_table(const char *dir)
{
  char a[4200];
  snprintf(a,sizeof a,"%s/pocket-m001ff-e4.tbl.lock",dir);
  lock_fd=open(a,O_RDWR|O_CREAT,0644);
  return lock_fd<0 || flock(lock_fd,LOCK_EX);
}
static void remove_tables(const char *dir)
{
  char a[8192];
  struct dirent *d;
  DIR *D=dir[0]? opendir(dir): NULL;
  if (!D) return;
  while ((d=readdir(D)))
    if (d->d_name[0]!='.') { snprintf(a,sizeof a,"%s/%s",dir,d->d_name); unlink(a); }
  closedir(D);
  rmdir(dir);
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
static void count_one(const char *s,void *arg) { (void)s; (void)arg; count++; }

@ The solvers on positions whose answers are known: among them three
sequences of 12 moves whose first two-phase solutions within 20 have 16
to 20 moves, which must be answered with at most 12, since the library,
as the command, never answers a sequence with more moves than it has.

@<Check the library's solvers@>=
{
  int len=libcube_solve(pos,20,0,sol,sizeof sol,&info,err,sizeof err);
  CHECK_LIB(len>0 && len<=20 && solves(pos,sol) && info.length==len && !info.optimal);
  len=libcube_solve_optimal("R U R' U' F2","small",2,0,sol,sizeof sol,&info,err,sizeof err);
  CHECK_LIB(len==5 && solves("R U R' U' F2",sol) && info.optimal);
  count=0;
  len=libcube_solve_optimal_all("U2 R2 U2 R2 U2 R2","small",2,0,count_one,NULL,&info,
    err,sizeof err);
  CHECK_LIB(len==6 && count==8); /* as the command's --all lists them */
  static const char *const twelve[]={"D2 U' F L' R' U' F2 B L2 R' B2 U2",
    "R' U2 D B2 R2 D L2 B' U D B2 R'","F R F L B R B' R2 U' L' U' D"};
  for (int i=0; i<3; i++) { /* whose first two-phase solutions within 20 have 16 to 20 moves */
    len=libcube_solve(twelve[i],20,0,sol,sizeof sol,&info,err,sizeof err);
    CHECK_LIB(len>0 && len<=12 && solves(twelve[i],sol) && info.length==len);
  }
  len=libcube_solve_qtm(pos,40,0,sol,sizeof sol,&info,err,sizeof err);
  CHECK_LIB(len>0 && len<=40 && solves(pos,sol) && info.length==len && qtm_length(sol)==len);
  len=libcube_solve_qtm("R U2 F'",4,0,sol,sizeof sol,&info,err,sizeof err);
  CHECK_LIB(len==4 && solves("R U2 F'",sol) && qtm_length(sol)==4);
  len=libcube_solve_pocket("R U F' R2",sol,sizeof sol,err,sizeof err);
  CHECK_LIB(len==4 && solves("R U F' R2",sol));
  if (!quick) {
    len=libcube_solve_optimal(pos,"small",2,0,sol,sizeof sol,&info,err,sizeof err);
    CHECK_LIB(len>0 && len<=12 && solves(pos,sol) && info.optimal);
    @<Check the families of the later chapters@>;
  }
}

@ The families of the extension chapters are in the library too, however
it is linked: \.{make test} links this program with the static library,
where a chapter's object file is in the program only if something refers
to it (the list of registering routines, which the kit's chapter
explains, is what does).
So the solver of Kociemba's 1998 chapter and the smallest of Tronto's
solve a position here, optimally, with a message naming the family if
one is missing. Their tables are those of the tests' cache, made by the
chapters' own tests before this one runs.

@<Check the families of the later chapters@>=
{
  const char *fam[2]={"kociemba98","h48-0"};
  for (int i=0; i<2; i++) {
    len=libcube_solve_optimal("R U F",fam[i],1,0,sol,sizeof sol,&info,err,sizeof err);
    if (len<0) printf("%s: %s\n",fam[i],err);
    CHECK_LIB(len==3 && solves("R U F",sol) && info.optimal);
  }
}

@ Two solvers held at once, \.{kociemba98} and \.{small}, each searched
by a thread of its own over the same twelve positions (sequences of five
to eight moves): both must give a solution of the same length, the
optimal one of each position, which |libcube_solve_optimal| gives.

@<Check the families of the later chapters@>=
{
  libcube_solver *A=NULL,*B=NULL;
  CHECK_LIB(libcube_open("nope",0,&A,err,sizeof err)==LIBCUBE_ERROR && A==NULL
    && strstr(err,"nope"));
  CHECK_LIB(libcube_open("kociemba98",0,&A,err,sizeof err)==0
    && libcube_open("small",0,&B,err,sizeof err)==0
    && strcmp(libcube_solver_family(A),"kociemba98")==0
    && strcmp(libcube_solver_family(B),"small")==0);
  if (A && B) {
    held_job J[2]={{A,{0},0},{B,{0},0}};
    pthread_t t[2];
    int started=0;
    for (int i=0; i<2; i++) started+=pthread_create(&t[i],NULL,solve_twelve,&J[i])==0;
    for (int i=0; i<started; i++) pthread_join(t[i],NULL);
    int same=started==2;
    for (int k=0; k<12; k++) {
      int want=libcube_solve_optimal(held[k],"small",1,0,NULL,0,NULL,err,sizeof err);
      if (J[0].len[k]<=0 || J[0].len[k]!=J[1].len[k] || J[0].len[k]!=want) {
        same=0; printf("  %s: %d and %d moves, alone %d\n",held[k],J[0].len[k],J[1].len[k],want);
      }
    }
    CHECK_LIB(same && J[0].bad==0 && J[1].bad==0);
  }
  libcube_close(A); libcube_close(B);
}

@ @<Test routines of libcube@>=
static const char *const held[12]={"R U F' L2 D","F2 U' R B L'","D R' F2 U B2 L",
  "U2 F R' D' L B","L D2 B' R U' F2","B R2 U F' L D'","R2 D B2 L' U F R'",
  "F L' U2 R D' B L2","U R B' D2 F' L U'","D' F2 L U R' B2 U2 F","R' U' F D L2 B' R U",
  "B2 D' R F' U L' D2 F'"};
typedef struct { libcube_solver *S; int len[12]; int bad; } held_job;
static void *solve_twelve(void *arg)
{
  held_job *J=arg;
  char sol[512],err[LIBCUBE_ERRLEN];
  for (int k=0; k<12; k++) {
    J->len[k]=libcube_solver_solve(J->S,held[k],1,0,sol,sizeof sol,NULL,err,sizeof err);
    if (J->len[k]<0) J->bad++;
  }
  return NULL;
}

@ @<Check the library's errors, random positions and ranks@>=
CHECK_LIB(libcube_solve("R U Q",20,0,sol,sizeof sol,NULL,err,sizeof err)==LIBCUBE_ERROR
  && strstr(err,"'Q' at column 5"));
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
@<Check that a set flag cancels the searches@>;
@<Check the library's steps and scrambles@>;

@ A flag that is set before the call cancels a search at its first look
at the flag: an optimal solve of a random position, minutes of work for
the family \.{small}, and a two-phase solve for 15 moves, which it would
not soon find, return |LIBCUBE_CANCELLED| at once (the tests of the
Python binding cancel one from another thread, as Ctrl-C does); with the
flag cleared, the same thread solves again.

@<Check that a set flag cancels the searches@>=
{
  int stop=1;
  libcube_random(2024,f);
  libcube_set_cancel(&stop);
  CHECK_LIB(libcube_solve_optimal(f,"small",2,0,sol,sizeof sol,&info,err,sizeof err)
    ==LIBCUBE_CANCELLED && strstr(err,"cancelled"));
  CHECK_LIB(libcube_solve(f,15,0,sol,sizeof sol,&info,err,sizeof err)==LIBCUBE_CANCELLED);
  stop=0;
  CHECK_LIB(libcube_solve(pos,20,0,sol,sizeof sol,&info,err,sizeof err)>0 && solves(pos,sol));
  libcube_set_cancel(NULL);
}

@ The steps and scrambles: the shortest edge orientation of \.{R U F} on
the front-back axis is \.F (as \.{cube step eo --axis fb} finds it, its
variant \.{F'} left out); the position of \.{R U F B} has none of at most
one move, which is an answer, 0 solutions; a scramble, applied to the
solved cube, gives the random position of the same seed (unless that one
was drawn again, which happens once in $2.3\cdot10^{18}$).

@<Test routines of libcube@>=
static char steps[4][64];
static int nsteps;
static void each_step(const char *s,const char *step,const char *axis,int inverse,void *arg)
{
  (void)arg;
  if (nsteps<4) snprintf(steps[nsteps],sizeof steps[0],"%s|%s|%s|%d",s,step,
    axis? axis: "-",inverse);
  nsteps++;
}

@ @<Check the library's steps and scrambles@>=
{
  char g[55],h[55];
  CHECK_LIB(libcube_step("R U F","eo",NULL,"fb",NULL,20,0,0,each_step,NULL,&info,
    err,sizeof err)==1 && nsteps==1 && strcmp(steps[0],"F|eo|fb|0")==0 && info.length==1);
  nsteps=0;
  CHECK_LIB(libcube_step("R U F B","eo",NULL,NULL,NULL,1,0,0,each_step,NULL,NULL,
    err,sizeof err)==0 && nsteps==0);
  CHECK_LIB(libcube_step("R","xy",NULL,NULL,NULL,20,0,0,each_step,NULL,NULL,
    err,sizeof err)==LIBCUBE_ERROR && strstr(err,"unknown step"));
  CHECK_LIB(libcube_scramble(7,sol,sizeof sol,err,sizeof err)>=0
    && libcube_parse(sol,g,err,sizeof err)==0 && libcube_random(7,h)==0 && strcmp(g,h)==0);
}
