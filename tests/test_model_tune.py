"""`tgtbuild tune MODEL` (issue 42): MetaSchedule's tune_relax on the emulated rasp4b as one command; Ctrl-C keeps
every measured trial, the same command continues without measuring any again, and `tgtbuild compare` gives the
verdict between the untuned and the tuned build. The model is examples/onnx-model/make_cnn.py's small CNN.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

from modelfiles import QEMU, make_cnn, onnx
from procs import wait_until
from tgtcli import run_tgtbuild as tgtbuild

TRIALS = 32
FAST = ["--repeat", "3", "--min-repeat-ms", "5"]


def records(db: Path) -> list[list]:
    path = db / "database_tuning_record.json"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.exists() else []


@QEMU
def test_tune_32_trials_on_the_emulated_board_interrupted_resumed_and_compared(tmp_path):
    onnx.save(make_cnn(), str(tmp_path / "cnn.onnx"))
    argv = [sys.executable, "-m", "tgtbuild", "tune", "cnn.onnx", "--target", "rasp4b", "--board", "local",
            "--trials", str(TRIALS), "--database", "db", "-o", "tuned.so"]
    proc = subprocess.Popen(argv, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert wait_until(lambda: len(records(tmp_path / "db")) >= 8 or proc.poll() is not None, 300, 0.2), \
            "no batch measured in 300 s"
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=180)  # the batch in flight finishes, then it stops
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(10)
    assert proc.returncode == 130, err
    assert "trials are kept in db" in err and "Traceback" not in err, err
    kept = records(tmp_path / "db")
    assert 8 <= len(kept) < TRIALS and not (tmp_path / "tuned.so").exists()
    assert "[8/32 trials" in err and "best:" in err  # the progress line

    resumed = tgtbuild(*argv[3:], "--json", cwd=tmp_path, timeout=900)
    assert resumed.returncode == 0, resumed.stderr
    result = json.loads(resumed.stdout)
    tuning = result["tuning"]
    assert tuning["measured_before"] == len(kept) and tuning["measured"] == TRIALS - len(kept)
    assert tuning["in_database"] == TRIALS and tuning["remeasured"] == 0
    assert set(tuning["split"]) == {"build_s", "run_s", "search_s"} and tuning["split"]["run_s"] > 0
    assert result["model"]["database"] == "db" and "MetaScheduleApplyDatabase" in result["model"]["pipeline"]
    everything = records(tmp_path / "db")
    assert everything[: len(kept)] == kept  # nothing measured before was lost or rewritten
    identities = {json.dumps([r[0], r[1][0]]) for r in everything}
    assert len(identities) == TRIALS  # no candidate measured twice

    untuned = tgtbuild("build", "--target", "rasp4b", "cnn.onnx", "-o", "untuned.so", cwd=tmp_path)
    assert untuned.returncode == 0, untuned.stderr
    verdict = tgtbuild("compare", "--run", "--rounds", "4", "--json", "--a", "untuned.so", "--b", "tuned.so", "--",
                       "--target", "rasp4b", *FAST, cwd=tmp_path, timeout=600)
    assert verdict.returncode == 0, verdict.stderr
    (comparison,) = json.loads(verdict.stdout)["comparisons"]
    assert comparison["verdict"] and comparison["n"] == [4, 4]


def test_a_second_run_with_every_trial_in_the_database_measures_nothing(tmp_path):
    """The trials already in the database count: asked for no more than it holds, nothing is tuned."""
    onnx.save(make_cnn(size=8), str(tmp_path / "cnn.onnx"))
    argv = ["tune", "cnn.onnx", "--target", "x86_64-linux-gnu", "--board", "local", "--trials", "2", "--batch", "2",
            "--database", "db", "-o", "tuned.so", "--json"]
    first = tgtbuild(*argv, cwd=tmp_path, timeout=600)
    assert first.returncode == 0, first.stderr
    assert json.loads(first.stdout)["tuning"]["measured"] == 2
    again = tgtbuild(*argv, cwd=tmp_path, timeout=600)
    assert again.returncode == 0, again.stderr
    tuning = json.loads(again.stdout)["tuning"]
    assert tuning["measured"] == 0 and tuning["in_database"] == 2
    assert "0 to measure of 2" in again.stderr


def test_kernel_options_on_a_model_and_model_options_on_a_kernel_are_refused(tmp_path):
    onnx.save(make_cnn(size=8), str(tmp_path / "cnn.onnx"))
    done = tgtbuild("tune", "cnn.onnx", "--target", "rasp4b", "--entry", "main", "--knob", "T=1,2", cwd=tmp_path)
    assert done.returncode == 2 and "--entry, --knob: for tuning a kernel's knobs" in done.stderr, done.stderr
    (tmp_path / "k.c").write_text("void k(float *a) { a[0] = 1; }\n")
    done = tgtbuild("tune", "k.c", "--target", "rasp4b", "--database", "db", cwd=tmp_path)
    assert done.returncode == 2 and "--database is for tuning a model file" in done.stderr, done.stderr
