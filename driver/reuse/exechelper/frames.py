"""A helper's frames to one client: output, the program's start, heartbeats; one sender at a time.

Both the exec runs (server.py) and a kept connection's runs (relayserve.py)
stream through it, and both open the next run's channel ahead
(`open_next_session`). Split out of server.py (issue 34: one job a module).
"""

from __future__ import annotations

import socket
import threading
from collections.abc import Callable
from typing import Any

from ...remote.errors import RemoteError
from ...remote.kept.protocol import HEARTBEAT, send_frame


class Frames:
    """Sinks that send output to a client as frames; a client gone is not an error (the watcher acts)."""

    def __init__(self, client: socket.socket, progress: Callable[[], bytes] = bytes) -> None:
        self.client = client
        self.progress = progress  # the heartbeat's payload: changes while work moves on
        self.lock = threading.Lock()
        self.gone = False
        self.done = threading.Event()

    def heartbeat(self) -> None:
        """Tell the client every HEARTBEAT s that this request is still being worked on."""
        while not self.done.wait(HEARTBEAT):
            with self.lock:
                if self.done.is_set() or self.gone:
                    return
                try:
                    send_frame(self.client, b".", self.progress())
                except OSError:
                    self.gone = True

    def started(self) -> None:
        """The program is starting now: the client's --timeout clock begins."""
        self._send(b"r", b"")

    def stop(self) -> None:
        """No more heartbeats (the final frame follows)."""
        with self.lock:  # a heartbeat being sent finishes before the final frame
            self.done.set()

    def _send(self, kind: bytes, data: bytes) -> None:
        if self.gone:
            return
        try:
            with self.lock:
                send_frame(self.client, kind, data)
        except OSError:
            self.gone = True

    def stdout(self, data: bytes) -> None:
        self._send(b"o", data)

    def stderr(self, data: bytes) -> None:
        self._send(b"e", data)


def open_next_session(conn: Any) -> None:  # conn: a remote.ssh.Connection
    """Open the next run's SSH session channel now, while the next test's client starts (a round trip saved).

    ctest and `meson test` start one client per test, a kept connection's
    user one command per run (server.py, relayserve.py): its Python start-up
    (0.1 s here) overlaps the channel's round trip. At most one is kept open
    (`prepare_run`), within OpenSSH's 10 sessions with MAX_RUNS running.
    """
    # lazily: remote.ssh imports paramiko on the first connect, not at import (the helper's start-up)
    from paramiko import SSHException

    try:
        conn.prepare_run()
    except (OSError, RemoteError, EOFError, SSHException):
        pass  # the run that needs it opens its own (and reports a dead link)
