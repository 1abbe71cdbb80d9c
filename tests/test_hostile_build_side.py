"""Hostile state on the build side (issue 27): odd build roots, stale build files, user data; no tracebacks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]
TARGET = "x86_64-linux-gnu"


def tgtbuild(*argv: str, cwd: Path, timeout: int = 300, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([*TGTBUILD, *argv], cwd=cwd, capture_output=True, text=True, timeout=timeout, **kwargs)


@pytest.mark.parametrize("root", ["a-file", "a-file/below", "/proc/self", "/dev/null"])
@pytest.mark.parametrize("command", ["build", "run", "tune"])
def test_a_build_dir_that_is_a_file_or_refuses_folders_is_a_clear_error(tmp_path: Path, root: str,
                                                                        command: str) -> None:
    (tmp_path / "a-file").write_text("not a folder\n")
    (tmp_path / "k.c").write_text("void k(float *a) { a[0] = N; }\n")
    argv = {"build": ["build", "--target", TARGET, "-DN=1"],
            "run": ["run", "--board", "local", "--target", TARGET, "--entry", "k", "--arg", "f32[4]", "-DN=1"],
            "tune": ["tune", "--board", "local", "--target", TARGET, "--entry", "k", "--arg", "f32[4]",
                     "--knob", "N=1,2", "--trials", "2", "--log", "t.jsonl"]}[command]
    done = tgtbuild(*argv, "--build-dir", root, "k.c", cwd=tmp_path)
    assert done.returncode != 0
    assert "Traceback" not in done.stderr, done.stderr
    assert "cannot write the build directory" in done.stderr and "--build-dir needs a directory" in done.stderr
    blocker = "a-file" if root.startswith("a-file") else root
    assert blocker in done.stderr
    assert (tmp_path / "a-file").read_text() == "not a folder\n"


def test_a_file_where_the_target_build_dir_goes_is_a_clear_error(tmp_path: Path) -> None:
    from tgtbuild.targets import Target

    (tmp_path / "k.c").write_text("int k(void) { return 1; }\n")
    in_the_way = tmp_path / "build" / Target(TARGET).dirname
    in_the_way.parent.mkdir()
    in_the_way.write_text("x")
    done = tgtbuild("build", "--target", TARGET, "k.c", cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert f"{in_the_way} is a file, not a directory" in done.stderr
    assert in_the_way.read_text() == "x"


def _v(generator: str, tmp_path: Path, argv: list[str]) -> str:
    """What the program prints: through `run` (ninja), or the `-o p` program `build --generator make` made."""
    done = tgtbuild(*argv, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    if generator == "ninja":
        return done.stdout
    (program,) = tmp_path.glob("build/*/p")
    return subprocess.run([str(program)], capture_output=True, text=True, timeout=60).stdout


@pytest.mark.parametrize("generator", ["ninja", "make"])
def test_an_emptied_build_file_with_a_stamp_made_for_it_is_regenerated(tmp_path: Path, generator: str) -> None:
    from tgtbuild.builder import fastpath

    (tmp_path / "p.c").write_text('#include <stdio.h>\nint main(void) { puts("v1"); return 0; }\n')
    argv = (["run", "--board", "local", "--target", TARGET, "p.c"] if generator == "ninja"
            else ["build", "--target", TARGET, "--generator", "make", "-o", "p", "p.c"])
    assert _v(generator, tmp_path, argv) == "v1\n"
    (build_dir,) = (p for p in (tmp_path / "build").iterdir() if not p.name.startswith("."))
    build_file = build_dir / ("Makefile" if generator == "make" else "build.ninja")
    build_file.write_text("# nothing to do\n")
    (build_dir / fastpath.BUILD_FILE_STAMP).write_text(fastpath.build_file_stamp("# nothing to do\n"))
    (tmp_path / "p.c").write_text('#include <stdio.h>\nint main(void) { puts("v2"); return 0; }\n')
    assert _v(generator, tmp_path, argv) == "v2\n"
    assert "# nothing to do" not in build_file.read_text()


def test_deploy_says_in_text_which_files_it_removed_and_keep_keeps_them(tmp_path: Path, sshd_server,
                                                                         write_boards) -> None:
    boards = write_boards(tmp_path, sshd_server, emulator=[])
    (tmp_path / "a.so").write_bytes(b"a" * 100)
    (tmp_path / "b.bin").write_bytes(b"b" * 100)
    (tmp_path / "c.bin").write_bytes(b"c" * 100)
    base = ["deploy", "--board", "lab", "--boards-file", str(boards), "--dir", "D"]
    assert tgtbuild(*base, "a.so", cwd=tmp_path).returncode == 0
    second = tgtbuild(*base, "b.bin", cwd=tmp_path)
    assert second.returncode == 0, second.stderr
    assert "removed 1 file(s)" in second.stdout and "a.so" in second.stdout and "--keep" in second.stdout
    assert not (tmp_path / "board" / "D" / "a.so").exists()
    third = tgtbuild(*base, "--keep", "c.bin", cwd=tmp_path)
    assert third.returncode == 0 and "removed" not in third.stdout, third.stdout + third.stderr
    assert sorted(p.name for p in (tmp_path / "board" / "D").iterdir() if not p.name.startswith(".")) == \
        ["b.bin", "c.bin"]
    fourth = tgtbuild(*base, "c.bin", cwd=tmp_path)  # the kept b.bin is still listed in the manifest
    assert "b.bin" in fourth.stdout and not (tmp_path / "board" / "D" / "b.bin").exists()


def test_a_user_tag_named_like_a_builtin_alias_blames_the_users_file(tmp_path: Path) -> None:
    import os

    mine = tmp_path / "config" / "tgtbuild" / "tags" / "mine.toml"
    mine.parent.mkdir(parents=True)
    mine.write_text('[tags.t4]\nkind = "llvm"\nmtriple = "aarch64-linux-gnu"\n')
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = tgtbuild("targets", "show", "rasp4b", cwd=tmp_path, env=env)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith(f"tgtbuild: error: {mine}: the alias 't4' of tag nvidia/nvidia-t4")
    assert f"shadows the tag t4 ({mine})" in done.stderr and "nvidia.toml" in done.stderr
    assert "rename your tag" in done.stderr


def test_a_relative_workdir_in_boards_toml_is_under_the_board_users_home(tmp_path: Path, sshd_server) -> None:
    import os
    import pwd

    from tgtcli import boards_toml, stop_exec_helpers

    # The board user's home is the one sshd logs in to (the password database's), not this shell's $HOME:
    # a CI runner or a new user's shell may have HOME elsewhere, even an empty folder.
    home = pwd.getpwuid(os.getuid()).pw_dir
    workdir = os.path.relpath(tmp_path / "board", home)  # relative, yet inside tmp_path
    assert not os.path.isabs(workdir)
    boards = tmp_path / "boards.toml"
    boards.write_text(boards_toml(sshd_server, name="lab", workdir=Path(workdir)))
    script = tmp_path / "hello"
    script.write_text("#!/bin/sh\necho hello from $(pwd)\n")
    script.chmod(0o755)
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime))
    try:
        done = tgtbuild("exec", "--board", "lab", "--boards-file", str(boards), "--", "./hello", cwd=tmp_path,
                        env=env, timeout=120)
    finally:
        stop_exec_helpers(runtime)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith(f"hello from {tmp_path / 'board'}/")


@pytest.mark.parametrize(("value", "code"), [("nan", 1), ("inf", 2), ("-inf", 3)])
def test_nan_and_inf_scalars_reach_the_entry_as_written(tmp_path: Path, value: str, code: int) -> None:
    (tmp_path / "k.c").write_text(
        "void k(float x, int *o) { o[0] = x != x ? 1 : x > 3.4e38f ? 2 : x < -3.4e38f ? 3 : 0; }\n")
    (tmp_path / "ref.c").write_text(f"void k(float x, int *o) {{ (void)x; o[0] = {code}; }}\n")
    done = tgtbuild("run", "--board", "local", "--target", TARGET, "--entry", "k", "--arg", f"f32={value}",
                    "--arg", "i32[1]:out", "--repeat", "1", "--number", "1", "--min-repeat-ms", "0",
                    "--check-against", "ref.c", "k.c", cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("spec", ["f32=1e9999", "f32=1e39", "f32=-1e39", "f64=1e309"])
def test_a_float_scalar_out_of_range_is_refused_before_building(tmp_path: Path, spec: str) -> None:
    (tmp_path / "k.c").write_text("void k(double x) { (void)x; }\n")
    done = tgtbuild("run", "--board", "local", "--target", TARGET, "--entry", "k", "--arg", spec, "k.c", cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "is out of range for f" in done.stderr and "write inf or -inf" in done.stderr
    assert not (tmp_path / "build").exists() or not list((tmp_path / "build").glob("*/obj"))


@pytest.mark.parametrize("text", [
    "a" * 100_000,
    "llvm -" + "k" * 100_000 + "=1",
    '{"kind": "' + "k" * 100_000 + '"}',
    "llvm -mtriple=" + "k" * 100_000,
    "aarch64-linux-" + "k" * 100_000,
    "rasp4b:" + "k" * 100_000,
    "llvm -opt-level=" + "k" * 100_000,
])
def test_a_huge_target_text_is_not_echoed_whole(text: str) -> None:
    from tgtbuild.errors import TargetError
    from tgtbuild.targets import Target

    with pytest.raises(TargetError) as info:
        Target(text)
    message = str(info.value)
    assert len(message) < 2000 and "characters)" in message, message[:300]


def test_deeply_nested_targets_from_python_are_a_target_error() -> None:
    from tgtbuild.errors import TargetError
    from tgtbuild.targets import Target

    hosts = '{"kind": "llvm", "host": ' * 5000 + '{"kind": "llvm"}' + "}" * 5000
    lists = '{"kind": "llvm", "keys": ' + "[" * 100_000 + "]" * 100_000 + "}"
    nested: list = []
    for _ in range(100_000):
        nested = [nested]
    for value in (hosts, lists, {"kind": "llvm", "keys": nested}):
        with pytest.raises(TargetError, match="nests too deeply"):
            Target(value)


@pytest.mark.parametrize("text", [
    '[project]\ntargets = ["rasp4b"]\n[library.a]\nsources = ["a.c"]\n',
    '[library.a]\nsources = ["a.c"]\n[target."rasp4b"]\ndefine = ["X"]\n',
])
def test_a_bug_in_target_parsing_is_not_reported_as_a_bad_project_target(tmp_path: Path, monkeypatch,
                                                                           text: str) -> None:
    """project.py caught Exception beside ConfigError: a bug read "not a tag, triple or target text"."""
    import tgtbuild.targets
    from tgtbuild.builder.project import ProjectError, parse_project

    (tmp_path / "a.c").write_text("int a(void) { return 1; }\n")
    (tmp_path / "tgtbuild.toml").write_text(text)
    parse_project(tmp_path / "tgtbuild.toml")  # fine as written

    def broken(text: str):
        raise ZeroDivisionError("a bug in tgtbuild")

    monkeypatch.setattr(tgtbuild.targets, "parse_target", broken)
    with pytest.raises(ZeroDivisionError):
        parse_project(tmp_path / "tgtbuild.toml")
    monkeypatch.undo()
    (tmp_path / "tgtbuild.toml").write_text(text.replace("rasp4b", "rasp4"))
    with pytest.raises(ProjectError):
        parse_project(tmp_path / "tgtbuild.toml")


_BUGGY_TUNE = """
import sys
from tgtbuild.tune import measure

calls = []
original = getattr(measure.{cls}, "{method}")

def buggy(self, *args, **kwargs):
    calls.append(1)
    if len(calls) > {after}:
        return 1 // 0  # a bug in tgtbuild
    return original(self, *args, **kwargs)

setattr(measure.{cls}, "{method}", buggy)
from tgtbuild.cli import main
sys.exit(main(sys.argv[1:]))
"""


@pytest.mark.parametrize(("cls", "method", "where"), [("BoardSession", "measure", "while measuring"),
                                                      ("Builder", "build", "while building")])
def test_a_bug_in_the_tuner_stops_the_run_as_an_internal_error_with_the_log_intact(
        tmp_path: Path, cls: str, method: str, where: str) -> None:
    """It was logged as one failed candidate after another (the tuner caught Exception)."""
    import json

    (tmp_path / "k.c").write_text("void k(float *a) { a[0] = N; }\n")
    log = tmp_path / "t.jsonl"
    script = _BUGGY_TUNE.format(cls=cls, method=method, after=2)
    done = subprocess.run([sys.executable, "-c", script, "tune", "--board", "local", "--target", TARGET,
                           "--entry", "k", "--arg", "f32[4]", "--knob", "N=1,2,3,4,5,6", "--strategy", "grid",
                           "--builders", "1", "--repeat", "1", "--min-repeat-ms", "1", "--top-k", "0",
                           "--log", str(log), "k.c"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 70, done.stdout + done.stderr
    assert "Traceback" not in done.stderr
    assert f"internal error in tgtbuild {where}" in done.stderr and "ZeroDivisionError" in done.stderr
    assert f"--resume {log}" in done.stderr
    saved = tmp_path / "build" / "tune" / "internal-error.txt"
    assert "ZeroDivisionError" in saved.read_text() and "Traceback" in saved.read_text()
    records = [json.loads(line) for line in log.read_text().splitlines()]  # every line whole
    assert 1 <= len(records) <= 2 and all(r["ok"] for r in records)


def test_an_opencl_build_log_is_shown_once_naming_the_users_file(tmp_path: Path) -> None:
    import ctypes.util
    import glob

    if not ctypes.util.find_library("OpenCL") or not glob.glob("/etc/OpenCL/vendors/*.icd"):
        pytest.skip("no OpenCL ICD loader or driver (apt-get install pocl-opencl-icd; scripts/system-deps.sh)")
    (tmp_path / "bad.cl").write_text("__kernel void vadd(__global const float *a, __global float *b) {\n"
                                     "    b[get_global_id(0)] = a[get_global_id(0)] + undefined_thing;\n}\n")
    done = tgtbuild("run", "--board", "local", "--target", "opencl -host=x86_64-linux-gnu", "--entry", "vadd",
                    "--arg", "f32[64]", "--arg", "f32[64]:out", "bad.cl", cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert "exited with status 6: the device compiler or driver rejected the kernel" in done.stderr
    assert done.stderr.count("undefined_thing") == 1, done.stderr  # streamed, not repeated in the error
    assert "bad.cl:2:" in done.stderr and "tempfile" not in done.stderr and "/pocl/" not in done.stderr


@pytest.mark.parametrize(("target", "hint"), [
    ("composite -devices=cuda,opencl -host=x86_64-linux-gnu", "run it with --on opencl"),
    ("cuda -arch=sm_90 -host=x86_64-linux-gnu", ""),
])
def test_a_device_kernel_without_its_device_code_is_refused_before_building(tmp_path: Path, target: str,
                                                                             hint: str) -> None:
    (tmp_path / "k.cl").write_text("__kernel void vadd(__global const float *a, __global float *b) "
                                   "{ b[get_global_id(0)] = a[get_global_id(0)]; }\n")
    on = ["--on", "cuda"] if target.startswith("composite") else []
    done = tgtbuild("run", "--board", "local", "--target", target, *on, "--entry", "vadd", "--arg", "f32[64]",
                    "--arg", "f32[64]:out", "k.cl", cwd=tmp_path)
    assert done.returncode == 2, done.stdout + done.stderr
    assert "cuda kernel vadd: no source holds cuda device code (.cu, or LLVM IR for nvptx64)" in done.stderr
    assert hint in done.stderr
    assert not (tmp_path / "build").exists()


def test_a_source_that_is_a_directory_fifo_or_dangling_link_says_what_it_is(tmp_path: Path) -> None:
    import os

    (tmp_path / "dir.c").mkdir()
    os.mkfifo(tmp_path / "fifo.c")
    (tmp_path / "link.c").symlink_to("nowhere.c")
    for name, says in [("dir.c", "is a directory"), ("fifo.c", "is not a regular file"),
                       ("link.c", "is a link to nowhere.c, which does not exist"), ("none.c", "no such file")]:
        done = tgtbuild("build", "--target", TARGET, name, cwd=tmp_path, timeout=60)
        assert done.returncode == 2 and says in done.stderr and "Traceback" not in done.stderr, (name, done.stderr)


def test_a_full_or_closed_stdout_is_one_line_or_nothing_never_a_traceback(tmp_path: Path) -> None:
    import shlex

    (tmp_path / "ok.c").write_text("int ok(void) { return 1; }\n")
    for argv in (["targets"], ["env", "--target", TARGET, "--format", "make"]):
        with open("/dev/full", "w") as full:
            done = subprocess.run([*TGTBUILD, *argv], cwd=tmp_path, stdout=full, stderr=subprocess.PIPE,
                                  text=True, timeout=120)
        assert done.returncode == 74, done.stderr
        assert done.stderr == "tgtbuild: error: cannot write the output: No space left on device\n"
    closed = subprocess.run(["sh", "-c", shlex.join([*TGTBUILD, "build", "--target", TARGET, "ok.c"]) + " >&-"],
                            cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert closed.returncode == 0 and "Traceback" not in closed.stderr, closed.stderr
    assert list(tmp_path.glob("build/*/libok.so"))


def test_deeply_nested_toml_is_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "tgtbuild.toml").write_text("a = " + "[" * 5000 + "]" * 5000 + "\n")
    done = tgtbuild("build", cwd=tmp_path, timeout=60)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "tgtbuild.toml: arrays or inline tables nest too deeply to read" in done.stderr
