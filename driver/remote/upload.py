"""A deploy's uploads: each file to a temporary name beside its destination, checked whole before it counts.

Part of `remote.deploy` (one job a room). SFTP with a large window,
pipelined writes of a few whole SSH packets each (`tune`), 1 MB reads,
the sha256 of what is sent computed beside the sending (`Hasher`); a
temporary file counts as uploaded only when every pipelined write was
acknowledged and its size on the board is the size sent: on a full disk
paramiko dropped the late write errors and a short file was renamed into
place. See bench/deploy.py.
"""

from __future__ import annotations

import hashlib
import os
import posixpath
import secrets
import threading
from typing import Any

from ..frozen import replace
from ..interrupts import point as interrupt_point
from .boardpaths import TMP_MARK, disk_full, makedirs, remove_quietly
from .errors import DeployError
from .filehash import CHUNK, LocalFile
from .progress import ProgressCallback

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .deploylock import DeployLock
    from .transport import BoardConnection


def upload_all(
    conn: BoardConnection,
    sftp: Any,
    dest: str,
    send: list[str],
    local: dict[str, LocalFile],
    total: int,
    progress: ProgressCallback | None,
    lock: DeployLock,
    temps: dict[str, str],
) -> None:
    """Upload each file to a temporary name beside its destination, recorded in `temps` as it starts.

    Each temp file is checked to hold exactly the bytes sent before it counts
    as uploaded (`finish_writes`, `check_size`), so a short file is never renamed into place.
    """
    token = secrets.token_hex(4)
    cleaned: set[str] = set()
    done = 0
    for rel in send:
        remote = posixpath.join(dest, rel)
        folder, name = posixpath.split(remote)
        makedirs(sftp, folder, below=dest, conn=conn)
        if folder not in cleaned:
            _remove_stale_temps(sftp, folder)
            cleaned.add(folder)
        tmp = posixpath.join(folder, f".{name}{TMP_MARK}{token}")
        info = local[rel]
        temps[rel] = tmp
        written = 0
        try:
            with open(info.path, "rb") as src, sftp.open(tmp, "wb", bufsize=0) as dst, \
                    _Hasher(info.size) as digest:
                before = os.fstat(src.fileno())
                tune_writes(dst)
                while chunk := src.read(CHUNK):
                    interrupt_point()
                    digest.update(chunk)
                    dst.write(chunk)
                    written += len(chunk)
                    lock.refresh()
                    done += len(chunk)
                    if progress:
                        progress(done, total)
                finish_writes(dst)
            check_size(sftp, tmp, written)
        except OSError as exc:
            raise write_error(conn, folder, f"uploading {rel}", exc) from None
        sftp.chmod(tmp, info.mode)
        local[rel] = replace(info, sha256=digest.hexdigest())
        from . import hashcache  # lazily: a warm `tgtbuild run` does without it

        hashcache.remember(os.path.abspath(info.path), before, digest.hexdigest())  # the next redeploy's compare
    if progress and total == 0:
        progress(0, 0)


class _Hasher:
    """sha256 of what is sent, computed in a thread beside the sending (a context manager).

    hashlib lets go of the GIL while it hashes a large buffer, so the hash of
    one chunk runs while paramiko packs and sends the next (50 MB is ~34 ms of
    hashing here). A 50 MB first deploy, 15 rounds interleaved with the hash
    in line and scp, twice at load 2.7-3.3: 365 against 378 ms and 374
    against 381 ms (0.70x against 0.71-0.73x scp). A file under 4 MB is hashed in line.
    """

    THREAD_FROM = 4 << 20

    def __init__(self, size: int) -> None:
        self._digest = hashlib.sha256()
        self._queue: Any = None
        self._thread: Any = None
        if size >= self.THREAD_FROM:
            import queue  # lazily: a warm `tgtbuild run` does without it

            self._queue = queue.SimpleQueue()
            self._thread = threading.Thread(target=self._run, name="tgtbuild-deploy-hash", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        while (chunk := self._queue.get()) is not None:
            self._digest.update(chunk)

    def update(self, chunk: bytes) -> None:
        if self._queue is None:
            self._digest.update(chunk)
        else:
            self._queue.put(chunk)

    def hexdigest(self) -> str:
        self._join()
        return self._digest.hexdigest()

    def _join(self) -> None:
        if self._thread is not None:
            self._queue.put(None)
            self._thread.join()
            self._thread = None

    def __enter__(self) -> _Hasher:
        return self

    def __exit__(self, *exc: object) -> None:
        self._join()  # also on failure: the thread never outlives the upload


def finish_writes(dst: Any) -> None:
    """Wait for every pipelined write's reply and raise the first error among them.

    paramiko stores the error of a pipelined write that arrives late and drops
    it at close: on a full disk the upload "succeeded" with a short file
    (measured on a 1 MB tmpfs: exit 0, a truncated runner renamed into place).
    """
    if getattr(dst, "pipelined", False):
        dst.flush()
        dst.sftp._finish_responses(dst)
        dst._check_exception()


def check_size(sftp: Any, path: str, expected: int) -> None:
    """Raise OSError unless the board's file at `path` has `expected` bytes (what we sent)."""
    size = sftp.stat(path).st_size
    if size != expected:
        raise OSError(f"{path} on the board has {size} bytes after sending {expected}")


INTACT = "the previous deploy is intact and nothing new was left on the board"


def write_error(conn: BoardConnection, folder: str, doing: str, exc: OSError,
                 consequence: str = INTACT) -> DeployError:
    """A DeployError for a failed write; "the board's disk is full" when the board says so.

    OpenSSH's sftp-server reports ENOSPC as a bare "Failure", so the free space
    of the folder is asked for with `df` (one round trip, only on failure).
    """
    why = str(exc) or type(exc).__name__
    full = disk_full(conn, folder)
    head = f"the board's disk is full ({full}) while {doing}" if full else f"{doing} failed: {why}"
    return DeployError(f"{head}; {consequence}")


def tune_writes(dst: Any) -> None:
    """Pipelined SFTP writes of a few whole SSH packets each, where the server takes them.

    paramiko sends 32 KB of data per write request, which with its header is
    just over OpenSSH's 32 KB channel packet: every request became two packets.
    Measured on loopback: about 25% faster with one packet per request. Four
    packets per request (where the server says, through OpenSSH's
    limits@openssh.com, that it takes writes that large) cut the requests and
    their replies, each parsed in Python, by four: the deploying process's CPU
    for 50 MB fell from 156-173 to 128-143 ms (four interleaved runs of 5-15
    each against 1, 2, 3, 6 and 7 packets: 4 did best; more were slower, as
    paramiko copies the rest of a message for each packet it sends). A server
    without the extension gets one packet per request, as SFTP's 32 KB minimum allows.
    """
    if not hasattr(dst, "set_pipelined"):
        return  # a local file
    dst.set_pipelined(True)
    channel = getattr(getattr(dst, "sftp", None), "sock", None)
    max_packet = getattr(channel, "out_max_packet_size", 0)
    if max_packet > 1024:
        # paramiko sends at most max_packet - 64 bytes of channel data per SSH packet; an SFTP
        # write request is 25 bytes and the handle before its data.
        payload = max_packet - 64
        header = 25 + len(dst.handle)
        limit = write_limit(dst.sftp)
        packets = WRITE_PACKETS if limit >= WRITE_PACKETS * payload else 1
        size = packets * payload - header
        if limit:
            size = min(size, limit)  # a server that takes less than a packet's worth gets what it takes
        if packets == 1:
            size = min(size, dst.MAX_REQUEST_SIZE)
        dst.MAX_REQUEST_SIZE = size


WRITE_PACKETS = 4  # SSH packets per SFTP write request, where the server takes that much (see tune_writes)


def write_limit(sftp: Any) -> int:
    """The most bytes one SFTP message may hold for this server (limits@openssh.com), 0 when unknown.

    One round trip, once per SFTP session (kept on the client object).
    """
    known = getattr(sftp, "_tgtbuild_write_limit", None)
    if known is None:
        from paramiko.sftp import CMD_EXTENDED, CMD_EXTENDED_REPLY  # lazily: a warm `tgtbuild run` does without it

        known = 0
        try:
            kind, msg = sftp._request(CMD_EXTENDED, "limits@openssh.com")
            if kind == CMD_EXTENDED_REPLY:
                max_packet, _max_read, max_write = msg.get_int64(), msg.get_int64(), msg.get_int64()
                known = min(max_write, max_packet - 1024) if max_write and max_packet else 0
        except (OSError, EOFError):  # SSH_FX_OP_UNSUPPORTED: an SFTP server without the extension
            known = 0
        sftp._tgtbuild_write_limit = known
    return known


def _remove_stale_temps(sftp: Any, folder: str) -> None:
    """Temporary files of an interrupted deploy (we hold the lock: none are live)."""
    try:
        names = sftp.listdir(folder)
    except OSError:
        return
    for name in names:
        if TMP_MARK in name:
            remove_quietly(sftp, posixpath.join(folder, name))
