"""SIGTERM as an exception, so a terminated run cleans up like an interrupted one.

Python turns SIGINT into KeyboardInterrupt, but SIGTERM (what `timeout`,
systemd and CI runners send) kills the interpreter at once: no `finally`
runs, so the program on the board and the per-run folder were left behind.
While `sigterm_raises()` is active, SIGTERM raises `Terminated` (a
KeyboardInterrupt, so every interrupt path handles it) in the main thread.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager


class Terminated(KeyboardInterrupt):
    """SIGTERM arrived; the CLI exits 143 (128 + 15) after cleaning up."""


def _raise(signum: int, frame: object) -> None:
    raise Terminated()


@contextmanager
def sigterm_raises() -> Iterator[None]:
    """Within the block, SIGTERM raises Terminated (main thread only; elsewhere a no-op)."""
    if threading.current_thread() is not threading.main_thread() or getattr(
            signal.getsignal(signal.SIGTERM), "tgtbuild_interrupts", False):
        yield  # elsewhere a no-op; under tgtbuild.interrupts (which raises Terminated too), its rules hold
        return
    previous = signal.signal(signal.SIGTERM, _raise)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)
