"""Adapter between the IR build step and `tgtbuild.codegen`.

`compile_modules(jobs, manifest, base)` returns, per job, a dict of output
bytes (`obj`, and `asm`/`ll` when asked) or the TgtbuildError for that
module, so one bad module does not stop the others.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..errors import TgtbuildError


class IRError(TgtbuildError):
    """An LLVM IR module that does not parse or verify."""


_ATTR = re.compile(rb'\s*"(target-cpu|target-features|tune-cpu)"="[^"]*"')
_HEADER = re.compile(rb'^target (triple|datalayout) = "[^"]*"\s*$', re.M)
_LOCATION = re.compile(r"<string>:(\d+):(\d+):\s*(?:error:\s*)?(.*)")


def _syntax_error(path: str, text: bytes, message: str) -> IRError:
    match = _LOCATION.search(message)
    if not match:
        return IRError(f"{path}: error: {message.strip()}")
    line, col, what = int(match.group(1)), int(match.group(2)), match.group(3).strip()
    lines = text.decode(errors="replace").splitlines()
    shown = lines[line - 1] if 0 < line <= len(lines) else ""
    caret = " " * max(col - 1, 0) + "^"
    return IRError(f"{path}:{line}:{col}: error: {what}\n  {shown}\n  {caret}")


def compile_modules(jobs: list[dict[str, Any]], manifest: dict[str, Any], base: Path) -> list[Any]:
    import llvmlite.binding as llvm

    from ..target import Target

    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    target = Target(manifest["target"])
    triple = str(target.triple)
    cpu = str(target.attrs.get("mcpu") or "")
    features = ",".join(target.attrs.get("mattr") or ())
    opt = int(manifest.get("opt_level", 2))
    machine = llvm.Target.from_triple(triple).create_target_machine(
        cpu=cpu, features=features, opt=opt, reloc="pic" if manifest.get("pic", True) else "default",
        codemodel="default",
    )
    layout = str(machine.target_data)
    results: list[Any] = []
    for job in jobs:
        path = job["source"]
        raw = (base / path).read_bytes()
        try:
            if raw[:4] in (b"BC\xc0\xde", b"\xde\xc0\x17\x0b"):
                module = llvm.parse_bitcode(raw)
            else:
                text = _ATTR.sub(b"", raw)
                module = llvm.parse_assembly(text.decode())
            module.triple = triple
            module.data_layout = layout
            module.verify()
        except RuntimeError as exc:
            results.append(_syntax_error(path, raw, str(exc)))
            continue
        if opt:
            tuning = llvm.create_pipeline_tuning_options(speed_level=opt)
            builder = llvm.create_pass_builder(machine, tuning)
            builder.getModulePassManager().run(module, builder)
        out = {"obj": machine.emit_object(module)}
        if "asm" in job:
            out["asm"] = machine.emit_assembly(module).encode()
        if "ll" in job:
            out["ll"] = str(module).encode()
        results.append(out)
    return results
