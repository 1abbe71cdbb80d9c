"""The one machine table: names, can-run, qemu and C library, read from real ELF files.

Tested as tables over the machines people deploy to (x86_64, i686, aarch64,
armv7 hard-float, riscv64), with glibc and musl; the ELF rows are real
programs linked by zig (no C library, so nothing is built but the program).
"""

from __future__ import annotations

import os
import platform
import subprocess
from pathlib import Path

import pytest
from tgtcli import zig_binary

from tgtbuild import machines
from tgtbuild.elf import read_elf
from tgtbuild.errors import TgtbuildError
from tgtbuild.machines import MachineError, can_run, of_arch, of_triple, of_uname
from tgtbuild.targets import Triple

# triple → (machine, qemu-user name, Debian multiarch folder)
TRIPLES = [
    ("x86_64-linux-gnu", "x86_64", "x86_64", "x86_64-linux-gnu"),
    ("x86_64-linux-musl", "x86_64", "x86_64", "x86_64-linux-gnu"),
    ("i686-linux-gnu", "i686", "i386", "i686-linux-gnu"),
    ("i386-linux-musl", "i686", "i386", "i686-linux-gnu"),
    ("aarch64-linux-gnu", "aarch64", "aarch64", "aarch64-linux-gnu"),
    ("arm64-linux-musl", "aarch64", "aarch64", "aarch64-linux-gnu"),
    ("armv7a-linux-gnueabihf", "arm", "arm", "arm-linux-gnueabihf"),
    ("armv7-linux-musleabihf", "arm", "arm", "arm-linux-gnueabihf"),
    ("thumbv7-linux-gnueabihf", "arm", "arm", "arm-linux-gnueabihf"),
    ("riscv64-linux-gnu", "riscv64", "riscv64", "riscv64-linux-gnu"),
    ("riscv64-linux-musl", "riscv64", "riscv64", "riscv64-linux-gnu"),
    ("riscv32-linux-musl", "riscv32", "riscv32", ""),
    ("powerpc64le-linux-gnu", "powerpc64le", "ppc64le", "powerpc64le-linux-gnu"),
    ("armeb-linux-gnueabi", "armeb", "armeb", ""),
    ("aarch64_be-linux-gnu", "aarch64_be", "aarch64_be", ""),
]


@pytest.mark.parametrize(("triple", "name", "qemu", "multiarch"), TRIPLES)
def test_a_triple_names_one_machine(triple: str, name: str, qemu: str, multiarch: str) -> None:
    machine = of_triple(Triple.parse(triple))
    assert machine is not None
    assert (machine.name, machine.qemu, machine.multiarch) == (name, qemu, multiarch)


@pytest.mark.parametrize(("uname", "name"), [
    ("x86_64", "x86_64"), ("amd64", "x86_64"), ("i686", "i686"), ("aarch64", "aarch64"), ("arm64", "aarch64"),
    ("armv7l", "arm"), ("armv6l", "arm"), ("armv8l", "arm"), ("riscv64", "riscv64"), ("ppc64le", "powerpc64le"),
    ("s390x", "s390x"), ("loongarch64", "loongarch64"),
])
def test_uname_names_the_same_machines(uname: str, name: str) -> None:
    assert of_uname(uname).name == name


# (cpu, code) → runs natively
CAN_RUN = [
    ("x86_64", "x86_64", True), ("x86_64", "i686", True), ("i686", "x86_64", False),
    ("aarch64", "aarch64", True), ("aarch64", "arm", True), ("arm", "aarch64", False),
    ("riscv64", "riscv64", True), ("riscv64", "riscv32", False), ("x86_64", "aarch64", False),
    ("aarch64", "x86_64", False), ("aarch64", "aarch64_be", False), ("powerpc64le", "powerpc64", False),
]


@pytest.mark.parametrize(("cpu", "code", "expected"), CAN_RUN)
def test_can_run_is_one_answer(cpu: str, code: str, expected: bool) -> None:
    assert can_run(machines.by_name(cpu), machines.by_name(code)) is expected


def test_every_row_is_reachable_from_its_own_names() -> None:
    for machine in machines.table().values():
        for arch in machine.triple_arches:
            assert of_arch(arch.rstrip("*") + ("v7" if arch.endswith("*") else "")) == machine, arch
        for word in machine.uname:
            assert of_uname(word) == machine, word
        assert machines.of_elf_header(machine.elf_machine, machine.bits, machine.endian) == machine


def test_unknown_names_say_so() -> None:
    assert of_arch("z80") is None
    assert of_uname("vax") is None
    with pytest.raises(MachineError, match="did you mean riscv64"):
        machines.by_name("riscv46")


def test_the_table_keys_are_the_machine_fields_and_those_without_a_default_are_required() -> None:
    row = {"bits": 64, "endian": "little", "elf-machine": 1, "triple-arches": ["toy"], "uname": ["toy"],
           "qemu": "toy", "soft-float": {"loader": "/lib/ld-toy.so"}}
    (built,) = machines._build([{"toy": row}])
    assert machines.Machine(*built) == machines.Machine("toy", 64, "little", 1, ("toy",), ("toy",), "toy",
                                                        soft_float=("", "", "/lib/ld-toy.so"))
    with pytest.raises(TgtbuildError, match=r"\[toy\]: unknown keys \['qemu-cheked'\], missing keys \['qemu'\]; "
                                            r"allowed: \['bits', .*'also-runs', .*'qemu-checked'\]"):
        machines._build([{"toy": {**{k: v for k, v in row.items() if k != "qemu"}, "qemu-cheked": "9"}}])


def test_a_cached_table_of_another_field_order_is_not_read(tmp_path: Path, monkeypatch) -> None:
    """The rows are cached as plain tuples: the entry an older tgtbuild wrote, keyed on the file alone while
    `qemu` stood after `also_runs`, must not be read as this one's rows."""
    from tgtbuild.paths import data_dir_str
    from tgtbuild.tomlfile import cached

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    path = os.path.join(data_dir_str("toolchains"), "machines.toml")
    stale = [("stale",) * len(machines.Machine._fields)]
    assert cached("machines", [path], lambda: stale) == stale and cached("machines", [path], list) == stale
    monkeypatch.setattr(machines, "_TABLE", None)
    assert "stale" not in machines.table() and machines.table()["aarch64"].qemu == "aarch64"


def test_a_board_that_cannot_run_the_code_is_refused_with_both_names() -> None:
    machines.check_board_runs("aarch64", Triple.parse("armv7a-linux-gnueabihf"), board="pi", target="t")
    with pytest.raises(MachineError, match=r"pi is armv7l \(arm\).*builds aarch64 code"):
        machines.check_board_runs("armv7l", Triple.parse("aarch64-linux-gnu"), board="pi", target="rasp4b")


def test_non_linux_targets_cannot_run_here() -> None:
    with pytest.raises(MachineError, match="cannot run its programs.*--board user@mac"):
        machines.local_runner(Triple.parse("aarch64-apple-macos"))
    with pytest.raises(MachineError, match="cannot run its programs.*--board user@phone"):
        machines.local_runner(Triple.parse("aarch64-linux-android24"))


@pytest.mark.skipif(platform.machine() != "x86_64", reason="the native/foreign split below is for an x86_64 host")
def test_local_runner_on_x86_64() -> None:
    assert machines.local_runner(Triple.parse("x86_64-linux-gnu")) == ()
    assert machines.local_runner(Triple.parse("i686-linux-musl")) == ()  # static: the CPU runs it
    aarch64 = machines.local_runner(Triple.parse("aarch64-linux-gnu"), check=False)
    assert os.path.basename(aarch64[0]).startswith("qemu-aarch64")
    if os.path.isdir("/usr/aarch64-linux-gnu/lib"):
        assert aarch64[1:] == ("-L", "/usr/aarch64-linux-gnu")
    assert machines.local_runner(Triple.parse("aarch64-linux-musl"), check=False)[1:] == ()
    riscv = machines.local_runner(Triple.parse("riscv64-linux-gnu"), sysroot="/nonexistent", check=False)
    assert os.path.basename(riscv[0]).startswith("qemu-riscv64")


# --- real ELF files ------------------------------------------------------------------------------

ELF_TARGETS = [
    # zig target, machine, what triple_of_program says (static: musl)
    ("x86_64-linux-musl", "x86_64", "x86_64-unknown-linux-musl"),
    ("x86-linux-musl", "i686", "i686-unknown-linux-musl"),
    ("aarch64-linux-musl", "aarch64", "aarch64-unknown-linux-musl"),
    ("arm-linux-musleabihf", "arm", "armv7a-unknown-linux-musleabihf"),
    ("riscv64-linux-musl", "riscv64", "riscv64-unknown-linux-musl"),
]


@pytest.fixture(scope="module")
def bare_programs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """One program per machine, linked without a C library (nothing but the program is built)."""
    root = tmp_path_factory.mktemp("elf")
    source = root / "start.c"
    source.write_text("void _start(void) { for (;;) {} }\n")
    programs = {}
    for zig_target, name, _ in ELF_TARGETS:
        out = root / name
        subprocess.run([zig_binary(), "cc", "-target", zig_target, "-nostdlib", "-static", "-o", str(out), str(source)],
                       check=True, timeout=300, capture_output=True)
        programs[name] = out
    return programs


@pytest.mark.parametrize(("zig_target", "name", "triple"), ELF_TARGETS)
def test_the_elf_header_names_the_machine(bare_programs: dict[str, Path], zig_target: str, name: str,
                                          triple: str) -> None:
    path = str(bare_programs[name])
    facts = read_elf(path)
    assert machines.of_elf(facts).name == name and facts.interpreter == ""
    assert str(machines.triple_of_program(path)) == triple
    machines.check_program_matches(path, Triple.parse(triple))
    other = "aarch64-linux-gnu" if name != "aarch64" else "riscv64-linux-gnu"
    with pytest.raises(MachineError, match=f"built for {name}, not for"):
        machines.check_program_matches(path, Triple.parse(other))


def test_the_artifact_report_uses_the_table_names(bare_programs: dict[str, Path]) -> None:
    from tgtbuild.reuse.artifacts import elf_info

    assert elf_info(str(bare_programs["riscv64"])) == ("executable", "riscv64")
    assert elf_info(str(bare_programs["i686"])) == ("executable", "i686")


def test_the_artifact_kind_comes_from_the_bytes_not_the_name(tmp_path: Path) -> None:
    """A static-pie is a program (DF_1_PIE, no loader); a library is one whatever its name; .o and .a as they are."""
    from tgtbuild.reuse.artifacts import elf_info

    (tmp_path / "start.c").write_text("void _start(void) { for (;;) {} }\n")
    (tmp_path / "lib.c").write_text("int f(void) { return 1; }\n")
    zig = [zig_binary(), "cc", "-target", "x86_64-linux-musl", "-nostdlib"]
    for argv in (["-static", "-fPIE", "-pie", "-o", "static-pie", "start.c"],
                 ["-shared", "-fPIC", "-o", "plugin", "lib.c"], ["-c", "-o", "lib.o", "lib.c"]):
        subprocess.run([*zig, *argv], cwd=tmp_path, check=True, timeout=300, capture_output=True)
    subprocess.run([zig_binary(), "ar", "rcs", "liblib.a", "lib.o"], cwd=tmp_path, check=True, timeout=60)
    (tmp_path / "liblib.so.1").write_bytes((tmp_path / "plugin").read_bytes())
    facts = read_elf(str(tmp_path / "static-pie"))
    assert (facts.e_type, facts.interpreter, facts.pie) == (3, "", True)
    assert {name: elf_info(str(tmp_path / name)) for name in
            ("static-pie", "plugin", "liblib.so.1", "lib.o", "liblib.a", "start.c")} == {
        "static-pie": ("executable", "x86_64"), "plugin": ("shared-library", "x86_64"),
        "liblib.so.1": ("shared-library", "x86_64"), "lib.o": None, "liblib.a": ("static-library", ""),
        "start.c": None}


def test_a_glibc_program_reports_its_loader(tmp_path: Path) -> None:
    source = tmp_path / "main.c"
    source.write_text("int main(void) { return 0; }\n")
    out = tmp_path / "prog"
    subprocess.run([zig_binary(), "cc", "-target", "riscv64-linux-gnu.2.28", "-o", str(out), str(source)],
                   check=True, timeout=300, capture_output=True)
    facts = read_elf(str(out))
    assert machines.of_elf(facts).name == "riscv64" and "ld-linux-riscv64" in facts.interpreter
    assert str(machines.triple_of_program(str(out))) == "riscv64-unknown-linux-gnu"
