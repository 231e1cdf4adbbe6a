"""Thinning a curve from its integer counts draws exactly what thinning its float
polyline draws: every path of every kind, point for point, NaN breaks included."""

import tracemalloc

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import core
from core import RocCurve, SegmentType, TieOrdering
from core.drawing import count_thinning
from core.drawing.count_thinning import draw_curve
from core.drawing.thinning import DENSE, OVERVIEW, Window, draw
from tests.tiers import examples

KINDS = tuple(SegmentType)

# Few distinct values (ties, mixed blocks) or many; coarse pixels make runs of pieces
# below a pixel that mix kinds (the grey layer), fine ones keep most points.
scores = st.one_of(st.sampled_from([0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0]),
                   st.floats(0, 1, allow_nan=False))
pixels = st.sampled_from([1 / 3, 1 / 10, 1 / 64, 1 / 1000, 1 / 4096, 1e-5])
edges = st.one_of(st.just(None), st.floats(-0.2, 1.2))


@st.composite
def curves(draw_):
    n = draw_(st.integers(2, 80))
    s = np.array(draw_(st.lists(scores, min_size=n, max_size=n)))
    y = np.array(draw_(st.lists(st.booleans(), min_size=n, max_size=n)))
    assume(y.any() and not y.all())
    return core.roc_from_scores(s, y)


@st.composite
def windows(draw_):
    x = sorted([draw_(edges), draw_(edges)], key=lambda v: -np.inf if v is None else v)
    y = sorted([draw_(edges), draw_(edges)], key=lambda v: -np.inf if v is None else v)
    x_min, x_max = (-np.inf if x[0] is None else x[0]), (np.inf if x[1] is None else x[1])
    y_min, y_max = (-np.inf if y[0] is None else y[0]), (np.inf if y[1] is None else y[1])
    return Window(x_min, x_max, y_min, y_max, draw_(pixels), draw_(pixels))


def assert_same_drawing(got, want):
    assert got.pieces.keys() == want.pieces.keys()
    for kind in want.pieces:
        for a, b in ((got.pieces[kind].x, want.pieces[kind].x),
                     (got.pieces[kind].y, want.pieces[kind].y)):
            np.testing.assert_array_equal(a, b, err_msg=f"kind {kind}")
    np.testing.assert_array_equal(got.whole.x, want.whole.x)
    np.testing.assert_array_equal(got.whole.y, want.whole.y)


def float_drawing(curve, ordering, window):
    line = curve.polyline(ordering)
    return draw(line.x, line.y, line.segment, KINDS, window)


@settings(max_examples=examples(300), deadline=None)
@given(curves(), st.sampled_from(list(TieOrdering)), windows(),
       st.sampled_from([1, 2, 3, 7, 1 << 16]), st.sampled_from([1, 2, 3, 5, 64]))
def test_thinning_from_counts_equals_thinning_the_float_polyline(curve, ordering, window,
                                                                 slice_size, block):
    with pytest.MonkeyPatch.context() as patch:
        # Small slices put slice edges inside runs of pieces and between corners; small
        # blocks leave out the inner vertices of blocks inside a pixel on small curves.
        patch.setattr(count_thinning, "_SLICE", slice_size)
        patch.setattr(count_thinning, "_BLOCK", block)
        got = draw_curve(curve, ordering, KINDS, window)
    assert_same_drawing(got, float_drawing(curve, ordering, window))


@settings(max_examples=examples(100), deadline=None)
@given(curves(), st.sampled_from(list(TieOrdering)), windows(), st.data())
def test_the_same_holds_for_a_curve_thinned_by_an_engine(whole, ordering, window, data):
    k = len(whole.tp) - 1
    youden = whole.youden_vertex()
    extra = data.draw(st.lists(st.integers(0, k), max_size=k))
    keep = np.array(sorted({0, k, youden, *extra}))
    thinned = RocCurve.from_summary(
        whole.thresholds[keep], whole.tp[keep], whole.fp[keep], whole.pairs, vertex=keep,
        distinct_scores=k, mixed_blocks=whole.mixed_blocks, grid=64, youden_vertex=youden)
    assert_same_drawing(draw_curve(thinned, ordering, KINDS, window),
                        float_drawing(thinned, ordering, window))


def test_a_large_curve_keeps_a_few_points_per_pixel_and_greys_mixed_pixels():
    rng = np.random.default_rng(7)
    n = 200_000
    curve = core.roc_from_scores(rng.random(n), rng.random(n) < 0.5)
    got = draw_curve(curve, "average", KINDS, OVERVIEW)
    assert_same_drawing(got, float_drawing(curve, "average", OVERVIEW))
    # A monotone path crosses at most 2 * 4096 + 1 pixels of the overview's grid.
    assert len(got.whole) <= 2 * (2 * 4096 + 1)
    # Random labels alternate rising and running steps far below a pixel: grey.
    assert got.has_dense and len(got.pieces[DENSE]) > 0


@pytest.mark.parametrize("pixel_x, pixel_y", [(1 / 1500, 1 / 1300), (1 / 3000, 1 / 3000),
                                              (1 / 5000, 1 / 2000)])
def test_pixels_that_straddle_the_grey_layers_pixels(pixel_x, pixel_y):
    # Finer than the 1/1024 the grey layer judges by, and not dividing it: a pixel of
    # the window can hold pieces of two grey-layer pixels, which may be drawn as two
    # kinds, so its points cannot all be left out.
    rng = np.random.default_rng(11)
    n = 40_000
    s = np.round(rng.random(n), 3)  # ties: mixed blocks, corners under best and worst
    curve = core.roc_from_scores(s, rng.random(n) < 0.5 + 0.3 * (s - 0.5))
    for ordering in TieOrdering:
        for window in (Window(-np.inf, np.inf, -np.inf, np.inf, pixel_x, pixel_y),
                       Window(0.2, 0.6, 0.3, 0.9, pixel_x, pixel_y)):
            assert_same_drawing(draw_curve(curve, ordering, KINDS, window),
                                float_drawing(curve, ordering, window))
    rng = np.random.default_rng(12)
    curve = core.roc_from_scores(rng.random(n), rng.random(n) < 0.5)
    window = Window(-np.inf, np.inf, -np.inf, np.inf, pixel_x, pixel_y)
    assert_same_drawing(draw_curve(curve, "average", KINDS, window),
                        float_drawing(curve, "average", window))


def test_without_a_window_every_point_is_drawn():
    curve = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
                                 [1, 0, 1, 1, 0, 0, 1, 0])
    got = draw_curve(curve, "best", KINDS, None)
    assert got.whole.x.tolist() == curve.polyline("best").x.tolist()
    assert_same_drawing(got, float_drawing(curve, "best", None))


def test_a_curve_of_one_class_has_no_drawing():
    with pytest.raises(core.SingleClassError):
        draw_curve(core.roc_from_scores([0.2, 0.4], [1, 1]), "average", KINDS, OVERVIEW)


def test_a_zoomed_edge_inside_a_block_left_out_before_a_long_piece():
    # Distinct scores, then one large tie: its piece is long, so the run of short pieces
    # before it ends with a block whose inner vertices are left out (the tie's piece
    # starts at a block's end). Zoomed edges swept across that block put the visible
    # span's first point inside it.
    block = count_thinning._BLOCK
    rng = np.random.default_rng(3)
    distinct = 47 * block
    s = np.concatenate([rng.random(distinct) * 0.5 + 0.5, np.full(1200, 0.4),
                        rng.random(600) * 0.3])
    curve = core.roc_from_scores(s, rng.random(len(s)) < 0.5)
    x = curve.fp / curve.n_negative
    for x_min in np.linspace(x[distinct - block - 2], x[distinct], 61):
        window = Window(float(x_min), np.inf, -np.inf, np.inf, 1 / 10, 1 / 10)
        assert_same_drawing(draw_curve(curve, "average", KINDS, window),
                            float_drawing(curve, "average", window))


@pytest.mark.parametrize("slice_size, block", [(16, 4), (5, 3), (1 << 16, 64)])
def test_blocks_left_out_across_many_slices(slice_size, block, monkeypatch):
    # Many slices of blocks, each read in parts: every part's last piece reaches the
    # next part's first point, across slices and the two threads' halves alike.
    monkeypatch.setattr(count_thinning, "_SLICE", slice_size)
    monkeypatch.setattr(count_thinning, "_BLOCK", block)
    rng = np.random.default_rng(17)
    n = 60_000
    s = np.round(rng.random(n), 4)  # ties: pieces of several kinds in one pixel
    curve = core.roc_from_scores(s, rng.random(n) < 0.5 + 0.4 * (s - 0.5))
    for window in (Window(-np.inf, np.inf, -np.inf, np.inf, 1 / 300, 1 / 200),
                   Window(0.1, 0.7, 0.2, 0.95, 1 / 2000, 1 / 1500), OVERVIEW):
        assert_same_drawing(draw_curve(curve, "average", KINDS, window),
                            float_drawing(curve, "average", window))


@pytest.mark.parametrize("counted", [1, 3, 1 << 20])
@pytest.mark.parametrize("ordering", list(TieOrdering))
def test_windows_beside_and_on_a_curve_with_corners_are_drawn_alike(counted, ordering,
                                                                    monkeypatch):
    # The points on each side of a window are counted by bisection, corners included
    # (mixed steps counted a part at a time), before anything is read.
    monkeypatch.setattr(count_thinning, "_COUNTED", counted)
    rng = np.random.default_rng(8)
    s = np.round(rng.random(3000), 2)  # many mixed blocks: a corner before each
    curve = core.roc_from_scores(s, rng.random(3000) < s)
    beside = 0
    for x_min, y_min in rng.random((40, 2)):
        size = rng.choice([0.3, 0.01, 1e-4])
        window = Window(x_min, x_min + size, y_min, y_min + size, size / 500, size / 400)
        got = draw_curve(curve, ordering, KINDS, window)
        assert_same_drawing(got, float_drawing(curve, ordering, window))
        beside += len(got.whole) == 2 and all(len(p) == 0 for p in got.pieces.values())
    assert beside > 10


@pytest.mark.parametrize("ordering", ["best", "worst"])
def test_a_deep_zoom_on_a_big_curve_with_corners_keeps_only_what_it_draws(ordering,
                                                                         monkeypatch):
    monkeypatch.setattr(count_thinning, "_SLICE", 4096)  # a slice's temporaries: ~1 MB
    rng = np.random.default_rng(2)
    n = 400_000
    s = np.round(rng.random(n), 6)
    curve = core.roc_from_scores(s, rng.random(n) < s)
    assert curve.mixed_blocks > 20_000  # a corner before each
    line = curve.polyline(ordering)
    k = len(line.x) // 2
    x, y = line.x[k], line.y[k]
    on = Window(x - 1e-5, x + 1e-5, y - 1e-5, y + 1e-5, 1e-8, 1e-8)
    under = Window(x + 0.05, x + 0.05 + 1e-5, y - 0.1, y - 0.1 + 1e-5, 1e-8, 1e-8)
    for window in (on, under):
        want = float_drawing(curve, ordering, window)
        tracemalloc.start()
        got = draw_curve(curve, ordering, KINDS, window)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert_same_drawing(got, want)
        # Not every one of the ~350,000 points kept until the end (~20 MB: an index,
        # two rates, a kind and a flag each).
        assert peak < 4e6
    assert len(got.whole) == 2  # under the curve: the corner's two ends
