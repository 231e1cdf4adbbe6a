"""Boxes against a path: the tests behind where the PR view puts its labels."""

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from core.drawing.label_space import hits_path, overlaps, under_path

unit = st.floats(0, 1, allow_nan=False)


def path_from(xs, ys):
    return np.sort(np.asarray(xs)), np.asarray(ys)


def sampled(x, y, per_piece=400):
    """Points along every piece of the polyline, ends included."""
    t = np.linspace(0, 1, per_piece)[:, None]
    return ((x[:-1] + t * np.diff(x)).ravel(), (y[:-1] + t * np.diff(y)).ravel())


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(unit, unit), min_size=2, max_size=8), unit, unit, unit, unit)
def test_a_box_is_hit_exactly_when_some_point_of_the_path_is_inside(points, a, b, c, d):
    x, y = path_from(*zip(*points))
    box = (min(a, b), min(c, d), max(a, b), max(c, d))
    px, py = sampled(x, y)
    seen = ((px >= box[0]) & (px <= box[2]) & (py >= box[1]) & (py <= box[3])).any()
    if seen:
        assert hits_path(box, x, y)
    shrunk = (box[0] + 1e-6, box[1] + 1e-6, box[2] - 1e-6, box[3] - 1e-6)
    if shrunk[0] < shrunk[2] and shrunk[1] < shrunk[3] and hits_path(shrunk, x, y):
        assert seen  # a hit well inside is found by the samples too


def test_a_path_through_a_corner_and_one_beside():
    x, y = np.array([0.0, 1.0]), np.array([0.0, 1.0])
    assert hits_path((0.4, 0.4, 0.6, 0.6), x, y)
    assert not hits_path((0.6, 0.0, 0.9, 0.3), x, y)
    assert hits_path((0.5, 0.5, 0.7, 0.9), x, y)  # touches the box's corner


def test_under_the_path_across_the_whole_width():
    x, y = np.array([0.0, 0.5, 1.0]), np.array([1.0, 0.4, 1.0])
    assert under_path((0.0, 0.0, 1.0, 0.4), x, y)
    assert not under_path((0.0, 0.0, 1.0, 0.41), x, y)  # the dip at 0.5 is lower
    assert under_path((0.8, 0.0, 1.0, 0.75), x, y)  # interpolated: 0.76 at x = 0.8


def test_boxes_overlap_only_with_area_in_common():
    assert overlaps((0, 0, 1, 1), (0.5, 0.5, 2, 2))
    assert not overlaps((0, 0, 1, 1), (1, 0, 2, 1))  # a shared edge is not an overlap
    assert not overlaps((0, 0, 1, 1), (0, 1.5, 1, 2))
