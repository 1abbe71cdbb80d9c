"""Compiler-style options of `tgtbuild build`/`run`: -I -D -U -L -l -Wl, -std=, --cflags, CFLAGS, -O, fp-contract.

Real builds with zig for aarch64-linux-musl, real ninja, and qemu-user to
run what was built; the fp-contract test proves contraction by a result
that differs in the last bit (x*y+z with and without one rounding).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tgtbuild.builder import userflags
from tgtbuild.builder.userflags import FlagError, UserFlags

DATA = Path(__file__).parent / "data" / "build"
TARGET = "aarch64-linux-musl"
QEMU = shutil.which("qemu-aarch64-static")
CLEAN_ENV = {k: v for k, v in os.environ.items() if k not in userflags.ENV_VARS}


def _tgtbuild(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "tgtbuild", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=900, env=env or CLEAN_ENV)


def _mtimes(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.stat().st_mtime_ns for p in folder.rglob("*.o")}


def _project(tmp_path: Path) -> Path:
    """inc/cfg.h, lib.c (uses the define), main.c, and an IR module."""
    (tmp_path / "inc").mkdir()
    (tmp_path / "inc" / "cfg.h").write_text("#ifndef FACTOR\n#define FACTOR 1\n#endif\nint scaled(int x);\n")
    (tmp_path / "lib.c").write_text('#include "cfg.h"\nint scaled(int x) { return x * FACTOR; }\n')
    (tmp_path / "main.c").write_text('#include <stdio.h>\n#include "cfg.h"\n'
                                     'int main(void) { printf("%d\\n", scaled(7)); return 0; }\n')
    shutil.copy(DATA / "vadd.ll", tmp_path / "vadd.ll")
    return tmp_path


# ---------------------------------------------------------------- the flag model


def test_words_are_ordered_like_gcc_and_folders_are_absolute(tmp_path):
    flags = userflags.from_options(macro_order=["-DA=1", "-UB", "-DC"], includes=["inc"], system_includes=["sys"],
                                   lib_dirs=["lib"], libs=["m"], warnings=["all", "l,--gc-sections"],
                                   std=["c11", "c++17"], cflags=["-g", "-Iextra"], opt_level=2,
                                   fp_contract="off", fast_math=True, base=str(tmp_path))
    assert flags.compile_words("c") == (
        "-O2", "-ffast-math", "-ffp-contract=off", "-std=c11", "-DA=1", "-UB", "-DC", f"-I{tmp_path}/inc",
        "-isystem", f"{tmp_path}/sys", "-Wall", "-g", f"-I{tmp_path}/extra")
    assert "-std=c++17" in flags.compile_words("c++") and "-g" not in flags.compile_words("c++")
    assert flags.link_words() == (f"-L{tmp_path}/lib", "-Wl,--gc-sections")
    assert flags.lib_words() == ("-lm",)
    assert UserFlags.from_config(json.loads(json.dumps(flags.config()))) == flags


def test_environment_comes_first_and_the_command_line_wins(tmp_path):
    env = userflags.from_environment({"CFLAGS": "-O1 -Iinc", "CPPFLAGS": "-DX", "LDFLAGS": "-static"},
                                     base=str(tmp_path))
    merged = env.merged(userflags.from_options(cflags=["-O3"], base=str(tmp_path)))
    assert merged.cflags == ("-DX", "-O1", f"-I{tmp_path}/inc", "-O3")
    assert merged.cxxflags == ("-DX",) and merged.ldflags == ("-static",)


@pytest.mark.parametrize(("kwargs", "message"), [
    ({"macro_order": ["-D1BAD"]}, "a macro is a C identifier"),
    ({"macro_order": ["-UX=1"]}, "-U 'X=1'"),
    ({"std": ["c3"]}, "not a C or C++ standard"),
    ({"cflags": ["-c"]}, "compiles each source with -c itself"),
    ({"cflags": ["-o", "x"]}, "name programs with -o NAME"),
    ({"ldflags": ["--target=x86_64-linux-gnu"]}, "choose the target with --target"),
    ({"libs": ["/usr/lib/libm.so"]}, "a library name"),
    ({"fp_contract": "of"}, "did you mean off?"),
])
def test_bad_flags_are_named(kwargs, message):
    with pytest.raises(FlagError, match=None) as info:
        userflags.from_options(**kwargs)
    assert message in str(info.value)


def test_unbalanced_quote_in_cflags_names_the_option():
    with pytest.raises(FlagError, match="--cflags .*No closing quotation"):
        userflags.split_words("-DX='a", "--cflags")


# ---------------------------------------------------------------- real builds


def test_flags_reach_the_ninja_file_compile_database_and_the_program(tmp_path):
    src = _project(tmp_path)
    run = _tgtbuild("build", "-t", TARGET, "-I", "inc", "-DFACTOR=6", "-std=c11", "-O2", "-Wall",
                    "--cflags=-fno-strict-aliasing", "-lm", "lib.c", "main.c", "-o", "app", "--json", cwd=src)
    assert run.returncode == 0, run.stderr
    (entry,) = json.loads(run.stdout)["targets"]
    build_dir = Path(entry["build_dir"])
    assert entry["programs"] == [str(build_dir / "app")]
    assert not (build_dir / "liblib.a").exists()  # -o: a program, no library
    commands = json.loads((build_dir / "compile_commands.json").read_text())
    words = commands[0]["arguments"]
    for word in ("-DFACTOR=6", f"-I{src}/inc", "-std=c11", "-Wall", "-fno-strict-aliasing"):
        assert word in words
    assert [w for w in words if w.startswith("-O")] == ["-O2"]  # the target's -O3 is replaced, not followed
    ninja = (build_dir / "build.ninja").read_text()
    assert "flags = -O2 -std=c11 -DFACTOR=6" in ninja and "libs = -lm" in ninja
    if QEMU:
        out = subprocess.run([QEMU, str(build_dir / "app")], capture_output=True, text=True, timeout=60)
        assert out.stdout == "42\n"


def test_cflags_from_the_environment_like_make(tmp_path):
    src = _project(tmp_path)
    env = {**CLEAN_ENV, "CPPFLAGS": "-Iinc", "CFLAGS": "-DFACTOR=3"}
    run = _tgtbuild("build", "-t", TARGET, "lib.c", "main.c", "-o", "app", "--json", cwd=src, env=env)
    assert run.returncode == 0, run.stderr
    build_dir = Path(json.loads(run.stdout)["targets"][0]["build_dir"])
    assert "-DFACTOR=3" in (build_dir / "compile_commands.json").read_text()
    if QEMU:
        out = subprocess.run([QEMU, str(build_dir / "app")], capture_output=True, text=True, timeout=60)
        assert out.stdout == "21\n"
    # A changed CFLAGS is a changed request: not the no-op fast path.
    env["CFLAGS"] = "-DFACTOR=4"
    again = _tgtbuild("build", "-t", TARGET, "lib.c", "main.c", "-o", "app", "--json", cwd=src, env=env)
    assert json.loads(again.stdout)["targets"][0]["no_work"] is False
    if QEMU:
        out = subprocess.run([QEMU, str(build_dir / "app")], capture_output=True, text=True, timeout=60)
        assert out.stdout == "28\n"


def test_changing_a_define_rebuilds_c_objects_only_and_the_noop_stays_fast(tmp_path):
    src = _project(tmp_path)
    args = ["build", "-t", TARGET, "-I", "inc", "vadd.ll", "lib.c", "--program", "app=main.c", "--json"]
    first = _tgtbuild(*args, "-DFACTOR=2", cwd=src)
    assert first.returncode == 0, first.stderr
    build_dir = Path(json.loads(first.stdout)["targets"][0]["build_dir"])
    before = _mtimes(build_dir)
    assert {"obj/vadd.ll.o", "obj/lib.c.o", "obj/app/main.c.o"} <= set(before)

    noop = _tgtbuild(*args, "-DFACTOR=2", cwd=src)
    (entry,) = json.loads(noop.stdout)["targets"]
    assert entry["no_work"] and not entry["reconfigured"]  # the fast path: ninja only
    assert "configured" not in noop.stderr and _mtimes(build_dir) == before

    changed = _tgtbuild(*args, "-DFACTOR=5", cwd=src)
    assert changed.returncode == 0, changed.stderr
    after = _mtimes(build_dir)
    assert after["obj/vadd.ll.o"] == before["obj/vadd.ll.o"]  # IR takes no -D: untouched
    assert after["obj/lib.c.o"] != before["obj/lib.c.o"] and after["obj/app/main.c.o"] != before["obj/app/main.c.o"]
    if QEMU:
        out = subprocess.run([QEMU, str(build_dir / "app")], capture_output=True, text=True, timeout=60)
        assert out.stdout == "35\n"
    # The same build dir: a define is not a new target.
    assert Path(json.loads(changed.stdout)["targets"][0]["build_dir"]) == build_dir


def test_bad_flags_exit_2_and_write_nothing(tmp_path):
    src = _project(tmp_path)
    for bad, message in ((["-D", "9X"], "a macro is a C identifier"), (["-std=c3"], "not a C or C++ standard"),
                         (["--cflags", "-c -g"], "-c"), (["--fp-contract", "maybe"], "invalid choice"),
                         (["-o", "a/b"], "-o 'a/b'")):
        run = _tgtbuild("build", "-t", TARGET, *bad, "lib.c", cwd=src)
        assert run.returncode == 2, (bad, run.stderr)
        assert message in run.stderr, (bad, run.stderr)
        assert not (src / "build").exists()


FMA_C = r"""
#include <stdio.h>
#include <stdlib.h>
/* x*y+z with x = 1+2^-27, y = 1-2^-27, z = -1: the exact product is 1-2^-54.
   Rounded first (no contraction) it is 1.0 and the sum 0; fused (FMA) the sum is -2^-54. */
int main(int argc, char **argv) {
    volatile double e = 0x1p-27;
    double x = 1.0 + e, y = 1.0 - e, z = -1.0;
    printf("%a\n", x * y + z);
    return 0;
}
"""


@pytest.mark.skipif(QEMU is None, reason="qemu-aarch64-static is not installed (apt-get install qemu-user-static)")
def test_fp_contract_off_and_on_give_the_rounded_and_the_fused_result(tmp_path):
    (tmp_path / "fma.c").write_text(FMA_C)
    results = {}
    for mode in ("off", "on"):
        run = _tgtbuild("build", "-t", TARGET, "-O2", f"-ffp-contract={mode}", "fma.c", "-o", "fma",
                        "--build-dir", f"b-{mode}", "--json", cwd=tmp_path)
        assert run.returncode == 0, run.stderr
        exe = json.loads(run.stdout)["targets"][0]["programs"][0]
        results[mode] = subprocess.run([QEMU, exe], capture_output=True, text=True, timeout=60).stdout.strip()
    assert results == {"off": "0x0p+0", "on": "-0x1p-54"}


# ---------------------------------------------------------------- IR: what llvmlite lets us control

MAD_IR = """
define double @plain(double %a, double %b, double %c) {
  %m = fmul double %a, %b
  %r = fadd double %m, %c
  ret double %r
}
define <2 x double> @muladd(<2 x double> %a, <2 x double> %b, <2 x double> %c) {
  %r = call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %a, <2 x double> %b, <2 x double> %c)
  ret <2 x double> %r
}
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>)
"""


def _fused(asm: str, function: str) -> bool:
    body = asm.split(f"{function}:", 1)[1].split(".Lfunc_end", 1)[0]
    return "fmadd" in body or "fmla" in body


@pytest.mark.parametrize(("contract", "fast_math", "plain", "muladd"), [
    ("", False, False, True),        # as written: only llvm.fmuladd fuses
    ("on", False, False, True),
    ("off", False, False, False),    # nothing fuses
    ("fast", False, True, True),     # every multiply feeding an add
    ("", True, True, True),          # fast-math includes contraction
    ("off", True, False, False),     # fast-math without contraction
])
def test_ir_fp_contract_and_fast_math_decide_what_fuses(tmp_path, contract, fast_math, plain, muladd):
    from tgtbuild.codegen import compile_ir
    from tgtbuild.targets import Target

    src = tmp_path / "mad.ll"
    src.write_text(MAD_IR)
    compile_ir([(src, tmp_path / "mad.s")], Target("aarch64-linux-gnu"), fp_contract=contract, fast_math=fast_math)
    asm = (tmp_path / "mad.s").read_text()
    assert (_fused(asm, "plain"), _fused(asm, "muladd")) == (plain, muladd)


def test_ir_options_reach_the_ir_step_manifest(tmp_path):
    shutil.copy(DATA / "vadd.ll", tmp_path / "vadd.ll")
    run = _tgtbuild("build", "-t", TARGET, "-O1", "--fp-contract", "off", "--fast-math", "vadd.ll", "--json",
                    cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    build_dir = Path(json.loads(run.stdout)["targets"][0]["build_dir"])
    manifest = json.loads((build_dir / "ir-jobs.json").read_text())
    assert (manifest["opt_level"], manifest["fp_contract"], manifest["fast_math"]) == (1, "off", True)
