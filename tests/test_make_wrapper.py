"""`tgtbuild make` with Makefiles written as real projects write them (issues 26 and 27).

* lz4's library Makefile compiles several sources in one `$(CC) -c a.c b.c`:
  zig's `cc -c` writes only the first object (zig #7547), so the archive step
  failed ("ar: error: lz4file.o: No such file or directory");
* `CC = ccache gcc`, `CC = /usr/bin/env gcc` and a quoted compiler path with
  a space lost the build (the Makefile's launcher or half a path was kept as
  a flag of zig's compiler);
* a Latin-1 byte in a Makefile variable ended in a UnicodeDecodeError traceback.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tgtbuild.elf import read_elf
from tgtbuild.machines import of_elf
from tgtbuild.reuse.toolwords import flags_after_tool

MAKE = shutil.which("make")
pytestmark = pytest.mark.skipif(MAKE is None, reason="make not installed (apt-get install make)")

SOURCES = {"a.c": "int a(void) { return 1; }\n", "b.c": "int b(void) { return 2; }\n",
           "c.c": "#ifndef KEPT\n#error the Makefile's own flag was lost\n#endif\nint c(void) { return KEPT; }\n"}


def _project(folder: Path, cc_line: bytes) -> Path:
    folder.mkdir()
    for name, text in SOURCES.items():
        (folder / name).write_text(text)
    (folder / "Makefile").write_bytes(
        cc_line + b"\nCFLAGS = -O2\nOBJS = a.o b.o c.o\n"
        b"liball.a: a.c b.c c.c\n\t$(CC) $(CFLAGS) -c a.c b.c c.c\n\t$(AR) rcs $@ $(OBJS)\n")
    return folder


def _make(folder: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tgtbuild", "make", "--target", "aarch64-linux-gnu", "-C",
                           str(folder)], capture_output=True, timeout=600, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("cc_line", [
    b"CC = gcc -DKEPT=3",                           # lz4's shape: several sources in one cc -c
    b"CC = ccache gcc -DKEPT=3",
    b"CC = /usr/bin/env gcc -DKEPT=3",
    b'CC = "/opt/my tools/gcc" -DKEPT=3',
    b"NAME = caf\xe9\nCC = gcc -DKEPT=3",            # a Latin-1 byte elsewhere in the Makefile
], ids=["one-cc-c", "ccache", "env", "quoted-space", "latin1"])
def test_make_builds_every_object_whatever_the_makefile_calls_its_compiler(tmp_path: Path, cc_line: bytes) -> None:
    folder = _project(tmp_path / "lib", cc_line)
    result = _make(folder)
    assert result.returncode == 0, (result.stdout + result.stderr).decode(errors="replace")
    assert b"Traceback" not in result.stderr
    for name in ("a.o", "b.o", "c.o"):
        facts = read_elf(str(folder / name))
        assert facts is not None and of_elf(facts) is not None and of_elf(facts).name == "aarch64", name
    assert (folder / "liball.a").is_file()


def test_the_wrapper_stops_at_the_first_failing_source(tmp_path: Path) -> None:
    folder = _project(tmp_path / "lib", b"CC = gcc -DKEPT=3")
    (folder / "b.c").write_text("int b(\n")
    result = _make(folder)
    assert result.returncode != 0 and b"b.c" in result.stderr
    assert (folder / "a.o").exists() and not (folder / "c.o").exists()


@pytest.mark.parametrize(("text", "flags"), [
    ("gcc", ""), ("gcc -std=gnu99", "-std=gnu99"), ("ccache gcc -O2 $(X)", "-O2 $(X)"),
    ("/usr/bin/env gcc", ""), ("env CCACHE_DIR=/x ccache gcc -m64", "-m64"),
    ('"/opt/my tools/gcc" -std=c99', "-std=c99"), ("'/a b/cc'", ""), ("ar rc", "rc"), ("a\\ b/gcc -x", "-x"),
])
def test_flags_after_the_tool_are_read_as_the_shell_reads_the_line(text: str, flags: str) -> None:
    assert flags_after_tool(text) == flags


def test_env_and_sh_formats_name_the_wrapper_too(tmp_path: Path) -> None:
    """`tgtbuild env --format sh`'s $CC compiles each source too (the same wrapper as `tgtbuild make`)."""
    out = subprocess.run([sys.executable, "-m", "tgtbuild", "env", "--target", "aarch64-linux-gnu", "--format",
                          "sh"], capture_output=True, text=True, timeout=120, check=True).stdout
    (tmp_path / "env.sh").write_text(out)
    for name, text in SOURCES.items():
        (tmp_path / name).write_text(text)
    subprocess.run(["sh", "-c", '. ./env.sh && eval "$CC -DKEPT=1 -c a.c b.c c.c"'], cwd=tmp_path, check=True,
                   timeout=600, env=dict(os.environ))
    assert all((tmp_path / f"{n}.o").exists() for n in "abc")
