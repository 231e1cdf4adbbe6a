"""Comparing the AUCs of two models with DeLong's method, as R's pROC does.

*Paired* models score the same samples, so their AUCs are correlated:
``z = (AUC_a - AUC_b) / sqrt(var_a + var_b - 2 cov_ab)`` with a two-sided p from the
standard normal distribution, and the confidence interval of the difference
``diff -/+ z_{(1+level)/2} * se`` from the same normal distribution.

*Unpaired* models (different samples) are independent: pROC's
``D = (AUC_a - AUC_b) / sqrt(var_a + var_b)`` with a two-sided p from Student's t with
Welch-like degrees of freedom
``df = (var_a + var_b)^2 / (var_a^2 / (n_a - 1) + var_b^2 / (n_b - 1))`` (n = all samples
of each model); the confidence interval of the difference, ``diff -/+ t_{(1+level)/2, df}
* se``, uses that same t distribution, so that it excludes 0 exactly when
``p < 1 - level``. (pROC itself reports no interval for this test.) Either interval is
clipped to [-1, 1], where a difference of AUCs lies.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from scipy import special

from core.engine.curve import RocCurve
from core.engine.delong import (
    ConfidenceInterval,
    PairedDelong,
    check_level,
    delong_paired,
    delong_variance,
    normal_quantile,
)
from core.errors import InputError, StatisticError
from core.phrases import Phrase


@dataclass(frozen=True)
class AucComparison:
    """The result of a DeLong test of ``AUC_a - AUC_b = 0``.

    Attributes
    ----------
    paired : bool
        Whether the two models scored the same samples.
    method : str
        ``"delong"``.
    difference : float
        ``AUC_a - AUC_b`` (average tie ordering).
    z : float
        The test statistic: z (paired) or pROC's D (unpaired).
    p : float
        Two-sided p-value: normal (paired) or Student's t with ``df`` (unpaired).
    ci : ConfidenceInterval
        Of the difference, from the test's distribution; ``ci.se`` is the standard
        error of the difference.
    df : float or None
        Degrees of freedom of the unpaired test; ``None`` when paired.
    """

    paired: bool
    method: str
    difference: float
    z: float
    p: float
    ci: ConfidenceInterval
    df: float | None


def compare_paired(scores_a, scores_b, labels, level: float = 0.95) -> AucComparison:
    """DeLong's test for two models scored on the same samples.

    Parameters
    ----------
    scores_a, scores_b : array_like of shape (n,)
        The two models' scores of the same samples, in the same order.
    labels : array_like of shape (n,)
        Booleans or 0/1, shared by both.
    level : float
        Confidence level of the interval of the difference.

    Raises
    ------
    InputError
        ``level`` outside (0, 1); arrays of different lengths (LengthMismatchError),
        non-finite scores, labels that are not binary.
    SingleClassError, StatisticError
        A class is missing, or has one sample; or the difference has standard error 0
        but is not 0 (``what == "paired comparison"``). Two models that give every
        sample the same component (they rank the samples alike) differ by exactly 0:
        z = 0 and p = 1, as pROC reports for identical curves.

    Examples
    --------
    >>> r = compare_paired([0.9, 0.8, 0.7, 0.6, 0.5, 0.4], [0.6, 0.9, 0.5, 0.8, 0.4, 0.7],
    ...                    [1, 0, 1, 0, 1, 0])
    >>> r.difference, round(r.z, 6), round(r.p, 6), r.df
    (0.6666666666666666, 2.44949, 0.014306, None)
    """
    check_level(level)
    return compare_models(delong_paired([scores_a, scores_b], labels), 0, 1, level)


def compare_all_paired(scores: Sequence, labels, level: float = 0.95) -> tuple[AucComparison, ...]:
    """DeLong's test for every pair ``(i, j)``, ``i < j``, of paired models, in the order
    ``(0, 1), (0, 2), ..., (1, 2), ...``; each model's components are computed once.
    Raises as :func:`compare_paired`.
    """
    check_level(level)
    paired = delong_paired(scores, labels)
    k = paired.n_models
    return tuple(compare_models(paired, i, j, level) for i in range(k) for j in range(i + 1, k))


def compare_models(paired: PairedDelong, a: int, b: int, level: float = 0.95) -> AucComparison:
    """DeLong's paired test of models ``a`` and ``b`` of an already computed
    :class:`PairedDelong` (from :func:`core.engine.delong.delong_paired` or
    :func:`~core.engine.delong.delong_paired_counts`)."""
    z_crit = normal_quantile(level)
    for index in (a, b):
        if not 0 <= index < paired.n_models:
            raise InputError(Phrase("model {model} does not exist: there are {n} models",
                                    model=index, n=paired.n_models))
    if a == b:
        raise InputError(Phrase("a model cannot be compared with itself (model {model} twice)",
                                model=a))
    difference = float(paired.aucs[a]) - float(paired.aucs[b])
    variance = paired.difference_variance(a, b)
    if not variance > 0.0:
        if difference == 0.0:
            # Every sample's components agree (the models rank the samples alike): 0/0,
            # which pROC reports as z = 0, p = 1, and so does this.
            ci = ConfidenceInterval("delong", float(level), 0.0, 0.0, 0.0)
            return AucComparison(True, "delong", 0.0, 0.0, 1.0, ci, None)
        raise StatisticError(Phrase(
            "the AUCs differ by {difference:.6g} but the standard error of the difference"
            " is 0: the paired test is undefined", difference=difference),
            what="paired comparison")
    se = math.sqrt(variance)
    z = difference / se
    p = float(2.0 * special.ndtr(-abs(z)))  # the normal's survival function
    ci = ConfidenceInterval.around(difference, z_crit * se, se, level, lowest=-1.0)
    return AucComparison(True, "delong", difference, z, p, ci, None)


def compare_unpaired(curve_a: RocCurve, curve_b: RocCurve, level: float = 0.95) -> AucComparison:
    """DeLong's test for two models of different samples (pROC's unpaired test).

    Raises
    ------
    InputError
        ``level`` outside (0, 1).
    SingleClassError, StatisticError
        A class of either model is missing or has one sample; or both AUCs have
        variance 0 (``what == "unpaired comparison"``).

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> a = roc_from_scores([0.9, 0.8, 0.7, 0.6, 0.5, 0.4], [1, 0, 1, 0, 1, 0])
    >>> b = roc_from_scores([3, 1, 2, 2, 1], [1, 0, 1, 0, 0])
    >>> r = compare_unpaired(a, b)
    >>> r.difference, round(r.z, 6), round(r.p, 6), round(r.df, 4)
    (-0.25, -0.842927, 0.428107, 6.754)
    """
    check_level(level)
    va = delong_variance(curve_a)
    vb = delong_variance(curve_b)
    variance = va.variance + vb.variance
    if not variance > 0.0:
        raise StatisticError(Phrase(
            "both AUCs have DeLong variance 0 (within each model every positive, and"
            " every negative, has the same component, as with perfectly separated or"
            " all-tied scores), so the standard error of the difference is 0 and the"
            " unpaired test is undefined"),
            what="unpaired comparison")
    n_a = va.n_positive + va.n_negative
    n_b = vb.n_positive + vb.n_negative
    df = variance**2 / (va.variance**2 / (n_a - 1) + vb.variance**2 / (n_b - 1))
    se = math.sqrt(variance)
    difference = va.auc - vb.auc
    d = difference / se
    # Student's t survival and quantile functions (what scipy.stats.t calls).
    p = float(2.0 * special.stdtr(df, -abs(d)))
    t_crit = float(special.stdtrit(df, 0.5 + level / 2))
    ci = ConfidenceInterval.around(difference, t_crit * se, se, level, lowest=-1.0)
    return AucComparison(False, "delong", difference, d, p, ci, float(df))
