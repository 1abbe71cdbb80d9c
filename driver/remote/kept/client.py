"""The client side of `tgtbuild exec`: find or start the board's helper, send one request, relay its output.

Standard library only (os, _socket, marshal, struct; json only to read an error): ctest starts it once per test.
"""

from __future__ import annotations

import marshal
import os
import struct
import sys

from .protocol import (
    DEFAULT_PERSIST,
    IDLE_WAIT,
    KILL_GRACE,
    LOCK_WAIT,
    STALL_WAIT,
    START_WAIT,
    HelperError,
    helper_key,
    recv_frame,
    send_frame,
    socket_dir,
    unix_address,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    import socket
    from collections.abc import Callable

HEADER_PEERCRED = struct.Struct("3i")  # SO_PEERCRED's struct ucred: pid, uid, gid


def _connect(path: str) -> socket.socket | None:
    """A socket connected to `path`, or None when nothing listens there.

    A `_socket.socket`, the C type under `socket.socket`: importing `socket` converts four of its
    constant tables to enums (3 ms of each `tgtbuild exec`, -X importtime) for nothing the client
    uses; connect, sendall, recv, shutdown, close and fileno (select) are the C type's own.
    """
    import _socket  # lazily: `tgtbuild exec` start up through this module

    address = unix_address(path)
    sock = _socket.socket(_socket.AF_UNIX, _socket.SOCK_STREAM)
    try:
        sock.connect(address)
    except (FileNotFoundError, ConnectionRefusedError):
        sock.close()
        return None
    if not _peer_alive(sock):
        sock.close()
        return None
    return sock


# /proc/PID/stat states of a helper that cannot answer: stopped (SIGSTOP, Ctrl-Z), traced, dead.
_STUCK_STATES = frozenset("TtZX")


def _peer_alive(sock: socket.socket) -> bool:
    """False, after ending it (SIGKILL), when the helper behind `sock` is stopped or dead.

    The kernel accepts connections for a helper that is SIGSTOPped (its socket's backlog), so every
    command waited the 15 s of silence (two waits: 30.5 s) and failed without a fallback (issue 43).
    The peer's pid comes from SO_PEERCRED; a helper of another user (no /proc entry here, or another
    uid) is left alone. Linux only; elsewhere the wait's own bound holds. About 20 us a connection.
    """
    pid = peer_pid(sock)
    if pid is None:
        return True
    try:
        with open(f"/proc/{pid}/stat", "rb") as handle:
            state = handle.read(1024).rpartition(b")")[2][1:2].decode()
    except (OSError, ValueError):
        return True
    if state not in _STUCK_STATES:
        return True
    retire(pid)
    return False


def peer_pid(sock: socket.socket) -> int | None:
    """The pid of the helper behind `sock` when it is this user's (SO_PEERCRED, Linux), else None."""
    import _socket  # lazily: `tgtbuild exec` start up through this module

    option = getattr(_socket, "SO_PEERCRED", None)
    if option is None:
        return None
    try:
        pid, uid, _gid = HEADER_PEERCRED.unpack(sock.getsockopt(_socket.SOL_SOCKET, option, HEADER_PEERCRED.size))
    except (OSError, ValueError):
        return None
    return pid if uid == os.getuid() and pid > 1 and pid != os.getpid() else None  # never this process


def retire(pid: int, wait: float = 2.0) -> None:
    """End a helper that stopped answering (SIGKILL: a stopped process takes no other signal until it is
    continued), and wait up to `wait` s for it to be gone: until then its socket still accepts, and a
    command that connected meanwhile had its connection reset mid-run. Its socket then refuses
    connections, and the next command replaces it as a stale one."""
    import _signal  # lazily: only for a stuck helper (the C module: `signal` builds enums for nothing)
    import time  # lazily: as _signal

    try:
        os.kill(pid, _signal.SIGKILL)
    except OSError:
        return
    deadline = time.monotonic() + wait
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat", "rb") as handle:
                if handle.read(1024).rpartition(b")")[2][1:2] in (b"Z", b"X"):
                    return  # dead, its files closed (a zombie until its parent reaps it)
        except OSError:
            return  # gone
        time.sleep(0.005)


def _check_socket_path(path: str) -> None:
    """A helper socket path holding anything but a socket (a folder, a file) is named, not crashed on."""
    import stat  # lazily: `tgtbuild exec` start up through this module

    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISSOCK(mode):
        raise HelperError(
            f"{path} should be tgtbuild exec's helper socket but is "
            f"{'a directory' if stat.S_ISDIR(mode) else 'not a socket'}; remove it", 2
        )


def _sweep(folder: str, keep: str, max_age: float = 86400.0) -> None:
    """Remove the `.lock`/`.log` files of helpers that are gone and idle for a day (they piled up forever)."""
    import time  # lazily: `tgtbuild exec` start up through this module

    now = time.time()
    try:
        names = os.listdir(folder)
    except OSError:
        return
    for name in names:
        key, dot, ext = name.rpartition(".")
        if not dot or ext not in ("lock", "log") or key == keep or f"{key}.sock" in names:
            continue
        path = os.path.join(folder, name)
        try:
            if now - os.lstat(path).st_mtime > max_age:
                _unlink_unless_locked(path)
        except OSError:
            pass


def _unlink_unless_locked(path: str) -> None:
    """Remove `path` unless some client holds its flock right now (it is starting that helper)."""
    import fcntl  # lazily: `tgtbuild exec` start up through this module

    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        os.unlink(path)
    except BlockingIOError:
        pass
    finally:
        os.close(fd)


def _lock(path: str):
    """An flock on `path`, waited for at most LOCK_WAIT seconds."""
    import time  # lazily: `tgtbuild exec` start up through this module

    from ...locking import open_locked  # lazily: `tgtbuild exec` start up through this module

    fd = open_locked(path, 0o600, time.monotonic() + LOCK_WAIT)
    if fd is None:
        raise HelperError(f"waited {LOCK_WAIT:g} s for {path}: another tgtbuild exec is stuck starting its helper")
    return fd


def _start_helper(path: str, spec: str, boards_file: str | None, cwd: str, log: str, kind: str = "board") -> None:
    import select  # lazily: `tgtbuild exec` start up through this module
    import subprocess  # lazily: `tgtbuild exec` start up through this module

    persist = os.environ.get("TGTBUILD_EXEC_PERSIST", str(DEFAULT_PERSIST))
    argv = [sys.executable, "-m", "tgtbuild.reuse.exechelper", "--socket", path, f"--{kind}", spec,
            "--persist", persist, "--cwd", cwd]
    if boards_file:
        argv += ["--boards-file", os.path.abspath(boards_file)]
    with open(log, "ab") as err:
        proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=err,
                                start_new_session=True, close_fds=True, cwd="/")
    try:
        ready, _, _ = select.select([proc.stdout], [], [], START_WAIT)
        line = proc.stdout.readline().decode(errors="replace").strip() if ready else ""
    finally:
        proc.stdout.close()
    if line == "ready":
        return
    if line.startswith("error "):
        code, _, message = line[6:].partition(" ")
        import json  # lazily: only a helper that failed to start says why in JSON

        raise HelperError(json.loads(message), int(code))
    if not ready:
        proc.kill()
        raise HelperError(f"tgtbuild exec's helper for {spec} did not start within {START_WAIT:g} s (log: {log})")
    raise HelperError(f"tgtbuild exec's helper for {spec} failed to start (log: {log})")


def running_helper(spec: str) -> socket.socket | None:
    """A socket to the board's helper (`spec`: relay.board_spec) when one serves, else None."""
    path = os.path.join(socket_dir(), f"{helper_key(spec, None, '/')}.sock")
    _check_socket_path(path)
    return _connect(path)


def start_helper_behind(spec: str, kind: str) -> None:
    """Start the board's helper in the background, unless one serves or is being started.

    For kept connections (relay.py): the command that finds no helper connects on its own, as fast
    as before, and calls this as it ends, so the helper's start does not compete with its work.
    The helper holds the start lock (its flock, passed down) until its socket is bound, so a
    command meanwhile goes direct too instead of starting a second one. `tgtbuild exec` needs
    the helper now: `open_helper`.
    """
    import fcntl  # lazily: `tgtbuild exec` start up through this module
    import subprocess  # lazily: as fcntl (a warm run that finds its helper never starts one)

    folder = socket_dir()
    key = helper_key(spec, None, "/")
    path = os.path.join(folder, f"{key}.sock")
    fd = os.open(os.path.join(folder, f"{key}.lock"), os.O_RDWR | os.O_CREAT, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return  # being started by another command
        sock = _connect(path)
        if sock is not None:
            sock.close()
            return
        try:
            os.unlink(path)  # stale: its helper died (we hold the lock, nobody else starts one)
        except FileNotFoundError:
            pass
        persist = os.environ.get("TGTBUILD_EXEC_PERSIST", str(DEFAULT_PERSIST))
        argv = [sys.executable, "-m", "tgtbuild.reuse.exechelper", "--socket", path, f"--{kind}", spec,
                "--persist", persist, "--cwd", "/", "--lock-fd", str(fd)]
        with open(os.path.join(folder, f"{key}.log"), "ab") as err:
            subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err,
                             start_new_session=True, close_fds=True, pass_fds=(fd,), cwd="/")
    finally:
        os.close(fd)  # the helper keeps the lock through its own copy until it is bound


def open_helper(spec: str, boards_file: str | None, cwd: str, kind: str = "board") -> socket.socket:
    """A connected socket to the board's helper, starting it when none runs.

    `kind` says what `spec` is: a board as the user wrote it ("board", resolved by the helper through
    the boards files, as `tgtbuild exec` does) or a resolved Board ("board-json", relay.board_spec).
    """
    folder = socket_dir()
    key = helper_key(spec, boards_file, cwd)
    path = os.path.join(folder, f"{key}.sock")
    _check_socket_path(path)
    sock = _connect(path)
    if sock is not None:
        return sock
    fd = _lock(os.path.join(folder, f"{key}.lock"))
    try:
        sock = _connect(path)
        if sock is not None:
            return sock
        try:
            os.unlink(path)  # stale: its helper died (we hold the lock, nobody else starts one)
        except FileNotFoundError:
            pass
        _sweep(folder, key)
        _start_helper(path, spec, boards_file, cwd, os.path.join(folder, f"{key}.log"), kind)
    finally:
        os.close(fd)
    sock = _connect(path)
    if sock is None:
        raise HelperError(f"tgtbuild exec's helper for {spec} started but its socket {path} is gone")
    return sock


def run_via_helper(request: dict, spec: str, boards_file: str | None, cwd: str, *,
                   output: Callable[[bytes], None] | None = None,
                   opened: Callable[[socket.socket], None] | None = None) -> int:
    """Send one run to the helper, stream its output to ours; returns the program's status.

    `output`, when given, takes stdout and stderr both, as they come (ctest's
    merged log: `tgtbuild ctest --board` calls this in-process, one thread a
    test, instead of starting a `tgtbuild exec` per test); `opened` is told the
    socket, which a caller may shut down to end the run (the helper then kills
    it on the board, as for a client killed by ctest).

    Every wait is bounded by the client itself: IDLE_WAIT of silence (a frame, too, must be whole
    within it), STALL_WAIT of heartbeats without progress before the program starts, and
    `timeout` + KILL_GRACE after it started. A frame of a kind the helper never sends is refused.
    """
    import select  # lazily: `tgtbuild exec` start up through this module
    import time  # lazily: `tgtbuild exec` start up through this module

    sock = open_helper(spec, boards_file, cwd)
    if opened is not None:
        opened(sock)
    tail = bytearray()  # what `missing` reads when the run fails
    timeout = request.get("timeout")
    deadline: float | None = None
    progress, progressed = b"", time.monotonic()  # before the start: the last heartbeat that moved
    started = False
    stdin_file = request.pop("stdin_file", None)
    stdin_fd = request.pop("stdin_fd", None)
    stream = stdin_file is not None or stdin_fd is not None
    try:
        # marshal, not json: json imports re (6 ms of each call); the helper is this code's (helper_key)
        try:
            send_frame(sock, b"R", marshal.dumps({**request, "stdin_stream": stream}))
        except BrokenPipeError:  # gone between the connect and the request: not `| head`'s reader (ended)
            raise HelperError(f"tgtbuild exec's helper for {spec} went away before the run (its log: "
                              f"{_log_path(spec, boards_file, cwd)})") from None
        if stream:
            import threading  # only here: a run without stdin to pass on starts no thread (1 ms of import)

            threading.Thread(target=_send_stdin, args=(sock, stdin_file, stdin_fd), daemon=True).start()
        if output is None:
            sys.stdout.flush()
            out, err = sys.stdout.fileno(), sys.stderr.fileno()
            to_out, to_err = (lambda data: write_all(out, data)), (lambda data: write_all(err, data))
        else:
            to_out = to_err = output
        while True:
            # select, not a socket timeout: the stdin thread sends on the same socket and must block
            wait = IDLE_WAIT if deadline is None else min(IDLE_WAIT, deadline - time.monotonic())
            ready, _, _ = select.select([sock], [], [], max(wait, 0.001))
            frame = recv_frame(sock, time.monotonic() + IDLE_WAIT) if ready else False
            if frame is False:
                late = deadline is not None and time.monotonic() >= deadline
                raise HelperError(
                    f"tgtbuild exec's helper for {spec} did not report within "
                    + (f"--timeout {timeout:g} s + {KILL_GRACE:g} s" if late else f"{IDLE_WAIT:g} s")
                    + f"; giving up (its log: {_log_path(spec, boards_file, cwd)})"
                ) from None
            if frame is None:
                raise HelperError(f"tgtbuild exec's helper for {spec} went away during the run")
            kind, payload = frame
            if kind == b"." and deadline is None and not started:
                if payload != progress:
                    progress, progressed = payload, time.monotonic()
                elif time.monotonic() - progressed > STALL_WAIT:
                    raise HelperError(f"tgtbuild exec's helper for {spec} kept saying it works but made no progress "
                                      f"for {STALL_WAIT:g} s; giving up (its log: "
                                      f"{_log_path(spec, boards_file, cwd)})")
            elif kind == b"r":
                started = True
                if timeout is not None:
                    deadline = time.monotonic() + float(timeout) + KILL_GRACE
            elif kind == b"o":
                to_out(payload)
                _keep(tail, payload)
            elif kind == b"e":
                to_err(payload)
                _keep(tail, payload)
            elif kind == b"x":
                try:
                    status = int(payload)
                except ValueError:
                    raise HelperError(f"tgtbuild exec's helper for {spec} sent an unreadable exit status") from None
                if status != 0:
                    from .missing import report  # lazily: `tgtbuild exec` start up through this module

                    report(request, bytes(tail), status, to_err)
                return status
            elif kind == b"!":
                import json  # lazily: only an error report is JSON

                try:
                    info = json.loads(payload)
                    message, code = str(info["message"]), int(info.get("exit_code", 2))
                except (ValueError, TypeError, KeyError):
                    raise HelperError(f"tgtbuild exec's helper for {spec} sent an unreadable error report") from None
                raise HelperError(message, code)
            elif kind != b".":
                raise HelperError(f"tgtbuild exec's helper socket for {spec} sent a frame of kind {kind!r}, "
                                  "which no helper sends: not a helper of this tgtbuild")
    except ConnectionResetError:  # the helper died mid-call (killed, crashed): words, not a traceback
        raise HelperError(f"tgtbuild exec's helper for {spec} went away during the run (its log: "
                          f"{_log_path(spec, boards_file, cwd)})") from None
    finally:
        sock.close()


def _keep(tail: bytearray, data: bytes, size: int = 1 << 16) -> None:
    tail += data
    del tail[:-size]


def _send_stdin(sock: socket.socket, path: str | None, fd: int | None) -> None:
    """Stream `--stdin` (or our own stdin) to the helper in frames of at most 1 MB, then an end frame.

    Memory stays flat; a pipe's data is sent as it comes (see stdinsource.FdReader).
    """
    from .stdinsource import CHUNK, open_source  # lazily: `tgtbuild exec` start up through this module

    try:
        source = open_source(path, fd)
        try:
            while chunk := source.read(CHUNK):
                send_frame(sock, b"i", chunk)
        finally:
            source.close()
        send_frame(sock, b"I", b"")
    except OSError:
        pass  # the run ended (or the helper left); the main thread reports what happened


def _log_path(spec: str, boards_file: str | None, cwd: str) -> str:
    return os.path.join(socket_dir(), f"{helper_key(spec, boards_file, cwd)}.log")


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


# ----------------------------------------------------------------- helper
