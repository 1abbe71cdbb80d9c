"""The facts of one target + board, gathered once into a plain dict.

Every output format (make, cmake, meson, sh, json) is rendered from the same
dict, so the formats cannot drift apart: the compilers are argv lists
(zig's `zig cc -target aarch64-linux-gnu.2.28` stays three words plus the
path), flags are lists, and the runner is the argv that runs a target binary
from this machine:

* `--board local` (the default) on a native target: nothing (`[]`);
* `--board local` on a foreign arch: qemu-user, with `-L <sysroot>` for a
  glibc target (`qemu-aarch64-static -L /usr/aarch64-linux-gnu`);
* a local board from a boards file: its CPU pinning and emulator;
* any other board: `tgtbuild exec --board B --`, the command CMake's
  CROSSCOMPILING_EMULATOR, Meson's exe_wrapper and cargo's runner call.

Mapping tables (triple → CMake system name/processor, Meson system and
cpu_family, qemu's arch name) live here once and are tested as tables.
"""

from __future__ import annotations

import os
import re
import sys
from typing import Any

from ..machines import MachineError, is_native, local_runner, of_triple
from ..remote.boards import board_source
from ..remote.choose import Trust, board_for
from ..targets import Target, Triple
from ..targets.kinds import get_kind
from ..toolchain import ToolchainError, select, select_cuda

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..remote.board import Board
    from ..remote.choose import Trust

# triple.os_name → (CMAKE_SYSTEM_NAME, meson system)
SYSTEMS = {
    "linux": ("Linux", "linux"),
    "android": ("Android", "android"),
    "darwin": ("Darwin", "darwin"),
    "macos": ("Darwin", "darwin"),
    "macosx": ("Darwin", "darwin"),
    "ios": ("iOS", "darwin"),
    "windows": ("Windows", "windows"),
    "freebsd": ("FreeBSD", "freebsd"),
    "netbsd": ("NetBSD", "netbsd"),
    "openbsd": ("OpenBSD", "openbsd"),
    "wasi": ("WASI", "wasi"),
    "emscripten": ("Emscripten", "emscripten"),
    "none": ("Generic", "none"),
    "unknown": ("Generic", "none"),
}

# triple.family (or arch) → meson cpu_family
MESON_CPU_FAMILY = {"aarch64": "aarch64", "arm": "arm", "riscv": "riscv64", "wasm": "wasm32"}



def cmake_system(triple: Triple) -> tuple[str, str]:
    """(CMAKE_SYSTEM_NAME, CMAKE_SYSTEM_PROCESSOR) for a triple."""
    name = "Android" if triple.is_android else SYSTEMS.get(triple.os_name, ("Generic", ""))[0]
    processor = triple.arch
    if triple.family == "arm" and not triple.arch.startswith("arm64"):
        processor = "armv7-a" if triple.arch in ("armv7", "armv7a") else triple.arch
    if triple.family == "x86" and triple.bits == 32:
        processor = "i686"
    return name, processor


def meson_machine(triple: Triple) -> tuple[str, str, str]:
    """(system, cpu_family, endian) for Meson's [host_machine]."""
    system = "android" if triple.is_android else SYSTEMS.get(triple.os_name, ("", triple.os_name))[1]
    if triple.family == "x86":
        family = "x86_64" if triple.bits == 64 else "x86"
    elif triple.family == "riscv":
        family = f"riscv{triple.bits}"
    elif triple.family == "wasm":
        family = "wasm64" if triple.bits == 64 else "wasm32"
    else:
        family = MESON_CPU_FAMILY.get(triple.family, triple.arch)
    return system, family, endian(triple)


def endian(triple: Triple) -> str:
    """'big' for big-endian machines (armeb, aarch64_be, mips, s390x, powerpc), else 'little' (the machine table)."""
    machine = of_triple(triple)
    return machine.endian if machine else "little"


def tgtbuild_command() -> list[str]:
    """argv that starts this tgtbuild (the console script beside this Python, or `python -m`)."""
    script = os.path.join(os.path.dirname(sys.executable), "tgtbuild")
    if os.path.isfile(script) and os.access(script, os.X_OK):
        return [script]
    return [sys.executable, "-m", "tgtbuild"]


def boards_file_of(spec: str, boards_file: str | None) -> str | None:
    """The absolute boards file that defines `spec`, so the runner finds it from any directory."""
    source = board_source(spec, boards_file)
    return str(source) if source else None


def board_runner(spec: str | None, triple: Triple, sysroot: str | None, trust: Trust | None = None
                 ) -> tuple[Board, list[str], str]:
    """(the Board, runner argv, a note when a foreign target has no runner)."""
    trust = trust or Trust()
    board = board_for(spec or "local", None, trust)
    if board.is_local:
        if board.emulator or board.cpus:
            return board, board.wrap([]), ""
        try:
            return board, list(local_runner(triple, sysroot=sysroot)), ""
        except MachineError as exc:
            return board, [], f"no runner: {exc}"

    python_exec = [*tgtbuild_command(), "exec"]
    if not (trust.identity or trust.accept_new_host_key):  # options the native client always hands back
        from .execnative import native_runner  # lazily: only an SSH board's runner (it may build the client)

        python_exec = native_runner(python_exec)
    argv = [*python_exec, "--board", spec or board.name]
    where = boards_file_of(spec, trust.boards_file) if spec else None
    if where:
        argv += ["--boards-file", where]
    if trust.identity:
        argv += ["--identity", os.path.abspath(trust.identity)]
    if trust.accept_new_host_key:
        argv += ["--accept-new-host-key"]
    return board, [*argv, "--sync-build-roots", "--"], ""  # the suite's files go too (remote.kept.mirror)


def _ld(toolchain: Any) -> list[str]:
    """A stand-alone linker for Makefiles that call $(LD) directly."""
    if toolchain.family == "zig":
        return [toolchain.cc[0], "ld.lld"]
    cc = toolchain.cc[0]
    folder, name = os.path.split(cc)
    for candidate in (re.sub(r"(gcc|clang)(-\d+)?$", "ld", name), "ld.lld"):
        path = os.path.join(folder, candidate)
        if candidate != name and os.path.isfile(path):
            return [path]
    return list(toolchain.cc)


def _cuda(target: Target) -> tuple[list[str], list[str]]:
    """(sm arch numbers, nvcc argv or []) for a target with CUDA devices."""
    archs = []
    for device in target.devices:
        if device.kind in ("cuda", "nvptx"):
            arch = device.attrs.get("arch") or device.attrs.get("mcpu") or ""
            match = re.fullmatch(r"sm_(\d+[af]?)", arch)
            if match and match.group(1) not in archs:
                archs.append(match.group(1))
    nvcc: list[str] = []
    if archs:
        try:
            nvcc = list(select_cuda(target).nvcc)
        except ToolchainError:
            nvcc = []  # CMake finds its own nvcc (or reports none); the archs still apply
    return archs, nvcc


def default_opt_flag(cpu: Target) -> str | None:
    """The `-O<level>` word the toolchain adds for the kind's *default* opt-level, None when one was asked for.

    Build edges want the kind's default (llvm: -O3, the level tuning logs
    assume); a project's own build does not: `-O3` in CMAKE_C_FLAGS_INIT or
    CFLAGS sat before the project's `-O2` (issue 15) and overrides a Debug
    build's `-O0` for any flag the project does not repeat. An explicit
    `-opt-level=N` that differs from the default is in the target text, and
    is exported.
    """
    level = cpu.attrs.get("opt-level")
    spec = get_kind(cpu.kind).attrs.get("opt-level")
    if level is None or spec is None or level != spec.default:
        return None
    return f"-O{level}"


def _without(flags: tuple[str, ...], word: str | None) -> list[str]:
    """`flags` without the first `word` (the one the target added; a toolchain's extra flags stay)."""
    out = list(flags)
    if word in out:
        out.remove(word)
    return out


def gather(
    target: Target | str,
    board: str | None = None,
    *,
    toolchain: str | None = None,
    trust: Trust | None = None,
) -> dict[str, Any]:
    """Everything the env formats say about `target` on `board`, as built-ins only."""
    target = target if isinstance(target, Target) else Target(target)
    cpu = target.cpu_target
    triple = cpu.triple
    tc = select(target, toolchain)
    system_name, processor = cmake_system(triple)
    meson_system, cpu_family, byte_order = meson_machine(triple)
    chosen, runner, note = board_runner(board, triple, tc.sysroot, trust)
    cuda_archs, nvcc = _cuda(target)
    unasked = default_opt_flag(cpu)
    compiler_target = ""
    if tc.family == "clang":
        for word in tc.cc[1:]:
            if word.startswith("--target="):
                compiler_target = word.split("=", 1)[1]
    return {
        "target": str(target),
        "cpu_target": str(cpu),
        "triple": str(triple),
        "arch": triple.arch,
        "cpu": cpu.attrs.get("mcpu") or "",
        "os": triple.os_name,
        "libc": triple.libc,
        "system_name": system_name,
        "system_processor": processor,
        "meson_system": meson_system,
        "meson_cpu_family": cpu_family,
        "meson_cpu": (cpu.attrs.get("mcpu") or triple.arch),
        "endian": byte_order,
        "toolchain": tc.name,
        "toolchain_family": tc.family,
        "toolchain_version": tc.version,
        "cc": list(tc.cc),
        "cxx": list(tc.cxx),
        "ar": list(tc.ar),
        "ranlib": list(tc.ranlib),
        "strip": list(tc.strip),
        "ld": _ld(tc),
        "launcher": list(tc.launcher),
        "cflags": _without(tc.cflags, unasked),
        "cxxflags": _without(tc.cxxflags, unasked),
        "ldflags": list(tc.ldflags),
        "sysroot": tc.sysroot or "",
        "compiler_target": compiler_target,
        "cross": not is_native(triple),
        "board": chosen.name,
        "board_local": chosen.is_local,  # the runner runs here (qemu-user or natively), not through `tgtbuild exec`
        "runner": runner,
        "runner_note": note,
        "cuda_archs": cuda_archs,
        "nvcc": nvcc,
    }
