"""The timing harness, argument specs and the --check reference, compiled for real."""

import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tgtbuild.run.argspec import ArgSpecError, parse_arg, parse_args
from tgtbuild.run.harness import harness_argv, harness_source
from tgtbuild.run.reference import compare, make_inputs, run_reference
from tgtbuild.stats.summary import format_table, outliers, parse_harness_output

DATA = Path(__file__).parent / "data" / "run"
VADD_ARGS = ["f32[4096]", "f32[4096]", "f32[4096]:out", "i64=4096"]
VADD_C = "#include <stdint.h>\nvoid vadd(float *a, float *b, float *c, int64_t n) {\n" \
         "  for (int64_t i = 0; i < n; i++) c[i] = a[i] + b[i];\n}\n"


@pytest.mark.parametrize(
    "text, dtype, shape, role, value",
    [
        ("f32[4096]", "f32", (4096,), "in", None),
        ("i32[16,16]:out", "i32", (16, 16), "out", None),
        ("F64[8]:inout", "f64", (8,), "inout", None),
        ("i64=4096", "i64", (), "scalar", 4096),
        ("i64=0x10", "i64", (), "scalar", 16),
        ("f64=0.5", "f64", (), "scalar", 0.5),
        ("u8=255", "u8", (), "scalar", 255),
    ],
)
def test_arg_specs(text, dtype, shape, role, value):
    spec = parse_arg(text, 0)
    assert (spec.dtype, spec.shape, spec.role, spec.value) == (dtype, shape, role, value)


@pytest.mark.parametrize(
    "text, message",
    [
        ("f23[4]", "unknown type 'f23'; did you mean f32?"),
        ("f32[0]", "the shape must be positive integers"),
        ("f32[4,x]", "the shape must be positive integers"),
        ("f32[4]:outt", "unknown role 'outt'; did you mean out?"),
        ("i64=abc", "'abc' is not an integer"),
        ("f32=x", "'x' is not a number"),
        ("u8=300", "300 does not fit u8 (0..255)"),
        ("4096", "is not an argument spec"),
        ("f32[1000000,1000000,1000]", "more than the 16 GiB allowed"),
    ],
)
def test_bad_arg_specs_say_what_is_allowed(text, message):
    with pytest.raises(ArgSpecError) as info:
        parse_arg(text, 2)
    assert message in str(info.value)
    assert "--arg #3" in str(info.value)


def test_outlier_flags():
    assert outliers([1.0, 1.01, 0.99, 1.0, 1.02, 0.98, 1.0, 5.0]) == [7]
    assert outliers([1.0, 1.0, 1.0]) == []


@pytest.mark.parametrize("median, floor, bound", [(3.7e-6, 3.5e-6, True), (4.4e-6, 3.5e-6, False),
                                                   (76e-6, 3.5e-6, False), (3.7e-6, None, False)])
def test_a_cuda_figure_near_the_empty_launch_is_called_launch_bound(median, floor, bound):
    """The CUDA harness times launches back to back: a kernel shorter than a launch measures the launch rate."""
    line = json.dumps({"entry": "saxpy", "runtime": "cuda", "number": 1000, "repeat": 3, "mean": median,
                       "median": median, "min": median, "max": median, "std": 0.0, "cv": 0.0,
                       "times": [median] * 3, "launch_floor": floor, "device": {"name": "GPU", "arch": "sm_90"},
                       "wall": {"median": median, "min": median}})
    result = parse_harness_output(f"harness noise\n{line}\n")
    assert result["launch_bound"] is bound
    table = format_table(result, emulated=False)
    assert ("note: launch-bound" in table) is bound
    assert ("launch floor" in table) is (floor is not None)


def test_no_timing_line_is_a_clear_error():
    with pytest.raises(Exception, match="printed no timing line"):
        parse_harness_output("segfault?\n")


def _build_and_run(cc: list[str], tmp_path: Path, runner: list[str], seed: int = 3) -> dict:
    args = parse_args(VADD_ARGS)
    (tmp_path / "harness.c").write_text(harness_source("vadd", args))
    (tmp_path / "vadd.c").write_text(VADD_C)
    exe = tmp_path / "run"
    subprocess.run([*cc, "-O2", "-Wall", "-Werror", "harness.c", "vadd.c", "-o", str(exe), "-lm"],
                   cwd=tmp_path, check=True, timeout=300)
    argv = harness_argv(repeat=5, min_repeat_ms=5, max_repeat_ms=50, cooldown_ms=1, seed=seed,
                        dump_outputs=str(tmp_path))
    done = subprocess.run([*runner, str(exe), *argv], capture_output=True, text=True, timeout=120, check=True)
    result = parse_harness_output(done.stdout)
    reference = run_reference([DATA / "vadd_skylake.ll"], "vadd", args, seed)
    assert compare(args[2], reference[2], (tmp_path / "out2.bin").read_bytes(), 1e-6, 0.0) == []
    return result


def _check_result(result: dict) -> None:
    assert result["entry"] == "vadd" and result["repeat"] == 5 and len(result["times"]) == 5
    assert result["number"] >= 1
    assert result["min"] <= result["median"] <= result["max"]
    assert result["cv"] >= 0
    assert "median" in format_table(result, emulated=True)


@pytest.mark.skipif(not shutil.which("cc"), reason="no host C compiler")
def test_host_harness_times_and_matches_reference(tmp_path):
    _check_result(_build_and_run(["cc"], tmp_path, []))


@pytest.mark.skipif(not shutil.which("qemu-aarch64-static"), reason="qemu-user-static is not installed")
def test_aarch64_harness_under_qemu_matches_reference(tmp_path):
    import ziglang

    zig = os.path.join(os.path.dirname(ziglang.__file__), "zig")
    result = _build_and_run([zig, "cc", "-target", "aarch64-linux-musl", "-static"], tmp_path,
                            ["qemu-aarch64-static"])
    _check_result(result)


def test_reference_sees_a_wrong_seed():
    args = parse_args(VADD_ARGS)
    good = run_reference([DATA / "vadd_skylake.ll"], "vadd", args, 1)
    other = run_reference([DATA / "vadd_skylake.ll"], "vadd", args, 2)
    problems = compare(args[2], good[2], other[2], 1e-6, 0.0)
    assert problems[-1].startswith("f32[4096]:out: 4096 of 4096 elements differ")


def test_inputs_are_deterministic_and_in_range():
    args = parse_args(["f32[64]", "i8[64]", "u16[64]", "f64[4]:out"])
    a, b = make_inputs(args, 5), make_inputs(args, 5)
    assert a[0].tobytes() == b[0].tobytes()
    assert all(-1.0 <= x < 1.0 for x in a[0])
    assert all(-100 <= x <= 100 for x in a[1])
    assert all(0 <= x <= 200 for x in a[2])
    assert list(a[3]) == [0.0] * 4
    assert make_inputs(args, 6)[0].tobytes() != a[0].tobytes()  # the seed matters
    # splitmix64's published first output for seed 0 is 0xE220A8397B1DCDAF; an unsigned buffer keeps z % 201
    assert list(make_inputs(parse_args(["u8[1]"]), 0)[0]) == [0xE220A8397B1DCDAF % 201]


@pytest.mark.skipif(not shutil.which("cc"), reason="no host C compiler")
def test_the_harness_fills_inputs_with_the_references_values_for_every_dtype(tmp_path):
    """One rule per element type (run/inputfill.py) for the C fill and make_inputs: a kernel that changes
    nothing dumps its :inout buffers as filled, and they are make_inputs' bytes, dtype for dtype."""
    from tgtbuild.run.argspec import DTYPES

    specs = [f"{dtype}[37]:inout" for dtype in DTYPES] + ["f32[5]:out"]
    args = parse_args(specs)
    (tmp_path / "harness.c").write_text(harness_source("keep", args))
    (tmp_path / "keep.c").write_text("void keep(" + ", ".join(f"void *p{i}" for i in range(len(args)))
                                     + ") {" + "".join(f" (void)p{i};" for i in range(len(args))) + " }\n")
    exe = tmp_path / "run"
    subprocess.run(["cc", "-O1", "-Wall", "-Werror", "harness.c", "keep.c", "-o", str(exe), "-lm"], cwd=tmp_path,
                   check=True, timeout=300)
    argv = harness_argv(number=1, repeat=1, warmup=0, min_repeat_ms=0, seed=11, dump_outputs=str(tmp_path))
    subprocess.run([str(exe), *argv], capture_output=True, timeout=60, check=True)
    expected = make_inputs(args, 11)
    for spec in args:
        assert (tmp_path / f"out{spec.index}.bin").read_bytes() == expected[spec.index].tobytes(), spec.text
