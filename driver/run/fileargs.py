"""Names that local files get on the board when a run copies them (`exec`, `run -- FILE`)."""

from __future__ import annotations

import hashlib
import os


def board_name(path: str, salt: str) -> str:
    """The file's name in the run folder: itself when relative and inside, else `_files/<hash>/<basename>`.

    The hash (of `salt` and the file's folder) keeps two `data.txt` from two
    folders apart; `.tgtbuild-` names are deploy's own, so such files move too.
    """
    norm = os.path.normpath(path)
    if not os.path.isabs(norm) and not norm.startswith("..") and not norm.startswith(".tgtbuild-"):
        return norm
    folder = os.path.dirname(os.path.abspath(path))
    return f"_files/{hashlib.sha256((salt + folder).encode()).hexdigest()[:10]}/{os.path.basename(norm)}"
