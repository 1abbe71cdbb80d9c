"""The winner of a tuning log: ONE function, called by the run's summary, `tune best`, the report and --config.

Before it existed the tuner picked its own winner from the re-measure it had
just made, while `tune best` judged the whole log: resuming a finished run
printed a different winner than `tune best LOG` on the same file. Now every
caller hands its records to `pick_winner` and names what it returns.

The rule is `tune.decide`'s (AutoTVM's `pick_best` plus the noise rule): a
candidate that was re-measured is judged by its re-measurement only, all its
interleaved rounds pooled, and re-measured candidates rank before those
measured once (~5 % run-to-run noise can crown a false best from single
measurements); those the re-measure cannot tell from the winner are tied
(`log.best_per_task` reports them). Failures never win.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .decide import decide


def fastest_by_key(records: Iterable[Mapping[str, Any]]) -> dict[str, Mapping[str, Any]]:
    """The fastest successful record of each candidate key."""
    best: dict[str, Mapping[str, Any]] = {}
    for r in records:
        if r.get("ok") and r.get("median") is not None:
            current = best.get(r["key"])
            if current is None or r["median"] < current["median"]:
                best[r["key"]] = r
    return best


def pick_winner(records: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The winning record among the records of ONE (task, target), or None when nothing worked."""
    decision = decide(records)  # type: ignore[arg-type]
    return decision.record if decision is not None else None
