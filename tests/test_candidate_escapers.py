"""A candidate's child that leaves the server's session (`setsid`), closes its descriptors and sleeps on:
`close()` of the runner (and Ctrl-C, which calls it) ends it on board `local` and on the loopback sshd board
(issue 43, partly held). Real candidates built by zig with TVM's packed signature, real boards."""

from __future__ import annotations

import os
import platform
import secrets
from pathlib import Path

import pytest

tvm = pytest.importorskip("tvm", reason="apache-tvm is not installed (pip install -e '.[test]' brings it)")
ms = pytest.importorskip("tvm.s_tir.meta_schedule")

from procs import live_pids, wait_until  # noqa: E402
from test_hostile_candidates import board_for  # noqa: E402
from test_tvm_metaschedule import runner_input  # noqa: E402

from tgtbuild.tune.metaschedule import TgtbuildRunner  # noqa: E402

pytestmark = pytest.mark.skipif(platform.machine() != "x86_64", reason="the candidates are x86_64 code")
TARGET = "x86_64-linux-gnu -num-cores=1"
CONFIG = ms.runner.EvaluatorConfig(number=1, repeat=1, min_repeat_ms=0)


def escaper(folder: Path, tag: str, clear_env: bool, hang: bool = False) -> str:
    """A kernel whose first call forks a daemon: setsid(), every descriptor closed, then `sleep <tag>`;
    with `hang` the kernel then loops forever (closed mid-candidate, as Ctrl-C does)."""
    from tgtbuild.targets import parse_target
    from tgtbuild.toolchain import select

    source = folder / "escaper.c"
    source.write_text(
        "#include <stdint.h>\n#include <stdlib.h>\n#include <unistd.h>\n"
        "int32_t __tvm_ffi_main(void *self, const void *args, int32_t n, void *result) {\n"
        "    (void)self; (void)args; (void)n; (void)result; static int once;\n"
        "    if (once++) return 0;\n"
        "    if (fork() == 0) {\n"
        "        setsid();\n"
        "        for (int fd = 0; fd < 1024; fd++) close(fd);\n"
        + ("        clearenv();\n" if clear_env else "") +
        f'        execlp("sleep", "sleep", "{tag}", (char *)0);\n'
        "        _exit(127);\n"
        "    }\n"
        + ('    for (;;) __asm__ volatile("");\n' if hang else "") +
        "    return 0;\n}\n")
    out = folder / "escaper.so"
    toolchain = select(parse_target("x86_64-linux-gnu"), None)
    import subprocess

    subprocess.run([*toolchain.cc, *toolchain.cflags, "-O1", "-shared", "-fPIC", str(source), "-o", str(out),
                    *toolchain.ldflags], check=True, timeout=300)
    return str(out)


def sleepers(tag: str) -> list[int]:
    return live_pids(lambda cmdline: cmdline.split(b"\0")[:2] == [b"sleep", tag.encode()])


def closed_leaving(runner, tag: str) -> list[int]:
    """`runner.close()`, then the candidate's daemons still alive 10 s later (killed here: the test's own
    clean-up, whatever close() did)."""
    try:
        runner.close()
    finally:
        wait_until(lambda: not sleepers(tag), 10)
        left = sleepers(tag)
        for pid in left:
            os.kill(pid, 9)
    return left


@pytest.mark.parametrize("clear_env", [False, True], ids=["marked", "environment cleared"])
@pytest.mark.parametrize("where", ["local", "ssh"])
def test_a_candidates_setsid_child_with_its_descriptors_closed_ends_with_close(tmp_path, where, clear_env,
                                                                              sshd_server, write_boards):
    tag = f"{600 + secrets.randbelow(300)}.{secrets.randbelow(10**6)}"
    library = escaper(tmp_path, tag, clear_env)
    runner = TgtbuildRunner(TARGET, evaluator_config=CONFIG, threads=1, timeout_sec=20,
                            **board_for(where, tmp_path, sshd_server, write_boards))
    try:
        (result,) = [f.result() for f in runner.run([runner_input(library, 8)])]
        assert result.error_msg is None, result.error_msg
        assert wait_until(lambda: sleepers(tag), 10), "the candidate's daemon started"
    finally:
        left = closed_leaving(runner, tag)
    assert not left, f"the candidate's setsid'd child outlived close(): {left}"


@pytest.mark.parametrize("where", ["local", "ssh"])
def test_closing_mid_candidate_as_ctrl_c_does_ends_its_setsid_child_with_an_empty_environment(
        tmp_path, where, sshd_server, write_boards):
    """close() of a busy runner kills the running candidate (`CandidateServer.abort`): SIGTERM first, and
    the server ends its children before it goes; a KILL alone orphaned this child to init."""
    tag = f"{600 + secrets.randbelow(300)}.{secrets.randbelow(10**6)}"
    library = escaper(tmp_path, tag, clear_env=True, hang=True)
    runner = TgtbuildRunner(TARGET, evaluator_config=CONFIG, threads=1, timeout_sec=120,
                            **board_for(where, tmp_path, sshd_server, write_boards))
    try:
        (future,) = runner.run([runner_input(library, 8)])
        assert wait_until(lambda: sleepers(tag), 60), "the candidate's daemon started"
    finally:
        left = closed_leaving(runner, tag)
    assert not left, f"the candidate's setsid'd child outlived close() mid-candidate: {left}"
    result = future.result()
    assert result.run_secs is None and result.error_msg, result
