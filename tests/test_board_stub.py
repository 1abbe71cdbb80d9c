"""The board stub (reuse/boardstub.c) does what the run script does, in one process, and exec's helper uses it.

The same argv (runscript.script_argv) runs through `sh -c SCRIPT` and
through the stub on this machine, and both must give the same statuses,
start line, output, environment and clean-up; then, on the real loopback
sshd, `tgtbuild exec` runs its programs under the stub once the helper has
it, falls back to the script when the stub is gone or turned off, and the
stub's own watchdog ends a program whose helper was killed with -9. Real zig
builds the stub (static musl: a minute the first time on a machine, then
zig's cache answers in well under a second).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from procs import sleep_running, wait_until
from sshd import Sshd
from tgtcli import exec_helper_pids, stop_exec_helpers, zig_binary

from tgtbuild.machines import here
from tgtbuild.remote.runscript import script_argv
from tgtbuild.reuse.boardstub import NAME, stub_argv, stub_path, stub_target

BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]
COMM = NAME[:15]  # /proc/PID/comm keeps 15 bytes


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("stubcache")


@pytest.fixture(scope="module")
def stub(cache: Path) -> str:
    """The stub for this machine, built by zig into a private cache as the exec helper builds it."""
    zig_binary()  # skips without the ziglang wheel
    machine = here()
    target = stub_target(machine.uname[0]) if machine else None
    assert target, "this machine is in the machine table"
    old = os.environ.get("XDG_CACHE_HOME")
    os.environ["XDG_CACHE_HOME"] = str(cache)
    try:
        path = stub_path(target, build=True)
    finally:
        if old is None:
            del os.environ["XDG_CACHE_HOME"]
        else:
            os.environ["XDG_CACHE_HOME"] = old
    assert path and Path(path).is_file()
    return path


def both(stub: str, argv: list[str], timeout: float = 30) -> list[subprocess.CompletedProcess]:
    """The script's run and the stub's run of the same call (each in a session of its own, as a local board
    starts it), their start lines' process groups checked (each its own pid) and written as G."""
    stubbed = stub_argv(stub, argv)
    assert stubbed is not None
    done = []
    for words in (argv, stubbed):
        proc = subprocess.Popen(words, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
        out, err = proc.communicate(timeout=timeout)
        head, sep, rest = out.partition(b" ")
        if head == b"tgtbuild-run":
            group, _, rest = rest.partition(b" ")
            assert int(group) == proc.pid, "the start line names the group the run leads"
            out = b"tgtbuild-run G " + rest
        done.append(subprocess.CompletedProcess(words, proc.returncode, out, err))
    return done


def test_the_stub_gives_the_scripts_start_line_output_status_and_program_only_variables(stub: str,
                                                                                         tmp_path: Path) -> None:
    data = tmp_path / "data.txt"
    data.write_text("hello")
    argv = script_argv(["sh", "-c", 'pwd; cat sub/link.txt; echo " $TGTBUILD_RUN [$X]"; exit 3'],
                       files=[(str(data), None), (str(data), 5)], folder=str(tmp_path / "runs"), temp=True,
                       links=[(str(data), "sub/link.txt")], env={"X": "a b"}, programs=(0,), token="abc123",
                       leads_group=True)
    script, ours = both(stub, argv)
    assert script.returncode == ours.returncode == 3
    assert script.stdout == ours.stdout
    assert ours.stdout.startswith(b"tgtbuild-run ") and b"hello abc123 [a b]\n" in ours.stdout
    assert not (tmp_path / "runs" / "run.abc123").exists(), "the run folder is removed"


@pytest.mark.parametrize("case", ["missing", "changed size", "not found", "wrapper not found", "signal",
                                  "not executable", "script without #!"])
def test_the_stub_gives_the_scripts_statuses(stub: str, tmp_path: Path, case: str) -> None:
    data = tmp_path / "data.txt"
    data.write_text("hello")
    (tmp_path / "plain").write_text("echo ran from a script without its first line\nexit 4\n")
    (tmp_path / "plain").chmod(0o755)
    def call(command: list[str], **given: object) -> list[str]:
        return script_argv(command, folder=str(tmp_path / "runs"), temp=True, leads_group=True, **given)

    argv = {
        "missing": call(["true"], files=[(str(tmp_path / "gone"), None)]),
        "changed size": call(["true"], files=[(str(data), 4)]),
        "not found": call([str(tmp_path / "nothing")]),
        "wrapper not found": call(["no-such-wrapper-xyz", "true"], programs=(0,)),
        "signal": call(["sh", "-c", "kill -TERM $$"]),
        "not executable": call([str(data)]),
        "script without #!": call([str(tmp_path / "plain")]),
    }[case]
    script, ours = both(stub, argv)
    expected = {"missing": 97, "changed size": 97, "not found": 127, "wrapper not found": 127, "signal": 143,
                "not executable": 126, "script without #!": 4}[case]
    assert (script.returncode, ours.returncode) == (expected, expected), (script.stderr, ours.stderr)
    assert script.stdout == ours.stdout  # no start line before 97; the same one otherwise
    if expected == 97:
        assert b"missing or changed on the board" in ours.stderr


def test_the_stub_sweeps_a_setsid_child_the_program_left(stub: str, tmp_path: Path) -> None:
    marker = "41.2718"
    argv = script_argv(["sh", "-c", f"setsid sleep {marker} </dev/null >/dev/null 2>&1 & exit 0"],
                       folder=str(tmp_path), temp=True)
    done = subprocess.run(stub_argv(stub, argv), capture_output=True, timeout=30, start_new_session=True)
    assert done.returncode == 0, done.stderr
    assert wait_until(lambda: not sleep_running(marker), 5), "the program's setsid'd child outlived the run"


def test_the_stubs_watchdog_ends_a_program_at_its_limit_and_removes_the_folder(stub: str, tmp_path: Path) -> None:
    argv = script_argv(["sleep", "52.718"], folder=str(tmp_path), temp=True, limit="1", token="lim1")
    started = time.monotonic()
    done = subprocess.run(stub_argv(stub, argv), capture_output=True, timeout=30, start_new_session=True)
    assert done.returncode == 128 + signal.SIGKILL
    assert time.monotonic() - started < 5
    assert not sleep_running("52.718")
    assert not (tmp_path / "run.lim1").exists()


def test_what_the_stub_does_not_take_stays_with_the_script(stub: str, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.write_text("x")
    assert stub_argv(stub, script_argv(["true"], probe="_tgtctx() { :; }")) is None
    assert stub_argv(stub, script_argv(["true"], files=[(str(data), 1, "0" * 64)])) is None
    assert stub_argv(stub, ["true"]) is None


# ---------------------------------------------------------------- exec over the real sshd


@pytest.fixture(scope="module")
def env(sshd_server: Sshd, tmp_path_factory: pytest.TempPathFactory, write_boards, cache: Path, stub: str):
    """tgtbuild exec's environment: board `test`, a private runtime folder, the cache that holds the stub."""
    root = tmp_path_factory.mktemp("stubexec")
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700)
    boards = write_boards(root, sshd_server, name="test")
    values = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="20",
                  TGTBUILD_BOARDS=str(boards), XDG_CACHE_HOME=str(cache), TGTBUILD_EXEC_NATIVE="0")
    values.pop("TGTBUILD_BOARD_STUB", None)
    yield values
    stop_exec_helpers(runtime)


def exec_call(env: dict, *command: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run([*TGTBUILD, "exec", "--boards-file", env["TGTBUILD_BOARDS"], "--board", "test", "--",
                           *command], env=env, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)


PARENT = ["sh", "-c", 'cat /proc/$PPID/comm; exit 7']


def test_exec_runs_its_programs_under_the_stub_with_their_status(env: dict) -> None:
    done = exec_call(env, *PARENT)
    assert done.returncode == 7, done.stderr
    assert done.stdout.decode().strip() == COMM


def test_exec_with_the_stub_gone_from_the_board_still_runs_and_puts_it_back_each_time(env: dict) -> None:
    assert exec_call(env, *PARENT).returncode == 7
    workdir = Path(env["TGTBUILD_BOARDS"]).parent / "board"
    for _ in range(3):  # a board wiped now and then: the helper keeps using the stub
        stubs = list((workdir / "stub").glob(f"{NAME}-*"))
        assert stubs, "the stub is deployed under the work dir's stub/ folder"
        for path in stubs:
            path.unlink()
        done = exec_call(env, *PARENT)
        assert done.returncode == 7, done.stderr  # this call ran through the script
        assert done.stdout.decode().strip() == "sh"
        done = exec_call(env, *PARENT)
        assert (done.returncode, done.stdout.decode().strip()) == (7, COMM), "deployed again, used again"


def test_exec_with_the_stub_turned_off_runs_the_script(env: dict, tmp_path: Path) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    off = dict(env, TGTBUILD_BOARD_STUB="0", XDG_RUNTIME_DIR=str(runtime))
    try:
        done = exec_call(off, *PARENT)
    finally:
        stop_exec_helpers(runtime)
    assert (done.returncode, done.stdout.decode().strip()) == (7, "sh"), done.stderr


def test_a_helper_killed_with_sigkill_leaves_no_program_on_the_board(env: dict, tmp_path: Path) -> None:
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    mine = dict(env, XDG_RUNTIME_DIR=str(runtime))
    marker = "63.1415"
    assert exec_call(mine, *PARENT).stdout.decode().strip() == COMM  # the helper has its stub deployed
    proc = subprocess.Popen([*TGTBUILD, "exec", "--boards-file", env["TGTBUILD_BOARDS"], "--board", "test", "--",
                             "sleep", marker], env=mine, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_until(lambda: sleep_running(marker), 30)
        for pid in exec_helper_pids(runtime):
            os.kill(pid, signal.SIGKILL)  # no clean-up of its own: the board's watchdog is all that is left
        assert wait_until(lambda: not sleep_running(marker), 10), "the program outlived its helper"
    finally:
        proc.kill()
        proc.wait()
        stop_exec_helpers(runtime)
