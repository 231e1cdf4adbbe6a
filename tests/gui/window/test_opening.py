"""Opening files: good, ambiguous (the column chooser), bad (state kept, error shown),
by drag and drop, and from the recent list."""

import math
import shutil
from fractions import Fraction
from pathlib import Path

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from core.app.request import LoadRequest as Hints
from gui.base.paths import EXAMPLES

DATA = Path(__file__).parents[1] / "data"


def wait_loaded(qtbot, window):
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)


def test_opening_a_good_file(qtbot, window):
    window.open_file(str(EXAMPLES / "five_clicks.csv"))
    wait_loaded(qtbot, window)
    curve = window.session.curve
    assert curve.auc_exact() == Fraction(5, 6)
    assert window.session.message is None
    assert "five_clicks.csv" in window.windowTitle()
    assert "0.833333 = 5/6" in window.numbers_panel.text()
    assert window.recent.paths()[0] == str(EXAMPLES / "five_clicks.csv")


def test_aggregated_example_gives_the_same_curve(qtbot, window):
    window.open_file(str(EXAMPLES / "five_clicks_aggregated.csv"))
    wait_loaded(qtbot, window)
    assert window.session.curve.auc_exact() == Fraction(5, 6)
    assert window.session.data.selection.counts is not None


def test_an_ambiguous_file_opens_the_chooser(qtbot, window):
    window.open_file(str(DATA / "two_models.csv"))
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    chooser = window.loader.column_chooser
    assert {chooser.score.itemText(i) for i in range(chooser.score.count())} >= {
        "model_a", "model_b"}
    chooser.score.setCurrentText("model_b")
    chooser.label.setCurrentText("y")
    chooser.positive.setCurrentText("1")
    assert chooser.ok_button.isEnabled()
    chooser.ok_button.click()
    wait_loaded(qtbot, window)
    data = window.session.data
    assert (data.selection.score, data.selection.label, data.selection.positive) == (
        "model_b", "y", "1")
    # model_b: positives 0.2, 0.7, 0.9; negatives 0.7, 0.1, 0.3 -> C = 6, T = 1, D = 2.
    assert window.session.curve.pairs.tied == 1
    assert window.session.curve.auc_exact() == Fraction(13, 18)


def test_cancelling_the_chooser_keeps_the_data(qtbot, window):
    before = window.session.curve
    window.open_file(str(DATA / "two_models.csv"))
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=10_000)
    window.loader.column_chooser.reject()
    wait_loaded(qtbot, window)
    assert window.session.curve is before


def test_a_bad_file_keeps_the_data_and_shows_the_error(qtbot, window):
    before = window.session.curve
    window.open_file(str(DATA / "bad_score.csv"))
    wait_loaded(qtbot, window)
    assert window.session.curve is before
    message = window.session.message
    assert message.level == "error"
    assert "bad_score.csv" in message.text and "line 4" in message.text
    assert "'abc'" in message.text
    assert window.banner.isVisible() and "'abc'" in window.banner.text.text()
    window.banner.close_button.click()
    assert not window.banner.isVisible() and window.session.message is None


def test_a_missing_file_is_a_message_not_a_crash(qtbot, window):
    window.open_file("/no/such/file.csv")
    wait_loaded(qtbot, window)
    assert window.session.message.level == "error"
    assert "file.csv" in window.session.message.text


def test_a_single_class_file_loads_and_explains(qtbot, window):
    window.open_file(str(DATA / "one_class.csv"))
    wait_loaded(qtbot, window)
    curve = window.session.curve
    assert curve.n_samples == 3 and not curve.has_both_classes
    assert window.roc_view.notice.isVisible()
    assert "both classes" in window.roc_view.notice.toPlainText()
    assert "both classes" in window.numbers_panel.text()
    assert not window.roc_view.marker.isVisible()
    assert window.session.threshold == math.inf


def test_drag_and_drop_opens_the_file(qtbot, window, tmp_path):
    path = tmp_path / "dropped.csv"
    shutil.copy(EXAMPLES / "five_clicks.csv", path)
    mime = QtCore.QMimeData()
    mime.setUrls([QtCore.QUrl.fromLocalFile(str(path))])
    pos = QtCore.QPointF(window.rect().center())
    enter = QtGui.QDragEnterEvent(pos.toPoint(), QtCore.Qt.DropAction.CopyAction, mime,
                                  QtCore.Qt.MouseButton.LeftButton,
                                  QtCore.Qt.KeyboardModifier.NoModifier)
    QtWidgets.QApplication.sendEvent(window, enter)
    assert enter.isAccepted()
    drop = QtGui.QDropEvent(pos, QtCore.Qt.DropAction.CopyAction, mime,
                            QtCore.Qt.MouseButton.LeftButton,
                            QtCore.Qt.KeyboardModifier.NoModifier)
    QtWidgets.QApplication.sendEvent(window, drop)
    wait_loaded(qtbot, window)
    assert window.session.curve.auc_exact() == Fraction(5, 6)
    assert "dropped.csv" in window.windowTitle()


def test_recent_files_menu_reopens(qtbot, window):
    window.open_file(str(EXAMPLES / "five_clicks.csv"))
    wait_loaded(qtbot, window)
    window.loader.show_example()
    window._fill_recent_menu()
    action = window.recent_menu.actions()[0]
    assert action.text() == str(EXAMPLES / "five_clicks.csv")
    action.trigger()
    wait_loaded(qtbot, window)
    assert window.session.curve.auc_exact() == Fraction(5, 6)


def test_examples_menu_lists_each_bundled_example_once(window):
    names = [a.text() for a in window.examples_menu.actions()]
    assert names[0].startswith("Eight samples")
    assert len(names) == len(set(names))
    assert not any("eight_samples.csv" in n for n in names)  # the built-in one, once
    files = sorted(p.name for p in EXAMPLES.iterdir() if p.suffix == ".csv")
    for name in files:
        if name != "eight_samples.csv":
            assert sum(name in n for n in names) == 1, name


def test_heavily_tied_ratings_get_one_bar_per_value(qtbot, window):
    window.open_file(str(DATA / "ratings.csv"), Hints(positive="sick"))
    wait_loaded(qtbot, window)
    curve = window.session.curve
    assert curve.distinct_scores == 5 and curve.mixed_blocks == 5
    view = window.score_view
    assert not view.dots.isVisible() and view.positive_bars.isVisible()
    x0, x1 = view.positive_bars.opts["x0"], view.positive_bars.opts["x1"]
    assert np.allclose((x0 + x1) / 2, [1, 2, 3, 4, 5]) and np.allclose(x1 - x0, 0.6)
    heights = view.positive_bars.opts["height"] + view.negative_bars.opts["height"]
    assert heights.sum() == 180  # few samples, but stacks too tall for dots


def test_missing_values_offer_to_load_without_them(qtbot, window):
    before = window.session.curve
    window.open_file(str(DATA / "missing_score.csv"))
    wait_loaded(qtbot, window)
    assert window.session.curve is before
    message = window.session.message
    assert "line 4" in message.text and "missing value" in message.text
    assert "--drop-missing" not in message.text and "Leave Out Missing Rows" in message.text
    button = window.banner.action_button
    assert button.isVisible() and button.text() == "Load Without Missing Rows"
    button.click()
    wait_loaded(qtbot, window)
    curve = window.session.curve
    assert curve.n_samples == 4 and window.session.data.dropped_rows == 1
    assert window.session.message.level == "info" and "Left out 1 row " in window.session.message.text


def test_leave_out_missing_rows_setting(qtbot, window):
    window.drop_missing_action.trigger()
    window.open_file(str(DATA / "missing_score.csv"))
    wait_loaded(qtbot, window)
    assert window.session.data.dropped_rows == 1 and window.session.curve.n_samples == 4


def test_a_long_load_shows_progress_and_can_be_cancelled(qtbot, window, tmp_path,
                                                         monkeypatch):
    import time

    import pyarrow as pa
    import pyarrow.csv as pacsv

    from core.readers import sources

    # A slow disk: the load must still be under way when the test presses keys.
    real = sources._Watched.readinto
    monkeypatch.setattr(sources._Watched, "readinto",
                        lambda self, buffer: time.sleep(0.02) or real(self, buffer))

    rng = np.random.default_rng(0)
    n = 3_000_000
    path = tmp_path / "long.csv"
    pacsv.write_csv(pa.table({"score": rng.random(n), "label": rng.integers(0, 2, n)}), path)
    before = window.session.curve
    seen = []
    window.open_file(str(path))
    window.loader.job.progress.connect(seen.append)
    qtbot.waitUntil(lambda: bool(seen) and 0 < seen[-1] < 1, timeout=20_000)
    progress = window.loader._progress
    assert progress is not None and progress.labelText().startswith("Reading long.csv")
    # Enter (as typed in a hurry) does not cancel: only the button does.
    qtbot.keyClick(progress, QtCore.Qt.Key.Key_Return)
    assert window.loader.loading and not window.loader.job.is_cancelled()
    progress.findChild(QtWidgets.QPushButton).click()  # the dialog's Cancel button
    wait_loaded(qtbot, window)
    qtbot.wait(300)  # anything still in flight from the reader must not land
    assert window.session.curve is before and window.session.message is None


def test_drop_missing_option_holds_for_files_opened_later(qtbot, make_window):
    window = make_window(drop_missing=True)
    assert window.drop_missing_action.isChecked()
    window.open_file(str(DATA / "missing_score.csv"))
    wait_loaded(qtbot, window)
    assert window.session.data.dropped_rows == 1


def test_choose_columns_keeps_rows_left_out(qtbot, window):
    window.drop_missing_action.trigger()
    window.open_file(str(DATA / "missing_score.csv"))
    wait_loaded(qtbot, window)
    assert window.session.data.dropped_rows == 1
    window.drop_missing_action.trigger()  # off again: the shown data still dropped rows
    window.loader.choose_columns()
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=5000)
    window.loader.column_chooser.ok_button.click()
    wait_loaded(qtbot, window)
    assert window.session.message is None or window.session.message.level == "info"
    assert window.session.data.dropped_rows == 1


def test_finished_loads_let_go_of_their_tables(qtbot, window):
    for _ in range(3):
        window.open_file(str(DATA / "two_models.csv"), threshold=None)
        qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=5000)
        window.loader.column_chooser.ok_button.click()
        wait_loaded(qtbot, window)
    from gui.window.load_worker import LoadJob
    jobs = window.findChildren(LoadJob)
    assert jobs and all(s.dataset is None for job in jobs for s in job.request.sources)


def test_a_question_from_a_replaced_load_is_ignored(qtbot, window):
    window.open_file(str(DATA / "two_models.csv"))
    first = window.loader.job
    qtbot.waitUntil(lambda: window.loader.column_chooser is not None, timeout=5000)
    window.loader.column_chooser.reject()
    wait_loaded(qtbot, window)
    window.open_file(str(Path(__file__).parents[3] / "resources/examples/five_clicks.csv"))
    second = window.loader.job
    # The cancelled job's late question arrives now: it must change nothing.
    from core.app.pipeline import Question
    from core.app.request import ModelSource

    first.needsChoice.emit(Question(ModelSource("late.csv"), window.session.data.dataset, None))
    assert window.loader.job is second and window.loader.column_chooser is None
    wait_loaded(qtbot, window)
    assert window.session.curve.n_samples == 5


def test_banner_shows_file_contents_as_text_not_html(qtbot, window, tmp_path):
    path = tmp_path / "html.csv"
    path.write_text("score,label\n0.9,1\n<b>x</b>,0\n")
    window.open_file(str(path))
    wait_loaded(qtbot, window)
    assert "<b>x</b>" in window.banner.text.text()
    assert window.banner.text.textFormat() == QtCore.Qt.TextFormat.PlainText


def test_every_example_in_the_menu_opens_with_an_answer_proposed(qtbot, window):
    # The three classes' file asked for one positive class, which it cannot have (OK
    # stayed disabled): it opens as three one-vs-rest models, as --multiclass reads it.
    for action in window.examples_menu.actions():
        if action.isSeparator() or not action.isEnabled():
            continue
        action.trigger()
        qtbot.waitUntil(lambda: not window.loader.loading or window.loader.column_chooser is not None,
                        timeout=10_000)
        # A bundled example opens as it is meant to, without a question, under a title.
        assert window.loader.column_chooser is None, action.text()
        assert not action.text().endswith(".csv"), action.text()  # "{title} ({file})"
        assert window.session.models and all(m.curve.has_both_classes
                                              for m in window.session.models), action.text()
        if "three_classes.csv" in action.text():
            assert [m.name for m in window.session.models] == ["bird", "cat", "dog"]
        if "three_models.csv" in action.text():
            assert [m.name for m in window.session.models] == ["a", "b", "c"]
        if "clicks_by_user.csv" in action.text():
            assert window.session.shown.strata.groups.column == "user"
            assert window.strata_panel.table.model().rowCount() == 40
        if "cv_folds.csv" in action.text():
            assert window.session.shown.strata.folds.column == "fold"


def test_the_progress_is_busy_once_every_row_is_read(window):
    loader = window.loader
    loader._show_progress(window.loader, "Reading big.parquet…")  # anything with cancel()
    loader._on_progress(0.5)
    assert (loader._progress.maximum(), loader._progress.value()) == (1000, 500)
    loader._on_progress(1.0)  # read: the curve is computed, with no fraction to report
    assert loader._progress.maximum() == 0
    assert loader._progress.labelText() == "Computing the curve…"
    loader._close_progress()


def test_the_interval_is_computed_once_the_curve_is_painted(qtbot, window):
    # The load hands the models over without DeLong's interval (its first use imports
    # scipy, which would hold the paint back), then computes it, off the UI thread.
    from core.app.pipeline.answers import known

    key = ("ci", "delong", 0.95)
    at_hand_over = []
    window.loader.loaded.connect(
        lambda _path: at_hand_over.append(known(window.session.curve, key)))
    window.open_file(str(EXAMPLES / "model_b.csv"))
    wait_loaded(qtbot, window)
    assert at_hand_over == [None]
    qtbot.waitUntil(lambda: known(window.session.curve, key) is not None, timeout=60_000)
    assert known(window.session.curve, key)[0].low < window.session.curve.auc() < \
        known(window.session.curve, key)[0].high


def _big_file_drawn_when_let(tmp_path, monkeypatch):
    """A file whose curve is big enough to be drawn off the UI thread, and the gate that
    lets its drawing go."""
    import threading

    from gui.views import curve_drawer

    rng = np.random.default_rng(3)
    path = tmp_path / "big.csv"
    path.write_text("score,label\n" + "".join(
        f"{s!r},{int(y)}\n" for s, y in zip(rng.random(20_000).tolist(), rng.random(20_000) < 0.5)))
    real_draw, gate = curve_drawer.draw_curve, threading.Event()

    def held(*args):
        gate.wait(10)
        return real_draw(*args)

    monkeypatch.setattr(curve_drawer, "draw_curve", held)
    return path, gate


def test_a_big_file_paints_once_its_curve_is_drawn(qtbot, window, tmp_path, monkeypatch):
    # Placing the models would repaint the window about ten times before the curve's
    # drawing is ready; it paints again once the drawing is there.
    path, gate = _big_file_drawn_when_let(tmp_path, monkeypatch)
    assert window.updatesEnabled()
    try:
        window.open_file(str(path))
        wait_loaded(qtbot, window)
        assert window.session.curve.n_samples == 20_000
        # The models are placed, their curve is being drawn: the window waits for it.
        assert window.roc_view.drawer.busy and not window.updatesEnabled()
    finally:
        gate.set()
    qtbot.waitUntil(window.updatesEnabled, timeout=5000)
    shown = window.session.shown
    drawn = window.roc_view.drawer.cached(shown.curve, window.session.ordering)
    assert np.array_equal(window.roc_view.auc_fill.getData()[0], drawn.whole.x)


def test_a_small_file_paints_at_once(qtbot, window):
    window.open_file(str(EXAMPLES / "five_clicks.csv"))
    wait_loaded(qtbot, window)
    assert window.updatesEnabled()


def test_a_window_just_hidden_is_not_held(qtbot, window):
    # hide() leaves isExposed() true until the window's expose event is handled: a load
    # ending in between must not hold the hidden window.
    qtbot.waitExposed(window)
    window.hide()
    assert window.windowHandle().isExposed()  # the event is still queued
    with window.loader._painted_once_drawn():
        assert window.updatesEnabled()


def test_a_window_not_on_screen_yet_is_not_held(qtbot, window, tmp_path, monkeypatch):
    # A launch whose load beats its first paint: a window whose first expose comes with
    # updates off stays black on X11, so nothing is held before it is on screen.
    path, gate = _big_file_drawn_when_let(tmp_path, monkeypatch)
    window.hide()
    try:
        window.open_file(str(path))
        wait_loaded(qtbot, window)
        assert window.roc_view.drawer.busy and window.updatesEnabled()
    finally:
        gate.set()
    qtbot.waitUntil(lambda: not window.roc_view.drawer.busy, timeout=5000)
