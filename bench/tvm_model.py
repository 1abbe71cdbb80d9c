"""A whole TVM model: `tgtbuild run model.so` against TVM's own `vm.time_evaluator`, same `.so`, same threads.

TVM's side is the Relax VM in this process (`relax.VirtualMachine(lib, tvm.cpu())`), timed by
`vm.time_evaluator("forward", dev, number=1, repeat=R, min_repeat_ms=M)` as a TVM user times a model;
tgtbuild's side is `tgtbuild run --target x86_64-linux-gnu model.so --number 1 --repeat R
--min-repeat-ms M --threads T --json`: the runner in C on tvm-ffi's C ABI with the wheel's runtime (the
same libraries as this venv's TVM, by SHA-256). Both get the same input (tgtbuild's seeded data, given
to both as a file) and the same thread count (TVM_NUM_THREADS here, --threads there). They run in
interleaved rounds (TVM, tgtbuild, tgtbuild, TVM, ...); each round's median is one sample, and the
verdict is tgtbuild's own (`stats.verdict.compare_runs`: ratio of medians, its CI, Mann-Whitney U), so a
noisy machine reads "no significant difference" or "too few", never a made-up ratio.

Goal (issue 32): "no significant difference".

    .tvmvenv/bin/python bench/tvm_model.py [--rounds 9] [--repeat 10] [--min-repeat-ms 100] [--threads 1]
    .tvmvenv/bin/python bench/tvm_model.py --quick      # CI: the test model, 2 rounds, a few ms each

Needs apache-tvm and tgtbuild in one environment (`pip install -e '.[tvm]'`); without TVM it runs
tgtbuild's side alone, says so, and prints no ratio.
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
# bench/ holds tvm.py: keep the folder off the path, or `import tvm` would import that file.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != Path(__file__).resolve().parent]
TEST_MODEL = ROOT / "tests" / "data" / "tvm" / "models" / "mlp.x86_64.so"


def build_model(folder: Path) -> tuple[Path, tuple[int, ...]]:
    """A model with enough work to time (three Linear layers, batch 16: ~0.1-1 ms), exported for this CPU."""
    import numpy as np
    import tvm
    from tvm import relax
    from tvm.relax.frontend import nn

    class Net(nn.Module):
        def __init__(self) -> None:
            self.a, self.b, self.c = nn.Linear(256, 512), nn.Linear(512, 512), nn.Linear(512, 10)

        def forward(self, x: nn.Tensor) -> nn.Tensor:
            return self.c(nn.relu(self.b(nn.relu(self.a(x)))))

    shape = (16, 256)
    mod, params = Net().export_tvm(spec={"forward": {"x": nn.spec.Tensor(shape, "float32")}})
    rng = np.random.default_rng(0)
    bound = relax.transform.BindParams("forward", {
        name: tvm.runtime.tensor(rng.standard_normal([int(d) for d in p.shape]).astype("float32") / 16)
        for name, p in params})(mod)
    path = folder / "net.so"
    tvm.compile(bound, target=tvm.target.Target({"kind": "llvm", "mtriple": "x86_64-linux-gnu"})).export_library(
        str(path))
    return path, shape


def seeded_input(shape: tuple[int, ...], folder: Path) -> Path:
    """tgtbuild's seed-0 data for the model's input, as .npy (what both sides read)."""
    import numpy as np

    from tgtbuild.run.argspec import parse_args
    from tgtbuild.run.reference import make_inputs

    (spec,) = parse_args([f"f32[{','.join(map(str, shape))}]"])
    path = folder / "x.npy"
    np.save(path, np.frombuffer(make_inputs((spec,), 0)[0].tobytes(), dtype="float32").reshape(shape))
    return path


def tgtbuild_round(model: Path, x: Path, args: argparse.Namespace, folder: Path) -> list[float]:
    argv = [sys.executable, "-m", "tgtbuild", "run", "--target", "x86_64-linux-gnu", str(model), "--input", str(x),
            "--number", "1", "--repeat", str(args.repeat), "--min-repeat-ms", str(args.min_repeat_ms),
            "--threads", str(args.threads), "--json"]
    done = subprocess.run(argv, capture_output=True, text=True, cwd=folder, timeout=600, check=False)
    if done.returncode != 0:
        raise SystemExit(f"tgtbuild run failed:\n{done.stderr}")
    return json.loads(done.stdout)["timing"]["times"]


def tvm_round(vm, x, args: argparse.Namespace) -> list[float]:  # noqa: ANN001 - TVM's objects
    import tvm

    timer = vm.time_evaluator("forward", tvm.cpu(), number=1, repeat=args.repeat,
                              min_repeat_ms=int(args.min_repeat_ms))
    return list(timer(x).results)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--min-repeat-ms", type=float, default=100)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="the test model, 2 rounds of 3 short repeats (CI)")
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.repeat, args.min_repeat_ms = 2, 3, 5
        print("quick mode (CI's check that the bench runs): the test model, 2 rounds; no verdict is meant")
    os.environ["TVM_NUM_THREADS"] = str(args.threads)  # TVM's pool reads it when it starts: before `import tvm`
    have_tvm = importlib.util.find_spec("tvm") is not None
    from tgtbuild.stats.summary import _fmt
    from tgtbuild.stats.verdict import compare_runs

    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-model-") as tmp:
        folder = Path(tmp)
        model, shape = (TEST_MODEL, (1, 64)) if args.quick or not have_tvm else build_model(folder)
        x_file = seeded_input(shape, folder)
        sides: dict[str, list[list[float]]] = {"tgtbuild": []}
        vm = x = None
        if have_tvm:
            import numpy as np
            import tvm
            from tvm import relax

            vm = relax.VirtualMachine(tvm.runtime.load_module(str(model)), tvm.cpu())
            x = tvm.runtime.tensor(np.load(x_file))
            sides["TVM"] = []
        else:
            print("TVM is not installed here: tgtbuild's side alone, no ratio (pip install -e '.[tvm]')")
        print(f"model {model.name}, input f32{list(shape)}, {args.threads} thread(s), {args.rounds} interleaved rounds "
              f"of --repeat {args.repeat} --min-repeat-ms {args.min_repeat_ms:g}", flush=True)
        for index in range(args.rounds):
            order = ["TVM", "tgtbuild"] if index % 2 == 0 else ["tgtbuild", "TVM"]
            for side in order:
                if side == "TVM" and vm is not None:
                    sides["TVM"].append(tvm_round(vm, x, args))
                elif side == "tgtbuild":
                    sides["tgtbuild"].append(tgtbuild_round(model, x_file, args, folder))
            print(f"  round {index + 1}: " + ", ".join(
                f"{side} {_fmt(statistics.median(runs[-1]))}" for side, runs in sides.items()), file=sys.stderr,
                flush=True)
    for side, runs in sides.items():
        medians = [statistics.median(r) for r in runs]
        cvs = [statistics.stdev(r) / statistics.mean(r) for r in runs if len(r) > 1]
        print(f"{side:>9}: median of round medians {_fmt(statistics.median(medians))}, "
              f"median CV {statistics.median(cvs) * 100 if cvs else 0:.1f}%")
    if "TVM" not in sides:
        return 0
    result = compare_runs(sides["TVM"], sides["tgtbuild"])
    print(f"tgtbuild / TVM: {result.ratio:.3f}x [{result.low:.3f}, {result.high:.3f}] {result.verdict} "
          f"(p={result.p_value:.3g}, {result.level:.0%} CI, the round as the unit); goal: no significant difference")
    for warning in result.warnings:
        print(f"  warning: {warning}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
