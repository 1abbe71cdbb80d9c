"""Start the build tool (ninja or make): its argv, and a spawn that streams its output.

The no-op fast path (`fastpath.run_ninja`) and the full build
(`ninjatool.run_build`) both come through here, so `-j` means the same on
both: None is the tool's default (ninja: cores + 2; make: one job, so
tgtbuild passes the core count), 0 is no limit (`ninja -j 0`, `make -j`), N
is N. Only `os` is imported (no subprocess, no typing, no dataclasses): the
fast path's whole cost is Python's start, what it imports, and ninja.
"""

from __future__ import annotations

import os

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import TextIO

NO_WORK = "ninja: no work to do."


def tool_argv(tool: str, build_dir: str | os.PathLike[str], *, generator: str = "ninja", jobs: int | None = None,
              verbose: bool = False, targets: tuple[str, ...] = ()) -> list[str]:
    """The build tool's argv: `-j` None = the tool's default (make: the core count), 0 = no limit, N = N."""
    if jobs is not None and jobs < 0:
        from .errors import BuildError  # lazily: a no-op rebuild start up through this module

        raise BuildError(f"--jobs {jobs}: give a positive number, or 0 for no limit")
    if generator == "ninja":
        argv = [tool, "-C", os.fspath(build_dir)] + (["-v"] if verbose else [])
        if jobs is not None:
            argv += ["-j", str(jobs)]  # ninja reads 0 as infinity itself
    else:
        argv = [tool, "-C", os.fspath(build_dir), "--no-print-directory"] + (["V=1"] if verbose else [])
        if jobs is None:
            jobs = os.cpu_count() or 1
        argv += ["-j"] if jobs == 0 else ["-j", str(jobs)]  # make has no `-j 0`: a bare -j is no limit
    return argv + list(targets)


def spawn_streaming(argv: list[str], stream: TextIO) -> tuple[int, list[str]]:
    """Run argv with stdout+stderr on one pipe, echo each line to `stream` as it comes; (exit status, lines).

    posix_spawn, not subprocess: importing subprocess costs the no-op path ~3 ms. The tool
    leads its own process group, so an interrupt ends it and every compiler it started as one
    (SIGTERM to `tgtbuild build` orphaned ninja and its compilers).
    """
    env = dict(os.environ)
    env.setdefault("NINJA_STATUS", "[%f/%t] ")
    read_fd, write_fd = os.pipe()
    try:
        pid = os.posix_spawn(argv[0], argv, env, setpgroup=0, file_actions=[
            (os.POSIX_SPAWN_DUP2, write_fd, 1), (os.POSIX_SPAWN_DUP2, write_fd, 2), (os.POSIX_SPAWN_CLOSE, read_fd)])
    except OSError as exc:
        os.close(read_fd)
        from .errors import BuildError  # lazily: a no-op rebuild start up through this module

        raise BuildError(f"cannot run {argv[0]}: {exc.strerror or exc}") from None
    finally:
        os.close(write_fd)
    lines: list[str] = []
    try:
        with os.fdopen(read_fd, "rb") as pipe:
            for line in pipe:
                text = line.decode(errors="replace")
                lines.append(text.rstrip("\n"))
                stream.write(text)
                stream.flush()
    except BaseException:  # Ctrl-C, or SIGTERM raised as an exception: the build stops with us
        _stop(pid)  # the tool's whole group: ninja, make and the compilers they started
        raise
    _, status = os.waitpid(pid, 0)
    return os.waitstatus_to_exitcode(status), lines


def _stop(pid: int, grace: float = 5.0) -> None:
    """SIGTERM the tool's process group, SIGKILL it after `grace` seconds (or once the tool is gone:
    a compiler may outlive it), and reap the tool (no zombie, no orphaned compilers)."""
    import signal  # lazily: a no-op rebuild start up through this module
    import time  # lazily: a no-op rebuild start up through this module

    try:
        os.killpg(pid, signal.SIGTERM)
    except ProcessLookupError:
        pass
    deadline = time.monotonic() + grace
    try:
        while time.monotonic() < deadline and not os.waitpid(pid, os.WNOHANG)[0]:
            time.sleep(0.05)
    except ChildProcessError:
        pass
    try:
        os.killpg(pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
