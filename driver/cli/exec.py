"""`tgtbuild exec`: run a target program on a board, as if it ran here.

Copies PROGRAM (and `--file`s, and arguments that name local files) to the
board, runs it there in a scratch dir, streams its output and exits with its
status (a signal death as 128+N, like a shell). This is the runner CMake's
CROSSCOMPILING_EMULATOR, Meson's exe_wrapper and cargo's target runner call,
so it must start fast: this module imports only the standard library on its
way to the board's helper process (see `tgtbuild.reuse.exechelper`). What it
runs is the API's exec (`tgtbuild.api.executing`), as cli/execfast.py's does.
"""

from __future__ import annotations

import argparse
import sys

from ..api.executing import exec_status, tool_failed
from .boardopts import add_board_arguments
from .seconds import timeout_seconds

HELP = """\
examples:
  tgtbuild exec --board pi@rpi.lan -- ./build/test_vec
  tgtbuild exec --board pi4 --file model.bin -- ./runner model.bin --iters 10
  tgtbuild exec --board pi4 -- uname -a          (not a local file: run as is)
  tgtbuild exec --board local --target rasp4b -- ./hello   (qemu-user here)

Arguments that name existing local files are copied too and replaced by
their name in the scratch dir (--no-file-args turns that off); the copies
leave the board when the run ends. The program's own shared libraries (found
through its RUNPATH here) go with it. Our stdin reaches the program, as with
ssh. --sync DIR mirrors DIR on the board by content: a local path P is
<workdir>/exec/tree/P there, the program runs in the mirror of the current
folder when it is inside DIR, and absolute arguments under DIR are rewritten; a board's
`sync` (boards.toml) and `sync` under [project] of the nearest tgtbuild.toml above the
current folder (else above the program's) are mirrored too. Under `meson test`
the test's env: goes along (see reuse/exechelper/mesontest.py). The board's
connection stays open in a helper process for TGTBUILD_EXEC_PERSIST seconds
(default 60) after the last run; TGTBUILD_EXEC_PERSIST=0 runs without it.
The options before -- are remembered there too (in the helper's private
folder), so the next call with the same options, as ctest makes for every
test, starts without parsing them again.

Exit status: the program's own (a signal death as 128+N, --timeout 124).
When tgtbuild itself fails (the board unreachable, a deploy refused, a bad
option) the program did not run: exec exits 99, the hard error of Meson and
automake, and under ctest it ends by SIGTERM, the one outcome ctest reports
as a failure whatever WILL_FAIL and SKIP_RETURN_CODE say.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.error = _usage_error(parser)  # type: ignore[method-assign]  # a bad option did not run a test either
    add_board_arguments(parser, default=None, required=True,
                        help="board: local, user@host[:port], an ssh alias or a boards.toml name")
    parser.add_argument("--target", "-t", default=None,
                        help="check PROGRAM is built for this target (and pick qemu for --board local)")
    parser.add_argument("--file", "-f", action="append", default=[], metavar="FILE",
                        help="also copy FILE into the scratch dir (repeatable)")
    parser.add_argument("--env", "-e", action="append", default=[], metavar="NAME=VALUE",
                        help="set an environment variable for the program (repeatable)")
    parser.add_argument("--timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                        help="kill the program after SECONDS (exit status 124)")
    parser.add_argument("--stdin", default=None, metavar="FILE",
                        help="feed FILE to the program's stdin (default: our own stdin, as ssh does; "
                             "--stdin /dev/null keeps it from being read)")
    parser.add_argument("--sync", action="append", default=[], metavar="DIR",
                        help="mirror DIR on the board by content (repeatable; also TGTBUILD_SYNC=DIR:DIR); "
                             "run in the mirror of the current folder when it is inside DIR")
    parser.add_argument("--sync-build-roots", action="store_true",
                        help="also mirror the source and build folders of the Meson/CMake build the current "
                             "folder is in (tgtbuild env writes this into the runner of an SSH board)")
    parser.add_argument("--no-file-args", action="store_true",
                        help="do not copy arguments that name local files")
    parser.add_argument("command", nargs=argparse.REMAINDER, metavar="-- PROGRAM ARGS",
                        help="the program and its arguments")


def _usage_error(parser: argparse.ArgumentParser):
    def error(message: str):
        parser.print_usage(sys.stderr)
        text = f"{parser.prog}: error: {message}"
        print(text, file=sys.stderr)
        raise SystemExit(tool_failed(text))

    return error


def run(args: argparse.Namespace) -> int:
    """The program's status, or failure.STATUS (SIGTERM under ctest) when tgtbuild failed: never a test's verdict.

    A call that went through the board's helper has its options before `--` remembered for the next
    call with the same words (`cli/execfast.py`: ctest's and meson's runner repeat them for every test).
    """
    status = exec_status(args)
    if getattr(args, "quick_exit", False):  # set exactly when the run went through the helper (api.executing)
        from .execfast import remember, remember_native  # lazily: only then

        remember(getattr(args, "words", None), args)
        remember_native(getattr(args, "words", None), args)
    return status
