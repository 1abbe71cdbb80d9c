"""`tgtbuild run` on TVM-compiled kernels, end to end: real zig, ninja, qemu-user and sshd.

The board's outputs are compared with llvmlite's JIT (`--check`, same packed
call on this machine) and, for the local runs, with values computed here
(tests/test_tvm_abi.py's Python references).
"""

from __future__ import annotations

import array
import json
import platform
import shutil
import tarfile
from pathlib import Path

import pytest
from test_run_cli import FAST, needs_qemu
from test_tvm_abi import DATA, SPECS, assert_close, expected_output
from tgtcli import run_tgtbuild as tgtbuild

from tgtbuild.codegen import compile_ir
from tgtbuild.targets import parse_target

X86 = pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="the local-board tests run x86_64 code")
AARCH64_LIBC = Path("/usr/aarch64-linux-gnu/lib")


def run_args(kernel: str, arch: str) -> list[str]:
    args = [str(DATA / f"{kernel}.{arch}.ll"), "--entry", kernel]
    for spec in SPECS[kernel]:
        args += ["--arg", spec]
    return args


def run_json(*argv: str, cwd: Path) -> dict:
    done = tgtbuild("run", *argv, "--json", cwd=cwd)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@X86
@pytest.mark.parametrize("kernel", list(SPECS))
def test_tvm_kernels_run_on_the_local_board_and_match(kernel, tmp_path):
    report = run_json("--target", "x86_64-linux-gnu", *run_args(kernel, "x86_64"), *FAST, "--check", cwd=tmp_path)
    assert report["check"]["passed"], report["check"]
    assert report["tvm"].startswith(f"TVM packed function __tvm_ffi_{kernel} (tvm-ffi ABI")
    timing = report["timing"]
    assert timing["repeat"] == 3 and timing["min"] <= timing["median"] <= timing["max"]
    assert timing["abi"] == "tvm-ffi (TVM 0.24+)"
    # The kernel is a shared library beside the runner, as export_library deploys it.
    build = Path(report["build_dir"])
    assert (build / f"lib{kernel}.x86_64.so").exists()


@X86
def test_the_board_computes_what_python_computes(tmp_path):
    """The chain from the board to values computed here: board == JIT (--check), JIT == Python."""
    report = run_json("--target", "x86_64-linux-gnu", *run_args("conv2d", "x86_64"), *FAST, "--check",
                      cwd=tmp_path)
    assert report["check"]["passed"]
    from tgtbuild.run.argspec import parse_args
    from tgtbuild.tvm.abi import find_packed
    from tgtbuild.tvm.check import run_packed_reference

    packed = find_packed([str(DATA / "conv2d.x86_64.ll")], "conv2d")
    reference = run_packed_reference([DATA / "conv2d.x86_64.ll"], packed, parse_args(SPECS["conv2d"]), 0)
    assert_close(list(array.array("f", reference[2])), expected_output("conv2d"))


@X86
def test_a_wrong_shape_reports_tvms_message_and_fails(tmp_path):
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", str(DATA / "matmul.x86_64.ll"), "--entry", "matmul",
                    "--arg", "f32[64,32]", "--arg", "f32[64,64]", "--arg", "f32[64,64]:out", *FAST, cwd=tmp_path)
    assert done.returncode != 0
    assert "ValueError: Invalid A.shape[1] on argument #0" in done.stderr
    assert "expected 64" in done.stderr


@X86
@pytest.mark.parametrize("threads", ["1", "3"])
def test_threads_sizes_the_pool_for_parallel_kernels(threads, tmp_path):
    report = run_json("--target", "x86_64-linux-gnu", *run_args("parallel", "x86_64"), *FAST, "--check",
                      "--threads", threads, cwd=tmp_path)
    assert report["check"]["passed"] and report["timing"]["threads"] == int(threads)


def test_an_unknown_tvm_entry_fails_before_building(tmp_path):
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", str(DATA / "softmax.x86_64.ll"), "--entry", "sofmax",
                    "--arg", "f32[16,256]", "--arg", "f32[16,256]:out", cwd=tmp_path)
    assert done.returncode == 2
    assert "no TVM packed function 'sofmax'; did you mean softmax?" in done.stderr
    assert not (tmp_path / "build").exists()


@needs_qemu
@pytest.mark.skipif(not AARCH64_LIBC.is_dir(), reason="libc6-arm64-cross is not installed")
@pytest.mark.parametrize("kernel", ["parallel", "softmax", "matmul_tiled"])
def test_aarch64_kernels_under_qemu(kernel, tmp_path):
    report = run_json("--target", "rasp4b", *run_args(kernel, "aarch64"), "--repeat", "2", "--min-repeat-ms", "2",
                      "--check", "--threads", "2", cwd=tmp_path)
    assert report["emulated"] and report["check"]["passed"], report


@needs_qemu
@pytest.mark.skipif(not AARCH64_LIBC.is_dir(), reason="libc6-arm64-cross is not installed")
def test_aarch64_kernel_on_the_ssh_board(tmp_path, sshd_server, write_boards):
    boards = write_boards(tmp_path, sshd_server, emulator=["qemu-aarch64-static", "-L", str(AARCH64_LIBC.parent)])
    argv = ["--target", "aarch64-linux-gnu", "--board", "lab", "--boards-file", str(boards),
            *run_args("conv2d", "aarch64"), "--repeat", "2", "--min-repeat-ms", "2", "--check"]
    report = run_json(*argv, cwd=tmp_path)
    assert report["board"].endswith(f"127.0.0.1:{sshd_server.port}") and report["check"]["passed"]
    assert sorted(report["deploy"]["sent"]) == ["libconv2d.aarch64.so", "tgtbuild-tvm-runner"]
    again = run_json(*argv, cwd=tmp_path)
    assert again["deploy"]["sent"] == [] and again["check"]["passed"]  # unchanged: nothing re-sent


@pytest.fixture
def exported(tmp_path) -> dict[str, Path]:
    """What export_library writes, made from TVM's IR by the same LLVM: lib0.o, a .tar of it, a .so."""
    out = tmp_path / "export"
    out.mkdir()
    compile_ir([(DATA / "softmax.aarch64.ll", out / "lib0.o")], parse_target("aarch64-linux-gnu"))
    with tarfile.open(out / "softmax.tar", "w") as tar:
        tar.add(out / "lib0.o", arcname="lib0.o")
    return {"o": out / "lib0.o", "tar": out / "softmax.tar"}


@needs_qemu
@pytest.mark.skipif(not AARCH64_LIBC.is_dir(), reason="libc6-arm64-cross is not installed")
def test_export_library_outputs_run_as_they_are(tmp_path, exported):
    specs = []
    for spec in SPECS["softmax"]:
        specs += ["--arg", spec]
    common = ["--target", "aarch64-linux-gnu", "--entry", "softmax", *specs, "--repeat", "2", "--min-repeat-ms", "2"]
    for kind in ("o", "tar"):
        report = run_json(str(exported[kind]), *common, "--name", "softmax", cwd=tmp_path)
        assert report["timing"]["abi"] == "tvm-ffi (TVM 0.24+)"
        assert report["deploy"]["sent"] in (["libsoftmax.so", "tgtbuild-tvm-runner"], [])
    # A .so already built for the board (here: the one just linked from the .o) is used as it is.
    library = next((tmp_path / "build").rglob("libsoftmax.so"))
    shutil.copy(library, tmp_path / "model.so")
    report = run_json(str(tmp_path / "model.so"), *common, cwd=tmp_path)
    assert report["tvm"].startswith("TVM packed function __tvm_ffi_softmax")


def test_an_artifact_for_another_arch_is_refused(tmp_path, exported):
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", str(exported["o"]), "--entry", "softmax",
                    "--arg", "f32[16,256]", "--arg", "f32[16,256]:out", cwd=tmp_path)
    assert done.returncode == 2
    assert "built for aarch64, but the target is x86_64" in done.stderr


@X86
def test_the_thread_pool_follows_tvms_launch_semantics(tmp_path):
    """pool_tasks.c checks from inside its tasks: each task id once, env->num_task as TVM's pool gives it."""
    import subprocess

    from tgtbuild.toolchain import select

    obj = tmp_path / "pool_tasks.o"
    subprocess.run([*select(parse_target("x86_64-linux-gnu")).cc, "-O2", "-fPIC", "-c",
                    str(DATA / "pool_tasks.c"), "-o", str(obj)], check=True, timeout=300)

    def run(num_task: int, expect: int, threads: int) -> subprocess.CompletedProcess:
        return tgtbuild("run", "--target", "x86_64-linux-gnu", str(obj), "--entry", "tasks", "--arg",
                        f"i64={num_task}", "--arg", f"i64={expect}", "--threads", str(threads), *FAST, cwd=tmp_path)

    assert run(0, 3, 3).returncode == 0  # num_task = 0: the pool's size
    assert run(5, 5, 2).returncode == 0  # more tasks than threads: every task still runs once
    assert run(1, 1, 4).returncode == 0
    wrong = run(0, 2, 3)  # the kernel itself reports a wrong count, through TVM's error setter
    assert wrong.returncode != 0 and "RuntimeError: tasks ran a wrong number of times" in wrong.stderr


@X86
def test_a_musl_target_gets_a_static_runner_that_runs_here(tmp_path):
    """A dynamic musl program needs /lib/ld-musl-*.so.1; glibc machines lack it, so musl links statically."""
    report = run_json("--target", "x86_64-linux-musl", *run_args("softmax", "x86_64"), *FAST, "--check",
                      cwd=tmp_path)
    assert report["check"]["passed"] and report["deploy"]["sent"] == ["tgtbuild-tvm-runner"]
