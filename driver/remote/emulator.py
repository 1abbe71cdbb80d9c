"""Which emulator runs a target's Linux binaries on this machine (qemu-user).

`--board local` with a foreign arch, and the runner variables of `tgtbuild
env`, both need the same answer: the qemu-user binary for the triple's arch
and, for dynamically linked glibc programs, `-L` pointing at the target's C
library as Debian's `libc6-<arch>-cross` installs it.
"""

from __future__ import annotations

import os
import platform
import shutil

from ..errors import TgtbuildError
from ..targets.triple import Triple

# Triple.family / arch → (qemu name, Debian multiarch folder, Debian cross-libc package)
_QEMU = {
    "aarch64": ("aarch64", "aarch64-linux-gnu", "libc6-arm64-cross"),
    "arm": ("arm", "arm-linux-gnueabihf", "libc6-armhf-cross"),
    "riscv64": ("riscv64", "riscv64-linux-gnu", "libc6-riscv64-cross"),
    "x86_64": ("x86_64", "x86_64-linux-gnu", "libc6-amd64-cross"),
    "i686": ("i386", "i686-linux-gnu", "libc6-i386-cross"),
    "powerpc64le": ("ppc64le", "powerpc64le-linux-gnu", "libc6-ppc64el-cross"),
    "s390x": ("s390x", "s390x-linux-gnu", "libc6-s390x-cross"),
    "riscv32": ("riscv32", "riscv32-linux-gnu", "(no Debian package: build for riscv32-linux-musl)"),
    "powerpc64": ("ppc64", "powerpc64-linux-gnu", "libc6-ppc64-cross"),
    "loongarch64": ("loongarch64", "loongarch64-linux-gnu", "libc6-loong64-cross"),
    "mips": ("mips", "mips-linux-gnu", "libc6-mips-cross"),
    "mipsel": ("mipsel", "mipsel-linux-gnu", "libc6-mipsel-cross"),
    "mips64": ("mips64", "mips64-linux-gnuabi64", "libc6-mips64-cross"),
    "mips64el": ("mips64el", "mips64el-linux-gnuabi64", "libc6-mips64el-cross"),
    "hexagon": ("hexagon", "hexagon-linux-musl", "(no Debian package: build for hexagon-linux-musl)"),
    "m68k": ("m68k", "m68k-linux-gnu", "libc6-m68k-cross"),
    "sparc64": ("sparc64", "sparc64-linux-gnu", "libc6-sparc64-cross"),
}
# Targets zig builds that no emulator here runs, and where their programs do run.
_ELSEWHERE = {
    "macos": "macOS programs run on a Mac: --board user@mac (over SSH)",
    "windows": "Windows programs run on a Windows machine with OpenSSH: --board user@windows-host",
    "wasi": "WebAssembly/WASI programs need a WASI runtime (wasmtime, wasmer) on the board",
    "unknown": "a target without an operating system (a DSP such as Hexagon) gets libraries, not programs",
    "none": "a bare-metal target gets libraries and firmware images, not programs run by an OS",
}


class EmulatorError(TgtbuildError):
    """This machine cannot run the target's binaries."""


def _key(triple: Triple) -> str:
    if triple.family == "arm":
        return "arm"
    if triple.arch in ("i386", "i486", "i586", "i686"):
        return "i686"
    return triple.arch


def is_native(triple: Triple) -> bool:
    """True when this machine runs the triple's Linux binaries without help."""
    machine = platform.machine().lower()
    native = {"amd64": "x86_64", "arm64": "aarch64"}.get(machine, machine)
    return platform.system() == "Linux" and triple.os_name == "linux" and _key(triple) == native


def emulator_for(triple: Triple, *, check: bool = True) -> tuple[str, ...]:
    """The argv prefix that runs the triple's programs here; () when native.

    Raises EmulatorError (when `check`) naming the package to install if the
    qemu binary or the target's C library is missing.
    """
    if is_native(triple):
        return ()
    if triple.os_name != "linux" or triple.is_android:
        where = _ELSEWHERE.get(triple.os_name, "use --board user@device to run on the device itself")
        raise EmulatorError(
            f"{triple} builds here, but this machine cannot run its programs (qemu-user runs Linux programs "
            f"with glibc or musl): {where}"
        )
    key = _key(triple)
    if key not in _QEMU:
        raise EmulatorError(f"no qemu-user emulator is known for {triple.arch}; use --board user@device")
    qemu_name, multiarch, package = _QEMU[key]
    binary = shutil.which(f"qemu-{qemu_name}-static") or shutil.which(f"qemu-{qemu_name}")
    if binary is None:
        if check:
            raise EmulatorError(
                f"running {triple} programs here needs qemu-{qemu_name}-static: "
                "`sudo apt-get install qemu-user-static` (or use --board user@device)"
            )
        binary = f"qemu-{qemu_name}-static"
    argv = [binary]
    if triple.libc == "gnu":
        sysroot = f"/usr/{multiarch}"
        if check and not os.path.isdir(os.path.join(sysroot, "lib")):
            raise EmulatorError(
                f"running glibc {triple} programs under qemu needs the target's C library in {sysroot}: "
                f"`sudo apt-get install {package}` (or build for musl, e.g. -mtriple={triple.arch}-linux-musl)"
            )
        argv += ["-L", sysroot]
    return tuple(argv)
