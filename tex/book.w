\input bookmac
\def\covernote{\vbox{\rightskip=0pt plus 1fil
  \noindent A literate program in CWEB, in C. Each chapter is a layer:
  the cube, Kociemba's subgroup, coordinates, pruning tables, search.
  \.{make} builds the \.{cube} command from these pages,
  \.{make test} checks them, \.{make book} prints them.}}
\def\bookversion{0.2}
\def\preface{\parindent=1em
  This book is a program, and the program is this book: a solver of
  Rubik's cube written as a literate program
  \cite{Knuth 1984}, in CWEB \cite{Knuth--Levy}, whose chapters are both
  its description and its source. It is for three readers. One wants to
  learn how cube solvers work: how a position becomes a few numbers
  (coordinates), how tables of distances (pruning tables) bound a search,
  how Kociemba's two-phase algorithm finds a short solution in a
  millisecond and how an optimal solver proves that none is shorter. One
  reads programs as literature, and will find each idea explained before
  its code, every section numbered, and an index of identifiers and
  ideas. One writes cube programs, and will find the designs of Kociemba,
  Rokicki and Tronto rebuilt, measured, and compared with their programs.

  How to read it. The introduction gives the numbers that matter and a
  map of the chapters. Chapters \chapno{cubepos} to~\chapno{twophase}
  (the cube, Kociemba's subgroup, coordinates, pruning tables, search and
  the optimal solver, the two-phase algorithm) are the solver; a reader
  who wants only the two-phase algorithm can read those, of
  chapter~\chapno{solve} only its generic search, and skip the rest:
  the command (\chapno{command}), the pocket cube (\chapno{pocket}), Kociemba's optimal solver of 1998
  (\chapno{kociemba98}), Tronto's H48 (\chapno{h48}, with the generator of
  its tables in \chapno{h48min} and the quarter-turn metric in \chapno{h48qtm}),
  the fewest-moves
  steps (\chapno{step}), Shamir's method (\chapno{shamir}), the cosets of
  the proof of God's number (\chapno{coset}), the server of the web page
  (\chapno{serve}) and the library (\chapno{libcube}); the last,
  the measurements (\chapno{measure}), says how the book's times are
  taken and tabulates runs of the chapters, each with its machine and
  its command. Within a chapter, the first sections say what it is for and show
  an example; the sections that follow explain, then show code; the
  last group, ``Testing~\dots'', says what is checked and why the
  expected values are right. The C code can be skipped on a first
  reading: the prose of every section says what its code does and why.
  Times depend on the machine that measured them; the chapters' counts
  (states searched, table sizes, bounds) do not.

  The tests and measurements are part of the book: \.{make test} runs
  every check the chapters describe, and \.{make bench} prints the
  measurements again on the reader's machine.\par}
\frontcontents

@i intro.w
@i cubepos.w
@i kocsymm.w
@i coord.w
@i prune.w
@i kit.w
@i solve.w
@i twophase.w
@i command.w
@i pocket.w
@i kociemba98.w
@i h48.w
@i h48min.w
@i h48qtm.w
@i step.w
@i shamir.w
@i coset.w
@i serve.w
@i libcube.w
@i measure.w

@* Bibliography.
The publications, programs and pages that the chapters cite, by the key
in brackets that the text uses. The programs named here were read to
learn from, and their published numbers are checked by the tests; no
code of theirs is in this book.

\bibitem{Bryan 1996} Jerry Bryan (Robert G. Bryan). Messages to the
Cube-Lovers mailing list, 1996, among them the discussion with David Moews
of compact representations of positions. Archived in Alan Bawden's Cube-Lovers archive,
\.{ftp.ai.mit.edu/pub/cube-lovers}.
@^Bryan, Jerry@>
@^Cube-Lovers@>

\bibitem{Bryan 2020} Jerry Bryan. A generalization on the Shamir
method. The Domain of the Cube Forum, 18 July 2020,
\.{forum.cubeman.org/?q=node/view/581}.
@^Bryan, Jerry@>

\bibitem{Chen} Chen Shuang. {\it min2phase}, an implementation of
Kociemba's two-phase algorithm in Java and C, with its pruning-table
distributions; and {\it cube\_solver\_test}, sets of positions labelled
with their optimal length, from which the files of \.{tests/data} are
taken. \.{github.com/cs0x7f/min2phase},
\.{github.com/cs0x7f/cube\_solver\_test}.
@^Chen Shuang@>

\bibitem{Fiat 1989} Amos Fiat, Shahar Moses, Adi Shamir, Ilan Shimshoni
and G\'abor Tardos. Planning and learning in permutation groups. {\it
Proceedings of the 30th Annual Symposium on Foundations of Computer
Science (FOCS)}, IEEE, 1989. Shamir's method: products of two
lists in lexicographic order, and four lists.
@^Shamir, Adi@>
@^Fiat, Amos@>

\bibitem{Kociemba 1992} Herbert Kociemba. Close to God's algorithm.
{\it Cubism For Fun\/} 28 (1992), 10--13. The two-phase algorithm.
@^Kociemba, Herbert@>

\bibitem{Kociemba 1998} Herbert Kociemba. Optimal cube solver. Messages
to the Cube-Lovers mailing list, December 1998 (with Michael Reid's
replies). The optimal solver rebuilt in the chapter ``Kociemba's optimal
solver of 1998''.
@^Cube-Lovers@>
@^Reid, Michael@>

\bibitem{Kociemba web} Herbert Kociemba. The pages of Cube Explorer on
the two-phase algorithm, its coordinates, symmetries and pruning tables,
and on optimal solvers. \.{kociemba.org/cube.htm}; and his programs
{\it RubiksCube-TwophaseSolver\/} and {\it RubiksCube-OptimalSolver},
\.{github.com/hkociemba}, with the example positions and their optimal
solutions that the tests use.

\bibitem{Knuth 1984} Donald E. Knuth. Literate programming. {\it The
Computer Journal\/} 27 (1984), 97--111; reprinted in {\it Literate
Programming}, CSLI Lecture Notes 27, Center for the Study of Language
and Information, Stanford, 1992. The idea this book follows: a program
written to be read, its parts in the order of explanation.
@^Knuth, Donald E.@>
@^literate programming@>

\bibitem{Knuth--Levy} Donald E. Knuth and Silvio Levy. {\it The CWEB
System of Structured Documentation}, version 3.0 and later.
Addison-Wesley, 1994; the manual is distributed with CWEB
(\.{cwebman.tex}). The tools \.{ctangle} and \.{cweave} that make the
program and this book from the same files.
@^Levy, Silvio@>
@^CWEB@>

\bibitem{Korf 1997} Richard E. Korf. Finding optimal solutions to
Rubik's Cube using pattern databases. {\it Proceedings of the Fourteenth
National Conference on Artificial Intelligence (AAAI-97)}, 1997,
700--705. Iterative-deepening A$^*$ with pattern databases.
@^Korf, Richard E.@>

\bibitem{Moews 1996} David Moews. Implementing Shamir's method. Message
to the Cube-Lovers mailing list, 23 February 1996; in Alan Bawden's
archive (see Bryan 1996) and in Martin Sch\"onert's web copy of it.
@^Moews, David@>

\bibitem{OEIS} The On-Line Encyclopedia of Integer Sequences,
\.{oeis.org}. A079761: positions of the $2\times2\times2$ cube at each
distance (half-turn metric); A080601: positions of the cube at each
distance in the half-turn metric; A080602: the same in the quarter-turn
metric; A080627: the elements of the square group $\langle U2,D2,R2,L2,F2,B2\rangle$ at
each distance; A338883: the orders of the elements of the cube group.
@^OEIS@>

\bibitem{Rokicki 2013} Tomas Rokicki, Herbert Kociemba, Morley Davidson
and John Dethridge. The diameter of the Rubik's cube group is twenty.
{\it SIAM Journal on Discrete Mathematics\/} 27 (2013), 1082--1105;
reprinted in {\it SIAM Review\/} 56 (2014), 645--670. See also
\.{cube20.org}. God's number, 20.
@^Rokicki, Tomas@>
@^Davidson, Morley@>
@^Dethridge, John@>
@^God's number@>

\bibitem{Rokicki 2014} Tomas Rokicki and Morley Davidson. God's number
is 26 in the quarter-turn metric. \.{cube20.org/qtm}, 2014.
@^Rokicki, Tomas@>
@^Davidson, Morley@>

\bibitem{Rokicki cube20src} Tomas Rokicki. {\it cube20src}, the programs
of the computation of God's number, among them the CWEB programs
\.{cubepos.w} and \.{kocsymm.w}, the optimal solver {\it nxopt}, and the
two-phase solver {\it twophase} with its phase-1 table of the change of
distance under every move (\.{twophase.w}, \.{phase1prune.w}).
\.{github.com/rokicki/cube20src}.
@^nxopt@>

\bibitem{RFC 9112} Roy T. Fielding, Mark Nottingham and Julian Reschke.
HTTP/1.1. RFC 9112, Internet Engineering Task Force, 2022.
\.{www.rfc-editor.org/rfc/rfc9112}. The request line, the header fields
and the length of a message's body.
@^Fielding, Roy T.@>

\bibitem{Singmaster 1981} David Singmaster. {\it Notes on Rubik's
``Magic Cube''}. Enslow, 1981. The notation of faces and turns.
@^Singmaster, David@>

\bibitem{Sloan} Scott W. Sloan. An algorithm for profile and wavefront
reduction of sparse matrices. {\it International Journal for Numerical
Methods in Engineering\/} 23 (1986), 239--251.
@^Sloan, Scott@>

\bibitem{Tronto coordinates} Sebastiano Tronto. Cube coordinates.
\.{sebastiano.tronto.net}. The four kinds of coordinates of Nissy.
@^Tronto, Sebastiano@>

\bibitem{Tronto nissy} Sebastiano Tronto. {\it nissy}, a fewest-moves
solving assistant: EO, DR, finishes, NISS. Its classic version,
\.{github.com/sebastianotronto/nissy-classic}.
@^nissy@>

\bibitem{Tronto H48} Sebastiano Tronto. {\it nissy-core\/} and its
H48 optimal solver, described in \.{doc/h48.md}, with the distributions
of its tables in its tests and the benchmark positions (among them the
superflip of \.{tests/data}). \.{github.com/sebastianotronto/nissy-core}.
@^H48@>

\bibitem{WHATWG URL} WHATWG. URL, a living standard; its section on
the encoding of HTML forms, whose media type is
\.{application/x-www-form-urlencoded}. \.{url.spec.whatwg.org}.

@* Index.
Every identifier of the programs is listed here with the numbers of the
sections that use it; an underlined number marks the section that defines
it. Ideas, people and error messages are indexed too.
