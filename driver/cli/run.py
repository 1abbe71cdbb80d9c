"""`tgtbuild run`: build for the target, push to the board, run and time it there.

The CLI parses and prints; the stage itself (harness choice, build, deploy,
run, output fetch, --check) is `tgtbuild.harnesses.stage`. Two modes:
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
import base64
import os
import sys

from ..errors import TgtbuildError
from ..interrupts import Terminated, sigterm_raises
from ..timeouts import RUN_TIMEOUT
from .boardopts import BOARD_HELP, add_board_arguments, keeps_connection, trust_from_args
from .build import add_build_arguments, options_from_args
from .seconds import timeout_seconds

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
  tgtbuild run --target rasp4b --board pi@rpi.lan model.onnx --profile   (a model file: compiled once
      with TVM's frontend, run on TVM's runtime; --profile: the time of each kernel; docs/models.md)
  tgtbuild run --target rasp4b model.so --input in0.npy --check-against expected.npz --json
      (a model export: peak memory per phase in every record; --check-against a host build or outputs)

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
stderr (-q/--quiet: only the program's own stderr); the summary line goes to
stderr on a terminal, or into --json. --repeat N runs the whole program N
times (output shown once) and prints its wall-time statistics.
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
    entry.add_argument("--input", action="append", default=[], metavar="[NAME=]FILE",
                       help="a TVM model's input data: .npy, .npz (arrays by parameter name) or raw bytes; "
                            "NAME=FILE gives one parameter by name (default: seeded data in the shapes the "
                            "model records)")
    entry.add_argument("--tvm-runtime", metavar="DIR", default=None,
                       help="a TVM model's runtime (libtvm_runtime.so, libtvm_ffi.so) built for the board; "
                            "default: the official wheels' for the board's platform, fetched once and cached")
    timing = parser.add_argument_group("timing")
    timing.add_argument("--number", type=int, default=0,
                        help="calls per repeat: a TVM kernel's starting count, grown to --min-repeat-ms as in "
                             "time_evaluator; a C entry's fixed count (0: grow to --min-repeat-ms)")
    timing.add_argument("--repeat", type=int, help="repeats (default 10 for an entry, 1 for a program; a "
                        "program's repeat is a whole fresh run, with wall-time statistics on stderr)")
    timing.add_argument("-q", "--quiet", action="store_true",
                        help="a program's stderr holds only its own output: no build progress, no summary")
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
    timing.add_argument("--profile", action="store_true",
                        help="a TVM model: time each kernel on the board (a C hook in the VM's set_instrument), "
                             "with the plain and hooked latencies and the hook's own cost (docs/tvm.md)")
    timing.add_argument("--profile-csv", metavar="FILE", default="",
                        help="write --profile's table, every function, as CSV to FILE (implies --profile)")
    timing.add_argument("--timeout", type=timeout_seconds, default=RUN_TIMEOUT,
                        help=f"seconds before the run is killed (default {RUN_TIMEOUT:g})")
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
                        help="which device runs: a composite's kind (opencl, cuda), a board tag's device (gpu), "
                             "or host (also cpu, llvm): CPU code on a device target's host")


# Arguments after `--` go to the program (see cli/__init__.py).
TAKES_REST = True


def run(args: argparse.Namespace) -> int:
    with sigterm_raises():
        try:
            replayed = _replay(args)
            if replayed is not None:
                return replayed
            if args.board and args.board != "local":
                from ..api import preload_paramiko  # lazily: a replayed run does without it

                preload_paramiko(keep=keeps_connection(args))  # overlaps this command's own imports and checks
            return _run(args)
        except Terminated:
            print("tgtbuild: terminated", file=sys.stderr)
            return 143


def _replay(args: argparse.Namespace) -> int | None:
    """The same run as last time when nothing changed (api.replaying); None: the full path runs."""
    # the replay's imports only: the run stage's come with the full path
    from ..api.replaying import check_replayed, replay, replay_key

    options = run_options(args)
    args.warm_key = replay_key(options)
    if args.warm_key is None:
        return None
    def announce(line: str) -> None:
        print(line, flush=True)
        args.announced = True  # the full path, if it follows (ninja found work), does not say it again

    done = replay(options, args.warm_key, keep=keeps_connection(args),
                  progress=sys.stderr if args.json else sys.stdout, announce=None if args.json else announce,
                  on_stderr=None if args.json else sys.stderr.buffer.write)
    if done is None:
        return None
    if done.status != 0:  # said in the full path's words (the harness's own explanation of its exit)
        with prepare_from_args(args) as runner:
            try:
                check_replayed(runner, done.status,
                               b"" if not args.json else done.run.err.value())  # shown already, unless --json
            except TgtbuildError as exc:
                _failed_json(args, runner, exc)
                raise
    timing, context = done.timing(), done.context()
    summary = {**done.record["summary"], "deploy": {"sent": [], "bytes_sent": 0}, "timing": timing,
               "context": context}
    summary["warnings"] = _warnings(context, timing)
    status = _show(args, summary, None, emulated=summary["emulated"])
    args.quick_exit = True  # no thread, connection or exit hook left: the console script may skip teardown
    return status


def _warnings(context: dict, timing: dict) -> list[str]:
    from ..api import instability  # lazily: only where a result is shown

    return instability(context, timing)


def _run(args: argparse.Namespace) -> int:
    from ..api.running import holds_model  # lazily: a replayed run does without the run stage

    _compile_model_source(args)

    timed = bool(args.entry) or holds_model(args.sources)  # a model runs its `forward` as an entry runs
    try:
        with prepare_from_args(args) as runner:
            if timed:
                return _run_entry(args, runner)
            return _run_program(args, runner)
    except TgtbuildError as exc:
        if not timed and exc.exit_code not in (124, 126, 127):
            exc.exit_code = 125  # a program's own statuses stay distinguishable from ours
        raise


def _compile_model_source(args: argparse.Namespace) -> None:
    """A model file among the sources (.onnx...) compiled first, with its progress shown; the run takes the export."""
    from ..suffixes import model_files  # lazily: a replayed run does without it

    if not model_files(args.sources):
        return
    from ..api.modelbuild import compiled_sources  # lazily: TVM's flow only for a model file

    if not args.target:
        raise TgtbuildError(f"{model_files(args.sources)[0]}: which board is it for? give --target (a tag such as "
                            "rasp4b, or a triple)")
    args.sources = compiled_sources(args.sources, args.target, _build_options(args),
                                    progress=sys.stderr if args.json else sys.stdout)


def _build_options(args: argparse.Namespace):  # noqa: ANN202 - api.building.BuildOptions, imported lazily
    from ..api.building import BuildOptions  # lazily: a replayed run does without the run stage

    return BuildOptions(name=args.name, output=args.output, programs=args.program, options=options_from_args(args),
                        project=args.directory, build_dir=args.build_dir, toolchain=args.toolchain,
                        launcher=args.launcher, jobs=args.jobs, verbose=args.verbose, tvm_runtime=args.tvm_runtime,
                        input_shapes=args.input_shape, database=args.database)


def run_options(args: argparse.Namespace) -> dict:
    """`prepare_run`'s options for `tgtbuild run`'s parsed ones, as plain data: its parameters' names, and
    `timing`, `check`, `launch`, `trust` and `build` as the fields of `Timing`, `Check`, `DeviceLaunch`,
    `Trust` and `BuildOptions` (`inputs`: (name, file) pairs of the `Input`s among `args`).

    One value for two uses: `prepare_from_args` makes the API's objects from it, and the warm replay is
    keyed on it (`api.replaying.replay_key`), not on argparse's names: an option that reaches the API reaches the
    replay's key with it, and the API, holding the same options, can key a replay the same way. Plain
    data because the replay must not import the run stage's types (`run.request`: ~5 ms of a ~60 ms run).
    `timing["repeat"]` None: the default of the run's kind (10 for an entry or a model, 1 for a program).
    """
    check = {"rtol": args.rtol, "atol": args.atol, "against": args.check_against or None} \
        if args.check or args.check_against else None
    inputs = [[name or None, file] for name, _, file in
              (word.partition("=") if "=" in word and not os.path.exists(word) else ("", "", word)
               for word in args.input)]
    return {
        "sources": list(args.sources or ()), "target": args.target, "entry": args.entry, "args": list(args.arg),
        "inputs": inputs, "program_args": list(args.rest or ()), "board": args.board,
        "trust": {"boards_file": args.boards_file, "identity": args.identity,
                  "accept_new_host_key": bool(args.accept_new_host_key)},
        "timing": {"number": args.number, "repeat": args.repeat, "warmup": args.warmup,
                   "min_repeat_ms": args.min_repeat_ms, "max_repeat_ms": args.max_repeat_ms,
                   "cooldown_ms": args.cooldown_ms, "cpus": args.cpus, "seed": args.seed,
                   "cache_flush": args.cache_flush, "threads": args.threads,
                   "profile": bool(getattr(args, "profile", False) or getattr(args, "profile_csv", ""))},
        "check": check,
        "launch": {"on": args.on, "outer": args.global_size or args.grid, "inner": args.local_size or args.block,
                   "platform": args.platform, "device": args.device},
        "build": _build_options(args).key(), "config": args.config, "timeout": args.timeout,
    }


def prepare_from_args(args: argparse.Namespace, connection=None):  # noqa: ANN001,ANN201 - api.running's types
    """The API's `prepare_run` for `tgtbuild run`'s options (also what `compare --run` runs, B on A's connection)."""
    from ..api import Check, DeviceLaunch, Input, Timing  # lazily: a replayed run does without the run stage
    from ..api.running import holds_model, prepare_run  # lazily: as above

    options = run_options(args)
    timing = dict(options["timing"])
    if timing["repeat"] is None:
        timing["repeat"] = 10 if args.entry or holds_model(args.sources) else 1
    check = Check(**options["check"]) if options["check"] else False
    inputs = [Input(file, name) for name, file in options["inputs"]]
    runner = prepare_run(args.sources, target=args.target, entry=args.entry, args=[*options["args"], *inputs],
                         program_args=options["program_args"], board=args.board, trust=trust_from_args(args),
                         timing=Timing(**timing), check=check, launch=DeviceLaunch(**options["launch"]),
                         build=_build_options(args), config=args.config, timeout=args.timeout,
                         connection=connection)
    try:
        _check_launch_words(args, runner.harness.kind)
    except BaseException:
        runner.close()
        raise
    return runner


def _check_launch_words(args: argparse.Namespace, kind: str) -> None:
    """OpenCL sizes a launch with --global/--local, CUDA with --grid/--block (the API's DeviceLaunch says
    outer/inner for both)."""
    cuda = kind != "opencl"
    words = {"--global": args.global_size, "--local": args.local_size, "--grid": args.grid, "--block": args.block}
    wrong = [name for name in (("--global", "--local") if cuda else ("--grid", "--block")) if words[name]]
    if kind in ("opencl", "cuda") and wrong:
        right = "CUDA launches are sized with --grid/--block" if cuda else \
            "OpenCL launches are sized with --global/--local"
        raise TgtbuildError(f"{', '.join(wrong)}: {right}")


def _run_entry(args, runner) -> int:
    from ..api import HarnessFailed  # lazily: a replayed run does without the run stage

    board = runner.request.board
    emulated = bool(board.emulator)
    what = runner.what
    _check_csv_path(args)
    where = f"{board.destination()}" + (f" through {os.path.basename(board.emulator[0])}" if emulated else "")
    header = f"tgtbuild: running {what} on {where}"
    if not args.json and not getattr(args, "announced", False):
        print(header, flush=True)

    try:
        result = runner.run(on_stderr=None if args.json else sys.stderr.buffer.write,
                            progress=sys.stderr if args.json else sys.stdout)
    except HarnessFailed as exc:
        _failed_json(args, runner, exc)
        raise
    summary = {
        "target": result.target, "board": result.board, "emulated": result.emulated, "harness": result.harness,
        "build_dir": str(result.build_dir), "program": result.program,
        "deploy": {"sent": list(result.deploy.sent), "bytes_sent": result.deploy.bytes_sent},
        "timing": result.timing, **({"tvm": what} if runner.harness.thread_pool else {}),
        **({"codegen": codegen} if (codegen := runner.harness.codegen(runner.request)) else {}),
        "context": result.context, "warnings": _warnings(result.context, result.timing),
        **runner.harness.facts(runner.request),
        **({"memory": result.memory} if result.memory else {}),
        **({"profile": result.profile} if result.profile else {}),
    }
    if result.profile and getattr(args, "profile_csv", ""):
        _write_csv(args.profile_csv, result.profile)
    if getattr(args, "warm_key", None) and result.check is None:
        from ..api.replaying import remember_run  # lazily: only a run remembered for its warm replay

        remember_run(args.warm_key, run_options(args), runner, result, summary, header)
    return _show(args, summary, result.check, emulated=emulated, inputs=runner.request.inputs,
                 seed=runner.request.timing.seed)


def _show(args, summary: dict, check, *, emulated: bool, inputs: tuple = (), seed: int = 0) -> int:  # noqa: ANN001
    # check: run.request's CheckVerdict; inputs: the files a model's data came from (none: seeded)
    """The result: --json's summary, or the timing table and its warnings; the exit status (1: --check failed)."""
    status = 0
    if check is not None:
        summary["check"] = {"passed": check.passed, "problems": list(check.problems), "rtol": check.rtol,
                            "atol": check.atol}
        status = 0 if check.passed else 1
    if args.json:
        from .output import print_json  # lazily: a warm `tgtbuild run` does without it

        print_json(summary)
        return status
    from ..stats.summary import format_table  # lazily: only where a table is shown

    print(format_table(summary["timing"], emulated=emulated))
    _show_model_extras(summary)
    for warning in summary["warnings"]:
        if not warning.startswith("emulated"):  # the table's note says so already
            print(f"warning: {warning}", file=sys.stderr)
    if check is not None:
        given = f"the inputs read from {', '.join(inputs)}" if inputs else f"freshly seeded inputs, seed {seed}"
        print(f"check: outputs match the reference (one call on {given})" if status == 0
              else f"check: MISMATCH (one call on {given})\n  " + "\n  ".join(check.problems))
    return status


def _show_model_extras(summary: dict) -> None:
    """A model's peak memory lines and, with --profile, its kernel table (cli/modeloutput.py)."""
    if summary.get("memory"):
        from .modeloutput import memory_lines as lines  # lazily: only a model's table shows it

        print("\n".join(lines(summary["memory"])))
    if summary.get("profile"):
        from .modeloutput import table  # lazily: only --profile shows it

        print(table(summary["profile"], emulated=False))  # the timing table's note says it already


def _check_csv_path(args: argparse.Namespace) -> None:
    """--profile-csv's folder exists, said before the run rather than after it."""
    folder = os.path.dirname(os.path.abspath(args.profile_csv)) if getattr(args, "profile_csv", "") else ""
    if folder and not os.path.isdir(folder):
        raise TgtbuildError(f"--profile-csv {args.profile_csv}: no folder {folder}")


def _write_csv(path: str, profile: dict) -> None:
    from .modeloutput import csv_text  # lazily: only --profile-csv writes it

    try:
        with open(path, "w", encoding="utf-8", newline="") as f:
            f.write(csv_text(profile))
    except OSError as exc:
        raise TgtbuildError(f"--profile-csv {path}: {exc.strerror or exc}") from None


def _failed_json(args, runner, exc) -> None:  # noqa: ANN001 - api.running's Runner, run.onboard's HarnessFailed
    """With --json, a failed harness's own message as a field, not only on stderr."""
    if args.json:
        from .output import print_json  # lazily: a warm `tgtbuild run` does without it

        print_json({"target": str(runner.request.target), "board": runner.request.board.destination(),
                    "harness": runner.harness.kind, "error": str(exc), "exit_status": getattr(exc, "status", None),
                    "output": getattr(exc, "output", [])})


def _run_program(args, runner) -> int:
    from .programtimes import summary_lines, wall_stats  # lazily: a warm `tgtbuild run` does without it
    from .qemunotes import eoverflow_note  # lazily: a warm `tgtbuild run` does without it

    results = []
    repeat = runner.request.timing.repeat
    for index in range(repeat):
        first = index == 0 and not args.json  # only the first run's output is shown
        result = runner.run(on_stdout=_writer(sys.stdout) if first else None,
                            on_stderr=_writer(sys.stderr) if first else None,
                            progress=None if args.quiet or index else sys.stderr)  # -q: stderr is the program's
        results.append(result)
        if result.exit_status != 0:
            break
    first, last = results[0], results[-1]
    times = [r.seconds for r in results]
    note = eoverflow_note(runner.request.target.cpu_target.triple.bits, last.emulated, last.exit_status,
                          last.stderr)
    if args.json:
        from .output import print_json  # lazily: a warm `tgtbuild run` does without it

        def text(data: bytes) -> str | None:
            try:
                return data.decode()
            except UnicodeDecodeError:
                return None  # not UTF-8: only the base64 form is exact

        print_json({"target": first.target, "board": first.board, "emulated": first.emulated,
                    "build_dir": str(first.build_dir), "program": first.program, "exit_status": last.exit_status,
                    "exit": _describe(last.exit_status), "wall_s": times, "wall": wall_stats(times),
                    **({"note": note} if note else {}), "stdout": text(first.stdout),
                    "stderr": text(first.stderr), "stdout_base64": base64.b64encode(first.stdout).decode(),
                    "stderr_base64": base64.b64encode(first.stderr).decode(), "context": first.context,
                    # stdout/stderr keep the last bytes (remote.outtail): these say how many there were
                    "stdout_bytes": first.stdout_bytes, "stderr_bytes": first.stderr_bytes,
                    "stdout_cut": first.stdout_bytes - len(first.stdout),
                    "stderr_cut": first.stderr_bytes - len(first.stderr)})
        return last.exit_status
    if note and not args.quiet:
        sys.stdout.flush()
        print(f"tgtbuild: note: {note}", file=sys.stderr)
    if not args.quiet and (repeat > 1 or sys.stderr.isatty()):
        sys.stdout.flush()
        for line in summary_lines(os.path.basename(first.program), _describe(last.exit_status), times,
                                  emulated=first.emulated, asked=repeat):
            print(line, file=sys.stderr)
    return last.exit_status


def _describe(status: int) -> str:
    from ..api import describe_exit  # lazily: a replayed run does without it

    return describe_exit(status)


def _writer(stream):
    """Raw bytes to a text stream's buffer, flushed so output interleaves as it came."""
    def write(data: bytes) -> None:
        stream.buffer.write(data)
        stream.buffer.flush()

    return write
