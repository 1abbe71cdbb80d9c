"""Sources + Target + Toolchain → BuildGraph (pure: nothing is written here).

Per source, one object edge chosen by its type:

- C / C++ / assembly: the toolchain's compilers, one edge per file, with
  Makefile-style depfiles (`-MD -MF`, `deps = gcc`) so header edits rebuild
  exactly what includes them. A compiler launcher (ccache, sccache, distcc)
  prefixes these edges only.
- LLVM IR: all host IR modules of a build go through ONE edge that runs one
  Python process (`python -m tgtbuild.builder.irstep`), compiling every module
  in-process with llvmlite. Why one batch edge and not one edge per file:
  a process that imports llvmlite costs ~0.1 s before it compiles anything,
  so 20 per-file processes cost ~2 s of CPU where one batch costs ~0.3 s
  (and 20 `llc` runs ~0.6 s). The price of batching is coarser rebuilds,
  which irstep takes back: it keeps a content-hash stamp per module and
  recompiles only modules whose IR (or target, or options, or tool versions)
  changed, and writes an object only when its bytes differ; the edge is
  `restat = 1`, so untouched objects keep their mtimes and nothing
  downstream of them reruns. Compiling IR inside the driver before ninja was
  rejected: then `ninja` (or `make`) alone would not rebuild IR.
- LLVM IR for a device triple (nvptx64, amdgcn) and `.cu`/`.cl` sources are
  device code: their blobs are embedded into the host library through a
  generated C file (see `tgtbuild.codegen`).

Then `lib<name>.a` (ar, from a response file) and `lib<name>.so` (the C
driver with `-shared`, from a response file).

The user's flags (`UserFlags`: -D, -I, -std=, -O, --fp-contract...) are a
per-edge variable `$flags` of each compile edge, and `$ldflags`/`$libs` of
each link, not part of the rules: ninja keys its rebuild decision on each
edge's full command, so a define given to one component rebuilds that
component's objects and links, and nothing else (IR objects only when
-O/fp-contract/fast-math change, through the IR manifest).

Components (`Component`) are the extra static+shared libraries and the
programs of a project file or of `--program`: each has its own sources,
flags and the libraries of the build it links. All paths are relative to the
build directory, so the rendered file does not depend on where tgtbuild ran.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import re
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..codegen.machine import device_target
from ..codegen.nvcc import nvcc_device_command
from ..codegen.sources import Source
from ..errors import TgtbuildError, did_you_mean
from ..frozen import frozen
from ..quoting import shell_word
from ..support import check_programs
from ..toolchain import cuda_arch
from .graph import IN, OUT, BuildGraph, Edge, GraphBuilder, Rule, Shell, Var
from .linking import programs_link_shared
from .sourcefiles import SourceError, collect_sources
from .userflags import UserFlags

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..targets import Target
    from ..toolchain.model import Toolchain

IR_JOBS = "ir-jobs.json"
EMBED_C = "gen/device_blobs.c"
CONFIG = "tgtbuild.json"

EMITS = ("obj", "asm", "ll", "ptx")


def _object_names(sources: Sequence[Source]) -> dict[str, str]:
    """source path → `obj/<file name>` stem; a name shared by two sources gets a path hash."""
    by_name: dict[str, list[str]] = {}
    for source in sources:
        by_name.setdefault(object_file_name(source.path), []).append(source.path)
    names = {}
    for name, paths in by_name.items():
        for path in paths:
            if len(paths) == 1:
                names[path] = f"obj/{name}"
            else:
                digest = hashlib.sha256(os.path.dirname(path).encode()).hexdigest()[:8]
                names[path] = f"obj/{digest}-{name}"
    return names


_OBJECT_UNSAFE = re.compile(r"[^A-Za-z0-9._+-]")


def object_file_name(source: str) -> str:
    """The base name an object of `source` gets: the source's name when it is plain.

    Object paths land in link and archive response files, and no one quoting
    suits every reader: zig cc's parser turns an escaped `'` into `"` and
    cannot express `'` at all, llvm-ar reads a backslash inside quotes as an
    escape. So a name with any other character (quotes, backslash, space)
    gets `_` for each and a hash of the real name in front (keeping it unique).
    """
    name = os.path.basename(source)
    if not _OBJECT_UNSAFE.search(name):
        return name
    digest = hashlib.sha256(name.encode("utf-8", "surrogateescape")).hexdigest()[:8]
    return f"{digest}-{_OBJECT_UNSAFE.sub('_', name)}"


@frozen
class Component:
    """A library or program built beside the main library (project file, --program, the run harness).

    `sources` empty for a program means "the main library's code": its
    objects when there is no main library (`-o NAME`), else its archive.
    `links` names libraries of this build (the main one or components),
    linked statically in that order; `flags` None means the build's flags.
    """

    kind: str                       # "library" | "program"
    name: str
    sources: tuple[Source, ...] = ()
    flags: UserFlags | None = None
    links: tuple[str, ...] = ()


@frozen
class PlanOptions:
    """Everything besides sources, target and toolchain that shapes the graph."""

    name: str
    emit: tuple[str, ...] = ("obj",)
    opt_level: int | None = None         # None: the target's opt-level
    python: str = sys.executable
    regen_inputs: tuple[str, ...] = ()   # absolute paths of files that shaped the build
    configure: bool = True               # add the regeneration edge
    ninja_only: bool = True              # False for make: response files are written at configure
    # Executables linked with the library: (name, C sources). `tgtbuild run`
    # uses this for its timing harness; the name is the output file's name.
    programs: tuple[tuple[str, tuple[Source, ...]], ...] = ()
    # The CUDA toolkit (a Toolchain with nvcc) when sources include .cu; chosen by configure.
    cuda: Toolchain | None = None
    flags: UserFlags | None = None       # the main library's (and default of components)
    library: bool = True                 # False: no lib<name>.a/.so (`-o NAME`, a project without libraries)
    components: tuple[Component, ...] = ()


def _rel(path: str, build_dir: Path) -> str:
    """`path` relative to the build dir: the folder's relpath (once per folder), then the name.

    os.path.relpath normalises both paths on every call: at 2,000 sources it
    was 4,000 calls and a quarter of plan() (cProfile); sources share few folders.
    """
    head, tail = os.path.split(path)
    if tail in ("", ".", ".."):
        return os.path.relpath(path, build_dir)
    folder = _rel_folder(head, str(build_dir))
    return tail if folder == "." else f"{folder}/{tail}"


@functools.lru_cache(maxsize=256)
def _rel_folder(folder: str, build_dir: str) -> str:
    return os.path.relpath(folder, build_dir)


def plan(sources: Sequence[Source], target: Target, toolchain: Toolchain, build_dir: Path,
         options: PlanOptions) -> BuildGraph:
    """The BuildGraph building `sources` for `target` with `toolchain` in `build_dir`.

    `toolchain` follows the Toolchain contract in docs/architecture.md (cc, cxx, ar, cflags, ldflags,
    launcher...).
    """
    build_dir = Path(os.path.abspath(build_dir))
    for emit in options.emit:
        if emit not in EMITS:
            raise SourceError(f"--emit {emit!r}: choose from {', '.join(EMITS)}{did_you_mean(emit, EMITS)}")
    b = GraphBuilder()
    names = _object_names(sources)
    objects: list[str] = []
    files: list[tuple[str, str]] = []
    launcher = tuple(toolchain.launcher)
    common = ("-fPIC",)  # the optimisation level comes with the toolchain's flags
    user = options.flags if options.flags is not None else _no_flags()
    by_type: dict[str, list[Source]] = {}
    for source in sources:
        by_type.setdefault(source.lang, []).append(source)
    seen: dict = {}
    for kind in COMPILED:
        for source in by_type.get(kind, ()):
            out = names[source.path] + ".o"
            _compile_edge(b, toolchain, launcher, common, source, out, user, build_dir, seen)
            objects.append(out)

    blobs: list[tuple[str, str, str]] = []  # (path in build dir, blob kind, arch)
    if "ir" in by_type:
        jobs = []
        outputs: list[str] = []
        extra: list[str] = []
        for source in by_type["ir"]:
            stem = names[source.path]
            job: dict[str, str] = {"id": stem, "source": _rel(source.path, build_dir)}
            if source.device:
                job["ptx"] = stem + ".ptx"
                outputs.append(job["ptx"])
                blobs.append((job["ptx"], "ptx", _device_arch(target, source)))
            else:
                job["obj"] = stem + ".o"
                outputs.append(job["obj"])
                objects.append(job["obj"])
                for emit, suffix in (("asm", ".s"), ("ll", ".opt.ll")):
                    if emit in options.emit:
                        job[emit] = stem + suffix
                        extra.append(stem + suffix)
            jobs.append(job)
        ir_options = user.ir_options()
        if ir_options["opt_level"] is None:
            ir_options["opt_level"] = options.opt_level
        manifest = {"target": str(target), **ir_options, "pic": True, "jobs": jobs}
        files.append((IR_JOBS, json.dumps(manifest, indent=1, sort_keys=True) + "\n"))
        b.rule(Rule(
            "ir",
            command=(options.python, "-m", "tgtbuild.builder.irstep", IR_JOBS),
            description=("LLVM", f"{len(jobs)} IR module{'s' if len(jobs) != 1 else ''}"),
            restat=True,
        ))
        b.edge(Edge("ir", outputs=tuple(outputs), implicit_outputs=tuple(extra),
                    inputs=tuple(_rel(s.path, build_dir) for s in by_type["ir"]), implicit=(IR_JOBS,)))

    for source in by_type.get("opencl", ()):
        blobs.append((_rel(source.path, build_dir), "opencl", ""))
    if "cuda" in by_type:
        _plan_cuda(b, by_type["cuda"], target, options.cuda, names, build_dir, blobs)
    if blobs:
        target_flags, target_opt = _without_opt(tuple(toolchain.cflags))
        _cc_rule(b, "cc", launcher, toolchain.cc, target_flags, common)
        spec = tuple(f"{kind}:{arch}:{path}" for path, kind, arch in sorted(blobs))
        b.rule(Rule("embed", command=(options.python, "-m", "tgtbuild.builder.embedstep", OUT, Var("blobs")),
                    description=("EMBED", OUT), restat=True))
        b.edge(Edge("embed", outputs=(EMBED_C,), inputs=tuple(p for p, _, _ in sorted(blobs)),
                    variables=(("blobs", spec),)))
        b.edge(Edge("cc", outputs=(EMBED_C + ".o",), inputs=(EMBED_C,), source=EMBED_C,
                    variables=(("flags", target_opt),)))
        objects.append(EMBED_C + ".o")

    name = options.name
    archive, shared = f"lib{name}.a", f"lib{name}.so"
    objects.sort()
    linker = toolchain.cxx if "c++" in by_type and toolchain.cxx else toolchain.cc
    if options.ninja_only:  # ninja writes the response files itself
        rsp: dict[str, Any] = dict(rspfile=(Var("out", suffix=".rsp"),), rspfile_content=(IN,))
        archive_rsp: tuple[str, ...] = ()
        shared_rsp: tuple[str, ...] = ()
    else:  # make has no rspfile: write them now, they change only when the source list does
        files += [(archive + ".rsp", _rsp(objects)), (shared + ".rsp", _rsp(objects))]
        rsp, archive_rsp, shared_rsp = {}, (archive + ".rsp",), (shared + ".rsp",)
    b.rule(Rule(
        "ar",
        command=("rm", "-f", OUT, Shell("&&"), *toolchain.ar, "rcs", OUT, Var("out", prefix="@", suffix=".rsp")),
        description=("AR", OUT),
        **rsp,
    ))
    b.rule(Rule(
        "shlib",
        command=(*linker, *toolchain.ldflags, Var("ldflags"), "-shared", "-o", OUT,
                 Var("out", prefix="@", suffix=".rsp"), Var("libs")),
        description=("LINK", OUT),
        **rsp,
    ))
    archives: dict[str, str] = {}
    shared_libs: dict[str, str] = {}
    if options.library:
        b.edge(Edge("ar", outputs=(archive,), inputs=tuple(objects), implicit=archive_rsp))
        b.default(archive)
        if shares(target):
            b.edge(Edge("shlib", outputs=(shared,), inputs=tuple(objects), implicit=shared_rsp,
                        variables=(("ldflags", link_words(toolchain, user)), ("libs", user.lib_words()))))
            b.default(shared)
            shared_libs[name] = shared
        archives[name] = archive
    # A program of its own sources (a harness) links the library; one without (the sources' own main)
    # is linked from the library's objects: an executable that needs no library beside it.
    components = [Component("program", program, srcs, None, (name,) if options.library and srcs else ())
                  for program, srcs in options.programs]
    if any(c.kind == "program" for c in (*options.components, *components)):
        check_programs(target)  # no C library (a DSP): say so before the link fails on <stdio.h>

    _plan_components(b, [*options.components, *components], archives, tuple(objects), linker, toolchain,
                     launcher, common, build_dir, user, rsp if options.ninja_only else None, files, shares(target),
                     shared_libs if programs_link_shared(target) else None, _system_libs(target))

    regen_command: tuple[Any, ...] = ()
    regen_inputs: list[str] = []
    if options.configure:
        regen_command = (options.python, "-m", "tgtbuild.builder.regen", "--regen", CONFIG)
        regen_inputs = [CONFIG, *(_rel(p, build_dir) for p in options.regen_inputs)]
    return b.freeze(regen_command=regen_command, regen_inputs=regen_inputs, files=files)


def _plan_cuda(b: GraphBuilder, sources: Sequence[Source], target: Target, cuda: Toolchain | None,
               names: dict[str, str], build_dir: Path, blobs: list[tuple[str, str, str]]) -> None:
    """Each .cu → a fatbin (SASS + PTX for the target's sm arch) by nvcc, embedded like device IR.

    Device-only on purpose: nvcc's host pass needs a plain gcc/clang as
    -ccbin, which zig is not, so host code lives in C/C++/IR sources and the
    kernels reach it through the embedded blob table.
    """
    if target.kind == "composite":  # its CUDA device builds the kernels
        target = _device_target_of(target, sources[0])
    if cuda is None or not target.is_device or target.kind not in ("cuda", "nvptx"):
        raise SourceError(f"{sources[0].path}: .cu sources need a CUDA target (e.g. nvidia/jetson-orin-nano or "
                          f"'cuda -arch=sm_90'), not {target.kind}")
    arch = cuda_arch(target)
    depfile = Var("out", suffix=".d")
    slots = {"$in": IN, "$out": OUT, "$out.d": depfile}  # nvcc's argv with ninja variables in their places
    command = nvcc_device_command(cuda, "$in", "$out", [arch], emit="fatbin", extra=("-MD", "-MF", "$out.d"))
    b.rule(Rule("nvcc", command=tuple(slots.get(part, part) for part in command),
                description=("NVCC", OUT), depfile=(depfile,), deps="gcc"))
    for source in sources:
        out = names[source.path] + ".fatbin"
        b.edge(Edge("nvcc", outputs=(out,), inputs=(_rel(source.path, build_dir),)))
        blobs.append((out, "fatbin", arch))


def _plan_components(b: GraphBuilder, components: Sequence[Component], archives: dict[str, str],
                     main_objects: tuple[str, ...], linker: Sequence[str], toolchain: Toolchain,
                     launcher: tuple[str, ...], common: Sequence[str], build_dir: Path, default_flags: UserFlags,
                     rsp: dict[str, Any] | None, files: list[tuple[str, str]], shared_ok: bool,
                     shared_libs: dict[str, str] | None, system_libs: tuple[str, ...] = ()) -> None:
    """Libraries first (programs may link them), then programs: own objects + the libraries they link.

    With `shared_libs` (glibc targets, `linking.programs_link_shared`) a
    program links the build's shared libraries, found beside it through
    `-rpath $ORIGIN`: that is how TVM's `export_library` runs a kernel, and
    the same softmax instructions ran 8-14% slower linked statically into the
    executable (DESIGN.md). Without (musl: static programs, since boards
    rarely have musl's loader) it links the archives, self-contained.
    """
    if not components:
        return
    taken = {c.name for c in components}
    for component in components:
        if component.kind not in ("library", "program"):
            raise SourceError(f"component {component.name}: kind {component.kind!r} is not library or program")
    for component in sorted(components, key=lambda c: c.kind != "library"):
        flags = component.flags if component.flags is not None else default_flags
        objects = []
        for source in component.sources:
            if source.lang not in COMPILED:
                raise SourceError(f"{source.path}: {component.kind} {component.name}'s sources must be C, C++ or "
                                  f"assembly, not {source.lang} (IR goes in the main library)")
            out = f"obj/{component.name}/{_object_names(component.sources)[source.path][4:]}.o"
            _compile_edge(b, toolchain, launcher, common, source, out, flags, build_dir)
            objects.append(out)
        if component.kind == "program" and not component.sources and not component.links:
            objects = list(main_objects)
        link_vars = (("ldflags", link_words(toolchain, flags)), ("libs", flags.lib_words()))
        if component.kind == "library":
            archive, shared = f"lib{component.name}.a", f"lib{component.name}.so"
            if archive in archives.values():
                raise SourceError(f"library {component.name} is defined twice")
            implicit: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
            if rsp is None:
                files += [(archive + ".rsp", _rsp(objects)), (shared + ".rsp", _rsp(objects))]
                implicit = ((archive + ".rsp",), (shared + ".rsp",))
            b.edge(Edge("ar", outputs=(archive,), inputs=tuple(objects), implicit=implicit[0]))
            b.default(archive)
            if shared_ok:
                b.edge(Edge("shlib", outputs=(shared,), inputs=tuple(objects), implicit=implicit[1],
                            variables=link_vars))
                b.default(shared)
                if shared_libs is not None:
                    shared_libs[component.name] = shared
            archives[component.name] = archive
            continue
        linked = []
        for lib in component.links:
            if lib not in archives:
                known = sorted(set(archives) | (taken - {component.name}))
                raise SourceError(f"program {component.name} links {lib!r}, which this build does not make"
                                  f"{did_you_mean(lib, known)} (libraries: {', '.join(sorted(archives)) or 'none'};"
                                  " a system library goes in libs / -l)")
            linked.append(shared_libs.get(lib, archives[lib]) if shared_libs is not None else archives[lib])
        if any(path.endswith(".so") for path in linked):
            link_vars = (("ldflags", (*link_words(toolchain, flags), "-Wl,-rpath,$ORIGIN")), link_vars[1])
        b.rule(Rule("link", command=(*linker, *toolchain.ldflags, Var("ldflags"), "-o", OUT, IN, Var("libs"),
                                     "-lm", *system_libs), description=("LINK", OUT)))
        b.edge(Edge("link", outputs=(component.name,), inputs=(*objects, *linked), variables=link_vars))
        b.default(component.name)


def link_words(toolchain: Toolchain, flags: UserFlags) -> tuple[str, ...]:
    """A link edge's own words: the user's, after the toolchain's `unsanitized_link` unless they ask for a sanitizer.

    zig links UBSan's runtime into every link without -O (its Debug mode;
    toolchains/tools/zig.toml says what that costs); the objects are built
    with -fno-sanitize=undefined, so the link says so too. A user's
    -fsanitize=... in --cflags/--cxxflags/--ldflags gets zig's default link,
    which brings the runtime those objects call.
    """
    words = (*flags.cflags, *flags.cxxflags, *flags.ldflags, *flags.link_args)
    if any(word.startswith("-fsanitize") for word in words):
        return flags.link_words()
    return (*toolchain.unsanitized_link, *flags.link_words())


def _system_libs(target: Target) -> tuple[str, ...]:
    """-ldl on Linux: device harnesses load their runtime (libOpenCL, libcuda) with dlopen, and glibc
    before 2.34 (zig pins 2.28) keeps dlopen in libdl."""
    return ("-ldl",) if target.cpu_target.triple.os_name == "linux" else ()


def shares(target: Target) -> bool:
    """False where no shared library can exist: no OS (a DSP, bare metal) or WASI. Those get lib<name>.a only."""
    return target.cpu_target.triple.os_name not in ("unknown", "none", "wasi")


def _no_flags() -> UserFlags:
    return UserFlags()


COMPILED = ("c", "c++", "asm")
_RULES = {"c": "cc", "c++": "cxx", "asm": "as"}


def _compile_edge(b: GraphBuilder, toolchain: Toolchain, launcher: tuple[str, ...], common: Sequence[str],
                  source: Source, out: str, flags: UserFlags, build_dir: Path, seen: dict | None = None) -> None:
    """One compile edge for a C, C++ or assembly source, the user's words in its `$flags`.

    `seen` keeps (rule, words) per language and flags for one plan: every C source
    of a library gets the same ones (at 2,000 files, building them per source
    was a third of plan()).
    """
    key = (source.lang, id(flags))
    known = seen.get(key) if seen is not None else None
    if known is None:
        compiler = toolchain.cxx if source.lang == "c++" else toolchain.cc
        if not compiler:
            raise SourceError(f"toolchain {toolchain.name} has no {source.lang} compiler; "
                              f"{source.path} needs one (pick another with --toolchain)")
        rule = _RULES[source.lang]
        target_flags, target_opt = _without_opt(
            tuple(toolchain.cxxflags if source.lang == "c++" else toolchain.cflags))
        _cc_rule(b, rule, launcher, compiler, target_flags, common)
        words = flags.compile_words(source.lang)
        if flags.opt_level is None:
            words = target_opt + words  # the target's -O, unless the user chose one: never two -O words
        known = (rule, words)
        if seen is not None:
            seen[key] = known
    rule, words = known
    rel = _rel(source.path, build_dir)
    b.edge(Edge(rule, outputs=(out,), inputs=(rel,), source=rel, variables=(("flags", words),)))


@functools.lru_cache(maxsize=16)
def _without_opt(flags: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(the toolchain's flags without -O..., its -O words): -O moves into each edge's $flags.

    Cached: the same toolchain flags come once per source (2,000 regex scans at 2,000 files).
    """
    opt = tuple(f for f in flags if re.fullmatch(r"-O[0-3sz]?|-Ofast", f))
    return tuple(f for f in flags if f not in opt), opt


def _cc_rule(b: GraphBuilder, name: str, launcher: tuple[str, ...], compiler: Sequence[str],
             flags: Sequence[str], common: Sequence[str]) -> None:
    b.rule(_cc_rule_value(name, tuple(launcher), tuple(compiler), tuple(flags), tuple(common)))


@functools.lru_cache(maxsize=16)
def _cc_rule_value(name: str, launcher: tuple[str, ...], compiler: tuple[str, ...], flags: tuple[str, ...],
                   common: tuple[str, ...]) -> Rule:
    """The compile rule, built once per settings: every source of a language asks for the same one."""
    return Rule(
        name,
        command=(*launcher, *compiler, *flags, Var("flags"), *common, "-MD", "-MF", Var("out", suffix=".d"), "-c", IN,
                 "-o", OUT),
        description=(name.upper(), OUT),
        depfile=(Var("out", suffix=".d"),),
        deps="gcc",
    )


def _device_target_of(target: Target, source: Source) -> Target:
    """The device of `target` that builds `source`; a target without that device fails now."""
    try:
        return device_target(target, source.device or "nvptx")
    except TgtbuildError as exc:
        raise SourceError(f"{source.path}: {exc}") from None


def _device_arch(target: Target, source: Source) -> str:
    """The device arch device IR is built for; a target without that device fails now."""
    device = _device_target_of(target, source)
    return str(device.attrs.get("arch") or device.attrs.get("mcpu") or "")


def _rsp(paths: Sequence[str]) -> str:
    return "\n".join(shell_word(p) for p in paths) + "\n"


__all__ = ["BuildGraph", "Component", "PlanOptions", "Source", "SourceError", "collect_sources", "plan", "EMITS"]
