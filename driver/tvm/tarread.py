"""export_library's `.tar` (gzip'd since TVM 0.27), read as a stream within bounds.

Issue 43: the whole file was `gzip.decompress`ed in memory (a 2 MB gzip of zeros: 4.2 GB of RSS and
51 s; 1 MB → 1 GiB here: 16.7 s, 2.1 GB), `getmembers()` listed every header before anything was
looked at (200,000 empty members: 10.5 s here, then the link's `Argument list too long`), and a
corrupt gzip ended in a `zlib.error` traceback. Here the members are read one at a time from
`tarfile`'s stream mode, and the reading stops with one line at:

* MAX_MEMBERS members (TVM writes lib0.o, devc.o and one object per device module: a handful);
* MAX_UNPACKED bytes unpacked in all (the 4 GiB a model file may have, `vmexec.MAX_MODEL_BYTES`);
* more than MAX_RATIO times the file's size once past RATIO_FLOOR: TVM's objects are code and
  float weights (tests/data/tvm/models: mlp.aarch64.tar unpacks 2.9x, the others 4.9-5.7x, tar's
  512-byte padding included), gzip's most is about 1030x.

Standard library only.
"""

from __future__ import annotations

import tarfile
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO

from ..errors import TgtbuildError

MAX_MEMBERS = 1000
MAX_UNPACKED = 1 << 32
MAX_RATIO = 100
RATIO_FLOOR = 64 << 20
CHUNK = 1 << 20


class ArchiveError(TgtbuildError):
    """A model or kernel `.tar` that is damaged or unpacks past the bounds (which file, which bound)."""


class _Budget:
    """What may still be unpacked from one archive."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.limit = min(MAX_UNPACKED, max(RATIO_FLOOR, MAX_RATIO * path.stat().st_size))
        self.used = 0

    def spend(self, size: int) -> None:
        self.used += size
        if self.used > self.limit:
            raise ArchiveError(f"{self.path}: unpacks to more than {self.limit} bytes (at most {MAX_RATIO} times "
                               f"the file, {MAX_UNPACKED} in all, are read): not an archive TVM's "
                               "export_library writes")


class Member:
    """One member as the stream reaches it: read it (`data`, `holds`) before asking for the next one."""

    def __init__(self, path: Path, info: tarfile.TarInfo, handle: IO[bytes] | None) -> None:
        self.path, self.info, self._handle = path, info, handle
        self.name = info.name

    def isfile(self) -> bool:
        return self._handle is not None

    def data(self) -> bytes:
        """The member's bytes (its size is already within the archive's budget)."""
        if self._handle is None:
            return b""
        with _guard(self.path):
            return self._handle.read()

    def copy_to(self, target: Path) -> None:
        """Write the member to `target` in chunks (memory: one chunk)."""
        if self._handle is None:
            return
        with _guard(self.path), open(target, "wb") as out:
            while chunk := self._handle.read(CHUNK):
                out.write(chunk)

    def holds(self, needles: tuple[bytes, ...]) -> bool:
        """Whether any of `needles` is in the member, read in chunks (memory: a chunk and a needle's overlap)."""
        if self._handle is None:
            return False
        keep = max(len(n) for n in needles) - 1
        tail = b""
        with _guard(self.path):
            while chunk := self._handle.read(CHUNK):
                window = tail + chunk
                if any(n in window for n in needles):
                    return True
                tail = window[-keep:] if keep else b""
        return False


def members(path: Path) -> Iterator[Member]:
    """Each member in order, the whole archive bounded as the module says (stream mode: a member is
    read before the next is asked for; one skipped is still unpacked, and counted)."""
    budget = _Budget(path)
    count = 0
    with _guard(path), tarfile.open(path, "r|*", bufsize=CHUNK) as tar:
        for info in tar:
            count += 1
            if count > MAX_MEMBERS:
                raise ArchiveError(f"{path}: more than {MAX_MEMBERS} members; TVM's export_library writes "
                                   "a few object files (lib0.o, devc.o...)")
            budget.spend(max(info.size, 0) + 512)
            yield Member(path, info, tar.extractfile(info) if info.isfile() else None)


@contextmanager
def _guard(path: Path) -> Iterator[None]:
    """gzip's and tar's complaints about the bytes as one line naming the file (a zlib.error traceback before)."""
    try:
        yield
    except (tarfile.TarError, zlib.error, EOFError, OSError) as exc:
        if isinstance(exc, OSError) and not _damaged(exc):
            raise
        raise ArchiveError(f"{path}: a damaged archive ({_words(exc)}); export it again "
                           "(TVM's export_library writes a tar of .o files, gzip'd since TVM 0.27)") from None


def _damaged(exc: OSError) -> bool:
    """gzip's own complaints (BadGzipFile is an OSError) are damage; anything else is the system's."""
    return type(exc).__name__ == "BadGzipFile" or exc.errno is None


def _words(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text[:120]
