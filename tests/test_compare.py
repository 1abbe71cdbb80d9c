"""`tgtbuild compare`: verdicts from records and from interleaved A/B runs on real boards.

The A/B kernel is tests/data/recurrence.c: WORK=16 really does 16x the
work. The "same kernel
twice" runs decide at --level 0.999, so identical variants are called
different by chance in 1 run of 1000, by the test's own design (8 rounds a
side: a rank test of 8+8 can reach p = 0.00016); the 16x case, fully
separated, has that p.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sshd import Sshd, sshd_missing_reason
from tgtcli import boards_file

KERNEL = (Path(__file__).resolve().parent / "data" / "recurrence.c").read_text()
ARGS = ["work.c", "--entry", "work", "--arg", "f32[1]:out", "--arg", "f32[1024]", "--arg", "i64=1024"]


def record(times, context=None, entry="k"):
    return {"timing": {"entry": entry, "times": times, "median": sorted(times)[len(times) // 2]},
            **({"context": context} if context else {})}


def ab(tgtbuild, tmp_path, extra, *, b_words, level="0.999", timeout=400):
    (tmp_path / "work.c").write_text(KERNEL)
    done = tgtbuild("compare", "--run", f"--b={b_words}", "--rounds", "8", "--level", level, "--json", "--",
                    *extra, *ARGS, "--repeat", "3", "--min-repeat-ms", "5", cwd=tmp_path, timeout=timeout)
    assert done.returncode == 0, done.stderr
    (row,) = json.loads(done.stdout)["comparisons"]
    return row, json.loads(done.stdout)


def test_records_compare_with_a_ratio_ci_and_verdict(tmp_path, tgtbuild):
    fast = [1e-3 * (1 + 0.01 * (i % 5)) for i in range(12)]
    (tmp_path / "a.json").write_text(json.dumps(record(fast)))
    (tmp_path / "b.json").write_text(json.dumps(record([t * 2 for t in fast]), indent=2))
    (tmp_path / "c.json").write_text(json.dumps(record(fast[::-1])))
    done = tgtbuild("compare", "a.json", "b.json", "c.json", "--json", cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    rows = json.loads(done.stdout)["comparisons"]
    assert [(r["b"], r["verdict"]) for r in rows] == [("b.json", "slower"), ("c.json", "no significant difference")]
    assert rows[0]["ratio"] == pytest.approx(2.0) and rows[0]["ci"][0] > 1
    text = tgtbuild("compare", "a.json", "b.json", cwd=tmp_path, timeout=60).stdout
    assert "k: B/A 2.000x [" in text and "slower" in text


def test_records_from_different_conditions_are_warned_about(tmp_path, tgtbuild):
    times = [1e-3 * (1 + 0.01 * i) for i in range(10)]
    ctx_a = {"target": "llvm -mtriple=aarch64-unknown-linux-gnu", "board": "pi@a", "emulated": False,
             "toolchain": {"name": "zig", "version": "0.17.1"},
             "board_state": {"cpus": {"0": {"governor": "performance"}}}}
    ctx_b = dict(ctx_a, board="pi@b", emulated=True, board_state={"cpus": {"0": {"governor": "ondemand"}}})
    (tmp_path / "a.json").write_text(json.dumps(record(times, ctx_a)))
    (tmp_path / "b.json").write_text(json.dumps(record(times, ctx_b)))
    (tmp_path / "old.json").write_text(json.dumps(record(times[:5])))
    rows = json.loads(tgtbuild("compare", "a.json", "b.json", "old.json", "--json", cwd=tmp_path,
                               timeout=60).stdout)["comparisons"]
    warnings = "\n".join(rows[0]["warnings"])
    assert "differ in board: pi@a vs pi@b" in warnings and "differ in emulated" in warnings
    assert "differ in governor: performance vs ondemand" in warnings
    assert "B has no context record" in "\n".join(rows[1]["warnings"])
    assert rows[1]["verdict"] == "no significant difference"
    assert any("fewer than 9" in w for w in rows[1]["warnings"])
    odd = {"board_state": "x", "toolchain": [1], "board": {"a": [1] * 100}, "pinning": 3,
           "target": None}  # a hand-edited or hostile context: compared as text, never crashed on
    (tmp_path / "odd.json").write_text(json.dumps(record(times, odd)))
    done = tgtbuild("compare", "a.json", "odd.json", cwd=tmp_path, timeout=60)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    assert "differ in board: pi@a vs {'a': [1, 1," in done.stdout and "..." in done.stdout


def test_tuning_logs_compare_candidate_by_candidate(tmp_path, tgtbuild):
    def log(path, scale):
        lines = []
        for key, base in (("T=8", 1e-3), ("T=16", 2e-3)):
            for phase in ("tune", "remeasure"):
                times = [base * scale * (1 + 0.01 * i) for i in range(10 if phase == "remeasure" else 3)]
                lines.append(json.dumps({"task": "mm", "key": key, "knobs": {}, "phase": phase, "ok": True,
                                         "times": times}))
        lines.append(json.dumps({"task": "mm", "key": "T=32", "knobs": {}, "phase": "tune", "ok": False}))
        path.write_text("\n".join(lines) + "\n")

    log(tmp_path / "a.jsonl", 1.0)
    log(tmp_path / "b.jsonl", 1.5)
    rows = json.loads(tgtbuild("compare", "a.jsonl", "b.jsonl", "--json", cwd=tmp_path,
                               timeout=60).stdout)["comparisons"]
    assert [(r["entry"], r["verdict"], r["n"]) for r in rows] == [("T=8", "slower", [10, 10]),
                                                                   ("T=16", "slower", [10, 10])]


HOSTILE = {
    "truncated.json": '{"timing": {"entry": "k", "times": [0.001, 0.0',
    "deep.json": "[" * 100000 + "]" * 100000,
    "deep-log.jsonl": '{"task": "t", "key": "k", "knobs": {}}\n' + "[" * 100000 + "]" * 100000 + "\n",
    "list.json": "[1, 2, 3]",
    "empty.json": "",
    "nan.json": '{"timing": {"entry": "k", "times": [0.001, NaN]}}',
    "negative.json": '{"timing": {"entry": "k", "times": [0.001, -1]}}',
    "strings.json": '{"timing": {"entry": "k", "times": "fast"}}',
    "summary-only.json": '{"timing": {"entry": "k", "median": 0.001}}',
    "other.json": '{"name": "not a run"}',
    "log-torn.jsonl": '{"task": "t", "key": "k", "knobs": {}, "phase": "tune", "ok": true, "times": [0.1]}\n{"ta',
    "binary.json": b"\xff\xfe\x00\x01",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_files_get_a_message_not_a_traceback(tmp_path, tgtbuild, name):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(record([1e-3] * 10)))
    bad = tmp_path / name
    content = HOSTILE[name]
    bad.write_bytes(content if isinstance(content, bytes) else content.encode())
    done = tgtbuild("compare", "good.json", name, cwd=tmp_path, timeout=60)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and done.stderr.startswith("tgtbuild: error: "), done.stderr
    assert name in done.stderr


def test_a_directory_and_a_missing_file_are_named(tmp_path, tgtbuild):
    (tmp_path / "good.json").write_text(json.dumps(record([1e-3] * 10)))
    (tmp_path / "dir").mkdir()
    for other, message in (("dir", "a directory"), ("missing.json", "no such file")):
        done = tgtbuild("compare", "good.json", other, cwd=tmp_path, timeout=60)
        assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


needs_qemu = pytest.mark.skipif(not shutil.which("qemu-aarch64-static"), reason="qemu-user-static is not installed")


@needs_qemu
def test_interleaved_ab_on_the_emulated_board(tmp_path, tgtbuild):
    extra = ["--target", "aarch64-linux-gnu"]
    same, out = ab(tgtbuild, tmp_path, extra, b_words="")
    assert same["verdict"] == "no significant difference", same
    assert same["ci"][0] <= 1 <= same["ci"][1] and same["n"] == [8, 8] and same["unit"] == "runs"
    assert out["rounds"] == 8 and len(out["contexts"]["A"]) == 8 and out["contexts"]["A"][0]["emulated"] is True
    assert [len(run) for run in out["runs"]["B"]] == [3] * 8
    slower, _ = ab(tgtbuild, tmp_path, extra, b_words="-DWORK=16", level="0.95")
    assert slower["verdict"] == "slower" and slower["ci"][0] > 1, slower
    assert slower["ratio"] > 4  # qemu's translation does not scale times linearly: 53x was seen here


def test_interleaved_ab_on_the_ssh_board(tmp_path, sshd_server, tgtbuild, write_boards):
    boards = write_boards(tmp_path, sshd_server)
    extra = ["--target", "x86_64-linux-gnu", "--board", "lab", "--boards-file", str(boards)]
    same, out = ab(tgtbuild, tmp_path, extra, b_words="")
    assert same["verdict"] == "no significant difference", same
    assert out["contexts"]["B"][-1]["board_state"]["kernel"]  # read on the board, in the run's exec
    slower, _ = ab(tgtbuild, tmp_path, extra, b_words="-DWORK=16", level="0.95")
    assert slower["verdict"] == "slower" and slower["ci"][0] > 1, slower


def test_variant_mistakes_are_refused_before_building(tmp_path, tgtbuild):
    (tmp_path / "work.c").write_text(KERNEL)
    for argv, message in (
        (["--run", "--b=--no-such-flag", "--", "--target", "x86_64-linux-gnu", *ARGS], "variant B: --no-such-flag"),
        (["--run", "--b=-t riscv64-linux-gnu", "--", "--target", "x86_64-linux-gnu", *ARGS], "one board for one "
                                                                                              "target"),
        (["--run", "--", "--target", "x86_64-linux-gnu", "work.c"], "--entry"),
        (["--run", "--b='unclosed", "--", *ARGS], "quote words"),
        (["--run", "a.json", "--", *ARGS], "not files"),
    ):
        done = tgtbuild("compare", *argv, cwd=tmp_path, timeout=120)
        assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr, done.stderr
        assert not (tmp_path / "build").exists() or message == "one board for one target"


@pytest.mark.skipif(bool(sshd_missing_reason()), reason=sshd_missing_reason() or "")
def test_a_board_vanishing_mid_ab_keeps_the_finished_rounds(tmp_path):
    (tmp_path / "work.c").write_text(KERNEL)
    with Sshd(tmp_path / "sshd") as server:
        boards = boards_file(tmp_path, server)
        proc = subprocess.Popen(
            [sys.executable, "-m", "tgtbuild", "compare", "--run", "--rounds", "20", "--", "--target",
             "x86_64-linux-gnu", "--board", "lab", "--boards-file", str(boards), *ARGS, "--repeat", "3",
             "--min-repeat-ms", "150"], cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 300
            seen = ""
            while "round 2/20" not in seen and time.monotonic() < deadline and proc.poll() is None:
                seen += proc.stderr.readline()
            assert "round 2/20" in seen, seen
            server.stop("KILL")
            out, err = proc.communicate(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=10)
    assert proc.returncode == 2, (out, err)
    assert "Traceback" not in err and "was lost in round" in err, err
    assert "A/B: B/A" in out and "of 2 runs" in out  # the two finished rounds, compared
    assert os.path.exists(tmp_path / "build")


def test_compare_help_teaches_how_to_read_a_verdict(tgtbuild):
    done = tgtbuild("compare", "--help", timeout=60)
    assert done.returncode == 0 and "Mann-Whitney" in done.stdout and "--b=WORDS" in done.stdout
    assert Path("docs/statistics.md").name in done.stdout
