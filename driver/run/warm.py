"""The warm replay of `tgtbuild run`: the same command again, nothing changed, without the run stage's Python.

People iterating on a kernel type `tgtbuild run` again and again against
one board. When nothing changed, the full path rediscovers what the last
run found (target and tag files, the toolchain, the harness's choice and the
entry's signature, the build request): 60 ms of imports alone, most of a
warm run's 130 ms here, against 10 ms for the run itself on the board's kept
connection (issue 35: a warm run at <= 0.5x a fresh `ssh board ./runner`).

After a successful timed run, the CLI records (`remember`) under
`BUILD_ROOT/.tgtbuild/runs/<key>.json` what it ran: the build dirs, the
built and staged files, the board, the command on the board, the parts of
the context and of `--json`'s summary that do not change between runs, and
the stamps (`stamps`: mtime, size, ctime, inode) of every file that shaped them: the sources, the
target and board files, tgtbuild's own modules and templates. The key
(`key`) is the command's options, the folder, the environment variables
that shape a build or a board, the Python and tgtbuild's version.

The next identical command (`replay`) checks those stamps, runs ninja
(which must find no work: anything that shaped the build file is ninja's
regeneration input), checks that the built files are still the ones staged,
and runs the same script on the board (`run.attempt`: it checks the staged
files there before starting the program). Any doubt before the program
started (a stamp, work for ninja, files missing on the board, no kept
connection yet) returns None and the full path runs; nothing ran. What
happens after the start is the run's: a failure is reported in the full
path's words by the CLI, a timeout is the full path's RemoteTimeout.

Only runs that read nothing back qualify: a timed harness (an entry), no
--check, no input files, no TVM model, no per-run folder, sources and a
--target given (no tgtbuild.toml). Imports are kept to the run script's own.
What the recorded run checked on the board is taken as it was: its CPU
(`check_board_arch`: the same board spec, known_hosts and keys, else a miss)
and, for buffers past `argspec.BIG_TOTAL`, its memory (a board that lost it
fails the run, in the full path's words). A record is followed only when it
is ours and nobody else could have written it (it says what runs).
"""

from __future__ import annotations

import json
import os
import stat  # os imports it: free
import sys
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .attempt import Attempt

RECORD_DIR = os.path.join(".tgtbuild", "runs")
FORMAT = 2  # 2: each board file is checked by its SHA-256, not its size (issue 43)
# Besides every TGTBUILD_* variable: what finds the toolchain, the user's tags and boards, a build's flags
# (builder.fastpath.ENV_VARS) and the kept connection's socket folder.
ENV = ("PATH", "HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR", "TMPDIR", "SSH_AUTH_SOCK")
KEEP = 64  # records kept per build folder (the newest)
# The parts of --json's summary that each run makes anew (the rest is recorded).
PER_RUN = ("deploy", "timing", "context", "warnings", "check")


def key(options: Mapping[str, Any]) -> str | None:
    """The record's key for a run's options; None when such a run is never replayed.

    `options`: what `prepare_run` takes, as plain data under its parameters' names (`cli.run.run_options`
    says the shape): the run's request, not the command line's argument names, so a new run option reaches
    the key by reaching the API, and the API can key a replay the same way. Options that only change how
    the result is shown are not in it.
    """
    sources = list(options["sources"])
    if not (options["entry"] and options["target"] and sources) or options["check"] or options["inputs"] \
            or options["config"] or options["program_args"] \
            or any(s.endswith((".so", ".tar")) or not os.path.isfile(s) for s in sources):
        return None  # reads outputs back, a model, a project's program: the full path
    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from .. import __version__
    from ..builder.fastpath import ENV_VARS, request_key

    env = {name: value for name, value in os.environ.items()
           if name.startswith("TGTBUILD_") or name in ENV or name in ENV_VARS}
    try:
        return request_key({"options": dict(options), "cwd": os.getcwd(), "env": env, "python": sys.executable,
                            "version": __version__, "format": FORMAT})
    except (TypeError, ValueError, OSError):  # an option that is not plain data, or the folder is gone
        return None


def record_path(build_dir: str, key: str) -> str:
    return os.path.join(os.path.abspath(build_dir), RECORD_DIR, key + ".json")


def stamps(paths: Iterable[str]) -> dict[str, list[int]]:
    """{path: [mtime_ns, size, ctime_ns, inode]}, [-1, -1, -1, -1] for one that is missing.

    The ctime as the exec helper's `_identity` has it: (mtime, size) replayed a stale program after a
    source was edited to the same size and its mtime set back (`touch -r`, `cp -p`, `rsync -t`), and an
    ~/.ssh/config `User` change so hidden replayed as the old user (issue 43); nobody sets a ctime back.
    A record written with two-number stamps never matches four: a miss, and a new record.
    """
    out = {}
    for path in paths:
        try:
            st = os.stat(path)
            out[path] = [st.st_mtime_ns, st.st_size, st.st_ctime_ns, st.st_ino]
        except OSError:
            out[path] = [-1, -1, -1, -1]
    return out


def own_files() -> list[str]:
    """tgtbuild's modules loaded in this process and its templates: an upgrade or an edit shapes a run."""
    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from ..paths import data_dir_str

    files = [module.__file__ for name, module in list(sys.modules.items())
             if (name == "tgtbuild" or name.startswith("tgtbuild.")) and getattr(module, "__file__", None)]
    templates = data_dir_str("templates")
    files += [os.path.join(templates, name) for name in sorted(os.listdir(templates))]
    return files


class Replayed:
    """A replayed run: the record it followed and the script's attempt (`status`, output, context)."""

    def __init__(self, record: dict, run: Attempt) -> None:
        self.record, self.run = record, run

    @property
    def status(self) -> int:
        return self.run.status

    def timing(self) -> dict:
        # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
        from ..stats.summary import parse_harness_output

        return parse_harness_output(self.run.out.value().decode(errors="replace"))

    def context(self) -> dict:
        # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
        from .context import board_context

        record = self.record
        return {**record["host_context"],
                "board_state": board_context(self.run.split.blocks, requested_cpus=record["requested_cpus"],
                                             board_cpus=tuple(record["board_cpus"]))}


def replay(build_dir: str, key: str, *, jobs: int | None, verbose: bool, progress: Any,
           announce: Callable[[str], None] | None, on_stderr: Callable[[bytes], None] | None,
           keep: bool = False) -> Replayed | None:
    """Run the recorded run again when nothing changed; None when the full path must run (nothing ran).

    `progress` gets ninja's lines when it found work (then None: the full
    path builds what changed); `announce` the recorded what-runs-where line
    before the build (once called, the full path that may follow does not
    say it again); `on_stderr` the program's stderr as it comes; `keep`: an SSH board is reached through its kept
    connection (none serving, or `keep` False: None, and the full path connects).
    """
    record = _valid(record_path(build_dir, key))
    if record is None:
        return None
    board = _board(record["board"])
    conn = _connection(board, record["board"], keep) if board is not None else None
    if conn is None:
        return None
    with conn:
        if announce is not None:
            announce(record["header"])
        if not _build_unchanged(record, os.path.abspath(build_dir), jobs, verbose, progress):
            return None
        return _run(conn, board, record, on_stderr)


def _run(conn: Any, board: Any, record: dict, on_stderr: Callable[[bytes], None] | None) -> Replayed | None:
    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from ..remote.errors import RemoteTimeout
    from .attempt import attempt, ran_past

    try:
        run = attempt(conn, board, record["command"], [tuple(f) for f in record["files"]],
                      timeout=record["timeout"], timed=True, on_stderr=on_stderr)
    except RemoteTimeout as exc:
        raise ran_past(board.destination(), record["name"], record["timeout"], exc) from None
    if not run.start.seen:
        # MISSING: the staged files are not on the board (a fresh work dir, a prune): the full path uploads
        # them; any other status: the script failed before the start, and the full path says why in its words
        return None
    return Replayed(record, run)


def _read_record(path: str) -> bytes | None:
    """The record's bytes when it and its folder are ours and nobody else could have written them.

    It says what runs. Opened through its folder (itself no link: O_NOFOLLOW) and without following a
    link: a record replaced by a link to another command's record ran that command's program (issue 43).
    """
    folder_fd = os.open(os.path.dirname(path), os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    try:
        st = os.fstat(folder_fd)
        if st.st_uid != os.getuid() or st.st_mode & 0o022:
            return None  # a folder others may write: their record, or their link, could be there
        fd = os.open(os.path.basename(path), os.O_RDONLY | os.O_NOFOLLOW, dir_fd=folder_fd)
        with os.fdopen(fd, "rb") as handle:
            st = os.fstat(handle.fileno())
            if st.st_uid != os.getuid() or st.st_mode & 0o022 or not stat.S_ISREG(st.st_mode):
                os.unlink(os.path.basename(path), dir_fd=folder_fd)  # the full path writes a new one
                return None
            return handle.read()
    finally:
        os.close(folder_fd)


def _valid(path: str) -> dict | None:
    """The record at `path` when every file it watched is as it was; a damaged record is only a miss."""
    try:
        data = _read_record(path)
        if data is None:
            return None
        record = json.loads(data)
        if record.get("format") != FORMAT:
            return None
        watch = record["watch"]
        if not (isinstance(watch, dict) and all(isinstance(p, str) for p in watch)):
            return None  # damaged: an int would stat a file descriptor (os.stat(1) is stdout)
        if stamps(watch) != watch:
            return None
        for name in ("header", "name", "board", "requested_cpus"):
            if not isinstance(record[name], str):
                return None
        if not (record["timeout"] is None or isinstance(record["timeout"], (int, float))):
            return None
        if not (isinstance(record["command"], list) and all(isinstance(w, str) for w in record["command"])):
            return None
        if not all(isinstance(record[name], kind) for name, kind in (
                ("files", list), ("builds", list), ("built", dict), ("staged", dict), ("host_context", dict),
                ("summary", dict), ("board_cpus", list))):
            return None
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    return record


def _board(spec: str) -> Any:
    """The recorded Board, when its identity files and known_hosts are as they were (relay.board_spec)."""
    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from ..errors import TgtbuildError
    from ..remote.kept.relay import board_from_spec, board_spec

    try:
        board = board_from_spec(spec)
    except (ValueError, KeyError, TypeError, AttributeError, TgtbuildError):  # a damaged record: only a miss
        return None
    return board if board_spec(board) == spec else None


def _build_unchanged(record: dict, root: str, jobs: int | None, verbose: bool, progress: Any) -> bool:
    """ninja finds no work in each build dir, and the built files are the ones staged (under the dir lock)."""
    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from ..builder import fastpath
    from ..builder.dirlock import build_dir_lock

    ninja = fastpath.find_ninja_fast()
    if ninja is None or not fastpath.builds_intact(record["builds"]):
        return False
    lines: list[str] = []
    with build_dir_lock(root):  # a build into the same dir takes turns with this check
        for build in record["builds"]:
            status, no_work, said = fastpath.run_ninja(build["build_dir"], ninja, jobs, verbose, _Lines(lines))
            if status != 0 or not no_work:
                # What ninja built is shown: the full path's ninja then finds no work and says nothing.
                # A failed build is not: the full path builds it again and reports it in its own words.
                if status == 0 and progress is not None:
                    progress.write("".join(lines))
                    progress.flush()
                return False
        if stamps(record["built"]) != record["built"]:
            return False
        return stamps(record["staged"]) == record["staged"]


class _Lines:
    """A text stream that keeps what ninja says (shown only when it found work)."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines

    def write(self, text: str) -> None:
        self.lines.append(text)

    def flush(self) -> None:
        pass


def _connection(board: Any, spec: str, wanted: bool) -> Any:
    """This machine, or the board's kept connection when its helper serves; None: connect the full way."""
    if board.is_local:
        # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
        from ..remote.local import LocalConnection

        return LocalConnection(board)
    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from ..remote import keep

    if not keep.keeping(wanted):
        return None
    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from ..remote.kept.client import running_helper
    from ..remote.kept.protocol import HelperError
    from ..remote.kept.relay import RelayedConnection

    try:
        sock = running_helper(spec)
    except HelperError:
        return None  # the socket folder is unusable: the full path says so
    return RelayedConnection(board, sock) if sock is not None else None


def remember(key: str, build_dir: str, *, request: Any, harness: Any, result: Any, summary: dict, header: str,
             watched: Iterable[str], boards_file: str | None) -> None:
    """Record a successful run for `replay` (a run that does not qualify is not recorded)."""
    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from pathlib import Path

    # lazily: a replay imports only what it uses (the module's docstring: the stage's imports are the cost)
    from ..fsutil import write_if_changed
    from ..remote.boards import board_files
    from ..remote.kept.relay import board_spec
    from .kind import HarnessKind
    from .staging import content_name, sha256_file

    board = request.board
    report = result.deploy
    if (not harness.timed or harness.writes_files or request.check is not None or request.inputs
            or type(harness).resolve is not HarnessKind.resolve or result.exit_status != 0):
        return
    build = Path(result.build_dir)
    staged_dir = Path(request.build_root, ".tgtbuild", "staged", os.path.basename(report.remote_dir))
    rels = sorted(report.paths, key=lambda rel: report.remote_path(rel) != result.program)  # the program first
    if not rels or report.remote_path(rels[0]) != result.program:
        return
    built = {rel: build / rel for rel in rels}
    if not (build / "build.ninja").is_file() or not all(p.is_file() for p in built.values()) \
            or content_name(built) != staged_dir.name:
        return  # another build relinked them since they were staged (or not a ninja build): no record
    files = [[report.remote_path(rel), (staged_dir / rel).stat().st_size, sha256_file(staged_dir / rel)]
             for rel in rels]
    ssh_config = os.path.join(os.path.expanduser("~"), ".ssh", "config")
    watch = [*(os.path.abspath(s) for s in request.sources), *watched, *map(str, board_files(boards_file)),
             ssh_config, *board.emulator[:1], *own_files()]
    host = {name: value for name, value in (result.context or {}).items() if name != "board_state"}
    record = {
        "format": FORMAT, "watch": stamps(sorted(set(watch))),
        "builds": [{"build_dir": str(build), "build_file": str(build / "build.ninja")}],
        "built": stamps(str(p) for p in built.values()),
        "staged": stamps(str(staged_dir / rel) for rel in rels),
        "files": files, "command": [report.remote_path(rels[0]), *harness.argv(request, "")],
        "board": board_spec(board), "name": rels[0], "timeout": request.timeout, "header": header,
        "host_context": host, "requested_cpus": request.timing.cpus, "board_cpus": list(board.cpus),
        "summary": {name: value for name, value in summary.items() if name not in PER_RUN},
    }
    path = Path(record_path(build_dir, key))
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    folder = path.parent.lstat()
    if folder.st_uid == os.getuid() and folder.st_mode & 0o022:  # made under umask 002 before: ours alone now
        path.parent.chmod(0o700)
    # ours alone (0600): `_valid` follows only a record nobody else could have written, whatever the umask
    if write_if_changed(path, json.dumps(record, sort_keys=True, default=str) + "\n", mode=0o600):
        _prune(path.parent)


def _prune(folder: Any) -> None:
    """Keep the KEEP records written last: one a distinct command line (a script that varies --seed
    would otherwise leave one per seed, forever)."""
    try:
        records = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime_ns)
        for old in records[:-KEEP]:
            old.unlink()
    except OSError:
        pass  # another run pruned it first, or the folder went: housekeeping only
