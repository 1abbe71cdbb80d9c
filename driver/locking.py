"""Waiting for an flock until a deadline: the one loop behind the build folder's lock and the exec helper's
start lock (they each wrote it; `duplicates` found the pair).

Polling with LOCK_NB, backing off from 10 ms to 200 ms, rather than a blocking flock: a blocking wait
cannot end at a deadline (no timeout in flock(2)) and would hold a thread past Ctrl-C. Stdlib only,
on `tgtbuild exec`'s start-up path.
"""

from __future__ import annotations

import fcntl
import os
import time


def open_locked(path: str, mode: int, deadline: float) -> int | None:
    """An open descriptor of `path` (created with `mode`, close-on-exec) holding its exclusive flock, or
    None when `deadline` (`time.monotonic()`) passed first. A child that must keep the lock gets it through
    `pass_fds`, which clears close-on-exec for that descriptor alone."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, mode)
    delay = 0.01
    while True:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return fd
        except BlockingIOError:
            if time.monotonic() > deadline:
                os.close(fd)
                return None
            time.sleep(delay)
            delay = min(delay * 2, 0.2)
