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
