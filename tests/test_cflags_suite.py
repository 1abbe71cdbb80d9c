"""A PolyBench-style suite through `tgtbuild run` with -I/-D/--fp-contract off alone: byte-identical to native gcc.

examples/kernel-suite holds six kernels that share utilities/ (a header
with -D-chosen sizes, a .c with seeded data and exact printing). Each is
built for aarch64 (musl, static) and run under qemu-user with only the
options a user would pass to gcc; the output must equal, byte for byte, a
native `gcc -O2 -ffp-contract=off` build. With `--fp-contract on` Horner's
rule fuses into FMA and its output differs: the option is what makes the
outputs agree.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SUITE = Path(__file__).parent.parent / "examples" / "kernel-suite"
KERNELS = sorted(p.stem for p in (SUITE / "kernels").glob("*.c"))
ENV = {k: v for k, v in os.environ.items() if k not in ("CFLAGS", "CPPFLAGS", "CXXFLAGS", "LDFLAGS")}

pytestmark = [
    pytest.mark.skipif(shutil.which("gcc") is None, reason="native gcc is the reference (apt-get install gcc)"),
    pytest.mark.skipif(shutil.which("qemu-aarch64-static") is None,
                       reason="qemu-aarch64-static runs the aarch64 builds (apt-get install qemu-user-static)"),
]


def _native(kernel: str, tmp_path: Path) -> str:
    exe = tmp_path / f"{kernel}-native"
    subprocess.run(["gcc", "-O2", "-ffp-contract=off", "-I", "utilities", "-DMINI_DATASET", "utilities/suite.c",
                    f"kernels/{kernel}.c", "-lm", "-o", str(exe)], cwd=SUITE, check=True, timeout=120)
    return subprocess.run([str(exe)], capture_output=True, text=True, check=True, timeout=60).stdout


def _tgtbuild_run(kernel: str, tmp_path: Path, contract: str) -> str:
    run = subprocess.run(
        [sys.executable, "-m", "tgtbuild", "run", "--target", "aarch64-linux-musl", "--board", "local",
         "-I", "utilities", "-DMINI_DATASET", "--fp-contract", contract, "utilities/suite.c",
         f"kernels/{kernel}.c", "-lm", "--build-dir", str(tmp_path / f"build-{contract}"), "--json"],
        cwd=SUITE, capture_output=True, text=True, timeout=900, env=ENV)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout)["stdout"]


@pytest.mark.parametrize("kernel", KERNELS)
def test_kernel_output_is_byte_identical_to_native_gcc(tmp_path, kernel):
    native = _native(kernel, tmp_path)
    assert native.count("\n") >= 12
    assert _tgtbuild_run(kernel, tmp_path, "off") == native


def test_contraction_on_changes_horner(tmp_path):
    assert _tgtbuild_run("horner", tmp_path, "on") != _native("horner", tmp_path)
