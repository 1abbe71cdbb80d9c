"""Peers that misbehave on a real socket: a thread of the test serves each one.

The hostile tests stand where a helper or an sshd would be (a unix socket, a
TCP port) and say what neither of ours says, or nothing at all, to show that
every wait of tgtbuild stays bounded.
"""

from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Callable, Iterator


def silent(peer: socket.socket) -> None:
    """Accept and say nothing: the peer stays open until the block ends."""


@contextlib.contextmanager
def serving(listener: socket.socket, talk: Callable[[socket.socket], None] = silent) -> Iterator[None]:
    """Accept on `listener` while the block runs, each peer handed to `talk` in a thread of its own;
    at the end every peer and the listener are closed (the accepting thread ends within 0.1 s)."""
    stop = threading.Event()
    held: list[socket.socket] = []

    def loop() -> None:
        listener.settimeout(0.1)
        while not stop.is_set():
            try:
                peer = listener.accept()[0]
            except TimeoutError:
                continue
            held.append(peer)
            threading.Thread(target=talk, args=(peer,), daemon=True).start()

    thread = threading.Thread(target=loop, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join(timeout=5)
        for peer in held:
            peer.close()
        listener.close()
