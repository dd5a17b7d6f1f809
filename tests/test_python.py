"""Tests of the Python binding (python/cube.py) over the shared library.
Run by make test when python3 is present: CUBE_LIBRARY names the library of
the build, CUBE_TABLES the table cache. Ends with "python: P passed, F failed"."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import cube

passed = failed = 0
def check(name, test):
    global passed, failed
    try:
        ok = test()
    except Exception as e:          # an unexpected exception is a failure
        ok, name = False, f"{name}: {type(e).__name__}: {e}"
    if ok:
        passed += 1
    else:
        failed += 1
        print(f"tests/test_python.py: {name}")

SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB"
def solves(pos, sol):
    return cube.parse(f"{pos} {sol}") == SOLVED

def raises(f, phrase, kind=cube.Error):
    try:
        f()
    except kind as e:
        return phrase in str(e)
    return False

# the library refuses a call from its own routine of progress (it would
# wait for a lock its thread holds): the routine of progress is called
# here from the build of a table, the pocket cube's, in a directory that
# lacks it, whose lock the test holds so that the build says it waits;
# first, before anything loads the pocket table
def tables_without_pocket():
    """A new directory of links to the tests' tables, all but the pocket cube's."""
    import glob, tempfile
    src = os.environ.get("CUBE_TABLES") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "cube")
    d = tempfile.mkdtemp()
    for f in glob.glob(os.path.join(os.path.abspath(src), "*")):
        if not os.path.basename(f).startswith("pocket-"):
            os.symlink(f, os.path.join(d, os.path.basename(f)))
    return d
def progress_calls_back():
    import fcntl, shutil
    d = tables_without_pocket()
    lock = open(os.path.join(d, "pocket-m001ff-e4.tbl.lock"), "w")
    fcntl.flock(lock, fcntl.LOCK_EX)
    seen = []
    def report(line):
        if not seen:
            seen.append(raises(lambda: cube.solve("R"), "own callback", cube.InputError))
            seen.append(cube.parse("R") == cube.parse("R U U'"))
            cube.set_progress(None)
            lock.close()
    try:
        cube.init(tables=d)
        cube.set_progress(report)
        return solves("R U F' R2", cube.solve_pocket("R U F' R2")) and seen == [True, True]
    finally:
        cube.set_progress(None)
        shutil.rmtree(d)
        cube.init(tables=os.environ.get("CUBE_TABLES"))
check("progress calls back", progress_calls_back)
# by default the lines of progress of a table being made go to standard
# error, and CUBE_QUIET=1 silences them: the pocket table made in a
# directory of links to the tests' tables, by a second Python, while this
# one holds the table's lock for a second (so that the build says it waits)
def progress_by_default(quiet):
    import fcntl, shutil, subprocess, time
    d = tables_without_pocket()
    try:
        env = dict(os.environ, CUBE_TABLES=d, CUBE_QUIET="1" if quiet else "0")
        pkg = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python")
        lock = open(os.path.join(d, "pocket-m001ff-e4.tbl.lock"), "w")
        fcntl.flock(lock, fcntl.LOCK_EX)
        p = subprocess.Popen([sys.executable, "-c", "import sys; sys.path.insert(0, %r); "
                              "import cube; print(cube.solve_pocket('R U'))" % pkg],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        # the lock is let go once the child says that it waits (on a loaded
        # machine its start may take longer than any fixed sleep), or, when
        # it is to be quiet, after two seconds
        first = ""
        if quiet:
            time.sleep(2)
        else:
            deadline = time.time() + 60
            while time.time() < deadline:
                line = p.stderr.readline()
                first += line
                if not line or "waiting for another process" in line:
                    break
        lock.close()
        out, err = p.communicate(timeout=120)
        said = "waiting for another process" in first + err
        return out.strip() == "U' R'" and said != quiet
    finally:
        shutil.rmtree(d)
check("progress on standard error by default", lambda: progress_by_default(False))
check("CUBE_QUIET=1 silences it", lambda: progress_by_default(True))

pos = "D2 F' R U2 B L' D R2 F U' L2 B2"
check("solve", lambda: solves(pos, cube.solve(pos)) and len(cube.solve(pos).split()) <= 20)
twelve = "R' U2 D B2 R2 D L2 B' U D B2 R'"  # its first two-phase solutions within 20 have 16 to 20 moves
check("a sequence is never answered with more moves than it has",
      lambda: (lambda s: solves(twelve, s) and len(s.split()) <= 12)(cube.solve(twelve)))
check("a short scramble gets a shortest answer", lambda: cube.solve("R U") == "U' R'")
def qtm_length(sol):
    return sum(2 if m.endswith("2") else 1 for m in sol.split())
check("solve qtm", lambda: (lambda s: solves(pos, s) and qtm_length(s) <= 26)(cube.solve(pos, metric="qtm")))
check("solve qtm target", lambda: qtm_length(cube.solve("R U2 F'", max_moves=4, metric="qtm")) == 4)
check("qtm max_moves", lambda: raises(lambda: cube.solve(pos, max_moves=-1, metric="qtm"),
                                      "max_qtm", ValueError))
check("bad metric", lambda: raises(lambda: cube.solve(pos, metric="stm"), "neither htm nor qtm"))
check("solve_optimal qtm", lambda: cube.solve_optimal("R U2 F'", table="small-qtm") == "F U2 R'")
check("solve_optimal_all qtm", lambda: cube.solve_optimal_all("R U2 F'", table="small-qtm") == ["F U2 R'"])
check("solve_optimal", lambda: cube.solve_optimal("R U R' U' F2", table="small") == "F2 U R U' R'")
check("solve_optimal_all", lambda: cube.solve_optimal_all("R2 U2 R2", table="small") == ["R2 U2 R2"])
check("solve_pocket", lambda: solves("R U F' R2", cube.solve_pocket("R U F' R2")))
check("bad position", lambda: raises(lambda: cube.solve("R U Q"), "'Q' at column 5"))
check("bad family", lambda: raises(lambda: cube.solve_optimal("R", table="nope"), "nope"))
# errors by kind: bad input a ValueError, a time limit a TimeoutError, a
# table that cannot be made an OSError; NULs and integers C cannot hold are
# refused before the library sees them (a NUL once cut "R\0U F" to "R")
check("input is ValueError", lambda: raises(lambda: cube.solve("R U Q"), "column", ValueError)
      and raises(lambda: cube.solve_optimal("R", table="nope"), "nope", cube.InputError)
      and raises(lambda: cube.solve("R", max_moves=-1), "max_moves", ValueError))
check("NUL is ValueError", lambda: raises(lambda: cube.solve("R\x00U F"), "NUL", ValueError)
      and raises(lambda: cube.parse("R\x00"), "NUL", ValueError)
      and raises(lambda: cube.solve_optimal("R", table="sm\x00all"), "NUL", ValueError))
check("overflow", lambda: raises(lambda: cube.solve("R", max_moves=2**32 + 20), "", OverflowError)
      and raises(lambda: cube.solve_optimal("R", table="small", threads=2**32 + 1), "",
                 OverflowError)
      and raises(lambda: cube.random_position(2**64), "", OverflowError)
      and raises(lambda: cube.random_position(-1), "", OverflowError)
      and raises(lambda: cube.scramble(2**64 + 7), "", OverflowError))
check("time limit is TimeoutError", lambda: raises(
    lambda: cube.solve_optimal("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
                               table="small", seconds=0.05), "time limit", TimeoutError))
check("table error is OSError", lambda: issubclass(cube.TableError, OSError)
      and issubclass(cube.TimeLimitError, TimeoutError) and issubclass(cube.InputError, ValueError))
check("table=None", lambda: raises(lambda: cube.solve_optimal("R Q", table=None), "'Q'", ValueError))
# results carry their figures; steps and scrambles; the version; the help
def figures():
    s = cube.solve_optimal("R U R' U' F2", table="small")
    t = cube.solve(pos)
    return (isinstance(s, str) and s.length == 5 and s.optimal and s.nodes > 0
            and s.seconds >= 0 and t.length == len(t.split()) and not t.optimal)
check("figures", figures)
check("step", lambda: cube.step("R U F", "eo", axis="fb") == ["F"]
      and [(x.step, x.axis, x.inverse, x.length) for x in cube.step("R U F", "eo", axis="fb")]
      == [("eo", "fb", False, 1)])
check("step on the inverse", lambda: [(x, x.inverse) for x in cube.step(
    "R U F2 L D'", "dr", niss="inverse", axis="ud", count=1)] == [("R U F2 L", True)])
check("step with none", lambda: cube.step("R U F B", "eo", max_moves=1) == [])
check("step errors", lambda: raises(lambda: cube.step("R", "xx"), "unknown step", ValueError)
      and raises(lambda: cube.step("R", "eo", axis="up"), "axis", ValueError))
def scramble_as_command():
    import subprocess
    prog = os.path.join(os.path.dirname(os.environ["CUBE_LIBRARY"]), "cube")
    out = subprocess.run([prog, "scramble", "--seed", "12345"], capture_output=True, text=True)
    s = cube.scramble(12345)
    return out.stdout.strip() == s and cube.parse(s) == cube.random_position(12345)
check("scramble", scramble_as_command)
check("version", lambda: cube.__version__ == cube.version() == "0.2")
def documented():
    import pydoc
    text = pydoc.render_doc(cube)
    return all(name in text and getattr(cube, name).__doc__ for name in cube.__all__)
check("help(cube) documents each call", documented)
check("progress", lambda: cube.set_progress(print) is None and cube.set_progress(None) is None)
check("rank", lambda: cube.rank(SOLVED) == 0 and cube.unrank(cube.rank("R U")) == cube.parse("R U"))
check("random", lambda: cube.random_position(7) == cube.random_position(7) != cube.random_position(8))
def type_error():
    try:
        cube.solve(b"R")
    except TypeError:
        return True
    return False
check("a position is a str", type_error)
# Ctrl-C interrupts a search: SIGINT sent 0.3 s into an optimal solve of
# a random-state position (minutes of work for the family small) and into
# a two-phase solve for 15 moves (which it does not soon find) must raise
# KeyboardInterrupt well within 2 s of the start. The time limits are
# there only so that a binding that cannot be interrupted fails the test
# rather than hanging it; the library works on after an interrupt.
import signal, threading, time
# Python makes SIGINT a KeyboardInterrupt only when it was not ignored at
# start; a test run in the background of a shell without job control
# inherits it ignored, so the handler is put in place here
signal.signal(signal.SIGINT, signal.default_int_handler)
def interrupted(solve):
    timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
    t0 = time.monotonic()
    timer.start()
    try:
        solve()
    except KeyboardInterrupt:
        return time.monotonic() - t0 < 2.0
    finally:
        timer.cancel()
    return False
hard = cube.random_position(2024)
check("Ctrl-C stops solve_optimal", lambda: interrupted(
    lambda: cube.solve_optimal(hard, table="small", seconds=20)))
check("Ctrl-C stops solve", lambda: interrupted(
    lambda: cube.solve(hard, max_moves=15, seconds=20)))
# max_moves is a promise: a search cut short by its time returns no longer
# solution, it raises TimeLimitError with the best one found
def promise():
    try:
        s = cube.solve(hard, max_moves=14, seconds=0.3)
        return s.length <= 14
    except cube.TimeLimitError as e:
        return "at most 14 moves" in str(e) and (e.best is None or e.best.length > 14)
def solvers_at_once():
    # two families held open at once, each solved from a thread of its own
    import threading
    pos = ["R U F' L2 D", "F2 U' R B L'", "D R' F2 U B2 L", "U2 F R' D' L B"]
    with cube.Solver("small") as a, cube.Solver("kociemba98") as b:
        got = {}
        ts = [threading.Thread(target=lambda s=s: got.__setitem__(s.family, [s.solve(p) for p in pos]))
              for s in (a, b)]
        for t in ts: t.start()
        for t in ts: t.join()
        ok = a.family == "small" and b.family == "kociemba98"
        ok = ok and all(solves(p, x) and solves(p, y) and x.length == y.length
                        == cube.solve_optimal(p, table="small").length
                        for p, x, y in zip(pos, got["small"], got["kociemba98"]))
    return ok and raises(lambda: a.solve("R"), "closed", cube.InputError) \
        and raises(lambda: cube.Solver("nope"), "nope", cube.InputError)
check("Solver: two families at once", solvers_at_once)
def book_examples():
    # the session printed in the library chapter's section "Python", run as
    # printed: each >>> line executed, each line after it the repr of its value
    here = os.path.dirname(os.path.abspath(__file__))
    text = open(os.path.join(here, "..", "libcube.w")).read()
    block = text[text.index("@*1 Python."):]
    block = block[block.index("\\obeyspaces"):block.index("\\endgroup")]
    lines = [l.replace("\\_", "_") for l in block.split("\n")[1:] if l.strip()]
    env, bad, n = {"cube": cube}, [], 0
    for i, l in enumerate(lines):
        if not l.startswith(">>> "):
            continue
        src, want = l[4:], lines[i + 1] if i + 1 < len(lines) and not lines[i + 1].startswith(">>>") else None
        n += 1
        if want is None:
            exec(src, env)
        elif repr(eval(src, env)) != want:
            bad.append(f"{src}: {eval(src, env)!r}, printed {want}")
    for b in bad:
        print("  book:", b)
    return n >= 8 and not bad
check("the book's Python session, as printed", book_examples)
check("max_moves is a promise", promise)
check("after Ctrl-C", lambda: solves(pos, cube.solve(pos))
      and cube.solve_optimal("R U R' U' F2", table="small") == "F2 U R U' R'")
# a family whose tables are not in an empty directory, and may not be
# made: an OSError; then the library goes back to the tables of the tests
import tempfile
empty = tempfile.mkdtemp()
cube.init(tables=empty, build=False)
check("no tables is OSError", lambda: raises(
    lambda: cube.solve_optimal("R", table="huge"), "", OSError))
os.rmdir(empty)
cube.init(tables=os.environ.get("CUBE_TABLES"))
check("started again", lambda: solves(pos, cube.solve(pos)))
print(f"python: {passed} passed, {failed} failed")
sys.exit(failed != 0)
