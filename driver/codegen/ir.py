"""LLVM IR → object / assembly / IR / PTX / cubin, in this process, with llvmlite.

`compile_ir(jobs, target)` compiles many files in one call: llvmlite is
imported and initialised once, target machines are cached per settings, and
only the given files are touched (the build calls it from one ninja edge
for a batch of IR files, or through `python -m tgtbuild.codegen`).

Each module is parsed, stripped of per-function "target-cpu",
"target-features" and "tune-cpu" attributes (they describe the machine that
made the IR, not the target), given the target's triple and data layout,
verified, optimised at the target's opt level with the new pass manager and
emitted. IR that its producer already optimised (TVM's: `producer.py`) gets
codegen only, as its producer builds it, unless `reoptimize` asks for the
pipeline again. Device IR (triple nvptx64-* / amdgcn-*) is compiled for the device
of the target (its sm or gfx arch) instead of the CPU.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from ..fsutil import write_atomic
from ..targets import Target
from .errors import CodegenError
from .fpmode import apply
from .irbytes import is_bitcode, read_ir
from .machine import LLVMMachine, device_machine, device_of, host_machine
from .producer import optimised_by

EMITS = ("obj", "asm", "ll", "bc", "ptx", "cubin")
SUFFIX_EMIT = {".o": "obj", ".obj": "obj", ".s": "asm", ".S": "asm", ".asm": "asm", ".ll": "ll", ".bc": "bc",
               ".ptx": "ptx", ".cubin": "cubin"}
_EMPTY_GROUP = re.compile(r"^(attributes #\d+ = )\{\s*\}", re.MULTILINE)
# TVM 0.27 writes a bare `"target-features"` (no value) for a target without -mattr: an empty feature
# string that overrides the target machine's, so riscv64 kernels were compiled without F/D (soft float,
# LLVM: "Hard-float 'd' ABI can't be used for a target that doesn't support the D instruction set").
_MACHINE_ATTRS = re.compile(r'\s*"(?:target-cpu|target-features|tune-cpu)"(?:="[^"]*")?')
_ERROR = re.compile(r"<string>:(\d+):(\d+): error: (.*)")


# Records are NamedTuples, not dataclasses: dataclasses (and the inspect module it
# imports) cost 8 ms of every IR build step, whose critical path is ~0.2 s.
class IRJob(NamedTuple):
    """One IR file to compile; `emit` None means: from the output's suffix."""

    src: Path
    out: Path
    emit: str | None = None


class IRResult(NamedTuple):
    src: Path
    out: Path
    emit: str
    triple: str  # the triple the code was generated for
    device: str  # nvptx / amdgpu, or '' for host code


@functools.lru_cache(maxsize=1)
def _llvm() -> Any:
    """llvmlite.binding, imported and initialised once per process."""
    try:
        import llvmlite.binding as llvm  # lazily: only this branch needs llvmlite
    except ImportError as exc:  # pragma: no cover - llvmlite is a dependency
        raise CodegenError(f"llvmlite is not installed ({exc}): pip install llvmlite") from None
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    return llvm


def warm() -> None:
    """Import and initialise llvmlite now: before a fork, so every worker starts with it."""
    _llvm()


# IR syntax → the first LLVM release that writes it (LangRef release notes). TVM 0.27 writes
# LLVM 22 IR with `captures(none)`; llvmlite 0.45 (LLVM 20) stops at it with "unterminated
# attribute group", which does not say that the fix is a newer llvmlite.
_NEWER_SYNTAX = ((re.compile(r"\bcaptures\("), 21, "captures(...)"),
                 (re.compile(r"\bsamesign\b"), 20, "icmp samesign"),
                 (re.compile(r"\binitializes\("), 20, "initializes(...)"),
                 (re.compile(r"#dbg_(?:value|declare|assign|label)\("), 19, "#dbg records"))
_PRODUCER = re.compile(r'(?:producer: |!)"(?:[\w.-]+ )?(?:clang|LLVM|flang|rustc)[^"]*? version (\d+)\.\d+')


def newer_llvm(text: str, bundled: int) -> tuple[int, str] | None:
    """(LLVM major, evidence) when `text` was written by an LLVM newer than `bundled`, else None."""
    found: list[tuple[int, str]] = [(int(m.group(1)), f"made by {m.group(0).lstrip('!').strip(chr(34))}")
                                    for m in _PRODUCER.finditer(text)]
    found += [(version, f"uses {what}") for pattern, version, what in _NEWER_SYNTAX if pattern.search(text)]
    newer = [item for item in found if item[0] > bundled]
    return max(newer) if newer else None


def _syntax_error(path: Path, text: str, message: str) -> CodegenError:
    llvm = _llvm()
    bundled = llvm.llvm_version_info[0]
    newer = newer_llvm(text, bundled)
    if newer:
        import llvmlite  # lazily: it loads llvmlite, which this module's other callers do without

        return CodegenError(
            f"{path}: this IR was written by LLVM {newer[0]} or newer ({newer[1]}), but llvmlite "
            f"{llvmlite.__version__} bundles LLVM {bundled}, which cannot read it "
            f"({message.strip().splitlines()[-1] if message.strip() else 'parse error'}); "
            f"install an llvmlite built on LLVM {newer[0]} or newer (llvmlite 0.50 bundles LLVM 22): "
            "pip install -U llvmlite"
        )
    match = _ERROR.search(message)
    if not match:
        detail = message.strip().splitlines()
        return CodegenError(f"{path}: invalid LLVM IR: {' '.join(detail[-3:]) if detail else message}")
    line, col, what = int(match.group(1)), int(match.group(2)), match.group(3)
    lines = text.splitlines()
    source = lines[line - 1] if 0 < line <= len(lines) else ""
    caret = " " * (max(col, 1) - 1) + "^"
    return CodegenError(f"{path}:{line}:{col}: error: {what}\n    {source}\n    {caret}")


def strip_machine_attributes(text: str) -> str:
    """Drop "target-cpu", "target-features" and "tune-cpu" from every attribute set.

    A group that held only these would become `{ }`, which LLVM rejects, so an
    emptied group gets a key-only marker attribute instead.
    """
    stripped = _MACHINE_ATTRS.sub("", text)
    return _EMPTY_GROUP.sub(r'\1{ "tgtbuild-retargeted" }', stripped)


def parse_module(data: bytes | str, path: Path) -> Any:
    """Parse IR text or bitcode; a syntax error names path:line:col and the line."""
    llvm = _llvm()
    if isinstance(data, bytes) and is_bitcode(data):
        try:
            return llvm.parse_bitcode(data)
        except RuntimeError as exc:
            raise CodegenError(f"{path}: invalid LLVM bitcode: {str(exc).strip()}") from None
    text = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    try:
        return llvm.parse_assembly(text)
    except RuntimeError as exc:
        raise _syntax_error(path, text, str(exc)) from None


def load_module(path: Path, *, fp_contract: str = "", fast_math: bool = False) -> Any:
    """Read and parse an IR file (.ll/.ir text or .bc bitcode) with machine attributes stripped.

    `fp_contract`/`fast_math` rewrite the FP instructions first (see fpmode.py).
    """
    path = Path(path)
    data = read_ir(path)

    def prepare(text: str) -> str:
        text = strip_machine_attributes(text)
        if fp_contract or fast_math:
            text = apply(text, fp_contract, fast_math)
        return text

    if is_bitcode(data):  # parse to see its text
        module = parse_module(data, path)
        prepared = prepare(str(module))
        return module if prepared == str(module) else parse_module(prepared, path)
    # Text: prepare first and parse once (the line numbers of errors do not move).
    return parse_module(prepare(data.decode("utf-8", errors="replace")), path)


@functools.cache
def target_machine(machine: LLVMMachine) -> Any:
    """An llvmlite TargetMachine for the settings (cached: one per settings per process)."""
    llvm = _llvm()
    try:
        llvm_target = llvm.Target.from_triple(machine.triple)
    except RuntimeError as exc:
        raise CodegenError(f"LLVM has no target for {machine.triple}: {str(exc).strip()}") from None
    return llvm_target.create_target_machine(
        cpu=machine.cpu, features=machine.features, opt=min(machine.opt, 3), reloc=machine.reloc,
        codemodel="default", abiname=machine.abiname,
    )


def optimize(module: Any, tm: Any, level: int) -> None:
    """Run the new pass manager's default pipeline at -O`level`."""
    if level <= 0:
        return
    llvm = _llvm()
    pto = llvm.create_pipeline_tuning_options(speed_level=min(level, 3))
    pto.loop_vectorization = level >= 2
    pto.slp_vectorization = level >= 2
    pto.loop_unrolling = level >= 2
    pb = llvm.create_pass_builder(tm, pto)
    pb.getModulePassManager().run(module, pb)


def _emit_kind(job: IRJob, default: str) -> str:
    emit = job.emit or (default if default != "auto" else SUFFIX_EMIT.get(Path(job.out).suffix, ""))
    if emit not in EMITS:
        raise CodegenError(
            f"{job.out}: cannot tell what to emit ({emit or 'unknown suffix ' + repr(Path(job.out).suffix)}); "
            f"use one of {', '.join(EMITS)} or name the output .o/.s/.ll/.bc/.ptx/.cubin"
        )
    return emit


def _write(out: Path, data: bytes | str) -> None:
    """Write atomically (a half-written object never looks up to date), creating the folder."""
    write_atomic(out, data, make_parents=True)


def ptxas_command(ptx: Path, out: Path, arch: str, *, ptxas: str | None = None) -> list[str]:
    """`ptxas -arch=sm_XX ptx -o out`; CodegenError when ptxas is missing."""
    import shutil  # lazily: CUDA's cubin only (the IR step of every build imports this module)

    program = ptxas or shutil.which("ptxas")
    if not program:
        raise CodegenError(
            "ptxas is not installed, so PTX cannot become a cubin: install the CUDA toolkit "
            "(https://developer.nvidia.com/cuda-downloads) or emit PTX (name the output .ptx); "
            "the CUDA driver JIT-compiles PTX at load time"
        )
    return [program, f"-arch={arch}", str(ptx), "-o", str(out)]


def _ptx_to_cubin(ptx_text: str, out: Path, arch: str, src: Path) -> None:
    import subprocess  # lazily: as ptxas_command's (subprocess is 2 ms of the IR step's start)
    import tempfile

    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tgtbuild-ptx-") as tmp:
        ptx = Path(tmp) / "kernel.ptx"
        ptx.write_text(ptx_text)
        cubin = Path(tmp) / "kernel.cubin"
        proc = subprocess.run(ptxas_command(ptx, cubin, arch), capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            message = (proc.stderr or proc.stdout).strip()
            hint = ""
            if "not defined for option 'gpu-name'" in message:
                hint = (f"\nThe installed ptxas cannot target {arch} (CUDA 13 dropped sm_5x, sm_6x, sm_70, sm_72): "
                        "name the output .ptx instead and let the CUDA driver on the board JIT it")
            raise CodegenError(f"{src}: ptxas -arch={arch} failed:\n{message}{hint}")
        _write(out, cubin.read_bytes())


EF_ARM_ABI_FLOAT_SOFT = 0x200
EF_ARM_ABI_FLOAT_HARD = 0x400


def _arm_float_abi_flag(obj: bytes, triple: str) -> bytes:
    """Mark a 32-bit ARM object's float ABI in e_flags, as clang and gcc do.

    LLVM sets EF_ARM_ABI_FLOAT_HARD/SOFT only when TargetOptions.FloatABIType is
    given explicitly (clang does; llvmlite cannot), although the object's build
    attributes (Tag_ABI_VFP_args) already follow the triple. Tools such as
    `readelf -h` and loaders read the header flag, so set it from the triple.
    """
    if not re.match(r"(arm|thumb)", triple) or obj[:4] != b"\x7fELF" or obj[4] != 1 or obj[5] != 1:
        return obj
    hard = triple.endswith("eabihf")
    flags = int.from_bytes(obj[0x24:0x28], "little")
    if flags >> 24 != 5 or flags & (EF_ARM_ABI_FLOAT_SOFT | EF_ARM_ABI_FLOAT_HARD):
        return obj
    flags |= EF_ARM_ABI_FLOAT_HARD if hard else EF_ARM_ABI_FLOAT_SOFT
    return obj[:0x24] + flags.to_bytes(4, "little") + obj[0x28:]


def compile_module(module: Any, machine: LLVMMachine, emit: str, out: Path, src: Path, *, passes: bool = True) -> None:
    """Retarget a parsed module to `machine`, verify, optimise (unless not `passes`) and write `emit` to `out`."""
    tm = target_machine(machine)
    module.triple = machine.triple
    module.data_layout = str(tm.target_data)
    try:
        module.verify()
    except RuntimeError as exc:
        raise CodegenError(f"{src}: LLVM IR does not verify: {str(exc).strip()}") from None
    if passes:
        optimize(module, tm, machine.opt)
    if machine.device == "nvptx" and emit == "obj":
        raise CodegenError(f"{src}: NVPTX code is PTX text: name the output .ptx (or .cubin for ptxas)")
    if emit in ("ptx", "cubin") and machine.device != "nvptx":
        raise CodegenError(f"{src}: --emit {emit} is for NVPTX device IR (triple nvptx64-nvidia-cuda); "
                           f"this module is compiled for {machine.triple}")
    if emit == "obj":
        _write(out, _arm_float_abi_flag(tm.emit_object(module), machine.triple))
    elif emit in ("asm", "ptx"):
        _write(out, tm.emit_assembly(module))
    elif emit == "ll":
        _write(out, str(module))
    elif emit == "bc":
        _write(out, module.as_bitcode())
    elif emit == "cubin":
        _ptx_to_cubin(tm.emit_assembly(module), out, machine.cpu, src)


def _as_job(job: IRJob | tuple[Any, Any] | Sequence[Any]) -> IRJob:
    if isinstance(job, IRJob):
        return job
    src, out, *rest = job
    return IRJob(Path(src), Path(out), rest[0] if rest else None)


def compile_ir(
    jobs: Iterable[IRJob | tuple[Any, Any]],
    target: Target,
    *,
    emit: str = "auto",
    pic: bool = True,
    opt_level: int | None = None,
    fp_contract: str = "",
    fast_math: bool = False,
    reoptimize: bool = False,
) -> list[IRResult]:
    """Compile each (src, out) IR job for `target` in this process; returns what was written.

    `emit` is obj/asm/ll/bc/ptx/cubin or "auto" (from each output's suffix). Host IR
    is compiled for `target.cpu_target` (triple, mcpu, mattr, mabi, mfloat-abi,
    opt-level; PIC unless `pic=False`); device IR for the target's sm/gfx arch.
    `fp_contract` (off/on/fast) and `fast_math` rewrite FP instructions (fpmode.py).
    IR its producer already optimised (TVM's) gets codegen only unless `reoptimize`.
    """
    results = []
    for job in map(_as_job, jobs):
        kind = _emit_kind(job, emit)
        module = load_module(job.src, fp_contract=fp_contract, fast_math=fast_math)
        device = device_of(module.triple)
        if device:
            machine = device_machine(target, device, opt=opt_level)
        else:
            machine = host_machine(target, pic=pic, opt=opt_level)
        passes = reoptimize or not optimised_by(module)
        compile_module(module, machine, kind, Path(job.out), Path(job.src), passes=passes)
        results.append(IRResult(Path(job.src), Path(job.out), kind, machine.triple, device))
    return results
