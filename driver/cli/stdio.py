"""A failed write of the output, said in one line (imported only when it happens).

`tgtbuild targets > /dev/full` ended in an OSError traceback. (Closed standard
fds are `cli._ensure_std_streams`, on the start-up path, which
tests/test_startup_imports.py keeps to a fixed set of modules.)
"""

from __future__ import annotations

import errno
import os
import sys

# What a full or failing output stream raises: a write with no file name in the error.
_OUTPUT_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EIO, errno.EFBIG})


def output_failed(exc: OSError) -> bool:
    """Whether `exc` is a write to a full or failing output stream (not a file tgtbuild named)."""
    return exc.filename is None and exc.errno in _OUTPUT_ERRNOS


def report_output_failure(exc: OSError) -> int:
    """Say it once on stderr (if that still works), silence stdout's flush at exit; EX_IOERR."""
    try:
        print(f"tgtbuild: error: cannot write the output: {exc.strerror}", file=sys.stderr)
    except OSError:
        pass
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 74
