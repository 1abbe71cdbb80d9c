"""A board: where artifacts go and run, and the facts needed to get there (a value; no file is read here).

What the user types after `--board` becomes a Board in `remote.boards`
(`parse_board`: `local`, a boards.toml name, an SSH destination or
~/.ssh/config alias, read by `remote.sshconfig`); `remote.choose.board_for`
adds what the target asks (an emulator for a foreign local target) and the
trust options. This module holds the value and the destination grammar
(`[user@]host[:port]`, `[user@][ipv6]:port`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping

from ..frozen import field, frozen
from .errors import BoardError

DEFAULT_WORKDIR = "~/.cache/tgtbuild-board"
LOCAL = "local"
_USER_RE = re.compile(r"^[A-Za-z0-9_.][A-Za-z0-9_.@-]*$")
_HOST_RE = re.compile(r"^[A-Za-z0-9_.%:-]+$")


@frozen
class Board:
    """An SSH destination (or this machine) plus what we know about it.

    Immutable and hashable so it can key caches (one connection per board).
    `emulator` is an argv prefix (`("qemu-aarch64-static", "-L", "/usr/...")`)
    put in front of every program run there; `cpus` pins runs with taskset;
    `env` is added to every run's environment.
    """

    name: str
    host: str
    user: str | None = None
    port: int = 22
    identity_files: tuple[str, ...] = ()
    proxy_jump: tuple[str, ...] = ()
    proxy_command: str | None = None
    arch: str | None = None
    emulator: tuple[str, ...] = ()
    workdir: str = DEFAULT_WORKDIR
    cpus: tuple[int, ...] = ()
    env: tuple[tuple[str, str], ...] = field(default=())
    known_hosts: str | None = None
    accept_new_host_key: bool = False
    sync: tuple[str, ...] = ()  # local folders `tgtbuild exec` mirrors for every run (remote.kept.mirror)
    # Borrow the board's kept connection (remote/kept/relay.py) where one serves, and leave one for the next
    # command: `Trust.keep_connection`, given by the caller (the CLI's run, deploy, probe, tune, compare).
    # Not the board's identity: out of `==` and of the helper's spec (relay.board_spec).
    keep_connection: bool = field(default=False, compare=False)

    def __post_init__(self) -> None:
        # A dict is easier to pass; store a sorted tuple so the Board stays hashable.
        if isinstance(self.env, Mapping):
            object.__setattr__(self, "env", tuple(sorted((str(k), str(v)) for k, v in self.env.items())))
        if not 0 < self.port < 65536:
            raise BoardError(f"board {self.name!r}: port {self.port} is not in 1..65535")

    @property
    def is_local(self) -> bool:
        """True when programs run on this machine, without SSH."""
        return self.host == LOCAL

    @property
    def env_dict(self) -> dict[str, str]:
        """`env` as a dict."""
        return dict(self.env)

    @property
    def known_hosts_key(self) -> str:
        """The name this host's key has in known_hosts (`[host]:port` off port 22)."""
        return self.host if self.port == 22 else f"[{self.host}]:{self.port}"

    def destination(self) -> str:
        """`user@host:port` for messages."""
        if self.is_local:
            return LOCAL
        host = f"[{self.host}]" if ":" in self.host else self.host
        user = f"{self.user}@" if self.user else ""
        return f"{user}{host}" + (f":{self.port}" if self.port != 22 else "")

    def wrap(self, argv: list[str] | tuple[str, ...]) -> list[str]:
        """The argv that really runs `argv` on this board: taskset, then emulator.

        Kept here (not in the transport) so remote and local boards behave the
        same: `Connection.run` runs exactly what it is given.
        """
        prefix: list[str] = []
        if self.cpus:
            prefix += ["taskset", "-c", ",".join(str(c) for c in self.cpus)]
        return prefix + list(self.emulator) + list(argv)

    def wrapper_programs(self) -> tuple[int, ...]:
        """Positions, in what `wrap` returns, of the programs the wrapper itself starts (taskset, emulator)."""
        taskset = (0,) if self.cpus else ()
        return taskset + ((3 if self.cpus else 0,) if self.emulator else ())


def local_board(emulator: tuple[str, ...] | list[str] = (), workdir: str | None = None) -> Board:
    """The board for `--board local` (optionally running through an emulator)."""
    return Board(
        name=LOCAL,
        host=LOCAL,
        emulator=tuple(emulator),
        workdir=workdir or os.path.expanduser(DEFAULT_WORKDIR),  # not pathlib: 1.5 ms of a replayed run
    )


def split_destination(spec: str) -> tuple[str | None, str, int | None]:
    """`[user@]host[:port]` / `[user@][v6addr]:port` -> (user, host, port)."""
    user: str | None = None
    rest = spec
    if "@" in spec:
        user, rest = spec.rsplit("@", 1)
        if not user or not _USER_RE.match(user):
            raise BoardError(f"board {spec!r}: bad user name {user!r}")
    port: int | None = None
    if rest.startswith("["):
        close = rest.find("]")
        if close < 0:
            raise BoardError(f"board {spec!r}: '[' without ']' (write [ipv6]:port)")
        host, tail = rest[1:close], rest[close + 1 :]
        if tail:
            if not tail.startswith(":"):
                raise BoardError(f"board {spec!r}: expected ':port' after ']', got {tail!r}")
            port = _port(tail[1:], spec)
    elif rest.count(":") == 1:
        host, port_text = rest.split(":")
        port = _port(port_text, spec)
    else:
        host = rest  # a hostname, or a bare IPv6 address without a port
    if not host or not _HOST_RE.match(host):
        raise BoardError(f"board {spec!r}: bad host name {host!r}")
    return user, host, port


def _port(text: str, spec: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise BoardError(f"board {spec!r}: port {text!r} is not a number in 1..65535")
    return int(text)
