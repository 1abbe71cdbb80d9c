"""Hostile file names through both generators: nothing a name says is ever run.

Issue 27: `'main2.c;id>PWN_make;.c'` ran `id` under `--generator make`, and a
header with the same kind of name did it again through the compiler's
depfile, which make `-include`s as Makefile text. Ninja parses its depfiles
itself and only `$`-escapes. Every name here is built by ninja; make builds
every name it can express and refuses the rest, naming the file.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tgtbuild.builder.escape import make_path, ninja_path
from tgtbuild.builder.graph import GraphError

BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]
TARGET = "aarch64-linux-gnu"

# Each would run `touch PWN_<n>` if a shell or make read it as code.
EXPRESSIBLE = [
    "$(touch PWN_1).c", "`touch PWN_2`.c", "a%b.c", "a\tb.c", "a b.c", "a:b.c", "a#b.c", "a*b.c", "a?b.c",
    "[ab].c", "a|b.c", "a&b.c", "a(b).c", "~x.c", "-x.c", "a'b.c", 'd"q.c', "b\\s.c", "e\\ f.c", "$HOME.c",
    "ü.c", "x>PWN_3.c",
]
MAKE_CANNOT = ["a;touch PWN_4;.c", "x!=touch PWN_5.c"]
HEADER = "main.c;id>PWN_H;.h"  # main.c exists: the rest of a depfile line ran as a recipe


def _tree(root: Path, names: list[str]) -> None:
    for index, name in enumerate(names):
        (root / name).write_text(f"int f{index}(void) {{ return {index}; }}\n")
    (root / HEADER).write_text("int h;\n")
    (root / "main.c").write_text(f'#include "{HEADER}"\nint g(void) {{ return h; }}\n')


def _build(root: Path, generator: str, names: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run([*TGTBUILD, "build", "--target", TARGET, "--name", "q", "--generator", generator,
                           "--", "main.c", *names], cwd=root, capture_output=True, text=True, timeout=600)


def _pwned(root: Path) -> list[str]:
    return sorted(str(p) for p in root.rglob("PWN*"))


def _symbols(library: Path) -> set[str]:
    from elftools.elf.elffile import ELFFile

    with open(library, "rb") as handle:
        return {s.name for s in ELFFile(handle).get_section_by_name(".dynsym").iter_symbols()}


@pytest.mark.parametrize("generator", ["ninja", "make"])
def test_no_file_name_runs_a_command_in_either_generator(tmp_path: Path, generator: str) -> None:
    names = EXPRESSIBLE + (MAKE_CANNOT if generator == "ninja" else [])
    _tree(tmp_path, names)
    done = _build(tmp_path, generator, names)
    assert done.returncode == 0, done.stdout + done.stderr
    assert not _pwned(tmp_path)
    (library,) = tmp_path.glob("build/*/libq.so")
    assert {f"f{i}" for i in range(len(names))} | {"g"} <= _symbols(library)

    # the second build reads the depfiles (make -includes them): still nothing runs, and an
    # edit of the hostile header is seen (make: its object is always rebuilt, never stale)
    before = library.stat().st_mtime_ns
    time.sleep(0.01)
    (tmp_path / HEADER).write_text("int h = 7;\n")
    again = _build(tmp_path, generator, names)
    assert again.returncode == 0, again.stdout + again.stderr
    assert not _pwned(tmp_path)
    assert library.stat().st_mtime_ns != before


@pytest.mark.parametrize("name", MAKE_CANNOT)
def test_a_name_make_cannot_express_is_refused_naming_it(tmp_path: Path, name: str) -> None:
    _tree(tmp_path, [name])
    done = _build(tmp_path, "make", [name])
    assert done.returncode == 2, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert "GNU make cannot name the file" in done.stderr and repr(name)[1:-1] in done.stderr
    assert "--generator ninja" in done.stderr
    assert not _pwned(tmp_path)


def _make_reads(tmp_path: Path, name: str, *, target: bool) -> bool:
    """Real make: the escaped name is that file (newer rebuilds, missing fails) and nothing else."""
    os.makedirs(tmp_path, exist_ok=True)
    path = tmp_path / name
    if target:
        (tmp_path / "src").write_text("")
        os.utime(tmp_path / "src", (1000, 1000))
        text = f"all: {make_path(name)}\n{make_path(name, target=True)} : src\n\tcp src ./\"$$TGT\"\n"
    else:
        path.write_text("")
        os.utime(path, (1000, 1000))
        text = f"out : {make_path(name)}\n\ttouch out\n"
    (tmp_path / "Makefile").write_text(text)
    env = dict(os.environ, TGT=name)

    def make(*flags: str) -> int:
        return subprocess.run(["make", "-s", *flags, "-C", str(tmp_path)], capture_output=True, env=env,
                              timeout=60).returncode

    if make() != 0 or make("-q") != 0:
        return False
    newer = time.time() + 10
    os.utime(tmp_path / ("src" if target else name), (newer, newer))
    if make("-q") != 1:
        return False
    if target:
        return path.exists()
    path.unlink()
    return make() != 0 and not _pwned(tmp_path)


PATHS = [*(n for n in EXPRESSIBLE if not n.startswith("~")), "%", "&", "|", "a\\\\b", "a\\ b", "a\\:b", "a\\#b",
         "lib(x", "a\\*b"]


@pytest.mark.parametrize("name", PATHS)
def test_make_path_names_exactly_that_file_in_real_make(tmp_path: Path, name: str) -> None:
    assert _make_reads(tmp_path / "prerequisite", name, target=False)
    try:
        escaped = make_path(name, target=True)
    except GraphError:
        assert any(char in name for char in "%|\t")
        return
    assert escaped and _make_reads(tmp_path / "target", name, target=True)


@pytest.mark.parametrize("name", ["a;b", "a=b", "x!=id", "lib(x)", "a\nb", "b\\", "b\\\\", "a ", "~root"])
def test_make_path_refuses_what_make_cannot_express(name: str) -> None:
    with pytest.raises(GraphError):
        make_path(name)


_ALPHABET = list("ab.-_ \t:;=#%*?[]|&()$\\'\"`~!{}<>,@^+")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(st.sampled_from(_ALPHABET), min_size=1, max_size=8).filter(lambda n: n not in (".", "..")
                                                                          and "/" not in n))
def test_any_name_is_refused_or_names_exactly_that_file_in_real_make(tmp_path_factory, name: str) -> None:
    root = tmp_path_factory.mktemp("fuzz")
    for target in (False, True):
        try:
            make_path(name, target=target)
        except GraphError:
            continue
        assert _make_reads(root / str(target), name, target=target), (name, target)


def _ninja_reads(root: Path, name: str) -> bool:
    """Real ninja: `ninja_path(name)` is that file (newer rebuilds, missing fails), as build.ninja.j2 binds `|`."""
    import shutil

    ninja = shutil.which("ninja", path=str(BIN)) or shutil.which("ninja")
    root.mkdir(parents=True)
    path = root / name
    path.write_text("")
    os.utime(path, (1000, 1000))
    (root / "build.ninja").write_text(
        f"tgtbuild_pipe = |\nrule touch\n  command = touch $out\nbuild out: touch {ninja_path(name)}\n")

    def ninja_run(*flags: str) -> subprocess.CompletedProcess:
        return subprocess.run([ninja, "-C", str(root), *flags], capture_output=True, text=True, timeout=60)

    if ninja_run().returncode != 0 or "no work to do" not in ninja_run("-n").stdout:
        return False
    newer = time.time() + 10
    os.utime(path, (newer, newer))
    if "no work to do" in ninja_run("-n").stdout:
        return False
    path.unlink()
    return ninja_run().returncode != 0 and not _pwned(root)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(st.sampled_from(_ALPHABET), min_size=1, max_size=8).filter(lambda n: n not in (".", "..")
                                                                          and "/" not in n))
def test_any_name_but_a_newline_names_exactly_that_file_in_real_ninja(tmp_path_factory, name: str) -> None:
    assert _ninja_reads(tmp_path_factory.mktemp("fuzz") / "d", name), name
