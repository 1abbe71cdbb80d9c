"""Ctrl-C during an upload, repeated: does `tgtbuild deploy` / `tgtbuild run` always end, and clean?

Issue 27 saw SIGINT while run/deploy uploaded a 150 MB binary hang 3 of 45
times (deploy 2 of 11), both threads waiting on paramiko's lock. Since then
interrupts are deferred past SFTP calls (`tgtbuild.interrupts.deferred`) and
clean-up is capped at 20 s; this repeats the experiment.

Each trial starts `tgtbuild deploy` of a ~150 MB file, or `tgtbuild run` of a
~150 MB program (a C program with 150 MB of .rodata), to a loopback sshd
board (tests/sshd.py), waits until the upload's temporary file appears on
the board, sends SIGINT at a random moment of the upload (uniform over the
first `--spread` seconds), and records:

* the seconds from the signal to the exit, and the exit status;
* a hang: no exit within `--hang` (25) seconds (the process is then killed,
  by pid, and counted);
* what was left on the board: `.tgtbuild-lock*` and `.tgtbuild-tmp-*` files;
* whether the next deploy into the same board waits (its seconds; the stale
  lock cost 61 s before the fix).

    .venv/bin/python bench/sigint_upload.py [--trials 45] [--size-mb 150] [--kinds deploy,run] [--seed 1] [--quick]

Prints one line per trial and a summary; `--json FILE` writes every trial.
A trial whose upload finished before the signal is reported as "late"
(the signal came after the upload: not a test of an interrupted upload).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
from _common import parse_with_quick, skipped  # noqa: E402 - bench/_common.py
from sshd import Sshd, sshd_missing_reason  # noqa: E402
from tgtcli import boards_file  # noqa: E402

TGTBUILD = [sys.executable, "-m", "tgtbuild"]
PROGRAM = """#include <stdio.h>
#define PAD ({size} << 20)
static const volatile char pad[PAD] = {{1, 2, 3}};
int main(void) {{ printf("%d\\n", pad[PAD / 2] + pad[0]); return 0; }}
"""


def leftovers(board_dir: Path) -> list[str]:
    """Lock and temporary files anywhere under the board's work dir."""
    if not board_dir.exists():
        return []
    return sorted(str(p.relative_to(board_dir)) for p in board_dir.rglob("*")
                  if p.name.startswith(".tgtbuild-lock") or ".tgtbuild-tmp-" in p.name)


def uploading(board_dir: Path) -> bool:
    return board_dir.exists() and any(".tgtbuild-tmp-" in p.name for p in board_dir.rglob("*"))


def trial(kind: str, work: Path, boards: Path, board_dir: Path, rng: random.Random, spread: float,
          hang: float) -> dict:
    """One interrupted upload; the board's bin folder is emptied first so a run uploads again."""
    shutil.rmtree(board_dir, ignore_errors=True)
    common = ["--boards-file", str(boards), "--board", "lab"]
    if kind == "deploy":
        argv = [*TGTBUILD, "deploy", *common, "--dir", "drop", str(work / "big.bin")]
    else:
        argv = [*TGTBUILD, "run", "--target", "x86_64-linux-gnu", *common, str(work / "big.c"), "-o", "big",
                "--timeout", "60"]
    proc = subprocess.Popen(argv, cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    record: dict = {"kind": kind}
    try:
        deadline = time.monotonic() + 120
        while not uploading(board_dir) and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.005)
        if proc.poll() is not None or not uploading(board_dir):
            record.update(outcome="no upload seen", rc=proc.poll())
            return record
        delay = rng.uniform(0, spread)
        time.sleep(delay)
        record["late"] = not uploading(board_dir)  # the temp file is gone: the upload had finished
        proc.send_signal(signal.SIGINT)
        sent = time.monotonic()
        try:
            _, err = proc.communicate(timeout=hang)
            record.update(outcome="ended", exit_s=round(time.monotonic() - sent, 3), rc=proc.returncode,
                          traceback=b"Traceback" in err, delay_s=round(delay, 3))
        except subprocess.TimeoutExpired:
            record.update(outcome="HANG", exit_s=None, rc=None, delay_s=round(delay, 3),
                          stacks=_stacks(proc.pid))
            proc.kill()
            proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=30)
    record["left"] = leftovers(board_dir)
    small = work / "small.bin"
    small.write_bytes(b"x")
    start = time.monotonic()
    done = subprocess.run([*TGTBUILD, "deploy", *common, "--dir", "drop", str(small)], cwd=work,
                          capture_output=True, timeout=120)
    record["next_deploy_s"] = round(time.monotonic() - start, 3)
    record["next_deploy_rc"] = done.returncode
    return record


def _stacks(pid: int) -> str:
    """The hung process's Python stacks, when py-spy is installed (else its kernel wait channel)."""
    spy = shutil.which("py-spy")
    if spy:
        done = subprocess.run([spy, "dump", "--pid", str(pid)], capture_output=True, text=True, timeout=30)
        return done.stdout[-4000:]
    try:
        return Path(f"/proc/{pid}/wchan").read_text()
    except OSError:
        return ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=45)
    parser.add_argument("--size-mb", type=int, default=150)
    parser.add_argument("--kinds", default="deploy,run", help="alternated in this order")
    parser.add_argument("--spread", type=float, default=0.0,
                        help="the signal comes uniformly within this many seconds of the upload's start "
                             "(default: 80%% of one measured upload)")
    parser.add_argument("--hang", type=float, default=25.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="write every trial here")
    args = parse_with_quick(parser, "CI's check: 2 trials (one deploy, one run) of 24 MB", trials=2, size_mb=24)
    if args.quick:
        print("quick run (--quick): 2 trials of 24 MB; it checks both paths, not the hang rate")
    reason = sshd_missing_reason()
    if reason:
        return skipped(reason)
    kinds = args.kinds.split(",")
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory(prefix="tgtbuild-sigint-") as tmp:
        work = Path(tmp)
        with open(work / "big.bin", "wb") as out:  # real bytes: a sparse file would compress nothing anyway
            block = os.urandom(1 << 20)
            for _ in range(args.size_mb):
                out.write(block)
        (work / "big.c").write_text(PROGRAM.format(size=args.size_mb))
        with Sshd(work / "sshd") as server:
            boards = boards_file(work, server)
            board_dir = work / "board"
            common = ["--boards-file", str(boards), "--board", "lab"]
            start = time.monotonic()
            subprocess.run([*TGTBUILD, "deploy", *common, "--dir", "drop", str(work / "big.bin")], cwd=work,
                           check=True, capture_output=True, timeout=300)
            upload_s = time.monotonic() - start
            if "run" in kinds:  # built once here: a trial's time is the upload's, not the compiler's
                subprocess.run([*TGTBUILD, "build", "--target", "x86_64-linux-gnu", str(work / "big.c"), "-o",
                                "big"], cwd=work, check=True, capture_output=True, timeout=300)
            spread = args.spread or 0.8 * upload_s
            print(f"one {args.size_mb} MB deploy: {upload_s:.2f} s; SIGINT within {spread:.2f} s of the upload's "
                  f"start; load {os.getloadavg()[0]:.2f}", flush=True)
            trials = []
            for number in range(args.trials):
                record = trial(kinds[number % len(kinds)], work, boards, board_dir, rng, spread, args.hang)
                trials.append(record)
                print(f"{number + 1:3d} {record['kind']:6s} {record['outcome']:8s} exit {record.get('exit_s')} s "
                      f"rc {record.get('rc')} left {record['left'] or '-'} next deploy {record['next_deploy_s']} s"
                      f"{' (late)' if record.get('late') else ''}", flush=True)
    summary(trials)
    if args.json:
        Path(args.json).write_text(json.dumps(trials, indent=1))
    return 1 if any(t["outcome"] == "HANG" or t["left"] for t in trials) else 0


def summary(trials: list[dict]) -> None:
    for kind in sorted({t["kind"] for t in trials}):
        mine = [t for t in trials if t["kind"] == kind]
        ended = [t["exit_s"] for t in mine if t["outcome"] == "ended"]
        print(f"{kind}: {len(mine)} trials, {sum(t['outcome'] == 'HANG' for t in mine)} hangs (> 25 s), "
              f"{sum(t['outcome'] == 'no upload seen' for t in mine)} without an upload seen, "
              f"{sum(bool(t.get('late')) for t in mine)} signalled after the upload, "
              f"{sum(bool(t['left']) for t in mine)} left a lock or temp file, "
              f"{sum(bool(t.get('traceback')) for t in mine)} with a traceback, "
              f"exit after the signal median {round(statistics.median(ended), 3) if ended else '-'} s max "
              f"{max(ended) if ended else '-'} s, exit statuses {sorted({t.get('rc') for t in mine}, key=str)}, "
              f"next deploy max {max(t['next_deploy_s'] for t in mine)} s "
              f"(failed {sum(t['next_deploy_rc'] != 0 for t in mine)})")


if __name__ == "__main__":
    sys.exit(main())
