"""A whole TVM model (a Relax VM executable) runs and is timed on a board with TVM's runtime and no Python
there: the runtime comes from the official wheels (fetched once, hash-checked, cached), the runner is C on
tvm-ffi's C ABI, and `--check-against` the host build of the same model runs through the same runner here.

Models: tests/data/tvm/models (gen_tvm_model.py, TVM 0.27.0.post1). The wheels are downloaded from the
package registry the first time (about 100 MB per platform); every later test reads the cache.
"""

from __future__ import annotations

import json
import platform
import shutil
import struct
from pathlib import Path

import pytest
from marks import QEMU
from tgtcli import run_tgtbuild as tgtbuild

from tgtbuild.tvm.inputs import ModelInputError, assign, read_npy, read_npz
from tgtbuild.tvm.vmexec import VmExecError, parse, read_model

MODELS = Path(__file__).resolve().parent / "data" / "tvm" / "models"
X86 = pytest.mark.skipif(platform.machine() != "x86_64", reason="runs x86_64 code on the local board")
FAST = ["--repeat", "2", "--min-repeat-ms", "1"]


def run_json(*argv: str, cwd: Path) -> dict:
    done = tgtbuild("run", *argv, "--json", cwd=cwd)
    assert done.returncode == 0, done.stderr + done.stdout
    return json.loads(done.stdout)


def test_the_executable_gives_entries_parameter_names_and_the_shapes_tvm_checks():
    exe = read_model(MODELS / "mlp.aarch64.tar")
    assert exe.version == "0.14" and list(exe.functions) == ["forward"]
    (x,) = exe.functions["forward"].params
    assert (x.name, x.shape, x.dtype, x.known) == ("x", (1, 64), "float32", True)
    assert "matmul" in exe.packed and "vm.builtin.alloc_tensor" in exe.packed
    weights = read_model(MODELS / "mlp_args.x86_64.so").functions["forward"].params
    assert [p.name for p in weights] == ["x", "fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias"]
    assert [p.known for p in weights] == [True, False, False, False, False]  # the VM checks x alone


def test_bytes_that_are_no_executable_are_named_as_such():
    with pytest.raises(VmExecError, match="no Relax VM executable"):
        parse(b"\x7fELF" + bytes(100), "kernel.so")
    key = b"relax.VMExecutable"
    with pytest.raises(VmExecError, match="not TVM 0.27's"):
        parse(struct.pack("<Q", len(key)) + key + struct.pack("<QQ", 10, 1234), "odd.so")


def test_inputs_come_from_npy_npz_raw_and_seeds_in_that_order(tmp_path):
    np = pytest.importorskip("numpy")
    params = read_model(MODELS / "mlp_args.x86_64.so").functions["forward"].params
    x = np.arange(64, dtype="float32").reshape(1, 64)
    np.save(tmp_path / "x.npy", x)
    (tmp_path / "x.bin").write_bytes(x.tobytes())
    npz = str(MODELS / "params.npz")
    by_name = assign(params, (f"x={tmp_path / 'x.bin'}", npz), (), 0, "forward")
    assert by_name[0].data == x.tobytes() and by_name[0].shape == (1, 64)  # raw, shaped by the record
    assert [a.shape for a in by_name[1:]] == [(128, 64), (128,), (10, 128), (10,)]
    positional = assign(params, (str(tmp_path / "x.npy"), npz), (), 0, "forward")
    assert positional[0].data == x.tobytes() and positional[0].source.endswith("x.npy")
    seeded = assign(params, (npz,), (), 0, "forward")
    assert seeded[0].source == "seeded f32[1,64]" and seeded[0].data != x.tobytes()
    assert read_npz(MODELS / "params.npz")["fc1.bias"].dtype == "float32"
    assert read_npy((tmp_path / "x.npy").read_bytes(), "x.npy").shape == (1, 64)


def test_missing_weights_and_unknown_names_are_said_before_any_work(tmp_path):
    params = read_model(MODELS / "mlp_args.x86_64.so").functions["forward"].params
    with pytest.raises(ModelInputError, match=r"parameter 1 'fc1.weight' has no data.*--input fc1.weight=FILE.npy"):
        assign(params, (), (), 0, "forward")
    with pytest.raises(ModelInputError, match=r"no parameter 'fc1.wieght'; did you mean fc1.weight"):
        assign(params, (f"fc1.wieght={MODELS / 'params.npz'}",), (), 0, "forward")
    (tmp_path / "short.bin").write_bytes(b"\0" * 12)
    with pytest.raises(ModelInputError, match=r"12 bytes, but \[1, 64\] float32 is 256 bytes"):
        assign(params, (str(tmp_path / "short.bin"),), (), 0, "forward")


@QEMU
def test_a_model_runs_on_emulated_rasp4b_checked_against_its_host_build_and_a_second_run_sends_nothing(tmp_path):
    argv = ["--target", "rasp4b", str(MODELS / "mlp.aarch64.tar"), "--check-against", str(MODELS / "mlp.x86_64.so"),
            *FAST]
    first = run_json(*argv, cwd=tmp_path)
    assert first["harness"] == "tvm-model" and first["check"]["passed"], first
    model = first["model"]
    assert model["entry"] == "forward" and model["vm_format"] == "0.14" and model["inputs"] == ["seeded f32[1,64]"]
    assert model["runtime"]["tvm"] == "0.27.0.post1" and "from the model's VM format 0.14" in model["runtime"]["origin"]
    timing = first["timing"]
    assert timing["load_s"] > 0 and timing["init_s"] > 0 and timing["first_call_s"] > 0 and timing["median"] > 0
    assert timing["outputs"] == [{"dtype": [2, 32, 1], "shape": [1, 10], "device": 1}]
    again = run_json(*argv, cwd=tmp_path)
    assert again["deploy"]["sent"] == [] and again["deploy"]["bytes_sent"] == 0 and again["check"]["passed"]


@QEMU
def test_weights_passed_as_arguments_come_from_an_npz_on_both_sides(tmp_path):
    report = run_json("--target", "rasp4b", str(MODELS / "mlp_args.aarch64.tar"), "--input", str(MODELS / "params.npz"),
                      "--check-against", str(MODELS / "mlp_args.x86_64.so"), *FAST, cwd=tmp_path)
    assert report["check"]["passed"] and len(report["model"]["inputs"]) == 5


@X86
def test_expected_outputs_from_tvms_python_are_a_reference_and_a_wrong_one_fails(tmp_path):
    np = pytest.importorskip("numpy")
    report = run_json("--target", "x86_64-linux-gnu", str(MODELS / "mlp.x86_64.so"), "--check-against",
                      str(MODELS / "mlp.expected.npz"), *FAST, cwd=tmp_path)
    assert report["check"]["passed"]
    wrong = np.load(MODELS / "mlp.expected.npz")["arr_0"].copy()
    wrong[0, 3] += 1.0
    np.savez(tmp_path / "wrong.npz", wrong)
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", str(MODELS / "mlp.x86_64.so"), "--check-against",
                    str(tmp_path / "wrong.npz"), *FAST, cwd=tmp_path)
    assert done.returncode == 1 and "output 0 f32[1,10][3]" in done.stdout, done.stdout + done.stderr


@X86
def test_each_output_of_a_tuple_is_checked(tmp_path):
    report = run_json("--target", "x86_64-linux-gnu", str(MODELS / "two_out.x86_64.so"), "--check-against",
                      str(MODELS / "two_out.x86_64.so"), *FAST, cwd=tmp_path)
    assert report["check"]["passed"] and len(report["timing"]["outputs"]) == 2


@X86
def test_threads_set_the_runtimes_pool_and_the_record_says_how_many_ran(tmp_path):
    report = run_json("--target", "x86_64-linux-gnu", str(MODELS / "mlp.x86_64.so"), "--threads", "1", *FAST,
                      cwd=tmp_path)
    assert report["timing"]["threads"] == 1


@X86
def test_a_wrong_shape_is_tvms_own_one_line_message_and_a_json_field(tmp_path):
    argv = ["run", "--target", "x86_64-linux-gnu", str(MODELS / "mlp.x86_64.so"), "--arg", "f32[1,65]", *FAST]
    plain = tgtbuild(*argv, cwd=tmp_path)
    assert plain.returncode == 2 and "Traceback" not in plain.stderr
    assert "the model rejected the call" in plain.stderr and "param=x" in plain.stderr, plain.stderr
    report = tgtbuild(*argv, "--json", cwd=tmp_path)
    error = json.loads(report.stdout)
    assert error["harness"] == "tvm-model" and error["exit_status"] == 1 and "65" in error["error"]


@pytest.mark.parametrize("target, words", [
    ("armv7a-linux-gnueabihf", "no runtime wheel for armv7"),
    ("riscv64-linux-gnu", "no runtime wheel for riscv64"),
    ("aarch64-linux-musl", "glibc Linux only"),
])
def test_a_board_without_tvm_wheels_is_refused_before_any_work_with_the_way_out(target, words, tmp_path):
    done = tgtbuild("run", "--target", target, str(MODELS / "mlp.aarch64.tar"), cwd=tmp_path)
    assert done.returncode == 2 and words in done.stderr and "--tvm-runtime DIR" in done.stderr, done.stderr
    assert not (tmp_path / "build").exists()


@X86
@QEMU
def test_a_board_runtime_given_with_tvm_runtime_is_not_what_the_host_reference_loads(tmp_path):
    wheel = run_json("--target", "rasp4b", str(MODELS / "mlp.aarch64.tar"), *FAST, cwd=tmp_path)
    folder = wheel["model"]["runtime"]["folder"]  # the aarch64 runtime: the board's, as a user-built one is
    ours = run_json("--target", "rasp4b", str(MODELS / "mlp.aarch64.tar"), "--tvm-runtime", folder,
                    "--check-against", str(MODELS / "mlp.x86_64.so"), *FAST, cwd=tmp_path)
    assert ours["check"]["passed"] and ours["model"]["runtime"]["origin"] == f"--tvm-runtime {folder}", ours


@pytest.mark.parametrize("target, bits", [("arm/rasp4b", 32), ("riscv64-linux-gnu", 64)])
def test_the_runner_builds_for_boards_without_wheels_32_bit_arm_included(target, bits, tmp_path):
    from tgtbuild.elf import read_elf
    from tgtbuild.targets import Target
    from tgtbuild.templating import render
    from tgtbuild.toolchain import select
    from tgtbuild.tvm.model import link_model_runner

    source = tmp_path / "runner.c"
    source.write_text(render("tvm_model_runner.c.j2", buffers=[], prefix="buf"))
    runner = link_model_runner(select(Target(target), None), source, tmp_path)
    elf = read_elf(str(runner))
    assert elf is not None and elf.bits == bits


def test_a_user_runtime_folder_without_the_libraries_is_named(tmp_path):
    done = tgtbuild("run", "--target", "rasp4b", str(MODELS / "mlp.aarch64.tar"), "--tvm-runtime", str(tmp_path),
                    cwd=tmp_path)
    assert done.returncode == 2 and "no libtvm_ffi.so or libtvm_runtime.so there" in done.stderr, done.stderr


def test_a_kernel_of_the_model_still_runs_alone_as_a_packed_function(tmp_path):
    done = tgtbuild("run", "--target", "rasp4b", str(MODELS / "mlp.aarch64.tar"), "--entry", "nosuch", cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "matmul" in done.stderr  # the kernels it has are named


@QEMU
def test_a_model_runs_on_the_ssh_board_that_shares_no_files(isolated_board, tmp_path):
    boards = tmp_path / "boards.toml"
    boards.write_text(isolated_board.boards_toml("far", emulator=[shutil.which("qemu-aarch64-static"), "-L",
                                                                  "/usr/aarch64-linux-gnu"]))
    argv = ["--target", "rasp4b", "--boards-file", str(boards), "--board", "far", str(MODELS / "mlp.aarch64.tar"),
            "--check-against", str(MODELS / "mlp.x86_64.so"), *FAST]
    first = run_json(*argv, cwd=tmp_path)
    assert first["check"]["passed"] and first["board"] != "local"
    assert {"libtvm_runtime.so", "libtvm_ffi.so", "model.so"} <= set(first["deploy"]["sent"])
    again = run_json(*argv, cwd=tmp_path)
    assert again["deploy"]["sent"] == [] and again["check"]["passed"]


@X86
def test_compare_reads_model_records_and_ab_runs_two_builds_of_a_model(tmp_path):
    one = ["--target", "x86_64-linux-gnu", *FAST]
    for name in ("a", "b"):
        (tmp_path / f"{name}.json").write_text(json.dumps(run_json(*one, str(MODELS / "mlp.x86_64.so"), cwd=tmp_path)))
    records = tgtbuild("compare", str(tmp_path / "a.json"), str(tmp_path / "b.json"), "--json", cwd=tmp_path)
    assert records.returncode == 0, records.stderr
    assert json.loads(records.stdout)["comparisons"][0]["verdict"]
    ab = tgtbuild("compare", "--run", "--rounds", "4", "--json", "--a", str(MODELS / "mlp.x86_64.so"), "--b",
                  str(MODELS / "mlp_args.x86_64.so"), "--", *one, "--input", str(MODELS / "params.npz"), cwd=tmp_path)
    assert ab.returncode == 0, ab.stderr
    (comparison,) = json.loads(ab.stdout)["comparisons"]
    assert comparison["unit"] == "runs" and comparison["n"] == [4, 4] and comparison["verdict"]


@QEMU
def test_a_cuda_model_for_a_jetson_builds_and_deploys_and_a_board_without_the_driver_is_told_so(tmp_path):
    model = MODELS / "add_one.cuda.aarch64.tar"
    assert read_model(model).devices == ("cuda",)
    done = tgtbuild("run", "--target", "nvidia/jetson-orin-nano", str(model), *FAST, "--json", cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    error = json.loads(done.stdout)
    assert error["exit_status"] == 6 and "could not be loaded on the board" in error["error"]
    assert "libcudart.so.13" in done.stderr and "libcuda.so.1" in done.stderr and "--tvm-runtime DIR" in done.stderr
    staged = {p.name for p in (tmp_path / "build" / ".tgtbuild" / "staged").glob("*/*")}
    assert {"libtvm_runtime_cuda.so", "libtvm_runtime.so", "libtvm_ffi.so", "model.so"} <= staged


@X86
def test_the_device_path_of_the_runner_copies_through_tvms_own_functions(tmp_path):
    """What a GPU run does around the kernels (TVM's alloc and copy, a stream sync after each batch), forced on
    the CPU: the same outputs. The CUDA kernels themselves need a GPU this machine lacks."""
    import subprocess

    report = run_json("--target", "x86_64-linux-gnu", str(MODELS / "two_out.x86_64.so"), *FAST, cwd=tmp_path)
    (runner,) = (tmp_path / "build" / ".tgtbuild" / "tvm-model").glob("*/tgtbuild-tvm-model-runner-*")
    runtime = report["model"]["runtime"]["folder"]
    (tmp_path / "x.bin").write_bytes(struct.pack("6f", 1, 2, 3, 4, 5, 6))
    outputs = {}
    for copy in ("0", "1"):
        argv = [str(runner), "--runtime", runtime, "--model", str(MODELS / "two_out.x86_64.so"), "--input",
                f"2,32,1:2,3:{tmp_path / 'x.bin'}", "--repeat", "2", "--min-repeat-ms", "1", "--device-copy", copy,
                "--dump-outputs", str(tmp_path / f"out{copy}")]
        done = subprocess.run(argv, capture_output=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr
        outputs[copy] = [(tmp_path / f"out{copy}" / f"out{i}.bin").read_bytes() for i in (1, 2)]
    assert outputs["0"] == outputs["1"] == [struct.pack("6f", 2, 3, 4, 5, 6, 7), struct.pack("6f", 2, 4, 6, 8, 10, 12)]
