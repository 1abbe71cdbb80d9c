"""Where tgtbuild's own data and the user's configuration live.

The data folders (`toolchains/`, `templates/`) sit beside `driver/` in a source
checkout and inside the package in an installed wheel; both layouts are found
without importlib.resources. The `*_str` variants return plain strings so the
start-up path (`tgtbuild targets ...`) never imports pathlib, which with its
urllib/ipaddress imports costs more than the rest of the command.
"""

from __future__ import annotations

import os
import stat

from .errors import TgtbuildError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

_PACKAGE = os.path.dirname(os.path.realpath(__file__))
PROJECT_FILE = "tgtbuild.toml"  # the project file (project.py reads it; `tgtbuild exec` finds it without project.py)


def folders_up(start: str) -> Iterator[str]:
    """`start` (its real path) and every folder above it, up to the root."""
    folder = os.path.realpath(start)
    while True:
        yield folder
        parent = os.path.dirname(folder)
        if parent == folder:
            return
        folder = parent


def nearest_file(start: str, name: str) -> str | None:
    """`name` (a relative path) in `start` or in the nearest folder above it that has it; None when none
    has it, or `start` is ''. How `tgtbuild exec` finds a tgtbuild.toml or Meson's introspection file."""
    if not start:
        return None
    return next((path for folder in folders_up(start) if os.path.isfile(path := os.path.join(folder, name))), None)


def data_dir_str(name: str) -> str:
    """The built-in data folder `name` ("toolchains" or "templates")."""
    for candidate in (os.path.join(_PACKAGE, name), os.path.join(os.path.dirname(_PACKAGE), name)):
        if os.path.isdir(candidate):
            return candidate
    raise FileNotFoundError(f"tgtbuild is installed without its {name}/ folder (looked beside {_PACKAGE})")


def config_dir_strs() -> list[str]:
    """User configuration folders, lowest priority first.

    `$XDG_CONFIG_HOME/tgtbuild` (or ~/.config/tgtbuild), then each entry of
    `$TGTBUILD_PATH` (os.pathsep-separated) in order, so a later folder wins.
    """
    return [d for d in config_dir_candidates() if os.path.isdir(d)]


def config_dir_candidates() -> list[str]:
    """`config_dir_strs` before the folders that do not exist are left out (exec's native client
    checks that none of their boards.toml files appeared: execfast.remember_native)."""
    xdg = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    dirs = [os.path.join(xdg, "tgtbuild")]
    return dirs + [p for p in os.environ.get("TGTBUILD_PATH", "").split(os.pathsep) if p]


def cache_dir_str() -> str:
    """Per-user cache folder (`$XDG_CACHE_HOME/tgtbuild`)."""
    xdg = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(xdg, "tgtbuild")


def private_dirs() -> list[str]:
    """Where tgtbuild's per-user runtime files (exec's sockets, build-dir locks) may live, best first:
    $XDG_RUNTIME_DIR/tgtbuild, $TMPDIR/tgtbuild-<uid> (else /tmp), <cache>/run."""
    base = os.environ.get("XDG_RUNTIME_DIR")
    tmp = os.environ.get("TMPDIR") or "/tmp"
    found = [os.path.join(base, "tgtbuild")] if base and os.path.isdir(base) else []
    return [*found, os.path.join(tmp, f"tgtbuild-{os.getuid()}"), os.path.join(cache_dir_str(), "run")]


class NoPrivateDir(OSError):
    """No candidate folder is, or could be made, a 0700 directory of ours (the message names each one)."""


def private_dir(candidates: list[str] | None = None) -> str:
    """The first of `candidates` (default `private_dirs()`) that is, or can be made, a 0700 directory of ours.

    A folder anyone else could use is passed over, never used nor removed.
    Issue 33: another local user pre-created /tmp/tgtbuild-<uid>, and every
    `exec` (every CMake and Meson test runner) was refused with "remove it",
    which the user cannot do in a sticky /tmp. Every process of one user reads
    the same environment, so they all pick the same folder.
    """
    refused = []
    for path in private_dirs() if candidates is None else candidates:
        try:
            os.makedirs(path, 0o700)
        except FileExistsError:
            pass
        except OSError as exc:
            refused.append(f"{path} ({exc.strerror})")
            continue
        why = unsafe_dir(path)
        if not why:
            return path
        refused.append(why)
    raise NoPrivateDir("; ".join(refused))


def unsafe_dir(path: str, others: int = 0o077) -> str:
    """"" when `path` is itself a directory (not a link to one) owned by this user with none of the mode bits
    `others` (0o077: private; 0o022: nobody else may write), else why not, naming the path. OSError when
    it cannot be looked at.

    The one check for folders whose contents tgtbuild runs or trusts: the exec helper's sockets
    (`private_dir`), TVM's runtime cache and the candidate server cache (`tvm.runtime`, `tvm.resident`:
    issue 43, a runtime folder that was a link into another user's world-writable folder was used).
    """
    st = os.lstat(path)
    if stat.S_ISDIR(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & others:
        return ""
    what = "private directory of yours" if others & 0o044 else "directory of yours that only you can write"
    found = ("a symbolic link" if stat.S_ISLNK(st.st_mode) else
             f"owner uid {st.st_uid}, mode {oct(stat.S_IMODE(st.st_mode))}")
    return f"{path} (not a {what}: {found})"


class UnsafeFolder(TgtbuildError):
    """A cache folder whose contents tgtbuild would run is a link, another user's, or writable by others."""


def trusted_file(path: str | os.PathLike[str]) -> bool:
    """A regular file of ours (not a link) that nobody else may write: one a cache may hand to a board or run."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and st.st_uid == os.getuid() and not st.st_mode & 0o022


def trusted_cache_dir(*parts: str) -> str:
    """`<cache>/<parts...>`, each part made (0755) when missing and checked by `unsafe_dir(..., 0o022)`.

    For caches of programs and libraries that go to boards and run (TVM's runtime, the candidate server):
    UnsafeFolder names the first part that is a link, not ours, or writable by group or others.
    """
    path = cache_dir_str()
    try:
        os.makedirs(path, exist_ok=True)
        for part in parts:
            path = os.path.join(path, part)
            try:
                os.mkdir(path, 0o755)
            except FileExistsError:
                pass
            why = unsafe_dir(path, 0o022)
            if why:
                raise UnsafeFolder(f"refusing the cache folder {why}: what tgtbuild finds there runs on the board; "
                                   "remove it (or make it yours: chown, chmod go-w) and run again")
    except OSError as exc:
        raise UnsafeFolder(f"cannot use the cache folder {path}: {exc.strerror or exc}; set XDG_CACHE_HOME to a "
                           "folder of yours") from None
    return path


def writable_dir(preferred: str, fallback: str, what: str) -> str:
    """`preferred` (made if missing), else `fallback` under `private_dir()`: a read-only XDG_CACHE_HOME
    ended `build_dir_lock` in an EROFS traceback (issue 33). TgtbuildError naming both when neither works."""
    try:
        os.makedirs(preferred, exist_ok=True)
        if os.access(preferred, os.W_OK | os.X_OK):
            return preferred
        why = "not writable"
    except OSError as exc:
        why = exc.strerror or str(exc)
    try:
        folder = os.path.join(private_dir(), fallback)
        os.makedirs(folder, exist_ok=True)
        return folder
    except OSError as exc:
        raise TgtbuildError(f"no folder for {what}: {preferred} ({why}); {exc.strerror or exc}; set "
                            "XDG_CACHE_HOME (or XDG_RUNTIME_DIR) to a writable folder of yours") from None


def data_dir(name: str) -> Path:
    from pathlib import Path  # lazily: `tgtbuild targets` start up through this module

    return Path(data_dir_str(name))


def config_dirs() -> list[Path]:
    from pathlib import Path  # lazily: `tgtbuild targets` start up through this module

    return [Path(d) for d in config_dir_strs()]


def cache_dir() -> Path:
    from pathlib import Path  # lazily: `tgtbuild targets` start up through this module

    return Path(cache_dir_str())
