"""The DET table against scikit-learn's ``det_curve`` (its thresholds and rates, value
for value), and the probit scale against scipy."""

import numpy as np
import pytest
from hypothesis import given, settings
from scipy.stats import norm
from sklearn.metrics import det_curve as sklearn_det_curve

import core
from core import SingleClassError
from core.engine.det import det_curve, probit
from tests.core.engine.test_precision_recall import aggregated_rows, tied_samples
from tests.tiers import examples


def assert_is_sklearns(det, labels, scores, weights=None, drop_intermediate=False):
    fpr, fnr, thresholds = sklearn_det_curve(labels, scores, sample_weight=weights,
                                             drop_intermediate=drop_intermediate)
    assert det.thresholds.tolist() == thresholds.astype(np.float64).tolist()
    assert det.fpr.tolist() == fpr.tolist()
    assert det.fnr.tolist() == fnr.tolist()


def test_a_worked_example_cuts_both_flat_ends():
    # Thresholds inf, .9, .8, .4, .35, .1: FP = 0 until .9 (its last vertex kept), every
    # positive found from .35 on (the vertex at .1 left out).
    det = det_curve(core.roc_from_scores([0.1, 0.4, 0.35, 0.8, 0.8, 0.9], [0, 0, 1, 1, 0, 1]))
    assert det.thresholds.tolist() == [0.35, 0.4, 0.8, 0.9]
    assert det.fpr.tolist() == [2 / 3, 2 / 3, 1 / 3, 0.0]
    assert det.fnr.tolist() == [0.0, 1 / 3, 1 / 3, 2 / 3]


@settings(max_examples=examples(150), deadline=None)
@given(tied_samples())
def test_equals_sklearn_det_curve_ties_included(data):
    scores, labels = data
    curve = core.roc_from_scores(scores, labels)
    assert_is_sklearns(det_curve(curve), labels, scores)
    assert_is_sklearns(det_curve(curve, drop_intermediate=True), labels, scores,
                       drop_intermediate=True)


@settings(max_examples=examples(100), deadline=None)
@given(aggregated_rows())
def test_aggregated_rows_equal_sklearn_on_the_expanded_rows(rows):
    scores, pos, neg = rows
    curve = core.roc_from_counts(scores, pos, neg)
    labels = np.r_[np.ones(pos.sum(), bool), np.zeros(neg.sum(), bool)]
    expanded = np.r_[np.repeat(scores, pos), np.repeat(scores, neg)]
    assert_is_sklearns(det_curve(curve), labels, expanded)


def test_a_single_class_has_no_det_curve():
    with pytest.raises(SingleClassError):
        det_curve(core.roc_from_scores([0.2, 0.4], [1, 1]))


def test_probit_is_scipys_normal_quantile():
    rates = np.array([0.0, 1e-6, 0.001, 0.05, 0.2, 0.5, 0.8, 0.999, 1.0])
    assert probit(rates).tolist() == norm.ppf(rates).tolist()
    assert probit([0.0, 1.0]).tolist() == [-np.inf, np.inf]
