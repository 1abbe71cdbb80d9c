"""An IR file's bytes and whether they are bitcode: what both `sources` (classifying, every configure)
and `ir` (the compiler) need, in a module that imports neither, so neither imports the other for it."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .errors import CodegenError


def is_bitcode(data: bytes) -> bool:
    """LLVM bitcode (raw, or in the wrapper Apple's tools write) rather than IR text.

    Not in ir.py, so that classifying IR text (every configure) does not import the
    compiler module (1.4 ms at start).
    """
    return data[:4] in (b"BC\xc0\xde", b"\xde\xc0\x17\x0b")


MAX_IR_BYTES = 1 << 30  # a whole model with its weights as constants is ~100 MB of bitcode
_HEAD = 1 << 16


def read_ir(path: Path) -> bytes:
    """The bytes of an IR file, or a CodegenError naming it: not a regular file, over MAX_IR_BYTES, or text
    with a NUL byte (IR text has none; bitcode starts with its magic).

    Issue 33: a 2 GB sparse `.ll` was read whole (2.1 GB resident) before
    llvmlite said anything, and 200 MB of NUL bytes as `.ll` built an empty
    lib*.so without a word. The size is checked before reading and the first
    64 KiB before the rest.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)  # a FIFO must not block the open
    except OSError as exc:
        raise CodegenError(f"{path}: cannot read: {exc.strerror}") from None
    with os.fdopen(fd, "rb") as handle:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise CodegenError(f"{path}: not a regular file (a device, FIFO or socket); give an LLVM IR file")
        if st.st_size > MAX_IR_BYTES:
            raise CodegenError(f"{path}: {st.st_size} bytes; an IR file of at most {MAX_IR_BYTES >> 20} MiB is "
                               "compiled (is it the file you meant?)")
        try:
            head = handle.read(_HEAD)
            _no_nul(path, head, 0)
            data = head + handle.read(MAX_IR_BYTES + 1 - len(head))
        except OSError as exc:
            raise CodegenError(f"{path}: cannot read: {exc.strerror}") from None
    if len(data) > MAX_IR_BYTES:  # grew while read
        raise CodegenError(f"{path}: over {MAX_IR_BYTES >> 20} MiB; an IR file of at most that is compiled")
    _no_nul(path, data, len(head))
    return data


def _no_nul(path: Path, data: bytes, start: int) -> None:
    """Refuse IR text (not bitcode) with a NUL byte at or after `start`."""
    if is_bitcode(data):
        return
    at = data.find(b"\0", start)
    if at >= 0:
        raise CodegenError(f"{path}: a NUL byte at offset {at}: neither LLVM IR text (which has none) nor "
                           "bitcode (which starts with 'BC\\xc0\\xde'); is it the file you meant?")
