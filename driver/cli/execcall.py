"""What `tgtbuild exec` does with its options, whichever way they came.

Two ways in: argparse's (`cli/exec.py`, every first call and every unusual
one) and the options remembered from such a call (`cli/execfast.py`,
the call ctest and meson repeat once per test). Both hand this module an
object with the options as attributes, so there is one exec, not two.
Standard library only, and no argparse or json: the remembered path imports it.
"""

from __future__ import annotations

import os
import sys

from ..errors import TgtbuildError
from .boardopts import trust_words

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def run(args: Any) -> int:
    """The program's status, or failure.STATUS (SIGTERM under ctest) when tgtbuild failed: never a test's verdict."""
    try:
        return _run(args)
    except TgtbuildError as exc:
        from ..reuse.exechelper.failure import TIMED_OUT, end  # lazily: only when tgtbuild itself failed

        text = f"tgtbuild: error: {exc}"
        print(text, file=sys.stderr)
        if exc.exit_code == TIMED_OUT:  # the program ran and --timeout ended it: its outcome, as timeout(1) says
            return TIMED_OUT
        return end(text)


def _run(args: Any) -> int:
    from ..reuse.exechelper.request import checked_command  # lazily: os only, as the three below

    cwd = os.getcwd()
    command, env = checked_command(args, cwd)
    if args.board == "local":
        return _exec_here(command, args.target, env, timeout=args.timeout, stdin=args.stdin)
    # lazily, as the two below: --board local (returned above) does without them
    from ..remote.kept.stdinsource import forwarded_fd
    from ..reuse.exechelper.request import exec_request

    request = exec_request(args, command, env, cwd, stdin_fd=forwarded_fd() if args.stdin is None else None)
    from ..remote.kept.protocol import helper_off  # lazily: see above

    if helper_off() or trust_words(args):  # a helper serves one board word and boards file, not a key
        return _run_in_process(request, args, cwd)
    from ..remote.kept.client import run_via_helper  # lazily: see above

    status = run_via_helper(request, args.board, args.boards_file, cwd)
    # Its socket is closed and its output written with os.write: nothing is left to tear down (the
    # stdin thread is a daemon blocked in a read). ctest starts one exec per test; this saves each
    # the interpreter freeing every module it loaded (cli.console).
    args.quick_exit = True
    return status


def _run_in_process(request: dict, args: Any, cwd: str) -> int:
    """No helper (TGTBUILD_EXEC_PERSIST=0, or --identity/--accept-new-host-key): connect, run once, close."""
    # lazily: only without a helper, where this process connects itself (the helper's code, paramiko)
    from ..interrupts import Terminated, sigterm_raises
    from ..remote.kept import missing
    from ..remote.kept.client import write_all
    from ..reuse.exechelper.server import ExecHelper
    from .boardopts import board_from_args

    helper = ExecHelper(board_from_args(args), 0.0)
    tail = missing.Tail()

    def sink(fd: int):
        return lambda data: (write_all(fd, data), tail.keep(data))

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
