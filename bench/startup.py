"""Start-up cost of the CLI against a bare Python, printed as a ratio.

    python bench/startup.py [--runs 30] [--json]

Runs `tgtbuild targets show rasp4b` and `python -c pass` alternately (so
machine noise hits both alike) with the Python of this environment, and
prints the medians and their ratio. Goal: <= 2.0x (issue 10).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

GOAL = 2.0


def time_run(argv: list[str], **kw) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the child): CPU time is steadier on a busy machine."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600, **kw)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    script = Path(sys.executable).with_name("tgtbuild")
    tool = [str(script)] if script.exists() else [shutil.which("tgtbuild") or "tgtbuild"]
    cases = {
        "python -c pass": [sys.executable, "-c", "pass"],
        "tgtbuild targets show rasp4b": [*tool, "targets", "show", "rasp4b"],
    }
    for argv in cases.values():  # warm caches (page cache, tgtbuild's data cache)
        time_run(argv)
    walls: dict[str, list[float]] = {name: [] for name in cases}
    cpus: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.runs):
        for name, argv in cases.items():
            wall, cpu = time_run(argv)
            walls[name].append(wall)
            cpus[name].append(cpu)
    wall_med = {name: statistics.median(values) for name, values in walls.items()}
    cpu_med = {name: statistics.median(values) for name, values in cpus.items()}
    tool, base = "tgtbuild targets show rasp4b", "python -c pass"
    ratio, cpu_ratio = wall_med[tool] / wall_med[base], cpu_med[tool] / cpu_med[base]
    if args.json:
        print(json.dumps({"wall_median_s": wall_med, "cpu_median_s": cpu_med, "ratio": ratio,
                          "cpu_ratio": cpu_ratio, "goal": GOAL, "runs": args.runs}))
    else:
        for name in cases:
            print(f"{name:32s} median wall {wall_med[name] * 1000:6.1f} ms, cpu {cpu_med[name] * 1000:6.1f} ms "
                  f"over {args.runs} runs")
        verdict = "ok" if ratio <= GOAL else "over goal"
        print(f"{'ratio':32s} wall {ratio:.2f}x, cpu {cpu_ratio:.2f}x (goal <= {GOAL}x on wall: {verdict}; "
              f"cpus {os.cpu_count()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
