"""zig's spelling of a target triple: aarch64-linux-gnu.2.28, arm-linux-gnueabihf, hexagon-freestanding.

Apart from toolchain/flags.py (which uses it for zig's `{target}`) because
toolchains/support.toml's rows are keyed by it, and `tgtbuild targets show`
reads that table on its start-up path: importing the toolchain package for
this one function (dataclasses, json, hashlib, shutil, pathlib) made the
command's own work 35 ms of CPU instead of ~5. Standard library only.
"""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .targets.triple import Triple

# The first glibc with each arch (zig refuses an older pin): riscv32 came in 2.33, loongarch64 in 2.36.
# powerpc64le: zig's headers make long double IEEE binary128, which glibc exports (__printfieee128)
# only from 2.32; with the 2.28 pin every program using printf failed to link (issue 25).
ZIG_GLIBC_MIN = {"riscv32": "2.33", "loongarch64": "2.36", "powerpc64le": "2.32"}
# LLVM's Linux env → zig's ABI name where they differ (Debian's mips is hard-float; mips64 is n64).
_ZIG_LINUX_ENV = {
    "mips": {"gnu": "gnueabihf", "musl": "musleabihf"},
    "mips64": {"gnu": "gnuabi64", "musl": "muslabi64"},
    "powerpc": {"gnu": "gnueabihf", "musl": "musleabihf"},
    "arm": {"eabi": "gnueabi", "eabihf": "gnueabihf", "gnu": "gnueabihf", "musl": "musleabihf"},
}


def _version_max(a: str, b: str) -> str:
    return max(a, b, key=lambda v: tuple(int(x) for x in v.split(".")))


def zig_triple(triple: Triple, glibc: str) -> str:
    """zig's target: aarch64-linux-gnu.2.28, arm-linux-gnueabihf.2.28, riscv64-linux-musl, aarch64-macos.

    Also x86_64-windows-gnu, wasm32-wasi, mips64el-linux-muslabi64 and, for a
    triple without an OS (a DSP such as qcom/hexagon), `hexagon-freestanding`.
    """
    arch = {"arm": "arm", "x86": "x86" if triple.bits == 32 else "x86_64"}.get(triple.family, triple.arch)
    if triple.arch.startswith(("armeb", "thumbeb")):
        arch = "armeb"
    os_name = {"macosx": "macos", "darwin": "macos", "unknown": "freestanding", "none": "freestanding"}.get(
        triple.os_name, triple.os_name)
    if os_name == "macos":
        return f"{arch}-macos"
    if os_name == "wasi":
        return f"{arch}-wasi"
    env = triple.env or ("gnu" if os_name == "linux" else "")
    if os_name == "linux":
        family = "arm" if arch in ("arm", "armeb") else arch.removesuffix("el")
        env = _ZIG_LINUX_ENV.get(family, {}).get(env, env)
    if env.startswith("gnu") and glibc and os_name == "linux":
        env = f"{env}.{_version_max(glibc, ZIG_GLIBC_MIN.get(arch, glibc))}"
    return f"{arch}-{os_name}-{env}" if env else f"{arch}-{os_name}"
