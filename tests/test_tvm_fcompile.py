"""`tgtbuild.tvm.fcompile` and docs/tvm.md's "tgtbuild as TVM's cross compiler" block, run for real.

apache-tvm comes with the test extra (`pip install -e '.[test]'`), so the
block runs in this Python; the test skips with the reason when TVM is not
importable here. Without TVM, importing `tgtbuild.tvm` must still work and
import no TVM.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest
from test_run_cli import needs_qemu
from tgtcli import python_output
from tgtcli import run_tgtbuild as tgtbuild

ROOT = Path(__file__).resolve().parents[1]
MARK = "<!-- tested: tests/test_tvm_fcompile.py runs this block with apache-tvm -->\n```python\n"


def doc_block() -> str:
    text = (ROOT / "docs" / "tvm.md").read_text()
    assert MARK in text, "docs/tvm.md lost its tested fcompile block"
    return text.split(MARK, 1)[1].split("```", 1)[0]


def has_tvm() -> bool:
    return importlib.util.find_spec("tvm") is not None


def test_tgtbuild_tvm_gives_fcompile_without_importing_tvm():
    code = ("import sys, tgtbuild.tvm as t; assert callable(t.fcompile) and callable(t.tvm_target); "
            "f = t.fcompile('rasp4b'); assert f.output_format == 'so' and f.get_target_triple().startswith('aarch64'); "
            "assert not [m for m in sys.modules if m == 'tvm' or m.startswith('tvm.')], 'tvm imported'")
    python_output(code, timeout=120)


def test_fcompile_refuses_an_unknown_target_before_tvm_compiles_anything():
    from tgtbuild.errors import TgtbuildError
    from tgtbuild.tvm import fcompile

    with pytest.raises(TgtbuildError, match="rasp4"):
        fcompile("rasp4x")


@needs_qemu
def test_tvm_exports_with_tgtbuilds_compiler_and_tgtbuild_runs_it(tmp_path):
    if not has_tvm():
        pytest.skip("apache-tvm is not installed here (pip install -e '.[test]' brings it)")
    (tmp_path / "export.py").write_text(doc_block())
    done = subprocess.run([sys.executable, "export.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "add.so").read_bytes()[:4] == b"\x7fELF"
    with tarfile.open(tmp_path / "add.tar") as tar:
        assert tar.getnames() == ["lib0.o"], "a .tar goes to TVM's own tar: objects, not linked"
    run = tgtbuild("run", "--target", "rasp4b", "add.so", "--entry", "add", "--arg", "f32[1024]", "--arg",
                   "f32[1024]", "--arg", "f32[1024]:out", "--repeat", "2", "--min-repeat-ms", "2", "--json",
                   cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["emulated"] and report["tvm"].startswith("TVM packed function __tvm_ffi_add")
