"""Which OpenCL device runs when none is named, and that the result says so (issue 33, partly held).

On a machine with an H100 and PoCL, `--target 'opencl -host=x86_64-linux-gnu'`
with no --platform/--device ran on PoCL's CPU, silently: the harness took the
first device of platform 0. Now it takes a GPU first (then an accelerator, then
anything but a CPU, then a CPU), as TVM's OpenCL runtime prefers GPUs, and the
result names the device, its type and why it was chosen. This machine has only
PoCL's CPU device: the preference over a GPU is not exercised here.
"""

from __future__ import annotations

import ctypes.util
import glob
import json
from pathlib import Path

import pytest
from tgtcli import run_tgtbuild as tgtbuild

ROOT = Path(__file__).resolve().parents[1]
VADD = [str(ROOT / "examples" / "opencl" / "vadd.cl"), "--entry", "vadd", "--arg", "f32[4096]", "--arg", "f32[4096]",
        "--arg", "f32[4096]:out", "--arg", "i64=4096", "--repeat", "3", "--min-repeat-ms", "5"]
TARGET = "opencl -host=x86_64-linux-gnu"

NO_OPENCL = not ctypes.util.find_library("OpenCL") or not glob.glob("/etc/OpenCL/vendors/*.icd")
pytestmark = pytest.mark.skipif(NO_OPENCL, reason="no OpenCL loader and driver "
                                                  "(apt-get install ocl-icd-libopencl1 pocl-opencl-icd)")


def test_with_no_device_named_the_result_says_which_device_ran_its_type_and_why(tmp_path: Path) -> None:
    done = tgtbuild("run", "--target", TARGET, *VADD, "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    device = json.loads(done.stdout)["timing"]["device"]
    assert device["type"] in ("gpu", "accelerator", "other", "cpu") and device["name"]
    assert device["chosen_by"].startswith("the first GPU, else accelerator")
    text = tgtbuild("run", "--target", TARGET, *VADD, cwd=tmp_path)
    assert text.returncode == 0 and f"{device['name']} / {device['type']}" in text.stdout, text.stdout


def test_a_named_device_is_taken_as_asked(tmp_path: Path) -> None:
    done = tgtbuild("run", "--target", TARGET, *VADD, "--device", "0", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["timing"]["device"]["chosen_by"] == "--platform/--device"
