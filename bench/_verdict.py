"""One judge for every bench pair: tgtbuild's own statistics, and a verdict against the bench's goal.

A bench that prints a point ratio against a fixed goal decides nothing on a
busy machine: bench/tvm.py once read 0.82-1.27 for kernels whose TVM CV ran
2-15% in the same run. So every pair goes through the function `tgtbuild
compare` uses (`tgtbuild.stats.verdict.compare`: the ratio of medians ours/peer
with a seeded percentile-bootstrap CI, and the Mann-Whitney U rank test), and
the goal is judged on the interval, not on the point:

* `meets` when the whole interval is inside the goal, `misses` when the whole
  interval is outside it;
* `too noisy to decide` when the interval straddles a bound of the goal: the
  machine's noise, not the code, sets the answer; run again on a quieter
  machine or with more rounds;
* `too few samples` when the rank test cannot reach p < 0.05 at these sizes
  (fewer than 4 a side): a quick run's honest answer.

Without a goal the verdict is the driver's own (faster / slower / no
significant difference). `judge_runs` makes each run (process, round) one
sample, as `tgtbuild compare --run` does, where repeats inside one process
share its state (tgtbuild/run/verdict.py explains the pseudo-replication).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from tgtbuild.stats.verdict import (
    TOO_FEW,
    UNSTABLE_CV,
    Comparison,
    coefficient_of_variation,
    compare,
    compare_runs,
    median,
)

MEETS, MISSES, NOISY = "meets", "misses", "too noisy to decide"
QUICK = "quick run (--quick): few rounds, small sizes; it checks every path and prints the table, not the goals"


class Goal(NamedTuple):
    """Ratios ours/peer that satisfy the goal: `low` <= ratio <= `high` (low 0: an upper bound only)."""

    low: float
    high: float

    def __str__(self) -> str:
        return f"<={self.high:g}x" if self.low <= 0 else f"{self.low:g}-{self.high:g}x"


def at_most(high: float) -> Goal:
    return Goal(0.0, high)


class Judged(NamedTuple):
    comparison: Comparison  # B = ours, A = the peer: ratio = ours / peer
    goal: Goal | None
    decision: str  # MEETS, MISSES, NOISY, TOO_FEW, or the driver's verdict when there is no goal
    ours: list[float]  # the samples judged (a run's median each, for judge_runs)
    peer: list[float]

    @property
    def ratio(self) -> float:
        return self.comparison.ratio

    def interval(self) -> str:
        return f"{self.comparison.ratio:.2f}x [{self.comparison.low:.2f}, {self.comparison.high:.2f}]"

    def text(self) -> str:
        """'0.62x [0.55, 0.70] goal <=0.5x: misses' or '1.01x [0.97, 1.06] no significant difference'."""
        if self.goal is None:
            return f"{self.interval()} {self.decision}"
        return f"{self.interval()} goal {self.goal}: {self.decision}"

    @property
    def noisy(self) -> bool:
        return self.decision in (NOISY, TOO_FEW)


def judge(ours: Sequence[float], peer: Sequence[float], goal: Goal | float | None = None) -> Judged:
    """`ours` against `peer`, each a list of seconds (one per repeat or round), against `goal` when given."""
    return _decide(compare(peer, ours), goal, list(ours), list(peer))


def judge_runs(ours: Sequence[Sequence[float]], peer: Sequence[Sequence[float]],
               goal: Goal | float | None = None) -> Judged:
    """As `judge`, each side a list of runs of repeats: each run's median is one sample."""
    return _decide(compare_runs(peer, ours), goal, [median(run) for run in ours], [median(run) for run in peer])


def _decide(comparison: Comparison, goal: Goal | float | None, ours: list[float], peer: list[float]) -> Judged:
    if isinstance(goal, (int, float)):
        goal = at_most(float(goal))
    if comparison.verdict == TOO_FEW:
        return Judged(comparison, goal, TOO_FEW, ours, peer)
    if goal is None:
        return Judged(comparison, goal, comparison.verdict, ours, peer)
    low, high = comparison.low, comparison.high
    if goal.low <= low and high <= goal.high:
        decision = MEETS
    elif high < goal.low or low > goal.high:
        decision = MISSES
    else:
        decision = NOISY
    return Judged(comparison, goal, decision, ours, peer)


def footer(judged: Mapping[str, Judged]) -> list[str]:
    """Lines under a table (`judged`: row label -> its verdict): how to read it, and which rows the noise left open."""
    lines = ["ratio: median ours / median peer, [95% CI] by bootstrap (tgtbuild.stats.verdict, as `tgtbuild compare`); "
             "a goal is met or missed only when the whole interval is on one side of it"]
    noisy = [label for label, j in judged.items() if j.noisy]
    if noisy:
        lines.append(f"undecided: {', '.join(noisy)} ({len(noisy)} of {len(judged)}): the machine was too noisy, or "
                     f"the run too short, for the interval to clear the goal (load average {os.getloadavg()[0]:.1f} "
                     f"on {os.cpu_count()} CPUs); run again with more rounds or on a quieter machine")
    unstable = []
    for label, j in judged.items():
        cvs = [f"{side} {coefficient_of_variation(sample):.0%}" for side, sample in (("ours", j.ours), ("peer", j.peer))
               if coefficient_of_variation(sample) > UNSTABLE_CV]
        if cvs:
            unstable.append(f"{label} ({', '.join(cvs)})")
    if unstable:
        lines.append(f"unstable (CV above {UNSTABLE_CV:.0%}, docs/statistics.md): {'; '.join(unstable)}")
    return lines
