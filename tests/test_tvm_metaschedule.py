"""MetaSchedule tuning with tgtbuild's runner and builder, for real: TVM 0.27 from the test extra, real boards.

Each tuning is small (6 trials of a 64x64 matmul). Every `TuneContext`
imports `tvm.s_tir.tensor_intrin` (32-113 s here, CUDA's set 30 s of it):
the module registers only the x86 and Arm sets first
(`register_tensor_intrinsics`, a few seconds), as a user tuning for a CPU can.
"""

from __future__ import annotations

import json
import logging
import math
import platform
import shutil
import subprocess
from pathlib import Path

import pytest
from test_run_cli import needs_qemu

tvm = pytest.importorskip("tvm", reason="apache-tvm is not installed (pip install -e '.[test]' brings it)")
ms = pytest.importorskip("tvm.s_tir.meta_schedule")

from tgtbuild.tune.metaschedule import TgtbuildBuilder, TgtbuildRunner, arg_specs  # noqa: E402
from tgtbuild.tvm import tvm_target  # noqa: E402

X86 = pytest.mark.skipif(platform.machine() != "x86_64", reason="the local-board tuning runs x86_64 code")
FAST = ms.runner.EvaluatorConfig(number=3, repeat=2, min_repeat_ms=5)
TRIALS = 6


@pytest.fixture(scope="module", autouse=True)
def tensor_intrinsics():
    from tgtbuild.tvm.intrinsics import register_tensor_intrinsics

    assert register_tensor_intrinsics("x86_64-linux-gnu", "rasp4b") == ["arm_cpu", "dot_product_common", "x86"]


def matmul(n: int = 64):
    from tvm import te

    a, b = te.placeholder((n, n), name="A"), te.placeholder((n, n), name="B")
    k = te.reduce_axis((0, n), name="k")
    c = te.compute((n, n), lambda i, j: te.sum(a[i, k] * b[k, j], axis=k), name="C")
    return te.create_prim_func([a, b, c])


def drop_unnamed_log_handlers() -> None:
    """TVM's create_loggers formats the name of every handler of its logger; pytest's log capture leaves
    unnamed ones there after a first tuning, and the second raised AttributeError on None.format (two
    tunings in a plain script pass)."""
    logger = logging.getLogger("tvm.s_tir.meta_schedule")
    for handler in [h for h in logger.handlers if h.get_name() is None]:
        logger.removeHandler(handler)


def tune(tag: str, work_dir: Path, runner) -> list:
    drop_unnamed_log_handlers()
    database = ms.tune_tir(matmul(), tvm_target(tag), str(work_dir), max_trials_global=TRIALS,
                           num_trials_per_iter=TRIALS, builder=TgtbuildBuilder(tag), runner=runner)
    return list(database.get_all_tuning_records())


def check_database(work_dir: Path, records: list, tag: str) -> None:
    """MetaSchedule's own JSON files, read back by MetaSchedule; real times; the best compiles for the target."""
    assert (work_dir / "database_workload.json").exists()
    lines = (work_dir / "database_tuning_record.json").read_text().splitlines()
    assert len(lines) == len(records) == TRIALS
    times = [float(t) for r in records for t in (r.run_secs or ())]
    assert len(times) == 2 * TRIALS, "every candidate measured, repeat=2 times each"
    assert all(math.isfinite(t) and 1e-7 < t < 1.0 for t in times), times
    assert json.loads(lines[0])[1][1], "a record's run_secs"
    again = ms.database.JSONDatabase(work_dir=str(work_dir))
    assert len(list(again.get_all_tuning_records())) == TRIALS
    best = ms.tir_integration.compile_tir(again, matmul(), tvm_target(tag))
    assert best is not None


@X86
def test_tune_tir_times_candidates_on_the_local_board_into_metaschedules_database(tmp_path):
    runner = TgtbuildRunner("x86_64-linux-gnu -num-cores=1", evaluator_config=FAST, timeout_sec=60)
    try:
        records = tune("x86_64-linux-gnu -num-cores=1", tmp_path / "work", runner)
        assert runner.measured == {"local": TRIALS}
    finally:
        runner.close()
    check_database(tmp_path / "work", records, "x86_64-linux-gnu -num-cores=1")


@needs_qemu
def test_tune_tir_for_rasp4b_times_candidates_under_qemu(tmp_path):
    runner = TgtbuildRunner("rasp4b -num-cores=2", evaluator_config=FAST, timeout_sec=120)
    try:
        records = tune("rasp4b -num-cores=2", tmp_path / "work", runner)
    finally:
        runner.close()
    check_database(tmp_path / "work", records, "rasp4b -num-cores=2")
    assert runner.timing.threads == 2, "the kernel's pool follows the target's num-cores"


def candidate(tmp_path: Path, tag: str, n: int = 64) -> str:
    """One real candidate: the unscheduled matmul, built and linked by TgtbuildBuilder."""
    builder = TgtbuildBuilder(tag, work_dir=str(tmp_path / "built"))
    mod = tvm.IRModule({"main": matmul(n)})
    (result,) = builder.build([ms.builder.BuilderInput(mod, tvm_target(tag))])
    assert result.error_msg is None, result.error_msg
    return str(result.artifact_path)


def hand_made(folder: Path, what: str, body: str, *, declarations: str = "", cflags: tuple[str, ...] = ()) -> str:
    """A hand-made x86_64 candidate, folder/WHAT.so: TVM's packed signature around `body` (after stdint.h and
    `declarations`), built by the host's toolchain with `cflags` added."""
    from tgtbuild.targets import parse_target
    from tgtbuild.toolchain import select

    source = folder / f"{what}.c"
    source.write_text("#include <stdint.h>\n" + declarations +
                      "int32_t __tvm_ffi_main(void *self, const void *args, int32_t n, void *result) {\n"
                      f"    (void)self; (void)args; (void)n; (void)result; {body}\n}}\n")
    out = folder / f"{what}.so"
    toolchain = select(parse_target("x86_64-linux-gnu"), None)
    subprocess.run([*toolchain.cc, *toolchain.cflags, *cflags, "-shared", "-fPIC", str(source), "-o", str(out),
                    *toolchain.ldflags], check=True, timeout=300)
    return str(out)


def runner_input(path: str, n: int):
    from tvm.s_tir.meta_schedule.arg_info import TensorInfo

    info = TensorInfo("float32", [n, n])
    return ms.runner.RunnerInput(path, "cpu", [info, info, info])


@X86
def test_a_candidate_that_fails_on_the_board_is_an_error_never_a_time(tmp_path):
    path = candidate(tmp_path, "x86_64-linux-gnu")
    runner = TgtbuildRunner("x86_64-linux-gnu -num-cores=1", evaluator_config=FAST)
    try:
        good, wrong_shape, missing = (f.result() for f in runner.run(
            [runner_input(path, 64), runner_input(path, 32), runner_input(str(tmp_path / "gone.so"), 64)]))
    finally:
        runner.close()
    assert good.error_msg is None and len(good.run_secs) == 2
    assert wrong_shape.run_secs is None and "shape" in wrong_shape.error_msg, wrong_shape.error_msg
    assert missing.run_secs is None and "gone.so" in missing.error_msg, missing.error_msg


def test_tensor_infos_become_the_harness_argument_specs():
    from tvm.s_tir.meta_schedule.arg_info import TensorInfo

    assert arg_specs([TensorInfo("float32", [128, 64]), TensorInfo("int8", [4])]) == ("f32[128,64]", "i8[4]")
    from tgtbuild.errors import TgtbuildError

    with pytest.raises(TgtbuildError, match="float16 has no harness type"):
        arg_specs([TensorInfo("float16", [4])])


def test_the_tvm_target_of_a_tag_carries_its_triple_cpu_and_cores():
    target = tvm_target("rasp4b")
    assert str(target.attrs["mtriple"]).startswith("aarch64") and target.attrs["mcpu"] == "cortex-a72"
    assert int(target.attrs["num-cores"]) == 4


@X86
def test_a_pool_spreads_candidates_over_its_boards_and_leaves_no_candidate_on_them(tmp_path, sshd_server,
                                                                                     write_boards):
    boards = write_boards(tmp_path, sshd_server)
    path = candidate(tmp_path, "x86_64-linux-gnu")
    runner = TgtbuildRunner("x86_64-linux-gnu -num-cores=1", boards=["local", "lab"], boards_file=str(boards),
                            evaluator_config=ms.runner.EvaluatorConfig(number=1, repeat=1, min_repeat_ms=50))
    try:
        results = [f.result() for f in runner.run([runner_input(path, 64) for _ in range(6)])]
        assert all(r.error_msg is None and r.run_secs for r in results), [r.error_msg for r in results]
        measured = runner.measured
        assert sum(measured.values()) == 6 and len(measured) == 2, measured
    finally:
        runner.close()
    leftovers = [p for p in (tmp_path / "board").rglob("*") if p.is_file() and "candidate" in p.name]
    assert leftovers == [], "close() removes the candidates it uploaded"
    shutil.rmtree(tmp_path / "built", ignore_errors=True)


@X86
def test_tune_relax_measures_a_models_tasks_and_the_database_builds_the_model(tmp_path):
    """tune_relax (tasks extracted from a model, then tune_tasks) with tgtbuild's builder and runner; its
    database applied by MetaScheduleApplyDatabase compiles the model."""
    from tvm import relax
    from tvm.relax.frontend import nn

    class Layer(nn.Module):
        def __init__(self) -> None:
            self.fc = nn.Linear(32, 32)

        def forward(self, x):
            return nn.op.relu(self.fc(x))

    mod, _ = Layer().export_tvm(spec={"forward": {"x": nn.spec.Tensor((4, 32), "float32")}})
    mod = relax.get_pipeline("zero")(relax.transform.DecomposeOpsForInference()(mod))
    tag = "x86_64-linux-gnu -num-cores=1"
    runner = TgtbuildRunner(tag, evaluator_config=FAST)
    try:
        drop_unnamed_log_handlers()
        database = ms.relax_integration.tune_relax(mod, {}, tvm_target(tag), str(tmp_path / "work"),
                                                   max_trials_global=4, num_trials_per_iter=2,
                                                   builder=TgtbuildBuilder(tag), runner=runner)
    finally:
        runner.close()
    records = list(database.get_all_tuning_records())
    assert records and all(r.run_secs and all(float(t) > 0 for t in r.run_secs) for r in records)
    assert sum(runner.measured.values()) == len(records)
    with tvm_target(tag), tvm.transform.PassContext(opt_level=3):
        tuned = relax.transform.MetaScheduleApplyDatabase(work_dir=str(tmp_path / "work"))(mod)
    assert tvm.compile(tuned, tvm_target(tag)) is not None


def test_an_apache_tvm_ffi_that_segfaults_metaschedule_is_refused_with_the_fix():
    from tgtbuild.tvm.abi import TvmError
    from tgtbuild.tvm.ffiguard import check_ffi, ffi_version

    for broken in ("0.1.15.post1", "0.1.15.post2", "0.1.15"):
        with pytest.raises(TvmError, match=r"segfault.*apache-tvm-ffi>=0.1.14.post0,<0.1.15"):
            check_ffi(broken)
    for fine in ("0.1.14.post0", "0.1.14.post1", "0.1.16"):
        check_ffi(fine)
    with pytest.raises(TvmError, match="needs apache-tvm"):
        check_ffi(None)
    check_ffi(ffi_version())  # what the test extra installs passes
