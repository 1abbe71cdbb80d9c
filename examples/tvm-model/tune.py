"""A small TVM model, tuned with MetaSchedule on a tgtbuild board, exported before and after.

    python examples/tvm-model/tune.py --target rasp4b --board local --trials 16 --out out

writes, in --out:
    before.tar            the model compiled for the board without tuning (TVM's default schedules)
    after.tar             the same model with the best schedules MetaSchedule found on the board
    reference.so          the model compiled for this machine: `--check-against` for both
    tuning/               MetaSchedule's own database (database_workload.json, database_tuning_record.json)

The flow is TVM's own (relax.frontend.nn -> the Relax pipeline -> `tune_relax` -> `MetaScheduleApplyDatabase`
-> `tvm.compile` -> `export_library`); tgtbuild supplies the board: `TgtbuildRunner` times each candidate
on it (board `local` with an aarch64 target runs under qemu-user: no Pi needed), `TgtbuildBuilder` links
candidates here, `fcompile` links the exported model for the board, `tvm_target` names the same machine
to TVM. Then `tgtbuild run` and `tgtbuild compare` measure both builds (README.md beside this file).
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np
import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.s_tir import meta_schedule as ms

from tgtbuild.tune.metaschedule import TgtbuildBuilder, TgtbuildRunner
from tgtbuild.tvm import fcompile, register_tensor_intrinsics, tvm_target


class Net(nn.Module):
    """Two dense layers: big enough that schedules matter, small enough to tune in minutes under qemu."""

    def __init__(self) -> None:
        self.fc1 = nn.Linear(128, 256)
        self.fc2 = nn.Linear(256, 16)

    def forward(self, x: nn.Tensor) -> nn.Tensor:
        return self.fc2(nn.relu(self.fc1(x)))


def model() -> tvm.IRModule:
    """The network with its weights bound (seeded), lowered as tune_relax expects its input."""
    mod, params = Net().export_tvm(spec={"forward": {"x": nn.spec.Tensor((8, 128), "float32")}})
    rng = np.random.default_rng(0)
    weights = {name: tvm.runtime.tensor((rng.standard_normal([int(d) for d in p.shape]) / 8).astype("float32"))
               for name, p in params}
    mod = relax.transform.BindParams("forward", weights)(mod)
    mod = relax.transform.DecomposeOpsForInference()(mod)
    mod = relax.transform.CanonicalizeBindings()(mod)
    return relax.get_pipeline("zero")(mod)  # without it extract_tasks finds no task


def export(mod: tvm.IRModule, target: tvm.target.Target, path: Path, tgtbuild_target: str) -> None:
    executable = tvm.compile(mod, target=target)
    if path.suffix == ".tar":
        executable.export_library(str(path))
    else:
        executable.export_library(str(path), fcompile=fcompile(tgtbuild_target))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="rasp4b", help="tgtbuild's target (a tag or triple)")
    parser.add_argument("--board", action="append", default=[], help="a board, as tgtbuild's --board (repeatable)")
    parser.add_argument("--trials", type=int, default=16, help="MetaSchedule trials in all (max_trials_global)")
    parser.add_argument("--out", default="out", help="the folder for the builds and the database")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    target = tvm_target(args.target)
    register_tensor_intrinsics(args.target)  # only the target's sets: seconds, not TVM's minute for all
    mod = model()
    started = time.monotonic()
    export(mod, target, out / "before.tar", args.target)
    export(mod, tvm_target("x86_64-linux-gnu"), out / "reference.so", "x86_64-linux-gnu")
    work = out / "tuning"
    runner = TgtbuildRunner(args.target, boards=args.board or ["local"],
                            evaluator_config=ms.runner.EvaluatorConfig(number=3, repeat=3, min_repeat_ms=20))
    try:
        with target:
            ms.relax_integration.tune_relax(mod, {}, target, str(work), max_trials_global=args.trials,
                                            num_trials_per_iter=max(2, args.trials // 4),
                                            builder=TgtbuildBuilder(args.target), runner=runner)
    finally:
        runner.close()
    with target, tvm.transform.PassContext(opt_level=3):
        tuned = relax.transform.MetaScheduleApplyDatabase(str(work))(mod)
    export(tuned, target, out / "after.tar", args.target)
    records = len((work / "database_tuning_record.json").read_text().splitlines())
    print(f"tuned {records} records on {', '.join(args.board or ['local'])} in {time.monotonic() - started:.0f} s; "
          f"wrote {out / 'before.tar'}, {out / 'after.tar'}, {out / 'reference.so'}")


if __name__ == "__main__":
    main()
