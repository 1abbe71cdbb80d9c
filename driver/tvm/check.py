"""`--check` for TVM packed functions: the same call, through the same ABI, on this machine.

The IR is JIT-compiled by llvmlite (`reference.jit`) and the packed function
is called through ctypes with `TVMFFIAny` arguments holding `DLTensor`s over
64-byte aligned copies of the harness's seeded inputs (`reference.make_inputs`),
so the only difference from the board is the board's code. The host side of
the ABI is provided here as on the board: the error setters (registered as
JIT symbols before the code is finalised), the workspace allocator and a
serial parallel launcher (assigned to the kernel's function-pointer globals
before the call; serial is enough: TVM's tasks split the work themselves, so
one task with num_task = 1 computes the same result).
"""

from __future__ import annotations

import ctypes
from pathlib import Path

from ..run.argspec import ArgSpec
from ..run.reference import jit, make_inputs
from .abi import DL_DTYPES, SETTERS, PackedEntry, TvmError

ALIGN = 64


class DLTensor(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("device_type", ctypes.c_int32), ("device_id", ctypes.c_int32),
                ("ndim", ctypes.c_int32), ("code", ctypes.c_uint8), ("bits", ctypes.c_uint8),
                ("lanes", ctypes.c_uint16), ("shape", ctypes.POINTER(ctypes.c_int64)),
                ("strides", ctypes.c_void_p), ("byte_offset", ctypes.c_uint64)]


class _Value(ctypes.Union):
    _fields_ = [("v_int64", ctypes.c_int64), ("v_float64", ctypes.c_double), ("v_ptr", ctypes.c_void_p)]


class TVMFFIAny(ctypes.Structure):
    _fields_ = [("type_index", ctypes.c_int32), ("pad", ctypes.c_uint32), ("value", _Value)]


class ParallelEnv(ctypes.Structure):
    _fields_ = [("sync_handle", ctypes.c_void_p), ("num_task", ctypes.c_int32)]


PACKED = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.POINTER(TVMFFIAny), ctypes.c_int32,
                          ctypes.POINTER(TVMFFIAny))
SET_PARTS = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p), ctypes.c_int32)
SET_CSTR = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_char_p)
ALLOC = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_uint64, ctypes.c_int, ctypes.c_int)
FREE = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_void_p)
TASK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_int, ctypes.POINTER(ParallelEnv), ctypes.c_void_p)
LAUNCH = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int)


class _Host:
    """The runtime side a TVM kernel calls back into, for one call on this machine."""

    def __init__(self) -> None:
        self.error = ""
        self.blocks: dict[int, ctypes.Array] = {}
        self.callbacks = {
            "TVMFFIErrorSetRaisedFromCStrParts": SET_PARTS(self._set_parts),
            "TVMFFIErrorSetRaisedFromCStr": SET_CSTR(self._set_cstr),
            "__TVMBackendAllocWorkspace": ALLOC(self._alloc),
            "__TVMBackendFreeWorkspace": FREE(self._free),
            "__TVMBackendParallelLaunch": LAUNCH(self._launch),
        }

    def _set_parts(self, kind: bytes | None, parts, count: int) -> None:
        text = "".join((parts[i] or b"").decode(errors="replace") for i in range(count)) if parts else ""
        self.error = f"{(kind or b'Error').decode(errors='replace')}: {text}"

    def _set_cstr(self, kind: bytes | None, message: bytes | None) -> None:
        self.error = f"{(kind or b'Error').decode(errors='replace')}: {(message or b'').decode(errors='replace')}"

    def aligned(self, nbytes: int) -> int:
        block = ctypes.create_string_buffer(nbytes + ALIGN)
        address = (ctypes.addressof(block) + ALIGN - 1) // ALIGN * ALIGN
        self.blocks[address] = block
        return address

    def _alloc(self, dev_type: int, dev_id: int, nbytes: int, code: int, bits: int) -> int:
        return self.aligned(nbytes)

    def _free(self, dev_type: int, dev_id: int, address: int) -> int:
        return 0 if self.blocks.pop(address or 0, None) is not None else -1

    def _launch(self, task: int, cdata: int, num_task: int) -> int:
        function, count = TASK(task), max(num_task, 1)  # 0: the pool's size, here one thread
        for task_id in range(count):
            env = ParallelEnv(None, count)
            if function(task_id, ctypes.byref(env), cdata) != 0:
                return -1
        return 0


def run_packed_reference(ir_paths: list[Path], packed: PackedEntry, specs: tuple[ArgSpec, ...],
                         seed: int, contract: str = "") -> dict[int, bytes]:
    """Outputs of the packed function computed on this machine: {arg index: raw bytes}.

    `contract` makes `llvm.fmuladd` fused or not, as on the board (`run.contraction`).
    """
    from llvmlite import binding as llvm  # lazily: llvmlite only for a --check

    host = _Host()
    for name in SETTERS:
        llvm.add_symbol(name, ctypes.cast(host.callbacks[name], ctypes.c_void_p).value)
    engine = jit(ir_paths, contract)
    for name in packed.pointers:
        slot = engine.get_global_value_address(name)
        ctypes.c_void_p.from_address(slot).value = ctypes.cast(host.callbacks[name], ctypes.c_void_p).value
    address = engine.get_function_address(packed.symbol)
    if not address:
        raise TvmError(f"--check: the IR defines no function {packed.symbol!r}")
    inputs = make_inputs(specs, seed)
    args = (TVMFFIAny * max(len(specs), 1))()
    keep = []
    data: dict[int, int] = {}
    for spec in specs:
        if spec.is_buffer:
            raw = inputs[spec.index].tobytes()
            data[spec.index] = host.aligned(len(raw))
            ctypes.memmove(data[spec.index], raw, len(raw))
            shape = (ctypes.c_int64 * len(spec.shape))(*spec.shape)
            code, bits = DL_DTYPES[spec.dtype]
            tensor = DLTensor(data[spec.index], 1, 0, len(spec.shape), code, bits, 1, shape, None, 0)
            keep += [shape, tensor]
            args[spec.index].type_index = 7
            args[spec.index].value.v_ptr = ctypes.addressof(tensor)
        elif spec.is_float:
            args[spec.index].type_index = 3
            args[spec.index].value.v_float64 = float(spec.value)
        else:
            args[spec.index].type_index = 1
            args[spec.index].value.v_int64 = int(spec.value)
    result = TVMFFIAny()
    status = PACKED(address)(None, args, len(specs), ctypes.byref(result))
    if status != 0:
        raise TvmError(f"--check: {packed.symbol} failed on this machine: {host.error or '(no message)'}")
    return {spec.index: ctypes.string_at(data[spec.index], spec.nbytes) for spec in specs if spec.is_output}
