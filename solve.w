@* The cube command.
This chapter will hold the book's search programs; for now it holds the
program that users run, \.{cube}, with the sub-commands that the first
chapter makes possible:

\item{$\bullet$} \.{cube show POSITION} draws the net of a position, in
colour on a terminal;
\item{$\bullet$} \.{cube scramble [N] [--seed S] --facelets} prints $N$
uniformly random positions as facelet strings;
\item{$\bullet$} \.{cube invert POSITION} prints the inverse position, in
the notation of the input;
\item{$\bullet$} \.{cube tables} with \.{--list}, \.{--build}, \.{--check} or
\.{--stats NAME} manages the cache of pruning tables;
\item{$\bullet$} \.{cube --help} and \.{cube --version}.

A {\tt POSITION} is a move sequence, a facelet string or Singmaster
notation, recognised as |cube_parse| describes; it may be given as one
argument or as several (\.{cube show R U R' U'} works without quotes).
Errors follow one rule throughout: one line on the standard error stream,
beginning with \.{cube:}, naming the problem; exit status~2 for a mistake in
the command line (an unknown option, a missing argument) and~1 for bad
input (a position that cannot be read, or is impossible).
@^exit status@>
@i types.w

@(cube.c@>=
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>
#include "prune.h"
@<Global variables of the command@>@;
@<Functions of the command@>@;
int main(int argc,char **argv)
{
  cube_init();
  progname="cube";
  @<Dispatch on the sub-command and |return| its status@>;
}

@ The two kinds of error end the program at once. Messages are indexed
under ``error messages''.

@<Global variables of the command@>=
static const char *progname;
enum { EXIT_BADINPUT = 1, EXIT_USAGE = 2 };

@ @<Functions of the command@>=
#ifdef __GNUC__
__attribute__((format(printf,2,3),noreturn))
#endif
static void die(int status,const char *fmt,...)
{
  va_list ap;
  va_start(ap,fmt);
  fprintf(stderr,"%s: ",progname);
  vfprintf(stderr,fmt,ap);
  fputc('\n',stderr);
  va_end(ap);
  exit(status);
}

@ @<Global variables of the command@>=
#include <stdarg.h>

@ The sub-commands are listed in a table, each with its routine and a
line of help. A sub-command's routine receives the arguments that follow
its name.

@<Global variables of the command@>=
typedef int (*command_fn)(int argc,char **argv);
static int cmd_show(int argc,char **argv);
static int cmd_scramble(int argc,char **argv);
static int cmd_invert(int argc,char **argv);
static int cmd_tables(int argc,char **argv);
static const struct command {
  const char *name;
  command_fn run;
  const char *synopsis;
} commands[]={
  {"show",cmd_show,"show [--colour|--no-colour] POSITION   draw the net of a position"},
  {"scramble",cmd_scramble,"scramble [N] [--seed S] --facelets    N random positions"},
  {"invert",cmd_invert,"invert POSITION                        the inverse position"},
  {"tables",cmd_tables,"tables [--list|--build|--check|--stats NAME] [--tables DIR]"},
};

@ @<Dispatch on the sub-command and |return| its status@>=
if (argc<2) die(EXIT_USAGE,"missing command (try 'cube --help')");
if (strcmp(argv[1],"--help")==0 || strcmp(argv[1],"-h")==0) {
  usage(stdout);
  return 0;
}
if (strcmp(argv[1],"--version")==0) {
  printf("cube %s\n",CUBE_VERSION);
  return 0;
}
for (size_t i=0; i<sizeof commands/sizeof commands[0]; i++)
  if (strcmp(argv[1],commands[i].name)==0) return commands[i].run(argc-2,argv+2);
die(EXIT_USAGE,"unknown command '%s' (try 'cube --help')",argv[1]);
@.unknown command...@>

@ @<Global variables of the command@>=
#define CUBE_VERSION "0.1"
static uint64_t parse_number(const char *s,const char *what);

@ @<Functions of the command@>=
static void usage(FILE *f)
{
  fprintf(f,"usage: cube COMMAND [OPTIONS] [ARGUMENTS]\n\ncommands:\n");
  for (size_t i=0; i<sizeof commands/sizeof commands[0]; i++)
    fprintf(f,"  cube %s\n",commands[i].synopsis);
  fprintf(f,"\nA POSITION is a move sequence (R U2 F'), a 54-letter facelet string\n"
    "(URFDLB order) or Singmaster notation (UF UR ... DBR); each command\n"
    "takes --help. Exit status: 0 success, 1 bad input, 2 usage error.\n");
}

@ Every sub-command understands \.{--help}; this routine prints the line
from the table, with a longer description.

@<Functions of the command@>=
static int wants_help(int argc,char **argv,const char *name,const char *more)
{
  for (int i=0; i<argc; i++)
    if (strcmp(argv[i],"--help")==0 || strcmp(argv[i],"-h")==0) {
      for (size_t k=0; k<sizeof commands/sizeof commands[0]; k++)
        if (strcmp(commands[k].name,name)==0)
          printf("usage: cube %s\n\n%s",commands[k].synopsis,more);
      return 1;
    }
  return 0;
}

@ A position given on the command line may span several arguments, which
are joined with spaces and read by |cube_parse|. An option-like argument
(one that starts with \.{-} followed by a letter or another \.{-}) that a
command did not recognise is a usage error; a lone apostrophe or digit
cannot start an option, so move sequences are never mistaken for one.

@<Functions of the command@>=
static int is_option(const char *a)
{
  return a[0]=='-' && a[1] && (a[1]=='-' || (a[1]>='a' && a[1]<='z')
    || (a[1]>='A' && a[1]<='Z'));
}
static char *join_args(int argc,char **argv)
{
  size_t n=1;
  for (int i=0; i<argc; i++) n+=strlen(argv[i])+1;
  char *s=malloc(n);
  if (!s) die(EXIT_BADINPUT,"out of memory");
  s[0]=0;
  for (int i=0; i<argc; i++) {
    if (is_option(argv[i])) die(EXIT_USAGE,"unknown option '%s'",argv[i]);
    if (i) strcat(s," ");
    strcat(s,argv[i]);
  }
  return s;
}
static void read_position(int argc,char **argv,cubepos *p,int *fmt,moveseq *seq)
{
  char err[CUBE_ERRLEN];
  if (argc==0) die(EXIT_USAGE,"missing POSITION");
  char *s=join_args(argc,argv);
  if (cube_parse(s,p,fmt,seq,err,sizeof err)) die(EXIT_BADINPUT,"%s",err);
  free(s);
}
@.unknown option...@>
@.missing POSITION@>

@ \.{cube show} paints the net when its output is a terminal, unless the
environment variable \.{NO\_COLOR} is set (a common convention) or the
terminal is a dumb one; \.{--colour} and \.{--no-colour} decide
explicitly.
@^NO\_COLOR@>

@<Functions of the command@>=
static int cmd_show(int argc,char **argv)
{
  cubepos p;
  const char *term=getenv("TERM");
  int colour=isatty(1) && !getenv("NO_COLOR") && !(term && strcmp(term,"dumb")==0);
  if (wants_help(argc,argv,"show","Prints the net: U on top, then L F R B, then D.\n"))
    return 0;
  while (argc>0 && (strcmp(argv[0],"--colour")==0 || strcmp(argv[0],"--color")==0
      || strcmp(argv[0],"--no-colour")==0 || strcmp(argv[0],"--no-color")==0)) {
    colour=strstr(argv[0],"no-")==NULL;
    argc--; argv++;
  }
  read_position(argc,argv,&p,NULL,NULL);
  cube_print_net(stdout,&p,colour);
  return 0;
}

@ \.{cube invert} answers in the notation it was asked in: the inverse of a
move sequence is the reversed sequence of inverse moves, and the inverse
of a facelet string or Singmaster string is the inverse position in the
same notation.

@<Functions of the command@>=
static int cmd_invert(int argc,char **argv)
{
  cubepos p,q;
  moveseq s,t;
  int fmt;
  char buf[CUBE_MAXMOVES*4];
  if (wants_help(argc,argv,"invert","Prints the inverse, in the notation of the input.\n"))
    return 0;
  read_position(argc,argv,&p,&fmt,&s);
  cube_inv(&p,&q);
  if (fmt==CUBE_FORMAT_MOVES) {
    moveseq_invert(&s,&t);
    puts(cube_format_moves(&t,0,buf,sizeof buf));
  } else if (fmt==CUBE_FORMAT_FACELETS) {
    cube_to_facelets(&q,buf); puts(buf);
  } else {
    cube_to_singmaster(&q,buf); puts(buf);
  }
  return 0;
}

@ \.{cube scramble} draws uniformly random positions with the generator of
the first chapter. Without \.{--seed} the seed comes from the clock and the
process number, so that two runs differ; with it, the output is the same on
every machine. For now the positions can only be printed as facelet
strings: turning them into move sequences needs a solver.

@<Functions of the command@>=
static int cmd_scramble(int argc,char **argv)
{
  long n=1;
  int facelets=0,have_n=0;
  uint64_t seed=(uint64_t)time(NULL)*1000003u+(uint64_t)getpid();
  if (wants_help(argc,argv,"scramble","Prints N (default 1) uniformly random positions.\n"))
    return 0;
  for (int i=0; i<argc; i++) {
    if (strcmp(argv[i],"--facelets")==0) facelets=1;
    else if (strcmp(argv[i],"--seed")==0) {
      if (i+1>=argc) die(EXIT_USAGE,"--seed needs a number");
      seed=parse_number(argv[++i],"--seed");
    } else if (!is_option(argv[i]) && !have_n) {
      n=(long)parse_number(argv[i],"N"); have_n=1;
    } else die(EXIT_USAGE,"unknown option '%s'",argv[i]);
  }
  if (!facelets)
    die(EXIT_USAGE,"scrambles as move sequences need the two-phase solver,"
      " which is not built yet; use --facelets");
  cube_rng rng;
  cube_rng_seed(&rng,seed);
  for (long i=0; i<n; i++) {
    cubepos p;
    char f[CUBE_NFACELETS+1];
    cube_random(&rng,&p);
    cube_to_facelets(&p,f);
    puts(f);
  }
  return 0;
}
@.--seed needs a number@>

@ Numbers on the command line are unsigned decimals.

@<Functions of the command@>=
static uint64_t parse_number(const char *s,const char *what)
{
  char *end;
  if (!*s || *s=='-') die(EXIT_USAGE,"%s: '%s' is not a number",what,s);
  unsigned long long v=strtoull(s,&end,10);
  if (*end) die(EXIT_USAGE,"%s: '%s' is not a number",what,s);
  return v;
}
@.is not a number@>

@ \.{cube tables} manages the cache of pruning tables of the chapter on
pruning tables. \.{--list} names every registered coordinate with its size
and whether its table is in the cache; \.{--build} makes the tables that
the solvers use; \.{--check} loads every table file in the cache, which
verifies its header and checksum; \.{--stats NAME} prints the distribution
of distances of the table of coordinate \.{NAME} (making it if needed,
unless \.{--no-build} is given). \.{--tables DIR} chooses the cache
directory, \.{--threads T} the threads used to build.

@<Functions of the command@>=
static int cmd_tables(int argc,char **argv)
{
  const char *action=NULL,*name=NULL;
  prune_options o={NULL,1,0,1};
  if (wants_help(argc,argv,"tables","Manages the cache of pruning tables"
      " ($CUBE_TABLES, else ~/.cache/cube).\n  --list  --build  --check  --stats NAME"
      "  --tables DIR  --threads T  --no-build\n")) return 0;
  for (int i=0; i<argc; i++) {
    if (strcmp(argv[i],"--list")==0 || strcmp(argv[i],"--build")==0
        || strcmp(argv[i],"--check")==0) action=argv[i]+2;
    else if (strcmp(argv[i],"--stats")==0) {
      if (i+1>=argc) die(EXIT_USAGE,"--stats needs a coordinate name");
      action="stats"; name=argv[++i];
    } else if (strcmp(argv[i],"--tables")==0) {
      if (i+1>=argc) die(EXIT_USAGE,"--tables needs a directory");
      o.dir=argv[++i];
    } else if (strcmp(argv[i],"--threads")==0) {
      if (i+1>=argc) die(EXIT_USAGE,"--threads needs a number");
      o.threads=(int)parse_number(argv[++i],"--threads");
    } else if (strcmp(argv[i],"--no-build")==0) o.may_build=0;
    else die(EXIT_USAGE,"unknown option '%s'",argv[i]);
  }
  if (!action) die(EXIT_USAGE,"tables: give --list, --build, --check or --stats NAME");
  coord_init();
  if (strcmp(action,"list")==0) @<List the coordinates and their tables@>@;
  else if (strcmp(action,"build")==0) @<Build the solvers' tables@>@;
  else if (strcmp(action,"check")==0) @<Check every table file in the cache@>@;
  else @<Print the distribution of the table of |name|@>;
  return 0;
}
@.needs a coordinate name@>

@ @<List the coordinates and their tables@>=
{
  char dir[4096],file[256],path[4400],err[CUBE_ERRLEN];
  if (prune_cache_dir(o.dir,dir,sizeof dir,err,sizeof err)) die(EXIT_BADINPUT,"%s",err);
  printf("tables in %s\n",dir);
  for (int i=0; coord_nth(i); i++) {
    coord *c=coord_nth(i);
    coord_build(c);
    prune_file_name(c,c->moves,prune_default_encoding(c),file,sizeof file);
    snprintf(path,sizeof path,"%s/%s",dir,file);
    printf("%-12s %12llu  %-5s %s\n",c->name,(unsigned long long)c->n,
      access(path,F_OK)==0? "built": "-",c->about);
  }
}

@ The tables the solvers use are listed in |solver_tables|, defined with the
solvers.

@<Build the solvers' tables@>=
for (int i=0; solver_tables[i]; i++) {
  prune_table t;
  char err[CUBE_ERRLEN];
  coord *c=coord_find(solver_tables[i]);
  if (!c || prune_open_default(&t,c,&o,err,sizeof err)) die(EXIT_BADINPUT,"%s",err);
  printf("%-12s %12llu entries, largest distance %d\n",c->name,
    (unsigned long long)t.n,t.maxdist);
  prune_free(&t);
}

@ @<Global variables of the command@>=
static const char *const solver_tables[]={"phase1","phase2","phase2slice",NULL};

@ Checking reads the header of each file to learn which table it claims to
be, then loads it as that table, which verifies everything.

@<Check every table file in the cache@>=
{
  char dir[4096],path[4400],err[CUBE_ERRLEN+4400];
  int bad=0,n=0;
  if (prune_cache_dir(o.dir,dir,sizeof dir,err,sizeof err)) die(EXIT_BADINPUT,"%s",err);
  DIR *d=opendir(dir);
  struct dirent *e;
  while (d && (e=readdir(d))) {
    size_t len=strlen(e->d_name);
    if (len<4 || strcmp(e->d_name+len-4,".tbl")) continue;
    prune_header h;
    prune_table t;
    snprintf(path,sizeof path,"%s/%s",dir,e->d_name);
    FILE *f=fopen(path,"rb");
    coord *c=NULL;
    n++;
    if (f && fread(&h,sizeof h,1,f)==1) { h.coord[31]=0; c=coord_find(h.coord); }
    if (f) fclose(f);
    if (!c) { printf("%s: unknown or unreadable table\n",path); bad++; continue; }
    if (prune_load(&t,c,h.moves,(int)h.encoding,path,err,sizeof err)) {
      printf("%s\n",err); bad++;
    } else { printf("%s: ok\n",path); prune_free(&t); }
  }
  if (d) closedir(d);
  printf("%d table files, %d bad\n",n,bad);
  if (bad) return EXIT_BADINPUT;
}

@ @<Global variables of the command@>=
#include <dirent.h>

@ @<Print the distribution of the table of |name|@>=
{
  prune_table t;
  char err[CUBE_ERRLEN];
  coord *c=coord_find(name);
  double sum=0;
  if (!c) die(EXIT_BADINPUT,"no coordinate named '%s' (see cube tables --list)",name);
  if (prune_open_default(&t,c,&o,err,sizeof err)) die(EXIT_BADINPUT,"%s",err);
  printf("%s: %llu entries, %s encoding, %zu bytes\n",c->name,(unsigned long long)t.n,
    t.encoding==PRUNE_NIBBLE? "4-bit": "mod-3 2-bit",t.bytes);
  for (int d=0; d<=t.maxdist; d++) {
    printf("%3d %12llu\n",d,(unsigned long long)t.dist[d]);
    sum+=(double)d*t.dist[d];
  }
  if (t.unreachable) printf("unreachable %llu\n",(unsigned long long)t.unreachable);
  printf("average %.4f\n",sum/(t.n-t.unreachable));
  prune_free(&t);
}
@.no coordinate named...@>
