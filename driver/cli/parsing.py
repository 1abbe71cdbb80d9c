"""The command line's parser: the top-level options and the one subcommand that runs.

Apart from the package (`cli/__init__.py`) so that `tgtbuild exec`'s remembered-options path
(`cli/execfast.py`), which ctest takes once per test, never imports argparse: argparse
imports `re` and `gettext`, 7 ms of a 40 ms call (bench/exec.py's machine).
"""

from __future__ import annotations

import argparse
import os
import sys

from .. import __version__
from .commands import COMMANDS

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


def build_parser(command: str | None) -> tuple[argparse.ArgumentParser, object | None]:
    parser = argparse.ArgumentParser(
        prog="tgtbuild",
        description="Cross-compile models and kernels for a device, run and time them there.",
        epilog=EPILOG,
        formatter_class=Formatter,
    )
    parser.add_argument("--version", action="version", version=f"tgtbuild {__version__}")
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


