"""The connection to a board: the interface deploy, exec, run and the exec helper use, and `connect()`.

`BoardConnection` is what every caller gets: an SSH board (`remote.ssh`) and
`--board local` (`remote.local`) have the same interface, so deploy and run
code does not care where the board is. Neither adds the board's emulator or
CPU pinning: `Board.wrap(argv)` does that, in `exec.run_remote`.

paramiko is imported on first SSH connect, so `import tgtbuild` stays fast.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from .board import Board
from .errors import RemoteError
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
            env: dict[str, str] | None = None, cwd: str | None = None, *, limit: int = ...) -> Completed: ...

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


# What `run` keeps of each stream. Its callers read short answers (probe's facts, df, a listing
# of deploy dirs); a `uname` that printed without end grew `tgtbuild probe` to 2 GB (issue 33).
RUN_OUTPUT_LIMIT = 16 << 20


class OutputTooLarge(RemoteError):
    """A program whose output is collected (`Collecting.run`) wrote more than its limit: it was killed."""


class _Capped:
    """A sink that keeps chunks up to `limit` bytes and raises OutputTooLarge past it."""

    def __init__(self, limit: int, what: str) -> None:
        self.limit, self.what = limit, what
        self.parts: list[bytes] = []
        self.size = 0

    def write(self, data: bytes) -> None:
        self.size += len(data)
        if self.size > self.limit:
            raise OutputTooLarge(f"{self.what} wrote more than {self.limit >> 20} MiB; it was stopped "
                                 "(a board whose programs or files send without end)")
        self.parts.append(data)

    def value(self) -> bytes:
        return b"".join(self.parts)


def under_home(path: str, home: Callable[[], str]) -> str:
    """`path` with a leading `~` expanded to the board's home (`home()`, asked only when needed): the one
    rule of every connection that is not this machine's (SSH, and the kept connection's relay)."""
    if path == "~":
        return home()
    if path.startswith("~/"):
        return home().rstrip("/") + "/" + path[2:]
    return path


_Conn = TypeVar("_Conn", bound="Closing")


class Closing:
    """The context manager every connection is, the kept connection's relay included: `with` opens it
    (SSH connects there; the local board and the relay are open from the start) and closes it."""

    def open(self: _Conn) -> _Conn:
        return self

    def close(self) -> None:
        """Nothing to close on this machine; SSH and the relay close their sockets."""

    def __enter__(self: _Conn) -> _Conn:
        return self.open()

    def __exit__(self, *exc: object) -> None:
        self.close()


class Collecting(Closing):
    """What both connection kinds share: `run_stream`'s signature and checks (each kind supplies `_stream`,
    how a program starts and is killed there), and `run`, `run_stream` with the output collected."""

    def run(
        self,
        argv: Sequence[str],
        timeout: float | None = None,
        stdin: Stdin = None,
        env: dict[str, str] | None = None,
        cwd: str | None = None,
        *,
        limit: int = RUN_OUTPUT_LIMIT,
    ) -> Completed:
        """Run `argv` on the board and collect its output: at most `limit` bytes per stream, past that
        the program is killed and OutputTooLarge raised."""
        where = f"board {self.board.destination()}: {argv[0] if argv else 'the command'}"  # type: ignore[attr-defined]
        out, err = _Capped(limit, where), _Capped(limit, where + " (stderr)")
        status = self.run_stream(  # type: ignore[attr-defined]
            argv, timeout, stdin=stdin, env=env, cwd=cwd, on_stdout=out.write, on_stderr=err.write
        )
        return Completed(status, out.value(), err.value())

    def run_stream(self, argv: Sequence[str], timeout: float | None = None, *, stdin: Stdin = None,
                   env: dict[str, str] | None = None, cwd: str | None = None, on_stdout: Sink | None = None,
                   on_stderr: Sink | None = None, mark: str | None = None) -> int:
        """Run `argv`, passing output chunks to the callbacks as they arrive; the shell-style exit status.

        On timeout the process group is killed and RemoteTimeout is raised;
        `mark` (the run's token, `remote.watchdog`) also ends processes that
        left the group (setsid), found by the mark in their environment.
        """
        if not argv:
            raise RemoteError("nothing to run: empty argv")
        return self._stream([str(a) for a in argv], timeout, stdin, env, cwd, (on_stdout, on_stderr), mark)

    def _stream(self, argv: list[str], timeout: float | None, stdin: Stdin, env: dict[str, str] | None,
                cwd: str | None, sinks: tuple[Sink | None, Sink | None], mark: str | None) -> int:
        raise NotImplementedError  # each connection kind's own


def chunks(data: Stdin) -> Any:
    """The pieces of a stdin value: bytes as is, a stream read 1 MB at a time."""
    if isinstance(data, (bytes, bytearray, memoryview)):
        yield data
        return
    while chunk := data.read(1 << 20):
        yield chunk
