"""`tgtbuild toolchains`: which toolchains are installed, their versions, and what serves a target."""

from __future__ import annotations

import argparse

from ..api.toolsurvey import toolchains
from .output import print_json, print_table

HELP = """\
examples:
  tgtbuild toolchains                        every toolchain: found or missing, version, path
  tgtbuild toolchains --target rasp4b        which ones can build for the Raspberry Pi 4
  tgtbuild toolchains --target nvidia/jetson-nano --json

Descriptions live in toolchains/tools/*.toml; add or override one as
tools/NAME.toml in a config folder (~/.config/tgtbuild or $TGTBUILD_PATH).
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("--target", default=None, metavar="TARGET", help="say which toolchains serve this target")
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def run(args: argparse.Namespace) -> int:
    found = toolchains(args.target)
    if args.json:
        print_json(found.export())
        return 0
    target, chosen = found.target, found.selected
    headers = ["NAME", "STATUS", "VERSION"]
    if target is not None:
        headers.append("SERVES")
    headers += ["PATH", "NOTE"]
    table = []
    for row in found.rows:
        cells = [row.name + (" *" if row.name == chosen else ""), "found" if row.found else "missing", row.version]
        if target is not None:
            cells.append("yes" if row.serves else "no")
        note = row.summary if row.found else f"install: {row.install}"
        if row.found and row.cuda_archs:
            note = f"archs {', '.join(row.cuda_archs)}"
        if row.found and row.reason and target is not None and row.serves is False:
            note = row.reason
        cells += [row.path or "-", note]
        table.append(cells)
    print_table(headers, table)
    if target is not None:
        print()
        if chosen:
            print(f"* selected for {target}: {chosen}")
        else:
            print(f"no toolchain for {target}: {found.error}")
            return 1
    return 0
