"""`tgtbuild probe --devices`: OpenCL platforms/devices and CUDA GPUs without clinfo or nvidia-smi on the board."""

from __future__ import annotations

import json
import re

import pytest
from test_device_cuda import _gpu_missing
from test_device_opencl import POCL_CPU, _pocl_missing
from tgtcli import boards_file
from tgtcli import run_tgtbuild as tgtbuild

from tgtbuild.cli.probe import device_rows
from tgtbuild.remote.devprobe import analyse_devices

needs_pocl = pytest.mark.skipif(bool(_pocl_missing()), reason=_pocl_missing() or "PoCL present")


@needs_pocl
def test_local_board_lists_pocl_and_says_what_cuda_needs(tmp_path):
    done = tgtbuild("probe", "--devices", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    devices = json.loads(done.stdout)["devices"]
    (pocl,) = [p for p in devices["opencl"]["platforms"] if p["name"] == "Portable Computing Language"]
    assert re.match(POCL_CPU, pocl["devices"][0]["name"]) and pocl["devices"][0]["type"] == "cpu"
    assert pocl["devices"][0]["compute_units"] >= 1 and pocl["devices"][0]["global_mem_bytes"] > 0
    if _gpu_missing():
        assert "libcuda.so.1" in devices["cuda"]["error"] and "NVIDIA driver" in devices["cuda"]["install"]
    else:
        assert devices["cuda"]["devices"][0]["arch"].startswith("sm_")
    assert list((tmp_path / "build" / ".tgtbuild" / "probe").glob("tgtbuild-devprobe-*"))


@pytest.mark.skipif(not _gpu_missing(), reason="a GPU is here: --require cuda passes")
def test_require_a_missing_runtime_names_what_to_install(tmp_path):
    done = tgtbuild("probe", "--require", "cuda", cwd=tmp_path)
    assert done.returncode == 2
    assert "board local has no usable cuda: libcuda.so.1" in done.stderr
    assert "install the NVIDIA driver" in done.stderr and "JetPack" in done.stderr
    typo = tgtbuild("probe", "--require", "opencll", cwd=tmp_path)
    assert typo.returncode == 2 and "did you mean opencl?" in typo.stderr


@needs_pocl
def test_ssh_board_is_probed_over_the_connection(tmp_path, sshd_server):
    boards = boards_file(tmp_path, sshd_server, [])
    done = tgtbuild("probe", "--board", "lab", "--boards-file", str(boards), "--require", "opencl", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert re.search(f"platform 0 'Portable Computing Language', device 0 '{POCL_CPU}", done.stdout), done.stdout
    assert any((tmp_path / "board").rglob("tgtbuild-devprobe"))  # it ran in the board's work dir


def test_a_board_without_opencl_gets_the_packages_to_install():
    facts = analyse_devices('noise\n{"opencl": {"error": "libOpenCL.so.1: cannot open shared object file"}, '
                            '"cuda": {"driver": 12040, "devices": []}}\n')
    assert "ocl-icd-libopencl1" in facts["opencl"]["install"] and "pocl-opencl-icd" in facts["opencl"]["install"]
    assert facts["cuda"]["error"] == "the NVIDIA driver sees no GPU"
    rows = dict(device_rows(facts))
    assert rows["opencl"].startswith("none (libOpenCL.so.1: cannot open shared object file): install")
