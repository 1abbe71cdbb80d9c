"""Start-up cost of the CLI against a bare Python, printed as a ratio.

    python bench/startup.py [--runs 30] [--json]

Runs `tgtbuild targets show rasp4b` and `python -c pass` alternately (so
machine noise hits both alike) with the Python of this environment, and
prints the medians and their ratio. Goal: <= 2.5x.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

GOAL = 2.5


def _time(argv: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, timeout=60)
    return time.perf_counter() - start


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
        _time(argv)
    samples: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(args.runs):
        for name, argv in cases.items():
            samples[name].append(_time(argv))
    medians = {name: statistics.median(values) for name, values in samples.items()}
    ratio = medians["tgtbuild targets show rasp4b"] / medians["python -c pass"]
    if args.json:
        print(json.dumps({"medians_s": medians, "ratio": ratio, "goal": GOAL, "runs": args.runs}))
    else:
        for name, value in medians.items():
            print(f"{name:32s} median {value * 1000:7.1f} ms over {args.runs} runs")
        verdict = "ok" if ratio <= GOAL else "over goal"
        print(f"{'ratio':32s} {ratio:7.2f}x   (goal <= {GOAL}x: {verdict}; cpus {os.cpu_count()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
