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
from .argspec import ArgSpec
from .contraction import explain, reference_contract, uses_fmuladd
from .reference import compare, run_reference, run_reference_library
from .request import Check, CheckVerdict, RunRequest


class HasReference(Protocol):
    """What `check_outputs` asks of a harness kind (`kind.HarnessKind` answers it): this module stands
    below the kinds, which call `reference_outputs` for their default."""

    def reference(self, request: RunRequest, contract: str = "") -> dict[int, bytes]: ...


def check_outputs(request: RunRequest, outputs: Mapping[int, bytes], harness: HasReference,
                  described: list | None = None) -> CheckVerdict:
    """Compare the board's outputs with the harness kind's reference (`harness.reference(request)`).

    `described`: the outputs the board's program reported (a model runner's `outputs`: dtype and shape
    of each); their number, dtypes and shapes must be the expected ones before any bytes are compared.
    """
    check = request.check or Check()
    problems = layout_problems(request.specs, described)
    if problems:
        return CheckVerdict(False, tuple(problems), check.rtol, check.atol)
    reference = harness.reference(request)
    problems = _mismatches(request, reference, outputs, check)
    if problems:
        problems += _contraction_note(request, harness, outputs, check)
    return CheckVerdict(not problems, tuple(problems), check.rtol, check.atol)


_CODES = {0: "i", 1: "u", 2: "f"}  # DLPack's type codes: int, uint, float


def layout_problems(specs: tuple[ArgSpec, ...], described: list | None) -> list[str]:
    """Why the board's outputs (`described`: the runner's [{"dtype": [code, bits, lanes], "shape": [...]}])
    cannot be the expected ones: another number of outputs, dtype or shape; [] when they fit or nothing
    was described (a kernel's harness: its outputs are its --arg specs).

    Bytes alone were compared (issue 43): an .npz holding the first of two outputs passed with the second
    never looked at, (6,) passed against (3,2), and float bits in an int32-labelled array passed as ints.
    The board's output k is spec index `first + k`, `first` the number of inputs (the runner's numbering).
    """
    if described is None:
        return []
    if not isinstance(described, list):
        return [f"the board's program reported its outputs as {described!r:.60}, not a list of them"]
    expected = sorted((s for s in specs if s.is_output), key=lambda s: s.index)
    first = sum(1 for s in specs if not s.is_output)
    if len(expected) != len(described) or any(s.index != first + k for k, s in enumerate(expected)):
        return [f"the board returned {_count(len(described))}, the reference has {_count(len(expected))}: "
                f"{_missing(expected, described, first)}"]
    problems = []
    for k, (spec, out) in enumerate(zip(expected, described, strict=True)):
        board, want = _spec_text(out), f"{spec.dtype}[{','.join(map(str, spec.shape))}]"
        if board != want:
            problems.append(f"output {k}: the board returned {board}, the reference is {want}")
    return problems


def _count(n: int) -> str:
    return f"{n} output" + ("" if n == 1 else "s")


def _missing(expected: list[ArgSpec], described: list, first: int) -> str:
    """Which outputs have no counterpart (the first few), so a user sees which one is not compared."""
    if len(described) > len(expected):
        return "output " + ", ".join(f"{k} {_spec_text(out)}" for k, out in enumerate(described)
                                     if k >= len(expected))[:200] + " would go unchecked"
    extra = [s.text for s in expected if s.index - first >= len(described)]
    return "; ".join(extra)[:200] + " not returned by the board" if extra else "the outputs are numbered otherwise"


def _spec_text(out: object) -> str:
    """A reported output as `f32[2,3]`; a value that is no tensor as what the runner said of it."""
    if not isinstance(out, dict) or not isinstance(out.get("dtype"), list) or len(out["dtype"]) != 3:
        return f"no tensor ({out!r:.60})"
    code, bits, lanes = out["dtype"]
    lane = f"x{lanes}" if lanes != 1 else ""
    return f"{_CODES.get(code, f'code{code}:')}{bits}{lane}[{','.join(map(str, out.get('shape') or []))}]"


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
