"""The run stage: build for the target, put it on the board, run it, fetch and check.

`run(request, conn=None) -> RunResult` is what `tgtbuild run` (and a tuner
calling it many times on one open connection) uses; the CLI only parses and
prints. The pieces, and why:

* Harness kinds (`HARNESSES`, `pick_harness`): the seam where a TVM packed
  function (`tvm-packed`, run/tvmstage.py: first, since TVM's entries are
  not C functions), an OpenCL or CUDA kernel (`opencl`, `cuda`: a host
  harness loading the runtime on the board, see `device.py`), a C entry
  (`c-entry`: a timing harness generated for the signature) and a program
  with `main` (`program`) are chosen. The first one whose
  `matches(request)` is true runs the request.
* Exactly the bytes built: the build dir is locked (`builder.dirlock`) from
  configure until the program is copied aside under its content hash, and on
  the board the program (with lib<name>.so where it links it: see
  `builder.linking.programs_link_shared`) lives in `<target dir>/bin/<sha256[:16]>/`:
  a folder whose name is its content cannot be replaced by another build
  under a running (or about to run) program. Two concurrent runs of different
  kernels on one board ran each other's binary 4 times in 96 with one shared
  name; with content-named folders, 0 in 40 (tests/test_run_stage.py).
* A per-run folder (`<target dir>/run/<pid>-<random>`) is the program's
  working directory: harness outputs and a program's file arguments go
  there, and it is removed afterwards, also after a timeout or an interrupt.
  An unchecked CPU harness writes nothing and runs without one.
* The check: the harness dumps the outputs of exactly one call on freshly
  seeded inputs, before warm-up and timing (templates/harness.c.j2); the
  reference is one call on the same inputs here (`reference.py`), of the
  request's sources or of `Check.against` (a C or IR file: device kernels
  cannot run here, so their reference is a C function of the same name).
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import posixpath
import secrets
import shutil
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ..errors import TgtbuildError
from ..remote.shelltext import MISSING
from ..remote.transport import Connecting, tee
from .argspec import ArgSpec
from .device import DeviceHarness

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..remote.transport import BoardConnection

Sink = Callable[[bytes], None]

# The run script: check the deployed files (present, regular, of their size: deploy renames
# complete uploads into place, so that is a whole file), say so on stdout's first line, make
# the per-run folder, run there, and unless asked to keep it (outputs still to fetch) remove
# it; the program's status is the script's. A file missing or changed exits MISSING before
# the first line: the stage deploys and runs again. One exec channel for a warm run, where a
# check over SFTP first cost another channel and round trips (42 ms of 490 on loopback).
RUN_SCRIPT = r"""d=$1; keep=$2; n=$3; shift 3
while [ "$n" -gt 0 ]; do
  [ -f "$1" ] && [ ! -L "$1" ] && [ "$(($(wc -c < "$1")))" -eq "$2" ] || exit 97
  shift 2; n=$((n-1))
done
echo tgtbuild-run
[ -z "$d" ] || { mkdir -p "$d" && cd "$d"; } || exit 125
"$@"
s=$?
[ -z "$d" ] || [ "$keep" = 1 ] || { cd / && rm -rf "$d"; }
exit $s"""
STARTED = b"tgtbuild-run\n"


@dataclass(frozen=True)
class Timing:
    """TVM time_evaluator's protocol knobs, plus CPU pinning, the input seed and the cache flush."""

    number: int = 0
    repeat: int = 10
    warmup: int = 1
    min_repeat_ms: float = 100.0
    max_repeat_ms: float = 0.0
    cooldown_ms: float = 0.0
    cpus: str = ""
    seed: int = 0
    cache_flush: bool = False
    threads: int = 0  # a TVM kernel's thread pool (0: the board's CPUs)


@dataclass(frozen=True)
class Check:
    """Compare outputs with a reference computed on this machine, within these tolerances."""

    rtol: float = 1e-5
    atol: float = 1e-6
    against: str | None = None  # a reference file (C or LLVM IR); None: the request's own sources


@dataclass(frozen=True)
class DeviceLaunch:
    """How a device kernel is launched (see `device.py`); ignored for CPU code.

    `on` picks a composite target's device by kind (a board tag's device is
    the target itself: rockchip/rk3399:gpu); `outer`/`inner` are the launch
    sizes ("1024", "64,64": OpenCL global/local, CUDA grid/block; "" for the
    default); `platform`/`device` override the target's -platform/-device-id.
    """

    on: str = ""
    outer: str = ""
    inner: str = ""
    platform: str | None = None
    device: str | None = None


@dataclass(frozen=True)
class RunRequest:
    """What to build and run where. `target` is a parsed Target, `board` a Board."""

    target: Any
    board: Any
    sources: tuple[str, ...]
    build_root: str
    name: str
    entry: str | None = None
    specs: tuple[ArgSpec, ...] = ()
    timing: Timing = field(default_factory=Timing)
    check: Check | None = None
    launch: DeviceLaunch = field(default_factory=DeviceLaunch)
    program_args: tuple[str, ...] = ()
    timeout: float | None = 600.0
    toolchain: str | None = None
    launcher: str | None = None
    opt_level: int | None = None
    jobs: int | None = None
    verbose: bool = False
    # The build as the user shaped it (a builder Request: -D/-I/... flags, -o/--program, a tgtbuild.toml
    # project); None builds `sources` as one library. The stage adds the harness program to it.
    build: Any = None
    # Program mode: the program of that build to run (`-o NAME`, a project's program); '' = `name`.
    program: str = ""


@dataclass(frozen=True)
class CheckVerdict:
    passed: bool
    problems: tuple[str, ...]
    rtol: float
    atol: float


@dataclass(frozen=True)
class RunResult:
    """One run: what ran where, its exit, output bytes, timing, outputs and check verdict.

    `timing` is the harness's statistics (None for a program); `outputs` maps
    an output argument's index to its bytes (only when checked); `seconds`
    is the run's wall time seen from here, connection included.
    """

    target: str
    board: str
    emulated: bool
    harness: str
    build_dir: Path
    program: str
    deploy: Any
    exit_status: int
    stdout: bytes
    stderr: bytes
    seconds: float
    timing: dict | None = None
    outputs: Mapping[int, bytes] = field(default_factory=dict)
    check: CheckVerdict | None = None

    @property
    def ok(self) -> bool:
        return self.exit_status == 0 and (self.check is None or self.check.passed)


class Harness(Protocol):
    """How a request becomes a program on the board (see the module docs).

    Optional hooks (looked up with getattr, so a kind defines only what it
    needs): `validate(request)` refuses a request before anything is built;
    `describe(request) -> str` names what runs; `build(request, log) ->
    (build dir, {file on the board: local file}, program first)` replaces the
    default build of `program_sources` with the library; `reference(request)
    -> {index: bytes}` computes `--check`'s reference.
    """

    kind: str

    def matches(self, request: RunRequest) -> bool: ...

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        """C sources linked with the library into the program (() for a program with main)."""

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        """Arguments after the program; `outdir` ("" when unchecked) receives dumped outputs."""

    def explain_exit(self, status: int) -> str:
        """What the harness's own exit `status` means, for the error ("" when nothing more to say)."""


class CEntryHarness:
    """A C function with plain C arguments, timed by the generated harness."""

    kind = "c-entry"

    def matches(self, request: RunRequest) -> bool:
        return request.entry is not None

    def validate(self, request: RunRequest) -> None:
        from .signature import check_signature

        flags = getattr(request.build, "flags", None)  # the -I/-D/-std= the sources are built with
        words = {lang: flags.compile_words(lang) for lang in ("c", "c++")} if flags is not None else None
        check_signature(list(request.sources), request.entry or "", request.specs, words)

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        """The harness source, named by what shapes it (template bytes, its include's, entry, specs).

        The name is known before rendering, so a warm run skips importing
        Jinja2 and rendering (0.17 s of a 1.2 s warm run, measured with cProfile).
        """
        from ..paths import data_dir_str

        template = b""
        for part in ("harness.c.j2", "harness_common.c.j2"):  # harness.c.j2 includes the second
            with open(os.path.join(data_dir_str("templates"), part), "rb") as handle:
                template += handle.read()
        shape = "\0".join([request.entry or "", *(spec.text for spec in request.specs)])
        key = hashlib.sha256(template + b"\0" + shape.encode()).hexdigest()[:16]

        def render() -> str:
            from .harness import harness_source

            return harness_source(request.entry or "", request.specs)

        return (harness_file(request.build_root, key, render),)

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        from .harness import harness_argv

        t = request.timing
        return harness_argv(number=t.number, repeat=t.repeat, warmup=t.warmup, min_repeat_ms=t.min_repeat_ms,
                            max_repeat_ms=t.max_repeat_ms, cooldown_ms=t.cooldown_ms, seed=t.seed, cpus=t.cpus,
                            dump_outputs=outdir, cache_flush=t.cache_flush)

    def explain_exit(self, status: int) -> str:
        return ""


class ProgramHarness:
    """Sources that define `main`: linked as they are, run with `program_args`."""

    kind = "program"

    def matches(self, request: RunRequest) -> bool:
        return request.entry is None

    def program_sources(self, request: RunRequest) -> tuple[str, ...]:
        return ()

    def argv(self, request: RunRequest, outdir: str) -> list[str]:
        return list(request.program_args)

    def explain_exit(self, status: int) -> str:
        return ""

def _tvm_harness() -> Harness:
    from .tvmstage import TvmHarness

    return TvmHarness()


HARNESSES: list[Harness] = [_tvm_harness(), DeviceHarness("opencl"), DeviceHarness("cuda"), CEntryHarness(),
                            ProgramHarness()]


def harness_file(build_root: str, key: str, render: Callable[[], str]) -> str:
    """`.tgtbuild/harness/harness-<key>.c`, rendered only when missing: `key` names what shapes its text."""
    path = os.path.join(build_root, ".tgtbuild", "harness", f"harness-{key}.c")
    if not os.path.exists(path):
        from ..fsutil import write_atomic

        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_atomic(Path(path), render())
    return path


def pick_harness(request: RunRequest) -> Harness:
    """The first harness kind that takes this request."""
    for harness in HARNESSES:
        if harness.matches(request):
            return harness
    raise TgtbuildError(f"no harness runs entry {request.entry!r} from {', '.join(request.sources)}")


def validate(request: RunRequest) -> Harness:
    """The harness kind that will run `request`, after it checked what it can before building."""
    harness = pick_harness(request)
    check = getattr(harness, "validate", None)
    if check is not None:
        check(request)
    return harness


def program_name(request: RunRequest, harness: Harness, sources: tuple[str, ...]) -> str:
    """Per-program file name in the build dir: `<name>` for a program, `<name>-<kind>-<hash>` for a harness."""
    if not sources:
        return request.name
    digest = hashlib.sha256("\0".join(sources).encode()).hexdigest()[:12]
    return f"{request.name}-{harness.kind}-{digest}"


def run(request: RunRequest, conn: BoardConnection | Connecting | None = None, *, on_stdout: Sink | None = None,
        on_stderr: Sink | None = None, log: Any = None) -> RunResult:
    """Build, deploy and run `request` on its board; with `conn` (open, or `Connecting`), reuse that connection.

    A `Connecting` is waited for before the build: an unreachable or wrong
    board costs no build (its run channel may still be opening meanwhile).

    `on_stdout`/`on_stderr` see the program's output as it arrives; `log` (a
    text stream) gets build progress. Raises RemoteTimeout past the timeout
    and TgtbuildError when the harness fails; a program's failure is its
    exit status in the result.
    """
    from ..remote import connect

    if conn is None:
        with connect(request.board) as own:
            return run(request, own, on_stdout=on_stdout, on_stderr=on_stderr, log=log)
    if isinstance(conn, Connecting):
        conn = conn.result()
    harness = pick_harness(request)
    own_build = getattr(harness, "build", None)
    if own_build is not None:
        build_dir, staged = _build_and_stage(request, lambda: own_build(request, log))
        name = next(iter(staged))
    else:
        program_sources = harness.program_sources(request)
        name = request.program if request.program and not program_sources else program_name(
            request, harness, program_sources)
        build_dir, staged = _build_and_stage(request, lambda: _build_program(request, name, program_sources, log))
    result = run_staged(conn, request, harness, name, build_dir, staged, on_stdout=on_stdout, on_stderr=on_stderr)
    if harness.kind == "program":
        return result
    _harness_ok(request, harness, result.exit_status, result.stderr)
    if request.check is None:
        return result
    return dataclasses.replace(result, check=check_outputs(request, result.outputs))


def run_staged(conn: BoardConnection, request: RunRequest, harness: Harness, name: str, build_dir: Path,
               staged: Mapping[str, Path], *, on_stdout: Sink | None = None,
               on_stderr: Sink | None = None) -> RunResult:
    """Run staged files (`stage_files`: `name` and what it links) on the board: the stage after the build.

    The files go to their content-named folder (uploaded only when the run
    script finds them missing), the program runs in a per-run folder, and
    with `request.check` set the outputs are fetched (not compared: `run`
    does that, a tuner compares with its own reference). The timing is
    parsed when the harness exits 0; a failing status is in the result.
    The tuner calls this with its own builds, so its candidates run the way
    `tgtbuild run` runs them.
    """
    from ..remote.errors import RemoteTimeout

    uploaded = getattr(staged, "fresh", False)
    report = _deploy_program(conn, request, staged) if uploaded else _planned_deploy(conn, request, staged)
    remote_program = report.remote_path(name)
    base = posixpath.dirname(posixpath.dirname(report.remote_dir))  # <workdir>/<target dir>
    checked = request.check is not None
    # A per-run folder where something may be written: checked outputs, a program's files, a
    # device runtime's. An unchecked CPU harness writes nothing: no mkdir and rm -rf (two
    # processes on the board) for each run of a tuner or a timing loop.
    writes_nothing = not checked and harness.kind in ("c-entry", "tvm-packed")
    rundir = "" if writes_nothing else posixpath.join(base, "run", f"{os.getpid()}-{secrets.token_hex(4)}")
    try:
        args = harness.argv(request, "out" if checked else "")
        if harness.kind == "program":
            args = _copy_file_args(conn, request, rundir, args)
        for attempt in (0, 1):
            out: list[bytes] = []
            err: list[bytes] = []
            head = _StartLine(tee(out, on_stdout))
            # Checked on the board unless just uploaded (deploy renamed them into place itself).
            files = [] if uploaded else [word for rel in staged
                                         for word in (report.remote_path(rel), str(staged[rel].stat().st_size))]
            started = time.monotonic()
            status = conn.run_stream(
                ["sh", "-c", RUN_SCRIPT, "sh", rundir, "1" if checked else "0", str(len(files) // 2), *files,
                 *request.board.wrap([remote_program, *args])],
                request.timeout, env=request.board.env_dict,
                on_stdout=head.write, on_stderr=tee(err, on_stderr),
            )
            if head.seen:
                break
            if status != MISSING or attempt:  # no sh, or the files vanished again right after the upload
                from ..remote.shelltext import describe_exit

                raise TgtbuildError(f"board {request.board.destination()}: the run script {describe_exit(status)} "
                                    f"before starting {name}" + (" (its files were missing after the upload)"
                                                                 if status == MISSING else ""))
            report = _deploy_program(conn, request, staged)  # not there yet, or changed on the board
            remote_program = report.remote_path(name)
            uploaded = True
        seconds = time.monotonic() - started
        stdout, stderr = b"".join(out), b"".join(err)
        timing = outputs = None
        if harness.kind != "program" and status == 0:
            from .stats import parse_harness_output

            timing = parse_harness_output(stdout.decode(errors="replace"))
            if checked:
                outputs = _fetch_outputs(conn, posixpath.join(rundir, "out"), request.specs)
    except RemoteTimeout:
        _remove_quietly(conn, rundir)
        raise RemoteTimeout(f"board {request.board.destination()}: {name} ran past its timeout and was killed "
                            f"after {request.timeout:g} s (--timeout)") from None
    except BaseException:  # Ctrl-C, SIGTERM, a lost link: the script may not have cleaned up
        _remove_quietly(conn, rundir)
        raise
    if checked:
        if outputs is None:
            _remove_quietly(conn, rundir)
        else:
            _remove_fetched(conn, rundir, request.specs)
    return RunResult(
        target=str(request.target), board=request.board.destination(), emulated=bool(request.board.emulator),
        harness=harness.kind, build_dir=build_dir, program=remote_program, deploy=report, exit_status=status,
        stdout=stdout, stderr=stderr, seconds=seconds, timing=timing, outputs=outputs or {},
    )


def build_library(request: RunRequest, programs: tuple, log: Any) -> Any:
    """The request's sources built for its target (lib<name>.so and .a), with `programs` linked: a BuildResult."""
    from ..builder.configure import Request
    from ..builder.matrix import build

    base = request.build or Request(  # the build as the user shaped it (flags, a project), else the sources
        target=str(request.target), sources=tuple(request.sources), build_root=request.build_root,
        name=request.name, toolchain=request.toolchain, launcher=request.launcher, opt_level=request.opt_level,
    )
    breq = dataclasses.replace(base, programs=programs)
    (result,) = build([breq], jobs=request.jobs, verbose=request.verbose, stream=log)
    return result


def _build_program(request: RunRequest, name: str, program_sources: tuple[str, ...],
                   log: Any) -> tuple[Path, dict[str, Path]]:
    """The program linked with the library: {program: file, lib<name>.so: file where it links it}."""
    from ..builder.linking import programs_link_shared

    made_by_the_build = request.program and not program_sources  # -o NAME, a project's program
    result = build_library(request, () if made_by_the_build else ((name, program_sources),), log)
    built = {name: result.build_dir / name}
    if programs_link_shared(request.target):  # the build's shared libraries, found beside it ($ORIGIN)
        built.update({lib.name: lib for lib in sorted(result.build_dir.glob("lib*.so"))})
    return result.build_dir, built


def _build_and_stage(request: RunRequest,
                     build: Callable[[], tuple[Path, dict[str, Path]]]) -> tuple[Path, dict[str, Path]]:
    """Build under the build dir's lock, then copy what runs aside under its content hash (`stage_files`)."""
    from ..builder.dirlock import build_dir_lock

    with build_dir_lock(request.build_root):
        build_dir, built = build()
        return build_dir, stage_files(built, Path(request.build_root, ".tgtbuild", "staged"))


class Staged(dict):
    """{name on the board: staged file}, the program first; `fresh` when they were staged just now.

    Fresh files (a new kernel, a tuner's next candidate) are not on a board
    yet, so `run_staged` uploads them before running instead of letting the
    run script find them missing (one exec channel less per candidate).
    """

    fresh = False


def stage_files(built: Mapping[str, Path], root: Path) -> Staged:
    """Copies of `built` ({name: file}, the program first) in `root/<sha16 of them all>/`.

    The copies are what gets uploaded, so a concurrent build relinking the
    originals cannot change the bytes mid-upload, and the folder's name on
    the board (the same) cannot hold other bytes than these.
    """
    digest = hashlib.sha256()
    for rel in sorted(built):
        digest.update(rel.encode() + b"\0" + _sha256(built[rel]).encode())
    folder = root / digest.hexdigest()[:16]
    staged = Staged((rel, folder / rel) for rel in built)
    for rel, path in built.items():
        if not staged[rel].exists():
            folder.mkdir(parents=True, exist_ok=True)
            tmp = folder / f".{rel}.{os.getpid()}.{threading.get_ident()}.tmp"
            shutil.copy2(path, tmp)
            os.replace(tmp, staged[rel])
            staged.fresh = True
    return staged


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _planned_deploy(conn: BoardConnection, request: RunRequest, staged: dict[str, Path]) -> Any:
    """Where the staged files are, or will be, on the board: `<target dir>/bin/<sha16>/`.

    The folder's name is its content, so a run whose files are already there
    needs no upload; the run script checks them (see RUN_SCRIPT) and
    `_deploy_program` uploads only when it finds them missing.
    """
    from ..remote.deploy import DeployReport

    remote_dir = posixpath.join(conn.abspath(request.board.workdir).rstrip("/") or "/", _bin_subdir(request, staged))
    return DeployReport(remote_dir=remote_dir, paths={rel: posixpath.join(remote_dir, rel) for rel in staged},
                        sent=(), unchanged=tuple(sorted(staged)))


def _bin_subdir(request: RunRequest, staged: dict[str, Path]) -> str:
    return f"{request.target.dirname}/bin/{next(iter(staged.values())).parent.name}"


def _deploy_program(conn: BoardConnection, request: RunRequest, staged: dict[str, Path]) -> Any:
    """Upload the staged files into their content-named folder (deploy's lock, manifest, renames)."""
    from ..remote import deploy

    return deploy(conn, request.board, staged, _bin_subdir(request, staged), lambda sent, total: None, prune=False)


class _StartLine:
    """Passes the program's stdout on after the run script's first line (STARTED), which it notes."""

    def __init__(self, sink: Sink) -> None:
        self.sink = sink
        self.seen = False
        self._head = b""

    def write(self, data: bytes) -> None:
        if not self.seen:
            self._head += data
            if len(self._head) < len(STARTED):
                return
            if not self._head.startswith(STARTED):
                raise TgtbuildError(f"the run script said {self._head[:40]!r}, not {STARTED!r}")
            self.seen, data = True, self._head[len(STARTED):]
            if not data:
                return
        self.sink(data)


def _copy_file_args(conn: BoardConnection, request: RunRequest, rundir: str, args: list[str]) -> list[str]:
    """Arguments naming local files are copied into the per-run folder (as `exec` does) and renamed."""
    from ..remote import deploy
    from .fileargs import board_name

    files: dict[str, str] = {}
    out = []
    for arg in args:
        if arg and not arg.startswith("-") and os.path.isfile(arg):
            rel = board_name(arg, os.getcwd())
            files[rel] = os.path.abspath(arg)
            arg = rel
        out.append(arg)
    if files:
        base = conn.abspath(request.board.workdir).rstrip("/")
        deploy(conn, request.board, files, posixpath.relpath(rundir, base), lambda sent, total: None, prune=False)
    return out


def _harness_ok(request: RunRequest, harness: Harness, status: int, stderr: bytes) -> None:
    if status == 0:
        return
    from ..remote.shelltext import describe_exit

    tail = stderr.decode(errors="replace").strip().splitlines()[-40:]  # a device compiler's log is long
    why = harness.explain_exit(status)
    raise TgtbuildError(f"the harness on {request.board.destination()} {describe_exit(status)}"
                        + (f": {why}" if why else "") + ("\n" + "\n".join(tail) if tail else ""))


def _fetch_outputs(conn: BoardConnection, folder: str, specs: tuple[ArgSpec, ...]) -> dict[int, bytes]:
    """Read out<N>.bin back from the board's per-run folder."""
    fs = conn.sftp()
    outputs = {}
    for spec in specs:
        if spec.is_output:
            with fs.open(f"{folder}/out{spec.index}.bin", "rb") as handle:
                outputs[spec.index] = handle.read()
    return outputs


def _remove_fetched(conn: BoardConnection, rundir: str, specs: tuple[ArgSpec, ...]) -> None:
    """Remove the per-run folder after a checked run through SFTP (a few ms), not an exec
    channel (as costly as the run itself on a busy board); anything unexpected → rm -rf."""
    fs = conn.sftp()
    try:
        for spec in specs:
            if spec.is_output:
                fs.remove(f"{rundir}/out/out{spec.index}.bin")
        fs.rmdir(f"{rundir}/out")
        fs.rmdir(rundir)
    except OSError:
        _remove_quietly(conn, rundir)


def _remove_quietly(conn: BoardConnection, folder: str) -> None:
    """rm -rf the per-run folder; an interrupt or a dead link must not hide the first error."""
    if not folder:
        return
    try:
        conn.run(["rm", "-rf", folder], timeout=30)
    except BaseException:  # noqa: BLE001 - clean-up is best effort, the original error matters
        pass


def check_outputs(request: RunRequest, outputs: Mapping[int, bytes]) -> CheckVerdict:
    """Compare the board's outputs with one call of the same entry on this machine."""
    from .reference import compare

    check = request.check or Check()
    reference = reference_outputs(request)
    problems: list[str] = []
    for spec in request.specs:
        if spec.is_output:
            problems += compare(spec, reference[spec.index], outputs[spec.index],
                                check.rtol, check.atol)
    return CheckVerdict(not problems, tuple(problems), check.rtol, check.atol)


def reference_outputs(request: RunRequest) -> dict[int, bytes]:
    """The harness kind's own reference where it has one (TVM: the packed call); else IR only:
    llvmlite's JIT, and anything else (C, C++, a mix): the same sources built for this machine."""
    from .reference import run_reference, run_reference_library
    from .signature import IR_SUFFIXES

    own_reference = getattr(pick_harness(request), "reference", None)
    if own_reference is not None:
        return own_reference(request)

    entry, seed = request.entry or "", request.timing.seed
    against = request.check.against if request.check else None
    sources = (against,) if against else request.sources
    if all(s.endswith(IR_SUFFIXES) for s in sources):
        return run_reference([Path(s) for s in sources], entry, request.specs, seed)
    return run_reference_library(host_library(request, sources), entry, request.specs, seed)


def host_library(request: RunRequest, sources: tuple[str, ...] | None = None) -> Path:
    """lib<name>.so of `sources` (default: the request's) built for this machine (cached by ninja like any build).

    A reference of its own (`Check.against`) is lib<name>-reference.so: it never replaces the
    library of a CPU run of the same name here.
    """
    import platform

    from ..builder.configure import Request
    from ..builder.matrix import build

    host = f"{platform.machine()}-linux-gnu"
    own = sources is None or tuple(sources) == tuple(request.sources)
    if own and request.build is not None:  # the same flags (-I, -D, -O, --fp-contract...) as the board's build
        breq = dataclasses.replace(request.build, target=host, programs=(), components=(), library=True,
                                   toolchain=request.toolchain, launcher=None)
    else:  # the user's own sources, or a --check-against reference (its own library name)
        breq = Request(target=host, sources=tuple(sources or request.sources), build_root=request.build_root,
                       name=request.name if own else f"{request.name}-reference",
                       toolchain=request.toolchain if own else None, opt_level=request.opt_level)
    (result,) = build([breq], jobs=request.jobs, verbose=request.verbose, stream=_Quiet())
    return result.shared_library


class _Quiet:
    """A text stream that drops what it is given (the reference build's progress)."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass
