"""`--check-against ref.c|ref.ll`: a reference the user names, run on this machine.

Device kernels (OpenCL C, CUDA) cannot be JIT-compiled here the way CPU IR
is, so the reference is a separate file with a C function of the same name
and the same parameters as the kernel (a buffer is a pointer, a scalar is a
value) that computes the whole result. The run stage computes it as it does
a CPU entry's reference (`check.reference_outputs`, `Check.against`): IR
through llvmlite's JIT, C built for this machine into lib<name>-reference.so
and called through ctypes, on inputs from the harness's splitmix64 stream,
so outputs compare value for value. This module checks the file before
anything is built.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import TgtbuildError
from ..suffixes import C_SUFFIXES, IR_SUFFIXES

# a reference is plain C (C_SUFFIXES): one function, built for this machine


class ReferenceError(TgtbuildError):
    """The reference file is missing or not C or IR."""


def check_reference_path(path: str | os.PathLike[str]) -> Path:
    """The reference file, checked before anything is built: it exists and is C or IR."""
    path = Path(path)
    if path.suffix not in IR_SUFFIXES + C_SUFFIXES:
        raise ReferenceError(f"--check-against {path}: a reference is C ({', '.join(C_SUFFIXES)}) or LLVM IR "
                             f"({', '.join(IR_SUFFIXES)}), not {path.suffix or 'a file without a suffix'}")
    if not path.is_file():
        raise ReferenceError(f"--check-against {path}: no such file")
    return path
