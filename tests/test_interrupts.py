"""Signals sent to real tgtbuild processes: SIGTERM cleans up like Ctrl-C, for every command.

Before: SIGTERM to `tgtbuild deploy` mid-upload left `.tgtbuild-lock` and the
temporary file on the board (the next deploy waited 61 s for the stale lock);
SIGTERM to `tgtbuild build` orphaned ninja and the compilers it ran.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from procs import live_pids, wait_until

TGTBUILD = [sys.executable, "-m", "tgtbuild"]


def _pids_with(word: str) -> list[int]:
    """Live processes (not zombies) whose command line holds `word`."""
    return live_pids(lambda cmdline: word.encode() in cmdline)


@pytest.mark.timeout(300)
def test_sigterm_to_build_ends_ninja_and_the_compilers(tmp_path: Path) -> None:
    # A real compile that lasts: thousands of functions at -O2 (seconds for zig cc); it is
    # stopped as soon as the compiler is seen, so its length only has to outlast the check.
    source = tmp_path / "slowbuild_4711.c"
    source.write_text("".join(f"int f{i}(int x) {{ int s = 0; for (int j = 0; j < x; j++) s += j * {i} ^ (s >> 3);"
                              f" return s; }}\n" for i in range(30000)))
    proc = subprocess.Popen([*TGTBUILD, "build", "--target", "x86_64-linux-gnu", "-O2", str(source)], cwd=tmp_path,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        def compilers() -> list[int]:
            return [pid for pid in _pids_with("slowbuild_4711.c") if pid != proc.pid]

        assert wait_until(compilers, 120), "no compiler seen"
        ninjas = [pid for pid in _pids_with(str(tmp_path)) if b"ninja" in Path(f"/proc/{pid}/cmdline").read_bytes()]
        assert ninjas
        running = compilers()
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode == 143, err
        assert b"terminated" in err and b"Traceback" not in err
        left = lambda: set(running + ninjas) & set(_pids_with("slowbuild_4711.c") + _pids_with("ninja"))  # noqa: E731
        assert wait_until(lambda: not left(), 10)
    finally:
        proc.kill()
        proc.wait()


def _sparse_deploy(tmp_path: Path, boards: Path, megabytes: int, folder: str) -> tuple[list[str], Path]:
    """`tgtbuild deploy` of a file sparse here and `megabytes` MB on the wire (seconds on loopback) into the
    board's `folder`, and that folder on the board (this machine)."""
    big = tmp_path / "big.bin"
    with open(big, "wb") as handle:
        handle.truncate(megabytes << 20)
    argv = [*TGTBUILD, "deploy", "--boards-file", str(boards), "--board", "lab", "--dir", folder, str(big)]
    return argv, tmp_path / "board" / folder


def _uploading(dest: Path) -> bool:
    return dest.is_dir() and any(".tgtbuild-tmp-" in name for name in os.listdir(dest))


def _leftovers(dest: Path) -> list[str]:
    """Deploy's lock and temporary files in `dest`: none once a deploy has ended, however it ended."""
    return [name for name in sorted(os.listdir(dest)) if name.startswith(".tgtbuild-lock") or ".tgtbuild-tmp-" in name]


@pytest.mark.timeout(300)
def test_sigterm_to_deploy_mid_upload_removes_the_lock_and_the_temporary_file(
        tmp_path: Path, sshd_server, write_boards) -> None:  # noqa: ANN001 - fixtures
    argv, dest = _sparse_deploy(tmp_path, write_boards(tmp_path, sshd_server), 400, "drop")
    proc = subprocess.Popen(argv, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        assert wait_until(lambda: _uploading(dest), 120), "the upload never started"
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 143, err
        assert b"Traceback" not in err
        assert not _leftovers(dest), _leftovers(dest)
        started = time.monotonic()
        (tmp_path / "small.bin").write_bytes(b"x")
        done = subprocess.run([*argv[:-1], str(tmp_path / "small.bin")], cwd=tmp_path, capture_output=True,
                              timeout=120)
        assert done.returncode == 0, done.stderr
        assert time.monotonic() - started < 30  # no wait for a stale lock (it took 61 s)
    finally:
        proc.kill()
        proc.wait()


@pytest.mark.timeout(300)
def test_ctrl_c_mid_upload_ends_at_once_and_leaves_nothing_three_times(
        tmp_path: Path, sshd_server, write_boards) -> None:  # noqa: ANN001 - fixtures
    """SIGINT during a 150 MB upload hung 3 of 45 (both threads on paramiko's lock); bench/sigint_upload.py
    repeats the 45, this keeps three of them: early, middle and late in the upload."""
    argv, dest = _sparse_deploy(tmp_path, write_boards(tmp_path, sshd_server), 150, "ctrlc")
    for delay in (0.0, 0.15, 0.4):
        if dest.exists():
            for name in os.listdir(dest):
                os.unlink(dest / name)  # the next deploy uploads the whole file again
        proc = subprocess.Popen(argv, cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            assert wait_until(lambda: _uploading(dest), 120), "the upload never started"
            time.sleep(delay)
            proc.send_signal(signal.SIGINT)
            sent = time.monotonic()
            _, err = proc.communicate(timeout=25)  # a hang (it was one in 15) fails here
            assert time.monotonic() - sent < 10, (delay, err)
            assert proc.returncode in (0, 130), (delay, proc.returncode, err)  # 0: the upload had just finished
            assert b"Traceback" not in err, err
            assert not _leftovers(dest), (delay, _leftovers(dest))
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=30)
