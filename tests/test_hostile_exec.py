"""`tgtbuild exec` and its helper in a hostile state: a hung helper, odd socket paths, bad
timeouts, a local named board, rewritten programs, foreign HOMEs, piles of old files.

Each test runs `tgtbuild` as a subprocess (as ctest does) with its own XDG_RUNTIME_DIR;
helpers started here are stopped by pid at the end.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from peers import serving
from sshd import Sshd

from tgtbuild.remote.kept import client as exechelper
from tgtbuild.remote.kept.protocol import unix_address

BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]


@pytest.fixture
def runtime_env(tmp_path: Path):
    """An environment with a private runtime dir and a boards file naming the sshd board `b` and `here`."""
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    values = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="5")
    yield values
    for entry in os.listdir("/proc"):  # stop the helpers whose socket lives in our runtime dir
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if b"tgtbuild.reuse.exechelper" in cmdline and str(runtime).encode() in cmdline:
            try:
                os.kill(int(entry), signal.SIGTERM)
            except ProcessLookupError:
                pass


def tgt(env: dict, *args: str, timeout: float = 120, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([*TGTBUILD, *args], env=env, capture_output=True, timeout=timeout, cwd=cwd)


def _socket_path(env: dict, spec: str, cwd: Path) -> Path:
    """Where the client looks for the helper of `spec` (asked of a process with the same environment)."""
    code = (
        "import os,sys; from tgtbuild.remote.kept.protocol import socket_dir, helper_key; "
        "print(os.path.join(socket_dir(), helper_key(sys.argv[1], None, os.getcwd()) + '.sock'))"
    )
    done = subprocess.run([sys.executable, "-c", code, spec], env=env, cwd=cwd, capture_output=True,
                          text=True, timeout=60, check=True)
    return Path(done.stdout.strip())


def _write_boards(folder: Path, sshd_server: Sshd, extra: str = "") -> None:
    """`folder/boards.toml` naming the sshd board `b` (workdir `folder/board`)."""
    (folder / "boards.toml").write_text(
        f'[b]\nhost = "{sshd_server.user}@127.0.0.1:{sshd_server.port}"\nkey = "{sshd_server.client_key}"\n'
        f'known_hosts = "{sshd_server.known_hosts}"\nworkdir = "{folder / "board"}"\n{extra}'
    )


@pytest.mark.parametrize("value", ["nan", "0", "-3", "inf", "soon"])
def test_exec_timeout_must_be_a_positive_number(runtime_env: dict, value: str) -> None:
    result = tgt(runtime_env, "exec", "--board", "nobody@127.0.0.1:1", f"--timeout={value}", "--", "true")
    assert result.returncode == 99  # exec's own failure (reuse.exechelper.failure)
    assert b"--timeout" in result.stderr and b"Traceback" not in result.stderr


@pytest.mark.timeout(90)
def test_exec_gives_up_on_a_helper_that_accepts_but_never_answers(runtime_env: dict, tmp_path: Path) -> None:
    path = _socket_path(runtime_env, "mute@127.0.0.1:1", tmp_path)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(unix_address(str(path)))  # a long temp path (xdist's) overflows sun_path otherwise
    listener.listen(4)
    with serving(listener):  # accepts and never answers
        started = time.monotonic()
        result = tgt(runtime_env, "exec", "--board", "mute@127.0.0.1:1", "--timeout", "3", "--", "true",
                     timeout=80, cwd=tmp_path)
        elapsed = time.monotonic() - started
    assert result.returncode == 99, result.stderr
    assert b"did not report within" in result.stderr and b"Traceback" not in result.stderr
    assert elapsed < exechelper.IDLE_WAIT + 20


def test_exec_names_a_socket_path_that_is_a_directory(runtime_env: dict, tmp_path: Path) -> None:
    path = _socket_path(runtime_env, "dir@127.0.0.1:1", tmp_path)
    path.mkdir()
    result = tgt(runtime_env, "exec", "--board", "dir@127.0.0.1:1", "--", "true", cwd=tmp_path)
    assert result.returncode == 99
    assert b"is a directory; remove it" in result.stderr and b"Traceback" not in result.stderr
    assert path.is_dir()  # reported, not removed


def test_exec_on_a_named_board_with_host_local(runtime_env: dict, tmp_path: Path) -> None:
    (tmp_path / "boards.toml").write_text(f'[here]\nhost = "local"\nworkdir = "{tmp_path / "wd"}"\n')
    script = tmp_path / "prog.sh"
    script.write_text("#!/bin/sh\necho \"local named board: $1\"\n")
    script.chmod(0o755)
    for _ in range(2):  # the second run reuses the helper's local "connection"
        result = tgt(runtime_env, "exec", "--board", "here", "--", str(script), "ok", cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        assert result.stdout == b"local named board: ok\n"


def test_exec_works_with_a_runtime_dir_too_long_for_a_unix_socket_path(runtime_env: dict, tmp_path: Path) -> None:
    """sun_path holds 108 bytes: a deep XDG_RUNTIME_DIR once crashed exec with "AF_UNIX path too long"."""
    runtime = tmp_path / ("r" * 60) / ("u" * 60)
    runtime.mkdir(parents=True, mode=0o700)
    env = dict(runtime_env, XDG_RUNTIME_DIR=str(runtime))
    (tmp_path / "boards.toml").write_text(f'[here]\nhost = "local"\nworkdir = "{tmp_path / "wd"}"\n')
    try:
        for _ in range(2):  # starts the helper (bind), then reuses it (connect)
            result = tgt(env, "exec", "--board", "here", "--", "echo", "deep", cwd=tmp_path)
            assert result.returncode == 0, result.stderr
            assert result.stdout == b"deep\n"
        assert len(str(_socket_path(env, "here", tmp_path))) > 108
    finally:
        for pid in _helper_pids(str(runtime)):
            os.kill(pid, signal.SIGTERM)


def test_exec_runs_new_content_even_when_size_and_mtime_are_restored(
    runtime_env: dict, sshd_server: Sshd, tmp_path: Path
) -> None:
    _write_boards(tmp_path, sshd_server)
    script = tmp_path / "prog.sh"
    script.write_text("#!/bin/sh\necho one\n")
    script.chmod(0o755)
    first = tgt(runtime_env, "exec", "--board", "b", "--", str(script), cwd=tmp_path)
    assert first.stdout == b"one\n", first.stderr
    before = script.stat()
    script.write_text("#!/bin/sh\necho two\n")  # same size
    os.utime(script, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert script.stat().st_ino == before.st_ino
    second = tgt(runtime_env, "exec", "--board", "b", "--", str(script), cwd=tmp_path)
    assert second.stdout == b"two\n", second.stderr


def test_helper_key_follows_home_and_known_hosts(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    homes = [tmp_path / "h1", tmp_path / "h2"]
    for home in homes:
        (home / ".ssh").mkdir(parents=True)
    keys = []
    for home in homes:
        monkeypatch.setenv("HOME", str(home))
        keys.append(exechelper.helper_key("pi@board", None, str(tmp_path)))
    assert keys[0] != keys[1]
    known = homes[1] / ".ssh" / "known_hosts"
    known.write_text("board ssh-ed25519 AAAA\n")
    os.utime(known, (1, 1))
    assert exechelper.helper_key("pi@board", None, str(tmp_path)) != keys[1]
    monkeypatch.setenv("SSH_AUTH_SOCK", str(tmp_path / "agent"))
    assert exechelper.helper_key("pi@board", None, str(tmp_path)) != keys[1]


def test_helper_key_follows_the_helpers_code_on_both_sides_of_the_socket() -> None:
    """An edited helper module starts a new helper: every file the key reads exists (client and server half)."""
    from tgtbuild.remote.kept.protocol import code_files

    files = [Path(path).resolve() for path in code_files()]
    assert [path for path in files if not path.is_file()] == []
    assert {f"{path.parent.name}/{path.name}" for path in files} == {
        "kept/protocol.py", "kept/client.py", "kept/relay.py",
        "exechelper/server.py", "exechelper/relayserve.py", "exechelper/frames.py",
        "exechelper/nativeserve.py", "exechelper/request.py", "exechelper/mesontest.py"}  # the native client's "A"


def test_old_lock_and_log_files_of_gone_helpers_are_swept(tmp_path: Path) -> None:
    old = time.time() - 3 * 86400
    names = ["gone.lock", "gone.log", "alive.lock", "alive.log", "alive.sock", "fresh.lock", "mine.lock", "x.txt"]
    for name in names:
        (tmp_path / name).write_text("")
        if name != "fresh.lock":
            os.utime(tmp_path / name, (old, old))
    exechelper._sweep(str(tmp_path), keep="mine")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(set(names) - {"gone.lock", "gone.log"})


def test_exec_env_path_reaches_the_program_without_breaking_the_wrapper(
    runtime_env: dict, sshd_server: Sshd, tmp_path: Path
) -> None:
    _write_boards(tmp_path, sshd_server, 'cpus = [0]\nenv = { FROM_BOARD = "b v" }\n')
    script = tmp_path / "prog.sh"
    script.write_text('#!/bin/sh\necho "PATH=$PATH X=$X B=$FROM_BOARD"\n')
    script.chmod(0o755)
    for persist in ("5", "0"):  # through the helper, and without it
        env = dict(runtime_env, TGTBUILD_EXEC_PERSIST=persist)
        result = tgt(env, "exec", "--board", "b", "-e", "PATH=/nonexistent", "-e", "X=it's",
                     "--", str(script), cwd=tmp_path)
        assert result.returncode == 0, result.stderr
        assert result.stdout == b"PATH=/nonexistent X=it's B=b v\n"
    leftovers = list((tmp_path / "board" / "exec" / "tmp").iterdir())
    assert leftovers == []  # the scratch dirs were removed with the login PATH


def _peak_rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def _helper_pids(runtime: str) -> list[int]:
    pids = []
    for entry in os.listdir("/proc"):
        try:
            cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
        except OSError:
            continue
        if b"tgtbuild.reuse.exechelper" in cmdline and runtime.encode() in cmdline:
            pids.append(int(entry))
    return pids


def _client_peak_kib(env: dict, cwd: Path, *args: str) -> tuple[subprocess.CompletedProcess, int]:
    """Run `tgtbuild ARGS` under a fresh Python whose only child it is; (result, the client's peak RSS)."""
    code = ("import resource, subprocess, sys; r = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE); "
            "sys.stdout.buffer.write(r.stdout); "
            "sys.stderr.write('PEAK %d\\n' % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss); "
            "sys.exit(r.returncode)")
    done = subprocess.run([sys.executable, "-c", code, *TGTBUILD, *args], env=env, cwd=cwd, capture_output=True,
                          timeout=280)
    peak = int(done.stderr.rsplit(b"PEAK ", 1)[1].split()[0])
    return done, peak


@pytest.mark.timeout(300)
def test_exec_stdin_is_streamed_not_held_in_memory(runtime_env: dict, sshd_server: Sshd, tmp_path: Path) -> None:
    import hashlib

    _write_boards(tmp_path, sshd_server)
    big = tmp_path / "big.bin"
    with open(big, "wb") as handle:
        for _ in range(60):
            handle.write(os.urandom(1 << 20))
    want = hashlib.sha256(big.read_bytes()).hexdigest()
    for persist in ("0", "20"):  # in process, then through the helper (measured right after)
        env = dict(runtime_env, TGTBUILD_EXEC_PERSIST=persist)
        result, peak = _client_peak_kib(env, tmp_path, "exec", "--board", "b", "--stdin", str(big), "--", "sha256sum")
        assert result.returncode == 0, result.stderr
        assert result.stdout.split()[0].decode() == want
        assert peak < 160 * 1024, (persist, peak)  # the client held 580 MB for this file
    (helper,) = _helper_pids(runtime_env["XDG_RUNTIME_DIR"])
    assert _peak_rss_kib(helper) < 160 * 1024  # was 670 MB
    # a program that reads nothing still ends, and the next run still gets its own stdin
    env = dict(runtime_env, TGTBUILD_EXEC_PERSIST="20")
    small = tmp_path / "small.txt"
    small.write_text("hello\n")
    assert tgt(env, "exec", "--board", "b", "--stdin", str(big), "--", "true", cwd=tmp_path).returncode == 0
    again = tgt(env, "exec", "--board", "b", "--stdin", str(small), "--", "cat", cwd=tmp_path)
    assert again.stdout == b"hello\n", again.stderr
