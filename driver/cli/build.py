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


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("sources", nargs="+", metavar="SOURCE", help="LLVM IR, C, C++ or assembly files")
    parser.add_argument("--target", "-t", action="append", required=True, metavar="TARGET",
                        help="target text, tag or triple (repeat for a matrix)")
    parser.add_argument("--name", help="library name: lib<NAME>.so (default: the first source's stem)")
    parser.add_argument("--toolchain", metavar="NAME", help="use this toolchain (default: first found that fits)")
    parser.add_argument("--launcher", choices=("ccache", "sccache", "distcc", "icecc"),
                        help="prefix compile steps with a compiler launcher")
    parser.add_argument("--generator", choices=("ninja", "make"), default="ninja", help="build tool (default ninja)")
    parser.add_argument("--emit", action="append", choices=("obj", "asm", "ll", "ptx"), default=None,
                        help="also keep assembly (asm) or optimised IR (ll) for IR sources; repeatable")
    parser.add_argument("-j", "--jobs", type=int, metavar="N", help="parallel jobs (default: the build tool's)")
    parser.add_argument("--build-dir", default="build", metavar="DIR",
                        help="folder holding one build dir per target (default ./build)")
    parser.add_argument("--opt-level", type=int, choices=(0, 1, 2, 3),
                        help="IR optimisation level (default: the target's)")
    parser.add_argument("--json", action="store_true", help="print a machine-readable summary on stdout")
    parser.add_argument("-v", "--verbose", action="store_true", help="show full commands")


def run(args: argparse.Namespace) -> int:
    from ..build.configure import ConfigureError, Request
    from ..build.driver import build
    from ..target import parse_target

    name = args.name or os.path.splitext(os.path.basename(args.sources[0]))[0]
    if not _NAME.match(name):
        raise ConfigureError(f"--name {name!r}: use letters, digits, '_', '.', '+' and '-' "
                             f"(the library is lib<NAME>.so); pass --name to choose one")
    emit = tuple(sorted(set(args.emit or ["obj"]) | {"obj"}))
    targets = []
    for text in args.target:
        target = parse_target(text)
        if str(target) not in [str(t) for t in targets]:
            targets.append(target)
    root = os.path.abspath(args.build_dir)
    sources = tuple(os.path.abspath(s) for s in args.sources)
    requests = [
        Request(target=str(t), sources=sources, build_root=root, name=name, toolchain=args.toolchain,
                launcher=args.launcher, generator=args.generator, emit=emit, opt_level=args.opt_level)
        for t in targets
    ]
    stream = sys.stderr if args.json else sys.stdout
    results = build(requests, jobs=args.jobs, verbose=args.verbose, stream=stream)
    if args.json:
        from .output import print_json

        print_json({"targets": [r.export() for r in results]})
        return 0
    for result in results:
        state = "up to date" if result.no_work else f"built in {result.seconds:.2f} s"
        print(f"{result.build_dir.name}: {state}")
        print(f"  {os.path.relpath(result.shared_library)}")
        print(f"  {os.path.relpath(result.static_library)}")
    return 0
