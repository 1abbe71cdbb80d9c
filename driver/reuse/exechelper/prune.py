"""What `tgtbuild exec` leaves on a board, and when it goes (issue 27).

A hostile-state campaign found 776 MB of exec deploy dirs on the board and
copies of local files named as arguments kept there indefinitely (a 0640
`/etc/shadow` copy among them). Two rules now:

* Per-run copies (file arguments and `--file`s) are removed when the last
  run using them ends (`RunCopies`: runs with the same file at once share
  one copy, as ctest -j does with a suite's data file). A helper killed
  with -9 leaves them behind: the age rule below takes them.
* Deploy dirs (`exec/<hash>`: programs and their libraries, kept so the next
  run sends nothing; `exec/tree`: the --sync mirror) are pruned when the
  helper connects: a dir unused for TGTBUILD_EXEC_KEEP_DAYS days (default
  7) goes, then the least recently used ones until all of them fit in
  TGTBUILD_EXEC_KEEP_MB (default 2048); scratch dirs of killed runs go after
  a day. "Used" is the mtime of `.tgtbuild-used`, touched once per helper
  and deploy dir. Only names tgtbuild makes are touched (16 hex digits,
  `tree`, `tmp/run.*`), never what the user put in the work dir.
Copies keep the local file's mode (deploy sets it), so a 0640 file is not
world-readable on the board while it is there.
"""

from __future__ import annotations

import os
import re
import threading

STAMP = ".tgtbuild-used"
OURS = re.compile(r"^(?:[0-9a-f]{16}|tree)$")
LIST_SCRIPT = r"""cd "$1" 2>/dev/null || exit 0
find tmp -mindepth 1 -maxdepth 1 -name 'run.*' -mmin +1440 -exec rm -rf {} + 2>/dev/null
now=$(date +%s)
for d in */; do
  d=${d%/}
  s="$d/.tgtbuild-used"; [ -e "$s" ] || s="$d/.tgtbuild-manifest.json"; [ -e "$s" ] || s=$d
  printf '%s %s %s\n' "$((now - $(stat -c %Y "$s")))" "$(du -sk "$d" | cut -f1)" "$d"
done"""


class RunCopies:
    """Reference counts of per-run copies: (deploy dir, name) → runs using it now."""

    def __init__(self) -> None:
        self.users: dict[tuple[str, str], int] = {}
        self.lock = threading.Lock()

    def acquire(self, keys: list[tuple[str, str]]) -> None:
        with self.lock:
            for key in keys:
                self.users[key] = self.users.get(key, 0) + 1

    def release(self, keys: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The keys no run uses any more (the caller removes those copies)."""
        done = []
        with self.lock:
            for key in keys:
                self.users[key] -= 1
                if self.users[key] <= 0:
                    del self.users[key]
                    done.append(key)
        return done


def limits() -> tuple[float, float]:
    """(days, MB) from TGTBUILD_EXEC_KEEP_DAYS / TGTBUILD_EXEC_KEEP_MB; a bad value is the default."""
    def number(name: str, default: float) -> float:
        try:
            value = float(os.environ.get(name, default))
        except ValueError:
            return default
        return value if value >= 0 else default

    return number("TGTBUILD_EXEC_KEEP_DAYS", 7.0), number("TGTBUILD_EXEC_KEEP_MB", 2048.0)


def choose(listing: str, keep: set[str], days: float, megabytes: float) -> list[str]:
    """The deploy dirs to remove from LIST_SCRIPT's lines "<age s> <KiB> <name>", oldest first."""
    dirs = []
    for line in listing.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3 and parts[0].lstrip("-").isdigit() and parts[1].isdigit() and OURS.match(parts[2]):
            dirs.append((int(parts[0]), int(parts[1]), parts[2]))
    dirs.sort(reverse=True)  # oldest first
    gone = [name for age, _, name in dirs if age > days * 86400 and name not in keep]
    total = sum(kib for _, kib, name in dirs if name not in gone)
    for _age, kib, name in dirs:
        if total <= megabytes * 1024:
            break
        if name not in gone and name not in keep:
            gone.append(name)
            total -= kib
    return gone


def prune(conn, exec_dir: str, keep: set[str]) -> list[str]:  # conn: BoardConnection
    """Remove stale scratch dirs and the deploy dirs `choose` picks under the board's `exec_dir`."""
    days, megabytes = limits()
    listing = conn.run(["sh", "-c", LIST_SCRIPT, "sh", exec_dir], timeout=60)
    if listing.exit_status != 0:
        return []
    gone = choose(listing.stdout.decode(errors="replace"), keep, days, megabytes)
    if gone:
        conn.run(["sh", "-c", 'cd "$1" && shift && rm -rf -- "$@"', "sh", exec_dir, *gone], timeout=120)
    return gone
