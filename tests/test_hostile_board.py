"""A hostile board (issue 33): one that sends forever, forges the run context, runs fish or tcsh as the
login shell, mounts its work dir noexec or read-only, lacks `sleep`, or left a dead deploy's lock.

Every case runs against a real sshd on 127.0.0.1 (tests/sshd.py; a board with its own user and login
shell from tests/isolatedboard.py where the shell matters). Each `tgtbuild` is a subprocess with a
bounded wait; what it costs in memory is its peak RSS (`measured`), which before the fixes grew
without bound.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sshd import Sshd, sshd_missing_reason
from tgtcli import boards_file

MEASURE = (
    "import resource, subprocess, sys\n"
    "done = subprocess.run(sys.argv[1:])\n"
    "sys.stderr.write(f'\\nmaxrss_kb={resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}\\n')\n"
    "sys.exit(done.returncode)\n"
)
RSS_BOUND_MB = 300  # a tgtbuild command peaks at 40-90 MB; before the fixes these cases grew by GBs


def measured(*args: str, cwd: Path, env: dict | None = None, timeout: float = 120) -> tuple[int, str, str, float]:
    """(status, stdout, stderr, peak RSS in MB) of `python -m tgtbuild ARGS`, measured by a parent of its own."""
    done = subprocess.run([sys.executable, "-c", MEASURE, sys.executable, "-m", "tgtbuild", *args], cwd=cwd,
                          env=env, capture_output=True, text=True, timeout=timeout)
    err, _, rss = done.stderr.rpartition("\nmaxrss_kb=")
    return done.returncode, done.stdout, err, int(rss) / 1024


# -- a board that sends forever ----------------------------------------------------------------------


def test_a_deploy_manifest_linked_to_dev_zero_is_not_read_and_the_deploy_completes(tmp_path, sshd_server):
    """Before: 840 MB after 6 s, still growing, and SIGTERM ignored for 20 s."""
    boards_file(tmp_path, sshd_server, name="b")
    (tmp_path / "board" / "d1").mkdir(parents=True)
    manifest = tmp_path / "board" / "d1" / ".tgtbuild-manifest.json"
    manifest.symlink_to("/dev/zero")
    (tmp_path / "small.txt").write_text("hi\n")
    start = time.monotonic()
    status, out, err, rss = measured("deploy", "--board", "b", "--dir", "d1", "small.txt", cwd=tmp_path)
    assert status == 0, err
    assert time.monotonic() - start < 60 and rss < RSS_BOUND_MB, rss
    assert (tmp_path / "board" / "d1" / "small.txt").read_text() == "hi\n"
    assert stat.S_ISREG(manifest.lstat().st_mode)  # the new manifest replaced the link
    assert "small.txt" in json.loads(manifest.read_text())["files"]


def test_fetched_outputs_that_are_not_regular_files_of_their_size_are_refused(tmp_path, sshd_server):
    """`run --check` reads out<N>.bin back: a link to /dev/zero grew tgtbuild to 2.6 GB in 60 s."""
    from tgtbuild.remote import connect
    from tgtbuild.remote.boardread import BoardFileError
    from tgtbuild.run.argspec import parse_args
    from tgtbuild.run.onboard import _fetch_outputs

    folder = tmp_path / "board" / "run" / "out"
    folder.mkdir(parents=True)
    (folder / "out0.bin").write_bytes(bytes(16))
    (folder / "out1.bin").symlink_to("/dev/zero")
    specs = parse_args(["f32[4]:out", "f32[1024]:out"])
    with connect(sshd_server.board(tmp_path / "board")) as conn:
        start = time.monotonic()
        with pytest.raises(BoardFileError, match="out1.bin on the board is a symbolic link, not a regular file"):
            _fetch_outputs(conn, str(folder), specs)
        (folder / "out1.bin").unlink()
        os.mkfifo(folder / "out1.bin")  # sftp-server's open would block on it
        with pytest.raises(BoardFileError, match="is a FIFO"):
            _fetch_outputs(conn, str(folder), specs)
        (folder / "out1.bin").unlink()
        (folder / "out1.bin").write_bytes(bytes(4096 + 1))
        with pytest.raises(BoardFileError, match="has 4097 bytes, not the 4096 expected"):
            _fetch_outputs(conn, str(folder), specs)
        (folder / "out1.bin").write_bytes(bytes(range(256)) * 16)
        assert _fetch_outputs(conn, str(folder), specs) == {0: bytes(16), 1: bytes(range(256)) * 16}
        assert time.monotonic() - start < 30


def _endless_uname(folder: Path) -> Path:
    """A bin folder whose `uname` prints without end (and every other tool of /usr/bin and /bin)."""
    folder.mkdir()
    for system in ("/usr/bin", "/bin"):
        for name in os.listdir(system):
            if not (folder / name).exists():
                (folder / name).symlink_to(os.path.join(system, name))
    (folder / "uname").unlink()
    (folder / "uname").write_text("#!/bin/sh\nexec yes 'Linux board 6.1 aarch64'\n")
    (folder / "uname").chmod(0o755)
    return folder


def test_probe_stops_a_uname_that_prints_forever_with_a_clear_error(tmp_path):
    """Before: `tgtbuild probe` collected it all (2 GB)."""
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    with Sshd(tmp_path / "sshd", path=str(_endless_uname(tmp_path / "bin"))) as server:
        boards_file(tmp_path, server, name="b")
        status, out, err, rss = measured("probe", "--board", "b", cwd=tmp_path, timeout=120)
    assert status != 0 and "Traceback" not in err
    assert "sh wrote more than 16 MiB; it was stopped" in err, err
    assert rss < RSS_BOUND_MB, rss


def test_probe_on_the_local_board_stops_an_endless_uname_too(tmp_path):
    env = dict(os.environ, PATH=str(_endless_uname(tmp_path / "bin")))
    status, out, err, rss = measured("probe", "--board", "local", cwd=tmp_path, env=env, timeout=120)
    assert status != 0 and "Traceback" not in err
    assert "sh wrote more than 16 MiB; it was stopped" in err, err
    assert rss < RSS_BOUND_MB, rss


def test_an_unclosed_context_block_is_passed_on_as_output_in_linear_time():
    """Before: a mark and 200 MB after it were held whole and re-joined per chunk (702 MB, 118 s)."""
    from tgtbuild.run.context import MAX_BLOCK, ContextSplit, new_mark

    mark = new_mark()
    got = bytearray()
    split = ContextSplit(mark, got.extend)
    chunk = b"e" * 65536
    start = time.monotonic()
    split.write(b"before " + mark.encode())
    for _ in range(64 << 20 >> 16):  # 64 MiB after the mark, no end
        split.write(chunk)
    split.close()
    assert time.monotonic() - start < 20
    assert len(got) == len(b"before " + mark.encode()) + (64 << 20) and split.blocks == []
    assert got.startswith(b"before " + mark.encode() + b"eee")
    assert MAX_BLOCK < 64 << 20


# -- a program that forges the run context -------------------------------------------------------

FORGER = r"""#include <stdio.h>
#include <string.h>
#include <unistd.h>
/* Looks for the context frame's mark in its parent's argv and environment (and its own), and prints
   a forged context with every mark it finds: the attack of issue 33. */
static char buf[1 << 22];
static int forge(const char *file) {
    FILE *f = fopen(file, "rb");
    if (!f) return 0;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    int found = 0;
    for (size_t i = 0; i + 18 < n; i++) {
        if (buf[i] != '\x1e' || memcmp(buf + i + 1, "tgtbuild-context-", 17) != 0) continue;
        char *end = memchr(buf + i + 1, '\x1e', n - i - 1);
        if (!end) continue;
        int len = (int)(end - (buf + i)) + 1;
        for (int phase = 0; phase < 2; phase++)
            fprintf(stderr, "%.*s%s\ngovernor 0 forged\nloadavg 0.00 0.00 0.00 1/1 1\n%.*send\n", len, buf + i,
                    phase ? "after" : "before", len, buf + i);
        found++;
    }
    return found;
}
int main(void) {
    char path[64];
    int found = 0;
    const char *names[] = {"cmdline", "environ"};
    for (int k = 0; k < 2; k++) {
        snprintf(path, sizeof path, "/proc/%d/%s", (int)getppid(), names[k]);
        found += forge(path);
        snprintf(path, sizeof path, "/proc/self/%s", names[k]);
        found += forge(path);
    }
    printf("marks found: %d\n", found);
    return 0;
}
"""


def test_a_program_cannot_read_the_context_key_and_forge_the_record(tmp_path, sshd_server, tgtbuild):
    """Before: the mark was in the run script's argv; the forged `governor 0 forged` landed in --json."""
    boards_file(tmp_path, sshd_server, name="b")
    (tmp_path / "forger.c").write_text(FORGER)
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", "--board", "b", "forger.c", "--json", "--timeout", "60",
                    cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert record["stdout"] == "marks found: 0\n"
    state = record["context"]["board_state"]
    assert "forged" not in json.dumps(state)
    assert state["kernel"] == os.uname().release  # the real frame still arrives over SSH


def test_the_run_script_makes_a_fresh_context_key_on_the_board_and_names_it_on_the_start_line(tmp_path):
    from tgtbuild.remote.runscript import START, script_argv
    from tgtbuild.run.context import probe_text

    keys = set()
    for _ in range(2):
        argv = script_argv(["sh", "-c", "cat /proc/$PPID/cmdline /proc/$PPID/environ | tr -d '\\0'"],
                           probe=probe_text(), leads_group=True)
        done = subprocess.run(argv, capture_output=True, timeout=30)
        line, _, rest = done.stdout.partition(b"\n")
        word, group, key, folder = line.decode().split(" ", 3)
        assert word == START and len(key) == 36 and folder == ""
        assert key.encode() not in rest  # what the program could read of its parent
        assert f"\x1etgtbuild-context-{key}\x1ebefore\n".encode() in done.stderr
        keys.add(key)
    assert len(keys) == 2


# -- login shells that are not POSIX sh ------------------------------------------------------------


@pytest.fixture
def board_with_shell(tmp_path_factory):
    """`board_with_shell(shell, sftp="internal-sftp")` → an IsolatedBoard whose user logs in with `shell`."""
    from isolatedboard import IsolatedBoard, isolated_board_missing_reason

    reason = sshd_missing_reason() or isolated_board_missing_reason()
    if reason:
        pytest.skip(reason)
    made: list[IsolatedBoard] = []

    def make(shell: str, sftp: str = "internal-sftp") -> IsolatedBoard:
        if not os.path.exists(shell):
            pytest.skip(f"{shell} is not installed (scripts/system-deps.sh installs fish and tcsh)")
        board = IsolatedBoard(tmp_path_factory.mktemp("shell-sshd"), shell=shell, sftp=sftp)
        made.append(board)
        return board.start()

    yield make
    for board in made:
        board.stop()


def _boards(tmp_path: Path, board) -> None:
    (tmp_path / "boards.toml").write_text(board.boards_toml("b"))


@pytest.mark.parametrize("shell", ["/usr/bin/fish", "/usr/bin/tcsh"])
def test_probe_on_a_fish_or_tcsh_board_says_the_login_shell_must_be_posix_sh(tmp_path, board_with_shell, shell,
                                                                            tgtbuild):
    """Before: empty facts and status 0 (fish), fragments of the script run line by line (tcsh)."""
    _boards(tmp_path, board_with_shell(shell))
    done = tgtbuild("probe", "--board", "b", cwd=tmp_path, timeout=120)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "the board user's login shell must be POSIX sh" in done.stderr, done.stderr
    assert ("it is csh or tcsh" if "tcsh" in shell else f"it is {shell}") in done.stderr


@pytest.mark.parametrize("shell", ["/usr/bin/fish", "/usr/bin/tcsh"])
def test_running_a_program_on_a_fish_or_tcsh_board_runs_nothing_and_names_the_shell(tmp_path, board_with_shell,
                                                                                  shell, tgtbuild):
    board = board_with_shell(shell)
    _boards(tmp_path, board)
    (tmp_path / "hello.c").write_text('#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n')
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", "--board", "b", "hello.c", "--timeout", "60",
                    cwd=tmp_path, timeout=600)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "the board user's login shell must be POSIX sh" in done.stderr, done.stderr
    assert "hello" not in done.stdout
    runs = list(board.workdir.rglob("run.*")) + list(board.workdir.rglob("run/*"))
    assert runs == []  # no fragment of the run script made its folder


def test_a_nologin_board_names_the_shell_not_a_garbage_packet(tmp_path, board_with_shell, tgtbuild):
    """With a real sftp-server (started through the login shell): before, "Garbage packet received"."""
    _boards(tmp_path, board_with_shell("/usr/sbin/nologin", sftp="/usr/lib/openssh/sftp-server"))
    (tmp_path / "small.txt").write_text("hi\n")
    done = tgtbuild("deploy", "--board", "b", "small.txt", cwd=tmp_path, timeout=120)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "Garbage packet" not in done.stderr
    assert "the board user's login shell runs no command" in done.stderr, done.stderr
    assert "This account is currently not available." in done.stderr


def test_a_chatty_shell_start_up_is_named_as_what_breaks_sftp(tmp_path, board_with_shell, tgtbuild):
    shell = Path("/var/tmp") / f"tgtb-chatty-{os.getpid()}.sh"
    shell.write_text('#!/bin/sh\necho "Welcome to the lab board!"\nexec /bin/sh "$@"\n')
    shell.chmod(0o755)
    try:
        _boards(tmp_path, board_with_shell(str(shell), sftp="/usr/lib/openssh/sftp-server"))
        (tmp_path / "small.txt").write_text("hi\n")
        done = tgtbuild("deploy", "--board", "b", "small.txt", cwd=tmp_path, timeout=120)
    finally:
        shell.unlink()
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "Garbage packet" not in done.stderr
    assert "start-up prints text ('Welcome to the lab board!')" in done.stderr, done.stderr


# -- mirroring follows no link out of the synced folders ---------------------------------------------


def test_sync_sends_no_file_that_a_link_leads_to_outside_the_synced_folders_and_says_so(tmp_path, sshd_server):
    """Before: `ln -s ~/.ssh/id_ed25519 src/data/innocent.txt` put the private key on the board."""
    from tgtcli import stop_exec_helpers

    secret = tmp_path / "home" / ".ssh" / "id_ed25519"
    secret.parent.mkdir(parents=True)
    secret.write_text("-----BEGIN OPENSSH PRIVATE KEY----- secret\n")
    project = tmp_path / "project"
    (project / "data").mkdir(parents=True)
    (project / "data" / "innocent.txt").symlink_to(secret)
    (project / "data" / "real.txt").write_text("real data\n")
    (project / "data" / "alias.txt").symlink_to(project / "data" / "real.txt")  # inside: sent as its content
    boards_file(tmp_path, sshd_server, name="b")
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="5")
    try:
        done = subprocess.run([sys.executable, "-m", "tgtbuild", "exec", "--boards-file", str(tmp_path / "boards.toml"),
                               "--board", "b", "--sync", str(project),
                               "--no-file-args", "--", "sh", "-c", "cat data/alias.txt; cat data/innocent.txt"],
                              cwd=project, env=env, capture_output=True, text=True, timeout=120)
    finally:
        stop_exec_helpers(runtime)
    assert "PRIVATE KEY" not in done.stdout and "real data\n" in done.stdout, done.stderr
    assert (f"note: {project / 'data' / 'innocent.txt'} links to {secret}, outside the synced folders: "
            "not sent to the board") in done.stderr
    mirrored = b"".join(p.read_bytes() for p in (tmp_path / "board").rglob("*") if p.is_file() and not p.is_symlink())
    assert b"PRIVATE KEY" not in mirrored


# -- work dirs that are noexec or read-only --------------------------------------------------------


@pytest.fixture
def mounted(tmp_path):
    """`mounted(folder, options)`: a small tmpfs mounted there (root only); unmounted at the end."""
    points: list[Path] = []

    def mount(folder: Path, options: str) -> Path:
        folder.mkdir(parents=True, exist_ok=True)
        done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"{options},size=64m", "tmpfs", str(folder)],
                              capture_output=True, text=True, timeout=30)
        if done.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip() or 'not root'})")
        points.append(folder)
        return folder

    yield mount
    for folder in reversed(points):
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30)


def test_exec_and_run_on_a_noexec_work_dir_name_the_mount_not_a_missing_file(tmp_path, sshd_server, mounted,
                                                                            tgtbuild):
    """Before: `_bin/hello` "is not on the board: add --sync .../_bin" (exec), "status 126" (run)."""
    from tgtcli import stop_exec_helpers, zig_binary

    board = mounted(tmp_path / "board", "noexec")
    boards_file(tmp_path, sshd_server, name="b")
    (tmp_path / "hello.c").write_text('#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n')
    (tmp_path / "_bin").mkdir()
    subprocess.run([zig_binary(), "cc", "-target", "x86_64-linux-gnu", str(tmp_path / "hello.c"), "-o",
                    str(tmp_path / "_bin" / "hello")], check=True, timeout=600)
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="5")
    try:
        done = subprocess.run([sys.executable, "-m", "tgtbuild", "exec", "--board", "b", "--", "_bin/hello"],
                              cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    finally:
        stop_exec_helpers(runtime)
    assert done.returncode == 126 and "hello" not in done.stdout
    assert "add --sync" not in done.stderr, done.stderr
    assert f"is on the board but cannot run there: {board} is mounted noexec" in done.stderr, done.stderr
    ran = tgtbuild("run", "--target", "x86_64-linux-gnu", "--board", "b", "hello.c", "--timeout", "60",
                   cwd=tmp_path, timeout=600)
    assert ran.returncode != 0 and "Traceback" not in ran.stderr
    assert f"is on the board but cannot run there: {board} is mounted noexec" in ran.stderr, ran.stderr


def test_a_read_only_work_dir_reads_as_read_only_not_as_a_missing_file(tmp_path, sshd_server, mounted, tgtbuild):
    """Before: "deploy failed: [Errno 2] No such file" (sftp-server reports EROFS as a bare "Failure")."""
    mounted(tmp_path / "board", "ro")
    boards_file(tmp_path, sshd_server, name="b")
    (tmp_path / "small.txt").write_text("hi\n")
    done = tgtbuild("deploy", "--board", "b", "--dir", "d1", "small.txt", cwd=tmp_path, timeout=120)
    assert done.returncode != 0 and "Traceback" not in done.stderr
    assert "Errno 2" not in done.stderr
    assert f"cannot create {tmp_path / 'board' / 'd1'} on the board: " in done.stderr, done.stderr
    assert "Read-only file system" in done.stderr, done.stderr


# -- a deploy lock left by a killed deploy ---------------------------------------------------------


def _holder_of(pid: int) -> str:
    """The lock's holder entry (a folder name) for the process `pid` on this machine."""
    from tgtbuild.frozen import replace
    from tgtbuild.remote.deploylock import HOLDER
    from tgtbuild.remote.lockholder import _start_ticks, me

    return replace(me(), pid=pid, started=_start_ticks(pid)).name(HOLDER)


def test_a_lock_whose_holder_on_this_machine_is_dead_is_broken_at_once_and_said(tmp_path, sshd_server, tgtbuild):
    """Before: a kill -9 mid-deploy left the lock and the next deploy waited 59.8 s without a word."""
    dead = subprocess.run([sys.executable, "-c", "import os; from tgtbuild.remote.lockholder import me; "
                           "from tgtbuild.remote.deploylock import HOLDER; print(os.getpid(), me().name(HOLDER))"],
                          capture_output=True, text=True, timeout=60, check=True)
    pid, holder = dead.stdout.split()  # that process has exited
    lock = tmp_path / "board" / "d1" / ".tgtbuild-lock"
    (lock / holder).mkdir(parents=True)
    boards_file(tmp_path, sshd_server, name="b")
    (tmp_path / "small.txt").write_text("hi\n")
    start = time.monotonic()
    done = tgtbuild("deploy", "--board", "b", "--dir", "d1", "small.txt", cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    assert time.monotonic() - start < 20
    assert f"broke {lock} on the board: its holder, tgtbuild pid {pid} on" in done.stderr, done.stderr
    assert "is no longer running" in done.stderr and not lock.exists()


def test_a_live_holders_lock_is_waited_for_saying_whose_it_is(tmp_path, sshd_server, capsys):
    from tgtbuild.remote import connect, deploy
    from tgtbuild.remote.errors import DeployError

    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        lock = tmp_path / "board" / "d1" / ".tgtbuild-lock"
        (lock / _holder_of(live.pid)).mkdir(parents=True)
        (tmp_path / "small.txt").write_text("hi\n")
        board = sshd_server.board(tmp_path / "board")
        with connect(board) as conn, pytest.raises(DeployError) as caught:
            deploy(conn, board, {"small.txt": tmp_path / "small.txt"}, "d1", lambda s, t: None, lock_timeout=2)
    finally:
        live.kill()
        live.wait(timeout=30)
    said = capsys.readouterr().err
    assert f"waiting for {lock} on the board, held by tgtbuild pid {live.pid} on" in said, said
    assert f"another deploy (tgtbuild pid {live.pid} on" in str(caught.value)
    assert lock.exists()  # a live holder's lock is never broken


# -- a board without `sleep` -------------------------------------------------------------------------


def test_a_board_without_sleep_runs_a_3_s_program_to_its_end_and_says_its_watchdog_is_off(tmp_path, tgtbuild):
    """Before: every `sleep 1` of the watchdog failed at once, so it counted --timeout's seconds in
    microseconds and killed the program right away."""
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    tools = tmp_path / "bin"
    tools.mkdir()
    for system in ("/usr/bin", "/bin"):
        for name in os.listdir(system):
            if name != "sleep" and not (tools / name).exists():
                (tools / name).symlink_to(os.path.join(system, name))
    (tmp_path / "nap.c").write_text('#include <stdio.h>\n#include <unistd.h>\n'
                                    'int main(void) { sleep(3); puts("slept"); return 0; }\n')
    with Sshd(tmp_path / "sshd", path=str(tools)) as server:
        boards_file(tmp_path, server, name="b")
        start = time.monotonic()
        done = tgtbuild("run", "--target", "x86_64-linux-gnu", "--board", "b", "nap.c", "--timeout", "20",
                        cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr
    assert "slept" in done.stdout
    assert "the board has no sleep command, so its own watchdog is off" in done.stderr
    assert time.monotonic() - start < 300


def test_a_login_shell_that_prints_without_end_before_the_command_is_bounded(tmp_path, board_with_shell):
    """Before: everything before the pid line was held until the line came (all of it, for ever)."""
    shell = Path("/var/tmp") / f"tgtb-flood-{os.getpid()}.sh"
    shell.write_text('#!/bin/sh\nyes "motd motd motd motd" | head -c 200000000\nexec /bin/sh "$@"\n')
    shell.chmod(0o755)
    try:
        _boards(tmp_path, board_with_shell(str(shell)))
        status, out, err, rss = measured("probe", "--board", "b", cwd=tmp_path, timeout=300)
    finally:
        shell.unlink()
    assert status != 0 and "Traceback" not in err
    assert "wrote more than 16 MiB; it was stopped" in err, err
    assert rss < RSS_BOUND_MB, rss


def test_a_ctest_test_naming_a_folder_through_a_link_out_of_the_tree_does_not_sync_that_folder(tmp_path):
    from tgtbuild.reuse.ctestsync import sync_dirs

    keys = tmp_path / "home" / ".ssh"
    keys.mkdir(parents=True)
    (keys / "id_ed25519").write_text("secret\n")
    build = tmp_path / "build"
    (build / "inside").mkdir(parents=True)
    (build / "keys").symlink_to(keys)
    (tmp_path / "data").mkdir()
    (build / "data").symlink_to(tmp_path / "data")  # out of the test's folder too
    (build / "here").symlink_to(build / "inside")  # stays inside: fine
    got = sync_dirs(str(build), ("prog", str(build / "keys"), str(build / "here")),
                    (("KEY", str(build / "keys" / "id_ed25519")), ("DATA", str(build / "data"))), ())
    assert got == [str(build), str(build / "inside")]  # the keys and data links are left out
    assert sync_dirs(str(build), ("prog", str(tmp_path / "data")), (), ()) == [str(build), str(tmp_path / "data")]


def test_sigterm_ends_probe_of_a_board_that_keeps_sending_at_once_and_kills_what_sent(tmp_path):
    """A slow endless `uname` never reaches the 16 MiB cap: SIGTERM must still end tgtbuild promptly."""
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    tools = _endless_uname(tmp_path / "bin")
    (tools / "uname").write_text("#!/bin/sh\nwhile :; do echo Linux; sleep 0.01; done\n")
    marker = str(tools / "uname")  # in the command line of the sh running it
    with Sshd(tmp_path / "sshd", path=str(tools)) as server:
        boards_file(tmp_path, server, name="b")
        proc = subprocess.Popen([sys.executable, "-m", "tgtbuild", "probe", "--board", "b", "--timeout", "300"],
                                cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        try:
            deadline = time.monotonic() + 60
            while not _running(marker) and time.monotonic() < deadline:
                time.sleep(0.1)
            assert _running(marker), "the slow uname never started"
            proc.terminate()
            sent = time.monotonic()
            out, err = proc.communicate(timeout=30)
            took = time.monotonic() - sent
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        end = time.monotonic() + 5
        while _running(marker) and time.monotonic() < end:
            time.sleep(0.1)
        assert not _running(marker)  # the board's program went with it
    assert took < 5 and proc.returncode != 0 and "Traceback" not in err, (took, err)


def _running(word: str) -> bool:
    """Whether a process whose command line holds `word` runs here (the board is this machine)."""
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                if word.encode() in Path(f"/proc/{entry}/cmdline").read_bytes():
                    return True
            except OSError:
                pass
    return False
