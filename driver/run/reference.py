"""`--check`: compute the entry on this machine and compare with the board.

The entry is called exactly once, through ctypes, on inputs made by the same
splitmix64 stream as the C harness (which also checks one call on freshly
seeded inputs), so any difference comes from the board's code, not from the
inputs or from how many times a read-modify-write kernel ran. Where the code
comes from:

* LLVM IR only: JIT-compiled for this machine by llvmlite (no compiler run);
* C, C++ or a mix: the same sources built by tgtbuild for this machine into a
  shared library (`reference_library`), loaded with ctypes.
"""

from __future__ import annotations

import array
import ctypes
import math
import struct
from pathlib import Path

from ..errors import TgtbuildError
from .argspec import DTYPES, ArgSpec
from .inputfill import rule

_MASK = (1 << 64) - 1
_ARRAY_CODES = {"f32": "f", "f64": "d", "i8": "b", "i16": "h", "i32": "i", "i64": "q",
                "u8": "B", "u16": "H", "u32": "I", "u64": "Q"}


class CheckError(TgtbuildError):
    """The board's outputs differ from the reference."""

    exit_code = 1


class SplitMix64:
    """The harness's generator (templates/harness.c.j2), one stream for all buffers."""

    def __init__(self, seed: int):
        self.state = seed & _MASK

    def take(self, count: int) -> list[int]:
        out, state = [], self.state
        for _ in range(count):
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            out.append(z ^ (z >> 31))
        self.state = state
        return out


def make_inputs(args: tuple[ArgSpec, ...], seed: int) -> dict[int, array.array]:
    """The harness's buffers, value for value: one stream, the rules of `inputfill`."""
    buffers: dict[int, array.array] = {}
    rng = SplitMix64(seed)
    for spec in args:
        if not spec.is_buffer:
            continue
        code = _ARRAY_CODES[spec.dtype]
        if spec.role == "out":
            buffers[spec.index] = array.array(code, bytes(spec.nbytes))
            continue
        values = list(map(rule(spec.dtype, spec.is_float).python, rng.take(spec.count)))
        if code == "f":  # round through float32 exactly as the C cast does
            values = list(struct.unpack(f"{len(values)}f", struct.pack(f"{len(values)}f", *values)))
        buffers[spec.index] = array.array(code, values)
    return buffers


def jit(ir_paths: list[Path], contract: str = ""):
    """An MCJIT engine holding the IR modules, compiled for this machine (finalized).

    `contract` ('fused', 'off' or '': as written) rewrites `llvm.fmuladd` so the
    reference rounds as the board does (`run.contraction`).
    """
    from llvmlite import binding as llvm  # lazily: it loads llvmlite, which this module's other callers do without

    # lazily: codegen.ir only for a reference built from IR (load_module strips the IR maker's CPU attributes)
    from ..codegen import load_module

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    triple = llvm.get_process_triple()
    target_machine = llvm.Target.from_triple(triple).create_target_machine()
    engine = None
    for path in ir_paths:
        module = load_module(path, fp_contract=contract)
        module.triple = triple
        module.data_layout = str(target_machine.target_data)
        module.verify()
        if engine is None:
            engine = llvm.create_mcjit_compiler(module, target_machine)
        else:
            engine.add_module(module)
    if engine is None:
        raise TgtbuildError("--check needs the model's LLVM IR")
    engine.finalize_object()
    return engine


def run_reference(ir_paths: list[Path], entry: str, args: tuple[ArgSpec, ...], seed: int,
                  contract: str = "") -> dict[int, bytes]:
    """Outputs of `entry` computed on this machine: {arg index: raw bytes}."""
    engine = jit(ir_paths, contract)
    address = engine.get_function_address(entry)
    if not address:
        raise TgtbuildError(f"--check: the IR defines no function {entry!r}")
    return call_once(address, args, seed)


def run_reference_library(library: Path, entry: str, args: tuple[ArgSpec, ...], seed: int) -> dict[int, bytes]:
    """Outputs of `entry` from a shared library built for this machine: {arg index: raw bytes}."""
    try:
        lib = ctypes.CDLL(str(library))
    except OSError as exc:
        raise TgtbuildError(f"--check: cannot load the reference library {library}: {exc}") from None
    try:
        function = getattr(lib, entry)
    except AttributeError:
        raise TgtbuildError(f"--check: {library.name} exports no function {entry!r} "
                            "(C++ entries need extern \"C\")") from None
    return call_once(ctypes.cast(function, ctypes.c_void_p).value, args, seed)


def call_once(address: int, args: tuple[ArgSpec, ...], seed: int) -> dict[int, bytes]:
    """Call the function at `address` once on freshly seeded inputs; return the output buffers."""
    ctypes_args = [ctypes.c_void_p if a.is_buffer else getattr(ctypes, DTYPES[a.dtype][2]) for a in args]
    function = ctypes.CFUNCTYPE(None, *ctypes_args)(address)
    buffers = make_inputs(args, seed)
    call = []
    for spec in args:
        if spec.is_buffer:
            call.append(buffers[spec.index].buffer_info()[0])
        else:
            call.append(spec.value)
    function(*call)
    return {i: buffers[i].tobytes() for i in buffers if args[i].is_output}


def compare(spec: ArgSpec, expected: bytes, actual: bytes, rtol: float, atol: float, limit: int = 5) -> list[str]:
    """Human lines for the first `limit` mismatches of one output (empty if equal)."""
    if len(expected) != len(actual):
        return [f"{spec.text}: the board returned {len(actual)} bytes, expected {len(expected)}"]
    code = _ARRAY_CODES[spec.dtype]
    want, got = array.array(code, expected), array.array(code, actual)
    problems, count = [], 0
    for i, (w, g) in enumerate(zip(want, got, strict=True)):
        if spec.is_float:
            bad = not (math.isclose(g, w, rel_tol=rtol, abs_tol=atol) or (math.isnan(g) and math.isnan(w)))
        else:
            bad = g != w
        if bad:
            count += 1
            if len(problems) < limit:
                problems.append(f"{spec.text}[{i}]: board {g!r}, reference {w!r}")
    if count:
        problems.append(f"{spec.text}: {count} of {len(want)} elements differ (rtol={rtol:g}, atol={atol:g})")
    return problems
