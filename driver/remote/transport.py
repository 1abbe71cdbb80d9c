"""The connection to a board: the interface deploy, exec, run and the exec helper use, and `connect()`.

`BoardConnection` is what every caller gets: an SSH board (`remote.ssh`) and
`--board local` (`remote.local`) have the same interface, so deploy and run
code does not care where the board is. Neither adds the board's emulator or
CPU pinning: `Board.wrap(argv)` does that, in `exec.run_remote`.

paramiko is imported on first SSH connect, so `import tgtbuild` stays fast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from .board import Board
from .shelltext import Completed

Sink = Callable[[bytes], None]
# bytes, or anything with read(n) -> bytes (b"" at the end): a file is streamed, never read whole.
Stdin = Any


class BoardConnection(Protocol):
    """An open connection to one board (SSH or local); a context manager."""

    board: Board

    def __enter__(self) -> BoardConnection: ...

    def __exit__(self, *exc: object) -> None: ...

    def close(self) -> None: ...

    def sftp(self) -> Any:
        """paramiko's SFTPClient, or `local.LocalFS` with the few methods deploy needs."""

    def home(self) -> str: ...

    def abspath(self, path: str) -> str: ...

    def prepare_run(self) -> None:
        """Open what the next `run_stream` needs ahead of it, to overlap the round trip with other work."""

    def run(self, argv: Sequence[str], timeout: float | None = None, stdin: Stdin = None,
            env: dict[str, str] | None = None, cwd: str | None = None) -> Completed: ...

    def run_stream(self, argv: Sequence[str], timeout: float | None = None, *, stdin: Stdin = None,
                   env: dict[str, str] | None = None, cwd: str | None = None,
                   on_stdout: Sink | None = None, on_stderr: Sink | None = None,
                   mark: str | None = None) -> int:
        """Run `argv`; on timeout or interrupt kill its group and, with `mark` (`remote.watchdog`),
        every process carrying that mark (children that left the group with setsid)."""


def tee(keep: Sink, sink: Sink | None) -> Sink:
    """A sink that gives each chunk to `keep` (a list's append, an `outtail.Tail`'s write) and
    passes it on to `sink` (when given) as it comes."""
    def write(data: bytes) -> None:
        keep(data)
        if sink:
            sink(data)

    return write


class Collecting:
    """`run` for both connection kinds: `run_stream` with the output collected."""

    def run(
        self,
        argv: Sequence[str],
        timeout: float | None = None,
        stdin: Stdin = None,
        env: dict[str, str] | None = None,
        cwd: str | None = None,
    ) -> Completed:
        """Run `argv` on the board and collect its output."""
        out: list[bytes] = []
        err: list[bytes] = []
        status = self.run_stream(  # type: ignore[attr-defined]
            argv, timeout, stdin=stdin, env=env, cwd=cwd, on_stdout=out.append, on_stderr=err.append
        )
        return Completed(status, b"".join(out), b"".join(err))


def chunks(data: Stdin) -> Any:
    """The pieces of a stdin value: bytes as is, a stream read 1 MB at a time."""
    if isinstance(data, (bytes, bytearray, memoryview)):
        yield data
        return
    while chunk := data.read(1 << 20):
        yield chunk


def connect(board: Board, *, connect_timeout: float = 20.0) -> BoardConnection:
    """An open connection to `board`: SSH, or local for `--board local`."""
    if board.is_local:
        from .local import LocalConnection

        return LocalConnection(board)
    from .ssh import Connection

    return Connection(board, connect_timeout=connect_timeout).open()


class Connecting:
    """A connection opened in a background thread, so its round trips overlap local work.

    `then(conn)` (the board's CPU check) runs in the thread right after the
    handshake; `result()` waits for both and returns the connection or raises
    what they raised, so a caller that waits before building still refuses
    an unreachable or wrong board before any build. `ahead(conn)` (opening
    the run's channel, `prepare_run`) then goes on in the thread, overlapping
    the caller's build; its failure is left to the run, which opens its own.
    Leaving the `with` closes the connection, also when the caller never asked
    for it (a typo found by the checks, Ctrl-C).
    """

    def __init__(self, board: Board, then: Callable[[BoardConnection], object] | None = None,
                 ahead: Callable[[BoardConnection], object] | None = None) -> None:
        import threading

        self.board = board
        self._conn: BoardConnection | None = None
        self._error: BaseException | None = None
        self._then, self._ahead = then, ahead
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._open, name=f"connect {board.destination()}", daemon=True)
        self._thread.start()

    def _open(self) -> None:
        try:
            self._conn = connect(self.board)
            if self._then is not None:
                self._then(self._conn)
        except BaseException as exc:  # noqa: BLE001 - handed to the caller by result()
            self._error = exc
            return
        finally:
            self._ready.set()
        if self._ahead is not None:
            try:
                self._ahead(self._conn)
            except Exception:  # noqa: BLE001 - the run opens its own channel and reports its own trouble
                pass

    def result(self) -> BoardConnection:
        self._ready.wait()
        if self._error is not None:
            raise self._error
        assert self._conn is not None
        return self._conn

    def __enter__(self) -> Connecting:
        return self

    def __exit__(self, kind: object, *exc: object) -> None:
        self._thread.join(timeout=0 if kind is not None else 30)  # on Ctrl-C: the daemon thread dies with us
        if self._conn is not None:
            self._conn.close()
