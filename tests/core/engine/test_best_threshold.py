"""Best thresholds against brute force over every vertex in exact fractions, with ties
that float arithmetic gets wrong."""

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import core
from core import InputError, SingleClassError
from core.engine.best_threshold import best_threshold
from core.errors import CostRatioError, PrevalenceError, UnknownMethodError
from tests.tiers import examples

few_scores = st.sampled_from([-1.0, 0.0, 0.3, 0.5, 0.7, 1.0, 2.0])


@st.composite
def tied_samples(draw):
    n = draw(st.integers(2, 50))
    scores = draw(st.lists(few_scores, min_size=n, max_size=n))
    labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    assume(any(labels) and not all(labels))
    return core.roc_from_scores(scores, labels)


@st.composite
def aggregated_curves(draw):
    k = draw(st.integers(1, 25))
    # Distinct scores, counts from a small range: many vertices share a criterion value.
    pos = draw(st.lists(st.integers(0, 4), min_size=k, max_size=k))
    neg = draw(st.lists(st.integers(0, 4), min_size=k, max_size=k))
    assume(sum(pos) > 0 and sum(neg) > 0)
    return core.roc_from_counts(np.arange(k, dtype=float), pos, neg)


curves = st.one_of(tied_samples(), aggregated_curves())


def brute_force(curve, method, cost_ratio=None, prevalence=None):
    """(vertex, exact value): scan every vertex in order, keep the first best."""
    m_pos, m_neg = curve.n_positive, curve.n_negative
    if method == "cost":
        pi = Fraction(m_pos, m_pos + m_neg) if prevalence is None else Fraction(prevalence)
        r = Fraction(cost_ratio)
    best_k, best = None, None
    for k, (tp, fp) in enumerate(zip(curve.tp.tolist(), curve.fp.tolist())):
        tpr, fpr = Fraction(tp, m_pos), Fraction(fp, m_neg)
        if method == "youden":
            key, value = -(tpr - fpr), tpr - fpr
        elif method == "closest":
            key = value = (1 - tpr) ** 2 + fpr**2
        else:
            key = value = r * pi * (1 - tpr) + (1 - pi) * fpr
        if best is None or key < best[0]:
            best_k, best = k, (key, value)
    return best_k, best[1]


def check(curve, method, cost_ratio=None, prevalence=None):
    got = best_threshold(curve, method, cost_ratio=cost_ratio, prevalence=prevalence)
    k, value = brute_force(curve, method, cost_ratio, prevalence)
    assert got.vertex == k
    assert got.value == float(value)
    assert got.threshold == curve.thresholds[k]
    assert (got.tp, got.fp) == (curve.tp[k], curve.fp[k])
    assert got.tp + got.fn == curve.n_positive and got.fp + got.tn == curve.n_negative
    assert got.tpr == got.tp / curve.n_positive and got.fpr == got.fp / curve.n_negative
    assert got.method == method
    return got


@settings(max_examples=examples(150), deadline=None)
@given(curves, st.sampled_from(["youden", "closest"]))
def test_youden_and_closest_match_brute_force(curve, method):
    got = check(curve, method)
    assert got.cost_ratio is got.prevalence is got.iso_slope is None


@settings(max_examples=examples(150), deadline=None)
@given(curves,
       st.sampled_from([1, 0.5, 2, 3.7, 0.1, 1e-3, 1e3, 1 / 3]),
       st.sampled_from([None, 0.5, 0.1, 0.25, 0.9, 1 / 3, 0.999]))
def test_cost_matches_brute_force(curve, ratio, prevalence):
    got = check(curve, "cost", ratio, prevalence)
    pi = Fraction(curve.n_positive, curve.n_samples) if prevalence is None else Fraction(prevalence)
    assert got.prevalence == float(pi)
    assert got.cost_ratio == ratio
    assert got.iso_slope == float((1 - pi) / (Fraction(ratio) * pi))


@settings(max_examples=examples(80), deadline=None)
@given(curves)
def test_cost_of_even_ratio_at_the_sample_prevalence_maximises_accuracy(curve):
    # R = 1, π = m+/n: the expected cost is the error rate (FN + FP) / n.
    got = best_threshold(curve, "cost", cost_ratio=1)
    errors = curve.n_positive - curve.tp + curve.fp
    assert got.fn + got.fp == errors.min()
    assert got.vertex == int(np.argmin(errors))
    assert got.value == errors.min() / curve.n_samples


def test_youden_tie_that_floats_break_the_wrong_way():
    # m+ = 2, m- = 10: J = 3/10 at (TP, FP) = (1, 2) and at (2, 7), but in float64
    # 1/2 - 2/10 = 0.3 while 1 - 7/10 = 0.30000000000000004. The higher threshold wins.
    labels = [0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0]
    curve = core.roc_from_scores(np.arange(12, 0, -1), labels)
    j = curve.tpr - curve.fpr
    assert int(np.argmax(j)) == 9  # float luck picks (2, 7)
    best = best_threshold(curve, "youden")
    assert (best.vertex, best.tp, best.fp, best.threshold) == (3, 1, 2, 10.0)
    assert best.value == 0.3


def test_closest_tie_that_floats_break_the_wrong_way():
    # m+ = 2, m- = 24: (1, 5) and (2, 13) are both 169/576 from (0, 1); float64 rounds
    # the second lower.
    labels = [0] * 5 + [1] + [0] * 8 + [1] + [0] * 11
    curve = core.roc_from_scores(np.arange(len(labels), 0, -1), labels)
    fnr = 1 - curve.tpr
    assert int(np.argmin(fnr * fnr + curve.fpr * curve.fpr)) == 15  # float luck: (2, 13)
    best = best_threshold(curve, "closest")
    assert (best.tp, best.fp, best.vertex) == (1, 5, 6)
    assert best.value == 169 / 576


def test_eight_samples():
    curve = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
                                 [1, 0, 1, 1, 0, 0, 1, 0])
    # J = 1/4 at 0.77, 0.58 and 0.47: the highest threshold wins.
    assert best_threshold(curve, "youden").threshold == 0.77
    closest = best_threshold(curve, "closest")
    assert (closest.threshold, closest.value) == (0.58, 0.3125)
    # A miss costs five false alarms: catching every positive at 0.23 (3 alarms, 3/8 per
    # sample) beats missing one at 0.47 ((5 + 2)/8).
    cost = best_threshold(curve, "cost", cost_ratio=5)
    assert (cost.threshold, cost.fn, cost.fp) == (0.23, 0, 3)
    assert cost.value == 3 / 8


def test_a_reversed_classifier_predicts_nothing():
    curve = core.roc_from_scores([1, 2, 3, 4], [1, 1, 0, 0])
    best = best_threshold(curve, "youden")
    assert (best.vertex, best.threshold, best.value) == (0, math.inf, 0.0)


def test_huge_aggregated_counts_stay_exact():
    # m+ m- far beyond 2**63: criteria are compared as Python integers.
    big = 3 * 10**12
    curve = core.roc_from_counts([3.0, 2.0, 1.0, 0.0], [big, 1, big, 7], [1, big, 5, big - 3])
    for method in ("youden", "closest"):
        check(curve, method)
    check(curve, "cost", 2.5, 0.01)
    check(curve, "cost", 1e-300, None)
    check(curve, "cost", 1e300, 0.5)


def test_method_names_ignore_case_and_spaces():
    curve = core.roc_from_scores([3, 2, 1], [1, 0, 1])
    assert best_threshold(curve, " Youden ").method == "youden"
    assert best_threshold(curve, "COST", cost_ratio=2).method == "cost"


@pytest.mark.parametrize("kwargs, error, words", [
    (dict(method="f1"), UnknownMethodError, "'f1'"),
    (dict(method=None), UnknownMethodError, "None"),
    (dict(method="cost"), CostRatioError, "needs a cost ratio"),
    (dict(method="cost", cost_ratio=0), CostRatioError, "not 0"),
    (dict(method="cost", cost_ratio=-2.5), CostRatioError, "-2.5"),
    (dict(method="cost", cost_ratio=float("nan")), CostRatioError, "nan"),
    (dict(method="cost", cost_ratio=float("inf")), CostRatioError, "inf"),
    (dict(method="cost", cost_ratio="two"), CostRatioError, "'two'"),
    (dict(method="cost", cost_ratio=np.float64(-1)), CostRatioError, "not -1.0"),
    (dict(method="cost", cost_ratio=1, prevalence=0), PrevalenceError, "not 0"),
    (dict(method="cost", cost_ratio=1, prevalence=1), PrevalenceError, "not 1"),
    (dict(method="cost", cost_ratio=1, prevalence=1.5), PrevalenceError, "1.5"),
    (dict(method="cost", cost_ratio=1, prevalence=float("nan")), PrevalenceError, "nan"),
    (dict(method="youden", cost_ratio=2), CostRatioError, "youden"),
    (dict(method="closest", prevalence=0.2), PrevalenceError, "closest"),
])
def test_bad_settings_are_one_clear_line(kwargs, error, words):
    curve = core.roc_from_scores([3, 2, 1], [1, 0, 1])
    with pytest.raises(error) as caught:
        best_threshold(curve, **kwargs)
    message = str(caught.value)
    assert isinstance(caught.value, InputError)
    assert "\n" not in message and words in message
    assert caught.value.option == error.option


def test_one_class_is_refused():
    with pytest.raises(SingleClassError):
        best_threshold(core.roc_from_scores([1, 2], [0, 0]))


# pROC names a vertex by the midpoint between its score and the next lower distinct
# score (-inf below the lowest, +inf above the highest); rocscope by the score itself.

EIGHT = ([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15], [1, 0, 1, 1, 0, 0, 1, 0])


def test_the_midpoint_to_the_next_lower_score():
    curve = core.roc_from_scores(*EIGHT)
    youden = best_threshold(curve, "youden")
    assert (youden.threshold, youden.midpoint) == (0.77, (0.77 + 0.62) / 2)
    closest = best_threshold(curve, "closest")
    assert (closest.threshold, closest.midpoint) == (0.58, (0.58 + 0.47) / 2)


def test_the_midpoint_at_either_end_of_the_curve():
    reversed_ = core.roc_from_scores([0.9, 0.8, 0.2, 0.1], [0, 0, 1, 1])
    start = best_threshold(reversed_, "youden")
    assert (start.vertex, start.threshold, start.midpoint) == (0, math.inf, math.inf)
    # A missed positive costs 100 false alarms: everything is predicted positive.
    end = best_threshold(core.roc_from_scores([0.9, 0.5, 0.1], [1, 0, 1]), "cost",
                         cost_ratio=100)
    assert (end.vertex, end.threshold, end.midpoint) == (3, 0.1, -math.inf)


@pytest.mark.parametrize(("higher", "lower", "expected"), [
    (0.22, 0.19, 0.20500000000000002),  # pROC's 0.205, as R prints it
    (1.0, np.nextafter(1.0, 0.0), 1.0),  # no float between: the higher score
    (1.5e308, 1e308, 1.25e308),  # the sum would overflow
    (-1e200, -1.2e200, -1.1e200),
    (3, 2, 2.5),
])
def test_midpoints_split_the_two_scores(higher, lower, expected):
    from core.engine.best_threshold import midpoint

    mid = midpoint(higher, lower)
    assert mid == expected
    assert lower < mid <= higher  # score >= mid: the higher positive, the lower not
