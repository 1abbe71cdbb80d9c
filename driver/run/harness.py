"""Generate the C timing harness for one entry and its argument specs.

The harness is ordinary C compiled by the target's toolchain and linked with
the model, so timing happens on the board with no Python there.
"""

from __future__ import annotations

import math
import re

from ..errors import TgtbuildError
from ..templating import render
from .argspec import ArgSpec

_C_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def c_float(value: float) -> str:
    """A float as C text: repr for finite values; nan and inf (`--arg f32=nan`) as builtins gcc, clang and nvcc know.

    Python writes them `nan` and `inf`, which C reads as undeclared names: the
    harness failed to compile.
    """
    if math.isnan(value):
        return '__builtin_nan("")'
    if math.isinf(value):
        return "__builtin_inf()" if value > 0 else "(-__builtin_inf())"
    return repr(float(value))


def c_literal(spec: ArgSpec) -> str:
    """A scalar argument as a typed C literal."""
    if spec.is_float:
        return f"({spec.ctype}){c_float(float(spec.value))}"
    suffix = "ULL" if spec.dtype.startswith("u") else "LL"
    return f"({spec.ctype}){int(spec.value)}{suffix}"


def check_entry_name(entry: str) -> None:
    """--entry must be a C identifier: it is pasted into the harness's source."""
    if not _C_NAME.match(entry):
        raise TgtbuildError(f"--entry {entry!r} is not a C function name (letters, digits, _)")


def harness_source(entry: str, args: tuple[ArgSpec, ...]) -> str:
    """C source of a harness calling `entry(args...)`."""
    check_entry_name(entry)
    params = [f"{a.ctype} *" if a.is_buffer else a.ctype for a in args]
    call_args = [f"buf{a.index}" if a.is_buffer else c_literal(a) for a in args]
    return render(
        "harness.c.j2",
        entry=entry,
        return_ctype="void",
        params=params,
        call_args=call_args,
        buffers=[a for a in args if a.is_buffer],
    )


def harness_argv(
    *,
    number: int = 0,
    repeat: int = 10,
    warmup: int = 1,
    min_repeat_ms: float = 100.0,
    max_repeat_ms: float = 0.0,
    cooldown_ms: float = 0.0,
    seed: int = 0,
    cpus: str = "",
    dump_outputs: str = "",
    cache_flush: bool = False,
) -> list[str]:
    """Command-line options for the harness binary (same names as `tgtbuild run`)."""
    argv = [
        "--number", str(number), "--repeat", str(repeat), "--warmup", str(warmup),
        "--min-repeat-ms", f"{min_repeat_ms:g}", "--max-repeat-ms", f"{max_repeat_ms:g}",
        "--cooldown-ms", f"{cooldown_ms:g}", "--seed", str(seed),
    ]
    if cpus:
        argv += ["--cpus", cpus]
    if dump_outputs:
        argv += ["--dump-outputs", dump_outputs]
    if cache_flush:
        argv += ["--cache-flush", "1"]
    return argv
