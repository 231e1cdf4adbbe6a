"""The ROC curve object: vertices, segment types, pair counts, AUCs, polylines and
operating points, all exact."""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

import numpy as np

from core.engine import exact
from core.errors import InputError, SingleClassError
from core.engine.results import (
    AucValues,
    OperatingPoint,
    PairCounts,
    Polyline,
    SegmentType,
    TieOrdering,
)


@dataclass(frozen=True, eq=False)
class RocCurve:
    """A ROC curve with every tie block kept whole.

    Conventions
    -----------
    A sample is predicted positive at threshold ``t`` iff ``score >= t``. The sweep
    starts at ``t = +inf`` (vertex 0, the point (0, 0)) and lowers ``t`` through every
    distinct score in descending order; vertex ``k`` is reached when the ``k``-th highest
    distinct score becomes the threshold, and its block is the set of samples with
    exactly that score. The last vertex is (1, 1).

    Attributes
    ----------
    thresholds : ndarray of float64, shape (K + 1,)
        ``+inf`` followed by the K distinct scores, strictly descending.
    tp, fp : ndarray of int64, shape (K + 1,)
        Cumulative true and false positives at each vertex (``score >= thresholds[k]``).
    segments : ndarray of uint8, shape (K,)
        :class:`SegmentType` of the segment from vertex ``k`` to ``k + 1``.
    pairs : PairCounts
        Exact concordant / tied / discordant pair counts.

    All arrays are read-only. Build curves with :func:`core.roc_from_scores` or
    :func:`core.roc_from_counts`.
    """

    thresholds: np.ndarray
    tp: np.ndarray
    fp: np.ndarray
    segments: np.ndarray
    pairs: PairCounts
    _polylines: dict = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def from_vertices(cls, thresholds: np.ndarray, tp: np.ndarray, fp: np.ndarray) -> "RocCurve":
        """Assemble a curve from its descending vertices (``tp[0] == fp[0] == 0``)."""
        p = np.diff(tp)
        n = np.diff(fp)
        segments = np.full(len(p), SegmentType.MIXED, dtype=np.uint8)
        segments[n == 0] = SegmentType.TRUE_POSITIVE
        segments[p == 0] = SegmentType.FALSE_POSITIVE
        m_pos, m_neg = int(tp[-1]), int(fp[-1])
        bound = m_pos * m_neg
        tied = exact.dot(p, n, bound)
        # fp[:-1] is the number of negatives scored strictly above each block.
        discordant = exact.dot(p, fp[:-1], bound)
        pairs = PairCounts(bound - tied - discordant, tied, discordant)
        for a in (thresholds, tp, fp, segments):
            a.flags.writeable = False
        return cls(thresholds, tp, fp, segments, pairs)

    # ---- counts ---------------------------------------------------------------------

    @property
    def n_positive(self) -> int:
        """``m+``, the number of positive samples."""
        return int(self.tp[-1])

    @property
    def n_negative(self) -> int:
        """``m-``, the number of negative samples."""
        return int(self.fp[-1])

    @property
    def n_samples(self) -> int:
        return self.n_positive + self.n_negative

    @property
    def distinct_scores(self) -> int:
        """K, the number of distinct scores (tie blocks)."""
        return len(self.thresholds) - 1

    @cached_property
    def mixed_blocks(self) -> int:
        """Number of tie blocks holding both classes (drawn as diagonals)."""
        return int(np.count_nonzero(self.segments == SegmentType.MIXED))

    @property
    def has_both_classes(self) -> bool:
        return self.n_positive > 0 and self.n_negative > 0

    @cached_property
    def block_positives(self) -> np.ndarray:
        """``p_k``: positives in each tie block, in descending score order."""
        return _read_only(np.diff(self.tp))

    @cached_property
    def block_negatives(self) -> np.ndarray:
        """``n_k``: negatives in each tie block, in descending score order."""
        return _read_only(np.diff(self.fp))

    # ---- rates and areas ------------------------------------------------------------

    def require_both_classes(self) -> None:
        """Raise :class:`SingleClassError` unless both classes are present."""
        if not self.has_both_classes:
            present = "positive" if self.n_positive else "negative"
            raise SingleClassError(
                f"ROC analysis needs both classes, but all {self.n_samples} samples are"
                f" {present}"
            )

    @cached_property
    def fpr(self) -> np.ndarray:
        """False positive rate ``FP / m-`` at each vertex."""
        self.require_both_classes()
        return _read_only(self.fp / self.n_negative)

    @cached_property
    def tpr(self) -> np.ndarray:
        """True positive rate ``TP / m+`` at each vertex."""
        self.require_both_classes()
        return _read_only(self.tp / self.n_positive)

    def auc_exact(self, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> Fraction:
        """AUC as an exact fraction of pair counts.

        ``average = (C + T/2) / (m+ m-)``, ``best = (C + T) / (m+ m-)``,
        ``worst = C / (m+ m-)``.
        """
        self.require_both_classes()
        c, t, total = self.pairs.concordant, self.pairs.tied, self.pairs.total
        ordering = TieOrdering(ordering)
        if ordering is TieOrdering.BEST:
            return Fraction(c + t, total)
        if ordering is TieOrdering.WORST:
            return Fraction(c, total)
        return Fraction(2 * c + t, 2 * total)

    def auc(self, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> float:
        """AUC under a tie ordering, correctly rounded from the exact fraction."""
        return _to_float(self.auc_exact(ordering))

    @property
    def aucs(self) -> AucValues:
        """AUC under all three tie orderings."""
        return AucValues(*(self.auc(o) for o in TieOrdering))

    @property
    def rank_loss(self) -> float:
        """``l_rank = (D + T/2) / (m+ m-) = 1 - AUC(average)`` (formulas 2.21, 2.22)."""
        self.require_both_classes()
        d, t, total = self.pairs.discordant, self.pairs.tied, self.pairs.total
        return (2 * d + t) / (2 * total)

    @property
    def tie_band_area(self) -> float:
        """``T / (m+ m-)``: area between the best and worst curves."""
        return _to_float(self.tie_band_exact())

    def area_above_exact(self, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> Fraction:
        """The area above the curve of ``ordering``: ``1 - AUC``.

        Under ``average`` this is the rank loss ``(D + T/2) / (m+ m-)``; under ``best``
        (``worst``) it is the rank loss of that tie-free ordering, ``D / (m+ m-)``
        (``(D + T) / (m+ m-)``).
        """
        return 1 - self.auc_exact(ordering)

    def tie_band_exact(self) -> Fraction:
        """``T / (m+ m-)`` exactly: the area between the best and worst curves."""
        self.require_both_classes()
        return Fraction(self.pairs.tied, self.pairs.total)

    def height_at(self, fpr: float, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> float:
        """The TPR of the curve drawn for ``ordering`` at false positive rate ``fpr``
        (the lower end where the curve rises vertically). O(log K).

        Inside a mixed block the average curve is the diagonal, the best curve has
        already risen (it goes up first) and the worst has not (it goes right first).
        """
        self.require_both_classes()
        ordering = TieOrdering(ordering)
        x, y = self.fpr, self.tpr
        fpr = min(max(float(fpr), 0.0), 1.0)
        k = int(np.searchsorted(x, fpr, "left"))  # the first vertex at or right of fpr
        if x[k] == fpr:
            return float(y[k])  # vertices ascend, so the first one is the lowest
        x0, x1, y0, y1 = float(x[k - 1]), float(x[k]), float(y[k - 1]), float(y[k])
        if self.segments[k - 1] == SegmentType.MIXED and ordering is not TieOrdering.AVERAGE:
            return y1 if ordering is TieOrdering.BEST else y0
        return y0 + (y1 - y0) * (fpr - x0) / (x1 - x0)

    # ---- drawing --------------------------------------------------------------------

    def polyline(self, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> Polyline:
        """The points to draw under a tie ordering (cached per ordering).

        Under ``average`` the points are the vertices. Under ``best`` each mixed block
        gets a corner ``(FP_{k-1}, TP_k)`` (up, then right); under ``worst`` a corner
        ``(FP_k, TP_{k-1})`` (right, then up).
        """
        ordering = TieOrdering(ordering)
        cached = self._polylines.get(ordering)
        if cached is None:
            cached = self._polylines[ordering] = self._make_polyline(ordering)
        return cached

    def _make_polyline(self, ordering: TieOrdering) -> Polyline:
        self.require_both_classes()
        mixed = self.segments == SegmentType.MIXED
        if ordering is TieOrdering.AVERAGE or not mixed.any():
            return Polyline(
                ordering, self.fpr, self.tpr, self.segments,
                _read_only(np.arange(len(self.tp))),
            )
        copies = np.ones(len(self.tp), dtype=np.intp)
        copies[1:][mixed] = 2
        vertex = np.repeat(np.arange(len(self.tp)), copies)
        tp, fp = self.tp[vertex], self.fp[vertex]
        # The first of two copies of vertex k becomes the corner of block k.
        corner = np.flatnonzero(np.diff(vertex) == 0)
        if ordering is TieOrdering.BEST:
            fp[corner] = self.fp[vertex[corner] - 1]
        else:
            tp[corner] = self.tp[vertex[corner] - 1]
        vertex_point = np.cumsum(copies) - 1
        return Polyline(
            ordering,
            _read_only(fp / self.n_negative),
            _read_only(tp / self.n_positive),
            _read_only(np.repeat(self.segments, copies[1:])),
            _read_only(vertex_point),
        )

    # ---- thresholds -----------------------------------------------------------------

    def youden_vertex(self) -> int:
        """The vertex with the highest Youden's J (``TPR - FPR``); the first (highest
        threshold) among equals."""
        self.require_both_classes()
        return int(np.argmax(self.tpr - self.fpr))

    def vertex_at(self, threshold: float) -> int:
        """Index of the vertex reached at ``threshold``: the number of distinct scores
        ``>= threshold``. O(log K)."""
        t = float(threshold)
        if math.isnan(t):
            raise InputError("the threshold is NaN; a threshold must be a number")
        th = self.thresholds
        # First index (from 1) whose distinct score falls below t; thresholds descend.
        return bisect.bisect_left(range(1, len(th)), True, key=lambda i: th[i] < t)

    def operating_point(self, threshold: float) -> OperatingPoint:
        """Confusion counts of ``score >= threshold`` (and the rates they give)."""
        k = self.vertex_at(threshold)
        tp, fp = int(self.tp[k]), int(self.fp[k])
        return OperatingPoint(
            threshold=float(threshold),
            vertex_threshold=float(self.thresholds[k]),
            vertex=k,
            tp=tp,
            fp=fp,
            tn=self.n_negative - fp,
            fn=self.n_positive - tp,
        )

    def operating_point_at_vertex(self, k: int) -> OperatingPoint:
        """The operating point of vertex ``k`` (threshold = its distinct score)."""
        k = int(k)
        if not 0 <= k < len(self.thresholds):
            raise IndexError(f"vertex {k} outside 0..{len(self.thresholds) - 1}")
        return self.operating_point(self.thresholds[k])


def _to_float(value: Fraction) -> float:
    # int / int is correctly rounded in Python, even for numerators beyond 2**53.
    return value.numerator / value.denominator


def _read_only(a: np.ndarray) -> np.ndarray:
    a.flags.writeable = False
    return a
