"""Configure one target's build directory: plan, render, write — or skip.

`configure(request)` is the step between the CLI and ninja:

- It builds the request's config (canonical target text, absolute sources,
  options) and compares it with `tgtbuild.json` in the build directory. When
  they match and the build file exists, nothing is planned or rendered
  (no toolchain probe, no Jinja2): ninja's own regeneration edge catches a
  changed tag, kinds, toolchain or template file. That keeps a no-op
  `tgtbuild` fast.
- Otherwise it plans and renders everything in memory first, so a bad
  target, a missing toolchain or an unknown source type fails before any
  file is written. A new build directory is written into a temp sibling
  and renamed into place; an existing one gets each file replaced
  atomically, `tgtbuild.json` first and the build file last.

`python -m tgtbuild.builder.configure --regen tgtbuild.json` is the command
of the regeneration edge.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

from .. import __version__
from ..codegen.machine import device_target
from ..errors import TgtbuildError
from ..frozen import frozen
from ..fsutil import write_atomic, write_if_changed
from ..paths import data_dir
from ..targets import Target
from ..targets.tags import registry
from ..toolchain import select, select_cuda
from .fastpath import BUILD_FILE_STAMP, build_file_intact, build_file_stamp
from .userflags import UserFlags

CONFIG = "tgtbuild.json"
GENERATORS = {"ninja": "build.ninja", "make": "Makefile"}


class ConfigureError(TgtbuildError):
    """A build directory that cannot be configured."""


@frozen
class Request:
    """What the user asked for one target (plain values and the Target; text is parsed once, here)."""

    target: Target                  # a Target (target text, a tag or a triple is parsed into one)
    sources: tuple[str, ...]        # absolute paths, in the order given
    build_root: str                 # absolute; the build dir is build_root/<target.dirname>
    name: str
    toolchain: str | None = None
    launcher: str | None = None
    generator: str = "ninja"
    emit: tuple[str, ...] = ("obj",)
    opt_level: int | None = None
    python: str = sys.executable
    programs: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (name, absolute C sources) linked with the library
    flags: Any = None                # UserFlags of the main library (user -D/-I/-O/... , see userflags.py)
    library: bool = True             # False: no lib<name> (`-o NAME`, a project without libraries)
    # (kind, name, absolute sources, UserFlags or None, linked library names): see plan.Component
    components: tuple[tuple[str, str, tuple[str, ...], Any, tuple[str, ...]], ...] = ()
    project: str = ""                # the tgtbuild.toml this request came from (re-read on regeneration)
    project_extra: Any = None        # UserFlags given on the command line on top of the project's

    def __post_init__(self) -> None:
        if not isinstance(self.target, Target):
            object.__setattr__(self, "target", Target(self.target))

    def config(self) -> dict[str, Any]:
        data = {
            "tgtbuild": __version__, "target": str(self.target), "sources": list(self.sources), "name": self.name,
            "toolchain": self.toolchain, "launcher": self.launcher, "generator": self.generator,
            "emit": list(self.emit), "opt_level": self.opt_level, "python": self.python,
            "build_root": self.build_root, "programs": [[n, list(srcs)] for n, srcs in self.programs],
        }
        if self.flags is not None and self.flags.config():
            data["flags"] = self.flags.config()
        if not self.library:
            data["library"] = False
        if self.components:
            data["components"] = [[kind, name, list(srcs), flags.config() if flags is not None else None,
                                   list(links)] for kind, name, srcs, flags, links in self.components]
        if self.project:
            data["project"] = self.project
            if self.project_extra is not None and self.project_extra.config():
                data["project_extra"] = self.project_extra.config()
        return data

    @classmethod
    def from_config(cls, data: dict[str, Any]) -> Request:
        return cls(
            target=data["target"], sources=tuple(data["sources"]), build_root=data["build_root"],
            name=data["name"], toolchain=data["toolchain"], launcher=data["launcher"],
            generator=data["generator"], emit=tuple(data["emit"]), opt_level=data["opt_level"],
            python=data["python"],
            programs=tuple((n, tuple(srcs)) for n, srcs in data.get("programs", ())),
            flags=_flags(data.get("flags")), library=data.get("library", True),
            components=tuple((kind, name, tuple(srcs), _flags(flags) if flags is not None else None, tuple(links))
                             for kind, name, srcs, flags, links in data.get("components", ())),
            project=data.get("project", ""),
            project_extra=_flags(data["project_extra"]) if data.get("project_extra") else None,
        )


def _flags(data: dict[str, Any] | None) -> Any:
    return UserFlags.from_config(data)


@frozen
class Configured:
    """A configured build directory."""

    build_dir: Path
    build_file: Path
    target: str
    reconfigured: bool              # False when the fast path skipped planning
    created: bool                   # True when this call created the directory
    toolchain: str | None = None
    notes: tuple[str, ...] = ()


def _config_text(request: Request) -> str:
    return json.dumps(request.config(), indent=1, sort_keys=True) + "\n"


def build_dir_for(request: Request, target: Any) -> Path:
    return Path(request.build_root) / target.dirname


def configure(request: Request, *, force: bool = False) -> Configured:
    """Make `build_root/<target dir>` ready for the build tool (see module docs)."""
    if request.generator not in GENERATORS:
        raise ConfigureError(f"--generator {request.generator!r}: choose ninja or make")
    target = request.target
    build_dir = build_dir_for(request, target)
    build_file = build_dir / GENERATORS[request.generator]
    config_text = _config_text(request)
    if not force:
        try:
            if (build_dir / CONFIG).read_text() == config_text and build_file_intact(str(build_file)):
                return Configured(build_dir, build_file, str(target), reconfigured=False, created=False)
        except (OSError, ValueError):  # unreadable or not UTF-8: configure again
            pass
    files, toolchain_name, notes = generate(request, target, build_dir)
    created = not build_dir.is_dir()  # a file there: the rename below fails and says so
    try:
        if created:
            _write_new(build_dir, config_text, files)
        else:
            write_if_changed(build_dir / CONFIG, config_text)
            _write_files(build_dir, files)
    except OSError as err:
        from .buildroot import BuildRootError, unwritable  # lazily: only this branch needs it

        raise BuildRootError(unwritable(str(build_dir), err)) from None
    return Configured(build_dir, build_file, str(target), reconfigured=True, created=created,
                      toolchain=toolchain_name, notes=notes)


def _write_files(build_dir: Path, files: list[tuple[str, str]]) -> None:
    """Write generated files; the build file (last in `files`) is always rewritten."""
    *rest, (main_name, main_text) = files
    for name, text in rest:
        path = build_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        write_if_changed(path, text)
    write_atomic(build_dir / main_name, main_text)
    write_if_changed(build_dir / BUILD_FILE_STAMP, build_file_stamp(main_text))


def _write_new(build_dir: Path, config_text: str, files: list[tuple[str, str]]) -> None:
    build_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{build_dir.name}.tmp-", dir=build_dir.parent))
    try:
        (tmp / CONFIG).write_text(config_text)
        _write_files(tmp, files)
        os.rename(tmp, build_dir)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def regen_inputs(target: Any, toolchain: Any) -> list[str]:
    """Absolute paths of every file that shaped the build file besides the config."""
    paths = {str(data_dir("toolchains") / "kinds.toml")}
    for each in (target, target.host):
        while each is not None and each.tag:
            reg = registry()
            for name in reg.chain(each.tag.partition(":")[0]):
                source = reg.get(name).source
                if source:
                    paths.add(os.path.abspath(source))
            break
    description = getattr(toolchain, "description", None)
    if description:
        paths.add(os.path.abspath(str(description)))
    cc = tuple(getattr(toolchain, "cc", ()))
    if cc and os.path.isabs(cc[0]) and os.path.exists(cc[0]):
        paths.add(cc[0])  # an upgraded compiler re-renders (and rebuilds) the target
    return sorted(paths)


def select_toolchain(target: Any, request: Request) -> Any:
    """The toolchain for the target's CPU code, with the launcher applied."""
    return select(target, request.toolchain, launcher=request.launcher or "")


def generate(request: Request, target: Any, build_dir: Path) -> tuple[list[tuple[str, str]], str, tuple[str, ...]]:
    """(files to write with the build file last, toolchain name, notes), all in memory."""
    from .plan import Component, PlanOptions, collect_sources, plan  # lazily: a warm `tgtbuild run` does without it

    sources = collect_sources(request.sources) if request.sources or request.library else ()
    toolchain = select_toolchain(target, request)
    ninja = request.generator == "ninja"
    if ninja:
        from .ninja import template_paths  # lazily: only this branch needs it
    else:
        from .make import template_paths  # lazily: only this branch needs it
    inputs = [*regen_inputs(target, toolchain), *template_paths()]
    programs = tuple((name, collect_sources(srcs) if srcs else ()) for name, srcs in request.programs)
    cuda = None
    if any(s.lang == "cuda" for s in sources):
        device = device_target(target, "nvptx") if target.kind == "composite" else target  # a composite's GPU
        cuda = select_cuda(device, launcher=request.launcher or "")
        inputs.append(str(cuda.description))
    components = tuple(Component(kind, name, collect_sources(srcs) if srcs else (), flags, links)
                       for kind, name, srcs, flags, links in request.components)
    if request.project:
        inputs.append(request.project)  # an edited tgtbuild.toml re-renders the build file
    options = PlanOptions(name=request.name, emit=request.emit, opt_level=request.opt_level,
                          python=request.python, regen_inputs=tuple(inputs), ninja_only=ninja, programs=programs,
                          cuda=cuda, flags=request.flags, library=request.library, components=components)
    graph = plan(sources, target, toolchain, build_dir, options)
    label = f"{toolchain.name} {getattr(toolchain, 'version', '')}".strip()
    if ninja:
        from .ninja import render_ninja  # lazily: a warm `tgtbuild run` does without it

        text = render_ninja(graph, target=str(target), toolchain=label)
        main = "build.ninja"
    else:
        from .make import render_make  # lazily: a warm `tgtbuild run` does without it

        text = render_make(graph, target=str(target), toolchain=label)
        main = "Makefile"
    from .ninja import compile_database  # lazily: a warm `tgtbuild run` does without it

    database = compile_database(graph, build_dir)
    files = [*graph.files, ("compile_commands.json", database), (main, text)]
    return files, toolchain.name, graph.notes


if __name__ == "__main__":  # build files written by earlier versions call this module to regenerate
    import runpy

    runpy.run_module("tgtbuild.builder.regen", run_name="__main__", alter_sys=True)
