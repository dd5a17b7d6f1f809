# The cube solver: a literate program in CWEB.
#
#   make            tangle the chapters; build ./cube, libcube.a/.so, cube.1
#   make install    PREFIX=/usr/local DESTDIR=: program, library, header,
#                   pkg-config file, manual page, book, Python module
#   make uninstall  the same PREFIX and DESTDIR
#   make test       build everything from the .w files and run every test
#   make check CHAPTERS="a b"  the tests of chapters a and b only: their test
#                   programs and command-line tests, with the user's CUBE_TABLES
#   make new-chapter NAME=x  start chapter x.w from the example chapter, and
#                   add it to the book's list (tex/book.w)
#   make readme     the README's table of chapters, from the book's list
#   make book       weave all chapters into one PDF, book.pdf
#   make figures    the book's measured figures, build/book/figures.tex, from
#                   the run files runs/*.run (runs/README; make book makes it)
#   make lint       weave each chapter alone; fail on cweave's warnings and on
#                   code it typesets badly (tests/lint.sh); one chapter or a
#                   few: make lint CHAPTERS="cubepos prune"
#   make bench      print the performance figures
#   make bench-coset  the coset solver against hcoset (HCOSET=path), 2 cosets
#   make demo       install what is missing, build, solve an example
#   make deps       install CWEB and TeX on a Debian machine if missing
#   make test-deps  install what make test needs besides (make test calls it)
#   make SAN=1 test the tests under AddressSanitizer and UBSan (in build-san/)
#   make TSAN=1 test the tests under ThreadSanitizer (in build-tsan/)
#   make test-sanitizers  the threaded suites under ASan+UBSan and TSan (CI)
#   make fuzz       run the fuzzers (Clang's libFuzzer) FUZZ_SECONDS each (60)
#   make clean

# BOOK is the one list of chapters, in the order of the book: the lines
# "@i NAME.w" of tex/book.w. Everything else is derived from it: a chapter
# NAME.w tangles NAME.c and NAME.h, and its test, command-line test and
# benchmark programs are those it writes (@(tests/test_NAME.c@>=,
# @(tests/cli_NAME.c@>=, @(tests/bench_NAME.c@>=).
# TEXTONLY chapters (the introduction, the measurements) have no code: they
# are woven and linted, never tangled (ctangle fails on a file with no
# program text).
BOOK     := $(shell sed -n 's/^@i \([A-Za-z0-9_]*\)\.w[ 	]*$$/\1/p' tex/book.w)
TEXTONLY := intro measure
CODE     := $(filter-out $(TEXTONLY),$(BOOK))
# the chapters numbered in the text (\chapno): all but the introduction
NUMBERED := $(filter-out intro,$(BOOK))
# EXTRA_CHAPTERS are chapters outside the book, built into a program of
# their own, PROG (tests/extension.sh builds the example chapter so).
EXTRA_CHAPTERS ?=
PROG     ?= cube
vpath %.w tests/example
ALL      := $(CODE) $(EXTRA_CHAPTERS)
LIBS     := $(ALL)
source    = $(firstword $(wildcard $(1).w tests/example/$(1).w))
writes    = $(shell grep -l '^@.tests/$(1)_$(2)\.c@>=' $(call source,$(2)) 2>/dev/null)
TESTS    := $(foreach c,$(ALL),$(if $(call writes,test,$(c)),test_$(c)) \
              $(if $(call writes,example,$(c)),example_$(c)))
CLIS     := $(foreach c,$(ALL),$(if $(call writes,cli,$(c)),cli_$(c)))
# command-line tests kept as a shell script, tests/cli_NAME.sh, run beside them
CLISH    := $(foreach c,$(ALL),$(if $(wildcard tests/cli_$(c).sh),cli_$(c).sh))
BENCHES  := $(foreach c,$(CODE),$(if $(call writes,bench,$(c)),bench_$(c)))
FUZZERS  := $(foreach c,$(CODE),$(foreach f,$(shell sed -n 's/^@.tests\/\(fuzz_[a-z0-9_]*\)\.c@>=.*/\1/p' $(c).w),$(f)))

B        := build
CC       ?= cc
OPT      ?= -O2
CFLAGS   := -std=c11 $(OPT) -g -Wall -Wextra -pthread -D_POSIX_C_SOURCE=200809L
LDLIBS   := -lm -pthread
ifeq ($(SAN),1)
B        := build-san
CFLAGS   += -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDLIBS   += -fsanitize=address,undefined
endif
# the Python and installation tests load the shared library into programs
# built without the sanitizers, so they run in the plain build only
LIBRARY_TESTS := 1
ifeq ($(SAN),1)
LIBRARY_TESTS :=
endif
ifeq ($(TSAN),1)
LIBRARY_TESTS :=
B        := build-tsan
CFLAGS   += -fsanitize=thread
LDLIBS   += -fsanitize=thread
endif
ifeq ($(FUZZ),1)
LIBRARY_TESTS :=
B        := build-fuzz
CC       := clang
CFLAGS   += -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer
LDLIBS   += -fsanitize=address,undefined
endif
CFLAGS   += $(EXTRA_CFLAGS)
# the one version: the book's (\bookversion in tex/book.w), given to the C
# code as CUBE_VERSION_TEXT, written into the installed header and cube.pc
VERSION  := $(shell sed -n 's/^\\def\\bookversion{\(.*\)}$$/\1/p' tex/book.w)
CFLAGS   += '-DCUBE_VERSION_TEXT="$(VERSION)"'

export CWEBINPUTS := $(CURDIR)/tex:$(CURDIR)
export TEXINPUTS  := $(CURDIR)/tex:

.DELETE_ON_ERROR:
.PHONY: all install uninstall test check book figures FORCE lint bench bench-optimal demo deps test-deps \
  test-sanitizers clean tangle fuzz \
  new-chapter readme

all: cube

# --- tangling: each chapter writes its .c, its .h and its tests -----------
# A file that ctangle writes again with the same text keeps its old time,
# so that a change to one chapter recompiles only what its changed headers
# reach (the objects' dependencies on headers come from the compiler, -MMD).
# ctangle ignores the format lines (@s), so tex/types.w is no dependency.
STAMPS := $(ALL:%=$(B)/tangle/%.stamp)
BOOK_STAMPS := $(CODE:%=$(B)/tangle/%.stamp)
outputs   = $*.c $$(sed -n 's/^@(\([^@]*\)@>=.*/\1/p' $<)
$(B)/tangle/%.stamp: %.w
	@mkdir -p $(B)/tangle/keep tests
	@for f in $(outputs); do [ ! -f $$f ] || cp -p $$f $(B)/tangle/keep/$$(echo $$f | tr / _); done
	ctangle -bhp $< - >$(B)/tangle/$*.log || { cat $(B)/tangle/$*.log; exit 1; }
	@for f in $(outputs); do k=$(B)/tangle/keep/$$(echo $$f | tr / _); \
	  if [ -f $$k ] && cmp -s $$k $$f; then touch -r $$k $$f; fi; rm -f $$k; done
	@touch $@
tangle: $(STAMPS)

# --- registering: cube_register_chapters, written from the book's list -----
# Each chapter that defines "void NAME_register(void)" (its coordinates,
# families, sub-commands) is called from one routine, written here in the
# order of the book; the program, the library and the tests call it (the
# command chapter explains why no constructors). One file for each program,
# since a program built with EXTRA_CHAPTERS registers those too; rewritten
# only when its text changes.
REGISTERED := $(foreach c,$(ALL),$(if $(shell grep -l '^void $(c)_register(void)' \
                $(call source,$(c)) 2>/dev/null),$(c)))
CHAPTERS_C := $(B)/chapters-$(PROG).c
$(CHAPTERS_C): tex/book.w Makefile $(foreach c,$(ALL),$(call source,$(c)))
	@mkdir -p $(B)
	@{ echo '/* written by make from the book'"'"'s list of chapters; do not edit */'; \
	  echo '#include <pthread.h>'; echo 'void cube_register_chapters(void);'; \
	  for c in $(REGISTERED); do echo "void $${c}_register(void);"; done; \
	  echo 'static void register_all(void)'; echo '{'; \
	  for c in $(REGISTERED); do echo "  $${c}_register();"; done; echo '}'; \
	  echo 'void cube_register_chapters(void)'; echo '{'; \
	  echo '  static pthread_once_t once=PTHREAD_ONCE_INIT;'; \
	  echo '  pthread_once(&once,register_all);'; echo '}'; } >$@.new
	@if cmp -s $@.new $@; then rm -f $@.new; else mv -f $@.new $@; fi
$(B)/chapters-$(PROG).o: $(CHAPTERS_C)
	$(CC) $(CFLAGS) -c $< -o $@
$(B)/pic/chapters-$(PROG).o: $(CHAPTERS_C)
	@mkdir -p $(B)/pic
	$(CC) $(CFLAGS) -fPIC -fvisibility=hidden -c $< -o $@

# --- compiling: compile from the top directory so #line paths resolve -----
OBJS := $(LIBS:%=$(B)/%.o) $(B)/chapters-$(PROG).o
$(B)/%.o: $(B)/tangle/%.stamp | $(BOOK_STAMPS)
	$(CC) $(CFLAGS) -MMD -MP -c $*.c -o $@
-include $(LIBS:%=$(B)/%.d)

# the server's chapter compiles its page (web/) into serve.o
$(B)/serve.o $(B)/pic/serve.o: $(wildcard web/*.html web/*.css web/*.js web/*.svg)

# the program: command.w writes its main routine to cube.c
$(B)/$(PROG): $(OBJS) $(STAMPS)
	$(CC) $(CFLAGS) -c cube.c -o $(B)/cube.o
	$(CC) $(CFLAGS) -o $@ $(B)/cube.o $(OBJS) $(LDLIBS)

cube: $(B)/cube $(B)/libcube.a $(B)/libcube.so $(B)/cube.1 $(B)/cube.3
	ln -sf $(B)/cube cube

# --- the library (libcube.w): static, and shared from position-independent
# objects; the manual page is written by the program from its own help ------
SONAME  := libcube.so.0
PICOBJS := $(LIBS:%=$(B)/pic/%.o) $(B)/pic/chapters-$(PROG).o
# only the public API (libcube_*) is exported: hidden visibility, and a
# version script that makes every other name local (libcube.w explains why)
$(B)/pic/%.o: $(STAMPS)
	@mkdir -p $(B)/pic
	$(CC) $(CFLAGS) -fPIC -fvisibility=hidden -c $*.c -o $@
$(B)/libcube.map:
	@mkdir -p $(B)
	printf '%s\n' '{' '  global: libcube_*;' '  local: *;' '};' >$@
# the static library is one relocatable object, every name in it but
# libcube_* made local, so that it keeps to itself as the shared one does
OBJCOPY ?= objcopy
$(B)/libcube.a: $(OBJS)
	rm -f $@ $(B)/libcube-all.o $(B)/libcube-archive.o
	$(CC) -nostdlib -r -o $(B)/libcube-all.o $(OBJS)
	$(OBJCOPY) -w --keep-global-symbol='libcube_*' $(B)/libcube-all.o $(B)/libcube-archive.o
	rm -f $(B)/libcube-all.o; ar rcs $@ $(B)/libcube-archive.o; rm -f $(B)/libcube-archive.o
$(B)/$(SONAME): $(PICOBJS) $(B)/libcube.map
	$(CC) $(CFLAGS) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=$(B)/libcube.map \
	  -o $@ $(PICOBJS) $(LDLIBS)
$(B)/libcube.so: $(B)/$(SONAME)
	ln -sf $(SONAME) $@
$(B)/cube.1: $(B)/cube
	$(B)/cube --man >$@
# the header as it is installed: without #line directives and section
# markers, with the version written out (each call's contract is a comment)
$(B)/cube.h: $(STAMPS)
	@mkdir -p $(B)
	{ echo '/* cube.h: the library of the cube solver (libcube); the chapter "The library"'; \
	  echo '   of the book, cube.pdf, documents every routine. */'; \
	  sed -e '/^#line /d' -e 's#/\*:*[0-9][0-9]*:*\*/##g' \
	    -e 's#^\(\#define LIBCUBE_VERSION\) CUBE_VERSION_TEXT.*#\1 "$(VERSION)"#' cube.h | cat -s; } >$@
# the library's manual page, section 3: its calls, as that header declares them
$(B)/cube.3: $(B)/cube.h
	{ printf '%s\n' '.TH CUBE 3 "" "cube $(VERSION)" "Library Functions"' '.SH NAME' \
	  'libcube \- the cube solver as a C library (two-phase, optimal, pocket cube, steps)' \
	  '.SH SYNOPSIS' '.nf' '.B #include <cube.h>' '.PP' \
	  'cc prog.c $$(pkg-config \-\-cflags \-\-libs cube)' '.fi' '.SH DESCRIPTION' \
	  'Positions and solutions cross the interface as text, in the notations of' \
	  '.BR cube (1).' 'Every routine returns a negative LIBCUBE_* on failure, with a message' \
	  'in its err buffer, and never ends the program; after libcube_init every routine' \
	  'may be called from any number of threads. The calls, as cube.h declares them:' \
	  '.PP' '.nf'; \
	  sed -n '/LIBCUBE_VERSION/,/^LIBCUBE_END/p' $(B)/cube.h | sed -e '/^LIBCUBE_END/d' \
	    -e 's/\\/\\e/g' -e "s/^[.']/\\\&&/"; \
	  printf '%s\n' '.fi' '.SH SEE ALSO' '.BR cube (1);' \
	  'the book of the program, cube.pdf, whose chapter "The library" explains each call.'; \
	} >$@
$(B)/tests/example_%: $(B)/libcube.a $(STAMPS)
	@mkdir -p $(B)/tests
	$(CC) $(CFLAGS) -I. -o $@ tests/example_$*.c $(B)/libcube.a $(LDLIBS)

# --- make install PREFIX=... DESTDIR=...: the program, the library, its
# header and pkg-config file, the manual page, the book, the Python module --
PREFIX  ?= /usr/local
BINDIR  := $(PREFIX)/bin
LIBDIR  := $(PREFIX)/lib
INCDIR  := $(PREFIX)/include
MANDIR  := $(PREFIX)/share/man/man1
MAN3DIR := $(PREFIX)/share/man/man3
DOCDIR  := $(PREFIX)/share/doc/cube
# the Python package goes to the directory under PREFIX that python3 searches
# (Debian's: /usr/local/lib/python3.X/dist-packages for /usr/local, the user's
# site-packages for ~/.local), else to PREFIX/lib/python3.X/site-packages
PYTHON  ?= python3
PYDIR   := $(shell $(PYTHON) -c 'import os,site,sys,sysconfig; p=os.path.abspath("$(PREFIX)"); \
  d=[x for x in sys.path+[site.getusersitepackages()] if x.startswith(p+"/lib/") and x.endswith("-packages")]; \
  print(d[0] if d else sysconfig.get_path("purelib","posix_prefix",{"base":p,"platbase":p}))' 2>/dev/null)
INSTALLED = $(BINDIR)/cube $(LIBDIR)/libcube.a $(LIBDIR)/$(SONAME) $(LIBDIR)/libcube.so \
  $(INCDIR)/cube.h $(LIBDIR)/pkgconfig/cube.pc $(MANDIR)/cube.1 $(MAN3DIR)/cube.3 $(DOCDIR)/cube.pdf
install: $(B)/cube $(B)/libcube.a $(B)/libcube.so $(B)/cube.1 $(B)/cube.h $(B)/cube.3
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(INCDIR) \
	  $(DESTDIR)$(MANDIR) $(DESTDIR)$(MAN3DIR) $(DESTDIR)$(DOCDIR)
	install -m 755 $(B)/cube $(DESTDIR)$(BINDIR)/cube
	install -m 644 $(B)/libcube.a $(DESTDIR)$(LIBDIR)/libcube.a
	install -m 755 $(B)/$(SONAME) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libcube.so
	install -m 644 $(B)/cube.h $(DESTDIR)$(INCDIR)/cube.h
	install -m 644 $(B)/cube.1 $(DESTDIR)$(MANDIR)/cube.1
	install -m 644 $(B)/cube.3 $(DESTDIR)$(MAN3DIR)/cube.3
	printf '%s\n' 'prefix=$(PREFIX)' 'libdir=$${prefix}/lib' 'includedir=$${prefix}/include' '' \
	  'Name: cube' 'Description: Rubik'"'"'s cube solver: two-phase, optimal, pocket cube' \
	  'Version: $(VERSION)' 'Libs: -L$${libdir} -Wl,-rpath,$${libdir} -lcube' \
	  'Libs.private: -lm -pthread' 'Cflags: -I$${includedir}' >$(DESTDIR)$(LIBDIR)/pkgconfig/cube.pc
	@# the book: made here if TeX and CWEB are installed (make deps), else said
	if command -v pdftex >/dev/null && command -v cweave >/dev/null && $(MAKE) -s book.pdf; \
	  then install -m 644 book.pdf $(DESTDIR)$(DOCDIR)/cube.pdf; \
	  else echo "install: the book (cube.pdf) was not made: it needs TeX and CWEB (make deps)"; fi
	if [ -n "$(PYDIR)" ]; then install -d $(DESTDIR)$(PYDIR)/cube && \
	  sed 's#@LIBDIR@#$(LIBDIR)#' python/cube/__init__.py >$(DESTDIR)$(PYDIR)/cube/__init__.py && \
	  install -m 644 python/cube/py.typed $(DESTDIR)$(PYDIR)/cube/py.typed; \
	  else echo "install: no python3; the Python package was not installed"; fi
uninstall:
	rm -f $(addprefix $(DESTDIR),$(INSTALLED))
	if [ -n "$(PYDIR)" ]; then rm -rf $(DESTDIR)$(PYDIR)/cube $(DESTDIR)$(PYDIR)/cube.py; fi
	-rmdir $(DESTDIR)$(DOCDIR) 2>/dev/null

$(B)/tests/%: $(OBJS) $(STAMPS)
	@mkdir -p $(B)/tests
	$(CC) $(CFLAGS) -I. -Itests -o $@ tests/$*.c $(OBJS) $(LDLIBS)

# the command-line tests of a chapter need no object of the program: they run it
$(B)/tests/cli_%: $(STAMPS)
	@mkdir -p $(B)/tests
	$(CC) $(CFLAGS) -I. -Itests -o $@ tests/cli_$*.c

# --- tests ------------------------------------------------------------------
# make test: every chapter's test programs and command-line tests, then the
# tests of the whole program (tests/run.sh), with tables of its own in
# $(B)/tables. The fuzzers run for FUZZ_SECONDS each, when Clang is
# installed (see tests/fuzz.sh); make test gives them a short run.
test: test-deps book.pdf cube $(TESTS:%=$(B)/tests/%) $(CLIS:%=$(B)/tests/%)
	@CUBE_TABLES=$(CURDIR)/$(B)/tables FUZZ_SECONDS=$${FUZZ_SECONDS:-10} WHOLE=1 \
	  FUZZERS="$(FUZZERS)" LIBRARY_TESTS=$(LIBRARY_TESTS) sh tests/run.sh $(B) $(TESTS) $(CLIS) \
	  $(CLISH)

# make check CHAPTERS="pocket kociemba98": those chapters' own test programs
# and command-line tests, nothing else, with the tables of the user's cache
# (CUBE_TABLES, else ~/.cache/cube); with no CHAPTERS, every chapter's.
# SKIP_CHECKS names checks left out (make test-sanitizers uses it).
CHECKS = $(filter-out $(SKIP_CHECKS),$(if $(CHAPTERS),$(filter $(foreach c,$(CHAPTERS),test_$(c) \
           example_$(c) cli_$(c) cli_$(c).sh),$(TESTS) $(CLIS) $(CLISH)),$(TESTS) $(CLIS) $(CLISH)))
check: deps $(B)/$(PROG) $(patsubst %,$(B)/tests/%,$(filter-out %.sh,$(CHECKS)))
	@CUBE=$(B)/$(PROG) WHOLE= sh tests/run.sh $(B) $(CHECKS)

# --- fuzzing (libFuzzer, Clang) ---------------------------------------------
FUZZ_SECONDS ?= 60
fuzz:
	@FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz.sh $(FUZZERS)
$(B)/fuzz/%: $(OBJS) $(STAMPS)
	@mkdir -p $(B)/fuzz
	$(CC) $(CFLAGS) -fsanitize=fuzzer -I. -Itests -o $@ tests/$*.c $(OBJS) $(LDLIBS)

# --- the book ---------------------------------------------------------------
# The measured figures: written from the run files (runs/README), never by
# hand; tests/figures_tex.sh refuses a figure with two values. Written at
# every make, and replaced only when its text changes (a run file removed
# changes it too), so that the book is remade only then.
RUNS = $(wildcard runs/*.run)
figures: $(B)/book/figures.tex
$(B)/book/figures.tex: FORCE
	@mkdir -p $(B)/book
	@sh tests/figures_tex.sh $(RUNS) >$@.new || { rm -f $@.new; exit 1; }
	@if cmp -s $@.new $@; then rm -f $@.new; else mv -f $@.new $@; echo "figures: $@ written"; fi
FORCE:
book: deps book.pdf
book.pdf: tex/book.w tex/bookmac.tex $(B)/book/figures.tex tex/types.w $(BOOK:=.w)
	@mkdir -p $(B)/book
	@n=0; { printf '\\def\\chapterlist{'; for c in $(NUMBERED); do n=$$((n+1)); \
	  printf '\\do{%s}{%d}' $$c $$n; done; echo '}'; n=0; for c in $(NUMBERED); do n=$$((n+1)); \
	  printf '\\expandafter\\def\\csname chapno:%s\\endcsname{%d}\n' $$c $$n; done; \
	} >$(B)/book/chapters.tex
	cd $(B)/book && cweave -bhp ../../tex/book.w - book
	cd $(B)/book && rm -f book.toc && for pass in 1 2; do \
	  pdftex -interaction=nonstopmode -halt-on-error book >/dev/null || \
	    { tail -20 book.log; exit 1; }; cp book.toc book-toc.tex; done
	@if grep -n 'Overfull\|destination with the same identifier\|^Short page' $(B)/book/book.log; \
	  then echo "book: fix the boxes, links and short pages above"; exit 1; fi
	cp $(B)/book/book.pdf book.pdf
	@sed -n 's/^Output written on \(.*\)$$/\1/p' $(B)/book/book.log

lint: deps
	@sh tests/readme.sh | cmp -s - README.md || { sh tests/readme.sh | diff README.md -; \
	  echo "lint: README.md's table of chapters is not that of tex/book.w and the chapters' \
	  lines \"@q README: ... @>\": run make readme"; exit 1; }
	@LINT_DIR=$(B)/lint sh tests/lint.sh --self-test
	@sh tests/figures_tex.sh --self-test
	@sh tests/figures.sh
	@LINT_DIR=$(B)/lint sh tests/lint.sh $(addsuffix .w,$(or $(CHAPTERS),$(BOOK)))

# the README's table of chapters, from the book's list (tests/readme.sh)
readme:
	sh tests/readme.sh >README.md.new && mv README.md.new README.md

# --- make new-chapter NAME=x: the example chapter under a new name, in the
# book's list before the library; it builds and passes its tests as it is
new-chapter:
	@case "$(NAME)" in [a-z]*) ;; *) echo "make new-chapter NAME=x (a lower-case name)"; exit 2;; esac
	@if [ -e $(NAME).w ] || grep -q '^@i $(NAME)\.w' tex/book.w; then \
	  echo "new-chapter: $(NAME).w exists or is in tex/book.w"; exit 1; fi
	sh tests/new-chapter.sh $(NAME)

# --- benchmarks and the demo -------------------------------------------------
bench: $(B)/cube $(BENCHES:%=$(B)/tests/%) $(B)/tests/bench_optimal
	@for b in $(filter-out bench_twophase,$(BENCHES)); do $(B)/tests/$$b; done
	@sh tests/bench_twophase.sh $(B)
	@sh tests/bench_short.sh $(B)/cube
	@sh tests/bench_step.sh $(B)
	@sh tests/bench_optimal.sh $(B)
	@sh tests/bench_coset.sh $(B)
	@if [ -n "$(HCOSET)" ]; then HCOSET="$(HCOSET)" sh tests/bench_coset_run.sh $(B) runs/coset-random.run && HCOSET="$(HCOSET)" sh tests/bench_coset_run.sh $(B) runs/coset-superflip.run superflip; fi

# the coset solver alone (two cosets within 20 moves; HCOSET= a build of hcoset,
# with which the run files runs/coset-random.run and runs/coset-superflip.run are written anew)
bench-coset: $(B)/cube
	@sh tests/bench_coset.sh $(B)
	@if [ -n "$(HCOSET)" ]; then HCOSET="$(HCOSET)" sh tests/bench_coset_run.sh $(B) runs/coset-random.run && HCOSET="$(HCOSET)" sh tests/bench_coset_run.sh $(B) runs/coset-superflip.run superflip; fi

# the optimal solver alone (about an hour; see tests/bench_optimal.sh)
bench-optimal: $(B)/cube $(B)/tests/bench_optimal
	@sh tests/bench_optimal.sh $(B)

demo: deps cube
	./cube show --no-colour "R U R' U'"
	./cube scramble 2 --seed 1 --facelets
	./cube invert "R U R' U'"
	./cube solve "D2 F' R U2 B L' D R2 F U' L2 B2"
	./cube solve --optimal --table small "R U F' L2 D B2"

# --- dependencies on a fresh Debian machine ---------------------------------
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
deps:
	@if command -v ctangle >/dev/null && command -v cweave >/dev/null && \
	    command -v pdftex >/dev/null && kpsewhich cwebmac.tex >/dev/null 2>&1 && \
	    command -v $(CC) >/dev/null; then :; else \
	  echo "installing CWEB, TeX and a C compiler with apt-get"; \
	  $(SUDO) apt-get update && $(SUDO) apt-get install -y gcc make \
	    texlive-binaries texlive-base texlive-plain-generic texlive-extra-utils; \
	fi

# make test-deps: what the whole of make test needs beyond the build, as
# .ci/run installs it: Clang (the fuzzers), GNU parallel and pkg-config (the
# recipe and the installed example), poppler-utils (the book's examples),
# curl, Chromium and Node.js with playwright-core (the page), python3-venv
# (pip install . in a fresh environment). make test calls it; with
# TEST_DEPS=no it only says what is missing (the tests that need it skip).
TEST_DEPS ?= yes
test-deps: deps
	@missing=""; \
	command -v clang >/dev/null || missing="$$missing clang"; \
	command -v parallel >/dev/null || missing="$$missing parallel"; \
	command -v rsync >/dev/null || missing="$$missing rsync"; \
	command -v pkg-config >/dev/null || missing="$$missing pkg-config"; \
	command -v pdftotext >/dev/null || missing="$$missing poppler-utils"; \
	command -v curl >/dev/null || missing="$$missing curl"; \
	command -v chromium >/dev/null || missing="$$missing chromium"; \
	command -v npm >/dev/null || missing="$$missing nodejs npm"; \
	python3 -c 'import ensurepip, venv' 2>/dev/null || missing="$$missing python3-venv"; \
	if [ -n "$$missing" ] && [ "$(TEST_DEPS)" = yes ]; then \
	  echo "installing what the tests need with apt-get:$$missing"; \
	  $(SUDO) apt-get update && $(SUDO) apt-get install -y $$missing; \
	elif [ -n "$$missing" ]; then echo "test-deps: missing:$$missing (those tests skip)"; fi
	@if [ "$(TEST_DEPS)" = yes ] && command -v npm >/dev/null && \
	    [ ! -d tests/browser/node_modules/playwright-core ]; then \
	  (cd tests/browser && npm ci --no-audit --no-fund); fi

# make test-sanitizers: the suites that run threads (the server, the coset
# solver at small bounds, without the campaign recipes, which are shell around
# whole runs; Shamir's method, the batch driver) built with
# AddressSanitizer and UBSan, then with ThreadSanitizer, over the tables of
# make test (build/tables, made first by the plain program); the batch test
# with one seed of its five, since each of its runs loads the tables anew.
# Under ThreadSanitizer the coset command's and the server's shell tests are
# left out: each of their runs loads the tables anew, ten times slower there,
# and their threads are those of test_coset and test_serve, which run.
# Under AddressSanitizer (CUBE_SANITIZED=1) the coset command's runs of its
# cover are left out too: each makes the cover anew, which test_coset
# checks under that sanitizer once.
# .ci/run runs it.
SANITIZED := serve shamir coset
test-sanitizers: cube
	@CUBE_TABLES=$(CURDIR)/$(B)/tables $(B)/cube solve --optimal --table small "R U" >/dev/null
	@for s in SAN TSAN; do \
	  skip=$$( [ $$s = TSAN ] && echo cli_coset.sh cli_serve.sh ); \
	  CUBE_TABLES=$(CURDIR)/$(B)/tables CUBE_NO_RECIPES=1 CUBE_SANITIZED=1 $(MAKE) -s $$s=1 check CHAPTERS="$(SANITIZED)" \
	    SKIP_CHECKS="$$skip" || exit 1; \
	  b=$$( [ $$s = SAN ] && echo build-san || echo build-tsan ); \
	  CUBE_TABLES=$(CURDIR)/$(B)/tables CUBE=$$b/cube BATCH_SEEDS=1 bash tests/batch.sh \
	    >$$b/batch.log 2>&1; \
	  r=$$?; tail -1 $$b/batch.log; [ $$r -eq 0 ] || { cat $$b/batch.log; exit 1; }; \
	done

clean:
	rm -rf build build-san build-tsan build-fuzz cube book.pdf
	rm -f $(LIBS:=.c) $(LIBS:=.h) cube.c tests/check.h tests/cli.h tests/cubetest.h tests/solvetest.h tests/test_*.c tests/bench_*.c \
	  tests/cli_*.c
