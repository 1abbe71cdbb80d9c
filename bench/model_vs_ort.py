"""The model against ONNX Runtime on x86_64: what tgtbuild builds, untuned and tuned, against what users pick instead.

The model is examples/onnx-model/make_cnn.py's small residual CNN (`--size`, default 32). Three contestants,
the same input (tgtbuild's seed-0 data, one `.npy` given to each), the same thread count (`--threads`, 1 by
default) and the same timing protocol (TVM's `time_evaluator`: `--number` calls a repeat, grown until a
repeat lasts `--min-repeat-ms`, `--repeat` repeats; each round's median is one sample):

* ORT: `onnxruntime.InferenceSession` on the CPU provider, `intra_op_num_threads` = `inter_op_num_threads`
  = threads, graph optimisations at ORT's default (all), timed in this process;
* untuned: `tgtbuild.api.compile_model(model, "x86_64-linux-gnu -num-cores=T")`, run with `tgtbuild run
  --board local --threads T --json`, one process a round (as tgtbuild's users time it);
* tuned: `tgtbuild.api.tune_model` with `--trials` trials on board `local` (each task's default schedule
  measured before and after MetaSchedule's search, a trial each time), then run as untuned.

Rounds rotate the order of the three. Each ratio (ours / ORT) is judged with tgtbuild's own statistics
(bench/_verdict.py: `compare`'s ratio of medians, its CI, the rank test). Goals (issue 45): tuned <= 1.0x
ORT, untuned <= 2.0x. Where a goal is not met, the `tgtbuild run --profile --json` table of that build says
which kernels take the time (`profile.functions`). The builds are for this CPU by default (`--mcpu
host`): ORT picks its kernels for the CPU it runs on (AVX-512 here), so a build for x86_64's SSE2
baseline (`--mcpu none`) is not like for like; the bench prints the target it measured. Both builds are
first checked against ORT's outputs (`tgtbuild run --check-against`).

    .venv/bin/python bench/model_vs_ort.py [--trials 64] [--rounds 9] [--threads 1] [--mcpu host|none|CPU]
    .venv/bin/python bench/model_vs_ort.py --quick     # CI: 12 trials, 2 rounds of short repeats

Needs the `onnx` extra (TVM, onnx, onnxruntime).
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
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
# bench/tvm.py would shadow the tvm package: the script's own folder leaves the path.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != HERE]
TOP = 5  # kernels shown from a profile


def _load(name: str, path: Path):  # noqa: ANN202 - a module
    """A module by path (bench/ is off sys.path, examples/onnx-model has a '-' in its name)."""
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def ort_session(model: Path, threads: int):  # noqa: ANN201 - onnxruntime's session
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = threads
    options.log_severity_level = 3  # its warning about the unused initializer of make_cnn.py
    return ort.InferenceSession(str(model), options, providers=["CPUExecutionProvider"])


def ort_round(session, feed: dict, args: argparse.Namespace) -> list[float]:  # noqa: ANN001
    """time_evaluator's protocol: `number` calls a repeat, grown (x2) until a repeat lasts min_repeat_ms."""
    session.run(None, feed)  # the warm-up call, as tgtbuild run's --warmup 1
    number = args.number
    times = []
    for _ in range(args.repeat):
        while True:
            start = time.perf_counter()
            for _ in range(number):
                session.run(None, feed)
            seconds = time.perf_counter() - start
            if seconds * 1e3 >= args.min_repeat_ms or args.min_repeat_ms <= 0:
                break
            number *= 2
        times.append(seconds / number)
    return times


def tgtbuild_run(model: Path, x: Path, args: argparse.Namespace, *extra: str, timed: bool = True) -> dict:
    argv = [sys.executable, "-m", "tgtbuild", "run", "--target", "x86_64-linux-gnu", "--board", "local", str(model),
            "--input", str(x), "--threads", str(args.threads), "--json", *extra]
    if timed:
        argv += ["--number", str(args.number), "--repeat", str(args.repeat), "--min-repeat-ms",
                 f"{args.min_repeat_ms:g}"]
    done = subprocess.run(argv, capture_output=True, text=True, cwd=model.parent, timeout=600, check=False)
    if done.returncode != 0:
        raise SystemExit(f"tgtbuild run {model.name} failed ({done.returncode}):\n{done.stderr[-2000:]}")
    return json.loads(done.stdout)


def top_kernels(model: Path, x: Path, args: argparse.Namespace) -> list[str]:
    """The `--profile` table's top rows of `model` (tgtbuild run --profile --json: profile.functions)."""
    profile = tgtbuild_run(model, x, args, "--profile", "--repeat", "3", "--min-repeat-ms", "10",
                           timed=False)["profile"]
    rows = sorted(profile["functions"], key=lambda f: f["time_s"], reverse=True)[:TOP]
    return [f"    {f['percent']:5.1f}%  {f['time_s'] * 1e6:9.1f} us  {f['kind']:8s} {f['name']}  [{f['shapes']}]"
            for f in rows]


def kernel_bests(summary: dict) -> str:
    """Each task's default schedule (the faster of its two measurements) against its fastest candidate of the
    tuning, as the tuner measured them: "default kept" where the tuned build has the default schedule."""
    measured: dict[str, list[float]] = {}
    for times in (summary.get("defaults") or {}, summary.get("defaults_again") or {}):
        for name, seconds in times.items():
            if seconds is not None:
                measured.setdefault(name, []).append(seconds)
    best = summary.get("best") or {}
    rows = []
    for name, times in measured.items():
        default = min(times)
        rows.append(f"{name} {' / '.join(f'{t * 1e6:.2f}' for t in times)} -> {best.get(name, default) * 1e6:.2f} us"
                    + (" (default kept)" if best.get(name, default) >= default else ""))
    return "tasks' default schedule -> the tuning's best: " + ("; ".join(rows) or "none measured in this run")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=64, help="trials for the tuned build (the CNN's 5 default "
                        "schedules twice, the rest MetaSchedule's)")
    parser.add_argument("--batch", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--number", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--min-repeat-ms", type=float, default=50)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--size", type=int, default=32, help="the CNN's input height and width")
    parser.add_argument("--mcpu", default="host", help="the builds' -mcpu: 'host' (the default: this CPU, as ORT "
                        "picks its kernels for this CPU at run time), an LLVM CPU name, or 'none' "
                        "(x86_64-linux-gnu's baseline, SSE2: what a build for any x86_64 gets)")
    parser.add_argument("--database", type=Path, default=None,
                        help="a MetaSchedule database folder to tune into (kept; its trials count against --trials)")
    parser.add_argument("--quick", action="store_true", help="CI: 12 trials (5 defaults twice, a batch of 2), 2 rounds "
                        "of 3 repeats of >= 5 ms")
    args = parser.parse_args()
    verdicts = _load("_verdict", HERE / "_verdict.py")
    common = _load("_common", HERE / "_common.py")
    if args.quick:
        args.trials, args.batch, args.rounds, args.repeat, args.min_repeat_ms = 12, 2, 2, 3, 5
        print(verdicts.QUICK)
    missing = [m for m in ("tvm", "onnx", "onnxruntime") if importlib.util.find_spec(m) is None]
    if missing:
        return common.skipped(f"needs {', '.join(missing)} (pip install 'tgtbuild[onnx]')")
    import numpy as np
    import onnx
    import onnxruntime

    import tgtbuild.api as tb

    if args.mcpu == "none":
        args.mcpu = ""
    elif args.mcpu == "host":
        from tvm.target.codegen import llvm_get_system_cpu

        args.mcpu = llvm_get_system_cpu()
    target = f"x86_64-linux-gnu{f' -mcpu={args.mcpu}' if args.mcpu else ''} -num-cores={args.threads}"
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs; make_cnn.py's CNN f32[1, 3, {args.size}, "
          f"{args.size}], target {target}, {args.threads} thread(s), onnxruntime {onnxruntime.__version__}; "
          f"{args.rounds} rotating rounds of --number {args.number} --repeat {args.repeat} "
          f"--min-repeat-ms {args.min_repeat_ms:g}",
          flush=True)
    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-ort-") as tmp:
        folder = Path(tmp)
        model = folder / "cnn.onnx"
        onnx.save(_load("make_cnn", ROOT / "examples" / "onnx-model" / "make_cnn.py").make_cnn(args.size), model)
        x = np.random.default_rng(0).standard_normal((1, 3, args.size, args.size)).astype("float32")
        x_file = folder / "x.npy"
        np.save(x_file, x)
        session = ort_session(model, args.threads)
        (probs,) = session.run(None, {"input": x})
        expected = folder / "expected.npz"
        np.savez(expected, probs)
        quiet = open(os.devnull, "w")  # noqa: SIM115 - the builds' progress lines
        start = time.perf_counter()
        untuned = tb.compile_model(str(model), target, output=folder / "untuned.so",
                                   build_dir=str(folder / "build"), progress=quiet).output
        built_s = time.perf_counter() - start
        start = time.perf_counter()
        tuned_model = tb.tune_model(str(model), target, boards=["local"], trials=args.trials, batch=args.batch,
                                    database=args.database or folder / "db", output=folder / "tuned.so",
                                    threads=args.threads, build_dir=str(folder / "build"), progress=quiet)
        tuned, tuned_s = tuned_model.compiled.output, time.perf_counter() - start
        print(f"untuned build {built_s:.1f} s; tuning {tuned_model.summary['measured']} trials "
              f"({tuned_model.summary['in_database']} in the database) and the tuned build {tuned_s:.1f} s", flush=True)
        print(kernel_bests(tuned_model.summary), flush=True)
        for path in (untuned, tuned):
            check = tgtbuild_run(path, x_file, args, "--check-against", str(expected), "--repeat", "1",
                                 timed=False).get("check") or {}
            if not check.get("passed"):
                raise SystemExit(f"{path.name} does not match ONNX Runtime's output: {check}")
        print("both builds match ONNX Runtime's output on the input (tgtbuild run --check-against)")
        sides: dict[str, list[list[float]]] = {"ORT": [], "untuned": [], "tuned": []}
        order = list(sides)
        for index in range(args.rounds):
            for side in order[index % 3:] + order[:index % 3]:
                if side == "ORT":
                    sides[side].append(ort_round(session, {"input": x}, args))
                else:
                    sides[side].append(tgtbuild_run(untuned if side == "untuned" else tuned, x_file,
                                                    args)["timing"]["times"])
            print(f"  round {index + 1}: " + ", ".join(f"{s} {statistics.median(r[-1]) * 1e6:.1f} us"
                                                      for s, r in sides.items()), file=sys.stderr, flush=True)
        judged = {"untuned / ORT": verdicts.judge_runs(sides["untuned"], sides["ORT"], verdicts.at_most(2.0)),
                  "tuned / ORT": verdicts.judge_runs(sides["tuned"], sides["ORT"], verdicts.at_most(1.0)),
                  "tuned / untuned": verdicts.judge_runs(sides["tuned"], sides["untuned"])}
        print("\n| contestant | median of round medians |")
        print("|---|---|")
        for side, runs in sides.items():
            print(f"| {side} | {statistics.median(statistics.median(r) for r in runs) * 1e6:.1f} us |")
        print("\n| ratio | [95% CI], goal: verdict |")
        print("|---|---|")
        for label, j in judged.items():
            print(f"| {label} | {j.text()} |")
        print()
        for line in verdicts.footer(judged):
            print(line)
        for label, path in (("untuned / ORT", untuned), ("tuned / ORT", tuned)):
            if judged[label].decision != verdicts.MEETS or args.quick:
                print(f"\n{label}: {judged[label].decision}; {path.stem}'s top kernels (tgtbuild run --profile):")
                print("\n".join(top_kernels(path, x_file, args)))
        quiet.close()
    if args.quick:
        print(verdicts.QUICK)
    return 0


if __name__ == "__main__":
    sys.exit(main())
