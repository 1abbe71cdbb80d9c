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
"""

_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.+-]*$")
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


def library_name(args: argparse.Namespace) -> str:
    """--name, or the first source's stem; checked so lib<NAME>.so is a sane file name."""
    name = args.name or (os.path.splitext(os.path.basename(args.sources[0]))[0] if args.sources else "")
    name = name or getattr(args, "output", None) or "main"
    check_name(name, "--name", "the library is lib<NAME>.so")
    return name


def check_name(name: str, option: str, what: str) -> str:
    if not _NAME.match(name):
        from ..builder.configure import ConfigureError  # only on the error path: the no-op build stays lean

        raise ConfigureError(f"{option} {name!r}: use letters, digits, '_', '.', '+' and '-' ({what})")
    return name


def user_flags(args: argparse.Namespace, base: str = ""):  # noqa: ANN201 - UserFlags, imported lazily
    """The environment's flags, then the command line's (the command line wins)."""
    from ..builder import userflags

    given = userflags.from_options(
        macro_order=getattr(args, "macro_order", None) or [], includes=args.includes,
        system_includes=args.system_includes, lib_dirs=args.lib_dirs, libs=args.libs, warnings=args.warnings,
        std=args.std, cflags=_words(args.cflags, "--cflags"), cxxflags=_words(args.cxxflags, "--cxxflags"),
        ldflags=_words(args.ldflags, "--ldflags"), opt_level=args.opt_level, fp_contract=args.fp_contract,
        fast_math=args.fast_math, reoptimize_ir=getattr(args, "reoptimize_ir", False), base=base)
    return userflags.from_environment(base=base).merged(given)


def _words(values: list[str], option: str) -> list[str]:
    from ..builder.userflags import split_words

    return [w for v in values for w in split_words(v, option)]


def programs(args: argparse.Namespace, library: str) -> tuple[bool, tuple]:
    """(build a library?, components) from -o and --program."""
    specs = [*([args.output] if args.output else []), *args.program]
    whole = [s for s in specs if "=" not in s]
    if len(whole) > 1:
        from ..builder.configure import ConfigureError

        raise ConfigureError(f"{' and '.join(whole)}: only one program can be made of all the sources; "
                             "give the others their own sources: --program NAME=SRC,SRC")
    components = []
    library_built = not whole
    for spec in specs:
        name, _, sources = spec.partition("=")
        check_name(name, "--program" if spec in args.program else "-o", "the program's file name")
        files = tuple(os.path.abspath(s) for s in sources.split(",") if s) if sources else ()
        if "=" in spec and not files:
            from ..builder.configure import ConfigureError

            raise ConfigureError(f"--program {spec!r}: list its sources after '=' separated by commas")
        links = (library,) if files and args.sources and library_built else ()
        components.append(("program", name, files, None, links))
    return library_built, tuple(components)


def flag_key(args: argparse.Namespace) -> dict:
    """The flag options as typed, plus the environment's: cheap (no dataclasses) for the no-op key."""
    from ..builder.fastpath import ENV_VARS

    raw = {k: getattr(args, k, None) for k in ("macro_order", "includes", "system_includes", "lib_dirs", "libs",
                                                "warnings", "std", "cflags", "cxxflags", "ldflags", "fp_contract",
                                                "fast_math", "reoptimize_ir", "program", "output", "directory")}
    raw = {k: v for k, v in raw.items() if v}
    raw.update({name: os.environ[name] for name in ENV_VARS if os.environ.get(name)})
    if raw:
        raw["cwd"] = os.getcwd()  # relative folders mean something else elsewhere
    return raw


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
    from .. import __version__
    from ..builder import fastpath

    if not args.sources:
        return _run_project(args)
    if not args.target:
        from ..errors import TgtbuildError

        raise TgtbuildError("give --target TARGET (a tag such as rasp4b, or a triple such as aarch64-linux-musl); "
                            "targets can also come from a tgtbuild.toml (docs/project.md)")
    name = library_name(args)
    emit = tuple(sorted(set(args.emit or ["obj"]) | {"obj"}))
    root = os.path.abspath(args.build_dir)
    sources = tuple(os.path.abspath(s) for s in args.sources)
    key = fastpath.request_key({
        "targets": args.target, "sources": sources, "name": name, "toolchain": args.toolchain,
        "launcher": args.launcher, "generator": args.generator, "emit": emit, "opt": args.opt_level,
        "python": sys.executable, "version": __version__, "flags": flag_key(args),
    })
    if args.generator == "ninja":
        status = _fast(args, root, key)
        if status is not None:
            return status
    from ..builder.configure import Request

    flags = user_flags(args)
    library, components = programs(args, name)
    requests = [Request(target=t, sources=sources, build_root=root, name=name, toolchain=args.toolchain,
                        launcher=args.launcher, generator=args.generator, emit=emit, flags=flags, library=library,
                        components=components)
                for t in _targets(args.target)]
    return _full(args, root, key, requests, [])


def _targets(texts: list[str]) -> list[str]:
    """Canonical target texts, duplicates dropped (every target is parsed before anything is built)."""
    from ..targets import parse_target

    targets: list[str] = []
    for text in texts:
        canonical = str(parse_target(text))
        if canonical not in targets:
            targets.append(canonical)
    return targets


def _run_project(args: argparse.Namespace) -> int:
    """`tgtbuild build` without sources: the tgtbuild.toml of -C DIR or the current folder."""
    from .. import __version__
    from ..builder import fastpath
    from ..project import load_project

    project = load_project(args.directory)
    root = os.path.abspath(args.build_dir if args.build_dir != "build" else os.path.join(project.folder, "build"))
    texts = args.target or list(project.targets)
    key = fastpath.request_key({
        "project": str(project.path), "targets": texts, "toolchain": args.toolchain, "launcher": args.launcher,
        "generator": args.generator, "emit": args.emit, "python": sys.executable, "version": __version__,
        "flags": flag_key(args),
    })
    if args.generator == "ninja":
        status = _fast(args, root, key)
        if status is not None:
            return status
    emit = tuple(sorted(set(args.emit or ["obj"]) | {"obj"}))
    extra = user_flags(args)
    requests = [project.request(t, build_root=root, toolchain=args.toolchain, launcher=args.launcher,
                                generator=args.generator, emit=emit, extra=extra)
                for t in _targets(project.check_targets(texts))]
    return _full(args, root, key, requests, project.watched())


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


def _full(args: argparse.Namespace, root: str, key: str, requests: list, watched: list[str]) -> int:
    from ..builder import fastpath
    from ..builder.matrix import build

    stream = sys.stderr if args.json else sys.stdout
    results = build(requests, jobs=args.jobs, verbose=args.verbose, stream=stream)
    summary = [r.export() for r in results]
    fastpath.remember(root, key, [{k: e[k] for k in ("target", "build_dir", "build_file", "shared_library",
                                                     "static_library", "programs")} for e in summary],
                      _watched() + watched)
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
        made = [entry["shared_library"], entry["static_library"], *entry.get("programs", ())]
        for path in made:
            if os.path.exists(path):
                print(f"  {os.path.relpath(path)}")
