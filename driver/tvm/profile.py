"""`tgtbuild run MODEL --profile`: where a Relax VM model's time goes, per kernel, on the board.

TVM 0.27 has no profiler left (apache/tvm #19455 deleted `vm.profile` and `tvm.runtime.profiling`); the
VM still calls an instrument function before and after every `Call` instruction (`set_instrument`).
The model runner (templates/tvm_model_runner.c.j2) installs a C callback there on a second VM of the
same executable and prints, per function called (kernels, the VM's builtins, nested VM functions),
the calls and the seconds spent inside. Beside them it times, in interleaved rounds, the plain VM,
the hooked VM with the callback doing nothing, and the hooked VM timing every call; and it calls the
callback directly to calibrate its own cost. A hook written in Python cost ~2.5 us a call (DESIGN.md);
this one ~30 ns, and TVM's instrumented call path (the callback's arguments, dtypes made strings)
about as much again: measured, not assumed, as the no-op rounds' latency less the plain one.

This module turns the runner's raw figures into the record (`summarize`) and prints it (`table`,
`csv_text`). Every time is per forward: a function's time is its calls' own time (children taken
out) less the span the clock reads themselves take. Each round runs the plain VM, the no-op hook and
the timing hook in turn, on short batches; as what else runs on a board only adds time, each figure
is the mean of its fastest quarter of rounds, and the functions' times are those of the fastest
quarter of the hooked rounds (on this busy 2-core machine, means over every round put a kernel at
twice its time, and medians of paired differences were 20% off; the fastest quarter, within 1%):

    tvm_path    = noop - plain                            TVM's hooked call path, a no-op callback
    timing      = callbacks x (timing callback - no-op callback), calibrated directly
    hook        = tvm_path + timing                       the hook's own cost, per forward
    accounted   = instrumented - hook
    calls       = the sum of the table                    (the functions' own times)
    vm_own      = accounted - calls                       the VM's own work

and `ratio` = (calls + vm_own) / plain says whether the hook's cost is known: 1 when the timing
callback costs in the VM what it costs called directly (the issue's check: within 10% on x86_64).
Percentages are of the accounted time: the functions and the VM's own work make 100.
"""

from __future__ import annotations

import csv
import io
import statistics
from typing import Any

TOP = 10  # rows of the "top by time" view; --json and --profile-csv carry every function
CSV_COLUMNS = ("rank", "name", "kind", "calls_per_forward", "total_us", "mean_us", "percent", "cumulative_percent",
               "shapes")
VM_OWN = "(VM's own work)"


def fastest_quarter(seconds: list[float]) -> float:
    """The mean of the fastest quarter (one at least): what the board gives when nothing else runs."""
    ordered = sorted(seconds)
    kept = ordered[:max(1, len(ordered) // 4)]
    return sum(kept) / len(kept)


def summarize(raw: dict[str, Any]) -> dict[str, Any]:
    """The record's `profile` from the runner's: per-forward figures, sorted by time, with the accounting."""
    forwards = max(int(raw["forwards"]), 1)
    fast_forwards = max(int(raw["fast_forwards"]), 1)
    plains, noops, hookeds = raw["plain_times"], raw["noop_times"], raw["hooked_times"]
    span = float(raw["span_s"])
    callbacks = raw["callbacks"] / forwards
    timing = callbacks * (float(raw["callback_s"]) - float(raw["noop_callback_s"]))
    plain, noop, hooked = fastest_quarter(plains), fastest_quarter(noops), fastest_quarter(hookeds)
    tvm_path = noop - plain
    hook = tvm_path + timing
    accounted = hooked - hook
    rows = []
    for f in raw["functions"]:
        calls = int(f["calls"]) / forwards
        own = max(0.0, float(f["fast_self_s"]) / fast_forwards - calls * span)
        rows.append({"name": f["name"], "kind": f["kind"], "calls_per_forward": calls, "time_s": own,
                     "mean_s": own / calls if calls else 0.0, "shapes": f["shapes"],
                     "time_all_rounds_s": max(0.0, float(f["self_s"]) / forwards - calls * span)})
    rows.sort(key=lambda r: (-r["time_s"], r["name"]))
    calls_sum = sum(r["time_s"] for r in rows)
    vm_own = accounted - calls_sum
    for r in rows:
        r["percent"] = 100.0 * r["time_s"] / accounted if accounted > 0 else 0.0
    return {
        "calls_per_forward": sum(r["calls_per_forward"] for r in rows),
        "forwards": forwards, "fast_forwards": fast_forwards, "plain_s": plain, "noop_hook_s": noop,
        "instrumented_s": hooked, "plain_median_s": statistics.median(plains),
        "instrumented_median_s": statistics.median(hookeds),
        "callbacks_per_forward": callbacks, "hook_s_per_forward": hook,
        "hook_s_per_callback": hook / callbacks if callbacks else 0.0,
        "tvm_hook_path_s_per_forward": tvm_path, "timing_s_per_forward": timing,
        "callback_s": float(raw["callback_s"]), "noop_callback_s": float(raw["noop_callback_s"]), "span_s": span,
        "calls_sum_s": calls_sum, "kernels_s": sum(r["time_s"] for r in rows if r["kind"] == "kernel"),
        "vm_own_s": vm_own, "vm_own_percent": 100.0 * vm_own / accounted if accounted > 0 else 0.0,
        "accounted_s": accounted, "ratio": accounted / plain if plain > 0 else 0.0,
        "device_sync": bool(raw["device_sync"]), "lost_spans": int(raw.get("overflowed", 0)),
        "plain_times": list(plains), "noop_times": list(noops), "instrumented_times": list(hookeds),
        "round_calls_s": list(raw["round_spans"]), "functions": rows,
    }


def _fmt(seconds: float) -> str:
    magnitude = abs(seconds)
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("us", 1e-6)):
        if magnitude >= scale:
            return f"{seconds / scale:.3f} {unit}"
    return f"{seconds / 1e-9:.1f} ns"


def table(profile: dict[str, Any], *, emulated: bool, top: int = TOP) -> str:
    """The text `tgtbuild run --profile` prints: the accounting, then the top functions by time."""
    p = profile
    lines = [
        f"profile: {p['calls_per_forward']:g} calls a forward, {p['forwards']} forwards timed with the hook; "
        f"times from the fastest quarter of the rounds"
        + (" (a device sync before each clock read)" if p["device_sync"] else ""),
        f"  plain latency         {_fmt(p['plain_s'])}  (the VM without the hook; median {_fmt(p['plain_median_s'])})",
        f"  instrumented latency  {_fmt(p['instrumented_s'])}  (the hook timing every call; median "
        f"{_fmt(p['instrumented_median_s'])})",
        f"  hook's own cost       {_fmt(p['hook_s_per_forward'])} a forward = {_fmt(p['hook_s_per_callback'])} "
        f"x {p['callbacks_per_forward']:g} callbacks (TVM's hooked call path "
        f"{_fmt(p['tvm_hook_path_s_per_forward'])}; the timing callback {_fmt(p['callback_s'])} a call)",
        f"  calls' own time       {_fmt(p['calls_sum_s'])}  (the table's sum; kernels {_fmt(p['kernels_s'])})",
        f"  VM's own work         {_fmt(p['vm_own_s'])}  (instrumented - hook - calls)",
        f"  calls + VM's own      {_fmt(p['accounted_s'])} = {100 * p['ratio']:.1f}% of the plain latency",
    ]
    rows = p["functions"]
    shown = rows[:top]
    names = max([len(r["name"]) for r in shown] + [len(VM_OWN), 4])
    lines.append(f"top by time ({len(shown)} of {len(rows)} functions; --json or --profile-csv FILE: all):")
    lines.append(f"  {'#':>3}  {'name':<{names}}  {'kind':<11}  {'calls':>6}  {'total':>11}  {'mean':>11}  "
                 f"{'%':>6}  {'cum %':>6}  shapes")
    cumulative = 0.0
    for rank, r in enumerate(shown, 1):
        cumulative += r["percent"]
        lines.append(f"  {rank:>3}  {r['name']:<{names}}  {r['kind']:<11}  {r['calls_per_forward']:>6g}  "
                     f"{_fmt(r['time_s']):>11}  {_fmt(r['mean_s']):>11}  {r['percent']:>6.2f}  {cumulative:>6.2f}  "
                     f"{r['shapes']}")
    lines.append(f"  {'':>3}  {VM_OWN:<{names}}  {'':<11}  {'':>6}  {_fmt(p['vm_own_s']):>11}  {'':>11}  "
                 f"{p['vm_own_percent']:>6.2f}")
    by_kind: dict[str, float] = {}
    for r in rows:
        by_kind[r["kind"]] = by_kind.get(r["kind"], 0.0) + r["percent"]
    lines.append("by kind: " + ", ".join(f"{kind} {share:.1f}%" for kind, share in
                                         sorted(by_kind.items(), key=lambda kv: -kv[1]))
                 + f", VM's own work {p['vm_own_percent']:.1f}%")
    if emulated:
        lines.append("note: these times are from an emulator (qemu-user), not the real device")
    if p["lost_spans"]:
        lines.append(f"note: {p['lost_spans']} spans nested deeper than the runner follows were not timed")
    return "\n".join(lines)


def csv_text(profile: dict[str, Any]) -> str:
    """Every function as a CSV row (times in microseconds, per forward), the VM's own work last."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    cumulative = 0.0
    for rank, r in enumerate(profile["functions"], 1):
        cumulative += r["percent"]
        writer.writerow([rank, r["name"], r["kind"], f"{r['calls_per_forward']:g}", f"{r['time_s'] * 1e6:.4f}",
                         f"{r['mean_s'] * 1e6:.4f}", f"{r['percent']:.4f}", f"{cumulative:.4f}", r["shapes"]])
    writer.writerow(["", VM_OWN, "", "", f"{profile['vm_own_s'] * 1e6:.4f}", "", f"{profile['vm_own_percent']:.4f}",
                     f"{cumulative + profile['vm_own_percent']:.4f}", ""])
    return out.getvalue()
