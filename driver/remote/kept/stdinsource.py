"""Which stdin `tgtbuild exec` passes to the program on the board, and how it is read.

A local program reads the stdin it inherits. On an SSH board the program's
stdin is the channel, and before this module nothing was written to it but
`--stdin FILE`: `echo hello | tgtbuild exec --board B -- lz4 -c` compressed an
empty input and exited 0, a wrong result with a good status (issue 26). So,
as `ssh` does, our own stdin goes to the program unless:

* it is closed or /dev/null (ctest and `meson test` give tests /dev/null):
  the program sees end of input at once, with no reader thread and no frames;
* it is a terminal and we are not the terminal's foreground job: reading it
  would stop the whole client with SIGTTIN (`tgtbuild exec ... &`).

Like `ssh` (and unlike a local program, which takes only what it reads), the
client reads ahead of the program: in `while read f; do tgtbuild exec ...;
done < list` the first run would swallow the list. `--stdin /dev/null` keeps
it, as `ssh -n` does. Standard library only: the client runs once per test.
"""

from __future__ import annotations

import os
import stat

CHUNK = 1 << 20


def forwarded_fd(fd: int = 0) -> int | None:
    """`fd` when what it holds should reach the program on the board, else None (the program sees EOF)."""
    try:
        st = os.fstat(fd)
    except OSError:
        return None  # closed
    if stat.S_ISCHR(st.st_mode):
        try:
            null = os.stat(os.devnull)
        except OSError:
            null = None
        if null is not None and st.st_rdev == null.st_rdev:
            return None
        if os.isatty(fd):
            try:
                if os.tcgetpgrp(fd) != os.getpgrp():
                    return None  # a background job: a read would stop us (SIGTTIN)
            except OSError:
                return None
    return fd


class FdReader:
    """A stream over a file descriptor that returns what is there now (os.read), not a full 1 MB.

    A buffered `read(1 << 20)` waits for a whole megabyte or EOF: a program
    answering line by line through a pipe (a REPL, a coprocess) would never
    see its first line.
    """

    def __init__(self, fd: int) -> None:
        self.fd = os.dup(fd)
        self.closed = False

    def read(self, size: int = CHUNK) -> bytes:
        """What is there now; b"" at EOF or once closed (a wait on an idle pipe ends within 0.1 s)."""
        import select  # lazily: `tgtbuild exec` start up through this module

        while not self.closed:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.1)
                if ready:
                    return os.read(self.fd, size if size > 0 else CHUNK)
            except (OSError, ValueError):
                return b""
        return b""

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            os.close(self.fd)


def open_source(stdin_file: str | None, stdin_fd: int | None):  # -> a stream with read/close, or None
    """The stream a request's stdin comes from: `--stdin FILE`, else our own descriptor, else None."""
    if stdin_file is not None:
        return open(stdin_file, "rb")  # noqa: SIM115 - the caller closes it
    if stdin_fd is not None:
        return FdReader(stdin_fd)
    return None
