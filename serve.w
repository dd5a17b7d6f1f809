@* The server.
A person with a scrambled cube in hand would rather click colours on a
picture than type 54 letters. This chapter gives the solver a web page:
\.{cube serve} is a small HTTP server that serves one page, a net of the
cube to paint with the mouse, and answers the page's questions through a
small API, in the JSON objects of \.{--format json}:

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ cube serve --table small --solves 2
cube serve: http://127.0.0.1:8080/ (2 solves at once; Ctrl-C stops)
\$ curl -d "position=R U R' U' F2{\char"26}method=optimal" {\char'134}
     http://127.0.0.1:8080/api/solve
\char"7B"argument":1,"input":"R U R' U' F2","solutions":[\char"7B"moves":
 "F2 U R U' R'","length":5\char"7D],"length":5,"optimal":true,
 "seconds":0.000084,"nodes":47\char"7D
\endgroup
\medskip

\noindent (the answer is one line; it is broken here to fit the page).
The body may be a JSON object too, with the same fields (a position
within ten moves gets a shortest solution whatever the method):

\medskip
\begingroup\tt\obeylines\obeyspaces\parindent=2em
\$ curl -H "Content-Type: application/json" {\char'134}
     -d '\char"7B"position": "R U"\char"7D' http://127.0.0.1:8080/api/solve
\char"7B"argument":1,"input":"R U","solutions":[\char"7B"moves":"U' R'",
 "length":2\char"7D],"length":2,"optimal":true,"seconds":0.000027,
 "nodes":3\char"7D
\endgroup
\medskip
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
@q README: `cube serve`: a small HTTP server (threads, limits, clean shutdown) for a web page that paints, solves and plays the cube in 3D (`web/`), and a JSON API; optimal and step solves in threads that a cancel or a closed connection stops; the fuzzer of its request reader @>
@i types.w
@s serve_config int
@s serve_file int
@s serve_request int
@s serve_conn int
@s serve_solve int
@s serve_server int

@(serve.h@>=
#ifndef SERVE_H
#define SERVE_H
#include "step.h"
#include "command.h"
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
sends one byte a second still loses its connection after 5. At most 256
connections are being read at once (a new one takes the place of the
oldest, which is answered 408), and at most 64 whole requests wait for a
thread; a request beyond them is answered at once with status 503 and
closed.
@^limits of the server@>

@<Types of the server@>=
enum {
  SERVE_MAXHEAD=8192, /* request line and headers */
  SERVE_MAXBODY=4096, /* the body of a request */
  SERVE_MAXTARGET=256, /* the path and query of a request */
  SERVE_MAXFIELD=1024, /* a field of a form, decoded */
  SERVE_MAXHEADERS=64, /* header lines */
  SERVE_QUEUE=64, /* whole requests waiting for a thread */
  SERVE_PENDING=256 /* connections whose requests are being read */
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
  char host[SERVE_MAXTARGET]; /* the header \.{Host}, or the target's authority */
  int hosts; /* the header lines \.{Host} */
  int absolute; /* the target was in absolute form */
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
  if (sp2==sp1+1 || sp2>=eol || *sp2!=' ') return -400;
  if (eol-sp2-1!=8 || memcmp(sp2+1,"HTTP/1.",7) || (sp2[8]!='0' && sp2[8]!='1'))
    return eol-sp2-1>=5 && memcmp(sp2+1,"HTTP/",5)==0? -505: -400;
  if (sp2-sp1-1>=SERVE_MAXTARGET) return -414;
  r->minor=sp2[8]-'0';
  @<Name the method of the first |m| bytes of |buf|, or refuse it@>;
  const char *t=sp1+1; /* the target, past its scheme and authority if it has them */
  @<Take the authority of a target in absolute form into |r->host|@>;
  if (t<sp2 && *t!='/' && !(r->absolute && *t=='?')) return -400;
  size_t tl=(size_t)(sp2-t);
  const char *qm=memchr(t,'?',tl);
  size_t q=qm? (size_t)(qm-t): tl;
  if (q==0) strcpy(r->path,"/");
  else { memcpy(r->path,t,q); r->path[q]=0; }
  if (q<tl) { memcpy(r->query,t+q+1,tl-q-1); r->query[tl-q-1]=0; }
}

@ A target is usually a path (origin form), but a client that speaks to a
proxy sends the whole address, \.{http://host:port/path} (absolute form),
which a server must accept too \cite{RFC 9112}: its authority is then the
request's host, in place of the header \.{Host}, and an empty path is the
root.

@<Take the authority of a target in absolute form into |r->host|@>=
if (sp2-t>7 && strncasecmp(t,"http://",7)==0) {
  const char *au=t+7,*e=au;
  while (e<sp2 && *e!='/' && *e!='?') e++;
  if (e==au || (size_t)(e-au)>=sizeof r->host) return -400;
  memcpy(r->host,au,(size_t)(e-au)); r->host[e-au]=0;
  r->absolute=1; t=e;
} else if (*t!='/') return -400;

@ @<Name the method of the first |m| bytes of |buf|, or refuse it@>=
if (m==3 && memcmp(buf,"GET",3)==0) r->method=SERVE_GET;
else if (m==4 && memcmp(buf,"HEAD",4)==0) r->method=SERVE_HEAD;
else if (m==4 && memcmp(buf,"POST",4)==0) r->method=SERVE_POST;
else return -501;

@ A header line is a name of token characters, a colon, and a value with
white space around it. Only three names matter: \.{Content-Length},
\.{Transfer-Encoding} and \.{Host}, in any case of letters; the lines
\.{Host} are counted, since a request must have one (below).

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
if (colon-p==4 && strncasecmp(p,"Host",4)==0) {
  r->hosts++;
  if (vl>=sizeof r->host) return -400;
  if (!r->absolute) { memcpy(r->host,v,vl); r->host[vl]=0; }
}
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
  while (i<n && (s[i]==' ' || s[i]=='\t' || s[i]=='\r' || s[i]=='\n')) i++;
  if (i<n && s[i]=='{') return json_field(s+i,n-i,name,out,outlen);
  i=0;
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

@ A body may also be a JSON object \cite{RFC 8259}, which is what a
client sends with the header \.{Content-Type: application/json}:
\.{\{"position": "R U", "method": "optimal"\}}. A body whose first byte
other than white space is an opening brace is read so, by |json_field|,
which gives what |serve_form_field| gives for a form: a string's value
with its escapes decoded (\.{\\u} escapes of characters up to U+07FF
as UTF-8, the others refused), a number, \.{true} or \.{false} as
written, $-1$ for a name that is absent, and $-2$ for a field given
twice, a value too long or holding a control character, and for a body
that is not an object of such values (nested objects and arrays
included), whichever field is asked for. It reads the body once, from left
to right, without recursion, so that no body can make it run long.
@^JSON bodies@>

@<Functions of the server@>=
static size_t json_space(const char *s,size_t n,size_t i)
{
  while (i<n && (s[i]==' ' || s[i]=='\t' || s[i]=='\r' || s[i]=='\n')) i++;
  return i;
}
static int json_field(const char *s,size_t n,const char *name,char *out,size_t outlen)
{
  size_t i=json_space(s,n,1),nl=strlen(name);
  int found=-1;
  if (i<n && s[i]=='}') return json_space(s,n,i+1)==n? -1: -2;
  for (;;) {
    char key[64];
    int kl;
    if (i>=n || s[i]!='"' || (kl=json_string(s,n,&i,key,sizeof key))==-2) return -2;
    /* a key too long for |key| ($-3$) is no name of the API */
    int want=kl==(int)nl && memcmp(key,name,nl)==0;
    if (want && found>=0) return -2;
    i=json_space(s,n,i);
    if (i>=n || s[i++]!=':') return -2;
    i=json_space(s,n,i);
    @<Read the value at |s+i| into |out| if |want|, as |found|, or return $-2$@>;
    i=json_space(s,n,i);
    if (i<n && s[i]==',') { i=json_space(s,n,i+1); continue; }
    if (i<n && s[i]=='}') return json_space(s,n,i+1)==n? found: -2;
    return -2;
  }
}

@ A string's value is decoded into |out| when it is the one asked for,
and checked all the same when it is not; a number or a word is copied as
written.

@<Read the value at |s+i| into |out| if |want|, as |found|, or return $-2$@>=
if (i<n && s[i]=='"') {
  int k=json_string(s,n,&i,out,want? outlen: 0);
  if (k<0) return -2;
  if (want) found=k;
} else {
  size_t j=i;
  while (j<n && (isalnum((unsigned char)s[j]) || strchr("+-.",s[j]))) j++;
  if (j==i) return -2;
  if (want) {
    if (j-i+1>outlen) return -2;
    memcpy(out,s+i,j-i); out[j-i]=0; found=(int)(j-i);
  }
  i=j;
}

@ A string at |s+*i| (its opening quote), decoded into |out| (nowhere
when |outlen| is 0, for a value that is not asked for); the result is its
length, $-2$ for a string that is malformed or holds a control character,
and $-3$ for one too long for |out|.

@<Functions of the server@>=
static int json_string(const char *s,size_t n,size_t *i,char *out,size_t outlen)
{
  size_t k=0,a=*i+1;
  int too_long=0;
  for (;;) {
    if (a>=n) return -2;
    int c=(unsigned char)s[a++],escaped=0;
    if (c=='"') break;
    if (c<0x20 || c==0x7f) return -2;
    if (c=='\\') {
      if (a>=n) return -2;
      int e=s[a++];
      escaped=1;
      if (e=='u') @<Decode the escape \.{\\uXXXX} at |s+a| into |c|, or return $-2$@>@;
      else if (e=='"' || e=='\\' || e=='/') c=e;
      else return -2; /* \.{\\b}, \.{\\n} and the like are control characters */
    }
    int bytes=escaped && c>=0x80? 2: 1;
    if (outlen==0) continue;
    if (k+bytes>=outlen) { too_long=1; continue; }
    if (bytes==2) { out[k++]=(char)(0xc0|c>>6); out[k++]=(char)(0x80|(c&0x3f)); }
    else out[k++]=(char)c;
  }
  *i=a;
  if (outlen) out[k]=0;
  return too_long? -3: (int)k;
}

@ @<Decode the escape \.{\\uXXXX} at |s+a| into |c|, or return $-2$@>=
{
  int v=0;
  if (a+4>n) return -2;
  for (int d=0; d<4; d++) {
    int h=hexval(s[a+d]);
    if (h<0) return -2;
    v=16*v+h;
  }
  a+=4;
  if (v<0x20 || v==0x7f || v>=0x800) return -2;
  c=v;
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
  int fd; /* the connection */
  double t0,deadline; /* when it was accepted, and when its request must be whole */
  int st; /* the reader's verdict: 0 (more bytes), 1 (a head), or a refusal */
  size_t n; /* bytes received */
  serve_request r;
  char buf[SERVE_MAXHEAD+SERVE_MAXBODY+1];
} serve_conn;
typedef struct {
  const char *bind; /* an IPv4 or IPv6 address; 127.0.0.1 by default */
  int port; /* 0: any free port */
  int threads; /* connection threads */
  int solves; /* solves at once */
  int solve_threads; /* threads of one optimal solve */
  double seconds; /* the longest a solve may take */
  double io_seconds; /* the time a client has to send its request */
  const char *table; /* the optimal solver's family, or |NULL| */
  const char *allow_hosts; /* names of the server besides addresses, by commas, or |NULL| */
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
  serve_conn *queue[SERVE_QUEUE]; int qhead,qlen; /* whole requests, to be answered */
  serve_conn *pend[SERVE_PENDING]; int npend; /* requests being read (the reader's own) */
  int busy; /* solves running */
  char family[32]; /* without |cfg.table|: the family \.{cube solve --optimal} would use */
  int family_built; /* and whether it is built (under |lock|) */
  char family_cost[200]; /* what building it costs, when it is not built (under |lock|) */
  optimal_solver *opt_solver; /* the optimal solver, once its family is open (under |load_lock|) */
  optimal_solver *other; /* the family last asked for by name, kept open (under |load_lock|) */
  pthread_mutex_t load_lock; /* held while the family is loaded or built */
  struct serve_solve_ *named; /* the optimal solves running under a name (under |lock|) */
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
  if (c->table && (S->opt_solver=optimal_open(c->table,&c->tables,err,errlen))==NULL) return -1;
  if (!c->table) @<Name the family that \.{cube solve --optimal} would use@>;
  if (c->steps)
    for (int k=0; k<STEP_NKINDS; k++)
      if (step_prepare(k,&c->tables,err,errlen)) return -1;
  @<Open the listening socket of |S|, or return $-1$@>;
  if (pipe2(S->wake,O_CLOEXEC)) return cube_error(err,errlen,"pipe: %s",strerror(errno));
  pthread_mutex_init(&S->lock,NULL); pthread_cond_init(&S->cond,NULL);
  pthread_mutex_init(&S->load_lock,NULL);
  cube_rng_seed(&S->rng,(uint64_t)time(NULL)*1000003u+(uint64_t)getpid());
  return 0;
}

@ Without \.{--table} the server uses the family that \.{cube solve
--optimal} would choose on this machine (the search chapter's
|optimal_choose|, which only looks at the cache): the best one built, or,
with none built, the quick one that the command would build. It loads it
at the first optimal solve, not at the start, since a family may take
gigabytes of memory that a server asked only for two-phase solves should
not hold; and when the family is not built, it keeps what building it
costs (disk, memory, time), which \.{/api/tables} reports, so that the
page can say so before anyone asks for the build.

@<Name the family that \.{cube solve --optimal} would use@>=
{
  char advice[400];
  int build=0;
  const char *f=optimal_choose(&c->tables,c->tables.threads,0,&build,advice,sizeof advice);
  snprintf(S->family,sizeof S->family,"%s",f? f: "h48-1");
  const optimal_cost *oc=optimal_cost_of(S->family);
  S->family_built=oc? oc->built(S->family,&c->tables): 0;
  if (!S->family_built && oc)
    optimal_describe_cost(oc,c->tables.threads,S->family_cost,sizeof S->family_cost);
}

@ The first optimal solve of a server without \.{--table} loads the family
(building it first when it is not built, as the command would), under
|load_lock|: a second optimal solve that arrives meanwhile waits for it
instead of loading it again. A build cannot be cancelled; a client that
leaves during one leaves the family built for the next. A family that
cannot be loaded or built is an error of the server (500), and the next
optimal solve tries again.

@<Functions of the server@>=
static int family_ready(serve_server *S,char *err,size_t errlen)
{
  int rc=0;
  pthread_mutex_lock(&S->load_lock);
  if (!S->opt_solver) {
    S->opt_solver=optimal_open(S->family,&S->cfg.tables,err,errlen);
    rc=S->opt_solver? 0: -1;
    if (rc==0) {
      pthread_mutex_lock(&S->lock);
      S->family_built=1; S->family_cost[0]=0;
      pthread_mutex_unlock(&S->lock);
    }
  }
  pthread_mutex_unlock(&S->load_lock);
  return rc;
}

@ A solve may name another family than the server's, with the field
\.{family}: a family of face turns (the server's answers count face
turns) that the command would use if named with \.{--table}, so one that
is built, or whose build is quick (the search chapter's
|optimal_may_build|; otherwise a 400 that says what building it costs
and which command builds it). The server keeps the family last asked
for by name open besides its own, so that a page that asks for it again
finds its tables loaded; asking for a third closes the second, whose
tables are freed once the solves that hold it end. Each solve holds its
family open itself (|held|, closed when the solve is answered), so no
family is freed under a search.
@^solver handles@>

@.family ... measures in quarter turns...@>
@<Functions of the server@>=
static int family_held(serve_server *S,serve_solve *V,char *err,size_t errlen)
{
  const char *own=S->cfg.table? S->cfg.table: S->family;
  const char *name=V->family[0]? V->family: own;
  const optimal_family *f=optimal_find(name);
  if (!f) {
    cube_error(err,errlen,"family: no table family named '%s' (see /api/tables)",name);
    return 400;
  }
  if (optimal_metric(f)!=MASK_ALL) {
    cube_error(err,errlen,"family %s measures in quarter turns; the server solves in face turns",
      name);
    return 400;
  }
  if (strcmp(name,own)==0) {
    if (!S->cfg.table && family_ready(S,err,errlen)) return 500;
    V->held=optimal_open(name,&S->cfg.tables,err,errlen);
    return V->held? 0: 500;
  }
  int st=0;
  pthread_mutex_lock(&S->load_lock);
  if (!S->other || strcmp(S->other->family->name,name)) {
    int may=optimal_may_build(name,&S->cfg.tables,S->cfg.tables.threads,V->seconds,err,
      errlen);
    optimal_solver *O=may? NULL: optimal_open(name,&S->cfg.tables,err,errlen);
    if (may) st=400;
    else if (!O) st=500;
    else { optimal_close(S->other); S->other=O; }
  }
  if (st==0 && (V->held=optimal_open(name,&S->cfg.tables,err,errlen))==NULL) st=500;
  pthread_mutex_unlock(&S->load_lock);
  return st;
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
One thread, the {\it reader}, accepts connections and reads their
requests, all of them at once: it waits with |poll| for any of them to
send bytes, and a connection whose request is whole goes into the queue.
|threads| threads take requests from the queue, one at a time each, and
answer them. A client that sends its request slowly, or never finishes
it, so costs the server a buffer and nothing else, never a thread: the
reader holds up to |SERVE_PENDING| connections at once, each with its
deadline, and when that many are being read, a new connection takes the
place of the oldest, which is answered 408 as if its time were up. When
the queue is full the reader answers the connection itself, with a 503,
and closes it: a flood of connections costs the server one short write
each. The server runs until
|serve_stop|, which only sets a flag and writes a byte into the pipe (both
safe in a signal handler); the reader wakes on the byte, stops
accepting, closes the connections whose requests are not whole, and the
threads answer the requests queued and end. The pipe stays open until |serve_close|, once
|serve_run| has returned, so that a second stop never writes into a
descriptor that was closed, or worse, reused for something else.
@^stopping the server@>

The figure follows a request through the server: the reader holds it
until it is whole, the queue until a thread is free, and a solve that
may take long runs in a thread of its own, which the connection's thread
watches and cancels.
\def\flowbox#1#2{\vbox{\hrule\hbox{\vrule\kern3pt
  \vbox{\kern3pt\hbox to 150pt{\hss\bf #1\hss}\kern1pt
    \hbox to 150pt{\hss\sevenrm #2\hss}\kern3pt}\kern3pt\vrule}\hrule}}
\def\flowdown#1{\hfil$\big\downarrow$\ {\sevenrm #1}\hfil}
$$\vbox{\centerline{\vbox{\offinterlineskip\halign{\hfil#\hfil&\qquad\hfil#\hfil\cr
\flowbox{clients}{connections to the port}&\cr
\noalign{\kern2pt}\flowdown{accepted}&\cr\noalign{\kern2pt}
\flowbox{the reader}{one thread, one poll over every connection}&
\flowbox{408, 503}{late, or no room: answered at once}\cr
\noalign{\kern2pt}\flowdown{a whole request}&\cr\noalign{\kern2pt}
\flowbox{the queue}{at most 64 whole requests}&\cr
\noalign{\kern2pt}\flowdown{}&\cr\noalign{\kern2pt}
\flowbox{a connection thread}{checks the host, routes, answers}&
\flowbox{two-phase, files, refusals}{answered in this thread}\cr
\noalign{\kern2pt}\flowdown{optimal, step}&\cr\noalign{\kern2pt}
\flowbox{a solve's thread}{the command's answer, or a cancel}&
\flowbox{cancel}{client gone, deadline, or stop}\cr}}}
\figcaption{A request's way through the server.}}$$

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
  pthread_mutex_destroy(&S->load_lock);
  optimal_close(S->opt_solver); S->opt_solver=NULL;
  optimal_close(S->other); S->other=NULL;
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
  while (!stopping(S)) @<Wait for connections, their bytes or the stop, and queue whole requests@>;
  for (int i=0; i<S->npend; i++) { close(S->pend[i]->fd); free(S->pend[i]); }
  S->npend=0;
  pthread_mutex_lock(&S->lock);
  pthread_cond_broadcast(&S->cond);
  pthread_mutex_unlock(&S->lock);
  for (int t=0; t<S->nthreads; t++) pthread_join(S->tid[t],NULL);
  close(S->fd);
  return 0;
}

@ The reader's round: one |poll| on the listening socket, the pipe of
the stop, and every connection being read, until the nearest deadline of
those; then a new connection is accepted, the bytes that came are read,
and the requests that are whole, refused or out of time leave the set.

@<Wait for connections, their bytes or the stop, and queue whole requests@>=
{
  struct pollfd pf[2+SERVE_PENDING];
  double now=ida_now(),next=now+1;
  pf[0]=(struct pollfd){S->fd,POLLIN,0}; pf[1]=(struct pollfd){S->wake[0],POLLIN,0};
  for (int i=0; i<S->npend; i++) {
    pf[2+i]=(struct pollfd){S->pend[i]->fd,POLLIN,0};
    if (S->pend[i]->deadline<next) next=S->pend[i]->deadline;
  }
  int np=S->npend;
  if (poll(pf,(nfds_t)(2+np),next>now? (int)(1000*(next-now))+1: 0)<0) continue;
  for (int i=np-1; i>=0; i--)
    if (pf[2+i].revents) @<Read what connection |i| sent, and queue its request if whole@>;
  now=ida_now();
  for (int i=S->npend-1; i>=0; i--)
    if (S->pend[i]->deadline<=now) { S->pend[i]->st=-408; pending_done(S,i); }
  if (pf[0].revents&POLLIN) @<Accept a connection into the set being read@>;
}

@ @<Accept a connection into the set being read@>=
{
  int c=accept4(S->fd,NULL,NULL,SOCK_CLOEXEC);
  if (c<0) {
    if (errno==EMFILE || errno==ENFILE || errno==ENOBUFS || errno==ENOMEM)
      poll(pf+1,1,100); /* no descriptor to be had: wait, unless stopped, and try again */
    continue;
  }
  serve_conn *k=malloc(sizeof *k);
  if (!k) { close(c); continue; }
  memset(&k->r,0,sizeof k->r);
  k->fd=c; k->n=0; k->st=0; k->buf[0]=0;
  k->t0=ida_now(); k->deadline=k->t0+S->cfg.io_seconds;
  if (S->npend==SERVE_PENDING) { /* the oldest gives its place */
    int old=0;
    for (int i=1; i<S->npend; i++) if (S->pend[i]->t0<S->pend[old]->t0) old=i;
    S->pend[old]->st=-408; pending_done(S,old);
  }
  S->pend[S->npend++]=k;
}

@ A connection's bytes are read without waiting (they are there), up to
the end of the head, then up to the end of the body that the head
announces; the reader of the request head says whether it is whole. A
connection closed before its request is whole is dropped: nobody waits
for an answer.

@<Read what connection |i| sent, and queue its request if whole@>=
{
  serve_conn *k=S->pend[i];
  size_t cap=k->st==1? k->r.head_len+k->r.body_len: SERVE_MAXHEAD;
  ssize_t got=recv(k->fd,k->buf+k->n,cap-k->n,MSG_DONTWAIT);
  if (got==0 || (got<0 && errno!=EAGAIN && errno!=EWOULDBLOCK && errno!=EINTR)) {
    close(k->fd); free(k); S->pend[i]=S->pend[--S->npend];
    continue;
  }
  if (got>0) {
    k->n+=(size_t)got; k->buf[k->n]=0;
    if (k->st==0) k->st=serve_parse_head(k->buf,k->n,&k->r);
    if (k->st<0 || (k->st==1 && k->n>=k->r.head_len+k->r.body_len)) pending_done(S,i);
  }
}

@ A request leaves the set being read for the queue, whole or refused
(its status, negative, is in |st|); when the queue is full, the reader
answers it itself: a refused request with its refusal (many slow clients
may run out of time at once), a whole one with 503. The reader waits for
no client: such an answer is given a twentieth of a second to be sent.

@<Functions of the server@>=
static void pending_done(serve_server *S,int i)
{
  serve_conn *k=S->pend[i];
  S->pend[i]=S->pend[--S->npend];
  pthread_mutex_lock(&S->lock);
  int full=S->qlen==SERVE_QUEUE;
  if (!full) {
    S->queue[(S->qhead+S->qlen++)%SERVE_QUEUE]=k;
    pthread_cond_signal(&S->cond);
  }
  pthread_mutex_unlock(&S->lock);
  if (full) {
    if (k->st<0) {
      struct timeval tv={0,50000};
      setsockopt(k->fd,SOL_SOCKET,SO_SNDTIMEO,&tv,sizeof tv);
      refuse(k->fd,-k->st);
    } else reply_busy(k->fd);
    close(k->fd); free(k);
  }
}

@ When the process has no descriptor left for a new connection (the
limit of open files reached), |accept| fails at once, while the
connection waits in the kernel's queue and |poll| says it is there: the
loop would spin on the processor. So the thread waits a tenth of a second
(or until the stop) before it tries again; a connection answered later
is the price, and the connections already held are answered meanwhile,
which frees descriptors.
@^descriptors, running out of@>

@ A thread takes the request at the head of the queue, answers it and
closes its connection; when the server stops it still answers the
requests queued, which were read whole and are owed an answer.

@<Functions of the server@>=
static void *serve_worker(void *arg)
{
  serve_server *S=arg;
  pthread_mutex_lock(&S->lock);
  for (;;) {
    if (S->qlen) {
      serve_conn *k=S->queue[S->qhead];
      S->qhead=(S->qhead+1)%SERVE_QUEUE; S->qlen--;
      pthread_mutex_unlock(&S->lock);
      serve_connection(S,k);
      close(k->fd); free(k);
      pthread_mutex_lock(&S->lock);
    } else if (stopping(S)) break;
    else pthread_cond_wait(&S->cond,&S->lock);
  }
  pthread_mutex_unlock(&S->lock);
  return NULL;
}

@ @<Private declarations of the server@>=
static void item_free(cube_item *it);
static int json_field(const char *s,size_t n,const char *name,char *out,size_t outlen);
static int json_string(const char *s,size_t n,size_t *i,char *out,size_t outlen);
static void *serve_worker(void *arg);
static void serve_connection(serve_server *S,serve_conn *k);
static void pending_done(serve_server *S,int i);
static void reply_busy(int c);
static int refuse(int c,int code);

@*1 Answering a connection.
A connection carries one request, and its answer closes it (the answer
says \.{Connection: close}). The request arrives whole, or refused by
the reader, or out of time (408): the reader gave each connection
|io_seconds| for its whole request. Sending has a timeout too, set on
the socket: a client that does not read its answer is dropped when the
kernel's buffer stays full for that long.
@^slow clients@>
@^timeouts of the server@>

@<Functions of the server@>=
static void serve_connection(serve_server *S,serve_conn *k)
{
  int c=k->fd;
  serve_request r=k->r;
  double t0=k->t0;
  struct timeval tv={(time_t)S->cfg.io_seconds,
    (suseconds_t)(1e6*(S->cfg.io_seconds-(time_t)S->cfg.io_seconds))};
  setsockopt(c,SOL_SOCKET,SO_SNDTIMEO,&tv,sizeof tv);
  int code=k->st<0? refuse(c,-k->st): check_host(S,c,&r);
  if (!code) code=answer_request(S,c,&r,k->buf+r.head_len);
  if (S->cfg.verbose) @<Log the request |r| with its |code|@>;
}

@ The header \.{Host} names the server the client meant to reach. A
server that answers whatever name it is given can be driven by a web page
of another site: the page's script asks for a name of that site, which the
site's name server then points at the loopback address (DNS
rebinding), and the browser, which believes it talks to the site, lets the
script read the answers. So a request of HTTP/1.1 must name exactly one
host \cite{RFC 9112}, and the host named must be an address (IPv4, or
IPv6 in brackets), \.{localhost}, or a name given to the server with
\.{--allow-host} (a list, separated by commas); a port may follow.
Rebinding needs a name, so an address is safe. A request of HTTP/1.0
may name none. Two hosts, or none in HTTP/1.1, are 400; a host not
allowed is 421 (misdirected), with a message that says how to allow it.
|check_host| answers a refused request and returns its status, or 0.
@^DNS rebinding@>
@^Host header@>

@<Functions of the server@>=
static int check_host(serve_server *S,int c,const serve_request *r)
{
  char h[SERVE_MAXTARGET],*e,a[16];
  if (r->hosts>1 && !r->absolute) return reply_error(c,400,"","more than one header Host");
  if (!r->absolute && r->hosts==0)
    return r->minor==1? reply_error(c,400,"","a request of HTTP/1.1 needs the header Host"): 0;
  strcpy(h,r->host);
  if (h[0]=='[') {
    e=strchr(h,']');
    if (!e || (e[1] && (e[1]!=':' || !e[2] || strspn(e+2,"0123456789")!=strlen(e+2))))
      return reply_error(c,400,"","the header Host '%s' is malformed",r->host);
    *e=0;
    if (inet_pton(AF_INET6,h+1,a)==1) return 0;
  } else {
    if ((e=strrchr(h,':'))) {
      if (!e[1] || strspn(e+1,"0123456789")!=strlen(e+1))
        return reply_error(c,400,"","the header Host '%s' is malformed",r->host);
      *e=0;
    }
    if (inet_pton(AF_INET,h,a)==1 || strcasecmp(h,"localhost")==0) return 0;
    if (host_allowed(S->cfg.allow_hosts,h)) return 0;
  }
  return reply_error(c,421,"","the host '%s' is not one this server answers for (start it \
with --allow-host %s)",h,h[0]=='['? h+1: h);
}
static int host_allowed(const char *list,const char *h)
{
  size_t n=strlen(h);
  for (const char *p=list; p && *p; ) {
    size_t k=strcspn(p,",");
    if (k==n && strncasecmp(p,h,n)==0) return 1;
    p+=k+(p[k]==',');
  }
  return 0;
}
@.the host ... is not one this server answers for@>
@.a request of HTTP/1.1 needs the header Host@>
@.more than one header Host@>

@ @<Private declarations of the server@>=
static int check_host(serve_server *S,int c,const serve_request *r);
static int host_allowed(const char *list,const char *h);
static int reply_error(int c,int code,const char *input,const char *fmt,...);
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
  case 421: return "Misdirected Request";
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
kit, answered as a batch answers one argument, is written by the
kit's |cube_item_json|. The HTTP status follows the item's exit status:
0 is 200, as is~3 (a time limit: the answer holds what was found and
says so); 1, a bad position, is 422; 2, a bad request, is 400; 4 is 500.
An error of the server itself (a path that is not there, a full server)
is an item too, failed with a message, sent with its own HTTP status.
An answer that found no memory for its text (|cube_text| marks it |lost|)
is sent as a fixed object, status~4 and \.{out of memory}, with 500.
@^JSON@>

@<Functions of the server@>=
static int http_status(int status)
{
  return status==0 || status==CUBE_EXIT_TIMEOUT? 200: status==CUBE_EXIT_BADINPUT? 422:
    status==CUBE_EXIT_USAGE? 400: 500;
}
static void reply_item(int c,cube_item *it,int code,int head)
{
  static const char lost[]="{\"status\":4,\"error\":\"out of memory\"}\n";
  cube_text t={NULL,0,0,0};
  cube_item_json(&t,it);
  if (t.lost) reply(c,500,"application/json",lost,sizeof lost-1,head);
  else reply(c,code? code: http_status(it->status),"application/json",t.s,t.len,head);
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
  struct timeval tv={0,50000}; /* the reader waits for no client */
  setsockopt(c,SOL_SOCKET,SO_SNDTIMEO,&tv,sizeof tv);
  reply_error(c,503,"","the server has too many connections; try again");
}
@.too many connections@>

@*1 Routing.
The path names what is asked: one of the page's files, by \.{GET} (or
\.{HEAD}), or one of the five calls of the API, by \.{POST} (the three
that take no position, the scramble, the tables and a solve's progress,
by \.{GET} too). The body of a \.{POST} is a form; the three may also
take their fields from the query. A path that is none of these is 404, a known path with the
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
  if (strcmp(r->path,"/api/progress")==0) return api_progress(S,c,get? r->query: body,
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
reads and answers as \.{cube show --format json} does, by the command's
own routine, |cube_answer_show|: with the net of
letters (U on top, then L, F, R and B, then D; the page reads it back into
its 54 facelets), or with the reason the position is impossible.
@^API of the server@>

@<Functions of the server@>=
static int api_show(int c,const char *form,size_t n)
{
  char pos[SERVE_MAXFIELD];
  cube_item it;
  if (read_position(c,form,n,pos)) return 400;
  item_start(&it,pos);
  cube_answer_show(NULL,&it);
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
two-phase solver, the optimal solver's family, the step
solvers, the solves it runs at once and the longest a solve may take.
Without \.{--table}, a line \.{default NAME built} (or \.{not-built})
says that the family is the one \.{cube solve --optimal} would use, and
whether it is built; when it is not, a line \.{cost} says what
building it costs, as \.{cube tables --list} does. A last line
\.{families} names the families of face turns that a solve may ask for
by name and that need no build: the server's own and those the cache
holds (of the families whose costs are known, as \.{cube tables --list}
shows them built).

@<Functions of the server@>=
static int api_tables(serve_server *S,int c,int head)
{
  cube_item it;
  item_start(&it,"tables");
  cube_item_printf(&it,"two-phase htm\noptimal %s\nsteps %s\nsolves %d\nseconds %g\n",
    S->cfg.table? S->cfg.table: S->family,S->cfg.steps? "eo dr htr finish": "none",
    S->cfg.solves,S->cfg.seconds);
  if (!S->cfg.table) {
    pthread_mutex_lock(&S->lock);
    cube_item_printf(&it,"default %s %s\n",S->family,S->family_built? "built": "not-built");
    if (!S->family_built && S->family_cost[0]) cube_item_printf(&it,"cost %s\n",S->family_cost);
    pthread_mutex_unlock(&S->lock);
  }
  @<Name the families that a solve may ask for@>;
  reply_item(c,&it,0,head);
  return 200;
}

@ @<Name the families that a solve may ask for@>=
{
  const char *own=S->cfg.table? S->cfg.table: S->family;
  const optimal_family *f;
  cube_item_printf(&it,"families %s",own);
  for (int i=0; (f=optimal_nth(i))!=NULL; i++) {
    const optimal_cost *oc=optimal_cost_of(f->name);
    if (optimal_metric(f)==MASK_ALL && strcmp(f->name,own) && oc
        && oc->built(f->name,&S->cfg.tables))
      cube_item_printf(&it," %s",f->name);
  }
  cube_item_printf(&it,"\n");
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

@ \.{/api/scramble} answers as one line of \.{cube scramble} would, by the
command's own routine, |cube_scramble_text|: a
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
  cube_scramble_text(&rng,0,buf,sizeof buf);
  slot_give(S);
  item_start(&it,"scramble");
  cube_item_printf(&it,"%s\n",buf);
  reply_item(c,&it,0,head);
  return 200;
}
@.seed: give a number...@>

@*1 Solving.
\.{/api/solve} takes the position and a field \.{method}: \.{twophase}
(the default), \.{optimal} or \.{step}. The two-phase solver takes
\.{max} (the target length, 20 by default, as \.{cube solve --max}) and
\.{time} (seconds; 10 by default); the optimal solver takes \.{time},
\.{all} (1 for every shortest solution, as the command's option
\.{--all}), \.{family} (a table family of face turns, as the command's
\.{--table}; below) and \.{id} (a name for its progress, below);
a step takes \.{step} (\.{eo}, \.{dr}, \.{htr} or \.{finish}), \.{axis},
\.{niss} and \.{count} as \.{cube step} does (without \.{count}, every
shortest solution), and \.{max}. No time may exceed the
server's limit (\.{--time}, a minute by default). The optimal solver
uses the family given by \.{--table}, or else the one \.{cube solve
--optimal} would choose, loaded (or built) at its first solve.

The server answers every request with the routine that answers a line
of the command: the two-phase solver's, |cube_answer_twophase|; the
optimal solver's, |cube_answer_optimal|; a step's, |step_answer|. So an
answer is, byte for byte, that of \.{cube solve --format json} or
\.{cube step --format json}.
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
  long count=0;
  double seconds=0;
  if (read_position(c,form,n,pos)) return 400;
  @<Read the fields |method|, |max|, |seconds|, |step|, |axis| and |niss|@>;
  @<Read the field |count| of a step@>;
  serve_solve V;
  @<Prepare the solve |V| of the optimal solver or a step, or refuse the request@>;
  if (!slot_take(S)) return reply_full(S,c,pos);
  int code;
  V.t0=ida_now();
  if (V.id[0]) name_solve(S,&V,1);
  if (V.optimal) {
    char err[CUBE_ERRLEN];
    int st=family_held(S,&V,err,sizeof err);
    if (st) {
      if (V.id[0]) name_solve(S,&V,0);
      slot_give(S);
      return reply_error(c,st,pos,"%s",err);
    }
    V.sc.opt_solver=V.held; V.sc.table=V.held->family->name;
  }
  if (strcmp(method,"twophase")==0) {
    cube_item it;
    item_start(&it,pos);
    answer_twophase(&it,max<0? 20: max,seconds>0? seconds: S->cfg.seconds<10? S->cfg.seconds: 10);
    reply_item(c,&it,0,0);
    code=http_status(it.status);
  } else code=solve_in_thread(S,c,&V,minor);
  if (V.id[0]) name_solve(S,&V,0);
  optimal_close(V.held);
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
@.max: give a number...@>
@.time: give seconds...@>

@ A step's \.{count} is the $K$ of \.{cube step --count K}: the $K$
first solutions in order of length, from 1 to $10^9$; absent, every
shortest solution.

@<Read the field |count| of a step@>=
k=serve_form_field(form,n,"count",num,sizeof num);
if (k==-2 || (k>=0 && (k==0 || k>10 || strspn(num,"0123456789")!=(size_t)k
    || (count=atol(num))<1 || count>1000000000)))
  return reply_error(c,400,pos,"count: give a number from 1 to 1000000000");
@.count: give a number...@>

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
whichever comes first: it sleeps until the solve's thread or the
client wakes it, and looks at the clock and the server's flag every ten
milliseconds.
@^cancelling a solve@>

@<Types of the server@>=
typedef struct serve_solve_ {
  cube_item it; /* the answer */
  int optimal; /* the optimal solver, or else a step */
  solve_ctx sc; /* the optimal solver's options */
  step_job sj; /* the step's */
  double seconds; /* the solve's time limit */
  int cancel; /* set by the connection's thread, read atomically */
  int wake[2]; /* the solve's thread writes a byte when it ends */
  char id[24]; /* the page's name for an optimal solve, or empty */
  int depth,permille; /* its progress: the depth searched, the part of its tasks taken */
  uint64_t nodes; /* and the states of the depths before (all three read and written atomically) */
  double t0; /* when it began */
  char family[32]; /* the family asked for, or empty for the server's */
  optimal_solver *held; /* the optimal solver the solve holds open, or |NULL| */
  struct serve_solve_ *next; /* in the server's list of named solves (under its lock) */
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
  V.sc.optimal=1; V.sc.table=S->cfg.table? S->cfg.table: S->family;
  V.sc.opt.seconds=V.seconds; V.sc.cancel=&V.cancel;
  V.sc.progress=solve_progress; V.sc.progress_arg=&V;
  char all[4];
  if (form_word(form,n,"all","0",all,sizeof all) || (strcmp(all,"0") && strcmp(all,"1")))
    return reply_error(c,400,pos,"all: give 1 (every shortest solution) or 0");
  V.sc.all=all[0]=='1';
  if (form_word(form,n,"family","",V.family,sizeof V.family))
    return reply_error(c,400,pos,"family: give the name of a table family (see /api/tables)");
  if (form_word(form,n,"id","",V.id,sizeof V.id))
    return reply_error(c,400,pos,"id: give the name of a solve (letters, digits, hyphens)");
} else if (strcmp(method,"step")==0) {
  char err[CUBE_ERRLEN];
  if (step_request_words(&V.sj.rq,step,NULL,axis,niss,err,sizeof err))
    return reply_error(c,400,pos,"%s",err);
  V.sj.rq.maxlen=max<0? 20: max;
  V.sj.rq.count=count;
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
static int family_held(serve_server *S,serve_solve *V,char *err,size_t errlen);
static int watch_client(int c,int *closed,int minor);
static void name_solve(serve_server *S,serve_solve *V,int on);
static void solve_progress(void *arg,int depth,double taken,uint64_t nodes);
static int api_progress(serve_server *S,int c,const char *form,size_t n,int head);

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
    struct pollfd pf[2]={{V->wake[0],POLLIN,0},{c,POLLIN|POLLRDHUP,0}};
    if (closed) pf[1].events=0;
    if (poll(pf,2,10)>0 && pf[0].revents) break;
    if (pf[1].revents && watch_client(c,&closed,minor)) why=1;
    else if (ida_now()>deadline) why=2;
    else if (stopping(S)) why=3;
    if (why) { __atomic_store_n(&V->cancel,1,__ATOMIC_RELAXED); break; }
  }
  pthread_join(tid,NULL);
  close(V->wake[0]); close(V->wake[1]);
  @<Answer the solve |V|, or say why it ended, and |return| the status@>;
}

@ The progress of an optimal solve. The page names its solve with a
field \.{id} (letters, digits and hyphens, at most 23) and asks
\.{/api/progress?id=NAME} twice a second while it waits: the server
answers with the depth the search has reached, the part of that depth's
tasks taken (in thousandths), the states searched at the depths before
it and the seconds since the solve began, one line each, or 404 when no
solve of that name is running. The search calls |solve_progress| from
any of its threads; it only stores three numbers. A named solve is in the
server's list from before its family is opened (a first solve may load
or build it: the depth is then~0) until after its thread is joined and
its answer made, and the list is read and changed under the server's
lock, so that a solve read by \.{/api/progress} is never one that is
gone.
@^progress of a solve@>

@<Functions of the server@>=
static void solve_progress(void *arg,int depth,double taken,uint64_t nodes)
{
  serve_solve *V=arg;
  __atomic_store_n(&V->depth,depth,__ATOMIC_RELAXED);
  __atomic_store_n(&V->permille,(int)(1000*taken),__ATOMIC_RELAXED);
  __atomic_store_n(&V->nodes,nodes,__ATOMIC_RELAXED);
}
static void name_solve(serve_server *S,serve_solve *V,int on)
{
  pthread_mutex_lock(&S->lock);
  if (on) { V->next=S->named; S->named=V; }
  else
    for (serve_solve **q=&S->named; *q; q=&(*q)->next)
      if (*q==V) { *q=V->next; break; }
  pthread_mutex_unlock(&S->lock);
}
static int api_progress(serve_server *S,int c,const char *form,size_t n,int head)
{
  char id[24];
  cube_item it;
  int found=0;
  if (form_word(form,n,"id","",id,sizeof id) || !id[0])
    return reply_error(c,400,"","id: give the name of a solve (letters, digits, hyphens)");
  item_start(&it,id);
  pthread_mutex_lock(&S->lock);
  for (serve_solve *V=S->named; V; V=V->next)
    if (strcmp(V->id,id)==0) {
      cube_item_printf(&it,"depth %d\ntaken %d\nnodes %llu\nseconds %.1f\n",
        __atomic_load_n(&V->depth,__ATOMIC_RELAXED),__atomic_load_n(&V->permille,__ATOMIC_RELAXED),
        (unsigned long long)__atomic_load_n(&V->nodes,__ATOMIC_RELAXED),ida_now()-V->t0);
      found=1; break;
    }
  pthread_mutex_unlock(&S->lock);
  if (!found) { item_free(&it); return reply_error(c,404,id,"no solve of that name is running"); }
  reply_item(c,&it,0,head);
  return 200;
}
@.no solve of that name...@>
@.id: give the name...@>
@.all: give 1...@>

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
connection once it has sent its request (\.{nc -N}, \.{printf ...
\vb\ nc -q0}, scripts of HTTP/1.0): that is a half-close, and it still reads the
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
  struct pollfd pf={c,POLLIN|POLLRDHUP,0};
  if (*closed) pf.events=0;
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
solver's family to load at the start (by default the one \.{cube solve
--optimal} would choose, loaded at the first optimal solve);
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
  {"--table",CUBE_OPT_STRING,&serve_table,0,0,"NAME","the optimal solver's family (as cube solve --optimal chooses)"},
  {"--solves",CUBE_OPT_INT,&SC.solves,1,64,"K","solves at once (the processors)"},
  {"--time",CUBE_OPT_SECONDS,&SC.seconds,0,0,"S","the longest a solve may take (60)"},
  {"--io-time",CUBE_OPT_SECONDS,&SC.io_seconds,0,0,"S","the time to send a request (5)"},
  {"--no-steps",CUBE_OPT_FLAG,&serve_no_steps,0,0,NULL,"do not load the step solvers"},
  {"--allow-host",CUBE_OPT_STRING,&SC.allow_hosts,0,0,"NAMES",
    "names of the server clients may use (addresses and localhost always)"},
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
  if (!optimal_find(serve_table)) cube_die(CUBE_EXIT_USAGE,"no table family named '%s' (see cube tables --list)",
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
(see the kit's chapter), registers the command.

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
seen from outside. It has three parts: the position (a net to paint, a
scramble box, the keys), the cube in three dimensions with the player of
the answer, and the solvers with their answers. On a screen 900 pixels
wide or more they stand side by side, so that on a screen of
$1280\times800$ the cube, its input and the answer with its player are
all seen at once, without scrolling; on a narrower screen, a phone's,
they follow one another in one column, as the figure shows (each screen
drawn to its shape). Everything a person does is one of six things.
@^page, the@>
\def\pagepart#1#2#3{\vbox{\hrule\hbox{\vrule\vbox to#2{\hsize=#1\sevenrm
  \baselineskip=8pt\vss#3\vss}\vrule}\hrule}}
\def\pl#1{\centerline{#1}}
$$\vbox{\centerline{\vbox{\hbox{\pagepart{80pt}{150pt}{\pl{\bf the position}\smallskip
  \pl{the net, to paint}\pl{the palette}\pl{the scramble box}\pl{Random}\pl{the key map}}%
\kern3pt\pagepart{80pt}{150pt}{\pl{\bf the cube in 3D}\smallskip\pl{the player:}
  \pl{start, back, play,}\pl{forward, end,}\pl{scrub, speed;}\pl{the moves, the}
  \pl{current one marked}}%
\kern3pt\pagepart{80pt}{150pt}{\pl{\bf the solvers}\smallskip\pl{two-phase, optimal,}
  \pl{step, and their}\pl{options; Solve;}\pl{the answers, one}\pl{a line; a click}
  \pl{plays one}}}
  \kern3pt\hbox to 246pt{\hss\sevenrm $1280\times800$\hss}}\qquad
\vbox{\pagepart{69pt}{49pt}{\pl{\bf the position}}\kern1pt
  \pagepart{69pt}{49pt}{\pl{\bf the cube}\pl{and its player}}\kern1pt
  \pagepart{69pt}{49pt}{\pl{\bf the solvers}\pl{and answers}}
  \kern3pt\hbox to 71pt{\hss\sevenrm $390\times844$\hss}}}
\figcaption{The page on a screen and on a phone.}}$$

\item{$\bullet$} {\it Paint.} A palette of the six colours, named by the
faces whose centres carry them (white up, green front: the colours of
the standard scheme), and the net drawn in SVG, 54 squares; a click on a
square paints it with the chosen colour. The centres do not change: they
define which colour is which face. A button sets the solved cube.
\item{$\bullet$} {\it Fill.} A field takes a position in any notation the
program reads (moves, the cubies of Singmaster's notation, 54
facelets); the page sends it to \.{/api/show}, and reads the
letters of the net of the answer back into its 54 facelets. \.{Random}
asks \.{/api/scramble} for a random-state scramble and fills it so.
\item{$\bullet$} {\it Turn.} Keys turn the painted cube, one move a
key, with the map of cstimer that most cubing sites share. Face turns:
\.{j} and \.{f} for U and U$'$, \.{i} and \.{k} for R and R$'$, \.{h} and
\.{g} for F and F$'$, \.{s} and \.{l} for D and D$'$, \.{d} and \.{e} for L
and L$'$, \.{w} and \.{o} for B and B$'$. Wide turns: \.{u} and \.{m} for
r and r$'$, \.{v} and \.{r} for l and l$'$, \.{,} and \.{c} for u and
u$'$, \.{z} and \.{/} for d and d$'$. Slice turns: \.{5} and \.{6} for M,
\.{x} and \.{.} for M$'$, \.{2} and \.{9} for E and E$'$, \.{0} and
\.{1} for S and S$'$. Rotations: \.{t} and \.{y} for x, \.{b} and \.{n}
for x$'$, \.{;} and \.{a} for y and y$'$, \.{p} and \.{q} for z and z$'$.
A key's move does to the painted cube what it does in the program's
notation (the first chapter), where a position is told relative to its
centres, which stay put: M turns R and L$'$, a wide turn the opposite
face, and a rotation no facelet at all. What a rotation, a wide turn or a
slice turn changes is which centre is in which place, and so the face
that the next keys name: after \.{t}, x, the green centre is on top and
\.{j} turns the green face, as \.{x U} is the position of~F. The page
keeps that map from key to key, as the program does from word to word,
says how the cube is held, and starts from white up and green front again
at any other change of the position. The page prints the map under the
net. A key typed into a field is that field's, not a turn.
\item{$\bullet$} {\it Solve.} Each solver with its options and the
command's defaults: two-phase with its target length (20) and time (10
seconds); optimal with a time (the server's limit), one solution or
every shortest one, and its table family (the server's, or another of
the line \.{families} of \.{/api/tables}); a step, \.{eo},
\.{dr}, \.{htr} or \.{finish}, with its axis (any), its side for NISS
(normal, inverse, both, mixed or all, as \.{cube step --niss}), a count (empty: every shortest solution, as
\.{cube step} without \.{--count}) and the longest solution searched
(20). \.{Solve} sends the painted facelets to \.{/api/solve}. The answer
is listed whole, one solution a line as the command prints it (moves,
in parentheses when done on the inverse, the length, the step and
axis), and a click on a line plays it. With the optimal solver the page
names the family the server uses and, when it is not built yet, what
building it at the first optimal solve costs (the lines \.{default} and
\.{cost} of \.{/api/tables}); while a solve waits for its family to be
opened (or built), its progress says so. A refusal shows the command's reason, and the squares of
the cubies it names are outlined in red: a slot named in the message
(``no corner has the colours RRF (corner slot URF)'', a duplicate's two
slots), the corners whose U or D facelet is not white or yellow for a
twisted corner, the edges that are flipped for a flipped edge, the
cubies out of place for a parity error, the stickers of a colour that
appears too often. For the last three the page cannot know which cubie a
person mispainted, only where to look, which is what it marks.
\item{$\bullet$} {\it Play.} The cube in three dimensions plays the
line chosen: \.{Play} and \.{Pause}, a move forward or back (each turn
drawn as the layer turning), to the start, to the end, a bar to scrub
to any move, and the speed; space plays or pauses, the arrows step.
The next move of the line is highlighted, and the net shows the same
position as the cube at every step. At the end of a solution the
cube is solved, and the page says so. A line found on the inverse
(NISS) is played from the inverse position: if $S$ is any solution of
the painted position $P$, then $PS=1$, so $P^{-1}=S$, and the page
asks the two-phase solver for one.
\item{$\bullet$} {\it Share.} The address of the page ends with
\.{\#f=} and the 54 letters, then the solver and those of its options
that are not the defaults (\.{\&m=step\&axis=ud\&count=2}), updated at
each change; the link opens the page on that position, with that solver.

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

@ The cube in three dimensions is drawn by the page itself, with the
style sheet's 3D transforms: 26 cubies, each a box of six squares
turned to face their normals, those on the surface coloured as their
facelets. The cubie at $c=(x,y,z)$ is placed at $(x,-y,z)$ times its
side, since the style sheet's $y$ axis points down. A move turns the
cubies of its layer ($c\cdot a=1$ for the face of normal $a$) by a
transition of \.{rotate3d} about the face's normal, $(a_x,-a_y,a_z)$ in
the style sheet's axes, by $90^\circ$, $180^\circ$ or $-90^\circ$; a
positive angle turns clockwise as seen from the tip of the axis, as the
move does seen from outside. When the transition ends the cubies go back
to their places and take the colours of the new facelets, which the
permutations of the previous section give; so the picture never disagrees
with the net for longer than a turn. A key's slice turn is drawn as the
program reads it, the two outer layers turning together about one axis,
a wide turn as its opposite face, and a rotation, which moves no
facelet, is not drawn. A library would do the same and
more (the twisty player of cubing.js draws puzzles of every kind), but it
is many times the size of this page and comes as packages that a build
step bundles; drawn here, the page stays four files that the server
carries in memory, about 35{,}000 bytes in all (the browser test prints
the exact count).
@^cube in three dimensions@>

@ Solving shows its progress: a bar that fills towards the time limit
and the seconds passed, counted by the page while it waits; an optimal
solve, named by the page, shows besides the depth its search has reached,
the part of that depth's tasks taken and the states searched before it,
asked of \.{/api/progress} twice a second (the search's own numbers, as
the section on the progress of a solve says). \.{Cancel} aborts the request, which closes the connection; the
server notices within milliseconds and cancels the solve (the section on
solves in a thread of their own), so that its slot is free again for the
next question.
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
the page's browser usually is. For each $C$ it also prints the line
\.{run: clients.$C$} followed by the requests per second, the three
latencies and the mean solve, and the line \.{run: refused.$C$} with
the requests refused: the figures of a run file, which \.{tests/runfile.sh}
keeps (the measurements chapter).
@^measurements of the server@>

Its figures, two runs of it on a machine of two cores, are in the
measurements chapter (\chapno{measure}), with the machine and the
command of each run.

The same program then measures the two things that a server of long
solves must do quickly and that no throughput shows: how soon a cancel
takes effect (a connection closed under an optimal solve, and the server
stopped under one), and how the server answers while slow clients hold
connections open (50, 200 and 1000 of them, each sending a byte every
half second). Its figures vary with what else runs on the machine, and
are not tabulated; a cancel is a matter of milliseconds (the reader
wakes on the client's reset at once, the search sees its flag within a
few thousand states), and the slow clients cost the two-phase solves
asked meanwhile no more than a busy machine does, since no thread waits for
them.

@(tests/bench_serve.c@>=
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/resource.h>
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
  setvbuf(stdout,NULL,_IOLBF,0); /* each figure as soon as it is measured */
  @<Read the positions of the load@>;
  printf("cube serve, two-phase solves (max 20) of random positions, over loopback;\n\
each request a new connection; the clients in the same process\n");
  printf("clients  requests  req/s   median ms  p90 ms  p99 ms  max ms  refused  solve ms\n");
  for (int C=1; C<=4; C*=2) @<Measure the server with |C| clients@>;
  @<Measure how soon a closed connection and a stop cancel an optimal solve@>;
  @<Measure the server under slow clients@>;
  return 0;
}

@ Slow clients: $N$ connections send half a request and then a byte each
half second (a thread of the load generator drips them), while one client
asks for 50 two-phase solves, one after another; the median and largest
latency of those, and how many were not answered with 200, for $N=50$,
200 and 1000 (beyond the 256 connections the reader holds, the oldest
give way to the newest). The process's limit of open files is raised to
its hard limit first, since it holds both ends of each connection.
@^slow clients@>

@<Measure the server under slow clients@>=
{
  struct rlimit rl;
  serve_config cfg;
  char err[CUBE_ERRLEN];
  getrlimit(RLIMIT_NOFILE,&rl); rl.rlim_cur=rl.rlim_max; setrlimit(RLIMIT_NOFILE,&rl);
  serve_defaults(&cfg);
  cfg.port=0; cfg.solves=2; cfg.steps=0; cfg.io_seconds=5;
  printf("slow clients (half a request, then a byte each 0.5 s) and 50 two-phase solves:\n\
slow  median ms  max ms  not answered\n");
  static const int slow_counts[3]={50,200,1000};
  for (int j=0; j<3; j++) {
    int N=slow_counts[j];
    serve_server S;
    pthread_t st,dt;
    if (serve_open(&S,&cfg,err,sizeof err)) { printf("%s\n",err); return 1; }
    port=S.port;
    pthread_create(&st,NULL,run_bench_server,&S);
    nslow=0;
    for (int i=0; i<N; i++) {
      int c=bench_send_raw("GET / HTTP/1.1\r\n");
      if (c>=0) slow_fd[nslow++]=c;
    }
    dripping=1;
    pthread_create(&dt,NULL,drip,NULL);
    double l[50];
    int bad=0;
    for (int k=0; k<50; k++) {
      double t0=ida_now();
      if (!bench_twophase_ok()) bad++;
      l[k]=ida_now()-t0;
    }
    dripping=0; pthread_join(dt,NULL);
    for (int i=0; i<nslow; i++) close(slow_fd[i]);
    serve_stop(&S); pthread_join(st,NULL); serve_close(&S);
    qsort(l,50,sizeof *l,cmp_double);
    printf("%4d  %9.2f  %6.2f  %d\n",N,1e3*l[25],1e3*l[49],bad);
  }
}

@ @<Routines that measure a cancel@>=
static int slow_fd[1000],nslow,dripping;
static void *drip(void *arg)
{
  (void)arg;
  while (__atomic_load_n(&dripping,__ATOMIC_RELAXED)) {
    for (int i=0; i<nslow; i++) if (send(slow_fd[i],"X",1,MSG_NOSIGNAL|MSG_DONTWAIT)<0) {}
    struct timespec half={0,500000000};
    nanosleep(&half,NULL);
  }
  return NULL;
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
  static const char moves[]="R3+B1+F2+L2+U3+R2+D2+U1+R2+U3+F2+U1+R2+L1+F1+L2+D2+B1+U1+B3+F2";
  char hard[160];
  snprintf(hard,sizeof hard,"position=%s&method=optimal&time=60",moves);
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

@ A two-phase solve, which says whether it was answered with 200.

@<Routines that measure a cancel@>=
static int bench_twophase_ok(void)
{
  char ans[2048];
  bench_answer(bench_send("position=R+U+F"),ans,sizeof ans);
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
@<Routines that send a request and read its answer@>@;
static char form[100][600];
static int npos,total,refused;
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
  char ans[2048];
  double t0=ida_now();
  bench_answer(bench_send(form[i%npos]),ans,sizeof ans);
  const char *s=strstr(ans,"\"seconds\":");
  pthread_mutex_lock(&lock);
  lat[i]=ida_now()-t0;
  if (strncmp(ans,"HTTP/1.1 200",12) || !s) refused++;
  else solve_sum+=atof(s+10);
  pthread_mutex_unlock(&lock);
}

@ The requests of the measurements: |bench_send_raw| sends a request, as
it is, on a new connection and returns the connection, open (or $-1$);
|bench_send| sends a solve of a form; |bench_answer| reads the answer to
its end into |ans|, empty if there is none, and closes the connection.

@<Routines that send a request and read its answer@>=
static int port;
static int bench_send_raw(const char *req)
{
  struct sockaddr_in a;
  memset(&a,0,sizeof a);
  a.sin_family=AF_INET; a.sin_port=htons((uint16_t)port); a.sin_addr.s_addr=htonl(INADDR_LOOPBACK);
  int c=socket(AF_INET,SOCK_STREAM,0);
  if (c>=0 && (connect(c,(struct sockaddr *)&a,sizeof a) || send(c,req,strlen(req),0)<0)) {
    close(c); c=-1; }
  return c;
}
static int bench_send(const char *fm)
{
  char req[1024]; /* a form of the load is under 600 bytes, one of the tests far less */
  snprintf(req,sizeof req,"POST /api/solve HTTP/1.1\r\nHost: 127.0.0.1\r\n\
Content-Length: %zu\r\n\r\n%.900s",strlen(fm),fm);
  return bench_send_raw(req);
}
static void bench_answer(int c,char *ans,size_t n)
{
  size_t got=0;
  ssize_t k;
  while (c>=0 && got<n-1 && (k=recv(c,ans+got,n-1-got,0))>0) got+=(size_t)k;
  if (c>=0) close(c);
  ans[got]=0;
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
  printf("run: clients.%d %.0f %.2f %.2f %.1f %.2f\nrun: refused.%d %d\n",C,total/el,
    1e3*lat[total/2],1e3*lat[total*9/10],1e3*lat[total*99/100],
    total>refused? 1e3*solve_sum/(total-refused): 0.0,C,refused);
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
fuzzed as the position readers are (the kit's chapter explains the
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
command's, byte for byte but the seconds, a step's \.{count} included; it
checks that a server without \.{--table} names the family that
\.{cube tables --list} marks as the default; it also sends a path out of the
root, a body too large and an impossible cube, and stops the server with
\.{SIGTERM} and \.{SIGINT}, which must end it with status~0.
\.{tests/browser/serve.test.mjs} opens the page in Chromium, driven by
Playwright, and does what a person does: paints a position by clicks,
solves it and replays the solution to the solved cube, paints a twisted
corner and finds it refused and its three stickers marked, fills a
scramble, follows the link, and cancels an optimal solve, after which the
server, which allows one solve at a time, must solve at once. Then it
checks the layout, at $1280\times800$ (the three parts side by side and
within the screen) and at $390\times844$ (one column), with no scrolling
sideways at either, and saves a picture of each in the build directory;
that the cube in three dimensions shows U, R and F, its stickers where
the net puts them; every control of the player, the net and the cube
compared with \.{cube show} after each; each solver's options, whose
lines must be those of \.{cube step} for the same options; a line on
the inverse played from the inverse position; the keys, each of the
map's wide turns, slice turns and rotations followed by face turns and
compared with \.{cube show} of the same moves; the scramble
box with cubies and facelets; a link that restores a solver and its
options; and, with a second server started without \.{--table}, the
family the page names. It prints the page's size and the time its load
took. It runs in
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
#include <sys/resource.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <pthread.h>
#include <stdint.h>
#include <ctype.h>
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
  @<Check the header Host and the targets in absolute form@>;
  @<Check the solves of the command's test positions@>;
  @<Check that a full server refuses a solve with 503@>;
  @<Check that a closed connection cancels an optimal solve@>;
  @<Check the progress of a named optimal solve@>;
  @<Check that a half-closed connection still gets its answer@>;
  @<Check that the words of a solve are checked against the solvers' lists@>;
  @<Check that a slow client is dropped@>;
  @<Check that a full queue of connections is refused with 503@>;
  @<Check that slow clients do not hold the server@>;
  @<Check random streams of requests against the command's answers@>;
  @<Check that running out of descriptors does not make the server spin@>;
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
unusable ones; then the same of a JSON body (an escape \.{\\u00e9} is
two bytes of UTF-8, a key longer than the reader's buffer is passed
over), and ten bodies that are not objects of strings and numbers: cut
short, a trailing comma, an array, an escaped line feed, a field given
twice, bytes after the object, an object inside, a short \.{\\u} escape, a
name without quotes.

@<Check the form fields@>=
{
  char v[16];
  size_t n;
  const char *f="maxx=1&position=R+U%27&max=20&bad=%2&nul=%00&twice=1&twice=2";
  n=strlen(f);
  CHECK(serve_form_field(f,n,"position",v,sizeof v)==4 && strcmp(v,"R U'")==0);
  CHECK(serve_form_field(f,n,"max",v,sizeof v)==2 && strcmp(v,"20")==0);
  CHECK_EQ(serve_form_field(f,n,"time",v,sizeof v),-1);
  CHECK_EQ(serve_form_field(f,n,"bad",v,sizeof v),-2);
  CHECK_EQ(serve_form_field(f,n,"nul",v,sizeof v),-2);
  CHECK_EQ(serve_form_field(f,n,"twice",v,sizeof v),-2);
  CHECK_EQ(serve_form_field(f,n,"position",v,4),-2);
  static const char *const j=" {\"maxx\": 1, \"position\" : \"R U\\u0027\", \"max\":20,\
 \"e\":\"\\u00e9\", \"long-key-of-more-than-sixty-four-bytes-which-no-name-of-the-api-has\":1}";
  n=strlen(j);
  CHECK(serve_form_field(j,n,"position",v,sizeof v)==4 && strcmp(v,"R U'")==0);
  CHECK(serve_form_field(j,n,"max",v,sizeof v)==2 && strcmp(v,"20")==0);
  CHECK(serve_form_field(j,n,"e",v,sizeof v)==2 && strcmp(v,"\xc3\xa9")==0);
  CHECK_EQ(serve_form_field(j,n,"time",v,sizeof v),-1);
  CHECK_EQ(serve_form_field(j,n,"position",v,4),-2);
  static const char *const bad[]={"{","{\"position\":\"R\"","{\"position\":\"R\",}",
    "{\"position\":[\"R\"]}","{\"position\":\"R\\nU\"}","{\"position\":\"R\",\"position\":\"U\"}",
    "{\"position\":\"R\"} x","{\"a\":{}}","{\"position\":\"R\\u00\"}","{position:\"R\"}"};
  int bad_ok=1;
  for (size_t i=0; i<sizeof bad/sizeof bad[0]; i++)
    if (serve_form_field(bad[i],strlen(bad[i]),"position",v,sizeof v)!=-2) {
      bad_ok=0; printf("  json '%s' was read\n",bad[i]); }
  CHECK(bad_ok);
  CHECK_EQ(serve_form_field("{}",2,"position",v,sizeof v),-1);
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
static char *http_as_is(const char *req,size_t n,int *code)
{
  int c=dial();
  if (c<0) { *code=-1; return ""; }
  if (send(c,req,n,0)<0) {}
  return answer_of(c,code);
}
static char *http(const char *req,size_t n,int *code)
{ /* with the header \.{Host: 127.0.0.1} after the request line, as a client sends it */
  static _Thread_local char with[8300];
  const char *eol=strstr(req,"\r\n"); /* every request here is a string */
  if (!eol || n+32>sizeof with) return http_as_is(req,n,code);
  size_t a=(size_t)(eol+2-req);
  memcpy(with,req,a);
  memcpy(with+a,"Host: 127.0.0.1\r\n",17);
  memcpy(with+a+17,req+a,n-a);
  return http_as_is(with,n+17,code);
}
static int solve_request(char *req,size_t n,const char *form,int minor)
{ /* the request \.{POST /api/solve} of |form| in HTTP/1.|minor|, into |req|; its length */
  return snprintf(req,n,"POST /api/solve HTTP/1.%d\r\nHost: 127.0.0.1\r\n\
Content-Length: %zu\r\n\r\n%s",minor,strlen(form),form);
}
static int send_solve(const char *form,int minor)
{ /* that request sent whole on a new connection, returned open, or $-1$ */
  char req[2048];
  int n=solve_request(req,sizeof req,form,minor),c=dial();
  if (c>=0 && send(c,req,(size_t)n,0)!=n) { close(c); c=-1; }
  return c;
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
{ /* the form of a position of 21 moves, its spaces sent as |'+'|, and |tail|;
     in a buffer of the thread's, which the next call overwrites */
  static const char moves[]="R3 B1 F2 L2 U3 R2 D2 U1 R2 U3 F2 U1 R2 L1 F1 L2 D2 B1 U1 B3 F2";
  static _Thread_local char f[512];
  snprintf(f,sizeof f,"position=%s%s",moves,tail);
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
cfg.allow_hosts="cube.test,Other.Test";
if (serve_open(&S,&cfg,err,sizeof err)) { printf("%s\n",err); CHECK(0); return check_done("test_serve"); }
port=S.port;
CHECK(port>0);
pthread_create(&tid,NULL,run_server,&S);

@ @<Routines of the test program of the server@>=
static void *run_server(void *S) { serve_run(S); return NULL; }

@ The header \.{Host}: an address or \.{localhost}, with a port or
without, and the names the test server allows (\.{cube.test} and
\.{other.test}, in any case) are answered; another name is 421, with the
option that would allow it; none in HTTP/1.1, or two, is 400, and none in
HTTP/1.0 is answered. A target in absolute form is answered, its
authority standing for the host.

@<Check the header Host and the targets in absolute form@>=
{
  char req[256];
  static const struct { const char *host; int code; const char *says; } H[]={
    {"127.0.0.1",200,"two-phase"},{"127.0.0.1:%d",200,"two-phase"},{"localhost:%d",200,"two-phase"},
    {"[::1]:%d",200,"two-phase"},{"cube.test",200,"two-phase"},{"OTHER.test:%d",200,"two-phase"},
    {"evil.example:%d",421,"--allow-host evil.example"},{"cube.test.evil.example",421,"not one"},
    {"127.0.0.1:x",400,"malformed"},{NULL,0,NULL}};
  for (int i=0; H[i].host; i++) {
    char h[64];
    int code;
    snprintf(h,sizeof h,H[i].host,port);
    int n=snprintf(req,sizeof req,"GET /api/tables HTTP/1.1\r\nHost: %s\r\n\r\n",h);
    char *r=http_as_is(req,(size_t)n,&code);
    if (!CHECK(code==H[i].code && has(r,H[i].says))) printf("  Host %s: %d %s\n",h,code,r);
  }
  static const struct { const char *req; int code; const char *says; } A[]={
    {"GET /api/tables HTTP/1.1\r\n\r\n",400,"needs the header Host"},
    {"GET /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: localhost\r\n\r\n",400,
      "more than one"},
    {"GET /api/tables HTTP/1.0\r\n\r\n",200,"two-phase"},
    {"GET http://127.0.0.1:%d/api/tables HTTP/1.1\r\n\r\n",200,"two-phase"},
    {"GET http://evil.example/api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",421,"not one"},
    {"GET http://localhost:%d HTTP/1.1\r\n\r\n",200,"<svg id=\"net\""},{NULL,0,NULL}};
  for (int i=0; A[i].req; i++) {
    int code,n=snprintf(req,sizeof req,A[i].req,port);
    char *r=http_as_is(req,(size_t)n,&code);
    if (!CHECK(code==A[i].code && has(r,A[i].says))) printf("  request %d: %d %s\n",i,code,r);
  }
}

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
other programs (and under ThreadSanitizer, which makes the search many
times slower, the server's own cut at the second after the limit is
accepted too): the two-phase solve is asked again every half second
while the slot is busy, up to five seconds (under a thread sanitizer on
a loaded machine the cancel has been seen to take longer than half a
second), which a solve that was not cancelled, running for fifty
seconds, would still fail.

@<Check that a closed connection cancels an optimal solve@>=
{
  int code,c=send_solve(hard_form("&method=optimal&time=50"),1);
  CHECK(c>=0);
  nap(0.5); close(c);
  char *r;
  int tries=0;
  do { nap(0.5); r=post("/api/solve","position=R+U",&code); } while (code==503 && ++tries<10);
  if (!CHECK(code==200 && solves("R U",r))) printf("  %d %s\n",code,r);
  double t0=ida_now();
  r=post("/api/solve",hard_form("&method=optimal&time=1"),&code);
  int own=has(r,"\"status\":3,\"error\":\"time limit reached; no solution shorter than");
  int server=has(r,"\"status\":3,\"error\":\"time limit of 1 s reached");
#ifdef __SANITIZE_THREAD__
  own|=server; /* under ThreadSanitizer the search may overrun its limit by the second */
#endif
  if (!CHECK(code==200 && own)) printf("  %d %s (the server's cut: %d)\n",code,r,server);
  if (!CHECK(ida_now()-t0<4)) printf("  %.2f s\n",ida_now()-t0);
}

@ The progress of a named optimal solve of a position of 21 moves, asked
a second into it: the depth reached (with the family \.{small}, between
10 and 20 after a second, and the depths before it searched) and the
other lines; its name is free again once the solve has answered (404);
and a name with a character other than letters, digits and hyphens is
refused (400).

@<Check the progress of a named optimal solve@>=
{
  int code,c=send_solve(hard_form("&method=optimal&time=2&id=t-1"),1);
  CHECK(c>=0);
  nap(1.0);
  char *r=post("/api/progress","id=t-1",&code);
  const char *d=strstr(r,"depth ");
  int depth=d? atoi(d+6): -1;
  if (!CHECK(code==200 && depth>=10 && depth<=20 && has(r,"\\ntaken ")
      && has(r,"\\nnodes ") && !has(r,"\\nnodes 0\\n") && has(r,"\\nseconds ")))
    printf("  %d %s\n",code,r);
  if (c>=0) r=answer_of(c,&code);
  CHECK(code==200 && has(r,"\"status\":3"));
  r=post("/api/progress","id=t-1",&code);
  CHECK(code==404 && has(r,"no solve of that name"));
  r=post("/api/progress","id=t%2F1",&code);
  CHECK(code==400);
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
  int code,c=send_solve(k<2? "position=R+U+F&method=step&step=eo&axis=fb":
    "position=R+U+F&method=optimal",k%2? 0: 1);
  CHECK(c>=0 && shutdown(c,SHUT_WR)==0);
  char *r=answer_of(c,&code);
  if (!CHECK(code==200 && has(r,k<2? "\"moves\":\"F\"": "\"moves\":\"F' U' R'\"")))
    printf("  %d: %d %s\n",k,code,r);
}
{
  int code;
  char *r=post("/api/solve","{\"position\": \"R U\", \"max\": 20}",&code);
  if (!CHECK(code==200 && solves("R U",r))) printf("  json: %d %s\n",code,r);
  r=post("/api/solve",hard_form("&method=optimal&time=0.0005"),&code);
  if (!CHECK(code==200 && has(r,"\"status\":3"))) printf("  %d %s\n",code,r);
}

@ The words of a solve are checked against the solvers' own lists, and a
word outside them is a 400 that names it, before anything runs.

@<Check that the words of a solve are checked against the solvers' lists@>=
{
  static const char *const bad[][2]={
    {"position=R&method=step&step=-v","unknown step '-v'"},
    {"position=R&method=step&axis=zz","axis: give fb, rl, ud or any, not 'zz'"},
    {"position=R&method=step&niss=mixed-up","niss: give normal, inverse or both"},
    {"position=R&method=optimal&all=2","all: give 1 (every shortest solution) or 0"}};
  for (size_t i=0; i<sizeof bad/sizeof bad[0]; i++) {
    int code;
    char *r=post("/api/solve",bad[i][0],&code);
    if (!CHECK(code==400 && has(r,bad[i][1]))) printf("  %s: %d %s\n",bad[i][0],code,r);
  }
}

@ Running out of descriptors: the test lowers the process's limit of open
files to 1024 (if it was higher), takes every descriptor left but one, and connects with that one, so that the server cannot
accept the connection. For half a second the process then uses almost no
processor time (a server that retried at once would use all of one
processor); once the descriptors are given back, the connection is
answered.

@<Check that running out of descriptors does not make the server spin@>=
{
  int fds[4096],nfd=0,code;
  struct timespec t0,t1;
  struct rlimit old,low;
  getrlimit(RLIMIT_NOFILE,&old);
  low=old;
  if (low.rlim_cur>1024) low.rlim_cur=1024;
  setrlimit(RLIMIT_NOFILE,&low);
  while (nfd<4096 && (fds[nfd]=dup(0))>=0) nfd++;
  if (nfd>0) close(fds[--nfd]);
  int c=dial();
  const char *req="GET /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
  CHECK(c>=0 && send(c,req,strlen(req),0)==(ssize_t)strlen(req));
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t0);
  nap(0.5);
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t1);
  double cpu=(double)(t1.tv_sec-t0.tv_sec)+1e-9*(double)(t1.tv_nsec-t0.tv_nsec);
  while (nfd>0) close(fds[--nfd]);
  setrlimit(RLIMIT_NOFILE,&old);
  char *r=answer_of(c,&code);
  if (!CHECK(cpu<0.2)) printf("  %.2f s of processor time in 0.5 s\n",cpu);
  if (!CHECK(code==200 && has(r,"two-phase"))) printf("  %d %s\n",code,r);
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

@ A full queue: a second server, with one thread and room for many
solves, is kept busy by an optimal solve of two seconds; the next
|SERVE_QUEUE| requests, whole, wait in its queue; the one after them is
answered at once by the reader, with 503.

@<Check that a full queue of connections is refused with 503@>=
{
  serve_server S2;
  serve_config c2;
  pthread_t t2;
  char err[CUBE_ERRLEN];
  int held[1+SERVE_QUEUE],code,main_port=port;
  serve_defaults(&c2);
  c2.port=0; c2.threads=1; c2.solves=64; c2.table="small"; c2.steps=0; c2.io_seconds=5;
  c2.tables.progress=0;
  if (CHECK(serve_open(&S2,&c2,err,sizeof err)==0)) {
    pthread_create(&t2,NULL,run_server,&S2);
    port=S2.port;
    char *r;
    const char *get="GET /api/tables HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    held[0]=send_solve(hard_form("&method=optimal&time=2"),1);
    CHECK(held[0]>=0);
    nap(0.3);
    for (int i=1; i<=SERVE_QUEUE; i++) {
      held[i]=dial();
      if (held[i]>=0 && send(held[i],get,strlen(get),0)<0) {}
    }
    nap(0.3);
    double t0=ida_now();
    int last=dial();
    if (last>=0 && send(last,get,strlen(get),0)<0) {}
    r=answer_of(last,&code);
    CHECK(code==503 && has(r,"too many connections") && ida_now()-t0<1);
    for (int i=0; i<=SERVE_QUEUE; i++) if (held[i]>=0) close(held[i]);
    serve_stop(&S2); pthread_join(t2,NULL); serve_close(&S2);
    port=main_port;
  }
}

@ A differential test, like the batch driver's: four clients, each with
its own seeded generator, send 16 requests each, at once, of six kinds
drawn at random: a two-phase solve of a random sequence of 1 to 14 moves;
a step (edge orientation on a random axis); a position that cannot be
read (random letters, digits, parentheses and primes); the two-phase
solve again, sent in three pieces a few milliseconds apart, or with the
client's side closed once it is sent; and an optimal solve of a position of
21 moves, which the client cancels by closing the connection after up to
50 milliseconds. Every answer but the cancelled ones must be what the
command's own routines answer for the same request, made here in the
test's thread (the same JSON object, the time taken aside), with the
status the server gives that answer; a 503 (the test server runs one solve
at a time) is asked again. Run under ThreadSanitizer by \.{make
test-sanitizers}.

@<Check random streams of requests against the command's answers@>=
{
  pthread_t cl[4];
  int seeds[4]={1,2,3,4},bad=0;
  for (int t=0; t<4; t++) pthread_create(&cl[t],NULL,stream_client,&seeds[t]);
  for (int t=0; t<4; t++) { void *r; pthread_join(cl[t],&r); bad+=(int)(intptr_t)r; }
  CHECK_EQ(bad,0);
  int code;
  char *r=post("/api/solve","position=R+U+F",&code);
  CHECK(code==200 && solves("R U F",r));
}

@ A client of the stream: it makes each request, and the answer expected,
and compares; it returns the number of answers that differ.

@<Routines of the test program of the server@>=
static void expected_of(int kind,const char *pos,const char *axis,char *out,size_t n,int *status)
{
  cube_item it;
  cube_text t={NULL,0,0,0};
  memset(&it,0,sizeof it);
  it.no=1; it.where="argument"; it.text=(char *)pos; it.length=-1; it.optimal=-1;
  if (kind==1) {
    step_job J;
    char err[CUBE_ERRLEN];
    memset(&J,0,sizeof J);
    if (step_request_words(&J.rq,"eo",NULL,axis,"normal",err,sizeof err)) abort();
    J.rq.maxlen=20;
    step_answer(&J,&it);
  } else {
    solve_ctx J;
    memset(&J,0,sizeof J);
    J.opt.target=20; J.opt.seconds=10;
    cube_answer_twophase(&J,&it);
  }
  cube_item_json(&t,&it);
  snprintf(out,n,"%s",t.s? t.s: "");
  *status=it.status==0 || it.status==CUBE_EXIT_TIMEOUT? 200: it.status==CUBE_EXIT_BADINPUT? 422: 400;
  free(t.s); free(it.out.s); free(it.msg.s); free(it.solutions.s); free(it.msg_none.s);
}
static void without_seconds(char *s)
{ /* the field \.{"seconds"} and its number taken out, for comparing */
  char *a=strstr(s,",\"seconds\":");
  if (!a) return;
  char *b=a+11;
  while (*b && *b!=',' && *b!='}') b++;
  memmove(a,b,strlen(b)+1);
}
static void form_of(const char *text,char *form,size_t n,const char *tail)
{ /* |text| as the value of the field \.{position}, escaped, and |tail| */
  size_t k=(size_t)snprintf(form,n,"position=");
  for (const char *p=text; *p && k+4<n; p++)
    if (*p==' ') form[k++]='+';
    else if (isalnum((unsigned char)*p)) form[k++]=*p;
    else k+=(size_t)snprintf(form+k,n-k,"%%%02X",(unsigned char)*p);
  snprintf(form+k,n-k,"%s",tail);
}
static char *exchange(const char *form,int how,int *code)
{ /* |how|: 0 at once, 1 in three pieces, 2 with the client's side closed */
  char req[2048];
  int n=solve_request(req,sizeof req,form,1),c=dial();
  if (c<0) { *code=-1; return ""; }
  if (how==1) {
    int a=n/3,b=2*n/3;
    if (send(c,req,(size_t)a,0)<0) {}
    nap(0.005);
    if (send(c,req+a,(size_t)(b-a),0)<0) {}
    nap(0.005);
    if (send(c,req+b,(size_t)(n-b),0)<0) {}
  } else if (send(c,req,(size_t)n,0)<0) {}
  if (how==2) shutdown(c,SHUT_WR);
  return answer_of(c,code);
}
static void *stream_client(void *arg)
{
  cube_rng rng;
  intptr_t bad=0;
  cube_rng_seed(&rng,(uint64_t)*(int *)arg*7919);
  for (int i=0; i<16; i++) {
    int kind=(int)cube_rng_below(&rng,6),code=0,want_code;
    char pos[256],form[1024],want[4096],got[4096];
    const char *axis=(const char *[]){"fb","rl","ud"}[cube_rng_below(&rng,3)];
    @<Make the position |pos| of a request of |kind|@>;
    if (kind==5) {
      int c=send_solve(hard_form("&method=optimal&time=30"),1);
      nap((double)cube_rng_below(&rng,50)/1000);
      if (c>=0) close(c);
      continue;
    }
    form_of(pos,form,sizeof form,kind==1? (axis[0]=='f'? "&method=step&step=eo&axis=fb":
      axis[0]=='r'? "&method=step&step=eo&axis=rl": "&method=step&step=eo&axis=ud"): "");
    expected_of(kind,pos,axis,want,sizeof want,&want_code);
    char *r="";
    for (int tries=0; tries<400; tries++) {
      r=exchange(form,kind==3? 1: kind==4? 2: 0,&code);
      if (code!=503) break;
      nap(0.005);
    }
    snprintf(got,sizeof got,"%s",r);
    without_seconds(got); without_seconds(want);
    if (code!=want_code || strcmp(got,want)) {
      bad++;
      printf("  request %d of kind %d, '%s': %d %s\n  expected %d %s\n",i,kind,pos,code,got,
        want_code,want);
    }
  }
  return (void *)bad;
}

@ A position of a request: a random sequence of moves, or for the bad kind
random characters of the notation and others.

@<Make the position |pos| of a request of |kind|@>=
if (kind==2) {
  static const char alpha[]="RUFDLBQXZ()'2 9w";
  int len=1+(int)cube_rng_below(&rng,10);
  for (int k=0; k<len; k++) pos[k]=alpha[cube_rng_below(&rng,sizeof alpha-1)];
  pos[len]=0;
} else {
  int len=1+(int)cube_rng_below(&rng,14);
  size_t k=0;
  for (int m=0; m<len; m++)
    k+=(size_t)snprintf(pos+k,sizeof pos-k,"%s%c%s",m? " ": "",
      "URFDLB"[cube_rng_below(&rng,6)],(const char *[]){"","2","'"}[cube_rng_below(&rng,3)]);
}

@ Slow clients hold no thread: 200 connections send half a request and
then a byte every fifth of a second; meanwhile ten two-phase solves, one
after another, are each answered within a second (a server whose four
threads were held by the slow clients would answer none before their
time is up), and the slow ones, once their second is over, get 408.
@^slow clients@>

@<Check that slow clients do not hold the server@>=
{
  enum { SLOW=200 };
  int slow[SLOW],code,answered=0;
  for (int i=0; i<SLOW; i++) {
    slow[i]=dial();
    if (slow[i]>=0 && send(slow[i],"GET / HTTP/1.1\r\n",16,0)<0) {}
  }
  for (int k=0; k<10; k++) {
    double t0=ida_now();
    char *r=post("/api/solve","position=R+U+F",&code);
    if (code==200 && solves("R U F",r) && ida_now()-t0<1) answered++;
    for (int i=0; i<SLOW; i+=10) if (slow[i]>=0 && send(slow[i],"X",1,MSG_NOSIGNAL)<0) {}
  }
  CHECK_EQ(answered,10);
  nap(1.2);
  int timed_out=0;
  for (int i=0; i<SLOW; i++) if (slow[i]>=0) {
    char *r=answer_of(slow[i],&code);
    timed_out+=code==408 && has(r,"took too long");
  }
  CHECK_EQ(timed_out,SLOW);
}

@ Stopping: |serve_stop| ends |serve_run|, whose thread is joined, and
the port then refuses connections.

@<Stop the server, and check that it is gone@>=
serve_stop(&S);
pthread_join(tid,NULL);
serve_close(&S);
CHECK(dial()<0);
