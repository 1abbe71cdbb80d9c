"""Device harness kinds: OpenCL and CUDA kernels run from the host part of a target.

A device target (`opencl -host=...`, `cuda -arch=sm_87`, `nvptx`, a tag's
`:gpu` device, or a composite holding one of them) is run by a C harness
for its host CPU that loads the runtime with dlopen (libOpenCL.so.1 /
libcuda.so.1), finds the kernel in the library's embedded blob table and
times it with device events plus wall time. Why dlopen and our own
declarations instead of `-lOpenCL` and CL/cl.h: zig cross-compiles the
harness for any board with no sysroot, and neither the headers nor a
link-time libcuda (this machine has no `stubs/libcuda.so`) are needed.

This module decides which harness a target gets, checks the launch
geometry (`--global/--local` for OpenCL, `--grid/--block` for CUDA) before
anything is built, and renders the harness (templates/harness_opencl.c.j2,
templates/harness_cuda.c.j2 on top of harness_device.c.j2). `DeviceHarness`
is the run stage's harness kind for each runtime (`harnesses.registry.HARNESSES`): the
stage builds, deploys, runs and checks a kernel exactly as a C entry.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from ..codegen.sources import classify
from ..errors import TgtbuildError, did_you_mean
from ..record import Record
from ..targets import Target
from ..targets.tags import registry
from ..templating import render
from .argspec import ArgSpec
from .centry import timing_argv
from .harness import c_literal, check_entry_name
from .kind import HarnessKind, harness_file

if TYPE_CHECKING:
    from .request import RunRequest

# target kind → runtime; the runtime names the template and the launch options.
RUNTIMES = {"opencl": "opencl", "cuda": "cuda", "nvptx": "cuda"}
# runtime → (option for the whole launch, option for one work-group/block, library it loads)
LAUNCH_OPTIONS = {
    "opencl": ("--global", "--local", "libOpenCL.so.1"),
    "cuda": ("--grid", "--block", "libcuda.so.1"),
}
# The harness's exit statuses (templates/harness_device.c.j2) and what they mean.
EXIT_BUILD, EXIT_RUNTIME, EXIT_DEVICE = 6, 7, 8
CUDA_BLOCK = 256  # default threads per block: a multiple of every GPU's warp, fits every sm
# The default block for a --grid of 1, 2 or 3 dimensions: 256 threads each way.
CUDA_BLOCKS = {1: (CUDA_BLOCK,), 2: (16, 16), 3: (8, 8, 4)}


class DeviceRunError(TgtbuildError):
    """A device run that cannot work: no runnable device, bad launch sizes."""


class DevicePlan(Record):
    """What `tgtbuild run` needs for one device target.

    device: the device Target; runtime: "opencl" | "cuda"; argv: the
    harness options (device selection and launch sizes) after the timing ones.
    """

    __slots__ = ()
    device: Target
    runtime: str
    argv: tuple[str, ...]


HOST_WORDS = ("host", "cpu", "llvm")


def host_of(target, on: str):
    """The CPU target `--on host|cpu|llvm` selects: a device or composite target's host (TVM's target.host).

    A CPU program for nvidia/jetson-orin-nano could not be run at all: the tag
    is a cuda target, and every --on answered "cuda is not a composite
    target" (issue 25). Any other `on` leaves the target as it is.
    """
    if on not in HOST_WORDS or not (target.is_device or target.kind == "composite"):
        return target
    if target.host is None:
        raise DeviceRunError(f"--on {on}: {target.tag or target.kind} has no host CPU target; "
                             f"give one with -host=... (e.g. '{target} -host=aarch64-linux-gnu')")
    return target.host


def pick_device(target, on: str = ""):
    """The device of `target` a run launches on, or None for CPU code.

    A composite target with several runnable devices needs `on` (a kind, e.g.
    opencl); with one, that one is taken. For a board tag with devices,
    `on` names one (`--target rockchip/rk3399 --on gpu` is rockchip/rk3399:gpu).
    """
    if on and target.kind != "composite":
        return _tag_device(target, on)
    if target.kind != "composite":
        if target.kind in RUNTIMES:
            return target
        if target.is_device:
            raise DeviceRunError(f"`tgtbuild run` runs OpenCL and CUDA devices; {target.kind} kernels have no "
                                 f"harness yet (runnable kinds: {', '.join(RUNTIMES)})")
        return None
    runnable = [d for d in target.devices if d.kind in RUNTIMES]
    if on:
        chosen = [d for d in runnable if d.kind == on]
        if not chosen:
            kinds = [d.kind for d in runnable]
            raise DeviceRunError(f"--on {on!r}: the composite target has no such device{did_you_mean(on, kinds)} "
                                 f"(its runnable devices: {', '.join(kinds) or 'none'})")
        return chosen[0]
    if len(runnable) == 1:
        return runnable[0]
    if not runnable:
        return None  # only CPU devices: the host library runs as CPU code
    raise DeviceRunError(f"the composite target has {len(runnable)} runnable devices "
                         f"({', '.join(d.kind for d in runnable)}): pick one with --on KIND")


def _tag_device(target, on: str):
    board = (target.tag or "").split(":")[0]
    tag = registry().lookup(board) if board else None
    names = sorted(tag.devices) if tag is not None and tag.devices else []
    if on not in names:
        where = (f"tag {board} has devices {', '.join(names)}" if names
                 else f"{target.kind} is not a composite target or a board tag with devices")
        raise DeviceRunError(f"--on {on!r}: {where}{did_you_mean(on, [*names, *HOST_WORDS])} "
                             "(--on host runs CPU code on the target's host)")
    return pick_device(Target(f"{board}:{on}"))


def _dims(text: str, option: str) -> tuple[int, ...]:
    try:
        dims = tuple(int(part) for part in text.split(","))
    except ValueError:
        dims = ()
    if not 1 <= len(dims) <= 3 or any(d <= 0 for d in dims):
        raise DeviceRunError(f"{option} {text!r}: one to three positive sizes separated by commas, "
                             "e.g. 1024 or 64,64")
    return dims


def launch_sizes(runtime: str, specs: tuple[ArgSpec, ...], outer: str, inner: str) -> tuple[str, str]:
    """Checked launch sizes as the harness takes them ("1024", "64,64"), defaults filled in.

    Without sizes, the launch covers the first output buffer one work-item per
    element: OpenCL leaves the work-group size to the driver, CUDA uses blocks
    of 256 threads. A CUDA --grid without --block gets blocks of 256 threads
    too (16x16, 8x8x4 for 2-D and 3-D grids): the harness's own default is one
    thread, which ran saxpy on 16 of 4096 floats under `--grid 16` and timed that.
    """
    outer_opt, inner_opt, _ = LAUNCH_OPTIONS[runtime]
    outer_dims = _dims(outer, outer_opt) if outer else ()
    inner_dims = _dims(inner, inner_opt) if inner else ()
    if outer_dims and inner_dims and len(outer_dims) != len(inner_dims):
        raise DeviceRunError(f"{outer_opt} {outer} has {len(outer_dims)} sizes but {inner_opt} {inner} has "
                             f"{len(inner_dims)}: give both the same number of dimensions")
    if runtime == "opencl" and inner_dims:
        bad = [f"{g} % {w}" for g, w in zip(outer_dims, inner_dims, strict=False) if g % w]
        if bad:
            raise DeviceRunError(f"{outer_opt} {outer} is not a multiple of {inner_opt} {inner} ({', '.join(bad)} "
                                 "!= 0): OpenCL 1.2 needs whole work-groups")
    if runtime == "cuda" and outer_dims and not inner_dims:
        inner_dims = CUDA_BLOCKS[len(outer_dims)]
    if not outer_dims:
        outputs = [s for s in specs if s.is_output]
        if not outputs:
            raise DeviceRunError(f"give {outer_opt} (the launch size): there is no output buffer to size it from")
        count = outputs[0].count
        if inner_dims and len(inner_dims) != 1:
            raise DeviceRunError(f"{inner_opt} {inner}: give {outer_opt} too for a multi-dimensional launch")
        if runtime == "cuda":
            block = inner_dims[0] if inner_dims else min(CUDA_BLOCK, count)
            inner_dims = inner_dims or (block,)
            outer_dims = ((count + block - 1) // block,)
        else:
            outer_dims = (count,)
    return ",".join(map(str, outer_dims)), ",".join(map(str, inner_dims))


def plan_device_run(device, specs: tuple[ArgSpec, ...], *, outer: str = "", inner: str = "",
                    platform: str | None = None, device_id: str | None = None) -> DevicePlan:
    """Harness options for `device`: selection from its attributes unless overridden, and launch sizes."""
    runtime = RUNTIMES[device.kind]
    outer_opt, inner_opt, _ = LAUNCH_OPTIONS[runtime]
    if platform and runtime != "opencl":
        raise DeviceRunError(f"--platform selects an OpenCL platform; a {device.kind} device has none "
                             "(pick the GPU with --device)")
    outer_sizes, inner_sizes = launch_sizes(runtime, specs, outer, inner)
    argv = [outer_opt, outer_sizes]
    if inner_sizes:
        argv += [inner_opt, inner_sizes]
    chosen_platform = platform if platform is not None else device.attrs.get("platform") or ""
    chosen_device = device_id if device_id is not None else device.attrs.get("device-id") or ""
    if chosen_platform:
        argv += ["--platform", str(chosen_platform)]
    if chosen_device:
        argv += ["--device", str(chosen_device)]
    return DevicePlan(device, runtime, tuple(argv))


def device_harness_source(runtime: str, entry: str, args: tuple[ArgSpec, ...]) -> str:
    """C source of the `runtime` harness launching kernel `entry` with `args`."""
    check_entry_name(entry)
    outer_opt, inner_opt, library = LAUNCH_OPTIONS[runtime]
    return render(
        f"harness_{runtime}.c.j2",
        entry=entry,
        runtime=runtime,
        library=library,
        args=list(args),
        buffers=[a for a in args if a.is_buffer],
        scalars={a.index: c_literal(a) for a in args if not a.is_buffer},
        outer_option=outer_opt,
        inner_option=inner_opt,
    )


def explain_exit(status: int | None) -> str:
    """What a device harness's exit status means, for the error message."""
    return {
        EXIT_BUILD: "the device compiler or driver rejected the kernel",
        EXIT_RUNTIME: "the board lacks the device runtime or the chosen device",
        EXIT_DEVICE: "a device runtime call failed",
    }.get(status or 0, "")


# Which sources hold a runtime's kernels (the embedded device blobs come from these).
_DEVICE_CODE = {
    "opencl": lambda source: source.lang == "opencl" or source.device == "spirv",
    "cuda": lambda source: source.lang == "cuda" or source.device == "nvptx",
}
_DEVICE_FILES = {"opencl": ".cl, or LLVM IR for spirv", "cuda": ".cu, or LLVM IR for nvptx64"}


class DeviceHarness(HarnessKind):
    """The run stage's harness kind for one runtime: a kernel of `request.target`'s device.

    The device is the target itself (`opencl -host=...`, a tag's `:gpu`) or
    a composite's device of this runtime (`request.launch.on` picks one when
    it has several); its launch options come from `request.launch`.
    """

    writes_files = True  # a device runtime's caches (PoCL's kernel cache)

    def __init__(self, runtime: str) -> None:
        self.kind = runtime

    def matches(self, request: RunRequest) -> bool:
        device = pick_device(request.target, request.launch.on) if request.entry else None
        return device is not None and RUNTIMES[device.kind] == self.kind

    def validate(self, request: RunRequest) -> None:
        """Refuse before building when no source holds this runtime's device code.

        `--target 'composite -devices=cuda,opencl ...' --on cuda` with only a
        .cl source built the library and a CUDA harness, then ran it to find
        no kernel (or, without a GPU, no driver).
        """
        found = [classify(path) for path in request.sources]
        if any(_DEVICE_CODE[self.kind](source) for source in found):
            return
        others = sorted({kind for kind, holds in _DEVICE_CODE.items() for source in found if holds(source)})
        device = pick_device(request.target, request.launch.on)
        hint = (f"; the sources hold {' and '.join(others)} device code: run it with --on {others[0]}"
                if others and request.target.kind == "composite" else "")
        raise DeviceRunError(f"{device.kind} kernel {request.entry}: no source holds {self.kind} device code "
                             f"({_DEVICE_FILES[self.kind]}) in {', '.join(request.sources)}{hint}")

    def plan(self, request: RunRequest) -> DevicePlan:
        launch = request.launch
        return plan_device_run(pick_device(request.target, launch.on), request.specs, outer=launch.outer,
                               inner=launch.inner, platform=launch.platform, device_id=launch.device)

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        """The harness source, named by its content (the same kernel signature is not rebuilt)."""
        text = device_harness_source(self.kind, request.entry or "", request.specs)
        key = hashlib.sha256(text.encode()).hexdigest()[:16]
        return (harness_file(request.build_root, key, lambda: text),)

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        """The CPU harness's timing options (no --cpus/--cache-flush: the CLI refuses them) and the launch."""
        t = request.timing
        if t.cpus or t.cache_flush:
            raise DeviceRunError("cpus and cache_flush are for CPU code; a device kernel's host thread is "
                                 "not pinned and the device's caches are not the CPU's")
        return [*timing_argv(request, outdir), *self.plan(request).argv]

    def explain_exit(self, status: int) -> str:
        return explain_exit(status)
