"""ELF files from the bytes: the header, the loader and PIE flag, the dynamic section, symbol names, what kind of file.

The one reader of ELF (it was three: `machines.read_elf`, `run.elfsymbols`
and `reuse.artifacts` each walked the header again). Which machine an
e_machine is belongs to the machine table (`machines.of_elf`); this module
only reads. Standard library only (`struct`): `tgtbuild exec` reads a test
program's dynamic section on its way to the board.

Symbols: TVM's `export_library` hands over `.o` files (in a `.tar`) or a
`.so`; the TVM harness needs to know which packed functions they define and
which runtime symbols they expect, before anything is built or sent. Reading
`.symtab` (objects) or `.dynsym` (shared libraries) takes a few dozen lines
with `struct`; no `nm` for the target's arch needs to be installed.
"""

from __future__ import annotations

import struct

from .errors import TgtbuildError
from .record import Record

TYPE_CHECKING = False  # not typing's: `tgtbuild exec` imports this module, and typing costs it 2 ms
if TYPE_CHECKING:
    from collections.abc import Callable
    from os import PathLike
    from typing import Any, BinaryIO

AR_MAGIC = b"!<arch>\n"
ET_EXEC, ET_DYN = 2, 3

SHT_SYMTAB, SHT_DYNSYM = 2, 11
SHN_UNDEF = 0
STB_LOCAL = 0


class ElfError(TgtbuildError):
    """A file that is neither an ELF object nor an archive of them."""


class ElfFacts(Record):
    """e_machine, bits, endian, e_type (`machines.of_elf` names the machine); interpreter: PT_INTERP ('' for a
    static program); pie: DF_1_PIE in the dynamic section (a position-independent executable, static-pie too)."""

    __slots__ = ()
    e_machine: int
    bits: int
    endian: str
    e_type: int
    interpreter: str
    pie: bool = False


PT_DYNAMIC, PT_INTERP = 2, 3
DT_FLAGS_1, DF_1_PIE = 0x6FFFFFFB, 0x08000000


class ElfHeader(Record):
    """The fields of an ELF file header the readers use; `end` is struct's byte order ("<" or ">")."""

    __slots__ = ()
    bits: int
    end: str
    e_type: int
    e_machine: int
    phoff: int
    phentsize: int
    phnum: int
    shoff: int
    shentsize: int
    shnum: int


def elf_header(head: bytes) -> ElfHeader | None:
    """The ELF header at the start of `head` (64 bytes suffice), or None when it is not ELF.

    The one parse of the header: `read_elf` and `read_dynamic` (program
    headers: loader, PIE, shared libraries) and `elf_symbols` (section
    headers: symbols) start here.
    """
    if head[:4] != b"\x7fELF" or len(head) < 52:
        return None
    bits, end = (64 if head[4] == 2 else 32), ("<" if head[5] == 1 else ">")
    e_type, e_machine = struct.unpack_from(end + "HH", head, 16)
    if bits == 64:
        phoff, shoff = struct.unpack_from(end + "QQ", head, 32)
        phentsize, phnum, shentsize, shnum = struct.unpack_from(end + "HHHH", head, 54)
    else:
        phoff, shoff = struct.unpack_from(end + "II", head, 28)
        phentsize, phnum, shentsize, shnum = struct.unpack_from(end + "HHHH", head, 42)
    return ElfHeader(bits, end, e_type, e_machine, phoff, phentsize, phnum, shoff, shentsize, shnum)


def read_elf(path: str) -> ElfFacts | None:
    """Machine, class, type, loader and PIE flag of an ELF file; None when it is not one.

    The one reader of ELF headers: the board checks (can this board run it),
    `tgtbuild make`'s artifact list (program or library) and the TVM linker
    (which arch an exported .so is for) all ask it.
    """
    return _read(path, _facts)


def _facts(f: BinaryIO, header: ElfHeader, headers: list[tuple[int, int, int, int]]) -> ElfFacts:
    segments: dict[int, tuple[int, int]] = {}  # p_type → (offset, size) of its first segment
    for p_type, offset, _vaddr, size in headers:
        if p_type in (PT_INTERP, PT_DYNAMIC) and p_type not in segments:
            segments[p_type] = (offset, size)
    interpreter = ""
    if PT_INTERP in segments:
        offset, size = segments[PT_INTERP]
        f.seek(offset)
        interpreter = f.read(min(size, 4096)).split(b"\0")[0].decode(errors="replace")
    pie = PT_DYNAMIC in segments and any(tag == DT_FLAGS_1 and value & DF_1_PIE
                                         for tag, value in _dynamic_tags(f, segments[PT_DYNAMIC], header, 1 << 16))
    return ElfFacts(header.e_machine, header.bits, "little" if header.end == "<" else "big", header.e_type,
                    interpreter, pie)


def _read(path: str, reader: Callable[[BinaryIO, ElfHeader, list[tuple[int, int, int, int]]], Any]) -> Any:
    """`reader(file, header, program headers)` of an ELF file; None when it is not one or is cut short."""
    try:
        with open(path, "rb") as f:
            header = elf_header(f.read(64))
            return None if header is None else reader(f, header, _program_headers(f, header))
    except (OSError, struct.error):
        return None


def _program_headers(f: BinaryIO, header: ElfHeader) -> list[tuple[int, int, int, int]]:
    """(p_type, p_offset, p_vaddr, p_filesz) of each program header."""
    bits, end, phoff, phentsize, phnum = header.bits, header.end, header.phoff, header.phentsize, header.phnum
    if not (phoff and phnum and phentsize):
        return []
    f.seek(phoff)
    table_bytes = f.read(phentsize * phnum)
    out = []
    for i in range(phnum):
        at = i * phentsize
        (p_type,) = struct.unpack_from(end + "I", table_bytes, at)
        if bits == 64:
            offset, vaddr, _, size = struct.unpack_from(end + "QQQQ", table_bytes, at + 8)
        else:
            offset, vaddr, _, size = struct.unpack_from(end + "IIII", table_bytes, at + 4)
        out.append((p_type, offset, vaddr, size))
    return out


def _dynamic_tags(f: BinaryIO, dynamic: tuple[int, int], header: ElfHeader, limit: int) -> list[tuple[int, int]]:
    """(d_tag, d_val) of the dynamic section at (offset, size), up to DT_NULL, reading at most `limit` bytes."""
    offset, size = dynamic
    f.seek(offset)
    data = f.read(min(size, limit))
    entry = struct.Struct(header.end + ("qQ" if header.bits == 64 else "iI"))
    tags = []
    for i in range(len(data) // entry.size):
        tag, value = entry.unpack_from(data, i * entry.size)
        if tag == 0:
            break
        tags.append((tag, value))
    return tags


class ElfDynamic(Record):
    """What the loader reads from a program's dynamic section to find its shared libraries.

    needed: DT_NEEDED, in order; rpath: DT_RPATH folders (searched before
    LD_LIBRARY_PATH), $ORIGIN unexpanded; runpath: DT_RUNPATH folders
    (searched after it); soname: DT_SONAME.
    """

    __slots__ = ()
    needed: tuple[str, ...]
    rpath: tuple[str, ...]
    runpath: tuple[str, ...]
    soname: str = ""


PT_LOAD, DT_NEEDED, DT_STRTAB, DT_SONAME, DT_RPATH, DT_RUNPATH = 1, 1, 5, 14, 15, 29


def read_dynamic(path: str) -> ElfDynamic | None:
    """DT_NEEDED, DT_RPATH, DT_RUNPATH and DT_SONAME of an ELF file; None when it is not a dynamic ELF.

    Beside `read_elf` (same header walk): `tgtbuild exec` sends a test
    program's own shared libraries with it (issue 26: zlib's tests failed 0/2
    with "libz.so.1: cannot open shared object file" on a board that cannot
    see the build tree their RUNPATH names).
    """
    return _read(path, _dynamic)


def _dynamic(f: BinaryIO, header: ElfHeader, headers: list[tuple[int, int, int, int]]) -> ElfDynamic | None:
    dynamic = next(((o, s) for t, o, _, s in headers if t == PT_DYNAMIC), None)
    if dynamic is None:
        return None
    tags = _dynamic_tags(f, dynamic, header, 1 << 20)
    strtab = next((v for t, v in tags if t == DT_STRTAB), None)
    loads = [(o, va, s) for t, o, va, s in headers if t == PT_LOAD]
    base = next((o + strtab - va for o, va, s in loads if strtab is not None and va <= strtab < va + s), None)
    if base is None:
        return None

    def string(offset: int) -> str:
        f.seek(base + offset)
        return f.read(4096).split(b"\0")[0].decode(errors="surrogateescape")

    def folders(kind: int) -> tuple[str, ...]:
        return tuple(d for t, v in tags if t == kind for d in string(v).split(":") if d)

    return ElfDynamic(tuple(string(v) for t, v in tags if t == DT_NEEDED), folders(DT_RPATH),
                      folders(DT_RUNPATH), next((string(v) for t, v in tags if t == DT_SONAME), ""))


def _elf(data: bytes, where: str) -> tuple[set[str], set[str]]:
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


def elf_symbols(path: str | PathLike[str]) -> tuple[set[str], set[str]]:
    """(defined, undefined) global symbol names of an ELF file, or an `ar` or tar archive of ELF objects."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise ElfError(f"{path}: cannot read: {exc.strerror}") from None
    if data.startswith(AR_MAGIC):
        return _archive(data, str(path))
    if str(path).endswith(".tar"):
        return _tar(path)
    return _elf(data, str(path))


def _tar(path: str | PathLike[str]) -> tuple[set[str], set[str]]:
    """The .o members of a tar (what TVM's export_library writes for a .tar name)."""
    import tarfile  # TVM's exports only: tarfile pulls in shutil and the compression modules

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


def file_kind(path: str) -> tuple[str, ElfFacts | None] | None:
    """("executable" | "shared-library", its facts) of an ELF program or library, ("static-library", None)
    of an `ar` archive, else None (an object file, ET_REL, is none of them).

    From the bytes, not the name, so `tgtbuild make` reports what an unknown
    Makefile made; a shared object with a loader or DF_1_PIE is a program.
    """
    try:
        with open(path, "rb") as f:
            if f.read(len(AR_MAGIC)) == AR_MAGIC:
                return "static-library", None
    except OSError:
        return None
    facts = read_elf(path)
    if facts is None or facts.e_type not in (ET_EXEC, ET_DYN):
        return None
    if facts.e_type == ET_EXEC:
        return "executable", facts
    import re  # lazily: `tgtbuild exec` reads ELF without it (re is 7 ms of its start)

    if re.search(r"\.so(\.\d+)*$", path.rpartition("/")[2]):
        return "shared-library", facts  # even glibc's runnable libc.so.6
    if facts.interpreter or facts.pie:
        return "executable", facts  # a PIE with a loader, or a static-pie
    return "shared-library", facts
