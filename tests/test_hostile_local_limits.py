"""Inputs that asked for the impossible were accepted; plain inputs were refused (issue 33, partly held).

Timing options that cannot end before the timeout, a 2 GB sparse `.ll` read
whole, NUL bytes built into an empty library, `-num-cores=1e23`, and source
names with a space or an accent refused as a bad --name nobody gave.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

TARGET = "x86_64-linux-gnu"
KERNEL = "#include <stdint.h>\nvoid k(float *out, int64_t n) { for (int64_t i = 0; i < n; i++) out[i] += 1.0f; }\n"
ENTRY = ("--entry", "k", "--arg", "f32[64]:out", "--arg", "i64=64")


@pytest.mark.parametrize(("options", "message"), [
    (("--repeat", "1000000000"), "--repeat 1000000000: at most 1000000"),
    (("--warmup", "1000000000"), "--warmup 1000000000: at most 1000000 untimed calls"),
    (("--min-repeat-ms", "1e12"), "--repeat 10, --min-repeat-ms 1e+12 each: the timing alone lasts at least 1e+10 s, "
                                  "more than the run's timeout 600 s"),
    (("--cooldown-ms", "1e12"), "--cooldown-ms 1e+12 between them: the timing alone lasts at least 9e+09 s"),
    (("--repeat", "100", "--min-repeat-ms", "100", "--timeout", "5"), "at least 10 s, more than the run's timeout 5 s"),
])
def test_timing_that_cannot_end_before_the_timeout_is_refused_before_the_build(tgtbuild, tmp_path: Path,
                                                                               options: tuple, message: str) -> None:
    (tmp_path / "k.c").write_text(KERNEL)
    started = time.monotonic()
    done = tgtbuild("run", "--target", TARGET, "k.c", *ENTRY, *options, cwd=tmp_path, timeout=120)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr, done.stderr
    assert time.monotonic() - started < 60 and not (tmp_path / "build").exists()  # nothing was built


def test_timing_within_the_timeout_runs(tgtbuild, tmp_path: Path) -> None:
    """The floor counts --min-repeat-ms only where `number` grows: --number 5 fixes it."""
    (tmp_path / "k.c").write_text(KERNEL)
    done = tgtbuild("run", "--target", TARGET, "k.c", *ENTRY, "--repeat", "3", "--number", "5",
                    "--min-repeat-ms", "1e12", "--json", cwd=tmp_path, timeout=300)
    assert done.returncode == 0, done.stderr


def test_an_ir_file_too_big_is_refused_before_it_is_read(tgtbuild, tmp_path: Path) -> None:
    with open(tmp_path / "sparse.ll", "wb") as handle:
        handle.truncate(2 << 30)  # 2 GiB of holes: no disk used
    done = tgtbuild("--target", TARGET, "sparse.ll", cwd=tmp_path, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "sparse.ll: 2147483648 bytes; an IR file of at most 1024 MiB is compiled" in done.stderr


@pytest.mark.parametrize(("content", "offset"), [
    (b"\0" * (8 << 20), 0),
    (b"define i32 @f() {\n  ret i32 1\n}\n" + b"\0" * 100000, 32),
])
def test_ir_text_with_nul_bytes_is_refused_not_built_into_an_empty_library(tgtbuild, tmp_path: Path,
                                                                           content: bytes, offset: int) -> None:
    (tmp_path / "nul.ll").write_bytes(content)
    done = tgtbuild("--target", TARGET, "nul.ll", cwd=tmp_path, timeout=120)
    assert done.returncode == 2, done.stderr
    assert f"nul.ll: a NUL byte at offset {offset}: neither LLVM IR text" in done.stderr
    assert not list(tmp_path.glob("build/*/lib*"))


@pytest.mark.parametrize("text", ["llvm -num-cores=99999999999999999999999", "rasp4b -num-cores=99999"])
def test_num_cores_beyond_any_machine_is_refused(tgtbuild, text: str) -> None:
    done = tgtbuild("targets", "show", text)
    assert done.returncode == 2 and "attribute -num-cores expects int in 1..65536" in done.stderr, done.stderr


@pytest.mark.parametrize(("source", "library"), [("my file.c", "libmy_file"), ("héllo.c", "libhello"),
                                                 ("+x.c", "libx")])
def test_a_source_name_that_is_no_valid_library_name_gives_a_derived_one(tgtbuild, tmp_path: Path, source: str,
                                                                         library: str) -> None:
    (tmp_path / source).write_text("int f(void) { return 1; }\n")
    done = tgtbuild("--target", TARGET, source, cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr
    assert [p.name for p in tmp_path.glob(f"build/*/{library}.*")], os.listdir(tmp_path / "build")


def test_an_explicit_name_is_still_checked(tgtbuild, tmp_path: Path) -> None:
    (tmp_path / "a.c").write_text("int f(void) { return 1; }\n")
    done = tgtbuild("--target", TARGET, "a.c", "--name", "my lib", cwd=tmp_path)
    assert done.returncode == 2 and "--name 'my lib': use letters" in done.stderr, done.stderr


THREE = "#include <stdint.h>\nvoid k3(float *a, float *b, float *c, int64_t n) { a[0] = b[0] + c[0] + n; }\n"
BIG = ("--entry", "k3", "--arg", "f32[3000000000]:out", "--arg", "f32[3000000000]", "--arg", "f32[3000000000]",
       "--arg", "i64=1")


def _mem_total() -> int:
    with open("/proc/meminfo") as handle:
        return next(int(line.split()[1]) * 1024 for line in handle if line.startswith("MemTotal:"))


@pytest.mark.parametrize("where", ["local", "ssh"])
def test_buffers_larger_than_the_boards_memory_together_are_refused_before_the_run(
        tgtbuild, sshd_server, write_boards, tmp_path: Path, where: str) -> None:
    """Three f32[3000000000] (33.5 GiB): each under the 16 GiB cap, together more than this machine's memory."""
    if _mem_total() >= 3 * 12_000_000_000:
        pytest.skip("this machine has 36 GB of memory or more: three 12 GB buffers fit")
    (tmp_path / "k3.c").write_text(THREE)
    board = ("--board", "b", "--boards-file", str(write_boards(tmp_path, sshd_server, name="b"))) \
        if where == "ssh" else ()
    done = tgtbuild("run", "--target", TARGET, "k3.c", *board, *BIG, cwd=tmp_path, timeout=600)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "the --arg buffers take 33.5 GiB together, more than the" in done.stderr
    assert ("this machine has" if where == "local" else f"127.0.0.1:{sshd_server.port} has") in done.stderr


def test_a_harness_killed_by_sigkill_names_the_out_of_memory_killer(tgtbuild, tmp_path: Path) -> None:
    """The kernel kills itself with SIGKILL, as the OOM killer would (without using up the machine's memory)."""
    (tmp_path / "k.c").write_text("#include <signal.h>\n#include <stdint.h>\n#include <unistd.h>\n"
                                  "void k(float *out, int64_t n) { kill(getpid(), SIGKILL); }\n")
    done = tgtbuild("run", "--target", TARGET, "k.c", *ENTRY, cwd=tmp_path, timeout=600)
    assert done.returncode != 0 and "killed by SIGKILL" in done.stderr, done.stderr
    assert "out-of-memory killer" in done.stderr and "the --arg buffers take 0.00 GiB together" in done.stderr


def test_tune_refuses_timing_that_no_candidate_can_finish_before_its_timeout(tgtbuild, tmp_path: Path) -> None:
    (tmp_path / "k.c").write_text(KERNEL)
    done = tgtbuild("tune", "--target", TARGET, "k.c", *ENTRY, "--min-repeat-ms", "1e6", cwd=tmp_path, timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert "more than each candidate's timeout 30 s" in done.stderr and not (tmp_path / "build").exists()
