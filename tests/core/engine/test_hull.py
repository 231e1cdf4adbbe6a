"""The ROC convex hull against brute force: every vertex under it, its corners among the
curve's vertices and strictly convex, and the same corners as an all-triples search."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import core
from core import SingleClassError
from core.engine import hull as hull_module
from core.engine.hull import convex_hull
from tests.tiers import examples

few_scores = st.sampled_from([-1.0, 0.0, 0.3, 0.5, 0.7, 1.0, 2.0, 3.0])


@st.composite
def curves(draw):
    if draw(st.booleans()):
        n = draw(st.integers(2, 60))
        scores = draw(st.lists(st.one_of(few_scores, st.floats(-10, 10)),
                               min_size=n, max_size=n))
        labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
        assume(any(labels) and not all(labels))
        return core.roc_from_scores(scores, labels)
    k = draw(st.integers(1, 30))
    pos = draw(st.lists(st.integers(0, 5), min_size=k, max_size=k))
    neg = draw(st.lists(st.integers(0, 5), min_size=k, max_size=k))
    assume(sum(pos) > 0 and sum(neg) > 0)
    return core.roc_from_counts(np.arange(k, dtype=float), pos, neg)


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def brute_force_corners(curve):
    """Vertex i is a corner of the upper hull iff it turns strictly clockwise for every
    pair of vertices on either side of it: O(K^3)."""
    pts = list(zip(curve.fp.tolist(), curve.tp.tolist()))
    last = len(pts) - 1
    return [i for i in range(len(pts))
            if i in (0, last)
            or all(cross(pts[j], pts[i], pts[k]) < 0
                   for j in range(i) for k in range(i + 1, len(pts)))]


def assert_is_the_hull(curve, hull):
    pts = list(zip(curve.fp.tolist(), curve.tp.tolist()))
    corners = hull.vertices.tolist()
    assert corners == brute_force_corners(curve)
    assert corners[0] == 0 and corners[-1] == len(pts) - 1
    assert corners == sorted(set(corners))
    # Corners are the curve's own vertices, in rates and thresholds.
    assert hull.fpr.tolist() == curve.fpr[corners].tolist()
    assert hull.tpr.tolist() == curve.tpr[corners].tolist()
    assert hull.thresholds.tolist() == curve.thresholds[corners].tolist()
    # Strictly concave (every corner turns clockwise) ...
    for a, b, c in zip(corners, corners[1:], corners[2:]):
        assert cross(pts[a], pts[b], pts[c]) < 0
    # ... and no vertex above any edge.
    for a, b in zip(corners, corners[1:]):
        for i in range(a, b + 1):
            assert cross(pts[a], pts[b], pts[i]) <= 0
    m_pos, m_neg = curve.n_positive, curve.n_negative
    exact = sum(Fraction((pts[b][0] - pts[a][0]) * (pts[a][1] + pts[b][1]), 2 * m_pos * m_neg)
                for a, b in zip(corners, corners[1:]))
    assert hull.auc == float(exact)
    assert hull.auc >= curve.auc() and hull.auc >= 0.5


@settings(max_examples=examples(200), deadline=None)
@given(curves())
def test_hull_matches_brute_force(curve):
    assert_is_the_hull(curve, convex_hull(curve))


@settings(max_examples=examples(60), deadline=None)
@given(curves(), st.sampled_from([0, 1, 100]))
def test_thinning_rounds_do_not_change_the_hull(curve, rounds):
    expected = convex_hull(curve).vertices.tolist()
    original = hull_module._THINNING_ROUNDS
    hull_module._THINNING_ROUNDS = rounds
    try:
        assert convex_hull(curve).vertices.tolist() == expected
    finally:
        hull_module._THINNING_ROUNDS = original


def test_eight_samples():
    curve = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
                                 [1, 0, 1, 1, 0, 0, 1, 0])
    hull = convex_hull(curve)
    # (0, 1/4) -> (3/4, 1) passes exactly through (1/4, 1/2) and (1/2, 3/4): collinear
    # vertices are not corners.
    assert hull.vertices.tolist() == [0, 1, 6, 7]
    assert hull.auc == 23 / 32
    assert hull.thresholds.tolist() == [np.inf, 0.77, 0.23, 0.15]


def test_a_curve_below_the_diagonal_has_the_diagonal_as_hull():
    hull = convex_hull(core.roc_from_scores([1, 2, 3, 4, 5], [1, 1, 0, 1, 0]))
    assert hull.vertices.tolist() == [0, 5]
    assert hull.auc == 0.5


def test_a_single_tie_block():
    hull = convex_hull(core.roc_from_counts([0.5], [3], [4]))
    assert hull.vertices.tolist() == [0, 1] and hull.auc == 0.5


def test_huge_counts_use_exact_cross_products():
    # Counts near 10**13: cross products near 10**26 are beyond int64 and beyond float64's
    # integers. (0, 0) -> (b, b + 1) -> (2b + 1, 2b + 3) -> (2b + 2, 2b + 4) turns
    # clockwise by exactly 1, 1 and 2 units: every vertex is a corner, which only exact
    # arithmetic can tell from collinear.
    b = 10**13
    curve = core.roc_from_counts([2.0, 1.0, 0.0], [b + 1, b + 2, 1], [b, b + 1, 1])
    pts = list(zip(curve.fp.tolist(), curve.tp.tolist()))
    assert pts == [(0, 0), (b, b + 1), (2 * b + 1, 2 * b + 3), (2 * b + 2, 2 * b + 4)]
    fx = [tuple(map(float, p)) for p in pts]
    assert cross(fx[0], fx[1], fx[2]) == 0.0  # float64 sees a straight line
    hull = convex_hull(curve)
    assert_is_the_hull(curve, hull)
    assert hull.vertices.tolist() == [0, 1, 2, 3]


def test_many_vertices():
    rng = np.random.default_rng(8)
    s = rng.normal(size=200_000)
    y = rng.random(200_000) < 1 / (1 + np.exp(-s))
    curve = core.roc_from_scores(s, y)
    hull = convex_hull(curve)
    pts = list(zip(curve.fp.tolist(), curve.tp.tolist()))
    expected = hull_module._upper_chain(list(range(len(pts))), curve.fp.tolist(),
                                        curve.tp.tolist())
    assert hull.vertices.tolist() == expected
    corners = hull.vertices.tolist()
    for a, b, c in zip(corners, corners[1:], corners[2:]):
        assert cross(pts[a], pts[b], pts[c]) < 0


def test_arrays_are_read_only():
    hull = convex_hull(core.roc_from_scores([3, 2, 1, 0], [1, 0, 1, 0]))
    for a in (hull.fpr, hull.tpr, hull.vertices, hull.thresholds):
        with pytest.raises(ValueError):
            a[0] = 0


def test_one_class_is_refused():
    with pytest.raises(SingleClassError):
        convex_hull(core.roc_from_scores([1, 2], [0, 0]))
