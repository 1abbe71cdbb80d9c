"""bench/build.py — tgtbuild's configure, no-op rebuild and IR codegen against CMake + Ninja and llc.

A generated project (200 small C files, 20 LLVM IR modules) is built for
aarch64-linux-musl (cortex-a72) three ways:

- configure: `tgtbuild` configure step on a fresh build dir (one Python
  process: target, toolchain, plan, render, write) vs `cmake -G Ninja` with
  an equivalent zig toolchain file (zig cc/ar wrappers; the IR compiled by
  add_custom_command + llc).
- no-op rebuild: the full `tgtbuild --target ... SOURCES` command on an
  up-to-date tree vs `cmake --build` on an up-to-date tree.
- IR codegen: the 20 IR modules through tgtbuild's IR step (llvmlite, split
  over the cores) vs 20 `llc` runs one after the other, as CMake's
  add_custom_command edges run them on a 1-core slot (skipped if llc is absent).

Each pair is timed interleaved (A, B, A, B, ...) so load from other work on
the machine hits both alike; medians of wall time, with the children's CPU
time beside them (steadier on a busy machine). Before any full build is
timed, both contestants build once untimed: zig builds musl and compiler_rt
on first use (a minute), and whoever ran first would otherwise pay it.
Goals (issue 10): configure ≤ 0.3× CMake, no-op ≤ 2.5× `cmake --build`,
IR codegen ≤ 0.5× llc.

tgtbuild runs from a throwaway venv holding it as `pip install .` leaves it
(bench/userinstall.py): an editable install's import hook adds ~14 ms to
every Python start, which users do not pay. `--here` times this environment.

    python bench/build.py [--runs 5] [--keep DIR] [--here]
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import sys
import tempfile
import textwrap
from pathlib import Path

from startup import time_run  # bench/startup.py: (wall, children's CPU) of one run
from userinstall import user_install

TARGET = "llvm -mtriple=aarch64-linux-musl -mcpu=cortex-a72"
N_C, N_IR = 200, 20

IR_TEMPLATE = """\
define void @ir_kernel_{i}(ptr noalias %a, ptr noalias %b, ptr noalias %out, i64 %n) {{
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


def generate(root: Path) -> list[Path]:
    src = root / "src"
    src.mkdir(parents=True)
    sources = []
    (src / "common.h").write_text("#pragma once\nstatic inline int twice(int x) { return 2 * x; }\n")
    for i in range(N_C):
        path = src / f"unit_{i:03d}.c"
        path.write_text(f'#include "common.h"\nint unit_{i}(int x) {{ return twice(x) + {i}; }}\n')
        sources.append(path)
    for i in range(N_IR):
        path = src / f"kernel_{i:02d}.ll"
        path.write_text(IR_TEMPLATE.format(i=i, scale=i + 1))
        sources.append(path)
    return sources


def cmake_project(root: Path, sources: list[Path], llc: str | None) -> Path:
    """CMakeLists.txt + a zig toolchain file doing the same work (IR via llc when present)."""
    proj = root / "cmake"
    proj.mkdir()
    z = zig()
    for name, sub in (("zcc", "cc -target aarch64-linux-musl"), ("zar", "ar"), ("zranlib", "ranlib")):
        wrapper = proj / name
        wrapper.write_text(f'#!/bin/sh\nexec "{z}" {sub} "$@"\n')
        wrapper.chmod(0o755)
    (proj / "zig-aarch64.cmake").write_text(textwrap.dedent(f"""\
        set(CMAKE_SYSTEM_NAME Linux)
        set(CMAKE_SYSTEM_PROCESSOR aarch64)
        set(CMAKE_C_COMPILER {proj / 'zcc'})
        set(CMAKE_AR {proj / 'zar'})
        set(CMAKE_RANLIB {proj / 'zranlib'})
        set(CMAKE_C_FLAGS_INIT "-mcpu=cortex_a72 -O3")
        """))
    c_files = " ".join(f'"{p}"' for p in sources if p.suffix == ".c")
    ir_rules = ""
    ir_objs = []
    if llc:
        for p in sources:
            if p.suffix == ".ll":
                obj = f"${{CMAKE_BINARY_DIR}}/{p.stem}.o"
                ir_objs.append(obj)
                ir_rules += (f'add_custom_command(OUTPUT {obj} COMMAND {llc} -opaque-pointers -O2 -filetype=obj '
                             f'-mtriple=aarch64-linux-musl -mcpu=cortex-a72 -relocation-model=pic "{p}" -o {obj} '
                             f'DEPENDS "{p}")\n')
    (proj / "CMakeLists.txt").write_text(textwrap.dedent("""\
        cmake_minimum_required(VERSION 3.20)
        project(bench C)
        set(CMAKE_POSITION_INDEPENDENT_CODE ON)
        """) + ir_rules + f"add_library(bench SHARED {c_files} {' '.join(ir_objs)})\n"
        f"add_library(bench_static STATIC {c_files} {' '.join(ir_objs)})\n")
    return proj


GOALS = {"configure": 0.3, "no-op": 2.5, "IR codegen": 0.5}


def median(values: list[float]) -> float:
    return statistics.median(values)


def interleaved(runs: int, a, b) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
    """Run a(i) and b(i) alternately `runs` times; each returns (wall, cpu)."""
    out_a, out_b = [], []
    for i in range(runs):
        out_a.append(a(i))
        out_b.append(b(i))
    return out_a, out_b


def row(name: str, tg: list[tuple[float, float]], peer_name: str, peer: list[tuple[float, float]] | None) -> str:
    wall, cpu = median([t[0] for t in tg]), median([t[1] for t in tg])
    line = f"{name:11s} tgtbuild {wall:.3f} s (cpu {cpu:.3f})"
    if peer:
        pw, pc = median([t[0] for t in peer]), median([t[1] for t in peer])
        ratio, goal = wall / pw, GOALS[name]
        line += (f"   {peer_name} {pw:.3f} s (cpu {pc:.3f})   ratio {ratio:.2f}× wall, {cpu / pc:.2f}× cpu "
                 f"(goal ≤ {goal}×) {'OK' if ratio <= goal else 'MISSED'}")
    return line


def llc_all(llc: str, sources: list[Path], out: Path) -> tuple[float, float]:
    """20 llc runs in a row, as a shell loop would: (wall, cpu)."""
    script = "\n".join(shlex.join([llc, "-opaque-pointers", "-O2", "-filetype=obj", "-mtriple=aarch64-linux-musl",
                                    "-mcpu=cortex-a72", "-relocation-model=pic", str(p), "-o",
                                    str(out / (p.stem + ".o"))]) for p in sources if p.suffix == ".ll")
    return time_run(["sh", "-ec", script])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", metavar="DIR", help="generate into DIR and keep it")
    parser.add_argument("--here", action="store_true", help="time this environment's tgtbuild, not a user install")
    args = parser.parse_args()
    root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="tgtbuild-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    llc = shutil.which("llc")
    cmake = shutil.which("cmake")
    try:
        py = sys.executable if args.here else str(user_install(root / "venv"))
        sources = generate(root)
        from tgtbuild import __version__
        from tgtbuild.targets import Target

        dirname = Target(TARGET).dirname
        print(f"tgtbuild {__version__} ({'this environment' if args.here else 'a user install, pip install .'}); "
              f"project: {N_C} C files + {N_IR} IR modules; target {TARGET}; "
              f"{os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f}")
        configure_snippet = (
            "import sys; from tgtbuild.builder.configure import Request, configure; "
            "configure(Request(target=sys.argv[1], sources=tuple(sys.argv[3:]), build_root=sys.argv[2], "
            "name='bench'))"
        )
        proj = cmake_project(root, sources, llc) if cmake else None
        toolchain_file = f"-DCMAKE_TOOLCHAIN_FILE={proj / 'zig-aarch64.cmake'}" if proj else ""

        def tg_configure(i: int) -> tuple[float, float]:
            return time_run([py, "-c", configure_snippet, TARGET, str(root / f"tg-cfg-{i}"), *map(str, sources)])

        def cm_configure(i: int) -> tuple[float, float]:
            return time_run([cmake, "-G", "Ninja", "-S", str(proj), "-B", str(root / f"cm-cfg-{i}"), toolchain_file])

        # warm-up, untimed: page cache, Jinja2 bytecode, tgtbuild's data cache, zig's libc for both contestants
        cli = [py, "-m", "tgtbuild", "--target", TARGET, "--name", "bench", "--build-dir", str(root / "tg-warm"),
               *map(str, sources)]
        time_run(cli)
        if cmake:
            cm_configure(999)
            time_run([cmake, "--build", str(root / "cm-cfg-999")])
        rows = []
        tg, cm = interleaved(args.runs, tg_configure, cm_configure) if cmake else ([tg_configure(0)], None)
        rows.append(row("configure", tg, "cmake -G Ninja", cm))
        # full builds on a warm zig cache (configure dirs from above), then no-op rebuilds
        build_root = root / "tg-build"
        cli = [py, "-m", "tgtbuild", "--target", TARGET, "--name", "bench", "--build-dir", str(build_root),
               *map(str, sources)]
        full_tg = time_run(cli)
        full_cm = time_run([cmake, "--build", str(root / "cm-cfg-0")]) if cmake else None
        noop_tg, noop_cm = interleaved(args.runs, lambda i: time_run(cli),
                                       lambda i: time_run([cmake, "--build", str(root / "cm-cfg-0")]))
        rows.append(row("no-op", noop_tg, "cmake --build", noop_cm if cmake else None))
        rows.append(f"full build  tgtbuild {full_tg[0]:.2f} s" +
                    (f"   cmake --build {full_cm[0]:.2f} s (both on a warm zig cache)" if full_cm else ""))
        # IR codegen: the build's own IR step with every stamp removed, vs llc per module
        build_dir = build_root / dirname

        def tg_ir(i: int) -> tuple[float, float]:
            for stamp in (build_dir / "obj").glob("*.stamp"):
                stamp.unlink()
            return time_run([py, "-m", "tgtbuild.builder.irstep", "ir-jobs.json"], cwd=build_dir)

        if llc:
            (root / "llc-out").mkdir(exist_ok=True)
            ir_tg, ir_llc = interleaved(args.runs, tg_ir, lambda i: llc_all(llc, sources, root / "llc-out"))
            rows.append(row("IR codegen", ir_tg, f"llc ×{N_IR}", ir_llc))
        else:
            rows.append(row("IR codegen", [tg_ir(i) for i in range(args.runs)], "", None) +
                        "   (llc not found: comparison skipped)")
        if not cmake:
            rows.append("cmake not found: `pip install cmake` for the CMake comparisons")
        print("\n".join(rows))
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
