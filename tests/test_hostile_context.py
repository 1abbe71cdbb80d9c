"""The run context's board-side probe against a /proc and /sys that are missing, lie, block or cannot be read.

The probe (`run.context.PROBE`) is shell text the board's own sh runs
around the program. Here it is the real text run by the real `sh`, with its
/proc and /sys moved under a fake root (`TGTBUILD_CONTEXT_ROOT`, the seam
the probe documents), then parsed as a run parses it. Every case must end
within a bound (the probe runs before the program: a blocked read is a
run that never starts), leave every value it cannot trust absent with a
reason, and never raise. The last test runs a whole `tgtbuild run` on the
local board with a /sys whose files are FIFOs.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from tgtbuild.run.context import ContextSplit, board_context, new_mark, probe_text

CPU0 = "sys/devices/system/cpu/cpu0/cpufreq"
ZONE0 = "sys/class/thermal/thermal_zone0"
PROBE_BOUND_S = 10  # the probe of a real board takes ~5 ms


def probe(root: Path, *, user: str | None = None) -> tuple[dict, float]:
    """The board state the real probe reads under `root` (as `user` when given), and the seconds it took."""
    mark = new_mark()
    script = probe_text(mark) + "\n_tgtctx before >&2; echo program >&2; _tgtctx after >&2\n"
    argv = ["sh", "-c", script]
    if user:
        argv = ["setpriv", f"--reuid={user}", f"--regid={user}", "--clear-groups", *argv]
    start = time.monotonic()
    done = subprocess.run(argv, env={**os.environ, "TGTBUILD_CONTEXT_ROOT": str(root)}, capture_output=True,
                          timeout=PROBE_BOUND_S, cwd="/")
    took = time.monotonic() - start
    assert done.returncode == 0, done.stderr
    rest: list[bytes] = []
    split = ContextSplit(mark, rest.append)
    split.write(done.stderr)
    split.close()
    assert b"".join(rest) == b"program\n"  # the program's own stderr, whatever the probe met
    assert [block.split(b"\n")[0] for block in split.blocks] == [b"before", b"after"]
    return board_context(split.blocks), took


def write(root: Path, files: dict[str, str | bytes]) -> Path:
    for rel, content in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return root


def test_a_missing_proc_and_sys_are_absent_not_guessed(tmp_path):
    state, _ = probe(tmp_path / "nothing-here")
    assert {"kernel", "cpu_model", "cpus", "load_before", "load_after", "temperature_c", "hostname",
            "allowed_cpus"} <= set(state["absent"])
    assert state["notes"] == []


def test_fifos_in_proc_and_sys_are_skipped_not_waited_on(tmp_path):
    """Each FIFO would block `read`'s open for ever: before the fix the probe hung (killed at 10 s)."""
    root = write(tmp_path / "root", {f"{CPU0}/cpuinfo_max_freq": "1800000\n"})
    for rel in ("proc/loadavg", "proc/cpuinfo", "proc/sys/kernel/osrelease", f"{CPU0}/scaling_governor",
                f"{CPU0}/scaling_cur_freq", f"{ZONE0}/type", f"{ZONE0}/temp", "sys/devices/system/cpu/online"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(root / rel)
    state, took = probe(root)
    assert took < 5, took
    assert state["cpus"] == {"0": {"governor": None, "khz_before": None, "khz_after": None, "max_khz": 1800000}}
    assert state["kernel"] is None and state["load_before"] is None and state["cpu_model"] is None


def test_devices_and_directories_where_files_should_be_are_skipped(tmp_path):
    """A link to /dev/zero was read without end (no newline ever comes); a directory is not a value."""
    root = tmp_path / "root"
    for rel in (f"{CPU0}/scaling_governor", "proc/sys/kernel/osrelease"):
        (root / rel).mkdir(parents=True)
    (root / "proc").mkdir(exist_ok=True)
    (root / "proc/loadavg").symlink_to("/dev/zero")
    (root / "proc/cpuinfo").symlink_to("/dev/urandom")
    (root / CPU0 / "scaling_cur_freq").symlink_to("/dev/zero")
    write(root, {f"{ZONE0}/temp": "45000\n"})
    (root / ZONE0 / "type").symlink_to("/dev/null")
    state, took = probe(root)
    assert took < 5, took
    assert state["load_before"] is None and state["kernel"] is None and state["cpu_model"] is None
    assert state["cpus"] is None  # cpu0 has no readable value at all
    assert state["temperature_c"] == {"thermal_zone0:?": {"before": 45.0, "after": 45.0}}


def test_lying_values_are_absent_with_the_reason(tmp_path):
    big = "9" * 400  # more digits than a float holds
    root = write(tmp_path / "root", {
        "proc/loadavg": "-1.0 nan inf 1/2 3\n",
        "proc/sys/kernel/osrelease": b"6.1\x00\xff\xfe-binary\n",
        "proc/sys/kernel/hostname": "h" * 100_000 + "\n",  # one very long line
        "proc/cpuinfo": b"model name\t: \x1b[31mred\x1b[0m\n",
        f"{CPU0}/scaling_governor": "performance extra words\n",
        f"{CPU0}/scaling_cur_freq": big + "\n",
        f"{CPU0}/cpuinfo_max_freq": "-1800000\n",
        "sys/devices/system/cpu/cpu1/cpufreq/scaling_cur_freq": "1.5e6\n",
        "sys/devices/system/cpu/cpu1/cpufreq/cpuinfo_max_freq": "0x1b7740\n",
        f"{ZONE0}/type": "x" * 300 + "\n",
        f"{ZONE0}/temp": "-999999999999\n",
        "sys/class/hwmon/hwmon0/name": "k10temp\n",
        "sys/class/hwmon/hwmon0/temp1_input": "nan\n",
        "sys/fs/cgroup/cpuset.cpus.effective": "0-99999999999\n",
    })
    state, took = probe(root)
    assert took < PROBE_BOUND_S
    notes = "\n".join(state["notes"])
    assert state["load_before"] is None and "load average before" in notes
    assert state["cpus"]["0"] == {"governor": "performance extra words", "khz_before": None, "khz_after": None,
                                  "max_khz": None}
    assert state["cpus"]["1"]["khz_before"] is None and state["cpus"]["1"]["max_khz"] is None
    assert "'1.5e6' is not a number" in notes and "'0x1b7740' is not a number" in notes
    assert f"{big[:40]!r}" not in notes and "outside 1..2e+07" in notes  # a huge int is out of range, not a crash
    kernel = state["kernel"]  # undecodable bytes are U+FFFD, a NUL is dropped (by sh) or '?': valid JSON text
    assert kernel.startswith("6.1") and kernel.endswith("-binary") and "\x00" not in kernel
    assert len(state["hostname"]) == 120 and "hostname: 100000 characters, cut to 120" in notes
    assert "\x1b" not in (state["cpu_model"] or "")
    temps = state["temperature_c"]
    assert all(v == {"before": None, "after": None} for v in temps.values()), temps
    assert all(len(name) <= 120 for name in temps)
    assert state["allowed_cpus"] == "0-99999999999" and state["used_cpus"] is None  # a range no board has
    json.dumps(state)  # the record is written with the run's --json


def test_thousands_of_cpus_and_zones_stay_bounded(tmp_path):
    root = tmp_path / "root"
    for n in range(3000):
        write(root, {f"sys/devices/system/cpu/cpu{n}/cpufreq/scaling_governor": "schedutil\n"})
    for n in range(200):
        write(root, {f"sys/class/thermal/thermal_zone{n}/temp": "40000\n"})
    state, took = probe(root)
    assert took < PROBE_BOUND_S
    assert len(state["temperature_c"]) <= 64 * 2  # parse_blocks and board_context cap what a board can add
    assert 0 < len(state["cpus"]) <= 4000


@pytest.mark.skipif(os.geteuid() != 0 or not shutil.which("setpriv"), reason="needs root to drop to nobody")
def test_an_unreadable_sys_is_absent(tmp_path):
    """pytest's temp folders are 0700: nobody can reach the fake root at all (root can read anything)."""
    root = write(tmp_path / "root", {"proc/loadavg": "0.1 0.2 0.3 1/2 3\n",
                                     f"{CPU0}/scaling_governor": "performance\n"})
    os.chmod(tmp_path, 0o700)
    state, _ = probe(root, user="65534")
    assert state["load_before"] is None and state["cpus"] is None


def test_a_whole_run_on_the_local_board_with_fifos_in_sys_finishes(tmp_path, tgtbuild):
    """End to end: the run script evaluates the probe before the program; a FIFO governor hung the run."""
    (tmp_path / "prog.c").write_text('#include <stdio.h>\nint main(void) { puts("ran"); return 0; }\n')
    root = write(tmp_path / "root", {"proc/sys/kernel/osrelease": "6.1.0-fake\n"})
    for rel in ("proc/loadavg", f"{CPU0}/scaling_governor", f"{CPU0}/scaling_cur_freq"):
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        os.mkfifo(root / rel)
    start = time.monotonic()
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", "prog.c", "--json", "--timeout", "60", cwd=tmp_path,
                    env={**os.environ, "TGTBUILD_CONTEXT_ROOT": str(root)}, timeout=300)
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout)
    assert record["stdout"] == "ran\n"
    state = record["context"]["board_state"]
    assert state["kernel"] == "6.1.0-fake" and state["cpus"] is None and state["load_before"] is None
    assert time.monotonic() - start < 240
