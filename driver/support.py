"""What the default toolchain builds and what runs here, per configuration (toolchains/support.toml).

A new user tried every tag and triple (issue 25): most built and ran or were
refused clearly, but some failed deep inside zig or qemu with messages that
named neither the cause nor a way out (`'gnu/stubs-ilp32.h' file not found`
for riscv32 glibc, `No available targets are compatible with triple
"m68k-..."`, SIGILL from loongarch64 under qemu 7.2). The verdicts now live in
one table keyed by what reaches the compiler, and three places consult it:
toolchain selection (a row that does not build is refused before any
compile), the program planner (a row without a C library builds libraries
only) and the local runner (a row that cannot run here is refused before
building). The README's table is rendered from the same rows.

Only the standard library and the cached TOML reader are imported: the local
runner is on `tgtbuild exec`'s start-up path.
"""

from __future__ import annotations

import os
import re

from .errors import TgtbuildError
from .record import Record
from .zigtriple import zig_triple

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Mapping

    from .targets import Target
    from .targets.triple import Triple

BUILDS = ("program", "library", "no")
RUNS = ("native", "qemu", "board", "no")
CHECKED = ("test", "suite", "hand", "")
_ROW_KEYS = frozenset({"example", "build", "run", "why", "remedy", "checked", "note"})


class SupportError(TgtbuildError):
    """A target the default toolchain cannot build, or whose programs cannot run here."""


class Row(Record):
    """One configuration of toolchains/support.toml (see its header for the fields; all strings)."""

    __slots__ = ()
    key: str
    example: str
    build: str
    run: str
    why: str
    remedy: str
    checked: str
    note: str

    def reason(self) -> str:
        """`why; instead: remedy` (`why: remedy` for a board's row) as one clause for an error message."""
        if not self.remedy:
            return self.why
        return f"{self.why}: {self.remedy}" if self.build != "no" and self.run == "board" else \
            f"{self.why}; instead: {self.remedy}"


class Support(Record):
    """The table: its toolchain, the default -mabi of an arch, and its rows as the cache keeps them (plain
    tuples, by key: `row_of` makes the one asked for a `Row`; `targets show` needs one of the 39)."""

    __slots__ = ()
    toolchain: str
    default_mabi: Mapping[str, str]
    rows: Mapping[str, tuple]


def _build(parsed: list[dict]) -> tuple:
    """Validate the file once per change (the result is cached with marshal)."""
    (data,) = parsed
    where = "toolchains/support.toml"
    rows = []
    for key, row in data.get("classes", {}).items():
        unknown = sorted(set(row) - _ROW_KEYS)
        if unknown or not {"example", "build", "run"} <= set(row):
            raise TgtbuildError(f"{where}: [classes.{key!r}]: unknown keys {unknown} or missing example/build/run; "
                                f"allowed: {sorted(_ROW_KEYS)}")
        if row["build"] not in BUILDS or row["run"] not in RUNS or row.get("checked", "") not in CHECKED:
            raise TgtbuildError(f"{where}: [classes.{key!r}]: build is one of {BUILDS}, run one of {RUNS}, "
                                f"checked one of {CHECKED}")
        plain = row["build"] == "program" and row["run"] in ("native", "qemu")
        if not plain and not (row.get("why") and row.get("remedy")):
            raise TgtbuildError(f"{where}: [classes.{key!r}]: a row that does not build or run here needs "
                                "`why` and `remedy`")
        rows.append((key, row["example"], row["build"], row["run"], row.get("why", ""), row.get("remedy", ""),
                     row.get("checked", ""), row.get("note", "")))
    return data.get("toolchain", "zig"), dict(data.get("default-mabi", {})), rows


_SUPPORT: Support | None = None


def support() -> Support:
    """The table (read once per process, parsed once per change of the file)."""
    global _SUPPORT
    if _SUPPORT is None:
        from .paths import data_dir_str  # lazily: `tgtbuild targets` start up through this module
        from .tomlfile import load_many  # lazily: `tgtbuild targets` start up through this module

        path = os.path.join(data_dir_str("toolchains"), "support.toml")
        toolchain, mabi, rows = load_many("support", [path], _build)
        _SUPPORT = Support(toolchain, mabi, {r[0]: r for r in rows})
    return _SUPPORT


_MADE: dict[str, Row] = {}


def _row(key: str) -> Row | None:
    """The row `key` (made once), None when the table has none."""
    made = _MADE.get(key)
    if made is None:
        values = support().rows.get(key)
        if values is None:
            return None
        made = _MADE[key] = Row(*values)
    return made


def class_of(triple: Triple, mabi: str = "") -> str:
    """The row key of a CPU triple: zig's spelling without the glibc version, `-mabi=` when not the default.

    `armv7a-linux-gnueabihf` and `arm-linux-gnueabihf` meet in `arm-linux-gnueabihf`,
    `i686-linux-gnu` is zig's `x86-linux-gnu`, qcom/hexagon's
    `hexagon-unknown-unknown` is `hexagon-freestanding`, an Android API level
    is dropped (`aarch64-linux-android`).
    """
    key = zig_triple(triple, "")
    if "android" in key:  # the regex only then: compiling it was 0.2 ms of `targets show`
        key = re.sub(r"(android(?:eabi)?)\d+$", r"\1", key)
    if mabi and mabi != support().default_mabi.get(triple.arch, mabi):
        key += f" -mabi={mabi}"
    return key


def row_of(target: Target) -> Row | None:
    """The row of a target's CPU code (a device target's host), None when the table has none."""
    cpu = target.cpu_target
    return _row(class_of(cpu.triple, str(cpu.attrs.get("mabi") or "")))


def row_of_triple(triple: Triple, mabi: str = "") -> Row | None:
    return _row(class_of(triple, mabi))


def build_refusal(toolchain: str, target: Target) -> str:
    """Why `toolchain` must not build `target` ('' when it may): only the table's toolchain has verdicts."""
    if toolchain != support().toolchain:
        return ""
    row = row_of(target)
    return row.reason() if row is not None and row.build == "no" else ""


def check_programs(target: Target) -> None:
    """Refuse a program (main, a harness) for a configuration that builds libraries only."""
    row = row_of(target)
    if row is not None and row.build == "library":
        raise SupportError(f"{target.tag or target.cpu_target.triple}: {row.reason()}")


def run_refusal(triple: Triple, mabi: str = "") -> str:
    """Why this machine cannot run the configuration's programs, as a message ('' when it can, or no row says)."""
    row = row_of_triple(triple, mabi)
    if row is None and mabi:
        row = row_of_triple(triple)
    if row is None or row.run not in ("no", "board"):
        return ""
    if row.build == "no":
        return f"{triple}: {row.reason()}"
    return f"{triple} builds here, but this machine cannot run its programs: {row.reason()}"


def rows_in_order() -> list[Row]:
    return [row for key in support().rows if (row := _row(key)) is not None]


def tags_by_row() -> dict[str, list[str]]:
    """Every built-in tag and alias under its row key ('' for a tag no row covers)."""
    # lazily: only the support table lists tags; the refusals (machines, toolchain.select) need no registry
    from .targets import Target
    from .targets.tags import registry

    out: dict[str, list[str]] = {}
    tags = registry()
    for name in tags.names():
        row = row_of(Target(name))
        out.setdefault(row.key if row else "", []).extend([name, *tags.aliases(name)])
    return out
