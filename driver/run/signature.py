"""Check `--entry` and each `--arg` against the code before anything is built.

A typo in `--entry` used to end in a linker error about the generated
harness, and specs in the wrong order (`--arg i64=4096` where the second
parameter is a pointer) built, ran and died of SIGSEGV. The parameters are
read from LLVM IR: IR sources directly (llvmlite), C and C++ sources through
the compiler (`cc -S -emit-llvm` of the host toolchain, which tgtbuild
already has). Each spec must match its parameter: pointer or scalar, integer
or float, width.

Reading is cached under `~/.cache/tgtbuild/signatures/` by the sources'
content: a warm `tgtbuild run` pays a few file hashes, not a compile (a C
source to IR through zig costs ~0.2 s; importing llvmlite ~0.1 s).
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import subprocess
import sys
import tempfile
from pathlib import Path

from ..errors import TgtbuildError, did_you_mean
from ..fsutil import write_atomic
from ..paths import cache_dir
from ..suffixes import C_FAMILY_SUFFIXES, IR_SUFFIXES
from ..targets import parse_target
from ..toolchain import ToolchainError, select
from .argspec import ArgSpec


class SignatureError(TgtbuildError):
    """--entry or an --arg does not match the code."""


def read_functions(sources: list[str], flags: dict[str, tuple[str, ...]] | None = None,
                   toolchain: str | None = None) -> dict[str, list[str]] | None:
    """{function name: [parameter type as LLVM writes it, ...]} of the defined functions; None if unreadable.

    `flags` maps a language ("c", "c++") to the user's compile words (-I, -D,
    -std=...): a C source reads only with the includes and defines it is built with.
    `toolchain`: the run's choice (`--toolchain`), asked first when it writes LLVM IR.
    """
    flags = flags or {}
    readable = [s for s in sources if s.endswith(IR_SUFFIXES + C_FAMILY_SUFFIXES)]
    if not readable:
        return None  # e.g. CUDA only: nothing to read here
    digest = hashlib.sha256()
    for path in sorted(readable):
        digest.update(os.path.abspath(path).encode() + b"\0" + _read(path) + b"\0")
    digest.update(json.dumps(flags, sort_keys=True).encode())

    cache = cache_dir() / "signatures" / (digest.hexdigest()[:24] + ".json")
    try:
        return json.loads(cache.read_text())
    except (OSError, ValueError):
        pass

    functions: dict[str, list[str]] = {}
    for path in readable:
        lang = "c" if path.endswith(".c") else "c++"
        try:
            source = _ir_text(path, flags.get(lang, ()), toolchain) if path.endswith(C_FAMILY_SUFFIXES) else Path(path)
            functions.update(_functions_of(source))
        except ToolchainError as exc:
            # No zig or clang here (gcc only): say so once; the build and the run still check the code.
            print(f"tgtbuild: note: {path}: its parameters were not checked against --entry/--arg (reading "
                  f"them needs a compiler that writes LLVM IR, zig or clang: {exc})", file=sys.stderr)
            return None

    cache.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(cache, json.dumps(functions, sort_keys=True))
    return functions


def _read(path: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as exc:
        raise SignatureError(f"{path}: cannot read: {exc.strerror}") from None


def _ir_text(source: str, flags: tuple[str, ...] = (), toolchain_name: str | None = None) -> str:
    """LLVM IR of a C/C++ source, from this machine's zig or clang, the run's own toolchain first when it is
    one of them (ToolchainError when it has neither)."""
    host = parse_target(f"{platform.machine()}-linux-gnu")
    try:
        toolchain = select(host, toolchain_name, llvm_ir=True)
    except ToolchainError:
        if toolchain_name is None:
            raise
        toolchain = select(host, llvm_ir=True)  # e.g. gcc-cross: it writes no LLVM IR
    compiler = toolchain.cc if source.endswith(".c") else toolchain.cxx
    with tempfile.TemporaryDirectory(prefix="tgtbuild-sig-") as tmp:
        out = os.path.join(tmp, "out.ll")
        done = subprocess.run([*compiler, *flags, "-S", "-emit-llvm", "-O0", "-w", "-o", out, source],
                              capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            raise SignatureError(f"{source}: does not compile, so --entry cannot be checked:\n"
                                 + "\n".join(done.stderr.strip().splitlines()[-10:]))
        return Path(out).read_text(errors="replace")


def _functions_of(ir: Path | str) -> dict[str, list[str]]:
    from ..codegen.ir import load_module, parse_module  # lazily: a warm `tgtbuild run` does without it

    module = load_module(ir) if isinstance(ir, Path) else parse_module(ir, Path("<compiler output>"))
    return {f.name: [str(a.type) for a in f.arguments] for f in module.functions if not f.is_declaration}


def _mismatch(spec: ArgSpec, param: str) -> str | None:
    """Why `spec` cannot be passed as an LLVM parameter of type `param` (None when it can)."""
    pointer = param == "ptr" or param.endswith("*")
    if spec.is_buffer:
        return None if pointer else f"a scalar ({param}), not a buffer: write e.g. {_example(param)}"
    if pointer:
        return "a pointer: write a buffer, e.g. f32[4096] (or i32[16,16]:out)"
    want = {"f32": "float", "f64": "double"}.get(spec.dtype, f"i{int(spec.dtype[1:])}")
    if param != want:
        return f"{param}, not {spec.dtype}: write {_example(param)}"
    return None


def _example(param: str) -> str:
    if param in ("float", "double"):
        return {"float": "f32", "double": "f64"}[param] + "=1.0"
    if param.startswith("i") and param[1:].isdigit():
        return f"i{param[1:]}=1 (or u{param[1:]}=1)"
    return "a spec of that type"


def check_signature(sources: list[str], entry: str, specs: tuple[ArgSpec, ...],
                    flags: dict[str, tuple[str, ...]] | None = None, toolchain: str | None = None) -> None:
    """Raise SignatureError when `entry` is not defined or a spec does not fit its parameter."""
    functions = read_functions(sources, flags, toolchain)
    if functions is None:
        return
    if entry not in functions:
        names = sorted(functions)
        raise SignatureError(
            f"--entry {entry!r}: the sources define no such function{did_you_mean(entry, names)} "
            f"(they define: {', '.join(names[:12]) or 'no functions'}{' ...' if len(names) > 12 else ''})")
    params = functions[entry]
    if len(params) != len(specs):
        raise SignatureError(
            f"--entry {entry} takes {len(params)} arguments ({', '.join(params) or 'none'}); "
            f"{len(specs)} --arg given")
    for spec, param in zip(specs, params, strict=True):
        why = _mismatch(spec, param)
        if why:
            raise SignatureError(f"--arg #{spec.index + 1} {spec.text!r}: parameter {spec.index + 1} of "
                                 f"{entry} is {why}")
