"""Names that local files get on the board when a run copies them (`exec`, `run -- FILE`)."""

from __future__ import annotations

import os


def board_name(path: str, cwd: str) -> str:
    """The file's name in the run folder: itself when relative and inside, else `_files/<hash>/<basename>`.

    `path` is relative to `cwd` (not to this process's folder: `tgtbuild ctest`
    builds each test's request in its own WORKING_DIRECTORY, in threads). The
    hash (of `cwd` and the file's folder) keeps two `data.txt` from two
    folders apart; `.tgtbuild-` names are deploy's own, so such files move too.
    """
    norm = os.path.normpath(path)
    if not os.path.isabs(norm) and not norm.startswith("..") and not norm.startswith(".tgtbuild-"):
        return norm
    import hashlib  # here: `tgtbuild exec` of a program in its folder never needs it (2.7 ms of a call)

    folder = os.path.dirname(os.path.abspath(os.path.join(cwd, path)))
    return f"_files/{hashlib.sha256((cwd + folder).encode()).hexdigest()[:10]}/{os.path.basename(norm)}"
