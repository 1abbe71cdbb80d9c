"""A model file into a Relax IRModule with TVM's own frontend, everything about it checked first.

The checks come before the conversion, and each names everything that is wrong at once: the
frontend's package missing (which `pip install` brings it), every operator TVM's frontend lacks (Relax's
ONNX frontend has no LSTM, QLinearConv or Loop: apache/tvm #20124), every input whose shape is not known
(a dynamic dimension without `--input-shape`), a shape given that does not fit the model.
TVM's own messages for these are one operator at a time, or a traceback from deep in the converter.
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
from collections.abc import Sequence
from typing import Any

from ..errors import clip, did_you_mean
from ..frozen import frozen
from .formats import FRONTENDS, ModelFileError, check_model_file

# Element types a model input may have here (what tgtbuild seeds and the runner passes), by TVM's names.
DTYPES = ("float32", "float64", "float16", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
          "uint64", "bool")
_DIM = re.compile(r"[1-9][0-9]{0,11}")  # a dimension: 1 to 999,999,999,999 (no 5,000-digit int() parse)


@frozen
class InputSpec:
    """One input of the model: its name, shape (an int per dimension, a str where it is symbolic) and dtype."""

    name: str
    shape: tuple
    dtype: str

    @property
    def static(self) -> bool:
        return all(isinstance(d, int) for d in self.shape)

    def text(self) -> str:
        return f"{self.name}: {self.dtype}[{','.join(str(d) for d in self.shape)}]"

    def export(self) -> dict[str, Any]:
        return {"name": self.name, "shape": list(self.shape), "dtype": self.dtype}


@frozen
class ShapeOverride:
    """`--input-shape NAME=1,3,224,224[:float16]`: one input's shape (and dtype), as the user gave it."""

    name: str
    shape: tuple[int, ...]
    dtype: str | None = None


@frozen
class Imported:
    """A model read by its frontend: the IRModule, its entry function and inputs, where it came from."""

    mod: Any
    format: str
    frontend: str
    entry: str
    inputs: tuple[InputSpec, ...]
    source: str
    source_sha256: str
    framework: str  # the framework package's name and version ('onnx 1.23.2')


def parse_input_shape(text: str) -> ShapeOverride:
    """`NAME=D1,D2,...[:DTYPE]` as a ShapeOverride; a one-line error naming what is wrong."""
    name, eq, rest = text.partition("=")
    if not eq or not name:
        raise ModelFileError(f"--input-shape {clip(text)}: expected NAME=D1,D2,...[:DTYPE], e.g. input=1,3,224,224")
    dims_text, _, dtype = rest.partition(":")
    dims = dims_text.split(",") if dims_text else []
    bad = [d for d in dims if not _DIM.fullmatch(d.strip())]
    if bad or not dims:
        raise ModelFileError(f"--input-shape {clip(text)}: dimensions are whole numbers from 1 to 999999999999, "
                             f"comma-separated (not {clip(bad[0] if bad else dims_text)})")
    if dtype and dtype not in DTYPES:
        raise ModelFileError(f"--input-shape {clip(text)}: unknown dtype {clip(dtype)}"
                             f"{did_you_mean(dtype, DTYPES)} (known: {', '.join(DTYPES)})")
    return ShapeOverride(name, tuple(int(d) for d in dims), dtype or None)


def require_frontend(fmt: str) -> None:
    """Refuse, before any work, a format whose frontend's package (or TVM) is not installed."""
    _, package, extra = FRONTENDS[fmt]
    missing = [p for p in dict.fromkeys(("tvm", package)) if importlib.util.find_spec(p) is None]
    if missing:
        raise ModelFileError(f"reading {fmt} models needs {' and '.join(missing)}, which this Python lacks: "
                             f"pip install 'tgtbuild[{extra}]'")


def read_model(path: str, shapes: Sequence[ShapeOverride] = ()) -> Imported:
    """The model at `path` as a Relax IRModule whose inputs all have static shapes."""
    fmt = check_model_file(path)
    require_frontend(fmt)
    with open(path, "rb") as f:
        data = f.read()
    digest = hashlib.sha256(data).hexdigest()
    reader = {"onnx": _onnx, "pytorch": _pytorch, "tflite": _tflite, "relax": _relax}[fmt]
    mod, entry, inputs, framework = reader(path, data, list(shapes))
    return Imported(mod, fmt, FRONTENDS[fmt][0], entry, inputs, path, digest, framework)


def resolve_shapes(path: str, declared: list[InputSpec], given: list[ShapeOverride]) -> list[InputSpec]:
    """The inputs with `--input-shape` applied; every unknown name, wrong rank, clash or dynamic dim said at once."""
    by_name = {spec.name: spec for spec in declared}
    problems = []
    for unknown in (o for o in given if o.name not in by_name):
        problems.append(f"--input-shape {unknown.name}: the model has no input {unknown.name!r}"
                        f"{did_you_mean(unknown.name, by_name)} (its inputs: {', '.join(by_name)})")
    given_by_name = {o.name: o for o in given}
    resolved = []
    for spec in declared:
        override = given_by_name.get(spec.name)
        if override is None:
            if not spec.static:
                example = ",".join(str(d) if isinstance(d, int) else "1" for d in spec.shape)
                problems.append(f"input {spec.text()} has a dynamic dimension: give its size with "
                                f"--input-shape {spec.name}={example}")
            resolved.append(spec)
            continue
        if len(override.shape) != len(spec.shape):
            problems.append(f"--input-shape {spec.name}: the model's input has {len(spec.shape)} dimensions "
                            f"({spec.text()}); {len(override.shape)} given")
        else:
            clash = [(k, d, g) for k, (d, g) in enumerate(zip(spec.shape, override.shape, strict=True))
                     if isinstance(d, int) and d != g]
            for k, d, g in clash:
                problems.append(f"--input-shape {spec.name}: dimension {k} is {d} in the model, {g} given "
                                f"({spec.text()})")
        resolved.append(InputSpec(spec.name, override.shape, override.dtype or spec.dtype))
    if problems:
        raise ModelFileError(f"{path}: " + ("\n  ".join(["the input shapes do not fit:", *problems])
                                            if len(problems) > 1 else problems[0]))
    return resolved


def _unsupported(path: str, what: str, ops: set[str]) -> None:
    if ops:
        import tvm  # lazily: only with a model to read (TVM takes seconds to import)

        raise ModelFileError(f"{path}: TVM {tvm.__version__}'s {what} frontend lacks {len(ops)} operator"
                             f"{'s' if len(ops) > 1 else ''} this model uses: {', '.join(sorted(ops))} (nothing was "
                             "compiled; apache/tvm's issues track the missing ones)")


def _converted(path: str, convert: Any) -> Any:
    """The frontend's result, or its failure as one line (the frontends raise anything from deep inside)."""
    try:
        return convert()
    except ModelFileError:
        raise
    except Exception as exc:  # noqa: BLE001 - a frontend's error of any type is the model's, said in one line
        first = str(exc).strip().splitlines()
        raise ModelFileError(f"{path}: TVM's frontend could not convert the model: {type(exc).__name__}: "
                             f"{clip(first[0] if first else '', 300)}") from None


# ---- ONNX ----

def _onnx(path: str, data: bytes, shapes: list[ShapeOverride]) -> tuple[Any, str, tuple[InputSpec, ...], str]:
    import onnx  # lazily: the frontend's own package, only for its files
    from onnx import helper

    try:
        model = onnx.load_model_from_string(data)
    except Exception as exc:  # noqa: BLE001 - protobuf's DecodeError and friends: the file is not a model
        raise ModelFileError(f"{path}: not an ONNX model (protobuf could not parse it: "
                             f"{clip(str(exc) or type(exc).__name__)})") from None
    graph = model.graph
    if not graph.node:
        raise ModelFileError(f"{path}: an ONNX file with no graph nodes (is it a model?)")
    # lazily, both: TVM's ONNX frontend, only for an ONNX file (TVM's import takes seconds)
    from tvm.relax.frontend.onnx import from_onnx
    from tvm.relax.frontend.onnx.onnx_frontend import _get_convert_map

    known = set(_get_convert_map()) | {"If", "Constant"}
    _unsupported(path, "ONNX", {node.op_type for node in graph.node if node.op_type not in known})
    weights = {init.name for init in graph.initializer}
    declared = []
    for value in graph.input:
        if value.name in weights:
            continue
        tensor = value.type.tensor_type
        try:
            dtype = helper.tensor_dtype_to_np_dtype(tensor.elem_type).name
        except (KeyError, ValueError, TypeError):
            dtype = f"ONNX type {tensor.elem_type}"
        dims = tuple(d.dim_value if d.HasField("dim_value") and d.dim_value > 0 else (d.dim_param or "?")
                     for d in tensor.shape.dim)
        declared.append(InputSpec(value.name, dims, dtype))
    odd = [spec.text() for spec in declared if spec.dtype not in DTYPES]
    if odd:
        raise ModelFileError(f"{path}: inputs of a type tgtbuild cannot feed: {', '.join(odd)} "
                             f"(known: {', '.join(DTYPES)})")
    inputs = resolve_shapes(path, declared, shapes)
    opset = max((o.version for o in model.opset_import if o.domain in ("", "ai.onnx")), default=None)
    mod = _converted(path, lambda: from_onnx(model, shape_dict={s.name: list(s.shape) for s in inputs},
                                              dtype_dict={s.name: s.dtype for s in inputs}, opset=opset,
                                              keep_params_in_input=False))
    return mod, "main", _relax_inputs(mod, "main", inputs), f"onnx {onnx.__version__}"


# ---- PyTorch ExportedProgram (torch.export.save) ----

def _pytorch(path: str, data: bytes, shapes: list[ShapeOverride]) -> tuple[Any, str, tuple[InputSpec, ...], str]:
    import torch  # lazily: the frontend's own package, only for its files
    from tvm import relax
    from tvm.relax.frontend.torch import from_exported_program

    try:
        program = torch.export.load(path)
    except Exception as exc:  # noqa: BLE001 - torch's loader raises many types for a file it cannot read
        raise ModelFileError(f"{path}: not a PyTorch ExportedProgram (torch.export.load: "
                             f"{clip(str(exc) or type(exc).__name__)})") from None
    mod = _converted(path, lambda: from_exported_program(program, unwrap_unit_return_tuple=True))
    entry = "main"
    declared = _declared_from_relax(mod, entry)
    inputs = resolve_shapes(path, declared, shapes)
    symbolic = {d: g for spec, given in zip(declared, inputs, strict=True)
                for d, g in zip(spec.shape, given.shape, strict=True) if isinstance(d, str)}
    if symbolic:
        mod = relax.transform.BindSymbolicVars(symbolic, entry)(mod)
    return mod, entry, _relax_inputs(mod, entry, inputs), f"torch {torch.__version__}"


# ---- TFLite ----

_TFLITE_TYPES = {0: "float32", 1: "float16", 2: "int32", 3: "uint8", 4: "int64", 6: "bool", 7: "int16",
                 9: "int8", 10: "float64"}


def _tflite(path: str, data: bytes, shapes: list[ShapeOverride]) -> tuple[Any, str, tuple[InputSpec, ...], str]:
    import tflite  # lazily: the frontend's own package, only for its files
    from tvm.relax.frontend.tflite import from_tflite

    try:
        model = tflite.Model.GetRootAsModel(data, 0)
        graph = model.Subgraphs(0)
        declared = []
        for k in range(graph.InputsLength()):
            tensor = graph.Tensors(graph.Inputs(k))
            dims = tuple(int(d) if d > 0 else "?" for d in (tensor.ShapeAsNumpy() if tensor.ShapeLength() else ()))
            declared.append(InputSpec(tensor.Name().decode(), dims,
                                      _TFLITE_TYPES.get(tensor.Type(), f"TFLite type {tensor.Type()}")))
    except Exception as exc:  # noqa: BLE001 - flatbuffers reads past the end of a file that is not a model
        raise ModelFileError(f"{path}: not a TFLite model ({clip(str(exc) or type(exc).__name__)})") from None
    inputs = resolve_shapes(path, declared, shapes)
    mod = _converted(path, lambda: from_tflite(model, shape_dict={s.name: s.shape for s in inputs},
                                                dtype_dict={s.name: s.dtype for s in inputs}))
    return mod, "main", _relax_inputs(mod, "main", inputs), f"tflite {getattr(tflite, '__version__', '?')}"


# ---- a Relax IRModule saved by TVM (tvm.ir.save_json) ----

def _relax(path: str, data: bytes, shapes: list[ShapeOverride]) -> tuple[Any, str, tuple[InputSpec, ...], str]:
    import tvm  # lazily: only with a model to read
    from tvm import relax

    try:
        mod = tvm.ir.load_json(data.decode())
    except Exception as exc:  # noqa: BLE001 - TVM's JSON reader raises its own errors for any bad text
        raise ModelFileError(f"{path}: not a module saved by tvm.ir.save_json "
                             f"({clip(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)})") from None
    if not isinstance(mod, tvm.IRModule):
        raise ModelFileError(f"{path}: holds a {type(mod).__name__}, not an IRModule")
    functions = [gv.name_hint for gv, f in mod.functions.items() if isinstance(f, relax.Function)]
    if not functions:
        raise ModelFileError(f"{path}: the IRModule has no Relax function")
    entry = "main" if "main" in functions else "forward" if "forward" in functions else functions[0]
    declared = _declared_from_relax(mod, entry)
    inputs = resolve_shapes(path, declared, shapes)
    symbolic = {d: g for spec, given in zip(declared, inputs, strict=True)
                for d, g in zip(spec.shape, given.shape, strict=True) if isinstance(d, str)}
    if symbolic:
        mod = relax.transform.BindSymbolicVars(symbolic, entry)(mod)
    return mod, entry, _relax_inputs(mod, entry, inputs), f"tvm {tvm.__version__}"


def _declared_from_relax(mod: Any, entry: str) -> list[InputSpec]:
    """The entry's tensor parameters as InputSpecs (a symbolic dimension by its variable's name)."""
    from tvm import relax, tirx  # lazily: TVM only with a model to read (its import takes seconds)

    specs = []
    for param in mod[entry].params:
        info = param.ty  # TVM 0.27's name for what was struct_info
        if not isinstance(info, relax.TensorType) or not isinstance(info.shape, relax.ShapeExpr):
            raise ModelFileError(f"the model's parameter {param.name} is {info}, not a tensor of known rank")
        dims = tuple(int(d) if isinstance(d, tirx.IntImm) else str(d) for d in info.shape.values)
        specs.append(InputSpec(param.name, dims, str(info.dtype)))
    return specs


def _relax_inputs(mod: Any, entry: str, inputs: list[InputSpec]) -> tuple[InputSpec, ...]:
    """The inputs by the model's own names (what --input-shape and the framework use; Relax may sanitise
    them), with the shapes and dtypes of the converted module's parameters, in its order."""
    params = _declared_from_relax(mod, entry)
    if len(params) != len(inputs):
        raise ModelFileError(f"TVM's frontend made {len(params)} parameters of {len(inputs)} inputs "
                             f"({', '.join(p.text() for p in params)}); tgtbuild cannot tell which is which")
    return tuple(InputSpec(spec.name, p.shape if p.static else spec.shape, p.dtype)
                 for p, spec in zip(params, inputs, strict=True))
