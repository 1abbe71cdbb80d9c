"""Each task's default schedule measured on the boards as one more candidate, recorded in MetaSchedule's database.

Why: a tuned build must never be slower than the untuned one. MetaSchedule's best after a few trials per
task lost to tgtbuild's default CPU schedule (cpuschedule.py) on the CNN of examples/onnx-model/make_cnn.py:
64 trials on x86_64 made it 70.8 us against the untuned 57.1 us (bench/model_vs_ort.py, 2026-11-28), because
the database's record, however slow, replaces the default schedule of its task. Recorded in the database as
a tuning record with its trace (cpuschedule.default_schedule's, which replays to that schedule exactly),
measured by the same builder and runner as MetaSchedule's candidates on the same boards, the default
schedule is a candidate like the others: `MetaScheduleApplyDatabase` picks it where it measured fastest,
and the build keeps one database and one pipeline. Seeding the search with it instead would not search
around it: its trace has no sampling decision for MetaSchedule's mutators to change. In the database it is
also one of the records MetaSchedule's evolutionary search starts from; that did not hold the search back
(2026-11-28, znver4, seed 0: with the defaults first, 40 of MetaSchedule's trials found the larger
convolution 23.0 us against its default's 34.4, which the build took; 40 trials without them, 100.6 us).

Each default is measured twice, first and again after MetaSchedule's search, and both are records: the
database takes a task's fastest record, so one default measured while the machine was busy lost to a
MetaSchedule candidate measured in a quiet moment (bench/model_vs_ort.py at load 2.4-3.4: the larger
convolution's default measured 77.9 us, in the model it runs in 31; MetaSchedule's 39.6 us candidate won and
the tuned build was 1.26x [1.12, 1.39] the untuned one). Each measurement counts as one trial against
`--trials` (a measured record like the others: the database's record count is what a resumed run counts):
the first ones before MetaSchedule's search, the second ones reserved from its budget; a budget smaller
than that measures fewer (MetaSchedule nothing, and the tuned build has the untuned build's schedules).
A default is known in the database by the structural hash of its scheduled module, and never measured a
third time.
"""

from __future__ import annotations

import os
import shutil
import time
from typing import Any

from .cpuschedule import default_schedule


class Default:
    """One task's default schedule: the task, its traced schedule, and the structural hash of what it made."""

    def __init__(self, task: Any, sch: Any, identity: int) -> None:
        self.task, self.sch, self.identity = task, sch, identity
        self.seconds: list[float] | None = None  # measured on the board
        self.error: str | None = None

    def again(self) -> Default:
        """The same schedule, not measured yet (its second measurement)."""
        return Default(self.task, self.sch, self.identity)

    @property
    def name(self) -> str:
        return str(self.task.task_name)


def defaults_of(tasks: list[Any]) -> list[Default]:
    """The tasks' default schedules, where cpuschedule has one."""
    from tvm_ffi import structural_hash  # lazily: TVM only while tuning (0.27 keeps it in tvm-ffi)

    found = []
    for task in tasks:
        if task.target.kind.name != "llvm":  # the default schedule is a CPU one
            continue
        sch = default_schedule(task.dispatched[0])
        if sch is not None:
            found.append(Default(task, sch, structural_hash(sch.mod)))
    return found


def measure_and_record(defaults: list[Default], builder: Any, runner: Any, timeout_s: float, folder: str) -> int:
    """`defaults` measured (`measure`, each allowed the runner's `timeout_s` and a minute for them all) and
    committed to the JSON database in `folder` (`record`): how many were recorded. Both passes, before
    MetaSchedule's search and after it, go through here."""
    from tvm.s_tir import meta_schedule as ms  # lazily: TVM's MetaSchedule (only while tuning)

    measure(defaults, builder, runner, deadline_s=timeout_s * len(defaults) + 60)
    return record(defaults, ms.database.JSONDatabase(work_dir=folder))


def measure(defaults: list[Default], builder: Any, runner: Any, deadline_s: float) -> None:
    """Build and time `defaults` as MetaSchedule does a batch of candidates (its builder, its runner, the boards
    measuring side by side); each gets `seconds` or `error`."""
    from tvm.s_tir import meta_schedule as ms  # lazily: TVM's MetaSchedule (only while tuning)

    built = builder.build([ms.builder.BuilderInput(d.sch.mod, d.task.target) for d in defaults])
    ready: list[tuple[Default, str]] = []
    for default, result in zip(defaults, built, strict=True):
        if result.error_msg is not None or result.artifact_path is None:
            default.error = str(result.error_msg)
        else:
            ready.append((default, str(result.artifact_path)))
    try:
        futures = runner.run([ms.runner.RunnerInput(path, d.task.target.kind.name,
                                                    ms.arg_info.ArgInfo.from_entry_func(d.sch.mod))
                              for d, path in ready]) if ready else []
        end = time.monotonic() + deadline_s
        while not all(f.done() for f in futures) and time.monotonic() < end:
            time.sleep(0.02)
        for (default, _), future in zip(ready, futures, strict=True):
            result = future.result() if future.done() else None
            if result is None:
                default.error = f"not measured within {deadline_s:.0f} s"
            elif result.error_msg is not None or not result.run_secs:
                default.error = str(result.error_msg)
            else:
                default.seconds = [float(s) for s in result.run_secs]
    finally:
        for _, path in ready:  # MetaSchedule's RemoveBuildArtifact does this for its own candidates
            shutil.rmtree(os.path.dirname(path), ignore_errors=True)


def record(defaults: list[Default], database: Any) -> int:
    """The measured defaults committed to `database` as tuning records of their tasks' workloads; how many.

    One that failed is not recorded (the board, not the schedule, may have failed: a resumed run measures it
    again); its task keeps the default schedule in the build unless MetaSchedule records a candidate for it.
    """
    from tvm.s_tir import meta_schedule as ms  # lazily: TVM's MetaSchedule (only while tuning)

    committed = 0
    for default in defaults:
        if default.seconds is None:
            continue
        workload = database.commit_workload(default.task.dispatched[0])
        database.commit_tuning_record(ms.database.TuningRecord(
            default.sch.trace, workload, default.seconds, default.task.target,
            ms.arg_info.ArgInfo.from_entry_func(default.sch.mod)))
        committed += 1
    return committed
