"""run_remote: a real aarch64 binary (zig-built) deployed and run under qemu-user."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from sshd import Sshd

from tgtbuild.remote import RemoteTimeout, connect, local_board, run_remote

QEMU = shutil.which("qemu-aarch64-static")

HELLO = r"""
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
    printf("hello from aarch64\n");
    for (int i = 1; i < argc; i++) printf("[%s]\n", argv[i]);
    const char *v = getenv("TGT_VAR");
    printf("TGT_VAR=%s\n", v ? v : "(unset)");
    fprintf(stderr, "to stderr\n");
    return 7;
}
"""


def _zig() -> str:
    try:
        import ziglang
    except ImportError:
        pytest.skip("the ziglang wheel is not installed")
    return os.path.join(os.path.dirname(ziglang.__file__), "zig")


@pytest.fixture(scope="session")
def hello_aarch64(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A static (musl) aarch64 executable: runs under qemu-user without a sysroot."""
    root = tmp_path_factory.mktemp("hello")
    (root / "hello.c").write_text(HELLO)
    out = root / "hello"
    subprocess.run(
        [_zig(), "cc", "-target", "aarch64-linux-musl", "-O2", "-static", "hello.c", "-o", "hello"],
        cwd=root,
        check=True,
        timeout=600,
    )
    return out


needs_qemu = pytest.mark.skipif(
    QEMU is None, reason="qemu-aarch64-static not installed (apt-get install qemu-user-static)"
)


@needs_qemu
def test_aarch64_binary_runs_on_board_with_emulator(sshd_server: Sshd, tmp_path: Path, hello_aarch64: Path) -> None:
    board = sshd_server.board(
        tmp_path / "wd", emulator=("qemu-aarch64-static",), arch="aarch64", env={"TGT_VAR": "from board"}
    )
    with connect(board) as conn:
        report = run_remote(conn, board, ["hello", "a b", "$x;y"], {"hello": hello_aarch64}, timeout=60)
        assert report.exit_status == 7, report.stderr
        assert report.stdout.decode() == "hello from aarch64\n[a b]\n[$x;y]\nTGT_VAR=from board\n"
        assert report.stderr == b"to stderr\n"
        assert report.deploy.sent == ("hello",)
        assert report.describe() == "exited with status 7"
        # warm second run: nothing re-sent, caller env wins over the board's
        chunks: list[bytes] = []
        again = run_remote(
            conn, board, ["hello"], {"hello": hello_aarch64}, 60, env={"TGT_VAR": "mine"}, on_stdout=chunks.append
        )
        assert again.deploy.sent == ()
        assert b"".join(chunks) == again.stdout
        assert b"TGT_VAR=mine" in again.stdout


@needs_qemu
def test_aarch64_binary_on_local_board(tmp_path: Path, hello_aarch64: Path) -> None:
    board = local_board(emulator=("qemu-aarch64-static",), workdir=str(tmp_path / "wd"))
    with connect(board) as conn:
        report = run_remote(conn, board, ["hello", "x"], {"hello": hello_aarch64}, timeout=60)
    assert report.exit_status == 7
    assert report.stdout.startswith(b"hello from aarch64\n[x]\n")


SYSROOT = Path("/usr/aarch64-linux-gnu")


@needs_qemu
@pytest.mark.skipif(not SYSROOT.is_dir(), reason="no aarch64 glibc (apt-get install libc6-arm64-cross)")
def test_glibc_binary_needs_emulator_libc_path(sshd_server: Sshd, tmp_path: Path) -> None:
    """A dynamically linked glibc binary runs only with `-L <target libc>` in the emulator argv."""
    (tmp_path / "hello.c").write_text(HELLO)
    subprocess.run(
        [_zig(), "cc", "-target", "aarch64-linux-gnu", "-O2", "hello.c", "-o", "hello-gnu"],
        cwd=tmp_path,
        check=True,
        timeout=600,
    )
    files = {"hello-gnu": tmp_path / "hello-gnu"}
    bare = sshd_server.board(tmp_path / "wd", emulator=("qemu-aarch64-static",))
    good = sshd_server.board(tmp_path / "wd", emulator=("qemu-aarch64-static", "-L", str(SYSROOT)))
    with connect(good) as conn:
        assert run_remote(conn, bare, ["hello-gnu"], files, 60).exit_status != 7
        report = run_remote(conn, good, ["hello-gnu", "glibc"], files, 60)
    assert report.exit_status == 7, report.stderr
    assert b"[glibc]" in report.stdout


def test_run_remote_timeout(board, conn, tmp_path: Path) -> None:  # noqa: ANN001 - fixtures
    script = tmp_path / "hang.sh"
    script.write_text("#!/bin/sh\necho started\nsleep 300\n")
    script.chmod(0o755)
    with pytest.raises(RemoteTimeout, match="killed after 1 s") as info:
        run_remote(conn, board, ["hang.sh"], {"hang.sh": script}, timeout=1)
    assert b"started" in b"".join(info.value.stdout)
