@* The kit.
Every sub-command of the program \.{cube} reads positions and prints
answers, and what it must get right is the same for all of them, and all
at the edges of input and output: options and their numbers, positions
from the arguments or from a file of millions of lines, answers printed in
the order of the input as soon as they are known, an error for a bad line
that names the line and lets the rest go on, an exit status that says
what happened, and never a lost write. This chapter does those things
once, as a small library, the {\it kit}; a chapter with a sub-command
writes what its command computes and nothing else. The kit needs only the
cube, the coordinates and the pruning tables of the chapters before it,
and no solver, so it comes before the search chapter: a chapter with a
sub-command includes the kit's header, the search chapter's only if it
searches (Shamir's method does not), and the command chapter's, which
comes after the search chapter and keeps the sub-commands that solve,
only if it uses their routines (the server answers with them).
@^kit, the command's@>
@^extending the command@>

A sub-command written with the kit is a routine that answers one
position, a description, and a routine that runs it. The one below, \.{cube
facelets}, prints the facelet string of each position; it is compiled into
this chapter's test, which runs it (the program itself has no such
sub-command):

@<A sub-command written with the kit, \.{facelets}@>=
static void answer_facelets(void *ctx,cube_item *it)
{
  cubepos p;
  char err[CUBE_ERRLEN],f[CUBE_NFACELETS+1];
  (void)ctx;
  if (cube_parse(it->text,&p,NULL,NULL,err,sizeof err)) {
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err); return; }
  cube_to_facelets(&p,f);
  cube_item_printf(it,"%s\n",f);
}
static int cmd_facelets(int argc,char **argv);
static const cube_command facelets_command={"facelets",cmd_facelets,"[POSITION ...]",
  "the facelets of each position","Prints the facelet string of each position.",
  NULL,CUBE_COMMON_BATCH};
static int cmd_facelets(int argc,char **argv)
{
  argc=cube_parse_args(&facelets_command,argc,argv);
  return cube_batch(argc,argv,answer_facelets,NULL,1);
}

@ With |cube_command_register(&facelets_command)| in its chapter's
registering routine, that command has its page of help, which its
option \.{--help} prints, and its entry in the program's and in the
manual page; it reads positions from its arguments or, without any, from
the standard input, a line each, skipping blank lines and comments; it
answers a bad line with a message that names the line,
$$\.{cube: line 7: unreadable move 'Q' at column 5}$$
and exit status~1, and goes on; and it takes the batch options:
\.{--aligned}, \.{--line-numbers}, \.{--shard K/N} and \.{--format json}.

The kit's routines that a library or a server calls return their errors,
by the convention of the whole book: a routine that can fail on what it
is given returns 0, or $-1$ with a message of one line, without the
program's name, in a buffer of the caller's, |err|, of |errlen| bytes
(|CUBE_ERRLEN| is always enough; the first chapter's |cube_error| writes
it). The program is the one caller that ends on an error, so each such
routine has a form for it, named |..._or_die| (for the options,
|cube_parse_args|), which prints the message and exits with status~2,
since every value these routines read comes from the command line. What
ends the program whatever happens is the command's own part of the kit:
|cube_die| and |cube_exit|, the allocation |cube_alloc|, the check of the
standard output, the batch driver (which reads the standard input and
writes the standard output, and so ends the program when either fails,
or when memory runs out) and the dispatcher. An answering routine runs
in the server as well, so the texts of an answer and the lists of
solutions never end the program: a text that finds no memory is marked,
and its printer decides.
@^errors, returned@>

The kit tangles to \.{kit.h} and \.{kit.c}. Its test, at the end of the
chapter, runs the parsers on good and bad values and the example command
above.
@q README: the kit every sub-command is written with: options and help written once, errors returned or ended on, a streaming batch driver (ordered output, threads, bounded memory), checked writes, exit statuses, the fuzzers of the readers @>
@i types.w
@s cube_command int
@s cube_option int
@s cube_opt_kind int
@s cube_common int
@s cube_text int
@s cube_item int
@s cube_answer_fn int
@s cube_solutions int
@s batch int

@(kit.h@>=
#ifndef KIT_H
#define KIT_H
#include <stdio.h>
#include <stdarg.h>
#include <pthread.h>
#include "prune.h"
@<Types of the kit@>@;
@<Declarations of the kit@>@;
#endif

@ @(kit.c@>=
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <ctype.h>
#include <signal.h>
#include <sys/stat.h>
#include "kit.h"
@h
@<Private declarations of the kit@>@;
@<Functions of the kit@>@;

@*1 Exit statuses and errors.
A shell script that runs \.{cube} learns from its exit status what
happened, so the statuses are few and each means one thing:
\smallskip
\item{0} every position was answered;
\item{1} some input was bad: a line or argument that is not a position
(the others were still answered);
\item{2} the command line is wrong: an unknown option, a missing or
out-of-range value; nothing was done;
\item{3} some position hit the time limit (\.{--time}) before its answer
was complete; what was found is printed, with a warning;
\item{4} a file or the system failed: the output could not be written, the
input could not be read, a table could not be loaded or made, memory ran
out.
\smallskip
\noindent When several happen in one run, the largest is the status.
@^exit status@>

@<Types of the kit@>=
enum {
  CUBE_EXIT_OK=0, CUBE_EXIT_BADINPUT=1, CUBE_EXIT_USAGE=2,
  CUBE_EXIT_TIMEOUT=3, CUBE_EXIT_SYSTEM=4
};

@ An error that ends the program prints one line on the standard error
stream, beginning with \.{cube:}, and exits with its status; the other
kind, an error in one position of a batch, is the batch driver's business
(below). Every message is in the index by its words, in typewriter
type, and the sections that print messages are listed there under
``error messages''.

@^error messages@>
@<Declarations of the kit@>=
_Noreturn void cube_die(int status,const char *fmt,...)@t\ @>CUBE_PRINTF_LIKE(2,3);
_Noreturn void cube_exit(int status);
void *cube_alloc(size_t n);

@ @^error messages@>
@<Functions of the kit@>=
void cube_die(int status,const char *fmt,...)
{
  va_list ap;
  fflush(stdout);
  va_start(ap,fmt);
  fprintf(stderr,"cube: ");
  vfprintf(stderr,fmt,ap);
  fputc('\n',stderr);
  va_end(ap);
  exit(status);
}
void *cube_alloc(size_t n)
{
  void *p=malloc(n? n: 1);
  if (!p) cube_die(CUBE_EXIT_SYSTEM,"out of memory");
  return p;
}
@.out of memory@>

@ Nothing printed is lost silently. Every write goes through the standard
output's buffer, and a failed write (a full disk, a closed pipe, a closed
stream) leaves the stream's error flag set; so the program checks the flag
after each answer it prints, and at the end it flushes and closes the
stream and checks both. A failure is an error of status~4, with the reason
the system gave.
@^write errors@>

@^error messages@>
@<Functions of the kit@>=
void cube_check_output(void)
{
  if (ferror(stdout)) {
    int e=errno;
    cube_die(CUBE_EXIT_SYSTEM,"cannot write the output: %s",
      e? strerror(e): "write error");
  }
}
void cube_exit(int status)
{
  errno=0;
  if (fflush(stdout)!=0 || ferror(stdout)) cube_check_output();
  if (fclose(stdout)!=0)
    cube_die(CUBE_EXIT_SYSTEM,"cannot write the output: %s",strerror(errno));
  exit(status);
}
@.cannot write the output...@>

@ A program started with its standard output closed (\.{cube solve >\&-})
would otherwise open its first table file as descriptor~1, and its
answers would be written into the table; and one started with its
standard input closed would read a table as input. So the program first
gives every closed standard descriptor a stand-in: \.{/dev/null}, opened
for reading, which makes every write fail with the error it should (a bad
descriptor) and every read end at once.
@^system dependencies@>

@<Functions of the kit@>=
void cube_open_standard_streams(void)
{
  for (int fd=0; fd<3; fd++)
    if (fcntl(fd,F_GETFD)<0 && errno==EBADF) {
      int nul=open("/dev/null",O_RDONLY);
      if (nul>=0 && nul!=fd) { dup2(nul,fd); close(nul); }
    }
}

@ @<Declarations of the kit@>=
void cube_check_output(void);
void cube_open_standard_streams(void);

@*1 Numbers and words on the command line.
Numbers on the command line are unsigned decimals, and a number that is
not one, or is out of range for what it counts, is refused before
anything else happens. A time in seconds is a decimal number with an
optional fraction and exponent (\.{90}, \.{0.5}, \.{2e3}), between a
millisecond and $10^9$ seconds (about 32 years); \.{0x10}, \.{inf} and
\.{1e-300} are refused like \.{1e300}, each with its reason. \.{--max 4294967296} is not quietly read as 0, nor
\.{--threads 4294967297} as 1. The number must be digits only (no sign,
no leading space, which |strtoull| would skip), and its value must lie in
$[|lo|,|hi|]$; an overflow of 64 bits is out of range too.
@^numbers on the command line@>

@^error messages@>
Each reader stores the value in |*v| and returns 0, or returns $-1$ with
its message in |err|, naming the option |what|; its form |..._or_die|
returns the value, or ends the program with that message and status~2.

@<Functions of the kit@>=
int cube_parse_number(const char *s,const char *what,uint64_t lo,uint64_t hi,uint64_t *v,
  char *err,size_t errlen)
{
  char *end;
  if (!isdigit((unsigned char)s[0]))
    return cube_error(err,errlen,"%s: '%s' is not a number",what,s);
  errno=0;
  unsigned long long x=strtoull(s,&end,10);
  if (*end) return cube_error(err,errlen,"%s: '%s' is not a number",what,s);
  if (errno==ERANGE || x<lo || x>hi)
    return cube_error(err,errlen,"%s: %s is out of range (give %llu to %llu)",what,s,
      (unsigned long long)lo,(unsigned long long)hi);
  *v=x;
  return 0;
}
int cube_parse_seconds(const char *s,const char *what,double *v,char *err,size_t errlen)
{
  char *end;
  size_t n=strspn(s,"0123456789");
  if (s[n]=='.') n+=1+strspn(s+n+1,"0123456789");
  if ((s[n]=='e' || s[n]=='E') && n>0) {
    size_t k=n+1+(s[n+1]=='-' || s[n+1]=='+');
    size_t d=strspn(s+k,"0123456789");
    if (d) n=k+d;
  }
  if (n==0 || s[n] || !strpbrk(s,"0123456789") || (s[0]=='.' && !isdigit((unsigned char)s[1])))
    return cube_error(err,errlen,"%s: '%s' is not a decimal number of seconds",what,s);
  double x=strtod(s,&end);
  if (!(x>=0.001 && x<=1e9))
    return cube_error(err,errlen,
      "%s: %s is out of range (give 0.001 to 1000000000 seconds)",what,s);
  *v=x;
  return 0;
}
@.is not a number@>
@.is out of range@>
@.is not a decimal number of seconds@>

@ An option that takes one of a few words (\.{--axis fb}, \.{--niss
both}) names them in its |arg|, separated by bars, which is also how the
help shows them; its value is the number of the word given, counted from
0, and any other word is refused with the list of those it may be.
|cube_parse_word| reads such a word wherever one is met.

@^error messages@>
@<Functions of the kit@>=
int cube_parse_word(const char *s,const char *what,const char *words,int *v,
  char *err,size_t errlen)
{
  char list[256];
  size_t n=strlen(s),k=0;
  int i=0;
  for (const char *w=words; ; i++) {
    const char *bar=strchr(w,'|');
    size_t len=bar? (size_t)(bar-w): strlen(w);
    if (len==n && strncmp(w,s,n)==0) { *v=i; return 0; }
    if (k+len+6<sizeof list) {
      if (i) { strcpy(list+k,bar? ", ": " or "); k+=bar? 2: 4; }
      memcpy(list+k,w,len); k+=len; list[k]=0;
    }
    if (!bar) break;
    w=bar+1;
  }
  return cube_error(err,errlen,"%s: give %s, not '%s'",what,list,s);
}
@.give ..., not '...'@>

@ The forms of the command.

@<Functions of the kit@>=
uint64_t cube_parse_number_or_die(const char *s,const char *what,uint64_t lo,uint64_t hi)
{
  char err[CUBE_ERRLEN];
  uint64_t v=0;
  if (cube_parse_number(s,what,lo,hi,&v,err,sizeof err)) cube_die(CUBE_EXIT_USAGE,"%s",err);
  return v;
}
double cube_parse_seconds_or_die(const char *s,const char *what)
{
  char err[CUBE_ERRLEN];
  double v=0;
  if (cube_parse_seconds(s,what,&v,err,sizeof err)) cube_die(CUBE_EXIT_USAGE,"%s",err);
  return v;
}
int cube_parse_word_or_die(const char *s,const char *what,const char *words)
{
  char err[CUBE_ERRLEN];
  int v=0;
  if (cube_parse_word(s,what,words,&v,err,sizeof err)) cube_die(CUBE_EXIT_USAGE,"%s",err);
  return v;
}

@ @<Declarations of the kit@>=
int cube_parse_number(const char *s,const char *what,uint64_t lo,uint64_t hi,uint64_t *v,
  char *err,size_t errlen);
int cube_parse_seconds(const char *s,const char *what,double *v,char *err,size_t errlen);
int cube_parse_word(const char *s,const char *what,const char *words,int *v,
  char *err,size_t errlen);
uint64_t cube_parse_number_or_die(const char *s,const char *what,uint64_t lo,uint64_t hi);
double cube_parse_seconds_or_die(const char *s,const char *what);
int cube_parse_word_or_die(const char *s,const char *what,const char *words);

@ The metric is named by \.{--metric} in \.{cube tables} and
\.{cube solve}: \.{htm} (or no option) for the half-turn metric, \.{qtm}
for the quarter-turn metric. |cube_parse_metric| reads the option's value,
and refuses any other; |cube_metric_qtm_or_die| is its form that ends the
program on a bad name.

@<Functions of the kit@>=
int cube_parse_metric(const char *name,int *qtm,char *err,size_t errlen)
{
  if (!name || strcmp(name,"htm")==0) { *qtm=0; return 0; }
  if (strcmp(name,"qtm")==0) { *qtm=1; return 0; }
  return cube_error(err,errlen,"--metric: '%s' is neither htm nor qtm",name);
}
int cube_metric_qtm_or_die(const char *name)
{
  char err[CUBE_ERRLEN];
  int qtm=0;
  if (cube_parse_metric(name,&qtm,err,sizeof err)) cube_die(CUBE_EXIT_USAGE,"%s",err);
  return qtm;
}

@ @<Declarations of the kit@>=
int cube_parse_metric(const char *name,int *qtm,char *err,size_t errlen);
int cube_metric_qtm_or_die(const char *name);
@.--metric: '...' is neither...@>

@*1 Sub-commands and their options.
A sub-command is described once, by a |cube_command|: its name, a line for
the list of commands, a paragraph of description, and a table of its
options. Everything that is said about it to a user comes from there: the
list of \.{cube --help}, the page of \.{cube NAME --help}, the error for an
unknown option. Its |run| routine gets the arguments that follow its name.

An option is a name, the kind of value it takes, where to store it, the
range of a number, and a line of help. The options that many sub-commands
share (the table directory, threads, verbosity, the batch options) are
not repeated in each table: a sub-command asks for groups of them with
|common|, and finds their values in a |cube_common|.

@<Types of the kit@>=
typedef enum {
  CUBE_OPT_FLAG, /* sets an |int| to 1 */
  CUBE_OPT_INT, /* an |int| in a range */
  CUBE_OPT_U64, /* a |uint64_t| in a range */
  CUBE_OPT_SECONDS, /* a positive |double| */
  CUBE_OPT_STRING, /* a |const char *| */
  CUBE_OPT_WORD, /* one of the words of |arg|, as \.{fb} of \.{fb\vb rl\vb ud\vb any}: its number, an |int| */
  CUBE_OPT_END
} cube_opt_kind;
typedef struct {
  const char *name; /* \.{--max}, or \.{-v} */
  cube_opt_kind kind;
  void *value; /* where the value goes */
  uint64_t lo,hi; /* the range of a number */
  const char *arg; /* the value's name in the help: \.{N} */
  const char *help; /* one line */
} cube_option;
typedef struct {
  prune_options tables; /* \.{--tables DIR}, \.{--no-build}, \.{--threads T} */
  int verbose; /* \.{-v} */
  int aligned; /* \.{--aligned} */
  int shard_k,shard_n; /* \.{--shard K/N} */
  int numbered; /* \.{--line-numbers} */
  int json; /* \.{--format json} */
} cube_common;
typedef struct cube_command {
  const char *name;
  int (*run)(int argc,char **argv);
  const char *synopsis; /* what follows the name in a usage line */
  const char *summary; /* one line for \.{cube --help} */
  const char *description; /* the body of \.{cube NAME --help} */
  const cube_option *options; /* ending with |CUBE_OPT_END| */
  unsigned common; /* the groups of common options it takes */
} cube_command;
enum {
  CUBE_COMMON_TABLES=1, /* \.{--tables DIR}, \.{--no-build} */
  CUBE_COMMON_THREADS=2, /* \.{--threads T} */
  CUBE_COMMON_VERBOSE=4, /* \.{-v} */
  CUBE_COMMON_BATCH=8 /* \.{--aligned}, \.{--shard K/N}, \.{--line-numbers}, \.{--format} */
};

@ The common options, as one table that the parser consults after the
command's own. Their values go into one |cube_common|, reset for each
command.

@<Functions of the kit@>=
cube_common cube_opts;
static const cube_option common_options[]={
  {"--tables",CUBE_OPT_STRING,&cube_opts.tables.dir,0,0,"DIR",
    "the table cache (default $CUBE_TABLES, else ~/.cache/cube)"},
  {"--no-build",CUBE_OPT_FLAG,NULL,0,0,NULL,
    "fail instead of making a missing table"},
  {"--threads",CUBE_OPT_INT,&cube_opts.tables.threads,1,256,"T","threads to use"},
  {"-v",CUBE_OPT_FLAG,&cube_opts.verbose,0,0,NULL,"print lengths, times and states searched"},
  {"--aligned",CUBE_OPT_FLAG,&cube_opts.aligned,0,0,NULL,
    "one output line per input line (errors as '# line N: ...')"},
  {"--shard",CUBE_OPT_STRING,NULL,0,0,"K/N",
    "take only input lines K, K+N, K+2N, ... (1 <= K <= N)"},
  {"--line-numbers",CUBE_OPT_FLAG,&cube_opts.numbered,0,0,NULL,
    "begin each answer with its input line number and a colon"},
  {"--format",CUBE_OPT_STRING,NULL,0,0,"F",
    "text (the default), or json: one JSON object per answer"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}
};
static const unsigned common_group[]={CUBE_COMMON_TABLES,CUBE_COMMON_TABLES,
  CUBE_COMMON_THREADS,CUBE_COMMON_VERBOSE,CUBE_COMMON_BATCH,CUBE_COMMON_BATCH,
  CUBE_COMMON_BATCH,CUBE_COMMON_BATCH};

@ The registry of sub-commands is a short array, in the order of
registration: the command chapter's built-in ones first, since it comes
first of the chapters with sub-commands in the book's list of chapters
(below), so that \.{cube --help} lists them in
a fixed order. Registering a command twice adds it once.

@<Functions of the kit@>=
static const cube_command *commands[CUBE_MAXCOMMANDS];
static int ncommands;
void cube_command_register(const cube_command *c)
{
  for (int i=0; i<ncommands; i++) if (commands[i]==c) return;
  if (ncommands<CUBE_MAXCOMMANDS) commands[ncommands++]=c;
}
const cube_command *cube_command_nth(int i)
{
  return i>=0 && i<ncommands? commands[i]: NULL;
}

@ @<Types of the kit@>=
enum { CUBE_MAXCOMMANDS=32 };
enum { CUBE_HELP=-2 }; /* |cube_parse_options| met \.{--help} */

@ @<Declarations of the kit@>=
extern cube_common cube_opts;
void cube_command_register(const cube_command *c);
const cube_command *cube_command_nth(int i);
int cube_dispatch(int argc,char **argv);
int cube_parse_options(const cube_command *c,int argc,char **argv,char *err,size_t errlen);
int cube_parse_args(const cube_command *c,int argc,char **argv);
void cube_help(FILE *f,const cube_command *c);

@ A chapter with something to register (a sub-command, coordinates, table
families) does it in one routine named after the chapter,
|NAME_register|: the command chapter's is |command_register|, the pocket cube's
|pocket_register|, and so on. Nothing calls them one by one. When the
program is built, \.{make} writes a routine |cube_register_chapters|
from the book's list of chapters (the lines \.{@@i NAME.w} of the book's
master file), which calls the |NAME_register| of every chapter that
defines one, in the order of the book, once however often it is called
(the declaration is in the coordinates' chapter, the first with a
registry). The program's |main| calls it, the library's initialisation
and every test program too. So a chapter added to the book's list is
linked and registered with nothing else changed, and a program linked
with the static library gets every chapter: a routine that only a
constructor of the C runtime would call (an alternative some programs
use) is never referred to, and the linker leaves its whole object file
out of a static link.
@^registration of chapters@>
@^static library@>

@ The dispatcher: \.{--help} and \.{--version} for the program, else the
sub-command named by the first argument. A bad \.{CUBE\_MEMORY} in the
environment (the prune chapter's |prune_memory_setting|) stops every
sub-command before it starts, with status~2, like a bad option.

@^error messages@>
@<Functions of the kit@>=
int cube_dispatch(int argc,char **argv)
{
  char err[CUBE_ERRLEN];
  double mem;
  if (argc<2) cube_die(CUBE_EXIT_USAGE,"missing command (try 'cube --help')");
  if (prune_memory_setting(&mem,err,sizeof err)) cube_die(CUBE_EXIT_USAGE,"%s",err);
  if (strcmp(argv[1],"--help")==0 || strcmp(argv[1],"-h")==0) {
    cube_usage(stdout);
    return 0;
  }
  if (strcmp(argv[1],"--version")==0) {
    printf("cube %s\n",CUBE_VERSION);
    return 0;
  }
  if (strcmp(argv[1],"--man")==0) {
    cube_man(stdout);
    return 0;
  }
  for (int i=0; i<ncommands; i++)
    if (strcmp(argv[1],commands[i]->name)==0) return commands[i]->run(argc-2,argv+2);
  cube_die(CUBE_EXIT_USAGE,"unknown command '%s' (try 'cube --help')",argv[1]);
}
@.unknown command...@>
@.missing command@>

@ The program's version is written once, in the book's master file
(\.{\\bookversion}, which the title page prints); \.{make} reads it
from there and gives it to the compiler as |CUBE_VERSION_TEXT|, so that
\.{cube --version}, the manual page, the library, its \.{pkg-config} file
and the Python package all say what the book says.
@^version of the program@>

@<Types of the kit@>=
#ifndef CUBE_VERSION_TEXT
#error "CUBE_VERSION_TEXT is the book's version, which make passes to the compiler"
#endif
#define CUBE_VERSION CUBE_VERSION_TEXT

@ \.{cube --help} lists the sub-commands with their summaries, and the
conventions that hold for all of them.

@<Functions of the kit@>=
void cube_usage(FILE *f)
{
  fprintf(f,"usage: cube COMMAND [OPTIONS] [ARGUMENTS]\n\ncommands:\n");
  for (int i=0; i<ncommands; i++)
    fprintf(f,"  %-10s %s\n",commands[i]->name,commands[i]->summary);
  fprintf(f,"\nA POSITION is a move sequence (R U2 F'; also Rw or r, M E S, x y z,\n\
(R U)2, and R U (F' D) with moves on the inverse), a 54-letter facelet string\n\
(URFDLB order) or Singmaster notation (UF UR ... DBR); each argument is one\n\
position, and without arguments the positions are read from standard\n\
input, one per line. Each command takes --help.\n\
Exit status: 0 success, 1 bad input, 2 usage error, 3 time limit reached,\n\
4 system error (output, input, tables, memory).\n");
}

@ The manual page, \.{cube.1}, is written from the same descriptions by
\.{cube --man}, which the build runs: the text a user reads in \.{man
cube} is the text of \.{--help}, written once. The page is in the {\it
roff} language of manual pages, where a line that starts with a period is
a request (\.{.SH} a section heading, \.{.TP} a tagged paragraph), and a
hyphen of an option is written \.{\\-}.
@^manual page@>

@<Functions of the kit@>=
static void roff_text(FILE *f,const char *s)
{
  int bol=1;
  for (; *s; s++) {
    if (bol && (*s=='.' || *s=='\'')) fputs("\\&",f);
    if (*s=='-') fputs("\\-",f);
    else if (*s=='\\') fputs("\\e",f);
    else fputc(*s,f);
    bol=*s=='\n';
  }
}

@ The options of a command, as tagged paragraphs, and the page itself:
the name, the synopsis, what a position is, then a section for each
command, the exit statuses, the schema of the JSON output, the sections
that other chapters add (the command chapter's tables and examples), and
the environment. The strings of this section and the next are the page's
prose, and are printed here as prose, their spaces as spaces (elsewhere
in the book a space in a string is marked \.{\ }).
@^manual page@>

@<Functions of the kit@>=
static void roff_options(FILE *f,const cube_option *o,const unsigned *group,unsigned want)
{
  for (int i=0; o[i].kind!=CUBE_OPT_END; i++) {
    if (group && !(group[i]&want)) continue;
    fprintf(f,".TP\n\\fB");
    roff_text(f,o[i].name);
    fprintf(f,"\\fR");
    if (o[i].arg) { fprintf(f," \\fI"); roff_text(f,o[i].arg); fprintf(f,"\\fR"); }
    fputc('\n',f);
    roff_text(f,o[i].help);
    fputc('\n',f);
  }
}
void cube_man(FILE *f)
{
  @t\prosestrings@>fprintf(f,".TH CUBE 1 \"\" \"cube %s\" \"User Commands\"\n.SH NAME\n\
cube \\- solve Rubik's cubes: two-phase, optimal, pocket cube\n\
.SH SYNOPSIS\n.B cube\n.I COMMAND\n[\\fIOPTIONS\\fR] [\\fIPOSITION\\fR ...]\n\
.SH DESCRIPTION\n",CUBE_VERSION);
  roff_text(f,"A POSITION is a move sequence (R U2 F'), a 54-letter facelet string\n\
(URFDLB order) or Singmaster notation (UF UR ... DBR). A move sequence may\n\
hold wide turns (Rw or r), slice turns (M E S), rotations (x y z), repeated\n\
groups ((R U R' U')3) and groups of moves on the inverse, done first and\n\
inverted, as premoves (R U (F' D) is D' F R U); the position is then the one relative to the centres. Each argument is one\n\
position; without arguments, positions are read from standard input, one per\n\
line, and the answers are printed in the order of the input as soon as they\n\
are known. A line that is not a position gets a message naming it on\n\
standard error, and the batch goes on.\n");
  for (int i=0; i<ncommands; i++) {
    const cube_command *c=commands[i];
    fprintf(f,".SH \"cube %s\"\n.B cube %s\n",c->name,c->name);
    roff_text(f,c->synopsis);
    fprintf(f,"\n.PP\n");
    roff_text(f,c->description);
    fputc('\n',f);
    if (c->options) roff_options(f,c->options,NULL,0);
    if (c->common) roff_options(f,common_options,common_group,c->common);
  }
  fprintf(f,".SH \"EXIT STATUS\"\n");
  roff_text(f,"0 success; 1 bad input (some position could not be read); 2 usage error\n\
(nothing was done); 3 a time limit was reached before an answer was complete;\n\
4 a system error (output, input, tables, memory). A step with no solution\n\
within --max is an answer, \"no solution of at most N moves\", with status 0.\n");
  @<Write the manual's section on JSON, and those of other chapters@>;
  fprintf(f,".SH ENVIRONMENT\n.TP\n.B CUBE_TABLES\n");
  roff_text(f,"the directory of the pruning tables (else $XDG_CACHE_HOME/cube, else\n\
~/.cache/cube); tables are made there on first use.\n");
  fprintf(f,".TP\n.B NO_COLOR\n");
  roff_text(f,"if set, cube show paints no colours.\n");
  fprintf(f,".SH \"SEE ALSO\"\n");
  roff_text(f,"The book of the program, cube.pdf, explains every algorithm and number.\n");@t\codestrings@>
}

@ The schema of \.{--format json} is the one the section on printing
items gives. The sections that a chapter of commands adds (the command
chapter's tables and examples) follow it, written by the routines given
to |cube_man_add|, in the order given; |cube_roff_text| writes their
prose as the page's own is written.

@<Write the manual's section on JSON, and those of other chapters@>=
@t\prosestrings@>fprintf(f,".SH \"JSON OUTPUT\"\n");
roff_text(f,"With --format json each answer is one line holding a JSON object (UTF-8):\n\
\"line\" or \"argument\" (its number); \"input\" (the position as given);\n\
\"solutions\", for solve, pocket and step: an array of objects with \"moves\"\n\
(a string) and \"length\", and for steps \"step\", \"axis\" (\"ud\", \"rl\", \"fb\"\n\
or null) and \"inverse\" (true if found on the inverse); an empty array and a\n\
\"note\" when there is no solution within --max; \"output\", for the other\n\
commands: the text of the answer; \"length\", \"optimal\", \"seconds\", \"nodes\"\n\
when the command gives them; \"status\" and \"error\" for a failed line or a\n\
warning. Blank and comment lines give no object.\n");
@t\codestrings@>
for (int i=0; i<nman; i++) man_more[i](f);

@ @<Private declarations of the kit@>=
static void (*man_more[8])(FILE *f);
static int nman;

@ @<Functions of the kit@>=
void cube_man_add(void (*write)(FILE *f))
{
  for (int i=0; i<nman; i++) if (man_more[i]==write) return;
  if (nman<8) man_more[nman++]=write;
}
void cube_roff_text(FILE *f,const char *s) { roff_text(f,s); }

@ @<Declarations of the kit@>=
void cube_usage(FILE *f);
void cube_man(FILE *f);
void cube_man_add(void (*write)(FILE *f));
void cube_roff_text(FILE *f,const char *s);

@ The page of one sub-command: its usage line, its description, and its
options, its own and then the common ones it takes, one line each (two
when the option and its value are too long for the column).

@<Functions of the kit@>=
static void help_options(FILE *f,const cube_option *o,const unsigned *group,unsigned want)
{
  for (int i=0; o[i].kind!=CUBE_OPT_END; i++) {
    char left[40];
    if (group && !(group[i]&want)) continue;
    snprintf(left,sizeof left,"%s%s%s",o[i].name,o[i].arg? " ": "",o[i].arg? o[i].arg: "");
    if (strlen(left)>16) fprintf(f,"  %s\n  %-16s %s\n",left,"",o[i].help);
    else fprintf(f,"  %-16s %s\n",left,o[i].help);
  }
}
void cube_help(FILE *f,const cube_command *c)
{
  fprintf(f,"usage: cube %s %s\n\n%s\n",c->name,c->synopsis,c->description);
  if (c->options && c->options[0].kind!=CUBE_OPT_END) {
    fprintf(f,"\noptions:\n");
    help_options(f,c->options,NULL,0);
  }
  if (c->common) {
    fprintf(f,"\ncommon options:\n");
    help_options(f,common_options,common_group,c->common);
  }
}

@ Parsing the arguments of a sub-command: each argument is an option of
the command, a common option it takes, \.{--help}, or a positional
argument; \.{--} ends the options. The positional arguments are moved to
the front of |argv|, and their number is returned. An argument that looks
like an option (a \.- followed by a letter or another \.-) and is none is
a usage error; a lone apostrophe or a digit cannot start an option, so a
move sequence is never mistaken for one.

|cube_parse_options| returns the number of positional arguments, or
$-1$ with the message in |err|, or |CUBE_HELP| when it meets \.{--help}
(the arguments after it are not read). |cube_parse_args| is the command's
form: it prints the page of help and ends the program with status~0 for
the one, and ends it with the message and status~2 for the other.

@^error messages@>
@<Functions of the kit@>=
int cube_is_option(const char *a)
{
  return a[0]=='-' && a[1] && (a[1]=='-' || isalpha((unsigned char)a[1]));
}
int cube_parse_options(const cube_command *c,int argc,char **argv,char *err,size_t errlen)
{
  int k=0;
  memset(&cube_opts,0,sizeof cube_opts);
  cube_opts.tables.threads=1; cube_opts.tables.may_build=1; cube_opts.tables.progress=1;
  for (int i=0; i<argc; i++) {
    const char *a=argv[i];
    const cube_option *o=NULL;
    if (strcmp(a,"--")==0) { while (++i<argc) argv[k++]=argv[i]; break; }
    if (strcmp(a,"--help")==0 || strcmp(a,"-h")==0) return CUBE_HELP;
    if (!cube_is_option(a)) { argv[k++]=argv[i]; continue; }
    @<Split an option written \.{--name=value} into |a| and |eq|@>;
    @<Find the option |a| in the command's table or the common one, as |o|@>;
    if (!o) return cube_error(err,errlen,"%s: unknown option '%s' (see cube %s --help)",
      c->name,a,c->name);
    if (o->kind==CUBE_OPT_FLAG && eq)
      return cube_error(err,errlen,"%s takes no value (give %s alone)",a,a);
    if (o->kind!=CUBE_OPT_FLAG && !eq && i+1>=argc)
      return cube_error(err,errlen,"%s needs a value (%s)",a,o->arg);
    const char *v=o->kind==CUBE_OPT_FLAG? NULL: eq? eq+1: argv[++i];
    @<Store the value |v| of option |o|@>;
  }
  if (cube_opts.json) cube_opts.verbose=0;
  if (cube_opts.tables.dir) setenv("CUBE_TABLES",cube_opts.tables.dir,1);
  return k;
}
int cube_parse_args(const cube_command *c,int argc,char **argv)
{
  char err[CUBE_ERRLEN];
  int k=cube_parse_options(c,argc,argv,err,sizeof err);
  if (k==CUBE_HELP) { cube_help(stdout,c); cube_exit(0); }
  if (k<0) cube_die(CUBE_EXIT_USAGE,"%s",err);
  return k;
}
@.unknown option...@>
@.needs a value@>
@.takes no value@>

@ A long option and its value may also be one argument, \.{--max=12}, as
most programs of the command line take them; the value is what follows
the first \.=, and may be empty (\.{--tables=} is an empty directory
name, refused where a directory is needed). A flag takes no value, so
\.{-v=1} and \.{--all=yes} are usage errors. The name is copied, so
that messages name the option as the table does.

@<Split an option written \.{--name=value} into |a| and |eq|@>=
char name[64];
const char *eq=a[1]=='-'? strchr(a,'='): NULL;
if (eq) {
  size_t n=(size_t)(eq-a);
  if (n>=sizeof name) n=sizeof name-1;
  memcpy(name,a,n); name[n]=0; a=name;
}

@ @<Find the option |a| in the command's table or the common one...@>=
if (c->options)
  for (int j=0; c->options[j].kind!=CUBE_OPT_END; j++)
    if (strcmp(c->options[j].name,a)==0) o=&c->options[j];
for (int j=0; !o && common_options[j].kind!=CUBE_OPT_END; j++)
  if ((common_group[j]&c->common) && strcmp(common_options[j].name,a)==0)
    o=&common_options[j];

@ The table directory of \.{--tables DIR} is also put into the
environment as \.{CUBE\_TABLES}, so that every part of the program that
keeps files in the cache (some chapters keep more than pruning tables
there) uses the same directory.

Three common options are not simple values: \.{--no-build} clears a
flag, \.{--shard} has two numbers, and \.{--format} is one of two words.
In the JSON format the answers carry their length, time and states
searched anyway, so \.{-v} adds nothing there and is turned off.

@.--format: give text or json, not ...@>
@^error messages@>
@<Store the value |v| of option |o|@>=
{
  uint64_t n;
  switch (o->kind) {
  case CUBE_OPT_FLAG:
    if (strcmp(o->name,"--no-build")==0) cube_opts.tables.may_build=0;
    else *(int *)o->value=1;
    break;
  case CUBE_OPT_INT: case CUBE_OPT_U64:
    if (cube_parse_number(v,a,o->lo,o->hi,&n,err,errlen)) return -1;
    if (o->kind==CUBE_OPT_INT) *(int *)o->value=(int)n; else *(uint64_t *)o->value=n;
    break;
  case CUBE_OPT_SECONDS:
    if (cube_parse_seconds(v,a,(double *)o->value,err,errlen)) return -1;
    break;
  case CUBE_OPT_WORD:
    if (cube_parse_word(v,a,o->arg,(int *)o->value,err,errlen)) return -1;
    break;
  case CUBE_OPT_STRING:
    if (strcmp(o->name,"--shard")==0) {
      if (parse_shard(v,err,errlen)) return -1;
    } else if (strcmp(o->name,"--format")==0) {
      if (strcmp(v,"json")==0 || strcmp(v,"text")==0) cube_opts.json=v[0]=='j';
      else return cube_error(err,errlen,"--format: give text or json, not '%s'",v);
    } else *(const char **)o->value=v;
    break;
  default: break;
  }
}

@ A shard \.{K/N} takes the input lines $K$, $K+N$, $K+2N$, \dots: $N$
processes, each given the same input and its own $K$, answer every line
once between them. Lines are counted as they are numbered in messages,
blank lines and comments included, so that the shards do not depend on
what is on the lines.

@^error messages@>
@<Functions of the kit@>=
static int parse_shard(const char *s,char *err,size_t errlen)
{
  const char *slash=strchr(s,'/');
  char k[32];
  uint64_t vk,vn;
  if (!slash || slash==s || (size_t)(slash-s)>=sizeof k)
    return cube_error(err,errlen,"--shard: '%s' is not of the form K/N",s);
  memcpy(k,s,slash-s); k[slash-s]=0;
  if (cube_parse_number(slash+1,"--shard N",1,1000000,&vn,err,errlen)
      || cube_parse_number(k,"--shard K",1,vn,&vk,err,errlen)) return -1;
  cube_opts.shard_n=(int)vn; cube_opts.shard_k=(int)vk;
  return 0;
}
@.is not of the form K/N@>

@ @<Private declarations of the kit@>=
static int parse_shard(const char *s,char *err,size_t errlen);

@ Sharding is what a batch needs to run on many machines, and the
driver's other properties make the rest easy: answers keep the order of
their input, and a bad line does not end a batch. Two recipes, both
tested or shipped with the program:

\item{$\bullet$} GNU Parallel cuts the standard input into blocks, runs a
\.{cube} on each (on the local cores, or on other hosts with
\.{--sshlogin}), and with \.{-k} prints the outputs in the order of the
blocks, so the result is the same as one run's:
$$\hbox{\.{parallel --pipe -N 1000 -k -j 8 cube solve < positions.txt >
solutions.txt}}$$
\item{$\bullet$} a Slurm array job (the script \.{contrib/slurm-solve.sh})
gives task $K$ of $N$ the option \.{--shard K/N} with
\.{--line-numbers}; sorting the tasks' outputs by line number restores the
order.

\noindent Pruning tables are per machine: \.{cube tables --build} (and
\.{cube tables --build huge} before an optimal batch) makes them once on
each, rather than in every job, or a shared directory is named by
\.{CUBE\_TABLES}.
@^GNU Parallel@>
@^Slurm@>
@^sharding a batch@>

@ @<Declarations of the kit@>=
int cube_is_option(const char *a);

@*1 The batch driver.
Most sub-commands answer positions: each argument is one position (quote
a move sequence that has spaces), and without arguments the positions are
read from the standard input, one per line, where blank lines and lines
starting with \.\# are skipped. The batch driver does this for all of
them. A sub-command gives it a routine that answers one position, and the
driver does the rest:

\item{$\bullet$} it {\it streams}: each answer is printed as soon as it and
all answers before it are known, so a long batch shows its progress, a
batch piped into \.{head -1} ends after one answer, a person typing
positions gets each answer at once, and a batch killed half way has
printed everything it finished;
\item{$\bullet$} it keeps the order of the input, even when several
threads answer positions at once;
\item{$\bullet$} its memory is bounded by the number of positions in
flight, a few per thread, not by the size of the input;
\item{$\bullet$} a position that cannot be answered gets its message on
the standard error stream, \.{cube: line 7: ...} (or \.{argument 7}), in
its place among the answers, and the batch goes on; with \.{--aligned}
there is also a line \.{\# line 7: ...} on the standard output, so that
the output has exactly one line per line of input (blank lines and
comments give empty lines);
\item{$\bullet$} input that is not text is reported, not guessed at: a NUL
byte in a line is an error for that line, and so is a line longer than
|CUBE_MAXLINE| bytes; a failed read of the standard
input (a directory, say) is an error of the system kind; a byte order mark
at the start of the input is skipped. A line ends at a line feed, a
carriage return, or the pair of the two, so that files written on any
system read alike.
@^streaming output@>
@^batch driver@>

@ The driver's unit of work is an {\it item}: the text of one line or
argument, its number, and, once answered, the text to print on the
standard output, the message for the standard error stream, and a status.
The answering routine fills the last three with |cube_item_printf| and
|cube_item_fail|; it must not print anything itself, since its answer may
be ready long before it is its turn to be printed.

@<Types of the kit@>=
typedef struct {
  char *s; size_t len,cap;
  int lost; /* an append found no memory: the text is cut short */
} cube_text;
typedef struct {
  long no; /* the line number, or argument number */
  const char *where; /* \.{"line"} or \.{"argument"} */
  char *text; /* the position as given */
  int skip; /* a blank line or a comment, kept only to be aligned */
  int state; /* |ITEM_FREE|, |ITEM_READ|, |ITEM_TAKEN| or |ITEM_DONE| */
  int status; /* 0, or an exit status for this item */
  cube_text out,msg;
  int length; /* for \.{--format json}: moves, or $-1$ */
  int optimal; /* 1 if proven shortest, 0 if not, $-1$ if it does not apply */
  double seconds; uint64_t nodes;
  int has_solutions; /* the answer is a list of solutions, perhaps empty */
  cube_text solutions; /* for \.{--format json}: their objects, comma-separated */
  cube_text msg_none; /* for \.{--format json}: why the list is empty */
} cube_item;
typedef void (*cube_answer_fn)(void *ctx,cube_item *it);
enum { CUBE_MAXLINE = 65536 }; /* the longest line read, in bytes */

@ Appending to a text, with |printf|'s formats. An answering routine runs
in the server's threads as well as in the command's, so an append that
finds no memory does not end the program: it leaves the text as it was
and marks it |lost|, and |cube_item_lost| tells whoever prints the item.
The batch driver then ends the program with status~4 and \.{out of
memory}, as the command does whenever memory runs out; the server
answers that request with an error.

@<Functions of the kit@>=
static int text_room(cube_text *t,size_t n)
{
  if (t->len+n+1>t->cap) {
    size_t cap=2*(t->len+n+1)+64;
    char *s=n<SIZE_MAX/4-t->len? realloc(t->s,cap): NULL;
    if (!s) { t->lost=1; return -1; }
    t->s=s; t->cap=cap;
  }
  return 0;
}
int cube_item_lost(const cube_item *it)
{
  return it->out.lost || it->msg.lost || it->solutions.lost || it->msg_none.lost;
}
void cube_text_vprintf(cube_text *t,const char *fmt,va_list ap)
{
  va_list aq;
  va_copy(aq,ap);
  int n=vsnprintf(NULL,0,fmt,aq);
  va_end(aq);
  if (n<0 || text_room(t,(size_t)n)) return;
  vsnprintf(t->s+t->len,n+1,fmt,ap);
  t->len+=n;
}
void cube_text_printf(cube_text *t,const char *fmt,...)
{
  va_list ap;
  va_start(ap,fmt); cube_text_vprintf(t,fmt,ap); va_end(ap);
}
void cube_item_printf(cube_item *it,const char *fmt,...)
{
  va_list ap;
  va_start(ap,fmt); cube_text_vprintf(&it->out,fmt,ap); va_end(ap);
}

@ Appending |n| bytes as they are, for an answer of many lines made by
hand (the step solvers print hundreds of solutions a position, and
|printf|'s formats would cost more than finding them).

@<Functions of the kit@>=
void cube_item_write(cube_item *it,const char *s,size_t n)
{
  cube_text *t=&it->out;
  if (text_room(t,n)) return;
  memcpy(t->s+t->len,s,n);
  t->len+=n; t->s[t->len]=0;
}

@ A failure, or a warning, of one item: a message that names the item,
and a status, of which the item keeps the largest. A warning is a message
with status 0, or~3 for a time limit.

@^error messages@>
@<Functions of the kit@>=
void cube_item_result(cube_item *it,int length,int optimal,double seconds,uint64_t nodes)
{
  it->length=length; it->optimal=optimal; it->seconds=seconds; it->nodes=nodes;
}
void cube_item_fail(cube_item *it,int status,const char *fmt,...)
{
  va_list ap;
  cube_text_printf(&it->msg,"cube: %s %ld: ",it->where,it->no);
  va_start(ap,fmt); cube_text_vprintf(&it->msg,fmt,ap); va_end(ap);
  cube_text_printf(&it->msg,"\n");
  if (status>it->status) it->status=status;
}

@ @^error messages@>
@<Declarations of the kit@>=
void cube_text_printf(cube_text *t,const char *fmt,...) CUBE_PRINTF_LIKE(2,3);
void cube_text_vprintf(cube_text *t,const char *fmt,va_list ap);
void cube_item_printf(cube_item *it,const char *fmt,...) CUBE_PRINTF_LIKE(2,3);
void cube_item_write(cube_item *it,const char *s,size_t n);
int cube_item_lost(const cube_item *it);
void cube_item_fail(cube_item *it,int status,const char *fmt,...) CUBE_PRINTF_LIKE(3,4);
void cube_item_result(cube_item *it,int length,int optimal,double seconds,uint64_t nodes);
void cube_item_solution(cube_item *it,const char *moves,int length,
  const char *step,const char *axis,int inverse);
void cube_item_no_solution(cube_item *it,const char *fmt,...) CUBE_PRINTF_LIKE(2,3);
int cube_batch(int argc,char **argv,cube_answer_fn answer,void *ctx,int workers);
void cube_item_json(cube_text *out,cube_item *it);

@ The state of a batch: a ring of |cap| items, of which those numbered
$|head|\le i<|tail|$ are in flight (item $i$ lives in slot $i\bmod|cap|$);
|next| is the first not yet taken by a thread. One lock guards the
numbers and the items' states, and one condition variable announces every
change. The ring holds four items per thread, enough that no thread waits
for the printer while the one item at the head is still being answered by
another.

The figure shows the ring of a batch answered by two threads, so eight
slots, at one moment. Items 5 to~10 are in flight. Item~5 is done, and
the printer (the calling thread) prints it next; items 6 and~8 are being
answered, one by each worker; item~7 is done too, but waits for~6, since
answers are printed in the order of the input; items 9 and~10 are read
and wait for a worker, which takes 9 first. The slots of items 11
and~12 are free (the slots of items 3 and~4, printed), and the reader
fills them as lines come; it waits when |tail|$-$|head| reaches |cap|.
\def\bcell#1{\vbox{\hrule\hbox{\vrule height 10pt depth 4pt
  \hbox to 34pt{\hss\sevenrm #1\hss}}\hrule}}
\def\bend{\vbox{\hrule\hbox{\vrule height 10pt depth 4pt}\hrule}}
\def\bcol#1{\hbox to 34.4pt{\hss#1\hss}}
\def\bmark#1#2{\bcol{\vbox{\halign{\hfil##\hfil\cr$\uparrow$\cr
  \noalign{\kern1pt}\sevenbf #1\cr\sevenrm #2\cr}}}}
$$\vbox{\centerline{\vbox{\hbox{\bcol5\bcol6\bcol7\bcol8\bcol9\bcol{10}\bcol{11}\bcol{12}}
\kern2pt
\hbox{\bcell{done}\bcell{taken}\bcell{done}\bcell{taken}\bcell{read}%
\bcell{read}\bcell{free}\bcell{free}\bend}
\kern2pt
\hbox{\bmark{head}{the printer}\bcol{}\bcol{}\bcol{}%
\bmark{next}{a worker}\bcol{}\bmark{tail}{the reader}\bcol{}}\kern4pt}}
\figcaption{The batch driver's ring with two threads, eight slots: the
items in flight, their states, and where the printer, the workers and
the reader act next.}}$$

@<Private declarations of the kit@>=
enum { ITEM_FREE, ITEM_READ, ITEM_TAKEN, ITEM_DONE };
typedef struct {
  cube_answer_fn answer; void *ctx;
  int argc; char **argv; /* the positions, if given as arguments */
  cube_item *ring; long cap,head,tail,next;
  int eof; /* no more items will come */
  int read_error; /* |errno| of a failed read */
  int status; /* the largest status so far */
  int tty; /* flush after each answer */
  long argi; /* the next argument */
  char *buf; size_t bufcap; long lineno; /* the reader's line */
  int overlong; /* the rest of an overlong line is still to be passed over */
  pthread_mutex_t lock;
  pthread_cond_t cond;
} batch;

@ The driver. With one worker everything happens in one thread: read an
item, answer it, print it. With more, one thread reads, |workers| threads
answer, and the calling thread prints; reading in a thread of its own
means that a person typing positions gets each answer while the program
waits for the next line.

Standard output is flushed after each answer when it goes to a terminal,
a pipe or a socket, where someone is waiting for it; into a file it is
written a buffer at a time.

@^error messages@>
@<Functions of the kit@>=
int cube_batch(int argc,char **argv,cube_answer_fn answer,void *ctx,int workers)
{
  batch B;
  struct stat st;
  memset(&B,0,sizeof B);
  B.answer=answer; B.ctx=ctx; B.argc=argc; B.argv=argv;
  B.tty=isatty(1) || (fstat(1,&st)==0 && (S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode)));
  if (workers<1) workers=1;
  if (argc>=2) @<Give a hint if every argument is a single move@>;
  B.cap=workers==1? 1: 4*workers;
  B.ring=cube_alloc(B.cap*sizeof *B.ring);
  memset(B.ring,0,B.cap*sizeof *B.ring);
  batch_catch_signals();
  if (workers==1) @<Read, answer and print the items one after another@>@;
  else @<Read, answer and print the items with |workers| threads@>;
  free(B.ring); free(B.buf);
  if (B.read_error)
    cube_die(CUBE_EXIT_SYSTEM,"cannot read the standard input: %s",strerror(B.read_error));
  return B.status;
}
@.cannot read the standard input...@>

@ Each argument is one position, so \.{cube solve R U F} solves three
positions of one move each, which is rarely what was meant: a sequence
of moves given without quotes. When there are two arguments or more and
each is a single move (a face, slice or rotation letter with at most a
\.w and a \.' or~\.2), the positions are answered as given and a line on
the standard error says how to give the sequence as one position.
@.each argument is one position@>

@<Give a hint if every argument is a single move@>=
{
  int all=1;
  for (int i=0; i<argc && all; i++) {
    const char *a=argv[i];
    size_t n=strlen(a);
    all=n>=1 && n<=3 && strchr("URFDLBurfdlbMESxyz",a[0]) && strspn(a+1,"w'2")==n-1;
  }
  if (all) fprintf(stderr,"cube: each argument is one position, so these are %d positions \
of one move each; to give the sequence, quote it: \"%s %s%s\"\n",argc,argv[0],argv[1],
    argc>2? " ...": "");
}

@ A batch stopped by a signal (\.{SIGINT} from the keyboard, \.{SIGTERM}
from \.{kill} or a job scheduler, \.{SIGHUP} from a closed terminal) must
leave only whole answers: everything finished is written, and no answer is
cut in the middle. The standard library's buffer of the standard output
may hold several finished answers, and, while one is being printed, part
of it; writing the buffer from a signal handler is not allowed, and would
write the part. So the signals are not handled where they strike: they
are blocked in every thread of the batch (the threads the driver and the
solvers start inherit the mask of the thread that starts them), and one
thread of their own waits for them with |sigwait|. The printer holds the
mutex |batch_output| while it prints an item; the signal's thread takes
the mutex, so it waits for the item being printed to be complete, writes
out the buffer, and ends the process by the same signal, with its default
action, so that the parent sees how the program ended. A signal that was
ignored when the program started (\.{nohup} ignores \.{SIGHUP}) stays
ignored. \.{SIGKILL} cannot be caught; a killed batch may then lose the
buffer, but what it had written is still whole lines, since the buffer
is written only at the end of an answer or when full.
@^signals@>
@^killed batch@>

@<Functions of the kit@>=
static pthread_mutex_t batch_output=PTHREAD_MUTEX_INITIALIZER;
static sigset_t batch_signals;
static void *batch_signal_thread(void *arg)
{
  int sig=0;
  (void)arg;
  while (sigwait(&batch_signals,&sig)) ;
  pthread_mutex_lock(&batch_output);
  fflush(stdout);
  signal(sig,SIG_DFL);
  sigset_t one;
  sigemptyset(&one); sigaddset(&one,sig);
  pthread_sigmask(SIG_UNBLOCK,&one,NULL);
  raise(sig);
  _exit(128+sig);
}
static void batch_catch_signals(void)
{
  static int started;
  static const int sigs[3]={SIGINT,SIGTERM,SIGHUP};
  pthread_t t;
  if (started) return;
  started=1;
  sigemptyset(&batch_signals);
  for (int i=0; i<3; i++) {
    struct sigaction old;
    if (sigaction(sigs[i],NULL,&old)==0 && old.sa_handler!=SIG_IGN)
      sigaddset(&batch_signals,sigs[i]);
  }
  pthread_sigmask(SIG_BLOCK,&batch_signals,NULL);
  if (pthread_create(&t,NULL,batch_signal_thread,NULL)==0) pthread_detach(t);
  else pthread_sigmask(SIG_UNBLOCK,&batch_signals,NULL);
}

@ @<Read, answer and print the items one after another@>=
{
  cube_item *it=&B.ring[0];
  while (read_item(&B,it)) {
    if (!it->skip && !it->status) B.answer(B.ctx,it);
    print_item(&B,it);
  }
}

@ Reading an item fills a free slot from the next argument or the next
line, and returns 0 at the end. Arguments and lines that the shard does
not take are passed over; blank lines and comments too, unless the output is aligned,
when they become items to skip.

@<Functions of the kit@>=
static int read_item(batch *B,cube_item *it)
{
  memset(it,0,sizeof *it);
  it->length=-1; it->optimal=-1;
  if (B->argv && B->argc>0) {
    while (cube_opts.shard_n && B->argi<B->argc
        && B->argi%cube_opts.shard_n!=cube_opts.shard_k-1) B->argi++;
    if (B->argi>=B->argc) return 0;
    it->where="argument"; it->no=B->argi+1;
    it->text=cube_alloc(strlen(B->argv[B->argi])+1);
    strcpy(it->text,B->argv[B->argi++]);
    return 1;
  }
  for (;;) {
    size_t len;
    int r=read_line(B,&len);
    if (r==0) return 0;
    B->lineno++;
    if (cube_opts.shard_n && (B->lineno-1)%cube_opts.shard_n!=cube_opts.shard_k-1) continue;
    if (r<0) {
      it->where="line"; it->no=B->lineno;
      it->text=cube_alloc(1); it->text[0]=0;
      cube_item_fail(it,CUBE_EXIT_BADINPUT,"longer than %d bytes; no position is",
        CUBE_MAXLINE);
      return 1;
    }
    @<Clean the line |B->buf| of length |len| into the item |it|, or |continue|@>;
    return 1;
  }
}
@.longer than ... bytes...@>

@ No line that holds a position is long: a move sequence has at most
|CUBE_MAXMOVES| moves, of a few bytes each, and the other notations are
shorter. So a line is read into a buffer of at most |CUBE_MAXLINE| bytes,
and a longer one is an error of its line, reported as soon as the buffer
is full, without waiting for the line's end (which may never come: the
input may be \.{/dev/zero}); its rest is passed over by the next read.
Memory therefore cannot run out on a line, and the end of the input is
never confused with a failed allocation.

|read_line| returns 1 with a line of length |*len| in |B->buf|, $-1$ for a
line too long, and 0 at the end of the input or on a failed read (which it
records). Only the reader reads the standard input, so the characters are
taken without the stream's lock.
@^overlong lines@>
@^line endings@>

@<Functions of the kit@>=
static int read_line(batch *B,size_t *len)
{
  size_t n=0;
  int c,got=0;
  if (!B->buf) { B->bufcap=256; B->buf=cube_alloc(B->bufcap); }
  while ((c=getc_unlocked(stdin))!=EOF) {
    if (c=='\n' || c=='\r') {
      if (c=='\r' && (c=getc_unlocked(stdin))!='\n' && c!=EOF) ungetc(c,stdin);
      if (B->overlong) { B->overlong=0; continue; }
      got=1; break;
    }
    if (B->overlong) continue;
    got=1;
    if (n+1>=(size_t)CUBE_MAXLINE) { B->overlong=1; return -1; }
    if (n+1>=B->bufcap) {
      B->bufcap*=2;
      B->buf=realloc(B->buf,B->bufcap);
      if (!B->buf) cube_die(CUBE_EXIT_SYSTEM,"out of memory");
    }
    B->buf[n++]=(char)c;
  }
  if (c==EOF && ferror(stdin)) { B->read_error=errno? errno: EIO; return 0; }
  if (!got || (c==EOF && B->overlong)) return 0;
  B->buf[n]=0; *len=n;
  return 1;
}

@ A line has lost its line ending, and the first
line loses a byte order mark. A NUL byte would silently cut the line short if
the line were treated as a C string, so it is an error of the item
instead. A line of white space only (spaces, tabs, vertical tabs, form
feeds) is blank. A \.{\#} starts a comment, to the end of the line (no
notation of a position uses the sign), so a file of positions may carry
what is known of each, as the test files carry their lengths; a line that
is all comment is blank.

@^error messages@>
@^comments in input@>
@<Clean the line |B->buf| of length |len| into the item |it|...@>=
{
  char *s=B->buf;
  if (B->lineno==1 && len>=3 && memcmp(s,"\xef\xbb\xbf",3)==0) { s+=3; len-=3; }
  char *hash=memchr(s,'#',(size_t)len);
  if (hash) {
    len=hash-s; *hash=0;
    while (len>0 && isspace((unsigned char)s[len-1])) s[--len]=0;
  }
  const char *q=s;
  while (*q && isspace((unsigned char)*q)) q++;
  it->where="line"; it->no=B->lineno;
  if ((size_t)len!=strlen(s)) {
    it->text=cube_alloc(1); it->text[0]=0;
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"a NUL byte at column %zu",strlen(s)+1);
  } else if (*q==0) {
    if (!cube_opts.aligned) continue;
    it->skip=1; it->text=cube_alloc(1); it->text[0]=0;
  } else {
    it->text=cube_alloc(len+1);
    memcpy(it->text,s,len+1);
  }
}
@.a NUL byte at column...@>

@ Printing an item: its answer on the standard output, its message on the
standard error stream (after the output is flushed, so that the two stay
in order on a terminal), with the line number first if asked for. Then the
item's memory is freed.

With \.{--line-numbers} every line of the standard output begins with the
number of its input line, so that the outputs of shards can be merged by
sorting them; and nothing but an answer looks like one. An answer is
\.{N: } and its moves (nothing at all for the solved cube); an error, which
has a line of its own only with \.{--aligned}, is \.{N: \# line N: ...};
a blank line or a comment kept for alignment is \.{N: \#}. Without
\.{--aligned} a bad line prints nothing on the standard output, only its
message.

@<Functions of the kit@>=
static void print_item(batch *B,cube_item *it)
{
  if (cube_item_lost(it)) cube_die(CUBE_EXIT_SYSTEM,"out of memory");
  if (it->status>B->status) B->status=it->status;
  pthread_mutex_lock(&batch_output);
  if (cube_opts.json) print_json(it);
  else if (it->out.len) {
    if (cube_opts.numbered) printf("%ld: ",it->no);
    fwrite(it->out.s,1,it->out.len,stdout);
  } else if (it->status) {
    if (cube_opts.aligned && it->msg.len) {
      const char *m=it->msg.s+strlen("cube: ");
      if (cube_opts.numbered) printf("%ld: ",it->no);
      printf("# %.*s\n",(int)(strcspn(m,"\n")),m);
    }
  } else if (it->skip) {
    if (cube_opts.numbered) printf("%ld: #",it->no);
    putchar('\n');
  } else {
    if (cube_opts.numbered) printf("%ld: ",it->no);
    putchar('\n');
  }
  if (it->msg.len) {
    fflush(stdout);
    fwrite(it->msg.s,1,it->msg.len,stderr);
  }
  if (B->tty) fflush(stdout);
  pthread_mutex_unlock(&batch_output);
  cube_check_output();
  free(it->text); free(it->out.s); free(it->msg.s);
  memset(it,0,sizeof *it);
}

@ With \.{--format json} each item is one line holding a JSON object, for
programs to read. Its members, in this order, are:
@^JSON output@>

\item{$\bullet$} \.{"line"} or \.{"argument"}: the number of the line or argument;
\item{$\bullet$} \.{"input"}: the position as given, a string;
\item{$\bullet$} \.{"solutions"}: for the commands that solve (\.{solve},
\.{pocket}, \.{step}), an array of objects, one a solution, each with
\.{"moves"} (a string, the turns separated by spaces) and \.{"length"} (in
the metric of the search); a step solution also has \.{"step"} (such as
\.{"eo"}), \.{"axis"} (\.{"ud"}, \.{"rl"}, \.{"fb"}, or |null| for a
step of no axis) and \.{"inverse"} (|true| when found on the inverse,
NISS). An empty array is the answer ``no solution of at most $N$ moves'',
and \.{"note"} then says so;
\item{$\bullet$} \.{"output"}: for the other commands (\.{show},
\.{invert}, \.{scramble}, \.{tables}), the text of the answer, without its
last line ending;
\item{$\bullet$} \.{"length"}, \.{"optimal"}, \.{"seconds"}, \.{"nodes"}:
the length of the answer (the shortest solution's), whether it is proven
shortest, the time and the states searched, when the command gives them;
\item{$\bullet$} \.{"status"} and \.{"error"}: for an item that failed,
or has a warning (a time limit), its status (the exit statuses of the
program) and the message.

\noindent A skipped line gives nothing, even with \.{--aligned}: the
objects carry their line numbers. So the command
$$\hbox{\.{cube solve --format json "R U"}}$$
prints, on one line,
$$\vbox{\hbox{\.{\{"argument":1,"input":"R U","solutions":[\{"moves":"U' R'",}}
\hbox{\.{ "length":2\}],"length":2,"optimal":true,"seconds":0.000030,"nodes":3\}}}}$$
\noindent (an answer of the two-phase solver, here of two moves: a
position within ten moves is solved by its short search, which proves
the answer shortest; a longer position's answer is marked
\.{"optimal":false}, and the optimal solver's are all marked true). A command records each solution with |cube_item_solution|
(the solution lists of the next group do it for it), and the answer
``none'' with |cube_item_no_solution|; both do nothing but that in JSON,
and in text the second prints its message as the answer's line.

@<Functions of the kit@>=
void cube_item_solution(cube_item *it,const char *moves,int length,
  const char *step,const char *axis,int inverse)
{
  it->has_solutions=1;
  if (!cube_opts.json) return;
  cube_text *t=&it->solutions;
  cube_text_printf(t,"%s{\"moves\":",t->len? ",": "");
  json_string(t,moves,strlen(moves));
  cube_text_printf(t,",\"length\":%d",length);
  if (step) {
    cube_text_printf(t,",\"step\":\"%s\",\"axis\":",step);
    if (axis) cube_text_printf(t,"\"%s\"",axis); else cube_text_printf(t,"null");
    cube_text_printf(t,",\"inverse\":%s",inverse? "true": "false");
  }
  cube_text_printf(t,"}");
}
void cube_item_no_solution(cube_item *it,const char *fmt,...)
{
  va_list ap;
  it->has_solutions=1;
  cube_text *t=cube_opts.json? &it->msg_none: &it->out;
  va_start(ap,fmt); cube_text_vprintf(t,fmt,ap); va_end(ap);
  if (!cube_opts.json) cube_text_printf(t,"\n");
}

@ A string in JSON is UTF-8 between quotation marks, where only the
quotation mark, the backslash and the control characters must be
escaped; every other character is written as it is, so an input written
with a typographic prime (\.{R U}$'$, which the reader of moves accepts)
comes back as it was typed. A byte that is not part of a well-formed
UTF-8 character (a stray byte of another encoding, a character cut
short, an encoded surrogate, a character written with more bytes than it
needs) cannot be written in JSON at all, and becomes the replacement
character U+FFFD, escaped as \.{\\ufffd}.
@^UTF-8@>

@<Functions of the kit@>=
static size_t utf8_length(const unsigned char *s,size_t n)
{
  unsigned c=s[0];
  size_t len=c<0x80? 1: c>=0xc2 && c<=0xdf? 2: c>=0xe0 && c<=0xef? 3:
    c>=0xf0 && c<=0xf4? 4: 0;
  if (len==0 || len>n) return 0;
  for (size_t k=1; k<len; k++) if ((s[k]&0xc0)!=0x80) return 0;
  if ((c==0xe0 && s[1]<0xa0) || (c==0xed && s[1]>=0xa0)
      || (c==0xf0 && s[1]<0x90) || (c==0xf4 && s[1]>=0x90)) return 0;
  return len;
}
static void json_string(cube_text *t,const char *s,size_t n)
{
  const unsigned char *u=(const unsigned char *)s;
  cube_text_printf(t,"\"");
  for (size_t i=0; i<n; ) {
    size_t len=utf8_length(u+i,n-i);
    if (len==0) { cube_text_printf(t,"\\ufffd"); i++; }
    else if (u[i]=='"' || u[i]=='\\') cube_text_printf(t,"\\%c",u[i]), i++;
    else if (u[i]=='\n') cube_text_printf(t,"\\n"), i++;
    else if (u[i]=='\t') cube_text_printf(t,"\\t"), i++;
    else if (u[i]<0x20) cube_text_printf(t,"\\u%04x",u[i]), i++;
    else if (text_room(t,len)) return;
    else { memcpy(t->s+t->len,u+i,len); t->len+=len; t->s[t->len]=0; i+=len; }
  }
  cube_text_printf(t,"\"");
}

@ The object is made in a text by |cube_item_json|, which appends it to
the text it is given, and written at once by |print_json|. Other chapters
call |cube_item_json| too: the server answers its requests with these
objects.

@<Functions of the kit@>=
void cube_item_json(cube_text *out,cube_item *it)
{
  cube_text j={0};
  if (it->skip) return;
  if (cube_item_lost(it)) out->lost=1;
  cube_text_printf(&j,"{\"%s\":%ld,\"input\":",it->where,it->no);
  json_string(&j,it->text,strlen(it->text));
  if (it->has_solutions)
    cube_text_printf(&j,",\"solutions\":[%s]",it->solutions.len? it->solutions.s: "");
  else if (!it->status || it->out.len) {
    size_t n=it->out.len;
    while (n>0 && it->out.s[n-1]=='\n') n--;
    cube_text_printf(&j,",\"output\":");
    json_string(&j,n? it->out.s: "",n);
  }
  if (it->msg_none.len) {
    cube_text_printf(&j,",\"note\":");
    json_string(&j,it->msg_none.s,it->msg_none.len);
  }
  @<Add the figures and the error of |it| to |j|@>;
  cube_text_printf(&j,"}\n");
  if (j.lost) out->lost=1;
  else cube_text_printf(out,"%s",j.s);
  free(j.s); free(it->solutions.s); free(it->msg_none.s);
  memset(&it->solutions,0,sizeof it->solutions);
  memset(&it->msg_none,0,sizeof it->msg_none);
}
static void print_json(cube_item *it)
{
  cube_text t={0};
  cube_item_json(&t,it);
  if (t.lost) cube_die(CUBE_EXIT_SYSTEM,"out of memory");
  if (t.len) fwrite(t.s,1,t.len,stdout);
  free(t.s);
}

@ @<Add the figures and the error of |it| to |j|@>=
if (it->length>=0) cube_text_printf(&j,",\"length\":%d",it->length);
if (it->optimal>=0) cube_text_printf(&j,",\"optimal\":%s",it->optimal? "true": "false");
if (it->length>=0) cube_text_printf(&j,",\"seconds\":%.6f,\"nodes\":%llu",it->seconds,
  (unsigned long long)it->nodes);
if (it->msg.len) {
  const char *m=it->msg.s+strlen("cube: ");
  m+=strcspn(m,":")+2; /* after ``line N: '' */
  cube_text_printf(&j,",\"status\":%d,\"error\":",it->status);
  json_string(&j,m,strcspn(m,"\n"));
}

@ @<Private declarations of the kit@>=
static void print_json(cube_item *it);
static void json_string(cube_text *t,const char *s,size_t n);
static int read_item(batch *B,cube_item *it);
static int read_line(batch *B,size_t *len);
static void batch_catch_signals(void);
static void print_item(batch *B,cube_item *it);
static void *batch_reader(void *arg);
static void *batch_worker(void *arg);

@ With threads: the reader fills slots while there is room, the workers
take the items in order and answer them, and this thread prints the item
at the head as soon as it is done. Every change is announced on the one
condition variable, and every thread waits on it for the change it needs.

An item may be done when it is read (a blank line, a comment, a line
refused by the reader), and then it can be printed, and its slot freed and
filled again, before any worker has passed it. So the printer keeps |next|
at or after |head|: a worker never looks at a slot that has left the
window of items in flight, and a freed slot is |ITEM_FREE|, never mistaken
for an item waiting to be answered.
@^race, in the batch driver@>

@^error messages@>
@<Read, answer and print the items with |workers| threads@>=
{
  pthread_t reader,tid[256];
  pthread_mutex_init(&B.lock,NULL); pthread_cond_init(&B.cond,NULL);
  if (pthread_create(&reader,NULL,batch_reader,&B))
    cube_die(CUBE_EXIT_SYSTEM,"cannot start a thread");
  for (int t=0; t<workers; t++)
    if (pthread_create(&tid[t],NULL,batch_worker,&B))
      cube_die(CUBE_EXIT_SYSTEM,"cannot start a thread");
  pthread_mutex_lock(&B.lock);
  for (;;) {
    cube_item *it=&B.ring[B.head%B.cap];
    if (B.head<B.tail && it->state==ITEM_DONE) {
      pthread_mutex_unlock(&B.lock);
      print_item(&B,it);
      pthread_mutex_lock(&B.lock);
      B.head++;
      if (B.next<B.head) B.next=B.head;
      pthread_cond_broadcast(&B.cond);
    } else if (B.eof && B.head==B.tail) break;
    else pthread_cond_wait(&B.cond,&B.lock);
  }
  pthread_mutex_unlock(&B.lock);
  pthread_join(reader,NULL);
  for (int t=0; t<workers; t++) pthread_join(tid[t],NULL);
  pthread_mutex_destroy(&B.lock); pthread_cond_destroy(&B.cond);
}
@.cannot start a thread@>

@ The reader reads into a local item, without the lock, since reading may
wait for a person to type; then it waits for a free slot and puts the
item there.

@<Functions of the kit@>=
static void *batch_reader(void *arg)
{
  batch *B=arg;
  cube_item it;
  while (read_item(B,&it)) {
    pthread_mutex_lock(&B->lock);
    while (B->tail-B->head>=B->cap) pthread_cond_wait(&B->cond,&B->lock);
    it.state=it.skip || it.status? ITEM_DONE: ITEM_READ;
    B->ring[B->tail%B->cap]=it;
    B->tail++;
    pthread_cond_broadcast(&B->cond);
    pthread_mutex_unlock(&B->lock);
  }
  pthread_mutex_lock(&B->lock);
  B->eof=1;
  pthread_cond_broadcast(&B->cond);
  pthread_mutex_unlock(&B->lock);
  return NULL;
}

@ A worker takes the next item that is read and not yet taken, answers
it without the lock, and marks it done. It ends when the input has ended
and every item has been taken.

@<Functions of the kit@>=
static void *batch_worker(void *arg)
{
  batch *B=arg;
  pthread_mutex_lock(&B->lock);
  for (;;) {
    if (B->next<B->tail) {
      cube_item *it=&B->ring[B->next++%B->cap];
      if (it->state!=ITEM_READ) continue;
      it->state=ITEM_TAKEN;
      pthread_mutex_unlock(&B->lock);
      B->answer(B->ctx,it);
      pthread_mutex_lock(&B->lock);
      it->state=ITEM_DONE;
      pthread_cond_broadcast(&B->cond);
    } else if (B->eof) break;
    else pthread_cond_wait(&B->cond,&B->lock);
  }
  pthread_mutex_unlock(&B->lock);
  return NULL;
}

@*1 Printing solutions.
Answers are move sequences, and a few shapes of answer recur: one
solution, or its inverse (the scramble that makes the position); and every
optimal solution, in a fixed order, on one line, separated by commas. A
{\it solution list} collects solutions as a solver reports them (from any
thread, so under a lock the solver holds), and prints them sorted.

@<Types of the kit@>=
typedef struct {
  char **v; int n,cap;
  int inverse; /* store the inverse of each solution */
  int sort; /* print them sorted, not in the order found */
  int qtm; /* lengths in quarter turns */
  int *len; /* the length of each */
  int lost; /* a solution found no memory, and is not in the list */
} cube_solutions;

@ @.out of memory@>
@^error messages@>
@<Functions of the kit@>=
void cube_format_solution(const moveseq *s,int inverse,char *buf,size_t n)
{
  moveseq t=*s;
  if (inverse) moveseq_invert(s,&t);
  cube_format_moves(&t,0,buf,n);
}
static void solutions_push(cube_solutions *L,const char *buf,int len)
{
  if (L->n==L->cap) {
    int cap=L->cap? 2*L->cap: 16;
    char **v=realloc(L->v,cap*sizeof *L->v);
    if (v) L->v=v;
    int *l=v? realloc(L->len,cap*sizeof *L->len): NULL;
    if (l) L->len=l;
    if (!v || !l) { L->lost=1; return; }
    L->cap=cap;
  }
  char *s=malloc(strlen(buf)+1);
  if (!s) { L->lost=1; return; }
  L->len[L->n]=len;
  L->v[L->n]=strcpy(s,buf);
  L->n++;
}
void cube_solutions_add(void *arg,const moveseq *s)
{
  cube_solutions *L=arg;
  char buf[CUBE_MAXMOVES*4];
  int len=s->len;
  cube_format_solution(s,L->inverse,buf,sizeof buf);
  if (L->qtm) for (int i=0; i<s->len; i++) len+=s->mv[i]%3==1;
  solutions_push(L,buf,len);
}

@ A solution given as text counts its moves from the text: the words after
a label (\.{D: }) if there is one, a half turn counting two in the
quarter-turn metric.

@<Functions of the kit@>=
void cube_solutions_add_text(cube_solutions *L,const char *buf)
{
  const char *p=strstr(buf,": ");
  int len=0;
  for (p=p? p+2: buf; *p; ) {
    while (*p==' ') p++;
    if (!*p) break;
    size_t w=strcspn(p," ");
    len+=L->qtm && w>=2 && p[1]=='2'? 2: 1;
    p+=w;
  }
  solutions_push(L,buf,len);
}

@ A solver that reports from several threads asks for the list to be
sorted by text, so that the order does not depend on the threads; one
thread reports in its own order (IDA* finds them in the order of its
moves), which is kept. Then the list is printed into an item, and
recorded in it for \.{--format json}, and freed. Every command prints
one solution a line; with \.{--aligned}, which promises one line an
input line, the solutions of a position share its line, separated by
commas. (Solutions of one list
that are sorted have one length, the optimal one, so the sort need not
carry the lengths along.)

@<Functions of the kit@>=
static int compare_strings(const void *a,const void *b)
{
  return strcmp(*(char *const *)a,*(char *const *)b);
}
void cube_solutions_print(cube_solutions *L,cube_item *it)
{
  if (L->lost) it->out.lost=1;
  if (L->sort && L->n>1) qsort(L->v,L->n,sizeof *L->v,compare_strings);
  for (int k=0; k<L->n; k++) {
    cube_item_printf(it,"%s%s",k? (cube_opts.aligned? ", ": "\n"): "",L->v[k]);
    cube_item_solution(it,L->v[k],L->len[k],NULL,NULL,0);
  }
  cube_solutions_free(L);
}
void cube_solutions_free(cube_solutions *L)
{
  for (int k=0; k<L->n; k++) free(L->v[k]);
  free(L->v); free(L->len);
  L->v=NULL; L->len=NULL; L->n=L->cap=0;
}

@ A chapter that solves on several faces or axes at once labels each
answer with the one it belongs to, \.{D: R U'}: |cube_solutions_add_labelled|
adds a solution so, |cube_solutions_count| says how many the list holds,
and a list begins empty, as |cube_solutions_init| makes it, with the
inverses and the order asked for.

@<Functions of the kit@>=
void cube_solutions_init(cube_solutions *L,int inverse,int sort)
{
  memset(L,0,sizeof *L);
  L->inverse=inverse; L->sort=sort;
}
void cube_solutions_add_labelled(cube_solutions *L,const char *label,const moveseq *s)
{
  char buf[CUBE_MAXMOVES*4+64];
  size_t k=(size_t)snprintf(buf,64,"%s: ",label);
  if (k>=64) k=63;
  cube_format_solution(s,L->inverse,buf+k,sizeof buf-k);
  cube_solutions_add_text(L,buf);
}
int cube_solutions_count(const cube_solutions *L) { return L->n; }

@ The standard end of a verbose answer, its length, time and nodes,
$$\.{R U2 F'  (3 moves, 0.012 ms, 33 nodes)}$$
is printed by |cube_item_tail| from the figures the answer gave to
|cube_item_result|, and only with \.{-v}.

@<Functions of the kit@>=
void cube_item_tail(cube_item *it)
{
  if (cube_opts.verbose) cube_item_printf(it,"  (%d moves, %.3f ms, %llu nodes)",it->length,
    1e3*it->seconds,(unsigned long long)it->nodes);
}

@ @<Declarations of the kit@>=
void cube_format_solution(const moveseq *s,int inverse,char *buf,size_t n);
void cube_solutions_add(void *arg,const moveseq *s);
void cube_solutions_print(cube_solutions *L,cube_item *it);
void cube_solutions_free(cube_solutions *L);
void cube_solutions_init(cube_solutions *L,int inverse,int sort);
void cube_solutions_add_text(cube_solutions *L,const char *text);
void cube_solutions_add_labelled(cube_solutions *L,const char *label,const moveseq *s);
int cube_solutions_count(const cube_solutions *L);
void cube_item_tail(cube_item *it);

@*1 Printing a table's distribution.
The distribution of a pruning table (how many entries at each distance)
is what \.{cube tables --stats} prints, and what a chapter with its own
table prints for its own \.{--stats}: one line per distance with the count
and the cumulative share, then the average over the reachable entries.

@<Functions of the kit@>=
void cube_print_distribution(const prune_table *t)
{
  double sum=0,cum=0,reach=(double)(t->n-t->unreachable);
  for (int d=0; d<=t->maxdist; d++) {
    cum+=t->dist[d];
    printf("%3d %12llu  %7.3f%%\n",d,(unsigned long long)t->dist[d],100*cum/reach);
    sum+=(double)d*t->dist[d];
  }
  if (t->unreachable) printf("unreachable %llu\n",(unsigned long long)t->unreachable);
  printf("average %.4f\n",sum/reach);
}

@ @<Declarations of the kit@>=
void cube_print_distribution(const prune_table *t);

@*1 Writing a new chapter.
A new chapter (a coordinate, a step, a solver, a puzzle) is one file,
\.{NAME.w}, and one line of the book's list of chapters. This section is
the checklist. Two complete examples are in \.{tests/example}: \.{slice.w}
brings the middle-layer edges home (a coordinate of the coordinates
chapter, its table, a search, a sub-command and tests), and \.{cross.w}
solves the cross on any face (a coordinate of four named edges, one
table for the six faces by symmetry, a word option and labelled answers);
the tests build both by following these steps, so they stay true.
@^writing a new chapter@>
@^extending the command@>

\smallskip
\item{1.} {\bf Start.} \.{make new-chapter NAME=x} copies \.{slice.w} to
\.{x.w} with its routines, header, tests and sub-command renamed, and adds
its line to the list: a chapter that builds, passes its tests and prints
in the book as it is, to be rewritten.
\item{2.} {\bf The file.} It begins with \.{@@* Title.} and a paragraph
that says what the chapter is for, with a worked example; then
\.{@@q README: what it holds @@>} (its line in the README's table),
\.{@@i types.w}, the chapter's \.{@@s} lines, the header
\.{@@(NAME.h@@>=} (with include guards, including the header of the last
chapter it uses, e.g. \.{kit.h}), and the code \.{@@c} for
\.{NAME.c}. Its tests are programs it writes:
\.{@@(tests/test\_NAME.c@@>=} from the inside, with \.{check.h} (|CHECK|,
and |check_done| given its name) and \.{cubetest.h}
(|cube_each_sequence|, every canonical sequence of a length;
|cube_bfs_by_key|, a breadth-first search over positions by a key); and
\.{@@(tests/cli\_NAME.c@@>=} from the command line, with \.{cli.h}
(|CLI_EXPECT|, |CLI_MATCH|, |CLI_EXPECT_ERR|, |cli_input|, |cli_sh|). A
benchmark is \.{@@(tests/bench\_NAME.c@@>=}, a fuzzer
\.{@@(tests/fuzz\_NAME.c@@>=}. The Makefile finds them all by these names.
\item{3.} {\bf The one line.} \.{@@i NAME.w} in \.{tex/book.w}, after
the chapters it uses and before \.{@@i libcube.w}, which stays last. The
Makefile reads its chapters there; the introduction numbers the chapters
from it, and names those its figure does not show; \.{make readme} makes
the README's table from it and the chapters' \.{@@q README} lines
(\.{make lint} fails when the README differs).
\item{4.} {\bf Types.} Each type the chapter defines gets a line
\.{@@s NAME int} after its \.{@@i types.w}, or cweave typesets its
declarations as expressions; \.{make lint} fails on a |typedef| without
one, and on a name given \.{@@s} in two files. The \.{@@s} lines form one
namespace for the whole book: a type name must not be the name of a
variable or a member anywhere (a type \.{step} would break every
\.{step=} of other chapters), so give types a prefix or a suffix
(\.{\_ctx}). \.{make lint} weaves every chapter against all of them and
fails on any section it cannot parse; it also catches the other silent
defects: designated initializers (write \.{@@[.name=x@@]}), adjacent
string literals (continue a long one with a backslash at the end of the
line), \.{\_\_attribute\_\_} outside a macro.
\item{5.} {\bf Coordinates.} A |coord| with a name, a kind, the moves it
is well defined under, and for a basic one its size, |index| and
|to_cube| (\.{coord.w}); a composite names its parts in |partname|; the
coordinate of a few named cubies, where they are and how they are
turned, is |coord_cubies_index| and |coord_cubies_to_cube| of a
|coord_cubies| read by |coord_cubies_parse|. Its |init| runs once, when
it is first used, so registering costs nothing; |table_moves| is the move
set of its default table. Register it with |coord_register| from the
chapter's registering routine, named after the chapter, which also
registers the sub-command:
$$\.{void x\_register(void) \{ coord\_register(\&c); cube\_command\_register(\&cmd); \}}$$
Then
|coord_find("name")| builds it, |coord_move| moves a value,
|coord_moves_fixing| says which moves keep it solved. Moves and move sets
have names: |MOVE_U2|, |MASK_H|, |MASK_QUARTER_FB| (\.{cubepos.w}). A
goal on any face or axis is one table and a symmetry:
|cube_sym_taking| sends a face to another, |cube_sym_frame| an axis,
|cube_conj| turns the position, |cube_sym_move| and |cube_sym_inv| turn
the moves back.
\item{6.} {\bf Tables.} |prune_open_default(&t,c,&cube_opts.tables,err,n)|
gives the coordinate's distance table from the cache, checked byte for
byte, or makes it there (with a progress line) the first time;
|prune_distance| and |prune_field| read it; |cube_print_distribution|
prints its distribution for a \.{--stats}.
\item{7.} {\bf Search.} A state of a few bytes and three routines (|child|,
|bound|, |goal|) make a problem for |ida_search| (one shortest solution)
or |ida_search_all| (every shortest one, in canonical order, with a
limit); |exact_walk| lists every optimal path down a table of exact
distances; a goal that is a set of states (a step on any of three axes)
is a goal routine that accepts any member and a bound that is the least
of the members' bounds (\.{solve.w}). An optimal-solver table family is
an |optimal_family| given to |optimal_register|.
\item{8.} {\bf The sub-command.} A |cube_command| (name, synopsis, one
line, a paragraph of help, a table of |cube_option|, the common option
groups it takes), registered by the chapter's |x_register|; an option that takes
one of a few words is |CUBE_OPT_WORD|, the words in its |arg|
(\.{U\vb R\vb F\vb D\vb L\vb B\vb any}). Its |run| calls |cube_parse_args|,
loads what it needs (a failure is |cube_die| with the status
|CUBE_EXIT_SYSTEM|; the routines of the chapter's own that a library or
the server may call return their errors instead, $-1$ and a message
written by |cube_error|, and leave ending the program to the
sub-command), and returns what |cube_batch| returns, given the
positions, an |answer| routine, its context and the number of threads.
The routine |answer| reads |it->text|, and writes the answer with
|cube_item_printf|; a list of solutions with |cube_solutions_init|,
|cube_solutions_add| (or |cube_solutions_add_labelled|, \.{D: R U'}) and
|cube_solutions_print|, which also record them for \.{--format json} (a
solution made otherwise is recorded with |cube_item_solution|, and ``no
solution'' given with |cube_item_no_solution|); a bad position with
|cube_item_fail| and the status |CUBE_EXIT_BADINPUT|; the figures for
\.{--format json} with |cube_item_result|, and for \.{-v} the standard
tail with |cube_item_tail|. An answer is one line, so that \.{--aligned}
holds. Messages go into buffers of |CUBE_ERRLEN| bytes. The
help, the manual page, \.{--format json}, \.{--aligned}, \.{--shard},
streaming and the exit statuses then come with the kit.
\item{9.} {\bf Checks.} \.{make check CHAPTERS=NAME} builds the program
and runs the chapter's two test programs, nothing else, in seconds, with
the tables of the user's cache, the directory named by \.{CUBE\_TABLES}
or else \.{\~/.cache/cube}; \.{make lint CHAPTERS=NAME} weaves it; then
\.{make book}, since a line or an index entry too wide for the page fails
only in the whole book; and \.{make test} once, at the end. Numbers
stated in the text are checked by the tests; sources go in the
bibliography of \.{tex/book.w}.
\smallskip

@*1 Fuzzing the parsers and the table loader.
The program reads two kinds of untrusted bytes: positions typed or piped
in by users, and table files that a crash, a full disk or a careless copy
may have damaged. Both readers are tested by a {\it fuzzer}: a program
that feeds a routine millions of inputs, mutated from a few seeds by a
search that keeps every input reaching new code, under the address and
undefined-behaviour sanitizers, so that any out-of-bounds access, overflow
or crash stops it with the input that caused it. The fuzzer here is
LLVM's libFuzzer, which comes with the Clang compiler: it calls
|LLVMFuzzerTestOneInput| with each input, and the routine checks
properties that must hold for every input, whatever its bytes.
\.{make fuzz} builds the fuzzers and runs each for \.{FUZZ\_SECONDS}
seconds (60 by default); \.{make test} runs them for a short while when
Clang is installed.
@^fuzzing@>
@^libFuzzer@>

For the positions: every reader either refuses the input with a message,
or returns a legal position; and a position that was read is read back
the same from what the program writes for it, in each notation: the move
sequence it formats, the facelet string, the Singmaster string.

@(tests/fuzz_parse.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "kit.h"
@<Check that a table file of any content is refused or consistent@>@;
int LLVMFuzzerTestOneInput(const uint8_t *data,size_t size)
{
  static int ready;
  if (!ready) { cube_init(); cube_register_chapters(); coord_init(); ready=1; }
  if (size>0 && data[0]==0xff) { check_table_file(data+1,size-1); return 0; }
  char *s=malloc(size+1);
  if (!s) return 0;
  memcpy(s,data,size); s[size]=0;
  @<Check every position reader on |s|@>;
  free(s);
  return 0;
}

@ A property that fails aborts the fuzzer, which then reports the input.

@<Check every position reader on |s|@>=
{
  cubepos p,q;
  moveseq seq;
  int fmt;
  char err[CUBE_ERRLEN],out[CUBE_MAXMOVES*4];
  err[0]=0;
  if (cube_parse(s,&p,&fmt,&seq,err,sizeof err)) {
    if (!err[0]) abort(); /* refused without a reason */
  } else {
    if (cube_validate(&p,err,sizeof err)) abort();
    cube_to_facelets(&p,out);
    if (cube_parse(out,&q,NULL,NULL,err,sizeof err) || memcmp(&p,&q,sizeof p)) abort();
    cube_to_singmaster(&p,out);
    if (cube_parse(out,&q,NULL,NULL,err,sizeof err) || memcmp(&p,&q,sizeof p)) abort();
    if (fmt==CUBE_FORMAT_MOVES) {
      cube_format_moves(&seq,0,out,sizeof out);
      if (cube_parse(out,&q,NULL,NULL,err,sizeof err) || memcmp(&p,&q,sizeof p)) abort();
    }
  }
  if (cube_parse_facelets(s,&p,err,sizeof err)==0 && cube_validate(&p,err,sizeof err)) abort();
  if (cube_parse_singmaster(s,&p,err,sizeof err)==0 && cube_validate(&p,err,sizeof err))
    abort();
  cube_parse_moves(s,&seq,err,sizeof err);
}

@ For the table files: an input whose first byte is $\.{ff}_{16}$ is the
rest taken as the file of the table of \.{sliceperm}, a coordinate of 24
values whose table is 12 bytes after the header. Loading it must fail
with a message or give a table that agrees with itself: the counts of the
distances add up to the entries, the largest distance is within its
bounds, and every entry that is read is a distance that the counts admit.
The seed of this part is a real table file.

@<Check that a table file of any content is refused or consistent@>=
static void check_table_file(const uint8_t *data,size_t size)
{
  static char path[64];
  char err[CUBE_ERRLEN];
  prune_table t;
  coord *c=coord_find("sliceperm");
  if (!path[0]) snprintf(path,sizeof path,"/tmp/cube-fuzz-%d.tbl",(int)getpid());
  FILE *f=fopen(path,"wb");
  if (!c || !f) abort();
  if (size && fwrite(data,1,size,f)!=size) abort();
  if (fclose(f)) abort();
  err[0]=0;
  if (prune_load(&t,c,coord_table_moves(c),prune_default_encoding(c),path,err,
      sizeof err)) {
    if (!err[0]) abort();
    return;
  }
  uint64_t sum=t.unreachable;
  if (t.maxdist<0 || t.maxdist>=PRUNE_MAXDIST || t.n!=c->n) abort();
  for (int d=0; d<=t.maxdist; d++) sum+=t.dist[d];
  if (sum!=t.n) abort();
  for (uint64_t x=0; x<t.n; x++) {
    int v=prune_field(&t,x);
    if (v>t.maxdist && v!=prune_unknown(t.encoding)) abort();
  }
  prune_free(&t);
}

@ The batch driver is fuzzed as a whole: the input is any bytes, given
as the standard input, and the options come from its first byte (aligned,
numbered, JSON, a shard $K/3$). The answering routine reads the position
and writes its facelets, or refuses it, so the answers depend only on the
lines. The input is answered with one thread and with two, into files,
and the two outputs must be the same, byte for byte; an item handed to
the answering routine without its text is a failure at once. (The
threaded driver's race of items done when read, printed and freed before a
worker passed them, was found so.)
@^fuzzing@>

@(tests/fuzz_batch.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "kit.h"
static void fuzz_answer(void *ctx,cube_item *it)
{
  cubepos p;
  char err[CUBE_ERRLEN],out[64];
  (void)ctx;
  if (!it->text) abort();
  if (cube_parse(it->text,&p,NULL,NULL,err,sizeof err))
    cube_item_fail(it,CUBE_EXIT_BADINPUT,"%s",err);
  else { cube_to_facelets(&p,out); cube_item_printf(it,"%s\n",out); }
}
@<Run the batch driver on a file, with |workers| threads, into another@>@;
int LLVMFuzzerTestOneInput(const uint8_t *data,size_t size)
{
  static char in[64],out1[64],out2[64];
  static int ready;
  if (!ready) {
    cube_init(); cube_register_chapters(); ready=1;
    snprintf(in,sizeof in,"/tmp/cube-fuzz-batch-%d.in",(int)getpid());
    snprintf(out1,sizeof out1,"/tmp/cube-fuzz-batch-%d.1",(int)getpid());
    snprintf(out2,sizeof out2,"/tmp/cube-fuzz-batch-%d.2",(int)getpid());
  }
  if (size==0) return 0;
  memset(&cube_opts,0,sizeof cube_opts);
  cube_opts.aligned=data[0]&1; cube_opts.numbered=data[0]>>1&1; cube_opts.json=data[0]>>2&1;
  if (data[0]>>3&1) { cube_opts.shard_n=3; cube_opts.shard_k=1+(data[0]>>4)%3; }
  FILE *f=fopen(in,"wb");
  if (!f || fwrite(data+1,1,size-1,f)!=size-1 || fclose(f)) abort();
  size_t n1,n2;
  char *a=batch_into(in,out1,1,&n1),*b=batch_into(in,out2,2,&n2);
  if (n1!=n2 || memcmp(a,b,n1)) abort();
  free(a); free(b);
  return 0;
}

@ The standard input and output are the files, for the time of the run;
the output is read back whole.

@<Run the batch driver on a file, with |workers| threads, into another@>=
static char *batch_into(const char *in,const char *out,int workers,size_t *n)
{
  fflush(stdout);
  int keep=dup(1),err=dup(2);
  if (keep<0 || err<0 || !freopen(in,"rb",stdin) || !freopen(out,"wb",stdout)) abort();
  if (!freopen("/dev/null","w",stderr)) abort();
  cube_batch(0,NULL,fuzz_answer,NULL,workers);
  fflush(stdout); fflush(stderr);
  if (dup2(keep,1)<0 || dup2(err,2)<0) abort();
  close(keep); close(err);
  clearerr(stdout); clearerr(stderr);
  FILE *f=fopen(out,"rb");
  if (!f) abort();
  fseek(f,0,SEEK_END);
  long len=ftell(f);
  fseek(f,0,SEEK_SET);
  char *s=malloc(len+1);
  if (!s || fread(s,1,len,f)!=(size_t)len) abort();
  fclose(f);
  *n=(size_t)len;
  return s;
}

@*1 Testing the kit.
The test of the kit runs its readers of values on good values and bad
ones: each bad one must be refused with the message the program prints
for it, and the program must go on, which is what a library or a server
that calls them needs. The limits of the numbers are the edges of their
ranges; the option parser refuses an unknown option, a flag with a
value, an option without its value, and a bad shard, and stops at
\.{--help}. Then the example command of the chapter's opening is run
through the dispatcher, on a good position and a bad one, with its
output and its messages caught in files: the good one gives its facelet
string, the bad one a message that names it, and the status is~1.
@^tests of the kit@>

@(tests/test_kit.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "kit.h"
#include "check.h"
@<A sub-command written with the kit, \.{facelets}@>@;
@<Run the command line |argv| with its outputs into files@>@;
int main(void)
{
  cube_init();
  @<Check the readers of values@>;
  @<Check the parser of options@>;
  @<Check the example command@>;
  @<Check that a text without memory is marked, and its item@>;
  return check_done("test_kit");
}

@ @<Check the readers of values@>=
{
  char err[CUBE_ERRLEN];
  uint64_t v=7;
  double x=0;
  int w=-1;
  CHECK_EQ(cube_parse_number("4294967296","--max",0,UINT64_MAX,&v,err,sizeof err),0);
  CHECK_EQ(v,4294967296ull);
  CHECK_EQ(cube_parse_number("18446744073709551615","N",0,UINT64_MAX,&v,err,sizeof err),0);
  CHECK(v==UINT64_MAX);
  v=7;
  CHECK_EQ(cube_parse_number("18446744073709551616","N",0,UINT64_MAX,&v,err,sizeof err),-1);
  CHECK(strstr(err,"N: 18446744073709551616 is out of range")!=NULL);
  CHECK_EQ(v,7);
  CHECK_EQ(cube_parse_number("21","--max",0,20,&v,err,sizeof err),-1);
  CHECK(strcmp(err,"--max: 21 is out of range (give 0 to 20)")==0);
  CHECK_EQ(cube_parse_number(" 5","--seed",0,9,&v,err,sizeof err),-1);
  CHECK(strcmp(err,"--seed: ' 5' is not a number")==0);
  CHECK_EQ(cube_parse_number("+5","--seed",0,9,&v,err,sizeof err),-1);
  CHECK_EQ(cube_parse_number("","--seed",0,9,&v,err,sizeof err),-1);
  CHECK_EQ(cube_parse_seconds("2e3","--time",&x,err,sizeof err),0);
  CHECK(x==2000);
  CHECK_EQ(cube_parse_seconds("0x10","--time",&x,err,sizeof err),-1);
  CHECK(strcmp(err,"--time: '0x10' is not a decimal number of seconds")==0);
  CHECK_EQ(cube_parse_seconds("1e-300","--time",&x,err,sizeof err),-1);
  CHECK(strstr(err,"out of range (give 0.001 to 1000000000 seconds)")!=NULL);
  CHECK_EQ(cube_parse_word("rl","--axis","fb|rl|ud|any",&w,err,sizeof err),0);
  CHECK_EQ(w,1);
  CHECK_EQ(cube_parse_word("xy","--axis","fb|rl|ud|any",&w,err,sizeof err),-1);
  CHECK(strcmp(err,"--axis: give fb, rl, ud or any, not 'xy'")==0);
  CHECK_EQ(cube_parse_metric("qtm",&w,err,sizeof err),0);
  CHECK_EQ(w,1);
  CHECK_EQ(cube_parse_metric(NULL,&w,err,sizeof err),0);
  CHECK_EQ(w,0);
  CHECK_EQ(cube_parse_metric("stm",&w,err,sizeof err),-1);
  CHECK(strcmp(err,"--metric: 'stm' is neither htm nor qtm")==0);
}

@ The parser is given the example command's options, and the batch
options it takes; its positional arguments come back first in |argv|.

@<Check the parser of options@>=
{
  char err[CUBE_ERRLEN];
  char a1[]="R",a2[]="--shard",a3[]="2/3",a4[]="U",a5[]="--aligned";
  char *args[]={a1,a2,a3,a4,a5};
  CHECK_EQ(cube_parse_options(&facelets_command,5,args,err,sizeof err),2);
  CHECK(strcmp(args[0],"R")==0 && strcmp(args[1],"U")==0);
  CHECK(cube_opts.shard_k==2 && cube_opts.shard_n==3 && cube_opts.aligned==1);
  char b1[]="--frob",b2[]="--aligned=yes",b3[]="--shard",b4[]="3/2",b5[]="--help",b6[]="-v";
  char *bad1[]={b1},*bad2[]={b2},*bad3[]={b3},*bad4[]={b3,b4},*help[]={b5,b1},*v[]={b6};
  CHECK_EQ(cube_parse_options(&facelets_command,1,bad1,err,sizeof err),-1);
  CHECK(strcmp(err,"facelets: unknown option '--frob' (see cube facelets --help)")==0);
  CHECK_EQ(cube_parse_options(&facelets_command,1,bad2,err,sizeof err),-1);
  CHECK(strcmp(err,"--aligned takes no value (give --aligned alone)")==0);
  CHECK_EQ(cube_parse_options(&facelets_command,1,bad3,err,sizeof err),-1);
  CHECK(strcmp(err,"--shard needs a value (K/N)")==0);
  CHECK_EQ(cube_parse_options(&facelets_command,2,bad4,err,sizeof err),-1);
  CHECK(strcmp(err,"--shard K: 3 is out of range (give 1 to 2)")==0);
  CHECK_EQ(cube_parse_options(&facelets_command,2,help,err,sizeof err),CUBE_HELP);
  CHECK_EQ(cube_parse_options(&facelets_command,1,v,err,sizeof err),-1);
}

@ A text that cannot grow is left as it was and marked, and so is the JSON
object of its item; no append ends the program. A text of half the
addresses cannot be had on any machine.

@<Check that a text without memory is marked, and its item@>=
{
  cube_item it;
  cube_text j={0};
  char text[]="R U";
  memset(&it,0,sizeof it);
  it.where="argument"; it.no=1; it.text=text; it.length=-1; it.optimal=-1;
  cube_item_printf(&it,"U' R'\n");
  CHECK(!cube_item_lost(&it));
  cube_item_write(&it,"x",SIZE_MAX/2);
  CHECK(cube_item_lost(&it));
  CHECK(it.out.len==6 && strcmp(it.out.s,"U' R'\n")==0);
  cube_item_json(&j,&it);
  CHECK(j.lost);
  free(j.s); free(it.out.s); free(it.msg.s);
}

@ The dispatcher runs the command named; its standard output and error go
to two files for the time of the run, which are read back.

@<Run the command line |argv| with its outputs into files@>=
static char run_out[4096],run_err[4096];
static void slurp(const char *path,char *buf,size_t n)
{
  FILE *f=fopen(path,"rb");
  size_t k=f? fread(buf,1,n-1,f): 0;
  buf[k]=0;
  if (f) fclose(f);
  remove(path);
}
static int run_command(int argc,char **argv)
{
  char out[64],err[64];
  snprintf(out,sizeof out,"/tmp/cube-test-kit-%d.out",(int)getpid());
  snprintf(err,sizeof err,"/tmp/cube-test-kit-%d.err",(int)getpid());
  fflush(stdout); fflush(stderr);
  int keep=dup(1),keeperr=dup(2);
  if (keep<0 || keeperr<0 || !freopen(out,"wb",stdout) || !freopen(err,"wb",stderr)) abort();
  int status=cube_dispatch(argc,argv);
  fflush(stdout); fflush(stderr);
  if (dup2(keep,1)<0 || dup2(keeperr,2)<0) abort();
  close(keep); close(keeperr);
  clearerr(stdout); clearerr(stderr);
  slurp(out,run_out,sizeof run_out);
  slurp(err,run_err,sizeof run_err);
  return status;
}

@ @<Check the example command@>=
{
  char c0[]="cube",c1[]="facelets",c2[]="R",c3[]="U Q";
  char *argv[]={c0,c1,c2,c3,NULL};
  cube_command_register(&facelets_command);
  CHECK_EQ(run_command(4,argv),CUBE_EXIT_BADINPUT);
  CHECK(strcmp(run_out,"UUFUUFUUFRRRRRRRRRFFDFFDFFDDDBDDBDDBLLLLLLLLLUBBUBBUBB\n")==0);
  CHECK(strcmp(run_err,"cube: argument 2: unreadable move 'Q' at column 3\n")==0);
}

@ The command-line tests of a chapter are a program too, which the
chapter writes beside its test program,
$$\.{@@(tests/cli\_NAME.c@@>=}$$
and which is run by \.{make check CHAPTERS=NAME} and \.{make test} with the program to
test named by the environment variable \.{CUBE}. The header below, which
each such program includes after \.{check.h}, runs the program with the
arguments given, the standard input given by |cli_input| (empty if
none), and keeps what it wrote to its standard output and error in
|cli_out| and |cli_err|; the three checks compare them with what is
expected. A check that needs a pipe or a shell is |cli_sh|, which runs
a line of \.{sh} with \.{\$CUBE} set.
@^command-line tests@>

@(tests/cli.h@>=
#ifndef CLI_H
#define CLI_H
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
static char cli_out[1<<16],cli_err[1<<16];
static const char *cli_stdin;
@<Run the program with the arguments |argv|, keeping its outputs@>@;
@<The checks of the command-line tests@>@;
#endif

@ The outputs go to temporary files, which cannot fill as a pipe can;
the status is the program's exit status, or 128 and the signal number.
The input set by |cli_input| serves one run.

@<Run the program with the arguments |argv|...@>=
static inline void cli_input(const char *text) { cli_stdin=text; }
static inline void cli_slurp(int fd,char *buf)
{
  ssize_t n,k=0;
  lseek(fd,0,SEEK_SET);
  while (k<(ssize_t)sizeof cli_out-1 && (n=read(fd,buf+k,sizeof cli_out-1-k))>0) k+=n;
  while (k>0 && buf[k-1]=='\n') k--; /* as the shell's \.{\$(...)} */
  buf[k]=0;
  close(fd);
}
static inline int cli_tmp(void)
{
  char name[]="/tmp/cube-cli-XXXXXX";
  int fd=mkstemp(name);
  if (fd<0) { perror("mkstemp"); exit(2); }
  unlink(name);
  return fd;
}

@ @<Run the program with the arguments |argv|...@>=
static inline int cli_exec(char *const *argv)
{
  int in=cli_tmp(),out=cli_tmp(),err=cli_tmp(),status;
  if (cli_stdin && write(in,cli_stdin,strlen(cli_stdin))<0) exit(2);
  lseek(in,0,SEEK_SET); cli_stdin=NULL;
  fflush(stdout);
  pid_t pid=fork();
  if (pid==0) {
    dup2(in,0); dup2(out,1); dup2(err,2);
    execvp(argv[0],argv); _exit(127);
  }
  close(in);
  if (pid<0 || waitpid(pid,&status,0)<0) { perror("cli"); exit(2); }
  cli_slurp(out,cli_out); cli_slurp(err,cli_err);
  return WIFEXITED(status)? WEXITSTATUS(status): 128+WTERMSIG(status);
}
static inline int cli_run_(const char *const *args)
{
  char *argv[64];
  int n=0;
  argv[n++]=getenv("CUBE")? getenv("CUBE"): "./cube";
  while (*args && n<63) argv[n++]=(char *)*args++;
  argv[n]=NULL;
  return cli_exec(argv);
}
static inline int cli_sh(const char *script)
{
  char *argv[]={"sh","-c",(char *)script,NULL};
  if (!getenv("CUBE")) setenv("CUBE","./cube",1);
  return cli_exec(argv);
}

@ Each check names the command when it fails: |CLI_EXPECT| compares the
exit status and the whole standard output (\.{"*"} accepts any),
|CLI_MATCH| matches the output against a shell pattern, and
|CLI_EXPECT_ERR| wants one line on the standard error that contains
the phrase given.

@<The checks of the command-line tests@>=
#define CLI_ARGS(...) @[(const char *const []){__VA_ARGS__,NULL}@]
#define CLI_RUN(...) cli_run_(CLI_ARGS(__VA_ARGS__))
#define CLI_EXPECT(st,want,...) cli_expect_(0,st,want,CLI_ARGS(__VA_ARGS__),__FILE__,__LINE__)
#define CLI_MATCH(st,want,...) cli_expect_(1,st,want,CLI_ARGS(__VA_ARGS__),__FILE__,__LINE__)
#define CLI_EXPECT_ERR(st,want,...) cli_expect_(2,st,want,CLI_ARGS(__VA_ARGS__),\
  __FILE__,__LINE__)
static inline void cli_say(const char *const *args)
{
  printf("  cube");
  while (*args) printf(" '%s'",*args++);
  printf(": printed '%s', error '%s'\n",cli_out,cli_err);
}

@ @<The checks of the command-line tests@>=
static inline int cli_expect_(int how,int status,const char *want,const char *const *args,
  const char *file,int line)
{
  int got=cli_run_(args),ok=got==status;
  if (how==0) ok=ok && (strcmp(want,"*")==0 || strcmp(cli_out,want)==0);
  else if (how==1) ok=ok && fnmatch(want,cli_out,0)==0;
  else ok=ok && strstr(cli_err,want) && !strchr(cli_err,'\n');
  if (!check_(ok,want,file,line)) {
    cli_say(args); printf("  (exit status %d, expected %d)\n",got,status); }
  return ok;
}

