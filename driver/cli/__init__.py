"""The `tgtbuild` command line: a thin front end that wires stages together.

Each subcommand lives in its own module and is imported only when it runs,
so `tgtbuild targets show rasp4b` never pays for llvmlite, jinja2 or paramiko.
A first argument that is not a subcommand means `build`, which keeps the
short form `tgtbuild --target rasp4b model.ir` working.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from .. import __version__
from ..errors import TgtbuildError, did_you_mean

# name → (module, one-line help). Order is the order `--help` shows.
COMMANDS: dict[str, tuple[str, str]] = {
    "build": ("tgtbuild.cli.build", "cross-compile sources for one or more targets (the default command)"),
    "run": ("tgtbuild.cli.run", "build, push to a board (or qemu here), run and time an entry or program"),
    "deploy": ("tgtbuild.cli.deploy", "copy files to a board incrementally (content hashes, atomic)"),
    "probe": ("tgtbuild.cli.probe", "ask a board what it is and which target fits it"),
    "targets": ("tgtbuild.cli.targets", "list, show and parse targets and tags"),
    "toolchains": ("tgtbuild.cli.toolchains", "list toolchains: found or missing, versions, which serve a target"),
    "env": ("tgtbuild.cli.env", "compilers, flags and runner for Make, CMake, Meson or sh"),
    "make": ("tgtbuild.cli.make", "run an existing Makefile for a target (and deploy what it built)"),
    "exec": ("tgtbuild.cli.exec", "run a target program on a board (a test runner for ctest/meson)"),
    "ctest": ("tgtbuild.cli.ctest", "run a CMake project's test suite, each target binary on the board"),
    "tune": ("tgtbuild.cli.tune", "search a kernel's knobs on a pool of boards; best config, HTML report"),
    "compare": ("tgtbuild.cli.compare", "is B faster than A? ratio of medians, CI and verdict, from records or an "
                "interleaved A/B run"),
}
DEFAULT_COMMAND = "build"

EPILOG = """\
examples:
  tgtbuild --target rasp4b examples/vadd/model.ir         build (the default command)
  tgtbuild run --target rasp4b examples/vadd/model.ir --entry vadd \\
      --arg 'f32[4096]' --arg 'f32[4096]' --arg 'f32[4096]:out' --arg i64=4096 --check
  tgtbuild probe --board pi@rpi.lan        what is this board, which target fits
  tgtbuild targets --search jetson        find a tag
  tgtbuild targets show rasp4b            canonical target, host, parent chain
  tgtbuild targets parse 'llvm -mcpu=cortex-a72 -mtriple=aarch64-linux-gnu'

`tgtbuild COMMAND --help` explains each command.
"""


# argparse looks its own few words ("usage: ", "options", "show this help message and exit") up
# through gettext on every parser it builds, and gettext's first lookup imports locale: 1.6 ms CPU
# of `tgtbuild targets show` (bench/startup.py, a third of issue 24's 5 ms budget), to search the
# "messages" domain, for which no Python ships a catalog. tgtbuild's help text is English; so are
# argparse's words in it. ngettext (error messages only) is left as it is.
argparse._ = str  # type: ignore[attr-defined]


class Formatter(argparse.RawDescriptionHelpFormatter):
    """argparse's formatter, told the width so it does not import shutil on every add_argument."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24,
                 width: int | None = None) -> None:
        if width is None:
            try:
                width = os.get_terminal_size(sys.stdout.fileno()).columns - 2
            except (OSError, ValueError):
                width = 78
        super().__init__(prog, indent_increment, max_help_position, width)


def _parser(command: str | None) -> tuple[argparse.ArgumentParser, object | None]:
    parser = argparse.ArgumentParser(
        prog="tgtbuild",
        description="Cross-compile models and kernels for a device, run and time them there.",
        epilog=EPILOG,
        formatter_class=Formatter,
    )
    parser.add_argument("--version", action="version", version=f"tgtbuild {_version()}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", prog="tgtbuild")
    module = None
    for name, (module_name, help_text) in COMMANDS.items():
        if command is not None and name != command:
            continue  # each parser costs ~0.5 ms (gettext lookups); build only the one that runs
        child = sub.add_parser(name, help=help_text, description=help_text, formatter_class=Formatter)
        if name == command:
            __import__(module_name)  # not importlib.import_module: importing importlib is 0.15 ms of every start
            module = sys.modules[module_name]
            module.add_arguments(child)  # type: ignore[attr-defined]
    return parser, module


def _version() -> str:
    return __version__


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
    atexit work). Freeing every object at exit was 4.5 ms CPU of `tgtbuild targets show` against
    2.9 ms of `python -c "import argparse"` (bench/startup.py, a loaded 2-core machine), as
    clang's -disable-free and the IR step (builder/irstep.py) skip it. Tests call main(), which
    always returns.
    """
    status = main()
    if not _quick_exit:
        sys.exit(status)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:  # `tgtbuild targets | head`: the reader left
        status = 141

    os._exit(status)


# Commands started again and again against the same board: they borrow its kept connection
# (reuse/exechelper/relay.py) instead of importing paramiko and shaking hands each time. `tune`
# and `compare --run` connect through the same `connect` (remote/connecting.py) as `run` does.
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
    parser, module = _parser(command)
    _quick_exit = bool(getattr(module, "QUICK_EXIT", False))
    rest: list[str] = []
    if getattr(module, "TAKES_REST", False) and "--" in args_list:
        # `tgtbuild run ... -- ARGS`: everything after the first `--` belongs to the program.
        cut = args_list.index("--")
        args_list, rest = args_list[:cut], args_list[cut + 1:]
    args = parser.parse_args(args_list)
    args.rest = rest
    if command in KEEPS_CONNECTION:
        from ..remote import keep  # lazily: only the commands that keep a board's connection

        keep.KEEP = True  # a board's SSH link outlives this process (remote/keep.py, connecting.py)
    if module is None:
        parser.print_help()
        return 0 if wants_help else 2
    try:
        if _quick_exit:  # holds nothing to clean up: SIGTERM may end it as it ends any program (and
            # tgtbuild.interrupts with signal and contextlib was ~0.7 ms of `targets show`)
            return int(module.run(args) or 0)  # type: ignore[attr-defined]
        from ..interrupts import handled  # lazily: `tgtbuild targets` start up through this module

        with handled():  # SIGTERM cleans up like Ctrl-C; a second one, or a slow clean-up, exits at once
            status = int(module.run(args) or 0)  # type: ignore[attr-defined]
        # A command that found it holds nothing after all (a replayed `tgtbuild run`: run/warm.py) skips
        # the teardown too: 12 ms of its 80 ms under load, freeing modules a process about to exit holds.
        _quick_exit = bool(getattr(args, "quick_exit", False))
        return status
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


if __name__ == "__main__":
    sys.exit(main())
