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

One-sided alternatives are pROC's ``roc.test(alternative=)``: ``"greater"`` (AUC_a above
AUC_b) takes the upper tail, ``p = P(Z >= z)``, and ``"less"`` the lower, ``p = P(Z <= z)``
(Student's t for the unpaired test); the interval of the difference stays two-sided, as
pROC's.

pROC's bootstrap test (``roc.test(method = "bootstrap")``, stratified) is
:func:`bootstrap_paired` and :func:`bootstrap_unpaired`: ``D = (AUC_a - AUC_b) / s``, with
``s`` the standard deviation of the difference over the replicates (each replicate
resamples the positives and the negatives; paired models are resampled together, the
same samples for both), and ``p`` from the standard normal.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import special

from core.engine.curve import RocCurve
from core.engine.delong import (
    ConfidenceInterval,
    PairedDelong,
    delong_paired,
    delong_variance,
    normal_quantile,
    require_two_per_class,
)
from core.engine.validate import check_bootstraps, check_level
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
    alternative : {"two-sided", "less", "greater"}
        What ``p`` tests against ``AUC_a = AUC_b``: ``greater`` is AUC_a > AUC_b.
    n_bootstraps : int or None
        The replicates of the bootstrap test (``method == "bootstrap"``).
    """

    paired: bool
    method: str
    difference: float
    z: float
    p: float
    ci: ConfidenceInterval
    df: float | None
    alternative: str = "two-sided"
    n_bootstraps: int | None = None


ALTERNATIVES = ("two-sided", "less", "greater")


def p_value(statistic: float, alternative: str = "two-sided", df: float | None = None) -> float:
    """The p-value of a z (``df`` None) or Student's t statistic, as pROC's roc.test."""
    if alternative not in ALTERNATIVES:
        raise InputError(Phrase("unknown alternative {alternative!r}: use two-sided, less or"
                                " greater", alternative=alternative), option="alternative",
                         value=alternative)

    def lower(x):  # the distribution's P(X <= x)
        return float(special.ndtr(x) if df is None else special.stdtr(df, x))

    if alternative == "two-sided":
        return 2.0 * lower(-abs(statistic))
    return lower(-statistic) if alternative == "greater" else lower(statistic)


def compare_paired(scores_a, scores_b, labels, level: float = 0.95,
                   alternative: str = "two-sided") -> AucComparison:
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
    return compare_models(delong_paired([scores_a, scores_b], labels), 0, 1, level,
                          alternative)


def compare_all_paired(scores: Sequence, labels, level: float = 0.95) -> tuple[AucComparison, ...]:
    """DeLong's test for every pair ``(i, j)``, ``i < j``, of paired models, in the order
    ``(0, 1), (0, 2), ..., (1, 2), ...``; each model's components are computed once.
    Raises as :func:`compare_paired`.
    """
    check_level(level)
    paired = delong_paired(scores, labels)
    k = paired.n_models
    return tuple(compare_models(paired, i, j, level) for i in range(k) for j in range(i + 1, k))


def compare_models(paired: PairedDelong, a: int, b: int, level: float = 0.95,
                   alternative: str = "two-sided") -> AucComparison:
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
            return AucComparison(True, "delong", 0.0, 0.0, p_value(0.0, alternative), ci,
                                 None, alternative)
        raise StatisticError(Phrase(
            "the AUCs differ by {difference:.6g} but the standard error of the difference"
            " is 0: the paired test is undefined", difference=difference),
            what="paired comparison")
    se = math.sqrt(variance)
    z = difference / se
    ci = ConfidenceInterval.around(difference, z_crit * se, se, level, lowest=-1.0)
    return AucComparison(True, "delong", difference, z, p_value(z, alternative), ci, None,
                         alternative)


def compare_unpaired(curve_a: RocCurve, curve_b: RocCurve, level: float = 0.95,
                     alternative: str = "two-sided") -> AucComparison:
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
    # Student's t distribution and quantile functions (what scipy.stats.t calls).
    p = p_value(d, alternative, df)
    t_crit = float(special.stdtrit(df, 0.5 + level / 2))
    ci = ConfidenceInterval.around(difference, t_crit * se, se, level, lowest=-1.0)
    return AucComparison(False, "delong", difference, d, p, ci, float(df), alternative)


# ---- pROC's bootstrap test --------------------------------------------------------------


def bootstrap_unpaired(curve_a: RocCurve, curve_b: RocCurve, level: float = 0.95,
                       alternative: str = "two-sided", n_bootstraps: int = 2000,
                       seed=None) -> AucComparison:
    """pROC's stratified bootstrap test of two models of different samples: each model
    resampled on its own (O(K) a replicate, on the tie blocks).

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> a = roc_from_scores([0.9, 0.8, 0.7, 0.6, 0.5, 0.4], [1, 0, 1, 0, 1, 0])
    >>> b = roc_from_scores([3, 1, 2, 2, 1], [1, 0, 1, 0, 0])
    >>> bootstrap_unpaired(a, b, seed=1) == bootstrap_unpaired(a, b, seed=1)
    True
    """
    from core.engine.bootstrap import _streams, auc_replicates, require_two_samples

    level = check_level(level)
    n = check_bootstraps(n_bootstraps)
    rngs = _streams(seed, 4)
    for curve in (curve_a, curve_b):
        require_two_samples(curve, Phrase("bootstrap test"))
    # Fractional case weights: each model's rows resampled with their weights.
    diffs = (auc_replicates(curve_a, n, rngs[0], rngs[1])
             - auc_replicates(curve_b, n, rngs[2], rngs[3]))
    return _bootstrap_result(False, curve_a.auc(), curve_b.auc(), diffs, level, alternative)


def bootstrap_paired(scores: Sequence, a: int, b: int, labels=None, positives=None,
                     negatives=None, level: float = 0.95, alternative: str = "two-sided",
                     n_bootstraps: int = 2000, seed=None, weights=None) -> AucComparison:
    """pROC's stratified bootstrap test of models ``a`` and ``b`` of ``scores`` (each an
    array over the same samples): each replicate resamples the samples once, for both.

    ``labels`` (0/1 per sample), or ``positives`` and ``negatives`` (counts per
    aggregated row: a row is drawn as often as the samples it stands for). ``labels``
    with ``weights``: rows of case weights, each replicate drawing the rows of each
    class once for both models (:func:`core.engine.weighted.draw_rows`), each drawn row
    carrying its weight.

    Examples
    --------
    >>> s1, s2 = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4], [0.6, 0.9, 0.5, 0.8, 0.4, 0.7]
    >>> r = bootstrap_paired([s1, s2], 0, 1, labels=[1, 0, 1, 0, 1, 0], seed=3)
    >>> r.difference, r.method, r.paired
    (0.6666666666666666, 'bootstrap', True)
    """
    from core.engine.bootstrap import _streams
    from core.engine.exact import total

    level = check_level(level)
    n = check_bootstraps(n_bootstraps)
    arrays = [np.asarray(scores[a], dtype=np.float64), np.asarray(scores[b], dtype=np.float64)]
    if weights is not None:
        return _weighted_paired(arrays, labels, weights, level, alternative, n, seed)
    if labels is not None:
        y = np.asarray(labels).astype(bool)
        pos_w, neg_w = y.astype(np.int64), (~y).astype(np.int64)
    else:
        pos_w, neg_w = np.asarray(positives, np.int64), np.asarray(negatives, np.int64)
    m_pos, m_neg = total(pos_w), total(neg_w)
    require_two_per_class(m_pos, m_neg, Phrase("bootstrap test"))
    p_rows, n_rows = np.flatnonzero(pos_w), np.flatnonzero(neg_w)
    p_probs, n_probs = pos_w[p_rows] / m_pos, neg_w[n_rows] / m_neg
    blocks = [_blocks_of(s, p_rows, n_rows) for s in arrays]
    pos_rng, neg_rng = _streams(seed)
    aucs = np.empty((2, n))
    batch = max(1, (1 << 20) // max(len(p_rows), len(n_rows), *(k for _, _, k in blocks)))
    for start in range(0, n, batch):
        size = min(batch, n - start)
        drawn_pos = pos_rng.multinomial(m_pos, p_probs, size=size)
        drawn_neg = neg_rng.multinomial(m_neg, n_probs, size=size)
        for j, (p_block, n_block, k) in enumerate(blocks):
            aucs[j, start:start + size] = _drawn_aucs(drawn_pos, drawn_neg, p_block, n_block,
                                                      k, m_pos, m_neg)
    from core.engine.delong import delong_paired, delong_paired_counts

    if labels is not None:
        both = delong_paired(arrays, labels).aucs
    else:
        both = delong_paired_counts(arrays, positives, negatives).aucs
    return _bootstrap_result(True, float(both[0]), float(both[1]), aucs[0] - aucs[1], level,
                             alternative)


def _weighted_paired(arrays, labels, weights, level, alternative, n, seed) -> AucComparison:
    """:func:`bootstrap_paired` of weighted rows: one draw of the rows for both models."""
    from core.engine.bootstrap import _streams, require_two_samples
    from core.engine.weighted import (
        draw_rows,
        drawn_blocks,
        resampled_auc,
        roc_from_weights,
        weighted_rows,
    )

    curves = [roc_from_weights(s, labels, weights) for s in arrays]
    for curve in curves:
        require_two_samples(curve, Phrase("bootstrap test"))
    if not curves[0].weighted:  # whole numbers: repeated rows, as counts
        w = np.asarray(weights, dtype=np.float64).astype(np.int64)
        y = np.asarray(labels).astype(bool)
        return bootstrap_paired(arrays, 0, 1, None, np.where(y, w, 0), np.where(y, 0, w),
                                level, alternative, n, seed)
    # The rows of both curves are the same rows in the same order (equal labels and
    # weights), so one draw serves both.
    rows = [weighted_rows(c) for c in curves]
    k = [len(c.thresholds) - 1 for c in curves]
    pos_rng, neg_rng = _streams(seed)
    aucs = np.empty((2, n))
    for i in range(n):
        drawn = draw_rows(rows[0], pos_rng, neg_rng)
        for j in range(2):
            aucs[j, i] = resampled_auc(drawn_blocks(rows[j], drawn, k[j]))
    return _bootstrap_result(True, curves[0].auc(), curves[1].auc(), aucs[0] - aucs[1], level,
                             alternative)


def _blocks_of(scores: np.ndarray, p_rows, n_rows):
    """Each positive and negative row's tie block (0 = the highest score), and K."""
    distinct = np.unique(scores)
    k = len(distinct)
    return (k - 1 - np.searchsorted(distinct, scores[p_rows]),
            k - 1 - np.searchsorted(distinct, scores[n_rows]), k)


def _drawn_aucs(drawn_pos, drawn_neg, p_block, n_block, k, m_pos, m_neg) -> np.ndarray:
    """The average-ordering AUC of each replicate from the rows drawn, via the blocks."""
    size = drawn_pos.shape[0]
    offsets = (np.arange(size) * k)[:, None]
    pos_blocks = np.bincount((offsets + p_block).ravel(), weights=drawn_pos.ravel(),
                             minlength=size * k).reshape(size, k)
    neg_blocks = np.bincount((offsets + n_block).ravel(), weights=drawn_neg.ravel(),
                             minlength=size * k).reshape(size, k)
    fp = np.cumsum(neg_blocks, axis=1)
    fp_sum = fp + fp - neg_blocks  # FP_{k-1} + FP_k
    return 1.0 - np.einsum("ij,ij->i", pos_blocks, fp_sum) / (2.0 * m_pos * m_neg)


def _bootstrap_result(paired: bool, auc_a: float, auc_b: float, diffs: np.ndarray,
                      level: float, alternative: str) -> AucComparison:
    from core.engine.bootstrap import percentile_interval

    difference = auc_a - auc_b
    # The interval of the difference: the replicates' percentiles, as pROC's ci of an AUC.
    ci = percentile_interval(diffs, level)
    if ci.se > 0:
        d = difference / ci.se
    elif difference == 0:  # pROC: every replicate's difference 0 and equal AUCs, D = 0
        d = 0.0
    else:
        raise StatisticError(Phrase(
            "the AUCs differ by {difference:.6g} but every bootstrap replicate's difference"
            " is the same: the bootstrap test is undefined", difference=difference),
            what="bootstrap comparison")
    return AucComparison(paired, "bootstrap", difference, d, p_value(d, alternative), ci,
                         None, alternative, len(diffs))
