"""~/.ssh/config, as OpenSSH applies it to every SSH destination: HostName, User, Port, IdentityFile,
ProxyJump, ProxyCommand, UserKnownHostsFile; what the spec or the boards file says explicitly wins.

paramiko's SSHConfig parses the file (imported only when the file exists:
building without a board stays fast); mapping its answer onto a Board is ours.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..frozen import replace
from .board import Board, split_destination
from .errors import BoardError
from .proxycmd import expanded


def board_from_destination(name: str, spec: str, ssh: SshConfig, **explicit: Any) -> Board:
    user, host, port = split_destination(spec)
    cfg = ssh.lookup(host)
    hostname = cfg.get("hostname", host)
    identity = tuple(os.path.expanduser(p) for p in cfg.get("identityfile", []))
    jump = cfg.get("proxyjump")
    known = cfg.get("userknownhostsfile")
    board = Board(
        name=name,
        host=hostname,
        user=user or cfg.get("user"),
        port=port or int(cfg.get("port", 22)),
        identity_files=identity,
        proxy_jump=tuple(j.strip() for j in jump.split(",")) if jump and jump != "none" else (),
        proxy_command=_proxy_command(ssh, host),
        known_hosts=os.path.expanduser(known.split()[0]) if known else None,
    )
    return expanded(replace(board, **explicit) if explicit else board, host)


def _proxy_command(ssh: SshConfig, host: str) -> str | None:
    """The ProxyCommand as written: `proxycmd.expanded` fills its tokens from the board's own port
    and user (paramiko's lookup had put the config's port, 22, and the local user)."""
    raw = ssh.raw(host, "proxycommand")
    return None if raw is None or raw == "none" else raw


class SshConfig:
    """~/.ssh/config through paramiko.SSHConfig, loaded only if the file exists."""

    def __init__(self, config: Any | None) -> None:
        self._config = config

    @classmethod
    def load(cls, path: str | os.PathLike[str] | None) -> SshConfig:
        file = Path(path) if path is not None else Path.home() / ".ssh" / "config"
        if not file.is_file():
            if path is not None:
                raise BoardError(f"ssh config {file} does not exist")
            return cls(None)
        import paramiko  # lazily: a warm `tgtbuild run` does without it

        try:
            return cls(paramiko.SSHConfig.from_path(str(file)))
        except Exception as exc:  # paramiko raises assorted errors for bad syntax
            raise BoardError(f"{file}: cannot parse: {exc}") from None

    def aliases(self) -> list[str]:
        if self._config is None:
            return []
        return sorted(h for h in self._config.get_hostnames() if not any(c in h for c in "*?!"))

    def has_alias(self, name: str) -> bool:
        return name in self.aliases()

    def lookup(self, host: str) -> dict[str, Any]:
        if self._config is None:
            return {}
        return dict(self._config.lookup(host))

    def raw(self, host: str, key: str) -> str | None:
        """`key`'s value as written (paramiko's lookup expands %-tokens from the config alone)."""
        if self._config is None:
            return None
        value = self._config._lookup(host).get(key)  # the non-final pass: no token expansion
        return value if isinstance(value, str) or value is None else str(value)
