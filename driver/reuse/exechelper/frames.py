"""A helper's frames to one client: output, the program's start, heartbeats; one sender at a time.

Both the exec runs (server.py) and a kept connection's runs (relayserve.py)
stream through it, and both open the next run's channel ahead
(`open_next_session`). Split out of server.py (issue 34: one job a module).
"""

from __future__ import annotations

import _thread
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


def spawn(target: Callable[..., object], *args: object) -> threading.Event:
    """Run `target(*args)` in a new daemon thread, without waiting for it to start; the Event is set when it ends.

    `threading.Thread.start` waits until the new thread has run (its started event): two scheduler
    hand-offs, and an exec call started four threads (its client's handler, the heartbeat, the watcher,
    the next channel's opener). Under load they were the helper's largest cost: profiled at a load of 5
    on 2 cores, 1.8 ms a start, 4 a call, when the whole call through ControlMaster took 14 ms.
    """
    done = threading.Event()

    def run() -> None:
        try:
            target(*args)
        finally:
            done.set()

    _thread.start_new_thread(run, ())
    return done
