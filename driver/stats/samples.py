"""Timing samples from the files `tgtbuild compare` is given: `run --json` records and tuning logs.

An entry is what one file says about one thing timed: its name, the
per-repeat times (the samples the statistics need, never the summary
alone: a median without its spread decides nothing), and the context record
of the run. Formats, told apart by content, not by suffix:

* a `run --json` record (one JSON object): an entry's `timing.times`, or a
  program's `wall_s` (one wall time per run, seen from this machine);
* a tuning log (JSON lines, `tune.log`): one entry per candidate, its
  re-measured times pooled when it was re-measured (the interleaved final
  rounds), else its search-phase times.

The files are user input: truncated, hostile or merely wrong JSON (a deeply
nested line raised RecursionError inside `json.loads`), a directory, a
binary file, a record of the wrong shape, or times that are not positive
numbers each get a `SampleError` naming the file, the line and what was
expected.
"""

from __future__ import annotations

import json
import os
import select
import stat
import time
from typing import Any, NamedTuple

from .verdict import SampleError, checked_samples

MAX_BYTES = 256 << 20   # a tuning log of 100k candidates is ~100 MB; beyond that it is not one of ours
PIPE_WAIT_S = 30.0      # a pipe (a FIFO, `<(...)`) must reach its end within this


class Entry(NamedTuple):
    """One thing timed, as one file records it."""

    name: str
    runs: list[list[float]]   # per-repeat times of each run (process): a run record has one, a log candidate
                              # one per record
    context: dict | None
    source: str         # file[:line]
    remeasured: bool = False


def read_entries(path: str) -> list[Entry]:
    """Every entry of a run record or a tuning log; `SampleError` with file:line when it cannot be read."""
    text = _read_text(path)
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise SampleError(f"{path}: empty; give a `tgtbuild run --json` record or a tuning log")
    if len(lines) > 1 and _is_object(lines[0]):  # JSON lines: a tuning log
        return _log_entries(text, path)
    whole = _loads(text, path)  # one object, indented over many lines as `run --json` prints it
    if isinstance(whole, dict):
        return [_run_entry(whole, path)]
    raise SampleError(f"{path}: a JSON {type(whole).__name__}, not a run record (a JSON object) or a tuning "
                      "log (JSON lines)")


def _is_object(line: str) -> bool:
    try:
        return isinstance(json.loads(line), dict)
    except (ValueError, RecursionError):
        return False


def _read_text(path: str) -> str:
    """The file's text, read with a bound on its size and, for a pipe, on the time it takes.

    A user can name anything: /dev/zero was read until the machine ran out
    of memory (24 GB in 59 s, st_size says 0 for a device), and a FIFO
    nobody writes to blocked `open` forever. Devices are refused; a pipe
    (`compare <(ssh pi cat a.json) b.json` gives /dev/fd/63) is read for at
    most `PIPE_WAIT_S`.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # O_NONBLOCK: open of a FIFO with no writer returns
    except FileNotFoundError:
        raise SampleError(f"{path}: no such file (tgtbuild run ... --json > {path} writes one)") from None
    except OSError as exc:
        raise SampleError(f"{path}: cannot read it: {exc.strerror or exc}") from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise SampleError(f"{path}: a directory; give a `run --json` record or a tuning log")
        if stat.S_ISREG(mode):
            os.set_blocking(fd, True)
            data = _read_bounded(fd, path, None)
        elif stat.S_ISFIFO(mode):
            data = _read_bounded(fd, path, time.monotonic() + PIPE_WAIT_S)
        else:
            raise SampleError(f"{path}: a device or socket, not a file; give a `run --json` record or a tuning log")
    except OSError as exc:
        raise SampleError(f"{path}: cannot read it: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SampleError(f"{path}: not UTF-8 text (byte {exc.start}); is this a run record?") from None


def _read_bounded(fd: int, path: str, deadline: float | None) -> bytes:
    """At most `MAX_BYTES` from `fd`; with a deadline (a pipe), waits for data until then."""
    chunks: list[bytes] = []
    size = 0
    while True:
        if deadline is not None:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                raise SampleError(f"{path}: a pipe that did not end within {PIPE_WAIT_S:g} s "
                                  f"({size} bytes read); is anything writing to it?")
        try:
            chunk = os.read(fd, 1 << 20)
        except BlockingIOError:
            continue
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > MAX_BYTES:
            raise SampleError(f"{path}: more than {MAX_BYTES} bytes; a run record or tuning log is far smaller")
        chunks.append(chunk)


def _loads(text: str, where: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise SampleError(f"{where}: not JSON ({exc.msg} at line {exc.lineno} column {exc.colno}); "
                          "truncated? give the whole `run --json` output") from None
    except ValueError:  # an integer of more than 4300 digits
        raise SampleError(f"{where}: a number too long to be a time (over 4300 digits); not a run record") from None
    except RecursionError:
        raise SampleError(f"{where}: JSON nested too deeply to be a run record") from None


def _run_entry(record: dict, path: str) -> Entry:
    context = record.get("context")
    context = context if isinstance(context, dict) else None
    timing = record.get("timing")
    if isinstance(timing, dict):
        name = timing.get("entry")
        samples = checked_samples(timing.get("times"), f"{path}: timing.times")
        return Entry(name if isinstance(name, str) and name else "entry", [samples], context, path)
    if "wall_s" in record:  # a program's record: one wall time per run (--repeat)
        program = record.get("program")
        name = os.path.basename(program) if isinstance(program, str) and program else "program"
        # each program run is its own process: one run of one repeat each
        return Entry(name, [[t] for t in checked_samples(record.get("wall_s"), f"{path}: wall_s")], context, path)
    if "task" in record and "knobs" in record:
        return _log_entries(json.dumps(record), path)[0]
    raise SampleError(f"{path}: a JSON object without 'timing' (an entry's run) or 'wall_s' (a program's); "
                      "make it with `tgtbuild run ... --json`")


def _log_entries(text: str, path: str) -> list[Entry]:
    """One entry per (task, candidate key): one run per record, the re-measure's if any, else the search's."""
    groups: dict[tuple[str, str], dict[str, list]] = {}
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        where = f"{path}:{number}"
        record = _loads(line, where)
        if not isinstance(record, dict) or not isinstance(record.get("task"), str) or "key" not in record:
            raise SampleError(f"{where}: a line without 'task' and 'key'; is this a tuning log?")
        if not record.get("ok") or record.get("phase") not in ("tune", "remeasure"):
            continue
        group = groups.setdefault((record["task"], str(record["key"])), {"tune": [], "remeasure": [],
                                                                         "context": [], "line": [where]})
        times = checked_samples(record.get("times"), f"{where}: times")
        group[record["phase"]].append(times)
        if isinstance(record.get("context"), dict):
            group["context"].append(record["context"])
    if not groups:
        raise SampleError(f"{path}: no successful tune or remeasure records; nothing to compare")
    entries = []
    for (task, key), group in groups.items():
        remeasured = bool(group["remeasure"])
        name = f"{task} {key}" if len({t for t, _ in groups}) > 1 else key
        entries.append(Entry(name, group["remeasure"] or group["tune"],
                             group["context"][-1] if group["context"] else None, group["line"][0], remeasured))
    return entries


def context_differences(a: dict | None, b: dict | None) -> list[str]:
    """What differs between two runs' conditions that could move their times (empty when nothing does)."""
    if a is None or b is None:
        which = "A" if a is None else "B"
        return [f"{which} has no context record (made by an older tgtbuild?): the conditions cannot be compared"]
    out = []
    for label, get in (("target", lambda c: c.get("target")), ("board", lambda c: c.get("board")),
                       ("toolchain", lambda c: _toolchain(c)), ("emulated", lambda c: c.get("emulated")),
                       ("CPU", lambda c: _state(c).get("cpu_model")), ("kernel", lambda c: _state(c).get("kernel")),
                       ("governor", lambda c: _governors(c)), ("pinning", lambda c: _pinning(c))):
        va, vb = get(a), get(b)
        if va != vb:
            out.append(f"the runs differ in {label}: {_show(va)} vs {_show(vb)}")
    return out


def _state(context: dict) -> dict:
    state = context.get("board_state")
    return state if isinstance(state, dict) else {}


def _toolchain(context: dict) -> str | None:
    tc = context.get("toolchain")
    if not isinstance(tc, dict) or "name" not in tc:
        return None
    return f"{tc.get('name')} {tc.get('version') or ''}".strip()


def _governors(context: dict) -> str | None:
    cpus = _state(context).get("cpus")
    if not isinstance(cpus, dict):
        return None
    found = sorted({str(e.get("governor")) for e in cpus.values() if isinstance(e, dict)})
    return "/".join(found) or None


def _pinning(context: dict) -> str | None:
    pin = context.get("pinning")
    if not isinstance(pin, dict):
        return None
    return str(pin.get("cpus") or pin.get("board_cpus") or "") or None


def _show(value: Any) -> str:
    text = "absent" if value is None else str(value)
    return text if len(text) <= 60 else text[:57] + "..."
