"""Pick a tuning winner by significance: candidates the re-measure cannot tell apart are tied, not ranked by noise.

What this replaces, and why: the winner was the smallest median among the
re-measure records, a single draw per candidate, so ~5% run-to-run noise
crowned whichever candidate had the lucky draw. On this 2-core machine the
xgboost strategy measured the true best in every seed and then picked
another in the re-measure (winners 1.27-1.41x the best), and `tune best`
(the minimum over all re-measure rounds) and the run's own summary (the
last round) named different winners for the same log.

Now, for one (task, target):
- each re-measure record of a candidate is one run (a round of the tuner's
  interleaved re-measure); a candidate's time is the median of its runs'
  medians, and the winner has the smallest;
- every other re-measured candidate is compared with the winner by
  `stats.verdict.compare_runs` (the run as the unit: repeats inside one
  process are not independent; ratio of medians, bootstrap CI, Mann-Whitney U):
  one that is not significantly slower is **tied** with it, reported with its
  ratio and CI. The level is Bonferroni-corrected for the k-1 comparisons
  (95% overall: 97.5% each for a top 3), because the winner is chosen as the
  smallest median first, which alone makes "the others are slower" more
  likely than the nominal 5% when all are equal;
- without a re-measure, the smallest search-phase median wins, with no
  ties claimed (one draw each cannot support any).

`tune best`, the run summary and the report all call `decide` through
`log.best_per_task`, so they agree by construction.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from ..stats.verdict import LEVEL, SampleError, checked_samples, coefficient_of_variation, compare_runs, median


class Decision(NamedTuple):
    """The winner's record (pooled `times`, `median`, `cv` when re-measured) and the candidates tied with it."""

    record: dict[str, Any]
    remeasured: bool
    candidates: int
    tied: tuple[dict[str, Any], ...]     # {knobs, key, ratio, ci, p_value, verdict, n}
    beaten: tuple[dict[str, Any], ...]   # re-measured candidates significantly slower, with the same fields


def decide(group: Iterable[dict[str, Any]]) -> Decision | None:
    """The winner of one (task, target)'s records, or None when nothing worked."""
    records = list(group)
    tuned = _ok(r for r in records if r.get("phase") == "tune")
    pooled: dict[str, dict[str, Any]] = {}
    for r in _ok(r for r in records if r.get("phase") == "remeasure"):
        times = r.get("times")
        if not isinstance(times, list) or not times:
            times = [r["median"]]  # a log without per-repeat times (older tgtbuild): one draw
        try:
            times = checked_samples(times, "times")
        except SampleError:
            continue  # a hand-edited log with a bad time: that record is left out, the rest decided
        entry = pooled.setdefault(str(r["key"]), {"record": r, "runs": []})
        entry["record"] = r  # the latest: its knobs, board and protocol stand for the candidate
        entry["runs"].append(times)
    keys = {str(r["key"]) for r in tuned}
    if not pooled:
        if not tuned:
            return None
        best: dict[str, dict[str, Any]] = {}
        for r in tuned:
            if str(r["key"]) not in best or r["median"] < best[str(r["key"])]["median"]:
                best[str(r["key"])] = r
        return Decision(min(best.values(), key=lambda r: r["median"]), False, len(keys), (), ())
    medians = {key: median([median(run) for run in entry["runs"]]) for key, entry in pooled.items()}
    order = sorted(pooled, key=medians.__getitem__)
    win = pooled[order[0]]
    times = [t for run in win["runs"] for t in run]
    record = dict(win["record"], times=times, median=medians[order[0]], cv=coefficient_of_variation(times),
                  rounds=len(win["runs"]))
    tied, beaten = [], []
    level = 1 - (1 - LEVEL) / max(1, len(order) - 1)  # Bonferroni: k-1 comparisons with a winner picked as the min
    for key in order[1:]:
        result = compare_runs(win["runs"], pooled[key]["runs"], level=level)
        row = {"knobs": pooled[key]["record"].get("knobs"), "key": key, "ratio": result.ratio,
               "ci": [result.low, result.high], "p_value": result.p_value, "verdict": result.verdict,
               "n": [result.n_a, result.n_b], "median": result.median_b}
        (beaten if result.verdict == "slower" else tied).append(row)
    return Decision(record, True, len(keys | set(pooled)), tuple(tied), tuple(beaten))


def _ok(records: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in records if r.get("ok") and isinstance(r.get("median"), (int, float)) and "key" in r]


def describe_ties(tied: Iterable[dict[str, Any]], format_point: Any) -> list[str]:
    """'tied: ti=16 tj=32 ... 1.012x [0.97, 1.06]' lines for people."""
    return [f"tied with the best (no significant difference): {format_point(t['knobs'])}  "
            f"{t['ratio']:.3f}x [{t['ci'][0]:.3f}, {t['ci'][1]:.3f}]" for t in tied]
