"""The pair grid up close: each small rectangle's pair, its relation, and where it lies
relative to the curve of each tie ordering."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings

import core
from core import TieOrdering
from core.engine.pair_grid import (
    CellSide,
    PairRelation,
    pair_at,
    pair_grid,
    pair_grid_from_counts,
)
from core.errors import GridTooLargeError, LengthMismatchError, RocscopeError, SingleClassError
from tests.core.engine import oracle
from tests.core.engine.teaching_data import (
    EIGHT_IDS,
    EIGHT_LABELS,
    EIGHT_SCORES,
    FIVE_CLICKS,
    FIVE_LABELS,
    FIVE_NONCLICKS,
    FIVE_SCORES,
    aggregated,
    samples,
)
from tests.tiers import examples

C, T, D = PairRelation.CONCORDANT, PairRelation.TIED, PairRelation.DISCORDANT
SHARE_BELOW = {CellSide.BELOW: Fraction(1), CellSide.SPLIT: Fraction(1, 2), CellSide.ABOVE: 0}


def area_below(cell, ordering="average"):
    """The share of a cell under the curve of ``ordering``: summed over the grid and
    divided by ``m+·m−`` it is that ordering's AUC."""
    return SHARE_BELOW[cell.side(ordering)]


def test_eight_samples_grid_counts_ten_one_five():
    grid = pair_grid(EIGHT_SCORES, EIGHT_LABELS, ids=EIGHT_IDS)
    assert grid.shape == (4, 4)
    assert grid.pairs == core.PairCounts(concordant=10, tied=1, discordant=5)
    assert [g.id for g in grid.negatives] == ["s2", "s5", "s6", "s8"]
    assert [g.id for g in grid.positives] == ["s1", "s3", "s4", "s7"]
    # relation[i, j]: negative i along x, positive j along y, bottom-left first.
    assert grid.relation.tolist() == [
        [C, D, D, D],   # s2 (0.62) beats all but s1
        [C, C, T, D],   # s5 (0.47) ties s4
        [C, C, C, D],   # s6 (0.33)
        [C, C, C, C],   # s8 (0.15)
    ]


def test_hovering_names_the_pair():
    grid = pair_grid(EIGHT_SCORES, EIGHT_LABELS, ids=EIGHT_IDS)
    cell = pair_at(grid, 1, 2)
    assert (cell.positive_row, cell.positive_score, cell.negative_row, cell.negative_score,
            cell.relation) == (3, 0.47, 4, 0.47, T)
    assert (cell.positive_id, cell.negative_id) == ("s4", "s5")
    assert pair_at(grid, 0, 1).relation is D
    assert grid.cell_at(0.3, 0.6) == (1, 2) and grid.cell_at(1.0, 1.0) == (3, 3)
    assert grid.cell_at(1.2, 0.5) is None
    with pytest.raises(IndexError):
        pair_at(grid, 4, 0)


def test_tied_cells_go_below_the_best_curve_and_above_the_worst():
    grid = pair_grid(EIGHT_SCORES, EIGHT_LABELS)
    tied = pair_at(grid, 1, 2)
    assert [tied.side(o) for o in ("average", "l1", "l2")] == [
        CellSide.SPLIT, CellSide.BELOW, CellSide.ABOVE]
    assert pair_at(grid, 0, 0).side("worst") is CellSide.BELOW
    assert pair_at(grid, 0, 1).side("best") is CellSide.ABOVE
    (rect,) = grid.tie_rectangles()
    assert (rect.block, rect.score, rect.columns, rect.rows, rect.cells) == (
        4, 0.47, range(1, 2), range(2, 3), 1)


@pytest.mark.parametrize("grid", [
    pair_grid(FIVE_SCORES, FIVE_LABELS),
    pair_grid_from_counts(FIVE_SCORES, FIVE_CLICKS, FIVE_NONCLICKS),
], ids=["rows", "aggregated"])
def test_five_clicks_grid(grid):
    assert grid.pairs == core.PairCounts(concordant=5, tied=0, discordant=1)
    assert sum(area_below(c) for c in grid.cells()) / 6 == Fraction(5, 6)
    assert [g.row for g in grid.positives] == [0, 2]
    assert [g.row for g in grid.negatives] == [1, 3, 4]


def test_aggregated_rows_name_the_row_they_were_counted_on():
    grid = pair_grid_from_counts([0.2, 0.9, 0.2], [2, 1, 0], [1, 0, 3])
    assert [g.row for g in grid.positives] == [1, 0, 0]
    assert [g.row for g in grid.negatives] == [0, 2, 2, 2]
    assert [g.block for g in grid.negatives] == [2, 2, 2, 2]
    assert grid.pairs == core.PairCounts(concordant=4, tied=8, discordant=0)
    (rect,) = grid.tie_rectangles()
    assert (rect.columns, rect.rows) == (range(0, 4), range(1, 3))


def test_grids_beyond_the_limit_are_refused_with_a_typed_error():
    scores = np.arange(82) / 100
    labels = np.arange(82) % 2 == 0  # 41 of each
    with pytest.raises(GridTooLargeError) as info:
        pair_grid(scores, labels)
    assert (info.value.n_positive, info.value.n_negative, info.value.limit) == (41, 41, 40)
    assert isinstance(info.value, RocscopeError)
    assert pair_grid(scores, labels, limit=41).shape == (41, 41)
    # A huge aggregated log is refused before anything is expanded.
    with pytest.raises(GridTooLargeError):
        pair_grid_from_counts([0.1, 0.2], [10**15, 1], [1, 10**15])


def test_grid_needs_both_classes_and_matching_ids():
    with pytest.raises(SingleClassError):
        pair_grid([0.1, 0.2], [0, 0])
    with pytest.raises(SingleClassError):
        pair_grid_from_counts([0.1, 0.2], [0, 0], [1, 2])
    with pytest.raises(LengthMismatchError):
        pair_grid([0.1, 0.2], [0, 1], ids=["a", "b", "c"])


# ---- properties against pair loops --------------------------------------------------------


def _check_grid(grid, scores, labels, rows_of_samples):
    s = np.asarray(scores, dtype=np.float64)
    y = np.asarray(labels, dtype=bool)
    m_pos, m_neg = int(y.sum()), int((~y).sum())
    assert grid.shape == (m_neg, m_pos)
    neg_scores = [g.score for g in grid.negatives]
    pos_scores = [g.score for g in grid.positives]
    assert neg_scores == sorted(s[~y].tolist(), reverse=True)
    assert pos_scores == sorted(s[y].tolist(), reverse=True)
    curve = core.roc_from_scores(s, y)
    counts = {C: 0, T: 0, D: 0}
    for i in range(m_neg):
        for j in range(m_pos):
            cell = pair_at(grid, i, j)
            sp, sn = cell.positive_score, cell.negative_score
            assert sp in rows_of_samples[cell.positive_row] and sn in rows_of_samples[cell.negative_row]
            expected = C if sp > sn else T if sp == sn else D
            assert cell.relation is expected
            counts[expected] += 1
            # The centre of the cell against the drawn curves: below iff under the curve.
            x, yc = (i + 0.5) / m_neg, (j + 0.5) / m_pos
            for ordering in TieOrdering:
                side = cell.side(ordering)
                if side is not CellSide.SPLIT:
                    line = curve.polyline(ordering)
                    assert (yc < np.interp(x, line.x, line.y)) == (side is CellSide.BELOW)
    assert (counts[C], counts[T], counts[D]) == oracle.pair_counts(s, y)
    assert grid.pairs == curve.pairs
    for ordering in TieOrdering:
        area = sum(area_below(c, ordering) for c in grid.cells()) / (m_pos * m_neg)
        assert area == curve.auc_exact(ordering)
    for rect in grid.tie_rectangles():
        assert all(pair_at(grid, i, j).relation is T for i in rect.columns for j in rect.rows)
    assert sum(r.cells for r in grid.tie_rectangles()) == grid.pairs.tied


@settings(deadline=None, max_examples=examples(60))
@given(samples(max_size=30))
def test_every_cell_is_its_pair(data):
    s, y = data
    grid = pair_grid(s, y)
    _check_grid(grid, s, y, {i: {float(v)} for i, v in enumerate(s)})
    # Each sample appears exactly once along its axis.
    assert sorted(g.row for g in grid.positives) == np.flatnonzero(y).tolist()
    assert sorted(g.row for g in grid.negatives) == np.flatnonzero(~y).tolist()


@settings(deadline=None, max_examples=examples(40))
@given(aggregated(max_rows=8, max_count=4))
def test_aggregated_cells_are_their_pairs(rows):
    scores, pos, neg = rows
    s, y = oracle.expand_counts(scores, pos, neg)
    grid = pair_grid_from_counts(scores, pos, neg)
    _check_grid(grid, s, y, {i: {float(v)} for i, v in enumerate(scores)})
    assert np.bincount([g.row for g in grid.positives], minlength=len(scores)).tolist() == pos.tolist()
    assert np.bincount([g.row for g in grid.negatives], minlength=len(scores)).tolist() == neg.tolist()


def test_integers_beyond_float_precision_are_compared_exactly():
    # float64 would round both to 2**60 and call the pair tied, as the curve no longer does.
    grid = pair_grid([2**60 + 1, 2**60, 2**60 + 1], [1, 0, 0])
    assert grid.pairs == core.PairCounts(1, 1, 0)
    assert grid.pairs == core.roc_from_scores([2**60 + 1, 2**60, 2**60 + 1], [1, 0, 0]).pairs
    assert [s.block for s in grid.negatives] == [1, 2]
