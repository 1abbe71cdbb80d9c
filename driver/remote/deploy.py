"""Put artifacts on a board: incremental, atomic, safe against path escapes.

`deploy(conn, board, {"bin/runner": Path(...)}, "rasp4b-abc123")` makes
`<workdir>/<subdir>/bin/runner` on the board.

* Incremental: a manifest (`.tgtbuild-manifest.json`: sha256, size and mode per
  file) lives in the deploy dir. A file whose hash matches the manifest, whose
  size and mode on the board still match, and whose content the board's own
  `sha256sum` confirms (one exec for all of them, `board_sha256`) is not
  sent. The manifest and the size alone kept a program rewritten on the board
  at the same size, which then ran and reported its own times (issue 43); a
  board without `sha256sum` keeps that weaker check.
* Atomic: every changed file is first uploaded to a temporary name beside its
  destination. Only when all uploads are complete are they `posix_rename`d
  into place, then the manifest is written (itself via a temporary name and a
  rename). An interruption during the upload (the slow part) leaves the
  previous deploy whole; a failed upload removes its temporary files at once
  (a lost connection cannot: the next deploy does). A temporary file counts as
  uploaded only when every pipelined write was acknowledged and its size on
  the board is the size sent: on a full disk paramiko dropped the late write
  errors and a short file was renamed into place. Before the renames start, the manifest is rewritten without the
  entries about to be replaced, so even an interruption in the short rename
  window can never make the manifest claim content that is not there: the
  next deploy simply sends those files again.
* Concurrency: a deploy holds a lock directory (`.tgtbuild-lock`, created with
  the atomic SFTP mkdir) in the deploy dir, so two runs against one board and
  one subdir take turns instead of mixing files; different subdirs deploy in
  parallel. The holder touches the lock every `stale_lock_after / 6` seconds
  while uploading; a lock untouched for `stale_lock_after` seconds (judged by
  the board's own clock, from a file just written there) belongs to a run
  that died with its connection, and is broken. A program already running keeps its old file: a rename
  replaces the directory entry, not the inode being executed.
* Safety: remote names are checked to be relative, free of `..`, and the
  directories below the workdir must not be symlinks, so nothing is written
  outside `<workdir>`.
* Speed: SFTP with a large window, pipelined writes (no round trip per 32 KB
  request), 1 MB reads, one connection; see bench/deploy.py.

This module runs the steps; each job has its own room: `boardpaths` (safe
names and folders), `filehash` (what is sent and what the board holds),
`upload`, `manifest` and `deploylock`.
"""

from __future__ import annotations

import posixpath
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..frozen import field, frozen
from ..interrupts import deferred
from .board import Board
from .boardpaths import below_real_dirs, check_relpath, makedirs, remove_quietly
from .deploylock import DeployLock
from .errors import DeployError, RemoteError
from .filehash import LocalFile, board_sha256, hash_local, same_shape, stat_local, up_to_date
from .manifest import read_manifest, write_manifest
from .progress import ProgressCallback, auto_progress
from .upload import upload_all

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .transport import BoardConnection


@frozen
class DeployReport:
    """What a deploy did. `paths` maps each relpath to its absolute path on the board."""

    remote_dir: str
    paths: Mapping[str, str]
    sent: tuple[str, ...]
    unchanged: tuple[str, ...]
    removed: tuple[str, ...] = ()
    bytes_sent: int = 0
    seconds: float = 0.0
    extra: Mapping[str, Any] = field(default_factory=dict)

    def remote_path(self, relpath: str) -> str:
        """The absolute board path of a deployed file."""
        return self.paths[relpath]


def deploy(
    conn: BoardConnection,
    board: Board,
    files: Mapping[str, Path | str],
    subdir: str,
    progress: ProgressCallback | None = None,
    *,
    prune: bool = True,
    lock_timeout: float = 120.0,
    stale_lock_after: float = 60.0,
) -> DeployReport:
    """Make `<board.workdir>/<subdir>/<relpath>` hold each local file of `files`.

    `conn` is an open `BoardConnection` (SSH or local). `progress(sent, total)`
    is called while bytes go out; when None, a terminal bar is drawn on stderr
    for large transfers if stderr is a tty (pass `lambda s, t: None` to
    silence). With `prune`, files that an earlier deploy put in this subdir
    and that are no longer listed are removed (files tgtbuild did not put
    there are never touched).
    """
    started = time.monotonic()
    subdir = check_relpath(subdir, "deploy dir")
    wanted = {check_relpath(rel): Path(local) for rel, local in files.items()}
    local = {rel: stat_local(path) for rel, path in wanted.items()}

    try:
        with deferred():  # Ctrl-C/SIGTERM is raised between SFTP calls (interrupts.point), never inside one
            return _deploy(conn, board, local, subdir, progress, prune, lock_timeout, stale_lock_after, started)
    except RemoteError:
        raise
    except (OSError, EOFError) as exc:
        raise DeployError(
            f"deploy to {board.destination()} failed: {exc or type(exc).__name__}; the previous "
            "deploy is intact and the next deploy resumes"
        ) from exc
    except Exception as exc:
        if type(exc).__module__.startswith("paramiko"):
            raise DeployError(f"deploy to {board.destination()} failed: {exc or type(exc).__name__}") from exc
        raise


def _deploy(
    conn: BoardConnection,
    board: Board,
    local: dict[str, LocalFile],
    subdir: str,
    progress: ProgressCallback | None,
    prune: bool,
    lock_timeout: float,
    stale_lock_after: float,
    started: float,
) -> DeployReport:
    sftp = conn.sftp()
    base = conn.abspath(board.workdir).rstrip("/") or "/"
    dest = posixpath.join(base, subdir)
    makedirs(sftp, base, check_links=False, conn=conn)
    makedirs(sftp, dest, below=base, conn=conn)
    with DeployLock(conn, dest, lock_timeout, stale_lock_after) as lock:
        old = read_manifest(sftp, dest)
        send, unchanged = [], []
        for rel, info in sorted(local.items()):
            if same_shape(old.get(rel), info):  # only then is hashing worth it
                local[rel] = info = hash_local(info.path)
            if up_to_date(sftp, posixpath.join(dest, rel), old.get(rel), info):
                unchanged.append(rel)
            else:
                send.append(rel)
        if unchanged:  # by the board's own hash: the manifest and a size say nothing of a rewrite in place
            on_board = board_sha256(conn, [posixpath.join(dest, rel) for rel in unchanged])
            if on_board is not None:
                stale = [rel for rel in unchanged if on_board.get(posixpath.join(dest, rel)) != local[rel].sha256]
                unchanged = [rel for rel in unchanged if rel not in stale]
                send = sorted([*send, *stale])
        gone = sorted(set(old) - set(local)) if prune else []
        removed = [rel for rel in gone if below_real_dirs(sftp, dest, rel)]
        total = sum(local[rel].size for rel in send)
        sent_bytes = 0
        if send or gone:
            progress = progress or auto_progress(total)
            temps: dict[str, str] = {}
            try:
                upload_all(conn, sftp, dest, send, local, total, progress, lock, temps)
                keep = {rel: old[rel] for rel in old if rel not in send and rel not in gone}
                if len(keep) != len(old):
                    write_manifest(conn, sftp, dest, keep)
            except BaseException:
                try:
                    for tmp in temps.values():  # a failed deploy leaves nothing behind
                        remove_quietly(sftp, tmp)
                except Exception:  # noqa: BLE001 - a dead link: the next deploy removes them; report the first error
                    pass
                raise
            sent_bytes = total
            for rel in send:
                sftp.posix_rename(temps[rel], posixpath.join(dest, rel))
            for rel in removed:
                if below_real_dirs(sftp, dest, rel):
                    remove_quietly(sftp, posixpath.join(dest, rel))
            new = {rel: old[rel] for rel in unchanged if rel in old}
            new.update({rel: local[rel].manifest_entry() for rel in send})
            if not prune:
                new.update({rel: entry for rel, entry in old.items() if rel not in local})
            write_manifest(conn, sftp, dest, new, "the new files are in place; the next deploy sends them again")
    return DeployReport(
        remote_dir=dest,
        paths={rel: posixpath.join(dest, rel) for rel in local},
        sent=tuple(send),
        unchanged=tuple(unchanged),
        removed=tuple(removed),
        bytes_sent=sent_bytes,
        seconds=time.monotonic() - started,
    )


