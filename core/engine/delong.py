"""DeLong's variance of the AUC, its confidence interval, and the covariance of paired
models, all without forming a single (positive, negative) pair.

DeLong's structural components (pROC calls them placements) are, for a positive ``x``
and a negative ``y`` (``psi = 1, 1/2, 0`` for ``x > y``, ``x == y``, ``x < y``)::

    V10(x) = (1/m-) sum_j psi(x, y_j)   (negatives strictly below x, plus half the tied)
    V01(y) = (1/m+) sum_i psi(x_i, y)   (positives strictly above y, plus half the tied)

Both average to the AUC with ties counted 1/2 (the ``average`` ordering), and
``var = s^2(V10) / m+ + s^2(V01) / m-`` with sample variances (``ddof = 1``).

Every sample in one tie block has the same component (Sun & Xu 2014, midranks), so for
one model the sums run over the curve's K blocks: O(K) after the sort the curve already
did, for raw samples and aggregated counts alike. In descending block order,
``V10 = 1 - (FP_{k-1} + FP_k) / (2 m-)`` for the positives of block k and
``V01 = (TP_{k-1} + TP_k) / (2 m+)`` for its negatives.

Paired models (several scores of the same samples) need each sample's component under
every model, matched sample by sample: one sort per class and model, then searches of
the sorted scores (O(n log n) per model).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import special

from core.engine import exact
from core.engine.curve import RocCurve, single_class_error
from core.engine.results import read_only
from core.engine.validate import check_level, class_counts, label_array, score_array
from core.errors import (
    EmptyInputError,
    LengthMismatchError,
    StatisticError,
    WeightedCurveError,
)
from core.phrases import Phrase


@dataclass(frozen=True)
class ConfidenceInterval:
    """A two-sided confidence interval of an AUC (or of a difference of AUCs).

    Attributes
    ----------
    method : str
        ``"delong"`` or ``"bootstrap"``.
    level : float
        Confidence level, strictly between 0 and 1 (e.g. 0.95).
    low, high : float
        The bounds, clipped as pROC clips them: an AUC's to [0, 1] (a normal
        approximation may reach past 1), a difference of AUCs' to [-1, 1].
    se : float
        The standard error the interval was built from (for the bootstrap: the
        standard deviation of the replicates).
    """

    method: str
    level: float
    low: float
    high: float
    se: float

    @classmethod
    def around(cls, value: float, half_width: float, se: float, level: float,
               lowest: float = 0.0) -> ConfidenceInterval:
        """DeLong's ``value -/+ half_width``, clipped to ``[lowest, 1]``."""
        return cls("delong", float(level), max(value - half_width, lowest),
                   min(value + half_width, 1.0), se)


@dataclass(frozen=True)
class DelongVariance:
    """DeLong's estimate of the variance of one model's AUC (ties counted 1/2).

    ``auc`` is the average-ordering AUC, correctly rounded from the exact pair counts
    (it equals ``curve.auc("average")``).
    """

    auc: float
    variance: float
    n_positive: int
    n_negative: int

    @property
    def se(self) -> float:
        """Standard error: the square root of the variance."""
        return math.sqrt(self.variance)


@dataclass(frozen=True, eq=False)
class PairedDelong:
    """DeLong's components of several models scored on the same samples.

    Attributes
    ----------
    aucs : ndarray of float64, shape (k,)
        Average-ordering AUC of each model, correctly rounded from exact pair counts.
    covariance : ndarray of float64, shape (k, k)
        ``S10 / m+ + S01 / m-``, where ``S10`` (``S01``) is the sample covariance
        (``ddof = 1``) of the positives' (negatives') components across models; the
        diagonal holds each model's DeLong variance.
    n_positive, n_negative : int
        ``m+`` and ``m-`` (samples, counted with their weights for aggregated rows).
    positive_components : ndarray of float64, shape (k, r+)
        ``V10`` of each positive sample (aggregated: each row holding positives) under
        each model, in sample order.
    negative_components : ndarray of float64, shape (k, r-)
        ``V01`` of each negative sample (or row holding negatives).
    positive_weights, negative_weights : ndarray of int64 or None
        How many samples each column of the components stands for (aggregated rows);
        ``None`` when every column is one sample.

    All arrays are read-only.
    """

    aucs: np.ndarray
    covariance: np.ndarray
    n_positive: int
    n_negative: int
    positive_components: np.ndarray = dataclasses.field(repr=False)
    negative_components: np.ndarray = dataclasses.field(repr=False)
    positive_weights: np.ndarray | None = dataclasses.field(default=None, repr=False)
    negative_weights: np.ndarray | None = dataclasses.field(default=None, repr=False)

    @property
    def n_models(self) -> int:
        return len(self.aucs)

    def difference_variance(self, a: int, b: int) -> float:
        """DeLong's variance of ``AUC_a - AUC_b``, ``var_a + var_b - 2 cov_ab``.

        Computed from the differences of the two models' components rather than from
        :attr:`covariance`, so that nearly identical models do not lose the variance
        of their difference to cancellation (and identical models give exactly 0).
        """
        shift = float(self.aucs[a]) - float(self.aucs[b])
        s10 = _weighted_square_sum(
            self.positive_components[a] - self.positive_components[b] - shift,
            self.positive_weights)
        s01 = _weighted_square_sum(
            self.negative_components[a] - self.negative_components[b] - shift,
            self.negative_weights)
        m_pos, m_neg = self.n_positive, self.n_negative
        return s10 / ((m_pos - 1) * m_pos) + s01 / ((m_neg - 1) * m_neg)


def normal_quantile(level: float) -> float:
    """``z_{(1 + level)/2}``, the two-sided normal critical value of ``level``."""
    # The normal distribution's quantile function, as scipy.stats.norm.ppf computes it;
    # scipy.special loads in a fraction of scipy.stats' time.
    return float(special.ndtri(0.5 + check_level(level) / 2))


def require_two_per_class(n_positive: int, n_negative: int, what: str) -> None:
    """Raise :class:`StatisticError` unless each class has at least two samples (a
    sample variance with ``ddof = 1`` needs two); :class:`SingleClassError` when a
    class is missing altogether. ``what`` names the statistic in the message (a
    :class:`~core.phrases.Phrase`, such as ``Phrase("DeLong variance")``)."""
    if n_positive == 0 or n_negative == 0:
        raise single_class_error(n_positive, n_negative)
    for count, name in ((n_positive, Phrase("positive")), (n_negative, Phrase("negative"))):
        if count < 2:
            raise StatisticError(Phrase(
                "the {what} needs at least two {name} samples, but there is only one:"
                " the variance of the AUC cannot be estimated from a single {name}",
                what=what, name=name), what=what)


_SLICE = 1 << 16  # blocks whose components exist at a time


def delong_variance(curve: RocCurve) -> DelongVariance:
    """DeLong's variance of the curve's average-ordering AUC, from its tie blocks.

    O(K) in the number of distinct scores; the same for raw samples and aggregated
    counts (a curve from :func:`core.roc_from_counts`).

    Raises
    ------
    SingleClassError
        A class is missing.
    StatisticError
        A class has a single sample (``what == "DeLong variance"``): its sample
        variance is undefined.

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> v = delong_variance(roc_from_scores([0.9, 0.8, 0.7, 0.6, 0.5], [1, 0, 1, 0, 0]))
    >>> v.auc, round(v.variance, 12)  # 5/6 and 1/18
    (0.8333333333333334, 0.055555555556)
    """
    if curve.weighted:
        raise WeightedCurveError(Phrase(
            "DeLong's interval counts samples, and fractional case weights count none (only"
            " whole-number weights are counted as repeated rows): use --ci bootstrap, which"
            " resamples the rows carrying their weights"), what="DeLong's variance")
    if not curve.complete:  # the engine summed the components over every block
        variance = curve.thinning.delong_variance if curve.thinning is not None else None
        if variance is not None:
            return DelongVariance(curve.auc(), float(variance), curve.n_positive,
                                  curve.n_negative)
        require_two_per_class(curve.n_positive, curve.n_negative, Phrase("DeLong's variance"))
        curve.require_complete(Phrase("DeLong's variance"))  # raises: the curve is thinned
    m_pos, m_neg = curve.n_positive, curve.n_negative
    require_two_per_class(m_pos, m_neg, Phrase("DeLong variance"))
    auc = curve.auc("average")
    # The positives of block k sit at V10 = (2 m- - FP_{k-1} - FP_k) / (2 m-); their
    # deviation from the AUC, squared and weighted by p_k, gives s^2(V10). The integer
    # numerator over 2 m- is divided once, so a component equal to the AUC as a
    # fraction is equal as a float, and a variance that is 0 comes out as exactly 0.
    # Adding in float64 avoids int64 overflow for counts near 2**62; a slice of blocks
    # at a time keeps the float64 temporaries small.
    s10 = s01 = 0.0
    for i in range(0, len(curve.tp) - 1, _SLICE):
        tp, fp = curve.tp[i:i + _SLICE + 1], curve.fp[i:i + _SLICE + 1]
        dev = np.add(fp[:-1], fp[1:], dtype=np.float64)
        np.subtract(2.0 * m_neg, dev, out=dev)
        dev /= 2.0 * m_neg
        dev -= auc
        weight = np.subtract(tp[1:], tp[:-1], dtype=np.float64)  # p_k
        dev *= dev
        s10 += float(np.einsum("i,i->", weight, dev))  # not BLAS: its threads cost ms a call
        np.add(tp[:-1], tp[1:], dtype=np.float64, out=dev)
        dev /= 2.0 * m_pos
        dev -= auc
        dev *= dev
        np.subtract(fp[1:], fp[:-1], dtype=np.float64, out=weight)  # n_k
        s01 += float(np.einsum("i,i->", weight, dev))
    variance = s10 / ((m_pos - 1) * m_pos) + s01 / ((m_neg - 1) * m_neg)
    return DelongVariance(auc, variance, m_pos, m_neg)


def delong_ci(curve: RocCurve, level: float = 0.95) -> ConfidenceInterval:
    """DeLong confidence interval ``AUC -/+ z_{(1+level)/2} * sqrt(var)``, clipped to
    [0, 1] as pROC clips it.

    Raises
    ------
    InputError
        ``level`` is not strictly between 0 and 1.
    SingleClassError, StatisticError
        As :func:`delong_variance`.

    Examples
    --------
    >>> from core.engine.build import roc_from_scores
    >>> ci = delong_ci(roc_from_scores([0.9, 0.8, 0.7, 0.6, 0.5], [1, 0, 1, 0, 0]))
    >>> round(ci.low, 4), round(ci.high, 4), ci.method
    (0.3714, 1.0, 'delong')
    """
    z = normal_quantile(level)
    v = delong_variance(curve)
    return ConfidenceInterval.around(v.auc, z * v.se, v.se, level)


def delong_paired(scores: Sequence, labels) -> PairedDelong:
    """DeLong's components, AUCs and covariance of paired models.

    Parameters
    ----------
    scores : sequence of array_like, each of shape (n,)
        One score array per model, all scoring the same n samples in the same order
        (``score >= t`` is positive).
    labels : array_like of shape (n,)
        Booleans or 0/1, shared by every model.

    Raises
    ------
    EmptyInputError
        No models, or no samples.
    LengthMismatchError, NonFiniteScoreError, LabelError
        Arrays that do not describe the same samples.
    SingleClassError, StatisticError
        A class is missing, or has a single sample.
    """
    arrays = _score_arrays(scores)
    y = label_array(labels, len(arrays[0]))
    m_pos = int(np.count_nonzero(y))
    m_neg = len(y) - m_pos
    require_two_per_class(m_pos, m_neg, Phrase("DeLong covariance"))
    v10 = np.empty((len(arrays), m_pos))
    v01 = np.empty((len(arrays), m_neg))
    aucs = np.empty(len(arrays))
    for i, s in enumerate(arrays):
        aucs[i] = _sample_components(s[y], s[~y], v10[i], v01[i])
    return _paired(aucs, v10, v01, m_pos, m_neg, None, None)


def delong_paired_counts(scores: Sequence, positives, negatives) -> PairedDelong:
    """:func:`delong_paired` for aggregated rows ``(score_1, ..., score_k, positives,
    negatives)``: each row stands for ``positives + negatives`` samples that every model
    scores alike. The result equals that of the rows expanded to one sample each.

    Raises
    ------
    CountError
        A count is negative, fractional, or a class total exceeds 2**63 - 1.
    Otherwise as :func:`delong_paired`.
    """
    arrays = _score_arrays(scores)
    pos, neg = class_counts(positives, negatives, len(arrays[0]))
    m_pos, m_neg = exact.total(pos), exact.total(neg)
    if m_pos + m_neg == 0:
        raise EmptyInputError(Phrase("every count is zero: ROC analysis needs at least one sample"))
    require_two_per_class(m_pos, m_neg, Phrase("DeLong covariance"))
    has_pos, has_neg = pos > 0, neg > 0
    w_pos, w_neg = pos[has_pos], neg[has_neg]
    v10 = np.empty((len(arrays), len(w_pos)))
    v01 = np.empty((len(arrays), len(w_neg)))
    aucs = np.empty(len(arrays))
    for i, s in enumerate(arrays):
        aucs[i] = _weighted_components(s[has_pos], w_pos, s[has_neg], w_neg, m_pos, m_neg,
                                       v10[i], v01[i])
    return _paired(aucs, v10, v01, m_pos, m_neg, w_pos, w_neg)


# ---- internals --------------------------------------------------------------------


def _score_arrays(scores: Sequence) -> list[np.ndarray]:
    if isinstance(scores, np.ndarray) and scores.ndim == 2:
        scores = list(scores)
    arrays = [score_array(s) for s in scores]
    if not arrays:
        raise EmptyInputError(Phrase("no models: paired statistics need at least one score array"))
    n = len(arrays[0])
    for i, s in enumerate(arrays[1:], start=2):
        if len(s) != n:
            raise LengthMismatchError(Phrase(
                "model 1 scores {n} samples but model {model} scores {count}:"
                " paired models must score the same samples", n=n, model=i, count=len(s)))
    return arrays


def _sample_components(pos: np.ndarray, neg: np.ndarray, v10: np.ndarray,
                       v01: np.ndarray) -> float:
    """Fill ``v10``/``v01`` (sample order) and return the exact AUC, rounded once.

    Sorting each class (argsort) and searching *sorted* queries keeps the searches
    cache-friendly: several times faster than searching the unsorted scores.
    """
    m_pos, m_neg = len(pos), len(neg)
    pos_order = np.argsort(pos)
    neg_order = np.argsort(neg)
    pos_sorted = pos[pos_order]
    neg_sorted = neg[neg_order]
    below = np.searchsorted(neg_sorted, pos_sorted, "left")
    not_above = np.searchsorted(neg_sorted, pos_sorted, "right")
    # sum(below + not_above) = 2C + T: the exact numerator of the AUC.
    twice = exact.total(below) + exact.total(not_above)
    # Integer numerators over 2m: one correctly rounded division per component.
    below += not_above
    v10[pos_order] = below / (2 * m_neg)
    below = np.searchsorted(pos_sorted, neg_sorted, "left")
    not_above = np.searchsorted(pos_sorted, neg_sorted, "right")
    np.subtract(2 * m_pos - below, not_above, out=below)
    v01[neg_order] = below / (2 * m_pos)
    return twice / (2 * m_pos * m_neg)  # Python int / int: correctly rounded


def _weight_below(scores, weights, at):
    """The weight of ``scores`` below each of ``at``, and not above it (int64)."""
    order = np.argsort(scores, kind="stable")
    ordered = scores[order]
    cum = np.zeros(len(scores) + 1, dtype=np.int64)
    np.cumsum(weights[order], out=cum[1:])
    return (cum[np.searchsorted(ordered, at, "left")],
            cum[np.searchsorted(ordered, at, "right")])


def _weighted_components(pos_s, w_pos, neg_s, w_neg, m_pos, m_neg, v10, v01) -> float:
    """As :func:`_sample_components`, each score standing for ``w`` samples."""
    below, not_above = _weight_below(neg_s, w_neg, pos_s)
    bound = m_pos * m_neg
    twice = exact.dot(w_pos, below, bound) + exact.dot(w_pos, not_above, bound)
    v10[:] = (below.astype(np.float64) + not_above) / (2 * m_neg)
    below, not_above = _weight_below(pos_s, w_pos, neg_s)
    v01[:] = (2.0 * m_pos - below - not_above) / (2 * m_pos)
    return twice / (2 * bound)


def _paired(aucs, v10, v01, m_pos, m_neg, w_pos, w_neg) -> PairedDelong:
    d10 = v10 - aucs[:, None]
    d01 = v01 - aucs[:, None]
    s10 = (d10 if w_pos is None else d10 * w_pos) @ d10.T
    s01 = (d01 if w_neg is None else d01 * w_neg) @ d01.T
    del d10, d01
    covariance = s10 / ((m_pos - 1) * m_pos) + s01 / ((m_neg - 1) * m_neg)
    # The products are symmetric in exact arithmetic; make them so in floating point.
    covariance = (covariance + covariance.T) / 2
    read_only(aucs, covariance, v10, v01, w_pos, w_neg)
    return PairedDelong(aucs, covariance, int(m_pos), int(m_neg), v10, v01, w_pos, w_neg)


def _weighted_square_sum(deviation: np.ndarray, weights: np.ndarray | None) -> float:
    if weights is None:
        return float(np.dot(deviation, deviation))
    return float(np.dot(deviation * weights, deviation))
