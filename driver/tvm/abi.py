"""TVM packed functions: which ABI a module uses, and the harness that calls one.

TVM does not emit plain C functions. A kernel is a *packed function*: one
symbol taking an array of tagged values, reporting errors through a setter
and reaching threads and workspaces through function pointers the runtime
fills in. The ABI changed three times (apache/tvm `src/target/llvm/codegen_cpu.cc`,
by tag), so it is read from the module's symbols, never assumed:

| TVM       | entry symbol         | error setter (undefined)              | name here     |
|-----------|----------------------|---------------------------------------|---------------|
| <= 0.20   | `NAME`, `__tvm_main__` | `TVMAPISetLastError`, `__tvm_module_ctx` | legacy-packed |
| 0.21      | `NAME`               | `TVMFFIErrorSetRaisedFromCStr`        | tvm-ffi       |
| 0.22-0.23 | `__tvm_ffi_NAME`     | `TVMFFIErrorSetRaisedFromCStr`        | tvm-ffi       |
| 0.24+     | `__tvm_ffi_NAME`     | `TVMFFIErrorSetRaisedFromCStrParts`   | tvm-ffi       |

The tvm-ffi calling convention is the same in all of them
(`int32 f(void *self, const TVMFFIAny *args, int32 n, TVMFFIAny *result)`),
and the harness provides both setters, so one harness serves 0.21-0.27.
The old packed ABI (`TVMValue *`, `int *type_codes`) is named and refused.

Symbols come from LLVM IR text (a regular expression over `define`,
`declare` and globals: parsing a 100 KB module with llvmlite just to list
names costs more than the scan) or from ELF objects, archives and shared
libraries (TVM's `export_library` outputs), see `tgtbuild.elf`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from ..codegen.irbytes import read_ir
from ..errors import TgtbuildError, did_you_mean
from ..frozen import frozen
from ..run.argspec import ArgSpec
from ..run.harness import c_float
from ..templating import render

FFI_PREFIX = "__tvm_ffi_"
SETTERS = ("TVMFFIErrorSetRaisedFromCStrParts", "TVMFFIErrorSetRaisedFromCStr")
# Global function pointers TVM's loader fills in (linkonce data, NULL until set): the harness sets them.
POINTERS = ("__TVMBackendAllocWorkspace", "__TVMBackendFreeWorkspace", "__TVMBackendParallelLaunch")
LEGACY_MARKERS = ("TVMAPISetLastError", "__tvm_module_ctx", "__tvm_main__")
# Calls into other modules or TVM's global function table: need TVM's module imports.
IMPORT_MARKERS = ("TVMFFIEnvModLookupFromImports", "TVMFFIFunctionCall", "TVMBackendGetFuncFromEnv",
                  "TVMFuncCall", "__tvm_ffi__library_ctx", "TVMFFIEnvGetCurrentStream")
# DLPack type codes (dtype.code, dtype.bits) by argspec dtype.
DL_DTYPES = {"f32": (2, 32), "f64": (2, 64), "i8": (0, 8), "i16": (0, 16), "i32": (0, 32), "i64": (0, 64),
             "u8": (1, 8), "u16": (1, 16), "u32": (1, 32), "u64": (1, 64)}

_IR_DEFINE = re.compile(r'^define\b[^@\n]*@("(?:[^"]+)"|[\w.$]+)\(', re.MULTILINE)
_IR_DECLARE = re.compile(r'^declare\b[^@\n]*@("(?:[^"]+)"|[\w.$]+)\(', re.MULTILINE)
_IR_GLOBAL = re.compile(r'^@("(?:[^"]+)"|[\w.$]+) = ([\w ]*?)\b(?:global|constant)\b', re.MULTILINE)
_IR_SUFFIXES = (".ll", ".ir")


class TvmError(TgtbuildError):
    """A TVM module that this harness cannot call, or a call that TVM's code rejected."""


@frozen
class Symbols:
    """What a set of inputs defines and what it needs from elsewhere."""

    defined: frozenset[str]
    undefined: frozenset[str]

    @staticmethod
    def union(parts: Iterable[Symbols]) -> Symbols:
        defined: set[str] = set()
        undefined: set[str] = set()
        for part in parts:
            defined |= part.defined
            undefined |= part.undefined
        return Symbols(frozenset(defined), frozenset(undefined - defined))


@frozen
class PackedEntry:
    """One TVM packed function to call, and what its module expects of the host."""

    entry: str                  # as the user named it (--entry)
    symbol: str                 # the symbol to call
    abi: str                    # "tvm-ffi"
    version: str                # which TVM versions write this form, e.g. "0.24+"
    pointers: tuple[str, ...]   # function-pointer globals the module defines (the harness sets them)

    def describe(self) -> str:
        needs = ", ".join(p.removeprefix("__TVMBackend") for p in self.pointers) or "no runtime callbacks"
        return f"TVM packed function {self.symbol} ({self.abi} ABI, TVM {self.version}; {needs})"


def _unquote(name: str) -> str:
    return name[1:-1] if name.startswith('"') else name


def ir_symbols(text: str) -> Symbols:
    """Defined and declared names of an LLVM IR module (text)."""
    defined = {_unquote(m) for m in _IR_DEFINE.findall(text)}
    declared = {_unquote(m) for m in _IR_DECLARE.findall(text) if not m.startswith("llvm.")}
    for name, linkage in _IR_GLOBAL.findall(text):
        (declared if {"external", "extern_weak"} & set(linkage.split()) else defined).add(_unquote(name))
    return Symbols(frozenset(defined), frozenset(declared - defined))


def file_symbols(path: Path) -> Symbols:
    """Symbols of an IR text file, an ELF object / shared library, or an `ar` archive of objects."""
    from ..elf import elf_symbols  # lazily: harnesses.registry imports this module for every run

    path = Path(path)
    if path.suffix in _IR_SUFFIXES:
        return ir_symbols(read_ir(path).decode("utf-8", errors="replace"))
    if path.suffix == ".bc":
        from ..codegen import load_module  # lazily: llvmlite, for a .bc only

        module = load_module(path)
        return ir_symbols(str(module))
    defined, undefined = elf_symbols(path)
    return Symbols(frozenset(defined), frozenset(undefined - defined))


def is_tvm_module(symbols: Symbols) -> bool:
    """True when the symbols are those of TVM-compiled code (any ABI)."""
    names = symbols.defined | symbols.undefined
    return (any(n.startswith(FFI_PREFIX) for n in symbols.defined)
            or any(n in names for n in (*SETTERS, *LEGACY_MARKERS)))


def packed_entries(symbols: Symbols) -> list[str]:
    """The entries a user can name: `__tvm_ffi_NAME` → NAME (0.22+), else nothing certain."""
    return sorted(n.removeprefix(FFI_PREFIX) for n in symbols.defined
                  if n.startswith(FFI_PREFIX) and n != f"{FFI_PREFIX}main")


def detect(symbols: Symbols, entry: str, where: str) -> PackedEntry:
    """The packed function `entry` and its ABI, or a TvmError saying what was found instead."""
    names = symbols.defined | symbols.undefined
    legacy = [n for n in LEGACY_MARKERS if n in names]
    if legacy and not any(s in names for s in SETTERS):
        raise TvmError(
            f"{where}: TVM's old packed C ABI (TVM 0.20 or older: {', '.join(legacy)}; arguments as TVMValue "
            "arrays with type codes) is not supported; recompile the model with TVM 0.21 or newer "
            "(tvm-ffi ABI), e.g. `tvm.compile(mod, target)` with apache-tvm>=0.21"
        )
    imports = sorted(n for n in names if n in IMPORT_MARKERS)
    if imports:
        raise TvmError(
            f"{where}: the module calls into other modules through TVM's runtime ({', '.join(imports)}); "
            "tgtbuild runs self-contained kernels only: compile the functions into one module "
            "(or export the whole model with TVM's own runtime)"
        )
    unknown = sorted(n for n in symbols.defined if n.startswith("__TVMBackend") and n not in POINTERS)
    if unknown:
        raise TvmError(
            f"{where}: the module expects TVM runtime callbacks this harness does not provide "
            f"({', '.join(unknown)}; provided: {', '.join(POINTERS)}); calling it would jump to NULL"
        )
    setter = next((s for s in SETTERS if s in names), None)
    if entry.startswith(FFI_PREFIX) and entry in symbols.defined:
        symbol = entry
    elif FFI_PREFIX + entry in symbols.defined:
        symbol = FFI_PREFIX + entry
    elif entry in symbols.defined and setter:
        symbol = entry  # TVM 0.21: tvm-ffi with plain names
    else:
        choices = packed_entries(symbols) or sorted(n for n in symbols.defined if not n.startswith("_"))
        raise TvmError(
            f"{where}: no TVM packed function {entry!r}{did_you_mean(entry, choices)} "
            f"(the module defines: {', '.join(choices) or 'none'})"
        )
    if symbol.startswith(FFI_PREFIX):
        version = "0.24+" if setter == SETTERS[0] else "0.22-0.23"
    else:
        version = "0.21"
    pointers = tuple(p for p in POINTERS if p in symbols.defined)
    return PackedEntry(entry, symbol, "tvm-ffi", version, pointers)


def check_specs(packed: PackedEntry, specs: tuple[ArgSpec, ...]) -> None:
    """Refuse argument specs a packed function cannot take (before building)."""
    for spec in specs:
        if spec.is_buffer and spec.dtype not in DL_DTYPES:
            raise TvmError(f"--arg #{spec.index + 1} {spec.text!r}: no DLPack dtype for {spec.dtype}")
    if not specs:
        raise TvmError(f"{packed.symbol} takes TVM tensors: give one --arg per parameter, "
                       "e.g. --arg 'f32[128,128]' --arg 'f32[128,128]:out'")


def harness_source(packed: PackedEntry, specs: tuple[ArgSpec, ...]) -> str:
    """C source of a harness that calls the packed function with `specs` as DLTensors / scalars."""
    check_specs(packed, specs)
    return render(
        "harness_tvm.c.j2",
        entry=packed.entry, symbol=packed.symbol, abi=f"{packed.abi} (TVM {packed.version})",
        pointers=packed.pointers, args=list(specs), buffers=[a for a in specs if a.is_buffer],
        dtypes=DL_DTYPES, c_float=c_float,
    )


def _may_be_tvm(path: Path) -> bool:
    """False when `path` cannot be TVM code: every marker TVM leaves (`__tvm_ffi_*`, `TVMFFI*`,
    `__tvm_module_ctx`, ...) is spelled in plain bytes in IR text, ELF string tables and tar members
    (once a gzip'd tar is decompressed: 0 of 22 of TVM 0.27's .tar files ran before).

    Reading bytes costs a millisecond; parsing the symbols (regexes, ELF) costs ~40 ms of every
    warm `tgtbuild run` of a plain C or IR kernel. Bitcode is parsed as before.
    """
    if path.suffix == ".bc":
        return True
    try:
        with open(path, "rb") as handle:
            data = handle.read(2)
            if data == b"\x1f\x8b":  # TVM 0.27's export_library(".tar") runs `tar -czf`: the markers are inside
                return _archive_may_be_tvm(path)
            data += handle.read()
    except OSError:
        return True  # the parse below names the problem
    return b"__tvm_" in data or b"TVM" in data


def _archive_may_be_tvm(path: Path) -> bool:
    """The members of a gzip'd tar searched as a bounded stream (`tarread`): the whole file was
    `gzip.decompress`ed here, 2.1 GB of RSS for 1 MB of gzip'd zeros (issue 43)."""
    from .tarread import ArchiveError, members  # lazily: only for a gzipped .tar (a C source does without)

    try:
        return any(member.holds((b"__tvm_", b"TVM")) for member in members(path))
    except ArchiveError:
        return True  # the parse below names the problem


def find_packed(sources: Iterable[str], entry: str) -> PackedEntry | None:
    """The packed entry when the sources are TVM-compiled code, else None (a plain C entry)."""
    paths = [Path(s) for s in sources if Path(s).suffix in (*_IR_SUFFIXES, ".bc", ".o", ".a", ".so", ".tar")]
    if not paths or not any(_may_be_tvm(p) for p in paths):
        return None
    from .link import check_sources  # lazily: only for TVM-compiled sources (link: tarfile, subprocess)

    check_sources([Path(s) for s in sources])
    symbols = Symbols.union(file_symbols(p) for p in paths)
    if not is_tvm_module(symbols):
        return None
    where = paths[0].name if len(paths) == 1 else f"{paths[0].name} (+{len(paths) - 1} more)"
    return detect(symbols, entry, where)
