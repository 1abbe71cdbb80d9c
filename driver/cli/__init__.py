"""The `tgtbuild` command line: a thin front end that wires stages together.

Each subcommand lives in its own module and is imported only when it runs,
so `tgtbuild targets show rasp4b` never pays for llvmlite, jinja2 or paramiko.
A first argument that is not a subcommand means `build`, which keeps the
short form `tgtbuild --target rasp4b model.ir` working.
"""

from __future__ import annotations

import os
import sys

from ..errors import did_you_mean
from ..exiting import exit_now
from .commands import COMMANDS, DEFAULT_COMMAND
from .ending import ended

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence


def _ensure_std_streams() -> None:
    """Give each closed standard fd (0, 1, 2) /dev/null and Python a stream on it (three fstat calls).

    `tgtbuild build ok.c >&-` died with an AttributeError (`sys.stdout` is
    None); worse, with fd 1 closed the next file tgtbuild opened got fd 1, and
    ninja, inheriting it, would write its output into that file.
    """
    for fd, name, mode in ((0, "stdin", "r"), (1, "stdout", "w"), (2, "stderr", "w")):
        try:
            os.fstat(fd)
            continue
        except OSError:
            pass
        null = os.open(os.devnull, os.O_RDWR)  # the lowest free fd: this one, when the lower ones are open
        if null != fd:
            os.dup2(null, fd)
            os.close(null)
        setattr(sys, name, open(fd, mode, closefd=False))  # noqa: SIM115 - lives as long as the process


def _looks_like_command(word: str) -> bool:
    """A bare word with no file behind it and no suffix: a mistyped command, not a source."""
    return word.isidentifier() and "." not in word and not os.path.exists(word)


# Set by main() from the command's module (QUICK_EXIT = True): console() may skip the teardown.
_quick_exit = False


def console() -> None:
    """The `tgtbuild` console script: main(), then exit; without the interpreter's teardown for a
    command that asks for it (`QUICK_EXIT = True` in its module: it holds no files, threads or
    atexit work; or `args.quick_exit` set by the command once it knows: `build`, a replayed `run`,
    `exec` through its helper; see tgtbuild.exiting). Freeing every object at exit was 4.5 ms CPU
    of `tgtbuild targets show` against 2.9 ms of `python -c "import argparse"` (bench/startup.py,
    a loaded 2-core machine), as clang's -disable-free and the IR step (builder/irstep.py) skip
    it. Tests call main(), which always returns.
    """
    if sys.argv[1:2] == ["exec"]:  # ctest's runner, once per test: its options remembered, without argparse
        from .execfast import remembered_run  # lazily: only exec's remembered call; the rest never load it

        _ensure_std_streams()
        status = remembered_run(sys.argv[2:])
        if status is not None:
            exit_now(status)
    status = main()
    if not _quick_exit:
        sys.exit(status)
    exit_now(status)


# Commands started again and again against the same board: they borrow its kept connection
# (remote/kept/relay.py) instead of importing paramiko and shaking hands each time. `tune`
# and `compare --run` connect through the same `connect` (remote/connecting.py) as `run` does.
# Said on the parsed options (`args.keep_connection`), which the commands hand on (boardopts.keeps_connection).
KEEPS_CONNECTION = frozenset({"run", "deploy", "probe", "tune", "compare"})


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the console script; returns the exit status."""
    global _quick_exit
    _ensure_std_streams()
    args_list = list(sys.argv[1:] if argv is None else argv)
    first = next((a for a in args_list if not a.startswith("-")), None)
    wants_help = not args_list or args_list[0] in ("-h", "--help", "--version")
    if not wants_help and first not in COMMANDS and DEFAULT_COMMAND in COMMANDS:
        if args_list[0] == first and _looks_like_command(first):
            print(f"tgtbuild: error: unknown command {first!r}{did_you_mean(first, COMMANDS)} "
                  f"(commands: {', '.join(COMMANDS)}; a source file builds: tgtbuild --target T FILE)",
                  file=sys.stderr)
            return 2
        args_list.insert(0, DEFAULT_COMMAND)
    command = args_list[0] if args_list and args_list[0] in COMMANDS else None
    from .parsing import build_parser  # lazily: see parsing.py (exec's remembered path does without argparse)

    parser, module = build_parser(command)
    _quick_exit = bool(getattr(module, "QUICK_EXIT", False))
    rest: list[str] = []
    if getattr(module, "TAKES_REST", False) and "--" in args_list:
        # `tgtbuild run ... -- ARGS`: everything after the first `--` belongs to the program.
        cut = args_list.index("--")
        args_list, rest = args_list[:cut], args_list[cut + 1:]
    args = parser.parse_args(args_list)
    args.rest = rest
    args.words = args_list[1:] if command else args_list  # what the command was given (exec remembers it)
    args.keep_connection = command in KEEPS_CONNECTION
    if module is None:
        parser.print_help()
        return 0 if wants_help else 2
    if _quick_exit:  # holds nothing to clean up: SIGTERM may end it as it ends any program (and
        # tgtbuild.interrupts with signal and contextlib was ~0.7 ms of `targets show`)
        return ended(lambda: module.run(args))  # type: ignore[attr-defined]
    return ended(lambda: _handled_run(module, args))


def _handled_run(module: object, args: object) -> int:
    global _quick_exit
    from ..interrupts import handled  # lazily: `tgtbuild targets` start up through this module

    with handled():  # SIGTERM cleans up like Ctrl-C; a second one, or a slow clean-up, exits at once
        status = int(module.run(args) or 0)  # type: ignore[attr-defined]
    # A command that found it holds nothing after all (a replayed `tgtbuild run`: run/warm.py) skips
    # the teardown too: 12 ms of its 80 ms under load, freeing modules a process about to exit holds.
    _quick_exit = bool(getattr(args, "quick_exit", False))
    return status


if __name__ == "__main__":
    sys.exit(main())
