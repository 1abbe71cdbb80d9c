"""OpenCL kernels run for real: PoCL's CPU device on the local board and on the loopback sshd board.

The harness is built by zig for the host CPU, loads libOpenCL.so.1 with
dlopen, builds the embedded kernel with PoCL's compiler on the board and
times it with device events; `--check-against` compares its outputs with a
C reference compiled and run here.
"""

from __future__ import annotations

import ctypes.util
import glob
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from tgtcli import boards_file
from tgtcli import run_tgtbuild as tgtbuild

ROOT = Path(__file__).resolve().parents[1]
OPENCL = ROOT / "examples" / "opencl"
TARGET = "opencl -host=x86_64-linux-gnu"
FAST = ["--repeat", "3", "--min-repeat-ms", "5"]
# PoCL names its CPU device "pthread-<cpu>" up to 4.x and "cpu-<arch>-<cpu>" from 5.0.
POCL_CPU = r"(pthread|cpu)-"
VADD = ["--entry", "vadd", "--arg", "f32[4096]", "--arg", "f32[4096]", "--arg", "f32[4096]:out", "--arg", "i64=4096"]


def _pocl_missing() -> str:
    if not ctypes.util.find_library("OpenCL"):
        return "no OpenCL ICD loader (apt-get install ocl-icd-libopencl1; scripts/system-deps.sh)"
    if not glob.glob("/etc/OpenCL/vendors/*.icd"):
        return "no OpenCL driver (apt-get install pocl-opencl-icd; scripts/system-deps.sh)"
    return ""


pytestmark = pytest.mark.skipif(bool(_pocl_missing()), reason=_pocl_missing() or "PoCL present")


def run_json(tmp_path: Path, *args: str) -> dict:
    done = tgtbuild("run", "--target", TARGET, *args, *FAST, "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_vadd_runs_on_pocl_with_device_and_wall_times(tmp_path):
    report = run_json(tmp_path, str(OPENCL / "vadd.cl"), *VADD, "--local", "64",
                      "--check-against", str(OPENCL / "vadd_ref.c"))
    timing = report["timing"]
    assert report["check"]["passed"] is True and report["emulated"] is False
    assert timing["runtime"] == "opencl" and timing["timer"] == "device"
    assert timing["device"]["platform"] == "Portable Computing Language"
    assert timing["global"] == [4096, 1, 1] and timing["local"] == [64, 1, 1]
    assert timing["repeat"] == 3 and len(timing["times"]) == 3 and len(timing["wall"]["times"]) == 3
    assert 0 < timing["min"] <= timing["median"] <= timing["max"]
    # The host sees the kernel plus launch and wait: never less than the device's own time.
    assert timing["wall"]["median"] >= timing["median"]


def test_matmul_with_local_memory_tiles_matches_the_reference(tmp_path):
    args = ["--entry", "matmul", "--arg", "f32[64,64]", "--arg", "f32[64,64]", "--arg", "f32[64,64]:out",
            "--arg", "i64=64", "--global", "64,64", "--local", "16,16", "--rtol", "1e-4"]
    report = run_json(tmp_path, str(OPENCL / "matmul.cl"), *args, "--check-against", str(OPENCL / "matmul_ref.c"))
    assert report["check"]["passed"] is True
    assert report["timing"]["global"] == [64, 64, 1] and report["timing"]["local"] == [16, 16, 1]


def test_reduction_in_local_memory_matches_the_reference_exactly(tmp_path):
    args = ["--entry", "reduce_sum", "--arg", "i32[4096]", "--arg", "i32[64]:out", "--arg", "i64=4096",
            "--global", "4096", "--local", "64"]
    report = run_json(tmp_path, str(OPENCL / "reduce.cl"), *args, "--check-against", str(OPENCL / "reduce_ref.c"))
    assert report["check"]["passed"] is True and report["check"]["rtol"] == 1e-5


def test_build_error_shows_the_device_compilers_log(tmp_path):
    bad = tmp_path / "bad.cl"
    bad.write_text("__kernel void vadd(__global const float *a, __global const float *b, __global float *out,"
                   " long n) {\n  out[get_global_id(0)] = a[0] + undefined_thing;\n}\n")
    done = tgtbuild("run", "--target", TARGET, str(bad), *VADD, *FAST, "--json", cwd=tmp_path)
    assert done.returncode == 2
    assert "exited with status 6: the device compiler or driver rejected the kernel" in done.stderr
    assert "rejected bad.cl" in done.stderr
    assert "undeclared identifier 'undefined_thing'" in done.stderr  # PoCL's clang, line and column
    failure = json.loads(done.stdout)  # --json: the failure as a record, the message in its "error"
    assert failure["exit_status"] == 6 and "rejected bad.cl" in failure["error"]


def test_wrong_result_is_caught_by_check_against(tmp_path):
    wrong = tmp_path / "vadd.cl"
    wrong.write_text((OPENCL / "vadd.cl").read_text().replace("out[i] = a[i] + b[i];",
                                                              "out[i] = i == 7 ? a[i] : a[i] + b[i];"))
    done = tgtbuild("run", "--target", TARGET, str(wrong), *VADD, *FAST, "--json",
                    "--check-against", str(OPENCL / "vadd_ref.c"), cwd=tmp_path)
    assert done.returncode == 1, done.stderr
    check = json.loads(done.stdout)["check"]
    assert check["passed"] is False
    assert check["problems"][0].startswith("f32[4096]:out[7]: board ")
    assert check["problems"][-1] == "f32[4096]:out: 1 of 4096 elements differ (rtol=1e-05, atol=1e-06)"


def test_a_device_the_board_lacks_lists_what_it_has(tmp_path):
    done = tgtbuild("run", "--target", TARGET + " -device-id=no-such-gpu", str(OPENCL / "vadd.cl"), *VADD, *FAST,
                    cwd=tmp_path)
    assert done.returncode == 2
    assert "status 7: the board lacks the device runtime or the chosen device" in done.stderr
    assert "no OpenCL device matches platform '' device 'no-such-gpu'" in done.stderr
    listed = re.search(rf"platform 0 'Portable Computing Language' device 0 '({POCL_CPU}[^']*)'", done.stderr)
    assert listed, done.stderr
    # --device overrides the target's attribute: part of the name picks PoCL's device.
    part = listed[1].split("-")[1]
    report = run_json(tmp_path, str(OPENCL / "vadd.cl"), *VADD, "--device", part, "--platform", "Portable")
    assert report["timing"]["device"]["name"] == listed[1]


def test_loopback_ssh_board_runs_the_kernel(tmp_path, sshd_server):
    boards = boards_file(tmp_path, sshd_server, [])
    argv = ["--board", "lab", "--boards-file", str(boards), str(OPENCL / "vadd.cl"), *VADD,
            "--check-against", str(OPENCL / "vadd_ref.c")]
    first = run_json(tmp_path, *argv)
    assert first["board"].endswith(f"127.0.0.1:{sshd_server.port}")
    assert first["check"]["passed"] is True and first["timing"]["device"]["platform"] == "Portable Computing Language"
    program = first["program"].rsplit("/", 1)[1]
    assert first["harness"] == "opencl" and program.startswith("vadd-opencl-")
    assert first["deploy"]["sent"] == ["libvadd.so", program]  # the harness links the library shared
    again = run_json(tmp_path, *argv)
    assert again["deploy"]["sent"] == []  # same harness: nothing re-sent


@pytest.mark.parametrize("flags, message", [
    (["--global", "100", "--local", "64"], "is not a multiple of --local 64"),
    (["--grid", "16"], "--grid: OpenCL launches are sized with --global/--local"),
    (["--global", "64,0"], "one to three positive sizes"),
    (["--check"], "--check of a opencl kernel needs --check-against"),
    (["--check-against", "ref.txt"], "--check-against ref.txt: a reference is C (.c) or LLVM IR"),
    (["--check-against", "missing.c"], "--check-against missing.c: no such file"),
    (["--cache-flush"], "--cache-flush is for CPU code"),
    (["--cpus", "0"], "--cpus is for CPU code"),
    (["--arg", "f32[4]"], "--grid"),
])
def test_bad_launch_options_fail_before_anything_is_built(tmp_path, flags, message):
    if flags == ["--arg", "f32[4]"]:  # a CUDA target given OpenCL sizes
        done = tgtbuild("run", "--target", "cuda -arch=sm_90", str(ROOT / "examples" / "cuda" / "saxpy.cu"),
                        "--entry", "saxpy", "--global", "64", cwd=tmp_path)
    else:
        done = tgtbuild("run", "--target", TARGET, str(OPENCL / "vadd.cl"), *VADD, *flags, cwd=tmp_path)
    assert done.returncode == 2 and message in done.stderr, done.stderr
    assert not (tmp_path / "build").exists()


def test_composite_target_picks_the_harness_of_its_device(tmp_path):
    composite = "composite -host=x86_64-linux-gnu -devices=opencl,cuda"
    done = tgtbuild("run", "--target", composite, str(OPENCL / "vadd.cl"), *VADD, cwd=tmp_path)
    assert done.returncode == 2
    assert "the composite target has 2 runnable devices (opencl, cuda): pick one with --on KIND" in done.stderr
    report = json.loads(tgtbuild("run", "--target", composite, "--on", "opencl", str(OPENCL / "vadd.cl"), *VADD,
                                 *FAST, "--json", "--check-against", str(OPENCL / "vadd_ref.c"), cwd=tmp_path).stdout)
    assert report["timing"]["runtime"] == "opencl" and report["check"]["passed"] is True
    assert report["target"].startswith('{"devices":[')  # built for the composite, its host's CPU


def test_board_tag_gpu_cross_compiles_and_names_the_missing_runtime(tmp_path):
    if not Path("/usr/aarch64-linux-gnu/lib").is_dir():
        pytest.skip("libc6-arm64-cross is needed to run the aarch64 harness under qemu here")
    done = tgtbuild("run", "--target", "rockchip/rk3399", "--on", "gpu", str(OPENCL / "vadd.cl"), *VADD, *FAST,
                    cwd=tmp_path)
    # The Mali's host is the board's A72: the harness is aarch64, run by qemu, where no OpenCL is installed.
    assert done.returncode == 2
    assert "cannot load libOpenCL.so.1" in done.stderr and "install an OpenCL ICD loader" in done.stderr
    assert list((tmp_path / "build").glob("rockchip-rk3399-gpu-*/vadd-opencl-*"))
    wrong = tgtbuild("run", "--target", "rockchip/rk3399", "--on", "gpus", str(OPENCL / "vadd.cl"), *VADD,
                     cwd=tmp_path)
    assert wrong.returncode == 2 and "has devices bigcpu, gpu, littlecpu; did you mean gpu?" in wrong.stderr


def _runner_pids(marker: str) -> list[int]:
    pids = []
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            argv = cmdline.read_bytes().split(b"\0")
        except OSError:
            continue
        if argv and b"/vadd-opencl-" in argv[0] and marker.encode() in argv:
            pids.append(int(cmdline.parent.name))
    return pids


def test_ctrl_c_stops_the_harness_on_the_local_board(tmp_path):
    seed = str(time.time_ns() % 1_000_000_007)  # marks this run's harness among others on the machine
    argv = [sys.executable, "-m", "tgtbuild", "run", "--target", TARGET, str(OPENCL / "vadd.cl"), *VADD,
            "--min-repeat-ms", "60000", "--seed", seed]
    proc = subprocess.Popen(argv, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 300
        while not _runner_pids(seed) and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.2)
        (runner,) = _runner_pids(seed)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode != 0 and b"interrupted" in err
        deadline = time.monotonic() + 10
        while Path(f"/proc/{runner}").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not Path(f"/proc/{runner}").exists(), "the harness outlived tgtbuild"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=30)
        for pid in _runner_pids(seed):  # only when the test failed: never leave its harness running
            os.kill(pid, signal.SIGKILL)


def test_inout_buffer_is_checked_after_exactly_one_call(tmp_path):
    """saxpy updates y in place: the checked y is one call's, not after the timed calls."""
    (tmp_path / "saxpy.cl").write_text(
        "__kernel void saxpy(int n, float a, __global const float *x, __global float *y) {\n"
        "    int i = get_global_id(0);\n    if (i < n) y[i] = a * x[i] + y[i];\n}\n")
    (tmp_path / "ref.c").write_text(
        "void saxpy(int n, float a, const float *x, float *y) {\n"
        "    for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];\n}\n")
    report = run_json(tmp_path, str(tmp_path / "saxpy.cl"), "--entry", "saxpy", "--arg", "i32=1000",
                      "--arg", "f32=2", "--arg", "f32[1000]", "--arg", "f32[1000]:inout", "--warmup", "2",
                      "--check-against", str(tmp_path / "ref.c"))
    assert report["check"]["passed"] is True, report["check"]["problems"]
    assert report["timing"]["global"] == [1000, 1, 1]  # sized from the first output


def test_human_output_shows_the_device_and_both_clocks(tmp_path):
    done = tgtbuild("run", "--target", TARGET, str(OPENCL / "vadd.cl"), *VADD, *FAST, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    lines = {line.strip().split("  ", 1)[0]: line for line in done.stdout.splitlines() if "  " in line.strip()}
    assert re.search(f"Portable Computing Language / {POCL_CPU}", lines["device"]), lines["device"]
    assert "device events" in lines["timer"] and "wall median" in lines and "median" in lines


@pytest.mark.parametrize("target, flags, message", [
    ("x86_64-linux-gnu", ["--global", "64"], "--global/--grid set a device launch; llvm is CPU code"),
    ("x86_64-linux-gnu", ["--on", "gpu"], "--on 'gpu': llvm is not a composite target or a board tag with devices"),
    ("vulkan -host=x86_64-linux-gnu", [], "vulkan kernels have no harness yet (runnable kinds: opencl, cuda, nvptx)"),
])
def test_device_options_on_targets_that_cannot_take_them(tmp_path, target, flags, message):
    done = tgtbuild("run", "--target", target, str(OPENCL / "vadd.cl"), *VADD, *flags, cwd=tmp_path)
    assert done.returncode == 2 and message in done.stderr, done.stderr
    assert not (tmp_path / "build").exists()


def test_specs_are_checked_against_the_reference_before_building(tmp_path):
    """A kernel's parameters are not read from OpenCL C; its reference names them."""
    specs = [*VADD[:-1], "i32=4096"]  # vadd_ref.c's n is a long
    done = tgtbuild("run", "--target", TARGET, str(OPENCL / "vadd.cl"), *specs,
                    "--check-against", str(OPENCL / "vadd_ref.c"), cwd=tmp_path)
    assert done.returncode == 2 and "parameter 4 of vadd is i64, not i32" in done.stderr, done.stderr
    assert not (tmp_path / "build").exists()
