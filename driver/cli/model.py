"""Model files on the command line: `tgtbuild build|run|tune MODEL` (ONNX, .pt2, .tflite, .relax.json).

`build`, `run` and `tune` take a model file where they take sources; this module holds what `build`
and `tune` do and print for it (the options are in cli/build.py, shared with `run`); the work is the
API's (`api.models`).
"""

from __future__ import annotations

import argparse
import sys

from ..api.modelbuild import compile_model
from ..api.models import check_model, framework_for, tune_model
from ..errors import TgtbuildError
from ..suffixes import model_files
from .boardopts import trust_from_args
from .output import print_json


def model_source(sources: list[str]) -> str:
    """The model file among `sources` (there is one); refused when it is not alone."""
    models = model_files(sources)
    if len(sources) > 1:
        others = [s for s in sources if s != models[0]]
        raise TgtbuildError(f"a model file builds alone: {models[0]} beside {', '.join(others)}")
    return models[0]


def build_models(args: argparse.Namespace, model: str) -> int:
    """`tgtbuild build MODEL`: compile and export it for each target; `--check` against its framework too."""
    targets = args.target or []
    if not targets:
        raise TgtbuildError(f"{model}: which board is it for? give --target (a tag such as rasp4b, or a triple)")
    if args.output and len(targets) > 1:
        raise TgtbuildError("-o names one file: build one target at a time, or drop -o (each target's file "
                            "goes to BUILD_DIR/<target>/)")
    if args.check:
        framework_for(model)  # refused before any compiling when the framework is missing
    progress = sys.stderr if args.json else sys.stdout
    results = [compile_model(model, target, output=args.output, input_shapes=args.input_shape,
                             database=args.database, build_dir=args.build_dir, toolchain=args.toolchain,
                             progress=progress) for target in targets]
    verdict = None
    if args.check:
        folder = results[0].output.with_name(results[0].output.stem + ".check")
        verdict = check_model(model, folder, input_shapes=args.input_shape, seed=args.seed, rtol=args.rtol,
                              atol=args.atol, build_dir=args.build_dir, toolchain=args.toolchain, progress=progress)
    if args.json:
        print_json({"models": [b.export() for b in results], **({"check": verdict.export()} if verdict else {})})
    else:
        for built in results:
            _print_built(built)
        if verdict is not None:
            _print_check(verdict, [str(b.output) for b in results])
    return 1 if verdict is not None and not verdict.passed else 0


def _print_built(built) -> None:  # noqa: ANN001 - api.modelbuild.CompiledModel
    record = built.record
    state = "up to date" if built.up_to_date else f"compiled in {built.seconds:.1f} s"
    print(f"{built.output}: {state}")
    print(f"  from {record['source']['file']} ({record['frontend']}, {record['source']['framework']}, "
          f"TVM {record['tvm']})")
    print("  inputs: " + ", ".join(f"{i['name']}: {i['dtype']}[{','.join(map(str, i['shape']))}]"
                                   for i in record["inputs"]))
    if record.get("planned_bytes") is not None:
        print(f"  planned memory: {record['planned_bytes']:,} bytes (TVM's static plan)")
    if record.get("database"):
        print(f"  schedules from {record['database']}")


def _print_check(check, outputs: list[str]) -> None:  # noqa: ANN001 - api.models.ModelCheck
    if check.passed:
        print(f"check: this machine's build matches {check.framework} on seeded inputs (seed {check.seed}; "
              f"rtol {check.verdict.rtol:g}, atol {check.verdict.atol:g})")
    else:
        print(f"check: MISMATCH between this machine's build and {check.framework} on seeded inputs "
              f"(seed {check.seed}):\n  " + "\n  ".join(check.problems))
    inputs = " ".join(f"--input {p}" for p in check.inputs)
    for output in outputs:
        print(f"  the same check on the board: tgtbuild run --target ... {output} {inputs} "
              f"--check-against {check.expected}")


def tune_model_file(args: argparse.Namespace, model: str) -> int:
    """`tgtbuild tune MODEL`: MetaSchedule on the boards, then the tuned export (api.tune_model)."""
    if not args.target:
        raise TgtbuildError(f"{model}: which board is it for? give --target (a tag such as rasp4b, or a triple)")
    kernel_only = [name for name, given in (("--entry", args.entry), ("--arg", args.arg), ("--knob", args.knob),
                                            ("--labgrid", args.labgrid), ("--log", args.log),
                                            ("--resume", args.resume), ("--list", args.list)) if given]
    if kernel_only:
        raise TgtbuildError(f"{', '.join(kernel_only)}: for tuning a kernel's knobs; a model file is tuned by "
                            "MetaSchedule (--trials, --database, --board/--pool)")
    progress = sys.stderr
    tuned = tune_model(model, args.target, boards=args.board or ["local"], pool=args.pool, trust=trust_from_args(args),
                       trials=args.trials or 32, database=args.database, output=args.output,
                       input_shapes=args.input_shape, batch=args.batch, seed=args.seed, timeout=args.timeout,
                       build_dir=args.build_dir, toolchain=args.toolchain, progress=progress)
    if args.json:
        print_json(tuned.export())
        return 0
    summary = tuned.summary
    split = summary["split"]
    print(f"tuned {len(summary['tasks'])} tasks: {summary['measured']} trials measured now, "
          f"{summary['in_database']} in {summary['database']}"
          + (f" ({summary['remeasured']} measured twice)" if summary["remeasured"] else ""))
    print(f"  time: {summary['seconds']:.1f} s: building candidates {split['build_s']:.1f} s, waiting for the "
          f"boards {split['run_s']:.1f} s, MetaSchedule's search and the rest {split['search_s']:.1f} s")
    _print_built(tuned.compiled)
    return 0
