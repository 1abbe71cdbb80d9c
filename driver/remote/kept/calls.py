"""One board operation of the kept connection's closed list, done on a connection: what the helper does
for a client's `C` frame (reuse/exechelper/relayserve.py), and what a client does on its own connection
when its helper stalled before answering (relay.RelayedConnection): one dispatcher for both, so the two
cannot drift apart on what a call means or what it may do.

The list is closed (`SFTP_CALLS`, `read`, `write`, `home`, `abspath`, `host_key`, `run_stream`): the
helper acts only on its own board as the client itself could.
"""

from __future__ import annotations

import base64
from collections.abc import Callable
from typing import Any

SFTP_CALLS = frozenset({"stat", "lstat", "mkdir", "rmdir", "remove", "posix_rename", "chmod", "listdir", "normalize"})
CHUNK = 1 << 20  # a `read`'s bytes go out in pieces of at most this
_STAT_FIELDS = ("st_mode", "st_size", "st_uid", "st_gid", "st_atime", "st_mtime")


def answer(conn: Any, call: dict, send_bytes: Callable[[bytes], object], run_stream: Callable[[], int]) -> Any:
    """`call` done on `conn`: its JSON-able result; a `read`'s bytes go to `send_bytes` in chunks, and a
    `run_stream` is the caller's `run_stream()` (the helper adds heartbeats and a watchdog around it)."""
    op = call.get("op")
    if op == "home":
        return conn.home()
    if op == "host_key":
        return conn.transport.get_remote_server_key().get_fingerprint().hex()
    if op == "abspath":
        return conn.abspath(str(call["path"]))
    if op == "sftp":
        method = call.get("method")
        if method not in SFTP_CALLS:
            raise ValueError(f"kept connection: no SFTP call {method!r}")
        value = getattr(conn.sftp(), str(method))(*call.get("args", []))
        if method in ("stat", "lstat"):
            return {name: getattr(value, name, None) for name in _STAT_FIELDS}
        return value if method in ("listdir", "normalize") else None
    if op == "read":
        with conn.sftp().open(str(call["path"]), "rb") as handle:
            while chunk := handle.read(CHUNK):
                send_bytes(chunk)
        return None
    if op == "write":
        data = base64.b64decode(call["data"])
        with conn.sftp().open(str(call["path"]), "wb") as handle:
            handle.write(data)
        return None
    if op == "run_stream":
        return {"status": run_stream()}
    raise ValueError(f"kept connection: no call {op!r}")
