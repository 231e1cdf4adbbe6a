"""Groups and folds of rows with fractional case weights: each group's AUC is
scikit-learn's ``roc_auc_score(..., sample_weight=w_g)`` (a test-only oracle), its curve
is the weighted curve of its rows under every tie ordering, a group weighs its weight sum
in the weighted GAUC, and no group's sums borrow digits from the groups before it."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import roc_auc_score

from core.engine.groups import group_averages
from core.engine.stratum_counts import _segmented_cumsum, strata_blocks
from core.engine.weighted import roc_from_weights
from tests.tiers import examples


def data(seed, n, groups):
    rng = np.random.default_rng(seed)
    scores = np.round(rng.normal(size=n), 1)  # one decimal: ties inside groups
    labels = rng.random(n) < 1 / (1 + np.exp(-2 * scores))
    weights = rng.exponential(size=n)
    weights[rng.random(n) < 0.1] = 0.0
    codes = rng.integers(0, groups, n)
    return codes, scores, labels, weights


@settings(max_examples=examples(25), deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 300), groups=st.integers(1, 12))
def test_each_group_is_scikit_learns_weighted_auc(seed, n, groups):
    codes, scores, labels, weights = data(seed, n, groups)
    blocks = strata_blocks(codes, groups, scores, labels=labels, weights=weights)
    counts = blocks.counts()
    assert counts.weighted
    for g in range(groups):
        rows = (codes == g) & (weights > 0)
        y, s, w = labels[rows], scores[rows], weights[rows]
        assert counts.n_positive[g] == pytest.approx(w[y].sum(), rel=1e-12, abs=0)
        assert counts.n_negative[g] == pytest.approx(w[~y].sum(), rel=1e-12, abs=0)
        if not (y.any() and (~y).any()):
            assert math.isnan(counts.auc[g]) and not counts.both_classes[g]
            continue
        assert counts.auc[g] == pytest.approx(roc_auc_score(y, s, sample_weight=w),
                                              abs=1e-12)
        assert float(counts.auc_exact(g)) == counts.auc[g]
        # The group's curve is the weighted curve of its rows, every ordering.
        curve, whole = blocks.curve(g), roc_from_weights(s, y, w)
        assert np.array_equal(curve.thresholds, whole.thresholds)
        # Each block's sum rounded once from its exact value: the same floats.
        assert np.array_equal(curve.tp, whole.tp) and np.array_equal(curve.fp, whole.fp)
        assert curve.aucs == whole.aucs
        assert counts.concordant[g] + counts.tied[g] == pytest.approx(
            curve.pairs.concordant + curve.pairs.tied, rel=1e-12)


def test_a_group_weighs_its_weight_sum_in_the_weighted_gauc():
    codes, scores, labels, weights = data(5, 400, 6)
    counts = strata_blocks(codes, 6, scores, labels=labels, weights=weights).counts()
    averages = group_averages(counts)
    aucs, sums = [], []
    for g in range(6):
        rows = codes == g
        aucs.append(roc_auc_score(labels[rows], scores[rows], sample_weight=weights[rows]))
        sums.append(weights[rows].sum())
    assert averages.n_used == 6 and averages.one_class == 0
    assert averages.mean_auc == pytest.approx(np.mean(aucs), abs=1e-12)
    assert averages.weighted_auc == pytest.approx(np.average(aucs, weights=sums), abs=1e-12)
    # The groups' order changes nothing (correctly rounded sums).
    order = np.random.default_rng(1).permutation(6)
    assert group_averages(counts.take(order)) == averages


def test_a_small_group_after_large_ones_keeps_its_digits():
    # A running sum over every group, less its value at the group's start, would leave
    # the last group's pairs with the rounding error of 1e12.
    scores = np.array([0.9, 0.1, 0.8, 0.2, 0.7, 0.3, 0.6])
    labels = np.array([1, 0, 1, 0, 1, 0, 1], dtype=bool)
    weights = np.array([1e12, 1e12, 1e12, 1e12, 0.1, 0.3, 0.7])
    codes = np.array([0, 0, 0, 0, 1, 1, 1])
    counts = strata_blocks(codes, 2, scores, labels=labels, weights=weights).counts()
    assert counts.auc[1] == roc_auc_score(labels[4:], scores[4:], sample_weight=weights[4:])
    assert counts.auc[1] == 1.0 and counts.tied[1] == 0
    assert counts.auc_numerators[1] == 2 * (0.7 + 0.1) * 0.3


def test_whole_weights_given_as_counts_or_weights_give_the_same_aucs():
    codes, scores, labels, weights = data(9, 300, 5)
    whole = np.floor(weights * 3)
    as_counts = strata_blocks(codes, 5, scores, positives=np.where(labels, whole, 0),
                              negatives=np.where(labels, 0, whole)).counts()
    as_weights = strata_blocks(codes, 5, scores, labels=labels, weights=whole).counts()
    np.testing.assert_array_equal(as_counts.n_positive, as_weights.n_positive)
    np.testing.assert_allclose(as_counts.auc, as_weights.auc, rtol=0, atol=1e-15)


@settings(max_examples=examples(50), deadline=None)
@given(st.lists(st.tuples(st.integers(0, 4), st.floats(0, 10)), max_size=60))
def test_the_segmented_running_sum_never_crosses_a_segment(rows):
    rows.sort(key=lambda r: r[0])
    segment = np.array([r[0] for r in rows], dtype=np.int64)
    values = np.array([r[1] for r in rows], dtype=np.float64)
    out = _segmented_cumsum(values, segment)
    for g in set(segment.tolist()):
        here = segment == g
        np.testing.assert_allclose(out[here], np.cumsum(values[here]), rtol=1e-14, atol=0)
