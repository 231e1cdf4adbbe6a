"""scikit-learn as a test-only oracle for the average tie ordering."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import roc_auc_score, roc_curve

import core
from tests.tiers import examples


def random_data(seed, n, decimals):
    rng = np.random.default_rng(seed)
    scores = rng.normal(size=n) + rng.random(n)
    labels = rng.random(n) < 1 / (1 + np.exp(-scores))  # informative, not perfect
    if decimals is not None:
        scores = np.round(scores, decimals)
    if labels.all() or not labels.any():
        labels[0] = not labels[0]
    return scores, labels


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(2, 3000), st.sampled_from([None, 0, 1, 2, 3]))
def test_auc_and_curve_match_sklearn(seed, n, decimals):
    scores, labels = random_data(seed, n, decimals)
    curve = core.roc_from_scores(scores, labels)
    assert curve.auc("average") == pytest.approx(roc_auc_score(labels, scores), abs=1e-12)
    fpr, tpr, thresholds = roc_curve(labels, scores, drop_intermediate=False)
    assert np.array_equal(curve.fpr, fpr)
    assert np.array_equal(curve.tpr, tpr)
    assert np.array_equal(curve.thresholds, thresholds)


def test_large_continuous_sample_matches_sklearn():
    scores, labels = random_data(7, 200_000, None)
    curve = core.roc_from_scores(scores, labels)
    assert curve.aucs.average == pytest.approx(roc_auc_score(labels, scores), abs=1e-12)
    assert curve.aucs.best == curve.aucs.worst == curve.aucs.average  # no ties
