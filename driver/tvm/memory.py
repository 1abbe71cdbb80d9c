"""Peak memory in every model record: the runner's own figures, what TVM's plan asks for, and whose they are.

The model runner reads its process's high-water mark after each phase (load, VM init, first call, and
steady: after the timing): `getrusage`'s `ru_maxrss`, as LiteRT's `benchmark_model` and
`onnxruntime_perf_test` report it, and `VmHWM` from /proc/self/status where it can be read. It runs
in no Python process (`import tvm` alone is 387 MB there), so the figure is the model's and TVM's
runtime's: 8-10 MB for a small CNN on x86_64. Under qemu-user the process is the emulator's, qemu
included (30 MB for the same model, most of it qemu's: DESIGN.md), so the record says so.

`planned_bytes` is what the executable's storage plan asks the allocator for in one call of the entry:
the runner counts the `vm.builtin.alloc_storage` calls of the first call of a second, hooked VM (the
shape's product times the dtype's size, as memory_manager.cc sizes them). When the compile step left a
record beside the model (`<model>.tgtbuild.json`, with the model file's `sha256` and its own
`planned_bytes`: `relax.analysis`'s view of the same plan), it is added when it describes these bytes.
"""

from __future__ import annotations

import os
from typing import Any

from .modelrecord import read_record, record_path

EMULATED = "qemu-user's process: the emulator's own memory is included, these are not the board's figures"
NATIVE = "the runner's process on the board"


def record(raw: dict[str, Any], *, emulated: bool, model: str | None) -> dict[str, Any]:
    """The record's `memory`: the runner's figures, marked as the emulator's under qemu, with the sidecar's plan."""
    out = dict(raw)
    out["emulated"] = emulated
    out["measured_in"] = EMULATED if emulated else NATIVE
    out["planned_from"] = "the vm.builtin.alloc_storage calls of one call of the entry"
    compiled = compiled_plan(model) if model else None
    if compiled is not None:
        out["compiled"] = compiled
    return out


def compiled_plan(model: str) -> dict[str, Any] | None:
    """{'planned_bytes', 'file'} from the compile step's record beside `model`, None when absent or stale."""
    record = read_record(model)
    if record is None or not isinstance(record.get("planned_bytes"), int):
        return None  # no record, another build's, or one the compile step could not fill
    return {"planned_bytes": record["planned_bytes"], "file": os.path.abspath(record_path(model))}
