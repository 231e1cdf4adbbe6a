"""Coordinates at a threshold, a specificity or a sensitivity, and their intervals,
against R's pROC 1.18.0 (values kept as constants: the script that made them is in the
module's notes below), scipy's binomial intervals, and brute force.

The pROC values come from::

    y  <- c(1,1,0,1,0,0,1,0,1,0,0,1,1,0,0,1,0,1,0,0)
    s1 <- c(0.9,0.8,0.8,0.7,0.6,0.6,0.6,0.5,0.45,0.4,0.35,0.35,0.3,0.3,0.2,0.9,0.1,
            0.55,0.25,0.05)
    r1 <- roc(y, s1, direction="<", levels=c(0,1))
    coords(r1, x, input="specificity" | "sensitivity",
           ret=c("threshold","sensitivity","specificity","tp","fp","tn","fn","ppv","npv"))
    set.seed(1); ci.coords(r1, x=0.75, input="specificity",
                           ret=c("sensitivity","ppv","npv"), boot.n=20000)
    ci.coords(r1, x=0.8, input="sensitivity", ret="specificity", boot.n=20000)
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.stats import binomtest

from core.engine.build import roc_from_scores
from core.engine.coords import clopper_pearson, coords, coords_replicates, log_ratio_interval
from core.errors import InputError, PrevalenceError

Y = [1, 1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
S1 = [0.9, 0.8, 0.8, 0.7, 0.6, 0.6, 0.6, 0.5, 0.45, 0.4, 0.35, 0.35, 0.3, 0.3, 0.2, 0.9, 0.1,
      0.55, 0.25, 0.05]
CURVE = roc_from_scores(S1, Y)

# input, x: pROC's (threshold or None, sensitivity, specificity, tp, fp, tn, fn, ppv, npv).
# pROC names a vertex by the midpoint below the score; rocscope by the score itself
# (score >= t), given beside it.
PROC = [
    ("specificity", 0.9, (None, 0.44999999999999996, 0.9, 4.05, 1.0999999999999996, 9.9, 4.95,
                          0.78640776699029136, 0.66666666666666663)),
    ("specificity", 0.75, (None, 0.54166666666666674, 0.75, 4.875, 2.75, 8.25, 4.125,
                           0.63934426229508201, 0.66666666666666663)),
    ("specificity", 0.5, (None, 0.83333333333333326, 0.5, 7.5, 5.5, 5.5, 1.5,
                          0.57692307692307687, 0.78571428571428559)),
    ("specificity", 0.8333333333333334, (None, 0.49074074074074070, 0.8333333333333334,
                                         4.4166666666666661, 1.8333333333333321,
                                         9.1666666666666679, 4.5833333333333339,
                                         0.70666666666666678, 0.66666666666666663)),
    ("specificity", 1 / 3, (None, 1.0, 1 / 3, 9.0, 7.3333333333333339, 3.6666666666666665,
                            0.0, 0.55102040816326525, 1.0)),
    ("sensitivity", 0.95, (None, 0.95, 0.40454545454545454, 8.55, 6.55, 4.45, 0.45,
                           0.56622516556291391, 0.90816326530612224)),
    ("sensitivity", 0.8, (None, 0.8, 0.52727272727272723, 7.2, 5.2, 5.8, 1.8,
                          0.58064516129032262, 0.76315789473684215)),
    ("sensitivity", 0.5, (None, 0.5, 0.81818181818181812, 4.5, 2.0, 9.0, 4.5,
                          0.69230769230769229, 0.66666666666666663)),
    ("sensitivity", 1 / 3, (0.8, 1 / 3, 0.90909090909090906, 3, 1, 10, 6, 0.75, 0.625)),
    ("sensitivity", 7 / 9, (0.45, 7 / 9, 0.63636363636363635, 7, 4, 7, 2,
                            0.63636363636363635, 0.77777777777777779)),
]


@pytest.mark.parametrize("input, x, expected", PROC)
def test_coords_equal_procs(input, x, expected):
    threshold, se, sp, tp, fp, tn, fn, ppv, npv = expected
    c = coords(CURVE, input, x)
    got = (c.tpr, c.tnr, c.tp, c.fp, c.tn, c.fn, c.ppv, c.npv)
    assert got == pytest.approx((se, sp, tp, fp, tn, fn, ppv, npv), rel=1e-13, abs=1e-13)
    if threshold is None:
        assert c.interpolated and math.isnan(c.threshold)
    else:
        assert c.threshold == threshold and CURVE.thresholds[c.vertex] == threshold
        point = CURVE.operating_point(threshold)
        assert (point.tp, point.fp) == (c.tp, c.fp)


def _brute_sensitivity_at(curve, specificity):
    """The highest TPR on the average-ordering polyline at FPR = 1 - specificity."""
    fpr, tpr = curve.fp / curve.n_negative, curve.tp / curve.n_positive
    f = 1 - specificity
    best = -1.0
    for k in range(len(fpr) - 1):
        x0, x1, y0, y1 = fpr[k], fpr[k + 1], tpr[k], tpr[k + 1]
        if x0 <= f <= x1:
            best = max(best, y1 if x1 == x0 else y0 + (y1 - y0) * (f - x0) / (x1 - x0))
    return best


@pytest.mark.parametrize("seed", range(20))
def test_sensitivity_at_specificity_is_the_polyline_s_highest(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(4, 40))
    labels = rng.integers(0, 2, n)
    labels[:2] = (0, 1)
    scores = rng.integers(0, 6, n) / 5  # many ties
    curve = roc_from_scores(scores, labels)
    for sp in (0.0, 0.1, 0.33, 0.5, 0.9, 0.95, 1.0):
        assert coords(curve, "specificity", sp).tpr == pytest.approx(
            _brute_sensitivity_at(curve, sp), abs=1e-12)


def test_rates_intervals_are_scipys_clopper_pearson():
    for k, n in ((0, 7), (3, 7), (7, 7), (1, 1), (12, 40)):
        for level in (0.9, 0.95, 0.99):
            ours = clopper_pearson(k, n, level)
            ref = binomtest(k, n).proportion_ci(level, method="exact")
            assert (ours.low, ours.high) == pytest.approx((ref.low, ref.high), abs=1e-12)
    c = coords(CURVE, "threshold", 0.6, level=0.95)
    ref = binomtest(int(c.tp), 9).proportion_ci(0.95, method="exact")
    assert (c.intervals.tpr.low, c.intervals.tpr.high) == pytest.approx((ref.low, ref.high))
    ref = binomtest(int(c.tp), int(c.tp + c.fp)).proportion_ci(0.95, method="exact")
    assert (c.intervals.ppv.low, c.intervals.ppv.high) == pytest.approx((ref.low, ref.high))
    assert c.intervals.method == "clopper-pearson"


def test_likelihood_ratio_log_interval():
    # Simel et al. (1991): LR+ = (a/m1)/(b/m2), SE of its log sqrt(1/a - 1/m1 + 1/b - 1/m2).
    c = coords(CURVE, "threshold", 0.6, level=0.95)
    a, b = c.tp, c.fp
    se = math.sqrt(1 / a - 1 / 9 + 1 / b - 1 / 11)
    z = 1.959963984540054
    assert c.lr_positive == pytest.approx((a / 9) / (b / 11))
    assert c.intervals.lr_positive.low == pytest.approx(c.lr_positive * math.exp(-z * se))
    assert c.intervals.lr_positive.high == pytest.approx(c.lr_positive * math.exp(z * se))
    assert math.isnan(log_ratio_interval(0, 9, 3, 11, 0.95).low)


def test_values_at_prevalence_follow_bayes():
    c = coords(CURVE, "specificity", 0.9, prevalence=0.1)
    p = 0.1
    assert c.ppv_at_prevalence == pytest.approx(c.tpr * p / (c.tpr * p + c.fpr * (1 - p)))
    assert c.npv_at_prevalence == pytest.approx(
        c.tnr * (1 - p) / (c.tnr * (1 - p) + (1 - c.tpr) * p))
    assert c.youden_j == pytest.approx(c.tpr - c.fpr)
    assert c.distance == pytest.approx(math.hypot(c.fpr, 1 - c.tpr))
    with pytest.raises(PrevalenceError):
        coords(CURVE, "threshold", 0.5, prevalence=1.0)
    with pytest.raises(InputError):
        coords(CURVE, "specificity", 1.5)


def _within_monte_carlo(replicates, p, reference, reference_b=20_000):
    """The reference quantile lies between our replicates' quantiles at p -/+ four
    standard errors of the quantile's level (ours and the reference's, B each)."""
    values = replicates[~np.isnan(replicates)]
    spread = 4 * math.sqrt(p * (1 - p) * (1 / len(values) + 1 / reference_b))
    low, high = np.quantile(values, [max(p - spread, 0), min(p + spread, 1)])
    return low - 1e-7 <= reference <= high + 1e-7  # pROC printed seven digits


def test_bootstrap_intervals_agree_with_procs_ci_coords():
    replicates = coords_replicates(CURVE, "specificity", 0.75, 20_000, seed=5)
    for name, (low, high) in (("tpr", (0.2083333, 1)), ("ppv", (0.4054054, 0.7659574)),
                              ("npv", (0.5365854, 1))):
        assert _within_monte_carlo(replicates[name], 0.025, low), name
        assert _within_monte_carlo(replicates[name], 0.975, high), name
    replicates = coords_replicates(CURVE, "sensitivity", 0.8, 20_000, seed=5)
    assert _within_monte_carlo(replicates["tnr"], 0.025, 0.2227273)
    assert _within_monte_carlo(replicates["tnr"], 0.975, 0.9090909)


def test_bootstrap_interval_is_repeatable_and_brackets_the_point():
    a = coords(CURVE, "specificity", 0.75, level=0.9, n_bootstraps=500, seed=3)
    assert a == coords(CURVE, "specificity", 0.75, level=0.9, n_bootstraps=500, seed=3)
    assert a.intervals.method == "bootstrap" and a.intervals.n_bootstraps == 500
    assert a.intervals.tpr.low <= a.tpr <= a.intervals.tpr.high
    assert a.intervals.tnr.low == a.intervals.tnr.high == 0.75  # fixed by construction
