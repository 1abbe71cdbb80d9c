"""Symbol names of ELF objects, shared libraries and `ar` archives, from the bytes.

TVM's `export_library` hands over `.o` files (in a `.tar`) or a `.so`; the
TVM harness needs to know which packed functions they define and which
runtime symbols they expect, before anything is built or sent. Reading
`.symtab` (objects) or `.dynsym` (shared libraries) takes a few dozen lines
with `struct`; no `nm` for the target's arch needs to be installed.
"""

from __future__ import annotations

import struct
from pathlib import Path

from .errors import TgtbuildError

SHT_SYMTAB, SHT_DYNSYM = 2, 11
SHN_UNDEF = 0
STB_LOCAL = 0


class ElfError(TgtbuildError):
    """A file that is neither an ELF object nor an archive of them."""


def _elf(data: bytes, where: str) -> tuple[set[str], set[str]]:
    from .machines import elf_header

    header = elf_header(data[:64])
    if header is None:
        raise ElfError(f"{where}: not an ELF object or shared library (no \\x7fELF header)")
    is64, end, shoff, shentsize, shnum = header.bits == 64, header.end, header.shoff, header.shentsize, header.shnum
    sections = []
    for i in range(shnum):
        base = shoff + i * shentsize
        if is64:
            _, stype, _, _, off, size, link, _, _, entsize = struct.unpack_from(end + "IIQQQQIIQQ", data, base)
        else:
            _, stype, _, _, off, size, link, _, _, entsize = struct.unpack_from(end + "IIIIIIIIII", data, base)
        sections.append((stype, off, size, link, entsize))
    kinds = {s[0] for s in sections}
    wanted = SHT_SYMTAB if SHT_SYMTAB in kinds else SHT_DYNSYM
    defined: set[str] = set()
    undefined: set[str] = set()
    for stype, off, size, link, entsize in sections:
        if stype != wanted or not entsize:
            continue
        _, str_off, str_size, _, _ = sections[link]
        strings = data[str_off:str_off + str_size]
        for k in range(1, size // entsize):
            base = off + k * entsize
            if is64:
                name, info, _, shndx = struct.unpack_from(end + "IBBH", data, base)
            else:
                name, _, _, info, _, shndx = struct.unpack_from(end + "IIIBBH", data, base)
            if info >> 4 == STB_LOCAL:
                continue
            text = strings[name:strings.index(b"\0", name)].decode(errors="replace")
            if text:
                (undefined if shndx == SHN_UNDEF else defined).add(text)
    return defined, undefined


def _archive(data: bytes, where: str) -> tuple[set[str], set[str]]:
    defined: set[str] = set()
    undefined: set[str] = set()
    pos = 8
    while pos + 60 <= len(data):
        header = data[pos:pos + 60]
        name, size = header[:16].decode(errors="replace").strip(), int(header[48:58].decode().strip() or 0)
        body = data[pos + 60:pos + 60 + size]
        if name not in ("/", "//", "/SYM64/") and body[:4] == b"\x7fELF":
            d, u = _elf(body, f"{where}({name.rstrip('/')})")
            defined |= d
            undefined |= u
        pos += 60 + size + (size & 1)
    return defined, undefined


def elf_symbols(path: Path) -> tuple[set[str], set[str]]:
    """(defined, undefined) global symbol names of an ELF file, or an `ar` or tar archive of ELF objects."""
    try:
        data = Path(path).read_bytes()
    except OSError as exc:
        raise ElfError(f"{path}: cannot read: {exc.strerror}") from None
    if data.startswith(b"!<arch>\n"):
        return _archive(data, str(path))
    if Path(path).suffix == ".tar":
        return _tar(path)
    return _elf(data, str(path))


def _tar(path: Path) -> tuple[set[str], set[str]]:
    """The .o members of a tar (what TVM's export_library writes for a .tar name)."""
    import tarfile

    defined: set[str] = set()
    undefined: set[str] = set()
    try:
        with tarfile.open(path) as tar:
            for member in tar.getmembers():
                if member.isfile() and member.name.endswith(".o"):
                    d, u = _elf(tar.extractfile(member).read(), f"{path}({member.name})")  # type: ignore[union-attr]
                    defined |= d
                    undefined |= u
    except tarfile.TarError:
        raise ElfError(f"{path}: not a tar archive (TVM's export_library writes a tar of .o files, "
                        "gzip'd since TVM 0.27)") from None
    return defined, undefined


def elf_machine(path: Path) -> str:
    """The machine an ELF file is built for ("aarch64", "x86_64", ...: machines.toml's names),
    or "" for an archive or an unknown machine."""
    from .machines import read_elf

    facts = read_elf(str(path))
    return facts.machine.name if facts and facts.machine else ""
