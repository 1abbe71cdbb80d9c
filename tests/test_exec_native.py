"""`tgtbuild exec`'s native client (reuse/execnative.c) on a real loopback sshd board: what the Python client does.

The runner `tgtbuild env` writes for an SSH board puts the native client in
front of the Python `tgtbuild exec` words: `native N PYTHON-EXEC... WORDS...`.
Its first call with a set of words hands them to Python (which remembers
them for it); later ones go to the board's helper without Python. Tests that
must prove the native client served a call give it a fallback command that
fails loudly (FELLBACK, 97) instead of the Python one: a call that would
have been handed over says so.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from procs import sleep_running, wait_until
from sshd import Sshd
from tgtcli import exec_helper_pids, stop_exec_helpers, zig_binary

BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]
LOUD = ["/bin/sh", "-c", "echo FELLBACK >&2; exit 97", "fallback"]  # $0 of sh -c; the words follow as $1...

PROGRAM = r"""
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    if (argc > 2 && !strcmp(argv[1], "exit")) return atoi(argv[2]);
    if (argc > 2 && !strcmp(argv[1], "signal")) { raise(atoi(argv[2])); return 0; }
    if (argc > 2 && !strcmp(argv[1], "cat")) {  /* a file argument's content, on the board */
        FILE *f = fopen(argv[2], "rb");
        if (!f) { fprintf(stderr, "cannot open %s\n", argv[2]); return 2; }
        int c;
        while ((c = fgetc(f)) != EOF) putchar(c);
        fclose(f);
        return 0;
    }
    for (int i = 1; i < argc; i++) printf("[%s]", argv[i]);
    printf("\n");
    return 0;
}
"""


@pytest.fixture(scope="module")
def env(sshd_server: Sshd, tmp_path_factory: pytest.TempPathFactory, write_boards):
    """Environment for the clients: a boards.toml with board `test` (this machine's programs run as they are),
    a private runtime folder and cache (the native client is built there)."""
    root = tmp_path_factory.mktemp("native")
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700)
    boards = write_boards(root, sshd_server, name="test")
    values = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="20",
                  TGTBUILD_BOARDS=str(boards), XDG_CACHE_HOME=str(root / "cache"))
    values.pop("TGTBUILD_EXEC_NATIVE", None)
    yield values
    stop_exec_helpers(runtime)


@pytest.fixture(scope="module")
def native(env: dict) -> str:
    """The native client, built by zig into the test's cache as `tgtbuild env` builds it."""
    zig_binary()  # skips without the ziglang wheel
    done = subprocess.run([sys.executable, "-c", "from tgtbuild.reuse.execnative import native_client as n; "
                           "print(n() or '')"], env=env, capture_output=True, text=True, timeout=600, check=True)
    client = done.stdout.strip()
    assert client and Path(client).is_file(), done.stderr
    assert Path(client).parent == Path(env["XDG_CACHE_HOME"]) / "tgtbuild" / "exec-native"
    return client


@pytest.fixture(scope="module")
def prog(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("prog")
    (folder / "prog.c").write_text(PROGRAM)
    subprocess.run([zig_binary(), "cc", "-O1", str(folder / "prog.c"), "-o", str(folder / "prog")], check=True,
                   timeout=600)
    return folder / "prog"


def words(env: dict, *options: str) -> list[str]:
    return ["--boards-file", env["TGTBUILD_BOARDS"], "--board", "test", *options, "--"]


def call(native: str, env: dict, *command: str, options: tuple[str, ...] = (), fallback: list[str] | None = None,
         cwd: Path | None = None, stdin: bytes | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    python_exec = [*(fallback or TGTBUILD), "exec"]
    argv = [native, str(len(python_exec)), *python_exec, *words(env, *options), *command]
    return subprocess.run(argv, env=env, cwd=cwd, input=stdin if stdin is not None else None,
                          stdin=None if stdin is not None else subprocess.DEVNULL, capture_output=True,
                          timeout=timeout)


def warm(native: str, env: dict, prog: Path, options: tuple[str, ...] = ()) -> None:
    """One call through Python: it starts the helper and remembers the words for the native client."""
    done = call(native, env, str(prog), "warm", options=options)
    assert done.returncode == 0 and done.stdout == b"[warm]\n", done.stderr


def test_native_client_gives_the_programs_output_and_exit_status(native: str, env: dict, prog: Path) -> None:
    warm(native, env, prog)
    done = call(native, env, str(prog), "a b", "$x;y", "", "'q'", "--", "-x", fallback=LOUD)
    assert (done.returncode, done.stdout, done.stderr) == (0, b"[a b][$x;y][]['q'][--][-x]\n", b"")
    assert call(native, env, str(prog), "exit", "3", fallback=LOUD).returncode == 3
    for sig in (signal.SIGSEGV, signal.SIGTERM):
        assert call(native, env, str(prog), "signal", str(int(sig)), fallback=LOUD).returncode == 128 + sig


def test_native_client_sends_file_arguments_and_removes_them_after(native: str, env: dict, prog: Path,
                                                                   tmp_path: Path) -> None:
    warm(native, env, prog)
    data = tmp_path / "input.bin"
    data.write_bytes(b"\x00payload\xff\n")
    done = call(native, env, str(prog), "cat", str(data), fallback=LOUD)
    assert (done.returncode, done.stdout) == (0, b"\x00payload\xff\n"), done.stderr
    done = call(native, env, str(prog), "cat", "input.bin", fallback=LOUD, cwd=tmp_path)  # relative: same file
    assert (done.returncode, done.stdout) == (0, b"\x00payload\xff\n"), done.stderr
    board = Path(env["TGTBUILD_BOARDS"]).parent / "board"
    assert not [p for p in board.rglob("input.bin")], "the copy of a file argument left the board"


def test_native_client_streams_stdin_byte_exact(native: str, env: dict, prog: Path, tmp_path: Path) -> None:
    warm(native, env, prog)
    payload = bytes(range(256)) * 4096 + b"end"  # 1 MiB and a bit: several frames
    done = call(native, env, "cat", fallback=LOUD, stdin=payload)
    assert done.returncode == 0 and done.stdout == payload, done.stderr[-300:]
    done = call(native, env, "cat", fallback=LOUD)  # /dev/null: the program sees end of input at once
    assert (done.returncode, done.stdout) == (0, b"")
    (tmp_path / "in.txt").write_bytes(b"from --stdin\n")
    options = ("--stdin", "in.txt")  # relative: to the folder of each call
    warm_call = call(native, env, str(prog), "warm", options=options, cwd=tmp_path)
    assert warm_call.returncode == 0, warm_call.stderr
    done = call(native, env, "cat", options=options, fallback=LOUD, cwd=tmp_path, stdin=b"not this")
    assert (done.returncode, done.stdout) == (0, b"from --stdin\n"), done.stderr


def test_native_client_keeps_timeout_and_tgtbuilds_own_failures(native: str, env: dict, prog: Path) -> None:
    warm(native, env, prog, options=("--timeout", "1"))
    done = call(native, env, "sleep", "5", options=("--timeout", "1"), fallback=LOUD)
    assert done.returncode == 124, done.stderr
    assert b"FELLBACK" not in done.stderr
    warm(native, env, prog)
    done = call(native, env, "./no/such/program", fallback=LOUD)
    assert done.returncode == 99
    assert done.stderr == b"tgtbuild: error: tgtbuild exec: ./no/such/program: no such file\n"


def test_under_ctest_tgtbuilds_own_failure_ends_the_native_client_by_sigterm(native: str, env: dict, prog: Path,
                                                                              tmp_path: Path) -> None:
    """As reuse/exechelper/failure.py says: no exit status is safe from ctest's WILL_FAIL, a signal is."""
    warm(native, env, prog)
    report = tmp_path / "report.txt"
    ctest = dict(env, CTEST_INTERACTIVE_DEBUG_MODE="0", TGTBUILD_EXEC_FAILURE_FILE=str(report))
    python_exec = [*LOUD, "exec"]
    done = subprocess.run([native, str(len(python_exec)), *python_exec, *words(env), "./no/such/program"],
                          env=ctest, capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == -signal.SIGTERM, done.stderr
    assert report.read_text() == "tgtbuild: error: tgtbuild exec: ./no/such/program: no such file"


def _fake_helper(socket_path: Path, reply: bytes, hold: float) -> tuple[socket.socket, threading.Thread]:
    """A listener at the helper's socket that reads the request's header, sends `reply`, then holds on."""
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(str(socket_path))
    listener.listen(1)
    listener.settimeout(30)

    def serve() -> None:
        try:
            conn, _ = listener.accept()
        except OSError:
            return
        with conn:
            conn.settimeout(30)
            conn.recv(5)
            conn.sendall(reply)
            time.sleep(hold)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    return listener, thread


def test_a_helper_that_sends_junk_or_nothing_never_holds_the_native_client(native: str, env: dict,
                                                                           prog: Path) -> None:
    warm(native, env, prog)
    runtime = Path(env["XDG_RUNTIME_DIR"])
    (path,) = (runtime / "tgtbuild").glob("*.sock")
    stop_exec_helpers(runtime)
    deadline = time.monotonic() + 10
    while exec_helper_pids(runtime) and time.monotonic() < deadline:
        time.sleep(0.05)
    path.unlink(missing_ok=True)
    for reply, hold, said, within in ((b"o\xff\xff\xff\xff", 5.0, b"-byte frame", 5.0),
                                      (b"", 25.0, b"did not report within 15 s", 25.0)):
        listener, thread = _fake_helper(path, reply, hold)
        try:
            start = time.monotonic()
            done = call(native, env, str(prog), fallback=LOUD, timeout=60)
            assert time.monotonic() - start < within
            assert done.returncode == 99 and said in done.stderr, done.stderr
        finally:
            listener.close()
            path.unlink(missing_ok=True)


@pytest.mark.parametrize(("sig", "status"), [(signal.SIGTERM, 143), (signal.SIGINT, 130)])
def test_a_signal_to_the_native_client_ends_the_program_on_the_board(native: str, env: dict, prog: Path,
                                                                     sig: signal.Signals, status: int) -> None:
    warm(native, env, prog)
    marker = f"3{int(sig)}.4159"
    python_exec = [*LOUD, "exec"]
    argv = [native, str(len(python_exec)), *python_exec, *words(env), "sleep", marker]
    proc = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    try:
        assert wait_until(lambda: sleep_running(marker), 30)
        proc.send_signal(sig)
        assert proc.wait(timeout=10) == status
        assert proc.stderr is not None and b"FELLBACK" not in proc.stderr.read()
        assert wait_until(lambda: not sleep_running(marker), 10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def listening(runtime: Path) -> bool:
    """Whether any Unix socket under `runtime` still takes a connection."""
    for path in runtime.rglob("*"):
        if path.is_socket():
            with socket.socket(socket.AF_UNIX) as probe:
                try:
                    probe.connect(str(path))
                    return True
                except OSError:
                    continue
    return False


def test_without_a_helper_the_native_client_hands_the_call_to_python(native: str, env: dict, prog: Path) -> None:
    warm(native, env, prog)
    runtime = Path(env["XDG_RUNTIME_DIR"])
    stop_exec_helpers(runtime)
    # Gone from /proc's command lines is not gone: an exiting process releases its memory (its cmdline reads
    # empty) before its descriptors, and its socket still took a connection then (seen once at load 4).
    assert wait_until(lambda: not exec_helper_pids(runtime) and not listening(runtime), 10)
    done = call(native, env, str(prog), "x", fallback=LOUD)
    assert (done.returncode, done.stderr) == (97, b"FELLBACK\n")  # nothing listens: handed over, not failed
    done = call(native, env, str(prog), "again")  # the Python client starts the helper and runs it
    assert (done.returncode, done.stdout) == (0, b"[again]\n"), done.stderr
    assert exec_helper_pids(runtime)
    done = call(native, env, str(prog), "native", fallback=LOUD)
    assert (done.returncode, done.stdout) == (0, b"[native]\n"), done.stderr


def test_words_never_remembered_or_a_boards_toml_here_go_to_python(native: str, env: dict, prog: Path,
                                                                    tmp_path: Path) -> None:
    warm(native, env, prog)
    done = call(native, env, str(prog), options=("--env", "NEVER_SEEN=1"), fallback=LOUD)
    assert (done.returncode, done.stderr) == (97, b"FELLBACK\n")
    (tmp_path / "boards.toml").write_text("")  # a board file here could name another board `test`
    done = call(native, env, str(prog), fallback=LOUD, cwd=tmp_path)
    assert (done.returncode, done.stderr) == (97, b"FELLBACK\n")
    off = dict(env, TGTBUILD_EXEC_NATIVE="0")
    done = subprocess.run([native, str(len(LOUD) + 1), *LOUD, "exec", *words(env), str(prog)], env=off,
                          capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    assert (done.returncode, done.stderr) == (97, b"FELLBACK\n")


def test_the_cached_client_is_rebuilt_when_its_source_changes(native: str, env: dict, tmp_path: Path) -> None:
    source = Path(sys.modules["tgtbuild.reuse.execnative"].SOURCE if "tgtbuild.reuse.execnative" in sys.modules
                  else __import__("tgtbuild.reuse.execnative", fromlist=["SOURCE"]).SOURCE)
    edited = tmp_path / "execnative.c"
    edited.write_bytes(source.read_bytes() + b"\n/* another version */\n")
    code = ("import sys; from tgtbuild.reuse.execnative import native_client as n; "
            "print(n(sys.argv[1]) or ''); print(n(sys.argv[2]) or '')")
    done = subprocess.run([sys.executable, "-c", code, str(source), str(edited)], env=env, capture_output=True,
                          text=True, timeout=600, check=True)
    same, other = done.stdout.split()
    assert same == native  # this version is cached: not built again
    assert other != native and Path(other).is_file() and Path(other).parent == Path(native).parent
    built = Path(native).stat().st_mtime_ns
    done = subprocess.run([sys.executable, "-c", code, str(source), str(edited)], env=env, capture_output=True,
                          text=True, timeout=600, check=True)
    assert done.stdout.split() == [same, other] and Path(native).stat().st_mtime_ns == built


def test_env_hands_the_native_client_to_cmake_and_meson(native: str, env: dict, tmp_path: Path) -> None:
    for form, name in (("cmake", "toolchain.cmake"), ("meson", "cross.ini")):
        out = tmp_path / name
        done = subprocess.run([*TGTBUILD, "env", "--target", "x86_64-linux-gnu", "--board", "test",
                               "--boards-file", env["TGTBUILD_BOARDS"], "--format", form, "-o", str(out)],
                              env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        text = out.read_text()
        assert native in text and "--sync-build-roots" in text
    done = subprocess.run([*TGTBUILD, "env", "--target", "x86_64-linux-gnu", "--board", "test", "--boards-file",
                           env["TGTBUILD_BOARDS"], "--format", "cmake", "-o", str(tmp_path / "off.cmake")],
                          env=dict(env, TGTBUILD_EXEC_NATIVE="0"), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and native not in (tmp_path / "off.cmake").read_text()


def test_a_cache_folder_others_may_write_gives_no_native_client(env: dict, tmp_path: Path) -> None:
    """What runs as every test's runner is never taken from (or built into) a folder another user could change."""
    zig_binary()
    folder = tmp_path / "cache" / "tgtbuild" / "exec-native"
    folder.mkdir(parents=True)
    folder.chmod(0o777)
    code = "from tgtbuild.reuse.execnative import native_client as n; print(repr(n()))"
    done = subprocess.run([sys.executable, "-c", code], env=dict(env, XDG_CACHE_HOME=str(tmp_path / "cache")),
                          capture_output=True, text=True, timeout=600, check=True)
    assert done.stdout.strip() == "None" and list(folder.iterdir()) == []


def test_a_boards_file_rewritten_with_its_mtime_set_back_hands_the_call_to_python(native: str, env: dict,
                                                                                  prog: Path) -> None:
    """The remembered entry's stamps were mtimes only: a boards.toml rewritten (same size, `touch -r`) kept
    serving the old board. Its ctime is in the stamp now, on the C side and the Python side alike."""
    warm(native, env, prog)
    done = call(native, env, str(prog), "native", fallback=LOUD)
    assert (done.returncode, done.stdout) == (0, b"[native]\n"), done.stderr
    boards = Path(env["TGTBUILD_BOARDS"])
    before = boards.stat()
    time.sleep(0.01)  # a coarse clock would give the rewrite the same ctime
    boards.write_bytes(boards.read_bytes())
    os.utime(boards, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert boards.stat().st_mtime_ns == before.st_mtime_ns and boards.stat().st_ctime_ns != before.st_ctime_ns
    done = call(native, env, str(prog), "x", fallback=LOUD)
    assert (done.returncode, done.stderr) == (97, b"FELLBACK\n")
    warm(native, env, prog)  # Python remembers the entry again, with the new stamp
    done = call(native, env, str(prog), "native", fallback=LOUD)
    assert (done.returncode, done.stdout) == (0, b"[native]\n"), done.stderr
