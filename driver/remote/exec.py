"""Deploy some files and run a program among them: the core of `tgtbuild run`/`exec`.

The program runs with the deploy dir as its working directory, through the
board's CPU pinning and emulator (`Board.wrap`), with the board's `env` plus
the caller's. Output is both collected and, if callbacks are given, streamed
as it arrives, so a CLI can show progress and still parse the result.
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..frozen import frozen
from ..paths import cache_dir_str
from .board import Board
from .boardpaths import check_relpath
from .deploy import DeployReport, deploy
from .outtail import Tail
from .progress import ProgressCallback
from .shelltext import describe_exit
from .transport import Sink, tee

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .transport import BoardConnection


@frozen
class RunReport:
    """The outcome of `run_remote`: exit status (shell-style), output, and the deploy."""

    exit_status: int
    stdout: bytes
    stderr: bytes
    deploy: DeployReport
    seconds: float

    @property
    def ok(self) -> bool:
        return self.exit_status == 0

    def describe(self) -> str:
        """'exited with status N' / 'killed by SIGILL (...)' for messages."""
        return describe_exit(self.exit_status)


def run_remote(
    conn: Any,
    board: Board,
    argv: Sequence[str],
    files: Mapping[str, Path | str] | None = None,
    timeout: float | None = None,
    *,
    subdir: str = "run",
    stdin: bytes | None = None,
    env: Mapping[str, str] | None = None,
    on_stdout: Sink | None = None,
    on_stderr: Sink | None = None,
    progress: ProgressCallback | None = None,
) -> RunReport:
    """Deploy `files` to `<workdir>/<subdir>/` and run `argv` there.

    When `argv[0]` names one of `files` (its relpath), the deployed copy is
    run. `timeout` bounds the run (not the deploy); past it the program's
    process group is killed and `RemoteTimeout` raised. `seconds` is the
    run's wall time seen from here (connection latency included).
    """
    argv = [str(a) for a in argv]
    report = deploy(conn, board, dict(files or {}), subdir, progress)
    if argv and argv[0] in report.paths:
        argv[0] = report.remote_path(argv[0])
    elif argv and argv[0] in {check_relpath(r) for r in (files or {})}:
        argv[0] = report.remote_path(check_relpath(argv[0]))

    out, err = Tail(), Tail()  # bounded: what a board sends is kept to its last 8 MiB a stream (outtail)
    started = time.monotonic()
    status = conn.run_stream(
        board.wrap(argv),
        timeout,
        stdin=stdin,
        env={**board.env_dict, **dict(env or {})},
        cwd=report.remote_dir,
        on_stdout=tee(out.write, on_stdout),
        on_stderr=tee(err.write, on_stderr),
    )
    return RunReport(status, out.value(), err.value(), report, time.monotonic() - started)


def board_machine(conn: BoardConnection, board: Board) -> str:
    """The board's `uname -m`, remembered per board and host key (see board_fact)."""
    return board_fact(conn, board, "machine", ["uname", "-m"])


def board_fact(conn: BoardConnection, board: Board, name: str, argv: list[str]) -> str:
    """A command's output on the board (`uname -m`, its CPU features), remembered per board and host key.

    An exec channel costs as much as the whole run it precedes (0.4-0.8 s on
    the loaded loopback sshd of the tests, against 10 ms for three SFTP
    requests), and the answer only changes with the machine, whose host key
    changes with it: so the answer is kept in the user cache under the
    destination and the host key's fingerprint, one entry per `name`.
    """
    try:
        key = conn.transport.get_remote_server_key().get_fingerprint().hex()
    except Exception:  # a LocalConnection, or a stand-in without a transport: just ask
        key = ""
    suffix = "" if name == "machine" else f"-{name}"  # the machine's file kept its name from before
    path = os.path.join(cache_dir_str(), "boards",
                        hashlib.sha256(f"{board.destination()}\0{key}".encode()).hexdigest()[:24] + suffix + ".json")
    if key:
        try:
            with open(path) as handle:
                return str(json.load(handle)[name])
        except (OSError, ValueError, KeyError, TypeError):
            pass
    answer = conn.run(argv, timeout=30).stdout.decode(errors="replace").strip()
    if key and answer:
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"  # threads too
            with open(tmp, "w") as handle:
                json.dump({name: answer, "destination": board.destination()}, handle)
            os.replace(tmp, path)
        except OSError:
            pass  # a read-only home only costs a round trip
    return answer
