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

from ..machines import of_elf_header

ELF_MAGIC = b"\x7fELF"
AR_MAGIC = b"!<arch>\n"
ET_EXEC, ET_DYN = 2, 3
PT_DYNAMIC, PT_INTERP = 2, 3
DT_FLAGS_1 = 0x6FFFFFFB
DF_1_PIE = 0x08000000
_SONAME = re.compile(r"\.so(\.\d+)*$")



@dataclass(frozen=True)
class Artifact:
    path: str
    kind: str  # "executable" | "shared-library" | "static-library"
    machine: str  # a tgtbuild.machines name: "aarch64", "arm", "i686", ... ("" for archives)


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
            known = of_elf_header(e_machine, 64 if bits64 else 32, "little" if little else "big")
            machine = known.name if known else f"machine-{e_machine}"
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
