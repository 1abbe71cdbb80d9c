"""A failing program whose output names a file that exists here but was not sent: say so, with the fix.

On the share-nothing board cJSON's `parse_examples` failed with only its own
words ("Failed to open inputs/test1"); the user had to guess that the file
was simply not on the board. The exec client keeps the tail of the output,
and when the status is not 0 it looks for words that name files existing on
this machine (relative to the current folder, or absolute) that are neither
under a synced folder nor sent as arguments, and prints one note per file:
"opened X, which is not on the board: add --sync DIR". A heuristic on the
output, never on the verdict: the status is the program's own.
"""

from __future__ import annotations

import os
import re
import sys

from .mirror import under

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

TAIL = 1 << 16
WORD = re.compile(rb"[A-Za-z0-9_.+\-~/]*[/.][A-Za-z0-9_.+\-~/]+")


class Tail:
    """The last TAIL bytes written (a sink that passes everything on)."""

    def __init__(self) -> None:
        self.data = b""

    def keep(self, chunk: bytes) -> None:
        self.data = (self.data + chunk)[-TAIL:]


def notes(output: bytes, cwd: str, roots: list[str], sent: set[str], limit: int = 3) -> list[str]:
    """Notes for the files `output` names that exist here but are not on the board."""
    found: list[str] = []
    seen: set[str] = set()
    for match in WORD.finditer(output):
        word = match.group().decode(errors="replace").rstrip(".:")
        if word in seen or word in (".", "..") or len(word) < 3:
            continue
        seen.add(word)
        local = word if os.path.isabs(word) else os.path.join(cwd, word)
        try:
            if not os.path.isfile(local):
                continue
        except (OSError, ValueError):
            continue
        real = os.path.realpath(local)
        if real in sent or under(real, roots):
            continue
        folder = os.path.dirname(real) if os.path.isabs(word) else os.path.realpath(cwd)
        hint = (" (a path compiled into the program is not rewritten: pass it as an argument)"
                if os.path.isabs(word) else "")
        found.append(f"tgtbuild exec: note: the program's output names {word} ({real} here), which is not on "
                     f"the board: add --sync {folder}{hint}")
        if len(found) >= limit:
            break
    return found


def report(request: dict, output: bytes, status: int, write: Callable[[bytes], None] | None = None) -> None:
    """Write `notes` (to `write`, else our stderr) for a run of `request` that ended with `status`
    (nothing when it is 0); relative words are looked up in the request's folder."""
    if status in (0, 126) or not output:  # 126: sh found the program but could not start it (remote.cannotrun)
        return
    sent = {os.path.realpath(path) for path in request.get("files", {}).values()}
    for line in notes(output, request.get("local_cwd") or os.getcwd(), request.get("sync") or [], sent):
        if write is None:
            print(line, file=sys.stderr, flush=True)
        else:
            write(f"{line}\n".encode())
