"""What `tgtbuild run --repeat N` repeats for a program with main, and its wall-time statistics.

Program mode ran the program N times and printed one "best of N" line, only
on a terminal, without saying what a repeat was (issue 25). A repeat here is
the whole program: a fresh process on the board, started over the board's
connection, its output shown once (the first run's). The times are seen from
this machine, so they include starting the process (and qemu, when
emulated); an entry's harness times calls on the board instead.
"""

from __future__ import annotations

import statistics


def wall_stats(times: list[float]) -> dict[str, float | int]:
    """n, median, mean, min, max, std and CV (std / mean) of wall times in seconds."""
    mean = statistics.fmean(times)
    std = statistics.stdev(times) if len(times) > 1 else 0.0
    return {"n": len(times), "median": statistics.median(times), "mean": mean, "min": min(times),
            "max": max(times), "std": std, "cv": std / mean if mean else 0.0}


def summary_lines(program: str, exit_text: str, times: list[float], *, emulated: bool, asked: int) -> list[str]:
    """The lines for stderr: what ran, how often and what a repeat is, then the statistics."""
    where = "; emulated" if emulated else ""
    if len(times) == 1 and asked == 1:
        return [f"tgtbuild: {program} {exit_text}; wall time {times[0] * 1e3:.1f} ms "
                f"(seen from this machine, connection included{where})"]
    s = wall_stats(times)
    stopped = f", stopped after run {len(times)} of {asked} ({exit_text})" if len(times) < asked else ""
    return [
        f"tgtbuild: {program} ran {len(times)} times{stopped}: each repeat is the whole program, a fresh "
        f"process on the board (output shown for the first); wall time seen from this machine, process "
        f"start and connection included{where}",
        f"tgtbuild: wall time median {s['median'] * 1e3:.1f} ms, mean {s['mean'] * 1e3:.1f} ms, "
        f"min {s['min'] * 1e3:.1f} ms, max {s['max'] * 1e3:.1f} ms, std {s['std'] * 1e3:.1f} ms, "
        f"CV {s['cv'] * 100:.1f}%",
    ]
