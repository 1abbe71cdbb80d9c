"""Code generation: LLVM IR → objects/PTX in-process (llvmlite), device-blob embedding, nvcc commands.

Public API (docs/architecture.md): `compile_ir(jobs, target, emit=...)`, `embed_blobs(blobs)`,
`classify(path)`. Names load on first use (PEP 562): `classify` on the configure
path must not pay for the toolchain and machine modules; llvmlite is imported
only when IR is compiled.
"""

from __future__ import annotations

import importlib

_EXPORTS = {
    "Blob": "embed", "embed_blobs": "embed", "write_embed": "embed",
    "CodegenError": "errors",
    "IRJob": "ir", "IRResult": "ir", "compile_ir": "ir", "load_module": "ir",
    "LLVMMachine": "machine", "device_machine": "machine", "host_machine": "machine",
    "gencode_flags": "nvcc", "nvcc_device_command": "nvcc", "nvcc_host_command": "nvcc",
    "Source": "sources", "classify": "sources", "ir_triple": "sources",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'tgtbuild.codegen' has no attribute {name!r}")

    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
