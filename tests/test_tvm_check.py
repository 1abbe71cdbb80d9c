"""`--check` without false alarms on boards that fuse multiply-add, and still catching a wrong element.

TVM's IR writes `llvm.fmuladd`; cortex-a72 (rasp4b) and RV64GC fuse it, the
generic x86-64 the reference used to be JIT-compiled for did not, and 4 of 7
TVM kernels failed `--check` on rasp4b with rtol 1e-5 though they were right.
The reference now contracts as the board does (`run.contraction`). Boards
here are emulated (qemu-user), which computes the board's instructions
exactly, fused ones included. x86_64 (no FMA in the generic CPU) is run for
every kernel by tests/test_tvm_run.py.
"""

from __future__ import annotations

import array
import shutil
from pathlib import Path

import pytest
from test_tvm_abi import DATA, SPECS

from tgtbuild.frozen import replace
from tgtbuild.harnesses.registry import pick_harness
from tgtbuild.run.argspec import parse_args
from tgtbuild.run.check import check_outputs
from tgtbuild.run.request import Check, RunRequest, Timing
from tgtbuild.targets import parse_target

ONE_CALL = Timing(number=1, repeat=1, warmup=0, min_repeat_ms=0)
BOARDS = {"rasp4b": ("aarch64", "qemu-aarch64-static"), "riscv64-linux-gnu": ("riscv64", "qemu-riscv64-static")}


def _request(tmp_path: Path, target: str, arch: str, kernel: str) -> RunRequest:
    from tgtbuild.machines import local_runner
    from tgtbuild.remote import parse_board

    parsed = parse_target(target)
    board = replace(parse_board("local"), emulator=local_runner(parsed.cpu_target.triple))
    return RunRequest(target=parsed, board=board, sources=(str(DATA / f"{kernel}.{arch}.ll"),),
                      build_root=str(tmp_path / "build"), name=kernel, entry=kernel, specs=parse_args(SPECS[kernel]),
                      timing=ONE_CALL, check=Check())


def _needs(target: str) -> None:
    arch, emulator = BOARDS[target]
    if not shutil.which(emulator):
        pytest.skip(f"{emulator} is not installed (qemu-user-static)")
    if not Path(f"/usr/{arch}-linux-gnu/lib").is_dir():
        pytest.skip(f"the {arch} C library is not installed (libc6-{'arm64' if arch == 'aarch64' else arch}-cross)")


@pytest.mark.parametrize("target", list(BOARDS))
def test_every_tvm_kernel_passes_check_with_default_tolerances_on_fma_boards(target, tmp_path):
    from tgtbuild.harnesses.stage import run
    from tgtbuild.run.contraction import board_fuses

    _needs(target)
    assert board_fuses(parse_target(target))  # the case that cried wolf
    arch = BOARDS[target][0]
    failed, inexact = {}, []
    for kernel in SPECS:
        request = _request(tmp_path, target, arch, kernel)
        result = run(request)
        assert result.exit_status == 0, result.stderr
        if not result.check.passed:
            failed[kernel] = result.check.problems
        # Rounded as the board rounds, the reference is not just close: it is the same bits.
        exact = replace(request, check=Check(rtol=0, atol=0))
        if not check_outputs(exact, result.outputs, pick_harness(exact)).passed:
            inexact.append(kernel)
    assert not failed and not inexact, (failed, inexact)


@pytest.mark.parametrize("target, fuses", [
    ("rasp4b", True), ("aarch64-linux-gnu", True), ("riscv64-linux-gnu", True), ("x86_64-linux-gnu", False),
    ("llvm -mtriple=x86_64-linux-gnu -mcpu=haswell", True), ("arm-linux-gnueabihf", False),
])
def test_whether_a_board_fuses_is_llvms_answer_for_its_cpu(target, fuses):
    from tgtbuild.run.contraction import board_fuses

    assert board_fuses(parse_target(target)) is fuses


def test_a_single_wrong_element_is_still_caught(tmp_path):
    """The board's real outputs with one element off by 2e-5 relative: one mismatch, and no contraction excuse."""
    from tgtbuild.harnesses.stage import run

    _needs("rasp4b")
    request = _request(tmp_path, "rasp4b", "aarch64", "conv2d")
    result = run(request)
    assert result.check.passed
    out = array.array("f", result.outputs[2])
    out[77] *= 1 + 2e-5
    verdict = check_outputs(request, {2: out.tobytes()}, pick_harness(request))
    assert not verdict.passed
    assert verdict.problems[-1].startswith("f32[1,8,16,16]:out: 1 of 2048 elements differ")
    assert not any("contraction" in p for p in verdict.problems)


def test_a_difference_at_the_scale_of_contraction_says_so(tmp_path):
    """Outputs fused where the reference expected the target (generic x86_64) not to fuse: the message says
    it is contraction's rounding and what to do. The fused outputs are computed for real (llvm.fma); the
    test's shapes are small enough that fusing stays within rtol 1e-5, so the check here is exact."""
    from tgtbuild.machines import local_runner
    from tgtbuild.tvm.abi import find_packed
    from tgtbuild.tvm.check import run_packed_reference

    request = _request(tmp_path, "x86_64-linux-gnu", "x86_64", "bmm")
    request = replace(request, board=replace(
        request.board, emulator=local_runner(request.target.cpu_target.triple)))
    packed = find_packed(request.sources, "bmm")
    fused = run_packed_reference([DATA / "bmm.x86_64.ll"], packed, request.specs, 0, "fused")
    exact = replace(request, check=Check(rtol=0, atol=0))
    verdict = check_outputs(exact, fused, pick_harness(exact))
    assert not verdict.passed
    assert "elements differ" in verdict.problems[-2]
    assert "match a reference computed with fused multiply-add" in verdict.problems[-1]
    assert "--fp-contract off" in verdict.problems[-1]
