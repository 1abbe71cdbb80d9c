"""Every target the embedded zig serves: it compiles for each family, and runs under qemu-user where qemu can.

Compiling one object per family is fast (zig needs only headers for `-c`).
Linking a program needs the target's libc, which zig builds once into
~/.cache/zig: a minute or more per static musl arch on a busy machine, so
only the two arches the issue tried by hand are linked and run here
(riscv32 and soft-float arm musl). macOS, Windows and WASI programs build
here and cannot run here: the error says where they do run.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tgtbuild.builder.configure import Request, configure
from tgtbuild.builder.ninjatool import find_ninja
from tgtbuild.cli import main
from tgtbuild.machines import MachineError, local_runner
from tgtbuild.targets import Target
from tgtbuild.targets.tags import registry
from tgtbuild.toolchain import ToolchainError, select

SOURCE = "int add(int a, int b) { return a + b; }\n"
ELF_MACHINES = {  # e_machine of an ELF object
    "riscv32-linux-musl": 243, "arm-linux-musleabi": 40, "hexagon-linux-musl": 164, "powerpc64le-linux-gnu": 21,
    "s390x-linux-musl": 22, "loongarch64-linux-gnu": 258, "mips-linux-gnu": 8, "mipsel-linux-musl": 8,
    "mips64el-linux-gnuabi64": 8, "qcom/hexagon": 164, "arm/pynq": 40, "riscv32-linux-gnu": 243,
}
OTHER_FORMATS = {  # file magic of the object
    "apple/m1": b"\xcf\xfa\xed\xfe", "x86_64-apple-macos": b"\xcf\xfa\xed\xfe",
    "x86_64-windows-gnu": b"\x64\x86", "wasm32-wasi": b"\0asm",
}


def _object(tmp_path: Path, target: str) -> bytes:
    """Configure a build of one C file for `target` and let ninja make only its object."""
    source = tmp_path / "add.c"
    source.write_text(SOURCE)
    configured = configure(Request(target=str(Target(target)), sources=(str(source),),
                                   build_root=str(tmp_path / "build"), name="add"))
    subprocess.run([find_ninja(), "-C", str(configured.build_dir), "obj/add.c.o"], check=True,
                   capture_output=True, timeout=300)
    return (configured.build_dir / "obj" / "add.c.o").read_bytes()


def test_every_builtin_tag_but_android_has_a_toolchain():
    """Android needs the NDK; the riscv32 ilp32 tags are refused by toolchains/support.toml, saying why."""
    from tgtbuild.support import row_of

    missing = []
    for name in registry().names():
        try:
            select(Target(name))
        except ToolchainError as exc:
            missing.append((name, str(exc)))
    android = [(n, m) for n, m in missing if str(Target(n).cpu_target.triple).split("-")[-1].startswith("android")]
    refused = [(n, m) for n, m in missing if (n, m) not in android]
    assert android and all("android" in message.lower() or "ndk" in message.lower() for _, message in android)
    assert sorted(n for n, _ in refused) == ["riscv/sifive-e31", "riscv/sifive-e76"]
    assert all(row_of(Target(n)).why in message for n, message in refused)


@pytest.mark.parametrize("target", sorted(ELF_MACHINES))
def test_linux_and_dsp_families_compile_to_the_right_elf_machine(tmp_path, target):
    data = _object(tmp_path, target)
    assert data[:4] == b"\x7fELF"
    little = data[5] == 1
    machine = int.from_bytes(data[18:20], "little" if little else "big")
    assert machine == ELF_MACHINES[target]


@pytest.mark.parametrize("target", sorted(OTHER_FORMATS))
def test_macos_windows_and_wasi_compile_to_their_object_format(tmp_path, target):
    assert _object(tmp_path, target).startswith(OTHER_FORMATS[target])


@pytest.mark.parametrize(("target", "where"), [
    ("apple/m1", "run on a Mac: --board user@mac"), ("x86_64-windows-gnu", "Windows machine with OpenSSH"),
    ("wasm32-wasi", "WASI runtime"), ("qcom/hexagon", "libraries, not programs"),
])
def test_targets_that_cannot_run_here_say_where_they_run(target, where):
    with pytest.raises(MachineError) as info:
        local_runner(Target(target).cpu_target.triple)
    assert "builds here" in str(info.value) and where in str(info.value)


def test_a_freestanding_dsp_gets_a_static_library_and_no_shared_one(tmp_path, capsys):
    (tmp_path / "add.c").write_text(SOURCE)
    assert main(["build", "-t", "qcom/hexagon-v68", str(tmp_path / "add.c"), "--build-dir", str(tmp_path / "b")]) == 0
    (build_dir,) = (tmp_path / "b").glob("qcom-hexagon-v68-*")
    assert (build_dir / "libadd.a").exists() and not (build_dir / "libadd.so").exists()


def test_glibc_pin_is_raised_to_the_arch_s_first_glibc():
    assert select(Target("riscv32-linux-gnu")).cc[-1] == "riscv32-linux-gnu.2.33"
    assert select(Target("loongarch64-linux-gnu")).cc[-1] == "loongarch64-linux-gnu.2.36"
    assert select(Target("aarch64-linux-gnu")).cc[-1] == "aarch64-linux-gnu.2.28"
    assert select(Target("powerpc64le-linux-gnu")).cc[-1] == "powerpc64le-linux-gnu.2.32"  # __printfieee128


HELLO = '#include <stdio.h>\nint main(void) { printf("sum %d\\n", 40 + 2); return 0; }\n'


# zig builds static musl and compiler_rt for the arch on first use: 56 s (riscv32) and 50 s (arm) cold at load 3,
# 140 s and 107 s before tgtbuild's links left UBSan's runtime out; >10 min was seen on a busy machine then.
@pytest.mark.timeout(1800)
@pytest.mark.parametrize(("target", "qemu"), [("riscv32-linux-musl", "qemu-riscv32-static"),
                                              ("arm-linux-musleabi", "qemu-arm-static")])
def test_new_musl_arches_run_under_qemu(tmp_path, capsys, target, qemu):
    if shutil.which(qemu) is None:
        pytest.skip(f"{qemu} is not installed (apt-get install qemu-user-static)")
    (tmp_path / "hello.c").write_text(HELLO)
    status = main(["run", "-t", target, "--board", "local", str(tmp_path / "hello.c"), "-o", "hello",
                   "--build-dir", str(tmp_path / "b")])
    assert status == 0
    assert "sum 42" in capsys.readouterr().out
