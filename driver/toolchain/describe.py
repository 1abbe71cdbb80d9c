r"""Toolchain descriptions: load `toolchains/tools/*.toml` and check them.

A description is data only: which triples and kinds it serves, where its
tools are, how it spells the target and its flags, how to read its version
and what to install when it is missing. Built-in files load first, then each
user config folder's `tools/*.toml` (`paths.config_dirs()`), so a user file
with the same `name` replaces the built-in one and a new name adds a
toolchain. Every key is checked here, so later stages trust the values.

Format of one file (unknown keys are errors):

    name = "zig"                  # unique; a user file with the same name replaces this one
    family = "zig"                # zig | gcc | clang | ndk | cuda | llvm
    priority = 10                 # lower is tried first by select(target)
    summary = "..."               # one line for `tgtbuild toolchains`
    languages = ["c", "c++", "asm"]   # c, c++, asm, cuda, ir, opencl
    kinds = ["llvm", "c"]         # target kinds served
    serves = ["aarch64-*-linux-gnu"]  # fnmatch patterns on the canonical triple arch-vendor-os-env
    install = "pip install ziglang"   # hint when missing; may use {prefix} {target}
    launcher = "ccache"           # optional: default compiler launcher
    [find]                        # where the probe program is, searched in this order:
    python-module = "ziglang"     #   the folder of an installed Python module
    env = ["ANDROID_NDK_HOME"]    #   $VAR/<bin-dir>
    bin-dir = "toolchains/llvm/prebuilt/linux-x86_64/bin"
    use-path = true               #   PATH (default: true unless python-module/env is given)
    paths = ["/usr/local/cuda/bin"]   # extra folders, last
    probe = "{prefix}-gcc"        # the program whose presence means "found"
    prefixes = ["aarch64-linux-gnu"]  # {prefix} values to probe when no target is given
    [version]
    args = ["--version"]          # run the probe with these
    pattern = 'version (\S+)'     # first group is the version
    [spelling]
    style = "zig"                 # how {target} spells the triple: zig | gnu | llvm | ndk
    glibc = "2.28"                # zig: glibc version pinned for *-gnu targets
    default-api = 24              # ndk: API level when the triple has none
    sysroot = ["/usr/{prefix}"]   # first existing folder becomes --sysroot
    [tools]                       # argv templates: {dir} {prefix} {target} {api} {glibc} {sysroot}
    cc = ["{dir}/zig", "cc", "-target", "{target}"]   # also cxx, ar, ranlib, strip, ldflags, nvcc, ptxas, fatbinary
    [flags]
    style = "zig"                 # how mcpu/mattr become flags: zig | gcc | clang | cuda | llvm
    extra-cflags = []             # appended as is
    extra-ldflags = []
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..errors import ConfigError, did_you_mean
from ..frozen import field, frozen
from ..paths import config_dirs, data_dir
from ..tomlfile import BOOLEAN, INTEGER, TABLE, TEXT, WORDS, Field, check_table, load_many

SPELLING_STYLES = ("zig", "gnu", "llvm", "ndk")
FLAG_STYLES = ("zig", "gcc", "clang", "cuda", "llvm")
TOOL_NAMES = ("cc", "cxx", "ar", "ranlib", "strip", "ldflags", "nvcc", "ptxas", "fatbinary")
LANGUAGES = ("c", "c++", "asm", "cuda", "ir", "opencl")
PLACEHOLDERS = frozenset({"dir", "prefix", "target", "api", "glibc", "sysroot"})

_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")

# Every key of a description file: field -> (its table, "" for the top level; its key there; what it holds).
# The tables' schemas are read from here, and a key the file leaves out keeps the field's default (Description).
_KEYS = {
    "name": ("", "name", TEXT), "family": ("", "family", TEXT), "serves": ("", "serves", WORDS),
    "install": ("", "install", TEXT), "priority": ("", "priority", INTEGER), "summary": ("", "summary", TEXT),
    "languages": ("", "languages", WORDS), "kinds": ("", "kinds", WORDS), "launcher": ("", "launcher", TEXT),
    "python_module": ("find", "python-module", TEXT), "probe": ("find", "probe", TEXT),
    "prefixes": ("find", "prefixes", WORDS), "env": ("find", "env", WORDS), "bin_dir": ("find", "bin-dir", TEXT),
    "paths": ("find", "paths", WORDS), "use_path": ("find", "use-path", BOOLEAN),
    "version_args": ("version", "args", WORDS), "version_pattern": ("version", "pattern", TEXT),
    "spelling": ("spelling", "style", TEXT), "glibc": ("spelling", "glibc", TEXT),
    "default_api": ("spelling", "default-api", INTEGER), "sysroots": ("spelling", "sysroot", WORDS),
    "flag_style": ("flags", "style", TEXT), "extra_cflags": ("flags", "extra-cflags", WORDS),
    "extra_ldflags": ("flags", "extra-ldflags", WORDS), "unsanitized_link": ("flags", "unsanitized-link", WORDS),
}
_REQUIRED = ("name", "family", "serves", "install")
_SCHEMAS: dict[str, dict[str, Field]] = {"": {}, "tools": dict.fromkeys(TOOL_NAMES, WORDS)}
for _table, _key, _holds in _KEYS.values():
    _SCHEMAS.setdefault(_table, {})[_key] = _holds
_SCHEMAS[""].update(dict.fromkeys(sorted(set(_SCHEMAS) - {""}), TABLE))


@frozen(eq=False)  # hashed by identity: loaded once per process
class Description:
    """One toolchain description, validated. Values are plain built-ins.

    The defaults here are a file's when it leaves a key out (`_WHERE` says
    which key fills which field): `parse_description` passes only what the
    file gives, so no default is said twice.
    """

    name: str
    family: str
    path: Path
    serves: tuple[str, ...]
    install: str
    priority: int = 50
    summary: str = ""
    languages: tuple[str, ...] = ("c", "c++", "asm")
    kinds: tuple[str, ...] = ("llvm", "c")
    launcher: str = ""
    python_module: str = ""
    probe: str = ""
    prefixes: tuple[str, ...] = ()
    env: tuple[str, ...] = ()
    bin_dir: str = ""
    paths: tuple[str, ...] = ()
    use_path: bool = True
    version_args: tuple[str, ...] = ()
    version_pattern: str = ""
    spelling: str = "llvm"
    glibc: str = ""
    default_api: int = 24
    sysroots: tuple[str, ...] = ()
    tools: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    flag_style: str = "llvm"
    extra_cflags: tuple[str, ...] = ()
    extra_ldflags: tuple[str, ...] = ()
    unsanitized_link: tuple[str, ...] = ()

    @property
    def compiles_c(self) -> bool:
        return "c" in self.languages


def _check_placeholders(values: list[str] | tuple[str, ...], where: str) -> None:
    for value in values:
        for name in _PLACEHOLDER.findall(value):
            if name not in PLACEHOLDERS:
                raise ConfigError(
                    f"{where}: unknown placeholder {{{name}}} in {value!r}{did_you_mean(name, PLACEHOLDERS)} "
                    f"(known: {', '.join(sorted('{' + p + '}' for p in PLACEHOLDERS))})"
                )


def _choice(value: str, choices: tuple[str, ...], where: str) -> str:
    if value not in choices:
        raise ConfigError(f"{where}: {value!r} is not one of {', '.join(choices)}{did_you_mean(value, choices)}")
    return value


def parse_description(data: Mapping[str, Any], path: Path) -> Description:
    """A Description from one parsed TOML file; ConfigError names file and key."""
    where = str(path)
    for table, fields in _SCHEMAS.items():
        check_table(data.get(table, {}) if table else data, fields, where, [table] if table else [],
                    f"[{table}]" if table else "toolchain description")
    for key in _REQUIRED:
        if key not in data:
            raise ConfigError(f"{where}: missing required key {key!r}")
    find = data.get("find", {})
    version = data.get("version", {})
    tools_table = data.get("tools", {})
    tools = {k: tuple(v) for k, v in tools_table.items()}
    for key, argv in tools.items():
        if not argv and key != "ldflags":
            raise ConfigError(f"{where} [tools]: {key!r} is an empty command")
        _check_placeholders(argv, f"{where} [tools] {key}")
    _check_placeholders([data["install"], find.get("probe", "")], where)
    for lang in data.get("languages", []):
        _choice(lang, LANGUAGES, f"{where}: languages")
    if version.get("pattern"):
        try:
            re.compile(version["pattern"])
        except re.error as exc:
            raise ConfigError(f"{where} [version]: pattern is not a valid regular expression: {exc}") from None
    if not find.get("probe") and not find.get("python-module"):
        raise ConfigError(f"{where} [find]: give 'probe' (a program name) or 'python-module'")
    use_path = find.get("use-path")
    if use_path is None:
        use_path = not (find.get("env") or find.get("python-module"))
    given: dict[str, Any] = {}  # each value checked against its key's Field above
    for name, (table, key, _holds) in _KEYS.items():
        values = data.get(table, {}) if table else data
        if key in values:
            given[name] = tuple(values[key]) if isinstance(values[key], list) else values[key]
    for name, choices, what in (("spelling", SPELLING_STYLES, "[spelling] style"),
                                ("flag_style", FLAG_STYLES, "[flags] style")):
        if name in given:
            _choice(given[name], choices, f"{where} {what}")
    return Description(path=path, **{**given, "use_path": use_path, "tools": tools})


def description_files() -> list[Path]:
    """Built-in files first, then each user config folder's tools/*.toml."""
    files = sorted((data_dir("toolchains") / "tools").glob("*.toml"))
    for folder in config_dirs():
        files += sorted((folder / "tools").glob("*.toml"))
    return files


@functools.lru_cache(maxsize=1)
def _load(files: tuple[Path, ...]) -> dict[str, Description]:
    found: dict[str, Description] = {}
    for path, data in zip(files, load_many("tools", list(files)), strict=True):
        description = parse_description(data, path)
        found[description.name] = description  # a later (user) file replaces an earlier one
    return found


def descriptions() -> dict[str, Description]:
    """name → Description, ordered by priority then name."""
    loaded = _load(tuple(description_files()))
    return dict(sorted(loaded.items(), key=lambda item: (item[1].priority, item[0])))
