"""Host key checking: known_hosts, accept-new, and loud refusal of changed keys.

OpenSSH semantics, because users already know them:

* a key found in known_hosts (the board's file, else ~/.ssh/known_hosts) is
  checked; a different key for the same name is ALWAYS refused (paramiko
  raises BadHostKeyException, which we turn into a message that says what to
  do);
* an unknown key is refused with the exact command that trusts it, unless the
  board asks for `accept_new_host_key` (OpenSSH's StrictHostKeyChecking=
  accept-new): then the key is appended to the known_hosts file and used.

Non-22 ports are stored as `[host]:port`, as OpenSSH does.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from .board import Board
from .errors import HostKeyError


def known_hosts_path(board: Board) -> Path:
    """The known_hosts file used for `board`."""
    if board.known_hosts:
        return Path(board.known_hosts).expanduser()
    return Path.home() / ".ssh" / "known_hosts"


def trust_hint(board: Board) -> str:
    """How a user trusts this board's key (shown when it is unknown)."""
    port = f"-p {board.port} " if board.port != 22 else ""
    return (
        f"check the key, then trust it with\n"
        f"    ssh-keyscan {port}{board.host} >> {known_hosts_path(board)}\n"
        f"or pass --accept-new-host-key (accept_new_host_key = true in boards.toml)"
    )


def make_policy(board: Board) -> Any:
    """A paramiko MissingHostKeyPolicy for `board` (imports paramiko)."""
    import paramiko

    class _Policy(paramiko.MissingHostKeyPolicy):
        def missing_host_key(self, client: Any, hostname: str, key: Any) -> None:
            fingerprint = key.fingerprint if hasattr(key, "fingerprint") else key.get_base64()
            if not board.accept_new_host_key:
                raise HostKeyError(
                    f"board {board.destination()}: unknown host key for {hostname} "
                    f"({key.get_name()} {fingerprint}), not in {known_hosts_path(board)};\n" + trust_hint(board)
                )
            client.get_host_keys().add(hostname, key.get_name(), key)
            append_known_host(known_hosts_path(board), hostname, key)

    return _Policy()


def append_known_host(path: Path, hostname: str, key: Any) -> None:
    """Add one line to known_hosts without rewriting what is there."""
    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    line = f"{hostname} {key.get_name()} {key.get_base64()}\n"
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    try:
        if path.stat().st_size:
            with open(path, "rb") as f:
                f.seek(-1, os.SEEK_END)
                if f.read(1) != b"\n":
                    line = "\n" + line
        os.write(fd, line.encode())
    finally:
        os.close(fd)


def changed_key_error(board: Board, exc: Any) -> HostKeyError:
    """The loud message for a host key that differs from the recorded one."""
    expected = getattr(exc, "expected_key", None)
    got = getattr(exc, "key", None)

    def show(k: Any) -> str:
        return f"{k.get_name()} {getattr(k, 'fingerprint', k.get_base64())}" if k else "?"

    return HostKeyError(
        "@@@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @@@\n"
        f"board {board.destination()}: the host key of {board.known_hosts_key} is now "
        f"{show(got)}, but {known_hosts_path(board)} records {show(expected)}.\n"
        "Someone could be intercepting the connection, or the board was reinstalled. "
        "Refusing to connect. If the change is expected, remove the old key with\n"
        f"    ssh-keygen -f {known_hosts_path(board)} -R '{board.known_hosts_key}'"
    )
