"""The SSH transport against a real sshd: quoting, host keys, timeouts, signals."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from sshd import Sshd, keygen
from tgtcli import python_output

from tgtbuild.frozen import replace
from tgtbuild.remote import (
    Board,
    ConnectError,
    Connection,
    HostKeyError,
    LocalConnection,
    RemoteTimeout,
    connect,
    local_board,
)
from tgtbuild.remote.shelltext import shell_command

NASTY = [
    "plain",
    "with space",
    "it's",
    'double "quoted"',
    "$HOME",
    "$(touch /tmp/tgtbuild-pwned)",
    "`id`",
    "a;b",
    "semi; rm -rf /",
    "line\nbreak",
    "back\\slash",
    "glob*?[x]",
    "",
    "-n",
    "ünïcødé",
    "&& | > <",
]


def test_run_passes_nasty_args_unchanged(conn: Connection) -> None:
    code = "import sys; sys.stdout.write(repr(sys.argv[1:]))"
    result = conn.run(["python3", "-c", code, *NASTY], timeout=30)
    assert result.exit_status == 0, result.stderr
    assert result.stdout.decode() == repr(NASTY)
    assert not os.path.exists("/tmp/tgtbuild-pwned")


def test_run_exit_status_stdin_env_cwd(conn: Connection, tmp_path: Path) -> None:
    status, out, err = conn.run(["sh", "-c", "echo out; echo err >&2; exit 3"], timeout=30)
    assert (status, out, err) == (3, b"out\n", b"err\n")
    result = conn.run(["cat"], timeout=30, stdin=b"\x00binary\xff" * 1000)
    assert result.stdout == b"\x00binary\xff" * 1000
    result = conn.run(["sh", "-c", 'echo "$A|$B"; pwd'], timeout=30, env={"A": "x y", "B": "$z;"}, cwd=str(tmp_path))
    assert result.stdout.decode() == f"x y|$z;\n{tmp_path}\n"
    # a program that reads stdin gets EOF, not a hang
    assert conn.run(["cat"], timeout=30).stdout == b""
    assert conn.run(["/no/such/program"], timeout=30).exit_status == 127


def test_run_stream_delivers_chunks(conn: Connection) -> None:
    chunks: list[bytes] = []
    status = conn.run_stream(["sh", "-c", "for i in 1 2 3; do echo $i; sleep 0.1; done"], 30, on_stdout=chunks.append)
    assert status == 0
    assert b"".join(chunks) == b"1\n2\n3\n"
    assert len(chunks) >= 2  # streamed, not collected at the end


def test_signal_death_is_named(conn: Connection) -> None:
    result = conn.run(["sh", "-c", "kill -ILL $$"], timeout=30)
    assert result.exit_status == 128 + 4
    assert result.signal == "SIGILL"
    assert "-mcpu/-mattr" in result.describe()
    assert conn.run(["sh", "-c", "kill -SEGV $$"], timeout=30).describe() == "killed by SIGSEGV (status 139)"


def _alive(conn: Connection, pgid: int) -> bool:
    return conn.run(["sh", "-c", f"kill -0 -{pgid} 2>/dev/null && echo yes || echo no"], timeout=30).stdout == b"yes\n"


def test_timeout_kills_the_whole_process_group(conn: Connection, tmp_path: Path) -> None:
    pidfile = tmp_path / "pgid"
    script = f"echo $(cut -d' ' -f5 /proc/$$/stat) > {pidfile}; sleep 300 & sleep 300; wait"
    started = time.monotonic()
    with pytest.raises(RemoteTimeout, match=r"killed after 1 s") as info:
        conn.run(["sh", "-c", script], timeout=1)
    assert time.monotonic() - started < 10
    assert info.value.exit_code == 124
    pgid = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while _alive(conn, pgid) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(conn, pgid), "the timed-out program's process group is still running on the board"
    # the connection is still usable afterwards
    assert conn.run(["echo", "ok"], timeout=30).stdout == b"ok\n"


def test_unknown_host_key_is_refused_with_a_fix(sshd_server: Sshd, tmp_path: Path) -> None:
    empty = tmp_path / "known_hosts"
    board = sshd_server.board(tmp_path / "wd", known_hosts=str(empty))
    with pytest.raises(HostKeyError) as info:
        Connection(board).open()
    message = str(info.value)
    assert "unknown host key" in message
    assert f"ssh-keyscan -p {sshd_server.port} 127.0.0.1 >> {empty}" in message
    assert "--accept-new-host-key" in message
    assert not empty.exists()


def test_accept_new_adds_the_key_and_then_checks_it(sshd_server: Sshd, tmp_path: Path) -> None:
    known = tmp_path / "kh" / "known_hosts"
    board = sshd_server.board(tmp_path / "wd", known_hosts=str(known), accept_new_host_key=True)
    with connect(board) as conn:
        assert conn.run(["true"], timeout=30).exit_status == 0
    line = known.read_text()
    assert line.startswith(f"[127.0.0.1]:{sshd_server.port} ssh-ed25519 ")
    assert line.split()[2] == sshd_server.known_hosts_line().split()[2]
    # second time the recorded key is used even without accept-new
    with connect(replace(board, accept_new_host_key=False)) as conn:
        assert conn.run(["true"], timeout=30).exit_status == 0
    assert known.read_text() == line


def test_changed_host_key_is_always_refused(sshd_server: Sshd, tmp_path: Path) -> None:
    # A second sshd with another host key, on a port recorded with the first key.
    impostor = Sshd(tmp_path / "impostor", host_key=keygen(tmp_path / "other_key"))
    known = tmp_path / "known_hosts"
    kind, blob = Path(f"{sshd_server.host_key}.pub").read_text().split()[:2]
    known.write_text(f"[127.0.0.1]:{impostor.port} {kind} {blob}\n")
    with impostor:
        for accept in (False, True):
            board = impostor.board(tmp_path / "wd", known_hosts=str(known), accept_new_host_key=accept)
            board = replace(board, identity_files=(str(sshd_server.client_key),))
            with pytest.raises(HostKeyError, match="HAS CHANGED") as info:
                Connection(board).open()
            assert "ssh-keygen -f" in str(info.value)
    assert known.read_text() == f"[127.0.0.1]:{impostor.port} {kind} {blob}\n"


def test_wrong_key_and_unreachable_board(sshd_server: Sshd, tmp_path: Path) -> None:
    stranger = keygen(tmp_path / "stranger")
    board = sshd_server.board(tmp_path / "wd", identity_files=(str(stranger),))
    with pytest.raises(ConnectError, match="authentication failed"):
        Connection(board).open()
    from sshd import free_port

    board = sshd_server.board(tmp_path / "wd", port=free_port())
    with pytest.raises(ConnectError, match="cannot connect"):
        Connection(board, connect_timeout=5).open()


def test_proxy_jump_through_the_board_itself(sshd_server: Sshd, tmp_path: Path) -> None:
    jump = f"{sshd_server.user}@127.0.0.1:{sshd_server.port}"
    board = sshd_server.board(tmp_path / "wd", proxy_jump=(jump,))
    with connect(board) as conn:
        assert conn.run(["echo", "via jump"], timeout=30).stdout == b"via jump\n"


def test_proxy_command(sshd_server: Sshd, tmp_path: Path) -> None:
    relay = (
        "import socket,sys,threading;"
        f"s=socket.create_connection(('127.0.0.1',{sshd_server.port}));"
        "threading.Thread(target=lambda:[s.sendall(b) for b in iter(lambda:sys.stdin.buffer.read1(65536),b'')],"
        "daemon=True).start();"
        # write, then flush: `write(b) or flush()` never flushed (write returns a count), which only worked
        # where PYTHONUNBUFFERED happened to be set
        "[(sys.stdout.buffer.write(b),sys.stdout.buffer.flush()) for b in iter(lambda:s.recv(65536),b'')]"
    )
    import shlex
    import sys

    board = sshd_server.board(tmp_path / "wd", proxy_command=shlex.join([sys.executable, "-c", relay]))
    with connect(board) as conn:
        assert conn.run(["echo", "via command"], timeout=30).stdout == b"via command\n"


def test_shell_command_refuses_bad_env_name() -> None:
    from tgtbuild.remote import RemoteError

    with pytest.raises(RemoteError, match="bad environment variable"):
        shell_command(["true"], env={"A;B": "x"})
    assert shell_command(["a b"], cwd="~/x y") == "echo @tgtbuild-pid:$$; cd ~/'x y' || exit 127; 'a b'; exit $?"


def test_importing_tgtbuild_remote_does_not_import_paramiko() -> None:
    code = "import sys, tgtbuild, tgtbuild.remote; print('paramiko' in sys.modules)"
    assert python_output(code).strip() == "False"


def test_login_shell_noise_before_pid_line_is_kept(conn: Connection) -> None:
    # what a chatty ~/.bashrc would print lands in stdout, not in the pid parser
    from tgtbuild.remote.sshchannel import Drain

    seen: list[bytes] = []
    drain = Drain(seen.append, None)
    drain._stdout(b"welcome!\n@tgtbuild-pid:")
    drain._stdout(b"1234\nhello\n")
    assert drain.pid == 1234
    assert b"".join(seen) == b"welcome!\nhello\n"


def test_local_connection_same_interface(tmp_path: Path) -> None:
    board: Board = local_board()
    conn = connect(board)
    assert isinstance(conn, LocalConnection)
    code = "import sys; sys.stdout.write(repr(sys.argv[1:]))"
    import sys

    result = conn.run([sys.executable, "-c", code, *NASTY], timeout=30)
    assert result.stdout.decode() == repr(NASTY)
    assert conn.run(["sh", "-c", "kill -ILL $$"], timeout=30).signal == "SIGILL"
    assert conn.run(["/no/such/program"], timeout=30).exit_status == 127
    pidfile = tmp_path / "pid"
    with pytest.raises(RemoteTimeout, match="killed after 0.5 s"):
        conn.run(["sh", "-c", f"echo $$ > {pidfile}; sleep 300 & sleep 300"], timeout=0.5)
    pgid = int(pidfile.read_text())
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.killpg(pgid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        pytest.fail("local process group survived the timeout")
