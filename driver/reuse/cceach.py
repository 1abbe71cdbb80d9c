"""The C/C++ compiler argv for Makefiles: one compile per source, as gcc does (`cceach.sh` explains why)."""

from __future__ import annotations

import os

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "cceach.sh")


def for_makefiles(family: str, launcher: list[str], compiler: list[str]) -> list[str]:
    """`launcher + compiler`, behind cceach.sh for zig (whose `cc -c a.c b.c` writes only a.o).

    The launcher (ccache) goes after the wrapper: `ccache sh ...` would take
    `sh` for the compiler. CMake and Meson never compile two sources in one
    call, so their files name the compiler directly.
    """
    words = [*launcher, *compiler]
    return ["sh", SCRIPT, *words] if family == "zig" else words


def make_compilers(facts: dict) -> dict[str, list[str]]:
    """{"CC": ..., "CXX": ...} for `tgtbuild make` and the make/sh env formats, from `gather`'s facts."""
    family, launcher = facts["toolchain_family"], list(facts["launcher"])
    return {"CC": for_makefiles(family, launcher, list(facts["cc"])),
            "CXX": for_makefiles(family, launcher, list(facts["cxx"]))}
