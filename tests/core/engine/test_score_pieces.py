"""A curve built from scores in pieces is the curve of the pieces joined."""

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

import core
from core.engine.build import roc_from_score_pieces
from core.errors import EmptyInputError, LengthMismatchError, NonFiniteScoreError
from tests.core.engine.test_properties import samples


def same_curve(a, b) -> None:
    assert a.thresholds.tolist() == b.thresholds.tolist()
    assert a.tp.tolist() == b.tp.tolist() and a.fp.tolist() == b.fp.tolist()
    assert a.pairs == b.pairs


@st.composite
def cuts(draw, n):
    inner = draw(st.lists(st.integers(0, n), max_size=5))
    return sorted(inner)


@given(samples(), st.data())
def test_pieces_give_the_curve_of_the_joined_scores(data, draw):
    s, y = data
    pieces = np.split(s, draw.draw(cuts(len(s))))  # empty pieces included
    same_curve(roc_from_score_pieces(pieces, y), core.roc_from_scores(s, y))


@given(st.lists(st.integers(-5, 5), min_size=2, max_size=40), st.data())
def test_integer_pieces_stay_integers_and_mixed_pieces_become_floats(ints, draw):
    s = np.array(ints, dtype=np.int64)
    y = np.array(draw.draw(st.lists(st.booleans(), min_size=len(s), max_size=len(s))))
    pieces = np.split(s, draw.draw(cuts(len(s))))
    same_curve(roc_from_score_pieces(pieces, y), core.roc_from_scores(s, y))
    mixed = [p.astype(np.float64) if i % 2 else p for i, p in enumerate(pieces)]
    same_curve(roc_from_score_pieces(mixed, y), core.roc_from_scores(s.astype(float), y))


def test_integers_beyond_float_precision_stay_exact_across_pieces():
    big = 2**53 + 1  # float64 would round it to 2**53, making a false tie
    pieces = [np.array([big, 3], dtype=np.int64), np.array([2**53], dtype=np.int64)]
    joined = np.concatenate(pieces)
    curve = roc_from_score_pieces(pieces, [1, 0, 0])
    same_curve(curve, core.roc_from_scores(joined, [1, 0, 0]))
    assert curve.pairs == core.PairCounts(2, 0, 0)
    assert curve.thresholds[1:].tolist() == [big, 2**53, 3]


def test_signed_and_unsigned_pieces_beyond_int64_stay_exact():
    pieces = [np.array([-1, 2**62], dtype=np.int64), np.array([2**64 - 1], dtype=np.uint64)]
    curve = roc_from_score_pieces(pieces, [0, 1, 0])
    assert curve.thresholds[1:].tolist() == [2**64 - 1, 2**62, -1]
    assert curve.pairs == core.PairCounts(1, 0, 1)


def test_errors_count_indices_across_pieces():
    pieces = [np.array([0.5, 0.4]), np.array([0.3, np.inf])]
    with pytest.raises(NonFiniteScoreError, match="index 3"):
        roc_from_score_pieces(pieces, [1, 0, 1, 0])
    with pytest.raises(LengthMismatchError, match="4 scores but 3 labels"):
        roc_from_score_pieces([np.array([0.5, 0.4]), np.array([0.3, 0.2])], [1, 0, 1])
    with pytest.raises(EmptyInputError):
        roc_from_score_pieces([np.zeros(0), np.zeros(0)], [])
