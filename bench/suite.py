"""A CMake test suite on an SSH board against the same suite on the emulated board, in one run.

Builds tests/data/board-suite (cJSON-shaped: relative inputs, a test run in
the source tree, an absolute data argument, an ENVIRONMENT folder, the
project's shared library) for aarch64 glibc, starts a loopback sshd (tests/sshd.py)
whose board runs aarch64 programs through qemu-user, then times, one after
the other:

* `tgtbuild ctest --board local` (qemu-user here, no copying);
* `tgtbuild ctest --board bench`: a first run (helper start, mirror upload),
  then warm runs, counting the mirror's files sent again (a re-sent file is
  renamed into place: a new inode; the board's work dir is on this machine,
  so it can be looked at).

Warm SSH runs and emulated runs alternate, `--rounds` of each, so a change
in this machine's load (other jobs share its 2 cores) hits both alike.

The board's login user. Every SSH exec starts the login user's shell, and
bash runs that user's ~/.bashrc for a command sent over SSH. On this
project's machines root's ~/.bashrc runs `pyenv init`: 110-120 ms per exec,
measured inside the session (`a=$(date +%s%N); . ~/.bashrc; ...`), against
an exec of `echo x` of 95-150 ms in all. A board's stock shell start is
not that (Debian's and Raspberry Pi OS's ~/.bashrc return at once when not
interactive). So by default (as root) the board is the share-nothing one of
the tests (tests/isolatedboard.py): a user made for the run, shell /bin/sh,
no rc files, its own home and work dir. `--board-user self` logs in as the
user running the bench instead (what the tests' `sshd_server` does), to
measure what that shell costs.

Prints the medians, the ratio (the issue's goal: <= 1.5x "given the same
per-test runtime"), the fixed cost per test run on the SSH board (script
tests run here on both) and the per-test runtime from which a suite stays
within 1.5x (t >= 2 x overhead).

`--breakdown` then times the pieces of a warm test's fixed cost on the same
board, interleaved: the whole path per test (what `tgtbuild ctest` does for
each test: the request, the helper, the kept connection, the board's run
script) around `true`, and on the board alone an exec of `true` (sshd's
session and the login shell), the run script around `true` (in a scratch folder as
`tgtbuild exec`, in the program's mirrored folder as most ctest and Meson
tests), and its costliest parts on their own (a full sweep for processes
carrying the run's mark, the builtins-only check that skips it when no
process started since the program can carry it, the scratch dir's
mkdir/rm). On this project's 2-core
machine, shared with other jobs, these vary 2-4x with the load: compare the
pieces within one run, not across runs.

    .venv/bin/python bench/suite.py [--rounds 5] [--board-user isolated|self] [--breakdown] [--quick]
    .venv/bin/python bench/suite.py --source ~/src/cJSON --cmake-arg=-DENABLE_CJSON_UTILS=ON

The ratio is judged with tgtbuild's own statistics (bench/_verdict.py: 95% CI
of the ratio of medians). `--quick` (CI): 4 rounds and a 4-repeat breakdown.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))
from _common import board_scratch, parse_with_quick, skipped  # noqa: E402 - bench/_common.py
from _verdict import QUICK, at_most, footer, judge  # noqa: E402 - bench/_verdict.py
from sshd import Sshd, sshd_missing_reason  # noqa: E402
from tgtcli import boards_toml, stop_exec_helpers  # noqa: E402  # the tests' /proc scan for exec helpers, by pid

BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]
QEMU = shutil.which("qemu-aarch64-static")
LIBC = "/usr/aarch64-linux-gnu"


def run_suite(env: dict[str, str], boards: Path, board: str, build: Path) -> tuple[float, dict]:
    start = time.perf_counter()
    done = subprocess.run([*TGTBUILD, "ctest", "--boards-file", str(boards), "--target", "aarch64-linux-gnu",
                           "--board", board, "--test-dir", str(build), "--json"], env=env, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL)
    seconds = time.perf_counter() - start
    report = json.loads(done.stdout)
    if done.returncode != 0:
        raise SystemExit(f"ctest on {board} failed: {done.stdout[-2000:]}{done.stderr[-2000:]}")
    return seconds, report


def inodes(tree: Path) -> dict[str, tuple[int, bytes]]:
    return {str(p): (p.stat().st_ino, p.read_bytes()) for p in tree.rglob("*") if p.is_file()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--source", type=Path, default=ROOT / "tests/data/board-suite",
                        help="the CMake project to time (default: tests/data/board-suite; e.g. a cJSON checkout)")
    parser.add_argument("--cmake-arg", action="append", default=[], metavar="ARG",
                        help="one more argument for its configure step, e.g. -DENABLE_CJSON_UTILS=ON")
    parser.add_argument("--breakdown", action="store_true",
                        help="then time the pieces of a warm test's fixed cost on the same board")
    parser.add_argument("--board-user", choices=("isolated", "self"), default=None,
                        help="the board's login user: one made for the run, shell /bin/sh (default as root), "
                             "or the user running this (whose ~/.bashrc runs at every exec)")
    args = parse_with_quick(parser, "CI's check: 4 rounds, a breakdown of 4 repeats", rounds=4, breakdown=True)
    from isolatedboard import IsolatedBoard, isolated_board_missing_reason

    isolated = args.board_user != "self"
    if isolated and isolated_board_missing_reason():
        if args.board_user == "isolated":
            return skipped(isolated_board_missing_reason())
        isolated = False
        print(f"note: the board logs in as you ({isolated_board_missing_reason()}); your shell's rc files "
              "run at every exec")
    cmake = shutil.which("cmake", path=str(BIN)) or shutil.which("cmake")
    ninja = shutil.which("ninja", path=str(BIN)) or shutil.which("ninja")
    reason = (sshd_missing_reason() or (None if QEMU and os.path.isdir(LIBC) else "needs qemu-aarch64-static "
              "and libc6-arm64-cross") or (None if cmake and ninja else "needs cmake and ninja"))
    if reason:
        return skipped(reason)
    with board_scratch("tgtbuild-bench-suite-") as (tmp, runtime):
        board = IsolatedBoard(tmp / "sshd") if isolated else None
        with board.start().server if board else Sshd(tmp / "sshd") as server:
            workdir = board.workdir if board else tmp / "board"
            boards = tmp / "boards.toml"
            boards.write_text(boards_toml(server, name="bench", workdir=workdir, emulator=[QEMU, "-L", LIBC]))
            from userinstall import user_env  # as a user runs it (.pyc files written and used)

            env = dict(user_env(), XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="60")
            source, build = tmp / "src", tmp / "build"
            shutil.copytree(args.source, source, ignore=shutil.ignore_patterns(".git", "build"))
            subprocess.run([*TGTBUILD, "env", "--boards-file", str(boards), "--target", "aarch64-linux-gnu",
                            "--board", "bench", "--format", "cmake", "-o", str(tmp / "tc.cmake")], env=env, check=True)
            subprocess.run([cmake, "-S", str(source), "-B", str(build), "-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={ninja}",
                            f"-DCMAKE_TOOLCHAIN_FILE={tmp / 'tc.cmake'}", *args.cmake_arg], env=env, check=True,
                           capture_output=True)
            subprocess.run([cmake, "--build", str(build)], env=env, check=True, capture_output=True)
            try:
                first, report = run_suite(env, boards, "bench", build)
                sent = inodes(workdir / "exec" / "tree")
                here, warm, resent, changed = [], [], 0, set()
                for _ in range(args.rounds):
                    here.append(run_suite(env, boards, "local", build)[0])
                    warm.append(run_suite(env, boards, "bench", build)[0])
                    now = inodes(workdir / "exec" / "tree")
                    resent += sum(1 for p, (ino, data) in now.items()
                                  if p in sent and sent[p][1] == data and ino != sent[p][0])
                    changed |= {p for p, (ino, data) in now.items() if p not in sent or sent[p][1] != data}
                pieces = breakdown(server.board(workdir), boards, runtime, tmp, 4 if args.quick else 21) \
                    if args.breakdown else {}
            finally:
                if board:
                    board.stop()
                stop_exec_helpers(runtime)
    tests = len(report["tests"])
    on_board = sum(1 for test in report["tests"] if test["form"] == "binary")  # the others run here, as scripts
    local, remote = statistics.median(here), statistics.median(warm)
    overhead = (remote - local) / max(on_board, 1)
    print(f"suite: {tests} tests ({on_board} run on the board), {report['passed']} passed on the SSH board")
    print(f"emulated board (qemu here) : median {local:6.2f} s of {args.rounds}")
    print(f"SSH board, first run       : {first:6.2f} s (helper start, mirror of {len(sent)} files sent)")
    print(f"board's login user         : {'made for the run, /bin/sh, no rc files' if isolated else 'you'}")
    print(f"SSH board, warm            : median {remote:6.2f} s of {args.rounds}; files sent again: {resent}, "
          f"new or changed: {len(changed)}")
    judged = judge(warm, here, at_most(1.5))
    print(f"ratio warm SSH / emulated  : {judged.text()} (the goal assumes the same per-test runtime)")
    print(f"fixed cost per board test  : {overhead * 1000:.0f} ms: a suite whose tests run >= "
          f"{2 * overhead * 1000:.0f} ms each stays within 1.5x")
    for what, times in pieces.items():
        print(f"  {what:60s} median {statistics.median(times) * 1000:5.1f} ms (min {min(times) * 1000:4.1f})")
    for line in footer({"warm SSH / emulated": judged}):
        print(line)
    if args.quick:
        print(QUICK)
    return 0


def breakdown(board: object, boards: Path, runtime: Path, tmp: Path, reps: int = 21) -> dict[str, list[float]]:
    """Where a warm test's fixed cost goes: the pieces of one run of `true`, on the same board, interleaved.

    The whole path is what `tgtbuild ctest` does per test (the request, the
    helper, its kept connection, the board's run script); the rest time the
    board side alone over one kept connection, a session channel opened ahead
    as the helper does.
    """
    from tgtbuild.remote import connect
    from tgtbuild.remote.kept.client import run_via_helper
    from tgtbuild.remote.runscript import script_argv
    from tgtbuild.remote.watchdog import FUNCTIONS
    from tgtbuild.reuse.exechelper.request import build_request

    os.environ.update(XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="60")  # the suite's helper
    conn = connect(board)
    base = f"{board.workdir}/exec/tmp"
    quiet = bytearray().extend

    def over_ssh(argv: list[str]):
        def run() -> float:
            conn.prepare_run()
            start = time.perf_counter()
            conn.run_stream(argv, 60, on_stdout=quiet, on_stderr=quiet)
            return time.perf_counter() - start
        return run

    def whole() -> float:
        start = time.perf_counter()
        run_via_helper(build_request(["true"], str(tmp), timeout=60), "bench", str(boards), str(tmp), output=quiet)
        return time.perf_counter() - start

    def here() -> float:
        start = time.perf_counter()
        subprocess.run(["sh", "-c", "true"], check=True)
        return time.perf_counter() - start

    pieces = {
        "whole path per test (request, helper, run script, true)": whole,
        "board: exec true (sshd session, login shell)": over_ssh(["true"]),
        "board: the run script around true": over_ssh(script_argv(["true"], folder=base, temp=True, env={"A": "b"})),
        "board: the run script around true, in its mirrored folder": over_ssh(
            script_argv(["true"], folder=f"{board.workdir}/exec/tree", enter=True, env={"A": "b"})),
        "board: a full sweep alone (sh -c, grep /proc/*/environ)": over_ssh(
            ["sh", "-c", f"{FUNCTIONS}\ntgtbuild_sweep 0123456789abcdef"]),
        "board: its check that skips the sweep alone (sh -c, builtins)": over_ssh(
            ["sh", "-c", f"{FUNCTIONS}\n_w=$$; tgtbuild_mark; tgtbuild_quiet $_w; echo $?"]),
        "board: its scratch dir alone (sh -c, mkdir -p run.<token>, rm)": over_ssh(
            ["sh", "-c", 'mkdir -p "$1/run.0123456789abcdef" && rm -rf "$1/run.0123456789abcdef"', "sh", base]),
        "board: sh -c true": over_ssh(["sh", "-c", "true"]),
        "here: sh -c true (a process start on this machine)": here,
    }
    times: dict[str, list[float]] = {what: [] for what in pieces}
    try:
        for _ in range(reps):
            for what, run in pieces.items():
                times[what].append(run())
    finally:
        conn.close()
    return times


if __name__ == "__main__":
    sys.exit(main())
