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

import argparse
import copy
from typing import Any

from .errors import TuneError


def pool_members(name: str, boards_file: str | None) -> list[str]:
    """The board words of pool `name`, from the first boards file that defines it."""
    from ..remote.board import board_files
    from ..tomlfile import load_toml

    known: list[str] = []
    for path in board_files(boards_file):
        pools = load_toml(path).get("pools", {})  # a damaged file: ConfigError naming it (not UTF-8, too deep)
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


def boards_from_args(args: argparse.Namespace, target: Any, words: list[str]) -> list[Any]:
    """A Board per word, each through the shared --board logic (emulator, identity, trust)."""
    from ..cli.boardopts import board_from_args

    boards, seen = [], set()
    for word in words:
        each = copy.copy(args)
        each.board = word
        board = board_from_args(each, target)
        if board.destination() in seen and not board.is_local:
            raise TuneError(f"--board {word}: {board.destination()} is in the pool twice")
        seen.add(board.destination())
        boards.append(board)
    return boards
