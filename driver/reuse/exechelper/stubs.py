"""The exec helper's board stub (reuse/boardstub.py): found or built once, deployed once per connection, used.

A helper serves one board. On its first run it asks the board's machine
(`uname -m`, remembered per board and host key: remote.exec.board_fact) and
looks for the stub in the user's cache; when it is not there, zig builds it
in a thread (a cold static musl takes a minute) while the runs go on with the
sh script. Once built, the next run deploys it (remote.deploy: by content,
atomically, checked by the board's `sha256sum`; again after a run found its
files missing, and on a new connection) and runs through it.

A stub that does not start (status 126 or 127 and no start line: gone from
the board, a noexec work dir, a machine it was wrongly built for) is
forgotten for this connection and the same call runs the sh script at once;
after a second such failure in a row the helper stops using it.
"""

from __future__ import annotations

import posixpath
import threading

from ...remote.deploy import deploy
from ...remote.errors import RemoteError
from ...remote.exec import board_machine
from ..boardstub import stub_argv, stub_off, stub_path, stub_target

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ...remote.board import Board
    from ...remote.transport import BoardConnection

SUBDIR = "stub"  # <workdir>/stub/: outside exec/, which the helper's pruning owns
FAILURES = 2  # a stub that failed to start this often is not used again by this helper


class BoardStubs:
    """One helper's stub: the local binary (when found or built), where it lies on the current connection."""

    def __init__(self, board: Board, deploy_lock: threading.Lock) -> None:
        self.board = board
        self.lock = threading.Lock()
        # The helper's own: its deploys take turns on the one SFTP session (paramiko's SFTP client lost a
        # reply with three threads deploying at once: a stat timed out, "cannot use /tmp/... on the board").
        self.deploy_lock = deploy_lock
        self.deploying = False  # one thread deploys the stub; the others' runs take the script meanwhile
        self.off = stub_off() or board.is_local  # a local board's run is this machine's: the script serves
        self.target: str | None = None
        self.local: str | None = None
        self.building = False
        self.failures = 0
        self.remote: str | None = None  # the deployed stub's board path, on `self.conn`
        self.conn: object | None = None

    def prepare(self, conn: BoardConnection, force: bool = False) -> None:
        """Before a run: find or start building the stub, and deploy it on `conn` when not yet there
        (again with `force`: the run found its files missing). Never raises: the script serves."""
        if self.off:
            return
        # lazily: remote.ssh imports paramiko on the first connect, not at import (the helper's start-up)
        from paramiko import SSHException

        with self.lock:
            if self.off:
                return
            if self.target is None:
                try:
                    self.target = stub_target(board_machine(conn, self.board)) or ""
                except (OSError, RemoteError, EOFError, SSHException):
                    self.target = ""
                if not self.target:
                    self.off = True
                    return
                self.local = stub_path(self.target, build=False)
                if self.local is None:
                    self.building = True
                    threading.Thread(target=self._build, daemon=True).start()
            if self.local is None or self.deploying or (self.remote is not None and self.conn is conn and not force):
                return
            local = self.local
            self.deploying = True
        remote = None  # on failure the script serves this run; the next one tries again
        try:
            name = posixpath.basename(local)
            with self.deploy_lock:
                report = deploy(conn, self.board, {name: local}, SUBDIR, prune=False)
            remote = posixpath.join(report.remote_dir, name)
        except (OSError, RemoteError, EOFError, SSHException):
            pass
        finally:
            with self.lock:
                self.remote, self.conn, self.deploying = remote, conn, False

    def _build(self) -> None:
        target = self.target or ""
        local = stub_path(target, build=True)
        with self.lock:
            self.local, self.building = local, False
            if local is None:
                self.off = True  # no zig, or the build failed: the script serves, as before

    def argv(self, conn: BoardConnection, script: list[str]) -> list[str] | None:
        """The stub's argv for the script's call `script` on `conn`, or None (run the script)."""
        with self.lock:
            if self.off or self.remote is None or self.conn is not conn:
                return None
            remote = self.remote
        stubbed = stub_argv(remote, script)
        # `exec`: the login shell (this argv is its text, remote.shelltext) becomes the stub, one fork less
        # per call; the stub reports a signal death as 128+N itself, and names its own group and anchor.
        return None if stubbed is None else ["exec", *stubbed]

    def failed(self) -> None:
        """The stub did not start: deploy it again before the next use; give up after FAILURES in a row."""
        with self.lock:
            self.remote = None
            self.failures += 1
            if self.failures >= FAILURES:
                self.off = True

    def started(self) -> None:
        """The stub started a run: a board wiped now and then is no reason to give it up."""
        self.failures = 0
