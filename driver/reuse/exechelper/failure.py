"""How `tgtbuild exec` ends when tgtbuild itself failed, so no test runner reads it as the program's result.

Issue 33: exec's own failures (the board refused the connection, a deploy was
refused, a bad option) ended with status 2, and ctest takes the runner's status
as the test's: a `WILL_FAIL` test, or one with `SKIP_RETURN_CODE 2`, "passed"
with the board down ("100% tests passed", rc 0). No exit status is safe from
ctest, which inverts every status under WILL_FAIL; measured with ctest 4.4.5,
only a death by signal is reported as a failure whatever WILL_FAIL and
SKIP_RETURN_CODE say ("Subprocess terminated***Exception"). Meson is the other
way round: a signal is a plain FAIL, which `should_fail` turns into an expected
failure, while status 99 is ERROR whatever `should_fail` says (`mtest.py`,
GNU_ERROR_RETURNCODE; automake's test driver treats 99 the same). So:

* exec exits with STATUS (99, the GNU "hard error") for its own failures;
* started by ctest (its parent is `ctest`, or ctest's CTEST_INTERACTIVE_DEBUG_MODE
  is set) it ends by SIGTERM instead (no core dump, unlike SIGABRT);
* `tgtbuild ctest`, which starts exec itself when the helper is off, names a
  file in REPORT_ENV: exec writes its message there, and the test reads
  "Not Run" with that message, whatever the status was.

Standard library only: exec's start-up path imports this.
"""

from __future__ import annotations

import os
import signal
import sys
import time

STATUS = 99  # GNU's hard error: Meson's ERROR, never a pass or a skip
TIMED_OUT = 124  # --timeout ended the program (remote.errors.RemoteTimeout): the program's outcome, not ours
REPORT_ENV = "TGTBUILD_EXEC_FAILURE_FILE"  # where `tgtbuild ctest` asks for exec's failure message


def under_ctest() -> bool:
    """Whether ctest started this process (directly: CMake's emulator is exec itself)."""
    if os.environ.get("MESON_TEST_ITERATION"):
        return False  # meson test (maybe itself under ctest): 99 is its ERROR
    if "CTEST_INTERACTIVE_DEBUG_MODE" in os.environ:  # ctest sets it for every test it starts
        return True
    try:
        with open(f"/proc/{os.getppid()}/comm", encoding="utf-8", errors="replace") as f:
            return f.read().strip() == "ctest"  # dashboard mode (ctest -D) sets no variable
    except OSError:
        return False


def record(message: str) -> None:
    """Write `message` to the file `tgtbuild ctest` named in REPORT_ENV (if it named one)."""
    path = os.environ.get(REPORT_ENV)
    if not path:
        return
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW | os.O_CLOEXEC, 0o600)
    except OSError:
        return  # the status still says it
    try:
        os.write(fd, message.encode(errors="surrogateescape")[:65536] or b"failed")
    finally:
        os.close(fd)


def end(message: str) -> int:
    """The end of an exec that failed on its own (its message printed already): STATUS, or SIGTERM under ctest."""
    record(message)
    if under_ctest():
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except (OSError, ValueError):
                pass
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM})
        os.kill(os.getpid(), signal.SIGTERM)

        time.sleep(1.0)  # the kernel ends the process on delivery; this is never reached in practice
    return STATUS
