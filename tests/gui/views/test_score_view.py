"""The score view on a bare session: bars and dots keep their per-element options
(brushes, pens) exactly as long as their data, whatever came before.

A per-value histogram (few integer scores) colours each bar by the threshold; data
drawn next with more bars once kept those brushes, and pyqtgraph, indexing past them
while painting, crashed the process (a segmentation fault in ``paintEvent``).
"""

import math

import numpy as np
import pytest
from PySide6 import QtGui

from core.app.pipeline import model_of
from core.app.pipeline import model_of as shown_from
from core.drawing.distribution import ScoreHistogram
from core.readers.loading import load
from gui.base.application import application
from gui.model import Session
from gui.views.score_view import ScoreView
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
    qtbot.waitUntil(lambda: not window.loading, timeout=10_000)


def test_extreme_scores_do_not_break_the_score_view(qtbot, window):
    text = "score,label\n1.7e308,1\n-1.7e308,0\n0,1\n1e300,0\n"
    shown = shown_from(load(text.encode(), name="extreme.csv"))
    window.show_models(shown)
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
    assert "each on their own count scale" in view.getPlotItem().getAxis("bottom").labelText

    # Classes of similar size share one scale: heights compare as counts.
    session.replace_models([many_real_scores()])
    paint(qtbot, view)
    dist = session.shown.distribution
    up, down = drawn_extent(view)
    assert up / down == pytest.approx(dist.positives.max() / dist.negatives.max(), rel=0.01)
    assert "own count scale" not in view.getPlotItem().getAxis("bottom").labelText


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
