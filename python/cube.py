"""Rubik's cube solving from Python: a thin binding over libcube (ctypes).

    >>> import cube
    >>> cube.solve("R U R' U' F2")            # two-phase, at most 20 moves
    >>> cube.solve("R U R' U' F2", metric="qtm")  # at most 26 quarter turns
    >>> cube.solve_optimal("R U F", table="small-qtm")  # shortest in quarter turns
    >>> cube.solve_optimal("R U F", table="small")
    >>> cube.solve_pocket("R U F' R2")

Positions are move sequences, 54-letter facelet strings or Singmaster
notation; solutions are move sequences. Errors raise cube.Error. The
library is found through $CUBE_LIBRARY, else where `make install` put it,
else on the system's library path. The book of the program, chapter "The
library", documents every routine.
"""
import ctypes
import ctypes.util
import os

__all__ = ["Error", "init", "solve", "solve_optimal", "solve_optimal_all",
           "solve_pocket", "parse", "random_position", "rank", "unrank"]

class Error(Exception):
    """A position that cannot be read, a table that cannot be loaded, a time limit."""

def _load():
    for path in (os.environ.get("CUBE_LIBRARY"), "@LIBDIR@/libcube.so.0",
                 ctypes.util.find_library("cube")):
        if path and not path.startswith("@"):
            try:
                return ctypes.CDLL(path)
            except OSError:
                pass
    raise Error("libcube not found (set CUBE_LIBRARY to the path of libcube.so)")

_lib = _load()
_ERRLEN = 4608
_c = ctypes.c_char_p

class _Info(ctypes.Structure):
    _fields_ = [("length", ctypes.c_int), ("optimal", ctypes.c_int),
                ("timed_out", ctypes.c_int), ("seconds", ctypes.c_double),
                ("nodes", ctypes.c_uint64)]

_lib.libcube_init.argtypes = [_c, ctypes.c_int, _c, ctypes.c_size_t]
_lib.libcube_solve.argtypes = [_c, ctypes.c_int, ctypes.c_double, _c, ctypes.c_size_t,
                               ctypes.POINTER(_Info), _c, ctypes.c_size_t]
_lib.libcube_solve_qtm.argtypes = _lib.libcube_solve.argtypes
_lib.libcube_solve_optimal.argtypes = [_c, _c, ctypes.c_int, ctypes.c_double, _c,
                                       ctypes.c_size_t, ctypes.POINTER(_Info), _c,
                                       ctypes.c_size_t]
_EACH = ctypes.CFUNCTYPE(None, _c, ctypes.c_void_p)
_lib.libcube_solve_optimal_all.argtypes = [_c, _c, ctypes.c_int, ctypes.c_double, _EACH,
                                           ctypes.c_void_p, ctypes.POINTER(_Info), _c,
                                           ctypes.c_size_t]
_lib.libcube_solve_pocket.argtypes = [_c, _c, ctypes.c_size_t, _c, ctypes.c_size_t]
_lib.libcube_parse.argtypes = [_c, _c, _c, ctypes.c_size_t]
_lib.libcube_random.argtypes = [ctypes.c_uint64, _c]
_lib.libcube_rank.argtypes = [_c, _c, _c, ctypes.c_size_t]
_lib.libcube_unrank.argtypes = [_c, _c, _c, ctypes.c_size_t]
_started = False

def _b(s):
    if not isinstance(s, str):
        raise TypeError("a position is a str")
    return s.encode("utf-8")

def _check(rc, err):
    if rc < 0:
        raise Error(err.value.decode("utf-8", "replace"))
    return rc

def init(tables=None, build=True):
    """Load the two-phase tables from `tables` (default: the cache), making them if `build`."""
    global _started
    err = ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_init(tables.encode() if tables else None, int(build), err, _ERRLEN), err)
    _started = True

def _start():
    if not _started:
        init()

def solve(position, max_moves=None, seconds=0.0, metric="htm"):
    """A solution of at most `max_moves` moves (two-phase; default 20), or with
    metric="qtm" of at most `max_moves` quarter turns (default 26), a half turn
    counting two."""
    if metric not in ("htm", "qtm"):
        raise Error(f"metric: '{metric}' is neither htm nor qtm")
    qtm = metric == "qtm"
    if max_moves is None:
        max_moves = 26 if qtm else 20
    _start()
    out, err = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(_ERRLEN)
    f = _lib.libcube_solve_qtm if qtm else _lib.libcube_solve
    _check(f(_b(position), max_moves, seconds, out, 4096, None, err, _ERRLEN), err)
    return out.value.decode()

def solve_optimal(position, table="h48-8", threads=1, seconds=0.0):
    """A shortest solution, proven shortest, with the table family `table`."""
    _start()
    out, err = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_solve_optimal(_b(position), table.encode(), threads, seconds, out, 4096,
                                      None, err, _ERRLEN), err)
    return out.value.decode()

def solve_optimal_all(position, table="h48-8", threads=1, seconds=0.0):
    """Every shortest solution, sorted (each text once)."""
    _start()
    found = []
    each = _EACH(lambda s, arg: found.append(s.decode()))
    err = ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_solve_optimal_all(_b(position), table.encode(), threads, seconds, each,
                                          None, None, err, _ERRLEN), err)
    return sorted(set(found))

def solve_pocket(position):
    """An optimal solution of a pocket (2x2x2) cube position."""
    _start()
    out, err = ctypes.create_string_buffer(4096), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_solve_pocket(_b(position), out, 4096, err, _ERRLEN), err)
    return out.value.decode()

def parse(position):
    """The 54-letter facelet string of a position in any notation."""
    out, err = ctypes.create_string_buffer(55), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_parse(_b(position), out, err, _ERRLEN), err)
    return out.value.decode()

def random_position(seed):
    """A uniformly random position (facelets), the same for the same seed."""
    out = ctypes.create_string_buffer(55)
    _lib.libcube_random(seed, out)
    return out.value.decode()

def rank(position):
    """The number of a position, 0 <= rank < 43252003274489856000."""
    out, err = ctypes.create_string_buffer(40), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_rank(_b(position), out, err, _ERRLEN), err)
    return int(out.value)

def unrank(number):
    """The position (facelets) of a rank."""
    out, err = ctypes.create_string_buffer(55), ctypes.create_string_buffer(_ERRLEN)
    _check(_lib.libcube_unrank(str(int(number)).encode(), out, err, _ERRLEN), err)
    return out.value.decode()
