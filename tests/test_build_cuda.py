"""CUDA sources in a build: .cu → fatbin by nvcc, device IR → PTX, both embedded in the host library.

Without a GPU on this machine the kernels cannot run; the tests check what
can be checked: nvcc built a fatbin for the target's arch, the host library
is for the board's CPU and carries the blobs, and an arch the installed nvcc
cannot build fails with the NVPTX way out.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

ROOT = Path(__file__).resolve().parents[1]
CUDA = ROOT / "examples" / "cuda"
pytestmark = pytest.mark.skipif(not shutil.which("nvcc"), reason="nvcc (CUDA toolkit) is not installed")
FATBIN_MAGIC = bytes.fromhex("50ed55ba")


def test_cu_and_nvptx_ir_embed_into_aarch64_library(tmp_path, tgtbuild):
    done = tgtbuild("--target", "jetson-orin-nano", str(CUDA / "saxpy.cu"), str(CUDA / "vadd_nvptx.ll"),
                    "--name", "kernels", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    (build_dir,) = (tmp_path / "build").glob("nvidia-jetson-orin-nano-*")
    fatbin = build_dir / "obj" / "saxpy.cu.fatbin"
    assert fatbin.read_bytes()[:4] == FATBIN_MAGIC
    with open(build_dir / "libkernels.so", "rb") as handle:
        elf = ELFFile(handle)
        assert elf["e_machine"] == "EM_AARCH64"
        symbols = {s.name for s in elf.get_section_by_name(".symtab").iter_symbols()}
    assert "tgtbuild_blob_saxpy_cu_fatbin_sm_87" in symbols
    assert "tgtbuild_blob_vadd_nvptx_ll_ptx_sm_87" in symbols
    again = tgtbuild("--target", "jetson-orin-nano", str(CUDA / "saxpy.cu"), str(CUDA / "vadd_nvptx.ll"),
                     "--name", "kernels", cwd=tmp_path)
    assert "up to date" in again.stdout


def test_arch_the_toolkit_dropped_points_to_nvptx(tmp_path, tgtbuild):
    done = tgtbuild("--target", "jetson-nano", str(CUDA / "saxpy.cu"), cwd=tmp_path)
    assert done.returncode == 2
    assert "sm_53" in done.stderr and "NVPTX" in done.stderr
    assert not (tmp_path / "build").exists() or not any((tmp_path / "build").glob("*/build.ninja"))


def test_cu_needs_a_cuda_target(tmp_path, tgtbuild):
    done = tgtbuild("--target", "rasp4b", str(CUDA / "saxpy.cu"), cwd=tmp_path)
    assert done.returncode == 2
    assert ".cu sources need a CUDA target" in done.stderr
