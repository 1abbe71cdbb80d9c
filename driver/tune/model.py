"""The `model` strategy: a gradient-boosted cost model ranks points, simulated annealing picks batches.

AutoTVM's idea, with the parts that matter kept small:
- features are the knob values themselves (a number as is, a word as its
  index in the knob's list, an absent conditional knob as -1): tree models
  split on them directly, no hand-made feature extraction;
- the model (xgboost, `reg:squarederror` on log time, so a 2× gap counts
  the same at any scale) is refitted whenever new results arrived since the
  last batch; failures are fitted as twice the slowest time seen, so the
  model learns to avoid them without an extra class;
- a batch comes from simulated annealing over the model's scores (a walk
  that changes one knob at a time and accepts a worse point with a falling
  probability), started from several random points; the best points seen
  by the walks are then picked greedily with a diversity bonus for knob
  values the batch does not have yet, plus a small random share (epsilon)
  so the model's blind spots get measured too;
- until `warmup` results exist, batches are random (a model of nothing
  ranks nothing).

Without xgboost installed the strategy says how to install it
(`pip install 'tgtbuild[tune]'`); it never silently turns into random search.
"""

from __future__ import annotations

import math
import random
from typing import Any

from .errors import TuneError
from .space import Point, Space, point_key
from .strategy import Strategy


def features(space: Space, point: Point) -> list[float]:
    """One number per knob of the space (see the module docs)."""
    row = []
    for knob in space.knobs.values():
        if knob.name not in point:
            row.append(-1.0)
            continue
        value = point[knob.name]
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            row.append(float(value))
        else:
            row.append(float(knob.values.index(value)))
    return row


class ModelSearch(Strategy):
    name = "model"

    def __init__(self, space: Space, seed: int = 0, *, warmup: int = 8, epsilon: float = 0.1,
                 walkers: int = 8, steps: int = 60) -> None:
        super().__init__(space, seed)
        try:
            import numpy as np  # noqa: F401 - xgboost's own dependency
            import xgboost  # noqa: F401
        except ImportError:
            raise TuneError("--strategy model needs xgboost: pip install 'tgtbuild[tune]' "
                            "(xgboost-cpu), or use --strategy random") from None
        self.rng = random.Random(seed)
        self.warmup, self.epsilon, self.walkers, self.steps = warmup, epsilon, walkers, steps
        self.by_key = {point_key(p): p for p in space.points}
        self.rows = {k: features(space, p) for k, p in self.by_key.items()}
        self._fitted_on = 0
        self._model: Any = None
        self._score_cache: dict[str, float] = {}

    # -- the model -----------------------------------------------------------
    def _fit(self) -> None:
        import numpy as np  # lazily: it loads numpy, which this module's other callers do without
        import xgboost as xgb  # lazily: it loads xgboost, which this module's other callers do without

        ok = [t for t in self.results.values() if t]
        if len(self.results) == self._fitted_on or len(ok) < 2:
            return
        worst = max(ok) * 2
        keys = list(self.results)
        x = np.array([self.rows[k] for k in keys if k in self.rows])
        y = np.array([math.log(self.results[k] or worst) for k in keys if k in self.rows])
        # The native API: the scikit-learn wrapper would pull scikit-learn in as well.
        params = {"max_depth": 4, "eta": 0.3, "objective": "reg:squarederror", "nthread": 1, "seed": self.seed,
                  "verbosity": 0}
        model = xgb.train(params, xgb.DMatrix(x, label=y), num_boost_round=60)
        self._model = model
        self._fitted_on = len(self.results)
        keys = list(self.by_key)
        predicted = model.predict(xgb.DMatrix(np.array([self.rows[k] for k in keys])))
        self._score_cache = {k: -float(v) for k, v in zip(keys, predicted, strict=True)}  # higher is faster

    def score(self, key: str) -> float:
        return self._score_cache.get(key, 0.0)

    # -- picking a batch -----------------------------------------------------
    def _neighbour(self, point: Point) -> Point | None:
        """The point with one knob changed to another of its values (None when the space has none)."""
        names = list(point)
        for _ in range(8):
            name = self.rng.choice(names)
            values = [v for v in self.space.knobs[name].values if v != point[name]]
            if not values:
                continue
            changed = {**point, name: self.rng.choice(values)}
            found = self.by_key.get(point_key(changed))
            if found is None:  # a conditional knob appeared or vanished: nearest existing point
                found = self._closest(changed)
            if found is not None:
                return found
        return None

    def _closest(self, wanted: Point) -> Point | None:
        best, best_shared = None, -1
        for candidate in self.rng.sample(self.space.points, min(64, len(self.space.points))):
            shared = sum(1 for k, v in wanted.items() if candidate.get(k) == v)
            if shared > best_shared:
                best, best_shared = candidate, shared
        return best

    def _anneal(self, exclude: set[str], keep: int) -> list[str]:
        """Keys of the best-scored unmeasured points the walks met."""
        seen: dict[str, float] = {}
        points = self.space.points
        for _ in range(self.walkers):
            current = self.rng.choice(points)
            current_score = self.score(point_key(current))
            temperature = 1.0
            for _ in range(self.steps):
                nxt = self._neighbour(current)
                if nxt is None:
                    break
                key = point_key(nxt)
                s = self.score(key)
                if key not in exclude:
                    seen[key] = s
                if s >= current_score or self.rng.random() < math.exp((s - current_score) / max(temperature, 1e-3)):
                    current, current_score = nxt, s
                temperature *= 0.92
        return sorted(seen, key=seen.__getitem__, reverse=True)[:keep]

    def propose(self, n: int, exclude: set[str]) -> list[Point]:
        free = [k for k in self.by_key if k not in exclude]
        if not free:
            return []
        ok = sum(1 for t in self.results.values() if t)
        if ok < self.warmup or len(free) <= n:
            self.rng.shuffle(free)
            return [self.by_key[k] for k in free[:n]]
        self._fit()
        if len(free) <= 4096:  # scoring every free point costs less than a walk and misses nothing
            ranked = sorted(free, key=self.score, reverse=True)[: 4 * n]
        else:
            ranked = self._anneal(exclude, 4 * n) or free[: 4 * n]
        return [self.by_key[k] for k in self._diverse(ranked, free, n)]

    def _diverse(self, ranked: list[str], free: list[str], n: int) -> list[str]:
        """Greedy pick: model score plus a bonus per knob value the batch lacks; an epsilon share random."""
        picked: list[str] = []
        covered: set[tuple[str, Any]] = set()
        scores = [self.score(k) for k in ranked]
        spread = (max(scores) - min(scores)) or 1.0
        pool = list(ranked)
        while pool and len(picked) < n:
            if self.rng.random() < self.epsilon:
                choice = self.rng.choice([k for k in free if k not in picked])
            else:
                def gain(key: str) -> float:
                    new = sum(1 for item in self.by_key[key].items() if item not in covered)
                    return self.score(key) / spread + 0.05 * new

                choice = max(pool, key=gain)
            if choice in pool:
                pool.remove(choice)
            picked.append(choice)
            covered.update(self.by_key[choice].items())
        return picked
