"""`tgtbuild deploy`: put files on a board, sending only what changed."""

from __future__ import annotations

import argparse

from ..api import Target
from ..api.boards import deploy
from ..errors import TgtbuildError
from .boardopts import BOARD_HELP, add_board_arguments, board_from_args
from .output import print_json

HELP = """\
examples:
  tgtbuild deploy --board pi@rpi.lan build/raspberry-pi-4b-aarch64-*/libvadd.so
  tgtbuild deploy --board lab-pi --dir models/vadd model.so weights.bin --json

Files land in WORKDIR/DIR/ on the board (WORKDIR: the board's workdir,
default ~/.cache/tgtbuild-board). A content-hash manifest there means
unchanged files are not sent again; each file is uploaded under a temporary
name and renamed, and the manifest is written last, so an interrupted deploy
leaves the previous one whole.

DIR mirrors the files of the last deploy into it: a file an earlier deploy put
there and this one does not list is removed (and the report says which), so
nothing stale is run by mistake; --keep keeps them. Files tgtbuild did not put
there are never touched.

""" + BOARD_HELP


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("files", nargs="+", metavar="FILE", help="files to deploy (kept by their base name)")
    parser.add_argument("--dir", default="deploy", metavar="DIR", help="folder under the board's workdir")
    parser.add_argument("--target", metavar="TARGET", help="check the board fits this target")
    parser.add_argument("--keep", action="store_true",
                        help="keep files an earlier deploy put in DIR and this one does not list (default: remove)")
    parser.add_argument("--json", action="store_true", help="machine-readable report")
    add_board_arguments(parser, default=None)


def run(args: argparse.Namespace) -> int:
    if not args.board:
        raise TgtbuildError("deploy needs --board (user@host[:port], an ssh alias, a boards.toml name or local)")
    board = board_from_args(args, Target(args.target) if args.target else None)
    report = deploy(board, args.files, args.dir, prune=not args.keep)
    if args.json:
        print_json({"board": board.destination(), "dir": report.remote_dir, "sent": list(report.sent),
                    "unchanged": list(report.unchanged), "removed": list(report.removed),
                    "bytes_sent": report.bytes_sent, "seconds": round(report.seconds, 3)})
    else:
        print(f"{board.destination()}:{report.remote_dir}: sent {len(report.sent)} file(s), "
              f"{report.bytes_sent} bytes; {len(report.unchanged)} unchanged ({report.seconds:.2f} s)")
        if report.removed:  # said only in --json before, and a user found a.so gone after deploying b.bin
            print(f"removed {len(report.removed)} file(s) an earlier deploy put there and this one did not list: "
                  f"{', '.join(report.removed)} (--keep keeps them)")
    return 0
