"""Words for a handshake that went wrong: a port that never greeted, a server silent after its greeting.

Part of `remote.ssh` (one job a room): paramiko's own errors said
"No existing session" or nothing at all in these two cases.
"""

from __future__ import annotations

from typing import Any

from .board import Board


def no_banner(client: Any, board: Board, timeout: float) -> str:
    """Words for "the port accepted but never said SSH-2.0", else "".

    paramiko's start_client returns quietly when its own wait ends before the
    banner timeout fires, and authentication then fails with the puzzling
    "No existing session"; the transport's empty remote version tells the truth.
    """
    transport = client.get_transport()
    version: str = getattr(transport, "remote_version", "x")  # "x": no transport, nothing to say
    if transport is None or version:
        return ""
    return (
        f"no SSH greeting from {board.host}:{board.port} within {timeout:g} s: something accepted "
        "the connection but did not answer like an SSH server (wrong port, a busy or hung sshd, a firewall proxy)"
    )


def silent_after_banner(client: Any, timeout: float) -> str:
    """Words for "it said SSH-2.0 and then nothing", else "".

    Such a server (a hung sshd, a tarpit) failed with "cannot connect: " and
    an empty reason: paramiko's exception carries no text.
    """
    transport = client.get_transport()
    version = getattr(transport, "remote_version", "") if transport is not None else ""
    if not version or getattr(transport, "host_key", None) is not None:
        return ""
    return (f"the server greeted with {version!r} but did not complete the key exchange within {timeout:g} s "
            "(a hung or overloaded sshd, or something that only imitates one)")
