"""Rubik's cube solving from Python: a binding over libcube (ctypes).

    >>> import cube
    >>> cube.solve("R U R' U' F2")                    # two-phase, at most 20 moves
    "F2 U R U' R'"
    >>> s = cube.solve_optimal("R U F", table="small")  # shortest, proven
    >>> s, s.length, s.optimal                         # a str, with its figures
    ("F' U' R'", 3, True)
    >>> cube.step("R U F", "eo", axis="fb")            # fewest-moves steps
    [StepSolution('F', step='eo', axis='fb', inverse=False)]
    >>> cube.scramble(1)                               # as `cube scramble --seed 1`

Calls: init, solve, solve_optimal, solve_optimal_all, solve_pocket, step,
scramble, parse, random_position, rank, unrank, set_progress, version;
and Solver, an optimal solver that holds its table family open (several
may be open at once, and threads may share one):

    >>> with cube.Solver("small") as s:
    ...     s.solve("R U F"), s.family
    ("F' U' R'", 'small')

Positions are text: move sequences (R U2 F', also Rw, M, x, (R U)2 and
R U (F' D) with moves on the inverse), 54-letter facelet strings or
Singmaster notation. Solutions are `Solution` objects: strings of moves
that also carry .length, .optimal, .seconds, .nodes and .timed_out.

Errors are exceptions of three kinds, all subclasses of cube.Error:
InputError (a ValueError: a position that cannot be read, a number out of
range, a family that does not exist), TimeLimitError (a TimeoutError: the
`seconds` given ran out), TableError (an OSError: a table that cannot be
loaded or made, the library not found). An integer that C cannot hold
raises OverflowError, a string holding a NUL character InputError, before
anything is passed to the library.

Ctrl-C interrupts a solve: called from the main thread, solve,
solve_optimal, solve_optimal_all and step run the library's call in a
thread of their own and wait for it; on KeyboardInterrupt they set the
search's cancel flag (libcube_set_cancel), wait the few milliseconds the
search takes to stop, and raise KeyboardInterrupt. The making of a table,
the first time one is needed, runs to its end first.

The library may not be called from the routines it calls back (the
`report` of set_progress, none of the others here): such a call raises
InputError.

The library is found through $CUBE_LIBRARY, else beside this module (as
`pip install .` puts it), else where `make install` put it, else on the
system's library path. The book of the program, chapter "The library",
documents every routine.
"""
import ctypes
import ctypes.util
import os
import sys
import threading
from typing import Callable, List, Optional

__all__ = ["Error", "InputError", "TimeLimitError", "TableError", "Solution",
           "StepSolution", "init", "solve", "solve_optimal", "solve_optimal_all",
           "solve_pocket", "step", "scramble", "parse", "random_position", "rank",
           "unrank", "set_progress", "version", "Solver"]


class Error(Exception):
    """Every error of the library; catch one of the three kinds below, or this."""


class InputError(Error, ValueError):
    """Bad input: a position that cannot be read, a number or name out of range."""


class TimeLimitError(Error, TimeoutError):
    """The time limit (`seconds`) ran out before an answer was complete."""


class TableError(Error, OSError):
    """A table could not be loaded or made, or another failure of the system."""


_ERROR, _TIMEOUT, _SYSTEM, _CANCELLED = -1, -2, -3, -4
_KINDS = {_ERROR: InputError, _TIMEOUT: TimeLimitError, _SYSTEM: TableError}


def _load() -> ctypes.CDLL:
    pkg = os.path.dirname(os.path.abspath(__file__))
    here = os.path.join(pkg, "libcube.so.0")
    # the package of a checkout (pip install -e .): the library its build made
    tree = os.path.join(os.path.dirname(os.path.dirname(pkg)), "build", "libcube.so.0")
    for path in (os.environ.get("CUBE_LIBRARY"), here, tree, "@LIBDIR@/libcube.so.0",
                 ctypes.util.find_library("cube")):
        if path and not path.startswith("@") and (os.path.exists(path) or "/" not in path):
            try:
                return ctypes.CDLL(path)
            except OSError:
                pass
    raise TableError("libcube not found (set CUBE_LIBRARY to the path of libcube.so)")


_lib = _load()
_ERRLEN = 4608
_c = ctypes.c_char_p
_INT_MAX = 2**31 - 1


class _Info(ctypes.Structure):
    _fields_ = [("length", ctypes.c_int), ("optimal", ctypes.c_int),
                ("timed_out", ctypes.c_int), ("seconds", ctypes.c_double),
                ("nodes", ctypes.c_uint64)]


_P = ctypes.POINTER(_Info)
_EACH = ctypes.CFUNCTYPE(None, _c, ctypes.c_void_p)
_EACH_STEP = ctypes.CFUNCTYPE(None, _c, _c, _c, ctypes.c_int, ctypes.c_void_p)
_PROGRESS = ctypes.CFUNCTYPE(None, _c, ctypes.c_void_p)
_size = ctypes.c_size_t
_lib.libcube_version.restype = _c
_lib.libcube_version.argtypes = []
__version__ = _lib.libcube_version().decode()  # the library's, which is the book's
_lib.libcube_init.argtypes = [_c, ctypes.c_int, _c, _size]
_lib.libcube_solve.argtypes = [_c, ctypes.c_int, ctypes.c_double, _c, _size, _P, _c, _size]
_lib.libcube_solve_qtm.argtypes = _lib.libcube_solve.argtypes
_lib.libcube_solve_optimal.argtypes = [_c, _c, ctypes.c_int, ctypes.c_double, _c, _size,
                                       _P, _c, _size]
_lib.libcube_solve_optimal_all.argtypes = [_c, _c, ctypes.c_int, ctypes.c_double, _EACH,
                                           ctypes.c_void_p, _P, _c, _size]
_lib.libcube_solve_pocket.argtypes = [_c, _c, _size, _c, _size]
_lib.libcube_open.argtypes = [_c, ctypes.c_double, ctypes.POINTER(ctypes.c_void_p), _c, _size]
_lib.libcube_solver_solve.argtypes = [ctypes.c_void_p, _c, ctypes.c_int, ctypes.c_double, _c,
                                      _size, _P, _c, _size]
_lib.libcube_solver_family.argtypes = [ctypes.c_void_p]
_lib.libcube_solver_family.restype = _c
_lib.libcube_close.argtypes = [ctypes.c_void_p]
_lib.libcube_close.restype = None
_lib.libcube_step.argtypes = [_c, _c, _c, _c, _c, ctypes.c_int, ctypes.c_long, ctypes.c_int,
                              _EACH_STEP, ctypes.c_void_p, _P, _c, _size]
_lib.libcube_scramble.argtypes = [ctypes.c_uint64, _c, _size, _c, _size]
_lib.libcube_parse.argtypes = [_c, _c, _c, _size]
_lib.libcube_random.argtypes = [ctypes.c_uint64, _c]
_lib.libcube_rank.argtypes = [_c, _c, _c, _size]
_lib.libcube_unrank.argtypes = [_c, _c, _c, _size]
_lib.libcube_set_progress.argtypes = [_PROGRESS, ctypes.c_void_p]
_lib.libcube_set_cancel.argtypes = [ctypes.POINTER(ctypes.c_int)]
_lib.libcube_set_cancel.restype = None
_started = False
_progress_keep = None
_progress_retired: List[object] = []
_inside = threading.local()  # .progress: this thread runs the routine of progress


class Solution(str):
    """A solution: the moves, as a string (faces U R F D L B, 2 for a half
    turn, ' for a counterclockwise one), with the figures of the search:
    length (in the metric searched), optimal (proven shortest), seconds,
    nodes (states searched) and timed_out."""
    length: int
    optimal: bool
    seconds: float
    nodes: int
    timed_out: bool

    def __new__(cls, moves: str, info: Optional[_Info] = None, length: Optional[int] = None):
        s = super().__new__(cls, moves)
        s.length = len(moves.split()) if length is None else length
        s.optimal = bool(info.optimal) if info else False
        s.seconds = info.seconds if info else 0.0
        s.nodes = info.nodes if info else 0
        s.timed_out = bool(info.timed_out) if info else False
        return s


class StepSolution(Solution):
    """A solution of a step: a Solution with the step's name (step: "eo",
    "dr", "htr", "finish-dr", "finish-htr"), its axis ("ud", "rl", "fb",
    or None) and whether it is done on the inverse (inverse, NISS)."""
    step: str
    axis: Optional[str]
    inverse: bool

    def __repr__(self) -> str:
        return (f"StepSolution({str.__repr__(self)}, step={self.step!r}, "
                f"axis={self.axis!r}, inverse={self.inverse!r})")


def _text(s: object, what: str = "position") -> bytes:
    if not isinstance(s, str):
        raise TypeError(f"{what}: a str, not {type(s).__name__}")
    if "\0" in s:
        raise InputError(f"{what}: a NUL character at index {s.index(chr(0))}")
    return s.encode("utf-8")


def _opt_text(s: Optional[str], what: str) -> Optional[bytes]:
    return None if s is None else _text(s, what)


def _int(x: object, what: str, lo: int = -_INT_MAX - 1, hi: int = _INT_MAX) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{what}: an int, not {type(x).__name__}")
    if not lo <= x <= hi:
        raise OverflowError(f"{what}: {x} does not fit ({lo} to {hi})")
    return x


def _seconds(x: object) -> float:
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        raise TypeError(f"seconds: a number, not {type(x).__name__}")
    return float(x)


def _interruptible(call: Callable[[], int]) -> int:
    """Run `call` (a call of the library that searches) so that Ctrl-C
    stops it. Python runs its signal handlers in the main thread only, and
    only between the steps of Python code, never inside a C call; so from
    the main thread the call runs in a thread of its own, with a cancel
    flag given to the library for that thread, while the main thread
    waits, where a KeyboardInterrupt can reach it. Then the flag is set,
    the search stops within milliseconds, and the interrupt goes on. In
    another thread, where no signal arrives, the call is made directly;
    and so it is from the routine of progress, so that the library sees
    that it is called from its own callback (in a thread of its own the
    call would not be seen as one, and could wait for the lock that the
    thread of the callback holds)."""
    if (threading.current_thread() is not threading.main_thread()
            or getattr(_inside, "progress", False)):
        return call()
    flag = ctypes.c_int(0)
    result: List[object] = []

    def work() -> None:
        _lib.libcube_set_cancel(ctypes.byref(flag))
        try:
            result.append(call())
        except BaseException as e:  # given to the caller's thread below
            result.append(e)
        finally:
            _lib.libcube_set_cancel(None)
    t = threading.Thread(target=work, name="cube-search", daemon=True)
    try:
        t.start()
        # in short waits: the kernel may hand SIGINT to another thread (the
        # one that sent it, say), which does not wake a wait on a lock, so
        # the main thread looks for it at least every 50 ms
        while t.is_alive():
            t.join(0.05)
    except KeyboardInterrupt:
        flag.value = 1
        if t.ident is not None:
            t.join()
        raise
    if isinstance(result[0], BaseException):
        raise result[0]
    return result[0]  # type: ignore[return-value]


def _check(rc: int, err: ctypes.Array) -> int:
    if rc == _CANCELLED:
        raise KeyboardInterrupt(err.value.decode("utf-8", "replace"))
    if rc < 0:
        raise _KINDS.get(rc, Error)(err.value.decode("utf-8", "replace"))
    return rc


def version() -> str:
    """The version of the library loaded (the same as __version__)."""
    return _lib.libcube_version().decode()


def init(tables: Optional[str] = None, build: bool = True) -> None:
    """Load the two-phase tables from the directory `tables` (default: the
    cache, $CUBE_TABLES or ~/.cache/cube), making them if `build` (about half
    a minute, once). The other calls start the library this way by
    themselves; call init first to choose the directory."""
    global _started
    err = ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_init(_opt_text(tables, "tables"), int(bool(build)), err, _ERRLEN), err)
    _started = True


def _start() -> None:
    if not _started:
        init()


def solve(position: str, max_moves: Optional[int] = None, seconds: float = 0.0,
          metric: str = "htm") -> Solution:
    """A solution of at most `max_moves` moves by the two-phase algorithm
    (default 20, always possible), or with metric="qtm" of at most
    `max_moves` quarter turns (default 26), a half turn counting two.
    `max_moves` is a promise: no longer solution is ever returned. With
    `seconds` > 0 the search stops then; a solution within `max_moves`
    found by then is returned (timed_out set), and otherwise TimeLimitError
    is raised, its attribute `best` holding the best longer solution found
    (or None). Ctrl-C stops the search and raises KeyboardInterrupt."""
    if metric not in ("htm", "qtm"):
        raise InputError(f"metric: '{metric}' is neither htm nor qtm")
    qtm = metric == "qtm"
    if max_moves is None:
        max_moves = 26 if qtm else 20
    max_moves = _int(max_moves, "max_moves")
    p, sec = _text(position), _seconds(seconds)
    _start()
    out, err, info = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(_ERRLEN), _Info()
    f = _lib.libcube_solve_qtm if qtm else _lib.libcube_solve
    rc = _check(_interruptible(lambda: f(p, max_moves, sec, out, 4096, ctypes.byref(info),
                                         err, _ERRLEN)), err)
    sol = Solution(out.value.decode(), info, rc)
    if sol.length > max_moves:
        e = TimeLimitError(f"no solution of at most {max_moves} "
                           f"{'quarter turns' if qtm else 'moves'} found in {sec:g} s "
                           f"(the best found has {sol.length})")
        e.best = sol
        raise e
    return sol


def solve_optimal(position: str, table: Optional[str] = None, threads: int = 1,
                  seconds: float = 0.0) -> Solution:
    """A shortest solution, proven shortest, with the table family `table`
    (None: the library's default; `cube tables --list` names them all).
    A family's tables are made the first time, which may take long for the
    large ones. With `seconds` > 0, TimeLimitError if the search is not done.
    Ctrl-C stops the search and raises KeyboardInterrupt."""
    p, t = _text(position), _opt_text(table, "table")
    threads, sec = _int(threads, "threads"), _seconds(seconds)
    _start()
    out, err, info = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(_ERRLEN), _Info()
    rc = _check(_interruptible(lambda: _lib.libcube_solve_optimal(
        p, t, threads, sec, out, 4096, ctypes.byref(info), err, _ERRLEN)), err)
    return Solution(out.value.decode(), info, rc)


def solve_optimal_all(position: str, table: Optional[str] = None, threads: int = 1,
                      seconds: float = 0.0) -> List[Solution]:
    """Every shortest solution, sorted, each text once (see solve_optimal)."""
    p, t = _text(position), _opt_text(table, "table")
    threads, sec = _int(threads, "threads"), _seconds(seconds)
    _start()
    found: List[str] = []
    each = _EACH(lambda s, arg: found.append(s.decode()))
    err, info = ctypes.create_string_buffer(_ERRLEN), _Info()
    rc = _check(_interruptible(lambda: _lib.libcube_solve_optimal_all(
        p, t, threads, sec, each, None, ctypes.byref(info), err, _ERRLEN)), err)
    return [Solution(s, info, rc) for s in sorted(set(found))]


class Solver:
    """An optimal solver holding the table family `table` open (None: the
    library's default, as for solve_optimal), until close() or the end of a
    `with` block. solve() is solve_optimal with this family, from any number
    of threads at once; several Solvers, of several families, may be open."""

    def __init__(self, table: Optional[str] = None, seconds: float = 0.0):
        t, sec = _opt_text(table, "table"), _seconds(seconds)
        _start()
        h, err = ctypes.c_void_p(), ctypes.create_string_buffer(_ERRLEN)
        _check(_lib.libcube_open(t, sec, ctypes.byref(h), err, _ERRLEN), err)
        self._h = h

    @property
    def family(self) -> str:
        """The name of the table family."""
        if not self._h:
            raise InputError("the solver is closed")
        return _lib.libcube_solver_family(self._h).decode()

    def solve(self, position: str, threads: int = 1, seconds: float = 0.0) -> Solution:
        """A shortest solution, proven shortest (see solve_optimal)."""
        if not self._h:
            raise InputError("the solver is closed")
        p, threads, sec = _text(position), _int(threads, "threads"), _seconds(seconds)
        out, err, info = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(_ERRLEN), _Info()
        rc = _check(_interruptible(lambda: _lib.libcube_solver_solve(
            self._h, p, threads, sec, out, 4096, ctypes.byref(info), err, _ERRLEN)), err)
        return Solution(out.value.decode(), info, rc)

    def close(self) -> None:
        """Let the family go (its tables are freed when nothing holds them)."""
        if self._h and _lib is not None:
            _lib.libcube_close(self._h)
        self._h = ctypes.c_void_p()

    def __enter__(self) -> "Solver":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        if getattr(self, "_h", None):
            self.close()


def solve_pocket(position: str) -> Solution:
    """An optimal solution of a pocket (2x2x2) cube position."""
    p = _text(position)
    _start()
    out, err = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(_ERRLEN)
    rc = _check(_lib.libcube_solve_pocket(p, out, 4096, err, _ERRLEN), err)
    s = Solution(out.value.decode(), None, rc)
    s.optimal = True
    return s


def step(position: str, step: str, axis: str = "any", niss: str = "normal",
         from_: Optional[str] = None, max_moves: int = 20, count: int = 0,
         all: bool = False) -> List[StepSolution]:
    """The solutions of a fewest-moves step, as `cube step` finds them:
    `step` is "eo", "dr", "htr" or "finish"; `from_` as --from ("eo" for a
    domino reduction from oriented edges, "dr" or "htr" for the finish);
    `axis` "ud", "rl", "fb" or "any"; `niss` "normal", "inverse", "both", "mixed"
    (solutions that switch sides once, written "R U (F' D)") or "all".
    Every shortest solution of at most `max_moves` moves, or the `count`
    first by length, or with `all` every one up to `max_moves`. An empty
    list means none has at most `max_moves` moves."""
    p, s = _text(position), _text(step, "step")
    f, a, n = _opt_text(from_, "from_"), _text(axis, "axis"), _text(niss, "niss")
    max_moves, count = _int(max_moves, "max_moves"), _int(count, "count", 0, 2**31 - 1)
    _start()
    found: List[StepSolution] = []
    info, err = _Info(), ctypes.create_string_buffer(_ERRLEN)

    def each(moves: bytes, st: bytes, ax: Optional[bytes], inv: int, arg: object) -> None:
        sol = StepSolution(moves.decode(), info)
        sol.step, sol.axis, sol.inverse = st.decode(), ax.decode() if ax else None, bool(inv)
        found.append(sol)
    cb = _EACH_STEP(each)
    _check(_interruptible(lambda: _lib.libcube_step(
        p, s, f, a, n, max_moves, count, int(bool(all)), cb, None, ctypes.byref(info), err,
        _ERRLEN)), err)
    for sol in found:
        sol.optimal, sol.seconds, sol.nodes = bool(info.optimal), info.seconds, info.nodes
    return found


def scramble(seed: int) -> str:
    """A random-state scramble (at most 20 moves) of the position drawn from
    `seed`, 0 <= seed < 2**64: the first of `cube scramble --seed SEED`."""
    seed = _int(seed, "seed", 0, 2**64 - 1)
    _start()
    out, err = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_scramble(seed, out, 4096, err, _ERRLEN), err)
    return out.value.decode()


def parse(position: str) -> str:
    """The 54-letter facelet string of a position in any notation."""
    p = _text(position)
    out, err = ctypes.create_string_buffer(55), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_parse(p, out, err, _ERRLEN), err)
    return out.value.decode()


def random_position(seed: int) -> str:
    """A uniformly random position (facelets) drawn from `seed`,
    0 <= seed < 2**64; the same for the same seed on every machine."""
    seed = _int(seed, "seed", 0, 2**64 - 1)
    out = ctypes.create_string_buffer(55)
    _lib.libcube_random(seed, out)
    return out.value.decode()


def rank(position: str) -> int:
    """The number of a position, 0 <= rank < 43252003274489856000."""
    p = _text(position)
    out, err = ctypes.create_string_buffer(40), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_rank(p, out, err, _ERRLEN), err)
    return int(out.value)


def unrank(number: int) -> str:
    """The position (facelets) of a rank, 0 <= number < 43252003274489856000."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError(f"number: an int, not {type(number).__name__}")
    out, err = ctypes.create_string_buffer(55), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_unrank(str(number).encode(), out, err, _ERRLEN), err)
    return out.value.decode()


def set_progress(report: Optional[Callable[[str], None]]) -> None:
    """Have the library report its progress while it makes a table (which
    takes half a minute for the two-phase tables, minutes for the large
    optimal families): `report` is called with each line of progress, from
    the thread that makes the table. By default the lines go to standard
    error, so that a first call that makes tables is not silent for
    minutes (the environment variable CUBE_QUIET=1 makes the default
    silent); None stops the reports. `report` may call set_progress (say, to stop
    the reports) and the calls that only read positions (parse, rank,
    unrank, random_position); a solve or init called from it raises
    InputError, since the library is in the middle of making a table."""
    global _progress_keep
    if _progress_keep is not None:  # a routine may be running: never freed
        _progress_retired.append(_progress_keep)
    if report is None:
        _progress_keep = None
        _lib.libcube_set_progress(_PROGRESS(), None)
        return
    if not callable(report):
        raise TypeError("report: a callable, or None")
    def hear(line: bytes, arg: object) -> None:
        _inside.progress = True
        try:
            report(line.decode("utf-8", "replace"))
        finally:
            _inside.progress = False
    _progress_keep = _PROGRESS(hear)
    _lib.libcube_set_progress(_progress_keep, None)


def _to_stderr(line: str) -> None:
    print("cube: " + line, file=sys.stderr, flush=True)


if os.environ.get("CUBE_QUIET", "") in ("", "0"):
    set_progress(_to_stderr)
