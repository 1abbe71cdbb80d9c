"""`tgtbuild tune --resume` for real (local board, x86_64, a 4-point macro space: a few seconds per run).

A finished run resumed measures nothing and names `tune best`'s winner; a
torn log resumes and stays readable; a full file system (a file size limit,
RLIMIT_FSIZE, on the tuner: writes fail with EFBIG as a full disk's fail
with ENOSPC) ends the run cleanly and the next `--resume` completes it.
"""

from __future__ import annotations

import json
import resource
import subprocess
from pathlib import Path

from test_tune_pool import TGTBUILD, _finish, _records, _start

SOURCE = ("#include <stdint.h>\n#if SCALE == 3\n#error SCALE 3 does not build\n#endif\n"
          "void axpy(float *x, float *y, int64_t n) {\n"
          "    for (int64_t i = 0; i < n; i++) y[i] += SCALE * x[i];\n}\n")
ARGS = ["--entry", "axpy", "--arg", "f32[256]", "--arg", "f32[256]:inout", "--arg", "i64=256", "--knob",
        "SCALE=1,2,3,4", "--repeat", "2", "--min-repeat-ms", "1", "--remeasure-repeat", "3", "--top-k", "2",
        "--strategy", "grid", "--builders", "1", "--timeout", "20"]


def _best(tmp_path: Path, log: Path) -> dict:
    done = subprocess.run([*TGTBUILD, "tune", "best", str(log), "--json"], cwd=tmp_path, text=True,
                          capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["best"][0]


def test_a_finished_run_resumed_measures_nothing_and_names_the_winner_of_tune_best(tmp_path):
    (tmp_path / "axpy.c").write_text(SOURCE)
    log = tmp_path / "t.jsonl"
    status, out, err = _finish(_start(tmp_path, "axpy.c", *ARGS, "--log", str(log), "--json"))
    assert status == 0, err
    first = json.loads(out)
    assert first["trials"] == 4 and first["failed"] == 1 and first["measured_now"] == 4
    before = log.read_bytes()
    assert len(_records(log)) == 4 + 2 * 5  # the trials and the top 2 re-measured in 5 interleaved rounds
    status, out, err = _finish(_start(tmp_path, "axpy.c", *ARGS, "--resume", str(log), "--json"))
    assert status == 0, err
    again = json.loads(out)
    assert log.read_bytes() == before  # nothing measured, nothing written
    assert again["measured_now"] == 0 and again["trials"] == 4 and again["failed"] == 1
    best = _best(tmp_path, log)
    assert again["best"]["knobs"] == first["best"]["knobs"] == best["knobs"]
    assert again["best"]["median"] == best["median"] and again["best"]["remeasured"]


def test_a_torn_log_resumes_and_stays_readable(tmp_path):
    (tmp_path / "axpy.c").write_text(SOURCE)
    log = tmp_path / "t.jsonl"
    status, _, err = _finish(_start(tmp_path, "axpy.c", *ARGS, "--trials", "3", "--top-k", "0", "--log", str(log)))
    assert status == 0, err
    data = log.read_bytes()
    log.write_bytes(data[:-40])  # a crash mid-write of the third record
    status, out, err = _finish(_start(tmp_path, "axpy.c", *ARGS, "--top-k", "0", "--resume", str(log), "--json"))
    assert status == 0, err
    assert "cut off a torn last record" in err
    tuned = [r for r in _records(log) if r["phase"] == "tune"]
    assert sorted(r["knobs"]["SCALE"] for r in tuned) == [1, 2, 3, 4]  # the torn one measured again, once
    assert len({r["run"] for r in tuned}) == 1  # the resumed run goes on under its id
    assert json.loads(out)["trials"] == 4 and _best(tmp_path, log)["knobs"] == json.loads(out)["best"]["knobs"]


def _limit_file_size(limit: int):
    def apply() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


def test_a_full_file_system_ends_tuning_cleanly_and_resume_completes_it(tmp_path):
    (tmp_path / "axpy.c").write_text(SOURCE)
    log = tmp_path / "t.jsonl"
    status, _, err = _finish(_start(tmp_path, "axpy.c", *ARGS, "--trials", "1", "--top-k", "0", "--log", str(log)))
    assert status == 0, err
    # Pad the log with another task's records, so the limit is far above every file a build writes
    # (zig's cache on a cold machine included) and only the log reaches it.
    record = json.loads(log.read_text().splitlines()[0])
    pad = (json.dumps({**record, "task": "other()", "error": "x" * 2000}) + "\n") * 8_000  # ~17 MB
    with open(log, "a") as handle:
        handle.write(pad)
    size = log.stat().st_size
    one = len(log.read_text().splitlines()[0]) + 1
    proc = subprocess.Popen([*TGTBUILD, "tune", "--target", "x86_64-linux-gnu", "axpy.c", *ARGS, "--top-k", "0",
                             "--resume", str(log)], cwd=tmp_path, text=True, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, start_new_session=True,
                            preexec_fn=_limit_file_size(size + int(1.5 * one)))
    status, _, err = _finish(proc)
    assert status == 2, err
    assert "cannot write a record (File too large)" in err and f"--resume {log}" in err and "Traceback" not in err
    assert log.read_bytes().endswith(b"\n") and log.stat().st_size <= size + int(1.5 * one)
    written = len(_records(log))
    status, out, err = _finish(_start(tmp_path, "axpy.c", *ARGS, "--top-k", "0", "--resume", str(log), "--json"))
    assert status == 0, err
    assert "torn" not in err
    tuned = [r for r in _records(log) if r["phase"] == "tune" and r["task"] != "other()"]
    assert sorted(r["knobs"]["SCALE"] for r in tuned) == [1, 2, 3, 4]  # each once: nothing lost, none twice
    assert len(_records(log)) == 8_000 + 4 and written >= 8_001
