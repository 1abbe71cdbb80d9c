"""Why the board's sh could not start a program we sent (status 126, "Permission denied").

Found in issue 33: on a work dir mounted `noexec`, `tgtbuild exec` answered
that `_bin/hello` "is not on the board: add --sync .../_bin" (the missing-file
heuristic read the path in sh's message), and `run` said only "status 126".
The file is there; the mount forbids running it. One round trip, only after
a 126: the board resolves the path and lists its mounts, and the mount that
holds the file is the one with the longest mount point above it (the last
listed wins: a later mount hides an earlier one).
"""

from __future__ import annotations

import posixpath

from .errors import RemoteError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .transport import BoardConnection

STATUS = 126  # sh: found, but cannot be executed
ASK = 'readlink -f -- "$1" || echo "$1"; if [ -x "$1" ]; then echo x; else echo -; fi; cat /proc/self/mounts'


def _unescape(field: str) -> str:
    """/proc/mounts writes space, tab, newline and backslash in octal (\\040)."""
    for code, char in (("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")):
        field = field.replace(code, char)
    return field


def holding_mount(path: str, mounts: str) -> tuple[str, list[str]]:
    """(mount point, options) of the mount that holds the absolute `path`, per /proc/mounts text."""
    best, options = "", []
    for line in mounts.splitlines():
        fields = line.split()
        if len(fields) < 4:
            continue
        point = _unescape(fields[1])
        inside = path == point or path.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= len(best):
            best, options = point, fields[3].split(",")
    return best, options


def why_not_run(conn: BoardConnection, path: str) -> str:
    """Words for why `path` on the board could not be started, or "" when no cause is found."""
    try:
        done = conn.run(["sh", "-c", ASK, "sh", path], timeout=30, limit=1 << 20)
    except RemoteError:
        return ""
    lines = done.stdout.decode(errors="replace").split("\n", 2)
    if len(lines) < 3:
        return ""
    real, executable, mounts = lines
    point, options = holding_mount(posixpath.normpath(real.strip() or path), mounts)
    if "noexec" in options:
        return (f"{path} is on the board but cannot run there: {point} is mounted noexec; give the board a "
                "workdir on a file system that allows programs (`workdir = ...` in boards.toml)")
    if executable.strip() != "x":
        return f"{path} is on the board but not executable there (its mode lacks x for the board's user)"
    return ""
