"""The analysis panel and the ROC overlays of docs/mathematics.md on a bare session: panel and
session agree both ways, the overlays appear with the analysis and draw the engine's
numbers, the partial range can be dragged, and refused settings keep the old choice."""

import numpy as np
import pytest
from PySide6 import QtCore

from core.app.pipeline import model_of
from core.engine.best_threshold import best_threshold
from core.engine.hull import convex_hull
from core.engine.partial_auc import partial_auc
from core.engine.precision_recall import precision_recall
from core.errors import RocscopeError
from core.readers.loading import load
from gui.panels.analysis_panel import AnalysisPanel
from gui.views.overlays.best_threshold import BestThresholdOverlay
from gui.views.overlays.hull import HullOverlay
from gui.views.overlays.partial_auc import PartialAucOverlay, band_polygon
from gui.views.roc_view import RocView
from tests.gui.mouse import drag, widget_point
from tests.gui.teaching_views import shown


def overlay(view, kind):
    (found,) = [o for o in view.overlays if isinstance(o, kind)]
    return found


def xy(item):
    x, y = item.getData()
    return (np.asarray([]), np.asarray([])) if x is None else (np.asarray(x), np.asarray(y))


def type_into(qtbot, box, text):
    box.setFocus()
    box.selectAll()
    qtbot.keyClick(box, QtCore.Qt.Key.Key_Backspace)
    qtbot.keyClicks(box, text)
    qtbot.keyClick(box, QtCore.Qt.Key.Key_Return)


def engine_message(call) -> str:
    with pytest.raises(RocscopeError) as info:
        call()
    return str(info.value)


# ---- the panel and the session ---------------------------------------------------------

def test_choosing_a_criterion_writes_the_session_and_shows_the_engines_vertex(qtbot, session):
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    panel.criterion.setCurrentIndex(panel.criterion.findData("closest"))
    assert session.analysis.best == "closest"
    best = best_threshold(session.curve, "closest")
    assert best.threshold == 0.58
    text = panel.best_text.text()
    assert "t = 0.58" in text and f"{best.value:.6g}" in text and "(2/4)" in text
    # R's pROC names the same cut by the midpoint to the next lower score, 0.47.
    assert "pROC's threshold: 0.525 (the midpoint to the next lower score)" in text
    assert not panel.cost_ratio.isEnabled()
    # The button moves the session's threshold to the chosen vertex.
    assert panel.move_button.isEnabled()
    qtbot.mouseClick(panel.move_button, QtCore.Qt.MouseButton.LeftButton)
    assert session.threshold == 0.58 and not panel.move_button.isEnabled()


def test_the_session_writes_the_panel(qtbot, session):
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    session.set_analysis(best="cost", cost_ratio=3.0, prevalence=0.25, partial_auc=(0.1, 0.5),
                         partial_auc_focus="tpr", hull=True)
    assert panel.criterion.currentData() == "cost"
    assert (panel.cost_ratio.text(), panel.prevalence.text()) == ("3", "0.25")
    assert panel.cost_ratio.isEnabled() and panel.prevalence.isEnabled()
    best = best_threshold(session.curve, "cost", cost_ratio=3.0, prevalence=0.25)
    assert f"{best.value:.6g}" in panel.best_text.text()
    assert f"{best.iso_slope:.6g}" in panel.best_text.text()
    assert panel.partial_on.isChecked() and panel.focus.currentData() == "tpr"
    assert (panel.low.text(), panel.high.text()) == ("0.1", "0.5")
    part = partial_auc(session.curve, 0.1, 0.5, "tpr")
    assert f"{part.area:.6g}" in panel.partial_text.text()
    assert f"{part.standardized:.6g}" in panel.partial_text.text()
    assert panel.hull_on.isChecked()
    assert f"hull AUC = {convex_hull(session.curve).auc:.6g}" in panel.hull_text.text()
    pr = precision_recall(session.curve)
    assert f"(AP) = {pr.average_precision:.6g}" in panel.pr_text.text()
    assert f"{pr.area:.6g}" in panel.pr_text.text()


def test_the_panels_switches_and_boxes_write_the_session(qtbot, session):
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    panel.partial_on.setChecked(True)
    assert session.analysis.partial_auc == (0.0, 0.2)  # the default FPR range
    type_into(qtbot, panel.high, "0.4")
    assert session.analysis.partial_auc == (0.0, 0.4)
    panel.focus.setCurrentIndex(panel.focus.findData("tpr"))
    assert session.analysis.partial_auc_focus == "tpr" and session.analysis.partial_auc == (0.8, 1.0)
    panel.partial_on.setChecked(False)
    assert session.analysis.partial_auc is None
    panel.hull_on.setChecked(True)
    assert session.analysis.hull
    panel.criterion.setCurrentIndex(panel.criterion.findData("cost"))
    type_into(qtbot, panel.cost_ratio, "4")
    type_into(qtbot, panel.prevalence, "0.2")
    assert (session.analysis.cost_ratio, session.analysis.prevalence) == (4.0, 0.2)
    type_into(qtbot, panel.prevalence, "")  # empty: the data's prevalence again
    assert session.analysis.prevalence is None


@pytest.mark.parametrize("box, text, engine_call", [
    ("cost_ratio", "0", lambda c: best_threshold(c, "cost", cost_ratio="0")),
    ("cost_ratio", "-2", lambda c: best_threshold(c, "cost", cost_ratio="-2")),
    ("cost_ratio", "lots", lambda c: best_threshold(c, "cost", cost_ratio="lots")),
    ("prevalence", "1", lambda c: best_threshold(c, "cost", cost_ratio=2.0, prevalence="1")),
    ("prevalence", "-0.1", lambda c: best_threshold(c, "cost", cost_ratio=2.0,
                                                    prevalence="-0.1")),
])
def test_a_refused_cost_setting_keeps_the_old_choice_and_says_why(qtbot, session, box, text,
                                                                  engine_call):
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    session.set_analysis(best="cost", cost_ratio=2.0)
    before = session.analysis
    type_into(qtbot, getattr(panel, box), text)
    assert session.analysis == before
    assert panel.best_error.isVisible()
    assert engine_message(lambda: engine_call(session.curve)) in panel.best_error.text()
    assert getattr(panel, box).text() == ("2" if box == "cost_ratio" else "")  # shown again
    # The next accepted value clears the message.
    type_into(qtbot, panel.cost_ratio, "5")
    assert session.analysis.cost_ratio == 5.0 and not panel.best_error.isVisible()


@pytest.mark.parametrize("low, high", [("0.5", "0.2"), ("0.3", "0.3"), ("-0.1", "0.2"),
                                       ("0.2", "1.5"), ("0", "x")])
def test_a_refused_partial_range_keeps_the_old_one_and_says_why(qtbot, session, low, high):
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    session.set_analysis(partial_auc=(0.1, 0.3))
    panel.low.setText(low)
    type_into(qtbot, panel.high, high)
    assert session.analysis.partial_auc == (0.1, 0.3)
    message = engine_message(lambda: partial_auc(session.curve, low, high))
    assert panel.partial_error.isVisible() and message in panel.partial_error.text()
    assert (panel.low.text(), panel.high.text()) == ("0.1", "0.3")


def test_settings_refused_by_the_engine_from_elsewhere_are_shown_not_drawn(qtbot, session):
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    view = shown(qtbot, RocView(session))
    session.set_analysis(best="cost", cost_ratio=-1.0, partial_auc=(0.6, 0.2))
    assert "cost ratio" in panel.best_error.text() and panel.best_error.isVisible()
    assert "empty" in panel.partial_error.text()
    assert not overlay(view, BestThresholdOverlay).point.isVisible()
    assert not overlay(view, PartialAucOverlay).fill.isVisible()


def test_a_big_curves_hull_is_computed_off_the_ui_thread(qtbot, session):
    panel = shown(qtbot, AnalysisPanel(session), (420, 800))
    rng = np.random.default_rng(2)
    scores = rng.random(30_000)
    labels = rng.random(30_000) < scores
    text = "s,y\n" + "\n".join(f"{s},{int(y)}" for s, y in zip(scores.tolist(), labels))
    big = session.add_model(model_of(load(text.encode(), name="big.csv")))
    session.set_analysis(hull=True)
    assert panel.hull_text.text() == "computing…"
    expected = f"hull AUC = {convex_hull(big.curve).auc:.6g}"
    qtbot.waitUntil(lambda: expected in panel.hull_text.text(), timeout=10_000)
    # The PR numbers of a big curve wait for the PR plot.
    assert "precision–recall plot" in panel.pr_text.text()
    session.set_plots("both")
    ap = f"{precision_recall(big.curve).average_precision:.6g}"
    qtbot.waitUntil(lambda: ap in panel.pr_text.text(), timeout=10_000)


# ---- the overlays ------------------------------------------------------------------------

def test_the_hull_appears_and_goes_with_the_analysis(qtbot, session):
    view = shown(qtbot, RocView(session))
    hull = overlay(view, HullOverlay)
    assert not hull.line.isVisible()
    session.set_analysis(hull=True)
    expected = convex_hull(session.curve)
    x, y = xy(hull.line)
    assert np.array_equal(x, expected.fpr) and np.array_equal(y, expected.tpr)
    assert hull.line.isVisible() and f"AUC = {expected.auc:.6g}" in hull.label.textItem.toPlainText()
    session.set_analysis(hull=False)
    assert not hull.line.isVisible() and not hull.label.isVisible()


def test_the_best_vertex_is_marked_with_its_criterion_and_the_iso_cost_line(qtbot, session):
    view = shown(qtbot, RocView(session))
    best = overlay(view, BestThresholdOverlay)
    assert not best.point.isVisible()
    session.set_analysis(best="youden")
    assert list(zip(*xy(best.point))) == [(0.0, 0.25)]  # J = 1/4 first at t = 0.77
    assert "J = 0.25" in best.label.textItem.toPlainText()
    assert list(xy(best.guide)[1]) == [0.0, 0.25]  # J: the height above the diagonal
    assert not best.iso_line.isVisible()
    for ratio, prevalence in ((2.0, None), (0.5, 0.3), (7.0, 0.9)):
        session.set_analysis(best="cost", cost_ratio=ratio, prevalence=prevalence)
        chosen = best_threshold(session.curve, "cost", cost_ratio=ratio, prevalence=prevalence)
        x, y = xy(best.iso_line)
        assert best.iso_line.isVisible() and len(x) == 2
        slope = (y[1] - y[0]) / (x[1] - x[0])
        pi = 0.5 if prevalence is None else prevalence
        assert slope == pytest.approx((1 - pi) / (ratio * pi), rel=1e-12)
        assert slope == pytest.approx(chosen.iso_slope, rel=1e-12)
        # Through the chosen vertex, and no vertex above it (it is the best).
        assert chosen.tpr == pytest.approx(y[0] + slope * (chosen.fpr - x[0]), abs=1e-12)
        curve = session.curve
        assert np.all(curve.tpr - (y[0] + slope * (curve.fpr - x[0])) <= 1e-12)
        assert list(zip(*xy(best.point))) == [(chosen.fpr, chosen.tpr)]
    session.set_analysis(best=None)
    assert not best.point.isVisible() and not best.iso_line.isVisible()


def test_the_partial_range_is_shaded_and_labelled(qtbot, session):
    view = shown(qtbot, RocView(session))
    part = overlay(view, PartialAucOverlay)
    assert not part.fill.isVisible() and not part.region.isVisible()
    session.set_analysis(partial_auc=(0.0, 0.4))
    assert part.fill.isVisible() and part.region.isVisible()
    assert part.region.getRegion() == (0.0, 0.4)
    expected = partial_auc(session.curve, 0.0, 0.4)
    assert f"{expected.area:.5g}" in part.label.textItem.toPlainText()
    assert f"{expected.standardized:.4g}" in part.label.textItem.toPlainText()
    session.set_analysis(partial_auc_focus="tpr", partial_auc=(0.5, 0.9))
    assert part.regions["tpr"].isVisible() and not part.regions["fpr"].isVisible()
    session.set_analysis(partial_auc=None)
    assert not part.fill.isVisible() and not part.label.isVisible()


def test_the_band_outline_follows_the_curve_inside_the_range():
    # The average eight-sample curve; FPR 0.1 to 0.4 meets a vertical step at 0.25.
    x = np.array([0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1.0])
    y = np.array([0, 0.25, 0.25, 0.5, 0.75, 0.75, 0.75, 1.0, 1.0])
    px, py = band_polygon(x, y, 0.1, 0.4, "fpr")
    assert list(zip(px, py)) == [(0.1, 0.0), (0.1, 0.25), (0.25, 0.25), (0.25, 0.5),
                                 (0.4, 0.65), (0.4, 0.0)]
    # Edges on a vertical step take its end inside the range.
    px, py = band_polygon(x, y, 0.25, 0.75, "fpr")
    assert (px[1], py[1]) == (0.25, 0.5) and (px[-2], py[-2]) == (0.75, 0.75)
    # A TPR range: between the curve and FPR = 1.
    px, py = band_polygon(x, y, 0.25, 0.75, "tpr")
    assert (px[0], py[0]) == (1.0, 0.25) and (px[1], py[1]) == (0.25, 0.25)
    assert (px[-2], py[-2]) == (0.5, 0.75) and (px[-1], py[-1]) == (1.0, 0.75)


def test_dragging_the_partial_range_writes_the_session(qtbot, session):
    view = shown(qtbot, RocView(session))
    part = overlay(view, PartialAucOverlay)
    session.set_analysis(partial_auc=(0.0, 0.4))
    # Under the curve and clear of every label: grab the right edge and move it.
    drag(view, widget_point(view, 0.4, 0.58), widget_point(view, 0.6, 0.58))
    low, high = session.analysis.partial_auc
    assert low == 0.0 and abs(high - 0.6) < 0.01 and round(high, 3) == high
    assert part.region.getRegion() == (low, high)
    assert f"{partial_auc(session.curve, low, high).area:.5g}" in \
        part.label.textItem.toPlainText()
    # Squeezed to nothing: the engine refuses the empty range and the old one stays.
    before = session.analysis.partial_auc
    drag(view, widget_point(view, high, 0.58), widget_point(view, -0.2, 0.58))
    assert session.analysis.partial_auc == before
    assert part.region.getRegion() == before


def test_an_exported_figure_shows_the_overlays(qtbot, session, tmp_path):
    from gui.figures import exporting

    session.set_analysis(hull=True, best="cost", cost_ratio=2.0, partial_auc=(0.0, 0.3))
    with exporting.figure_view(session, 800, 800) as (view, _scale):
        assert overlay(view, HullOverlay).line.isVisible()
        assert overlay(view, BestThresholdOverlay).iso_line.isVisible()
        assert overlay(view, PartialAucOverlay).fill.isVisible()


@pytest.mark.parametrize("analysis", [{"best": "youden"}, {"best": "closest"},
                                      {"best": "cost", "cost_ratio": 0.2},
                                      {"best": "cost", "cost_ratio": 9.0}])
@pytest.mark.parametrize("threshold", [0.77, 0.47, 0.15])
def test_overlay_labels_touch_neither_the_curve_nor_other_labels(qtbot, session, analysis,
                                                                 threshold):
    view = shown(qtbot, RocView(session))
    session.set_threshold(threshold)
    session.set_analysis(hull=True, partial_auc=(0.1, 0.3), **analysis)
    line = session.curve.polyline("average")
    # The curve densely sampled along its pieces.
    t = np.linspace(0, 1, 200)[:, None]
    px = (line.x[:-1] + t * np.diff(line.x)).ravel()
    py = (line.y[:-1] + t * np.diff(line.y)).ravel()

    def rect(item):
        r = view.view_box.itemBoundingRect(item)
        return min(r.left(), r.right()), min(r.top(), r.bottom()), \
            max(r.left(), r.right()), max(r.top(), r.bottom())

    labels = [overlay(view, kind).label for kind in (BestThresholdOverlay, HullOverlay,
                                                     PartialAucOverlay)]
    others = [view.marker_label, view.legend] + labels
    for label in labels:
        x0, y0, x1, y1 = rect(label)
        assert -0.01 <= x0 and x1 <= 1.01 and -0.01 <= y0 and y1 <= 1.01
        assert not np.any((px > x0) & (px < x1) & (py > y0) & (py < y1)), label
        for other in others:
            if other is label or not other.isVisible():
                continue
            a0, b0, a1, b1 = rect(other)
            assert x1 <= a0 or a1 <= x0 or y1 <= b0 or b1 <= y0, (label, other)


def test_labels_step_aside_when_the_operating_point_comes(qtbot, session):
    view = shown(qtbot, RocView(session))
    session.set_analysis(hull=True, partial_auc=(0.0, 0.5))
    labels = [overlay(view, kind).label for kind in (HullOverlay, PartialAucOverlay)]
    for threshold in session.curve.thresholds:
        session.set_threshold(threshold)
        for label in labels:
            a = view.view_box.itemBoundingRect(label)
            b = view.view_box.itemBoundingRect(view.marker_label)
            assert not a.intersects(b), (threshold, label)


def test_float32_scores_read_as_they_were_written(qtbot, tmp_path):
    import pyarrow as pa
    import pyarrow.parquet as pq

    from gui.base import style
    from gui.model import Session
    from gui.panels.confusion_panel import ConfusionPanel

    path = tmp_path / "f32.parquet"
    scores = pa.array([0.3, 0.7, 0.2, 0.9, 0.6, 0.1], pa.float32())
    pq.write_table(pa.table({"score": scores, "label": [0, 1, 0, 1, 1, 0]}), path)
    session = Session()
    session.add_model(model_of(load(path)))
    session.set_threshold(float(np.float32(0.3)))
    panel = shown(qtbot, ConfusionPanel(session), (420, 500))
    heading = panel.heading.text()
    assert "Threshold t = 0.3</b>" in heading and "between two scores" not in heading
    assert "0.30000001192092896" not in heading
    assert style.threshold_of(session, float(np.float32(0.3))) == "0.3"
    # Typed as 0.3 (a float64 a little below the float32 score): the same cut, one text.
    session.set_threshold(0.3)
    assert "between two scores" not in panel.heading.text()


def test_a_threshold_is_written_with_the_digits_that_tell_it_from_the_scores_beside_it(
        qtbot):
    """"J = … at t = 0.1764705882352941" ran past the plot: 0.176 tells it from 0.17
    and 0.18; the panel and the ROC marker say the same, the tooltips every digit."""
    from gui.base.application import application
    from gui.model import Session
    from gui.panels.confusion_panel import ConfusionPanel

    application()
    t = 3 / 17
    session = Session()
    session.add_model(model_of(load(
        f"score,label\n0.9,1\n0.18,0\n{t!r},1\n{t!r},1\n0.17,0\n0.1,0\n".encode(),
        name="s.csv")))
    view = shown(qtbot, RocView(session))
    panel = shown(qtbot, AnalysisPanel(session))
    confusion = shown(qtbot, ConfusionPanel(session))
    session.set_analysis(best="youden")
    assert best_threshold(session.curve, "youden").threshold == t
    box = overlay(view, BestThresholdOverlay).label.textItem.toPlainText()
    assert "t = 0.176" in box and repr(t) not in box
    qtbot.waitUntil(lambda: "t = 0.176 " in panel.best_text.text())
    session.set_threshold(t)
    assert view.marker_label.toPlainText().startswith("t = 0.176\n")
    assert "t = 0.176" in confusion.heading.text() and repr(t) in confusion.heading.toolTip()
