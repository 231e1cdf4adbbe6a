"""The ROC curve object: vertices, segment types, pair counts, AUCs, polylines and
operating points, all exact."""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass, field
from fractions import Fraction
from functools import cached_property

import numpy as np

from core.engine import exact, thinned
from core.engine.exact import count_dtype
from core.engine.results import (
    AucValues,
    OperatingPoint,
    PairCounts,
    Polyline,
    SegmentType,
    TieOrdering,
    read_only,
)
from core.engine.thinned import Thinning
from core.errors import InputError, SingleClassError, ThinnedCurveError, WeightedCurveError
from core.phrases import Phrase

# Polylines are kept per ordering up to this many vertices (16 bytes a point each).
POLYLINES_KEPT_UP_TO = 1 << 20
_CHUNK = 1 << 16  # vertices converted to int64 at a time


def single_class_error(n_positive, n_negative) -> SingleClassError:
    """The error of samples of one class only (``n_positive`` or ``n_negative`` is 0)."""
    present = Phrase("positive") if n_positive else Phrase("negative")
    n = n_positive + n_negative
    if n == 1:
        return SingleClassError(Phrase(
            "ROC analysis needs both classes, but the only sample is {present}",
            present=present))
    return SingleClassError(Phrase(
        "ROC analysis needs both classes, but all {n} samples are {present}",
        n=n, present=present))


@dataclass(frozen=True)
class BlockCounts:
    """One tie block's positives and negatives (sums of case weights when weighted)."""

    positives: np.generic
    negatives: np.generic


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

    thinning : Thinning or None
        None for a whole curve. A curve computed out of memory (:meth:`from_summary`)
        may keep only the vertices that matter at a drawing resolution; then
        ``thinning`` says which, :attr:`complete` is False, and what needs every vertex
        raises :class:`ThinnedCurveError` (see :meth:`from_summary`).

    All arrays are read-only. Build curves with :func:`core.roc_from_scores` or
    :func:`core.roc_from_counts`.
    """

    thresholds: np.ndarray
    tp: np.ndarray
    fp: np.ndarray
    segments: np.ndarray
    pairs: PairCounts
    _polylines: dict = field(default_factory=dict, repr=False, compare=False)
    thinning: Thinning | None = None

    @classmethod
    def from_vertices(cls, thresholds: np.ndarray, tp: np.ndarray, fp: np.ndarray, *,
                      segments: np.ndarray | None = None,
                      discordant: int | None = None) -> "RocCurve":
        """Assemble a curve from its descending vertices (``tp[0] == fp[0] == 0``).

        The counts are kept in the narrowest integer type that holds them (int32 up to
        2**31 - 1 samples); the arrays passed in become the curve's (read-only) when
        they already have that type. A builder that knows every block holds one sample
        passes their ``segments`` and the ``discordant`` pairs it counted on the way
        (no block is mixed, no pair tied), so they are not counted again.
        """
        if np.asarray(tp).dtype.kind == "f" or np.asarray(fp).dtype.kind == "f":
            return cls._from_weighted_vertices(thresholds, tp, fp)
        dtype = count_dtype(int(tp[-1]) + int(fp[-1]))
        tp = np.asarray(tp).astype(dtype, copy=False)
        fp = np.asarray(fp).astype(dtype, copy=False)
        m_pos, m_neg = int(tp[-1]), int(fp[-1])
        bound = m_pos * m_neg
        k = len(tp) - 1
        if segments is not None and discordant is not None:
            return cls._assembled(thresholds, tp, fp, segments,
                                  PairCounts(bound - discordant, 0, discordant), 0)
        segments = np.empty(k, dtype=np.uint8)
        mixed_blocks = tied = discordant = 0
        # A slice of blocks at a time: per-block counts never exist whole.
        for i in range(0, k, _CHUNK):
            p = np.diff(tp[i:i + _CHUNK + 1])
            n = np.diff(fp[i:i + _CHUNK + 1])
            # 0 (TRUE_POSITIVE) without negatives, 1 (FALSE_POSITIVE) without
            # positives, 2 (MIXED) with both: a block always holds a sample.
            has_negatives = n > 0
            mixed = has_negatives & (p > 0)
            part = segments[i:i + len(p)]
            np.add(has_negatives, mixed, out=part, dtype=np.uint8)
            where = np.flatnonzero(mixed)
            mixed_blocks += len(where)
            tied += exact.dot(p[where], n[where], bound)
            # fp[:-1] is the number of negatives scored strictly above each block.
            discordant += exact.dot(p, fp[i:i + len(p)], bound)
        pairs = PairCounts(bound - tied - discordant, tied, discordant)
        return cls._assembled(thresholds, tp, fp, segments, pairs, mixed_blocks)

    @classmethod
    def _assembled(cls, thresholds, tp, fp, segments, pairs: PairCounts,
                   mixed_blocks: int) -> "RocCurve":
        read_only(thresholds, tp, fp, segments)
        curve = cls(thresholds, tp, fp, segments, pairs)
        curve.__dict__["mixed_blocks"] = mixed_blocks  # counted here: no second pass
        return curve

    @classmethod
    def _from_weighted_vertices(cls, thresholds: np.ndarray, tp, fp) -> "RocCurve":
        """A curve of weighted samples: cumulative weights (float64) instead of counts.

        A weighted row is an aggregated row whose counts may be fractional, so the
        curve has the same vertices, segments and orderings; its "pair counts" are
        sums of weight products (``C = sum_k p_k FP_{k-1}``... as floats), rounded as
        float sums are.
        """
        tp = np.asarray(tp, dtype=np.float64)
        fp = np.asarray(fp, dtype=np.float64)
        p, n = np.diff(tp), np.diff(fp)
        has_negatives = n > 0
        mixed = has_negatives & (p > 0)
        segments = np.add(has_negatives, mixed, dtype=np.uint8)
        tied = float(np.einsum("i,i->", p, n * mixed))
        discordant = float(np.einsum("i,i->", p, fp[:-1]))
        total = float(tp[-1]) * float(fp[-1])
        pairs = PairCounts(total - tied - discordant, tied, discordant)
        return cls._assembled(thresholds, tp, fp, segments, pairs, int(np.count_nonzero(mixed)))

    @property
    def weighted(self) -> bool:
        """Whether the counts are sums of case weights (float64), not whole samples."""
        return self.tp.dtype.kind == "f"

    def require_counts(self, what) -> None:
        """Raise :class:`WeightedCurveError` naming ``what`` when the curve holds
        fractional weights: ``what`` treats its counts as numbers of samples."""
        if self.weighted:
            raise WeightedCurveError(Phrase(
                "{what} is computed from whole numbers of samples, and fractional case weights"
                " are none (whole-number weights are counted as repeated rows)", what=what),
                what=what)

    # Assembles a curve from some of its vertices and its exact counts (a curve an
    # engine computed out of memory): see core.engine.thinned.from_summary.
    from_summary = classmethod(thinned.from_summary)

    @property
    def complete(self) -> bool:
        """Whether every vertex is here (False for a curve thinned by an engine)."""
        return self.thinning is None

    def require_complete(self, what: str) -> None:
        """Raise :class:`ThinnedCurveError` naming ``what`` unless :attr:`complete`.

        ``what`` starts the message (a :class:`~core.phrases.Phrase`, such as
        ``Phrase("the partial AUC")``, so that it is said in the reader's language)."""
        if self.thinning is None:
            return
        t = self.thinning
        raise ThinnedCurveError(Phrase(
            "{what} needs every vertex of the curve, but it was computed out of memory"
            " and thinned to a {grid} x {grid} grid ({kept:,} of {vertices:,} vertices kept)",
            what=what, grid=t.grid, kept=len(self.tp), vertices=t.distinct_scores + 1),
            what=what)

    # ---- counts ---------------------------------------------------------------------

    @property
    def n_positive(self) -> int:
        """``m+``, the number of positive samples (their weight for a weighted curve)."""
        return self.tp[-1].item()

    @property
    def n_negative(self) -> int:
        """``m-``, the number of negative samples (their weight for a weighted curve)."""
        return self.fp[-1].item()

    @property
    def n_samples(self) -> int:
        return self.n_positive + self.n_negative

    @property
    def distinct_scores(self) -> int:
        """K, the number of distinct scores (tie blocks), thinned or not."""
        if self.thinning is not None:
            return self.thinning.distinct_scores
        return len(self.thresholds) - 1

    @cached_property
    def mixed_blocks(self) -> int:
        """Number of tie blocks holding both classes (drawn as diagonals)."""
        if self.thinning is not None:
            return self.thinning.mixed_blocks
        return int(np.count_nonzero(self.segments == SegmentType.MIXED))

    @property
    def has_both_classes(self) -> bool:
        return self.n_positive > 0 and self.n_negative > 0

    @cached_property
    def block_positives(self) -> np.ndarray:
        """``p_k``: positives in each tie block, in descending score order.

        Raises :class:`ThinnedCurveError` on a thinned curve, whose steps are not all
        tie blocks."""
        self.require_complete(Phrase("the count of positives in each tie block"))
        return read_only(np.diff(self.tp))

    @cached_property
    def block_negatives(self) -> np.ndarray:
        """``n_k``: negatives in each tie block, in descending score order.

        Raises :class:`ThinnedCurveError` on a thinned curve."""
        self.require_complete(Phrase("the count of negatives in each tie block"))
        return read_only(np.diff(self.fp))

    def block_at(self, k: int) -> BlockCounts:
        """The positives and negatives of tie block ``k`` (``1 <= k < len(tp)``): the
        same numbers as ``block_positives[k - 1]`` and ``block_negatives[k - 1]``,
        without computing every block's (a window asks at each threshold move).

        Raises :class:`ThinnedCurveError` on a thinned curve."""
        self.require_complete(Phrase("the count of positives in each tie block"))
        return BlockCounts(self.tp[k] - self.tp[k - 1], self.fp[k] - self.fp[k - 1])

    # ---- rates and areas ------------------------------------------------------------

    def require_both_classes(self) -> None:
        """Raise :class:`SingleClassError` unless both classes are present."""
        if not self.has_both_classes:
            raise single_class_error(self.n_positive, self.n_negative)

    @cached_property
    def fpr(self) -> np.ndarray:
        """False positive rate ``FP / m-`` at each vertex.

        Computed when first asked and then kept: 8 bytes per vertex. Nothing in the
        engine asks for it (the numbers, the drawings and the operating points come from
        the integer counts), so a curve whose rates no caller needs never holds them.
        """
        self.require_both_classes()
        return read_only(self.fp / self.n_negative)

    @cached_property
    def tpr(self) -> np.ndarray:
        """True positive rate ``TP / m+`` at each vertex (computed when first asked,
        then kept, as :attr:`fpr`)."""
        self.require_both_classes()
        return read_only(self.tp / self.n_positive)

    def rates(self, start: int = 0, stop: int | None = None) -> tuple[np.ndarray, np.ndarray]:
        """``(fpr, tpr)`` of vertices ``start`` to ``stop`` (exclusive), computed from the
        counts without keeping anything: what a caller needing a few rates uses instead
        of :attr:`fpr` and :attr:`tpr` at full resolution."""
        self.require_both_classes()
        kept = self.__dict__  # where cached_property keeps what it computed
        fpr = kept["fpr"][start:stop] if "fpr" in kept else self.fp[start:stop] / self.n_negative
        tpr = kept["tpr"][start:stop] if "tpr" in kept else self.tp[start:stop] / self.n_positive
        return fpr, tpr

    def auc_exact(self, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> Fraction:
        """AUC as an exact fraction of pair counts.

        ``average = (C + T/2) / (m+ m-)``, ``best = (C + T) / (m+ m-)``,
        ``worst = C / (m+ m-)``.
        """
        self.require_both_classes()
        # Counts are Python integers; the float sums of a weighted curve are the
        # fractions they store.
        c, t = Fraction(self.pairs.concordant), Fraction(self.pairs.tied)
        area = {TieOrdering.BEST: c + t, TieOrdering.WORST: c}.get(TieOrdering(ordering), c + t / 2)
        return area / Fraction(self.pairs.total)

    def auc(self, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> float:
        """AUC under a tie ordering, correctly rounded from the exact fraction."""
        return float(self.auc_exact(ordering))

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
        return Fraction(self.pairs.tied) / Fraction(self.pairs.total)

    # ---- drawing --------------------------------------------------------------------

    def polyline(self, ordering: TieOrdering | str = TieOrdering.AVERAGE) -> Polyline:
        """The points to draw under a tie ordering.

        Kept per ordering for curves of up to ``POLYLINES_KEPT_UP_TO`` vertices; a
        larger curve computes its polyline (two float64 arrays, 16 bytes a point) at
        each call and keeps nothing: drawing it goes through
        :mod:`core.drawing.count_thinning`, which needs no polyline at all.

        Under ``average`` the points are the vertices. Under ``best`` each mixed block
        gets a corner ``(FP_{k-1}, TP_k)`` (up, then right); under ``worst`` a corner
        ``(FP_k, TP_{k-1})`` (right, then up).

        On a thinned curve the points are the kept vertices (and the corners of the
        mixed blocks kept whole); a merged step is drawn as a straight chord inside
        its grid cell whatever the ordering, so the drawing is exact at the grid's
        resolution but shows nothing finer.
        """
        ordering = TieOrdering(ordering)
        cached = self._polylines.get(ordering)
        if cached is None:
            cached = self._make_polyline(ordering)
            if len(self.tp) <= POLYLINES_KEPT_UP_TO:
                self._polylines[ordering] = cached
        return cached

    def _make_polyline(self, ordering: TieOrdering) -> Polyline:
        self.require_both_classes()
        if ordering is TieOrdering.AVERAGE or self.mixed_blocks == 0:
            x, y = self.rates()
            return Polyline(ordering, read_only(x), read_only(y), self.segments,
                            read_only(np.arange(len(self.tp))))
        mixed = self.segments == SegmentType.MIXED
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
            read_only(fp / self.n_negative),
            read_only(tp / self.n_positive),
            read_only(np.repeat(self.segments, copies[1:])),
            read_only(vertex_point),
        )

    # ---- thresholds -----------------------------------------------------------------

    def youden_vertex(self) -> int:
        """The vertex with the highest Youden's J (``TPR - FPR``); the first (highest
        threshold) among equals. On a thinned curve, the kept vertex that is the whole
        curve's Youden vertex (the engine keeps it). Found once per curve: the window
        starts its threshold there and reads it again for its notes."""
        self.require_both_classes()
        if self.thinning is not None:
            return self.thinning.youden_vertex
        return self._youden

    @cached_property
    def _youden(self) -> int:
        # J = TP/m+ - FP/m-, compared exactly as TP*m- - FP*m+: rounded rates can tie
        # unequal J values or split equal ones, and equals must go to the higher threshold.
        m_pos, m_neg = self.n_positive, self.n_negative
        if self.weighted:
            return int(np.argmax(self.tp * m_neg - self.fp * m_pos))
        if not exact.fits_int64(2 * m_pos * m_neg):
            exact_j = [int(t) * m_neg - int(f) * m_pos for t, f in zip(self.tp, self.fp)]
            return exact_j.index(max(exact_j))
        best, best_j = 0, None
        for start in range(0, len(self.tp), _CHUNK):  # int64 a slice at a time
            j = self.tp[start:start + _CHUNK].astype(np.int64)
            j *= m_neg
            j -= self.fp[start:start + _CHUNK].astype(np.int64) * m_pos
            k = int(np.argmax(j))
            if best_j is None or int(j[k]) > best_j:  # strictly: ties keep the first
                best, best_j = start + k, int(j[k])
        return best

    def vertex_at(self, threshold: float) -> int:
        """Index of the vertex reached at ``threshold``: the number of distinct scores
        ``>= threshold``. O(log K).

        On a thinned curve, the index among the kept vertices; a threshold strictly
        inside a merged step (between two kept vertices that skip some) raises
        :class:`ThinnedCurveError`, since the vertex it reaches was not kept.
        """
        t = float(threshold)
        if math.isnan(t):
            raise InputError(Phrase("the threshold is NaN; a threshold must be a number"))
        th = self.thresholds
        # First index (from 1) whose distinct score falls below t; thresholds descend.
        k = bisect.bisect_left(range(1, len(th)), True, key=lambda i: th[i] < t)
        thinning = self.thinning
        if (thinning is not None and k < len(th) - 1 and th[k] != t
                and thinning.merged[k]):
            raise ThinnedCurveError(Phrase(
                "threshold {threshold!r} falls between the kept vertices at {upper!r} and"
                " {lower!r}, which the engine merged: choose a kept vertex's threshold,"
                " or compute again keeping this threshold",
                threshold=t, upper=th[k], lower=th[k + 1]),
                what="operating point", value=t)
        return k

    def operating_point(self, threshold: float) -> OperatingPoint:
        """Confusion counts of ``score >= threshold`` (and the rates they give)."""
        k = self.vertex_at(threshold)
        tp, fp = self.tp[k].item(), self.fp[k].item()
        return OperatingPoint(
            threshold=float(threshold),
            vertex_threshold=float(self.thresholds[k]),
            vertex=k,
            tp=tp,
            fp=fp,
            tn=self.n_negative - fp,
            fn=self.n_positive - tp,
        )
