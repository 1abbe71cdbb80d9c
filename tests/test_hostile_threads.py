"""The API from threads: each thread gets its own, correct result (issue 33, item 2).

Eight threads calling `api.run` on one source with `-DV=1` / `-DV=2` into one
build dir got each other's programs ("wanted V=1 got V=2"), ninja's "unable to
read rsp file" and a raw FileNotFoundError: the build-dir lock was re-entrant
per process, so threads walked through it together. Two `api.tune` threads:
one got "cannot write the build directory" from the probe folder the other
removed (it was named by pid alone), and then, intermittently, "Directory not empty" from
the builder slot both tunes built in. Real threads, a real compiler, one build dir.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

import tgtbuild.api as tb
from tgtbuild.api import BuildOptions, CompilerOptions, Search, Timing

TARGET = "x86_64-linux-gnu"


def _in_threads(work, values: list) -> list:
    """work(value) in one thread per value, all started together; [(value, result or exception)]."""
    results: list = [None] * len(values)
    start = threading.Barrier(len(values))

    def one(i: int) -> None:
        start.wait(timeout=60)
        try:
            results[i] = (values[i], work(values[i]))
        except Exception as exc:  # noqa: BLE001 - the test reports whatever a thread raised
            results[i] = (values[i], exc)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(len(values))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=600)
    assert not any(thread.is_alive() for thread in threads), "a thread is still running after 600 s"
    return results


@pytest.mark.timeout(900)
def test_eight_run_threads_with_different_macros_each_run_their_own_program(tmp_path: Path,
                                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "pv.c").write_text('#include <stdio.h>\nint main(void) { printf("V=%d\\n", V); return 0; }\n')
    monkeypatch.chdir(tmp_path)  # the form: a relative source and the default ./build
    for _round in range(2):  # the first round configures the build dir, the second finds it there
        results = _in_threads(lambda v: tb.run(["pv.c"], target=TARGET,
                                                 build=BuildOptions(options=CompilerOptions(macros=(f"-DV={v}",)))),
                              [1 + i % 2 for i in range(8)])
        for value, result in results:
            assert not isinstance(result, BaseException), f"V={value}: {type(result).__name__}: {result}"
            assert result.stdout == f"V={value}\n".encode(), f"wanted V={value} got {result.stdout!r}"


@pytest.mark.timeout(900)
def test_two_tune_threads_into_one_new_build_dir_both_finish(tmp_path: Path) -> None:
    source = tmp_path / "k.c.j2"
    source.write_text("#include <stdint.h>\n"
                      "void k(float *out, int64_t n) { for (int r = 0; r < {{ knob('reps', [1, 4]) }}; r++)\n"
                      "  for (int64_t i = 0; i < n; i++) out[i] = out[i] * 0.5f + 1.0f; }\n")

    def tune(i: int, build: Path):
        return tb.tune([str(source)], target=TARGET, entry="k", args=["f32[1024]:out", "i64=1024"],
                       search=Search(strategy="grid", top_k=1, remeasure_repeat=2, remeasure_rounds=1),
                       log=str(tmp_path / f"{build.parent.name}-k{i}.jsonl"), build=BuildOptions(build_dir=str(build)),
                       timing=Timing(repeat=2, min_repeat_ms=2))

    for round_ in range(3):  # the slot clash (two tunes building in slots/0 at once) came in 1 of 3 rounds
        build = tmp_path / f"new{round_}" / "build"  # not there yet: both threads probe its parent
        for i, result in _in_threads(lambda i, build=build: tune(i, build), [0, 1]):
            assert not isinstance(result, BaseException), f"tune thread {i}: {type(result).__name__}: {result}"
            assert result.trials == 2 and result.failed == 0, (round_, i, repr(result))
