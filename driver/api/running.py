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

import os
from contextlib import ExitStack
from typing import TYPE_CHECKING, Any

from .. import argcheck
from ..errors import TgtbuildError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ..remote.choose import Trust
    from ..run.kind import HarnessKind
    from ..run.request import RunRequest, RunResult, Sink, Timing
    from ..textstream import Progress
    from .building import CompilerOptions


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
        its exit status. Two threads may run one Runner at once (each run
        has its own channel and folder on the board), though their times
        then disturb each other.
        """
        from ..run.stage import run as run_stage
        from ..textstream import as_stream

        if self._closed:  # it ran on a fresh connection that nothing would ever close
            raise TgtbuildError(f"{self!r} is closed (its `with` block ended); prepare_run again to run more")
        return run_stage(self.request, self._pending, on_stdout=on_stdout, on_stderr=on_stderr,
                         log=as_stream(progress))


def run(sources: Sequence[str] = (), *, progress: Progress = None, on_stdout: Sink | None = None,
        on_stderr: Sink | None = None, **options: Any) -> RunResult:
    """`prepare_run(sources, **options)` and one run of it (see `prepare_run` for the options)."""
    with prepare_run(sources, **options) as runner:
        return runner.run(on_stdout=on_stdout, on_stderr=on_stderr, progress=progress)


@argcheck.keywords
def prepare_run(sources: Sequence[str] = (), *, target: str | None = None, entry: str | None = None,
                args: Sequence[str] = (), program_args: Sequence[str] = (), board: str | None = None,
                trust: Trust | None = None, timing: Timing | None = None, check: bool = False,
                rtol: float = 1e-5, atol: float = 1e-6, check_against: str | None = None, on: str = "",
                global_size: str = "", local_size: str = "", grid: str = "", block: str = "",
                platform: str | None = None, device: str | None = None, name: str | None = None,
                output: str | None = None, programs: Sequence[str] = (), options: CompilerOptions | None = None,
                project: str | None = None, build_dir: str = "build", toolchain: str | None = None,
                launcher: str | None = None, jobs: int | None = None, verbose: bool = False,
                config: str | None = None, timeout: float | None = 600.0, connection: Any = None) -> Runner:
    """Check a run before anything is built and start connecting to its board; a `Runner`.

    `sources` with `target` (a tag, triple or target text), or a program
    name of the tgtbuild.toml in `project` (or here), whose first target and
    board are the defaults. `entry` and `args` (argument specs such as
    "f32[4096]", "f32[4096]:out", "i64=4096") time a function; without an
    entry the sources are a program run with `program_args`. `board`:
    "local" (default; qemu-user for a foreign target), "user@host[:port]",
    an ssh alias or a boards.toml name, with `trust` (`remote.choose.Trust`).
    `timing` is the run stage's `Timing` (TVM time_evaluator's protocol;
    default: repeat 10 for an entry, 1 for a program). `check` compares
    outputs with a reference computed here (`check_against`: a C or IR file
    with the same function; device kernels need it). `on="host"` (or "cpu",
    "llvm") runs CPU code on a device target's host. Device kernels: `on`,
    `global_size`/`local_size` (OpenCL), `grid`/`block` (CUDA), `platform`,
    `device`. Build options as for `build`. `connection`: another runner's
    (`runner.connection`) to run on the same board in the same session.
    """
    from dataclasses import replace

    from ..remote.choose import board_for, check_board_arch
    from ..remote.connecting import Connecting
    from ..run.argspec import parse_args
    from ..run.registry import validate
    from ..run.request import Timing
    from ..targets import parse_target
    from .building import CompilerOptions, with_tuned_config

    sources, args, program_args, programs = (argcheck.paths(sources, "sources"), argcheck.words(args, "args"),
                                             argcheck.words(program_args, "program_args"),
                                             argcheck.words(programs, "programs"))
    for label, value in (("target", target), ("entry", entry), ("board", board), ("platform", platform),
                         ("device", device), ("name", name), ("output", output), ("toolchain", toolchain),
                         ("launcher", launcher)):
        argcheck.text(value, label, optional=True)
    for label, value in (("on", on), ("global_size", global_size), ("local_size", local_size), ("grid", grid),
                         ("block", block)):
        argcheck.text(value, label)
    check_against, project, config = (argcheck.path(check_against, "check_against", optional=True),
                                      argcheck.path(project, "project", optional=True),
                                      argcheck.path(config, "config", optional=True))
    build_dir = argcheck.path(build_dir, "build_dir") or ""
    argcheck.flag(check, "check")
    argcheck.flag(verbose, "verbose")
    argcheck.number(rtol, "rtol", low=0)
    argcheck.number(atol, "atol", low=0)
    argcheck.integer(jobs, "jobs", low=0, optional=True)
    argcheck.instance(timing, Timing, "timing", optional=True, hint="tgtbuild.api.Timing(repeat=...)")
    argcheck.instance(options, CompilerOptions, "options", optional=True,
                      hint="tgtbuild.api.CompilerOptions(macros=...)")
    if trust is not None:
        from ..remote.choose import Trust

        argcheck.instance(trust, Trust, "trust", hint="tgtbuild.api.Trust(boards_file=..., identity=...)")
    if connection is not None:
        _check_connection(connection)
    options = options or CompilerOptions()
    argcheck.timeout(timeout, "timeout (seconds; None: no limit)", no_limit="None")
    if config:
        target, sources, name, options = with_tuned_config(config, [target] if target else [], sources, entry,
                                                           build_dir, name, options)
    loaded, program = _project_program(sources, target, project)
    if loaded is not None:
        target = target or loaded.check_targets(list(loaded.targets))[0]
        board = board or loaded.board or None
    from ..run.budget import check_budget
    from ..run.device import HOST_WORDS, host_of

    parsed = host_of(parse_target(target), on)  # on="host": a device tag's CPU (TVM's target.host)
    on = "" if on in HOST_WORDS else on
    specs = parse_args(list(args))
    check = check or bool(check_against)
    timing = timing or Timing(repeat=10 if entry else 1)
    launch = _Launch(on, global_size, local_size, grid, block, platform, device)
    kernel_device = _device(parsed, specs, entry, check, check_against, timing, launch)
    if kernel_device is not None and parsed.kind != "composite":
        parsed = kernel_device  # `on="gpu"` of a board tag: build for that device and its host
    chosen_board = board_for(board or "local", parsed, trust)
    stack = ExitStack()
    try:
        # The board's handshake and CPU check, in a thread from here on, overlap the checks below (a
        # typo found there just abandons the connection); the run's channel opens during the build.
        pending = connection or stack.enter_context(Connecting(chosen_board, then=lambda conn: check_board_arch(
            conn, chosen_board, parsed), ahead=lambda conn: conn.prepare_run()))
        if check_against:
            from ..run.checkref import check_reference_path

            check_reference_path(check_against)
        _check_modes(entry, specs, check, program_args, timing)
        if entry and kernel_device is not None and check_against:
            from ..run.signature import check_signature

            # a kernel's parameters are read from its reference (OpenCL C and CUDA are not read here)
            flags = options.flags()
            check_signature([check_against], entry, specs, {lang: flags.compile_words(lang) for lang in ("c", "c++")})
        request = _request(parsed, specs, entry, program, loaded, sources, name, output, programs, options,
                           build_dir, toolchain, launcher, jobs, verbose, timing, check, rtol, atol, check_against,
                           program_args, launch, kernel_device, timeout)
        harness = validate(request)  # before the board: a typo in the entry costs no connection
        check_budget(timing, timeout, bool(entry), tvm=harness.thread_pool)
        if timing.threads and not harness.thread_pool:
            raise TgtbuildError(f"--threads {timing.threads}: sizes a TVM kernel's thread pool, but this is a "
                                f"{harness.kind} run (the sources have no TVM symbols); drop --threads")
        return Runner(replace(request, board=chosen_board), harness, stack, pending)
    except BaseException:
        stack.close()
        raise


def _check_connection(connection: Any) -> None:
    """`connection=` is another runner's (`runner.connection`) or an open one (`connect(...)`)."""
    from ..remote.connecting import Connecting
    from ..remote.transport import Collecting  # the base of both connections (ssh's would import paramiko)

    argcheck.instance(connection, (Connecting, Collecting), "connection",
                      hint="another runner's runner.connection, or tgtbuild.api.connect(board)")


class _Launch:
    """A device kernel's launch options as given (named as the CLI names them, for the errors)."""

    def __init__(self, on: str, global_size: str, local_size: str, grid: str, block: str, platform: str | None,
                 device: str | None) -> None:
        self.on, self.platform, self.device = on, platform, device
        self.sizes = {"--global": global_size, "--local": local_size, "--grid": grid, "--block": block}

    def outer(self, device: Any) -> str:
        return self.sizes["--global"] if device.kind == "opencl" else self.sizes["--grid"]

    def inner(self, device: Any) -> str:
        return self.sizes["--local"] if device.kind == "opencl" else self.sizes["--block"]


def _check_modes(entry: str | None, specs: tuple, check: bool, program_args: Sequence[str], timing: Timing) -> None:
    """What the options cannot mean together, and values out of range."""
    if specs and not entry:
        raise TgtbuildError("--arg needs --entry FUNCTION (the function the arguments are for)")
    if check and not entry:
        raise TgtbuildError("--check compares an entry's outputs; give --entry and --arg")
    if check and not any(s.is_output for s in specs):
        raise TgtbuildError("--check needs at least one output argument, e.g. --arg f32[4096]:out")
    if program_args and entry:
        raise TgtbuildError("arguments after -- are for a program with main; an --entry takes --arg specs")
    if timing.repeat < 1 or timing.number < 0 or timing.warmup < 0:
        raise TgtbuildError("--repeat must be >= 1, --number and --warmup >= 0")
    if timing.cpus and not all(part.strip().isdigit() for part in timing.cpus.split(",")):
        raise TgtbuildError(f"--cpus {timing.cpus!r}: a comma-separated list of CPU numbers, e.g. 0,2")
    if timing.threads < 0:
        raise TgtbuildError(f"--threads {timing.threads}: must be >= 0 (0: one per CPU of the board)")


def _device(target: Any, specs: tuple, entry: str | None, check: bool, check_against: str | None, timing: Timing,
            launch: _Launch) -> Any:
    """The device a kernel runs on (None for CPU code), its launch options checked before any build."""
    from ..run.device import pick_device, plan_device_run

    device = pick_device(target, launch.on)
    if device is None:
        given = [name for name, value in launch.sizes.items() if value] + (["--platform"] if launch.platform else [])
        if given:
            raise TgtbuildError(f"{', '.join(given)} set a device launch; {target.kind} is CPU code")
        return None
    if not entry:
        raise TgtbuildError(f"a {device.kind} target runs a kernel: give --entry KERNEL and its --arg specs "
                            "(--on host runs a CPU program on its host)")
    cuda = device.kind != "opencl"
    wrong = [name for name in (("--global", "--local") if cuda else ("--grid", "--block")) if launch.sizes[name]]
    if wrong:
        right = "CUDA launches are sized with --grid/--block" if cuda else \
            "OpenCL launches are sized with --global/--local"
        raise TgtbuildError(f"{', '.join(wrong)}: {right}")
    if check and not check_against:
        raise TgtbuildError(f"--check of a {device.kind} kernel needs --check-against REF.c|REF.ll "
                            "(a function of the same name and parameters, run on this machine)")
    if timing.cpus or timing.cache_flush:
        raise TgtbuildError(f"{'--cpus' if timing.cpus else '--cache-flush'} is for CPU code; a device kernel's "
                            "host thread is not pinned and the device's caches are not the CPU's")
    plan_device_run(device, specs, outer=launch.outer(device), inner=launch.inner(device),
                    platform=launch.platform, device_id=launch.device)  # checks the launch: raises when wrong
    return device


def _project_program(sources: list[str], target: str | None, project: str | None) -> tuple[Any, str]:
    """(the project, the program to run) for `tgtbuild run [NAME]` in a project folder, else (None, "")."""
    if sources and not (len(sources) == 1 and not os.path.isfile(sources[0])):
        if not target:
            raise TgtbuildError("give --target TARGET (a tag such as rasp4b, or a triple such as aarch64-linux-musl)")
        return None, ""  # sources and a target: no project (and no import of it: ~5 ms of a warm run)
    from ..project import find_project, load_project

    if find_project(project) is None and sources:
        from ..builder.sourcefiles import collect_sources

        collect_sources(sources)  # a missing file is the clearer error
    loaded = load_project(project)
    if sources:
        name = loaded.check_program(sources[0])
    elif len(loaded.programs) == 1:
        name = loaded.programs[0]
    else:
        from ..project import ProjectError

        raise ProjectError(f"{loaded.path}: which program? tgtbuild run NAME "
                           f"(programs: {', '.join(loaded.programs) or 'none'})")
    return loaded, name


def _request(target: Any, specs: tuple, entry: str | None, project_program: str, project: Any,
             sources: list[str], name: str | None, output: str | None, programs: Sequence[str],
             options: CompilerOptions, build_dir: str, toolchain: str | None, launcher: str | None,
             jobs: int | None, verbose: bool, timing: Timing, check: bool, rtol: float, atol: float,
             check_against: str | None, program_args: Sequence[str], launch: _Launch, device: Any,
             timeout: float | None) -> RunRequest:
    from ..builder.buildroot import ensure_build_root
    from ..builder.configure import Request
    from ..run.request import Check, DeviceLaunch, RunRequest
    from .building import library_name, program_components

    name = project_program or library_name(name, sources, output)
    named = [spec.partition("=")[0] for spec in ([output] if output else []) + list(programs)]
    if project is not None:
        root = os.path.abspath(build_dir if build_dir != "build" else os.path.join(project.folder, "build"))
        build = project.request(str(target), build_root=root, toolchain=toolchain, launcher=launcher,
                                extra=options.flags())
    else:
        library, components = program_components(name, sources, output, programs)
        build = Request(target=str(target), sources=tuple(os.path.abspath(s) for s in sources),
                        build_root=os.path.abspath(build_dir), name=name, toolchain=toolchain, launcher=launcher,
                        flags=options.flags(), library=library, components=components)
    ensure_build_root(build.build_root)
    return RunRequest(
        target=target, board=None, sources=tuple(os.path.abspath(s) for s in build.sources),
        build_root=build.build_root, name=name, entry=entry, specs=specs,
        build=build, program=project_program or (named[0] if named else ""), timing=timing,
        check=Check(rtol, atol, os.path.abspath(check_against) if check_against else None) if check else None,
        program_args=tuple(program_args),
        launch=DeviceLaunch(on=launch.on if target.kind == "composite" else "",  # a tag's device is the target
                            outer=launch.outer(device), inner=launch.inner(device), platform=launch.platform,
                            device=launch.device) if device is not None else DeviceLaunch(),
        timeout=timeout, toolchain=toolchain, launcher=launcher, opt_level=options.opt_level, jobs=jobs,
        verbose=verbose,
    )
