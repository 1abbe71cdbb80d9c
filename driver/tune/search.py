"""The strategy a tuning run names (`--strategy grid|random|model`), made for its space.

Apart from `strategy` because the model strategy (tune/model.py) builds on
`strategy.Strategy`: a factory inside `strategy` that imports `model` was an
import cycle.
"""

from __future__ import annotations

from ..errors import did_you_mean
from .errors import TuneError
from .model import ModelSearch
from .space import Space
from .strategy import STRATEGIES, GridSearch, RandomSearch, Strategy


def make_strategy(name: str, space: Space, seed: int = 0) -> Strategy:
    if name == "grid":
        return GridSearch(space, seed)
    if name == "random":
        return RandomSearch(space, seed)
    if name == "model":
        return ModelSearch(space, seed)

    raise TuneError(f"--strategy {name!r}: choose {', '.join(STRATEGIES)}{did_you_mean(name, STRATEGIES)}")
