"""The tuning log's IO: a cut at any byte, a full file system, hostile lines (fast: no builds)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tgtbuild.cli import main
from tgtbuild.tune.errors import TuneError
from tgtbuild.tune.log import Log, LogWriteError, best_per_task, read_log
from tgtbuild.tune.space import point_key
from tgtbuild.tune.winner import pick_winner

TARGET = "llvm -mtriple=x86_64-unknown-linux-gnu"


def _record(t: int, median: float | None, phase: str = "tune", **extra) -> dict:
    knobs = {"t": t}
    return {"task": "k(f32[4])", "target": TARGET, "knobs": knobs, "key": point_key(knobs), "phase": phase,
            "ok": median is not None, "median": median, "cv": 0.01, "times": [median] if median else None,
            "board": "pi-a", "error": "" if median else "crashed", **extra}


def _lines(path: Path) -> list[bytes]:
    return path.read_bytes().split(b"\n")


def test_a_log_cut_at_every_byte_of_its_last_record_resumes_without_loss(tmp_path, capsys):
    path = tmp_path / "t.jsonl"
    with Log(path) as log:
        for t in range(3):
            log.write(_record(t, 1e-3 * (t + 1)))
    whole = path.read_bytes()
    head, last = whole[: whole.rindex(b"\n", 0, len(whole) - 1) + 1], whole[whole.rindex(b"\n", 0, len(whole) - 1) + 1:]
    assert last.endswith(b"\n") and len(last) > 200
    for cut in range(len(last) + 1):
        path.write_bytes(head + last[:cut])
        complete = cut >= len(last) - 1  # cut on the newline: the record itself is whole
        expected = 3 if complete else 2
        assert len(read_log(path, warn=False)) == expected, cut
        with Log(path) as log:  # what --resume does: open for appending, then write the next record
            log.write(_record(9, 5e-3))
        records = read_log(path, warn=False)
        assert [r["knobs"]["t"] for r in records] == [0, 1, 2][:expected] + [9], cut
        assert path.read_bytes() == head + (last if complete else b"") + _lines(path)[-2] + b"\n", cut
    err = capsys.readouterr().err
    assert "cut off a torn last record" in err and "completed its last record" in err


def test_a_torn_last_line_is_skipped_with_a_warning_when_read(tmp_path, capsys):
    path = tmp_path / "t.jsonl"
    with Log(path) as log:
        log.write(_record(2, 1.0e-3))
    with open(path, "a") as handle:
        handle.write('{"task": "k(f32[4])", "kno')
    assert len(read_log(path)) == 1
    assert "torn last record (26 bytes" in capsys.readouterr().err


FULL_DISK = """
import json, os, resource, sys
from tgtbuild.tune.log import Log, LogWriteError, read_log
path, limit = sys.argv[1], int(sys.argv[2])
if limit:
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))  # Python ignores SIGXFSZ: writes fail with EFBIG
record = {"task": "k(f32[4])", "target": "t", "knobs": {"t": 0}, "key": "t=0", "phase": "tune", "ok": False,
          "error": "x" * 300}
message = ""
with Log(path) as log:
    try:
        for _ in range(1000):
            log.write(record)
    except LogWriteError as exc:
        message = str(exc)
data = open(path, "rb").read()
print(json.dumps({"message": message, "size": len(data), "newline": data.endswith(b"\\n"),
                  "lines": data.count(b"\\n"), "records": len(read_log(path, warn=False))}))
"""


def _unshare_tmpfs_argv(folder: Path, size: str) -> list[str] | None:
    """argv prefix that runs a command with a `size` tmpfs on `folder`, in a user+mount namespace (no root)."""
    unshare = shutil.which("unshare")
    if unshare is None:
        return None
    probe = subprocess.run([unshare, "--user", "--map-root-user", "--mount", "true"], capture_output=True, timeout=30)
    if probe.returncode != 0:
        return None
    return [unshare, "--user", "--map-root-user", "--mount", "sh", "-c",
            f'mount -t tmpfs -o size={size} tmpfs "$0" && exec "$@"', str(folder)]


@pytest.mark.parametrize("how", ["tmpfs", "rlimit"])
def test_a_full_file_system_ends_the_log_cleanly_with_nothing_torn(tmp_path, how):
    """A 16 KiB tmpfs (ENOSPC, in a user namespace) or RLIMIT_FSIZE (EFBIG) fills mid-record: the record is undone."""
    if how == "tmpfs":
        prefix = _unshare_tmpfs_argv(tmp_path, "16k")
        if prefix is None:
            pytest.skip("unshare --user --mount is not allowed here (the rlimit case covers the same path)")
        argv, errno_text, limit = [*prefix, sys.executable, "-c", FULL_DISK, str(tmp_path / "t.jsonl"), "0"], \
            "No space left on device", 16384
    else:
        argv, errno_text, limit = [sys.executable, "-c", FULL_DISK, str(tmp_path / "t.jsonl"), "2000"], \
            "File too large", 2000
    done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    result = json.loads(done.stdout)
    assert f"cannot write a record ({errno_text})" in result["message"] and "--resume" in result["message"]
    assert result["newline"] and result["size"] <= limit and result["lines"] == result["records"] >= 3
    assert f"the {result['records']} records written by this run" in result["message"]


@pytest.mark.parametrize("content, message", [
    ("[" * 100_000 + "]" * 100_000 + "\n", "nested deeper than any tuning record"),
    (b"\xff\xfe{}\n", "not UTF-8 text"),
    ('{"task": "k", "knobs": {"t": {"deep": [1]}}}\n', "'knobs' must map names to numbers or text"),
    ('{"task": "k", "knobs": {}, "key": "", "ok": true, "median": "fast"}\n', "'median' must be a number"),
    ('{"task": "k", "knobs": {}, "phase": "warmup"}\n', "'phase' must be one of tune, remeasure, reference"),
])
def test_hostile_log_lines_give_clean_errors_in_best_report_and_resume(tmp_path, capsys, content, message):
    path = tmp_path / "t.jsonl"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    with open(path, "ab") as handle:  # a good record after it: the bad line is not the torn tail
        handle.write(json.dumps(_record(1, 1e-3)).encode() + b"\n")
    for argv in (["tune", "best", str(path)], ["tune", "report", str(path), "-o", str(tmp_path / "r.html")],
                 ["tune", "--target", "x86_64-linux-gnu", str(tmp_path / "k.c"), "--knob", "T=1,2", "--entry",
                  "k", "--resume", str(path)]):
        (tmp_path / "k.c").write_text("void k(void) {}\n")
        assert main(argv) == 2, argv
        err = capsys.readouterr().err
        assert f"{path}:1: {message}" in err and "Traceback" not in err, err


def test_a_folder_given_as_the_log_is_refused_cleanly(tmp_path, capsys):
    assert main(["tune", "best", str(tmp_path)]) == 2
    assert "a folder, not a tuning log" in capsys.readouterr().err
    with pytest.raises(TuneError, match="a folder"):
        Log(tmp_path)


def test_summary_and_best_name_the_winner_of_one_function():
    records = [_record(1, 0.9e-3), _record(2, 1.0e-3), _record(3, None),
               _record(1, 1.2e-3, "remeasure"), _record(2, 1.05e-3, "remeasure")]
    assert pick_winner(records)["knobs"] == {"t": 2}  # re-measured rank first: the lucky 0.9 ms lost
    (best,) = best_per_task(records)
    assert best.record["knobs"] == {"t": 2} and best.remeasured and best.candidates == 2
    assert pick_winner([_record(3, None)]) is None


def test_a_write_error_names_the_log_and_resume(tmp_path):
    path = tmp_path / "t.jsonl"
    log = Log(path)
    log.close()
    with pytest.raises(LogWriteError, match="already closed"):
        log.write(_record(1, 1e-3))
