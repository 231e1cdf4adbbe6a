"""The rank table of the Mann–Whitney formula: average ranks, tie blocks, the sum and the
formula written out."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scipy.stats import rankdata

import core
from core.engine.ranks import rank_table
from core.errors import InputError, LengthMismatchError, SingleClassError
from tests.calls import calls_made
from tests.core.engine.teaching_data import (
    EIGHT_IDS,
    EIGHT_LABELS,
    EIGHT_SCORES,
    FIVE_LABELS,
    FIVE_SCORES,
    samples,
)


def test_eight_samples_rank_table():
    table = rank_table(EIGHT_SCORES, EIGHT_LABELS, ids=EIGHT_IDS)
    assert [(r.name, r.score, r.label, r.rank, r.block, r.tp, r.fp) for r in table.rows] == [
        ("s1", 0.77, "+", 8, 1, 1, 0),
        ("s2", 0.62, "−", 7, 2, 1, 1),
        ("s3", 0.58, "+", 6, 3, 2, 1),
        ("s4", 0.47, "+", Fraction(9, 2), 4, 3, 2),
        ("s5", 0.47, "−", Fraction(9, 2), 4, 3, 2),
        ("s6", 0.33, "−", 3, 5, 3, 3),
        ("s7", 0.23, "+", 2, 6, 4, 3),
        ("s8", 0.15, "−", 1, 7, 4, 4),
    ]
    assert table.positive_ranks == (8, 6, Fraction(9, 2), 2)
    assert table.sum_positive_ranks == Fraction(41, 2)
    assert table.rank_sum_floor == 10
    assert table.auc == Fraction(21, 32)
    assert table.mann_whitney_text == (
        "(Σ rank(s⁺) − m⁺(m⁺+1)/2) / (m⁺·m⁻) = (8 + 6 + 4.5 + 2 − 4·5/2) / (4·4)"
        " = (20.5 − 10) / 16 = 21/32")
    assert not table.truncated and table.tail == ()


def test_five_clicks_rank_table_is_seed_001s():
    table = rank_table(FIVE_SCORES, FIVE_LABELS)
    assert [(r.score, r.positive, r.rank) for r in table.rows] == [
        (0.95, True, 5), (0.90, False, 4), (0.81, True, 3), (0.75, False, 2), (0.6, False, 1)]
    assert table.sum_positive_ranks == 8 and table.auc == Fraction(5, 6)
    assert table.mann_whitney_text.endswith("= (5 + 3 − 2·3/2) / (2·3) = (8 − 3) / 6 = 5/6")
    assert table.rows[2].name == "row 3"


def test_blocks_and_cumulative_counts_match_the_curve():
    curve = core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS)
    for row in rank_table(EIGHT_SCORES, EIGHT_LABELS).rows:
        assert row.score == curve.thresholds[row.block]
        assert (row.tp, row.fp) == (curve.tp[row.block], curve.fp[row.block])


@pytest.mark.parametrize("limit, head, tail", [(4, 2, 2), (3, 2, 1), (1, 1, 0), (0, 0, 0),
                                               (8, 8, 0), (100, 8, 0)])
def test_a_limited_table_keeps_head_and_tail_and_sums_over_everything(limit, head, tail):
    table = rank_table(EIGHT_SCORES, EIGHT_LABELS, limit=limit)
    assert (len(table.head), len(table.tail), table.omitted) == (head, tail, 8 - head - tail)
    assert [r.position for r in table.rows] == list(range(head)) + list(range(8 - tail, 8))
    assert table.sum_positive_ranks == Fraction(41, 2) and table.auc == Fraction(21, 32)


def test_a_million_rows_limited_to_200_in_n_log_n():
    rng = np.random.default_rng(2)
    scores = np.round(rng.random(1_000_000), 3)  # about a thousand samples per score
    labels = rng.random(1_000_000) < scores
    table, calls = calls_made(rank_table, scores, labels, limit=200)
    assert (len(table.head), len(table.tail), table.omitted) == (100, 100, 999_800)
    curve = core.roc_from_scores(scores, labels)
    assert table.auc == curve.auc_exact()
    assert table.tail[-1].rank == rankdata(scores)[np.argmin(scores)]
    assert table.positive_ranks == ()  # too many positives to list
    assert "Σ rank(s⁺)" in table.mann_whitney_text and "+ " not in table.mann_whitney_text
    # Whole-array work: a pass over the rows in Python would make a million calls at least.
    assert calls < 20_000, calls


def test_one_class_table_has_no_auc():
    table = rank_table([0.3, 0.2, 0.2], [0, 0, 0])
    assert [r.rank for r in table.rows] == [3, Fraction(3, 2), Fraction(3, 2)]
    with pytest.raises(SingleClassError):
        table.auc
    with pytest.raises(SingleClassError):
        table.mann_whitney_text


def test_bad_arguments():
    with pytest.raises(LengthMismatchError):
        rank_table([0.1, 0.2], [0, 1], ids=["a"])
    with pytest.raises(InputError, match="limit"):
        rank_table([0.1, 0.2], [0, 1], limit=-1)


def test_integer_and_boolean_scores():
    table = rank_table(np.array([True, False, True]), [1, 0, 0])
    assert [(r.score, r.rank) for r in table.rows] == [(1.0, 2.5), (1.0, 2.5), (0.0, 1)]
    big = rank_table(np.array([2**60, 2**60 + 1, 5]), [1, 0, 0])
    # Compared exactly, like the curve: float64 would round the first two together.
    assert [r.block for r in big.rows] == [1, 2, 3]
    assert [r.rank for r in big.rows] == [3, 2, 1]


# ---- properties ---------------------------------------------------------------------------


@settings(deadline=None)
@given(samples())
def test_ranks_are_the_average_ranks_and_give_the_curves_auc(data):
    s, y = data
    table = rank_table(s, y)
    n = len(s)
    expected = rankdata(s, method="average")
    assert [r.rank for r in table.rows] == [Fraction(expected[r.row]) for r in table.rows]
    assert sum(r.rank for r in table.rows) == Fraction(n * (n + 1), 2)
    assert table.sum_positive_ranks == sum(Fraction(expected[i]) for i in np.flatnonzero(y))
    curve = core.roc_from_scores(s, y)
    assert table.auc == curve.auc_exact()
    # Highest score first, input order inside a tie; blocks numbered like the curve.
    keys = [(-r.score, r.row) for r in table.rows]
    assert keys == sorted(keys)
    assert sorted(r.row for r in table.rows) == list(range(n))
    for r in table.rows:
        assert r.score == curve.thresholds[r.block]
        assert (r.tp, r.fp) == (curve.tp[r.block], curve.fp[r.block])
        assert r.positive == bool(y[r.row]) and r.rank.denominator in (1, 2)


@settings(deadline=None)
@given(samples(), st.integers(0, 12))
def test_limited_tables_are_the_ends_of_the_full_one(data, limit):
    s, y = data
    full = rank_table(s, y)
    part = rank_table(s, y, limit=limit)
    kept = min(limit, len(s))
    assert len(part.rows) == kept and part.omitted == len(s) - kept
    assert part.head == full.rows[:len(part.head)]
    assert part.tail == full.rows[len(s) - len(part.tail):]
    assert part.sum_positive_ranks == full.sum_positive_ranks
