"""`tgtbuild exec` with remembered options: the call a ctest or meson suite makes once per test.

The runner `tgtbuild env` writes ends in `--` (reuse.facts.board_runner), and
ctest and meson put each test's program and arguments after it: every test
of a suite repeats the same options. The first call parses them with argparse
(cli/exec.py), which remembers what they gave; a later call with the same
words takes them from here and goes straight to `cli.execcall`, the one exec
both paths run. So it imports neither argparse nor json, each of which
imports `re` (with argparse's `gettext` and the `collections` that json and
contextlib bring, 10-15 ms of a 40 ms call on a 2-core machine: bench/exec.py).

Remembered: in the helpers' private folder (`protocol.socket_dir`: ours,
0700), one marshal file of at most MAX_ENTRIES option sets, keyed by the words
before `--`, and stamped with Python's version and the modules that declare
exec's options: an edited parser or another Python parses again. A file that
is not ours or that others may write is passed over. The words decide the
parse (exec's options have no defaults from the environment), so what argparse
made of them once is what it would make again; `remember` keeps only a parse
whose program and arguments are exactly the words after the first `--`.
Only calls that went through a board's helper are remembered (cli/exec.py
asks after the run, from what `execcall` did); `--board local`, `--identity`,
`--accept-new-host-key` and TGTBUILD_EXEC_PERSIST=0 parse every time.
"""

from __future__ import annotations

import marshal
import os
import sys

from ..errors import TgtbuildError
from ..fsutil import write_atomic
from ..reuse.exechelper.protocol import socket_dir

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

MAX_ENTRIES = 32
FILE = "exec-options"
# The modules whose text decides what exec's words parse to (relative to the package).
PARSER_MODULES = ("cli/exec.py", "cli/boardopts.py", "cli/seconds.py", "cli/parsing.py", "timeouts.py",
                  "cli/execfast.py")
NOT_OPTIONS = ("command", "rest", "words", "quick_exit")  # attributes main() and exec add to argparse's


class Options:
    """Remembered options as attributes, as cli.execcall reads argparse's Namespace."""

    def __init__(self, values: dict[str, Any]) -> None:
        self.__dict__.update(values)


def remembered_run(words: list[str]) -> int | None:
    """Run `tgtbuild exec WORDS` when its options before `--` were remembered; None: parse them (argparse)."""
    if "--" not in words:
        return None
    cut = words.index("--")
    values = _recall(tuple(words[:cut]))
    if values is None:
        return None
    from . import execcall
    from .ending import ended

    return ended(lambda: _handled_run(execcall.run, Options({**values, "command": words[cut:]})))


def _handled_run(run: Callable[[Options], int], options: Options) -> int:
    """`run(options)` under the rules every command has (interrupts.handled): SIGINT and SIGTERM raise
    (a killed client's socket closes: its helper kills the run), a second one exits at once.

    Python's own SIGINT handler is not enough: Python leaves SIGINT ignored when its parent ignored it
    (a suite started with `&` from a script), and this path, alone, then ran on after Ctrl-C (issue 43)."""
    from ..interrupts import handled  # os and _signal only: no `signal` enums, no contextlib

    with handled():
        return run(options)


def remember(words: list[str] | None, args: Any) -> None:
    """Keep what argparse made of the words before `--` (of a call that went through the board's helper)."""
    if words is None or "--" not in words:
        return
    cut = words.index("--")
    if list(args.command) != words[cut:]:
        return  # argparse read the words otherwise than "options -- program": parse every time
    values = {name: value for name, value in vars(args).items() if name not in NOT_OPTIONS}
    key = tuple(words[:cut])
    try:
        path, stamp = _path(), _stamp()
        entries = _entries(path, stamp)
        if entries.get(key) == values:
            return
        entries.pop(key, None)
        entries[key] = values
        while len(entries) > MAX_ENTRIES:
            del entries[next(iter(entries))]
        # whole or not at all (write_atomic), for the ctest -j calls reading it now; ours alone (0600)
        write_atomic(path, marshal.dumps({"stamp": stamp, "entries": entries}), mode=0o600)
    except (OSError, ValueError, TgtbuildError):  # no private folder, a value marshal cannot hold: nothing kept
        return


def _recall(key: tuple[str, ...]) -> dict[str, Any] | None:
    try:
        values = _entries(_path(), _stamp()).get(key)
    except (OSError, TgtbuildError):  # no private folder: argparse's path says so, as it always did
        return None
    return values if isinstance(values, dict) else None


def _path() -> str:
    return os.path.join(socket_dir(), FILE)


def _entries(path: str, stamp: tuple) -> dict:
    """The remembered option sets, {} when there are none, or the file is stale, damaged or not safely ours."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except FileNotFoundError:
        return {}
    try:
        info = os.fstat(fd)
        if info.st_uid != os.getuid() or info.st_mode & 0o022:
            return {}
        data = os.read(fd, info.st_size + 1)
    finally:
        os.close(fd)
    try:
        saved = marshal.loads(data)
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(saved, dict) or saved.get("stamp") != stamp or not isinstance(saved.get("entries"), dict):
        return {}
    return saved["entries"]


def _stamp() -> tuple:
    """Python's version and each parser module's (mtime, size, ctime): an edit with its mtime set back
    (`touch -r`, `cp -p`) is seen by its ctime, as by the warm replay's stamps (run.warm.stamps)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    stamps: list[object] = [sys.version]
    for name in PARSER_MODULES:
        try:
            info = os.stat(os.path.join(root, name))
            stamps += [info.st_mtime_ns, info.st_size, info.st_ctime_ns]
        except OSError:
            stamps += [None, None, None]
    return tuple(stamps)
