"""Run staged files on the board: upload when missing, the run script, output fetch and clean-up.

* A per-run folder (`<target dir>/run/<pid>-<random>`) is the program's
  working directory: harness outputs and a program's file arguments go
  there, and it is removed afterwards, also after a timeout or an interrupt.
  A kind that writes nothing unchecked (`HarnessKind.writes_files`) runs
  without one.
* The board script (`remote.runscript`, shared with `tgtbuild exec`) checks
  the staged files on the board in the same exec channel that runs the
  program; a file missing or changed is uploaded and the run tried once
  more (`runscript.run_deployed`).
"""

from __future__ import annotations

import os
import posixpath
import re
import secrets
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import TgtbuildError
from ..remote import deploy
from ..remote.cannotrun import STATUS, why_not_run
from ..remote.deploy import DeployReport
from ..remote.errors import RemoteError, RemoteTimeout
from ..remote.exec import board_fact
from ..remote.filehash import hash_local
from ..remote.runscript import StartLine, run_deployed
from ..remote.shelltext import describe_exit
from ..stats.summary import parse_harness_output
from .argspec import BIG_TOTAL, ArgSpec, buffer_bytes, check_memory, oom_hint
from .attempt import Attempt, attempt, ran_past
from .context import run_context
from .request import RunRequest, RunResult, Sink

if TYPE_CHECKING:
    from ..remote.transport import BoardConnection
    from .kind import HarnessKind


def run_staged(conn: BoardConnection, request: RunRequest, harness: HarnessKind, name: str, build_dir: Path,
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
    _check_board_memory(conn, request)
    uploaded = getattr(staged, "fresh", False)
    report = _deploy_program(conn, request, staged) if uploaded else _planned_deploy(conn, request, staged)
    base = posixpath.dirname(posixpath.dirname(report.remote_dir))  # <workdir>/<target dir>
    checked = request.check is not None
    # A per-run folder where something may be written: checked outputs, a program's files, a
    # device runtime's. An unchecked CPU harness writes nothing: no mkdir and rm -rf (two
    # processes on the board) for each run of a tuner or a timing loop.
    per_run = checked or harness.writes_files
    rundir = posixpath.join(base, "run", f"{os.getpid()}-{secrets.token_hex(4)}") if per_run else ""

    try:
        args = harness.argv(request, "out" if checked else "")
        if not harness.timed:  # a program's arguments may name local files
            args = _copy_file_args(conn, request, rundir, args)
        last: Attempt | None = None  # the last attempt's, as `once` sets it

        def once() -> tuple[int, StartLine]:
            nonlocal last
            # Checked on the board by content unless just uploaded (deploy renamed them into place itself).
            files = [] if uploaded else [(report.remote_path(rel), *_size_and_sha(staged[rel])) for rel in staged]
            last = attempt(conn, request.board, [report.remote_path(name), *args], files, folder=rundir,
                           keep=checked, timeout=request.timeout, timed=harness.timed, on_stdout=on_stdout,
                           on_stderr=on_stderr)
            return last.status, last.start

        def redeploy() -> None:
            nonlocal report, uploaded
            report = _deploy_program(conn, request, staged)  # not there yet, or changed on the board
            uploaded = True

        status = run_deployed(once, redeploy, board=request.board.destination(), what=name)
        assert last is not None  # run_deployed ran it at least once
        seconds = last.seconds()
        _refuse_unrunnable(conn, request, status, report.remote_path(name))
        stdout, stderr = last.out.value(), last.err.value()
        timing = outputs = None
        if harness.timed and status == 0:
            timing = parse_harness_output(stdout.decode(errors="replace"))
            if checked:
                from .check import layout_problems  # lazily: as stage.py's check_outputs, only a checked run

                if not layout_problems(request.specs, timing.get("outputs")):  # else: the check says why
                    outputs = _fetch_outputs(conn, posixpath.join(rundir, "out"), request.specs)
    except RemoteTimeout as exc:
        _remove_quietly(conn, rundir)
        raise ran_past(request.board.destination(), name, request.timeout, exc) from None
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
        harness=harness.kind, build_dir=build_dir, program=report.remote_path(name), deploy=report,
        exit_status=status, stdout=stdout, stderr=stderr, seconds=seconds, timing=timing, outputs=outputs or {},
        context=run_context(request, last.split.blocks), stdout_bytes=last.out.total, stderr_bytes=last.err.total,
    )


def _size_and_sha(path: Path) -> tuple[int, str]:
    """What the board's copy must hold: a copy trusted by its size ran a same-size rewrite (issue 43)."""
    info = hash_local(path)
    return info.size, info.sha256 or ""


def _refuse_unrunnable(conn: BoardConnection, request: RunRequest, status: int, program: str) -> None:
    """sh's 126 for the program we sent: the board's fault (a noexec work dir), said as such, not a result."""
    if status == STATUS and not request.board.emulator:
        why = why_not_run(conn, program)
        if why:
            raise RemoteError(f"board {request.board.destination()}: {why}")


def _planned_deploy(conn: BoardConnection, request: RunRequest, staged: dict[str, Path]) -> Any:
    """Where the staged files are, or will be, on the board: `<target dir>/bin/<sha16>/`.

    The folder's name is its content, so a run whose files are already there
    needs no upload; the board script checks them (`remote.runscript`) and
    `_deploy_program` uploads only when it finds them missing.
    """
    remote_dir = posixpath.join(conn.abspath(request.board.workdir).rstrip("/") or "/", _bin_subdir(request, staged))
    return DeployReport(remote_dir=remote_dir, paths={rel: posixpath.join(remote_dir, rel) for rel in staged},
                        sent=(), unchanged=tuple(sorted(staged)))


def _bin_subdir(request: RunRequest, staged: dict[str, Path]) -> str:
    return f"{request.target.dirname}/bin/{next(iter(staged.values())).parent.name}"


def _deploy_program(conn: BoardConnection, request: RunRequest, staged: dict[str, Path]) -> Any:
    """Upload the staged files into their content-named folder (deploy's lock, manifest, renames)."""
    return deploy(conn, request.board, staged, _bin_subdir(request, staged), lambda sent, total: None, prune=False)


def _copy_file_args(conn: BoardConnection, request: RunRequest, rundir: str, args: list[str]) -> list[str]:
    """Arguments naming local files are copied into the per-run folder (as `exec` does) and renamed."""
    from .fileargs import board_name  # lazily: a warm `tgtbuild run` does without it

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


class HarnessFailed(TgtbuildError):
    """The harness exited non-zero: `status`, and `output`, the last lines it wrote (a kernel's own message).

    Its own class so `--json` can report it as a field instead of losing it to stderr.
    """

    def __init__(self, message: str, status: int, output: list[str]):
        super().__init__(message)
        self.status, self.output = status, output


def harness_ok(request: RunRequest, harness: HarnessKind, status: int, stderr: bytes) -> None:
    if status == 0:
        return

    tail = stderr.decode(errors="replace").strip().splitlines()[-40:]  # a device compiler's log is long
    why = harness.explain_exit(status) or oom_hint(request.specs, status)
    raise HarnessFailed(f"the harness on {request.board.destination()} {describe_exit(status)}"
                        + (f": {why}" if why else "") + ("\n" + "\n".join(tail) if tail else ""), status, tail)


def _check_board_memory(conn: BoardConnection, request: RunRequest) -> None:
    """Buffers of more than BIG_TOTAL together are compared with the board's MemTotal (argspec.check_memory)."""
    if buffer_bytes(request.specs) <= BIG_TOTAL:
        return
    board = request.board
    if board.is_local:
        try:
            with open("/proc/meminfo", encoding="ascii", errors="replace") as handle:
                text = handle.read(4096)
        except OSError:
            return
    else:
        text = board_fact(conn, board, "meminfo", ["head", "-n", "3", "/proc/meminfo"])

    found = re.search(r"^MemTotal:\s*(\d+)\s*kB", text, re.MULTILINE)
    if found:
        check_memory(request.specs, int(found.group(1)) * 1024,
                     "this machine" if board.is_local else board.destination())


def _fetch_outputs(conn: BoardConnection, folder: str, specs: tuple[ArgSpec, ...]) -> dict[int, bytes]:
    """Read out<N>.bin back from the board's per-run folder: each a regular file of exactly its
    argument's size (`boardread`: a kernel that linked one to /dev/zero grew tgtbuild to 2.6 GB)."""
    from ..remote.boardread import read_board_file  # lazily: only a checked run fetches outputs

    fs = conn.sftp()
    outputs = {}
    for spec in specs:
        if spec.is_output:
            outputs[spec.index] = read_board_file(fs, f"{folder}/out{spec.index}.bin", spec.nbytes, size=spec.nbytes)
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
