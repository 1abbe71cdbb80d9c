"""What TVM 0.27's export_library writes runs as it is: .so, .o, gzip'd and plain .tar (tests/data/tvm/exported,
from gen_tvm_ir.py --export bmm), `--check` works with the kernel's IR beside it, and every error the kernel
raises is one message (a JSON field with --json), never a traceback."""

from __future__ import annotations

import json
import platform
import shutil
from pathlib import Path

import pytest
from test_tvm_abi import DATA, SPECS
from tgtcli import run_tgtbuild as tgtbuild

EXPORTED = DATA / "exported"
X86 = pytest.mark.skipif(platform.machine() != "x86_64", reason="runs x86_64 code on the local board")
FORMS = ["so", "o", "tar", "plain.tar"]
ONE = ["--repeat", "1", "--min-repeat-ms", "1"]


def _specs(*specs: str) -> list[str]:
    return [w for spec in (specs or SPECS["bmm"]) for w in ("--arg", spec)]


def test_tvm_027_tars_are_gzipd_and_the_plain_ones_are_not():
    for arch in ("x86_64", "aarch64"):
        assert (EXPORTED / f"bmm.{arch}.tar").read_bytes()[:2] == b"\x1f\x8b"
        assert (EXPORTED / f"bmm.{arch}.plain.tar").read_bytes()[257:262] == b"ustar"


@X86
@pytest.mark.parametrize("form", FORMS)
def test_every_export_form_runs_and_checks_against_the_ir_beside_it(form, tmp_path):
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", str(EXPORTED / f"bmm.x86_64.{form}"),
                    str(DATA / "bmm.x86_64.ll"), "--entry", "bmm", *_specs(), *ONE, "--check", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["check"]["passed"] and report["codegen"].startswith("TVM's own")
    assert report["timing"]["abi"] == "tvm-ffi (TVM 0.24+)"


@pytest.mark.skipif(not (shutil.which("qemu-aarch64-static") and Path("/usr/aarch64-linux-gnu/lib").is_dir()),
                    reason="needs qemu-aarch64-static and libc6-arm64-cross")
@pytest.mark.parametrize("form", ["so", "tar"])
def test_aarch64_exports_run_and_check_on_rasp4b(form, tmp_path):
    done = tgtbuild("run", "--target", "rasp4b", str(EXPORTED / f"bmm.aarch64.{form}"), str(DATA / "bmm.aarch64.ll"),
                    "--entry", "bmm", *_specs(), *ONE, "--check", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["check"]["passed"]


def test_check_without_ir_names_tvm_027s_way_to_get_it(tmp_path):
    done = tgtbuild("run", "--target", "x86_64-linux-gnu", str(EXPORTED / "bmm.x86_64.so"), "--entry", "bmm",
                    *_specs(), "--check", cwd=tmp_path)
    assert done.returncode == 2
    assert "lib.mod.inspect_source('ll')" in done.stderr and "get_source" not in done.stderr
    assert not (tmp_path / "build").exists()  # refused before building


@X86
@pytest.mark.parametrize("specs, message", [
    (["f32[8,64,16]", "f32[8,32,48]", "f32[8,64,48]:out"], "ValueError: Invalid A.shape[2] on argument #0"),
    (["f64[8,64,32]", "f32[8,32,48]", "f32[8,64,48]:out"], "expected float32"),
    (["f32[8,64,32]", "f32[8,32,48]"], "TypeError: Expected 3 arguments"),
])
def test_a_kernel_error_is_one_message_and_a_json_field(specs, message, tmp_path):
    argv = ["run", "--target", "x86_64-linux-gnu", str(EXPORTED / "bmm.x86_64.so"), "--entry", "bmm",
            *_specs(*specs), *ONE]
    plain = tgtbuild(*argv, cwd=tmp_path)
    assert plain.returncode == 2 and message in plain.stderr
    assert "Traceback" not in plain.stderr and "the TVM kernel rejected the call" in plain.stderr
    report = tgtbuild(*argv, "--json", cwd=tmp_path)
    assert report.returncode == 2 and "Traceback" not in report.stderr
    error = json.loads(report.stdout)
    assert error["exit_status"] == 1 and message in error["error"] and error["harness"] == "tvm-packed"
