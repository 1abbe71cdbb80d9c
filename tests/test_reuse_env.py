"""tgtbuild env: the facts, each format's text, and quoting that survives each format's tool."""

from __future__ import annotations

import ast
import configparser
import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from tgtcli import python_output

from tgtbuild.machines import of_triple
from tgtbuild.reuse.cceach import SCRIPT
from tgtbuild.reuse.facts import cmake_system, gather, meson_machine
from tgtbuild.reuse.quoting import (
    QuotingError,
    to_cmake_value,
    to_make_cmdline,
    to_make_value,
    to_meson_value,
    to_sh_value,
)
from tgtbuild.reuse.render import meson_target_text, render_env
from tgtbuild.targets import Target, Triple

CMAKE = shutil.which("cmake", path=os.path.dirname(sys.executable)) or shutil.which("cmake")
MAKE = shutil.which("make")
MESON = shutil.which("meson", path=os.path.dirname(sys.executable))

# A compiler that prints its argv as JSON: whatever reaches it survived the quoting.
FAKE_CC = """#!/bin/sh
exec {python} -c 'import json, sys; print(json.dumps(sys.argv[1:]))' "$@"
"""


@pytest.mark.parametrize(
    "triple, system, processor",
    [
        ("aarch64-linux-gnu", "Linux", "aarch64"),
        ("armv7a-linux-gnueabihf", "Linux", "armv7-a"),
        ("riscv64-linux-gnu", "Linux", "riscv64"),
        ("x86_64-linux-musl", "Linux", "x86_64"),
        ("i686-linux-gnu", "Linux", "i686"),
        ("aarch64-linux-android24", "Android", "aarch64"),
        ("x86_64-pc-windows-msvc", "Windows", "x86_64"),
        ("aarch64-apple-macos", "Darwin", "aarch64"),
    ],
)
def test_cmake_system_table(triple: str, system: str, processor: str) -> None:
    assert cmake_system(Triple.parse(triple)) == (system, processor)


@pytest.mark.parametrize(
    "triple, machine, qemu",
    [
        ("aarch64-linux-gnu", ("linux", "aarch64", "little"), "aarch64"),
        ("armv7a-linux-gnueabihf", ("linux", "arm", "little"), "arm"),
        ("riscv64-linux-gnu", ("linux", "riscv64", "little"), "riscv64"),
        ("x86_64-linux-gnu", ("linux", "x86_64", "little"), "x86_64"),
        ("i686-linux-gnu", ("linux", "x86", "little"), "i386"),
        ("aarch64-linux-android24", ("android", "aarch64", "little"), "aarch64"),
        ("powerpc64le-linux-gnu", ("linux", "powerpc64le", "little"), "ppc64le"),
        ("s390x-linux-gnu", ("linux", "s390x", "big"), "s390x"),
    ],
)
def test_meson_and_qemu_tables(triple: str, machine: tuple[str, str, str], qemu: str) -> None:
    parsed = Triple.parse(triple)
    assert meson_machine(parsed) == machine
    assert of_triple(parsed).qemu == qemu


@pytest.fixture(scope="module")
def aarch64() -> dict:
    return gather("aarch64-linux-gnu")


@pytest.fixture
def spaced_cc(tmp_path: Path) -> list[str]:
    """A compiler in a folder with a space, called with zig's multi-word form and awkward words."""
    folder = tmp_path / "tool chain"
    folder.mkdir()
    cc = folder / "zig"
    cc.write_text(FAKE_CC.format(python=sys.executable))
    cc.chmod(cc.stat().st_mode | stat.S_IXUSR)
    return [str(cc), "cc", "-target", "aarch64-linux-gnu.2.28", "-DQ=it's $HOME #1 \"x\" a;b"]


EXPECTED_ARGS = ["cc", "-target", "aarch64-linux-gnu.2.28", "-DQ=it's $HOME #1 \"x\" a;b"]


def test_facts_are_plain_and_complete(aarch64: dict) -> None:
    assert json.loads(json.dumps(aarch64)) == aarch64
    assert aarch64["triple"] == "aarch64-unknown-linux-gnu"
    assert aarch64["toolchain"] == "zig"
    assert aarch64["cc"][1:3] == ["cc", "-target"]
    assert aarch64["system_name"] == "Linux" and aarch64["system_processor"] == "aarch64"
    assert aarch64["cross"] is True
    if shutil.which("qemu-aarch64-static"):
        assert aarch64["runner"][0].endswith("qemu-aarch64-static")
        if os.path.isdir("/usr/aarch64-linux-gnu"):
            assert aarch64["runner"][1:] == ["-L", "/usr/aarch64-linux-gnu"]


def test_rasp4b_cpu_and_flags() -> None:
    facts = gather("rasp4b")
    assert facts["cpu"] == "cortex-a72"
    assert any(flag.startswith("-mcpu=cortex_a72") for flag in facts["cflags"])
    cmake = render_env(facts, "cmake")
    assert 'set(TGTBUILD_CPU "cortex-a72")' in cmake
    assert "cpu = 'cortex-a72'" in render_env(facts, "meson")


def test_make_text(aarch64: dict) -> None:
    text = render_env(aarch64, "make")
    zig = aarch64["cc"][0]
    assert f"CC := sh {SCRIPT} {zig} cc -target aarch64-linux-gnu.2.28\n" in text  # reuse/cceach.sh
    assert f"AR := {zig} ar\n" in text
    assert "TGT_TRIPLE := aarch64-unknown-linux-gnu\n" in text
    assert "TGT_RUN := " in text
    assert render_env(aarch64, "make") == text  # pure: same facts, same bytes


def test_cmake_text(aarch64: dict) -> None:
    text = render_env(aarch64, "cmake")
    assert 'set(CMAKE_SYSTEM_NAME "Linux")' in text
    assert 'set(CMAKE_SYSTEM_PROCESSOR "aarch64")' in text
    assert 'set(CMAKE_C_COMPILER "${TGTBUILD_WRAPPER_DIR}/cc")' in text
    assert 'set(CMAKE_CXX_COMPILER "${TGTBUILD_WRAPPER_DIR}/c++")' in text
    assert "CMAKE_C_COMPILER_TARGET" not in text  # zig has the target in its wrapper
    assert "set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)" in text
    assert "set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)" in text
    assert "CMAKE_CUDA_ARCHITECTURES" not in text
    if aarch64["runner"]:
        assert "set(CMAKE_CROSSCOMPILING_EMULATOR " + to_cmake_value(aarch64["runner"]) + ")" in text
        assert "tgtbuild ctest --target T --test-dir BUILD" in text and "qemu-user-binfmt" in text


def test_cmake_clang_uses_compiler_target(aarch64: dict) -> None:
    facts = dict(aarch64, toolchain_family="clang", cc=["/usr/bin/clang", "--target=aarch64-linux-gnu"],
                 cxx=["/usr/bin/clang++", "--target=aarch64-linux-gnu"], compiler_target="aarch64-linux-gnu",
                 ar=["/usr/bin/llvm-ar"], ranlib=["/usr/bin/llvm-ranlib"], strip=["/usr/bin/llvm-strip"],
                 sysroot="/usr/aarch64-linux-gnu")
    text = render_env(facts, "cmake")
    assert 'set(CMAKE_C_COMPILER "/usr/bin/clang")' in text
    assert 'set(CMAKE_C_COMPILER_TARGET "aarch64-linux-gnu")' in text
    assert 'set(CMAKE_AR "/usr/bin/llvm-ar")' in text
    assert "_tgtbuild_wrapper(" not in text  # single-word tools need no wrapper
    assert 'set(CMAKE_SYSROOT "/usr/aarch64-linux-gnu")' in text


def test_cmake_cuda_architectures() -> None:
    facts = gather("nvidia/jetson-orin-nano")
    assert facts["cuda_archs"] == ["87"]
    assert facts["triple"] == "aarch64-unknown-linux-gnu"  # the host CPU's compilers
    assert 'set(CMAKE_CUDA_ARCHITECTURES "87")' in render_env(facts, "cmake")
    # SASS for the board and PTX for the driver's JIT, like the build's own nvcc edges
    assert "cuda_args = ['-gencode', 'arch=compute_87,code=[sm_87,compute_87]']" in render_env(facts, "meson")


def test_meson_text_parses(aarch64: dict) -> None:
    text = render_env(aarch64, "meson")
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(text)
    assert ast.literal_eval(parser["binaries"]["c"]) == aarch64["cc"]
    assert ast.literal_eval(parser["host_machine"]["cpu_family"]) == "aarch64"
    assert parser["properties"]["needs_exe_wrapper"] == "true"
    if aarch64["runner"]:
        assert ast.literal_eval(parser["binaries"]["exe_wrapper"]) == aarch64["runner"]


def test_board_runner_is_tgtbuild_exec(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    boards = tmp_path / "boards.toml"
    boards.write_text('[pi]\nhost = "pi@rpi.lan:2222"\n')
    monkeypatch.chdir(tmp_path)
    facts = gather("aarch64-linux-gnu", "pi")
    assert facts["runner"][-7:] == ["exec", "--board", "pi", "--boards-file", str(boards), "--sync-build-roots", "--"]
    assert facts["board_local"] is False  # what `tgtbuild ctest` asks, without resolving the word again
    direct = gather("aarch64-linux-gnu", "pi@rpi.lan")
    assert direct["runner"][-5:] == ["exec", "--board", "pi@rpi.lan", "--sync-build-roots", "--"]
    assert "exe_wrapper = " + to_meson_value(direct["runner"]) in render_env(direct, "meson")


def test_native_target_needs_no_runner() -> None:
    facts = gather(f"llvm -mtriple={Triple.host()}")
    assert facts["cross"] is False and facts["runner"] == [] and facts["board_local"] is True
    assert "CROSSCOMPILING_EMULATOR" not in render_env(facts, "cmake")
    assert "\nexe_wrapper = " not in render_env(facts, "meson")


def test_foreign_target_without_qemu_says_so(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))  # no qemu on it
    facts = gather("riscv64-linux-gnu")
    assert facts["runner"] == [] and "qemu-user-static" in facts["runner_note"]
    assert "# no runner:" in render_env(facts, "cmake")


@pytest.mark.parametrize("helper", [to_make_value, to_cmake_value, to_meson_value, to_sh_value])
def test_newline_is_refused(helper) -> None:
    with pytest.raises(QuotingError):
        helper(["a\nb"])


def test_quoting_units() -> None:
    assert to_make_value(["/a b/zig", "cc"]) == "'/a b/zig' cc"
    assert to_make_value("$x #y") == "$$x \\#y"
    assert to_make_cmdline("CC", ["/a b/zig", "$x"]) == "CC='/a b/zig' '$$x'"
    assert to_cmake_value('a "b" $c \\d;e') == '"a \\"b\\" \\$c \\\\d;e"'
    assert to_cmake_value(["a", "b c"]) == '"a" "b c"'
    assert to_meson_value(["it's", "a\\b"]) == "['i' + '''t's''', 'a\\b']"  # machine files read no escapes
    assert to_meson_value(True) == "true"
    assert to_sh_value(["/a b/zig", "cc"]) == "''\"'\"'/a b/zig'\"'\"' cc'"


@pytest.mark.skipif(MAKE is None, reason="make not installed")
def test_make_fragment_and_cmdline_keep_compiler_words(aarch64: dict, spaced_cc: list[str], tmp_path: Path) -> None:
    facts = dict(aarch64, cc=spaced_cc)
    (tmp_path / "cross.mk").write_text(render_env(facts, "make"))
    (tmp_path / "Makefile").write_text("include cross.mk\nall:\n\t@$(CC)\n")
    out = subprocess.run([MAKE, "-s", "-C", str(tmp_path)], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == EXPECTED_ARGS
    (tmp_path / "Makefile").write_text("CC = gcc\nall:\n\t@$(CC)\n")
    argv = [MAKE, "-s", "-C", str(tmp_path), to_make_cmdline("CC", spaced_cc)]
    out = subprocess.run(argv, capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == EXPECTED_ARGS


def test_sh_env_keeps_compiler_words(aarch64: dict, spaced_cc: list[str], tmp_path: Path) -> None:
    facts = dict(aarch64, cc=spaced_cc)
    (tmp_path / "env.sh").write_text(render_env(facts, "sh"))
    out = subprocess.run(["sh", "-c", '. ./env.sh && eval "$CC"'], cwd=tmp_path, capture_output=True,
                         text=True, check=True).stdout
    assert json.loads(out) == EXPECTED_ARGS


def _meson_reads(path: Path) -> dict:
    """The sections of a machine file as Meson's own parser (the code `meson setup` runs) reads them."""
    reader = ("import json, sys\nfrom mesonbuild.machinefile import parse_machine_files\n"
              "print(json.dumps(parse_machine_files([sys.argv[1]], '.')))\n")
    return json.loads(python_output(reader, str(path)))


@pytest.mark.skipif(MESON is None, reason="meson not installed (pip install meson)")
def test_meson_value_keeps_compiler_words(aarch64: dict, spaced_cc: list[str], tmp_path: Path) -> None:
    awkward = ["a\\b", "c:\\dir\\", "x'y", "it''s", "-host='llvm -mcpu=a'x", "semi;colon #hash", "%(x)s"]
    cross = tmp_path / "cross.ini"
    cross.write_text(render_env(dict(aarch64, cc=spaced_cc, cflags=awkward), "meson"))
    sections = _meson_reads(cross)
    assert sections["binaries"]["c"] == spaced_cc
    assert sections["built-in options"]["c_args"] == awkward


@pytest.mark.parametrize("value", ["'lead", "trail'", "a'''b", "a\\'b", "a'\\b", "'"])
def test_meson_refuses_values_it_cannot_spell(value: str) -> None:
    with pytest.raises(QuotingError, match="machine file"):
        to_meson_value(value)


def test_meson_target_text_is_the_same_target() -> None:
    for text in ("rasp4b", "nvidia/jetson-orin-nano", "llvm -mtriple=aarch64-linux-gnu -mattr=+neon"):
        target = Target(text)
        meson_text = meson_target_text(str(target))
        assert not meson_text.endswith("'") and Target(meson_text) == target


@pytest.mark.skipif(CMAKE is None, reason="cmake not installed (pip install cmake)")
def test_cmake_wrapper_keeps_compiler_words(aarch64: dict, spaced_cc: list[str], tmp_path: Path) -> None:
    facts = dict(aarch64, cc=spaced_cc)
    toolchain = tmp_path / "tool chain.cmake"
    toolchain.write_text(render_env(facts, "cmake"))
    script = tmp_path / "probe.cmake"
    script.write_text(
        f'include("{toolchain}")\n'
        'execute_process(COMMAND "${CMAKE_C_COMPILER}" OUTPUT_VARIABLE out RESULT_VARIABLE rc)\n'
        'message(STATUS "ARGV=${out}")\n'
    )
    build = tmp_path / "build dir"
    build.mkdir()
    result = subprocess.run([CMAKE, "-P", str(script)], cwd=build, capture_output=True, text=True, check=True)
    line = next(x for x in result.stdout.splitlines() if "ARGV=" in x)
    assert json.loads(line.split("ARGV=", 1)[1]) == EXPECTED_ARGS
    assert (build / "tgtbuild-wrappers" / "cc").stat().st_mode & stat.S_IXUSR


@pytest.mark.skipif(CMAKE is None, reason="cmake not installed (pip install cmake)")
def test_cmake_wrapper_drops_only_the_linker_flags_zig_refuses(aarch64: dict, spaced_cc: list[str],
                                                                tmp_path: Path) -> None:
    toolchain = tmp_path / "zig.cmake"
    toolchain.write_text(render_env(dict(aarch64, cc=spaced_cc), "cmake"))
    script = tmp_path / "probe.cmake"
    script.write_text(
        f'include("{toolchain}")\n'
        'execute_process(COMMAND "${CMAKE_C_COMPILER}" -shared "-Wl,--exclude-libs,ALL" -Wl,-soname,x.so '
        '"-Wl,--exclude-libs=libfoo.a" "a b" OUTPUT_VARIABLE out RESULT_VARIABLE rc)\n'
        'message(STATUS "ARGV=${out}")\n'
    )
    result = subprocess.run([CMAKE, "-P", str(script)], cwd=tmp_path, capture_output=True, text=True, check=True)
    line = next(x for x in result.stdout.splitlines() if "ARGV=" in x)
    assert json.loads(line.split("ARGV=", 1)[1]) == [*EXPECTED_ARGS, "-shared", "-Wl,-soname,x.so", "a b"]


@pytest.mark.skipif(CMAKE is None or shutil.which("ninja") is None, reason="needs cmake and ninja")
def test_a_shared_library_linked_with_exclude_libs_builds_through_the_zig_toolchain_file(tmp_path: Path) -> None:
    """TVM's and tvm-ffi's CMake link every Linux .so with -Wl,--exclude-libs,ALL; zig refused it.

    A C library, not C++: the flag is refused by zig's linker driver whatever the language, and a C++
    one made zig build libc++ for aarch64 glibc, a minute of CPU on CI's cold cache for this test alone.
    """
    from tgtbuild.elf import read_elf

    (tmp_path / "f.c").write_text('#include <string.h>\nint f(const char *s) { return (int)strlen(s); }\n')
    (tmp_path / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.18)\nproject(x C)\nadd_library(f SHARED f.c)\n"
        'target_link_options(f PRIVATE "-Wl,--exclude-libs,ALL")\n')
    toolchain = tmp_path / "aarch64.cmake"
    facts = gather("aarch64-linux-gnu")
    assert facts["toolchain_family"] == "zig"
    toolchain.write_text(render_env(facts, "cmake"))
    build = tmp_path / "build"
    subprocess.run([CMAKE, "-S", str(tmp_path), "-B", str(build), "-G", "Ninja",
                    f"-DCMAKE_TOOLCHAIN_FILE={toolchain}"], capture_output=True, text=True, check=True, timeout=300)
    done = subprocess.run([CMAKE, "--build", str(build)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    elf = read_elf(str(build / "libf.so"))
    assert elf is not None and elf.e_machine == 183  # EM_AARCH64


def test_env_cli_writes_atomically(tmp_path: Path) -> None:
    from tgtbuild.cli import main

    out = tmp_path / "sub" / "aarch64.cmake"
    assert main(["env", "--target", "aarch64-linux-gnu", "--format", "cmake", "-o", str(out)]) == 0
    assert out.read_text().startswith("# CMake toolchain file")
    assert [p.name for p in out.parent.iterdir()] == ["aarch64.cmake"]  # no temp file left
    assert main(["env", "--target", "aarch64-linux-gnu", "--format", "json", "-o", str(out)]) == 0
    assert json.loads(out.read_text())["arch"] == "aarch64"


def test_env_cli_errors_name_the_problem(capsys: pytest.CaptureFixture[str]) -> None:
    from tgtbuild.cli import main

    assert main(["env", "--target", "rasp4bb"]) == 2
    assert "did you mean" in capsys.readouterr().err


def test_exported_flags_carry_no_optimisation_level_unless_asked() -> None:
    assert not [flag for flag in gather("rasp4b")["cflags"] if flag.startswith("-O")]  # the kind's -O3 stays out
    asked = gather("rasp4b -opt-level=1")
    assert "-O1" in asked["cflags"] and "-O1" in asked["cxxflags"]
    assert "-O1" in render_env(asked, "cmake")
