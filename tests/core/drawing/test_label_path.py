"""Boxes against a path that goes up and down: where the PR view may put its labels."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from core.drawing.label_placement import Rect, hits_path, under_path
from tests.tiers import examples

unit = st.floats(0, 1, allow_nan=False)


def path_from(xs, ys):
    return np.sort(np.asarray(xs)), np.asarray(ys)


def sampled(x, y, per_piece=400):
    """Points along every piece of the polyline, ends included."""
    t = np.linspace(0, 1, per_piece)[:, None]
    return ((x[:-1] + t * np.diff(x)).ravel(), (y[:-1] + t * np.diff(y)).ravel())


@settings(max_examples=examples(300), deadline=None)
@given(st.lists(st.tuples(unit, unit), min_size=2, max_size=8), unit, unit, unit, unit)
def test_a_box_is_hit_exactly_when_some_point_of_the_path_is_inside(points, a, b, c, d):
    x, y = path_from(*zip(*points))
    box = Rect(min(a, b), min(c, d), max(a, b), max(c, d))
    px, py = sampled(x, y)
    seen = ((px >= box.x0) & (px <= box.x1) & (py >= box.y0) & (py <= box.y1)).any()
    if seen:
        assert hits_path(box, x, y)
    if hits_path(box, x, y):  # then some sample lies within one sample spacing of it
        spacing = np.hypot(np.diff(x), np.diff(y)).max() / 399
        dx = np.maximum.reduce([box.x0 - px, px - box.x1, np.zeros_like(px)])
        dy = np.maximum.reduce([box.y0 - py, py - box.y1, np.zeros_like(py)])
        assert np.hypot(dx, dy).min() <= spacing + 1e-12


def test_a_path_through_a_corner_and_one_beside():
    x, y = np.array([0.0, 1.0]), np.array([0.0, 1.0])
    assert hits_path(Rect(0.4, 0.4, 0.6, 0.6), x, y)
    assert not hits_path(Rect(0.6, 0.0, 0.9, 0.3), x, y)
    assert hits_path(Rect(0.5, 0.5, 0.7, 0.9), x, y)  # touches the box's corner


def test_under_the_path_across_the_whole_width():
    x, y = np.array([0.0, 0.5, 1.0]), np.array([1.0, 0.4, 1.0])
    assert under_path(Rect(0.0, 0.0, 1.0, 0.4), x, y)
    assert not under_path(Rect(0.0, 0.0, 1.0, 0.41), x, y)  # the dip at 0.5 is lower
    assert under_path(Rect(0.8, 0.0, 1.0, 0.75), x, y)  # interpolated: 0.76 at x = 0.8
