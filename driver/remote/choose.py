"""The board a word names, ready for a target: what `--board` means to every command, the tuner and the API.

One function turns a board word (`local`, `user@host[:port]`, an ssh alias,
a boards.toml name) and the trust options into a `Board`, so `run`,
`deploy`, `probe`, `exec`, `make`, `tune` and the Python API agree on what
`local` means for a foreign target (qemu-user with the target's C library)
and on how keys and trust are given. It lived in the CLI, and the tuner
reached up into `cli.boardopts` for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..cpufeatures import CPUINFO_COMMAND, check, check_emulator, local_cpuinfo
from ..frozen import replace
from ..machines import MachineError, can_run, check_board_runs, local_runner, named_machine, of_triple, of_uname
from .board import Board
from .boards import parse_board
from .exec import board_fact, board_machine

if TYPE_CHECKING:
    from ..targets import Target
    from .transport import BoardConnection


class Trust(NamedTuple):
    """How to log in and what to trust: a boards file besides the defaults, a key, first-contact host keys,
    and whether to borrow (and leave) the board's kept connection (`keep_connection`: a command started
    again and again against one board; the boards made carry it, `connecting.connect` reads it)."""

    boards_file: str | None = None
    identity: str | None = None
    accept_new_host_key: bool = False
    keep_connection: bool = False


def board_for(word: str | Board, target: Target | None = None, trust: Trust | None = None) -> Board:
    """The Board `word` names (or `word` itself, a Board), with this machine's emulator for a foreign local
    target and the trust options applied.

    Refuses a board whose known CPU (boards.toml `arch`) cannot run the
    target's code before anything connects.
    """
    trust = trust or Trust()
    board = word if isinstance(word, Board) else parse_board(word or "local", boards_file=trust.boards_file)
    changes: dict = {}
    if trust.identity:
        changes["identity_files"] = (trust.identity, *board.identity_files)
    if trust.accept_new_host_key:
        changes["accept_new_host_key"] = True
    if trust.keep_connection and not board.keep_connection:
        changes["keep_connection"] = True
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
    return replace(board, **changes) if changes else board


def check_board_arch(conn: BoardConnection, board: Board, target: Target) -> None:
    """Refuse before building when the board's CPU cannot run the target's code.

    One `uname -m` round trip; without it a mismatch shows up only after the
    build and the upload, as an "exec format error". Boards with an emulator,
    and 32-bit Arm code on a 64-bit Arm board, pass. Then the CPU features the
    code uses against the board's /proc/cpuinfo (`tgtbuild.cpufeatures`): an
    AVX-512 tag ran on a CPU without it and died with SIGILL (issue 25).
    """
    if board.is_local or board.emulator:
        check_board_features(conn, board, target)  # this machine's CPU features (none under an emulator)
        return
    machine = board_machine(conn, board)  # cached per host key: an exec channel costs as much as the run
    check_board_runs(machine, target.cpu_target.triple, board=board.destination(), target=str(target.tag or target))
    check_board_features(conn, board, target)  # then its CPU features (AVX-512, SVE...): SIGILL otherwise


def check_board_features(conn: BoardConnection, board: Board, target: Target,
                         toolchain_name: str | None = None) -> None:
    """The CPU-feature check for a board: this machine's /proc/cpuinfo, or the SSH board's (remembered per
    host key); under this machine's emulator, what that qemu does not emulate."""
    if board.emulator:
        if board.is_local:
            check_emulator(target, board.emulator[0], toolchain_name)
        return
    text = local_cpuinfo() if board.is_local else board_fact(conn, board, "cpuinfo", CPUINFO_COMMAND)
    check(target, text, board=board.destination(), toolchain_name=toolchain_name)
