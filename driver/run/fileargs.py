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
        return utf8_name(norm)
    import hashlib  # here: `tgtbuild exec` of a program in its folder never needs it (2.7 ms of a call)

    folder = os.path.dirname(os.path.abspath(os.path.join(cwd, path)))
    return f"_files/{hashlib.sha256(os.fsencode(cwd + folder)).hexdigest()[:10]}/{utf8_name(os.path.basename(norm))}"


def utf8_name(name: str) -> str:
    """`name` as UTF-8 text: bytes that are not UTF-8 (a local `data\\xff.txt`) written as `\\xff`.

    SFTP paths and the run script are UTF-8: such a name as an `exec` argument
    ended deploy and clean-up in a UnicodeEncodeError traceback (issue 33). The
    board copy gets this name instead, and the argument with it."""
    try:
        name.encode()
        return name
    except UnicodeEncodeError:
        return os.fsencode(name).decode("utf-8", "backslashreplace")
