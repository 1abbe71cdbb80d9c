"""The tuning progress line: trials done of total, best so far, boards busy or lost.

On a terminal one line is redrawn in place (stderr); elsewhere (a CI log, a
pipe) a plain line is printed every `every` trials so logs stay short.
Warnings (a board that dropped out) always get a line of their own.
"""

from __future__ import annotations

import sys
import threading
from typing import TextIO


def format_seconds(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds / 1e-9:.3g} ns"


def format_point(point: dict) -> str:
    return " ".join(f"{k}={v}" for k, v in point.items())


class Progress:
    def __init__(self, stream: TextIO | None = None, *, quiet: bool = False, every: int = 10) -> None:
        self.stream = stream or sys.stderr
        self.quiet = quiet
        self.every = every
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self._lock = threading.Lock()
        self._drawn = False

    def update(self, done: int, total: int, best: tuple[float, dict] | None, busy: int, boards: int,
               lost: int, failed: int) -> None:
        if self.quiet or (not self.tty and done % self.every and done != total):
            return
        best_text = f"best {format_seconds(best[0])} ({format_point(best[1])})" if best else "best -"
        line = (f"tune: {done}/{total} trials, {failed} failed, {best_text}, "
                f"boards {busy} busy of {boards - lost}" + (f", {lost} lost" if lost else ""))
        with self._lock:
            if self.tty:
                self.stream.write("\r\033[K" + line)
                self._drawn = True
            else:
                self.stream.write(line + "\n")
            self.stream.flush()

    def say(self, text: str) -> None:
        with self._lock:
            if self._drawn:
                self.stream.write("\r\033[K")
                self._drawn = False
            self.stream.write(f"tgtbuild: {text}\n")
            self.stream.flush()

    def end(self) -> None:
        with self._lock:
            if self._drawn:
                self.stream.write("\n")
                self._drawn = False
