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

import sys
from typing import TYPE_CHECKING, Any

from .errors import TuneError

if TYPE_CHECKING:
    from ..remote.choose import Trust

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib


def pool_members(name: str, boards_file: str | None) -> list[str]:
    """The board words of pool `name`, from the first boards file that defines it."""
    from ..remote.board import board_files

    known: list[str] = []
    for path in board_files(boards_file):
        try:
            pools = tomllib.loads(path.read_text(encoding="utf-8")).get("pools", {})
        except tomllib.TOMLDecodeError as exc:
            raise TuneError(f"{path}: {exc}") from None
        if not isinstance(pools, dict):
            raise TuneError(f"{path}: [pools] must be a table of name = [boards]")
        if name in pools:
            members = pools[name]
            if not isinstance(members, list) or not members or not all(isinstance(m, str) for m in members):
                raise TuneError(f"{path}: pools.{name} must be a non-empty list of board names, "
                                f'e.g. {name} = ["rpi-a", "rpi-b"]')
            return members
        known += list(pools)
    from ..errors import did_you_mean

    where = ", ".join(map(str, board_files(boards_file))) or "no boards.toml found"
    raise TuneError(f"--pool {name!r}: no such pool{did_you_mean(name, known)} (pools are a [pools] table "
                    f"in boards.toml; read: {where})")


def boards_for(words: list[str], target: Any, trust: Trust) -> list[Any]:
    """A Board per word, each through the shared board logic (`remote.choose.board_for`: emulator, trust)."""
    from ..remote.choose import board_for

    boards, seen = [], set()
    for word in words:
        board = board_for(word, target, trust)
        if board.destination() in seen and not board.is_local:
            raise TuneError(f"--board {word}: {board.destination()} is in the pool twice")
        seen.add(board.destination())
        boards.append(board)
    return boards
