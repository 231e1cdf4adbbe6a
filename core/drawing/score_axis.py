"""The score axis of the distribution view: where each score is drawn, and which
distinct score a dragged threshold line lands on.

Most data are drawn on a plain linear axis. One far outlier (999 scores in [0, 1] and
one at 10^6) would squeeze every other sample into a pixel, so far outliers are drawn
in a compressed *strip* at the edge of the axis instead, after a short *gap* that the
view marks as a break. The bulk keeps its linear scale (its axis units are the scores,
divided by ``unit`` when they are huge), and the whole mapping stays monotone, so a
threshold line drawn at ``position(t)`` has exactly the samples with ``score >= t`` on
its right: the line, the predicted-positive region and the snapping never disagree,
outliers included.

Outliers are decided by Tukey's far-out fences, ``3 * IQR`` beyond the quartiles of
the samples (of the distinct scores when most samples tie and the IQR is 0), and a side
is broken only when it would otherwise take more than ``SQUEEZE`` times the bulk's
width and holds few samples (``RARE``): a long tail such as aSAH's s100b stays on the
linear axis, and so do five samples of which two lie far apart.
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass

import numpy as np

from core.engine.curve import RocCurve
from core.phrases import Phrase

FENCE = 3.0  # Tukey's far-out fences, in IQRs beyond the quartiles
SQUEEZE = 1.5  # break a side only when it would span more than this many bulk widths
RARE = 0.05  # and only for at most this fraction of the samples (none below 20)
GAP = 0.04  # the break between the bulk and a strip, as a fraction of the bulk's span
STRIP = 0.12  # the width of a strip of outliers, as a fraction of the bulk's span
INF_MARGIN = 0.06  # +inf is drawn this far (fraction of the bulk's span) past the end
HUGE = 1e12  # beyond this magnitude scores are drawn in units of a power of ten


@dataclass(frozen=True)
class Outliers:
    """The samples beyond one end of the bulk, drawn in that side's strip.

    ``nearest`` and ``farthest`` are the outlying scores nearest to and farthest from
    the bulk (equal for one distinct outlier); ``positives`` and ``negatives`` count the
    samples among them.
    """

    positives: int
    negatives: int
    nearest: float
    farthest: float

    @property
    def count(self) -> int:
        return self.positives + self.negatives


@dataclass(frozen=True, eq=False)
class ScoreAxis:
    """Where scores are drawn on the distribution view's horizontal axis.

    Axis units are ``score / unit``; between ``low`` and ``high`` (the bulk, in scores)
    a score is drawn at exactly ``score / unit``, so ordinary ticks label it. ``below``
    and ``above`` are the :class:`Outliers` drawn in a strip past each end, or None.
    ``span`` is the bulk's width in axis units (never 0: one distinct score gets a
    width of its own), the yardstick of the gaps, strips and margins.

    >>> from core.engine.build import roc_from_scores
    >>> axis = curve_score_axis(roc_from_scores(np.r_[np.linspace(0, 1, 99), 1e6],
    ...                                         np.ones(100, bool)))
    >>> axis.high, axis.above.farthest, axis.above.count
    (1.0, 1000000.0, 1)
    >>> float(axis.position(0.5)), float(axis.position(1e6)) == sum(axis.strip_above) / 2
    (0.5, True)
    """

    low: float
    high: float
    unit: float
    span: float
    below: Outliers | None
    above: Outliers | None

    @property
    def _bulk(self) -> tuple[float, float]:
        return self.low / self.unit, self.high / self.unit

    @property
    def strip_above(self) -> tuple[float, float] | None:
        """Axis extent of the strip of high outliers (None without them)."""
        if self.above is None:
            return None
        start = self._bulk[1] + GAP * self.span
        return start, start + STRIP * self.span

    @property
    def strip_below(self) -> tuple[float, float] | None:
        """Axis extent of the strip of low outliers (None without them)."""
        if self.below is None:
            return None
        end = self._bulk[0] - GAP * self.span
        return end - STRIP * self.span, end

    @property
    def inf_position(self) -> float:
        """Where +inf is drawn: just past the highest score (nothing predicted positive)."""
        end = self.strip_above[1] if self.above is not None else self._bulk[1]
        return end + INF_MARGIN * self.span

    @property
    def start(self) -> float:
        """The lowest axis position a score is drawn at."""
        return self.strip_below[0] if self.below is not None else self._bulk[0]

    def position(self, scores) -> np.ndarray:
        """Axis positions of ``scores`` (any real numbers, ±inf included), monotone
        non-decreasing and strictly increasing over the data's distinct scores.

        Thresholds between two scores land between their positions. Beyond the
        data on a side without outliers the axis stays linear (a histogram's bins
        reach past the extreme scores); beyond a strip of outliers positions saturate
        towards :attr:`inf_position` (or as far below the strip), which is where +inf
        (-inf) is drawn.
        """
        s = np.asarray(scores, dtype=float)
        with np.errstate(over="ignore", invalid="ignore", divide="ignore"):
            v = s / self.unit
            lo, hi = self._bulk
            # Each side returns a new array: v itself is never written.
            return self._low_side(v, self._high_side(v, v, hi), lo)

    def _high_side(self, v, u, hi):
        d = self.span
        if self.above is None:
            return np.where(np.isposinf(v), self.inf_position, u)
        near, far = self.above.nearest / self.unit, self.above.farthest / self.unit
        s0, s1 = self.strip_above
        gap = hi + GAP * d * ((v - hi) / (near - hi))  # the ratio first: no overflow
        strip = s0 + (s1 - s0) * _log_fraction(v - hi, near - hi, far - hi)
        past = s1 + INF_MARGIN * d * _saturate(v - far, d)
        return np.select([v <= hi, v < near, v <= far], [u, gap, strip], past)

    def _low_side(self, v, u, lo):
        d = self.span
        if self.below is None:
            return np.where(np.isneginf(v), self.start - INF_MARGIN * d, u)
        near, far = self.below.nearest / self.unit, self.below.farthest / self.unit
        s0, s1 = self.strip_below
        gap = lo - GAP * d * ((lo - v) / (lo - near))
        strip = s1 - (s1 - s0) * _log_fraction(lo - v, lo - near, lo - far)
        past = s0 - INF_MARGIN * d * _saturate(far - v, d)
        return np.select([v >= lo, v > near, v >= far], [u, gap, strip], past)


def _log_fraction(x, near, far):
    """Where ``x`` lies between ``near`` and ``far`` (all > 0) on a log scale, in [0, 1];
    0.5 when they are equal (one distinct outlier sits in the middle of its strip)."""
    if far <= near:
        return np.full(np.shape(x), 0.5)
    return np.clip(np.log(x / near) / math.log(far / near), 0.0, 1.0)


def _saturate(x, scale):
    """0 at 0, rising monotonically to 1 at +inf."""
    return np.where(np.isinf(x), 1.0, x / (x + scale))


def curve_score_axis(curve: RocCurve, breaks: bool = True) -> ScoreAxis:
    """The axis for a curve's tie blocks (its distinct scores, with the positives and
    negatives at each), read from its thresholds and cumulative counts in O(log K): no
    array of the blocks is made. ``breaks=False`` keeps every score on the linear axis
    (one bar per value of a rating scale, say).

    >>> from core.engine.build import roc_from_scores
    >>> axis = curve_score_axis(roc_from_scores([0.1, 0.1, 0.4, 0.4, 0.4, 0.5, 0.5],
    ...                                         [1, 0, 0, 0, 0, 1, 1]))
    >>> (axis.low, axis.high, axis.below, axis.above, axis.unit)
    (0.1, 0.5, None, None, 1.0)
    """
    curve.require_complete(Phrase("the count of positives in each tie block"))
    return _axis(_CurveBlocks(curve), breaks)


class _CurveBlocks:
    """A curve's blocks seen in ascending order: the ``j``-th lowest distinct score is
    threshold ``K - j``; the samples scoring at most it are those not counted before it."""

    def __init__(self, curve: RocCurve):
        self.curve = curve
        self.size = len(curve.thresholds) - 1
        self.m_pos, self.m_neg = curve.n_positive, curve.n_negative

    def value(self, j: int) -> float:
        return float(self.curve.thresholds[self.size - j])

    def at_most(self, j: int) -> tuple[int, int]:
        if j < 0:
            return 0, 0
        k = self.size - j - 1
        return self.m_pos - int(self.curve.tp[k]), self.m_neg - int(self.curve.fp[k])


def _axis(blocks: _CurveBlocks, breaks: bool) -> ScoreAxis:
    size = blocks.size
    if size == 0:
        return ScoreAxis(0.0, 1.0, 1.0, 1.0, None, None)
    total = sum(blocks.at_most(size - 1))
    fence_lo, fence_hi = _fences(blocks, total) if breaks else (-math.inf, math.inf)
    # How many distinct scores lie below the low fence, and up to the high one.
    first_in = bisect.bisect_left(range(size), fence_lo, key=blocks.value)
    end_in = bisect.bisect_right(range(size), fence_hi, key=blocks.value)
    lo_in, hi_in = blocks.value(first_in), blocks.value(end_in - 1)
    lowest, highest = blocks.value(0), blocks.value(size - 1)
    bulk = hi_in - lo_in
    # A side is broken only when showing it linearly would squeeze the bulk, and only
    # for a few samples (outliers are rare; a fifth of the data is a shape, not noise).
    squeeze = {"below": (lo_in - lowest) / bulk if first_in > 0 and bulk > 0 else 0.0,
               "above": (highest - hi_in) / bulk if end_in < size and bulk > 0 else 0.0}
    count = {"below": sum(blocks.at_most(first_in - 1)),
             "above": total - sum(blocks.at_most(end_in - 1))}
    allowed = int(RARE * total)
    sides = [side for side in ("below", "above") if squeeze[side] > SQUEEZE]
    if sum(count[side] for side in sides) > allowed:
        sides = sorted((side for side in sides if count[side] <= allowed),
                       key=lambda side: -squeeze[side])[:1]
    below = above = None
    if "below" in sides:
        below = Outliers(*blocks.at_most(first_in - 1), blocks.value(first_in - 1), lowest)
    if "above" in sides:
        under = blocks.at_most(end_in - 1)
        whole = blocks.at_most(size - 1)
        above = Outliers(whole[0] - under[0], whole[1] - under[1], blocks.value(end_in),
                         highest)
    low = lo_in if below is not None else lowest
    high = hi_in if above is not None else highest
    magnitude = max(abs(low), abs(high))
    unit = 10.0 ** (math.floor(math.log10(magnitude)) - 2) if magnitude > HUGE else 1.0
    span = high / unit - low / unit  # divided first: no overflow near the float64 limits
    if not span > 0:
        span = max(abs(high / unit), 1.0)
    return ScoreAxis(low, high, unit, span, below, above)


def _fences(blocks: _CurveBlocks, total: int) -> tuple[float, float]:
    """Tukey's far-out fences of the samples; of the distinct scores when the samples'
    IQR is 0; (-inf, inf) when that is 0 too (at most two distinct scores)."""
    q1, q3 = _quantiles(blocks, lambda j: sum(blocks.at_most(j)), total)
    if not q3 > q1:
        q1, q3 = _quantiles(blocks, lambda j: j + 1, blocks.size)
    with np.errstate(over="ignore", invalid="ignore"):
        iqr = q3 - q1
        lo, hi = q1 - FENCE * iqr, q3 + FENCE * iqr
    if not iqr > 0 or not math.isfinite(iqr):
        return -math.inf, math.inf
    return float(lo), float(hi)


def _quantiles(blocks: _CurveBlocks, cumulative, total: int) -> tuple[float, float]:
    """Lower and upper quartiles (inverted CDF: the first score whose cumulative count
    reaches a quarter / three quarters)."""
    last = blocks.size - 1
    i1 = bisect.bisect_left(range(blocks.size), total / 4, key=cumulative)
    i3 = bisect.bisect_left(range(blocks.size), 3 * total / 4, key=cumulative)
    return blocks.value(min(i1, last)), blocks.value(min(i3, last))


@dataclass(frozen=True, eq=False)
class ThresholdSnap:
    """The thresholds a dragged line can land on, with where each is drawn.

    ``thresholds`` ascend: the data's distinct scores, then +inf (nothing predicted
    positive), as the ROC marker's vertices. Because the axis maps scores linearly or
    monotonically onto the screen, the threshold drawn nearest the pointer in axis
    units is the nearest in pixels. Positions are computed where the search looks
    (O(log K) of them), so a curve of 10^7 thresholds needs no array of positions.
    """

    thresholds: np.ndarray
    axis: ScoreAxis

    def position_of(self, i: int) -> float:
        """Where ``thresholds[i]`` is drawn."""
        t = float(self.thresholds[i])
        return self.axis.inf_position if t == math.inf else float(self.axis.position(t))

    def threshold_at(self, pointer: float) -> float:
        """The distinct score (or +inf) drawn nearest to ``pointer`` (axis units); of
        two equally near, the higher (the one that predicts fewer samples positive).

        >>> from core.engine.build import roc_from_scores
        >>> curve = roc_from_scores([0.48, 0.47, 0.47], [1, 1, 0])
        >>> snap = threshold_snap(curve.thresholds, curve_score_axis(curve))
        >>> snap.threshold_at(0.4712), snap.threshold_at(0.476), snap.threshold_at(9.0)
        (0.47, 0.48, inf)
        """
        n = len(self.thresholds)
        i = bisect.bisect_left(range(n), pointer, key=self.position_of)
        if i == 0:
            return float(self.thresholds[0])
        if i == n:
            return float(self.thresholds[-1])
        below, above = self.position_of(i - 1), self.position_of(i)
        return float(self.thresholds[i - 1] if pointer - below < above - pointer
                     else self.thresholds[i])

    def between(self, vertex: int, edge: float | None = None) -> float:
        """Where the predicted-positive region of ``vertex`` (an index of the curve's
        thresholds, descending from +inf) starts: halfway between the lowest score
        predicted positive there and the highest predicted negative, so that a stack of
        tied samples is wholly in it or out of it; left of the lowest score when
        every sample is predicted positive (by ``edge`` axis units, by default half the
        step to the next score).

        >>> from core.engine.build import roc_from_scores
        >>> curve = roc_from_scores([0.48, 0.47, 0.47], [1, 1, 0])
        >>> snap = threshold_snap(curve.thresholds, curve_score_axis(curve))
        >>> at = snap.position_of
        >>> [round(snap.between(k), 4) for k in range(3)] == [
        ...     round((at(1) + at(2)) / 2, 4), round((at(0) + at(1)) / 2, 4),
        ...     round(at(0) - (at(1) - at(0)) / 2, 4)]
        True
        """
        # Two or three positions, not the array of every threshold's (a drag at 10^7
        # distinct scores would compute 10^7 of them at each move).
        at = self.position_of
        n = len(self.thresholds)
        upper = n - 1 - int(vertex)  # ascending index of the lowest score predicted positive
        if upper > 0:
            return float((at(upper) + at(upper - 1)) / 2)
        if edge is None:
            edge = (at(1) - at(0)) / 2 if n > 1 else 0.5
        return float(at(0) - edge)


def threshold_snap(thresholds: np.ndarray, axis: ScoreAxis) -> ThresholdSnap:
    """A :class:`ThresholdSnap` for a curve's ``thresholds`` (descending from +inf)."""
    return ThresholdSnap(np.asarray(thresholds)[::-1], axis)


def whole_numbers(values, chunk: int = 1 << 18) -> bool:
    """Whether every one of ``values`` is a whole number, checked a slice at a time (a
    curve's millions of thresholds are never copied whole).

    >>> whole_numbers(np.array([3.0, 1.0, -2.0])), whole_numbers(np.array([0.5, 1.0]))
    (True, False)
    """
    values = np.asarray(values)
    if values.dtype.kind in "iub":
        return True
    if values.dtype.kind == "O":  # integers past 2**53, kept exact
        return all(float(v).is_integer() if isinstance(v, float) else True for v in values)
    for start in range(0, len(values), chunk):
        part = values[start:start + chunk]
        if not np.array_equal(part, np.floor(part)):
            return False
    return True
