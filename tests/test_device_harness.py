"""The device harnesses and the device probe are plain C that zig builds for every board arch.

They declare the OpenCL and CUDA APIs themselves and load the runtimes with
dlopen, so they must compile warning-free with no CL/cl.h or cuda.h and link
with nothing but libc, libm and libdl, for each architecture tgtbuild serves.
"""

from __future__ import annotations

import subprocess

import pytest

from tgtbuild.codegen import Blob, embed_blobs
from tgtbuild.remote.devprobe import probe_source
from tgtbuild.run.argspec import parse_args
from tgtbuild.run.device import DeviceRunError, device_harness_source, launch_sizes
from tgtbuild.targets import Target
from tgtbuild.toolchain import select

# Every dtype as a buffer of each role and as a scalar.
SPECS = parse_args(["i32=7", "f32=2", "f64=0.5", "u8=3", "i64=-9", "f32[100]", "f64[4,4]:inout", "u8[3]:out",
                    "i16[8]", "u64[2]:out"])


@pytest.mark.parametrize("triple", ["x86_64-linux-gnu", "aarch64-linux-gnu", "armv7a-linux-gnueabihf",
                                    "riscv64-linux-gnu"])
def test_harnesses_and_probe_compile_and_link_for_every_arch_without_runtime_headers(tmp_path, triple):
    toolchain = select(Target(f"llvm -mtriple={triple}"))
    (tmp_path / "blobs.c").write_text(embed_blobs([Blob("k", "opencl", "", b"__kernel void k() {}")]))
    sources = {"opencl.c": device_harness_source("opencl", "k", SPECS),
               "cuda.c": device_harness_source("cuda", "k", SPECS), "probe.c": probe_source()}
    for name, text in sources.items():
        (tmp_path / name).write_text(text)
        extra = [] if name == "probe.c" else ["blobs.c"]
        done = subprocess.run([*toolchain.cc, *toolchain.cflags, "-Wall", "-Wextra", "-Werror", name, *extra,
                               "-o", name[:-2], "-lm", "-ldl"], cwd=tmp_path, capture_output=True, text=True,
                              timeout=300)
        assert done.returncode == 0, f"{name} for {triple}:\n{done.stderr}"
    assert "#include <CL/cl.h>" not in sources["opencl.c"] and "cuda.h" not in sources["cuda.c"]


def test_scalars_are_passed_by_value_with_their_c_types():
    text = device_harness_source("cuda", "k", SPECS)
    assert "static int32_t scalar0 = (int32_t)7LL;" in text
    assert "static double scalar2 = (double)0.5;" in text
    assert "static uint8_t scalar3 = (uint8_t)3ULL;" in text
    opencl = device_harness_source("opencl", "k", SPECS)
    assert "int64_t value = (int64_t)-9LL;" in opencl
    assert "cl.SetKernelArg(cl_kern, 4, sizeof value, &value)" in opencl


@pytest.mark.parametrize("runtime, outer, inner, want", [
    ("opencl", "", "", ("16", "")),              # the first output's elements (f64[4,4]:inout)
    ("opencl", "64,64", "16,16", ("64,64", "16,16")),
    ("cuda", "", "", ("1", "16")),               # one block of min(256, elements)
    ("cuda", "", "128", ("1", "128")),
    ("cuda", "40,2", "32,4", ("40,2", "32,4")),
    ("cuda", "16", "", ("16", "256")),          # --grid alone: blocks of 256, not the harness's 1 thread
    ("cuda", "40,2", "", ("40,2", "16,16")),
    ("cuda", "4,4,4", "", ("4,4,4", "8,8,4")),
])
def test_launch_sizes_default_to_the_first_output(runtime, outer, inner, want):
    assert launch_sizes(runtime, SPECS, outer, inner) == want


@pytest.mark.parametrize("runtime, inner", [("cuda", "16,16"), ("opencl", "8,8")])
def test_a_multi_dimensional_block_needs_its_grid(runtime, inner):
    """A 2-D block sized from a 1-D buffer would launch every block's threads per element (16x too many)."""
    with pytest.raises(DeviceRunError, match="too for a multi-dimensional launch"):
        launch_sizes(runtime, SPECS, "", inner)


def test_entry_must_be_a_c_name():
    with pytest.raises(Exception, match="is not a C function name"):
        device_harness_source("opencl", "k(); system", SPECS)


def test_probe_source_declares_no_runtime_headers():
    text = probe_source()
    assert 'dlopen(names[i]' in text and "libOpenCL.so.1" in text and "libcuda.so.1" in text


@pytest.mark.parametrize("target, launch, entry, kind", [
    ("opencl -host=x86_64-linux-gnu", {}, "vadd", "opencl"),
    ("cuda -arch=sm_90 -host=x86_64-linux-gnu", {}, "vadd", "cuda"),
    ("nvptx -host=x86_64-linux-gnu", {}, "vadd", "cuda"),
    ("composite -host=x86_64-linux-gnu -devices=opencl,cuda", {"on": "cuda"}, "vadd", "cuda"),
    ("x86_64-linux-gnu", {}, "vadd", "c-entry"),
    ("x86_64-linux-gnu", {}, None, "program"),
])
def test_run_stage_picks_the_device_harness_kind(tmp_path, target, launch, entry, kind):
    from tgtbuild.harnesses.stage import DeviceLaunch, RunRequest, pick_harness

    request = RunRequest(target=Target(target), board=None, sources=("k.cl",), build_root=str(tmp_path), name="k",
                         entry=entry, specs=parse_args(["f32[64]", "f32[64]:out"]) if entry else (),
                         launch=DeviceLaunch(**launch))
    harness = pick_harness(request)
    assert harness.kind == kind
    if kind in ("opencl", "cuda"):  # the launch after the timing options; the source is the runtime's harness
        outer, inner = ("--global", "--local") if kind == "opencl" else ("--grid", "--block")
        argv = harness.argv(request, "out")
        assert argv[argv.index("--dump-outputs") + 1] == "out" and argv[argv.index(outer) + 1] in ("64", "1")
        (source,) = harness.program_sources(request)
        assert f"lib{'OpenCL' if kind == 'opencl' else 'cuda'}.so.1" in open(source).read()
        assert harness.program_sources(request) == (source,)  # named by its content: written once
        assert "device compiler" in harness.explain_exit(6)
