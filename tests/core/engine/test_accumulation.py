"""The grouped accumulation of a click log, row by row, against the loop a click-log job runs."""

from collections import defaultdict
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings

import core
from core.engine.accumulation import (
    accumulation_from_counts,
    accumulation_from_scores,
    accumulation_table,
)
from core.errors import InputError, SingleClassError
from core.readers.loading import load
from tests.core.engine import oracle
from tests.core.engine.teaching_data import (
    EIGHT_LABELS,
    EIGHT_SCORES,
    FIVE_CLICKS,
    FIVE_LABELS,
    FIVE_NONCLICKS,
    FIVE_SCORES,
    aggregated,
    samples,
)

EXAMPLES = Path(__file__).parents[3] / "resources" / "examples"


def seed_001_calc_auc(rows):
    """Seed 001's Scala ``calcAUC`` line by line, in exact arithmetic: group the
    ``(ctr, click, noclick)`` tuples by ctr, walk the ctrs descending, accumulate."""
    grouped = defaultdict(lambda: [0, 0])
    for ctr, click, noclick in rows:
        grouped[ctr][0] += click
        grouped[ctr][1] += noclick
    auc, last_tp, last_fp, trace = Fraction(0), 0, 0, []
    for ctr in sorted(grouped, reverse=True):
        tp, fp = grouped[ctr]
        if tp == 0 and fp == 0:
            continue  # adds nothing; the curve has no block for it
        delta_x, delta_y = fp, tp
        term = Fraction((last_tp * 2 + delta_y) * delta_x, 2)
        auc += term
        trace.append((ctr, delta_y, delta_x, last_tp, last_fp, term, auc))
        last_tp += delta_y
        last_fp += delta_x
    return trace, auc / (last_tp * last_fp)


def _trace(table):
    return [(r.score, r.positives, r.negatives, r.tp_before, r.fp_before, r.term, r.running_sum)
            for r in table.rows]


@pytest.mark.parametrize("table", [
    accumulation_from_scores(FIVE_SCORES, FIVE_LABELS),
    accumulation_from_counts(FIVE_SCORES, FIVE_CLICKS, FIVE_NONCLICKS),
], ids=["rows", "aggregated"])
def test_five_clicks_accumulate_to_five_sixths(table):
    assert _trace(table) == [
        (0.95, 1, 0, 0, 0, 0, 0),
        (0.90, 0, 1, 1, 0, 1, 1),
        (0.81, 1, 0, 1, 1, 0, 1),
        (0.75, 0, 1, 2, 1, 2, 3),
        (0.6, 0, 1, 2, 2, 2, 5),
    ]
    assert table.total == 5 and table.auc == Fraction(5, 6)
    assert [r.input_rows for r in table.rows] == [1] * 5


def test_eight_samples_accumulate_to_twenty_one_thirty_seconds():
    table = accumulation_from_scores(EIGHT_SCORES, EIGHT_LABELS)
    tie = table.rows[3]
    assert (tie.score, tie.positives, tie.negatives, tie.tp_before) == (0.47, 1, 1, 2)
    assert (tie.rectangle, tie.triangle, tie.term) == (2, Fraction(1, 2), Fraction(5, 2))
    assert table.total == Fraction(21, 2) and table.auc == Fraction(21, 32)


def test_rows_sharing_a_score_are_grouped_like_group_by():
    # Two rows at 0.9 and an empty row at 0.5: the loop sees 0.9 once, 0.5 never.
    table = accumulation_from_counts([0.9, 0.5, 0.9, 0.1], [1, 0, 2, 0], [0, 0, 1, 4])
    assert [(r.score, r.positives, r.negatives, r.input_rows) for r in table.rows] == [
        (0.9, 3, 1, 2), (0.1, 0, 4, 1)]
    # ((2·0 + 3)·1 + (2·3 + 0)·4) / 2 / (3·5)
    assert table.total == Fraction(27, 2) and table.auc == Fraction(9, 10)


def test_the_bundled_examples_give_five_sixths_as_rows_and_as_aggregated_rows():
    rows = load(str(EXAMPLES / "five_clicks.csv"))
    agg = load(str(EXAMPLES / "five_clicks_aggregated.csv"))
    assert agg.positives is not None and rows.labels is not None
    by_rows = accumulation_from_scores(rows.scores, rows.labels)
    by_counts = accumulation_from_counts(agg.scores, agg.positives, agg.negatives)
    assert by_rows.rows == by_counts.rows
    assert by_rows.auc == by_counts.auc == Fraction(5, 6)
    assert rows.curve().auc_exact() == agg.curve().auc_exact() == Fraction(5, 6)


def test_limited_table_sums_over_everything():
    rng = np.random.default_rng(1)
    scores = np.round(rng.random(5000), 2)
    labels = rng.random(5000) < scores
    full = accumulation_from_scores(scores, labels)
    table = accumulation_from_scores(scores, labels, limit=10)
    assert (len(table.head), len(table.tail)) == (5, 5)
    assert table.head == full.rows[:5] and table.tail == full.rows[-5:]
    assert table.distinct_scores == full.distinct_scores == len(np.unique(scores))
    assert table.omitted == table.distinct_scores - 10
    assert table.tail[-1].running_sum == table.total == full.total
    assert table.auc == core.roc_from_scores(scores, labels).auc_exact()


def test_huge_counts_stay_exact():
    big = 2**61
    curve = core.roc_from_counts([0.3, 0.2, 0.1], [big, 3, big], [1, big, big])
    table = accumulation_table(curve)
    assert table.auc == curve.auc_exact()
    assert table.rows[-1].running_sum == table.total


def test_errors():
    with pytest.raises(SingleClassError):
        accumulation_from_counts([0.1, 0.2], [1, 2], [0, 0])
    with pytest.raises(InputError, match="limit"):
        accumulation_from_scores([0.1, 0.2], [0, 1], limit=-2)


@settings(deadline=None)
@given(aggregated())
def test_aggregated_rows_follow_seed_001s_loop(rows):
    scores, pos, neg = rows
    trace, auc = seed_001_calc_auc(zip(scores.tolist(), pos.tolist(), neg.tolist()))
    table = accumulation_from_counts(scores, pos, neg)
    assert _trace(table) == trace
    assert table.auc == auc == oracle.auc_fractions(*oracle.expand_counts(scores, pos, neg))["average"]
    kept = (pos + neg) > 0
    assert sum(r.input_rows for r in table.rows) == int(kept.sum())
    assert all(r.term == r.rectangle + r.triangle for r in table.rows)


@settings(deadline=None)
@given(samples())
def test_samples_group_the_same_way(data):
    s, y = data
    trace, auc = seed_001_calc_auc((v, int(lab), int(not lab)) for v, lab in zip(s.tolist(), y.tolist()))
    table = accumulation_from_scores(s, y)
    assert _trace(table) == trace and table.auc == auc
    assert [r.input_rows for r in table.rows] == [r.positives + r.negatives for r in table.rows]
