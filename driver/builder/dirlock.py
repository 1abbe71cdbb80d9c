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

Re-entrant within one process (flocks on two descriptors of one file would
block each other): the run stage takes it, then the builder takes it again.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from ..errors import TgtbuildError

WAIT_S = 600.0  # a build of a big model can take minutes; past this, say who holds it

_held: dict[str, tuple[int, int]] = {}  # realpath -> (fd, depth)
_guard = threading.Lock()


class BuildDirLocked(TgtbuildError):
    """Another tgtbuild held the build dir for too long."""


def lock_file(build_dir: str) -> str:
    """The lock file of a build dir (its real path): one per build dir, outside it."""
    from ..paths import cache_dir_str
    from .fastpath import digest

    return os.path.join(cache_dir_str(), "locks", digest(build_dir.encode(), 12) + ".lock")


@contextmanager
def build_dir_lock(build_dir: str | os.PathLike[str], wait_s: float = WAIT_S) -> Iterator[None]:
    """Hold the build dir's lock for the `with` block (waiting up to `wait_s` seconds)."""
    folder = os.path.realpath(build_dir)
    with _guard:
        if folder in _held:
            fd, depth = _held[folder]
            _held[folder] = (fd, depth + 1)
            owned = False
        else:
            owned = True
    if owned:
        lock_path = lock_file(folder)
        os.makedirs(os.path.dirname(lock_path), exist_ok=True)
        fd = os.open(lock_path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        deadline = time.monotonic() + wait_s
        delay = 0.01
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    os.close(fd)
                    raise BuildDirLocked(
                        f"{folder}: another tgtbuild has been building here for "
                        f"{wait_s:g} s; wait for it, or use another --build-dir") from None
                time.sleep(delay)
                delay = min(delay * 2, 0.2)
        with _guard:
            _held[folder] = (fd, 1)
    try:
        yield
    finally:
        with _guard:
            fd, depth = _held[folder]
            if depth > 1:
                _held[folder] = (fd, depth - 1)
            else:
                del _held[folder]
                os.close(fd)  # releases the flock
