"""Every tag, alias and README triple: it builds and runs here, or it is refused with the cause and a remedy.

A new user tried all 379 tags and 32 triples by hand (issue 25). Building
each would cost hours of cold zig libc builds, so the check is split by what
reaches the compiler: every tag and alias is mapped, from data, to one row
of toolchains/support.toml (arch, OS, C library, ABI); each row says whether
it builds, where its programs run, and why not with what instead. Then:

* every refused row is refused before any compile, with its `why` and
  `remedy` in the message (cheap: nothing is built);
* rows the table marks `checked = "test"` that build programs are built here
  from a small C program with sqrt/sinf and run through `tgtbuild run`
  where this machine runs them (glibc classes only: zig builds a glibc's
  stubs in seconds, a static musl in minutes), preferring the
  configurations the rest of the suite already builds;
* the README's table is the one scripts/support_table.py renders.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
from pathlib import Path

import pytest

from tgtbuild.cli import main
from tgtbuild.machines import MachineError, local_runner, of_triple
from tgtbuild.support import class_of, row_of, rows_in_order, support, tags_by_row
from tgtbuild.supporttable import render_table
from tgtbuild.targets import Target
from tgtbuild.targets.tags import registry

ROOT = Path(__file__).resolve().parent.parent
HELLO = ('#include <math.h>\n#include <stdio.h>\n'
         'int main(void) { volatile double x = 2.0; volatile float y = 1.0f;\n'
         '  printf("hello %.3f %.3f\\n", sqrt(x), sinf(y)); return 0; }\n')
ROWS = rows_in_order()
REFUSED = [r for r in ROWS if r.build == "no"]
NOT_HERE = [r for r in ROWS if r.build != "no" and r.run in ("no", "board")]
# Built and run here; a row that cannot run here (riscv32/loongarch64 glibc) has its refusal tested above,
# and its build is left out: each costs a cold glibc + compiler_rt (51-68 s on the loaded 2-core machine).
TESTED = [r for r in ROWS if r.checked == "test" and r.build == "program" and r.run in ("native", "qemu")]


def _script():
    spec = importlib.util.spec_from_file_location("support_table", ROOT / "scripts" / "support_table.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_tag_and_alias_has_a_row():
    by_row = tags_by_row()
    assert "" not in by_row, f"tags no row of toolchains/support.toml covers: {by_row.get('')}"
    names = {n for tags in by_row.values() for n in tags}
    every = set(registry().names()) | {a for n in registry().names() for a in registry().aliases(n)}
    assert names == every and len(every) > 379


@pytest.mark.parametrize("row", ROWS, ids=lambda r: r.key)
def test_each_row_s_example_is_in_that_row(row):
    cpu = Target(row.example).cpu_target
    assert class_of(cpu.triple, str(cpu.attrs.get("mabi") or "")) == row.key


def test_the_readme_table_is_generated_from_the_same_rows():
    script = _script()
    text = (ROOT / "README.md").read_text()
    assert script.with_table(text, render_table()) == text, "README.md is stale: python scripts/support_table.py"
    for row in ROWS:
        assert f"| `{row.key}` | `{row.example}` |" in text


@pytest.mark.parametrize("row", REFUSED, ids=lambda r: r.key)
def test_a_configuration_zig_cannot_build_is_refused_before_compiling(tmp_path, capsys, row):
    (tmp_path / "hello.c").write_text(HELLO)
    status = main(["build", "-t", row.example, str(tmp_path / "hello.c"), "-o", "hello",
                   "--build-dir", str(tmp_path / "b")])
    err = capsys.readouterr().err
    assert status == 2 and row.why in err and row.remedy in err, err
    assert not list((tmp_path / "b").glob("*/obj/*.o"))  # refused before any compile


@pytest.mark.parametrize("row", NOT_HERE, ids=lambda r: r.key)
def test_a_configuration_that_cannot_run_here_is_refused_before_building(tmp_path, capsys, row):
    (tmp_path / "hello.c").write_text(HELLO)
    status = main(["run", "-t", row.example, "--board", "local", str(tmp_path / "hello.c"),
                   "--build-dir", str(tmp_path / "b")])
    err = capsys.readouterr().err
    assert status == 125 and row.why in err and row.remedy in err, err
    assert not (tmp_path / "b").exists()


def test_a_program_for_a_dsp_without_a_c_library_is_refused_and_says_so(tmp_path, capsys):
    (tmp_path / "hello.c").write_text(HELLO)
    status = main(["build", "-t", "qcom/hexagon", str(tmp_path / "hello.c"), "-o", "hello",
                   "--build-dir", str(tmp_path / "b")])
    err = capsys.readouterr().err
    assert status == 2 and "no operating system and no C library" in err and "build a library" in err, err


def _runs_here(row) -> str:
    """'' when this machine can run the row's programs now, else why not (a package to install)."""
    try:
        local_runner(Target(row.example).cpu_target.triple)
    except MachineError as exc:
        return str(exc)
    return ""


# a cold zig builds glibc stubs and compiler_rt per configuration: 5-6 s a row at load 3 (18-57 s, powerpc64le the
# most, while zig's Debug-mode links also built UBSan's runtime)
@pytest.mark.timeout(900)
@pytest.mark.parametrize("row", TESTED, ids=lambda r: r.key)
def test_a_configuration_that_builds_builds_and_runs_here_where_it_can(tmp_path, capsys, row):
    (tmp_path / "hello.c").write_text(HELLO)
    build = ["-t", row.example, str(tmp_path / "hello.c"), "--build-dir", str(tmp_path / "b")]
    cannot = _runs_here(row)
    if cannot:
        assert main(["build", *build, "-o", "hello"]) == 0, capsys.readouterr().err
        (program,) = (tmp_path / "b").glob("*/hello")
        machine = of_triple(Target(row.example).cpu_target.triple)
        assert program.read_bytes()[:4] == b"\x7fELF" and machine is not None
        pytest.skip(f"built; cannot run here: {cannot}")
    capsys.readouterr()
    assert main(["run", *build]) == 0, capsys.readouterr().err
    assert capsys.readouterr().out == "hello 1.414 0.841\n"


def test_soft_float_arm_runs_with_armel_s_c_library_not_armhf_s():
    triple = Target("arm/pynq").cpu_target.triple
    if shutil.which("qemu-arm-static") is None:
        pytest.skip("qemu-arm-static is not installed (apt-get install qemu-user-static)")
    if not os.path.isdir("/usr/arm-linux-gnueabi/lib"):
        with pytest.raises(MachineError, match="libc6-armel-cross"):
            local_runner(triple)
        return
    assert local_runner(triple)[1:] == ("-L", "/usr/arm-linux-gnueabi")


def test_the_table_names_zig_and_the_psabi_defaults():
    assert support().toolchain == "zig"
    assert row_of(Target("riscv/licheepi3a")).key == "riscv64-linux-gnu"  # lp64d is the default ABI
    assert row_of(Target("riscv/sifive-e76")).key == "riscv32-linux-gnu -mabi=ilp32"


def test_every_cpu_triple_the_readme_names_has_a_row():
    import re

    from tgtbuild.errors import TgtbuildError
    from tgtbuild.targets.triple import Triple

    text = (ROOT / "README.md").read_text()
    seen = []
    for word in sorted(set(re.findall(r"(?<![\w/.-])([a-z][a-z0-9_]*-[a-z0-9_.-]+)(?![\w/.-])", text))):
        try:
            triple = Triple.parse(word)
        except TgtbuildError:
            continue  # an option or a file name, not a triple
        if not triple.is_device:
            seen.append(word)
            assert row_of(Target(word)) is not None, f"README names {word}, which no row of support.toml covers"
    assert len(seen) > 30


def test_x86_is_accepted_as_llvm_spells_it():
    assert row_of(Target("x86-linux-gnu")).key == "x86-linux-gnu"
    assert str(Target("x86-linux-musl").cpu_target.triple) == "i686-unknown-linux-musl"


def test_every_tag_and_alias_gets_its_row_s_verdict_before_anything_is_built():
    """Per tag, without compiling: the toolchain is chosen or refused as its row says, and so is this machine."""
    from tgtbuild.cpufeatures import check, local_cpuinfo
    from tgtbuild.toolchain import ToolchainError, select

    tags = registry()
    cpuinfo = local_cpuinfo()
    verdicts: dict[str, int] = {}
    for name in [n for tag in tags.names() for n in (tag, *tags.aliases(tag))]:
        target = Target(name)
        row = row_of(target)
        try:
            select(target)
            built = True
        except ToolchainError as exc:
            built = False
            assert row.build == "no" and row.why in str(exc) or "ndk" in str(exc).lower(), (name, str(exc))
        assert built == (row.build != "no") or row.key.endswith(("android", "androideabi")), name
        try:
            local_runner(target.cpu_target.triple, mabi=str(target.cpu_target.attrs.get("mabi") or ""))
            runs = True
        except MachineError as exc:
            runs = False
            assert row.why in str(exc) or "apt-get install" in str(exc), (name, str(exc))
        assert runs <= (row.run in ("native", "qemu")), name
        if runs and row.run == "native":
            try:
                check(target, cpuinfo, board="local")
            except MachineError as exc:
                assert "lacks CPU features" in str(exc), (name, str(exc))
                runs = False
        verdicts[f"build={built} run={runs}"] = verdicts.get(f"build={built} run={runs}", 0) + 1
    assert sum(verdicts.values()) > 379 and verdicts.get("build=True run=True", 0) > 300, verdicts


def test_targets_show_says_what_zig_builds_and_what_runs_here(capsys):
    assert main(["targets", "show", "arm/pynq"]) == 0
    out = capsys.readouterr().out
    assert "zig builds  programs and libraries" in out and "runs here  qemu-arm + libc6-armel-cross" in out
    assert main(["targets", "show", "riscv/sifive-e31"]) == 0
    assert "zig builds  no: zig builds its riscv32 C libraries only for the ilp32d ABI" in capsys.readouterr().out


def test_a_targets_row_is_made_alone_and_every_row_when_all_are_listed():
    """`targets show` prints one row's verdicts: the other 38 are not made into Rows (0.1 M instructions)."""
    from tgtcli import python_output

    code = ("from tgtbuild import Target, support\nprint(support.row_of(Target('rasp4b')).key, sorted(support._MADE))\n"
            "print(len(support.rows_in_order()) == len(support.support().rows) == len(support._MADE))")
    one, every = python_output(code).splitlines()
    assert one == "aarch64-linux-gnu ['aarch64-linux-gnu']" and every == "True"
