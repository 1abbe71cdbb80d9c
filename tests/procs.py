"""Processes on this machine, seen through /proc: what the signal and frozen-board tests look for.

The board in those tests is this machine, so "did the program end" is a
/proc question; a zombie counts as gone (its parent may not have reaped it
yet, but it runs nothing).
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path


def live_pids(match: Callable[[bytes], bool]) -> list[int]:
    """Live processes (not zombies, not this test's own) whose NUL-separated command line `match` accepts."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit() or int(entry) == os.getpid():
            continue
        try:
            if match(Path(f"/proc/{entry}/cmdline").read_bytes()):
                if Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z":
                    found.append(int(entry))
        except OSError:  # it ended while we looked
            pass
    return found


def sleep_running(marker: str) -> bool:
    """Whether a `sleep MARKER` process exists (a zombie too): the exec tests' remote program, `marker` a
    duration no other test sleeps for."""
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if Path(f"/proc/{entry}/cmdline").read_bytes() == f"sleep\0{marker}\0".encode():
                    return True
            except OSError:  # it ended while we looked
                pass
    return False


def wait_until(predicate: Callable[[], bool], seconds: float, step: float = 0.05) -> bool:
    """Whether `predicate` became true within `seconds` (asked once more at the end)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return predicate()
