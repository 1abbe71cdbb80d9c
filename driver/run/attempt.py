"""One attempt of the board's run script: its start line, the context blocks, the kept output tails.

The run stage (`onboard.run_staged`) and the warm replay of an unchanged run
(`warm`) both talk to the board through this, so a replayed run sends the
same script, with the same checks of the staged files, as a full one. It is
light on purpose (no dataclass of the run stage, no deploy, no hashing): the
warm path imports it.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..remote.errors import RemoteTimeout
from ..remote.outtail import Tail
from ..remote.runscript import FileCheck, StartLine, script_argv
from ..remote.transport import tee
from ..remote.watchdog import board_limit, new_token
from .context import ContextSplit, probe_text

if TYPE_CHECKING:
    from ..remote.board import Board
    from ..remote.transport import BoardConnection
    from .request import Sink


class Attempt:
    """The script's exit `status`, its `start` line, the tails of stdout/stderr (`out`, `err`), the
    context blocks it framed on stderr (`split.blocks`) and when it began (`began`, monotonic)."""

    def __init__(self, on_stdout: Sink | None, on_stderr: Sink | None) -> None:
        self.out, self.err = Tail(), Tail()  # bounded: a 1 GiB output peaked at 2.1 GB RSS (see outtail)
        self.split = ContextSplit("", tee(self.err.write, on_stderr))  # its key comes with the start line
        self.start = StartLine(tee(self.out.write, on_stdout), self.split.write, on_key=self.split.use_key)
        self.status = -1
        self.began = 0.0

    def seconds(self) -> float:
        return time.monotonic() - self.began


def attempt(conn: BoardConnection, board: Board, command: Sequence[str], files: Sequence[FileCheck], *,
            timeout: float | None, timed: bool, folder: str = "", keep: bool = False,
            on_stdout: Sink | None = None, on_stderr: Sink | None = None) -> Attempt:
    """Run `command` (the program on the board and its arguments) through the run script once.

    `files` (board path, size[, sha256]) are checked before the start (missing
    or other content: the script's MISSING status, before any start line); `folder` is the per-run
    folder ("" for none), kept with `keep`; `timed` binds every symbol at
    load (a harness: `HarnessKind.timed`). Raises RemoteTimeout past `timeout`.
    """
    run = Attempt(on_stdout, on_stderr)
    token = new_token()
    argv = script_argv(board.wrap(list(command)), files=files, folder=folder, keep=keep, probe=probe_text(),
                       limit=board_limit(timeout), token=token, leads_group=board.is_local, bind_now=timed)
    run.began = time.monotonic()
    run.status = conn.run_stream(argv, timeout, env=board.env_dict, on_stdout=run.start.stdout,
                                 on_stderr=run.start.stderr, mark=token)
    run.split.close()
    return run


def ran_past(board: str, name: str, timeout: float | None, exc: Any) -> RemoteTimeout:
    """The words of a run killed at its timeout (the board's watchdog or this side's)."""
    how = (f"its timeout and was killed after {timeout:g} s (--timeout)" if exc.how == RemoteTimeout.how
           else f"--timeout {timeout:g} s and {exc.how}")
    return RemoteTimeout(f"board {board}: {name} ran past {how}")
