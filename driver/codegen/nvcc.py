"""nvcc command lines for `.cu` sources.

Two ways to build CUDA for a target:
- device-only (`nvcc_device_command`): `--cubin`, `--ptx` or `--fatbin` for the
  target's sm arch(s); the blob is then embedded in the host library
  (`embed.py`) and the host side is plain C from the cross host compiler. This
  works for any host, zig included.
- whole file (`nvcc_host_command`): `nvcc -c` with `-ccbin` naming the host C++
  compiler; nvcc needs a plain compiler executable there (gcc/g++/clang), not a
  wrapper like `zig c++`, and CUDA's libraries for the host arch.
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from pathlib import Path

from ..toolchain import Toolchain, check_cuda_arch
from .errors import CodegenError

DEVICE_EMITS = {"cubin": "--cubin", "ptx": "--ptx", "fatbin": "--fatbin"}


def _base(arch: str) -> str:
    if not re.fullmatch(r"sm_\d+[af]?", arch):
        raise CodegenError(f"{arch!r} is not an sm arch (e.g. sm_87, sm_90a)")
    return arch


def gencode_flags(archs: Sequence[str]) -> list[str]:
    """`-gencode arch=compute_XX,code=[sm_XX,compute_XX]` per arch: SASS plus PTX for the JIT."""
    flags = []
    for arch in archs:
        arch = _base(arch)
        compute = "compute_" + arch[3:]
        flags += ["-gencode", f"arch={compute},code=[{arch},{compute}]"]
    return flags


def nvcc_device_command(cuda: Toolchain, src: str | Path, out: str | Path, archs: Sequence[str],
                        emit: str = "cubin", *, extra: Sequence[str] = ()) -> list[str]:
    """Device-only compile of a .cu: cubin/ptx for one arch, fatbin for several."""
    if not cuda.nvcc:
        raise CodegenError(f"toolchain {cuda.name} has no nvcc")
    if emit not in DEVICE_EMITS:
        raise CodegenError(f"nvcc device output {emit!r}: use one of {', '.join(DEVICE_EMITS)}")
    if not archs:
        raise CodegenError("nvcc needs at least one sm arch")
    for arch in archs:
        check_cuda_arch(cuda, _base(arch))
    if emit in ("cubin", "ptx") and len(archs) != 1:
        raise CodegenError(f"--{emit} is for one arch; use fatbin for {', '.join(archs)}")
    argv = [*cuda.launcher, *cuda.nvcc, DEVICE_EMITS[emit]]
    if emit == "fatbin":
        argv += gencode_flags(archs)
    elif emit == "ptx":
        argv.append(f"-arch=compute_{archs[0][3:]}")
    else:
        argv.append(f"-arch={archs[0]}")
    return [*argv, *extra, "-o", str(out), str(src)]


def ccbin(host: Toolchain) -> str:
    """The host C++ compiler nvcc can take as -ccbin, or CodegenError saying why not."""
    if len(host.cxx) != 1 or not os.path.basename(host.cxx[0]).endswith(("g++", "gcc", "clang++", "clang")):
        raise CodegenError(
            f"nvcc -ccbin needs a plain gcc/clang executable; toolchain {host.name} runs {' '.join(host.cxx)}. "
            "Build the .cu device-only (cubin/fatbin) and embed it, or select gcc-cross/clang for the host"
        )
    return host.cxx[0]


def nvcc_host_command(cuda: Toolchain, host: Toolchain, src: str | Path, out: str | Path,
                      archs: Sequence[str], *, depfile: str | Path | None = None, pic: bool = True,
                      extra: Sequence[str] = ()) -> list[str]:
    """`nvcc -c` for a whole .cu (host + device), host side by the host toolchain's compiler."""
    for arch in archs:
        check_cuda_arch(cuda, _base(arch))
    argv = [*cuda.launcher, *cuda.nvcc, "-c", "-ccbin", ccbin(host), *gencode_flags(archs)]
    host_flags = [f for f in host.cxxflags if not f.startswith("-O")]
    if pic:
        host_flags.append("-fPIC")
    if host_flags:
        argv += ["-Xcompiler", ",".join(host_flags)]
    if depfile is not None:
        argv += ["-MD", "-MF", str(depfile)]
    return [*argv, *extra, "-o", str(out), str(src)]
