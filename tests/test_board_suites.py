"""Test suites on a board that shares nothing with this machine (issue 26).

The board is `isolated_board` (tests/isolatedboard.py): its own user, home
and work dir, no read access to pytest's temp folders. Programs are built for
aarch64 glibc by zig and run there under qemu-user, through `tgtbuild exec`
as ctest and `meson test` start it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from tgtcli import run_tgtbuild, stop_exec_helpers, zig_binary

QEMU = shutil.which("qemu-aarch64-static")
LIBC = Path("/usr/aarch64-linux-gnu")
BIN = Path(sys.executable).parent
ZIG_TARGET = "aarch64-linux-gnu.2.28"

pytestmark = pytest.mark.skipif(
    QEMU is None or not LIBC.is_dir(),
    reason="needs qemu-aarch64-static and the aarch64 glibc (apt-get install qemu-user-static libc6-arm64-cross)",
)


@pytest.fixture(scope="module")
def env(isolated_board, tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Environment for tgtbuild subprocesses: boards.toml with board `far`, a private runtime dir."""
    root = tmp_path_factory.mktemp("suites")
    runtime = root / "runtime"
    runtime.mkdir(mode=0o700)
    boards = root / "boards.toml"
    boards.write_text(isolated_board.boards_toml("far", emulator=[QEMU, "-L", str(LIBC)]))
    values = dict(os.environ, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="20",
                  TGTBUILD_BOARDS=str(boards), PATH=f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}")
    yield values
    stop_exec_helpers(runtime)


def exec_far(env: dict, *args: str, cwd: Path | str | None = None, stdin: bytes | None = None,
             timeout: float = 300) -> subprocess.CompletedProcess:
    argv = [sys.executable, "-m", "tgtbuild", "exec", "--boards-file", env["TGTBUILD_BOARDS"], "--board", "far",
            *args]
    return subprocess.run(argv, cwd=cwd, env=env, input=stdin, capture_output=True, timeout=timeout,
                          stdin=None if stdin is not None else subprocess.DEVNULL)


def test_the_isolated_board_is_another_user_who_cannot_read_the_tests_tree(env: dict, isolated_board,
                                                                          tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("the tests' own file\n")
    who = exec_far(env, "--no-file-args", "--", "sh", "-c", 'id -un; cat "$1" || echo unreadable', "sh", str(secret))
    assert who.returncode == 0, who.stderr
    assert who.stdout.decode().split() == [isolated_board.user, "unreadable"]
    assert run_tgtbuild("exec", "--board", "local", "--", "sh", "-c", "id -un").stdout.strip() != isolated_board.user


def test_a_programs_own_shared_libraries_go_with_it(env: dict, tmp_path: Path) -> None:
    """RUNPATH into the build tree (absolute, as CMake links) and $ORIGIN (as Meson does), transitively."""
    zig = zig_binary()
    build = tmp_path / "build"
    (build / "lib").mkdir(parents=True)
    (tmp_path / "inner.c").write_text("int inner(int x) { return x * 2; }\n")
    (tmp_path / "outer.c").write_text("int inner(int);\nint outer(int x) { return inner(x) + 1; }\n")
    (tmp_path / "main.c").write_text('#include <stdio.h>\nint outer(int);\n'
                                     'int main(void) { printf("outer(20) = %d\\n", outer(20)); return 0; }\n')
    cc = [zig, "cc", "-target", ZIG_TARGET, "-O1"]
    subprocess.run([*cc, "-shared", "-fPIC", "-Wl,-soname,libinner.so.1", str(tmp_path / "inner.c"),
                    "-o", str(build / "lib/libinner.so.1")], check=True, timeout=600)
    subprocess.run([*cc, "-shared", "-fPIC", "-Wl,-soname,libouter.so.2", "-Wl,-rpath,$ORIGIN",
                    str(tmp_path / "outer.c"), str(build / "lib/libinner.so.1"),
                    "-o", str(build / "lib/libouter.so.2")], check=True, timeout=600)
    subprocess.run([*cc, str(tmp_path / "main.c"), str(build / "lib/libouter.so.2"),
                    f"-Wl,-rpath,{build / 'lib'}", "-o", str(build / "prog")], check=True, timeout=600)
    result = exec_far(env, "--", str(build / "prog"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == b"outer(20) = 41\n"


def test_piped_stdin_reaches_a_program_on_the_isolated_board(env: dict) -> None:
    data = os.urandom(1 << 20)
    result = exec_far(env, "--", "cat", stdin=data)
    assert result.returncode == 0 and result.stdout == data, result.stderr


@pytest.fixture(scope="module")
def reader(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A program that prints the files it is given, or `inputs/first` when given none (a path compiled in)."""
    folder = tmp_path_factory.mktemp("reader")
    (folder / "reader.c").write_text(
        '#include <stdio.h>\n'
        'static int show(const char *path) {\n'
        '    FILE *f = fopen(path, "rb"); int c;\n'
        '    if (!f) { fprintf(stderr, "Failed to open %s\\n", path); return 1; }\n'
        '    while ((c = fgetc(f)) != EOF) putchar(c);\n'
        '    fclose(f); return 0;\n'
        '}\n'
        'int main(int argc, char **argv) {\n'
        '    int bad = 0;\n'
        '    if (argc < 2) return show("inputs/first");\n'
        '    for (int i = 1; i < argc; i++) bad |= show(argv[i]);\n'
        '    return bad;\n'
        '}\n')
    subprocess.run([zig_binary(), "cc", "-target", ZIG_TARGET, "-O1", str(folder / "reader.c"), "-o",
                    str(folder / "reader")], check=True, timeout=600)
    return folder / "reader"


def test_sync_mirrors_a_folder_and_runs_in_the_mirror_of_the_current_folder(env: dict, reader: Path,
                                                                          tmp_path: Path) -> None:
    """Relative reads (cJSON's inputs/test1), `..`, absolute arguments into the tree: the rule in mirror.py."""
    project = tmp_path / "project"
    (project / "tests/inputs").mkdir(parents=True)
    (project / "tests/inputs/first").write_text("first input\n")
    (project / "data").mkdir()
    (project / "data/second.json").write_text('{"second": true}\n')
    tests = project / "tests"
    before = exec_far(env, "--", str(reader), cwd=tests)
    assert before.returncode == 1 and b"Failed to open inputs/first" in before.stderr
    note = f"names inputs/first ({tests / 'inputs/first'} here), which is not on the board: add --sync {tests}"
    assert note.encode() in before.stderr
    result = exec_far(env, "--sync", str(project), "--", str(reader), cwd=tests)
    assert result.returncode == 0 and result.stdout == b"first input\n", result.stderr
    both = exec_far(env, "--sync", str(project), "--", str(reader), "../data/second.json",
                    str(project / "data/second.json"), "inputs/first", cwd=tests)
    assert both.returncode == 0, both.stderr
    assert both.stdout == b'{"second": true}\n{"second": true}\nfirst input\n'
    # from outside the tree: the absolute argument is rewritten, a relative folder argument is synced
    outside = exec_far(env, "--", str(reader), str(project / "data/second.json"), cwd=tmp_path)
    assert outside.returncode == 0 and outside.stdout == b'{"second": true}\n', outside.stderr
    env_sync = dict(env, TGTBUILD_SYNC=str(project))
    assert exec_far(env_sync, "--", str(reader), cwd=tests).stdout == b"first input\n"


# ---------------------------------------------------------------- whole suites (tests/data/board-suite)

SUITE = Path(__file__).parent / "data" / "board-suite"
CMAKE = shutil.which("cmake", path=str(BIN)) or shutil.which("cmake")
MESON = shutil.which("meson", path=str(BIN))
NINJA = shutil.which("ninja", path=str(BIN)) or shutil.which("ninja")


def tgt(env: dict, *args: str, cwd: Path | str | None = None, timeout: float = 600) -> subprocess.CompletedProcess:
    """tgtbuild ARGS with the board file, stdin /dev/null (as ctest gives a test)."""
    argv = [sys.executable, "-m", "tgtbuild", args[0], "--boards-file", env["TGTBUILD_BOARDS"], *args[1:]]
    return subprocess.run(argv, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout,
                          stdin=subprocess.DEVNULL)


def _mirror_inodes(isolated_board) -> dict[str, tuple[int, bytes]]:
    """{file: (inode, content)} of the board's mirror (a re-sent file is renamed into place: a new inode)."""
    tree = isolated_board.workdir / "exec" / "tree"
    return {str(p): (p.stat().st_ino, p.read_bytes()) for p in tree.rglob("*") if p.is_file()}


@pytest.mark.skipif(CMAKE is None or NINJA is None, reason="cmake/ninja not installed (pip install cmake ninja)")
def test_a_cmake_suite_passes_on_the_isolated_board_and_a_second_run_sends_nothing(
        env: dict, isolated_board, tmp_path: Path) -> None:
    """cJSON's shape: 19/22 there before (data files), 0/N for a test needing the project's .so; a file
    a script test writes here reaches a later test on the board (the mirror is checked once per suite,
    and again after a test ran here)."""
    source = tmp_path / "src"
    shutil.copytree(SUITE, source)
    build = tmp_path / "build"
    toolchain = tmp_path / "aarch64.cmake"
    made = tgt(env, "env", "--target", "aarch64-linux-gnu", "--board", "far", "--format", "cmake",
               "-o", str(toolchain))
    assert made.returncode == 0, made.stderr
    subprocess.run([CMAKE, "-S", str(source), "-B", str(build), "-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={NINJA}",
                    f"-DCMAKE_TOOLCHAIN_FILE={toolchain}"], env=env, check=True, capture_output=True, timeout=600)
    subprocess.run([CMAKE, "--build", str(build)], env=env, check=True, capture_output=True, timeout=600)
    argv = ("ctest", "--target", "aarch64-linux-gnu", "--board", "far", "--test-dir", str(build), "--json")
    first = tgt(env, *argv)
    report = json.loads(first.stdout)
    assert first.returncode == 0, first.stdout + first.stderr
    assert {t["name"]: t["status"] for t in report["tests"]} == {
        "parse_examples": "passed", "patch_tests": "passed", "abs_arg": "passed", "env_dir": "passed",
        "script_here": "passed", "script_writes": "passed", "reads_late": "passed"}
    assert "no test's program is built" not in first.stderr
    sent = _mirror_inodes(isolated_board)
    assert any(path.endswith("/tests/inputs/test1") for path in sent)
    second = tgt(env, *argv)
    assert second.returncode == 0, second.stdout + second.stderr
    again = _mirror_inodes(isolated_board)
    resent = [p for p, (inode, data) in again.items() if p in sent and sent[p][1] == data and sent[p][0] != inode]
    assert not resent  # a file whose content did not change was not sent again


@pytest.mark.skipif(MESON is None or NINJA is None, reason="meson/ninja not installed (pip install meson ninja)")
def test_a_meson_suite_passes_through_the_exe_wrapper_on_the_isolated_board(env: dict, tmp_path: Path) -> None:
    """json-c's shape through `meson test`: the wrapper finds the build's roots from the program's build dir,
    and a test's `env:` (DATA_DIR, set by Meson in the wrapper's environment) reaches the program there."""
    source = tmp_path / "src"
    shutil.copytree(SUITE, source)
    cross = tmp_path / "aarch64.ini"
    made = tgt(env, "env", "--target", "aarch64-linux-gnu", "--board", "far", "--format", "meson", "-o", str(cross))
    assert made.returncode == 0, made.stderr
    build = tmp_path / "build"
    subprocess.run([MESON, "setup", str(build), str(source), "--cross-file", str(cross)], env=env, check=True,
                   capture_output=True, timeout=600, stdin=subprocess.DEVNULL)
    result = subprocess.run([MESON, "test", "-C", str(build), "--print-errorlogs"], env=env, capture_output=True,
                            text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Ok:                5" in result.stdout or "Ok: 5" in " ".join(result.stdout.split()), result.stdout


def test_a_suite_of_scripts_only_is_not_called_misconfigured(env: dict, tmp_path: Path) -> None:
    """ctest on `add_test(NAME s COMMAND sh ...)` alone opened with "no test's program is built for aarch64"."""
    if CMAKE is None:
        pytest.skip("cmake not installed (pip install cmake)")
    (tmp_path / "src").mkdir()
    (tmp_path / "src/CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(scripts NONE)\nenable_testing()\n"
        'add_test(NAME lint COMMAND sh -c "exit 0")\n')
    subprocess.run([CMAKE, "-S", str(tmp_path / "src"), "-B", str(tmp_path / "build")], check=True,
                   capture_output=True, timeout=300)
    result = tgt(env, "ctest", "--target", "aarch64-linux-gnu", "--test-dir", str(tmp_path / "build"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no test's program is built" not in result.stderr


# ---------------------------------------------------------------- what exec leaves on the board (issue 27)


def test_a_file_argument_is_on_the_board_with_its_mode_only_while_its_run_lasts(env: dict, isolated_board,
                                                                                tmp_path: Path) -> None:
    secret = tmp_path / "shadow-copy"
    secret.write_text("not for everyone\n")
    secret.chmod(0o640)
    seen = exec_far(env, "--", "sh", "-c", 'stat -L -c %a "$1"; cat "$1"', "sh", str(secret), cwd=tmp_path)
    assert seen.returncode == 0, seen.stderr
    assert seen.stdout == b"640\nnot for everyone\n"
    left = [p for p in (isolated_board.workdir / "exec").rglob("*") if p.name == "shadow-copy"]
    assert left == []


def test_old_and_oversized_exec_dirs_are_pruned_and_nothing_else(env: dict, isolated_board, reader: Path,
                                                                 tmp_path: Path) -> None:
    import pwd
    import time

    owner = pwd.getpwnam(isolated_board.user)
    exec_dir = isolated_board.workdir / "exec"
    old, recent, stale = exec_dir / "0123456789abcdef", exec_dir / "fedcba9876543210", exec_dir / "tmp/run.OLD123"
    mine = exec_dir / "my-notes"
    for folder in (old, recent, stale, mine):
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "payload").write_bytes(b"x" * 4096)
    (old / ".tgtbuild-used").write_text("")
    (recent / ".tgtbuild-used").write_text("")
    ten_days, two_days = time.time() - 10 * 86400, time.time() - 2 * 86400
    os.utime(old / ".tgtbuild-used", (ten_days, ten_days))
    os.utime(stale, (two_days, two_days))
    for path in [exec_dir, *exec_dir.rglob("*")]:
        os.chown(path, owner.pw_uid, owner.pw_gid)
    runtime = tmp_path / "runtime"  # a new helper: it prunes when it first deploys
    runtime.mkdir(mode=0o700)
    fresh = dict(env, XDG_RUNTIME_DIR=str(runtime))
    try:
        result = exec_far(fresh, "--", str(reader), str(SUITE / "tests/data/abs.json"))
        assert result.returncode == 0, result.stderr
        assert not old.exists() and not stale.exists()
        assert recent.exists() and mine.exists()  # used 0 days ago; not a name tgtbuild makes
        squeezed = tmp_path / "runtime2"
        squeezed.mkdir(mode=0o700)
        result = exec_far(dict(env, XDG_RUNTIME_DIR=str(squeezed), TGTBUILD_EXEC_KEEP_MB="0"), "--", str(reader),
                          str(SUITE / "tests/data/abs.json"))
        assert result.returncode == 0, result.stderr
        assert not recent.exists() and mine.exists()
        assert any((exec_dir / name / ".tgtbuild-used").exists() for name in os.listdir(exec_dir))  # in use: kept
    finally:
        stop_exec_helpers(runtime, tmp_path / "runtime2")


def test_prune_choice_oldest_first_within_the_size_limit() -> None:
    from tgtbuild.reuse.exechelper.prune import choose

    listing = "\n".join(["900000 10 0000000000000001", "100 5000 0000000000000002", "50 3000 tree",
                         "10 10 not-ours", "5 2000 0000000000000003"])
    assert choose(listing, set(), days=7, megabytes=1000) == ["0000000000000001"]
    assert choose(listing, {"0000000000000003"}, days=7, megabytes=5) == ["0000000000000001", "0000000000000002"]
    assert choose(listing, set(), days=7, megabytes=0) == [
        "0000000000000001", "0000000000000002", "tree", "0000000000000003"]


def test_a_build_too_big_to_mirror_is_left_out_with_a_note_not_an_error(env: dict, reader: Path,
                                                                       tmp_path: Path) -> None:
    """--sync-build-roots (in every runner tgtbuild env writes) must not fail a large project's every test."""
    build = tmp_path / "build"
    (build / "tests").mkdir(parents=True)
    (build / "CMakeCache.txt").write_text(f"CMAKE_HOME_DIRECTORY:INTERNAL={tmp_path / 'src'}\n")
    (tmp_path / "src").mkdir()
    for j in range(120):  # over the limit set below (the default is 20000 files)
        (tmp_path / "src" / f"f{j}").touch()
    (build / "tests/data.txt").write_text("the test's own file\n")
    shutil.copy(reader, build / "tests/reader")
    runtime = tmp_path / "runtime"  # a helper of its own, started with the lower limit
    runtime.mkdir(mode=0o700)
    values = dict(env, XDG_RUNTIME_DIR=str(runtime), TGTBUILD_SYNC_MAX_FILES="100")
    try:
        result = exec_far(values, "--sync-build-roots", "--sync", str(build / "tests"), "--", "./reader",
                          "data.txt", cwd=build / "tests")
    finally:
        stop_exec_helpers(runtime)
    assert result.returncode == 0, result.stderr
    assert result.stdout == b"the test's own file\n"
    assert b"not mirrored" in result.stderr and b"over 100 files" in result.stderr


def test_a_boards_file_can_name_folders_every_run_on_the_board_gets(env: dict, isolated_board, reader: Path,
                                                                    tmp_path: Path) -> None:
    """boards.toml `sync = ["data"]` (relative to the boards file): the mirror and the run's folder, as --sync."""
    (tmp_path / "data/inputs").mkdir(parents=True)
    (tmp_path / "data/inputs/first").write_text("from the board's own sync\n")
    boards = tmp_path / "boards.toml"
    boards.write_text(isolated_board.boards_toml("far", emulator=[QEMU, "-L", str(LIBC)]) + 'sync = ["data"]\n')
    runtime = tmp_path / "runtime"
    runtime.mkdir(mode=0o700)
    values = dict(env, TGTBUILD_BOARDS=str(boards), XDG_RUNTIME_DIR=str(runtime))
    try:
        result = exec_far(values, "--", str(reader), cwd=tmp_path / "data")
        assert result.returncode == 0, result.stderr
        assert result.stdout == b"from the board's own sync\n"
    finally:
        stop_exec_helpers(runtime)
    bad = tmp_path / "bad.toml"
    bad.write_text(isolated_board.boards_toml("far") + 'sync = "data"\n')
    refused = exec_far(dict(values, TGTBUILD_BOARDS=str(bad)), "--", "true")
    assert refused.returncode != 0 and b"sync" in refused.stderr and b"list of folders" in refused.stderr


def test_a_project_file_can_name_folders_every_exec_run_below_it_gets(env: dict, reader: Path,
                                                                      tmp_path: Path) -> None:
    """tgtbuild.toml `[project] sync = ["tests"]` (relative to the file): found above the current folder
    by exec, as ctest and `meson test` start it deep in the tree; the mirror and the run's folder, as --sync."""
    project = tmp_path / "project"
    (project / "tests/inputs").mkdir(parents=True)
    (project / "tests/inputs/first").write_text("from the project's sync\n")
    (project / "tgtbuild.toml").write_text('[project]\nname = "p"\nsync = ["tests"]\n')
    result = exec_far(env, "--", str(reader), cwd=project / "tests")
    assert result.returncode == 0, result.stderr
    assert result.stdout == b"from the project's sync\n"
    (project / "tgtbuild.toml").write_text('[project]\nname = "p"\nsync = ["tests", "data"]\n')
    refused = exec_far(env, "--", str(reader), cwd=project / "tests")
    assert refused.returncode == 99, refused.stderr
    assert f"{project / 'tgtbuild.toml'}:3: project.sync: 'data' is not a folder".encode() in refused.stderr


@pytest.mark.skipif(CMAKE is None or NINJA is None, reason="cmake/ninja not installed (pip install cmake ninja)")
def test_a_test_failing_on_a_file_missing_on_the_board_says_so_in_the_report(env: dict, tmp_path: Path) -> None:
    """A data path compiled into the test: it exists here, nothing can rewrite it, the report names it."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "data.json").write_text('{"here": true}\n')
    source = tmp_path / "src"
    source.mkdir()
    (source / "opener.c").write_text(
        '#include <stdio.h>\nint main(void) {\n  FILE *f = fopen(DATA_FILE, "r");\n'
        '  if (!f) { fprintf(stderr, "cannot open %s\\n", DATA_FILE); return 1; }\n  fclose(f); return 0;\n}\n')
    (source / "CMakeLists.txt").write_text(
        "cmake_minimum_required(VERSION 3.16)\nproject(opener C)\nenable_testing()\n"
        "add_executable(opener opener.c)\n"
        f'target_compile_definitions(opener PRIVATE DATA_FILE="{outside / "data.json"}")\n'
        "add_test(NAME opener COMMAND opener)\n")
    toolchain = tmp_path / "aarch64.cmake"
    assert tgt(env, "env", "--target", "aarch64-linux-gnu", "--board", "far", "--format", "cmake",
               "-o", str(toolchain)).returncode == 0
    build = tmp_path / "build"
    subprocess.run([CMAKE, "-S", str(source), "-B", str(build), "-G", "Ninja", f"-DCMAKE_MAKE_PROGRAM={NINJA}",
                    f"-DCMAKE_TOOLCHAIN_FILE={toolchain}"], env=env, check=True, capture_output=True, timeout=600)
    subprocess.run([CMAKE, "--build", str(build)], env=env, check=True, capture_output=True, timeout=600)
    result = tgt(env, "ctest", "--target", "aarch64-linux-gnu", "--board", "far", "--test-dir", str(build))
    assert result.returncode == 8, result.stdout + result.stderr
    reason = next(line for line in result.stdout.splitlines() if "exit status 1" in line)
    assert f"{outside / 'data.json'}" in reason and "not on the board" in reason and "compiled into" in reason


def test_what_a_ctest_test_can_reach_never_includes_shared_or_system_folders(tmp_path: Path) -> None:
    from tgtbuild.reuse.ctestsync import sync_dirs

    data = tmp_path / "data"
    data.mkdir()
    (data / "x.json").write_text("{}")
    cwd = tmp_path / "build"
    cwd.mkdir()
    got = sync_dirs(str(cwd), ("prog", "--tmpdir", "/tmp", str(data), "/usr/share", str(data / "x.json")),
                    (("DATA", str(data / "x.json")), ("HOME", os.path.expanduser("~")), ("T", "/var/tmp")), ())
    assert got == [os.path.realpath(cwd), os.path.realpath(data)]


def test_only_the_meson_tests_own_env_and_mesons_per_test_variables_are_forwarded(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Names from meson-info/intro-tests.json (`env:` of every test with exactly this command), values from
    exec's environment (where `meson test` put them); nothing for a command no test runs."""
    from tgtbuild.reuse.exechelper.mesontest import test_env

    build = tmp_path / "build"
    (build / "meson-info").mkdir(parents=True)
    (build / "sub").mkdir()
    program = str(build / "sub" / "t")
    (build / "meson-info/intro-tests.json").write_text(json.dumps([
        {"name": "a", "cmd": [program, "x"], "env": {"DATA_DIR": "/src/data", "PATH": "/opt/bin"}},
        {"name": "b", "cmd": [program, "x"], "env": {"MODE": "fast"}},
        {"name": "c", "cmd": [program, "y"], "env": {"OTHER": "1"}},
    ]))
    for name, value in {"DATA_DIR": "/src/data", "MODE": "fast", "OTHER": "1", "MESON_TEST_ITERATION": "2",
                        "MALLOC_PERTURB_": "77", "HOME_ONLY_HERE": "h"}.items():
        monkeypatch.setenv(name, value)
    got = test_env(["./t", "x"], str(build / "sub"))
    assert got == {"DATA_DIR": "/src/data", "MODE": "fast", "PATH": os.environ["PATH"], "MESON_TEST_ITERATION": "2",
                   "MALLOC_PERTURB_": "77"} | {n: os.environ[n] for n in ("ASAN_OPTIONS", "UBSAN_OPTIONS",
                                                                       "MSAN_OPTIONS") if n in os.environ}
    assert test_env([program, "z"], str(tmp_path)) == {}  # no test runs this command
    assert test_env(["/bin/true"], str(tmp_path)) == {}  # not in a Meson build
