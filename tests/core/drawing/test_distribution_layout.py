"""The score view's geometry, headless: stacked dots never overlap at any height, the
robust axis keeps the bulk linear and every threshold on the right side of every
score, a dragged line snaps to the nearest distinct score, and count labels fit."""

import math

import numpy as np
import pytest
from hypothesis import assume, example, given
from hypothesis import strategies as st

import core
from core.drawing.distribution import score_histogram
from core.drawing.distribution_layout import (
    MAX_DIAMETER,
    MAX_PEN,
    bar_layout,
    count_ticks,
    dot_layout,
    labelled_bars,
)
from core.drawing.score_axis import curve_score_axis, threshold_snap

# ---- stacked dots ----------------------------------------------------------------------


@given(height=st.floats(1, 4000), up=st.integers(0, 60), down=st.integers(0, 60),
       top=st.floats(0, 40), bottom=st.floats(0, 40))
@example(height=150, up=20, down=20, top=22, bottom=22)  # the smallest score view
@example(height=900, up=1, down=1, top=0, bottom=0)
def test_stacked_dots_never_overlap_and_fit_the_plot(height, up, down, top, bottom):
    layout = dot_layout(height, up, down, top=top, bottom=bottom)
    # Neighbouring levels are `step` pixels apart; a dot covers its diameter and its outline.
    assert 0 < (layout.diameter + layout.pen) <= layout.step
    assert layout.diameter > 0 and 0 < layout.pen <= MAX_PEN
    assert layout.diameter <= MAX_DIAMETER
    # Ties touch: at most a pixel (or a tenth of the step) between them.
    assert layout.step - (layout.diameter + layout.pen) <= min(1.0, 0.1 * layout.step) + 1e-9
    # The range shown is the plot's height, in levels.
    assert math.isclose((layout.y_high - layout.y_low) * layout.step, height, rel_tol=1e-9)
    free = height - top - bottom
    if free > 0:
        # The outermost dots and their half level clear the bands kept for labels.
        assert up + 0.5 <= layout.y_high - top / layout.step + 1e-9
        assert -(down + 0.5) >= layout.y_low + bottom / layout.step - 1e-9


def test_dots_grow_to_full_size_only_when_there_is_room():
    tall = dot_layout(800, up=5, down=5)
    assert (tall.diameter, tall.pen) == (MAX_DIAMETER, MAX_PEN)
    short = dot_layout(160, up=20, down=20)
    assert (short.diameter + short.pen) <= short.step < MAX_DIAMETER
    # Resizing keeps it so: every height between gives a layout that fits.
    for height in range(100, 900, 7):
        layout = dot_layout(height, up=20, down=3, top=20)
        assert (layout.diameter + layout.pen) <= layout.step


@given(low=st.floats(-500, 0), high=st.floats(0.5, 500), px=st.floats(0.01, 200),
       gap=st.floats(8, 40))
def test_count_ticks_are_whole_counts_far_enough_apart(low, high, px, gap):
    ticks = count_ticks(low, high, px, gap)
    assert 0 in ticks
    assert np.all((ticks >= low) & (ticks <= high))
    if len(ticks) > 1:
        assert np.diff(ticks).min() * px >= gap - 1e-9


def test_bar_layout_leaves_the_bands_free():
    layout = bar_layout(300, up=40, down=10, top=30, bottom=20)
    assert math.isclose(layout.pixels_per_count, 5.0)
    assert math.isclose((layout.y_high - 40) * layout.pixels_per_count, 30)
    assert math.isclose((-10 - layout.y_low) * layout.pixels_per_count, 20)


def test_count_labels_all_or_none():
    counts = np.array([5, 0, 12, 300])
    assert labelled_bars(counts, np.full(4, 40.0), np.array([7, 7, 14, 21.0])).tolist() == [
        True, False, True, True]
    # One number that does not fit: none, rather than a few here and there.
    assert not labelled_bars(counts, np.array([40, 40, 40, 20.0]),
                             np.array([7, 7, 14, 21.0])).any()
    # Bars out of view do not count.
    assert labelled_bars(counts, np.array([40, 40, 40, 20.0]), np.array([7, 7, 14, 21.0]),
                         visible=np.array([True, True, True, False])).tolist() == [
        True, False, True, False]


# ---- the robust axis -------------------------------------------------------------------


def one_far_outlier():
    rng = np.random.default_rng(0)
    scores = np.r_[rng.random(999), 1e6]
    labels = np.r_[rng.random(999) < scores[:-1], True]
    return core.roc_from_scores(scores, labels)


def test_one_far_outlier_goes_to_a_strip_and_the_bulk_keeps_the_axis():
    curve = one_far_outlier()
    axis = curve_score_axis(curve)
    scores = curve.thresholds[1:]
    bulk = scores[scores <= 1]
    assert (axis.low, axis.high) == (bulk.min(), bulk.max())
    assert axis.below is None
    assert (axis.above.count, axis.above.positives, axis.above.nearest) == (1, 1, 1e6)
    # The bulk is drawn linearly and takes most of the drawn width.
    assert np.array_equal(axis.position(bulk), bulk)
    drawn = axis.inf_position - axis.start
    assert (axis.high - axis.low) / drawn > 0.75
    s0, s1 = axis.strip_above
    assert axis.high < s0 <= float(axis.position(1e6)) <= s1 < axis.inf_position


def test_a_long_tail_stays_on_the_linear_axis():
    # aSAH's s100b: most below 0.5, a tail to 2.07; nothing is squeezed, nothing broken.
    rng = np.random.default_rng(1)
    scores = np.round(np.exp(rng.normal(-1.8, 0.8, 113)), 2)
    labels = rng.random(113) < 0.36
    axis = curve_score_axis(core.roc_from_scores(scores, labels))
    assert axis.below is None and axis.above is None
    assert (axis.low, axis.high) == (scores.min(), scores.max())


@st.composite
def bulk_and_outliers(draw):
    n = draw(st.integers(8, 80))
    values = draw(st.lists(st.sampled_from([0.0, 0.1, 0.2, 0.25, 0.3, 0.5, 0.7, 0.9, 1.0]),
                           min_size=n, max_size=n))
    far = draw(st.lists(st.sampled_from([-1e9, -300.0, 40.0, 1e3, 1e6, 1.7e308]),
                        max_size=3))
    scores = np.array(values + far)
    labels = np.array(draw(st.lists(st.booleans(), min_size=len(scores),
                                    max_size=len(scores))))
    assume(labels.any() and not labels.all())
    return scores, labels


@given(bulk_and_outliers())
def test_the_bulk_is_always_on_the_linear_axis(data):
    scores, labels = data
    curve = core.roc_from_scores(scores, labels)
    axis = curve_score_axis(curve)
    q1, q3 = np.quantile(scores, [0.25, 0.75], method="inverted_cdf")
    with np.errstate(over="ignore"):  # fences past the float64 limits: everything inside
        iqr = q3 - q1
        lo, hi = q1 - 3 * iqr, q3 + 3 * iqr
    if iqr > 0:
        # Everything within Tukey's far-out fences is in the bulk...
        inside = scores[(scores >= lo) & (scores <= hi)]
        assert axis.low <= inside.min() and inside.max() <= axis.high
    # ...and whatever is left out is counted in a strip.
    out = (axis.below.count if axis.below else 0) + (axis.above.count if axis.above else 0)
    assert out == np.sum((scores < axis.low) | (scores > axis.high))
    assert out <= 0.05 * len(scores)  # outliers are rare; none among fewer than 20


def distinct_and_between(scores):
    """Distinct scores, midpoints between neighbours, and thresholds beyond both ends."""
    s = np.unique(scores)
    mids = (s[:-1] / 2 + s[1:] / 2)
    return np.r_[s, mids, s[0] - 1.0, s[-1] + 1.0, -math.inf, math.inf]


@given(bulk_and_outliers())
def test_the_line_has_exactly_the_predicted_positives_on_its_right(data):
    scores, labels = data
    axis = curve_score_axis(core.roc_from_scores(scores, labels))
    s = np.unique(scores)
    at = axis.position(s)
    assert np.all(np.diff(at) > 0)  # distinct scores never share a position
    assert np.all(np.isfinite(at))
    for t in distinct_and_between(scores):
        line = float(axis.position(t))
        # score >= t is predicted positive: drawn at or right of the line.
        assert np.array_equal(at >= line, s >= t), t


# ---- snapping --------------------------------------------------------------------------


def test_snapping_names_a_score_never_a_position_of_the_hand():
    curve = core.roc_from_scores([0.47, 0.47, 0.48, 0.31, 0.9], [1, 0, 1, 0, 1])
    snap = threshold_snap(curve.thresholds, curve_score_axis(curve))
    assert snap.threshold_at(0.4712345678901234) == 0.47
    assert snap.threshold_at(0.4761) == 0.48
    assert snap.threshold_at(0.2) == 0.31  # below the lowest: everything positive
    assert snap.threshold_at(0.9 + 0.01) == 0.9
    assert snap.threshold_at(5.0) == math.inf  # past the highest: nothing positive
    # Of two equally near, the higher: the one that predicts fewer samples positive.
    curve = core.roc_from_scores([1.0, 2.0, 4.0], [0, 1, 1])
    snap = threshold_snap(curve.thresholds, curve_score_axis(curve))
    assert snap.threshold_at(1.5) == 2.0 and snap.threshold_at(1.4999) == 1.0


@given(bulk_and_outliers(), st.floats(-0.2, 1.4))
def test_snapping_picks_the_nearest_distinct_score_on_screen(data, fraction):
    scores, labels = data
    curve = core.roc_from_scores(scores, labels)
    axis = curve_score_axis(curve)
    snap = threshold_snap(curve.thresholds, axis)
    left, right = axis.start, axis.inf_position
    pointer = left + fraction * (right - left)
    got = snap.threshold_at(pointer)
    # Brute force over every candidate: the distinct scores and +inf.
    candidates = np.r_[np.unique(scores), math.inf]
    where = np.r_[axis.position(np.unique(scores)), axis.inf_position]
    distance = np.abs(where - pointer)
    nearest = candidates[distance == distance.min()]
    assert got in nearest.tolist()


def test_snapping_is_exact_at_every_score():
    curve = one_far_outlier()
    axis = curve_score_axis(curve)
    snap = threshold_snap(curve.thresholds, axis)
    for s in curve.thresholds[1:][::37].tolist() + [1e6]:
        assert snap.threshold_at(float(axis.position(s))) == s


# ---- histograms with outliers ------------------------------------------------------------


def test_the_histogram_bins_the_bulk_and_gives_outliers_their_own_bin():
    curve = one_far_outlier()
    hist = score_histogram(curve)
    assert hist.outliers_above and not hist.outliers_below
    assert hist.positives.sum() == curve.n_positive
    assert hist.negatives.sum() == curve.n_negative
    assert (hist.positives[-1], hist.negatives[-1]) == (1, 0)
    assert (hist.positives[-2], hist.negatives[-2]) == (0, 0)  # the gap
    assert hist.edges[-1] == hist.edges[-2] == 1e6
    assert np.all(np.diff(hist.edges) >= 0)
    # The bulk's bins are equal and cover [0, 1].
    bulk = np.diff(hist.edges[:-2])
    assert np.allclose(bulk, bulk[0]) and hist.edges[0] >= 0 and hist.edges[-3] <= 1


@pytest.mark.parametrize("scores", [[1.7e308, -1.7e308, 0.0, 1e300], [5.0, 5.0, 5.0]])
def test_extreme_or_single_scores_give_a_finite_axis(scores):
    axis = curve_score_axis(core.roc_from_scores(scores * 2, [1] * len(scores) + [0] * len(scores)))
    at = axis.position(np.r_[scores, math.inf, -math.inf])
    assert np.all(np.isfinite(at)) and axis.span > 0
