"""Build a candidate and time it on a board: the only place tuning touches the build and run stages.

It uses today's public pieces (`builder.matrix.build`, `remote.connect`,
`remote.run_remote`, `run.harness`, `run.stats`, `run.reference.compare`),
kept in this one module so the tuner can be re-pointed at a typed run stage
without touching the search.

Why it is shaped this way:
- One `BoardSession` per board holds one open connection for the whole run
  (an SSH handshake costs ~30 ms on loopback and much more over a real link),
  and the harness source is generated once per task: a candidate is its
  kernel's objects linked with the same harness.
- `Builder.build` is thread-safe and quiet (ninja's output goes to a buffer
  kept for the error message), so several candidates build while the boards
  measure others.
- A failure is sorted by who is to blame: the candidate (compile error,
  crash, timeout, wrong output: recorded, never wins) or the board
  (connection or SFTP trouble: `BoardFailure`, the pool retries the board and
  measures the candidate elsewhere).
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import TgtbuildError
from .candidate import Candidate, digest

RUNNER = "tgtbuild-runner"


@dataclass(frozen=True)
class Protocol:
    """How one candidate is timed (TVM time_evaluator's names)."""

    number: int = 0
    repeat: int = 3
    warmup: int = 1
    min_repeat_ms: float = 20.0
    max_repeat_ms: float = 0.0
    cooldown_ms: float = 0.0
    seed: int = 0
    cpus: str = ""
    timeout: float = 30.0

    def argv(self, dump_outputs: str = "") -> list[str]:
        from ..run.harness import harness_argv

        return harness_argv(number=self.number, repeat=self.repeat, warmup=self.warmup,
                            min_repeat_ms=self.min_repeat_ms, max_repeat_ms=self.max_repeat_ms,
                            cooldown_ms=self.cooldown_ms, seed=self.seed, cpus=self.cpus,
                            dump_outputs=dump_outputs)

    def export(self) -> dict[str, Any]:
        return {"number": self.number, "repeat": self.repeat, "warmup": self.warmup,
                "min_repeat_ms": self.min_repeat_ms, "cooldown_ms": self.cooldown_ms, "timeout": self.timeout}


@dataclass(frozen=True)
class Task:
    """The kernel being tuned: its entry, argument specs, sources and target."""

    entry: str
    args: tuple[str, ...]
    sources: tuple[str, ...]      # absolute, templates included
    target: str                   # canonical, before build knobs
    name: str = "kernel"
    toolchain: str | None = None

    @property
    def label(self) -> str:
        """The task's name in the log: the entry and its workload, as AutoTVM keys tasks."""
        return f"{self.entry}({','.join(a.replace(' ', '') for a in self.args)})"

    @property
    def specs(self) -> tuple[Any, ...]:
        from ..run.argspec import parse_args

        return parse_args(list(self.args))


@dataclass(frozen=True)
class Built:
    """A candidate after its build: the runner, or why there is none."""

    candidate: Candidate
    exe: Path | None
    error: str
    seconds: float
    runner: Path                  # where the runner is (or would be): runners/<candidate hash>


@dataclass(frozen=True)
class Measured:
    """One timing of a candidate on a board (or why it failed)."""

    ok: bool
    error: str = ""
    error_kind: str = ""          # build | run | timeout | check
    timing: dict[str, Any] = field(default_factory=dict)
    outputs: dict[int, bytes] = field(default_factory=dict)
    seconds: float = 0.0          # the whole round on the board: deploy, run, fetch


class BoardFailure(TgtbuildError):
    """The board, not the candidate, failed: connection lost, SFTP error, unreachable."""


class Builder:
    """Builds candidates of one task; thread-safe, one build folder per builder thread (a slot).

    Why slots: a fresh build folder per candidate recompiled the (unchanged)
    harness every time, ~1 s of a 1.5 s candidate build here under load (ninja
    log). A slot keeps its build folder and rewrites only the rendered sources,
    so ninja recompiles the kernel and relinks; the runner is then copied out
    under the candidate's hash so the slot can build the next one while a
    board measures it.
    """

    def __init__(self, task: Task, root: Path, *, jobs: int | None = 1) -> None:
        from ..run.harness import harness_source

        self.task = task
        self.root = root
        self.jobs = jobs
        text = harness_source(task.entry, task.specs)
        folder = root / "harness"
        folder.mkdir(parents=True, exist_ok=True)
        self.harness = folder / f"harness-{hashlib.sha256(text.encode()).hexdigest()[:16]}.c"
        if not self.harness.exists():
            from ..fsutil import write_atomic

            write_atomic(self.harness, text)
        (root / "runners").mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._slots = 0
        self._local = threading.local()

    def _slot(self) -> Path:
        slot = getattr(self._local, "slot", None)
        if slot is None:
            with self._lock:
                slot = self._local.slot = self.root / "slots" / str(self._slots)
                self._slots += 1
        return slot

    def _slot_sources(self, candidate: Candidate, slot: Path) -> tuple[str, ...]:
        """The candidate's rendered files copied to fixed names in the slot (plain sources stay put)."""
        from ..fsutil import write_if_changed

        rendered = slot / "src"
        rendered.mkdir(parents=True, exist_ok=True)
        out = []
        for path in candidate.sources:
            if path.startswith(str(self.root) + os.sep):
                dest = rendered / os.path.basename(path)
                write_if_changed(dest, Path(path).read_bytes())
                out.append(str(dest))
            else:
                out.append(path)
        return tuple(out)

    def build(self, candidate: Candidate) -> Built:
        """Build the candidate's runner in this thread's slot; a failure is returned, not raised."""
        from ..builder.configure import Request, configure
        from ..builder.ninjatool import run_build

        started = time.perf_counter()
        slot = self._slot()
        runner = self.root / "runners" / f"{digest(candidate.key, candidate.target, *candidate.sources)}"
        request = Request(target=candidate.target, sources=self._slot_sources(candidate, slot),
                          build_root=str(slot / "build"), name=self.task.name, toolchain=self.task.toolchain,
                          opt_level=candidate.opt_level, programs=((RUNNER, (str(self.harness),)),))
        sink = io.StringIO()
        try:
            configured = configure(request)
            # Only the runner: the shared library is one more link per candidate that nothing here uses.
            run_build(configured.build_dir, jobs=self.jobs, targets=(RUNNER,), stream=sink)
        except TgtbuildError as exc:
            return Built(candidate, None, str(exc), time.perf_counter() - started, runner)
        tmp = runner.with_name(runner.name + f".{threading.get_ident()}.tmp")
        shutil.copy2(configured.build_dir / RUNNER, tmp)
        os.replace(tmp, runner)
        return Built(candidate, runner, "", time.perf_counter() - started, runner)


_BOARD_TROUBLE = (OSError, EOFError)


class BoardSession:
    """One board of the pool: one connection, reopened on demand, one candidate at a time."""

    def __init__(self, board: Any, task: Task, *, connect_timeout: float = 10.0) -> None:
        self.board = board
        self.task = task
        self.connect_timeout = connect_timeout
        self.conn: Any = None
        from ..targets import parse_target

        self._target = parse_target(task.target)

    @property
    def name(self) -> str:
        return self.board.destination()

    def open(self) -> None:
        """Connect (and check the board's CPU once); `BoardFailure` when it cannot."""
        from ..cli.boardopts import check_board_arch
        from ..remote import ConnectError, RemoteError, connect

        self.close()
        try:
            self.conn = connect(self.board, connect_timeout=self.connect_timeout)
            check_board_arch(self.conn, self.board, self._target)
        except (ConnectError, RemoteError, *_BOARD_TROUBLE) as exc:
            self.close()
            raise BoardFailure(f"board {self.name}: {exc}") from None
        except Exception as exc:  # paramiko's SSHException and friends: the board, not us
            self.close()
            raise BoardFailure(f"board {self.name}: {type(exc).__name__}: {exc}") from None

    def close(self) -> None:
        conn, self.conn = self.conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # a dead connection may fail to close; it is gone either way
                pass

    def measure(self, built: Built, protocol: Protocol, *, outputs: bool = False) -> Measured:
        """Deploy the runner, time it, fetch outputs when asked; `BoardFailure` if the board fails."""
        from ..remote import ConnectError, DeployError, RemoteError, RemoteTimeout, run_remote
        from ..run.stats import parse_harness_output

        if self.conn is None:
            self.open()
        outdir = f"out-{os.getpid()}-{os.urandom(3).hex()}" if outputs else ""
        started = time.perf_counter()
        try:
            report = run_remote(self.conn, self.board, [RUNNER, *protocol.argv(outdir)], {RUNNER: built.exe},
                                protocol.timeout, subdir=f"tune/{self._target.dirname}")
        except RemoteTimeout:
            return Measured(False, f"ran past the {protocol.timeout:g} s timeout and was killed", "timeout",
                            seconds=time.perf_counter() - started)
        except (ConnectError, DeployError, *_BOARD_TROUBLE) as exc:
            raise BoardFailure(f"board {self.name}: {exc}") from None
        except RemoteError as exc:
            raise BoardFailure(f"board {self.name}: {exc}") from None
        except TgtbuildError:
            raise
        except Exception as exc:  # paramiko's SSHException: the link broke
            raise BoardFailure(f"board {self.name}: {type(exc).__name__}: {exc}") from None
        if not report.ok:
            tail = report.stderr.decode(errors="replace").strip().splitlines()[-3:]
            return Measured(False, f"the runner {report.describe()}" + (": " + " | ".join(tail) if tail else ""),
                            "run", seconds=time.perf_counter() - started)
        try:
            timing = parse_harness_output(report.stdout.decode(errors="replace"))
        except TgtbuildError as exc:
            return Measured(False, str(exc), "run", seconds=time.perf_counter() - started)
        fetched: dict[int, bytes] = {}
        if outputs:
            try:
                fetched = self._fetch(f"{report.deploy.remote_dir}/{outdir}")
            except (OSError, EOFError) as exc:
                raise BoardFailure(f"board {self.name}: reading outputs: {exc}") from None
        return Measured(True, timing=timing, outputs=fetched, seconds=time.perf_counter() - started)

    def _fetch(self, folder: str) -> dict[int, bytes]:
        """out<N>.bin of each output argument, then the per-run folder is removed."""
        fs = self.conn.sftp()
        found = {}
        for spec in self.task.specs:
            if spec.is_output:
                path = f"{folder}/out{spec.index}.bin"
                with fs.open(path, "rb") as handle:
                    found[spec.index] = handle.read()
                fs.remove(path)
        fs.rmdir(folder)
        return found


def check_outputs(task: Task, expected: dict[int, bytes], got: dict[int, bytes], rtol: float, atol: float) -> str:
    """'' when every output matches the reference, else the first problems."""
    from ..run.reference import compare

    problems: list[str] = []
    for spec in task.specs:
        if spec.is_output:
            problems += compare(spec, expected[spec.index], got[spec.index], rtol, atol, limit=2)
    return "; ".join(problems[:3])
