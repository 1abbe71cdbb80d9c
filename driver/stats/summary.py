"""Read the harness's JSON line and summarise it for people and machines."""

from __future__ import annotations

import json

from ..errors import TgtbuildError

# A CUDA kernel whose per-launch median is within this factor of an empty
# one-thread kernel's (`launch_floor`) is launch-bound: back-to-back launches
# arrive no faster than that, so the figure is mostly the launch rate. On an
# H100 (examples/cuda/README.md) a launch-bound saxpy (4K-256K floats, 2.3-2.9
# us of kernel by Nsight Compute) read 0.98-1.05x its floor of 3.2-4.0 us; at
# 1M floats the kernel (4.8 us) outlasts a launch and read 1.15-1.39x, and
# 1.25 wrongly flagged it once.
LAUNCH_BOUND_RATIO = 1.1


class Timings(dict):
    """The harness's statistics: `median`, `mean`, `min`, `max`, `std`, `cv`, `times`, `number`, `repeat`,
    `outliers`... read as attributes (`result.timing.median`), the API's one style.

    Still the harness's JSON object underneath: `--json` prints it as it is,
    and the run stage's callers that index it by key (the tuner, MetaSchedule's
    runner) keep working while they move to attributes.
    """

    __slots__ = ()

    def __getattr__(self, name: str) -> object:
        try:
            return self[name]
        except KeyError:
            raise AttributeError(f"the harness's timing has no {name!r} (it has {', '.join(sorted(self))})") from None


def parse_harness_output(stdout: str) -> Timings:
    """The last JSON object line the harness printed, with outliers flagged.

    A repeat is an outlier when it lies beyond 1.5 interquartile ranges from
    the quartiles (Tukey's fences); `outliers` lists their indices so a noisy
    board shows itself instead of hiding in the mean.
    """
    for line in reversed(stdout.splitlines()):
        line = line.strip()
        if line.startswith("{"):
            try:
                result = json.loads(line)
            except json.JSONDecodeError:
                continue
            times = result.get("times") or []
            result["outliers"] = outliers(times)
            if "launch_floor" in result:
                floor = result["launch_floor"]
                result["launch_bound"] = bool(floor) and result["median"] <= LAUNCH_BOUND_RATIO * floor
            return Timings(result)
    tail = "\n".join(stdout.splitlines()[-5:])
    raise TgtbuildError(f"the harness printed no timing line; its last output was:\n{tail or '(nothing)'}")


def outliers(times: list[float]) -> list[int]:
    if len(times) < 4:
        return []
    import statistics  # here: it imports fractions, decimal and random, ~5 ms of a warm run's start

    q1, _, q3 = statistics.quantiles(times, n=4)
    fence = 1.5 * (q3 - q1)
    return [i for i, t in enumerate(times) if t < q1 - fence or t > q3 + fence]


def _fmt(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if seconds >= scale:
            return f"{seconds / scale:.3f} {unit}"
    return f"{seconds / 1e-9:.1f} ns"


def format_table(result: dict, *, emulated: bool) -> str:
    """The human table printed by `tgtbuild run`."""
    rows = [
        ("entry", result["entry"]),
        ("calls/repeat", str(result["number"])),
        ("repeats", str(result["repeat"])),
        ("mean", _fmt(result["mean"])),
        ("median", _fmt(result["median"])),
        ("min", _fmt(result["min"])),
        ("max", _fmt(result["max"])),
        ("std", _fmt(result["std"])),
        ("cv", f"{result['cv'] * 100:.2f} %"),
    ]
    if "load_s" in result:  # a TVM model: the process's phases before the steady state above
        rows += [("load", _fmt(result["load_s"]) + " (runtime and model)"), ("VM init", _fmt(result["init_s"])),
                 ("first call", _fmt(result["first_call_s"])), ("threads", str(result.get("threads", "?")))]
    if "wall" in result:  # a device harness: the rows above are device-event times
        device = result.get("device", {})
        rows.insert(0, ("device", " / ".join(str(v) for v in (device.get("platform"), device.get("name"),
                                                              device.get("type"), device.get("arch")) if v)))
        rows.append(("timer", "device events; wall time per call below"))
        rows += [("wall median", _fmt(result["wall"]["median"])), ("wall min", _fmt(result["wall"]["min"]))]
    if result.get("launch_floor"):
        rows.append(("launch floor", f"{_fmt(result['launch_floor'])} per launch of an empty one-thread kernel"))
    if result.get("outliers"):
        rows.append(("outliers", ", ".join(f"#{i}" for i in result["outliers"])))
    width = max(len(k) for k, _ in rows)
    lines = [f"{k.rjust(width)}  {v}" for k, v in rows]
    if emulated:
        lines.append("note: these times are from an emulator (qemu-user), not the real device")
    if result.get("launch_bound"):
        lines.append(f"note: launch-bound: the median is within {LAUNCH_BOUND_RATIO}x of an empty kernel's "
                     "launches, so it measures how fast launches arrive, not the kernel; give each launch more "
                     "work, or read the kernel's own duration with Nsight Compute (ncu)")
    return "\n".join(lines)
