"""What a curve keeps: counts and thresholds; float rates only once a caller asks for
them, and polylines only for curves small enough to keep them cheaply."""

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import core
from core.drawing.count_thinning import draw_curve
from core.drawing.distribution import score_histogram
from core.drawing.geometry import nearest_curve_vertex, nearest_vertex
from core.drawing.thinning import OVERVIEW
from core.engine import curve as curve_module
from core.engine.best_threshold import best_threshold
from core.engine.delong import delong_ci
from core.engine.hull import convex_hull
from core.engine.partial_auc import partial_auc
from core.engine.precision_recall import precision_recall
from tests.tiers import examples


@pytest.fixture
def curve():
    rng = np.random.default_rng(4)
    s = np.round(rng.random(5000), 3)
    return core.roc_from_scores(s, rng.random(5000) < s)


def test_the_numbers_and_the_overview_ask_for_no_rates(curve):
    curve.aucs, curve.youden_vertex()
    core.five_formulas(curve), delong_ci(curve), convex_hull(curve), partial_auc(curve, 0, 0.2)
    precision_recall(curve), score_histogram(curve), curve.operating_point(0.5)
    for method in ("youden", "closest"):
        best_threshold(curve, method)
    best_threshold(curve, "cost", cost_ratio=2)
    draw_curve(curve, "best", tuple(core.SegmentType), OVERVIEW)
    assert "fpr" not in curve.__dict__ and "tpr" not in curve.__dict__


def test_rates_asked_for_are_the_counts_divided_and_kept(curve):
    fpr, tpr = curve.rates(3, 9)
    assert fpr.tolist() == (curve.fp[3:9] / curve.n_negative).tolist()
    assert tpr.tolist() == (curve.tp[3:9] / curve.n_positive).tolist()
    assert curve.fpr is curve.fpr  # kept once asked
    assert np.shares_memory(curve.rates()[0], curve.fpr)


def test_polylines_are_kept_only_for_small_curves(curve, monkeypatch):
    assert curve.polyline("best") is curve.polyline("best")
    monkeypatch.setattr(curve_module, "POLYLINES_KEPT_UP_TO", 100)
    big = core.roc_from_scores(np.arange(3000) % 997, np.arange(3000) % 3 == 0)
    assert len(big.tp) > curve_module.POLYLINES_KEPT_UP_TO
    assert big.polyline("best") is not big.polyline("best")
    np.testing.assert_array_equal(big.polyline("best").x, big.polyline("best").x)
    assert "fpr" not in big.__dict__


@settings(max_examples=examples(200), deadline=None)
@given(st.lists(st.sampled_from([0.1, 0.2, 0.3, 0.5, 0.9]) | st.floats(0, 1), min_size=2,
                max_size=300), st.data(), st.floats(-0.2, 1.2), st.floats(-0.2, 1.2),
       st.sampled_from([1.0, 300.0, 7000.0]), st.sampled_from([1.0, 450.0]))
def test_the_nearest_vertex_from_the_counts_is_the_nearest_vertex(s, data, px, py, sx, sy):
    y = data.draw(st.lists(st.booleans(), min_size=len(s), max_size=len(s)))
    assume(any(y) and not all(y))
    curve = core.roc_from_scores(s, y)
    if data.draw(st.booleans()):  # on a vertex's own rates, where ties of rates matter
        k = data.draw(st.integers(0, len(curve.tp) - 1))
        px, py = curve.fp[k] / curve.n_negative, curve.tp[k] / curve.n_positive
    got = nearest_curve_vertex(curve, px, py, sx, sy)
    assert "fpr" not in curve.__dict__ and "tpr" not in curve.__dict__
    assert got == nearest_vertex(curve.fpr, curve.tpr, px, py, sx, sy)


def test_the_nearest_vertex_from_the_counts_samples_long_curves_alike():
    rng = np.random.default_rng(9)
    curve = core.roc_from_scores(rng.random(60_000), rng.random(60_000) < 0.4)
    for px, py in rng.random((50, 2)):
        assert nearest_curve_vertex(curve, px, py, 800, 600) == nearest_vertex(
            curve.fpr, curve.tpr, px, py, 800, 600)
