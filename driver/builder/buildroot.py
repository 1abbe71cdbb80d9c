"""The build root (`--build-dir`) as a folder tgtbuild can write, or one clear error.

`--build-dir <a file>` ended in a FileExistsError traceback from configure,
`--build-dir /proc/self` in a FileNotFoundError one (a folder that refuses new
entries), and `tune --build-dir <a file>` in a NotADirectoryError from the
harness cache: every command that builds checks the root once, up front, so no
later mkdir under it meets the same surprise as a traceback.
"""

from __future__ import annotations

import os
import threading

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
    """Refuse a root that is (or lies under) a file, or whose nearest existing folder refuses new folders.

    Nothing is left behind: a command refused later, before building, still
    leaves no build folder (tests hold that), so the probe is a folder made
    and removed in the nearest existing ancestor (named by pid and thread:
    `tempfile` would add 4 ms of imports to a warm run; by pid alone, two
    `api.tune` threads removed each other's probe: "cannot write the build
    directory", issue 33).
    """
    if os.path.isdir(os.path.join(root, ".tgtbuild")):  # written before: one stat (the probe cost 0.6 ms)
        return
    existing = root
    while not os.path.lexists(existing) and os.path.dirname(existing) != existing:
        existing = os.path.dirname(existing)
    probe = os.path.join(existing, f".tgtbuild-probe-{os.getpid()}-{threading.get_ident()}")
    try:
        if not os.path.isdir(existing):
            raise NotADirectoryError(20, "Not a directory", existing)
        try:
            os.mkdir(probe)
        except FileExistsError:  # left by a killed process with this pid: folders can be made here
            pass
        os.rmdir(probe)
    except OSError as err:
        raise BuildRootError(unwritable(root, err)) from None
