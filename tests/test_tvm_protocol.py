"""`--number`, `--repeat`, `--min-repeat-ms` on a TVM kernel mean what they mean in TVM's time_evaluator.

time_evaluator(number=1, min_repeat_ms=50) grows `number` from 1 until a repeat
lasts 50 ms; the TVM harness used to keep `--number 1` fixed ("--number N
fixes it", as for plain C entries) and read 0.33-0.39x TVM's figure.
"""

from __future__ import annotations

import json
import platform

import pytest
from test_tvm_abi import DATA, SPECS
from tgtcli import run_tgtbuild as tgtbuild

X86 = pytest.mark.skipif(platform.machine() != "x86_64", reason="runs x86_64 code on the local board")


def _timing(tmp_path, *options: str) -> dict:
    args = [w for spec in SPECS["add"] for w in ("--arg", spec)]
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", str(DATA / "add.x86_64.ll"), "--entry", "add", *args,
                    *options, "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)["timing"]


@X86
def test_number_is_where_tvms_growth_starts_not_a_fixed_count(tmp_path):
    timing = _timing(tmp_path, "--number", "1", "--min-repeat-ms", "20", "--repeat", "2")
    assert timing["number"] > 1000  # ~0.1 us a call: grown until a repeat lasts 20 ms
    assert all(t * timing["number"] >= 0.020 for t in timing["times"])  # each repeat lasts min-repeat-ms


@X86
def test_without_min_repeat_ms_number_is_what_is_given(tmp_path):
    timing = _timing(tmp_path, "--number", "7", "--min-repeat-ms", "0", "--repeat", "3")
    assert timing["number"] == 7 and timing["repeat"] == 3
