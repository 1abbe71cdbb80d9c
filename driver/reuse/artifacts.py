"""What a build produced: ELF executables, shared libraries and static archives.

Read from the bytes (magic, and the ELF header, loader and DF_1_PIE flag
that `machines.read_elf` reads), not from file names, so `tgtbuild make` reports
what an unknown Makefile made. Object files (`.o`, ET_REL) are not reported.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from ..machines import read_elf

AR_MAGIC = b"!<arch>\n"
ET_EXEC, ET_DYN = 2, 3
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
            if f.read(len(AR_MAGIC)) == AR_MAGIC:
                return "static-library", ""
    except OSError:
        return None
    facts = read_elf(path)
    if facts is None or facts.e_type not in (ET_EXEC, ET_DYN):
        return None
    machine = facts.machine.name if facts.machine else f"machine-{facts.e_machine}"
    if facts.e_type == ET_EXEC:
        return "executable", machine
    if _SONAME.search(os.path.basename(path)):
        return "shared-library", machine  # even glibc's runnable libc.so.6
    if facts.interpreter or facts.pie:
        return "executable", machine  # a PIE with a loader, or a static-pie
    return "shared-library", machine


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
