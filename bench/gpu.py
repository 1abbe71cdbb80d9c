"""CUDA kernels: `tgtbuild run`'s device time against CuPy's, same kernel source, same protocol.

A number a user quotes from `tgtbuild run` on a GPU must be the number a
CUDA programmer gets timing the same kernel with the tools they already
trust. CuPy is that peer: it compiles examples/cuda/saxpy.cu with NVRTC
(`cupy.RawKernel`) and this script times it exactly as tgtbuild's harness
does (TVM's CUDA timer): one event before and one after `number` launches on
the default stream, `repeat` times, the median of the per-launch times. The
`number` is the one tgtbuild's harness chose (grown to --min-repeat-ms), so
both sides time the same batch. The sides alternate in rounds (tgtbuild,
CuPy, tgtbuild, ...) so clock and load drift hit both; per size it prints
the median over rounds of each side's median, their ratio (tgtbuild / CuPy),
each side's median CV, tgtbuild's wall time per launch, and the harness's
launch floor (launches of an empty one-thread kernel) with its launch-bound
verdict.

A ratio near 1.00 says tgtbuild's timer and launch path add nothing; the
wall column says what the host side adds per launch (launches are queued,
so it stays close to the device time until launches become the bottleneck).

Where a kernel is shorter than a launch, both sides' event timers measure
back-to-back launches, not the kernel: CuPy's launches from Python cost more
than the harness's from C, so there the ratio is below 1 and says so. The
kernel's own duration comes from a third witness where Nsight Compute
(`ncu`) is installed: `gpu__time_duration.sum` of 20 launches of the same
`tgtbuild run` (clocks and caches left as they are, as between the harness's
launches: `--clock-control none --cache-control none`), printed as
the `ncu` column, so a reader sees how much of a small kernel's figure is
launch gap.

Needs an NVIDIA GPU, nvcc and CuPy (`pip install cupy-cuda13x`) beside tgtbuild:

    python bench/gpu.py [--sizes 65536,1048576,16777216] [--rounds 5] [--repeat 10] [--min-repeat-ms 50] [--quick]

Each ratio is judged with tgtbuild's own statistics (bench/_verdict.py, as
`tgtbuild compare --run`: each round's median is one sample; the ratio of
medians with its 95% CI) against 0.95-1.05: `meets`/`misses` only when the
whole interval is on one side, `too noisy to decide` otherwise.

`--quick` (CI, tests/test_benches.py): two sizes, 4 rounds of 5 repeats at
min-repeat-ms 5. Where CuPy or a GPU is missing it still builds saxpy.cu and
its harness with nvcc through `tgtbuild run` and checks that the run stops
in words (no driver), then says `skipped:`.
"""

from __future__ import annotations

import argparse
import csv
import io
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from _common import parse_with_quick  # bench/_common.py
from _verdict import QUICK, Goal, Judged, footer, judge_runs  # bench/_verdict.py: tgtbuild compare's statistics

ROOT = Path(__file__).resolve().parents[1]
SAXPY = ROOT / "examples" / "cuda" / "saxpy.cu"
BLOCK = 256


def tgtbuild_command(target: str, size: int, repeat: int, min_repeat_ms: float) -> list[str]:
    """`tgtbuild run --json` of saxpy over `size` floats."""
    grid = (size + BLOCK - 1) // BLOCK
    return [sys.executable, "-m", "tgtbuild", "run", "--target", target, str(SAXPY), "--entry", "saxpy",
            "--arg", f"i32={size}", "--arg", "f32=2", "--arg", f"f32[{size}]", "--arg", f"f32[{size}]:inout",
            "--grid", str(grid), "--block", str(BLOCK), "--repeat", str(repeat),
            "--min-repeat-ms", str(min_repeat_ms), "--json"]


def tgtbuild_time(workdir: Path, target: str, size: int, args: argparse.Namespace) -> dict:
    """One `tgtbuild run --json`: the report's timing."""
    command = tgtbuild_command(target, size, args.repeat, args.min_repeat_ms)
    done = subprocess.run(command, cwd=workdir, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        sys.exit(f"tgtbuild run failed ({done.returncode}):\n{done.stderr}")
    return json.loads(done.stdout)["timing"]


def ncu_kernel_time(workdir: Path, target: str, size: int) -> float | None:
    """Median seconds of saxpy's own duration over 20 launches, read by Nsight Compute; None without ncu."""
    ncu = shutil.which("ncu")
    if ncu is None:
        return None
    command = [ncu, "--target-processes", "all", "--kernel-name", "saxpy", "--launch-count", "20",
               "--metrics", "gpu__time_duration.sum", "--clock-control", "none", "--cache-control", "none",
               "--print-units", "base", "--csv",
               *tgtbuild_command(target, size, 2, 0)]
    done = subprocess.run(command, cwd=workdir, capture_output=True, text=True, timeout=600)
    rows = [row for row in csv.reader(io.StringIO(done.stdout)) if len(row) > 3 and row[-3] == "gpu__time_duration.sum"]
    if done.returncode != 0 or not rows:
        print(f"ncu gave no kernel times (exit {done.returncode}): {done.stderr.strip()[-300:]}", file=sys.stderr)
        return None
    scale = {"ns": 1e-9, "nsecond": 1e-9, "us": 1e-6, "usecond": 1e-6, "ms": 1e-3, "s": 1.0}[rows[0][-2]]
    return statistics.median(float(row[-1].replace(",", "")) * scale for row in rows)


class CupySaxpy:
    """saxpy.cu through CuPy, timed with the harness's protocol."""

    def __init__(self, size: int) -> None:
        import cupy

        self.cupy = cupy
        self.size = size
        self.kernel = cupy.RawKernel(SAXPY.read_text(), "saxpy", options=("-std=c++17",))
        rng = cupy.random.default_rng(0)
        self.x = rng.random(size, dtype=cupy.float32)
        self.y = rng.random(size, dtype=cupy.float32)
        self.start, self.stop = cupy.cuda.Event(), cupy.cuda.Event()
        self.launch()  # compile and load before anything is timed
        cupy.cuda.Device().synchronize()

    def launch(self) -> None:
        grid = (self.size + BLOCK - 1) // BLOCK
        self.kernel((grid,), (BLOCK,), (self.cupy.int32(self.size), self.cupy.float32(2.0), self.x, self.y))

    def time(self, number: int, repeat: int, warmup: int = 1) -> list[float]:
        """Seconds per launch, one figure per repeat."""
        for _ in range(warmup):
            self.launch()
        times = []
        for _ in range(repeat):
            self.start.record()
            for _ in range(number):
                self.launch()
            self.stop.record()
            self.stop.synchronize()
            times.append(self.cupy.cuda.get_elapsed_time(self.start, self.stop) * 1e-3 / number)
        return times


def without_gpu(args: argparse.Namespace) -> str:
    """What `--quick` checks with no GPU: tgtbuild builds saxpy and its harness, and the run stops in words."""
    if not args.quick:
        return "no GPU: nothing timed"
    if shutil.which("nvcc") is None:
        return "no GPU and no nvcc: nothing built"
    arch = args.arch or "sm_90"
    target = f"cuda -arch={arch} -host=x86_64-linux-gnu"
    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-gpu-") as tmp:
        done = subprocess.run(tgtbuild_command(target, 1024, 3, 0), cwd=tmp, capture_output=True, text=True,
                              timeout=600)
    if done.returncode == 0:
        median = json.loads(done.stdout)["timing"]["median"]
        return f"tgtbuild ran saxpy for {arch} (a GPU, no CuPy): median {median:.3g} s"
    report = json.loads(done.stdout) if done.stdout.startswith("{") else {}
    error = report.get("error", "")
    if "libcuda" not in error and "device" not in error:
        sys.exit(f"bench/gpu.py: `tgtbuild run` of saxpy for {arch} failed other than for a missing GPU "
                 f"({done.returncode}):\n{done.stderr[-3000:]}")
    return f"checked without a GPU: tgtbuild built saxpy.cu and its harness for {arch}; the run stopped in words: " \
           f"{error.splitlines()[-1][:160]}"


def cv(times: list[float]) -> float:
    return statistics.stdev(times) / statistics.mean(times) if len(times) > 1 else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="65536,1048576,16777216", help="saxpy lengths, comma-separated")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--min-repeat-ms", type=float, default=50)
    parser.add_argument("--arch", default="", help="sm arch (default: the first GPU's, from CuPy)")
    args = parse_with_quick(parser, "CI's check: see above", sizes="65536,1048576", rounds=4, repeat=5, min_repeat_ms=5)
    if args.quick:
        print(QUICK)
    try:
        import cupy

        props = cupy.cuda.runtime.getDeviceProperties(0)
    except ImportError:
        print(without_gpu(args))
        print("skipped: CuPy is not installed (pip install cupy-cuda13x, or the one for your CUDA)")
        return 0
    except Exception as exc:  # noqa: BLE001 - CUDARuntimeError and friends: no driver, no device
        print(without_gpu(args))
        print(f"skipped: no CUDA GPU here ({exc})")
        return 0
    arch = args.arch or f"sm_{props['major']}{props['minor']}"
    target = f"cuda -arch={arch} -host=x86_64-linux-gnu"
    print(f"GPU: {props['name'].decode()} ({arch}); tgtbuild --target '{target}'; rounds {args.rounds}, "
          f"repeat {args.repeat}, min-repeat-ms {args.min_repeat_ms}")
    rows = []
    judged: dict[str, Judged] = {}
    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-gpu-") as tmp:
        for size in (int(s) for s in args.sizes.split(",")):
            peer = CupySaxpy(size)
            tgtbuild_time(Path(tmp), target, size, args)  # build and first load, untimed
            ours, theirs, our_cv, their_cv, wall, floors, our_runs, their_runs = [], [], [], [], [], [], [], []
            for _ in range(args.rounds):
                timing = tgtbuild_time(Path(tmp), target, size, args)
                ours.append(timing["median"])
                our_runs.append(timing["times"])
                our_cv.append(timing["cv"])
                wall.append(timing["wall"]["median"])
                floors.append(timing.get("launch_floor") or float("nan"))
                times = peer.time(timing["number"], args.repeat)
                theirs.append(statistics.median(times))
                their_runs.append(times)
                their_cv.append(cv(times))
            kernel = ncu_kernel_time(Path(tmp), target, size)
            judged[f"saxpy {size}"] = judge_runs(our_runs, their_runs, Goal(0.95, 1.05))
            rows.append((size, timing["number"], statistics.median(ours), statistics.median(theirs),
                         statistics.median(our_cv), statistics.median(their_cv), statistics.median(wall), kernel,
                         statistics.median(floors), timing.get("launch_bound")))
    print(f"{'size':>10} {'number':>7} {'tgtbuild':>11} {'CuPy':>11} {'ratio':>6} {'tgt CV':>7} {'CuPy CV':>8} "
          f"{'tgt wall':>10} {'ncu':>10} {'GB/s':>7} {'floor':>9}  launch-bound  verdict (95% CI, goal 0.95-1.05)")
    for size, number, ours, theirs, our_cv, their_cv, wall, kernel, floor, bound in rows:
        moved = 3 * 4 * size  # x read, y read and written
        ncu = f"{kernel * 1e6:>8.2f}us" if kernel is not None else f"{'-':>10}"
        print(f"{size:>10} {number:>7} {ours * 1e6:>9.2f}us {theirs * 1e6:>9.2f}us {ours / theirs:>6.3f} "
              f"{our_cv:>6.1%} {their_cv:>7.1%} {wall * 1e6:>8.2f}us {ncu} {moved / ours / 1e9:>7.0f} "
              f"{floor * 1e6:>7.2f}us  {str(bound):12s}  {judged[f'saxpy {size}'].text()}")
    for line in footer(judged):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
