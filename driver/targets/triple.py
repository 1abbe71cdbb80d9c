"""Target triples: parse, normalize, and name their parts.

People write `aarch64-linux-gnu`, toolchains write `aarch64-unknown-linux-gnu`
and LLVM accepts both; tgtbuild keys build dirs and tags by one canonical
form (LLVM's four-part `arch-vendor-os-env`), so both spellings must compare
equal. Only facts about the text live here; what a toolchain calls a triple
is the toolchain layer's business.
"""

from __future__ import annotations

import re

from ..errors import TargetError, clip, did_you_mean
from ..record import Record

TYPE_CHECKING = False  # not typing's: `tgtbuild targets` start-up path

# Spellings folded into LLVM's architecture name.
ARCH_ALIASES = {
    "arm64": "aarch64",
    "amd64": "x86_64",
    "x64": "x86_64",
    "i386": "i386",
    "x86": "i686",  # LLVM reads x86 as 32-bit x86 too; zig spells i686 that way (README users typed x86-linux-gnu)
    "armv7l": "armv7",
    "armhf": "armv7",
    "riscv64gc": "riscv64",
    "ppc64le": "powerpc64le",
}

# The architectures and environments LLVM knows, as patterns. Compiling them cost ~0.8 ms of
# every start (`tgtbuild targets show`: -X importtime), so the names seen every day are looked
# up in sets first (tests/test_target.py checks each against its pattern) and a pattern is
# compiled only for a rarer name.
_ARCH_RE = (
    r"^(aarch64(_be|_32)?|arm(v\d+[a-z.]*|eb)?|thumb(v\d+[a-z.]*)?|x86_64|i[3-6]86|"
    r"riscv(32|64)|nvptx(64)?|amdgcn|r600|wasm(32|64)|hexagon|mips(64)?(el)?|"
    r"powerpc(64)?(le)?|s390x|loongarch(32|64)|sparc(v9|64)?|m68k|spirv(32|64)?|bpf(el|eb)?|xtensa|avr|msp430)$"
)
COMMON_ARCHES = frozenset({
    "aarch64", "x86_64", "armv7", "armv7a", "armv6", "armv8l", "arm", "thumbv7", "i386", "i686", "riscv32",
    "riscv64", "nvptx", "nvptx64", "amdgcn", "wasm32", "wasm64", "hexagon", "mips", "mipsel", "mips64", "mips64el",
    "powerpc", "powerpc64", "powerpc64le", "s390x", "loongarch64", "m68k", "spirv", "spirv32", "spirv64",
})

VENDORS = frozenset({"unknown", "pc", "apple", "nvidia", "amd", "none", "ibm", "suse", "redhat", "w64"})
OSES = frozenset(
    {
        "linux", "android", "darwin", "macos", "macosx", "ios", "tvos", "watchos", "windows",
        "none", "amdhsa", "amdpal", "mesa3d", "cuda", "nvcl", "wasi", "emscripten", "freebsd",
        "netbsd", "openbsd", "fuchsia", "elf", "unknown", "hurd", "qurt", "vulkan",
    }
)
_ENV_RE = (
    r"^(gnu(eabi(hf)?|x32|abi64|abin32|ilp32|f32|f64|sf)?|musl(eabi(hf)?|abi64|abin32|x32|f32|sf)?|android(eabi)?\d*|"
    r"eabi(hf)?|msvc|itanium|cygnus|coreclr|simulator|macabi|elf|ohos|code16|pixel|vertex)$"
)
COMMON_ENVS = frozenset({
    "gnu", "gnueabi", "gnueabihf", "gnux32", "gnuabi64", "musl", "musleabi", "musleabihf", "android",
    "androideabi", "eabi", "eabihf", "msvc", "elf",
})


def _known_arch(arch: str) -> bool:
    return arch in COMMON_ARCHES or re.match(_ARCH_RE, arch) is not None


def _known_env(env: str) -> bool:
    return env in COMMON_ENVS or re.match(_ENV_RE, env) is not None


# An arch name holding one of these is 64-bit (substrings, not a regex: `targets show` compiles none).
_WIDE = ("64", "s390x", "sparcv9", "amdgcn")
# Device ISAs: code for these runs beside a host CPU, never on its own.
DEVICE_ARCHES = frozenset({"nvptx", "nvptx64", "amdgcn", "r600", "spirv", "spirv32", "spirv64"})


def _split_version(os_part: str) -> tuple[str, str]:
    """`macos14.0` → (`macos`, `14.0`); `linux` → (`linux`, '')."""
    if os_part.isalpha():  # no digits: no version (and no regex compiled on the start-up path)
        return os_part, ""
    match = re.match(r"^([a-z_]+?)(\d[\d.]*)?$", os_part)
    if not match:
        return os_part, ""
    return match.group(1), match.group(2) or ""


class Triple(Record):
    """`arch-vendor-os[-env]` (all str), normalized so equal machines compare equal.

    A `Record` rather than a dataclass: dataclasses import `inspect`, which
    alone would double the CLI's start-up time.
    """

    __slots__ = ()
    arch: str
    vendor: str = "unknown"
    os: str = "unknown"
    env: str = ""

    @classmethod
    def parse(cls, text: str) -> Triple:
        """Parse and normalize; raise TargetError naming the bad part."""
        raw = text.strip()
        if not raw or any(c.isspace() for c in raw):
            raise TargetError(f"triple {clip(text)} is empty or contains spaces")
        parts = raw.lower().split("-")
        arch = ARCH_ALIASES.get(parts[0], parts[0])
        if not _known_arch(arch):
            known = ["aarch64", "armv7", "armv8l", "riscv64", "x86_64", "i686", "nvptx64", "amdgcn",
                     "wasm32", "hexagon", *ARCH_ALIASES]
            raise TargetError(
                f"triple {clip(text)}: unknown architecture {clip(parts[0])}"
                f"{did_you_mean(parts[0], known)} (examples: aarch64-linux-gnu, "
                "armv7a-linux-gnueabihf, riscv64-linux-gnu, x86_64-linux-gnu, nvptx64-nvidia-cuda)"
            )
        rest = parts[1:]
        vendor, os_name, env = "unknown", "unknown", ""
        if rest and rest[0] in VENDORS and not (len(rest) == 1 and rest[0] in ("none",)):
            vendor = rest.pop(0)
        if rest:
            base, _ = _split_version(rest[0])
            if base in OSES or not _known_env(rest[0]):
                os_name = rest.pop(0)
        if rest:
            env = "-".join(rest)
        if env and not _known_env(env):
            raise TargetError(
                f"triple {clip(text)}: unknown environment {clip(env)} (expected e.g. gnu, gnueabihf, musl, "
                f"android24, eabi){did_you_mean(env, ['gnu', 'gnueabihf', 'musl', 'musleabihf', 'android', 'eabi'])}"
            )
        os_base, _ = _split_version(os_name)
        if os_base not in OSES:
            raise TargetError(
                f"triple {clip(text)}: unknown operating system {clip(os_name)}"
                f"{did_you_mean(os_base, OSES)} (expected e.g. linux, android, none, macos, windows, cuda)"
            )
        # LLVM spells Android as linux + env androidNN.
        if os_base == "android":
            os_name, env = "linux", "android" + _split_version(os_name)[1] + env
        return cls(arch, vendor, os_name, env)

    @classmethod
    def host(cls) -> Triple:
        """This machine's triple, from the OS and the C library Python runs on."""
        import platform  # lazily: `tgtbuild targets` start up through this module

        machine = platform.machine().lower() or "x86_64"
        system = platform.system().lower()
        if system == "linux":
            libc = platform.libc_ver()[0]
            env = "musl" if not libc else "gnu"
            if machine.startswith("arm") and machine != "arm64":
                env += "eabihf"
            return cls.parse(f"{machine}-unknown-linux-{env}")
        if system == "darwin":
            return cls.parse(f"{machine}-apple-macos")
        return cls.parse(f"{machine}-pc-windows-msvc" if system == "windows" else f"{machine}-unknown-{system}")

    def __str__(self) -> str:
        text = f"{self.arch}-{self.vendor}-{self.os}"
        return f"{text}-{self.env}" if self.env else text

    @property
    def os_name(self) -> str:
        """The OS without a version: `macos14` → `macos`."""
        return _split_version(self.os)[0]

    @property
    def is_device(self) -> bool:
        """True for GPU/accelerator ISAs that need a host (nvptx64, amdgcn)."""
        return self.arch in DEVICE_ARCHES

    @property
    def is_android(self) -> bool:
        return self.env.startswith("android")

    @property
    def android_api(self) -> int | None:
        """The API level of `aarch64-linux-android24`, or None."""
        match = re.match(r"androideabi(\d+)$|android(\d+)$", self.env)
        return int(match.group(1) or match.group(2)) if match else None

    @property
    def libc(self) -> str:
        """gnu, musl, bionic, or '' (bare metal / other OSes)."""
        if self.is_android:
            return "bionic"
        if self.os_name == "linux" and self.env in ("eabi", "eabihf"):
            return "gnu"  # arm-linux-eabi (arm/pynq) is glibc Linux: zig builds it as arm-linux-gnueabi
        for libc in ("musl", "gnu"):
            if self.env.startswith(libc):
                return libc
        return ""

    @property
    def bits(self) -> int:
        if self.arch == "x86_64":
            return 32 if self.env == "gnux32" else 64
        wide = any(part in self.arch for part in _WIDE) and self.arch != "aarch64_32"
        return 64 if wide else 32

    @property
    def family(self) -> str:
        """The ISA family: aarch64, arm, x86, riscv, nvptx, amdgpu, wasm, other."""
        for prefix, family in (
            ("aarch64", "aarch64"), ("arm", "arm"), ("thumb", "arm"), ("x86_64", "x86"),
            ("i", "x86"), ("riscv", "riscv"), ("nvptx", "nvptx"), ("amdgcn", "amdgpu"),
            ("wasm", "wasm"),
        ):
            if self.arch.startswith(prefix):
                return family
        return self.arch
