"""A board: where artifacts go and run, and the facts needed to get there.

`parse_board` turns the word the user typed after `--board` into a `Board`.
It accepts, in this order:

1. `local`: this machine, no SSH (foreign binaries run via `emulator`);
2. a named entry of a boards file (`boards.toml`): the explicit file, then the
   project's `./boards.toml`, then `boards.toml` in each folder of
   `tgtbuild.paths.config_dirs()` (the first file naming the board wins);
3. an SSH destination: `[user@]host[:port]`, `[user@][ipv6]:port`, or an alias
   of `~/.ssh/config`.

Like OpenSSH, ~/.ssh/config options (HostName, User, Port, IdentityFile,
ProxyJump, ProxyCommand, UserKnownHostsFile) apply to every SSH destination;
what the spec or the boards file says explicitly wins over them.

A boards file has one table per board::

    [rpi4]
    host = "pi@rpi4.lan:2222"        # or a ~/.ssh/config alias
    key = "~/.ssh/id_rpi"           # or a list of keys
    arch = "aarch64"
    workdir = "/tmp/tgtbuild"
    cpus = [2, 3]                   # pin runs with taskset
    env = { OMP_NUM_THREADS = "2" }

    [qemu-arm]
    host = "local"
    emulator = "qemu-aarch64-static -L /usr/aarch64-linux-gnu"

Nothing here imports paramiko unless an ssh config file exists, so building
without a board stays fast.
"""

from __future__ import annotations

import os
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import ConfigError, did_you_mean
from ..tomlfile import Field, check_table, key_line, load_many
from .errors import BoardError

DEFAULT_WORKDIR = "~/.cache/tgtbuild-board"
LOCAL = "local"
BOARDS_FILE = "boards.toml"

_STR = (str,)
BOARD_FIELDS = {
    "host": Field(_STR, 'text: "user@host[:port]", an ~/.ssh/config alias or "local"'),
    "user": Field(_STR, "a user name (text)"),
    "port": Field((int,), "a port number in 1..65535"),
    "key": Field((str, list), "a key file path or a list of paths", _STR),
    "arch": Field(_STR, 'an architecture name, e.g. "aarch64"'),
    "workdir": Field(_STR, "a folder path on the board (a relative one is under the board user's home)"),
    "emulator": Field((str, list), "a command line (text) or a list of words", _STR),
    "cpus": Field((list,), "a list of CPU numbers, e.g. [2, 3]", (int,)),
    "env": Field((dict,), 'a table of NAME = "value"', (str, int, float)),
    "known_hosts": Field(_STR, "a known_hosts file path"),
    "accept_new_host_key": Field((bool,), "true or false"),
    "proxy_jump": Field((str, list), 'a jump host ("user@host:port", commas allowed) or a list of them', _STR),
    "proxy_command": Field(_STR, "a command line (text)"),
    "sync": Field((list,), 'a list of folders here to mirror for every exec run, e.g. ["~/datasets"]', _STR),
}
_COPIED = {"user": "user", "arch": "arch", "workdir": "workdir", "proxy_command": "proxy_command",
           "accept_new_host_key": "accept_new_host_key"}  # boards.toml key -> Board field, taken as is
_USER_RE = re.compile(r"^[A-Za-z0-9_.][A-Za-z0-9_.@-]*$")
_HOST_RE = re.compile(r"^[A-Za-z0-9_.%:-]+$")


@dataclass(frozen=True)
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
    sync: tuple[str, ...] = ()  # local folders `tgtbuild exec` mirrors for every run (reuse.exechelper.mirror)

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
        workdir=workdir or str(Path(DEFAULT_WORKDIR).expanduser()),
    )


def board_files(boards_file: str | os.PathLike[str] | None = None) -> list[Path]:
    """Boards files to read, highest priority first (only those that exist)."""
    from ..paths import config_dirs

    candidates: list[Path] = []
    if boards_file is not None:
        path = Path(boards_file)
        if not path.is_file():
            raise BoardError(f"boards file {path} does not exist")
        candidates.append(path)
    candidates.append(Path.cwd() / BOARDS_FILE)
    candidates += [d / BOARDS_FILE for d in reversed(config_dirs())]
    seen: set[Path] = set()
    out = []
    for path in candidates:
        resolved = path.resolve()
        if path.is_file() and resolved not in seen:
            seen.add(resolved)
            out.append(path)
    return out


def parse_board(
    spec: str,
    boards_file: str | os.PathLike[str] | None = None,
    *,
    ssh_config: str | os.PathLike[str] | None = None,
) -> Board:
    """Turn a `--board` word into a Board (see the module docstring for the forms).

    `ssh_config` overrides ~/.ssh/config (tests, or `-F`-style use).
    Raises BoardError naming the file and line of a bad boards entry, and the
    closest known board name for a likely typo.
    """
    spec = spec.strip()
    if not spec:
        raise BoardError("empty board name: give user@host[:port], an ~/.ssh/config alias or a board name")
    if spec == LOCAL:
        return local_board()
    files = board_files(boards_file)
    entries = {}
    for path in files:
        for name, (table, line) in _read_boards_file(path).items():
            entries.setdefault(name, (path, line, table))
    if spec in entries:
        path, line, table = entries[spec]
        return _board_from_entry(spec, table, path, line, ssh_config)
    ssh = _SshConfig.load(ssh_config)
    if _is_bare_name(spec) and not ssh.has_alias(spec):
        known = list(entries) + ssh.aliases()
        hint = did_you_mean(spec, known)
        if hint:
            raise BoardError(f"unknown board {spec!r}{hint} (write user@{spec} to mean a host)")
    return _board_from_destination(spec, spec, ssh)


def board_source(spec: str, boards_file: str | os.PathLike[str] | None = None) -> Path | None:
    """The boards file that defines the board named `spec` (the one parse_board would use), or None."""
    for path in board_files(boards_file):
        if spec in _read_boards_file(path):
            return path.resolve()
    return None


def _is_bare_name(spec: str) -> bool:
    return "@" not in spec and "." not in spec and ":" not in spec and spec != "localhost"


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


def _board_from_destination(name: str, spec: str, ssh: _SshConfig, **explicit: Any) -> Board:
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
    from .proxycmd import expanded

    return expanded(replace(board, **explicit) if explicit else board, host)


def _proxy_command(ssh: _SshConfig, host: str) -> str | None:
    """The ProxyCommand as written: `proxycmd.expanded` fills its tokens from the board's own port
    and user (paramiko's lookup had put the config's port, 22, and the local user)."""
    raw = ssh.raw(host, "proxycommand")
    return None if raw is None or raw == "none" else raw


def _read_boards_file(path: Path) -> dict[str, tuple[dict[str, Any], int]]:
    """{name: (table, line of its header)} of one boards file."""
    try:
        # Parsed through tomlfile's cache (by size and mtime): tomllib and the datetime module it
        # imports were ~10 ms of every warm `tgtbuild run --board NAME`.
        (data,) = load_many("boards", [path])
    except ConfigError as exc:
        raise BoardError(str(exc)) from None
    out = {}
    for name, table in data.items():
        line = key_line(path, [name])
        if not isinstance(table, dict):
            raise BoardError(f"{path}:{line}: {name!r} must be a table ([{name}]) of board settings")
        out[name] = (table, line)
    return out


def _board_from_entry(
    name: str, table: dict[str, Any], path: Path, line: int, ssh_config: str | os.PathLike[str] | None
) -> Board:
    where = f"{path}:{line}: board {name!r}"
    try:
        check_table(table, BOARD_FIELDS, str(path), [name], f"board {name!r}")
    except ConfigError as exc:
        raise BoardError(str(exc)) from None

    def bad(key: str, problem: str) -> BoardError:
        return BoardError(f"{path}:{key_line(path, [name, key])}: board {name!r}: {problem}")

    host = table.get("host")
    if not host:
        raise BoardError(f'{where}: needs host = "user@host[:port]", an ~/.ssh/config alias or "local"')
    explicit: dict[str, Any] = {field: table[key] for key, field in _COPIED.items() if key in table}
    if "workdir" in explicit and not explicit["workdir"].startswith(("/", "~")):
        # Relative to the board user's home, where SFTP (deploy) already put it; the run script
        # starts elsewhere, so `exec` on such a board failed with rc 127 ("rel/work/.../prog: not found").
        explicit["workdir"] = "~/" + explicit["workdir"]
    if "port" in table:
        if not 0 < table["port"] < 65536:
            raise bad("port", f"port {table['port']} is not in 1..65535")
        explicit["port"] = table["port"]
    if "key" in table:
        keys = [table["key"]] if isinstance(table["key"], str) else table["key"]
        explicit["identity_files"] = tuple(os.path.expanduser(k) for k in keys)
    if "emulator" in table:
        emu = table["emulator"]
        try:
            explicit["emulator"] = tuple(shlex.split(emu) if isinstance(emu, str) else emu)
        except ValueError as exc:
            raise bad("emulator", f"emulator {emu!r}: {exc} (quote words as in a shell)") from None
    if "cpus" in table:
        if any(c < 0 for c in table["cpus"]):
            raise bad("cpus", f"cpus {table['cpus']} has a negative CPU number")
        explicit["cpus"] = tuple(table["cpus"])
    if "env" in table:
        explicit["env"] = tuple(sorted((k, str(v)) for k, v in table["env"].items()))
    if "known_hosts" in table:
        explicit["known_hosts"] = os.path.expanduser(table["known_hosts"])
    if "sync" in table:  # relative to the boards file's folder, like a path in any config file
        explicit["sync"] = tuple(os.path.abspath(os.path.join(path.parent, os.path.expanduser(d)))
                                 for d in table["sync"])
    if "proxy_jump" in table:
        jump = table["proxy_jump"]
        explicit["proxy_jump"] = tuple(j.strip() for j in (jump.split(",") if isinstance(jump, str) else jump))
    if host == LOCAL:
        for key in ("user", "port", "identity_files", "known_hosts", "proxy_jump", "proxy_command"):
            if key in explicit:
                raise BoardError(f'{where}: {key} makes no sense for host = "local"')
        explicit["workdir"] = str(Path(explicit.get("workdir", DEFAULT_WORKDIR)).expanduser())
        return Board(name=name, host=LOCAL, **explicit)
    try:
        return _board_from_destination(name, host, _SshConfig.load(ssh_config), **explicit)
    except BoardError as exc:
        raise BoardError(f"{where}: {exc}") from None


class _SshConfig:
    """~/.ssh/config through paramiko.SSHConfig, loaded only if the file exists."""

    def __init__(self, config: Any | None) -> None:
        self._config = config

    @classmethod
    def load(cls, path: str | os.PathLike[str] | None) -> _SshConfig:
        file = Path(path) if path is not None else Path.home() / ".ssh" / "config"
        if not file.is_file():
            if path is not None:
                raise BoardError(f"ssh config {file} does not exist")
            return cls(None)
        import paramiko

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
