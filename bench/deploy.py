"""Deploy and remote-run speed of tgtbuild.remote against scp, rsync and ssh.

Starts its own sshd on 127.0.0.1 (tests/sshd.py), then, each the median of
`--repeat` runs:

* first deploy of a 50 MB artifact (connect + deploy + close) vs `scp`
  (goal <= 1.0x);
* unchanged redeploy (connect + manifest check + close) vs `rsync -e ssh`
  of the same file (goal <= 1.0x);
* a warm remote run (`conn.run` on the open connection) vs `ssh board ./runner`
  (goal <= 1.5x);
* the command a user types: a warm `tgtbuild run` of examples/vadd (built and
  deployed already: only the no-op build, the checks and the run) vs `ssh
  board <the deployed harness> <the same options>`, interleaved A,B,A,B
  (goal <= 1.5x).

    /work/venv/bin/python bench/deploy.py [--size-mb 50] [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from sshd import Sshd, sshd_missing_reason  # noqa: E402

from tgtbuild.remote import connect, deploy  # noqa: E402


def median_time(fn: Callable[[int], object], repeat: int, setup: Callable[[int], object] | None = None) -> float:
    times = []
    for i in range(repeat):
        if setup:
            setup(i)
        start = time.perf_counter()
        fn(i)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def cli_times(tmp: Path, server: Sshd, ssh_cmd: list[str], repeat: int) -> tuple[float, float]:
    """Medians of a warm `tgtbuild run` and of ssh running the same deployed harness, interleaved."""
    import json
    import platform

    root = Path(__file__).resolve().parents[1]
    boards = tmp / "boards.toml"
    boards.write_text(
        f'[lab]\nhost = "{server.user}@127.0.0.1"\nport = {server.port}\nkey = "{server.client_key}"\n'
        f'known_hosts = "{server.known_hosts}"\nworkdir = "{tmp / "board"}"\n')
    timing = ["--number", "1", "--repeat", "1", "--warmup", "0", "--min-repeat-ms", "0"]
    argv = [sys.executable, "-m", "tgtbuild", "run", "--target", f"{platform.machine()}-linux-gnu", "--board", "lab",
            "--boards-file", str(boards), "--build-dir", str(tmp / "build"), str(root / "examples/vadd/model.ir"),
            "--entry", "vadd", "--arg", "f32[4096]", "--arg", "f32[4096]", "--arg", "f32[4096]:out",
            "--arg", "i64=4096", *timing]
    # One user's caches (parsed TOML, Jinja2, signatures): on a shared machine other checkouts of
    # tgtbuild rewrite ~/.cache/tgtbuild under their own paths. zig's cache stays the shared one.
    from userinstall import user_env  # as a user runs it (.pyc files written and used)

    env = {**user_env(), "XDG_CACHE_HOME": str(tmp / "cache"),
           "ZIG_GLOBAL_CACHE_DIR": os.environ.get("ZIG_GLOBAL_CACHE_DIR", os.path.expanduser("~/.cache/zig"))}
    first = subprocess.run([*argv, "--json"], check=True, capture_output=True, cwd=tmp, env=env)
    program = json.loads(first.stdout)["program"]
    harness = ["--number", "1", "--repeat", "1", "--warmup", "0", "--min-repeat-ms", "0", "--max-repeat-ms", "0",
               "--cooldown-ms", "0", "--seed", "0"]
    ours, peer = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(argv, check=True, capture_output=True, cwd=tmp, env=env)
        ours.append(time.perf_counter() - start)
        start = time.perf_counter()
        subprocess.run([*ssh_cmd, "127.0.0.1", program, *harness], check=True, capture_output=True)
        peer.append(time.perf_counter() - start)
    return statistics.median(ours), statistics.median(peer)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size-mb", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    reason = sshd_missing_reason()
    if reason:
        print(f"skipped: {reason}")
        return 0
    for tool in ("scp", "rsync", "ssh"):
        if shutil.which(tool) is None:
            print(f"skipped: {tool} not installed")
            return 0

    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-") as tmp_name:
        tmp = Path(tmp_name)
        with Sshd(tmp / "sshd") as server:
            board = server.board(tmp / "board")
            target = f"{server.user}@127.0.0.1"
            ssh_cmd = ["ssh", "-p", str(server.port), *server.ssh_options()]
            artifact = tmp / "model.so"
            artifact.write_bytes(os.urandom(args.size_mb << 20))
            runner = tmp / "runner"
            runner.write_text("#!/bin/sh\necho ok\n")
            runner.chmod(0o755)
            (tmp / "scp").mkdir()
            (tmp / "rsync").mkdir()

            def ours_first(i: int) -> None:
                with connect(board) as conn:
                    report = deploy(conn, board, {"model.so": artifact}, f"first{i}", progress=lambda s, t: None)
                assert report.bytes_sent == artifact.stat().st_size

            def scp_first(i: int) -> None:
                dest = f"{target}:{tmp}/scp/model{i}.so"
                subprocess.run(
                    ["scp", "-q", "-P", str(server.port), *server.ssh_options(), str(artifact), dest], check=True
                )

            def ours_again(i: int) -> None:
                with connect(board) as conn:
                    report = deploy(conn, board, {"model.so": artifact}, "first0")
                assert report.bytes_sent == 0

            rsync = ["rsync", "-a", "-e", " ".join(ssh_cmd), str(artifact), f"{target}:{tmp}/rsync/"]
            subprocess.run(rsync, check=True)

            def rsync_again(i: int) -> None:
                subprocess.run(rsync, check=True)

            first = median_time(ours_first, args.repeat)
            first_scp = median_time(scp_first, args.repeat)
            again = median_time(ours_again, args.repeat)
            again_rsync = median_time(rsync_again, args.repeat)

            with connect(board) as conn:
                report = deploy(conn, board, {"runner": runner}, "run")
                remote_runner = report.remote_path("runner")

                def ours_run(i: int) -> None:
                    assert conn.run([remote_runner], timeout=30).stdout == b"ok\n"

                def ssh_run(i: int) -> None:
                    out = subprocess.run([*ssh_cmd, "127.0.0.1", remote_runner], check=True, capture_output=True)
                    assert out.stdout == b"ok\n"

                ours_run(0)
                run = median_time(ours_run, args.repeat * 2)
                run_ssh = median_time(ssh_run, args.repeat * 2)

            cli, cli_ssh = cli_times(tmp, server, ssh_cmd, args.repeat)

    rows = [
        (f"first deploy {args.size_mb} MB vs scp", first, first_scp, 1.0),
        ("unchanged redeploy vs rsync -e ssh", again, again_rsync, 1.0),
        ("warm remote run vs ssh board ./runner", run, run_ssh, 1.5),
        ("warm `tgtbuild run` vs ssh board ./runner", cli, cli_ssh, 1.5),
    ]
    print(f"{'case':42} {'tgtbuild':>9} {'peer':>9} {'ratio':>6}  goal")
    failed = False
    for name, ours, peer, goal in rows:
        ratio = ours / peer
        mark = "ok" if ratio <= goal else "MISSED"
        failed |= ratio > goal
        print(f"{name:42} {ours * 1000:8.1f}ms {peer * 1000:8.1f}ms {ratio:5.2f}x  <={goal:.1f}x {mark}")
    print(f"(median of {args.repeat} runs, {args.repeat * 2} for the run case; loopback sshd, {os.cpu_count()} CPUs)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
