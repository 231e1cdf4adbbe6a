"""The scores of each class, for the score-distribution view: individual samples when
there are few, a histogram on shared bins when there are many.

Both are computed from the curve's tie blocks (distinct score, positives, negatives), so
they cost O(K) once per data set and nothing while the threshold moves. The histogram's
bins cover the bulk of the scores as :mod:`core.drawing.score_axis` decides it: far
outliers get a bin of their own per side, drawn in the axis' strip.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass

import numpy as np

from core.drawing.score_axis import curve_score_axis
from core.engine.curve import RocCurve
from core.phrases import Phrase

#: Up to this many samples every sample is a dot, unless a stack grows taller than
#: :data:`DOTS_MAX_STACK` (dots merge into bars there: a histogram says it better).
DOTS_MAX_SAMPLES = 200
DOTS_MAX_STACK = 20


@dataclass(frozen=True, eq=False)
class SampleStacks:
    """One entry per sample: tied samples of one class stack up (positives) or down
    (negatives) from the score axis.

    ``score[i]`` is the sample's score, ``level[i]`` its height (1, 2, ... for positives;
    -1, -2, ... for negatives), ``positive[i]`` its class, and ``vertex[i]`` the curve
    vertex at which it becomes predicted positive: the sample is predicted positive at
    a threshold whose vertex is ``>= vertex[i]``.
    """

    score: np.ndarray
    level: np.ndarray
    positive: np.ndarray
    vertex: np.ndarray


@dataclass(frozen=True, eq=False)
class ScoreHistogram:
    """Counts of positive and negative samples in shared bins ``edges[i] .. edges[i+1]``
    (each holding its left edge; the last bin of the bulk includes its right edge too,
    as in ``numpy.histogram``).

    ``outliers_below`` / ``outliers_above``: the first / last bin holds the far
    outliers of that side (all of them, ``edges`` at the nearest and the farthest), and
    the bin next to it is the empty gap between them and the bulk.

    ``per_value`` is true when every bin holds exactly one distinct score, at its centre
    (evenly spaced values such as ratings): then each bin is wholly on one side of any
    threshold.
    """

    edges: np.ndarray
    positives: np.ndarray
    negatives: np.ndarray
    per_value: bool = False
    outliers_below: bool = False
    outliers_above: bool = False


def score_distribution(curve: RocCurve) -> SampleStacks | ScoreHistogram | None:
    """What the score plot draws: stacked dots when there are few samples, else
    histograms on shared bins; None for a curve computed out of memory (its rows are
    not here)."""
    if not curve.complete:
        return None
    if curve.n_samples <= DOTS_MAX_SAMPLES and not curve.weighted:  # weights are no dots
        stacks = sample_stacks(curve)
        if np.abs(stacks.level).max() <= DOTS_MAX_STACK:
            return stacks
    return score_histogram(curve)


def sample_stacks(curve: RocCurve) -> SampleStacks:
    """Every sample as a stacked dot; meant for small data (a few hundred samples)."""
    curve.require_complete(Phrase("the score distribution"))
    p = curve.block_positives
    n = curve.block_negatives
    scores = curve.thresholds[1:]
    pos_block = np.repeat(np.arange(len(p)), p)
    neg_block = np.repeat(np.arange(len(n)), n)
    block = np.concatenate((pos_block, neg_block))
    return SampleStacks(
        score=scores[block],
        level=np.concatenate((_heights(p), -_heights(n))),
        positive=np.concatenate((np.ones(len(pos_block), bool), np.zeros(len(neg_block), bool))),
        vertex=block + 1,  # block k's samples turn positive at vertex k + 1
    )


def score_histogram(curve: RocCurve, bins: int | None = None) -> ScoreHistogram:
    """Positive and negative counts on shared, equal-width bins over the bulk of the
    scores, and one bin per side for far outliers (see :mod:`core.drawing.score_axis`).

    With ``bins=None`` the number of bins grows with the number of distinct scores
    (square root), between 10 and 200; data with few, evenly spaced distinct scores get
    one bin each when that is at most 200.

    >>> from core.engine.build import roc_from_scores
    >>> h = score_histogram(roc_from_scores(list(range(1, 20)) + [1000],
    ...                                     [i % 2 for i in range(20)]), bins=2)
    >>> h.edges.tolist(), h.positives.tolist(), h.negatives.tolist()
    ([1.0, 10.0, 19.0, 1000.0, 1000.0], [4, 5, 0, 1], [5, 5, 0, 0])
    >>> h.outliers_above, h.outliers_below
    (True, False)
    """
    curve.require_complete(Phrase("the score distribution"))
    k = len(curve.thresholds) - 1
    if bins is None and k <= 200:
        scores = curve.thresholds[1:].astype(np.float64)
        if _evenly_spaced(scores):
            edges = _centred_edges(scores[::-1])
            pos, _ = np.histogram(scores, edges, weights=curve.block_positives)
            neg, _ = np.histogram(scores, edges, weights=curve.block_negatives)
            kind = np.float64 if curve.weighted else np.int64  # sums of weights stay sums
            return ScoreHistogram(edges, pos.astype(kind), neg.astype(kind), True)
    if bins is None:
        bins = int(np.clip(np.sqrt(k), 10, 200))
    axis = curve_score_axis(curve)
    lo, hi = axis.low, axis.high
    # One distinct score in the bulk: bins a unit wide around it.
    edges = np.linspace(lo - 0.5, hi + 0.5, bins + 1) if lo == hi else np.linspace(lo, hi, bins + 1)
    pos, neg = _bulk_counts(curve, edges, lo, hi)
    if axis.below is not None:  # the outliers' bin, then the empty gap up to the bulk
        out = axis.below
        edges = np.r_[out.farthest, out.nearest, edges]
        pos, neg = np.r_[out.positives, 0, pos], np.r_[out.negatives, 0, neg]
    if axis.above is not None:
        out = axis.above
        edges = np.r_[edges, out.nearest, out.farthest]
        pos, neg = np.r_[pos, 0, out.positives], np.r_[neg, 0, out.negatives]
    return ScoreHistogram(edges, pos, neg, False, axis.below is not None,
                          axis.above is not None)


def _bulk_counts(curve: RocCurve, edges: np.ndarray, lo: float, hi: float):
    """Positives and negatives scoring in ``[edges[i], edges[i+1])`` (the last bin
    closed, as ``numpy.histogram`` counts) among those in ``[lo, hi]``, from the
    cumulative counts at each edge: O(bins log K), no array of the blocks."""
    th = curve.thresholds

    def at_least(t: float) -> tuple[int, int]:
        """Samples scoring >= t and <= hi."""
        if t > hi:
            return 0, 0
        k = curve.vertex_at(max(t, lo))  # distinct scores >= t
        return int(curve.tp[k]) - above[0], int(curve.fp[k]) - above[1]

    over = bisect.bisect_left(range(1, len(th)), True, key=lambda i: th[i] <= hi)
    above = (int(curve.tp[over]), int(curve.fp[over]))  # samples scoring > hi
    counts = np.array([at_least(float(e)) for e in edges[:-1]] + [(0, 0)], dtype=np.int64)
    pos, neg = (counts[:-1] - counts[1:]).T.copy()
    return pos, neg


def _heights(counts: np.ndarray) -> np.ndarray:
    """1, 2, ... ``counts[k]`` for each block ``k`` in turn: the samples' places in
    their stacks."""
    return np.arange(1, counts.sum() + 1) - np.repeat(np.cumsum(counts) - counts, counts)


def _evenly_spaced(scores: np.ndarray) -> bool:
    if len(scores) < 3:
        return True
    steps = -np.diff(scores)
    return bool(np.allclose(steps, steps[0], rtol=1e-6))


def _centred_edges(ascending: np.ndarray) -> np.ndarray:
    """Bin edges halfway between evenly spaced values, so each value has its own bin."""
    if len(ascending) == 1:
        return np.array([ascending[0] - 0.5, ascending[0] + 0.5])
    half = (ascending[1] - ascending[0]) / 2
    return np.r_[ascending - half, ascending[-1] + half]
