\input bookmac
\def\covernote{\vbox{\rightskip=0pt plus 1fil
  \noindent A literate program in CWEB, in C. Each chapter is a layer:
  the cube, Kociemba's subgroup, coordinates, pruning tables, search.
  \.{make} builds the \.{cube} command from these pages,
  \.{make test} checks them, \.{make book} prints them.}}
\def\topofcontents{\null\vskip 1.5in
  \centerline{\titlefont A Rubik's Cube Solver}
  \vskip 20pt
  \centerline{\tenrm a literate program}
  \vskip 1.5in}
\frontcontents

@i cubepos.w
@i kocsymm.w
@i coord.w
@i prune.w
@i solve.w
@i pocket.w
@i kociemba98.w
@i h48.w

@* Index.
Every identifier of the programs is listed here with the numbers of the
sections that use it; an underlined number marks the section that defines
it. Ideas, people and error messages are indexed too.
