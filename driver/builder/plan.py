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
driver with `-shared`, from a response file). All paths are relative to the
build directory, so the rendered file does not depend on where tgtbuild ran.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..codegen.sources import Source
from ..errors import TgtbuildError, did_you_mean
from .graph import IN, OUT, BuildGraph, Edge, GraphBuilder, Rule, Shell, Var

IR_JOBS = "ir-jobs.json"
EMBED_C = "gen/device_blobs.c"
CONFIG = "tgtbuild.json"

EMITS = ("obj", "asm", "ll", "ptx")


class SourceError(TgtbuildError):
    """A source file tgtbuild cannot build (missing, unknown type, wrong target)."""


def collect_sources(paths: Iterable[str | os.PathLike[str]]) -> tuple[Source, ...]:
    """Absolute, de-duplicated, sorted Sources, each classified by the one `tgtbuild.codegen.classify`."""
    from ..codegen import classify as classify_one

    found: dict[str, Source] = {}
    for raw in paths:
        path = os.path.abspath(os.fspath(raw))
        if not os.path.isfile(path):
            if os.path.splitext(path)[1]:
                classify_one(path)  # an unknown type is the clearer error
            raise SourceError(f"{raw}: no such file (looked for {path})")
        found[path] = classify_one(path)
    if not found:
        raise SourceError("no sources given: pass LLVM IR, C, C++, assembly or CUDA files")
    return tuple(found[p] for p in sorted(found))


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


@dataclass(frozen=True)
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
    cuda: Any = None


def _rel(path: str, build_dir: Path) -> str:
    return os.path.relpath(path, build_dir)


def plan(sources: Sequence[Source], target: Any, toolchain: Any, build_dir: Path,
         options: PlanOptions) -> BuildGraph:
    """The BuildGraph building `sources` for `target` with `toolchain` in `build_dir`.

    `target` is a `tgtbuild.targets.Target`; `toolchain` follows the Toolchain
    contract in docs/architecture.md (cc, cxx, ar, cflags, ldflags, launcher...).
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
    by_type: dict[str, list[Source]] = {}
    for source in sources:
        by_type.setdefault(source.lang, []).append(source)

    for kind, compiler, flags in (("c", toolchain.cc, toolchain.cflags), ("c++", toolchain.cxx, toolchain.cxxflags),
                                  ("asm", toolchain.cc, toolchain.cflags)):
        if kind not in by_type:
            continue
        if not compiler:
            raise SourceError(f"toolchain {toolchain.name} has no {kind} compiler; "
                              f"{by_type[kind][0].path} needs one (pick another with --toolchain)")
        rule = {"c": "cc", "c++": "cxx", "asm": "as"}[kind]
        _cc_rule(b, rule, launcher, compiler, flags, common)
        for source in by_type[kind]:
            out = names[source.path] + ".o"
            b.edge(Edge(rule, outputs=(out,), inputs=(_rel(source.path, build_dir),),
                        source=_rel(source.path, build_dir)))
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
        manifest = {"target": str(target), "opt_level": options.opt_level, "pic": True, "jobs": jobs}
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
        if "cc" not in {r.name for r in b.rules()}:
            _cc_rule(b, "cc", launcher, toolchain.cc, toolchain.cflags, common)
        spec = tuple(f"{kind}:{arch}:{path}" for path, kind, arch in sorted(blobs))
        b.rule(Rule("embed", command=(options.python, "-m", "tgtbuild.builder.embedstep", OUT, Var("blobs")),
                    description=("EMBED", OUT), restat=True))
        b.edge(Edge("embed", outputs=(EMBED_C,), inputs=tuple(p for p, _, _ in sorted(blobs)),
                    variables=(("blobs", spec),)))
        b.edge(Edge("cc", outputs=(EMBED_C + ".o",), inputs=(EMBED_C,), source=EMBED_C))
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
        command=(*linker, *toolchain.ldflags, "-shared", "-o", OUT, Var("out", prefix="@", suffix=".rsp")),
        description=("LINK", OUT),
        **rsp,
    ))
    b.edge(Edge("ar", outputs=(archive,), inputs=tuple(objects), implicit=archive_rsp))
    b.edge(Edge("shlib", outputs=(shared,), inputs=tuple(objects), implicit=shared_rsp))
    b.default(archive, shared)
    from .linking import programs_link_shared

    library = shared if options.programs and programs_link_shared(target) else archive
    _plan_programs(b, options.programs, library, linker, toolchain, launcher, common, build_dir)

    regen_command: tuple[Any, ...] = ()
    regen_inputs: list[str] = []
    if options.configure:
        regen_command = (options.python, "-m", "tgtbuild.builder.configure", "--regen", CONFIG)
        regen_inputs = [CONFIG, *(_rel(p, build_dir) for p in options.regen_inputs)]
    return b.freeze(regen_command=regen_command, regen_inputs=regen_inputs, files=files)


def _plan_cuda(b: GraphBuilder, sources: Sequence[Source], target: Any, cuda: Any, names: dict[str, str],
               build_dir: Path, blobs: list[tuple[str, str, str]]) -> None:
    """Each .cu → a fatbin (SASS + PTX for the target's sm arch) by nvcc, embedded like device IR.

    Device-only on purpose: nvcc's host pass needs a plain gcc/clang as
    -ccbin, which zig is not, so host code lives in C/C++/IR sources and the
    kernels reach it through the embedded blob table.
    """
    from ..codegen.nvcc import nvcc_device_command
    from ..toolchain import cuda_arch

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


def _plan_programs(b: GraphBuilder, programs: Sequence[tuple[str, Sequence[Source]]], library: str,
                   linker: Sequence[str], toolchain: Any, launcher: tuple[str, ...], common: Sequence[str],
                   build_dir: Path) -> None:
    """One executable per program: its own C objects linked with the model's library.

    glibc targets link the shared library, found beside the program through
    `-rpath $ORIGIN` (so it is copied with it): that is how TVM's
    `export_library` runs a kernel, and the same softmax instructions ran
    8-14% slower linked statically into the executable (DESIGN.md). musl
    targets link the archive: their programs are static, and boards rarely
    have musl's dynamic loader.
    """
    if not programs:
        return
    if "cc" not in {r.name for r in b.rules()}:
        _cc_rule(b, "cc", launcher, toolchain.cc, toolchain.cflags, common)
    rpath = () if library.endswith(".a") else ("-Wl,-rpath,$ORIGIN",)
    b.rule(Rule("link", command=(*linker, *toolchain.ldflags, "-o", OUT, IN, *rpath, "-lm"),
                description=("LINK", OUT)))
    for program, sources in programs:
        objects = []
        for source in sources:
            if source.lang != "c":
                raise SourceError(f"{source.path}: a program's sources must be C, not {source.lang}")
            out = f"obj/{program}/{object_file_name(source.path)}.o"
            b.edge(Edge("cc", outputs=(out,), inputs=(_rel(source.path, build_dir),),
                        source=_rel(source.path, build_dir)))
            objects.append(out)
        b.edge(Edge("link", outputs=(program,), inputs=(*objects, library)))
        b.default(program)


def _cc_rule(b: GraphBuilder, name: str, launcher: tuple[str, ...], compiler: Sequence[str],
             flags: Sequence[str], common: Sequence[str]) -> None:
    b.rule(Rule(
        name,
        command=(*launcher, *compiler, *flags, *common, "-MD", "-MF", Var("out", suffix=".d"), "-c", IN, "-o", OUT),
        description=(name.upper(), OUT),
        depfile=(Var("out", suffix=".d"),),
        deps="gcc",
    ))


def _device_arch(target: Any, source: Source) -> str:
    """The device arch device IR is built for; a target without that device fails now."""
    from ..codegen.machine import device_target

    try:
        device = device_target(target, source.device)
    except TgtbuildError as exc:
        raise SourceError(f"{source.path}: {exc}") from None
    return str(device.attrs.get("arch") or device.attrs.get("mcpu") or "")


def _rsp(paths: Sequence[str]) -> str:
    from ..quoting import shell_word

    return "\n".join(shell_word(p) for p in paths) + "\n"


__all__ = ["BuildGraph", "PlanOptions", "Source", "SourceError", "collect_sources", "plan", "EMITS"]
