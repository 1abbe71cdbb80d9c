"""The IR step's stamps: written in place, so one cut short must never pass for a finished module."""

from __future__ import annotations

from pathlib import Path

from tgtbuild.builder.irstep import stale_jobs


def test_a_stamp_cut_short_leaves_its_module_stale_and_a_whole_one_does_not(tmp_path: Path) -> None:
    (tmp_path / "k.ll").write_text("define void @k() {\n  ret void\n}\n")
    (tmp_path / "k.ll.o").write_bytes(b"\x7fELF")  # the output exists: only the stamp decides
    manifest = {"target": "llvm -mtriple=aarch64-linux-gnu", "pic": True,
                "jobs": [{"id": "k.ll", "obj": "k.ll.o", "source": "k.ll"}]}
    todo, keys = stale_jobs(manifest, tmp_path)
    assert [job["id"] for job in todo] == ["k.ll"]  # no stamp yet
    stamp = tmp_path / "k.ll.stamp"
    for cut in (0, 1, len(keys["k.ll"]) // 2, len(keys["k.ll"]) - 1):  # a crash mid-write leaves a prefix
        stamp.write_text(keys["k.ll"][:cut])
        assert [job["id"] for job in stale_jobs(manifest, tmp_path)[0]] == ["k.ll"], cut
    stamp.write_text(keys["k.ll"])
    assert stale_jobs(manifest, tmp_path)[0] == []


def test_each_module_that_compiled_is_stamped_by_its_worker_and_a_broken_one_is_not(tmp_path: Path) -> None:
    """Three modules over the forked workers: the two good ones are built and stamped, the broken one
    is named (file:line) and left stale, and the next step compiles only that one."""
    import os
    import subprocess
    import sys

    good = "define i32 @{0}(i32 %x) {{\n  %y = add i32 %x, 1\n  ret i32 %y\n}}\n"
    (tmp_path / "a.ll").write_text(good.format("a"))
    (tmp_path / "b.ll").write_text("define i32 @b( {\n")
    (tmp_path / "c.ll").write_text(good.format("c"))
    jobs = [{"id": f"{n}.ll", "obj": f"{n}.ll.o", "source": f"{n}.ll"} for n in "abc"]
    (tmp_path / "ir-jobs.json").write_text(__import__("json").dumps(
        {"target": "llvm -mtriple=aarch64-linux-gnu", "pic": True, "jobs": jobs}))

    def step() -> subprocess.CompletedProcess[str]:
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
        return subprocess.run([sys.executable, "-m", "tgtbuild.builder.irstep", "ir-jobs.json"], cwd=tmp_path,
                              env=env, capture_output=True, text=True, timeout=120)

    first = step()
    assert first.returncode == 1 and "b.ll:2:1: error" in first.stderr, first.stderr
    assert sorted(p.name for p in tmp_path.glob("*.stamp")) == ["a.ll.stamp", "c.ll.stamp"]
    assert (tmp_path / "a.ll.o").read_bytes()[:4] == b"\x7fELF" and not (tmp_path / "b.ll.o").exists()
    built = {n: (tmp_path / f"{n}.ll.o").stat().st_mtime_ns for n in "ac"}
    (tmp_path / "b.ll").write_text(good.format("b"))
    second = step()
    assert second.returncode == 0, second.stderr
    assert {n: (tmp_path / f"{n}.ll.o").stat().st_mtime_ns for n in "ac"} == built  # not compiled again
    assert (tmp_path / "b.ll.stamp").is_file() and (tmp_path / "b.ll.o").is_file()
