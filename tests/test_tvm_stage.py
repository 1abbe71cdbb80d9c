"""TVM kernels as a harness kind of the run stage (`tvm-packed`): chosen by symbols, run without the CLI,
and the CLI's refusals of what the kind cannot do, before anything is built (real zig, ninja)."""

from __future__ import annotations

import platform
from pathlib import Path

import pytest
from test_run_cli import FAST
from test_tvm_abi import DATA, SPECS
from tgtcli import run_tgtbuild as tgtbuild

from tgtbuild.codegen import compile_ir
from tgtbuild.frozen import replace
from tgtbuild.harnesses.stage import Check, RunRequest, Timing, pick_harness, run
from tgtbuild.run.argspec import parse_args
from tgtbuild.targets import parse_target

ROOT = Path(__file__).resolve().parents[1]
X86 = pytest.mark.skipif(platform.machine() not in ("x86_64", "AMD64"), reason="the local-board tests run x86_64 code")


def request(tmp_path: Path, sources: list[Path], entry: str | None, specs: list[str], **changes) -> RunRequest:
    return RunRequest(target=parse_target("x86_64-linux-gnu"), board=None, sources=tuple(map(str, sources)),
                      build_root=str(tmp_path / "build"), name="k", entry=entry, specs=parse_args(specs), **changes)


def test_tvm_code_picks_the_tvm_packed_kind_before_c_entry(tmp_path):
    tvm = request(tmp_path, [DATA / "softmax.x86_64.ll"], "softmax", SPECS["softmax"])
    plain = request(tmp_path, [ROOT / "examples" / "vadd" / "model.ir"], "vadd",
                    ["f32[8]", "f32[8]", "f32[8]:out", "i64=8"])
    program = request(tmp_path, [ROOT / "examples" / "vadd" / "model.ir"], None, [])
    assert [pick_harness(r).kind for r in (tvm, plain, program)] == ["tvm-packed", "c-entry", "program"]


@X86
def test_the_stage_runs_a_tvm_kernel_for_a_caller_without_the_cli(tmp_path):
    """The tuner's path: a RunRequest straight into `run`, checked, with a thread pool of 2."""
    from tgtbuild.machines import local_runner
    from tgtbuild.remote import parse_board

    target = parse_target("x86_64-linux-gnu")
    board = parse_board("local")
    board = replace(board, emulator=local_runner(target.cpu_target.triple))
    req = replace(
        request(tmp_path, [DATA / "parallel.x86_64.ll"], "parallel", SPECS["parallel"]), board=board,
        timing=Timing(repeat=2, min_repeat_ms=2, threads=2), check=Check())
    result = run(req)
    assert result.harness == "tvm-packed" and result.ok, (result.stderr, result.check)
    assert result.check is not None and result.check.passed
    assert result.timing is not None and result.timing["threads"] == 2 and result.timing["repeat"] == 2
    assert Path(result.program).name == "tgtbuild-tvm-runner"
    assert sorted(result.deploy.paths) == ["libk.so", "tgtbuild-tvm-runner"]


def test_threads_are_refused_for_a_plain_c_entry_before_building(tmp_path):
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", str(ROOT / "examples" / "vadd" / "model.ir"),
                    "--entry", "vadd", "--arg", "f32[8]", "--arg", "f32[8]", "--arg", "f32[8]:out", "--arg", "i64=8",
                    "--threads", "2", cwd=tmp_path)
    assert done.returncode == 2
    assert "--threads 2: sizes a TVM kernel's thread pool, but this is a c-entry run" in done.stderr
    assert not (tmp_path / "build").exists()


def test_what_the_tvm_harness_cannot_do_is_refused_before_building(tmp_path):
    specs = [a for spec in SPECS["softmax"] for a in ("--arg", spec)]
    flush = tgtbuild("run", "--target", "x86_64-linux-gnu", str(DATA / "softmax.x86_64.ll"), "--entry", "softmax",
                     *specs, "--cache-flush", *FAST, cwd=tmp_path)
    assert flush.returncode == 2 and "--cache-flush is not implemented for TVM kernels" in flush.stderr
    obj = tmp_path / "lib0.o"
    compile_ir([(DATA / "softmax.x86_64.ll", obj)], parse_target("x86_64-linux-gnu"))
    check = tgtbuild("run", "--target", "x86_64-linux-gnu", str(obj), "--entry", "softmax", *specs, "--check",
                     *FAST, cwd=tmp_path)
    assert check.returncode == 2 and "--check computes a TVM kernel's reference from its LLVM IR" in check.stderr
    assert not (tmp_path / "build").exists()
