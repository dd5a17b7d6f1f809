@* The measurements.
@q README: the measurements: how the figures are taken (run files, machines, programs alternating against their peers), and a table for each question, each from one run file (no code) @>
The chapters before this one explain the program and state what does
not change from one machine to another: the states a search makes, the
entries of a table and their counts, the bounds. The times, and the
memory a run takes at its peak, are another kind of fact: they are true
of one machine, on one day, with what else ran on it. This chapter holds
them, one table for each question that the chapters ask (how long a
coset takes, how many solves the server answers, how fast a table
loads), with the run that gave it, so that each figure can be traced to
its machine and its command, and taken again.
@^measurements@>
@^run files@>

@ Run files. Every measured figure of the book is a line of a {\it run
file}, one plain-text file for each run of a benchmark, kept in the
directory \.{runs} of the program's sources (\.{runs/README} gives the
format). A run file begins with a header that names the machine, its
processor, the cores the run could use and its memory, the day, and the
exact command; a blank line; then the figures of the run, a key and a
value on each line. The header of the first of the two runs of the
server below reads
$$\vbox{\halign{#\hfil\cr
\.{machine: xeon-2}\cr
\.{processor: Intel Xeon}\cr
\.{cores: 2}\cr
\.{memory: 24 GB}\cr
\.{system: a virtual machine}\cr
\.{date: 2026-11-26}\cr
\.{command: build/tests/bench\_serve (make bench)}\cr}}$$
and its figures are lines such as \.{clients.1 1,167 0.20 2.46 10.2
0.55}. The script \.{tests/runfile.sh} writes such a file: it runs the
benchmark, writes the header from the machine it runs on (the processor
from \.{/proc/cpuinfo}, the cores from \.{nproc}, the memory from
\.{/proc/meminfo}, the day, the load and the command), and keeps every
line of the benchmark's output that begins \.{run:}; the benchmarks of
the server and of the pruning tables print such lines, so that
$$\.{sh tests/runfile.sh runs/serve-3.run build/tests/bench\_serve}$$
makes the run file of a third run of the server's table. The files whose
figures were measured before the format existed say so in a field
\.{source}, ``transcribed from the book, measured'' on that day on that
machine; where the book described such a run but did not print its
command line, their field \.{command} describes it and says so.

\.{make figures} writes the figures as \TEX/ macros, from the run files
alone: the tables of this chapter take their cells from one run file each,
and a figure that several chapters print, such as the speed of the
optimal solver in the introduction, is a macro defined by one line of one
run file. \.{make lint} fails when the book uses a figure that no run
file gives, when a figure has two values, and when a run file gives a
figure that no chapter prints.

@ Machines. The runs of this book were taken on two machines, each
named in the headers of its runs: \.{xeon-2}, \machine{xeon-2}, for all
but a few, and \.{epyc-2}, \machine{epyc-2}, for the runs that the H48
chapter says were made there and those of Shamir's method. Both are virtual machines shared with
other work, and the speed of the first drifts between runs minutes apart
by up to a factor of \figDrift: a figure of one run is compared only with
figures of the same run. So a comparison with another program is one
run in which the two alternate, position by position or coset by coset,
each position given to one program and then to the other before the
next (\.{ALTERNATE=1} in \.{tests/bench\_optimal.sh}); and where a
run shared the machine with builds, its header says so, and the
processor seconds, which other work disturbs less than the clock, are
the figures compared.
@^machine of the measurements@>
@^drift of the machine's speed@>

@*1 Shamir's method.
How fast are the positions counted by distance, and how close does the
count come to the least that making the products costs? The benchmark of
the chapter on Shamir's method (\.{tests/bench\_shamir.c}, run by
\.{make bench}) counts through 8 moves with one and two threads and in
the quarter-turn metric, and through 9 moves with two threads, each
count checked against the published one; on the otherwise idle machine:
\runfrom{shamir}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&#\hfil\cr
count&threads&wall s&processor s&products&M/s a core&MB&right\cr
\noalign{\smallskip}
8 moves&1&\runrow{shamir}{dist.htm8.1}\cr
8 moves&2&\runrow{shamir}{dist.htm8.2}\cr
8 quarter turns&2&\runrow{shamir}{dist.qtm8.2}\cr
9 moves&2&\runrow{shamir}{dist.htm9.2}\cr}}$$
(MB is the chapter's own count of its lists, maps and the threads' room.)
A loop that only makes products in the order of the arrays and compares
each with the one before makes \run{shamir}{bound.rate} million a second
on one core of the same machine: the parts, their buckets and their hash
tables cost the rest. The process's peak resident size over the whole
benchmark was \run{shamir}{peak}\thinspace MB, set by the four-list solver
below. Two threads do the count through 8 moves in half the time of one;
their room is larger because each holds a part, and with more threads
the parts are made smaller (the chapter's rule for the prefix).
@^Shamir's method@>

Four lists against the optimal solver with its smallest family, on the
12-, 14- and 16-movers of the chapter's benchmark, two threads each:
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&#\hfil\cr
length&wall s&processor s&products&optimal, processor s&same length\cr
\noalign{\smallskip}
\runrow{shamir}{solve.12}\cr
\runrow{shamir}{solve.14}\cr
\runrow{shamir}{solve.16}\cr}}$$

@*1 The coset solver.
How long does a coset take, against Rokicki's \.{hcoset}? The coset of
the sixth position of the random set of the tests, to twenty moves with
two threads, beside \.{hcoset -t 2 -F} on the same coset in the same
hour, on a machine loaded with other builds and benchmarks (a load of 8
to~15 processes on its two cores):
\runfrom{coset-random}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&#\hfil\cr
depth&first reached&processor s&how\cr
\noalign{\smallskip}
10 to 14&\runrow{coset-random}{depth.10-14}\cr
15&\runrow{coset-random}{depth.15}\cr
16&\runrow{coset-random}{depth.16}\cr
17&\runrow{coset-random}{depth.17}\cr
18&\runrow{coset-random}{depth.18}\cr
19&\runrow{coset-random}{depth.19}\cr
20&\runrow{coset-random}{depth.20}\cr}}$$
The whole process took \run{coset-random}{cpu} processor seconds
(\run{coset-random}{user} user, \run{coset-random}{system} system: the
search \run{coset-random}{cpu.search}, the prepasses
\run{coset-random}{cpu.prepass}, the tables and the
\run{coset-random}{left} positions left the rest) and
\run{coset-random}{peak} of memory at its peak; \.{hcoset} took
\run{coset-random}{hcoset.cpu} (\run{coset-random}{hcoset.user} and
\run{coset-random}{hcoset.system}) and \run{coset-random}{hcoset.peak}.
So this solver used \run{coset-random}{ratio} times the processor time
of \.{hcoset}, and a little less memory: its bitmap in slots of 61,440
bytes, 7,549 old pages at the prepass's peak, and the two-phase solver's
200\thinspace MB of tables, against \.{hcoset}'s phase-1 table of
680\thinspace MB. On the clock, on the loaded machine,
\run{coset-random}{clock} seconds against \run{coset-random}{hcoset.clock}.
@^hcoset@>

@ The coset of \.{R U F}, at phase-1 distance~3, is much harder for the
search (the coset chapter counts its sequences into~$H$): in a run
before that one it took \run{coset-ruf}{cpu} processor seconds, against
\run{coset-ruf}{hcoset.cpu} for \.{hcoset}, which made its phase-1 table
in the same run.
\runfrom{coset-ruf}

The superflip's coset, at phase-1 distance~10, is harder than the random
one: the search at depth 15 took \run{coset-superflip}{cpu.search15}
processor seconds and each prepass of depths 16 to~20
\run{coset-superflip}{cpu.prepass}; the depths took
\run{coset-superflip}{cpu} processor seconds in all, against
\run{coset-superflip}{hcoset.cpu} for the whole run of \.{hcoset}
(\run{coset-superflip}{hcoset.peak}).
\runfrom{coset-superflip}
@^superflip@>

@ The whole proof, extrapolated. At \run{coset-random}{cpu} processor
seconds a coset, the 138,639,780 cosets of the list would take
\run{coset-random}{proof.years} processor-years, on this machine, loaded
as it was; the 55,882,296 cosets of the set cover of the paper,
\run{coset-random}{cover.years}. A cluster of 1000 machines of two cores
would take about \run{coset-random}{proof.days} days for the list,
\run{coset-random}{cover.days} with the cover. The estimate rests on one
random coset; cosets near~$H$, like that of \.{R U F}, cost several
times more, and how the cost varies over the list would take a sample of
many cosets, not measured here. For comparison, the proof of 2010 took
about 35 processor-years, on the faster machines of Google, with the
cover \cite{Rokicki 2013}.
@^set cover@>

@*1 The server.
How many two-phase solves does the server answer in a second, and how
long does one wait? The benchmark of the server chapter
(\.{tests/bench\_serve.c}, run by \.{make bench}) starts a server on the
loopback address and $C$ clients in the same process, each sending
requests one after another, every request a new connection with a
random position and the target of 20 moves, and prints the requests a
second, the latency at the median, the 90th and the 99th percentiles,
and the mean time of the solves alone. Two runs, one after the other,
while other programs were being built on the machine (its load average
was about~10, so that the figures of the two runs are far apart):
\runfrom{serve-1}
\runfrom{serve-2}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&
  \hfil#\quad&\hfil#\cr
run&clients&requests/s&median ms&90\%\ ms&99\%\ ms&solve ms\cr
\noalign{\smallskip\hrule\smallskip}
first&1&\runrow{serve-1}{clients.1}\cr
&2&\runrow{serve-1}{clients.2}\cr
&4&\runrow{serve-1}{clients.4}\cr
\noalign{\smallskip}
second&1&\runrow{serve-2}{clients.1}\cr
&2&\runrow{serve-2}{clients.2}\cr
&4&\runrow{serve-2}{clients.4}\cr}}$$
No request was refused. The median request, a connection, a solve and
its answer, takes a quarter of a millisecond; the mean of the solves
alone is twice the median request, since the solves' times are skewed
(the median solve is short, and a few take ten milliseconds and more), and
what the server adds to a solve is a small part of a millisecond. On two
cores the server answers one to two thousand two-phase solves a second.
@^measurements of the server@>

@*1 The pruning tables.
How long does a table take to make, and to load? Each row is one run,
on \themachine, of the tables of the two-phase solver:
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\.{#}\hfil\cr
question&figures&run file\cr
\noalign{\smallskip\hrule\smallskip}
making the phase-1 table&\run{prune-phase1}{phase1.threads.1}\thinspace s on one thread,
  \run{prune-phase1}{phase1.threads.2} on two (about)&prune-phase1\cr
the same in quarter turns&about \run{prune-phase1-qtm}{build}\thinspace s&prune-phase1-qtm\cr
its checksum, lanes in variables&\run{prune-checksum}{lanes.variables}\thinspace ms,
  in an array \run{prune-checksum}{lanes.array}&prune-checksum\cr
loading it whole, or in halves&\run{prune-split-read}{whole}\thinspace ms,
  \run{prune-split-read}{halves}&prune-split-read\cr
63\thinspace MB into ordinary pages&\run{prune-huge-pages}{ordinary},
  into large pages \run{prune-huge-pages}{large}&prune-huge-pages\cr}}$$
The checksum is computed whenever a table is loaded, and its four lanes
kept in variables rather than an array let the compiler keep them in
registers; the loading in two halves and the large pages are the
pruning chapter's sections on reading a table. The loads whole and in
halves are the medians of nine runs, alternating between the two ways.
\runfrom{prune-phase1}
\runfrom{prune-checksum}
\runfrom{prune-split-read}
\runfrom{prune-huge-pages}
\runfrom{prune-phase1-qtm}
