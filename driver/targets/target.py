"""`Target`: what to compile for, in one canonical, hashable value.

Every spelling a user may type (kind text, JSON, tag with overrides, bare
triple) is turned into one plain config dict here, then checked against the
kind's schema. `str(target)` is canonical (sorted attributes, defaults left
out), so it keys build dirs, logs and caches: `Target(str(t)) == t`.
"""

from __future__ import annotations

# collections.abc is `from _collections_abc import *`, and nothing before `tgtbuild targets show` loads it:
# 0.14 ms of that command's ~5 ms own work (a fresh interpreter, from .pyc). The interpreter loads
# _collections_abc itself at start (os uses it), so its Mapping, the same class, costs nothing.
from _collections_abc import Mapping
from types import MappingProxyType

from ..errors import TargetError, TgtbuildError, clip, closest
from ..quoting import shell_word
from .kinds import Kind, get_kind, kind_names
from .triple import Triple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


_DIRNAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._-")


def _dashed(text: str) -> str:
    """`text` with each run of characters outside [A-Za-z0-9._-] made one `-` (a folder name).

    What re.sub(r"[^A-Za-z0-9._-]+", "-", text) gives, without compiling the
    pattern (0.1 ms of every `targets show`, whose tags all hold a `/`).
    """
    out: list[str] = []
    in_run = False
    for char in text:
        if char in _DIRNAME_CHARS:
            out.append(char)
            in_run = False
        elif not in_run:
            out.append("-")
            in_run = True
    return "".join(out)


def _tokens(text: str) -> list[str]:
    if text.isprintable() and not any(c in text for c in "'\"\\"):
        # No quotes or escapes and no whitespace but spaces: shlex.split's answer without
        # importing shlex (0.2-0.4 ms of `tgtbuild targets show`, -X importtime).
        return [word for word in text.split(" ") if word]
    import shlex  # lazily: `tgtbuild targets` start up through this module

    try:
        return shlex.split(text)
    except ValueError as exc:
        raise TargetError(f"target {clip(text)}: {exc} (quote a value with spaces like -host='llvm -mcpu=x')") from None


def _flags(tokens: list[str], source: str) -> dict[str, str | None]:
    """`-a=1 --b 2 -flag` → {'a': '1', 'b': '2', 'flag': None}; later flags win."""
    found: dict[str, str | None] = {}
    i = 0
    while i < len(tokens):
        token = tokens[i]
        i += 1
        if not token.startswith("-") or token.strip("-") == "":
            raise TargetError(f"target {clip(source)}: expected -attribute=value, got {clip(token)}")
        body = token[2:] if token.startswith("--") else token[1:]
        name, eq, text = body.partition("=")
        value: str | None = text
        if not eq:
            nxt = tokens[i] if i < len(tokens) else None
            if nxt is not None and not nxt.startswith("-"):
                value = nxt
                i += 1
            else:
                value = None  # a bare flag: only a bool attribute accepts it
        if not name:
            raise TargetError(f"target {clip(source)}: attribute name missing in {clip(token)}")
        found[name] = value
    return found


def _head_config(head: str, source: str) -> dict[str, Any]:
    """The config a target text starts from: a kind, a tag, or a triple."""
    if head in kind_names():
        return {"kind": head}
    from .tags import registry  # lazily: `tgtbuild targets` start up through this module

    tags = registry()
    if head.partition(":")[0] in tags:
        return tags.config(head)
    triple_error = None
    if "-" in head:
        try:
            return {"kind": "llvm", "mtriple": str(Triple.parse(head))}
        except TargetError as exc:
            triple_error = str(exc)
    choices = [*kind_names(), *tags.names(), *(a for n in tags.names() for a in tags.aliases(n))]
    hint = closest(head, choices)
    message = f"unknown target {clip(head)}" + (f" in {clip(source)}" if source != head else "")
    message += ": not a kind, a tag or a triple"
    if hint:
        message += f"; did you mean {hint}?"
    if triple_error and "architecture" not in triple_error:
        message += f" ({triple_error})"
    raise TargetError(message + " — `tgtbuild targets` lists tags; kinds are " + ", ".join(sorted(kind_names())))


def _parse_text(text: str) -> tuple[dict[str, Any], dict[str, str]]:
    """Split a target text into (typed config, text overrides)."""
    stripped = text.strip()
    if not stripped:
        raise TargetError("empty target: give a kind (llvm, cuda, ...), a tag (rasp4b) or a triple")
    if stripped.startswith("{"):
        import json  # lazily: `tgtbuild targets` start up through this module

        try:
            value = json.loads(stripped)
        except json.JSONDecodeError as exc:
            raise TargetError(
                f"target JSON is invalid at line {exc.lineno}, column {exc.colno}: {exc.msg}"
            ) from None
        if not isinstance(value, dict):
            raise TargetError("target JSON must be an object with a \"kind\"")
        return value, {}
    tokens = _tokens(stripped)
    return _head_config(tokens[0], stripped), _flags(tokens[1:], stripped)


def format_value(value: Any) -> str:
    """One attribute value as target text that `_tokens` + `Kind.convert` read back unchanged.

    A list is joined with commas and then quoted like any text: joined bare,
    items with a space, quote or trailing backslash broke the round trip
    (52 of 40,000 fuzzed targets; `-libs=cudnn\\ -host=...` swallowed the host).
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    text = ",".join(value) if isinstance(value, tuple) else str(value)
    return shell_word(text)


def _sha256_hex(data: bytes) -> str:
    """sha256 without hashlib's OpenSSL start-up (~4 ms, a tenth of `targets show`); same digest."""
    try:
        from _sha2 import sha256  # CPython >= 3.12
    except ImportError:
        try:
            from _sha256 import sha256  # CPython 3.10-3.11
        except ImportError:  # other Pythons
            from hashlib import sha256  # lazily: `tgtbuild targets` start up through this module
    return sha256(data).hexdigest()


class Target:
    """A validated target: a kind, its attributes, and the host that drives it.

    Immutable; equal targets have equal canonical text and hash alike.
    """

    __slots__ = ("kind", "attrs", "host", "_text")

    kind: str
    attrs: Mapping[str, Any]
    host: Target | None

    def __init__(self, target: str | Mapping[str, Any] | Target, host: Any = None):
        try:
            self._build(target, host)
        except RecursionError:  # deep JSON, lists or hosts: the CLI said so, Python's Target() raised RecursionError
            raise TargetError("target nests too deeply (JSON objects, lists or hosts inside each other)") from None

    def _build(self, target: str | Mapping[str, Any] | Target, host: Any) -> None:
        if isinstance(target, Target):
            config: dict[str, Any] = target.export()
            overrides: dict[str, str | None] = {}
        elif isinstance(target, str):
            config, overrides = _parse_text(target)
        elif isinstance(target, Mapping):
            config, overrides = dict(target), {}
            if "kind" not in config and isinstance(config.get("tag"), str):
                from .tags import registry  # lazily: `tgtbuild targets` start up through this module

                config = {**registry().config(config["tag"]), **config}
        else:
            raise TargetError(f"a target is text, a dict or a Target, not {type(target).__name__}")
        self._set(config, overrides, host)

    def _set(self, config: Mapping[str, Any], overrides: Mapping[str, str | None], host: Any) -> None:
        kind_name, attrs, host_value = self._check(config, overrides)
        if host is not None:
            host_value = host
        object.__setattr__(self, "kind", kind_name)
        object.__setattr__(self, "attrs", MappingProxyType(attrs))
        object.__setattr__(self, "host", self._make_host(get_kind(kind_name), host_value))
        object.__setattr__(self, "_text", None)

    # ------------------------------------------------------------ validation

    @staticmethod
    def _check(config: Mapping[str, Any], overrides: Mapping[str, str | None]) -> tuple[str, dict[str, Any], Any]:
        """Type-check every attribute, add defaults, reject unknown keys."""
        kind_name = config.get("kind")
        if not isinstance(kind_name, str):
            raise TargetError(f"target {clip(dict(config))} has no \"kind\" (kinds: {', '.join(sorted(kind_names()))})")
        kind = get_kind(kind_name)
        attrs: dict[str, Any] = {}
        host_value = None
        sources = [(config, False), (overrides, True)]
        for values, from_text in sources:
            for key, value in values.items():
                if not isinstance(key, str):
                    raise TargetError(f"kind {kind.name}: attribute names are text, got {clip(key)}")
                if key == "kind":
                    if from_text:
                        raise TargetError("-kind cannot be overridden: start the text with the kind instead")
                    continue
                spec = kind.spec(key)
                if value is None and from_text:
                    if spec.type != "bool":
                        raise TargetError(f"kind {kind.name}: -{spec.name} needs a value ({spec.describe()})")
                    value = "true"
                if spec.type == "target":
                    host_value = value
                elif spec.type == "targets":
                    attrs[spec.name] = Target._devices(value)
                else:
                    attrs[spec.name] = kind.convert(spec.name, value, from_text=from_text)
        for spec in kind.attrs.values():
            if spec.default is not None and spec.name not in attrs:
                attrs[spec.name] = spec.default
        keys = tuple(attrs.get("keys", ()))
        attrs["keys"] = keys + tuple(k for k in kind.default_keys if k not in keys)
        if "mtriple" in attrs:
            attrs["mtriple"] = str(Triple.parse(attrs["mtriple"]))
        return kind.name, attrs, host_value

    @staticmethod
    def _devices(value: Any) -> tuple[Target, ...]:
        if isinstance(value, str) and "," in value and not value.lstrip().startswith("{"):
            try:  # `-devices=opencl,cuda` lists two; `cuda -mattr=+a,+b` is one device
                value = [Target(value)]
            except TgtbuildError:
                value = [part for part in value.split(",") if part.strip()]
        if isinstance(value, (str, Mapping, Target)):
            value = [value]
        if not isinstance(value, (list, tuple)) or not value:
            raise TargetError("composite: -devices must be a non-empty list of targets")
        devices = tuple(Target(v) for v in value)
        for device in devices:
            if device.kind == "composite":
                raise TargetError("composite: a device cannot itself be composite")
        return devices

    @staticmethod
    def _make_host(kind: Kind, value: Any) -> Target | None:
        """The host Target; a device kind with none gets this machine's triple."""
        if value is None or value == "":
            if kind.is_device or kind.name == "composite":
                return Target({"kind": "llvm", "mtriple": str(Triple.host())})
            return None
        try:
            host = value if isinstance(value, Target) else Target(value)
        except RecursionError:
            raise TargetError("target hosts nest too deeply") from None
        if get_kind(host.kind).device_type != "cpu":
            raise TargetError(f"-host must be a CPU target (llvm, c, ...), got kind {host.kind}")
        # A tag used as a host may carry a host of its own (itself): drop it.
        return host if host.host is None else Target(host.export_without_host())

    # ------------------------------------------------------------ views

    def with_overrides(self, overrides: Mapping[str, str | None]) -> Target:
        """This target with attributes set as `-NAME=VALUE` words after its text set them (checked and
        converted alike), from the object: nothing printed to text and parsed again (the tuner's build knobs)."""
        made = object.__new__(Target)
        made._set(self.export(), overrides, None)
        return made

    def export_without_host(self) -> dict[str, Any]:
        return {k: v for k, v in self.export().items() if k != "host"}

    def export(self) -> dict[str, Any]:
        """JSON-able dict with every attribute (defaults included) and the host."""
        out: dict[str, Any] = {"kind": self.kind}
        for name in sorted(self.attrs):
            value = self.attrs[name]
            if isinstance(value, tuple):
                value = [v.export() if isinstance(v, Target) else v for v in value]
            out[name] = value
        if self.host is not None:
            out["host"] = self.host.export()
        return out

    def to_json(self) -> str:
        import json  # lazily: `tgtbuild targets` start up through this module

        return json.dumps(self.export(), sort_keys=True)

    def __str__(self) -> str:
        if self._text is None:
            object.__setattr__(self, "_text", self._canonical())
        return self._text

    def _canonical(self) -> str:
        if self.kind == "composite":
            import json  # lazily: `tgtbuild targets` start up through this module

            return json.dumps(self.export(), sort_keys=True, separators=(",", ":"))
        kind = get_kind(self.kind)
        parts = [self.kind]
        for name in sorted(self.attrs):
            value = self.attrs[name]
            default = kind.default_keys if name == "keys" else kind.attrs[name].default
            if value == default:
                continue
            parts.append(f"-{name}={format_value(value)}")
        if self.host is not None:
            parts.append(f"-host={shell_word(str(self.host))}")
        return " ".join(parts)

    def __repr__(self) -> str:
        return f"Target({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Target) and str(self) == str(other)

    def __hash__(self) -> int:
        return hash(str(self))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("Target is immutable; build a new one, e.g. Target(t, host=...)")

    def __reduce__(self):
        return (Target, (str(self),))

    @property
    def short_hash(self) -> str:
        """12 hex digits of sha256(str(self)): stable across runs and machines."""
        return _sha256_hex(str(self).encode())[:12]

    @property
    def dirname(self) -> str:
        """A readable, filesystem-safe build folder name ending in the short hash."""
        if self.tag:
            readable = self.tag
        else:
            bits = [self.kind, self.attrs.get("mtriple", ""), self.attrs.get("mcpu", ""), self.attrs.get("arch", "")]
            readable = "-".join(b for b in bits if b)
        readable = _dashed(readable).strip("-")[:60]
        return f"{readable}-{self.short_hash[:8]}"

    @property
    def tag(self) -> str | None:
        return self.attrs.get("tag") or None

    @property
    def keys(self) -> tuple[str, ...]:
        return self.attrs["keys"]

    @property
    def devices(self) -> tuple[Target, ...]:
        """The devices of a composite target; (self,) for any other."""
        return self.attrs["devices"] if self.kind == "composite" else (self,)

    @property
    def is_device(self) -> bool:
        """True when code for this target runs beside a host CPU."""
        return get_kind(self.kind).is_device

    @property
    def triple(self) -> Triple:
        """The target's triple; a CPU target without -mtriple is this machine."""
        text = self.attrs.get("mtriple")
        if text:
            return Triple.parse(text)
        if self.kind in ("cuda", "nvptx"):
            return Triple.parse("nvptx64-nvidia-cuda")
        if self.kind == "rocm":
            return Triple.parse("amdgcn-amd-amdhsa")
        if self.is_device or self.kind == "composite":
            raise TargetError(f"kind {self.kind} has no triple; its host has: {self.host}")
        return Triple.host()

    @property
    def cpu_target(self) -> Target:
        """The target whose triple compiles host code: self for CPUs, else the host (of a composite too)."""
        return self.host if self.host is not None and (self.is_device or self.kind == "composite") else self


def parse_target(text: str) -> Target:
    """Target from user text, with every failure a TgtbuildError (for the CLI)."""
    try:
        return Target(text)
    except TgtbuildError:
        raise
    except RecursionError:
        raise TargetError("target text nests too deeply") from None
