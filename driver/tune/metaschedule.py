"""MetaSchedule measuring on tgtbuild boards: `TgtbuildRunner` and `TgtbuildBuilder`.

    from tgtbuild.tvm import tvm_target
    from tgtbuild.tune.metaschedule import TgtbuildBuilder, TgtbuildRunner
    target = tvm_target("rasp4b")                       # TVM's Target for the tag, num-cores included
    ms.tune_tir(mod, target, work_dir, max_trials_global=64,
                builder=TgtbuildBuilder("rasp4b"),
                runner=TgtbuildRunner("rasp4b", boards=["pi@rpi-a.lan", "pi@rpi-b.lan"]))

TVM's own answer for measuring on a board is RPC (a TVM runtime built on
the board, a Python RPC server, a tracker). Here the board needs neither
Python nor TVM nor a compiler: a candidate is what MetaSchedule's builder
exported (a `.tar` of `lib0.o`, linked here, or the `.so` `TgtbuildBuilder`
linked already), sent to the board's resident candidate server
(`tvm.resident`: one C program per board and task signature that `dlopen`s
each candidate and times it with the `tvm-packed` harness's own code), or,
with `resident=False` and on static musl targets, run one-shot by the run
stage (`harnesses.stage.run`) as `tgtbuild run` runs a TVM kernel.

Why it is built so:
- In process, one open connection per board for the whole tuning: a proof
  that started `tgtbuild run --json` per candidate paid 0.28 s fixed per
  candidate against LocalRunner's 0.05-0.1 s (DESIGN.md).
- A resident server, not a process per candidate: through the run stage a
  candidate still cost 11-40 ms of fixed work (board script, process,
  emulator start) against LocalRunner's 1-2 ms; on the server it costs
  about 1 ms (bench/metaschedule.py's `bare` rows).
- One worker thread per board takes candidates from one queue, so a pool's
  boards (`boards=[...]`, `pool="farm"` from boards.toml, or the `Board`s a
  labgrid pool gives) measure a batch side by side; `run()` returns at once
  and each future's `result()` waits for its candidate.
- `EvaluatorConfig` maps to the run stage's `Timing` field by field
  (number, repeat, min_repeat_ms mean what they mean in `time_evaluator`);
  `run_secs` are the harness's per-repeat means, as `time_evaluator`'s
  `results` are. The kernel's thread pool is the target's `num-cores` when it
  has one (the same tuned model ran 2.4 ms vs 1.3 ms with pools that
  disagreed), else the board's CPUs.
- A failed candidate (link error, the kernel's -1, a crash, a timeout, a
  lost board) is `RunnerResult(None, error_msg)`: never a time that can win.
  A bug of tgtbuild's own is raised from `result()`, not hidden as a failed
  candidate.
- Ctrl-C: the waiting `result()` stops the workers, kills a candidate
  running on a server (its run mark), ends the servers and closes every
  connection; the board's watchdog (remote/watchdog.py) kills a run whose
  link went, and `close()` removes the candidate folders this runner
  uploaded (tests/test_tvm_resident.py). TVM re-raises the interrupt as
  RuntimeError from `tune_tir`.

`TgtbuildBuilder` compiles in this process on a few threads and links
with tgtbuild's toolchain (`fcompile`): TVM's `LocalBuilder` starts a fresh
pool per batch and imports `tvm.s_tir.tensor_intrin` in each (31-48 s here,
past its 30 s timeout on every candidate), and its pool needs `cloudpickle`,
which `pip install apache-tvm` does not bring. A build is already scheduled
IR: the tensor intrinsics are only needed while scheduling.

Importing this module imports TVM (and refuses an apache-tvm-ffi that
segfaults MetaSchedule, `ffiguard`).
"""

from __future__ import annotations

import math
import os
import queue
import shutil
import tempfile
import threading
import weakref
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from ..tvm.ffiguard import check_ffi, ffi_version

check_ffi(ffi_version())

from tvm.ir.utils import derived_object  # noqa: E402
from tvm.s_tir.meta_schedule.builder import BuilderInput, BuilderResult, PyBuilder  # noqa: E402
from tvm.s_tir.meta_schedule.runner import (  # noqa: E402
    EvaluatorConfig,
    PyRunner,
    PyRunnerFuture,
    RunnerFuture,
    RunnerInput,
    RunnerResult,
)
from tvm.s_tir.transform import RemoveWeightLayoutRewriteBlock  # noqa: E402
from tvm.tirx import build as tvm_build  # noqa: E402

from ..errors import TgtbuildError  # noqa: E402
from ..harnesses.stage import run  # noqa: E402
from ..remote import connect  # noqa: E402
from ..remote.board import Board  # noqa: E402
from ..remote.choose import Trust, check_board_arch  # noqa: E402
from ..remote.errors import ConnectError, RemoteTimeout  # noqa: E402
from ..run.argspec import parse_args  # noqa: E402
from ..run.request import RunRequest, Timing  # noqa: E402
from ..tvm.fcompile import fcompile  # noqa: E402
from ..tvm.resident import CandidateServer, prelink, resident_possible  # noqa: E402
from ..tvm.tvmtarget import tgtbuild_target, tvm_target  # noqa: E402
from .pool import boards_for, pool_members  # noqa: E402

__all__ = ["TgtbuildBuilder", "TgtbuildRunner", "arg_specs", "tvm_target"]

# TVM dtype names → the harness's argument types (run.argspec.DTYPES; tvm.abi.DL_DTYPES has their DLPack codes).
_DTYPES = {"float32": "f32", "float64": "f64", "int8": "i8", "int16": "i16", "int32": "i32", "int64": "i64",
           "uint8": "u8", "uint16": "u16", "uint32": "u32", "uint64": "u64"}
# The packed function MetaSchedule's candidates export: every task's PrimFunc is `main`.
ENTRY = "main"
# Resident servers a board keeps at once (one per task signature; tune_relax interleaves tasks).
MAX_SERVERS = 4
LINK_WAIT_S = 120.0  # close() waits at most this for the server's early link (0.4-1.1 s measured here)


def arg_specs(args_info: Sequence[Any]) -> tuple[str, ...]:
    """RunnerInput.args_info (TensorInfo: `["TENSOR", "float32", [128, 128]]`) as `--arg` specs (`f32[128,128]`)."""
    specs = []
    for index, info in enumerate(args_info):
        kind, dtype, shape = info.as_json() if hasattr(info, "as_json") else info
        if kind != "TENSOR":
            raise TgtbuildError(f"argument #{index + 1}: {kind} arguments are not supported (tensors only)")
        if str(dtype) not in _DTYPES:
            raise TgtbuildError(f"argument #{index + 1}: dtype {dtype} has no harness type "
                                f"(supported: {', '.join(_DTYPES)})")
        specs.append(f"{_DTYPES[str(dtype)]}[{','.join(str(int(d)) for d in shape) or '1'}]")
    return tuple(specs)


@dataclass
class _Slot:
    """One candidate's result, filled by a board's worker thread and read by the future in TVM's thread."""

    artifact: str
    specs: tuple[str, ...]
    done: threading.Event
    run_secs: list[float] | None = None
    error: str | None = None
    bug: BaseException | None = None


@derived_object
class _Future(PyRunnerFuture):
    """A candidate's pending measurement."""

    def __init__(self, slot: _Slot, owner: _Workers) -> None:
        super().__init__()
        self.slot = slot
        self.owner = owner

    def done(self) -> bool:
        return self.slot.done.is_set()

    def result(self) -> RunnerResult:
        try:
            while not self.slot.done.wait(0.5):  # short waits: Ctrl-C is seen between them
                if self.owner.closed:
                    break
        except BaseException:
            self.owner.close()  # Ctrl-C/SIGTERM: nothing goes on running on any board
            raise
        if self.slot.bug is not None:
            raise self.slot.bug
        if not self.slot.done.is_set():
            return RunnerResult(None, "TgtbuildRunner: closed before this candidate was measured")
        return RunnerResult(self.slot.run_secs, self.slot.error)


class _Workers:
    """The boards' threads, their connections and the folders they uploaded; shut down by `close()`."""

    def __init__(self, boards: list[Any], make_request: Any, resident: bool = True) -> None:
        self.boards = boards
        self.make_request = make_request
        self.resident = resident
        self.jobs: queue.Queue[_Slot | None] = queue.Queue()
        self.closed = False
        self.conns: dict[int, Any] = {}
        self.uploaded: dict[int, set[str]] = {i: set() for i in range(len(boards))}
        self.measured: dict[str, int] = {}  # candidates run per board (failed runs included)
        # Each board's resident servers by signature (most recent last): its worker's, read by close().
        self.servers: dict[int, dict[tuple[str, ...], Any]] = {i: {} for i in range(len(boards))}
        self.lock = threading.Lock()
        self.threads = [threading.Thread(target=self._work, args=(i,), daemon=True,
                                         name=f"tgtbuild-runner {b.destination()}") for i, b in enumerate(boards)]
        for thread in self.threads:
            thread.start()

    def _conn(self, index: int) -> Any:
        conn = self.conns.get(index)
        if conn is None:
            board = self.boards[index]
            conn = connect(board)
            try:
                check_board_arch(conn, board, self.make_request.target)
            except BaseException:
                conn.close()
                raise
            with self.lock:
                if self.closed:
                    conn.close()
                    raise TgtbuildError("the runner was closed")
                self.conns[index] = conn
        return conn

    def _drop(self, index: int) -> None:
        with self.lock:
            conn = self.conns.pop(index, None)
        if conn is not None:
            conn.close()

    def _work(self, index: int) -> None:
        board = self.boards[index]
        try:
            while True:
                slot = self.jobs.get()
                if slot is None or self.closed:
                    return
                try:
                    conn = self._conn(index)
                    slot.run_secs, slot.error = self._measure(index, conn, slot)
                    with self.lock:
                        self.measured[board.destination()] = self.measured.get(board.destination(), 0) + 1
                except RemoteTimeout as exc:
                    slot.error = f"TgtbuildRunner: timeout on {board.destination()}: {exc}"
                except (ConnectError, OSError, EOFError) as exc:  # the board, not the candidate: reconnect next time
                    self._close_servers(index)
                    self._drop(index)
                    slot.error = f"TgtbuildRunner: board {board.destination()} failed: {exc}"
                except TgtbuildError as exc:
                    slot.error = f"TgtbuildRunner: {exc}"
                except BaseException as exc:  # noqa: BLE001  # tgtbuild's own bug: raised in TVM's thread by result()
                    slot.bug = exc
                finally:
                    slot.done.set()
        finally:
            self._close_servers(index)

    def _close_servers(self, index: int) -> None:
        with self.lock:  # close() reads them from another thread
            servers = list(self.servers[index].values())
            self.servers[index].clear()
        for server in servers:
            try:
                server.close()
            except (TgtbuildError, OSError, EOFError):
                pass  # the board went away: its watchdog and the server's EOF end what ran

    def _measure(self, index: int, conn: Any, slot: _Slot) -> tuple[list[float] | None, str | None]:
        """One candidate: on the board's resident server for its signature (`tvm.resident`), or one-shot
        through the run stage where the target cannot `dlopen` (static musl) or the runner was asked so."""
        board = self.boards[index]
        request = self.make_request(board, slot.artifact, slot.specs)
        where = board.destination() + (" (emulated)" if board.emulator else "")
        if self.resident and resident_possible(request):
            servers = self.servers[index]
            with self.lock:  # close() reads the servers from another thread
                server = servers.pop(slot.specs, None)
                retired = servers.pop(next(iter(servers))) if server is None and len(servers) >= MAX_SERVERS else None
            if retired is not None:  # the least recently used signature's
                retired.close()
            if server is None:
                server = CandidateServer(conn, request)
            with self.lock:
                servers[slot.specs] = server
            try:
                timing = server.measure(slot.artifact)
            except TgtbuildError as exc:
                return None, f"TgtbuildRunner: the candidate failed on {where}: {exc}"
            return _valid_times(timing, where)
        result = run(request, conn)
        if result.deploy is not None:
            self.uploaded[index].add(result.deploy.remote_dir)
        if result.exit_status != 0:
            tail = result.stderr.decode(errors="replace").strip().splitlines()[-3:]
            return None, (f"TgtbuildRunner: the candidate failed on {where}: exit {result.exit_status}: "
                          f"{' | '.join(tail)}")
        return _valid_times(result.timing, where)

    def submit(self, slot: _Slot) -> None:
        if self.closed:
            slot.error = "TgtbuildRunner: closed"
            slot.done.set()
            return
        self.jobs.put(slot)

    def close(self, join: float = 30.0) -> None:
        """Stop taking candidates, end the connections (the boards' watchdogs kill what ran) and clean up."""
        with self.lock:
            if self.closed:
                return
            self.closed = True
        while True:  # the candidates nobody will measure now
            try:
                slot = self.jobs.get_nowait()
            except queue.Empty:
                break
            if slot is not None:
                slot.error = "TgtbuildRunner: closed before this candidate was measured"
                slot.done.set()
        for _ in self.threads:  # after the drain, which took them too: workers waited out `join` (30 s)
            self.jobs.put(None)
        with self.lock:
            busy = [server for servers in self.servers.values() for server in servers.values() if server.busy]
        for server in busy:  # a candidate running now (Ctrl-C mid-measurement) is killed, not waited for
            server.abort()
        for thread in self.threads:
            thread.join(join)
        for index in list(self.conns):
            conn = self.conns.get(index)
            folders = sorted(self.uploaded.get(index, ()))
            if conn is not None and folders:
                try:
                    conn.run(["rm", "-rf", "--", *folders], timeout=20)
                except (TgtbuildError, OSError, EOFError):
                    pass  # the board went away: its folders are content-named, a later run reuses them
            self._drop(index)


def _valid_times(timing: Any, where: str) -> tuple[list[float] | None, str | None]:
    """(run_secs, None), or (None, why): a nonsensical timing never yields a time."""
    times = (timing or {}).get("times") or []
    if not times or not all(isinstance(t, (int, float)) and math.isfinite(t) and t > 0 for t in times):
        return None, f"TgtbuildRunner: no valid timing from {where}: {timing!r}"
    return [float(t) for t in times], None


class _Requests:
    """RunRequests for candidates: the run stage's, with the timing mapped from EvaluatorConfig."""

    def __init__(self, target: Any, timing: Any, timeout: float, build_root: str, toolchain: str | None) -> None:
        self.target, self.timing, self.timeout = target, timing, timeout
        self.build_root, self.toolchain = build_root, toolchain

    def __call__(self, board: Any, artifact: str, specs: tuple[str, ...]) -> Any:
        # One build root per board: the stage locks it per build, and boards measure side by side.
        root = os.path.join(self.build_root, board.destination().replace("/", "_").replace("@", "_"))
        return RunRequest(target=self.target, board=board, sources=(artifact,), build_root=root,
                          name="candidate", entry=ENTRY, specs=parse_args(list(specs)), timing=self.timing,
                          timeout=self.timeout, toolchain=self.toolchain)


@derived_object
class TgtbuildRunner(PyRunner):
    """A MetaSchedule runner that times candidates on tgtbuild boards (local, emulated, SSH, pools, labgrid)."""

    def __init__(self, target: Any, boards: Sequence[Any] = ("local",), *, pool: str | None = None,
                 evaluator_config: EvaluatorConfig | None = None, timeout_sec: float = 30.0,
                 threads: int | None = None, cooldown_ms: float = 0.0, toolchain: str | None = None,
                 boards_file: str | None = None, identity: str | None = None, accept_new_host_key: bool = False,
                 build_root: str | None = None, resident: bool = True) -> None:
        """`target`: tgtbuild's (a tag such as `rasp4b`, a triple); `boards`: words as `--board` takes them
        (`local`, `user@host[:port]`, an ssh alias, a boards.toml name) or `Board`s (a labgrid pool's
        `boards()`); `pool`: a boards.toml `[pools]` name instead. `threads`: the kernel's thread pool
        (default: the target's `num-cores`, else the board's CPUs). `resident`: measure on one resident
        server per board and signature (`tvm.resident`); False runs each candidate through the run stage
        as `tgtbuild run` would (a process per candidate: slower, the same protocol)."""
        super().__init__()
        self.target = tgtbuild_target(target)
        config = EvaluatorConfig._normalized(evaluator_config)
        if config.enable_cpu_cache_flush:
            raise TgtbuildError("EvaluatorConfig(enable_cpu_cache_flush=True) is not implemented for TVM kernels "
                                "(templates/harness_tvm.c.j2); leave it False")
        if isinstance(boards, str):  # boards="local": one board, not five letters
            boards = [boards]
        trust = Trust(boards_file=boards_file, identity=identity, accept_new_host_key=accept_new_host_key)
        words = pool_members(pool, boards_file) if pool else [b for b in boards if not isinstance(b, Board)]
        made = boards_for(words, self.target, trust) if words else []
        given = [b for b in boards if isinstance(b, Board)] if not pool else []
        self.boards = [*given, *made]
        if not self.boards:
            raise TgtbuildError("TgtbuildRunner needs at least one board (boards=['local'], or pool='name')")
        if threads is None:
            threads = int(self.target.cpu_target.attrs.get("num-cores") or 0)
        self.timing = Timing(number=int(config.number), repeat=int(config.repeat),
                             min_repeat_ms=float(config.min_repeat_ms), cooldown_ms=float(cooldown_ms),
                             threads=int(threads))
        self.timeout_sec = timeout_sec
        self._own_root = build_root is None
        self.build_root = build_root or tempfile.mkdtemp(prefix="tgtbuild-metaschedule-")
        requests = _Requests(self.target, self.timing, timeout_sec, self.build_root, toolchain)
        self._workers = _Workers(self.boards, requests, resident)
        # The candidate server linked now, while MetaSchedule builds its first batch: on a machine that never
        # built it, the link (~0.5 s) was most of a task's first candidate (issue 45).
        link = prelink(self.target, toolchain) if resident else None
        self._finalizer = weakref.finalize(self, _shutdown, self._workers, self.build_root, self._own_root, link)

    def run(self, runner_inputs: list[RunnerInput]) -> list[RunnerFuture]:
        futures = []
        for runner_input in runner_inputs:
            slot = _Slot(str(runner_input.artifact_path), (), threading.Event())
            try:
                slot.specs = arg_specs(runner_input.args_info)
            except TgtbuildError as exc:
                slot.error = f"TgtbuildRunner: {exc}"
                slot.done.set()
            else:
                self._workers.submit(slot)
            futures.append(_Future(slot, self._workers))
        return futures

    @property
    def measured(self) -> dict[str, int]:
        """How many candidates each board ran so far ({destination: count}): how the pool shared the work."""
        return dict(self._workers.measured)

    def close(self) -> None:
        """End the boards' connections and remove what this runner put on them (also at exit)."""
        self._finalizer()


def _shutdown(workers: _Workers, build_root: str, own_root: bool, link: threading.Thread | None) -> None:
    workers.close()
    if link is not None:
        link.join(LINK_WAIT_S)  # a link left running at exit would leave its half-made folder in the cache
    if own_root:
        shutil.rmtree(build_root, ignore_errors=True)


@derived_object
class TgtbuildBuilder(PyBuilder):
    """A MetaSchedule builder: TVM compiles here, tgtbuild's toolchain links the candidate `.so` here."""

    def __init__(self, target: Any, *, toolchain: str | None = None, max_workers: int | None = None,
                 work_dir: str | None = None) -> None:
        super().__init__()
        self.fcompile = fcompile(target, toolchain)
        self.max_workers = max_workers or os.cpu_count() or 1
        self._own_dir = work_dir is None
        self.work_dir = work_dir or tempfile.mkdtemp(prefix="tgtbuild-metaschedule-build-")
        os.makedirs(self.work_dir, exist_ok=True)
        self._finalizer = weakref.finalize(self, shutil.rmtree, self.work_dir, True) if self._own_dir else None

    def build(self, build_inputs: list[BuilderInput]) -> list[BuilderResult]:
        jobs = [(i.mod, i.target, i.params) for i in build_inputs]
        with ThreadPoolExecutor(max_workers=min(self.max_workers, max(1, len(jobs)))) as pool:
            done = list(pool.map(lambda job: self._one(*job), jobs))
        return [BuilderResult(path, error) for path, error in done]

    def _one(self, mod: Any, target: Any, params: Any) -> tuple[str | None, str | None]:
        # A folder each: MetaSchedule removes the artifact's folder once the candidate is measured.
        path = os.path.join(tempfile.mkdtemp(prefix="candidate-", dir=self.work_dir), "candidate.so")
        try:
            mod = RemoveWeightLayoutRewriteBlock(skip_tensor_rewrite=True)(mod)
            tvm_build(mod, target=target).export_library(path, fcompile=self.fcompile)
        except TgtbuildError as exc:
            return None, f"TgtbuildBuilder: {exc}"
        except (RuntimeError, ValueError, TypeError) as exc:  # what TVM raises for a candidate it cannot build
            return None, f"TgtbuildBuilder: TVM could not build the candidate: {exc}"
        return path, None

