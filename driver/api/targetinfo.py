"""`target_tags(search, kind)` and `target_info(target)`: the tags there are, and one target in full.

What `tgtbuild targets` lists and `targets show` prints (the CLI formats
these values); `tgtbuild targets parse` is `Target(text)`. This module sits
on `tgtbuild targets show`'s start-up path, which bench/startup.py times and
tests/test_startup_imports.py pins: at load it imports the targets package
alone (no `frozen`, whose class machinery is the dataclasses' cost we keep
off this path), so the values below are plain classes with slots, and the
arguments are checked here rather than through `argcheck` (0.18 ms of a
~5 ms start, -X importtime from .pyc; it is loaded only on a refusal). Not named
api/targets.py: the package `tgtbuild.targets` is imported everywhere as
`..targets`, and two modules of one name in one tree misled a reader.
"""

from __future__ import annotations

from ..targets import Target, parse_target
from ..targets.tags import registry
from ..targets.target import format_value

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..targets import Triple
    from ..targets.tags import Tag

__all__ = ["TagRow", "TargetInfo", "target_info", "target_tags"]


class TagRow:
    """One tag as `tgtbuild targets` lists it: `name`, `aliases`, `kind`, `description`, `devices`, the
    `target` it stands for, and the table's `where` (triple or arch) and `cpu` columns."""

    __slots__ = ("aliases", "cpu", "description", "devices", "kind", "name", "target", "where")

    def __init__(self, tag: Tag, target: Target) -> None:
        self.name, self.aliases, self.kind = tag.name, tuple(tag.aliases), target.kind
        self.description, self.devices = tag.description, tuple(sorted(tag.devices))
        self.target = target
        cpu = target.cpu_target
        self.where = str(target.attrs.get("arch") or cpu.attrs.get("mtriple", ""))
        self.cpu = str(cpu.attrs.get("mcpu", ""))

    def export(self) -> dict:
        """`tgtbuild targets --json`'s entry."""
        return {"name": self.name, "aliases": list(self.aliases), "kind": self.kind,
                "description": self.description, "target": str(self.target), "devices": list(self.devices)}

    def __repr__(self) -> str:
        return f"<TagRow {self.name}: {self.target}>"


def target_tags(search: str = "", kind: str = "") -> list[TagRow]:
    """The tags whose name, alias or description holds `search`, of `kind` (llvm, cuda, ...) when given."""
    for name, value in (("search", search), ("kind", kind)):
        if not isinstance(value, str):
            _refuse(f"{name}: a str", value)
    return [TagRow(tag, Target(tag.name)) for tag in registry().search(search, kind)]


class TargetInfo:
    """One target in full: `target`, and when its text named a tag, `tag` (its name), `aliases`, `parents`
    (the chain from the tag to its root), `devices` (the default one marked), `description`, `notes`;
    `facts()`: the (name, value) lines `tgtbuild targets show` prints."""

    __slots__ = ("aliases", "description", "devices", "notes", "parents", "tag", "target")

    def __init__(self, target: Target, tag: Tag | None, parents: tuple[str, ...]) -> None:
        self.target, self.parents = target, parents
        self.tag = (target.tag or tag.name) if tag is not None else None
        self.aliases = tuple(tag.aliases) if tag is not None else ()
        self.devices = tuple(f"{d}{' (default)' if d == tag.default_device else ''}"
                             for d in tag.devices) if tag is not None else ()
        self.description = tag.description if tag is not None else ""
        self.notes = tag.notes if tag is not None else ""

    def facts(self) -> list[tuple[str, str]]:
        """(name, value) lines: kind, the tag's, the triple and what builds and runs it here, every attribute,
        the host, the hash and the build folder."""
        target = self.target
        lines = [("kind", target.kind)]
        if self.tag is not None:
            lines.append(("tag", self.tag))
            if self.aliases:
                lines.append(("aliases", ", ".join(self.aliases)))
            lines.append(("parents", " → ".join(self.parents)))
            if self.devices:
                lines.append(("devices", ", ".join(self.devices)))
            if self.description:
                lines.append(("description", self.description))
        if target.kind != "composite":
            triple = target.cpu_target.triple
            lines.append(("triple", f"{triple} (arch {triple.arch}, os {triple.os}, abi {triple.env or '-'})"))
            lines += _support(target, triple)
        lines += [(attr, format_value(target.attrs[attr])) for attr in sorted(target.attrs) if attr != "tag"]
        if target.host is not None:
            lines.append(("host", str(target.host)))
        return [*lines, ("hash", target.short_hash), ("build dir", f"build/{target.dirname}")]

    def __repr__(self) -> str:
        return f"<TargetInfo {self.target}>"


def _support(target: Target, triple: Triple) -> list[tuple[str, str]]:
    """toolchains/support.toml's verdicts for the target: what zig builds and what runs here."""
    from ..support import row_of  # lazily: `targets show --json` prints no verdict (tests/test_startup_imports.py)
    from ..supporttable import verdicts  # lazily: as above

    row = row_of(target)
    if row is None:
        return []
    builds, runs = verdicts(row, triple)
    return [("zig builds", builds), ("runs here", runs)]


def target_info(target: str | Target) -> TargetInfo:
    """`target` (text, a tag with overrides, a tag's device, a triple, JSON, or a Target) in full."""
    if not isinstance(target, (str, Target)):
        _refuse("target: a Target or a str", target)
    parsed = target if isinstance(target, Target) else parse_target(target)
    tag = None
    if isinstance(target, str) and " " not in target.strip():
        tags = registry()
        tag = tags.lookup(target.partition(":")[0])
    return TargetInfo(parsed, tag, tuple(registry().chain(tag.name)) if tag is not None else ())


def _refuse(wanted: str, value: object) -> None:
    from ..argcheck import ArgumentError  # lazily: only on a refusal (see the module's docstring)

    raise ArgumentError(f"{wanted}, not {value!r}")
