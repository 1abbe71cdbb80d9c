"""`--check` of a model file: the framework's own outputs on seeded inputs, the files to check a board with.

A frontend bug (an operator converted with the wrong semantics) is caught here, on this machine,
before anything reaches a board: the same inputs go through the framework that wrote the model
(onnxruntime for ONNX, PyTorch for an ExportedProgram) and through the model TVM built for this
machine, run by tgtbuild's runner as on a board; the outputs are compared element by element.
The inputs and the framework's outputs stay as files beside the build, so the board's build is
checked against the same numbers with `tgtbuild run ... --input ... --check-against expected.npz`.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from ..errors import TgtbuildError
from .frontend import InputSpec

# What each format's reference runs on, and which pip package brings it.
FRAMEWORKS = {"onnx": ("onnxruntime", "onnxruntime"), "pytorch": ("torch", "torch")}


class ReferenceError(TgtbuildError):
    """The framework's reference cannot be had for this model."""


def framework_of(fmt: str) -> str:
    """The framework `--check` runs for `fmt`, refused before any work when it is not installed."""
    if fmt not in FRAMEWORKS:
        raise ReferenceError(f"--check of a {fmt} model: no framework to compare with here (tgtbuild compares "
                             f"{' and '.join(FRAMEWORKS)} models with {' and '.join(p for p, _ in FRAMEWORKS.values())}"
                             "); check the board's build against a build for this machine with tgtbuild run "
                             "--check-against instead")
    package, pip_name = FRAMEWORKS[fmt]
    if importlib.util.find_spec(package) is None:
        raise ReferenceError(f"--check of a {fmt} model runs {package}, which this Python lacks: "
                             f"pip install {pip_name}")
    return package


def seeded_inputs(inputs: tuple[InputSpec, ...], seed: int) -> list[Any]:
    """One array per input: normal values for floats, 0..9 for integers (safe as indices), seeded."""
    import numpy as np  # lazily: the framework's (TVM brings numpy); not needed to know what to compare with

    rng = np.random.default_rng(seed)
    arrays = []
    for spec in inputs:
        if spec.dtype == "bool":
            arrays.append(rng.random(spec.shape) < 0.5)
        elif spec.dtype.startswith(("int", "uint")):
            arrays.append(rng.integers(0, 10, size=spec.shape).astype(spec.dtype))
        else:
            arrays.append(rng.standard_normal(spec.shape).astype(spec.dtype))
    return arrays


def framework_outputs(fmt: str, model: str, arrays: list[Any]) -> tuple[list[Any], str]:
    """(the framework's outputs of the `fmt` model file `model` on `arrays`, 'onnxruntime 1.32.0')."""
    import numpy as np  # lazily: the framework's (TVM brings numpy); not needed to know what to compare with

    if fmt == "onnx":
        import onnxruntime  # lazily: the framework, only for an ONNX model's check

        options = onnxruntime.SessionOptions()
        options.log_severity_level = 3  # no warnings about unused initialisers on the terminal
        session = onnxruntime.InferenceSession(model, options, providers=["CPUExecutionProvider"])
        names = [i.name for i in session.get_inputs()]
        outputs = session.run(None, dict(zip(names, arrays, strict=True)))
        return [np.asarray(o) for o in outputs], f"onnxruntime {onnxruntime.__version__}"
    import torch  # lazily: the framework, only for a PyTorch model's check (hundreds of MB)

    program = torch.export.load(model)
    with torch.no_grad():
        result = program.module()(*(torch.from_numpy(a) for a in arrays))
    flat = list(result) if isinstance(result, (tuple, list)) else [result]
    return [t.detach().numpy() for t in flat], f"torch {torch.__version__}"


def write_check_files(folder: Path, arrays: list[Any], expected: list[Any]) -> tuple[list[Path], Path]:
    """The inputs (in0.npy, ...) and the expected outputs (expected.npz) in `folder`."""
    import numpy as np  # lazily: the framework's (TVM brings numpy); not needed to know what to compare with

    folder.mkdir(parents=True, exist_ok=True)
    inputs = []
    for k, array in enumerate(arrays):
        path = folder / f"in{k}.npy"
        np.save(path, array)
        inputs.append(path)
    expected_path = folder / "expected.npz"
    np.savez(expected_path, *expected)
    return inputs, expected_path
