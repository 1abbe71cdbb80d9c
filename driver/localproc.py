"""How a program run on this machine ends: its own process group, stopped as one, nothing left behind.

Three runners had three policies: the local board's connection SIGKILLed the
group at once, `tgtbuild exec` sent SIGTERM and SIGKILL 2 s later, and a
ctest test was SIGKILLed; only exec also killed what a program left running
in its group after it exited. One policy now, `timeout(1)`'s: SIGTERM to the
whole group (a program may remove its temporary files), SIGKILL after a
grace of 2 s, the leader reaped; and after a normal exit, whatever is left
in the group is killed, as on a board (the watchdog's sweep).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys

GRACE = 2.0  # seconds between SIGTERM and SIGKILL


def wait(proc: subprocess.Popen, timeout: float | None) -> int:
    """`proc.wait(timeout)` that returns as the program exits (subprocess.TimeoutExpired past `timeout`).

    Popen.wait with a timeout polls, sleeping 0.5, 1, 2 ... up to 50 ms between
    looks: a 30 ms harness on `--board local` was reaped at 63 ms (48 ms of a
    warm `tgtbuild run` went to those sleeps). A pidfd (Linux 5.3) becomes
    readable when the process exits: one select, no polling; elsewhere Popen's.
    """
    if timeout is None:
        return proc.wait()
    try:
        fd = os.pidfd_open(proc.pid)
    except (AttributeError, OSError):  # not Linux, an old kernel, or already reaped
        return proc.wait(timeout=timeout)
    try:
        import select  # lazily: `tgtbuild exec` start up through this module

        if not select.select([fd], [], [], timeout)[0]:
            raise subprocess.TimeoutExpired(proc.args, timeout)
    finally:
        os.close(fd)
    return proc.wait()


def end_group(proc: subprocess.Popen, grace: float = GRACE) -> None:
    """Stop `proc` (started with start_new_session=True) and its group: SIGTERM, SIGKILL after `grace`, reap."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            break
        try:
            proc.wait(timeout=grace)
            break
        except subprocess.TimeoutExpired:
            continue
    try:
        proc.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        pass  # unkillable (a D-state process): nothing more can be done from here
    kill_group(proc.pid)


def kill_group(pgid: int) -> None:
    """SIGKILL the group at once: what a finished program left running, or every test on Ctrl-C."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def run_here(argv: list[str], env: dict[str, str], timeout: float | None, stdin: object = None) -> int:
    """Run `argv` here with our stdout and stderr, in its own group; its status (124 timed out, 130 Ctrl-C).

    SIGTERM to us ends the program as Ctrl-C does (status 130); a program
    that cannot start is 127 (not found) or 126, as a shell says.
    """
    try:
        child = subprocess.Popen(argv, env=env, stdin=stdin, start_new_session=True)  # type: ignore[arg-type]
    except OSError as exc:
        print(f"tgtbuild exec: {argv[0]}: {exc.strerror}", file=sys.stderr)
        return 127 if isinstance(exc, FileNotFoundError) else 126

    def interrupt(*_: object) -> None:
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        status = wait(child, timeout)
    except subprocess.TimeoutExpired:
        end_group(child)
        return 124
    except KeyboardInterrupt:
        end_group(child)
        return 130
    finally:
        signal.signal(signal.SIGTERM, previous)
    kill_group(child.pid)  # the program is gone; anything it left running in its group goes too
    return 128 - status if status < 0 else status
