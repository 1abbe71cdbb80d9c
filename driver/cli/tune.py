"""`tgtbuild tune`: search a kernel's knobs on a pool of boards; `tune best`, `tune report`."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ..api import Check, Timing, TuneError
from ..api.building import BuildOptions
from ..api.tuning import (
    Knobs,
    Pool,
    Search,
    best,
    describe_ties,
    format_point,
    format_seconds,
    parse_value,
    report,
    space,
    tune,
)
from ..fsutil import write_atomic
from ..suffixes import model_files
from .boardopts import trust_from_args
from .output import print_json
from .seconds import timeout_seconds

HELP = """\
examples:
  tgtbuild tune --list examples/tune-matmul/matmul.c.j2 --opt-level 2,3
  tgtbuild tune --target x86_64-linux-gnu examples/tune-matmul/matmul.c.j2 --entry matmul \\
      --arg 'f32[128,128]' --arg 'f32[128,128]' --arg 'f32[128,128]:out' --arg i64=128 \\
      --strategy model --trials 16 --log matmul.tune.jsonl
  tgtbuild tune --target rasp4b kernel.c --knob TILE=8,16,32 --board pi@rpi-a --board pi@rpi-b \\
      --entry k --arg 'f32[4096]:out' --check --log k.jsonl
  tgtbuild tune ... --resume matmul.tune.jsonl     continue a killed run (nothing measured twice)
  tgtbuild tune best matmul.tune.jsonl [--target T] [--json] [-o best.json]
  tgtbuild tune report matmul.tune.jsonl -o tune.html
  tgtbuild tune model.onnx --target rasp4b --board local --trials 32 --database model.db -o tuned.so
      a model file: TVM's MetaSchedule (tune_relax) with candidates timed on the boards; Ctrl-C keeps
      every trial in the database and the same command continues; then compiled with the database
  tgtbuild build --target x86_64-linux-gnu examples/tune-matmul/matmul.c.j2 --config best.json

knobs:
  in a Jinja2 source (NAME.c.j2, NAME.ll.j2): {{ knob("tile", [8, 16, 32]) }} renders the chosen
  value; knobs inside {% if %} exist only where reached; {{ require(cond) }} drops points.
  --knob NAME=V1,V2   a #define for every C/C++ source.
  --opt-level 1,2,3  --mcpu A,B  --mattr X (repeat)   build knobs (target attributes).

pool:
  --board is repeatable (local, user@host[:port], ssh alias, boards.toml name); --pool NAME reads
  [pools] NAME = ["a", "b"] from boards.toml; --labgrid HOST:PORT reserves and acquires places
  of a labgrid coordinator (--labgrid-tag k=v or --labgrid-place PATTERN) and releases them on exit
  (Ctrl-C included); a place's tag emulator='qemu-aarch64-static -L /usr/aarch64-linux-gnu' runs
  foreign code there, as `emulator` does in boards.toml.
  A board that fails is retried (--retries), then left out; if every board is lost the run
  stops with the log intact (exit 3).

noise: --check compares each candidate's outputs with the first point's (each knob's first
value); the --top-k best are re-measured on one board in --remeasure-rounds interleaved rounds
of --remeasure-repeat repeats; candidates the re-measure cannot tell from the fastest
(Mann-Whitney U and a bootstrap CI of the ratio of medians, 95%) are reported as tied, with
their ratio and CI (docs/statistics.md).
"""

SUBCOMMANDS = ("best", "report")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("sources", nargs="*", metavar="SOURCE",
                        help="kernel sources (templates end in .j2); or: best LOG / report LOG")
    parser.add_argument("--target", "-t", metavar="TARGET", help="target text, tag or triple")
    parser.add_argument("--list", action="store_true", help="print the space (knobs, values, size) and stop")
    parser.add_argument("--json", action="store_true", help="machine-readable output on stdout")
    space = parser.add_argument_group("knobs")
    space.add_argument("--knob", action="append", default=[], metavar="NAME=V1,V2", help="a macro knob")
    space.add_argument("--opt-level", metavar="LIST", help="opt levels to try, e.g. 1,2,3")
    space.add_argument("--mcpu", metavar="LIST", help="CPUs to try, e.g. cortex-a53,cortex-a72")
    space.add_argument("--mattr", action="append", default=[], metavar="ATTRS", help="one -mattr choice (repeat)")
    search = parser.add_argument_group("search")
    search.add_argument("--strategy", default="model", metavar="grid|random|model",
                        help="search strategy (default model: xgboost + simulated annealing)")
    search.add_argument("--trials", type=int, help="measurements to make (default: the whole space)")
    search.add_argument("--early-stopping", type=int, metavar="K", help="stop after K trials without a new best")
    search.add_argument("--seed", type=int, default=0, help="seed of the search (and of the input data)")
    search.add_argument("--batch", type=int, default=8, help="candidates proposed at a time (default 8)")
    search.add_argument("--builders", type=int, default=2, help="candidates built in parallel (default 2)")
    search.add_argument("--log", metavar="LOG", help="JSON-lines log to append to (default tune-<entry>.jsonl)")
    search.add_argument("--resume", metavar="LOG", help="continue the run of LOG, appending to it")
    search.add_argument("--build-dir", default="build", metavar="DIR", help="where candidates build (default ./build)")
    search.add_argument("--toolchain", metavar="NAME", help="use this toolchain")
    search.add_argument("--name", default="kernel", help="library name of each candidate")
    entry = parser.add_argument_group("entry and timing")
    entry.add_argument("--entry", metavar="FUNCTION", help="the function to time")
    entry.add_argument("--arg", action="append", default=[], metavar="SPEC", help="one argument spec, in order")
    entry.add_argument("--number", type=int, default=0, help="calls per repeat (0: grow to --min-repeat-ms)")
    entry.add_argument("--repeat", type=int, default=3, help="repeats per candidate (default 3)")
    entry.add_argument("--min-repeat-ms", type=float, default=20.0, help="grow --number until a repeat lasts this")
    entry.add_argument("--cooldown-ms", type=float, default=0.0, help="sleep between repeats")
    entry.add_argument("--cpus", metavar="LIST", default="", help="pin runs to these CPUs on each board")
    entry.add_argument("--timeout", type=timeout_seconds, default=30.0, help="seconds per candidate run (default 30)")
    entry.add_argument("--top-k", type=int, default=3, help="re-measure the best K at the end (default 3)")
    entry.add_argument("--remeasure-repeat", type=int, default=10, help="repeats of the re-measure (default 10)")
    entry.add_argument("--remeasure-rounds", type=int, default=5,
                       help="interleaved rounds of the re-measure on one board (default 5: at least 4 are "
                            "needed before a rank test of the rounds can call anything different)")
    entry.add_argument("--check", action="store_true", help="exclude candidates whose outputs differ")
    entry.add_argument("--rtol", type=float, default=1e-4, help="relative tolerance of --check (default 1e-4)")
    entry.add_argument("--atol", type=float, default=1e-5, help="absolute tolerance of --check (default 1e-5)")
    pool = parser.add_argument_group("boards")
    pool.add_argument("--board", "-b", action="append", default=[], metavar="BOARD",
                      help="a board of the pool (repeat; default local)")
    pool.add_argument("--pool", metavar="NAME", help="the boards of [pools] NAME in boards.toml")
    pool.add_argument("--labgrid", metavar="HOST:PORT", help="reserve places of this labgrid coordinator")
    pool.add_argument("--labgrid-tag", action="append", default=[], metavar="K=V", help="places with these tags")
    pool.add_argument("--labgrid-place", metavar="PATTERN", help="places whose name matches (fnmatch)")
    pool.add_argument("--labgrid-count", type=int, default=0, help="places to acquire (default: all that match)")
    pool.add_argument("--retries", type=int, default=2, help="reconnects of a failing board before it is left out")
    pool.add_argument("--boards-file", metavar="FILE", help="a boards TOML file to read besides the defaults")
    pool.add_argument("--identity", "-i", metavar="KEY", help="private key to log in with")
    pool.add_argument("--accept-new-host-key", action="store_true", help="trust a host seen for the first time")
    parser.add_argument("-o", "--output", metavar="FILE", help="best: write the best config; report: the HTML file; "
                        "a model: the tuned export (.so or .tar)")
    model = parser.add_argument_group("a model file (.onnx, .pt2, .tflite, .relax.json): MetaSchedule on the boards")
    model.add_argument("--database", metavar="DIR", help="MetaSchedule's database folder; trials already in it "
                       "count against --trials, and so do each task's default schedule's two measurements, "
                       "before and after the search (default BUILD_DIR/<target>/<model>.tuning)")
    model.add_argument("--input-shape", action="append", default=[], metavar="NAME=D1,D2,...[:DTYPE]",
                       help="a model input's shape where the model leaves a dimension open")


def run(args: argparse.Namespace) -> int:
    if model_files(args.sources):
        from .model import model_source, tune_model_file  # lazily: TVM's flow only for a model file

        return tune_model_file(args, model_source(args.sources))
    if args.database or args.input_shape:
        raise TuneError(f"{'--database' if args.database else '--input-shape'} is for tuning a model file "
                        "(.onnx, .pt2, .tflite, .relax.json)")
    if args.sources and args.sources[0] in SUBCOMMANDS:
        command, rest = args.sources[0], args.sources[1:]
        if len(rest) != 1:
            raise TuneError(f"usage: tgtbuild tune {command} LOG" + (" [--target T] [--json] [-o FILE]"
                                                                     if command == "best" else " -o tune.html"))
        return _best(args, rest[0]) if command == "best" else _report(args, rest[0])
    return _tune(args)


def _best(args: argparse.Namespace, log_path: str) -> int:
    found = best(log_path, args.target)
    exported = {"best": [b.export() for b in found]}
    if args.output:
        try:
            write_atomic(Path(args.output).absolute(), json.dumps(exported, indent=2, sort_keys=True) + "\n")
        except OSError as exc:
            raise TuneError(f"-o {args.output}: cannot write it ({exc.strerror})") from None
    if args.json:
        print_json(exported)
        return 0
    for b in found:
        print(f"{b.task}  on {b.target}")
        print(f"  {format_point(b.record['knobs'])}")
        print(f"  median {format_seconds(b.record['median'])}, cv {b.record['cv'] * 100:.1f} %, "
              f"{'re-measured' if b.remeasured else 'measured once'} on {b.record['board']}, "
              f"best of {b.candidates} candidates")
        for line in describe_ties(b.tied, format_point):
            print(f"  {line}")
    if args.output:
        print(f"wrote {args.output} (build with: tgtbuild build ... --config {args.output})")
    return 0


def _report(args: argparse.Namespace, log_path: str) -> int:
    if not args.output:
        raise TuneError("tgtbuild tune report LOG -o tune.html: give the HTML file to write with -o")
    report(log_path, args.output)
    print(f"wrote {args.output}")
    return 0


def _split(text: str | None) -> list[str]:
    return [v.strip() for v in (text or "").split(",") if v.strip()]


def _levels(text: str | None) -> list:
    return [parse_value(v) for v in _split(text)]  # checked by api.tuning.space


def _tune(args: argparse.Namespace) -> int:
    knob_options = {"knobs": args.knob, "opt_levels": _levels(args.opt_level), "mcpus": _split(args.mcpu),
                    "mattrs": args.mattr}
    if args.list:
        _, _, the_space = space(args.sources, **knob_options)
        if args.json:
            print_json(the_space.export())
        else:
            print(the_space.describe())
        return 0
    search = Search(strategy=args.strategy, trials=args.trials, early_stopping=args.early_stopping, seed=args.seed,
                    batch=args.batch, builders=args.builders, top_k=args.top_k,
                    remeasure_repeat=args.remeasure_repeat, remeasure_rounds=args.remeasure_rounds)
    timing = Timing(number=args.number, repeat=args.repeat, min_repeat_ms=args.min_repeat_ms,
                    cooldown_ms=args.cooldown_ms, seed=args.seed, cpus=args.cpus)
    pool = Pool(boards=tuple(args.board), name=args.pool, labgrid=args.labgrid, labgrid_tags=args.labgrid_tag,
                labgrid_place=args.labgrid_place, labgrid_count=args.labgrid_count, retries=args.retries,
                trust=trust_from_args(args))
    result = tune(args.sources, target=args.target, entry=args.entry, args=args.arg, knobs=Knobs(**knob_options),
                  search=search, timing=timing, check=Check(args.rtol, args.atol) if args.check else False,
                  build=BuildOptions(name=args.name, build_dir=args.build_dir, toolchain=args.toolchain),
                  pool=pool, log=args.log, resume=args.resume, timeout=args.timeout,
                  progress=None if args.json else sys.stderr)
    return _print_result(args, result)


def _print_result(args: argparse.Namespace, result) -> int:  # noqa: ANN001 - api.tuning.TuneResult

    summary, log_path = result.summary, result.log
    if args.json:
        print_json(result.export())
    elif summary.best:
        best = summary.best
        print(f"best: {format_point(best['knobs'])}  median {format_seconds(best['median'])} "
              f"({'re-measured' if best['remeasured'] else 'measured once'} on {best['board']}); "
              f"{summary.trials} trials, {summary.failed} failed, stopped by {summary.stopped}; "
              f"wall {summary.wall_s:.1f} s")
        for line in describe_ties(best.get("tied", ()), format_point):
            print(f"  {line}")
        print(f"next: tgtbuild tune best {log_path} -o best.json")
    else:
        first = "\n  ".join(summary.first_error.splitlines()[:6])
        print(f"no candidate worked: {summary.failed} of {summary.trials} failed; the first:\n  {first}\n"
              f"every failure is in {log_path}", file=sys.stderr)
        return 1
    return 0
