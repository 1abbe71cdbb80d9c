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
    from ..errors import TgtbuildError
    from ..remote import parse_board
    from ..remote.emulator import emulator_for

    board = parse_board(args.board or "local", boards_file=args.boards_file)
    changes: dict = {}
    if args.identity:
        changes["identity_files"] = (args.identity, *board.identity_files)
    if args.accept_new_host_key:
        changes["accept_new_host_key"] = True
    if target is not None:
        triple = target.cpu_target.triple
        if board.is_local and not board.emulator:
            changes["emulator"] = emulator_for(triple)
        if board.arch and board.arch.replace("arm64", "aarch64") != triple.arch and not board.emulator:
            raise TgtbuildError(
                f"board {board.name} is {board.arch}, but target {target.tag or target} builds for {triple.arch}; "
                "pick a matching --target (`tgtbuild probe --board ...` suggests one)"
            )
    return dataclasses.replace(board, **changes) if changes else board


def check_board_arch(conn, board: Board, target: Target) -> None:
    """Refuse before building when the board's CPU cannot run the target's code.

    One `uname -m` round trip; without it a mismatch shows up only after the
    build and the upload, as an "exec format error". Boards with an emulator,
    and 32-bit Arm code on a 64-bit Arm board, pass.
    """
    from ..errors import TargetError, TgtbuildError
    from ..targets.triple import Triple

    if board.is_local or board.emulator:
        return
    from ..remote.exec import board_machine

    machine = board_machine(conn, board)  # cached per host key: an exec channel costs as much as the run
    try:
        have = Triple.parse(f"{machine}-linux-gnu")
    except TargetError:
        return  # an unusual uname: let the run itself tell
    want = target.cpu_target.triple
    compatible = have.family == want.family or (want.family, have.family) == ("arm", "aarch64")
    if not compatible:
        raise TgtbuildError(
            f"board {board.destination()} is {machine}, but target {target.tag or target} builds {want.arch} "
            "code; pick a matching --target (`tgtbuild probe --board ...` suggests one), or give the board "
            "an emulator in boards.toml"
        )
