"""What a source file is: LLVM IR (host or device), C, C++, assembly, CUDA, OpenCL.

The build classifies every input with `classify()` before planning edges;
an unknown suffix is an error listing the allowed ones.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import NamedTuple

from ..suffixes import CXX_SUFFIXES, lang_of
from .errors import CodegenError
from .irbytes import is_bitcode, read_ir
from .machine import device_of

_TRIPLE_LINE = re.compile(rb'^\s*target\s+triple\s*=\s*"([^"]*)"', re.MULTILINE)


class Source(NamedTuple):
    """A classified input: `lang` is ir/c/c++/asm/cuda/opencl; `device` is nvptx/amdgpu/spirv or ''.

    The one Source of tgtbuild: the builder plans edges from these too (`path`
    is a str, as given; the builder passes absolute paths).
    """

    path: str
    lang: str
    device: str = ""
    triple: str = ""

    @property
    def is_device(self) -> bool:
        return bool(self.device) or self.lang in ("cuda", "opencl")


def ir_triple(path: Path) -> str:
    """The `target triple` of an IR file ('' when it has none). Bitcode is read with llvmlite."""
    path = Path(path)
    data = read_ir(path)
    if path.suffix == ".bc" or is_bitcode(data):
        from .ir import parse_module  # llvmlite's reader; IR text needs only the line below

        return parse_module(data, path).triple
    match = _TRIPLE_LINE.search(data)
    return match.group(1).decode() if match else ""


def classify(path: str | Path) -> Source:
    """Classify by suffix (and, for IR, by its triple); unknown types raise CodegenError."""
    text = os.fspath(path)
    lang = lang_of(text)
    if lang in ("c", "c++", "asm") and os.path.normpath(text) == text:
        # A normal path is already what str(Path(...)) gives: at 2,000 C files the Path objects
        # were a third of collect_sources (cProfile).
        return Source(text, lang)
    path = Path(path)
    if lang is None:
        raise CodegenError(
            f"{path}: unknown source type {path.suffix or '(no suffix)'!r}; tgtbuild builds "
            f".ll/.ir/.bc (LLVM IR), .c (C), {'/'.join(CXX_SUFFIXES)} (C++), .s/.S (assembly), .cu (CUDA), "
            ".cl (OpenCL, embedded)"
        )
    if lang != "ir":
        return Source(str(path), lang)
    triple = ir_triple(path)
    return Source(str(path), lang, device_of(triple), triple)
