"""Which compiler wrote an IR module, when that compiler already optimised it (TVM).

TVM's LLVM backend runs LLVM's -O3 pipeline itself before it hands out the
IR (`mod.inspect_source('ll')`) and before `export_library` emits machine
code, which it does with codegen only. Running the pipeline a second time is
not neutral: on TVM 0.27's batch matmul (f32[8,64,32] x f32[8,32,48], x86_64)
it vectorised loops TVM's build leaves scalar (`mulps` instead of `mulss`),
and the kernel ran in 0.27x the time of TVM's own `.so`: a number about code
nobody ships. So such IR gets codegen only, unless the user asks for the
pipeline again (`--reoptimize-ir`).

The module's own symbols say who wrote it: every TVM-compiled module
defines `__tvm_ffi_<name>` (0.22+) or declares TVM's error setter (0.21:
`TVMFFIErrorSetRaisedFromCStr[Parts]`; <= 0.20: `TVMAPISetLastError`).
"""

from __future__ import annotations

from typing import Any

# A function whose name starts so marks TVM's IR (bench/build.py marks its IR with the first, 0.22+'s).
TVM_PREFIXES = ("__tvm_ffi_", "TVMFFIErrorSetRaised", "TVMAPISetLastError")


def optimised_by(module: Any) -> str:
    """'TVM' when `module` (llvmlite ModuleRef) is TVM's already-optimised IR, else ''."""
    for function in module.functions:
        if function.name.startswith(TVM_PREFIXES):
            return "TVM"
    return ""


def codegen_mode(producer: str, reoptimize: bool, opt: int) -> str:
    """How IR from `producer` is compiled, in words for the run's output and --json."""
    if not producer:
        return f"LLVM -O{opt} pipeline, then codegen"
    if reoptimize:
        return f"{producer}'s IR re-optimised by LLVM's -O{opt} pipeline (--reoptimize-ir), not what {producer} ships"
    return f"codegen only, as {producer}'s export_library builds it ({producer}'s IR is already optimised)"
