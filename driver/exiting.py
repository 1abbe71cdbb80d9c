"""Leaving a process without the interpreter's teardown, where nothing needs it.

At exit CPython frees every module, class and object one by one: 15-20 ms
of a process that imported Jinja2 and configured 2,000 files (ninja's
regeneration edge), about 3 ms of `tgtbuild targets show`, on this
project's 2-core machine. A process with no exit hook, no thread but its
own and no file left open with unwritten bytes loses nothing by skipping
it, as clang's -disable-free does. The callers are the console script
(cli/__init__.py, for the commands that say they qualify) and the
regeneration process (builder/regen.py).
"""

from __future__ import annotations

import os
import sys


def nothing_to_clean_up() -> bool:
    """True when skipping the teardown loses nothing the interpreter would do: no exit hook (atexit,
    weakref.finalize, a TemporaryDirectory, logging's flush) and no thread but this one. Files are
    the caller's to close: this cannot see them."""
    import atexit  # built in: no file to read

    if atexit._ncallbacks():  # noqa: SLF001 - CPython's count of registered exit hooks
        return False
    threading = sys.modules.get("threading")
    return threading is None or threading.active_count() == 1


def exit_now(status: int) -> None:
    """Flush standard output and error, then leave with `status` without the interpreter's teardown."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:  # `tgtbuild targets | head`: the reader left
        status = 141
    os._exit(status)
