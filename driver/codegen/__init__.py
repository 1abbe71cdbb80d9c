"""Code generation: LLVM IR → objects/PTX in-process (llvmlite), device-blob embedding, nvcc commands.

Public API (docs/architecture.md): `compile_ir(jobs, target, emit=...)`, `embed_blobs(blobs)`,
`classify(path)`. llvmlite is imported on first use, not here.
"""

from .embed import Blob, embed_blobs, write_embed
from .errors import CodegenError
from .ir import IRJob, IRResult, compile_ir, load_module
from .machine import Machine, device_machine, host_machine
from .nvcc import gencode_flags, nvcc_device_command, nvcc_host_command
from .sources import Source, classify, ir_triple

__all__ = [
    "Blob", "CodegenError", "IRJob", "IRResult", "Machine", "Source", "classify", "compile_ir",
    "device_machine", "embed_blobs", "gencode_flags", "host_machine", "ir_triple", "load_module",
    "nvcc_device_command", "nvcc_host_command", "write_embed",
]
