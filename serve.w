@* The server.
A person with a scrambled cube in hand would rather click colours on a
picture than type 54 letters. This chapter gives the solver a web page:
\.{cube serve} is a small HTTP server that serves one page, a net of the
cube to paint with the mouse, and answers the page's questions through a
small API, in the JSON objects of \.{--format json}:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube serve --table small
cube serve: http://127.0.0.1:8080/ (2 solves at once; Ctrl-C stops)
\$ curl -d "position=R U R' U' F2\&method=optimal" http://127.0.0.1:8080/api/solve
\char"7B"argument":1,"input":"R U R' U' F2","solutions":[\char"7B"moves":"F2 U R U' R'",
 "length":5\char"7D],"length":5,"optimal":true,"seconds":0.000084,"nodes":47\char"7D
\endgroup
\medskip

\noindent (the answer is one line; it is broken here to fit the page).
A browser pointed at the address gets the page, which does the same
through the same calls.
@^web page@>
@^HTTP server@>

A server is a program that strangers may talk to, so most of this chapter
is about what it refuses. It listens on the loopback address unless told
otherwise; it serves only the four files it carries in memory, so no path
sent to it can reach the file system; it reads requests of bounded size
within a bounded time, so a slow or hostile client cannot hold one of its
threads; it runs a bounded number of solves at once and refuses more,
at once and with a clear status, rather than queueing work without end;
each solve has a time limit; and it stops cleanly on \.{SIGINT} and
\.{SIGTERM}. The request reader is a routine of its own, without any
input or output, so that a fuzzer can feed it every kind of bytes.

The chapter tangles to \.{serve.h} and \.{serve.c}; the page itself, its
HTML, style sheet and JavaScript, lives beside the chapter in the folder
\.{web/}, and is compiled into the program (the section on the page's
files says how). Here is the skeleton.
@q README: `cube serve`: a small HTTP server (threads, limits, clean shutdown) for a web page that paints, solves and replays the cube (`web/`), and a JSON API; optimal and step solves in threads that a cancel or a closed connection stops; the fuzzer of its request reader @>
@i types.w
@s serve_config int
@s serve_file int
@s serve_request int
@s serve_server int

@(serve.h@>=
#ifndef SERVE_H
#define SERVE_H
#include "step.h"
@<Types of the server@>@;
@<Declarations of the server@>@;
#endif

@ The server uses calls that POSIX leaves out and Linux has
(|accept4|, |close_range|, |POLLRDHUP|), so the file asks for them
before any header is included.
@^system dependencies@>

@c
#define _GNU_SOURCE
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <stdarg.h>
#include <ctype.h>
#include <time.h>
#include <errno.h>
#include <signal.h>
#include <poll.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include "serve.h"
#include "step.h"
@h
@<Private declarations of the server@>@;
@<The page's files@>@;
@<Functions of the server@>@;
@<The sub-command \.{cube serve}@>@;

@*1 The limits.
Every quantity a client controls has a bound, and each bound is a
constant here. A request line and its headers take at most 8 kilobytes;
a body at most 4 kilobytes (a position in Singmaster notation with the
options of an optimal solve is a body of 99 bytes); a position at most
1023 bytes once decoded. The whole
request must arrive within the input timeout (5 seconds by default),
counted from the connection, not from the last byte, so a client that
sends one byte a second still loses its connection after 5. At most 64
connections wait for a thread; a connection beyond them is answered at
once with status 503 and closed.
@^limits of the server@>

@<Types of the server@>=
enum {
  SERVE_MAXHEAD=8192, /* request line and headers */
  SERVE_MAXBODY=4096, /* the body of a request */
  SERVE_MAXTARGET=256, /* the path and query of a request */
  SERVE_MAXFIELD=1024, /* a field of a form, decoded */
  SERVE_MAXHEADERS=64, /* header lines */
  SERVE_QUEUE=64 /* connections waiting for a thread */
};

@*1 Reading a request.
An HTTP/1.1 request \cite{RFC 9112} is a request line (a method, a target
and the version, separated by single spaces), header lines of the form
\.{Name: value}, an empty line, and a body whose length the header
\.{Content-Length} gives. Each line ends with a carriage return and a
line feed. The reader |serve_parse_head| looks at the bytes received so
far and says one of three things: more bytes are needed (0), the head is
complete and valid (1, with the request's parts filled in), or the
request is refused (the negative of an HTTP status). It reads nothing
itself and keeps no state between calls, so the connection code calls it
again after every read, and the fuzzer calls it on anything.
@^request parser@>

@<Types of the server@>=
enum { SERVE_GET=1, SERVE_HEAD, SERVE_POST };
typedef struct {
  int method; /* |SERVE_GET|, |SERVE_HEAD| or |SERVE_POST| */
  char path[SERVE_MAXTARGET]; /* the target up to a \.?, as sent */
  char query[SERVE_MAXTARGET]; /* what follows the \.? */
  size_t head_len; /* the bytes of the head, with its empty line */
  size_t body_len; /* from \.{Content-Length}, or 0 */
  int minor; /* 1 for HTTP/1.1, 0 for HTTP/1.0 */
} serve_request;

@ The refusals, and why: a head that does not end within 8 kilobytes is
431 (headers too large), as are more than 64 header lines; a target of
256 bytes or more is 414 (URI too long); a version other than 1.0 and 1.1
is 505; a method other than \.{GET}, \.{HEAD} and \.{POST} is 501 (not
implemented); a body longer than 4 kilobytes is 413 (content too large);
\.{Transfer-Encoding}, which would let the body's length be unknown, is
501; anything else that is not what the grammar says (a control
character or a byte above 126 in the head, a line that does not end in
CR LF, a header line folded onto the next, a \.{Content-Length} that is
not a number or given twice with different values) is 400. The head's
bytes are checked as they arrive, so that garbage is refused before 8
kilobytes of it are read.

@<Functions of the server@>=
int serve_parse_head(const char *buf,size_t n,serve_request *r)
{
  size_t end=0;
  memset(r,0,sizeof *r);
  for (size_t i=0; i<n && i<SERVE_MAXHEAD; i++) {
    unsigned char ch=(unsigned char)buf[i];
    if ((ch<0x20 && ch!='\r' && ch!='\n' && ch!='\t') || ch>0x7e) return -400;
    if (ch=='\n' && (i==0 || buf[i-1]!='\r')) return -400;
    if (i>=3 && memcmp(buf+i-3,"\r\n\r\n",4)==0) { end=i+1; break; }
  }
  if (!end) return n>=SERVE_MAXHEAD? -431: 0;
  r->head_len=end;
  @<Read the request line of |buf| into |r|, or refuse it@>;
  @<Read the header lines of |buf| into |r|, or refuse them@>;
  return 1;
}

@ The request line: a method of capital letters, one space, a target of
visible characters that starts with a slash, one space, and the version.
The target is split at its first question mark into the path and the
query.

@<Read the request line of |buf| into |r|, or refuse it@>=
{
  const char *p=buf,*sp1,*sp2,*eol=memmem(buf,end,"\r\n",2);
  size_t m=0;
  while (p+m<eol && buf[m]>='A' && buf[m]<='Z') m++;
  if (m==0 || m>7 || buf[m]!=' ') return -400;
  sp1=buf+m; sp2=sp1+1;
  while (sp2<eol && *sp2>' ') sp2++;
  if (sp2==sp1+1 || sp2>=eol || *sp2!=' ' || sp1[1]!='/') return -400;
  if (eol-sp2-1!=8 || memcmp(sp2+1,"HTTP/1.",7) || (sp2[8]!='0' && sp2[8]!='1'))
    return eol-sp2-1>=5 && memcmp(sp2+1,"HTTP/",5)==0? -505: -400;
  if (sp2-sp1-1>=SERVE_MAXTARGET) return -414;
  r->minor=sp2[8]-'0';
  @<Name the method of the first |m| bytes of |buf|, or refuse it@>;
  size_t tl=(size_t)(sp2-sp1-1);
  const char *qm=memchr(sp1+1,'?',tl);
  size_t q=qm? (size_t)(qm-sp1-1): tl;
  memcpy(r->path,sp1+1,q); r->path[q]=0;
  if (q<tl) { memcpy(r->query,sp1+2+q,tl-q-1); r->query[tl-q-1]=0; }
}

@ @<Name the method of the first |m| bytes of |buf|, or refuse it@>=
if (m==3 && memcmp(buf,"GET",3)==0) r->method=SERVE_GET;
else if (m==4 && memcmp(buf,"HEAD",4)==0) r->method=SERVE_HEAD;
else if (m==4 && memcmp(buf,"POST",4)==0) r->method=SERVE_POST;
else return -501;

@ A header line is a name of token characters, a colon, and a value with
white space around it. Only two names matter: \.{Content-Length} and
\.{Transfer-Encoding}, in any case of letters.

@<Read the header lines of |buf| into |r|, or refuse them@>=
{
  const char *p=(const char *)memmem(buf,end,"\r\n",2)+2;
  int lines=0,have_length=0;
  while (p<buf+end-2) {
    const char *eol=memmem(p,(size_t)(buf+end-p),"\r\n",2),*colon=p;
    if (++lines>SERVE_MAXHEADERS) return -431;
    while (colon<eol && (isalnum((unsigned char)*colon) || strchr("!#$%&'*+-.^_`|~",*colon)))
      colon++;
    if (colon==p || colon>=eol || *colon!=':') return -400;
    const char *v=colon+1;
    while (v<eol && (*v==' ' || *v=='\t')) v++;
    size_t vl=(size_t)(eol-v);
    while (vl>0 && (v[vl-1]==' ' || v[vl-1]=='\t')) vl--;
    @<Take the value |v| of length |vl| of the header named from |p| to |colon|@>;
    p=eol+2;
  }
}

@ @<Take the value |v| of length |vl| of the header named...@>=
if (colon-p==17 && strncasecmp(p,"Transfer-Encoding",17)==0) return -501;
if (colon-p==14 && strncasecmp(p,"Content-Length",14)==0) {
  size_t len=0,digits=0;
  while (digits<vl && v[digits]>='0' && v[digits]<='9') digits++;
  if (vl==0 || digits<vl) return -400;
  if (vl>18) return -413;
  for (size_t i=0; i<vl; i++) len=10*len+(size_t)(v[i]-'0');
  if (have_length && len!=r->body_len) return -400;
  have_length=1; r->body_len=len;
  if (len>SERVE_MAXBODY) return -413;
}

@ The bodies of the API are forms: fields \.{name=value} joined by
\.{\&}, in the encoding of HTML forms, where a plus sign stands for a
space and \.{\%XY} for the byte of hexadecimal value \.{XY}
\cite{WHATWG URL}. |serve_form_field|
finds the field |name| and decodes its value into |out|, which holds
|outlen| bytes with the final zero; it returns the value's length, $-1$
when there is no such field, and $-2$ when the field is there but
unusable: given twice, with a broken escape, longer than |out|, or
holding a control character once decoded (a position never needs one,
and a NUL would cut it short unseen).
@^form encoding@>

@<Functions of the server@>=
static int hexval(int c)
{
  return c>='0' && c<='9'? c-'0': c>='a' && c<='f'? c-'a'+10: c>='A' && c<='F'? c-'A'+10: -1;
}
int serve_form_field(const char *s,size_t n,const char *name,char *out,size_t outlen)
{
  size_t nl=strlen(name),i=0;
  int found=-1;
  while (i<n) {
    size_t j=i;
    while (j<n && s[j]!='&') j++;
    if (j-i>nl && memcmp(s+i,name,nl)==0 && s[i+nl]=='=') {
      if (found>=0) return -2;
      @<Decode the value from |s+i+nl+1| to |s+j| into |out|, as |found|, or return $-2$@>;
    }
    i=j+1;
  }
  return found;
}

@ @<Decode the value from |s+i+nl+1| to |s+j| into |out|...@>=
{
  size_t k=0;
  for (size_t a=i+nl+1; a<j; a++) {
    int c=(unsigned char)s[a];
    if (c=='+') c=' ';
    else if (c=='%') {
      if (a+2>=j) return -2;
      int h=hexval(s[a+1]),l=hexval(s[a+2]);
      if (h<0 || l<0) return -2;
      c=16*h+l; a+=2;
    }
    if (c<0x20 || c==0x7f || k+1>=outlen) return -2;
    out[k++]=(char)c;
  }
  if (outlen) out[k]=0;
  found=(int)k;
}

@ @<Declarations of the server@>=
int serve_parse_head(const char *buf,size_t n,serve_request *r);
int serve_form_field(const char *s,size_t n,const char *name,char *out,size_t outlen);

@*1 The page's files.
The page is four files in the folder \.{web/}: \.{index.html}, the
document; \.{cube.css}, its style; \.{icon.svg}, its icon; \.{cube.js},
the program that draws the cube and talks to the server. They are not C, and a C string of
them would hide them behind escapes, so they stay files of their own,
which an editor and a browser open as they are, and the assembler's
directive \.{.incbin} copies each into the program's read-only data
when \.{serve.c} is compiled, between two labels that give its start and
end (a GCC and Clang extension, like the 128-bit integers of the first
chapter). The Makefile recompiles \.{serve.c} when one of them changes.
The server serves exactly these four, from memory: it never opens a
file to answer a request.
@^system dependencies@>
@^files of the page@>

@<The page's files@>=
__asm__(".section .rodata\n.balign 16\n.globl serve_index_html\n.hidden serve_index_html\nserve_index_html:\n\
.incbin \"web/index.html\"\n.globl serve_index_html_end\n.hidden serve_index_html_end\nserve_index_html_end:\n.byte 0\n.previous");
__asm__(".section .rodata\n.balign 16\n.globl serve_cube_css\n.hidden serve_cube_css\nserve_cube_css:\n\
.incbin \"web/cube.css\"\n.globl serve_cube_css_end\n.hidden serve_cube_css_end\nserve_cube_css_end:\n.byte 0\n.previous");
__asm__(".section .rodata\n.balign 16\n.globl serve_icon_svg\n.hidden serve_icon_svg\n\
serve_icon_svg:\n.incbin \"web/icon.svg\"\n.globl serve_icon_svg_end\n\
.hidden serve_icon_svg_end\nserve_icon_svg_end:\n.byte 0\n.previous");
__asm__(".section .rodata\n.balign 16\n.globl serve_cube_js\n.hidden serve_cube_js\nserve_cube_js:\n\
.incbin \"web/cube.js\"\n.globl serve_cube_js_end\n.hidden serve_cube_js_end\nserve_cube_js_end:\n.byte 0\n.previous");
extern const char serve_index_html[],serve_index_html_end[];
extern const char serve_cube_css[],serve_cube_css_end[];
extern const char serve_cube_js[],serve_cube_js_end[];
extern const char serve_icon_svg[],serve_icon_svg_end[];

@ The table of files: the path, the type the browser is told, and the
bytes. The path \./ is the document.

@<Functions of the server@>=
typedef struct {
  const char *path,*type,*data,*end;
} serve_file;
static const serve_file serve_files[]={
  {"/","text/html; charset=utf-8",serve_index_html,serve_index_html_end},
  {"/index.html","text/html; charset=utf-8",serve_index_html,serve_index_html_end},
  {"/cube.css","text/css; charset=utf-8",serve_cube_css,serve_cube_css_end},
  {"/cube.js","text/javascript; charset=utf-8",serve_cube_js,serve_cube_js_end},
  {"/icon.svg","image/svg+xml",serve_icon_svg,serve_icon_svg_end},
  {NULL,NULL,NULL,NULL}};
const char *serve_file_data(const char *path,size_t *len)
{
  for (int i=0; serve_files[i].path; i++)
    if (strcmp(serve_files[i].path,path)==0) {
      *len=(size_t)(serve_files[i].end-serve_files[i].data);
      return serve_files[i].data;
    }
  return NULL;
}

@ @<Declarations of the server@>=
const char *serve_file_data(const char *path,size_t *len);

@*1 The server's state.
A server is configured by a |serve_config|, which the options of the
command or a test fill in, and runs in a |serve_server|: the listening
socket, a pipe that wakes the thread that accepts connections when the
server is to stop, the queue of accepted connections, the threads that
answer them, and the count of solves running.

@<Types of the server@>=
typedef struct {
  const char *bind; /* an IPv4 or IPv6 address; 127.0.0.1 by default */
  int port; /* 0: any free port */
  int threads; /* connection threads */
  int solves; /* solves at once */
  int solve_threads; /* threads of one optimal solve */
  double seconds; /* the longest a solve may take */
  double io_seconds; /* the time a client has to send its request */
  const char *table; /* the optimal solver's family, or |NULL| */
  int steps; /* make the step solvers ready */
  int verbose; /* a line on the standard error stream per request */
  prune_options tables;
} serve_config;
typedef struct {
  serve_config cfg;
  int fd,port,wake[2];
  int stopping; /* read and written atomically */
  pthread_mutex_t lock; /* guards the queue, |busy|, |rng| and the log */
  pthread_cond_t cond;
  int queue[SERVE_QUEUE],qhead,qlen;
  int busy; /* solves running */
  cube_rng rng;
  pthread_t tid[64];
  int nthreads;
} serve_server;

@ The defaults: the loopback address, port 8080, sixteen connection
threads, as many solves at once as the machine has processors, a minute
for a solve, five seconds for a request to arrive.

@<Functions of the server@>=
void serve_defaults(serve_config *c)
{
  long cpus=sysconf(_SC_NPROCESSORS_ONLN);
  memset(c,0,sizeof *c);
  c->bind="127.0.0.1"; c->port=8080; c->threads=16;
  c->solves=cpus>0 && cpus<64? (int)cpus: 2;
  c->solve_threads=1; c->seconds=60; c->io_seconds=5; c->steps=1;
  c->tables.threads=1; c->tables.may_build=1; c->tables.progress=1;
}

@ @<Declarations of the server@>=
void serve_defaults(serve_config *c);
int serve_open(serve_server *S,const serve_config *c,char *err,size_t errlen);
int serve_run(serve_server *S);
void serve_stop(serve_server *S);
void serve_close(serve_server *S);

@*1 Opening.
|serve_open| makes the tables ready (the two-phase solver's, the step
solvers' and the optimal family named, each made the first time as the
commands make them), then opens the socket. The tables come first
because every solve shares them: what the server has loaded, no solve
loads again. An optimal solve uses |solve_threads| threads, which the
command's answering routine reads from the common options. A failure is a message in |err| and the
result $-1$.

@<Functions of the server@>=
int serve_open(serve_server *S,const serve_config *c,char *err,size_t errlen)
{
  memset(S,0,sizeof *S);
  S->cfg=*c; S->fd=-1; S->wake[0]=S->wake[1]=-1;
  cube_opts.json=1; /* the answers record their solutions for JSON */
  cube_opts.tables.threads=c->solve_threads>0? c->solve_threads: 1;
  coord_init();
  if (twophase_init(&c->tables,err,errlen)) return -1;
  if (c->table && optimal_init(c->table,&c->tables,err,errlen)) return -1;
  if (c->steps)
    for (int k=0; k<STEP_NKINDS; k++)
      if (step_prepare(k,&c->tables,err,errlen)) return -1;
  @<Open the listening socket of |S|, or return $-1$@>;
  if (pipe2(S->wake,O_CLOEXEC)) return cube_error(err,errlen,"pipe: %s",strerror(errno));
  pthread_mutex_init(&S->lock,NULL); pthread_cond_init(&S->cond,NULL);
  cube_rng_seed(&S->rng,(uint64_t)time(NULL)*1000003u+(uint64_t)getpid());
  return 0;
}

@ The address is IPv4 or IPv6, read by |inet_pton|. The socket may reuse
an address that a stopped server left in the kernel's waiting state, so
that a restarted server need not wait a minute. The port actually bound
is read back, since port 0 asks the kernel for any free one (the tests
do so).

@<Open the listening socket of |S|, or return $-1$@>=
{
  struct sockaddr_storage a;
  socklen_t alen;
  int one=1;
  memset(&a,0,sizeof a);
  struct sockaddr_in *a4=(struct sockaddr_in *)&a;
  struct sockaddr_in6 *a6=(struct sockaddr_in6 *)&a;
  if (inet_pton(AF_INET,c->bind,&a4->sin_addr)==1) {
    a4->sin_family=AF_INET; a4->sin_port=htons((uint16_t)c->port); alen=sizeof *a4;
  } else if (inet_pton(AF_INET6,c->bind,&a6->sin6_addr)==1) {
    a6->sin6_family=AF_INET6; a6->sin6_port=htons((uint16_t)c->port); alen=sizeof *a6;
  } else return cube_error(err,errlen,"--bind: '%s' is not an IPv4 or IPv6 address",c->bind);
  S->fd=socket(a.ss_family,SOCK_STREAM|SOCK_CLOEXEC,0);
  if (S->fd<0) return cube_error(err,errlen,"socket: %s",strerror(errno));
  setsockopt(S->fd,SOL_SOCKET,SO_REUSEADDR,&one,sizeof one);
  if (bind(S->fd,(struct sockaddr *)&a,alen) || listen(S->fd,SERVE_QUEUE))
    return cube_error(err,errlen,"cannot listen on %s port %d: %s",c->bind,c->port,
      strerror(errno));
  alen=sizeof a;
  getsockname(S->fd,(struct sockaddr *)&a,&alen);
  S->port=ntohs(a.ss_family==AF_INET? a4->sin_port: a6->sin6_port);
}
@.cannot listen on...@>
@.is not an IPv4 or IPv6 address@>

@*1 Threads, and stopping.
One thread accepts connections and puts them in the queue; |threads|
threads take them from it, one connection each at a time, and answer
it. When the queue is full the accepting thread answers the connection
itself, with a 503, and closes it: a flood of connections costs the
server one short write each, never a thread. The server runs until
|serve_stop|, which only sets a flag and writes a byte into the pipe (both
safe in a signal handler); the accepting thread wakes on the byte, stops
accepting, and the threads finish the connections they hold (each is
bounded in time) and end. The pipe stays open until |serve_close|, once
|serve_run| has returned, so that a second stop never writes into a
descriptor that was closed, or worse, reused for something else.
@^stopping the server@>

@<Functions of the server@>=
void serve_stop(serve_server *S)
{
  __atomic_store_n(&S->stopping,1,__ATOMIC_SEQ_CST);
  if (S->wake[1]>=0 && write(S->wake[1],"x",1)<0) {}
}
void serve_close(serve_server *S)
{
  close(S->wake[0]); close(S->wake[1]);
  S->wake[0]=S->wake[1]=-1;
  pthread_mutex_destroy(&S->lock); pthread_cond_destroy(&S->cond);
}
static int stopping(serve_server *S)
{
  return __atomic_load_n(&S->stopping,__ATOMIC_SEQ_CST);
}

@ @<Functions of the server@>=
int serve_run(serve_server *S)
{
  int n=S->cfg.threads<1? 1: S->cfg.threads>64? 64: S->cfg.threads;
  for (int t=0; t<n; t++)
    if (pthread_create(&S->tid[t],NULL,serve_worker,S)==0) S->nthreads++;
  if (!S->nthreads) return -1;
  while (!stopping(S)) @<Wait for a connection or the stop, and queue it@>;
  pthread_mutex_lock(&S->lock);
  pthread_cond_broadcast(&S->cond);
  pthread_mutex_unlock(&S->lock);
  for (int t=0; t<S->nthreads; t++) pthread_join(S->tid[t],NULL);
  close(S->fd);
  return 0;
}

@ @<Wait for a connection or the stop, and queue it@>=
{
  struct pollfd pf[2]={{S->fd,POLLIN,0},{S->wake[0],POLLIN,0}};
  if (poll(pf,2,-1)<0 || !(pf[0].revents&POLLIN)) continue;
  int c=accept4(S->fd,NULL,NULL,SOCK_CLOEXEC);
  if (c<0) continue;
  pthread_mutex_lock(&S->lock);
  int full=S->qlen==SERVE_QUEUE;
  if (!full) {
    S->queue[(S->qhead+S->qlen++)%SERVE_QUEUE]=c;
    pthread_cond_signal(&S->cond);
  }
  pthread_mutex_unlock(&S->lock);
  if (full) { reply_busy(c); close(c); }
}

@ A thread takes the connection at the head of the queue, answers it and
closes it; when the server stops it still answers the connections
queued, which were accepted and are owed an answer.

@<Functions of the server@>=
static void *serve_worker(void *arg)
{
  serve_server *S=arg;
  pthread_mutex_lock(&S->lock);
  for (;;) {
    if (S->qlen) {
      int c=S->queue[S->qhead];
      S->qhead=(S->qhead+1)%SERVE_QUEUE; S->qlen--;
      pthread_mutex_unlock(&S->lock);
      serve_connection(S,c);
      close(c);
      pthread_mutex_lock(&S->lock);
    } else if (stopping(S)) break;
    else pthread_cond_wait(&S->cond,&S->lock);
  }
  pthread_mutex_unlock(&S->lock);
  return NULL;
}

@ @<Private declarations of the server@>=
static void item_free(cube_item *it);
static void *serve_worker(void *arg);
static void serve_connection(serve_server *S,int c);
static void reply_busy(int c);

@*1 Answering a connection.
A connection carries one request, and its answer closes it (the answer
says \.{Connection: close}). The request must arrive in full within
|io_seconds| of the connection; every wait for bytes is a |poll| with
what is left of that time, so no client holds a thread longer. Sending
has a timeout too, set on the socket: a client that does not read its
answer is dropped when the kernel's buffer stays full for that long.
@^slow clients@>
@^timeouts of the server@>

@<Functions of the server@>=
static void serve_connection(serve_server *S,int c)
{
  char buf[SERVE_MAXHEAD+SERVE_MAXBODY+1];
  size_t n=0;
  serve_request r;
  int st;
  double t0=ida_now(),deadline=t0+S->cfg.io_seconds;
  struct timeval tv={(time_t)S->cfg.io_seconds,
    (suseconds_t)(1e6*(S->cfg.io_seconds-(time_t)S->cfg.io_seconds))};
  setsockopt(c,SOL_SOCKET,SO_SNDTIMEO,&tv,sizeof tv);
  memset(&r,0,sizeof r);
  while ((st=serve_parse_head(buf,n,&r))==0)
    if (read_more(c,buf,&n,SERVE_MAXHEAD,deadline,&st)) break;
  while (st==1 && n<r.head_len+r.body_len)
    if (read_more(c,buf,&n,r.head_len+r.body_len,deadline,&st)) break;
  if (st==0) return; /* the client closed the connection */
  int code=st<0? refuse(c,-st): answer_request(S,c,&r,buf+r.head_len);
  if (S->cfg.verbose) @<Log the request |r| with its |code|@>;
}

@ Reading more bytes into |buf|, up to |cap| in all. The result is
nonzero when reading is over: the client closed (|*st| becomes 0), or
the time is up (408, request timeout).

@<Functions of the server@>=
static int read_more(int c,char *buf,size_t *n,size_t cap,double deadline,int *st)
{
  double left=deadline-ida_now();
  struct pollfd pf={c,POLLIN,0};
  if (left<=0 || poll(&pf,1,(int)(1000*left)+1)<=0) { *st=-408; return 1; }
  ssize_t k=recv(c,buf+*n,cap-*n,0);
  if (k<0 && (errno==EINTR || errno==EAGAIN)) return 0;
  if (k<=0) { *st=0; return 1; }
  *n+=(size_t)k; buf[*n]=0;
  return 0;
}

@ @<Private declarations of the server@>=
static int read_more(int c,char *buf,size_t *n,size_t cap,double deadline,int *st);
static int answer_request(serve_server *S,int c,const serve_request *r,const char *body);

@ A refused request is answered too, with its status and a JSON object
that says why (below): the connection code does that for the statuses
of the reader, after the log line is written. Here is the log line.

@<Log the request |r| with its |code|@>=
{
  pthread_mutex_lock(&S->lock);
  fprintf(stderr,"cube serve: %s %s %d %.1f ms\n",r.method==SERVE_POST? "POST":
    r.method==SERVE_HEAD? "HEAD": r.method==SERVE_GET? "GET": "-",r.path[0]? r.path: "-",
    code,1e3*(ida_now()-t0));
  pthread_mutex_unlock(&S->lock);
}

@*1 Answers.
Every answer has the same headers: its status, its type, its length,
that the connection closes, and three that a browser obeys: not to store
the answer (a solve's answer is not a document), not to guess another
type than the one given, and to load nothing for the page from anywhere
but this server, which also keeps the page from running scripts from
elsewhere (the header \.{Content-Security-Policy}). The body follows unless the method was
\.{HEAD}. A write that fails means the client is gone; the server has
nothing more to tell it.
@^Content-Security-Policy@>

@<Functions of the server@>=
static const char *reason(int code)
{
  switch (code) {
  case 200: return "OK"; case 400: return "Bad Request"; case 404: return "Not Found";
  case 405: return "Method Not Allowed"; case 408: return "Request Timeout";
  case 413: return "Content Too Large"; case 414: return "URI Too Long";
  case 422: return "Unprocessable Content"; case 431: return "Request Header Fields Too Large";
  case 500: return "Internal Server Error"; case 501: return "Not Implemented";
  case 503: return "Service Unavailable"; case 505: return "HTTP Version Not Supported";
  default: return "Error";
  }
}

@ @<Functions of the server@>=
static void send_all(int c,const char *s,size_t n)
{
  while (n>0) {
    ssize_t k=send(c,s,n,MSG_NOSIGNAL);
    if (k<0 && errno==EINTR) continue;
    if (k<=0) return;
    s+=k; n-=(size_t)k;
  }
}
static void reply(int c,int code,const char *type,const char *body,size_t len,int head)
{
  char h[512];
  int k=snprintf(h,sizeof h,"HTTP/1.1 %d %s\r\nContent-Type: %s\r\n\
Content-Length: %zu\r\nConnection: close\r\nCache-Control: no-store\r\n\
X-Content-Type-Options: nosniff\r\nContent-Security-Policy: default-src 'self'\r\n%s\r\n",
    code,reason(code),type,len,code==503? "Retry-After: 1\r\n": "");
  send_all(c,h,(size_t)k);
  if (!head) send_all(c,body,len);
}

@ The API's answers are the objects of \.{--format json}: an item of the
command kit, answered as a batch answers one argument, is written by the
kit's |cube_item_json|. The HTTP status follows the item's exit status:
0 is 200, as is~3 (a time limit: the answer holds what was found and
says so); 1, a bad position, is 422; 2, a bad request, is 400; 4 is 500.
An error of the server itself (a path that is not there, a full server)
is an item too, failed with a message, sent with its own HTTP status.
@^JSON@>

@<Functions of the server@>=
static int http_status(int status)
{
  return status==0 || status==CUBE_EXIT_TIMEOUT? 200: status==CUBE_EXIT_BADINPUT? 422:
    status==CUBE_EXIT_USAGE? 400: 500;
}
static void reply_item(int c,cube_item *it,int code,int head)
{
  cube_text t={NULL,0,0};
  cube_item_json(&t,it);
  reply(c,code? code: http_status(it->status),"application/json",t.s,t.len,head);
  free(t.s);
  item_free(it);
}
static void item_free(cube_item *it)
{
  free(it->out.s); free(it->msg.s); free(it->solutions.s); free(it->msg_none.s);
  it->out.s=it->msg.s=it->solutions.s=it->msg_none.s=NULL;
}

@ A new item for a request: argument 1, since a request carries one
position, with the text it was asked about.

@<Functions of the server@>=
static void item_start(cube_item *it,char *text)
{
  memset(it,0,sizeof *it);
  it->no=1; it->where="argument"; it->text=text;
  it->length=-1; it->optimal=-1;
}
static int reply_error(int c,int code,const char *input,const char *fmt,...)
{
  cube_item it;
  va_list ap;
  char msg[512];
  item_start(&it,(char *)input);
  va_start(ap,fmt); vsnprintf(msg,sizeof msg,fmt,ap); va_end(ap);
  cube_item_fail(&it,code==503 || code>=500? CUBE_EXIT_SYSTEM: CUBE_EXIT_USAGE,"%s",msg);
  reply_item(c,&it,code,0);
  return code;
}

@ The answer to a connection that the server has no room for.

@<Functions of the server@>=
static void reply_busy(int c)
{
  struct timeval tv={1,0};
  setsockopt(c,SOL_SOCKET,SO_SNDTIMEO,&tv,sizeof tv);
  reply_error(c,503,"","the server has too many connections; try again");
}
@.too many connections@>

@*1 Routing.
The path names what is asked: one of the page's files, by \.{GET} (or
\.{HEAD}), or one of the four calls of the API, by \.{POST} (the two that
take no position, the scramble and the tables, by \.{GET} too). The
body of a \.{POST} is a form; a scramble may also take its fields from
the query. A path that is none of these is 404, a known path with the
wrong method 405. A refusal of the reader is answered here too.

@<Functions of the server@>=
static int answer_request(serve_server *S,int c,const serve_request *r,const char *body)
{
  size_t len;
  const char *data=serve_file_data(r->path,&len);
  int get=r->method==SERVE_GET || r->method==SERVE_HEAD,head=r->method==SERVE_HEAD;
  if (data && get) {
    for (int i=0; serve_files[i].path; i++)
      if (strcmp(serve_files[i].path,r->path)==0) reply(c,200,serve_files[i].type,data,len,head);
    return 200;
  }
  if (strcmp(r->path,"/api/tables")==0) return get || r->method==SERVE_POST?
    api_tables(S,c,head): reply_error(c,405,r->path,"use GET or POST");
  if (strcmp(r->path,"/api/scramble")==0) return api_scramble(S,c,get? r->query: body,
    get? strlen(r->query): r->body_len,head);
  if (strcmp(r->path,"/api/solve")==0 || strcmp(r->path,"/api/show")==0) {
    if (r->method!=SERVE_POST) return reply_error(c,405,r->path,"use POST");
    return r->path[5]=='s' && r->path[6]=='o'? api_solve(S,c,body,r->body_len,r->minor):
      api_show(c,body,r->body_len);
  }
  if (data) return reply_error(c,405,r->path,"use GET");
  return reply_error(c,404,r->path,"no such page");
}
@.no such page@>
@.use POST@>

@ The connection code answers the reader's refusals with this routine
before it logs them.

@<Functions of the server@>=
static int refuse(int c,int code)
{
  const char *why=code==400? "malformed request": code==408? "the request took too long":
    code==413? "the body is too large": code==414? "the target is too long":
    code==431? "the request's head is too large": code==501? "method or encoding not supported":
    code==505? "HTTP version not supported": "refused";
  return reply_error(c,code,"",why);
}

@ @<Private declarations of the server@>=
static int refuse(int c,int code);
static int api_tables(serve_server *S,int c,int head);
static int api_scramble(serve_server *S,int c,const char *form,size_t n,int head);
static int api_solve(serve_server *S,int c,const char *form,size_t n,int minor);
static int api_show(int c,const char *form,size_t n);

@*1 The calls.
\.{/api/show} takes a field \.{position} in any notation the program
reads and answers as \.{cube show --format json} does, with the net of
letters (U on top, then L, F, R and B, then D; the page reads it back into
its 54 facelets), or with the reason the position is impossible.
@^API of the server@>

@<Functions of the server@>=
static int api_show(int c,const char *form,size_t n)
{
  char pos[SERVE_MAXFIELD],err[CUBE_ERRLEN],*net=NULL;
  size_t len=0;
  cubepos p;
  cube_item it;
  if (read_position(c,form,n,pos)) return 400;
  item_start(&it,pos);
  if (cube_parse(pos,&p,NULL,NULL,err,sizeof err))
    cube_item_fail(&it,CUBE_EXIT_BADINPUT,"%s",err);
  else {
    FILE *f=open_memstream(&net,&len);
    if (!f) return reply_error(c,500,pos,"out of memory");
    cube_print_net(f,&p,0);
    fclose(f);
    cube_item_printf(&it,"%s",net);
    free(net);
  }
  reply_item(c,&it,0,0);
  return http_status(it.status);
}

@ The field \.{position} must be there and usable, or the request is
refused with a 400 that says which.

@<Functions of the server@>=
static int read_position(int c,const char *form,size_t n,char *pos)
{
  int k=serve_form_field(form,n,"position",pos,SERVE_MAXFIELD);
  if (k==-1) reply_error(c,400,"","the field 'position' is missing");
  if (k==-2) reply_error(c,400,"","the field 'position' is unreadable (given twice, \
a bad %%XY escape, a control character, or over %d bytes)",SERVE_MAXFIELD-1);
  return k<0;
}
@.the field 'position' is missing@>
@.the field 'position' is unreadable@>

@ @<Private declarations of the server@>=
static int read_position(int c,const char *form,size_t n,char *pos);

@ \.{/api/tables} says what the server can do, one line each: the
two-phase solver, the optimal solver's family (or \.{none}), the step
solvers, the solves it runs at once and the longest a solve may take.

@<Functions of the server@>=
static int api_tables(serve_server *S,int c,int head)
{
  cube_item it;
  item_start(&it,"tables");
  cube_item_printf(&it,"two-phase htm\noptimal %s\nsteps %s\nsolves %d\nseconds %g\n",
    S->cfg.table? S->cfg.table: "none",S->cfg.steps? "eo dr htr finish": "none",
    S->cfg.solves,S->cfg.seconds);
  reply_item(c,&it,0,head);
  return 200;
}

@ Solves are counted: a solve takes one of the |solves| slots, or, when
none is free, is refused at once with 503 and a \.{Retry-After} of one
second. Refusing is kinder than queueing: a queue of optimal solves of a
minute each would answer the last one an hour late, long after its
browser gave up.
@^bounded solves@>

@<Functions of the server@>=
static int slot_take(serve_server *S)
{
  pthread_mutex_lock(&S->lock);
  int ok=S->busy<S->cfg.solves;
  if (ok) S->busy++;
  pthread_mutex_unlock(&S->lock);
  return ok;
}
static void slot_give(serve_server *S)
{
  pthread_mutex_lock(&S->lock);
  S->busy--;
  pthread_mutex_unlock(&S->lock);
}
static int reply_full(serve_server *S,int c,const char *input)
{
  return reply_error(c,503,input,"the server is busy: %d solves at once; try again",
    S->cfg.solves);
}
@.the server is busy...@>

@ \.{/api/scramble} answers as one line of \.{cube scramble} would: a
uniformly random position as a random-state scramble, the inverse of a
two-phase solution of at most 20 moves, drawn by the rule of the command
chapter. A field \.{seed} gives the same scramble each time; without it,
the server's own generator draws, under its lock. Making the scramble is a
solve, and takes a slot.

@<Functions of the server@>=
static int api_scramble(serve_server *S,int c,const char *form,size_t n,int head)
{
  char seed[32],buf[CUBE_MAXMOVES*4];
  cube_rng rng;
  cubepos p;
  cube_item it;
  int k=serve_form_field(form,n,"seed",seed,sizeof seed);
  if (k==-2 || (k>=0 && (k==0 || strspn(seed,"0123456789")!=(size_t)k || k>19)))
    return reply_error(c,400,"","seed: give a number of at most 19 digits");
  if (!slot_take(S)) return reply_full(S,c,"scramble");
  if (k>=0) cube_rng_seed(&rng,strtoull(seed,NULL,10));
  else {
    pthread_mutex_lock(&S->lock);
    cube_rng_seed(&rng,cube_rng_next(&S->rng));
    pthread_mutex_unlock(&S->lock);
  }
  @<Draw the scramble into |buf|@>;
  slot_give(S);
  item_start(&it,"scramble");
  cube_item_printf(&it,"%s\n",buf);
  reply_item(c,&it,0,head);
  return 200;
}
@.seed: give a number...@>

@ @<Draw the scramble into |buf|@>=
{
  twophase_options o={20,0,0,0,NULL};
  twophase_result r;
  cube_scramble_draw(scramble_draw,&rng,&p);
  twophase_solve(&p,&o,&r);
  cube_format_solution(&r.solution,1,buf,sizeof buf);
}

@ @<Functions of the server@>=
static void scramble_draw(void *rng,cubepos *p) { cube_random(rng,p); }

@ @<Private declarations of the server@>=
static void scramble_draw(void *rng,cubepos *p);

@*1 Solving.
\.{/api/solve} takes the position and a field \.{method}: \.{twophase}
(the default), \.{optimal} or \.{step}. The two-phase solver takes
\.{max} (the target length, 20 by default, as \.{cube solve --max}) and
\.{time} (seconds; 10 by default); the optimal solver takes \.{time};
a step takes \.{step} (\.{eo}, \.{dr}, \.{htr} or \.{finish}), \.{axis}
and \.{niss} as \.{cube step} does, and \.{max}. No time may exceed the
server's limit (\.{--time}, a minute by default), and an optimal solve
needs a family loaded at the start (\.{--table NAME}).

Every answer is made by the command's own routine, |cube_answer_twophase|,
|cube_answer_optimal| or |step_answer|, so that it is, byte for byte, the
answer of \.{cube solve --format json} or \.{cube step --format json}.
The two-phase solver answers in a few milliseconds, from any number of
threads at once, so it runs in the connection's thread. The optimal
solver and the step solvers may run for minutes and must be stopped when
the page cancels: they run in a thread of their own, below, which the
connection's thread can cancel.

@<Functions of the server@>=
static void answer_twophase(cube_item *it,int max,double seconds)
{
  solve_ctx J;
  memset(&J,0,sizeof J);
  J.opt.target=max; J.opt.seconds=seconds;
  cube_answer_twophase(&J,it);
}

@ The fields of a solve, read and checked before anything runs; a bad
one is a 400 that names it.

@<Functions of the server@>=
static int api_solve(serve_server *S,int c,const char *form,size_t n,int minor)
{
  char pos[SERVE_MAXFIELD],method[16],step[16],axis[8],niss[16],num[32];
  int max=-1;
  double seconds=0;
  if (read_position(c,form,n,pos)) return 400;
  @<Read the fields |method|, |max|, |seconds|, |step|, |axis| and |niss|@>;
  serve_solve V;
  @<Prepare the solve |V| of the optimal solver or a step, or refuse the request@>;
  if (!slot_take(S)) return reply_full(S,c,pos);
  int code;
  if (strcmp(method,"twophase")==0) {
    cube_item it;
    item_start(&it,pos);
    answer_twophase(&it,max<0? 20: max,seconds>0? seconds: S->cfg.seconds<10? S->cfg.seconds: 10);
    reply_item(c,&it,0,0);
    code=http_status(it.status);
  } else code=solve_in_thread(S,c,&V,minor);
  slot_give(S);
  return code;
}

@ @<Read the fields |method|, |max|, |seconds|, |step|, |axis| and |niss|@>=
if (form_word(form,n,"method","twophase",method,sizeof method)
    || form_word(form,n,"step","eo",step,sizeof step)
    || form_word(form,n,"axis","any",axis,sizeof axis)
    || form_word(form,n,"niss","normal",niss,sizeof niss))
  return reply_error(c,400,pos,"method, step, axis and niss are short words");
if (strcmp(method,"twophase") && strcmp(method,"optimal") && strcmp(method,"step"))
  return reply_error(c,400,pos,"method: give twophase, optimal or step, not '%s'",method);
if (strcmp(method,"optimal")==0 && !S->cfg.table)
  return reply_error(c,400,pos,"no optimal table family is loaded (start the server \
with --table NAME)");
if (strcmp(method,"step")==0 && !S->cfg.steps)
  return reply_error(c,400,pos,"the step solvers are not loaded");
int k=serve_form_field(form,n,"max",num,sizeof num);
if (k>=0 && (k==0 || k>2 || strspn(num,"0123456789")!=(size_t)k || (max=atoi(num))>TWOPHASE_CAP))
  return reply_error(c,400,pos,"max: give a number from 0 to %d",TWOPHASE_CAP);
if (k==-2) return reply_error(c,400,pos,"max: give a number from 0 to %d",TWOPHASE_CAP);
k=serve_form_field(form,n,"time",num,sizeof num);
if (k>=0 && !(seconds_of(num,&seconds) && seconds>0 && seconds<=S->cfg.seconds))
  return reply_error(c,400,pos,"time: give seconds, more than 0 and at most %g",S->cfg.seconds);
if (k==-2) return reply_error(c,400,pos,"time: give seconds");
@.method: give twophase...@>
@.no optimal table family...@>
@.max: give a number...@>
@.time: give seconds...@>

@ A word field: letters, digits and hyphens, with a default when it is
absent; and a number of seconds, read by |strtod| with nothing after it.

@<Functions of the server@>=
static int form_word(const char *form,size_t n,const char *name,const char *dflt,
  char *out,size_t len)
{
  int k=serve_form_field(form,n,name,out,len);
  if (k==-1) { snprintf(out,len,"%s",dflt); return 0; }
  return k<=0 || strspn(out,"abcdefghijklmnopqrstuvwxyz0123456789-")!=(size_t)k;
}
static int seconds_of(const char *s,double *x)
{
  char *end;
  errno=0;
  *x=strtod(s,&end);
  return *s && !*end && !errno && *x==*x;
}

@ @<Private declarations of the server@>=
static int form_word(const char *form,size_t n,const char *name,const char *dflt,
  char *out,size_t len);
static int seconds_of(const char *s,double *x);

@*1 Solves in a thread of their own.
An optimal solve may take minutes, and a person who asked for one may
change their mind: the page has a button that cancels it, and a browser
that leaves the page cancels it too, by closing the connection. Such a
solve runs in a thread of its own, made for it, with the tables the
server loaded when it started, shared and only read. The search looks at
a flag, |cancel|, every few thousand states (the search chapter's limits),
so the connection's thread stops it by setting the flag: a cancel takes
effect within milliseconds, and nothing of the solve outlives the server,
whose threads all end with it. The connection's thread waits for the
solve's end, the client's going, the server's stop or the deadline,
whichever comes first, looking every ten milliseconds.
@^cancelling a solve@>

@<Types of the server@>=
typedef struct {
  cube_item it; /* the answer */
  int optimal; /* the optimal solver, or else a step */
  solve_ctx sc; /* the optimal solver's options */
  step_job sj; /* the step's */
  double seconds; /* the solve's time limit */
  int cancel; /* set by the connection's thread, read atomically */
  int wake[2]; /* the solve's thread writes a byte when it ends */
} serve_solve;

@ The request's words are checked against the solver's own lists before
anything runs: the step's with |step_request_words| of the step chapter,
so that a word outside its list is a 400 naming it; the optimal solver
takes only a time, which may be as short as the client likes (a search
stopped by its time limit answers with what it proved). The search is
given the time limit itself, as the command's \.{--time} gives it, and
the cancel flag.

@<Prepare the solve |V| of the optimal solver or a step, or refuse the request@>=
memset(&V,0,sizeof V);
item_start(&V.it,pos);
V.wake[0]=V.wake[1]=-1;
V.seconds=seconds>0? seconds: S->cfg.seconds;
V.optimal=strcmp(method,"optimal")==0;
if (V.optimal) {
  V.sc.optimal=1; V.sc.table=S->cfg.table;
  V.sc.opt.seconds=V.seconds; V.sc.cancel=&V.cancel;
} else if (strcmp(method,"step")==0) {
  char err[CUBE_ERRLEN];
  if (step_request_words(&V.sj.rq,step,NULL,axis,niss,err,sizeof err))
    return reply_error(c,400,pos,"%s",err);
  V.sj.rq.maxlen=max<0? 20: max;
  V.sj.rq.cancel=&V.cancel;
}

@ The solve's thread answers the position into the item, with the
command's routine, and says that it has ended.

@<Functions of the server@>=
static void *solve_thread(void *arg)
{
  serve_solve *V=arg;
  if (V->optimal) cube_answer_optimal(&V->sc,&V->it);
  else step_answer(&V->sj,&V->it);
  if (write(V->wake[1],"x",1)<0) {}
  return NULL;
}

@ @<Private declarations of the server@>=
static void *solve_thread(void *arg);
static int solve_in_thread(serve_server *S,int c,serve_solve *V,int minor);
static int watch_client(int c,int *closed,int minor);

@ Running a solve: its thread is made (a failure to make it is answered
with 500, and nothing else happens), then watched. The server's own
deadline is the solve's time limit and a second: the search stops itself
at its limit, and the second is for the answer to be made; a solve still
running then is cancelled like the others. Whatever ended the wait, the
thread is joined before the item is answered or freed, so no thread ever
writes into an answer that is gone.

@<Functions of the server@>=
static int solve_in_thread(serve_server *S,int c,serve_solve *V,int minor)
{
  pthread_t tid;
  int why=0,closed=0; /* why: 1 the client went, 2 the deadline, 3 the server stops */
  if (pipe2(V->wake,O_CLOEXEC)) return reply_error(c,500,V->it.text,"pipe: %s",strerror(errno));
  double deadline=ida_now()+V->seconds+1;
  if (!V->optimal) V->sj.rq.deadline=ida_now()+V->seconds;
  int e=pthread_create(&tid,NULL,solve_thread,V);
  if (e) {
    close(V->wake[0]); close(V->wake[1]);
    return reply_error(c,500,V->it.text,"cannot start a thread: %s",strerror(e));
  }
  for (;;) {
    struct pollfd pf={V->wake[0],POLLIN,0};
    if (poll(&pf,1,10)>0) break;
    if (watch_client(c,&closed,minor)) why=1;
    else if (ida_now()>deadline) why=2;
    else if (stopping(S)) why=3;
    if (why) { __atomic_store_n(&V->cancel,1,__ATOMIC_RELAXED); break; }
  }
  pthread_join(tid,NULL);
  close(V->wake[0]); close(V->wake[1]);
  @<Answer the solve |V|, or say why it ended, and |return| the status@>;
}

@ A client that is gone is owed nothing (the status 499 is only logged);
the others get the solver's answer, or, when the deadline or the server's
stop cut the solve short, a message that says so in its place.

@<Answer the solve |V|, or say why...@>=
if (why==1) { item_free(&V->it); return 499; }
if (why) {
  cube_item it;
  item_start(&it,V->it.text);
  if (why==2) cube_item_fail(&it,CUBE_EXIT_TIMEOUT,"time limit of %g s reached",V->seconds);
  else cube_item_fail(&it,CUBE_EXIT_SYSTEM,"the server is stopping");
  item_free(&V->it);
  reply_item(c,&it,0,0);
  return http_status(it.status);
}
reply_item(c,&V->it,0,0);
return http_status(V->it.status);
@.time limit of ... reached@>
@.the server is stopping@>

@ Whether the client is gone. A client may close its side of the
connection once it has sent its request (\.{nc -N}, \.{printf ... | nc
-q0}, scripts of HTTP/1.0): that is a half-close, and it still reads the
answer, so the end of its input is no cancel. Only an error of the
connection is, a reset above all, which is what a closed connection
answers when the server writes to it. So when the input ends, the server
writes to the client once, to learn which it is: to an HTTP/1.1 client an
interim answer, \.{102 Processing}, which such a client reads and passes
over \cite{RFC 9110}; a client that closed the whole connection answers it
with a reset, seen at the next look. An HTTP/1.0 client may not be sent an
interim answer, so its closed connection is noticed only when the answer
is written, at the end of the solve. Bytes sent after the request are
read and dropped (a connection carries one request).
@^half-close@>

@<Functions of the server@>=
static int watch_client(int c,int *closed,int minor)
{
  char junk[256];
  struct pollfd pf={c,*closed? 0: POLLIN|POLLRDHUP,0};
  if (poll(&pf,1,0)<=0) return 0;
  if (pf.revents&(POLLERR|POLLHUP|POLLNVAL)) return 1;
  ssize_t k=recv(c,junk,sizeof junk,MSG_DONTWAIT);
  if (k<0) return errno!=EAGAIN && errno!=EWOULDBLOCK && errno!=EINTR;
  if (k==0) {
    static const char processing[]="HTTP/1.1 102 Processing\r\n\r\n";
    *closed=1;
    if (minor==1 && send(c,processing,sizeof processing-1,MSG_NOSIGNAL)<0) return 1;
  }
  return 0;
}

@*1 The command.
The command \.{cube serve} opens the server and prints its address; it runs until it receives \.{SIGINT} (Ctrl-C) or
\.{SIGTERM}, then stops as described above and exits with status 0.
Its options: \.{--port} and \.{--bind}; \.{--table NAME}, the optimal
solver's family to load (none by default: the optimal solves of the page
are then disabled, and the page says how to enable them);
\.{--solves K}, the solves at once; \.{--time S}, the longest a solve
may take; \.{--io-time S}, the time a client has to send its request;
\.{--no-steps}, not to load the step solvers' tables (87 megabytes); and
the common \.{--tables}, \.{--no-build}, \.{--threads T} (the threads of
one optimal solve) and \.{-v} (a line per request on the standard error
stream).
@^exit status@>

@<The sub-command \.{cube serve}@>=
static serve_config SC;
static int serve_no_steps,serve_port=-1;
static const char *serve_table;
static int cmd_serve(int argc,char **argv);
static const cube_option serve_options[]={
  {"--port",CUBE_OPT_INT,&serve_port,0,65535,"P","the port (8080; 0: any free port)"},
  {"--bind",CUBE_OPT_STRING,&SC.bind,0,0,"ADDR","the address (127.0.0.1)"},
  {"--table",CUBE_OPT_STRING,&serve_table,0,0,"NAME","the optimal solver's family (none)"},
  {"--solves",CUBE_OPT_INT,&SC.solves,1,64,"K","solves at once (the processors)"},
  {"--time",CUBE_OPT_SECONDS,&SC.seconds,0,0,"S","the longest a solve may take (60)"},
  {"--io-time",CUBE_OPT_SECONDS,&SC.io_seconds,0,0,"S","the time to send a request (5)"},
  {"--no-steps",CUBE_OPT_FLAG,&serve_no_steps,0,0,NULL,"do not load the step solvers"},
  {NULL,CUBE_OPT_END,NULL,0,0,NULL,NULL}};
static const cube_command serve_command={"serve",cmd_serve,"[--port P] [--bind ADDR] [OPTIONS]",
  "a web page that solves the cube you paint",
  "Serves a web page (a net of the cube to paint, solve and replay) and a JSON\n\
API (POST /api/solve, /api/show, /api/scramble, /api/tables) on 127.0.0.1:8080\n\
until SIGINT or SIGTERM.",serve_options,
  CUBE_COMMON_TABLES|CUBE_COMMON_THREADS|CUBE_COMMON_VERBOSE};

@ The signals are blocked in every thread but the one that waits for
them: the main thread starts the server in a thread of its own, then
waits for a signal with |sigwait| and stops the server. \.{SIGPIPE}, which
a write to a closed connection would raise, is ignored (the writes say
\.{MSG\_NOSIGNAL} too).
@^signals@>

@<The sub-command \.{cube serve}@>=
static void *serve_thread(void *arg) { serve_run(arg); return NULL; }
static int cmd_serve(int argc,char **argv)
{
  static serve_server S;
  char err[CUBE_ERRLEN];
  serve_defaults(&SC);
  argc=cube_parse_args(&serve_command,argc,argv);
  if (argc>0) cube_die(CUBE_EXIT_USAGE,"serve: unexpected '%s'",argv[0]);
  @<Fill |SC| from the options@>;
  if (serve_open(&S,&SC,err,sizeof err)) cube_die(CUBE_EXIT_SYSTEM,"%s",err);
  sigset_t set;
  int sig;
  sigemptyset(&set); sigaddset(&set,SIGINT); sigaddset(&set,SIGTERM);
  pthread_sigmask(SIG_BLOCK,&set,NULL);
  signal(SIGPIPE,SIG_IGN);
  @<Print the address of the server@>;
  pthread_t t;
  if (pthread_create(&t,NULL,serve_thread,&S)) cube_die(CUBE_EXIT_SYSTEM,"cannot start a thread");
  sigwait(&set,&sig);
  serve_stop(&S);
  pthread_join(t,NULL);
  serve_close(&S);
  fprintf(stderr,"cube serve: stopped\n");
  return 0;
}
@.serve: unexpected...@>

@ @<Fill |SC| from the options@>=
if (serve_port>=0) SC.port=serve_port;
SC.table=serve_table; SC.steps=!serve_no_steps; SC.verbose=cube_opts.verbose;
SC.tables=cube_opts.tables; SC.solve_threads=cube_opts.tables.threads;
if (SC.seconds<=0) SC.seconds=60;
if (SC.io_seconds<=0) SC.io_seconds=5;
{
  unsigned char a[16];
  if (inet_pton(AF_INET,SC.bind,a)!=1 && inet_pton(AF_INET6,SC.bind,a)!=1)
    cube_die(CUBE_EXIT_USAGE,"--bind: '%s' is not an IPv4 or IPv6 address",SC.bind);
}
if (serve_table) {
  int known=0;
  for (int k=0; optimal_nth(k); k++) if (strcmp(optimal_nth(k)->name,serve_table)==0) known=1;
  if (!known) cube_die(CUBE_EXIT_USAGE,"no table family named '%s' (see cube tables --list)",
    serve_table);
}

@ The address goes to the standard output, flushed, so that a script
that started the server reads it (the tests start it on port 0 and read
the port there). An IPv6 address is written in brackets, as a URL needs.

@<Print the address of the server@>=
printf("cube serve: http://%s%s%s:%d/ (%d solves at once; Ctrl-C stops)\n",
  strchr(SC.bind,':')? "[": "",SC.bind,strchr(SC.bind,':')? "]": "",S.port,SC.solves);
fflush(stdout);
cube_check_output();

@ The chapter's registering routine, which the program calls at start-up
(see the command chapter), registers the command.

@<The sub-command \.{cube serve}@>=
void serve_register(void)
{
  cube_command_register(&serve_command);
}

@*1 The page.
The page is one document, \.{web/index.html}, with its style sheet, its
icon and a short program, \.{web/cube.js}; it loads nothing but these
(the server's \.{Content-Security-Policy} forbids it anything else), and
keeps the position it shows as 54 letters in the order of the facelet
strings of the first chapter, U R F D L B, each face read row by row as
seen from outside. Everything a person does is one of five things.
@^page, the@>

\item{$\bullet$} {\it Paint.} A palette of the six colours, named by the
faces whose centres carry them (white up, green front: the colours of
the standard scheme), and the net drawn in SVG, 54 squares; a click on a
square paints it with the chosen colour. The centres do not change: they
define which colour is which face. A button sets the solved cube.
\item{$\bullet$} {\it Fill.} A field takes a position in any notation the
program reads; the page sends it to \.{/api/show}, and reads the
letters of the net of the answer back into its 54 facelets. \.{Random}
asks \.{/api/scramble} for a random-state scramble and fills it so.
\item{$\bullet$} {\it Solve.} The solver (two-phase with its target
length, optimal, or a step), a time limit, and \.{Solve}, which sends the
painted facelets to \.{/api/solve}. The answer's solution, length and
time are shown; a refusal shows the command's reason, and the squares of
the cubies it names are outlined in red: a slot named in the message
(``no corner has the colours RRF (corner slot URF)'', a duplicate's two
slots), the corners whose U or D facelet is not white or yellow for a
twisted corner, the edges that are flipped for a flipped edge, the
cubies out of place for a parity error, the stickers of a colour that
appears too often. For the last three the page cannot know which cubie a
person mispainted, only where to look, which is what it marks.
\item{$\bullet$} {\it Replay.} The solution's moves are buttons' steps:
forward, back, to the start, to the end; the net shows the painted
position with the first $k$ moves applied, and the next move is
highlighted. At the end the net is the solved cube, and the page says so.
\item{$\bullet$} {\it Share.} The address of the page ends with
\.{\#f=} and the 54 letters, updated at each change; the link opens the
page on that position.

@ The page turns faces itself, to replay a solution without asking the
server for each step. It places the facelets in space: a face has an
outward normal $n$ and, as it is drawn in the net, a direction to the
right $r$ and one downwards $d$ (for U: $n=(0,1,0)$, $r=(1,0,0)$,
$d=(0,0,1)$, with $x$ towards R, $y$ towards U and $z$ towards F); the
facelet in row $i$ and column $j$ of the face belongs to the cubie at
$c=n+(j-1)r+(i-1)d$ and sits at $p=2c+n$, a point with integer
coordinates that no other facelet shares. A clockwise quarter turn of
the face with normal $a$, as seen from outside, turns the points with
$p\cdot a\ge2$ by $-90^\circ$ about $a$:
$$p\mapsto a\,(a\cdot p)-a\times p,$$
and each turned point is again a facelet's point, which gives the
turn's permutation of the 54 facelets. The test of the page checks these
permutations against the program, which turns the cube by its cubies
(the first chapter): a scramble filled by the server and the same scramble
replayed by the page must give the same 54 letters, and so must the end
of every replayed solution and the solved cube.
@^facelets in space@>

@ Solving shows its progress: a bar that fills towards the time limit
and the seconds passed, counted by the page while it waits (the server
sends nothing before its answer, and the optimal solver knows no more of
its progress than that: the depth it has proved is printed only at its
end). \.{Cancel} aborts the request, which closes the connection; the
server notices within a quarter of a second and kills the solve, so that
its slot is free again for the next question.
@^cancelling a solve@>

@*1 Measuring the server.
The server's cost for the page's commonest question, a two-phase solve,
is measured by \.{tests/bench\_serve.c} (run by \.{make bench}): it starts a
server on a free port of the loopback address, with as many solves at once
as it has clients, and a small load generator in the same process: $C$
client threads, each sending requests one after another, every request a
new connection with a position of \.{tests/data/random-states.txt}
(uniformly random positions, taken in turn) and the default target of 20
moves, until 4000 requests are answered or ten seconds have passed. It
prints the requests per second and the latency (from the connection to
the last byte of the answer) at the median, the 90th and 99th percentiles
and the largest, for $C=1$, 2 and~4, and the mean time of the solves
alone, as the answers report it, which is what the server adds nothing
to. Server and clients share the machine's processors: on two cores the
figures are those of a server whose clients are on the same machine, as
the page's browser usually is.
@^measurements of the server@>

Two runs, one after the other, on the two-core machine this book was
developed on, while other programs were being built on it (its load
average was about~10, so that the figures of the two runs differ by up to
two times):
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&
  \hfil#\cr
clients&requests/s&median ms&90\%\ ms&99\%\ ms&solve ms\cr
\noalign{\smallskip\hrule\smallskip}
1&1,167 \ \ 947&0.20 \ \ 0.20&2.46 \ \ 3.11&10.2 \ \ 14.0&0.55 \ \ 0.64\cr
2&1,213 \ 2,078&0.24 \ \ 0.28&4.11 \ \ 2.02&20.0 \ \ 11.8&0.80 \ \ 0.57\cr
4&1,007 \ 2,654&0.46 \ \ 0.56&9.27 \ \ 3.70&45.8 \ \ 14.6&1.56 \ \ 0.71\cr}}$$
No request was refused. The median request, a connection, a solve and
its answer, takes a quarter of a millisecond; the mean of the solves
alone is twice the median request, since the solves' times are skewed
(the median solve is short, and a few take ten milliseconds and more), and
what the server adds to a solve is a small part of a millisecond. On two
cores the server answers one to two thousand two-phase solves a second.

@(tests/bench_serve.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <pthread.h>
#include "serve.h"
@<Routines of the load generator@>@;
@<Routines that measure a cancel@>@;
int main(void)
{
  cube_register_chapters();
  cube_init();
  signal(SIGPIPE,SIG_IGN);
  @<Read the positions of the load@>;
  printf("cube serve, two-phase solves (max 20) of random positions, over loopback;\n\
each request a new connection; the clients in the same process\n");
  printf("clients  requests  req/s   median ms  p90 ms  p99 ms  max ms  refused  solve ms\n");
  for (int C=1; C<=4; C*=2) @<Measure the server with |C| clients@>;
  @<Measure how soon a closed connection and a stop cancel an optimal solve@>;
  return 0;
}

@ How soon a cancel takes effect: an optimal solve (the family \.{small},
a position of 21 moves, which takes it far longer than the test) runs in
a server that allows one solve at a time; its client closes the
connection after a third of a second, and from then on a two-phase solve
is asked every millisecond, until one is answered: the time from the
close to that answer is the time the server took to notice the close,
cancel the search, end its thread and give the slot back. Then the same
with the server stopped (what \.{SIGTERM} does) instead of the close: the
time until |serve_run| returns. Ten of each; the median and the largest
are printed.
@^cancelling a solve@>

@<Measure how soon a closed connection and a stop cancel an optimal solve@>=
{
  double t_close[10],t_stop[10];
  serve_config cfg;
  char err[CUBE_ERRLEN];
  static const char hard[]="position=R3+B1+F2+L2+U3+R2+D2+U1+R2+U3+F2+U1+R2+L1+F1+L2+D2+B1+U1+B3+F2\
&method=optimal&time=60";
  serve_defaults(&cfg);
  cfg.port=0; cfg.solves=1; cfg.steps=0; cfg.threads=4; cfg.table="small";
  for (int k=0; k<20; k++) {
    serve_server S;
    pthread_t st;
    if (serve_open(&S,&cfg,err,sizeof err)) { printf("%s\n",err); return 1; }
    port=S.port;
    pthread_create(&st,NULL,run_bench_server,&S);
    int c=bench_send(hard);
    struct timespec third={0,333333333};
    nanosleep(&third,NULL);
    double t0=ida_now();
    if (k<10) {
      close(c);
      while (!bench_twophase_ok()) { struct timespec ms={0,1000000}; nanosleep(&ms,NULL); }
      t_close[k]=ida_now()-t0;
      serve_stop(&S); pthread_join(st,NULL);
    } else {
      serve_stop(&S); pthread_join(st,NULL);
      t_stop[k-10]=ida_now()-t0;
      close(c);
    }
    serve_close(&S);
  }
  qsort(t_close,10,sizeof *t_close,cmp_double); qsort(t_stop,10,sizeof *t_stop,cmp_double);
  printf("cancel of an optimal solve: connection closed, median %.1f ms, max %.1f ms;\n\
  server stopped, median %.1f ms, max %.1f ms\n",1e3*t_close[5],1e3*t_close[9],
    1e3*t_stop[5],1e3*t_stop[9]);
}

@ Sending a request on a new connection, returned open; and a two-phase
solve, which says whether it was answered with 200.

@<Routines that measure a cancel@>=
static int bench_send(const char *fm)
{
  char req[800];
  int n=snprintf(req,sizeof req,"POST /api/solve HTTP/1.1\r\nContent-Length: %zu\r\n\r\n%s",
    strlen(fm),fm);
  struct sockaddr_in a;
  memset(&a,0,sizeof a);
  a.sin_family=AF_INET; a.sin_port=htons((uint16_t)port); a.sin_addr.s_addr=htonl(INADDR_LOOPBACK);
  int c=socket(AF_INET,SOCK_STREAM,0);
  if (c>=0 && (connect(c,(struct sockaddr *)&a,sizeof a) || send(c,req,(size_t)n,0)!=n)) {
    close(c); c=-1; }
  return c;
}
static int bench_twophase_ok(void)
{
  char ans[2048];
  size_t got=0;
  ssize_t k;
  int c=bench_send("position=R+U+F");
  if (c<0) return 0;
  while (got<sizeof ans-1 && (k=recv(c,ans+got,sizeof ans-1-got,0))>0) got+=(size_t)k;
  close(c);
  ans[got]=0;
  return strncmp(ans,"HTTP/1.1 200",12)==0;
}

@ @<Read the positions of the load@>=
FILE *f=fopen("tests/data/random-states.txt","r");
char line[512];
if (!f) { perror("tests/data/random-states.txt"); return 1; }
while (npos<100 && fgets(line,sizeof line,f)) {
  line[strcspn(line,"\r\n")]=0;
  char *q=form[npos]+snprintf(form[npos],sizeof form[0],"position=");
  for (char *p=line; *p; p++) *q++=*p==' '? '+': *p;
  *q=0; npos++;
}
fclose(f);

@ The load: |C| threads share a counter of requests; each takes the next
number, sends that request and records its latency, until the counter
reaches the total or the time is up.

@<Routines of the load generator@>=
enum { BENCH_MAX=4000 };
static char form[100][600];
static int npos,port,total,refused;
static double lat[BENCH_MAX],solve_sum,t_end;
static pthread_mutex_t lock=PTHREAD_MUTEX_INITIALIZER;
static void *client(void *arg)
{
  (void)arg;
  for (;;) {
    pthread_mutex_lock(&lock);
    int i=total<BENCH_MAX && ida_now()<t_end? total++: -1;
    pthread_mutex_unlock(&lock);
    if (i<0) return NULL;
    @<Send request |i| and record its latency@>;
  }
}

@ @<Send request |i| and record its latency@>=
{
  char req[800],ans[2048];
  const char *fm=form[i%npos];
  int n=snprintf(req,sizeof req,"POST /api/solve HTTP/1.1\r\nContent-Length: %zu\r\n\r\n%s",
    strlen(fm),fm);
  double t0=ida_now();
  struct sockaddr_in a;
  memset(&a,0,sizeof a);
  a.sin_family=AF_INET; a.sin_port=htons((uint16_t)port); a.sin_addr.s_addr=htonl(INADDR_LOOPBACK);
  int c=socket(AF_INET,SOCK_STREAM,0);
  size_t got=0;
  ssize_t k;
  if (c>=0 && connect(c,(struct sockaddr *)&a,sizeof a)==0 && send(c,req,(size_t)n,0)==n)
    while (got<sizeof ans-1 && (k=recv(c,ans+got,sizeof ans-1-got,0))>0) got+=(size_t)k;
  if (c>=0) close(c);
  ans[got]=0;
  const char *s=strstr(ans,"\"seconds\":");
  pthread_mutex_lock(&lock);
  lat[i]=ida_now()-t0;
  if (strncmp(ans,"HTTP/1.1 200",12) || !s) refused++;
  else solve_sum+=atof(s+10);
  pthread_mutex_unlock(&lock);
}

@ @<Measure the server with |C| clients@>=
{
  serve_server S;
  serve_config cfg;
  char err[CUBE_ERRLEN];
  pthread_t tid[4],st;
  serve_defaults(&cfg);
  cfg.port=0; cfg.solves=C; cfg.steps=0; cfg.threads=8;
  if (serve_open(&S,&cfg,err,sizeof err)) { printf("%s\n",err); return 1; }
  port=S.port; total=0; refused=0; solve_sum=0;
  pthread_create(&st,NULL,run_bench_server,&S);
  double t0=ida_now();
  t_end=t0+10;
  for (int t=0; t<C; t++) pthread_create(&tid[t],NULL,client,NULL);
  for (int t=0; t<C; t++) pthread_join(tid[t],NULL);
  double el=ida_now()-t0;
  serve_stop(&S); pthread_join(st,NULL); serve_close(&S);
  qsort(lat,(size_t)total,sizeof *lat,cmp_double);
  printf("%7d  %8d  %6.0f  %9.2f  %6.2f  %6.2f  %6.2f  %7d  %8.3f\n",C,total,total/el,
    1e3*lat[total/2],1e3*lat[total*9/10],1e3*lat[total*99/100],1e3*lat[total-1],refused,
    total>refused? 1e3*solve_sum/(total-refused): 0.0);
}

@ @<Routines of the load generator@>=
static void *run_bench_server(void *S) { serve_run(S); return NULL; }
static int cmp_double(const void *a,const void *b)
{
  double x=*(const double *)a,y=*(const double *)b;
  return x<y? -1: x>y;
}

@*1 Fuzzing the request reader.
The reader and the form decoder take bytes from anyone, so they are
fuzzed as the position readers are (the command chapter explains the
fuzzer): every input must be refused with one of the reader's statuses,
or be incomplete (and then shorter than the head's bound), or be read
into parts that keep their bounds, with every proper prefix of a
complete head incomplete. The input is given in a buffer of its exact
size, without a final zero, so that a read past its end stops the
fuzzer. The same bytes are then read as a form, whose fields must decode
to at most their bound, with no control character.
@^fuzzing@>

@(tests/fuzz_serve.c@>=
#include <stdlib.h>
#include <string.h>
#include "serve.h"
int LLVMFuzzerTestOneInput(const uint8_t *data,size_t size)
{
  serve_request r;
  char *s=malloc(size? size: 1),v[64];
  if (!s) return 0;
  memcpy(s,data,size);
  int st=serve_parse_head(s,size,&r);
  if (st!=0 && st!=1 && st!=-400 && st!=-413 && st!=-414 && st!=-431 && st!=-501 && st!=-505)
    abort();
  if (st==0 && size>=SERVE_MAXHEAD) abort();
  if (st==1) @<Check the parts of a head that was read@>;
  int k=serve_form_field(s,size,"position",v,sizeof v);
  if (k<-2 || k>=(int)sizeof v || (k>=0 && strlen(v)!=(size_t)k)) abort();
  for (int i=0; i<k; i++) if ((unsigned char)v[i]<0x20 || v[i]==0x7f) abort();
  free(s);
  return 0;
}

@ @<Check the parts of a head that was read@>=
{
  serve_request q;
  if (r.head_len>size || r.head_len>SERVE_MAXHEAD || r.body_len>SERVE_MAXBODY) abort();
  if (r.path[0]!='/' || strlen(r.path)+strlen(r.query)>=SERVE_MAXTARGET) abort();
  if (r.method<SERVE_GET || r.method>SERVE_POST) abort();
  if (serve_parse_head(s,r.head_len-1,&q)!=0) abort();
}

@*1 Testing the server.
The test program starts a server in a thread of its own, on a port the
kernel chooses on the loopback address, and talks to it over the network
as a browser would; before that it tests the request reader and the
form fields directly. Its server allows one solve at a time and one
second to send a request, so that the refusals of a full server and of a
slow client can be provoked in a second or two.
@^tests of the server@>

Two more tests run the program itself. \.{tests/cli\_serve.sh} starts
\.{cube serve} and asks it with \.{curl} what it asks \.{cube solve},
\.{cube step} and \.{cube show} with \.{--format json}, for positions of
the command's tests and of \.{tests/data}: every answer must be the
command's, byte for byte but the seconds; it also sends a path out of the
root, a body too large and an impossible cube, and stops the server with
\.{SIGTERM} and \.{SIGINT}, which must end it with status~0.
\.{tests/browser/serve.test.mjs} opens the page in Chromium, driven by
Playwright, and does what a person does: paints a position by clicks,
solves it and replays the solution to the solved cube, paints a twisted
corner and finds it refused and its three stickers marked, fills a
scramble, follows the link, and cancels an optimal solve, after which the
server, which allows one solve at a time, must solve at once. It runs in
\.{make test} when \.{chromium} and the package \.{playwright-core} are
installed, and says that it was skipped otherwise.
@^Playwright@>
@^Chromium@>

@(tests/test_serve.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <time.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <pthread.h>
#include "serve.h"
#include "check.h"
@<Routines of the test program of the server@>@;
int main(void)
{
  cube_register_chapters();
  cube_init();
  signal(SIGPIPE,SIG_IGN);
  @<Check the request reader@>;
  @<Check the form fields@>;
  @<Start a server on a free port of the loopback address@>;
  @<Check the page's files and the refusals over the network@>;
  @<Check the solves of the command's test positions@>;
  @<Check that a full server refuses a solve with 503@>;
  @<Check that a closed connection cancels an optimal solve@>;
  @<Check that a half-closed connection still gets its answer@>;
  @<Check that the words of a solve are checked against the solvers' lists@>;
  @<Check that a slow client is dropped@>;
  @<Check that a full queue of connections is refused with 503@>;
  @<Stop the server, and check that it is gone@>;
  return check_done("test_serve");
}

@ Every prefix of a valid request is incomplete (0), and the whole is
read with its parts; each refusal of the reader is provoked once.

@<Check the request reader@>=
{
  serve_request r;
  const char *get="GET /api/scramble?seed=7 HTTP/1.1\r\nHost: x\r\n\r\n";
  const char *post="POST /api/solve HTTP/1.0\r\ncontent-length:  11 \r\n\
Content-Length: 11\r\n\r\nposition=R";
  int prefixes_ok=1;
  for (size_t k=0; k<strlen(get); k++) prefixes_ok&=serve_parse_head(get,k,&r)==0;
  CHECK(prefixes_ok);
  CHECK_EQ(serve_parse_head(get,strlen(get),&r),1);
  CHECK(r.method==SERVE_GET && strcmp(r.path,"/api/scramble")==0 && strcmp(r.query,"seed=7")==0);
  CHECK_EQ(r.head_len,strlen(get));
  CHECK_EQ(serve_parse_head(post,strlen(post),&r),1);
  CHECK(r.method==SERVE_POST && r.body_len==11);
  @<Check the reader's refusals@>;
}

@ @<Check the reader's refusals@>=
{
  static const struct { const char *req; int st; } bad[]={
    {"GET / HTTP/1.1\nHost: x\r\n\r\n",-400}, {"GET  / HTTP/1.1\r\n\r\n",-400},
    {"GET x HTTP/1.1\r\n\r\n",-400}, {"GET / HTTP/2.0\r\n\r\n",-505},
    {"PUT / HTTP/1.1\r\n\r\n",-501}, {"GET / HTTP/1.1\r\n folded\r\n\r\n",-400},
    {"GET / HTTP/1.1\r\nContent-Length: 1x\r\n\r\n",-400},
    {"GET / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",-400},
    {"POST / HTTP/1.1\r\nContent-Length: 4097\r\n\r\n",-413},
    {"POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",-501},
    {"GET /\x01 HTTP/1.1\r\n\r\n",-400}, {"GET /\xc3\xa9 HTTP/1.1\r\n\r\n",-400},
    {NULL,0}};
  for (int i=0; bad[i].req; i++)
    if (!CHECK_EQ(serve_parse_head(bad[i].req,strlen(bad[i].req),&r),bad[i].st))
      printf("  request %d\n",i);
  char big[SERVE_MAXHEAD+600];
  memset(big,'a',sizeof big); memcpy(big,"GET /",5);
  CHECK_EQ(serve_parse_head(big,sizeof big,&r),-431);
  memcpy(big+5+300," HTTP/1.1\r\n\r\n",13);
  CHECK_EQ(serve_parse_head(big,5+300+13,&r),-414);
}

@ The form fields: decoding, a missing field, and the four kinds of
unusable ones.

@<Check the form fields@>=
{
  char v[16];
  const char *f="maxx=1&position=R+U%27&max=20&bad=%2&nul=%00&twice=1&twice=2";
  size_t n=strlen(f);
  CHECK(serve_form_field(f,n,"position",v,sizeof v)==4 && strcmp(v,"R U'")==0);
  CHECK(serve_form_field(f,n,"max",v,sizeof v)==2 && strcmp(v,"20")==0);
  CHECK_EQ(serve_form_field(f,n,"time",v,sizeof v),-1);
  CHECK_EQ(serve_form_field(f,n,"bad",v,sizeof v),-2);
  CHECK_EQ(serve_form_field(f,n,"nul",v,sizeof v),-2);
  CHECK_EQ(serve_form_field(f,n,"twice",v,sizeof v),-2);
  CHECK_EQ(serve_form_field(f,n,"position",v,4),-2);
}

@ The client: a connection to the server, a request sent whole, and the
answer read to its end; |http| returns the body and sets the status.

@<Routines of the test program of the server@>=
static int port;
static int dial(void)
{
  struct sockaddr_in a;
  struct timeval tv={60,0};
  int c=socket(AF_INET,SOCK_STREAM,0);
  memset(&a,0,sizeof a);
  a.sin_family=AF_INET; a.sin_port=htons((uint16_t)port);
  a.sin_addr.s_addr=htonl(INADDR_LOOPBACK);
  setsockopt(c,SOL_SOCKET,SO_RCVTIMEO,&tv,sizeof tv);
  if (connect(c,(struct sockaddr *)&a,sizeof a)) { close(c); return -1; }
  return c;
}
static char *answer_of(int c,int *code)
{
  static _Thread_local char buf[1<<16];
  size_t n=0;
  ssize_t k;
  while (n<sizeof buf-1 && (k=recv(c,buf+n,sizeof buf-1-n,0))>0) n+=(size_t)k;
  buf[n]=0; close(c);
  char *p=buf; /* past the interim answers, \.{HTTP/1.1 102 Processing} */
  while (strncmp(p,"HTTP/1.1 1",10)==0 && strstr(p,"\r\n\r\n")) p=strstr(p,"\r\n\r\n")+4;
  *code=strlen(p)>12? atoi(p+9): 0;
  char *body=strstr(p,"\r\n\r\n");
  return body? body+4: buf+n;
}

@ @<Routines of the test program of the server@>=
static char *http(const char *req,size_t n,int *code)
{
  int c=dial();
  if (c<0) { *code=-1; return ""; }
  if (send(c,req,n,0)<0) {}
  return answer_of(c,code);
}
static char *post(const char *path,const char *form,int *code)
{
  static _Thread_local char req[8192];
  int n=snprintf(req,sizeof req,"POST %s HTTP/1.1\r\nContent-Length: %zu\r\n\r\n%s",path,
    strlen(form),form);
  return http(req,(size_t)n,code);
}
static int has(const char *s,const char *t) { return strstr(s,t)!=NULL; }
static char *hard_form(const char *tail)
{ /* the form of a position of 21 moves, its spaces sent as |'+'|, and |tail| */
  static const char moves[]="R3 B1 F2 L2 U3 R2 D2 U1 R2 U3 F2 U1 R2 L1 F1 L2 D2 B1 U1 B3 F2";
  char *f=malloc(sizeof moves+strlen("position=")+strlen(tail));
  if (!f) abort();
  sprintf(f,"position=%s%s",moves,tail);
  for (char *p=f; *p; p++) if (*p==' ') *p='+';
  return f;
}

@ The server of the test: the defaults, but port 0, one solve at a time,
one second to send a request, and the optimal family \.{small} (its
tables, 38 megabytes, are made the first time).

@<Start a server on a free port of the loopback address@>=
serve_server S;
serve_config cfg;
pthread_t tid;
char err[CUBE_ERRLEN];
serve_defaults(&cfg);
cfg.port=0; cfg.solves=1; cfg.io_seconds=1; cfg.table="small"; cfg.threads=4;
if (serve_open(&S,&cfg,err,sizeof err)) { printf("%s\n",err); CHECK(0); return check_done("test_serve"); }
port=S.port;
CHECK(port>0);
pthread_create(&tid,NULL,run_server,&S);

@ @<Routines of the test program of the server@>=
static void *run_server(void *S) { serve_run(S); return NULL; }

@ The files, by their paths only; what is not a file of the page is 404,
a path that climbs out of the root included, sent as it is; and each
refusal arrives as a status with a JSON object that says why.

@<Check the page's files and the refusals over the network@>=
{
  int code;
  const char *r;
  static const struct { const char *req; int code; const char *says; } T[]={
    {"GET / HTTP/1.1\r\n\r\n",200,"<svg id=\"net\""},
    {"GET /cube.js HTTP/1.1\r\n\r\n",200,"function turn"},
    {"HEAD /cube.css HTTP/1.1\r\n\r\n",200,""},
    {"GET /../../etc/passwd HTTP/1.1\r\n\r\n",404,"no such page"},
    {"GET /web/cube.js HTTP/1.1\r\n\r\n",404,"no such page"},
    {"GET /api/solve HTTP/1.1\r\n\r\n",405,"use POST"},
    {"POST / HTTP/1.1\r\n\r\n",405,"use GET"},
    {"HELLO\r\n\r\n",400,"malformed"},
    {"POST /api/solve HTTP/1.1\r\nContent-Length: 99999\r\n\r\n",413,"too large"},
    {"POST /api/solve HTTP/1.1\r\n\r\n",400,"'position' is missing"},
    {NULL,0,NULL}};
  for (int i=0; T[i].req; i++) {
    r=http(T[i].req,strlen(T[i].req),&code);
    if (!CHECK_EQ(code,T[i].code) || !CHECK(has(r,T[i].says))) printf("  request %d: %s\n",i,r);
  }
  r=post("/api/solve","position=R%00U",&code);
  CHECK(code==400 && has(r,"unreadable"));
  r=post("/api/solve","position=R&method=magic",&code);
  CHECK(code==400 && has(r,"method: give twophase, optimal or step"));
  r=post("/api/solve","position=R&time=999",&code);
  CHECK(code==400 && has(r,"time: give seconds"));
}

@ The solves: the first ten positions of the set of 15-movers
(\.{tests/data/optimal-15.txt}) by the two-phase solver, each answer
applied to its position, which must give the solved cube in at most 20
moves; the five-move position of the command's tests by the optimal
solver, which must find its five moves and say they are optimal; a step;
an impossible cube refused with the command's reason, by \.{/api/solve}
and \.{/api/show}; a scramble, whose answer is a position; and the
tables.

@<Check the solves of the command's test positions@>=
{
  FILE *f=fopen("tests/data/optimal-15.txt","r");
  char line[512],form[700];
  int code,good=0;
  CHECK(f!=NULL);
  for (int i=0; f && i<10 && fgets(line,sizeof line,f); i++) {
    line[strcspn(line,"\r\n")]=0;
    snprintf(form,sizeof form,"position=%s",line);
    for (char *p=form; *p; p++) if (*p==' ') *p='+';
    char *r=post("/api/solve",form,&code);
    good+=code==200 && solves(line,r);
  }
  if (f) fclose(f);
  CHECK_EQ(good,10);
  @<Check the optimal solve, a step, a refusal, a scramble and the tables@>;
}

@ |solves| reads the solution of an answer, applies it to the position,
and says whether the cube is then solved in at most 20 moves.

@<Routines of the test program of the server@>=
static int solves(const char *position,const char *answer)
{
  const char *s=strstr(answer,"\"moves\":\"");
  char sol[256],err[CUBE_ERRLEN];
  cubepos p;
  moveseq m;
  if (!s) return 0;
  s+=9;
  size_t n=strcspn(s,"\"");
  if (n>=sizeof sol) return 0;
  memcpy(sol,s,n); sol[n]=0;
  if (cube_parse(position,&p,NULL,NULL,err,sizeof err) || cube_parse_moves(sol,&m,err,sizeof err))
    return 0;
  cube_apply(&p,&m);
  return cube_equal(&p,&cube_solved) && m.len<=20;
}

@ @<Check the optimal solve, a step, a refusal, a scramble and the tables@>=
{
  char *r=post("/api/solve","position=R+U+R%27+U%27+F2&method=optimal",&code);
  CHECK(code==200 && has(r,"\"solutions\":[{\"moves\":\"F2 U R U' R'\",\"length\":5}],\
\"length\":5,\"optimal\":true"));
  r=post("/api/solve","position=R+U+F&method=step&step=eo&axis=fb",&code);
  CHECK(code==200 && has(r,"\"step\":\"eo\",\"axis\":\"fb\""));
  char pos[80]="position=UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB",*q=pos+9;
  q[8]='F'; q[9]='U'; q[20]='R'; /* the corner URF turned in its place */
  r=post("/api/solve",pos,&code);
  CHECK(code==422 && has(r,"\"status\":1,\"error\":\"twisted corner"));
  memcpy(q,"UUUUUUUUURRRRRRRRRFFFFFFFFF",27);
  q[10]='F'; q[19]='R'; /* the edges UR and UF exchanged */
  r=post("/api/show",pos,&code);
  CHECK(code==422 && has(r,"parity error"));
  r=post("/api/show","position=R+U",&code);
  CHECK(code==200 && has(r,"\"output\":\"      U U U\\n      U U U\\n      F F F\\n"));
  r=post("/api/scramble","seed=1",&code);
  CHECK(code==200 && has(r,"\"input\":\"scramble\""));
  r=http("GET /api/tables HTTP/1.1\r\n\r\n",28,&code);
  CHECK(code==200 && has(r,"optimal small"));
}

@ A full server: a two-phase solve that cannot succeed (a random position
in at most five moves) holds the one slot for its time limit, two
seconds, and ends with the best solution it found and status~3, as
\.{cube solve} does at its time limit; a solve asked meanwhile is refused
at once with 503.

@<Check that a full server refuses a solve with 503@>=
{
  pthread_t t;
  int code;
  slow_form=hard_form("&max=5&time=2");
  pthread_create(&t,NULL,slow_solve,NULL);
  nap(0.5);
  double t0=ida_now();
  char *r=post("/api/solve","position=R",&code);
  CHECK(code==503 && has(r,"the server is busy"));
  CHECK(ida_now()-t0<1.2); /* not queued behind the first, which ends 1.5 s later */
  pthread_join(t,NULL);
  if (!CHECK(slow_code==200 && has(slow_answer,"\"status\":3,\"error\":\"time limit reached; best solution has")))
    printf("  %d %s\n",slow_code,slow_answer);
}

@ @<Routines of the test program of the server@>=
static const char *slow_form;
static int slow_code;
static char slow_answer[4096];
static void *slow_solve(void *arg)
{
  (void)arg;
  snprintf(slow_answer,sizeof slow_answer,"%s",post("/api/solve",slow_form,&slow_code));
  return NULL;
}
static void nap(double s)
{
  struct timespec ts={(time_t)s,(long)(1e9*(s-(time_t)s))};
  nanosleep(&ts,NULL);
}

@ Cancelling: an optimal solve of a random position, which takes the
family \.{small} far more than a second, is asked for, and its connection
closed after half a second. The server must cancel the solve: one solve
at a time being allowed, a two-phase solve asked half a second later
succeeds only if the slot was given back, which happens after the solve's
thread has ended. The time limit of an optimal solve is tested as well:
with one second, the answer comes with status~3 and the depth that the
search proved, before the server's own deadline (the time limit and one
second) would have cancelled the solve. The bounds on times in these tests
are loose, several times what they take, since the tests run beside
other programs.

@<Check that a closed connection cancels an optimal solve@>=
{
  int code,c=dial();
  const char *form=hard_form("&method=optimal&time=50");
  char req[512];
  int n=snprintf(req,sizeof req,"POST /api/solve HTTP/1.1\r\nContent-Length: %zu\r\n\r\n%s",
    strlen(form),form);
  CHECK(c>=0 && send(c,req,(size_t)n,0)==n);
  nap(0.5); close(c); nap(0.5);
  char *r=post("/api/solve","position=R+U",&code);
  if (!CHECK(code==200 && solves("R U",r))) printf("  %d %s\n",code,r);
  double t0=ida_now();
  r=post("/api/solve",hard_form("&method=optimal&time=1"),&code);
  if (!CHECK(code==200 && has(r,"\"status\":3,\"error\":\"time limit reached; no solution \
shorter than"))) printf("  %d %s\n",code,r);
  if (!CHECK(ida_now()-t0<4)) printf("  %.2f s\n",ida_now()-t0);
}

@ A client that closes its side of the connection once it has sent its
request still gets its answer: a step and an optimal solve, each asked
in HTTP/1.1 (answered after an interim \.{102 Processing}, which the
test passes over as a client does) and in HTTP/1.0 (no interim answer).
And an optimal solve with a time limit of half a millisecond is answered,
with the status of the time limit.
@^half-close@>

@<Check that a half-closed connection still gets its answer@>=
for (int k=0; k<4; k++) {
  int code,c=dial();
  const char *form=k<2? "position=R+U+F&method=step&step=eo&axis=fb":
    "position=R+U+F&method=optimal";
  char req[512];
  int n=snprintf(req,sizeof req,"POST /api/solve HTTP/1.%d\r\nContent-Length: %zu\r\n\r\n%s",
    k%2? 0: 1,strlen(form),form);
  CHECK(c>=0 && send(c,req,(size_t)n,0)==n && shutdown(c,SHUT_WR)==0);
  char *r=answer_of(c,&code);
  if (!CHECK(code==200 && has(r,k<2? "\"moves\":\"F\"": "\"moves\":\"F' U' R'\"")))
    printf("  %d: %d %s\n",k,code,r);
}
{
  int code;
  char *r=post("/api/solve",hard_form("&method=optimal&time=0.0005"),&code);
  if (!CHECK(code==200 && has(r,"\"status\":3"))) printf("  %d %s\n",code,r);
}

@ The words of a solve are checked against the solvers' own lists, and a
word outside them is a 400 that names it, before anything runs.

@<Check that the words of a solve are checked against the solvers' lists@>=
{
  static const char *const bad[][2]={
    {"position=R&method=step&step=-v","unknown step '-v'"},
    {"position=R&method=step&axis=zz","axis: give fb, rl, ud or any, not 'zz'"},
    {"position=R&method=step&niss=mixed-up","niss: give normal, inverse or both"}};
  for (size_t i=0; i<sizeof bad/sizeof bad[0]; i++) {
    int code;
    char *r=post("/api/solve",bad[i][0],&code);
    if (!CHECK(code==400 && has(r,bad[i][1]))) printf("  %s: %d %s\n",bad[i][0],code,r);
  }
}

@ A slow client: a request begun and never finished is answered with
408 after the one second the test's server allows, whether the client
sends nothing more or a byte every tenth of a second (for a second and a
half: a server that waited for the end of the request would not answer
at all, since it never comes).

@<Check that a slow client is dropped@>=
{
  int code;
  for (int drip=0; drip<2; drip++) {
    int c=dial();
    double t0=ida_now();
    CHECK(c>=0 && send(c,"GET / HTTP/1.1\r\n",16,0)==16);
    for (int i=0; drip && i<15; i++) { nap(0.1); if (send(c,"X",1,MSG_NOSIGNAL)!=1) break; }
    char *r=answer_of(c,&code);
    CHECK(code==408 && has(r,"took too long"));
    CHECK(ida_now()-t0<3);
  }
}

@ A full queue: four connections that send half a request hold the test
server's four threads for a second; the next 64 fill the queue; the one
after them is answered at once by the accepting thread, with 503. The
queued connections are then closed, which their threads notice at once.

@<Check that a full queue of connections is refused with 503@>=
{
  int held[4+SERVE_QUEUE],code;
  for (int i=0; i<4+SERVE_QUEUE; i++) {
    held[i]=dial();
    if (i<4 && held[i]>=0 && send(held[i],"GET",3,0)!=3) {}
    if (i==3) nap(0.2);
  }
  nap(0.2);
  char *r=answer_of(dial(),&code);
  CHECK(code==503 && has(r,"too many connections"));
  for (int i=0; i<4+SERVE_QUEUE; i++) if (held[i]>=0) close(held[i]);
  nap(1.2);
}

@ Stopping: |serve_stop| ends |serve_run|, whose thread is joined, and
the port then refuses connections.

@<Stop the server, and check that it is gone@>=
serve_stop(&S);
pthread_join(tid,NULL);
serve_close(&S);
CHECK(dial()<0);
