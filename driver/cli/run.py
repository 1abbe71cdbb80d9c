"""`tgtbuild run`: build for the target, push to the board, run and time it there.

The CLI parses and prints; the stage itself (harness choice, build, deploy,
run, output fetch, --check) is `tgtbuild.run.stage`. Two modes:
- an entry (`--entry vadd --arg f32[4096] ...`): a C timing harness is
  generated for the signature and run on the board; it prints one JSON line
  of timings (see templates/harness.c.j2). `--check` compares the outputs of
  one call with one call of the same code on this machine.
- a TVM packed function (TVM's IR or export_library's .o/.tar/.so, with
  --entry): buffers are passed as DLTensors, scalars as TVMFFIAny, and
  --threads sizes TVM's thread pool (docs/tvm.md).
- a program (sources that define `main`, no --entry): it is linked, run with
  the arguments after `--` in a per-run folder, and exits with its own status.
A device target's entry is an OpenCL or CUDA kernel (`tgtbuild.run.device`):
its launch (--global/--local, --grid/--block, --platform/--device, --on) is
checked here and travels in the request's `DeviceLaunch`.

Everything that can be checked before building (target, argument specs,
the entry's signature, board) is checked first, so a typo costs nothing.
"""

from __future__ import annotations

import argparse
import os
import sys

from .boardopts import BOARD_HELP, add_board_arguments, board_from_args, check_board_arch
from .build import add_build_arguments, library_name, programs, user_flags

HELP = """\
examples:
  tgtbuild run --target rasp4b examples/vadd/model.ir --entry vadd \\
      --arg 'f32[4096]' --arg 'f32[4096]' --arg 'f32[4096]:out' --arg i64=4096
  tgtbuild run --target rasp4b --board pi@rpi.lan examples/vadd/model.ir --entry vadd \\
      --arg 'f32[4096]' --arg 'f32[4096]' --arg 'f32[4096]:out' --arg i64=4096 --check --json
  tgtbuild run --target riscv64-linux-gnu hello.ll -- --flag value   (a program with main)
  tgtbuild run -t aarch64-linux-musl -I utilities -DMINI_DATASET --fp-contract off \\
      utilities/polybench.c 2mm/2mm.c -o 2mm -lm      (compiler options: see `tgtbuild build --help`)
  tgtbuild run app            (the program `app` of ./tgtbuild.toml, on its targets[0] and board)
  tgtbuild run --target 'opencl -host=x86_64-linux-gnu' examples/opencl/vadd.cl --entry vadd \\
      --arg 'f32[4096]' --arg 'f32[4096]' --arg 'f32[4096]:out' --arg i64=4096 --global 4096 --local 64 \\
      --check-against examples/opencl/vadd_ref.c
  tgtbuild run --target jetson-orin-nano --board jetson examples/cuda/saxpy.cu --entry saxpy \\
      --arg i32=1048576 --arg f32=2 --arg 'f32[1048576]' --arg 'f32[1048576]:inout' --grid 4096 --block 256
  tgtbuild run --target rasp4b matmul.ll --entry matmul --threads 4 \\
      --arg 'f32[64,64]' --arg 'f32[64,64]' --arg 'f32[64,64]:out'   (a TVM kernel: IR, .o, .tar or .so;
      buffers become DLTensors, scalars TVMFFIAny; see docs/tvm.md)

argument specs (one --arg per parameter, in order; quote them: [ ] are shell patterns):
  f32[4096]        a buffer of 4096 floats filled with seeded data (-1..1)
  i32[16,16]:out   an output buffer (zeroed; compared by --check)
  f64[8]:inout     filled with data and compared by --check
  i64=4096         a scalar (types: f32 f64 i8 i16 i32 i64 u8 u16 u32 u64)

device kernels (OpenCL, CUDA, nvptx, a tag's :gpu, a composite's device): a host harness
loads the runtime (libOpenCL.so.1, libcuda.so.1) on the board, builds the embedded kernel
there (the device compiler's log on failure) and reports device-event time (the main
statistic, as TVM's device timers) and wall time per call. CUDA's events bracket
back-to-back launches, so a kernel shorter than a launch would be timed as the launch
rate: the table's "launch floor" is an empty kernel's, and a median within 1.1x of it
is flagged launch-bound (--json: launch_floor, launch_bound). Without --global/--grid the
launch covers the first output buffer, one work-item per element. --check needs
--check-against REF.c|REF.ll there: a function of the same name and parameters.

timing, a TVM kernel (exactly time_evaluator's number, repeat, min_repeat_ms,
cooldown_ms): after --warmup calls, each of --repeat repeats runs batches of
`number` calls, `number` starting at --number (0: 1) and growing by
max(min_repeat_ms / per_call + 1, number * 1.618) until a batch lasts
--min-repeat-ms (kept across repeats; --max-repeat-ms caps it); the last batch
is the repeat's time; --cooldown-ms sleeps after each repeat.
timing, a C entry or device kernel: after --warmup calls, --number 0 grows
`number` by the same rule, untimed, and --number N fixes it; then --repeat
repeats of `number` calls, --cooldown-ms between them.
--cache-flush evicts every argument but the first from the CPU caches before
each repeat (TVM's enable_cpu_cache_flush; use it with --number 1).
--check compares the outputs of ONE call on freshly seeded inputs (made
before warm-up and timing) with one call of the same sources on this machine.

a program (no --entry): stdout is the program's own; build progress goes to
stderr; the summary line goes to stderr on a terminal, or into --json.
exit status: the program's own, or 124 timed out, 125 tgtbuild failed,
126 the program cannot execute, 127 not found (as env(1) and timeout(1)).

""" + BOARD_HELP


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    add_build_arguments(parser, matrix=False)
    add_board_arguments(parser, default=None)  # None: the project's board, else local
    entry = parser.add_argument_group("entry and arguments")
    entry.add_argument("--entry", metavar="FUNCTION", help="the function to time (omit for a program with main)")
    entry.add_argument("--arg", action="append", default=[], metavar="SPEC", help="one argument spec, in order")
    timing = parser.add_argument_group("timing")
    timing.add_argument("--number", type=int, default=0,
                        help="calls per repeat: a TVM kernel's starting count, grown to --min-repeat-ms as in "
                             "time_evaluator; a C entry's fixed count (0: grow to --min-repeat-ms)")
    timing.add_argument("--repeat", type=int, help="repeats (default 10 for an entry, 1 for a program)")
    timing.add_argument("--warmup", type=int, default=1, help="untimed calls first (default 1)")
    timing.add_argument("--min-repeat-ms", type=float, default=100.0, help="grow --number until a repeat lasts this")
    timing.add_argument("--max-repeat-ms", type=float, default=0.0, help="never grow a repeat past this (0: no cap)")
    timing.add_argument("--cooldown-ms", type=float, default=0.0, help="sleep between repeats")
    timing.add_argument("--cache-flush", action="store_true",
                        help="flush every argument but the first from the caches before each repeat")
    timing.add_argument("--cpus", metavar="LIST", default="", help="pin to these CPUs on the board, e.g. 0,2")
    timing.add_argument("--threads", type=int, default=0,
                        help="threads for a TVM kernel's T.parallel loops (default 0: the board's CPUs)")
    timing.add_argument("--seed", type=int, default=0, help="seed of the input data")
    timing.add_argument("--timeout", type=float, default=600.0, help="seconds before the run is killed (default 600)")
    check = parser.add_argument_group("checking")
    check.add_argument("--check", action="store_true", help="compare outputs with llvmlite's JIT on this machine")
    check.add_argument("--rtol", type=float, default=1e-5, help="relative tolerance of --check (default 1e-5)")
    check.add_argument("--atol", type=float, default=1e-6, help="absolute tolerance of --check (default 1e-6)")
    check.add_argument("--check-against", metavar="REF", default="",
                       help="reference file (C or LLVM IR) with a function named like --entry, same "
                            "parameters, run on this machine (implies --check; device kernels need it)")
    device = parser.add_argument_group("device kernels (OpenCL, CUDA)")
    device.add_argument("--global", dest="global_size", metavar="N[,N[,N]]", default="",
                        help="OpenCL global work size (default: the first output's element count)")
    device.add_argument("--local", dest="local_size", metavar="N[,N[,N]]", default="",
                        help="OpenCL work-group size (default: the driver's choice)")
    device.add_argument("--grid", metavar="N[,N[,N]]", default="", help="CUDA grid, in blocks")
    device.add_argument("--block", metavar="N[,N[,N]]", default="",
                        help="CUDA block, in threads (default 256; 16,16 and 8,8,4 for 2-D and 3-D grids)")
    device.add_argument("--platform", default=None,
                        help="OpenCL platform: index or part of its name (default: the target's -platform, else 0)")
    device.add_argument("--device", default=None,
                        help="device: index or part of its name (default: the target's -device-id, else 0)")
    device.add_argument("--on", metavar="KIND", default="",
                        help="which device runs: a composite's kind (opencl, cuda) or a board tag's device (gpu)")


# Arguments after `--` go to the program (see cli/__init__.py).
TAKES_REST = True


def run(args: argparse.Namespace) -> int:
    from ..run.signals import Terminated, sigterm_raises

    if args.board and args.board != "local":
        from ..remote.ssh import preload_paramiko

        preload_paramiko()  # overlaps this command's own imports and checks

    with sigterm_raises():
        try:
            return _run(args)
        except Terminated:
            print("tgtbuild: terminated", file=sys.stderr)
            return 143


def _run(args: argparse.Namespace) -> int:
    from contextlib import ExitStack

    with ExitStack() as stack:  # holds the board's connection (see Connecting below)
        return _checked_run(args, stack)


def _checked_run(args: argparse.Namespace, stack) -> int:
    from ..errors import TgtbuildError
    from ..remote.transport import Connecting
    from ..run.argspec import parse_args
    from ..targets import parse_target

    try:
        if args.config:
            from ..tune.config import apply_to_args

            apply_to_args(args)
        project_program = _project_defaults(args)
        target = parse_target(args.target)
        specs = parse_args(args.arg)
        args.check = args.check or bool(args.check_against)
        device = _device(args, target, specs)
        if device is not None and target.kind != "composite":
            target = device  # `--on gpu` of a board tag: build for that device and its host
        board = board_from_args(args, target)
        # The board's handshake and CPU check, in a thread from here on, overlap the checks below (a
        # typo found there just abandons the connection); the run's channel opens during the build.
        pending = stack.enter_context(Connecting(board, then=lambda conn: check_board_arch(conn, board, target),
                                                 ahead=lambda conn: conn.prepare_run()))
        if args.check_against:
            from ..run.checkref import check_reference_path

            check_reference_path(args.check_against)
        if args.arg and not args.entry:
            raise TgtbuildError("--arg needs --entry FUNCTION (the function the arguments are for)")
        if args.check and not args.entry:
            raise TgtbuildError("--check compares an entry's outputs; give --entry and --arg")
        if args.check and not any(s.is_output for s in specs):
            raise TgtbuildError("--check needs at least one output argument, e.g. --arg f32[4096]:out")
        if args.rest and args.entry:
            raise TgtbuildError("arguments after -- are for a program with main; an --entry takes --arg specs")
        args.repeat = args.repeat if args.repeat is not None else (10 if args.entry else 1)
        if args.repeat < 1 or args.number < 0 or args.warmup < 0:
            raise TgtbuildError("--repeat must be >= 1, --number and --warmup >= 0")
        if args.cpus and not all(part.strip().isdigit() for part in args.cpus.split(",")):
            raise TgtbuildError(f"--cpus {args.cpus!r}: a comma-separated list of CPU numbers, e.g. 0,2")
        if args.threads < 0:
            raise TgtbuildError(f"--threads {args.threads}: must be >= 0 (0: one per CPU of the board)")
        if args.entry and device is not None and args.check_against:
            from ..run.signature import check_signature

            # a kernel's parameters are read from its reference (OpenCL C and CUDA are not read here)
            given = user_flags(args)
            check_signature([args.check_against], args.entry, specs,
                            {lang: given.compile_words(lang) for lang in ("c", "c++")})
        from dataclasses import replace

        from ..run.registry import validate

        request = _request(args, target, None, specs, device, project_program)
        harness = validate(request)  # before the board: a typo in the entry costs no connection
        if args.threads and not harness.thread_pool:
            raise TgtbuildError(f"--threads {args.threads}: sizes a TVM kernel's thread pool, but this is a "
                                f"{harness.kind} run (the sources have no TVM symbols); drop --threads")
        request = replace(request, board=board)
        if args.entry:
            return _run_entry(args, request, harness, pending)
        return _run_program(args, request, pending)
    except TgtbuildError as exc:
        if not args.entry and exc.exit_code not in (124, 126, 127):
            exc.exit_code = 125  # a program's own statuses stay distinguishable from ours
        raise


def _device(args: argparse.Namespace, target, specs):
    """The device a kernel runs on (None for CPU code), its launch options checked before any build."""
    from ..errors import TgtbuildError
    from ..run.device import pick_device, plan_device_run

    device = pick_device(target, args.on)
    sizes = {"--global": args.global_size, "--local": args.local_size, "--grid": args.grid, "--block": args.block}
    if device is None:
        given = [name for name, value in sizes.items() if value] + (["--platform"] if args.platform else [])
        if given:
            raise TgtbuildError(f"{', '.join(given)} set a device launch; {target.kind} is CPU code")
        return None
    if not args.entry:
        raise TgtbuildError(f"a {device.kind} target runs a kernel: give --entry KERNEL and its --arg specs")
    cuda = device.kind != "opencl"
    wrong = [name for name in (("--global", "--local") if cuda else ("--grid", "--block")) if sizes[name]]
    if wrong:
        right = "CUDA launches are sized with --grid/--block" if cuda else \
            "OpenCL launches are sized with --global/--local"
        raise TgtbuildError(f"{', '.join(wrong)}: {right}")
    if args.check and not args.check_against:
        raise TgtbuildError(f"--check of a {device.kind} kernel needs --check-against REF.c|REF.ll "
                            "(a function of the same name and parameters, run on this machine)")
    if args.cpus or args.cache_flush:
        raise TgtbuildError(f"{'--cpus' if args.cpus else '--cache-flush'} is for CPU code; a device kernel's "
                            "host thread is not pinned and the device's caches are not the CPU's")
    plan_device_run(device, specs, outer=_outer(args, device), inner=_inner(args, device),
                    platform=args.platform, device_id=args.device)  # checks the launch: raises when wrong
    return device


def _outer(args: argparse.Namespace, device) -> str:
    return args.global_size if device.kind == "opencl" else args.grid


def _inner(args: argparse.Namespace, device) -> str:
    return args.local_size if device.kind == "opencl" else args.block


def _request(args: argparse.Namespace, target, board, specs, device, project_program: str = ""):
    from ..run.request import Check, DeviceLaunch, RunRequest, Timing

    name = project_program or library_name(args)
    named = [spec.partition("=")[0] for spec in ([args.output] if args.output else []) + args.program]
    build = _build_request(args, target, name)
    return RunRequest(
        target=target, board=board, sources=tuple(os.path.abspath(s) for s in build.sources),
        build_root=build.build_root, name=name, entry=args.entry, specs=specs,
        build=build, program=project_program or (named[0] if named else ""),
        timing=Timing(number=args.number, repeat=args.repeat, warmup=args.warmup, min_repeat_ms=args.min_repeat_ms,
                      max_repeat_ms=args.max_repeat_ms, cooldown_ms=args.cooldown_ms, cpus=args.cpus,
                      seed=args.seed, cache_flush=args.cache_flush, threads=args.threads),
        check=Check(args.rtol, args.atol, os.path.abspath(args.check_against) if args.check_against else None)
        if args.check else None, program_args=tuple(args.rest),
        launch=DeviceLaunch(on=args.on if target.kind == "composite" else "",  # a tag's device is the target
                            outer=_outer(args, device), inner=_inner(args, device), platform=args.platform,
                            device=args.device) if device is not None else DeviceLaunch(),
        timeout=args.timeout, toolchain=args.toolchain, launcher=args.launcher, opt_level=args.opt_level,
        jobs=args.jobs, verbose=args.verbose,
    )


def _project_defaults(args: argparse.Namespace) -> str:
    """`tgtbuild run [NAME]` in a project folder: the program to run; target and board from the project."""
    from ..project import find_project, load_project

    if args.sources and not (len(args.sources) == 1 and not os.path.isfile(args.sources[0])):
        if not args.target:
            from ..errors import TgtbuildError

            raise TgtbuildError("give --target TARGET (a tag such as rasp4b, or a triple such as aarch64-linux-musl)")
        return ""
    if find_project(args.directory) is None and args.sources:
        from ..builder.sourcefiles import collect_sources

        collect_sources(args.sources)  # a missing file is the clearer error
    project = load_project(args.directory)
    if args.sources:
        name = project.check_program(args.sources[0])
    elif len(project.programs) == 1:
        name = project.programs[0]
    else:
        from ..project import ProjectError

        raise ProjectError(f"{project.path}: which program? tgtbuild run NAME "
                           f"(programs: {', '.join(project.programs) or 'none'})")
    args.target = args.target or project.check_targets(list(project.targets))[0]
    args.board = args.board or project.board or None
    args.project = project
    return name


def _build_request(args: argparse.Namespace, target, name: str):
    """The build as the user shaped it: flags, -o/--program, or the project's file; the stage adds the harness."""
    from ..builder.configure import Request

    project = getattr(args, "project", None)
    if project is not None:
        root = os.path.abspath(args.build_dir if args.build_dir != "build" else os.path.join(project.folder, "build"))
        return project.request(str(target), build_root=root, toolchain=args.toolchain,
                               launcher=args.launcher, extra=user_flags(args))
    library, components = programs(args, name)
    return Request(
        target=str(target), sources=tuple(os.path.abspath(s) for s in args.sources),
        build_root=os.path.abspath(args.build_dir), name=name, toolchain=args.toolchain,
        launcher=args.launcher, flags=user_flags(args), library=library, components=components,
    )


def _run_entry(args, request, harness, pending) -> int:
    from ..run.stage import run as run_stage
    from ..run.stats import format_table

    board = request.board
    emulated = bool(board.emulator)
    what = harness.describe(request)
    if not args.json:
        where = f"{board.destination()}" + (f" through {os.path.basename(board.emulator[0])}" if emulated else "")
        print(f"tgtbuild: running {what} on {where}", flush=True)
    from ..run.onboard import HarnessFailed

    try:
        result = run_stage(request, pending, on_stderr=None if args.json else sys.stderr.buffer.write,
                           log=sys.stderr if args.json else sys.stdout)
    except HarnessFailed as exc:
        if args.json:  # the kernel's own message as a field, not only on stderr
            from .output import print_json

            print_json({"target": str(request.target), "board": board.destination(), "harness": harness.kind,
                        "error": str(exc), "exit_status": exc.status, "output": exc.output})
        raise
    summary = {
        "target": result.target, "board": result.board, "emulated": result.emulated, "harness": result.harness,
        "build_dir": str(result.build_dir), "program": result.program,
        "deploy": {"sent": list(result.deploy.sent), "bytes_sent": result.deploy.bytes_sent},
        "timing": result.timing, **({"tvm": what} if harness.thread_pool else {}),
        **({"codegen": codegen} if (codegen := harness.codegen(request)) else {}),
    }
    status = 0
    if result.check is not None:
        check = result.check
        summary["check"] = {"passed": check.passed, "problems": list(check.problems), "rtol": check.rtol,
                            "atol": check.atol}
        status = 0 if check.passed else 1
    if args.json:
        from .output import print_json

        print_json(summary)
    else:
        print(format_table(result.timing, emulated=emulated))
        if result.check is not None:
            print("check: outputs match the reference (one call on freshly seeded inputs)" if status == 0
                  else "check: MISMATCH\n  " + "\n  ".join(result.check.problems))
    return status


def _run_program(args, request, pending) -> int:
    import base64

    from ..run.stage import run as run_stage

    results = []
    for index in range(args.repeat):
        first = index == 0 and not args.json  # only the first run's output is shown
        result = run_stage(request, pending, on_stdout=_writer(sys.stdout) if first else None,
                           on_stderr=_writer(sys.stderr) if first else None, log=sys.stderr)
        results.append(result)
        if result.exit_status != 0:
            break
    first, last = results[0], results[-1]
    times = [r.seconds for r in results]
    if args.json:
        from .output import print_json

        def text(data: bytes) -> str | None:
            try:
                return data.decode()
            except UnicodeDecodeError:
                return None  # not UTF-8: only the base64 form is exact

        print_json({"target": first.target, "board": first.board, "emulated": first.emulated,
                    "build_dir": str(first.build_dir), "program": first.program, "exit_status": last.exit_status,
                    "exit": _describe(last.exit_status), "wall_s": times, "stdout": text(first.stdout),
                    "stderr": text(first.stderr), "stdout_base64": base64.b64encode(first.stdout).decode(),
                    "stderr_base64": base64.b64encode(first.stderr).decode()})
    elif sys.stderr.isatty():
        sys.stdout.flush()
        print(f"tgtbuild: {os.path.basename(first.program)} {_describe(last.exit_status)}; wall time "
              f"{min(times) * 1e3:.1f} ms (best of {len(times)}, seen from this machine, connection included)"
              + ("; emulated" if first.emulated else ""), file=sys.stderr)
    return last.exit_status


def _describe(status: int) -> str:
    from ..remote.shelltext import describe_exit

    return describe_exit(status)


def _writer(stream):
    """Raw bytes to a text stream's buffer, flushed so output interleaves as it came."""
    def write(data: bytes) -> None:
        stream.buffer.write(data)
        stream.buffer.flush()

    return write
