"""Refuse to run code on a board whose CPU lacks a feature the code was compiled to use.

x86/x86-64-v4, x86/sapphirerapids and x86/znver4 ran hello on a CPU without
AVX-512 and then died with "Illegal instruction" in PolyBench gemm; the
board was never asked (issue 25). Two facts meet here:

* what the target's code may use: the compiler's own predefined macros under
  the target's flags (`cc -mcpu=... -dM -E`, 12-17 ms with zig), so the
  answer is the compiler's, for every -mcpu and -mattr, not a second table
  of CPUs;
* what the board has: Linux's list in /proc/cpuinfo (x86 "flags", AArch64
  "Features", RISC-V "isa"), read here for this machine and over the
  board's connection for an SSH board (remembered per host key;
  `remote.choose.check_board_features` asks, this module only judges).

`toolchains/cpufeatures.toml` maps one to the other, per family. A board
under an emulator is not checked (qemu-user's CPU is not the host's), nor
one whose /proc/cpuinfo says nothing (macOS, Windows).
"""

from __future__ import annotations

import functools
import os
import re
import subprocess

from .machines import MachineError, of_triple
from .paths import data_dir_str
from .tomlfile import load_many
from .toolchain import select

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .targets import Target

_FAMILIES = {"x86": "x86", "aarch64": "aarch64", "riscv": "riscv", "loongarch64": "loongarch"}
_CPUINFO_KEYS = {"x86": "flags", "aarch64": "features", "riscv": "isa", "loongarch": "features"}
# The lines of /proc/cpuinfo that list features (the first CPU's is enough: Linux shows the common set).
CPUINFO_COMMAND = ["sh", "-c", "grep -m3 -iE '^(flags|features|isa)[[:space:]]*:' /proc/cpuinfo; true"]


def _table() -> dict[str, dict[str, str]]:
    (data,) = load_many("cpufeatures", [os.path.join(data_dir_str("toolchains"), "cpufeatures.toml")])
    return data


def family_of(target: Target) -> str:
    """The table's family of the target's CPU code ('' when not checked)."""
    return _FAMILIES.get(target.cpu_target.triple.family, "")


def target_features(target: Target, toolchain_name: str | None = None) -> dict[str, str]:
    """{cpuinfo word: compiler macro} the target's compiler turns on, for the features the table checks."""
    family = family_of(target)
    if not family:
        return {}
    toolchain = select(target, toolchain_name)
    if not toolchain.cc:
        return {}
    macros = _macros((*toolchain.cc, *toolchain.cflags))
    return {word: macro for macro, word in _table()[family].items() if macro in macros}


@functools.lru_cache(maxsize=64)
def _macros(compiler: tuple[str, ...]) -> frozenset[str]:
    """The compiler's predefined macro names under these flags (tags sharing a -mcpu ask once)."""
    try:
        done = subprocess.run([*compiler, "-dM", "-E", "-x", "c", os.devnull], capture_output=True, text=True,
                              timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return frozenset()  # the build itself will say what is wrong with the compiler
    return frozenset(line.split()[1] for line in done.stdout.splitlines() if line.startswith("#define "))


def cpuinfo_blocks(text: str) -> list[dict[str, str]]:
    """One dict per processor block of /proc/cpuinfo."""
    blocks, block = [], {}
    for line in text.splitlines():
        if not line.strip():
            if block:
                blocks.append(block)
                block = {}
            continue
        key, _, value = line.partition(":")
        block[key.strip().lower()] = value.strip()
    if block:
        blocks.append(block)
    return blocks


def parse_cpuinfo(text: str, family: str) -> frozenset[str] | None:
    """The feature words of /proc/cpuinfo's lines for `family`, None when the text lists none."""
    key = _CPUINFO_KEYS.get(family, "")
    value = next((block[key] for block in cpuinfo_blocks(text) if key in block), None)
    if value is None:
        return None
    if family != "riscv":
        return frozenset(value.split())
    match = re.match(r"rv(?:32|64)([a-z]*)(\S*)", value.lower())
    if not match:
        return None
    return frozenset(match.group(1)) | frozenset(p for p in match.group(2).split("_") if p)


def local_cpuinfo() -> str:
    try:
        with open("/proc/cpuinfo") as handle:
            return handle.read()
    except OSError:
        return ""


def check(target: Target, cpuinfo: str, *, board: str, toolchain_name: str | None = None) -> None:
    """Raise MachineError naming each feature the target's code uses that the board's CPU lacks."""
    family = family_of(target)
    have = parse_cpuinfo(cpuinfo, family) if family else None
    if have is None:
        return
    wanted = target_features(target, toolchain_name)
    if family == "riscv" and not any(len(word) > 1 for word in have):
        wanted = {word: macro for word, macro in wanted.items() if len(word) == 1}  # an old kernel's "isa"
    missing = sorted(word for word in wanted if word not in have)
    if missing:
        name = target.tag or target.cpu_target.triple
        raise MachineError(
            f"board {board} lacks CPU features that code for {name} uses: {', '.join(missing)} "
            f"(its /proc/cpuinfo does not list them; the program may die with SIGILL). Build for this "
            f"board's CPU instead (`tgtbuild probe --board ...` suggests a target), or turn them off with "
            f"-mattr=-FEATURE in LLVM's spelling (e.g. --target '{name} -mattr=-avx512f')"
        )


def qemu_version(binary: str) -> str:
    """`7.2.22` from `qemu-riscv64-static --version` ('' when it does not say)."""
    try:
        done = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return ""
    match = re.search(r"version (\d+(?:\.\d+)*)", done.stdout)
    return match.group(1) if match else ""


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(".") if part.isdigit())


def check_emulator(target: Target, emulator: str, toolchain_name: str | None = None) -> None:
    """Refuse a run under this machine's qemu-user when the code uses a feature that qemu does not emulate.

    riscv/spacemit-k3 died with SIGILL under qemu 7.2 (its -mcpu turns on Zfa,
    which 7.2 does not emulate; -mattr=-zfa runs). machines.toml says which
    features the qemu version it was checked with lacks; a newer qemu is not
    judged. Only the program's own code is judged: zig links a C library
    built for the triple's default CPU (the link gets no -mcpu), which is why
    loongarch64 cannot run under qemu 7.2 at all (support.toml).
    """
    machine = of_triple(target.cpu_target.triple)
    if machine is None or not machine.qemu_lacks or "qemu" not in os.path.basename(emulator):
        return
    lacking = sorted(set(target_features(target, toolchain_name)) & set(machine.qemu_lacks))
    if not lacking:
        return
    version = qemu_version(emulator)
    if not version or _version(version)[:2] > _version(machine.qemu_checked)[:2]:
        return
    name = target.tag or target.cpu_target.triple
    raise MachineError(
        f"{os.path.basename(emulator)} {version} does not emulate {', '.join(lacking)}, which code for {name} "
        f"uses (the program would die with SIGILL). Run on the device itself (--board user@host), or build "
        f"without them: --target '{name} -mattr={','.join('-' + f for f in lacking)}'"
    )
