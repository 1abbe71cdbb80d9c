"""`tgtbuild tune` for real: the tiled matmul on the local board and two loopback sshd boards.

Each run is a `tgtbuild` subprocess (as a user runs it), so a test can kill a
board's sshd, or interrupt the tuner, while it measures. Spaces and timing
protocols are small: the machine running the tests has 2 cores.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sshd import Sshd, sshd_missing_reason

ROOT = Path(__file__).resolve().parent.parent
MATMUL = ROOT / "examples" / "tune-matmul" / "matmul.c.j2"
VARIANTS = ROOT / "tests" / "data" / "tune" / "variants.c.j2"
TARGET = "x86_64-linux-gnu"
MATMUL_ARGS = ["--entry", "matmul", "--arg", "f32[32,32]", "--arg", "f32[32,32]", "--arg", "f32[32,32]:out",
               "--arg", "i64=32"]
FAST = ["--repeat", "2", "--min-repeat-ms", "2", "--remeasure-repeat", "3", "--timeout", "20"]
TGTBUILD = [sys.executable, "-m", "tgtbuild"]


@pytest.fixture
def boards(tmp_path: Path):
    """Two private sshd boards and a boards.toml naming them (and a pool of both)."""
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    servers = [Sshd(tmp_path / f"sshd-{n}").start() for n in ("a", "b")]
    lines = ["[pools]", 'farm = ["board-a", "board-b"]', ""]
    for name, server in zip(("a", "b"), servers, strict=True):
        lines += [f"[board-{name}]", f'host = "{server.user}@127.0.0.1:{server.port}"',
                  f'key = "{server.client_key}"', f'known_hosts = "{server.known_hosts}"',
                  f'workdir = "{tmp_path / ("work-" + name)}"', ""]
    (tmp_path / "boards.toml").write_text("\n".join(lines))
    yield servers
    for server in servers:
        server.stop()


def _start(tmp_path: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([*TGTBUILD, "tune", "--target", TARGET, *args], cwd=tmp_path, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)


def _finish(proc: subprocess.Popen, timeout: float = 400) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        raise
    return proc.returncode, out, err


def _records(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.endswith("}")]


def _wait_for(predicate, proc: subprocess.Popen, timeout: float = 300) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        if proc.poll() is not None:
            raise AssertionError(f"tgtbuild tune ended early ({proc.returncode}): {proc.stderr.read()}")
        time.sleep(0.1)
    os.killpg(proc.pid, signal.SIGKILL)
    raise AssertionError("timed out waiting for the tuner")


def test_tunes_on_local_and_two_sshd_boards_and_goes_on_when_one_dies(tmp_path, boards):
    log = tmp_path / "t.jsonl"
    proc = _start(tmp_path, str(MATMUL), *MATMUL_ARGS, *FAST, "--min-repeat-ms", "20", "--strategy", "random",
                  "--trials", "24",
                  "--board", "local", "--pool", "farm", "--retries", "1", "--log", str(log), "--json")
    a, b = boards
    a_name = "board-a"  # logs, progress and warnings name boards as boards.toml does
    _wait_for(lambda: sum(r["board"] == a_name for r in _records(log)) >= 2, proc)
    a.stop("KILL")  # the board dies mid-tuning, with most trials still to go (so it is given more work)
    killed_at = len(_records(log))
    status, out, err = _finish(proc)
    assert status == 0, err
    assert f"board {a_name} dropped out" in err and err.count(a_name) == 1, err
    summary = json.loads(out)
    assert summary["lost_boards"] == [a_name] and summary["trials"] == 24
    tuned = [r for r in _records(log) if r["phase"] == "tune"]
    assert len(tuned) == 24 and len({r["key"] for r in tuned}) == 24
    assert {r["board"] for r in tuned} == {"local", a_name, "board-b"}
    assert all(r["board"] != a_name for r in _records(log)[killed_at + 1:])
    assert all(r["ok"] for r in tuned), [r["error"] for r in tuned if not r["ok"]]
    record = tuned[0]
    assert record["task"] == "matmul(f32[32,32],f32[32,32],f32[32,32]:out,i64=32)"
    assert record["target"] == "llvm -mtriple=x86_64-unknown-linux-gnu" and record["tgtbuild"]
    assert len(record["times"]) == 2 and record["cv"] >= 0 and set(record["knobs"]) >= {"ti", "tj", "order"}
    remeasured = [r for r in _records(log) if r["phase"] == "remeasure"]
    assert len(remeasured) == 3 * 5 and all(r["repeat"] == 3 for r in remeasured)  # top 3, 5 rounds
    assert len({r["board"] for r in remeasured}) == 1  # interleaved on one board
    assert summary["best"]["remeasured"]


def test_losing_every_board_stops_cleanly_with_the_log_intact(tmp_path, boards):
    log = tmp_path / "t.jsonl"
    # --min-repeat-ms 50: each trial takes long enough that the board dies mid-run on a fast machine too
    proc = _start(tmp_path, str(MATMUL), *MATMUL_ARGS, *FAST, "--min-repeat-ms", "50", "--strategy", "grid",
                  "--board", "board-a", "--retries", "1", "--log", str(log))
    a, _ = boards
    _wait_for(lambda: len(_records(log)) >= 2, proc)
    a.stop("KILL")
    status, _, err = _finish(proc)
    assert status == 3, err
    assert "every board of the pool dropped out" in err and f"--resume {log}" in err
    assert len(_records(log)) >= 2 and "Traceback" not in err


def test_a_killed_run_resumes_without_measuring_twice(tmp_path):
    log = tmp_path / "t.jsonl"
    common = [str(MATMUL), *MATMUL_ARGS, *FAST, "--strategy", "random", "--seed", "3", "--trials", "8",
              "--top-k", "0", "--builders", "1"]
    proc = _start(tmp_path, *common, "--log", str(log))
    _wait_for(lambda: len(_records(log)) >= 3, proc)
    os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C
    status, _, err = _finish(proc)
    assert status == 130, err
    assert "interrupted; the" in err and f"continue with --resume {log}" in err
    before = _records(log)
    status, _, err = _finish(_start(tmp_path, *common, "--resume", str(log)))
    assert status == 0, err
    assert f"resuming: {len(before)} trials" in err
    keys = [r["key"] for r in _records(log) if r["phase"] == "tune"]
    assert len(keys) == 8 and len(set(keys)) == 8


def test_check_timeout_and_crash_are_recorded_and_never_win(tmp_path):
    log = tmp_path / "t.jsonl"
    status, out, err = _finish(_start(
        tmp_path, str(VARIANTS), "--entry", "scale", "--arg", "f32[256]", "--arg", "f32[256]:out",
        "--arg", "i64=256", "--repeat", "2", "--min-repeat-ms", "1", "--timeout", "3", "--strategy", "grid",
        "--check", "--log", str(log), "--json"))
    assert status == 0, err
    by_variant = {r["knobs"]["variant"]: r for r in _records(log) if r["phase"] == "tune"}
    assert by_variant["right"]["ok"]
    assert by_variant["wrong"]["error_kind"] == "check" and "wrong output" in by_variant["wrong"]["error"]
    assert by_variant["hang"]["error_kind"] == "timeout" and "3 s timeout" in by_variant["hang"]["error"]
    assert by_variant["crash"]["error_kind"] == "run" and "SIGABRT" in by_variant["crash"]["error"]
    assert json.loads(out)["best"]["knobs"] == {"variant": "right"}


def test_the_best_configuration_builds_and_runs_through_config(tmp_path):
    log = tmp_path / "t.jsonl"
    status, _, err = _finish(_start(tmp_path, str(MATMUL), *MATMUL_ARGS, *FAST, "--strategy", "grid",
                                    "--trials", "3", "--top-k", "0", "--opt-level", "1,2", "--log", str(log)))
    assert status == 0, err
    best_file = tmp_path / "best.json"
    done = subprocess.run([*TGTBUILD, "tune", "best", str(log), "-o", str(best_file)], cwd=tmp_path, text=True,
                          capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    best = json.loads(best_file.read_text())["best"][0]
    assert "opt_level" in best["knobs"]
    ran = subprocess.run([*TGTBUILD, "run", "--target", TARGET, str(MATMUL), "--config", str(best_file),
                          *MATMUL_ARGS, "--repeat", "2", "--min-repeat-ms", "2", "--json"],
                         cwd=tmp_path, text=True, capture_output=True, timeout=300)
    assert ran.returncode == 0, ran.stderr
    assert f"-opt-level={best['knobs']['opt_level']}" in json.loads(ran.stdout)["target"]
    rendered = list((tmp_path / "build" / ".tgtbuild" / "tuned").glob("*/matmul.c"))
    assert len(rendered) == 1 and f"#define TI {best['knobs']['ti']}" in rendered[0].read_text()
    built = subprocess.run([*TGTBUILD, "build", "--target", TARGET, str(MATMUL), "--config", str(log), "--json"],
                           cwd=tmp_path, text=True, capture_output=True, timeout=300)
    assert built.returncode == 0, built.stderr


def test_early_stopping_ends_the_search_after_k_trials_without_a_new_best(tmp_path):
    log = tmp_path / "t.jsonl"
    status, out, err = _finish(_start(tmp_path, str(MATMUL), *MATMUL_ARGS, *FAST, "--strategy", "grid",
                                      "--early-stopping", "2", "--top-k", "0", "--batch", "2", "--builders", "1",
                                      "--log", str(log), "--json"))
    assert status == 0, err
    summary = json.loads(out)
    assert summary["stopped"] == "early-stopping" and summary["trials"] < 48
    medians = [r["median"] for r in _records(log)]
    best_at = medians.index(min(medians))
    assert len(medians) - 1 - best_at >= 2  # it stopped only after two trials without a new best


def test_nothing_working_says_why(tmp_path):
    status, _, err = _finish(_start(tmp_path, str(MATMUL), *MATMUL_ARGS, *FAST, "--mcpu", "nosuchcpu",
                                    "--trials", "1", "--log", str(tmp_path / "t.jsonl")))
    assert status == 1 and "no candidate worked" in err and "nosuchcpu" in err


def test_macro_knobs_define_a_plain_c_source_and_config_keeps_them(tmp_path):
    src = tmp_path / "axpy.c"
    src.write_text("#include <stdint.h>\n#ifndef SCALE\n#error SCALE is a knob\n#endif\n"
                   "void axpy(float *x, float *y, int64_t n) {\n"
                   "    for (int64_t i = 0; i < n; i++) y[i] += SCALE * x[i];\n}\n")
    log = tmp_path / "t.jsonl"
    args = ["--entry", "axpy", "--arg", "f32[1024]", "--arg", "f32[1024]:inout", "--arg", "i64=1024"]
    status, out, err = _finish(_start(tmp_path, str(src), *args, *FAST, "--knob", "SCALE=2,3", "--strategy",
                                      "grid", "--top-k", "0", "--log", str(log), "--json"))
    assert status == 0, err
    assert sorted(r["knobs"]["SCALE"] for r in _records(log)) == [2, 3]
    assert all(r["ok"] and r["macros"] == ["SCALE"] for r in _records(log))
    built = subprocess.run([*TGTBUILD, "build", "--target", TARGET, str(src), "--config", str(log), "--json"],
                           cwd=tmp_path, text=True, capture_output=True, timeout=300)
    assert built.returncode == 0, built.stderr  # without the #define the source does not compile


def test_a_slot_links_its_runner_once_and_each_candidate_is_its_library(tmp_path):
    """glibc targets: the runner links lib<name>.so once per slot; later candidates are one compiler call each."""
    log = tmp_path / "t.jsonl"
    status, _, err = _finish(_start(
        tmp_path, str(ROOT / "bench" / "data" / "vadd_tune.c.j2"), "--entry", "vadd", "--arg", "f32[64]",
        "--arg", "f32[64]", "--arg", "f32[64]:out", "--arg", "i64=64", *FAST, "--strategy", "grid", "--trials", "4",
        "--top-k", "0", "--builders", "1", "--log", str(log)))
    assert status == 0, err
    records = _records(log)
    assert len(records) == 4 and all(r["ok"] for r in records), records
    (ninja_log,) = (tmp_path / "build").glob("tune/slots/0/build/*/.ninja_log")
    outputs = [line.split("\t")[3] for line in ninja_log.read_text().splitlines()[1:]]
    runners = [o for o in outputs if o.startswith("runner-")]
    assert len(runners) == 1 and outputs.count("libkernel.so") == 1, outputs  # then tune/fastbuild.py's one call
    assert len({r["knobs"]["scale"] for r in records}) == 4
