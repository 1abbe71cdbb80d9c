"""The Python API alone (no command line): build, boards, deploy, run with --check, env (real zig, qemu, sshd).

The CLI stands on these functions; these tests call them as a script or a
notebook would, with the same defaults and the same errors.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from tgtcli import python_output

import tgtbuild.api as tb
from tgtbuild.errors import TgtbuildError
from tgtbuild.run.request import Timing

needs_qemu = pytest.mark.skipif(not shutil.which("qemu-aarch64-static"), reason="qemu-user-static is not installed")

SCALE = r"""
#include <stdint.h>
void scale(float *out, const float *x, float a, int64_t n) { for (int64_t i = 0; i < n; i++) out[i] = a * x[i]; }
"""
SPECS = ["f32[1024]:out", "f32[1024]", "f32=2.5", "i64=1024"]
FAST = Timing(number=20, repeat=3, warmup=1)


def test_the_api_imports_nothing_until_a_name_is_used():
    code = ("import sys, tgtbuild.api as tb; before = set(sys.modules); tb.connect; "
            "print(sorted(m for m in before if m.startswith('tgtbuild.'))); "
            "print(sorted(m for m in set(sys.modules) - before if m.startswith('tgtbuild.')))")
    at_import, on_use = python_output(code).splitlines()
    assert not any(stage in at_import for stage in ("tgtbuild.run", "tgtbuild.builder", "tgtbuild.remote")), at_import
    assert "tgtbuild.api.boards" in on_use and "tgtbuild.harnesses.stage" not in on_use


def test_build_returns_each_targets_artifacts_and_a_second_build_does_nothing(tmp_path):
    source = tmp_path / "scale.c"
    source.write_text(SCALE)
    progress: list[str] = []
    options = tb.CompilerOptions(macros=["-DUNUSED=1"], opt_level=2, environment=False)
    settings = tb.BuildOptions(options=options, build_dir=str(tmp_path / "build"))
    (built,) = tb.build([str(source)], "x86_64-linux-gnu", build=settings, progress=progress.append)
    assert Path(built.shared_library).is_file() and Path(built.static_library).is_file()
    assert built.target.startswith("llvm") and "x86_64" in built.target
    assert progress, "the build's output goes to the progress callback"
    assert "scale" in repr(built) and "built in" in repr(built)
    (again,) = tb.build([str(source)], "x86_64-linux-gnu", build=settings)
    assert again.no_work and "up to date" in repr(again)


def test_build_errors_are_the_clis(tmp_path):
    with pytest.raises(TgtbuildError, match="--target"):
        tb.build([str(tmp_path / "a.c")], build=tb.BuildOptions(build_dir=str(tmp_path)))
    with pytest.raises(TgtbuildError, match="--name 'bad name'"):
        tb.build(["x.c"], "x86_64-linux-gnu", build=tb.BuildOptions(name="bad name", build_dir=str(tmp_path)))
    with pytest.raises(TgtbuildError, match="rasp4b"):  # the closest valid tag is named
        tb.build(["x.c"], "rasp4", build=tb.BuildOptions(build_dir=str(tmp_path)))


def test_run_times_an_entry_and_checks_it_on_the_local_board(tmp_path):
    source = tmp_path / "scale.c"
    source.write_text(SCALE)
    result = tb.run([str(source)], target="x86_64-linux-gnu", entry="scale", args=SPECS, timing=FAST, check=True,
                    build=tb.BuildOptions(build_dir=str(tmp_path / "build")))
    assert result.ok and result.check.passed, result.check
    assert result.timing["number"] == 20 and result.timing["repeat"] == 3
    assert result.harness == "c-entry" and not result.emulated


def test_a_runner_runs_one_build_many_times_on_one_connection(tmp_path):
    source = tmp_path / "scale.c"
    source.write_text(SCALE)
    with tb.prepare_run([str(source)], target="x86_64-linux-gnu", entry="scale", args=SPECS, timing=FAST,
                        build=tb.BuildOptions(build_dir=str(tmp_path / "build"))) as runner:
        assert "scale" in repr(runner)
        first, second = runner.run(), runner.run()
    assert first.program == second.program and first.timing and second.timing


def test_run_refuses_before_building_as_the_cli_does(tmp_path):
    source = tmp_path / "scale.c"
    source.write_text(SCALE)
    with pytest.raises(TgtbuildError, match="--check needs at least one output"):
        tb.prepare_run([str(source)], target="x86_64-linux-gnu", entry="scale",
                       args=["f32[4]", "f32[4]", "f32=1", "i64=4"], check=True,
                       build=tb.BuildOptions(build_dir=str(tmp_path / "b")))
    with pytest.raises(TgtbuildError, match="--arg needs --entry"):
        tb.prepare_run([str(source)], target="x86_64-linux-gnu", args=SPECS,
                       build=tb.BuildOptions(build_dir=str(tmp_path / "b")))
    assert not (tmp_path / "b").exists(), "nothing is built for a refused run"


@needs_qemu
def test_a_program_runs_under_qemu_and_its_status_is_the_result(tmp_path):
    (tmp_path / "main.c").write_text('#include <stdio.h>\nint main(int c, char **v) { puts(v[1]); return 3; }\n')
    out: list[bytes] = []
    result = tb.run([str(tmp_path / "main.c")], target="aarch64-linux-gnu", program_args=["hello"],
                    on_stdout=out.append, build=tb.BuildOptions(build_dir=str(tmp_path / "build")))
    assert result.exit_status == 3 and result.emulated
    assert b"".join(out) == result.stdout == b"hello\n"


def test_boards_deploy_and_probe_over_ssh(tmp_path, sshd_server, write_boards):
    boards = write_boards(tmp_path, sshd_server)
    trust = tb.Trust(boards_file=str(boards))
    board = tb.board("lab", trust=trust)
    assert board.name == "lab"
    (tmp_path / "a.txt").write_text("hello")
    report = tb.deploy(board, [str(tmp_path / "a.txt")], "files")
    assert report.sent == ("a.txt",)
    again = tb.deploy(board, {"a.txt": str(tmp_path / "a.txt")}, "files")
    assert again.sent == () and again.unchanged == ("a.txt",)
    facts = tb.probe(board)
    assert facts["arch"] == os.uname().machine
    with pytest.raises(TgtbuildError, match="no such file"):
        tb.deploy(board, [str(tmp_path / "missing")], "files")


def test_run_over_ssh_checks_the_same_entry(tmp_path, sshd_server, write_boards):
    boards = write_boards(tmp_path, sshd_server)
    source = tmp_path / "scale.c"
    source.write_text(SCALE)
    result = tb.run([str(source)], target="x86_64-linux-gnu", entry="scale", args=SPECS, timing=FAST, check=True,
                    board="lab", trust=tb.Trust(boards_file=str(boards)),
                    build=tb.BuildOptions(build_dir=str(tmp_path / "build")))
    assert result.check.passed and result.board.endswith(str(sshd_server.port))


def test_env_gives_the_text_tgtbuild_env_prints():
    text, note = tb.env("aarch64-linux-gnu", "cmake")
    assert "CMAKE_SYSTEM_PROCESSOR" in text and "CMAKE_C_COMPILER" in text
    assert isinstance(note, str)


WORK = r"""
#include <stdint.h>
void work(float *out, const float *x, int64_t n) {
    for (int r = 0; r < REPS; r++)
        for (int64_t i = 0; i < n; i++) out[i] = out[i] * 0.5f + x[i];
}
"""
WORK_SPECS = ["f32[4096]:out", "f32[4096]", "i64=4096"]


def test_compare_a_kernel_against_itself_and_against_16_times_the_work(tmp_path):
    """The verdicts through the API: the same build twice is no significant difference; 16x the work is slower."""
    source = tmp_path / "work.c"
    source.write_text(WORK)
    timing = Timing(number=20, repeat=12, warmup=2)

    def prepare(reps: int, connection=None):
        return tb.prepare_run([str(source)], target="x86_64-linux-gnu", entry="work", args=WORK_SPECS,
                              timing=timing, connection=connection,
                              build=tb.BuildOptions(build_dir=str(tmp_path / f"build{reps}"),
                                                    options=tb.CompilerOptions(macros=[f"-DREPS={reps}"], opt_level=1)))

    with prepare(1) as a, prepare(16, a.connection) as b:
        measured = tb.compare_runners(a, b, rounds=6)
        slower = measured.comparison(0.95)
        assert slower.verdict == "slower" and slower.low > 1, repr(slower)
        assert "slower" in repr(slower)
        same = tb.compare_runners(a, a, rounds=8).comparison(0.999)  # 8+8 can reach p < 0.001
        assert same.verdict == "no significant difference", repr(same)
        first, second = a.run(), b.run()
    single = tb.compare_results(first, second)
    assert single.ratio > 4 and "RunResult" in repr(first) and "median" in repr(first)


def test_compare_files_reads_run_records(tmp_path):
    import json

    records = []
    for name, scale in (("a.json", 1.0), ("b.json", 2.0)):
        times = [scale * (1e-3 + i * 1e-6) for i in range(12)]
        path = tmp_path / name
        path.write_text(json.dumps({"target": "t", "board": "local", "timing": {"entry": "k", "times": times}}))
        records.append(str(path))
    (row,) = [r for r in tb.compare_files(records) if r.get("entry")]
    assert row["verdict"] == "slower" and 1.9 < row["ratio"] < 2.1
    with pytest.raises(TgtbuildError, match="a.json"):
        (tmp_path / "a.json").write_text('{"timing": {"times": [1, "x"]}}')
        tb.compare_files(records)


def test_tune_finds_the_best_knob_and_tune_best_names_the_same(tmp_path):
    """A 3-point space through the API alone: every candidate measured, the winner re-measured, best() agrees."""
    source = tmp_path / "k.c.j2"
    source.write_text("#include <stdint.h>\n"
                      "void k(float *out, int64_t n) { for (int r = 0; r < {{ knob('reps', [1, 8, 32]) }}; r++)\n"
                      "  for (int64_t i = 0; i < n; i++) out[i] = out[i] * 0.5f + 1.0f; }\n")
    log = tmp_path / "k.jsonl"
    _, _, space = tb.tune_space([str(source)])
    assert space.size == 3
    said: list[str] = []
    result = tb.tune([str(source)], target="x86_64-linux-gnu", entry="k", args=["f32[2048]:out", "i64=2048"],
                     search=tb.Search(strategy="grid", top_k=2, remeasure_repeat=3, remeasure_rounds=2),
                     timing=Timing(repeat=3, min_repeat_ms=5), log=str(log),
                     build=tb.BuildOptions(build_dir=str(tmp_path / "build")), progress=said.append)
    assert any("tuning" in text for text in said), "tune's progress is a callable, as build's and run's"
    assert result.trials == 3 and result.failed == 0 and result.best.knobs == {"reps": 1}
    assert result.best.remeasured and "reps=1" in repr(result)
    (best,) = tb.tune_best(str(log))
    assert best.record["knobs"] == result.best.knobs and best.record["median"] == result.best.median
    tb.tune_report(str(log), str(tmp_path / "tune.html"))
    assert "reps" in (tmp_path / "tune.html").read_text()
    with pytest.raises(TgtbuildError, match="--entry"):
        tb.tune([str(source)], target="x86_64-linux-gnu", entry="", log=str(log))


def test_objects_go_where_text_goes_and_run_takes_what_build_returned(tmp_path, monkeypatch):
    """`build(Target(...))` was refused ("targets: a list of str, not Target") and `run` took neither a
    Board nor a Built (issue 34)."""
    from tgtbuild import Target

    monkeypatch.chdir(tmp_path)
    (tmp_path / "scale.c").write_text(SCALE)
    (built,) = tb.build(["scale.c"], Target("x86_64-linux-gnu"),
                        build=tb.BuildOptions(options=tb.CompilerOptions(environment=False)))
    assert not isinstance(built, dict) and built.export()["shared_library"] == built.shared_library
    here = tb.board(tb.Board(name="local", host="local"), target=Target("x86_64-linux-gnu"))
    result = tb.run(built, board=here, entry="scale", args=SPECS, timing=FAST, check=tb.Check(rtol=1e-4))
    assert result.check.passed and result.board == "local"
    assert Path(result.program).name.startswith("scale") or result.program
    (tmp_path / "other.c").write_text(SCALE)
    tb.build(["other.c"], "x86_64-linux-gnu")  # the same build folder, configured for another library
    with pytest.raises(TgtbuildError, match="was configured for another build since"):
        tb.prepare_run(built, entry="scale", args=SPECS)


def test_the_api_takes_objects_not_the_clis_options_one_by_one():
    """prepare_run took 32 parameters and tune 40, one per CLI option (issue 34): the rest live in objects
    (Timing, Check, DeviceLaunch, BuildOptions, Search, Pool), as tvm.compile leaves them to PassContext."""
    import inspect

    assert len(inspect.signature(tb.prepare_run).parameters) <= 14
    assert len(inspect.signature(tb.tune).parameters) <= 20
    assert len(inspect.signature(tb.build).parameters) <= 14


def test_build_run_prepare_run_and_tune_take_sources_then_target_then_buildoptions():
    """One order and one set of objects (issue 44): build took (targets, sources, 16 flattened options) where
    run took (sources, target=..., build=BuildOptions); progress was a Progress in two and a TextIO in tune."""
    import inspect

    for verb in (tb.build, tb.prepare_run, tb.tune):
        params = inspect.signature(verb).parameters
        assert list(params)[:2] == ["sources", "target"], verb.__name__
        assert "BuildOptions" in str(params["build"].annotation), verb.__name__
    for verb in (tb.build, tb.run, tb.tune):
        assert inspect.signature(verb).parameters["progress"].annotation in ("Progress", "textstream.Progress"), verb


def test_target_tags_and_target_info_give_what_tgtbuild_targets_prints():
    """`tgtbuild targets` had no verb and reached into the targets package and the support table (issue 44)."""
    (row,) = [r for r in tb.target_tags("rasp4b") if r.name == "arm/rasp4b64"]
    assert row.kind == "llvm" and row.where.startswith("aarch64") and row.cpu == "cortex-a72"
    assert row.export()["target"] == str(row.target)
    assert tb.target_tags("no-such-tag-anywhere") == []
    info = tb.target_info("rasp4b")
    facts = dict(info.facts())
    assert info.tag == "raspberry-pi/4b-aarch64" and info.parents[-1] == "arm/cortex-a72" and facts["zig builds"]
    assert facts["build dir"] == f"build/{info.target.dirname}"
    assert tb.target_info("llvm -mtriple=aarch64-linux-gnu").tag is None
    with pytest.raises(TgtbuildError, match="rasp4b"):  # the closest valid tag is named
        tb.target_info("rasp4")


def test_make_runs_a_makefile_with_the_targets_tools_and_names_what_it_built(tmp_path):
    """`tgtbuild make` had no verb: the command gathered the facts, ran make and found the files itself."""
    shutil.copytree(Path(__file__).resolve().parents[1] / "examples" / "legacy-make", tmp_path / "m")
    said: list[str] = []
    result = tb.make(str(tmp_path / "m"), "x86_64-linux-gnu", progress=said.append)
    assert result.status == 0 and result.artifacts and result.deployed is None
    assert {a.machine for a in result.artifacts if a.machine} == {result.machine} == {"x86_64"}
    assert not any(result.wrong_machine(a) for a in result.artifacts)
    with pytest.raises(TgtbuildError, match="no such directory"):
        tb.make(str(tmp_path / "missing"), "x86_64-linux-gnu")
