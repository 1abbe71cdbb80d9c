"""boards.toml and the word after `--board`: `parse_board` turns the word the user typed after `--board` into a `Board`.
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
without a board stays fast (`remote.sshconfig`).
"""

from __future__ import annotations

import os
import shlex
from pathlib import Path
from typing import Any

from ..errors import ConfigError, did_you_mean
from ..paths import config_dirs
from ..tomlfile import Field, check_table, key_line, load_many
from .board import DEFAULT_WORKDIR, LOCAL, Board, local_board
from .errors import BoardError
from .sshconfig import SshConfig, board_from_destination

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

def board_files(boards_file: str | os.PathLike[str] | None = None) -> list[Path]:
    """Boards files to read, highest priority first (only those that exist)."""
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
    ssh = SshConfig.load(ssh_config)
    if _is_bare_name(spec) and not ssh.has_alias(spec):
        known = list(entries) + ssh.aliases()
        hint = did_you_mean(spec, known)
        if hint:
            raise BoardError(f"unknown board {spec!r}{hint} (write user@{spec} to mean a host)")
    return board_from_destination(spec, spec, ssh)


def board_source(spec: str, boards_file: str | os.PathLike[str] | None = None) -> Path | None:
    """The boards file that defines the board named `spec` (the one parse_board would use), or None."""
    for path in board_files(boards_file):
        if spec in _read_boards_file(path):
            return path.resolve()
    return None


def _is_bare_name(spec: str) -> bool:
    return "@" not in spec and "." not in spec and ":" not in spec and spec != "localhost"


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
        return board_from_destination(name, host, SshConfig.load(ssh_config), **explicit)
    except BoardError as exc:
        raise BoardError(f"{where}: {exc}") from None
