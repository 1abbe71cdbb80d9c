"""`tgtbuild.toml`: what a project builds, for which targets, run on which board.

The least that serves a cross-compiled kernel project, after looking at what
others ask of their users: Cargo.toml names a package and its `[[bin]]`s
and `[lib]` with `[target.'cfg'.dependencies]` per target; meson.build
lists `library()`/`executable()` with sources, `include_directories`,
`c_args` and `link_with`; platformio.ini has `[env:NAME]` sections with
`board`, `build_flags` and `build_src_filter`. Common to all: named
libraries and programs with sources, flags for the compiler, links between
them, and per-target overrides. Nothing more is taken (no dependency
fetching, no options system, no test tables). The format is in
docs/project.md.

    [project]
    name = "kernels"                        # optional: the folder's name
    targets = ["aarch64-linux-musl", "rasp4b"]
    board = "local"                         # default --board of `tgtbuild run`
    sync = ["tests/data"]                   # folders mirrored on an SSH board for `tgtbuild exec`

    [flags]                                 # for everything below
    include = ["include"]
    define = ["N=100"]
    libs = ["m"]

    [library.mathx]
    sources = ["src/*.c"]                   # globs, relative to this file

    [program.app]
    sources = ["app/*.c"]
    link = ["mathx"]

    [target."aarch64-linux-musl"]           # a tag, a triple or a target text
    define = ["HAVE_NEON"]

Every error names the file, the line, the key and the closest valid key.
"""

from __future__ import annotations

import glob
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..errors import ConfigError, TgtbuildError, did_you_mean
from ..frozen import frozen
from ..paths import PROJECT_FILE
from ..tomlfile import BOOLEAN, INTEGER, TABLE, TEXT, WORDS, Field, check_table, key_error, load_toml
from . import userflags

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..targets import Target
    from .configure import Request
    from .userflags import UserFlags

FILE = PROJECT_FILE
FLAG_KEYS = {
    "include": WORDS, "system-include": WORDS, "define": WORDS, "undefine": WORDS, "std": TEXT,
    "cflags": WORDS, "cxxflags": WORDS, "ldflags": WORDS, "lib-dirs": WORDS, "libs": WORDS,
    "opt-level": INTEGER, "fp-contract": TEXT, "fast-math": BOOLEAN,
}
TOP = {"project": TABLE, "flags": TABLE, "library": TABLE, "program": TABLE, "target": TABLE}
PROJECT = {"name": TEXT, "targets": WORDS, "board": TEXT,
           "sync": Field((list,), 'a list of folders, relative to this file, e.g. ["tests/data"]', (str,))}
COMPONENT = {"sources": WORDS, "link": WORDS, **FLAG_KEYS}


class ProjectError(ConfigError):
    """A tgtbuild.toml that cannot be used (unknown key, wrong type, no sources, unknown link)."""


class _Checker:
    """The project file's checks through the one schema mechanism (`tomlfile.check_table`): file:line messages."""

    def __init__(self, path: Path) -> None:
        self.path = str(path)

    def fail(self, table: tuple[str, ...], key: str, message: str) -> ProjectError:
        return key_error(self.path, (*table, key) if key else table, message, ProjectError)

    def table(self, data: Mapping[str, Any], schema: Mapping[str, Field], table: tuple[str, ...]) -> None:
        check_table(data, schema, self.path, table, ".".join(table) or FILE, error=ProjectError)


@frozen
class Part:
    """One library or program as declared: absolute sources, its own flag table, its links."""

    kind: str
    name: str
    sources: tuple[str, ...]
    flags: Mapping[str, Any]
    links: tuple[str, ...]


@frozen
class Project:
    """A loaded tgtbuild.toml (plain values; flags stay tables until a target is chosen)."""

    path: Path
    name: str
    targets: tuple[str, ...]
    board: str
    flags: Mapping[str, Any]
    parts: tuple[Part, ...]
    overrides: Mapping[str, Mapping[str, Any]]
    globs: tuple[str, ...]
    sync: tuple[str, ...] = ()  # absolute folders, mirrored on an SSH board by `tgtbuild exec` (sync_folders)

    @property
    def folder(self) -> str:
        return str(self.path.parent)

    @property
    def programs(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.parts if p.kind == "program")

    def watched(self) -> list[str]:
        """The file and the folders its globs read: a new source there changes the build."""
        folders = {os.path.dirname(g) or self.folder for g in self.globs}
        return [str(self.path), *sorted(f for f in folders if "*" not in f and "?" not in f)]

    def check_targets(self, texts: list[str]) -> list[str]:
        if not texts:
            raise ProjectError(f"{self.path}: no targets: give --target, or targets = [...] under [project]")
        return texts

    def check_program(self, name: str) -> str:
        if name not in self.programs:
            raise ProjectError(f"{self.path}: no program {name!r}{did_you_mean(name, self.programs)} "
                               f"(programs: {', '.join(self.programs) or 'none'})")
        return name

    def _override(self, target: Target) -> list[Mapping[str, Any]]:
        """Override tables whose key names this target: its tag, its triple, or the same canonical text."""
        from ..targets import parse_target  # lazily: the targets package, once a target is named

        names = {str(target), str(target.cpu_target.triple), target.tag or "", target.cpu_target.tag or ""}
        found = []
        for key, table in self.overrides.items():
            try:
                canonical = str(parse_target(key))
            except TgtbuildError:  # checked at load; a key that stops parsing just does not match
                canonical = ""
            if key in names or canonical == str(target):
                found.append(table)
        return found

    def request(self, target: Target | str, *, build_root: str, toolchain: str | None = None,
                launcher: str | None = None, generator: str = "ninja", emit: tuple[str, ...] = ("obj",),
                extra: UserFlags | None = None) -> Request:
        """The build Request for one target, a Target or its text (the first library is the main one: it may
        hold IR)."""
        from ..targets import Target, parse_target  # lazily: as in _override
        from .configure import Request  # lazily: configure (shutil, toolchain): `exec` loads projects too

        target = target if isinstance(target, Target) else parse_target(target)
        base = self._flags(self.flags)
        for table in self._override(target):
            base = base.merged(self._flags(table))
        if extra is not None:
            base = base.merged(extra)
        libraries = [p for p in self.parts if p.kind == "library"]
        main = libraries[0] if libraries else None
        components = []
        for part in self.parts:
            if part is main:
                continue
            components.append((part.kind, part.name, part.sources, base.merged(self._flags(part.flags)), part.links))
        return Request(
            target=target, sources=main.sources if main else (), build_root=build_root,
            name=main.name if main else self.name, toolchain=toolchain, launcher=launcher, generator=generator,
            emit=emit, flags=base.merged(self._flags(main.flags)) if main else base, library=main is not None,
            components=tuple(components), project=str(self.path), project_extra=extra,
        )

    def _flags(self, table: Mapping[str, Any]) -> UserFlags:
        std = table.get("std")
        return userflags.from_options(
            macro_order=[f"-D{d}" for d in table.get("define", ())] + [f"-U{u}" for u in table.get("undefine", ())],
            includes=table.get("include", ()), system_includes=table.get("system-include", ()),
            lib_dirs=table.get("lib-dirs", ()), libs=table.get("libs", ()), std=[std] if std else [],
            cflags=table.get("cflags", ()), cxxflags=table.get("cxxflags", ()), ldflags=table.get("ldflags", ()),
            opt_level=table.get("opt-level"), fp_contract=table.get("fp-contract"),
            fast_math=table.get("fast-math", False), base=self.folder, where=f"{self.path}: ")


def find_project(directory: str | None = None) -> Path | None:
    path = Path(os.path.abspath(directory or ".")) / FILE
    return path if path.is_file() else None


def load_project(directory: str | None = None) -> Project:
    """The project of `directory` (default: the current folder); a clear error when there is none."""
    path = find_project(directory)
    if path is None:
        folder = os.path.abspath(directory or ".")
        raise ProjectError(f"no sources given and no {FILE} in {folder}: pass sources "
                           f"(tgtbuild build -t TARGET file.c ...) or write a {FILE} (docs/project.md)")
    return parse_project(path)


def parse_project(path: Path) -> Project:
    data = load_toml(path)
    check = _Checker(path)
    check.table(data, TOP, ())
    project = data.get("project", {})
    check.table(project, PROJECT, ("project",))
    flags = data.get("flags", {})
    check.table(flags, FLAG_KEYS, ("flags",))
    folder = path.parent
    parts: list[Part] = []
    globs: list[str] = []
    for kind in ("library", "program"):
        for name, table in data.get(kind, {}).items():
            where = (kind, name)
            if not isinstance(table, dict):
                raise check.fail((kind,), name, f"must be a table ([{kind}.{name}] with sources = [...])")
            check.table(table, COMPONENT, where)
            _check_flag_values(check, table, where)
            if not re.match(r"^[A-Za-z0-9_][A-Za-z0-9_.+-]*$", name):
                raise check.fail((kind,), name, "a name is letters, digits, '_', '.', '+' and '-'")
            if "sources" not in table:
                raise check.fail(where, "", "missing key 'sources' (a list of files or globs)")
            sources: list[str] = []
            for pattern in table["sources"]:
                full = os.path.normpath(os.path.join(folder, pattern))
                globs.append(full)
                matches = sorted(glob.glob(full, recursive=True))
                if not matches:
                    raise check.fail(where, "sources", f"{pattern!r} matches no file (relative to {folder})")
                sources += [m for m in matches if m not in sources]
            parts.append(Part(kind, name, tuple(sources), table, tuple(table.get("link", ()))))
    names = [p.name for p in parts]
    for part in parts:
        if names.count(part.name) > 1:
            raise check.fail((part.kind,), part.name, "a library and a program share this name")
        libraries = [p.name for p in parts if p.kind == "library"]
        for link in part.links:
            if link not in libraries:
                raise check.fail((part.kind, part.name), "link",
                                 f"{link!r} is not a library of this project{did_you_mean(link, libraries)} "
                                 f"(libraries: {', '.join(libraries) or 'none'}; a system library goes in libs)")
        if part.kind == "library" and part.links:
            raise check.fail((part.kind, part.name), "link", "libraries do not link others; list both in the "
                             "program's link")
    if not parts:
        raise ProjectError(f"{path}: declares nothing to build: add [library.NAME] or [program.NAME] "
                           "with sources = [...]")
    _check_flag_values(check, flags, ("flags",))
    overrides = data.get("target", {})
    from ..targets import parse_target  # lazily: as in Project._override

    for key, table in overrides.items():
        if not isinstance(table, dict):
            raise check.fail(("target",), key, "must be a table of flags")
        check.table(table, FLAG_KEYS, ("target", key))
        _check_flag_values(check, table, ("target", key))
        try:
            parse_target(key)
        except TgtbuildError as exc:  # TargetError or ConfigError; a bug in tgtbuild stays a traceback
            raise check.fail(("target",), key, f"not a tag, triple or target text: {exc}") from None
    targets = project.get("targets", [])
    for text in targets:
        try:
            parse_target(text)
        except TgtbuildError as exc:  # same as above
            raise check.fail(("project",), "targets", f"{text!r}: {exc}") from None
    return Project(path=path, name=project.get("name", folder.name), targets=tuple(targets),
                   board=project.get("board", ""), flags=flags, parts=tuple(parts), overrides=overrides,
                   globs=tuple(globs), sync=_sync(check, project, folder))


def sync_folders(path: Path) -> tuple[str, ...]:
    """The `[project] sync` folders of the project file `path`: absolute, each checked to be a folder.

    What `tgtbuild exec` adds to its --sync folders (reuse.exechelper.request),
    reading only the `[project]` table: a run must not fail on a source glob
    that matches nothing today. The same file:line errors as `parse_project`.
    """
    data = load_toml(path)
    check = _Checker(path)
    check.table(data, TOP, ())
    project = data.get("project", {})
    check.table(project, PROJECT, ("project",))
    return _sync(check, project, path.parent)


def _sync(check: _Checker, project: Mapping[str, Any], folder: Path) -> tuple[str, ...]:
    """`sync` as absolute folders (relative to the file's folder; `~` is the home folder, as in boards.toml)."""
    found = []
    for item in project.get("sync", ()):
        full = os.path.normpath(os.path.join(folder, os.path.expanduser(item)))
        if not os.path.isdir(full):
            raise check.fail(("project",), "sync", f"{item!r} is not a folder (relative to {folder})")
        found.append(full)
    return tuple(found)


def _check_flag_values(check: _Checker, table: Mapping[str, Any], where: tuple[str, ...]) -> None:
    """Values the schema's types cannot check (choices, names), with the same file:line messages."""
    if "opt-level" in table and table["opt-level"] not in (0, 1, 2, 3):
        raise check.fail(where, "opt-level", f"must be 0, 1, 2 or 3, got {table['opt-level']!r}")
    if "fp-contract" in table and table["fp-contract"] not in userflags.FP_CONTRACT:
        value = table["fp-contract"]
        raise check.fail(where, "fp-contract", f"{value!r} is not one of off, on, fast"
                         f"{did_you_mean(value, userflags.FP_CONTRACT)}")
    try:
        if "std" in table:
            userflags.check_std(table["std"])
    except userflags.FlagError as exc:
        raise check.fail(where, "std", str(exc)) from None
    for key, option in (("define", "-D"), ("undefine", "-U")):
        for word in table.get(key, ()):
            try:
                userflags.check_macro(word, option)
            except userflags.FlagError as exc:
                raise check.fail(where, key, str(exc)) from None


def request_again(request: Request) -> Request:
    """The regeneration edge's view: the same target and options, the project file read afresh."""
    project = parse_project(Path(request.project))
    return project.request(request.target, build_root=request.build_root, toolchain=request.toolchain,
                           launcher=request.launcher, generator=request.generator, emit=request.emit,
                           extra=request.project_extra)
