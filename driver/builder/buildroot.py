"""The build root (`--build-dir`) as a folder tgtbuild can write, or one clear error.

`--build-dir <a file>` ended in a FileExistsError traceback from configure,
`--build-dir /proc/self` in a FileNotFoundError one (a folder that refuses new
entries), and `tune --build-dir <a file>` in a NotADirectoryError from the
harness cache: every command that builds checks the root once, up front, so no
later mkdir under it meets the same surprise as a traceback.
"""

from __future__ import annotations

import os

from ..errors import TgtbuildError

__all__ = ["BuildRootError", "ensure_build_root", "unwritable"]


class BuildRootError(TgtbuildError):
    """A build root or build dir that is a file, or a folder that refuses new entries."""


def unwritable(path: str, err: OSError) -> str:
    """Why `path` (a build root or a build dir under it) cannot be written, naming what is in the way."""
    blocker = path
    while not os.path.lexists(blocker) and os.path.dirname(blocker) != blocker:
        blocker = os.path.dirname(blocker)
    if os.path.lexists(blocker) and not os.path.isdir(blocker):
        why = f"{blocker} is a file, not a directory"
    else:
        why = f"creating {err.filename or path} in {blocker} failed: {err.strerror or err}"
    return (f"cannot write the build directory {path}: {why}; "
            "--build-dir needs a directory tgtbuild can create folders and files in (default: ./build)")


def ensure_build_root(root: str) -> None:
    """Create `root/.tgtbuild` (tgtbuild's records, locks and harness cache live there) or say why not."""
    try:
        os.makedirs(os.path.join(root, ".tgtbuild"), exist_ok=True)
    except OSError as err:
        raise BuildRootError(unwritable(root, err)) from None
