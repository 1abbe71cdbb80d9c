"""Model files through the API, beyond compiling (`api.modelbuild`): `check_model` and `tune_model`.

    import tgtbuild.api as tb
    built = tb.compile_model("cnn.onnx", "rasp4b", output="cnn.so")
    verdict = tb.check_model("cnn.onnx", folder="cnn.check")     # this machine's build vs onnxruntime
    tuned = tb.tune_model("cnn.onnx", "rasp4b", boards=["local"], trials=32, database="cnn.db", output="tuned.so")

TVM and the model's framework are imported only when called.
"""

from __future__ import annotations

import os
import platform
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .. import argcheck
from ..frozen import frozen
from ..models import compiling, frontend, reference
from ..models.formats import check_model_file
from ..models.frontend import InputSpec
from ..models.tuning import tune
from ..remote.choose import Trust
from ..run.request import Check, CheckVerdict, Input, Timing
from ..targets import Target, parse_target
from ..targets.triple import Triple
from ..textstream import as_stream
from .building import BuildOptions
from .modelbuild import CompiledModel, compile_model, default_output
from .running import run

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..textstream import Progress


@frozen
class ModelCheck:
    """`--check` of a model: this machine's build against the framework's own outputs on the same inputs.

    `verdict` is the run's own (`run`'s `CheckVerdict`: passed, problems, tolerances); `inputs` and
    `expected` the files it compared, seeded by `seed`."""

    verdict: CheckVerdict
    framework: str
    inputs: tuple[str, ...]
    expected: str
    seed: int

    @property
    def passed(self) -> bool:
        return self.verdict.passed

    @property
    def problems(self) -> tuple[str, ...]:
        return self.verdict.problems

    def export(self) -> dict[str, Any]:
        return {"passed": self.passed, "framework": self.framework, "problems": list(self.problems),
                "inputs": list(self.inputs), "expected": self.expected, "inputs_from": f"seeded (seed {self.seed})",
                "rtol": self.verdict.rtol, "atol": self.verdict.atol}


def framework_for(model: str) -> str:
    """The framework `check_model` compares `model` with ('onnxruntime'); one line when it is not installed."""
    return reference.framework_of(check_model_file(str(argcheck.path(model, "model"))))


def check_model(model: str, folder: str | os.PathLike, *, input_shapes: Sequence[str] = (), seed: int = 0,
                rtol: float = 1e-4, atol: float = 1e-5, build_dir: str = "build", toolchain: str | None = None,
                progress: Progress = None) -> ModelCheck:
    """Compare the model TVM builds for this machine with the framework's own outputs (onnxruntime for
    ONNX, PyTorch for `.pt2`, LiteRT for `.tflite`) on the same inputs, seeded by `seed`; catches a
    frontend's mistake before any board. The inputs (`in0.npy`... in the order of the model's inputs)
    and the framework's outputs (`expected.npz`, one array per output in the model's order) stay in
    `folder`, to check a board's build with: `tgtbuild run --target T model.so --input in0.npy
    --check-against expected.npz`. Kernels' schedules do not change what a model computes, so no
    database is applied.
    """
    stream = as_stream(progress)
    fmt = check_model_file(model)
    framework_for(model)  # the framework is there, before any compiling
    host = Target(f"llvm -mtriple={'-'.join(p for p in Triple.host() if p)}")
    folder = Path(folder)
    built = compile_model(model, host, output=folder / f"model.{platform.machine()}.so", input_shapes=input_shapes,
                          build_dir=build_dir, toolchain=toolchain, progress=stream)
    inputs = tuple(InputSpec(i["name"], tuple(i["shape"]), i["dtype"]) for i in built.record["inputs"])
    arrays = reference.seeded_inputs(inputs, seed)
    expected, framework = reference.framework_outputs(fmt, model, arrays, inputs)
    files, expected_path = reference.write_check_files(folder, arrays, expected)
    stream.write(f"running it here and {framework} on the same seeded inputs (seed {seed})\n")
    result = run([str(built.output)], target=host, board="local", args=[Input(str(p)) for p in files],
                 check=Check(rtol, atol, str(expected_path)),
                 timing=Timing(number=1, repeat=1, warmup=0, min_repeat_ms=0),
                 build=BuildOptions(build_dir=build_dir, toolchain=toolchain))
    verdict = result.check or CheckVerdict(False, ("the run compared nothing",), rtol, atol)
    return ModelCheck(verdict, framework, tuple(str(p) for p in files), str(expected_path), seed)


@frozen
class TunedModel:
    """A model tuned on boards: the tuning's summary (trials, tasks, time split) and the build it made."""

    summary: dict
    compiled: CompiledModel

    def export(self) -> dict[str, Any]:
        return {"tuning": self.summary, "model": self.compiled.export()}


def tune_model(model: str, target: str | Target, *, boards: Sequence[str | Any] = ("local",), pool: str | None = None,
               trust: Trust | None = None, trials: int = 32, database: str | os.PathLike | None = None,
               output: str | os.PathLike | None = None, input_shapes: Sequence[str] = (), batch: int = 8,
               seed: int = 0, timeout: float = 30.0, threads: int | None = None, build_dir: str = "build",
               toolchain: str | None = None, progress: Progress = None) -> TunedModel:
    """Tune a model file's kernels with MetaSchedule on `boards`, then compile it with what was found.

    TVM's `tune_relax` with tgtbuild's builder (candidates linked here) and runner (timed on the boards:
    "local", SSH words, `Board`s, or `pool` from boards.toml). `trials`: candidates measured in all,
    each task's default schedule before and after the search (a trial each: the tuned build keeps it
    where it is fastest)
    and the ones already in `database` counted (default folder: BUILD_DIR/<target>/<stem>.tuning), so an
    interrupted run continues without measuring again. `output`: the tuned export (default
    BUILD_DIR/<target>/<stem>.tuned.so). Ctrl-C raises `TuneInterrupted` with the database kept.
    """
    stream = as_stream(progress)
    model = str(argcheck.path(model, "model"))
    parsed = parse_target(argcheck.target(target, "target"))
    trials = int(argcheck.integer(trials, "trials", low=1))  # type: ignore[arg-type]
    batch = int(argcheck.integer(batch, "batch", low=1))  # type: ignore[arg-type]
    shapes = [frontend.parse_input_shape(str(argcheck.text(s, "input_shapes"))) for s in input_shapes]
    trust = trust or Trust()
    if isinstance(boards, str):
        boards = [boards]
    fmt = check_model_file(model)
    frontend.require_frontend(fmt)
    folder = Path(database) if database is not None else default_output(model, parsed, build_dir, ".tuning")
    out = Path(output) if output is not None else default_output(model, parsed, build_dir, ".tuned.so")
    tvm_target = compiling.tvm_model_target(parsed)
    if any(d.kind != "llvm" for d in parsed.devices):
        raise frontend.ModelFileError(f"tuning a model runs its candidates on a CPU board; {parsed.kind} kernels "
                                      "are not tuned by tgtbuild (compile with TVM's default GPU schedules)")
    if folder.exists() and any(folder.iterdir()):
        compiling.check_database(folder, tvm_target)
    stream.write(f"reading {model} ({fmt})\n")
    imported = frontend.read_model(model, shapes)
    mod = compiling.lowered(imported.mod)
    folder.mkdir(parents=True, exist_ok=True)
    summary = tune(mod, parsed, tvm_target, folder, trials=trials, batch=batch, boards=list(boards), pool=pool,
                   trust=trust, toolchain=toolchain, seed=seed, timeout=timeout, threads=threads, progress=stream)
    compiled = compile_model(model, parsed, output=out, input_shapes=input_shapes, database=folder,
                             build_dir=build_dir, toolchain=toolchain, progress=stream)
    return TunedModel(summary, compiled)
