"""What a build produced: ELF executables, shared libraries and static archives.

What each file is comes from `elf.file_kind` (the bytes, not the name), so
`tgtbuild make` reports what an unknown Makefile made. Object files (`.o`,
ET_REL) are not reported.
"""

from __future__ import annotations

import os

from ..elf import file_kind
from ..frozen import frozen
from ..machines import of_elf


@frozen
class Artifact:
    path: str
    kind: str  # "executable" | "shared-library" | "static-library"
    machine: str  # a tgtbuild.machines name: "aarch64", "arm", "i686", ... ("" for archives)


def elf_info(path: str) -> tuple[str, str] | None:
    """(kind, machine) of an ELF executable/shared library, ("static-library", "") of an archive, else None."""
    found = file_kind(path)
    if found is None:
        return None
    kind, facts = found
    if facts is None:
        return kind, ""
    machine = of_elf(facts)
    return kind, machine.name if machine else f"machine-{facts.e_machine}"


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
