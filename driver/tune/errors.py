"""Errors of `tgtbuild tune`: a space, a log or a pool that cannot be used."""

from __future__ import annotations

from ..errors import TgtbuildError


class TuneError(TgtbuildError):
    """Bad tuning input: a knob, a strategy option, a log or a pool."""


class PoolLost(TuneError):
    """Every board of the pool dropped out; the log holds what was measured."""

    exit_code = 3
