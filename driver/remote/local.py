"""`--board local`: the board interface on this machine, with no SSH.

Programs run in their own session (so a timeout or an interrupt ends the
whole group, as on an SSH board) and `LocalFS` offers the few SFTP methods
deploy needs, so deploy and run code does not care where the board is.
"""

from __future__ import annotations

import os
import shlex
import subprocess
import threading
from pathlib import Path
from typing import Any

from ..localproc import end_group, kill_group, wait
from .board import Board
from .errors import RemoteTimeout
from .transport import Collecting, Sink, Stdin, chunks
from .watchdog import kill_script


class LocalConnection(Collecting):
    """The `Connection` interface on this machine (for `--board local`).

    Programs run through subprocess in their own session (`start_new_session`),
    so a timeout kills the whole process group, like on a remote board.
    `sftp()` returns a tiny local stand-in with the SFTPClient methods deploy
    uses.
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self._fs: LocalFS | None = None

    def sftp(self) -> LocalFS:
        if self._fs is None:
            self._fs = LocalFS()
        return self._fs

    def home(self) -> str:
        return str(Path.home())

    def abspath(self, path: str) -> str:
        return os.path.expanduser(path)

    def prepare_run(self) -> None:
        """Nothing to open ahead here (see the SSH connection's)."""

    def _stream(self, argv: list[str], timeout: float | None, stdin: Stdin, env: dict[str, str] | None,
                cwd: str | None, sinks: tuple[Sink | None, Sink | None], mark: str | None) -> int:
        on_stdout, on_stderr = sinks
        full_env = {**os.environ, **(env or {})}
        try:
            proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.abspath(cwd) if cwd else None,
                env=full_env,
                start_new_session=True,
            )
        except OSError as exc:
            return _local_start_failure(exc, on_stderr)
        failed: list[BaseException] = []  # a sink's error (OutputTooLarge), raised here after the group is killed
        threads = [
            threading.Thread(target=_pump, args=(proc, proc.stdout, on_stdout, failed), daemon=True),
            threading.Thread(target=_pump, args=(proc, proc.stderr, on_stderr, failed), daemon=True),
        ]
        for t in threads:
            t.start()
        # not joined: it ends with its stream, which may outlive a program that stops reading
        threading.Thread(target=_write_stdin, args=(proc.stdin, stdin), daemon=True).start()
        try:
            status = wait(proc, timeout)  # reaped as it exits (Popen's polls up to 50 ms apart)
        except BaseException as exc:  # Ctrl-C/SIGTERM here: the program is in its own session
            _sweep(mark)  # first: the run script survives it and removes its run folder
            end_group(proc)
            if not isinstance(exc, subprocess.TimeoutExpired):
                raise
            raise RemoteTimeout(
                f"board local: {shlex.join(argv)} ran past its timeout and was killed after {timeout:g} s"
            ) from None
        finally:
            for t in threads:
                t.join(timeout=5)
        kill_group(proc.pid)  # what the program left running in its group goes with it
        if failed:
            raise failed[0]
        return 128 - status if status < 0 else status


def _sweep(mark: str | None) -> None:
    """Kill what carries the run's mark (setsid'd children): the same shell sweep as on a board."""
    if not mark:
        return

    try:
        subprocess.run(["sh", "-c", kill_script(mark, None)], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=10)
    except (OSError, subprocess.TimeoutExpired):
        pass  # the run's own watchdog sweeps when the group kill ends its script


def _write_stdin(pipe: Any, data: Stdin) -> None:
    """Feed a local program's stdin from a thread (one that does not read must not block us)."""
    try:
        for chunk in chunks(data) if data else ():
            pipe.write(chunk)
            pipe.flush()  # a stream fed as it comes (a resident server's requests) must arrive now
        pipe.close()
    except (BrokenPipeError, ValueError):
        pass


def _local_start_failure(exc: OSError, on_stderr: Sink | None) -> int:
    """Like a shell: 127 for a missing program, 126 for one that cannot run."""
    if on_stderr:
        on_stderr(f"tgtbuild: {exc}\n".encode())
    return 127 if isinstance(exc, FileNotFoundError) else 126


def _pump(proc: Any, stream: Any, sink: Sink | None, failed: list[BaseException]) -> None:
    """Pass `stream` on to `sink`; a sink that raises (output over its limit) ends the program's
    group, and its error is the run's (as an SSH run's drain raises it)."""
    try:
        while True:
            data = stream.read1(1 << 16)
            if not data:
                break
            if sink:
                sink(data)
    except Exception as exc:  # noqa: BLE001 - handed to the waiting thread, which raises it
        failed.append(exc)
        kill_group(proc.pid)
    finally:
        stream.close()


class LocalFS:
    """The few SFTPClient methods deploy needs, on the local file system."""

    def normalize(self, path: str) -> str:
        return os.path.abspath(path)

    def stat(self, path: str) -> os.stat_result:
        return os.stat(path)

    def lstat(self, path: str) -> os.stat_result:
        return os.lstat(path)

    def mkdir(self, path: str, mode: int = 0o777) -> None:
        os.mkdir(path, mode)

    def rmdir(self, path: str) -> None:
        os.rmdir(path)

    def remove(self, path: str) -> None:
        os.remove(path)

    def listdir(self, path: str = ".") -> list[str]:
        return os.listdir(path)

    def chmod(self, path: str, mode: int) -> None:
        os.chmod(path, mode)

    def posix_rename(self, old: str, new: str) -> None:
        os.replace(old, new)

    def utime(self, path: str, times: tuple[float, float] | None) -> None:
        os.utime(path, times)

    def open(self, path: str, mode: str = "r", bufsize: int = -1) -> Any:
        return open(path, mode if "b" in mode else mode + "b")

    def close(self) -> None:
        pass
