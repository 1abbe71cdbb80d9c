"""The context record of a run (`tgtbuild.run.context`): read on the board in the run's own exec, never guessed.

The board part is checked on the real sshd board with its /proc and /sys
replaced (TGTBUILD_CONTEXT_ROOT in the board's environment) by missing and
lying files; the framing is checked byte for byte against a program that
prints look-alike marks.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest

from tgtbuild.run.context import ContextSplit, board_context, instability, new_mark, parse_cpu_list


def frame(mark: str, phase: str, body: str) -> bytes:
    return f"{mark}{phase}\n{body}{mark}end\n".encode()


def test_the_split_gives_stderr_back_exactly_whatever_the_chunking():
    mark = new_mark()
    fake = "\x1etgtbuild-context-0123456789abcdef\x1ebefore\n"  # another token: the program's own text
    stream = (frame(mark, "before", "loadavg 0.10 0.20 0.30 1/2 3\n") + b"program says hi\x1e\n" + fake.encode()
              + b"no newline at the end" + frame(mark, "after", "loadavg 0.50 0.20 0.30 1/2 3\n"))
    expected = b"program says hi\x1e\n" + fake.encode() + b"no newline at the end"
    for cut in range(1, len(stream)):
        for size in (1, 7, cut):
            got: list[bytes] = []
            split = ContextSplit(mark, got.append)
            pieces = [stream[:cut]] + [stream[i:i + size] for i in range(cut, len(stream), size)]
            for piece in pieces:
                split.write(piece)
            split.close()
            assert b"".join(got) == expected, (cut, size)
            assert [b.split(b"\n")[0] for b in split.blocks] == [b"before", b"after"]


def test_a_run_killed_inside_a_block_loses_no_output():
    mark = new_mark()
    got: list[bytes] = []
    split = ContextSplit(mark, got.append)
    split.write(b"out" + mark.encode()[:5])
    split.close()
    assert b"".join(got) == b"out" + mark.encode()[:5]


LYING = {
    "before": ("loadavg junk 1 2\ngovernor 0 powersave\ncur_khz 0 fast\nmax_khz 0 -5\ngovernor x performance\n"
               "cur_khz 1 99999999999\ntemp thermal_zone0:cpu 900000\ntemp thermal_zone1:soc 41000\n"
               "kernel " + "k" * 500 + "\nhostname a\x00b\nallowed 0-1\nnonsense\n\n"),
    "after": "loadavg -1 0 0\ntemp thermal_zone1:soc 52000\ncur_khz 0 1200000\n",
}


def test_lying_values_are_recorded_absent_with_a_reason():
    mark = new_mark()
    blocks = [frame(mark, phase, body)[len(mark):-len(mark) - 4] for phase, body in LYING.items()]
    state = board_context(blocks)
    assert state["load_before"] is None and state["load_after"] is None
    cpu0 = state["cpus"]["0"]
    assert cpu0 == {"governor": "powersave", "khz_before": None, "khz_after": 1200000, "max_khz": None}
    assert state["cpus"]["1"]["khz_before"] is None
    assert state["temperature_c"] == {"thermal_zone0:cpu": {"before": None, "after": None},
                                      "thermal_zone1:soc": {"before": 41.0, "after": 52.0}}
    assert len(state["kernel"]) == 120 and state["hostname"] == "a?b"
    notes = "\n".join(state["notes"])
    assert "'fast' is not a number" in notes and "900 C is implausible" in notes and "cut to 120" in notes
    assert "cpu_model" in state["absent"] and "load_before" in state["absent"]


def test_nothing_from_the_board_is_all_absent():
    state = board_context([])
    assert set(state["absent"]) >= {"kernel", "cpu_model", "cpus", "load_before", "temperature_c"}
    assert "no context" in state["notes"][0]


@pytest.mark.parametrize("text, cpus", [("0-2,5", [0, 1, 2, 5]), ("3", [3]), ("", []), ("0-x", []),
                                        ("5-1", []), ("0-99999999", [])])
def test_cpu_lists(text, cpus):
    assert parse_cpu_list(text) == cpus


def test_unstable_conditions_are_warned_about_as_pyperf_does():
    context = {"emulated": False, "board_state": {
        "cpus": {"0": {"governor": "ondemand", "khz_before": 2000000, "khz_after": 1400000, "max_khz": 2400000},
                 "1": {"governor": "performance", "khz_before": 2400000, "khz_after": 2400000, "max_khz": None}},
        "temperature_c": {"zone0": {"before": 50.0, "after": 71.0}},
        "load_before": [2.5, 1.0, 0.5]}}
    text = "\n".join(instability(context, {"cv": 0.25}))
    for expected in ("25% of their mean", "governor ondemand on cpu 0", "from 2000 to 1400 MHz",
                     "rose from 50 to 71 C", "load average 2.50"):
        assert expected in text
    quiet = {"emulated": False, "board_state": {"cpus": {"0": {"governor": "performance", "khz_before": 1,
                                                               "khz_after": 1}}, "load_before": [0.1, 0, 0]}}
    assert instability(quiet, {"cv": 0.01}) == []


PROGRAM = r"""#include <stdio.h>
int main(void) {
    fputs("\x1etgtbuild-context-0000000000000000\x1e" "before\nlooks like a frame", stderr);
    puts("ran");
    return 0;
}
"""


def fake_root(folder: Path) -> Path:
    """A /proc and /sys that lie: a governor, a frequency that is text, a 900 C sensor, a junk load."""
    files = {
        "proc/loadavg": "banana\n",
        "proc/sys/kernel/osrelease": "6.1.0-lying\n",
        "proc/cpuinfo": "model name\t: Fake CPU @ 9 THz\n\nmodel name\t: second\n",
        "sys/devices/system/cpu/cpu0/cpufreq/scaling_governor": "powersave\n",
        "sys/devices/system/cpu/cpu0/cpufreq/scaling_cur_freq": "fast\n",
        "sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq": "1800000\n",
        "sys/class/thermal/thermal_zone0/type": "cpu-thermal\n",
        "sys/class/thermal/thermal_zone0/temp": "900000\n",
        "sys/class/hwmon/hwmon0/name": "k10temp\n",
        "sys/class/hwmon/hwmon0/temp1_input": "45500\n",
    }
    for rel, text in files.items():
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_text(text)
    (folder / "sys/devices/system/cpu/cpu1").mkdir(parents=True)  # a CPU with no cpufreq at all
    return folder


def test_context_is_read_on_the_ssh_board_in_the_run_and_lies_are_absent(tmp_path, sshd_server, tgtbuild,
                                                                        write_boards):
    (tmp_path / "prog.c").write_text(PROGRAM)
    boards = write_boards(tmp_path, sshd_server)
    base = boards.read_text()
    argv = ("run", "--target", "x86_64-linux-gnu", "--board", "lab", "--boards-file", str(boards), "prog.c",
            "--json")
    for root, check in ((fake_root(tmp_path / "lying"), "lying"), (tmp_path / "empty", "empty")):
        root.mkdir(exist_ok=True)
        boards.write_text(base + f"env = {{ TGTBUILD_CONTEXT_ROOT = {json.dumps(str(root))} }}\n")
        done = tgtbuild(*argv, cwd=tmp_path, timeout=300)
        assert done.returncode == 0, done.stderr
        record = json.loads(done.stdout)
        assert record["stdout"] == "ran\n"
        # the program's own look-alike frame is its output, byte for byte
        assert base64.b64decode(record["stderr_base64"]) == (b"\x1etgtbuild-context-0000000000000000\x1e"
                                                              b"before\nlooks like a frame")
        context = record["context"]
        state = context["board_state"]
        assert context["target"] == "llvm -mtriple=x86_64-unknown-linux-gnu" and context["emulated"] is False
        assert context["toolchain"]["name"] and context["tgtbuild"]
        assert state["load_before"] is None and state["load_after"] is None
        if check == "lying":
            assert state["kernel"] == "6.1.0-lying" and state["cpu_model"] == "Fake CPU @ 9 THz"
            assert state["cpus"]["0"] == {"governor": "powersave", "khz_before": None, "khz_after": None,
                                          "max_khz": 1800000}
            assert "1" not in state["cpus"]
            assert state["temperature_c"] == {"thermal_zone0:cpu-thermal": {"before": None, "after": None},
                                              "hwmon0:k10temp:temp1": {"before": 45.5, "after": 45.5}}
            assert any("900 C is implausible" in note for note in state["notes"])
        else:
            assert {"kernel", "cpu_model", "cpus", "temperature_c", "hostname"} <= set(state["absent"])
