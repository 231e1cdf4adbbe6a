"""The window on the embedded example: what is drawn is the engine's curve, coloured by
segment type; the tie-ordering switch redraws plot and numbers; both directions of every
binding hold."""


import numpy as np
import pytest
from PySide6 import QtCore, QtGui, QtWidgets

from core import SegmentType, TieOrdering
from core.drawing.thinning import DENSE, thin
from gui.base import style
from gui.panels.numbers_panel import SHORT_ORDERING_NAMES, plain_text
from gui.window.export_dialogs import copy_plot


def drawn(item):
    x, y = item.getData()
    return np.asarray(x), np.asarray(y)


def assert_curve_items_match(window, ordering):
    curve = window.session.curve
    line = curve.polyline(ordering)
    for kind, item in window.roc_view.segments.items():
        expected = thin(line.x, line.y, None, line.segment, kind)
        x, y = drawn(item)
        assert np.array_equal(x, expected.x, equal_nan=True), kind
        assert np.array_equal(y, expected.y, equal_nan=True), kind
    x, y = drawn(window.roc_view.auc_fill)
    assert np.array_equal(x, line.x) and np.array_equal(y, line.y)


def test_opens_on_the_eight_sample_example(window):
    curve = window.session.curve
    assert (curve.n_positive, curve.n_negative, curve.mixed_blocks) == (4, 4, 1)
    assert window.session.ordering is TieOrdering.AVERAGE
    assert_curve_items_match(window, TieOrdering.AVERAGE)
    text = window.numbers_panel.text()
    for expected in ("0.65625 = 21/32", "0.6875 = 11/16", "0.625 = 5/8", "0.34375 = 11/32",
                     "C concordant (s⁺ > s⁻) 10", "T tied (s⁺ = s⁻) 1",
                     "D discordant (s⁺ < s⁻) 5", "all five agree exactly"):
        assert expected in text
    assert "eight samples" in text


def test_segment_colours_and_legend(window):
    view = window.roc_view
    colours = {**style.SEGMENT_COLOURS, DENSE: style.DENSE_COLOUR}
    for kind, item in view.segments.items():
        assert item.opts["pen"].color().name().lower() == colours[kind].lower()
    assert len({item.opts["pen"].color().name() for item in view.segments.values()}) == 4
    legend = [label.text for _sample, label in view.legend.items]
    assert legend[:3] == [style.SEGMENT_NAMES[k] for k in (
        SegmentType.TRUE_POSITIVE, SegmentType.FALSE_POSITIVE, SegmentType.MIXED)]
    assert style.dense_name() not in legend  # every segment of 8 samples spans pixels
    assert len(drawn(view.segments[DENSE])[0]) == 0
    # The mixed block (.25,.5)-(.5,.75) is the only blue piece.
    x, y = drawn(view.segments[SegmentType.MIXED])
    assert x.tolist() == [0.25, 0.5] and y.tolist() == [0.5, 0.75]


def test_axes_labels_and_areas(window):
    plot = window.roc_view.getPlotItem()
    assert plot.getAxis("bottom").labelText == "False positive rate (FPR)"
    assert plot.getAxis("left").labelText == "True positive rate (TPR)"
    assert "AUC = 0.65625" in plain_text(window.roc_view.auc_label.textItem.toHtml())
    assert "ℓrank = 0.34375" in plain_text(window.roc_view.rank_loss_label.textItem.toHtml())
    assert window.roc_view.auc_fill.opts["fillLevel"] == 0
    assert window.roc_view.rank_loss_fill.opts["fillLevel"] == 1
    grid_x, _ = drawn(window.roc_view.grid)
    assert set(np.round(grid_x, 6)) == {0, 0.25, 0.5, 0.75, 1}


@pytest.mark.parametrize(("key", "ordering", "auc"), [
    ("Ctrl+2", TieOrdering.BEST, "0.6875"),
    ("Ctrl+3", TieOrdering.WORST, "0.625"),
])
def test_ordering_shortcut_redraws_plot_and_numbers(qtbot, window, key, ordering, auc):
    QtCore.QCoreApplication.processEvents()
    sequence = QtGui.QKeySequence(key)
    qtbot.keyClick(window, sequence[0].key(), sequence[0].keyboardModifiers())
    assert window.session.ordering is ordering
    assert_curve_items_match(window, ordering)
    assert f"AUC = {auc}" in plain_text(window.roc_view.auc_label.textItem.toHtml())
    assert f"▶ {SHORT_ORDERING_NAMES[ordering]} {auc}" in window.numbers_panel.text()


def test_toolbar_action_and_state_agree_both_ways(window):
    window.ordering_actions[TieOrdering.BEST].trigger()
    assert window.session.ordering is TieOrdering.BEST
    window.session.set_ordering("worst")
    assert window.ordering_actions[TieOrdering.WORST].isChecked()
    assert not window.ordering_actions[TieOrdering.BEST].isChecked()
    assert_curve_items_match(window, TieOrdering.WORST)


def test_band_toggle_both_ways(window):
    view = window.roc_view
    assert not view.band.isVisible()
    window.band_action.trigger()
    assert window.session.display.band and view.band.isVisible()
    text = plain_text(view.band_label.textItem.toHtml())
    assert "0.0625 = 1/16" in text
    # On the plot where it finds room, else in the legend.
    legend = [label.text for _sample, label in view.legend.items]
    assert view.band_label.isVisible() != (text in legend)
    best_x, best_y = drawn(view.band.edges[TieOrdering.BEST])
    line = window.session.curve.polyline("best")
    assert np.array_equal(best_x, line.x) and np.array_equal(best_y, line.y)
    window.session.set_display(band=False)
    assert not window.band_action.isChecked() and not view.band.isVisible()


def test_hiding_the_shaded_areas(window):
    window.auc_area_action.trigger()
    assert not window.session.display.auc_area
    assert not window.roc_view.auc_fill.isVisible()
    window.session.set_display(rank_loss_area=False)
    assert not window.rank_loss_area_action.isChecked()
    assert not window.roc_view.rank_loss_fill.isVisible()


@pytest.mark.parametrize("ordering", ["average", "best", "worst"])
def test_area_labels_sit_inside_their_areas(window, ordering):
    from tests.gui.label_paths import clear_of_path

    window.session.set_ordering(ordering)
    view, curve = window.roc_view, window.session.curve
    line = curve.polyline(ordering)
    auc, loss = view.label_rects["auc_area"], view.label_rects["rank_loss_area"]
    # Under the curve across the AUC label's width, above it across the other's.
    assert clear_of_path(auc, line.x, line.y, "below")
    assert clear_of_path(loss, line.x, line.y, "above")
    assert not auc.intersects(loss) and not auc.intersects(view.legend_rect())
    pos = view.auc_label.pos()
    assert (pos.x(), pos.y()) == pytest.approx(auc.centre)


def test_ctrl_e_exports_even_when_the_threshold_box_has_focus(qtbot, window, monkeypatch):
    from gui.window import export_dialogs

    called = []
    monkeypatch.setattr(export_dialogs, "export_plot_dialog", lambda w: called.append(w))
    window.threshold_box.setFocus()
    qtbot.waitUntil(lambda: window.threshold_box.lineEdit().hasFocus(), timeout=2000)
    qtbot.keyClick(window.threshold_box.lineEdit(), QtCore.Qt.Key.Key_E,
                   QtCore.Qt.KeyboardModifier.ControlModifier)
    assert called == [window]
    # Typing in the box still works.
    window.threshold_box.lineEdit().selectAll()
    qtbot.keyClicks(window.threshold_box.lineEdit(), "0.33")
    qtbot.keyClick(window.threshold_box.lineEdit(), QtCore.Qt.Key.Key_Return)
    assert window.session.threshold == 0.33


def test_the_start_threshold_is_explained(qtbot, make_window, tmp_path):
    path = tmp_path / "p.csv"
    path.write_text("s,y\n0.9,1\n0.8,0\n0.7,1\n0.2,0\n")
    window = make_window(file=str(path))
    note = window.threshold_note
    assert note.isVisible() and "t = 0.9 is Youden's best vertex" in note.text()
    window.session.threshold_to_start()  # a threshold somewhere else: nothing to explain
    assert note.text() == ""
    window.session.threshold_to_start()


def test_the_start_threshold_is_explained_at_launch_on_the_example(window):
    assert "t = 0.77 is Youden's best vertex" in window.threshold_note.text()


def test_the_status_line_is_whole_in_a_narrow_window(qtbot, window):
    # At 800×600 it read "…End to the lowest sco".
    window.resize(800, 600)
    note = window.threshold_note
    qtbot.waitUntil(lambda: note.width() < 800)
    needed = note.fontMetrics().boundingRect(
        QtCore.QRect(0, 0, note.width(), 10_000), QtCore.Qt.TextFlag.TextWordWrap,
        note.text()).height()
    qtbot.waitUntil(lambda: note.height() >= needed)


@pytest.mark.parametrize("width", [1200, 800])
def test_the_note_coming_and_going_moves_no_plot(qtbot, window, width):
    # The note at Youden's vertex took three lines' height for one line of text, so the
    # plots jumped by some 40 pixels whenever it came or went, and both were laid out
    # and drawn again on such a threshold move.
    window.resize(width, 700)
    note, session = window.threshold_note, window.session
    start = session.threshold
    def needed() -> int:
        return note.fontMetrics().boundingRect(
            QtCore.QRect(0, 0, note.width(), 10_000), QtCore.Qt.TextFlag.TextWordWrap,
            note.text()).height()

    assert note.text() != ""
    qtbot.waitUntil(lambda: note.width() < width and note.height() >= needed(), timeout=5000)
    assert note.height() < needed() + note.fontMetrics().lineSpacing()  # no spare line
    sizes = []
    for threshold in (start, 0.23, start, 0.33):
        session.set_threshold(threshold)
        QtWidgets.QApplication.processEvents()
        sizes.append((window.roc_view.size(), note.height()))
        assert (note.text() != "") == (threshold == start)
    assert all(size == sizes[0] for size in sizes)


class _Sizes(QtCore.QObject):
    """The sizes a widget is given, in turn."""

    def __init__(self, widget):
        super().__init__(widget)
        self.seen = []
        widget.installEventFilter(self)

    def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
        if event.type() == QtCore.QEvent.Type.Resize:
            self.seen.append((event.size().width(), event.size().height()))
        return False


def test_a_window_is_laid_out_once_as_it_is_first_shown(qtbot, settings):
    # The status note, sized before its layout had placed it, asked for eight lines at
    # its default width: the status line grew, the ROC plot shrank by some 90 pixels
    # and grew back before the first paint, laid out and drawn three times.
    from gui.base.application import application
    from gui.window.app import build_window

    application()
    window = build_window(settings=settings)
    qtbot.addWidget(window)
    window.resize(1280, 860)
    plot, status = _Sizes(window.roc_view), _Sizes(window.statusBar())
    window.show()
    qtbot.waitExposed(window)
    note = window.threshold_note
    qtbot.waitUntil(lambda: note.isVisible() and note.width() > 1000)
    QtWidgets.QApplication.processEvents()
    assert "Youden's best vertex" in note.text()
    assert len(set(plot.seen)) == 1, plot.seen
    assert max(h for _, h in status.seen) < 3 * note.fontMetrics().lineSpacing(), status.seen


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


def test_the_colour_guide_explains_every_colour_a_curve_is_drawn_in():
    from gui.base.paths import GUIDE

    guide = GUIDE.read_text(encoding="utf-8").lower()
    for colour in (*style.SEGMENT_COLOURS.values(), style.DENSE_COLOUR):
        assert f"color:{colour.lower()}" in guide.replace(" ", ""), colour
    assert style.dense_name() in guide
