"""A board whose CPU lacks a feature the target's code uses is refused before building, naming the features.

AVX-512 tags ran hello natively on a CPU without AVX-512 and PolyBench then
died with "Illegal instruction" (issue 25). The features come from the real
compiler (zig's predefined macros under the tag's -mcpu), the board's from
its /proc/cpuinfo: this machine's for --board local, the sshd board's over
SSH. Which x86 tag this CPU cannot run is found at test time (this machine
may or may not have AVX-512).
"""

from __future__ import annotations

import platform
from pathlib import Path

import pytest

from tgtbuild.cpufeatures import check, local_cpuinfo, parse_cpuinfo, target_features
from tgtbuild.machines import MachineError
from tgtbuild.targets import Target

X86_TAGS = ("x86/x86-64-v3", "x86/x86-64-v4", "x86/znver4", "x86/sapphirerapids")
HELLO = '#include <stdio.h>\nint main(void) { puts("hello"); return 0; }\n'
# A Raspberry Pi 4 (Cortex-A72) running a 64-bit kernel, as /proc/cpuinfo lists it.
PI4 = "processor\t: 0\nBogoMIPS\t: 108.00\nFeatures\t: fp asimd evtstrm crc32 cpuid\nCPU implementer\t: 0x41\n"


def _unrunnable_here() -> tuple[str, list[str]]:
    """An x86 tag whose code this machine's CPU cannot run, and the features it lacks."""
    if platform.machine() != "x86_64":
        pytest.skip("the x86 tags run natively only on an x86_64 machine")
    have = parse_cpuinfo(local_cpuinfo(), "x86") or frozenset()
    for tag in reversed(X86_TAGS):
        missing = sorted(set(target_features(Target(tag))) - have)
        if missing:
            return tag, missing
    pytest.skip(f"this CPU has every feature of {', '.join(X86_TAGS)} (AMX and AVX-512 FP16 included)")


def test_the_compiler_says_which_features_a_tag_uses():
    assert {"avx512f", "avx512bw", "avx512_fp16"} <= set(target_features(Target("x86/sapphirerapids")))
    assert "amx_tile" not in target_features(Target("x86/sapphirerapids"))  # intrinsics only: not checked
    assert "avx512f" not in target_features(Target("x86/x86-64-v3"))
    assert {"sve", "i8mm", "bf16"} <= set(target_features(Target("aws/graviton3")))


def test_a_pi4_is_refused_for_graviton3_code_naming_sve_and_accepted_for_its_own():
    with pytest.raises(MachineError) as info:
        check(Target("aws/graviton3"), PI4, board="pi@rpi")
    message = str(info.value)
    assert "board pi@rpi lacks CPU features that code for aws/graviton3 uses" in message
    assert "sve" in message and "i8mm" in message and "crc32" not in message
    check(Target("rasp4b"), PI4, board="pi@rpi")  # cortex-a72 code on a Pi 4: LLVM's AES/SHA2 are not checked


def test_risc_v_isa_lines_name_single_letter_and_z_extensions():
    assert parse_cpuinfo("isa\t\t: rv64imafdcv_zba_zbb\n", "riscv") >= {"v", "zba", "c"}
    assert "v" not in parse_cpuinfo("isa\t\t: rv64imafdc\n", "riscv")
    assert parse_cpuinfo("model name: x\n", "riscv") is None  # says nothing: not checked


def test_this_machine_is_refused_for_a_tag_whose_features_its_cpu_lacks(tmp_path, tgtbuild):
    tag, missing = _unrunnable_here()
    (tmp_path / "hello.c").write_text(HELLO)
    done = tgtbuild("run", "-t", tag, "hello.c", cwd=tmp_path, timeout=120)
    assert done.returncode == 125, done.stderr
    assert f"board local lacks CPU features that code for {tag} uses: {', '.join(missing)}" in done.stderr
    assert not (tmp_path / "build").exists()


def test_an_ssh_board_is_refused_from_its_own_cpuinfo(tmp_path, sshd_server, tgtbuild, write_boards):
    tag, missing = _unrunnable_here()
    boards = write_boards(tmp_path, sshd_server, emulator=[])
    (tmp_path / "hello.c").write_text(HELLO)
    done = tgtbuild("run", "-t", tag, "--board", "lab", "--boards-file", str(boards), "hello.c",
                    cwd=tmp_path, timeout=120)
    assert done.returncode == 125, done.stderr
    assert "lacks CPU features" in done.stderr and ", ".join(missing) in done.stderr
    assert not Path(tmp_path, "build").exists()


def test_qemu_refuses_code_using_a_feature_it_does_not_emulate_and_names_the_way_out(tmp_path, tgtbuild):
    from tgtbuild.cpufeatures import qemu_version
    from tgtbuild.machines import by_name, qemu_binary

    qemu = qemu_binary(by_name("riscv64"))
    if qemu is None:
        pytest.skip("qemu-riscv64-static is not installed (apt-get install qemu-user-static)")
    if qemu_version(qemu).split(".")[:2] != ["7", "2"]:
        pytest.skip(f"machines.toml's qemu-lacks were found with qemu 7.2; this is {qemu_version(qemu)}")
    (tmp_path / "hello.c").write_text(HELLO)
    done = tgtbuild("run", "-t", "riscv/spacemit-k3", "hello.c", cwd=tmp_path, timeout=120)
    assert done.returncode == 125, done.stderr
    assert "does not emulate zfa, which code for riscv/spacemit-k3 uses" in done.stderr
    assert "--target 'riscv/spacemit-k3 -mattr=-zfa'" in done.stderr
    assert not (tmp_path / "build").exists()
