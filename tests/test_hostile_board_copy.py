"""A board's copy of a program is checked by its content, not its size (issue 43, item 4).

The harness on the board is rewritten in place at the same size (a script that prints a made-up timing
and exits 0): the warm replay and the full path must both notice, send the real program again and run it.
Real zig, ninja, the local board and the loopback sshd with a kept connection.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

KERNEL = """\
#include <stdio.h>
void scale(float *a, long n) {
    FILE *log = fopen(LOG, "a");
    if (log) { fputs("call\\n", log); fclose(log); }
    for (long i = 0; i < n; i++) a[i] *= 2.0f;
}
"""
ONE_CALL = ["--number", "1", "--repeat", "1", "--warmup", "0", "--min-repeat-ms", "0"]
FAKE = ('#!/bin/sh\necho \'{"times": [0.0], "mean": 0.0, "median": 0.0, "min": 0.0, "max": 0.0, "std": 0.0, '
        '"cv": 0.0, "number": 1, "repeat": 1}\'\nexit 0\n#')


def command(folder: Path, *extra: object) -> list[object]:
    (folder / "scale.c").write_text(f'#define LOG "{folder / "calls.log"}"\n{KERNEL}')
    return ["run", "--target", "x86_64-linux-gnu", "--build-dir", folder / "build", folder / "scale.c",
            "--entry", "scale", "--arg", "f32[64]:inout", "--arg", "i64=64", *ONE_CALL, "--json", *extra]


def rewrite_at_the_same_size(program: Path) -> bytes:
    """The board's copy becomes a same-size script that prints a fake timing; the real bytes are returned."""
    real = program.read_bytes()
    program.write_bytes(FAKE.encode().ljust(len(real), b"#"))
    assert program.stat().st_size == len(real)
    return real


def calls(folder: Path) -> int:
    return (folder / "calls.log").read_text().count("call")


def check_replaced_and_run(tgtbuild, argv, folder: Path, program: Path, env=None) -> None:
    """A run after the rewrite ran the real program (one call more) and left the real bytes on the board."""
    before = calls(folder)
    real = rewrite_at_the_same_size(program)
    done = tgtbuild(*argv, env=env, cwd=folder, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert calls(folder) == before + 1, "the rewritten program ran, not the real one"
    assert program.read_bytes() == real, "the board's copy was not sent again"
    assert json.loads(done.stdout)["timing"]["median"] > 0


def test_a_harness_rewritten_at_the_same_size_on_the_local_board_is_replaced_on_replay_and_full_path(
        tgtbuild, tmp_path):
    argv = command(tmp_path)
    first = tgtbuild(*argv, cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    program = Path(json.loads(first.stdout)["program"])
    replayed = tgtbuild(*argv, cwd=tmp_path, timeout=120)  # the run is recorded for replay now
    assert replayed.returncode == 0 and calls(tmp_path) == 2, replayed.stderr
    check_replaced_and_run(tgtbuild, argv, tmp_path, program)  # the warm replay
    shutil.rmtree(tmp_path / "build" / ".tgtbuild" / "runs")  # no record: the full path
    check_replaced_and_run(tgtbuild, argv, tmp_path, program)


def test_a_harness_rewritten_at_the_same_size_on_an_ssh_board_is_replaced_on_replay_and_full_path(
        tgtbuild, kept, tmp_path):
    from test_kept_connection import wait_for_helper

    _, env, boards, _ = kept
    argv = command(tmp_path, "--board", "lab", "--boards-file", boards)
    first = tgtbuild(*argv, env=env, cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    program = Path(json.loads(first.stdout)["program"])  # the board is this machine: its work dir is here
    wait_for_helper(Path(env["XDG_RUNTIME_DIR"]))
    check_replaced_and_run(tgtbuild, argv, tmp_path, program, env)  # the warm replay on the kept connection
    shutil.rmtree(tmp_path / "build" / ".tgtbuild" / "runs")
    check_replaced_and_run(tgtbuild, argv, tmp_path, program, env)
