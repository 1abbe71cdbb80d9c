"""`tgtbuild deploy` / `run` / `probe` borrow the board's kept connection (remote/kept/relay.py).

Against a real loopback sshd, each test with its own XDG_RUNTIME_DIR (the
helper's private socket folder) and every helper it started stopped by pid:

* the first invocation connects on its own and starts the helper; the next
  rides the helper's link: it never imports paramiko, and the file it
  deploys is really on the board;
* a changed file is uploaded and its new bytes land: a small one written by the helper (no
  paramiko), one past relay.BIG over a connection of the command's own;
* TGTBUILD_KEEP_CONNECTION=0 starts no helper and still deploys;
* a helper killed between invocations is replaced, not waited on (the
  invocation that finds it gone connects on its own);
* an unreachable board fails in words, within the connect timeout, no hang.
"""

from __future__ import annotations

import os
import signal
import socket
import time
from pathlib import Path

from tgtcli import boards_file, exec_helper_pids, run_tgtbuild


def wait_for_helper(runtime: Path) -> None:
    """The first command connects on its own and starts the helper in the background: wait until it serves."""
    deadline = time.monotonic() + 60
    while not list((runtime / "tgtbuild").glob("*.sock")):
        assert time.monotonic() < deadline, "the helper the first command started never bound its socket"
        time.sleep(0.05)


def deploy(tgtbuild, env, boards, *files, extra_env=None):
    return tgtbuild("deploy", "--boards-file", boards, "--board", "lab", "--dir", "kept", *files,
                    env=dict(env, **(extra_env or {})), timeout=120)


def first_deploy(tgtbuild, kept, tmp_path: Path) -> Path:
    """The command that starts the helper: it deploys tmp_path/data.bin ("first\\n"), which is handed back, and
    succeeds."""
    _, env, boards, _ = kept
    payload = tmp_path / "data.bin"
    payload.write_bytes(b"first\n")
    first = deploy(tgtbuild, env, boards, payload)
    assert first.returncode == 0, first.stderr
    return payload


def imported_modules(stderr: str) -> set[str]:
    return {line.rsplit("|", 1)[1].strip() for line in stderr.splitlines()[1:] if line.startswith("import time:")}


def test_second_deploy_rides_the_helper_without_paramiko(tgtbuild, kept, tmp_path):
    runtime, env, boards, workdir = kept
    payload = first_deploy(tgtbuild, kept, tmp_path)
    assert exec_helper_pids(runtime), "the first deploy started no helper"
    wait_for_helper(runtime)
    again = deploy(tgtbuild, env, boards, payload, extra_env={"PYTHONPROFILEIMPORTTIME": "1"})
    assert again.returncode == 0, again.stderr
    modules = imported_modules(again.stderr)
    assert "tgtbuild.remote.kept.relay" in modules
    assert "paramiko" not in modules, "an unchanged deploy on the kept connection imported paramiko"
    assert (workdir / "kept" / "data.bin").read_bytes() == b"first\n"

    payload.write_bytes(b"second, longer\n")  # a changed small file: written whole by the helper
    changed = deploy(tgtbuild, env, boards, payload, extra_env={"PYTHONPROFILEIMPORTTIME": "1"})
    assert changed.returncode == 0, changed.stderr
    assert "paramiko" not in imported_modules(changed.stderr), "a small upload opened a connection of its own"
    assert (workdir / "kept" / "data.bin").read_bytes() == b"second, longer\n"

    big = os.urandom((4 << 20) + 12345)  # past relay.BIG: it goes on over a connection of its own
    payload.write_bytes(big)
    large = deploy(tgtbuild, env, boards, payload)
    assert large.returncode == 0, large.stderr
    assert (workdir / "kept" / "data.bin").read_bytes() == big


def test_keep_connection_off_starts_no_helper(tgtbuild, kept, tmp_path):
    runtime, env, boards, workdir = kept
    payload = tmp_path / "off.bin"
    payload.write_bytes(b"off\n")
    done = deploy(tgtbuild, env, boards, payload, extra_env={"TGTBUILD_KEEP_CONNECTION": "0"})
    assert done.returncode == 0, done.stderr
    assert exec_helper_pids(runtime) == []
    assert (workdir / "kept" / "off.bin").read_bytes() == b"off\n"


def test_a_killed_helper_is_replaced(tgtbuild, kept, tmp_path):
    runtime, env, boards, workdir = kept
    payload = tmp_path / "again.bin"
    payload.write_bytes(b"again\n")
    assert deploy(tgtbuild, env, boards, payload).returncode == 0
    wait_for_helper(runtime)
    for pid in exec_helper_pids(runtime):
        os.kill(pid, signal.SIGKILL)
    deadline = time.monotonic() + 10
    while exec_helper_pids(runtime) and time.monotonic() < deadline:
        time.sleep(0.05)
    started = time.monotonic()
    done = deploy(tgtbuild, env, boards, payload)
    assert done.returncode == 0, done.stderr
    assert time.monotonic() - started < 60
    assert exec_helper_pids(runtime), "no new helper after the old one was killed"


def test_unreachable_board_fails_in_words(tgtbuild, kept, tmp_path, sshd_server):
    runtime, env, _, _ = kept
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    boards = tmp_path / "dead.toml"
    boards.write_text(boards_file(tmp_path, sshd_server).read_text().replace(f"port = {sshd_server.port}",
                                                                             f"port = {port}"))
    payload = tmp_path / "x.bin"
    payload.write_bytes(b"x")
    started = time.monotonic()
    done = tgtbuild("deploy", "--boards-file", boards, "--board", "lab", payload, env=env, timeout=120)
    assert done.returncode != 0
    assert "Traceback" not in done.stderr
    assert "refused" in done.stderr or "cannot connect" in done.stderr, done.stderr
    assert time.monotonic() - started < 60


def _napper_run_once(kept, tmp_path: Path, seconds: int) -> tuple[list[str], dict[str, str]]:  # noqa: ANN001
    """`tgtbuild run`'s arguments for a program that sleeps `seconds` when its argument is `nap`, after one
    run of it: the build is done and the kept connection's helper is up for the next run."""
    runtime, env, boards, _ = kept
    source = tmp_path / "nap.c"
    source.write_text('#include <string.h>\n#include <unistd.h>\n'
                      'int main(int argc, char **argv) { if (argc > 1 && !strcmp(argv[1], "nap")) '
                      f'sleep({seconds}); return 0; }}\n')
    command = ["run", "--target", "x86_64-linux-gnu", "--boards-file", str(boards), "--board", "lab",
               "--build-dir", str(tmp_path / "build"), str(source)]
    first = run_tgtbuild(*command, env=env, cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    wait_for_helper(runtime)
    return command, env


def test_a_run_past_its_timeout_on_the_kept_connection_is_killed_in_words(tgtbuild, kept, tmp_path):
    """The timeout is the board's (the helper's run_stream): exit 124, the reason said, within bounds."""
    command, env = _napper_run_once(kept, tmp_path, 60)
    started = time.monotonic()
    done = tgtbuild(*command, "--timeout", "2", "--", "nap", env=dict(env, PYTHONPROFILEIMPORTTIME="1"),
                    cwd=tmp_path, timeout=120)
    assert done.returncode == 124, done.stderr[-2000:]
    assert "paramiko" not in imported_modules(done.stderr), "the run did not ride the kept connection"
    assert "ran past" in done.stderr and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert time.monotonic() - started < 60


def test_a_helper_killed_during_a_run_ends_the_command_in_words(tgtbuild, kept, tmp_path):
    """The kept link dies under a running program: the command says so and ends, it never hangs."""
    import subprocess
    import sys

    command, env = _napper_run_once(kept, tmp_path, 30)
    runtime = kept[0]
    proc = subprocess.Popen([sys.executable, "-m", "tgtbuild", *command, "--", "nap"], env=env, cwd=tmp_path,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(3)  # the program sleeps on the board now
        for pid in exec_helper_pids(runtime):
            os.kill(pid, signal.SIGKILL)
        started = time.monotonic()
        _, err = proc.communicate(timeout=60)
        assert time.monotonic() - started < 30
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode != 0
    assert "kept connection" in err and "Traceback" not in err, err[-2000:]


def test_compare_run_rides_the_kept_connection_without_paramiko(tgtbuild, kept, tmp_path):
    """`compare --run` connects through the same borrow as `run` (cli KEEPS_CONNECTION, remote/connecting.py)."""
    import json

    runtime, env, boards, _ = kept
    kernel = Path(__file__).resolve().parent / "data" / "recurrence.c"
    (tmp_path / "work.c").write_text(kernel.read_text())
    argv = ("compare", "--run", "--rounds", "2", "--json", "--", "--target", "x86_64-linux-gnu", "--board", "lab",
            "--boards-file", boards, "work.c", "--entry", "work", "--arg", "f32[1]:out", "--arg", "f32[1024]",
            "--arg", "i64=1024", "--repeat", "3", "--min-repeat-ms", "1")
    first = tgtbuild(*argv, env=env, cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    assert exec_helper_pids(runtime), "the first compare started no helper"
    wait_for_helper(runtime)
    again = tgtbuild(*argv, env=dict(env, PYTHONPROFILEIMPORTTIME="1"), cwd=tmp_path, timeout=300)
    assert again.returncode == 0, again.stderr[-3000:]
    modules = imported_modules(again.stderr)
    assert "tgtbuild.remote.kept.relay" in modules and "paramiko" not in modules
    (row,) = json.loads(again.stdout)["comparisons"]
    assert row["verdict"] and len(json.loads(again.stdout)["contexts"]["B"]) == 2


def test_tune_rides_the_kept_connection_without_paramiko(tgtbuild, kept, tmp_path):
    """`tune` measures through the same borrow as `run` (one kept connection per board)."""
    import json

    runtime, env, boards, _ = kept
    root = Path(__file__).resolve().parents[1]
    argv = ("tune", "--target", "x86_64-linux-gnu", root / "examples" / "tune-matmul" / "matmul.c.j2",
            "--entry", "matmul", "--arg", "f32[32,32]", "--arg", "f32[32,32]", "--arg", "f32[32,32]:out",
            "--arg", "i64=32", "--repeat", "2", "--min-repeat-ms", "2", "--remeasure-repeat", "2", "--timeout", "20",
            "--strategy", "random", "--trials", "2", "--board", "lab", "--boards-file", boards, "--json")
    first = tgtbuild(*argv, "--log", tmp_path / "first.jsonl", env=env, cwd=tmp_path, timeout=400)
    assert first.returncode == 0, first.stderr
    wait_for_helper(runtime)
    again = tgtbuild(*argv, "--log", tmp_path / "again.jsonl", env=dict(env, PYTHONPROFILEIMPORTTIME="1"),
                     cwd=tmp_path, timeout=400)
    assert again.returncode == 0, again.stderr[-3000:]
    modules = imported_modules(again.stderr)
    assert "tgtbuild.remote.kept.relay" in modules
    assert "paramiko" not in modules, "a candidate's upload or run opened a connection of its own"
    assert json.loads(again.stdout)["trials"] == 2
