"""bench/build.py — tgtbuild's configure, no-op rebuild and IR codegen against CMake + Ninja and LLVM's tools.

A generated project (`--files N` small C files, default 200, and 20 LLVM IR
modules) is built for aarch64-linux-musl (cortex-a72):

- configure: `tgtbuild`'s configure process on a fresh build dir (the one ninja's
  regeneration edge runs: target, toolchain, plan, render, write) vs `cmake -G Ninja` with
  an equivalent zig toolchain file (zig cc/ar wrappers; the IR compiled by
  add_custom_command + llc; CMAKE_EXPORT_COMPILE_COMMANDS on, since
  tgtbuild always writes compile_commands.json). Run it at `--files 200` and `--files 2000`:
  the difference is the per-file cost, the rest the constant; the floor row beside it is that
  constant's least part (a Python importing what configure imports, configuring nothing).
- no-op rebuild: the full `tgtbuild --target ... SOURCES` command on an
  up-to-date tree vs `cmake --build` on an up-to-date tree.
- IR: the 20 IR modules through tgtbuild's IR step (llvmlite, one process
  forking a warm worker per core) vs one edge per module run as CMake + Ninja
  run add_custom_command edges: in parallel, `ninja -j<cores>` (measured: four
  1-second custom commands under `cmake --build -jN` take 4.3 s at -j1, 2.4 s
  at -j2, 1.3 s at -j4; they are not serialised). Two pairs of equal work:
  plain IR, where tgtbuild runs LLVM's -O3 pipeline and codegen, against
  `clang -O3 -c` on the .ll ("IR -O3"); and the same modules marked as TVM's
  (a `__tvm_ffi_` function: TVM optimised its IR already, so tgtbuild runs
  codegen only, as export_library does; issue 20) against `llc -O3`, codegen
  only too ("IR codegen", the issue 35 row). `opt -O3 | llc` is tried once
  and reported when this machine's opt crashes (LLVM 14's opt segfaults in
  LoopLoadElimination on opaque-pointer IR for aarch64).

Each pair is timed interleaved (A, B, A, B, ...) so load from other work on
the machine hits both alike; medians of wall time, with the children's CPU
time beside them (steadier on a busy machine) and the load average of the
moment. Before any full build is timed, both contestants build once
untimed: zig builds musl and compiler_rt on first use (a minute), and
whoever ran first would otherwise pay it. Goals (issues 10, 24): configure
≤ 0.3× CMake (at 2,000 files), no-op ≤ 2.5× `cmake --build`, IR codegen
≤ 0.5× parallel llc at the same level.

tgtbuild runs from a throwaway venv holding it as `pip install .` leaves it
(bench/userinstall.py): an editable install's import hook adds ~14 ms to
every Python start, which users do not pay. `--here` times this environment.

    python bench/build.py [--runs 5] [--files 200] [--cases configure,no-op,ir] [--keep DIR] [--here] [--quick]

Each ratio is judged with tgtbuild's own statistics (bench/_verdict.py: the
ratio of medians with its 95% CI): a goal is met or missed only when the
whole interval is on one side of it. `--quick` (CI): 8 C files, 4 IR modules, 4 runs.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Callable
from pathlib import Path

from _common import add_cases, add_here, chosen_cases, parse_with_quick  # bench/_common.py
from _verdict import QUICK, Judged, footer, judge  # bench/_verdict.py: tgtbuild compare's statistics
from startup import time_run  # bench/startup.py: (wall, children's CPU) of one run
from userinstall import private_cache, user_install

TARGET = "llvm -mtriple=aarch64-linux-musl -mcpu=cortex-a72"
TRIPLE, CPU = "aarch64-linux-musl", "cortex-a72"
N_IR = 20  # IR modules in the project (--quick: 4)
CASES = ("configure", "no-op", "ir")

IR_TEMPLATE = """\
define void @{prefix}ir_kernel_{i}(ptr noalias %a, ptr noalias %b, ptr noalias %out, i64 %n) {{
entry:
  %empty = icmp sle i64 %n, 0
  br i1 %empty, label %done, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %pa = getelementptr inbounds float, ptr %a, i64 %i
  %pb = getelementptr inbounds float, ptr %b, i64 %i
  %po = getelementptr inbounds float, ptr %out, i64 %i
  %va = load float, ptr %pa
  %vb = load float, ptr %pb
  %m = fmul float %va, {scale}.0
  %sum = fadd float %m, %vb
  store float %sum, ptr %po
  %next = add i64 %i, 1
  %more = icmp slt i64 %next, %n
  br i1 %more, label %loop, label %done
done:
  ret void
}}
"""


def zig() -> str:
    import ziglang

    return os.path.join(os.path.dirname(ziglang.__file__), "zig")


def cores() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def generate(root: Path, n_c: int, n_ir: int = N_IR) -> list[Path]:
    src = root / "src"
    src.mkdir(parents=True)
    sources = []
    (src / "common.h").write_text("#pragma once\nstatic inline int twice(int x) { return 2 * x; }\n")
    for i in range(n_c):
        path = src / f"unit_{i:04d}.c"
        path.write_text(f'#include "common.h"\nint unit_{i}(int x) {{ return twice(x) + {i}; }}\n')
        sources.append(path)
    for i in range(n_ir):
        path = src / f"kernel_{i:02d}.ll"
        path.write_text(ir_text(i))
        sources.append(path)
    return sources


def ir_text(i: int, prefix: str = "") -> str:
    """IR module `i` (its function's name starts with `prefix`)."""
    return IR_TEMPLATE.format(i=i, scale=i + 1, prefix=prefix)


LLC_ARGS = ["-opaque-pointers", "-O3", "-filetype=obj", f"-mtriple={TRIPLE}", f"-mcpu={CPU}",
            "-relocation-model=pic"]


def cmake_project(root: Path, sources: list[Path], llc: str | None) -> Path:
    """CMakeLists.txt + a zig toolchain file doing the same work (IR via llc -O3 when present)."""
    proj = root / "cmake"
    proj.mkdir()
    z = zig()
    for name, sub in (("zcc", f"cc -target {TRIPLE}"), ("zar", "ar"), ("zranlib", "ranlib")):
        wrapper = proj / name
        wrapper.write_text(f'#!/bin/sh\nexec "{z}" {sub} "$@"\n')
        wrapper.chmod(0o755)
    (proj / "zig-aarch64.cmake").write_text(textwrap.dedent(f"""\
        set(CMAKE_SYSTEM_NAME Linux)
        set(CMAKE_SYSTEM_PROCESSOR aarch64)
        set(CMAKE_C_COMPILER {proj / 'zcc'})
        set(CMAKE_AR {proj / 'zar'})
        set(CMAKE_RANLIB {proj / 'zranlib'})
        # As a CMake user says it: the CPU and -O in the toolchain file's C flags, and compiler checks that
        # compile but link nothing (usual for a cross toolchain). Both make CMake's configure its fastest
        # (2,000 files: 0.40 s; 0.52 s with flagless checks, 0.60 s when the checks also link).
        set(CMAKE_C_FLAGS_INIT "-mcpu=cortex_a72 -O3")
        set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
        """))
    c_files = " ".join(f'"{p}"' for p in sources if p.suffix == ".c")
    ir_rules = ""
    ir_objs = []
    if llc:
        for p in sources:
            if p.suffix == ".ll":
                obj = f"${{CMAKE_BINARY_DIR}}/{p.stem}.o"
                ir_objs.append(obj)
                ir_rules += (f'add_custom_command(OUTPUT {obj} COMMAND {llc} {" ".join(LLC_ARGS)} "{p}" -o {obj} '
                             f'DEPENDS "{p}")\n')
    # compile_commands.json as tgtbuild always writes one (equal work: CMake writes it only when asked).
    (proj / "CMakeLists.txt").write_text(textwrap.dedent("""\
        cmake_minimum_required(VERSION 3.20)
        project(bench C)
        set(CMAKE_POSITION_INDEPENDENT_CODE ON)
        set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
        # Links as tgtbuild links: without UBSan's runtime, which zig's default links.
        add_link_options(-fno-sanitize=undefined)
        """) + ir_rules + f"add_library(bench SHARED {c_files} {' '.join(ir_objs)})\n"
        f"add_library(bench_static STATIC {c_files} {' '.join(ir_objs)})\n")
    return proj


GOALS = {"configure": 0.3, "no-op": 2.5, "IR codegen": 0.5}
JUDGED: dict[str, Judged] = {}  # every row's verdict, for the footer (bench/_verdict.py)

# The IR step's floor on llc's terms: a Python that imports llvmlite, forks one worker per core and
# only parses and emits each module at -O3 (codegen only, no pipeline: llc's work, and the route
# issue 20 gives TVM's IR), with none of tgtbuild's checks, stamps or target parsing.
IR_FLOOR = """\
import os, sys
import llvmlite.binding as llvm
llvm.initialize_all_targets(); llvm.initialize_all_asmprinters()
triple, cpu, out, *files = sys.argv[1:]
tm = llvm.Target.from_triple(triple).create_target_machine(cpu=cpu, opt=3, reloc="pic")
cores = len(os.sched_getaffinity(0))
pids = []
for w in range(cores):
    pid = os.fork()
    if pid == 0:
        for path in files[w::cores]:
            module = llvm.parse_assembly(open(path).read())
            module.verify()
            with open(os.path.join(out, os.path.basename(path) + ".o"), "wb") as f:
                f.write(tm.emit_object(module))
        os._exit(0)
    pids.append(pid)
sys.exit(max(os.waitstatus_to_exitcode(os.waitpid(p, 0)[1]) for p in pids))
"""

# configure's floor: a Python that imports what the regeneration process imports (regen, the configure
# module, the Ninja writer and its plan, Jinja2 with tgtbuild's environment), configures nothing and
# leaves as that process leaves, without the interpreter's teardown (tgtbuild.exiting).
CONFIGURE_FLOOR = ("import tgtbuild.builder.regen, tgtbuild.builder.ninja, tgtbuild.builder.plan, tgtbuild.templating, "
                   "jinja2; from tgtbuild.exiting import exit_now; exit_now(0)")

Timed = tuple[float, float, float]  # wall seconds, children's CPU seconds, 1-minute load average before the run


def median(values: list[float]) -> float:
    return statistics.median(values)


def timed(argv: list[str], **kw) -> Timed:
    load = os.getloadavg()[0]
    wall, cpu = time_run(argv, **kw)
    return wall, cpu, load


def interleaved(runs: int, *contestants: Callable[[int], Timed]) -> list[list[Timed]]:
    """Run every contestant once per round, in turn (A, B, A, B, ...), `runs` rounds."""
    out: list[list[Timed]] = [[] for _ in contestants]
    for i in range(runs):
        for times, fn in zip(out, contestants, strict=True):
            times.append(fn(i))
    return out


def row(name: str, tg: list[Timed], peer_name: str, peer: list[Timed] | None, goal: float | None = None,
        who: str = "tgtbuild") -> str:
    wall, cpu = median([t[0] for t in tg]), median([t[1] for t in tg])
    loads = [t[2] for t in tg + (peer or [])]
    line = f"{name:11s} {who} {wall:.3f} s (cpu {cpu:.3f})"
    if peer:
        pw, pc = median([t[0] for t in peer]), median([t[1] for t in peer])
        goal = GOALS.get(name) if goal is None else goal
        verdict = judge([t[0] for t in tg], [t[0] for t in peer], goal)
        JUDGED[f"{name}: {who} vs {peer_name}"] = verdict
        line += f"   {peer_name} {pw:.3f} s (cpu {pc:.3f})   wall {verdict.text()}; {cpu / pc:.2f}× cpu"
    return line + f"   [load {min(loads):.1f}-{max(loads):.1f}]"


def peer_ninja(folder: Path, rule: str, ir: list[Path]) -> Path:
    """A build.ninja with one edge per IR module: what CMake's add_custom_command edges amount to."""
    folder.mkdir(parents=True, exist_ok=True)
    edges = "".join(f"build {p.stem}.o: tool {p}\n" for p in ir)
    (folder / "build.ninja").write_text(f"rule tool\n  command = {rule}\n{edges}")
    return folder


def run_peer(ninja: str, folder: Path, jobs: int) -> Timed:
    for obj in folder.glob("*.o"):
        obj.unlink()
    return timed([ninja, "-C", str(folder), f"-j{jobs}"])


def opt_llc_verdict(opt: str | None, llc: str, ir: Path, out: Path) -> str:
    """Whether `opt -O3 | llc -O3` works on this IR with this machine's LLVM (said, not timed, when it crashes)."""
    if not opt:
        return "opt not found: no opt -O3 | llc peer"
    done = subprocess.run([opt, "-opaque-pointers", "-O3", f"-mtriple={TRIPLE}", f"-mcpu={CPU}", str(ir),
                           "-o", str(out / "probe.bc")], capture_output=True, timeout=120)
    if done.returncode == 0:
        return f"{opt} -O3 | llc works here (not timed: clang -O3 -c runs the same pipeline in one process)"
    how = f"signal {-done.returncode}" if done.returncode < 0 else f"exit {done.returncode}"
    version = subprocess.run([opt, "--version"], capture_output=True, text=True).stdout.split("version")[-1].split()[0]
    return (f"opt -O3 | llc: no peer: {opt} (LLVM {version}) crashes on this opaque-pointer IR for {TRIPLE} "
            f"({how}: `opt -opaque-pointers -O3 -mtriple={TRIPLE} -mcpu={CPU} kernel_00.ll`)")


def clang_for_ir(root: Path, ir: Path) -> str | None:
    """A clang that compiles the IR as written (opaque pointers: LLVM 15 or newer), or None."""
    for name in ("clang", "clang-19", "clang-18", "clang-17", "clang-16", "clang-15"):
        clang = shutil.which(name)
        if clang and subprocess.run([clang, "-O3", "-c", f"--target={TRIPLE}", f"-mcpu={CPU}", "-fPIC",
                                     "-Wno-override-module", str(ir), "-o", str(root / "probe.o")],
                                    capture_output=True, timeout=120).returncode == 0:
            return clang
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--files", type=int, default=200, help="C files in the generated project (200, 2000)")
    add_cases(parser, CASES)
    parser.add_argument("--keep", metavar="DIR", help="generate into DIR and keep it")
    add_here(parser)
    args = parse_with_quick(parser, "CI's check: 8 C files, 4 IR modules, 4 runs, here", files=8, runs=4, here=True)
    cases = chosen_cases(parser, args.cases, CASES)
    root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="tgtbuild-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    os.environ.update(private_cache(root / "cache"))  # one user's caches (userinstall.private_cache)
    llc, cmake, ninja = shutil.which("llc"), shutil.which("cmake"), shutil.which("ninja")
    try:
        py = sys.executable if args.here else str(user_install(root / "venv"))
        n_ir = 4 if args.quick else N_IR
        sources = generate(root, args.files, n_ir)
        from tgtbuild import __version__
        from tgtbuild.targets import Target

        dirname = Target(TARGET).dirname
        print(f"tgtbuild {__version__} ({'this environment' if args.here else 'a user install, pip install .'}); "
              f"project: {args.files} C files + {n_ir} IR modules; target {TARGET}; "
              f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
        proj = cmake_project(root, sources, llc) if cmake else None
        rows = []
        build_root = root / "tg-build"
        cli = [py, "-m", "tgtbuild", "--target", TARGET, "--name", "bench", "--build-dir", str(build_root),
               *map(str, sources)]
        if "configure" in cases:
            rows.append(configure_row(args, root, py, sources, cmake, proj))
        if cases & {"no-op", "ir"}:  # a full build, untimed: the IR step's manifest; zig's libc for both
            time_run(cli)
        if "no-op" in cases:
            rows += noop_rows(args, root, cli, cmake, proj)
        if "ir" in cases:
            rows += ir_rows(args, root, py, sources, build_root / dirname, llc, ninja)
        if args.quick:
            print(QUICK)
        print("\n".join(rows + footer(JUDGED)))
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    return 0


def configure_row(args: argparse.Namespace, root: Path, py: str, sources: list[Path], cmake: str | None,
                  proj: Path | None) -> str:
    """tgtbuild's configure as a user's build runs it: the regeneration process ninja starts
    (`python -m tgtbuild.builder.regen`), here on a fresh build dir from the tgtbuild.json a first
    configure wrote, as `cmake -G Ninja` gets a fresh one. Beside it, informative, the same configure
    through the API in a `python -c`: it also pays the interpreter's teardown (15-20 ms at 2,000 files),
    which tgtbuild's own processes skip (tgtbuild.exiting)."""
    snippet = ("import sys; from tgtbuild.builder.configure import Request, configure; "
               "configure(Request(target=sys.argv[1], sources=tuple(sys.argv[3:]), build_root=sys.argv[2], "
               "name='bench'))")
    toolchain_file = f"-DCMAKE_TOOLCHAIN_FILE={proj / 'zig-aarch64.cmake'}" if proj else ""

    def api(i: int) -> Timed:
        return timed([py, "-c", snippet, TARGET, str(root / f"api-cfg-{i}"), *map(str, sources)])

    api(999)  # warm-up, untimed (page cache, Jinja2 bytecode, tgtbuild's data cache); its tgtbuild.json seeds tg's
    (written,) = (root / "api-cfg-999").glob("*/tgtbuild.json")
    config = json.loads(written.read_text())
    for i in (*range(args.runs), 999):
        (root / f"tg-cfg-{i}.json").write_text(json.dumps({**config, "build_root": str(root / f"tg-cfg-{i}")}))

    def tg(i: int) -> Timed:
        return timed([py, "-m", "tgtbuild.builder.regen", "--regen", str(root / f"tg-cfg-{i}.json")])

    def cm(i: int) -> Timed:
        return timed([cmake, "-G", "Ninja", "-S", str(proj), "-B", str(root / f"cm-cfg-{i}"), toolchain_file])

    def floor(i: int) -> Timed:  # what any configure pays before its first file: Python and the imports
        return timed([py, "-c", CONFIGURE_FLOOR])

    tg(999)  # warm-up, untimed
    if not cmake:
        return row("configure", [tg(i) for i in range(args.runs)], "", None) + "   (cmake not found)"
    cm(999)  # warm-up, untimed: CMake's compiler checks
    ours, theirs, imports, through_api = interleaved(args.runs, tg, cm, floor, api)
    return "\n".join([row("configure", ours, "cmake -G Ninja", theirs) + f"   [{args.files} C files]",
                      row("floor", imports, "cmake -G Ninja", theirs, who="imports") + "   (python and "
                      "configure's imports, no file: the part that does not scale with the files)",
                      row("API", through_api, "cmake -G Ninja", theirs, who="configure() in python -c")
                      + "   (informative: the same work, plus the interpreter's teardown)"])


def noop_rows(args: argparse.Namespace, root: Path, cli: list[str], cmake: str | None, proj: Path | None) -> list[str]:
    if not cmake:
        return [row("no-op", [timed(cli) for _ in range(args.runs)], "", None) + "   (cmake not found)"]
    cm_dir = root / "cm-build"
    subprocess.run([cmake, "-G", "Ninja", "-S", str(proj), "-B", str(cm_dir),
                    f"-DCMAKE_TOOLCHAIN_FILE={proj / 'zig-aarch64.cmake'}"], check=True, capture_output=True)
    full_cm = time_run([cmake, "--build", str(cm_dir)])
    ours, theirs = interleaved(args.runs, lambda i: timed(cli), lambda i: timed([cmake, "--build", str(cm_dir)]))
    return [row("no-op", ours, "cmake --build", theirs),
            f"full build  cmake --build {full_cm[0]:.2f} s (on a warm zig cache; tgtbuild's ran untimed first)"]


def ir_rows(args: argparse.Namespace, root: Path, py: str, sources: list[Path], build_dir: Path,
            llc: str | None, ninja: str | None) -> list[str]:
    """tgtbuild's IR step (its keys and objects removed) against ninja -j<cores> edges, in two pairs of equal work.

    Plain IR: tgtbuild runs LLVM's -O3 pipeline, then codegen; its peer is `clang -O3 -c`. TVM's IR
    (issue 20: TVM optimised it already, so tgtbuild runs codegen only, as export_library does): the
    same modules with the symbol that marks TVM's (`codegen.producer`); its peer is `llc -O3`, which
    only runs codegen too. The floor: llvmlite's codegen alone, in a Python that forks one worker a core.
    """
    from tgtbuild.builder.irstep import STAMPS  # the file of its keys (one a module)

    ir = [p for p in sources if p.suffix == ".ll"]
    jobs = cores()

    def tg(i: int) -> Timed:
        # Its keys and every object removed, untimed, as run_peer removes its peers' objects: a fresh
        # build's IR step (replacing 20 objects still there cost it 10 ms of unlinks the peers never paid).
        for old in [build_dir / STAMPS, *(build_dir / "obj").glob("*.ll.o")]:
            old.unlink(missing_ok=True)
        return timed([py, "-m", "tgtbuild.builder.irstep", "ir-jobs.json"], cwd=build_dir)

    def floor_run(argv: list[str]) -> Timed:
        for old in (root / "ir-floor").glob("*.o"):
            old.unlink()
        return timed(argv)

    def pair(peers: dict[str, Callable[[int], Timed]]) -> list[list[Timed]]:
        tg(0)
        for fn in peers.values():  # warm-up, untimed
            fn(0)
        return interleaved(args.runs, tg, *peers.values())

    rows, notes = [], []
    clang = clang_for_ir(root, ir[0]) if ninja else None
    if clang:
        rule = f"{clang} -O3 -c --target={TRIPLE} -mcpu={CPU} -fPIC -Wno-override-module $in -o $out"
        folder = peer_ninja(root / "clang-O3", rule, ir)
        name = f"clang -O3 -c ×{len(ir)} (ninja -j{jobs})"
        ours, theirs = pair({name: lambda i, f=folder: run_peer(ninja, f, jobs)})
        rows.append(row("IR -O3", ours, name, theirs) + "   (plain IR: pipeline + codegen, both)")
    else:
        notes.append("no clang >= 15 found: no peer for plain IR (-O3 pipeline + codegen)")
    if ninja and llc:
        from tgtbuild.codegen.producer import TVM_PREFIXES

        for number, path in enumerate(ir):  # now TVM's, as far as tgtbuild can tell: codegen only
            path.write_text(ir_text(number, TVM_PREFIXES[0]))
        folder = peer_ninja(root / "llc-O3", f"{llc} {' '.join(LLC_ARGS)} $in -o $out", ir)
        name = f"llc -O3 ×{len(ir)} (ninja -j{jobs})"
        (root / "ir-floor").mkdir(exist_ok=True)
        floor_argv = [py, "-c", IR_FLOOR, TRIPLE, CPU, str(root / "ir-floor"), *map(str, ir)]
        ours, theirs, floor = pair({name: lambda i, f=folder: run_peer(ninja, f, jobs),
                                           "floor": lambda i: floor_run(floor_argv)})
        rows.append(row("IR codegen", ours, name, theirs) + "   (TVM's IR: codegen only, both)")
        rows.append(row("IR floor", floor, name, theirs, goal=0.5,
                        who="llvmlite codegen only (IR_FLOOR: import, fork per core, parse, emit)"))
        notes.append(opt_llc_verdict(shutil.which("opt"), llc, ir[0], root))
    else:
        notes.append("llc or ninja not found: no peer for TVM's IR (codegen only)")
    if not rows:
        return [row("IR codegen", [tg(i) for i in range(args.runs)], "", None) + "   (no peer found)"]
    rows.append(f"            tgtbuild: llvmlite (LLVM {llvm_major()}), one process forking a worker per core")
    return rows + [f"            {note}" for note in notes]


def llvm_major() -> str:
    try:
        import llvmlite.binding as llvm

        return ".".join(map(str, llvm.llvm_version_info[:2]))
    except ImportError:
        return "?"


if __name__ == "__main__":
    sys.exit(main())
