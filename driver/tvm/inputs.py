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

import array
import ast
import hashlib
import struct
import zipfile
import zlib
from functools import cached_property, lru_cache
from pathlib import Path

from ..errors import TgtbuildError, did_you_mean
from ..frozen import frozen
from ..run.argspec import MAX_BYTES, ArgSpec
from ..run.inputfill import rule
from ..run.reference import _ARRAY_CODES, SplitMix64
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
MAX_INPUT_BYTES = MAX_BYTES  # as for --arg buffers (16 GiB): a larger input is likelier a typo than a model's
MAX_HEADER = 1 << 16  # numpy writes a header of a few hundred bytes (format 1.0 allows at most 65535)
MAX_MEMBERS = 10_000  # arrays in one .npz: a model's weights are hundreds of tensors
MAX_RATIO, RATIO_FLOOR = 100, 64 << 20  # as tarread's: past 64 MiB, an array stored 100 times smaller is a bomb
CHUNK = 1 << 24
# Seeding runs in Python, a chunk at a time: 2**23 f32 elements (32 MiB) took 6.7 s and 88 MB of RSS on this
# project's loaded 2-core machine (make_inputs' lists: 10 s and 550 MB for 5e6). Larger inputs come from files.
SEED_MAX_ELEMENTS = 1 << 23
SEED_CHUNK = 1 << 18


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
    dtype, shape, start = _npy_header(data, where)
    need = _nbytes(dtype, shape, where)
    body = memoryview(data)[start:]
    if len(body) < need:
        raise ModelInputError(f"{where}: {len(body)} bytes of data for shape {list(shape)} {dtype} ({need} needed)")
    return Array(dtype, shape, bytes(body[:need]), where)


def _npy_header(data: bytes, where: str) -> tuple[str, tuple[int, ...], int]:
    """(dtype, shape, where the data starts) of an .npy's first bytes, or one line saying what is wrong.

    A truncated file was a `struct.error`, a structured dtype (a list) a `TypeError`, an empty one an
    `IndexError`, and a negative dimension went on to TVM (issue 43)."""
    if data[:6] != b"\x93NUMPY":
        raise ModelInputError(f"{where}: not an .npy file (no \\x93NUMPY magic)")
    if len(data) < 10:
        raise ModelInputError(f"{where}: the .npy file ends inside its header ({len(data)} bytes)")
    major = data[6]
    if major == 1:
        (length,), start = struct.unpack_from("<H", data, 8), 10
    elif major in (2, 3):
        if len(data) < 12:
            raise ModelInputError(f"{where}: the .npy file ends inside its header ({len(data)} bytes)")
        (length,), start = struct.unpack_from("<I", data, 8), 12
    else:
        raise ModelInputError(f"{where}: .npy format version {major} is not known (1, 2 and 3 are)")
    if start + length > len(data) or length > MAX_HEADER:
        raise ModelInputError(f"{where}: the .npy header claims {length} bytes; the file ends first or it is "
                              f"longer than numpy writes ({MAX_HEADER})")
    try:
        header = ast.literal_eval(bytes(data[start:start + length]).decode("latin1" if major < 3 else "utf-8"))
        descr, fortran, shape = header["descr"], header["fortran_order"], header["shape"]
    except (ValueError, SyntaxError, KeyError, TypeError, MemoryError, RecursionError, UnicodeDecodeError):
        raise ModelInputError(f"{where}: the .npy header cannot be read") from None
    if not isinstance(descr, str) or not descr:
        kind = "a structured dtype" if isinstance(descr, list) else f"dtype {descr!r:.40}"
        raise ModelInputError(f"{where}: {kind}; a model input is one plain numeric array "
                              f"(little-endian {', '.join(sorted(set(NUMPY_DTYPES.values())))})")
    if not isinstance(shape, tuple) or not all(type(d) is int and 0 <= d < 1 << 63 for d in shape):
        raise ModelInputError(f"{where}: the .npy shape {shape!r:.60} is not a tuple of sizes (0 or more)")
    if fortran and len(shape) > 1:
        raise ModelInputError(f"{where}: a Fortran-order array; save it C-ordered (np.ascontiguousarray)")
    dtype = NUMPY_DTYPES.get(descr if descr[0] in "<|" else descr.replace("=", "<"))
    if dtype is None:
        raise ModelInputError(f"{where}: numpy dtype {descr!r} is not one a model input takes here "
                              f"(little-endian {', '.join(sorted(set(NUMPY_DTYPES.values())))})")
    return dtype, shape, start + length


def _nbytes(dtype: str, shape: tuple[int, ...], where: str) -> int:
    """The array's bytes, refused past MAX_INPUT_BYTES (the --arg buffers' cap) before any is read."""
    count = 1
    for dim in shape:
        count *= dim
    need = count * dtype_bytes(dtype)
    if need > MAX_INPUT_BYTES:
        raise ModelInputError(f"{where}: {list(shape)} {dtype} is {need} bytes, more than an input tgtbuild sends "
                              f"({MAX_INPUT_BYTES}, as for --arg buffers)")
    return need


def read_npz(path: Path) -> dict[str, Array]:
    """An .npz's arrays by name (np.savez's keys: given names, or arr_0, arr_1...), read within bounds.

    Each array is read as a stream, its header first: a 1 MB .npz of zeros that unpacks to 1 GiB took
    3.2 GB of RSS and 51 s (zipfile's `read` joins its chunks over and over), 2.1 GB in the issue's
    report (issue 43). Refused before the data is read: more than MAX_MEMBERS arrays, one of more than
    MAX_INPUT_BYTES, one that unpacks to more than MAX_RATIO times its stored size past RATIO_FLOOR
    (np.savez stores, np.savez_compressed of real weights shrinks them a few times), and arrays that
    together need more memory than this machine has free.
    """
    try:
        with zipfile.ZipFile(path) as zf:
            infos = [info for info in zf.infolist() if info.filename.endswith(".npy")]
            if len(infos) > MAX_MEMBERS:
                raise ModelInputError(f"{path}: {len(infos)} arrays, more than the {MAX_MEMBERS} an input "
                                      "archive may hold")
            for info in infos:
                _check_member(path, info)
            check_memory_here(sum(info.file_size for info in infos), str(path))
            return {info.filename.removesuffix(".npy"): _read_member(zf, info, f"{path}:{info.filename}")
                    for info in infos}
    except (zipfile.BadZipFile, zipfile.LargeZipFile, NotImplementedError, EOFError, zlib.error, OSError) as exc:
        if isinstance(exc, OSError) and exc.errno is not None:
            raise ModelInputError(f"{path}: {exc.strerror}") from None
        raise ModelInputError(f"{path}: not an .npz file (a zip of .npy arrays, as np.savez writes): "
                              f"{str(exc)[:100] or type(exc).__name__}") from None


def _check_member(path: Path, info: zipfile.ZipInfo) -> None:
    where = f"{path}:{info.filename}"
    if info.file_size > MAX_INPUT_BYTES:
        raise ModelInputError(f"{where}: {info.file_size} bytes, more than an input tgtbuild sends "
                              f"({MAX_INPUT_BYTES}, as for --arg buffers)")
    if info.file_size > RATIO_FLOOR and info.file_size > MAX_RATIO * max(info.compress_size, 1):
        raise ModelInputError(f"{where}: unpacks to {info.file_size} bytes from {info.compress_size} (more than "
                              f"{MAX_RATIO} times): not an array worth sending; save real data, uncompressed "
                              "(np.savez)")


def _read_member(zf: zipfile.ZipFile, info: zipfile.ZipInfo, where: str) -> Array:
    """One array of an .npz: its header, then exactly its bytes in chunks (one copy at the end)."""
    with zf.open(info) as handle:
        head = handle.read(12)
        if head[:6] == b"\x93NUMPY" and len(head) >= 10:
            length = struct.unpack_from("<H" if head[6] == 1 else "<I", head.ljust(12, b"\0"), 8)[0]
            head += handle.read(min(length, MAX_HEADER + 1) + (10 if head[6] == 1 else 12) - len(head))
        dtype, shape, start = _npy_header(head, where)
        need = _nbytes(dtype, shape, where)
        if start + need > info.file_size:
            raise ModelInputError(f"{where}: {info.file_size - start} bytes of data for shape {list(shape)} "
                                  f"{dtype} ({need} needed)")
        data = bytearray(need)
        view, done = memoryview(data), min(len(head) - start, need)
        view[:done] = head[start:start + need]
        while done < need:
            chunk = handle.read(min(CHUNK, need - done))
            if not chunk:
                raise ModelInputError(f"{where}: the array ends after {done} of its {need} bytes")
            view[done:done + len(chunk)] = chunk
            done += len(chunk)
    return Array(dtype, shape, bytes(data), where)


def check_memory_here(total: int, what: str) -> None:
    """Refuse inputs that together need more than this machine's free memory (/proc/meminfo's MemAvailable):
    they are read or made here, whole, before any is sent (each held twice at most, while it is made)."""
    available = available_memory()
    if available is not None and 2 * total > available:
        raise ModelInputError(f"{what}: the inputs take {total / 2**30:.1f} GiB, and this machine, which reads or "
                              f"makes them before sending them, has {available / 2**30:.1f} GiB of memory free")


def available_memory() -> int | None:
    """This machine's MemAvailable in bytes (/proc/meminfo), None where it cannot be read."""
    try:
        with open("/proc/meminfo", encoding="ascii", errors="replace") as handle:
            for line in handle:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _check_size(path: Path) -> None:
    size = path.stat().st_size
    if size > MAX_INPUT_BYTES:
        raise ModelInputError(f"{path}: {size} bytes, more than an input tgtbuild sends ({MAX_INPUT_BYTES})")


def read_npy_file(path: Path) -> Array:
    """An .npy file's array, its size checked before it is read."""
    _check_size(path)
    return read_npy(path.read_bytes(), str(path))


def _read_file(path: Path, param: Param | None, spec: ArgSpec | None) -> Array:
    """An .npy as it is; any other file as raw bytes in the parameter's shape (from --arg or the model)."""
    if path.suffix == ".npy":
        return read_npy_file(path)
    _check_size(path)
    data = path.read_bytes()
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
    """The seeded data of these buffer specs, value for value what every harness generates
    (`reference.make_inputs`'s stream and rules), made a chunk at a time: make_inputs holds each
    element as a Python object (about 100 bytes each: 4.9 GB for a recorded (1, 5e7), issue 43).

    The last one made is kept: a model run asks twice (its inputs before and after `resolve` puts
    them among the request's specs), and (1, 5e6) was seeded twice, 2 x 3.5 s."""
    return dict(_seeded(tuple(specs), seed))


@lru_cache(maxsize=1)
def _seeded(specs: tuple[ArgSpec, ...], seed: int) -> dict[int, Array]:
    check_seeding(list(specs))
    rng = SplitMix64(seed)
    made = {}
    for spec in specs:
        if not spec.is_buffer:
            continue
        if spec.role == "out":
            data = bytes(spec.nbytes)
        else:
            code, draw = _ARRAY_CODES[spec.dtype], rule(spec.dtype, spec.is_float).python
            parts = []
            for begin in range(0, spec.count, SEED_CHUNK):
                parts.append(array.array(code, map(draw, rng.take(min(SEED_CHUNK, spec.count - begin)))).tobytes())
            data = b"".join(parts)
        made[spec.index] = Array(RELAX_DTYPES[spec.dtype], tuple(spec.shape), data, f"seeded {spec.text}")
    return made


def check_seeding(specs: list[ArgSpec]) -> None:
    """Refuse, before any is made, seeded data past the --arg byte cap, past SEED_MAX_ELEMENTS (made here in
    Python: (1, 5e7) took 88 s, (1, 4e9) ended in MemoryError, issue 43) or past this machine's memory."""
    total = count = 0
    for spec in specs:
        if spec.nbytes > MAX_BYTES:
            raise ModelInputError(f"{spec.text} (parameter {spec.index}) is {spec.nbytes} bytes, more than the "
                                  f"{MAX_BYTES} an input may have (as for --arg buffers)")
        total, count = total + spec.nbytes, count + spec.count
    if count > SEED_MAX_ELEMENTS:
        big = max(specs, key=lambda spec: spec.count)
        raise ModelInputError(f"seeded inputs of {count} elements (parameter {big.index}: {big.text}): tgtbuild seeds "
                              f"at most {SEED_MAX_ELEMENTS} here, in Python; give "
                              "the data with --input NAME=FILE.npy (np.save), or smaller shapes with --arg")
    check_memory_here(total, "the seeded inputs")


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
    check_memory_here(sum(path.stat().st_size for path in [*named.values(), *positional]), "the --input files")
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
