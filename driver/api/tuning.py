"""`tgtbuild.api.tune(...)`: search a kernel's knobs on a pool of boards; the best, its ties, the log.

What `tgtbuild tune` runs. The space is the knobs of Jinja2 sources
(`{{ knob("tile", [8, 16, 32]) }}` in NAME.c.j2) plus `knobs` ("NAME=V1,V2"
#defines) and build knobs (`opt_levels`, `mcpus`, `mattrs`); each candidate
is built, run and timed as `run` does, every measurement is appended to the
JSON-lines log, and the top candidates are re-measured in interleaved rounds
on one board, where those the re-measure cannot tell from the fastest are
tied (docs/tune.md, docs/statistics.md). `best(log)` reads the winner of a
log, the same function the run's summary uses.
"""

from __future__ import annotations

import os
from contextlib import ExitStack
from typing import TYPE_CHECKING, Any

from .. import argcheck

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import TextIO

    from ..remote.choose import Trust
    from ..tune.log import Best
    from ..tune.space import Space


class TuneResult:
    """A tuning run: `best` (knobs, median, cv, board, remeasured, tied), `trials`, `failed`, `stopped`, `log`.

    `summary` is the tuner's Summary (`export()` is `tgtbuild tune --json`'s).
    """

    def __init__(self, task: str, target: str, log: str, summary: Any) -> None:
        self.task, self.target, self.log, self.summary = task, target, log, summary

    def __getattr__(self, name: str) -> Any:  # the summary's fields: best, trials, failed, stopped, wall_s...
        if name == "summary":
            raise AttributeError(name)
        return getattr(self.summary, name)

    def export(self) -> dict[str, Any]:
        return {"task": self.task, "target": self.target, "log": self.log, **self.summary.export()}

    def __repr__(self) -> str:
        best = self.summary.best
        if not best:
            return f"<TuneResult {self.task}: no candidate worked ({self.summary.failed} failed); log {self.log}>"
        knobs = " ".join(f"{k}={v}" for k, v in best["knobs"].items())
        tied = f", {len(best.get('tied') or ())} tied" if best.get("tied") else ""
        return (f"<TuneResult {self.task}: best {knobs} median {best['median'] * 1e3:.4g} ms"
                f"{' (re-measured)' if best.get('remeasured') else ''}{tied}; {self.summary.trials} trials; "
                f"log {self.log}>")


@argcheck.keywords
def space(sources: Sequence[str], *, knobs: Sequence[str] = (), opt_levels: Sequence[int] = (),
          mcpus: Sequence[str] = (), mattrs: Sequence[str] = ()) -> tuple[Any, list[str], Space]:
    """(templates, macro knob names, the space) of these sources and knobs; `tgtbuild tune --list` prints it."""
    from ..tune.candidate import check_sources
    from ..tune.errors import TuneError
    from ..tune.space import TEMPLATE_SUFFIX, Knob, Templates, build_space, parse_knob_option

    sources = argcheck.paths(sources, "sources")
    knobs, mcpus, mattrs = (argcheck.words(knobs, "knobs"), argcheck.words(mcpus, "mcpus"),
                            argcheck.words(mattrs, "mattrs"))
    opt_levels = [argcheck.integer(v, "opt_levels[]") for v in _listed(opt_levels, "opt_levels")]
    if not sources:
        raise TuneError("give the kernel's sources (templates end in .j2), e.g. "
                        "tgtbuild tune --list examples/tune-matmul/matmul.c.j2")
    missing = [s for s in sources if not os.path.isfile(s)]
    if missing:
        raise TuneError(f"{missing[0]}: no such source file")
    template_paths = [s for s in sources if s.endswith(TEMPLATE_SUFFIX)]
    templates = Templates(template_paths) if template_paths else None
    extra = [parse_knob_option(k) for k in knobs]
    if any(v not in (0, 1, 2, 3) for v in opt_levels):
        raise TuneError(f"--opt-level {','.join(map(str, opt_levels))}: a list of levels among 0, 1, 2, 3, e.g. 2,3")
    if opt_levels:
        extra.append(Knob("opt_level", tuple(opt_levels), "build", "--opt-level"))
    if mcpus:
        extra.append(Knob("mcpu", tuple(mcpus), "build", "--mcpu"))
    if mattrs:
        extra.append(Knob("mattr", tuple(mattrs), "build", "--mattr"))
    macros = [k.name for k in extra if k.kind == "macro"]
    check_sources(list(sources), macros)
    return templates, macros, build_space(templates, extra)


@argcheck.keywords
def tune(sources: Sequence[str], *, target: str, entry: str, args: Sequence[str] = (), knobs: Sequence[str] = (),
         opt_levels: Sequence[int] = (), mcpus: Sequence[str] = (), mattrs: Sequence[str] = (),
         strategy: str = "model", trials: int | None = None, early_stopping: int | None = None, seed: int = 0,
         batch: int = 8, builders: int = 2, log: str | None = None, resume: str | None = None,
         build_dir: str = "build", toolchain: str | None = None, name: str = "kernel", number: int = 0,
         repeat: int = 3, min_repeat_ms: float = 20.0, cooldown_ms: float = 0.0, cpus: str = "",
         timeout: float = 30.0, top_k: int = 3, remeasure_repeat: int = 10, remeasure_rounds: int = 5,
         check: bool = False, rtol: float = 1e-4, atol: float = 1e-5, boards: Sequence[str] = (),
         pool: str | None = None, labgrid: str | None = None, labgrid_tags: Sequence[str] = (),
         labgrid_place: str | None = None, labgrid_count: int = 0, retries: int = 2, trust: Trust | None = None,
         progress: TextIO | None = None) -> TuneResult:
    """Tune `entry` of `sources` for `target` on `boards` (default local); the run's result.

    `log` (default tune-<entry>.jsonl) is appended to; `resume` continues
    the run of that log (nothing measured twice). `boards` are board words
    (as `--board`), `pool` a [pools] name of boards.toml, `labgrid`
    HOST:PORT a coordinator whose matching places are reserved and released
    (Ctrl-C included). `progress`: a text stream for the progress line and
    notes (None: only warnings, on stderr). Raises TuneError (bad input), PoolLost (every
    board gone, exit 3), Interrupted (Ctrl-C: the log says where to resume).
    """
    from ..builder.buildroot import ensure_build_root
    from ..errors import TgtbuildError
    from ..remote.choose import Trust
    from ..run.argspec import parse_args
    from ..run.budget import check_budget
    from ..run.request import Timing
    from ..run.signals import sigterm_raises
    from ..targets import parse_target
    from ..tune.errors import TuneError
    from ..tune.log import read_log
    from ..tune.measure import Protocol, Task
    from ..tune.search import make_strategy

    sources, args, boards = argcheck.paths(sources, "sources"), argcheck.words(args, "args"), \
        argcheck.words(boards, "boards")
    labgrid_tags = argcheck.words(labgrid_tags, "labgrid_tags")
    for label, value in (("strategy", strategy), ("name", name), ("cpus", cpus)):
        argcheck.text(value, label)
    for label, value in (("target", target), ("entry", entry), ("toolchain", toolchain), ("pool", pool),
                         ("labgrid", labgrid), ("labgrid_place", labgrid_place)):  # a missing target: TuneError
        argcheck.text(value, label, optional=True)
    log, resume = argcheck.path(log, "log", optional=True), argcheck.path(resume, "resume", optional=True)
    build_dir = argcheck.path(build_dir, "build_dir") or ""
    for label, value in (("trials", trials), ("early_stopping", early_stopping)):
        argcheck.integer(value, label, optional=True)
    for label, value in (("seed", seed), ("batch", batch), ("builders", builders), ("number", number),
                         ("repeat", repeat), ("top_k", top_k), ("remeasure_repeat", remeasure_repeat),
                         ("remeasure_rounds", remeasure_rounds), ("labgrid_count", labgrid_count),
                         ("retries", retries)):
        argcheck.integer(value, label)
    for label, value in (("min_repeat_ms", min_repeat_ms), ("cooldown_ms", cooldown_ms), ("rtol", rtol),
                         ("atol", atol)):
        argcheck.number(value, label, low=0)
    argcheck.timeout(timeout, error=TuneError)  # nan ran forever, 0 and -1 killed at once
    argcheck.flag(check, "check")
    argcheck.instance(trust, Trust, "trust", optional=True, hint="tgtbuild.api.Trust(boards_file=..., identity=...)")
    templates, macros, the_space = space(sources, knobs=knobs, opt_levels=opt_levels, mcpus=mcpus, mattrs=mattrs)
    if not target:
        raise TuneError("--target is needed to tune (the space alone: --list)")
    if not entry:
        raise TuneError("--entry FUNCTION is needed: the function each candidate is timed on (with its --arg specs)")
    for option, value, low in (("--trials", trials, 1), ("--repeat", repeat, 1), ("--batch", batch, 1),
                               ("--builders", builders, 1), ("--top-k", top_k, 0), ("--retries", retries, 0),
                               ("--early-stopping", early_stopping, 1), ("--remeasure-rounds", remeasure_rounds, 1)):
        if value is not None and value < low:
            raise TuneError(f"{option} {value}: must be at least {low}")
    parsed = parse_target(target)
    specs = parse_args(list(args))
    if check and not any(s.is_output for s in specs):
        raise TuneError("--check needs at least one output argument, e.g. --arg 'f32[4096]:out'")
    search = make_strategy(strategy, the_space, seed)
    task = Task(entry, tuple(args), tuple(os.path.abspath(s) for s in sources), str(parsed), name, toolchain)
    protocol = Protocol(Timing(number=number, repeat=repeat, min_repeat_ms=min_repeat_ms, cooldown_ms=cooldown_ms,
                               seed=seed, cpus=cpus), timeout)
    try:
        check_budget(protocol.timing, timeout, entry=True)  # each candidate's run, before any build
    except TgtbuildError as exc:  # budget's words, as the tuner's error (exit status and family)
        raise TuneError(str(exc).replace("the run's timeout", "each candidate's timeout")) from None
    log_path = resume or log or f"tune-{entry}.jsonl"
    # The log is read (and refused when it is not a tuning log) before anything is appended to it; its
    # torn tail is repaired, with a warning, when it is opened for writing.
    history = read_log(log_path, warn=False) if resume or os.path.lexists(log_path) else []
    previous = history if resume else []
    ensure_build_root(os.path.abspath(build_dir))
    with ExitStack() as stack:
        stack.enter_context(sigterm_raises())  # SIGTERM releases places and ends like Ctrl-C
        pool_boards = _boards(list(boards), pool, labgrid, labgrid_tags, labgrid_place, labgrid_count, parsed,
                              trust or Trust(), stack)
        return _search(task, the_space, templates, macros, search, pool_boards, protocol, log_path, previous,
                       history, build_dir, progress, trials=trials, early_stopping=early_stopping, batch=batch,
                       builders=builders, top_k=top_k, remeasure_repeat=remeasure_repeat,
                       remeasure_rounds=remeasure_rounds, check=check, rtol=rtol, atol=atol, retries=retries)


@argcheck.keywords
def best(log: str, target: str | None = None) -> list[Best]:
    """The best of each (task, target) in a tuning log (`tgtbuild tune best`): the run summary's own choice."""
    from ..tune.errors import TuneError
    from ..tune.log import best_per_task, read_log

    log = argcheck.path(log, "log") or ""
    argcheck.text(target, "target", optional=True)
    canonical = None
    if target:
        from ..targets import parse_target

        canonical = str(parse_target(target))
    found = best_per_task(read_log(log), canonical)
    if not found:
        raise TuneError(f"{log}: no successful measurement" + (f" for target {canonical}" if canonical else ""))
    return found


@argcheck.keywords
def report(log: str, output: str) -> None:
    """The HTML report of a tuning log (`tgtbuild tune report`), written atomically to `output`."""
    from ..tune.errors import TuneError
    from ..tune.report import write_report

    log, output = argcheck.path(log, "log") or "", argcheck.path(output, "output") or ""
    try:
        write_report(log, output)
    except OSError as exc:
        raise TuneError(f"-o {output}: cannot write it ({exc.strerror})") from None


def _listed(value: Any, name: str) -> list:
    """A list or tuple as a list (one int is a list of one)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return [value]
    if not isinstance(value, (list, tuple)):
        raise argcheck.ArgumentError(f"{name}: a list, not {value!r}")
    return list(value)


def _boards(words: list[str], pool: str | None, labgrid: str | None, tags: Sequence[str], place: str | None,
            count: int, target: Any, trust: Trust, stack: ExitStack) -> list:
    from ..tune.pool import boards_for, pool_members

    if pool:
        words += pool_members(pool, trust.boards_file)
    if labgrid:
        from ..tune.labgrid import LabgridPool

        lab = stack.enter_context(LabgridPool(labgrid, tags=list(tags), place=place, count=count))
        return ((boards_for(words, target, trust) if words else [])
                + lab.boards(lambda places: boards_for(places, target, trust)))
    return boards_for(words or ["local"], target, trust)


def _search(task: Any, the_space: Space, templates: Any, macros: list[str], search: Any, boards: list,
            protocol: Any, log_path: str, previous: list, history: list, build_dir: str, stream: TextIO | None,
            **settings: Any) -> TuneResult:
    from pathlib import Path

    from ..tune.errors import Interrupted
    from ..tune.log import Log
    from ..tune.progress import Progress
    from ..tune.tuner import Options, Tuner

    trials = settings.pop("trials")
    options = Options(trials=min(trials or the_space.size, the_space.size), **settings)
    progress = Progress(stream, quiet=stream is None)  # quiet: warnings only, on stderr
    if stream is not None:
        names = ", ".join(b.name if b.name and not b.is_local else b.destination() for b in boards)
        progress.say(f"tuning {task.label} on {task.target}: {the_space.size} points, {options.trials} trials, "
                     f"strategy {search.name}, boards {names}; log {log_path}")
        mine = sum(r.get("task") == task.label and r.get("target") == task.target for r in history)
        if mine and not previous:
            progress.say(f"{log_path} already holds {mine} records of this task and target; this run appends "
                         f"a new run to them (--resume {log_path} continues the old one instead)")
    work = Path(os.path.abspath(build_dir)) / "tune"
    with Log(log_path) as log:
        tuner = Tuner(task, the_space, templates, macros, search, boards, protocol, log, options, work_dir=work,
                      progress=progress, previous=previous, history=history)
        try:
            summary = tuner.run()
        except KeyboardInterrupt as exc:
            from ..run.signals import Terminated

            code = 143 if isinstance(exc, Terminated) else 130
            raise Interrupted(f"interrupted; the {log.written} records this run wrote (and all before them) are "
                              f"in {log_path}: continue with --resume {log_path}", code) from None
    return TuneResult(task.label, task.target, log_path, summary)
