"""An IR file's bytes and whether they are bitcode: what both `sources` (classifying, every configure)
and `ir` (the compiler) need, in a module that imports neither, so neither imports the other for it."""

from __future__ import annotations

from pathlib import Path

from .errors import CodegenError


def is_bitcode(data: bytes) -> bool:
    """LLVM bitcode (raw, or in the wrapper Apple's tools write) rather than IR text.

    Not in ir.py, so that classifying IR text (every configure) does not import the
    compiler module (1.4 ms at start).
    """
    return data[:4] in (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")


def read_ir(path: Path) -> bytes:
    """The bytes of an IR file, or a CodegenError naming it."""
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise CodegenError(f"{path}: cannot read: {exc.strerror}") from None
