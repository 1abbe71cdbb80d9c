"""tgtbuild.fsutil.write_atomic, the one atomic writer: modes under each umask, no torn or stray files."""

from __future__ import annotations

import os
import stat

import pytest

from tgtbuild import fsutil
from tgtbuild.errors import TgtbuildError
from tgtbuild.fsutil import FileWriteError, write_atomic, write_if_changed


@pytest.fixture
def set_umask():
    old = os.umask(0o022)
    os.umask(old)
    yield lambda mask: os.umask(mask)
    os.umask(old)


@pytest.mark.parametrize("mask, mode, expected", [
    (0o022, None, 0o644),  # readable by an IDE or another CI user, like open(path, "w")
    (0o002, None, 0o664),
    (0o077, None, 0o600),
    (0o022, 0o755, 0o755),  # an explicit mode wins
    (0o077, 0o640, 0o640),
])
def test_mode_honours_the_umask(tmp_path, set_umask, mask, mode, expected):
    set_umask(mask)
    path = tmp_path / "build.ninja"
    write_atomic(path, "rule x\n", mode=mode)
    assert stat.S_IMODE(path.stat().st_mode) == expected


@pytest.mark.parametrize("data", ["text ü\n", b"\x00\xffbytes"])
def test_writes_exactly_and_leaves_no_temp_file(tmp_path, data):
    path = tmp_path / "out"
    path.write_text("old")
    write_atomic(path, data)
    assert path.read_bytes() == (data.encode() if isinstance(data, str) else data)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_missing_folder_is_an_error_naming_the_path_or_is_made(tmp_path):
    path = tmp_path / "no" / "such" / "file.txt"
    with pytest.raises(FileWriteError, match=r"cannot write .*no/such/file.txt") as info:
        write_atomic(path, "x")
    assert isinstance(info.value, TgtbuildError)
    write_atomic(path, "x", make_parents=True)
    assert path.read_text() == "x"


def test_interrupted_write_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "tgtbuild.json"
    path.write_text("old")

    def interrupted(src, dst):
        raise KeyboardInterrupt  # Ctrl-C between writing and renaming

    monkeypatch.setattr(fsutil.os, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_atomic(path, "new")
    assert path.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tgtbuild.json"]


def test_write_if_changed_keeps_the_mtime_of_equal_content(tmp_path):
    path = tmp_path / "f"
    assert write_if_changed(path, "a") is True
    os.utime(path, ns=(1, 1))
    assert write_if_changed(path, b"a") is False and path.stat().st_mtime_ns == 1
    assert write_if_changed(path, "b") is True and path.read_text() == "b"
