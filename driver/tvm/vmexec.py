"""What a Relax VM executable holds, read from its bytes without TVM: its functions, their parameters,
and the input shapes and dtypes the model checks.

`export_library` writes the VM executable (bytecode, constants, weights) as the symbol
`__tvm_ffi__library_bin` of the `.so` (or of `devc.o` in the `.tar`). Inside, after the type key
`relax.VMExecutable`, TVM 0.27 writes (little-endian; a string is a u64 length and its bytes):

    u64 size, u64 magic 0xD225DE2F4214151E, string format version ("0.14"),
    u64 number of globals, then per global:
        i32 kind (0 packed function, 1 VM function, 2 VM TIR function), string name,
        i64 first instruction, i64 end, i64 arity, i64 registers, u64 n, n strings (parameter names)

Only VM functions are the model's entries (`forward`); packed ones are its kernels and builtins.
The parameters' types are not in that table: each checked parameter has a constant
`ErrorContext(fn=forward, loc=param[0], param=x, annotation=R.Tensor((1, 64), dtype="float32"))`
(TVM's message for a wrong input), which is where the shapes come from. Weights passed as
arguments are not checked by the VM, so they have none: they must come from files.
Measured on TVM 0.27.0.post1 (relax.frontend.nn models, `tvm.compile` + `export_library`).
"""

from __future__ import annotations

import re
import struct
from pathlib import Path

from ..frozen import field, frozen
from .tarread import members

TYPE_KEY = b"relax.VMExecutable"
MAGIC = 0xD225DE2F4214151E
LIBRARY_SYMBOL = "__tvm_ffi__library_bin"
VM_FUNCTION_KINDS = (1, 2)
# Every field bounded: `[^,]+` scanned to the file's next comma from each `ErrorContext(fn=`, so 160 KB of
# openings took 13 s (7.8 s here), 320 KB 44 s (issue 43). Bounded, a scan is linear: each opening looks at
# a few hundred bytes at most (TVM writes names of tens of bytes, a shape of a few dimensions).
_CONTEXT = re.compile(
    rb'ErrorContext\(fn=(?P<fn>[^,]{1,512}), loc=param\[(?P<index>\d{1,9})\], param=(?P<param>[^,]{0,512}), '
    rb'annotation=R\.Tensor\(\((?P<shape>[^)]{0,16384})\), dtype="(?P<dtype>\w{1,32})"\)\)')
MAX_DIM_DIGITS = 19  # a dimension is an int64 in TVM: 9223372036854775807 has 19 digits
# Device modules a model may import, by the type key TVM serialises them under (a u64 length, then the key).
DEVICE_KEYS = ("cuda", "opencl", "vulkan", "metal", "rocm")
MAX_MODEL_BYTES = 1 << 32  # a model file larger than 4 GiB is refused before it is read


class VmExecError(ValueError):
    """The bytes are not a VM executable tgtbuild can read (said with what was found)."""


@frozen
class Param:
    """One parameter of a VM function: its name and, when the model checks it, shape and dtype."""

    index: int
    name: str
    shape: tuple[int | str, ...] | None = None  # a str is a symbolic dimension (n)
    dtype: str | None = None

    @property
    def known(self) -> bool:
        return self.shape is not None and self.dtype is not None and all(isinstance(d, int) for d in self.shape)


@frozen
class VmFunction:
    name: str
    params: tuple[Param, ...]


@frozen
class VmExecutable:
    """The executable's format version, its entries (VM functions) and the kernels it calls."""

    version: str
    functions: dict[str, VmFunction] = field(default_factory=dict)
    packed: tuple[str, ...] = ()
    devices: tuple[str, ...] = ()  # device modules the model imports ("cuda"...): its kernels run there


def model_bytes(path: Path) -> bytes:
    """The bytes that hold the executable: the file itself (.so, .o) or its devc.o (a .tar, gzip'd or not),
    the archive read as a bounded stream (`tarread`: ArchiveError past its bounds or when damaged)."""
    size = path.stat().st_size
    if size > MAX_MODEL_BYTES:
        raise VmExecError(f"{path}: {size} bytes, more than a model tgtbuild reads ({MAX_MODEL_BYTES} bytes)")
    if path.suffix != ".tar":
        return path.read_bytes()
    for member in members(path):
        if member.isfile() and member.name.endswith(".o"):
            content = member.data()
            if TYPE_KEY in content:
                return content
    return b""


def holds_executable(path: Path) -> bool:
    """Cheap test: does the file carry a Relax VM executable (a model, not only kernels)?
    A damaged or oversized archive is said (tarread.ArchiveError), not taken for a kernel."""
    try:
        return TYPE_KEY in model_bytes(path)
    except (OSError, VmExecError):
        return False


class _Reader:
    def __init__(self, data: bytes, pos: int) -> None:
        self.data, self.pos = data, pos

    def take(self, fmt: str) -> int:
        size = struct.calcsize(fmt)
        if self.pos + size > len(self.data):
            raise VmExecError("the executable ends early")
        (value,) = struct.unpack_from(fmt, self.data, self.pos)
        self.pos += size
        return value

    def string(self, limit: int = 1 << 16) -> str:
        length = self.take("<Q")
        if length > limit or self.pos + length > len(self.data):
            raise VmExecError("a string of the executable runs past its end")
        text = self.data[self.pos:self.pos + length]
        self.pos += length
        return text.decode("utf-8", errors="replace")


def parse(data: bytes, where: str) -> VmExecutable:
    """The executable in `data` (a model file's bytes), or VmExecError naming what was found."""
    at = data.find(struct.pack("<Q", len(TYPE_KEY)) + TYPE_KEY)
    if at < 0:
        raise VmExecError(f"{where}: no Relax VM executable in it (TVM's `{LIBRARY_SYMBOL}` with "
                          f"`{TYPE_KEY.decode()}`): is it a model exported by `tvm.compile(...).export_library`?")
    reader = _Reader(data, at + 8 + len(TYPE_KEY))
    reader.take("<Q")  # the blob's size
    magic = reader.take("<Q")
    if magic != MAGIC:
        raise VmExecError(f"{where}: the VM executable's header is {magic:#x}, not TVM 0.27's {MAGIC:#x}; "
                          "this TVM's executable format is not known to tgtbuild")
    version = reader.string(64)
    count = reader.take("<Q")
    if count > 1 << 20:
        raise VmExecError(f"{where}: the VM executable claims {count} functions")
    contexts = _contexts(data, where)
    functions: dict[str, VmFunction] = {}
    packed: list[str] = []
    for _ in range(count):
        kind = reader.take("<i")
        name = reader.string()
        for _ in range(4):  # first and end instruction, arity, registers
            reader.take("<q")
        names = [reader.string() for _ in range(min(reader.take("<Q"), 1 << 16))]
        if kind in VM_FUNCTION_KINDS:
            params = tuple(contexts.get((name, i), Param(i, pname)) for i, pname in enumerate(names))
            functions[name] = VmFunction(name, params)
        else:
            packed.append(name)
    devices = tuple(key for key in DEVICE_KEYS if struct.pack("<Q", len(key)) + key.encode() in data)
    return VmExecutable(version, functions, tuple(packed), devices)


def _contexts(data: bytes, where: str) -> dict[tuple[str, int], Param]:
    found = {}
    for match in _CONTEXT.finditer(data):
        fn, index = match["fn"].decode(errors="replace"), int(match["index"])
        name = match["param"].decode(errors="replace")
        dims = tuple(_dimension(d.strip(), where, fn, name)
                     for d in match["shape"].decode(errors="replace").split(",") if d.strip())
        found[(fn, index)] = Param(index, name, dims, match["dtype"].decode())
    return found


def _dimension(text: str, where: str, fn: str, param: str) -> int | str:
    """A recorded dimension: a size (0 or more, an int64), or a symbolic name (`n`) kept as text.

    A 5,000-digit dimension was Python's `ValueError: Exceeds the limit (4300 digits)` traceback, and
    a negative one was handed to TVM as a shape (issue 43)."""
    digits = text.removeprefix("-")
    if not (digits.isascii() and digits.isdigit()):
        return text
    if text.startswith("-") or len(digits) > MAX_DIM_DIGITS or int(digits) >= 1 << 63:
        shown = text if len(text) <= 24 else f"{text[:12]}... ({len(digits)} digits)"
        raise VmExecError(f"{where}: {fn}'s parameter {param!r} records the dimension {shown}, which is no "
                          "size (0 to 2**63-1): not a model TVM exported")
    return int(digits)


def read_model(path: Path) -> VmExecutable:
    return parse(model_bytes(path), path.name)
