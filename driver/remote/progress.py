"""A one-line transfer progress bar on stderr, for people watching a terminal.

Only used for large transfers and only when stderr is a tty: logs and CI
output stay clean. Redraws at most ten times a second.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TextIO

ProgressCallback = Callable[[int, int], None]
"""Called as progress(bytes_sent, bytes_total) while files are sent."""

LARGE_TRANSFER = 8 * 1024 * 1024


class TerminalProgress:
    """`progress(sent, total)` drawing `deploy  42% [#####     ] 21.0/50.0 MB 95 MB/s`."""

    def __init__(self, label: str = "deploy", stream: TextIO | None = None, width: int = 30) -> None:
        self.label = label
        self.stream = stream or sys.stderr
        self.width = width
        self._start = time.monotonic()
        self._last = 0.0

    def __call__(self, sent: int, total: int) -> None:
        now = time.monotonic()
        done = sent >= total
        if not done and now - self._last < 0.1:
            return
        self._last = now
        frac = sent / total if total else 1.0
        filled = int(frac * self.width)
        rate = sent / max(now - self._start, 1e-6) / 1e6
        self.stream.write(
            f"\r{self.label} {frac:4.0%} [{'#' * filled}{' ' * (self.width - filled)}] "
            f"{sent / 1e6:.1f}/{total / 1e6:.1f} MB {rate:.0f} MB/s"
        )
        if done:
            self.stream.write("\n")
        self.stream.flush()


def auto_progress(total: int, stream: TextIO | None = None) -> ProgressCallback | None:
    """A TerminalProgress when the transfer is large and stderr is a tty, else None."""
    stream = stream or sys.stderr
    if total >= LARGE_TRANSFER and hasattr(stream, "isatty") and stream.isatty():
        return TerminalProgress(stream=stream)
    return None
