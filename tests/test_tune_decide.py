"""The tuner decides by significance (`tgtbuild.tune.decide`): pooled re-measure rounds, ties with CIs.

`tune best`, the run's summary and the report call the same function on the
same records, so they name the same winner; the real run below checks that
on a log the tuner wrote, with interleaved rounds on one board.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from tgtbuild.tune.decide import decide
from tgtbuild.tune.log import best_per_task, read_log

KERNEL = (Path(__file__).resolve().parent / "data" / "recurrence.c").read_text()


def rec(key: str, phase: str, times: list[float], **extra) -> dict:
    return {"task": "t", "target": "x", "knobs": {"k": key}, "key": key, "phase": phase, "ok": True,
            "times": times, "median": sorted(times)[len(times) // 2], "board": "b", **extra}


def test_rounds_are_pooled_and_the_indistinguishable_are_tied():
    base = [1e-3 * (1 + 0.01 * (i % 7)) for i in range(10)]
    records = [
        rec("a", "tune", [0.5e-3]), rec("b", "tune", [0.9e-3]), rec("c", "tune", [1.1e-3]),  # a: a lucky draw
        # five interleaved rounds: a is really 3x slower; b and c are the same code
        *[rec(k, "remeasure", [t * scale * (1 + 0.03 * r) for t in base]) for r in range(5)
          for k, scale in (("a", 3.0), ("b", 1.0), ("c", 1.002))],  # c a hair slower than b: still tied
    ]
    decision = decide(records)
    assert decision.record["knobs"] == {"k": "b"} and decision.remeasured and decision.record["rounds"] == 5
    assert len(decision.record["times"]) == 50
    (tie,) = decision.tied
    assert tie["key"] == "c" and tie["ci"][0] <= 1 <= tie["ci"][1]
    (beaten,) = decision.beaten
    assert beaten["key"] == "a" and beaten["ci"][0] > 2.5 and beaten["verdict"] == "slower"
    (best,) = best_per_task(records)
    assert best.record is not None and best.export()["tied"] == [tie]


def test_without_a_remeasure_the_fastest_draw_wins_and_no_tie_is_claimed():
    decision = decide([rec("a", "tune", [2e-3]), rec("b", "tune", [1e-3]), {**rec("c", "tune", [0.1e-3]),
                                                                            "ok": False}])
    assert decision.record["key"] == "b" and not decision.remeasured and decision.tied == ()


def test_a_hand_edited_bad_time_leaves_that_candidate_out(tmp_path):
    good = [1e-3 * (1 + 0.01 * i) for i in range(10)]
    records = [rec("a", "remeasure", good), rec("b", "remeasure", good), rec("c", "remeasure", good)]
    records[2]["times"] = [1e-3, "fast"]
    records[2]["median"] = 2e-3
    decision = decide(records)
    assert {t["key"] for t in decision.tied} == {"b"}


def test_tuner_rounds_are_interleaved_on_one_board_and_summary_agrees_with_best(tmp_path):
    (tmp_path / "work.c").write_text(KERNEL)
    log = tmp_path / "t.jsonl"
    base = [sys.executable, "-m", "tgtbuild", "tune"]
    done = subprocess.run(
        [*base, "--target", "x86_64-linux-gnu", "work.c", "--entry", "work", "--arg", "f32[1]:out", "--arg",
         "f32[1024]", "--arg", "i64=1024", "--knob", "WORK=1,16", "--knob", "PAD=0,1", "--strategy", "grid",
         "--repeat", "2", "--min-repeat-ms", "2", "--remeasure-repeat", "5", "--log", str(log), "--json"],
        cwd=tmp_path, capture_output=True, text=True, timeout=400)
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    records = read_log(log)
    again = [r for r in records if r["phase"] == "remeasure"]
    assert len(again) == 3 * 5 and len({r["board"] for r in again}) == 1
    firsts = [again[i]["key"] for i in range(0, 15, 3)]
    assert len(set(firsts[1:4])) == 3  # rounds 2, 3 and 4 start with different candidates (rotated)
    assert all(r["context"]["board_state"]["kernel"] for r in again)  # every record carries its conditions
    best = json.loads(subprocess.run([*base, "best", str(log), "--json"], capture_output=True, text=True,
                                     timeout=60).stdout)["best"][0]
    assert summary["best"]["knobs"] == best["knobs"] and summary["best"]["median"] == best["median"]
    assert summary["best"]["tied"] == best["tied"]
    assert best["knobs"]["WORK"] == 1
    decision = decide(records)
    slow = [b for b in decision.beaten if b["knobs"]["WORK"] == 16]
    assert slow and slow[0]["ci"][0] > 1 and all(t["knobs"]["WORK"] == 1 for t in decision.tied)
    text = subprocess.run([*base, "best", str(log)], capture_output=True, text=True, timeout=60).stdout
    assert "re-measured" in text and text.count("tied with the best") == len(best["tied"])
    page = tmp_path / "t.html"
    assert subprocess.run([*base, "report", str(log), "-o", str(page)], timeout=60).returncode == 0
    html = page.read_text()
    assert html.count('<tr class="tied">') == len(best["tied"])
    assert [float(x) for x in re.findall(r'data-ratio="([^"]+)"', html)] == [t["ratio"] for t in best["tied"]]
