"""Model files through the API, beyond compiling (`api.modelbuild`): `check_model` and `tune_model`.

    import tgtbuild.api as tb
    built = tb.compile_model("cnn.onnx", "rasp4b", output="cnn.so")
    verdict = tb.check_model("cnn.onnx", folder="cnn.check")     # this machine's build vs onnxruntime
    tuned = tb.tune_model("cnn.onnx", "rasp4b", boards=["local"], trials=32, database="cnn.db", output="tuned.so")

TVM and the model's framework are imported only when called.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..frozen import frozen
from ..targets import Target
from ..textstream import as_stream
from .building import BuildOptions
from .modelbuild import compile_model
from .running import run

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..textstream import Progress


@frozen
class ModelCheck:
    """`--check` of a model: this machine's build against the framework's own outputs on the same inputs."""

    passed: bool
    framework: str
    problems: tuple[str, ...]
    inputs: tuple[str, ...]
    expected: str
    seed: int
    rtol: float
    atol: float

    def export(self) -> dict[str, Any]:
        return {"passed": self.passed, "framework": self.framework, "problems": list(self.problems),
                "inputs": list(self.inputs), "expected": self.expected, "inputs_from": f"seeded (seed {self.seed})",
                "rtol": self.rtol, "atol": self.atol}


def check_model(model: str, folder: str | os.PathLike, *, input_shapes: Sequence[str] = (), seed: int = 0,
                rtol: float = 1e-4, atol: float = 1e-5, build_dir: str = "build", toolchain: str | None = None,
                progress: Progress = None) -> ModelCheck:
    """Compare the model TVM builds for this machine with the framework's own outputs (onnxruntime for
    ONNX, PyTorch for `.pt2`) on the same inputs, seeded by `seed`; catches a frontend's mistake before
    any board. The inputs (`in0.npy`...) and the framework's outputs (`expected.npz`) stay in `folder`,
    to check a board's build with: `tgtbuild run --target T model.so --input in0.npy --check-against
    expected.npz`. Kernels' schedules do not change what a model computes, so no database is applied.
    """
    from ..models import reference
    from ..models.formats import check_model_file
    from ..models.frontend import InputSpec
    from ..run.request import Check, Input, Timing
    from ..targets.triple import Triple

    stream = as_stream(progress)
    fmt = check_model_file(model)
    reference.framework_of(fmt)  # the framework is there, before any compiling
    host = Target(f"llvm -mtriple={'-'.join(p for p in Triple.host() if p)}")
    folder = Path(folder)
    built = compile_model(model, host, output=folder / f"model.{host.triple.arch}.so", input_shapes=input_shapes,
                          build_dir=build_dir, toolchain=toolchain, progress=stream)
    inputs = tuple(InputSpec(i["name"], tuple(i["shape"]), i["dtype"]) for i in built.record["inputs"])
    arrays = reference.seeded_inputs(inputs, seed)
    expected, framework = reference.framework_outputs(fmt, model, arrays)
    files, expected_path = reference.write_check_files(folder, arrays, expected)
    stream.write(f"running it here and {framework} on the same seeded inputs (seed {seed})\n")
    result = run([str(built.output)], target=host, board="local", args=[Input(str(p)) for p in files],
                 check=Check(rtol, atol, str(expected_path)),
                 timing=Timing(number=1, repeat=1, warmup=0, min_repeat_ms=0),
                 build=BuildOptions(build_dir=build_dir, toolchain=toolchain))
    problems = tuple(result.check.problems) if result.check else ("the run compared nothing",)
    return ModelCheck(bool(result.check and result.check.passed), framework, problems,
                      tuple(str(p) for p in files), str(expected_path), seed, rtol, atol)
