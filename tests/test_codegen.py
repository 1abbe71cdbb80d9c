"""LLVM IR → objects/PTX with llvmlite, device embedding and nvcc — real compilers, real ELF checks."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from elftools.elf.elffile import ELFFile

from tgtbuild.codegen import (
    Blob,
    CodegenError,
    classify,
    compile_ir,
    embed_blobs,
    load_module,
    nvcc_device_command,
    nvcc_host_command,
)
from tgtbuild.targets import Target
from tgtbuild.toolchain import ToolchainError, select, select_cuda

ROOT = Path(__file__).resolve().parent.parent
VADD = ROOT / "examples" / "vadd" / "model.ir"
MATMUL = ROOT / "examples" / "matmul" / "model.ir"
VADD_NVPTX = ROOT / "examples" / "cuda" / "vadd_nvptx.ll"
SAXPY = ROOT / "examples" / "cuda" / "saxpy.cu"

EF_ARM_ABI_FLOAT_SOFT = 0x200
EF_ARM_ABI_FLOAT_HARD = 0x400
EF_RISCV_FLOAT_ABI = 0x6
EF_RISCV_FLOAT_ABI_DOUBLE = 0x4

# IR as clang on an x86 machine makes it: triple, data layout and per-function CPU attributes.
CLANG_X86_IR = """\
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define dso_local float @scale(float noundef %x) #0 {
entry:
  %m = fmul float %x, 2.000000e+00
  ret float %m
}

attributes #0 = { noinline nounwind uwtable "frame-pointer"="all" "min-legal-vector-width"="0" \
"no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" \
"target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87,+avx2" "tune-cpu"="generic" }
"""


def elf_header(path: Path) -> dict:
    with open(path, "rb") as handle:
        elf = ELFFile(handle)
        return {"machine": elf.header["e_machine"], "flags": elf.header["e_flags"], "class": elf.elfclass}


def symbols(path: Path) -> set[str]:
    with open(path, "rb") as handle:
        table = ELFFile(handle).get_section_by_name(".symtab")
        return {s.name for s in table.iter_symbols()}


def arm_attribute(path: Path, tag: str):
    with open(path, "rb") as handle:
        section = ELFFile(handle).get_section_by_name(".ARM.attributes")
        for sub in section.iter_subsections():
            for sub_sub in sub.iter_subsubsections():
                for attribute in sub_sub.iter_attributes():
                    if attribute.tag == tag:
                        return attribute.value
    return None


# ---------------------------------------------------------------- classification

@pytest.mark.parametrize("name, lang", [
    ("a.ll", "ir"), ("a.ir", "ir"), ("a.c", "c"), ("a.cc", "c++"), ("a.cpp", "c++"), ("a.cxx", "c++"),
    ("a.s", "asm"), ("a.S", "asm"), ("a.cu", "cuda"), ("a.cl", "opencl"),
])
def test_classify_by_suffix(tmp_path, name, lang):
    path = tmp_path / name
    path.write_text("")
    assert classify(path).lang == lang


def test_classify_device_ir_by_triple():
    assert classify(VADD).device == "" and not classify(VADD).is_device
    source = classify(VADD_NVPTX)
    assert source.device == "nvptx" and source.triple == "nvptx64-nvidia-cuda" and source.is_device


def test_unknown_source_type_lists_allowed():
    with pytest.raises(CodegenError, match=r"unknown source type '\.f90'.*\.ll/\.ir/\.bc.*\.cu.*\.cl"):
        classify("kernel.f90")


# ---------------------------------------------------------------- host IR → objects

@pytest.mark.parametrize("target, machine, elfclass", [
    ("rasp4b", "EM_AARCH64", 64),
    ("arm/rasp3b", "EM_ARM", 32),
    ("arm/rasp4b", "EM_ARM", 32),
    ("riscv/sifive-u74", "EM_RISCV", 64),
    ("riscv64-linux-gnu", "EM_RISCV", 64),
    ("x86_64-linux-gnu", "EM_X86_64", 64),
])
def test_ir_to_object_for_each_arch(tmp_path, target, machine, elfclass):
    jobs = [(VADD, tmp_path / "vadd.o"), (MATMUL, tmp_path / "matmul.o")]
    results = compile_ir(jobs, Target(target))
    assert [r.emit for r in results] == ["obj", "obj"]
    for _, out in jobs:
        header = elf_header(out)
        assert header["machine"] == machine and header["class"] == elfclass
        if machine == "EM_ARM":
            assert header["flags"] & EF_ARM_ABI_FLOAT_HARD, hex(header["flags"])
            assert arm_attribute(out, "TAG_ABI_VFP_ARGS") == 1  # arguments in VFP registers
        if machine == "EM_RISCV":
            assert header["flags"] & EF_RISCV_FLOAT_ABI == EF_RISCV_FLOAT_ABI_DOUBLE, hex(header["flags"])
    assert "vadd" in symbols(tmp_path / "vadd.o")


def test_arm_soft_float_abi(tmp_path):
    compile_ir([(VADD, tmp_path / "v.o")], Target("llvm -mtriple=armv7a-linux-gnueabihf -mfloat-abi=softfp"))
    flags = elf_header(tmp_path / "v.o")["flags"]
    assert flags & EF_ARM_ABI_FLOAT_SOFT and not flags & EF_ARM_ABI_FLOAT_HARD
    assert arm_attribute(tmp_path / "v.o", "TAG_ABI_VFP_ARGS") in (None, 0)  # base (core register) arguments


def test_opt_level_vectorises_for_the_cpu(tmp_path):
    compile_ir([(VADD, tmp_path / "o3.s")], Target("rasp4b"))
    compile_ir([(VADD, tmp_path / "o0.s")], Target("rasp4b -opt-level=0"))
    o3, o0 = (tmp_path / "o3.s").read_text(), (tmp_path / "o0.s").read_text()
    assert "fadd\tv" in o3 and ".4s" in o3  # NEON vector adds
    assert ".4s" not in o0


def test_emit_kinds_and_bitcode_round_trip(tmp_path):
    target = Target("aarch64-linux-gnu")
    compile_ir([(VADD, tmp_path / "v.ll"), (VADD, tmp_path / "v.bc")], target)
    text = (tmp_path / "v.ll").read_text()
    assert 'target triple = "aarch64-unknown-linux-gnu"' in text and "target datalayout" in text
    assert classify(tmp_path / "v.bc").triple == "aarch64-unknown-linux-gnu"
    compile_ir([(tmp_path / "v.bc", tmp_path / "v.o")], target)
    assert elf_header(tmp_path / "v.o")["machine"] == "EM_AARCH64"
    with pytest.raises(CodegenError, match="cannot tell what to emit"):
        compile_ir([(VADD, tmp_path / "v.weird")], target)


def test_clang_target_cpu_attributes_are_dropped(tmp_path, capfd):
    src = tmp_path / "clang.ll"
    src.write_text(CLANG_X86_IR)
    compile_ir([(src, tmp_path / "scale.o"), (src, tmp_path / "scale.ll")], Target("rasp4b"))
    assert elf_header(tmp_path / "scale.o")["machine"] == "EM_AARCH64"
    out = (tmp_path / "scale.ll").read_text()
    assert "target-cpu" not in out and "target-features" not in out and "tune-cpu" not in out
    assert "x86" not in out and '"frame-pointer"="all"' in out
    assert "is not a recognized" not in capfd.readouterr().err  # LLVM's per-function CPU warning
    assert "x86-64" not in str(load_module(src))


def test_ir_syntax_error_names_line_and_column(tmp_path):
    src = tmp_path / "bad.ll"
    src.write_text("define i32 @f(i32 %x) {\n  %y = add i32 %x, %nope\n  ret i32 %y\n}\n")
    with pytest.raises(CodegenError) as info:
        compile_ir([(src, tmp_path / "bad.o")], Target("rasp4b"))
    message = str(info.value)
    assert message.startswith(f"{src}:2:")
    assert "%y = add i32 %x, %nope" in message and "^" in message
    assert not (tmp_path / "bad.o").exists()


def test_batch_entry_point_compiles_only_given_pairs(tmp_path):
    cmd = [sys.executable, "-m", "tgtbuild.codegen", "--target", str(Target("arm/rasp4b")),
           str(VADD), str(tmp_path / "a.o"), str(MATMUL), str(tmp_path / "b.s")]
    result = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert elf_header(tmp_path / "a.o")["machine"] == "EM_ARM"
    assert "matmul:" in (tmp_path / "b.s").read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.o", "b.s"]
    bad = subprocess.run([*cmd[:5], str(tmp_path / "missing.ll"), str(tmp_path / "c.o")],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "cannot read" in bad.stderr and "Traceback" not in bad.stderr


# ---------------------------------------------------------------- device IR → PTX / cubin

def test_nvptx_ir_to_ptx_for_old_arch(tmp_path):
    results = compile_ir([(VADD_NVPTX, tmp_path / "v.ptx")], Target("nvidia/jetson-nano"))
    assert results[0].device == "nvptx"
    ptx = (tmp_path / "v.ptx").read_text()
    assert ".target sm_53" in ptx and ".entry vadd" in ptx


def test_device_ir_needs_a_gpu_target(tmp_path):
    with pytest.raises(CodegenError, match="device IR for nvptx needs a cuda or nvptx target"):
        compile_ir([(VADD_NVPTX, tmp_path / "v.ptx")], Target("rasp4b"))
    with pytest.raises(CodegenError, match="name the output .ptx"):
        compile_ir([(VADD_NVPTX, tmp_path / "v.o")], Target("cuda -arch=sm_90"))


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas (CUDA toolkit) is not installed")
def test_llvmlite_ptx_passes_ptxas_sm90(tmp_path):
    compile_ir([(VADD_NVPTX, tmp_path / "v.ptx"), (VADD_NVPTX, tmp_path / "v.cubin")], Target("cuda -arch=sm_90"))
    subprocess.run(["ptxas", "-arch=sm_90", str(tmp_path / "v.ptx"), "-o", str(tmp_path / "check.cubin")],
                   check=True, timeout=120)
    header = elf_header(tmp_path / "v.cubin")
    assert header["machine"] == "EM_CUDA"


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc (CUDA toolkit) is not installed")
def test_nvcc_builds_cu_to_cubin_sm90(tmp_path):
    cuda = select_cuda(Target("cuda -arch=sm_90"))
    argv = nvcc_device_command(cuda, SAXPY, tmp_path / "saxpy.cubin", ["sm_90"], "cubin")
    subprocess.run(argv, check=True, timeout=300, capture_output=True)
    assert elf_header(tmp_path / "saxpy.cubin")["machine"] == "EM_CUDA"
    assert "saxpy" in symbols(tmp_path / "saxpy.cubin")


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc (CUDA toolkit) is not installed")
def test_nvcc_commands_reject_dropped_arch():
    cuda = select_cuda(Target("cuda -arch=sm_90"))
    if "sm_72" in cuda.cuda_archs:
        pytest.skip(f"nvcc {cuda.version} still builds sm_72")
    with pytest.raises(ToolchainError, match="cannot build sm_72.*nvptx64-nvidia-cuda"):
        nvcc_device_command(cuda, SAXPY, "x.fatbin", ["sm_72", "sm_90"], "fatbin")
    argv = nvcc_device_command(cuda, SAXPY, "x.fatbin", ["sm_87", "sm_90"], "fatbin")
    assert argv[argv.index("--fatbin") + 1:][:4] == [
        "-gencode", "arch=compute_87,code=[sm_87,compute_87]", "-gencode", "arch=compute_90,code=[sm_90,compute_90]"]


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc (CUDA toolkit) is not installed")
def test_nvcc_host_command_needs_plain_host_compiler():
    target = Target("nvidia/jetson-orin-nano")
    cuda, host = select_cuda(target), select(target)
    assert host.name == "zig"
    with pytest.raises(CodegenError, match="-ccbin needs a plain gcc/clang executable.*device-only"):
        nvcc_host_command(cuda, host, SAXPY, "saxpy.o", ["sm_87"])


# ---------------------------------------------------------------- embedding device blobs

def test_embed_is_pure_and_rejects_duplicates():
    blobs = [Blob("vadd", "ptx", "sm_90", b".version 8.0\n"), Blob("k", "opencl", "", b"__kernel void k() {}")]
    assert embed_blobs(blobs) == embed_blobs(blobs)
    with pytest.raises(CodegenError, match="given twice"):
        embed_blobs([blobs[0], blobs[0]])
    with pytest.raises(CodegenError, match="unknown kind 'elf'"):
        embed_blobs([Blob("x", "elf", "", b"")])


def test_embedded_blobs_compile_for_aarch64_and_run_on_host(tmp_path):
    ptx = b".version 8.0\n.target sm_90\n"
    blobs = [Blob("vadd", "ptx", "sm_90", ptx), Blob("k", "cubin", "sm_87", bytes(range(256)) * 3)]
    c_file = tmp_path / "blobs.c"
    c_file.write_text(embed_blobs(blobs))
    zig = select(Target("rasp4b"))
    subprocess.run([*zig.cc, *zig.cflags, "-fPIC", "-c", str(c_file), "-o", str(tmp_path / "blobs.o")],
                   check=True, timeout=300)
    names = symbols(tmp_path / "blobs.o")
    assert {"tgtbuild_device_blobs", "tgtbuild_find_blob", "tgtbuild_blob_vadd_ptx_sm_90",
            "tgtbuild_blob_vadd_ptx_sm_90_size", "tgtbuild_blob_k_cubin_sm_87"} <= names
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no host C compiler to run the lookup")
    main = tmp_path / "main.c"
    main.write_text(
        '#include <stdio.h>\n#include <string.h>\n'
        'typedef struct { const char *name, *kind, *arch; const unsigned char *data; size_t size; } blob;\n'
        'const blob *tgtbuild_find_blob(const char *, const char *);\nextern const size_t tgtbuild_device_blob_count;\n'
        'int main(void) {\n'
        '  const blob *p = tgtbuild_find_blob("vadd", "ptx"), *c = tgtbuild_find_blob(0, "cubin");\n'
        '  printf("%zu %s %zu %d %zu %d\\n", tgtbuild_device_blob_count, p->arch, p->size,\n'
        '         (int)strlen((const char *)p->data), c->size, c->data[257]);\n'
        '  return 0;\n}\n')
    exe = tmp_path / "main"
    subprocess.run([cc, str(main), str(c_file), "-o", str(exe)], check=True, timeout=120)
    out = subprocess.run([str(exe)], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["2", "sm_90", str(len(ptx)), str(len(ptx)), "768", "1"]


def test_group_with_only_machine_attributes_still_parses(tmp_path):
    from tgtbuild.codegen.ir import strip_machine_attributes

    text = 'define void @f() #0 {\n  ret void\n}\nattributes #0 = { "target-cpu"="skylake" "tune-cpu"="generic" }\n'
    stripped = strip_machine_attributes(text)
    assert "skylake" not in stripped and "attributes #0 = { " in stripped
    src = tmp_path / "only_cpu.ll"
    src.write_text(text)
    compile_ir([(src, tmp_path / "only_cpu.o")], Target("aarch64-linux-gnu"))
    assert (tmp_path / "only_cpu.o").read_bytes()[:4] == b"\x7fELF"
