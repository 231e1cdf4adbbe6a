"""Behaviour found missing or wrong in review: each test failed before its fix."""

import math
from pathlib import Path

import numpy as np
from PySide6 import QtCore, QtWidgets

from core import TieOrdering
from core.readers.loading import load
from gui.window.export_dialogs import copy_plot
from core.app.pipeline import model_of as shown_from

DATA = Path(__file__).parent / "data"


def wait_loaded(qtbot, window):
    qtbot.waitUntil(lambda: not window.loading, timeout=10_000)


def test_choose_columns_keeps_rows_left_out(qtbot, window):
    window.drop_missing_action.trigger()
    window.open_file(str(DATA / "missing_score.csv"))
    wait_loaded(qtbot, window)
    assert window.session.data.dropped_rows == 1
    window.drop_missing_action.trigger()  # off again: the shown data still dropped rows
    window.choose_columns()
    qtbot.waitUntil(lambda: window.column_chooser is not None, timeout=5000)
    window.column_chooser.ok_button.click()
    wait_loaded(qtbot, window)
    assert window.session.message is None or window.session.message.level == "info"
    assert window.session.data.dropped_rows == 1


def test_copy_takes_selected_text_over_the_plot(qtbot, window):
    label = window.confusion_panel.metrics["tpr"]
    label.setFocus()
    label.setSelection(0, len(label.text()))
    assert label.hasSelectedText()
    QtWidgets.QApplication.clipboard().clear()
    copy_plot(window)
    assert QtWidgets.QApplication.clipboard().text() == label.text()
    window.roc_view.setFocus()
    copy_plot(window)
    assert not QtWidgets.QApplication.clipboard().image().isNull()


def test_finished_loads_let_go_of_their_tables(qtbot, window):
    for _ in range(3):
        window.open_file(str(DATA / "two_models.csv"), threshold=None)
        qtbot.waitUntil(lambda: window.column_chooser is not None, timeout=5000)
        window.column_chooser.ok_button.click()
        wait_loaded(qtbot, window)
    from gui.window.load_worker import LoadJob
    jobs = window.findChildren(LoadJob)
    assert jobs and all(s.dataset is None for job in jobs for s in job.request.sources)


def test_json_export_at_infinite_threshold_has_no_operating_point(window, tmp_path):
    from gui.figures import exporting
    import json

    window.session.set_threshold(math.inf)
    exporting.export(window.session, tmp_path / "s.json")
    summary = json.loads((tmp_path / "s.json").read_text())
    assert "operating_point" not in summary and summary["auc"]["average"] == 0.65625


def test_a_question_from_a_replaced_load_is_ignored(qtbot, window):
    window.open_file(str(DATA / "two_models.csv"))
    first = window.loader.job
    qtbot.waitUntil(lambda: window.column_chooser is not None, timeout=5000)
    window.column_chooser.reject()
    wait_loaded(qtbot, window)
    window.open_file(str(Path(__file__).parents[2] / "resources/examples/five_clicks.csv"))
    second = window.loader.job
    # The cancelled job's late question arrives now: it must change nothing.
    from core.app.pipeline import Question
    from core.app.request import ModelSource

    first.needsChoice.emit(Question(ModelSource("late.csv"), window.session.data.dataset, None))
    assert window.loader.job is second and window.column_chooser is None
    wait_loaded(qtbot, window)
    assert window.session.curve.n_samples == 5


def test_tie_note_when_t_lies_between_scores(window):
    window.session.set_threshold(0.5)  # 0.58 is not a tie block
    assert window.confusion_panel.tie_note.text() == ""
    window.session.set_threshold(0.4)  # predicts like 0.47, a tie block
    note = window.confusion_panel.tie_note.text()
    assert note.startswith("The lowest score at or above t is a tie block")


def test_extreme_scores_do_not_break_the_score_view(qtbot, window):
    text = "score,label\n1.7e308,1\n-1.7e308,0\n0,1\n1e300,0\n"
    shown = shown_from(load(text.encode(), name="extreme.csv"))
    window.show_models(shown)
    window.session.set_threshold(-math.inf)
    window.session.step_threshold(-1)
    (x0, x1), _ = window.score_view.view_box.viewRange()
    assert math.isfinite(x0) and math.isfinite(x1)
    assert math.isfinite(window.score_view.line.value())


def test_banner_shows_file_contents_as_text_not_html(qtbot, window, tmp_path):
    path = tmp_path / "html.csv"
    path.write_text("score,label\n0.9,1\n<b>x</b>,0\n")
    window.open_file(str(path))
    wait_loaded(qtbot, window)
    assert "<b>x</b>" in window.banner.text.text()
    assert window.banner.text.textFormat() == QtCore.Qt.TextFormat.PlainText


def test_per_value_bars_show_which_are_predicted_positive(qtbot, window):
    from core.app.request import LoadRequest as Hints

    window.open_file(str(DATA / "ratings.csv"), Hints(positive="sick"))
    wait_loaded(qtbot, window)
    window.session.set_threshold(4)
    brushes = window.score_view.positive_bars.opts["brushes"]
    alphas = [b.alpha() for b in brushes]
    assert alphas[:3] == [50] * 3 and alphas[3:] == [200] * 2  # ratings 4 and 5


def test_drawer_survives_an_error_and_keeps_serving(qtbot, window, monkeypatch, capsys):
    from core.drawing.thinning import OVERVIEW
    from gui.views import curve_drawer

    shown = shown_from(load(("score,label\n" + "\n".join(
        f"{v},{i % 2}" for i, v in enumerate(np.random.default_rng(1).random(20_000)))
    ).encode(), name="big.csv"))
    drawer = curve_drawer.CurveDrawer()
    real_draw = curve_drawer.draw
    calls = []

    def flaky(*args):
        calls.append(1)
        if len(calls) == 1:
            raise MemoryError("no room")
        return real_draw(*args)

    monkeypatch.setattr(curve_drawer, "draw", flaky)
    curve = shown.curve
    assert drawer.overview(curve, "best") is None
    qtbot.waitUntil(lambda: not drawer._busy, timeout=5000)
    assert "could not draw the curve: MemoryError" in capsys.readouterr().err
    assert drawer.overview(curve, "best") is None  # asked again: a new thread serves it
    qtbot.waitUntil(lambda: drawer.cached(curve, TieOrdering.BEST) is not None, timeout=5000)
    assert drawer.cached(curve, TieOrdering.BEST).window is OVERVIEW
