"""`tgtbuild exec` against plain `ssh`: 50 runs of a trivial program on a loopback sshd.

Starts its own sshd on 127.0.0.1 (tests/sshd.py), builds a trivial native
program, then times, one after the other (each the total of `--calls` runs):

* `tgtbuild exec --board bench -- ./true_prog` (the first call starts the
  board's helper and deploys; the rest reuse its connection);
* `ssh -p PORT user@127.0.0.1 /path/true_prog` with the test key and
  known_hosts, no ControlMaster (a fresh connection per call, as ctest
  would get with `ssh` as its emulator); the program is already there.

Prints both totals, the per-call medians and the ratio (goal <= 1.0x).

    /work/venv/bin/python bench/exec.py [--calls 50]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from sshd import Sshd, sshd_missing_reason  # noqa: E402

BIN = Path(sys.executable).parent
TGTBUILD = [str(BIN / "tgtbuild")] if (BIN / "tgtbuild").exists() else [sys.executable, "-m", "tgtbuild"]


def build_trivial(folder: Path) -> Path:
    src = folder / "true_prog.c"
    src.write_text("int main(void) { return 0; }\n")
    out = folder / "true_prog"
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc:
        subprocess.run([cc, "-O2", str(src), "-o", str(out)], check=True)
    else:
        import ziglang

        zig = os.path.join(os.path.dirname(ziglang.__file__), "zig")
        subprocess.run([zig, "cc", "-O2", str(src), "-o", str(out)], check=True)
    return out


def timed(argv: list[str], env: dict[str, str], cwd: Path, calls: int) -> list[float]:
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        result = subprocess.run(argv, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - start)
        if result.returncode != 0:
            raise SystemExit(f"{argv[0]} failed ({result.returncode}): {result.stderr.decode()}")
    return times


def helpers(runtime: Path) -> list[int]:
    pids = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                cmdline = Path(f"/proc/{entry}/cmdline").read_bytes()
            except OSError:
                continue
            if b"tgtbuild.reuse.exechelper" in cmdline and str(runtime).encode() in cmdline:
                pids.append(int(entry))
    return pids


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=50)
    args = parser.parse_args()
    reason = sshd_missing_reason() or (None if shutil.which("ssh") else "ssh client not installed")
    if reason:
        print(f"skipped: {reason}")
        return 0
    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-exec-") as tmp_name:
        tmp = Path(tmp_name)
        runtime = tmp / "runtime"
        runtime.mkdir(mode=0o700)
        prog = build_trivial(tmp)
        with Sshd(tmp / "sshd") as server:
            workdir = tmp / "board"
            boards = tmp / "boards.toml"
            boards.write_text(
                f'[bench]\nhost = "{server.user}@127.0.0.1:{server.port}"\nkey = "{server.client_key}"\n'
                f'known_hosts = "{server.known_hosts}"\nworkdir = "{workdir}"\n'
            )
            from userinstall import user_env  # as a user runs it (.pyc files written and used)

            env = dict(user_env(), XDG_RUNTIME_DIR=str(runtime), TGTBUILD_EXEC_PERSIST="30")
            try:
                exec_times = timed([*TGTBUILD, "exec", "--boards-file", str(boards), "--board", "bench", "--",
                                    "./true_prog"], env, tmp, args.calls)
            finally:
                for pid in helpers(runtime):
                    os.kill(pid, signal.SIGTERM)
            remote = workdir / "ssh" / "true_prog"
            remote.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(prog, remote)
            ssh = ["ssh", *server.ssh_options(), "-o", "ControlMaster=no", "-o", "ControlPath=none",
                   "-p", str(server.port), f"{server.user}@127.0.0.1", str(remote)]
            ssh_times = timed(ssh, env, tmp, args.calls)
    total_exec, total_ssh = sum(exec_times), sum(ssh_times)
    print(f"{args.calls} x tgtbuild exec: {total_exec:7.2f} s  (first {exec_times[0] * 1000:6.0f} ms, "
          f"median {statistics.median(exec_times) * 1000:6.0f} ms)")
    print(f"{args.calls} x ssh board   : {total_ssh:7.2f} s  (first {ssh_times[0] * 1000:6.0f} ms, "
          f"median {statistics.median(ssh_times) * 1000:6.0f} ms)")
    print(f"ratio tgtbuild exec / ssh: {total_exec / total_ssh:.2f}x (goal <= 1.0x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
