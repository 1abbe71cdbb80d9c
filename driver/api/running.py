"""`tgtbuild.run(...)`: build for a target, put it on a board, run it there, time it, check it.

What `tgtbuild run` runs. Two modes, as on the command line: an entry
(`entry="vadd", args=["f32[4096]", ...]`: a harness times it, `check`
compares its outputs with one call here) and a program with `main`
(`program_args`: it runs with them and its exit status is the result).

Everything that can be checked before building (target, argument specs,
the entry's signature, the launch of a device kernel, the board's CPU) is
checked first, so a typo costs nothing; the board's connection opens in a
thread meanwhile. `prepare_run` returns a `Runner` that holds that
connection, so a notebook or a script runs the same build many times on one
connection (`runner.run()`), as TVM's `time_evaluator` does on a loaded
module; `run` is `prepare_run` and one `runner.run()`.
"""

from __future__ import annotations

import json
import os
from contextlib import ExitStack
from typing import TYPE_CHECKING, Any

from .. import argcheck
from ..builder.buildroot import ensure_build_root
from ..builder.configure import ConfigureError, Request
from ..builder.sourcefiles import collect_sources
from ..errors import TgtbuildError
from ..frozen import replace
from ..harnesses.registry import pick_harness
from ..harnesses.stage import run as run_stage
from ..remote.board import Board
from ..remote.choose import Trust, board_for, check_board_arch
from ..remote.connecting import Connecting
from ..run.argspec import parse_args
from ..run.budget import check_budget
from ..run.device import HOST_WORDS, host_of, pick_device, plan_device_run
from ..run.request import Check, DeviceLaunch, Input, RunRequest, Timing
from ..run.signature import check_signature
from ..targets import parse_target
from ..textstream import as_stream
from ..timeouts import RUN_TIMEOUT
from .building import BuildOptions, Built, library_name, program_components, with_tuned_config
from .modelbuild import compiled_sources

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..remote.board import Board
    from ..remote.choose import Trust
    from ..run.kind import HarnessKind
    from ..run.request import Check, DeviceLaunch, Input, RunRequest, RunResult, Sink, Timing
    from ..targets import Target
    from ..textstream import Progress
    from .building import BuildOptions, Built


class Runner:
    """A checked run request, its harness kind and its board's connection (opening in a thread).

    Use it as a context manager: leaving it closes the connection. `what`
    names what runs (the entry, TVM's function with its signature, the
    program); `request` is the run stage's `RunRequest`.
    """

    def __init__(self, request: RunRequest, harness: HarnessKind, stack: ExitStack, pending: Any) -> None:
        self.request = request
        self.harness = harness
        self._stack = stack
        self._pending = pending
        self._closed = False

    @property
    def what(self) -> str:
        return self.harness.describe(self.request)

    @property
    def connection(self) -> Any:
        """The board's connection (a `Connecting` until its handshake is done), for a caller running more."""
        return self._pending

    def __repr__(self) -> str:
        board = self.request.board
        return f"<Runner {self.what} for {self.request.target} on {board.destination()}>"

    def __enter__(self) -> Runner:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        self._closed = True
        self._stack.close()

    def run(self, *, on_stdout: Sink | None = None, on_stderr: Sink | None = None,
            progress: Progress = None) -> RunResult:
        """Build (a no-op after the first time), deploy when needed, run once; the result.

        Raises RemoteTimeout past the request's timeout and a TgtbuildError
        when the harness fails or the board is lost; a program's failure is
        its exit status. A TVM model's result has `memory` (peak RSS per
        phase, TVM's planned bytes) and, with `Timing(profile=True)`,
        `profile` (each kernel's time, the plain and hooked latencies, the
        hook's own cost). Two threads may run one Runner at once (each run
        has its own channel and folder on the board), though their times
        then disturb each other.
        """
        if self._closed:  # it ran on a fresh connection that nothing would ever close
            raise TgtbuildError(f"{self!r} is closed (its `with` block ended); prepare_run again to run more")
        result = run_stage(self.request, self._pending, on_stdout=on_stdout, on_stderr=on_stderr,
                           log=as_stream(progress))
        if self.harness.kind == "tvm-model":  # its memory (and --profile's table) as the result's own fields
            from ..tvm.model import finish_result  # lazily: the TVM room loads only for a model

            result = finish_result(self.request, result)
        return result


def run(sources: Sequence[str] | Built = (), target: str | Target | None = None, *, progress: Progress = None,
        on_stdout: Sink | None = None, on_stderr: Sink | None = None, **options: Any) -> RunResult:
    """`prepare_run(sources, target, **options)` and one run of it (see `prepare_run` for the options)."""
    with prepare_run(sources, target, **options) as runner:
        return runner.run(on_stdout=on_stdout, on_stderr=on_stderr, progress=progress)


@argcheck.keywords
def prepare_run(sources: Sequence[str] | Built = (), target: str | Target | None = None, *, entry: str | None = None,
                args: Sequence[str | Input] = (), program_args: Sequence[str] = (), board: str | Board | None = None,
                trust: Trust | None = None, timing: Timing | None = None, check: bool | Check = False,
                launch: DeviceLaunch | None = None, build: BuildOptions | None = None, config: str | None = None,
                timeout: float | None = RUN_TIMEOUT, connection: Any = None) -> Runner:
    """Check a run before anything is built and start connecting to its board; a `Runner`.

    `sources` with `target` (a Target, or a tag, triple or target text), or
    what `build` returned (a `Built`: its own sources, target and flags), or
    a program name of the tgtbuild.toml in `build.project` (or here), whose
    first target and board are the defaults. `entry` and `args` (argument
    specs such as "f32[4096]", "f32[4096]:out", "i64=4096") time a function;
    without an entry the sources are a program run with `program_args`.
    `board`: a `Board`, or "local" (default; qemu-user for a foreign target),
    "user@host[:port]", an ssh alias or a boards.toml name, with `trust`
    (`Trust`). `timing`: a `Timing` (TVM time_evaluator's protocol; default:
    repeat 10 for an entry, 1 for a program). `check`: True, or a `Check`
    (tolerances, and `against`: a C or IR reference with the same function;
    device kernels need it). `launch`: a `DeviceLaunch` (`on="host"` runs CPU
    code on a device target's host; a kernel's device, sizes, platform).
    `build`: `BuildOptions` (name, programs, compiler options, project, build
    folder, toolchain...). `connection`: another runner's
    (`runner.connection`) to run on the same board in the same session.
    A TVM model (a Relax VM `.so`/`.tar`) runs its `entry` (default `forward`)
    on TVM's runtime: no `args` are needed for the inputs it records; `Input`
    items among `args` give its parameters data (`.npy`, `.npz`, raw);
    `check.against` is the same model built for this machine, or expected
    outputs (`.npz`/`.npy`); `build.tvm_runtime` a runtime folder you built
    (default: the official wheels' for the board, fetched once). A model file
    (`.onnx`, `.pt2`, `.tflite`, `.relax.json`) is compiled for the target first
    (`compile_model`, with `build.input_shapes` and `build.database`; once).
    """
    argcheck.instance(build, BuildOptions, "build", optional=True, hint="tgtbuild.api.BuildOptions(name=...)")
    build = build or BuildOptions()
    built = _built_request(sources) if isinstance(sources, Built) else None
    sources = list(built.sources) if built is not None else argcheck.paths(sources, "sources")
    if isinstance(args, (list, tuple)):  # a model's data files, beside the specs
        inputs = tuple(a.word() for a in args if isinstance(a, Input))
        args = [a for a in args if not isinstance(a, Input)]
    else:
        inputs = ()
    args, program_args = argcheck.words(args, "args"), argcheck.words(program_args, "program_args")
    target = argcheck.target(target, "target", optional=True) or (built.target if built is not None else None)
    argcheck.text(entry, "entry", optional=True)
    board = _board_word(board)
    config = argcheck.path(config, "config", optional=True)
    if not isinstance(check, Check):
        check = Check() if argcheck.flag(check, "check") else None
    argcheck.instance(timing, Timing, "timing", optional=True, hint="tgtbuild.api.Timing(repeat=...)")
    argcheck.instance(launch, DeviceLaunch, "launch", optional=True, hint="tgtbuild.api.DeviceLaunch(outer=...)")
    launch = launch or DeviceLaunch()
    if trust is not None:
        argcheck.instance(trust, Trust, "trust", hint="tgtbuild.api.Trust(boards_file=..., identity=...)")
    if connection is not None:
        _check_connection(connection)
    argcheck.timeout(timeout, "timeout (seconds; None: no limit)", no_limit="None")
    if config:
        target, sources, name, options = with_tuned_config(config, [target] if target else [], sources, entry,
                                                           build.build_dir, build.name, build.options)
        build = build.replace(name=name, options=options)
    loaded, program = (None, "") if built is not None else _project_program(sources, target, build.project)
    if loaded is not None:
        target = target or loaded.check_targets(list(loaded.targets))[0]
        board = board or loaded.board or None

    parsed = host_of(parse_target(target), launch.on)  # on="host": a device tag's CPU (TVM's target.host)
    sources = compiled_sources(sources, parsed, build)  # a model file (.onnx...): its export for the target
    if launch.on in HOST_WORDS:
        launch = replace(launch, on="")
    specs = parse_args(list(args))
    model = holds_model(sources)  # a TVM model: its file says its entry, parameters and outputs
    if timing is not None and timing.profile and not model:
        raise TgtbuildError(f"--profile times the kernels of a TVM model (a Relax VM .so/.tar from export_library); "
                            f"{', '.join(sources) or 'the sources'} hold none")
    timing = timing or Timing(repeat=10 if entry or model else 1)
    # A TVM model's kernels run where its device module says (tvm.model); the target gives its CPU side.
    kernel_device = None if model else _device(parsed, specs, entry, check, timing, launch)
    if kernel_device is not None and parsed.kind != "composite":
        parsed = kernel_device  # `on="gpu"` of a board tag: build for that device and its host
    chosen_board = board_for(board or "local", parsed, trust)
    stack = ExitStack()
    try:
        # The board's handshake and CPU check, in a thread from here on, overlap the checks below (a
        # typo found there just abandons the connection); the run's channel opens during the build.
        pending = connection or stack.enter_context(Connecting(chosen_board, then=lambda conn: check_board_arch(
            conn, chosen_board, parsed), ahead=lambda conn: conn.prepare_run()))
        if check is not None and check.against:  # a model's reference is a model or outputs (its kind checks)
            from ..run.checkref import check_reference_path  # lazily: a warm `tgtbuild run` does without it

            check = replace(check, against=os.path.abspath(check.against if model else
                                                           check_reference_path(check.against)))
        _check_modes(entry, specs, check is not None, program_args, timing, model)
        if entry and kernel_device is not None and check is not None and check.against:
            # a kernel's parameters are read from its reference (OpenCL C and CUDA are not read here)
            flags = build.options.flags()
            check_signature([check.against], entry, specs,
                            {lang: flags.compile_words(lang) for lang in ("c", "c++")}, build.toolchain)
        request = _request(parsed, sources, entry, specs, program_args, timing, check, launch, kernel_device,
                           timeout, build=build, project=loaded, project_program=program, built=built)
        request = replace(request, inputs=inputs, tvm_runtime=build.tvm_runtime)
        harness = pick_harness(request)
        harness.validate(request)  # before the board: a typo in the entry costs no connection
        check_budget(timing, timeout, bool(entry) or model, tvm=harness.thread_pool)
        if timing.threads and not harness.thread_pool:
            raise TgtbuildError(f"--threads {timing.threads}: sizes a TVM kernel's thread pool, but this is a "
                                f"{harness.kind} run (the sources have no TVM symbols); drop --threads")
        return Runner(replace(request, board=chosen_board), harness, stack, pending)
    except BaseException:
        stack.close()
        raise


def holds_model(sources: Sequence[str]) -> bool:
    """A TVM model among the sources (`tvm.model.holds_model`), run like an entry without --entry."""
    if not any(s.endswith((".so", ".tar")) for s in sources):  # no import for the common case
        return False
    from ..tvm.model import holds_model  # lazily: the TVM room loads only for a .so or .tar source

    return holds_model(sources)


def _board_word(board: Any) -> Any:
    """A Board as given, or its word (checked as text)."""
    return board if isinstance(board, Board) else argcheck.text(board, "board", optional=True)


def _built_request(built: Any) -> Any:
    """The build request a `Built` came from: its build dir's own record (tgtbuild.json), checked to be it."""
    record = os.path.join(built.build_dir, "tgtbuild.json")
    try:
        request = Request.from_config(json.loads(open(record, "rb").read()))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ConfigureError(f"{record}: the record of {built!r} is unreadable ({exc}); build it again") from None
    made = {os.path.basename(p) for p in (built.shared_library, *built.programs) if p}
    named = {f"lib{request.name}.so"} if request.library else set()
    named |= {name for kind, name, *_ in request.components if kind == "program"}
    if str(request.target) != built.target or not named & made:
        raise ConfigureError(f"{built.build_dir} was configured for another build since {built!r} "
                             "(the same target and build folder); build it again, or give it its own build_dir")
    return request


def _check_connection(connection: Any) -> None:
    """`connection=` is another runner's (`runner.connection`) or an open one (`connect(...)`)."""
    from ..remote.transport import Collecting  # the base of both connections (ssh's would import paramiko)

    argcheck.instance(connection, (Connecting, Collecting), "connection",
                      hint="another runner's runner.connection, or tgtbuild.api.connect(board)")


def _check_modes(entry: str | None, specs: tuple, check: bool, program_args: Sequence[str], timing: Timing,
                 model: bool = False) -> None:
    """What the options cannot mean together, and values out of range.

    `model`: a TVM model, whose file says its entry's parameters and outputs: no --entry or --arg needed.
    """
    if specs and not entry and not model:
        raise TgtbuildError("--arg needs --entry FUNCTION (the function the arguments are for)")
    if check and not entry and not model:
        raise TgtbuildError("--check compares an entry's outputs; give --entry and --arg")
    if check and not model and not any(s.is_output for s in specs):
        raise TgtbuildError("--check needs at least one output argument, e.g. --arg f32[4096]:out")
    if program_args and entry:
        raise TgtbuildError("arguments after -- are for a program with main; an --entry takes --arg specs")
    if timing.repeat < 1 or timing.number < 0 or timing.warmup < 0:
        raise TgtbuildError("--repeat must be >= 1, --number and --warmup >= 0")
    if timing.cpus and not all(part.strip().isdigit() for part in timing.cpus.split(",")):
        raise TgtbuildError(f"--cpus {timing.cpus!r}: a comma-separated list of CPU numbers, e.g. 0,2")
    if timing.threads < 0:
        raise TgtbuildError(f"--threads {timing.threads}: must be >= 0 (0: one per CPU of the board)")


def _device(target: Target, specs: tuple, entry: str | None, check: Check | None, timing: Timing,
            launch: DeviceLaunch) -> Any:
    """The device a kernel runs on (None for CPU code), its launch options checked before any build."""
    device = pick_device(target, launch.on)
    if device is None:
        given = [name for name, value in (("--global/--grid", launch.outer), ("--local/--block", launch.inner),
                                          ("--platform", launch.platform)) if value]
        if given:
            raise TgtbuildError(f"{', '.join(given)} set a device launch; {target.kind} is CPU code")
        return None
    if not entry:
        raise TgtbuildError(f"a {device.kind} target runs a kernel: give --entry KERNEL and its --arg specs "
                            "(--on host runs a CPU program on its host)")
    if check is not None and not check.against:
        raise TgtbuildError(f"--check of a {device.kind} kernel needs --check-against REF.c|REF.ll "
                            "(a function of the same name and parameters, run on this machine)")
    if timing.cpus or timing.cache_flush:
        raise TgtbuildError(f"{'--cpus' if timing.cpus else '--cache-flush'} is for CPU code; a device kernel's "
                            "host thread is not pinned and the device's caches are not the CPU's")
    plan_device_run(device, specs, outer=launch.outer, inner=launch.inner, platform=launch.platform,
                    device_id=launch.device)  # checks the launch: raises when wrong
    return device


def _project_program(sources: list[str], target: str | None, project: str | None) -> tuple[Any, str]:
    """(the project, the program to run) for `tgtbuild run [NAME]` in a project folder, else (None, "")."""
    if sources and not (len(sources) == 1 and not os.path.isfile(sources[0])):
        if not target:
            raise TgtbuildError("give --target TARGET (a tag such as rasp4b, or a triple such as aarch64-linux-musl)")
        return None, ""  # sources and a target: no project (and no import of it: ~5 ms of a warm run)
    from ..builder.project import find_project, load_project  # lazily: a warm `tgtbuild run` does without it

    if find_project(project) is None and sources:
        collect_sources(sources)  # a missing file is the clearer error
    loaded = load_project(project)
    if sources:
        name = loaded.check_program(sources[0])
    elif len(loaded.programs) == 1:
        name = loaded.programs[0]
    else:
        from ..builder.project import ProjectError  # lazily: a warm `tgtbuild run` does without it

        raise ProjectError(f"{loaded.path}: which program? tgtbuild run NAME "
                           f"(programs: {', '.join(loaded.programs) or 'none'})")
    return loaded, name


def _request(target: Target, sources: list[str], entry: str | None, specs: tuple, program_args: Sequence[str],
             timing: Timing, check: Check | None, launch: DeviceLaunch, device: Any, timeout: float | None, *,
             build: BuildOptions, project: Any, project_program: str, built: Any) -> RunRequest:
    if built is not None:
        breq, name, named = built, built.name, []
    else:
        name = project_program or library_name(build.name, sources, build.output)
        named = [spec.partition("=")[0] for spec in ([build.output] if build.output else []) + list(build.programs)]
        if project is not None:
            root = os.path.abspath(build.build_dir if build.build_dir != "build"
                                   else os.path.join(project.folder, "build"))
            breq = project.request(target, build_root=root, toolchain=build.toolchain, launcher=build.launcher,
                                   extra=build.options.flags())
        else:
            library, components = program_components(name, sources, build.output, build.programs)
            breq = Request(target=target, sources=tuple(os.path.abspath(s) for s in sources),
                           build_root=os.path.abspath(build.build_dir), name=name, toolchain=build.toolchain,
                           launcher=build.launcher, flags=build.options.flags(), library=library,
                           components=components)
    ensure_build_root(breq.build_root)
    if device is not None:  # a board tag's device is the target itself: `on` picks a composite's only
        launch = replace(launch, on=launch.on if target.kind == "composite" else "")
    return RunRequest(
        target=target, board=None, sources=tuple(os.path.abspath(s) for s in breq.sources),
        build_root=breq.build_root, name=name, entry=entry, specs=specs,
        build=breq, program=project_program or (named[0] if named else ""), timing=timing, check=check,
        program_args=tuple(program_args), launch=launch if device is not None else DeviceLaunch(),
        timeout=timeout, toolchain=breq.toolchain, launcher=breq.launcher,
        opt_level=build.options.opt_level if built is None else (breq.flags.opt_level if breq.flags else None),
        jobs=build.jobs, verbose=build.verbose,
    )
