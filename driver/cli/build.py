"""`tgtbuild [build]`: cross-compile sources for one or more targets with ninja."""

from __future__ import annotations

import argparse
import os
import re
import sys

HELP = """\
examples:
  tgtbuild --target rasp4b examples/vadd/model.ir
  tgtbuild build --target rasp4b --target riscv64-linux-gnu model.ir kernels.c
  tgtbuild --target 'llvm -mtriple=aarch64-linux-musl -mcpu=cortex-a53' model.ir --name vadd
  tgtbuild --target arm/rasp4b model.ir --launcher ccache -j 8
  tgtbuild --target rasp4b model.ir --emit asm --json
  tgtbuild --target x86_64-linux-gnu src/*.c --generator make

Each target builds in BUILD_DIR/<target name>-<hash>/ (build.ninja,
compile_commands.json, obj/, lib<NAME>.a, lib<NAME>.so). Running the same
command again does no work. Sources: LLVM IR (.ll .ir .bc), C (.c),
C++ (.cc .cpp .cxx), assembly (.s .S).
"""

_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.+-]*$")


def add_build_arguments(parser: argparse.ArgumentParser, *, matrix: bool) -> None:
    """The options every command that builds shares (`build`, `run`)."""
    parser.add_argument("sources", nargs="+", metavar="SOURCE", help="LLVM IR, C, C++ or assembly files")
    if matrix:
        parser.add_argument("--target", "-t", action="append", required=True, metavar="TARGET",
                            help="target text, tag or triple (repeat for a matrix)")
    else:
        parser.add_argument("--target", "-t", required=True, metavar="TARGET", help="target text, tag or triple")
    parser.add_argument("--name", help="library name: lib<NAME>.so (default: the first source's stem)")
    parser.add_argument("--toolchain", metavar="NAME", help="use this toolchain (default: first found that fits)")
    parser.add_argument("--launcher", choices=("ccache", "sccache", "distcc", "icecc"),
                        help="prefix compile steps with a compiler launcher")
    parser.add_argument("-j", "--jobs", type=int, metavar="N",
                        help="parallel jobs; 0 = no limit (default: ninja's own, make: one per core)")
    parser.add_argument("--build-dir", default="build", metavar="DIR",
                        help="folder holding one build dir per target (default ./build)")
    parser.add_argument("--opt-level", type=int, choices=(0, 1, 2, 3),
                        help="IR optimisation level (default: the target's)")
    parser.add_argument("--json", action="store_true", help="print a machine-readable summary on stdout")
    parser.add_argument("-v", "--verbose", action="store_true", help="show full commands")
    parser.add_argument("--config", metavar="BEST", help="build with a tuned configuration (`tgtbuild tune best "
                        "LOG -o BEST`, or the log itself)")


def library_name(args: argparse.Namespace) -> str:
    """--name, or the first source's stem; checked so lib<NAME>.so is a sane file name."""
    name = args.name or os.path.splitext(os.path.basename(args.sources[0]))[0]
    if not _NAME.match(name):
        from ..builder.configure import ConfigureError  # only on the error path: the no-op build stays lean

        raise ConfigureError(f"--name {name!r}: use letters, digits, '_', '.', '+' and '-' "
                             f"(the library is lib<NAME>.so); pass --name to choose one")
    return name


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    add_build_arguments(parser, matrix=True)
    parser.add_argument("--generator", choices=("ninja", "make"), default="ninja", help="build tool (default ninja)")
    parser.add_argument("--emit", action="append", choices=("obj", "asm", "ll", "ptx"), default=None,
                        help="also keep assembly (asm) or optimised IR (ll) for IR sources; repeatable")


def run(args: argparse.Namespace) -> int:
    if args.config:
        from ..tune.config import apply_to_args

        apply_to_args(args)
    name = library_name(args)
    emit = tuple(sorted(set(args.emit or ["obj"]) | {"obj"}))
    root = os.path.abspath(args.build_dir)
    sources = tuple(os.path.abspath(s) for s in args.sources)
    from .. import __version__
    from ..builder import fastpath

    key = fastpath.request_key({
        "targets": args.target, "sources": sources, "name": name, "toolchain": args.toolchain,
        "launcher": args.launcher, "generator": args.generator, "emit": emit, "opt": args.opt_level,
        "python": sys.executable, "version": __version__,
    })
    if args.generator == "ninja":
        status = _fast(args, root, key)
        if status is not None:
            return status
    return _full(args, root, key, name, emit, sources)


def _fast(args: argparse.Namespace, root: str, key: str) -> int | None:
    """Run ninja straight away when this exact request was configured before (see build/fastpath.py)."""
    import time

    from ..builder import fastpath

    ninja = fastpath.find_ninja_fast()
    builds = fastpath.lookup(root, key) if ninja else None
    if not builds:
        return None
    stream = sys.stderr if args.json else sys.stdout
    summary = []
    for build in builds:
        start = time.perf_counter()
        from ..builder.dirlock import build_dir_lock

        with build_dir_lock(root):  # two builds into one dir take turns (fast path too)
            status, no_work, lines = fastpath.run_ninja(build["build_dir"], ninja, args.jobs, args.verbose, stream)
        if status != 0:
            from ..builder.ninjatool import BuildError, _failure

            raise BuildError(f"the build in {build['build_dir']} failed (ninja exited with {status}).\n"
                             f"{_failure('ninja', lines)}")
        objects = sorted(os.path.join(build["build_dir"], "obj", f)
                         for f in os.listdir(os.path.join(build["build_dir"], "obj")) if f.endswith(".o"))
        summary.append({**build, "objects": objects, "reconfigured": False, "no_work": no_work,
                        "seconds": round(time.perf_counter() - start, 3)})
    _report(args, summary)
    return 0


def _full(args: argparse.Namespace, root: str, key: str, name: str, emit: tuple[str, ...],
          sources: tuple[str, ...]) -> int:
    from ..builder import fastpath
    from ..builder.configure import Request
    from ..builder.matrix import build
    from ..targets import parse_target

    targets = []
    for text in args.target:
        target = parse_target(text)
        if str(target) not in [str(t) for t in targets]:
            targets.append(target)
    requests = [
        Request(target=str(t), sources=sources, build_root=root, name=name, toolchain=args.toolchain,
                launcher=args.launcher, generator=args.generator, emit=emit, opt_level=args.opt_level)
        for t in targets
    ]
    stream = sys.stderr if args.json else sys.stdout
    results = build(requests, jobs=args.jobs, verbose=args.verbose, stream=stream)
    summary = [r.export() for r in results]
    fastpath.remember(root, key, [{k: e[k] for k in ("target", "build_dir", "build_file", "shared_library",
                                                     "static_library")} for e in summary], _watched())
    _report(args, summary)
    return 0


def _watched() -> list[str]:
    """Files and folders whose change can change what a target text means (kinds, tags)."""
    from ..paths import config_dirs, data_dir
    from ..targets.tags import tag_files

    toolchains = data_dir("toolchains")
    folders = [str(toolchains / "tags"), *(str(d / "tags") for d in config_dirs())]
    return [str(toolchains / "kinds.toml"), *map(str, tag_files()), *folders]


def _report(args: argparse.Namespace, summary: list[dict]) -> None:
    if args.json:
        from .output import print_json

        print_json({"targets": summary})
        return
    for entry in summary:
        state = "up to date" if entry["no_work"] else f"built in {entry['seconds']:.2f} s"
        print(f"{os.path.basename(entry['build_dir'])}: {state}")
        print(f"  {os.path.relpath(entry['shared_library'])}")
        print(f"  {os.path.relpath(entry['static_library'])}")
