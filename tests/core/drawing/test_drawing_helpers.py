"""Thinning, snapping and score distributions: drawing helpers that must stay exact
at screen resolution and cheap on the drag path."""

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core import SegmentType, TieOrdering
from core.drawing.distribution import sample_stacks, score_histogram
from core.drawing.geometry import nearest_vertex
from core.drawing.thinning import Span, Window, draw, thin, visible_span
from tests.core.engine.test_worked_examples import EIGHT_LABELS, EIGHT_SCORES
from tests.tiers import examples


def random_curve(seed, n, decimals=None):
    rng = np.random.default_rng(seed)
    s = rng.random(n)
    if decimals is not None:
        s = np.round(s, decimals)
    labels = rng.random(n) < 0.4 + 0.3 * s
    labels[:2] = [True, False]  # both classes, always
    return core.roc_from_scores(s, labels)


def pixel_of(x, y, window):
    return np.floor(x / window.pixel_x), np.floor(y / window.pixel_y)


@settings(max_examples=examples(25), deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 5000), st.sampled_from([None, 1, 2, 3]),
       st.integers(20, 800))
def test_thinned_path_stays_within_a_pixel_of_every_vertex(seed, n, decimals, pixels):
    curve = random_curve(seed, n, decimals)
    line = curve.polyline("average")
    window = Window(0, 1, 0, 1, 1 / pixels, 1 / pixels)
    path = thin(line.x, line.y, window)
    assert len(path) <= 2 * (2 * pixels + 3)
    assert not np.isnan(path.x).any()
    assert (path.x[0], path.y[0], path.x[-1], path.y[-1]) == (0, 0, 1, 1)
    # Every original vertex lies in a pixel cell that the thinned path visits, and every
    # kept point is an original vertex.
    cells = set(zip(*pixel_of(path.x, path.y, window)))
    assert set(zip(*pixel_of(line.x, line.y, window))) == cells
    originals = set(zip(line.x.tolist(), line.y.tolist()))
    assert set(zip(path.x.tolist(), path.y.tolist())) <= originals


def test_without_a_window_pieces_of_one_kind_are_exact():
    curve = core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS)
    line = curve.polyline("best")
    green = thin(line.x, line.y, None, line.segment, SegmentType.TRUE_POSITIVE)
    # Green steps: (0,0)-(0,.25), (.25,.25)-(.25,.5), (.75,.75)-(.75,1).
    assert np.array_equal(green.x, [0, 0, np.nan, .25, .25, np.nan, .75, .75], equal_nan=True)
    assert np.array_equal(green.y, [0, .25, np.nan, .25, .5, np.nan, .75, 1], equal_nan=True)
    blue = thin(line.x, line.y, None, line.segment, SegmentType.MIXED)
    assert np.array_equal(blue.x, [.25, .25, .5]) and np.array_equal(blue.y, [.5, .75, .75])


def test_zooming_in_brings_back_the_detail():
    curve = random_curve(3, 200_000)
    line = curve.polyline("average")
    whole = thin(line.x, line.y, Window(0, 1, 0, 1, 1 / 500, 1 / 500))
    i = int(np.searchsorted(line.x, 0.4))  # a window on the curve there
    zoomed = Window(0.4, 0.401, line.y[i], line.y[i] + 0.001, 0.001 / 500, 0.001 / 500)
    span = visible_span(line.x, line.y, zoomed)
    detail = thin(line.x, line.y, zoomed)
    xs, ys = line.x[span.lo:span.hi + 1], line.y[span.lo:span.hi + 1]
    inside = (xs >= 0.4) & (xs <= 0.401) & (ys >= zoomed.y_min) & (ys <= zoomed.y_max)
    # At this zoom each vertex is its own pixel: all of them are drawn.
    assert not span.beside and inside.sum() > 100
    assert len(detail) >= inside.sum()
    assert len(whole) < 2100


def test_visible_span_when_the_window_sits_beside_a_long_segment():
    x = np.array([0.0, 1.0])
    y = np.array([0.0, 1.0])
    assert visible_span(x, y, Window(0.4, 0.6, 0.4, 0.6, 0.01, 0.01)) == Span(0, 1)


@settings(max_examples=examples(200), deadline=None)
@given(st.integers(0, 10**6), st.integers(2, 400), st.sampled_from([None, 1, 2]),
       st.lists(st.floats(-0.2, 1.2), min_size=4, max_size=4), st.sampled_from(list(TieOrdering)))
def test_a_path_beside_the_window_is_drawn_as_the_two_ends_of_the_corner_it_is_in(
        seed, n, decimals, edges, ordering):
    line = random_curve(seed, n, decimals).polyline(ordering)
    x_min, x_max, y_min, y_max = sorted(edges[:2]) + sorted(edges[2:])
    window = Window(x_min, x_max, y_min, y_max, 1e-4, 1e-4)
    span = visible_span(line.x, line.y, window)
    xs, ys = line.x[span.lo:span.hi + 1], line.y[span.lo:span.hi + 1]
    inside = (xs >= x_min) & (xs <= x_max) & (ys >= y_min) & (ys <= y_max)
    if not span.beside:
        # Every point inside the window is in the span, with one on each side.
        everywhere = ((line.x >= x_min) & (line.x <= x_max) & (line.y >= y_min)
                      & (line.y <= y_max))
        assert inside.sum() == everywhere.sum()
        return
    # All of the span is in one corner outside the window, which holds the chord too.
    up_left = (xs < x_min) & (ys > y_max)
    down_right = (xs > x_max) & (ys < y_min)
    assert len(xs) > 2 and (up_left.all() or down_right.all())
    drawing = draw(line.x, line.y, line.segment, tuple(SegmentType), window)
    assert drawing.whole.x.tolist() == [xs[0], xs[-1]]
    assert drawing.whole.y.tolist() == [ys[0], ys[-1]]
    assert all(len(path) == 0 for path in drawing.pieces.values())


def test_nearest_vertex_matches_brute_force_on_screen():
    curve = random_curve(11, 50_000, 2)
    rng = np.random.default_rng(1)
    for px, py in rng.random((200, 2)):
        got = nearest_vertex(curve.fpr, curve.tpr, px, py, 400, 300)
        d = ((curve.fpr - px) * 400) ** 2 + ((curve.tpr - py) * 300) ** 2
        assert d[got] == pytest.approx(d.min(), abs=1e-9)


def test_nearest_vertex_samples_long_runs_and_stays_close():
    curve = random_curve(5, 400_000)
    d_worst = 0.0
    for px, py in [(0.0, 1.0), (1.0, 0.0), (0.2, 0.9)]:
        got = nearest_vertex(curve.fpr, curve.tpr, px, py, 500, 500)
        d = np.hypot((curve.fpr - px) * 500, (curve.tpr - py) * 500)
        d_worst = max(d_worst, d[got] - d.min())
    assert d_worst < 1.0  # within a pixel of the true nearest vertex


def test_sample_stacks_of_the_eight_samples():
    stacks = sample_stacks(core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS))
    got = sorted(zip(stacks.score.tolist(), stacks.level.tolist(), stacks.positive.tolist(),
                     stacks.vertex.tolist()))
    assert got == sorted([
        (0.77, 1, True, 1), (0.62, -1, False, 2), (0.58, 1, True, 3), (0.47, 1, True, 4),
        (0.47, -1, False, 4), (0.33, -1, False, 5), (0.23, 1, True, 6), (0.15, -1, False, 7)])


def test_tied_samples_stack():
    stacks = sample_stacks(core.roc_from_scores([1, 1, 1, 2, 2], [1, 1, 0, 0, 0]))
    got = sorted(zip(stacks.score.tolist(), stacks.level.tolist()))
    assert got == [(1.0, -1), (1.0, 1), (1.0, 2), (2.0, -2), (2.0, -1)]


def test_histogram_counts_every_sample_once():
    curve = random_curve(2, 100_000, 3)
    hist = score_histogram(curve)
    assert hist.positives.sum() == curve.n_positive
    assert hist.negatives.sum() == curve.n_negative
    assert len(hist.edges) == len(hist.positives) + 1 <= 201


def test_ordinal_scores_get_one_bin_each():
    curve = core.roc_from_scores([1, 2, 2, 3, 5, 5, 4], [0, 0, 1, 1, 1, 0, 1])
    hist = score_histogram(curve)
    assert hist.edges.tolist() == [0.5, 1.5, 2.5, 3.5, 4.5, 5.5]
    assert hist.positives.tolist() == [0, 1, 1, 1, 1]
    assert hist.negatives.tolist() == [1, 1, 0, 0, 1]


def test_pixels_holding_several_kinds_are_drawn_neutral_and_long_pieces_keep_their_kind():
    from core.drawing.thinning import DENSE, dense_segments

    rng = np.random.default_rng(7)
    n = 20_000
    scores = np.r_[rng.random(n), np.full(50, 2.0)]  # 50 tied positives: one long step
    labels = np.r_[rng.random(n) < 0.3, np.ones(50, dtype=bool)]
    curve = core.roc_from_scores(scores, labels)
    line = curve.polyline("average")
    px = py = 1 / 600
    typed = dense_segments(line.x, line.y, line.segment, px, py)
    short = (np.abs(np.diff(line.x)) < px) & (np.abs(np.diff(line.y)) < py)
    assert np.array_equal(typed[~short], line.segment[~short])  # long pieces keep kind
    assert (typed == DENSE).sum() > 0.5 * len(typed)  # most of a dense curve is shared
    # Brute force: a short piece is DENSE iff its pixel holds short pieces of two kinds.
    cells = {}
    for i in np.flatnonzero(short):
        key = (np.floor(line.x[i] / px), np.floor(line.y[i] / py))
        cells.setdefault(key, set()).add(int(line.segment[i]))
    for i in np.flatnonzero(short):
        key = (np.floor(line.x[i] / px), np.floor(line.y[i] / py))
        assert (typed[i] == DENSE) == (len(cells[key]) > 1)
    # The first long piece, a step of 50 tied positives, stays green.
    assert typed[0] == core.SegmentType.TRUE_POSITIVE
