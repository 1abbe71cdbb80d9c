"""No false green: a test suite whose board is down never passes (issue 33, item 1).

exec's own failures ended with status 2, which ctest takes as the test's own:
a WILL_FAIL test (and one with SKIP_RETURN_CODE 2) "passed" with the board's
sshd stopped. Here a real CMake project, cross-built for aarch64 with the
toolchain file `tgtbuild env` writes, runs against a board whose sshd was
started and then stopped, through `tgtbuild ctest` (helper on and off), stock
ctest (the emulator is `tgtbuild exec`) and `meson test` (`should_fail`).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from sshd import Sshd, sshd_missing_reason
from tgtcli import boards_toml, run_tgtbuild, stop_exec_helpers

BIN = Path(sys.executable).parent
CMAKE = shutil.which("cmake", path=str(BIN)) or shutil.which("cmake")
CTEST = shutil.which("ctest", path=str(BIN)) or shutil.which("ctest")
NINJA = shutil.which("ninja", path=str(BIN)) or shutil.which("ninja")
MESON = shutil.which("meson", path=str(BIN)) or shutil.which("meson")
TRIPLE = "aarch64-linux-gnu"

CMAKELISTS = """\
cmake_minimum_required(VERSION 3.16)
project(false_greens C)
enable_testing()
add_executable(t1 t1.c)
add_test(NAME wf COMMAND t1 nofile)
set_tests_properties(wf PROPERTIES WILL_FAIL TRUE)
add_test(NAME skip2 COMMAND t1 data.txt)
set_tests_properties(skip2 PROPERTIES SKIP_RETURN_CODE 2)
add_test(NAME skip99 COMMAND t1 data.txt)
set_tests_properties(skip99 PROPERTIES SKIP_RETURN_CODE 99)
"""
T1 = """\
#include <stdio.h>
int main(int argc, char **argv) {
    FILE *f = argc > 1 ? fopen(argv[1], "rb") : NULL;
    if (!f) { fprintf(stderr, "cannot open %s\\n", argc > 1 ? argv[1] : "(nothing)"); return 1; }
    fclose(f);
    return 0;
}
"""


@pytest.fixture(scope="module")
def down(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """An environment whose boards.toml names `down`: an sshd that ran (its key is known) and was stopped."""
    reason = sshd_missing_reason()
    if reason:
        pytest.skip(reason)
    root = tmp_path_factory.mktemp("false-greens")
    server = Sshd(root / "sshd").start()
    server.stop()
    boards = root / "boards.toml"
    boards.write_text(boards_toml(server, name="down", workdir=root / "board"))
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700)
    env = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_BOARDS=str(boards),
               PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    env.pop("CTEST_INTERACTIVE_DEBUG_MODE", None)  # pytest itself may run under ctest
    yield {"env": env, "boards": boards, "root": root}
    stop_exec_helpers(runtime)


@pytest.fixture(scope="module")
def project(down: dict) -> Path:
    """The build dir of the CMake project, cross-built for aarch64; its emulator is `tgtbuild exec --board down`."""
    if CMAKE is None or NINJA is None:
        pytest.skip("cmake/ninja not installed (pip install cmake ninja)")
    source = down["root"] / "src"
    source.mkdir()
    (source / "CMakeLists.txt").write_text(CMAKELISTS)
    (source / "t1.c").write_text(T1)
    (source / "data.txt").write_text("present\n")
    toolchain = down["root"] / "toolchain.cmake"
    made = run_tgtbuild("env", "--target", TRIPLE, "--board", "down", "--boards-file", down["boards"],
                        "--format", "cmake", "-o", toolchain, env=down["env"])
    assert made.returncode == 0, made.stderr
    build = down["root"] / "build"
    for argv in ([CMAKE, "-S", str(source), "-B", str(build), "-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={NINJA}",
                  f"-DCMAKE_TOOLCHAIN_FILE={toolchain}"], [CMAKE, "--build", str(build)]):
        result = subprocess.run(argv, capture_output=True, text=True, timeout=600, env=down["env"])
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    shutil.copy(source / "data.txt", build / "data.txt")
    return build


@pytest.mark.parametrize("persist", ["0", "20"])
def test_tgtbuild_ctest_reports_not_run_when_the_board_is_down_whatever_will_fail_says(
        down: dict, project: Path, persist: str) -> None:
    """Helper off: a `tgtbuild exec` process per test (its failure file); on: the helper's error in-process."""
    env = dict(down["env"], TGTBUILD_EXEC_PERSIST=persist)
    done = run_tgtbuild("ctest", "--target", TRIPLE, "--board", "down", "--boards-file", down["boards"],
                        "--test-dir", project, "--json", env=env, timeout=300)
    assert done.returncode == 8, (done.stdout, done.stderr)
    report = json.loads(done.stdout)
    assert {t["name"]: t["status"] for t in report["tests"]} == {"wf": "not-run", "skip2": "not-run",
                                                                 "skip99": "not-run"}
    for test in report["tests"]:
        assert test["reason"].startswith("tgtbuild could not run it: ") and "Connection refused" in test["reason"]
    text = run_tgtbuild("ctest", "--target", TRIPLE, "--board", "down", "--boards-file", down["boards"],
                        "--test-dir", project, "-R", "wf", env=env, timeout=300)
    assert text.returncode == 8 and "0% tests passed" in text.stdout and "***Not Run" in text.stdout, text.stdout


def test_stock_ctest_fails_a_will_fail_test_whose_board_is_down(down: dict, project: Path) -> None:
    """ctest inverts every exit status under WILL_FAIL; exec, started by ctest, ends by SIGTERM instead."""
    done = subprocess.run([CTEST, "--test-dir", str(project), "--output-on-failure"], env=down["env"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode != 0, done.stdout
    assert "0% tests passed, 3 tests failed out of 3" in done.stdout, done.stdout
    assert "Connection refused" in done.stdout


def test_exec_exits_99_for_its_own_failures_and_the_programs_status_otherwise(down: dict) -> None:
    refused = run_tgtbuild("exec", "--board", "down", "--boards-file", down["boards"], "--", "true",
                           env=down["env"], timeout=120)
    assert refused.returncode == 99 and "Connection refused" in refused.stderr, refused.stderr
    usage = run_tgtbuild("exec", "--board", "down", "--timeout", "soon", "--", "true", env=down["env"])
    assert usage.returncode == 99 and "--timeout" in usage.stderr
    local = run_tgtbuild("exec", "--board", "local", "--", "sh", "-c", "exit 2", env=down["env"])
    assert local.returncode == 2  # the program's own status passes through unchanged


def test_meson_test_reports_an_error_for_a_should_fail_test_whose_board_is_down(down: dict,
                                                                                 tmp_path: Path) -> None:
    """Meson reads 99 as ERROR whatever should_fail says (a signal would be an expected failure there)."""
    if MESON is None or NINJA is None:
        pytest.skip("meson/ninja not installed (pip install meson ninja)")
    source = tmp_path / "src"
    source.mkdir()
    (source / "meson.build").write_text(
        "project('false_greens')\n"
        "tgt = find_program('tgtbuild')\n"
        f"test('wf', tgt, args: ['exec', '--board', 'down', '--boards-file', '{down['boards']}', '--', 'true'],"
        " should_fail: true)\n")
    env = dict(down["env"], TGTBUILD_EXEC_PERSIST="0")
    setup = subprocess.run([MESON, "setup", str(tmp_path / "build"), str(source)], env=env, capture_output=True,
                           text=True, timeout=300)
    assert setup.returncode == 0, setup.stdout + setup.stderr
    done = subprocess.run([MESON, "test", "-C", str(tmp_path / "build")], env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode != 0, done.stdout
    assert re.search(r"false_greens:wf +ERROR .*exit status 99", done.stdout), done.stdout
    assert "Expected Fail" not in done.stdout and re.search(r"Ok: +0\b", done.stdout), done.stdout
