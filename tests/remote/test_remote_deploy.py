"""deploy against a real sshd: incremental, atomic, safe names, recovery, locking."""

from __future__ import annotations

import hashlib
import json
import os
import stat
import threading
import time
from pathlib import Path

import pytest
from sshd import Sshd

from tgtbuild.remote import Board, Connection, DeployError, RemoteError, connect, deploy, local_board
from tgtbuild.remote.boardpaths import TMP_MARK
from tgtbuild.remote.deploylock import LOCK
from tgtbuild.remote.manifest import MANIFEST
from tgtbuild.remote.upload import WRITE_PACKETS, write_limit


def _files(root: Path, contents: dict[str, bytes], exec_names: tuple[str, ...] = ()) -> dict[str, Path]:
    out = {}
    for rel, data in contents.items():
        path = root / rel.replace("/", "__")
        path.write_bytes(data)
        path.chmod(0o755 if rel in exec_names else 0o644)
        out[rel] = path
    return out


def test_deploy_then_unchanged_redeploy_sends_nothing(conn: Connection, board: Board, tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    files = _files(src, {"runner": b"#!/bin/sh\necho hi\n", "lib/libm.so": b"\x7fELF" * 100}, ("runner",))
    seen: list[tuple[int, int]] = []
    first = deploy(conn, board, files, "t1", progress=lambda s, t: seen.append((s, t)))
    assert sorted(first.sent) == ["lib/libm.so", "runner"]
    assert first.bytes_sent == sum(p.stat().st_size for p in files.values())
    assert seen[-1] == (first.bytes_sent, first.bytes_sent)
    remote = Path(first.remote_dir)
    assert remote == Path(board.workdir) / "t1"
    assert (remote / "runner").read_bytes() == b"#!/bin/sh\necho hi\n"
    assert stat.S_IMODE((remote / "runner").stat().st_mode) == 0o755
    assert stat.S_IMODE((remote / "lib/libm.so").stat().st_mode) == 0o644
    assert conn.run([first.remote_path("runner")], timeout=30).stdout == b"hi\n"
    manifest = json.loads((remote / MANIFEST).read_text())
    assert set(manifest["files"]) == {"runner", "lib/libm.so"}

    before = (remote / "runner").stat().st_ino
    second = deploy(conn, board, files, "t1", progress=lambda s, t: pytest.fail("nothing should be sent"))
    assert second.sent == ()
    assert sorted(second.unchanged) == ["lib/libm.so", "runner"]
    assert second.bytes_sent == 0
    assert (remote / "runner").stat().st_ino == before

    # one changed file: only it goes; a mode change alone also counts
    files["runner"].write_bytes(b"#!/bin/sh\necho bye\n")
    files["lib/libm.so"].chmod(0o600)
    third = deploy(conn, board, files, "t1")
    assert sorted(third.sent) == ["lib/libm.so", "runner"]
    assert stat.S_IMODE((remote / "lib/libm.so").stat().st_mode) == 0o600
    # a file deleted on the board behind our back is noticed and sent again
    (remote / "runner").unlink()
    assert deploy(conn, board, files, "t1").sent == ("runner",)
    # nothing temporary left behind, no lock left
    leftovers = [p.name for p in remote.rglob("*") if TMP_MARK in p.name or p.name == LOCK]
    assert leftovers == []


def test_prune_removes_only_what_tgtbuild_put_there(conn: Connection, board: Board, tmp_path: Path) -> None:
    files = _files(tmp_path, {"a": b"a", "b": b"b"})
    report = deploy(conn, board, files, "p")
    remote = Path(report.remote_dir)
    (remote / "user-file").write_text("mine")
    report = deploy(conn, board, {"a": files["a"]}, "p")
    assert report.removed == ("b",)
    assert not (remote / "b").exists()
    assert (remote / "user-file").read_text() == "mine"


NASTY_NAMES = ["with space", "it's", 'dq"x', "$HOME", "a;b", "$(id)", "semi; rm -rf ~", "ünï", "dir with space/x y"]


def test_nasty_file_names(conn: Connection, board: Board, tmp_path: Path) -> None:
    files = {}
    for i, name in enumerate(NASTY_NAMES):
        path = tmp_path / f"f{i}"
        path.write_text(name)
        files[name] = path
    report = deploy(conn, board, files, "nasty dir; $x")
    for name in NASTY_NAMES:
        assert Path(report.remote_path(name)).read_text() == name
        # and the remote shell sees the same name through quoting
        assert conn.run(["cat", name], timeout=30, cwd=report.remote_dir).stdout.decode() == name
    assert deploy(conn, board, files, "nasty dir; $x").sent == ()


@pytest.mark.parametrize(
    "name, message",
    [
        ("/etc/passwd", "is absolute"),
        ("~/x", "is absolute"),
        ("../x", "contains '..'"),
        ("a/../../x", "contains '..'"),
        ("", "bad remote file name"),
        (".", "bad remote file name"),
        (".tgtbuild-manifest.json", "reserved prefix"),
    ],
)
def test_paths_escaping_the_workdir_are_refused(
    conn: Connection, board: Board, tmp_path: Path, name: str, message: str
) -> None:
    local = tmp_path / "f"
    local.write_text("x")
    with pytest.raises(DeployError, match=message):
        deploy(conn, board, {name: local}, "esc")
    with pytest.raises(DeployError, match=message.replace("file", "deploy dir")):
        deploy(conn, board, {"ok": local}, name or ".")


def test_symlink_out_of_the_workdir_is_refused(conn: Connection, board: Board, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    local = tmp_path / "f"
    local.write_text("x")
    deploy(conn, board, {"keep": local}, "sl")
    os.symlink(outside, Path(board.workdir) / "sl" / "evil")
    with pytest.raises(DeployError, match="is a symlink"):
        deploy(conn, board, {"evil/payload": local}, "sl")
    os.symlink(outside, Path(board.workdir) / "linkdir")
    with pytest.raises(DeployError, match="is a symlink"):
        deploy(conn, board, {"payload": local}, "linkdir")
    assert list(outside.iterdir()) == []


def test_missing_local_file(conn: Connection, board: Board, tmp_path: Path) -> None:
    with pytest.raises(DeployError, match="cannot deploy .*nope"):
        deploy(conn, board, {"x": tmp_path / "nope"}, "m")


def test_interrupted_upload_keeps_previous_deploy_and_recovers(private_sshd: Sshd, tmp_path: Path) -> None:
    board = private_sshd.board(tmp_path / "wd")
    src = tmp_path / "src"
    src.mkdir()
    big_v1 = os.urandom(1 << 20)
    files = _files(src, {"small": b"v1", "big.bin": big_v1})
    with connect(board) as conn:
        deploy(conn, board, files, "art")
    remote = Path(board.workdir) / "art"
    manifest_v1 = (remote / MANIFEST).read_bytes()

    big_v2 = os.urandom(64 << 20)
    files["small"].write_bytes(b"v2")
    files["big.bin"].write_bytes(big_v2)
    killed = threading.Event()

    def kill_midway(sent: int, total: int) -> None:
        if sent > total // 3 and not killed.is_set():
            killed.set()
            private_sshd.stop(sig="KILL")
            # sshd -D with SIGKILL leaves its session children; they die when the socket closes

    with connect(board) as conn:
        with pytest.raises(RemoteError, match="failed"):
            deploy(conn, board, files, "art", progress=kill_midway)
    assert killed.is_set()
    # the previous deploy is whole
    assert (remote / "small").read_bytes() == b"v1"
    assert (remote / "big.bin").read_bytes() == big_v1
    assert (remote / MANIFEST).read_bytes() == manifest_v1

    private_sshd.start()
    deadline = time.monotonic() + 10  # the dead session's lock is released or goes stale
    with connect(board) as conn:
        while True:
            try:
                report = deploy(conn, board, files, "art", lock_timeout=2, stale_lock_after=1)
                break
            except DeployError:
                if time.monotonic() > deadline:
                    raise
    assert sorted(report.sent) == ["big.bin", "small"]
    assert (remote / "small").read_bytes() == b"v2"
    assert (remote / "big.bin").read_bytes() == big_v2
    assert [p.name for p in remote.iterdir() if TMP_MARK in p.name or p.name == LOCK] == []


def test_concurrent_deploys_take_turns(sshd_server: Sshd, tmp_path: Path) -> None:
    board = sshd_server.board(tmp_path / "wd")
    results: dict[int, object] = {}

    def one(i: int) -> None:
        data = tmp_path / f"d{i}"
        data.write_bytes(bytes([i]) * (4 << 20))
        try:
            with connect(board) as conn:
                results[i] = deploy(conn, board, {"a": data, "b": data}, "shared")
        except Exception as exc:  # reported below
            results[i] = exc

    threads = [threading.Thread(target=one, args=(i,)) for i in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert all(not isinstance(r, Exception) for r in results.values()), results
    remote = Path(board.workdir) / "shared"
    # whatever run finished last, its two files agree with each other and the manifest
    a, b = (remote / "a").read_bytes(), (remote / "b").read_bytes()
    assert a == b
    manifest = json.loads((remote / MANIFEST).read_text())["files"]
    import hashlib

    assert manifest["a"]["sha256"] == hashlib.sha256(a).hexdigest()
    assert not (remote / LOCK).exists()


def test_stale_lock_is_broken_fresh_one_waited_for(conn: Connection, board: Board, tmp_path: Path) -> None:
    local = tmp_path / "f"
    local.write_text("x")
    deploy(conn, board, {"f": local}, "lk")
    lock = Path(board.workdir) / "lk" / LOCK
    lock.mkdir()
    with pytest.raises(DeployError, match="another deploy holds"):
        deploy(conn, board, {"f": local}, "lk", lock_timeout=0.3)
    old = time.time() - 3600
    os.utime(lock, (old, old))
    deploy(conn, board, {"f": local}, "lk", lock_timeout=0.3)
    assert not lock.exists()


def test_a_lock_released_between_the_waiters_mkdir_and_its_look_is_taken_not_an_error(
        conn: Connection, board: Board, tmp_path: Path) -> None:
    """ctest -j3 of `tgtbuild exec`s, each deploying into one folder: a waiter's mkdir failed on the held lock,
    its holder removed it before the waiter looked, and the waiter said "cannot create .tgtbuild-lock ... the
    board's user must be able to write there" (1 run in 3 under load). The holder's release is forced into that
    instant here: the real SFTP mkdir fails on the real lock, which is then removed before the look."""
    from tgtbuild.remote.deploylock import DeployLock

    local = tmp_path / "f"
    local.write_text("x")
    deploy(conn, board, {"f": local}, "race")
    lock = Path(board.workdir) / "race" / LOCK
    lock.mkdir()  # held by another deploy
    sftp = conn.sftp()

    class ReleasedMeanwhile:
        """The SFTP session, whose first failed mkdir of the lock is followed by its holder releasing it."""

        released = False

        def __getattr__(self, name: str):
            return getattr(sftp, name)

        def mkdir(self, path: str, *args: object) -> None:
            try:
                sftp.mkdir(path, *args)
            except OSError:
                if path.endswith(LOCK) and not self.released:
                    self.released = True
                    lock.rmdir()
                raise

    waiter = DeployLock(conn, str(Path(board.workdir) / "race"), 10.0, 60.0)
    waiter.sftp = ReleasedMeanwhile()
    with waiter:
        assert waiter.sftp.released and lock.is_dir()  # taken, on the next try
    assert not lock.exists()


def test_local_board_deploy(tmp_path: Path) -> None:
    board = local_board(workdir=str(tmp_path / "local-wd"))
    files = _files(tmp_path, {"x": b"1", "sub/y": b"2"}, ("x",))
    with connect(board) as conn:
        first = deploy(conn, board, files, "loc")
        assert sorted(first.sent) == ["sub/y", "x"]
        assert deploy(conn, board, files, "loc").sent == ()
    assert os.access(first.remote_path("x"), os.X_OK)


def test_long_upload_keeps_its_lock_fresh(sshd_server: Sshd, tmp_path: Path) -> None:
    """A waiter with a short stale timeout must not break the lock of a slow, live upload."""
    board = sshd_server.board(tmp_path / "wd")
    slow_file = tmp_path / "slow"
    slow_file.write_bytes(os.urandom(8 << 20))
    other = tmp_path / "other"
    other.write_bytes(b"other")
    order: list[str] = []

    def slow(sent: int, total: int) -> None:
        time.sleep(0.6)  # 8 chunks: about 5 s, longer than the 3 s stale timeout

    def first() -> None:
        with connect(board) as conn:
            deploy(conn, board, {"f": slow_file}, "busy", progress=slow, stale_lock_after=3)
        order.append("slow")

    thread = threading.Thread(target=first)
    thread.start()
    lock = Path(board.workdir) / "busy" / LOCK
    deadline = time.monotonic() + 10
    while not lock.exists() and time.monotonic() < deadline:
        time.sleep(0.02)
    with connect(board) as conn:
        report = deploy(conn, board, {"f": other}, "busy", lock_timeout=30, stale_lock_after=3)
    order.append("fast")
    thread.join(timeout=60)
    assert order == ["slow", "fast"]
    assert report.sent == ("f",)
    assert (Path(board.workdir) / "busy" / "f").read_bytes() == b"other"


def test_a_settled_file_s_hash_is_reused_until_any_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tgtbuild.remote import hashcache
    from tgtbuild.remote.filehash import hash_local

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(hashcache, "SETTLED_NS", 0)  # no tick to wait for in a test
    path = tmp_path / "model.so"
    path.write_bytes(b"a" * 4096)
    first = hash_local(path)
    assert hashcache.known(str(path), os.stat(path)) == first.sha256
    # same size, mtime put back: the write still changed ctime, so the content is hashed again
    st = os.stat(path)
    path.write_bytes(b"b" * 4096)
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert hashcache.known(str(path), os.stat(path)) is None
    assert hash_local(path).sha256 != first.sha256


def test_a_file_changed_within_the_clock_tick_is_not_trusted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tgtbuild.remote import hashcache
    from tgtbuild.remote.filehash import hash_local

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    path = tmp_path / "fresh.so"
    path.write_bytes(b"x" * 100)
    hash_local(path)  # just written: its ctime is not settled, so nothing is kept
    assert hashcache.known(str(path), os.stat(path)) is None


def test_a_large_file_goes_in_write_requests_of_several_packets_and_arrives_whole(
        conn: Connection, board: Board, tmp_path: Path) -> None:
    # OpenSSH's sftp-server announces its write limit (limits@openssh.com): deploy then sends
    # requests of four SSH packets (a quarter of the requests and replies), hashing beside them.
    assert write_limit(conn.sftp()) >= WRITE_PACKETS * (32 * 1024)
    data = os.urandom((5 << 20) + 12345)  # past the threaded hash's 4 MB and not a whole request
    files = _files(tmp_path, {"model.so": data})
    report = deploy(conn, board, files, "big", progress=lambda s, t: None)
    assert (Path(report.remote_dir) / "model.so").read_bytes() == data
    manifest = json.loads((Path(report.remote_dir) / MANIFEST).read_text())
    assert manifest["files"]["model.so"]["sha256"] == hashlib.sha256(data).hexdigest()
