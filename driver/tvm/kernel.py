"""The `tvm-packed` harness kind of the run stage: TVM-compiled code, called as TVM calls it.

`harnesses.registry.HARNESSES` lists it before `c-entry`: an entry in sources whose
symbols are TVM's (`tvm.abi.find_packed`) is a packed function, not a C
function. The kernel becomes `lib<name>.so` (built from IR by the normal
build, or from TVM's exported `.o`/`.tar`/`.so`), the runner is linked against
it (`tvm.link`), and the stage stages and deploys both side by side.
`--check` calls the same packed function through llvmlite's JIT
(`tvm.check`).
"""

from __future__ import annotations

import hashlib
import os
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..run.centry import timing_argv
from ..run.kind import HarnessKind
from ..suffixes import IR_SUFFIXES

if TYPE_CHECKING:
    from ..run.request import RunRequest
    from .abi import PackedEntry



def packed_entry(request: RunRequest) -> PackedEntry | None:
    """The request's packed function, or None when the sources are not TVM code (or missing).

    Cached on the sources' sizes and mtimes: the stage asks once per run, and
    a tuner runs one request many times.
    """
    if request.entry is None:
        return None
    try:
        stamp = tuple((st.st_mtime_ns, st.st_size) for st in map(os.stat, request.sources))
    except OSError:
        return None  # the build names the missing file
    return _find_packed(tuple(request.sources), request.entry, stamp)


@lru_cache(maxsize=32)
def _find_packed(sources: tuple[str, ...], entry: str, stamp: tuple) -> PackedEntry | None:
    from .abi import find_packed  # lazily: every `tgtbuild run` asks `matches`; TVM's parser only for TVM code

    return find_packed(sources, entry)


class TvmHarness(HarnessKind):
    """A TVM packed function: DLTensor/TVMFFIAny arguments, TVM's thread pool and workspaces."""

    kind = "tvm-packed"
    thread_pool = True

    def matches(self, request: RunRequest) -> bool:
        return packed_entry(request) is not None

    def validate(self, request: RunRequest) -> None:
        """Refuse what this harness cannot do before anything is built."""
        from .abi import TvmError, check_specs  # lazily: the kind is loaded by every run, used by TVM's only

        packed = packed_entry(request)
        assert packed is not None
        check_specs(packed, request.specs)
        if request.timing.cache_flush:
            raise TvmError("--cache-flush is not implemented for TVM kernels (templates/harness_tvm.c.j2); "
                           "drop it, or time the kernel without flushing")
        if request.check is not None and not any(s.endswith(IR_SUFFIXES) for s in request.sources):
            raise TvmError("--check computes a TVM kernel's reference from its LLVM IR; exported .o/.tar/.so "
                           "files have none: give the IR beside them (TVM 0.27: "
                           "open('model.ll', 'w').write(lib.mod.inspect_source('ll')) on what tvm.compile "
                           "returned), or drop --check")

    def describe(self, request: RunRequest) -> str:
        packed = packed_entry(request)
        assert packed is not None
        return f"{packed.describe()}; machine code: {self.codegen(request)}"

    def explain_exit(self, status: int) -> str:
        """templates/harness_tvm.c.j2 exits 1 when the kernel returned -1 (wrong shape, dtype, arity...)."""
        return "the TVM kernel rejected the call (its message below)" if status == 1 else ""

    def codegen(self, request: RunRequest) -> str:
        """How the kernel's machine code is made, for the run's output and `--json` (`codegen`).

        Said on every run because it decides what the number means: TVM's IR
        re-optimised by LLVM ran bmm in 0.27x the time of what TVM ships.
        """
        from .link import ARTIFACT_SUFFIXES  # lazily: as above

        if any(s.endswith(ARTIFACT_SUFFIXES) for s in request.sources):
            return "TVM's own (export_library's file, linked as it is)"
        from ..codegen.producer import codegen_mode  # lazily: llvmlite's side, for IR sources only

        flags = getattr(request.build, "flags", None)
        opt = request.opt_level if request.opt_level is not None else getattr(flags, "opt_level", None)
        if opt is None:
            opt = int(request.target.cpu_target.attrs.get("opt-level", 3))
        return codegen_mode("TVM", bool(getattr(flags, "reoptimize_ir", False)), opt)

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        """The runner's C source under `.tgtbuild/harness/`, named by its content."""
        # lazily: the kind is loaded by every run, used by TVM's only
        from ..fsutil import write_atomic
        from .abi import harness_source

        packed = packed_entry(request)
        assert packed is not None
        text = harness_source(packed, request.specs)
        key = hashlib.sha256(text.encode()).hexdigest()[:16]
        path = os.path.join(request.build_root, ".tgtbuild", "harness", f"tvm-{key}.c")
        if not os.path.exists(path):
            os.makedirs(os.path.dirname(path), exist_ok=True)
            write_atomic(Path(path), text)
        return (path,)

    def build(self, request: RunRequest, log: Any) -> tuple[Path, dict[str, Path]]:
        """(build dir, {file on the board: local file}): the runner first, then the kernel library.

        glibc targets get lib<name>.so beside the runner; musl targets link the
        archive into a static runner (`builder.linking.programs_link_shared`:
        a dynamic musl program needs ld-musl, which glibc boards lack).
        """
        # lazily: the build's modules, loaded when a TVM kernel is built (a warm run of another kind skips them)
        from ..builder.linking import programs_link_shared
        from ..run.staging import build_library
        from ..toolchain import select
        from .link import ARTIFACT_SUFFIXES, RUNNER, check_sources, library_from_artifacts, link_runner

        sources = [Path(s) for s in request.sources]
        artifacts = [p for p in sources if p.suffix in ARTIFACT_SUFFIXES]
        toolchain = select(request.target, request.toolchain)
        folder = Path(request.build_root).resolve() / ".tgtbuild" / "tvm" / request.target.dirname
        check_sources(sources)
        if artifacts:
            library = library_from_artifacts(toolchain, artifacts, request.name, folder)
            build_dir = library.parent
        else:
            result = build_library(request, (), log)
            build_dir = result.build_dir
            library = result.shared_library if programs_link_shared(request.target) else result.static_library
        (harness,) = self.program_sources(request)
        runner = link_runner(toolchain, Path(harness), library, folder)
        return build_dir, {RUNNER: runner, **({library.name: library} if library.suffix == ".so" else {})}

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        """The plain harness's options (same parser in both templates), and the pool's size."""
        return [*timing_argv(request, outdir), "--threads", str(request.timing.threads)]

    def reference(self, request: RunRequest, contract: str = "") -> dict[int, bytes]:
        """One packed call of the IR on this machine through llvmlite's JIT (same ABI as the board),
        contracting `llvm.fmuladd` as the board does (`run.contraction`) unless `contract` says."""
        # lazily: --check's reference (llvmlite's JIT), only with --check
        from ..run.contraction import reference_contract
        from .check import run_packed_reference

        packed = packed_entry(request)
        assert packed is not None
        ir = [Path(s) for s in request.sources if s.endswith(IR_SUFFIXES)]
        return run_packed_reference(ir, packed, request.specs, request.timing.seed,
                                    contract or reference_contract(request))
