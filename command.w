@* The command.
The chapters so far are a library; this one makes it a program. The
program, \.{cube}, is a handful of sub-commands that read positions and
print answers:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube solve "R U R' U' F2"
F2 U R U' R'
\$ cube solve "R U" "R U Q" F2
U' R'
cube: argument 2: unreadable move 'Q' at column 5
F2
\$ cube solve --optimal --table small "R U R' U' F2"
F2 U R U' R'
\endgroup
\medskip

\noindent and later chapters add their own sub-commands (\.{cube pocket},
for the pocket cube). The sub-commands are written with the kit of
chapter~\chapno{kit}, which does the options, the help, the batch of
positions, the errors and the exit statuses for all of them; this chapter
holds what belongs to the program and needs the solvers of the search
chapter, which the kit, coming before them, cannot use: the program's
|main|, the sub-commands \.{solve}, \.{show}, \.{invert}, \.{scramble}
and \.{tables}, the routines that answer a position as \.{cube solve}
and \.{cube show} answer it (the server calls them for its requests), the
rule of random-state scrambles, the loading of the two-phase solver's
tables, and the manual page's sections on the tables and the examples.
@^extending the command@>

The figure follows a position through the program. The sub-command reads
its positions from its arguments or its input and hands them, with its
answer routine, to the kit's batch driver, which runs them on threads and
prints the answers in the order of the input; the server of
chapter~\chapno{serve} hands each request's position to the same answer
routine, so that both give the same answer, in text or JSON.
\def\cmdbox{\cmdboxw{136pt}}
\def\cmdwide{\cmdboxw{200pt}}
\def\cmdboxw#1#2#3{\vbox{\hrule\hbox{\vrule\kern3pt\vbox{\kern3pt
  \hbox to #1{\hss#2\hss}\kern1pt\hbox to #1{\hss\sevenrm #3\hss}\kern3pt}%
  \kern3pt\vrule}\hrule}}
\def\cmddown#1{\hfil$\big\downarrow$\ \hbox to 0pt{\sevenrm #1\hss}\hfil}
$$\vbox{\offinterlineskip\halign{\hfil#\hfil&\qquad\hfil#\hfil\cr
\cmdbox{\.{cube solve "R U"}}{the command line, or lines of input}&
\cmdbox{\.{POST /api/solve}}{a request to \.{cube serve}}\cr
\noalign{\kern2pt}\cmddown{}&\cmddown{}\cr\noalign{\kern2pt}
\cmdbox{the batch driver}{the kit: threads, answers in order}&
\cmdbox{the request reader}{the server: bounded, cancellable}\cr
\noalign{\kern2pt}$\searrow$&$\swarrow$\cr\noalign{\kern4pt}
\multispan2\hfil\cmdwide{|cube_answer_twophase|}{or |cube_answer_optimal|: this chapter}\hfil\cr
\noalign{\kern2pt}\multispan2\cmddown{}\cr\noalign{\kern2pt}
\multispan2\hfil\cmdwide{the two-phase or the optimal solver}{chapters \chapno{twophase} and \chapno{solve}}\hfil\cr
\noalign{\kern2pt}\multispan2\cmddown{}\cr\noalign{\kern2pt}
\multispan2\hfil\cmdwide{\.{U' R'}}{text, or a JSON object}\hfil\cr}}$$
\figcaption{The path of a position through the program and through the
server: one answer routine for both.}

The built-in sub-commands tangle to \.{command.h} and \.{command.c}; the
program's |main| goes to \.{cube.c}. (The chapter is called \.{command}
rather than \.{cube} because \.{cube.h} is the name a user of the library
expects for its header: the last chapter, the library, has it.)
@q README: the `cube` program and its built-in sub-commands `solve`, `show`, `invert`, `scramble`, `tables`, whose answering routines the server calls; the manual page's tables and examples @>
@i types.w
@s scripted_draws int
@s solve_ctx int
@s cube_show_ctx int

@(command.h@>=
#ifndef COMMAND_H
#define COMMAND_H
#include <stdio.h>
#include <stdarg.h>
#include <pthread.h>
#include "twophase.h"
#include "kit.h"
@<Types of the command@>@;
@<Declarations of the command@>@;
#endif

@ @(command.c@>=
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <time.h>
#include <dirent.h>
#include "command.h"
@h
@<Functions of the command@>@;
@<The built-in sub-commands@>@;

@ The program itself does four things: it makes sure the three standard
streams are open, registers the sub-commands of every chapter (through
the routine written from the book's list of chapters, which the kit's
chapter explains), runs the one named by the first argument, and finally
checks that everything it printed was written.

@(cube.c@>=
#include <string.h>
#include "command.h"
int main(int argc,char **argv)
{
  cube_init();
  cube_open_standard_streams();
  cube_register_chapters();
  cube_exit(cube_dispatch(argc,argv));
}

@*1 The built-in sub-commands.
The sub-commands of the chapters before this one:

\item{$\bullet$} \.{cube solve [OPTIONS] [POSITION ...]} solves positions,
with the two-phase solver or, with \.{--optimal}, the optimal one;
\item{$\bullet$} \.{cube show [POSITION ...]} draws the net of each
position, in colour on a terminal;
\item{$\bullet$} \.{cube invert [POSITION ...]} prints the inverse of each
position, in the notation it was given in;
\item{$\bullet$} \.{cube scramble [N] [--seed S] [--facelets]} prints $N$
uniformly random positions, as scrambles or as facelet strings;
\item{$\bullet$} \.{cube tables} with \.{--list}, \.{--build [NAME ...]},
\.{--check} or \.{--stats NAME} manages the cache of pruning tables;
\item{$\bullet$} \.{cube --help} and \.{cube --version}.

\noindent This chapter's registering routine adds them.

@<The built-in sub-commands@>=
@<The sub-command \.{show}@>@;
@<The sub-command \.{invert}@>@;
@<The sub-command \.{scramble}@>@;
@<The sub-command \.{tables}@>@;
@<The sub-command \.{solve}@>@;
void command_register(void)
{
  cube_command_register(&solve_command);
  cube_command_register(&show_command);
  cube_command_register(&invert_command);
  cube_command_register(&scramble_command);
  cube_command_register(&tables_command);
  cube_man_add(man_tables);
}

@ The manual page, which the kit writes from the descriptions of the
commands, gets two sections from this chapter, after the one on JSON:
what the tables cost, with the list of table families, which is the
registry's, each family with its own description and size, so that the
page names every family the program has; and examples, commands of this
book whose output the tests check. The strings are the page's prose, and
are printed as prose, their spaces as spaces.
@^manual page@>

@<Functions of the command@>=
static void man_tables(FILE *f)
{
  @t\prosestrings@>fprintf(f,".SH TABLES\n");
cube_roff_text(f,"Tables are made on first use and kept in the table directory. The\n\
two-phase solver's take 197 MB in memory (232 MB on disk) and about 25\n\
seconds on two cores. The families of cube solve --optimal --table NAME, with\n\
their sizes:\n");
for (int k=0; optimal_nth(k); k++) {
  fprintf(f,".TP\n.B ");
  cube_roff_text(f,optimal_nth(k)->name);
  fputc('\n',f);
  cube_roff_text(f,optimal_nth(k)->about);
  fputc('\n',f);
}
fprintf(f,".SH EXAMPLES\n.nf\n");
cube_roff_text(f,"cube solve \"R U R' U' F2 D\"\n\
cube solve --optimal --table small --all \"R L\"\n\
cube solve --threads 2 --aligned < positions.txt > solutions.txt\n\
cube solve --format json \"R U\" | python3 -m json.tool\n\
cube show \"M2 U M2 U2 M2 U M2\"\n\
cube invert \"r U r'\"\n\
cube step eo --axis any --niss both \"R U F'\"\n\
cube pocket --all \"R U F R2 U F'\"\n\
cube scramble 3 --seed 1\n\
cube tables --list\n");
fprintf(f,".fi\n");@t\codestrings@>
}

@ Every sub-command that uses the two-phase solver loads its tables the
same way; they are made the first time, with a progress line, and a
failure is an error of the system kind.

@^error messages@>
@<Functions of the command@>=
void cube_twophase_init(const prune_options *po)
{
  char err[CUBE_ERRLEN];
  coord_init();
  if (twophase_init(po,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
}

@ @<Declarations of the command@>=
void cube_twophase_init(const prune_options *po);

@ \.{cube show} paints the net when its output is a terminal, unless the
environment variable \.{NO\_COLOR} is set (a common convention) or the
terminal is a dumb one; \.{--colour} and \.{--no-colour} decide
explicitly. Several nets are separated by empty lines. A net is nine
lines, so with \.{--aligned}, where an answer is one line, the position is
written as its facelet string instead.
@^NO\_COLOR@>

The routine that answers a position, |cube_answer_show|, is public: the
server answers its requests for a net with it. Its context, a
|cube_show_ctx|, says whether to paint, and counts the nets, so that the
second and later are preceded by an empty line in text; without a
context (the server's) the net is plain and alone.

@.out of memory@>
@^error messages@>
@<The sub-command \.{show}@>=
static int show_colour,show_no_colour;
void cube_answer_show(void *ctx,cube_item *it)
{
  cube_show_ctx *S=ctx;
  cubepos p;
  char err[CUBE_ERRLEN],*buf=NULL;
  size_t len=0;
  if (cube_parse(it->text,&p,NULL,NULL,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  if (cube_opts.aligned) {
    char fl[CUBE_NFACELETS+1];
    cube_to_facelets(&p,fl);
    cube_item_printf(it,"%s\n",fl);
    return;
  }
  FILE *f=open_memstream(&buf,&len);
  if (!f) { cube_item_fail(it,CUBE_EXIT_SYSTEM,"out of memory"); return; }
  cube_print_net(f,&p,S && S->colour);
  fclose(f);
  cube_item_printf(it,"%s%s",S && S->count++ && !cube_opts.json? "\n": "",buf);
  free(buf);
}
static int cmd_show(int argc,char **argv);
static const cube_option show_options[]={
  {"--colour",CUBE_OPT_FLAG,&show_colour,0,0,NULL,"paint the net in colour"},
  {"--color",CUBE_OPT_FLAG,&show_colour,0,0,NULL,"the same"},
  {"--no-colour",CUBE_OPT_FLAG,&show_no_colour,0,0,NULL,"letters only"},
  {"--no-color",CUBE_OPT_FLAG,&show_no_colour,0,0,NULL,"the same"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command show_command={"show",cmd_show,"[--colour|--no-colour] [POSITION ...]",
  "draw the net of each position",
  "Prints the net of each position: U on top, then L F R B, then D; in colour\n\
on a terminal unless NO_COLOR is set.",show_options,CUBE_COMMON_BATCH};
static int cmd_show(int argc,char **argv)
{
  const char *term=getenv("TERM");
  cube_show_ctx S={isatty(1) && !getenv("NO_COLOR") && !(term && strcmp(term,"dumb")==0),0};
  argc=cube_parse_args(&show_command,argc,argv);
  if (show_colour) S.colour=1;
  if (show_no_colour) S.colour=0;
  return cube_batch(argc,argv,cube_answer_show,&S,1);
}

@ @<Types of the command@>=
typedef struct {
  int colour; /* paint the net */
  long count; /* the nets printed so far */
} cube_show_ctx;

@ @<Declarations of the command@>=
void command_register(void);
void cube_answer_show(void *ctx,cube_item *it);

@ \.{cube invert} answers in the notation it was asked in: the inverse of a
move sequence is the reversed sequence of inverse moves, and the inverse
of a facelet string or Singmaster string is the inverse position in the
same notation.

@^error messages@>
@<The sub-command \.{invert}@>=
static void answer_invert(void *ctx,cube_item *it)
{
  cubepos p,q;
  moveseq s,t;
  int fmt;
  char buf[CUBE_MAXMOVES*4],err[CUBE_ERRLEN];
  (void)ctx;
  if (cube_parse(it->text,&p,&fmt,&s,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  cube_inv(&p,&q);
  if (fmt==CUBE_FORMAT_MOVES) {
    moveseq_invert(&s,&t);
    cube_format_moves(&t,0,buf,sizeof buf);
  } else if (fmt==CUBE_FORMAT_FACELETS) cube_to_facelets(&q,buf);
  else cube_to_singmaster(&q,buf);
  cube_item_printf(it,"%s\n",buf);
}
static int cmd_invert(int argc,char **argv);
static const cube_command invert_command={"invert",cmd_invert,"[POSITION ...]",
  "the inverse of each position",
  "Prints the inverse of each position, in the notation of the input.",
  NULL,CUBE_COMMON_BATCH};
static int cmd_invert(int argc,char **argv)
{
  argc=cube_parse_args(&invert_command,argc,argv);
  return cube_batch(argc,argv,answer_invert,NULL,1);
}

@ \.{cube scramble} draws uniformly random positions with the generator of
the first chapter and prints each as a {\it random-state scramble}: a move
sequence that produces it from the solved cube, found as the inverse of a
two-phase solution (of at most 20 moves), which is how the scramblers of
the World Cube Association work. Following their rule, a position that
can be solved in fewer than two moves is drawn again (19 positions of
$4.3\cdot10^{19}$: one draw in $2.3\cdot10^{18}$). \.{--facelets} prints the facelet string instead,
and needs no tables. Without \.{--seed} the seed comes from the clock and
the process number, so that two runs differ; with it, the output is the
same on every machine.
@^World Cube Association@>
@^random-state scramble@>

The rule is that of the WCA's own scrambler, and of min2phase's, which
draw again any state that is solved in fewer than two moves
\cite{Chen}. It is |cube_scramble_draw|, which takes the
routine that draws a position, so that the test of this chapter can give
it draws that must be refused; the sub-command gives it the uniform draw.
A scramble is written by |cube_scramble_text|, which draws with the
generator it is given and writes the scramble, or the facelet string, into
|buf|; the sub-command prints its lines, and the server answers a
request for a scramble with it.

@<Declarations of the command@>=
int cube_scramble_allowed(const cubepos *p);
long cube_scramble_draw(void (*draw)(void *arg,cubepos *p),void *arg,cubepos *p);
void cube_scramble_text(cube_rng *rng,int facelets,char *buf,size_t n);

@ A position is allowed as a scramble when neither it nor any position
one move from it is the solved cube. |cube_scramble_draw| draws until a
position is allowed, and returns the number of draws it made.

@<Functions of the command@>=
int cube_scramble_allowed(const cubepos *p)
{
  if (memcmp(p,&cube_solved,sizeof *p)==0) return 0;
  for (int m=0; m<CUBE_NMOVES; m++) {
    cubepos q=*p;
    cube_move(&q,m);
    if (memcmp(&q,&cube_solved,sizeof q)==0) return 0;
  }
  return 1;
}
long cube_scramble_draw(void (*draw)(void *arg,cubepos *p),void *arg,cubepos *p)
{
  long n=0;
  do draw(arg,p), n++; while (!cube_scramble_allowed(p));
  return n;
}

@ @<The sub-command \.{scramble}@>=
static int scramble_facelets;
static uint64_t scramble_seed;
static int cmd_scramble(int argc,char **argv);
static const cube_option scramble_options[]={
  {"--seed",CUBE_OPT_U64,&scramble_seed,0,UINT64_MAX,"S","the seed of the random numbers"},
  {"--facelets",CUBE_OPT_FLAG,&scramble_facelets,0,0,NULL,
    "print facelet strings (needs no tables)"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command scramble_command={"scramble",cmd_scramble,"[N] [--seed S] [--facelets]",
  "N random-state scrambles",
  "Prints N (default 1) uniformly random positions, as scrambles (at most 20\n\
moves), or as facelet strings with --facelets.",scramble_options,CUBE_COMMON_TABLES};

@ @.scramble: give one number N@>
@^error messages@>
@<The sub-command \.{scramble}@>=
static void scramble_random(void *rng,cubepos *p) { cube_random(rng,p); }
static int cmd_scramble(int argc,char **argv)
{
  uint64_t n=1;
  scramble_seed=(uint64_t)time(NULL)*1000003u+(uint64_t)getpid();
  argc=cube_parse_args(&scramble_command,argc,argv);
  if (argc>1) cube_die(CUBE_EXIT_USAGE,"scramble: give one number N");
  if (argc==1) n=cube_parse_number_or_die(argv[0],"N",0,1000000000000000ull);
  if (!scramble_facelets) cube_twophase_init(&cube_opts.tables);
  cube_rng rng;
  cube_rng_seed(&rng,scramble_seed);
  for (uint64_t i=0; i<n; i++) {
    char f[CUBE_MAXMOVES*4];
    cube_scramble_text(&rng,scramble_facelets,f,sizeof f);
    puts(f);
    cube_check_output();
  }
  return 0;
}
void cube_scramble_text(cube_rng *rng,int facelets,char *buf,size_t n)
{
  cubepos p;
  cube_scramble_draw(scramble_random,rng,&p);
  if (facelets) cube_to_facelets(&p,buf);
  else {
    twophase_options o={20,0,0,0,NULL};
    twophase_result r;
    twophase_solve(&p,&o,&r);
    cube_format_solution(&r.solution,1,buf,n);
  }
}

@ \.{cube tables} manages the cache of pruning tables of the chapter on
pruning tables. \.{--list} names every registered coordinate and table
family; \.{--build} makes the tables that the two-phase solver uses (with
\.{--metric qtm}, those of the quarter-turn metric), or, given names, the tables of those coordinates or table families (so that
a batch on a new machine need not wait for them); \.{--check} loads every
table file in the cache, which verifies its header and checksum;
\.{--stats NAME} prints the distribution of distances of the table of
coordinate \.{NAME} (making it if needed, unless \.{--no-build} is given),
and with \.{--metric qtm} that of its table in the quarter-turn metric:
the same coordinate under the quarter turns among the moves of its default
table, and those of its half turns whose quarter turns it lacks, at a cost
of two (|prune_qtm_moves|; for \.{phase2}, the moves of~$H$).

@.tables: unexpected ...@>
@^error messages@>
@<The sub-command \.{tables}@>=
static int tables_list,tables_build,tables_check;
static const char *tables_stats,*tables_metric,*tables_remove;
static int cmd_tables(int argc,char **argv);
static void report_stale(const char *path,long pid,uint64_t bytes,void *arg);
static const cube_option tables_options[]={
  {"--list",CUBE_OPT_FLAG,&tables_list,0,0,NULL,"the coordinates and table families"},
  {"--build",CUBE_OPT_FLAG,&tables_build,0,0,NULL,
    "make the two-phase tables, or those of the NAMEs given"},
  {"--check",CUBE_OPT_FLAG,&tables_check,0,0,NULL,"verify every table file in the cache"},
  {"--stats",CUBE_OPT_STRING,&tables_stats,0,0,"NAME","the distribution of a table"},
  {"--remove",CUBE_OPT_STRING,&tables_remove,0,0,"NAME",
    "remove a table family's own tables, or a table file, from the cache"},
  {"--metric",CUBE_OPT_STRING,&tables_metric,0,0,"M",
    "with --stats or --build: htm (the default) or qtm, the quarter turns"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command tables_command={"tables",cmd_tables,
  "--list | --build [NAME ...] | --check | --stats NAME | --remove NAME",
  "manage the table cache",
  "Manages the cache of pruning tables ($CUBE_TABLES, else $XDG_CACHE_HOME/cube,\n\
else ~/.cache/cube). A NAME is a coordinate or a table family of\n\
cube solve --optimal --table (see --list).",
  tables_options,CUBE_COMMON_TABLES|CUBE_COMMON_THREADS};
static int cmd_tables(int argc,char **argv)
{
  prune_options *o=&cube_opts.tables;
  argc=cube_parse_args(&tables_command,argc,argv);
  if (tables_list+tables_build+tables_check+(tables_stats!=NULL)+(tables_remove!=NULL)!=1)
    cube_die(CUBE_EXIT_USAGE,"tables: give one of --list, --build, --check, --stats NAME\
 or --remove NAME");
  if (argc>0 && !tables_build) cube_die(CUBE_EXIT_USAGE,"tables: unexpected '%s'",argv[0]);
  if (tables_metric && !tables_stats && !tables_build)
    cube_die(CUBE_EXIT_USAGE,"--metric needs --stats or --build");
  coord_init();
  if (tables_list) @<List the coordinates and their tables@>@;
  else if (tables_build) @<Build the tables named, or the two-phase solver's@>@;
  else if (tables_check) @<Check every table file in the cache@>@;
  else if (tables_remove) @<Remove the tables of the family or file |tables_remove|@>@;
  else @<Print the distribution of the table of |tables_stats|@>;
  return 0;
}
@.give one of --list...@>

@ Listing builds nothing: it names the registered coordinates (with their
sizes where they are known without building them), then reads the header
of each table file in the cache, which says what the file holds, and
names the table families of the optimal solver.

@^error messages@>
@<List the coordinates and their tables@>=
{
  char dir[4096],path[4400],err[CUBE_ERRLEN];
  if (prune_cache_dir(o->dir,dir,sizeof dir,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  printf("coordinates\n");
  for (int i=0; coord_nth(i); i++) {
    coord *c=coord_nth(i);
    if (c->n) printf("%-12s %13llu  %s\n",c->name,(unsigned long long)c->n,c->about);
    else printf("%-12s %13s  %s\n",c->name,"-",c->about);
  }
  printf("table files in %s\n",dir);
  @<List the table files of |dir| by their headers@>;
  @<List the table families, which are built, the default, and their costs@>;
  cube_check_output();
}

@ Each family is listed with its description; a family whose costs are
known is marked \.{built} when its tables are in the cache, and the one
that \.{cube solve --optimal} would use here is marked \.{default}, as is
the one it would use with \.{--metric qtm}; the
line under it gives what building it costs on this machine.

@<List the table families, which are built, the default, and their costs@>=
{
  int build;
  char advice[400],cost[200];
  const char *def=optimal_choose(o,o->threads,0,&build,advice,sizeof advice);
  const char *defq=cube_qtm_family(o);
  printf("table families of cube solve --optimal --table NAME\n");
  for (int i=0; optimal_nth(i); i++) {
    const char *name=optimal_nth(i)->name;
    const optimal_cost *c=optimal_cost_of(name);
    int isdef=(def && strcmp(def,name)==0) || strcmp(defq,name)==0;
    printf("%-12s %-7s %-8s %s\n",name,c && c->built(name,o)? "built": "",
      isdef? "default": "",optimal_nth(i)->about);
    if (c) {
      optimal_describe_cost(c,o->threads,cost,sizeof cost);
      printf("%30s%s\n","",cost);
    }
  }
  printf("memory available: %.1f GB\n",prune_memory_available()/1e9);
}

@ Removing is the one way the program deletes a table, and it deletes only
its own: a family's tables (through the family's own routine, which
knows their names and keeps the tables shared with other families), or
one file of the cache whose name is a table's name (\.{NAME-mMOVES-eK.tbl},
the pattern the writer makes), never a path.

@^error messages@>
@<Remove the tables of the family or file |tables_remove|@>=
{
  char dir[4096],path[4400],err[CUBE_ERRLEN];
  const optimal_cost *c=optimal_cost_of(tables_remove);
  if (c) {
    int n=c->remove(tables_remove,o,err,sizeof err);
    if (n<0) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
    printf("%s: %d table %s removed\n",tables_remove,n,n==1? "file": "files");
  } else {
    size_t len=strlen(tables_remove);
    if (strchr(tables_remove,'/') || len<5 || strcmp(tables_remove+len-4,".tbl")
        || !strstr(tables_remove,"-m") || !strstr(tables_remove,"-e"))
      cube_die(CUBE_EXIT_USAGE,"--remove: '%s' is neither a table family with known costs\
 nor the name of a table file (see cube tables --list)",tables_remove);
    if (prune_cache_dir(o->dir,dir,sizeof dir,err,sizeof err))
      cube_die(CUBE_EXIT_SYSTEM,"%s",err);
    snprintf(path,sizeof path,"%s/%s",dir,tables_remove);
    if (unlink(path)) cube_die(CUBE_EXIT_SYSTEM,"cannot remove %s: %s",path,strerror(errno));
    printf("%s removed\n",path);
  }
  cube_check_output();
}
@.--remove: '...' is neither...@>
@.cannot remove ...@>

@ @<List the table files of |dir| by their headers@>=
{
  DIR *d=opendir(dir);
  struct dirent *e;
  int n=0;
  while (d && (e=readdir(d))) {
    size_t len=strlen(e->d_name);
    prune_header h;
    if (len<4 || strcmp(e->d_name+len-4,".tbl")) continue;
    snprintf(path,sizeof path,"%s/%s",dir,e->d_name);
    n++;
    if (prune_read_header(path,&h,err,sizeof err)) printf("  %s\n",err);
    else printf("  %-28s %-12s %13llu entries, %s, %llu bytes, largest distance %d\n",
      e->d_name,h.coord_name,(unsigned long long)h.n,h.encoding==PRUNE_NIBBLE? "4-bit":
      h.encoding==PRUNE_BYTE? "8-bit": "2-bit",
      (unsigned long long)h.data_bytes,(int)h.maxdist);
  }
  if (d) closedir(d);
  if (!n) printf("  none\n");
}

@ Without names, the tables the two-phase solver uses, made as the
solver makes them (its table of down moves with the residue table it is
made from), or with \.{--metric qtm} those it uses in the quarter-turn
metric; a name is a table family (whose tables are all made) or a
coordinate (whose default table is made).

@^error messages@>
@<Build the tables named, or the two-phase solver's@>=
{
  char err[CUBE_ERRLEN];
  if (argc==0) {
    int qtm=tables_metric && cube_metric_qtm_or_die(tables_metric);
    if ((qtm? twophase_init_qtm: twophase_init)(o,err,sizeof err))
      cube_die(CUBE_EXIT_SYSTEM,"%s",err);
    printf("two-phase solver's tables ready%s\n",qtm? " (quarter-turn metric)": "");
  }
  else if (tables_metric) cube_die(CUBE_EXIT_USAGE,"--metric with --build takes no NAME");
  for (int i=0; i<argc; i++) {
    if (optimal_find(argv[i])) {
      announce_family_build(argv[i],o);
      optimal_solver *F=optimal_open(argv[i],o,err,sizeof err);
      if (!F) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
      optimal_close(F);
      printf("%-12s table family ready\n",argv[i]);
    } else {
      prune_table t;
      coord *c=coord_find(argv[i]);
      if (!c) cube_die(CUBE_EXIT_USAGE,"no coordinate or table family named '%s'\
 (see cube tables --list)",argv[i]);
      if (prune_open_default(&t,c,o,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
      printf("%-12s %12llu entries, largest distance %d\n",c->name,
        (unsigned long long)t.n,t.maxdist);
      prune_free(&t);
    }
    cube_check_output();
  }
}
@.no coordinate or table family...@>

@ Checking verifies every table file of the cache completely, with the
pruning chapter's |prune_check_file| (its header, its name, its checksum
and its distribution, without ever waiting on a file that is not a
regular one), and reports the temporary files of builds whose process is
gone, which a kill during a build leaves behind; the next build removes
them.

@^error messages@>
@<Check every table file in the cache@>=
{
  char dir[4096],path[4400],err[CUBE_ERRLEN];
  int bad=0,n=0;
  if (prune_cache_dir(o->dir,dir,sizeof dir,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  DIR *d=opendir(dir);
  struct dirent *e;
  while (d && (e=readdir(d))) {
    size_t len=strlen(e->d_name);
    if (len<4 || strcmp(e->d_name+len-4,".tbl")) continue;
    snprintf(path,sizeof path,"%s/%s",dir,e->d_name);
    n++;
    if (prune_check_file(path,err,sizeof err)) { printf("%s\n",err); bad++; }
    else printf("%s: ok\n",path);
  }
  if (d) closedir(d);
  int stale=prune_stale_temps(dir,0,report_stale,NULL);
  printf("%d table files, %d bad",n,bad);
  if (stale>0) printf(", %d left by interrupted builds (removed by the next build)",stale);
  printf("\n");
  cube_check_output();
  if (bad) return CUBE_EXIT_BADINPUT;
}

@ @<The sub-command \.{tables}@>=
static void report_stale(const char *path,long pid,uint64_t bytes,void *arg)
{
  (void)arg;
  printf("%s: left by process %ld, which is gone (%llu bytes)\n",path,pid,
    (unsigned long long)bytes);
}

@ @^error messages@>
@<Print the distribution of the table of |tables_stats|@>=
{
  prune_table t;
  char err[CUBE_ERRLEN];
  coord *c=coord_find(tables_stats);
  if (!c) cube_die(CUBE_EXIT_USAGE,"no coordinate named '%s' (see cube tables --list)",
    tables_stats);
  if (cube_metric_qtm_or_die(tables_metric)) {
    int enc=prune_default_encoding(c);
    uint32_t moves=prune_qtm_moves(coord_table_moves(c));
    if (prune_open(&t,c,moves,enc,o,err,sizeof err)
        && (enc!=PRUNE_NIBBLE || !strstr(err,"exceed")
          || prune_open(&t,c,moves,PRUNE_MOD3,o,err,sizeof err)))
      cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  } else if (prune_open_default(&t,c,o,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  printf("%s: %llu entries, %s encoding, %zu bytes%s\n",c->name,(unsigned long long)t.n,
    t.encoding==PRUNE_NIBBLE? "4-bit": "mod-3 2-bit",t.bytes,
    t.moves==coord_table_moves(c)? "": ", quarter turns");
  cube_print_distribution(&t);
  prune_free(&t);
}
@.no coordinate named...@>
@.--metric needs --stats or --build@>
@.--metric with --build takes no NAME@>

@ The optimal solver's family in the quarter-turn metric, when none is
named: the best family of that metric already built and fitting in
memory (the first rule of the search chapter's |optimal_choose|), else
\.{small-qtm}, which is built in seconds. The rule that builds a quick
family unasked is not applied: the quickest family of minima,
\.{h48-1-qtm}, takes 1.3\thinspace GB of memory to build where
\.{small-qtm} takes 35\thinspace MB; so the command keeps to the small
family until a larger one is built, with \.{cube tables --build
h48-6-qtm}, say.

@<Functions of the command@>=
const char *cube_qtm_family(const prune_options *o)
{
  int build;
  char advice[400];
  const char *c=optimal_choose(o,o->threads,1,&build,advice,sizeof advice);
  return c && !build? c: "small-qtm";
}

@ @<Declarations of the command@>=
const char *cube_qtm_family(const prune_options *o);

@ A family's build says first what it will cost, and the progress lines
of its tables carry its name as their goal.

@<Functions of the command@>=
void announce_family_build(const char *name,const prune_options *o)
{
  const optimal_cost *c=optimal_cost_of(name);
  char cost[200];
  prune_goal=name;
  if (!c || c->built(name,o) || !o->may_build) return;
  optimal_describe_cost(c,o->threads,cost,sizeof cost);
  fprintf(stderr,"cube: building table family %s: %s\n",name,cost);
}

@ @<Declarations of the command@>=
void announce_family_build(const char *name,const prune_options *o);

@ \.{cube solve} solves positions. Each solution is printed on a line of
its own, in the order of the input; the solved cube gets an empty line.
Its own options:

\item{$\bullet$} \.{--max N}: stop at the first solution of at most $N$
moves (default 20, which every position has; with \.{--metric qtm}, $N$
quarter turns, default 26, which every position has too); a position
within 10 moves of solved gets a shortest solution in the half-turn
metric, whatever~$N$;
\item{$\bullet$} \.{--time S}: give up on a position after $S$ seconds,
printing the best solution found, if any, with a warning (exit status~3);
\item{$\bullet$} \.{--inverse}: print the inverse of each solution, a
scramble that produces the position;
\item{$\bullet$} \.{--optimal}: find a shortest solution and prove it
shortest, with the optimal solver; then \.{--threads T} shares the search
of each position among $T$ threads (rather than solving $T$ positions at a
time), \.{--table NAME} chooses the table family (without it, the best
family built, or, on a machine with none, a small one built in about a
minute, with a word on the command that builds a faster one: see
``Choosing a table family'' in the search chapter, and \.{cube tables
--list} for what each costs here), \.{--build} lets a family named be
built however long that takes, \.{--all} prints every
optimal solution on one line, separated by commas, and \.{-v} prints a
line \.{\# depth D: N nodes, S s} for each depth searched;
\item{$\bullet$} \.{--metric qtm}: lengths in the quarter-turn metric,
where a half turn counts two: the two-phase solver's target \.{--max} is
in quarter turns, and with \.{--optimal} the solution is shortest in
quarter turns, with the best family of quarter turns built, else
\.{small-qtm}; \.{--table h48-6} names \.{h48-6-qtm} (the quarter-turn
families of H48 in chapter~\chapno{h48qtm}, \.{h48-1-qtm} to \.{h48-7-qtm}, are built
by \.{cube tables --build h48-6-qtm}, say), and \.{--table small}
names \.{small-qtm}. The solution is
printed with a half turn wherever it turns a face twice in a row, as
\.{U2} for \.{U U}, which counts two quarter turns; \.{-v} gives both
lengths, as \.{(24 quarter turns, 20 moves, \dots)}.

\noindent and the common ones: \.{--threads}, \.{--tables}, \.{--no-build},
\.{-v}, and the batch options. Options that do not fit together are
refused rather than ignored: \.{--table} and \.{--all} without
\.{--optimal}, \.{--max} with it, a family of the other metric.

@<The sub-command \.{solve}@>=
static solve_ctx S;
static int cmd_solve(int argc,char **argv);

@ The options of \.{cube solve} fill a |solve_ctx|, which the routines
that answer a position read. Both routines are public, so that the server
chapter answers a request as the command answers a line, by calling them
(with a context of its own for each request); |cancel|, when not |NULL|,
is a flag that another thread sets to stop the optimal search, which then
answers as if its time limit were reached; |progress|, when not |NULL|,
is given to the optimal search (see |optimal_options|); |opt_solver| is the
optimal solver with its family open (the search chapter's
|optimal_open|).
@^cancelling a solve@>

@<Types of the command@>=
typedef struct {
  twophase_options opt;
  int max_given,inverse,optimal,all,qtm,build;
  const char *table,*metric;
  const optimal_solver *opt_solver; /* the optimal solver, with its family open */
  const int *cancel; /* set by another thread to stop an optimal search, or |NULL| */
  void (*progress)(void *arg,int depth,double taken,uint64_t nodes);
  void *progress_arg;
} solve_ctx;

@ @<Declarations of the command@>=
void cube_answer_twophase(void *ctx,cube_item *it);
void cube_answer_optimal(void *ctx,cube_item *it);

@ @<The sub-command \.{solve}@>=
static const cube_option solve_options[]={
  {"--max",CUBE_OPT_INT,&S.opt.target,0,CUBE_MAXMOVES,"N",
    "stop at the first solution of at most N moves (20; 26 quarter turns)"},
  {"--time",CUBE_OPT_SECONDS,&S.opt.seconds,0,0,"S","give up on a position after S seconds"},
  {"--inverse",CUBE_OPT_FLAG,&S.inverse,0,0,NULL,"print the inverse of each solution"},
  {"--optimal",CUBE_OPT_FLAG,&S.optimal,0,0,NULL,"shortest solutions, proven shortest"},
  {"--all",CUBE_OPT_FLAG,&S.all,0,0,NULL,"with --optimal: every optimal solution"},
  {"--table",CUBE_OPT_STRING,&S.table,0,0,"NAME",
    "with --optimal: the table family (the best built; see cube tables --list)"},
  {"--build",CUBE_OPT_FLAG,&S.build,0,0,NULL,
    "with --optimal: build the family named, however long it takes"},
  {"--metric",CUBE_OPT_STRING,&S.metric,0,0,"M",
    "htm (the default), or qtm: quarter turns (with --optimal: the best qtm family built, else small-qtm)"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command solve_command={"solve",cmd_solve,"[OPTIONS] [POSITION ...]",
  "solve positions (two-phase, or --optimal)",
  "Solves each position with the two-phase algorithm, stopping at the first\n\
solution of at most --max moves (a position within 10 moves of solved gets a\n\
shortest solution); with --optimal, finds a shortest solution.\n\
Answers are printed in the order of the input, as soon as they are known.",
  solve_options,CUBE_COMMON_TABLES|CUBE_COMMON_THREADS|CUBE_COMMON_VERBOSE|CUBE_COMMON_BATCH};

@ @^error messages@>
@<The sub-command \.{solve}@>=
static int cmd_solve(int argc,char **argv)
{
  memset(&S,0,sizeof S);
  S.opt.target=-1;
  argc=cube_parse_args(&solve_command,argc,argv);
  @<Refuse the options of \.{cube solve} that do not fit together@>;
  if (S.optimal) {
    char err[CUBE_ERRLEN];
    coord_init();
    @<Choose the table family of \.{cube solve --optimal}@>;
    if ((S.opt_solver=optimal_open(S.table,&cube_opts.tables,err,sizeof err))==NULL)
      cube_die(CUBE_EXIT_SYSTEM,"%s",err);
    return cube_batch(argc,argv,cube_answer_optimal,&S,1);
  }
  if (S.qtm) {
    char err[CUBE_ERRLEN];
    coord_init();
    if (twophase_init_qtm(&cube_opts.tables,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  } else cube_twophase_init(&cube_opts.tables);
  return cube_batch(argc,argv,cube_answer_twophase,&S,cube_opts.tables.threads);
}

@ @^error messages@>
@<Refuse the options of \.{cube solve} that do not fit together@>=
if (S.all && !S.optimal) cube_die(CUBE_EXIT_USAGE,"--all needs --optimal");
if (S.table && !S.optimal) cube_die(CUBE_EXIT_USAGE,"--table needs --optimal");
if (S.build && !S.optimal) cube_die(CUBE_EXIT_USAGE,"--build needs --optimal");
S.qtm=S.opt.qtm=cube_metric_qtm_or_die(S.metric);
if (S.qtm && S.optimal) @<Name the table family of the quarter-turn metric@>@;
if (S.optimal && S.opt.target>=0)
  cube_die(CUBE_EXIT_USAGE,"--max does not go with --optimal, which finds the shortest");
if (S.table) {
  const optimal_family *F=optimal_find(S.table);
  if (!F) cube_die(CUBE_EXIT_USAGE,"no table family named '%s' (see cube tables --list)",
    S.table);
  if (S.optimal && (optimal_metric(F)==MASK_QUARTER)!=S.qtm)
    cube_die(CUBE_EXIT_USAGE,"table family '%s' is of the %s metric; give --metric %s",
      S.table,S.qtm? "half-turn": "quarter-turn",S.qtm? "htm": "qtm");
}
if (S.opt.target>(S.qtm? TWOPHASE_CAP_QTM: TWOPHASE_CAP))
  cube_die(CUBE_EXIT_USAGE,"--max: %d is out of range (give 0 to %d%s)",S.opt.target,
    S.qtm? TWOPHASE_CAP_QTM: TWOPHASE_CAP,S.qtm? " quarter turns":
    " face turns, or to 40 with --metric qtm");
if (S.opt.target<0) S.opt.target=S.qtm? 26: 20;
else if (S.opt.target<(S.qtm? 26: 20) && S.opt.seconds==0)
  fprintf(stderr,"cube: warning: --max %d without --time: a position that needs more than\
 %d %s is searched without end\n",S.opt.target,S.opt.target,S.qtm? "quarter turns": "moves");
@.--all needs --optimal@>
@.--table needs --optimal@>
@.--build needs --optimal@>
@.is out of range@>
@.table family '...' is of the...@>
@.--max does not go with --optimal...@>
@.no table family named...@>
@.warning: --max N without --time...@>

@ Without \.{--table}, the family is the search chapter's choice for this
machine (|optimal_choose|): the best one built, or else a quick one, built
now, with a word on a faster one. A family named, and not built, whose
build is not quick, is built only with \.{--build}; else the command says
what the build costs and how to make it. In the quarter-turn metric the
default is the one named below.

@^error messages@>
@<Choose the table family of \.{cube solve --optimal}@>=
{
  prune_options *o=&cube_opts.tables;
  char advice[400];
  int build=0;
  if (!S.table) {
    S.table=optimal_choose(o,o->threads,0,&build,advice,sizeof advice);
    if (!S.table) S.table="h48-1";
    if (build && !o->may_build)
      cube_die(CUBE_EXIT_SYSTEM,"no table family is built, and --no-build forbids building\
 one (cube tables --build %s builds one)",S.table);
    if (build) {
      fprintf(stderr,"cube: no table family is built; building %s, which is quick\n",S.table);
      if (advice[0]) fprintf(stderr,"cube: %s\n",advice);
    }
  } else if (o->may_build && !S.build
      && optimal_may_build(S.table,o,o->threads,0,err,sizeof err))
    cube_die(CUBE_EXIT_SYSTEM,"%s, or add --build",err);
  announce_family_build(S.table,o);
}
@.table family ... is not built...@>
@.no table family is built...@>

@ With \.{--metric qtm}, a family of the half-turn metric is named by its
name followed by \.{-qtm}, when there is one; no \.{--table} means the
best family of that metric built, else \.{small-qtm} (|cube_qtm_family|).

@<Name the table family of the quarter-turn metric@>=
{
  static char name[64];
  size_t n=S.table? strlen(S.table): 0;
  if (!S.table) S.table=cube_qtm_family(&cube_opts.tables);
  else if (n<4 || strcmp(S.table+n-4,"-qtm")!=0) {
    snprintf(name,sizeof name,"%s-qtm",S.table);
    if (optimal_find(name)) S.table=name;
  }
}

@ Answering a position with the two-phase solver. A search stopped by the
time limit prints its best solution with a warning, or an error if it
found none. A position given as a move sequence is never answered with
more moves than the sequence has (|twophase_no_longer|; in the
quarter-turn metric, more quarter turns).

@^error messages@>
@<The sub-command \.{solve}@>=
void cube_answer_twophase(void *ctx,cube_item *it)
{
  const solve_ctx *J=ctx;
  cubepos p;
  twophase_result r;
  char buf[CUBE_MAXMOVES*4],err[CUBE_ERRLEN];
  moveseq seq;
  int fmt;
  if (cube_parse(it->text,&p,&fmt,&seq,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  twophase_solve(&p,&J->opt,&r);
  if (fmt==CUBE_FORMAT_MOVES) twophase_no_longer(&p,&seq,J->qtm,&r);
  if (!r.found) {
    cube_item_fail(it,r.timed_out? CUBE_EXIT_TIMEOUT: CUBE_EXIT_BADINPUT,
      "no solution found within the limits");
    return;
  }
  if (r.timed_out) cube_item_fail(it,CUBE_EXIT_TIMEOUT,
    "time limit reached; best solution has %d %s",r.length,J->qtm? "quarter turns": "moves");
  cube_item_result(it,r.length,r.optimal,r.seconds,r.nodes);
  cube_format_solution(&r.solution,J->inverse,buf,sizeof buf);
  cube_item_solution(it,buf,r.length,NULL,NULL,0);
  if (cube_opts.verbose && J->qtm)
    cube_item_printf(it,"%s  (%d quarter turns, %d moves, %.3f ms, %llu nodes%s)\n",buf,
      r.length,r.solution.len,1e3*r.seconds,(unsigned long long)r.nodes,
      r.timed_out? ", time limit": "");
  else if (cube_opts.verbose)
    cube_item_printf(it,"%s  (%d moves, %.3f ms, %llu nodes%s)\n",buf,r.length,
      1e3*r.seconds,(unsigned long long)r.nodes,r.timed_out? ", time limit": "");
  else cube_item_printf(it,"%s\n",buf);
}
@.no solution found within the limits@>
@.time limit reached...@>

@ Answering a position with the optimal solver, which searches it with all
the threads. In the quarter-turn metric its solutions are sequences of
quarter turns, which are written with their half turns joined
(|moveseq_join_quarters|), for one solution as for all of them. With \.{--all} the solutions are collected as the threads
find them, and printed sorted on one line. When the time limit cuts a
search short, what it proved is still printed: the depth it reached (no
solution is shorter), and with \.{--all} the optimal solutions it found,
which may not be all of them. With \.{-v} the nodes and time of each
depth come first, a line each, unless the output is aligned, where an
answer is one line.

@^error messages@>
@<The sub-command \.{solve}@>=
static void add_joined(void *arg,const moveseq *s)
{
  moveseq j;
  moveseq_join_quarters(s,&j);
  cube_solutions_add(arg,&j);
}
void cube_answer_optimal(void *ctx,cube_item *it)
{
  const solve_ctx *J=ctx;
  cubepos p;
  optimal_result r;
  cube_solutions L;
  char buf[CUBE_MAXMOVES*4],err[CUBE_ERRLEN];
  memset(&L,0,sizeof L); L.inverse=J->inverse; L.sort=1; L.qtm=J->qtm;
  if (cube_parse(it->text,&p,NULL,NULL,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  optimal_options o={J->all,cube_opts.tables.threads,J->opt.seconds,
    J->qtm? add_joined: cube_solutions_add,&L,J->cancel,J->progress,J->progress_arg};
  const char *unit=J->qtm? "quarter turns": "moves";
  optimal_run(J->opt_solver,&p,&o,&r);
  if (!r.timed_out) cube_item_result(it,r.length,1,r.seconds,r.nodes);
  if (cube_opts.verbose && !cube_opts.aligned) for (int d=0; d<IDA_MAXDEPTH; d++)
    if (r.depth_nodes[d]) cube_item_printf(it,"# depth %d: %llu nodes, %.3f s\n",d,
      (unsigned long long)r.depth_nodes[d],r.depth_seconds[d]);
  if (r.timed_out) @<Report what the optimal search cut short by the time limit found@>@;
  else if (J->all && r.length>0) {
    int n=L.n;
    cube_solutions_print(&L,it);
    if (cube_opts.verbose) cube_item_printf(it,"  (%d solutions of %d %s, %.3f s, %llu nodes)",
      n,r.length,unit,r.seconds,(unsigned long long)r.nodes);
    cube_item_printf(it,"\n");
  } else {
    moveseq sol=r.solution;
    if (J->qtm) moveseq_join_quarters(&r.solution,&sol);
    cube_format_solution(&sol,J->inverse,buf,sizeof buf);
    cube_item_solution(it,buf,r.length,NULL,NULL,0);
    if (cube_opts.verbose && J->qtm)
      cube_item_printf(it,"%s  (%d quarter turns, %d moves, %.3f ms, %llu nodes)\n",buf,
        r.length,sol.len,1e3*r.seconds,(unsigned long long)r.nodes);
    else if (cube_opts.verbose) cube_item_printf(it,"%s  (%d moves, %.3f ms, %llu nodes)\n",
      buf,r.length,1e3*r.seconds,(unsigned long long)r.nodes);
    else cube_item_printf(it,"%s\n",buf);
  }
  cube_solutions_free(&L);
}

@ The depth reached by a search cut short is the deepest one begun.

@^error messages@>
@<Report what the optimal search cut short by the time limit found@>=
{
  int d=IDA_MAXDEPTH-1;
  while (d>0 && !r.depth_nodes[d]) d--;
  if (J->all && L.n>0) {
    int n=L.n;
    cube_solutions_print(&L,it);
    cube_item_printf(it,"\n");
    cube_item_fail(it,CUBE_EXIT_TIMEOUT,"time limit reached; these %d solutions of %d %s\
 are optimal, but there may be more",n,d,unit);
  } else cube_item_fail(it,CUBE_EXIT_TIMEOUT,
    "time limit reached; no solution shorter than %d %s",d,unit);
}
@.there may be more@>
@.no solution shorter than...@>

@*1 Testing the command.
Most of the command is tested from the outside, by \.{tests/cli.sh} and
\.{tests/faults.sh}, which run the program. The rule of scrambles needs
a test from the inside, since a uniform draw never gives a position
solved in fewer than two moves (one in $2.3\cdot10^{18}$): the test gives
|cube_scramble_draw| its own draws. The solved cube and each of the 18
positions one move away must be refused; each of the positions two moves
away must be allowed (there are $18\cdot15-27=243$ distinct ones: the
canonical sequences of two moves, $18\cdot15=270$ once the turns of one
face twice are left out, less the 27 of a pair of opposite faces written
in the other order, which count once); and a draw that gives the solved
cube, then a quarter turn, then a position of two moves, must make three
draws and return the last. A random position is allowed, as nearly all
are.
@^random-state scramble@>

@(tests/test_command.c@>=
#include <string.h>
#include "command.h"
#include "check.h"
typedef struct { const cubepos *seq; int n,at; } scripted_draws;
static void scripted(void *arg,cubepos *p)
{
  scripted_draws *d=arg;
  *p=d->seq[d->at<d->n? d->at: d->n-1];
  d->at++;
}
int main(void)
{
  cube_register_chapters();
  cube_init();
  @<Check the rule of scrambles@>;
  return check_done("test_command");
}

@ @<Check the rule of scrambles@>=
{
  int refused=0,allowed=0,twos=0;
  refused+=!cube_scramble_allowed(&cube_solved);
  for (int m=0; m<CUBE_NMOVES; m++) {
    cubepos p=cube_solved;
    cube_move(&p,m);
    refused+=!cube_scramble_allowed(&p);
    for (int k=0; k<CUBE_NMOVES; k++)
      if (cube_next_moves[m]>>k&1) {
        cubepos q=p;
        cube_move(&q,k);
        twos++; allowed+=cube_scramble_allowed(&q);
      }
  }
  CHECK_EQ(refused,19);
  CHECK_EQ(twos,243);
  CHECK_EQ(allowed,243);
  cubepos seq[3]={cube_solved,cube_solved,cube_solved},got;
  cube_move(&seq[1],MOVE_R);
  cube_move(&seq[2],MOVE_R); cube_move(&seq[2],MOVE_U);
  scripted_draws d={seq,3,0};
  CHECK_EQ(cube_scramble_draw(scripted,&d,&got),3);
  CHECK(memcmp(&got,&seq[2],sizeof got)==0);
  cube_rng rng;
  cube_rng_seed(&rng,1);
  cube_random(&rng,&got);
  CHECK(cube_scramble_allowed(&got));
}

@ The command-line tests of this chapter are a program of their own,
\.{tests/cli\_command.c}, which runs the program \.{cube} (the kit's header
\.{cli.h} gives the checks).

@(tests/cli_command.c@>=
#include "check.h"
#include "cli.h"
int main(void)
{
  @<Command-line tests of the command@>;
  return check_done("cli_command");
}

@ The program's own options, and the sub-command \.{show}: the net of a
position, and errors with their statuses.

@<Command-line tests of the command@>=
CLI_EXPECT(0,"*","--help");
CLI_EXPECT(0,"*","--version");
CLI_EXPECT_ERR(2,"unknown command 'frobnicate'","frobnicate");
CLI_EXPECT_ERR(2,"missing command",NULL);
CLI_EXPECT(0,"      U U U\n\
      U U U\n\
      U U U\n\
L L L F F F R R R B B B\n\
L L L F F F R R R B B B\n\
L L L F F F R R R B B B\n\
      D D D\n\
      D D D\n\
      D D D","show","--no-colour","");
CLI_EXPECT(0,"      U U F\n\
      U U F\n\
      U U F\n\
L L L F F D R R R U B B\n\
L L L F F D R R R U B B\n\
L L L F F D R R R U B B\n\
      D D B\n\
      D D B\n\
      D D B","show","--no-colour","R");
CLI_EXPECT(0,"*","show","--colour","R U R' U'");
CLI_EXPECT_ERR(1,"twisted corner","show","UF UR UB UL DF DR DB DL FR FL BR BL FRU \
URB UBL ULF DRF DFL DLB DBR");
CLI_EXPECT_ERR(1,"unreadable move 'Q' at column 3","show","r Q");
CLI_EXPECT_ERR(2,"unknown option '--frob'","show","--frob","R");

@ Inverses are printed in the notation of the input: moves, a facelet
string, Singmaster notation; a wrong length and an odd permutation are
refused.

@<Command-line tests of the command@>=
CLI_EXPECT(0,"U R U' R'","invert","R U R' U'");
CLI_EXPECT(0,"R'\nU'\nR\nU","invert","R","U","R'","U'");
CLI_EXPECT(0,"UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB","invert","UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB");
CLI_EXPECT(0,"UUUUUUUUUFFFRRRRRRLLLFFFFFFDDDDDDDDDBBBLLLLLLRRRBBBBBB","invert","UUUUUUUUUBBBRRRRRRRRRFFFFFFDDDDDDDDDFFFLLLLLLLLLBBBBBB");
CLI_EXPECT(0,"UF UR UB UL DF DR DB DL FR FL BR BL UFR \
URB UBL ULF DRF DFL DLB DBR","invert","UF UR UB UL DF DR DB DL FR FL BR BL UFR \
URB UBL ULF DRF DFL DLB DBR");
CLI_EXPECT_ERR(1,"54 characters","invert","UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBB");
CLI_EXPECT_ERR(1,"parity","invert","UR UF UB UL DF DR DB DL FR FL BR BL UFR \
URB UBL ULF DRF DFL DLB DBR");
CLI_EXPECT_ERR(2,"not a number","scramble","x","--facelets");
CLI_EXPECT_ERR(2,"--seed needs a value","scramble","--facelets","--seed");

@ The options common to the sub-commands: numbers out of range, signs
and spaces, shards, options that do not go together, formats; an unknown
option is a usage error.

@<Command-line tests of the command@>=
CLI_EXPECT_ERR(2,"out of range","solve","--max","4294967296","R");
CLI_EXPECT_ERR(2,"out of range","solve","--threads","4294967297","R");
CLI_EXPECT_ERR(2,"out of range","scramble","18446744073709551615","--facelets");
CLI_EXPECT_ERR(2,"out of range","scramble","--seed","99999999999999999999","--facelets");
CLI_EXPECT_ERR(2,"not a number","scramble","--seed"," 5","--facelets");
CLI_EXPECT_ERR(2,"not a number","scramble","--seed","+5","--facelets");
CLI_EXPECT_ERR(2,"--shard: '3' is not of the form K/N","solve","--shard","3","R");
CLI_EXPECT_ERR(2,"out of range","solve","--shard","3/2","R");
CLI_EXPECT_ERR(2,"--table needs --optimal","solve","--table","small","R");
CLI_EXPECT_ERR(2,"--max does not go with --optimal","solve","--optimal","--table","small","--max","5","R");
CLI_EXPECT_ERR(2,"unknown option '--frob'","solve","--frob","R");
CLI_EXPECT_ERR(2,"--max needs a value","solve","--max");
CLI_EXPECT_ERR(2,"--time","solve","--time","-3","R");
CLI_EXPECT_ERR(2,"'0x10' is not a decimal number of seconds","solve","--time","0x10","R");
CLI_EXPECT_ERR(2,"1e300 is out of range (give 0.001 to 1000000000 \
seconds)","solve","--time","1e300","R");
CLI_EXPECT_ERR(2,"1e-300 is out of range","solve","--time","1e-300","R");
CLI_EXPECT(0,"R'","solve","--time","2e3","R");
CLI_EXPECT_ERR(2,"--format: give text or json","solve","--format","xml","R");

@ The batch options: shards with line numbers, the inverses of every
optimal solution, the status of a time limit, and \.{tables} without an
action.

@<Command-line tests of the command@>=
CLI_EXPECT(0,"R'","solve","--format","json","--format","text","R");
CLI_EXPECT_ERR(1,"argument 1: parity","solve","UR UF UB UL DF DR DB DL FR FL BR BL UFR \
URB UBL ULF DRF DFL DLB DBR");
CLI_EXPECT(0,"2: U'","solve","--shard","2/2","--line-numbers","R","U","F");
CLI_EXPECT(0,"R U F","solve","--optimal","--table","small","--all","--inverse","R U F");
CLI_MATCH(0,"D2 L2 U2 L2 D2 R2\nD2 R2 D2 L2 U2 L2\n*\nU2 R2 U2 R2 U2 R2","solve","--optimal",
  "--table","small","--all","U2 R2 U2 R2 U2 R2");
CLI_MATCH(0,"D2 L2 U2 L2 D2 R2, D2 R2 D2 L2 U2 L2, *, U2 R2 U2 R2 U2 R2","solve","--optimal",
  "--table","small","--all","--aligned","U2 R2 U2 R2 U2 R2");
CLI_EXPECT(0,"R' L'","solve","--optimal","--table=small","--all","R L");
CLI_EXPECT_ERR(2,"--all takes no value","solve","--optimal","--all=yes","U2 R2 U2");
CLI_EXPECT_ERR(2,"--max: '' is not a number","solve","--max=","R");
CLI_EXPECT(0,"R'\nU'","solve","--max=1","R","U");
CLI_EXPECT_ERR(0,"each argument is one position","solve","R","U","F");
CLI_EXPECT_ERR(3,"time limit reached","solve","--max","10","--time","0.2","F2 U' R2 D B' L2 F' U B2 R' D2 L U' F R2 B'");
CLI_EXPECT_ERR(2,"give one of --list","tables");
