"""Errors of `tgtbuild tune`: a space, a log or a pool that cannot be used."""

from __future__ import annotations

from ..errors import TgtbuildError


class TuneError(TgtbuildError):
    """Bad tuning input: a knob, a strategy option, a log or a pool."""


class PoolLost(TuneError):
    """Every board of the pool dropped out; the log holds what was measured."""

    exit_code = 3


class Interrupted(TuneError):
    """Ctrl-C or SIGTERM while tuning: the message says how to resume; exit 130 (143 for SIGTERM)."""

    def __init__(self, message: str, exit_code: int = 130) -> None:
        super().__init__(message)
        self.exit_code = exit_code


class InternalError(TuneError):
    """A bug in tgtbuild stopped the run (not a candidate's failure); the log holds what was measured.

    The tuner used to catch every exception of its build and board threads as
    "this candidate failed", so a bug in tgtbuild looked like a slow search
    where every candidate fails. The traceback goes to a file the message names.
    """

    exit_code = 70  # EX_SOFTWARE
