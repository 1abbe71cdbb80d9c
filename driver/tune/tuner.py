"""The tuning loop: propose, build in parallel, measure on a pool of boards, log, re-measure the top.

Threads, and why:
- a build pool (`builders` threads, one ninja each) keeps candidates ready
  while the boards measure: the workstation's compile time hides behind the
  boards' timing (bench/tune.py checks wall ≤ 1.5× the sum of measurements);
- one thread per board, each with its own `BoardSession` (one connection),
  takes built candidates from one queue, so a fast board simply measures
  more and a lost board's candidate goes back to the queue;
- the main thread owns the strategy, the log and the progress line; results
  come to it through a queue, so nothing else needs a lock.

A board that fails (connection, SFTP) is reconnected `retries` times with a
growing pause; then it is left out with a warning and the rest go on. When
the last board is lost the run stops with `PoolLost` after closing
everything: every finished measurement is already in the log (fsync'd per
record), so `--resume` continues from there.
"""

from __future__ import annotations

import queue
import secrets
import threading
import time
import traceback
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..frozen import replace
from .candidate import BUILD_KNOBS, make_candidate
from .errors import InternalError, PoolLost, TuneError
from .log import Log, best_per_task
from .measure import (
    BoardFailure,
    BoardSession,
    BoardUnfit,
    Builder,
    CandidateBuild,
    Measured,
    Protocol,
    Task,
    check_outputs,
)
from .options import Options
from .progress import Progress
from .space import Point, Space, Templates, point_key
from .strategy import Strategy
from .winner import fastest_by_key


@dataclass
class Summary:
    trials: int = 0             # candidates tuned for this task and target, resumed ones included
    measured_now: int = 0
    failed: int = 0             # of those, the ones that failed (resumed ones included)
    best: dict[str, Any] | None = None
    lost_boards: list[str] = field(default_factory=list)
    stopped: str = ""           # why the search stopped: trials | space | early-stopping
    first_error: str = ""       # the first failure's message, for a run where nothing worked
    wall_s: float = 0.0
    measure_s: float = 0.0      # sum of the boards' rounds (deploy + run + fetch)
    build_s: float = 0.0

    def export(self) -> dict[str, Any]:
        return {"trials": self.trials, "measured_now": self.measured_now, "failed": self.failed,
                "best": self.best, "lost_boards": self.lost_boards, "stopped": self.stopped,
                "first_error": self.first_error,
                "wall_s": round(self.wall_s, 3), "measure_s": round(self.measure_s, 3),
                "build_s": round(self.build_s, 3)}


def _new_run_id() -> str:
    """A run's id in its records: when it started, and 4 random hex digits (two runs in one second)."""
    return time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(2)


@dataclass
class _Job:
    built: CandidateBuild
    phase: str                  # tune | remeasure | reference
    tries: int = 0
    board: str = ""             # only this board measures it (the re-measure's rounds); "" any


class Tuner:
    def __init__(self, task: Task, space: Space, templates: Templates | None, macros: Sequence[str],
                 strategy: Strategy, boards: Sequence[Any], protocol: Protocol, log: Log, options: Options,
                 *, work_dir: Path, progress: Progress | None = None, previous: Sequence[dict] = (),
                 history: Sequence[dict] = ()) -> None:
        """`previous`: the log's records when resuming (measured: never again); `history`: every record the
        log held before this run (the winner is picked from it and this run's records, as `tune best` does)."""
        self.task, self.space, self.templates, self.macros = task, space, templates, tuple(macros)
        self.strategy, self.protocol, self.log, self.options = strategy, protocol, log, options
        self.progress = progress or Progress(quiet=True)
        self.work_dir = work_dir
        self.builder = Builder(task, work_dir, jobs=1)
        self.sessions = [BoardSession(b, task) for b in boards]
        self.previous = [r for r in previous if r.get("task") == task.label and r.get("target") == str(task.target)]
        self.history = [r for r in (history or previous)
                        if r.get("task") == task.label and r.get("target") == str(task.target)]
        self.run_id = next((r["run"] for r in reversed(self.previous) if r.get("run")), "") or _new_run_id()
        self._ready: queue.Queue[_Job] = queue.Queue()
        self._results: queue.Queue[tuple[_Job, str, Measured]] = queue.Queue()
        self._stop = threading.Event()
        self._lost: list[str] = []
        self._unfit: list[str] = []
        self._busy: set[str] = set()
        self._reference: dict[int, bytes] | None = None
        self._bug: InternalError | None = None
        self._records: list[dict] = []
        self.summary = Summary()

    # -- board threads -------------------------------------------------------
    def _protocol(self, phase: str) -> Protocol:
        if phase == "remeasure":
            timing = self.protocol.timing
            return replace(self.protocol, timing=replace(timing, repeat=max(self.options.search.remeasure_repeat,
                                                                            timing.repeat)))
        return self.protocol

    def _connect(self, session: BoardSession) -> bool:
        for attempt in range(self.options.retries + 1):
            if self._stop.is_set():
                return False
            try:
                session.open()
                return True
            except BoardUnfit as exc:  # no retry fixes an arch mismatch
                self._unfit.append(str(exc))
                self._lost.append(session.name)
                self.progress.say(f"warning: board {session.name} is left out: {exc}")
                return False
            except BoardFailure as exc:
                last = str(exc)
                if attempt < self.options.retries:
                    time.sleep(self.options.retry_pause * (2 ** attempt))
        self._lose(session, last)
        return False

    def _lose(self, session: BoardSession, why: str) -> None:
        self._lost.append(session.name)
        self.progress.say(f"warning: board {session.name} dropped out after {self.options.retries} retries "
                          f"and is left out: {why}")

    def _board_loop(self, session: BoardSession) -> None:
        if not self._connect(session):
            return
        try:
            while not self._stop.is_set():
                try:
                    job = self._ready.get(timeout=0.05)
                except queue.Empty:
                    continue
                if job.board and job.board != session.name and job.board not in self._lost:
                    self._ready.put(job)  # a re-measure round belongs to one board: drift hits all alike
                    time.sleep(0.01)
                    continue
                self._busy.add(session.name)
                try:
                    measured = session.measure(job.built, self._protocol(job.phase),
                                               outputs=self.options.check is not None and job.phase != "remeasure")
                except BoardFailure as exc:
                    job.tries += 1
                    if job.tries > self.options.retries:
                        self._results.put((job, session.name, Measured(False, str(exc), "board")))
                    else:
                        self._ready.put(job)  # another board (or this one, reconnected) measures it
                    session.close()
                    if not self._connect(session):
                        return
                    continue
                except Exception as exc:  # noqa: BLE001 - a bug in tgtbuild: stop the run (see _crash)
                    self._crash(f"measuring {point_key(job.built.candidate.point)} on {session.name}", exc)
                    return
                finally:
                    self._busy.discard(session.name)
                self._results.put((job, session.name, measured))
        finally:
            session.close()

    # -- main thread ---------------------------------------------------------
    def run(self) -> Summary:
        started = time.perf_counter()
        threads = [threading.Thread(target=self._board_loop, args=(s,), daemon=True, name=f"board {s.name}")
                   for s in self.sessions]
        pool = ThreadPoolExecutor(max_workers=max(1, self.options.search.builders), thread_name_prefix="build")
        for thread in threads:
            thread.start()
        try:
            self._search(pool)
            self._remeasure(pool)
            self._pick()
        finally:
            self._stop.set()
            pool.shutdown(wait=True, cancel_futures=True)
            self.builder.release()
            for thread in threads:
                thread.join(timeout=self.protocol.timeout + 10)
            self.progress.end()
            self.summary.wall_s = time.perf_counter() - started
            self.summary.lost_boards = list(self._lost)
        return self.summary

    def _alive(self) -> int:
        return len(self.sessions) - len(self._lost)

    def _check_pool(self) -> None:
        if self._alive() == 0 and len(self._unfit) == len(self.sessions):
            raise TuneError(f"no board of the pool can run {self.task.target}: {'; '.join(self._unfit)} (a labgrid "
                            "place says it with its tag emulator=..., e.g. 'emulator=qemu-aarch64-static -L "
                            "/usr/aarch64-linux-gnu')")
        if self._alive() == 0:
            raise PoolLost(f"every board of the pool dropped out ({', '.join(self._lost)}); "
                           f"{self.summary.trials} trials are in {self.log.path}: continue with --resume "
                           f"{self.log.path} once a board is back")

    def _candidate(self, point: Point):
        return make_candidate(self.task.sources, self.templates, self.macros, self.task.target, point,
                              self.work_dir / "src")

    def _submit(self, pool: ThreadPoolExecutor, point: Point, phase: str, board: str = "") -> None:
        candidate = self._candidate(point)

        def build() -> None:
            try:
                built = self.builder.build(candidate)  # a build that fails is a CandidateBuild with its error
            except OSError as exc:  # a full disk, a vanished folder: this candidate's failure
                built = CandidateBuild(candidate, None, f"{type(exc).__name__}: {exc}", 0.0, Path())
            except Exception as exc:  # noqa: BLE001 - a bug in tgtbuild: stop the run (see _crash)
                self._crash(f"building {point_key(point)}", exc)
                return
            if built.staged is None:
                self._results.put((_Job(built, phase), "", Measured(False, built.error, "build")))
            else:
                self._ready.put(_Job(built, phase, board=board))

        pool.submit(build)

    def _crash(self, where: str, exc: BaseException) -> None:
        """A worker thread met a bug: keep the first, stop everything; the main thread raises it.

        The traceback goes to <work dir>/internal-error.txt so the terminal
        gets one line and the report loses nothing.
        """
        if self._bug is not None:
            return
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        path = self.work_dir / "internal-error.txt"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(f"while {where}:\n{text}")
            saved = f"traceback in {path}"
        except OSError as err:
            saved = f"the traceback could not be saved ({err.strerror}): {text.strip().splitlines()[-1]}"
        self._bug = InternalError(
            f"internal error in tgtbuild while {where}: {type(exc).__name__}: {exc} ({saved}; please report it). "
            f"The run stopped; {self.summary.trials} trials are in {self.log.path}: --resume {self.log.path} "
            "continues once it is fixed")
        self._stop.set()

    def _next_result(self) -> tuple[_Job, str, Measured] | None:
        if self._bug is not None:
            raise self._bug
        try:
            return self._results.get(timeout=0.1)
        except queue.Empty:
            self._check_pool()
            return None

    def _measure_reference(self, pool: ThreadPoolExecutor) -> None:
        """--check: the space's first point (each knob's first value) gives the expected outputs."""
        point = self.space.points[0]
        self._submit(pool, point, "reference")
        while True:
            got = self._next_result()
            if got is None:
                continue
            job, board, measured = got
            # resumed: the log has the reference's record; it runs again only for its outputs
            self._record(job, board, measured, write=not any(r.get("phase") == "reference" and r.get("ok")
                                                             for r in self.previous))
            if not measured.ok:
                raise TuneError(f"--check: the reference configuration ({point_key(point)}, each knob's first "
                                f"value) failed on {board or 'the build'}: {measured.error}")
            self._reference = measured.outputs
            return

    def _search(self, pool: ThreadPoolExecutor) -> None:
        options, search = self.options, self.options.search
        exclude = {r["key"] for r in self.previous if r.get("phase") == "tune"}
        worked = {r["key"] for r in self.previous if r.get("phase") == "tune" and r.get("ok")}
        for r in self.previous:
            if r.get("phase") == "tune":
                self.strategy.observe(r["knobs"], r["median"] if r.get("ok") else None)
            self._note(r)
        self.summary.trials = len(exclude)
        self.summary.failed = len(exclude - worked)
        if self.previous:
            self.progress.say(f"resuming: {len(exclude)} trials of this task and target are in the log "
                              f"({self.summary.failed} failed)")
        in_flight, exhausted = 0, False
        since_best = 0
        depth = max(search.batch, self._alive() + search.builders)
        self._show()
        while True:
            stop_proposing = (exhausted or self.summary.trials + in_flight >= options.trials
                              or (search.early_stopping is not None and since_best >= search.early_stopping))
            if not stop_proposing and in_flight < depth // 2 + 1:
                want = min(search.batch, options.trials - self.summary.trials - in_flight)
                points = self.strategy.propose(want, exclude)
                if not points:
                    exhausted = True
                elif self.options.check is not None and self._reference is None:
                    self._measure_reference(pool)  # only when something is left to check
                for point in points:
                    exclude.add(point_key(point))
                    self._submit(pool, point, "tune")
                    in_flight += 1
                continue
            if in_flight == 0:
                break
            got = self._next_result()
            if got is None:
                continue
            in_flight -= 1
            job, board, measured = got
            improved = self._record(job, board, measured)
            self.strategy.observe(job.built.candidate.point, measured.timing.get("median") if measured.ok else None)
            since_best = 0 if improved else since_best + 1
            self._show()
        if exhausted:
            self.summary.stopped = "space"
        elif search.early_stopping is not None and since_best >= search.early_stopping:
            self.summary.stopped = "early-stopping"
        else:
            self.summary.stopped = "trials"

    def _remeasure(self, pool: ThreadPoolExecutor) -> None:
        """The top candidates again, in interleaved rounds on one board, so noise cannot crown a false best.

        Round r runs the candidates in an order rotated by r, each with the
        re-measure's repeats, and waits for all of them before the next: a
        load burst or a warming board hits every candidate alike. `_pick`
        then pools each candidate's rounds and calls those it cannot tell
        apart tied (tune.decide). Each candidate is built once.
        """
        if self.options.search.top_k <= 0 or self._alive() == 0:
            return

        best_by_key = fastest_by_key(r for r in self._records if r.get("phase") == "tune")
        top = sorted(best_by_key.values(), key=lambda r: r["median"])[: self.options.search.top_k]
        done = fastest_by_key(r for r in self._records if r.get("phase") == "remeasure")
        if len(top) < 2:
            return
        top = [r for r in top if r["key"] not in done]  # re-measured before this resume: never again
        if not top:
            return
        board = next(s.name for s in self.sessions if s.name not in self._lost)
        rounds = max(1, self.options.search.remeasure_rounds)
        self.progress.say(f"re-measuring the top {len(top)}: {rounds} interleaved rounds of "
                          f"{self._protocol('remeasure').timing.repeat} repeats on {board}")
        built: dict[str, CandidateBuild] = {}
        keys = [r["key"] for r in top]
        for round_index in range(rounds):
            turn = round_index % len(keys)
            order = keys[turn:] + keys[:turn]
            if round_index == 0:
                for r in top:
                    self._submit(pool, r["knobs"], "remeasure", board)
            else:
                for key in order:
                    if key in built:
                        self._ready.put(_Job(built[key], "remeasure", board=board))
            pending = len(keys) if round_index == 0 else sum(1 for key in order if key in built)
            while pending:
                got = self._next_result()
                if got is None:
                    continue
                pending -= 1
                job, where, measured = got
                self._record(job, where, measured)
                if measured.ok:
                    built[job.built.candidate.key] = job.built
                else:
                    built.pop(job.built.candidate.key, None)  # failed once: out of the later rounds

    def _pick(self) -> None:
        """The summary's best is what `tune best` says of the log: the same function on the same records."""
        known = {id(r) for r in self.history}
        records = self.history + [r for r in self._records if id(r) not in known]
        found = [b for b in best_per_task(records, str(self.task.target)) if b.task == self.task.label]
        if found:
            b = found[0]
            self.summary.best = {"knobs": b.record["knobs"], "median": b.record["median"], "cv": b.record.get("cv"),
                                 "board": b.record.get("board"), "remeasured": b.remeasured, "tied": list(b.tied)}
        else:
            self.summary.best = None

    # -- records -------------------------------------------------------------
    def _note(self, record: dict) -> bool:
        """Remember a tune record; True when it is a new best."""
        self._records.append(record)
        if record.get("phase") != "tune" or not record.get("ok"):
            return False
        best = self.summary.best
        if best is None or record["median"] < best["median"]:
            self.summary.best = {"knobs": record["knobs"], "median": record["median"], "cv": record["cv"],
                                 "board": record["board"], "remeasured": False}
            return True
        return False

    def _record(self, job: _Job, board: str, measured: Measured, *, write: bool = True) -> bool:
        candidate = job.built.candidate
        ok, error, kind = measured.ok, measured.error, measured.error_kind
        check = self.options.check
        if ok and job.phase == "tune" and self._reference is not None and check is not None:
            problem = check_outputs(self.task, self._reference, measured.outputs, check.rtol, check.atol)
            if problem:
                ok, error, kind = False, f"wrong output: {problem}", "check"
        timing = measured.timing
        record = {
            "task": self.task.label, "target": str(self.task.target), "build_target": str(candidate.target),
            "knobs": candidate.point, "key": candidate.key, "macros": [m for m in self.macros if m in candidate.point],
            "flags": {k: candidate.point[k] for k in BUILD_KNOBS if k in candidate.point},
            "sources": list(self.task.sources), "phase": job.phase, "run": self.run_id,
            "strategy": self.strategy.name,
            "board": board, "ok": ok, "error": error, "error_kind": kind,
            "times": timing.get("times") if ok else None, "median": timing.get("median") if ok else None,
            "mean": timing.get("mean") if ok else None, "cv": timing.get("cv") if ok else None,
            "number": timing.get("number"), "repeat": timing.get("repeat"),
            "protocol": self._protocol(job.phase).export(), "build_s": round(job.built.seconds, 4),
            "measure_s": round(measured.seconds, 4), "context": measured.context,
        }
        if write:
            self.log.write(record)
        self.summary.build_s += job.built.seconds
        self.summary.measure_s += measured.seconds if kind not in ("build", "board") else 0.0
        if job.phase == "tune":
            self.summary.trials += 1
            self.summary.measured_now += 1
            self.summary.failed += 0 if ok else 1
            if not ok and not self.summary.first_error:
                self.summary.first_error = f"{kind}: {error}"
        return self._note(record)

    def _show(self) -> None:
        best = self.summary.best
        self.progress.update(self.summary.trials, min(self.options.trials, self.space.size),
                             (best["median"], best["knobs"]) if best else None, len(self._busy),
                             len(self.sessions), len(self._lost), self.summary.failed)
