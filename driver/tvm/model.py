"""The `tvm-model` harness kind: a whole Relax VM model, run and timed by TVM's runtime on the board.

`export_library` writes a model as a `.so` (or a `.tar` of `lib0.o` + `devc.o`) holding its kernels
and the VM executable (`vmexec`). It needs TVM's runtime, which tgtbuild takes from the official
wheels (`runtime`) and deploys beside the model with a runner in C on tvm-ffi's C ABI
(templates/tvm_model_runner.c.j2): no Python and no TVM on the board. The run goes through the
stage like every kind: build (the runner for the target, the model linked when it is a `.tar`,
the inputs written as files), stage under the content hash, deploy what is missing, run, fetch.

The kind comes before `tvm-packed` in `harnesses.registry`: a model file with `--entry forward` is a
model, while `--entry matmul` on the same file still runs that one kernel as a packed function.

Every run's record carries the runner's peak memory per phase and the plan's storage bytes
(`tvm.memory`); `--profile` adds the per-kernel table from a C hook in the VM (`tvm.profile`).
`finish_result` moves both out of the runner's timing line into the result's own fields.

`--check` runs the reference on this machine through the same runner with the host's runtime
(`--check-against` a build of the same model for this machine), or reads expected outputs from an
`.npz`/`.npy`; the outputs (a tensor or a tuple of them) are compared element by element.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
import threading
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import TgtbuildError, did_you_mean
from ..frozen import replace
from ..fsutil import write_atomic
from ..run.argspec import ArgSpec
from ..run.centry import timing_argv
from ..run.kind import HarnessKind, harness_file
from ..stats.summary import parse_harness_output
from ..targets import Target
from ..targets.triple import Triple
from ..templating import render
from ..toolchain import select
from .abi import TvmError, find_packed
from .modelrecord import read_record

if TYPE_CHECKING:
    from ..run.request import RunRequest, RunResult
    from .inputs import Array
    from .runtime import Runtime
    from .vmexec import VmExecutable

RUNNER = "tgtbuild-tvm-model-runner"
MODEL = "model.so"
MODEL_SUFFIXES = (".so", ".tar")
REFERENCE_TIMEOUT_S = 600
DEVICE_TYPES = {"cuda": 2, "opencl": 4, "vulkan": 7, "metal": 8, "rocm": 10}
# Packed functions a model may call that live outside libtvm_runtime.so (TVM 0.27's wheel): the extra
# runtime (sort, random, cuBLAS-less contrib kernels, disco) and the CUDA one.
EXTRA_PREFIXES = ("tvm.contrib.sort", "tvm.contrib.random", "runtime.disco", "vm.builtin.sort", "tvm.contrib.thrust")


# What a run's --json repeats of the compile step's record (tvm/modelrecord.py): where the model came from.
COMPILED_FACTS = ("source", "frontend", "tvm", "target", "pipeline", "database", "planned_bytes")


class ModelError(TgtbuildError):
    """A model run that cannot be done as asked (with the way that works)."""


@lru_cache(maxsize=32)
def _read(path: str, stamp: tuple[int, int]) -> VmExecutable | None:
    # lazily: harnesses.registry imports this module for every run
    from .vmexec import VmExecError, holds_executable, read_model

    if not holds_executable(Path(path)):
        return None
    try:
        return read_model(Path(path))
    except VmExecError as exc:
        raise ModelError(str(exc)) from None


def model_of(path: str) -> VmExecutable | None:
    """The VM executable in a model file, None when the file holds none (kernels only, or not TVM's)."""
    try:
        stamp = _stamp(path)
    except OSError:
        return None
    return _read(os.path.abspath(path), stamp)


def model_source(request: RunRequest) -> tuple[str, VmExecutable] | None:
    """(the model file, its executable) when the request's sources hold one model, else None."""
    found = [(s, exe) for s in request.sources if s.endswith(MODEL_SUFFIXES)
             for exe in [model_of(s)] if exe is not None]
    if not found:
        return None
    if len(found) > 1:
        raise ModelError(f"one model a run: {', '.join(s for s, _ in found)} are all Relax VM executables")
    return found[0]


def entry_of(request: RunRequest, exe: VmExecutable) -> str:
    """--entry, or the model's entry when it has one obvious (`forward`, or its only VM function)."""
    if request.entry:
        return request.entry
    if "forward" in exe.functions or len(exe.functions) != 1:
        return "forward"
    return next(iter(exe.functions))


@lru_cache(maxsize=16)
def _inputs(model: str, entry: str, files: tuple[str, ...], specs: tuple, seed: int,
            stamp: tuple[int, int]) -> tuple[Array, ...]:
    from .inputs import assign  # lazily: harnesses.registry imports this module for every run

    exe = model_of(model)
    assert exe is not None
    return tuple(assign(exe.functions[entry].params, files, specs, seed, entry))


def model_inputs(request: RunRequest) -> tuple[Array, ...]:
    """The data of each parameter of the request's entry (`inputs.assign`), made once per request."""
    found = model_source(request)
    assert found is not None
    model, exe = found
    return _inputs(os.path.abspath(model), entry_of(request, exe), tuple(request.inputs), tuple(request.specs),
                   request.timing.seed, _stamp(model))


def input_files(arrays: tuple[Array, ...]) -> dict[str, bytes]:
    """{board name: bytes}: each input named by its content, so unchanged inputs are not sent again."""
    return {f"in{i}-{a.digest[:12]}.bin": a.data for i, a in enumerate(arrays)}


def device_type(request: RunRequest) -> int:
    """The DLPack device the VM runs on: the model's device module (CUDA kernels: 2), else the CPU (1)."""
    found = model_source(request)
    devices = found[1].devices if found else ()
    return DEVICE_TYPES[devices[0]] if devices else 1


def holds_model(sources: list[str] | tuple[str, ...]) -> bool:
    """A TVM model among the sources (a .so/.tar with a Relax VM executable): timed like an entry."""
    return any(model_of(s) is not None for s in sources if s.endswith(MODEL_SUFFIXES))


def runtime_for(request: RunRequest, exe: VmExecutable, target: Any = None, log: Any = None) -> Runtime:
    """TVM's runtime for this run: `--tvm-runtime DIR`, else the wheels' for the model's VM format."""
    from .runtime import user_runtime, wheel_runtime  # lazily: harnesses.registry imports this module for every run

    if request.tvm_runtime:
        return user_runtime(request.tvm_runtime)
    return wheel_runtime(exe.version, target or request.target, log)


def needs_extra(exe: VmExecutable) -> list[str]:
    return sorted(name for name in exe.packed if name.startswith(EXTRA_PREFIXES))


class ModelHarness(HarnessKind):
    """A Relax VM executable's function (`forward`), called by TVM's runtime through the C runner."""

    kind = "tvm-model"
    thread_pool = True

    def matches(self, request: RunRequest) -> bool:
        found = model_source(request)
        return found is not None and (request.entry is None or request.entry in found[1].functions)

    def validate(self, request: RunRequest) -> None:
        """Everything that needs no build: the entry, the inputs, a runtime for the board, the check."""
        from .runtime import platform_of  # lazily: harnesses.registry imports this module for every run

        model, exe = model_source(request)  # type: ignore[misc]
        entry = entry_of(request, exe)
        if entry not in exe.functions:
            raise ModelError(f"{Path(model).name}: no function {entry!r} in the model"
                             f"{did_you_mean(entry, exe.functions)} (its functions: {', '.join(exe.functions)})")
        others = [s for s in request.sources if s != model]
        if others:
            raise ModelError(f"a model runs alone: {', '.join(others)} beside {model} (build kernels separately)")
        if not request.tvm_runtime:
            platform_of(request.target)  # a board the wheels do not serve is said before any work
        if request.timing.cache_flush:
            raise ModelError("--cache-flush is not implemented for models; drop it")
        unserved = [d for d in exe.devices if d != "cuda"]
        if unserved and not request.tvm_runtime:
            raise ModelError(f"{Path(model).name} has {', '.join(unserved)} kernels, and TVM's wheels carry no "
                             f"{unserved[0]} runtime (only CUDA's): give a runtime built with it with "
                             "--tvm-runtime DIR")
        model_inputs(request)
        if request.check is not None and not request.check.against:
            raise ModelError("--check of a model needs --check-against: the same model built for this machine "
                             "(export_library with target {'kind': 'llvm'}), or expected outputs (.npz/.npy)")
        extra = needs_extra(exe)
        if extra:
            raise ModelError(f"{Path(model).name} calls {', '.join(extra)}, which live in libtvm_runtime_extra.so; "
                             "tgtbuild deploys TVM's core runtime only: give a runtime folder holding "
                             "libtvm_runtime_extra.so with --tvm-runtime DIR")

    def resolve(self, request: RunRequest) -> RunRequest:
        """The entry named, the inputs as specs (what --json records), the outputs' specs when checked."""
        _, exe = model_source(request)  # type: ignore[misc]
        specs = [array.spec(i) for i, array in enumerate(model_inputs(request))]
        if request.check is not None:
            _, outputs = self._reference(request)
            specs += outputs
        return replace(request, entry=entry_of(request, exe), specs=tuple(specs))

    def describe(self, request: RunRequest) -> str:
        model, exe = model_source(request)  # type: ignore[misc]
        return (f"Relax VM model {Path(model).name} ({entry_of(request, exe)}; VM format {exe.version}, "
                f"{len(exe.packed)} packed functions), on TVM's runtime")

    def facts(self, request: RunRequest) -> dict[str, Any]:
        """--json's `model`: the file, its VM format, the runtime that ran it and where its version came from."""
        model, exe = model_source(request)  # type: ignore[misc]
        runtime = runtime_for(request, exe)
        compiled = read_record(model)  # `tgtbuild build MODEL`'s record, when it describes this file
        return {"model": {"file": model, "entry": entry_of(request, exe), "vm_format": exe.version,
                          "abi": _abi(model), "runtime": runtime.record(),
                          "inputs": [a.source for a in model_inputs(request)],
                          **({"compiled": {k: compiled.get(k) for k in COMPILED_FACTS}} if compiled else {})}}

    def codegen(self, request: RunRequest) -> str:
        return "TVM's own (export_library's model, loaded by TVM's runtime)"

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        text = render("tvm_model_runner.c.j2", buffers=[], prefix="buf")
        return (harness_file(request.build_root, "tvm-model-" + hashlib.sha256(text.encode()).hexdigest()[:16],
                             lambda: text),)

    def explain_exit(self, status: int) -> str:
        return {1: "the model rejected the call (TVM's message below)",
                5: "the runner could not read an input or write an output",
                6: "TVM's runtime or the model could not be loaded on the board (the loader's words below; "
                   "a missing libstdc++.so.6 or an old glibc is named there)"}.get(status, "")

    def build(self, request: RunRequest, log: Any) -> tuple[Path, dict[str, Path]]:
        """(build dir, {board name: file}): the runner first, the model, TVM's runtime, the inputs."""
        model, exe = model_source(request)  # type: ignore[misc]
        toolchain = select(request.target.cpu_target, request.toolchain)
        folder = Path(request.build_root).resolve() / ".tgtbuild" / "tvm-model" / request.target.dirname
        (source,) = self.program_sources(request)
        runner = link_model_runner(toolchain, Path(source), folder)
        library = model_library(toolchain, Path(model), request.name, folder)
        runtime = runtime_for(request, exe, log=log)
        files: dict[str, Path] = {RUNNER: runner, MODEL: library}
        files.update(runtime.files(cuda=device_type(request) == 2))
        for name, data in input_files(model_inputs(request)).items():
            path = folder / "inputs" / name
            if not path.exists():
                path.parent.mkdir(parents=True, exist_ok=True)
                write_atomic(path, data)
            files[name] = path
        return folder, files

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        _, exe = model_source(request)  # type: ignore[misc]
        arrays = model_inputs(request)
        args = ["--runtime", ".", "--model", MODEL, "--entry", entry_of(request, exe),
                "--device", str(device_type(request))]
        for array, name in zip(arrays, input_files(arrays), strict=True):
            args += ["--input", array.runner_spec(name)]
        return [*args, *timing_argv(request, outdir), "--threads", str(request.timing.threads),
                *(["--profile", "1"] if request.timing.profile else [])]

    def reference(self, request: RunRequest, contract: str = "") -> dict[int, bytes]:
        return self._reference(request)[0]

    def _reference(self, request: RunRequest) -> tuple[dict[int, bytes], list]:
        against = request.check.against if request.check else None
        assert against is not None
        arrays = model_inputs(request)
        key = (against, *_stamp(against), request.toolchain, request.tvm_runtime,
               tuple(a.digest for a in arrays), request.build_root)
        return _reference_cached(key, request)


def finish_result(request: RunRequest, result: RunResult) -> RunResult:
    """The runner's `memory` and `profile` out of its timing line into the result's own fields.

    Memory is marked as the emulator's when the board runs the model under qemu-user
    (`RunResult.emulated`: the board has an emulator), and the compile step's record beside the model
    adds its planned bytes (tvm/memory.py); the profile gets its per-forward table (tvm/profile.py).
    """
    from .memory import record  # lazily: run.registry imports this module for every run

    timing = result.timing
    if not timing:
        return result
    raw_memory, raw_profile = timing.pop("memory", None), timing.pop("profile", None)
    found = model_source(request)
    memory = record(raw_memory, emulated=result.emulated, model=found[0] if found else None) if raw_memory else None
    profile = None
    if raw_profile:
        from .profile import summarize  # lazily: only a --profile run needs it

        profile = summarize(raw_profile)
    return replace(result, memory=memory, profile=profile)


def _abi(model: str) -> str:
    """Which TVM wrote the kernels, from their symbols (`abi.detect`'s words), '' when it cannot say."""
    exe = model_of(model)
    kernels = [n for n in (exe.packed if exe else ()) if not n.startswith("vm.builtin.")]
    if not kernels:
        return ""
    try:
        packed = find_packed([model], kernels[0])
    except (TvmError, OSError):
        return ""
    return f"{packed.abi} ABI, TVM {packed.version}" if packed else ""


def _stamp(path: str) -> tuple[int, int]:
    st = os.stat(path)
    return st.st_mtime_ns, st.st_size


_REFERENCES: dict[tuple, tuple[dict[int, bytes], list]] = {}
_REFERENCES_LOCK = threading.Lock()


def _reference_cached(key: tuple, request: RunRequest) -> tuple[dict[int, bytes], list]:
    """The reference of `key`, computed once: `resolve` needs its output specs and `check` its bytes.

    One kept at a time (a model's outputs may be large), under a lock: the API is used from threads
    (issue 33), and another thread's reference must not be cleared between setting and reading ours.
    """
    with _REFERENCES_LOCK:
        found = _REFERENCES.get(key)
    if found is None:
        found = reference_outputs(request)
        with _REFERENCES_LOCK:
            _REFERENCES.clear()
            _REFERENCES[key] = found
    return found


def reference_outputs(request: RunRequest) -> tuple[dict[int, bytes], list]:
    """({index: bytes}, output specs): expected outputs from a file, or the host build run here."""
    against = request.check.against if request.check else ""
    assert against
    arrays = model_inputs(request)
    if against.endswith((".npz", ".npy")):
        return _expected_from_file(Path(against), len(arrays))
    return _run_on_host(request, Path(against), arrays)


def _output_specs(described: list[dict], first: int) -> list:
    from .inputs import SPEC_DTYPES  # lazily: harnesses.registry imports this module for every run

    specs = []
    for k, out in enumerate(described):
        if not isinstance(out, dict) or "dtype" not in out:  # a shape or a number among the outputs
            raise ModelError(f"output {k} is no tensor ({out!r:.60}), which --check cannot compare")
        code, bits, _lanes = out["dtype"]
        relax = {0: "int", 1: "uint", 2: "float"}.get(code, "?") + str(bits)
        short = SPEC_DTYPES.get(relax)
        if short is None:
            raise ModelError(f"output {k} is {relax}, which --check cannot compare (it compares "
                             f"{', '.join(SPEC_DTYPES)})")
        shape = tuple(out["shape"])
        specs.append(ArgSpec(first + k, f"output {k} {short}[{','.join(map(str, shape))}]", short, shape, "out", None))
    return specs


def _expected_from_file(path: Path, first: int) -> tuple[dict[int, bytes], list]:
    from .inputs import SPEC_DTYPES, read_npy_file, read_npz  # lazily: harnesses.registry imports this for every run

    arrays = list(read_npz(path).values()) if path.suffix == ".npz" else [read_npy_file(path)]
    codes = {"int": 0, "uint": 1, "float": 2}
    described = []
    for a in arrays:
        kind = a.dtype.rstrip("0123456789")
        if a.dtype not in SPEC_DTYPES:
            raise ModelError(f"{path}: {a.dtype} outputs cannot be compared (known: {', '.join(SPEC_DTYPES)})")
        described.append({"dtype": [codes[kind], int(a.dtype[len(kind):]), 1], "shape": list(a.shape)})
    return {first + k: a.data for k, a in enumerate(arrays)}, _output_specs(described, first)


def _run_on_host(request: RunRequest, model: Path, arrays: tuple[Array, ...]) -> tuple[dict[int, bytes], list]:
    """The same runner built for this machine, with this machine's runtime, on the same inputs."""
    exe = model_of(str(model))
    if exe is None:
        raise ModelError(f"--check-against {model}: not a Relax VM executable (give the same model exported "
                         "for this machine, or expected outputs as .npz/.npy)")
    entry = request.entry or entry_of(request, exe)
    if entry not in exe.functions:
        raise ModelError(f"--check-against {model}: it has no function {entry!r} ({', '.join(exe.functions)})")
    host = Target(f"llvm -mtriple={'-'.join(p for p in Triple.host() if p)}")
    toolchain = select(host, request.toolchain)  # the run's toolchain choice, for this machine
    folder = Path(request.build_root).resolve() / ".tgtbuild" / "tvm-model" / host.dirname
    (source,) = ModelHarness().program_sources(request)
    runner = link_model_runner(toolchain, Path(source), folder)
    library = model_library(toolchain, model, "reference", folder)
    runtime = _host_runtime(request, exe, host)
    with tempfile.TemporaryDirectory(prefix="tgtbuild-model-ref-") as tmp:
        argv = [str(runner), "--runtime", str(runtime.folder), "--model", str(library), "--entry", entry,
                "--repeat", "1", "--number", "1", "--warmup", "0", "--min-repeat-ms", "0",
                "--dump-outputs", os.path.join(tmp, "out"), "--first-output", str(len(arrays))]
        for i, array in enumerate(arrays):
            path = os.path.join(tmp, f"in{i}.bin")
            Path(path).write_bytes(array.data)
            argv += ["--input", array.runner_spec(path)]
        try:
            proc = subprocess.run(argv, capture_output=True, timeout=REFERENCE_TIMEOUT_S, check=False, cwd=tmp)
        except subprocess.TimeoutExpired:
            raise ModelError(f"--check-against {model}: the reference ran past {REFERENCE_TIMEOUT_S} s") from None
        if proc.returncode != 0:
            tail = proc.stderr.decode(errors="replace").strip().splitlines()[-5:]
            raise ModelError(f"--check-against {model}: the reference run on this machine failed "
                             f"(status {proc.returncode}):\n" + "\n".join(tail))

        described = parse_harness_output(proc.stdout.decode(errors="replace"))["outputs"]
        specs = _output_specs(described, len(arrays))
        return {s.index: Path(tmp, "out", f"out{s.index}.bin").read_bytes() for s in specs}, specs


def _host_runtime(request: RunRequest, exe: VmExecutable, host: Any) -> Runtime:
    """The runtime the reference loads here: `--tvm-runtime` only when its libraries are for this machine.

    `--tvm-runtime DIR` names the board's runtime; for a riscv64 or 32-bit Arm board (no wheel) it was
    also handed to the x86_64 reference, whose dlopen failed ("cannot load TVM's runtime"), so
    `--check-against` never worked on exactly the boards that need a runtime of their own.
    """
    from ..elf import read_elf  # lazily: harnesses.registry imports this module for every run
    from .runtime import wheel_runtime

    if request.tvm_runtime:
        theirs = read_elf(str(Path(request.tvm_runtime).expanduser() / "libtvm_ffi.so"))
        here = read_elf(os.path.realpath(sys.executable))
        if theirs is None or here is None or (theirs.e_machine, theirs.bits) == (here.e_machine, here.bits):
            return runtime_for(request, exe, target=host)
    return wheel_runtime(exe.version, host)


def link_model_runner(toolchain: Any, source: Path, folder: Path) -> Path:
    """The runner for the toolchain's target, linked once (its name is its source and toolchain's hash).

    Stripped at link time (`-s`): zig 0.17's objcopy --strip-all is unimplemented (DESIGN.md).
    """
    from .link import _digest, _write_once  # lazily: harnesses.registry imports this module for every run

    out = folder / f"{RUNNER}-{_digest(source.read_bytes(), toolchain.fingerprint())}"
    argv = [*toolchain.cc, *toolchain.cflags, "-O2", str(source), "-o", str(out), "-ldl", "-lpthread", "-lm",
            "-s", *toolchain.ldflags]
    return _write_once(out, argv, "the TVM model runner")


def model_library(toolchain: Any, model: Path, name: str, folder: Path) -> Path:
    """The model as a shared library for the board: a `.so` as it is, a `.tar`'s objects linked `-shared`."""
    from .link import library_from_artifacts  # lazily: harnesses.registry imports this module for every run

    return library_from_artifacts(toolchain, [model], name, folder)
