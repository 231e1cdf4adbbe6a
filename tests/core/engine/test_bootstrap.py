"""The stratified bootstrap on tie blocks: each replicate's AUC against the curve of
the drawn counts, repeatability, the percentile rule, and agreement with DeLong."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core.engine import bootstrap
from core.engine.bootstrap import bootstrap_ci, bootstrap_replicates
from core.engine.delong import delong_ci
from core.errors import InputError, SingleClassError, StatisticError
from tests.tiers import examples


def generators(seed):
    return tuple(np.random.default_rng(s) for s in np.random.SeedSequence(seed).spawn(2))


@st.composite
def aggregated(draw):
    k = draw(st.integers(1, 10))
    scores = draw(st.lists(st.floats(-5, 5, allow_nan=False), min_size=k, max_size=k,
                           unique=True))
    pos = draw(st.lists(st.integers(0, 6), min_size=k, max_size=k))
    neg = draw(st.lists(st.integers(0, 6), min_size=k, max_size=k))
    if sum(pos) < 2:
        pos[0] += 2
    if sum(neg) < 2:
        neg[-1] += 2
    return np.array(scores), np.array(pos), np.array(neg)


@settings(max_examples=examples(40))
@given(aggregated(), st.integers(0, 2**32))
def test_each_replicate_is_the_auc_of_its_drawn_block_counts(data, seed):
    # Redraw the same multinomials (one stream per class, blocks in descending score
    # order) and build each replicate's curve from the drawn counts.
    scores, pos, neg = data
    curve = core.roc_from_counts(scores, pos, neg)
    replicates = bootstrap_replicates(curve, 25, *generators(seed))
    rng_pos, rng_neg = generators(seed)
    p_blocks = np.flatnonzero(curve.block_positives)
    n_blocks = np.flatnonzero(curve.block_negatives)
    drawn_pos = rng_pos.multinomial(curve.n_positive, curve.block_positives[p_blocks] / curve.n_positive, 25)
    drawn_neg = rng_neg.multinomial(curve.n_negative, curve.block_negatives[n_blocks] / curve.n_negative, 25)
    block_scores = curve.thresholds[1:]
    for r in range(25):
        p = np.zeros(curve.distinct_scores, dtype=np.int64)
        n = np.zeros(curve.distinct_scores, dtype=np.int64)
        p[p_blocks] = drawn_pos[r]
        n[n_blocks] = drawn_neg[r]
        expected = core.roc_from_counts(block_scores, p, n).auc()
        assert replicates[r] == pytest.approx(expected, abs=1e-15)


def test_batches_do_not_change_the_replicates(monkeypatch):
    rng = np.random.default_rng(2)
    curve = core.roc_from_scores(rng.integers(0, 30, 500), rng.random(500) < 0.3)
    whole = bootstrap_replicates(curve, 40, *generators(99))
    monkeypatch.setattr(bootstrap, "_BATCH_CELLS", 7 * curve.distinct_scores)
    batched = bootstrap_replicates(curve, 40, *generators(99))
    assert (whole == batched).all()
    # The first B replicates do not depend on how many are asked for.
    assert (bootstrap_replicates(curve, 15, *generators(99)) == whole[:15]).all()


def test_a_seed_makes_the_interval_repeatable():
    rng = np.random.default_rng(12)
    curve = core.roc_from_scores(np.round(rng.normal(size=300), 1), rng.random(300) < 0.5)
    first = bootstrap_ci(curve, n_bootstraps=300, seed=5)
    assert bootstrap_ci(curve, n_bootstraps=300, seed=5) == first
    assert bootstrap_ci(curve, n_bootstraps=300, seed=np.int64(5)) == first
    assert bootstrap_ci(curve, n_bootstraps=300, seed=6) != first
    assert first.method == "bootstrap" and first.level == 0.95
    assert first.low < curve.auc() < first.high


def test_interval_is_the_type_7_percentile_and_se_the_replicates_spread():
    rng = np.random.default_rng(13)
    curve = core.roc_from_scores(rng.integers(0, 8, 80), rng.random(80) < 0.5)
    replicates = np.sort(bootstrap_replicates(curve, 101, *generators(3)))
    ci = bootstrap_ci(curve, level=0.9, n_bootstraps=101, seed=3)
    # R's type 7 with 101 values: the 5% and 95% quantiles are the 6th and 96th values.
    assert (ci.low, ci.high) == pytest.approx((replicates[5], replicates[95]), rel=0, abs=1e-15)
    mean = sum(replicates) / 101
    assert ci.se == pytest.approx(math.sqrt(sum((x - mean) ** 2 for x in replicates) / 100), rel=1e-12)


def test_close_to_delong_on_a_moderate_data_set():
    rng = np.random.default_rng(14)
    n = 4000
    y = rng.random(n) < 0.35
    curve = core.roc_from_scores(np.round(rng.normal(size=n) + 0.8 * y, 1), y)
    boot = bootstrap_ci(curve, n_bootstraps=2000, seed=1)
    delong = delong_ci(curve)
    assert boot.se == pytest.approx(delong.se, rel=0.08)
    assert boot.low == pytest.approx(delong.low, abs=0.004)
    assert boot.high == pytest.approx(delong.high, abs=0.004)


def test_replicates_centre_on_the_auc():
    # Each class is resampled independently and the AUC is linear in each class's block
    # counts, so the replicates' expectation is exactly the observed AUC.
    rng = np.random.default_rng(15)
    curve = core.roc_from_counts([0.1, 0.3, 0.5, 0.9], [3, 1, 4, 6], [5, 2, 2, 1])
    replicates = bootstrap_replicates(curve, 20000, *generators(rng.integers(1 << 30)))
    assert abs(replicates.mean() - curve.auc()) < 4 * replicates.std() / math.sqrt(20000)


def test_huge_aggregated_counts_work():
    curve = core.roc_from_counts([0.2, 0.5, 0.9], [10**15, 10**14, 3 * 10**15],
                                 [2 * 10**15, 10**14, 10**14])
    ci = bootstrap_ci(curve, n_bootstraps=200, seed=0)
    assert 0 < ci.low <= curve.auc() <= ci.high < 1
    assert 0 < ci.se < 1e-6


def test_all_tied_scores_give_a_point_interval():
    curve = core.roc_from_scores([0.4] * 6, [1, 0, 1, 0, 1, 0])
    ci = bootstrap_ci(curve, n_bootstraps=50, seed=0)
    assert (ci.low, ci.high, ci.se) == (0.5, 0.5, 0.0)


# ---- bad input -----------------------------------------------------------------------


@pytest.mark.parametrize("level", [0, 1, 1.01, -0.5, float("nan")])
def test_level_outside_zero_one_is_an_input_error(level):
    curve = core.roc_from_scores([0.9, 0.8, 0.7, 0.6], [1, 0, 1, 0])
    with pytest.raises(InputError, match="confidence level"):
        bootstrap_ci(curve, level=level)


@pytest.mark.parametrize("n", [0, 1, -5, 2.5, True, "100"])
def test_too_few_bootstraps_is_an_input_error(n):
    curve = core.roc_from_scores([0.9, 0.8, 0.7, 0.6], [1, 0, 1, 0])
    with pytest.raises(InputError, match="bootstraps") as info:
        bootstrap_ci(curve, n_bootstraps=n)
    assert info.value.option == "bootstraps"


@pytest.mark.parametrize("seed", [-1, 1.5, "7", True])
def test_a_bad_seed_is_an_input_error(seed):
    curve = core.roc_from_scores([0.9, 0.8, 0.7, 0.6], [1, 0, 1, 0])
    with pytest.raises(InputError, match="seed") as info:
        bootstrap_ci(curve, seed=seed)
    assert info.value.option == "seed"


def test_a_single_sample_in_a_class_is_a_statistic_error():
    curve = core.roc_from_counts([0.1, 0.5], [3, 0], [0, 1])
    with pytest.raises(StatisticError, match="two negative samples") as info:
        bootstrap_ci(curve, seed=0)
    assert info.value.what == "bootstrap interval"
    with pytest.raises(SingleClassError):
        bootstrap_ci(core.roc_from_scores([0.1, 0.2], [1, 1]))
