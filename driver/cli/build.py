"""`tgtbuild [build]`: cross-compile sources for one or more targets with ninja."""

from __future__ import annotations

import argparse
import os
import sys

from ..api.building import BuildOptions, CompilerOptions, build
from ..errors import TgtbuildError
from ..exiting import nothing_to_clean_up

HELP = """\
examples:
  tgtbuild --target rasp4b examples/vadd/model.ir
  tgtbuild build --target rasp4b --target riscv64-linux-gnu model.ir kernels.c
  tgtbuild --target 'llvm -mtriple=aarch64-linux-musl -mcpu=cortex-a53' model.ir --name vadd
  tgtbuild --target arm/rasp4b model.ir --launcher ccache -j 8
  tgtbuild --target rasp4b model.ir --emit asm --json
  tgtbuild --target x86_64-linux-gnu src/*.c --generator make

programs and compiler options (spelled as gcc and clang spell them):
  tgtbuild build -t aarch64-linux-musl -I utilities -DMINI_DATASET -O2 -ffp-contract=off \\
      utilities/polybench.c 2mm/2mm.c -o 2mm -lm
  tgtbuild build -t rasp4b --name mathx src/*.c --program app=app/main.c,app/cli.c
  CFLAGS='-Wall -DNDEBUG' tgtbuild build -t rasp4b src/*.c --cflags='-fno-strict-aliasing'
  tgtbuild build                       (no sources: build ./tgtbuild.toml, see docs/project.md)
  tgtbuild build -C examples/c-project -t riscv64-linux-musl

Each target builds in BUILD_DIR/<target name>-<hash>/ (build.ninja,
compile_commands.json, obj/, lib<NAME>.a, lib<NAME>.so, programs). Running
the same command again does no work; changing a -D rebuilds the objects it
is given to and what links them, nothing else. Sources: LLVM IR (.ll .ir
.bc), C (.c), C++ (.cc .cpp .cxx), assembly (.s .S).

Compiler options apply to every C, C++ and assembly source; -O,
-ffp-contract and -ffast-math also to LLVM IR. Relative folders are relative
to the current folder. CPPFLAGS, CFLAGS (C, assembly), CXXFLAGS (C++) and
LDFLAGS are read from the environment the way Make does, before the command
line's options (so the command line wins). A --cflags value that is one
word starting with '-' needs '=': --cflags=-g.

model files, through TVM's frontends (ONNX: pip install 'tgtbuild[onnx]'; .pt2: torch; .tflite: tflite):
  tgtbuild build --target rasp4b model.onnx -o model.so         compile, export for the board
  tgtbuild build --target rasp4b model.onnx --check             and compare with onnxruntime here
  tgtbuild build -t rasp4b model.onnx --input-shape input=1,3,224,224   a dynamic dimension's size
  tgtbuild build -t rasp4b model.onnx --database model.db -o tuned.so   with a tuning database's schedules
  tgtbuild run --target rasp4b --board pi@rpi.lan model.onnx    built once, then run and timed there
  tgtbuild tune model.onnx --target rasp4b --board local --trials 32 --database model.db -o tuned.so
An unchanged model, target and database are not compiled again; the export is written whole or not
at all, with its record beside it (MODEL.so.tgtbuild.json: source hash, frontend, TVM, pipeline).
"""

IR_FP_HELP = ("For IR: off turns llvm.fmuladd into a separate multiply and add and drops 'contract' flags; "
              "fast marks every FP add/sub/mul 'contract'; on keeps the IR as written")


class _Macro(argparse.Action):
    """-D and -U into one list, in the order typed (gcc applies them in order)."""

    def __call__(self, parser, namespace, values, option_string=None):  # noqa: ANN001
        items = list(getattr(namespace, "macro_order", None) or [])
        items.append(f"{option_string[:2]}{values}")
        namespace.macro_order = items


def add_build_arguments(parser: argparse.ArgumentParser, *, matrix: bool) -> None:
    """The options every command that builds shares (`build`, `run`)."""
    parser.add_argument("sources", nargs="*", metavar="SOURCE",
                        help="LLVM IR, C, C++ or assembly files (none: build ./tgtbuild.toml)")
    if matrix:
        parser.add_argument("--target", "-t", action="append", metavar="TARGET",
                            help="target text, tag or triple (repeat for a matrix; default: the project's)")
    else:
        parser.add_argument("--target", "-t", metavar="TARGET",
                            help="target text, tag or triple (default: the project's first)")
    parser.add_argument("-C", dest="directory", metavar="DIR",
                        help="the project folder holding tgtbuild.toml (default: the current folder)")
    parser.add_argument("--name", help="library name: lib<NAME>.so (default: the first source's stem)")
    parser.add_argument("--program", action="append", default=[], metavar="NAME[=SRC,...]",
                        help="link an executable NAME: from SRC,... linked with the library, or without "
                             "=SRC from all the sources (like -o)")
    parser.add_argument("-o", dest="output", metavar="NAME",
                        help="link the sources into the executable NAME (no library), like cc -o")
    parser.add_argument("--toolchain", metavar="NAME", help="use this toolchain (default: first found that fits)")
    parser.add_argument("--launcher", choices=("ccache", "sccache", "distcc", "icecc"),
                        help="prefix compile steps with a compiler launcher")
    parser.add_argument("-j", "--jobs", type=int, metavar="N",
                        help="parallel jobs; 0 = no limit (default: ninja's own, make: one per core)")
    parser.add_argument("--build-dir", default="build", metavar="DIR",
                        help="folder holding one build dir per target (default ./build)")
    parser.add_argument("--json", action="store_true", help="print a machine-readable summary on stdout")
    parser.add_argument("-v", "--verbose", action="store_true", help="show full commands")
    parser.add_argument("--config", metavar="BEST", help="build with a tuned configuration (`tgtbuild tune best "
                        "LOG -o BEST`, or the log itself)")
    model = parser.add_argument_group("model files (.onnx, .pt2, .tflite, .relax.json)")
    model.add_argument("--input-shape", action="append", default=[], metavar="NAME=D1,D2,...[:DTYPE]",
                       help="a model input's shape (and dtype) where the model leaves a dimension open")
    model.add_argument("--database", metavar="DIR",
                       help="a MetaSchedule database (tgtbuild tune MODEL --database DIR) to compile a model with")
    cc = parser.add_argument_group(
        "compiler options", "as gcc/clang take them; also CPPFLAGS, CFLAGS, CXXFLAGS, LDFLAGS from the environment")
    cc.add_argument("-I", dest="includes", action="append", default=[], metavar="DIR", help="include folder")
    cc.add_argument("-isystem", dest="system_includes", action="append", default=[], metavar="DIR",
                    help="system include folder (no warnings from its headers)")
    cc.add_argument("-D", dest="macro_order", action=_Macro, metavar="NAME[=VALUE]", help="define a macro")
    cc.add_argument("-U", dest="macro_order", action=_Macro, metavar="NAME", help="undefine a macro")
    cc.add_argument("-std", dest="std", action="append", default=[], metavar="STD",
                    help="-std=c11 (C), -std=c++17 (C++); both may be given")
    cc.add_argument("-W", dest="warnings", action="append", default=[], metavar="WARNING|l,ARGS",
                    help="-Wall, -Wextra... for C/C++; -Wl,ARGS passes ARGS to the linker")
    cc.add_argument("-L", dest="lib_dirs", action="append", default=[], metavar="DIR", help="library folder")
    cc.add_argument("-l", dest="libs", action="append", default=[], metavar="LIB", help="link libLIB (-lm)")
    cc.add_argument("--cflags", action="append", default=[], metavar="'WORDS'",
                    help="more C (and assembly) options, split like a shell")
    cc.add_argument("--cxxflags", action="append", default=[], metavar="'WORDS'", help="more C++ options")
    cc.add_argument("--ldflags", action="append", default=[], metavar="'WORDS'",
                    help="more link options (before the objects)")
    cc.add_argument("--opt-level", "-O", type=int, choices=(0, 1, 2, 3), metavar="{0,1,2,3}",
                    help="optimisation level for C, C++ and IR (default: the target's, usually 3)")
    cc.add_argument("--fp-contract", "-ffp-contract", choices=("off", "on", "fast"),
                    help="fuse a*b+c into FMA: off (IEEE results as written, like gcc -O2 -ffp-contract=off), "
                         "on (within one expression, clang's default), fast (anywhere). " + IR_FP_HELP)
    cc.add_argument("--fast-math", "-ffast-math", action="store_true",
                    help="allow value-changing float optimisations (C: -ffast-math; IR: 'fast' on every FP op)")
    cc.add_argument("--reoptimize-ir", action="store_true",
                    help="run LLVM's -O pipeline again on IR its producer already optimised (TVM's); the "
                         "default is codegen only, the machine code TVM's export_library ships")


def options_from_args(args: argparse.Namespace):  # noqa: ANN201 - api.building.CompilerOptions, imported lazily
    """The compiler options as typed (`add_build_arguments`), for the API."""
    return CompilerOptions(
        macros=getattr(args, "macro_order", None) or (), includes=args.includes, system_includes=args.system_includes,
        lib_dirs=args.lib_dirs, libs=args.libs, warnings=args.warnings, std=args.std, cflags=args.cflags,
        cxxflags=args.cxxflags, ldflags=args.ldflags, opt_level=args.opt_level, fp_contract=args.fp_contract,
        fast_math=args.fast_math, reoptimize_ir=getattr(args, "reoptimize_ir", False))


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    add_build_arguments(parser, matrix=True)
    parser.add_argument("--generator", choices=("ninja", "make"), default="ninja", help="build tool (default ninja)")
    parser.add_argument("--emit", action="append", choices=("obj", "asm", "ll", "ptx"), default=None,
                        help="also keep assembly (asm) or optimised IR (ll) for IR sources; repeatable")
    check = parser.add_argument_group("checking a model file")
    check.add_argument("--check", action="store_true",
                       help="also build the model for this machine and compare its outputs with the framework's "
                            "(onnxruntime, PyTorch) on seeded inputs")
    check.add_argument("--rtol", type=float, default=1e-4, help="relative tolerance of --check (default 1e-4)")
    check.add_argument("--atol", type=float, default=1e-5, help="absolute tolerance of --check (default 1e-5)")
    check.add_argument("--seed", type=int, default=0, help="seed of --check's inputs (default 0)")


def run(args: argparse.Namespace) -> int:
    from ..suffixes import model_files  # the suffix table alone (no imports): a no-op rebuild asks it

    if model_files(args.sources):
        from .model import build_models, model_source  # lazily: TVM's flow only for a model file

        return build_models(args, model_source(args.sources))
    if args.check:
        raise TgtbuildError("--check compares a model file's outputs with its framework's; for sources, use "
                            "tgtbuild run --check")
    settings = BuildOptions(name=args.name, output=args.output, programs=args.program,
                            options=options_from_args(args), project=args.directory, build_dir=args.build_dir,
                            toolchain=args.toolchain, launcher=args.launcher, jobs=args.jobs, verbose=args.verbose)
    built = build(args.sources, args.target or (), build=settings, generator=args.generator,
                  emit=args.emit or ("obj",), config=args.config, progress=sys.stderr if args.json else sys.stdout)
    _report(args, [b.export() for b in built])
    args.quick_exit = nothing_to_clean_up()  # builds hold no file or thread once done: skip the teardown
    return 0


def _report(args: argparse.Namespace, summary: list[dict]) -> None:
    if args.json:
        from .output import print_json  # lazily: a no-op rebuild start up through this module

        print_json({"targets": summary})
        return
    for entry in summary:
        state = "up to date" if entry["no_work"] else f"built in {entry['seconds']:.2f} s"
        print(f"{os.path.basename(entry['build_dir'])}: {state}")
        made = [entry["shared_library"], entry["static_library"], *entry.get("programs", ())]
        for path in made:
            if os.path.exists(path):
                print(f"  {os.path.relpath(path)}")
