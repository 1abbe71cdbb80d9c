"""Writing a file so that no reader ever sees half of it, in one place.

`write_atomic` writes a temp file beside the destination and `os.replace`s
it into place: a reader (ninja, a compiler, an IDE, a second tgtbuild) sees
the old file or the new one, never a torn one, and an interrupted write
(Ctrl-C, a full disk) leaves the old file and no temp file behind.

The new file gets the mode an ordinary `open(path, "w")` would give it,
0666 less the umask (0644 under the usual umask 022): `tempfile.mkstemp`
created 0600 files, which left build.ninja, compile_commands.json and the
harness source unreadable to an IDE in a container or a CI user other than
the one that configured. `mode=` sets it explicitly (0755 for a script).

The temp file is made here with `os.open(O_CREAT | O_EXCL)`, as mkstemp
makes it: created 0666, the kernel applies the umask, so a write no longer
reads /proc and fchmods for it (a 20 kB write went from 250 to 200 µs; an
IR step writes an object per module).
"""

from __future__ import annotations

import os

from .errors import TgtbuildError


class FileWriteError(TgtbuildError):
    """A file could not be written (its folder is missing or read-only, the disk is full)."""

    @classmethod
    def of(cls, path: str | os.PathLike[str], exc: OSError) -> FileWriteError:
        """The error for `exc`, raised writing `path`: one wording for every writer."""
        return cls(f"cannot write {os.fspath(path)}: {exc.strerror or exc}")


def unreadable(path: str | os.PathLike[str], exc: OSError, what: str, hint: str = "") -> str:
    """Why a user's file `path` (a `what`: "a tuning log", "a model file") could not be read: one wording
    for every reader (no such file, a folder, the system's reason), with `hint`, the way to a right one."""
    where = os.fspath(path)
    tail = f" ({hint})" if hint else ""
    if isinstance(exc, FileNotFoundError):
        return f"{where}: no such file{tail}"
    if isinstance(exc, IsADirectoryError):
        return f"{where}: a folder, not {what}{tail}"
    return f"{where}: cannot read it ({exc.strerror or exc})"


_TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
_TEMP_TRIES = 100  # as tempfile's TMP_MAX is 10,000: names are 48 random bits, so a clash is a foreign file


def _temp_beside(path: str, folder: str, mode: int) -> tuple[int, str]:
    """(fd, name) of a new file `.NAME.RANDOM.tmp` in `folder`, created with `mode` (less the umask)."""
    stem = os.path.join(folder, f".{os.path.basename(path)}.")
    for _ in range(_TEMP_TRIES):
        name = f"{stem}{os.urandom(6).hex()}.tmp"
        try:
            return os.open(name, _TEMP_FLAGS, mode), name
        except FileExistsError:
            continue
    raise FileExistsError(f"{_TEMP_TRIES} temp names beside {path} were all taken")


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
        # An explicit mode is set once the file is ours (fchmod), so the file never has a wider one.
        fd, tmp = _temp_beside(path, folder, 0o666 if mode is None else 0o600)
    except OSError as exc:
        raise FileWriteError.of(path, exc) from None
    try:
        with os.fdopen(fd, "wb") as handle:
            if mode is not None:
                os.fchmod(handle.fileno(), mode)
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
        with open(path, "rb") as handle:
            if handle.read() == raw:
                return False
    except OSError:
        pass
    write_atomic(path, raw, mode=mode)
    return True
