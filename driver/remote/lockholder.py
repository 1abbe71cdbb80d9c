"""Who holds a deploy lock on a board, and whether that process is known to be dead.

A deploy writes its holder into the lock directory (`deploylock.DeployLock`). A
waiting deploy on the same machine can then tell a live holder from one
killed with -9 (which cannot remove its lock): same host name, same boot and
the same pid namespace (two containers may share the first two), and no
process with that pid and start time. A lock of this very process is
abandoned when none of its deploys holds it any more: one that lost its board
mid-upload cannot remove it, and a retry in the same process (an API user, the
exec helper) waited the whole stale minute for its own lock. From another
machine nothing can be known, so the stale rule (the lock untouched for a
minute) still decides.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import socket
import sys
import threading
import time
from collections import Counter

from ..frozen import frozen


def _boot_id() -> str:
    try:
        with open("/proc/sys/kernel/random/boot_id", encoding="ascii") as f:
            return f.read().strip()
    except OSError:
        return ""


def _pid_namespace() -> str:
    try:
        return os.readlink("/proc/self/ns/pid")
    except OSError:
        return ""


def _start_ticks(pid: int) -> str:
    """The process's start time in clock ticks since boot (/proc/PID/stat field 22), "" when unknown."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            return f.read().rpartition(")")[2].split()[19]
    except (OSError, IndexError):
        return ""


@frozen
class Holder:
    host: str
    pid: int
    started: str  # the process's start ticks: a pid reused by another process is not the holder
    taken: float  # when the lock was taken (this machine's clock)
    boot: str = ""
    pidns: str = ""

    def name(self, prefix: str) -> str:
        """A file name that holds this record (base64url of compact JSON; under 255 bytes)."""
        fields = [self.host[:64], self.pid, self.started, int(self.taken), self.boot, self.pidns]
        text = json.dumps(fields, separators=(",", ":")).encode()
        return prefix + base64.urlsafe_b64encode(text).decode().rstrip("=")

    @classmethod
    def from_name(cls, name: str, prefix: str) -> Holder:
        """The record in a name made by `name`; ValueError when it is not one."""
        code = name.removeprefix(prefix)
        try:
            fields = json.loads(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))
            host, pid, started, taken, boot, pidns = fields
        except (binascii.Error, TypeError, ValueError) as exc:
            raise ValueError(str(exc)) from None
        if not (isinstance(host, str) and isinstance(pid, int) and isinstance(started, str)
                and isinstance(taken, (int, float)) and isinstance(boot, str) and isinstance(pidns, str)):
            raise ValueError("not a holder")
        return cls(host, pid, started, float(taken), boot, pidns)

    def words(self) -> str:
        when = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(self.taken)) if isinstance(
            self.taken, (int, float)) else "?"
        return f"tgtbuild pid {self.pid} on {self.host[:80]!s} (since {when})"

    def dead_here(self) -> bool:
        """True only when the holder ran on this machine, in this pid namespace, and is gone or abandoned it."""
        here = (socket.gethostname(), _boot_id(), _pid_namespace())
        if not self.boot or not self.started or (self.host, self.boot, self.pidns) != here:
            return False
        if _start_ticks(self.pid) != self.started:
            return True
        if self.pid != os.getpid():
            return False
        with _live_lock:  # this process: waited for while one of its deploys holds it, else abandoned
            return _live[self] == 0


_live: Counter[Holder] = Counter()  # the locks this process's deploys hold now, by holder (`hold`, `release`)
_live_lock = threading.Lock()


def hold(holder: Holder) -> None:
    """A deploy of this process holds `holder`'s lock from now until `release`."""
    with _live_lock:
        _live[holder] += 1


def release(holder: Holder) -> None:
    """That deploy is done with the lock: removed, or, if its board went away, abandoned (`dead_here`)."""
    with _live_lock:
        _live[holder] -= 1
        if _live[holder] <= 0:
            del _live[holder]


def me() -> Holder:
    """The holder record of this process, as a lock's holder folder gives it back (whole seconds, 64-byte host)."""
    return Holder(host=socket.gethostname()[:64], pid=os.getpid(), started=_start_ticks(os.getpid()),
                  taken=float(int(time.time())), boot=_boot_id(), pidns=_pid_namespace())


def say(text: str) -> None:
    """A line on stderr: a wait that would otherwise be silent."""
    try:
        sys.stderr.write(f"tgtbuild: {text}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass  # stderr closed (a daemon): the wait goes on, unsaid
