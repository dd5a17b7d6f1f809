\input bookmac
\def\covernote{\vbox{\rightskip=0pt plus 1fil
  \noindent A literate program in CWEB, in C. Each chapter is a layer:
  the cube, Kociemba's subgroup, coordinates, pruning tables, search.
  \.{make} builds the \.{cube} command from these pages,
  \.{make test} checks them, \.{make book} prints them.}}
\frontcontents

@i intro.w
@i cubepos.w
@i kocsymm.w
@i coord.w
@i prune.w
@i solve.w
@i command.w
@i pocket.w
@i kociemba98.w
@i h48.w
@i step.w
@i coset.w
@i libcube.w

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

\bibitem{Chen} Chen Shuang. {\it min2phase}, an implementation of
Kociemba's two-phase algorithm in Java and C, with its pruning-table
distributions; and {\it cube\_solver\_test}, sets of positions labelled
with their optimal length, from which the files of \.{tests/data} are
taken. \.{github.com/cs0x7f/min2phase},
\.{github.com/cs0x7f/cube\_solver\_test}.
@^Chen Shuang@>

\bibitem{Kociemba 1992} Herbert Kociemba. Close to God's algorithm.
{\it Cubism For Fun\/} 28 (1992), 10--13. The two-phase algorithm.
@^Kociemba, Herbert@>

\bibitem{Kociemba 1998} Herbert Kociemba. Optimal cube solver. Messages
to the Cube-Lovers mailing list, December 1998 (with Michael Reid's
replies). The optimal solver rebuilt in the last chapter.
@^Cube-Lovers@>
@^Reid, Michael@>

\bibitem{Kociemba web} Herbert Kociemba. The pages of Cube Explorer on
the two-phase algorithm, its coordinates, symmetries and pruning tables,
and on optimal solvers. \.{kociemba.org/cube.htm}; and his programs
{\it RubiksCube-TwophaseSolver\/} and {\it RubiksCube-OptimalSolver},
\.{github.com/hkociemba}, with the example positions and their optimal
solutions that the tests use.

\bibitem{Korf 1997} Richard E. Korf. Finding optimal solutions to
Rubik's Cube using pattern databases. {\it Proceedings of the Fourteenth
National Conference on Artificial Intelligence (AAAI-97)}, 1997,
700--705. Iterative-deepening A$^*$ with pattern databases.
@^Korf, Richard E.@>

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

@* Index.
Every identifier of the programs is listed here with the numbers of the
sections that use it; an underlined number marks the section that defines
it. Ideas, people and error messages are indexed too.
