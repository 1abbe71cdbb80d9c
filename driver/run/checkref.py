"""`--check-against ref.c|ref.ll`: a reference the user names, run on this machine.

Device kernels (OpenCL C, CUDA) cannot be JIT-compiled here the way CPU IR
is, so the reference is a separate file with a C function of the same name
and the same parameters as the kernel (a buffer is a pointer, a scalar is a
value) that computes the whole result. C is compiled with this machine's
toolchain (zig cc by default) into a shared library and called through
ctypes; IR goes through the same llvmlite JIT as `--check`. Both get inputs
from the harness's splitmix64 stream, so outputs compare value for value.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

from ..errors import TgtbuildError
from .argspec import ArgSpec
from .reference import run_reference, run_reference_library

IR_SUFFIXES = (".ll", ".ir", ".bc")
C_SUFFIXES = (".c",)


class ReferenceError(TgtbuildError):
    """The reference file cannot be built or has no such function."""


def reference_outputs(path: str | os.PathLike[str], entry: str, args: tuple[ArgSpec, ...],
                      seed: int) -> dict[int, bytes]:
    """Outputs of `entry` from the reference file: {arg index: raw bytes}."""
    path = check_reference_path(path)
    if path.suffix in IR_SUFFIXES:
        return run_reference([path], entry, args, seed)
    return _run_c(path, entry, args, seed)


def check_reference_path(path: str | os.PathLike[str]) -> Path:
    """The reference file, checked before anything is built: it exists and is C or IR."""
    path = Path(path)
    if path.suffix not in IR_SUFFIXES + C_SUFFIXES:
        raise ReferenceError(f"--check-against {path}: a reference is C ({', '.join(C_SUFFIXES)}) or LLVM IR "
                             f"({', '.join(IR_SUFFIXES)}), not {path.suffix or 'a file without a suffix'}")
    if not path.is_file():
        raise ReferenceError(f"--check-against {path}: no such file")
    return path


def _run_c(path: Path, entry: str, args: tuple[ArgSpec, ...], seed: int) -> dict[int, bytes]:
    from ..targets import Target
    from ..toolchain import select

    toolchain = select(Target({"kind": "llvm"}))  # this machine
    with tempfile.TemporaryDirectory(prefix="tgtbuild-ref-") as tmp:
        library = os.path.join(tmp, "libreference.so")
        command = [*toolchain.cc, *toolchain.cflags, "-fPIC", "-shared", "-o", library, str(path), "-lm"]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=300)
        except subprocess.TimeoutExpired:
            raise ReferenceError(f"--check-against {path}: the compiler ran past 300 s") from None
        if done.returncode != 0:
            raise ReferenceError(f"--check-against {path}: {toolchain.name} cannot compile it:\n"
                                 + done.stderr.strip())
        return run_reference_library(Path(library), entry, args, seed)
