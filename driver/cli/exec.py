"""`tgtbuild exec`: run a target program on a board, as if it ran here.

Copies PROGRAM (and `--file`s, and arguments that name local files) to the
board, runs it there in a scratch dir, streams its output and exits with its
status (a signal death as 128+N, like a shell). This is the runner CMake's
CROSSCOMPILING_EMULATOR, Meson's exe_wrapper and cargo's target runner call,
so it must start fast: this module imports only the standard library on its
way to the board's helper process (see `tgtbuild.reuse.exechelper`).
"""

from __future__ import annotations

import argparse
import os
import sys

from ..errors import TgtbuildError
from .boardopts import add_board_arguments, trust_words
from .seconds import timeout_seconds

HELP = """\
examples:
  tgtbuild exec --board pi@rpi.lan -- ./build/test_vec
  tgtbuild exec --board pi4 --file model.bin -- ./runner model.bin --iters 10
  tgtbuild exec --board pi4 -- uname -a          (not a local file: run as is)
  tgtbuild exec --board local --target rasp4b -- ./hello   (qemu-user here)

Arguments that name existing local files are copied too and replaced by
their name in the scratch dir (--no-file-args turns that off); the copies
leave the board when the run ends. The program's own shared libraries (found
through its RUNPATH here) go with it. Our stdin reaches the program, as with
ssh. --sync DIR mirrors DIR on the board by content: a local path P is
<workdir>/exec/tree/P there, the program runs in the mirror of the current
folder when it is inside DIR, and absolute arguments under DIR are rewritten; a board's
`sync` (boards.toml) and `sync` under [project] of the nearest tgtbuild.toml above the
current folder (else above the program's) are mirrored too. Under `meson test`
the test's env: goes along (see reuse/exechelper/mesontest.py). The board's
connection stays open in a helper process for TGTBUILD_EXEC_PERSIST seconds
(default 60) after the last run; TGTBUILD_EXEC_PERSIST=0 runs without it.

Exit status: the program's own (a signal death as 128+N, --timeout 124).
When tgtbuild itself fails (the board unreachable, a deploy refused, a bad
option) the program did not run: exec exits 99, the hard error of Meson and
automake, and under ctest it ends by SIGTERM, the one outcome ctest reports
as a failure whatever WILL_FAIL and SKIP_RETURN_CODE say.
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = HELP
    parser.error = _usage_error(parser)  # type: ignore[method-assign]  # a bad option did not run a test either
    add_board_arguments(parser, default=None, required=True,
                        help="board: local, user@host[:port], an ssh alias or a boards.toml name")
    parser.add_argument("--target", "-t", default=None,
                        help="check PROGRAM is built for this target (and pick qemu for --board local)")
    parser.add_argument("--file", "-f", action="append", default=[], metavar="FILE",
                        help="also copy FILE into the scratch dir (repeatable)")
    parser.add_argument("--env", "-e", action="append", default=[], metavar="NAME=VALUE",
                        help="set an environment variable for the program (repeatable)")
    parser.add_argument("--timeout", type=timeout_seconds, default=None, metavar="SECONDS",
                        help="kill the program after SECONDS (exit status 124)")
    parser.add_argument("--stdin", default=None, metavar="FILE",
                        help="feed FILE to the program's stdin (default: our own stdin, as ssh does; "
                             "--stdin /dev/null keeps it from being read)")
    parser.add_argument("--sync", action="append", default=[], metavar="DIR",
                        help="mirror DIR on the board by content (repeatable; also TGTBUILD_SYNC=DIR:DIR); "
                             "run in the mirror of the current folder when it is inside DIR")
    parser.add_argument("--sync-build-roots", action="store_true",
                        help="also mirror the source and build folders of the Meson/CMake build the current "
                             "folder is in (tgtbuild env writes this into the runner of an SSH board)")
    parser.add_argument("--no-file-args", action="store_true",
                        help="do not copy arguments that name local files")
    parser.add_argument("command", nargs=argparse.REMAINDER, metavar="-- PROGRAM ARGS",
                        help="the program and its arguments")


def _usage_error(parser: argparse.ArgumentParser):
    def error(message: str):
        from ..reuse.exechelper.failure import end  # lazily: only a bad command line needs it

        parser.print_usage(sys.stderr)
        text = f"{parser.prog}: error: {message}"
        print(text, file=sys.stderr)
        raise SystemExit(end(text))

    return error


def run(args: argparse.Namespace) -> int:
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


def _run(args: argparse.Namespace) -> int:
    command = list(args.command)
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        raise TgtbuildError("tgtbuild exec: nothing to run; give -- PROGRAM ARGS...")
    env = {}
    for item in args.env:
        name, eq, value = item.partition("=")
        if not eq or not name.isidentifier():
            raise TgtbuildError(f"--env {item!r}: write NAME=VALUE")
        env[name] = value
    program = command[0]
    local_program = os.path.isfile(program)
    if not local_program and "/" in program:
        raise TgtbuildError(f"tgtbuild exec: {program}: no such file")
    if args.target and local_program:
        _check_arch(program, args.target)
    if args.board == "local":
        return _exec_here(command, args.target, env, timeout=args.timeout, stdin=args.stdin)
    # lazily, as the two below: --board local (returned above) does without them
    from ..reuse.exechelper.mesontest import test_env
    from ..reuse.exechelper.request import build_request
    from ..reuse.exechelper.stdinsource import forwarded_fd

    cwd = os.getcwd()
    env = {**test_env(command, cwd), **env}  # under `meson test`: the test's env: (--env wins)
    request = build_request(command, cwd, files=tuple(args.file), file_args=not args.no_file_args, env=env,
                            timeout=args.timeout, stdin=args.stdin,
                            stdin_fd=forwarded_fd() if args.stdin is None else None,
                            sync=tuple(args.sync), sync_build_roots=args.sync_build_roots)
    from ..reuse.exechelper.protocol import helper_off  # lazily: see above

    if helper_off() or trust_words(args):  # a helper serves one board word and boards file, not a key
        return _run_in_process(request, args, cwd)
    from ..reuse.exechelper.client import run_via_helper  # lazily: see above

    return run_via_helper(request, args.board, args.boards_file, cwd)


def _run_in_process(request: dict, args: argparse.Namespace, cwd: str) -> int:
    """No helper (TGTBUILD_EXEC_PERSIST=0, or --identity/--accept-new-host-key): connect, run once, close."""
    # lazily: only without a helper, where this process connects itself (the helper's code, paramiko)
    from ..interrupts import Terminated, sigterm_raises
    from ..reuse.exechelper import missing
    from ..reuse.exechelper.client import write_all
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


def _check_arch(program: str, target_text: str) -> None:
    # lazily: only with --target (the machine table, the target parser)
    from ..machines import check_program_matches
    from ..targets import parse_target

    check_program_matches(program, parse_target(target_text).cpu_target.triple)


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
