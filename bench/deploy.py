"""Deploy and remote-run speed of tgtbuild.remote against scp, rsync and ssh, on equal terms.

Starts its own sshd on 127.0.0.1 (tests/sshd.py), then times each case as
pairs interleaved A, B, A, B (so load from other work hits both alike), the
median of `--repeat` rounds, with the load average beside it:

* first deploy of a 50 MB artifact (connect + deploy + close) vs `scp`
  (goal <= 0.75x);
* unchanged redeploy (connect + manifest check + close) vs `rsync -e ssh`
  of the same file (goal <= 0.3x);
* the floor of the first deploy: the same 50 MB pushed through a bare
  paramiko exec channel into `cat` (no SFTP requests, no hashing) vs
  `scp`: what paramiko's packet path alone costs on this machine;
* remote run on an open connection (`conn.run` on a kept paramiko
  connection) vs `ssh` through an open ControlMaster master (OpenSSH's own
  kept connection: `-o ControlPath=...`, the master started once with `-MNf`);
* remote run on a fresh connection (connect + run + close) vs a fresh `ssh`
  (`-o ControlMaster=no -o ControlPath=none`: full handshake on both sides);
* the command a user types: a warm `tgtbuild run` of examples/vadd (built and
  deployed already: only the no-op build, the checks and the run, on the
  board's kept connection: remote/kept/relay.py) vs a fresh `ssh board
  <the deployed harness> <the same options>` (goal <= 0.5x, issue 35); the
  same command opening its own connection (TGTBUILD_KEEP_CONNECTION=0, as
  before the kept link); the first run to the board (no helper yet: it
  connects on its own and starts one as it exits) against a run on its own
  link, to show the first call is no slower; the same run on `--board local`
  (the floor of the kept path: everything but the board's link), and the
  floor of a direct one:
  a Python process that imports paramiko, connects and runs the same
  command (FLOOR), what any paramiko-based command pays. tgtbuild runs from a
  throwaway venv holding it as `pip install .` leaves it
  (bench/userinstall.py: an editable install's import hook adds ~14 ms to
  every Python start); `--here` times this environment's tgtbuild.

    .venv/bin/python bench/deploy.py [--size-mb 50] [--repeat 5] [--cases first,floor,again,run,fresh,cli] [--here]

Each row is judged with tgtbuild's own statistics (bench/_verdict.py: the
ratio of medians with its 95% CI, as `tgtbuild compare`): a goal is met or
missed only when the whole interval is on one side of it; the exit status is
1 when one is missed. `--quick` (CI, tests/test_benches.py): 2 MB, 4 rounds,
this environment.
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
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from _common import add_cases, add_here, chosen_cases, parse_with_quick, skipped  # noqa: E402 - bench/_common.py
from _verdict import MISSES, QUICK, footer, judge  # noqa: E402 - bench/_verdict.py
from sshd import Sshd, sshd_missing_reason  # noqa: E402

from tgtbuild.remote import connect, deploy  # noqa: E402
from tgtbuild.remote.ssh import MAX_PACKET_SIZE, WINDOW_SIZE  # noqa: E402

CASES = ("first", "floor", "again", "run", "fresh", "cli")
NO_MASTER = ["-o", "ControlMaster=no", "-o", "ControlPath=none"]


def pairs(repeat: int, ours: Callable[[int], object], peer: Callable[[int], object]) -> tuple:
    """(our times, the peer's times, the highest load average seen), A, B, A, B over `repeat` rounds."""
    *times, load = rounds(repeat, ours, peer)
    return times[0], times[1], load


def rounds(repeat: int, *contestants: Callable[[int], object]) -> tuple:
    """The seconds of each contestant, run in turn round after round, then the highest load average seen."""
    times: list[list[float]] = [[] for _ in contestants]
    load = 0.0
    for i in range(repeat):
        for side, fn in zip(times, contestants, strict=True):
            load = max(load, os.getloadavg()[0])
            start = time.perf_counter()
            fn(i)
            side.append(time.perf_counter() - start)
    return (*times, load)


# The least a Python CLI on paramiko pays for one remote run: start, import paramiko,
# handshake (the same key, host key check and ciphers' defaults), one exec channel.
# TCP_NODELAY as tgtbuild sets it (paramiko leaves Nagle on: 40 ms of delayed ACK per request), and
# paramiko imported without invoke, as remote/paramikoload.py does (invoke only serves ssh config's `Match exec`).
FLOOR = """\
import socket, sys
sys.modules["invoke"] = None
import paramiko
host, port, user, key, known, *cmd = sys.argv[1:]
sock = socket.create_connection((host, int(port)))
sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
client = paramiko.SSHClient()
client.load_host_keys(known)
client.connect(host, int(port), user, key_filename=key, look_for_keys=False, allow_agent=False, sock=sock)
_, out, _ = client.exec_command(" ".join(cmd))
out.read()
sys.exit(out.channel.recv_exit_status())
"""


def cli_rows(tmp: Path, server: Sshd, ssh_cmd: list[str], repeat: int, here: bool) -> list[tuple]:
    """A warm `tgtbuild run`, a fresh ssh running the same deployed harness and the floor (FLOOR), in turn."""
    import json
    import platform

    root = Path(__file__).resolve().parents[1]
    boards = tmp / "boards.toml"
    boards.write_text(
        f'[lab]\nhost = "{server.user}@127.0.0.1"\nport = {server.port}\nkey = "{server.client_key}"\n'
        f'known_hosts = "{server.known_hosts}"\nworkdir = "{tmp / "board"}"\n')
    timing = ["--number", "1", "--repeat", "1", "--warmup", "0", "--min-repeat-ms", "0"]
    from userinstall import private_cache, user_env, user_install  # as a user runs it (.pyc files written and used)

    python = Path(sys.executable) if here else user_install(tmp / "venv")
    tool = [str(python.with_name("tgtbuild"))] if python.with_name("tgtbuild").exists() else [
        str(python), "-m", "tgtbuild"]
    argv = [*tool, "run", "--target", f"{platform.machine()}-linux-gnu", "--board", "lab",
            "--boards-file", str(boards), "--build-dir", str(tmp / "build"), str(root / "examples/vadd/model.ir"),
            "--entry", "vadd", "--arg", "f32[4096]", "--arg", "f32[4096]", "--arg", "f32[4096]:out",
            "--arg", "i64=4096", *timing]
    runtime = tmp / "runtime"  # the kept connection's helper socket: private to this run, ended by pid below
    runtime.mkdir(mode=0o700, exist_ok=True)
    env = {**user_env(), **private_cache(tmp / "cache"), "XDG_RUNTIME_DIR": str(runtime)}
    direct = {**env, "TGTBUILD_KEEP_CONNECTION": "0"}
    local = [*argv[:argv.index("--board")], "--board", "local", *argv[argv.index("--board") + 2:]]
    first = subprocess.run([*argv, "--json"], check=True, capture_output=True, cwd=tmp, env=env)
    program = json.loads(first.stdout)["program"]
    harness = ["--number", "1", "--repeat", "1", "--warmup", "0", "--min-repeat-ms", "0", "--max-repeat-ms", "0",
               "--cooldown-ms", "0", "--seed", "0"]
    for variant in (argv, local):  # warm: .pyc files, page cache, the local build; the kept connection's helper
        subprocess.run(variant, check=True, capture_output=True, cwd=tmp, env=env)
    deadline = time.monotonic() + 60  # the first run started the helper in the background: wait until it serves
    while not list((runtime / "tgtbuild").glob("*.sock")) and time.monotonic() < deadline:
        time.sleep(0.05)
    subprocess.run(argv, check=True, capture_output=True, cwd=tmp, env=env)
    floor = [str(python), "-c", FLOOR, "127.0.0.1", str(server.port), server.user, str(server.client_key),
             str(server.known_hosts), program, *harness]
    try:
        ours, ssh, bare, fresh, here, load = rounds(  # lists of seconds
            repeat,
            lambda i: subprocess.run(argv, check=True, capture_output=True, cwd=tmp, env=env),
            lambda i: subprocess.run([*ssh_cmd, *NO_MASTER, "127.0.0.1", program, *harness], check=True,
                                     capture_output=True),
            lambda i: subprocess.run(floor, check=True, capture_output=True, env=env),
            lambda i: subprocess.run(argv, check=True, capture_output=True, cwd=tmp, env=direct),
            lambda i: subprocess.run(local, check=True, capture_output=True, cwd=tmp, env=env))
        # The first run to a board (no helper yet: it connects on its own and starts one as it exits) against
        # a run on its own link, in turn: issue 35 asks that the first call stay as fast as before.
        first, own = [], []
        for _ in range(repeat):
            stop_helpers(runtime)
            for side, variant in ((first, env), (own, direct)):
                start = time.perf_counter()
                subprocess.run(argv, check=True, capture_output=True, cwd=tmp, env=variant)
                side.append(time.perf_counter() - start)
    finally:
        stop_helpers(runtime)
    return [("warm `tgtbuild run` (kept link) vs fresh ssh", ours, ssh, load, 0.5),  # goal: issue 35
            ("first `tgtbuild run` (starts the helper) vs own link", first, own, load, None),
            ("... its own link (KEEP_CONNECTION=0) vs fresh ssh", fresh, ssh, load, None),
            ("kept link vs its own link", ours, fresh, load, None),
            ("floor: the same run, --board local, vs fresh ssh", here, ssh, load, None),  # floors: no goal
            ("floor: python+paramiko client vs fresh ssh", bare, ssh, load, None)]


def stop_helpers(runtime: Path) -> None:
    """SIGTERM, by pid, the helpers serving from `runtime`, and wait (bounded) until they are gone."""
    for pid in helper_pids(runtime):
        os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + 10
    while helper_pids(runtime) and time.monotonic() < deadline:
        time.sleep(0.02)


def helper_pids(runtime: Path) -> list[int]:
    """Pids of the exec helpers serving from `runtime` (the kept connections this bench's runs started)."""
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
    parser.add_argument("--size-mb", type=int, default=50)
    parser.add_argument("--repeat", type=int, default=5)
    add_cases(parser, CASES)
    add_here(parser)
    args = parse_with_quick(parser, "CI's check: 2 MB, 4 rounds, this environment", size_mb=2, repeat=4, here=True)
    cases = chosen_cases(parser, args.cases, CASES)
    reason = sshd_missing_reason()
    if reason:
        return skipped(reason)
    for tool in ("scp", "rsync", "ssh"):
        if shutil.which(tool) is None:
            return skipped(f"{tool} not installed")

    rows = []
    with tempfile.TemporaryDirectory(prefix="tgtbuild-bench-") as tmp_name:
        tmp = Path(tmp_name)
        with Sshd(tmp / "sshd") as server:
            board = server.board(tmp / "board")
            target = f"{server.user}@127.0.0.1"
            ssh_cmd = ["ssh", "-p", str(server.port), *server.ssh_options()]
            artifact = tmp / "model.so"
            artifact.write_bytes(os.urandom(args.size_mb << 20))
            (tmp / "scp").mkdir()
            (tmp / "rsync").mkdir()

            def ours_first(i: int) -> None:
                with connect(board) as conn:
                    report = deploy(conn, board, {"model.so": artifact}, f"first{i}", progress=lambda s, t: None)
                assert report.bytes_sent == artifact.stat().st_size

            def scp_first(i: int) -> None:
                subprocess.run(["scp", "-q", "-P", str(server.port), *server.ssh_options(), *NO_MASTER,
                                str(artifact), f"{target}:{tmp}/scp/model{i}.so"], check=True)

            if "first" in cases:
                rows.append((f"first deploy {args.size_mb} MB vs scp", *pairs(args.repeat, ours_first, scp_first),
                             0.75))

            def raw_channel(i: int) -> None:
                with connect(board) as conn:
                    channel = conn.transport.open_session(window_size=WINDOW_SIZE, max_packet_size=MAX_PACKET_SIZE)
                    channel.exec_command(f"cat > {tmp}/scp/raw{i}")
                    with open(artifact, "rb") as src:
                        while chunk := src.read(1 << 20):
                            channel.sendall(chunk)
                    channel.shutdown_write()
                    assert channel.recv_exit_status() == 0

            if "floor" in cases:
                rows.append(("floor: paramiko channel into cat vs scp", *pairs(args.repeat, raw_channel, scp_first),
                             0.75))

            def ours_again(i: int) -> None:
                with connect(board) as conn:
                    report = deploy(conn, board, {"model.so": artifact}, "again")
                assert report.bytes_sent == (artifact.stat().st_size if i < 0 else 0)

            rsync = ["rsync", "-a", "-e", " ".join([*ssh_cmd, *NO_MASTER]), str(artifact), f"{target}:{tmp}/rsync/"]

            if "again" in cases:
                ours_again(-1)  # the first copy: what follows finds it unchanged
                subprocess.run(rsync, check=True)
                rows.append(("unchanged redeploy vs rsync -e ssh",
                             *pairs(args.repeat, ours_again, lambda i: subprocess.run(rsync, check=True)), 0.3))

            if cases & {"run", "fresh"}:
                rows += run_rows(args, cases, tmp, board, ssh_cmd)
            if "cli" in cases:
                rows += cli_rows(tmp, server, ssh_cmd, args.repeat, args.here)

    if args.quick:
        print(QUICK)
    print(f"{'case':44} {'tgtbuild':>9} {'peer':>9}  load  ratio [95% CI], goal: verdict")
    judged = {}
    for name, ours, peer, load, goal in rows:
        judged[name] = verdict = judge(ours, peer, goal)
        print(f"{name:44} {statistics.median(ours) * 1000:8.1f}ms {statistics.median(peer) * 1000:8.1f}ms "
              f"{load:5.1f}  {verdict.text()}")
    for line in footer(judged):
        print(line)
    print(f"(medians of {args.repeat} interleaved rounds, {args.repeat * 2} for the run cases; loopback sshd, "
          f"{os.cpu_count()} CPUs; load: the highest 1-minute load average seen during the case)")
    return 1 if any(v.decision == MISSES for v in judged.values()) and not args.quick else 0


def run_rows(args: argparse.Namespace, cases: set[str], tmp: Path, board, ssh_cmd: list[str]) -> list[tuple]:
    """Remote runs of a tiny runner: kept connection vs ControlMaster, fresh vs fresh."""
    runner = tmp / "runner"
    runner.write_text("#!/bin/sh\necho ok\n")
    runner.chmod(0o755)
    rows = []
    with connect(board) as conn:
        remote_runner = deploy(conn, board, {"runner": runner}, "run").remote_path("runner")

        def ours_kept(i: int) -> None:
            assert conn.run([remote_runner], timeout=30).stdout == b"ok\n"

        control = ["-o", f"ControlPath={tmp / 'cm-%p'}"]
        if "run" in cases:
            # -M alone: `-o ControlMaster=yes` before it makes ssh count master mode twice, which means
            # `ask`: the master then refuses every session ('Permission denied') and each client
            # silently opens its own connection (measured: as slow as plain ssh).
            subprocess.run([*ssh_cmd, *control, "-o", "ControlPersist=yes", "-MNf",
                            "127.0.0.1"], check=True)
            subprocess.run([*ssh_cmd, *control, "-O", "check", "127.0.0.1"], check=True, capture_output=True)
            try:
                def ssh_kept(i: int) -> None:
                    out = subprocess.run([*ssh_cmd, *control, "-o", "ControlMaster=no", "127.0.0.1", remote_runner],
                                         check=True, capture_output=True)
                    assert out.stdout == b"ok\n"

                ours_kept(0)
                ssh_kept(0)
                rows.append(("run, open connection vs ssh ControlMaster", *pairs(args.repeat * 2, ours_kept, ssh_kept),
                             1.2))
            finally:
                subprocess.run([*ssh_cmd, *control, "-O", "exit", "127.0.0.1"], capture_output=True)

    def ours_fresh(i: int) -> None:
        with connect(board) as fresh:
            assert fresh.run([remote_runner], timeout=30).stdout == b"ok\n"

    def ssh_fresh(i: int) -> None:
        out = subprocess.run([*ssh_cmd, *NO_MASTER, "127.0.0.1", remote_runner], check=True, capture_output=True)
        assert out.stdout == b"ok\n"

    if "fresh" in cases:
        rows.append(("run, fresh connection vs fresh ssh", *pairs(args.repeat * 2, ours_fresh, ssh_fresh), 1.2))
    return rows


if __name__ == "__main__":
    sys.exit(main())
