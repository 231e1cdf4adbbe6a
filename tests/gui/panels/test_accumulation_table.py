"""Seed 001's grouped accumulation on a bare session: the table runs the notes' loop row by
row and gives 5/6 on the five click-through predictions, as rows and as aggregated rows."""

from fractions import Fraction

import pytest
from PySide6 import QtCore

from core.readers.loading import load
from gui.panels.accumulation_table import ROWS_SHOWN, AccumulationTable
from tests.gui.teaching_views import (
    eight_session,
    example_session,
    random_session,
    session_of,
    shown,
)


def seed_loop(rows):
    """Seed 001's calcAUC on (ctr, clicks, non-clicks) rows, in exact arithmetic: group by
    ctr, walk from the highest down, add (2·last_tp + delta_y)·delta_x/2."""
    grouped = {}
    for ctr, clicks, nonclicks in rows:
        c, n, k = grouped.get(ctr, (0, 0, 0))
        grouped[ctr] = (c + clicks, n + nonclicks, k + 1)
    auc, last_tp, last_fp, out = Fraction(0), 0, 0, []
    for ctr in sorted(grouped, reverse=True):
        delta_y, delta_x, count = grouped[ctr]
        term = Fraction((last_tp * 2 + delta_y) * delta_x, 2)
        auc += term
        out.append((ctr, count, delta_y, delta_x, last_tp, last_fp, term, auc))
        last_tp += delta_y
        last_fp += delta_x
    return out, auc / (last_tp * last_fp)


def shown_rows(table):
    return [(r.score, r.input_rows, r.positives, r.negatives, r.tp_before, r.fp_before, r.term,
             r.running_sum) for r in table.result.rows]


FIVE = [(0.95, 1, 0), (0.90, 0, 1), (0.81, 1, 0), (0.75, 0, 1), (0.6, 0, 1)]


@pytest.mark.parametrize("name", ["five_clicks.csv", "five_clicks_aggregated.csv"])
def test_the_five_clicks_give_5_6_row_by_row(qtbot, name):
    table = shown(qtbot, AccumulationTable(example_session(name)), (900, 500))
    expected, auc = seed_loop(FIVE)
    assert auc == Fraction(5, 6)
    assert shown_rows(table) == expected
    model = table.model
    terms = [model.data(model.index(r, 5)) for r in range(model.rowCount())]
    assert terms == ["(2·0 + 1)·0 / 2 = 0", "(2·1 + 0)·1 / 2 = 1", "(2·1 + 1)·0 / 2 = 0",
                     "(2·2 + 0)·1 / 2 = 2", "(2·2 + 0)·1 / 2 = 2"]
    assert "AUC = Σ / (m⁺·m⁻) = 5 / (2·3) = 5/6" in table.result_label.text()
    assert model.headerData(4, QtCore.Qt.Orientation.Horizontal) == "TPₖ₋₁"


def test_a_log_with_repeated_scores_is_grouped_like_the_notes_code(qtbot):
    rows = [(0.3, 2, 5), (0.7, 1, 0), (0.3, 0, 3), (0.5, 4, 4), (0.7, 3, 1), (0.1, 0, 2),
            (0.5, 0, 0)]
    text = "ctr,click,noclick\n" + "\n".join(f"{s},{c},{n}" for s, c, n in rows)
    session = session_of(load(text.encode(), name="log.csv"))
    table = shown(qtbot, AccumulationTable(session), (900, 500))
    expected, auc = seed_loop([r for r in rows if r[1] or r[2]])  # empty rows add nothing
    assert shown_rows(table) == expected
    assert [r.input_rows for r in table.result.rows] == [2, 1, 2, 1]
    assert auc == session.curve.auc_exact()
    assert "aggregated rows (score, positives, negatives) grouped by score" in table.status.text()


def test_samples_are_grouped_the_same_way(qtbot):
    session = eight_session()
    table = shown(qtbot, AccumulationTable(session), (900, 500))
    data = session.data
    expected, auc = seed_loop([(s, int(y), int(not y)) for s, y in
                               zip(data.scores.tolist(), data.labels.tolist())])
    assert shown_rows(table) == expected and auc == Fraction(21, 32)
    assert "= 10.5 / (4·4) = 21/32" in table.result_label.text()


def test_many_distinct_scores_list_the_first_and_last(qtbot):
    session = random_session(3000, seed=5, decimals=3)
    table = shown(qtbot, AccumulationTable(session), (900, 500))
    acc = table.result
    k = session.curve.distinct_scores
    assert k > ROWS_SHOWN and acc.distinct_scores == k
    assert table.model.rowCount() == ROWS_SHOWN + 1
    assert f"of {k:,} distinct scores; {k - ROWS_SHOWN:,} in between" in table.status.text()
    data = session.data
    _expected, auc = seed_loop([(s, int(y), int(not y)) for s, y in
                                zip(data.scores.tolist(), data.labels.tolist())])
    assert acc.auc == auc == session.curve.auc_exact()
