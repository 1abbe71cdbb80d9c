"""`tgtbuild compare`: is B faster than A? A verdict from recorded runs, or from an interleaved A/B on a board.

Two modes, one verdict (`tgtbuild.stats.verdict`: ratio of medians B/A with a
bootstrap CI, Mann-Whitney U for significance):
- files: `compare A.json B.json [C.json ...]` reads `run --json` records
  and tuning logs (`tgtbuild.stats.samples`), compares every file with the
  first, entry by entry, and warns when the runs' conditions differ;
- `--run`: the two variants are one `tgtbuild run` command line (after
  `--`) plus `--a WORDS` and `--b WORDS`; both are built, then run
  alternately on one connection to one board (`tgtbuild.run.abtest`).
  Chosen over `run` with two variants because the answer is a comparison,
  not a run: the output is this command's, in either mode.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from contextlib import ExitStack

from ..api import BoardLost, instability, preload_paramiko
from ..api.comparing import compare_files, compare_runners
from ..api.running import holds_model
from ..errors import TgtbuildError
from ..interrupts import Terminated, sigterm_raises
from ..stats.samples import context_differences
from ..stats.summary import _fmt
from . import run as run_cli
from .boardopts import keeps_connection
from .output import print_json
from .parsing import Formatter

HELP = """\
examples:
  tgtbuild run ... --json > a.json;  (change something)  tgtbuild run ... --json > b.json
  tgtbuild compare a.json b.json                 B against A: ratio of medians, 95% CI, verdict
  tgtbuild compare base.json new1.json new2.json every file against the first
  tgtbuild compare old.tune.jsonl new.tune.jsonl the same candidates in two tuning logs
  tgtbuild compare --run --b=-DUNROLL=4 -- --target rasp4b --board pi kernel.c --entry k \\
      --arg 'f32[4096]' --arg 'f32[4096]:out' --repeat 10
                                                 A = the run after --, B = the same plus -DUNROLL=4,
                                                 alternated on one board for --rounds rounds
                                                 (--b=WORDS with '=': the words may start with -)
  tgtbuild compare --run --a a.c --b b.c -- --target x86_64-linux-gnu --entry k --arg ...

reading a verdict (docs/statistics.md):
  ratio    median(B) / median(A): 0.80x means B takes 80% of A's time
  CI       the ratio's 95% confidence interval (percentile bootstrap, seeded: same input, same answer)
  verdict  faster / slower when the rank test (Mann-Whitney U) gives p < 0.05 AND the CI excludes 1;
           "no significant difference" otherwise; "too few samples" when no outcome could be significant
  warnings fewer than 9 samples a side; a CV above 10%; runs whose target, board, toolchain, CPU,
           kernel, governor, pinning or emulation differ
"""

# Arguments after `--` are the run's (see cli/__init__.py).
TAKES_REST = True


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.add_argument("files", nargs="*", metavar="FILE", help="run --json records or tuning logs; the first "
                        "is the baseline (A)")
    parser.add_argument("--json", action="store_true", help="machine-readable output on stdout")
    parser.add_argument("--level", type=float, default=0.95, help="confidence level of the CI and the test "
                        "(default 0.95)")
    ab = parser.add_argument_group("interleaved A/B on a board (--run)")
    ab.add_argument("--run", action="store_true", help="build and run two variants alternately on one board; "
                    "the run's options and sources follow --")
    ab.add_argument("--a", default="", metavar="WORDS", help="words added to the run for variant A (sources, "
                    "-D flags, options)")
    ab.add_argument("--b", default="", metavar="WORDS", help="words added to the run for variant B")
    ab.add_argument("--rounds", type=int, default=10, help="rounds of A and B, alternating order (default 10); "
                    "each round is one run of each, and the verdict compares the rounds' medians")


def run(args: argparse.Namespace) -> int:
    if args.run:
        if args.files:
            raise TgtbuildError(f"--run takes the run's command line after --, not files ({args.files[0]}); "
                                "e.g. tgtbuild compare --run --b=-DN=2 -- --target T k.c --entry k --arg ...")
        return _run_ab(args)
    if args.rest or args.a or args.b:
        raise TgtbuildError("--a, --b and words after -- are for --run")
    if len(args.files) < 2:
        raise TgtbuildError("give two or more files: tgtbuild compare A.json B.json (run --json records or "
                            "tuning logs), or --run to time two variants on a board")
    return _compare_files(args)


def _compare_files(args: argparse.Namespace) -> int:
    _print(args, compare_files(args.files, level=args.level))
    return 0


def _print(args: argparse.Namespace, rows: list[dict], extra: dict | None = None) -> None:
    if args.json:
        print_json({"comparisons": rows, **(extra or {})})
        return

    for row in rows:
        if row.get("entry") is None:
            print(f"note: {row['a']} vs {row['b']}: {row['note']}")
            continue
        low, high = row["ci"]
        print(f"{row['entry']}: B/A {row['ratio']:.3f}x [{low:.3f}, {high:.3f}] {row['verdict']} "
              f"(p={row['p_value']:.3g}, {row['level'] * 100:g}% CI)")
        unit = row.get("unit", "samples")
        print(f"  A {row['a']}: median {_fmt(row['median'][0])} of {row['n'][0]} {unit}")
        print(f"  B {row['b']}: median {_fmt(row['median'][1])} of {row['n'][1]} {unit}")
        for warning in row["warnings"]:
            print(f"  warning: {warning}")


def _run_ab(args: argparse.Namespace) -> int:
    """Both variants parsed as `tgtbuild run` command lines, checked, built, then alternated on one board."""
    if not args.rest:
        raise TgtbuildError("--run needs the run's command line after --: tgtbuild compare --run --b=-DN=2 -- "
                            "--target T kernel.c --entry k --arg ...")
    words = {}
    for label, extra in (("A", args.a), ("B", args.b)):
        try:
            words[label] = [*args.rest, *shlex.split(extra)]
        except ValueError as exc:
            raise TgtbuildError(f"--{label.lower()} {extra!r}: {exc} (quote words as in a shell)") from None
    parsed = {label: _parse_run(run_cli, label, argv) for label, argv in words.items()}
    for label, ns in parsed.items():
        if not ns.entry and not holds_model(ns.sources):  # a TVM model's `forward` is timed as an entry
            raise TgtbuildError(f"variant {label}: --run compares the times of an entry (or a TVM model): give "
                                "--entry and --arg")
        if ns.board and ns.board != "local":
            preload_paramiko(keep=keeps_connection(args))
    with sigterm_raises():
        try:
            with ExitStack() as stack:
                return _checked_ab(args, parsed, stack, run_cli)
        except Terminated:
            print("tgtbuild: terminated", file=sys.stderr)
            return 143


def _parse_run(run_cli, label: str, argv: list[str]) -> argparse.Namespace:
    """`argv` as `tgtbuild run` parses it; a mistake names the variant."""
    parser = argparse.ArgumentParser(prog=f"tgtbuild compare --run (variant {label}): run",
                                     formatter_class=Formatter, exit_on_error=False)
    run_cli.add_arguments(parser)
    try:
        ns, unknown = parser.parse_known_args(argv)
    except argparse.ArgumentError as exc:
        raise TgtbuildError(f"variant {label}: {exc}") from None
    if unknown:
        raise TgtbuildError(f"variant {label}: {' '.join(unknown)} is not a `tgtbuild run` option "
                            "(see tgtbuild run --help)")
    ns.rest = []
    ns.json = True  # no per-run table: this command prints the comparison
    ns.keep_connection = True  # the run borrows the board's kept connection as `compare` does (cli.KEEPS_CONNECTION)
    return ns


def _checked_ab(args: argparse.Namespace, parsed: dict, stack, run_cli) -> int:
    runners: dict = {}
    for label, ns in parsed.items():
        # B reuses A's connection (checked below to be the same board): one session for both
        runners[label] = stack.enter_context(run_cli.prepare_from_args(
            ns, connection=runners["A"].connection if "A" in runners else None))

    def say(text: str) -> None:
        print(f"tgtbuild: {text}", file=sys.stderr, flush=True)

    say(f"A/B on {runners['A'].request.board.destination()}: {args.rounds} rounds, alternating order")
    try:
        measured = compare_runners(runners["A"], runners["B"], args.rounds, log=sys.stderr, progress=say)
    except BoardLost as lost:
        if lost.partial.rounds:
            say(f"the {lost.partial.rounds} finished rounds, compared:")
            _print_ab(args, lost.partial, warning=str(lost))
        raise
    _print_ab(args, measured)
    return 0


def _print_ab(args: argparse.Namespace, measured, warning: str = "") -> None:
    result = measured.comparison(args.level)
    contexts = measured.contexts
    last_a = contexts["A"][-1] if contexts["A"] else None
    last_b = contexts["B"][-1] if contexts["B"] else None
    warnings = list(result.warnings) + context_differences(last_a, last_b)
    seen = set()
    for label in measured.labels:
        for context in contexts[label]:
            for w in instability(context, None):
                kind = w.split(":")[0].split(" ")[:3]  # one warning of a kind per variant, not one per round
                if (label, *kind) not in seen:
                    seen.add((label, *kind))
                    warnings.append(f"{label}: {w}")
    if warning:
        warnings.insert(0, warning)
    row = {"entry": "A/B", "a": "A", "b": "B", **result.export(), "unit": "runs", "warnings": warnings}
    _print(args, [row], {"rounds": measured.rounds, "contexts": contexts, "runs": measured.runs})
