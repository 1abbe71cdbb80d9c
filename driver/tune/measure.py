"""Build a candidate and time it on a board: the only place tuning touches the build and run stages.

A candidate runs the way `tgtbuild run` runs a kernel: the run stage's
harness and timing protocol (`run.request.Timing`), its staging under a content
hash and its `run_staged` (content-named folder on the board, per-run
folder, outputs fetched for --check). What is the tuner's own:

- One `BoardSession` per board holds one open connection for the whole run
  (an SSH handshake costs ~30 ms on loopback and much more over a real link).
- `Builder.build` is thread-safe and quiet (ninja's output goes to a buffer
  kept for the error message), so several candidates build while the boards
  measure others. Each builder thread keeps a build folder (a slot): ninja
  recompiles only the kernel. Where the runner links the kernel as
  lib<name>.so (glibc targets, see builder.linking), the runner is linked once
  per slot and harness, and a candidate is only its library: after the
  slot's first candidate, one compiler call derived from the slot's own
  ninja commands (tune/fastbuild.py; ninja where that call cannot be used).
- A failure is sorted by who is to blame: the candidate (compile error,
  crash, timeout, wrong output: recorded, never wins) or the board
  (connection or SFTP trouble: `BoardFailure`, the pool retries the board and
  measures the candidate elsewhere).
"""

from __future__ import annotations

import fcntl
import io
import os
import threading
import time
from functools import cached_property
from pathlib import Path
from typing import Any

from ..builder.configure import Request, configure
from ..builder.linking import programs_link_shared
from ..builder.ninjatool import find_ninja, run_build
from ..errors import TgtbuildError
from ..frozen import field, frozen
from ..fsutil import write_if_changed
from ..machines import MachineError
from ..remote import ConnectError, RemoteError, RemoteTimeout, connect
from ..remote.choose import check_board_arch
from ..remote.shelltext import describe_exit
from ..run.argspec import parse_args
from ..run.centry import CEntryHarness
from ..run.onboard import run_staged
from ..run.reference import compare
from ..run.request import Check, RunRequest, Timing
from ..run.staging import stage_files
from .candidate import Candidate
from .fastbuild import build_one, one_call_argv

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..targets import Target


@frozen
class Protocol:
    """How one candidate is timed: the run stage's timing protocol and a per-candidate timeout."""

    timing: Timing = field(default_factory=lambda: Timing(repeat=3, min_repeat_ms=20.0))
    timeout: float = 30.0

    def export(self) -> dict[str, Any]:
        t = self.timing
        return {"number": t.number, "repeat": t.repeat, "warmup": t.warmup, "min_repeat_ms": t.min_repeat_ms,
                "cooldown_ms": t.cooldown_ms, "timeout": self.timeout}


@frozen
class Task:
    """The kernel being tuned: its entry, argument specs, sources and target."""

    entry: str
    args: tuple[str, ...]
    sources: tuple[str, ...]      # absolute, templates included
    target: Target                # parsed once (api.tuning), before build knobs
    name: str = "kernel"
    toolchain: str | None = None

    @property
    def label(self) -> str:
        """The task's name in the log: the entry and its workload, as AutoTVM keys tasks."""
        return f"{self.entry}({','.join(a.replace(' ', '') for a in self.args)})"

    @cached_property
    def specs(self) -> tuple[Any, ...]:
        """The argument specs, parsed on first use and kept (each candidate's request asked again)."""
        return parse_args(list(self.args))

    def request(self, board: Any, build_root: Path, protocol: Protocol | None = None, *, outputs: bool = False,
                target: Any = None):
        """The run stage's RunRequest for this task (on `board`, timed by `protocol`; `target`: parsed already)."""
        protocol = protocol or Protocol()
        return RunRequest(target=target or self.target, board=board, sources=self.sources,
                          build_root=str(build_root), name=self.name, entry=self.entry, specs=self.specs,
                          timing=protocol.timing, check=Check() if outputs else None, timeout=protocol.timeout,
                          toolchain=self.toolchain)


@frozen
class CandidateBuild:
    """A candidate after its build: its staged files (the runner first), or why there are none."""

    candidate: Candidate
    staged: dict[str, Path] | None
    error: str
    seconds: float
    build_dir: Path | None = None

    @property
    def program(self) -> str:
        """The runner's name on the board ('' when the build failed)."""
        return next(iter(self.staged)) if self.staged else ""


@frozen
class Measured:
    """One timing of a candidate on a board (or why it failed)."""

    ok: bool
    error: str = ""
    error_kind: str = ""          # build | run | timeout | check
    timing: dict[str, Any] = field(default_factory=dict)
    outputs: dict[int, bytes] = field(default_factory=dict)
    seconds: float = 0.0          # the whole round on the board: deploy, run, fetch
    context: dict | None = None   # the run's conditions (run.context), read on the board in the same exec


class BoardFailure(TgtbuildError):
    """The board, not the candidate, failed: connection lost, SFTP error, unreachable (worth a retry)."""


class BoardUnfit(TgtbuildError):
    """The board can never run this task (its CPU cannot run the target's code, no emulator): no retry.

    Retrying an arch mismatch only delayed the end, and the pool-lost message
    then said "continue with --resume ... once a board is back", which no
    board coming back fixes.
    """


class Builder:
    """Builds candidates of one task; thread-safe, one build folder per builder thread (a slot)."""

    def __init__(self, task: Task, root: Path, *, jobs: int | None = 1, fast: bool = True) -> None:
        self.task = task
        self.root = root
        self.jobs = jobs
        # The stage's harness source for this entry and its specs, written once under the tune folder.
        (self.harness,) = CEntryHarness().program_sources(task.request(None, root))
        self.runner = f"runner-{Path(self.harness).stem.removeprefix('harness-')}"  # one runner per harness
        self._lock = threading.Lock()
        self.fast = fast
        self._one_calls: dict[Path, Any] = {}  # per slot folder: a fastbuild.OneCall, or None (ninja only)
        self._tried_libc: set[Path] = set()
        self._slots = 0
        self._leases: list[int] = []  # flocked slots/N.lock descriptors (see _slot)
        self._local = threading.local()

    def _slot(self) -> Path:
        """This thread's slot: the first `slots/N` whose lease (an flock on `slots/N.lock`) it can take.

        Slots were numbered per Builder: two tunes into one build dir (two
        threads of `api.tune`, or two processes) built in the same slot at once
        ("cannot write the build directory ... Directory not empty", issue 33).
        A lease is held until `release()`; flock conflicts between two opens in
        one process too, so threads and processes alike get distinct slots.
        """
        slot = getattr(self._local, "slot", None)
        if slot is None:
            folder = self.root / "slots"
            folder.mkdir(parents=True, exist_ok=True)
            with self._lock:
                number = self._slots
                while True:
                    fd = os.open(folder / f"{number}.lock", os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
                    try:
                        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                        break
                    except BlockingIOError:
                        os.close(fd)
                        number += 1
                self._leases.append(fd)
                self._slots = number + 1
                slot = self._local.slot = folder / str(number)
        return slot

    def release(self) -> None:
        """Give the slots back (the tune is over): another tune into this build dir may build in them."""
        with self._lock:
            for fd in self._leases:
                os.close(fd)
            self._leases.clear()

    def _slot_sources(self, candidate: Candidate, slot: Path) -> tuple[str, ...]:
        """The candidate's rendered files copied to fixed names in the slot (plain sources stay put)."""
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

    def build(self, candidate: Candidate) -> CandidateBuild:
        """Build and stage the candidate's runner in this thread's slot; a failure is returned, not raised."""
        started = time.perf_counter()
        slot = self._slot()
        request = Request(target=candidate.target, sources=self._slot_sources(candidate, slot),
                          build_root=str(slot / "build"), name=self.task.name, toolchain=self.task.toolchain,
                          opt_level=candidate.opt_level, programs=((self.runner, (self.harness,)),))
        shared = f"lib{self.task.name}.so" if programs_link_shared(candidate.target) else ""
        sink = io.StringIO()
        try:
            configured = configure(request)
            folder = configured.build_dir
            # Linked against lib<name>.so, a runner already here serves every candidate of this slot.
            targets = (shared,) if shared and (folder / self.runner).exists() else (self.runner, shared)
            if not self._one_call(folder, shared, targets):
                run_build(folder, jobs=self.jobs, targets=tuple(t for t in targets if t), stream=sink)
                self._learn_one_call(folder, shared, tried=targets == (shared,))
            staged = stage_files({self.runner: folder / self.runner, **({shared: folder / shared} if shared else {})},
                                 self.root / "staged")
        except TgtbuildError as exc:
            return CandidateBuild(candidate, None, str(exc), time.perf_counter() - started)
        return CandidateBuild(candidate, staged, "", time.perf_counter() - started, folder)

    def _one_call(self, folder: Path, shared: str, targets: tuple[str, ...]) -> bool:
        """The library in one compiler call (tune/fastbuild.py) where the slot learnt how; False: use ninja."""
        how = self._one_calls.get(folder) if targets == (shared,) and shared else None
        if how is None:
            return False
        if how.bare is not None:
            if build_one(folder, how.bare, shared, bare=True):
                return True
            how.bare = None  # this kernel needs libc (a header, memset, expf): so will the slot's next ones
        if build_one(folder, how.libc, shared, bare=False):
            return True
        self._tried_libc.add(folder)
        return False

    def _learn_one_call(self, folder: Path, shared: str, tried: bool) -> None:
        """After a ninja build of this slot's folder: how to build its library at once (None: not plain).

        `tried`: the one call with libc failed where ninja succeeded: something it does not know, so the slot
        stops trying.
        """
        if tried and folder in self._tried_libc:
            self._one_calls[folder] = None
        elif shared and folder not in self._one_calls and self.fast:
            self._one_calls[folder] = one_call_argv(folder, shared, find_ninja())
        self._tried_libc.discard(folder)


_BOARD_TROUBLE = (OSError, EOFError)


def _link_trouble() -> tuple[type[BaseException], ...]:
    """What a broken link raises besides OSError/EOFError: paramiko's SSHException family, and nothing else.

    `except Exception` here made every bug in tgtbuild a "board failure",
    retried and then logged as the candidate's outcome.
    """
    from paramiko import SSHException  # lazily: it loads paramiko, which this module's other callers do without

    return (*_BOARD_TROUBLE, SSHException)


class BoardSession:
    """One board of the pool: one connection, reopened on demand, one candidate at a time."""

    def __init__(self, board: Any, task: Task, *, connect_timeout: float = 10.0) -> None:
        self.board = board
        self.task = task
        self.connect_timeout = connect_timeout
        self.conn: Any = None

        self._target = task.target

    @property
    def name(self) -> str:
        """The board's name: its boards.toml entry or labgrid place, else the destination it was given as."""
        return self.board.name if self.board.name and not self.board.is_local else self.board.destination()

    def open(self) -> None:
        """Connect (and check the board's CPU once); `BoardFailure` when it cannot."""
        self.close()
        try:
            self.conn = connect(self.board, connect_timeout=self.connect_timeout)
            check_board_arch(self.conn, self.board, self._target)
        except MachineError as exc:
            self.close()
            raise BoardUnfit(str(exc)) from None
        except (ConnectError, RemoteError, *_link_trouble()) as exc:
            self.close()
            raise BoardFailure(str(exc) or type(exc).__name__) from None

    def close(self) -> None:
        conn, self.conn = self.conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # a dead connection may fail to close; it is gone either way
                pass

    def measure(self, built: CandidateBuild, protocol: Protocol, *, outputs: bool = False) -> Measured:
        """Run the staged candidate through the run stage; `BoardFailure` if the board fails."""
        if self.conn is None:
            self.open()
        request = self.task.request(self.board, built.build_dir or Path("."), protocol, outputs=outputs,
                                    target=self._target)
        started = time.perf_counter()
        try:
            result = run_staged(self.conn, request, CEntryHarness(), built.program, built.build_dir or Path("."),
                                built.staged or {})
        except RemoteTimeout:
            return Measured(False, f"ran past the {protocol.timeout:g} s timeout and was killed", "timeout",
                            seconds=time.perf_counter() - started)
        except (RemoteError, *_link_trouble()) as exc:  # connecting, deploy, SFTP, the link
            raise BoardFailure(str(exc) or type(exc).__name__) from None
        except TgtbuildError as exc:  # the runner's output did not parse
            return Measured(False, str(exc), "run", seconds=time.perf_counter() - started)
        seconds = time.perf_counter() - started
        if result.exit_status != 0:
            tail = result.stderr.decode(errors="replace").strip().splitlines()[-3:]
            return Measured(False, f"the runner {describe_exit(result.exit_status)}"
                            + (": " + " | ".join(tail) if tail else ""), "run", seconds=seconds)
        return Measured(True, timing=result.timing or {}, outputs=dict(result.outputs), seconds=seconds,
                        context=result.context)


def check_outputs(task: Task, expected: dict[int, bytes], got: dict[int, bytes], rtol: float, atol: float) -> str:
    """'' when every output matches the reference, else the first problems."""
    problems: list[str] = []
    for spec in task.specs:
        if spec.is_output:
            problems += compare(spec, expected[spec.index], got[spec.index], rtol, atol, limit=2)
    return "; ".join(problems[:3])
