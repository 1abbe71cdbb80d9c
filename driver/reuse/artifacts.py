"""What a build produced: ELF executables, shared libraries and static archives.

Read from the bytes (magic, ELF header, program headers, the dynamic
section's DF_1_PIE flag), not from file names, so `tgtbuild make` reports
what an unknown Makefile made. Object files (`.o`, ET_REL) are not reported.
"""

from __future__ import annotations

import os
import re
import struct
from dataclasses import dataclass

ELF_MAGIC = b"\x7fELF"
AR_MAGIC = b"!<arch>\n"
ET_EXEC, ET_DYN = 2, 3
PT_DYNAMIC, PT_INTERP = 2, 3
DT_FLAGS_1 = 0x6FFFFFFB
DF_1_PIE = 0x08000000
_SONAME = re.compile(r"\.so(\.\d+)*$")

# e_machine → the triple arch it runs
MACHINES = {3: "i386", 8: "mips", 20: "powerpc", 21: "powerpc64", 40: "arm", 62: "x86_64", 183: "aarch64",
            243: "riscv", 258: "loongarch64", 22: "s390x"}


def same_arch(machine: str, arch: str) -> bool:
    """Whether an ELF `machine` (from MACHINES) runs a triple's `arch` (armv7a is "arm", i686 is "i386")."""
    return machine == arch or (machine == "arm" and arch.startswith(("arm", "thumb"))) or (
        machine == "i386" and arch in ("i386", "i486", "i586", "i686"))


@dataclass(frozen=True)
class Artifact:
    path: str
    kind: str  # "executable" | "shared-library" | "static-library"
    machine: str  # "aarch64", "x86_64", ... ("" for archives)


def elf_info(path: str) -> tuple[str, str] | None:
    """(kind, machine) of an ELF executable/shared library, ("static-library", "") of an archive, else None."""
    try:
        with open(path, "rb") as f:
            head = f.read(64)
            if head.startswith(AR_MAGIC):
                return "static-library", ""
            if not head.startswith(ELF_MAGIC) or len(head) < 52:
                return None
            bits64, little = head[4] == 2, head[5] == 1
            end = "<" if little else ">"
            e_type, e_machine = struct.unpack_from(end + "HH", head, 16)
            if e_type not in (ET_EXEC, ET_DYN):
                return None
            machine = MACHINES.get(e_machine, f"machine-{e_machine}")
            if machine == "riscv":
                machine = "riscv64" if bits64 else "riscv32"
            if e_type == ET_EXEC:
                return "executable", machine
            if _SONAME.search(os.path.basename(path)):
                return "shared-library", machine  # even glibc's runnable libc.so.6
            if bits64:
                phoff, = struct.unpack_from(end + "Q", head, 32)
                phentsize, phnum = struct.unpack_from(end + "HH", head, 54)
            else:
                phoff, = struct.unpack_from(end + "I", head, 28)
                phentsize, phnum = struct.unpack_from(end + "HH", head, 42)
            f.seek(phoff)
            table = f.read(phentsize * phnum)
            dynamic = None
            for i in range(phnum):
                p_type, = struct.unpack_from(end + "I", table, i * phentsize)
                if p_type == PT_INTERP:
                    return "executable", machine  # a PIE with a loader
                if p_type == PT_DYNAMIC:
                    if bits64:
                        offset, _, _, size = struct.unpack_from(end + "QQQQ", table, i * phentsize + 8)
                    else:
                        offset, _, _, size = struct.unpack_from(end + "IIII", table, i * phentsize + 4)
                    dynamic = (offset, size)
            if dynamic and _is_pie(f, dynamic, bits64, end):
                return "executable", machine  # static-pie
            return "shared-library", machine
    except (OSError, struct.error):
        return None


def _is_pie(f, dynamic: tuple[int, int], bits64: bool, end: str) -> bool:
    offset, size = dynamic
    f.seek(offset)
    data = f.read(min(size, 1 << 16))
    entry = struct.Struct(end + ("qQ" if bits64 else "iI"))
    for i in range(len(data) // entry.size):
        tag, value = entry.unpack_from(data, i * entry.size)
        if tag == 0:
            break
        if tag == DT_FLAGS_1:
            return bool(value & DF_1_PIE)
    return False


def find_artifacts(folder: str, since: float = 0.0) -> list[Artifact]:
    """Executables and libraries under `folder` modified at or after `since` (sorted by path).

    File times come from the kernel's coarse clock, which may lag `time.time()`
    by a tick: files up to 50 ms older than `since` still count.
    """
    since -= 0.05
    found = []
    for root, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in ("CMakeFiles", "__pycache__"))
        for name in sorted(files):
            path = os.path.join(root, name)
            try:
                st = os.lstat(path)
            except OSError:
                continue
            if not os.path.isfile(path) or os.path.islink(path) or st.st_mtime < since:
                continue
            info = elf_info(path)
            if info is not None:
                found.append(Artifact(path, info[0], info[1]))
    return found
