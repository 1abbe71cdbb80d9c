"""Target → the LLVM target machine settings: triple, cpu, features, ABI, reloc, opt.

One place decides what LLVM is told about a target, for host code (the
target's CPU: `target.cpu_target`) and for device code (the sm/gfx arch of a
cuda/nvptx/rocm target).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..targets import Target, Triple
from .errors import CodegenError

# An x86 target that names no CPU: LLVM's "generic", as TVM's IR says ("target-cpu"="generic") and
# clang tunes (-tune-cpu generic). An empty CPU has the same features but not that tuning: LLVM's
# X86Subtarget tunes it for i586, whose cost model took the compare out of TVM's add loop (a
# negative index): the IR route ran 0.89x the export_library build of the same IR (issue 20).
_X86_DEFAULT_CPU = "generic"

# The Linux RISC-V baseline (rv64gc / rv32gc) when a target names no CPU.
_RISCV_LINUX_FEATURES = "+m,+a,+f,+d,+c"


class LLVMMachine(NamedTuple):
    """Everything `llvmlite.binding.Target.create_target_machine` needs."""

    triple: str
    cpu: str = ""
    features: str = ""
    abiname: str = ""
    opt: int = 3
    reloc: str = "pic"
    device: str = ""  # nvptx / amdgpu for device code


def _arm_triple(triple: Triple, float_abi: str | None) -> Triple:
    """The float ABI lives in the triple's env for LLVM: hard → *eabihf, soft/softfp → *eabi."""
    if triple.family != "arm" or not float_abi or not triple.env:
        return triple
    env = triple.env
    if float_abi == "hard" and env.endswith("eabi"):
        env += "hf"
    elif float_abi in ("soft", "softfp") and env.endswith("eabihf"):
        env = env[:-2]
    return Triple(triple.arch, triple.vendor, triple.os, env)


def host_machine(target: Target, *, pic: bool = True, opt: int | None = None) -> LLVMMachine:
    """LLVMMachine for the target's CPU code."""
    cpu_target = target.cpu_target
    attrs = cpu_target.attrs
    triple = _arm_triple(cpu_target.triple, attrs.get("mfloat-abi"))
    if triple.is_device:
        raise CodegenError(f"target {target} has a device triple {triple}; host code needs a CPU target")
    cpu = attrs.get("mcpu") or ""
    if not cpu and triple.family == "x86":
        cpu = _X86_DEFAULT_CPU
    features = ",".join(attrs.get("mattr", ()))
    abiname = attrs.get("mabi") or ""
    if triple.family == "riscv" and triple.os_name == "linux":
        abiname = abiname or ("lp64d" if triple.bits == 64 else "ilp32d")
        if not cpu and abiname.endswith("d"):
            features = ",".join(f for f in (_RISCV_LINUX_FEATURES, features) if f)
    level = attrs.get("opt-level", 3) if opt is None else opt
    return LLVMMachine(str(triple), cpu, features, abiname, int(level), "pic" if pic else "static")


def device_target(target: Target, device: str) -> Target:
    """The device target (of a composite too) whose code is `device` (nvptx/amdgpu)."""
    kinds = {"nvptx": ("cuda", "nvptx"), "amdgpu": ("rocm",)}.get(device, ())
    for candidate in target.devices:
        if candidate.kind in kinds:
            return candidate
    wanted = " or ".join(kinds) or device
    raise CodegenError(
        f"device IR for {device} needs a {wanted} target (e.g. `cuda -arch=sm_87` or nvidia/jetson-orin-nano), "
        f"but the target is {target}"
    )


def device_machine(target: Target, device: str, *, opt: int | None = None) -> LLVMMachine:
    """LLVMMachine for device IR (triple nvptx64-nvidia-cuda / amdgcn-amd-amdhsa)."""
    dev = device_target(target, device)
    arch = str(dev.attrs.get("arch") or dev.attrs.get("mcpu") or "")
    features = ",".join(dev.attrs.get("mattr", ()))
    if device == "nvptx":
        if not re.fullmatch(r"sm_\d+[af]?", arch):
            raise CodegenError(f"target {dev} has no sm arch for PTX: give -arch=sm_XX (e.g. cuda -arch=sm_90)")
        triple = str(dev.attrs.get("mtriple") or "nvptx64-nvidia-cuda")
    else:
        if not arch:
            raise CodegenError(f"target {dev} has no gfx arch: give -mcpu=gfxNNN (e.g. rocm -mcpu=gfx90a)")
        triple = str(dev.attrs.get("mtriple") or "amdgcn-amd-amdhsa")
    level = 3 if opt is None else opt
    return LLVMMachine(triple, arch, features, "", level, "pic", device)


DEVICE_ARCH_PREFIXES = (("nvptx", "nvptx"), ("amdgcn", "amdgpu"), ("r600", "amdgpu"), ("spirv", "spirv"))


def device_of(triple: str) -> str:
    """'nvptx' / 'amdgpu' / 'spirv' for a device triple, '' for a CPU one."""
    arch = triple.split("-", 1)[0].lower()
    for prefix, device in DEVICE_ARCH_PREFIXES:
        if arch.startswith(prefix):
            return device
    return ""
