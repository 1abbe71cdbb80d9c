"""The names run/tvm.py and run/tvmlink.py import from here, which now live in `tgtbuild.elf` and `machines`.

Kept only until those modules move to `driver/tvm/` (the lead's change),
which imports `elf.elf_symbols` and `machines.of_program` directly; then
this file goes.
"""

from __future__ import annotations

from pathlib import Path

from ..elf import ElfError, elf_symbols
from ..machines import of_program

__all__ = ["ElfError", "elf_machine", "elf_symbols"]


def elf_machine(path: Path) -> str:
    """machines.toml's name of the machine an ELF file is built for, "" for an archive or an unknown one."""
    machine = of_program(str(path))
    return machine.name if machine else ""
