"""bench/build.py — tgtbuild's configure, no-op rebuild and IR codegen against CMake + Ninja and llc.

A generated project (200 small C files, 20 LLVM IR modules) is built for
aarch64-linux-musl (cortex-a72) three ways:

- configure: `tgtbuild` configure step on a fresh build dir (one Python
  process: target, toolchain, plan, render, write) vs `cmake -G Ninja` with
  an equivalent zig toolchain file (zig cc/ar wrappers; the IR compiled by
  add_custom_command + llc).
- no-op rebuild: the full `tgtbuild --target ... SOURCES` command on an
  up-to-date tree vs `cmake --build` on an up-to-date tree.
- IR codegen: the 20 IR modules through tgtbuild's batch IR step (one
  process, llvmlite) vs 20 `llc` runs (skipped with a note if llc is absent).

Medians of N runs, printed as ratios with the goals:
configure ≤ 0.2× CMake, no-op ≤ 1.0× `cmake --build`, IR codegen ≤ 1.0× llc.

    python bench/build.py [--runs 5] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

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


def timed(argv: list[str], **kw) -> float:
    start = time.perf_counter()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kw)
    return time.perf_counter() - start


def median(values: list[float]) -> float:
    return statistics.median(values)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--keep", metavar="DIR", help="generate into DIR and keep it")
    args = parser.parse_args()
    root = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="tgtbuild-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    llc = shutil.which("llc")
    cmake = shutil.which("cmake")
    py = sys.executable
    try:
        sources = generate(root)
        from tgtbuild import __version__
        from tgtbuild.targets import Target

        dirname = Target(TARGET).dirname
        print(f"tgtbuild {__version__}; project: {N_C} C files + {N_IR} IR modules; target {TARGET}")
        configure_snippet = (
            "import sys; from tgtbuild.builder.configure import Request, configure; "
            "configure(Request(target=sys.argv[1], sources=tuple(sys.argv[3:]), build_root=sys.argv[2], "
            "name='bench'))"
        )
        rows = []
        # -- configure
        tg = []
        for run in range(args.runs):
            out = root / f"tg-cfg-{run}"
            tg.append(timed([py, "-c", configure_snippet, TARGET, str(out), *map(str, sources)]))
        line = f"configure   tgtbuild {median(tg):.3f} s"
        if cmake:
            proj = cmake_project(root, sources, llc)
            cm = []
            for run in range(max(3, args.runs // 2)):
                out = root / f"cm-cfg-{run}"
                cm.append(timed([cmake, "-G", "Ninja", "-S", str(proj), "-B", str(out),
                                 f"-DCMAKE_TOOLCHAIN_FILE={proj / 'zig-aarch64.cmake'}"]))
            ratio = median(tg) / median(cm)
            line += f"   cmake -G Ninja {median(cm):.3f} s   ratio {ratio:.3f}× (goal ≤ 0.2×) " \
                    f"{'OK' if ratio <= 0.2 else 'MISSED'}"
        rows.append(line)
        # -- full builds, then no-op rebuilds
        build_root = root / "tg-build"
        cli = [py, "-m", "tgtbuild", "--target", TARGET, "--name", "bench", "--build-dir", str(build_root),
               *map(str, sources)]
        full_tg = timed(cli)
        noop_tg = [timed(cli) for _ in range(args.runs)]
        line = f"no-op       tgtbuild {median(noop_tg):.3f} s"
        full_cm = None
        if cmake:
            out = root / "cm-cfg-0"
            full_cm = timed([cmake, "--build", str(out)])
            noop_cm = [timed([cmake, "--build", str(out)]) for _ in range(args.runs)]
            ratio = median(noop_tg) / median(noop_cm)
            line += f"   cmake --build {median(noop_cm):.3f} s   ratio {ratio:.2f}× (goal ≤ 1.0×) " \
                    f"{'OK' if ratio <= 1.0 else 'MISSED'}"
        rows.append(line)
        rows.append(f"full build  tgtbuild {full_tg:.2f} s" + (f"   cmake --build {full_cm:.2f} s" if full_cm else ""))
        # -- IR codegen: the build's own batch step with every stamp removed, vs llc per module
        build_dir = build_root / dirname
        ir_times = []
        for _ in range(args.runs):
            for stamp in (build_dir / "obj").glob("*.stamp"):
                stamp.unlink()
            ir_times.append(timed([py, "-m", "tgtbuild.builder.irstep", "ir-jobs.json"], cwd=build_dir))
        line = f"IR codegen  tgtbuild {median(ir_times):.3f} s ({N_IR} modules, one process)"
        if llc:
            llc_dir = root / "llc-out"
            llc_dir.mkdir(exist_ok=True)
            llc_times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                for p in sources:
                    if p.suffix == ".ll":
                        subprocess.run([llc, "-opaque-pointers", "-O2", "-filetype=obj", "-mtriple=aarch64-linux-musl",
                                        "-mcpu=cortex-a72", "-relocation-model=pic", str(p), "-o",
                                        str(llc_dir / (p.stem + ".o"))], check=True)
                llc_times.append(time.perf_counter() - start)
            ratio = median(ir_times) / median(llc_times)
            line += f"   llc ×{N_IR} {median(llc_times):.3f} s   ratio {ratio:.2f}× (goal ≤ 1.0×) " \
                    f"{'OK' if ratio <= 1.0 else 'MISSED'}"
        else:
            line += "   (llc not found: comparison skipped)"
        rows.append(line)
        if not cmake:
            rows.append("cmake not found: `pip install cmake` for the CMake comparisons")
        print("\n".join(rows))
    finally:
        if not args.keep:
            shutil.rmtree(root, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
