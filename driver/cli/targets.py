"""`tgtbuild targets`: find tags, show a target in full, check target text."""

from __future__ import annotations

import argparse

from ..targets import Target, parse_target
from ..targets.tags import registry
from ..targets.target import format_value
from .output import print_json, print_table
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
        target = parse_target(" ".join(args.text))
        if args.json:
            print_json(target.export())
        else:
            print(target)
        return 0
    return _list(args.search, args.kind, args.json)


def _summary(target: Target) -> tuple[str, str]:
    """(triple or arch, cpu) columns for a table row."""
    cpu = target.cpu_target
    where = str(target.attrs.get("arch") or cpu.attrs.get("mtriple", ""))
    return where, str(cpu.attrs.get("mcpu", ""))


def _list(search: str, kind: str, as_json: bool) -> int:
    tags = registry()
    rows = []
    for tag in tags.search(search, kind):
        target = Target(tag.name)
        rows.append((tag, target))
    if as_json:
        print_json([
            {"name": tag.name, "aliases": list(tag.aliases), "kind": target.kind,
             "description": tag.description, "target": str(target),
             "devices": sorted(tag.devices)}
            for tag, target in rows
        ])
        return 0
    if not rows:
        print(f"no tag matches {search!r}" + (f" of kind {kind}" if kind else ""))
        return 1
    table = []
    for tag, target in rows:
        where, cpu = _summary(target)
        table.append((tag.name, ",".join(tag.aliases), target.kind, where, cpu, tag.description))
    print_table(("TAG", "ALIASES", "KIND", "TRIPLE/ARCH", "CPU", "DESCRIPTION"), table)
    print(f"\n{len(rows)} tags; `tgtbuild targets show NAME` for one in full")
    return 0


def _show(name: str, as_json: bool) -> int:
    tags = registry()
    target = parse_target(name)
    tag = tags.lookup(name.partition(":")[0]) if " " not in name.strip() else None
    if as_json:
        print_json(target.export())
        return 0
    print(target)
    print()
    lines = [("kind", target.kind)]
    if tag is not None:
        lines.append(("tag", target.tag or tag.name))
        if tag.aliases:
            lines.append(("aliases", ", ".join(tag.aliases)))
        lines.append(("parents", " → ".join(tags.chain(tag.name))))
        if tag.devices:
            devices = [f"{d}{' (default)' if d == tag.default_device else ''}" for d in tag.devices]
            lines.append(("devices", ", ".join(devices)))
        if tag.description:
            lines.append(("description", tag.description))
    if target.kind != "composite":
        triple = target.cpu_target.triple
        lines.append(("triple", f"{triple} (arch {triple.arch}, os {triple.os}, abi {triple.env or '-'})"))
        from ..support import row_of  # lazily: `tgtbuild targets` start up through this module
        from ..supporttable import verdicts  # lazily: `tgtbuild targets` start up through this module

        row = row_of(target)  # toolchains/support.toml: what zig builds and what runs here
        if row is not None:
            builds, runs = verdicts(row, triple)
            lines += [("zig builds", builds), ("runs here", runs)]
    for attr in sorted(target.attrs):
        if attr not in ("tag",):
            lines.append((attr, format_value(target.attrs[attr])))
    if target.host is not None:
        lines.append(("host", str(target.host)))
    lines.append(("hash", target.short_hash))
    lines.append(("build dir", f"build/{target.dirname}"))
    width = max(len(k) for k, _ in lines)
    for key, value in lines:
        print(f"{key.rjust(width)}  {value}")
    if tag is not None and tag.notes:
        print()
        print(_fill(tag.notes, 88, "note: ", "      "))
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
