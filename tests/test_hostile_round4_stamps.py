"""Round four (issue 43): what `touch -r` hides from (mtime, size) stamps, and records that are not the command's.

Real builds (zig, ninja) and real runs on `--board local`; the warm replay is told apart from the full path
by what the process imported (the replay never imports `tgtbuild.api.running`).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from test_run_warm import command, imported, kernel


def _same_size_edit(path: Path, old: str, new: str) -> None:
    """Rewrite `old` as `new` (same length) in `path`, then set its mtime back: what `touch -r` or `cp -p` do."""
    assert len(old) == len(new)
    before = path.stat()
    path.write_text(path.read_text().replace(old, new))
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_size == before.st_size and path.stat().st_mtime_ns == before.st_mtime_ns


@pytest.mark.parametrize("edited", ["source", "ssh config"])
def test_a_same_size_edit_with_its_mtime_set_back_is_not_replayed(tgtbuild, tmp_path, edited):
    """(mtime, size) replayed the stale program after such a source edit, and after an ~/.ssh/config `User`
    change ran as the old user: the record's stamps have the ctime now, as the exec helper's had."""
    home = tmp_path / "home"
    (home / ".ssh").mkdir(parents=True)
    (home / ".ssh" / "config").write_text("Host lab\n    User alice\n")
    env = dict(os.environ, HOME=str(home))
    kernel(tmp_path)
    first = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300, env=env)
    assert first.returncode == 0, first.stderr
    if edited == "source":
        _same_size_edit(tmp_path / "scale.c", "FACTOR 2.0f", "FACTOR 3.0f")
    else:
        _same_size_edit(home / ".ssh" / "config", "alice", "carol")
    again = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300, env=dict(env, PYTHONPROFILEIMPORTTIME="1"))
    assert again.returncode == 0, again.stderr[-3000:]
    assert "tgtbuild.api.running" in imported(again.stderr), "replayed what the edit changed"


def _two_recorded_commands(tgtbuild, tmp_path: Path) -> tuple[Path, Path, Path]:
    """Two commands sharing one build folder, each run once (recorded): (A's record, B's record, B's log)."""
    kernel(tmp_path)
    other = tmp_path / "other"
    other.mkdir()
    kernel(other)
    runs = tmp_path / "build" / ".tgtbuild" / "runs"
    first = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    (mine,) = runs.iterdir()
    argv_b = ["run", "--target", "x86_64-linux-gnu", "--build-dir", tmp_path / "build", other / "scale.c",
              "--entry", "scale", "--arg", "f32[64]:inout", "--arg", "i64=64", "--number", "1", "--repeat", "1",
              "--warmup", "0", "--min-repeat-ms", "0"]
    second = tgtbuild(*argv_b, cwd=other, timeout=300)
    assert second.returncode == 0, second.stderr
    (theirs,) = set(runs.iterdir()) - {mine}
    return mine, theirs, other / "calls.log"


def test_a_record_replaced_by_a_link_to_another_commands_record_does_not_run_that_program(tgtbuild, tmp_path):
    mine, theirs, their_log = _two_recorded_commands(tgtbuild, tmp_path)
    calls = their_log.read_text()
    mine.unlink()
    mine.symlink_to(theirs.name)
    again = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300, env=dict(os.environ, PYTHONPROFILEIMPORTTIME="1"))
    assert again.returncode == 0, again.stderr[-3000:]
    assert their_log.read_text() == calls, "the other command's program ran"
    assert (tmp_path / "calls.log").read_text() == "call\n" * 2, "this command's program did not run"
    assert "tgtbuild.api.running" in imported(again.stderr)


def test_a_records_folder_others_may_write_is_not_followed_and_is_made_ours_again(tgtbuild, tmp_path):
    kernel(tmp_path)
    first = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    runs = tmp_path / "build" / ".tgtbuild" / "runs"
    runs.chmod(0o777)
    again = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300, env=dict(os.environ, PYTHONPROFILEIMPORTTIME="1"))
    assert again.returncode == 0, again.stderr[-3000:]
    assert "tgtbuild.api.running" in imported(again.stderr), "a record in a folder others may write was replayed"
    assert runs.stat().st_mode & 0o777 == 0o700
    third = tgtbuild(*command(tmp_path), cwd=tmp_path, timeout=300, env=dict(os.environ, PYTHONPROFILEIMPORTTIME="1"))
    assert third.returncode == 0 and "tgtbuild.api.running" not in imported(third.stderr), "not replayed again"


def test_a_boards_file_edited_with_its_mtime_set_back_is_read_again(tmp_path):
    """boards.toml's parsed cache was keyed by (mtime, size): the old workdir stayed (issue 43)."""
    boards = tmp_path / "boards.toml"
    boards.write_text('[lab]\nhost = "pi@10.0.0.2"\nworkdir = "/srv/aaaa"\n')
    code = ("import sys\nfrom tgtbuild.remote.boards import parse_board\n"
            "print(parse_board('lab', sys.argv[1]).workdir)\n")
    env = dict(os.environ, XDG_CACHE_HOME=str(tmp_path / "cache"))
    assert _in_env(code, boards, env) == "/srv/aaaa"
    _same_size_edit(boards, "/srv/aaaa", "/srv/bbbb")
    assert _in_env(code, boards, env) == "/srv/bbbb"


def _in_env(code: str, boards: Path, env: dict[str, str]) -> str:
    done = subprocess.run([sys.executable, "-c", code, str(boards)], env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_exec_remembered_options_are_stale_after_a_parser_edit_with_its_mtime_set_back(tmp_path, monkeypatch):
    """The remembered options (cli/execfast.py) are stamped by the parser modules: (mtime, size) kept a parse
    made by the old parser after such an edit."""
    from tgtbuild.cli import execfast

    parser = tmp_path / "exec.py"
    parser.write_text("OPTION = '--board'\n")
    monkeypatch.setattr(execfast, "PARSER_MODULES", (str(parser),))  # an absolute name: os.path.join keeps it
    before = execfast._stamp()
    _same_size_edit(parser, "--board", "--boaxd")
    assert execfast._stamp() != before


PRINTER = '#include <stdio.h>\nint main(void) { printf("value %d\\n", 2); return 0; }\n'


@pytest.mark.parametrize("command_word", ["build", "run"])
def test_a_source_edited_with_its_mtime_set_back_is_rebuilt_on_the_full_path(tgtbuild, tmp_path, command_word):
    """ninja compares mtimes only: the object (and so `run`'s program) stayed the old one after a same-size
    edit with its mtime set back. The build dir's record of each source's ctime and inode now removes
    that source's object, so ninja rebuilds it and `run` prints the new value."""
    source = tmp_path / "printer.c"
    source.write_text(PRINTER)
    argv = [command_word, "--target", "x86_64-linux-gnu", "--build-dir", tmp_path / "build", source,
            *(["--board", "local"] if command_word == "run" else [])]
    first = tgtbuild(*argv, cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    objects = list((tmp_path / "build").rglob("printer*.o"))
    assert len(objects) == 1, objects
    built = objects[0].read_bytes()
    if command_word == "run":
        assert "value 2" in first.stdout, first.stdout
    _same_size_edit(source, "%d\\n\", 2", "%d\\n\", 3")
    again = tgtbuild(*argv, cwd=tmp_path, timeout=300)
    assert again.returncode == 0, again.stderr
    assert objects[0].read_bytes() != built, "the object was not rebuilt"
    if command_word == "run":
        assert "value 3" in again.stdout, again.stdout


def test_a_sources_record_naming_files_outside_the_build_dir_removes_nothing_there(tmp_path):
    """The record lives in the user's build dir: one edited to name other files (or damaged) must never
    make the check remove anything but the build dir's own outputs."""
    import json

    from tgtbuild.builder.fastpath import DATABASE, STAMPS, invalidate_hidden_edits

    build, source, victim = tmp_path / "build", tmp_path / "a.c", tmp_path / "victim.txt"
    build.mkdir()
    source.write_text("int a;\n")
    victim.write_text("keep me\n")
    (build / DATABASE).write_text(json.dumps([{"arguments": ["cc"], "directory": str(build), "file": str(source),
                                               "output": "obj/a.o"}]))
    (build / "obj").mkdir()
    (build / "obj" / "a.o").write_bytes(b"old")
    assert invalidate_hidden_edits(str(build)) == []  # the first look only records
    record = json.loads((build / STAMPS).read_text())
    stamp, _ = record["sources"][str(source)]
    record["sources"][str(source)] = [[stamp[0], stamp[1], stamp[2] - 1, stamp[3]], [str(victim), "../victim.txt"]]
    (build / STAMPS).write_text(json.dumps(record))
    assert invalidate_hidden_edits(str(build)) == [str(source)]
    assert victim.read_text() == "keep me\n"
    record["sources"][str(source)] = [[stamp[0], stamp[1], stamp[2] - 1, stamp[3]], "obj/a.o"]  # damaged: a string
    (build / STAMPS).write_text(json.dumps(record))
    invalidate_hidden_edits(str(build))
    assert victim.read_text() == "keep me\n" and (build / "obj" / "a.o").exists()
