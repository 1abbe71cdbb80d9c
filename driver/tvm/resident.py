"""A tuner's candidates measured by one resident program per board and task signature, one binary for all.

Why: MetaSchedule sends thousands of candidates of one task, each a small
`.so` with the same packed signature. Through the run stage (a harness
linked and staged per candidate, the board script with its watchdog, a
process, under qemu an emulator start) a candidate cost 11 ms of fixed work
on this machine, and 36-40 ms on a loaded one, against TVM LocalRunner's
1 ms (its worker process stays up and loads each candidate). So this does
what LocalRunner does, on any board: `templates/tvm_candidate_server.c.j2`
is built once per target and toolchain (the task's argument specs are its
options, `--arg` as `tgtbuild run` takes them), started once per board and
signature under the same board script and watchdog as every run
(`remote.runscript`, its run mark, no time limit: the server bounds each
candidate itself with SIGALRM), and told one candidate path per line on its
stdin; it `dlopen`s the candidate, times it with the one-shot harness's own
code and protocol, and answers one line.

What stays as in a one-shot run: the timing protocol and inputs
(`harness_common.c.j2`), the candidate's symbols checked here before it is
sent (`tvm.abi.find_packed`: a module calling into TVM's runtime is refused,
not run), a failure an error and never a time. What differs, and why it is
safe: a candidate that crashes ends the server (the answer is that crash;
the next candidate starts a new one), one that hangs is killed by its alarm
at the timeout (and the host sweeps the run mark past it), EOF on stdin
(the runner closed, or its connection went) ends the server, as does the
board's watchdog when the SSH session's sshd goes.

Only glibc/bionic targets: a static musl program cannot `dlopen`
(`builder.linking.programs_link_shared`); those run one-shot as before.
"""

from __future__ import annotations

import hashlib
import os
import posixpath
import queue
import secrets
import shutil
import tempfile
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..builder.linking import programs_link_shared
from ..errors import TgtbuildError
from ..paths import cache_dir_str, data_dir_str, trusted_cache_dir, trusted_file
from ..remote import deploy
from ..remote.runscript import StartLine, script_argv
from ..remote.shelltext import describe_exit
from ..remote.watchdog import GRACE, kill_script, new_token
from ..run.argspec import DTYPES, MAX_BYTES, ArgSpec
from ..run.inputfill import rule
from ..run.staging import stage_files
from ..stats.summary import parse_harness_output
from ..templating import render, user_template_dirs
from ..toolchain import select
from .abi import DL_DTYPES, TvmError, find_packed
from .kernel import TvmHarness
from .link import check_machine, library_from_artifacts, link_program

if TYPE_CHECKING:
    from ..remote.transport import BoardConnection
    from ..run.request import RunRequest
    from ..targets import Target

SERVER = "tgtbuild-tvm-server"
ANSWER = b"tgtbuild-candidate "
LINE_MAX = 1 << 20  # an answer is a few hundred bytes; a longer "line" is a candidate writing where it should not
SIGALRM_STATUS = 128 + 14
IDLE_S = 600  # the server exits after this long without a candidate (the next one starts another)


def resident_possible(request: RunRequest) -> bool:
    """True when the target's programs can `dlopen` (glibc, bionic): not a static musl program."""
    return programs_link_shared(request.target)


def server_program(target: Target, toolchain_name: str | None = None) -> Path:
    """The candidate server for `target` (and the toolchain named, else the default), linked once per content.

    Cached in `<cache>/tvm-server/<target dir>/` (a folder only this user can write: `trusted_cache_dir`)
    under the hash of what shapes it (`server_key`): templates, dtype table, toolchain; not the task's
    signature, which the server takes as options (`wire_arg`). So a second tuning session, a second task
    and a second model all find it there. Linked per process into the runner's build folder, the first
    candidate of every task cost 333-675 ms (issue 45); linked once per signature, a new signature still
    cost 640 ms against LocalRunner's 130 ms, ~0.5 s of it the link. Threads of one process wait for one
    link (`TgtbuildRunner` starts it early, `prelink`); processes link apart and rename, whole.
    """
    toolchain = select(target, toolchain_name)
    rows = _dtype_rows()
    key = server_key(rows, toolchain.fingerprint())
    slot = (cache_dir_str(), target.dirname, key)
    with _LOCKS.setdefault(slot, threading.Lock()):
        known = _BUILT.get(slot)
        if known is not None and trusted_file(known):
            return known
        folder = Path(trusted_cache_dir("tvm-server", target.dirname))
        out = folder / f"{SERVER}-{key}"
        if not trusted_file(out):
            text = render("tvm_candidate_server.c.j2", abi="tvm-ffi", dtypes=rows, buffers=[], max_bytes=MAX_BYTES)
            with tempfile.TemporaryDirectory(prefix=".link-", dir=folder) as tmp:  # two processes link apart
                source = Path(tmp, "tvm-server.c")
                source.write_text(text)
                made = link_program(toolchain, source, Path(tmp), SERVER, ["-ldl"])
                os.chmod(made, 0o755)
                os.replace(made, out)
        _BUILT[slot] = out
        return out


_BUILT: dict[tuple[str, str, str], Path] = {}  # this process's servers by (cache folder, target dir, key)
_LOCKS: dict[tuple[str, str, str], threading.Lock] = {}  # one link at a time per server (setdefault: atomic)


def prelink(target: Target, toolchain_name: str | None = None) -> threading.Thread | None:
    """Link the server for `target` in a thread now, so that its cost overlaps MetaSchedule's first builds.

    The first candidate then finds it made (or waits for the rest of the same link, `server_program`'s
    lock). A failure is left for that candidate to meet again and report: nothing is measured here.
    Joining the thread is the caller's (`TgtbuildRunner.close`), so no link outlives the runner half-made.
    """
    if not programs_link_shared(target):
        return None  # static musl: no server, candidates run one-shot

    def link() -> None:
        try:
            server_program(target, toolchain_name)
        except (TgtbuildError, OSError):
            pass  # the first candidate links again and says why

    thread = threading.Thread(target=link, daemon=True, name="tgtbuild-server-link")
    thread.start()
    return thread


def _dtype_rows() -> list[dict[str, Any]]:
    """Each argument type as the server's C needs it: C type, size, DLPack code and bits, the fill kind
    and its element expression (`run.inputfill`, the one-shot harness's and the reference's rule)."""
    rows = []
    for name, (ctype, size, _ctypes, is_float) in DTYPES.items():
        code, bits = DL_DTYPES[name]
        kind = "KIND_FLOAT" if is_float else "KIND_UNSIGNED" if name.startswith("u") else "KIND_SIGNED"
        rows.append({"name": name, "ctype": ctype, "size": size, "code": code, "bits": bits, "kind": kind,
                     "fill": rule(name, is_float).c})
    return rows


def wire_arg(spec: ArgSpec) -> str:
    """`spec` as the server's `--arg` reads it: `f32[128,128]:in`, `i64=1024`, `f64=0.5` (a float's repr,
    which `strtod` reads back to the same double, `nan` and `inf` included)."""
    if spec.is_buffer:
        return f"{spec.dtype}[{','.join(str(d) for d in spec.shape)}]:{spec.role}"
    value = repr(float(spec.value or 0)) if spec.is_float else str(int(spec.value or 0))
    return f"{spec.dtype}={value}"


def server_key(rows: list[dict[str, Any]], toolchain_fingerprint: str) -> str:
    """16 hex digits of the SHA-256 of what shapes the server, read without rendering it (Jinja's import
    alone was 37 ms of a first candidate): every template a config folder or the package holds (a user
    may override any one the server includes), the dtype rows rendered into it and the toolchain (target,
    compiler, flags). Not the task's argument specs: the server reads them from its options."""
    digest = hashlib.sha256(b"tvm-server 2\0")
    folders = [*user_template_dirs(), data_dir_str("templates")]
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if name.endswith(".j2") and os.path.isfile(path):
                with open(path, "rb") as handle:
                    digest.update(f"{path}\0".encode() + handle.read() + b"\0")
    digest.update(repr((rows, MAX_BYTES, toolchain_fingerprint)).encode())
    return digest.hexdigest()[:16]


def candidate_library(request: RunRequest, artifact: str) -> tuple[Path, str]:
    """(the `.so` the board loads, its packed symbol): a `.tar`/`.o` linked here, a `.so` as it is.

    The symbols are checked as a one-shot run checks them (`tvm.abi.find_packed`).
    """
    packed = find_packed([artifact], request.entry or "")
    if packed is None:
        raise TvmError(f"{artifact}: not TVM code (no packed function {request.entry!r})")
    path = Path(artifact)
    if path.suffix == ".so":
        check_machine([path], request.target.triple.arch)
        return path, packed.symbol
    toolchain = select(request.target, request.toolchain)
    folder = Path(request.build_root).resolve() / ".tgtbuild" / "tvm" / request.target.dirname
    return library_from_artifacts(toolchain, [path], "candidate", folder), packed.symbol


class _Lines:
    """The server's stdin: a stream whose `read` waits for the next request line; b"" once closed."""

    def __init__(self) -> None:
        self._queue: queue.Queue[bytes] = queue.Queue()

    def send(self, line: bytes) -> None:
        self._queue.put(line)

    def close(self) -> None:
        self._queue.put(b"")

    def read(self, size: int = -1) -> bytes:
        return self._queue.get()


def _parse_answer(line: bytes, outstanding: str) -> tuple[str, str, Any]:
    """(kind, the request on the server when the line came, what it holds): ("answer", ..., (the tag of the
    request it answers, the JSON)) for a well-formed answer line, else ("extra", ..., the line)."""
    if line.startswith(ANSWER):
        seq, _, body = line[len(ANSWER):].partition(b" ")
        if body.startswith(b"{"):
            return "answer", outstanding, (seq.decode(errors="replace"), body)
    return "extra", outstanding, line


class CandidateServer:
    """One board's resident server for one argument signature; `measure` one candidate at a time.

    Not shared between threads: the runner's worker for the board owns it.
    """

    def __init__(self, conn: BoardConnection, request: RunRequest) -> None:
        self.conn, self.request = conn, request
        self.program = server_program(request.target, request.toolchain)
        self._remote_program = ""
        self._folder = ""  # this server's folder of uploaded candidates on the board (SSH boards)
        self._count = 0
        self._outstanding = ""  # the request on the server now (its random tag), "" between requests
        self.busy = False  # a candidate is on the server now (`abort` is then worth its channel)
        self._reset()

    def _reset(self) -> None:
        self._lines: _Lines | None = None
        self._answers: queue.Queue[tuple[str, str, Any]] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._token = ""

    # ---- starting ----
    def _options(self) -> list[str]:
        timeout = max(1, int(self.request.timeout or 60) + 1)
        # The one-shot harness's options (the same parser, harness_common.c.j2), then the server's own.
        specs = [word for spec in self.request.specs for word in ("--arg", wire_arg(spec))]
        return [*TvmHarness().argv(self.request, ""), "--timeout", str(timeout), "--idle", str(IDLE_S), *specs]

    def _deploy(self) -> None:
        if self.request.board.is_local:  # a copy into the work dir: deploy's lock and manifest cost ~20 ms
            self._remote_program = self._local_copy()
            return
        staged = stage_files({SERVER: self.program}, Path(self.request.build_root, ".tgtbuild", "staged"))
        subdir = f"{self.request.target.dirname}/bin/{staged[SERVER].parent.name}"
        report = deploy(self.conn, self.request.board, staged, subdir, lambda sent, total: None, prune=False)
        self._remote_program = report.remote_path(SERVER)

    def _local_copy(self) -> str:
        """The cached server copied afresh into the local board's work dir, `<target dir>/bin/<its name>/`
        (a content-named folder, as deploy's), under a temporary name and renamed: whole, and never
        another process's half-written copy; a running server keeps its own file."""
        base = Path(self.conn.abspath(self.request.board.workdir))
        folder = base / self.request.target.dirname / "bin" / self.program.name
        folder.mkdir(parents=True, exist_ok=True)
        tmp = folder / f".{SERVER}.{os.getpid()}.{threading.get_ident()}.tmp"
        shutil.copyfile(self.program, tmp)
        os.chmod(tmp, 0o755)
        os.replace(tmp, folder / SERVER)
        return str(folder / SERVER)

    def _start(self) -> None:
        if not self._remote_program:
            self._deploy()
        board = self.request.board
        self._lines, self._token = _Lines(), new_token()
        answers, lines, token = self._answers, self._lines, self._token
        pending = bytearray()
        err = bytearray()

        def stdout(data: bytes) -> None:
            # The server's answer channel (its private copy of stdout): one answer a request, tagged with the
            # request's number. Anything else is kept with the number of the request then on the server, whose
            # candidate `measure` then fails: it never becomes the answer to this or a later request.
            pending.extend(data)
            while b"\n" in pending or len(pending) > LINE_MAX:
                line, _, rest = bytes(pending).partition(b"\n")
                pending[:] = rest
                answers.put(_parse_answer(line[:LINE_MAX], self._outstanding))

        def stderr(data: bytes) -> None:
            err.extend(data)
            del err[:-8192]  # the tail names a crash; bounded (a candidate may print forever)

        start = StartLine(stdout, stderr)
        argv = script_argv(board.wrap([self._remote_program, *self._options()]), limit="0", token=token,
                           leads_group=board.is_local, bind_now=True)

        def serve() -> None:
            try:
                status = self.conn.run_stream(argv, None, stdin=lines, env=board.env_dict,
                                              on_stdout=start.stdout, on_stderr=start.stderr, mark=token)
                answers.put(("exit", "", (status, bytes(err))))
            except BaseException as exc:  # noqa: BLE001 - handed to the measuring thread, which raises it
                answers.put(("failed", "", exc))

        self._thread = threading.Thread(target=serve, daemon=True, name=f"tgtbuild-server {board.destination()}")
        self._thread.start()

    # ---- measuring ----
    def _board_path(self, library: Path) -> tuple[str, bool]:
        """Where the board loads the candidate from, and whether the server removes it once loaded."""
        if self.request.board.is_local:
            return str(library.resolve()), False
        fs = self.conn.sftp()
        if not self._folder:
            base = self.conn.abspath(self.request.board.workdir).rstrip("/")
            self._folder = posixpath.join(base, self.request.target.dirname, "candidates",
                                          f"{os.getpid()}-{secrets.token_hex(4)}")
            self.conn.run(["mkdir", "-p", "--", self._folder], timeout=30)
        self._count += 1
        remote = posixpath.join(self._folder, f"{self._count}.so")
        fs.put(str(library), remote)
        return remote, True

    def measure(self, artifact: str) -> dict[str, Any]:
        """The candidate's timing (the harness's JSON object); TgtbuildError names why there is none."""
        library, symbol = candidate_library(self.request, artifact)
        path, remove = self._board_path(library)
        if "\t" in path or "\n" in path or "\t" in symbol or "\n" in symbol:
            raise TgtbuildError(f"{path}: a candidate path with a tab or newline cannot be sent to the server")
        if self._thread is not None and self._gone_meanwhile():
            self._ended()  # its idle limit ended it between candidates: start another, blame nobody
        if self._thread is None:
            self._start()
        assert self._lines is not None
        # A random tag, not a count: a candidate writing numbered answers to every descriptor (tests/
        # test_hostile_candidates.py) hit the next number and its later lines became the next candidates'.
        seq = self._outstanding = secrets.token_hex(8)
        self._lines.send(f"{seq}\t{path}\t{symbol}\t{int(remove)}\n".encode())
        limit = (self.request.timeout or 60) + GRACE + 30  # the server's own alarm fires first
        self.busy = True
        try:
            kind, value = self._answer(seq, time.monotonic() + limit)
        except queue.Empty:
            self._kill()
            raise TgtbuildError(f"no answer from the candidate server on {self.request.board.destination()} "
                                f"within {limit:g} s; it was killed") from None
        finally:
            self.busy = False
            self._outstanding = ""
        if kind == "answer":
            timing = parse_harness_output(value.decode(errors="replace"))
            if "error" in timing:
                raise TgtbuildError(timing["error"])
            return timing
        if kind == "extra":
            raise TgtbuildError("the candidate wrote to the server's answer channel "
                                f"({value[:80].decode(errors='replace')!r}): no time is taken from it")
        self._ended()  # the server is gone: the next candidate starts another
        if kind == "failed":
            raise value
        status, err = value
        tail = " | ".join(err.decode(errors="replace").strip().splitlines()[-3:])
        if status == SIGALRM_STATUS:
            raise TgtbuildError(f"the candidate ran past its timeout of {self.request.timeout:g} s and was "
                                f"killed{': ' + tail if tail else ''}")
        if status == 0:
            raise TgtbuildError(f"the candidate server ended before answering{': ' + tail if tail else ''}")
        raise TgtbuildError(f"the candidate crashed the server: {describe_exit(status)}{': ' + tail if tail else ''}")

    def _gone_meanwhile(self) -> bool:
        """Drop what came between requests (no candidate to blame); True when the server ended meanwhile."""
        while True:
            try:
                kind, _during, _value = self._answers.get_nowait()
            except queue.Empty:
                return False
            if kind in ("exit", "failed"):
                return True

    def _answer(self, seq: str, deadline: float) -> tuple[str, Any]:
        """("answer", json bytes) for request `seq`, ("extra", line) when anything else came during it (the
        answer is waited for all the same, so the next request starts on a server that is done with this
        one: the server answers after the candidate ran, so what the candidate wrote comes before), or the
        server's end; queue.Empty past `deadline`."""
        extra = b""
        while True:
            kind, during, value = self._answers.get(timeout=max(0.0, deadline - time.monotonic()))
            if kind in ("exit", "failed"):
                return kind, value
            if kind == "answer" and value[0] == seq:
                return ("extra", extra) if extra else (kind, value[1])
            if during == seq and not extra:  # a line while this candidate ran that is not its answer
                extra = value if kind == "extra" else ANSWER + value[0].encode() + b" " + value[1]
            # else: a line from before this request: no candidate of ours to blame

    # ---- ending ----
    def _ended(self) -> None:
        if self._lines is not None:
            self._lines.close()  # its feeder thread waits on it: let it end with the server
        if self._thread is not None:
            self._thread.join(5)
        self._reset()

    def _kill(self) -> None:
        """Kill the server's run: a hung candidate the alarm did not end."""
        self.abort()
        self._ended()

    def abort(self) -> None:
        """Kill the server's run (its mark) now, from any thread (the runner closing on Ctrl-C while a
        candidate runs): the measuring thread then sees it end. SIGTERM first (at most 1 s): the server
        then ends its candidates' children, those that left its session and emptied their environment
        too, which the mark sweep alone cannot find."""
        token = self._token
        if token:
            try:
                self.conn.run(["sh", "-c", kill_script(token, None, term_first=True)], timeout=20)
            except (TgtbuildError, OSError, EOFError):
                pass  # the board's watchdog ends it when the connection goes

    def close(self) -> None:
        """End the server (EOF on its stdin), then its run mark if it lingers, and remove the uploads."""
        if self._lines is not None and self._thread is not None:
            self._lines.close()
            self._thread.join(5)
            if self._thread.is_alive():
                self._kill()
        self._reset()
        if self._folder:
            try:
                self.conn.run(["rm", "-rf", "--", self._folder], timeout=20)
            except (TgtbuildError, OSError, EOFError):
                pass  # the board went away; the folder holds only candidates already unlinked
            self._folder = ""
