"""`--check` of a model file: the framework's own outputs on seeded inputs, the files to check a board with.

A frontend bug (an operator converted with the wrong semantics) is caught here, on this machine,
before anything reaches a board: the same inputs go through the framework that wrote the model
(onnxruntime for ONNX, PyTorch for an ExportedProgram, LiteRT for TFLite) and through the model TVM built for this
machine, run by tgtbuild's runner as on a board; the outputs are compared element by element.
The inputs and the framework's outputs stay as files beside the build, so the board's build is
checked against the same numbers with `tgtbuild run ... --input ... --check-against expected.npz`.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from ..errors import TgtbuildError, clip
from .frontend import InputSpec, load_exported_program

# What each format's reference runs on, and which pip package brings it. LiteRT (ai-edge-litert 2.3.0,
# a 21.8 MB wheel, no TensorFlow) is TFLite's own interpreter; a relax.json has no framework but TVM.
FRAMEWORKS = {"onnx": ("onnxruntime", "onnxruntime"), "pytorch": ("torch", "torch"),
              "tflite": ("ai_edge_litert", "ai-edge-litert")}


class ReferenceError(TgtbuildError):
    """The framework's reference cannot be had for this model."""


def framework_of(fmt: str) -> str:
    """The framework `--check` runs for `fmt`, refused before any work when it is not installed."""
    if fmt not in FRAMEWORKS:
        raise ReferenceError(f"--check of a {fmt} model: no framework to compare with here (tgtbuild compares "
                             "ONNX models with onnxruntime, PyTorch's with torch, TFLite's with LiteRT); check the "
                             "board's build against a build for this machine with tgtbuild run --check-against instead")
    package, pip_name = FRAMEWORKS[fmt]
    if importlib.util.find_spec(package) is None:
        raise ReferenceError(f"--check of a {fmt} model runs {package}, which this Python lacks: "
                             f"pip install {pip_name}")
    return package


def seeded_inputs(inputs: tuple[InputSpec, ...], seed: int) -> list[Any]:
    """One array per input: normal values for floats, 0..9 for integers (indices into a table of at least
    ten rows: a smaller embedding would be read past its end, by TVM unchecked), seeded."""
    import numpy as np  # lazily: the framework's (TVM brings numpy); not needed to know what to compare with

    rng = np.random.default_rng(seed)
    arrays = []
    for spec in inputs:
        if spec.dtype == "bool":
            arrays.append(np.asarray(rng.random(spec.shape) < 0.5))
        elif spec.dtype.startswith(("int", "uint")):
            arrays.append(np.asarray(rng.integers(0, 10, size=spec.shape)).astype(spec.dtype))
        else:
            arrays.append(np.asarray(rng.standard_normal(spec.shape)).astype(spec.dtype))
    return arrays


def framework_outputs(fmt: str, model: str, arrays: list[Any],
                      inputs: tuple[InputSpec, ...] = ()) -> tuple[list[Any], str]:
    """(the framework's outputs of the `fmt` model file `model` on `arrays`, 'onnxruntime 1.32.0').

    `arrays` are in the order of TVM's parameters (`inputs`, the model's own names): given to the
    framework by name where it takes names, and its outputs flattened in the order TVM's module returns
    them (ONNX's graph outputs, the ExportedProgram's output spec, the TFLite subgraph's outputs). A
    framework that fails on the seeded inputs is said in one line.
    """
    names = [spec.name for spec in inputs] if len(inputs) == len(arrays) else []
    framework = FRAMEWORKS[fmt][0]
    try:
        if fmt == "onnx":
            return _onnxruntime(model, arrays, names)
        if fmt == "tflite":
            return _litert(model, arrays, names)
        return _torch(model, arrays)
    except ReferenceError:
        raise
    except Exception as exc:  # noqa: BLE001 - the framework's error of any type, said in one line
        lines = str(exc).strip().splitlines()
        raise ReferenceError(f"{model}: {framework} could not run the model on the seeded inputs: "
                             f"{type(exc).__name__}: {clip(lines[0] if lines else '', 300)}") from None


def _onnxruntime(model: str, arrays: list[Any], names: list[str]) -> tuple[list[Any], str]:
    import numpy as np  # lazily: the framework's (TVM brings numpy); not needed to know what to compare with
    import onnxruntime  # lazily: the framework, only for an ONNX model's check

    options = onnxruntime.SessionOptions()
    options.log_severity_level = 3  # no warnings about unused initialisers on the terminal
    session = onnxruntime.InferenceSession(model, options, providers=["CPUExecutionProvider"])
    names = names or [i.name for i in session.get_inputs()]
    outputs = session.run(None, dict(zip(names, arrays, strict=True)))
    return [np.asarray(o) for o in outputs], f"onnxruntime {onnxruntime.__version__}"


def _torch(model: str, arrays: list[Any]) -> tuple[list[Any], str]:
    """The ExportedProgram's module on `arrays`, its user inputs rebuilt with its own input spec (args and
    kwargs as it was exported with), its outputs flattened by torch's own pytree (what TVM returns)."""
    # lazily, both: the framework, only for a PyTorch model's check (hundreds of MB)
    import torch
    from torch.utils import _pytree

    program = load_exported_program(model)
    tensors = [torch.from_numpy(a) for a in arrays]
    spec = program.call_spec.in_spec
    args, kwargs = _pytree.tree_unflatten(tensors, spec) if spec is not None else (tuple(tensors), {})
    with torch.no_grad():
        result = program.module()(*args, **kwargs)
    leaves = _pytree.tree_leaves(result)
    return [t.detach().numpy() if isinstance(t, torch.Tensor) else t for t in leaves], f"torch {torch.__version__}"


def _litert(model: str, arrays: list[Any], names: list[str]) -> tuple[list[Any], str]:
    """LiteRT's interpreter with its builtin reference kernels (no XNNPACK delegate: it prints a line on
    stderr at every start and computes in its own order)."""
    import ai_edge_litert  # lazily: the framework, only for a TFLite model's check
    import numpy as np  # lazily: the framework's (TVM brings numpy); not needed to know what to compare with
    from ai_edge_litert.interpreter import Interpreter, OpResolverType

    interpreter = Interpreter(model_path=model,
                              experimental_op_resolver_type=OpResolverType.BUILTIN_WITHOUT_DEFAULT_DELEGATES)
    details = interpreter.get_input_details()
    by_name = {d["name"]: d for d in details}
    order = [by_name[n] for n in names] if names and all(n in by_name for n in names) else details
    for detail, array in zip(order, arrays, strict=True):
        if tuple(detail["shape"]) != array.shape:
            interpreter.resize_tensor_input(detail["index"], list(array.shape))
    interpreter.allocate_tensors()
    for detail, array in zip(order, arrays, strict=True):
        interpreter.set_tensor(detail["index"], array)
    interpreter.invoke()
    outputs = [np.array(interpreter.get_tensor(d["index"])) for d in interpreter.get_output_details()]
    return outputs, f"LiteRT {getattr(ai_edge_litert, '__version__', '')}".strip()


def write_check_files(folder: Path, arrays: list[Any], expected: list[Any]) -> tuple[list[Path], Path]:
    """The inputs (in0.npy, ...) and the expected outputs (expected.npz) in `folder`."""
    import numpy as np  # lazily: the framework's (TVM brings numpy); not needed to know what to compare with

    folder.mkdir(parents=True, exist_ok=True)
    for stale in folder.glob("in*.npy"):  # a previous check's inputs, of a model with more of them
        if stale.name[2:-4].isdigit() and stale.is_file():
            stale.unlink()
    inputs = []
    for k, array in enumerate(arrays):
        path = folder / f"in{k}.npy"
        np.save(path, array)
        inputs.append(path)
    expected_path = folder / "expected.npz"
    np.savez(expected_path, *expected)
    return inputs, expected_path
