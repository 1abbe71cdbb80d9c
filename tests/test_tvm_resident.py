"""The tuner's resident candidate server (`tgtbuild.tvm.resident`) on real boards: the local one and a
loopback sshd board, with real candidates (TVM 0.27's matmul built by TgtbuildBuilder) and hand-made
ones that crash or hang, as a broken schedule can."""

from __future__ import annotations

import platform
import time
from pathlib import Path

import pytest

tvm = pytest.importorskip("tvm", reason="apache-tvm is not installed (pip install -e '.[test]' brings it)")
ms = pytest.importorskip("tvm.s_tir.meta_schedule")

from procs import live_pids, wait_until  # noqa: E402
from test_run_cli import needs_qemu  # noqa: E402
from test_tvm_metaschedule import candidate, hand_made, runner_input  # noqa: E402

from tgtbuild.tune.metaschedule import TgtbuildRunner  # noqa: E402

pytestmark = pytest.mark.skipif(platform.machine() != "x86_64", reason="the candidates are x86_64 code")
TARGET = "x86_64-linux-gnu -num-cores=1"
FAST = ms.runner.EvaluatorConfig(number=2, repeat=3, min_repeat_ms=1)

# Hand-made candidates with TVM's packed signature and its error setter (what find_packed checks).
BAD = {
    "crash": "volatile int *p = 0; *p = 1; return 0;",
    "hang": "for (;;) __asm__ volatile(\"\"); return 0;",
    "fail": 'const char *m = "a check in the kernel failed"; TVMFFIErrorSetRaisedFromCStrParts("ValueError", &m, 1);'
            " return -1;",
}


def bad_candidate(folder: Path, what: str) -> str:
    return hand_made(folder, what, BAD[what],
                     declarations="void TVMFFIErrorSetRaisedFromCStrParts(const char *, const char **, int32_t);\n")


def servers_running(marker: str) -> list[int]:
    """Pids of candidate servers (not the board script around them) whose path holds `marker` (this test's folder)."""
    return live_pids(lambda cmdline: b"tgtbuild-tvm-server" in cmdline.split(b"\0")[0]
                     and marker.encode() in cmdline.split(b"\0")[0])


def wait_none(marker: str, seconds: float = 15.0) -> list[int]:
    wait_until(lambda: not servers_running(marker), seconds)
    return servers_running(marker)


def test_one_server_measures_every_candidate_and_a_crash_or_hang_is_an_error_then_the_next_runs(tmp_path):
    good = candidate(tmp_path, "x86_64-linux-gnu")
    crash, hang, fail = (bad_candidate(tmp_path, w) for w in ("crash", "hang", "fail"))
    from tgtbuild.remote.board import local_board

    runner = TgtbuildRunner(TARGET, boards=[local_board(workdir=str(tmp_path / "local"))], evaluator_config=FAST,
                            threads=1, timeout_sec=3)
    try:
        results = [f.result() for f in runner.run([runner_input(p, 64) for p in (good, good, crash, good, fail,
                                                                                 hang, good)])]
        first, second, crashed, after_crash, failed, hung, after_hang = results
        for ok in (first, second, after_crash, after_hang):
            assert ok.error_msg is None and len(ok.run_secs) == 3, ok.error_msg
        assert crashed.run_secs is None and "crashed the server: killed by SIGSEGV" in crashed.error_msg, \
            crashed.error_msg
        assert failed.run_secs is None and "a check in the kernel failed" in failed.error_msg, failed.error_msg
        assert hung.run_secs is None and "timeout of 3 s" in hung.error_msg, hung.error_msg
        assert len(servers_running(str(tmp_path / "local"))) == 1, "one server, started again after a crash or hang"
    finally:
        runner.close()
    assert wait_none(str(tmp_path / "local")) == [], "close() ends the server"


def test_the_resident_server_times_as_the_one_shot_harness_does(tmp_path):
    """The same candidate, the same protocol: the server's record has the one-shot harness's fields, and
    the two medians agree within what this busy machine's noise allows."""
    good = candidate(tmp_path, "x86_64-linux-gnu", n=96)
    config = ms.runner.EvaluatorConfig(number=1, repeat=5, min_repeat_ms=20)
    medians = {}
    for resident in (True, False):
        runner = TgtbuildRunner(TARGET, evaluator_config=config, threads=1, resident=resident)
        try:
            times = [t for f in runner.run([runner_input(good, 96)] * 3) for t in f.result().run_secs]
        finally:
            runner.close()
        assert len(times) == 15
        medians[resident] = sorted(times)[7]
    ratio = medians[True] / medians[False]
    assert 0.5 < ratio < 2.0, medians


def test_on_an_ssh_board_candidates_are_uploaded_removed_and_the_server_ends_with_the_runner(
        tmp_path, sshd_server, write_boards):
    boards = write_boards(tmp_path, sshd_server)
    good = candidate(tmp_path, "x86_64-linux-gnu")
    crash = bad_candidate(tmp_path, "crash")
    runner = TgtbuildRunner(TARGET, boards=["lab"], boards_file=str(boards), evaluator_config=FAST, threads=1)
    try:
        results = [f.result() for f in runner.run([runner_input(p, 64) for p in (good, crash, good, good)])]
        assert [r.error_msg is None for r in results] == [True, False, True, True], [r.error_msg for r in results]
        assert "crashed the server: killed by SIGSEGV" in results[1].error_msg
        uploads = [p for p in (tmp_path / "board").rglob("*.so") if "candidates" in p.parts]
        assert uploads == [], "the server removes each uploaded candidate once loaded"
        assert len(servers_running(str(tmp_path / "board"))) == 1
    finally:
        runner.close()
    assert wait_none(str(tmp_path / "board")) == [], "close() ends the server on the board"
    assert not [p for p in (tmp_path / "board").rglob("candidates/*")], "close() removes its candidate folder"


def test_a_lost_connection_ends_the_server_on_the_board(tmp_path, sshd_server, write_boards):
    """The runner killed without close(): the SSH session goes, and the board's watchdog (or the EOF on
    the server's stdin) ends the server."""
    boards = write_boards(tmp_path, sshd_server)
    good = candidate(tmp_path, "x86_64-linux-gnu")
    runner = TgtbuildRunner(TARGET, boards=["lab"], boards_file=str(boards), evaluator_config=FAST, threads=1)
    (result,) = [f.result() for f in runner.run([runner_input(good, 64)])]
    assert result.error_msg is None, result.error_msg
    assert len(servers_running(str(tmp_path / "board"))) == 1
    runner._workers.conns[0].transport.close()  # the link goes, as when tgtbuild is killed
    try:
        assert wait_none(str(tmp_path / "board"), 20.0) == [], "the server outlived its connection"
    finally:
        runner.close()


@pytest.mark.parametrize("where", ["local", "ssh"])
def test_closing_the_runner_mid_candidate_kills_it_at_once_as_ctrl_c_does(tmp_path, where, sshd_server,
                                                                         write_boards):
    """`_Future.result()` calls close() on Ctrl-C: a hanging candidate is killed then, not waited for."""
    from tgtbuild.remote.board import local_board

    hang = bad_candidate(tmp_path, "hang")
    if where == "local":
        boards, boards_file, marker = [local_board(workdir=str(tmp_path / "local"))], None, str(tmp_path / "local")
    else:
        boards, boards_file, marker = ["lab"], str(write_boards(tmp_path, sshd_server)), str(tmp_path / "board")
    runner = TgtbuildRunner(TARGET, boards=boards, boards_file=boards_file, evaluator_config=FAST, threads=1,
                            timeout_sec=120)
    (future,) = runner.run([runner_input(hang, 64)])
    deadline = time.monotonic() + 60
    while not servers_running(marker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert servers_running(marker), "the server started"
    time.sleep(0.5)  # the candidate is in its endless loop
    start = time.monotonic()
    runner.close()
    assert time.monotonic() - start < 10, "close() waited for the candidate"
    assert wait_none(marker, 5.0) == []
    result = future.result()
    assert result.run_secs is None and result.error_msg, result


@needs_qemu
def test_a_32_bit_arm_candidate_runs_on_the_server_and_one_shot_under_qemu(tmp_path):
    """32-bit pointers: DLTensor is 40 bytes there (the harness asserted 48 and did not compile)."""
    good = candidate(tmp_path, "armv7a-linux-gnueabihf", n=32)
    for resident in (True, False):
        runner = TgtbuildRunner("armv7a-linux-gnueabihf", evaluator_config=FAST, timeout_sec=120, resident=resident)
        try:
            (result,) = [f.result() for f in runner.run([runner_input(good, 32)])]
        finally:
            runner.close()
        assert result.error_msg is None and len(result.run_secs) == 3, (resident, result.error_msg)


def test_servers_that_crashed_leave_no_thread_behind(tmp_path):
    """Each crash ends a server and the next candidate starts another: the old one's stdin feeder ends too."""
    import threading

    good = candidate(tmp_path, "x86_64-linux-gnu")
    crash = bad_candidate(tmp_path, "crash")
    runner = TgtbuildRunner(TARGET, evaluator_config=FAST, threads=1)
    try:
        (first,) = [f.result() for f in runner.run([runner_input(good, 64)])]
        assert first.error_msg is None, first.error_msg
        serving = threading.active_count()
        results = [f.result() for f in runner.run([runner_input(p, 64) for p in [crash, good] * 4])]
        assert [r.error_msg is None for r in results] == [False, True] * 4, [r.error_msg for r in results]
        assert wait_until(lambda: threading.active_count() == serving, 5.0), threading.enumerate()
    finally:
        runner.close()


# A candidate that answers with a fingerprint of what it was called with (each argument's type; a tensor's
# device, ndim, dtype, shape, strides, offset, alignment and an FNV-1a hash of its bytes; a scalar's bits),
# raised as its error: the one-shot harness prints it, the server answers it.
FINGERPRINT_DECLARATIONS = """#include <stdio.h>
typedef struct { void *data; int32_t dev_type, dev_id, ndim; uint8_t code, bits; uint16_t lanes;
                 int64_t *shape, *strides; uint64_t offset; } Tensor;
typedef struct { int32_t type_index; uint32_t pad; union { int64_t i; double f; void *p; } u; } Any;
void TVMFFIErrorSetRaisedFromCStrParts(const char *, const char **, int32_t);
"""
FINGERPRINT_BODY = r"""
    const Any *a = args;
    static char out[8192];
    int used = snprintf(out, sizeof out, "<fingerprint %d", n);
    for (int i = 0; i < n; i++) {
        if (a[i].type_index != 7) {
            used += snprintf(out + used, sizeof out - used, " scalar:%d:%llx", a[i].type_index,
                             (unsigned long long)a[i].u.i);
            continue;
        }
        const Tensor *t = a[i].u.p;
        uint64_t count = 1, h = 1469598103934665603ULL;
        used += snprintf(out + used, sizeof out - used, " tensor:%d.%d:%u.%u.%u:%d[", t->dev_type, t->dev_id,
                         t->code, t->bits, t->lanes, t->ndim);
        for (int d = 0; d < t->ndim; d++) {
            count *= (uint64_t)t->shape[d];
            used += snprintf(out + used, sizeof out - used, "%lld,", (long long)t->shape[d]);
        }
        const unsigned char *b = t->data;
        for (uint64_t k = 0; k < count * t->bits / 8; k++) { h ^= b[k]; h *= 1099511628211ULL; }
        used += snprintf(out + used, sizeof out - used, "]:%d:%llu:%d:%016llx", t->strides != 0,
                         (unsigned long long)t->offset, (int)((uintptr_t)t->data % 64), (unsigned long long)h);
    }
    snprintf(out + used, sizeof out - used, ">");
    const char *m = out;
    TVMFFIErrorSetRaisedFromCStrParts("ValueError", &m, 1);
    return -1;"""
# Every argument type, every role, scalars of each kind (nan and the largest u64 among them), an odd shape.
MIXED = ["f32[3,5]", "f64[7]:inout", "i8[4,4]", "u16[9]", "i32[2,2]:out", "i64[3]", "u8[5]", "u32[1,2,3]",
         "i16[6]", "u64[2]", "i64=-7", "f64=0.1", "u64=18446744073709551615", "f32=nan", "i32=0x10"]


def test_the_server_calls_a_candidate_with_the_one_shot_harness_s_arguments_and_inputs_byte_for_byte(tmp_path):
    """The signature is the server's options, not its source (issue 45): the same specs must still give the
    same DLTensors, scalars and seeded bytes as the harness rendered for them, for every dtype and role."""
    import re

    from tgtbuild.errors import TgtbuildError
    from tgtbuild.harnesses.stage import run
    from tgtbuild.remote import connect
    from tgtbuild.remote.board import local_board
    from tgtbuild.run.argspec import parse_args
    from tgtbuild.run.request import RunRequest, Timing
    from tgtbuild.targets import parse_target
    from tgtbuild.tvm.resident import CandidateServer

    path = hand_made(tmp_path, "fingerprint", FINGERPRINT_BODY, declarations=FINGERPRINT_DECLARATIONS)
    board = local_board(workdir=str(tmp_path / "local"))
    seen = {}
    for seed in (0, 12345):
        request = RunRequest(target=parse_target(TARGET), board=board, sources=(path,),
                             build_root=str(tmp_path / "build"), name="candidate", entry="main",
                             specs=parse_args(MIXED), timing=Timing(number=1, repeat=1, seed=seed), timeout=60)
        conn = connect(board)
        server = CandidateServer(conn, request)
        try:
            with pytest.raises(TgtbuildError, match="exited with status 1") as failed:
                run(request, conn)
            with pytest.raises(TgtbuildError, match="the candidate returned an error") as raised:
                server.measure(path)
        finally:
            server.close()
            conn.close()
        printed = re.search(r"<fingerprint [^>]*>", str(failed.value))
        answered = re.search(r"<fingerprint [^>]*>", str(raised.value))
        assert printed and answered, (failed.value, raised.value)
        assert answered.group() == printed.group()
        assert printed.group().count("tensor:1.0:") == 10 and ":0:0:0:" in printed.group(), printed.group()
        seen[seed] = printed.group()
    assert seen[0] != seen[12345], "the seed reaches the fill"


def test_the_server_refuses_a_signature_it_cannot_call_in_one_line_before_reading_a_request():
    import subprocess

    from tgtbuild.targets import parse_target
    from tgtbuild.tvm import resident

    program = resident.server_program(parse_target(TARGET))
    for bad, why in [("f33[4]", "unknown type (types: f32, f64, i8"), ("f32[0]", "positive integers"),
                     ("f32[4]:bad", "unknown role"), ("i64=1.5", "not a decimal integer"),
                     ("f32", "TYPE[DIMS]"), ("u8[4294967296,4294967296,4294967296]", "more elements than 2^64"),
                     ("f64[4294967296]", "more than the 16 GiB allowed")]:
        done = subprocess.run([str(program), "--arg", "f32[4]", "--arg", bad], capture_output=True, text=True,
                              timeout=30, input="0\t/nonexistent.so\tmain\t0\n")
        assert done.returncode == 2 and done.stdout == "", (bad, done)
        assert done.stderr.startswith(f"harness: --arg #2 '{bad}': ") and why in done.stderr, (bad, done.stderr)
        assert done.stderr.count("\n") == 1, done.stderr


def test_one_server_program_serves_every_signature_of_a_runner(tmp_path):
    """Two tasks (64x64 and 32x32 matmuls): two servers running, one file (issue 45: a link per signature)."""
    small, large = candidate(tmp_path, "x86_64-linux-gnu", n=32), candidate(tmp_path, "x86_64-linux-gnu", n=64)
    from tgtbuild.remote.board import local_board

    runner = TgtbuildRunner(TARGET, boards=[local_board(workdir=str(tmp_path / "local"))], evaluator_config=FAST,
                            threads=1)
    try:
        results = [f.result() for f in runner.run([runner_input(large, 64), runner_input(small, 32)])]
        assert [r.error_msg for r in results] == [None, None]
        pids = servers_running(str(tmp_path / "local"))
        assert len(pids) == 2, pids
        programs = {Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")[0] for pid in pids}
        assert len(programs) == 1, f"one program for both signatures: {programs}"
    finally:
        runner.close()


def test_a_runner_links_the_server_when_created_and_close_waits_for_that_link(tmp_path, monkeypatch):
    """Issue 45: on a machine that never built the server, its link (~0.5 s) was most of the first candidate;
    the runner starts it at once, so it overlaps MetaSchedule's first builds. Closed at once, the runner
    waits for it: no half-made link folder stays in the cache."""
    from test_hostile_candidates import own_cache

    from tgtbuild.tvm import resident

    own_cache(tmp_path, monkeypatch)
    monkeypatch.setattr(resident, "_BUILT", {})
    folder = tmp_path / "cache" / "tgtbuild" / "tvm-server"
    runner = TgtbuildRunner(TARGET, evaluator_config=FAST, threads=1)
    try:
        assert wait_until(lambda: list(folder.glob("*/tgtbuild-tvm-server-*")), 120.0), "no candidate was sent"
    finally:
        runner.close()
    (built,) = folder.glob("*/tgtbuild-tvm-server-*")
    monkeypatch.setattr(resident, "_BUILT", {})
    built.unlink()
    TgtbuildRunner(TARGET, evaluator_config=FAST, threads=1).close()
    assert built.is_file() and not list(folder.glob("*/.link-*")), "close() waited for the link it started"
