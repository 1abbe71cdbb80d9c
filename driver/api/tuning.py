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
from collections.abc import Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import argcheck
from ..builder.buildroot import ensure_build_root
from ..errors import TgtbuildError
from ..frozen import frozen
from ..interrupts import sigterm_raises
from ..remote.choose import Trust
from ..run.argspec import parse_args
from ..run.budget import check_budget
from ..run.request import Check, Timing
from ..targets import parse_target
from ..textstream import as_stream
from ..tune.candidate import check_sources
from ..tune.decide import describe_ties as describe_ties  # re-exported (cli/tune.py): a winner's ties in words
from ..tune.errors import Interrupted, TuneError
from ..tune.labgrid import LabgridPool
from ..tune.log import Log, best_per_task, read_log
from ..tune.measure import Protocol, Task
from ..tune.options import Options, Search
from ..tune.pool import boards_for, pool_members
from ..tune.progress import Progress
from ..tune.progress import format_point as format_point  # re-exported (cli/tune.py): a knob point in words
from ..tune.progress import format_seconds as format_seconds  # re-exported (cli/tune.py)
from ..tune.report import write_report
from ..tune.search import make_strategy
from ..tune.space import TEMPLATE_SUFFIX, Knob, Templates, build_space, parse_knob_option
from ..tune.space import parse_value as parse_value  # re-exported (cli/tune.py): a --knob value
from .building import BuildOptions

if TYPE_CHECKING:
    from typing import TextIO

    from .. import textstream
    from ..remote.choose import Trust
    from ..run.request import Check, Timing
    from ..targets import Target
    from ..tune.log import Best
    from ..tune.space import Space
    from .building import BuildOptions


class Winner:
    """The run's best candidate, as attributes: `knobs`, `median`, `cv`, `board`, `remeasured`, `tied` (and the
    log record's other fields); `export()` is the record as `tgtbuild tune --json` prints it."""

    __slots__ = ("_record",)

    def __init__(self, record: dict[str, Any]) -> None:
        self._record = record

    def __getattr__(self, name: str) -> Any:
        try:
            return self._record[name]
        except KeyError:
            raise AttributeError(f"the best candidate's record has no {name!r} "
                                 f"(it has {', '.join(sorted(self._record))})") from None

    def export(self) -> dict[str, Any]:
        return dict(self._record)

    def __repr__(self) -> str:
        return f"<Winner {' '.join(f'{k}={v}' for k, v in self._record['knobs'].items())}>"


class TuneResult:
    """A tuning run: `best` (a `Winner`, None when no candidate worked), `trials`, `failed`, `stopped`, `log`.

    `summary` is the tuner's Summary (`export()` is `tgtbuild tune --json`'s).
    """

    def __init__(self, task: str, target: str, log: str, summary: Any) -> None:
        self.task, self.target, self.log, self.summary = task, target, log, summary

    @property
    def best(self) -> Winner | None:
        return Winner(self.summary.best) if self.summary.best else None

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


@frozen
class Knobs:
    """The space beside the templates' own knobs: "NAME=V1,V2" #define knobs and build knobs (-O levels,
    -mcpu and -mattr values), as `tgtbuild tune --knob --opt-level --mcpu --mattr` give them."""

    knobs: Sequence[str] = ()
    opt_levels: Sequence[int] = ()
    mcpus: Sequence[str] = ()
    mattrs: Sequence[str] = ()


@frozen
class Pool:
    """Where candidates are measured: board words or Boards (`--board`), a [pools] `name` of boards.toml,
    `labgrid` HOST:PORT whose matching places (`labgrid_tags`, `labgrid_place`, `labgrid_count`) are
    reserved and released, the `trust` to log in with, and `retries` of a candidate on a lost board."""

    boards: Sequence[Any] = ()
    name: str | None = None
    labgrid: str | None = None
    labgrid_tags: Sequence[str] = ()
    labgrid_place: str | None = None
    labgrid_count: int = 0
    trust: Trust | None = None
    retries: int = 2

    def __post_init__(self) -> None:
        for label in ("name", "labgrid", "labgrid_place"):
            argcheck.text(getattr(self, label), f"Pool.{label}", optional=True)
        object.__setattr__(self, "labgrid_tags", tuple(argcheck.words(self.labgrid_tags, "Pool.labgrid_tags")))
        for label in ("labgrid_count", "retries"):
            argcheck.integer(getattr(self, label), f"Pool.{label}")
        argcheck.instance(self.trust, Trust, "Pool.trust", optional=True,
                          hint="tgtbuild.api.Trust(boards_file=..., identity=...)")


def _checked_inits() -> None:
    for cls in (Knobs, Pool):
        cls.__init__ = argcheck.keywords(cls.__init__)  # type: ignore[method-assign]  # Pool(retry=3) names retries


_checked_inits()


@argcheck.keywords
def tune(sources: Sequence[str], target: str | Target, *, entry: str, args: Sequence[str] = (),
         knobs: Knobs | Sequence[str] = (), search: Search | None = None, timing: Timing | None = None,
         check: bool | Check = False, build: BuildOptions | None = None, pool: Pool | Sequence[Any] = (),
         log: str | None = None, resume: str | None = None, timeout: float = 30.0,
         progress: textstream.Progress = None) -> TuneResult:
    """Tune `entry` of `sources` for `target` on a pool of boards (default local); the run's result.

    `knobs`: a `Knobs` (or its #define knob words alone) beside the
    templates' own; `search`: a `Search` (strategy, budget, seed,
    re-measure); `timing`: a `Timing` per candidate (default repeat 3,
    min_repeat_ms 20, the search's seed); `check`: True or a `Check`
    (default tolerances 1e-4 and 1e-5); `build`: `BuildOptions`' `name`
    (default "kernel"), `build_dir` and `toolchain`; `pool`: a `Pool`, or
    board words and Boards. `log` (default tune-<entry>.jsonl) is appended
    to; `resume` continues the run of that log (nothing measured twice).
    `progress`: the progress line and notes, as `build` and `run` take it (a
    callable given text or a text stream; None: only warnings, on stderr). Raises TuneError (bad input), PoolLost (every
    board gone, exit 3), Interrupted (Ctrl-C: the log says where to resume).
    """
    sources, args = argcheck.paths(sources, "sources"), argcheck.words(args, "args")
    argcheck.target(target, "target", optional=True)  # a missing target: TuneError, below
    argcheck.text(entry, "entry", optional=True)
    knobs = knobs if isinstance(knobs, Knobs) else Knobs(knobs=tuple(argcheck.words(knobs, "knobs")))
    search = argcheck.instance(search, Search, "search", optional=True, hint="tgtbuild.api.Search(trials=...)") \
        or Search()
    argcheck.instance(timing, Timing, "timing", optional=True, hint="tgtbuild.api.Timing(repeat=...)")
    timing = timing or Timing(repeat=3, min_repeat_ms=20.0, seed=search.seed)
    if not isinstance(check, Check):
        check = Check(rtol=1e-4, atol=1e-5) if argcheck.flag(check, "check") else None
    build = argcheck.instance(build, BuildOptions, "build", optional=True, hint="tgtbuild.api.BuildOptions(...)") \
        or BuildOptions()
    unused = [f for f in ("output", "programs", "project", "launcher", "jobs") if getattr(build, f)]
    if unused or repr(build.options) != "CompilerOptions()":
        raise TuneError(f"BuildOptions({', '.join(unused) or 'options'}=...): each candidate is built by the tuner "
                        "from its knobs; tune takes name, build_dir and toolchain")
    pool = pool if isinstance(pool, Pool) else Pool(boards=tuple(pool))
    log, resume = argcheck.path(log, "log", optional=True), argcheck.path(resume, "resume", optional=True)
    argcheck.timeout(timeout, error=TuneError)  # nan ran forever, 0 and -1 killed at once
    templates, macros, the_space = space(sources, knobs=knobs.knobs, opt_levels=knobs.opt_levels,
                                         mcpus=knobs.mcpus, mattrs=knobs.mattrs)
    if not target:
        raise TuneError("--target is needed to tune (the space alone: --list)")
    if not entry:
        raise TuneError("--entry FUNCTION is needed: the function each candidate is timed on (with its --arg specs)")
    for option, value, low in (("--trials", search.trials, 1), ("--repeat", timing.repeat, 1),
                               ("--batch", search.batch, 1), ("--builders", search.builders, 1),
                               ("--top-k", search.top_k, 0), ("--retries", pool.retries, 0),
                               ("--early-stopping", search.early_stopping, 1),
                               ("--remeasure-rounds", search.remeasure_rounds, 1)):
        if value is not None and value < low:
            raise TuneError(f"{option} {value}: must be at least {low}")
    parsed = parse_target(target)
    specs = parse_args(list(args))
    if check is not None and not any(s.is_output for s in specs):
        raise TuneError("--check needs at least one output argument, e.g. --arg 'f32[4096]:out'")
    strategy = make_strategy(search.strategy, the_space, search.seed)
    task = Task(entry, tuple(args), tuple(os.path.abspath(s) for s in sources), parsed, build.name or "kernel",
                build.toolchain)
    protocol = Protocol(timing, timeout)
    try:
        check_budget(protocol.timing, timeout, entry=True)  # each candidate's run, before any build
    except TgtbuildError as exc:  # budget's words, as the tuner's error (exit status and family)
        raise TuneError(str(exc).replace("the run's timeout", "each candidate's timeout")) from None
    log_path = resume or log or f"tune-{entry}.jsonl"
    # The log is read (and refused when it is not a tuning log) before anything is appended to it; its
    # torn tail is repaired, with a warning, when it is opened for writing.
    history = read_log(log_path, warn=False) if resume or os.path.lexists(log_path) else []
    previous = history if resume else []
    ensure_build_root(os.path.abspath(build.build_dir))
    with ExitStack() as stack:
        stack.enter_context(sigterm_raises())  # SIGTERM releases places and ends like Ctrl-C
        pool_boards = _boards(list(pool.boards), pool.name, pool.labgrid, pool.labgrid_tags, pool.labgrid_place,
                              pool.labgrid_count, parsed, pool.trust or Trust(), stack)
        options = Options(search, min(search.trials or the_space.size, the_space.size), check, pool.retries)
        return _search(task, the_space, templates, macros, strategy, pool_boards, protocol, log_path, previous,
                       history, build.build_dir, None if progress is None else as_stream(progress), options)


@argcheck.keywords
def best(log: str, target: str | None = None) -> list[Best]:
    """The best of each (task, target) in a tuning log (`tgtbuild tune best`): the run summary's own choice."""
    log = argcheck.path(log, "log") or ""
    argcheck.text(target, "target", optional=True)
    canonical = None
    if target:
        canonical = str(parse_target(target))
    found = best_per_task(read_log(log), canonical)
    if not found:
        raise TuneError(f"{log}: no successful measurement" + (f" for target {canonical}" if canonical else ""))
    return found


@argcheck.keywords
def report(log: str, output: str) -> None:
    """The HTML report of a tuning log (`tgtbuild tune report`), written atomically to `output`."""
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
    if pool:
        words += pool_members(pool, trust.boards_file)
    if labgrid:
        lab = stack.enter_context(LabgridPool(labgrid, tags=list(tags), place=place, count=count))
        return ((boards_for(words, target, trust) if words else [])
                + lab.boards(lambda places: boards_for(places, target, trust)))
    return boards_for(words or ["local"], target, trust)


def _search(task: Any, the_space: Space, templates: Any, macros: list[str], search: Any, boards: list,
            protocol: Any, log_path: str, previous: list, history: list, build_dir: str, stream: TextIO | None,
            options: Options) -> TuneResult:
    from ..tune.tuner import Tuner  # lazily: it loads logging, which this module's other callers do without

    progress = Progress(stream, quiet=stream is None)  # quiet: warnings only, on stderr
    if stream is not None:
        names = ", ".join(b.name if b.name and not b.is_local else b.destination() for b in boards)
        progress.say(f"tuning {task.label} on {task.target}: {the_space.size} points, {options.trials} trials, "
                     f"strategy {search.name}, boards {names}; log {log_path}")
        mine = sum(r.get("task") == task.label and r.get("target") == str(task.target) for r in history)
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
            from ..interrupts import Terminated  # lazily: only this branch needs it

            code = 143 if isinstance(exc, Terminated) else 130
            raise Interrupted(f"interrupted; the {log.written} records this run wrote (and all before them) are "
                              f"in {log_path}: continue with --resume {log_path}", code) from None
    return TuneResult(task.label, str(task.target), log_path, summary)
