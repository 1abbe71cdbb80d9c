"""A model's inputs: which data each parameter of its entry gets, as raw files the runner reads.

Each parameter, in order, takes the first of:
  1. `--input NAME=FILE` naming it (FILE: `.npy`, or raw bytes in the parameter's recorded shape/dtype);
  2. the array of that name in an `--input FILE.npz` (relax.frontend.nn names weights `fc1.weight`...);
  3. the next unnamed `--input FILE.npy|FILE.bin` (or the next `arr_N` of an .npz saved without names);
  4. the `--arg` spec at its position: seeded data (the generator every harness uses, `run.reference`);
  5. the shape and dtype the model records for it (`vmexec.Param`): seeded data, no option needed.
A parameter left without data is an error that names it and says how to give it.

`.npy`/`.npz` are read here without numpy (format 1.0-3.0: a header dict, then C-order data;
Fortran order and object arrays are refused). Writing the bytes out keeps the runner in C simple:
it reads `DTYPE:SHAPE:FILE` and nothing else.
"""

from __future__ import annotations

import ast
import hashlib
import struct
import zipfile
from functools import cached_property
from pathlib import Path

from ..errors import TgtbuildError, did_you_mean
from ..frozen import frozen
from ..run.argspec import ArgSpec
from ..run.reference import make_inputs
from .vmexec import Param

# numpy dtype strings (little-endian) -> (relax dtype, DLPack code, bits)
NUMPY_DTYPES = {
    "<f4": "float32", "<f8": "float64", "<f2": "float16", "|i1": "int8", "<i2": "int16", "<i4": "int32",
    "<i8": "int64", "|u1": "uint8", "<u2": "uint16", "<u4": "uint32", "<u8": "uint64", "|b1": "bool",
}
DL_CODES = {"int": 0, "uint": 1, "float": 2, "bfloat": 4, "bool": 1}
# relax dtype -> argspec dtype (what the seeded generator and --check compare know)
SPEC_DTYPES = {"float32": "f32", "float64": "f64", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
               "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64"}
RELAX_DTYPES = {short: relax for relax, short in SPEC_DTYPES.items()}
MAX_INPUT_BYTES = 1 << 34  # as for --arg buffers: a larger input is likelier a typo than a model's


class ModelInputError(TgtbuildError):
    """An input file or spec that does not fit the model (which file, which parameter, what fits)."""


@frozen
class Array:
    """One input's data: dtype (relax's name), shape, and the bytes (C order)."""

    dtype: str
    shape: tuple[int, ...]
    data: bytes
    source: str  # where it came from, for messages and the record

    @cached_property
    def digest(self) -> str:
        """SHA-256 of the data: the input's board name and the reference's cache key (hashed once)."""
        return hashlib.sha256(self.data).hexdigest()

    def spec(self, index: int) -> ArgSpec:
        """The input as parameter `index`'s --arg-like spec (what the run's record lists)."""
        short = SPEC_DTYPES.get(self.dtype, self.dtype)
        return ArgSpec(index, f"{short}[{','.join(map(str, self.shape))}]", short, self.shape, "in", None)

    def runner_spec(self, file: str) -> str:
        """`code,bits,lanes:d0,d1:FILE` for the runner's --input."""
        kind = self.dtype.rstrip("0123456789")
        bits = int(self.dtype[len(kind):] or 8)
        if self.dtype == "bool":
            bits = 8
        return f"{DL_CODES[kind]},{bits},1:{','.join(map(str, self.shape))}:{file}"


def dtype_bytes(dtype: str) -> int:
    if dtype == "bool":
        return 1
    kind = dtype.rstrip("0123456789")
    if kind not in DL_CODES or not dtype[len(kind):].isdigit():
        raise ModelInputError(f"dtype {dtype!r} is not one tgtbuild can feed a model "
                              f"(known: {', '.join(sorted(set(NUMPY_DTYPES.values())))})")
    return int(dtype[len(kind):]) // 8


def read_npy(data: bytes, where: str) -> Array:
    """An .npy file's array (format 1.0, 2.0, 3.0)."""
    if data[:6] != b"\x93NUMPY":
        raise ModelInputError(f"{where}: not an .npy file (no \\x93NUMPY magic)")
    major = data[6]
    if major == 1:
        (length,), start = struct.unpack_from("<H", data, 8), 10
    elif major in (2, 3):
        (length,), start = struct.unpack_from("<I", data, 8), 12
    else:
        raise ModelInputError(f"{where}: .npy format version {major} is not known (1, 2 and 3 are)")
    try:
        header = ast.literal_eval(data[start:start + length].decode("latin1" if major < 3 else "utf-8"))
        descr, fortran, shape = header["descr"], header["fortran_order"], tuple(int(d) for d in header["shape"])
    except (ValueError, SyntaxError, KeyError, TypeError):
        raise ModelInputError(f"{where}: the .npy header cannot be read") from None
    if fortran and len(shape) > 1:
        raise ModelInputError(f"{where}: a Fortran-order array; save it C-ordered (np.ascontiguousarray)")
    dtype = NUMPY_DTYPES.get(descr if descr[0] in "<|" else descr.replace("=", "<"))
    if dtype is None:
        raise ModelInputError(f"{where}: numpy dtype {descr!r} is not one a model input takes here "
                              f"(little-endian {', '.join(sorted(set(NUMPY_DTYPES.values())))})")
    count = 1
    for dim in shape:
        count *= dim
    body = data[start + length:]
    need = count * dtype_bytes(dtype)
    if len(body) < need:
        raise ModelInputError(f"{where}: {len(body)} bytes of data for shape {list(shape)} {dtype} ({need} needed)")
    return Array(dtype, shape, body[:need], where)


def read_npz(path: Path) -> dict[str, Array]:
    """An .npz's arrays by name (np.savez's keys: given names, or arr_0, arr_1...)."""
    try:
        with zipfile.ZipFile(path) as zf:
            return {name.removesuffix(".npy"): read_npy(zf.read(name), f"{path}:{name}")
                    for name in zf.namelist() if name.endswith(".npy")}
    except zipfile.BadZipFile:
        raise ModelInputError(f"{path}: not an .npz file (a zip of .npy arrays, as np.savez writes)") from None


def _check_size(path: Path) -> None:
    size = path.stat().st_size
    if size > MAX_INPUT_BYTES:
        raise ModelInputError(f"{path}: {size} bytes, more than an input tgtbuild sends ({MAX_INPUT_BYTES})")


def _read_file(path: Path, param: Param | None, spec: ArgSpec | None) -> Array:
    """An .npy as it is; any other file as raw bytes in the parameter's shape (from --arg or the model)."""
    _check_size(path)
    data = path.read_bytes()
    if path.suffix == ".npy":
        return read_npy(data, str(path))
    if spec is not None and spec.is_buffer:
        dtype, shape = RELAX_DTYPES[spec.dtype], tuple(spec.shape)
    elif param is not None and param.known:
        dtype, shape = str(param.dtype), tuple(int(d) for d in param.shape or ())
    else:
        name = f"parameter {param.index} {param.name!r}" if param else "this input"
        raise ModelInputError(f"{path}: raw data, and the model records no shape or dtype for {name}; save it "
                              "as .npy (np.save), or give its shape with --arg at its position (e.g. f32[1,64])")
    count = 1
    for dim in shape:
        count *= dim
    need = count * dtype_bytes(dtype)
    if len(data) != need:
        raise ModelInputError(f"{path}: {len(data)} bytes, but {list(shape)} {dtype} is {need} bytes")
    return Array(dtype, shape, data, str(path))


def seeded(specs: list[ArgSpec], seed: int) -> dict[int, Array]:
    """The seeded data of these buffer specs, value for value what every harness generates."""
    arrays = make_inputs(tuple(specs), seed)
    return {spec.index: Array(RELAX_DTYPES[spec.dtype], tuple(spec.shape), arrays[spec.index].tobytes(),
                              f"seeded {spec.text}") for spec in specs if spec.index in arrays}


def spec_of(param: Param) -> ArgSpec:
    """An --arg-like spec for a recorded parameter (seeded like any buffer)."""
    dims = ",".join(str(d) for d in param.shape or ())
    short = SPEC_DTYPES.get(str(param.dtype))
    if short is None:
        raise ModelInputError(f"parameter {param.index} {param.name!r} is {param.dtype}, which tgtbuild cannot seed "
                              f"(it seeds {', '.join(SPEC_DTYPES)}): give its data with --input {param.name}=FILE.npy")
    return ArgSpec(param.index, f"{short}[{dims}]", short, tuple(int(d) for d in param.shape or ()), "in", None)


def assign(params: tuple[Param, ...], files: tuple[str, ...], specs: tuple[ArgSpec, ...], seed: int,
           entry: str) -> list[Array]:
    """One Array per parameter of `entry`, by the rules in the module's docstring."""
    named: dict[str, Path] = {}
    positional: list[Path] = []
    archives: dict[str, Array] = {}
    for text in files:
        name, sep, file = text.partition("=")
        if sep and not Path(text).exists():
            named[name] = Path(file)
        elif text.endswith(".npz"):
            archives.update(read_npz(Path(text)))
        else:
            positional.append(Path(text))
    for path in [*named.values(), *positional]:
        if not path.is_file():
            raise ModelInputError(f"--input {path}: no such file")
    unknown = sorted(set(named) - {p.name for p in params})
    if unknown:
        raise ModelInputError(f"--input {unknown[0]}=...: {entry} has no parameter {unknown[0]!r}"
                              f"{did_you_mean(unknown[0], [p.name for p in params])} "
                              f"(its parameters: {', '.join(p.name for p in params)})")
    unnamed_archive = [archives.pop(k) for k in sorted((k for k in archives if k.startswith("arr_")),
                                                        key=lambda k: int(k[4:]) if k[4:].isdigit() else 0)]
    specs = tuple(s for s in specs if s.role != "out")  # outputs are the model's to say (`--check` adds them)
    by_position = {spec.index: spec for spec in specs}
    out: list[Array] = []
    to_seed: list[ArgSpec] = []
    for param in params:
        spec = by_position.get(param.index)
        if param.name in named:
            out.append(_read_file(named[param.name], param, spec))
        elif param.name in archives:
            out.append(archives.pop(param.name))
        elif positional:
            out.append(_read_file(positional.pop(0), param, spec))
        elif unnamed_archive:
            out.append(unnamed_archive.pop(0))
        elif spec is not None:
            to_seed.append(spec)
            out.append(None)  # type: ignore[arg-type]  # filled below, one seeded stream for all
        elif param.known:
            to_seed.append(spec_of(param))
            out.append(None)  # type: ignore[arg-type]
        else:
            raise ModelInputError(
                f"{entry}'s parameter {param.index} {param.name!r} has no data: the model records no shape for it "
                f"(weights passed as arguments are not checked by TVM's VM); give it with --input "
                f"{param.name}=FILE.npy, an --input FILE.npz holding {param.name!r}, or --arg SPEC at position "
                f"{param.index}")
    extra = len(positional) + len(unnamed_archive)
    if extra:
        raise ModelInputError(f"{extra} more --input file(s) than {entry} has parameters ({len(params)}: "
                              f"{', '.join(p.name for p in params)})")
    more_specs = [s for s in specs if s.index >= len(params)]
    if more_specs:  # TVM says it in its own words; data is still made so the call shows it
        to_seed += more_specs
        out += [None] * len(more_specs)  # type: ignore[list-item]
    made = seeded([s for s in to_seed if s.is_buffer], seed)
    for spec in to_seed:
        if not spec.is_buffer:
            raise ModelInputError(f"--arg {spec.text}: a model's parameters are tensors; give a buffer spec")
        out[spec.index] = made[spec.index]
    return out
