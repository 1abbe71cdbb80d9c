"""What one tuning run does beside its space and boards: `Search` (public: `tgtbuild.api.Search`) and the
tuner's `Options`.

`Search` lives here, below the API, so that the tuner takes it as it is: the
tuner's options had restated its seven fields with their defaults (batch 8,
builders 2, top-k 3, ...) and the outputs' tolerances beside `Check`'s, two
lists of the same facts that the API copied one into the other field by field.
"""

from __future__ import annotations

from .. import argcheck
from ..frozen import frozen
from ..run.request import Check


@frozen
class Search:
    """How the space is searched and the winner confirmed: the strategy ("model", "random", "grid", ...),
    its budget (`trials`, `early_stopping`), `seed` (the search's and the inputs'), `batch` candidates per
    round built by `builders` at once, and the `top_k` re-measured in `remeasure_rounds` interleaved rounds
    of `remeasure_repeat` repeats."""

    strategy: str = "model"
    trials: int | None = None
    early_stopping: int | None = None
    seed: int = 0
    batch: int = 8
    builders: int = 2
    top_k: int = 3
    remeasure_repeat: int = 10
    remeasure_rounds: int = 5

    def __post_init__(self) -> None:
        argcheck.text(self.strategy, "Search.strategy")
        for label in ("trials", "early_stopping"):
            argcheck.integer(getattr(self, label), f"Search.{label}", optional=True)
        for label in ("seed", "batch", "builders", "top_k", "remeasure_repeat", "remeasure_rounds"):
            argcheck.integer(getattr(self, label), f"Search.{label}")


def _checked_init() -> None:
    Search.__init__ = argcheck.keywords(Search.__init__)  # type: ignore[method-assign]  # Search(trial=3) names trials


_checked_init()


@frozen
class Options:
    """One run's `search`, its `trials` (the search's budget, at most the space's size), the outputs' `check`
    (None: none), and how often a lost board is reconnected (`retries`, the first pause `retry_pause` s,
    doubling)."""

    search: Search
    trials: int
    check: Check | None = None
    retries: int = 2
    retry_pause: float = 0.5
