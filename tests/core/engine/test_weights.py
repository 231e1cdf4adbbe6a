"""Case weights against scikit-learn's ``sample_weight`` (a test-only oracle), ties included,
and against the same rows expanded (whole-number weights)."""

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import average_precision_score, roc_auc_score, roc_curve

import core
from core.engine.bootstrap import bootstrap_ci
from core.engine.delong import delong_ci
from core.engine.precision_recall import precision_recall
from core.errors import WeightedCurveError, WeightError
from tests.tiers import examples


def weighted_data(seed, n, decimals, whole):
    rng = np.random.default_rng(seed)
    scores = np.round(rng.normal(size=n), decimals)  # few decimals: many ties
    labels = rng.random(n) < 1 / (1 + np.exp(-2 * scores))
    labels[0], labels[-1] = True, False
    weights = rng.integers(0, 5, n).astype(float) if whole else rng.exponential(size=n)
    weights[rng.random(n) < 0.1] = 0.0  # rows that count nothing
    weights[0] = weights[-1] = 1.5 if not whole else 2.0
    return scores, labels, weights


def brute_force(scores, labels, weights):
    """AUC under the best and worst orderings from every weighted pair."""
    pos, neg = labels, ~labels
    wp, wn = weights[pos], weights[neg]
    sp, sn = scores[pos][:, None], scores[neg][None, :]
    pair = wp[:, None] * wn[None, :]
    total = wp.sum() * wn.sum()
    return (pair * (sp >= sn)).sum() / total, (pair * (sp > sn)).sum() / total


@settings(max_examples=examples(80), deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 400), st.sampled_from([0, 1, 2, 6]),
       st.booleans())
def test_weighted_curve_auc_and_ap_match_sklearn(seed, n, decimals, whole):
    scores, labels, weights = weighted_data(seed, n, decimals, whole)
    curve = core.roc_from_weights(scores, labels, weights)
    assert curve.weighted is not whole
    assert curve.auc("average") == pytest.approx(
        roc_auc_score(labels, scores, sample_weight=weights), abs=1e-12)
    fpr, tpr, thresholds = roc_curve(labels, scores, sample_weight=weights,
                                     drop_intermediate=False)
    np.testing.assert_array_equal(curve.thresholds, thresholds)
    np.testing.assert_allclose(curve.fpr, fpr, rtol=0, atol=1e-12)
    np.testing.assert_allclose(curve.tpr, tpr, rtol=0, atol=1e-12)
    assert precision_recall(curve).average_precision == pytest.approx(
        average_precision_score(labels, scores, sample_weight=weights), abs=1e-12)
    best, worst = brute_force(scores, labels, weights)
    assert curve.auc("best") == pytest.approx(best, abs=1e-12)
    assert curve.auc("worst") == pytest.approx(worst, abs=1e-12)
    assert curve.auc("average") == pytest.approx((best + worst) / 2, abs=1e-12)


@settings(max_examples=examples(40), deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 300))
def test_whole_weights_are_the_rows_repeated(seed, n):
    scores, labels, weights = weighted_data(seed, n, 1, True)
    curve = core.roc_from_weights(scores, labels, weights)
    counts = weights.astype(int)
    expanded = core.roc_from_scores(np.repeat(scores, counts), np.repeat(labels, counts))
    aggregated = core.roc_from_counts(scores, counts * labels, counts * ~labels)
    for other in (expanded, aggregated):
        assert curve.pairs == other.pairs
        assert np.array_equal(curve.thresholds, other.thresholds)
        assert np.array_equal(curve.tp, other.tp) and np.array_equal(curve.fp, other.fp)
    assert delong_ci(curve) == delong_ci(expanded)  # DeLong exact on the expanded rows


def test_operating_point_sums_weights():
    curve = core.roc_from_weights([0.9, 0.8, 0.8, 0.1], [1, 1, 0, 0], [0.5, 1.25, 1, 2])
    point = curve.operating_point(0.8)
    assert (point.tp, point.fp, point.tn, point.fn) == (1.75, 1.0, 2.0, 0.0)
    assert curve.n_positive == 1.75 and curve.n_negative == 3.0


@pytest.mark.parametrize("bad, row", [([1, -1, 1, 1], 2), ([1, 1, math.nan, 1], 3),
                                      ([1, 1, 1, math.inf], 4), ([0, 0, 0, 0], None)])
def test_bad_weights_name_the_row(bad, row):
    with pytest.raises(WeightError) as caught:
        core.roc_from_weights([0.9, 0.8, 0.7, 0.1], [1, 0, 1, 0], bad)
    assert caught.value.option == "weight"
    assert caught.value.line == row
    if row is not None:
        assert f"row {row}" in str(caught.value)
    else:
        assert "zero" in str(caught.value)


def test_fractional_weights_refuse_delong_and_bootstrap_carries_them():
    scores, labels, weights = weighted_data(3, 200, 1, False)
    curve = core.roc_from_weights(scores, labels, weights)
    with pytest.raises(WeightedCurveError, match="bootstrap"):
        delong_ci(curve)
    ci = bootstrap_ci(curve, seed=1, n_bootstraps=400)
    assert ci == bootstrap_ci(curve, seed=1, n_bootstraps=400)
    assert ci.low < curve.auc() < ci.high
    # Scaling every weight changes no resample's AUC: the interval is the same.
    assert bootstrap_ci(core.roc_from_weights(scores, labels, weights * 3.7), seed=1,
                        n_bootstraps=400) == pytest.approx(ci)


@settings(max_examples=examples(20), deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(12, 300))
def test_weighted_one_vs_rest_matches_sklearn_and_one_vs_one_is_not_offered(seed, n):
    from sklearn.preprocessing import label_binarize

    from core.engine.multiclass import class_averages

    rng = np.random.default_rng(seed)
    y = np.arange(n) % 3
    p = np.round(rng.dirichlet([1, 1, 1], n) + 0.3 * np.eye(3)[y], 1)  # ties
    w = rng.exponential(size=n)
    av = class_averages(p, y, w)
    per_class = [roc_auc_score(y == c, p[:, c], sample_weight=w) for c in range(3)]
    assert av.ovr_auc == pytest.approx(per_class, abs=1e-12)
    assert av.macro_ovr == pytest.approx(np.mean(per_class), abs=1e-12)
    assert av.weighted_ovr == pytest.approx(
        np.average(per_class, weights=[w[y == c].sum() for c in range(3)]), abs=1e-12)
    assert av.micro_ovr == pytest.approx(roc_auc_score(
        label_binarize(y, classes=[0, 1, 2]), p, average="micro", sample_weight=w), abs=1e-12)
    assert av.macro_ovo is None and av.weighted_ovo is None
    ones = class_averages(p, y, np.ones(n))  # weights of 1 are the rows themselves
    plain = class_averages(p, y)
    assert (ones.ovr_exact, ones.micro_ovr) == (plain.ovr_exact, plain.micro_ovr)


@settings(max_examples=examples(20), deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(3, 300))
def test_the_hull_of_fractional_weights_is_scipys(seed, n):
    from scipy.spatial import ConvexHull

    from core.engine.hull import convex_hull

    scores, labels, weights = weighted_data(seed, n, 1, False)
    curve = core.roc_from_weights(scores, labels, weights)
    hull = convex_hull(curve)
    points = np.vstack([np.c_[curve.fpr, curve.tpr], [1.0, 0.0]])
    if len(np.unique(points, axis=0)) >= 3 and np.linalg.matrix_rank(points - points[0]) == 2:
        assert hull.auc == pytest.approx(ConvexHull(points).volume, abs=1e-12)
    else:  # every point on one line: the diagonal's area or the corner's
        assert hull.auc in (0.5, 1.0) or hull.auc == pytest.approx(0.5, abs=1e-12)
