"""Each view on a bare session, without the main window (as napari tests its layers):
what the session says is drawn, and what the user does is written to the session."""

import math

import numpy as np
import pytest
from PySide6 import QtCore, QtWidgets

from core.app.pipeline import model_of
from core.readers.loading import load
from gui.panels.banner import Banner
from gui.panels.confusion_panel import ConfusionPanel
from gui.panels.numbers_panel import NumbersPanel
from gui.panels.threshold_box import ThresholdBox
from gui.views.pr_view import PrView
from gui.views.roc_view import RocView
from gui.views.score_view import ScoreView
from tests.gui.mouse import drag, widget_point
from tests.gui.teaching_views import shown, xy


def other_model_data():
    rng = np.random.default_rng(3)
    scores = rng.random(60)
    labels = rng.random(60) < scores
    text = "p,label\n" + "\n".join(f"{s},{int(y)}" for s, y in zip(scores.tolist(), labels))
    return model_of(load(text.encode(), name="other.csv"))


def test_roc_view_draws_a_second_model_as_its_own_layer(qtbot, session):
    view = shown(qtbot, RocView(session))
    first = session.focused
    assert view.model_layers == {}  # one model: drawn in full, no extra layer
    second = session.add_model(other_model_data(), focus=False)
    layer = view.model_layers[second]
    x, y = xy(layer)
    line = second.curve.polyline("average")
    assert np.array_equal(x, line.x) and np.array_equal(y, line.y)
    assert layer.isVisible() and layer.opts["pen"].color().name() == second.colour.lower()
    legend = [label.text for _sample, label in view.legend.items]
    assert any(t.startswith("▶ column 2") for t in legend)
    assert any(t.startswith(f"{second.name}  AUC ") for t in legend)

    # Focus swaps which model is drawn in full and which as a thin layer.
    session.focus(second)
    assert not layer.isVisible()
    assert view.model_layers[first].isVisible()
    seg_x = np.concatenate([xy(item)[0] for item in view.segments.values()])
    assert np.nanmax(seg_x) == 1.0 and len(seg_x[~np.isnan(seg_x)]) >= len(line.x)

    # The ordering applies to every model.
    session.set_ordering("best")
    x, _ = xy(view.model_layers[first])
    assert np.array_equal(x, first.curve.polyline("best").x)

    # Hiding and removing.
    session.set_visible(first, False)
    assert not view.model_layers[first].isVisible()
    session.remove_model(first)
    assert first not in view.model_layers


def test_roc_view_marker_follows_the_session_and_a_drag_writes_it(qtbot, session):
    view = shown(qtbot, RocView(session))
    session.set_threshold(0.47)
    assert (view.marker.pos().x(), view.marker.pos().y()) == (0.5, 0.75)
    start = widget_point(view, 0.5, 0.75)
    end = widget_point(view, 0.74, 0.99)
    drag(view, start, end)
    assert session.threshold == 0.23  # the nearest vertex to (0.74, 0.99) is (0.75, 1)
    assert (view.marker.pos().x(), view.marker.pos().y()) == (0.75, 1.0)


def test_score_view_line_and_keys_on_a_bare_session(qtbot, session):
    view = shown(qtbot, ScoreView(session), (700, 250))
    session.set_threshold(0.33)
    assert view.line.value() == pytest.approx(0.33)  # at t
    assert view.predicted.getRegion()[0] == pytest.approx((0.23 + 0.33) / 2)  # the whole block
    view.setFocus()
    qtbot.keyClick(view, QtCore.Qt.Key.Key_Left)  # next lower score
    assert session.threshold == 0.23
    qtbot.keyClick(view, QtCore.Qt.Key.Key_Home)
    assert session.threshold == math.inf


def test_numbers_and_confusion_panels_follow_focus_and_ordering(qtbot, session):
    numbers = shown(qtbot, NumbersPanel(session), (400, 700))
    confusion = shown(qtbot, ConfusionPanel(session), (400, 400))
    assert "21/32" in numbers.text()
    session.set_threshold(0.47)
    assert (confusion.cells["tp"].text(), confusion.cells["fp"].text()) == ("3", "2")
    other = session.add_model(other_model_data())
    assert f"{other.curve.n_samples}" in numbers.text()
    point = other.curve.operating_point(session.threshold)
    assert confusion.cells["tp"].text() == f"{point.tp:,}"


def test_threshold_box_both_ways(qtbot, session):
    box = shown(qtbot, ThresholdBox(session), (200, 40))
    session.set_threshold(0.62)
    assert box.text() == "0.62"
    box.selectAll()
    qtbot.keyClicks(box, "0.33")
    qtbot.keyClick(box, QtCore.Qt.Key.Key_Return)
    assert session.threshold == 0.33


def test_banner_shows_and_clears_the_message(qtbot, session):
    banner = shown(qtbot, Banner(session), (500, 60))
    session.show_message("error", "bad.csv line 3: 'x' is not a number")
    assert banner.isVisible() and "line 3" in banner.text.text()
    qtbot.mouseClick(banner.close_button, QtCore.Qt.MouseButton.LeftButton)
    assert session.message is None and not banner.isVisible()


def test_a_disconnected_view_is_not_called(qtbot, session):
    class Counting(RocView):
        calls = []

        def _on_threshold(self, *args):
            self.calls.append("threshold")
            super()._on_threshold(*args)

        def _sync_layers(self, *args):
            self.calls.append("layers")
            super()._sync_layers(*args)

    view = shown(qtbot, Counting(session))
    session.set_threshold(0.62)
    assert "threshold" in Counting.calls  # connected: it is called
    Counting.calls.clear()
    view.disconnect_session()
    session.add_model(other_model_data())
    session.set_threshold(0.5)
    QtWidgets.QApplication.processEvents()
    assert Counting.calls == []


def test_the_sweep_replay_reveals_the_curve_up_to_a_vertex(qtbot, session):
    view = shown(qtbot, RocView(session))
    curve = session.curve
    session.set_reveal(3)  # after the third block: vertex (0.25, 0.5)
    x = np.concatenate([xy(item)[0] for item in view.segments.values()])
    y = np.concatenate([xy(item)[1] for item in view.segments.values()])
    finite = ~np.isnan(x)
    assert np.nanmax(x) == 0.25 and np.nanmax(y) == 0.5
    assert set(zip(x[finite], y[finite])) == {(0.0, 0.0), (0.0, 0.25), (0.25, 0.25),
                                              (0.25, 0.5)}
    assert xy(view.rank_loss_fill)[0].size == 0
    bx, by = xy(view.current_block)  # the third block is a green step up at x = 0.25
    assert list(bx) == [0.25, 0.25] and list(by) == [0.25, 0.5]
    session.set_reveal(None)
    assert np.array_equal(xy(view.auc_fill)[0], curve.fpr)
    assert xy(view.current_block)[0].size == 0


def ticks(view, side):
    axis = view.getPlotItem().getAxis(side)
    lo, hi = axis.range
    levels = axis.tickValues(lo, hi, axis.width() if side == "left" else axis.width() or 500)
    values = [v for _spacing, vs in levels for v in vs]
    strings = [s for (spacing, vs) in levels for s in axis.tickStrings(vs, 1.0, spacing)]
    return values, strings, axis


@pytest.mark.parametrize("kind", [RocView, PrView])
def test_rate_axes_stay_rates_when_zoomed(qtbot, session, kind):
    view = shown(qtbot, kind(session))
    values, strings, axis = ticks(view, "bottom")
    assert "0" in strings and "1.0" in strings
    assert all(0 <= v <= 1 for v in values)
    view.view_box.setRange(xRange=(0.4001, 0.4006), yRange=(0.5, 0.5005), padding=0)
    QtWidgets.QApplication.processEvents()
    values, strings, axis = ticks(view, "bottom")
    assert axis.labelString().find("×") < 0 and "(x" not in axis.labelString()
    assert values and all(0.4 <= v <= 0.4007 for v in values)
    assert all(s.startswith("0.400") for s in strings), strings
    # Zoomed out past the square: nothing below 0 or above 1 gets a tick.
    view.view_box.setRange(xRange=(-0.2, 1.2), yRange=(-0.2, 1.2), padding=0)
    QtWidgets.QApplication.processEvents()
    for side in ("bottom", "left"):
        values, strings, _axis = ticks(view, side)
        assert all(0 <= v <= 1 for v in values) and "1.0" in strings


@pytest.mark.parametrize("kind", [RocView, PrView])
def test_pens_scale_with_the_screen_and_with_a_figure(qtbot, session, kind, monkeypatch):
    import gui.views.rate_plot

    monkeypatch.setattr(gui.views.rate_plot, "screen_pixel_ratio", lambda: 2.0)
    on_screen = kind(session)
    figure = kind(session, figure_scale=3.0)
    for view in (on_screen, figure):
        qtbot.addWidget(view)
    assert (on_screen.pen_scale, figure.pen_scale) == (2.0, 3.0)
    assert on_screen.pen("black", 1.5).widthF() == 3.0
    assert figure.marker.pen.widthF() == 2.5 * 3.0


def test_a_threshold_move_wakes_no_model_listener(qtbot, session):
    from gui.base.qt_session import signals_of

    second = session.add_model(other_model_data(), focus=False)
    seen = []
    signals_of(session).model.connect(lambda model, names: seen.append(names))
    session.set_threshold(0.33)
    session.step_threshold(1)
    assert seen == []
    session.set_visible(second, False)
    assert seen == [frozenset({"visible"})]


def test_a_model_whose_scores_are_all_equal_is_explained(qtbot, session):
    numbers = shown(qtbot, NumbersPanel(session), (400, 700))
    assert "every score is the same" not in numbers.text().lower()
    tied = session.add_model(model_of(load(b"score,label\n0.4,1\n0.4,0\n0.4,1\n0.4,0\n",
                                           name="tied.csv")))
    session.focus(tied)
    text = numbers.text()
    assert "Every score is the same (0.4): the model ranks nothing" in text
    assert "4 pairs tied" in text


def test_a_replay_that_reached_the_last_vertex_shows_the_whole_curve_with_its_areas(
        qtbot, session):
    # The replay's last step stays on screen: the ℓ_rank area and the area labels stayed
    # hidden there, as if the replay were still drawing, until Stop.
    view = shown(qtbot, RocView(session))
    last = len(session.curve.tp) - 1
    session.set_reveal(last - 1)
    qtbot.waitUntil(lambda: not view.auc_label.isVisible())
    assert len(xy(view.rank_loss_fill)[0]) == 0
    session.set_reveal(last)
    qtbot.waitUntil(lambda: view.auc_label.isVisible() and view.rank_loss_label.isVisible())
    assert len(xy(view.rank_loss_fill)[0]) > 0
