"""The helper process: one board connection, many short runs (`python -m tgtbuild.reuse.exechelper`)."""

from __future__ import annotations

import argparse
import json
import marshal
import os
import posixpath
import queue
import select
import shlex
import socket
import struct
import threading
import time
from collections.abc import Callable

from ...errors import TgtbuildError
from ...frozen import replace
from ...quoting import shell_word
from ...remote import connect, deploy
from ...remote.cannotrun import STATUS, why_not_run
from ...remote.choose import Trust, board_for
from ...remote.errors import ConnectError, RemoteError, RemoteTimeout
from ...remote.kept import mirror, missing
from ...remote.kept.protocol import (
    DEFAULT_PERSIST,
    ERROR_STATUS,
    MAX_RUNS,
    recv_frame,
    send_frame,
    unix_address,
)
from ...remote.kept.relay import board_from_spec
from ...remote.kept.stdinsource import open_source
from ...remote.runscript import StartLine, run_deployed, script_argv
from ...remote.watchdog import board_limit, kill_script, new_token
from .frames import Frames, open_next_session, spawn
from .nativeserve import NATIVE, native_request
from .prune import STAMP, RunCopies, prune
from .relayserve import serve_calls
from .stubs import BoardStubs

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ...remote.kept.protocol import Sink
    from ...remote.transport import BoardConnection

def _program_env(board_env: dict[str, str], request: dict, paths: dict[str, str]) -> dict[str, str]:
    """The program's environment: the board's, the request's, and LD_LIBRARY_PATH naming the folder
    of the project's own shared libraries sent with it (reuse.sharedlibs), before any path already set."""
    env = {**board_env, **request.get("env", {})}
    prefix = f"{request.get('lib_dir') or '_lib'}/"
    libs = [path for rel, path in paths.items() if rel.startswith(prefix)]
    if request.get("lib_dir") and libs:
        folder = posixpath.dirname(libs[0])
        env["LD_LIBRARY_PATH"] = f"{folder}:{env['LD_LIBRARY_PATH']}" if env.get("LD_LIBRARY_PATH") else folder
    return env


class ExecHelper:
    """The server side: one board, one connection, many short runs."""

    def __init__(self, board, persist: float) -> None:  # board: tgtbuild.remote.Board

        self.board = board
        self.persist = persist
        self.conn = None
        self.conn_lock = threading.Lock()
        self.deploy_lock = threading.Lock()
        self.runs = threading.BoundedSemaphore(MAX_RUNS)
        self.active = 0
        self.active_lock = threading.Lock()
        self.deployed: dict[tuple[str, str], tuple] = {}  # (subdir, rel) -> local identity
        self.trees: dict[tuple[str, ...], str] = {}  # synced roots -> the suite's tree_token they were checked for

        self.copies = RunCopies()  # per-run copies (file arguments) go when their last run ends: prune.py
        self.stamped: set[str] = set()  # deploy dirs marked used by this helper (prune.STAMP)
        self.pruned = False
        self.too_big: set[str] = set()  # build roots over mirror's limits (left out, said once)
        self.notes: list[str] = []  # said to the next run's stderr
        # Bytes uploaded and runs ended by this helper, for any client: what heartbeats report as
        # progress (protocol.STALL_WAIT), so a client queued behind others' uploads or runs waits on.
        self.activity = 0
        self.stubs = BoardStubs(board, self.deploy_lock)  # the board stub run in the script's place (stubs.py)

    def connection(self, fresh: bool = False):
        with self.conn_lock:
            if self.conn is not None and not fresh and self.board.is_local:
                return self.conn  # a named board with host = "local": no link to lose
            if self.conn is not None and not fresh:
                try:
                    self.conn.transport  # noqa: B018 - raises ConnectError when the link is gone
                    return self.conn
                except ConnectError:
                    pass
            if self.conn is not None:
                self.conn.close()
                self.deployed.clear()
                self.trees.clear()
            self.conn = connect(self.board)  # TCP_NODELAY is set by the transport
            return self.conn

    def deploy(self, conn: BoardConnection, subdir: str, files: dict[str, str], force: bool) -> dict[str, str]:
        """{rel: board path}; skips SFTP entirely when this helper already sent these exact files.

        Only the files whose local identity changed go to `deploy` (all of them
        when `force`d): it checks each by content with an SFTP lstat, so one
        rewritten file of a mirrored tree cost one round trip per file of the
        tree (31 for the bench's suite, whose script test rewrites a file each
        run: 27-52 ms a check, 4-12 ms with the changed file alone; thousands
        for a large build tree). Without pruning, the manifest keeps the
        entries of the files not passed.
        """
        ids = {rel: _identity(path) for rel, path in files.items()}
        base = posixpath.join(conn.abspath(self.board.workdir), subdir)
        with self.deploy_lock:
            changed = {rel: path for rel, path in files.items()
                       if force or self.deployed.get((subdir, rel)) != ids[rel]}
            if changed:
                report = deploy(conn, self.board, changed, subdir, self._uploaded, prune=False)
                base = report.remote_dir
                for rel in changed:
                    self.deployed[(subdir, rel)] = ids[rel]
            if subdir not in self.stamped and files:
                self._mark_used(conn, base, subdir)
        return {rel: posixpath.join(base, rel) for rel in files}

    def _mark_used(self, conn: BoardConnection, base: str, subdir: str) -> None:
        """Touch the deploy dir's use stamp (once per helper) and, on the first deploy, prune the others."""
        try:
            conn.sftp().open(posixpath.join(base, STAMP), "w").close()
        except OSError:
            return  # nothing deployed there yet; the next run marks it
        self.stamped.add(subdir)
        if not self.pruned:
            self.pruned = True
            keep = {name.rpartition("/")[2] for name in self.stamped} | {"tree"}

            try:
                prune(conn, posixpath.dirname(base), keep)  # base: <workdir>/exec/<dir>
            except (OSError, RemoteError):
                pass  # pruning is housekeeping: a failure here must not fail the run

    def release_copies(self, conn: BoardConnection, subdir: str, links: list[str]) -> None:
        """Remove the per-run copies (file arguments, --file) no other run of this helper uses now."""
        with self.deploy_lock:
            done = self.copies.release([(subdir, rel) for rel in links])
            if not done:
                return
            base = posixpath.join(conn.abspath(self.board.workdir), subdir)
            for key in done:
                self.deployed.pop(key, None)
                try:
                    conn.sftp().remove(posixpath.join(base, key[1]))
                except OSError:
                    pass  # gone already, or the link is: the age rule takes it

    def tree_files(self, request: dict) -> dict[str, str]:
        """The files to mirror; a build root too big to mirror (--sync-build-roots) is left out with a note.

        A large project under CMake's emulator would otherwise fail every test
        with "over 20000 files"; the test's own folders (--sync) still go.
        """
        hard = request.get("hard_sync", request["sync"])
        soft = [r for r in request["sync"] if r not in hard]  # the build's folders (--sync-build-roots)
        if not soft or any(r in self.too_big for r in soft):
            return _mirror_files(self, hard)
        try:
            return _mirror_files(self, request["sync"])
        except TgtbuildError as exc:
            self.too_big.update(soft)
            self.notes.append(f"tgtbuild exec: note: {exc}; the build's folders are not mirrored (give the "
                              "folders the tests read with --sync)\n")
            return _mirror_files(self, hard)

    def mirrored(self, conn: BoardConnection, request: dict, paths: dict[str, str], board, program: str, *,
                 force: bool) -> tuple[list[str], tuple[int, ...], str]:
        """(command, positions of the wrapper's programs, board folder to run in or ""): the synced folders
        mirrored first (mirror.py's rule), arguments under them rewritten, and the run moved into the mirror
        of the caller's folder (the run script enters it: no scratch folder, no sh in front of the program)."""
        args = list(request["args"])
        _add_board_sync(request, self.board.sync)
        if not request.get("sync"):
            return board.wrap([program, *args]), board.wrapper_programs(), ""
        self.mirror(conn, request, force)
        tree = posixpath.join(conn.abspath(self.board.workdir), mirror.TREE)
        if request.get("program_tree"):
            program = mirror.board_path(tree, request["program_tree"])
        for index, local in request.get("tree_args", {}).items():
            args[int(index)] = mirror.board_path(tree, local)
        for name, local in request.get("tree_env", {}).items():  # read by _program_env after this
            request["env"][name] = mirror.board_path(tree, local)
        if not request.get("cwd"):
            return board.wrap([program, *args]), board.wrapper_programs(), ""
        copied = set(request["links"])  # copied files: named by their deployed path, the scratch dir is not made
        args = [paths[a] if a in copied else a for a in args]
        return board.wrap([program, *args]), board.wrapper_programs(), mirror.board_path(tree, request["cwd"])

    def mirror(self, conn: BoardConnection, request: dict, force: bool) -> None:
        """Bring the synced folders' mirror up to date, once per suite when the caller says which suite.

        Each check walks the roots and stats every file here: 2.7 ms a test for
        cJSON's 294 files, 9 us a file (45 ms a test for a tree of 5000).
        `tgtbuild ctest` sends a `tree_token` that stays the same while nothing
        ran on this machine (it changes after a script test, which may write
        files there): the first test of a token checks the tree, the others of
        the same roots skip the walk. `tgtbuild exec` sends none (each call
        could come after a rebuild), a retry after a missing file forces it.
        """
        roots = tuple(request["sync"])
        token = request.get("tree_token")
        if token and not force and self.trees.get(roots) == token:
            return
        self.deploy(conn, mirror.TREE, self.tree_files(request), force=force)
        if token:
            self.trees[roots] = token

    def _uploaded(self, sent: int, total: int) -> None:
        self.activity += 1

    def handle(self, client: socket.socket) -> None:
        ahead = None
        with self.active_lock:
            self.active += 1
        try:
            frame = recv_frame(client)
            if frame is not None and frame[0] == b"C":  # a kept connection's calls (relay.py)

                serve_calls(self, client, frame[1])
                return
            if frame is None or frame[0] not in (b"R", NATIVE):
                return
            native = frame[0] == NATIVE  # a native client's words: the request is built below (nativeserve.py)
            request = {} if native else marshal.loads(frame[1])  # the client's: our uid's, SO_PEERCRED
            if not isinstance(request, dict):
                return
            frames = Frames(client, lambda: str(self.activity).encode())
            spawn(frames.heartbeat)
            try:
                out, err = frames.stdout, frames.stderr
                tail = missing.Tail()
                if native:
                    request = native_request(frame[1])

                    def out(data: bytes) -> None:
                        frames.stdout(data)
                        tail.keep(data)

                    def err(data: bytes) -> None:
                        frames.stderr(data)
                        tail.keep(data)

                with self.runs:
                    status = self.run(request, out, err, client, started=frames.started, ahead=False)
                if native:  # the note the Python client writes itself (client.run_via_helper)
                    missing.report(request, tail.data, status, frames.stderr)
                frames.stop()
                send_frame(client, b"x", str(status).encode())
                ahead = self.conn  # the next run's channel, opened below once this client is answered
            except Exception as exc:  # reported to the client, which prints it and exits

                frames.stop()
                code = exc.exit_code if isinstance(exc, TgtbuildError) else ERROR_STATUS
                message = str(exc) if isinstance(exc, TgtbuildError) else f"{type(exc).__name__}: {exc}"
                send_frame(client, b"!", json.dumps({"message": message, "exit_code": code}).encode())
        except OSError:
            pass  # the client left
        finally:
            client.close()
            with self.active_lock:
                self.active -= 1
                self.activity += 1
                self.last = _now()
        if ahead is not None:
            open_next_session(ahead)  # in this thread, after the answer: no thread to start, no client waits

    def run(self, request: dict, out: Sink, err: Sink, client: socket.socket | None = None,
            started: Callable[[], None] | None = None, ahead: bool = True) -> int:
        """Deploy and run one request; output goes to `out`/`err`. With `client`, a hang-up kills the run.

        The per-run copies of its file arguments are removed afterwards (prune.py). With `ahead` the next
        run's channel is opened in a thread as this one ends (else the caller opens it: `handle`)."""
        subdir: str = request["subdir"]
        pipe = _StdinPipe() if request.get("stdin_stream") else None
        self.copies.acquire([(subdir, rel) for rel in request["links"]])
        try:
            return self._run(request, out, err, client, started, pipe, ahead)
        finally:
            if request["links"] and self.conn is not None:
                try:
                    self.release_copies(self.conn, subdir, request["links"])
                except (OSError, RemoteError):  # a dead link: the age rule removes the copies later
                    pass

    def _run(self, request: dict, out: Sink, err: Sink, client: socket.socket | None,
             started: Callable[[], None] | None, pipe: _StdinPipe | None, ahead: bool) -> int:
        files: dict[str, str] = request["files"]
        subdir: str = request["subdir"]
        watcher: threading.Event | None = None  # set when the attempt's watcher of the client ended
        force = False  # True once the board script found a file gone: deploy everything again
        conn: BoardConnection  # these four: deploy() sets them, again after a file went missing
        paths: dict[str, str]
        command: list[str]
        programs: tuple[int, ...]
        cwd: str  # the mirrored folder the program runs in, or "": a scratch folder with its links

        def deploy() -> None:
            nonlocal conn, paths, command, programs, cwd
            conn = self.connection()
            try:
                paths = self.deploy(conn, subdir, files, force=force)
            except OSError:
                conn = self.connection(fresh=True)
                paths = self.deploy(conn, subdir, files, force=True)
            ours = request["program"] in paths or request.get("program_tree")  # else the board's own program
            board = self.board if ours else replace(self.board, emulator=())
            program = paths.get(request["program"], request["program"])  # else the board's own (`uname -a`)
            command, programs, cwd = self.mirrored(conn, request, paths, board, program, force=force)
            self.stubs.prepare(conn, force=force)

        def redeploy() -> None:
            nonlocal force
            force = True
            deploy()

        def once() -> tuple[int, StartLine]:
            status, start, stubbed = attempt(True)
            if stubbed and not start.seen and status in (126, 127):  # the stub did not start: the script runs
                self.stubs.failed()
                status, start, _ = attempt(False)
            elif stubbed and start.seen:
                self.stubs.started()
            return status, start

        def attempt(stub: bool) -> tuple[int, StartLine, bool]:
            nonlocal watcher
            while self.notes:
                err(self.notes.pop(0).encode())
            token = new_token()
            start = StartLine(out, err)
            state = _RunState(start, token)
            stdin = _stdin_for(request, state, pipe)
            if client is not None:
                if _hung_up(client):  # interrupted during the upload: start nothing
                    raise _HungUp
                if watcher is not None:
                    watcher.wait(timeout=1)  # one reader of the client's frames at a time
                watcher = spawn(state.watch, client, conn, pipe)
            if started is not None:
                started()
            links = [] if cwd else [(paths[rel], rel) for rel in request["links"]]
            try:
                argv = script_argv(command, files=[(path, None) for path in paths.values()],
                                   folder=cwd or posixpath.join(conn.abspath(self.board.workdir), "exec", "tmp"),
                                   temp=not cwd, enter=bool(cwd), links=links,
                                   env=_program_env(self.board.env_dict, request, paths),
                                   programs=programs, limit=board_limit(request.get("timeout")), token=token,
                                   leads_group=self.board.is_local)
                stubbed = self.stubs.argv(conn, argv) if stub else None
                return conn.run_stream(stubbed or argv, request.get("timeout"), stdin=stdin, on_stdout=start.stdout,
                                       on_stderr=start.stderr, mark=token), start, stubbed is not None
            except RemoteTimeout as exc:  # the script and its argv are ours: name the user's command
                state.remove_scratch(conn)
                raise RemoteTimeout(f"board {self.board.destination()}: {shlex.join(command)} ran past "
                                    f"--timeout {request.get('timeout'):g} s and {exc.how}") from None
            except BaseException:  # Ctrl-C/SIGTERM in-process: the transport killed the group; clean up
                state.remove_scratch(conn)
                raise
            finally:
                state.finished()
                if hasattr(stdin, "close"):
                    stdin.close()

        deploy()
        try:
            status = run_deployed(once, redeploy, board=self.board.destination(), what=shlex.join(command))
        except _HungUp:
            return ERROR_STATUS
        _say_why_not_run(conn, status, paths.get(request["program"]), err)
        if ahead:
            spawn(open_next_session, conn)
        return status

    def serve(self, listener: socket.socket, unlink: Callable[[], None]) -> None:
        """Accept clients until idle for `persist` s; then unlink the socket and serve who already queued."""
        self.last = _now()
        listener.settimeout(min(1.0, max(self.persist / 4, 0.05)))
        closing = False
        handlers: list[threading.Event] = []  # each set when its client was served
        while True:
            try:
                client, _ = listener.accept()
            except (TimeoutError, BlockingIOError):
                if closing:
                    break
                with self.active_lock:
                    idle = self.active == 0 and _now() - self.last > self.persist
                if idle:
                    unlink()  # new clients start a new helper; queued ones are still served
                    listener.setblocking(False)
                    closing = True
                continue
            if not _same_user(client):
                client.close()
                continue
            client.setblocking(True)
            with self.active_lock:
                self.last = _now()
            handlers = [done for done in handlers if not done.is_set()] + [spawn(self.handle, client)]
        for done in handlers:
            done.wait()


class _StdinPipe:
    """The client's stdin frames on their way to the program: a short queue, so memory stays flat.

    The watcher thread puts what the client sends; when the queue is full it
    stops reading the socket, and the client's sends block (back-pressure).
    """

    def __init__(self) -> None:
        self.queue: queue.Queue[bytes] = queue.Queue(maxsize=8)


class _StdinView:
    """The pipe as one attempt's stdin: nothing is taken before the program started.

    A first attempt that finds a deployed file gone never starts the program;
    its stdin must stay in the pipe for the second attempt.
    """

    def __init__(self, pipe: _StdinPipe, state: _RunState) -> None:
        self.pipe = pipe
        self.state = state

    def read(self, size: int = -1) -> bytes:
        if not self.state.wait_start():
            return b""
        while True:
            try:
                return self.pipe.queue.get(timeout=0.2)
            except queue.Empty:
                if self.state.done.is_set():
                    return b""


def _stdin_for(request: dict, state: _RunState, pipe: _StdinPipe | None):  # -> stdin for run_stream
    if pipe is not None:
        return _StdinView(pipe, state)

    # in-process (TGTBUILD_EXEC_PERSIST=0): read the file or our stdin as it goes; closed by run()
    source = open_source(request.get("stdin_file"), request.get("stdin_fd"))
    return None if source is None else _AfterStart(source, state)


class _AfterStart:
    """A stdin source read only once the program started (as `_StdinView`): a first attempt
    that finds a deployed file gone must not swallow what a pipe holds."""

    def __init__(self, source, state: _RunState) -> None:
        self.source = source
        self.state = state

    def read(self, size: int = -1) -> bytes:
        return self.source.read(size) if self.state.wait_start() else b""

    def close(self) -> None:
        self.source.close()


class _HungUp(Exception):
    """The client hung up before its program started: nothing is run."""


# How long a client's hang-up waits for the run's start line before killing what carries its mark.
HANGUP_START_WAIT = 10.0


class _RunState:
    """One run: what the board script's start line named, and the kill when the client hangs up."""

    def __init__(self, start: StartLine, token: str = "") -> None:
        self.token = token  # the run's mark (remote.watchdog): a hang-up kills its setsid'd children too
        self.start = start
        self.done = threading.Event()
        self.started = start.started  # the start line came: the program is starting

    def finished(self) -> None:
        self.done.set()

    def wait_start(self) -> bool:
        """Wait until the program starts (True), or the attempt ends without starting it (False)."""
        while not self.started.wait(0.2):
            if self.done.is_set():
                return False
        return True

    def remove_scratch(self, conn: BoardConnection) -> None:
        """rm -rf the run's scratch dir (best effort: the link may be gone)."""
        if self.start.folder:
            try:
                conn.run(["rm", "-rf", self.start.folder], timeout=30)
            except Exception:  # the connection died with the run; nothing more to do
                pass

    def watch(self, client: socket.socket, conn: BoardConnection, pipe: _StdinPipe | None = None) -> None:
        """Pass the client's stdin frames on; when it hangs up while the run goes on, kill the run on the board."""
        while not self.done.is_set():
            ready, _, _ = select.select([client], [], [], 0.2)
            if not ready:
                continue
            try:
                frame = recv_frame(client)
            except OSError:
                frame = None
            if frame is not None:
                kind, data = frame
                while pipe is not None and kind in (b"i", b"I") and not self.done.is_set():
                    try:
                        pipe.queue.put(data, timeout=0.2)  # b"" (the end frame) reads as EOF
                        break
                    except queue.Full:
                        continue
                continue
            # The hang-up can come before the start line does: the client (or ctest's Ctrl-C) saw the
            # program start on the board while the line was still on its way here, and returning then
            # left the program to its TIMEOUT (tests/test_reuse_ctest.py's Ctrl-C test, 1 run in 10-15
            # under load). So the line is waited for, as long as the attempt goes on.
            deadline = time.monotonic() + HANGUP_START_WAIT
            while self.start.group is None and not self.done.is_set() and time.monotonic() < deadline:
                self.started.wait(0.05)
            if not self.done.is_set() and (self.start.group is not None or self.token):
                kill = f"{kill_script(self.token, self.start.group)}; rm -rf {_sh(self.start.folder)}; true"
                try:
                    conn.run(["sh", "-c", kill], timeout=30)
                except Exception:  # the run ends anyway when the connection does
                    pass
            return


def _add_board_sync(request: dict, folders: tuple[str, ...]) -> None:
    """boards.toml's `sync` folders join the request's own (they are always sent); the run moves into
    the mirror of the caller's folder when that is inside one. Arguments naming files there were
    copied by the client already (it does not read boards.toml), so they stay as they are."""
    roots = mirror.roots_of(list(folders))
    if not roots:
        return
    request["sync"] = mirror.roots_of([*request.get("sync", []), *roots])
    request["hard_sync"] = mirror.roots_of([*request.get("hard_sync", []), *roots])
    local_cwd = os.path.realpath(request.get("local_cwd") or "/")
    if not request.get("cwd") and mirror.under(local_cwd, roots):
        request["cwd"] = local_cwd


def _say_why_not_run(conn: BoardConnection, status: int, program: str | None, err: Sink) -> None:
    """After sh's 126 for a program we sent, the cause (a noexec work dir), as a note on the run's stderr."""
    if status == STATUS and program:
        why = why_not_run(conn, program)
        if why:
            err(f"tgtbuild exec: note: {why}\n".encode())


def _mirror_files(helper: ExecHelper, roots: list[str]) -> dict[str, str]:
    """`mirror.tree_files`, with a note (once per helper and link) for each link that leads out of the roots."""
    left: list[tuple[str, str]] = []
    files = mirror.tree_files(roots, left)
    said = helper.__dict__.setdefault("links_said", set())
    for link, target in left:
        if link not in said:
            said.add(link)
            helper.notes.append(f"tgtbuild exec: note: {link} links to {target}, outside the synced folders: "
                                "not sent to the board (copy the file in, or --sync the folder it is in)\n")
    return files


def _hung_up(client: socket.socket) -> bool:
    """True when the client closed its end (EOF waiting on the socket)."""
    ready, _, _ = select.select([client], [], [], 0)
    if not ready:
        return False
    try:
        return client.recv(1, socket.MSG_PEEK) == b""
    except OSError:
        return True


def _sh(text: str) -> str:
    """An absolute path as a shell word; anything else names nothing (never `rm -rf` a relative path)."""
    return shell_word(text) if text.startswith("/") else "/nonexistent"


def _identity(path: str) -> tuple:
    """What makes a local file "the one already deployed": ctime included.

    (path, size, mtime, inode, mode) ran an old program after a rebuild wrote new
    content and restored the mtime (`touch -d`, `cp -p`, `rsync -t`); nobody can
    set the ctime back, and any write moves it. Cheaper than hashing each run.
    """
    st = os.stat(path)
    return (path, st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino, st.st_mode)


def _now() -> float:
    return time.monotonic()


def _same_user(client: socket.socket) -> bool:
    creds = getattr(socket, "SO_PEERCRED", None)
    if creds is None:
        return True  # the 0700 directory is the guard on systems without SO_PEERCRED
    data = client.getsockopt(socket.SOL_SOCKET, creds, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", data)
    return uid == os.getuid()


def main(argv: list[str] | None = None) -> int:
    """The helper process: connect, bind, say ready, serve until idle."""
    parser = argparse.ArgumentParser(prog="python -m tgtbuild.reuse.exechelper")
    parser.add_argument("--socket", required=True)
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--board")
    which.add_argument("--board-json")  # a resolved Board (relay.board_spec): a kept connection's helper
    parser.add_argument("--boards-file")
    parser.add_argument("--cwd", default="/")
    parser.add_argument("--persist", type=float, default=DEFAULT_PERSIST)
    parser.add_argument("--lock-fd", type=int)  # held (flock) by us until bound: others know one is starting
    args = parser.parse_args(argv)

    def fail(exc: BaseException, code: int) -> int:
        print(f"error {code} {json.dumps(str(exc))}", flush=True)
        return 1

    try:
        os.chdir(args.cwd)
        if args.board_json:
            board = board_from_spec(args.board_json)
        else:
            board = board_for(args.board, None, Trust(args.boards_file))
        os.chdir("/")
        helper = ExecHelper(board, args.persist)
        helper.connection()
    except TgtbuildError as exc:
        return fail(exc, exc.exit_code)
    except OSError as exc:
        return fail(exc, ERROR_STATUS)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old_umask = os.umask(0o177)
    try:
        listener.bind(unix_address(args.socket))
    except OSError as exc:
        return fail(exc, ERROR_STATUS)
    finally:
        os.umask(old_umask)
    listener.listen(64)
    ident = os.stat(args.socket).st_ino
    if args.lock_fd is not None:
        os.close(args.lock_fd)  # bound: a client that finds the lock free now finds this socket too
    print("ready", flush=True)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    def unlink() -> None:
        try:
            if os.stat(args.socket).st_ino == ident:  # still ours, not a successor's
                os.unlink(args.socket)
        except OSError:
            pass

    try:
        helper.serve(listener, unlink)
    finally:
        unlink()
        listener.close()
        if helper.conn is not None:
            helper.conn.close()
    return 0
