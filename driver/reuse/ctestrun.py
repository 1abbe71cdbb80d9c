"""Run a CMake project's own test suite with each target binary going through the board runner.

CMake puts CMAKE_CROSSCOMPILING_EMULATOR only in front of `add_test(NAME n
COMMAND <target>)`. Real projects also name the program by path (`COMMAND
./unit_test`) or in the old form (`add_test(name exe)`); without binfmt_misc
the foreign binary then goes to /bin/sh ("Syntax error: Unterminated quoted
string", "Exec format error"), and ctest ran 0 of 2, 19, 28 tests of the
projects tried in issue 15. So the suite is read from ctest itself
(`ctest --show-only=json-v1`: every command already resolved to a path, and
each test's properties), and a test is classified by its program's bytes:

* binary: the program (after an emulator CMake put in front: a `qemu-*`, or
  a `tgtbuild exec ... --`) is an ELF for the target's machine. It runs as
  `<runner> <program> <args>` in its WORKING_DIRECTORY with its ENVIRONMENT
  (for `tgtbuild exec`, as `-e NAME=VALUE`), whatever form named it;
* script: anything else (`sh run.sh $<TARGET_FILE:x>`, a Python driver). It
  runs here, as ctest would, and is reported as not redirected, with the fix:
  binfmt_misc (`qemu-user-binfmt`) for the local board, or ctest on the board.

The verdict follows ctest: SKIP_RETURN_CODE / SKIP_REGULAR_EXPRESSION skip;
PASS_REGULAR_EXPRESSION (any match) replaces the exit status check;
FAIL_REGULAR_EXPRESSION (any match) fails; WILL_FAIL inverts the result; a
TIMEOUT (default 1500 s, ctest's) fails and is not inverted; DISABLED does
not run. Properties about scheduling (DEPENDS, FIXTURES_*, RESOURCE_LOCK,
RUN_SERIAL, PROCESSORS) are not honoured; the runner names them.

A test that tgtbuild could not run (the board down, a deploy refused) is
"Not Run" with tgtbuild's message, whatever WILL_FAIL or SKIP_RETURN_CODE
say: with ctest's rule, a WILL_FAIL test "passed" with the board down
(issue 33). The exec helper's error says so in-process; a `tgtbuild exec`
process writes it to the file named in exechelper.failure.REPORT_ENV.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import socket
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from ..errors import TgtbuildError
from ..frozen import frozen
from ..localproc import end_group, kill_group
from ..machines import arch_is
from ..remote.kept.client import run_via_helper
from ..remote.kept.protocol import helper_off
from .artifacts import elf_info
from .ctestsync import sync_dirs
from .exechelper.failure import REPORT_ENV
from .exechelper.failure import TIMED_OUT as EXEC_TIMEOUT_STATUS  # `tgtbuild exec --timeout` exit status
from .exechelper.request import build_request

DEFAULT_TIMEOUT = 1500.0  # ctest's default per-test timeout, seconds
REMOTE_GRACE = 15.0  # seconds the exec client gets past its own --timeout to report it
HONOURED = {"WORKING_DIRECTORY", "ENVIRONMENT", "TIMEOUT", "WILL_FAIL", "PASS_REGULAR_EXPRESSION", "REQUIRED_FILES",
            "FAIL_REGULAR_EXPRESSION", "SKIP_RETURN_CODE", "SKIP_REGULAR_EXPRESSION", "DISABLED"}
IGNORED_QUIETLY = {"LABELS", "COST"}  # no effect on a test's verdict
SCRIPT_HINT = ("its program is not a target binary, so it ran here and any target binary it starts ran "
               "here too; for --board local install qemu-user-binfmt (binfmt_misc then runs foreign "
               "binaries through qemu), or run the suite with ctest on the board itself")


class CTestError(TgtbuildError):
    """A build tree whose tests cannot be listed (no ctest, not configured, bad JSON)."""


@frozen
class SuiteTest:
    """One test of the suite, as ctest lists it, and how it will run."""

    number: int
    name: str
    command: tuple[str, ...]
    cwd: str
    env: tuple[tuple[str, str], ...] = ()
    timeout: float | None = None
    will_fail: bool = False
    pass_regex: tuple[str, ...] = ()
    fail_regex: tuple[str, ...] = ()
    skip_codes: tuple[int, ...] = ()
    skip_regex: tuple[str, ...] = ()
    disabled: bool = False
    form: str = "binary"  # "binary" (through the runner) | "script" (here, not redirected) | "missing"
    argv: tuple[str, ...] = ()  # program and args, without any emulator CMake put in front
    ignored: tuple[str, ...] = ()  # properties this runner does not honour
    required: tuple[str, ...] = ()  # REQUIRED_FILES: not run when one is missing; mirrored on a board


@frozen
class TestResult:
    test: SuiteTest
    status: str  # "passed" | "failed" | "timeout" | "skipped" | "disabled" | "not-run"
    seconds: float = 0.0
    returncode: int | None = None
    output: str = ""
    reason: str = ""  # why it failed or was skipped, in ctest's words

    @property
    def ok(self) -> bool:
        return self.status in ("passed", "skipped", "disabled")


@dataclass
class SuiteRunner:
    """How a binary test runs: the board runner argv (`[]`: natively), and whether it is `tgtbuild exec`."""

    argv: list[str]
    arch: str
    remote: bool = False
    sync: tuple[str, ...] = ()  # `tgtbuild ctest --sync`: folders every test gets mirrored on the board
    board: str | None = None  # an SSH board's spec (and boards file): its tests go to the exec helper in-process
    boards_file: str | None = None
    # Names this machine's files as they are now: the helper checks the mirror once per token
    # (exechelper.server.ExecHelper.mirror); a script test, which runs here, ends it.
    tree_token: str = field(default_factory=lambda: _new_token())

    def files_changed(self) -> None:
        """A test ran here and may have written files a later test reads on the board."""
        self.tree_token = _new_token()

    def command(self, test: SuiteTest, limit: float) -> tuple[list[str], dict[str, str]]:
        """(argv, environment) of a binary test that may run `limit` seconds.

        `tgtbuild exec` gets the environment as --env and the limit as
        --timeout: the board must kill the program itself, since killing the
        exec client left the remote program running (seen with
        TGTBUILD_EXEC_PERSIST=0).
        """
        env = dict(os.environ)
        if self.remote:
            options = [f"--env={name}={value}" for name, value in test.env] + [f"--timeout={limit:g}"]
            options += [f"--sync={d}" for d in sync_dirs(test.cwd, test.argv, test.env, test.required, self.sync)]
            return [*self.argv[:-1], *options, self.argv[-1], *test.argv], env
        env.update(test.env)
        return [*self.argv, *test.argv], env


def _new_token() -> str:
    return secrets.token_hex(8)


def list_tests(build_dir: str, ctest: str, timeout: float = 120) -> dict:
    """ctest's JSON description of the suite in `build_dir`."""
    if not os.path.isfile(os.path.join(build_dir, "CTestTestfile.cmake")):
        raise CTestError(f"{build_dir}: no CTestTestfile.cmake; configure the project first "
                         "(cmake -S . -B BUILD with enable_testing()/include(CTest)) and give its build dir")
    try:
        result = subprocess.run([ctest, "--show-only=json-v1"], cwd=build_dir, capture_output=True, text=True,
                                timeout=timeout, stdin=subprocess.DEVNULL)
    except FileNotFoundError:
        raise CTestError(f"{ctest}: not found; pip install cmake (it brings ctest) or pass --ctest PATH") from None
    except subprocess.TimeoutExpired:
        raise CTestError(f"{ctest} --show-only=json-v1 in {build_dir} took over {timeout:.0f} s") from None
    try:
        return json.loads(result.stdout)
    except ValueError:
        first = (result.stderr.strip().splitlines() or ["no output"])[0]
        raise CTestError(f"{ctest} --show-only=json-v1 in {build_dir} gave no JSON "
                         f"(ctest 3.14 or newer needed): {first}") from None


def _is_emulator(prefix: Sequence[str]) -> bool:
    """Whether the words CMake put before the program are a runner tgtbuild wrote (qemu, tgtbuild exec)."""
    if not prefix:
        return True
    first = os.path.basename(prefix[0])
    return first.startswith("qemu-") or (prefix[-1] == "--" and "exec" in prefix)


def _target_binary(path: str, arch: str) -> bool:
    info = elf_info(path) if os.path.isfile(path) else None
    return info is not None and info[0] == "executable" and arch_is(info[1], arch)


def classify(command: Sequence[str], arch: str) -> tuple[str, tuple[str, ...]]:
    """("binary", program+args) when the program (maybe after an emulator) is a target binary, else ("script", ...)."""
    for i, word in enumerate(command):
        if _target_binary(word, arch):
            if _is_emulator(command[:i]):
                return "binary", tuple(command[i:])
            break
    return "script", tuple(command)


def foreign_programs(tests: list[SuiteTest], arch: str, build_dir: str) -> list[str]:
    """Programs of script tests that the build made (under `build_dir`) for another machine than `arch`.

    A suite of scripts only (`sh check.sh`, a Python driver) opened with "no
    test's program is built for aarch64; was it configured for --target?":
    /bin/sh is an ELF of this machine, but no build mistake. The note is for
    a build tree whose own programs are ELF files for the wrong machine.
    """
    root = os.path.realpath(build_dir) + "/"
    found = []
    for test in tests:
        if test.form != "script":
            continue
        for word in test.command:
            real = os.path.realpath(word) if os.path.isabs(word) else os.path.realpath(os.path.join(test.cwd, word))
            if real.startswith(root) and os.path.isfile(real):
                info = elf_info(real)
                if info is not None and info[0] == "executable" and not arch_is(info[1], arch):
                    found.append(word)
                    break
    return found


def _strings(value: object) -> tuple[str, ...]:
    if value is None:
        return ()
    if isinstance(value, list):
        return tuple(str(v) for v in value)
    return tuple(str(value).split(";")) if isinstance(value, str) else (str(value),)


def _truthy(value: object) -> bool:
    if isinstance(value, bool):
        return value
    return str(value).upper() in ("1", "ON", "YES", "TRUE", "Y") or (str(value).isdigit() and int(str(value)) > 0)


def suite(info: dict, arch: str, build_dir: str) -> list[SuiteTest]:
    """The tests of ctest's JSON, classified for `arch`."""
    tests = []
    for number, entry in enumerate(info.get("tests", []), 1):
        props = {p.get("name"): p.get("value") for p in entry.get("properties", [])}
        command = tuple(entry.get("command") or ())
        form, argv = classify(command, arch) if command else ("missing", ())
        env = []
        for item in _strings(props.get("ENVIRONMENT")):
            name, eq, value = item.partition("=")
            if eq and name:
                env.append((name, value))
        timeout = props.get("TIMEOUT")
        skip = props.get("SKIP_RETURN_CODE")
        tests.append(SuiteTest(
            number=number, name=str(entry.get("name")), command=command,
            cwd=str(props.get("WORKING_DIRECTORY") or build_dir), env=tuple(env),
            timeout=float(timeout) if timeout not in (None, "", 0, 0.0) else None,
            will_fail=_truthy(props.get("WILL_FAIL", False)),
            pass_regex=_strings(props.get("PASS_REGULAR_EXPRESSION")),
            fail_regex=_strings(props.get("FAIL_REGULAR_EXPRESSION")),
            skip_codes=(int(skip),) if skip not in (None, "") else (),
            skip_regex=_strings(props.get("SKIP_REGULAR_EXPRESSION")),
            disabled=_truthy(props.get("DISABLED", False)),
            form=form, argv=argv, required=_strings(props.get("REQUIRED_FILES")),
            ignored=tuple(sorted(k for k in props if k not in HONOURED and k not in IGNORED_QUIETLY)),
        ))
    return tests


def select(tests: list[SuiteTest], include: str | None, exclude: str | None) -> list[SuiteTest]:
    """ctest's -R / -E: tests whose name matches `include` and not `exclude` (Python regex)."""
    try:
        keep = re.compile(include) if include else None
        drop = re.compile(exclude) if exclude else None
    except re.error as exc:
        raise TgtbuildError(f"-R/-E: bad regular expression: {exc}") from None
    return [t for t in tests if (keep is None or keep.search(t.name)) and not (drop and drop.search(t.name))]


def verdict(test: SuiteTest, returncode: int, output: str) -> tuple[str, str]:
    """(status, reason) from the exit status and output, as ctest decides them."""
    if returncode in test.skip_codes:
        return "skipped", f"SKIP_RETURN_CODE={returncode}"
    for pattern in test.skip_regex:
        if re.search(pattern, output):
            return "skipped", f"SKIP_REGULAR_EXPRESSION [{pattern}]"
    reason = ""
    if test.pass_regex:
        passed = any(re.search(p, output) for p in test.pass_regex)
        if not passed:
            reason = "Required regular expression not found"
    else:
        passed = returncode == 0
        if not passed:
            reason = f"exit status {returncode}"
    for pattern in test.fail_regex:
        if re.search(pattern, output):
            passed, reason = False, f"Error regular expression found in output: [{pattern}]"
            break
    if test.will_fail:
        passed = not passed
        reason = "" if passed else "WILL_FAIL: the test passed"
    return ("passed", "") if passed else ("failed", reason)


class Running:
    """The tests now running, so Ctrl-C can end them all: process groups (each has its own session)
    and the exec helper sockets of board runs (shut down: the helper then kills the run on the board)."""

    def __init__(self) -> None:
        self._procs: set[subprocess.Popen] = set()
        self._socks: set[socket.socket] = set()
        self._lock = threading.Lock()
        self.stopped = False

    def add(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._procs.add(proc)
            if self.stopped:
                kill_group(proc.pid)

    def discard(self, proc: subprocess.Popen) -> None:
        with self._lock:
            self._procs.discard(proc)

    def add_socket(self, sock: socket.socket) -> None:
        with self._lock:
            self._socks.add(sock)
            if self.stopped:
                _hang_up(sock)

    def discard_socket(self, sock: socket.socket) -> None:
        with self._lock:
            self._socks.discard(sock)

    def stop(self) -> None:
        with self._lock:
            self.stopped = True
            for proc in self._procs:
                kill_group(proc.pid)
            for sock in self._socks:
                _hang_up(sock)


def _hang_up(sock: socket.socket) -> None:
    try:
        sock.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass  # closed already: that run is over


def _helper_off() -> bool:
    return helper_off()


def _run_on_board(test: SuiteTest, runner: SuiteRunner, limit: float, running: Running) -> tuple[int, str, str]:
    """(exit status, output, tgtbuild's error or '') of a binary test run through the board's exec helper,
    in this process.

    What `tgtbuild exec` would do for it (the same request, the same helper,
    which CMake's own ctest shares), without a process per test: `exec --
    true` took 51-58 ms as a process, 17-23 ms from here (bench/suite.py
    --breakdown's whole path), where a whole test of the bench's suite takes
    20 ms under qemu. A helper error reads as exec's would: its message in
    the output; the error makes the test "Not Run".
    """
    output = bytearray()
    sock: list[socket.socket] = []
    error = ""

    def opened(conn: socket.socket) -> None:
        sock.append(conn)
        running.add_socket(conn)

    try:
        request = build_request(list(test.argv), test.cwd, env=dict(test.env), timeout=limit,
                                sync=tuple(sync_dirs(test.cwd, test.argv, test.env, test.required, runner.sync)),
                                sync_build_roots=True)
        request["tree_token"] = runner.tree_token
        status = run_via_helper(request, runner.board or "", runner.boards_file, test.cwd, output=output.extend,
                                opened=opened)
    except TgtbuildError as exc:  # the helper's (HelperError), or the request's (a --sync folder gone)
        output += f"tgtbuild: error: {exc}\n".encode()
        status = exc.exit_code
        if status != EXEC_TIMEOUT_STATUS:  # the board killed the test at its limit: the test's own verdict
            error = str(exc)
    finally:
        for conn in sock:
            running.discard_socket(conn)
    return status, output.decode(errors="replace"), error


def run_test(test: SuiteTest, runner: SuiteRunner, default_timeout: float = DEFAULT_TIMEOUT,
             running: Running | None = None) -> TestResult:
    """Run one test (its process group is killed at its timeout) and judge it."""
    running = running or Running()
    if running.stopped:
        return TestResult(test, "not-run", reason="interrupted")
    if test.disabled:
        return TestResult(test, "disabled", reason="Disabled")
    if test.form == "missing":
        return TestResult(test, "not-run", reason="Could not find executable (is it built?)")
    for path in test.required:
        if not os.path.exists(os.path.join(test.cwd, path)):
            return TestResult(test, "not-run", reason=f"Required file missing: {path}")
    limit = test.timeout or default_timeout
    wait = limit
    if test.form == "binary" and runner.remote and runner.board and not _helper_off():
        start = time.monotonic()
        returncode, output, error = _run_on_board(test, runner, limit, running)
        seconds = time.monotonic() - start
        if running.stopped:
            return TestResult(test, "not-run", seconds, reason="interrupted")
        if error:
            return _not_run(test, seconds, output, error)
        return _judge(test, runner, limit, returncode, output, seconds)
    if test.form == "binary":
        argv, env = runner.command(test, limit)
        wait = limit + REMOTE_GRACE if runner.remote else limit
    else:
        argv, env = list(test.command), dict(os.environ, **dict(test.env))
    report = _failure_file(env) if test.form == "binary" and runner.remote else None
    start = time.monotonic()
    try:
        proc = subprocess.Popen(argv, cwd=test.cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    except OSError as exc:
        _remove(report)
        return TestResult(test, "not-run", reason=f"cannot start {argv[0]}: {exc.strerror}")
    running.add(proc)
    try:
        data, _ = proc.communicate(timeout=wait)
    except subprocess.TimeoutExpired:
        end_group(proc)  # the whole group: a script's children too
        data, _ = proc.communicate()
        return TestResult(test, "timeout", time.monotonic() - start, None, data.decode(errors="replace"),
                          f"Timeout after {limit:g} s")
    finally:
        running.discard(proc)
        error = _remove(report)
        if test.form != "binary":
            runner.files_changed()  # it ran here (a script test): what it wrote must reach the board
    if running.stopped:
        return TestResult(test, "not-run", time.monotonic() - start, reason="interrupted")
    if error:
        return _not_run(test, time.monotonic() - start, data.decode(errors="replace"), error)
    returncode = proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
    return _judge(test, runner, limit, returncode, data.decode(errors="replace"), time.monotonic() - start)


def _failure_file(env: dict[str, str]) -> str:
    """A new empty file, named to `tgtbuild exec` in `env`, where it writes its own failure (see failure.py)."""
    fd, path = tempfile.mkstemp(prefix="tgtbuild-ctest-", suffix=".err")
    os.close(fd)
    env[REPORT_ENV] = path
    return path


def _remove(path: str | None) -> str:
    """What exec wrote to its failure file ('' when nothing), the file removed."""
    if path is None:
        return ""
    try:
        with open(path, "rb") as f:
            return f.read(65536).decode(errors="replace").strip()
    except OSError:
        return ""
    finally:
        try:
            os.unlink(path)
        except OSError:
            pass


def _not_run(test: SuiteTest, seconds: float, output: str, error: str) -> TestResult:
    """tgtbuild failed before or around the program: never a verdict, whatever WILL_FAIL/SKIP_RETURN_CODE say."""
    first = error.removeprefix("tgtbuild: error: ").splitlines()[0] if error.strip() else "failed"
    return TestResult(test, "not-run", seconds, None, output, f"tgtbuild could not run it: {first}")


def _judge(test: SuiteTest, runner: SuiteRunner, limit: float, returncode: int, output: str,
           seconds: float) -> TestResult:
    """The result of a test that ran to its end (or to the board's kill at its limit)."""
    if test.form == "binary" and runner.remote and returncode == EXEC_TIMEOUT_STATUS and seconds >= limit:
        return TestResult(test, "timeout", seconds, None, output, f"Timeout after {limit:g} s (on the board)")
    status, reason = verdict(test, returncode, output)
    if status == "failed" and runner.remote:
        # exec's note (remote.kept.missing) in the report line itself, not only in the output
        note = next((line for line in output.splitlines() if "which is not on the board" in line), "")
        reason = f"{reason}; {note.removeprefix('tgtbuild exec: note: ')}" if note else reason
    return TestResult(test, status, seconds, returncode, output, reason)


def run_suite(tests: list[SuiteTest], runner: SuiteRunner, jobs: int = 1, default_timeout: float = DEFAULT_TIMEOUT,
              on_start: Callable[[SuiteTest], None] | None = None,
              on_done: Callable[[TestResult], None] | None = None) -> list[TestResult]:
    """Run `tests` on `jobs` workers (like ctest -j); callbacks are called one at a time. Results in suite order.

    Ctrl-C (or any exception here) kills every running test's process group
    before it propagates: tests run in their own sessions, out of reach of
    the terminal's SIGINT.
    """
    lock = threading.Lock()
    running = Running()

    def one(test: SuiteTest) -> TestResult:
        if running.stopped:
            return TestResult(test, "not-run", reason="interrupted")
        if on_start:
            with lock:
                on_start(test)
        result = run_test(test, runner, default_timeout, running)
        if on_done and not running.stopped:
            with lock:
                on_done(result)
        return result

    pool = ThreadPoolExecutor(max_workers=max(1, jobs))
    try:
        futures = [pool.submit(one, test) for test in tests]
        return [future.result() for future in futures]
    except BaseException:
        running.stop()
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
