"""`--check`: the board's outputs against one call of the same entry on this machine.

The harness dumps the outputs of exactly one call on freshly seeded inputs,
before warm-up and timing (templates/harness.c.j2); the reference is one
call on the same inputs here (`reference.py`), of the request's sources or
of `Check.against` (a C or IR file: device kernels cannot run here, so their
reference is a C function of the same name).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from pathlib import Path

from .request import Check, CheckVerdict, RunRequest


def check_outputs(request: RunRequest, outputs: Mapping[int, bytes],
                  reference: Mapping[int, bytes]) -> CheckVerdict:
    """Compare the board's outputs with the reference (the harness kind's `reference(request)`)."""
    from .reference import compare

    check = request.check or Check()
    problems: list[str] = []
    for spec in request.specs:
        if spec.is_output:
            problems += compare(spec, reference[spec.index], outputs[spec.index],
                                check.rtol, check.atol)
    return CheckVerdict(not problems, tuple(problems), check.rtol, check.atol)


def reference_outputs(request: RunRequest) -> dict[int, bytes]:
    """The default reference (`HarnessKind.reference`; TVM's kind has its own): IR only: llvmlite's JIT,
    and anything else (C, C++, a mix): the same sources built for this machine."""
    from ..suffixes import IR_SUFFIXES
    from .reference import run_reference, run_reference_library

    entry, seed = request.entry or "", request.timing.seed
    against = request.check.against if request.check else None
    sources = (against,) if against else request.sources
    if all(s.endswith(IR_SUFFIXES) for s in sources):
        return run_reference([Path(s) for s in sources], entry, request.specs, seed)
    return run_reference_library(host_library(request, sources), entry, request.specs, seed)


def host_library(request: RunRequest, sources: tuple[str, ...] | None = None) -> Path:
    """lib<name>.so of `sources` (default: the request's) built for this machine (cached by ninja like any build).

    A reference of its own (`Check.against`) is lib<name>-reference.so: it never replaces the
    library of a CPU run of the same name here.
    """
    import platform

    from ..builder.configure import Request
    from ..builder.matrix import build
    from ..textstream import Quiet

    host = f"{platform.machine()}-linux-gnu"
    own = sources is None or tuple(sources) == tuple(request.sources)
    if own and request.build is not None:  # the same flags (-I, -D, -O, --fp-contract...) as the board's build
        breq = dataclasses.replace(request.build, target=host, programs=(), components=(), library=True,
                                   toolchain=request.toolchain, launcher=None)
    else:  # the user's own sources, or a --check-against reference (its own library name)
        breq = Request(target=host, sources=tuple(sources or request.sources), build_root=request.build_root,
                       name=request.name if own else f"{request.name}-reference",
                       toolchain=request.toolchain if own else None, opt_level=request.opt_level)
    (result,) = build([breq], jobs=request.jobs, verbose=request.verbose, stream=Quiet())
    return result.shared_library
