"""The tag registry: named devices read from `toolchains/tags/*.toml`.

Format and merge rules are in docs/tags.md. Built-in files load first, then
the user's config folders (`paths.config_dirs()`), so a user can add boards or
override one without editing the package. Loading only reads data; turning a
tag into a Target is `Target`'s job, which keeps the registry free of the
parsing rules.
"""

from __future__ import annotations

import functools
import os

from ..errors import ConfigError, TargetError, clip, did_you_mean
from ..paths import config_dir_strs, data_dir_str
from ..record import Record
from ..tomlfile import Field, check_table, load_many

TYPE_CHECKING = False
if TYPE_CHECKING:  # collections.abc too: it is not loaded before `targets show` (0.14 ms)
    from collections.abc import Mapping
    from typing import Any

_TEXT = (str,)
FILE_FIELDS = {
    "defaults": Field((dict,), "a table of target attributes shared by the file's tags"),
    "tags": Field((dict,), "a table of tags, each a table ([tags.NAME] or NAME = { ... })", (dict,)),
}
TAG_FIELDS = {  # the reserved keys of a tag; every other key is a target attribute
    "aliases": Field((list,), 'a list of names, e.g. ["rpi4"]', _TEXT),
    "parent": Field(_TEXT, "a tag name"),
    "description": Field(_TEXT, "text"),
    "notes": Field(_TEXT, "text"),
    "devices": Field((dict,), "a table of device tables", (dict,)),
    "default-device": Field(_TEXT, "the name of one of its devices"),
    "tvm-differs": Field((dict,), "a table of attribute path = reason (text)", _TEXT),
}
DEVICE_FIELDS = {"parent": Field(_TEXT, "a tag name, or tag:device")}
RESERVED = frozenset(TAG_FIELDS)


class Tag(Record):
    """One named device: its own attributes plus where they come from (see docs/tags.md)."""

    __slots__ = ()
    name: str
    attrs: Mapping[str, Any]  # its own attributes, the file's defaults applied
    source: str = ""  # the TOML file
    aliases: tuple[str, ...] = ()
    parent: str | None = None
    description: str = ""
    notes: str = ""
    devices: Mapping[str, Mapping[str, Any]] = {}
    default_device: str | None = None
    tvm_differs: Mapping[str, str] = {}

    @property
    def kind(self) -> str:
        """The kind of the tag's own attributes ('' when it only has devices)."""
        return str(self.attrs.get("kind", ""))


def _tag_from_table(name: str, table: Any, defaults: Mapping[str, Any], source: str) -> Tag:
    check_table(table, TAG_FIELDS, source, ["tags", name], f"tag {name!r}", open_keys=True)
    own = {k: v for k, v in table.items() if k not in RESERVED}
    parent = table.get("parent")
    attrs = own if parent else {**defaults, **own}
    devices = table.get("devices", {})
    for device, device_table in devices.items():
        check_table(device_table, DEVICE_FIELDS, source, ["tags", name, "devices", device],
                    f"device {name}:{device}", open_keys=True)
    default_device = table.get("default-device")
    if default_device is not None and default_device not in devices:
        raise ConfigError(
            f"{source}: tag {name!r}: default-device {default_device!r} is not one of "
            f"its devices ({', '.join(devices) or 'none'})"
        )
    aliases = table.get("aliases", [])
    return Tag(
        name=name,
        attrs=attrs,
        source=source,
        aliases=tuple(aliases),
        parent=parent,
        description=table.get("description", ""),
        notes=table.get("notes", ""),
        devices=devices,
        default_device=default_device,
        tvm_differs=table.get("tvm-differs", {}),
    )


def _load_files(files: list[str], parsed: list[dict[str, Any]]) -> dict[str, Tag]:
    tags: dict[str, Tag] = {}
    for path, data in zip(files, parsed, strict=True):
        check_table(data, FILE_FIELDS, str(path), [], "tag file")
        defaults = data.get("defaults", {})
        for name, table in data.get("tags", {}).items():
            tags[name] = _tag_from_table(name, table, defaults, str(path))
    return tags


class TagRegistry:
    """Tags by canonical name, with aliases and parent chains.

    Built from Tags (checked here: aliases, parents, cycles) or from the
    plain tuples `compile_tags` caches (already checked; each Tag is made
    on first lookup, since a command touches a handful of ~400).
    """

    def __init__(self, tags: Mapping[str, Tag | tuple], *, checked: bool = False):
        self._tags: dict[str, Any] = dict(tags)
        self._alias: dict[str, str] = {}
        for name, tag in self._tags.items():
            for alias in tag[3]:  # Tag.aliases
                if alias in self._tags and alias != name:
                    raise ConfigError(_shadow_message(alias, name, tag[2], self._tags[alias][2]))
                self._alias[alias] = name
        if not checked:
            self._check_parents()

    def _check_parents(self) -> None:
        """Reject unknown parents and cycles at load, visiting each tag once.

        Walking every tag's whole chain was quadratic (with a list for `seen`,
        cubic): 800 chained tags took 1.2 s, 3,000 over a minute. A walk stops
        at the first tag already known to be good.
        """
        good: set[str] = set()
        for name in self._tags:
            path: dict[str, None] = {}  # insertion-ordered set: the chain walked so far
            tag = self.get(name)
            while tag.name not in good:
                path[tag.name] = None
                if not tag.parent:
                    break
                parent = self._parent_of(tag)
                if parent.name in path:
                    raise ConfigError(f"{tag.source}: tag parents form a cycle: {' → '.join([*path, parent.name])}")
                tag = parent
            good.update(path)

    def _parent_of(self, tag: Tag) -> Tag:
        parent = self.lookup(tag.parent)
        if parent is None:
            raise ConfigError(f"{tag.source}: tag {tag.name}: unknown parent {tag.parent!r}"
                              f"{did_you_mean(tag.parent, self._tags)}")
        return parent

    def names(self) -> list[str]:
        return sorted(self._tags)

    def __len__(self) -> int:
        return len(self._tags)

    def __contains__(self, name: str) -> bool:
        return self.lookup(name) is not None

    def lookup(self, name: str) -> Tag | None:
        """The tag called `name` or aliased `name`, or None."""
        key = name if name in self._tags else self._alias.get(name)
        if key is None:
            return None
        tag = self._tags[key]
        if not isinstance(tag, Tag):
            tag = self._tags[key] = Tag._make(tag)
        return tag

    def get(self, name: str) -> Tag:
        """Like lookup, but an unknown name is a TargetError with a suggestion."""
        tag = self.lookup(name)
        if tag is None:
            raise TargetError(
                f"unknown tag {clip(name)}{did_you_mean(name, [*self._tags, *self._alias])} "
                "(`tgtbuild targets --search TEXT` lists tags)"
            )
        return tag

    def aliases(self, name: str) -> tuple[str, ...]:
        return self.get(name).aliases

    def chain(self, name: str) -> list[str]:
        """[name, parent, grandparent, ...] by canonical names."""
        tag = self.get(name)
        seen = {tag.name: None}  # insertion-ordered set
        while tag.parent:
            parent = self._parent_of(tag)
            if parent.name in seen:
                raise ConfigError(f"{tag.source}: tag parents form a cycle: {' → '.join([*seen, parent.name])}")
            seen[parent.name] = None
            tag = parent
        return list(seen)

    def config(self, name: str, _resolving: tuple[str, ...] = ()) -> dict[str, Any]:
        """The merged attribute dict for `name` or `name:device`, with `tag` set.

        Parents resolve first and each child shallow-merges over them; a
        board with devices resolves to its default device unless one is
        selected after a colon. A device whose parent leads back to itself is
        a ConfigError (it was a RecursionError).
        """
        base_name, _, device = name.partition(":")
        tag = self.get(base_name)
        device = device or tag.default_device or ""
        if device:
            if device not in tag.devices:
                raise TargetError(
                    f"tag {tag.name} has no device {clip(device)}{did_you_mean(device, tag.devices)} "
                    f"(devices: {', '.join(tag.devices) or 'none'})"
                )
            table = tag.devices[device]
            parent = table.get("parent")
            here = f"{tag.name}:{device}"
            if here in _resolving:
                raise ConfigError(f"{tag.source}: device parents form a cycle: {' → '.join([*_resolving, here])}")
            inherited = self.config(parent, (*_resolving, here)) if parent else {}
            merged = {**inherited, **{k: v for k, v in table.items() if k != "parent"}}
            merged["tag"] = f"{tag.name}:{device}"
            return merged
        merged = {}
        for ancestor in reversed(self.chain(tag.name)):
            merged.update(self.get(ancestor).attrs)
        if "kind" not in merged:
            raise ConfigError(f"{tag.source}: tag {tag.name} has no kind and no default-device")
        merged["tag"] = tag.name
        return merged

    def search(self, text: str = "", kind: str = "") -> list[Tag]:
        """Tags whose name, aliases or description contain `text` (case-insensitive)."""
        needle = text.lower()
        found = []
        for name in self.names():
            tag = self.get(name)
            hay = " ".join([name, *tag.aliases, tag.description]).lower()
            if needle and needle not in hay:
                continue
            if kind and self.config(name).get("kind") != kind:
                continue
            found.append(tag)
        return found


def _shadow_message(alias: str, owner: str, alias_source: str, tag_source: str) -> str:
    """Name the file loaded later as the one to fix, and both sides of the collision.

    A user's tag `t4` (tags/mine.toml) met the built-in alias `t4` of
    nvidia/nvidia-t4, and the error blamed the built-in nvidia.toml, which
    the user cannot and should not edit.
    """
    order = {path: index for index, path in enumerate(tag_files())}
    later = max((alias_source, tag_source), key=lambda path: order.get(path, -1))
    advice = "rename one of them (tag names and aliases share one namespace)"
    if later == tag_source:
        advice = (f"rename your tag, or call it {owner} to replace that tag, aliases included "
                  "(tag names and aliases share one namespace)")
    return (f"{later}: the alias {alias!r} of tag {owner} ({alias_source}) shadows the tag {alias} "
            f"({tag_source}); {advice}")


def tag_files() -> list[str]:
    """Built-in tag files, then each user config folder's, lowest priority first."""
    folders = [os.path.join(d, "tags") for d in (data_dir_str("toolchains"), *config_dir_strs())]
    return [
        os.path.join(folder, name)
        for folder in folders
        if os.path.isdir(folder)
        for name in sorted(os.listdir(folder))
        if name.endswith(".toml")
    ]


def compile_tags(files: list[str], parsed: list[dict[str, Any]]) -> dict[str, tuple]:
    """Checked tags as plain tuples (what the start-up cache stores)."""
    tags = _load_files(files, parsed)
    TagRegistry(tags)  # raises ConfigError on bad aliases, parents or cycles
    return {name: tuple(tag) for name, tag in tags.items()}


@functools.lru_cache(maxsize=1)
def registry() -> TagRegistry:
    """The process-wide registry, loaded on first use (from the cache when the files are unchanged)."""
    files = tag_files()
    table = load_many("tags-index", files, build=lambda parsed: compile_tags(files, parsed))
    return TagRegistry(table, checked=True)
