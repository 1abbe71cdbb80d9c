"""`tgtbuild targets`: find tags, show a target in full, check target text."""

from __future__ import annotations

import argparse

from ..api.targetinfo import target_info, target_tags
from .parsing import Formatter

QUICK_EXIT = True  # reads data and prints: the console script may skip the interpreter's teardown (cli.console)

HELP = """\
examples:
  tgtbuild targets                          every tag
  tgtbuild targets --search orin --kind cuda
  tgtbuild targets show rasp4b              canonical text, host, parent chain
  tgtbuild targets show rockchip/rk3399:gpu --json
  tgtbuild targets parse 'cuda -arch=sm_87 -host=jetson-orin-nano'

Target text is KIND [-attr=value]..., a tag with overrides (rasp4b -num-cores=2),
a tag's device (rockchip/rk3399:gpu), a triple (aarch64-linux-gnu) or JSON.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("--search", default="", metavar="TEXT", help="tags whose name, alias or description has TEXT")
    parser.add_argument("--kind", default="", help="only tags of this kind (llvm, cuda, opencl, ...)")
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    sub = parser.add_subparsers(dest="action", metavar="ACTION", prog="tgtbuild targets")
    show = sub.add_parser("show", help="show one target or tag in full", formatter_class=Formatter)
    show.add_argument("name", metavar="TARGET", help="tag, alias or target text")
    show.add_argument("--json", action="store_true", help="print the target's JSON export")
    check = sub.add_parser("parse", help="print the canonical form of target text (exit 2 if invalid)",
                           formatter_class=Formatter)
    check.add_argument("text", metavar="TEXT", nargs="+", help="target text (quote it or pass as words)")
    check.add_argument("--json", action="store_true", help="print the JSON export instead")


def run(args: argparse.Namespace) -> int:
    if args.action == "show":
        return _show(args.name, args.json)
    if args.action == "parse":
        target = target_info(" ".join(args.text)).target
        if args.json:
            from .output import print_json  # lazily: `targets show` in words (bench/startup.py) prints no JSON

            print_json(target.export())
        else:
            print(target)
        return 0
    return _list(args.search, args.kind, args.json)


def _list(search: str, kind: str, as_json: bool) -> int:
    from .output import print_json, print_table  # lazily: `targets show` in words prints neither

    rows = target_tags(search, kind)
    if as_json:
        print_json([row.export() for row in rows])
        return 0
    if not rows:
        print(f"no tag matches {search!r}" + (f" of kind {kind}" if kind else ""))
        return 1
    table = [(row.name, ",".join(row.aliases), row.kind, row.where, row.cpu, row.description) for row in rows]
    print_table(("TAG", "ALIASES", "KIND", "TRIPLE/ARCH", "CPU", "DESCRIPTION"), table)
    print(f"\n{len(rows)} tags; `tgtbuild targets show NAME` for one in full")
    return 0


def _show(name: str, as_json: bool) -> int:
    info = target_info(name)
    if as_json:
        from .output import print_json  # lazily: `targets show` in words (bench/startup.py) prints no JSON

        print_json(info.target.export())
        return 0
    print(info.target)
    print()
    lines = info.facts()
    width = max(len(k) for k, _ in lines)
    for key, value in lines:
        print(f"{key.rjust(width)}  {value}")
    if info.notes:
        print()
        print(_fill(info.notes, 88, "note: ", "      "))
    return 0


def _fill(text: str, width: int, first: str, rest: str) -> str:
    """textwrap.fill's greedy wrap at spaces: importing textwrap was 0.6 ms of `targets show` (-X importtime)."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        indent = rest if lines else first
        if current and len(indent) + len(current) + 1 + len(word) > width:
            lines.append(indent + current)
            current = word
        else:
            current = f"{current} {word}" if current else word
    if current or not lines:
        lines.append((rest if lines else first) + current)
    return "\n".join(lines)
