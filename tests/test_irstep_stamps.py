"""The IR step's keys (one `ir-stamps` file): a module is current only with its key and its outputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tgtbuild.builder import irstep
from tgtbuild.builder.irstep import STAMPS, read_stamps, stale_jobs, write_stamps

GOOD = "define i32 @{0}(i32 %x) {{\n  %y = add i32 %x, 1\n  ret i32 %y\n}}\n"


def _manifest(tmp_path: Path, names: str) -> Path:
    jobs = [{"id": f"{n}.ll", "obj": f"{n}.ll.o", "source": f"{n}.ll"} for n in names]
    path = tmp_path / "ir-jobs.json"
    path.write_text(json.dumps({"target": "llvm -mtriple=aarch64-linux-gnu", "pic": True, "jobs": jobs}))
    return path


def test_a_module_is_current_only_with_its_key_and_its_outputs(tmp_path: Path) -> None:
    (tmp_path / "k.ll").write_text(GOOD.format("k"))
    manifest = json.loads(_manifest(tmp_path, "k").read_text())
    todo, keys = stale_jobs(manifest, tmp_path)
    assert [job["id"] for job in todo] == ["k.ll"]  # no stamps file yet
    write_stamps(tmp_path, keys)
    assert [job["id"] for job in stale_jobs(manifest, tmp_path)[0]] == ["k.ll"]  # the key, but no object
    (tmp_path / "k.ll.o").write_bytes(b"\x7fELF")
    assert stale_jobs(manifest, tmp_path)[0] == []
    for bad in (b"", b"{", b'{"version": 2, "keys": {}}', b'{"version": 1, "keys": ["k.ll"]}'):
        (tmp_path / STAMPS).write_bytes(bad)  # not ours, or from another version: nothing is current
        assert read_stamps(tmp_path) == {} and len(stale_jobs(manifest, tmp_path)[0]) == 1, bad


def test_a_step_cut_short_after_an_object_leaves_that_module_stale(tmp_path: Path, monkeypatch) -> None:
    """Ctrl-C after a module's new object is written but before its key: the old key must be gone by then,
    or reverting the source to its old text would pass the new object off as the old one's."""
    source = tmp_path / "k.ll"
    source.write_text(GOOD.format("k"))
    manifest = _manifest(tmp_path, "k")
    assert irstep.run(manifest) == 0 and read_stamps(tmp_path)  # v1 built and keyed
    v1_object = (tmp_path / "k.ll.o").read_bytes()
    source.write_text(GOOD.format("k").replace("add i32 %x, 1", "mul i32 %x, 3"))
    real = irstep.compile_split

    def cut_short(*args):
        real(*args)  # one module: compiled in this process, by the real LLVM
        raise KeyboardInterrupt

    monkeypatch.setattr(irstep, "compile_split", cut_short)
    with pytest.raises(KeyboardInterrupt):
        irstep.run(manifest)
    assert (tmp_path / "k.ll.o").read_bytes() != v1_object and read_stamps(tmp_path) == {}
    monkeypatch.undo()
    source.write_text(GOOD.format("k"))  # back to v1: must be compiled again, not taken as current
    assert [job["id"] for job in stale_jobs(json.loads(manifest.read_text()), tmp_path)[0]] == ["k.ll"]
    assert irstep.run(manifest) == 0 and (tmp_path / "k.ll.o").read_bytes() == v1_object


def test_each_module_that_compiled_is_keyed_and_a_broken_one_is_not(tmp_path: Path) -> None:
    """Three modules over the forked workers: the two good ones are built and keyed, the broken one
    is named (file:line) and left stale, and the next step compiles only that one."""
    import os
    import subprocess
    import sys

    (tmp_path / "a.ll").write_text(GOOD.format("a"))
    (tmp_path / "b.ll").write_text("define i32 @b( {\n")
    (tmp_path / "c.ll").write_text(GOOD.format("c"))
    _manifest(tmp_path, "abc")

    def step() -> subprocess.CompletedProcess[str]:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
        return subprocess.run([sys.executable, "-m", "tgtbuild.builder.irstep", "ir-jobs.json"], cwd=tmp_path,
                              env=env, capture_output=True, text=True, timeout=120)

    first = step()
    assert first.returncode == 1 and "b.ll:2:1: error" in first.stderr, first.stderr
    assert sorted(read_stamps(tmp_path)) == ["a.ll", "c.ll"]
    assert (tmp_path / "a.ll.o").read_bytes()[:4] == b"\x7fELF" and not (tmp_path / "b.ll.o").exists()
    built = {n: (tmp_path / f"{n}.ll.o").stat().st_mtime_ns for n in "ac"}
    (tmp_path / "b.ll").write_text(GOOD.format("b"))
    second = step()
    assert second.returncode == 0, second.stderr
    assert {n: (tmp_path / f"{n}.ll.o").stat().st_mtime_ns for n in "ac"} == built  # not compiled again
    assert sorted(read_stamps(tmp_path)) == ["a.ll", "b.ll", "c.ll"] and (tmp_path / "b.ll.o").is_file()
    _manifest(tmp_path, "ab")  # c is no longer built: its key goes
    assert step().returncode == 0 and sorted(read_stamps(tmp_path)) == ["a.ll", "b.ll"]
