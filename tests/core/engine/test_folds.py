"""Vertical and threshold averaging of folds, against a brute-force walk along each
fold's path with exact fractions."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core.engine.averaging import mean_of_fractions, sample_variance
from core.engine.folds import (
    crossings_of,
    fold_mean_sd,
    sample_thresholds,
    threshold_average,
    vertical_average,
)
from core.errors import SingleClassError
from tests.tiers import examples


def path_points(scores, labels):
    """The average-ordering path as exact points, from the textbook sweep."""
    s, y = np.asarray(scores), np.asarray(labels, dtype=bool)
    m_pos, m_neg = int(y.sum()), int((~y).sum())
    points = [(Fraction(0), Fraction(0))]
    for t in sorted(set(s.tolist()), reverse=True):
        chosen = s >= t
        points.append((Fraction(int((chosen & ~y).sum()), m_neg),
                       Fraction(int((chosen & y).sum()), m_pos)))
    return points


def highest_tpr_at(points, f):
    """The highest TPR the path reaches at FPR f: every segment looked at."""
    best = None
    for (x0, y0), (x1, y1) in zip(points[:-1], points[1:]):
        if x0 == x1 == f:
            candidates = [y0, y1]
        elif x0 <= f <= x1 and x0 < x1:
            candidates = [y0 + (y1 - y0) * (f - x0) / (x1 - x0)]
        else:
            continue
        best = max([best, *candidates]) if best is not None else max(candidates)
    return best


@st.composite
def folds(draw):
    k = draw(st.integers(1, 4))
    out = []
    for _ in range(k):
        n = draw(st.integers(2, 25))
        scores = draw(st.lists(st.sampled_from([0.1, 0.2, 0.3, 0.5, 0.7, 0.9]),
                               min_size=n, max_size=n))
        labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
        labels[0], labels[1] = True, False
        out.append((np.array(scores), np.array(labels)))
    return out


@settings(max_examples=examples(80), deadline=None)
@given(folds(), st.sampled_from([4, 10, 100]))
def test_vertical_average_takes_each_folds_highest_tpr_at_each_fpr(data, steps):
    curves = [core.roc_from_scores(s, y) for s, y in data]
    result = vertical_average([crossings_of(c, steps) for c in curves])
    exact = [[highest_tpr_at(path_points(s, y), Fraction(i, steps)) for i in range(steps + 1)]
             for s, y in data]
    assert result.fpr.tolist() == [i / steps for i in range(steps + 1)]
    for i in range(steps + 1):
        column = [fold[i] for fold in exact]
        assert result.tpr_mean[i] == float(mean_of_fractions(column))
        if len(data) > 1:
            assert result.tpr_sd[i] == pytest.approx(float(sample_variance(column)) ** 0.5,
                                                     rel=1e-15, abs=1e-300)
        else:
            assert result.tpr_sd is None
    assert result.tpr.tolist() == [[float(v) for v in fold] for fold in exact]


def test_the_top_of_a_vertical_step_is_taken_and_a_diagonal_interpolated():
    # Path: up to (0, 1/2), a diagonal to (1/2, 1) through a tie, then right.
    curve = core.roc_from_scores([0.9, 0.5, 0.5, 0.1], [1, 1, 0, 0])
    tpr = crossings_of(curve, steps=4).tpr()
    assert tpr == [Fraction(1, 2), Fraction(3, 4), Fraction(1), Fraction(1), Fraction(1)]


def test_band_is_clipped_to_the_unit_interval():
    curves = [core.roc_from_scores([0.9, 0.1], [1, 0]), core.roc_from_scores([0.9, 0.1], [0, 1])]
    result = vertical_average([crossings_of(c, 2) for c in curves])
    low, high = result.band()
    assert result.tpr_mean.tolist() == [0.5, 0.5, 1.0]
    assert low.min() >= 0 and high.max() <= 1
    assert high.tolist() == [1.0, 1.0, 1.0]


@settings(max_examples=examples(60), deadline=None)
@given(folds())
def test_threshold_average_is_each_folds_operating_point_at_the_sampled_thresholds(data):
    curves = [core.roc_from_scores(s, y) for s, y in data]
    pooled = core.roc_from_scores(np.concatenate([s for s, _ in data]),
                                  np.concatenate([y for _, y in data]))
    thresholds = sample_thresholds(pooled, steps=10)
    assert thresholds[0] == np.inf and thresholds[-1] == pooled.thresholds[-1]
    assert np.all(np.diff(thresholds) < 0)
    result = threshold_average(curves, thresholds)
    for j, t in enumerate(thresholds.tolist()):
        fprs = [Fraction(int(((s >= t) & ~y).sum()), int((~y).sum())) for s, y in data]
        tprs = [Fraction(int(((s >= t) & y).sum()), int(y.sum())) for s, y in data]
        assert result.fpr_mean[j] == float(mean_of_fractions(fprs))
        assert result.tpr_mean[j] == float(mean_of_fractions(tprs))


def test_thresholds_are_sampled_by_rank_of_the_pooled_scores():
    pooled = core.roc_from_scores(np.arange(1000) / 1000, np.arange(1000) % 2 == 0)
    thresholds = sample_thresholds(pooled, steps=100)
    assert len(thresholds) == 101
    assert thresholds[1] == pooled.thresholds[10] and thresholds[50] == pooled.thresholds[500]


def test_a_fold_of_one_class_is_refused_by_the_averages():
    one = core.roc_from_scores([0.5, 0.4], [1, 1])
    with pytest.raises(SingleClassError):
        crossings_of(one)
    with pytest.raises(SingleClassError):
        threshold_average([one], [np.inf])


def test_fold_mean_and_sd_are_exact():
    mean, sd = fold_mean_sd([Fraction(1, 3), Fraction(2, 3), Fraction(1)])
    assert mean == 2 / 3 and sd == pytest.approx(1 / 3, rel=1e-15)
    assert fold_mean_sd([Fraction(1, 2)]) == (0.5, None)


def test_threshold_averaging_tells_integers_beyond_2_53_apart():
    # At threshold 2**53 + 1 the first fold has one positive above, not two (2**53 is
    # the same float64): its counts there are those of its own vertex at 2**53 + 1.
    top = 2**53
    folds = [core.roc_from_scores([top + 1, top, 1, 0], [1, 1, 0, 0]),
             core.roc_from_scores([top + 2, top + 1, 5, 3], [1, 0, 1, 0])]
    pooled = core.roc_from_scores([top + 1, top, 1, 0, top + 2, top + 1, 5, 3],
                                  [1, 1, 0, 0, 1, 0, 1, 0])
    thresholds = pooled.thresholds
    assert thresholds.dtype == object and thresholds.tolist()[1:4] == [top + 2, top + 1, top]
    average = threshold_average(folds, thresholds)
    # At top + 1: TPR 1/2 and 1/2 (fold 1: top + 1 only; fold 2: top + 2 only).
    assert average.tpr_mean.tolist()[2] == 0.5 and average.fpr_mean.tolist()[2] == 0.25
