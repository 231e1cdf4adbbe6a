"""Every bootstrap of fractional case weights resamples the rows of each class, each
drawn row carrying its weight: the AUC's interval, the confidence band, the coordinates'
intervals (at a threshold too: weights count no samples for a binomial interval), the
partial AUC's interval and the paired bootstrap test. Each is checked against the same
resamples built here row by row and measured by scikit-learn (a test-only oracle)."""

import numpy as np
import pytest
from sklearn.metrics import roc_auc_score, roc_curve

from core.engine.bootstrap import _streams, auc_replicates
from core.engine.compare import bootstrap_paired
from core.engine.coords import coords
from core.engine.partial_bootstrap import partial_auc_ci
from core.engine.se_band import sensitivity_band
from core.engine.weighted import roc_from_weights
from core.errors import WeightedCurveError

SEED, B = 17, 120


def data(seed=5, n=160):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, 2, n).astype(bool)
    labels[:2] = (True, False)
    scores = np.round(rng.normal(labels * 0.8, 1.0), 1)  # ties within and across classes
    weights = np.round(rng.exponential(size=n), 3)
    weights[3::11] = 0.0  # rows that count nothing are never drawn
    weights[:2] = 0.5
    return scores, labels, weights


def resamples(labels, weights, seed=SEED, n=B):
    """The rows of each replicate: as many rows as each class has (of weight > 0), drawn
    with replacement, the positives from one stream and the negatives from another."""
    pos = np.flatnonzero(labels & (weights > 0))
    neg = np.flatnonzero(~labels & (weights > 0))
    positive_rng, negative_rng = (np.random.default_rng(s)
                                  for s in np.random.SeedSequence(seed).spawn(2))
    for _ in range(n):
        yield np.concatenate((pos[positive_rng.integers(0, len(pos), len(pos))],
                              neg[negative_rng.integers(0, len(neg), len(neg))]))


def sensitivity_at(fpr, tpr, specificity):
    """The last vertex at or below FPR 1 - x, else the line to the next one."""
    f = 1.0 - specificity
    j = np.searchsorted(fpr, f, "right") - 1
    k = min(j + 1, len(fpr) - 1)
    if fpr[k] == fpr[j]:
        return tpr[j]
    return tpr[j] + (f - fpr[j]) / (fpr[k] - fpr[j]) * (tpr[k] - tpr[j])


def ends(interval):
    return interval.low, interval.high


def quantiles(values, level=0.95):
    alpha = (1 - level) / 2
    return np.quantile(values, [alpha, 1 - alpha], axis=0)


def test_the_aucs_of_the_resamples_are_scikit_learns():
    s, y, w = data()
    reference = [roc_auc_score(y[r], s[r], sample_weight=w[r]) for r in resamples(y, w)]
    drawn = auc_replicates(roc_from_weights(s, y, w), B, *_streams(SEED))
    np.testing.assert_allclose(drawn, reference, rtol=0, atol=1e-12)


def test_the_band_is_the_resamples_sensitivities():
    s, y, w = data()
    grid = np.linspace(0, 1, 11)
    band = sensitivity_band(roc_from_weights(s, y, w), grid, n_bootstraps=B, seed=SEED)
    rows = []
    for r in resamples(y, w):
        fpr, tpr, _ = roc_curve(y[r], s[r], sample_weight=w[r], drop_intermediate=False)
        rows.append([sensitivity_at(fpr, tpr, x) for x in grid])
    low, high = quantiles(np.array(rows))
    np.testing.assert_allclose(band.low, low, rtol=0, atol=1e-12)
    np.testing.assert_allclose(band.high, high, rtol=0, atol=1e-12)
    fpr, tpr, _ = roc_curve(y, s, sample_weight=w, drop_intermediate=False)
    np.testing.assert_allclose(band.sensitivity, [sensitivity_at(fpr, tpr, x) for x in grid],
                               rtol=0, atol=1e-12)


def test_coordinates_at_a_threshold_take_the_bootstrap_not_a_binomial():
    s, y, w = data()
    curve = roc_from_weights(s, y, w)
    with pytest.raises(WeightedCurveError, match="binomial"):  # a readout's default
        coords(curve, "threshold", 0.35, level=0.9)
    point = coords(curve, "threshold", 0.35, level=0.9, n_bootstraps=B, seed=SEED,
                   threshold_bootstrap=True)
    assert point.intervals.method == "bootstrap" and point.intervals.n_bootstraps == B
    tpr, ppv = [], []
    for r in resamples(y, w):
        hit, pos = s[r] >= 0.35, y[r]
        tp, fp = w[r][hit & pos].sum(), w[r][hit & ~pos].sum()
        tpr.append(tp / w[r][pos].sum())
        ppv.append(tp / (tp + fp))
    np.testing.assert_allclose(ends(point.intervals.tpr), quantiles(tpr, 0.9), rtol=0, atol=1e-12)
    np.testing.assert_allclose(ends(point.intervals.ppv), quantiles(ppv, 0.9), rtol=0, atol=1e-12)


@pytest.mark.parametrize("input", ["specificity", "sensitivity"])
def test_coordinates_at_a_rate_resample_the_rows(input):
    s, y, w = data()
    point = coords(roc_from_weights(s, y, w), input, 0.7, level=0.95, n_bootstraps=B,
                   seed=SEED)
    other = []
    for r in resamples(y, w):
        fpr, tpr, _ = roc_curve(y[r], s[r], sample_weight=w[r], drop_intermediate=False)
        if input == "specificity":
            other.append(sensitivity_at(fpr, tpr, 0.7))
        else:  # the mirror: specificity as the sensitivity of the classes swapped
            other.append(sensitivity_at(1 - tpr[::-1], 1 - fpr[::-1], 0.7))
    got = point.intervals.tpr if input == "specificity" else point.intervals.tnr
    np.testing.assert_allclose(ends(got), quantiles(other), rtol=0, atol=1e-12)


def test_the_partial_aucs_interval_resamples_the_rows():
    from tests.core.engine.test_weighted_partial_auc import clipped_trapezoids

    s, y, w = data()
    ci = partial_auc_ci(roc_from_weights(s, y, w), 0.1, 0.4, "fpr", n_bootstraps=B,
                        seed=SEED)
    areas = []
    for r in resamples(y, w):
        fpr, tpr, _ = roc_curve(y[r], s[r], sample_weight=w[r], drop_intermediate=False)
        areas.append(clipped_trapezoids(fpr.tolist(), tpr.tolist(), 0.1, 0.4))
    np.testing.assert_allclose((ci.low, ci.high), quantiles(areas), rtol=0, atol=1e-12)


def test_the_paired_bootstrap_test_draws_the_rows_once_for_both_models():
    s, y, w = data()
    other = np.round(s + np.random.default_rng(2).normal(0, 0.8, len(s)), 1)
    result = bootstrap_paired([s, other], 0, 1, y, level=0.95, n_bootstraps=B, seed=SEED,
                              weights=w)
    diffs = [roc_auc_score(y[r], s[r], sample_weight=w[r])
             - roc_auc_score(y[r], other[r], sample_weight=w[r]) for r in resamples(y, w)]
    assert result.paired and result.method == "bootstrap"
    assert result.difference == pytest.approx(
        roc_auc_score(y, s, sample_weight=w) - roc_auc_score(y, other, sample_weight=w),
        abs=1e-12)
    np.testing.assert_allclose((result.ci.low, result.ci.high), quantiles(diffs), rtol=0,
                               atol=1e-12)
    assert result.z == pytest.approx(result.difference / np.std(diffs, ddof=1),
                                             rel=1e-9)


def test_the_unpaired_bootstrap_test_resamples_each_models_rows_apart():
    from core.engine.compare import bootstrap_unpaired

    s, y, w = data()
    s2, y2, w2 = data(seed=8, n=90)
    result = bootstrap_unpaired(roc_from_weights(s, y, w), roc_from_weights(s2, y2, w2),
                                n_bootstraps=B, seed=SEED)
    rngs = [np.random.default_rng(q) for q in np.random.SeedSequence(SEED).spawn(4)]

    def aucs(scores, labels, weights, positive_rng, negative_rng):
        pos = np.flatnonzero(labels & (weights > 0))
        neg = np.flatnonzero(~labels & (weights > 0))
        out = []
        for _ in range(B):
            r = np.concatenate((pos[positive_rng.integers(0, len(pos), len(pos))],
                                neg[negative_rng.integers(0, len(neg), len(neg))]))
            out.append(roc_auc_score(labels[r], scores[r], sample_weight=weights[r]))
        return np.array(out)

    diffs = aucs(s, y, w, *rngs[:2]) - aucs(s2, y2, w2, *rngs[2:])
    assert not result.paired
    np.testing.assert_allclose((result.ci.low, result.ci.high), quantiles(diffs), rtol=0,
                               atol=1e-12)
