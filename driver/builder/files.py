"""Small file helpers: atomic writes that leave nothing half-written."""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write to a temp file beside `path`, then os.replace it into place."""
    raw = data.encode() if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(raw)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def write_if_changed(path: Path, data: str | bytes) -> bool:
    """Write atomically unless `path` already holds exactly `data`; True if written."""
    raw = data.encode() if isinstance(data, str) else data
    try:
        if path.read_bytes() == raw:
            return False
    except OSError:
        pass
    write_atomic(path, raw)
    return True

