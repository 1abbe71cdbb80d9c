"""examples/tvm-model as its README runs it: a model tuned by MetaSchedule on the emulated rasp4b through
tgtbuild's runner, exported before and after, run and checked on the board, and compared.

Small on purpose (4 trials: MetaSchedule's flow, not a good schedule): the test is that every step of
the README works with real TVM from the test extra, real qemu and real tgtbuild runs.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tgtcli import run_tgtbuild as tgtbuild

pytest.importorskip("tvm", reason="apache-tvm is not installed (pip install -e '.[test]' brings it)")
pytestmark = pytest.mark.skipif(
    not (shutil.which("qemu-aarch64-static") and Path("/usr/aarch64-linux-gnu/lib/libstdc++.so.6").exists()),
    reason="needs qemu-aarch64-static and the aarch64 libc and libstdc++ (scripts/system-deps.sh)")
EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "tvm-model"


def test_the_tvm_model_example_tunes_runs_checks_and_compares(tmp_path):
    tune = subprocess.run([sys.executable, str(EXAMPLE / "tune.py"), "--target", "rasp4b", "--trials", "4",
                           "--out", str(tmp_path / "out")], capture_output=True, text=True, timeout=900)
    assert tune.returncode == 0, tune.stdout[-3000:] + tune.stderr[-3000:]
    out = tmp_path / "out"
    records = (out / "tuning" / "database_tuning_record.json").read_text().splitlines()
    assert records and all(json.loads(line)[1][1] for line in records)  # MetaSchedule's JSON, with run times
    reports = {}
    for side in ("before", "after"):
        done = tgtbuild("run", "--target", "rasp4b", str(out / f"{side}.tar"), "--check-against",
                        str(out / "reference.so"), "--repeat", "3", "--min-repeat-ms", "5", "--json", cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        reports[side] = json.loads(done.stdout)
        assert reports[side]["check"]["passed"] and reports[side]["harness"] == "tvm-model"
        (tmp_path / f"{side}.json").write_text(done.stdout)
    verdict = tgtbuild("compare", str(tmp_path / "before.json"), str(tmp_path / "after.json"), "--json", cwd=tmp_path)
    assert verdict.returncode == 0, verdict.stderr
    assert json.loads(verdict.stdout)["comparisons"][0]["verdict"]
    ab = tgtbuild("compare", "--run", "--rounds", "4", "--json", "--a", str(out / "before.tar"), "--b",
                  str(out / "after.tar"), "--", "--target", "rasp4b", "--repeat", "2", "--min-repeat-ms", "5",
                  cwd=tmp_path)
    assert ab.returncode == 0, ab.stderr
    assert json.loads(ab.stdout)["comparisons"][0]["n"] == [4, 4]
