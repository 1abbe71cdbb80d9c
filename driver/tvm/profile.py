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
the timing hook in turn; as what shares a board only ever adds time, each figure is its fastest
round's (on a busy 2-core machine, medians of paired differences came out 20% off, minima within 2%):

    tvm_path    = noop - plain                            TVM's hooked call path, a no-op callback
    timing      = callbacks x (timing callback - no-op callback), calibrated directly
    hook        = tvm_path + timing                       the hook's own cost, per forward
    accounted   = instrumented - hook
    calls       = the fastest round's calls' own time     (the table's times are means over all rounds)
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


def summarize(raw: dict[str, Any]) -> dict[str, Any]:
    """The record's `profile` from the runner's: per-forward figures, sorted by time, with the accounting."""
    forwards = max(int(raw["forwards"]), 1)
    plains, noops, hookeds = raw["plain_times"], raw["noop_times"], raw["hooked_times"]
    span = float(raw["span_s"])
    callbacks = raw["callbacks"] / forwards
    calls_per_forward = sum(int(f["calls"]) for f in raw["functions"]) / forwards
    timing = callbacks * (float(raw["callback_s"]) - float(raw["noop_callback_s"]))
    # Each figure is its least disturbed round's: what shares the board only ever adds time (a busy
    # 2-core machine put medians of paired differences 20% off; the minima stayed within 2%).
    plain, noop, hooked = min(plains), min(noops), min(hookeds)
    tvm_path = noop - plain
    accounted = hooked - tvm_path - timing  # the instrumented latency less the whole hook
    calls_sum = min(max(0.0, s - calls_per_forward * span) for s in raw["round_spans"])
    vm_own = accounted - calls_sum
    hook = tvm_path + timing
    rows = []
    table_sum = sum(max(0.0, float(f["self_s"]) - int(f["calls"]) * span) for f in raw["functions"]) / forwards
    for f in raw["functions"]:
        calls = int(f["calls"])
        own = max(0.0, float(f["self_s"]) - calls * span) / forwards
        share = own / table_sum if table_sum > 0 else 0.0  # of the calls' time, as the fastest round splits it
        rows.append({"name": f["name"], "kind": f["kind"], "calls_per_forward": calls / forwards,
                     "time_s": own, "mean_s": own * forwards / calls if calls else 0.0,
                     "percent": 100.0 * share * calls_sum / accounted if accounted > 0 else 0.0,
                     "shapes": f["shapes"]})
    rows.sort(key=lambda r: (-r["time_s"], r["name"]))
    return {
        "calls_per_forward": calls_per_forward,
        "forwards": forwards, "plain_s": plain, "noop_hook_s": noop, "instrumented_s": hooked,
        "plain_median_s": statistics.median(plains), "instrumented_median_s": statistics.median(hookeds),
        "callbacks_per_forward": callbacks, "hook_s_per_forward": hook,
        "hook_s_per_callback": hook / callbacks if callbacks else 0.0,
        "tvm_hook_path_s_per_forward": tvm_path, "timing_s_per_forward": timing,
        "callback_s": float(raw["callback_s"]), "noop_callback_s": float(raw["noop_callback_s"]), "span_s": span,
        "calls_sum_s": calls_sum, "kernels_s": calls_sum * sum(r["time_s"] for r in rows if r["kind"] == "kernel")
        / table_sum if table_sum > 0 else 0.0,
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
        f"profile: {p['calls_per_forward']:g} calls a forward, {p['forwards']} forwards timed with the hook"
        + (" (a device sync before each clock read)" if p["device_sync"] else ""),
        f"  plain latency         {_fmt(p['plain_s'])}  (fastest round, the VM without the hook; median "
        f"{_fmt(p['plain_median_s'])})",
        f"  instrumented latency  {_fmt(p['instrumented_s'])}  (fastest round, the hook timing every call; median "
        f"{_fmt(p['instrumented_median_s'])})",
        f"  hook's own cost       {_fmt(p['hook_s_per_forward'])} a forward = {_fmt(p['hook_s_per_callback'])} "
        f"x {p['callbacks_per_forward']:g} callbacks (TVM's hooked call path "
        f"{_fmt(p['tvm_hook_path_s_per_forward'])}; the timing callback {_fmt(p['callback_s'])} a call)",
        f"  calls' own time       {_fmt(p['calls_sum_s'])}  (fastest round; kernels {_fmt(p['kernels_s'])})",
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
