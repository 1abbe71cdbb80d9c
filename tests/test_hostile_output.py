"""A program that floods stdout: tgtbuild streams it with bounded memory and says what it cut.

Measured before the fix with 1 GiB of output: `run` peaked at 2.1 GB RSS, `exec`
without the helper at 1.1 GB, the helper at 1.09 GB (it kept 623 MB after the
run); after: 71 MB, 60 MB and 83 MB. Here 192 MiB (a few seconds over the
loopback sshd) must stay far below its own size: the peak RSS of the tgtbuild
process (its own VmHWM at exit) is bounded at 120 MB, where keeping
the output would cost at least 192 MB (run: twice that).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from tgtcli import stop_exec_helpers

SIZE = 192 << 20
BOUND_KB = 120 << 10
FLOOD = r"""#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
    static char block[1 << 16];
    long left = atol(argv[1]);
    memset(block, 'x', sizeof block);
    while (left > 0) {
        long n = left < (long)sizeof block ? left : (long)sizeof block;
        fwrite(block, 1, (size_t)n, stdout);
        left -= n;
    }
    fputs("END\n", stdout);
    return 0;
}
"""


# tgtbuild's own peak: VmHWM of its memory at exit, written to a file. Not ru_maxrss: at
# exec Linux folds the parent's high-water mark into the child's (this test's process holds
# the 192 MiB it read: every later tgtbuild then "peaked" at 420 MB), and a wait4 rusage
# also counts the waited-for children.
MEASURED = (
    "import atexit, os, runpy, sys\n"
    "def note():\n"
    "    hwm = [line.split()[1] for line in open('/proc/self/status') if line.startswith('VmHWM:')]\n"
    "    with open(os.environ['PEAK_FILE'], 'w') as f:\n"
    "        f.write(hwm[0])\n"
    "atexit.register(note)\n"
    "sys.argv[0] = 'tgtbuild'\n"
    "runpy.run_module('tgtbuild', run_name='__main__', alter_sys=True)\n"
)


def _peak_kb(args: list[str], env: dict[str, str], cwd: Path) -> tuple[int, int, bytes, bytes]:
    """(exit status, tgtbuild's peak RSS in kB, its stdout, its stderr) for `tgtbuild ARGS`."""
    peak = cwd / "peak.kb"
    done = subprocess.run([sys.executable, "-c", MEASURED, *args], env=dict(env, PEAK_FILE=str(peak)), cwd=cwd,
                          capture_output=True, timeout=300)
    return done.returncode, int(peak.read_text()), done.stdout, done.stderr


@pytest.fixture
def env(tmp_path: Path, sshd_server, write_boards):  # noqa: ANN001 - fixtures
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    values = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="0",
                  TGTBUILD_BOARDS=str(write_boards(tmp_path, sshd_server)))
    yield values
    stop_exec_helpers(runtime)


def test_exec_streams_a_flood_with_bounded_memory(env: dict[str, str], tmp_path: Path) -> None:
    argv = ["exec", "--boards-file", env["TGTBUILD_BOARDS"], "--board", "lab",
            "--", "head", "-c", str(SIZE), "/dev/zero"]
    status, peak, _, err = _peak_kb(argv, env, tmp_path)
    assert status == 0, err
    assert peak < BOUND_KB, f"peak RSS {peak} kB for {SIZE >> 20} MiB of output"


def test_run_streams_a_flood_with_bounded_memory_and_json_says_what_was_cut(
        env: dict[str, str], tmp_path: Path) -> None:
    (tmp_path / "flood.c").write_text(FLOOD)
    base = ["run", "--boards-file", env["TGTBUILD_BOARDS"], "--board", "lab",
            "--target", "x86_64-linux-gnu", "flood.c", "--"]
    status, peak, out, err = _peak_kb([*base, str(SIZE)], env, tmp_path)
    assert status == 0, err
    assert len(out) == SIZE + 4 and out.endswith(b"xEND\n")  # streamed whole to our stdout
    assert peak < BOUND_KB, f"peak RSS {peak} kB"
    status, peak, out, err = _peak_kb([*base[:1], "--json", *base[1:], str(SIZE)], env, tmp_path)
    assert status == 0, err
    report = json.loads(out)
    assert report["stdout_bytes"] == SIZE + 4
    assert report["stdout_cut"] == SIZE + 4 - len(report["stdout"]) > 0
    assert report["stdout"].endswith("xEND\n")
    assert peak < BOUND_KB, f"peak RSS {peak} kB with --json"
