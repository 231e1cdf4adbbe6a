"""The sweep replayed step by step: the notes' drawing, vertex by vertex, with exact areas."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core import SegmentType as S
from core.engine.sweep import sweep_steps
from core.errors import InputError, SingleClassError
from tests.core.engine import oracle
from tests.core.engine.teaching_data import (
    EIGHT_LABELS,
    EIGHT_SCORES,
    FIVE_CLICKS,
    FIVE_LABELS,
    FIVE_NONCLICKS,
    FIVE_SCORES,
    aggregated,
    exact_vertices,
    samples,
    trapezoid_area,
)


def eight():
    return core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS)


def test_eight_samples_replay_the_notes_drawing_vertex_by_vertex():
    steps = sweep_steps(eight())
    assert len(steps) == 8 and not steps.grouped
    assert [(st.fpr, st.tpr) for st in steps] == [
        (Fraction(a), Fraction(b)) for a, b in
        [(0, 0), (0, .25), (.25, .25), (.25, .5), (.5, .75), (.75, .75), (.75, 1), (1, 1)]]
    assert [st.threshold for st in steps] == [np.inf, 0.77, 0.62, 0.58, 0.47, 0.33, 0.23, 0.15]
    assert [st.segment for st in steps] == [
        None, S.TRUE_POSITIVE, S.FALSE_POSITIVE, S.TRUE_POSITIVE, S.MIXED,
        S.FALSE_POSITIVE, S.TRUE_POSITIVE, S.FALSE_POSITIVE]
    assert [(st.positives, st.negatives) for st in steps] == [
        (0, 0), (1, 0), (0, 1), (1, 0), (1, 1), (0, 1), (1, 0), (0, 1)]
    assert [st.area * 32 for st in steps] == [0, 0, 2, 0, 5, 6, 0, 8]
    assert [st.auc_so_far * 32 for st in steps] == [0, 0, 2, 2, 7, 13, 13, 21]
    assert steps[-1].auc_so_far == steps.auc == Fraction(21, 32)
    assert steps[-1].is_last and not steps[-2].is_last


@pytest.mark.parametrize("curve", [
    core.roc_from_scores(FIVE_SCORES, FIVE_LABELS),
    core.roc_from_counts(FIVE_SCORES, FIVE_CLICKS, FIVE_NONCLICKS),
], ids=["rows", "aggregated"])
def test_five_clicks_end_at_five_sixths(curve):
    steps = sweep_steps(curve)
    assert [st.auc_so_far * 12 for st in steps] == [0, 0, 2, 2, 6, 10]
    assert steps.auc == Fraction(5, 6)


def test_thinned_sweep_groups_whole_blocks_and_keeps_exact_counts():
    steps = sweep_steps(eight(), max_steps=4)
    assert steps.grouped and len(steps) == 4
    assert [list(st.blocks) for st in steps] == [[], [1, 2, 3], [4, 5], [6, 7]]
    assert [st.segment for st in steps] == [None, None, None, None]
    assert [(st.tp, st.fp) for st in steps] == [(0, 0), (2, 1), (3, 3), (4, 4)]
    assert [st.area * 32 for st in steps] == [0, 2, 11, 8]
    assert (steps[2].first_score, steps[2].threshold, steps[2].block_count) == (0.47, 0.33, 2)


def test_a_thinned_step_of_one_block_keeps_its_segment_type():
    curve = core.roc_from_counts([3, 2, 1], [1, 0, 1000], [1000, 1, 0])
    steps = sweep_steps(curve, max_steps=3)
    assert steps.vertices.tolist() == [0, 1, 3]
    assert steps[1].segment is S.MIXED and steps[2].segment is None


def test_max_steps_that_cover_the_curve_do_not_group():
    steps = sweep_steps(eight(), max_steps=8)
    assert not steps.grouped and len(steps) == 8


def test_fewer_than_two_steps_cannot_show_a_sweep():
    with pytest.raises(InputError, match="at least 2"):
        sweep_steps(eight(), max_steps=1)


def test_one_class_has_no_sweep():
    with pytest.raises(SingleClassError):
        sweep_steps(core.roc_from_scores([0.1, 0.2], [1, 1]))


def test_steps_index_like_a_sequence():
    steps = sweep_steps(eight())
    assert steps[-1] == steps[7] == list(steps)[7]
    with pytest.raises(IndexError):
        steps[8]
    assert steps.denominator == 32


def test_index_for_vertex_follows_the_threshold():
    curve = eight()
    steps = sweep_steps(curve, max_steps=4)
    # The window's threshold 0.5 reaches vertex 3 (0.58), drawn by the step of blocks 1-3.
    assert steps.index_for_vertex(curve.vertex_at(0.5)) == 1
    assert [steps.index_for_vertex(v) for v in range(8)] == [0, 1, 1, 1, 2, 2, 3, 3]
    with pytest.raises(IndexError):
        steps.index_for_vertex(8)


def test_areas_stay_exact_beyond_int64():
    big = 2**61
    curve = core.roc_from_counts([0.1, 0.2, 0.3], [big, big, 3], [big, 5, big])
    steps = sweep_steps(curve)
    assert steps.auc == curve.auc_exact()
    assert sum((st.area for st in steps), Fraction(0)) == curve.auc_exact()


def test_a_million_samples_thin_to_the_asked_number_of_steps():
    rng = np.random.default_rng(13)
    scores = rng.random(1_000_000)
    curve = core.roc_from_scores(scores, rng.random(1_000_000) < scores)
    steps = sweep_steps(curve, max_steps=50)
    assert len(steps) == 50 and steps.grouped
    revealed = np.diff(curve.tp[steps.vertices] + curve.fp[steps.vertices])
    # 49 steps after the start, each revealing about a 49th of the samples.
    assert revealed.min() >= 1_000_000 // 49 - 1 and revealed.max() <= 1_000_000 // 49 + 1
    assert steps[-1].auc_so_far == curve.auc_exact()


# ---- properties ---------------------------------------------------------------------------


def _check_against_the_notes(steps, scores, labels):
    vertices = exact_vertices(scores, labels)
    m_pos, m_neg = vertices[-1][1], vertices[-1][2]
    kept = [vertices[v] for v in steps.vertices.tolist()]
    assert [step.threshold for step in steps] == [t for t, _, _ in kept]
    assert [(step.tp, step.fp) for step in steps] == [(tp, fp) for _, tp, fp in kept]
    assert (steps[-1].fpr, steps[-1].tpr) == (1, 1)
    # Each step's area is the sum of the trapezoids of its blocks.
    for step in list(steps)[1:]:
        expected = sum(
            (trapezoid_area(vertices[v - 1][1], vertices[v - 1][2], vertices[v][1],
                            vertices[v][2], m_pos, m_neg) for v in step.blocks), Fraction(0))
        assert step.area == expected
    assert sum((step.area for step in steps), Fraction(0)) == oracle.auc_fractions(scores, labels)["average"]


@settings(deadline=None)
@given(samples())
def test_the_sweep_visits_every_distinct_score_in_order_and_ends_at_one_one(data):
    s, y = data
    steps = sweep_steps(core.roc_from_scores(s, y))
    assert [st.threshold for st in steps][1:] == sorted(set(s.tolist()), reverse=True)
    assert [st.index for st in steps] == list(range(len(steps)))
    assert all(st.block_count == 1 for st in list(steps)[1:])
    _check_against_the_notes(steps, s, y)


@settings(deadline=None)
@given(samples(), st.integers(2, 9))
def test_a_thinned_sweep_keeps_exact_vertices_and_areas(data, max_steps):
    s, y = data
    steps = sweep_steps(core.roc_from_scores(s, y), max_steps=max_steps)
    k = len(set(s.tolist()))
    if k + 1 <= max_steps:
        assert len(steps) == k + 1 and not steps.grouped
    else:
        assert 2 <= len(steps) <= max_steps
    blocks = [b for st in steps for b in st.blocks]
    assert blocks == list(range(1, k + 1))  # every block exactly once
    assert steps.grouped == any(st.block_count > 1 for st in steps)
    _check_against_the_notes(steps, s, y)


@settings(deadline=None)
@given(aggregated())
def test_aggregated_rows_sweep_like_their_samples(rows):
    scores, pos, neg = rows
    s, y = oracle.expand_counts(scores, pos, neg)
    from_counts = sweep_steps(core.roc_from_counts(scores, pos, neg))
    from_rows = sweep_steps(core.roc_from_scores(s, y))
    assert list(from_counts) == list(from_rows)
    _check_against_the_notes(from_counts, s, y)
