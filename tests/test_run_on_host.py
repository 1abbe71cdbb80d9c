"""`--on host` (also cpu, llvm) runs a CPU program on a device target's host, as TVM's target.host.

A CPU program for nvidia/jetson-orin-nano could not be run at all: the tag is
a cuda target and every --on answered "cuda is not a composite target"
(issue 25). The Jetson's host is aarch64 glibc (cortex-a78ae): the program
runs on the emulated board, as rasp4b's do.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

HELLO = '#include <stdio.h>\nint main(void) { puts("hello from the host"); return 0; }\n'


def test_a_cpu_program_runs_on_the_host_of_a_jetson_tag(tmp_path, tgtbuild):
    if shutil.which("qemu-aarch64-static") is None or not Path("/usr/aarch64-linux-gnu/lib").is_dir():
        pytest.skip("needs qemu-aarch64-static and libc6-arm64-cross (scripts/system-deps.sh)")
    (tmp_path / "hello.c").write_text(HELLO)
    done = tgtbuild("run", "-t", "nvidia/jetson-orin-nano", "--on", "host", "hello.c", cwd=tmp_path,
                    timeout=600)  # a cold zig builds compiler_rt for the cortex-a78ae once: ~40 s
    assert done.returncode == 0, done.stderr
    assert done.stdout == "hello from the host\n"
    assert list((tmp_path / "build").glob("arm-cortex-a78ae-*"))  # built for the host CPU, not the GPU


@pytest.mark.parametrize("on", ["host", "cpu", "llvm"])
def test_a_composite_target_runs_cpu_code_on_its_host(tmp_path, tgtbuild, on):
    (tmp_path / "hello.c").write_text(HELLO)
    done = tgtbuild("run", "-t", "composite -host=x86_64-linux-gnu -devices=opencl,cuda", "--on", on, "hello.c",
                    cwd=tmp_path, timeout=600)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "hello from the host\n"


def test_a_device_tag_without_on_names_the_host_way(tmp_path, tgtbuild):
    (tmp_path / "hello.c").write_text(HELLO)
    done = tgtbuild("run", "-t", "nvidia/jetson-orin-nano", "hello.c", cwd=tmp_path, timeout=120)
    assert done.returncode == 125 and "--on host runs a CPU program on its host" in done.stderr
