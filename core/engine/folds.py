"""Cross-validation folds: one curve per fold, and two ways of averaging them.

**Vertical averaging** (Fawcett 2006) fixes false positive rates on a grid
``0, 1/steps, ..., 1`` (101 points for ``steps = 100``) and averages the folds' true
positive rates there. A fold's TPR at FPR ``f`` is the highest TPR its average-ordering
path reaches at ``f``: the top of a vertical step when a vertex lies at ``f``, a point
of a diagonal (a tie block) or of a horizontal step otherwise. In exact integers: the
block ``k`` with ``steps · FP_{k-1} <= i · m- < steps · FP_k`` crosses grid point ``i``,
and there

    TPR_i = (steps · n_k · TP_{k-1} + p_k · (i · m- - steps · FP_{k-1})) / (steps · n_k · m+)

(``TPR = 1`` at ``i = steps``). Each fold's TPRs are exact fractions; their mean and
sample standard deviation (``ddof = 1``) are computed exactly and rounded once.

**Threshold averaging** (Fawcett's second method) fixes thresholds instead: at each,
every fold's operating point ``score >= t`` is taken, and the folds' FPRs and TPRs are
averaged (with their standard deviations), giving points that move in both directions.
The thresholds are sampled from the pooled scores: with K distinct pooled scores in
descending order and ``+inf`` before them, point ``j`` of ``steps + 1`` is the
threshold of rank ``ceil(j · K / steps)`` (``+inf`` first, the lowest score last);
repeated thresholds (fewer than ``steps`` distinct scores) are kept once.

>>> from core import roc_from_scores
>>> folds = [roc_from_scores([0.9, 0.5, 0.5, 0.1], [1, 1, 0, 0]),
...          roc_from_scores([0.8, 0.6, 0.4, 0.2], [0, 1, 1, 0])]
>>> v = vertical_average([crossings_of(c, steps=4) for c in folds])
>>> v.fpr.tolist(), v.tpr_mean.tolist()
([0.0, 0.25, 0.5, 0.75, 1.0], [0.25, 0.375, 1.0, 1.0, 1.0])
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine.averaging import mean_of_fractions, sample_sd
from core.engine.curve import RocCurve
from core.engine.results import read_only
from core.phrases import Phrase

#: Fawcett's grid: FPR 0, 0.01, ..., 1.
GRID_STEPS = 100


@dataclass(frozen=True, eq=False)
class GridCrossings:
    """Where one fold's average-ordering path crosses each grid FPR ``i / steps``.

    One entry per tie block that crosses at least one grid point (at most ``steps``
    blocks): it crosses grid points ``lo`` to ``hi``, and holds ``positives`` and
    ``negatives`` samples after ``tp_before`` true and ``fp_before`` false positives.
    This is all vertical averaging needs of a curve, and what an engine computing the
    curve out of memory hands back (``core.scale``).

    Attributes
    ----------
    n_positive, n_negative : int
    steps : int
    lo, hi, tp_before, fp_before, positives, negatives : ndarray of int64
    """

    n_positive: int
    n_negative: int
    steps: int
    lo: np.ndarray
    hi: np.ndarray
    tp_before: np.ndarray
    fp_before: np.ndarray
    positives: np.ndarray
    negatives: np.ndarray

    def tpr(self) -> list[Fraction]:
        """The exact TPR at each grid FPR ``0, 1/steps, ..., 1``."""
        # Fractions of the counts, or of the float sums of fractional case weights.
        m_pos, m_neg, steps = Fraction(self.n_positive), Fraction(self.n_negative), self.steps
        out: list[Fraction | None] = [None] * (steps + 1)
        for lo, hi, tp0, fp0, p, n in zip(self.lo.tolist(), self.hi.tolist(),
                                          self.tp_before.tolist(), self.fp_before.tolist(),
                                          self.positives.tolist(), self.negatives.tolist()):
            tp0, fp0, p, n = Fraction(tp0), Fraction(fp0), Fraction(p), Fraction(n)
            for i in range(lo, hi + 1):
                out[i] = Fraction(steps * n * tp0 + p * (i * m_neg - steps * fp0),
                                  steps * n * m_pos)
        out[steps] = Fraction(1)
        if any(v is None for v in out):
            raise ValueError("the crossings do not cover every grid point")
        return out  # type: ignore[return-value]


def crossings_of(curve: RocCurve, steps: int = GRID_STEPS) -> GridCrossings:
    """The grid crossings of a whole curve (see :class:`GridCrossings`).

    Block ``k`` crosses the grid points ``i`` with ``steps · FP_{k-1} <= i · m- <
    steps · FP_k``, that is ``ceil(steps FP_{k-1} / m-) <= i <= ceil(steps FP_k / m-) - 1``.
    """
    curve.require_both_classes()
    curve.require_complete(Phrase("vertical averaging"))
    m_neg = curve.n_negative
    if curve.weighted:  # float sums of weights: FP / m- is monotone, and 1 at the end
        tp, fp = curve.tp, curve.fp
        ceiling = np.ceil(steps * (fp / m_neg)).astype(np.int64)
    else:
        exact = object if steps * m_neg > 2**62 else np.int64  # steps · FP must not wrap
        tp, fp = curve.tp.astype(exact), curve.fp.astype(exact)
        ceiling = -((-steps * fp) // m_neg)  # ceil(steps FP / m-), exact
    lo, hi = ceiling[:-1], ceiling[1:] - 1
    keep = np.flatnonzero(lo <= hi)
    return GridCrossings(
        curve.n_positive, m_neg, steps,
        *(np.asarray(a[keep], dtype=None if curve.weighted else np.int64) for a in (
            lo, hi, tp[:-1], fp[:-1], np.diff(tp), np.diff(fp))))


@dataclass(frozen=True, eq=False)
class VerticalAverage:
    """Folds averaged at fixed false positive rates.

    Attributes
    ----------
    fpr : ndarray, shape (steps + 1,)
        The grid ``0, 1/steps, ..., 1``.
    tpr_mean : ndarray
        The folds' mean TPR at each grid point (exact, rounded once).
    tpr_sd : ndarray or None
        Their sample standard deviation (``ddof = 1``); None with a single fold.
    tpr : ndarray, shape (folds, steps + 1)
        Each fold's TPR at each grid point (rounded from exact fractions), for drawing
        the folds on the same grid.
    """

    fpr: np.ndarray
    tpr_mean: np.ndarray
    tpr_sd: np.ndarray | None
    tpr: np.ndarray

    def band(self, width: float = 1.0) -> tuple[np.ndarray, np.ndarray]:
        """``(low, high)``: ``tpr_mean ∓ width · tpr_sd`` clipped to [0, 1], the band a
        figure shades (empty, both equal to the mean, with a single fold)."""
        if self.tpr_sd is None:
            return self.tpr_mean.copy(), self.tpr_mean.copy()
        return (np.clip(self.tpr_mean - width * self.tpr_sd, 0.0, 1.0),
                np.clip(self.tpr_mean + width * self.tpr_sd, 0.0, 1.0))


def vertical_average(crossings: Sequence[GridCrossings]) -> VerticalAverage:
    """Fawcett's vertical averaging of the folds whose crossings are given (each fold
    must hold both classes; all on one grid).

    Raises
    ------
    ValueError
        No fold, or folds on different grids.
    """
    if not crossings:
        raise ValueError("vertical averaging needs at least one fold")
    steps = crossings[0].steps
    if any(c.steps != steps for c in crossings):
        raise ValueError("the folds' crossings are on different grids")
    tprs = [c.tpr() for c in crossings]
    fpr = np.array([float(Fraction(i, steps)) for i in range(steps + 1)])
    mean, sd = _mean_sd(tprs)
    each = np.array([[float(v) for v in fold] for fold in tprs])
    read_only(fpr, mean, sd, each)
    return VerticalAverage(fpr, mean, sd, each)


@dataclass(frozen=True, eq=False)
class ThresholdAverage:
    """Folds averaged at fixed thresholds.

    Attributes
    ----------
    thresholds : ndarray
        Descending from ``+inf``.
    fpr_mean, tpr_mean : ndarray
        The folds' mean operating point at each threshold.
    fpr_sd, tpr_sd : ndarray or None
        Their sample standard deviations (``ddof = 1``); None with a single fold.
    """

    thresholds: np.ndarray
    fpr_mean: np.ndarray
    fpr_sd: np.ndarray | None
    tpr_mean: np.ndarray
    tpr_sd: np.ndarray | None


def sample_thresholds(pooled: RocCurve, steps: int = GRID_STEPS) -> np.ndarray:
    """``steps + 1`` thresholds (fewer when the pooled curve has fewer distinct scores)
    at evenly spaced ranks of the pooled distinct scores: rank ``ceil(j K / steps)``,
    from ``+inf`` (rank 0) to the lowest score (rank K)."""
    pooled.require_complete(Phrase("threshold averaging"))
    k = pooled.distinct_scores
    ranks = sorted({-((-j * k) // steps) for j in range(steps + 1)})
    out = pooled.thresholds[ranks].copy()
    out.flags.writeable = False
    return out


def threshold_average(curves: Sequence[RocCurve], thresholds) -> ThresholdAverage:
    """Each fold's operating point at each threshold, averaged exactly and rounded once.

    Raises
    ------
    SingleClassError
        A fold holds one class.
    """
    if not curves:
        raise ValueError("threshold averaging needs at least one fold")
    given = np.asarray(thresholds)
    t = given.astype(np.float64)
    # Integer thresholds beyond 2**53 (an object array) are compared as integers.
    values = given.tolist() if given.dtype == object else t.tolist()
    tp, fp = [], []
    for curve in curves:
        curve.require_both_classes()
        k = [_vertex_at(curve, x) for x in values]
        tp.append(curve.tp[k])
        fp.append(curve.fp[k])
    return threshold_average_of_counts(t, np.array(tp), np.array(fp),
                                       [c.n_positive for c in curves],
                                       [c.n_negative for c in curves])


def _vertex_at(curve: RocCurve, threshold) -> int:
    """``curve.vertex_at(threshold)``, exact for an integer threshold: Python compares
    an integer with a float, or with another integer, exactly (float64 would make
    2**53 + 1 and 2**53 one threshold)."""
    if not isinstance(threshold, int) or isinstance(threshold, bool):
        return curve.vertex_at(threshold)
    th = curve.thresholds
    # The number of distinct scores >= threshold; thresholds descend from +inf. item()
    # gives Python numbers (the float, or the integer an object array holds).
    return bisect.bisect_left(range(1, len(th)), True, key=lambda i: th.item(i) < threshold)


def threshold_average_of_counts(thresholds, tp, fp, n_positive, n_negative
                                ) -> ThresholdAverage:
    """:func:`threshold_average` from each fold's counts at each threshold: ``tp`` and
    ``fp`` of shape (folds, thresholds), and each fold's ``m+`` and ``m-`` (an engine
    counts these without handing back the curves)."""
    fprs = [[_exact(f) / _exact(m) for f in row] for row, m in
            zip(np.asarray(fp).tolist(), n_negative)]
    tprs = [[_exact(t) / _exact(m) for t in row] for row, m in
            zip(np.asarray(tp).tolist(), n_positive)]
    return ThresholdAverage(np.asarray(thresholds, dtype=np.float64), *_mean_sd(fprs),
                            *_mean_sd(tprs))


def _exact(v) -> Fraction:
    """A count, or a float sum of case weights, as the exact fraction it is."""
    return Fraction(v) if isinstance(v, float) else Fraction(int(v))


def _mean_sd(values: list[list[Fraction]]):
    columns = list(zip(*values))
    mean = np.array([float(mean_of_fractions(list(c))) for c in columns])
    sd = np.array([sample_sd(list(c)) for c in columns]) if len(values) > 1 else None
    return mean, sd


def fold_mean_sd(aucs: Sequence[Fraction]) -> tuple[float, float | None]:
    """The folds' mean AUC and its sample standard deviation (``ddof = 1``; None with
    fewer than two folds), exact and rounded once.

    >>> fold_mean_sd([Fraction(1, 2), Fraction(1, 1)])
    (0.75, 0.3535533905932738)
    """
    if not aucs:
        return math.nan, None
    return (float(mean_of_fractions(list(aucs))),
            sample_sd(list(aucs)) if len(aucs) > 1 else None)
