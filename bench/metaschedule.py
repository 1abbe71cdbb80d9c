"""MetaSchedule's runners per candidate: tgtbuild's `TgtbuildRunner` against TVM's `LocalRunner` and `RPCRunner`.

The same candidates (one matmul task, schedules that differ in how they
split and vectorise the inner loop, built once by `TgtbuildBuilder` into
`.so` files) are measured by each runner in interleaved rounds, one
candidate per `run()` call as MetaSchedule's scheduler sends them when a
batch is small; the number is the wall time from `run()` to `result()`,
measurement included (every runner uses the same EvaluatorConfig). Two
configs: `timed` (number=3, repeat=3, min_repeat_ms=20: what a tuning
pays) and `bare` (1, 1, 0: the fixed cost of a candidate, with almost no
measuring in it). A warm-up round comes first (its first candidate is
shown: connections, tgtbuild's server built and started, TVM's pools), then
the rounds judged with `bench/_verdict.py`, one sample per round (the
round's total over the same candidates).

* `local`: TgtbuildRunner on board `local` vs LocalRunner (TVM's runtime in
  a worker process), both on x86_64. Goal: ratio <= 1.0.
* `ssh` (`--rpc`): TgtbuildRunner on a loopback sshd board (tests/sshd.py)
  vs RPCRunner through a tracker and `tvm.exec.rpc_server` on 127.0.0.1.
  Goal: ratio <= 0.7.
* LocalRunner on TVM's default artifact (`.tar`, linked by the runtime at
  load time) is shown too: what a default tuning pays.

The first candidate of a task, what a tuning pays once per task before its
first time comes back, has a table of its own (goal: <= 2x LocalRunner's
first candidate, a new LocalRunner each round). Each round measures it for
tgtbuild in four cases: a fresh cache (this machine never linked the
candidate server: the floor is that link), at once and after the builder's
batch (`TgtbuildRunner` starts the link when it is created, so it overlaps
MetaSchedule's builds), the server cached (a new runner), and a second
signature on the same runner (the one cached server started again with
other `--arg`s). A last row times the first candidate inside a real
`ms.tune_tir` (4 trials, a fresh cache each round), where the link runs
beside MetaSchedule's own start, judged against the same LocalRunner first
candidate (LocalRunner's own first inside tune_tir is shown beside it).

Each runner's winner is its candidate with the lowest median; the two
winners are compared with `tgtbuild compare`'s verdict on one runner's
samples ("tied" when it finds no significant difference, or when both
picked the same candidate).

Needs the `tvm` extra, and `cloudpickle` and `psutil` for TVM's own runners
(LocalRunner's process pool and the RPC server import them; `pip install
apache-tvm` does not bring them), `tornado` for `--rpc` (TVM's
tracker) and `xgboost` for the tune_tir row (without it, the row says
so). All kernels single-threaded (TVM_NUM_THREADS=1, threads=1).

    .venv/bin/python bench/metaschedule.py --quick          # ~1 min: 4 candidates, 3 rounds, local only
    .venv/bin/python bench/metaschedule.py --rpc --rounds 5
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from _common import free_port, wait_port  # noqa: E402 - bench/_common.py

os.environ.setdefault("TVM_NUM_THREADS", "1")
HERE = Path(__file__).resolve().parent
# bench/tvm.py would shadow the tvm package: the script's own folder leaves the path, tests/ (sshd) joins it.
sys.path = [p for p in sys.path if Path(p or ".").resolve() != HERE]
sys.path.insert(0, str(HERE.parent / "tests"))

TARGET = "x86_64-linux-gnu -num-cores=1"


def candidates(n: int, count: int) -> list:
    """`count` schedules of an n x n matmul: the j loop split by 1, 2, 4, ... with the inner part vectorised."""
    import tvm
    from tvm import te

    a, b = te.placeholder((n, n), name="A"), te.placeholder((n, n), name="B")
    k = te.reduce_axis((0, n), name="k")
    c = te.compute((n, n), lambda i, j: te.sum(a[i, k] * b[k, j], axis=k), name="C")
    base = tvm.IRModule({"main": te.create_prim_func([a, b, c])})
    out = [base]
    factor = 2
    while len(out) < count and factor <= n:
        sch = tvm.s_tir.Schedule(base)
        block = sch.get_sblock("C")
        i, j, kk = sch.get_loops(block)
        jo, ji = sch.split(j, [None, factor])
        sch.reorder(i, jo, kk, ji)
        if len(out) % 2:
            sch.vectorize(ji)
        out.append(sch.mod)
        factor *= 2
    return out


def measure(runner, inputs: list) -> tuple[list[float], list]:
    """(wall seconds per candidate, RunnerResults), one run() call per candidate."""
    walls, results = [], []
    for one in inputs:
        start = time.perf_counter()
        (future,) = runner.run([one])
        result = future.result()
        walls.append(time.perf_counter() - start)
        results.append(result)
    return walls, results


@contextlib.contextmanager
def fresh_cache_base(prefix: str) -> Iterator[Path]:
    """A throwaway folder for fresh XDG_CACHE_HOMEs (each case sets its own under it), the caller's restored and
    the folder removed after; zig's global cache stays the user's (its libc is built once per machine, not per
    tgtbuild cache)."""
    saved = os.environ.get("XDG_CACHE_HOME")
    os.environ.setdefault("ZIG_GLOBAL_CACHE_DIR", os.path.join(saved or os.path.expanduser("~/.cache"), "zig"))
    base = Path(tempfile.mkdtemp(prefix=prefix))
    try:
        yield base
    finally:
        if saved is None:
            os.environ.pop("XDG_CACHE_HOME", None)
        else:
            os.environ["XDG_CACHE_HOME"] = saved
        shutil.rmtree(base, ignore_errors=True)


def first_of_task(rounds: int, config, batch, first_input, second_input) -> dict:
    """The first candidate of a task, `rounds` times, interleaved: {case: [wall seconds per round]}.

    A fresh cache is a new XDG_CACHE_HOME (zig's own cache stays: its libc is built once per machine, not
    per tgtbuild cache); `batch()` is the builder's work between the runner's creation and its first
    candidate, as in a tuning; LocalRunner is new each round (its worker pool started anew)."""
    from tvm.s_tir.meta_schedule.runner import LocalRunner

    from tgtbuild.tune.metaschedule import TgtbuildRunner

    walls: dict[str, list[float]] = {case: [] for case in (*FIRST_CASES, BATCH)}

    def first(runner, one) -> float:
        wall, results = measure(runner, [one])
        if results[0].error_msg:
            raise SystemExit(f"first candidate failed: {results[0].error_msg}")
        return wall[0]

    def tgtbuild(case: str, cache: str) -> None:
        os.environ["XDG_CACHE_HOME"] = cache
        runner = TgtbuildRunner(TARGET, evaluator_config=config, threads=1)
        try:
            if case == OVERLAPPED:
                start = time.perf_counter()
                batch()
                walls[BATCH].append(time.perf_counter() - start)
            walls[case].append(first(runner, first_input))
            if case == CACHED:
                walls[SECOND].append(first(runner, second_input))
        finally:
            runner.close()

    def local(case: str, cache: str) -> None:
        runner = LocalRunner(evaluator_config=config, timeout_sec=60)
        try:
            walls[case].append(first(runner, first_input))
        finally:
            runner.pool.shutdown()

    with fresh_cache_base("tgtbuild-bench-first-") as base:
        for round_ in range(rounds):
            fresh, overlapped = os.path.join(base, f"a{round_}"), os.path.join(base, f"b{round_}")
            steps = [(tgtbuild, FRESH, fresh), (local, "LocalRunner", ""), (tgtbuild, OVERLAPPED, overlapped),
                     (tgtbuild, CACHED, overlapped)]
            if round_ % 2:  # LocalRunner first every other round: neither side always follows the same work
                steps[:2] = steps[1::-1]
            for step, case, cache in steps:
                step(case, cache)
    return walls


def first_in_tune(rounds: int, config, mod, target) -> dict:
    """The first candidate inside a real `ms.tune_tir` (a few trials, TgtbuildBuilder), `rounds` times for each
    runner, interleaved: {runner: [(seconds from the runner's creation to its first run(), that run()'s first
    result)]}. tgtbuild's cache is fresh each round: what the server's link costs a first tuning on a machine
    once MetaSchedule's own start (task, space, search, the first batch's builds) runs beside it."""
    from tvm.ir.utils import derived_object
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.meta_schedule.runner import LocalRunner, PyRunner

    from tgtbuild.tune.metaschedule import TgtbuildBuilder, TgtbuildRunner

    found: dict[str, list[tuple[float, float]]] = {"tgtbuild": [], "LocalRunner": []}

    def timed(inner, created: float):
        """The runner, its first run()'s first result waited for and timed (MetaSchedule waits for it too)."""
        seen: list[tuple[float, float]] = []

        @derived_object
        class FirstTimed(PyRunner):
            def run(self, runner_inputs: list) -> list:
                start = time.perf_counter()
                futures = inner.run(runner_inputs)
                if not seen:
                    futures[0].result()
                    seen.append((start - created, time.perf_counter() - start))
                return futures

        return FirstTimed(), seen

    with fresh_cache_base("tgtbuild-bench-tune-") as base:
        for round_ in range(rounds):
            order = ["tgtbuild", "LocalRunner"] if round_ % 2 == 0 else ["LocalRunner", "tgtbuild"]
            for name in order:
                os.environ["XDG_CACHE_HOME"] = str(base / f"cache-{round_}")
                created = time.perf_counter()
                if name == "tgtbuild":
                    inner = TgtbuildRunner(TARGET, evaluator_config=config, threads=1)
                else:
                    inner = LocalRunner(evaluator_config=config, timeout_sec=60)
                runner, seen = timed(inner, created)
                sys.stdout.flush()
                shown, null = os.dup(1), os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, 1)  # MetaSchedule's progress tables (its logging writes them to stdout): not this table
                os.close(null)
                try:
                    ms.tune_tir(mod, target, str(base / f"work-{round_}-{name}"), max_trials_global=4,
                                num_trials_per_iter=4, builder=TgtbuildBuilder(TARGET, work_dir=str(base / "b")),
                                runner=runner, seed=round_, num_tuning_cores=1)
                finally:
                    sys.stdout.flush()
                    os.dup2(shown, 1)
                    os.close(shown)
                    if name == "tgtbuild":
                        inner.close()
                    else:
                        inner.pool.shutdown()
                if not seen:
                    raise SystemExit(f"tune_tir with {name} measured no candidate")
                found[name].append(seen[0])
    return found


FRESH = "tgtbuild, a fresh cache, at once (the floor: the server's link)"
OVERLAPPED = "tgtbuild, a fresh cache, after the builder's batch (the link overlapped)"
CACHED = "tgtbuild, the server cached (a new runner)"
SECOND = "tgtbuild, a second signature (the cached server started anew)"
TUNED = "tgtbuild in tune_tir, a fresh cache (linked while MetaSchedule starts)"
FIRST_CASES = (FRESH, OVERLAPPED, CACHED, SECOND, "LocalRunner")
BATCH = "the builder's batch"


def print_first(walls: dict, in_tune: dict, verdicts, batch_text: str) -> dict:
    """The first-candidate table; returns its verdicts."""
    peer = walls["LocalRunner"]
    print(f"\nfirst candidate of a task (run() to result(), 'timed' config), {len(peer)} interleaved rounds; "
          f"the builder's batch: {batch_text}, {statistics.median(walls[BATCH]) * 1e3:.0f} ms (median; a tuning's "
          "first batch is num_trials_per_iter candidates, 64 by default, after the search's own start)\n")
    print("| case | first candidate (median) | ratio to LocalRunner's first [95% CI], goal |")
    print("|---|---|---|")
    judged = {}
    for case in FIRST_CASES:
        text = ""
        if case != "LocalRunner":
            judged[case] = verdicts.judge(walls[case], peer, 2.0)
            text = judged[case].text()
            if case == FRESH:
                text += " (the floor: a link no overlap hides when run() comes at once)"
        print(f"| {case} | {statistics.median(walls[case]) * 1e3:.0f} ms | {text} |")
    if in_tune is None:
        print(f"| {TUNED} | skipped: no xgboost here (MetaSchedule's cost model) | |")
        return judged
    ours, theirs = ([first for _, first in in_tune[name]] for name in ("tgtbuild", "LocalRunner"))
    # Judged against the table's peer, LocalRunner's first candidate on its own: inside tune_tir LocalRunner's
    # first was slower, and the lower figure is the stricter goal.
    judged[TUNED] = verdicts.judge(ours, peer, 2.0)
    print(f"| {TUNED} | {statistics.median(ours) * 1e3:.0f} ms | {judged[TUNED].text()} |")
    inside = verdicts.judge(ours, theirs)
    print(f"| LocalRunner in tune_tir (its first candidate in the same flow) | "
          f"{statistics.median(theirs) * 1e3:.0f} ms | tgtbuild's against it: {inside.text()} |")
    gap = statistics.median(start for name in in_tune for start, _ in in_tune[name])
    print(f"\nin tune_tir (4 trials, one batch, TgtbuildBuilder, a new runner and tgtbuild cache each round) the "
          f"first run() came {gap:.2f} s (median) after the runner was made: MetaSchedule's own start, beside "
          "which TgtbuildRunner links its server")
    return judged


def _verdicts():
    """bench/_verdict.py, loaded by path: this script's folder is off sys.path (bench/tvm.py shadows tvm)."""
    spec = importlib.util.spec_from_file_location("_verdict", HERE / "_verdict.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="4 candidates of a 64x64 matmul, 3 rounds")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--candidates", type=int, default=6)
    parser.add_argument("--size", type=int, default=128)
    parser.add_argument("--rpc", action="store_true", help="also the SSH board vs RPCRunner through a tracker")
    args = parser.parse_args()
    verdicts = _verdicts()
    if args.quick:
        args.rounds, args.candidates, args.size = 3, 4, 64
        print(verdicts.QUICK)

    from tgtbuild.tvm import register_tensor_intrinsics

    register_tensor_intrinsics(TARGET)
    from tvm.s_tir import meta_schedule as ms
    from tvm.s_tir.meta_schedule.arg_info import TensorInfo
    from tvm.s_tir.meta_schedule.runner import EvaluatorConfig, LocalRunner, RPCConfig, RPCRunner

    from tgtbuild.stats.verdict import compare
    from tgtbuild.tune.metaschedule import TgtbuildBuilder, TgtbuildRunner
    from tgtbuild.tvm import tvm_target

    configs = {"timed": EvaluatorConfig(number=3, repeat=3, min_repeat_ms=20),
               "bare": EvaluatorConfig(number=1, repeat=1, min_repeat_ms=0)}
    mods = candidates(args.size, args.candidates)
    target = tvm_target(TARGET)
    work = Path(tempfile.mkdtemp(prefix="tgtbuild-bench-ms-"))
    procs: list[subprocess.Popen] = []
    runners: dict[str, object] = {}
    try:
        built = TgtbuildBuilder(TARGET, work_dir=str(work / "so")).build(
            [ms.builder.BuilderInput(m, target) for m in mods])
        tars = ms.builder.LocalBuilder(max_workers=1, timeout_sec=600,
                                       f_build=_build_no_intrinsics).build(
            [ms.builder.BuilderInput(m, target) for m in mods])
        for r in (*built, *tars):
            assert r.error_msg is None, r.error_msg
        info = TensorInfo("float32", [args.size, args.size])
        so_inputs = [ms.runner.RunnerInput(str(r.artifact_path), "cpu", [info] * 3) for r in built]
        tar_inputs = [ms.runner.RunnerInput(str(r.artifact_path), "cpu", [info] * 3) for r in tars]

        server = tracker = None
        if args.rpc:
            from sshd import Sshd

            server = Sshd(work / "sshd")
            server.start()
            procs.append(server)  # type: ignore[arg-type]
            tracker = free_port()
            procs.append(subprocess.Popen([sys.executable, "-m", "tvm.exec.rpc_tracker", "--host", "127.0.0.1",
                                           "--port", str(tracker), "--port-end", str(tracker + 1), "--silent"]))
            wait_port(tracker)
            server_port = free_port()
            procs.append(subprocess.Popen([sys.executable, "-m", "tvm.exec.rpc_server", "--host", "127.0.0.1",
                                           "--port", str(server_port), "--port-end", str(server_port + 1),
                                           "--tracker", f"127.0.0.1:{tracker}",
                                           "--key", "bench", "--silent"]))
            time.sleep(2.0)  # the server registers with the tracker
        plan = []
        for mode, config in configs.items():
            runners[f"tgtbuild local {mode}"] = TgtbuildRunner(TARGET, evaluator_config=config, threads=1)
            runners[f"LocalRunner {mode}"] = LocalRunner(evaluator_config=config, timeout_sec=60)
            plan += [(f"tgtbuild local {mode}", so_inputs), (f"LocalRunner {mode}", so_inputs)]
            if mode == "timed":
                runners["LocalRunner .tar timed"] = runners["LocalRunner timed"]
                plan.append(("LocalRunner .tar timed", tar_inputs))
            if server is not None:
                runners[f"tgtbuild ssh {mode}"] = TgtbuildRunner(TARGET, boards=[server.board(work / "board")],
                                                                 evaluator_config=config, threads=1)
                runners[f"RPCRunner {mode}"] = RPCRunner(
                    RPCConfig(tracker_host="127.0.0.1", tracker_port=tracker, tracker_key="bench",
                              session_timeout_sec=60), evaluator_config=config, max_workers=1)
                plan += [(f"tgtbuild ssh {mode}", so_inputs), (f"RPCRunner {mode}", so_inputs)]

        walls: dict[str, list[list[float]]] = {name: [] for name, _ in plan}  # per round: each candidate's wall
        times: dict[str, list[list[float]]] = {name: [[] for _ in mods] for name, _ in plan}
        first: dict[str, float] = {}  # the warm-up round: connections, a server built and started, pools
        for name, inputs in plan:
            wall, _ = measure(runners[name], inputs)
            first[name] = wall[0]
        for round_ in range(args.rounds):
            order = plan if round_ % 2 == 0 else plan[::-1]
            for name, inputs in order:
                wall, results = measure(runners[name], inputs)
                walls[name].append(wall)
                for index, result in enumerate(results):
                    if result.error_msg:
                        raise SystemExit(f"{name}: candidate {index} failed: {result.error_msg}")
                    times[name][index] += [float(t) for t in result.run_secs]
        second = TgtbuildBuilder(TARGET, work_dir=str(work / "second")).build(
            [ms.builder.BuilderInput(candidates(args.size // 2, 1)[0], target)])
        assert second[0].error_msg is None, second[0].error_msg
        half = TensorInfo("float32", [args.size // 2, args.size // 2])
        second_input = ms.runner.RunnerInput(str(second[0].artifact_path), "cpu", [half] * 3)

        def batch() -> None:  # MetaSchedule's builder between a runner's creation and its first candidate
            TgtbuildBuilder(TARGET, work_dir=str(work / "batch")).build(
                [ms.builder.BuilderInput(m, target) for m in mods])

        first_walls = first_of_task(args.rounds, configs["timed"], batch, so_inputs[0], second_input)
        # A tune_tir starts MetaSchedule for ~5-13 s here: one round of it in a quick run, `rounds` in a full one.
        in_tune = (first_in_tune(1 if args.quick else args.rounds, configs["timed"], mods[0], target)
                   if importlib.util.find_spec("xgboost") else None)  # MetaSchedule's default cost model
        timed, bare = configs["timed"], configs["bare"]
        print(f"{len(mods)} candidates of a {args.size}x{args.size} matmul, {args.rounds} interleaved rounds, "
              f"x86_64, 1 thread; 'timed': EvaluatorConfig(number={timed.number}, repeat={timed.repeat}, "
              f"min_repeat_ms={timed.min_repeat_ms}); 'bare': number={bare.number}, repeat={bare.repeat}, "
              f"min_repeat_ms={bare.min_repeat_ms} (the fixed cost of a candidate, little measuring)\n")
        print("| runner | first candidate | per candidate (median) | ratio [95% CI], goal | winner | winner's median |")
        print("|---|---|---|---|---|---|")
        goals = {"local": 1.0, "ssh": 0.7}
        judged = {}
        winners = {}
        for name, _ in plan:
            medians = [statistics.median(t) for t in times[name]]
            winners[name] = min(range(len(mods)), key=medians.__getitem__)
            text = ""
            if name.startswith("tgtbuild"):
                board, mode = name.split()[1:]
                peer = f"{'LocalRunner' if board == 'local' else 'RPCRunner'} {mode}"
                # One sample per round: the round's total over the same candidates, as compare --run counts runs.
                judged[name] = verdicts.judge([sum(w) for w in walls[name]], [sum(w) for w in walls[peer]],
                                              goals[board])
                text = judged[name].text()
            every = [w for round_walls in walls[name] for w in round_walls]
            print(f"| {name} | {first[name] * 1e3:.0f} ms | {statistics.median(every) * 1e3:.2f} ms | {text} | "
                  f"#{winners[name]} | "
                  f"{medians[winners[name]] * 1e6:.1f} us |")
        judged.update(print_first(first_walls, in_tune, verdicts, f"{len(mods)} candidates built by TgtbuildBuilder"))
        print()
        for line in verdicts.footer(judged):
            print(line)
        for ours in [n for n in winners if n.startswith("tgtbuild") and n.endswith("timed")]:
            board = ours.split()[1]
            theirs = "LocalRunner timed" if board == "local" else "RPCRunner timed"
            a, b = winners[theirs], winners[ours]
            if a == b:
                print(f"{ours} and {theirs} picked the same candidate (#{a}): tied")
                continue
            verdict = compare(times[theirs][a], times[theirs][b])
            print(f"{ours} picked #{b}, {theirs} #{a}; on {theirs}'s samples, #{b} vs #{a}: {verdict.verdict} "
                  f"(ratio {verdict.ratio:.3f})")
    finally:
        for runner in runners.values():
            close = getattr(runner, "close", None)
            if close is not None and "Tgtbuild" in type(runner).__name__:
                close()
            pool = getattr(runner, "pool", None)  # LocalRunner's workers outlived the bench (and held its stdout)
            if pool is not None:
                pool.shutdown()
        for proc in reversed(procs):
            if isinstance(proc, subprocess.Popen):
                proc.terminate()
                try:
                    proc.wait(10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
            else:
                proc.stop()
        shutil.rmtree(work, ignore_errors=True)
    return 0


def _build_no_intrinsics(mod, target, _params):
    """LocalBuilder's default build without its per-pool `import tvm.s_tir.tensor_intrin` (31-48 s)."""
    from tvm.s_tir.transform import RemoveWeightLayoutRewriteBlock
    from tvm.tirx import build

    return build(RemoveWeightLayoutRewriteBlock(skip_tensor_rewrite=True)(mod), target=target)


if __name__ == "__main__":
    sys.exit(main())
