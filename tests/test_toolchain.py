"""Toolchain descriptions, detection, target → flags, selection — with the real tools installed here."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tgtbuild.cli import main
from tgtbuild.errors import ConfigError
from tgtbuild.targets import Target, Triple
from tgtbuild.toolchain import ToolchainError, descriptions, detect, flags, select, select_cuda, survey
from tgtbuild.toolchain.describe import parse_description

ZIG = select(Target("x86_64-linux-gnu"), "zig").cc[0]


# ---------------------------------------------------------------- flags tables

# zig.toml's extra-cflags: zig cc's Debug-mode UBSan, stack protector and NDEBUG off, as gcc (docs/compilers.md)
ZIG_AS_GCC = ["-fno-sanitize=undefined", "-fno-stack-protector", "-UNDEBUG"]


@pytest.mark.parametrize("text, zig_target, cflags", [
    ("rasp4b", "aarch64-linux-gnu.2.28", ["-mcpu=cortex_a72+neon", "-O3"]),
    ("arm/rasp4b", "arm-linux-gnueabihf.2.28", ["-mcpu=cortex_a72+neon", "-O3"]),
    ("arm/rasp3b", "arm-linux-gnueabihf.2.28", ["-mcpu=generic+v7a+neon", "-O3"]),
    ("armv7-linux-gnueabihf", "arm-linux-gnueabihf.2.28", ["-mcpu=generic+v7a", "-O3"]),
    ("armv8l-linux-gnueabihf", "arm-linux-gnueabihf.2.28", ["-mcpu=generic+v8a", "-O3"]),
    ("arm/stm32mp1", "arm-linux-gnueabihf.2.28", ["-mcpu=cortex_a7+neon+vfp4+thumb2", "-O3"]),
    ("riscv/sifive-u74", "riscv64-linux-gnu.2.28", ["-mcpu=sifive_u74", "-mabi=lp64d", "-O3"]),
    ("riscv64-linux-musl", "riscv64-linux-musl", ["-O3"]),
    ("aarch64-linux-musl", "aarch64-linux-musl", ["-O3"]),
    ("x86_64-linux-gnu", "x86_64-linux-gnu.2.28", ["-O3"]),
    ("llvm -mtriple=x86_64-linux-gnu -mcpu=skylake-avx512 -mattr=+avx2,-sse4.2 -opt-level=2",
     "x86_64-linux-gnu.2.28", ["-mcpu=skylake_avx512+avx2-sse4_2", "-O2"]),
    ("llvm -mtriple=aarch64-linux-gnu -fast-math", "aarch64-linux-gnu.2.28", ["-O3", "-ffast-math"]),
    ("nvidia/jetson-orin-nano", "aarch64-linux-gnu.2.28", ["-mcpu=cortex_a78ae+neon", "-O3"]),
])
def test_zig_argv_for_tag(text, zig_target, cflags):
    toolchain = select(Target(text))
    assert toolchain.name == "zig"
    assert toolchain.cc == (ZIG, "cc", "-target", zig_target)
    assert toolchain.cxx == (ZIG, "c++", "-target", zig_target)
    assert toolchain.ar == (ZIG, "ar")
    assert list(toolchain.cflags) == [*cflags, *ZIG_AS_GCC]


@pytest.mark.parametrize("triple, zig, gnu, ndk", [
    ("aarch64-linux-gnu", "aarch64-linux-gnu.2.28", "aarch64-linux-gnu", "aarch64-linux-android24"),
    ("armv7a-linux-gnueabihf", "arm-linux-gnueabihf.2.28", "arm-linux-gnueabihf", "armv7a-linux-androideabi24"),
    ("riscv64-linux-musl", "riscv64-linux-musl", "riscv64-linux-musl", "riscv64-linux-android24"),
    ("x86_64-linux-gnu", "x86_64-linux-gnu.2.28", "x86_64-linux-gnu", "x86_64-linux-android24"),
    ("i686-linux-gnu", "x86-linux-gnu.2.28", "i686-linux-gnu", "i686-linux-android24"),
    ("aarch64-linux-android29", "aarch64-linux-android29", "aarch64-linux-android29", "aarch64-linux-android29"),
])
def test_triple_spellings(triple, zig, gnu, ndk):
    parsed = Triple.parse(triple)
    assert flags.spell("zig", parsed, glibc="2.28") == zig
    assert flags.spell("gnu", parsed) == gnu
    assert flags.spell("ndk", parsed, default_api=24) == ndk


@pytest.mark.parametrize("style, text, expected", [
    ("gcc", "rasp4b", ["-mcpu=cortex-a72+simd", "-O3"]),
    ("gcc", "arm/rasp3b", ["-mfpu=neon", "-O3"]),
    ("gcc", "arm/stm32mp1", ["-mcpu=cortex-a7", "-mfpu=neon-vfpv4", "-O3"]),
    ("gcc", "llvm -mtriple=x86_64-linux-gnu -mcpu=skylake -mattr=+avx2,-avx512f",
     ["-march=skylake", "-mavx2", "-mno-avx512f", "-O3"]),
    ("gcc", "riscv/sifive-u74", ["-mcpu=sifive-u74", "-mabi=lp64d", "-O3"]),
    ("gcc", "llvm -mtriple=armv7a-linux-gnueabihf -mattr=+mve", None),
    ("gcc", "llvm -mtriple=aarch64-linux-gnu -mattr=+sme", None),
    ("clang", "rasp4b", ["-mcpu=cortex-a72", "-Xclang", "-target-feature", "-Xclang", "+neon", "-O3"]),
    ("clang", "llvm -mtriple=x86_64-linux-gnu -mcpu=znver3", ["-march=znver3", "-O3"]),
])
def test_gcc_and_clang_flag_styles(style, text, expected):
    target = Target(text)
    if expected is None:
        with pytest.raises(ToolchainError, match="use the zig or clang toolchain"):
            flags.target_flags(style, target)
        return
    got = flags.target_flags(style, target)
    assert [f for f in got if not f.startswith("-mfloat-abi")] == expected


def test_android_armv7_softfp_float_abi_flag():
    assert "-mfloat-abi=softfp" in flags.target_flags("clang", Target("android/armeabi-v7a"))


# ---------------------------------------------------------------- selection and its errors

def test_unknown_toolchain_name_suggests_closest():
    with pytest.raises(ToolchainError, match="unknown toolchain 'zgi'; did you mean zig"):
        select(Target("rasp4b"), "zgi")


def test_no_toolchain_serves_triple():
    # (qcom/hexagon is served by zig since issue 11: a freestanding static library)
    with pytest.raises(ToolchainError, match="no toolchain serves xtensa-none-elf"):
        select(Target("xtensa-none-elf"))


def test_named_toolchain_that_does_not_serve_the_triple():
    with pytest.raises(ToolchainError, match="toolchain zig does not serve aarch64-unknown-linux-android24"):
        select(Target("android/arm64-v8a"), "zig")


def test_missing_ndk_names_install_hint(monkeypatch):
    for var in ("ANDROID_NDK_HOME", "ANDROID_NDK_ROOT", "ANDROID_NDK"):
        monkeypatch.delenv(var, raising=False)
    with pytest.raises(ToolchainError) as info:
        select(Target("android/arm64-v8a"))
    assert "android-ndk" in str(info.value)
    assert "https://developer.android.com/ndk/downloads" in str(info.value)


def test_ndk_folder_without_clang_is_missing(tmp_path, monkeypatch):
    monkeypatch.setenv("ANDROID_NDK_HOME", str(tmp_path))
    detect.clear_caches()
    with pytest.raises(ToolchainError, match="not found .*linux-x86_64/bin/clang"):
        select(Target("android/arm64-v8a-api29"), "android-ndk")


@pytest.mark.skipif(shutil.which("aarch64-linux-gnu-gcc") is not None, reason="gcc-cross is installed here")
def test_missing_gcc_cross_says_which_package():
    with pytest.raises(ToolchainError, match="apt-get install gcc-aarch64-linux-gnu g\\+\\+-aarch64-linux-gnu"):
        select(Target("rasp4b"), "gcc-cross")


@pytest.mark.skipif(shutil.which("clang") is not None, reason="clang is installed here")
def test_missing_clang_says_install():
    with pytest.raises(ToolchainError, match="apt-get install clang lld"):
        select(Target("rasp4b"), "clang")


def test_launcher_unknown_and_missing(tmp_path, monkeypatch):
    with pytest.raises(ToolchainError, match="did you mean ccache"):
        select(Target("rasp4b"), launcher="ccach")
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(ToolchainError, match="launcher 'sccache' is not installed"):
        select(Target("rasp4b"), launcher="sccache")


def test_launcher_found_prefixes_compiles(tmp_path, monkeypatch):
    launcher = tmp_path / "ccache"
    launcher.symlink_to(shutil.which("env"))
    monkeypatch.setenv("PATH", f"{tmp_path}{os.pathsep}{os.environ['PATH']}")
    toolchain = select(Target("rasp4b"), launcher="ccache")
    assert toolchain.launcher == (str(launcher),)
    assert toolchain.fingerprint() != select(Target("rasp4b")).fingerprint()


def test_fingerprint_follows_the_target():
    a = select(Target("rasp4b"))
    assert a.fingerprint() == select(Target("rasp4b")).fingerprint()
    assert a.fingerprint() != select(Target("rasp4b -mcpu=cortex-a53")).fingerprint()


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc (CUDA toolkit) is not installed")
def test_cuda_arch_too_old_offers_nvptx():
    cuda = select_cuda(Target("cuda -arch=sm_90"))
    assert "sm_90" in cuda.cuda_archs and cuda.nvcc and cuda.ptxas
    if "sm_53" in cuda.cuda_archs:
        pytest.skip(f"nvcc {cuda.version} still builds sm_53")
    with pytest.raises(ToolchainError) as info:
        select_cuda(Target("nvidia/jetson-nano"))
    message = str(info.value)
    assert "cannot build sm_53" in message and "Jetson Nano" in message
    assert "nvptx64-nvidia-cuda" in message and "llvmlite" in message


# ---------------------------------------------------------------- descriptions and user config

def test_builtin_descriptions_load():
    names = set(descriptions())
    assert {"zig", "gcc-cross", "clang", "android-ndk", "cuda", "llvmlite"} <= names


def test_user_config_overrides_and_adds(user_config):
    text = (Path(descriptions()["zig"].path)).read_text().replace('glibc = "2.28"', 'glibc = "2.31"')
    (user_config / "tools" / "zig.toml").write_text(text)
    (user_config / "tools" / "mycc.toml").write_text(
        'name = "mycc"\nfamily = "gcc"\nserves = ["xtensa-*"]\ninstall = "ask the vendor"\n'
        '[find]\nprobe = "xtensa-esp32-elf-gcc"\n'
    )
    assert "mycc" in descriptions()
    assert select(Target("rasp4b")).cc[-1] == "aarch64-linux-gnu.2.31"
    assert descriptions()["zig"].path == user_config / "tools" / "zig.toml"


@pytest.mark.skipif(shutil.which("gcc") is None, reason="the distro's gcc is not installed")
def test_reading_a_c_signature_takes_a_compiler_that_writes_llvm_ir(user_config, tmp_path, capsys):
    """gcc first in line (a machine without zig): `-emit-llvm` is `-e mit-llvm` to gcc, which writes assembly."""
    from tgtbuild.run.signature import read_functions

    gcc = shutil.which("gcc")
    (user_config / "tools" / "hostgcc.toml").write_text(
        'name = "hostgcc"\nfamily = "gcc"\npriority = 1\nserves = ["x86_64-*-linux-gnu", "aarch64-*-linux-gnu"]\n'
        f'install = "-"\nlanguages = ["c", "c++"]\n[find]\nprobe = "gcc"\n[spelling]\nstyle = "gnu"\n'
        f'[flags]\nstyle = "gcc"\n[tools]\ncc = ["{gcc}"]\ncxx = ["{gcc}"]\n'
    )
    host = Target(f"{os.uname().machine}-linux-gnu")
    assert select(host).name == "hostgcc"
    assert select(host, llvm_ir=True).name == "zig"
    source = tmp_path / "scale.c"
    source.write_text("void scale(float *x, long n, float k) { for (long i = 0; i < n; ++i) x[i] *= k; }\n")
    assert read_functions([str(source)]) == {"scale": ["ptr", "i64", "float"]}
    # A machine whose only C compiler is gcc: the LLVM-IR compilers serve nothing here.
    from tgtbuild.toolchain.select import LLVM_IR_FAMILIES

    for name in [n for n, d in descriptions().items() if d.family in LLVM_IR_FAMILIES]:
        text = Path(descriptions()[name].path).read_text()
        (user_config / "tools" / f"{name}.toml").write_text(
            re.sub(r"^serves = \[.*?\]", 'serves = ["wasm64-*-none"]', text, count=1, flags=re.S | re.M))
    detect.clear_caches()
    with pytest.raises(ToolchainError, match="no toolchain that writes LLVM IR"):
        select(host, llvm_ir=True)
    skipped = tmp_path / "skipped.c"
    skipped.write_text("void f(float *x) { x[0] = 1; }\n")
    assert read_functions([str(skipped)]) is None
    assert "its parameters were not checked" in capsys.readouterr().err


def test_bad_descriptions(tmp_path):
    tomllib = pytest.importorskip("tomllib" if sys.version_info >= (3, 11) else "tomli")

    cases = [
        ('name = "x"\nfamily = "gcc"\nserves = []\ninstall = "-"\nprobe = "cc"\n', "unknown key 'probe'"),
        ('name = "x"\nfamily = "gcc"\nserves = []\ninstall = "-"\n[find]\nprobe = "cc"\n[tools]\ncc = ["{dri}/cc"]\n',
         "unknown placeholder {dri}.*did you mean dir"),
        ('name = "x"\nfamily = "gcc"\nserves = []\n[find]\nprobe = "cc"\n', "missing required key 'install'"),
        ('name = "x"\nfamily = "gcc"\nserves = "aarch64-*"\ninstall = "-"\n[find]\nprobe = "cc"\n',
         "serves must be a list of strings"),
        ('name = "x"\nfamily = "gcc"\nserves = []\ninstall = "-"\n[find]\nprobe = "cc"\n[flags]\nstyle = "gnu"\n',
         "'gnu' is not one of zig, gcc, clang"),
    ]
    for body, message in cases:
        path = tmp_path / "bad.toml"
        with pytest.raises(ConfigError, match=message) as info:
            parse_description(tomllib.loads(body), path)
        assert str(path) in str(info.value)


def test_a_description_that_leaves_keys_out_has_the_descriptions_defaults(tmp_path):
    """The defaults live on `Description` alone; the file's keys fill the fields they name, lists as tuples."""
    import tomllib

    from tgtbuild.toolchain.describe import Description

    body = ('name = "x"\nfamily = "gcc"\nserves = ["aarch64-*"]\ninstall = "-"\n[find]\nprobe = "cc"\n'
            '[spelling]\nstyle = "gnu"\nsysroot = ["/usr/{prefix}"]\n[version]\nargs = ["-v"]\n')
    got = parse_description(tomllib.loads(body), tmp_path / "x.toml")
    assert got.serves == ("aarch64-*",) and got.probe == "cc" and got.use_path is True
    assert (got.spelling, got.sysroots, got.version_args) == ("gnu", ("/usr/{prefix}",), ("-v",))
    assert (got.priority, got.languages, got.kinds, got.flag_style, got.default_api) == (
        Description.priority, Description.languages, Description.kinds, "llvm", 24) == (
        50, ("c", "c++", "asm"), ("llvm", "c"), "llvm", 24)


# ---------------------------------------------------------------- survey and CLI

def test_survey_reports_found_and_serves():
    rows = {row.name: row for row in survey(Target("rasp4b"))}
    assert rows["zig"].found and rows["zig"].serves and rows["zig"].version[0].isdigit()
    assert rows["android-ndk"].serves is False
    assert rows["llvmlite"].found and rows["llvmlite"].serves
    if not rows["gcc-cross"].found:
        assert "gcc-aarch64-linux-gnu" in rows["gcc-cross"].install


def test_cli_toolchains_json(capsys):
    assert main(["toolchains", "--target", "rasp4b", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["selected"] == "zig"
    assert {row["name"] for row in out["toolchains"]} >= {"zig", "cuda", "llvmlite"}


def test_cli_toolchains_table(capsys):
    assert main(["toolchains"]) == 0
    out = capsys.readouterr().out
    assert "zig" in out and "found" in out and "llvmlite" in out


def test_the_api_answers_what_the_toolchains_command_prints(capsys):
    import tgtbuild.api as tb
    from tgtbuild.argcheck import ArgumentError

    found = tb.toolchains("rasp4b")
    assert found.selected == "zig" and found.target == Target("rasp4b") and found.error == ""
    assert {row.name for row in found.rows} >= {"zig", "cuda", "llvmlite"}
    assert main(["toolchains", "--target", "rasp4b", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == found.export()
    assert tb.toolchains().target is None and tb.toolchains().selected is None
    with pytest.raises(ArgumentError, match="target: a Target or a str or None"):
        tb.toolchains(4)


# ---------------------------------------------------------------- zig really cross-compiles

@pytest.mark.skipif(shutil.which("qemu-aarch64-static") is None, reason="qemu-aarch64-static is not installed")
def test_zig_builds_static_aarch64_program_that_runs_under_qemu(tmp_path):
    toolchain = select(Target("aarch64-linux-musl -mcpu=cortex-a72"))
    src = tmp_path / "hello.c"
    src.write_text('#include <stdio.h>\nint main(void) { int s = 0; for (int i = 1; i <= 10; ++i) s += i;\n'
                   '  printf("sum=%d\\n", s); return 0; }\n')
    exe, obj = tmp_path / "hello", tmp_path / "hello.o"
    # Compiled with the CPU flags, linked static at -O2 without them, as tgtbuild links (test_build_cross.py
    # says why): zig builds musl once per link configuration, ~40 s of CPU on a cold cache, and this one is
    # the configuration test_build_cross and test_run_harness link too.
    subprocess.run([*toolchain.cc, *toolchain.cflags, "-c", str(src), "-o", str(obj)], check=True, timeout=300)
    subprocess.run([*toolchain.cc, *toolchain.ldflags, *toolchain.unsanitized_link, "-static", "-O2", str(obj),
                    "-o", str(exe)], check=True, timeout=600)
    from elftools.elf.elffile import ELFFile

    with open(exe, "rb") as handle:
        assert ELFFile(handle).header["e_machine"] == "EM_AARCH64"
    result = subprocess.run(["qemu-aarch64-static", str(exe)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout == "sum=55\n"
