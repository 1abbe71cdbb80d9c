"""Is B faster than A? The ratio of medians with a confidence interval, and a verdict at a stated level.

Two methods, each for what it is good at, and a verdict only when both agree:

* **The number people read** is the ratio of medians B/A (below 1: B is
  faster) with a **percentile bootstrap** confidence interval: both samples
  are resampled with replacement (`RESAMPLES` times, from a fixed seed, so the
  same inputs give the same interval and the same verdict on every machine),
  the ratio of the resampled medians is taken each time, and the interval is
  the middle `level` of those ratios. A median, because one repeat hit by a
  context switch moves a mean but not a median (a candidate's CV was 7-20%
  under load on the 2-core CI machine, DESIGN.md); a ratio, because "B takes
  1.18x the time of A" is what a person and a tuner compare.
* **Significance** is decided by the **Mann-Whitney U** rank test (as Google
  Benchmark's `tools/compare.py` does), two-sided, exact for small samples
  without ties, the normal approximation with tie correction otherwise.
  The percentile bootstrap alone is over-confident at small n: three samples
  of A all below three of B give a bootstrap interval that excludes 1 every
  time, yet there are only 20 ways to order six values, so such a split
  happens by chance with probability 2/20 = 0.1. The rank test knows that;
  below 4+4 samples it can never reach p < 0.05 and the verdict says
  "too few samples" instead of guessing.

A verdict is `faster`/`slower` only when the rank test rejects "same
distribution" at `1 - level` AND the bootstrap interval excludes 1; else
`no significant difference` (with the interval, so a reader sees how wide the
uncertainty is). Fewer than `MIN_SAMPLES` (9, Google Benchmark's threshold)
on either side adds a warning even when the verdict is decided.

The standard library only (`random`, `math`): `tgtbuild compare` imports
this on its start-up path, and numpy would cost more than the command.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from ..errors import TgtbuildError

if TYPE_CHECKING:
    import random

LEVEL = 0.95
RESAMPLES = 2000
SEED = 20261125
MIN_SAMPLES = 9        # Google Benchmark's compare.py warns below 9 repetitions
UNSTABLE_CV = 0.10     # pyperf warns when the standard deviation is above 10% of the mean
# What a time in seconds can be: a femtosecond (an averaged call of loop-free code is ~1e-10) to 31 years.
# 1e300 overflowed the ratio's bootstrap (OverflowError), 5e-324 made 1e-3 / it infinite.
MIN_TIME_S, MAX_TIME_S = 1e-15, 1e9
MAX_SAMPLES = 1_000_000  # a side: 1e6 + 1e6 take ~5 s to judge here, most of it the rank test
_EXACT_LIMIT = 400     # n1 * n2 up to which the exact U distribution is counted: 20+20 took 12 ms, 50+50 0.59 s

FASTER, SLOWER, SAME, TOO_FEW = "faster", "slower", "no significant difference", "too few samples"


class SampleError(TgtbuildError):
    """A sample that cannot be timed: empty, not a number, infinite, zero or negative."""


class Comparison(NamedTuple):
    """B against A: `ratio` = median(B) / median(A); `low`..`high` its interval at `level`."""

    verdict: str
    ratio: float
    low: float
    high: float
    level: float
    p_value: float
    n_a: int
    n_b: int
    median_a: float
    median_b: float
    warnings: tuple[str, ...]

    @property
    def significant(self) -> bool:
        return self.verdict in (FASTER, SLOWER)

    def export(self) -> dict:
        return {"verdict": self.verdict, "ratio": self.ratio, "ci": [self.low, self.high], "level": self.level,
                "p_value": self.p_value, "n": [self.n_a, self.n_b], "median": [self.median_a, self.median_b],
                "method": "ratio of medians, percentile bootstrap CI; Mann-Whitney U two-sided",
                "warnings": list(self.warnings)}

    def __repr__(self) -> str:  # a notebook shows the verdict, not eleven fields
        return f"<Comparison B/A {self.describe()}>"

    def describe(self) -> str:
        """'1.18x [1.10, 1.25] slower (p=0.001)': the ratio, its interval and the verdict, in one line."""
        return (f"{self.ratio:.3f}x [{self.low:.3f}, {self.high:.3f}] {self.verdict} "
                f"(p={self.p_value:.3g}, n={self.n_a}/{self.n_b}, {self.level * 100:g}% CI)")


def checked_samples(values: object, what: str) -> list[float]:
    """`values` as a list of positive finite floats, or `SampleError` naming `what` and the first bad value.

    Records come from files a user hands over (`tgtbuild compare`), so a
    string, NaN, a negative time or a nested list is an answer, not a crash.
    """
    if not isinstance(values, (list, tuple)) or not values:
        raise SampleError(f"{what}: needs a non-empty list of per-repeat times, got {_short(values)}")
    if len(values) > MAX_SAMPLES:
        raise SampleError(f"{what}: {len(values)} times; at most {MAX_SAMPLES} a side (the verdict of that many "
                          "is decided long before; thin them, or compare runs' medians)")
    out = []
    for index, value in enumerate(values):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise SampleError(f"{what}[{index}]: {_short(value)} is not a number of seconds")
        # compared before float(): an int of 400 digits overflows float(), NaN fails every comparison
        if not MIN_TIME_S <= value <= MAX_TIME_S:
            raise SampleError(f"{what}[{index}]: {_short(value)} is not a positive finite time "
                              f"({MIN_TIME_S:g} to {MAX_TIME_S:g} seconds)")
        out.append(float(value))
    return out


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def median(values: Sequence[float]) -> float:
    ordered = sorted(values)
    n = len(ordered)
    mid = n // 2
    return ordered[mid] if n % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def compare(a: Sequence[float], b: Sequence[float], *, level: float = LEVEL, resamples: int = RESAMPLES,
            seed: int = SEED) -> Comparison:
    """B against A (both per-repeat times in seconds, positive): the ratio of medians, its CI and the verdict."""
    a = checked_samples(a, "A")
    b = checked_samples(b, "B")
    if not 0.5 <= level < 1:
        raise SampleError(f"level {level!r}: a confidence level between 0.5 and 1, e.g. 0.95")
    median_a, median_b = median(a), median(b)
    ratio = median_b / median_a
    low, high = _bootstrap_interval(a, b, level, resamples, seed)
    p_value = mann_whitney_p(a, b)
    alpha = 1 - level
    warnings = []
    if min(len(a), len(b)) < MIN_SAMPLES:
        warnings.append(f"only {len(a)} and {len(b)} samples: fewer than {MIN_SAMPLES} per side makes the verdict "
                        "fragile; repeat more (--repeat, --rounds)")
    if smallest_p(len(a), len(b)) >= alpha:
        verdict = TOO_FEW
        warnings.append(f"{len(a)} and {len(b)} samples can never reach p < {alpha:g} with a rank test "
                        "(at least 4 per side are needed)")
    elif p_value < alpha and (low > 1 or high < 1):
        verdict = SLOWER if ratio > 1 else FASTER
    else:
        verdict = SAME
    for name, sample in (("A", a), ("B", b)):
        cv = coefficient_of_variation(sample)
        if cv > UNSTABLE_CV:
            warnings.append(f"{name} is unstable: its standard deviation is {cv:.0%} of its mean "
                            f"(above {UNSTABLE_CV:.0%}); see docs/statistics.md")
    return Comparison(verdict, ratio, low, high, level, p_value, len(a), len(b), median_a, median_b,
                      tuple(warnings))


def compare_runs(a_runs: Sequence[Sequence[float]], b_runs: Sequence[Sequence[float]], *,
                 level: float = LEVEL) -> Comparison:
    """B against A when each side is several runs (processes) of repeats: the run is the unit.

    Repeats inside one process share what the process drew at its start:
    where its buffers landed (alignment, cache-set and page placement),
    which core it got, what else ran beside it. Pooling them as independent
    samples is pseudo-replication, and it was measured to lie: two
    interleaved A/B runs of the SAME pair of matmul configurations (5 rounds
    of 10 repeats, load average 7 on 2 cores) said "B 1.25x [1.05, 1.80]
    slower, p=0.003" and "B 0.85x [0.70, 0.98] faster, p=0.004". So each run
    is reduced to its median and those medians are compared: fewer samples,
    each an independent draw of everything that varies between runs.
    """
    for name, runs in (("A", a_runs), ("B", b_runs)):
        if not isinstance(runs, (list, tuple)) or not runs:
            raise SampleError(f"{name}: needs a non-empty list of runs, got {_short(runs)}")
    a = [median(checked_samples(run, f"A run {i + 1}")) for i, run in enumerate(a_runs)]
    b = [median(checked_samples(run, f"B run {i + 1}")) for i, run in enumerate(b_runs)]
    result = compare(a, b, level=level)
    warnings = tuple(w.replace("samples", "runs").replace("--repeat, --rounds", "--rounds")
                     if w.startswith("only") else w for w in result.warnings)
    return result._replace(warnings=warnings)


def coefficient_of_variation(values: Sequence[float]) -> float:
    if len(values) < 2:
        return 0.0
    mean = sum(values) / len(values)
    var = sum((v - mean) ** 2 for v in values) / (len(values) - 1)
    return math.sqrt(var) / mean if mean > 0 else 0.0


def _bootstrap_interval(a: list[float], b: list[float], level: float, resamples: int,
                        seed: int) -> tuple[float, float]:
    """Percentile interval of median(B*)/median(A*) over `resamples` seeded resamplings.

    Each resample's median is drawn directly (`_resampled_median`) instead
    of drawing n values and sorting them: the same distribution, but
    O(1) a resample instead of O(n log n). Drawing the values took 2000 x
    n log n: a record with 1e6 repeats ran for minutes (killed at 20 s in
    the hostile-input campaign); 1e6 + 1e6 samples now take ~3 s here, all
    of it the rank test and the parsing. The interval's ends move by under
    1% between seeds at 2000 resamples on the test tables.
    """
    import random  # lazily: the run context's warnings (run.context) read UNSTABLE_CV only

    rng = random.Random(seed)
    sorted_a, sorted_b = sorted(a), sorted(b)
    ratios = sorted(_resampled_median(sorted_b, rng) / _resampled_median(sorted_a, rng)
                    for _ in range(resamples))
    tail = (1 - level) / 2
    low = ratios[int(math.floor(tail * (resamples - 1)))]
    high = ratios[int(math.ceil((1 - tail) * (resamples - 1)))]
    return low, high


def _resampled_median(ordered: list[float], rng: random.Random) -> float:
    """The median of n values drawn with replacement from `ordered` (sorted), drawn in O(1).

    A draw with replacement is `ordered[floor(n * U)]` with U uniform on
    [0, 1); floor and the sorted list are monotone, so the resample's k-th
    smallest value is `ordered[floor(n * U_(k))]`, where U_(k), the k-th
    smallest of n uniforms, is Beta(k, n - k + 1). For an even n the next
    order statistic is the smallest of the n - k uniforms above U_(k):
    U_(k) + (1 - U_(k)) * Beta(1, n - k). Exact, not an approximation.
    """
    n = len(ordered)
    k = (n + 1) // 2
    u = rng.betavariate(k, n - k + 1)
    low = ordered[min(n - 1, int(u * n))]
    if n % 2:
        return low
    v = u + (1 - u) * rng.betavariate(1, n - k)
    return (low + ordered[min(n - 1, int(v * n))]) / 2


def smallest_p(n_a: int, n_b: int) -> float:
    """The smallest two-sided p-value a rank test can give for these sizes: 2 / C(n_a + n_b, n_a)."""
    if n_a == 0 or n_b == 0:
        return 1.0
    if min(n_a, n_b) <= 64:
        return min(1.0, 2 / math.comb(n_a + n_b, n_a))
    # C(n_a + n_b, n_a) itself is a number of ~600,000 digits at 1e6 + 1e6 (math.comb took 2.7 s at 3e5 + 3e5)
    return 2 * math.exp(math.lgamma(n_a + 1) + math.lgamma(n_b + 1) - math.lgamma(n_a + n_b + 1))


def mann_whitney_p(a: Sequence[float], b: Sequence[float]) -> float:
    """Two-sided p-value of Mann-Whitney U: exact without ties for small samples, else normal with tie correction."""
    n_a, n_b = len(a), len(b)
    ranks = _ranks([*a, *b])
    rank_sum_a = sum(ranks[:n_a])
    u = rank_sum_a - n_a * (n_a + 1) / 2
    tied = len(set(a) | set(b)) < n_a + n_b
    if not tied and n_a * n_b <= _EXACT_LIMIT:
        counts = _u_counts(n_a, n_b)
        total = sum(counts)
        k = int(round(u))
        below = sum(counts[: k + 1]) / total
        above = sum(counts[k:]) / total
        return min(1.0, 2 * min(below, above))
    mean = n_a * n_b / 2
    n = n_a + n_b
    ties = _tie_groups([*a, *b])
    var = n_a * n_b / 12 * ((n + 1) - sum(t ** 3 - t for t in ties) / (n * (n - 1)))
    if var <= 0:  # every value equal: nothing tells the samples apart
        return 1.0
    z = (abs(u - mean) - 0.5) / math.sqrt(var)  # continuity correction
    return min(1.0, math.erfc(max(z, 0.0) / math.sqrt(2)))


def _ranks(values: list[float]) -> list[float]:
    """Ranks 1..n, ties sharing their average rank."""
    order = sorted(range(len(values)), key=values.__getitem__)
    ranks = [0.0] * len(values)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and values[order[j + 1]] == values[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def _tie_groups(values: list[float]) -> list[int]:
    counts: dict[float, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    return [c for c in counts.values() if c > 1]


def _u_counts(n_a: int, n_b: int) -> list[int]:
    """How many orderings give each U = 0..n_a*n_b (the exact null distribution, by the usual recurrence)."""
    # f[m][k]: sequences of m A's among the values, count by U; built column by column over n_b.
    prev = [[1] for _ in range(n_a + 1)]  # n_b = 0: U is 0 for any m
    for nb in range(1, n_b + 1):
        cur = [[1]]  # m = 0: U = 0 whatever nb
        for m in range(1, n_a + 1):
            # the largest value is a B (U unchanged: f(m, nb-1)) or an A (adds nb: f(m-1, nb) shifted)
            left = prev[m]
            down = cur[m - 1]
            size = m * nb + 1
            row = [0] * size
            for k, c in enumerate(left):
                row[k] += c
            for k, c in enumerate(down):
                row[k + nb] += c
            cur.append(row)
        prev = cur
    return prev[n_a]
