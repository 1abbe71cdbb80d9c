"""What a test can reach, mirrored on the board: `tgtbuild exec --sync DIR` (and `tgtbuild ctest`'s own roots).

cJSON's `parse_examples` reads `inputs/test1` relative to its working
directory, json-c's tests read data files beside them: on a board that sees
only its own work dir they failed (cJSON 19/22, json-c 24/26 in issue 26),
while CMake's emulator and Meson's exe_wrapper assume a shared file system.

The rule, one for every caller:

* a synced folder D of this machine is mirrored on the board at
  `<workdir>/exec/tree/<D's absolute path>`: a local path P under D is
  `<workdir>/exec/tree` + P there, the same relative layout below any root;
* `--sync-build-roots` (what `tgtbuild env` writes into the runner for an
  SSH board: CMake's emulator, Meson's exe_wrapper) syncs the source and
  build folders of the build the current folder is in (`build_roots`);
* the program runs in the mirror of the current folder when that folder is
  under a synced root (so relative paths, `..` included, resolve as here),
  else in its scratch folder, as before;
* an argument that is an absolute path under a synced root is rewritten to
  its mirror; absolute paths compiled into the program are not (nothing can
  see them), and a failure that names such a file says so (`missing_note`).

The mirror is one deploy dir (`exec/tree`, one manifest): files are sent by
content, so a second suite run sends nothing unchanged, and the helper skips
even the manifest check for files it already sent (same size, mtime, ctime,
inode); within one `tgtbuild ctest` suite it walks the roots once, again only
after a test ran on this machine (`ExecHelper.mirror`). Folders a build system
keeps for itself are not mirrored (`SKIP`, `SKIP_PATHS`); a root with more
than MAX_FILES files or MAX_BYTES bytes (TGTBUILD_SYNC_MAX_FILES,
TGTBUILD_SYNC_MAX_MB) is refused with a narrower choice, instead of copying a
home folder by mistake. A link is followed only to a file inside the synced
folders; one that leads out of them is not sent, and the run says so.
"""

from __future__ import annotations

import json
import os
import posixpath

from ...errors import TgtbuildError
from ...paths import folders_up

TREE = "exec/tree"
SKIP = {".git", ".hg", ".svn", "CMakeFiles", "meson-private", "meson-logs", "__pycache__", ".tgtbuild"}
SKIP_SUFFIXES = (".p",)  # Meson's per-target object folders (`libjson-c.so.5.p`): objects, not test data
# ctest's own logs: `ctest --show-only` (how `tgtbuild ctest` lists a suite) rewrites
# Testing/Temporary/LastTest.log each time (its start and end times, to the minute): the
# first test of every suite run re-checked the mirror by content (35-60 ms in bench/suite.py),
# and sent the log again when the minute had changed.
SKIP_PATHS = {("Testing", "Temporary")}
MAX_FILES = 20000
MAX_BYTES = 1 << 30


def tree_files(roots: list[str], left_out: list[tuple[str, str]] | None = None) -> dict[str, str]:
    """{path in the mirror (relative to exec/tree): local file} of every regular file under `roots`.

    A symbolic link is sent as its target's content only when the target lies
    under one of `roots` too: `ln -s ~/.ssh/id_ed25519 src/data/innocent.txt`
    put the private key on the board (issue 33). Others are left out, each
    added to `left_out` as (link, target) for the caller to say so.
    """
    files: dict[str, str] = {}
    total = 0
    max_files = _limit("TGTBUILD_SYNC_MAX_FILES", MAX_FILES)
    max_bytes = _limit("TGTBUILD_SYNC_MAX_MB", MAX_BYTES >> 20) << 20
    for root in roots:
        for folder, dirs, names in os.walk(root):
            parent = os.path.basename(folder)
            dirs[:] = sorted(d for d in dirs
                             if d not in SKIP and not d.endswith(SKIP_SUFFIXES) and not d.startswith(".tgtbuild-")
                             and (parent, d) not in SKIP_PATHS)
            dirs[:] = [d for d in dirs if _utf8(d)]
            for name in names:
                if name.startswith(".tgtbuild-") or not _utf8(name):
                    continue  # deploy's own names (manifest, lock, temp files); SFTP names are UTF-8 (issue 33)
                path = os.path.join(folder, name)
                try:
                    st = os.stat(path)
                except OSError:
                    continue  # a dangling link: nothing to send
                if not (st.st_mode & 0o170000 == 0o100000):
                    continue
                if os.path.islink(path) and not under(os.path.realpath(path), roots):
                    if left_out is not None:
                        left_out.append((path, os.path.realpath(path)))
                    continue
                files[mirror_rel(path)] = path
                total += st.st_size
            if len(files) > max_files or total > max_bytes:
                raise TgtbuildError(
                    f"--sync {root}: over {max_files} files or {max_bytes >> 20} MB to mirror on the board; "
                    "name the folders the tests read (e.g. --sync tests/data) instead of a whole tree"
                )
    return files


def _utf8(name: str) -> bool:
    """Whether a file name is UTF-8: others (`b\\xffad.txt`) ended the mirror in a UnicodeEncodeError."""
    try:
        name.encode()
        return True
    except UnicodeEncodeError:
        return False


def _limit(name: str, default: int) -> int:
    """A whole number from the environment (TGTBUILD_SYNC_MAX_FILES, TGTBUILD_SYNC_MAX_MB), else `default`."""
    try:
        value = int(os.environ.get(name, default))
    except ValueError:
        return default
    return value if value > 0 else default


def mirror_rel(path: str) -> str:
    """A local absolute path's place below exec/tree."""
    return os.path.normpath(path).lstrip("/")


def under(path: str, roots: list[str]) -> bool:
    """Whether the local absolute `path` is one of `roots` or below one."""
    path = os.path.normpath(path)
    return any(path == root or path.startswith(root.rstrip("/") + "/") for root in roots)


def board_path(tree_base: str, path: str) -> str:
    """Where the local absolute `path` is mirrored, given the board's absolute `<workdir>/exec/tree`."""
    return posixpath.join(tree_base, mirror_rel(path))


def roots_of(paths: list[str]) -> list[str]:
    """Absolute, real, existing folders, without one inside another (what is synced)."""
    out: list[str] = []
    for path in sorted({os.path.realpath(p) for p in paths if os.path.isdir(p)}, key=len):
        if not under(path, out):
            out.append(path)
    return out


def build_roots(cwd: str) -> list[str]:
    """The source and build folders of the Meson or CMake build that `cwd` is in (or below); [] when none.

    Meson's exe_wrapper and CMake's emulator are started per test in the build
    folder (or a test's workdir), never told where the sources are: Meson
    records both in `meson-info/meson-info.json`, CMake the source folder in
    `CMakeCache.txt` (CMAKE_HOME_DIRECTORY).
    """
    for folder in folders_up(cwd):
        info = os.path.join(folder, "meson-info", "meson-info.json")
        if os.path.isfile(info):
            try:
                with open(info, encoding="utf-8") as f:
                    dirs = json.load(f).get("directories", {})
                return [d for d in (dirs.get("source"), dirs.get("build") or folder) if isinstance(d, str)]
            except (OSError, ValueError, AttributeError):
                return [folder]
        cache = os.path.join(folder, "CMakeCache.txt")
        if os.path.isfile(cache):
            roots = [folder]
            try:
                with open(cache, encoding="utf-8", errors="replace") as f:
                    for line in f:
                        if line.startswith("CMAKE_HOME_DIRECTORY:"):
                            roots.insert(0, line.split("=", 1)[1].strip())
                            break
            except OSError:
                pass
            return roots
    return []
