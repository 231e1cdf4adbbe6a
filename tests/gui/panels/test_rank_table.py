"""The rank table on a bare session: average ranks counted by brute force, their sum giving
the AUC, and the selection tied to the session's threshold both ways."""

import math
from fractions import Fraction

import pytest
from PySide6 import QtCore

from core.numbers_text import exact_text
from core.readers.sample_names import sample_ids
from gui.panels import teaching_table
from gui.panels.rank_table import RANK_COLUMN, ROWS_SHOWN, RankTable
from tests.gui.teaching_views import (
    EIGHT_IDS,
    EIGHT_POSITIVE,
    EIGHT_SCORES,
    average_ranks,
    eight_session,
    example_session,
    random_session,
    shown,
)

LEFT = QtCore.Qt.MouseButton.LeftButton


def cell(table, row, column):
    return table.model.data(table.model.index(row, column))


def click_row(qtbot, table, row):
    rect = table.view.visualRect(table.model.index(row, 1))
    qtbot.mouseClick(table.view.viewport(), LEFT, pos=rect.center())
    settle(qtbot, table)


def settle(qtbot, table):
    """Let the view finish the click or key (it selects the one row) and the table
    select the whole block after it."""
    qtbot.waitUntil(lambda: not table._reselect.isActive(), timeout=2000)


def names(rows):
    return [r.name for r in rows]


def selected_rows(table) -> list:
    """The samples selected in the table."""
    rows = sorted({i.row() for i in table.view.selectionModel().selectedRows()})
    return [table.model.row_at(r) for r in rows if table.model.row_at(r) is not None]


@pytest.fixture
def session():
    return eight_session()


def test_ranks_are_the_average_ranks_and_their_sum_gives_21_32(qtbot, session):
    table = shown(qtbot, RankTable(session), (620, 520))
    rows = [table.model.row_at(r) for r in range(table.model.rowCount())]
    # Highest score first, ids from the file, ranks counted pair by pair.
    assert names(rows) == EIGHT_IDS
    expected = dict(zip(EIGHT_IDS, average_ranks(EIGHT_SCORES)))
    assert {r.name: r.rank for r in rows} == expected
    assert [cell(table, i, RANK_COLUMN) for i in range(8)] == [
        exact_text(expected[n]) for n in EIGHT_IDS]
    assert cell(table, 3, RANK_COLUMN) == cell(table, 4, RANK_COLUMN) == "4.5"  # the tie
    positive_ranks = [expected[n] for n, y in zip(EIGHT_IDS, EIGHT_POSITIVE) if y]
    total = sum(positive_ranks)
    assert total == Fraction(41, 2)
    auc = (total - Fraction(4 * 5, 2)) / (4 * 4)
    assert auc == session.curve.auc_exact() == Fraction(21, 32)
    text = table.result_label.text()
    assert "Σ rank(s⁺) = 8 + 6 + 4.5 + 2 = 20.5" in text
    assert text.endswith("(8 + 6 + 4.5 + 2 − 4·5/2) / (4·4) = (20.5 − 10) / 16 = 21/32</div>")
    # Cumulative counts once the threshold reaches each sample's block.
    for r in rows:
        assert r.tp == sum(s >= r.score and y for s, y in zip(EIGHT_SCORES, EIGHT_POSITIVE))
        assert r.fp == sum(s >= r.score and not y for s, y in zip(EIGHT_SCORES, EIGHT_POSITIVE))


def test_selecting_a_row_moves_the_threshold_and_the_threshold_selects_its_block(qtbot, session):
    table = shown(qtbot, RankTable(session), (620, 520))
    click_row(qtbot, table, 4)  # s5, tied with s4 at 0.47
    assert session.threshold == 0.47
    assert names(selected_rows(table)) == ["s4", "s5"]
    assert session.operating_point.vertex == 4
    click_row(qtbot, table, 0)
    assert session.threshold == 0.77 and names(selected_rows(table)) == ["s1"]
    # The other way: the threshold selects the rows of the block it reaches.
    session.set_threshold(0.33)
    assert names(selected_rows(table)) == ["s6"]
    session.set_threshold(0.5)  # between scores: the block of 0.58
    assert names(selected_rows(table)) == ["s3"]
    session.set_threshold(math.inf)
    assert selected_rows(table) == []
    # Keys move through the table like clicks.
    click_row(qtbot, table, 5)
    qtbot.keyClick(table.view, QtCore.Qt.Key.Key_Down)
    settle(qtbot, table)
    assert session.threshold == 0.23 and names(selected_rows(table)) == ["s7"]


def test_aggregated_rows_are_ranked_sample_by_sample(qtbot):
    session = example_session("five_clicks_aggregated.csv")
    table = shown(qtbot, RankTable(session), (620, 400))
    rows = list(table.result.rows)
    assert [(r.name, r.label, str(r.rank)) for r in rows] == [
        ("row 1", "+", "5"), ("row 2", "−", "4"), ("row 3", "+", "3"), ("row 4", "−", "2"),
        ("row 5", "−", "1")]
    assert table.result_label.text().endswith("= (8 − 3) / 6 = 5/6</div>")


def test_large_data_list_the_first_and_last_rows_and_say_so(qtbot):
    session = random_session(1500, seed=2, decimals=1)
    table = shown(qtbot, RankTable(session), (620, 520))
    model = table.model
    half = ROWS_SHOWN // 2
    assert model.rowCount() == ROWS_SHOWN + 1 and model.gap_row == half
    assert cell(table, half, 0) == f"⋮  {1500 - ROWS_SHOWN:,} rows not shown  ⋮"
    assert (f"Showing the first {half} and the last {half} of 1,500 samples"
            in table.status.text())
    # The sums cover every sample: the brute-force rank sum of all positives.
    data = session.data
    scores, positive = data.scores.tolist(), data.labels.tolist()
    ranks = average_ranks(scores)
    total = sum(r for r, y in zip(ranks, positive) if y)
    assert table.result.sum_positive_ranks == total
    m_pos = sum(positive)
    m_neg = len(positive) - m_pos
    auc = (total - Fraction(m_pos * (m_pos + 1), 2)) / (m_pos * m_neg)
    assert auc == session.curve.auc_exact()
    assert table.result_label.text().endswith(f"= {exact_text(auc)}</div>")
    # The last rows are the lowest scores, and rows of a block are selected together.
    last = model.row_at(model.rowCount() - 1)
    assert last.score == min(scores) and last.position == 1499
    session.set_threshold(last.score)
    assert {r.block for r in selected_rows(table)} == {last.block}
    assert all(r.score == last.score for r in selected_rows(table))


def test_ranking_many_samples_happens_in_the_background(qtbot, monkeypatch):
    monkeypatch.setattr(teaching_table, "COMPUTE_HERE_UP_TO", 100)
    session = random_session(400, seed=7)
    table = shown(qtbot, RankTable(session), (620, 520))
    assert table.busy and table.result is None and table.status.text() == "Ranking…"
    qtbot.waitUntil(lambda: not table.busy, timeout=10_000)
    assert table.result is not None
    assert table.result.sum_positive_ranks == sum(
        r for r, y in zip(average_ranks(session.data.scores.tolist()), session.data.labels)
        if y)
    # Newer data win over a ranking still under way.
    session.replace_data(session.focused, random_session(300, seed=8).shown)
    session.replace_data(session.focused, random_session(200, seed=9).shown)
    qtbot.waitUntil(lambda: not table.busy, timeout=10_000)
    assert table.result.n == 200


def test_one_class_is_explained(qtbot):
    from core.readers.loading import load
    from tests.gui.teaching_views import session_of

    session = session_of(load(b"score,label\n0.2,1\n0.4,1\n", name="one.csv"))
    table = shown(qtbot, RankTable(session), (620, 300))
    assert "needs both classes" in table.result_label.text()
    assert table.model.rowCount() == 2


def test_ids_are_used_only_when_a_column_names_the_samples():
    from core.readers.loading import load

    text = b"id,score,label\na,0.2,1\nb,0.4,0\nc,0.4,1\n"
    ids = sample_ids(load(text, name="ids.csv"))
    assert list(ids) == ["a", "b", "c"]
    assert sample_ids(load(b"score,label\n0.2,1\n0.4,0\n", name="n.csv")) is None
    # A text column whose values repeat is a category, not a name.
    assert sample_ids(load(b"group,score,label\nx,0.2,1\nx,0.4,0\n",
                                       name="g.csv")) is None


def test_a_hidden_rank_table_computes_nothing_until_shown(qtbot, window):
    table = window.rank_table
    window.show_panel(window.numbers_panel)
    qtbot.wait(20)
    assert table.visibleRegion().isEmpty()  # a tab behind the Numbers tab
    window.loader.show(__import__("core.app.pipeline", fromlist=["x"]).model_of(
        __import__("core.readers.examples", fromlist=["x"]).embedded_example()))
    assert table.result is None or table._stale  # nothing computed behind the user's back
    window.show_panel(window.rank_table)
    qtbot.waitUntil(lambda: table.result is not None and not table._stale, timeout=5000)
    assert table.result.sum_positive_ranks == 20.5
