"""Candidates that write where the tuner reads (issue 43, item 1): the candidate server's answers travel on
a descriptor of their own and name the request they answer, so a kernel that prints an answer-shaped line
gets its own time or fails, and never shifts the times of the candidates after it. Real boards (local and
the loopback sshd), real candidates built by zig with TVM's packed signature."""

from __future__ import annotations

import platform
from pathlib import Path

import pytest

tvm = pytest.importorskip("tvm", reason="apache-tvm is not installed (pip install -e '.[test]' brings it)")
ms = pytest.importorskip("tvm.s_tir.meta_schedule")

from test_tvm_metaschedule import hand_made, runner_input  # noqa: E402

from tgtbuild.tune.metaschedule import TgtbuildRunner  # noqa: E402

pytestmark = pytest.mark.skipif(platform.machine() != "x86_64", reason="the candidates are x86_64 code")
TARGET = "x86_64-linux-gnu -num-cores=1"
CONFIG = ms.runner.EvaluatorConfig(number=1, repeat=3, min_repeat_ms=2)
FAKE = '"tgtbuild-candidate {\\"times\\": [1e-12, 1e-12, 1e-12], \\"mean\\": 1e-12, \\"median\\": 1e-12}\\n"'
BODIES = {
    # ~0.3 ms a call against ~0: far apart on a busy machine too
    "slow": "for (volatile long i = 0; i < 300000; i++) {} return 0;",
    "fast": "return 0;",
    # the candidate: one answer-shaped line on stdout (old format and the new, numbered one)
    "fake": "static int said; if (!said) { said = 1; printf(" + FAKE + "); "
            'printf("tgtbuild-candidate 3 {\\"times\\": [1e-12]}\\n"); fflush(stdout); } return 0;',
    # a forger that looks for the answer channel: every descriptor past stderr gets numbered answers
    "forger": "static int said; if (!said) { said = 1; for (int fd = 3; fd < 64; fd++) for (int s = 1; s < 9; s++)"
              ' dprintf(fd, "tgtbuild-candidate %d {\\"times\\": [1e-12]}\\n", s); } return 0;',
}


def build(folder: Path, what: str) -> str:
    return hand_made(folder, what, BODIES[what], declarations="#include <stdio.h>\n", cflags=("-O1",))


def board_for(where: str, tmp_path: Path, sshd_server, write_boards) -> dict:
    from tgtbuild.remote.board import local_board

    if where == "local":
        return {"boards": [local_board(workdir=str(tmp_path / "local"))]}
    return {"boards": ["lab"], "boards_file": str(write_boards(tmp_path, sshd_server))}


def median(result) -> float:
    assert result.error_msg is None, result.error_msg
    return sorted(result.run_secs)[1]


@pytest.mark.parametrize("where", ["local", "ssh"])
def test_a_candidate_printing_an_answer_gets_its_own_time_and_the_next_ones_theirs(tmp_path, where, sshd_server,
                                                                                  write_boards):
    slow, fake, fast = (build(tmp_path, w) for w in ("slow", "fake", "fast"))
    runner = TgtbuildRunner(TARGET, evaluator_config=CONFIG, threads=1, timeout_sec=20,
                            **board_for(where, tmp_path, sshd_server, write_boards))
    try:
        first, faked, second, quick = [f.result() for f in runner.run([runner_input(p, 8) for p in
                                                                      (slow, fake, slow, fast)])]
    finally:
        runner.close()
    slow1, slow2, fast1 = median(first), median(second), median(quick)
    assert faked.run_secs is None or all(t > 1e-10 for t in faked.run_secs), faked.run_secs
    # Shifted answers (the bug) gave the second slow candidate the fake's time and the fast one the slow's.
    # Both slow ones far above the fast one says each got its own; their ratio to each other is left to the
    # load (0.13 seen at load 6 on 2 cores: a preempted repeat, not a shifted answer).
    assert min(slow1, slow2) > 5 * fast1, (slow1, slow2, fast1)


def test_a_candidate_writing_answers_to_the_servers_descriptors_fails_and_the_next_gets_its_own_time(tmp_path):
    from tgtbuild.remote.board import local_board

    slow, forger, fast = (build(tmp_path, w) for w in ("slow", "forger", "fast"))
    runner = TgtbuildRunner(TARGET, boards=[local_board(workdir=str(tmp_path / "local"))], evaluator_config=CONFIG,
                            threads=1, timeout_sec=20)
    try:
        first, forged, second, quick = [f.result() for f in runner.run([runner_input(p, 8) for p in
                                                                       (slow, forger, slow, fast)])]
    finally:
        runner.close()
    assert forged.run_secs is None and "wrote to the server's answer channel" in forged.error_msg, forged
    slow1, slow2, fast1 = median(first), median(second), median(quick)
    assert min(slow1, slow2) > 5 * fast1, (slow1, slow2, fast1)  # each its own time (the test above says why)


def own_cache(tmp_path: Path, monkeypatch) -> None:
    """XDG_CACHE_HOME in `tmp_path`; zig's cache stays where it is (its libc is built there once)."""
    import os

    zig = os.environ.get("ZIG_GLOBAL_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "zig")
    monkeypatch.setenv("ZIG_GLOBAL_CACHE_DIR", zig)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def test_one_server_is_linked_per_target_in_a_private_cache_and_a_new_process_finds_it(tmp_path, monkeypatch):
    """Issue 45: the server was linked into each runner's build folder (380 ms of every task's first candidate),
    then once per signature (~0.5 s of each new task's); the signature is its options now."""
    from tgtbuild.targets import parse_target
    from tgtbuild.tvm import resident

    own_cache(tmp_path, monkeypatch)
    monkeypatch.setattr(resident, "_BUILT", {})
    target = parse_target(TARGET)
    first = resident.server_program(target)
    assert first.parent.parent == tmp_path / "cache" / "tgtbuild" / "tvm-server"
    made = first.stat()
    resident._BUILT.clear()  # as a new process: the file on disk is found, nothing is linked
    again = resident.server_program(parse_target(TARGET))
    assert again == first and again.stat().st_mtime_ns == made.st_mtime_ns
    assert resident.server_program(parse_target("aarch64-linux-gnu")).parent != first.parent, "another target"
    user = tmp_path / "config" / "templates"  # a user's template changes what the server is: another file
    user.mkdir(parents=True)
    (user / "json_string.c.j2").write_text((Path(resident.data_dir_str("templates")) / "json_string.c.j2")
                                           .read_text() + "/* the user's */\n")
    monkeypatch.setenv("TGTBUILD_PATH", str(tmp_path / "config"))
    assert resident.server_program(target) != first
    monkeypatch.delenv("TGTBUILD_PATH")
    resident._BUILT.clear()
    first.chmod(0o777)  # a file others could have written is linked again, not run
    assert resident.server_program(target) == first and first.stat().st_mode & 0o777 == 0o755
    assert not list(first.parent.glob(".link-*")), "no link folder left behind"


def test_a_server_cache_folder_others_can_write_is_refused_in_one_line(tmp_path, monkeypatch):
    from tgtbuild.errors import TgtbuildError
    from tgtbuild.targets import parse_target
    from tgtbuild.tvm import resident

    own_cache(tmp_path, monkeypatch)
    monkeypatch.setattr(resident, "_BUILT", {})
    folder = tmp_path / "cache" / "tgtbuild" / "tvm-server"
    folder.mkdir(parents=True)
    folder.chmod(0o777)
    with pytest.raises(TgtbuildError, match=r"refusing the cache folder .*tvm-server \(not a directory of yours"):
        resident.server_program(parse_target(TARGET))
