"""`tgtbuild.build(...)`: cross-compile sources (or a tgtbuild.toml project) for one or more targets.

What `tgtbuild build` runs: the CLI turns its options into these
arguments and prints the result. The no-op path stays lean: this module
imports at load only what a no-op rebuild runs (`argcheck`, `textstream`,
`builder.fastpath` and `builder.dirlock`: os, sys, json, time, threading;
tests/test_startup_imports.py pins the list), so a request configured before
runs ninja straight away; configuring (`builder.configure`, the toolchain,
Jinja2) is imported only when it is needed.
"""

from __future__ import annotations

import os
import sys
import time

from .. import __version__, argcheck
from ..argcheck import keywords
from ..builder import fastpath
from ..builder.dirlock import build_dir_lock
from ..errors import TgtbuildError
from ..paths import config_dirs, data_dir
from ..textstream import as_stream

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from ..builder.userflags import UserFlags
    from ..targets import Target
    from ..textstream import Progress

_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.+-")
_OPTION_FIELDS = ("macros", "includes", "system_includes", "lib_dirs", "libs", "warnings", "std", "cflags",
                  "cxxflags", "ldflags", "opt_level", "fp_contract", "fast_math", "reoptimize_ir")


class CompilerOptions:
    """Compile and link options as gcc/clang take them (the CLI's `-I -D -U -std -W -L -l --cflags ...`).

    `macros` are `-DNAME[=VALUE]` / `-UNAME` words in order; `std` values
    such as "c11", "c++17"; `warnings` the part after `-W` ("all",
    "l,--as-needed" for the linker); `cflags`/`cxxflags`/`ldflags` strings
    split like a shell. `reoptimize_ir` runs LLVM's -O pipeline again on IR
    its producer already optimised (TVM's; default: codegen only, as
    TVM's export_library builds it). Relative folders are relative to the current
    folder when the build starts. `environment`: read CPPFLAGS, CFLAGS,
    CXXFLAGS and LDFLAGS first, as Make does (the options given here win).
    A plain class, not a dataclass: a no-op rebuild must not import
    dataclasses (it pulls in `inspect`).
    """

    __slots__ = (*_OPTION_FIELDS, "environment")

    def __init__(self, *, macros: Sequence[str] = (), includes: Sequence[str] = (),
                 system_includes: Sequence[str] = (), lib_dirs: Sequence[str] = (), libs: Sequence[str] = (),
                 warnings: Sequence[str] = (), std: Sequence[str] = (), cflags: Sequence[str] = (),
                 cxxflags: Sequence[str] = (), ldflags: Sequence[str] = (), opt_level: int | None = None,
                 fp_contract: str | None = None, fast_math: bool = False, reoptimize_ir: bool = False,
                 environment: bool = True) -> None:
        for name, value in (("macros", macros), ("libs", libs), ("warnings", warnings), ("std", std),
                            ("cflags", cflags), ("cxxflags", cxxflags), ("ldflags", ldflags)):
            setattr(self, name, tuple(argcheck.words(value, f"CompilerOptions.{name}")))
        for name, value in (("includes", includes), ("system_includes", system_includes), ("lib_dirs", lib_dirs)):
            setattr(self, name, tuple(argcheck.paths(value, f"CompilerOptions.{name}")))
        self.opt_level = argcheck.integer(opt_level, "CompilerOptions.opt_level", low=0, high=3, optional=True)
        if fp_contract not in (None, "", "off", "on", "fast"):
            raise argcheck.ArgumentError(f"CompilerOptions.fp_contract: {fp_contract!r}; one of 'off', 'on', "
                                         "'fast' or None")
        self.fp_contract = fp_contract
        self.fast_math = argcheck.flag(fast_math, "CompilerOptions.fast_math")
        self.reoptimize_ir = argcheck.flag(reoptimize_ir, "CompilerOptions.reoptimize_ir")
        self.environment = argcheck.flag(environment, "CompilerOptions.environment")

    __init__ = keywords(__init__)  # CompilerOptions(macro=...) names 'macros'

    def __repr__(self) -> str:
        given = [f"{name}={getattr(self, name)!r}" for name in _OPTION_FIELDS if getattr(self, name)]
        return f"CompilerOptions({', '.join(given)})"

    def key(self) -> dict:
        """The options as given plus the environment's: what a no-op rebuild's record is keyed by (cheap)."""
        raw = {name: list(value) if isinstance(value, tuple) else value
               for name in _OPTION_FIELDS if (value := getattr(self, name))}
        if self.environment:
            raw.update({name: os.environ[name] for name in fastpath.ENV_VARS if os.environ.get(name)})
        if raw:
            raw["cwd"] = os.getcwd()  # relative folders mean something else elsewhere
        return raw

    def flags(self, base: str = "") -> UserFlags:
        """The checked flags (builder.userflags), the environment's first."""
        from ..builder import userflags  # lazily: re and shlex, once a build configures

        def words(values: tuple[str, ...], option: str) -> list[str]:
            return [w for v in values for w in userflags.split_words(v, option)]

        given = userflags.from_options(
            macro_order=list(self.macros), includes=self.includes, system_includes=self.system_includes,
            lib_dirs=self.lib_dirs, libs=self.libs, warnings=self.warnings, std=self.std,
            cflags=words(self.cflags, "--cflags"), cxxflags=words(self.cxxflags, "--cxxflags"),
            ldflags=words(self.ldflags, "--ldflags"), opt_level=self.opt_level, fp_contract=self.fp_contract,
            fast_math=self.fast_math, reoptimize_ir=self.reoptimize_ir, base=base)
        return userflags.from_environment(base=base).merged(given) if self.environment else given


_BUILD_FIELDS = ("name", "output", "programs", "options", "project", "build_dir", "toolchain", "launcher", "jobs",
                 "verbose", "tvm_runtime", "input_shapes", "database")


class BuildOptions:
    """How a run builds its sources: the settings `build` takes besides targets and sources.

    `name` (lib<NAME>.so; default the first source's stem), `output` (link
    all sources into this program), `programs` ("NAME=SRC,SRC" programs
    linked with the library), `options` (`CompilerOptions`), `project` (the
    folder of a tgtbuild.toml), `build_dir`, `toolchain`, `launcher`, `jobs`,
    `verbose`; `tvm_runtime`: a TVM model's runtime folder built for the board
    (libtvm_runtime.so, libtvm_ffi.so; default: the official wheels'); a model
    file's `input_shapes` ("NAME=1,3,224,224[:dtype]") and MetaSchedule
    `database` folder (`api.compile_model`'s). Checked when made. A plain class:
    see `CompilerOptions`.
    """

    __slots__ = _BUILD_FIELDS

    def __init__(self, *, name: str | None = None, output: str | None = None, programs: Sequence[str] = (),
                 options: CompilerOptions | None = None, project: str | None = None, build_dir: str = "build",
                 toolchain: str | None = None, launcher: str | None = None, jobs: int | None = None,
                 verbose: bool = False, tvm_runtime: str | None = None, input_shapes: Sequence[str] = (),
                 database: str | None = None) -> None:
        for label, value in (("name", name), ("output", output), ("toolchain", toolchain), ("launcher", launcher)):
            argcheck.text(value, f"BuildOptions.{label}", optional=True)
        self.name, self.output, self.toolchain, self.launcher = name, output, toolchain, launcher
        self.programs = tuple(argcheck.words(programs, "BuildOptions.programs"))
        argcheck.instance(options, CompilerOptions, "BuildOptions.options", optional=True,
                          hint="tgtbuild.api.CompilerOptions(macros=...)")
        self.options = options or CompilerOptions()
        self.project = argcheck.path(project, "BuildOptions.project", optional=True)
        self.build_dir = argcheck.path(build_dir, "BuildOptions.build_dir") or ""
        self.jobs = argcheck.integer(jobs, "BuildOptions.jobs", low=0, optional=True)
        self.verbose = argcheck.flag(verbose, "BuildOptions.verbose")
        self.tvm_runtime = argcheck.path(tvm_runtime, "BuildOptions.tvm_runtime", optional=True)
        self.input_shapes = tuple(argcheck.words(input_shapes, "BuildOptions.input_shapes"))
        self.database = argcheck.path(database, "BuildOptions.database", optional=True)

    __init__ = keywords(__init__)  # BuildOptions(builddir=...) names 'build_dir'

    def replace(self, **changes: object) -> BuildOptions:
        return BuildOptions(**{**{name: getattr(self, name) for name in _BUILD_FIELDS}, **changes})

    def key(self) -> dict:
        """Every setting as plain data (the compiler options with the environment's: `CompilerOptions.key`):
        what a warm `run`'s replay is keyed by (run/warm.py)."""
        return {name: self.options.key() if name == "options" else
                list(value) if isinstance(value := getattr(self, name), tuple) else value for name in _BUILD_FIELDS}

    def __repr__(self) -> str:
        defaults = BuildOptions()
        given = [f"{name}={getattr(self, name)!r}" for name in _BUILD_FIELDS
                 if name != "options" and getattr(self, name) != getattr(defaults, name)]
        if repr(self.options) != "CompilerOptions()":
            given.append(f"options={self.options!r}")
        return f"BuildOptions({', '.join(given)})"


_BUILT_FIELDS = ("target", "build_dir", "build_file", "shared_library", "static_library", "programs", "objects",
                 "reconfigured", "no_work", "seconds")


class Built:
    """One target's build, as attributes: `target` (canonical text), `build_dir`, `build_file`,
    `shared_library`, `static_library`, `programs`, `objects`, `reconfigured`, `no_work`, `seconds`.

    `api.run(built, ...)` runs what it built (the build dir's own record says
    how). `export()` is the `--json` summary's entry. A plain class with
    slots, not a dataclass: a no-op rebuild returns one and must not import
    dataclasses (it pulls in `inspect`).
    """

    __slots__ = _BUILT_FIELDS

    def __init__(self, *, target: str, build_dir: str, build_file: str, shared_library: str, static_library: str,
                 programs: Sequence[str] = (), objects: Sequence[str] = (), reconfigured: bool = False,
                 no_work: bool = False, seconds: float = 0.0) -> None:
        self.target, self.build_dir, self.build_file = target, build_dir, build_file
        self.shared_library, self.static_library = shared_library, static_library
        self.programs, self.objects = tuple(programs), tuple(objects)
        self.reconfigured, self.no_work, self.seconds = reconfigured, no_work, seconds

    @classmethod
    def from_entry(cls, entry: dict, **more: object) -> Built:
        """From a build record (`builder.matrix.BuildResult.export()`, the no-op path's record) and `more`."""
        return cls(**{name: value for name, value in {**entry, **more}.items() if name in _BUILT_FIELDS})

    def export(self) -> dict:
        return {name: list(value) if isinstance(value, tuple) else value
                for name in _BUILT_FIELDS if (value := getattr(self, name)) is not None}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Built) and self.export() == other.export()

    __hash__ = None  # type: ignore[assignment]  # equal by value, and mutable

    def __repr__(self) -> str:
        state = "up to date" if self.no_work else f"built in {self.seconds:.2f} s"
        made = [os.path.basename(p) for p in (self.shared_library, *self.programs) if p]
        return f"<Built {self.target}: {state}; {', '.join(made)} in {self.build_dir}>"


def check_name(name: str, option: str, what: str) -> str:
    """A library or program name usable as a file name in the build dir (`option` names it in the error)."""
    if not name or name[0] in ".+-" or not set(name) <= _NAME_CHARS:
        from ..builder.configure import ConfigureError  # only on the error path: the no-op build stays lean

        raise ConfigureError(f"{option} {name!r}: use letters, digits, '_', '.', '+' and '-' ({what})")
    return name


def library_name(name: str | None, sources: Sequence[str], output: str | None = None) -> str:
    """`name`, or one derived from the first source's stem (else -o's, else "main"); checked so lib<NAME>.so
    is a sane file name. A derived name is made valid, not refused: `my file.c` and `héllo.c` were refused
    as "--name 'my file': use letters..." though no --name was given (issue 33)."""
    if name:
        return check_name(name, "--name", "the library is lib<NAME>.so")
    stem = os.path.splitext(os.path.basename(sources[0]))[0] if sources else ""
    return derived_name(stem) or (check_name(output, "-o", "the program's file name") if output else "main")


def derived_name(text: str) -> str:
    """`text` as a valid name: accents dropped (é → e), every other character outside the set → '_'; '' when
    nothing of it is left."""
    if set(text) <= _NAME_CHARS and text[:1] not in ".+-":
        return text
    import unicodedata  # only for an unusual stem

    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    name = "".join(c if c in _NAME_CHARS else "_" for c in plain).lstrip(".+-")
    return name if name.strip("_") else ""


def program_components(library: str, sources: Sequence[str], output: str | None,
                       programs: Sequence[str]) -> tuple[bool, tuple]:
    """(build a library?, components) from -o NAME and --program NAME[=SRC,...]."""
    specs = [*([output] if output else []), *programs]
    whole = [s for s in specs if "=" not in s]
    if len(whole) > 1:
        from ..builder.configure import ConfigureError  # lazily: configure (shutil, toolchain)

        raise ConfigureError(f"{' and '.join(whole)}: only one program can be made of all the sources; "
                             "give the others their own sources: --program NAME=SRC,SRC")
    components = []
    library_built = not whole
    for spec in specs:
        name, _, files_text = spec.partition("=")
        check_name(name, "--program" if spec in programs else "-o", "the program's file name")
        files = tuple(os.path.abspath(s) for s in files_text.split(",") if s) if files_text else ()
        if "=" in spec and not files:
            from ..builder.configure import ConfigureError  # lazily: configure (shutil, toolchain)

            raise ConfigureError(f"--program {spec!r}: list its sources after '=' separated by commas")
        links = (library,) if files and sources and library_built else ()
        components.append(("program", name, files, None, links))
    return library_built, tuple(components)


@keywords
def build(sources: Sequence[str] = (), target: str | Target | Sequence[str | Target] = (), *,
          build: BuildOptions | None = None, generator: str = "ninja", emit: Sequence[str] = ("obj",),
          config: str | None = None, progress: Progress = None) -> list[Built]:
    """Build `sources` (or, with none, the tgtbuild.toml in `build.project` or here) for `target`.

    The argument order of `run`, `prepare_run`, `tune` and `compile_model`:
    sources first, then the target, the rest by keyword. `target`: a Target,
    a target text, tag or triple, or a list of them (a matrix; default: the
    project's); `build`: a `BuildOptions` (name, -o output, programs,
    CompilerOptions, project, build_dir, toolchain, launcher, jobs,
    verbose), as `run` and `tune` take it; `emit`: also keep "asm", "ll" or
    "ptx" for IR; `config`: a tuned configuration (`tgtbuild tune best LOG
    -o BEST`, or the log itself); `progress`: the build's output as it comes
    (a callable or a text stream). Raises a TgtbuildError subclass naming
    the file, option or value wrong.
    """
    texts = argcheck.targets(target, "target")
    sources = argcheck.paths(sources, "sources")
    emit = argcheck.words(emit, "emit")
    argcheck.text(generator, "generator")
    config = argcheck.path(config, "config", optional=True)
    settings = argcheck.instance(build, BuildOptions, "build", optional=True,
                                 hint="tgtbuild.api.BuildOptions(build_dir=...)") or BuildOptions()
    name, output, programs, options = settings.name, settings.output, settings.programs, settings.options
    project, build_dir, toolchain = settings.project, settings.build_dir, settings.toolchain
    launcher, jobs, verbose = settings.launcher, settings.jobs, settings.verbose
    if settings.tvm_runtime or settings.input_shapes or settings.database:
        raise TgtbuildError("BuildOptions(tvm_runtime, input_shapes, database): a model's settings; build compiles "
                            "sources (a model file: compile_model(model, target, ...))")
    stream = as_stream(progress)
    if config:
        target, sources, name, options = with_tuned_config(config, texts, sources, None, build_dir, name, options)
        texts = [target]
    if not sources:
        return _build_project(texts, options, project, build_dir, toolchain, launcher, generator, emit, jobs,
                              verbose, stream)
    if not texts:
        raise TgtbuildError("give --target TARGET (a tag such as rasp4b, or a triple such as aarch64-linux-musl); "
                            "targets can also come from a tgtbuild.toml (docs/project.md)")
    name = library_name(name, sources, output)
    emit = tuple(sorted(set(emit or ["obj"]) | {"obj"}))
    root = os.path.abspath(build_dir)
    sources = tuple(os.path.abspath(s) for s in sources)
    key = fastpath.request_key({
        "targets": [str(t) for t in texts], "sources": sources, "name": name, "toolchain": toolchain,
        "launcher": launcher, "generator": generator, "emit": emit, "opt": options.opt_level,
        "python": sys.executable, "version": __version__,
        "flags": {**options.key(), **_layout_key(output, programs, project)},
    })
    if generator == "ninja":
        again = _fast(root, key, jobs, verbose, stream)
        if again is not None:
            return again
    from ..builder.configure import Request  # lazily: configure (shutil, tempfile, toolchain): the fast path missed

    flags = options.flags()
    library, components = program_components(name, sources, output, programs)
    requests = [Request(target=t, sources=sources, build_root=root, name=name, toolchain=toolchain,
                        launcher=launcher, generator=generator, emit=emit, flags=flags, library=library,
                        components=components)
                for t in canonical_targets(texts)]
    return _full(root, key, requests, [], jobs, verbose, stream)


def with_tuned_config(config: str, targets: Sequence[str], sources: Sequence[str], entry: str | None,
                      build_dir: str, name: str | None,
                      options: CompilerOptions) -> tuple[str, list[str], str, CompilerOptions]:
    """(target, sources, name, options) of a build with `config` (`--config BEST`) applied, for build and run.

    The caller's options are copied, not changed, when the configuration sets the -O level.
    """
    if len(targets) != 1:
        from ..tune.errors import TuneError  # lazily: the tuner's package, only with --config

        raise TuneError("--config applies to one --target at a time (each target has its own best)")
    from ..tune.config import tuned  # lazily: the tuner's package, only with --config

    chosen = tuned(config, targets[0], list(sources), entry, build_dir)
    if chosen.opt_level is not None:
        import copy  # lazily: only when the configuration sets the -O level

        options = copy.copy(options)
        options.opt_level = chosen.opt_level
    return chosen.target, chosen.sources, name or chosen.name, options


def _layout_key(output: str | None, programs: Sequence[str], project: str | None) -> dict:
    """The options that shape what is linked (part of the no-op key, as the CLI typed them)."""
    return {k: v for k, v in (("output", output), ("program", list(programs)), ("directory", project)) if v}


def canonical_targets(texts: Sequence[Any]) -> list[Any]:
    """The Targets, each parsed once, duplicates dropped (every target is parsed before anything is built)."""
    from ..targets import Target, parse_target  # lazily: the targets package; a no-op rebuild keys on the text

    found: list[Target] = []
    for text in texts:
        target = text if isinstance(text, Target) else parse_target(text)
        if target not in found:
            found.append(target)
    return found


def _build_project(texts: list[str], options: CompilerOptions, project: str | None, build_dir: str,
                   toolchain: str | None, launcher: str | None, generator: str, emit: Sequence[str],
                   jobs: int | None, verbose: bool, stream) -> list[Built]:
    """No sources: the tgtbuild.toml of `project` (a folder) or of the current folder."""
    from ..builder.project import load_project  # lazily: only without sources (it brings tomllib and typing)

    loaded = load_project(project)
    root = os.path.abspath(build_dir if build_dir != "build" else os.path.join(loaded.folder, "build"))
    texts = texts or list(loaded.targets)
    key = fastpath.request_key({
        "project": str(loaded.path), "targets": [str(t) for t in texts], "toolchain": toolchain, "launcher": launcher,
        "generator": generator, "emit": list(emit) if emit != ("obj",) else None, "python": sys.executable,
        "version": __version__, "flags": {**options.key(), **_layout_key(None, (), project)},
    })
    if generator == "ninja":
        again = _fast(root, key, jobs, verbose, stream)
        if again is not None:
            return again
    emit = tuple(sorted(set(emit or ["obj"]) | {"obj"}))
    extra = options.flags()
    requests = [loaded.request(t, build_root=root, toolchain=toolchain, launcher=launcher, generator=generator,
                               emit=emit, extra=extra)
                for t in canonical_targets(loaded.check_targets(texts))]
    return _full(root, key, requests, loaded.watched(), jobs, verbose, stream)


def _fast(root: str, key: str, jobs: int | None, verbose: bool, stream) -> list[Built] | None:
    """Run ninja straight away when this exact request was configured before (see builder/fastpath.py)."""
    ninja = fastpath.find_ninja_fast()
    builds = fastpath.lookup(root, key) if ninja else None
    if not builds:
        return None
    summary = []
    for build in builds:
        start = time.perf_counter()
        with build_dir_lock(root):  # two builds into one dir take turns (fast path too)
            status, no_work, lines = fastpath.run_ninja(build["build_dir"], ninja, jobs, verbose, stream)
        if status != 0:
            from ..builder.ninjatool import BuildError, _failure  # lazily: subprocess, to explain a failed build

            raise BuildError(f"the build in {build['build_dir']} failed (ninja exited with {status}).\n"
                             f"{_failure('ninja', lines)}")
        objects = sorted(os.path.join(build["build_dir"], "obj", f)
                         for f in os.listdir(os.path.join(build["build_dir"], "obj")) if f.endswith(".o"))
        summary.append(Built.from_entry(build, objects=objects, reconfigured=False, no_work=no_work,
                                        seconds=round(time.perf_counter() - start, 3)))
    return summary


def _full(root: str, key: str, requests: list, watched: list[str], jobs: int | None, verbose: bool,
          stream) -> list[Built]:
    # lazily, both: configuring and a full build (the toolchain, Jinja2, subprocess), after the fast path missed
    from ..builder.buildroot import ensure_build_root
    from ..builder.matrix import build as build_matrix

    ensure_build_root(root)
    results = build_matrix(requests, jobs=jobs, verbose=verbose, stream=stream)
    entries = [r.export() for r in results]
    fastpath.remember(root, key, [{k: e[k] for k in ("target", "build_dir", "build_file", "shared_library",
                                                     "static_library", "programs")} for e in entries],
                      watched_files() + watched)
    return [Built.from_entry(e) for e in entries]


def watched_files() -> list[str]:
    """Files and folders whose change can change what a target text means (kinds, tags)."""
    from ..targets.tags import tag_files  # lazily: the targets package, after a full build (its record)

    toolchains = data_dir("toolchains")
    folders = [str(toolchains / "tags"), *(str(d / "tags") for d in config_dirs())]
    return [str(toolchains / "kinds.toml"), *map(str, tag_files()), *folders]
