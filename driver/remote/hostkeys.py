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

known_hosts is read here, not by paramiko: paramiko's reader raised on a
malformed line or an `@cert-authority`/`@revoked` marker (every remote command
failed with a traceback), kept only the first key of a type per host (a file
listing the right key second was refused as "changed", OpenSSH accepts it),
and ignored `!` negated patterns and wildcards. Like OpenSSH: malformed lines
are skipped, a host matches when a pattern matches and no `!pattern` does,
any listed key of the host is accepted, a `@revoked` key never is, and the
key types the file knows for the host are asked for first.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import re
from pathlib import Path
from typing import Any, NamedTuple

from .board import Board
from .errors import HostKeyError


def known_hosts_path(board: Board) -> Path:
    """The known_hosts file used for `board`."""
    if board.known_hosts:
        return Path(board.known_hosts).expanduser()
    return Path.home() / ".ssh" / "known_hosts"


class KnownHost(NamedTuple):
    """One usable known_hosts line: `marker` is "", "@revoked" or "@cert-authority"."""

    line: int
    marker: str
    patterns: tuple[str, ...]
    keytype: str
    blob: str


def read_known_hosts(path: Path) -> list[KnownHost]:
    """The well-formed lines of a known_hosts file (none when it is missing or unreadable)."""
    try:
        text = path.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return []
    out = []
    for number, raw in enumerate(text.splitlines(), 1):
        fields = raw.split()
        if not fields or fields[0].startswith("#"):
            continue
        marker = fields.pop(0) if fields[0] in ("@revoked", "@cert-authority") else ""
        if len(fields) < 3 or fields[0].startswith("@"):
            continue  # malformed: OpenSSH skips it too
        try:
            base64.b64decode(fields[2], validate=True)
        except ValueError:
            continue
        out.append(KnownHost(number, marker, tuple(fields[0].split(",")), fields[1], fields[2]))
    return out


def host_matches(patterns: tuple[str, ...], name: str) -> bool:
    """OpenSSH's rule: some pattern matches `name` and no negated (`!`) one does."""
    name = name.lower()
    found = False
    for pattern in patterns:
        negated = pattern.startswith("!")
        if _pattern_matches(pattern[1:] if negated else pattern, name):
            if negated:
                return False
            found = True
    return found


def _pattern_matches(pattern: str, name: str) -> bool:
    if pattern.startswith("|1|"):  # hashed: |1|base64(salt)|base64(HMAC-SHA1(salt, name))
        try:
            salt, digest = (base64.b64decode(part) for part in pattern[3:].split("|", 1))
        except ValueError:
            return False
        return hmac.compare_digest(hmac.new(salt, name.encode(), hashlib.sha1).digest(), digest)
    regex = "".join(".*" if c == "*" else "." if c == "?" else re.escape(c) for c in pattern.lower())
    return re.fullmatch(regex, name) is not None


def known_keys(board: Board, hostname: str | None = None) -> list[KnownHost]:
    """The lines of the board's known_hosts that name this host (`[host]:port` off port 22)."""
    name = hostname or board.known_hosts_key
    return [entry for entry in read_known_hosts(known_hosts_path(board)) if host_matches(entry.patterns, name)]


def preferred_key_types(board: Board, offered: tuple[str, ...]) -> tuple[str, ...]:
    """`offered` host key algorithms with the types known for this host first (as OpenSSH orders them)."""
    known = {e.keytype for e in known_keys(board) if not e.marker}
    if "ssh-rsa" in known:
        known |= {"rsa-sha2-512", "rsa-sha2-256"}
    return tuple(t for t in offered if t in known) + tuple(t for t in offered if t not in known)


def check_host_key(board: Board, hostname: str, key: Any) -> bool:
    """True when known_hosts lists `key` for the host; False when the host is unknown.

    Raises HostKeyError for a revoked key, or when the host is known with other keys only.
    """
    entries = known_keys(board, hostname)
    keytype, blob = key.get_name(), key.get_base64()
    if any(e.marker == "@revoked" and e.blob == blob for e in entries):
        raise HostKeyError(
            f"board {board.destination()}: the host key of {hostname} ({keytype} {_fingerprint(key)}) "
            f"is marked @revoked in {known_hosts_path(board)}; refusing to connect"
        )
    plain = [e for e in entries if not e.marker]
    if any(e.keytype == keytype and e.blob == blob for e in plain):
        return True
    if plain:
        expected = plain[0]
        raise _changed(board, f"{keytype} {_fingerprint(key)}", f"{expected.keytype} (line {expected.line})")
    return False


def _fingerprint(key: Any) -> str:
    return key.fingerprint if hasattr(key, "fingerprint") else key.get_base64()


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
    import paramiko  # lazily: it loads paramiko, which this module's other callers do without

    class _Policy(paramiko.MissingHostKeyPolicy):
        """Called for every host key: the client loads no known_hosts of its own."""

        def missing_host_key(self, client: Any, hostname: str, key: Any) -> None:
            if check_host_key(board, hostname, key):
                return
            fingerprint = _fingerprint(key)
            if not board.accept_new_host_key:
                certs = any(e.marker == "@cert-authority" for e in known_keys(board, hostname))
                raise HostKeyError(
                    f"board {board.destination()}: unknown host key for {hostname} "
                    f"({key.get_name()} {fingerprint}), not in {known_hosts_path(board)}"
                    + (" (a @cert-authority line matches, but tgtbuild checks plain host keys only)" if certs else "")
                    + ";\n" + trust_hint(board)
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
    """The loud message for a host key that differs from the recorded one (paramiko's exception)."""
    expected = getattr(exc, "expected_key", None)
    got = getattr(exc, "key", None)

    def show(k: Any) -> str:
        return f"{k.get_name()} {_fingerprint(k)}" if k else "?"

    return _changed(board, show(got), show(expected))


def _changed(board: Board, got: str, expected: str) -> HostKeyError:
    return HostKeyError(
        "@@@ WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! @@@\n"
        f"board {board.destination()}: the host key of {board.known_hosts_key} is now "
        f"{got}, but {known_hosts_path(board)} records {expected}.\n"
        "Someone could be intercepting the connection, or the board was reinstalled. "
        "Refusing to connect. If the change is expected, remove the old key with\n"
        f"    ssh-keygen -f {known_hosts_path(board)} -R '{board.known_hosts_key}'"
    )
