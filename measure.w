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
scrambles of a few moves, against the solver of cubing.js
(\.{experimentalSolve3x3x3IgnoringCenters}, whose search derives from
min2phase), installed beside this program? \.{tests/bench\_short.sh}
makes 200 random move sequences of each length from 1 to 14 (no face
turned twice in a row, nor a face after its opposite and itself), solves
each with both, and counts the moves; the lengths depend on no machine.
\runfrom{short}
$$\vbox{\halign{\hfil#\quad&\hfil#\quad&\hfil#\quad&\hfil#\qquad&\hfil#\quad&\hfil#\cr
&\multispan3\hfil this program\hfil\qquad&\multispan2\hfil cubing.js\hfil\cr
length&average&longest&longer than it&average&longest\cr
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
14&\runrow{short}{short.14}\cr}}$$
Up to ten moves the short search answers with a shortest solution; from
eleven on, a two-phase answer longer than the scramble gives way to the
scramble undone (the command chapter), so that no answer is longer than
its scramble.
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
\run{optimal-qtm-nxopt}{nxopt21} (\run{optimal-qtm-nxopt}{nxopt21.gbs}): nxopt's tables are 1.5 to 2.6
times better per byte in this metric than the huge table.
\runfrom{optimal-qtm-nxopt}
@^quarter-turn metric@>

@*1 The pocket cube.
What do the pocket cube's two solvers cost? The benchmark of its chapter
(\.{build/tests/bench\_pocket}, \.{make bench}), one thread, the best of
five rounds, in microseconds a position, on 1000 uniformly random
positions and on the first 100 antipodes, on \themachine\ shared with
other work (the chapter gives the states):
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
nissy-core, whose searches are the faster of Tronto's two, 5.5 times on
EO, 4.4 times on DR, 3.3 and 15 times on EO and DR on both sides, 1.4
times on HTR and 16 times on the finish from domino reduction; nissy,
timed by its batch, is 2 to 320 times slower than ours timed the same
way (where ours is above the noise of the batch, up to a millisecond or
more a position, as the DR line shows, where the tables of the two-phase
solver are loaded). Against the plain searches the finish from domino
reduction is 120 times faster, DR 14 to 25 times, HTR 7.5 times, EO 6
times.
@^nissy@>
@^nissy-core@>
