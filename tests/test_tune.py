"""`tgtbuild tune` without boards: the space, the log, best, the strategies (fast, no builds)."""

from __future__ import annotations

import json
import math
import statistics
from pathlib import Path

import pytest

from tgtbuild.cli import main
from tgtbuild.tune.errors import TuneError
from tgtbuild.tune.log import Log, best_per_task, read_log
from tgtbuild.tune.search import make_strategy
from tgtbuild.tune.space import Knob, Templates, build_space, parse_knob_option, point_key

ROOT = Path(__file__).resolve().parent.parent
MATMUL = ROOT / "examples" / "tune-matmul" / "matmul.c.j2"


def test_list_prints_the_space_with_its_conditional_knob(capsys):
    assert main(["tune", "--list", str(MATMUL), "--opt-level", "2,3", "--json"]) == 0
    space = json.loads(capsys.readouterr().out)
    # ti × tj × (ijk + ikj × unroll) = 4 × 4 × 3, times two opt levels
    assert space["size"] == 96
    assert [k["name"] for k in space["knobs"]] == ["ti", "tj", "order", "unroll", "opt_level"]
    assert main(["tune", "--list", str(MATMUL)]) == 0
    assert capsys.readouterr().out.startswith("48 points, 4 knobs")


def test_conditional_knob_exists_only_where_reached():
    points = build_space(Templates([str(MATMUL)]), []).points
    assert all(("unroll" in p) == (p["order"] == "ikj") for p in points)
    assert len({point_key(p) for p in points}) == len(points) == 48


def test_require_drops_points_and_macro_knobs_multiply(tmp_path):
    src = tmp_path / "k.c.j2"
    src.write_text('{% set a = knob("a", [1, 2, 4]) %}{% set b = knob("b", [1, 2, 4]) %}'
                   '{{ require(a * b <= 4) }}int f(void) { return {{ a }} * {{ b }} * N; }\n')
    space = build_space(Templates([str(src)]), [parse_knob_option("N=3,5")])
    assert space.size == 6 * 2
    assert {(p["a"], p["b"]) for p in space.points} == {(1, 1), (1, 2), (1, 4), (2, 1), (2, 2), (4, 1)}


@pytest.mark.parametrize("text, message", [
    ("TILE", "NAME=V1,V2"), ("9x=1,2", "NAME=V1,V2"), ("T=1,1", "listed twice"),
])
def test_bad_knob_option_says_the_form(text, message):
    with pytest.raises(TuneError, match=message):
        parse_knob_option(text)


def test_knob_declared_twice_differently_names_both(tmp_path):
    src = tmp_path / "k.c.j2"
    src.write_text('{{ knob("t", [1, 2]) }} {{ knob("t", [1, 3]) }}\n')
    with pytest.raises(TuneError, match=r"declared twice with different values: \[1, 2\] and \[1, 3\]"):
        Templates([str(src)]).points()


def test_macro_knob_without_c_source_is_refused(tmp_path, capsys):
    ir = tmp_path / "k.ll"
    ir.write_text("define void @k() {\n  ret void\n}\n")
    assert main(["tune", "--list", str(ir), "--knob", "T=1,2"]) == 2
    assert "macro knobs are #defines for C/C++ sources" in capsys.readouterr().err


def test_unknown_strategy_suggests_the_closest():
    space = build_space(None, [Knob("x", (1, 2), "macro")])
    with pytest.raises(TuneError, match="did you mean model"):
        make_strategy("modle", space)


def _record(key: int, median: float | None, phase: str = "tune", **extra) -> dict:
    return {"task": "k(f32[4])", "target": "llvm -mtriple=x86_64-unknown-linux-gnu", "knobs": {"t": key},
            "key": point_key({"t": key}), "phase": phase, "ok": median is not None, "median": median,
            "cv": 0.01, "board": "local", **extra}


def test_best_prefers_the_remeasured_and_never_a_failure(tmp_path):
    path = tmp_path / "t.jsonl"
    with Log(path) as log:
        log.write(_record(1, None, error="crashed"))
        log.write(_record(2, 1.0e-3))
        log.write(_record(3, 0.9e-3))   # a lucky single run...
        log.write(_record(4, 1.1e-3))
        log.write(_record(3, 1.2e-3, "remeasure"))  # ...that more repeats expose
        log.write(_record(2, 1.0e-3, "remeasure"))
    (best,) = best_per_task(read_log(path))
    assert best.record["knobs"] == {"t": 2} and best.remeasured and best.candidates == 3
    assert best_per_task(read_log(path), target="llvm -mtriple=aarch64-unknown-linux-gnu") == []


def test_a_torn_last_line_is_skipped_with_a_warning(tmp_path, capsys):
    path = tmp_path / "t.jsonl"
    with Log(path) as log:
        log.write(_record(2, 1.0e-3))
    with open(path, "a") as handle:
        handle.write('{"task": "k(f32[4])", "kno')  # the writer was killed mid-line
    assert len(read_log(path)) == 1
    assert "torn last record" in capsys.readouterr().err
    assert main(["tune", "best", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["best"][0]["knobs"] == {"t": 2}


def test_best_of_a_file_that_is_not_a_log_says_so(tmp_path, capsys):
    path = tmp_path / "t.jsonl"
    path.write_text('{"a": 1}\n{"b": 2}\n')
    assert main(["tune", "best", str(path)]) == 2
    assert "is this a tuning log?" in capsys.readouterr().err


def _synthetic(point: dict) -> float:
    """A cost with one good region, the shape of a tiled kernel's (smooth in the tiles, one bad order)."""
    ti, tj = math.log2(point["ti"]), math.log2(point["tj"])
    order = {"ijk": 1.6, "ikj": 1.0}[point["order"]] * (0.85 if point.get("unroll") == 4 else 1.0)
    return order * (1 + 0.3 * (ti - 4) ** 2 + 0.2 * (tj - 5) ** 2) * 1e-3


def _best_after(strategy, budget: int) -> float:
    best, done, exclude = math.inf, 0, set()
    while done < budget:
        for point in strategy.propose(min(4, budget - done), exclude):
            exclude.add(point_key(point))
            cost = _synthetic(point)
            strategy.observe(point, cost)
            best, done = min(best, cost), done + 1
    return best


def test_model_strategy_beats_random_at_a_third_of_the_space():
    pytest.importorskip("xgboost")
    space = build_space(Templates([str(MATMUL)]), [])
    optimum = min(_synthetic(p) for p in space.points)
    budget = space.size // 3
    model = [_best_after(make_strategy("model", space, seed), budget) / optimum for seed in range(5)]
    rand = [_best_after(make_strategy("random", space, seed), budget) / optimum for seed in range(5)]
    assert statistics.median(model) <= 1.05
    assert statistics.median(model) <= statistics.median(rand)


def test_progress_off_a_terminal_prints_every_tenth_trial_and_the_last(capsys):
    import io

    from tgtbuild.tune.progress import Progress

    stream = io.StringIO()
    progress = Progress(stream, every=10)
    for done in range(1, 24):
        progress.update(done, 23, (1.5e-3, {"ti": 16}), 1, 3, 1, 2)
    lines = stream.getvalue().splitlines()
    assert [line.split()[1] for line in lines] == ["10/23", "20/23", "23/23"]
    assert lines[-1] == "tune: 23/23 trials, 2 failed, best 1.5 ms (ti=16), boards 1 busy of 2, 1 lost"
