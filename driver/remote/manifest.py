"""A deploy folder's manifest (`.tgtbuild-manifest.json`: sha256, size and mode per file), read bounded.

Part of `remote.deploy` (one job a room). The manifest lives on the board,
where another user of a shared board (or a damaged disk) can change it: a
damaged one counts as empty (everything is sent again), and a key that is
not exactly a checked upload name is dropped, so pruning never removes a
file outside the deploy dir. It is written through a temporary name and a
rename, so it never claims content that is not there.
"""

from __future__ import annotations

import json
import posixpath
import secrets
from typing import Any

from .boardpaths import TMP_MARK, check_relpath, remove_quietly
from .errors import DeployError
from .upload import INTACT, check_size, write_error

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .transport import BoardConnection


MANIFEST = ".tgtbuild-manifest.json"


# A manifest lists a deploy dir's files (~130 bytes each): mirror.MAX_FILES of them is ~3 MB.
MANIFEST_LIMIT = 64 << 20


def read_manifest(sftp: Any, dest: str) -> dict[str, Any]:
    """The manifest of the last complete deploy, or {} (missing or damaged: resend all).

    Read bounded (`boardread`): a manifest that is a link (to /dev/zero), a
    FIFO or larger than MANIFEST_LIMIT counts as damaged, and the rename of
    the new one replaces it.
    """
    from .boardread import BoardFileError, read_board_file  # lazily: `import tgtbuild.remote` does without it

    try:
        data = json.loads(read_board_file(sftp, posixpath.join(dest, MANIFEST), MANIFEST_LIMIT))
    except (OSError, ValueError, BoardFileError):
        return {}
    files = data.get("files") if isinstance(data, dict) else None
    if not isinstance(files, dict):
        return {}
    return {key: entry for key, entry in files.items() if _safe_key(key)}


def _safe_key(key: Any) -> bool:
    """Whether a manifest key read back from the board names a file inside the deploy dir.

    The manifest lives on the board, where another user of a shared board (or a
    damaged disk) can change it; pruning removes the files it lists. A key is
    kept only if it is exactly what `check_relpath` makes of an upload name, so
    `../../victim`, `/etc/x`, `a/./b` or a reserved name is never removed nor
    trusted; such an entry is dropped, as if the manifest had never listed it.
    """
    try:
        return check_relpath(key) == key
    except DeployError:
        return False


def write_manifest(conn: BoardConnection, sftp: Any, dest: str, files: dict[str, Any],
                    consequence: str = INTACT) -> None:
    text = json.dumps({"version": 1, "files": files}, indent=1, sort_keys=True).encode()
    tmp = posixpath.join(dest, f"{MANIFEST}{TMP_MARK}{secrets.token_hex(4)}")
    try:
        with sftp.open(tmp, "wb") as f:
            f.write(text)
        check_size(sftp, tmp, len(text))
    except OSError as exc:
        remove_quietly(sftp, tmp)
        raise write_error(conn, dest, f"writing {MANIFEST}", exc, consequence) from None
    sftp.posix_rename(tmp, posixpath.join(dest, MANIFEST))
