"""Tests of the JSON output (--format json) and of --aligned, read with
Python's own JSON parser: every line one valid object of the documented
schema, UTF-8 as typed, solutions as arrays of objects, one output line
per input line with --aligned for every sub-command."""
import json, os, subprocess, sys

CUBE = os.environ.get("CUBE", "./cube")
passed = failed = 0

def check(cond, what):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("tests/cli_json.py: " + what)

def run(args, data=b""):
    p = subprocess.run([CUBE] + args, input=data, capture_output=True)
    return p.returncode, p.stdout, p.stderr

KEYS = {"line", "argument", "input", "solutions", "output", "note", "length",
        "optimal", "seconds", "nodes", "status", "error"}
SOLKEYS = {"moves", "length", "step", "axis", "inverse"}

def objects(out):
    """Each line of out as a JSON object, checked against the schema."""
    objs = []
    for line in out.decode("utf-8").splitlines():
        o = json.loads(line)
        assert isinstance(o, dict) and set(o) <= KEYS, line
        assert ("line" in o) != ("argument" in o), line
        assert not ("solutions" in o and "output" in o), line
        for s in o.get("solutions", []):
            assert isinstance(s, dict) and set(s) <= SOLKEYS, line
            assert isinstance(s["moves"], str) and isinstance(s["length"], int), line
        objs.append(o)
    return objs

# a batch: moves, a typographic prime (UTF-8, three bytes), a byte that is
# no UTF-8, a quotation mark and a backslash, a tab, a bad move
batch = "R U\nR U\u2032\nR \xff\n\"\\\nR\tU\nR Q\n".encode("utf-8").replace(b"\xc3\xbf", b"\xff")
rc, out, err = run(["solve", "--format", "json"], batch)
try:
    o = objects(out)
    check(len(o) == 6, "six objects for six lines: %r" % out)
    sol = o[0]["solutions"]
    check(o[0]["input"] == "R U" and len(sol) == 1 and sol[0]["length"] == o[0]["length"]
          == len(sol[0]["moves"].split()) and o[0]["optimal"] is True, "R U (solved by the short search, so shortest): %r" % o[0])
    check(o[1]["input"] == "R U\u2032" and o[1]["solutions"][0]["moves"] == "U R'",
          "the prime comes back as typed: %r" % o[1])
    check(b"\\u00e2" not in out and "R U\u2032".encode() in out, "UTF-8 written as it is")
    check(o[2]["input"] == "R \ufffd" and o[2]["status"] == 1, "a stray byte: %r" % o[2])
    check(o[3]["input"] == "\"\\" and o[3]["status"] == 1, "quote, backslash: %r" % o[3])
    check(o[4]["input"] == "R\tU" and "solutions" in o[4], "a tab: %r" % o[4])
    check(o[5]["status"] == 1 and "unreadable move 'Q'" in o[5]["error"]
          and "solutions" not in o[5], "a bad line: %r" % o[5])
    check(rc == 1, "status 1 with bad lines, not %d" % rc)
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "solve --format json: %s: %r" % (e, out))

# several solutions: an array of objects, not one string
rc, out, err = run(["pocket", "--all", "--format", "json", "R U F R2 U F'"])
try:
    o = objects(out)[0]
    check([s["moves"] for s in o["solutions"]] == ["F U' R2 F' U' R'", "F2 U' F' R2 U' R2"]
          and all(s["length"] == 6 for s in o["solutions"]), "pocket --all: %r" % o)
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "pocket --all --format json: %s: %r" % (e, out))
rc, out, err = run(["solve", "--optimal", "--table", "small", "--metric", "qtm", "--all",
                    "--format", "json", "R2 U"])
try:
    o = objects(out)[0]
    check(o["solutions"] == [{"moves": "U' R2", "length": 3}] and o["length"] == 3,
          "lengths in quarter turns: %r" % o)
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "solve --metric qtm --format json: %s: %r" % (e, out))

# steps: the axis, the side, and "none" as an answer
rc, out, err = run(["step", "eo", "--format", "json", "R U F", "R U F B", "F"])
try:
    o = objects(out)
    check(o[0]["solutions"] == [
        {"moves": "F", "length": 1, "step": "eo", "axis": "fb", "inverse": False}],
        "step eo: %r" % o[0])
    check(len(o[2]["solutions"]) == 2 and all(s["moves"] == "" and s["length"] == 0
          for s in o[2]["solutions"]), "F: eo on two axes: %r" % o[2])
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "step --format json: %s: %r" % (e, out))
rc, out, err = run(["step", "dr", "--niss", "inverse", "--axis", "ud", "--count", "1",
                    "--format", "json", "R U F2 L D'"])
try:
    s = objects(out)[0]["solutions"]
    check(s == [{"moves": "R U F2 L", "length": 4, "step": "dr", "axis": "ud",
                 "inverse": True}], "a solution on the inverse: %r" % s)
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "step --niss --format json: %s: %r" % (e, out))
rc, out, err = run(["step", "eo", "--niss", "mixed", "--axis", "fb", "--variants",
                    "--count", "1", "--format", "json", "R U F2 L D' B2 R' F U2"])
try:
    s = objects(out)[0]["solutions"]
    check(s == [{"moves": "R F (R F)", "length": 4, "step": "eo", "axis": "fb",
                 "inverse": False}], "a mixed solution: %r" % s)
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "step --niss mixed --format json: %s: %r" % (e, out))
rc, out, err = run(["step", "eo", "--max", "1", "--format", "json", "R U F B"])
try:
    o = objects(out)[0]
    check(o["solutions"] == [] and o["note"] == "no solution of at most 1 moves"
          and rc == 0 and err == b"", "no solution, in JSON: %r %d %r" % (o, rc, err))
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "step --max 1 --format json: %s: %r" % (e, out))

# the other commands give their text as "output"
rc, out, err = run(["invert", "--format", "json", "R U", "r U r'"])
try:
    o = objects(out)
    check(o[0]["output"] == "U' R'" and o[1]["output"] == "L F' L'", "invert: %r" % o)
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "invert --format json: %s: %r" % (e, out))

# --aligned: one output line per input line, for every sub-command, with
# comments, blank lines, bad lines, several solutions and none
lines = b"R U F\n# a comment\n\nR Q\nR U F B\nF\n"
for args in (["step", "eo"], ["step", "eo", "--max", "1"], ["step", "eo", "-v"],
             ["step", "eo", "--line-numbers"], ["solve"], ["pocket"], ["pocket", "--all"],
             ["invert"], ["show", "--no-colour"],
             ["solve", "--optimal", "--table", "small", "-v"]):
    rc, out, err = run(args + ["--aligned"], lines)
    got = out.decode().split("\n")
    check(out.endswith(b"\n") and len(got) - 1 == 6,
          "cube %s --aligned: %d lines for 6: %r" % (" ".join(args), len(got) - 1, out))
rc, out, err = run(["step", "eo", "--aligned", "--format", "json"], lines)
try:
    o = objects(out)
    check([x["line"] for x in o] == [1, 4, 5, 6] and len(o[0]["solutions"]) == 1
          and len(o[2]["solutions"]) == 1, "--aligned in JSON: an object a position: %r" % out)
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "step --aligned --format json: %s: %r" % (e, out))
rc, out, err = run(["show", "--format", "json", "R", "U"])
try:
    o = objects(out)
    check(o[1]["output"].startswith("      U U U\n"), "nets in JSON: %r" % out)
except (ValueError, AssertionError, KeyError, IndexError) as e:
    check(False, "show --format json: %s: %r" % (e, out))
rc, out, err = run(["step", "eo", "--aligned"], lines)
rc, out, err = run(["step", "eo", "--aligned", "--variants"], lines)
check(out.decode().split("\n")[0] == "F (1) eo-fb, F' (1) eo-fb", "several on one line: %r" % out)
check(out.decode().split("\n")[3].startswith("# line 4:"), "a bad line: %r" % out)
rc, out, err = run(["step", "eo", "--max", "1"], b"R U F B\n")
check(out == b"no solution of at most 1 moves\n" and rc == 0 and err == b"",
      "no solution is an answer: %r %d %r" % (out, rc, err))

print("cli_json: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
