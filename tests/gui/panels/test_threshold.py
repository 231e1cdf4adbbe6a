"""Moving the threshold: marker, line, spin box and keys all go through the state, and
the confusion matrix follows."""

import math

import numpy as np
import pytest
from PySide6 import QtCore

from tests.gui import mouse

Key = QtCore.Qt.Key


def cells(window):
    panel = window.confusion_panel
    return {k: int(panel.cells[k].text().replace(",", "")) for k in ("tp", "fp", "fn", "tn")}


@pytest.mark.parametrize(("threshold", "expected"), [
    (0.5, dict(tp=2, fp=1, fn=2, tn=3)),
    (0.47, dict(tp=3, fp=2, fn=1, tn=2)),
])
def test_confusion_matrix_of_the_eight_samples(window, threshold, expected):
    window.session.set_threshold(threshold)
    assert cells(window) == expected
    panel = window.confusion_panel
    assert panel.cells["m_pos"].text() == "4" and panel.cells["n"].text() == "8"


def test_metrics_and_tie_note(window):
    window.session.set_threshold(0.5)
    metrics = window.confusion_panel.metrics
    assert metrics["tpr"].text() == "0.5" and metrics["fpr"].text() == "0.25"
    assert metrics["precision"].text() == "0.666667" and metrics["f1"].text() == "0.571429"
    assert metrics["accuracy"].text() == "0.625" and metrics["youden_j"].text() == "0.25"
    assert window.confusion_panel.tie_note.text() == ""
    assert "predicts exactly like t = 0.58" in window.confusion_panel.heading.text()
    window.session.set_threshold(0.47)
    note = window.confusion_panel.tie_note.text()
    assert "1 positive and 1 negative" in note and "0.47" in note


def test_spin_box_and_state_agree_both_ways(qtbot, window):
    box = window.threshold_box
    window.session.set_threshold(0.33)
    assert box.text() == "0.33"
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "0.5")
    qtbot.keyClick(box.lineEdit(), Key.Key_Return)
    assert window.session.threshold == 0.5
    assert cells(window) == dict(tp=2, fp=1, fn=2, tn=3)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "inf")
    qtbot.keyClick(box.lineEdit(), Key.Key_Return)
    assert window.session.threshold == math.inf and box.text() == "+∞"


def test_spin_box_arrows_step_through_distinct_scores(qtbot, window):
    window.session.set_threshold(0.47)
    box = window.threshold_box
    qtbot.keyClick(box, Key.Key_Up)
    assert window.session.threshold == 0.58
    qtbot.keyClick(box, Key.Key_Down)
    qtbot.keyClick(box, Key.Key_Down)
    assert window.session.threshold == 0.33


def test_keys_in_the_roc_view_visit_exactly_the_distinct_scores(qtbot, window):
    view = window.roc_view
    view.setFocus()
    qtbot.keyClick(view, Key.Key_Home)
    assert window.session.threshold == math.inf
    visited = []
    for _ in range(10):
        qtbot.keyClick(view, Key.Key_Right)
        visited.append(window.session.threshold)
    thresholds = window.session.curve.thresholds.tolist()
    assert visited == thresholds[1:] + [thresholds[-1]] * (10 - len(thresholds) + 1)
    qtbot.keyClick(view, Key.Key_Left)
    assert window.session.threshold == thresholds[-2]
    qtbot.keyClick(view, Key.Key_Home)
    qtbot.keyClick(view, Key.Key_End)
    assert window.session.threshold == 0.15


def test_keys_in_the_score_view_follow_the_score_axis(qtbot, window):
    view = window.score_view
    window.session.set_threshold(0.47)
    view.setFocus()
    qtbot.keyClick(view, Key.Key_Right)
    assert window.session.threshold == 0.58
    qtbot.keyClick(view, Key.Key_Left)
    qtbot.keyClick(view, Key.Key_Left)
    assert window.session.threshold == 0.33


def test_state_moves_marker_and_line(window):
    window.session.set_threshold(0.47)
    marker = window.roc_view.marker.pos()
    assert (marker.x(), marker.y()) == (0.5, 0.75)
    assert window.score_view.line.value() == pytest.approx(0.47)  # at t, under "t = 0.47"
    assert window.score_view.predicted.getRegion()[0] == pytest.approx((0.33 + 0.47) / 2)
    assert "t = 0.47" in window.roc_view.marker_label.toPlainText()
    window.session.set_threshold(math.inf)
    marker = window.roc_view.marker.pos()
    assert (marker.x(), marker.y()) == (0.0, 0.0)
    # +inf is drawn just right of the highest score.
    assert window.score_view.line.value() > 0.77


def test_dragging_the_marker_snaps_to_the_nearest_vertex(qtbot, window):
    window.session.set_threshold(math.inf)
    view = window.roc_view
    start = mouse.widget_point(view, 0.0, 0.0)
    end = mouse.widget_point(view, 0.52, 0.77)  # near the vertex (.5, .75) of t = 0.47
    mouse.drag(view, start, end)
    assert window.session.threshold == 0.47
    assert cells(window) == dict(tp=3, fp=2, fn=1, tn=2)
    marker = view.marker.pos()
    assert (marker.x(), marker.y()) == (0.5, 0.75)
    assert window.threshold_box.text() == "0.47"


def test_dragging_the_threshold_line(qtbot, window):
    window.session.set_threshold(0.62)
    view = window.score_view
    start = mouse.widget_point(view, view.line.value(), 0.5)  # the line, left of 0.62
    end = mouse.widget_point(view, 0.42, 0.5)
    mouse.drag(view, start, end)
    # The line lands on the distinct score nearest where the hand let go (0.33 | 0.47),
    # as the ROC marker lands on a vertex.
    assert window.session.threshold == 0.47
    assert window.session.operating_point.vertex_threshold == 0.47
    assert cells(window) == dict(tp=3, fp=2, fn=1, tn=2)
    assert window.roc_view.marker.pos().x() == 0.5


def test_dots_show_which_samples_are_predicted_positive(window):
    dots = window.score_view.dots
    window.session.set_threshold(0.5)
    brushes = [p.brush().color().name() for p in dots.points()]
    scores = [p.pos().x() for p in dots.points()]
    filled = {s for s, b in zip(scores, brushes) if b != "#ffffff"}
    assert filled == {0.77, 0.62, 0.58}
    assert len(dots.points()) == 8
    levels = sorted(p.pos().y() for p in dots.points() if p.pos().x() == 0.47)
    assert levels == [-1, 1]  # the tied pair: positive up, negative down


def test_threshold_option_sets_the_initial_threshold(make_window):
    window = make_window(threshold=0.5, ties="best")
    assert window.session.threshold == 0.5
    assert window.ordering_actions[window.session.ordering].isChecked()
    assert np.isclose(window.roc_view.marker.pos().y(), 0.5)


def test_opens_at_the_youden_optimal_threshold(window):
    # J is highest (0.25) first at t = 0.77: one positive, no negative.
    assert window.session.threshold == 0.77
    assert cells(window) == dict(tp=1, fp=0, fn=3, tn=4)
    marker = window.roc_view.marker.pos()
    assert (marker.x(), marker.y()) == (0.0, 0.25)
    assert window.threshold_box.text() == "0.77"


@pytest.mark.parametrize(("threshold", "corner"), [
    (math.inf, (0.0, 0.0)), (0.15, (1.0, 1.0)), (0.23, (0.75, 1.0)), (0.77, (0.0, 0.25))])
def test_marker_label_stays_inside_the_plot(window, threshold, corner):
    window.session.set_threshold(threshold)
    view = window.roc_view
    label = view.marker_label
    rect = label.mapRectToItem(view.getPlotItem().getViewBox().childGroup,
                               label.boundingRect())
    assert (view.marker.pos().x(), view.marker.pos().y()) == corner
    assert label.isVisible()  # a plot of this size has room for it
    assert -0.02 <= rect.left() and rect.right() <= 1.02, rect
    assert -0.02 <= min(rect.top(), rect.bottom()) and max(rect.top(), rect.bottom()) <= 1.02


def test_tie_note_when_t_lies_between_scores(window):
    window.session.set_threshold(0.5)  # 0.58 is not a tie block
    assert window.confusion_panel.tie_note.text() == ""
    window.session.set_threshold(0.4)  # predicts like 0.47, a tie block
    note = window.confusion_panel.tie_note.text()
    assert note.startswith("The lowest score at or above t is a tie block")
