"""The run stage's values: what to run where (`RunRequest` and its parts) and what came back (`RunResult`).

Plain `@frozen` values with no behaviour beyond `RunResult.ok`, kept apart
from the stage's logic so the CLI, the tuner, the Python API and every
harness kind can name them without importing the stage (nothing here
builds, connects or renders).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from .. import argcheck
from ..argcheck import keywords
from ..frozen import field, frozen
from ..timeouts import RUN_TIMEOUT
from .argspec import ArgSpec

Sink = Callable[[bytes], None]


@frozen
class Timing:
    """TVM time_evaluator's protocol knobs, plus CPU pinning, the input seed, the cache flush and a model's
    per-kernel profile."""

    number: int = 0
    repeat: int = 10
    warmup: int = 1
    min_repeat_ms: float = 100.0
    max_repeat_ms: float = 0.0
    cooldown_ms: float = 0.0
    cpus: str = ""
    seed: int = 0
    cache_flush: bool = False
    threads: int = 0  # a TVM kernel's thread pool (0: the board's CPUs)
    profile: bool = False  # a TVM model: time each kernel too (`--profile`: a C hook in the VM; tvm/profile.py)

    def __post_init__(self) -> None:
        """Types and finite values here (a caller's `Timing(repeat="3")` failed deep in the run); the ranges
        the run needs are the run's to check (`api.running._check_modes` names the CLI's options)."""
        for name in ("number", "repeat", "warmup", "seed", "threads"):
            argcheck.integer(getattr(self, name), f"Timing.{name}")
        for name in ("min_repeat_ms", "max_repeat_ms", "cooldown_ms"):
            argcheck.number(getattr(self, name), f"Timing.{name}", low=0)
        argcheck.text(self.cpus, "Timing.cpus")
        argcheck.flag(self.cache_flush, "Timing.cache_flush")
        argcheck.flag(self.profile, "Timing.profile")


def _checked_init() -> None:
    Timing.__init__ = keywords(Timing.__init__)  # type: ignore[method-assign]  # Timing(repeats=3) names 'repeat'


_checked_init()


@frozen
class Check:
    """Compare outputs with a reference computed on this machine, within these tolerances."""

    rtol: float = 1e-5
    atol: float = 1e-6
    against: str | None = None  # a reference file (C or LLVM IR); None: the request's own sources

    def __post_init__(self) -> None:
        """Types and ranges here, as `Timing`'s: `Check(rtol="x")` failed deep in the comparison."""
        argcheck.number(self.rtol, "Check.rtol", low=0)
        argcheck.number(self.atol, "Check.atol", low=0)
        object.__setattr__(self, "against", argcheck.path(self.against, "Check.against", optional=True))


@frozen
class Input:
    """Data for a TVM model's parameter (among `prepare_run`'s `args`): a `.npy`, an `.npz` (arrays by
    parameter name) or raw bytes in the parameter's recorded shape; `name` gives one parameter by name."""

    path: str
    name: str | None = None

    def word(self) -> str:
        """As the CLI spells it (`--input [NAME=]FILE`), what the model kind reads."""
        path = os.path.abspath(os.fspath(self.path))
        return f"{self.name}={path}" if self.name else path


@frozen
class DeviceLaunch:
    """How a device kernel is launched (see `device.py`); ignored for CPU code.

    `on` picks a composite target's device by kind (a board tag's device is
    the target itself: rockchip/rk3399:gpu); `outer`/`inner` are the launch
    sizes ("1024", "64,64": OpenCL global/local, CUDA grid/block; "" for the
    default); `platform`/`device` override the target's -platform/-device-id.
    """

    on: str = ""
    outer: str = ""
    inner: str = ""
    platform: str | None = None
    device: str | None = None


@frozen
class RunRequest:
    """What to build and run where. `target` is a parsed Target, `board` a Board."""

    target: Any
    board: Any
    sources: tuple[str, ...]
    build_root: str
    name: str
    entry: str | None = None
    specs: tuple[ArgSpec, ...] = ()
    timing: Timing = field(default_factory=Timing)
    check: Check | None = None
    launch: DeviceLaunch = field(default_factory=DeviceLaunch)
    program_args: tuple[str, ...] = ()
    timeout: float | None = RUN_TIMEOUT
    toolchain: str | None = None
    launcher: str | None = None
    opt_level: int | None = None
    jobs: int | None = None
    verbose: bool = False
    # The build as the user shaped it (a builder Request: -D/-I/... flags, -o/--program, a tgtbuild.toml
    # project); None builds `sources` as one library. The stage adds the harness program to it.
    build: Any = None
    # Program mode: the program of that build to run (`-o NAME`, a project's program); '' = `name`.
    program: str = ""
    # Data files for the entry's parameters (.npy, .npz, raw; `NAME=FILE`): a TVM model's inputs.
    inputs: tuple[str, ...] = ()
    # A TVM runtime folder the user built (libtvm_runtime.so, libtvm_ffi.so); None: the official wheels'.
    tvm_runtime: str | None = None


@frozen
class CheckVerdict:
    passed: bool
    problems: tuple[str, ...]
    rtol: float
    atol: float


@frozen
class RunResult:
    """One run: what ran where, its exit, output bytes, timing, outputs and check verdict.

    `timing` is the harness's statistics (None for a program); `outputs` maps
    an output argument's index to its bytes (only when checked); `seconds`
    is the run's wall time seen from here, connection included. `stdout` and
    `stderr` are the last `remote.outtail.KEEP` bytes of each stream;
    `stdout_bytes`/`stderr_bytes` count all of them (more: the start was cut).
    A TVM model's run also has `memory` (peak RSS per phase, TVM's planned bytes: tvm/memory.py) and,
    with `Timing.profile`, `profile` (per-kernel times and their accounting: tvm/profile.py).
    """

    target: str
    board: str
    emulated: bool
    harness: str
    build_dir: Path
    program: str
    deploy: Any
    exit_status: int
    stdout: bytes
    stderr: bytes
    seconds: float
    timing: dict | None = None
    outputs: Mapping[int, bytes] = field(default_factory=dict)
    check: CheckVerdict | None = None
    context: dict | None = None  # the conditions of the run (run.context.run_context)
    stdout_bytes: int = 0
    stderr_bytes: int = 0
    memory: dict | None = None
    profile: dict | None = None

    def __repr__(self) -> str:  # readable in a notebook: what ran where and the headline numbers
        where = f"{self.board}" + (" (emulated)" if self.emulated else "")
        parts = [f"{self.harness} on {where}", f"exit {self.exit_status}"]
        if self.timing:
            median, cv = self.timing.get("median"), self.timing.get("cv")
            if isinstance(median, (int, float)):
                cv_text = f", CV {cv * 100:.1f}%" if isinstance(cv, float) else ""
                parts.append(f"median {median * 1e3:.4g} ms{cv_text}")
        if self.check is not None:
            problems = len(self.check.problems)
            parts.append("check passed" if self.check.passed else f"check FAILED ({problems} problems)")
        return f"<RunResult {'; '.join(parts)}>"

    @property
    def ok(self) -> bool:
        return self.exit_status == 0 and (self.check is None or self.check.passed)
