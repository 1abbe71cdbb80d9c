"""TVM's runtime cache against tampering (issue 43, item 3): what is handed to staging is hashed then, not
trusted by (size, mtime, inode), and a cache folder that is a link, not ours or writable by others is
refused in one line. Real files: copies of the official wheels' libraries from the user's cache (fetched
by the first TVM model test, or here once)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from tgtcli import run_tgtbuild as tgtbuild

from tgtbuild.targets import parse_target
from tgtbuild.tvm import runtime

MODELS = Path(__file__).resolve().parent / "data" / "tvm" / "models"
FORMAT = "0.14"  # TVM 0.27's VM format (toolchains/tvm_runtime.toml)
FOLDER = "0.27.0.post1-aarch64"


@pytest.fixture(scope="module")
def wheel_libraries() -> Path:
    """The user's cached aarch64 runtime (fetched with pip the first time, as `tgtbuild run` does)."""
    return runtime.wheel_runtime(FORMAT, parse_target("rasp4b")).folder


@pytest.fixture
def cache(tmp_path, monkeypatch, wheel_libraries) -> Path:
    """A cache folder of this test's (XDG_CACHE_HOME) holding copies of the runtime."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    folder = tmp_path / "cache" / "tgtbuild" / "tvm-runtime" / FOLDER
    folder.parent.mkdir(parents=True)
    shutil.copytree(wheel_libraries, folder)
    return folder


def rewrite_keeping_size_and_mtime(path: Path) -> None:
    st = path.stat()
    data = bytearray(path.read_bytes())
    data[-100:] = b"\xcc" * 100  # the tail of the file: same size, other bytes
    path.write_bytes(bytes(data))
    os.utime(path, ns=(st.st_atime_ns, st.st_mtime_ns))
    after = path.stat()
    assert (after.st_size, after.st_mtime_ns, after.st_ino) == (st.st_size, st.st_mtime_ns, st.st_ino)


def test_a_runtime_library_rewritten_at_the_same_size_and_mtime_in_one_process_is_refused(cache, monkeypatch):
    monkeypatch.setattr(runtime, "SETTLED_NS", 0)  # the first hash is remembered, as for a file fetched long ago
    first = runtime.wheel_runtime(FORMAT, parse_target("rasp4b"))
    assert set(first.files()) == {"libtvm_ffi.so", "libtvm_runtime.so"}
    rewrite_keeping_size_and_mtime(cache / "libtvm_runtime.so")
    with pytest.raises(runtime.TvmRuntimeError, match="libtvm_runtime.so is not the file TVM's wheel holds"):
        first.files()  # what staging would copy next: hashed now
    with pytest.raises(runtime.TvmRuntimeError, match=f"remove {cache} to fetch it again"):
        runtime.wheel_runtime(FORMAT, parse_target("rasp4b"))


@pytest.mark.parametrize("how", ["symlink", "others_write", "not_ours"])
def test_a_runtime_cache_folder_that_others_control_is_refused_in_one_line(cache, tmp_path, how):
    if how == "symlink":  # the issue's: a link into another user's world-writable folder
        shared = tmp_path / "shared"
        cache.rename(shared)
        shared.chmod(0o777)
        cache.symlink_to(shared)
        words = "a symbolic link"
    elif how == "others_write":
        cache.chmod(0o777)
        words = "mode 0o777"
    else:
        if os.getuid() != 0:
            pytest.skip("giving a folder to another user needs root")
        os.chown(cache, 65534, 65534)
        words = "owner uid 65534"
    with pytest.raises(runtime.TgtbuildError) as caught:
        runtime.wheel_runtime(FORMAT, parse_target("rasp4b"))
    message = str(caught.value)
    assert f"refusing the cache folder {cache}" in message and words in message and "\n" not in message, message


def test_a_library_that_is_a_link_or_writable_by_others_is_refused(cache, tmp_path):
    (cache / "libtvm_ffi.so").chmod(0o777)
    with pytest.raises(runtime.TvmRuntimeError, match="libtvm_ffi.so is not the file"):
        runtime.wheel_runtime(FORMAT, parse_target("rasp4b"))
    (cache / "libtvm_ffi.so").chmod(0o755)
    elsewhere = tmp_path / "libtvm_runtime.so"
    (cache / "libtvm_runtime.so").rename(elsewhere)
    (cache / "libtvm_runtime.so").symlink_to(elsewhere)
    with pytest.raises(runtime.TvmRuntimeError, match="libtvm_runtime.so is not the file"):
        runtime.wheel_runtime(FORMAT, parse_target("rasp4b"))


def test_tgtbuild_run_says_the_refusal_in_one_line(cache, tmp_path):
    cache.chmod(0o777)
    env = {**os.environ, "ZIG_GLOBAL_CACHE_DIR": os.path.expanduser("~/.cache/zig")}  # zig's libc stays built
    done = tgtbuild("run", "--target", "rasp4b", str(MODELS / "mlp.aarch64.tar"), cwd=tmp_path, env=env,
                    timeout=300)
    assert done.returncode == 2, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "refusing the cache folder" in lines[0] and "Traceback" not in done.stderr, lines
