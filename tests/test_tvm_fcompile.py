"""docs/tvm.md's "tgtbuild as TVM's cross compiler" block, run for real with apache-tvm.

apache-tvm is a bench extra, not a test dependency: the block runs in the
Python named by $TGTBUILD_TVM_PYTHON or ./.tvmvenv/bin/python (see
tests/data/tvm/gen_tvm_ir.py), and the test skips with the reason when there
is none. Without TVM it still checks that the block compiles and that `tgtbuild
env --format json` has every key the block reads.
"""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from test_run_cli import needs_qemu
from tgtcli import run_tgtbuild as tgtbuild

ROOT = Path(__file__).resolve().parents[1]
MARK = "<!-- tested: tests/test_tvm_fcompile.py runs this block with apache-tvm -->\n```python\n"


def doc_block() -> str:
    text = (ROOT / "docs" / "tvm.md").read_text()
    assert MARK in text, "docs/tvm.md lost its tested fcompile block"
    return text.split(MARK, 1)[1].split("```", 1)[0]


def tvm_python() -> str | None:
    candidate = os.environ.get("TGTBUILD_TVM_PYTHON") or str(ROOT / ".tvmvenv" / "bin" / "python")
    if not Path(candidate).exists():
        return None
    probe = subprocess.run([candidate, "-c", "import tvm"], capture_output=True, timeout=120)
    return candidate if probe.returncode == 0 else None


def test_the_block_reads_only_keys_that_tgtbuild_env_writes(tmp_path):
    tree = ast.parse(doc_block())
    keys = {node.slice.value for node in ast.walk(tree)
            if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and node.value.id == "env"}
    done = tgtbuild("env", "--target", "rasp4b", "--format", "json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert keys == {"cc", "cflags", "ldflags"} and keys <= set(json.loads(done.stdout))


@needs_qemu
def test_tvm_exports_with_tgtbuilds_compiler_and_tgtbuild_runs_it(tmp_path):
    python = tvm_python()
    if python is None:
        pytest.skip("apache-tvm is not installed (set TGTBUILD_TVM_PYTHON or make ./.tvmvenv)")
    (tmp_path / "export.py").write_text(doc_block())
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ.get('PATH', '')}"}
    assert shutil.which("tgtbuild", path=env["PATH"]), "tgtbuild is not installed beside this Python"
    done = subprocess.run([python, "export.py"], cwd=tmp_path, capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "add.so").read_bytes()[:4] == b"\x7fELF"
    run = tgtbuild("run", "--target", "rasp4b", "add.so", "--entry", "add", "--arg", "f32[1024]", "--arg",
                   "f32[1024]", "--arg", "f32[1024]:out", "--repeat", "2", "--min-repeat-ms", "2", "--json",
                   cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    report = json.loads(run.stdout)
    assert report["emulated"] and report["tvm"].startswith("TVM packed function __tvm_ffi_add")
