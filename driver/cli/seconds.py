"""The one `--timeout` parser of every command (run, exec, tune, ctest).

`run --timeout nan` ran without a limit and `0`/`-1` killed at once, while exec
refused them: a deadline is a finite number of seconds above 0, or absent.
Standard library only: `tgtbuild exec` imports it on its fast path.
"""

from __future__ import annotations

import argparse


def timeout_seconds(text: str) -> float:
    """argparse `type=` for --timeout: a finite number > 0 (nan ran forever, 0 and negatives killed at once)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds, e.g. 30 or 2.5") from None
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"{text!r}: give a number of seconds > 0, e.g. 30 (no limit: leave it out)")
    return value
