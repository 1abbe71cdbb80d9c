"""tgtbuild.toml: loading and its errors (file:line, key, closest key), and real project builds under qemu.

The project is examples/c-project (include/, a -D that changes the output,
-lm, a static library and a program that links it), copied to a temp
folder, built for aarch64, armv7 hard-float and riscv64 (glibc) from the
project file and from the same options on the command line.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tgtbuild.builder.ninjatool import find_ninja
from tgtbuild.builder.project import ProjectError, parse_project

EXAMPLE = Path(__file__).parent.parent / "examples" / "c-project"
# glibc targets the other tests build for too (one zig libc build per arch for the whole suite):
# (qemu, the cross glibc it loads).
TARGETS = {"aarch64-linux-gnu": ("qemu-aarch64-static", "/usr/aarch64-linux-gnu"),
           "armv7a-linux-gnueabihf": ("qemu-arm-static", "/usr/arm-linux-gnueabihf"),
           "riscv64-linux-gnu": ("qemu-riscv64-static", "/usr/riscv64-linux-gnu")}
EXPECTED = "hi from tgtbuild: norm=10.000 dot=25.0\n"
ENV = {k: v for k, v in os.environ.items() if k not in ("CFLAGS", "CPPFLAGS", "CXXFLAGS", "LDFLAGS")}


def _copy(tmp_path: Path) -> Path:
    dest = tmp_path / "proj"
    shutil.copytree(EXAMPLE, dest, ignore=shutil.ignore_patterns("build"))
    return dest


def _tgtbuild(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tgtbuild", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=1200, env=ENV)


def _qemu_run(how: tuple[str, str], exe: str) -> str:
    qemu, sysroot = how
    if shutil.which(qemu) is None:
        pytest.skip(f"{qemu} is not installed (apt-get install qemu-user-static)")
    if not Path(sysroot, "lib").is_dir():
        pytest.skip(f"{sysroot} is missing (scripts/system-deps.sh installs the cross C libraries)")
    return subprocess.run([qemu, "-L", sysroot, exe], capture_output=True, text=True, timeout=60,
                          check=True).stdout


# ---------------------------------------------------------------- errors


def _write(tmp_path: Path, text: str, files: tuple[str, ...] = ("src/a.c",)) -> Path:
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("int a(void) { return 1; }\n")
    path = tmp_path / "tgtbuild.toml"
    path.write_text(text)
    return path


@pytest.mark.parametrize(("text", "line", "message"), [
    ('[project]\ntargets = ["aarch64-linux-musl"]\n\n[library.a]\nsources = ["src/*.c"]\ndefines = ["X"]\n',
     6, "library.a: unknown key 'defines'; did you mean define?"),
    ('[library.a]\nsources = ["src/*.c"]\n\n[flags]\nopt-level = "2"\n', 5, "flags: opt-level must be an integer"),
    ('[library.a]\nsources = ["src/*.c", "lib/*.c"]\n', 2, "'lib/*.c' matches no file"),
    ('[library.a]\nsources = ["src/*.c"]\n[program.app]\nsources = ["src/a.c"]\nlink = ["aa"]\n', 5,
     "'aa' is not a library of this project; did you mean a?"),
    ('[library.a]\nsources = ["src/*.c"]\nfp-contract = "of"\n', 3,
     "'of' is not one of off, on, fast; did you mean off?"),
    ('[library.a]\nsources = ["src/*.c"]\ndefine = ["2X"]\n', 3, "a macro is a C identifier"),
    ('[library.a]\nsources = ["src/*.c"]\n\n[target."aarch64-linux-gnux"]\ndefine = ["X"]\n', 4,
     "not a tag, triple or target text"),
    ('[projet]\nname = "x"\n', 1, "tgtbuild.toml: unknown key 'projet'; did you mean project?"),
    ('[project]\ntargets = ["rasp4"]\n[library.a]\nsources = ["src/*.c"]\n', 2, "'rasp4'"),
    ('[project]\nname = "x"\nsync = ["src", "tests/dta"]\n[library.a]\nsources = ["src/*.c"]\n', 3,
     "project.sync: 'tests/dta' is not a folder (relative to "),
    ('[project]\nsync = "src"\n[library.a]\nsources = ["src/*.c"]\n', 2, "project: sync must be a list of folders"),
])
def test_errors_name_file_line_key_and_closest(tmp_path, text, line, message):
    path = _write(tmp_path, text)
    with pytest.raises(ProjectError) as info:
        parse_project(path)
    assert str(info.value).startswith(f"{path}:{line}: "), str(info.value)
    assert message in str(info.value)


def test_sync_names_folders_relative_to_the_project_file_and_exec_reads_only_that(tmp_path):
    """`[project] sync` is read by `tgtbuild exec` without the rest of the file (a glob matching
    nothing today must not fail a run), from the nearest tgtbuild.toml above its folder."""
    from tgtbuild.builder.project import sync_folders
    from tgtbuild.reuse.exechelper.request import project_sync

    (tmp_path / "tests/data").mkdir(parents=True)
    path = _write(tmp_path, '[project]\nsync = ["tests/data", "."]\n[library.a]\nsources = ["gone/*.c"]\n')
    assert sync_folders(path) == (str(tmp_path / "tests/data"), str(tmp_path))
    assert project_sync(str(tmp_path / "tests/data")) == [str(tmp_path / "tests/data"), str(tmp_path)]
    assert project_sync("", str(tmp_path / "tests")) == [str(tmp_path / "tests/data"), str(tmp_path)]
    with pytest.raises(ProjectError, match="matches no file"):
        parse_project(path)  # a build checks the whole file
    path.write_text('[project]\nsync = ["tests/data"]\nboard = 3\n')
    with pytest.raises(ProjectError, match=r"tgtbuild.toml:3: project: board must be a string"):
        project_sync(str(tmp_path))


def test_a_bad_project_file_exits_2_and_writes_nothing(tmp_path):
    _write(tmp_path, '[project]\ntargets = ["aarch64-linux-musl"]\n[library.a]\nsources = ["src/*.c"]\nstd = "c3"\n')
    run = _tgtbuild("build", cwd=tmp_path)
    assert run.returncode == 2 and "tgtbuild.toml:5: library.a.std: " in run.stderr, run.stderr
    assert not (tmp_path / "build").exists()


def test_no_sources_and_no_project_file_says_what_to_do(tmp_path):
    run = _tgtbuild("build", "-t", "aarch64-linux-musl", cwd=tmp_path)
    assert run.returncode == 2 and "no tgtbuild.toml" in run.stderr and "docs/project.md" in run.stderr


def test_globs_overrides_and_links_resolve(tmp_path):
    project = parse_project(_copy(tmp_path) / "tgtbuild.toml")
    assert project.programs == ("app",)
    request = project.request("riscv64-linux-gnu", build_root=str(tmp_path / "b"))
    assert request.name == "mathx" and [Path(s).name for s in request.sources] == ["dot.c", "norm.c"]
    (kind, name, sources, flags, links) = request.components[0]
    assert (kind, name, links) == ("program", "app", ("mathx",))
    assert "-DBOARD_RISCV=1" in flags.macros and '-DGREETING="hi from tgtbuild"' in flags.macros
    other = project.request("aarch64-linux-musl", build_root=str(tmp_path / "b"))
    assert "-DBOARD_RISCV=1" not in other.components[0][3].macros


# ---------------------------------------------------------------- real builds


def test_project_builds_for_three_arches_and_runs_under_qemu(tmp_path):
    proj = _copy(tmp_path)
    run = _tgtbuild("build", "--json", cwd=proj)
    assert run.returncode == 0, run.stderr
    entries = json.loads(run.stdout)["targets"]
    assert len(entries) == 3
    for entry in entries:
        triple = next(t for t in TARGETS if t.split("-")[0] in entry["build_dir"])
        (exe,) = entry["programs"]
        assert _qemu_run(TARGETS[triple], exe) == EXPECTED
        assert Path(entry["static_library"]).name == "libmathx.a"
    # Nothing changed: the no-op fast path, no work.
    again = _tgtbuild("build", "--json", cwd=proj)
    assert all(e["no_work"] and not e["reconfigured"] for e in json.loads(again.stdout)["targets"])


@pytest.mark.parametrize("target", sorted(TARGETS))
def test_the_same_project_from_command_line_flags(tmp_path, target):
    proj = _copy(tmp_path)
    run = _tgtbuild("build", "-t", target, "-I", "include", "-std=c11", "-O2", "--fp-contract", "off",
                    "-DMATHX_SCALE=2", "--name", "mathx", "src/dot.c", "src/norm.c", "-lm",
                    "--program", "app=app/main.c", "--cflags=-DGREETING='\"hi from tgtbuild\"'", "--json",
                    cwd=proj)
    assert run.returncode == 0, run.stderr
    (entry,) = json.loads(run.stdout)["targets"]
    assert _qemu_run(TARGETS[target], entry["programs"][0]) == EXPECTED


def test_a_program_define_rebuilds_only_the_program(tmp_path):
    proj = _copy(tmp_path)
    first = _tgtbuild("build", "-t", "aarch64-linux-gnu", "--json", cwd=proj)
    assert first.returncode == 0, first.stderr
    build_dir = Path(json.loads(first.stdout)["targets"][0]["build_dir"])
    before = {p.name: p.stat().st_mtime_ns for p in build_dir.rglob("*") if p.suffix in (".o", ".a", "")}
    toml = proj / "tgtbuild.toml"
    toml.write_text(toml.read_text().replace('GREETING="hi from tgtbuild"', 'GREETING="changed"'))
    # ninja alone: the regeneration edge re-reads tgtbuild.toml, then only the program's edges run.
    dry = subprocess.run([find_ninja(), "-C", str(build_dir)], capture_output=True, text=True, timeout=300)
    assert dry.returncode == 0, dry.stdout
    after = {p.name: p.stat().st_mtime_ns for p in build_dir.rglob("*") if p.suffix in (".o", ".a", "")}
    assert after["dot.c.o"] == before["dot.c.o"] and after["norm.c.o"] == before["norm.c.o"]
    assert after["libmathx.a"] == before["libmathx.a"]
    assert after["main.c.o"] != before["main.c.o"] and after["app"] != before["app"]
    assert _qemu_run(TARGETS["aarch64-linux-gnu"], str(build_dir / "app")).startswith("changed: ")


def test_run_names_a_program_of_the_project(tmp_path):
    proj = _copy(tmp_path)
    run = _tgtbuild("run", "app", cwd=proj)  # target and board from the project: aarch64 under qemu here
    assert run.returncode == 0, run.stderr
    assert run.stdout.endswith(EXPECTED)  # after the build's progress lines
    wrong = _tgtbuild("run", "ap", cwd=proj)
    assert wrong.returncode == 125 and "no program 'ap'; did you mean app?" in wrong.stderr
