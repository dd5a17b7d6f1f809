"""The build backend of the Python package (PEP 517), used by `pip install .`.

It needs nothing but the standard library and the project's own build:
make builds libcube.so from the book's chapters, and the wheel holds the
package python/cube/ with the library beside its __init__.py. The wheel is
tagged for this platform (it holds compiled code) and any Python 3.
"""
import base64
import hashlib
import os
import re
import subprocess
import sys
import sysconfig
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "python", "cube")
NAME = "cube"
SONAME = "libcube.so.0"


def _version():
    """The book's version, \\bookversion of tex/book.w, the program's one version."""
    with open(os.path.join(ROOT, "tex", "book.w"), encoding="utf-8") as f:
        return re.search(r'^\\def\\bookversion\{([^}]+)\}', f.read(), re.M).group(1)


def _tag():
    plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "py3-none-" + plat


def _metadata():
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n"
            "Summary: Rubik's cube solver: two-phase, optimal, pocket cube, fewest-moves steps\n"
            "License: MIT\nRequires-Python: >=3.7\n" % (NAME, _version()))


def _wheel_file():
    return ("Wheel-Version: 1.0\nGenerator: cube_build\nRoot-Is-Purelib: false\n"
            "Tag: %s\n" % _tag())


def _dist_info():
    return "%s-%s.dist-info" % (NAME, _version())


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    d = os.path.join(metadata_directory, _dist_info())
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "METADATA"), "w", encoding="utf-8") as f:
        f.write(_metadata())
    with open(os.path.join(d, "WHEEL"), "w", encoding="utf-8") as f:
        f.write(_wheel_file())
    return _dist_info()


def _build_library():
    """make builds/libcube.so.0, its output on stderr (pip shows it with -v)."""
    make = os.environ.get("MAKE", "make")
    target = "build/" + SONAME
    r = subprocess.run([make, "-C", ROOT, target], stdout=sys.stderr)
    if r.returncode != 0:
        raise RuntimeError("cube: '%s -C %s %s' failed; the build needs a C compiler and "
                           "CWEB (ctangle): 'make deps' installs them" % (make, ROOT, target))
    return os.path.join(ROOT, target)


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arcname, digest, len(data))


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    library = _build_library()
    files = []
    for name in sorted(os.listdir(PACKAGE)):
        path = os.path.join(PACKAGE, name)
        if os.path.isfile(path) and (name.endswith(".py") or name == "py.typed"):
            with open(path, "rb") as f:
                files.append(("cube/" + name, f.read()))
    with open(library, "rb") as f:
        files.append(("cube/" + SONAME, f.read()))
    return _write_wheel(wheel_directory, files)


# pip install -e . (PEP 660): the wheel holds no copy of the package, only a
# .pth file that puts python/ of the checkout on sys.path; the package then
# finds the library the build made in build/ (its _load looks there), so an
# edit of python/cube/ or a make of the library takes effect at once.
def get_requires_for_build_editable(config_settings=None):
    return []


def prepare_metadata_for_build_editable(metadata_directory, config_settings=None):
    return prepare_metadata_for_build_wheel(metadata_directory, config_settings)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    _build_library()
    pth = (os.path.join(ROOT, "python") + "\n").encode()
    return _write_wheel(wheel_directory, [("cube_editable.pth", pth)])


def _write_wheel(wheel_directory, files):
    files = list(files)
    info = _dist_info()
    files.append((info + "/METADATA", _metadata().encode()))
    files.append((info + "/WHEEL", _wheel_file().encode()))
    record = [_record_line(a, d) for a, d in files] + [info + "/RECORD,,"]
    files.append((info + "/RECORD", ("\n".join(record) + "\n").encode()))
    wheel = "%s-%s-%s.whl" % (NAME, _version(), _tag())
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w",
                         zipfile.ZIP_DEFLATED) as z:
        for arcname, data in files:
            zi = zipfile.ZipInfo(arcname, date_time=(2020, 1, 1, 0, 0, 0))
            zi.external_attr = (0o755 if arcname.endswith(SONAME) else 0o644) << 16
            zi.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(zi, data)
    return wheel


def build_sdist(sdist_directory, config_settings=None):
    """The source: the files git tracks (the book, the build, the tests)."""
    import tarfile
    names = subprocess.run(["git", "-C", ROOT, "ls-files"], capture_output=True, text=True,
                           check=True).stdout.split()
    base = "%s-%s" % (NAME, _version())
    out = os.path.join(sdist_directory, base + ".tar.gz")
    with tarfile.open(out, "w:gz") as t:
        for n in names:
            t.add(os.path.join(ROOT, n), arcname=base + "/" + n)
        pkg = os.path.join(sdist_directory, "PKG-INFO")
        with open(pkg, "w", encoding="utf-8") as f:
            f.write(_metadata())
        t.add(pkg, arcname=base + "/PKG-INFO")
        os.remove(pkg)
    return base + ".tar.gz"
