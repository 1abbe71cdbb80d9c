"""The Python API given wrong types, unknown names, hostile board words, a board that vanishes mid-call.

Every refusal is a `TgtbuildError` naming the argument, never a TypeError or
AttributeError from deep inside. The campaign that wrote this file found 37
such (`prepare_run(sources=Path("k.c"))` "'PosixPath' object is not
iterable", `board=5` "'int' object has no attribute 'strip'"), 5 unknown
keywords that were Python's own TypeError, and 16 values taken silently
(jobs=-3, check="yes", opt_level=9, repeat=2.5, `sources="k.c"` as three
sources k, . and c; `jobs=True` became a ninja failure). Real sshd
boards: one killed while a run and a deploy are in progress must end the
call with a TgtbuildError within a bound and leave the board usable.
"""

from __future__ import annotations

import os
import re
import threading
import time
from pathlib import Path

import pytest
from sshd import Sshd, sshd_missing_reason
from tgtcli import boards_file

import tgtbuild.api as tb
from tgtbuild.argcheck import ArgumentError
from tgtbuild.errors import TgtbuildError
from tgtbuild.remote.errors import BoardError

KERNEL = "void k(float *o, const float *a, long n) { for (long i = 0; i < n; i++) o[i] = a[i] * 2; }\n"
ENTRY = {"target": "x86_64-linux-gnu", "entry": "k", "args": ["f32[16]:out", "f32[16]", "i64=16"]}
PROGRAM = r"""#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) { puts("started"); fflush(stdout); sleep(argc > 1 ? atoi(argv[1]) : 0);
                                  puts("done"); return 0; }
"""
needs_sshd = pytest.mark.skipif(bool(sshd_missing_reason()), reason=sshd_missing_reason() or "")


@pytest.fixture
def kernel(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "k.c").write_text(KERNEL)
    return tmp_path


TIMEOUT = "timeout (seconds; None: no limit): "
WRONG = {  # call -> the words the error must contain
    "sources None": (lambda: tb.prepare_run(None, **ENTRY), "sources: a list of paths, not None"),
    "sources int": (lambda: tb.prepare_run(5, **ENTRY), "sources: a list of paths, not 5 (int)"),
    "a None source": (lambda: tb.prepare_run([None], **ENTRY), "sources[0]: a path (str or pathlib.Path), not None"),
    "entry list": (lambda: tb.prepare_run(["k.c"], **{**ENTRY, "entry": ["k"]}), "entry: a str or None"),
    "args None": (lambda: tb.prepare_run(["k.c"], **{**ENTRY, "args": None}), "args: a list of str, not None"),
    "an int arg": (lambda: tb.prepare_run(["k.c"], **{**ENTRY, "args": [1]}), "args[0]: a str, not 1 (int)"),
    "board int": (lambda: tb.prepare_run(["k.c"], **ENTRY, board=5), "board: a str or None, not 5"),
    "target int": (lambda: tb.prepare_run(["k.c"], **{**ENTRY, "target": 5}), "target: a Target or a str or None"),
    "board Path": (lambda: tb.prepare_run(["k.c"], **ENTRY, board=Path("local")), "board: a str or None"),
    "timing dict": (lambda: tb.prepare_run(["k.c"], **ENTRY, timing={"repeat": 3}), "timing: a Timing or None"),
    "repeat str": (lambda: tb.Timing(repeat="3"), "Timing.repeat: a whole number, not '3'"),
    "repeat bool": (lambda: tb.Timing(repeat=True), "Timing.repeat: a whole number, not True"),
    "repeat float": (lambda: tb.Timing(repeat=2.5), "Timing.repeat: a whole number"),
    "min_repeat_ms nan": (lambda: tb.Timing(min_repeat_ms=float("nan")), "Timing.min_repeat_ms: nan"),
    "cooldown negative": (lambda: tb.Timing(cooldown_ms=-1), "Timing.cooldown_ms: -1 is not"),
    "cpus int": (lambda: tb.Timing(cpus=3), "Timing.cpus: a str"),
    "timeout str": (lambda: tb.prepare_run(["k.c"], **ENTRY, timeout="30"), TIMEOUT + "a number or None, not '30'"),
    "timeout bool": (lambda: tb.prepare_run(["k.c"], **ENTRY, timeout=True), TIMEOUT + "a number or None, not True"),
    "timeout 0": (lambda: tb.prepare_run(["k.c"], **ENTRY, timeout=0), "--timeout 0: give a number of seconds > 0"),
    "rtol str": (lambda: tb.Check(rtol="x"), "Check.rtol: a number"),
    "rtol negative": (lambda: tb.Check(rtol=-1), "Check.rtol: -1"),
    "check str": (lambda: tb.prepare_run(["k.c"], **ENTRY, check="yes"), "check: True or False"),
    "launch dict": (lambda: tb.prepare_run(["k.c"], **ENTRY, launch={"outer": "4"}), "launch: a DeviceLaunch"),
    "build dict": (lambda: tb.prepare_run(["k.c"], **ENTRY, build={"name": "x"}), "build: a BuildOptions"),
    "jobs negative": (lambda: tb.BuildOptions(jobs=-3), "BuildOptions.jobs: -3 is out of range"),
    "jobs str": (lambda: tb.BuildOptions(jobs="4"), "BuildOptions.jobs: a whole number"),
    "options dict": (lambda: tb.BuildOptions(options={"macros": ["-DX"]}), "BuildOptions.options: a Compiler"),
    "macros int": (lambda: tb.CompilerOptions(macros=5), "CompilerOptions.macros: a list of str, not 5"),
    "opt_level str": (lambda: tb.CompilerOptions(opt_level="3"), "CompilerOptions.opt_level: a whole number"),
    "opt_level 9": (lambda: tb.CompilerOptions(opt_level=9), "CompilerOptions.opt_level: 9 is out of range"),
    "build_dir None": (lambda: tb.BuildOptions(build_dir=None), "BuildOptions.build_dir: a path"),
    "name int": (lambda: tb.BuildOptions(name=5), "BuildOptions.name: a str or None"),
    "connection str": (lambda: tb.prepare_run(["k.c"], **ENTRY, connection="x"), "connection: a Connecting"),
    "trust str": (lambda: tb.prepare_run(["k.c"], **ENTRY, board="a@b", trust="x"), "trust: a Trust"),
    "build target int": (lambda: tb.build(["k.c"], 5), "target: a list of str or Target, not 5"),
    "build sources None": (lambda: tb.build(None, "x86_64-linux-gnu"), "sources: a list of paths, not None"),
    "build options dict": (lambda: tb.build(["k.c"], "x86_64-linux-gnu", build={"jobs": 2}),
                           "build: a BuildOptions"),
    "build progress int": (lambda: tb.build(["k.c"], "x86_64-linux-gnu", progress=5), "progress: a callable"),
    "board() int": (lambda: tb.board(5), "board: a str or None, not 5"),
    "connect int": (lambda: tb.connect(5), "board: a Board, not 5"),
    "connect timeout str": (lambda: tb.connect("local", timeout="x"), "timeout: a number"),
    "probe int": (lambda: tb.probe(5), "board: a Board, not 5"),
    "deploy files None": (lambda: tb.deploy("local", None), "files: a list of paths, not None"),
    "deploy a None file": (lambda: tb.deploy("local", [None]), "files[0]: a path"),
    "deploy int names": (lambda: tb.deploy("local", {1: 2}), "files (a name on the board): a str, not 1"),
    "env format int": (lambda: tb.env("x86_64-linux-gnu", 5), "format: a str, not 5"),
    "compare_runners rounds str": (lambda: tb.compare_runners(None, None, rounds="3"), "a: a Runner"),
    "tune_best None": (lambda: tb.tune_best(None), "log: a path"),
    "tune batch str": (lambda: tb.Search(batch="x"), "Search.batch: a whole number"),
    "tune search dict": (lambda: tb.tune(["k.c"], **ENTRY, search={"batch": 2}), "search: a Search"),
    "tune opt_levels str": (lambda: tb.tune_space(["k.c"], opt_levels="3"), "opt_levels: a list"),
}


@pytest.mark.parametrize("case", sorted(WRONG))
def test_a_wrong_type_is_a_tgtbuild_error_naming_the_argument(kernel, case):
    call, words = WRONG[case]
    with pytest.raises(TgtbuildError, match=re.escape(words)) as caught:
        call()
    assert isinstance(caught.value, ArgumentError) and isinstance(caught.value, TypeError)
    assert not (kernel / "build").exists()  # refused before anything was built


@pytest.mark.parametrize(("call", "words"), [
    (lambda: tb.prepare_run(["k.c"], **ENTRY, repeat=3),
     r"prepare_run\(\): no argument 'repeat' \(it takes sources, target, entry"),
    (lambda: tb.run(["k.c"], **ENTRY, repeats=3), "no argument 'repeats'"),
    (lambda: tb.build(["k.c"], "x86_64-linux-gnu", jobs=2), "no argument 'jobs'"),
    (lambda: tb.Timing(repeats=3), "no argument 'repeats'; did you mean repeat"),
    (lambda: tb.CompilerOptions(macro=["-DX"]), "no argument 'macro'; did you mean macros"),
    (lambda: tb.deploy("local", ["k.c"], "x", True), "takes 3 positional"),
    (lambda: tb.tune(["k.c"], entry="k"), "give target"),
    (lambda: tb.board(word="local", boards_file="x"), "no argument 'boards_file'"),
], ids=["prepare_run", "run", "build", "Timing", "CompilerOptions", "positional", "missing", "board"])
def test_an_unknown_or_missing_keyword_names_the_right_one(kernel, call, words):
    with pytest.raises(ArgumentError, match=words):
        call()


def test_one_str_or_path_where_a_list_goes_is_a_list_of_one(kernel):
    for sources in ("k.c", Path("k.c"), [Path("k.c")]):
        with tb.prepare_run(sources, **ENTRY) as runner:
            assert runner.request.sources == (str(kernel / "k.c"),)
    with pytest.raises(TgtbuildError, match="1 --arg given"):  # one spec, not its 11 characters
        tb.prepare_run(["k.c"], **{**ENTRY, "args": "f32[16]:out"})


@pytest.mark.parametrize("word", ["-oProxyCommand=touch PWNED", "pi@-oProxyCommand=touch PWNED", "a b@c",
                                  "pi@host\n-oProxyCommand=touch PWNED", "pi@host;touch PWNED", "$(touch PWNED)",
                                  "pi@[::1", ""])
def test_a_hostile_board_word_is_refused_and_runs_nothing(kernel, word):
    with pytest.raises(BoardError):
        tb.prepare_run(["k.c"], **ENTRY, board=word) if word else tb.connect(tb.board(word or "x y"))
    with pytest.raises(BoardError):
        tb.board(word or " ")
    time.sleep(0.1)
    assert not (kernel / "PWNED").exists() and not Path("/tmp/PWNED").exists()


def test_a_runner_after_close_refuses_and_opens_nothing(kernel):
    """A closed Runner ran again on a fresh connection that nothing would ever close."""
    runner = tb.prepare_run(["k.c"], **ENTRY, timing=tb.Timing(repeat=2, min_repeat_ms=1))
    with runner:
        assert runner.run().timing["times"]
    with pytest.raises(TgtbuildError, match="is closed"):
        runner.run()


@pytest.fixture
def server(tmp_path):
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    with Sshd(tmp_path / "sshd") as started:
        yield started


def _in_thread(call) -> tuple[threading.Thread, dict]:
    outcome: dict = {}

    def target() -> None:
        try:
            outcome["result"] = call()
        except BaseException as exc:  # noqa: BLE001 - the test inspects it
            outcome["error"] = exc

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    return thread, outcome


@needs_sshd
def test_one_runner_from_two_threads_runs_both(tmp_path, server, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prog.c").write_text(PROGRAM)
    trust = tb.Trust(boards_file=str(boards_file(tmp_path, server)))
    with tb.prepare_run(["prog.c"], target="x86_64-linux-gnu", board="lab", trust=trust, program_args=["1"],
                        timeout=120) as runner:
        assert runner.run().stdout == b"started\ndone\n"  # built and deployed once
        threads = [_in_thread(runner.run) for _ in range(2)]
        for thread, _ in threads:
            thread.join(120)
        assert [outcome.get("result").stdout for _, outcome in threads] == [b"started\ndone\n"] * 2, threads


@needs_sshd
def test_a_board_vanishing_mid_run_ends_the_call_with_a_tgtbuild_error(tmp_path, server, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prog.c").write_text(PROGRAM)
    trust = tb.Trust(boards_file=str(boards_file(tmp_path, server)))
    started = threading.Event()
    with tb.prepare_run(["prog.c"], target="x86_64-linux-gnu", board="lab", trust=trust, program_args=["60"],
                        timeout=120) as runner:
        thread, outcome = _in_thread(lambda: runner.run(on_stdout=lambda data: started.set()))
        assert started.wait(240), outcome
        server.stop("KILL")
        gone = time.monotonic()
        thread.join(60)
        assert not thread.is_alive(), "the run did not end after its board vanished"
        assert time.monotonic() - gone < 30
    assert isinstance(outcome.get("error"), TgtbuildError), outcome
    assert "lost" in str(outcome["error"]), outcome["error"]


def _partial_upload(folder: Path) -> bool:
    """A file of 1 MB or more under `folder` that is not the finished upload yet."""
    for path in folder.rglob("*"):
        try:
            if path.name != "big.bin" and path.is_file() and path.stat().st_size >= 1 << 20:
                return True
        except OSError:  # renamed or removed while looked at
            pass
    return False


@needs_sshd
def test_a_board_vanishing_mid_deploy_ends_the_call_and_leaves_the_board_usable(tmp_path, server, capsys):
    """The retry in the same process breaks the lock its lost deploy left at once (before: the stale minute)."""
    big = tmp_path / "big.bin"
    with open(big, "wb") as out:
        for _ in range(96):
            out.write(os.urandom(1 << 20))
    board = server.board(tmp_path / "board")
    with tb.connect(board) as conn:
        thread, outcome = _in_thread(lambda: tb.deploy(board, [str(big)], "up", conn=conn))
        # Into the upload: the board's temp file holds its first MB (a fixed sleep missed it once
        # SFTP writes got faster: 48 MB took 0.23 s). The board's folder is on this machine.
        deadline = time.monotonic() + 60
        while not _partial_upload(tmp_path / "board") and thread.is_alive():
            assert time.monotonic() < deadline, "the upload never started"
            time.sleep(0.001)
        server.stop("KILL")
        gone = time.monotonic()
        thread.join(60)
        assert not thread.is_alive() and time.monotonic() - gone < 30
    error = outcome.get("error")
    assert isinstance(error, TgtbuildError), outcome
    server.start()
    capsys.readouterr()
    again = time.monotonic()
    with tb.connect(board) as conn:
        report = tb.deploy(board, [str(big)], "up", conn=conn)
    assert list(report.sent) == ["big.bin"]
    assert time.monotonic() - again < 30
    said = capsys.readouterr().err
    assert f"tgtbuild pid {os.getpid()} on" in said and "lost the board mid-deploy" in said, said
    left = sorted(p.name for p in (tmp_path / "board").rglob("*") if p.is_file())
    assert left.count("big.bin") == 1 and not [n for n in left if ".tmp" in n or n.startswith(".tgtbuild-up")], left
