"""One machine table: which CPU runs which code, and how this machine runs the rest.

Six places used to decide "can this run there" with their own maps and
disagreed: the ELF map called riscv64 `riscv`, i686 was native in one qemu
table and foreign in the other, an armv7 target on an aarch64 board was
refused by one check and allowed by another. Now the facts live in
`toolchains/machines.toml` and every caller (run, exec, make, env, deploy,
probe) asks this module, the way Meson keeps one `machine_info_can_run()`
beside one machine table.

Three names lead to a row: a triple's arch (`armv7a` → arm), the ELF
header's e_machine with its class and byte order (183/64/little → aarch64;
the header is read by `tgtbuild.elf`),
and `uname -m` (`armv7l` → arm). `can_run(cpu, code)` is the CPU-level
answer; `local_runner(triple)` is what this machine does about it: nothing
(native), qemu-user with the target's C library, or a clear refusal.

Only the standard library is imported: `tgtbuild exec` calls this on its way
to the board and must start fast (`platform` and `shutil`, with the bz2 and
lzma modules it pulls in, were 4 ms of each Meson test's `tgtbuild exec`:
imported by the two functions that need them; the records are
`record.Record`s, which import neither typing nor collections).
"""

from __future__ import annotations

import os

from .errors import TgtbuildError, did_you_mean
from .record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .elf import ElfFacts
    from .targets.triple import Triple


class MachineError(TgtbuildError):
    """Code for one machine cannot run where it was asked to."""


class Machine(Record):
    """One row of toolchains/machines.toml (a `Record`: cheap to import and to cache).

    The fields are the table's keys (`elf_machine` is its `elf-machine`), in
    order; a key the table may leave out is a field with a default, so the
    table's allowed and required keys are read from here (`_build`).
    """

    __slots__ = ()
    name: str  # the table's [name]
    bits: int  # 32 or 64
    endian: str  # "little" or "big"
    elf_machine: int  # the ELF header's e_machine
    triple_arches: tuple[str, ...]  # a triple's arch names for it (armv7a, ...)
    uname: tuple[str, ...]  # `uname -m` names for it (armv7l, ...)
    qemu: str  # qemu-user's name for it
    also_runs: tuple[str, ...] = ()  # machines whose user code it runs natively
    multiarch: str = ""  # Debian's /usr/<multiarch> cross C library ('' when Debian has none)
    cross_libc: str = ""  # the package that installs it
    loader: str = ""  # glibc's dynamic loader on such a system
    soft_float: tuple[str, str, str] = ("", "", "")  # (multiarch, cross-libc, loader) of the soft-float ABI
    qemu_cpu: str = ""  # qemu's -cpu where its choice from the ELF header fails
    qemu_lacks: tuple[str, ...] = ()  # CPU features qemu-user (up to qemu_checked) does not emulate
    qemu_checked: str = ""

    def libc_of(self, triple: Triple) -> tuple[str, str, str]:
        """(multiarch, cross-libc package, loader) of the triple's glibc: armel's for a soft-float Arm triple."""
        if triple.env.endswith("eabi") and self.soft_float[0]:
            return self.soft_float
        return self.multiarch, self.cross_libc, self.loader


_SOFT_FLOAT = ("multiarch", "cross-libc", "loader")


def _build(parsed: list[dict]) -> list[tuple]:
    """Validate the table once per change of the file (the result is cached with marshal)."""
    (data,) = parsed
    # The table's keys: the fields after `name`, as TOML spells them; those without a default are required.
    keys = [field.replace("_", "-") for field in Machine._fields[1:]]
    required = keys[:len(keys) - len(Machine._defaults)]
    rows = []
    for name, row in data.items():
        where = f"toolchains/machines.toml: [{name}]"
        if not isinstance(row, dict):
            raise TgtbuildError(f"{where} must be a table")
        unknown = sorted(set(row) - set(keys))
        missing = [key for key in required if key not in row]
        if unknown or missing:
            raise TgtbuildError(f"{where}: unknown keys {unknown}, missing keys {missing}; allowed: {keys}")
        if row["endian"] not in ("little", "big") or row["bits"] not in (32, 64):
            raise TgtbuildError(f"{where}: bits must be 32 or 64 and endian little or big")
        given = {key.replace("-", "_"): tuple(value) if isinstance(value, list) else value
                 for key, value in row.items()}
        if "soft_float" in given:
            given["soft_float"] = tuple(row["soft-float"].get(key, "") for key in _SOFT_FLOAT)
        rows.append(Machine(name, **given))
    for machine in rows:
        for other in machine.also_runs:
            if other not in data:
                raise TgtbuildError(f"toolchains/machines.toml: [{machine.name}] also-runs names unknown machine "
                                    f"{other!r}")
    return [tuple(machine) for machine in rows]


_TABLE: dict[str, Machine] | None = None


def table() -> dict[str, Machine]:
    """Every machine by name (read once per process, parsed once per change of the file)."""
    global _TABLE
    if _TABLE is None:
        from .paths import data_dir_str  # lazily: `tgtbuild targets` start up through this module
        from .tomlfile import cached, load_toml  # lazily: `tgtbuild targets` start up through this module

        path = os.path.join(data_dir_str("toolchains"), "machines.toml")
        # The rows are cached as plain tuples in the fields' order: the fields are part of the key.
        rows = cached("machines", [path], lambda: _build([load_toml(path)]), extra=Machine._fields)
        _TABLE = {row[0]: Machine(*row) for row in rows}
    return _TABLE


def by_name(name: str) -> Machine:
    try:
        return table()[name]
    except KeyError:
        raise MachineError(f"unknown machine {name!r}{did_you_mean(name, table())}") from None


def of_arch(arch: str) -> Machine | None:
    """The machine a triple's arch word means (`armv7a` → arm, `i686` → i686), None if unknown."""
    arch = arch.lower()
    best: tuple[int, Machine] | None = None
    for machine in table().values():
        for pattern in machine.triple_arches:
            if pattern.endswith("*"):
                hit = arch.startswith(pattern[:-1])
                score = len(pattern) - 1
            else:
                hit = arch == pattern
                score = 1000  # an exact word beats any prefix
            if hit and (best is None or score > best[0]):
                best = (score, machine)
    return best[1] if best else None


def arch_is(machine_name: str, arch: str) -> bool:
    """Whether a triple's arch word (`armv7a`, `i686`) means the machine named (e.g. by an ELF header)."""
    machine = of_arch(arch)
    return machine is not None and machine.name == machine_name


def of_triple(triple: Triple) -> Machine | None:
    return of_arch(triple.arch)


def of_uname(text: str) -> Machine | None:
    """The machine `uname -m` names (`armv7l` → arm, `ppc64le` → powerpc64le), None if unknown."""
    word = text.strip().lower()
    for machine in table().values():
        if word in machine.uname:
            return machine
    return None


def of_elf_header(e_machine: int, bits: int, endian: str) -> Machine | None:
    for machine in table().values():
        if (machine.elf_machine, machine.bits, machine.endian) == (e_machine, bits, endian):
            return machine
    return None


def of_elf(facts: ElfFacts) -> Machine | None:
    """The row of an ELF file's header (`elf.read_elf`)."""
    return of_elf_header(facts.e_machine, facts.bits, facts.endian)


def of_program(path: str) -> Machine | None:
    """The machine an ELF file at `path` is built for; None when it is not ELF or the table lacks it."""
    from .elf import read_elf  # struct: ELF reads only, not on `targets show`'s path

    facts = read_elf(path)
    return of_elf(facts) if facts is not None else None


def here() -> Machine | None:
    """This machine's CPU."""
    import platform  # here, not at the top: `targets show` reads machines without it (1.3 ms of its start)

    return of_uname(platform.machine())


def can_run(cpu: Machine, code: Machine) -> bool:
    """True when a `cpu` runs `code`'s user programs without an emulator (the CPU-level answer)."""
    return cpu.name == code.name or code.name in cpu.also_runs


def describe(machine: Machine | None, fallback: str = "") -> str:
    return machine.name if machine else (fallback or "an unknown machine")


def named_machine(word: str, machine: Machine) -> str:
    """`armv7l (arm)`: what the board says, and the table's name when it differs."""
    return word if word == machine.name else f"{word} ({machine.name})"


def check_board_runs(board_uname: str, triple: Triple, *, board: str, target: str) -> None:
    """Refuse (MachineError) when a board whose `uname -m` is `board_uname` cannot run the triple's code."""
    cpu, code = of_uname(board_uname), of_triple(triple)
    if cpu is None or code is None or can_run(cpu, code):
        return  # an unusual uname or arch: let the run itself tell
    raise MachineError(
        f"board {board} is {named_machine(board_uname, cpu)}, but target {target} builds {code.name} code; "
        "pick a matching --target (`tgtbuild probe --board ...` suggests one), or give the board an emulator "
        "in boards.toml"
    )


def check_program_matches(path: str, triple: Triple) -> None:
    """Refuse a program built for another machine than the target's (exec --target, make's report)."""
    from .elf import read_elf  # struct: ELF reads only, not on `targets show`'s path

    facts = read_elf(path)
    if facts is None:
        return
    want, machine = of_triple(triple), of_elf(facts)
    if want is None or machine == want:
        return
    have = describe(machine, f"ELF machine {facts.e_machine}")
    raise MachineError(f"{path} is built for {have}, not for {triple} ({want.name})")


def linux_triple(machine: Machine, libc: str = "gnu") -> Triple:
    """The Linux triple of a machine with a C library ("gnu" or "musl"): arm → armv7a-...-gnueabihf."""
    from .targets.triple import Triple  # lazily: `tgtbuild targets` start up through this module

    env = libc
    if machine.name in ("arm", "armeb"):
        env += "eabihf"
    elif machine.name == "mips64el" and libc == "gnu":
        env = "gnuabi64"
    arch = {"arm": "armv7a"}.get(machine.name, machine.triple_arches[0].rstrip("*"))
    return Triple.parse(f"{arch}-unknown-linux-{env}")


def triple_of_program(path: str) -> Triple | None:
    """A triple that runs the ELF program at `path`: its machine, glibc only when it names a glibc loader."""
    from .elf import read_elf  # struct: ELF reads only, not on `targets show`'s path

    facts = read_elf(path)
    machine = of_elf(facts) if facts is not None else None
    if facts is None or machine is None:
        return None
    glibc = bool(facts.interpreter) and "musl" not in facts.interpreter
    return linux_triple(machine, "gnu" if glibc else "musl")  # static programs need no C library


def _runs_natively(code: Machine, triple: Triple) -> bool:
    import platform  # lazily: `tgtbuild targets` start up through this module

    cpu = here()
    if cpu is None or platform.system() != "Linux" or not can_run(cpu, code):
        return False
    if cpu.name == code.name or triple.libc != "gnu":
        return True
    # A compatible CPU (x86_64 → i686, aarch64 → arm) still needs that machine's glibc for a glibc program.
    loader = code.libc_of(triple)[2]
    return bool(loader) and os.path.exists(loader)


def is_native(triple: Triple) -> bool:
    """True when this machine runs the triple's Linux programs without help."""
    code = of_triple(triple)
    if code is None or triple.os_name != "linux" or triple.is_android:
        return False
    return _runs_natively(code, triple)


def qemu_binary(machine: Machine) -> str | None:
    import shutil  # with bz2, lzma and zlib: 2-3 ms of `targets show`, which does not look for qemu

    return shutil.which(f"qemu-{machine.qemu}-static") or shutil.which(f"qemu-{machine.qemu}")


def local_runner(triple: Triple, *, sysroot: str | None = None, check: bool = True,
                 mabi: str = "") -> tuple[str, ...]:
    """The argv prefix that runs the triple's programs on this machine: () when native, else qemu-user.

    A glibc program under qemu needs the target's C library: `-L` the
    toolchain's sysroot when given, else Debian's `/usr/<multiarch>` (armel's
    for soft-float Arm). With `check`, a missing qemu or C library, or a
    configuration toolchains/support.toml says cannot run here, raises
    MachineError naming the cause and what works instead; without it the best
    guess is returned. `mabi` picks the support row of an ABI variant
    (riscv32 -mabi=ilp32).
    """
    from .support import run_refusal  # lazily: `tgtbuild targets` start up through this module

    code = of_triple(triple)
    refusal = run_refusal(triple, mabi)
    if refusal and (check or triple.os_name != "linux" or triple.is_android):
        raise MachineError(refusal)
    if triple.os_name != "linux" or triple.is_android:
        raise MachineError(
            f"{triple} builds here, but this machine cannot run its programs (qemu-user runs Linux programs "
            "with glibc or musl): use --board user@device to run on the device itself"
        )
    if code is None:
        raise MachineError(f"no machine is known for {triple.arch}; use --board user@device")
    if _runs_natively(code, triple):
        return ()
    binary = qemu_binary(code)
    if binary is None:
        if check:
            raise MachineError(
                f"running {triple} ({code.name}) programs here needs qemu-{code.qemu}-static: "
                "`sudo apt-get install qemu-user-static` (or use --board user@device)"
            )
        binary = f"qemu-{code.qemu}-static"
    argv: list[str] = [binary, *(("-cpu", code.qemu_cpu) if code.qemu_cpu else ())]
    if triple.libc == "gnu":
        multiarch, cross_libc, _ = code.libc_of(triple)
        roots = [r for r in (sysroot, f"/usr/{multiarch}" if multiarch else "") if r]
        found = next((r for r in roots if os.path.isdir(os.path.join(r, "lib"))), None)
        if found is None and check:
            package = (f"`sudo apt-get install {cross_libc}`" if cross_libc
                       else "a sysroot with its glibc (a toolchain description's [spelling] sysroot)")
            raise MachineError(
                f"running glibc {triple} programs under qemu needs the target's C library"
                f"{' in /usr/' + multiarch if multiarch else ''}: {package} "
                f"(or build for musl, e.g. -mtriple={code.triple_arches[0].rstrip('*')}-linux-musl)"
            )
        if found:
            argv += ["-L", found]
    return tuple(argv)
