"""TVM kernels: `tgtbuild run` against TVM's own `time_evaluator`, same IR, same protocol.

For each kernel of tests/data/tvm/gen_tvm_ir.py, TVM compiles it for this
machine; TVM's side exports the library, loads it and times it with
`time_evaluator(number=1, repeat, min_repeat_ms)`; tgtbuild's side runs, by
two routes, `tgtbuild run --number 1 --repeat R --min-repeat-ms M --json`
(the same protocol: the harness's number grows as time_evaluator's does):
the IR that the same compile produced (`inspect_source("ll")`, which
tgtbuild compiles with codegen only, as export_library does) and the very
`.so` TVM exported and times (same machine code: only the harness and
protocol differ). All get the same input values (tgtbuild's seeded
generator; `expf`'s speed depends on the values) and the same thread count
(TVM_NUM_THREADS / --threads). They run in interleaved rounds (TVM, IR, .so,
TVM, IR, .so, ...) so load drifts hit all; per kernel it prints the median
over rounds of each side's median, the ratios (tgtbuild / TVM) and each
side's median CV.

Goal (issue 12): single-threaded kernels within 0.95-1.05x of TVM's median,
parallel kernels within 0.9-1.1x, tgtbuild's CV no larger than TVM's.

The first row, `call`, is a one-element add: what one call costs each side
besides the kernel's work. TVM's time_evaluator calls through its runtime's
`ffi::Function` (8.0 ns a call here at load 1, 11 ns at load 2), the harness
calls the kernel's symbol directly (6.3 ns); both run the kernel's own
argument checks. For the 80-ns kernels (add, scale) that difference is 2-6% of
TVM's figure, so the table also gives each ratio net of the `call` row of its
own side: the kernel's time without the call path.

`TVM fresh` is TVM's time_evaluator called once in a new process per round,
as a script calls it (the other TVM column is one process for all rounds, as
a notebook calls it; the ratios are to that one). They differ where a
process's first timing is in another state than later ones: TVM's first
call of softmax binds `expf` lazily inside the kernel's loop and mostly reads
17.9 us, later calls 13.5 us (docs/tvm.md; tgtbuild's harness binds at load).

Needs apache-tvm and tgtbuild in one environment (`pip install -e '.[bench]'`,
best in its own venv, e.g. .tvmvenv):

    .tvmvenv/bin/python bench/tvm.py [--rounds 5] [--repeat 10] [--min-repeat-ms 100] [--threads 1] [--input ir,so]

or from tgtbuild's environment, borrowing apache-tvm from another venv of the
same Python version (its site-packages is appended to the path):

    .venv/bin/python bench/tvm.py --tvm-python .tvmvenv/bin/python

Each ratio is judged with tgtbuild's own statistics (bench/_verdict.py, as
`tgtbuild compare --run`: each round is one sample, the ratio of medians with
its 95% CI): `meets` or `misses` the goal only when the whole interval is on
one side of it, `too noisy to decide` when the machine's noise straddles it.

`--quick` (CI, tests/test_benches.py) runs the `call` and `add` kernels over
4 rounds of 5 repeats at min_repeat_ms 1: every path and the table, in seconds.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
from _verdict import QUICK, Goal, Judged, footer, judge_runs  # noqa: E402 - bench/_verdict.py, before the path is trimmed

# This file is named tvm.py: keep its folder off the path, or `import tvm` would import it again.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
ARGS = {k: v for k, v in json.loads((ROOT / "tests/data/tvm/kernels.json").read_text()).items() if k != "_"}
ARGS = {"call": ["f32[1]", "f32[1]", "f32[1]:out"], **ARGS}  # the per-call cost row (see the docstring)
PARALLEL = {"parallel"}


SPREAD = 1.05  # round medians further apart than this are listed under the table


def spread(rounds: list[dict]) -> float:
    """The largest round median over the smallest: above SPREAD, one median hides two states."""
    medians = [r["median"] for r in rounds]
    return max(medians) / min(medians)


def borrow_tvm(python: str) -> None:
    """Append `python`'s site-packages to the path, when it is the same Python version as this one."""
    probe = subprocess.run([python, "-c", "import sys, sysconfig; print(sys.version_info[:2]); "
                            "print(sysconfig.get_paths()['purelib'])"], capture_output=True, text=True, timeout=60)
    if probe.returncode != 0:
        raise SystemExit(f"--tvm-python {python}: cannot run it ({probe.stderr.strip()[-200:]})")
    version, site = probe.stdout.splitlines()
    if version != str(sys.version_info[:2]):
        raise SystemExit(f"--tvm-python {python}: Python {version}, this one is {sys.version_info[:2]}; "
                         "borrowing compiled packages needs the same version")
    sys.path.append(site)


def call_kernel():
    """A one-element add: its time is one call's cost on each side, not work."""
    from tvm import te

    a, b = te.placeholder((1,), name="A"), te.placeholder((1,), name="B")
    c = te.compute((1,), lambda i: a[i] + b[i], name="C")
    return te.create_prim_func([a, b, c]).with_attr("global_symbol", "call")


def load_generator():
    spec = importlib.util.spec_from_file_location("gen_tvm_ir", ROOT / "tests" / "data" / "tvm" / "gen_tvm_ir.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def shown(seconds: float) -> str:
    """A time as it reads best: ns below a microsecond (the call row is ~10 ns)."""
    return f"{seconds * 1e9:.1f} ns" if seconds < 1e-6 else f"{seconds * 1e6:.2f} us"


def tvm_inputs(tvm, kernel: str, seed: int):
    """TVM tensors holding exactly the values tgtbuild's harness generates."""
    import numpy as np

    from tgtbuild.run.argspec import parse_args
    from tgtbuild.run.reference import make_inputs

    specs = parse_args(ARGS[kernel])
    values = make_inputs(specs, seed)
    device = tvm.cpu()
    return [tvm.runtime.tensor(np.frombuffer(values[s.index].tobytes(), dtype="float32").reshape(s.shape), device)
            if s.is_buffer else s.value for s in specs]


def tvm_round(tvm, module, kernel: str, tensors, repeat: int, min_repeat_ms: int) -> dict:
    timer = module.time_evaluator(kernel, tvm.cpu(), number=1, repeat=repeat, min_repeat_ms=min_repeat_ms)
    times = list(timer(*tensors).results)
    mean = statistics.fmean(times)
    return {"median": statistics.median(times), "cv": statistics.stdev(times) / mean if len(times) > 1 else 0.0,
            "times": times}


def tvm_fresh_round(so: Path, kernel: str, args: argparse.Namespace) -> dict:
    """TVM's time_evaluator in a new process, called once: what a TVM user's script reports."""
    argv = [sys.executable, __file__, "--fresh-child", str(so), "--kernels", kernel, "--repeat", str(args.repeat),
            "--min-repeat-ms", str(args.min_repeat_ms), "--threads", str(args.threads),
            *(["--tvm-python", args.tvm_python] if args.tvm_python else [])]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"TVM in a fresh process failed for {kernel}:\n{done.stderr}")
    return json.loads(done.stdout)


def fresh_child(args: argparse.Namespace) -> int:
    """The child of tvm_fresh_round: load the exported library, time it once, print median and CV."""
    import tvm

    loaded = tvm.runtime.load_module(args.fresh_child)
    kernel = args.kernels
    print(json.dumps(tvm_round(tvm, loaded, kernel, tvm_inputs(tvm, kernel, seed=0), args.repeat, args.min_repeat_ms)))
    return 0


def tgtbuild_round(ir: Path, kernel: str, args: argparse.Namespace, build_dir: Path) -> dict:
    argv = [sys.executable, "-m", "tgtbuild", "run", "--target", args.target, str(ir), "--entry", kernel,
            "--number", "1", "--repeat", str(args.repeat), "--min-repeat-ms", str(args.min_repeat_ms),
            "--threads", str(args.threads), "--build-dir", str(build_dir), "--json"]
    for spec in ARGS[kernel]:
        argv += ["--arg", spec]
    done = subprocess.run(argv, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"tgtbuild run failed for {kernel}:\n{done.stderr}")
    timing = json.loads(done.stdout)["timing"]
    return {"median": timing["median"], "cv": timing["cv"], "times": timing["times"]}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--min-repeat-ms", type=int, default=100)
    parser.add_argument("--threads", type=int, default=1, help="threads of both pools (parallel kernels)")
    parser.add_argument("--target", default="x86_64-linux-gnu")
    parser.add_argument("--kernels", default=",".join(ARGS),
                        help="comma-separated; `call` (first by default) is the per-call cost row")
    parser.add_argument("--input", default="ir,so",
                        help="what tgtbuild runs, comma-separated: ir (TVM's IR, compiled by tgtbuild) and/or so "
                             "(the very .so TVM exported and times: same machine code, only the harness and "
                             "protocol differ)")
    parser.add_argument("--no-fresh", action="store_true",
                        help="leave out the `TVM fresh` column: time_evaluator called once in a new process per "
                             "round, as a script does (its ratio is to TVM's one process for all rounds, which "
                             "the other ratios are to)")
    parser.add_argument("--tvm-python", metavar="PYTHON",
                        help="borrow apache-tvm from this interpreter's venv (same Python version) when this "
                             "environment lacks it")
    parser.add_argument("--quick", action="store_true",
                        help="CI's check: kernels call,add, 4 rounds, repeat 5, min-repeat-ms 1")
    parser.add_argument("--fresh-child", metavar="SO", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.repeat, args.min_repeat_ms = 4, 5, 1
        if args.kernels == parser.get_default("kernels"):
            args.kernels = "call,add"
    os.environ["TVM_NUM_THREADS"] = str(args.threads)  # read when TVM's pool starts
    if args.tvm_python:
        borrow_tvm(args.tvm_python)
    if args.fresh_child:
        return fresh_child(args)
    try:
        import tvm
    except ImportError:
        print("skipped: apache-tvm is not installed (pip install -e '.[bench]' in its own venv, and run this "
              "bench with it or pass --tvm-python)")
        return 0
    generator = load_generator()
    triple = {"x86_64-linux-gnu": "x86_64-linux-gnu"}.get(args.target, args.target)
    rows = []
    verdicts: dict[str, dict[str, Judged]] = {}
    spreads: list[str] = []
    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-tvm-") as tmp_name:
        tmp = Path(tmp_name)
        for kernel in args.kernels.split(","):
            func = call_kernel() if kernel == "call" else generator.KERNELS[kernel]()
            target = tvm.target.Target({"kind": "llvm", "mtriple": triple})
            lib = tvm.compile(tvm.IRModule({kernel: func}), target=target)
            ir = tmp / f"{kernel}.ll"
            ir.write_text(lib.mod.inspect_source("ll"))
            lib.export_library(str(tmp / f"{kernel}.so"))
            loaded = tvm.runtime.load_module(str(tmp / f"{kernel}.so"))
            tensors = tvm_inputs(tvm, kernel, seed=0)
            routes = {"ir": ir, "so": tmp / f"{kernel}.so"}
            ours = {route: routes[route] for route in args.input.split(",")}
            for route, path in ours.items():  # build once, untimed
                tgtbuild_round(path, kernel, args, tmp / f"build-{route}")
            tvm_rounds: list[dict] = []
            fresh_rounds: list[dict] = []
            tgt_rounds: dict[str, list[dict]] = {route: [] for route in ours}
            for _ in range(args.rounds):
                tvm_rounds.append(tvm_round(tvm, loaded, kernel, tensors, args.repeat, args.min_repeat_ms))
                if not args.no_fresh:
                    fresh_rounds.append(tvm_fresh_round(tmp / f"{kernel}.so", kernel, args))
                for route, path in ours.items():
                    tgt_rounds[route].append(tgtbuild_round(path, kernel, args, tmp / f"build-{route}"))
            goal = Goal(0.9, 1.1) if kernel in PARALLEL and args.threads > 1 else Goal(0.95, 1.05)
            verdicts[kernel] = {route: judge_runs([r["times"] for r in rounds], [r["times"] for r in tvm_rounds],
                                                  None if kernel == "call" else goal)
                                for route, rounds in tgt_rounds.items()}
            rows.append((kernel, statistics.median(r["median"] for r in tvm_rounds),
                         statistics.median(r["cv"] for r in tvm_rounds),
                         statistics.median(r["median"] for r in fresh_rounds) if fresh_rounds else None,
                         {route: (statistics.median(r["median"] for r in rounds),
                                  statistics.median(r["cv"] for r in rounds)) for route, rounds in tgt_rounds.items()}))
            sides = {"TVM": tvm_rounds, "TVM fresh": fresh_rounds,
                     **{f"tgtbuild {route}": rounds for route, rounds in tgt_rounds.items()}}
            spreads += [f"{kernel} {side}: {' '.join(shown(r['median']) for r in rounds)}"
                        for side, rounds in sides.items() if len(rounds) > 1 and spread(rounds) > SPREAD]
            print(f"  {kernel}: done", file=sys.stderr, flush=True)
    load = os.getloadavg()
    print(f"TVM {tvm.__version__} time_evaluator vs tgtbuild run of TVM's {args.input}; {args.rounds} interleaved "
          f"rounds, repeat {args.repeat}, min_repeat_ms {args.min_repeat_ms}, threads {args.threads}, "
          f"{os.cpu_count()} CPUs, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    if args.quick:
        print(QUICK)
    call = {kernel: (tvm_m, ours) for kernel, tvm_m, _, _, ours in rows}.get("call")
    fresh = any(row[3] is not None for row in rows)
    header = f"{'kernel':<14}{'TVM median':>14}{'TVM CV':>8}" + (f"{'TVM fresh':>14}{'ratio':>7}" if fresh else "")
    for route in args.input.split(","):
        header += f"{'tgtbuild ' + route:>15}{'ratio':>7}{'net':>7}{'CV':>7}"
    print(header + f"{'goal':>11}  verdict (ratio of round medians, 95% CI)")
    for kernel, tvm_m, tvm_cv, fresh_m, ours in rows:
        goal = "0.90-1.10" if kernel in PARALLEL and args.threads > 1 else "0.95-1.05"
        line = f"{kernel:<14}{shown(tvm_m):>14}{tvm_cv * 100:>7.1f}%"
        if fresh:
            line += f"{shown(fresh_m):>14}{fresh_m / tvm_m:>7.3f}" if fresh_m is not None else f"{'-':>14}{'-':>7}"
        for route, (tgt_m, tgt_cv) in ours.items():
            net = "-"
            if call and kernel != "call" and tvm_m > call[0] and tgt_m > call[1][route][0]:
                net = f"{(tgt_m - call[1][route][0]) / (tvm_m - call[0]):.3f}"
            line += f"{shown(tgt_m):>15}{tgt_m / tvm_m:>7.3f}{net:>7}{tgt_cv * 100:>6.1f}%"
        said = "; ".join(f"{route} {j.interval()} {j.decision}" for route, j in verdicts[kernel].items())
        print(line + f"{goal if kernel != 'call' else 'per call':>11}  {said}")
    if call:
        print("net: the ratio with each side's `call` time taken off both (the kernel without its call path)")
    if fresh:
        print("TVM fresh: time_evaluator called once in a new process per round (a script's figure), ratio to warm")
    for line in footer({f"{kernel} {route}": j for kernel in verdicts for route, j in verdicts[kernel].items()}):
        print(line)
    if spreads:
        print(f"round medians more than {SPREAD - 1:.0%} apart (a side in two states, or load; its ratio is one draw):")
        for line in spreads:
            print(f"  {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
