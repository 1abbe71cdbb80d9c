"""A candidate's kernel library in ONE compiler call, derived from its slot's own ninja commands.

Why: a candidate build through ninja is two zig processes (compile, then
link lib<name>.so), and the glibc link is mostly zig checking its cached libc
stubs and compiler_rt. Measured on the vadd bench kernel (x86_64, warm
caches, load average ~7 on this 2-core machine; medians of 11): `zig cc -c`
0.10-0.14 s + link 0.08-0.13 s (ninja, both: 0.19 s); one `zig cc -shared`
call 0.14-0.23 s; one call with `-nostdlib` 0.077-0.108 s. The code is the
same instruction for instruction (objdump -d identical; only .debug_* and
.comment, which name the object's path, differ).

When it is used, and why it cannot change what is measured:
- the slot's first candidate goes through ninja as before (configure,
  harness, runner, library); its `ninja -t commands lib<name>.so` give the
  compile command (flags) and the link command; `one_call_argv` accepts
  them only in the plain shape: C/C++ compile edges sharing one command
  prefix and one `-shared` link with no extra libraries; anything else
  (IR sources, embedded blobs, libraries) keeps the ninja route;
- `-nostdlib` drops libc and compiler_rt from the link: a kernel that needs
  any of them (expf, __divti3) is left with an undefined symbol, and such
  a library is thrown away and built through ninja instead (`build_one`
  returns False). So a fast library links nothing a full one would.
- zig's `-nostdlib` also drops the libc headers (a kernel including
  <math.h> fails at once, ~0.02 s, and goes to ninja) and one predefined
  macro (`__GLIBC_MINOR__`): the macros the full compile predefines and the
  one call would not are measured per slot (`-dM -E`) and passed as -D, so
  the preprocessor sees the same names.
- A kernel that needs libc (the tiled matmul's zeroing loop becomes a
  memset call) is built by the same one call without `-nostdlib`: the full
  link, as ninja's (same NEEDED, same symbols, objdump -d identical on the
  matmul; 0.14 s against ninja's 0.19 s under load ~7). A slot whose kernel
  needed libc once stops trying the bare call; a slot where ninja built
  what neither call could stops trying both.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ..elf import ElfError, elf_symbols


@dataclass
class OneCall:
    """How one slot builds its library at once: `bare` (-nostdlib) while its kernels need no libc, else `libc`."""

    libc: list[str]
    bare: list[str] | None


def one_call_argv(folder: Path, library: str, ninja: str) -> OneCall | None:
    """The argvs (run in `folder`) that compile and link `library` at once, or None when its build is not plain."""
    try:
        done = subprocess.run([ninja, "-C", str(folder), "-t", "commands", library], capture_output=True,
                              text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if done.returncode != 0:
        return None
    try:
        *compiles, link = [shlex.split(line) for line in done.stdout.splitlines() if line.strip()]
    except ValueError:  # no lines, or a line shlex cannot read
        return None
    prefix: list[str] | None = None
    sources = []
    for argv in compiles:  # TOOL... FLAGS -MD -MF DEP -c SRC -o OBJ
        if len(argv) < 9 or argv[-7:-5] != ["-MD", "-MF"] or argv[-4] != "-c" or argv[-2] != "-o":
            return None
        if prefix is None:
            prefix = argv[:-7]
        elif argv[:-7] != prefix:
            return None
        sources.append(argv[-3])
    if prefix is None or "-shared" not in link or not all(s.endswith(".c") for s in sources):
        return None
    at = link.index("-shared")
    if link[at + 1:at + 3] != ["-o", library] or len(link) != at + 4 or not link[at + 3].startswith("@"):
        return None  # extra libraries after the objects: keep ninja
    common = 0
    while common < min(len(prefix), at) and prefix[common] == link[common]:
        common += 1
    ldflags = link[common:at]
    lost = _lost_macros(folder, prefix)
    tail = ["-o", library, *sources]
    return OneCall([*prefix, *ldflags, "-shared", *tail],
                   None if lost is None else [*prefix, *lost, *ldflags, "-shared", "-nostdlib", *tail])


def _macros(folder: Path, argv: list[str]) -> set[str] | None:
    try:
        done = subprocess.run([*argv, "-dM", "-E", "-x", "c", os.devnull], cwd=folder, capture_output=True,
                              text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return set(done.stdout.splitlines()) if done.returncode == 0 else None


def _lost_macros(folder: Path, prefix: list[str]) -> list[str] | None:
    """-D flags for the macros the full compile predefines and a -nostdlib one does not (None: cannot tell)."""
    full, bare = _macros(folder, prefix), _macros(folder, [*prefix, "-nostdlib"])
    if full is None or bare is None:
        return None
    out = []
    for line in sorted(full - bare):
        words = line.split(" ", 2)
        if len(words) < 2 or words[0] != "#define" or "(" in words[1]:
            return None  # a function-like macro: not worth the risk
        out.append(f"-D{words[1]}={words[2] if len(words) > 2 else ''}")
    return out


def build_one(folder: Path, argv: list[str], library: str, *, bare: bool) -> bool:
    """Run the one call; True when `library` was built (and, `bare`, needs nothing from libc or compiler_rt)."""
    try:
        done = subprocess.run(argv, cwd=folder, capture_output=True, timeout=600)
    except (OSError, subprocess.TimeoutExpired):
        return False
    if done.returncode != 0:
        return False  # ninja builds it again and reports the compile error in its own words
    if not bare:
        return True
    try:
        _, undefined = elf_symbols(folder / library)
    except ElfError:
        return False
    if undefined:
        os.unlink(folder / library)
        return False
    return True
