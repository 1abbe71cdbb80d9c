"""The one `--timeout` parser of every command (run, exec, tune, ctest): argparse's side of `timeouts`.

Standard library only: `tgtbuild exec` imports it on its fast path.
"""

from __future__ import annotations

import argparse

from ..timeouts import timeout_refusal


def timeout_seconds(text: str) -> float:
    """argparse `type=` for --timeout: a number `timeouts.timeout_refusal` accepts."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds, e.g. 30 or 2.5") from None
    refusal = timeout_refusal(value, "leave it out")
    if refusal:
        raise argparse.ArgumentTypeError(f"{text!r}: {refusal}")
    return value
