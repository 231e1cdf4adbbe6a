"""The partial AUC of fractional case weights: McClish's value over FPR [0, max_fpr] is
scikit-learn's ``roc_auc_score(..., max_fpr=..., sample_weight=w)`` (a test-only oracle),
any other range the trapezoids of scikit-learn's weighted curve cut at its ends."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import roc_auc_score, roc_curve

from core.engine.partial_auc import partial_auc
from core.engine.weighted import roc_from_weights
from tests.tiers import examples


def weighted(seed, n):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 2, n)
    labels[:2] = (1, 0)
    scores = np.round(rng.normal(labels * 0.7, 1.0), 1)  # ties within and across classes
    weights = rng.exponential(size=n)
    weights[2::9] = 0.0
    return scores, labels, weights


def clipped_trapezoids(x, y, low, high):
    """The area under the polyline through (x, y) over [low, high], segment by segment."""
    area = 0.0
    for x0, y0, x1, y1 in zip(x[:-1], y[:-1], x[1:], y[1:]):
        a, b = max(x0, low), min(x1, high)
        if x1 > x0 and b > a:
            ya = y0 + (y1 - y0) * (a - x0) / (x1 - x0)
            yb = y0 + (y1 - y0) * (b - x0) / (x1 - x0)
            area += (b - a) * (ya + yb) / 2
    return area


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(4, 300),
       max_fpr=st.floats(0.01, 0.99))
def test_mcclish_is_scikit_learns_max_fpr(seed, n, max_fpr):
    scores, labels, weights = weighted(seed, n)
    part = partial_auc(roc_from_weights(scores, labels, weights), 0.0, max_fpr)
    assert part.standardized == pytest.approx(
        roc_auc_score(labels, scores, sample_weight=weights, max_fpr=max_fpr), abs=1e-12)


@settings(max_examples=examples(40), deadline=None)
@given(seed=st.integers(0, 10**6), n=st.integers(4, 300),
       ends=st.tuples(st.floats(0, 1), st.floats(0, 1)).filter(lambda e: abs(e[0] - e[1]) > 1e-3),
       focus=st.sampled_from(["fpr", "tpr"]))
def test_any_range_is_the_trapezoids_cut_at_its_ends(seed, n, ends, focus):
    scores, labels, weights = weighted(seed, n)
    low, high = sorted(ends)
    curve = roc_from_weights(scores, labels, weights)
    part = partial_auc(curve, low, high, focus)
    fpr, tpr, _ = roc_curve(labels, scores, sample_weight=weights, drop_intermediate=False)
    x, y = (fpr, tpr) if focus == "fpr" else (tpr, 1 - fpr)
    area = clipped_trapezoids(x.tolist(), y.tolist(), low, high)
    assert part.area == pytest.approx(area, abs=1e-12)
    chance = (high**2 - low**2) / 2 if focus == "fpr" else (high - low) - (high**2 - low**2) / 2
    assert part.below_chance == (part.area < chance)
    assert part.standardized == pytest.approx(
        (1 + (part.area - chance) / (high - low - chance)) / 2, abs=1e-9)


def test_the_full_range_is_the_auc_and_a_reversed_model_is_below_chance():
    scores, labels, weights = weighted(3, 200)
    curve = roc_from_weights(scores, labels, weights)
    for focus in ("fpr", "tpr"):
        assert partial_auc(curve, 0, 1, focus).area == pytest.approx(curve.auc(), abs=1e-12)
    reversed_curve = roc_from_weights(-scores, labels, weights)
    part = partial_auc(reversed_curve, 0, 0.2)
    assert part.below_chance and part.standardized < 0.5
    assert not partial_auc(curve, 0, 0.2).below_chance


def test_whole_weights_stay_exact_counts():
    scores, labels, weights = weighted(4, 150)
    whole = np.ceil(weights * 2)
    counted = roc_from_weights(scores, labels, whole)
    assert not counted.weighted
    expanded = roc_from_weights(np.repeat(scores, whole.astype(int)),
                                np.repeat(labels, whole.astype(int)), np.ones(int(whole.sum())))
    assert partial_auc(counted, 0.1, 0.4) == partial_auc(expanded, 0.1, 0.4)
