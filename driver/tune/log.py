"""The tuning log: JSON lines, one record per measurement, appended and fsync'd as it happens.

A record holds the task, the target (canonical text, before build knobs),
the knobs, the build flags, the times and CV, the board (its boards.toml or
labgrid place name), the error (empty when it worked), the phase (`tune`,
`remeasure`, `reference`), the run it belongs to (`run`) and the tgtbuild
version.

What makes `--resume` safe, and the failures behind each rule:
- A record is one `os.write` of one line on an O_APPEND descriptor, then
  fsync: a run killed at any moment leaves every finished record whole and
  at most one torn last line.
- A torn last line is never appended to. Opening a log for writing repairs
  its tail first (`repair_tail`): a fragment that is a whole record (the cut
  fell on the newline) is completed with its newline, anything else is cut
  off. Before, the next record was written onto the fragment and from then
  on `best`, `report` and `--resume` failed with "not a JSON record".
- A write that fails (a full disk: ENOSPC; a file size limit: EFBIG) is
  undone (the file is truncated back to where the record began) and ends
  the run with `LogWriteError`, naming the log and `--resume`; before, an
  OSError traceback left a torn record behind.
- Reading checks every record's fields and types (`check_record`) and turns
  what Python's json cannot take (a line nested 100 000 deep raised
  RecursionError, a folder given as the log IsADirectoryError, a byte that
  is not UTF-8) into a `TuneError` naming the file and line.

`best_per_task` groups the records per (task, target) and asks
`winner.pick_winner`, the one function every caller uses, for the winner:
AutoTVM's `pick_best` with the noise rule of the issue (`decide`): a
re-measured candidate is judged by its re-measurement only (all its rounds
pooled), re-measured candidates rank before those measured once, and those
the re-measure cannot tell from the winner are tied.
"""

from __future__ import annotations

import json
import math
import os
import sys
import threading
import time
from pathlib import Path
from typing import Any

from .. import __version__
from ..frozen import frozen
from ..fsutil import unreadable
from .decide import decide
from .errors import TuneError

LOG_VERSION = 1
PHASES = ("tune", "remeasure", "reference")


class LogWriteError(TuneError):
    """The log could not take a record (full disk, size limit): the run stops, the log stays whole."""


def _decode(raw: bytes, path: object, number: int) -> dict[str, Any]:
    """One line as a checked record, or TuneError naming path:number."""
    try:
        record = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise TuneError(f"{path}:{number}: not UTF-8 text; is this a tuning log?") from None
    except RecursionError:
        raise TuneError(f"{path}:{number}: nested deeper than any tuning record; is this a tuning log?") from None
    except json.JSONDecodeError:
        raise TuneError(f"{path}:{number}: not a JSON record; is this a tuning log?") from None
    problem = check_record(record)
    if problem:
        raise TuneError(f"{path}:{number}: {problem}; is this a tuning log?")
    return record


def _number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _scalar(value: object) -> bool:
    return isinstance(value, (str, bool)) or _number(value)


def check_record(record: object) -> str:
    """'' when `record` has the fields and types every reader of a log relies on, else what is wrong."""
    if not isinstance(record, dict) or "task" not in record or "knobs" not in record:
        return "a record needs 'task' and 'knobs'"
    if not isinstance(record["task"], str):
        return f"'task' must be text, not {type(record['task']).__name__}"
    knobs = record["knobs"]
    if not isinstance(knobs, dict) or not all(isinstance(k, str) and _scalar(v) for k, v in knobs.items()):
        return "'knobs' must map names to numbers or text"
    for name in ("key", "target", "board", "strategy", "error", "error_kind", "run"):
        if record.get(name) is not None and not isinstance(record[name], str):
            return f"'{name}' must be text"
    if record.get("phase", "tune") not in PHASES:
        return f"'phase' must be one of {', '.join(PHASES)}, not {record.get('phase')!r}"
    if not isinstance(record.get("ok", False), bool):
        return "'ok' must be true or false"
    for name in ("median", "mean", "cv", "build_s", "measure_s"):
        if record.get(name) is not None and not _number(record[name]):
            return f"'{name}' must be a number"
    if record.get("ok") and (record.get("median") is None or not isinstance(record.get("key"), str)):
        return "a successful record needs 'key' and 'median'"
    times = record.get("times")
    if times is not None and not (isinstance(times, list) and all(_number(t) for t in times)):
        return "'times' must be a list of numbers"
    return ""


def _tail(data: bytes, path: object, first_number: int) -> tuple[dict[str, Any] | None, str]:
    """The bytes after the last newline: (the record they hold, '') or (None, why they are torn)."""
    try:
        return _decode(data, path, first_number), ""
    except TuneError as exc:
        return None, str(exc)


def read_log(path: str | os.PathLike[str], *, warn: bool = True) -> list[dict[str, Any]]:
    """Every record; a torn last line (a killed writer, a full disk) is skipped with a warning."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise TuneError("log " + unreadable(path, exc, "a tuning log", "tgtbuild tune --log FILE writes one")) \
            from None
    lines = data.split(b"\n")
    records = [_decode(line, path, number) for number, line in enumerate(lines[:-1], 1) if line.strip()]
    if lines[-1].strip():
        record, why = _tail(lines[-1], path, len(lines))
        if record is not None:
            records.append(record)  # whole, only its newline was lost
        elif warn:
            print(f"tgtbuild: warning: {path}:{len(lines)}: a torn last record ({len(lines[-1])} bytes, a killed "
                  f"run or a full disk) is skipped", file=sys.stderr)
    return records


def repair_tail(fd: int, path: object) -> str:
    """Make the file behind `fd` end with a newline: complete a whole last record, cut a torn one.

    Returns what was done ('' when nothing was needed), for a warning.
    """
    size = os.fstat(fd).st_size
    start, chunk = size, 4096
    while start > 0:  # find the last newline, reading backwards
        low = max(0, start - chunk)
        block = os.pread(fd, start - low, low)
        cut = block.rfind(b"\n")
        if cut >= 0:
            start = low + cut + 1
            break
        start = low
    if start == size:
        return ""
    fragment = os.pread(fd, size - start, start)
    if not fragment.strip():
        os.ftruncate(fd, start)
        return ""
    record, _ = _tail(fragment, path, 0)
    if record is not None:
        os.write(fd, b"\n")
        os.fsync(fd)
        return "completed its last record (only its newline was missing)"
    os.ftruncate(fd, start)
    os.fsync(fd)
    return f"cut off a torn last record ({size - start} bytes: a killed run or a full disk)"


class Log:
    """An append-only JSON-lines file, safe to write from several threads."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        if self.path.parent and not self.path.parent.exists():
            raise TuneError(f"--log {self.path}: the folder {self.path.parent} does not exist")
        self._lock = threading.Lock()
        self.written = 0
        try:
            self._fd: int | None = os.open(self.path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o666)
        except IsADirectoryError:
            raise TuneError(f"--log {self.path}: a folder; give the log's file name") from None
        except OSError as exc:
            raise TuneError(f"--log {self.path}: cannot open it ({exc.strerror or exc})") from None
        try:
            done = repair_tail(self._fd, self.path)
        except OSError as exc:
            self.close()
            raise LogWriteError(f"--log {self.path}: cannot repair its torn last record ({exc.strerror or exc})"
                                ) from None
        if done:
            print(f"tgtbuild: warning: {self.path}: {done}", file=sys.stderr)

    def write(self, record: dict[str, Any]) -> None:
        """Append one record whole, or raise LogWriteError with the file as it was before."""
        line = (json.dumps({"v": LOG_VERSION, "tgtbuild": __version__, "time": round(time.time(), 3), **record},
                           sort_keys=True, separators=(",", ":")) + "\n").encode()
        with self._lock:
            if self._fd is None:
                raise LogWriteError(f"--log {self.path}: already closed")
            start = os.fstat(self._fd).st_size
            try:
                view = memoryview(line)
                while view:
                    view = view[os.write(self._fd, view):]
                os.fsync(self._fd)
            except OSError as exc:
                try:
                    os.ftruncate(self._fd, start)  # frees the blocks the torn record took: works on a full disk
                except OSError:
                    pass  # the next open's repair_tail cuts it instead
                raise LogWriteError(
                    f"--log {self.path}: cannot write a record ({exc.strerror or exc}); the {self.written} "
                    f"records written by this run and all before them are intact: make room and continue "
                    f"with --resume {self.path}") from None
            self.written += 1

    def close(self) -> None:
        with self._lock:
            fd, self._fd = self._fd, None
            if fd is not None:
                os.close(fd)

    def __enter__(self) -> Log:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@frozen
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


def best_of(task: str, target: str, records: list[dict[str, Any]]) -> Best | None:
    """The Best of one (task, target)'s records (`decide`: pooled re-measure rounds, ties), or None when nothing
    worked; `winner.pick_winner` is its record."""
    decision = decide(records)
    if decision is None:
        return None
    return Best(task, target, decision.record, decision.remeasured, decision.candidates, decision.tied)


def best_per_task(records: list[dict[str, Any]], target: str | None = None) -> list[Best]:
    """The best configuration per (task, target); re-measured candidates first."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for r in records:
        if target is None or r.get("target") == target:
            groups.setdefault((r["task"], r.get("target", "")), []).append(r)
    found = [best_of(task, tgt, group) for (task, tgt), group in sorted(groups.items())]
    return [b for b in found if b is not None]
