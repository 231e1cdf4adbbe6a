"""The score axis and histogram read from a curve's cumulative counts are those of its
samples: checked against the samples themselves (numpy.histogram, quartiles by
sorting every sample)."""

import math

import numpy as np
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st

import core
from core.drawing.distribution import score_histogram
from core.drawing.score_axis import (
    FENCE,
    RARE,
    SQUEEZE,
    curve_score_axis,
    threshold_snap,
)
from tests.tiers import examples


@st.composite
def samples(draw):
    """Scores with ties, often with far outliers on one side or both."""
    n = draw(st.integers(2, 120))
    pool = draw(st.lists(st.floats(0, 1), min_size=1, max_size=8))
    bulk = draw(st.lists(st.one_of(st.sampled_from(pool), st.floats(0, 1)), min_size=n,
                         max_size=n))
    far = draw(st.lists(st.sampled_from([-1e6, -50.0, 7.0, 1e9]), max_size=4))
    y = draw(st.lists(st.booleans(), min_size=n + len(far), max_size=n + len(far)))
    assume(any(y) and not all(y))
    return np.array(bulk + far), np.array(y)


def oracle_axis(s, y, breaks=True):
    """The axis's bulk and outliers decided on the samples, one by one."""
    s = np.sort(s.astype(float))
    distinct = np.unique(s)

    def quartiles(values):
        n = len(values)
        return values[min(math.ceil(n / 4) - 1, n - 1)], values[min(math.ceil(3 * n / 4) - 1, n - 1)]

    lo_f, hi_f = -math.inf, math.inf
    if breaks:
        q1, q3 = quartiles(s)
        if not q3 > q1:
            q1, q3 = quartiles(distinct)
        iqr = q3 - q1
        if iqr > 0 and math.isfinite(iqr):
            lo_f, hi_f = q1 - FENCE * iqr, q3 + FENCE * iqr
    inside = distinct[(distinct >= lo_f) & (distinct <= hi_f)]
    below, above = s[s < lo_f], s[s > hi_f]
    # In Python's floats: a side a billion times a subnormal bulk's width away squeezes
    # it infinitely (numpy's scalars would warn of the overflow, an error here).
    first, last, lowest, highest = map(float, (inside[0], inside[-1], s[0], s[-1]))
    bulk = last - first
    squeeze = {"below": (first - lowest) / bulk if len(below) and bulk > 0 else 0.0,
               "above": (highest - last) / bulk if len(above) and bulk > 0 else 0.0}
    count = {"below": len(below), "above": len(above)}
    allowed = int(RARE * len(s))
    sides = [side for side in ("below", "above") if squeeze[side] > SQUEEZE]
    if sum(count[side] for side in sides) > allowed:
        sides = sorted((side for side in sides if count[side] <= allowed),
                       key=lambda side: -squeeze[side])[:1]
    low = inside[0] if "below" in sides else s[0]
    high = inside[-1] if "above" in sides else s[-1]
    return float(low), float(high), "below" in sides, "above" in sides


# A bulk of subnormal width with a far outlier: the ratio overflows to +inf.
SUBNORMAL_BULK = (np.array([0.0] * 10 + [5e-324] * 10 + [1e9]), np.array([True, False] * 10 + [True]))


@settings(max_examples=examples(300), deadline=None)
@given(samples())
@example(SUBNORMAL_BULK)
def test_the_axis_from_the_counts_is_the_samples_axis(data):
    s, y = data
    curve = core.roc_from_scores(s, y)
    for breaks in (True, False):
        axis = curve_score_axis(curve, breaks)
        low, high, below, above = oracle_axis(s, y, breaks)
        assert (axis.low, axis.high) == (low, high)
        assert (axis.below is not None, axis.above is not None) == (below, above)
        if axis.below is not None:
            out = s[s < axis.low]
            assert (axis.below.positives, axis.below.negatives) == (
                int(y[s < axis.low].sum()), int((~y[s < axis.low]).sum()))
            assert (axis.below.nearest, axis.below.farthest) == (out.max(), out.min())
        if axis.above is not None:
            out = s[s > axis.high]
            assert axis.above.count == len(out)
            assert (axis.above.nearest, axis.above.farthest) == (out.min(), out.max())


@settings(max_examples=examples(300), deadline=None)
@given(samples(), st.one_of(st.none(), st.integers(1, 30)))
@example(SUBNORMAL_BULK, None)
def test_the_histogram_from_the_counts_is_numpys_histogram_of_the_samples(data, bins):
    s, y = data
    curve = core.roc_from_scores(s, y)
    h = score_histogram(curve, bins)
    if h.per_value:
        assert h.positives.sum() == y.sum() and h.negatives.sum() == (~y).sum()
        return
    axis = curve_score_axis(curve)
    inner = h.edges[2 if h.outliers_below else 0:len(h.edges) - (2 if h.outliers_above else 0)]
    bulk = (s >= axis.low) & (s <= axis.high)
    pos, _ = np.histogram(s[bulk & y], inner)
    neg, _ = np.histogram(s[bulk & ~y], inner)
    got_pos = h.positives[2 if h.outliers_below else 0:len(h.positives) - (2 if h.outliers_above else 0)]
    got_neg = h.negatives[2 if h.outliers_below else 0:len(h.negatives) - (2 if h.outliers_above else 0)]
    assert got_pos.tolist() == pos.tolist() and got_neg.tolist() == neg.tolist()
    assert h.positives.sum() == y.sum() and h.negatives.sum() == (~y).sum()


@settings(max_examples=examples(200), deadline=None)
@given(samples(), st.floats(-0.5, 1.5))
@example(SUBNORMAL_BULK, 0.5)
def test_snapping_is_the_nearest_position_of_every_candidate(data, fraction):
    s, y = data
    curve = core.roc_from_scores(s, y)
    axis = curve_score_axis(curve)
    snap = threshold_snap(curve.thresholds, axis)
    pointer = axis.start + fraction * (axis.inf_position - axis.start)
    candidates = np.r_[np.unique(s), math.inf]
    where = np.r_[axis.position(np.unique(s)), axis.inf_position]
    distance = np.abs(where - pointer)
    assert snap.threshold_at(pointer) in candidates[distance == distance.min()].tolist()
