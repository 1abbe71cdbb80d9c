"""`tgtbuild run`: build for the target, push to the board, run and time it there.

Two modes:
- an entry (`--entry vadd --arg f32[4096] ...`): a C timing harness is
  generated for the signature, linked with the model's static library and
  run on the board; it prints one JSON line of timings (see
  templates/harness.c.j2). `--check` recomputes the entry here with
  llvmlite's JIT on the same seeded inputs and compares the outputs.
- a program (sources that define `main`, no --entry): it is linked, run with
  the arguments after `--`, and its exit code, output and wall time (seen
  from this machine) are reported.

Everything that can be checked before building (target, argument specs,
board) is checked first, so a typo costs nothing.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import sys

from .boardopts import BOARD_HELP, add_board_arguments, board_from_args, check_board_arch
from .build import add_build_arguments, library_name

HELP = """\
examples:
  tgtbuild run --target rasp4b examples/vadd/model.ir --entry vadd \\
      --arg 'f32[4096]' --arg 'f32[4096]' --arg 'f32[4096]:out' --arg i64=4096
  tgtbuild run --target rasp4b --board pi@rpi.lan examples/vadd/model.ir --entry vadd \\
      --arg 'f32[4096]' --arg 'f32[4096]' --arg 'f32[4096]:out' --arg i64=4096 --check --json
  tgtbuild run --target riscv64-linux-gnu hello.ll -- --flag value   (a program with main)
  tgtbuild run --target rasp4b matmul.ll --entry matmul --threads 4 \\
      --arg 'f32[64,64]' --arg 'f32[64,64]' --arg 'f32[64,64]:out'   (a TVM kernel: IR, .o, .tar or .so;
      buffers become DLTensors, scalars TVMFFIAny; see docs/tvm.md)

argument specs (one --arg per parameter, in order; quote them: [ ] are shell patterns):
  f32[4096]        a buffer of 4096 floats filled with seeded data (-1..1)
  i32[16,16]:out   an output buffer (zeroed; compared by --check)
  f64[8]:inout     filled with data and compared by --check
  i64=4096         a scalar (types: f32 f64 i8 i16 i32 i64 u8 u16 u32 u64)

timing (TVM time_evaluator's protocol): after --warmup calls, each of --repeat
repeats calls the entry --number times (0 = grow until a repeat lasts
--min-repeat-ms, at most --max-repeat-ms), sleeping --cooldown-ms between.

""" + BOARD_HELP


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    add_build_arguments(parser, matrix=False)
    add_board_arguments(parser)
    entry = parser.add_argument_group("entry and arguments")
    entry.add_argument("--entry", metavar="FUNCTION", help="the function to time (omit for a program with main)")
    entry.add_argument("--arg", action="append", default=[], metavar="SPEC", help="one argument spec, in order")
    timing = parser.add_argument_group("timing")
    timing.add_argument("--number", type=int, default=0, help="calls per repeat (0: grow to --min-repeat-ms)")
    timing.add_argument("--repeat", type=int, help="repeats (default 10 for an entry, 1 for a program)")
    timing.add_argument("--warmup", type=int, default=1, help="untimed calls first (default 1)")
    timing.add_argument("--min-repeat-ms", type=float, default=100.0, help="grow --number until a repeat lasts this")
    timing.add_argument("--max-repeat-ms", type=float, default=0.0, help="never grow a repeat past this (0: no cap)")
    timing.add_argument("--cooldown-ms", type=float, default=0.0, help="sleep between repeats")
    timing.add_argument("--cpus", metavar="LIST", default="", help="pin to these CPUs on the board, e.g. 0,2")
    timing.add_argument("--threads", type=int, default=0,
                        help="threads for a TVM kernel's T.parallel loops (default 0: the board's CPUs)")
    timing.add_argument("--seed", type=int, default=0, help="seed of the input data")
    timing.add_argument("--timeout", type=float, default=600.0, help="seconds before the run is killed (default 600)")
    check = parser.add_argument_group("checking")
    check.add_argument("--check", action="store_true", help="compare outputs with llvmlite's JIT on this machine")
    check.add_argument("--rtol", type=float, default=1e-5, help="relative tolerance of --check (default 1e-5)")
    check.add_argument("--atol", type=float, default=1e-6, help="absolute tolerance of --check (default 1e-6)")


# Arguments after `--` go to the program (see cli/__init__.py).
TAKES_REST = True


def run(args: argparse.Namespace) -> int:
    from ..errors import TgtbuildError
    from ..run.argspec import parse_args
    from ..targets import parse_target

    target = parse_target(args.target)
    if target.cpu_target is not target and target.is_device:
        raise TgtbuildError(f"`tgtbuild run` runs CPU code; {target.kind} targets run through their host's library")
    specs = parse_args(args.arg)
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
        raise TgtbuildError("--threads must be >= 0 (0: one per CPU of the board)")
    packed = None
    if args.entry:  # TVM-compiled code is called as packed functions (run/tvm.py)
        from ..run.tvm import find_packed

        packed = find_packed(args.sources, args.entry)
    board = board_from_args(args, target)
    name = library_name(args)
    if args.entry:
        return _run_entry(args, target, board, name, specs, packed)
    return _run_program(args, target, board, name)


def _stream():
    """Where progress goes: stderr when stdout carries JSON."""
    return sys.stderr


def _build(args: argparse.Namespace, target, name: str, program: str | None, program_sources: tuple[str, ...]):
    """Build the library and `program` (if any) for the target; returns (BuildResult, program path)."""
    from ..builder.configure import Request
    from ..builder.matrix import build

    request = Request(
        target=str(target), sources=tuple(os.path.abspath(s) for s in args.sources),
        build_root=os.path.abspath(args.build_dir), name=name, toolchain=args.toolchain,
        launcher=args.launcher, opt_level=args.opt_level,
        programs=((program, program_sources),) if program else (),
    )
    (result,) = build([request], jobs=args.jobs, verbose=args.verbose,
                      stream=_stream() if args.json else sys.stdout)
    return result, result.build_dir / program if program else None


def _harness_file(build_root: str, text: str) -> str:
    """Content-addressed harness source: same signature → same file → no rebuild."""
    digest = hashlib.sha256(text.encode()).hexdigest()[:16]
    folder = os.path.join(build_root, ".tgtbuild", "harness")
    path = os.path.join(folder, f"harness-{digest}.c")
    if not os.path.exists(path):
        from pathlib import Path

        from ..builder.files import write_atomic

        os.makedirs(folder, exist_ok=True)
        write_atomic(Path(path), text)
    return path


def _run_entry(args, target, board, name, specs, packed=None) -> int:
    from ..errors import TgtbuildError
    from ..remote import connect, run_remote
    from ..run.harness import harness_argv, harness_source
    from ..run.stats import format_table, parse_harness_output

    if packed:
        from ..run import tvm

        harness_text = tvm.harness_source(packed, specs)
    else:
        harness_text = harness_source(args.entry, specs)
    outdir = f"out-{os.getpid()}-{os.urandom(3).hex()}"  # per run: two runs never share outputs
    argv = ["tgtbuild-runner", *harness_argv(
        number=args.number, repeat=args.repeat, warmup=args.warmup, min_repeat_ms=args.min_repeat_ms,
        max_repeat_ms=args.max_repeat_ms, cooldown_ms=args.cooldown_ms, seed=args.seed,
        cpus=args.cpus, dump_outputs=outdir if args.check else "",
    ), *(["--threads", str(args.threads)] if packed else [])]
    emulated = bool(board.emulator)
    if not args.json:
        where = f"{board.destination()}" + (f" through {os.path.basename(board.emulator[0])}" if emulated else "")
        print(f"tgtbuild: running {packed.describe() if packed else args.entry} on {where}", flush=True)
    with connect(board) as conn:  # first: an unreachable or wrong board costs no build
        check_board_arch(conn, board, target)
        harness = _harness_file(os.path.abspath(args.build_dir), harness_text)
        if packed:
            from ..run.tvmstage import build_runner

            build_dir, files = build_runner(args, target, name, harness, _build)
            argv[0] = next(iter(files))
        else:
            result, exe = _build(args, target, name, "tgtbuild-runner", (harness,))
            build_dir, files = result.build_dir, {"tgtbuild-runner": exe}
        report = run_remote(conn, board, argv, files, args.timeout, subdir=target.dirname,
                            on_stderr=_stream().buffer.write if not args.json else None)
        if not report.ok:
            tail = report.stderr.decode(errors="replace").strip().splitlines()[-10:]
            raise TgtbuildError(f"the harness on {board.destination()} {report.describe()}"
                                + ("\n" + "\n".join(tail) if tail else ""))
        timing = parse_harness_output(report.stdout.decode(errors="replace"))
        outputs = _fetch_outputs(conn, f"{report.deploy.remote_dir}/{outdir}", specs) if args.check else {}
    summary = {
        "target": str(target), "board": board.destination(), "emulated": emulated,
        "build_dir": str(build_dir), "deploy": {"sent": list(report.deploy.sent),
                                                       "bytes_sent": report.deploy.bytes_sent},
        "timing": timing, **({"tvm": packed.describe()} if packed else {}),
    }
    status = 0
    if args.check:
        problems = _check(args, specs, outputs, packed)
        summary["check"] = {"passed": not problems, "problems": problems, "rtol": args.rtol, "atol": args.atol}
        status = 0 if not problems else 1
    if args.json:
        from .output import print_json

        print_json(summary)
    else:
        print(format_table(timing, emulated=emulated))
        if args.check:
            print("check: outputs match the reference" if status == 0 else "check: MISMATCH\n  "
                  + "\n  ".join(summary["check"]["problems"]))
    return status


def _fetch_outputs(conn, folder: str, specs) -> dict[int, bytes]:
    """Read out<N>.bin back from the board, then remove the per-run folder."""
    fs = conn.sftp()
    outputs = {}
    for spec in specs:
        if spec.is_output:
            path = f"{folder}/out{spec.index}.bin"
            with fs.open(path, "rb") as handle:
                outputs[spec.index] = handle.read()
            fs.remove(path)
    fs.rmdir(folder)
    return outputs


def _check(args, specs, outputs: dict[int, bytes], packed=None) -> list[str]:
    from pathlib import Path

    from ..run.reference import compare, run_reference

    ir = [Path(s) for s in args.sources if s.endswith((".ll", ".ir", ".bc"))]
    if not ir:
        from ..errors import TgtbuildError

        raise TgtbuildError("--check computes the reference from LLVM IR; the sources have none")
    if packed:
        from ..run.tvmcheck import run_packed_reference

        reference = run_packed_reference(ir, packed, specs, args.seed)
    else:
        reference = run_reference(ir, args.entry, specs, args.seed)
    problems = []
    for spec in specs:
        if spec.is_output:
            problems += compare(spec, reference[spec.index], outputs[spec.index], args.rtol, args.atol)
    return problems


def _run_program(args, target, board, name) -> int:
    import time

    from ..remote import connect, run_remote

    program = "tgtbuild-program"
    times, reports = [], []
    with connect(board) as conn:  # first: an unreachable or wrong board costs no build
        check_board_arch(conn, board, target)
        result, exe = _build(args, target, name, program, ())
        argv, files = [program, *args.rest], {program: exe}
        for index in range(args.repeat):
            first = index == 0 and not args.json  # only the first run's output is shown
            started = time.perf_counter()
            report = run_remote(conn, board, argv, files, args.timeout, subdir=target.dirname,
                                on_stdout=sys.stdout.buffer.write if first else None,
                                on_stderr=sys.stderr.buffer.write if first else None)
            times.append(time.perf_counter() - started)
            reports.append(report)
            if not report.ok:
                break
    last = reports[-1]
    summary = {"target": str(target), "board": board.destination(), "emulated": bool(board.emulator),
               "build_dir": str(result.build_dir), "exit_status": last.exit_status, "exit": last.describe(),
               "wall_s": times, "stdout": reports[0].stdout.decode(errors="replace"),
               "stderr": reports[0].stderr.decode(errors="replace")}
    if args.json:
        from .output import print_json

        print_json(summary)
    else:
        sys.stdout.flush()
        print(f"tgtbuild: {program} {last.describe()}; wall time {min(times) * 1e3:.1f} ms "
              f"(best of {len(times)}, seen from this machine, connection included)"
              + ("; emulated" if board.emulator else ""), file=sys.stderr)
    return last.exit_status
