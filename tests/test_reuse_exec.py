"""tgtbuild exec / make and the example projects, on a real loopback sshd board running aarch64 via qemu.

Each test runs `tgtbuild` as a subprocess, as ctest and meson do, with its own
XDG_RUNTIME_DIR (so the helper sockets are this test session's) and a short
TGTBUILD_EXEC_PERSIST; the helpers started here are killed by pid at the end.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from procs import sleep_running, wait_until
from sshd import Sshd
from tgtcli import exec_helper_pids, run_tgtbuild, stop_exec_helpers, zig_binary

ROOT = Path(__file__).resolve().parents[1]
QEMU = shutil.which("qemu-aarch64-static")
LIBC = Path("/usr/aarch64-linux-gnu")
BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]
CMAKE = shutil.which("cmake", path=str(BIN)) or shutil.which("cmake")
MESON = shutil.which("meson", path=str(BIN))
NINJA = shutil.which("ninja", path=str(BIN)) or shutil.which("ninja")

pytestmark = pytest.mark.skipif(
    QEMU is None or not LIBC.is_dir(),
    reason="needs qemu-aarch64-static and the aarch64 glibc (apt-get install qemu-user-static libc6-arm64-cross)",
)


@pytest.fixture(scope="module")
def env(sshd_server: Sshd, tmp_path_factory: pytest.TempPathFactory, write_boards):
    """Environment for tgtbuild subprocesses: a boards.toml with board `test`, a private runtime dir."""
    root = tmp_path_factory.mktemp("reuse")
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700)
    boards = write_boards(root, sshd_server, name="test", emulator=[QEMU, "-L", str(LIBC)])
    values = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="20",
                  TGTBUILD_BOARDS=str(boards), PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    yield values
    stop_exec_helpers(runtime)


def tgt(env: dict, *args: str, cwd: Path | str | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    if args and args[0] in ("exec", "make", "env") and "--board" in args:
        args = (args[0], "--boards-file", env["TGTBUILD_BOARDS"], *args[1:])
    return run_tgtbuild(*args, cwd=cwd, env=env, timeout=timeout, text=False)


@pytest.fixture(scope="module")
def tool(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """examples/vec-project's `tool`, built for aarch64 glibc by zig."""
    out = tmp_path_factory.mktemp("tool") / "tool"
    subprocess.run([zig_binary(), "cc", "-target", "aarch64-linux-gnu.2.28", "-O2",
                    str(ROOT / "examples/vec-project/src/tool.c"), "-o", str(out)], check=True, timeout=600)
    return out


def test_exec_streams_output_and_exit_status(env: dict, tool: Path) -> None:
    result = tgt(env, "exec", "--board", "test", "--", str(tool), "args", "a b", "$x;y", "", "'q'")
    assert result.returncode == 0, result.stderr
    assert result.stdout == b"[a b][$x;y][]['q']\n"
    result = tgt(env, "exec", "--board", "test", "--", str(tool), "fail")
    assert result.returncode == 1 and result.stderr == b"this test fails on purpose\n" and result.stdout == b""
    assert tgt(env, "exec", "--board", "test", "--", str(tool), "exit", "3").returncode == 3
    assert tgt(env, "exec", "--board", "test", "--", str(tool), "exit", "0").returncode == 0


@pytest.mark.parametrize("sig", [signal.SIGSEGV, signal.SIGABRT, signal.SIGTERM])
def test_exec_maps_signals_like_a_shell(env: dict, tool: Path, sig: signal.Signals) -> None:
    result = tgt(env, "exec", "--board", "test", "--", str(tool), "signal", str(int(sig)))
    assert result.returncode == 128 + sig, result.stderr


def test_exec_copies_files_and_file_arguments(env: dict, tool: Path, tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "in put.txt").write_text("relative input\n")
    elsewhere = tmp_path / "abs.txt"
    elsewhere.write_text("absolute input\n")
    result = tgt(env, "exec", "--board", "test", "--", str(tool), "cat", "data/in put.txt", cwd=tmp_path)
    assert result.stdout == b"relative input\n", result.stderr
    result = tgt(env, "exec", "--board", "test", "--", str(tool), "cat", str(elsewhere), cwd=tmp_path)
    assert result.stdout == b"absolute input\n", result.stderr
    # --file ships a file the arguments do not name; --no-file-args leaves arguments alone
    result = tgt(env, "exec", "--board", "test", "--file", "data/in put.txt", "--no-file-args", "--",
                 str(tool), "cat", "data/in put.txt", cwd=tmp_path)
    assert result.stdout == b"relative input\n", result.stderr
    result = tgt(env, "exec", "--board", "test", "--no-file-args", "--", str(tool), "cat", "abs.txt", cwd=tmp_path)
    assert result.returncode == 1  # not copied, so not there


def test_exec_runs_board_programs_env_stdin_and_timeout(env: dict, tmp_path: Path) -> None:
    result = tgt(env, "exec", "--board", "test", "--env", "GREETING=hi there", "--", "sh", "-c", 'echo "$GREETING"')
    assert result.stdout == b"hi there\n", result.stderr
    (tmp_path / "in").write_bytes(b"from stdin\n")
    result = tgt(env, "exec", "--board", "test", "--stdin", str(tmp_path / "in"), "--", "cat")
    assert result.stdout == b"from stdin\n"
    started = time.monotonic()
    result = tgt(env, "exec", "--board", "test", "--timeout", "1", "--", "sleep", "30")
    assert result.returncode == 124 and time.monotonic() - started < 20


def test_exec_reuses_one_helper_and_survives_a_wiped_board(env: dict, tool: Path, tmp_path: Path) -> None:
    runtime = Path(env["XDG_RUNTIME_DIR"])
    assert tgt(env, "exec", "--board", "test", "--", str(tool), "exit", "0").returncode == 0
    helpers = exec_helper_pids(runtime)
    assert len(helpers) == 1
    socket_dir = runtime / "tgtbuild"
    assert oct(socket_dir.stat().st_mode & 0o777) == "0o700"
    assert all(oct(p.stat().st_mode & 0o777) == "0o600" for p in socket_dir.glob("*.sock"))
    for _ in range(3):
        assert tgt(env, "exec", "--board", "test", "--", str(tool), "exit", "0").returncode == 0
    assert exec_helper_pids(runtime) == helpers
    shutil.rmtree(Path(env["TGTBUILD_BOARDS"]).parent / "board")  # the board lost its files
    result = tgt(env, "exec", "--board", "test", "--", str(tool), "args", "back")
    assert result.stdout == b"[back]\n", result.stderr


def test_exec_parallel_runs(env: dict, tool: Path) -> None:
    def one(i: int) -> tuple[int, bytes]:
        result = tgt(env, "exec", "--board", "test", "--", str(tool), "args", str(i))
        return result.returncode, result.stdout

    with ThreadPoolExecutor(8) as pool:
        results = list(pool.map(one, range(12)))
    assert results == [(0, f"[{i}]\n".encode()) for i in range(12)]


def test_exec_recovers_from_a_stale_socket(env: dict, tool: Path) -> None:
    runtime = Path(env["XDG_RUNTIME_DIR"])
    assert tgt(env, "exec", "--board", "test", "--", str(tool), "exit", "0").returncode == 0
    for pid in exec_helper_pids(runtime):
        os.kill(pid, signal.SIGKILL)  # leaves its socket file behind
    time.sleep(0.2)
    assert list((runtime / "tgtbuild").glob("*.sock"))
    result = tgt(env, "exec", "--board", "test", "--", str(tool), "args", "again")
    assert result.stdout == b"[again]\n", result.stderr


def test_exec_kills_the_remote_program_when_the_client_dies(env: dict, sshd_server: Sshd) -> None:
    marker = "31.4159"
    argv = [*TGTBUILD, "exec", "--boards-file", env["TGTBUILD_BOARDS"], "--board", "test", "--", "sleep", marker]
    proc = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    assert wait_until(lambda: sleep_running(marker), 30)
    proc.kill()  # like ctest's timeout
    proc.wait()
    assert wait_until(lambda: not sleep_running(marker), 10)


def test_exec_passes_over_socket_dirs_others_could_use_for_a_private_one(env: dict, tool: Path,
                                                                         tmp_path: Path) -> None:
    """A shared runtime folder, and a $TMPDIR/tgtbuild-<uid> another user made (sticky /tmp: not ours to
    remove): exec runs, its socket in the cache; with no folder left, one error names every one."""
    from tgtcli import stop_exec_helpers

    runtime, tmp, cache = tmp_path / "rt", tmp_path / "tmp", tmp_path / "cache"
    (runtime / "tgtbuild").mkdir(parents=True)
    (runtime / "tgtbuild").chmod(0o755)
    squatted = tmp / f"tgtbuild-{os.getuid()}"
    squatted.mkdir(parents=True)
    if os.geteuid() == 0:
        os.chown(squatted, 65534, 65534)  # another user's, as in a shared /tmp
    else:
        squatted.chmod(0o777)
    values = dict(env, XDG_RUNTIME_DIR=str(runtime), TMPDIR=str(tmp), XDG_CACHE_HOME=str(cache))
    try:
        result = tgt(values, "exec", "--board", "test", "--", str(tool), "exit", "0")
        assert result.returncode == 0, result.stderr
        assert [p.suffix for p in (cache / "tgtbuild" / "run").iterdir()].count(".sock") == 1
    finally:
        stop_exec_helpers(cache)
    (cache / "tgtbuild" / "run").chmod(0o755)
    result = tgt(values, "exec", "--board", "test", "--", str(tool), "exit", "0")
    assert result.returncode == 99 and b"no private folder" in result.stderr and b"XDG_RUNTIME_DIR" in result.stderr
    assert result.stderr.count(b"not a private directory of yours") == 3, result.stderr


def test_exec_without_helper_and_on_local_board(env: dict, tool: Path) -> None:
    result = tgt(dict(env, TGTBUILD_EXEC_PERSIST="0"), "exec", "--board", "test", "--", str(tool), "args", "x")
    assert result.returncode == 0 and result.stdout == b"[x]\n", result.stderr
    result = tgt(env, "exec", "--board", "local", "--", str(tool), "exit", "5")
    assert result.returncode == 5, result.stderr  # qemu picked from the ELF header
    result = tgt(env, "exec", "--board", "local", "--target", "x86_64-linux-gnu", "--", str(tool), "exit", "0")
    assert result.returncode == 99 and b"built for aarch64" in result.stderr


def test_exec_reports_an_unreachable_board(env: dict, tool: Path) -> None:
    result = tgt(env, "exec", "--board", "nobody@127.0.0.1:1", "--", str(tool))
    assert result.returncode != 0 and b"cannot connect" in result.stderr


# ---------------------------------------------------------------- example projects


def test_legacy_make_example_builds_runs_and_deploys(env: dict, tmp_path: Path) -> None:
    project = tmp_path / "legacy make"
    shutil.copytree(ROOT / "examples/legacy-make", project)
    result = tgt(env, "make", "--target", "aarch64-linux-gnu", "--board", "test", "-C", str(project),
                 "--", "all", "check", timeout=600)
    out = result.stdout.decode()
    assert result.returncode == 0, result.stderr.decode() + out
    assert "hello, world from aarch64" in out  # `check` ran $(TGT_RUN) ./hello on the board
    assert "executable      aarch64" in out and "shared-library  aarch64" in out and "static-library" in out
    assert "deployed to" in out and "/hello" in out
    report = [line for line in out.splitlines() if line.startswith(("executable", "shared-library", "static"))]
    assert [line.split()[-1] for line in report] == ["hello", "libgreet.a", "libgreet.so"]  # no .o files


def _board_file(env: dict, path: Path, form: str) -> Path:
    """`tgtbuild env --format FORM` for aarch64 on the test board (its runner runs the tests there), at `path`."""
    done = tgt(env, "env", "--target", "aarch64-linux-gnu", "--board", "test", "--format", form, "-o", str(path))
    assert done.returncode == 0, done.stderr
    return path


@pytest.mark.skipif(CMAKE is None or NINJA is None, reason="cmake/ninja not installed (pip install cmake ninja)")
@pytest.mark.parametrize("broken", [False, True])
def test_cmake_example_ctest_on_board(env: dict, tmp_path: Path, broken: bool) -> None:
    build = tmp_path / "build dir"
    toolchain = _board_file(env, tmp_path / "aarch64.cmake", "cmake")
    configure = [CMAKE, "-S", str(ROOT / "examples/vec-project"), "-B", str(build), "-G", "Ninja",
                 f"-DCMAKE_MAKE_PROGRAM={NINJA}", f"-DCMAKE_TOOLCHAIN_FILE={toolchain}", f"-DBROKEN_TEST={broken}"]
    subprocess.run(configure, env=env, check=True, capture_output=True, timeout=600)
    subprocess.run([CMAKE, "--build", str(build)], env=env, check=True, capture_output=True, timeout=600)
    ctest = str(Path(CMAKE).with_name("ctest"))
    result = subprocess.run([ctest, "--test-dir", str(build), "-j4", "--output-on-failure"], env=env,
                            capture_output=True, text=True, timeout=600)
    if broken:
        assert result.returncode != 0
        assert "broken (Failed)" in result.stdout and "this test fails on purpose" in result.stdout
        assert "80% tests passed" in result.stdout
    else:
        assert result.returncode == 0, result.stdout + result.stderr
        assert "100% tests passed" in result.stdout and "out of 4" in result.stdout


@pytest.mark.skipif(MESON is None or NINJA is None, reason="meson/ninja not installed (pip install meson ninja)")
@pytest.mark.parametrize("broken", [False, True])
def test_meson_example_test_on_board(env: dict, tmp_path: Path, broken: bool) -> None:
    build = tmp_path / "build dir"
    cross = _board_file(env, tmp_path / "aarch64.ini", "meson")
    setup = [MESON, "setup", str(build), str(ROOT / "examples/vec-project"), "--cross-file", str(cross),
             f"-Dbroken_test={'true' if broken else 'false'}"]
    subprocess.run(setup, env=env, check=True, capture_output=True, timeout=600)
    result = subprocess.run([MESON, "test", "-C", str(build), "--print-errorlogs"], env=env,
                            capture_output=True, text=True, timeout=600)
    if broken:
        assert result.returncode != 0
        assert "broken" in result.stdout and "FAIL" in result.stdout
    else:
        assert result.returncode == 0, result.stdout + result.stderr
    assert "Ok:                3" in result.stdout.replace(" \n", "\n") or "Ok: 3" in " ".join(result.stdout.split())
    assert "Expected Fail:     1" in result.stdout or "Expected Fail: 1" in " ".join(result.stdout.split())


@pytest.mark.parametrize("board", ["test", "local"])
def test_every_exec_option_works_on_both_kinds_of_board(env: dict, tool: Path, tmp_path: Path, board: str) -> None:
    """--env, --stdin, --timeout, --file, file arguments, --no-file-args, exit codes, signals: SSH and local alike."""
    run = lambda *a, **kw: tgt(env, "exec", "--board", board, *a, **kw)  # noqa: E731
    assert run("--env", "GREETING=hi there", "--", "sh", "-c", 'echo "$GREETING"').stdout == b"hi there\n"
    (tmp_path / "in").write_bytes(b"from stdin\n")
    assert run("--stdin", str(tmp_path / "in"), "--", "cat").stdout == b"from stdin\n"
    assert run("--stdin", str(tmp_path / "in"), "--", str(tool), "cat", "/dev/stdin").stdout == b"from stdin\n"
    started = time.monotonic()
    result = run("--timeout", "1", "--", "sleep", "30")
    assert result.returncode == 124 and time.monotonic() - started < 20, result.stderr
    (tmp_path / "data.txt").write_text("file argument\n")
    assert run("--", str(tool), "cat", "data.txt", cwd=tmp_path).stdout == b"file argument\n"
    assert run("--file", "data.txt", "--", str(tool), "cat", "data.txt", cwd=tmp_path).stdout == b"file argument\n"
    assert run("--", str(tool), "exit", "3").returncode == 3
    assert run("--", str(tool), "signal", str(int(signal.SIGABRT))).returncode == 128 + signal.SIGABRT
    assert run("--target", "aarch64-linux-gnu", "--", str(tool), "args", "x").stdout == b"[x]\n"
    wrong = run("--target", "riscv64-linux-gnu", "--", str(tool), "args", "x")
    assert wrong.returncode == 99 and b"built for aarch64, not for riscv64" in wrong.stderr


@pytest.mark.parametrize("bad", ["0", "-1", "nan", "inf", "soon"])
def test_exec_refuses_a_timeout_that_is_not_a_positive_number(env: dict, bad: str) -> None:
    result = tgt(env, "exec", "--board", "local", "--timeout", bad, "--", "true")
    assert result.returncode == 99 and b"--timeout" in result.stderr


def test_exec_local_runs_a_riscv64_program_by_its_elf_header(env: dict, tmp_path: Path) -> None:
    """The ELF map once called riscv64 `riscv`: exec --target refused the right program, exec local crashed."""
    if shutil.which("qemu-riscv64-static") is None or not Path("/usr/riscv64-linux-gnu/lib").is_dir():
        pytest.skip("needs qemu-riscv64-static and libc6-riscv64-cross")
    source = tmp_path / "hello.c"
    source.write_text('#include <stdio.h>\nint main(int c, char **v) { printf("riscv64 %s\\n", v[1]); return 0; }\n')
    program = tmp_path / "hello"
    subprocess.run([zig_binary(), "cc", "-target", "riscv64-linux-gnu.2.28", "-o", str(program), str(source)],
                   check=True, timeout=600)
    for extra in ((), ("--target", "riscv64-linux-gnu")):
        result = tgt(env, "exec", "--board", "local", *extra, "--", str(program), "ok")
        assert (result.returncode, result.stdout) == (0, b"riscv64 ok\n"), result.stderr


def test_ctrl_c_on_exec_local_ends_the_program_and_its_children(env: dict, tmp_path: Path) -> None:
    marker = tmp_path / "pids"
    script = f'sleep 300 & echo $! >> "{marker}"; echo $$ >> "{marker}"; wait'
    proc = subprocess.Popen([*TGTBUILD, "exec", "--board", "local", "--timeout", "120", "--", "sh", "-c", script],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while (not marker.exists() or len(marker.read_text().split()) < 2) and time.monotonic() < deadline:
            time.sleep(0.05)
        pids = [int(p) for p in marker.read_text().split()]
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=20) == 130
        deadline = time.monotonic() + 10
        while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(pid) for pid in pids)
    finally:
        if proc.poll() is None:
            proc.kill()
        for pid in [int(p) for p in marker.read_text().split()] if marker.exists() else []:
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


# ---------------------------------------------------------------- piped stdin (issue 26)


def _exec_argv(env: dict, board: str, *command: str) -> list[str]:
    return [*TGTBUILD, "exec", "--boards-file", env["TGTBUILD_BOARDS"], "--board", board, "--", *command]


@pytest.mark.parametrize("mode", ["helper", "in-process", "local"])
def test_piped_stdin_reaches_the_program_byte_exact_on_every_board_kind(env: dict, mode: str) -> None:
    """`printf ... | tgtbuild exec --board B -- cat` sent nothing over SSH: the program saw EOF and exited 0."""
    board = "local" if mode == "local" else "test"
    values = dict(env, TGTBUILD_EXEC_PERSIST="0") if mode == "in-process" else env
    data = bytes(range(256)) * 4096 + os.urandom(3 << 20) + b"\0tail without newline"  # ~4 MB, every byte value
    result = subprocess.run(_exec_argv(values, board, "cat"), input=data, env=values, capture_output=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout == data
    # a compressor round trip on the board: what goes in through one pipe comes back through the next
    packed = subprocess.run(_exec_argv(values, board, "gzip", "-c"), input=data, env=values, capture_output=True,
                            timeout=120)
    assert packed.returncode == 0 and 0 < len(packed.stdout) < len(data), packed.stderr
    unpacked = subprocess.run(_exec_argv(values, board, "gzip", "-dc"), input=packed.stdout, env=values,
                              capture_output=True, timeout=120)
    assert unpacked.returncode == 0 and unpacked.stdout == data, unpacked.stderr
    # /dev/null (what ctest and meson test give a test) is end of input at once
    empty = subprocess.run(_exec_argv(values, board, "cat"), stdin=subprocess.DEVNULL, env=values,
                           capture_output=True, timeout=120)
    assert empty.returncode == 0 and empty.stdout == b"", empty.stderr


@pytest.mark.parametrize("mode", ["helper", "in-process"])
def test_piped_stdin_is_sent_as_it_comes_so_a_dialogue_works(env: dict, mode: str) -> None:
    """Line by line through an open pipe: a reader that waited for 1 MB or EOF would deadlock here."""
    import select

    values = dict(env, TGTBUILD_EXEC_PERSIST="0") if mode == "in-process" else env
    script = 'read a; echo "got $a"; read b; echo "got $b"'
    proc = subprocess.Popen(_exec_argv(values, "test", "sh", "-c", script), env=values, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        proc.stdin.write(b"first\n")
        proc.stdin.flush()
        ready, _, _ = select.select([proc.stdout], [], [], 60)
        assert ready, "the first answer never came: stdin was held back"
        assert proc.stdout.readline() == b"got first\n"
        out, err = proc.communicate(b"second\n", timeout=60)  # and closes stdin
        assert out == b"got second\n" and proc.returncode == 0, err
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
