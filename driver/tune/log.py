"""The tuning log: JSON lines, one record per measurement, appended and flushed as it happens.

A record holds the task, the target (canonical text, before build knobs),
the knobs, the build flags, the times and CV, the board, the error (empty
when it worked), the phase (`tune`, `remeasure`, `reference`) and the
tgtbuild version. Each line is written with one `write` and fsync'd, so a
run killed at any moment leaves every finished record readable and at most
one torn last line, which `read_log` skips with a warning: that is what
makes `--resume` safe.

`best_per_task` is AutoTVM's `pick_best` with the noise rule of the issue:
a candidate that was re-measured is judged by its re-measurement only (all
its rounds pooled), re-measured candidates rank before those measured once,
and those the re-measure cannot tell from the winner are tied (`decide`).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .decide import decide
from .errors import TuneError

LOG_VERSION = 1


class Log:
    """An append-only JSON-lines file, safe to write from several threads."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        if self.path.parent and not self.path.parent.exists():
            raise TuneError(f"--log {self.path}: the folder {self.path.parent} does not exist")
        self._lock = threading.Lock()
        self._handle = open(self.path, "a", encoding="utf-8")  # noqa: SIM115 - closed by close()

    def write(self, record: dict[str, Any]) -> None:
        from .. import __version__

        line = json.dumps({"v": LOG_VERSION, "tgtbuild": __version__, "time": round(time.time(), 3), **record},
                          sort_keys=True, separators=(",", ":")) + "\n"
        with self._lock:
            self._handle.write(line)
            self._handle.flush()
            os.fsync(self._handle.fileno())

    def close(self) -> None:
        with self._lock:
            self._handle.close()

    def __enter__(self) -> Log:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def read_log(path: str | os.PathLike[str], *, warn: bool = True) -> list[dict[str, Any]]:
    """Every readable record; a torn last line (a killed writer) is skipped with a warning."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise TuneError(f"log {path}: no such file (tgtbuild tune --log FILE writes one)") from None
    records = []
    lines = text.splitlines()
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            if number == len(lines):
                if warn:
                    print(f"tgtbuild: warning: {path}:{number}: a torn last record (a killed run) is skipped",
                          file=sys.stderr)
                continue
            raise TuneError(f"{path}:{number}: not a JSON record; is this a tuning log?") from None
        if not isinstance(record, dict) or "task" not in record or "knobs" not in record:
            raise TuneError(f"{path}:{number}: a record needs 'task' and 'knobs'; is this a tuning log?")
        records.append(record)
    return records


@dataclass(frozen=True)
class Best:
    """The winner of one (task, target)."""

    task: str
    target: str
    record: dict[str, Any]
    remeasured: bool
    candidates: int
    tied: tuple[dict[str, Any], ...] = ()  # re-measured candidates not significantly slower (tune.decide)

    def export(self) -> dict[str, Any]:
        r = self.record
        return {"task": self.task, "target": self.target, "knobs": r["knobs"], "macros": r.get("macros", []),
                "sources": r.get("sources", []), "build_target": r.get("build_target", self.target),
                "median": r["median"], "cv": r.get("cv"), "board": r.get("board"), "remeasured": self.remeasured,
                "candidates": self.candidates, "tied": list(self.tied)}


def best_per_task(records: list[dict[str, Any]], target: str | None = None) -> list[Best]:
    """The best configuration per (task, target); re-measured candidates first."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in records:
        if target is None or r.get("target") == target:
            groups.setdefault((r["task"], r.get("target", "")), []).append(r)
    found = []
    for (task, tgt), group in sorted(groups.items()):
        decision = decide(group)  # re-measured times pooled, ties by significance
        if decision is not None:
            found.append(Best(task, tgt, decision.record, decision.remeasured, decision.candidates, decision.tied))
    return found
