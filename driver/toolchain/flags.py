"""Target → the words a toolchain wants: its spelling of the triple, and flags.

One function per question, each a small table: how a toolchain style names
the triple (`aarch64-linux-gnu.2.28` for zig, `arm-linux-gnueabihf` for a GNU
prefix, `aarch64-linux-android24` for the NDK), and how `mcpu`, `mattr`,
`mabi`, `mfloat-abi`, `opt-level` and `fast-math` become flags in each flag
style (zig, gcc, clang).
"""

from __future__ import annotations

import re

from ..targets import Target, Triple
from ..zigtriple import zig_triple
from .model import ToolchainError

# gcc's names for LLVM's AArch64 features (appended to -mcpu as +name / +noname).
GCC_AARCH64_FEATURES = {
    "neon": "simd", "fp-armv8": "fp", "crc": "crc", "crypto": "crypto", "aes": "aes", "sha2": "sha2",
    "lse": "lse", "rdm": "rdma", "dotprod": "dotprod", "fullfp16": "fp16", "fp16fml": "fp16fml",
    "rcpc": "rcpc", "sve": "sve", "sve2": "sve2", "i8mm": "i8mm", "bf16": "bf16", "sm4": "sm4",
    "sha3": "sha3", "ssbs": "ssbs", "sb": "sb", "profile": "profile",
}
# gcc's -mfpu for LLVM's 32-bit ARM FPU features; the widest one wins.
GCC_ARM_FPU = (("crypto", "crypto-neon-fp-armv8"), ("fp-armv8", "neon-fp-armv8"), ("vfp4", "neon-vfpv4"),
               ("neon", "neon"), ("vfp3d16", "vfpv3-d16"), ("vfp3", "vfpv3"), ("vfp2", "vfpv2"))
GCC_ARM_IGNORED = frozenset({"thumb2", "v7", "v8", "dsp", "hwdiv", "hwdiv-arm", "mp", "trustzone", "virtualization"})


def _arm_version(arch: str) -> str:
    match = re.match(r"(?:arm|thumb)v(\d+)", arch)
    return match.group(1) if match else ""


def gnu_prefix(triple: Triple) -> str:
    """The Debian cross prefix: aarch64-linux-gnu, arm-linux-gnueabihf, riscv64-linux-gnu."""
    family = triple.family
    env = triple.env or "gnu"
    if family == "arm":
        return f"arm-linux-{env if env.startswith(('gnu', 'musl')) else 'gnueabihf'}"
    if family == "x86" and triple.bits == 32:
        return f"i686-linux-{env}"
    return f"{triple.arch}-linux-{env}"


def ndk_triple(triple: Triple, default_api: int) -> str:
    """The NDK's clang wrapper prefix: aarch64-linux-android24, armv7a-linux-androideabi24."""
    api = triple.android_api or default_api
    if triple.family == "arm":
        return f"armv7a-linux-androideabi{api}"
    if triple.family == "x86":
        return f"{'x86_64' if triple.bits == 64 else 'i686'}-linux-android{api}"
    return f"{triple.arch}-linux-android{api}"


def spell(style: str, triple: Triple, *, glibc: str = "", default_api: int = 24) -> str:
    """The triple as the toolchain's `{target}` placeholder wants it."""
    if style == "zig":
        return zig_triple(triple, glibc)
    if style == "gnu":
        return gnu_prefix(triple)
    if style == "ndk":
        return ndk_triple(triple, default_api)
    return str(triple)


# ---------------------------------------------------------------- flags


def _features(target: Target) -> list[str]:
    out = []
    for feature in target.attrs.get("mattr", ()):
        feature = feature.strip()
        if not feature:
            continue
        if feature[0] not in "+-":
            feature = "+" + feature
        out.append(feature)
    return out


def zig_cpu(target: Target, triple: Triple) -> str | None:
    """`-mcpu` value for zig: cortex_a72+neon, generic+v7a for a bare armv7, None to leave zig's default."""
    cpu = target.attrs.get("mcpu") or target.attrs.get("march") or ""
    features = _features(target)
    if not cpu and triple.family == "arm":
        version = _arm_version(triple.arch)
        cpu = {"6": "generic+v6kz", "7": "generic+v7a", "8": "generic+v8a"}.get(version, "")
    if not cpu and not features:
        return None
    text = re.sub(r"[-.]", "_", cpu or "baseline")
    for feature in features:
        text += feature[0] + re.sub(r"[-.]", "_", feature[1:])
    return text


def _gcc_cpu_flags(target: Target, triple: Triple, description: str) -> list[str]:
    cpu = target.attrs.get("mcpu") or ""
    march = target.attrs.get("march") or ""
    features = _features(target)
    family = triple.family
    flags: list[str] = []
    if family == "x86":
        if cpu or march:
            flags.append(f"-march={march or cpu}")
        for feature in features:
            flags.append(("-m" if feature[0] == "+" else "-mno-") + feature[1:])
        return flags
    if family == "aarch64":
        suffix = ""
        for feature in features:
            name = GCC_AARCH64_FEATURES.get(feature[1:])
            if name is None:
                raise ToolchainError(
                    f"{description}: gcc has no spelling for AArch64 feature {feature!r} "
                    f"(known: {', '.join(sorted(GCC_AARCH64_FEATURES))}); use the zig or clang toolchain"
                )
            suffix += f"+{name}" if feature[0] == "+" else f"+no{name}"
        if cpu:
            flags.append(f"-mcpu={cpu}{suffix}")
        elif suffix or march:
            flags.append(f"-march={march or 'armv8-a'}{suffix}")
        return flags
    if family == "arm":
        if cpu:
            flags.append(f"-mcpu={cpu}")
        elif march:
            flags.append(f"-march={march}")
        wanted = {f[1:] for f in features if f[0] == "+"}
        unknown = sorted(wanted - {name for name, _ in GCC_ARM_FPU} - GCC_ARM_IGNORED)
        if unknown:
            raise ToolchainError(f"{description}: gcc has no spelling for ARM feature(s) {', '.join(unknown)}; "
                                 "use the zig or clang toolchain")
        fpu = next((fpu for name, fpu in GCC_ARM_FPU if name in wanted), None)
        if fpu:
            flags.append(f"-mfpu={fpu}")
        return flags
    if features:
        raise ToolchainError(
            f"{description}: gcc takes no LLVM features for {triple.arch} (got {','.join(features)}); "
            "give -mcpu= or -march=, or use the zig or clang toolchain"
        )
    if cpu:
        flags.append(f"-mcpu={cpu}")
    if march:
        flags.append(f"-march={march}")
    return flags


def _clang_cpu_flags(target: Target, triple: Triple) -> list[str]:
    cpu = target.attrs.get("mcpu") or ""
    march = target.attrs.get("march") or ""
    flags: list[str] = []
    if triple.family == "x86":
        if cpu or march:
            flags.append(f"-march={march or cpu}")
    else:
        if cpu:
            flags.append(f"-mcpu={cpu}")
        if march:
            flags.append(f"-march={march}")
    for feature in _features(target):
        flags += ["-Xclang", "-target-feature", "-Xclang", feature]
    return flags


def target_flags(style: str, target: Target, *, description: str = "") -> list[str]:
    """Compile flags for a CPU target in a flag style: cpu, features, ABI, float ABI, -O, fast-math."""
    triple = target.triple
    flags: list[str] = []
    if style == "zig":
        cpu = zig_cpu(target, triple)
        if cpu:
            flags.append(f"-mcpu={cpu}")
    elif style == "gcc":
        flags += _gcc_cpu_flags(target, triple, description)
    elif style == "clang":
        flags += _clang_cpu_flags(target, triple)
    else:
        raise ToolchainError(f"{description}: flag style {style!r} does not compile C")
    float_abi = target.attrs.get("mfloat-abi")
    if float_abi and triple.family == "arm":
        flags.append(f"-mfloat-abi={float_abi}")
    mabi = target.attrs.get("mabi")
    if mabi:
        flags.append(f"-mabi={mabi}")
    level = target.attrs.get("opt-level")
    if level is not None:
        flags.append(f"-O{level}")
    if target.attrs.get("fast-math"):
        flags.append("-ffast-math")
    return flags
