"""`tgtbuild compare` given files that are truncated, of the wrong shape, endless, blocking or from elsewhere.

Each case must end with exit status 2 and one `tgtbuild: error:` line that
names the file and what is wrong (never a traceback), within a bound: the
campaign found /dev/zero read until 24 GB of memory were gone, a FIFO
blocking `open` for ever, 1e6 samples judged for minutes, and 1e300 or a
400-digit integer raising OverflowError/ValueError out of the statistics.
tests/test_compare.py has the first round of hostile files; these are the
rest.
"""

from __future__ import annotations

import json
import os
import threading
import time

import pytest

from tgtbuild.argcheck import ArgumentError
from tgtbuild.errors import TgtbuildError
from tgtbuild.stats import samples
from tgtbuild.stats.verdict import MAX_SAMPLES, SampleError


def record(times, context=None, entry="k"):
    return {"timing": {"entry": entry, "times": times}, **({"context": context} if context else {})}


def times_text(text: str) -> str:
    return '{"timing": {"entry": "k", "times": [0.001, ' + text + "]}}"


HOSTILE = {
    "huge.json": times_text("1e300"),
    "overflow.json": times_text("1e400"),
    "denormal.json": times_text("5e-324"),
    "digits.json": times_text("9" * 5000),  # more digits than Python turns into an int
    "digits-400.json": times_text("9" * 400),  # an int float() cannot hold
    "zero.json": times_text("0"),
    "bool.json": times_text("true"),
    "null.json": times_text("null"),
    "nested.json": times_text("[0.001]"),
    "empty-times.json": '{"timing": {"entry": "k", "times": []}}',
    "times-object.json": '{"timing": {"entry": "k", "times": {"0": 0.001}}}',
    "timing-list.json": '{"timing": [0.001, 0.002]}',
    "wall-strings.json": '{"program": "p", "wall_s": ["1", "2"]}',
    "string.json": '"a run record"',
    "number.json": "42",
    "latin1.json": b'{"timing": {"entry": "\xe9", "times": [0.001]}}',
    "utf16.json": json.dumps(record([0.001] * 10)).encode("utf-16"),
    "bom.json": b"\xef\xbb\xbf" + json.dumps(record([0.001] * 10)).encode(),
    "nul.json": b"\x00" * 64,
    "log-bad-line.jsonl": ('{"task": "t", "key": "k", "phase": "tune", "ok": true, "times": [0.1]}\n'
                           '{"task": "t", "key": "k", "phase": "tune", "ok": true, "times": [-0.1]}\n'),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_record_is_named_with_what_is_wrong(tmp_path, tgtbuild, name):
    (tmp_path / "good.json").write_text(json.dumps(record([1e-3] * 10)))
    content = HOSTILE[name]
    (tmp_path / name).write_bytes(content if isinstance(content, bytes) else content.encode())
    done = tgtbuild("compare", "good.json", name, cwd=tmp_path, timeout=60)
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stderr.startswith(f"tgtbuild: error: {name}") and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.count("\n") == 1, done.stderr


def test_bad_times_say_what_a_time_may_be(tmp_path, tgtbuild):
    (tmp_path / "good.json").write_text(json.dumps(record([1e-3] * 10)))
    (tmp_path / "huge.json").write_text(HOSTILE["huge.json"])
    done = tgtbuild("compare", "good.json", "huge.json", cwd=tmp_path, timeout=60)
    assert "huge.json: timing.times[1]: 1e+300 is not a positive finite time (1e-15 to 1e+09 seconds)" in done.stderr


def test_a_million_samples_are_judged_in_seconds_and_more_are_refused(tmp_path, tgtbuild):
    """The bootstrap drew 2000 resamples of 1e6 values each: minutes (killed at 20 s); now ~3-5 s."""
    base = [1e-3 * (1 + (i % 97) / 1000) for i in range(MAX_SAMPLES)]
    (tmp_path / "a.json").write_text(json.dumps(record(base)))
    (tmp_path / "b.json").write_text(json.dumps(record([t * 1.01 for t in base])))
    (tmp_path / "c.json").write_text(json.dumps(record(base + [1e-3])))
    start = time.monotonic()
    done = tgtbuild("compare", "a.json", "b.json", "--json", cwd=tmp_path, timeout=120)
    took = time.monotonic() - start
    assert done.returncode == 0, done.stderr
    (row,) = json.loads(done.stdout)["comparisons"]
    assert row["verdict"] == "slower" and row["ratio"] == pytest.approx(1.01) and row["n"] == [MAX_SAMPLES] * 2
    assert took < 90, took
    done = tgtbuild("compare", "a.json", "c.json", cwd=tmp_path, timeout=120)
    assert done.returncode == 2 and f"c.json: timing.times: {MAX_SAMPLES + 1} times; at most" in done.stderr


def test_a_device_is_refused_without_reading_it(tmp_path, tgtbuild):
    (tmp_path / "good.json").write_text(json.dumps(record([1e-3] * 10)))
    for device in ("/dev/zero", "/dev/urandom"):
        start = time.monotonic()
        done = tgtbuild("compare", "good.json", device, cwd=tmp_path, timeout=60)
        assert done.returncode == 2 and f"{device}: a device or socket, not a file" in done.stderr, done.stderr
        assert time.monotonic() - start < 30


def test_a_fifo_nobody_writes_to_ends_with_an_error(tmp_path, monkeypatch):
    monkeypatch.setattr(samples, "PIPE_WAIT_S", 1.0)
    os.mkfifo(tmp_path / "fifo.json")
    start = time.monotonic()
    with pytest.raises(SampleError, match=r"fifo.json: a pipe that did not end within 1 s \(0 bytes read\)"):
        samples.read_entries(str(tmp_path / "fifo.json"))
    assert time.monotonic() - start < 10


def test_a_fifo_with_a_writer_is_read_as_process_substitution_gives_it(tmp_path):
    """`tgtbuild compare <(ssh pi cat a.json) b.json`: the record comes through a pipe, slowly."""
    fifo = tmp_path / "fifo.json"
    os.mkfifo(fifo)
    text = json.dumps(record([1e-3] * 10), indent=2)

    def writer() -> None:
        with open(fifo, "w") as pipe:
            for piece in (text[:10], text[10:]):
                pipe.write(piece)
                pipe.flush()
                time.sleep(0.2)

    thread = threading.Thread(target=writer, daemon=True)
    thread.start()
    (entry,) = samples.read_entries(str(fifo))
    thread.join(timeout=10)
    assert entry.name == "k" and entry.runs == [[1e-3] * 10]


def test_results_from_other_kernels_and_targets_are_said_to_differ(tmp_path, tgtbuild):
    times = [1e-3 * (1 + 0.01 * i) for i in range(10)]
    ctx = {"target": "llvm -mtriple=aarch64-unknown-linux-gnu", "board": "pi@a",
           "board_state": {"kernel": "6.1.0-rpi7", "cpu_model": "Cortex-A72"}}
    other = dict(ctx, target="llvm -mtriple=riscv64-unknown-linux-gnu",
                 board_state={"kernel": "6.6.20-starfive", "cpu_model": "Cortex-A72"})
    (tmp_path / "a.json").write_text(json.dumps(record(times, ctx)))
    (tmp_path / "b.json").write_text(json.dumps(record(times, other)))
    done = tgtbuild("compare", "a.json", "b.json", cwd=tmp_path, timeout=60)
    assert done.returncode == 0, done.stderr
    assert ("the runs differ in target: llvm -mtriple=aarch64-unknown-linux-gnu vs "
            "llvm -mtriple=riscv64-unknown-linux-gnu") in done.stdout
    assert "the runs differ in kernel: 6.1.0-rpi7 vs 6.6.20-starfive" in done.stdout
    assert "differ in CPU" not in done.stdout


@pytest.fixture(scope="module")
def real_record(tmp_path_factory) -> str:
    """A whole `tgtbuild run --json` of an entry on the local board, as a user saves it."""
    from tgtcli import run_tgtbuild

    folder = tmp_path_factory.mktemp("real")
    (folder / "k.c").write_text("void k(float *o, const float *a, long n) { for (long i = 0; i < n; i++) "
                                "o[i] = a[i] * 2; }\n")
    done = run_tgtbuild("run", "--target", "x86_64-linux-gnu", "k.c", "--entry", "k", "--arg", "f32[64]:out",
                        "--arg", "f32[64]", "--arg", "i64=64", "--repeat", "5", "--min-repeat-ms", "1", "--json",
                        cwd=folder, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["timing"]["times"]
    return done.stdout


def test_a_run_json_cut_anywhere_is_named_as_truncated(tmp_path, tgtbuild, real_record):
    """A `run --json > a.json` interrupted mid-write: every cut is an error naming the file, never a crash."""
    (tmp_path / "whole.json").write_text(real_record)
    text = real_record.rstrip()
    cuts = sorted({1, 2, len(text) - 1, *range(1, len(text), max(1, len(text) // 25))})
    for cut in cuts:
        (tmp_path / f"cut{cut}.json").write_text(text[:cut])
    names = [f"cut{cut}.json" for cut in cuts]
    for name in names:
        with pytest.raises(SampleError) as caught:
            samples.read_entries(str(tmp_path / name))
        assert str(caught.value).startswith(f"{tmp_path / name}"), str(caught.value)
    # and through the command line: one of them, and the whole record against itself
    done = tgtbuild("compare", "whole.json", names[len(names) // 2], cwd=tmp_path, timeout=60)
    assert done.returncode == 2 and "truncated?" in done.stderr and "Traceback" not in done.stderr, done.stderr
    done = tgtbuild("compare", "whole.json", "whole.json", cwd=tmp_path, timeout=60)
    assert done.returncode == 0 and "no significant difference" in done.stdout, done.stderr


def test_the_api_refuses_wrong_types_with_tgtbuild_errors(tmp_path):
    import tgtbuild.api as tb

    (tmp_path / "a.json").write_text(json.dumps(record([1e-3] * 10)))
    a = str(tmp_path / "a.json")
    for call, message in ((lambda: tb.compare_files(a), "a list of two or more files"),
                          (lambda: tb.compare_files(None), "paths: a list of paths, not None"),
                          (lambda: tb.compare_files([a, 1]), r"paths\[1\]: a path"),
                          (lambda: tb.compare_files([a]), "1 file"),
                          (lambda: tb.compare_files([a, a], level="0.9"), "level .*: a number"),
                          (lambda: tb.compare_files([a, a], level=float("nan")), "level .*: nan"),
                          (lambda: tb.compare_files([a, a], levels=0.9), "no argument 'levels'; did you mean level"),
                          (lambda: tb.compare_results(None, None), "a: a RunResult, not None"),
                          (lambda: tb.compare_runners(None, None), "a: a Runner, not None")):
        with pytest.raises(ArgumentError, match=message) as caught:
            call()
        assert isinstance(caught.value, TgtbuildError) and isinstance(caught.value, TypeError)
    from pathlib import Path

    rows = tb.compare_files([Path(a), Path(a)])  # a Path is a path
    assert rows[0]["verdict"] == "no significant difference" and rows[0]["a"] == a
