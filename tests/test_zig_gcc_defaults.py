"""tgtbuild's default compiler behaves like gcc unless asked otherwise (docs/compilers.md).

`zig cc` with no -O builds in zig's Debug mode with UBSan aborting on the
first undefined behaviour, and defines NDEBUG from -O1 up. A project whose
own test passes with gcc (tests/data/gcc-defaults: a signed overflow, a
misaligned load and an assert it counts on) is cross-built through the
exported make fragment for rasp4b and its test is run on the emulated board.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from tgtcli import run_tgtbuild as tgtbuild

DATA = Path(__file__).resolve().parent / "data" / "gcc-defaults"
needs = pytest.mark.skipif(not (shutil.which("make") and shutil.which("qemu-aarch64-static")
                                and Path("/usr/aarch64-linux-gnu/lib").is_dir()),
                           reason="needs make, qemu-aarch64-static and libc6-arm64-cross (scripts/system-deps.sh)")


def _project(tmp_path: Path, *env_args: str) -> Path:
    for name in ("Makefile", "checks.c"):
        shutil.copy(DATA / name, tmp_path / name)
    done = tgtbuild("env", "--target", "rasp4b", "--format", "make", *env_args, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    (tmp_path / "cross.mk").write_text(done.stdout)
    return tmp_path


def _make_test(folder: Path, *make_args: str) -> subprocess.CompletedProcess:
    return subprocess.run(["make", "-s", "test", *make_args], cwd=folder, capture_output=True, text=True, timeout=300)


@needs
def test_a_projects_test_that_passes_with_gcc_passes_with_the_default_toolchain(tmp_path):
    done = _make_test(_project(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "wrapped=-2147483648 asserts=1" in done.stdout


@needs
def test_zig_s_own_defaults_are_what_broke_it_and_still_there_on_request(tmp_path):
    """Asked for (a later -fsanitize / -DNDEBUG on the command line), zig's checks come back: the test can fail."""
    folder = _project(tmp_path)
    sanitized = _make_test(folder, "CFLAGS+=-fsanitize=undefined")
    assert sanitized.returncode != 0 and "panic: load of misaligned address" in sanitized.stderr
    (folder / "checks").unlink()
    optimised = _make_test(folder, "CFLAGS+=-O2 -DNDEBUG")
    assert optimised.returncode != 0 and "asserts=0" in optimised.stdout  # asserts off, as with gcc -DNDEBUG


def test_tgtbuild_s_own_link_leaves_ubsan_s_runtime_out_unless_asked(tmp_path):
    """zig's Debug-mode link built libubsan_rt for every new target and CPU (26.6 s of a 6.1 s cold link)
    although no object calls it; a user's -fsanitize=undefined still gets it, and its checks fire."""
    shutil.copy(DATA / "checks.c", tmp_path / "checks.c")
    runs = {}
    for label, extra in (("plain", []), ("asked", ["--cflags=-fsanitize=undefined"])):
        build = tmp_path / label
        done = tgtbuild("build", "-t", "x86_64-linux-gnu", "checks.c", "-o", "checks", "--build-dir", str(build),
                        *extra, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        (folder,) = build.glob("llvm-*")
        link = next(line for line in (folder / "build.ninja").read_text().splitlines()
                    if line.strip().startswith("ldflags") and "checks" not in line)
        runs[label] = (link, subprocess.run([str(folder / "checks"), "x"], capture_output=True, text=True,
                                            timeout=60))
    assert "-fno-sanitize=undefined" in runs["plain"][0] and "-fno-sanitize" not in runs["asked"][0]
    assert runs["plain"][1].returncode == 0 and "misaligned=" in runs["plain"][1].stdout
    assert runs["asked"][1].returncode != 0 and "load of misaligned address" in runs["asked"][1].stderr
