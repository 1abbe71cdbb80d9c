"""Argument specs for `tgtbuild run --arg ...`: what the entry is called with.

`f32[4096]` is a buffer of 4096 floats filled with seeded data, `i32[16,16]:out`
an output buffer, `i64=4096` a scalar. Specs are checked here, before anything
is built or sent, so a typo costs nothing.
"""

from __future__ import annotations

import math
import re

from ..errors import TgtbuildError, did_you_mean
from ..record import Record

TYPE_CHECKING = False

# name → (C type, bytes, ctypes name, is_float)
DTYPES = {
    "f32": ("float", 4, "c_float", True),
    "f64": ("double", 8, "c_double", True),
    "i8": ("int8_t", 1, "c_int8", False),
    "i16": ("int16_t", 2, "c_int16", False),
    "i32": ("int32_t", 4, "c_int32", False),
    "i64": ("int64_t", 8, "c_int64", False),
    "u8": ("uint8_t", 1, "c_uint8", False),
    "u16": ("uint16_t", 2, "c_uint16", False),
    "u32": ("uint32_t", 4, "c_uint32", False),
    "u64": ("uint64_t", 8, "c_uint64", False),
}
ROLES = ("in", "out", "inout")
_BUFFER = re.compile(r"^(?P<dtype>[a-z0-9]+)\[(?P<dims>[^\]]*)\](?::(?P<role>[a-z]+))?$")
_SCALAR = re.compile(r"^(?P<dtype>[a-z0-9]+)=(?P<value>.+)$")
MAX_BYTES = 1 << 34  # 16 GiB: beyond that a typo is likelier than a real buffer


class ArgSpecError(TgtbuildError):
    """An --arg that cannot be understood."""


class ArgSpec(Record):
    """One entry argument: a buffer (shape, role) or a scalar (value).

    index: position; text: as written; dtype: key of DTYPES; shape: tuple of
    int (empty for scalars); role: "in" | "out" | "inout" | "scalar";
    value: int | float for scalars, else None.
    """

    __slots__ = ()
    index: int
    text: str
    dtype: str
    shape: tuple[int, ...]
    role: str
    value: int | float | None

    @property
    def is_buffer(self) -> bool:
        return self.role != "scalar"

    @property
    def count(self) -> int:
        total = 1
        for dim in self.shape:
            total *= dim
        return total

    @property
    def ctype(self) -> str:
        return DTYPES[self.dtype][0]

    @property
    def nbytes(self) -> int:
        return self.count * DTYPES[self.dtype][1]

    @property
    def is_float(self) -> bool:
        return DTYPES[self.dtype][3]

    @property
    def is_output(self) -> bool:
        return self.role in ("out", "inout")

    @property
    def fill_c(self) -> str:
        """The C expression of one seeded element from the draw `z` (`inputfill`: the reference's rule)."""
        from .inputfill import rule  # lazily: a warm `tgtbuild run` does without it

        return rule(self.dtype, self.is_float).c


def _dtype(name: str, text: str, index: int) -> str:
    if name not in DTYPES:
        raise ArgSpecError(
            f"--arg #{index + 1} {text!r}: unknown type {name!r}{did_you_mean(name, DTYPES)} "
            f"(types: {', '.join(DTYPES)})"
        )
    return name


def parse_arg(text: str, index: int) -> ArgSpec:
    """Parse one --arg; raise ArgSpecError saying what is allowed."""
    spec = text.strip().lower()
    match = _BUFFER.match(spec)
    if match:
        dtype = _dtype(match["dtype"], text, index)
        role = match["role"] or "in"
        if role not in ROLES:
            raise ArgSpecError(
                f"--arg #{index + 1} {text!r}: unknown role {role!r}{did_you_mean(role, ROLES)} "
                "(write :in, :out or :inout after the shape)"
            )
        try:
            shape = tuple(int(d) for d in match["dims"].split(","))
        except ValueError:
            shape = ()
        if not shape or any(d <= 0 for d in shape):
            raise ArgSpecError(
                f"--arg #{index + 1} {text!r}: the shape must be positive integers, e.g. f32[4096] or i32[16,16]"
            )
        result = ArgSpec(index, text, dtype, shape, role, None)
        if result.nbytes > MAX_BYTES:
            raise ArgSpecError(f"--arg #{index + 1} {text!r}: {result.nbytes} bytes is more than the 16 GiB allowed")
        return result
    match = _SCALAR.match(spec)
    if match:
        dtype = _dtype(match["dtype"], text, index)
        raw = match["value"]
        try:
            value: int | float = float(raw) if DTYPES[dtype][3] else int(raw, 0)
        except ValueError:
            kind = "a number" if DTYPES[dtype][3] else "an integer"
            raise ArgSpecError(f"--arg #{index + 1} {text!r}: {raw!r} is not {kind}") from None
        if DTYPES[dtype][3]:
            _check_float_range(value, raw, dtype, text, index)
        else:
            bits = DTYPES[dtype][1] * 8
            low, high = (0, 2**bits - 1) if dtype.startswith("u") else (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1)
            if not low <= value <= high:
                raise ArgSpecError(f"--arg #{index + 1} {text!r}: {value} does not fit {dtype} ({low}..{high})")
        return ArgSpec(index, text, dtype, (), "scalar", value)
    raise ArgSpecError(
        f"--arg #{index + 1} {text!r} is not an argument spec: write a buffer as TYPE[DIMS] with an optional "
        f":out/:inout (f32[4096], i32[16,16]:out) or a scalar as TYPE=VALUE (i64=4096, f64=0.5)"
    )


# Halfway between the largest finite value and the next power of two: from here on a
# conversion rounds to infinity (f32: 2**128 - 2**103).
_OVERFLOW = {"f32": 2.0**128 - 2.0**103, "f64": math.inf}


def _check_float_range(value: float, raw: str, dtype: str, text: str, index: int) -> None:
    """nan and inf are taken as written; a finite number that overflows the type is refused.

    `f32=1e9999` (float() gives inf) and `f32=1e39` (inf once cast to float)
    reached the harness as `(float)inf`, a C compile error for the user to
    decode; written as nan/inf they are now C expressions (harness.c_float).
    """
    if math.isnan(value) or raw.strip().lstrip("+-").lower() in ("inf", "infinity"):
        return
    if math.isinf(value) or abs(value) >= _OVERFLOW[dtype]:
        largest = "3.4028235e38" if dtype == "f32" else "1.7976931348623157e308"
        raise ArgSpecError(f"--arg #{index + 1} {text!r}: {raw} is out of range for {dtype} (largest finite "
                           f"magnitude {largest}); write inf or -inf for an infinity")


def parse_args(texts: list[str]) -> tuple[ArgSpec, ...]:
    """Every --arg in order."""
    return tuple(parse_arg(text, i) for i, text in enumerate(texts))


BIG_TOTAL = 1 << 30  # below this the board's memory is not asked (one exec channel, cached per board)
SIGKILL_STATUS = 137


def buffer_bytes(specs: tuple[ArgSpec, ...]) -> int:
    """The bytes of every buffer argument together (the harness holds them all at once)."""
    return sum(spec.nbytes for spec in specs if spec.is_buffer)


def check_memory(specs: tuple[ArgSpec, ...], memory_bytes: int | None, where: str) -> None:
    """Refuse buffers that together exceed the board's memory (`memory_bytes`, None: unknown).

    Issue 33: three `f32[3000000000]` (36 GB) passed the per-argument cap on a
    24 GB board and ended in "killed by SIGKILL" (the OOM killer) with no word."""
    total = buffer_bytes(specs)
    if memory_bytes and total > memory_bytes:
        raise ArgSpecError(f"the --arg buffers take {total / 2**30:.1f} GiB together, more than the "
                           f"{memory_bytes / 2**30:.1f} GiB of memory {where} has; give smaller shapes")


def oom_hint(specs: tuple[ArgSpec, ...], status: int) -> str:
    """Words for a harness killed by SIGKILL: what the out-of-memory killer sends, and what the buffers take."""
    if status != SIGKILL_STATUS:
        return ""
    return ("the kernel's out-of-memory killer ends a process with SIGKILL (the board's dmesg says whether it "
            f"did); the --arg buffers take {buffer_bytes(specs) / 2**30:.2f} GiB together")
