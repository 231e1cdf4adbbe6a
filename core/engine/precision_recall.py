"""Precision and recall at every threshold, and the exact path between the vertices.

Conventions
-----------
A sample is predicted positive iff ``score >= t``; thresholds descend from ``+inf``
through every distinct score, as in :class:`~core.engine.curve.RocCurve`. At vertex
``k``, recall = ``TP_k / m+`` and precision = ``TP_k / (TP_k + FP_k)``. Vertex 0 (nothing
predicted positive) has no precision of its own; it gets the first block's, so the curve
starts at recall 0 where the path along the first block starts (docs/mathematics.md).

Between vertices the path is not straight. Along tie block k (average ordering) a
fraction ``x`` of the block is let in: ``TP = a + c x``, ``TP + FP = b + d x`` with
``a = TP_{k-1}``, ``b = TP_{k-1} + FP_{k-1}``, ``c = p_k``, ``d = p_k + n_k``, so recall
moves linearly while precision follows the hyperbola ``(a + c x) / (b + d x)`` (Davis &
Goadrich 2006). The path is straight only where that is constant (``a d = b c``, which
includes the first block, ``b = 0``) or where recall does not move (``p_k = 0``: a
vertical drop).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.engine import exact
from core.engine.curve import RocCurve
from core.engine.results import read_only
from core.errors import InputError
from core.phrases import Phrase


@dataclass(frozen=True, eq=False)
class PrecisionRecallPath:
    """Points that draw the precision-recall curve, curved pieces included.

    Attributes
    ----------
    recall, precision : ndarray of float64
        The points in drawing order, from recall 0 (vertex 0) to recall 1 (the last
        vertex). Join them with straight lines.
    segment : ndarray of uint8
        :class:`~core.engine.results.SegmentType` code of the tie block each piece
        (from point ``i`` to ``i + 1``) belongs to.
    vertex_point : ndarray of intp
        ``vertex_point[k]`` is the index of curve vertex ``k`` in ``recall``/``precision``.
    """

    recall: np.ndarray
    precision: np.ndarray
    segment: np.ndarray
    vertex_point: np.ndarray

    def __len__(self) -> int:
        return len(self.recall)


@dataclass(frozen=True, eq=False)
class PrecisionRecall:
    """Precision and recall at the vertices of a ROC curve, with the two areas.

    Attributes
    ----------
    recall, precision, thresholds : ndarray of float64, shape (K + 1,)
        At the vertices, in the curve's order (``thresholds[0] = +inf``, recall 0 with
        the first block's precision).
    average_precision : float
        ``sum_k (p_k / m+) * precision_k``: the step area, exactly what
        ``sklearn.metrics.average_precision_score`` returns (same float operations in
        the same order, so the same bits).
    area : float
        The integral under the interpolated path, from the closed form per tie block.
    baseline : float
        The prevalence ``m+ / n``: the precision of a classifier that guesses.
    tp, fp : ndarray of int64, shape (K + 1,)
        The curve's cumulative counts (the curve's read-only arrays, not copies).
    segments : ndarray of uint8, shape (K,)
        The curve's :class:`~core.engine.results.SegmentType` of each tie block.
    """

    recall: np.ndarray
    precision: np.ndarray
    thresholds: np.ndarray
    average_precision: float
    area: float
    baseline: float
    tp: np.ndarray
    fp: np.ndarray
    segments: np.ndarray

    def path(self, points_per_block: int = 16, tolerance: float = 1e-4) -> PrecisionRecallPath:
        """The points to draw, following the hyperbola inside the blocks where it bends.

        Parameters
        ----------
        points_per_block : int
            Straight pieces a bending block is drawn with (``points_per_block - 1``
            points between its two vertices); 1 draws every block as its chord.
        tolerance : float
            A block is drawn bent only where its exact curve leaves its chord by more
            than this much precision; flatter blocks are drawn as the chord. 0 bends
            every block that is not exactly straight.

        Notes
        -----
        O(K) time and ``K + 1 + (points_per_block - 1) * B`` points for B bending
        blocks. A block of ``d`` samples below ``b`` samples departs from its chord by
        less than ``d / (4 b)``, so a block bends past the tolerance only if it is more
        than ``4 * tolerance`` times the samples above it; such blocks at least
        multiply the running total, so B stays below ``ln(n) / ln(1 + 4 * tolerance)``
        (about 40 000 for 10^7 samples at the default) however many blocks there are,
        and tie-free data deep in a large file costs no extra points at all.
        """
        if isinstance(points_per_block, bool) or int(points_per_block) != points_per_block \
                or points_per_block < 1:
            raise InputError(Phrase("points_per_block must be a whole number >= 1, not {value!r}",
                                    value=points_per_block))
        tolerance = float(tolerance)
        if not tolerance >= 0.0:
            raise InputError(Phrase("tolerance must be a number >= 0, not {value!r}",
                                    value=tolerance))
        pieces = int(points_per_block)
        tp, fp = self.tp, self.fp
        a, b = tp[:-1], tp[:-1] + fp[:-1]
        c = tp[1:] - tp[:-1]
        d = c + (fp[1:] - fp[:-1])
        bends = _bends(a, b, c, d, tolerance) if pieces > 1 else np.zeros(len(c), dtype=bool)
        # Each block contributes its end vertex, plus interior points when it bends.
        extra = np.where(bends, pieces - 1, 0)
        per_block = extra + 1
        vertex_point = np.zeros(len(tp), dtype=np.intp)
        np.cumsum(per_block, out=vertex_point[1:])
        total = int(vertex_point[-1]) + 1
        recall = np.empty(total, dtype=np.float64)
        precision = np.empty(total, dtype=np.float64)
        recall[vertex_point] = self.recall
        precision[vertex_point] = self.precision
        blocks = np.flatnonzero(bends)
        if len(blocks):
            k = np.repeat(blocks, pieces - 1)
            x = np.tile(np.arange(1, pieces, dtype=np.float64) / pieces, len(blocks))
            # Block k's interior points follow vertex k in the arrays.
            where = (vertex_point[blocks][:, None] + np.arange(1, pieces)[None, :]).ravel()
            num = a[k] + c[k] * x
            recall[where] = num / int(tp[-1])
            precision[where] = num / (b[k] + d[k] * x)
        segment = np.repeat(self.segments, per_block)
        read_only(recall, precision, segment, vertex_point)
        return PrecisionRecallPath(recall, precision, segment, vertex_point)


def precision_recall(curve: RocCurve) -> PrecisionRecall:
    """Precision and recall of a ROC curve's vertices, average precision and the exact
    interpolated area.

    Parameters
    ----------
    curve : RocCurve
        Needs both classes.

    Returns
    -------
    PrecisionRecall

    Raises
    ------
    SingleClassError
        If one class is absent.

    Notes
    -----
    ``area`` sums, over the blocks with positives, ``(p_k / m+)`` times the mean
    precision along the block,

        ``integral_0^1 (a + c x) / (b + d x) dx = c/d + (a d - c b)/d**2 * ln((b + d)/b)``

    (``c / d`` when ``b = 0``). It is evaluated as ``(1 - g) c/d + g a/b`` with
    ``g = log1p(r) / r`` and ``r = d / b``: the same value, written as a weighted mean of
    the precision where the block starts (``a / b``) and the block's own precision
    (``c / d``), which has no cancellation however small ``d / b`` is. Each block's
    mean is then good to a few units in the last place, and so is the sum.

    Examples
    --------
    >>> import core
    >>> curve = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
    ...                              [1, 0, 1, 1, 0, 0, 1, 0])
    >>> pr = precision_recall(curve)
    >>> pr.recall.tolist()
    [0.0, 0.25, 0.25, 0.5, 0.75, 0.75, 1.0, 1.0]
    >>> pr.precision[:3].tolist()
    [1.0, 1.0, 0.5]
    >>> round(pr.average_precision, 6), round(pr.area, 6), pr.baseline
    (0.709524, 0.689947, 0.5)
    """
    curve.require_complete(Phrase("the precision-recall curve"))
    curve.require_both_classes()
    tp, fp = curve.tp, curve.fp
    m_pos = curve.n_positive
    recall = tp / m_pos
    precision = np.empty(len(tp), dtype=np.float64)
    np.divide(tp[1:], tp[1:] + fp[1:], out=precision[1:])
    precision[0] = precision[1]
    read_only(recall, precision)
    return PrecisionRecall(
        recall=recall,
        precision=precision,
        thresholds=curve.thresholds,
        average_precision=_average_precision(recall, precision),
        area=_interpolated_area(tp, fp),
        baseline=m_pos / curve.n_samples,
        tp=tp,
        fp=fp,
        segments=curve.segments,
    )


def _average_precision(recall: np.ndarray, precision: np.ndarray) -> float:
    # scikit-learn's arrays run from the lowest threshold up and end with (recall 0,
    # precision 1); it returns max(0, -sum(diff(recall) * precision[:-1])). Repeating
    # exactly those operations on arrays of the same length and order reproduces its
    # pairwise summation, hence its result to the last bit.
    rec = np.concatenate((recall[:0:-1], [0.0]))
    prec = precision[:0:-1]
    return float(max(0.0, -np.sum(np.diff(rec) * prec)))


def _interpolated_area(tp: np.ndarray, fp: np.ndarray) -> float:
    rising = np.flatnonzero(np.diff(tp))  # blocks without positives add no recall
    a = tp[:-1][rising].astype(np.float64)
    b = (tp[:-1] + fp[:-1])[rising].astype(np.float64)
    c = (tp[1:] - tp[:-1])[rising].astype(np.float64)
    d = c + (fp[1:] - fp[:-1])[rising]
    mean = c / d  # exact for the first block (b = 0), where precision stays c / d
    later = np.flatnonzero(b > 0)
    r = d[later] / b[later]
    g = np.log1p(r) / r
    mean[later] = (1.0 - g) * mean[later] + g * (a[later] / b[later])
    return float(np.sum(c * mean) / float(tp[-1]))


def _bends(a, b, c, d, tolerance: float) -> np.ndarray:
    """Blocks whose precision curve leaves its chord by more than ``tolerance``."""
    af, bf, cf, df = (v.astype(np.float64) for v in (a, b, c, d))
    # Straight: recall does not move (c = 0), the first block (b = 0), or a constant
    # precision (a d = b c, decided in exact integers: a d <= n**2 may exceed int64).
    if a.dtype.kind == "f":  # sums of fractional weights: compared as the floats they are
        curved = (c > 0) & (b > 0) & (af * df != bf * cf)
    else:
        n = int(b[-1] + d[-1])
        ai, bi, ci, di = exact.widen(n * n, a, b, c, d)
        curved = (c > 0) & (b > 0) & np.asarray(ai * di != bi * ci, dtype=bool)
    if tolerance > 0.0 and curved.any():
        i = np.flatnonzero(curved)
        af, bf, cf, df = af[i], bf[i], cf[i], df[i]
        # f(x) - chord(x) = (b c - a d) d x (1 - x) / (b (b + d x) (b + d)), largest at
        # x* = (sqrt(1 + r) - 1) / r with r = d / b.
        r = df / bf
        xs = np.expm1(0.5 * np.log1p(r)) / r
        gap = np.abs(bf * cf - af * df) * df * xs * (1.0 - xs) / (bf * (bf + df * xs) * (bf + df))
        curved[i] = gap > tolerance
    return curved


