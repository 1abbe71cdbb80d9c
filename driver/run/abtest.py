"""Interleaved A/B on one board: two variants built once, then run alternately on one connection.

Why interleave: on this 2-core shared machine a candidate's time drifted by
7-20% (CV) with the load of other jobs, and three back-to-back exhaustive
passes over one tuning space disagreed on the best by up to 1.9x
(DESIGN.md). Timing all of A and then all of B puts that drift into the
difference; alternating A, B, B, A, A, B... in rounds spreads it over both
alike, and the comparison (`verdict.compare`) pools each variant's repeats
over the rounds. Both run through `onboard.run_staged` (the same run script,
per-run folder and context record as `tgtbuild run`) on one open
connection: no handshake between rounds, and a variant's files are uploaded
once, on its first round.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..errors import TgtbuildError
from ..frozen import frozen, replace
from ..remote.errors import RemoteError, RemoteTimeout
from ..stats.summary import _fmt
from ..stats.verdict import LEVEL, Comparison, compare_runs, median
from .onboard import harness_ok, run_staged
from .staging import build_and_stage


@frozen
class Variant:
    """One side of the comparison: its label, its checked request and the harness kind that runs it."""

    label: str
    request: Any
    harness: Any


@dataclass
class Interleaved:
    """What the rounds measured: each variant's per-call times per round (one run each) and its contexts."""

    labels: tuple[str, str]
    runs: dict[str, list[list[float]]] = field(default_factory=dict)
    contexts: dict[str, list[dict]] = field(default_factory=dict)
    rounds: int = 0

    def comparison(self, level: float = LEVEL) -> Comparison:
        """The verdict with the run (round) as the unit: see `verdict.compare_runs`."""
        a, b = self.labels
        return compare_runs(self.runs[a], self.runs[b], level=level)


class BoardLost(TgtbuildError):
    """The board went away mid-way; `partial` keeps the rounds finished before (nothing measured is lost)."""

    def __init__(self, message: str, partial: Interleaved) -> None:
        super().__init__(message)
        self.partial = partial


def run_interleaved(conn: Any, variants: Sequence[Variant], rounds: int, *, log: Any = None,
                    progress: Callable[[str], None] | None = None) -> Interleaved:
    """Build and stage both variants, then `rounds` rounds of A and B alternating order (AB, BA, AB, ...)."""
    if len(variants) != 2:
        raise TgtbuildError(f"an A/B comparison runs two variants, not {len(variants)}")
    if rounds < 1:
        raise TgtbuildError(f"rounds {rounds}: at least 1")
    variants = [replace(v, request=v.harness.resolve(v.request)) for v in variants]  # as `run` does
    staged = {}
    for v in variants:
        build_dir, files = build_and_stage(v.request, lambda v=v: v.harness.build(v.request, log))
        staged[v.label] = (build_dir, files)
    result = Interleaved((variants[0].label, variants[1].label),
                         {v.label: [] for v in variants}, {v.label: [] for v in variants})
    lost = _link_errors()
    for round_index in range(rounds):
        order = variants if round_index % 2 == 0 else variants[::-1]
        for v in order:
            build_dir, files = staged[v.label]
            try:
                run = run_staged(conn, v.request, v.harness, next(iter(files)), build_dir, files)
            except RemoteTimeout:  # the variant's own fault, said as `run` says it
                raise
            except lost as exc:
                raise BoardLost(f"board {v.request.board.destination()} was lost in round {round_index + 1} of "
                                f"{rounds} ({type(exc).__name__}: {exc})", result) from None
            harness_ok(v.request, v.harness, run.exit_status, run.stderr)
            times = (run.timing or {}).get("times") or []
            result.runs[v.label].append([t for t in times if isinstance(t, (int, float)) and t > 0])
            if run.context is not None:
                result.contexts[v.label].append(run.context)
        result.rounds = round_index + 1
        if progress is not None:
            progress(f"round {result.rounds}/{rounds}: " + ", ".join(
                f"{label} median {_median_text(result.runs[label][-1])}" for label in result.labels))
    return result


def _median_text(times: list[float]) -> str:
    return _fmt(median(times)) if times else "-"


def _link_errors() -> tuple[type[BaseException], ...]:
    """What a dropped link raises: the remote layer's errors (not a timeout: that is the variant's), OS and
    EOF errors, and paramiko's SSHException when paramiko is loaded (it is, for an SSH board; a local run
    must not import it: 0.1 s)."""
    errors: tuple[type[BaseException], ...] = (RemoteError, OSError, EOFError)
    paramiko = sys.modules.get("paramiko")
    if paramiko is not None:
        errors += (paramiko.SSHException,)
    return errors
