"""Curves thinned by an engine: which vertices of the whole curve were kept, and how
the steps between them are typed (see :func:`from_summary`, which is
:meth:`core.engine.curve.RocCurve.from_summary`)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from core.engine.exact import count_dtype
from core.engine.results import PairCounts, SegmentType, read_only


@dataclass(frozen=True, eq=False)
class Thinning:
    """How a thinned curve relates to the whole one it was taken from.

    The whole curve has ``distinct_scores + 1`` vertices (vertex 0 at ``+inf``); the
    thinned one keeps some of them, always the first and the last, and every vertex
    kept has its exact counts.

    Attributes
    ----------
    grid : int
        G: the unit square was cut into a G x G grid of cells, and of every run of
        consecutive vertices inside one cell only the first and the last were kept.
        A step between two kept vertices that skips some (a *merged* step) therefore
        lies inside one cell: the drawing is exact at G pixels across.
    vertex : ndarray of int64
        The index in the whole curve of each kept vertex (0 first, K last).
    merged : ndarray of bool
        Per kept step: True when it spans several tie blocks.
    distinct_scores, mixed_blocks : int
        K and the number of mixed tie blocks of the whole curve.
    youden_vertex : int
        Index (among the kept vertices) of the whole curve's Youden vertex, which the
        engine always keeps.
    formulas : mapping of str to Fraction, or None
        The five ways to the average AUC (docs/mathematics.md), each summed by the engine on its
        own terms over every block: keys ``trapezoid``, ``rank_loss``,
        ``mann_whitney``, ``grouped``, ``probability``. None when the sums would not
        fit the engine's exact integers.
    delong_variance : float or None
        DeLong's variance of the average AUC (docs/mathematics.md), summed by the engine over
        every block; None when a class has fewer than two samples.
    """

    grid: int
    vertex: np.ndarray
    merged: np.ndarray
    distinct_scores: int
    mixed_blocks: int
    youden_vertex: int
    formulas: Mapping[str, Fraction] | None = None
    delong_variance: float | None = None


def from_summary(cls, thresholds, tp, fp, pairs: PairCounts, *, vertex,
                 distinct_scores: int, mixed_blocks: int, grid: int,
                 youden_vertex: int | None = None,
                 formulas: Mapping[str, Fraction] | None = None,
                 delong_variance: float | None = None):
    """Assemble a curve (of class ``cls``: ``RocCurve.from_summary``) from some of its
    vertices and its exact counts.

    This is how a curve computed by a database engine (:mod:`core.scale`) comes
    back: the pair counts and the block totals are exact sums over every block,
    and the vertices are those the engine kept.

    Parameters
    ----------
    thresholds, tp, fp : array_like
        The kept vertices, descending from ``+inf`` (``tp[0] == fp[0] == 0``) to the
        last vertex (``tp[-1] == m+``, ``fp[-1] == m-``), with exact counts.
    pairs : PairCounts
        Exact C, T, D over every block.
    vertex : array_like of int
        Index of each kept vertex in the whole curve: 0 first, ``distinct_scores``
        last, strictly increasing.
    distinct_scores, mixed_blocks : int
        K and the number of mixed blocks of the whole curve.
    grid : int
        The G of the G x G grid the vertices were thinned on (see :class:`Thinning`).
    youden_vertex : int, optional
        Index in the whole curve of its Youden vertex; it must be among those kept.
        Needed when some vertex was left out (a whole curve finds its own).
    formulas : mapping, optional
        The five formulas' exact values, summed over every block.
    delong_variance : float, optional
        DeLong's variance of the average AUC, summed over every block.

    Returns
    -------
    RocCurve
        A whole curve (``thinning is None``) when every vertex was kept: then it is
        exactly the curve :meth:`RocCurve.from_vertices` builds, and ``pairs`` and
        ``mixed_blocks`` must agree with it. Otherwise a thinned curve.

    Notes
    -----
    On a thinned curve, a step between kept vertices ``i`` and ``i + 1`` that
    spans one block is typed as usual (a MIXED step is one tie block, drawn as its
    diagonal or, under the best and worst orderings, as its corner). A *merged*
    step spans several blocks inside one grid cell and is no tie block, so it is
    never typed MIXED: it is TRUE_POSITIVE or FALSE_POSITIVE when it adds only
    positives or only negatives (exactly as a block would), and otherwise typed
    by the way it mostly goes on the plot: TRUE_POSITIVE when it rises at least
    as far as it runs (``dTP / m+ >= dFP / m-``), else FALSE_POSITIVE.
    ``thinning.merged`` marks these steps; every polyline draws them as straight
    chords, which stay inside their cell.

    What is exact on a thinned curve: the counts (``n_positive``, ``n_negative``,
    ``distinct_scores``, ``mixed_blocks``, ``pairs``), every AUC and the rank loss,
    the vertices kept and their operating points, :meth:`RocCurve.youden_vertex`, and
    :meth:`RocCurve.operating_point` at any threshold that does not fall strictly
    inside a merged step. What raises :class:`ThinnedCurveError`: per-block counts
    (:attr:`RocCurve.block_positives`, :attr:`RocCurve.block_negatives`, and so the
    formulas that sum them) and thresholds inside a merged step.

    Raises
    ------
    ValueError
        The arrays do not describe kept vertices of one curve with these counts.
    """
    thresholds = _threshold_array(thresholds)
    tp = np.array(tp, dtype=np.int64)
    fp = np.array(fp, dtype=np.int64)
    vertex = np.array(vertex, dtype=np.int64)
    dtype = count_dtype(int(tp[-1]) + int(fp[-1])) if len(tp) else np.int64
    tp, fp = tp.astype(dtype), fp.astype(dtype)
    k = int(distinct_scores)
    _check_summary(thresholds, tp, fp, vertex, k, pairs)
    if len(vertex) == k + 1:
        whole = cls.from_vertices(thresholds, tp, fp)
        if whole.pairs != pairs or whole.mixed_blocks != int(mixed_blocks):
            raise ValueError(f"every vertex was kept, but they give {whole.pairs} and"
                             f" {whole.mixed_blocks} mixed blocks, not {pairs} and"
                             f" {mixed_blocks}")
        return whole
    kept = np.flatnonzero(vertex == (-1 if youden_vertex is None else int(youden_vertex)))
    if len(kept) != 1:
        raise ValueError(f"the Youden vertex {youden_vertex} is not among those kept")
    p, n = np.diff(tp), np.diff(fp)
    merged = np.diff(vertex) > 1
    segments = np.full(len(p), SegmentType.MIXED, dtype=np.uint8)
    mixed = (p > 0) & (n > 0)
    segments[n == 0] = SegmentType.TRUE_POSITIVE
    segments[p == 0] = SegmentType.FALSE_POSITIVE
    m_pos, m_neg = int(tp[-1]), int(fp[-1])
    for i in np.flatnonzero(mixed & merged).tolist():
        # Compared as exact integers: dTP * m- can exceed int64.
        rises = int(p[i]) * m_neg >= int(n[i]) * m_pos
        segments[i] = SegmentType.TRUE_POSITIVE if rises else SegmentType.FALSE_POSITIVE
    read_only(thresholds, tp, fp, segments, vertex, merged)
    thinning = Thinning(int(grid), vertex, merged, k, int(mixed_blocks), int(kept[0]),
                        None if formulas is None else dict(formulas), delong_variance)
    return cls(thresholds, tp, fp, segments, pairs, thinning=thinning)


def _threshold_array(values) -> np.ndarray:
    """``+inf`` then the kept scores: float64, or Python integers (an object array, as
    the engine keeps them) when integer scores go beyond 2**53, where float64 would
    make two of them one."""
    values = list(values)
    rest = values[1:]
    whole = [v for v in rest if isinstance(v, (int, np.integer)) and not isinstance(v, bool)]
    if rest and len(whole) == len(rest) and max(abs(int(v)) for v in whole) > 2**53:
        out = np.empty(len(values), dtype=object)
        out[0] = math.inf
        out[1:] = [int(v) for v in rest]
        return out
    return np.array(values, dtype=np.float64)


def _check_summary(thresholds, tp, fp, vertex, k, pairs) -> None:
    n = len(thresholds)
    if not (len(tp) == len(fp) == len(vertex) == n) or n < 2:
        raise ValueError("thresholds, tp, fp and vertex must have one entry per kept vertex,"
                         " at least two")
    if thresholds[0] != np.inf or tp[0] != 0 or fp[0] != 0 or vertex[0] != 0:
        raise ValueError("the first kept vertex must be (0, 0) at +inf, vertex 0")
    if vertex[-1] != k:
        raise ValueError(f"the last kept vertex must be vertex {k}, not {vertex[-1]}")
    if not (np.all(np.diff(vertex) > 0) and np.all(np.diff(thresholds) < 0)
            and np.all(np.diff(tp) >= 0) and np.all(np.diff(fp) >= 0)):
        raise ValueError("kept vertices must ascend in index and counts, and descend in"
                         " threshold")
    if pairs.total != int(tp[-1]) * int(fp[-1]):
        raise ValueError(f"the pair counts add up to {pairs.total}, not m+ * m- ="
                         f" {int(tp[-1]) * int(fp[-1])}")
