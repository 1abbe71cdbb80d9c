"""`tgtbuild tune` against its goals and against TVM, on the local x86_64 board.

Three measurements, each printed with its ratio and goal:

1. exhaustive: the tiled matmul template with --opt-level 1,2 (96 points) is
   measured in full (grid). Its summary gives wall time against the sum of
   the candidates' measurement rounds (goal: wall <= 1.2x the sum; builds
   overlap measurements).
2. search: `model` and `random` replayed on the exhaustive table (every
   point's measured median), 5 seeds each, at a budget of a third of the
   space. Goal: the median over seeds of best-found / exhaustive-best is
   <= 1.05 for model, and model <= random. A replay runs the real strategy
   code against fixed numbers, so seeds differ only in the search, not in
   the board's noise. One real `--strategy model` run is also made and its
   best compared with the exhaustive one.
3. round per candidate: a vadd whose scale is a knob (12 different kernels),
   built, deployed and timed with number=10, repeat=3 (min_repeat_ms 0), one
   builder, against TVM's round (tvm.compile, export_library, RPC upload to
   a loopback rpc server, load_module, time_evaluator number=10 repeat=3)
   when --tvm-python names a Python with apache-tvm, cloudpickle and psutil
   (a side venv: TVM is not a dependency of tgtbuild).

    .venv/bin/python bench/tune.py [--tvm-python .tvmvenv/bin/python] [--parts 123] [--blocks 3] [--quick]

`--quick` (what CI runs, tests/test_benches.py) makes the same three parts
small: the exhaustive and replayed space is the 12-point vadd template
instead of the 96-point matmul, 2 seeds, one block of 4 candidates; it checks
that every path still runs and prints its table, not the goals.

The machine's load is printed first: under load, timings are noisy; the
ratios are what to compare.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

from _common import parse_with_quick  # bench/_common.py
from _verdict import QUICK, at_most, footer, judge  # bench/_verdict.py: tgtbuild compare's statistics, one judge

ROOT = Path(__file__).resolve().parents[1]
MATMUL = ROOT / "examples" / "tune-matmul" / "matmul.c.j2"
VADD = ROOT / "bench" / "data" / "vadd_tune.c.j2"
TARGET = "x86_64-linux-gnu"
TGTBUILD = [sys.executable, "-m", "tgtbuild"]
VADD_ARGS = ["--entry", "vadd", "--arg", "f32[4096]", "--arg", "f32[4096]", "--arg", "f32[4096]:out",
             "--arg", "i64=4096"]


def tune(folder: Path, *args: str) -> dict:
    done = subprocess.run([*TGTBUILD, "tune", "--target", TARGET, *args, "--json"], cwd=folder, text=True,
                          capture_output=True, timeout=3600)
    if done.returncode != 0:
        raise SystemExit(f"tgtbuild tune failed ({done.returncode}):\n{done.stderr[-3000:]}")
    return json.loads(done.stdout)


def records(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def matmul_args(n: int) -> list[str]:
    return ["--entry", "matmul", "--arg", f"f32[{n},{n}]", "--arg", f"f32[{n},{n}]", "--arg", f"f32[{n},{n}]:out",
            "--arg", f"i64={n}"]


def replay(strategy_name: str, space, table: dict[str, float], budget: int, seed: int) -> float:
    """The best median a strategy finds in `budget` trials when each point costs its measured median."""
    from tgtbuild.tune.search import make_strategy
    from tgtbuild.tune.space import point_key

    strategy = make_strategy(strategy_name, space, seed)
    best, done, exclude = math.inf, 0, set()
    while done < budget:
        points = strategy.propose(min(8, budget - done), exclude)
        if not points:
            break
        for point in points:
            key = point_key(point)
            exclude.add(key)
            cost = table.get(key)
            strategy.observe(point, cost)
            best = min(best, cost if cost is not None else math.inf)
            done += 1
    return best


TVM_ROUND = textwrap.dedent("""
    import json, os, sys, tempfile, time
    import numpy as np
    import tvm
    from tvm import rpc, te
    from tvm.rpc.server import Server

    rounds = int(sys.argv[1])
    n = 4096
    server = Server(host="127.0.0.1", port=9190, port_end=9290)
    remote = rpc.connect("127.0.0.1", server.port)
    dev = remote.cpu()
    rng = np.random.default_rng(0)
    data = [rng.uniform(-1, 1, n).astype("float32") for _ in range(3)]
    target = tvm.target.Target({"kind": "llvm"})
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for k in range(rounds):
            started = time.perf_counter()
            A = te.placeholder((n,), name="A")
            B = te.placeholder((n,), name="B")
            C = te.compute((n,), lambda i: A[i] + float(k + 1) * B[i], name="C")
            lib = tvm.compile(te.create_prim_func([A, B, C]), target=target)
            path = os.path.join(tmp, f"vadd{k}.so")
            lib.export_library(path)
            remote.upload(path)
            rlib = remote.load_module(f"vadd{k}.so")
            args = [tvm.runtime.tensor(d, dev) for d in data]
            rlib.time_evaluator(rlib.entry_name, dev, number=10, repeat=3)(*args)
            times.append(time.perf_counter() - started)
    server.terminate()
    print(json.dumps({"tvm": tvm.__version__, "times": times}))
""")


def zig_alone(folder: Path, count: int, *flags: str) -> list[float]:
    """`zig cc -O2 FLAGS` of a changed vadd, alone: the floor a candidate's build stands on."""
    import time

    import ziglang

    zig = os.path.join(os.path.dirname(ziglang.__file__), "zig")
    times = []
    for k in range(count):
        source = folder / "vadd_alone.c"
        source.write_text("#include <stdint.h>\nvoid vadd(float *a, float *b, float *c, int64_t n) {\n"
                          f"    for (int64_t i = 0; i < n; i++) c[i] = a[i] + {k + 1}.0f * b[i];\n}}\n")
        started = time.perf_counter()
        subprocess.run([zig, "cc", "-target", "x86_64-linux-gnu.2.28", "-O2", "-fPIC", *flags, "-o",
                        str(folder / "vadd_alone.out"), str(source)], check=True, timeout=300)
        times.append(time.perf_counter() - started)
    return times


def tvm_round(python: str, rounds: int) -> dict | None:
    done = subprocess.run([python, "-c", TVM_ROUND, str(rounds)], capture_output=True, text=True, timeout=900)
    if done.returncode != 0:
        print(f"  TVM round failed: {done.stderr.strip().splitlines()[-1:]}")
        return {"failed": (done.stderr.strip().splitlines() or ["no output"])[-1]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tvm-python", help="a Python with apache-tvm, cloudpickle, psutil (for part 3)")
    parser.add_argument("--n", type=int, default=128, help="matmul size (default 128)")
    parser.add_argument("--min-repeat-ms", default="100", help="timing protocol of parts 1-2 (default 100)")
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--blocks", type=int, default=3, help="interleaved blocks of part 3 (default 3)")
    parser.add_argument("--parts", default="123", help="which parts to run (default 123)")
    args = parse_with_quick(parser, "a seconds-long run of every part (CI): see above",
                            seeds=2, blocks=1, min_repeat_ms="1")
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    if args.quick:
        print(QUICK)
    from tgtbuild.tune.space import Knob, Templates, build_space, point_key

    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-tune-") as tmp:
        folder = Path(tmp)
        protocol = ["--repeat", "3", "--min-repeat-ms", args.min_repeat_ms, "--top-k", "0"]
        if "1" in args.parts:
            # 1. exhaustive
            log = folder / "grid.jsonl"
            kernel = [str(VADD), *VADD_ARGS] if args.quick else [str(MATMUL), *matmul_args(args.n)]
            levels = "1" if args.quick else "1,2"
            summary = tune(folder, *kernel, "--opt-level", levels, "--strategy", "grid", *protocol, "--log", str(log))
            table = {r["key"]: r["median"] for r in records(log) if r["phase"] == "tune" and r["ok"]}
            size = summary["trials"]
            best = min(table.values())
            ratio = summary["wall_s"] / summary["measure_s"]
            goal = 1.2
            print(f"1. exhaustive: {size} points, best {best * 1e6:.1f} us; wall {summary['wall_s']:.1f} s, "
                  f"sum of measurements {summary['measure_s']:.1f} s, builds {summary['build_s']:.1f} s "
                  f"→ wall/measurements {ratio:.2f}x (goal <= {goal}x) {'OK' if ratio <= goal else 'MISSED'}")
            # 2. search
            space = build_space(Templates([kernel[0]]),
                                [Knob("opt_level", tuple(int(x) for x in levels.split(",")), "build", "--opt-level")])
            assert {point_key(p) for p in space.points} >= set(table), "the replayed space differs from the grid's"
            budget = size // 3
            found = {name: [replay(name, space, table, budget, seed) / best for seed in range(args.seeds)]
                     for name in ("model", "random")}
            m, r = statistics.median(found["model"]), statistics.median(found["random"])
            print(f"2. search at {budget} of {size} trials, best-found/exhaustive-best, median of {args.seeds} seeds: "
                  f"model {m:.3f}, random {r:.3f} (goal: model <= 1.05 and <= random) "
                  f"{'OK' if m <= 1.05 and m <= r else 'MISSED'}")
            per_seed = {k: [round(x, 3) for x in v] for k, v in found.items()}
            print(f"   per seed: model {per_seed['model']}, random {per_seed['random']}")
            real = tune(folder, *kernel, "--opt-level", levels, "--strategy", "model",
                        "--trials", str(budget), *protocol, "--log", str(folder / "model.jsonl"))
            print(f"   a real model run ({budget} trials, seed 0): best {real['best']['median'] * 1e6:.1f} us = "
                  f"{real['best']['median'] / best:.3f}x the exhaustive best (same board, measured again: noise "
                  f"included); wall {real['wall_s']:.1f} s vs measurements {real['measure_s']:.1f} s")
        if "3" in args.parts:
            # 3. round per candidate, interleaved with TVM's (blocks A, B, A, B, ...): the load changes under us
            ours, theirs, version, builds, rounds, alone, compile_only = [], [], "", [], [], [], []
            for block in range(args.blocks):
                vlog = folder / f"vadd-{block}.jsonl"
                tune(folder, str(VADD), *VADD_ARGS, "--number", "10", "--repeat", "3",
                     "--min-repeat-ms", "0", "--top-k", "0", "--strategy", "grid", "--builders", "1",
                     "--trials", "4" if args.quick else "5", "--build-dir", f"vadd-build-{block}", "--log", str(vlog))
                # the first candidate of a fresh build folder also configures it and compiles the harness
                ours += [r["build_s"] + r["measure_s"] for r in records(vlog)][1:]
                builds += [r["build_s"] for r in records(vlog)][1:]
                rounds += [r["measure_s"] for r in records(vlog)][1:]
                alone += zig_alone(folder, 2 if args.quick else 4, "-shared")
                compile_only += zig_alone(folder, 2 if args.quick else 4, "-c")
                if args.tvm_python:
                    tvm = tvm_round(args.tvm_python, 3 if args.quick else 5)
                    if tvm and "failed" in tvm:
                        version = f"failed: {tvm['failed']}"
                    elif tvm:
                        theirs += tvm["times"][1:]  # the first round also warms TVM's RPC session
                        version = tvm["tvm"]
            mine = statistics.median(ours)
            build = statistics.median(builds)
            print(f"3. round per candidate (build a changed vadd, deploy, time number=10 repeat=3): "
                  f"median {mine:.3f} s over {len(ours)} candidates; of it the build {build:.3f} s "
                  f"(goal <= 0.15 s) {'OK' if build <= 0.15 else 'MISSED'}, the board's round "
                  f"{statistics.median(rounds):.3f} s")
            print(f"   the same kernel alone, interleaved: `zig cc -O2 -shared` {statistics.median(alone):.3f} s "
                  f"(links libc: waits on zig's cache locks while other zig processes build), `zig cc -O2 -c` "
                  f"{statistics.median(compile_only):.3f} s (the floor: one compile)")
            if theirs:
                other = statistics.median(theirs)
                judged = judge(ours, theirs, at_most(1.0))
                print(f"   TVM {version} round (compile, export_library, RPC upload, load, time_evaluator), "
                      f"interleaved: median {other:.3f} s over {len(theirs)} → tgtbuild/TVM {judged.text()}")
                for line in footer({"round per candidate": judged}):
                    print(f"   {line}")
            else:
                why = f"its round {version}" if version else "give --tvm-python"
                print(f"   TVM not measured ({why}); DESIGN.md's loopback figure is 0.115 s per round")
    return 0


if __name__ == "__main__":
    sys.exit(main())
