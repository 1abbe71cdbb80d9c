"""Names and folders on a board that a deploy may write: relative, no `..`, no reserved name, no symlink.

Part of `remote.deploy` (one job a room): every remote name is checked to be
relative and free of `..` and of the reserved prefix, and the folders below
the board's workdir must be real directories, so nothing is written outside
`<workdir>`. A folder that cannot be made is explained in the board's own
words (`mkdir_error`), a full disk by `df` (`disk_full`).
"""

from __future__ import annotations

import posixpath
import stat
from pathlib import PurePosixPath
from typing import Any

from .errors import DeployError, RemoteError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .transport import BoardConnection


RESERVED_PREFIX = ".tgtbuild-"


TMP_MARK = ".tgtbuild-tmp-"


def check_relpath(relpath: str, what: str = "file") -> str:
    """`relpath` normalised, or DeployError if it could land outside the deploy dir."""
    if not isinstance(relpath, str) or not relpath or "\x00" in relpath:
        raise DeployError(f"bad remote {what} name {relpath!r}")
    path = PurePosixPath(relpath)
    if path.is_absolute() or relpath.startswith("~"):
        raise DeployError(f"remote {what} name {relpath!r} is absolute; it must be relative to the board's workdir")
    parts = [p for p in path.parts if p != "."]
    if ".." in parts:
        raise DeployError(f"remote {what} name {relpath!r} contains '..' and could escape the board's workdir")
    if not parts:
        raise DeployError(f"bad remote {what} name {relpath!r}")
    if any(p.startswith(RESERVED_PREFIX) for p in parts):
        raise DeployError(f"remote {what} name {relpath!r} uses the reserved prefix {RESERVED_PREFIX}")
    return "/".join(parts)


def below_real_dirs(sftp: Any, dest: str, rel: str) -> bool:
    """Whether every folder between `dest` and `rel` is a real directory (no symlink to follow out)."""
    current = dest
    for part in rel.split("/")[:-1]:
        current = posixpath.join(current, part)
        try:
            if not stat.S_ISDIR(sftp.lstat(current).st_mode):
                return False
        except OSError:
            return False
    return True


def makedirs(sftp: Any, path: str, *, below: str | None = None, check_links: bool = True,
              conn: BoardConnection | None = None) -> None:
    """mkdir -p over SFTP; components below `below` must be real directories, not symlinks."""
    root = below.rstrip("/") if below else ""
    parts = PurePosixPath(path).parts
    current = ""
    for part in parts:
        current = posixpath.join(current, part) if current else part
        inside = root and len(current) > len(root) and current.startswith(root + "/")
        try:
            st = sftp.lstat(current) if (check_links and inside) else sftp.stat(current)
        except FileNotFoundError:
            try:
                sftp.mkdir(current)
            except OSError as exc:
                try:
                    st = sftp.lstat(current)  # made by a concurrent deploy meanwhile
                except FileNotFoundError:
                    raise DeployError(f"cannot create {current} on the board: {mkdir_error(conn, current, exc)}; "
                                      "the board's user must be able to write there") from None
            else:
                continue
        except OSError as exc:
            raise DeployError(f"cannot use {current} on the board: {exc}") from None
        if stat.S_ISLNK(st.st_mode):
            raise DeployError(
                f"refusing to deploy through {current} on the board: it is a symlink and could "
                "point outside the board's workdir"
            )
        if not stat.S_ISDIR(st.st_mode):
            raise DeployError(f"cannot deploy into {current} on the board: it is not a directory")


def mkdir_error(conn: BoardConnection | None, path: str, exc: OSError) -> str:
    """The board's own reason a folder cannot be made ("Read-only file system"), else SFTP's words.

    OpenSSH's sftp-server maps EROFS (and others) to a bare "Failure", and the
    lstat after it said "[Errno 2] No such file" (issue 33): the board's
    `mkdir` is asked once, only on this failure path.
    """
    sftp_words = exc.strerror or str(exc) or type(exc).__name__
    if conn is None:
        return sftp_words
    full = disk_full(conn, posixpath.dirname(path) or "/")
    if full:
        return f"the board's disk is full ({full})"
    try:
        done = conn.run(["mkdir", "--", path], timeout=30, limit=1 << 16)
    except RemoteError:
        return sftp_words
    if done.exit_status == 0:  # it could after all (a race): leave nothing behind
        _remove_dir_quietly(conn.sftp(), path)
        return sftp_words
    said = done.stderr.decode(errors="replace").strip().splitlines()
    return said[-1].removeprefix("mkdir: ") if said else sftp_words


def _remove_dir_quietly(sftp: Any, path: str) -> None:
    try:
        sftp.rmdir(path)
    except OSError:
        pass


def remove_quietly(sftp: Any, path: str) -> None:
    try:
        sftp.remove(path)
    except OSError:
        pass


def disk_full(conn: BoardConnection, folder: str) -> str:
    """`df` facts when the filesystem of `folder` on the board has (nearly) no space left, else ""."""
    try:
        out = conn.run(["df", "-Pk", folder], timeout=30).stdout.decode(errors="replace").split("\n")
        fields = out[1].split()
        size_kb, avail_kb, mount = int(fields[1]), int(fields[3]), fields[5]
    except Exception:  # noqa: BLE001 - only decides the wording of an error already being raised
        return ""
    if avail_kb * 100 > max(size_kb, 1) * 1 and avail_kb > 64:
        return ""
    return f"{avail_kb} KiB free of {size_kb} KiB on {mount}"
