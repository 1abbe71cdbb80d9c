"""The sha256 of local files deploy already hashed, kept while the file is unchanged.

An unchanged redeploy of a 50 MB artifact spent 66 ms of its ~200 ms
hashing the file again to compare it with the board's manifest (sha256 with
SHA-NI on this project's machine; bench/deploy.py), where rsync's quick check
trusts size and mtime. Here a hash is reused only while the file's device,
inode, size, mtime and ctime are all the same: every write changes ctime,
which no user tool can set back. The kernel stamps times at a clock tick, so
a write in the same tick as the hashing could leave every field equal (git's
"racy" case): a hash is kept only for a file whose ctime is older than
`SETTLED_NS` when it was hashed.

The cache is one marshal file in the user cache folder, at most `LIMIT`
entries (the oldest go first); a damaged or unreadable one is a miss.
"""

from __future__ import annotations

import marshal
import os
import time

from ..paths import cache_dir_str

SETTLED_NS = 2_000_000_000
LIMIT = 1024
_NAME = "local-sha256.v1.marshal"


def _key(st: os.stat_result) -> tuple[int, int, int, int, int]:
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def _load() -> dict[str, tuple]:
    try:
        with open(os.path.join(cache_dir_str(), _NAME), "rb") as handle:
            table = marshal.loads(handle.read())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    return table if isinstance(table, dict) else {}


def known(path: str, st: os.stat_result) -> str | None:
    """The sha256 hex of `path` as hashed before, if the file is unchanged since (`st`: its stat now)."""
    entry = _load().get(path)
    if isinstance(entry, tuple) and len(entry) == 2 and entry[0] == _key(st):
        return entry[1]
    return None


def remember(path: str, st: os.stat_result, sha256: str) -> None:
    """Keep `sha256` for `path` as `st` describes it (taken before hashing), unless it changed too recently."""
    if time.time_ns() - st.st_ctime_ns < SETTLED_NS:
        return
    table = _load()
    table.pop(path, None)
    table[path] = (_key(st), sha256)
    while len(table) > LIMIT:
        del table[next(iter(table))]
    folder = cache_dir_str()
    cache = os.path.join(folder, _NAME)
    try:
        os.makedirs(folder, exist_ok=True)
        from threading import get_ident  # only here: a cold start writes, a warm one reads

        tmp = f"{cache}.{os.getpid()}.{get_ident()}.tmp"  # threads too
        with open(tmp, "wb") as handle:
            marshal.dump(table, handle)
        os.replace(tmp, cache)
    except (OSError, ValueError):
        pass  # a read-only home only costs speed
