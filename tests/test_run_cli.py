"""`tgtbuild run`, `deploy` and `probe` end to end: real zig, ninja, qemu and sshd."""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
VADD = ROOT / "examples" / "vadd" / "model.ir"
VADD_ARGS = ["--entry", "vadd", "--arg", "f32[4096]", "--arg", "f32[4096]", "--arg", "f32[4096]:out",
             "--arg", "i64=4096"]
FAST = ["--repeat", "3", "--min-repeat-ms", "5"]
needs_qemu = pytest.mark.skipif(not shutil.which("qemu-aarch64-static"), reason="qemu-user-static is not installed")


@needs_qemu
def test_local_emulated_run_checks_against_reference(tmp_path, tgtbuild):
    done = tgtbuild("run", "--target", "rasp4b", str(VADD), *VADD_ARGS, *FAST, "--check", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["emulated"] is True and report["check"]["passed"] is True
    timing = report["timing"]
    assert timing["repeat"] == 3 and len(timing["times"]) == 3 and timing["number"] >= 1
    assert timing["min"] <= timing["median"] <= timing["max"]


@needs_qemu
@pytest.mark.parametrize("target, qemu", [("rasp4b", "aarch64"), ("riscv64-linux-gnu", "riscv64")])
def test_run_on_ssh_board(tmp_path, sshd_server, target, qemu, tgtbuild, write_boards):
    sysroot = {"aarch64": "/usr/aarch64-linux-gnu", "riscv64": "/usr/riscv64-linux-gnu"}[qemu]
    if not Path(sysroot, "lib").is_dir():
        pytest.skip(f"{sysroot} is missing (libc6-{qemu}-cross)")
    boards = write_boards(tmp_path, sshd_server, emulator=[f"qemu-{qemu}-static", "-L", sysroot])
    argv = ["run", "--target", target, "--board", "lab", "--boards-file", str(boards), str(VADD), *VADD_ARGS,
            *FAST, "--check", "--json"]
    first = tgtbuild(*argv, cwd=tmp_path)
    assert first.returncode == 0, first.stderr
    report = json.loads(first.stdout)
    assert report["board"].endswith(f"127.0.0.1:{sshd_server.port}")
    program = report["program"].rsplit("/", 1)[1]
    assert report["check"]["passed"] and report["deploy"]["sent"] == ["libmodel.so", program]  # linked shared
    again = json.loads(tgtbuild(*argv, cwd=tmp_path).stdout)
    assert again["deploy"]["sent"] == [] and again["check"]["passed"]  # unchanged: nothing re-sent


def test_program_with_main_gets_args_and_exit_code(tmp_path, tgtbuild):
    (tmp_path / "hello.c").write_text(
        '#include <stdio.h>\nint main(int c, char **v) { for (int i = 1; i < c; i++) puts(v[i]); return 7; }\n')
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", "hello.c", "--", "a b", "$x;y", cwd=tmp_path)
    assert done.returncode == 7, done.stderr
    assert done.stdout.splitlines() == ["a b", "$x;y"]  # only the program's output
    report = json.loads(tgtbuild("run", "--target", "x86_64-linux-musl", "hello.c", "--json", "--", "a b",
                                 cwd=tmp_path).stdout)
    assert report["exit"] == "exited with status 7" and report["stdout"] == "a b\n"


def test_hanging_entry_is_killed_at_the_timeout(tmp_path, tgtbuild):
    (tmp_path / "spin.c").write_text("#include <stdint.h>\nvoid spin(int64_t n) { for (volatile int i = 0;; i++) {}}")
    started = time.monotonic()
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", "spin.c", "--entry", "spin", "--arg", "i64=1",
                    "--timeout", "3", cwd=tmp_path)
    assert done.returncode == 124  # like timeout(1)
    assert "timeout" in done.stderr and "killed" in done.stderr
    assert time.monotonic() - started < 120
    left = subprocess.run(["pgrep", "-f", "spin-c-entry"], capture_output=True, text=True).stdout.split()
    running = [pid for pid in left if _state(pid) not in ("Z", "X")]  # a zombie has ended (pid 1 reaps it)
    assert running == [], "the timed-out harness is still running"


def _state(pid: str) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(") ", 1)[1][:1]
    except (OSError, IndexError):
        return "X"


def test_crash_names_the_signal(tmp_path, tgtbuild):
    (tmp_path / "trap.c").write_text("#include <stdint.h>\nvoid trap(int64_t n) { if (n) __builtin_trap(); }\n")
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", "trap.c", "--entry", "trap", "--arg", "i64=1",
                    cwd=tmp_path)
    assert done.returncode == 2
    assert "SIGILL" in done.stderr and "-mcpu/-mattr" in done.stderr


@pytest.mark.parametrize(
    "extra, message",
    [
        (["--entry", "vadd", "--arg", "f23[4]"], "unknown type 'f23'; did you mean f32?"),
        (["--arg", "f32[4]"], "--arg needs --entry"),
        (["--entry", "vadd", "--arg", "f32[4]", "--check"], "--check needs at least one output"),
        ([*VADD_ARGS, "--board", "nosuchboard.invalid"], "board nosuchboard.invalid: cannot connect"),
        (["--entry", "vaddd", "--arg", "f32[4]"],
         "--entry 'vaddd': the sources define no such function; did you mean vadd?"),
        (["--entry", "vadd", "--arg", "f32[4]", "--arg", "i64=4", "--arg", "f32[4]:out", "--arg", "i64=4"],
         "--arg #2 'i64=4': parameter 2 of vadd is a pointer"),
        (["--entry", "vadd", "--arg", "f32[4]"], "vadd takes 4 arguments (ptr, ptr, ptr, i64); 1 --arg given"),
        (["--entry", "vadd", "--cpus", "0,x"], "--cpus '0,x'"),
    ],
)
def test_bad_input_fails_before_building(tmp_path, extra, message, tgtbuild):
    done = tgtbuild("run", "--target", "rasp4b", str(VADD), *extra, cwd=tmp_path)
    assert done.returncode == (2 if "--entry" in extra else 125)  # program mode: 125, as env(1)
    assert message in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "build").exists()


def test_board_of_another_arch_is_refused_before_building(tmp_path, sshd_server, tgtbuild, write_boards):
    import platform

    boards = write_boards(tmp_path, sshd_server, emulator=[])  # no emulator: the board runs only its own code
    target = "riscv64-linux-gnu" if platform.machine() != "riscv64" else "x86_64-linux-gnu"
    done = tgtbuild("run", "--target", target, "--board", "lab", "--boards-file", str(boards), str(VADD),
                    *VADD_ARGS, cwd=tmp_path)
    assert done.returncode == 2
    assert f"is {platform.machine()}, but target" in done.stderr and "pick a matching --target" in done.stderr
    assert not (tmp_path / "build").exists()


def test_deploy_and_probe_over_ssh(tmp_path, sshd_server, tgtbuild, write_boards):
    boards = write_boards(tmp_path, sshd_server, emulator=[])
    (tmp_path / "a.bin").write_bytes(b"x" * 1000)
    (tmp_path / "b b.txt").write_text("spaces")
    argv = ["deploy", "--board", "lab", "--boards-file", str(boards), "--dir", "m", "a.bin", "b b.txt", "--json"]
    first = json.loads(tgtbuild(*argv, cwd=tmp_path).stdout)
    assert sorted(first["sent"]) == ["a.bin", "b b.txt"]
    second = json.loads(tgtbuild(*argv, cwd=tmp_path).stdout)
    assert second["sent"] == [] and sorted(second["unchanged"]) == ["a.bin", "b b.txt"]
    assert (tmp_path / "board" / "m" / "b b.txt").read_text() == "spaces"
    probe = tgtbuild("probe", "--board", "lab", "--boards-file", str(boards), "--json", cwd=tmp_path)
    assert probe.returncode == 0, probe.stderr
    facts = json.loads(probe.stdout)
    assert facts["cores"] >= 1 and facts["target"].startswith("llvm -mtriple=")


def test_check_against_a_reference_of_cpu_code(tmp_path, tgtbuild):
    """--check-against replaces the sources as the reference: a C one that disagrees in one element is caught."""
    import platform

    (tmp_path / "ref.c").write_text(
        "void vadd(const float *a, const float *b, float *out, long n) {\n"
        "    for (long i = 0; i < n; i++) out[i] = i == 5 ? 0.0f : a[i] + b[i];\n}\n")
    target = f"{platform.machine()}-linux-gnu"
    ok = tgtbuild("run", "--target", target, str(VADD), *VADD_ARGS, *FAST, "--json", "--check-against", str(VADD),
                  cwd=tmp_path)
    assert ok.returncode == 0 and json.loads(ok.stdout)["check"]["passed"] is True, ok.stderr
    bad = tgtbuild("run", "--target", target, str(VADD), *VADD_ARGS, *FAST, "--json",
                   "--check-against", str(tmp_path / "ref.c"), cwd=tmp_path)
    assert bad.returncode == 1, bad.stderr
    assert json.loads(bad.stdout)["check"]["problems"][0].startswith("f32[4096]:out[5]: board ")
    assert list((tmp_path / "build").glob("*/libmodel-reference.so"))  # beside the run's libmodel.so, not over it


def test_the_reference_of_check_against_is_built_by_the_runs_toolchain(tmp_path, tgtbuild):
    """On a machine with gcc-cross and no zig, the run built with gcc-cross while the reference's build
    picked another toolchain (and its signature check said no toolchain serves the host): one choice now."""
    import platform
    import shutil

    target = f"{platform.machine()}-linux-gnu"
    if not shutil.which(f"{target}-gcc"):
        pytest.skip(f"{target}-gcc (gcc-cross for this machine) is not installed")
    (tmp_path / "ref.c").write_text(
        "void vadd(const float *a, const float *b, float *out, long n) {\n"
        "    for (long i = 0; i < n; i++) out[i] = a[i] + b[i];\n}\n")
    done = tgtbuild("run", "--target", target, "--toolchain", "gcc-cross", str(VADD), *VADD_ARGS, *FAST, "--json",
                    "--check-against", str(tmp_path / "ref.c"), cwd=tmp_path)
    assert done.returncode == 0 and json.loads(done.stdout)["check"]["passed"] is True, done.stderr
    (database,) = (tmp_path / "build").glob("*/compile_commands.json")
    (entry,) = [e for e in json.loads(database.read_text()) if e["file"].endswith("ref.c")]
    compiler = entry["arguments"][0] if "arguments" in entry else entry["command"].split()[0]
    assert compiler.endswith(f"{target}-gcc"), entry  # zig built it before
