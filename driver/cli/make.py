"""`tgtbuild make`: run an existing Makefile for a target, report (and deploy) what it built.

The API's `make` (api/makerun.py says which variables go on make's command
line and why); this module parses the options and prints the result.
"""

from __future__ import annotations

import argparse
import os
import sys

from ..api.makerun import make
from .boardopts import add_board_arguments, trust_from_args

HELP = """\
examples:
  tgtbuild make --target rasp4b -C examples/legacy-make
  tgtbuild make --target aarch64-linux-gnu -C legacy/ -- -j4 all
  tgtbuild make --target rasp4b --board pi@rpi.lan -C legacy/   (then deploy what it built)
  tgtbuild make --target aarch64-linux-gnu -C examples/legacy-make -- check   (runs $(TGT_RUN) ./hello)
  tgtbuild make --target riscv64-linux-gnu -C lua/src -- 'AR=zig ar rcs' linux   (AR replaced whole)

CC, CXX, AR, RANLIB, STRIP and LD name the target's tools; the words a
Makefile writes after its own tool stay (`AR= ar rc` becomes `AR=<zig> ar
rc`, `CC= gcc -std=gnu99` keeps -std=gnu99). To set a variable whole, give
it after `--` (later assignments win); `tgtbuild env --format make` shows
the values.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("--target", "-t", required=True, help="tag, target text or triple")
    parser.add_argument("-C", "--directory", default=".", metavar="DIR", help="the Makefile's directory")
    add_board_arguments(parser, default=None, help="deploy the results to this board (and point TGT_RUN at it)")
    parser.add_argument("--toolchain", default=None, help="use this toolchain (default: the first found)")
    parser.add_argument("--make", default=os.environ.get("MAKE", "make"), help="the make program (default: make)")
    parser.add_argument("make_args", nargs=argparse.REMAINDER, metavar="-- MAKE ARGS",
                        help="targets and options for make")


def run(args: argparse.Namespace) -> int:
    extra = list(args.make_args)
    if extra and extra[0] == "--":
        extra = extra[1:]
    result = make(args.directory, args.target, args=extra, board=args.board, trust=trust_from_args(args),
                  toolchain=args.toolchain, program=args.make, progress=sys.stderr)
    if result.status != 0:
        print(f"tgtbuild: make failed (status {result.status}) for {result.triple} with toolchain "
              f"{result.toolchain}", file=sys.stderr)
        return result.status
    if not result.artifacts:
        print("tgtbuild: make built no executables or libraries (nothing newer than the start)", file=sys.stderr)
    for item in result.artifacts:
        note = (f"  (built for {item.machine}, not {result.machine}: does the Makefile ignore $(CC)?)"
                if result.wrong_machine(item) else "")
        print(f"{item.kind:15} {item.machine or '-':8} {os.path.relpath(item.path, args.directory)}{note}")
    report = result.deployed
    if report is not None and result.board is not None:
        print(f"deployed to {result.board.destination()}:{report.remote_dir} "
              f"({len(report.sent)} sent, {len(report.unchanged)} unchanged)")
        for rel in sorted(report.paths):
            print(f"  {report.remote_path(rel)}")
    return 0
