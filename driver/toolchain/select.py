"""Pick a toolchain for a target, resolve it into a `Toolchain`, survey them all.

`select(target)` walks the descriptions by priority and returns the first
that serves the target's CPU triple and is installed; `select(target, name)`
takes that one or explains why it cannot. `select_cuda(target)` resolves the
CUDA toolkit for a cuda target and checks that nvcc can build its sm arch.
"""

from __future__ import annotations

import fnmatch
import os
import re
import shutil
from pathlib import Path

from ..errors import did_you_mean
from ..support import build_refusal
from ..targets import Target, Triple
from . import detect, flags
from .describe import Description, descriptions
from .model import Toolchain, ToolchainError, ToolchainStatus

LAUNCHERS = {
    "ccache": "apt-get install ccache",
    "sccache": "cargo install sccache, or download it from https://github.com/mozilla/sccache/releases",
    "distcc": "apt-get install distcc, and list helpers in DISTCC_HOSTS",
    "icecc": "apt-get install icecc",
}

# Families whose C compiler writes LLVM IR (`-S -emit-llvm`). gcc reads that
# flag as `-e mit-llvm` (an entry symbol) and writes assembly without a word.
LLVM_IR_FAMILIES = ("zig", "clang", "ndk")

# Archs CUDA 13 dropped, with the boards people know them by.
_OLD_ARCH_BOARDS = {
    "sm_53": "Jetson Nano/TX1", "sm_62": "Jetson TX2", "sm_72": "Jetson Xavier", "sm_70": "V100",
    "sm_60": "P100", "sm_61": "Pascal GeForce", "sm_50": "Maxwell", "sm_52": "Maxwell GeForce",
}


def serves(desc: Description, triple: Triple, kind: str = "") -> bool:
    """True when one of the description's `serves` patterns matches the triple (and the kind)."""
    if kind and kind not in desc.kinds:
        return False
    text = str(triple)
    return any(fnmatch.fnmatchcase(text, pattern) for pattern in desc.serves)


def _vars(desc: Description, triple: Triple | None, found: detect.Found | None) -> dict[str, str]:
    values = {"dir": found.dir if found else "", "glibc": desc.glibc, "sysroot": "", "api": "",
              "prefix": "", "target": ""}
    if triple is not None:
        values["prefix"] = flags.gnu_prefix(triple)
        values["target"] = flags.spell(desc.spelling, triple, glibc=desc.glibc, default_api=desc.default_api)
        values["api"] = str(triple.android_api or desc.default_api)
    return values


def _fill(template: str, values: dict[str, str]) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: values[m.group(1)], template)


def _probe_name(desc: Description, triple: Triple | None) -> list[str]:
    """The probe program(s) to look for: one per prefix when no target is given."""
    if "{prefix}" in desc.probe and triple is None:
        return [_fill(desc.probe, {"prefix": p}) for p in desc.prefixes] or [desc.probe]
    if "{target}" in desc.probe and triple is None:
        return [desc.probe]
    return [_fill(desc.probe, _vars(desc, triple, None))] if desc.probe else [""]


def _description(name: str) -> Description:
    known = descriptions()
    if name not in known:
        raise ToolchainError(
            f"unknown toolchain {name!r}{did_you_mean(name, known)} (toolchains: {', '.join(known)}; "
            "add your own as tools/NAME.toml in a tgtbuild config folder)"
        )
    return known[name]


def _install_hint(desc: Description, triple: Triple | None) -> str:
    if triple is None or not serves(desc, triple):
        hint = desc.install.replace("{prefix}", "<prefix>")
        if "{prefix}" in desc.install and desc.prefixes:
            hint += f" (<prefix>: {', '.join(desc.prefixes)})"
        return hint
    return _fill(desc.install, _vars(desc, triple, None))


def resolve_launcher(name: str) -> tuple[str, ...]:
    """argv prefix for a compiler launcher (ccache, sccache, distcc, icecc or a path); must be found."""
    if not name:
        return ()
    base = os.path.basename(name)
    if base not in LAUNCHERS:
        raise ToolchainError(f"unknown launcher {name!r}{did_you_mean(base, LAUNCHERS)} "
                             f"(launchers: {', '.join(LAUNCHERS)})")
    path = shutil.which(name)
    if path is None:
        raise ToolchainError(f"launcher {name!r} is not installed or not on PATH: {LAUNCHERS[base]}")
    return (path,)


def _find_sysroot(desc: Description, values: dict[str, str]) -> str | None:
    for template in desc.sysroots:
        candidate = _fill(template, values)
        if os.path.isdir(candidate):
            return candidate
    return None


def _resolve(desc: Description, target: Target, found: detect.Found, launcher: str) -> Toolchain:
    cpu = target.cpu_target
    triple = cpu.triple
    values = _vars(desc, triple, found)
    sysroot = _find_sysroot(desc, values)
    values["sysroot"] = sysroot or ""
    tools = {key: tuple(_fill(word, values) for word in argv) for key, argv in desc.tools.items()}
    for key in ("cc", "nvcc"):
        argv = tools.get(key)
        if argv and not (os.path.isfile(argv[0]) and os.access(argv[0], os.X_OK)):
            raise ToolchainError(
                f"toolchain {desc.name} ({desc.path}): {key} {argv[0]} is missing for {triple}; "
                f"install: {_install_hint(desc, triple)}"
            )
    cflags: list[str] = []
    ldflags: list[str] = list(tools.get("ldflags", ()))
    if desc.compiles_c:
        cflags = flags.target_flags(desc.flag_style, cpu, description=f"toolchain {desc.name}")
    if sysroot:
        cflags.append(f"--sysroot={sysroot}")
        ldflags.append(f"--sysroot={sysroot}")
    cflags += desc.extra_cflags
    ldflags += desc.extra_ldflags
    nvcc = tools.get("nvcc", ())
    return Toolchain(
        name=desc.name,
        family=desc.family,
        version=found.version,
        target=cpu,
        cc=tools.get("cc", ()),
        cxx=tools.get("cxx", ()),
        ar=tools.get("ar", ()),
        ranlib=tools.get("ranlib", ()),
        strip=tools.get("strip", ()),
        cflags=tuple(cflags),
        cxxflags=tuple(cflags),
        ldflags=tuple(ldflags),
        sysroot=sysroot,
        launcher=resolve_launcher(launcher or desc.launcher) if desc.compiles_c or nvcc else (),
        description=desc.path,
        nvcc=nvcc,
        cuda_archs=detect.nvcc_archs(nvcc[0]) if nvcc else (),
        ptxas=tools.get("ptxas", ()),
        fatbinary=tools.get("fatbinary", ()),
        unsanitized_link=desc.unsanitized_link,
    )


def _missing(desc: Description, triple: Triple, why: str) -> str:
    return f"{desc.name} ({why}; install: {_install_hint(desc, triple)})"


def select(target: Target, name: str | None = None, *, launcher: str = "", llvm_ir: bool = False) -> Toolchain:
    """The toolchain for the target's CPU code: `name`, or the first found that serves it.

    `llvm_ir` keeps to compilers that write LLVM IR (LLVM_IR_FAMILIES): what
    reads a C source's signature through llvmlite needs one.
    """
    if name == "cuda" or (name and _description(name).family == "cuda"):
        return select_cuda(target, name=name, launcher=launcher)
    cpu = target.cpu_target
    triple = cpu.triple
    if name:
        desc = _description(name)
        if not serves(desc, triple, cpu.kind):
            raise ToolchainError(
                f"toolchain {desc.name} does not serve {triple} (kind {cpu.kind}); it serves "
                f"{', '.join(desc.serves)} — see `tgtbuild toolchains --target '{target}'`"
            )
        refusal = build_refusal(desc.name, target)
        if refusal:
            raise ToolchainError(f"toolchain {desc.name} cannot build {target.tag or triple}: {refusal}")
        found, why = detect.locate(desc, _probe_name(desc, triple)[0])
        if found is None:
            raise ToolchainError(f"toolchain {_missing(desc, triple, why)}")
        return _resolve(desc, target, found, launcher)
    candidates = [d for d in descriptions().values() if d.compiles_c and serves(d, triple, cpu.kind)
                  and (not llvm_ir or d.family in LLVM_IR_FAMILIES)]
    if not candidates and llvm_ir:
        raise ToolchainError(f"no toolchain that writes LLVM IR ({', '.join(LLVM_IR_FAMILIES)}) serves {triple}")
    if not candidates:
        compilers = [d for d in descriptions().values() if d.compiles_c]
        raise ToolchainError(
            f"no toolchain serves {triple} (kind {cpu.kind}): "
            + "; ".join(f"{d.name} serves {', '.join(d.serves)}" for d in compilers)
            + ". Add a tools/NAME.toml to a tgtbuild config folder for this triple."
        )
    missing = []
    for desc in candidates:
        refusal = build_refusal(desc.name, target)  # toolchains/support.toml: fails inside the compiler
        if refusal:
            missing.append(f"{desc.name} (cannot build {target.tag or triple}: {refusal})")
            continue
        found, why = detect.locate(desc, _probe_name(desc, triple)[0])
        if found is not None:
            return _resolve(desc, target, found, launcher)
        missing.append(_missing(desc, triple, why))
    raise ToolchainError(f"no installed toolchain serves {triple}: " + "; ".join(missing))


def cuda_arch(target: Target) -> str:
    """The sm arch of a cuda/nvptx target (`arch`, else `mcpu`), e.g. sm_87."""
    arch = target.attrs.get("arch") or target.attrs.get("mcpu") or ""
    if not re.fullmatch(r"sm_\d+[af]?", arch):
        raise ToolchainError(f"target {target} has no sm arch: give -arch=sm_XX (e.g. cuda -arch=sm_90)")
    return arch


def check_cuda_arch(toolchain: Toolchain, arch: str) -> None:
    """Raise when the installed nvcc cannot build `arch`, naming the LLVM NVPTX way out."""
    base = re.sub(r"[af]$", "", arch)
    if base in toolchain.cuda_archs:
        return
    board = f" ({_OLD_ARCH_BOARDS[base]})" if base in _OLD_ARCH_BOARDS else ""
    number = int(base[3:])
    dropped = number < 75 and toolchain.version.split(".")[0].isdigit() and int(toolchain.version.split(".")[0]) >= 13
    why = " — CUDA 13 dropped sm_5x, sm_6x, sm_70 and sm_72" if dropped else ""
    raise ToolchainError(
        f"nvcc {toolchain.version} cannot build {arch}{board}{why}; it builds "
        f"{', '.join(toolchain.cuda_archs) or 'no archs'}. Use the LLVM NVPTX path instead: write the kernel "
        f"as LLVM IR with `target triple = \"nvptx64-nvidia-cuda\"` (a .ll file) and tgtbuild emits PTX for "
        f"{arch} with llvmlite (load it with the CUDA driver API), or install a CUDA 12.x toolkit for {arch}."
    )


def select_cuda(target: Target, *, name: str | None = None, launcher: str = "") -> Toolchain:
    """The CUDA toolkit for a cuda target, checked against the target's sm arch."""
    desc = _description(name or "cuda")
    found, why = detect.locate(desc, _probe_name(desc, None)[0])
    if found is None:
        raise ToolchainError(
            f"toolchain {desc.name} {why}; install: {desc.install}. Without nvcc, .cu files cannot be "
            "built; LLVM IR kernels (triple nvptx64-nvidia-cuda) still compile to PTX with llvmlite."
        )
    toolchain = _resolve(desc, target, found, launcher)
    if target.kind in ("cuda", "nvptx"):
        check_cuda_arch(toolchain, cuda_arch(target))
    return toolchain


def survey(target: Target | None = None) -> list[ToolchainStatus]:
    """Every toolchain, found or not, with version, path and whether it serves `target`."""
    rows = []
    cpu = target.cpu_target if target is not None else None
    for desc in descriptions().values():
        served: bool | None = None
        triple = None
        if target is not None:
            if desc.family == "cuda":
                served = target.kind in desc.kinds
            elif desc.family == "llvm":
                served = target.kind in desc.kinds or cpu.kind in desc.kinds
            else:
                triple = cpu.triple
                served = serves(desc, triple, cpu.kind)
        probes = _probe_name(desc, triple)
        hits = [detect.locate(desc, probe) for probe in probes]
        found = [f for f, _ in hits if f is not None]
        reason = "" if found else "; ".join(sorted({why for _, why in hits}))
        refusal = build_refusal(desc.name, target) if served and target is not None else ""
        if refusal:
            served, reason = False, refusal
        archs: tuple[str, ...] = ()
        if found and desc.family == "cuda":
            archs = detect.nvcc_archs(found[0].program)
        if found and target is not None and served and desc.family == "cuda" and target.kind in ("cuda", "nvptx"):
            try:
                select_cuda(target, name=desc.name)
            except ToolchainError as exc:
                served, reason = False, str(exc)
        rows.append(ToolchainStatus(
            name=desc.name,
            family=desc.family,
            found=bool(found),
            version=", ".join(dict.fromkeys(f.version for f in found)),
            path=", ".join(f.program or f.dir for f in found),
            serves=served,
            install=_install_hint(desc, triple),
            summary=desc.summary,
            description=Path(desc.path),
            reason=reason,
            cuda_archs=archs,
        ))
    return rows
