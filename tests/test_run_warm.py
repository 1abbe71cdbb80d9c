"""A warm `tgtbuild run`: the same command again, nothing changed, replayed without the run stage (run/warm.py).

Real zig, ninja and a real loopback sshd: the replay must run the same
program the full path would, find every change the full path would, and
say a failure in the full path's words:

* an unchanged run is replayed (no `tgtbuild.api.running` imported), with
  the same --json fields as the full run it follows;
* an edited source is built and the new program runs (never the old one);
* a harness that fails on a replay fails once, in the full path's words
  (it is not run a second time);
* on the kept connection, an unchanged run is replayed without paramiko,
  and files gone from the board are uploaded again by the full path.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

KERNEL = """\
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
void scale(float *a, long n) {
    FILE *log = fopen(LOG, "a");
    if (log) { fputs("call\\n", log); fclose(log); }
    if (access(CRASH, F_OK) == 0) abort();
    for (long i = 0; i < n; i++) a[i] *= FACTOR;
}
"""
ONE_CALL = ["--number", "1", "--repeat", "1", "--warmup", "0", "--min-repeat-ms", "0"]


def kernel(folder: Path, factor: str = "2.0f") -> Path:
    source = folder / "scale.c"
    source.write_text(f'#define LOG "{folder / "calls.log"}"\n#define CRASH "{folder / "crash"}"\n'
                      f"#define FACTOR {factor}\n{KERNEL}")
    return source


def command(folder: Path, *extra: object) -> list[object]:
    return ["run", "--target", "x86_64-linux-gnu", "--build-dir", folder / "build", folder / "scale.c",
            "--entry", "scale", "--arg", "f32[64]:inout", "--arg", "i64=64", *ONE_CALL, *extra]


def imported(stderr: str) -> set[str]:
    return {line.rsplit("|", 1)[1].strip() for line in stderr.splitlines()[1:] if line.startswith("import time:")}


def test_an_unchanged_run_is_replayed_without_the_run_stage(tgtbuild, tmp_path):
    kernel(tmp_path)
    first = tgtbuild(*command(tmp_path, "--json"), cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    again = tgtbuild(*command(tmp_path, "--json"), cwd=tmp_path, timeout=120,
                     env=dict(os.environ, PYTHONPROFILEIMPORTTIME="1"))
    assert again.returncode == 0, again.stderr[-3000:]
    modules = imported(again.stderr)
    assert "tgtbuild.run.warm" in modules and "tgtbuild.api.running" not in modules, sorted(modules)
    full, replayed = json.loads(first.stdout), json.loads(again.stdout)
    assert list(replayed) == list(full)
    assert replayed["program"] == full["program"] and replayed["deploy"] == {"sent": [], "bytes_sent": 0}
    assert replayed["timing"]["repeat"] == 1 and replayed["context"]["board_state"]
    assert (tmp_path / "calls.log").read_text() == "call\n" * 2  # ran once each time
    table = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=120)
    assert table.returncode == 0, table.stderr
    assert table.stdout.startswith("tgtbuild: running scale on local\n") and "median" in table.stdout


def test_an_edited_source_is_built_and_run_not_replayed(tgtbuild, tmp_path):
    kernel(tmp_path)
    first = tgtbuild(*command(tmp_path, "--json"), cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    kernel(tmp_path, factor="3.0f")
    os.utime(tmp_path / "scale.c", ns=(0, os.stat(tmp_path / "scale.c").st_mtime_ns + 10**9))  # a new stamp
    edited = tgtbuild(*command(tmp_path, "--json"), cwd=tmp_path, timeout=300)
    assert edited.returncode == 0, edited.stderr
    assert json.loads(edited.stdout)["program"] != json.loads(first.stdout)["program"], "the old program ran"


def test_a_harness_failing_on_a_replay_fails_once_in_the_full_paths_words(tgtbuild, tmp_path):
    kernel(tmp_path)
    first = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    (tmp_path / "crash").write_text("")
    failed = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=120, env=dict(os.environ, PYTHONPROFILEIMPORTTIME="1"))
    assert failed.returncode != 0
    assert "tgtbuild.builder.matrix" not in imported(failed.stderr), "not replayed: the full path built"
    assert "the harness on local" in failed.stderr and "SIGABRT" in failed.stderr, failed.stderr
    assert "Traceback" not in failed.stderr
    assert (tmp_path / "calls.log").read_text() == "call\n" * 2, "the failing harness ran twice"
    as_json = tgtbuild(*command(tmp_path, "--json"), cwd=tmp_path, timeout=120)
    assert as_json.returncode != 0 and "SIGABRT" in json.loads(as_json.stdout)["error"]


def test_on_the_kept_connection_a_replay_needs_no_paramiko_and_lost_files_are_sent_again(tgtbuild, kept,
                                                                                         tmp_path):
    from test_kept_connection import wait_for_helper

    _, env, boards, workdir = kept
    kernel(tmp_path)
    argv = command(tmp_path, "--board", "lab", "--boards-file", boards, "--json")
    first = tgtbuild(*argv, env=env, cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    wait_for_helper(Path(env["XDG_RUNTIME_DIR"]))
    again = tgtbuild(*argv, env=dict(env, PYTHONPROFILEIMPORTTIME="1"), cwd=tmp_path, timeout=120)
    assert again.returncode == 0, again.stderr[-3000:]
    modules = imported(again.stderr)
    assert "tgtbuild.run.warm" in modules and not modules & {"paramiko", "tgtbuild.api.running"}, sorted(modules)
    program = json.loads(again.stdout)["program"]
    assert program == json.loads(first.stdout)["program"] and Path(program).is_file()

    shutil.rmtree(Path(program).parent)  # the board lost its files: the full path uploads them again
    lost = tgtbuild(*argv, env=env, cwd=tmp_path, timeout=120)
    assert lost.returncode == 0, lost.stderr
    assert json.loads(lost.stdout)["deploy"]["bytes_sent"] > 0 and Path(program).is_file()
    assert (tmp_path / "calls.log").read_text() == "call\n" * 3
    assert workdir.is_dir()

    kernel(tmp_path, factor="3.0f")  # an edit: built, and the new program uploaded through the helper
    os.utime(tmp_path / "scale.c", ns=(0, os.stat(tmp_path / "scale.c").st_mtime_ns + 10**9))
    edited = tgtbuild(*argv, env=dict(env, PYTHONPROFILEIMPORTTIME="1"), cwd=tmp_path, timeout=300)
    assert edited.returncode == 0, edited.stderr[-3000:]
    assert "paramiko" not in imported(edited.stderr), "the edited program's upload connected on its own"
    new_program = json.loads(edited.stdout)["program"]
    assert new_program != program and Path(new_program).is_file()


def test_a_record_others_could_write_is_not_followed(tgtbuild, tmp_path):
    """The record says what runs: one writable by the group or others is a miss (the full path runs)."""
    kernel(tmp_path)
    first = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    (record,) = (tmp_path / "build" / ".tgtbuild" / "runs").iterdir()
    record.chmod(0o666)
    again = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300, env=dict(os.environ, PYTHONPROFILEIMPORTTIME="1"))
    assert again.returncode == 0, again.stderr[-3000:]
    assert "tgtbuild.api.running" in imported(again.stderr), "a record others could write was replayed"
    assert not record.stat().st_mode & 0o022, "the full path left the record others could write"


def test_records_are_bounded_per_build_folder(tgtbuild, tmp_path):
    """One record a distinct command line, the newest KEEP kept: a script varying --seed leaves no pile."""
    from tgtbuild.run import warm

    runs = tmp_path / "build" / warm.RECORD_DIR
    runs.mkdir(parents=True)
    for n in range(warm.KEEP + 5):
        (runs / f"{n:024x}.json").write_text("{}\n")
        os.utime(runs / f"{n:024x}.json", ns=(n * 10**9, n * 10**9))
    kernel(tmp_path)
    done = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300)
    assert done.returncode == 0, done.stderr
    left = sorted(p.name for p in runs.iterdir())
    assert len(left) == warm.KEEP and f"{0:024x}.json" not in left and f"{warm.KEEP + 4:024x}.json" in left


def test_a_header_edit_is_built_once_and_a_build_error_said_once(tgtbuild, tmp_path):
    """A header the record does not watch: the replay's ninja finds work and the full path goes on (the new
    program runs); a header that breaks the build: the error is said by the full path only."""
    (tmp_path / "knob.h").write_text("#define BIAS 0.0f\n")
    source = kernel(tmp_path)
    text = source.read_text().replace("a[i] *= FACTOR;", "a[i] = a[i] * FACTOR + BIAS;")
    source.write_text('#include "knob.h"\n' + text)
    first = tgtbuild(*command(tmp_path, "--json"), cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr

    def edit(text: str) -> None:
        (tmp_path / "knob.h").write_text(text)
        os.utime(tmp_path / "knob.h", ns=(0, os.stat(tmp_path / "knob.h").st_mtime_ns + 10**9))

    edit("#define BIAS 1.0f\n")
    rebuilt = tgtbuild(*command(tmp_path, "--json"), cwd=tmp_path, timeout=300)
    assert rebuilt.returncode == 0, rebuilt.stderr
    assert json.loads(rebuilt.stdout)["program"] != json.loads(first.stdout)["program"], "the old program ran"
    edit("#define BIAS nope\n")
    failed = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300)
    assert failed.returncode != 0 and "Traceback" not in failed.stderr
    said = failed.stdout + failed.stderr
    # as a full run says it (ninja's output as it builds, and the error's excerpt of it): not once more
    assert said.count("undeclared identifier 'nope'") == 2 and said.count("tgtbuild: running") == 1, said


@pytest.mark.parametrize("damage", ["not json", "wrong types", "a bad board"])
def test_a_damaged_record_is_only_a_miss(tgtbuild, tmp_path, damage):
    kernel(tmp_path)
    first = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    (record,) = (tmp_path / "build" / ".tgtbuild" / "runs").iterdir()
    data = json.loads(record.read_text())
    if damage == "not json":
        record.write_text("{ not json")
    elif damage == "wrong types":
        record.write_text(json.dumps({**data, "command": 7, "watch": {"1": [0, 0]}}))
    else:
        spec = json.loads(data["board"])
        spec["board"]["host"] = "no such host name!"
        record.write_text(json.dumps({**data, "board": json.dumps(spec, sort_keys=True)}))
    again = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300)
    assert again.returncode == 0 and "Traceback" not in again.stderr, again.stderr
    assert "median" in again.stdout
