"""`tgtbuild make`: run an existing Makefile for a target, report (and deploy) what it built.

The target's tools go on make's command line, where they beat the
Makefile's own assignments (`CC = gcc` included):

* CC and CXX carry the target flags (`zig cc -target ... -mcpu=...`), so the
  Makefile's own CFLAGS (`-O2 -Wall -Iinclude`) stay in force: a command-line
  CFLAGS would replace them and break the build;
* a tool variable the Makefile assigns keeps the Makefile's words after the
  tool (`AR= ar rc` → `AR=<zig> ar rc`, `CC= gcc -std=gnu99` → `CC=<zig cc
  ...> -std=gnu99`; see `tgtbuild.reuse.makefile`);
* SYSROOT and TGT_* (TGT_RUN runs a target binary: `$(TGT_RUN) ./test`) are
  plain overrides;
* the toolchain's LDFLAGS go in the environment: a Makefile that sets none
  uses them, `LDFLAGS += ...` appends to them.

What it built: ELF executables and libraries (and `ar` archives) under the
directory that are newer than the start of the run, found by their bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import subprocess
import sys
import time

from ..errors import TgtbuildError
from ..machines import of_triple
from ..remote import connect, deploy
from ..reuse.artifacts import find_artifacts
from ..reuse.cceach import make_compilers
from ..reuse.facts import gather
from ..reuse.makefile import TOOL_VARIABLES, tool_assignments, tool_flags_by_folder
from ..reuse.quoting import shell_line
from ..targets import Triple, parse_target
from .boardopts import add_board_arguments, board_from_args, trust_from_args

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


def make_variables(facts: dict, kept: dict[str, dict[str, str]] | None = None) -> list[str]:
    """`NAME=value` words for make's argv; `kept`: {folder: the Makefile's words after each tool}."""
    compilers = make_compilers(facts)  # zig's behind cceach.sh: one compile per source, as gcc

    values = {
        "CC": compilers["CC"] + facts["cflags"],
        "CXX": compilers["CXX"] + facts["cxxflags"],
        "AR": facts["ar"],
        "RANLIB": facts["ranlib"],
        "STRIP": facts["strip"],
        "LD": facts["ld"],
        "SYSROOT": [facts["sysroot"]] if facts["sysroot"] else [],
        "TGT_RUN": facts["runner"],
        "TGT_TRIPLE": facts["triple"],
        "TGT_ARCH": facts["arch"],
        "TGT_CPU": facts["cpu"],
        "TGT_BOARD": facts["board"],
    }
    tools = {name: values.pop(name) for name in TOOL_VARIABLES}
    return tool_assignments(tools, kept or {}) + tool_assignments(values, {})


def run(args: argparse.Namespace) -> int:
    folder = args.directory
    if not os.path.isdir(folder):
        raise TgtbuildError(f"tgtbuild make: -C {folder}: no such directory")
    facts = gather(parse_target(args.target), args.board, toolchain=args.toolchain, trust=trust_from_args(args))
    extra = list(args.make_args)
    if extra and extra[0] == "--":
        extra = extra[1:]
    try:
        kept = tool_flags_by_folder(args.make, folder, extra)
    except TgtbuildError as exc:  # make runs next and says what is wrong in its own words
        print(f"tgtbuild: note: {exc}; the Makefile's own tool flags are not kept", file=sys.stderr)
        kept = {}
    argv = [args.make, "-C", folder, *make_variables(facts, kept), *extra]
    env = dict(os.environ)
    if facts["ldflags"]:
        env["LDFLAGS"] = (env.get("LDFLAGS", "") + " " + shell_line(facts["ldflags"])).strip()
    start = time.time()
    try:
        status = subprocess.call(argv, env=env)
    except FileNotFoundError:
        raise TgtbuildError(f"tgtbuild make: {args.make} is not installed (apt-get install make)") from None
    if status != 0:
        print(f"tgtbuild: make failed (status {status}) for {facts['triple']} with toolchain {facts['toolchain']}",
              file=sys.stderr)
        return status
    built = find_artifacts(folder, start)
    want = of_triple(Triple.parse(facts["triple"]))
    want_name = want.name if want else facts["arch"]
    if not built:
        print("tgtbuild: make built no executables or libraries (nothing newer than the start)", file=sys.stderr)
    for item in built:
        wrong = item.machine and item.machine != want_name
        note = f"  (built for {item.machine}, not {want_name}: does the Makefile ignore $(CC)?)" if wrong else ""
        print(f"{item.kind:15} {item.machine or '-':8} {os.path.relpath(item.path, folder)}{note}")
    if args.board and args.board != "local":
        return _deploy(args, built)
    return 0


def _deploy(args: argparse.Namespace, built: list) -> int:
    files = {os.path.relpath(a.path, args.directory): a.path for a in built if a.kind != "static-library"}
    if not files:
        return 0
    board = board_from_args(args)
    real = os.path.realpath(args.directory)
    subdir = f"make/{os.path.basename(real) or 'root'}-{hashlib.sha256(real.encode()).hexdigest()[:8]}"
    with connect(board) as conn:
        report = deploy(conn, board, files, subdir, prune=False)
    print(f"deployed to {board.destination()}:{report.remote_dir} "
          f"({len(report.sent)} sent, {len(report.unchanged)} unchanged)")
    for rel in sorted(files):
        print(f"  {report.remote_path(rel)}")
    return 0
