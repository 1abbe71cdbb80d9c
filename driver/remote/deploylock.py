"""The lock directory (`.tgtbuild-lock`) two deploys into one board folder take turns on.

Part of `remote.deploy` (one job a room). The atomic SFTP mkdir makes the
lock, its holder is written inside (`lockholder`); the holder touches it
while uploading, and a lock untouched for `stale_lock_after` seconds (by the
board's own clock) belongs to a run that died with its connection and is
broken. Different folders deploy in parallel.
"""

from __future__ import annotations

import os
import posixpath
import secrets
import time
from typing import Any

from ..interrupts import point
from .boardpaths import TMP_MARK, mkdir_error
from .errors import DeployError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .transport import BoardConnection


LOCK = ".tgtbuild-lock"


VANISHED_TRIES = 5  # a lock's mkdir that fails with no lock there this often in a row: the folder is unusable


HOLDER = "holder-"  # a folder in the lock directory named for who holds it (lockholder.Holder.name)


class DeployLock:
    """A lock directory on the board (mkdir is atomic over SFTP too), with its holder written inside.

    The holder (host, pid, the process's start, when it took the lock) is
    what a waiting deploy tells the user, and how it knows a holder from
    this machine is dead: after a kill -9 mid-deploy the next deploy waited
    59.8 s for the stale rule without a word (issue 33). A dead holder's
    lock is broken at once; a live one's is waited for, saying whose it is.
    The holder is the name of a folder inside the lock (one mkdir and one
    rmdir: a file would be open, write and close). Cost, with the manifest's
    lstat (`boardread`): three SFTP round trips per deploy; an unchanged
    one-file deploy on the loaded loopback sshd took min 2.6-2.9 ms before,
    4.6-4.9 ms after (60 each, two rounds).
    """

    def __init__(self, conn: BoardConnection, dest: str, timeout: float, stale_after: float) -> None:
        self.conn = conn
        self.sftp = conn.sftp()
        self.path = posixpath.join(dest, LOCK)
        self.timeout = timeout
        self.stale_after = stale_after
        self._touched = time.monotonic()
        self._holder_dir = ""  # ours, once the lock is taken
        self._held: Any = None  # our lockholder.Holder while we hold the lock

    def __enter__(self) -> DeployLock:
        from . import lockholder  # lazily: it imports socket, which `import tgtbuild.remote` does without

        deadline = time.monotonic() + self.timeout
        delay = 0.05
        stuck = ""
        said = False
        vanished = 0  # failed mkdirs in a row that found no lock after all
        while True:
            try:
                self.sftp.mkdir(self.path)
                self._touched = time.monotonic()
                self._held = lockholder.me()
                lockholder.hold(self._held)
                self._write_holder(self._held)
                return self
            except OSError as exc:
                if not self._still_held():
                    # Its holder removed it between our mkdir and the look (ctest -j3 of one suite's
                    # `tgtbuild exec`s, each deploying: "cannot create .tgtbuild-lock" 1 time in 3 under
                    # load); a folder we cannot write fails every time.
                    vanished += 1
                    if vanished < VANISHED_TRIES:
                        continue
                    self._cannot_create(exc)
                vanished = 0
            holder = self._holder()
            if holder is not None and holder.dead_here():
                if self._break(holder):
                    why = "lost the board mid-deploy" if holder.pid == os.getpid() else "is no longer running"
                    lockholder.say(f"broke {self.path} on the board: its holder, {holder.words()}, {why}")
                    continue
            if self._stale():
                try:
                    self._remove()
                    continue
                except OSError as exc:  # not ours to remove (another user's, or not empty): wait, bounded
                    stuck = f"; it is stale but cannot be removed ({exc})"
            if not said:
                said = True
                whose = holder.words() if holder is not None else "a deploy that did not say who it is"
                lockholder.say(f"waiting for {self.path} on the board, held by {whose} (up to {self.timeout:g} s; "
                               f"a lock untouched for {self.stale_after:g} s is broken)")
            if time.monotonic() > deadline:
                whose = f" ({holder.words()})" if holder is not None else ""
                raise DeployError(
                    f"another deploy{whose} holds {self.path} on the board (waited {self.timeout:g} s){stuck}; "
                    "if no tgtbuild is running against this board, remove that directory"
                )
            time.sleep(delay)
            delay = min(delay * 2, 0.5)

            point()  # a Ctrl-C while waiting for another deploy's lock ends the wait

    def _write_holder(self, holder: Any) -> None:
        """One mkdir names the holder (an SFTP file is open, write and close: three round trips)."""
        self._holder_dir = posixpath.join(self.path, holder.name(HOLDER))
        try:
            self.sftp.mkdir(self._holder_dir)
        except OSError:
            self._holder_dir = ""  # a full disk: the lock still holds; a waiter falls back to the stale rule

    def _holder(self) -> Any:
        from .lockholder import Holder  # lazily: as __enter__'s

        try:
            names = [n for n in self.sftp.listdir(self.path) if n.startswith(HOLDER)]
        except OSError:
            return None
        if len(names) != 1:
            return None
        try:
            return Holder.from_name(names[0], HOLDER)
        except ValueError:
            return None

    def _break(self, dead: Any) -> bool:
        """Remove the lock of `dead`, unless another deploy took it meanwhile (its holder changed)."""
        if self._holder() != dead:
            return False
        try:
            self._remove(dead)
        except OSError:
            return False
        return True

    def _remove(self, holder: Any = None) -> None:
        """rmdir the lock: its holder folder first (ours, `holder`'s, or whichever is there)."""
        name = holder.name(HOLDER) if holder is not None else posixpath.basename(self._holder_dir)
        if not name:
            found = self._holder()
            name = found.name(HOLDER) if found is not None else ""
        if name:
            try:
                self.sftp.rmdir(posixpath.join(self.path, name))
            except OSError:
                pass
        self.sftp.rmdir(self.path)

    def _still_held(self) -> bool:
        """After a failed mkdir: is the lock there (held by someone), or not (gone meanwhile, or never made)?"""
        try:
            self.sftp.lstat(self.path)
        except FileNotFoundError:
            return False
        except OSError:
            pass
        return True

    def _cannot_create(self, exc: OSError) -> None:
        folder = posixpath.dirname(self.path)
        raise DeployError(f"cannot create {LOCK} in {folder} on the board: "
                          f"{mkdir_error(self.conn, self.path, exc)}; the board's user must be able to "
                          "write there") from None

    def _stale(self) -> bool:
        try:
            lock_time = self.sftp.stat(self.path).st_mtime
        except OSError:
            return False
        probe = f"{self.path}{TMP_MARK}clock-{secrets.token_hex(4)}"
        try:
            with self.sftp.open(probe, "wb"):
                pass
            now = self.sftp.stat(probe).st_mtime
            self.sftp.remove(probe)
        except OSError:
            return False
        return now - lock_time > self.stale_after

    def refresh(self) -> None:
        """Touch the lock now and then (mid-file), so a long upload never looks stale.

        Not through SFTP: a synchronous SFTP request while pipelined writes are
        outstanding consumes their acknowledgements, and paramiko then waits for
        them forever. A `touch` over its own channel is independent.
        """
        now = time.monotonic()
        if now - self._touched > max(self.stale_after / 6, 0.2):
            self._touched = now
            self.conn.run(["touch", "-c", self.path], timeout=30)

    def __exit__(self, *exc: object) -> None:
        from . import lockholder  # lazily: as __enter__'s

        try:
            self._remove()
        except OSError:
            pass  # the connection died: the lock is abandoned; a deploy of this process breaks it at once,
            # one of another process when it sees this one gone, else the stale rule
        finally:
            lockholder.release(self._held)
