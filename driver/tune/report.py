"""`tgtbuild tune report LOG -o tune.html`: one self-contained page people look at.

Per task and target: the best configuration, the runs the log holds, the
candidates and failures, and plots made as inline SVG (tune/svg.py):
best-so-far against trials per strategy and run, time against each knob's
values (failures as red crosses with their error text), measurement noise
(CV) per board, and the re-measured top candidates with every repeat of
every round. The page needs no network and no JavaScript; every number shown
comes from the log through `report_data`, which the tests compare with the
log itself.

Counting rules, from a log that held two runs (a 72-point space reported as
96 trials, one candidate listed twice in the top table):
- a candidate is a key; it is counted and listed once, at its fastest
  successful measurement (`winner.fastest_by_key`), and it failed only if
  no measurement of it worked;
- runs (the `run` field of each record) are listed apart, with their own
  curves;
- the winner comes from `log.best_of`, that is `winner.pick_winner`, as for
  `tune best` and the run's summary; the re-measure plot's bars are the
  medians that function judged (the fastest round of each candidate), so
  the headline and the plot cannot disagree.
"""

from __future__ import annotations

import json
import os
import time
from collections import Counter
from pathlib import Path
from typing import Any

from .. import __version__
from ..fsutil import write_atomic
from ..stats.verdict import median
from ..templating import render
from .log import best_of, read_log
from .progress import format_point, format_seconds
from .svg import line_chart, strip_chart
from .winner import fastest_by_key


def _sorted_values(values: list[Any]) -> list[Any]:
    numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    return sorted(values) if numeric else values


def _key(record: dict[str, Any]) -> str:
    return record.get("key") or json.dumps(record["knobs"], sort_keys=True)


def _error(record: dict[str, Any]) -> str:
    """The failure's kind and the first lines of its message (compile errors are long)."""
    text = " | ".join((record.get("error") or "").strip().splitlines()[:3])
    text = text if len(text) <= 300 else text[:299] + "…"
    return f"{record.get('error_kind') or 'error'}: {text}"


def _runs(group: list[dict[str, Any]]) -> list[dict[str, Any]]:
    runs: dict[str, list[dict[str, Any]]] = {}
    for r in group:
        runs.setdefault(r.get("run") or "", []).append(r)
    out = []
    for run, rs in runs.items():
        tuned = [r for r in rs if r.get("phase", "tune") == "tune"]
        keys = {_key(r) for r in tuned}
        worked = set(fastest_by_key(tuned))
        stamps = [r["time"] for r in rs if isinstance(r.get("time"), (int, float))]
        out.append({"run": run or "(before run ids)", "strategies": ", ".join(dict.fromkeys(
                    r.get("strategy", "?") for r in tuned)), "candidates": len(keys), "measurements": len(tuned),
                    "failed": len(keys - worked), "remeasured": sum(r.get("phase") == "remeasure" for r in rs),
                    "boards": ", ".join(sorted({r.get("board") or "(build)" for r in rs})),
                    "started": time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(min(stamps))) if stamps else "-"})
    return out


def _curves(group: list[dict[str, Any]], several_runs: bool) -> dict[str, list[float]]:
    """Best so far against trials, one line per strategy of each run."""
    curves: dict[str, list[float]] = {}
    running: dict[str, float] = {}
    numbers: dict[str, int] = {}
    for r in group:
        if r.get("phase", "tune") != "tune":
            continue
        run = numbers.setdefault(r.get("run") or "", len(numbers) + 1)
        name = f"run {run}: {r.get('strategy', '?')}" if several_runs else r.get("strategy", "?")
        if r.get("ok"):
            running[name] = min(running.get(name, float("inf")), r["median"])
        if name in running:
            curves.setdefault(name, []).append(running[name])
    return curves


def _task(task: str, target: str, group: list[dict[str, Any]]) -> dict[str, Any]:
    best = best_of(task, target, group)
    tuned = [r for r in group if r.get("phase", "tune") == "tune"]
    fastest = fastest_by_key(tuned)
    failed: dict[str, dict[str, Any]] = {}
    for r in tuned:
        if _key(r) not in fastest:
            failed[_key(r)] = r  # the last failure of a candidate that never worked
    ok = sorted(fastest.values(), key=lambda r: r["median"])
    winner_key = _key(best.record) if best else None
    knobs: dict[str, dict[str, Any]] = {}
    for name in dict.fromkeys(k for r in tuned for k in r["knobs"]):
        values = _sorted_values(list(dict.fromkeys(r["knobs"][name] for r in tuned if name in r["knobs"])))
        knobs[name] = {
            "dots": {str(v): [r["median"] for r in ok if r["knobs"].get(name) == v] for v in values},
            "failures": {str(v): [_error(r) for r in failed.values() if r["knobs"].get(name) == v] for v in values},
            "best": (str(fastest[winner_key]["knobs"][name]), fastest[winner_key]["median"])
            if winner_key in fastest and name in fastest[winner_key]["knobs"] else None,
        }
    boards: dict[str, dict[str, Any]] = {}
    for r in tuned:
        entry = boards.setdefault(r.get("board") or "(build)", {"measured": 0, "failed": 0, "cv": []})
        entry["measured" if r.get("ok") else "failed"] += 1
        if r.get("ok") and r.get("cv") is not None:
            entry["cv"].append(r["cv"] * 100)
    again = [r for r in group if r.get("phase") == "remeasure" and r.get("ok")]
    rounds_by_key: dict[str, list[dict[str, Any]]] = {}
    for r in again:
        rounds_by_key.setdefault(_key(r), []).append(r)
    # what pick_winner judges (tune.decide): a candidate's median of its rounds' medians
    judged = {k: median([r["median"] for r in rs]) for k, rs in rounds_by_key.items()}
    remeasured = [{"knobs": rs[-1]["knobs"], "label": format_point(rs[-1]["knobs"]), "median": judged[k],
                   "times": [t for a in rs for t in (a.get("times") or [])], "rounds": len(rs),
                   "cv": rs[-1].get("cv"), "board": rs[-1].get("board"), "best": k == winner_key}
                  for k, rs in sorted(rounds_by_key.items(), key=lambda kv: judged[kv[0]])]
    runs = _runs(group)
    return {
        "task": task, "target": target, "best": best.export() if best else None,
        "trials": len(fastest) + len(failed), "measurements": len(tuned), "ok": len(fastest), "runs": runs,
        "failures": dict(Counter(r.get("error_kind") or "error" for r in failed.values())),
        "failed": [{"label": format_point(r["knobs"]), "error": _error(r), "board": r.get("board") or "(build)"}
                   for r in failed.values()],
        "curves": _curves(group, len(runs) > 1), "knobs": knobs, "boards": boards, "remeasured": remeasured,
        "top": [{"knobs": r["knobs"], "label": format_point(r["knobs"]), "median": r["median"], "cv": r.get("cv"),
                 "board": r.get("board"), "best": _key(r) == winner_key,
                 "again": judged.get(_key(r))} for r in ok[:10]],
    }


def report_data(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Everything the page shows, per (task, target), as plain values."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in records:
        groups.setdefault((r["task"], r.get("target", "")), []).append(r)
    return [_task(task, target, group) for (task, target), group in sorted(groups.items())]


def _charts(task: dict[str, Any]) -> dict[str, Any]:
    def ms(value: float) -> str:
        return format_seconds(value)

    def pct(value: float) -> str:
        return f"{value:.3g} %"

    winner = next((r for r in task["remeasured"] if r["best"]), None)
    return {
        "progress": line_chart(task["curves"], y_label="best so far", x_label="trial", y_fmt=ms),
        "knobs": {name: strip_chart(k["dots"], y_label="median time", x_label=name, y_fmt=ms, best=k["best"],
                                    failures=k["failures"])
                  for name, k in task["knobs"].items()},
        "boards": strip_chart({b: v["cv"] for b, v in task["boards"].items()}, y_label="CV of a measurement",
                              x_label="board", y_fmt=pct),
        "remeasured": strip_chart({r["label"]: r["times"] for r in task["remeasured"]},
                                  marks={r["label"]: r["median"] for r in task["remeasured"]},
                                  best=(winner["label"], winner["median"]) if winner else None,
                                  y_label="time per call (each repeat)", x_label="re-measured candidate",
                                  y_fmt=ms, wrap=True),
    }


def render_report(log_path: str | os.PathLike[str]) -> str:
    records = read_log(log_path)
    tasks = report_data(records)

    return render("tune/report.html.j2", log=os.path.basename(str(log_path)), records=len(records), tasks=tasks,
                  charts=[_charts(t) for t in tasks], fmt=format_seconds, version=__version__)


def write_report(log_path: str | os.PathLike[str], output: str | os.PathLike[str]) -> None:
    write_atomic(Path(output).absolute(), render_report(log_path))
