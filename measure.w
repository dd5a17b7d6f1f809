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
line of the benchmark's output that begins \.{run:}. The benchmarks of
the server, of the pruning tables, of the two-phase and the optimal
solvers, of the pocket cube, of Kociemba's solver of 1998, of the step
solvers and of Shamir's method print such lines, so that
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
section below says were made there and those of Shamir's method. Both are virtual machines shared with
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

Through 10 moves the count is \run{shamir-d10}{d10.count} positions at
distance~10, the number of the sequence A080601 \cite{OEIS}, and
\run{shamir-d10}{d10.total} within 10 moves. The count made
\run{shamir-d10}{d10.products} products, of the
\run{shamir-d10}{d10.pairs} pairs of the two balls of radius~5, in
\run{shamir-d10}{d10.parts} parts ($k=4$). The run shared the machine with other work at the lowest
priority, and was stopped once and resumed from its checkpoint, so its
clock is not a figure; its second part made
\run{shamir-d10}{d10.run.products} products in
\run{shamir-d10}{d10.run.cpu} processor seconds (\run{shamir-d10}{d10.run.rate}
million a second), with a peak of \run{shamir-d10}{d10.run.peak}\thinspace MB.
\runfrom{shamir-d10}

Four lists against the optimal solver with its smallest family, on the
12-, 14- and 16-movers of the chapter's benchmark, two threads each:
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&#\hfil\cr
length&wall s&processor s&products&optimal, processor s&same length\cr
\noalign{\smallskip}
12&\runrow{shamir}{solve.12}\cr
14&\runrow{shamir}{solve.14}\cr
16&\runrow{shamir}{solve.16}\cr}}$$

@*1 The coset solver.
How long does a coset take, against Rokicki's \.{hcoset}? The coset of
the sixth position of the random set of the tests, to twenty moves with
two threads, beside \.{hcoset -t 2 -F} on the same coset, one after the
other with nothing else running (\.{tests/bench\_coset\_run.sh}, which
writes the run file):
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
680\thinspace MB. On the clock, \run{coset-random}{clock} seconds
against \run{coset-random}{hcoset.clock}. On this virtual machine one run
differs from the next by a fifth and more, in both programs, so the
ratio of one run is a rough figure.
@^hcoset@>

Is the prepass bound by memory? Each of the
\run{coset-random}{prepass.count} prepasses that ran without a search
read and wrote at least \run{coset-random}{prepass.gb}\thinspace GB of
pages (every old page once, every new page once; \.{-v} prints it), at
\run{coset-random}{prepass.rate.lo} to
\run{coset-random}{prepass.rate.hi}\thinspace GB a second on the clock,
while the machine copies memory at
\run{coset-random}{bandwidth}\thinspace GB a second with two threads
(the coset chapter's benchmark, run right after). So the prepass uses
less than a tenth of the machine's bandwidth: it is bound by its work on
the bits of each page, the ten moves of~$H$ that rearrange them, and
that work is where a faster prepass is to be found. Where the pages are
nearly full, as in the last prepasses of the superflip's coset below, a
page costs little more than its copy, and the rate reaches
\run{coset-superflip}{prepass.rate.hi}\thinspace GB a second (against
\run{coset-superflip}{bandwidth} in that run).
@^memory bandwidth@>

@ The coset of \.{R U F}, at phase-1 distance~3, is much harder for the
search (the coset chapter counts its sequences into~$H$): in a run
before that one it took \run{coset-ruf}{cpu} processor seconds, against
\run{coset-ruf}{hcoset.cpu} for \.{hcoset}, which made its phase-1 table
in the same run.
\runfrom{coset-ruf}

The superflip's coset, at phase-1 distance~10, is harder for the search
than the random one, and it is proven whole on this machine, the positions
left included, by the same script given the word \.{superflip}, again
beside \.{hcoset}:
\runfrom{coset-superflip}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&#\hfil\cr
depth&first reached&processor s&how\cr
\noalign{\smallskip}
10 to 14&\runrow{coset-superflip}{depth.10-14}\cr
15&\runrow{coset-superflip}{depth.15}\cr
16&\runrow{coset-superflip}{depth.16}\cr
17&\runrow{coset-superflip}{depth.17}\cr
18&\runrow{coset-superflip}{depth.18}\cr
19&\runrow{coset-superflip}{depth.19}\cr
20&\runrow{coset-superflip}{depth.20}\cr}}$$
The bitmap was done in \run{coset-superflip}{clock.bitmap} seconds on the
clock and left \run{coset-superflip}{left} positions, which fall into
\run{coset-superflip}{classes} classes under symmetry and inversion; the
two-phase solver proved one position of each within twenty moves, and the
whole coset was proven in \run{coset-superflip}{clock} seconds
(\run{coset-superflip}{cpu} processor seconds: the search
\run{coset-superflip}{cpu.search}, the prepasses
\run{coset-superflip}{cpu.prepass}; \run{coset-superflip}{peak} at the
peak). \.{hcoset} took \run{coset-superflip}{hcoset.clock} seconds and
\run{coset-superflip}{hcoset.cpu} processor seconds
(\run{coset-superflip}{hcoset.peak}) for its bitmap alone: it prints the
positions left for another program to solve. The ratio of processor
times, \run{coset-superflip}{ratio}, counts this solver's positions left
and not those of \.{hcoset}.
@^superflip@>

@ The whole proof, extrapolated. At \run{coset-random}{cpu} processor
seconds a coset, the 138,639,780 cosets of the list would take
\run{coset-random}{proof.years} processor-years, on this machine; the
\run{coset-random}{cover.cosets} cosets of the cover that this
program makes (the coset chapter's, printed by \.{--list --cover}),
\run{coset-random}{cover.years}; the 55,882,296 of the published cover,
\run{coset-random}{paper.years}. A cluster of 1000 machines of two cores
would take about \run{coset-random}{proof.days} days for the list,
\run{coset-random}{cover.days} with this program's cover and
\run{coset-random}{paper.days} with the published one. The estimate
rests on one random coset; cosets near~$H$, like that of \.{R U F}, cost
several times more, and how the cost varies over the list would take a
sample of many cosets, not measured here. For comparison, the proof of
2010 took about 35 processor-years, on the faster machines of Google,
with the published cover \cite{Rokicki 2013}.
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
with nothing else running on the machine:
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
its answer, takes under a millisecond with one or two clients and about
one with four, as the two cores are shared by more clients than they
can serve at once; the mean of the solves alone is above the median
request, since the solves' times are skewed (the median solve is short,
and a few take ten milliseconds and more, as the 99th percentile shows).
On two cores the server answers one to two thousand two-phase solves a
second.
@^measurements of the server@>

@*1 The pruning tables.
How long does a table take to make, and to load? Each row is one run
of the tables of the two-phase solver, on the machine its run file names
below (the phase-1 table's build is the benchmark of the pruning chapter,
\.{build/tests/bench\_prune}, with nothing else running):
$$\vbox{\halign{#\hfil\quad&#\hfil\quad&\.{#}\hfil\cr
question&figures&run file\cr
\noalign{\smallskip\hrule\smallskip}
making the phase-1 table&\run{prune-phase1}{phase1.threads.1}\thinspace s on one thread,
  \run{prune-phase1}{phase1.threads.2} on two&prune-phase1\cr
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

@*1 The coordinates' tables.
How long does the first touch of fresh memory take? The coordinates
chapter asks for its large tables in pages of 2\thinspace MB, because on
\themachine, a virtual machine, filling 10\thinspace MB of memory from
|malloc|, in pages of 4\thinspace KB, took \run{coord-pages}{fill.10MB}\thinspace
ms, more than computing what it holds.
\runfrom{coord-pages}
@^pages of memory@>

@*1 The two-phase solver.
How fast does the two-phase solver find a solution of a given length,
against Rokicki's \.{twophase}? The script \.{tests/bench\_twophase.sh}
(run by \.{make bench}) runs the benchmark of the two-phase chapter on the
100 random positions of the tests, one thread, each position five times
at each target and the best round kept, then Rokicki's \.{twophase} on
the same positions with one thread, less its loading of its tables
(\run{twophase-fourbits}{peer.load} seconds). On \themachine, with
nothing else running, in milliseconds a position, the median and the
slowest of the hundred beside the average:
\runfrom{twophase-fourbits}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
target&this program&median&slowest&\.{twophase}&ratio\cr
\noalign{\smallskip\hrule\smallskip}
first found&\runrow{twophase-fourbits}{first}&\run{twophase-fourbits}{ratio.first}\cr
21&\runrow{twophase-fourbits}{21}&\run{twophase-fourbits}{ratio.21}\cr
20&\runrow{twophase-fourbits}{20}&\run{twophase-fourbits}{ratio.20}\cr
19&\runrow{twophase-fourbits}{19}&\run{twophase-fourbits}{ratio.19}\cr}}$$
with 197\thinspace MB of tables against \.{twophase}'s 737. The same, the
program built with its large phase-2 table kept in residues (the
alternative that the two-phase chapter's section on the exact distance
rejects), 180\thinspace MB of tables:
\runfrom{twophase-residues}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
target&this program&median&slowest&\.{twophase}&ratio\cr
\noalign{\smallskip\hrule\smallskip}
first found&\runrow{twophase-residues}{first}&\run{twophase-residues}{ratio.first}\cr
21&\runrow{twophase-residues}{21}&\run{twophase-residues}{ratio.21}\cr
20&\runrow{twophase-residues}{20}&\run{twophase-residues}{ratio.20}\cr
19&\runrow{twophase-residues}{19}&\run{twophase-residues}{ratio.19}\cr}}$$
The slowest position at target~20 takes about nineteen times the average
with the table of four bits, seventeen with residues: the average fell
more than the slowest position did. Two more runs with the table of four
bits, but with the phase-1 walks made one at a time, gave ratios of
\run{twophase-oneatatime}{first.1} and \run{twophase-oneatatime}{first.2}
for the first solution, \run{twophase-oneatatime}{21.1} and
\run{twophase-oneatatime}{21.2} at target~21,
\run{twophase-oneatatime}{20.1} and \run{twophase-oneatatime}{20.2}
at~20, \run{twophase-oneatatime}{19.1} and \run{twophase-oneatatime}{19.2}
at~19: the ratios move with
the drift of the machine, since the two programs run one after the
other.
\runfrom{twophase-oneatatime}
@^twophase@>
@^two-phase algorithm, measured@>

@ The drift. The same build of the program, run three times within ten
minutes, took \run{twophase-drift}{first.1}, \run{twophase-drift}{first.2}
and \run{twophase-drift}{first.3}\thinspace ms a position for the first
solution and \run{twophase-drift}{target20.1},
\run{twophase-drift}{target20.2} and
\run{twophase-drift}{target20.3}\thinspace ms at target~20: the factor of
\figDrift\ of the section on machines, and the reason only the ratios of
one run are compared.
\runfrom{twophase-drift}
@^drift of the machine's speed@>

@ With the plain phase-1 search (every canonical move tried at every
node, no cut of detours), the benchmark of the two-phase chapter alone,
with other work on the second core, printed (milliseconds a position,
the median and the 99th percentile, here the slowest of the hundred;
then the states and phase-1 solutions that the two-phase chapter counts):
\runfrom{twophase-plain}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&
\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
target&ms&length&median&p99&phase-1 states&to phase 2&searched&phase-2 states\cr
\noalign{\smallskip\hrule\smallskip}
first found&\runrow{twophase-plain}{first}\cr
21&\runrow{twophase-plain}{21}\cr
20&\runrow{twophase-plain}{20}\cr}}$$
At target~20 the median is sixteen times below the average, which a few
positions rule.

The walks down the phase-1 table (the two-phase chapter): asking for the
entries of a step's candidates together, instead of one after the other,
took a solve at target~21 from \run{twophase-walks}{together.before} to
\run{twophase-walks}{together.after}\thinspace ms a position, the least
of seven alternating runs of each; walking all the starts together,
every step included, from \run{twophase-walks}{lockstep.before} to
\run{twophase-walks}{lockstep.after}\thinspace ms, measured the same way
an hour later, the machine being slower.
\runfrom{twophase-walks}

@ Starting. Building the coordinates takes
\run{twophase-startup}{coords.phase1}\thinspace ms for phase~1 and
\run{twophase-startup}{coords.phase2} for phase~2, and loading the table
of down moves \run{prune-split-read}{halves}\thinspace ms (the pruning
tables' section above). \.{cube solve R} with the tables cached took
\run{twophase-startup}{one.thread}\thinspace s with all of it in one
thread. Runs alternating 21 times between that start-up and the one of
two threads gave medians of \run{twophase-startup}{medians.1.one} and
\run{twophase-startup}{medians.1.two}\thinspace ms, and an hour later,
the machine being slower, \run{twophase-startup}{medians.2.one} and
\run{twophase-startup}{medians.2.two}: under a tenth of a second most of the
time, not always. Loading the tables and building the coordinates took
\run{twophase-startup}{pages.ordinary}\thinspace ms while the tables were
in ordinary pages, about \run{twophase-startup}{pages.large} once they
were in large pages.
\runfrom{twophase-startup}
@^start-up time@>

Making all the tables of the two-phase solver from nothing, \.{cube
tables --build --threads 2}, took \run{solve-tables}{twophase} seconds
(\run{solve-tables}{twophase.residues} with the phase-2 table in
residues); the phase-2 tables of the quarter-turn metric, about
\run{solve-tables}{twophase.qtm} seconds on two cores; the optimal
solver's huge table, about \run{solve-tables}{huge} minutes on two
cores, and that of the quarter-turn metric about
\run{solve-tables}{huge.qtm} minutes on one.
\runfrom{solve-tables}

@ Short scrambles. How long are the two-phase solver's answers to
scrambles of a few moves, against two solvers installed beside this
program: that of cubing.js (\.{experimentalSolve3x3x3IgnoringCenters},
whose search derives from min2phase) and cubejs (a port of Kociemba's
two-phase program), each called as its documentation shows?
\.{tests/bench\_short.sh} makes 1{,}000 random move sequences of each
length from 1 to 14 (no face turned twice in a row, nor a face after its
opposite and itself), and 1{,}000 random-state scrambles (\.{cube
scramble}, the last row), solves each with the three, and counts the
moves; the lengths depend on no machine.
\runfrom{short}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\qquad&\hfil#\quad&\hfil#\qquad
  &\hfil#\quad&\hfil#\cr
&\multispan3\hfil this program\hfil\qquad&\multispan2\hfil cubing.js\hfil\qquad
  &\multispan2\hfil cubejs\hfil\cr
length&average&longest&longer than it&average&longest&average&longest\cr
\noalign{\smallskip}
1&\runrow{short}{short.1}\cr
2&\runrow{short}{short.2}\cr
3&\runrow{short}{short.3}\cr
4&\runrow{short}{short.4}\cr
5&\runrow{short}{short.5}\cr
6&\runrow{short}{short.6}\cr
7&\runrow{short}{short.7}\cr
8&\runrow{short}{short.8}\cr
9&\runrow{short}{short.9}\cr
10&\runrow{short}{short.10}\cr
11&\runrow{short}{short.11}\cr
12&\runrow{short}{short.12}\cr
13&\runrow{short}{short.13}\cr
14&\runrow{short}{short.14}\cr
\noalign{\smallskip}
random&\runrow{short}{short.random}\cr}}$$
Up to ten moves the short search answers with a shortest solution; from
eleven on, a two-phase answer longer than the scramble gives way to the
scramble undone (the two-phase chapter's |twophase_no_longer|), so
that no answer is longer than its scramble.
@^short positions@>

@*1 The optimal solver.
How long does the optimal solver take on a position of 17 moves, against
Rokicki's \.{nxopt}? The script \.{tests/bench\_optimal.sh} (\.{make
bench}) runs the solver and the peers on the same positions; on the first
ten positions of \.{optimal-17.txt}, with one thread (other work on the
second core) and with two (a quiet machine), the small table given 200
seconds a position and the first three positions, in seconds a position,
millions of states (\.{nxopt}'s evals) a second, and GB$\cdot$s, seconds
a position times the size of the tables:
\runfrom{optimal-17}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
table, threads&size&s/position&M states/s&GB$\cdot$s\cr
\noalign{\smallskip}
\.{huge}, 1&1.67\thinspace GB&\figHugeSeventeen&\runrow{optimal-17}{huge.1}\cr
\.{huge}, 2&1.67\thinspace GB&\figHugeSeventeenTwo&\runrow{optimal-17}{huge.2}\cr
\.{small}, 1 (2 of 3 in time)&0.038\thinspace GB&\runrow{optimal-17}{small.1}\cr
\.{nxopt31}, 1&2.6\thinspace GB&\runrow{optimal-17}{nxopt31.1}\cr
\.{nxopt21}, 1&0.325\thinspace GB&\runrow{optimal-17}{nxopt21.1}\cr}}$$
The ten positions took the huge table between \run{optimal-17}{huge.range}
seconds with one thread; two threads halve the time. In GB$\cdot$s the
huge table is three and a half times worse than \.{nxopt31}. The small
table, whose 35\thinspace MB stay in the cache, gives the best GB$\cdot$s
of all (on the two positions it finished,
\run{optimal-17}{nxopt21.small} for \.{nxopt21} on the same two).
@^nxopt@>
@^benchmark of the optimal solver@>

On the first five positions of \.{random-states.txt} (optimal lengths
18, 17, 18, 18, 18), with 240~seconds a position, the huge table solved
the first two in \run{optimal-random}{huge.1} and
\run{optimal-random}{huge.2} seconds and ran out of time on the other
three, where \.{nxopt31} took \run{optimal-random}{nxopt31.1},
\run{optimal-random}{nxopt31.2}, \run{optimal-random}{nxopt31.3},
\run{optimal-random}{nxopt31.4} and \run{optimal-random}{nxopt31.5}
seconds.
\runfrom{optimal-random}
Copying the huge table into large pages took the first position of
\.{optimal-17.txt} from \run{optimal-pages}{ordinary} to
\run{optimal-pages}{large} seconds, on a quiet machine.
\runfrom{optimal-pages}

@ The tasks of four moves, taken largest first (the search chapter): on
the first five positions of \.{optimal-17.txt} with a table of $h_6$ cut
at depth $D=10$, one thread, otherwise idle,
\run{optimal-tasks}{pairs} seconds a position with the pairs in their
order, \run{optimal-tasks}{tasks} with the tasks largest first,
\run{optimal-tasks}{speedup} times faster; two threads took
\run{optimal-tasks}{tasks.2}.
\runfrom{optimal-tasks}

@ The superflip in the quarter-turn metric. With \.{small-qtm} and one
thread, with other work on the machine, depth 18 took
\run{superflip-small-qtm}{depth.18} seconds
(\run{superflip-small-qtm}{depth.18.states} million states), depth 19
\run{superflip-small-qtm}{depth.19}
(\run{superflip-small-qtm}{depth.19.states} million), depth 20
\run{superflip-small-qtm}{depth.20}
(\run{superflip-small-qtm}{depth.20.states} million), about
\run{superflip-small-qtm}{rate} million states a second. With
\.{huge-qtm}, two threads and the cut of the tasks by the symmetries
that fix the root, the proof of the 24 quarter turns took
\run{superflip-huge-qtm}{proof} seconds (\run{superflip-huge-qtm}{proof.minutes}
minutes, \run{superflip-huge-qtm}{states} billion states), otherwise idle.
\runfrom{superflip-small-qtm}
\runfrom{superflip-huge-qtm}
@^superflip@>

Against Rokicki's nxopt built for the quarter-turn metric, on the 22
shortest positions of \.{qtm-24.txt} of the tests (10 to 20 quarter
turns), one thread: \.{huge-qtm} took \run{optimal-qtm-nxopt}{huge-qtm}
seconds a position (\run{optimal-qtm-nxopt}{huge-qtm.gbs}
GB$\cdot$s; \run{optimal-qtm-nxopt}{huge-qtm.20} seconds on the position
of 20), nxopt31 \run{optimal-qtm-nxopt}{nxopt31}
(\run{optimal-qtm-nxopt}{nxopt31.gbs}) and nxopt21
\run{optimal-qtm-nxopt}{nxopt21} (\run{optimal-qtm-nxopt}{nxopt21.gbs}): nxopt's tables are
\run{optimal-qtm-nxopt}{nxopt.better} times better per byte in this metric than the huge table.
\runfrom{optimal-qtm-nxopt}
@^quarter-turn metric@>

@*1 The pocket cube.
What do the pocket cube's two solvers cost? The benchmark of its chapter
(\.{build/tests/bench\_pocket}, \.{make bench}), one thread, the best of
five rounds, in microseconds a position, on 1000 uniformly random
positions and on the first 100 antipodes, on \runmachine{pocket}, with
nothing else running (the chapter gives the states):
\runfrom{pocket}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\cr
solver&random&antipodes\cr
\noalign{\smallskip\hrule\smallskip}
walk down the complete table&\runrow{pocket}{walk}\cr
IDA*, no near table&\runrow{pocket}{ida.none}\cr
IDA*, $N=3$&\runrow{pocket}{ida.3}\cr
IDA*, $N=4$&\runrow{pocket}{ida.4}\cr
IDA*, $N=5$&\runrow{pocket}{ida.5}\cr
IDA*, $N=6$&\runrow{pocket}{ida.6}\cr
IDA*, $N=7$&\runrow{pocket}{ida.7}\cr}}$$
The complete table took \figPocketBuild\ seconds to build on one thread
(\run{pocket}{build.2} on two); the near tables of depth 5, 6 and~7,
\run{pocket}{near.5}, \run{pocket}{near.6} and
\run{pocket}{near.7}\thinspace ms.
@^pocket cube, measured@>

@*1 Kociemba's optimal solver of 1998.
How long do its tables take, and its solves? The benchmark of its
chapter (\.{make bench}), with a load average between 2 and 4.5 on the
two cores: counting the double cosets and making their move table took
\run{k98-tables}{cosets} seconds (\run{k98-tables}{cosets.quiet} at a
quieter moment), read from the table cache \run{k98-tables}{cosets.cached};
the classes of X2 and the framework's tables another
\run{k98-tables}{other}. A process that solves one short position with
this family took about \run{k98-tables}{process} seconds in all, against
\run{k98-tables}{process.small} with the \.{small} family. With two
threads the table of X2 classes and flips was built in
\run{k98-tables}{table.x2} seconds, that of the edges in
\run{k98-tables}{table.edges}.
\runfrom{k98-tables}

The first five positions of \.{optimal-15.txt}, one thread, in seconds
(the chapter gives the nodes), on a quiet machine, and the family
without the bound of the inverse in a run with other work on the
machine:
\runfrom{k98-solve}
\runfrom{k98-noinverse}
$$\vbox{\halign{#\hfil\quad&&\hfil#\quad\cr
position&1&2&3&4&5&total\cr
\noalign{\smallskip}
\.{kociemba98}&\runrow{k98-solve}{kociemba98}\cr
no inverse&\runrow{k98-noinverse}{noinverse}\cr
\.{small}&\runrow{k98-solve}{small}\cr
\.{huge}&\runrow{k98-solve}{huge}\cr}}$$
With this family a position takes \figKociembaFifteen\ seconds on
average, \run{k98-solve}{over.small} times as long as with \.{small}
(\run{k98-solve}{rate} million nodes a second against
\run{k98-solve}{rate.small}); the \.{huge} family is
\run{k98-solve}{huge.faster} times faster than this one.
@^Kociemba, Herbert@>

@*1 The H48 solver.
Which family of the H48 chapter should a user choose, what does each
part of its search gain, and how does it compare with Tronto's H48
program and Rokicki's nxopt? The runs of this group were made on
\themachine, one thread unless said, except those that name
\theothermachine. The drift of the first machine is met at this scale
too: the first position of \.{optimal-17.txt} took \.{h48-1}
\figDriftLow\ seconds in one run and \figDriftHigh\ in another minutes
later. So programs are compared only within one run, alternating
position by position, and a table's cost in memory and time together is
given in GB$\cdot$s, its size in gigabytes times the seconds a position
takes. The H48 chapter gives the states, the counts of the tables'
entries and the bounds, which do not drift.
\runfrom{h48-1-drift}
@^GB$\cdot$s@>
@^H48, measured@>

@ Which family. The table answers the question a user asks first; it
was taken on \themachine, but for the row of Tronto's $h_8$ (on
\theothermachine, marked $^*$). The
build columns are for two threads into an empty directory ($h_0$
included for \.{h48-6}, \.{h48-7} and \.{h48-8}, some ten seconds of
it, and left out, made first, for \.{h48-1}); the solving columns are seconds a
position, one thread, on the first ten positions of \.{optimal-17.txt},
the first ten of \.{optimal-18.txt} and the first three of
\.{optimal-19.txt} (for \.{h48-1} and nxopt31 on the first five of 17
moves, and for nxopt31 the first five of 18), in the runs of the section
``What each is worth''; a dash is a time not measured. Rokicki's nxopt31
is there for scale, its table built by his program on the same machine.
Tronto's \.{h48h6} is the table of his H48 \cite{Tronto H48} of the
size of \.{h48-6}; the times of \.{h48-6}, \.{h48-7}, \.{h48-8} and
his program come from one run, the four alternating position by
position, with nothing else on the machine. His
generator made it with two threads while other work shared the machine,
so only its processor time is given, and its peak memory. His table
$h_7$, of the size of \.{h48-7}, was made by his generator alone on the
machine, two threads, its build column the time on the clock; its
row's times come from a run of its own against \.{h48-7} (the section
``What each is worth''), in which \.{h48-7} took \figHsevenTrontoSeventeen,
\figHsevenTrontoEighteen\ and \figHsevenTrontoNineteen\ times its time.
His table $h_8$ was made by the generator of chapter~\chapno{h48min} in his numbering
(the section ``What each is worth'' says how), on another machine,
\theothermachine; its row's times come from a run there against
\.{h48-8} (marked $^*$), in which \.{h48-8} took \figHeightTrontoSeventeen,
\figHeightTrontoEighteen\ and \figHeightTrontoNineteen\ times its time.
@^choosing a table family@>
\runfrom{h48-families}
\runfrom{h48-build}
\runfrom{h48-7-h48h7}
\runfrom{h48-8-h48h8}
\runfrom{h48-build-0-1}
\runfrom{nxopt31-build}
\runfrom{h48h6-build}
\runfrom{h48h7-build}
$$\vbox{\halign{#\hfil\quad&&\hfil#\quad\cr
family&size&build&processor&peak&17 moves&18 moves&19 moves&GB$\cdot$s at 17\cr
\noalign{\smallskip}
\.{h48-0}&\figHzeroSize&\run{h48-build-0-1}{h48-0.build}\thinspace s&\run{h48-build-0-1}{h48-0.cpu}\thinspace s&\run{h48-build-0-1}{h48-0.peak}\thinspace GB&--&--&--&--\cr
\.{h48-1}&\figHoneSize&\run{h48-build-0-1}{h48-1.build}\thinspace s&\run{h48-build-0-1}{h48-1.cpu}\thinspace s&\run{h48-build-0-1}{h48-1.peak}\thinspace GB&\run{h48-first-group}{h48-1.s}&--&--&\run{h48-first-group}{h48-1.gbs}\cr
\.{h48-6}&\figHsixSize&\figHsixBuild\thinspace s&\run{h48-build}{h48-6.cpu}\thinspace s&\run{h48-build}{h48-6.peak}\thinspace GB&\figHsixSeventeenTen&\figHsixEighteen&\figHsixNineteen&\run{h48-families}{h48-6.17.gbs}\cr
Tronto's \.{h48h6}&1.9\thinspace GB&--&\run{h48h6-build}{cpu}\thinspace s&\run{h48h6-build}{peak}\thinspace GB&\figTrontoSixSeventeen&\figTrontoSixEighteen&\figTrontoSixNineteen&\run{h48-families}{h48h6.17.gbs}\cr
\.{h48-7}&\figHsevenSize&\run{h48-build}{h48-7.build}\thinspace s&\run{h48-build}{h48-7.cpu}\thinspace s&\run{h48-build}{h48-7.peak}\thinspace GB&\figHsevenSeventeen&\figHsevenEighteen&\figHsevenNineteen&\run{h48-families}{h48-7.17.gbs}\cr
Tronto's \.{h48h7}&3.8\thinspace GB&\run{h48h7-build}{clock}\thinspace s&\run{h48h7-build}{cpu}\thinspace s&\run{h48h7-build}{peak}\thinspace GB&\figTrontoSevenSeventeen&\figTrontoSevenEighteen&\figTrontoSevenNineteen&\run{h48-7-h48h7}{h48h7.17.gbs}\cr
\.{h48-8}&\figHeightSize&\figHeightBuild\thinspace s&\run{h48-build}{h48-8.cpu}\thinspace s&\figHeightPeak&\figHeightSeventeen&\figHeightEighteen&\figHeightNineteen&\run{h48-families}{h48-8.17.gbs}\cr
Tronto's \.{h48h8}&7.6\thinspace GB&--&--&--&\figTrontoEightSeventeen$^*$&\figTrontoEightEighteen$^*$&\figTrontoEightNineteen$^*$&\run{h48-8-h48h8}{h48h8.17.gbs}$^*$\cr
nxopt31&2.6\thinspace GB&\run{nxopt31-build}{build}\thinspace s&\run{nxopt31-build}{cpu}\thinspace s&\run{nxopt31-build}{peak}\thinspace GB&\figNxoptSeventeen&\run{h48-7-nxopt31}{nxopt31.18.s}&\run{h48-7-nxopt31}{nxopt31.19.s}&\run{h48-first-group}{nxopt31.gbs}\cr}}$$
So: on a machine with 16\thinspace GB free, \.{h48-8}, the fastest at
every length, with a little over half the time of \.{h48-7} at 18
moves; with 8\thinspace GB, \.{h48-7}; with 4\thinspace GB,
\.{h48-6}; each of the three in about half the time of Tronto's program
with the table of its size, or less; per byte, the three are within a
quarter of each other at 18 moves, the smaller ahead (the section
``What each is worth''). On a small machine, \.{h48-1}, built in a minute, or \.{h48-0} for positions of 15
moves or fewer (\figHzeroFifteen\ seconds a position on the first five
of \.{optimal-15.txt}). The command makes
this choice itself (the search chapter's section ``Choosing a table
family''). A ninth flip would need a table of 15\thinspace GB and about
30\thinspace GB to build it.

@ Which trick: what each part of the search is worth, in states and in
instructions, counts that \themachine\ gave (the states do not drift). The bound of the inverse is the largest single gain:
without it the first position of \.{optimal-15.txt} takes 744,784,982
states with \.{h48-0}, 28~times more. Not making the half turns after a
tight bound cuts a quarter of the states, the cheap ones (their bound
is known without a lookup). Where the inverse is read makes little
difference: with \.{h48-6} on the first ten positions of
\.{optimal-17.txt}, reading it from 2, 3 or 4 moves left gives 141.01,
141.06 and 141.18 million states; 3 is the program's choice. Moving the
side with the fewer moves allowed, Tronto's choice, makes 45.8 million
states on the three positions of 15 moves with \.{h48-0} against 45.7,
and moving the side with the larger bound 48 to 52 million: so
the switch \.{switch\_side} is off, and the search moves the position.

The fallback in lines, by states on the three positions of
\.{optimal-15.txt} with \.{h48-0}: the four-bit table of $h_0$
(59\thinspace MB) as fallback, 20,461,971; two bits in lines with base~8
and nothing else, 56,817,242, since the minimum of a line is a weak
bound; with base~7, 31,464,897; with the edges alone as well,
20,901,101 with base~8 and 17,190,339 with base~7, fewer than with the
four-bit table, in half its memory (\figHzeroSize\ and 0.8\thinspace MB).
With \.{h48-1} on the first position: 1,391,646 states with the four-bit
$h_0$ behind it, 1,158,345 in lines with the edges alone.

What a state costs, in instructions counted by \.{valgrind
--tool=callgrind} on the second position of \.{optimal-15.txt} with
\.{h48-1}, one thread, the search alone. The framework's generic search
(the search chapter's) makes 5,793,677 states in 2,013 million
instructions, 347 a state: 95 in the move of a child, 57 in the search,
31 in the bound, 155 in the inverse. The H48 chapter's search makes
4,334,138 states in 933 million, 215 a state: half the instructions for
three quarters of the states. Each part's share:
$$\vbox{\halign{#\hfil\quad&&\hfil#\quad\cr
the search with&states&instructions&a state\cr
\noalign{\smallskip}
the generic search&5,793,677&2,013\thinspace M&347\cr
staged reads, premoves by table, no calls&5,793,677&1,418\thinspace M&245\cr
no half turn after a tight bound&4,334,138&1,271\thinspace M&293\cr
the inverse read through tables of slots&4,334,138&951\thinspace M&219\cr
the entry's number without a test&4,334,138&933\thinspace M&215\cr}}$$
(each row adds its trick to those above it).

The build of the minima (chapter~\chapno{h48min}'s sink of marks), on the minima
of $h_6$ with $D=10$, alone on \themachine, two threads, seconds on the
clock and of processor time: \run{h48-sink-direct}{clock} and
\run{h48-sink-direct}{cpu} with marks made directly; \run{h48-sink-large}{clock} and
\run{h48-sink-large}{cpu} with
large pages (chapter~\chapno{h48min}'s driver says why they are asked for) and the
prefetches; \run{h48-sink-regions23}{clock} and \run{h48-sink-regions23}{cpu}
with the sink in regions of $2^{23}$ entries;
\run{h48-sink-slices}{clock} and \run{h48-sink-slices}{cpu} with the reads of
the slices prefetched (below); \run{h48-sink-regions24}{clock}
and \run{h48-sink-regions24}{cpu} with regions of $2^{24}$ entries (4\thinspace MB of codes, two
large pages, so that the write heads of the 452 buffers fit the first
level of the cache) and each mark's byte prefetched sixteen marks ahead
while a buffer is emptied. The clock times vary from run to run on
\themachine, as its speed does (a second run of the last took
\run{h48-sink-regions24-again}{clock} seconds, \run{h48-sink-regions24-again}{cpu} of
processor time); the processor times less. Every version made the same
codes: 7,239,249 entries at 8 or less, 79,591,496 at 9, 814,800,294 at
10 and 6,622,685,761 at 11 or more.
\runfrom{h48-sink-direct}
\runfrom{h48-sink-large}
\runfrom{h48-sink-regions23}
\runfrom{h48-sink-slices}
\runfrom{h48-sink-regions24}
\runfrom{h48-sink-regions24-again}
@^sink of marks@>

The prefetches of the build of the minima (chapter~\chapno{h48min}'s marks of
the last level), on \theothermachine
(two threads, alone): the generator made $h_3$ with $D=10$ in its own
numbering in \run{h48-prefetch-own-h3}{clock} seconds in four runs; Tronto's $h_3$ in his
numbering, made by \.{tests/peer\_h48\_tables.c} (the section ``What each is worth'' says
how), took \run{h48-prefetch-peer-h3}{row} seconds in four runs with the whole row
prefetched and its slices read through the generator's table of their readings, against
\run{h48-prefetch-peer-h3}{own.table}
seconds in three when the program read a table of its own of
6.7\thinspace MB, the slices' readings already in his numbering, missing
the cache at nearly every mark (a profile put half the build's time on
that read). For the generator's own numbering the whole row buys
nothing: the minima of $h_6$ with $D=11$ took \run{h48-prefetch-own-h6}{row} seconds with it and
\run{h48-prefetch-own-h6}{norow} without, on the same machine.
\runfrom{h48-prefetch-own-h3}
\runfrom{h48-prefetch-peer-h3}
\runfrom{h48-prefetch-own-h6}
@^prefetching, in the build of the minima@>

The large pages of the same build, alone on \themachine\ with two
threads: the minima of $h_6$ with $D=10$ took \run{h48-sink-direct}{clock} seconds with ordinary
pages (\run{h48-sink-direct}{cpu} seconds of processor time) and \run{h48-sink-large}{clock}
with large ones (\run{h48-sink-large}{cpu}),
less than expected, for the reason given with the sink of marks above.
@^huge pages@>

@ What each is worth, against the other programs. The first table was
taken on \themachine. Each group of its rows is one run of the benchmark, one thread unless said, the programs
alternating position by position (seconds a position, millions of states
a position, or of nodes for Tronto's program and evaluations for
Rokicki's, and GB$\cdot$s):
\runfrom{h48-6-h48h6-2}
\runfrom{h48-6-h48h6-all}
$$\vbox{\halign{#\hfil\enspace&#\hfil\enspace&&\hfil#\enspace\cr
positions&program&size&seconds&states&GB$\cdot$s\cr
\noalign{\smallskip}
17 moves, first 5&\.{h48-1}&0.060&\run{h48-first-group}{h48-1.s}&\run{h48-first-group}{h48-1.states}&\run{h48-first-group}{h48-1.gbs}\cr
&Tronto's \.{h48h1}&0.061&\run{h48-first-group}{h48h1.s}&\runrow{h48-first-group}{h48h1}\cr
&\.{h48-6}&1.90&\figHsixSeventeen&\runrow{h48-first-group}{h48-6}\cr
&nxopt21&0.33&\run{h48-first-group}{nxopt21.s}&\runrow{h48-first-group}{nxopt21}\cr
&nxopt31&2.60&\figNxoptSeventeen&\run{h48-first-group}{nxopt31.states}&\run{h48-first-group}{nxopt31.gbs}\cr
\noalign{\smallskip}
17 moves, first 10&\.{h48-8}&7.58&\figHeightSeventeen&\run{h48-families}{h48-8.17.states}&\run{h48-families}{h48-8.17.gbs}\cr
&\.{h48-7}&3.79&\figHsevenSeventeen&\run{h48-families}{h48-7.17.states}&\run{h48-families}{h48-7.17.gbs}\cr
&\.{h48-6}&1.90&\figHsixSeventeenTen&\run{h48-families}{h48-6.17.states}&\run{h48-families}{h48-6.17.gbs}\cr
&Tronto's \.{h48h6}&1.90&\figTrontoSixSeventeen&\run{h48-families}{h48h6.17.states}&\run{h48-families}{h48h6.17.gbs}\cr
18 moves, first 10&\.{h48-8}&7.58&\figHeightEighteen&\runrow{h48-families}{h48-8.18}\cr
&\.{h48-7}&3.79&\figHsevenEighteen&\runrow{h48-families}{h48-7.18}\cr
&\.{h48-6}&1.90&\figHsixEighteen&\runrow{h48-families}{h48-6.18}\cr
&Tronto's \.{h48h6}&1.90&\figTrontoSixEighteen&\runrow{h48-families}{h48h6.18}\cr
19 moves, first 3&\.{h48-8}&7.58&\figHeightNineteen&\runrow{h48-families}{h48-8.19}\cr
&\.{h48-7}&3.79&\figHsevenNineteen&\runrow{h48-families}{h48-7.19}\cr
&\.{h48-6}&1.90&\figHsixNineteen&\runrow{h48-families}{h48-6.19}\cr
&Tronto's \.{h48h6}&1.90&\figTrontoSixNineteen&\runrow{h48-families}{h48h6.19}\cr
\noalign{\smallskip}
17 moves, first 10&\.{h48-6}, 2 threads&1.90&\runrow{h48-6-h48h6-2}{h48-6.17}\cr
&Tronto's \.{h48h6}, 2 threads&1.90&\runrow{h48-6-h48h6-2}{h48h6.17}\cr
18 moves, first 10&\.{h48-6}, 2 threads&1.90&\runrow{h48-6-h48h6-2}{h48-6.18}\cr
&Tronto's \.{h48h6}, 2 threads&1.90&\runrow{h48-6-h48h6-2}{h48h6.18}\cr
the superflip&\.{h48-6}, 2 threads&1.90&\run{h48-6-h48h6-2}{h48-6.superflip.s}&\runrow{h48-6-h48h6-2}{h48-6.superflip}\cr
&Tronto's \.{h48h6}, 2 threads&1.90&\runrow{h48-6-h48h6-2}{h48h6.superflip}\cr
\noalign{\smallskip}
17 moves, first 10,&\.{h48-6}&1.90&\runrow{h48-6-h48h6-all}{h48-6}\cr
\quad every solution&Tronto's \.{h48h6}&1.90&\runrow{h48-6-h48h6-all}{h48h6}\cr}}$$
The table goes on with the groups at the size of his $h_7$, those of
the positions of 20 moves, and a run against Rokicki's nxopt31:
\runfrom{h48-7-h48h7-2}
\runfrom{h48-twenty-2-11}
\runfrom{h48-twenty-12-25}
$$\vbox{\halign{#\hfil\enspace&#\hfil\enspace&&\hfil#\enspace\cr
positions&program&size&seconds&states&GB$\cdot$s\cr
\noalign{\smallskip}
17 moves, first 10&\.{h48-7}&3.79&\runrow{h48-7-h48h7}{h48-7.17}\cr
&Tronto's \.{h48h7}&3.79&\figTrontoSevenSeventeen&\run{h48-7-h48h7}{h48h7.17.states}&\run{h48-7-h48h7}{h48h7.17.gbs}\cr
18 moves, first 10&\.{h48-7}&3.79&\runrow{h48-7-h48h7}{h48-7.18}\cr
&Tronto's \.{h48h7}&3.79&\figTrontoSevenEighteen&\runrow{h48-7-h48h7}{h48h7.18}\cr
19 moves, first 3&\.{h48-7}&3.79&\runrow{h48-7-h48h7}{h48-7.19}\cr
&Tronto's \.{h48h7}&3.79&\figTrontoSevenNineteen&\runrow{h48-7-h48h7}{h48h7.19}\cr
\noalign{\smallskip}
17 moves, first 10&\.{h48-7}, 2 threads&3.79&\runrow{h48-7-h48h7-2}{h48-7.17}\cr
&Tronto's \.{h48h7}, 2 threads&3.79&\runrow{h48-7-h48h7-2}{h48h7.17}\cr
18 moves, first 10&\.{h48-7}, 2 threads&3.79&\runrow{h48-7-h48h7-2}{h48-7.18}\cr
&Tronto's \.{h48h7}, 2 threads&3.79&\runrow{h48-7-h48h7-2}{h48h7.18}\cr
the superflip&\.{h48-7}, 2 threads&3.79&\runrow{h48-7-h48h7-2}{h48-7.superflip}\cr
&Tronto's \.{h48h7}, 2 threads&3.79&\runrow{h48-7-h48h7-2}{h48h7.superflip}\cr
\noalign{\smallskip}
20 moves, lines 2 to 11&\.{h48-8}, 2 threads&7.58&\runrow{h48-twenty-2-11}{h48-8}\cr
&\.{h48-7}, 2 threads&3.79&\runrow{h48-twenty-2-11}{h48-7}\cr
&Tronto's \.{h48h7}, 2 threads&3.79&\runrow{h48-twenty-2-11}{h48h7}\cr
\noalign{\smallskip}
20 moves, lines 12 to 25&\.{h48-8}, 2 threads&7.58&\runrow{h48-twenty-12-25}{h48-8}\cr
&\.{h48-7}, 2 threads&3.79&\runrow{h48-twenty-12-25}{h48-7}\cr
&Tronto's \.{h48h7}, 2 threads&3.79&\runrow{h48-twenty-12-25}{h48h7}\cr
\noalign{\smallskip}
18 moves, first 5&\.{h48-7}&3.79&\runrow{h48-7-nxopt31}{h48-7.18}\cr
&\.{h48-7}, 2 threads&3.79&\run{h48-7-nxopt31}{h48-7-2.18.s}&&\run{h48-7-nxopt31}{h48-7-2.18.gbs}\cr
&nxopt31&2.60&\run{h48-7-nxopt31}{nxopt31.18.s}&\runrow{h48-7-nxopt31}{nxopt31.18}\cr
19 moves, first 3&\.{h48-7}&3.79&\runrow{h48-7-nxopt31}{h48-7.19}\cr
&\.{h48-7}, 2 threads&3.79&\run{h48-7-nxopt31}{h48-7-2.19.s}&&\run{h48-7-nxopt31}{h48-7-2.19.gbs}\cr
&nxopt31&2.60&\run{h48-7-nxopt31}{nxopt31.19.s}&\runrow{h48-7-nxopt31}{nxopt31.19}\cr}}$$
(Sizes in GB; ``first 5'' of \.{optimal-17.txt}, and so on.) The second
to eighth groups were run with nothing else on the machine, the
first while other programs were built beside it, and the last at another
time; times compare within a group only. At the size of his $h_8$
(7.58\thinspace GB each) the runs were made on \theothermachine, with
nothing else on the machine: the first group in one run, the second in
two, one for each length, the third in two, the superflip alone,
then the other two positions alternating, and the fourth and fifth in
one each:
\runfrom{h48-8-h48h8-2-17}
\runfrom{h48-8-h48h8-2-18}
\runfrom{h48-8-h48h8-superflip}
\runfrom{h48-8-h48h8-twenty}
\runfrom{h48-8-h48h8-2-4}
\runfrom{h48-8-h48h8-5-7}
$$\vbox{\halign{#\hfil\enspace&#\hfil\enspace&&\hfil#\enspace\cr
positions&program&size&seconds&states&GB$\cdot$s\cr
\noalign{\smallskip}
17 moves, first 10&\.{h48-8}&7.58&\runrow{h48-8-h48h8}{h48-8.17}\cr
&Tronto's \.{h48h8}&7.58&\figTrontoEightSeventeen&\run{h48-8-h48h8}{h48h8.17.states}&\run{h48-8-h48h8}{h48h8.17.gbs}\cr
18 moves, first 10&\.{h48-8}&7.58&\runrow{h48-8-h48h8}{h48-8.18}\cr
&Tronto's \.{h48h8}&7.58&\figTrontoEightEighteen&\runrow{h48-8-h48h8}{h48h8.18}\cr
19 moves, first 3&\.{h48-8}&7.58&\runrow{h48-8-h48h8}{h48-8.19}\cr
&Tronto's \.{h48h8}&7.58&\figTrontoEightNineteen&\runrow{h48-8-h48h8}{h48h8.19}\cr
\noalign{\smallskip}
17 moves, first 10&\.{h48-8}, 2 threads&7.58&\runrow{h48-8-h48h8-2-17}{h48-8}\cr
&Tronto's \.{h48h8}, 2 threads&7.58&\runrow{h48-8-h48h8-2-17}{h48h8}\cr
18 moves, first 10&\.{h48-8}, 2 threads&7.58&\runrow{h48-8-h48h8-2-18}{h48-8}\cr
&Tronto's \.{h48h8}, 2 threads&7.58&\runrow{h48-8-h48h8-2-18}{h48h8}\cr
\noalign{\smallskip}
the superflip&\.{h48-8}, 2 threads&7.58&\runrow{h48-8-h48h8-superflip}{h48-8}\cr
&Tronto's \.{h48h8}, 2 threads&7.58&\runrow{h48-8-h48h8-superflip}{h48h8}\cr
superflip, four-spot&\.{h48-8}, 2 threads&7.58&\runrow{h48-8-h48h8-twenty}{fourspot.h48-8}\cr
&Tronto's \.{h48h8}, 2 threads&7.58&\runrow{h48-8-h48h8-twenty}{fourspot.h48h8}\cr
20 moves, line 1&\.{h48-8}, 2 threads&7.58&\runrow{h48-8-h48h8-twenty}{line1.h48-8}\cr
&Tronto's \.{h48h8}, 2 threads&7.58&\runrow{h48-8-h48h8-twenty}{line1.h48h8}\cr
\noalign{\smallskip}
20 moves, lines 2 to 4&\.{h48-8}, 2 threads&7.58&\runrow{h48-8-h48h8-2-4}{h48-8}\cr
&Tronto's \.{h48h8}, 2 threads&7.58&\runrow{h48-8-h48h8-2-4}{h48h8}\cr
\noalign{\smallskip}
20 moves, lines 5 to 7&\.{h48-8}, 2 threads&7.58&\runrow{h48-8-h48h8-5-7}{h48-8}\cr
&Tronto's \.{h48h8}, 2 threads&7.58&\runrow{h48-8-h48h8-5-7}{h48h8}\cr}}$$

The second group is the run of the table of families. At the size of
Tronto's $h_6$ (his table and \.{h48-6} both take 1.90\thinspace GB),
\.{h48-6} took about half the time of his \.{h48h6}:
\figHsixTrontoSeventeen\ times on the first ten positions of 17 moves,
\figHsixTrontoEighteen\ on the first ten of 18 moves and
\figHsixTrontoNineteen\ on the first three of 19, in one thread; in runs
of their own, \run{h48-6-h48h6-2}{ratio.17} and \run{h48-6-h48h6-2}{ratio.18}
with two threads (the third group), and \run{h48-6-h48h6-all}{ratio}
when every optimal solution is asked for (the fourth; both programs
found the same number of them on each position: one on seven, two on
two, three on one). The two bounds are about equally strong: with every
solution asked, where both searches go through the whole of the last
depth, \.{h48-6} visits 1.05 times as many states as his program visits
nodes, and when the first solution ends the search, 0.91, 1.10 and 1.00
times at 17, 18 and 19 moves, the difference there being mostly where in
the last depth each search meets its first solution (on the sixth
position of 18 moves, 106 million states against 65 million nodes, on
the third, 638 million against 744 million). What differs is the cost of
a state: \run{h48-families}{ns.h48-6} nanoseconds here against
\run{h48-families}{ns.h48h6} there, in one thread. The superflip, with two threads, took a quarter of the time,
since \.{h48-6} also visits 0.60 times the states there: its tasks are
cut by the symmetries that fix the position (the search chapter), which
H48 does not do. (The first five positions of 17 moves took \.{h48-6}
\figHsixSeventeen\ seconds in the run of the first group, with other
programs built beside it; in the second, \run{h48-families}{h48-6.first5}.)

The fifth group is the same comparison at the size of his $h_7$
(3.79\thinspace GB each), in a run of its own: \.{h48-7} took
\figHsevenTrontoSeventeen, \figHsevenTrontoEighteen\ and
\figHsevenTrontoNineteen\ times the time of his \.{h48h7} on the first
ten positions of 17 and 18 moves and the first three of~19. Again the
bounds are about equally strong, \.{h48-7} visiting 1.04, 1.08 and 0.97
times as many states as his program visits nodes, and again what differs
is the cost of a state: \run{h48-7-h48h7}{ns.h48-7} nanoseconds here against
\run{h48-7-h48h7}{ns.h48h7} there. With two threads (the sixth group) the ratios are the same,
\run{h48-7-h48h7-2}{ratio.17} and \run{h48-7-h48h7-2}{ratio.18}, and on the superflip
\.{h48-7} took \run{h48-7-h48h7-2}{ratio.superflip} times his time, with
0.48 times the states, for the reason given at $h_6$.

At the size of his $h_8$, on the other machine (the display at $h_8$),
\.{h48-8} took \figHeightTrontoSeventeen, \figHeightTrontoEighteen\ and
\figHeightTrontoNineteen\ times the time of his \.{h48h8} on the first
ten positions of 17 and 18 moves and the first three of~19, one thread,
visiting 0.79, 0.92 and 0.90 times as many states as his program
visits nodes: the bound of \.{h48-8} is the stronger here, by a tenth
at 18 and 19 moves. That machine is far slower at random reads
of a large table than the one of the other runs, for both programs: a
state of \.{h48-8} took \run{h48-8-h48h8}{ns.18.h48-8} and
\run{h48-8-h48h8}{ns.19.h48-8} nanoseconds there at 18 and 19
moves (against \run{h48-families}{ns.18.h48-8} at 18 moves on \themachine), a node of his
\run{h48-8-h48h8}{ns.18.h48h8} and \run{h48-8-h48h8}{ns.19.h48h8}; so the cost of a state
decides again. (At 17 moves, with fewer states a position, a state took
\run{h48-8-h48h8}{ns.17.h48-8} nanoseconds and a node \run{h48-8-h48h8}{ns.17.h48h8}: what
a run pays once a position weighs more there.) With two threads (the
second group of that display) the ratios are \run{h48-8-h48h8-2-17}{ratio} and
\run{h48-8-h48h8-2-18}{ratio}. On positions
of 20 moves (the third group of that display), \.{h48-8} took
\run{h48-8-h48h8-superflip}{ratio} times
his time on the superflip and \run{h48-8-h48h8-twenty}{ratio.fourspot} on the superflip followed by the
four-spot pattern, visiting 0.16 and 0.15 times as many states as his
program visits nodes. There the two tables go opposite ways: from $h_7$
to $h_8$ his program's nodes grow 1.6 times on both positions (against
his runs at $h_7$: the superflip's in the display above, the other's
further on), while \.{h48-8} visits 0.53 times the states of \.{h48-7}.
On the first of his random positions of 20 moves, which has no symmetry
to cut its tasks by, \.{h48-8} took \run{h48-8-h48h8-twenty}{ratio.line1} times his time, though it
visited 1.22 times as many states as his program visits nodes: a state
cost \run{h48-8-h48h8-twenty}{ns.h48-8} nanoseconds of the clock, with two threads, and a node of his
\run{h48-8-h48h8-twenty}{ns.h48h8}. On the next six (the fourth and fifth groups there) it took
\run{h48-8-h48h8-2-4}{ratio} and \run{h48-8-h48h8-5-7}{ratio} times his time, and about as much on each position, visiting 1.20 and 1.18
times as many states as his program visits nodes. So on positions of 20
moves, where both searches go through the whole of depth~19, his bound
is the stronger at $h_8$, by about a fifth, where at $h_7$ the two were
about equal (the seventh and eighth groups of the table): on the first
his eighth flip halved his nodes, while \.{h48-8} visits 0.56 times the
states of \.{h48-7} on such positions (the seventh group). Each of these
positions took \.{h48-8} at most four and a half minutes on this slower
machine, and his program up to 25 minutes.

Among the families of the second group, each doubling of the table
halves the states a position needs (268, 138 and 67 million at 18
moves), and makes a state cost more, as its reads miss further down the
memory hierarchy (\run{h48-families}{ns.18.h48-6}, \run{h48-families}{ns.18.h48-7}
and \run{h48-families}{ns.18.h48-8} nanoseconds at 18 moves,
\run{h48-families}{ns.19.h48-6}, \run{h48-families}{ns.19.h48-7} and
\run{h48-families}{ns.19.h48-8} at~19): so \.{h48-8} is the fastest at every length, and per byte the
smaller families are a little ahead, \.{h48-8} taking \run{h48-families}{gbs.18} times the
GB$\cdot$s of \.{h48-7} at 18 moves and \run{h48-families}{gbs.19} times at~19. The
tables show where the bound will stop gaining: the entries that read
``12 or more'', beyond which minima made with $D=11$ cannot tell, are
33.4\% of those of $h_6$, 52.4\% of $h_7$'s and 69.3\% of $h_8$'s (2,511.5,
7,891.6 and 20,846.6 million). A table of $h_8$ made with $D=12$ tells
12 from 13 there, for a fourth move of the depth-first part, but its
two-bit codes must then start one higher: with base~10 the exact values
are 11, 12 and ``13 or more'', and an entry of 10 falls back to its
line's minimum (the base of the minima is $D-2$, in the H48 chapter). Such a
table was made on two threads here in \run{h48-8-d12-build}{clock.hours} hour
\run{h48-8-d12-build}{clock.minutes} minutes
(\run{h48-8-d12-build}{cpu} processor seconds, a peak of
\run{h48-8-d12-build}{peak}), against
\figHeightBuild\ seconds for \.{h48-8}: it reads 13 for 6.1\% of the
entries, one more than \.{h48-8}, and has lost the exact 10 of 3.2\%.
Against \.{h48-8}, alternating position by position in one thread on
the first ten positions of 17 and 18 moves and the first three of~19
(both finding the same lengths), it visited 1.37, 1.32 and 1.08 times
as many states and took \run{h48-8-d12-solve}{time.17},
\run{h48-8-d12-solve}{time.18} and \run{h48-8-d12-solve}{time.19} times the time: the
entries of 10 it loses are met far more often than those of 12 it
gains, since most of the search's nodes are near its leaves (the pruning
chapter's choice of the base rests on the same fact). With two bits an
entry, on such positions, a deeper $D$ pays only where the base can
stay, and at base~9 the top code already reads ``12 or more'': telling
12 from 13 without losing the 10s takes a wider code, at more bytes an
entry, not a deeper search alone. It is not among the families.
Its excess of states falls as the positions grow longer, and Tronto's
$h_8$, whose base is also~10 (below), visits 0.82 to 0.85 times as many
nodes as \.{h48-8} visits states on positions of 20 moves, where the
whole of depth~19 is searched (the display at $h_8$): on the hardest
positions the deeper table may yet pay, which was not measured.
\runfrom{h48-8-d12-build}
\runfrom{h48-8-d12-solve}

Tronto's generator took \run{h48h6-build}{cpu} processor seconds for his table $h_6$,
nineteen times the \run{h48-build}{h48-6.cpu} of \.{h48-6} (the table of families), with a peak
of \run{h48h6-build}{peak}\thinspace GB against \run{h48-build}{h48-6.peak},
and \run{h48h7-build}{cpu} for $h_7$ (\run{h48h7-build}{clock.hours} hours \run{h48h7-build}{clock.minutes}
minutes on the clock, two threads, alone), seventeen times the \run{h48-build}{h48-7.cpu} of
\.{h48-7}, with a peak of \run{h48h7-build}{peak}\thinspace GB against
\run{h48-build}{h48-7.peak}. It searches
from a set of 7,437,855 positions of at most eight moves to two moves
past its table's base value, which is 9 for $h_6$ and $h_7$ and 10 for
$h_8$: so $h_8$ searches one move further than $h_7$, for up to
thirteen times the work, up to some 55 processor hours here.

His tables can be made instead by the generator of chapter~\chapno{h48min}, in his
numbering and his file's format, through the numbering a caller may give
it (chapter~\chapno{h48min}'s section on another numbering). The program
\.{tests/peer\_h48\_tables.c}, built beside his source, learns his
numbering from his own code by giving the same moves to a position of
each program: his classes of the corners and their representatives, his
numbers of the slices, his 48 transformations as symmetries of this
program, and his flips, which follow another convention than these and
so depend on the slices as well. It checks that the readings it gives a
position are exactly those his generator marks, on every sequence of at
most five moves with no two turns of a face in a row (976,339 of them)
and on 200,000 random positions, and only then makes the table, whose
file his own code writes with the two small tables it holds. Against his
table $h_3$, made by his generator, the file made so differs in 21 of its
940.5 million entries, each by one, and elsewhere only in the counts of
its header. All 21 are entries that one value of $h_{11}$, at 8 moves,
reaches within two moves more, and each holds there what that value
gives: the value in the last slot of his hash table, which his
generator's loop takes and then drops, since the loop stops as soon as
its index has passed the table's end. Where no other value reaches an
entry as soon, his table holds one too many, so that its bound can
exceed the distance. The program checks this too, given a file of his
generator (\.{--compare}): against his $h_6$, the two files differ in 291
of its 7,524.3 million entries, all of them entries that the same value
reaches within three moves (the base is 9 there), each holding what that
value gives, and elsewhere only in the header's counts. His table $h_8$, up to
some 55 processor hours for his generator, was made so in sixteen parts
(chapter~\chapno{h48min}'s section ``A build in parts''), on \theothermachine, two threads:
\run{h48h8-parts}{clock.both.hours} hours \run{h48h8-parts}{clock.both.minutes} minutes on the clock in two runs, the first stopped after
eight parts and the second going on from them (\run{h48h8-parts}{clock} seconds,
\run{h48h8-parts}{cpu} processor seconds and a peak of \run{h48h8-parts}{peak}). Its counts of
entries at 10 or less, at 11, at 12 and at 13 or more differ from those
his source expects of his $h_8$ by $+136$, $+841$, $-665$ and $-312$:
977 entries lower than his, as at $h_3$ and $h_6$ (his own $h_8$ was
not made, so they were not compared entry by entry).
\runfrom{h48h8-parts}
@^Tronto, Sebastiano@>

For scale: Tronto publishes \cite{Tronto H48}, for his table $h_6$
(1.93\thinspace GB), 1.25, 9.45 and 46.3 seconds a position of 17, 18
and 19 moves, and for $h_7$ (3.76\thinspace GB) 0.63, 4.85 and 23.3,
taken on his own machine, a faster processor than this one. Against
nxopt31, \.{h48-6} is \figHsixNxoptByte\ times better per byte at 17
moves, and \.{h48-7} \figHsevenNxoptByteEighteen\ times at 18 and
\figHsevenNxoptByteNineteen\ times at~19. At the same size as Tronto's
tables, \.{h48-1} takes \figHoneTrontoSeventeen\ times the time of his
\.{h48h1} on the positions of 17 moves, and \figHoneTrontoEighteen\
times on three positions of 18 moves (lines 4, 1 and~3 of
\.{random-states.txt}: \run{h48-1-h48h1-18}{h48-1} seconds a position against
\run{h48-1-h48h1-18}{h48h1});
\.{h48-0} takes \figHzeroTrontoFifteen\ times the time of his \.{h48h0}
on the first five of \.{optimal-15.txt}. The counts of states and nodes
are not quite of the same thing (a half turn whose inherited bound of
the inverse is too large is counted here, not there); where the two
differ in time at 17 moves, it is where in the last depth each search
meets its first solution, more than the cost of a node. With two
threads, in one run with nothing else on the machine, the superflip is
proven to need 20 moves in \figHeightSuperflip\ seconds with \.{h48-8}
(850 million states), \run{h48-superflip}{h48-7} with \.{h48-7} (1,596 million) and
\run{h48-superflip}{h48-6} with
\.{h48-6} (2,969 million; \run{h48-6-h48h6-2}{h48-6.superflip.s} seconds, with the same states, in the
run against Tronto's program above: the machine's drift), with the cut
of the tasks by the symmetries that fix it (the search chapter); and the superflip followed by the
four-spot pattern \.{F2 B2 U D' R2 L2 U D'}
(\.{superflip-fourspot.txt}), another position of 20 moves, in
\run{h48-superflip}{fourspot.h48-8}, \run{h48-superflip}{fourspot.h48-7} and
\run{h48-superflip}{fourspot.h48-6} seconds (2,588, 4,843 and 8,553 million states). On that
position, in a run of \.{h48-6} against Tronto's \.{h48h6} alternating,
two threads each, his program took \run{h48-6-h48h6-fourspot}{ratio} times as long
(\run{h48-6-h48h6-fourspot}{h48h6} seconds)
and made 1.9 times as many nodes as \.{h48-6} made states (16,346
million); in a run of the same kind at $h_7$, \.{h48-7} against his
\.{h48h7}, his took \run{h48-7-h48h7-fourspot}{ratio} times as long
(\run{h48-7-h48h7-fourspot}{h48h7} seconds against \run{h48-7-h48h7-fourspot}{h48-7},
where \.{h48-7} took \run{h48-superflip}{fourspot.h48-7} above) and made 2.3 times as many nodes
(11,151 million against 4,838 million states).

The hardest positions, those of 20 moves, take a minute or two with the
command's first choice of family. With two threads, in one run with
nothing else on the machine, the two families alternating, the first two
of Tronto's random positions of 20 moves (\.{optimal-20.txt}) were each
proven to need 20 moves in \run{h48-twenty-first2}{h48-8.1} and
\run{h48-twenty-first2}{h48-8.2} seconds with \.{h48-8} (2,054
and 2,038 million states) and in \run{h48-twenty-first2}{h48-7.1} and
\run{h48-twenty-first2}{h48-7.2} seconds with
\.{h48-7} (3,704 and 3,625 million). Such a position has no symmetry to
cut its tasks by: the superflip's 850 million states are two fifths
of theirs. On the first of them, in a run of \.{h48-7} against Tronto's
\.{h48h7} alternating, two threads each, his program took \run{h48-7-h48h7-twenty1}{h48h7}
seconds and \.{h48-7} \run{h48-7-h48h7-twenty1}{h48-7}
(\run{h48-twenty-first2}{h48-7.1} above: the machine drifts),
\run{h48-7-h48h7-twenty1}{ratio} times his time, though his program made 0.89 times as many nodes as
\.{h48-7} made states (3,305 million against 3,701): where the bound
does not favour it, the cost of a state decides. In two runs of the
three alternating, two threads each, on the next ten (lines 2 to 11,
the seventh group of the table) and on the last fourteen (lines 12
to~25, the eighth), every position was proven to need 20 moves, the
longest taking \run{h48-twenty-2-11}{longest.h48-8} and
\run{h48-twenty-12-25}{longest.h48-8} seconds with \.{h48-8},
\run{h48-twenty-2-11}{longest.h48-7} and \run{h48-twenty-12-25}{longest.h48-7}
with \.{h48-7}, and \run{h48-twenty-2-11}{longest.h48h7} and
\run{h48-twenty-12-25}{longest.h48h7} with his \.{h48h7}; \.{h48-7} took
\run{h48-twenty-2-11}{ratio} and \run{h48-twenty-12-25}{ratio} times his time,
visiting 1.06 times as many states as his
program visited nodes in both. (Line 2 took \.{h48-8}
\run{h48-twenty-2-11}{line2.h48-8} seconds and
\.{h48-7} \run{h48-twenty-2-11}{line2.h48-7} in the first of these runs, against
\run{h48-twenty-first2}{h48-8.2} and \run{h48-twenty-first2}{h48-7.2}
above; and \.{h48-8} made \run{h48-twenty-2-11}{rate.h48-8} million states a second
on average in the seventh group against \run{h48-twenty-12-25}{rate.h48-8} in the eighth,
\.{h48-7} \run{h48-twenty-2-11}{rate.h48-7} against
\run{h48-twenty-12-25}{rate.h48-7}: the same drift.) Each of Tronto's 25 random positions of 20 moves
was thus solved by both programs in one run, alternating: on each,
\.{h48-7} took less than half his time, its states
numbering 1.01 to 1.12 times his nodes. Per byte \.{h48-7} is ahead at
20 moves too, \.{h48-8} taking \run{h48-twenty-2-11}{gbs} and
\run{h48-twenty-12-25}{gbs} times its GB$\cdot$s in the two groups.
\runfrom{h48-6-h48h6-fourspot}
\runfrom{h48-7-h48h7-fourspot}
\runfrom{h48-twenty-first2}
\runfrom{h48-7-h48h7-twenty1}
@^superflip@>
@^four-spot pattern@>
@^positions of 20 moves@>
@^Tronto, Sebastiano@>
@^nxopt@>

@ The first group of rows of the first table as a picture: seconds a position of 17 moves,
one thread, one run, the programs alternating, on a linear scale. Time
alone favours the large tables; the sizes beside the names give the other
half of GB$\cdot$s.
\def\tbar#1#2#3#4{\hbox{\hbox to 120pt{\hss #1\ (#2\thinspace GB)\enspace}\vrule width #3pt height 7pt depth 1pt\enspace{\sevenrm #4\thinspace s}}}
$$\vbox{\offinterlineskip
\tbar{\.{h48-6}}{1.9}{9.5}{\figHsixSeventeen}\kern3pt
\tbar{nxopt31}{2.6}{35.4}{\figNxoptSeventeen}\kern3pt
\tbar{nxopt21}{0.33}{91.0}{\run{h48-first-group}{nxopt21.s}}\kern3pt
\tbar{\.{h48-1}}{0.060}{183.0}{\run{h48-first-group}{h48-1.s}}\kern3pt
\tbar{Tronto's \.{h48h1}}{0.061}{197.9}{\run{h48-first-group}{h48h1.s}}\kern3pt
}$$
\figcaption{The optimal solvers against their peers: seconds a
position on the first five positions of \.{optimal-17.txt}, one thread,
on \themachine.}
\runfrom{h48-first-group}
\runfrom{h48-1-h48h1-18}
\runfrom{h48-0-h48h0}
\runfrom{h48-superflip}
\runfrom{h48-7-nxopt31}

@ The quarter-turn metric. Chapter~\chapno{h48qtm} counts the states of its
families in quarter turns; in time, one run on \themachine, otherwise idle, one thread, on the 22 shortest
positions of \.{qtm-24.txt}: \.{h48-q-qtm} took \run{optimal-qtm-nxopt}{h48-q-qtm} seconds a position
(\run{optimal-qtm-nxopt}{h48-q-qtm.gbs} GB$\cdot$s), \.{huge-qtm}
\run{optimal-qtm-nxopt}{huge-qtm} (\run{optimal-qtm-nxopt}{huge-qtm.gbs} GB$\cdot$s), Rokicki's
nxopt31 in quarter turns \run{optimal-qtm-nxopt}{nxopt31}
(\run{optimal-qtm-nxopt}{nxopt31.gbs} GB$\cdot$s) and nxopt21
\run{optimal-qtm-nxopt}{nxopt21} (\run{optimal-qtm-nxopt}{nxopt21.gbs}
GB$\cdot$s); \.{h48-0-qtm} solved the 21 shortest in \run{optimal-qtm-nxopt}{h48-0-qtm.21} seconds each
but not the position of 20 quarter turns within ten minutes. So $h_q$ in
quarter turns is as good per byte as \.{huge-qtm} and no better, and
both stay behind nxopt's tables.
\runfrom{optimal-qtm-nxopt}

The minima, by states on the same sixteen positions, one thread:
\.{h48-2-qtm} (118\thinspace MB and the edges alone) 2,457,870, and
\.{h48-6-qtm} (1.9\thinspace GB, $D=12$) 607,981, against 2,174,497 for
\.{h48-q-qtm} and 605,471 for \.{huge-qtm}. So in quarter turns the
minima do less than in face turns: $h_6$ makes the states of
\.{huge-qtm} at 1.14 times its size, and 3.6 times fewer than $h_q$ at
6.5 times its size; most of its entries stop at ``13 or more'' (the
chapter~\chapno{h48qtm}'s section on the depths).

In time, one thread, on the 22 shortest positions of \.{qtm-24.txt},
with the peers and nothing else on the machine, the programs alternating
position by position: \.{h48-6-qtm} took \figHsixQtm\ seconds a position
(1.897\thinspace GB, \figHsixQtmGBs\ GB$\cdot$s), \.{h48-4-qtm} \run{h48-6-qtm}{h48-4-qtm}
(0.475\thinspace GB, \run{h48-6-qtm}{h48-4-qtm.gbs}), Rokicki's nxopt31 in quarter turns
\run{h48-6-qtm}{nxopt31} (2.6\thinspace GB, \run{h48-6-qtm}{nxopt31.gbs}) and nxopt21
\run{h48-6-qtm}{nxopt21} (0.325\thinspace GB, \run{h48-6-qtm}{nxopt21.gbs}).
So \.{h48-6-qtm} takes \figHsixQtmNxoptTime\ times the time of nxopt31
and \figHsixQtmNxoptByte\ times its GB$\cdot$s, and \.{h48-4-qtm}
\run{h48-6-qtm}{h48-4-qtm.nxopt21.gbs} times the GB$\cdot$s of nxopt21. Most of each program's time goes
to the position of 20 quarter turns: \run{h48-6-qtm}{q20.h48-6-qtm} seconds for \.{h48-6-qtm}
(126.0 million states), \run{h48-6-qtm}{q20.h48-4-qtm} for \.{h48-4-qtm} (609.8 million),
\run{h48-6-qtm}{q20.nxopt31}
for nxopt31 (39.0 million evaluations) and \run{h48-6-qtm}{q20.nxopt21} for nxopt21 (301.0
million). Per state \.{h48-6-qtm} is four times as fast as nxopt31 there
(\run{h48-6-qtm}{q20.rate.h48-6-qtm} million a second against
\run{h48-6-qtm}{q20.rate.nxopt31}), and its bound weaker: the
entries it reads on the odd levels stop at~13. In a run of their own,
the two alternating, \.{h48-7-qtm} (3.79\thinspace GB) took \run{h48-7-qtm}{h48-7-qtm} seconds
a position, \run{h48-7-qtm}{ratio.time} times the time of \.{h48-6-qtm} and
\run{h48-7-qtm}{ratio.gbs} times its
GB$\cdot$s (\run{h48-7-qtm}{q20} seconds on the position of 20 quarter turns, with 61.1
million states against 126.0): in quarter turns too the larger table is
the faster, and the smaller a little ahead per byte.
\runfrom{h48-7-qtm}

The depth of the minima in quarter turns costs in the build: the table of
$h_6$ took \run{h48qtm-depths}{d11} processor seconds with $D=11$,
\run{h48qtm-depths}{d12} with $D=12$ and \run{h48qtm-depths}{d13} with
$D=13$ (two threads, while other work shared the machine).
\runfrom{h48qtm-depths}

The smaller families, with $D=11$, in other runs on the quiet machine,
one thread, on the same 22 positions (the first run with the peers, the
second alone a few minutes later): \.{h48-2-qtm} took
\run{h48-qtm-small}{h48-2-qtm} seconds a position (0.119\thinspace GB,
\run{h48-qtm-small}{h48-2-qtm.gbs} GB$\cdot$s), \.{h48-3-qtm}
\run{h48-qtm-small}{h48-3-qtm} (0.238\thinspace GB,
\run{h48-qtm-small}{h48-3-qtm.gbs}), \.{huge-qtm}
\run{h48-qtm-small}{huge-qtm} (1.669\thinspace GB,
\run{h48-qtm-small}{huge-qtm.gbs}) and nxopt21
\run{h48-qtm-small}{nxopt21} (0.325\thinspace GB,
\run{h48-qtm-small}{nxopt21.gbs}); the smallest,
\.{h48-1-qtm} (60\thinspace MB), in a third run, with nxopt21 and with
a limit of fifteen minutes a position, \run{h48-1-qtm}{h48-1-qtm} seconds a position
(\run{h48-1-qtm}{h48-1-qtm.gbs} GB$\cdot$s) against nxopt21's \run{h48-1-qtm}{nxopt21}
(\run{h48-1-qtm}{nxopt21.gbs} GB$\cdot$s): \run{h48-1-qtm}{ratio.gbs} times
its GB$\cdot$s, though \run{h48-1-qtm}{ratio.time} times its time, and most of it
(\run{h48-1-qtm}{q20.h48-1-qtm} seconds,
4.3 billion states) on the position of 20 quarter turns, which nxopt21
solved in \run{h48-1-qtm}{q20.nxopt21}. Each of them makes its states about
\run{h48-qtm-small}{rate.ratio} times faster than \.{huge-qtm}
(\run{h48-qtm-small}{rate.minima} million a second against
\run{h48-qtm-small}{rate.huge-qtm}).
\runfrom{h48-6-qtm}
\runfrom{h48-qtm-small}
\runfrom{h48-1-qtm}
@^quarter-turn metric@>

@*1 The step solvers.
How fast are the steps of fewest-moves solving, against Tronto's nissy
and nissy-core? \.{tests/bench\_step.sh} (\.{make bench}) asks the three
programs the questions of the step chapter on 100 scrambles, one thread;
in milliseconds a position, ours by the searches and by the batch,
nissy's by the batch (the only time it can give), nissy-core's by the
searches, in one run with nothing else running; the column ``plain'', of
the plain searches built from the framework alone, from a run of its own:
\runfrom{step-nissy}
\runfrom{step-plain}
$$\vbox{\halign{#\hfil\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\cr
step&plain&searches&batch&nissy&nissy-core\cr
\noalign{\smallskip\hrule\smallskip}
EO on F/B&\run{step-plain}{eo}&\runrow{step-nissy}{eo}\cr
DR on U/D&\run{step-plain}{dr}&\runrow{step-nissy}{dr}\cr
EO, both sides&\run{step-plain}{eo-niss}&\runrow{step-nissy}{eo-niss}\cr
DR, both sides&\run{step-plain}{dr-niss}&\runrow{step-nissy}{dr-niss}\cr
HTR from DR&\run{step-plain}{htr}&\runrow{step-nissy}{htr}\cr
finish from DR&\run{step-plain}{fin-dr}&\runrow{step-nissy}{fin-dr}\cr
finish from HTR&\run{step-plain}{fin-htr}&\runrow{step-nissy}{fin-htr}\cr}}$$
The step chapter's searches are the fastest on every step: against
nissy-core, whose searches are the faster of Tronto's two,
\run{step-nissy}{faster.eo} times on
EO, \run{step-nissy}{faster.dr} times on DR, \run{step-nissy}{faster.eo-niss} and
\run{step-nissy}{faster.dr-niss} times on EO and DR on both sides,
\run{step-nissy}{faster.htr}
times on HTR and \run{step-nissy}{faster.fin-dr} times on the finish from domino reduction; nissy,
timed by its batch, is \run{step-nissy}{nissy.slower} times slower than ours timed the same
way (where ours is above the noise of the batch, up to a millisecond or
more a position, as the DR line shows, where the tables of the two-phase
solver are loaded). Against the plain searches the finish from domino
reduction is \run{step-plain}{faster.fin-dr} times faster, DR
\run{step-plain}{faster.dr} times, HTR \run{step-plain}{faster.htr} times,
EO \run{step-plain}{faster.eo} times.
@^nissy@>
@^nissy-core@>
