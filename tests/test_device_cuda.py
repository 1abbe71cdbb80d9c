"""CUDA kernels through the driver API: built and checked everywhere, run where a GPU is.

The harness loads libcuda.so.1 with dlopen, so it links against nothing
CUDA and zig cross-compiles it for x86_64 and aarch64 (a Jetson). Without
an NVIDIA driver on the board it must stop with an error naming what to
install; with one (libcuda.so.1 loads here) the kernels run and their
outputs are checked against a C or IR reference.
"""

from __future__ import annotations

import ctypes
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile
from tgtcli import run_tgtbuild as tgtbuild

ROOT = Path(__file__).resolve().parents[1]
CUDA = ROOT / "examples" / "cuda"
FAST = ["--repeat", "3", "--min-repeat-ms", "5"]
SAXPY = ["--entry", "saxpy", "--arg", "i32=65536", "--arg", "f32=2", "--arg", "f32[65536]",
         "--arg", "f32[65536]:inout"]
VADD = ["--entry", "vadd", "--arg", "f32[65536]", "--arg", "f32[65536]", "--arg", "f32[65536]:out",
        "--arg", "i64=65536"]
needs_nvcc = pytest.mark.skipif(not shutil.which("nvcc"), reason="nvcc (CUDA toolkit) is not installed")


def _gpu_missing() -> str:
    try:
        ctypes.CDLL("libcuda.so.1")
    except OSError:
        return "no NVIDIA driver here (libcuda.so.1 does not load): the kernels are built and checked, not run"
    return ""


needs_gpu = pytest.mark.skipif(bool(_gpu_missing()), reason=_gpu_missing() or "GPU present")


def _runner(tmp_path: Path) -> Path:
    """The device harness program the run built (`<name>-<runtime>-<hash>`, see run.staging.program_name)."""
    (runner,) = [p for p in (tmp_path / "build").glob("*/*-*-*") if re.search(r"-(opencl|cuda)-[0-9a-f]{12}$", p.name)]
    return runner


def _program_facts(tmp_path: Path) -> tuple[str, set[str], set[str], set[str]]:
    """`_elf_facts` of the harness and the library it loads (lib<name>.so beside it where linked shared)."""
    runner = _runner(tmp_path)
    machine, needed, defined, undefined = _elf_facts(runner)
    for library in runner.parent.glob("lib*.so"):
        if library.name in needed:
            _, lib_needed, lib_defined, _ = _elf_facts(library)
            needed |= lib_needed
            defined |= lib_defined
    return machine, needed, defined, undefined


def _elf_facts(path: Path) -> tuple[str, set[str], set[str], set[str]]:
    """(machine, DT_NEEDED libraries, defined symbols, undefined symbols)."""
    with open(path, "rb") as handle:
        elf = ELFFile(handle)
        dynamic = elf.get_section_by_name(".dynamic")
        needed = {tag.needed for tag in dynamic.iter_tags() if tag.entry.d_tag == "DT_NEEDED"}
        defined, undefined = set(), set()
        for section in (elf.get_section_by_name(".symtab"), elf.get_section_by_name(".dynsym")):
            for sym in section.iter_symbols() if section else ():
                (undefined if sym["st_shndx"] == "SHN_UNDEF" else defined).add(sym.name)
        return elf["e_machine"], needed, defined, undefined


@needs_nvcc
@pytest.mark.skipif(not _gpu_missing(), reason="a GPU is here: test_saxpy_runs_on_the_gpu covers the run")
def test_board_without_the_driver_gets_an_error_naming_what_to_install(tmp_path):
    done = tgtbuild("run", "--target", "cuda -arch=sm_90 -host=x86_64-linux-gnu", str(CUDA / "saxpy.cu"), *SAXPY,
                    *FAST, "--check-against", str(CUDA / "saxpy_ref.c"), cwd=tmp_path)
    assert done.returncode == 2
    assert "exited with status 7: the board lacks the device runtime" in done.stderr
    assert "cannot load libcuda.so.1" in done.stderr and "install it" in done.stderr
    assert done.stderr.count("cannot load libcuda.so.1") == 1  # streamed once, not repeated in the error
    machine, needed, defined, undefined = _program_facts(tmp_path)
    assert machine == "EM_X86_64"
    assert not any("cuda" in lib for lib in needed), needed  # nothing CUDA at link time
    assert "dlopen" in undefined or any(s.startswith("dlopen") for s in undefined)
    assert "tgtbuild_blob_saxpy_cu_fatbin_sm_90" in defined and "tgtbuild_device_blobs" in defined


@needs_nvcc
def test_jetson_harness_cross_compiles_for_aarch64(tmp_path):
    if not shutil.which("qemu-aarch64-static") or not Path("/usr/aarch64-linux-gnu/lib").is_dir():
        pytest.skip("qemu-aarch64-static and libc6-arm64-cross are needed to run the aarch64 harness here")
    done = tgtbuild("run", "--target", "jetson-orin-nano", str(CUDA / "saxpy.cu"), *SAXPY, *FAST,
                    "--grid", "256", "--block", "256", cwd=tmp_path)
    # Under qemu there is no Jetson driver: the harness itself ran and said so.
    assert done.returncode == 2
    assert "cannot load libcuda.so.1" in done.stderr and "JetPack" in done.stderr
    machine, needed, defined, _ = _program_facts(tmp_path)
    assert machine == "EM_AARCH64"
    assert not any("cuda" in lib for lib in needed), needed
    assert "tgtbuild_blob_saxpy_cu_fatbin_sm_87" in defined


@needs_nvcc
def test_nvptx_ir_kernel_is_ptx_that_ptxas_accepts(tmp_path):
    """The PTX the harness would hand to cuModuleLoadDataEx assembles for the target's sm."""
    done = tgtbuild("--target", "cuda -arch=sm_90 -host=x86_64-linux-gnu", str(CUDA / "vadd_nvptx.ll"),
                    "--name", "vadd", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    (ptx,) = (tmp_path / "build").glob("*/obj/vadd_nvptx.ll.ptx")
    text = ptx.read_text()
    assert ".entry vadd" in text and ".target sm_90" in text
    cubin = tmp_path / "vadd.cubin"
    assembled = subprocess.run(["ptxas", "-arch=sm_90", str(ptx), "-o", str(cubin)], capture_output=True,
                               text=True, timeout=120)
    assert assembled.returncode == 0, assembled.stderr
    assert cubin.read_bytes()[:4] == b"\x7fELF"


def test_cuda_launch_options_are_checked_before_building(tmp_path):
    done = tgtbuild("run", "--target", "cuda -arch=sm_90", str(CUDA / "saxpy.cu"), *SAXPY,
                    "--grid", "16,16", "--block", "256", cwd=tmp_path)
    assert done.returncode == 2
    assert "--grid 16,16 has 2 sizes but --block 256 has 1" in done.stderr
    done = tgtbuild("run", "--target", "cuda -arch=sm_90", str(CUDA / "saxpy.cu"), *SAXPY,
                    "--platform", "0", cwd=tmp_path)
    assert done.returncode == 2 and "--platform selects an OpenCL platform" in done.stderr
    assert not (tmp_path / "build").exists()


@needs_nvcc
@needs_gpu
def test_saxpy_runs_on_the_gpu(tmp_path):
    done = tgtbuild("run", "--target", "cuda -arch=sm_90 -host=x86_64-linux-gnu", str(CUDA / "saxpy.cu"), *SAXPY,
                    *FAST, "--check-against", str(CUDA / "saxpy_ref.c"), "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["check"]["passed"] is True
    timing = report["timing"]
    assert timing["runtime"] == "cuda" and timing["grid"] == [256, 1, 1] and timing["block"] == [256, 1, 1]
    assert timing["device"]["arch"].startswith("sm_")
    # 65536 floats take less than a launch: the figure sits on the launch floor (H100: 3.8 vs 3.3 us).
    assert 0 < timing["launch_floor"] <= timing["median"] * 1.1
    assert timing["median"] <= timing["launch_floor"] * 1.6
    print(f"saxpy 65536 on {timing['device']['name']}: device median {timing['median'] * 1e6:.2f} us, "
          f"wall median {timing['wall']['median'] * 1e6:.2f} us, launch floor {timing['launch_floor'] * 1e6:.2f} us, "
          f"launch-bound {timing['launch_bound']}")


@needs_nvcc
@needs_gpu
def test_a_grid_without_a_block_gets_blocks_of_256_and_covers_the_buffer(tmp_path):
    """`--grid 16` alone once launched 16 one-thread blocks: saxpy wrote 16 of 4096 floats and was timed so."""
    done = tgtbuild("run", "--target", "cuda -arch=sm_90 -host=x86_64-linux-gnu", str(CUDA / "saxpy.cu"),
                    "--entry", "saxpy", "--arg", "i32=4096", "--arg", "f32=2", "--arg", "f32[4096]",
                    "--arg", "f32[4096]:inout", "--grid", "16", *FAST, "--check-against", str(CUDA / "saxpy_ref.c"),
                    "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["check"]["passed"] is True
    assert report["timing"]["grid"] == [16, 1, 1] and report["timing"]["block"] == [256, 1, 1]


@needs_nvcc
@needs_gpu
def test_a_saxpy_longer_than_a_launch_is_not_called_launch_bound(tmp_path):
    n = 1 << 24  # 192 MB moved per call: ~76 us on an H100, against a 3.3 us launch
    done = tgtbuild("run", "--target", "cuda -arch=sm_90 -host=x86_64-linux-gnu", str(CUDA / "saxpy.cu"),
                    "--entry", "saxpy", "--arg", f"i32={n}", "--arg", "f32=2", "--arg", f"f32[{n}]",
                    "--arg", f"f32[{n}]:inout", "--grid", str(n // 256), *FAST, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "launch floor" in done.stdout and "launch-bound" not in done.stdout, done.stdout


@needs_gpu
def test_nvptx_vadd_runs_from_ptx_checked_against_ir(tmp_path):
    done = tgtbuild("run", "--target", "cuda -arch=sm_90 -host=x86_64-linux-gnu", str(CUDA / "vadd_nvptx.ll"),
                    *VADD, *FAST, "--check-against", str(ROOT / "examples" / "vadd" / "model.ir"), "--json",
                    cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["check"]["passed"] is True


@needs_nvcc
def test_composite_with_gpu_and_opencl_embeds_both_and_runs_the_chosen_device(tmp_path):
    from test_device_opencl import _pocl_missing

    if _pocl_missing():
        pytest.skip(_pocl_missing())
    composite = json.dumps({"kind": "composite", "host": "x86_64-linux-gnu",
                            "devices": ["opencl", "cuda -arch=sm_90"]})
    opencl = ROOT / "examples" / "opencl"
    vadd = ["--entry", "vadd", "--arg", "f32[4096]", "--arg", "f32[4096]", "--arg", "f32[4096]:out",
            "--arg", "i64=4096"]
    done = tgtbuild("run", "--target", composite, "--on", "opencl", str(CUDA / "saxpy.cu"), str(opencl / "vadd.cl"),
                    *vadd, *FAST, "--json", "--check-against", str(opencl / "vadd_ref.c"), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["check"]["passed"] is True
    _, _, defined, _ = _program_facts(tmp_path)
    assert {"tgtbuild_blob_saxpy_cu_fatbin_sm_90", "tgtbuild_blob_vadd_opencl"} <= defined
