"""How every command ends: its status, or the words and status for what it raised.

Apart from the package so that exec's remembered path (cli/execfast.py) and `main` share it.
"""

from __future__ import annotations

import os
import sys

from ..errors import TgtbuildError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable


def ended(run: Callable[[], object]) -> int:
    """`run()`'s status, or the words and status a command ends with when it raised (every path of every
    command ends here: argparse's in `main`, and exec's remembered one, cli/execfast.py)."""
    try:
        return int(run() or 0)  # type: ignore[call-overload]
    except TgtbuildError as exc:
        print(f"tgtbuild: error: {exc}", file=sys.stderr)
        return exc.exit_code
    except KeyboardInterrupt as exc:
        terminated = type(exc).__name__ == "Terminated"  # interrupts.Terminated, not imported for this
        print(f"tgtbuild: {'terminated' if terminated else 'interrupted'}", file=sys.stderr)
        return 143 if terminated else 130
    except BrokenPipeError:
        # `tgtbuild targets | head`: the reader left; say nothing more.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    except OSError as exc:  # `> /dev/full`: one line, not a traceback; any other OSError is a bug
        # lazily: `tgtbuild targets` start up through this module
        from .stdio import output_failed, report_output_failure

        if not output_failed(exc):
            raise
        return report_output_failure(exc)
