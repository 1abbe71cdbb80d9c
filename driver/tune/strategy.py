"""Search strategies: which points to measure next.

Every strategy answers `propose(n, exclude)` with at most `n` points not in
`exclude` (measured, in flight, or logged by a resumed run) and learns from
`observe(point, seconds_or_None)`. `grid` walks the space in declaration
order, `random` walks a seeded permutation; `model` (tune/model.py) ranks
points with a cost model.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from .space import Point, Space, point_key

STRATEGIES = ("grid", "random", "model")


class Strategy:
    """Base: a walk over the space's points in some order."""

    name = "base"

    def __init__(self, space: Space, seed: int = 0) -> None:
        self.space = space
        self.seed = seed
        self.results: dict[str, float | None] = {}

    def order(self) -> Iterator[Point]:
        raise NotImplementedError

    def propose(self, n: int, exclude: set[str]) -> list[Point]:
        picked = []
        for point in self.order():
            if len(picked) >= n:
                break
            if point_key(point) not in exclude:
                picked.append(point)
        return picked

    def observe(self, point: Point, seconds: float | None) -> None:
        """Record a result; None is a failure (compile error, crash, timeout, wrong output)."""
        self.results[point_key(point)] = seconds


class GridSearch(Strategy):
    name = "grid"

    def order(self) -> Iterator[Point]:
        return iter(self.space.points)


class RandomSearch(Strategy):
    name = "random"

    def __init__(self, space: Space, seed: int = 0) -> None:
        super().__init__(space, seed)
        self._order = list(space.points)
        random.Random(seed).shuffle(self._order)

    def order(self) -> Iterator[Point]:
        return iter(self._order)
