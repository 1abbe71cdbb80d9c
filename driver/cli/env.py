"""`tgtbuild env`: a target's compilers, flags and board runner for Make, CMake, Meson or sh."""

from __future__ import annotations

import argparse
import sys

from ..api.environment import env
from ..fsutil import write_atomic
from .boardopts import add_board_arguments, trust_from_args

HELP = """\
examples:
  tgtbuild env --target rasp4b --format make > cross.mk        include it in a Makefile
  tgtbuild env --target aarch64-linux-gnu --format cmake -o aarch64.cmake
  cmake -S . -B build -DCMAKE_TOOLCHAIN_FILE=$PWD/aarch64.cmake
  tgtbuild env --target rasp4b --board pi@rpi.lan --format meson -o rpi.ini
  meson setup build --cross-file rpi.ini && meson test -C build   (tests run on the Pi)
  eval "$(tgtbuild env --target rasp4b --format sh)"

The runner (TGT_RUN, CMAKE_CROSSCOMPILING_EMULATOR, Meson's exe_wrapper) is
`tgtbuild exec --board B --` with --board, else qemu-user when the target's
arch is foreign to this machine. ctest uses it only for tests written
add_test(NAME n COMMAND <target>); `tgtbuild ctest` runs the path and old
forms through it too. Flags carry no -O level unless the target sets one.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("--target", "-t", required=True, help="tag, target text or triple")
    add_board_arguments(parser, default=None, help="board the runner points at (default: local)")
    parser.add_argument("--toolchain", default=None, help="use this toolchain (default: the first found)")
    parser.add_argument("--format", "-f", default="make", choices=["make", "cmake", "meson", "sh", "json"],
                        help="output format (default: make)")
    parser.add_argument("-o", "--output", default=None, metavar="FILE",
                        help="write FILE atomically instead of printing")


def run(args: argparse.Namespace) -> int:
    text, note = env(args.target, args.format, board=args.board, toolchain=args.toolchain,
                     trust=trust_from_args(args))
    if args.output and args.output != "-":
        write_atomic(args.output, text, make_parents=True)
    else:
        sys.stdout.write(text)
    if note:
        print(f"tgtbuild: note: {note}", file=sys.stderr)
    return 0
