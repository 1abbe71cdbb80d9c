"""What the timing options ask for, checked before any build: a run that cannot end in time is refused.

Issue 33: `--repeat 1000000000`, `--min-repeat-ms 1e12`, `--warmup 1000000000`
and `--cooldown-ms 1e12` were accepted and ran into the 600 s timeout. The
options alone give a floor on the run's length, whatever the kernel's speed:
a repeat whose `number` grows lasts at least --min-repeat-ms (capped by
--max-repeat-ms), and --cooldown-ms is slept between repeats. Past the run's
timeout (a week when there is none) the run is refused with that sum. Counts
that no floor bounds are capped: each repeat is one time of the result, so at
most verdict.MAX_SAMPLES (what a comparison judges); warm-up calls past
MAX_WARMUP only heat what is hot already.
"""

from __future__ import annotations

from ..errors import TgtbuildError
from ..stats.verdict import MAX_SAMPLES
from .request import Timing

MAX_WARMUP = 1_000_000
NO_LIMIT_S = 7 * 86400.0  # the floor's limit when the run has no timeout


def check_budget(timing: Timing, timeout: float | None, entry: bool, tvm: bool = False) -> None:
    """Refuse timing options that cannot end within `timeout` seconds (None: no limit), or that no floor bounds.

    `entry`: an entry is timed (number grows when it is 0), not a program run `repeat` times; `tvm`: a TVM
    kernel (number always grows)."""
    if timing.repeat > MAX_SAMPLES:
        raise TgtbuildError(f"--repeat {timing.repeat}: at most {MAX_SAMPLES} (each repeat is one time of the "
                            "result, and a comparison judges at most that many)")
    if timing.warmup > MAX_WARMUP:
        raise TgtbuildError(f"--warmup {timing.warmup}: at most {MAX_WARMUP} untimed calls (the first few warm "
                            "the caches; --number 0 grows the calls per repeat to --min-repeat-ms anyway)")
    if not entry:
        return  # a program's repeats are whole runs, each under the timeout itself, with no cool-down
    grows = timing.number == 0 or tvm
    repeat_ms = timing.min_repeat_ms if grows else 0.0
    if repeat_ms and timing.max_repeat_ms > 0:
        repeat_ms = min(repeat_ms, timing.max_repeat_ms)
    floor_s = (timing.repeat * repeat_ms + (timing.repeat - 1) * timing.cooldown_ms) / 1000.0
    limit = timeout if timeout is not None else NO_LIMIT_S
    if floor_s > limit:
        parts = [f"--repeat {timing.repeat}"]
        if repeat_ms:
            parts.append(f"--min-repeat-ms {timing.min_repeat_ms:g} each")
        if timing.cooldown_ms and timing.repeat > 1:
            parts.append(f"--cooldown-ms {timing.cooldown_ms:g} between them")
        what = f"the run's timeout {limit:g} s" if timeout is not None else f"{limit / 86400:g} days"
        raise TgtbuildError(f"{', '.join(parts)}: the timing alone lasts at least {floor_s:.3g} s, more than "
                            f"{what}; lower them (or raise --timeout)")
