"""One run's SSH channel: stdin sent from a thread, stdout and stderr drained to a deadline, the pid line taken off.

Part of `remote.ssh` (one job a room). `recv_exit_status()` waits forever
and paramiko ignores OpenSSH's `exit-signal`, so output is drained here with
our own deadline; the remote shell's first line is its pid (`shelltext`),
which the kill after a timeout needs, and is not the program's output.
"""

from __future__ import annotations

import select
import threading
import time
from collections.abc import Callable
from typing import Any

from .outtail import Tail
from .shelltext import PID_MARK
from .transport import Sink, Stdin, chunks


def feed_stdin(chan: Any, data: Stdin) -> threading.Thread | None:
    """Send stdin from a thread (a program that does not read must not block us).

    A stream is sent in 1 MB chunks as read: `exec --stdin` of a 60 MB file
    held it whole, several times over (580 MB in the client, 670 MB in the helper).
    """
    if not data:
        chan.shutdown_write()
        return None

    def feed() -> None:
        try:
            for chunk in chunks(data):
                chan.sendall(chunk)
            chan.shutdown_write()
        except Exception:  # the program exited or was killed; its status tells why
            pass

    thread = threading.Thread(target=feed, daemon=True, name="tgtbuild-stdin")
    thread.start()
    return thread


class Drain:
    """Reads stdout/stderr of a channel until EOF + exit status, or a deadline."""

    def __init__(self, on_stdout: Sink | None, on_stderr: Sink | None) -> None:
        self.on_stdout = on_stdout
        self.on_stderr = on_stderr
        self.pid: int | None = None
        self._head = b""
        # Only for a timeout's exception: the last bytes (all of them held 1 GiB for a 1 GiB run).
        self.seen_out = Tail()
        self.seen_err = Tail()

    def _stdout(self, data: bytes) -> None:
        if self.pid is None:
            data = self._find_pid(data)
            if not data:
                return
        self.seen_out.write(data)
        if self.on_stdout:
            self.on_stdout(data)

    def _find_pid(self, data: bytes) -> bytes:
        """Take the pid line off the output; what is output already (before it, or after) is returned.

        Held back is only what may still be the start of the line (the mark and
        up to 24 digits): a login shell's start-up that printed without end
        before it was held whole (issue 33: every read from a board is bounded).
        """
        head, self._head = self._head + data, b""
        mark = PID_MARK.encode()
        out = []
        while True:
            start = head.find(mark)
            if start < 0:
                keep = len(mark) - 1
                out.append(head[:-keep])
                self._head = head[-keep:]
                return b"".join(out)
            end = head.find(b"\n", start)
            line = head[start + len(mark): end if end >= 0 else None]
            if end < 0 and len(line) <= 24:
                out.append(head[:start])
                self._head = head[start:]
                return b"".join(out)
            if end >= 0 and line.isdigit():
                self.pid = int(line)
                out += [head[:start], head[end + 1:]]
                return b"".join(out)
            out.append(head[:start + len(mark)])  # not our line after all: output
            head = head[start + len(mark):]

    def _stderr(self, data: bytes) -> None:
        self.seen_err.write(data)
        if self.on_stderr:
            self.on_stderr(data)

    def run(self, chan: Any, deadline: float | None, quiet_after: float = float("inf"),
            on_quiet: Callable[[], None] | None = None) -> bool:
        """True when the program finished, False when the deadline passed; `on_quiet` runs after
        each `quiet_after` s without output (it raises when the board is gone)."""
        heard = time.monotonic()
        while True:
            if on_quiet is not None and time.monotonic() - heard > quiet_after:
                on_quiet()
                heard = time.monotonic()
            got = False
            while chan.recv_ready():
                self._stdout(chan.recv(1 << 20))
                got = True
            while chan.recv_stderr_ready():
                self._stderr(chan.recv_stderr(1 << 20))
                got = True
            if got:
                heard = time.monotonic()
                continue
            done = chan.exit_status_ready() and (chan.eof_received or chan.closed)
            if done and not chan.recv_ready() and not chan.recv_stderr_ready():
                if self._head:  # no pid line (the shell failed early): pass on what came
                    self.seen_out.write(self._head)
                    if self.on_stdout:
                        self.on_stdout(self._head)
                    self._head = b""
                return True
            wait = 0.5 if deadline is None else deadline - time.monotonic()
            if wait <= 0:
                return False
            wait = min(wait, 0.5)
            if chan.eof_received or chan.closed:
                chan.status_event.wait(min(wait, 0.05))  # the pipe stays readable after EOF
            else:
                select.select([chan], [], [], wait)
