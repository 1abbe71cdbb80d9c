"""This machine's odd files and folders: no traceback, a fallback or a clear error (issue 33, item 6).

A local file name that is not UTF-8 (`data\\xff.txt`) as an `exec` argument
ended deploy and clean-up in a UnicodeEncodeError; an XDG_CACHE_HOME that
cannot be written (a read-only mount) ended `build_dir_lock` in an OSError.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from tgtcli import stop_exec_helpers

TARGET = "x86_64-linux-gnu"
SOURCE = '#include <stdio.h>\nint main(void) { puts("built"); return 0; }\n'


@pytest.fixture
def exec_env(sshd_server, write_boards, tmp_path: Path) -> dict:
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    boards = write_boards(tmp_path, sshd_server, name="b")
    yield dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_BOARDS=str(boards))
    stop_exec_helpers(runtime)


@pytest.mark.parametrize("persist", ["0", "20"])
def test_a_file_argument_whose_name_is_not_utf8_reaches_the_program(tgtbuild, exec_env: dict, tmp_path: Path,
                                                                    persist: str) -> None:
    """Its copy on the board gets a UTF-8 name (\\xff written out) and the argument names that copy."""
    work = tmp_path / "work"
    work.mkdir()
    with open(os.path.join(os.fsencode(work), b"data\xff.txt"), "wb") as handle:
        handle.write(b"from a byte-named file\n")
    env = dict(exec_env, TGTBUILD_EXEC_PERSIST=persist)
    done = tgtbuild("exec", "--boards-file", env["TGTBUILD_BOARDS"], "--board", "b", "--",
                    "sh", "-c", 'printf "%s: " "$1"; cat "$1"', "sh", os.fsdecode(b"data\xff.txt"),
                    cwd=work, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "data\\xff.txt: from a byte-named file\n"
    assert "Traceback" not in done.stderr


def test_a_synced_folder_with_a_name_that_is_not_utf8_still_mirrors(tgtbuild, exec_env: dict,
                                                                     tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "good.txt").write_text("mirrored\n")
    with open(os.path.join(os.fsencode(tree), b"b\xffad.txt"), "wb") as handle:
        handle.write(b"left out\n")
    done = tgtbuild("exec", "--boards-file", exec_env["TGTBUILD_BOARDS"], "--board", "b", "--sync", tree, "--",
                    "cat", "good.txt", cwd=tree, env=dict(exec_env, TGTBUILD_EXEC_PERSIST="0"), timeout=120)
    assert done.returncode == 0 and done.stdout == "mirrored\n", done.stderr


def test_a_cache_folder_that_cannot_be_written_moves_the_build_lock_to_the_runtime_folder(
        tgtbuild, tmp_path: Path) -> None:
    """XDG_CACHE_HOME below a file fails as a read-only mount does (an OSError on mkdir), for root too."""
    (tmp_path / "k.c").write_text(SOURCE)
    (tmp_path / "cache").write_text("a file, not a folder\n")
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"), XDG_RUNTIME_DIR=str(runtime))
    done = tgtbuild("run", "--target", TARGET, "k.c", cwd=tmp_path, env=env)
    assert done.returncode == 0 and done.stdout.strip() == "built", done.stderr
    assert len(list((runtime / "tgtbuild" / "locks").glob("*.lock"))) == 1


def test_no_writable_folder_for_the_build_lock_is_one_clear_error(tgtbuild, tmp_path: Path) -> None:
    (tmp_path / "k.c").write_text(SOURCE)
    (tmp_path / "cache").write_text("a file, not a folder\n")
    squatted = tmp_path / "tmp" / f"tgtbuild-{os.getuid()}"
    squatted.mkdir(parents=True)
    squatted.chmod(0o777)  # anyone's
    env = {k: v for k, v in os.environ.items() if k != "XDG_RUNTIME_DIR"}
    env.update(XDG_CACHE_HOME=str(tmp_path / "cache"), TMPDIR=str(tmp_path / "tmp"))
    done = tgtbuild("--target", TARGET, "k.c", cwd=tmp_path, env=env)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "no folder for build-dir locks" in done.stderr and "XDG_CACHE_HOME" in done.stderr
    assert f"{tmp_path / 'cache'}/tgtbuild/locks (Not a directory)" in done.stderr
    assert f"{squatted} (not a private directory of yours" in done.stderr
