"""One-sided and forced-unpaired comparisons, pROC's bootstrap test and the bootstrap
interval of the partial AUC, against R's pROC 1.18.0 (constants; the data and the calls
below)::

    y  <- c(1,1,0,1,0,0,1,0,1,0,0,1,1,0,0,1,0,1,0,0)
    s1 <- c(0.9,0.8,0.8,0.7,0.6,0.6,0.6,0.5,0.45,0.4,0.35,0.35,0.3,0.3,0.2,0.9,0.1,
            0.55,0.25,0.05)
    s2 <- c(0.7,0.9,0.3,0.6,0.65,0.2,0.6,0.1,0.5,0.55,0.35,0.8,0.3,0.4,0.2,0.5,0.45,
            0.2,0.25,0.15)
    r1 <- roc(y, s1, direction="<"); r2 <- roc(y, s2, direction="<")
    roc.test(r1, r2, method="delong", alternative=alt[, paired=FALSE])
    set.seed(1)  # then, in this order, each with boot.n = 20000:
    roc.test(r1, r2, method="bootstrap", paired=TRUE | FALSE)
    ci.auc(roc(y, s1, direction="<", partial.auc=c(1, 0.7)), method="bootstrap")
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from core.engine import compare
from core.engine.build import roc_from_scores
from core.engine.partial_auc import partial_auc
from core.engine.partial_bootstrap import partial_auc_ci, partial_replicates

Y = [1, 1, 0, 1, 0, 0, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
S1 = [0.9, 0.8, 0.8, 0.7, 0.6, 0.6, 0.6, 0.5, 0.45, 0.4, 0.35, 0.35, 0.3, 0.3, 0.2, 0.9, 0.1,
      0.55, 0.25, 0.05]
S2 = [0.7, 0.9, 0.3, 0.6, 0.65, 0.2, 0.6, 0.1, 0.5, 0.55, 0.35, 0.8, 0.3, 0.4, 0.2, 0.5, 0.45,
      0.2, 0.25, 0.15]
C1, C2 = roc_from_scores(S1, Y), roc_from_scores(S2, Y)

PAIRED_Z = -0.2516990220725438
PAIRED_P = {"two-sided": 0.80127371294258709, "less": 0.40063685647129355,
            "greater": 0.59936314352870645}
UNPAIRED_D, UNPAIRED_DF = -0.20411823911832952, 37.989955144810054
UNPAIRED_P = {"two-sided": 0.8393506669493036, "less": 0.4196753334746518,
              "greater": 0.5803246665253482}


@pytest.mark.parametrize("alternative", ["two-sided", "less", "greater"])
def test_delong_alternatives_equal_procs(alternative):
    paired = compare.compare_paired(S1, S2, Y, alternative=alternative)
    assert paired.z == pytest.approx(PAIRED_Z, rel=1e-12)
    assert paired.p == pytest.approx(PAIRED_P[alternative], rel=1e-12)
    assert paired.alternative == alternative
    unpaired = compare.compare_unpaired(C1, C2, alternative=alternative)
    assert unpaired.z == pytest.approx(UNPAIRED_D, rel=1e-12)
    assert unpaired.df == pytest.approx(UNPAIRED_DF, rel=1e-12)
    assert unpaired.p == pytest.approx(UNPAIRED_P[alternative], rel=1e-12)


def test_unknown_alternative_is_refused():
    with pytest.raises(Exception, match="alternative"):
        compare.compare_unpaired(C1, C2, alternative="both")


B_REF = 20_000
BOOT_PAIRED_D, BOOT_PAIRED_P = -0.25571163652891199, 0.79817350919114649
BOOT_UNPAIRED_D, BOOT_UNPAIRED_P = -0.21044417220265263, 0.83332102002534147


def _d_tolerance(b_ours):
    # D = difference / s, s the replicates' SD: s's relative standard error is about
    # 1 / sqrt(2 B) for each run; five of the two runs' together.
    return 5 * math.sqrt(1 / (2 * b_ours) + 1 / (2 * B_REF))


def test_bootstrap_test_agrees_with_procs_within_monte_carlo_error():
    b = 20_000
    paired = compare.bootstrap_paired([S1, S2], 0, 1, labels=Y, n_bootstraps=b, seed=11)
    assert paired.paired and paired.method == "bootstrap" and paired.n_bootstraps == b
    assert paired.z / BOOT_PAIRED_D == pytest.approx(1, abs=_d_tolerance(b))
    unpaired = compare.bootstrap_unpaired(C1, C2, n_bootstraps=b, seed=11)
    assert not unpaired.paired
    assert unpaired.z / BOOT_UNPAIRED_D == pytest.approx(1, abs=_d_tolerance(b))
    # p follows from D by the normal, as pROC's.
    assert compare.p_value(BOOT_PAIRED_D) == pytest.approx(BOOT_PAIRED_P, rel=1e-12)
    assert compare.p_value(BOOT_UNPAIRED_D) == pytest.approx(BOOT_UNPAIRED_P, rel=1e-12)


def test_paired_bootstrap_resamples_both_models_alike():
    # The same model twice: every replicate's difference is 0, so D = 0 and p = 1.
    same = compare.bootstrap_paired([S1, S1], 0, 1, labels=Y, n_bootstraps=50, seed=1)
    assert (same.difference, same.z, same.p) == (0.0, 0.0, 1.0)
    r = compare.bootstrap_paired([S1, S2], 0, 1, labels=Y, n_bootstraps=200, seed=2)
    assert r == compare.bootstrap_paired([S1, S2], 0, 1, labels=Y, n_bootstraps=200, seed=2)
    assert r.difference == pytest.approx(C1.auc() - C2.auc())
    # Aggregated rows give the test of the rows expanded (each row drawn as its samples).
    counts = compare.bootstrap_paired([S1, S2], 0, 1, positives=Y,
                                      negatives=[1 - v for v in Y], n_bootstraps=200, seed=2)
    assert counts.z == pytest.approx(r.z)


PARTIAL_CI = (0.04287879, 0.2494949)  # pROC's, FPR 0 to 0.3 (specificity 1 to 0.7)


def test_partial_auc_interval_agrees_with_procs_ci_auc():
    b = 20_000
    replicates = partial_replicates(C1, 0.0, 0.3, "fpr", b, seed=8)
    for p, ref in ((0.025, PARTIAL_CI[0]), (0.975, PARTIAL_CI[1])):
        spread = 4 * math.sqrt(p * (1 - p) * (1 / b + 1 / B_REF))
        low, high = np.quantile(replicates, [p - spread, p + spread])
        assert low - 1e-7 <= ref <= high + 1e-7


def test_partial_replicates_are_partial_aucs_of_resampled_curves():
    # With no resampling spread (one block per class), every replicate is the curve's own.
    curve = roc_from_scores([0.9, 0.9, 0.1, 0.1], [1, 1, 0, 0])
    reps = partial_replicates(curve, 0.0, 0.4, "fpr", 5, seed=1)
    assert np.allclose(reps, partial_auc(curve, 0.0, 0.4).area)
    reps = partial_replicates(C1, 0.1, 0.6, "tpr", 3, seed=1)
    assert reps.shape == (3,) and np.all((reps >= 0) & (reps <= 0.5))
    ci = partial_auc_ci(C1, 0.0, 0.3, level=0.9, n_bootstraps=300, seed=3)
    point = partial_auc(C1, 0.0, 0.3)
    assert ci.low <= point.area <= ci.high
    assert ci.standardized_low <= point.standardized <= ci.standardized_high
