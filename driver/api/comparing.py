"""Is B faster than A? Verdicts from recorded runs (`compare_files`) or from runs alternated on one board.

What `tgtbuild compare` prints: the ratio of medians with a bootstrap CI and
a Mann-Whitney U verdict (`stats.verdict`; docs/statistics.md). For an A/B on
a board, prepare both runs with `prepare_run` (B with `connection=` A's
`runner.connection`) and give them to `compare_runners`.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from .. import argcheck
from ..errors import TgtbuildError
from ..run.abtest import Variant, run_interleaved
from ..run.request import RunResult
from ..stats.samples import context_differences, read_entries
from ..stats.verdict import checked_samples, compare, compare_runs
from .running import Runner

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .running import Runner


@argcheck.keywords
def compare_runners(a: Runner, b: Runner, rounds: int = 10, *, level: float = 0.95, log: Any = None,
                    progress: Callable[[str], object] | None = None) -> Any:
    """Run A and B alternately (AB, BA, ...) for `rounds` rounds on A's connection; the interleaved measurement.

    `.comparison(level)` of the result is the verdict on the rounds' medians;
    a board lost mid-way raises `run.abtest.BoardLost` holding the finished
    rounds (`.partial`).
    """
    argcheck.instance(a, Runner, "a", hint="tgtbuild.api.prepare_run(...)")
    argcheck.instance(b, Runner, "b", hint="tgtbuild.api.prepare_run(..., connection=a.connection)")
    argcheck.integer(rounds, "rounds")  # its range below, in the words `compare --run --rounds 0` needs
    _level(level)
    if rounds < 1:
        raise TgtbuildError(f"--rounds {rounds}: at least 1 (each round runs A and B once)")
    if a.request.board.destination() != b.request.board.destination() or str(a.request.target) != str(
            b.request.target):
        raise TgtbuildError(f"both variants run on one board for one target; A is {a.request.target} on "
                            f"{a.request.board.destination()}, B is {b.request.target} on "
                            f"{b.request.board.destination()}")
    conn = a.connection.result() if hasattr(a.connection, "result") else a.connection
    variants = [Variant("A", a.request, a.harness), Variant("B", b.request, b.harness)]
    return run_interleaved(conn, variants, rounds, log=log, progress=progress or (lambda text: None))


@argcheck.keywords
def compare_files(paths: Sequence[str], *, level: float = 0.95) -> list[dict]:
    """Every file against the first, entry by entry: one row per entry compared, one per note.

    A row: `entry`, `a`, `b` (where each side came from), `ratio` (median B /
    median A), `ci`, `verdict` ("faster", "slower", "no significant
    difference", "too few samples"), `p_value`, `median`, `n`, `unit` ("runs"
    when both sides have several runs: their medians are compared; else
    "repeats"), `warnings`. A note row has `entry` None and `note`.
    """
    if isinstance(paths, (str, os.PathLike)):
        raise argcheck.ArgumentError(f"paths: a list of two or more files (the first is A), not one: {paths!r}")
    paths = argcheck.paths(paths, "paths")
    if len(paths) < 2:
        raise argcheck.ArgumentError(f"paths: {len(paths)} file(s); give two or more (the first is the baseline)")
    _level(level)
    files = [(path, read_entries(path)) for path in paths]
    base_path, base = files[0]
    rows = []
    for path, entries in files[1:]:
        pairs, notes = _pair(base, entries)
        for name, a, b in pairs:
            result, unit, note = _judge(a.runs, b.runs, level)
            warnings = list(result.warnings) + ([note] if note else []) + context_differences(a.context, b.context)
            rows.append({"entry": name, "a": a.source, "b": b.source, **result.export(), "unit": unit,
                         "warnings": warnings})
        rows += [{"entry": None, "a": base_path, "b": path, "note": note} for note in notes]
    return rows


def _level(level: Any) -> float:
    """A confidence level: a number in [0.5, 1)."""
    return argcheck.number(level, "level (--level: a confidence level, e.g. 0.95)", low=0.5, high=0.999999) or 0.0


def _judge(a: list[list[float]], b: list[list[float]], level: float):
    """(comparison, unit, note): runs as the unit when both sides have several, else one run's repeats."""
    if len(a) >= 2 and len(b) >= 2:
        return compare_runs(a, b, level=level), "runs", ""
    flat_a, flat_b = [t for run in a for t in run], [t for run in b for t in run]
    note = ("A and B are one run each: the CI covers their repeats, not what changes from one run to the next "
            "(buffer placement, core, neighbours); `compare --run` alternates several runs"
            if len(a) == 1 and len(b) == 1 and min(len(flat_a), len(flat_b)) > 1 else "")
    return compare(flat_a, flat_b, level=level), "repeats", note


def _pair(base: list, other: list) -> tuple[list[tuple[str, object, object]], list[str]]:
    """Entries of two files matched by name; one entry each is matched whatever the names."""
    if len(base) == 1 and len(other) == 1:
        a, b = base[0], other[0]
        name = a.name if a.name == b.name else f"{a.name} vs {b.name}"
        return [(name, a, b)], []
    by_name = {e.name: e for e in other}
    pairs = [(e.name, e, by_name[e.name]) for e in base if e.name in by_name]
    notes = []
    only_a = [e.name for e in base if e.name not in by_name]
    only_b = [e.name for e in other if e.name not in {x.name for x in base}]
    if only_a or only_b:
        notes.append(f"{len(only_a)} entries only in A, {len(only_b)} only in B (not compared)"
                     + (f"; e.g. {(only_a or only_b)[0]}" if only_a or only_b else ""))
    if not pairs:
        notes.append("no entry is in both files: nothing compared")
    return pairs, notes




@argcheck.keywords
def compare_results(a: Any, b: Any, *, level: float = 0.95) -> Any:
    """B's run against A's (two `RunResult`s of an entry): a `stats.verdict.Comparison` of their repeats.

    One run each: the CI covers their repeats, not what changes from one run
    to the next; `compare_runners` alternates several runs for that.
    """
    argcheck.instance(a, RunResult, "a", hint="a RunResult of tgtbuild.api.run(...)")
    argcheck.instance(b, RunResult, "b", hint="a RunResult of tgtbuild.api.run(...)")
    _level(level)
    times = [checked_samples((r.timing or {}).get("times"), f"{name}: timing.times")
             for name, r in (("A", a), ("B", b))]
    return compare(times[0], times[1], level=level)
