"""What a deploy knows of each file, and whether the board's copy is still it: sizes, modes and sha256s.

Part of `remote.deploy` (one job a room). A local file's hash is the hash
cache's while the file is unchanged (`hash_local`); a file on the board
counts as up to date when the manifest's hash matches, its size and mode
on the board still match, and the board's own `sha256sum` confirms its
content (`board_sha256`, one exec per HASH_BATCH paths). The manifest and
the size alone kept a program rewritten on the board at the same size,
which then ran and reported its own times (issue 43).
"""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path
from typing import Any

from ..frozen import frozen, replace
from .errors import DeployError

CHUNK = 1 << 20

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .transport import BoardConnection


@frozen
class LocalFile:
    """What deploy knows about one local artifact."""

    path: Path
    size: int
    mode: int
    sha256: str | None = None  # filled lazily: while uploading, or to compare with the manifest

    def manifest_entry(self) -> dict[str, Any]:
        return {"sha256": self.sha256, "size": self.size, "mode": self.mode}


def stat_local(path: Path) -> LocalFile:
    """Size and permission bits of a local file (symlinks followed); no hash yet."""
    try:
        st = os.stat(path)
    except OSError as exc:
        raise DeployError(f"cannot deploy {path}: {exc.strerror}") from None
    if not stat.S_ISREG(st.st_mode):
        raise DeployError(f"cannot deploy {path}: not a regular file")
    return LocalFile(Path(path), st.st_size, stat.S_IMODE(st.st_mode))


def hash_local(path: Path) -> LocalFile:
    """Size, permission bits and sha256 of a local file (hashcache's while the file is unchanged)."""
    from . import hashcache  # lazily: a warm `tgtbuild run` does without it

    info = stat_local(path)
    with open(path, "rb") as f:
        st = os.fstat(f.fileno())
        key = os.path.abspath(path)
        known = hashcache.known(key, st)
        if known is not None:
            return replace(info, sha256=known)
        digest = hashlib.sha256()
        while chunk := f.read(CHUNK):
            digest.update(chunk)
    hashcache.remember(key, st, digest.hexdigest())
    return replace(info, sha256=digest.hexdigest())


HASH_BATCH = 200  # paths per `sha256sum` on the board: its argv stays far below any board's limit


_HASH_SCRIPT = 'command -v sha256sum >/dev/null 2>&1 || exit 127; exec sha256sum -- "$@"'


def board_sha256(conn: BoardConnection, paths: list[str]) -> dict[str, str] | None:
    """{board path: sha256} by the board's `sha256sum` (one exec per HASH_BATCH paths); None when the board
    has none. A path it could not read, or printed escaped (a backslash or newline in it), is absent: sent
    again."""
    found: dict[str, str] = {}
    for start in range(0, len(paths), HASH_BATCH):
        batch = paths[start:start + HASH_BATCH]
        done = conn.run(["sh", "-c", _HASH_SCRIPT, "sh", *batch], timeout=120)
        if done.exit_status == 127:
            return None
        for line in done.stdout.decode(errors="replace").splitlines():
            digest, sep, path = line.partition("  ")
            if sep and len(digest) == 64 and not digest.startswith("\\"):
                found[path] = digest
    return found


def same_shape(entry: Any, info: LocalFile) -> bool:
    return isinstance(entry, dict) and entry.get("mode") == info.mode and entry.get("size") == info.size


def up_to_date(sftp: Any, remote: str, entry: Any, info: LocalFile) -> bool:
    if not same_shape(entry, info) or info.sha256 is None or entry.get("sha256") != info.sha256:
        return False
    try:
        st = sftp.lstat(remote)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and st.st_size == info.size and stat.S_IMODE(st.st_mode) == info.mode
