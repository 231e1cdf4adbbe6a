"""The score view is readable on real-looking data, on a bare session: tied dots never
cover each other at any size, counts never collide, one far outlier does not squeeze
the rest, a dragged line lands on a distinct score, and numbers read as people write
them (integer scores without ".0", thresholds exact, panels with a few digits and every
digit in their tooltips)."""

import math

import numpy as np
import pytest
from PySide6 import QtCore

from core.app.pipeline import model_of
from core.numbers_text import score_text
from core.readers.loading import load
from gui.base import style
from gui.base.application import application
from gui.model import Session
from gui.panels.confusion_panel import ConfusionPanel
from gui.panels.numbers_panel import NumbersPanel
from gui.panels.threshold_box import ThresholdBox
from gui.views.roc_view import RocView
from gui.views.score_view import ScoreView
from tests.gui import mouse


def model_data(rows, **choices):
    text = "score,label\n" + "\n".join(f"{s!r},{int(y)}" for s, y in rows)
    return model_of(load(text.encode(), name="scores.csv", score="score",
                                   label="label", **choices))


def heavy_ties(n=40, seed=5):
    rng = np.random.default_rng(seed)
    values = [0.1, 0.2, 0.35, 0.5, 0.6, 0.8]
    scores = rng.choice(values, n, p=[.1, .25, .2, .25, .1, .1])
    labels = rng.random(n) < scores + 0.1
    return model_data(zip(scores.tolist(), labels))


def one_far_outlier(n=999, seed=2):
    rng = np.random.default_rng(seed)
    scores = rng.random(n)
    labels = rng.random(n) < scores
    return model_data(list(zip(scores.tolist(), labels)) + [(1e6, True)])


def integer_scores():
    rows = [(v, (v * 7 + i) % 5 < v) for v in range(1, 6) for i in range(8)]
    return model_data([(float(s), y) for s, y in rows])


@pytest.fixture
def session():
    application()
    return Session()


def shown(qtbot, widget, size=(700, 300)):
    qtbot.addWidget(widget)
    widget.resize(*size)
    widget.show()
    qtbot.waitExposed(widget)
    qtbot.wait(20)
    return widget


def pixels_per_level(view) -> float:
    one = view.view_box.mapViewToDevice(QtCore.QPointF(0, 1))
    two = view.view_box.mapViewToDevice(QtCore.QPointF(0, 2))
    return abs(two.y() - one.y())


def test_tied_dots_touch_and_never_cover_each_other_at_any_size(qtbot, session):
    session.add_model(heavy_ties())
    view = shown(qtbot, ScoreView(session), (700, 260))
    levels = np.abs(session.shown.distribution.level)
    assert levels.max() >= 6  # heavy ties: tall stacks
    for size in [(700, 260), (700, 150), (900, 700), (500, 1000), (700, 180)]:
        view.resize(*size)
        qtbot.wait(20)
        step = pixels_per_level(view)
        point = view.dots.points()[0]
        extent = point.size() + point.pen().widthF()  # the outline is centred on the edge
        assert extent <= step + 1e-6, size
        if step < 13:  # not yet full size: ties touch
            assert extent >= step - 1.0 - 1e-6, size
        # Every dot, with its radius, is inside the plot.
        _, (y0, y1) = view.view_box.viewRange()
        y = view.dots.getData()[1]
        assert y.max() + 0.5 <= y1 and y.min() - 0.5 >= y0


def test_count_axis_labels_are_whole_counts_that_never_collide(qtbot, session):
    session.add_model(heavy_ties())
    view = shown(qtbot, ScoreView(session), (700, 150))
    for size in [(700, 150), (700, 400), (700, 900)]:
        view.resize(*size)
        qtbot.wait(20)
        (ticks, *_rest) = view.count_axis._tickLevels
        values = [v for v, _ in ticks]
        texts = [t for _, t in ticks]
        assert 0 in values and all(float(v).is_integer() for v in values)
        assert texts == [str(abs(int(v))) for v in values]
        gaps = np.diff(sorted(values)) * pixels_per_level(view)
        assert gaps.min() >= 16, size  # more than a line of text apart


def test_dragging_the_line_lands_on_a_distinct_score(qtbot, session):
    rows = [(0.47, 1), (0.47, 0), (0.48, 1), (0.48, 0), (0.31, 0), (0.9, 1), (0.62, 1),
            (0.2, 0)]
    session.add_model(model_data(rows), threshold=0.9)
    view = shown(qtbot, ScoreView(session), (800, 260))
    box = shown(qtbot, ThresholdBox(session), (200, 40))
    start = mouse.widget_point(view, view.line.value(), 0.5)
    mouse.drag(view, start, mouse.widget_point(view, 0.4712, 0.5))
    assert session.threshold == 0.47  # the score, not the hand's 0.4712345…
    assert box.text() == "0.47" and view.line_label.toPlainText() == "t = 0.47"
    # The line is at t, under its label; the shading takes in the whole block at t,
    # from halfway to the next lower score (0.31) on this linear axis.
    assert view.line.value() == pytest.approx(0.47)
    assert view.predicted.getRegion()[0] == pytest.approx((0.31 + 0.47) / 2)
    start = mouse.widget_point(view, view.line.value(), 0.5)
    mouse.drag(view, start, mouse.widget_point(view, 0.4778, 0.5))
    assert session.threshold == 0.48
    assert view.line.value() == pytest.approx(0.48)


def test_the_shading_never_cuts_a_stack_of_dots(qtbot, session):
    rows = [(0.47, 1), (0.47, 0), (0.47, 1), (0.3, 0), (0.9, 1), (0.2, 0)]
    session.add_model(model_data(rows))
    view = shown(qtbot, ScoreView(session), (800, 260))
    dots = view._dots["x"]
    for t in (math.inf, 0.9, 0.47, 0.3, 0.2):
        session.set_threshold(t)
        x = view.predicted.getRegion()[0]
        predicted = view.session.curve.thresholds[view.session.operating_point.vertex]
        # Every dot at a predicted-positive score lies right of where the shading
        # starts, every other dot left of it, with room to spare.
        positive = np.array([s >= predicted for s in view.session.shown.distribution.score])
        assert (dots[positive] > x).all() and (dots[~positive] < x).all(), t
        if math.isfinite(t):
            assert view.line.value() == pytest.approx(t)  # the line at t, through its dots


def test_any_drag_on_tied_data_lands_on_a_score_or_infinity(qtbot, session):
    session.add_model(heavy_ties())
    view = shown(qtbot, ScoreView(session), (700, 260))
    distinct = set(session.curve.thresholds.tolist())
    for target in (0.44, 0.13, 0.71, 0.86, 0.57, 0.27):  # each far from the line before
        start = mouse.widget_point(view, view.line.value(), 0.5)
        mouse.drag(view, start, mouse.widget_point(view, target, 0.5), steps=4)
        t = session.threshold
        assert t in distinct
        # Nearest by where each is drawn: +inf sits just past the highest score.
        candidates = np.array(sorted(distinct))
        drawn = view.axis.position(candidates)
        assert t == candidates[np.argmin(np.abs(drawn - target))]


def test_one_far_outlier_keeps_the_bulk_readable(qtbot, session):
    session.add_model(one_far_outlier())
    view = shown(qtbot, ScoreView(session), (800, 300))
    scores = session.curve.thresholds[1:]
    bulk = scores[scores <= 1]
    left = view.view_box.mapViewToDevice(QtCore.QPointF(bulk.min(), 0)).x()
    right = view.view_box.mapViewToDevice(QtCore.QPointF(bulk.max(), 0)).x()
    assert (right - left) / view.view_box.width() > 0.7  # not squeezed into a pixel
    label = view.outlier_labels[1]
    assert label.isVisible() and label.toPlainText() == "1 more at 1e6 →"
    assert "1000000" in label.toolTip() and view.strips[1].isVisible()
    assert not view.outlier_labels[0].isVisible()
    # The ticks name scores of the bulk only: none inside the strip.
    (x0, x1), _ = view.view_box.viewRange()
    for _spacing, values in view.score_axis_item.tickValues(x0, x1, view.view_box.width()):
        assert all(v <= 1.0 + 1e-9 for v in values)

    # The line goes into the strip and onto the outlier: one sample predicted positive.
    strip = view.axis.strip_above
    start = mouse.widget_point(view, view.line.value(), 0)
    mouse.drag(view, start, mouse.widget_point(view, sum(strip) / 2, 0))
    assert session.threshold == 1e6
    point = session.operating_point
    assert (point.tp, point.fp) == (1, 0)
    # The line is at the outlier; the shaded region begins between it and the bulk's
    # highest score.
    start = view.predicted.getRegion()[0]
    assert view.line.value() == pytest.approx(float(view.axis.position(1e6)))
    assert view.axis.position(bulk.max()) < start < view.axis.position(1e6)
    assert view.line_label.toPlainText() == "t = 1000000"


def test_the_line_and_the_region_agree_with_every_dot_outlier_or_not(qtbot, session):
    rng = np.random.default_rng(4)
    scores = np.round(rng.random(120), 3)
    rows = list(zip(scores.tolist(), rng.random(120) < scores)) + [(-5e4, False), (3e5, True)]
    session.add_model(model_data(rows))
    view = shown(qtbot, ScoreView(session), (800, 300))
    assert view.axis.below is not None and view.axis.above is not None
    assert view.outlier_labels[0].toPlainText() == "← 1 more at -5e4"
    x, _ = view.dots.getData()
    dist = session.shown.distribution
    for t in [-5e4, -1.0, 0.2, 0.5, 0.999, 1.5, 3e5, math.inf, *dist.score[::7].tolist()]:
        session.set_threshold(t)
        region_left = view.predicted.getRegion()[0]
        low, high = view._x_limits
        at_t = float(view.axis.position(t)) if math.isfinite(t) else region_left
        assert view.line.value() == pytest.approx(min(max(at_t, low), high)), t
        assert view.line.value() >= region_left
        # score >= t is predicted positive, and drawn at or right of the line.
        assert np.array_equal(x >= region_left, dist.score >= t), t
        brushes = [p.brush().color().name() for p in view.dots.points()]
        filled = np.array([b != "#ffffff" for b in brushes])
        assert np.array_equal(filled, dist.score >= t), t


def test_count_labels_on_bars_never_collide(qtbot, session):
    rng = np.random.default_rng(1)
    scores = rng.random(400)
    session.add_model(model_data(zip(scores.tolist(), rng.random(400) < scores)))
    view = shown(qtbot, ScoreView(session), (1300, 400))
    counts = [label for label in view.count_labels if label.isVisible()]
    dist = session.shown.distribution
    assert len(counts) == np.count_nonzero(dist.positives) + np.count_nonzero(dist.negatives)
    rects = [label.sceneBoundingRect() for label in counts]
    plot = view.view_box.sceneBoundingRect()
    for i, a in enumerate(rects):
        assert plot.contains(a)
        assert not a.intersects(view.line_label.sceneBoundingRect())
        for b in rects[i + 1:]:
            assert not a.intersects(b)
    # Narrow: the numbers no longer fit their bars, so none is written.
    view.resize(380, 400)
    qtbot.wait(20)
    assert not any(label.isVisible() for label in view.count_labels)


def test_the_line_label_and_the_note_never_meet(qtbot, session):
    session.add_model(heavy_ties())
    view = shown(qtbot, ScoreView(session), (600, 220))
    plot = view.view_box.sceneBoundingRect()
    for t in session.curve.thresholds.tolist():
        session.set_threshold(t)
        line = view.line_label.sceneBoundingRect()
        assert plot.adjusted(-1, -1, 1, 1).contains(line), t
        if view.predicted_label.isVisible():
            assert not line.intersects(view.predicted_label.sceneBoundingRect()), t


def test_integer_scores_read_without_point_zero(qtbot, session):
    session.add_model(integer_scores(), threshold=3.0)
    view = shown(qtbot, ScoreView(session), (700, 260))
    roc = shown(qtbot, RocView(session), (500, 500))
    box = shown(qtbot, ThresholdBox(session), (200, 40))
    confusion = shown(qtbot, ConfusionPanel(session), (400, 400))
    assert box.text() == "3"
    assert view.line_label.toPlainText() == "t = 3"
    assert roc.marker_label.toPlainText().startswith("t = 3\n")
    assert "t = 3</b>" in confusion.heading.text()
    (x0, x1), _ = view.view_box.viewRange()
    strings = []
    for spacing, values in view.score_axis_item.tickValues(x0, x1, view.view_box.width()):
        strings += view.score_axis_item.tickStrings(values, 1.0, spacing)
    assert strings and all(s.isdigit() for s in strings), strings
    assert sorted(int(s) for s in strings) == [1, 2, 3, 4, 5]


def test_thresholds_are_named_exactly_and_numbers_read_for_people():
    assert score_text(3.0) == "3"
    assert score_text(-2.0) == "-2"
    assert score_text(0.47) == "0.47"
    # The shortest text that reads back as exactly that score, never a neighbour's.
    for score in (0.4712345678901234, 0.1 + 0.2, 1e-7, 123456.789, 2.5e16, -0.0):
        assert float(score_text(score)) == score
    assert score_text(math.inf) == "+∞"
    assert style.format_number(2 / 3) == "0.666667"
    assert style.format_number(1e6, 3) == "1e6" and style.format_number(3.0) == "3"
    assert style.format_number(float("nan")) == "undefined"
    assert style.format_full(2 / 3) == "0.6666666666666666"
    assert style.format_numbers([0.73136912, 0.73136871]) == ["0.7313691", "0.7313687"]


def test_panels_show_a_few_digits_and_every_digit_in_their_tooltips(qtbot, session):
    rng = np.random.default_rng(8)
    scores = rng.random(80)
    session.add_model(model_data(zip(scores.tolist(), rng.random(80) < scores)))
    numbers = shown(qtbot, NumbersPanel(session), (420, 800))
    confusion = shown(qtbot, ConfusionPanel(session), (420, 400))
    auc = session.curve.auc("average")
    assert style.format_number(auc) in numbers.text()
    assert repr(auc) not in numbers.text() and repr(auc) in numbers.auc_label.toolTip()
    point = session.operating_point
    precision = confusion.metrics["precision"]
    assert precision.text() == style.format_number(point.precision)
    assert precision.toolTip() == repr(point.precision)
    assert len(precision.text()) <= 8
    # The five formulas say which ordering they compute when another one is drawn.
    assert "average" not in numbers.formulas_label.text().split("agree exactly")[-1]
    session.set_ordering("best")
    note = numbers.formulas_label.text().split("agree exactly")[-1]
    assert "<b>average</b>" in note and "best (l1)" in note
    assert style.format_number(session.curve.auc("best")) in note


def test_a_long_threshold_in_a_narrow_plot_is_cut_visibly_never_rounded(qtbot, session):
    # A score next to one that differs in its fifteenth digit needs them all.
    rows = [(0.4943018992384532, 1), (0.49430189923845, 0), (0.9, 1), (0.1, 0), (0.6, 0)]
    session.add_model(model_data(rows), threshold=0.4943018992384532)
    view = shown(qtbot, ScoreView(session), (700, 200))
    assert view.line_label.toPlainText() == "t = 0.494301899238453"
    view.resize(150, 200)
    qtbot.wait(20)
    text = view.line_label.toPlainText()
    assert text.startswith("t = 0.49") and text.endswith("…")
    assert view.line_label.toolTip() == "t = 0.4943018992384532"
    plot = view.view_box.sceneBoundingRect()
    assert plot.adjusted(-1, -1, 1, 1).contains(view.line_label.sceneBoundingRect())
