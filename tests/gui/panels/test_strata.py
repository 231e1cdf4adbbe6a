"""The Strata panel and the ROC view's folds and groups: both directions of every
binding (a click writes the session; the session moves the table), the numbers against
the pipeline's and scikit-learn's, and a million groups in the table."""

import csv
import re
from pathlib import Path

import numpy as np
import pytest
from PySide6 import QtCore
from sklearn.metrics import roc_auc_score, roc_curve

from core.app.pipeline import fold_summary, group_summary, load_models
from core.app.request import LoadRequest, ModelSource
from core.drawing.strata_shapes import fold_band
from gui.base.application import application
from gui.model import Session
from gui.panels.strata_panel import NOTHING, StrataPanel
from gui.panels.strata_table import StrataTableModel
from gui.views.overlays.strata_overlay import StrataOverlay
from gui.views.roc_view import RocView
from tests.gui.panels.test_models import shown

EXAMPLES = Path(__file__).resolve().parents[3] / "resources" / "examples"
CLICKS = EXAMPLES / "clicks_by_user.csv"
FOLDS = EXAMPLES / "cv_folds.csv"
CLASSES = EXAMPLES / "three_classes.csv"


def loaded(path, **request):
    return load_models(LoadRequest(sources=(ModelSource(str(path)),), **request))


def session_of(models) -> Session:
    application()
    session = Session()
    session.replace_models(models)
    return session


def rows_of(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def overlay_of(view: RocView) -> StrataOverlay:
    return next(o for o in view.overlays if isinstance(o, StrataOverlay))


def table_texts(panel, column=0):
    model = panel.table.model()
    return [model.data(model.index(r, column)) for r in range(model.rowCount())]


# ---- groups ---------------------------------------------------------------------------


@pytest.fixture
def groups(qtbot):
    session = session_of(loaded(CLICKS, group="user"))
    panel = StrataPanel(session)
    view = RocView(session)
    shown(qtbot, panel, (380, 800))
    shown(qtbot, view, (500, 500))
    return session, panel, view


def test_the_groups_summary_is_the_pipelines(groups):
    session, panel, _view = groups
    summary = group_summary(session.shown)
    text = panel.summary.text()
    assert f"{summary.averages.mean_auc:.4f}"[:5] in text
    assert f"{summary.averages.weighted_auc:.4f}"[:5] in text
    assert "11 of one class only" in text
    assert table_texts(panel) == list(summary.strata.texts)
    assert panel.histogram.isVisible() and not panel.averaging_row.isVisible()


def test_a_click_on_a_group_draws_its_curve_as_scikit_learn_draws_it(qtbot, groups):
    session, panel, view = groups
    overlay = overlay_of(view)
    row = table_texts(panel).index("u05")
    panel.table.clicked.emit(panel.table.model().index(row, 0))
    assert session.stratum == "u05"
    assert overlay.group.isVisible()
    rows = [r for r in rows_of(CLICKS) if r["user"] == "u05"]
    fpr, tpr, _ = roc_curve([int(r["click"]) for r in rows], [float(r["pctr"]) for r in rows],
                            drop_intermediate=False)
    x, y = overlay.group.getData()
    np.testing.assert_allclose(x, fpr)
    np.testing.assert_allclose(y, tpr)
    auc = roc_auc_score([int(r["click"]) for r in rows], [float(r["pctr"]) for r in rows])
    assert any(f"u05: AUC {auc:.4f}"[:14] in text for *_, text in overlay.legend_entries())
    # the other way: the session names a group, the table selects it
    session.set_stratum("u07")
    selected = panel.table.selectionModel().selectedRows()
    assert [panel.table.model().data(i) for i in selected] == ["u07"]
    assert not overlay.group.isVisible()  # u07 holds one class: no curve
    panel.whole.click()
    assert session.stratum is None and not panel.table.selectionModel().selectedRows()


def test_a_group_of_one_class_is_not_drawn(groups):
    session, panel, view = groups
    row = table_texts(panel).index("u02")  # no click at all
    panel.table.clicked.emit(panel.table.model().index(row, 0))
    assert session.stratum is None
    assert not overlay_of(view).group.isVisible()


def test_the_group_goes_with_the_focus_and_the_data(groups):
    session, panel, view = groups
    session.set_stratum("u05")
    session.replace_models(loaded(FOLDS, scores=("score",), label="label"))
    assert session.stratum is None
    assert not overlay_of(view).group.isVisible()
    assert panel.summary.text() == NOTHING and not panel.table.isVisible()
    with pytest.raises(ValueError):
        session.set_stratum("u05")


def test_the_histogram_counts_groups_or_their_rows(groups):
    session, panel, _view = groups
    summary = group_summary(session.shown)
    used = summary.strata.counts.both_classes
    heights = panel.bars.opts["height"]
    assert heights.sum() == used.sum() == 29
    panel.weighted.click()
    heights = panel.bars.opts["height"]
    assert heights.sum() == summary.strata.counts.n_samples[used].sum()
    panel.weighted.click()
    assert panel.bars.opts["height"].sum() == 29


def test_sorting_by_auc_puts_the_best_first_and_groups_of_one_class_last(groups):
    session, panel, _view = groups
    auc = group_summary(session.shown).auc
    panel.table.sortByColumn(4, QtCore.Qt.SortOrder.DescendingOrder)
    shown_auc = [panel.table.model().columns[3][panel.table.model().stratum(r)]
                 for r in range(len(auc))]
    finite = [a for a in shown_auc if a == a]
    assert finite == sorted(auc[~np.isnan(auc)], reverse=True)
    assert all(a != a for a in shown_auc[len(finite):])
    # a selected group stays selected wherever sorting moved it
    session.set_stratum("u05")
    panel.table.sortByColumn(1, QtCore.Qt.SortOrder.AscendingOrder)
    session.set_stratum(None)
    session.set_stratum("u05")
    selected = panel.table.selectionModel().selectedRows()
    assert [panel.table.model().data(i) for i in selected] == ["u05"]


def test_a_million_groups_are_a_table_sorted_at_once():
    application()
    n = 1_000_000
    rng = np.random.default_rng(3)
    pos = rng.integers(0, 4, n)
    neg = rng.integers(0, 4, n)
    auc = np.where((pos > 0) & (neg > 0), rng.random(n), np.nan)
    model = StrataTableModel()
    model.fill("user", [f"u{i}" for i in range(n)], pos, neg, auc)
    assert model.rowCount() == n
    model.sort(4, QtCore.Qt.SortOrder.AscendingOrder)
    first = model.stratum(0)
    assert auc[first] == np.nanmin(auc)
    assert np.isnan(auc[model.stratum(n - 1)])
    assert model.data(model.index(0, 1)) == f"{pos[first] + neg[first]:,}"


def test_the_auc_column_has_one_width_and_never_reads_a_class_as_one():
    """The digits classes' 0.999993 was "1" beside "0.9846", and folds "0.999" beside it."""
    application()
    model = StrataTableModel()
    aucs = [0.999993, 0.9846, 0.999, 0.998, 1.0, np.nan]
    model.fill("class", [str(i) for i in range(6)], [5] * 6, [9] * 6, aucs)
    texts = [model.data(model.index(r, 4)) for r in range(6)]
    assert texts[:5] == ["0.99999", "0.98460", "0.99900", "0.99800", "1.00000"]
    assert texts[5] == "one class"


def test_the_summary_numbers_share_their_decimals(groups):
    """GAUC "0.775" was written beside a mean of "0.8095"."""
    session, panel, _view = groups
    summary = group_summary(session.shown)
    a = summary.averages
    text = panel.summary.text()
    numbers = re.findall(r"\d\.\d+", text)
    assert len(numbers) == 3 and len({len(n) for n in numbers}) == 1, text
    for value, written in zip((a.mean_auc, a.weighted_auc, summary.auc_all), numbers):
        assert float(written) == pytest.approx(value, abs=0.5001 * 10.0 ** (2 - len(written)))


# ---- folds ----------------------------------------------------------------------------


@pytest.fixture
def folds(qtbot):
    session = session_of(loaded(FOLDS, scores=("score",), label="label", fold="fold"))
    panel = StrataPanel(session)
    view = RocView(session)
    shown(qtbot, panel, (380, 800))
    shown(qtbot, view, (500, 500))
    return session, panel, view


def test_folds_are_drawn_thin_with_their_mean_and_band(folds):
    session, panel, view = folds
    overlay = overlay_of(view)
    summary = fold_summary(session.shown, "vertical")
    band = fold_band(summary.vertical)
    x, y = overlay.mean.getData()
    np.testing.assert_array_equal(x, summary.vertical.fpr)
    np.testing.assert_array_equal(y, summary.vertical.tpr_mean)
    np.testing.assert_array_equal(overlay.upper.getData()[1], band.upper)
    np.testing.assert_array_equal(overlay.lower.getData()[1], band.lower)
    fx, fy = overlay.folds.getData()
    assert np.isnan(fx).sum() == 5  # five folds, each ended by a break
    # each fold's own curve, as scikit-learn draws it
    rows = rows_of(FOLDS)
    first = [r for r in rows if r["fold"] == "0"]
    fpr, tpr, _ = roc_curve([int(r["label"]) for r in first],
                            [float(r["score"]) for r in first], drop_intermediate=False)
    end = int(np.flatnonzero(np.isnan(fx))[0])
    np.testing.assert_allclose(fx[:end], fpr)
    np.testing.assert_allclose(fy[:end], tpr)
    texts = [text for *_, text in overlay.legend_entries()]
    assert texts == ["5 folds, each its own curve", "mean of folds (vertical averaging)",
                     "±1 SD of the folds' TPR"]
    assert f"{summary.mean_auc:.4f}" in panel.summary.text()
    assert table_texts(panel, 4) == [f"{a:.4g}" for a in summary.auc]


def test_the_averaging_follows_the_panel_and_the_panel_the_session(folds):
    session, panel, view = folds
    overlay = overlay_of(view)
    panel.averaging.setCurrentIndex(1)
    assert session.analysis.fold_average == "threshold"
    summary = fold_summary(session.shown, "threshold")
    np.testing.assert_array_equal(overlay.mean.getData()[0], summary.threshold.fpr_mean)
    assert "mean of folds (threshold averaging)" in [t for *_, t in overlay.legend_entries()]
    session.set_analysis(fold_average="vertical")
    assert panel.averaging.currentData() == "vertical"
    np.testing.assert_array_equal(overlay.mean.getData()[0], summary.vertical.fpr)


def test_the_replay_hides_the_folds(folds):
    session, _panel, view = folds
    overlay = overlay_of(view)
    session.set_reveal(3)
    assert not overlay.mean.isVisible() and overlay.legend_entries() == ()
    session.set_reveal(None)
    assert overlay.mean.isVisible()


# ---- classes --------------------------------------------------------------------------


def test_a_click_on_a_class_focuses_its_model_and_the_focus_moves_the_table(qtbot):
    models = loaded(CLASSES, multiclass=True)
    session = session_of(models)
    panel = StrataPanel(session)
    shown(qtbot, panel, (380, 700))
    classes = models[0].strata.classes
    assert table_texts(panel) == list(classes.classes)
    rows = rows_of(CLASSES)
    truth = [r["label"] for r in rows]
    scores = np.array([[float(r[c]) for c in classes.score_columns] for r in rows])
    scores = scores / scores.sum(axis=1, keepdims=True)  # scikit-learn wants them to sum to 1
    assert classes.averages.macro_ovo == pytest.approx(
        roc_auc_score(truth, scores, multi_class="ovo", labels=list(classes.classes)), abs=1e-12)
    assert f"{classes.averages.macro_ovr:.4f}"[:5] in panel.summary.text()
    panel.table.clicked.emit(panel.table.model().index(2, 0))
    assert session.focused.data.strata.class_index == 2
    session.focus(session.models[0])
    selected = panel.table.selectionModel().selectedRows()
    assert [i.row() for i in selected] == [0]


def test_a_click_on_a_group_without_a_curve_says_why(qtbot):
    # Through DuckDB a click on a user drew nothing and said nothing.
    session = session_of(loaded(CLICKS, group="user", engine="duckdb"))
    panel = StrataPanel(session)
    view = RocView(session)
    shown(qtbot, panel, (380, 800))
    overlay = overlay_of(view)
    texts = table_texts(panel)
    panel.table.clicked.emit(panel.table.model().index(texts.index("u05"), 0))
    assert session.stratum is None and not overlay.group.isVisible()
    note = panel.choice_note
    assert note.isVisible() and "user = u05" in note.text() and "DuckDB" in note.text()
    assert "--engine memory" in note.text()
    # A group of one class has no curve either way, and says so.
    panel.table.clicked.emit(panel.table.model().index(texts.index("u07"), 0))
    assert "user = u07" in note.text() and "one class" in note.text()
    # In memory the same click draws the group and the note goes.
    session.replace_models(loaded(CLICKS, group="user"))
    assert not note.isVisible()
    panel.table.clicked.emit(panel.table.model().index(table_texts(panel).index("u05"), 0))
    assert session.stratum == "u05" and not note.isVisible()


def test_folds_an_engine_counted_fall_back_to_vertical_averaging(qtbot):
    # Threshold averaging of folds counted by DuckDB needs counts asked for at load:
    # asked afterwards, the plot and the panel draw the vertical average and say why.
    session = session_of(loaded(FOLDS, scores=("score",), label="label", fold="fold",
                                engine="duckdb"))
    panel = StrataPanel(session)
    view = RocView(session)
    shown(qtbot, panel, (380, 800))
    session.set_analysis(fold_average="threshold")
    overlay = overlay_of(view)
    assert overlay.mean.isVisible()
    np.testing.assert_array_equal(overlay.mean.getData()[0],
                                  fold_summary(session.shown, "vertical").vertical.fpr)
    assert "--fold-average threshold" in panel.note.text()
    assert not panel.averaging.model().item(1).isEnabled()
