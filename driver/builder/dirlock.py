"""One build at a time per build dir: an flock on a lock file named after the build dir.

Two `tgtbuild build`/`run` into one build dir at once made ninja rewrite the
response files and outputs under each other ("unable to read response file",
once in 4 rounds of two concurrent builds; a run once executed the other's
program). The lock is held from configure through ninja, and `tgtbuild run`
keeps holding it while it hashes and uploads what it built, so the bytes it
runs are the bytes it built. flock is released by the kernel when a process
dies, so a killed build never leaves a stale lock.

The lock file lives in the user cache (`<cache>/locks/<hash of the build
dir's real path>.lock`), not in the build dir: a build that fails on bad
input must leave no build dir behind, and a lock file cannot be removed
safely while another process may be waiting on it.

Re-entrant within one thread (flocks on two descriptors of one file would
block each other): the run stage takes it, then the builder takes it again.
Other threads of the process wait, as other processes do: re-entrant per
process, eight `api.run` threads with `-DV=1`/`-DV=2` into one build dir got
each other's programs ("wanted V=1 got V=2", ninja "unable to read rsp file";
issue 33). A per-folder RLock orders the threads; the flock, taken by the
outermost holder, orders the processes.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from ..errors import TgtbuildError
from ..locking import open_locked
from ..paths import cache_dir_str, writable_dir
from .fastpath import digest

WAIT_S = 600.0  # a build of a big model can take minutes; past this, say who holds it

_threads: dict[str, threading.RLock] = {}  # realpath -> the lock that orders this process's threads
_held: dict[str, tuple[int, int]] = {}  # realpath -> (fd, depth); read and written by its RLock's holder only
_guard = threading.Lock()


class BuildDirLocked(TgtbuildError):
    """Another tgtbuild held the build dir for too long."""


def lock_file(build_dir: str) -> str:
    """The lock file of a build dir (its real path): one per build dir, outside it (its folder is made).

    In `<cache>/locks`, else (a read-only cache) in the private runtime folder (`paths.writable_dir`)."""
    folder = writable_dir(os.path.join(cache_dir_str(), "locks"), "locks", "build-dir locks")
    return os.path.join(folder, digest(build_dir.encode(), 12) + ".lock")


def _busy(folder: str, wait_s: float, who: str) -> BuildDirLocked:
    return BuildDirLocked(f"{folder}: {who} has been building here for {wait_s:g} s; wait for it, "
                          "or use another --build-dir")


@contextmanager
def build_dir_lock(build_dir: str | os.PathLike[str], wait_s: float = WAIT_S) -> Iterator[None]:
    """Hold the build dir's lock for the `with` block (waiting up to `wait_s` seconds)."""
    folder = os.path.realpath(build_dir)
    deadline = time.monotonic() + wait_s
    with _guard:
        turn = _threads.setdefault(folder, threading.RLock())
    if not turn.acquire(timeout=wait_s):
        raise _busy(folder, wait_s, "another thread of this process")
    try:
        if folder in _held:
            fd, depth = _held[folder]
            _held[folder] = (fd, depth + 1)
        else:
            _held[folder] = (_flock(folder, deadline, wait_s), 1)
        try:
            yield
        finally:
            fd, depth = _held[folder]
            if depth > 1:
                _held[folder] = (fd, depth - 1)
            else:
                del _held[folder]
                os.close(fd)  # releases the flock
    finally:
        turn.release()


def _flock(folder: str, deadline: float, wait_s: float) -> int:
    """An open descriptor of `folder`'s lock file holding its flock (other processes wait on it)."""
    fd = open_locked(lock_file(folder), 0o644, deadline)
    if fd is None:
        raise _busy(folder, wait_s, "another tgtbuild")
    return fd
