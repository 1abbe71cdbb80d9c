"""Reading a file back from a board, bounded: a board is not trusted to send a sane amount.

Found in issue 33: the deploy manifest was read whole with paramiko's
`read()`, so `ln -sf /dev/zero WORKDIR/d1/.tgtbuild-manifest.json` on the
board grew `tgtbuild deploy` to 1.8-4.8 GB and it ignored SIGTERM for 20 s
(the read never returned to a point where the signal is raised); a kernel
that linked its `out/out2.bin` to /dev/zero did the same to `run --check`.
So every file read back is first `lstat`ed: only a regular file (not a
link, a device, a FIFO, which sftp-server's open would block on) whose size
is within the caller's limit is opened, read in 1 MB chunks with an
interrupt point between them, and never past the size it said it had.
"""

from __future__ import annotations

import stat
from typing import Any

from ..interrupts import point
from .errors import RemoteError

CHUNK = 1 << 20


class BoardFileError(RemoteError):
    """A file on the board that is not a regular file, or larger than allowed."""


def kind_of(mode: int) -> str:
    """Words for a file type that is not a regular file."""
    for test, words in ((stat.S_ISLNK, "a symbolic link"), (stat.S_ISDIR, "a directory"),
                        (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                        (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return words
    return "not a regular file"


def read_board_file(sftp: Any, path: str, limit: int, *, size: int | None = None) -> bytes:
    """The bytes of the regular file `path` on the board: at most `limit`, or exactly `size` when given.

    Raises BoardFileError (a link, a device, too large, a size other than
    `size`) and OSError (missing, unreadable: the caller words it).
    """
    st = sftp.lstat(path)
    if not stat.S_ISREG(st.st_mode or 0):
        raise BoardFileError(f"{path} on the board is {kind_of(st.st_mode or 0)}, not a regular file: not read")
    have = st.st_size or 0
    if size is not None and have != size:
        raise BoardFileError(f"{path} on the board has {have} bytes, not the {size} expected: not read")
    if have > limit:
        raise BoardFileError(f"{path} on the board has {have} bytes, more than the {limit} allowed: not read")
    parts: list[bytes] = []
    got = 0
    with sftp.open(path, "rb") as f:
        while got < have:
            point()  # a Ctrl-C/SIGTERM between chunks (inside deploy's deferred block)
            chunk = f.read(min(CHUNK, have - got))
            if not chunk:
                break
            parts.append(chunk)
            got += len(chunk)
    if got != have:
        raise BoardFileError(f"{path} on the board shrank from {have} to {got} bytes while read")
    return b"".join(parts)
