"""A model file into a Relax IRModule with TVM's own frontend, everything about it checked first.

The checks come before the conversion, and each names everything that is wrong at once: the
frontend's package missing (which `pip install` brings it), every operator TVM's frontend lacks (Relax's
ONNX frontend has no LSTM, QLinearConv or Loop: apache/tvm #20124), every input whose shape is not known
(a dynamic dimension without `--input-shape`), a shape given that does not fit the model.
TVM's own messages for these are one operator at a time, or a traceback from deep in the converter.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import re
from collections.abc import Iterator, Sequence
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


# What brings each format's frontend package. torch and tflite are in no extra of tgtbuild's: PyPI's torch
# for Linux x86_64 is the CUDA build (torch 2.14.1: a 555 MB wheel asking for 2.4 GB of NVIDIA and Triton
# wheels, 3.0 GB in all; measured with pip install --dry-run), the CPU build (torch 2.13.0+cpu: 192 MB,
# 754 MB installed) is only on PyTorch's own index; tflite is 153 kB.
INSTALL = {
    "onnx": "pip install 'tgtbuild[onnx]'",
    "pytorch": "pip install torch --index-url https://download.pytorch.org/whl/cpu (the CPU build; PyPI's "
               "brings CUDA's libraries)",
    "tflite": "pip install 'tgtbuild[tflite]'",
    "relax": "pip install 'tgtbuild[tvm]'",
}


def require_frontend(fmt: str) -> None:
    """Refuse, before any work, a format whose frontend's package (or TVM) is not installed."""
    package = FRONTENDS[fmt][1]
    missing = [p for p in dict.fromkeys(("tvm", package)) if importlib.util.find_spec(p) is None]
    if missing:
        how = dict.fromkeys([INSTALL["relax"]] * ("tvm" in missing) + [INSTALL[fmt]] * (package in missing))
        raise ModelFileError(f"reading {fmt} models needs {' and '.join(missing)}, which this Python lacks: "
                             f"{'; '.join(how)}")


def check_contents(path: str, fmt: str) -> None:
    """What can be told of a model file without its framework, after `check_model_file`'s look at its first
    bytes: a `.pt2` is a zip archive that holds an exported program (torch.export.load's own errors for
    one that is not are a traceback it logs and "Please check the warnings above")."""
    if fmt == "pytorch":
        _check_pt2_archive(path)


def read_model(path: str, shapes: Sequence[ShapeOverride] = ()) -> Imported:
    """The model at `path` as a Relax IRModule whose inputs all have static shapes."""
    fmt = check_model_file(path)
    check_contents(path, fmt)
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


def _first_line(exc: BaseException) -> str:
    lines = str(exc).strip().splitlines()
    return lines[0] if lines else ""


def _converted(path: str, convert: Any, what: str = "") -> Any:
    """The frontend's result, or its failure as one line (the frontends raise anything from deep inside).

    TVM's PyTorch frontend checks every operator first and asserts with all the missing ones
    ("Unsupported function types ['aten.x.default', ...]"): that list becomes `_unsupported`'s line.
    """
    try:
        return convert()
    except ModelFileError:
        raise
    except Exception as exc:  # noqa: BLE001 - a frontend's error of any type is the model's, said in one line
        missing = _UNSUPPORTED_TORCH.search(str(exc))
        if missing:
            _unsupported(path, what, set(re.findall(r"'([^']+)'", missing.group(1))))
        raise ModelFileError(f"{path}: TVM's frontend could not convert the model: {type(exc).__name__}: "
                             f"{clip(_first_line(exc), 300)}") from None


_UNSUPPORTED_TORCH = re.compile(r"Unsupported function types \[(.*)\]")


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
                                              keep_params_in_input=False), "ONNX")
    return mod, "main", _relax_inputs(mod, "main", inputs, path), f"onnx {onnx.__version__}"


# ---- PyTorch ExportedProgram (torch.export.save) ----

def _check_pt2_archive(path: str) -> None:
    """A zip archive with an exported program in it (`<name>/models/<model>.json`, torch >= 2.6; or the
    older `serialized_exported_program.json`), told from its listing alone, without torch."""
    import zipfile  # lazily: only for a .pt2 file

    try:
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, ValueError, EOFError) as exc:
        raise ModelFileError(f"{path}: not a PyTorch ExportedProgram: a damaged or cut-short zip archive "
                             f"({clip(str(exc) or type(exc).__name__)})") from None
    if not any(_is_program_entry(name) for name in names):
        shown = ", ".join(clip(n, 60) for n in names[:3]) + (f" and {len(names) - 3} more" if len(names) > 3 else "")
        raise ModelFileError(f"{path}: a zip archive, but not one torch.export.save writes (no models/*.json "
                             f"in it; it holds {shown or 'nothing'})")


def _is_program_entry(name: str) -> bool:
    parts = name.split("/")
    return (len(parts) >= 2 and parts[-2] == "models" and parts[-1].endswith(".json")) or \
        parts[-1] == "serialized_exported_program.json"


def load_exported_program(path: str) -> Any:
    """`torch.export.load(path)`, its failure as one line, quiet (`torch_quietly`).

    torch.export.load UNPICKLES parts of the archive (torch 2.13's pt2_archive: tensors saved with pickle
    through torch.load(weights_only=False), pickled constants through pickle.loads, the example inputs
    with a fallback to weights_only=False): loading a .pt2 can run code its author put there, as torch's
    own documentation warns. Build only the .pt2 files you would import as Python.
    """
    import torch  # lazily: torch only for its own files (hundreds of MB)

    with torch_quietly() as logged:
        try:
            return torch.export.load(path)
        except Exception as exc:  # noqa: BLE001 - torch's loader raises many types for a file it cannot read
            # "Please check the warnings above": the cause is the exception torch logged, not the one raised
            cause = logged[-1] if logged and "warnings above" in str(exc) else exc
            raise ModelFileError(f"{path}: not a PyTorch ExportedProgram torch {torch.__version__} can load "
                                 f"(torch.export.load: {type(cause).__name__}: {clip(_first_line(cause), 300)})"
                                 ) from None


@contextlib.contextmanager
def torch_quietly() -> Iterator[list[BaseException]]:
    """torch without its warnings and log lines; yields the exceptions torch.export logged meanwhile.

    On a file it cannot read, torch.export.load logs a traceback through `logging` and then raises
    "Please check the warnings above"; every program torch 2.13 saved prints a FutureWarning
    (`isinstance(treespec, LeafSpec)`) when loaded and again when TVM converts it. tgtbuild says the error
    itself. torch's loggers have their own handlers and take their level from the "torch" logger: that
    one is raised to ERROR for the call's length, and "torch.export"'s records are kept instead of printed.
    """
    # lazily, both: only around torch's calls
    import logging
    import warnings

    kept: list[BaseException] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.exc_info and record.exc_info[1] is not None:
                kept.append(record.exc_info[1])

    top, export = logging.getLogger("torch"), logging.getLogger("torch.export")
    saved = top.level, export.level, export.handlers[:]
    top.setLevel(logging.ERROR)
    export.setLevel(logging.WARNING)
    export.handlers = [Keep()]
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield kept
    finally:
        top.setLevel(saved[0])
        export.setLevel(saved[1])
        export.handlers = saved[2]


def _pytorch(path: str, data: bytes, shapes: list[ShapeOverride]) -> tuple[Any, str, tuple[InputSpec, ...], str]:
    import torch  # lazily: the frontend's own package, only for its files
    from tvm.relax.frontend.torch import from_exported_program

    program = load_exported_program(path)
    if not isinstance(program, torch.export.ExportedProgram):
        raise ModelFileError(f"{path}: holds a {type(program).__name__}, not an ExportedProgram")
    with torch_quietly():
        mod = _converted(path, lambda: from_exported_program(program, unwrap_unit_return_tuple=True), "PyTorch")
    entry = "main"
    declared = _declared_from_relax(mod, entry, path)
    inputs = resolve_shapes(path, declared, shapes)
    mod = _bound(path, mod, entry, declared, inputs)
    return mod, entry, _relax_inputs(mod, entry, inputs, path), f"torch {torch.__version__}"


# ---- TFLite ----

_TFLITE_TYPES = {0: "float32", 1: "float16", 2: "int32", 3: "uint8", 4: "int64", 6: "bool", 7: "int16",
                 9: "int8", 10: "float64"}


def _tflite(path: str, data: bytes, shapes: list[ShapeOverride]) -> tuple[Any, str, tuple[InputSpec, ...], str]:
    import tflite  # lazily: the frontend's own package, only for its files
    from tvm.relax.frontend.tflite import from_tflite

    try:
        model = tflite.Model.GetRootAsModel(data, 0)
        graph = model.Subgraphs(0)
        declared, defaults = [], {}
        for k in range(graph.InputsLength()):
            tensor = graph.Tensors(graph.Inputs(k))
            name = tensor.Name().decode()
            shape = [int(d) for d in tensor.ShapeAsNumpy()] if tensor.ShapeLength() else []
            # shape_signature: -1 where the converter left a dimension open (the batch, often); `shape`
            # holds the size TFLite's own interpreter uses for it, which stays the default here.
            signature = [int(d) for d in tensor.ShapeSignatureAsNumpy()] if tensor.ShapeSignatureLength() else shape
            dims = tuple(d if d > 0 else "?" for d in signature)
            if any(d == "?" for d in dims) and len(shape) == len(dims) and all(d > 0 for d in shape):
                defaults[name] = ShapeOverride(name, tuple(shape))
            declared.append(InputSpec(name, dims, _TFLITE_TYPES.get(tensor.Type(), f"TFLite type {tensor.Type()}")))
        operators = _tflite_operators(model, graph)
    except ModelFileError:
        raise
    except Exception as exc:  # noqa: BLE001 - flatbuffers reads past the end of a file that is not a model
        raise ModelFileError(f"{path}: not a TFLite model ({clip(str(exc) or type(exc).__name__)})") from None
    _unsupported(path, "TFLite", operators - _tflite_known(model, graph))
    odd = [spec.text() for spec in declared if spec.dtype not in DTYPES]
    if odd:
        raise ModelFileError(f"{path}: inputs of a type tgtbuild cannot feed: {', '.join(odd)} "
                             f"(known: {', '.join(DTYPES)})")
    given = {o.name for o in shapes}
    inputs = resolve_shapes(path, declared, [*shapes, *(o for n, o in defaults.items() if n not in given)])
    mod = _converted(path, lambda: from_tflite(model, shape_dict={s.name: s.shape for s in inputs},
                                                dtype_dict={s.name: s.dtype for s in inputs}), "TFLite")
    return mod, "main", _relax_inputs(mod, "main", inputs, path), f"tflite {getattr(tflite, '__version__', '?')}"


def _tflite_operators(model: Any, graph: Any) -> set[str]:
    """The builtin operators' names the first subgraph uses (a custom one as CUSTOM:its code)."""
    from tflite.BuiltinOperator import BuiltinOperator  # lazily: the frontend's own package, only for its files

    names = {v: k for k, v in vars(BuiltinOperator).items() if not k.startswith("_")}
    found = set()
    for k in range(graph.OperatorsLength()):
        code = model.OperatorCodes(graph.Operators(k).OpcodeIndex())
        number = max(code.DeprecatedBuiltinCode(), code.BuiltinCode())
        if number == BuiltinOperator.CUSTOM:
            custom = (code.CustomCode() or b"").decode(errors="replace")
            found.add("DETECTION_POSTPROCESS" if custom == "TFLite_Detection_PostProcess" else f"CUSTOM:{custom}")
        else:
            found.add(names.get(number, f"operator code {number}"))
    return found


def _tflite_known(model: Any, graph: Any) -> set[str]:
    """The operators TVM's TFLite frontend converts (its converter's own table)."""
    # lazily, both: TVM's TFLite frontend, only for a .tflite file (TVM's import takes seconds)
    from tvm import relax
    from tvm.relax.frontend.tflite.tflite_frontend import ExprTable, OperatorConverter

    return set(OperatorConverter(model, graph, ExprTable(), relax.BlockBuilder()).convert_map)


# ---- a Relax IRModule saved by TVM (tvm.ir.save_json) ----

def _relax(path: str, data: bytes, shapes: list[ShapeOverride]) -> tuple[Any, str, tuple[InputSpec, ...], str]:
    import tvm  # lazily: only with a model to read
    from tvm import relax

    try:
        mod = tvm.ir.load_json(data.decode())
    except Exception as exc:  # noqa: BLE001 - TVM's JSON reader raises its own errors for any bad text
        raise ModelFileError(f"{path}: not a module saved by tvm.ir.save_json "
                             f"({clip(_first_line(exc) or type(exc).__name__)})") from None
    if not isinstance(mod, tvm.IRModule):
        raise ModelFileError(f"{path}: holds a {type(mod).__name__} saved by tvm.ir.save_json, not an IRModule")
    functions = [gv.name_hint for gv, f in mod.functions.items() if isinstance(f, relax.Function)]
    if not functions:
        raise ModelFileError(f"{path}: the IRModule has no Relax function (its functions: "
                             f"{', '.join(gv.name_hint for gv in mod.functions) or 'none'})")
    entry = "main" if "main" in functions else "forward" if "forward" in functions else functions[0]
    declared = _declared_from_relax(mod, entry, path)
    _weights_in_file(path, mod, entry, declared)
    inputs = resolve_shapes(path, declared, shapes)
    mod = _bound(path, mod, entry, declared, inputs)
    return mod, entry, _relax_inputs(mod, entry, inputs, path), f"tvm {tvm.__version__}"


def _weights_in_file(path: str, mod: Any, entry: str, declared: list[InputSpec]) -> None:
    """Refuse a function whose weights are parameters the file does not hold.

    `nn.Module.export_tvm` (and from_onnx(keep_params_in_input=True)) mark them with `num_input`: the
    parameters past it are the weights, returned apart and not saved by save_json. Built as they are,
    the board would need every weight as an --input file.
    """
    attrs = mod[entry].attrs
    count = int(attrs["num_input"]) if attrs is not None and "num_input" in attrs else len(declared)
    if count < len(declared):
        weights = [spec.name for spec in declared[count:]]
        raise ModelFileError(f"{path}: {entry} takes {len(weights)} weights as parameters the file does not hold "
                             f"({clip(', '.join(weights), 200)}): bind them before saving, e.g. mod = "
                             f"relax.transform.BindParams({entry!r}, params)(mod) with export_tvm's params")


# ---- what every Relax module's inputs need ----

def _declared_from_relax(mod: Any, entry: str, path: str = "the model") -> list[InputSpec]:
    """The entry's tensor parameters as InputSpecs (a symbolic dimension by its variable's name)."""
    from tvm import relax, tirx  # lazily: TVM only with a model to read (its import takes seconds)

    specs = []
    for param in mod[entry].params:
        info = param.ty  # TVM 0.27's name for what was struct_info
        if not isinstance(info, relax.TensorType) or not isinstance(info.shape, relax.ShapeExpr):
            raise ModelFileError(f"{path}: {entry}'s parameter {param.name} is {info}, not a tensor of "
                                 "known rank (tgtbuild feeds tensors)")
        dims = []
        for d in info.shape.values:
            if isinstance(d, tirx.IntImm):
                dims.append(int(d))
            elif isinstance(d, tirx.Var):
                dims.append(d.name)
            else:
                raise ModelFileError(f"{path}: {entry}'s parameter {param.name} has the dimension {d}, "
                                     "an expression; tgtbuild gives sizes to plain symbolic dimensions only")
        specs.append(InputSpec(param.name, tuple(dims), str(info.dtype)))
    return specs


def _bound(path: str, mod: Any, entry: str, declared: list[InputSpec], inputs: list[InputSpec]) -> Any:
    """`mod` with each symbolic dimension bound to the size given, checked against the bounds the function
    records (torch.export's Dim(min, max) arrive as `tir_var_lower_bound`/`tir_var_upper_bound`), and
    one size for a dimension that several inputs share."""
    from tvm import relax  # lazily: TVM only with a model to read (its import takes seconds)

    attrs = mod[entry].attrs
    bounds = {key: {str(k): int(v) for k, v in attrs[key].items()} if attrs is not None and key in attrs else {}
              for key in ("tir_var_lower_bound", "tir_var_upper_bound")}
    sizes: dict[str, tuple[int, str]] = {}
    problems = []
    for spec, given in zip(declared, inputs, strict=True):
        for k, (d, g) in enumerate(zip(spec.shape, given.shape, strict=True)):
            if not isinstance(d, str):
                continue
            where = f"{spec.name}'s dimension {k}"
            if d in sizes and sizes[d][0] != g:
                problems.append(f"{d} is one size in the model, {sizes[d][0]} given for {sizes[d][1]} and {g} for "
                                f"{where}")
                continue
            sizes[d] = (g, where)
            low, high = bounds["tir_var_lower_bound"].get(d), bounds["tir_var_upper_bound"].get(d)
            if (low is not None and g < low) or (high is not None and g > high):
                allowed = f"from {low if low is not None else 0} to {high if high is not None else 'any size'}"
                problems.append(f"--input-shape {spec.name}: dimension {k} ({d}) is {allowed} in the model, {g} given")
    if problems:
        raise ModelFileError(f"{path}: " + ("\n  ".join(["the input shapes do not fit:", *problems])
                                            if len(problems) > 1 else problems[0]))
    if not sizes:
        return mod
    return relax.transform.BindSymbolicVars({d: g for d, (g, _) in sizes.items()}, entry)(mod)


def _relax_inputs(mod: Any, entry: str, inputs: list[InputSpec], path: str = "the model") -> tuple[InputSpec, ...]:
    """The inputs by the model's own names (what --input-shape and the framework use; Relax may sanitise
    them), with the shapes and dtypes of the converted module's parameters, in its order."""
    params = _declared_from_relax(mod, entry, path)
    if len(params) != len(inputs):
        raise ModelFileError(f"{path}: TVM's frontend made {len(params)} parameters of {len(inputs)} inputs "
                             f"({', '.join(p.text() for p in params)}); tgtbuild cannot tell which is which")
    return tuple(InputSpec(spec.name, p.shape if p.static else spec.shape, p.dtype)
                 for p, spec in zip(params, inputs, strict=True))
