"""The statistics core (`tgtbuild.stats.verdict`), table-tested on synthetic samples with known answers.

The p-values of the rank test were checked against scipy's
`mannwhitneyu(method="exact")` (5+7, 10+10, 3+9, 20+20 samples: equal to the
last digit; above 400 pairs the normal approximation: 0.1335 against the
exact 0.1342 at 30+30) and `method="asymptotic"` with ties; the tables below carry the
hand-countable ones so the test needs no scipy.
"""

from __future__ import annotations

import math
import random

import pytest

from tgtbuild.stats.verdict import (
    FASTER,
    MIN_SAMPLES,
    SAME,
    SLOWER,
    TOO_FEW,
    SampleError,
    compare,
    compare_runs,
    mann_whitney_p,
    median,
    smallest_p,
)


def noisy(n: int, centre: float, cv: float, seed: int) -> list[float]:
    rng = random.Random(seed)
    return [centre * (1 + rng.gauss(0, cv)) for _ in range(n)]


@pytest.mark.parametrize("a, b, verdict, ratio", [
    # equal distributions (two draws of the same noise)
    (noisy(20, 1e-3, 0.03, 1), noisy(20, 1e-3, 0.03, 2), SAME, 1.0),
    # shifted by 16x: slower, B/A ~ 16
    (noisy(10, 1e-3, 0.03, 3), noisy(10, 16e-3, 0.03, 4), SLOWER, 16.0),
    # B twice as fast
    (noisy(12, 2e-3, 0.05, 5), noisy(12, 1e-3, 0.05, 6), FASTER, 0.5),
    # a 3% shift buried in 20% noise: not decidable from 10 samples
    (noisy(10, 1e-3, 0.20, 7), noisy(10, 1.03e-3, 0.20, 8), SAME, 1.03),
    # every value tied: nothing tells them apart
    ([1e-3] * 9, [1e-3] * 9, SAME, 1.0),
    # 3 + 3 completely separated: still only p = 0.1, so no verdict at 95%
    ([1.0, 1.1, 1.2], [2.0, 2.1, 2.2], TOO_FEW, 2.1 / 1.1),
    # one sample each
    ([1.0], [5.0], TOO_FEW, 5.0),
    # 4 + 4 separated: p = 2/70, the smallest size that can decide
    ([1.0, 1.1, 1.2, 1.3], [2.0, 2.1, 2.2, 2.3], SLOWER, 2.15 / 1.15),
])
def test_verdict_table(a, b, verdict, ratio):
    result = compare(a, b)
    assert result.verdict == verdict, result.describe()
    assert result.ratio == pytest.approx(ratio, rel=0.1)
    assert result.low <= result.ratio <= result.high
    if verdict in (FASTER, SLOWER):
        assert not result.low <= 1 <= result.high, "a decided verdict has a CI that excludes 1"
    if min(len(a), len(b)) < MIN_SAMPLES:
        assert any("fewer than 9" in w for w in result.warnings)


def test_same_inputs_give_the_same_interval_and_verdict():
    a, b = noisy(15, 1e-3, 0.1, 11), noisy(15, 1.1e-3, 0.1, 12)
    assert compare(a, b) == compare(list(a), list(b))


def test_an_unstable_sample_is_warned_about():
    result = compare(noisy(20, 1e-3, 0.3, 13), noisy(20, 1e-3, 0.01, 14))
    assert any(w.startswith("A is unstable") for w in result.warnings), result.warnings
    assert not any(w.startswith("B is unstable") for w in result.warnings)


@pytest.mark.parametrize("a, b, p", [
    ([1, 2, 3], [4, 5, 6], 0.1),                  # 2 of C(6,3) = 20 orderings are this extreme
    ([1, 2, 3, 4], [5, 6, 7, 8], 2 / 70),
    ([1, 3, 5], [2, 4, 6], 0.7),                  # U = 3 of 9: P(U <= 3) = 7/20, two-sided 0.7
    ([1, 1, 2, 2, 3, 3, 4], [2, 3, 3, 4, 5, 5, 6], 0.0435302490),  # ties: normal with tie correction
])
def test_mann_whitney_p_values(a, b, p):
    assert mann_whitney_p(a, b) == pytest.approx(p, rel=1e-6)


def test_smallest_p_says_which_sizes_can_decide():
    assert smallest_p(3, 3) == pytest.approx(0.1)
    assert smallest_p(3, 4) > 0.05 > smallest_p(4, 4)


def test_median_of_even_and_odd_counts():
    assert median([3, 1, 2]) == 2
    assert median([4, 1, 3, 2]) == 2.5


@pytest.mark.parametrize("bad, message", [
    ([], "non-empty list"),
    ("1,2,3", "non-empty list"),
    ([1e-3, "fast"], "not a number"),
    ([1e-3, math.nan], "not a positive finite"),
    ([1e-3, -1.0], "not a positive finite"),
    ([1e-3, 0.0], "not a positive finite"),
    ([1e-3, True], "not a number"),
    ([[1e-3]], "not a number"),
])
def test_bad_samples_are_named_not_crashed_on(bad, message):
    with pytest.raises(SampleError, match=message):
        compare(bad, [1e-3] * 5)


def test_runs_are_the_unit_when_repeats_inside_a_run_move_together():
    """Pseudo-replication: each run draws its own offset (placement, core) and its repeats share it."""
    rng = random.Random(21)
    runs_a = [[(1 + off) * 1e-3 * (1 + rng.gauss(0, 0.005)) for _ in range(10)]
              for off in (0.00, 0.20, 0.05, 0.30, 0.10, 0.25, 0.02, 0.15)]
    runs_b = [[(1.06 + off) * 1e-3 * (1 + rng.gauss(0, 0.005)) for _ in range(10)]  # 6% slower: drowned
              for off in (0.22, 0.04, 0.31, 0.12, 0.27, 0.01, 0.18, 0.09)]                # in runs 0-30% apart
    pooled = compare([t for r in runs_a for t in r], [t for r in runs_b for t in r])
    by_run = compare_runs(runs_a, runs_b)
    assert pooled.verdict == SLOWER and pooled.p_value < 1e-4  # 80 "independent" samples a side are sure...
    assert by_run.verdict == SAME and by_run.n_a == 8  # ...that 8 runs a side do not support
    with pytest.raises(SampleError, match="B run 2"):
        compare_runs(runs_a, [runs_b[0], [1e-3, "x"]])
