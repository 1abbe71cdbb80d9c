"""Writing a file so that no reader ever sees half of it, in one place.

`write_atomic` writes a temp file beside the destination and `os.replace`s
it into place: a reader (ninja, a compiler, an IDE, a second tgtbuild) sees
the old file or the new one, never a torn one, and an interrupted write
(Ctrl-C, a full disk) leaves the old file and no temp file behind.

The new file gets the mode an ordinary `open(path, "w")` would give it,
0666 less the umask (0644 under the usual umask 022): `tempfile.mkstemp`
creates 0600 files, which left build.ninja, compile_commands.json and the
harness source unreadable to an IDE in a container or a CI user other than
the one that configured. `mode=` sets it explicitly (0755 for a script).
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from .errors import TgtbuildError


class FileWriteError(TgtbuildError):
    """A file could not be written (its folder is missing or read-only, the disk is full)."""

    @classmethod
    def of(cls, path: str | os.PathLike[str], exc: OSError) -> FileWriteError:
        """The error for `exc`, raised writing `path`: one wording for every writer."""
        return cls(f"cannot write {os.fspath(path)}: {exc.strerror or exc}")


def umask() -> int:
    """The process umask: from /proc (a read), else by setting and restoring it (racy with threads)."""
    try:
        with open("/proc/self/status", "rb") as handle:
            for line in handle:
                if line.startswith(b"Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomic(path: str | os.PathLike[str], data: str | bytes, *, mode: int | None = None,
                 make_parents: bool = False) -> None:
    """Write `data` (str as UTF-8) to `path` through a temp file beside it and `os.replace`.

    The file's mode is `mode`, else 0666 less the umask. `make_parents` creates
    missing folders first. Failure raises FileWriteError naming the path.
    """
    path = os.fspath(path)
    raw = data.encode() if isinstance(data, str) else data
    folder = os.path.dirname(os.path.abspath(path))
    try:
        if make_parents:
            os.makedirs(folder, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(path)}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise FileWriteError.of(path, exc) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            os.fchmod(handle.fileno(), mode if mode is not None else 0o666 & ~umask())
            handle.write(raw)
        os.replace(tmp, path)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise FileWriteError.of(path, exc) from None
        raise


def write_if_changed(path: str | os.PathLike[str], data: str | bytes, *, mode: int | None = None) -> bool:
    """`write_atomic` unless `path` already holds exactly `data` (its mtime then stays); True if written."""
    raw = data.encode() if isinstance(data, str) else data
    try:
        if Path(path).read_bytes() == raw:
            return False
    except OSError:
        pass
    write_atomic(path, raw, mode=mode)
    return True
