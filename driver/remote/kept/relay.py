"""A board connection kept across `tgtbuild` invocations: the exec helper's link, borrowed call by call.

`tgtbuild run` on an unchanged build, `deploy` of unchanged files, `probe`:
each is a new process that imported paramiko and made an SSH handshake,
which cost more than the work (a warm `run` took 1.3x a fresh `ssh board
./runner`). OpenSSH users have ControlMaster for this; tgtbuild has its
exec helper (`tgtbuild exec`: one paramiko connection per board behind a
private unix socket, idle-bounded by TGTBUILD_EXEC_PERSIST). So `connect()`
(remote/connecting.py) gives these commands a `RelayedConnection`: the same
interface as remote.ssh's Connection, each operation sent to the board's
helper (relayserve.py) over that socket, paramiko never imported here.

The same security as `tgtbuild exec`'s helper, the same code: the private
socket folder, the peer-uid check, the idle lifetime, and the board the
helper serves is this very Board (its fields key the socket, with the files
that shape the connection: boards file, ssh config, keys, known_hosts), so
a call never rides a link whose host-key check it would have failed.

Only what needs paramiko's own objects goes direct, on a connection opened
in this process the first time it is needed: a file of more than BIG bytes
written (deploy pipelines its writes through paramiko's file object) and
`.transport`.
The first command finds no helper: it connects on its own, as fast as
before, and starts the helper in the background as it exits, for the next one (a helper
that cannot connect logs why and exits: the next command goes direct again
and says nothing new; its own connect reports the board's answer). A helper
gone mid-run raises ConnectError, as a dropped SSH link does.
"""

from __future__ import annotations

import atexit
import base64
import importlib
import json
import os
import sys
import time
from collections.abc import Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any

from ...frozen import asdict
from ..board import Board
from ..errors import ConnectError
from ..shelltext import Completed
from ..transport import Closing, chunks, under_home
from .calls import answer
from .client import running_helper, start_helper_behind
from .protocol import IDLE_WAIT, KILL_GRACE, HelperError, recv_frame, send_frame

if TYPE_CHECKING:
    import socket  # annotations only: the socket is client._connect's _socket.socket

DIRECT_NOTE = "tgtbuild: no kept connection to {board} ({why}); connecting directly"
BIG = 4 << 20  # bytes of stdin or of a written file above which a call goes direct: a frame holds at most 8 MiB


def board_spec(board: Board) -> str:
    """The Board as the helper rebuilds it, plus the state of the files its connection reads."""
    fields = asdict(board)
    del fields["keep_connection"]  # how this caller connects, not which board: the helper connects directly
    files = [*board.identity_files, *([board.known_hosts] if board.known_hosts else [])]
    state = []
    for path in files:
        try:
            st = os.stat(os.path.expanduser(path))
            state.append([path, st.st_mtime_ns, st.st_size, st.st_ctime_ns, st.st_ino])  # ctime: `touch -r`
        except OSError:
            state.append([path, 0, 0])
    return json.dumps({"board": fields, "files": state}, sort_keys=True)


def board_from_spec(text: str) -> Board:
    fields = json.loads(text)["board"]
    for name in ("identity_files", "proxy_jump", "emulator", "cpus", "sync"):
        fields[name] = tuple(fields.get(name) or ())
    fields["env"] = tuple(tuple(pair) for pair in fields.get("env") or ())
    return Board(**fields)


def kept_connection(board: Board) -> RelayedConnection | None:
    """The board's helper as a connection; None when none serves yet: one is started, for the next
    command, when this process exits. HelperError when the socket folder cannot be used."""
    spec = board_spec(board)
    sock = running_helper(spec)
    if sock is not None:
        return RelayedConnection(board, sock)
    if spec not in _STARTING:
        _STARTING.add(spec)
        atexit.register(_start_quietly, spec)
    return None


_STARTING: set[str] = set()


def _start_quietly(spec: str) -> None:
    """At exit: a helper that cannot be started only means the next command connects on its own too."""
    try:
        start_helper_behind(spec, "board-json")
    except (OSError, HelperError):
        pass


class RelayedConnection(Closing):
    """remote.transport.BoardConnection over the exec helper's socket (see the module's docstring)."""

    def __init__(self, board: Board, sock: socket.socket) -> None:
        import threading  # lazily: a replayed warm run (run.warm) talks to the helper without it

        self.board = board
        self._sock = sock
        self._lock = threading.Lock()  # one call at a time on the socket (a thread may connect, another run)
        self._direct: Any = None
        self._home: str | None = None
        self._answered = False  # the helper has answered a call on this socket
        self._fallen_back = False  # it stalled: every call goes over this process's own connection

    # ------------------------------------------------------------ the interface
    def close(self) -> None:
        self._sock.close()
        if self._direct is not None:
            self._direct.close()
            self._direct = None

    def home(self) -> str:
        if self._home is None:
            self._home = self._call({"op": "home"})
        return self._home

    def abspath(self, path: str) -> str:
        return under_home(path, self.home)

    def prepare_run(self) -> None:
        """Nothing to open ahead: the helper's session channel is one local round trip away."""

    def sftp(self) -> RelayedSftp:
        return RelayedSftp(self)

    @property
    def transport(self) -> Any:
        """The host key through the helper (remote/exec.py keys its cache by it); anything else goes direct."""
        return _Transport(self)

    def direct(self) -> Any:
        """A paramiko connection of this process, for what needs paramiko's own objects."""
        if self._direct is None:
            from ..ssh import Connection  # lazily: it imports paramiko, which a relayed call does without

            self._direct = Connection(self.board).open()
        return self._direct

    def run(self, argv: Sequence[str], timeout: float | None = None, stdin: Any = None,
            env: dict[str, str] | None = None, cwd: str | None = None) -> Completed:
        out: list[bytes] = []
        err: list[bytes] = []
        status = self.run_stream(argv, timeout, stdin=stdin, env=env, cwd=cwd, on_stdout=out.append,
                                 on_stderr=err.append)
        return Completed(status, b"".join(out), b"".join(err))

    def run_stream(self, argv: Sequence[str], timeout: float | None = None, *, stdin: Any = None,
                   env: dict[str, str] | None = None, cwd: str | None = None, on_stdout: Any = None,
                   on_stderr: Any = None, mark: str | None = None) -> int:
        if stdin is not None and not isinstance(stdin, (bytes, bytearray, memoryview)):
            stdin = b"".join(chunks(stdin))
        if stdin is not None and len(stdin) > BIG:
            return self.direct().run_stream(argv, timeout, stdin=stdin, env=env, cwd=cwd, on_stdout=on_stdout,
                                            on_stderr=on_stderr, mark=mark)
        call = {"op": "run_stream", "argv": list(argv), "timeout": timeout, "env": env, "cwd": cwd, "mark": mark,
                "stdin": base64.b64encode(bytes(stdin)).decode() if stdin is not None else None}
        sinks = {b"o": on_stdout, b"e": on_stderr}
        limit = None if timeout is None else timeout + KILL_GRACE
        return self._call(call, sinks, limit)["status"]

    # ------------------------------------------------------------ the wire
    def _call(self, call: dict, sinks: dict[bytes, Any] | None = None, limit: float | None = None) -> Any:
        """Send one call, pass streamed frames to `sinks`, return its value or raise its error.

        Every wait is bounded here: IDLE_WAIT of silence (the helper beats
        every HEARTBEAT s while it works), and `limit` s in all when given.
        """
        with self._lock:
            if self._fallen_back:
                return self._direct_call(call, sinks or {})
            return self._call_locked(call, sinks, limit)

    def _call_locked(self, call: dict, sinks: dict[bytes, Any] | None, limit: float | None) -> Any:
        import select  # lazily: as threading above (a warm run's imports, bench/deploy.py)

        sinks = sinks or {}
        started = time.monotonic()
        try:
            send_frame(self._sock, b"C", json.dumps(call).encode())
            while True:
                wait = IDLE_WAIT if limit is None else min(IDLE_WAIT, started + limit - time.monotonic())
                ready = select.select([self._sock], [], [], max(wait, 0.001))[0]
                if not ready:
                    waited = self._retire(started)
                    if self._answered or not _changes_nothing(call):  # it may have acted on the call
                        raise ConnectError(f"board {self.board.destination()}: the kept connection's helper gave no "
                                           f"answer in {waited:.1f} s; giving up (it was ended: the next command "
                                           "connects directly)")
                    self._fallen_back = True
                    print(DIRECT_NOTE.format(board=self.board.destination(),
                                             why=f"its helper gave no answer in {waited:.1f} s and was ended"),
                          file=sys.stderr)
                    return self._direct_call(call, sinks)
                frame = recv_frame(self._sock, time.monotonic() + IDLE_WAIT)
                if frame is None:
                    raise ConnectError(f"board {self.board.destination()}: the kept connection's helper went away "
                                       f"(TGTBUILD_EXEC_PERSIST=0 connects directly)")
                kind, payload = frame
                self._answered = True
                if kind == b"v":
                    return json.loads(payload)
                if kind == b"!":
                    error = _rebuilt(json.loads(payload))
                    break
                if kind in sinks:
                    if sinks[kind] is not None:
                        sinks[kind](payload)
                elif kind != b".":
                    raise ConnectError(f"board {self.board.destination()}: the kept connection's helper sent a "
                                       f"frame of kind {kind!r}: not a helper of this tgtbuild")
        except OSError as exc:  # the socket, not the board: the board's own errors come as `!` frames
            raise ConnectError(f"board {self.board.destination()}: the kept connection's helper: {exc}") from None
        raise error


    def _retire(self, started: float) -> float:
        """End a helper silent past the wait (client.retire), so no later command waits on it; the seconds
        this call waited. Issue 43: every command waited 30.5 s on a stuck helper and was told "15 s".
        A first call that changes nothing on the board goes on over this process's own connection
        (`_call_locked`); any other is refused, as the helper may have acted on it."""
        from .client import peer_pid, retire  # lazily: only for a stalled helper

        pid = peer_pid(self._sock)
        if pid is not None:
            retire(pid)
        return time.monotonic() - started

    def _direct_call(self, call: dict, sinks: dict[bytes, Any]) -> Any:
        """`call` on this process's own connection, answered as the helper answers it (kept/calls.py)."""
        conn = self.direct()
        stdin = call.get("stdin")

        def run_stream() -> int:
            return conn.run_stream(call["argv"], call.get("timeout"), env=call.get("env"), cwd=call.get("cwd"),
                                   stdin=base64.b64decode(stdin) if stdin is not None else None,
                                   on_stdout=sinks.get(b"o"), on_stderr=sinks.get(b"e"), mark=call.get("mark"))

        return answer(conn, call, sinks.get(b"b") or (lambda chunk: None), run_stream)


# Calls that change nothing on the board: after a stall before any answer, they are done again directly.
_READ_ONLY_SFTP = frozenset({"stat", "lstat", "listdir", "normalize"})


def _changes_nothing(call: dict) -> bool:
    op = call.get("op")
    return op in ("home", "host_key", "abspath", "read") or (op == "sftp" and call.get("method") in _READ_ONLY_SFTP)


class _Transport:
    def __init__(self, conn: RelayedConnection) -> None:
        self._conn = conn

    def get_remote_server_key(self) -> Any:
        fingerprint = bytes.fromhex(self._conn._call({"op": "host_key"}))
        return SimpleNamespace(get_fingerprint=lambda: fingerprint)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn.direct().transport, name)


class RelayedSftp:
    """The SFTP calls deploy and run make, done by the helper; a changed file's upload goes direct."""

    def __init__(self, conn: RelayedConnection) -> None:
        self.conn = conn

    def _sftp(self, method: str, *args: Any) -> Any:
        return self.conn._call({"op": "sftp", "method": method, "args": list(args)})

    def stat(self, path: str) -> Any:
        return SimpleNamespace(**self._sftp("stat", path))

    def lstat(self, path: str) -> Any:
        return SimpleNamespace(**self._sftp("lstat", path))

    def mkdir(self, path: str, mode: int = 0o777) -> None:
        self._sftp("mkdir", path, mode)

    def rmdir(self, path: str) -> None:
        self._sftp("rmdir", path)

    def remove(self, path: str) -> None:
        self._sftp("remove", path)

    unlink = remove

    def posix_rename(self, old: str, new: str) -> None:
        self._sftp("posix_rename", old, new)

    def chmod(self, path: str, mode: int) -> None:
        self._sftp("chmod", path, mode)

    def listdir(self, path: str = ".") -> list[str]:
        return self._sftp("listdir", path)

    def normalize(self, path: str) -> str:
        return self._sftp("normalize", path)

    def open(self, path: str, mode: str = "r", bufsize: int = -1) -> Any:
        if "r" in mode and "+" not in mode:
            return _ReadFile(self.conn, path)
        if mode.rstrip("b") == "w":  # also deploy's uploads (bufsize 0): a small one goes whole through the helper
            return _WriteFile(self.conn, path)
        return self.conn.direct().sftp().open(path, mode, bufsize)


class _ReadFile:
    """A board file read whole through the helper (manifests, a run's outputs)."""

    def __init__(self, conn: RelayedConnection, path: str) -> None:
        chunks: list[bytes] = []
        conn._call({"op": "read", "path": path}, {b"b": chunks.append})
        self._data = b"".join(chunks)
        self._at = 0

    def read(self, size: int = -1) -> bytes:
        end = len(self._data) if size is None or size < 0 else self._at + size
        data, self._at = self._data[self._at:end], min(end, len(self._data))
        return data

    def close(self) -> None:
        pass

    def __enter__(self) -> _ReadFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class _WriteFile:
    """A board file written whole by the helper when closed (a manifest, a probe, a program of a few MB);
    past BIG bytes it goes on over this process's own connection, with deploy's pipelined writes.

    A `tgtbuild run` after an edit uploads the new program: through paramiko's file object, that
    upload opened a connection of its own (paramiko's import and a handshake, ~0.3 s here) for a
    file of a few KB, which the helper writes in one call.
    """

    def __init__(self, conn: RelayedConnection, path: str) -> None:
        self.conn, self.path, self._parts = conn, path, []  # type: ignore[var-annotated]
        self._size = 0
        self._direct: Any = None
        self._closed = False

    def write(self, data: bytes | str) -> int:
        chunk = data.encode() if isinstance(data, str) else bytes(data)
        if self._direct is None and self._size + len(chunk) > BIG:
            from ..upload import tune_writes  # deploy's pipelined writes, for what goes direct

            self._direct = self.conn.direct().sftp().open(self.path, "wb")
            tune_writes(self._direct)
            for part in self._parts:
                self._direct.write(part)
            self._parts = []
        if self._direct is not None:
            self._direct.write(chunk)
        else:
            self._parts.append(chunk)
            self._size += len(chunk)
        return len(data)

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            if self._direct is not None:
                from ..upload import finish_writes  # a late write's error is raised, not dropped

                with self._direct:
                    finish_writes(self._direct)
                return
            data = b"".join(self._parts)
            self.conn._call({"op": "write", "path": self.path, "data": base64.b64encode(data).decode()})

    def __enter__(self) -> _WriteFile:
        return self

    def __exit__(self, kind: object, *exc: object) -> None:
        if kind is None:
            self.close()
        elif self._direct is not None:  # interrupted mid-upload: closed as its own `with` closed it
            self._closed = True
            self._direct.__exit__(kind, *exc)


def _rebuilt(info: dict) -> BaseException:
    """The helper's error as the same class here (FileNotFoundError stays one; a RemoteTimeout too)."""
    if "errno" in info:
        return OSError(info["errno"], info["message"], info.get("filename")) if info["errno"] is not None \
            else OSError(info["message"])

    message = str(info.get("message", "the kept connection's helper failed"))
    try:
        module = str(info["module"])
        if module != "builtins" and not module.startswith("tgtbuild."):
            raise TypeError(module)  # only our own errors and Python's are rebuilt
        kind = getattr(importlib.import_module(module), info["class"])
        if not (isinstance(kind, type) and issubclass(kind, Exception)):
            raise TypeError(kind)
        exc = kind.__new__(kind)
        Exception.__init__(exc, message)
    except (ImportError, AttributeError, KeyError, TypeError):
        exc = HelperError(message)
    if info.get("tgtbuild"):
        exc.exit_code = int(info.get("exit_code", 2))  # type: ignore[attr-defined]
    extra = info.get("extra") or {}
    if isinstance(extra.get("how"), str):
        exc.how = extra["how"]  # type: ignore[attr-defined]
    for name in ("stdout", "stderr"):
        if isinstance(extra.get(name), list):
            setattr(exc, name, [base64.b64decode(part) for part in extra[name]])
    return exc
