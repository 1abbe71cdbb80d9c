"""`tgtbuild exec`'s connection reuse: one small helper process per board.

ctest, `meson test` and `cargo test` start the runner once per test: a suite
of 200 tiny tests would otherwise pay 200 SSH handshakes (key exchange,
authentication, a new session: 0.1-0.7 s each) plus 200 Python start-ups
that import paramiko. So `tgtbuild exec` is split in two:

* the client (this module's `run_via_helper`, stdlib only: os, socket,
  json, struct) finds or starts the board's helper, sends one request, copies
  the streamed stdout/stderr to its own, and exits with the program's status;
* the helper (`serve`, started as `python -m tgtbuild.reuse.exechelper`) holds
  one paramiko connection to the board, deploys and runs each request on it,
  and exits after `TGTBUILD_EXEC_PERSIST` seconds (default 60) without a
  client, like OpenSSH's ControlPersist.

Why a helper rather than OpenSSH's ControlMaster: the transport is paramiko
(known_hosts policy, jump hosts, boards files) and deploy needs SFTP with
content hashes; a multiplexed `ssh` would need the OpenSSH client and a
second configuration path. The helper reuses `tgtbuild.remote` unchanged.

Design points:

* Socket place and auth: `$XDG_RUNTIME_DIR/tgtbuild` or `/tmp/tgtbuild-<uid>`,
  created 0700 and refused unless it is a real directory owned by us with
  no group/other bits (no symlink tricks in /tmp). Only our user can reach
  the socket; the helper also checks each peer's uid (SO_PEERCRED).
* Which helper: the socket name hashes the board spec, the boards file and
  ssh config it resolves through (paths and mtimes), the working dir when a
  `./boards.toml` is used, and this code's version: an edited boards file or
  an upgraded tgtbuild gets a fresh helper, the old one idles out.
* Start-up races (parallel `ctest -j` all starting at once): a client that
  cannot connect takes an flock on `<name>.lock` (bounded wait), tries again,
  removes a stale socket (connection refused: its helper died) and starts
  the helper, which connects to the board *before* it binds, then says
  "ready" (or the error, shown to the user as is) on a pipe. Everyone else
  waits on the lock and then connects to the new helper.
* Concurrency: one thread per client; runs share the SSH connection (one
  channel each, at most `MAX_RUNS` at once: OpenSSH allows 10 sessions per
  connection by default), deploys are serialized (one SFTP session).
* Cheap warm runs: the helper remembers what it deployed (local size, mtime,
  inode); an unchanged program is not even checked over SFTP. The run script
  checks that each file is still on the board and, if not (board rebooted,
  workdir wiped), reports it before starting anything; the helper then
  deploys for real and runs again. A real deploy uses content hashes, so
  unchanged files are never re-sent.
* Scratch dir: each run gets `mktemp -d` under `<workdir>/exec/tmp` with
  links to its files, is run there, and the dir is removed afterwards.
* Client gone (ctest timeout, Ctrl-C): the helper sees EOF on the socket and
  kills the program's process group on the board, then removes its scratch
  dir. Helper gone: the client sees EOF and exits 255, like ssh.
* Bounded waits: lock 60 s, helper start = connect timeout + 10 s; runs are
  bounded only by `--timeout` (tests can be long). The client never trusts the
  helper to keep time: while a request is in hand the helper sends a heartbeat
  frame every HEARTBEAT s, and the client gives up after IDLE_WAIT s without a
  frame, and `--timeout` + KILL_GRACE s after the program started (a helper
  that accepted a connection and then hung blocked `exec --timeout 3` forever).
"""

from __future__ import annotations

import json
import os
import socket
import struct
import sys
from collections.abc import Callable

from ..errors import TgtbuildError

Sink = Callable[[bytes], None]

PROTOCOL = 2
DEFAULT_PERSIST = 60.0
HEARTBEAT = 2.0  # the helper's "still working" frame while it deploys or runs
IDLE_WAIT = 15.0  # the client's limit on silence from the helper (several heartbeats missed)
KILL_GRACE = 30.0  # after --timeout: the helper's kill round trip and its report
MAX_RUNS = 8
LOCK_WAIT = 60.0
START_WAIT = 30.0
HEADER = struct.Struct("!cI")  # kind, length
MISSING = 97  # the run script's status when a deployed file has vanished
ERROR_STATUS = 255  # like ssh: the runner itself failed


class HelperError(TgtbuildError):
    """The helper could not be started or reached, or it reported an error (message for the user)."""

    def __init__(self, message: str, exit_code: int = ERROR_STATUS) -> None:
        super().__init__(message)
        self.exit_code = exit_code


# ----------------------------------------------------------------- framing


def send_frame(sock: socket.socket, kind: bytes, payload: bytes) -> None:
    sock.sendall(HEADER.pack(kind, len(payload)) + payload)


def _recv_exact(sock: socket.socket, size: int) -> bytes | None:
    chunks = []
    while size:
        data = sock.recv(min(size, 1 << 20))
        if not data:
            return None
        chunks.append(data)
        size -= len(data)
    return b"".join(chunks)


def recv_frame(sock: socket.socket) -> tuple[bytes, bytes] | None:
    """(kind, payload), or None at EOF."""
    head = _recv_exact(sock, HEADER.size)
    if head is None:
        return None
    kind, size = HEADER.unpack(head)
    payload = _recv_exact(sock, size) if size else b""
    return None if payload is None else (kind, payload)


# ----------------------------------------------------------------- where


def socket_dir() -> str:
    """The private folder for helper sockets (created 0700; refused if anyone else could use it)."""
    base = os.environ.get("XDG_RUNTIME_DIR")
    path = os.path.join(base, "tgtbuild") if base and os.path.isdir(base) else f"/tmp/tgtbuild-{os.getuid()}"
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    except OSError as exc:
        raise HelperError(f"cannot create {path} for tgtbuild exec's helper: {exc.strerror}", 2) from None
    st = os.lstat(path)
    import stat

    if not stat.S_ISDIR(st.st_mode) or st.st_uid != os.getuid() or st.st_mode & 0o077:
        raise HelperError(
            f"{path} is not a private directory of yours (owner uid {st.st_uid}, mode "
            f"{oct(stat.S_IMODE(st.st_mode))}): refusing to use it for tgtbuild exec's socket; remove it",
            2,
        )
    return path


def _mtime(path: str) -> int:
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return 0


def helper_key(spec: str, boards_file: str | None, cwd: str) -> str:
    """The name of a board's helper: changes when anything that resolves the board changes."""
    import hashlib

    from ..paths import config_dir_strs

    local_boards = os.path.join(cwd, "boards.toml")
    parts: list[object] = [PROTOCOL, spec, _mtime(__file__)]
    if boards_file:
        path = os.path.abspath(boards_file)
        parts += [path, _mtime(path)]
    if os.path.isfile(local_boards):
        parts += [local_boards, _mtime(local_boards)]
    for folder in config_dir_strs():
        path = os.path.join(folder, "boards.toml")
        parts += [path, _mtime(path)]
    # Everything else that shapes the connection: whose HOME (keys, known_hosts,
    # ssh config are found there), which agent, and the files' own state; a call
    # must never ride a connection whose host-key check it would have failed.
    home = os.path.expanduser("~")
    ssh = os.path.join(home, ".ssh")
    parts += [home, os.environ.get("SSH_AUTH_SOCK", ""), os.getuid()]
    for name in ("config", "known_hosts", "known_hosts2", "id_ed25519", "id_ecdsa", "id_rsa"):
        parts += [name, _mtime(os.path.join(ssh, name))]
    parts += [os.environ.get("TGTBUILD_EXEC_PERSIST", "")]
    digest = hashlib.sha256(json.dumps(parts).encode()).hexdigest()[:20]
    return digest


# ----------------------------------------------------------------- client


def _connect(path: str) -> socket.socket | None:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(path)
        return sock
    except (FileNotFoundError, ConnectionRefusedError):
        sock.close()
        return None


def _check_socket_path(path: str) -> None:
    """A helper socket path holding anything but a socket (a folder, a file) is named, not crashed on."""
    import stat

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
    import time

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
    import fcntl

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
    import fcntl
    import time

    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    deadline = time.monotonic() + LOCK_WAIT
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            if time.monotonic() > deadline:
                os.close(fd)
                raise HelperError(
                    f"waited {LOCK_WAIT:g} s for {path}: another tgtbuild exec is stuck starting its helper"
                ) from None
            time.sleep(0.02)


def _start_helper(path: str, spec: str, boards_file: str | None, cwd: str, log: str) -> None:
    import select
    import subprocess

    persist = os.environ.get("TGTBUILD_EXEC_PERSIST", str(DEFAULT_PERSIST))
    argv = [sys.executable, "-m", "tgtbuild.reuse.exechelper", "--socket", path, "--board", spec,
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
        raise HelperError(json.loads(message), int(code))
    if not ready:
        proc.kill()
        raise HelperError(f"tgtbuild exec's helper for {spec} did not start within {START_WAIT:g} s (log: {log})")
    raise HelperError(f"tgtbuild exec's helper for {spec} failed to start (log: {log})")


def open_helper(spec: str, boards_file: str | None, cwd: str) -> socket.socket:
    """A connected socket to the board's helper, starting it when none runs."""
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
        _start_helper(path, spec, boards_file, cwd, os.path.join(folder, f"{key}.log"))
    finally:
        os.close(fd)
    sock = _connect(path)
    if sock is None:
        raise HelperError(f"tgtbuild exec's helper for {spec} started but its socket {path} is gone")
    return sock


def run_via_helper(request: dict, spec: str, boards_file: str | None, cwd: str) -> int:
    """Send one run to the helper, stream its output to ours; returns the program's status.

    Every wait is bounded by the client itself (IDLE_WAIT, `timeout` + KILL_GRACE).
    """
    import select
    import threading
    import time

    sock = open_helper(spec, boards_file, cwd)
    timeout = request.get("timeout")
    deadline: float | None = None
    stdin_file = request.pop("stdin_file", None)
    try:
        send_frame(sock, b"R", json.dumps({**request, "stdin_stream": stdin_file is not None}).encode())
        if stdin_file is not None:
            threading.Thread(target=_send_stdin, args=(sock, stdin_file), daemon=True).start()
        out, err = sys.stdout.fileno(), sys.stderr.fileno()
        sys.stdout.flush()
        while True:
            # select, not a socket timeout: the stdin thread sends on the same socket and must block
            wait = IDLE_WAIT if deadline is None else min(IDLE_WAIT, deadline - time.monotonic())
            ready, _, _ = select.select([sock], [], [], max(wait, 0.001))
            frame = recv_frame(sock) if ready else False
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
            if kind == b"r" and timeout is not None:
                deadline = time.monotonic() + float(timeout) + KILL_GRACE
            elif kind == b"o":
                write_all(out, payload)
            elif kind == b"e":
                write_all(err, payload)
            elif kind == b"x":
                return int(payload)
            elif kind == b"!":
                info = json.loads(payload)
                raise HelperError(info["message"], int(info.get("exit_code", 2)))
    finally:
        sock.close()


def _send_stdin(sock: socket.socket, path: str) -> None:
    """Stream the `--stdin` file to the helper in 1 MB frames, then an end frame (memory stays flat)."""
    try:
        with open(path, "rb") as source:
            while chunk := source.read(1 << 20):
                send_frame(sock, b"i", chunk)
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

RUN_SCRIPT = r"""base=$1; shift; n=$1; shift
while [ "$n" -gt 0 ]; do [ -e "$1" ] || { echo "tgtbuild: missing $1" >&2; exit 97; }; shift; n=$((n-1)); done
mkdir -p "$base" && d=$(mktemp -d "$base/run.XXXXXX") || exit 125
echo "$LEADER $d"
n=$1; shift
while [ "$n" -gt 0 ]; do
  case $2 in */*) mkdir -p "$d/${2%/*}" ;; esac
  ln -s "$1" "$d/$2" || exit 125
  shift 2; n=$((n-1))
done
cd "$d" || exit 125
w=" $1 "; shift; k=$1; shift; i=0
while [ $i -lt "$k" ]; do a=$1; shift; set -- "$@" "$a"; i=$((i+1)); done
c=$(($# - k)); i=0
while [ $i -lt $c ]; do
  a=$1; shift
  case $w in *" $i "*) case $a in */*) ;; *)
    b=$a; a=$(command -v "$b") || { echo "tgtbuild: $b: not found on the board" >&2; exit 127; } ;;
  esac ;; esac
  set -- "$@" "$a"; i=$((i+1))
done
p=$PATH; i=0
while [ $i -lt "$k" ]; do export "$1"; shift; i=$((i+1)); done
"$@"
s=$?
PATH=$p; export PATH
cd / && rm -rf "$d"
exit $s"""


def run_argv(tmp_base: str, sources: list[str], links: list[tuple[str, str]], command: list[str],
             *, leader: str = "$PPID", env: dict[str, str] | None = None,
             programs: tuple[int, ...] = ()) -> list[str]:
    """The argv that checks `sources` exist, makes the scratch dir, links files there and runs `command`.

    Its first stdout line is "<process group> <scratch dir>" (for kill and clean-up).
    Over SSH the process group is the login shell's pid, this script's parent
    (`$PPID`); a local board starts the script itself as the group leader (`$$`).

    `env` is exported by the script only for `command`, after the words at
    `programs` (the board's own wrapper: taskset, the emulator) were found with
    the login PATH: exported for the whole run, `-e PATH=/x` broke tgtbuild's
    own script (mkdir, ln, rm) and its wrapper, not just the user's program.
    """
    pairs = [word for pair in links for word in pair]
    script = RUN_SCRIPT.replace("$LEADER", leader)
    assigns = [f"{name}={value}" for name, value in (env or {}).items()]
    for assign in assigns:
        if not assign.partition("=")[0].isidentifier():
            raise HelperError(f"bad environment variable name {assign.partition('=')[0]!r}", 2)
    return ["sh", "-c", script, "sh", tmp_base, str(len(sources)), *sources, str(len(links)), *pairs,
            " ".join(map(str, programs)), str(len(assigns)), *assigns, *command]


class ExecHelper:
    """The server side: one board, one connection, many short runs."""

    def __init__(self, board, persist: float) -> None:  # board: tgtbuild.remote.Board
        import threading

        self.board = board
        self.persist = persist
        self.conn = None
        self.conn_lock = threading.Lock()
        self.deploy_lock = threading.Lock()
        self.runs = threading.BoundedSemaphore(MAX_RUNS)
        self.active = 0
        self.active_lock = threading.Lock()
        self.deployed: dict[tuple[str, str], tuple] = {}  # (subdir, rel) -> local identity

    def connection(self, fresh: bool = False):
        from ..remote import connect
        from ..remote.errors import ConnectError

        with self.conn_lock:
            if self.conn is not None and not fresh and self.board.is_local:
                return self.conn  # a named board with host = "local": no link to lose
            if self.conn is not None and not fresh:
                try:
                    self.conn.transport  # noqa: B018 - raises ConnectError when the link is gone
                    return self.conn
                except ConnectError:
                    pass
            if self.conn is not None:
                self.conn.close()
                self.deployed.clear()
            self.conn = connect(self.board)  # TCP_NODELAY is set by the transport
            return self.conn

    def deploy(self, conn, subdir: str, files: dict[str, str], force: bool) -> dict[str, str]:
        """{rel: board path}; skips SFTP entirely when this helper already sent these exact files."""
        import posixpath

        from ..remote import deploy

        ids = {rel: _identity(path) for rel, path in files.items()}
        base = posixpath.join(conn.abspath(self.board.workdir), subdir)
        with self.deploy_lock:
            if force or any(self.deployed.get((subdir, rel)) != ids[rel] for rel in files):
                report = deploy(conn, self.board, files, subdir, lambda sent, total: None, prune=False)
                base = report.remote_dir
                for rel in files:
                    self.deployed[(subdir, rel)] = ids[rel]
        return {rel: posixpath.join(base, rel) for rel in files}

    def handle(self, client: socket.socket) -> None:
        import threading

        with self.active_lock:
            self.active += 1
        try:
            frame = recv_frame(client)
            if frame is None or frame[0] != b"R":
                return
            request = json.loads(frame[1])
            frames = _Frames(client)
            beat = threading.Thread(target=frames.heartbeat, daemon=True)
            beat.start()
            try:
                with self.runs:
                    status = self.run(request, frames.stdout, frames.stderr, client, started=frames.started)
                frames.stop()
                send_frame(client, b"x", str(status).encode())
            except Exception as exc:  # reported to the client, which prints it and exits
                from ..errors import TgtbuildError

                frames.stop()
                code = exc.exit_code if isinstance(exc, TgtbuildError) else ERROR_STATUS
                message = str(exc) if isinstance(exc, TgtbuildError) else f"{type(exc).__name__}: {exc}"
                send_frame(client, b"!", json.dumps({"message": message, "exit_code": code}).encode())
        except OSError:
            pass  # the client left
        finally:
            client.close()
            with self.active_lock:
                self.active -= 1
                self.last = _now()

    def run(self, request: dict, out: Sink, err: Sink, client: socket.socket | None = None,
            started: Callable[[], None] | None = None) -> int:
        """Deploy and run one request; output goes to `out`/`err`. With `client`, a hang-up kills the run."""
        import posixpath
        import threading
        from dataclasses import replace

        files: dict[str, str] = request["files"]
        subdir: str = request["subdir"]
        status = ERROR_STATUS
        pipe = _StdinPipe() if request.get("stdin_stream") else None
        watcher: threading.Thread | None = None
        for attempt in (0, 1):
            conn = self.connection()
            try:
                paths = self.deploy(conn, subdir, files, force=attempt > 0)
            except OSError:
                conn = self.connection(fresh=True)
                paths = self.deploy(conn, subdir, files, force=True)
            base = posixpath.join(conn.abspath(self.board.workdir), "exec", "tmp")
            links = [(paths[rel], rel) for rel in request["links"]]
            board = self.board if request["program"] in paths else replace(self.board, emulator=())
            program = paths.get(request["program"], request["program"])  # else the board's own (`uname -a`)
            command = board.wrap([program, *request["args"]])
            state = _RunState(out, err)
            stdin = _stdin_for(request, state, pipe)
            if client is not None:
                if _hung_up(client):  # interrupted during the upload: start nothing
                    return ERROR_STATUS
                if watcher is not None:
                    watcher.join(timeout=1)  # one reader of the client's frames at a time
                watcher = threading.Thread(target=state.watch, args=(client, conn, pipe), daemon=True)
                watcher.start()
            if started is not None:
                started()
            try:
                status = conn.run_stream(
                    run_argv(base, list(paths.values()), links, command,
                             leader="$$" if self.board.is_local else "$PPID",
                             env={**self.board.env_dict, **request.get("env", {})},
                             programs=board.wrapper_programs()),
                    request.get("timeout"),
                    stdin=stdin,
                    on_stdout=state.stdout,
                    on_stderr=state.stderr,
                )
            except BaseException:  # Ctrl-C/SIGTERM in-process: the transport killed the group; clean up
                state.remove_scratch(conn)
                raise
            finally:
                state.finished()
                if hasattr(stdin, "close"):
                    stdin.close()
            if status == MISSING and state.pgid is None and attempt == 0:
                continue  # a deployed file vanished on the board before the program started
            return status
        return status

    def serve(self, listener: socket.socket, unlink: Callable[[], None]) -> None:
        """Accept clients until idle for `persist` s; then unlink the socket and serve who already queued."""
        import threading

        self.last = _now()
        listener.settimeout(min(1.0, max(self.persist / 4, 0.05)))
        closing = False
        threads: list[threading.Thread] = []
        while True:
            try:
                client, _ = listener.accept()
            except (TimeoutError, BlockingIOError):
                if closing:
                    break
                with self.active_lock:
                    idle = self.active == 0 and _now() - self.last > self.persist
                if idle:
                    unlink()  # new clients start a new helper; queued ones are still served
                    listener.setblocking(False)
                    closing = True
                continue
            if not _same_user(client):
                client.close()
                continue
            client.setblocking(True)
            with self.active_lock:
                self.last = _now()
            thread = threading.Thread(target=self.handle, args=(client,), daemon=True)
            thread.start()
            threads = [t for t in threads if t.is_alive()] + [thread]
        for thread in threads:
            thread.join()


class _Frames:
    """Sinks that send output to a client as frames; a client gone is not an error (the watcher acts)."""

    def __init__(self, client: socket.socket) -> None:
        import threading

        self.client = client
        self.lock = threading.Lock()
        self.gone = False
        self.done = threading.Event()

    def heartbeat(self) -> None:
        """Tell the client every HEARTBEAT s that this request is still being worked on."""
        while not self.done.wait(HEARTBEAT):
            with self.lock:
                if self.done.is_set() or self.gone:
                    return
                try:
                    send_frame(self.client, b".", b"")
                except OSError:
                    self.gone = True

    def started(self) -> None:
        """The program is starting now: the client's --timeout clock begins."""
        self._send(b"r", b"")

    def stop(self) -> None:
        """No more heartbeats (the final frame follows)."""
        with self.lock:  # a heartbeat being sent finishes before the final frame
            self.done.set()

    def _send(self, kind: bytes, data: bytes) -> None:
        if self.gone:
            return
        try:
            with self.lock:
                send_frame(self.client, kind, data)
        except OSError:
            self.gone = True

    def stdout(self, data: bytes) -> None:
        self._send(b"o", data)

    def stderr(self, data: bytes) -> None:
        self._send(b"e", data)


class _StdinPipe:
    """The client's stdin frames on their way to the program: a short queue, so memory stays flat.

    The watcher thread puts what the client sends; when the queue is full it
    stops reading the socket, and the client's sends block (back-pressure).
    """

    def __init__(self) -> None:
        import queue

        self.queue: queue.Queue[bytes] = queue.Queue(maxsize=8)


class _StdinView:
    """The pipe as one attempt's stdin: nothing is taken before the program started.

    A first attempt that finds a deployed file gone never starts the program;
    its stdin must stay in the pipe for the second attempt.
    """

    def __init__(self, pipe: _StdinPipe, state: _RunState) -> None:
        self.pipe = pipe
        self.state = state

    def read(self, size: int = -1) -> bytes:
        import queue

        while not self.state.started.wait(0.2):
            if self.state.done.is_set():
                return b""
        while True:
            try:
                return self.pipe.queue.get(timeout=0.2)
            except queue.Empty:
                if self.state.done.is_set():
                    return b""


def _stdin_for(request: dict, state: _RunState, pipe: _StdinPipe | None):  # -> stdin for run_stream
    if pipe is not None:
        return _StdinView(pipe, state)
    if request.get("stdin_file"):  # in-process (TGTBUILD_EXEC_PERSIST=0): read the file as it goes
        return open(request["stdin_file"], "rb")  # noqa: SIM115 - closed by run() when the attempt ends
    return None


class _RunState:
    """One run: strips the script's first line (process group, scratch dir), kills the run on hang-up."""

    def __init__(self, out: Sink, err: Sink) -> None:
        import threading

        self.out = out
        self.stderr = err
        self.pgid: int | None = None
        self.scratch: str | None = None
        self._head = b""
        self.done = threading.Event()
        self.started = threading.Event()  # the scratch line came: the program is starting

    def stdout(self, data: bytes) -> None:
        if self.pgid is None:
            self._head += data
            if b"\n" not in self._head:
                return
            line, data = self._head.split(b"\n", 1)
            pgid, _, scratch = line.decode(errors="replace").partition(" ")
            self.pgid, self.scratch = int(pgid), scratch
            self.started.set()
            if not data:
                return
        self.out(data)

    def finished(self) -> None:
        self.done.set()

    def remove_scratch(self, conn) -> None:
        """rm -rf the run's scratch dir (best effort: the link may be gone)."""
        if self.scratch:
            try:
                conn.run(["rm", "-rf", self.scratch], timeout=30)
            except Exception:  # the connection died with the run; nothing more to do
                pass

    def watch(self, client: socket.socket, conn, pipe: _StdinPipe | None = None) -> None:
        """Pass the client's stdin frames on; when it hangs up while the run goes on, kill the run on the board."""
        import queue
        import select

        while not self.done.is_set():
            ready, _, _ = select.select([client], [], [], 0.2)
            if not ready:
                continue
            try:
                frame = recv_frame(client)
            except OSError:
                frame = None
            if frame is not None:
                kind, data = frame
                while pipe is not None and kind in (b"i", b"I") and not self.done.is_set():
                    try:
                        pipe.queue.put(data, timeout=0.2)  # b"" (the end frame) reads as EOF
                        break
                    except queue.Full:
                        continue
                continue
            if not self.done.is_set() and self.pgid is not None:
                kill = f"kill -KILL -{self.pgid} 2>/dev/null; rm -rf {_sh(self.scratch or '')}; true"
                try:
                    conn.run(["sh", "-c", kill], timeout=30)
                except Exception:  # the run ends anyway when the connection does
                    pass
            return


def _hung_up(client: socket.socket) -> bool:
    """True when the client closed its end (EOF waiting on the socket)."""
    import select

    ready, _, _ = select.select([client], [], [], 0)
    if not ready:
        return False
    try:
        return client.recv(1, socket.MSG_PEEK) == b""
    except OSError:
        return True


def _sh(text: str) -> str:
    import shlex

    return shlex.quote(text) if text.startswith("/") else "/nonexistent"


def _identity(path: str) -> tuple:
    """What makes a local file "the one already deployed": ctime included.

    (path, size, mtime, inode, mode) ran an old program after a rebuild wrote new
    content and restored the mtime (`touch -d`, `cp -p`, `rsync -t`); nobody can
    set the ctime back, and any write moves it. Cheaper than hashing each run.
    """
    st = os.stat(path)
    return (path, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_mode)


def _now() -> float:
    import time

    return time.monotonic()


def _same_user(client: socket.socket) -> bool:
    creds = getattr(socket, "SO_PEERCRED", None)
    if creds is None:
        return True  # the 0700 directory is the guard on systems without SO_PEERCRED
    data = client.getsockopt(socket.SOL_SOCKET, creds, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", data)
    return uid == os.getuid()


def main(argv: list[str] | None = None) -> int:
    """The helper process: connect, bind, say ready, serve until idle."""
    import argparse

    parser = argparse.ArgumentParser(prog="python -m tgtbuild.reuse.exechelper")
    parser.add_argument("--socket", required=True)
    parser.add_argument("--board", required=True)
    parser.add_argument("--boards-file")
    parser.add_argument("--cwd", default="/")
    parser.add_argument("--persist", type=float, default=DEFAULT_PERSIST)
    args = parser.parse_args(argv)

    def fail(exc: BaseException, code: int) -> int:
        print(f"error {code} {json.dumps(str(exc))}", flush=True)
        return 1

    from ..errors import TgtbuildError
    from ..remote import parse_board

    try:
        os.chdir(args.cwd)
        board = parse_board(args.board, args.boards_file)
        os.chdir("/")
        helper = ExecHelper(board, args.persist)
        helper.connection()
    except TgtbuildError as exc:
        return fail(exc, exc.exit_code)
    except OSError as exc:
        return fail(exc, ERROR_STATUS)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old_umask = os.umask(0o177)
    try:
        listener.bind(args.socket)
    except OSError as exc:
        return fail(exc, ERROR_STATUS)
    finally:
        os.umask(old_umask)
    listener.listen(64)
    ident = os.stat(args.socket).st_ino
    print("ready", flush=True)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    def unlink() -> None:
        try:
            if os.stat(args.socket).st_ino == ident:  # still ours, not a successor's
                os.unlink(args.socket)
        except OSError:
            pass

    try:
        helper.serve(listener, unlink)
    finally:
        unlink()
        listener.close()
        if helper.conn is not None:
            helper.conn.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
