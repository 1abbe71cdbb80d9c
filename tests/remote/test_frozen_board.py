"""A frozen board, a killed tgtbuild, a program that escapes with setsid: the board keeps its own deadline.

Each test starts its own real sshd (tests/sshd.py), freezes it with SIGSTOP or
kills tgtbuild or its exec helper with SIGKILL, and looks in /proc (the board is
this machine) for the program's processes, each named by a unique `sleep`
argument. Every negative check ("gone") first sees the process alive.
"""

from __future__ import annotations

import contextlib
import os
import select
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from procs import live_pids, wait_until
from sshd import Sshd, descendants, sshd_missing_reason
from tgtcli import boards_file, exec_helper_pids

pytestmark = pytest.mark.skipif(sshd_missing_reason() is not None, reason=str(sshd_missing_reason()))

TGTBUILD = [sys.executable, "-m", "tgtbuild"]


@pytest.fixture
def board(tmp_path: Path) -> Iterator[tuple[Sshd, dict[str, str]]]:
    """A fresh sshd (this test may freeze it) and the environment naming it as board `lab`."""
    server = Sshd(tmp_path / "sshd").start()
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="0",
               TGTBUILD_BOARDS=str(boards_file(tmp_path, server)))
    try:
        yield server, env
    finally:
        for pid in _sshd_pids(server):
            _signal(pid, signal.SIGCONT)
        server.stop("KILL")
        for pid in exec_helper_pids(runtime):
            _signal(pid, signal.SIGKILL)


def _signal(pid: int, sig: signal.Signals) -> None:
    try:
        os.kill(pid, sig)
    except ProcessLookupError:
        pass


def _sshd_pids(server: Sshd) -> list[int]:
    """The listener and its per-connection sshd processes (not the programs they run)."""
    if server.proc is None:
        return []
    pids = []
    for pid in [server.proc.pid, *descendants(server.proc.pid)]:
        try:
            if Path(f"/proc/{pid}/comm").read_text().strip() == "sshd":
                pids.append(pid)
        except OSError:
            pass
    return pids


def _alive(marker: str) -> bool:
    """Is a `sleep <marker>` running (not a zombie)?"""
    want = f"sleep\0{marker}\0".encode()
    return bool(live_pids(lambda cmdline: cmdline == want))


def _start(env: dict[str, str], *args: str) -> subprocess.Popen[bytes]:
    argv = [*TGTBUILD, "exec", "--boards-file", env["TGTBUILD_BOARDS"], "--board", "lab", *args]
    return subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _wait_line(proc: subprocess.Popen[bytes], line: bytes, seconds: float = 60) -> None:
    """Read stdout until `line` (bounded): the program runs on the board now."""
    assert proc.stdout is not None
    deadline = time.monotonic() + seconds
    seen = b""
    while line not in seen:
        ready, _, _ = select.select([proc.stdout], [], [], max(0.0, deadline - time.monotonic()))
        chunk = os.read(proc.stdout.fileno(), 4096) if ready else b""
        assert chunk, f"no {line!r} within {seconds} s; stdout {seen!r}, status {proc.poll()}"
        seen += chunk


@contextlib.contextmanager
def _escaping_run(env: dict[str, str], tag: str, *options: str) -> Iterator[subprocess.Popen[bytes]]:
    """`tgtbuild exec` of a program that leaves its process group and session (`setsid sleep TAG1`) beside
    one that stays (`sleep TAG2`) and then hangs, both seen running; the client is killed at the end."""
    proc = _start(env, *options, "--", "sh", "-c", f"setsid sleep {tag}1 & sleep {tag}2 & echo up; wait")
    try:
        _wait_line(proc, b"up")
        assert wait_until(lambda: _alive(f"{tag}1") and _alive(f"{tag}2"), 10)
        yield proc
    finally:
        proc.kill()
        proc.wait()


def _gone(tag: str) -> bool:
    return not _alive(f"{tag}1") and not _alive(f"{tag}2")


@pytest.mark.timeout(180)
def test_a_frozen_board_ends_exec_timeout_and_the_board_kills_the_run_itself(board) -> None:  # noqa: ANN001
    server, env = board
    with _escaping_run(env, "71.2", "--timeout", "3") as proc:
        frozen = _sshd_pids(server)
        for pid in frozen:
            os.kill(pid, signal.SIGSTOP)
        started = time.monotonic()
        _, err = proc.communicate(timeout=60)
        elapsed = time.monotonic() - started
        assert proc.returncode == 124, err
        assert b"board's watchdog ends it" in err and b"Traceback" not in err
        assert elapsed < 20, elapsed  # --timeout 3 + the 5 s kill attempt (was 31-42 s, or forever)
        # sshd is still stopped: only the board-side watchdog can end them (--timeout + 2 s)
        assert wait_until(lambda: _gone("71.2"), 20)


@pytest.mark.timeout(180)
@pytest.mark.parametrize("who", ["tgtbuild", "helper"])
def test_kill_9_of_tgtbuild_or_its_helper_leaves_nothing_running_on_the_board(board, who: str) -> None:  # noqa: ANN001
    server, env = board
    tag = "72.3" if who == "tgtbuild" else "72.4"
    if who == "helper":
        env = dict(env, TGTBUILD_EXEC_PERSIST="30")
    with _escaping_run(env, tag) as proc:
        if who == "tgtbuild":
            proc.kill()
        else:
            helpers = exec_helper_pids(Path(env["XDG_RUNTIME_DIR"]))
            assert len(helpers) == 1
            os.kill(helpers[0], signal.SIGKILL)
        assert wait_until(lambda: _gone(tag), 20)
        scratch = Path(env["TGTBUILD_BOARDS"]).parent / "board" / "exec" / "tmp"
        assert wait_until(lambda: not os.listdir(scratch), 10), os.listdir(scratch)  # the run's scratch dir went too


@pytest.mark.timeout(120)
def test_exec_timeout_kills_children_that_left_the_session(board) -> None:  # noqa: ANN001
    server, env = board
    with _escaping_run(env, "73.5", "--timeout", "2") as proc:
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 124, err
        assert b"ran past --timeout 2 s and was killed" in err
        assert wait_until(lambda: _gone("73.5"), 10), err


def test_exec_env_never_reaches_the_run_script_s_own_variables(board, tmp_path: Path) -> None:  # noqa: ANN001
    """`-e d=DIR`: the helper script kept its scratch dir in `d` and exported the user's
    variables into its own shell, so its clean-up `rm -rf "$d"` removed DIR."""
    server, env = board
    keep = tmp_path / "keep"
    keep.mkdir()
    (keep / "data").write_text("precious")
    proc = _start(env, "-e", f"d={keep}", "-e", "s=7", "--", "sh", "-c", 'echo "$d $s"')
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    assert out == f"{keep} 7\n".encode()
    assert (keep / "data").read_text() == "precious"


@pytest.mark.timeout(120)
def test_a_second_ctrl_c_exits_at_once_while_the_clean_up_waits_on_a_frozen_board(board) -> None:  # noqa: ANN001
    server, env = board
    proc = _start(env, "--", "sh", "-c", "echo up; exec sleep 74.5")
    try:
        _wait_line(proc, b"up")
        for pid in _sshd_pids(server):
            os.kill(pid, signal.SIGSTOP)
        proc.send_signal(signal.SIGINT)  # the clean-up now waits for a board that never answers
        time.sleep(0.5)
        assert proc.poll() is None, "the first Ctrl-C should still be cleaning up"
        proc.send_signal(signal.SIGINT)
        started = time.monotonic()
        _, err = proc.communicate(timeout=30)
        assert time.monotonic() - started < 3, err
        assert proc.returncode == 130 and b"interrupted again" in err, err
    finally:
        proc.kill()
        proc.wait()


ESCAPER = r"""#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(int argc, char **argv) {
    if (fork() == 0) {  /* leaves the process group and the session, as a daemon does */
        setsid();
        execlp("sleep", "sleep", argv[1], (char *)0);
        _exit(127);
    }
    puts("up");
    fflush(stdout);
    execlp("sleep", "sleep", argv[2], (char *)0);
    return 127;
}
"""


@pytest.mark.timeout(300)
@pytest.mark.parametrize("where", ["lab", "local"])
@pytest.mark.parametrize("how", ["timeout", "kill -9"])
def test_run_leaves_nothing_behind_after_its_timeout_or_a_kill_9(board, tmp_path: Path, where: str, how: str) -> None:  # noqa: ANN001
    server, env = board
    tag = f"75.{['lab', 'local'].index(where)}{['timeout', 'kill -9'].index(how)}"
    (tmp_path / "escaper.c").write_text(ESCAPER)
    argv = [*TGTBUILD, "run", "--boards-file", env["TGTBUILD_BOARDS"], "--board", where,
            "--target", "x86_64-linux-gnu", "escaper.c", *(["--timeout", "3"] if how == "timeout" else []),
            "--", f"{tag}1", f"{tag}2"]
    proc = subprocess.Popen(argv, env=env, cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        _wait_line(proc, b"up", 240)  # a first build of the program for x86_64 included
        assert wait_until(lambda: _alive(f"{tag}1") and _alive(f"{tag}2"), 10)
        if how == "kill -9":
            proc.kill()
        else:
            _, err = proc.communicate(timeout=60)
            assert proc.returncode == 124, err
        assert wait_until(lambda: _gone(tag), 15)
        runs = tmp_path / "board" / "llvm-x86_64-unknown-linux-gnu" / "run"
        assert not (runs.is_dir() and os.listdir(runs)) or where == "local"  # the per-run folders are gone
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.timeout(120)
def test_a_run_without_timeout_notices_a_frozen_board(board, tmp_path: Path) -> None:  # noqa: ANN001
    from tgtbuild.remote.errors import ConnectError
    from tgtbuild.remote.ssh import Connection

    server, _ = board
    conn = Connection(server.board(tmp_path / "wd")).open()
    conn.liveness = 2.0  # 30 s by default
    frozen: list[int] = []

    def freeze_once_started(data: bytes) -> None:
        if b"up" in data and not frozen:
            frozen.extend(_sshd_pids(server))
            for pid in frozen:
                os.kill(pid, signal.SIGSTOP)

    try:
        started = time.monotonic()
        with pytest.raises(ConnectError, match="liveness check"):
            conn.run_stream(["sh", "-c", "echo up; exec sleep 76.5"], on_stdout=freeze_once_started)
        assert frozen and time.monotonic() - started < 20
    finally:
        conn.close()
