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

This module turns the runner's raw figures into the record (`summarize`); the CLI prints it
(cli/modeloutput.py: the table and the CSV). Every time is per forward: a function's time is its
calls' own time (children taken out) less the span the clock reads themselves take. Each round runs
the plain VM, the no-op hook and the timing hook in turn, on short batches; as what else runs on a
board only adds time, each figure is the mean of its fastest quarter of rounds, and the functions'
times are those of the fastest quarter of the hooked rounds (on this busy 2-core machine, means over
every round put a kernel at twice its time, and medians of paired differences were 20% off; the
fastest quarter, within 1%):

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

import statistics
from typing import Any


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
