"""`tgtbuild.api.replaying`: the warm replay from the run's options as plain data, with no argparse in sight.

`tgtbuild run` keys its replay on what `prepare_run` takes (issue 44, item 2);
through the API door (item 3) a script holding the same options records a run
and replays it, and a changed source sends it back to the full path.
"""

from __future__ import annotations

from pathlib import Path

import tgtbuild.api as tb
from tgtbuild.api.replaying import remember_run, replay, replay_key

SOURCE = "void scale(float *a, long n) { for (long i = 0; i < n; i++) a[i] *= 2.0f; }\n"
ARGS = ["f32[64]", "i64=64"]


def test_a_script_records_a_run_and_replays_it_until_a_source_changes(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    source = tmp_path / "scale.c"
    source.write_text(SOURCE)
    build = tb.BuildOptions(build_dir=str(tmp_path / "build"))
    options = {  # prepare_run's parameters as plain data (docs/api.md)
        "sources": [str(source)], "target": "x86_64-linux-gnu", "entry": "scale", "args": ARGS, "inputs": [],
        "program_args": [], "board": "local", "trust": {"boards_file": None}, "timing": {"repeat": 2},
        "check": None, "launch": {}, "build": build.key(), "config": None, "timeout": 60.0,
    }
    key = replay_key(options)
    assert key is not None
    assert replay(options, key) is None  # nothing recorded yet: the full path runs
    with tb.prepare_run([str(source)], "x86_64-linux-gnu", entry="scale", args=ARGS, board="local",
                        timing=tb.Timing(repeat=2, min_repeat_ms=1), build=build, timeout=60.0) as runner:
        result = runner.run()
        remember_run(key, options, runner, result, {"target": result.target, "emulated": result.emulated},
                     "tgtbuild: running scale")
    said: list[str] = []
    done = replay(options, key, announce=said.append)
    assert done is not None and done.status == 0
    assert said == ["tgtbuild: running scale"] and len(done.timing()["times"]) == 2
    assert done.record["summary"] == {"target": result.target, "emulated": False}
    source.write_text(SOURCE.replace("2.0f", "3.0f"))
    assert replay(options, key) is None
