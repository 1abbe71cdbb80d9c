"""deploy against a board in a hostile state: a tampered manifest, a full disk (real sshd, real tmpfs)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from sshd import Sshd

from tgtbuild.remote import Board, Connection, DeployError, deploy
from tgtbuild.remote.boardpaths import TMP_MARK
from tgtbuild.remote.deploylock import LOCK
from tgtbuild.remote.manifest import MANIFEST


def _tamper_manifest(remote_dir: Path, extra_keys: list[str]) -> None:
    path = remote_dir / MANIFEST
    data = json.loads(path.read_text())
    for key in extra_keys:
        data["files"][key] = {"sha256": "0" * 64, "size": 1, "mode": 0o644}
    path.write_text(json.dumps(data))


def test_tampered_manifest_keys_never_make_prune_remove_outside_the_deploy_dir(
    conn: Connection, board: Board, tmp_path: Path
) -> None:
    local = tmp_path / "f"
    local.write_text("x")
    report = deploy(conn, board, {"a": local, "b": local}, "m")
    remote = Path(report.remote_dir)
    outside = tmp_path / "outside"
    outside.mkdir()
    victims = [Path(board.workdir) / "victim", outside / "abs-victim", outside / "via-link"]
    for victim in victims:
        victim.write_text("precious")
    (remote / "lnk").symlink_to(outside)
    sibling = Path(board.workdir) / "other"
    sibling.mkdir()
    (sibling / "s").write_text("precious")
    _tamper_manifest(
        remote,
        ["../victim", str(outside / "abs-victim"), "lnk/via-link", "./../other/s", "x/../../victim", ".tgtbuild-lock"],
    )
    report = deploy(conn, board, {"a": local}, "m")
    assert report.removed == ("b",)
    for victim in [*victims, sibling / "s"]:
        assert victim.read_text() == "precious", victim
    manifest = json.loads((remote / MANIFEST).read_text())
    assert set(manifest["files"]) == {"a"}


def _mount_small_tmpfs(mountpoint: Path, size: str) -> None:
    if os.geteuid() != 0:
        pytest.skip("a full disk needs a small tmpfs, and mounting one needs root")
    if shutil.which("mount") is None:
        pytest.skip("no mount command")
    mountpoint.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mountpoint)],
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")


@pytest.fixture
def small_disk(tmp_path: Path):
    mountpoint = tmp_path / "small"
    _mount_small_tmpfs(mountpoint, "1m")
    yield mountpoint
    subprocess.run(["umount", "-l", str(mountpoint)], capture_output=True, timeout=30)


def test_disk_full_fails_clearly_and_keeps_the_previous_deploy(
    sshd_server: Sshd, small_disk: Path, tmp_path: Path
) -> None:
    board = sshd_server.board(small_disk / "wd")
    old = tmp_path / "old"
    old.write_bytes(b"o" * 100_000)
    lib = tmp_path / "lib"
    lib.write_bytes(b"l" * 200_000)
    big = tmp_path / "big"
    big.write_bytes(os.urandom(800_000))
    with Connection(board) as conn:
        first = deploy(conn, board, {"runner": old, "lib.so": lib}, "d")
        remote = Path(first.remote_dir)
        before = (remote / MANIFEST).read_text()
        with pytest.raises(DeployError, match="the board's disk is full .* the previous deploy is intact"):
            deploy(conn, board, {"runner": big, "lib.so": lib}, "d")
        assert (remote / "runner").read_bytes() == old.read_bytes()
        assert (remote / MANIFEST).read_text() == before
        leftovers = [p.name for p in remote.rglob("*") if TMP_MARK in p.name or p.name == LOCK]
        assert leftovers == []  # removed at once, not by a later deploy
        # with room again, the same deploy goes through and sends only the changed file
        (remote / "lib.so").unlink()
        again = deploy(conn, board, {"runner": big}, "d")
        assert again.sent == ("runner",)
        assert (remote / "runner").read_bytes() == big.read_bytes()


@pytest.mark.timeout(60)
def test_stale_lock_that_cannot_be_removed_fails_within_the_lock_timeout(
    conn: Connection, board: Board, tmp_path: Path
) -> None:
    local = tmp_path / "f"
    local.write_text("x")
    lock = Path(board.workdir) / "s" / LOCK
    lock.mkdir(parents=True)
    (lock / "planted").write_text("rmdir fails on a non-empty folder")
    os.utime(lock, (1, 1))  # stale by any clock
    started = time.monotonic()
    with pytest.raises(DeployError, match="stale but cannot be removed"):
        deploy(conn, board, {"a": local}, "s", lock_timeout=2, stale_lock_after=1)
    assert time.monotonic() - started < 30


@pytest.mark.timeout(60)
def test_unwritable_deploy_dir_is_named_at_once_not_blamed_on_a_lock(
    sshd_server: Sshd, tmp_path: Path
) -> None:
    mountpoint = tmp_path / "ro"
    _mount_small_tmpfs(mountpoint, "1m")
    try:
        (mountpoint / "wd" / "d").mkdir(parents=True)
        subprocess.run(["mount", "-o", "remount,ro", str(mountpoint)], check=True, timeout=30)
        board = sshd_server.board(mountpoint / "wd")
        local = tmp_path / "f"
        local.write_text("x")
        started = time.monotonic()
        with Connection(board) as conn, pytest.raises(DeployError, match="must be able to write there") as info:
            deploy(conn, board, {"a": local}, "d", lock_timeout=20)
        assert "another deploy" not in str(info.value)
        assert time.monotonic() - started < 10
    finally:
        subprocess.run(["umount", "-l", str(mountpoint)], capture_output=True, timeout=30)


def test_a_dead_sftp_session_is_reopened_while_ssh_stays_up(conn: Connection, board: Board, tmp_path: Path) -> None:
    local = tmp_path / "f"
    local.write_text("one")
    deploy(conn, board, {"a": local}, "r")
    conn.sftp().sock.close()  # the SFTP channel ends, the SSH connection does not
    assert conn.transport.is_active()
    local.write_text("two")
    report = deploy(conn, board, {"a": local}, "r")
    assert report.sent == ("a",)
    assert Path(report.remote_path("a")).read_text() == "two"
