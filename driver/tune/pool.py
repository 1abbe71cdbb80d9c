"""The boards a tuning run measures on: `--board` (repeatable), a named pool, or a labgrid coordinator.

A named pool lives in a boards file beside the boards it names::

    [pools]
    farm = ["rpi-a", "rpi-b", "pi@10.0.0.7"]

    [rpi-a]
    host = "pi@rpi-a.lan"

Each member is resolved like a `--board` word (a boards.toml name, an ssh
alias or user@host[:port]), with the same trust options; a labgrid pool
comes from tune/labgrid.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import did_you_mean
from ..remote.boards import board_files
from ..remote.choose import board_for
from ..tomlfile import WORDS, check_table, key_error, load_toml
from .errors import TuneError

if TYPE_CHECKING:
    from ..remote.board import Board
    from ..remote.choose import Trust
    from ..targets import Target

def pool_members(name: str, boards_file: str | None) -> list[str]:
    """The board words of pool `name`, from the first boards file that defines it (checked: file:line)."""
    known: list[str] = []
    for path in board_files(boards_file):
        pools = load_toml(path).get("pools", {})
        check_table(pools, {}, str(path), ["pools"], "[pools]", open_keys=True, error=TuneError)
        for pool, members in pools.items():
            check_table({pool: members}, {pool: WORDS}, str(path), ["pools"], "[pools]", error=TuneError)
            if not members:
                raise key_error(path, ["pools", pool], f'an empty pool: list its boards, e.g. {pool} = ["rpi-a"]',
                                TuneError)
        if name in pools:
            return pools[name]
        known += list(pools)

    where = ", ".join(map(str, board_files(boards_file))) or "no boards.toml found"
    raise TuneError(f"--pool {name!r}: no such pool{did_you_mean(name, known)} (pools are a [pools] table "
                    f"in boards.toml; read: {where})")


def boards_for(words: list[str], target: Target, trust: Trust) -> list[Board]:
    """A Board per word, each through the shared board logic (`remote.choose.board_for`: emulator, trust)."""
    boards, seen = [], set()
    for word in words:
        board = board_for(word, target, trust)
        if board.destination() in seen and not board.is_local:
            raise TuneError(f"--board {word}: {board.destination()} is in the pool twice")
        seen.add(board.destination())
        boards.append(board)
    return boards
