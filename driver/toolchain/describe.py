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
from ..tomlfile import BOOLEAN, INTEGER, TABLE, TEXT, WORDS, check_table, load_many

SPELLING_STYLES = ("zig", "gnu", "llvm", "ndk")
FLAG_STYLES = ("zig", "gcc", "clang", "cuda", "llvm")
TOOL_NAMES = ("cc", "cxx", "ar", "ranlib", "strip", "ldflags", "nvcc", "ptxas", "fatbinary")
LANGUAGES = ("c", "c++", "asm", "cuda", "ir", "opencl")
PLACEHOLDERS = frozenset({"dir", "prefix", "target", "api", "glibc", "sysroot"})

_TOP = {
    "name": TEXT, "family": TEXT, "priority": INTEGER, "summary": TEXT, "languages": WORDS, "kinds": WORDS,
    "serves": WORDS, "install": TEXT, "launcher": TEXT, "find": TABLE, "version": TABLE, "spelling": TABLE,
    "tools": TABLE, "flags": TABLE,
}
_FIND = {"python-module": TEXT, "probe": TEXT, "prefixes": WORDS, "env": WORDS, "bin-dir": TEXT, "paths": WORDS,
         "use-path": BOOLEAN}
_VERSION = {"args": WORDS, "pattern": TEXT}
_SPELLING = {"style": TEXT, "glibc": TEXT, "default-api": INTEGER, "sysroot": WORDS}
_FLAGS = {"style": TEXT, "extra-cflags": WORDS, "extra-ldflags": WORDS, "unsanitized-link": WORDS}
_PLACEHOLDER = re.compile(r"\{([^{}]*)\}")


@frozen(eq=False)  # hashed by identity: loaded once per process
class Description:
    """One toolchain description, validated. Values are plain built-ins."""

    name: str
    family: str
    path: Path
    priority: int
    summary: str
    languages: tuple[str, ...]
    kinds: tuple[str, ...]
    serves: tuple[str, ...]
    install: str
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
    check_table(data, _TOP, where, [], "toolchain description")
    for key in ("name", "family", "serves", "install"):
        if key not in data:
            raise ConfigError(f"{where}: missing required key {key!r}")
    find = data.get("find", {})
    version = data.get("version", {})
    spelling = data.get("spelling", {})
    flags = data.get("flags", {})
    tools_table = data.get("tools", {})
    for key, fields in (("find", _FIND), ("version", _VERSION), ("spelling", _SPELLING), ("flags", _FLAGS),
                        ("tools", dict.fromkeys(TOOL_NAMES, WORDS))):
        check_table(data.get(key, {}), fields, where, [key], f"[{key}]")
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
    explicit_use_path = find.get("use-path")
    if explicit_use_path is None:
        explicit_use_path = not (find.get("env") or find.get("python-module"))
    use_path = explicit_use_path
    return Description(
        name=data["name"],
        family=data["family"],
        path=path,
        priority=data.get("priority", 50),
        summary=data.get("summary", ""),
        languages=tuple(data.get("languages", ["c", "c++", "asm"])),
        kinds=tuple(data.get("kinds", ["llvm", "c"])),
        serves=tuple(data["serves"]),
        install=data["install"],
        launcher=data.get("launcher", ""),
        python_module=find.get("python-module", ""),
        probe=find.get("probe", ""),
        prefixes=tuple(find.get("prefixes", ())),
        env=tuple(find.get("env", ())),
        bin_dir=find.get("bin-dir", ""),
        paths=tuple(find.get("paths", ())),
        use_path=use_path,
        version_args=tuple(version.get("args", ())),
        version_pattern=version.get("pattern", ""),
        spelling=_choice(spelling.get("style", "llvm"), SPELLING_STYLES, f"{where} [spelling] style"),
        glibc=spelling.get("glibc", ""),
        default_api=spelling.get("default-api", 24),
        sysroots=tuple(spelling.get("sysroot", ())),
        tools=tools,
        flag_style=_choice(flags.get("style", "llvm"), FLAG_STYLES, f"{where} [flags] style"),
        extra_cflags=tuple(flags.get("extra-cflags", ())),
        extra_ldflags=tuple(flags.get("extra-ldflags", ())),
        unsanitized_link=tuple(flags.get("unsanitized-link", ())),
    )


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
