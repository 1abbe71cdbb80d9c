"""`tgtbuild exec` with remembered options: the call a ctest or meson suite makes once per test.

The runner `tgtbuild env` writes ends in `--` (reuse.facts.board_runner), and
ctest and meson put each test's program and arguments after it: every test
of a suite repeats the same options. The first call parses them with argparse
(cli/exec.py), which remembers what they gave; a later call with the same
words takes them from here and goes straight to `api.executing`, the one exec
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
asks after the run, from what `api.executing.execute` did); `--board local`, `--identity`,
`--accept-new-host-key` and TGTBUILD_EXEC_PERSIST=0 parse every time.
"""

from __future__ import annotations

import marshal
import os
import sys

from ..api.executing import KEY_ENVIRONMENT, exec_status, helper_key, key_files, socket_dir
from ..errors import TgtbuildError
from ..fsutil import write_atomic

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
    """Remembered options as attributes, as api.executing reads argparse's Namespace."""

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
    from .ending import ended  # lazily: only a remembered call runs here (cli/__init__.py imports this module)

    options = Options({**values, "command": words[cut:]})
    status = ended(lambda: _handled_run(exec_status, options))
    if getattr(options, "quick_exit", False):  # the run went through the helper
        remember_native(words, options)
    return status


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
        if not _newest(entries, key, values):
            return
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


# ----------------------------------------------------------------- the native client's table
NATIVE_FILE = "exec-native"
# The table's and the "A" frame's version: execnative.c reads only the one it knows, so a client built from an
# older source (the runner of a build configured before an upgrade) hands every call to Python, never a
# request the helper would not read. Bump it with any change to either.
NATIVE_HEADER = b"tgtbuild-exec-native 2"  # 2: stamps are "mtime:ctime" (1: mtime only)
FROM_NATIVE = "TGTBUILD_EXEC_FROM_NATIVE"  # set by the native client when it hands a call to us


def remember_native(words: list[str] | None, args: Any) -> None:
    """Keep, for the native client (reuse/execnative.c), which helper socket these words reach and when that holds.

    Only for a call the native client handed to us (FROM_NATIVE): a user without it pays nothing.
    An entry, NUL-terminated fields in `exec-native` beside the options (ours, 0600): "E", the number
    of words before `--` and the words, the board word, the socket, --timeout ("" for none),
    --stdin ("-" none, "+PATH"), the options (marshal version 2, hex) for the helper to build the
    request from, then each file whose mtime shapes the socket's name or the options
    (protocol.key_files, PARSER_MODULES) with its "st_mtime_ns:st_ctime_ns" ("0:0": none; the ctime sees an
    edit with its mtime set back, `touch -r`, as the warm replay's stamps do), and each variable of
    protocol.KEY_ENVIRONMENT ("-" unset, "+VALUE"). The client uses the entry only while every
    stamp and variable is the same and the current folder holds no boards.toml; else it runs us.
    """
    if not os.environ.get(FROM_NATIVE) or words is None or "--" not in words:
        return
    cut = words.index("--")
    boards_file = getattr(args, "boards_file", None)
    cwd = os.getcwd()
    if (list(args.command) != words[cut:] or (boards_file and not os.path.isabs(boards_file))
            or os.path.isfile(os.path.join(cwd, "boards.toml"))):
        return  # the socket's name would depend on the folder: the native client runs us each time
    try:
        folder = socket_dir()
        values = {name: value for name, value in vars(args).items() if name not in NOT_OPTIONS}
        blob = marshal.dumps(values, 2)
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        stamps = [*key_files(boards_file), *(os.path.join(root, name) for name in PARSER_MODULES)]
        timeout = args.timeout
        fields = ["E", str(cut), *words[:cut], args.board,
                  os.path.join(folder, f"{helper_key(args.board, boards_file, cwd)}.sock"),
                  "" if timeout is None else repr(float(timeout)),
                  "-" if args.stdin is None else f"+{args.stdin}", blob.hex(), str(len(stamps))]
        for path in stamps:
            fields += [path, _native_stamp(path)]
        fields.append(str(len(KEY_ENVIRONMENT)))
        for name in KEY_ENVIRONMENT:
            value = os.environ.get(name)
            fields += [name, "-" if value is None else f"+{value}"]
        entry = [os.fsencode(field) for field in fields]
        if any(b"\0" in field for field in entry):
            return
        path = os.path.join(folder, NATIVE_FILE)
        entries = _native_entries(_read_ours(path))
        if not _newest(entries, tuple(entry[2:2 + cut]), entry):
            return
        data = NATIVE_HEADER + b"\0" + b"".join(field + b"\0" for each in entries.values() for field in each)
        write_atomic(path, data, mode=0o600)
    except (OSError, ValueError, TgtbuildError):  # no private folder, a value marshal cannot hold: nothing kept
        return


def _native_stamp(path: str) -> str:
    """"mtime:ctime" in ns, as reuse/execnative.c's `stamp` writes it ("0:0" for a missing file)."""
    try:
        info = os.stat(path)
    except OSError:
        return "0:0"
    return f"{info.st_mtime_ns}:{info.st_ctime_ns}"


def _read_ours(path: str) -> bytes:
    """The file's bytes, or b"" when it is missing or not safely ours (as `_entries` reads the options)."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return b""
    try:
        info = os.fstat(fd)
        if info.st_uid != os.getuid() or info.st_mode & 0o022:
            return b""
        return os.read(fd, info.st_size + 1)
    finally:
        os.close(fd)


def _native_entries(data: bytes) -> dict[tuple[bytes, ...], list[bytes]]:
    """{words before `--`: the entry's fields} of the native table ({} when missing or damaged)."""
    fields = data.split(b"\0")
    if fields[0] != NATIVE_HEADER:
        return {}
    found: dict[tuple[bytes, ...], list[bytes]] = {}
    at = 1
    try:
        while at < len(fields) and fields[at] == b"E":
            count = int(fields[at + 1])
            end = at + 2 + count + 5  # the words, then board, socket, timeout, stdin, options
            end += 1 + 2 * int(fields[end])  # the stamps
            end += 1 + 2 * int(fields[end])  # the variables
            if end > len(fields):
                return {}
            found[tuple(fields[at + 2:at + 2 + count])] = fields[at:end]
            at = end
    except (ValueError, IndexError):
        return {}
    return found


def _newest(entries: dict, key: Any, value: Any) -> bool:
    """`value` under `key` as the newest of at most MAX_ENTRIES (the oldest go); False when it was there already."""
    if entries.get(key) == value:
        return False
    entries.pop(key, None)
    entries[key] = value
    while len(entries) > MAX_ENTRIES:
        del entries[next(iter(entries))]
    return True
