"""The one board script (`remote.runscript`) run by a real sh on this machine, as a local board runs it.

The run stage and the exec helper both go through it, each with its own
options; what either of them relies on is pinned here in a fraction of a
second, where their end-to-end tests (tests/test_run_stage.py,
tests/test_reuse_exec.py) take minutes over the real sshd.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tgtbuild.remote import RemoteError, local_board
from tgtbuild.remote.local import LocalConnection
from tgtbuild.remote.runscript import START, StartLine, run_deployed, script_argv
from tgtbuild.remote.shelltext import MISSING


def run(argv: list[str]) -> tuple[int, StartLine, bytes, bytes]:
    """(status, start line, the program's stdout, its stderr) of one run on a local board."""
    out: list[bytes] = []
    err: list[bytes] = []
    start = StartLine(out.append, err.append)
    conn = LocalConnection(local_board())
    status = conn.run_stream(argv, 60, on_stdout=start.stdout, on_stderr=start.stderr)
    return status, start, b"".join(out), b"".join(err)


def test_a_run_without_a_folder_starts_no_process_but_the_program_and_its_watchdog(tmp_path: Path) -> None:
    """A tuner's timing loop: no mkdir, rm, wc, mktemp or env(1) on the board for each run."""
    if not shutil.which("strace"):
        pytest.skip("strace is not installed: the processes cannot be counted")
    trace = tmp_path / "trace"
    program = shutil.which("true")
    done = subprocess.run(["strace", "-f", "-qq", "-e", "trace=execve", "-o", str(trace),
                           *script_argv([program], limit="5")], capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"{START} ".encode())
    started = {line.split('execve("', 1)[1].split('"', 1)[0].rsplit("/", 1)[1]
               for line in trace.read_text().splitlines() if 'execve("' in line and "ENOENT" not in line}
    # sh: the script; sleep: the watchdog's clock; grep: its sweep when the program ended and a process
    # started since may carry the mark (watchdog.py: builtins tell, most runs start no grep)
    assert started <= {"sh", "dash", "bash", Path(program).name, "sleep", "grep"}, started


def test_a_harness_binds_at_load_without_an_env_process(tmp_path: Path) -> None:
    """bind_now (a timed harness, run.kind.HarnessKind.timed): LD_BIND_NOW=1 for the program alone,
    by a prefix assignment; the script's own commands and a run without it do not see it."""
    shown = 'echo "${LD_BIND_NOW-unset}"'
    status, start, out, err = run(script_argv(["sh", "-c", shown], bind_now=True))
    assert (status, out) == (0, b"1\n"), err
    status, start, out, err = run(script_argv(["sh", "-c", shown]))
    assert (status, out) == (0, b"unset\n"), err
    if not shutil.which("strace"):
        pytest.skip("strace is not installed: the processes cannot be counted")
    trace = tmp_path / "trace"
    done = subprocess.run(["strace", "-f", "-qq", "-e", "trace=execve", "-o", str(trace),
                           *script_argv([shutil.which("true")], limit="5", bind_now=True)],
                          capture_output=True, timeout=60)
    assert done.returncode == 0, done.stderr
    # no execve of env(1); the watchdog's sweep (grep over /proc/*/environ) may run on a busy machine
    assert not re.search(r'execve\("[^"]*/env"', trace.read_text())


def test_files_missing_or_changed_are_status_97_before_the_start_and_deployed_once_more(tmp_path: Path) -> None:
    staged = tmp_path / "prog"
    staged.write_text("#!/bin/sh\necho ran\n")
    staged.chmod(0o755)
    size = staged.stat().st_size
    deploys = []

    def once() -> tuple[int, StartLine]:
        status, start, out, _ = run(script_argv([str(staged)], files=[(str(staged), size)]))
        assert out == (b"ran\n" if start.seen else b"")
        return status, start

    def redeploy() -> None:
        deploys.append(1)
        staged.write_text("#!/bin/sh\necho ran\n")

    staged.write_text("#!/bin/sh\necho cut\n" + "#" * 10)  # changed: another size
    assert run_deployed(once, redeploy, board="local", what="prog") == 0
    assert deploys == [1]
    assert run_deployed(once, redeploy, board="local", what="prog") == 0  # all there: no deploy
    assert deploys == [1]
    link = tmp_path / "link"
    link.symlink_to(staged)
    status, start, _, err = run(script_argv([str(link)], files=[(str(link), size)]))  # a link is not a file
    assert (status, start.seen) == (MISSING, False)
    assert start.held() == f"tgtbuild: missing or changed on the board: {link}"
    assert err == b""  # held back: a retried attempt says nothing


def test_files_gone_again_after_the_upload_are_an_error_naming_them(tmp_path: Path) -> None:
    gone = str(tmp_path / "gone")
    with pytest.raises(RemoteError, match=r"board local: the run script exited with status 97 before starting "
                                          r"prog \(its files were missing after the upload\): .*: " + gone):
        run_deployed(lambda: run(script_argv(["true"], files=[(gone, None)]))[:2], lambda: None,
                     board="local", what="prog")


def test_a_program_exiting_97_is_its_own_status_and_runs_once(tmp_path: Path) -> None:
    calls = []

    def once() -> tuple[int, StartLine]:
        calls.append(1)
        return run(script_argv(["sh", "-c", "exit 97"]))[:2]

    assert run_deployed(once, lambda: pytest.fail("deployed again"), board="local", what="prog") == MISSING
    assert calls == [1]


def test_a_temporary_folder_holds_the_links_and_goes_and_env_reaches_only_the_program(tmp_path: Path) -> None:
    """exec's options: `-e d=$HOME/x` must not make the clean-up remove that folder, `-e PATH=/x`
    must not break the script or hide the board's own wrapper programs."""
    victim = tmp_path / "victim"
    victim.mkdir()
    data = tmp_path / "data.txt"
    data.write_text("linked\n")
    base = tmp_path / "exec" / "tmp"
    shown = 'read -r x < sub/data.txt; echo "$x"; echo "$d $PATH"; pwd'  # builtins only: PATH is /nonexistent
    argv = script_argv(["sh", "-c", shown], folder=str(base), temp=True,
                       links=[(str(data), "sub/data.txt")], env={"d": str(victim), "PATH": "/nonexistent"},
                       programs=(0,), leads_group=True)
    status, start, out, err = run(argv)
    assert status == 0, err
    assert start.folder == f"{base}/run.{argv[5]}"  # named by the token: one mkdir -p, no mktemp
    assert out == f"linked\n{victim} /nonexistent\n{start.folder}\n".encode()
    assert victim.is_dir()
    assert list(base.iterdir()) == []  # the run's folder is gone
    assert start.group is not None and start.group > 1


def test_a_kept_folder_stays_for_the_outputs_to_be_fetched(tmp_path: Path) -> None:
    folder = tmp_path / "run" / "1-ab"
    status, start, out, _ = run(script_argv(["sh", "-c", "mkdir out && echo 1 > out/x && pwd"],
                                            folder=str(folder), keep=True))
    assert (status, start.folder, out) == (0, str(folder), f"{folder}\n".encode())
    assert (folder / "out" / "x").read_text() == "1\n"


def test_bad_env_names_are_refused_before_anything_runs() -> None:
    with pytest.raises(RemoteError, match="bad environment variable name 'A B'"):
        script_argv(["true"], env={"A B": "1"})
    with pytest.raises(RemoteError, match="holds '='"):
        script_argv(["a=b"], env={"X": "1"})


def test_the_programs_own_folder_is_entered_made_when_missing_and_never_removed(tmp_path: Path) -> None:
    """exec in a mirrored build folder: no scratch folder, the start line names none to remove."""
    folder = tmp_path / "tree" / "build"
    for _ in range(2):  # made, then found
        status, start, out, err = run(script_argv(["sh", "-c", "pwd; echo x > made"], folder=str(folder), enter=True))
        assert (status, out, start.folder) == (0, f"{folder}\n".encode(), ""), err
    assert sorted(p.name for p in folder.iterdir()) == ["made"]
    with pytest.raises(RemoteError, match="program's own"):
        script_argv(["true"], folder=str(folder), enter=True, links=[(str(folder / "made"), "m")])


def test_a_temporary_folder_is_named_by_the_runs_token() -> None:
    with pytest.raises(RemoteError, match="bad run token"):
        script_argv(["true"], folder="/tmp/x", temp=True, token="../x")


def _alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


def test_a_child_that_left_the_session_does_not_outlive_a_program_that_ended_by_itself() -> None:
    """The final sweep, or its check that no process started since the program could carry the mark
    (watchdog.py): a daemon started by a short program is gone when the run's status comes back."""
    if not Path("/proc/loadavg").exists():
        pytest.skip("no /proc: the sweep cannot find the run's processes")
    status, _, out, err = run(script_argv(["sh", "-c", "setsid sleep 300 </dev/null >/dev/null 2>&1 & echo $!"],
                                          limit="60"))
    assert status == 0, err
    pid = int(out)
    assert not _alive(pid), "the setsid'd child outlived its run"
