"""What `tgtbuild run` prints of a TVM model's record: its peak memory and, with `--profile`, the kernel table.

The record itself (the runner's figures, summarised) is the TVM room's (tvm/memory.py, tvm/profile.py);
the words and columns on the terminal and in `--profile-csv` are the CLI's.
"""

from __future__ import annotations

import csv
import io
from typing import Any

TOP = 10  # rows of the "top by time" view; --json and --profile-csv carry every function
CSV_COLUMNS = ("rank", "name", "kind", "calls_per_forward", "total_us", "mean_us", "percent", "cumulative_percent",
               "shapes")
VM_OWN = "(VM's own work)"


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


def memory_lines(memory: dict[str, Any]) -> list[str]:
    """What `tgtbuild run` prints under a model's timing table."""
    rss = memory.get("peak_rss_kb") or {}
    phases = ", ".join(f"{label} {_mb(rss.get(key))}" for key, label in
                       (("load", "load"), ("init", "VM init"), ("first_call", "first call"), ("steady", "steady")))
    out = [f"peak memory: {_mb(rss.get('steady'))} RSS ({phases})"]
    planned = memory.get("planned_bytes")
    if planned is not None:
        text = f"TVM's plan: {_bytes(planned)} in {memory.get('planned_allocs', '?')} storages a call"
        compiled = memory.get("compiled")
        if compiled:
            text += f" (the compile step's record: {_bytes(compiled['planned_bytes'])})"
        out.append(text)
    if memory.get("emulated"):
        out.append(f"note: peak memory is {memory.get('measured_in', 'the emulator')}")
    return out


def _mb(kb: Any) -> str:
    return f"{kb / 1024:.1f} MB" if isinstance(kb, (int, float)) and kb >= 0 else "?"


def _bytes(n: float) -> str:
    for unit, scale in (("MB", 1 << 20), ("KB", 1 << 10)):
        if n >= scale:
            return f"{n / scale:.1f} {unit}"
    return f"{int(n)} B"
