"""Tests of the Python binding (python/cube.py) over the shared library.
Run by make test when python3 is present: CUBE_LIBRARY names the library of
the build, CUBE_TABLES the table cache. Ends with "python: P passed, F failed"."""
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
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

def raises(f, phrase):
    try:
        f()
    except cube.Error as e:
        return phrase in str(e)
    return False

pos = "D2 F' R U2 B L' D R2 F U' L2 B2"
check("solve", lambda: solves(pos, cube.solve(pos)) and len(cube.solve(pos).split()) <= 20)
def qtm_length(sol):
    return sum(2 if m.endswith("2") else 1 for m in sol.split())
check("solve qtm", lambda: (lambda s: solves(pos, s) and qtm_length(s) <= 26)(cube.solve(pos, metric="qtm")))
check("solve qtm target", lambda: qtm_length(cube.solve("R U2 F'", max_moves=4, metric="qtm")) == 4)
check("bad metric", lambda: raises(lambda: cube.solve(pos, metric="stm"), "neither htm nor qtm"))
check("solve_optimal qtm", lambda: cube.solve_optimal("R U2 F'", table="small-qtm") == "F U2 R'")
check("solve_optimal_all qtm", lambda: cube.solve_optimal_all("R U2 F'", table="small-qtm") == ["F U2 R'"])
check("solve_optimal", lambda: cube.solve_optimal("R U R' U' F2", table="small") == "F2 U R U' R'")
check("solve_optimal_all", lambda: cube.solve_optimal_all("R2 U2 R2", table="small") == ["R2 U2 R2"])
check("solve_pocket", lambda: solves("R U F' R2", cube.solve_pocket("R U F' R2")))
check("bad position", lambda: raises(lambda: cube.solve("R U x"), "'x' at column 5"))
check("bad family", lambda: raises(lambda: cube.solve_optimal("R", table="nope"), "nope"))
check("rank", lambda: cube.rank(SOLVED) == 0 and cube.unrank(cube.rank("R U")) == cube.parse("R U"))
check("random", lambda: cube.random_position(7) == cube.random_position(7) != cube.random_position(8))
def type_error():
    try:
        cube.solve(b"R")
    except TypeError:
        return True
    return False
check("a position is a str", type_error)
print(f"python: {passed} passed, {failed} failed")
sys.exit(failed != 0)
