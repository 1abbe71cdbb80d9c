"""Target kinds: typed attribute schemas read from `toolchains/kinds.toml`.

A kind says which attributes a target may carry, their types and defaults.
Values are checked and converted here in one fixed order (type check →
defaults → reject unknown keys), so every way of writing a target (text,
JSON, tag) ends in the same canonical attribute set.
"""

from __future__ import annotations

import os

from ..errors import ConfigError, TargetError, clip, did_you_mean
from ..paths import data_dir_str
from ..record import Record
from ..tomlfile import Field, check_table, load_many

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Collection, Mapping
    from typing import Any

TYPES = ("str", "int", "float", "bool", "list", "target", "targets")
_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


class AttrSpec(Record):
    """One typed attribute of a kind (`Record`s, not dataclasses, keep `import dataclasses` off start-up)."""

    __slots__ = ()
    name: str
    type: str  # one of TYPES
    default: Any = None  # the value when unset
    choices: tuple[str, ...] = ()
    min: int | None = None
    max: int | None = None
    doc: str = ""

    def describe(self) -> str:
        """'int >= 1', "one of hard, soft, softfp": what the user may write."""
        if self.choices:
            return "one of " + ", ".join(self.choices)
        kind = {"list": "comma-separated list", "target": "target text", "targets": "list of targets"}
        text = kind.get(self.type, self.type)
        if self.min is not None and self.max is not None:
            return f"{text} in {self.min}..{self.max}"
        if self.min is not None:
            return f"{text} >= {self.min}"
        return text


class Kind(Record):
    """A target kind and its attribute schema (common attributes included)."""

    __slots__ = ()
    name: str
    device_type: str  # "cpu" | "gpu" | "accel" | "composite"
    default_keys: tuple[str, ...]
    attrs: Mapping[str, AttrSpec]
    doc: str = ""

    @property
    def is_device(self) -> bool:
        """True when code for this kind needs a host CPU beside it."""
        return self.device_type in ("gpu", "accel")

    def spec(self, name: str) -> AttrSpec:
        """The attribute `name` (either '-' or '_' as separator), or a TargetError."""
        for candidate in (name, name.replace("_", "-"), name.replace("-", "_")):
            if candidate in self.attrs:
                return self.attrs[candidate]
        raise TargetError(
            f"unknown attribute -{name if len(name) <= 120 else clip(name)} for kind {self.name}"
            f"{did_you_mean(name, self.attrs, prefix='-')} "
            f"(known: {', '.join(sorted(self.attrs))})"
        )

    def convert(self, name: str, value: Any, *, from_text: bool) -> Any:
        """Check one value against its spec; text values are parsed first.

        Returns the canonical Python value: str, int, float, bool, tuple of
        str. `target`/`targets` values are returned unchanged for the caller.
        """
        spec = self.spec(name)
        try:
            result = _coerce(spec, value, from_text)
        except (TypeError, ValueError):
            shown = value if from_text else f"{value!r} ({type(value).__name__})"
            if len(shown) > 120:
                shown = f"{clip(value)} ({type(value).__name__})"
            raise TargetError(
                f"kind {self.name}: attribute -{spec.name} expects {spec.describe()}, got {shown}"
            ) from None
        if spec.choices and result not in spec.choices:
            raise TargetError(
                f"kind {self.name}: attribute -{spec.name} must be one of {', '.join(spec.choices)}, "
                f"got {clip(result)}{did_you_mean(str(result), spec.choices)}"
            )
        if isinstance(result, int) and not isinstance(result, bool):
            if not -(1 << 63) <= result < 1 << 63:  # TVM's attributes are int64; -num-cores=1e23 was accepted
                raise TargetError(f"kind {self.name}: attribute -{spec.name} expects {spec.describe()} "
                                  f"(a 64-bit integer), got {clip(str(result), 40)}")
            if (spec.min is not None and result < spec.min) or (spec.max is not None and result > spec.max):
                raise TargetError(
                    f"kind {self.name}: attribute -{spec.name} expects {spec.describe()}, got {result}"
                )
        return result


def _coerce(spec: AttrSpec, value: Any, from_text: bool) -> Any:
    """Convert `value` to the spec's type; ValueError/TypeError when it does not fit."""
    kind = spec.type
    if kind in ("target", "targets"):
        return value
    if from_text and isinstance(value, str):
        text = value.strip()
        if kind == "int":
            return int(text, 0)
        if kind == "float":
            return float(text)
        if kind == "bool":
            if text.lower() in _TRUE:
                return True
            if text.lower() in _FALSE:
                return False
            raise ValueError(text)
        if kind == "list":
            return tuple(part.strip() for part in text.split(",") if part.strip())
        return text
    if kind == "int" and isinstance(value, int) and not isinstance(value, bool):
        return value
    if kind == "float" and isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    if kind == "bool" and isinstance(value, bool):
        return value
    if kind == "str" and isinstance(value, str):
        return value.strip()  # as from text: the canonical text must read back the same value
    if kind == "list":
        if isinstance(value, str):
            value = [value]
        if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
            # Items are split at commas like text is: ["+a,+b"] and "+a,+b" are one list.
            return tuple(p.strip() for v in value for p in v.split(",") if p.strip())
    raise TypeError(value)


ATTR_FIELDS = {  # one attribute's table in kinds.toml, checked like every user file (tomlfile.check_table)
    "type": Field((str,), "one of " + ", ".join(TYPES)),
    "default": Field((str, int, float, bool, list), "a value of the attribute's type"),
    "choices": Field((list,), "a list of allowed values (text)", (str,)),
    "min": Field((int,), "an integer bound"),
    "max": Field((int,), "an integer bound"),
    "doc": Field((str,), "text"),
}


def _parse_attr(kind: str, name: str, table: Any, where: str) -> tuple:
    """One attribute's table, checked, as the plain tuple of an AttrSpec (the cache holds these)."""
    keys = ["common", name] if kind == "*" else ["kinds", kind, "attrs", name]
    check_table(table, ATTR_FIELDS, where, keys, f"kind {kind} attribute {name}")
    if table.get("type") not in TYPES:
        raise ConfigError(f"{where}: kind {kind} attribute {name}: 'type' must be one of {', '.join(TYPES)}")
    default = table.get("default")
    if isinstance(default, list):
        default = tuple(default)
    return (name, table["type"], default, tuple(table.get("choices", ())), table.get("min"), table.get("max"),
            table.get("doc", ""))


def _build(path: str, parsed: list[dict]) -> tuple:
    """kinds.toml checked, as plain data: (common attributes, {kind: (device type, default keys, attributes, doc)}).

    Done once per change of the file (tomlfile.load_many keeps the result), not on every start:
    checking its ~100 attribute tables was a quarter of a millisecond of `tgtbuild targets show`.
    """
    (data,) = parsed
    common = {n: _parse_attr("*", n, t, path) for n, t in data.get("common", {}).items()}
    kinds = {}
    for name, table in data.get("kinds", {}).items():
        attrs = {}
        for attr, spec in table.get("attrs", {}).items():
            if attr in common:
                raise ConfigError(f"{path}: kind {name} redefines common attribute {attr}")
            attrs[attr] = _parse_attr(name, attr, spec, path)
        kinds[name] = (table.get("device-type", "cpu"), tuple(table.get("default-keys", ())), attrs,
                       table.get("doc", ""))
    return common, kinds


_ROWS: tuple[dict[str, tuple], dict[str, tuple]] | None = None
_COMMON: dict[str, AttrSpec] | None = None


def _rows() -> tuple[dict[str, tuple], dict[str, tuple]]:
    """kinds.toml checked, as `_build` gives it (cached with marshal), read once per process."""
    global _ROWS
    if _ROWS is None:
        path = os.path.join(data_dir_str("toolchains"), "kinds.toml")
        _ROWS = load_many("kinds-checked", [path], build=lambda parsed: _build(path, parsed))
    return _ROWS


def _common() -> dict[str, AttrSpec]:
    global _COMMON
    if _COMMON is None:
        _COMMON = {name: AttrSpec(*row) for name, row in _rows()[0].items()}
    return _COMMON


_MADE: dict[str, Kind] = {}  # each Kind made when first asked for: `targets show rasp4b` needs llvm's 11 specs,
# not the 96 of all twelve kinds (90 Records made for nothing, 0.05 ms of that command's start)


def kind_names() -> Collection[str]:
    """The kinds' names, in kinds.toml's order (none of them made)."""
    return _rows()[1].keys()


def kinds() -> dict[str, Kind]:
    """Every kind, loaded once per process from `toolchains/kinds.toml`."""
    return {name: get_kind(name) for name in kind_names()}


def get_kind(name: str) -> Kind:
    """The kind `name`, or a TargetError listing the kinds."""
    made = _MADE.get(name)
    if made is not None:
        return made
    rows = _rows()[1]
    if name not in rows:
        raise TargetError(
            f"unknown target kind {clip(name)}{did_you_mean(name, rows)} (kinds: {', '.join(sorted(rows))})"
        )
    device_type, default_keys, attrs, doc = rows[name]
    made = _MADE[name] = Kind(name, device_type, default_keys,
                              {**_common(), **{a: AttrSpec(*row) for a, row in attrs.items()}}, doc)
    return made
