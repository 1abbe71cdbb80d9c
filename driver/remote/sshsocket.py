"""The TCP socket under an SSH connection: TCP_NODELAY from its first byte, quick ACKs after each read.

Part of `remote.ssh` (one job a room): what paramiko leaves to the socket,
with the measurements that made each setting (a loopback connect 105-113 ms
against 24-27 ms; a first channel open 41-46 ms against 1-4 ms).
"""

from __future__ import annotations

import functools
from typing import Any


def tcp_socket(host: str, port: int, timeout: float) -> Any:
    """A TCP connection to the board with TCP_NODELAY from its first byte.

    Set only after the handshake (as before), Nagle held the small packets of
    the key exchange and authentication for the peer's delayed ACK: paramiko's
    connect took 105-113 ms on the loopback sshd against 24-27 ms with the
    option set first (three runs each, a loaded 2-core machine). A refused or
    unreachable port raises OSError, which the caller reports as before.
    """
    import socket  # lazily: a warm `tgtbuild run` does without it

    sock = socket.create_connection((host, port), timeout=timeout)
    if hasattr(socket, "TCP_QUICKACK"):  # Linux
        sock = _quick_ack_socket()(sock.family, sock.type, sock.proto, fileno=sock.detach())
        sock.settimeout(timeout)
    no_delay(sock)
    return sock


@functools.lru_cache(maxsize=1)
def _quick_ack_socket() -> Any:
    """A socket class that ACKs what it receives at once (TCP_QUICKACK after every recv).

    Right after authentication OpenSSH's sshd sends two small packets (the
    hostkeys-00@openssh.com global request and the "key options" debug
    message). Our kernel delays its ACK of them (up to 40 ms), and Nagle on
    sshd, which leaves it on for non-interactive sessions, holds the answer
    to our first channel open behind the unacknowledged packets until then:
    every connection's first channel (the SFTP session of a deploy, the run
    of `tgtbuild run`) waited 41-46 ms on the loopback sshd (OpenSSH 9.2),
    1-4 ms with this (three connections each). Linux turns quick ACKs off
    again as soon as this end sends, so the option is set after each recv: a
    few hundred system calls for a 50 MB deploy, whose replies are small.
    """
    import socket  # lazily: a warm `tgtbuild run` does without it

    class QuickAckSocket(socket.socket):
        def recv(self, bufsize: int, *flags: int) -> bytes:
            data = super().recv(bufsize, *flags)
            try:
                self.setsockopt(socket.IPPROTO_TCP, socket.TCP_QUICKACK, 1)
            except OSError:
                pass  # closing, or a kernel without it: only speed is lost
            return data

    return QuickAckSocket


def no_delay(sock: Any) -> None:
    """TCP_NODELAY: paramiko leaves Nagle on, so each channel open or SFTP request waits
    for the peer's delayed ACK (40 ms on Linux; measured 40 ms → 0.3 ms per channel open
    on loopback). A ProxyCommand or jump-host link is no TCP socket: left alone."""
    import socket  # lazily: a warm `tgtbuild run` does without it

    if isinstance(sock, socket.socket) and sock.family in (socket.AF_INET, socket.AF_INET6):
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass
