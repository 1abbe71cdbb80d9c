"""`tgtbuild tune MODEL` (issue 42): MetaSchedule's tune_relax on the emulated rasp4b as one command; Ctrl-C keeps
every measured trial, the same command continues without measuring any again, and `tgtbuild compare` gives the
verdict between the untuned and the tuned build. The model is examples/onnx-model/make_cnn.py's small CNN, whose
6 tasks have 5 with a default CPU schedule (models/cpuschedule.py): each is measured first, one trial each, so
a tuned build is never slower than the untuned one (issue 45, models/baseline.py).
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from modelfiles import QEMU, make_cnn, onnx
from procs import wait_until
from tgtcli import run_tgtbuild as tgtbuild

TRIALS = 32
DEFAULTS = 5  # the CNN's tasks with a default schedule: two convolutions, the dense layer, the softmax, the mean
BATCH = 8  # tgtbuild tune's default --batch: MetaSchedule's last batch may pass --trials by up to BATCH - 1
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
    # the progress line: the default schedules first (one trial each), then MetaSchedule's batches (of up to 8:
    # a task whose space is nearly spent gives fewer)
    assert f"[{DEFAULTS}/32 trials, {DEFAULTS}/6 tasks] default schedules;" in err and "best:" in err, err
    assert any(DEFAULTS < int(done) <= len(kept) for done in re.findall(r"\[(\d+)/32 trials", err)), err

    resumed = tgtbuild(*argv[3:], "--json", cwd=tmp_path, timeout=900)
    assert resumed.returncode == 0, resumed.stderr
    result = json.loads(resumed.stdout)
    tuning = result["tuning"]
    # MetaSchedule stops starting batches once --trials are measured; its last may pass them by BATCH - 1
    assert tuning["measured_before"] == len(kept) and TRIALS <= tuning["in_database"] < TRIALS + BATCH, tuning
    assert tuning["measured"] == tuning["in_database"] - len(kept) and tuning["remeasured"] == 0
    # measured first before the interrupt, not again; their second measurement after this run's search
    assert tuning["defaults"] == {} and len(tuning["defaults_again"]) == DEFAULTS
    assert set(tuning["split"]) == {"build_s", "run_s", "search_s"} and tuning["split"]["run_s"] > 0
    assert result["model"]["database"] == "db" and "MetaScheduleApplyDatabase" in result["model"]["pipeline"]
    everything = records(tmp_path / "db")
    assert everything[: len(kept)] == kept  # nothing measured before was lost or rewritten
    identities = {json.dumps([r[0], r[1][0]]) for r in everything}
    assert len(identities) == len(everything) - DEFAULTS  # no candidate measured twice but the defaults

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


def test_each_tasks_default_schedule_is_measured_before_and_after_the_search_and_the_build_applies_it_where_fastest(
        tmp_path):
    """A budget smaller than the defaults measures that many (MetaSchedule nothing); a resumed run measures the
    others, not the same again, then MetaSchedule's, then every default a second time (a trial each, reserved
    from MetaSchedule's); every default's two records replay to cpuschedule's schedule, and the tuned build has
    it wherever it measured fastest."""
    onnx.save(make_cnn(size=8), str(tmp_path / "cnn.onnx"))
    argv = ["tune", "cnn.onnx", "--target", "x86_64-linux-gnu", "--board", "local", "--batch", "2",
            "--database", "db", "-o", "tuned.so", "--json"]
    first = tgtbuild(*argv, "--trials", "2", cwd=tmp_path, timeout=600)
    assert first.returncode == 0, first.stderr
    tuning = json.loads(first.stdout)["tuning"]
    assert tuning["measured"] == 2 and len(tuning["defaults"]) == 2, tuning
    assert "the default schedules of 2 first" in first.stderr
    second = tgtbuild(*argv, "--trials", str(2 * DEFAULTS + 2), cwd=tmp_path, timeout=600)
    assert second.returncode == 0, second.stderr
    again = json.loads(second.stdout)["tuning"]  # the other defaults, a batch of 2 of MetaSchedule's, all again
    assert 2 * DEFAULTS <= again["measured"] < 2 * DEFAULTS + 2 and again["remeasured"] == 0, again
    assert len(again["defaults"]) == DEFAULTS - 2 and not set(again["defaults"]) & set(tuning["defaults"])
    assert len(again["defaults_again"]) == DEFAULTS and all(0 < s < 1 for s in again["defaults_again"].values())
    assert "default schedules measured again;" in second.stderr

    import tvm  # the database read back with TVM: which records are the defaults, which the build applied
    from tvm.s_tir import meta_schedule as ms
    from tvm_ffi import structural_equal

    from tgtbuild.models import compiling, frontend
    from tgtbuild.models.cpuschedule import default_schedule, schedule_unscheduled

    database = ms.database.JSONDatabase(work_dir=str(tmp_path / "db"))
    defaults: list[str] = []
    times: dict[str, list[list[float]]] = {}  # each default's measurements
    best: dict[str, tuple[float, bool]] = {}
    for record in database.get_all_tuning_records():
        sch = tvm.s_tir.Schedule(record.workload.mod)
        record.trace.apply_to_schedule(sch, remove_postproc=False)
        mine = default_schedule(record.workload.mod)
        key = tvm.ir.save_json(record.workload.mod)
        seconds = sum(float(s) for s in record.run_secs) / len(record.run_secs)
        is_default = mine is not None and structural_equal(sch.mod, mine.mod)
        defaults += [key] if is_default else []
        times.setdefault(key, []).extend([[float(s) for s in record.run_secs]] if is_default else [])
        if key not in best or seconds < best[key][0]:
            best[key] = (seconds, is_default)
    assert len(set(defaults)) == DEFAULTS and len(defaults) == 2 * DEFAULTS  # each measured twice
    assert all(len(pair) == 2 and pair[0] != pair[1] for pair in times.values()), times  # measured, not replayed
    lowered = compiling.lowered(frontend.read_model(str(tmp_path / "cnn.onnx")).mod)
    target = compiling.tvm_model_target("x86_64-linux-gnu")
    tuned, untuned = compiling.with_database(lowered, target, tmp_path / "db"), schedule_unscheduled(lowered)
    fastest_default = [key for key, (_, is_default) in best.items() if is_default]
    assert fastest_default  # with 2 MetaSchedule trials, most tasks' fastest record is their default
    same = [gv.name_hint for gv, func in tuned.functions_items()
            if isinstance(func, tvm.tirx.PrimFunc) and structural_equal(func, untuned[gv])]
    assert len(same) == len(fastest_default) + 6 - len(best), same  # + the tasks without a record, untuned in both
