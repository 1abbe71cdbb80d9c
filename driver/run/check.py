"""`--check`: the board's outputs against one call of the same entry on this machine.

The harness dumps the outputs of exactly one call on freshly seeded inputs,
before warm-up and timing (templates/harness.c.j2); the reference is one
call on the same inputs here (`reference.py`), of the request's sources or
of `Check.against` (a C or IR file: device kernels cannot run here, so their
reference is a C function of the same name). An IR reference contracts
`llvm.fmuladd` as the board's CPU does (`contraction.py`).
"""

from __future__ import annotations

import platform
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

from ..builder.configure import Request
from ..builder.matrix import build
from ..frozen import replace
from ..suffixes import IR_SUFFIXES
from ..textstream import Quiet
from .contraction import explain, reference_contract, uses_fmuladd
from .reference import compare, run_reference, run_reference_library
from .request import Check, CheckVerdict, RunRequest


class HasReference(Protocol):
    """What `check_outputs` asks of a harness kind (`kind.HarnessKind` answers it): this module stands
    below the kinds, which call `reference_outputs` for their default."""

    def reference(self, request: RunRequest, contract: str = "") -> dict[int, bytes]: ...


def check_outputs(request: RunRequest, outputs: Mapping[int, bytes], harness: HasReference) -> CheckVerdict:
    """Compare the board's outputs with the harness kind's reference (`harness.reference(request)`)."""
    check = request.check or Check()
    reference = harness.reference(request)
    problems = _mismatches(request, reference, outputs, check)
    if problems:
        problems += _contraction_note(request, harness, outputs, check)
    return CheckVerdict(not problems, tuple(problems), check.rtol, check.atol)


def _mismatches(request: RunRequest, reference: Mapping[int, bytes], outputs: Mapping[int, bytes],
                check: Check) -> list[str]:
    problems: list[str] = []
    for spec in request.specs:
        if spec.is_output:
            problems += compare(spec, reference[spec.index], outputs[spec.index], check.rtol, check.atol)
    return problems


def _contraction_note(request: RunRequest, harness: HasReference, outputs: Mapping[int, bytes],
                      check: Check) -> list[str]:
    """One more line when the board matches the reference contracted the other way: rounding, not a bug.

    Costs a second JIT, only on a mismatch of IR that has `llvm.fmuladd` to contract.
    """
    sources = (check.against,) if check.against else request.sources
    ir = [Path(s) for s in sources if s.endswith(IR_SUFFIXES)]
    if not ir or len(ir) != len(sources) or not uses_fmuladd(ir):
        return []
    expected = reference_contract(request)
    if not expected:
        return []
    other = "off" if expected == "fused" else "fused"
    if _mismatches(request, harness.reference(request, other), outputs, check):
        return []
    return [explain(request, other, check.rtol, check.atol)]


def reference_outputs(request: RunRequest, contract: str = "") -> dict[int, bytes]:
    """The default reference (`HarnessKind.reference`; TVM's kind has its own): IR only: llvmlite's JIT
    (`llvm.fmuladd` contracted as on the board, or as `contract` says), and anything else (C, C++, a
    mix): the same sources built for this machine."""
    entry, seed = request.entry or "", request.timing.seed
    against = request.check.against if request.check else None
    sources = (against,) if against else request.sources
    if all(s.endswith(IR_SUFFIXES) for s in sources):
        return run_reference([Path(s) for s in sources], entry, request.specs, seed,
                             contract or reference_contract(request))
    return run_reference_library(host_library(request, sources), entry, request.specs, seed)


def host_library(request: RunRequest, sources: tuple[str, ...] | None = None) -> Path:
    """lib<name>.so of `sources` (default: the request's) built for this machine (cached by ninja like any build).

    A reference of its own (`Check.against`) is lib<name>-reference.so: it never replaces the
    library of a CPU run of the same name here.
    """
    host = f"{platform.machine()}-linux-gnu"
    own = sources is None or tuple(sources) == tuple(request.sources)
    if own and request.build is not None:  # the same flags (-I, -D, -O, --fp-contract...) as the board's build
        breq = replace(request.build, target=host, programs=(), components=(), library=True,
                       toolchain=request.toolchain, launcher=None)
    else:  # the user's own sources, or a --check-against reference (its own library name), by the run's toolchain
        breq = Request(target=host, sources=tuple(sources or request.sources), build_root=request.build_root,
                       name=request.name if own else f"{request.name}-reference",
                       toolchain=request.toolchain, opt_level=request.opt_level)
    (result,) = build([breq], jobs=request.jobs, verbose=request.verbose, stream=Quiet())
    return result.shared_library
