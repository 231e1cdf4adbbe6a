"""The score view on a bare session.

Bars and dots keep their per-element options (brushes, pens) exactly as long as their
data, whatever came before. A per-value histogram (few integer scores) colours each bar
by the threshold; data drawn next with more bars once kept those brushes, and pyqtgraph,
indexing past them while painting, crashed the process (a segmentation fault in
``paintEvent``).

It is readable on real-looking data: tied dots never cover each other at any size,
counts never collide, one far outlier does not squeeze the rest, a dragged line lands on
a distinct score, and numbers read as people write them (integer scores without ".0",
thresholds exact, panels with a few digits and every digit in their tooltips).
"""

import math

import numpy as np
import pytest
from PySide6 import QtCore, QtGui

from core.app.pipeline import model_of
from core.app.pipeline import model_of as shown_from
from core.drawing.distribution import ScoreHistogram
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
from tests.gui.window.test_opening import DATA


def model_data(text: str, **choices):
    return model_of(load(text.encode(), name="scores.csv", **choices))


def few_integer_scores():
    return model_of(load(DATA / "ratings.csv", positive="sick"))


def many_real_scores(n=300, seed=1):
    rng = np.random.default_rng(seed)
    scores = rng.random(n)
    labels = rng.random(n) < scores
    return model_data("score,label\n" + "\n".join(
        f"{s!r},{int(y)}" for s, y in zip(scores.tolist(), labels)))


def few_dots():
    return model_data("score,label\n0.9,1\n0.8,1\n0.7,0\n0.55,1\n0.4,0\n0.3,0\n")


@pytest.fixture
def view(qtbot):
    application()
    session = Session()
    view = ScoreView(session)
    qtbot.addWidget(view)
    view.resize(700, 300)
    view.show()
    qtbot.waitExposed(view)
    return view


def paint(qtbot, view):
    view.grab()  # paints every item now, as the window would half a second later
    qtbot.wait(50)


def assert_options_fit_the_data(view):
    for bars in (view.positive_bars, view.negative_bars):
        brushes = bars.opts.get("brushes")
        n = len(bars.opts["height"])
        assert brushes is None or len(brushes) == n
        assert len(bars.opts["x0"]) == len(bars.opts["x1"]) == len(bars.opts["y0"]) == n
    points = view.dots.points()
    assert len(points) == len(view.dots.getData()[0])


def test_many_bars_after_one_bar_per_score_paint_without_crashing(qtbot, view):
    session = view.session
    session.replace_models([few_integer_scores()])
    assert isinstance(session.shown.distribution, ScoreHistogram)
    assert session.shown.distribution.per_value
    session.step_threshold(2)  # the bars left of t turn pale: per-bar brushes
    paint(qtbot, view)
    assert len(view.positive_bars.opts["brushes"]) == 5

    session.replace_models([many_real_scores()])
    dist = session.shown.distribution
    assert not dist.per_value and len(dist.positives) > 5
    assert_options_fit_the_data(view)
    paint(qtbot, view)  # crashed the process here
    session.step_threshold(-3)
    paint(qtbot, view)
    assert_options_fit_the_data(view)


@pytest.mark.parametrize("sequence", [
    ("few", "dots", "many"),
    ("few", "many", "few", "dots", "few"),
    ("dots", "few", "many", "dots"),
])
def test_any_sequence_of_data_keeps_options_and_data_together(qtbot, view, sequence):
    make = {"few": few_integer_scores, "many": many_real_scores, "dots": few_dots}
    for name in sequence:
        view.session.replace_models([make[name]()])
        assert_options_fit_the_data(view)
        paint(qtbot, view)
        view.session.step_threshold(1)
        assert_options_fit_the_data(view)
        paint(qtbot, view)


def shifted_integer_scores(shift: int):
    rows = [(v + shift, (v * 7) % 3 == 0) for v in range(1, 6) for _ in range(30)]
    return model_data("score,label\n" + "\n".join(f"{s},{int(y)}" for s, y in rows))


def alphas(bars):
    return [QtGui.QColor(b).alpha() for b in bars.opts["brushes"]]


def test_per_value_bars_are_coloured_for_the_threshold_as_soon_as_they_are_drawn(qtbot, view):
    """The brushes come with the data, not with the next threshold move: new data at
    the same threshold are coloured for it."""
    session = view.session
    session.replace_models([shifted_integer_scores(0)], threshold=3)
    assert session.shown.distribution.per_value
    pale, strong = sorted(set(alphas(view.positive_bars)))
    # Scores 1..5: 3, 4 and 5 are predicted positive (strong), 1 and 2 pale.
    assert alphas(view.positive_bars) == [pale, pale, strong, strong, strong]
    session.replace_models([shifted_integer_scores(1)], threshold=3)  # scores 2..6
    assert alphas(view.positive_bars) == [pale, strong, strong, strong, strong]
    assert alphas(view.negative_bars)[0] < alphas(view.negative_bars)[1]



def wait_loaded(qtbot, window):
    qtbot.waitUntil(lambda: not window.loader.loading, timeout=10_000)


def test_extreme_scores_do_not_break_the_score_view(qtbot, window):
    text = "score,label\n1.7e308,1\n-1.7e308,0\n0,1\n1e300,0\n"
    shown = shown_from(load(text.encode(), name="extreme.csv"))
    window.loader.show(shown)
    window.session.set_threshold(-math.inf)
    window.session.step_threshold(-1)
    (x0, x1), _ = window.score_view.view_box.viewRange()
    assert math.isfinite(x0) and math.isfinite(x1)
    assert math.isfinite(window.score_view.line.value())


def test_per_value_bars_show_which_are_predicted_positive(qtbot, window):
    from core.app.request import LoadRequest as Hints

    window.open_file(str(DATA / "ratings.csv"), Hints(positive="sick"))
    wait_loaded(qtbot, window)
    window.session.set_threshold(4)
    brushes = window.score_view.positive_bars.opts["brushes"]
    alphas = [b.alpha() for b in brushes]
    assert alphas[:3] == [50] * 3 and alphas[3:] == [200] * 2  # ratings 4 and 5


def rare_positives(n=3000, share=0.05, seed=3):
    rng = np.random.default_rng(seed)
    labels = rng.random(n) < share
    scores = np.clip(rng.normal(0.35 + 0.25 * labels, 0.12), 0, 1)
    return model_data("score,label\n" + "\n".join(
        f"{s!r},{int(y)}" for s, y in zip(scores.tolist(), labels)))


def drawn_extent(view):
    """The tallest positive bar and the deepest negative bar, in pixels."""
    _x, ppy = view.view_box.viewPixelSize()
    up = float(np.max(view.positive_bars.opts["height"]))
    down = float(np.max(view.negative_bars.opts["height"]))
    return up / ppy, down / ppy


def test_a_rare_class_gets_its_own_count_scale(qtbot, view):
    session = view.session
    session.add_model(rare_positives())
    paint(qtbot, view)
    dist = session.shown.distribution
    assert isinstance(dist, ScoreHistogram) and dist.negatives.max() > 8 * dist.positives.max()
    up, down = drawn_extent(view)
    assert up == pytest.approx(down, rel=0.01) and up > 40  # not a row a few pixels high
    # The count axis says each side's counts: its top tick is a count of positives.
    ticks = view.count_axis._tickLevels[0]
    above = [(y, int(text)) for y, text in ticks if y > 0]
    below = [(y, int(text)) for y, text in ticks if y < 0]
    top_y, top_count = max(above)
    assert top_count <= dist.positives.max() and top_y == pytest.approx(
        top_count / dist.positives.max())
    assert max(c for _y, c in below) > dist.positives.max()
    axis = view.getPlotItem().getAxis("bottom")
    assert "each on their own count scale" in axis.labelText
    # A narrower plot says it in fewer words, whole (the sentence was cut at both ends).
    for width in (450, 250):
        view.resize(width, 300)
        paint(qtbot, view)
        words = QtGui.QFontMetricsF(axis.label.font()).horizontalAdvance(axis.labelText)
        assert words <= view.view_box.width()
    assert axis.labelText == "Score"
    view.resize(450, 300)
    paint(qtbot, view)
    assert "each class on its own count scale" in axis.labelText
    view.resize(700, 300)

    # Classes of similar size share one scale: heights compare as counts.
    session.replace_models([many_real_scores()])
    paint(qtbot, view)
    dist = session.shown.distribution
    up, down = drawn_extent(view)
    assert up / down == pytest.approx(dist.positives.max() / dist.negatives.max(), rel=0.01)
    assert "own count scale" not in view.getPlotItem().getAxis("bottom").labelText


def model_of_rows(rows, **choices):
    text = "score,label\n" + "\n".join(f"{s!r},{int(y)}" for s, y in rows)
    return model_of(load(text.encode(), name="scores.csv", score="score",
                                   label="label", **choices))


def heavy_ties(n=40, seed=5):
    rng = np.random.default_rng(seed)
    values = [0.1, 0.2, 0.35, 0.5, 0.6, 0.8]
    scores = rng.choice(values, n, p=[.1, .25, .2, .25, .1, .1])
    labels = rng.random(n) < scores + 0.1
    return model_of_rows(zip(scores.tolist(), labels))


def one_far_outlier(n=999, seed=2):
    rng = np.random.default_rng(seed)
    scores = rng.random(n)
    labels = rng.random(n) < scores
    return model_of_rows(list(zip(scores.tolist(), labels)) + [(1e6, True)])


def integer_scores():
    rows = [(v, (v * 7 + i) % 5 < v) for v in range(1, 6) for i in range(8)]
    return model_of_rows([(float(s), y) for s, y in rows])


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
    session.add_model(model_of_rows(rows), threshold=0.9)
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
    session.add_model(model_of_rows(rows))
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
    session.add_model(model_of_rows(rows))
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
    session.add_model(model_of_rows(zip(scores.tolist(), rng.random(400) < scores)))
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
    session.add_model(model_of_rows(zip(scores.tolist(), rng.random(80) < scores)))
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
    session.add_model(model_of_rows(rows), threshold=0.4943018992384532)
    view = shown(qtbot, ScoreView(session), (700, 200))
    assert view.line_label.toPlainText() == "t = 0.494301899238453"
    view.resize(150, 200)
    qtbot.wait(20)
    text = view.line_label.toPlainText()
    assert text.startswith("t = 0.49") and text.endswith("…")
    assert view.line_label.toolTip() == "t = 0.4943018992384532"
    plot = view.view_box.sceneBoundingRect()
    assert plot.adjusted(-1, -1, 1, 1).contains(view.line_label.sceneBoundingRect())


@pytest.mark.parametrize("threshold", [0.77, 0.55, 0.3, 0.62])
def test_the_threshold_line_is_drawn_at_t_and_the_shading_covers_its_block(qtbot, view,
                                                                             threshold):
    """"t = 0.77" labels a line at 0.77, not at 0.695, the midpoint of the gap below it;
    the predicted-positive shading still starts in that gap. 0.62 is typed between
    scores: the line is at 0.62 too."""
    view.session.replace_models([model_data(
        "score,label\n0.9,1\n0.77,1\n0.77,0\n0.62,1\n0.55,0\n0.3,0\n0.3,1\n")])
    view.session.set_threshold(threshold)
    paint(qtbot, view)
    at_t = float(view.axis.position(threshold))
    assert view.line.value() == pytest.approx(at_t)
    assert view.line_label.toPlainText() == f"t = {threshold}"
    start, _end = view.predicted.getRegion()
    lowest_positive = min(s for s in (0.9, 0.77, 0.62, 0.55, 0.3) if s >= threshold)
    assert start <= float(view.axis.position(lowest_positive))
    below = [s for s in (0.9, 0.77, 0.62, 0.55, 0.3) if s < threshold]
    if below:
        assert start > float(view.axis.position(max(below)))


def test_the_line_label_names_t_with_the_digits_that_tell_it_from_its_neighbours(qtbot,
                                                                                  view):
    t = 3 / 17  # 0.17647058823529413 between the scores 0.17 and 0.18
    view.session.replace_models([model_data(
        f"score,label\n0.18,1\n{t!r},1\n{t!r},0\n0.17,0\n0.1,1\n")])
    view.session.set_threshold(t)
    paint(qtbot, view)
    assert view.line_label.toPlainText() == "t = 0.176"
    assert view.line_label.toolTip() == f"t = {t!r}"
