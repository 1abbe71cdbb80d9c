"""Run staged files on the board: upload when missing, the run script, output fetch and clean-up.

* A per-run folder (`<target dir>/run/<pid>-<random>`) is the program's
  working directory: harness outputs and a program's file arguments go
  there, and it is removed afterwards, also after a timeout or an interrupt.
  A kind that writes nothing unchecked (`HarnessKind.writes_files`) runs
  without one.
* The run script checks the staged files on the board in the same exec
  channel that runs the program; a file missing or changed is uploaded and
  the run tried once more.
"""

from __future__ import annotations

import os
import posixpath
import secrets
import time
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import TgtbuildError
from ..remote.outtail import Tail
from ..remote.shelltext import MISSING
from ..remote.transport import tee
from ..remote.watchdog import FUNCTIONS, board_limit, new_token
from .argspec import ArgSpec
from .request import RunRequest, RunResult, Sink

if TYPE_CHECKING:
    from ..remote.transport import BoardConnection
    from .kind import HarnessKind

# The run script: check the deployed files (present, regular, of their size: deploy renames
# complete uploads into place, so that is a whole file), say so on stdout's first line, make
# the per-run folder, run there, and unless asked to keep it (outputs still to fetch) remove
# it; the program's status is the script's. A file missing or changed exits MISSING before
# the first line: the stage deploys and runs again. `c` is the context probe (run.context.PROBE):
# it reads the board's state to stderr just before and after the program, in this same exec.
# One exec channel for a warm run, where a check over SFTP first cost another channel and
# round trips (42 ms of 490 on loopback). The program runs under the board's own watchdog
# (`remote.watchdog`: limit, token).
RUN_SCRIPT = FUNCTIONS + r"""d=$1; keep=$2; c=$3; lim=$4; tok=$5; n=$6; shift 6
while [ "$n" -gt 0 ]; do
  [ -f "$1" ] && [ ! -L "$1" ] && [ "$(($(wc -c < "$1")))" -eq "$2" ] || exit @MISSING@
  shift 2; n=$((n-1))
done
echo tgtbuild-run
[ -z "$d" ] || { mkdir -p "$d" && cd "$d"; } || exit 125
[ -z "$c" ] || { eval "$c" && _tgtctx before >&2; }
tgtbuild_guard "$lim" "$tok" "$d" "$@"
s=$?
[ -z "$c" ] || _tgtctx after >&2
[ -z "$d" ] || [ "$keep" = 1 ] || { cd / && rm -rf "$d"; }
exit $s""".replace("@MISSING@", str(MISSING))
STARTED = b"tgtbuild-run\n"


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
    from ..remote.errors import RemoteTimeout

    uploaded = getattr(staged, "fresh", False)
    report = _deploy_program(conn, request, staged) if uploaded else _planned_deploy(conn, request, staged)
    remote_program = report.remote_path(name)
    base = posixpath.dirname(posixpath.dirname(report.remote_dir))  # <workdir>/<target dir>
    checked = request.check is not None
    # A per-run folder where something may be written: checked outputs, a program's files, a
    # device runtime's. An unchecked CPU harness writes nothing: no mkdir and rm -rf (two
    # processes on the board) for each run of a tuner or a timing loop.
    per_run = checked or harness.writes_files
    rundir = posixpath.join(base, "run", f"{os.getpid()}-{secrets.token_hex(4)}") if per_run else ""
    from .context import ContextSplit, new_mark, probe_text, run_context

    mark = new_mark()
    try:
        args = harness.argv(request, "out" if checked else "")
        if not harness.timed:  # a program's arguments may name local files
            args = _copy_file_args(conn, request, rundir, args)
        for attempt in (0, 1):
            out, err = Tail(), Tail()  # bounded: a 1 GiB output peaked at 2.1 GB RSS (see outtail)
            head = _StartLine(tee(out.write, on_stdout))
            split = ContextSplit(mark, tee(err.write, on_stderr))
            # Checked on the board unless just uploaded (deploy renamed them into place itself).
            files = [] if uploaded else [word for rel in staged
                                         for word in (report.remote_path(rel), str(staged[rel].stat().st_size))]
            started = time.monotonic()
            token = new_token()
            status = conn.run_stream(
                ["sh", "-c", RUN_SCRIPT, "sh", rundir, "1" if checked else "0", probe_text(mark),
                 board_limit(request.timeout), token, str(len(files) // 2), *files,
                 *request.board.wrap([remote_program, *args])],
                request.timeout, env=request.board.env_dict,
                on_stdout=head.write, on_stderr=split.write, mark=token,
            )
            split.close()
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
        stdout, stderr = out.value(), err.value()
        timing = outputs = None
        if harness.timed and status == 0:
            from .stats import parse_harness_output

            timing = parse_harness_output(stdout.decode(errors="replace"))
            if checked:
                outputs = _fetch_outputs(conn, posixpath.join(rundir, "out"), request.specs)
    except RemoteTimeout as exc:
        _remove_quietly(conn, rundir)
        how = (f"its timeout and was killed after {request.timeout:g} s (--timeout)" if exc.how == RemoteTimeout.how
               else f"--timeout {request.timeout:g} s and {exc.how}")
        raise RemoteTimeout(f"board {request.board.destination()}: {name} ran past {how}") from None
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
        context=run_context(request, split.blocks), stdout_bytes=out.total, stderr_bytes=err.total,
    )


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
    from ..remote.shelltext import describe_exit

    tail = stderr.decode(errors="replace").strip().splitlines()[-40:]  # a device compiler's log is long
    why = harness.explain_exit(status)
    raise HarnessFailed(f"the harness on {request.board.destination()} {describe_exit(status)}"
                        + (f": {why}" if why else "") + ("\n" + "\n".join(tail) if tail else ""), status, tail)


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
