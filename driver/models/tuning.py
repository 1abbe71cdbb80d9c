"""A whole model tuned with MetaSchedule on tgtbuild boards: TVM's own `tune_relax`, made one command.

What the seeds' flow did by hand (DESIGN.md, "A model from ONNX tuned on an SSH board"), with what a
user waiting on it needs besides:
- progress after every measured batch: trials done of the total, the tasks, each task's best so far,
  elapsed and an estimate of what remains (MetaSchedule's own console log goes to the database
  folder's `tune.log`, its per-task logs to `logs/`);
- the database is MetaSchedule's own JSON (`database_workload.json`, `database_tuning_record.json`),
  written by its `AddToDatabase` after each batch: Ctrl-C keeps every trial measured, and the same
  command again counts the trials already in the database against `--trials` and measures only the rest;
- where the time went: compiling candidates here (the builder), waiting for the boards (the runner),
  and the rest (MetaSchedule's search, its cost model, the database), from wrappers around the
  builder and runner that TVM calls;
- a tuned build never slower than the untuned one: each task's default schedule is measured first and again
  after the search, as one more candidate (two trials each) recorded in the database, so MetaSchedule's
  records replace it only where they measured faster (baseline.py).
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

from ..errors import TgtbuildError
from ..tvm.ffiguard import check_ffi, ffi_version
from . import baseline

RECORDS = "database_tuning_record.json"


class TuneInterrupted(TgtbuildError):
    """Ctrl-C during tuning: what was measured is in the database (exit 130, as a shell's Ctrl-C)."""

    exit_code = 130


def measured_trials(folder: Path) -> int:
    """Tuning records already in a MetaSchedule database folder (0 when it has none)."""
    try:
        with open(folder / RECORDS, encoding="utf-8", errors="replace") as f:
            return sum(1 for line in f if line.strip())
    except OSError:
        return 0


def duplicate_records(folder: Path) -> int:
    """Records whose (workload, trace) another record already has: a candidate measured twice."""
    seen: set[str] = set()
    duplicates = 0
    try:
        with open(folder / RECORDS, encoding="utf-8", errors="replace") as f:
            for line in f:
                if not line.strip():
                    continue
                record = json.loads(line)
                identity = json.dumps([record[0], record[1][0]], sort_keys=True)
                duplicates += identity in seen
                seen.add(identity)
    except (OSError, ValueError, IndexError, TypeError):
        return 0
    return duplicates


class Split:
    """Seconds spent building candidates and waiting for boards, added up from TVM's calls (thread-safe)."""

    def __init__(self) -> None:
        self.build = 0.0
        self.run = 0.0
        self.lock = threading.Lock()
        self.in_flight = 0  # runner batches submitted and not finished: MetaSchedule overlaps them
        self.busy_since = 0.0

    def add(self, what: str, seconds: float) -> None:
        with self.lock:
            setattr(self, what, getattr(self, what) + seconds)


def tune(mod: Any, target: Any, tvm_target: Any, folder: Path, *, trials: int, batch: int, boards: list[Any],
         pool: str | None, trust: Any, toolchain: str | None, seed: int, timeout: float, threads: int | None,
         progress: TextIO) -> dict[str, Any]:
    """tune_relax of `mod` (lowered) into the database `folder`; the summary (trials, tasks, bests, the split)."""
    check_ffi(ffi_version())
    from tvm.s_tir import meta_schedule as ms  # lazily: TVM's MetaSchedule (seconds to import)

    # lazily, both: tune.metaschedule imports TVM (and refuses a broken apache-tvm-ffi)
    from ..tune.metaschedule import TgtbuildBuilder, TgtbuildRunner
    from ..tvm.intrinsics import register_tensor_intrinsics

    register_tensor_intrinsics(target)  # the target's sets only: seconds, not TVM's minute for all of them
    before = measured_trials(folder)
    remaining = max(0, trials - before)
    tasks = ms.relax_integration.extract_tasks(mod, tvm_target)
    if not tasks:
        raise TgtbuildError("the model has no kernel MetaSchedule can tune (extract_tasks found no task)")
    names = [task.task_name for task in tasks]
    known, counts = _database_candidates(folder) if before else ({}, {})
    seen = _Seen(known)
    every_default = baseline.defaults_of(tasks)
    defaults = [d for d in every_default if not counts.get(d.identity)][:remaining]  # measured first
    progress.write(f"tuning {len(tasks)} tasks ({', '.join(names[:6])}{', ...' if len(names) > 6 else ''}); "
                   f"{before} trials already in {folder}, {remaining} to measure of {trials}"
                   + (f", the default schedules of {len(defaults)} first" if defaults else "") + "\n")
    summary: dict[str, Any] = {"database": str(folder), "trials": trials, "measured_before": before,
                               "tasks": names, "interrupted": False, "defaults": {}, "defaults_again": {}}
    split = Split()
    started = time.monotonic()
    if remaining:
        stack = contextlib.ExitStack()
        runner = TgtbuildRunner(target, boards=boards, pool=pool, toolchain=toolchain, timeout_sec=timeout,
                                threads=threads, boards_file=trust.boards_file, identity=trust.identity,
                                accept_new_host_key=trust.accept_new_host_key,
                                evaluator_config=ms.runner.EvaluatorConfig(number=3, repeat=3, min_repeat_ms=20))
        shown = _Shown(progress, remaining, started, names)
        try:
            stack.enter_context(_noting_interrupts(shown))
            builder = _timed_builder(TgtbuildBuilder(target, toolchain=toolchain), split, seen)
            timed_runner = _timed_runner(runner, split, seen)
            measuring = _timed_runner(runner, split)  # the defaults: measured even when known (not replayed)
            if defaults:
                remaining -= baseline.measure_and_record(defaults, builder, measuring, timeout, str(folder))
                summary["defaults"] = _defaults_shown(defaults, seen, shown, "default schedules")
                for default in defaults:
                    counts[default.identity] = counts.get(default.identity, 0) + (default.seconds is not None)
                if shown.interrupted:
                    raise _Stop("interrupted")
            # each default's second measurement, after the search: reserved from MetaSchedule's budget
            again = [d.again() for d in every_default if counts.get(d.identity) == 1][:max(0, remaining)]
            remaining -= len(again)
            # MetaSchedule logs every step and a table per batch to sys.stdout (its handler takes the stream
            # when tune_relax configures it): into the database's tune.log; the progress line is ours.
            with open(folder / "tune.log", "a", encoding="utf-8") as log, contextlib.redirect_stdout(log), \
                    tvm_target:
                if remaining > 0:
                    ms.relax_integration.tune_relax(
                        mod, {}, tvm_target, str(folder), max_trials_global=remaining,
                        num_trials_per_iter=max(1, min(batch, remaining)), builder=builder, runner=timed_runner,
                        measure_callbacks=[*ms.measure_callback.MeasureCallback.create("default"),
                                           _progress(shown)],
                        seed=seed)
            if again:
                baseline.measure_and_record(again, builder, measuring, timeout, str(folder))
                summary["defaults_again"] = _defaults_shown(again, seen, shown, "default schedules measured again")
        except (KeyboardInterrupt, RuntimeError, _Stop):  # TVM hands _Stop back as a RuntimeError
            if not shown.interrupted:
                raise
            summary["interrupted"] = True
        finally:
            stack.close()
            runner.close()
        summary["boards"] = runner.measured
        summary["best"] = dict(shown.best)  # each task's fastest of this run, its default schedule's included
    wall = time.monotonic() - started
    after = measured_trials(folder)
    summary.update({"measured": after - before, "in_database": after, "seconds": round(wall, 3),
                    "split": {"build_s": round(split.build, 3), "run_s": round(split.run, 3),
                              "search_s": round(max(0.0, wall - split.build - split.run), 3)},
                    "replayed": seen.replayed,
                    "remeasured": max(0, duplicate_records(folder) - seen.replayed
                                      - _measured_twice(every_default, folder, summary))})
    if summary["interrupted"]:
        raise TuneInterrupted(f"interrupted: {after} trials are kept in {folder}; the same command again "
                              f"measures the {max(0, trials - after)} left")
    return summary


def _measured_twice(every_default: list[baseline.Default], folder: Path, summary: dict[str, Any]) -> int:
    """The defaults' second records in the database (measured twice on purpose, not by MetaSchedule's repeat)."""
    if not every_default:
        return 0
    _, counts = _database_candidates(folder) if summary["measured_before"] or summary["defaults"] else ({}, {})
    return sum(max(0, counts.get(d.identity, 0) - 1) for d in every_default)


def _defaults_shown(defaults: list[baseline.Default], seen: _Seen, shown: _Shown,
                    what: str) -> dict[str, float | None]:
    """The measured defaults told to `seen` (not measured again if proposed) and the progress line; the summary's
    {task: mean seconds, None where it failed}."""
    for default in defaults:
        if default.seconds is not None:
            seen.known[default.identity] = default.seconds
            shown.add(default.name, [sum(default.seconds) / len(default.seconds)])
        else:
            shown.stream.write(f"the default schedule of {default.name} was not measured: {default.error}\n")
    shown.show(what)
    return {d.name: (sum(d.seconds) / len(d.seconds) if d.seconds else None) for d in defaults}


class _Stop(Exception):
    """Raised from our measure callback after a batch is in the database: how a Ctrl-C stops tune_relax."""


@contextlib.contextmanager
def _noting_interrupts(shown: _Shown) -> Iterator[None]:
    """A first SIGINT/SIGTERM is noted, not raised: tune_relax stops after the batch being measured.

    Raised where it lands, a KeyboardInterrupt crossed TVM's C++ (a callback of the cost model, the
    builder, the runner) and ended the process in std::terminate (a segfault report, nothing kept)
    once in two tries here; our measure callback runs after `AddToDatabase` has written the batch and
    raises from there, which TVM hands back as an error of `tune_relax`. A second signal is handled as
    before the tuning (the CLI's: exit at once; the database holds every finished batch).
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous: dict[int, Any] = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}

    def note(signum: int, frame: Any) -> None:
        if shown.interrupted:
            handler = previous[signum]
            if callable(handler):
                handler(signum, frame)
            raise KeyboardInterrupt
        shown.interrupted = True
        os.write(2, b"tgtbuild: interrupted: stopping once the batch being measured is in the database "
                    b"(interrupt again to stop at once)\n")

    for sig in previous:
        signal.signal(sig, note)
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


class _Shown:
    """The progress line's state: trials done, each task's best, when it started."""

    def __init__(self, stream: TextIO, total: int, started: float, names: list[str]) -> None:
        self.stream, self.total, self.started, self.names = stream, total, started, names
        self.done = 0
        self.best: dict[str, float] = {}
        self.interrupted = False

    def batch(self, task: str, seconds: list[float | None]) -> None:
        self.add(task, seconds)
        self.show()

    def add(self, task: str, seconds: list[float | None]) -> None:
        """Trials measured for `task` (None: one that failed, recorded as MetaSchedule records it)."""
        self.done += len(seconds)
        good = [s for s in seconds if s is not None]
        if good:
            self.best[task] = min(self.best.get(task, float("inf")), *good)

    def show(self, what: str = "") -> None:
        elapsed = time.monotonic() - self.started
        left = elapsed / self.done * max(0, self.total - self.done) if self.done else 0.0
        bests = ", ".join(f"{name} {self.best[name] * 1e6:.1f} us" for name in self.names if name in self.best)
        what = f"{what}; " if what else ""
        self.stream.write(f"[{min(self.done, self.total)}/{self.total} trials, {len(self.best)}/{len(self.names)} "
                          f"tasks] {what}{elapsed:.0f} s elapsed, ~{left:.0f} s left; best: {bests}\n")
        self.stream.flush()


def _progress(shown: _Shown) -> Any:
    # lazily, both: TVM's classes to derive from (only while tuning)
    from tvm.ir.utils import derived_object
    from tvm.s_tir.meta_schedule.measure_callback import PyMeasureCallback

    @derived_object
    class Progress(PyMeasureCallback):
        def apply(self, task_scheduler: Any, task_id: int, measure_candidates: Any, builder_results: Any,
                  runner_results: Any) -> None:
            name = str(task_scheduler.tasks_[task_id].ctx.task_name)
            times = [(sum(float(s) for s in r.run_secs) / len(r.run_secs)) if r.run_secs else None
                     for r in runner_results]
            shown.batch(name, times)
            if shown.interrupted:  # the batch is in the database (AddToDatabase ran before this callback)
                raise _Stop("interrupted")

    return Progress()


class _Seen:
    """The candidates the database measured before this run, by the structural hash of their scheduled module,
    and which built artifact is which: a candidate MetaSchedule proposes again after a resume gets its
    recorded times back instead of a second measurement.

    MetaSchedule's search knows the records it reads back as seeds, not every candidate measured: resumed
    runs measured one candidate a second time in two of four tries under load (tests/test_model_tune.py).
    """

    def __init__(self, known: dict[int, list[float]]) -> None:
        self.known = known
        self.artifacts: dict[str, int] = {}
        self.replayed = 0

    def built(self, build_inputs: list, results: list) -> None:
        if not self.known:
            return
        from tvm_ffi import structural_hash  # lazily: TVM only while tuning (0.27 keeps it in tvm-ffi)

        for given, result in zip(build_inputs, results, strict=False):
            if result.artifact_path is not None:
                self.artifacts[str(result.artifact_path)] = structural_hash(given.mod)

    def times(self, artifact: str) -> list[float] | None:
        found = self.known.get(self.artifacts.get(artifact, -1))
        if found is not None:
            self.replayed += 1
        return found


def _database_candidates(folder: Path) -> tuple[dict[int, list[float]], dict[int, int]]:
    """{structural hash of a measured candidate's module: its recorded times} of the database in `folder`, and
    how many records each has."""
    # lazily, all: TVM only while tuning
    from tvm import s_tir
    from tvm.s_tir import meta_schedule as ms
    from tvm_ffi import structural_hash

    database = ms.database.JSONDatabase(str(folder / "database_workload.json"), str(folder / RECORDS))
    known: dict[int, list[float]] = {}
    counts: dict[int, int] = {}
    for record in database.get_all_tuning_records():
        if not record.run_secs:
            continue
        sch = s_tir.Schedule(record.workload.mod)
        record.trace.apply_to_schedule(sch, remove_postproc=False)
        identity = structural_hash(sch.mod)
        known[identity] = [float(s) for s in record.run_secs]
        counts[identity] = counts.get(identity, 0) + 1
    return known, counts


def _timed_builder(inner: Any, split: Split, seen: _Seen | None = None) -> Any:
    """The builder, its time added to the split's `build`; what it built told to `seen` (bench/tune_model.py
    wraps TVM's LocalBuilder with it too, without one)."""
    told = seen or _Seen({})
    # lazily, both: TVM's classes to derive from (only while tuning)
    from tvm.ir.utils import derived_object
    from tvm.s_tir.meta_schedule.builder import PyBuilder

    @derived_object
    class TimedBuilder(PyBuilder):
        def build(self, build_inputs: list) -> list:
            started = time.monotonic()
            try:
                results = inner.build(build_inputs)
            finally:
                split.add("build", time.monotonic() - started)
            told.built(build_inputs, results)
            return results

    return TimedBuilder()


def _timed_runner(inner: Any, split: Split, seen: _Seen | None = None) -> Any:
    """The runner: the time some batch was in flight (from a submission to its last candidate's result) added
    to the split's `run` (MetaSchedule polls `done()`, so a wait in `result()` alone missed almost all of it).
    Spans, not a sum per batch: MetaSchedule submits the next task's batch before the last one is measured, and
    summed per batch the overlaps counted twice (bench/tune_model.py: `run` 179 s of a 100 s tuning). A span
    ends when MetaSchedule polls the last result, so it also holds the search it did meanwhile for other tasks:
    `run` is an upper bound of the boards' time, `search` a lower bound of MetaSchedule's."""
    known = seen or _Seen({})
    # lazily, all: TVM's classes to derive from (only while tuning)
    from tvm.ir.utils import derived_object
    from tvm.s_tir.meta_schedule.runner import PyRunner, PyRunnerFuture, RunnerResult

    @derived_object
    class Recorded(PyRunnerFuture):
        """A candidate the database measured already: its recorded times, nothing run."""

        def __init__(self, times: list[float]) -> None:
            super().__init__()
            self.times = times

        def done(self) -> bool:
            return True

        def result(self) -> Any:
            return RunnerResult(self.times, None)

    @derived_object
    class TimedFuture(PyRunnerFuture):
        def __init__(self, future: Any, batch: dict) -> None:
            super().__init__()
            self.future, self.batch = future, batch

        def _finished(self) -> None:
            with split.lock:
                if self.batch["left"] and not getattr(self, "seen", False):
                    self.seen = True
                    self.batch["left"] -= 1
                    if not self.batch["left"]:  # the batch's last candidate
                        split.in_flight -= 1
                        if not split.in_flight:  # no batch left in flight: the boards' busy span ends here
                            split.run += time.monotonic() - split.busy_since

        def done(self) -> bool:
            finished = self.future.done()
            if finished:
                self._finished()
            return finished

        def result(self) -> Any:
            try:
                return self.future.result()
            finally:
                self._finished()

    @derived_object
    class TimedRunner(PyRunner):
        def run(self, runner_inputs: list) -> list:
            recorded = [known.times(str(given.artifact_path)) for given in runner_inputs]
            new = [given for given, times in zip(runner_inputs, recorded, strict=True) if times is None]
            batch = {"left": len(new)}
            if new:
                with split.lock:
                    if not split.in_flight:
                        split.busy_since = time.monotonic()
                    split.in_flight += 1
            measured = iter([TimedFuture(f, batch) for f in inner.run(new)] if new else [])
            return [Recorded(times) if times is not None else next(measured) for times in recorded]

    return TimedRunner()
