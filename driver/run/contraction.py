"""`--check` on boards that fuse multiply-add: the reference contracts as the board does.

LLVM IR says where a multiply and an add may become one fused operation
(`llvm.fmuladd`, which clang and TVM write for `a*b+c`); the backend fuses it
when the CPU has FMA. Cortex-A72 (rasp4b) and RV64GC do; the x86_64 JIT that
computed the reference (a generic x86-64, no FMA) did not, so TVM 0.27's
matmul, its tiled and parallel variants and conv2d all failed `--check` on
rasp4b ("10 of 16384 elements differ", rtol 1e-5) although the kernels were
right. A tolerance wide enough for contraction error everywhere would hide a
wrong element, so the reference is computed the board's way instead:

* the board fuses: every `llvm.fmuladd` becomes `llvm.fma` (always fused; on a
  host without FMA, libm's exactly rounded `fma`), so each element is
  rounded as the board rounds it;
* the board does not (or `--fp-contract off`): every `llvm.fmuladd` becomes a
  separate multiply and add (`codegen.fpmode`), even on a host whose JIT
  would fuse.

Whether a target fuses is LLVM's answer, not a table: one `llvm.fmuladd`
compiled for the target's CPU and features (`codegen.machine.host_machine`)
either shows a fused instruction or a multiply.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path
from typing import TYPE_CHECKING

from ..codegen.ir import parse_module, target_machine
from ..codegen.machine import host_machine

if TYPE_CHECKING:
    from ..codegen.machine import Machine
    from .request import RunRequest

_PROBE = """
define float @probe(float %a, float %b, float %c) {
  %r = call float @llvm.fmuladd.f32(float %a, float %b, float %c)
  ret float %r
}
declare float @llvm.fmuladd.f32(float, float, float)
"""
CPU_KINDS = ("llvm", "c")  # target kinds whose code is the host CPU's (device kinds: opencl, cuda, ...)
# Fused multiply-add mnemonics: x86 vfmadd*, AArch64 fmadd/fmla, Arm vfma, RISC-V fmadd.s, PowerPC fmadds...
_FUSED = re.compile(r"^\s*\S*(fma|fmadd|fmla|fmsub|fnmadd|fnmsub)", re.IGNORECASE | re.MULTILINE)


@functools.cache
def _machine_fuses(machine: Machine) -> bool:
    module = parse_module(_PROBE, Path("<fmuladd probe>"))
    tm = target_machine(machine)
    module.triple = machine.triple
    module.data_layout = str(tm.target_data)
    return bool(_FUSED.search(tm.emit_assembly(module)))


def board_fuses(target) -> bool:  # noqa: ANN001 - a Target
    """True when code built for `target`'s CPU turns `llvm.fmuladd` into one fused instruction."""
    return _machine_fuses(host_machine(target))


def user_contract(request: RunRequest) -> str:
    """The build's `--fp-contract` ('' when not given)."""
    flags = getattr(request.build, "flags", None)
    return getattr(flags, "fp_contract", "") or ""


def reference_contract(request: RunRequest) -> str:
    """The `fpmode` rewrite that makes the reference IR round as the board's build does: 'fused' or 'off'.

    '' (the IR as written) for a device kernel: its code is the device compiler's, whose contraction
    LLVM's answer for the host CPU says nothing about.
    """
    if request.target.kind not in CPU_KINDS:
        return ""
    if user_contract(request) == "off":
        return "off"
    return "fused" if board_fuses(request.target) else "off"


def uses_fmuladd(paths: list[Path]) -> bool:
    """True when an IR text file calls `llvm.fmuladd` (bitcode is assumed to)."""
    for path in paths:
        if path.suffix == ".bc" or b"llvm.fmuladd" in path.read_bytes():
            return True
    return False


def explain(request: RunRequest, contract: str, rtol: float, atol: float) -> str:
    """The line that says a mismatch is contraction's rounding (the board matched the other reference)."""
    fused = "with" if contract == "fused" else "without"
    arch = request.target.cpu_target.triple.arch
    return (f"the board's outputs match a reference computed {fused} fused multiply-add (the IR's "
            f"llvm.fmuladd; tgtbuild expected {arch} to {'' if contract == 'off' else 'not '}fuse it): the "
            f"difference is rounding from contraction, not a wrong result. Build with --fp-contract off to make "
            f"both sides round each multiply and add, or accept contraction error with a wider --rtol "
            f"(now {rtol:g}; e.g. 1e-4)")
