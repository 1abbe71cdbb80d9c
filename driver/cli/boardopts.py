"""The --board options every command that reaches a board shares.

One function turns them into a `Board`, so `run`, `deploy`, `probe`, `exec`
and `make` agree on what `--board local` means for a foreign target (qemu-user
with the target's C library) and on how trust and keys are given.
"""

from __future__ import annotations

import argparse
import dataclasses

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..remote import Board
    from ..remote.transport import BoardConnection
    from ..targets import Target

BOARD_HELP = """\
boards:
  --board local (the default) runs on this machine, through qemu-user when
  the target's architecture is foreign (the times are then emulated).
  --board user@host[:port], an alias from ~/.ssh/config (HostName, Port, User,
  IdentityFile, ProxyJump, ProxyCommand), or a name from boards.toml in the
  config folder or the current directory. Host keys are checked against
  known_hosts; an unknown key is refused unless --accept-new-host-key is given.
"""


def add_board_arguments(parser: argparse.ArgumentParser, *, default: str | None = "local") -> None:
    group = parser.add_argument_group("board")
    group.add_argument("--board", default=default, metavar="BOARD",
                       help="where to run: local (default), user@host[:port], an ssh alias or a boards.toml name")
    group.add_argument("--boards-file", metavar="FILE", help="a boards TOML file to read besides the defaults")
    group.add_argument("--identity", "-i", metavar="KEY", help="private key to log in with (besides the agent's)")
    group.add_argument("--accept-new-host-key", action="store_true",
                       help="trust and record the key of a host seen for the first time (a changed key is "
                            "always refused)")


def board_from_args(args: argparse.Namespace, target: Target | None = None) -> Board:
    """The Board the options name, with this machine's emulator for a foreign local target."""
    from ..machines import MachineError, can_run, local_runner, named_machine, of_triple, of_uname
    from ..remote import parse_board

    board = parse_board(args.board or "local", boards_file=args.boards_file)
    changes: dict = {}
    if args.identity:
        changes["identity_files"] = (args.identity, *board.identity_files)
    if args.accept_new_host_key:
        changes["accept_new_host_key"] = True
    if target is not None:
        triple = target.cpu_target.triple
        if board.is_local and not board.emulator:
            changes["emulator"] = local_runner(triple, mabi=str(target.cpu_target.attrs.get("mabi") or ""))
        cpu, code = of_uname(board.arch) if board.arch else None, of_triple(triple)
        if cpu and code and not board.emulator and not can_run(cpu, code):
            raise MachineError(
                f"board {board.name} is {named_machine(board.arch, cpu)}, but target {target.tag or target} builds "
                f"{code.name} code; pick a matching --target (`tgtbuild probe --board ...` suggests one)"
            )
    return dataclasses.replace(board, **changes) if changes else board


def check_board_arch(conn: BoardConnection, board: Board, target: Target) -> None:
    """Refuse before building when the board's CPU cannot run the target's code.

    One `uname -m` round trip; without it a mismatch shows up only after the
    build and the upload, as an "exec format error". Boards with an emulator,
    and 32-bit Arm code on a 64-bit Arm board, pass. Then the CPU features the
    code uses against the board's /proc/cpuinfo (`tgtbuild.cpufeatures`): an
    AVX-512 tag ran on a CPU without it and died with SIGILL (issue 25).
    """
    from ..cpufeatures import check_board
    from ..machines import check_board_runs

    if board.is_local or board.emulator:
        check_board(conn, board, target)  # this machine's CPU features (none under an emulator)
        return
    from ..remote.exec import board_machine

    machine = board_machine(conn, board)  # cached per host key: an exec channel costs as much as the run
    check_board_runs(machine, target.cpu_target.triple, board=board.destination(), target=str(target.tag or target))
    check_board(conn, board, target)  # then its CPU features (AVX-512, SVE...): SIGILL otherwise
