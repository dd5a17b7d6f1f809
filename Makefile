# The cube solver: a literate program in CWEB.
#
#   make            tangle the chapters and build ./cube
#   make test       build everything from the .w files and run every test
#   make book       weave all chapters into one PDF, book.pdf
#   make lint       weave each chapter alone; any cweave warning fails
#   make bench      print the performance figures
#   make demo       install what is missing, build, solve an example
#   make deps       install CWEB and TeX on a Debian machine if missing
#   make SAN=1 test the tests under AddressSanitizer and UBSan (in build-san/)
#   make clean

CHAPTERS := cubepos kocsymm coord prune solve pocket kociemba98 h48
LIBS     := cubepos kocsymm coord prune solve pocket kociemba98 h48
TESTS    := test_cubepos test_kocsymm test_coord test_prune test_solve test_pocket test_kociemba98 test_h48
BENCHES  := bench_cubepos bench_kocsymm bench_prune bench_solve bench_pocket bench_kociemba98

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
CFLAGS   += $(EXTRA_CFLAGS)

export CWEBINPUTS := $(CURDIR)/tex:$(CURDIR)
export TEXINPUTS  := $(CURDIR)/tex:

.DELETE_ON_ERROR:
.PHONY: all test book lint bench bench-optimal demo deps clean tangle

all: cube

# --- tangling: each chapter writes its .c, its .h and its tests -----------
STAMPS := $(CHAPTERS:%=$(B)/tangle/%.stamp)
$(B)/tangle/%.stamp: %.w tex/types.w
	@mkdir -p $(B)/tangle tests
	ctangle -bhp $< - >$(B)/tangle/$*.log || { cat $(B)/tangle/$*.log; exit 1; }
	@touch $@
tangle: $(STAMPS)

# --- compiling: compile from the top directory so #line paths resolve -----
OBJS := $(LIBS:%=$(B)/%.o)
$(B)/%.o: $(STAMPS)
	$(CC) $(CFLAGS) -c $*.c -o $@

$(B)/cube: $(OBJS) $(STAMPS)
	$(CC) $(CFLAGS) -D_DEFAULT_SOURCE -c cube.c -o $(B)/cube.o
	$(CC) $(CFLAGS) -o $@ $(B)/cube.o $(OBJS) $(LDLIBS)

cube: $(B)/cube
	ln -sf $(B)/cube cube

$(B)/tests/%: $(OBJS) $(STAMPS)
	@mkdir -p $(B)/tests
	$(CC) $(CFLAGS) -I. -Itests -o $@ tests/$*.c $(OBJS) $(LDLIBS)

# --- tests ------------------------------------------------------------------
test: deps $(B)/cube $(TESTS:%=$(B)/tests/%)
	@CUBE_TABLES=$(CURDIR)/$(B)/tables sh tests/run.sh $(B) $(TESTS)

# --- the book ---------------------------------------------------------------
book: deps book.pdf
book.pdf: tex/book.w tex/bookmac.tex tex/types.w $(CHAPTERS:=.w)
	@mkdir -p $(B)/book
	cd $(B)/book && cweave -bhp ../../tex/book.w - book
	cd $(B)/book && rm -f book.toc && for pass in 1 2; do \
	  pdftex -interaction=nonstopmode -halt-on-error book >/dev/null || \
	    { tail -20 book.log; exit 1; }; cp book.toc book-toc.tex; done
	@if grep -n 'Overfull\|destination with the same identifier' $(B)/book/book.log; \
	  then echo "book: fix the boxes and links above"; exit 1; fi
	cp $(B)/book/book.pdf book.pdf
	@sed -n 's/^Output written on \(.*\)$$/\1/p' $(B)/book/book.log

lint: deps
	@mkdir -p $(B)/lint
	@for w in $(CHAPTERS); do \
	  cweave -bhp $$w.w - $(B)/lint/$$w.tex || { echo "lint: $$w.w has cweave warnings"; exit 1; }; \
	done; echo "lint: every chapter weaves cleanly"

# --- benchmarks and the demo -------------------------------------------------
bench: $(B)/cube $(BENCHES:%=$(B)/tests/%) $(B)/tests/bench_optimal
	@for b in $(BENCHES); do $(B)/tests/$$b; done
	@sh tests/bench_optimal.sh $(B)

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

clean:
	rm -rf build build-san cube book.pdf
	rm -f $(CHAPTERS:=.c) $(CHAPTERS:=.h) cube.c tests/check.h tests/test_*.c tests/bench_*.c
