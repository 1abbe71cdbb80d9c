"""`tgtbuild make` keeps what a Makefile writes after its tools (`AR= ar rc`, `CC= gcc -std=gnu99`)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tgtbuild.cli import main
from tgtbuild.reuse.facts import gather
from tgtbuild.reuse.makefile import (
    makefile_tool_flags,
    parse_database,
    probe_arguments,
    tool_assignment,
    tool_assignments,
)

DATA = Path(__file__).parent / "data" / "flags-in-tools"
MAKE = shutil.which("make")
needs_make = pytest.mark.skipif(MAKE is None, reason="make not installed (apt-get install make)")

DATABASE = """\
# default
AR = ar
# makefile (from 'Makefile', line 2)
AR = ar rc
# environment
CXX = g++
# makefile (from 'src/Makefile', line 9)
CC := $(CROSS)gcc -std=gnu99 $(MYFLAGS)
# makefile (from 'Makefile', line 4)
CFLAGS = -O2
# default
RANLIB = ranlib
"""


def test_database_keeps_only_the_makefiles_words() -> None:
    assert parse_database(DATABASE) == {"AR": "rc", "CC": "-std=gnu99 $(MYFLAGS)"}


def test_probe_takes_makefile_choices_not_targets() -> None:
    args = ["-j4", "-f", "other.mk", "--file=x.mk", "PLAT=linux", "all", "check"]
    assert probe_arguments(args) == ["-f", "other.mk", "--file=x.mk", "PLAT=linux"]


def test_tool_assignment_escapes_ours_and_keeps_make_text() -> None:
    assert tool_assignment("AR", ["/z $x/zig", "ar"], "rc $(EXTRA)") == "AR='/z $$x/zig' ar rc $(EXTRA)"
    assert tool_assignment("RANLIB", ["zig", "ranlib"], "") == "RANLIB=zig ranlib"


@needs_make
def test_makefile_tool_flags_asks_make(tmp_path: Path) -> None:
    (tmp_path / "Makefile").write_text("CC= gcc -std=gnu99\nAR= ar rc\nLD ?= ld -r\nall:\n\tfalse\n")
    assert makefile_tool_flags(MAKE, str(tmp_path)) == {"CC": "-std=gnu99", "AR": "rc"}  # LD: make's default wins
    (tmp_path / "Makefile").write_text("all:\n\tfalse\n")
    assert makefile_tool_flags(MAKE, str(tmp_path)) == {}  # no recipe ran (it would fail)


@needs_make
def test_unreadable_makefile_is_a_clear_error(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "Makefile").write_text("include missing.mk\n")
    assert main(["make", "--target", "aarch64-linux-gnu", "-C", str(tmp_path)]) == 2  # make's own status
    err = capfd.readouterr().err
    assert "cannot read the Makefile" in err and "not kept" in err and "missing.mk" in err


@needs_make
@pytest.mark.parametrize("triple, machine", [("aarch64-linux-gnu", "aarch64"), ("riscv64-linux-gnu", "riscv64")])
def test_lua_style_makefile_cross_builds(triple: str, machine: str, tmp_path: Path,
                                         capfd: pytest.CaptureFixture[str]) -> None:
    project = tmp_path / "lua style"
    shutil.copytree(DATA, project)
    assert main(["make", "--target", triple, "-C", str(project)]) == 0, capfd.readouterr()
    out = capfd.readouterr().out
    assert f"executable      {machine}" in out and "demo" in out
    assert " rc libdemo.a lib.o" in out  # AR kept its "rc"
    runner = gather(triple)["runner"]
    if not runner:
        pytest.skip(f"no qemu-user for {machine} here (apt-get install qemu-user-static); built, not run")
    ran = subprocess.run([*runner, str(project / "demo")], capture_output=True, text=True, timeout=60)
    assert ran.stdout == "demo: kept the flags (C 199901)\n", ran.stderr


@needs_make
def test_a_variable_after_the_dashes_replaces_it_whole(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    shutil.copytree(DATA, tmp_path / "p")
    assert main(["make", "--target", "aarch64-linux-gnu", "-C", str(tmp_path / "p"), "--", "-n", "AR=myar q"]) == 0
    out = capfd.readouterr().out
    assert "myar q libdemo.a lib.o" in out and "-std=gnu99" in out


def test_tool_assignments_keep_each_folders_words(tmp_path: Path) -> None:
    top, sub = tmp_path / "top dir", tmp_path / "top dir" / "src"
    sub.mkdir(parents=True)
    kept = {str(top): {"CC": ""}, str(sub): {"AR": "rc", "CC": "-std=gnu99"}}
    words = tool_assignments({"AR": ["zig", "ar"], "CC": ["zig", "cc"], "LD": ["ld"]}, kept)
    key = str(sub.resolve()).replace(" ", "^")
    assert words == ["AR=zig ar $(TGT_KEEP_AR$(subst $() ,^,$(CURDIR)))", f"TGT_KEEP_AR{key}=rc",
                     "CC=zig cc $(TGT_KEEP_CC$(subst $() ,^,$(CURDIR)))", f"TGT_KEEP_CC{key}=-std=gnu99", "LD=ld"]
    odd = tmp_path / "a:b"
    odd.mkdir()
    assert tool_assignments({"AR": ["ar"]}, {str(odd): {"AR": "rc"}}) == ["AR=ar"]  # no variable can name it


@needs_make
def test_recursive_makefile_keeps_the_sub_makefiles_flags(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    project = tmp_path / "lua layout"
    shutil.copytree(DATA.parent / "flags-in-submake", project)
    shutil.copytree(DATA, project / "src")
    assert main(["make", "--target", "riscv64-linux-gnu", "-C", str(project)]) == 0, capfd.readouterr()
    out = capfd.readouterr().out
    assert "executable      riscv64" in out and "src/demo" in out
    assert " rc libdemo.a lib.o" in out
