"""`tgtbuild tune report LOG -o tune.html`: one self-contained page people look at.

Per task and target: the best configuration, the trials and failures by
kind, and four plots made as inline SVG (tune/svg.py): best-so-far against
trials per strategy, time against each knob's values, measurement noise (CV)
per board, and the re-measured top candidates with every repeat. The page
needs no network and no JavaScript; every number shown comes from the log
through `report_data`, which the test compares with the log itself.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import Any

from .log import best_per_task, read_log
from .progress import format_point, format_seconds
from .svg import line_chart, strip_chart


def _sorted_values(values: list[Any]) -> list[Any]:
    numeric = all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in values)
    return sorted(values) if numeric else values


def report_data(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Everything the page shows, per (task, target), as plain values."""
    tasks = []
    for best in best_per_task(records) or []:
        group = [r for r in records if r["task"] == best.task and r.get("target") == best.target]
        tuned = [r for r in group if r.get("phase") == "tune"]
        ok = [r for r in tuned if r.get("ok")]
        curves: dict[str, list[float]] = {}
        running: dict[str, float] = {}
        for r in tuned:
            name = r.get("strategy", "?")
            if r.get("ok"):
                running[name] = min(running.get(name, float("inf")), r["median"])
            if name in running:
                curves.setdefault(name, []).append(running[name])
        knobs: dict[str, dict[str, list[float]]] = {}
        for name in dict.fromkeys(k for r in ok for k in r["knobs"]):
            values = _sorted_values(list(dict.fromkeys(r["knobs"][name] for r in ok if name in r["knobs"])))
            knobs[name] = {str(v): [r["median"] for r in ok if r["knobs"].get(name) == v] for v in values}
        boards: dict[str, dict[str, Any]] = {}
        for r in tuned:
            entry = boards.setdefault(r.get("board") or "(build)", {"measured": 0, "failed": 0, "cv": []})
            entry["measured" if r.get("ok") else "failed"] += 1
            if r.get("ok") and r.get("cv") is not None:
                entry["cv"].append(r["cv"] * 100)
        remeasured = [{"knobs": r["knobs"], "label": format_point(r["knobs"]), "median": r["median"],
                       "times": r.get("times") or [], "cv": r.get("cv"), "board": r.get("board")}
                      for r in group if r.get("phase") == "remeasure" and r.get("ok")]
        top = sorted(ok, key=lambda r: r["median"])[:10]
        tasks.append({
            "task": best.task, "target": best.target, "best": best.export(), "trials": len(tuned),
            "ok": len(ok), "failures": dict(Counter(r.get("error_kind") or "error" for r in tuned if not r.get("ok"))),
            "curves": curves, "knobs": knobs, "boards": boards, "remeasured": remeasured,
            "top": [{"knobs": r["knobs"], "label": format_point(r["knobs"]), "median": r["median"],
                     "cv": r.get("cv"), "board": r.get("board")} for r in top],
        })
    return tasks


def _charts(task: dict[str, Any]) -> dict[str, Any]:
    def ms(value: float) -> str:
        return format_seconds(value)

    def pct(value: float) -> str:
        return f"{value:.3g} %"

    return {
        "progress": line_chart(task["curves"], y_label="best so far", x_label="trial", y_fmt=ms),
        "knobs": {name: strip_chart(groups, y_label="median time", x_label=name, y_fmt=ms)
                  for name, groups in task["knobs"].items()},
        "boards": strip_chart({b: v["cv"] for b, v in task["boards"].items()}, y_label="CV of a measurement",
                              x_label="board", y_fmt=pct),
        "remeasured": strip_chart({r["label"]: r["times"] for r in task["remeasured"]},
                                  marks={r["label"]: r["median"] for r in task["remeasured"]},
                                  y_label="time per call (each repeat)", x_label="re-measured candidate",
                                  y_fmt=ms),
    }


def render_report(log_path: str | os.PathLike[str]) -> str:
    from ..templating import render

    records = read_log(log_path)
    tasks = report_data(records)
    from .. import __version__

    return render("tune/report.html.j2", log=os.path.basename(str(log_path)), records=len(records), tasks=tasks,
                  charts=[_charts(t) for t in tasks], fmt=format_seconds, version=__version__)


def write_report(log_path: str | os.PathLike[str], output: str | os.PathLike[str]) -> None:
    from ..fsutil import write_atomic

    write_atomic(Path(output).absolute(), render_report(log_path))
