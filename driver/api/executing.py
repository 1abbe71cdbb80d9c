"""`exec`: run a target program on a board as if it ran here, through the board's helper when one can serve.

    import tgtbuild.api as tb
    status = tb.exec_command(["./test_vec", "--quick"], board="pi4")   # the program's own exit status

The one exec of every way in: `exec_command` (a script), `tgtbuild exec`
parsed by argparse (cli/exec.py) and the options it remembered (cli/execfast.py,
the call ctest and meson repeat once per test). Each hands `execute` an object
with exec's options as attributes (`ExecOptions` names them). An SSH board's
call goes to the board's helper process (remote/kept/client.py), which keeps
the connection; without one (TGTBUILD_EXEC_PERSIST=0, `--identity`,
`--accept-new-host-key`) this process connects itself, runs once and closes:
the fallback. `--board local` runs here, through qemu-user for a foreign program.

Start-up: ctest starts one `tgtbuild exec` per test (bench/exec.py), so this
module imports the standard library's `os` and `sys` and the helper's wire
(`protocol`: os and CPython's built-in sha256) at its top, and the rest only on
the path that needs it. Being the API's module costs the `tgtbuild.api` package
(a dict and a `__getattr__`): this module and the package took 0.26 + 0.15 ms
where cli/execcall.py, its former home, and cli/boardopts.py (which the
remembered call no longer loads) took 0.20 + 0.11 ms, +0.1-0.2 ms of a ~25 ms
call (-X importtime from .pyc, per-module medians of 21-41 interleaved runs).
"""

from __future__ import annotations

import os
import sys

from ..errors import TgtbuildError
from ..remote.kept.protocol import KEY_ENVIRONMENT, helper_key, key_files, socket_dir

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence
    from typing import Any

    from ..remote.choose import Trust

# What cli/execfast.py remembers beside the options: the helpers' private folder (`socket_dir`), which
# helper serves a board word (`helper_key`), the files and variables that name it.
__all__ = ["KEY_ENVIRONMENT", "ExecOptions", "exec_command", "exec_status", "execute", "helper_key", "key_files",
           "socket_dir", "tool_failed"]


class ExecOptions:
    """exec's options as attributes, under the names `tgtbuild exec`'s parser gives them (argparse's
    Namespace and cli/execfast.py's remembered options carry the same): `command` (program and arguments),
    `board`, `boards_file`, `identity`, `accept_new_host_key`, `target` (check the program is built for
    it; qemu for `--board local`), `file` (also copied), `env` ("NAME=VALUE" words), `timeout`, `stdin`
    (a file; None: ours), `sync` (folders mirrored), `sync_build_roots`, `no_file_args`.
    A plain class: `tgtbuild exec` imports no dataclasses (tests/test_startup_imports.py)."""

    def __init__(self, command: Sequence[str], *, board: str, boards_file: str | None = None,
                 identity: str | None = None, accept_new_host_key: bool = False, target: str | None = None,
                 file: Sequence[str] = (), env: Sequence[str] = (), timeout: float | None = None,
                 stdin: str | None = None, sync: Sequence[str] = (), sync_build_roots: bool = False,
                 no_file_args: bool = False) -> None:
        self.command, self.board, self.boards_file = list(command), board, boards_file
        self.identity, self.accept_new_host_key, self.target = identity, accept_new_host_key, target
        self.file, self.env, self.timeout, self.stdin = list(file), list(env), timeout, stdin
        self.sync, self.sync_build_roots, self.no_file_args = list(sync), sync_build_roots, no_file_args


def exec_command(command: Sequence[str], *, board: str, target: str | None = None, files: Sequence[str] = (),
                 env: Mapping[str, str] | None = None, timeout: float | None = None, stdin: str | None = None,
                 sync: Sequence[str] = (), file_args: bool = True, trust: Trust | None = None) -> int:
    """Run `command` (a program here and its arguments) on `board` as `tgtbuild exec` does; its exit status.

    The program, `files` and arguments that name local files (unless `file_args` is False) are copied to
    a scratch folder on the board; its output streams to ours. A signal death is 128+N, a `timeout` 124.
    tgtbuild's own failure (the board unreachable, a deploy refused) raises a TgtbuildError: the program
    did not run. `trust`: `Trust(boards_file=..., identity=..., accept_new_host_key=...)`.
    """
    from .. import argcheck  # lazily: `tgtbuild exec` checks its words with argparse instead

    argcheck.text(board, "board")
    argcheck.text(target, "target", optional=True)
    options = ExecOptions(argcheck.words(command, "command"), board=board, target=target,
                          file=argcheck.words(files, "files"),
                          timeout=argcheck.timeout(timeout, "timeout (seconds; None: no limit)", no_limit="None"),
                          env=[f"{name}={value}" for name, value in (env or {}).items()], stdin=stdin,
                          sync=argcheck.words(sync, "sync"), no_file_args=not file_args)
    if trust is not None:
        options.boards_file, options.identity = trust.boards_file, trust.identity
        options.accept_new_host_key = trust.accept_new_host_key
    return execute(options)


def exec_status(options: Any) -> int:
    """`execute`'s status as a test runner's runner ends: tgtbuild's own failure printed and ended by
    `tool_failed` (status 99, SIGTERM under ctest), never a status a test runner could take for the test's."""
    try:
        return execute(options)
    except TgtbuildError as exc:
        from ..reuse.exechelper.failure import TIMED_OUT  # lazily: only when tgtbuild itself failed

        text = f"tgtbuild: error: {exc}"
        print(text, file=sys.stderr)
        if exc.exit_code == TIMED_OUT:  # the program ran and --timeout ended it: its outcome, as timeout(1) says
            return TIMED_OUT
        return tool_failed(text)


def tool_failed(text: str) -> int:
    """End as exec ends when tgtbuild itself failed (reuse/exechelper/failure.py): status 99, the hard error
    of Meson and automake; under ctest a death by SIGTERM; `text` written where `tgtbuild ctest` asked."""
    from ..reuse.exechelper.failure import end  # lazily: only when tgtbuild itself failed

    return end(text)


def execute(options: Any) -> int:
    """The program's exit status; a TgtbuildError when tgtbuild failed before or around it.

    `options`: exec's options as attributes (`ExecOptions`). Sets `options.quick_exit` when the call went
    through the board's helper: then nothing is left to tear down, and `tgtbuild exec` remembers its words.
    """
    from ..reuse.exechelper.request import checked_command  # lazily: os only, as the three below

    cwd = os.getcwd()
    command, env = checked_command(options, cwd)
    if options.board == "local":
        return _exec_here(command, options.target, env, timeout=options.timeout, stdin=options.stdin)
    # lazily, as the two below: --board local (returned above) does without them
    from ..remote.kept.stdinsource import forwarded_fd
    from ..reuse.exechelper.request import exec_request

    request = exec_request(options, command, env, cwd, stdin_fd=forwarded_fd() if options.stdin is None else None)
    from ..remote.kept.protocol import helper_off  # lazily: see above

    if helper_off() or options.identity or options.accept_new_host_key:  # a helper serves a board word, not a key
        return _run_in_process(request, options)
    from ..remote.kept.client import run_via_helper  # lazily: see above

    status = run_via_helper(request, options.board, options.boards_file, cwd)
    # Its socket is closed and its output written with os.write: nothing is left to tear down (the
    # stdin thread is a daemon blocked in a read). ctest starts one exec per test; this saves each
    # the interpreter freeing every module it loaded (cli.console).
    options.quick_exit = True
    return status


def _run_in_process(request: dict, options: Any) -> int:
    """No helper (TGTBUILD_EXEC_PERSIST=0, or --identity/--accept-new-host-key): connect, run once, close."""
    # lazily: only without a helper, where this process connects itself (the helper's code, paramiko)
    from ..interrupts import Terminated, sigterm_raises
    from ..remote.choose import Trust, board_for
    from ..remote.kept import missing
    from ..remote.kept.client import write_all
    from ..reuse.exechelper.server import ExecHelper

    trust = Trust(options.boards_file, options.identity, bool(options.accept_new_host_key), False)
    helper = ExecHelper(board_for(options.board or "local", None, trust), 0.0)
    tail = missing.Tail()

    def sink(fd: int) -> Callable[[bytes], None]:
        def write(data: bytes) -> None:
            write_all(fd, data)
            tail.keep(data)

        return write

    try:
        with sigterm_raises():  # SIGTERM cleans up like Ctrl-C: the program and its scratch dir go
            status = helper.run(request, sink(1), sink(2))
        missing.report(request, tail.data, status)
        return status
    except Terminated:
        print("tgtbuild exec: terminated", file=sys.stderr)
        return 143
    finally:
        if helper.conn is not None:
            helper.conn.close()


def _exec_here(command: list[str], target_text: str | None, env: dict[str, str], *,
               timeout: float | None = None, stdin: str | None = None) -> int:
    """`--board local`: run in place (no copy), through qemu-user when the machine table says it is foreign.

    The program runs as a child in its own session, as on an SSH board: stdin
    from --stdin (else ours), a timeout (124), Ctrl-C (130) or SIGTERM ends its
    whole process group, and a death by signal N exits 128+N, so a test
    runner sees the same codes from every kind of board.
    """
    # lazily: only for --board local (an SSH board's program runs through the helper)
    from ..machines import local_runner, triple_of_program
    from ..targets import parse_target

    triple = None
    if target_text:
        triple = parse_target(target_text).cpu_target.triple
    elif os.path.isfile(command[0]):
        triple = triple_of_program(command[0])
    runner = list(local_runner(triple)) if triple is not None else []
    program = command[0] if "/" in command[0] or not os.path.isfile(command[0]) else "./" + command[0]
    argv = [*runner, program, *command[1:]]
    sys.stdout.flush()
    sys.stderr.flush()
    return _run_child(argv, {**os.environ, **env}, timeout, stdin)


def _run_child(argv: list[str], env: dict[str, str], timeout: float | None, stdin: str | None) -> int:
    from ..localproc import run_here  # lazily: only for --board local

    try:
        source = open(stdin, "rb") if stdin is not None else None  # noqa: SIM115 - closed below
    except OSError as exc:
        raise TgtbuildError(f"--stdin {stdin}: {exc.strerror}") from None
    try:
        status = run_here(argv, env, timeout, source)
    finally:
        if source is not None:
            source.close()
    if status == 124:
        print(f"tgtbuild exec: the program timed out after {timeout:g} s and was killed", file=sys.stderr)
    return status
