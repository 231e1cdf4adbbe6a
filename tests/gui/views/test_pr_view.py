"""The precision–recall view and the plots area on a bare session: what is drawn is the
engine's path (curved inside tie blocks), the marker follows the threshold and a drag
writes it, a big curve is drawn off the UI thread, and a PR figure can be exported."""

import math

import numpy as np
import pytest
from PySide6 import QtCore, QtGui

from core import SegmentType
from core.app.pipeline import model_of
from core.app.pipeline.answers import precision_recall_of
from core.drawing.geometry import nearest_pr_vertex
from core.drawing.thinning import DENSE, EMPTY, OVERVIEW, draw
from core.engine.precision_recall import precision_recall
from core.readers.loading import load
from gui.base import style
from gui.figures import export_command, exporting
from gui.model import Session
from gui.views.curve_drawer import KINDS
from gui.views.plots_area import PlotsArea
from gui.views.pr_view import PrView
from gui.views.roc_view import RocView
from tests.gui.conftest import options
from tests.gui.mouse import drag, widget_point
from tests.gui.teaching_views import shown, xy
from tests.gui.views.test_label_placement import visible_rect


def big_data(n=40_000, seed=5):
    rng = np.random.default_rng(seed)
    scores = np.round(rng.random(n), 5)  # some ties among 40,000: curved blocks
    labels = rng.random(n) < 0.2 + 0.5 * scores
    text = "score,label\n" + "\n".join(f"{s},{int(y)}" for s, y in zip(scores.tolist(), labels))
    return model_of(load(text.encode(), name="big.csv"))


def test_the_drawn_path_is_the_engines_curved_inside_the_tie_block(qtbot, session):
    view = shown(qtbot, PrView(session))
    pr = precision_recall(session.curve)
    path = pr.path()
    expected = draw(path.recall, path.precision, path.segment, KINDS, None)
    for kind, item in view.segments.items():
        x, y = xy(item)
        assert np.array_equal(x, expected.pieces.get(kind, EMPTY).x, equal_nan=True), kind
        assert np.array_equal(y, expected.pieces.get(kind, EMPTY).y, equal_nan=True), kind
    # Every piece of a small curve spans pixels: nothing is "several kinds in a pixel".
    assert len(xy(view.segments[DENSE])[0]) == 0
    assert style.dense_name() not in [label.text for _sample, label in view.legend.items]
    x, y = xy(view.area_fill)
    assert np.array_equal(x, path.recall) and np.array_equal(y, path.precision)
    # The tie block 0.47 (one positive, one negative) runs from (1/2, 2/3) to (3/4, 3/5);
    # halfway through it TP = 2.5 of 4 predicted: precision 0.625 at recall 0.625,
    # below the chord's 0.6333.
    bx, by = xy(view.segments[SegmentType.MIXED])
    assert any(a == 0.625 and b == 0.625 for a, b in zip(bx, by))
    chord = (2 / 3 + 3 / 5) / 2
    assert 0.625 < chord - 0.008
    # The baseline is the prevalence; the label gives the engine's two areas.
    assert list(xy(view.baseline)[1]) == [pr.baseline, pr.baseline] == [0.5, 0.5]
    text = view.area_label.textItem.toPlainText()
    assert f"AP = {pr.average_precision:.6g}" in text and f"area = {pr.area:.6g}" in text


def test_the_marker_follows_the_threshold_and_a_drag_writes_it(qtbot, session):
    view = shown(qtbot, PrView(session))
    session.set_threshold(0.47)  # TP 3, FP 2
    assert (view.marker.pos().x(), view.marker.pos().y()) == (0.75, 0.6)
    assert "precision 0.6" in view.marker_label.textItem.toPlainText()
    # Two vertices share recall 1/4: (1/4, 1) at 0.77 and (1/4, 1/2) at 0.62; the drag
    # ends near the lower one, which a search by recall alone would miss.
    drag(view, widget_point(view, 0.75, 0.6), widget_point(view, 0.26, 0.53))
    assert session.threshold == 0.62
    assert (view.marker.pos().x(), view.marker.pos().y()) == (0.25, 0.5)
    view.setFocus()
    qtbot.keyClick(view, QtCore.Qt.Key.Key_Right)  # the next vertex along the sweep
    assert session.threshold == 0.58
    qtbot.keyClick(view, QtCore.Qt.Key.Key_Home)
    assert session.threshold == math.inf
    # Nothing predicted positive: drawn where the curve starts, said so in the label.
    assert (view.marker.pos().x(), view.marker.pos().y()) == (0.0, 1.0)
    assert "nothing predicted positive" in view.marker_label.textItem.toPlainText()


def test_nearest_vertex_is_the_brute_force_one():
    rng = np.random.default_rng(0)
    for _ in range(300):
        n = int(rng.integers(1, 40))
        recall = np.sort(rng.integers(0, 6, n)) / 5  # repeated recalls: vertical drops
        precision = rng.integers(0, 8, n) / 7
        px, py = rng.uniform(-0.2, 1.2, 2)
        sx, sy = rng.uniform(50, 900, 2)
        d = ((recall - px) * sx) ** 2 + ((precision - py) * sy) ** 2
        assert nearest_pr_vertex(recall, precision, px, py, sx, sy) == int(np.argmin(d))


def test_a_hidden_view_computes_nothing_until_shown(qtbot, session):
    view = PrView(session)
    qtbot.addWidget(view)
    other = session.add_model(big_data())
    assert view.drawer.cached(other.curve) is None and view.precision_recall is None
    view.resize(600, 600)
    view.show()
    qtbot.waitUntil(lambda: view.drawer.cached(other.curve) is not None, timeout=10_000)
    qtbot.waitUntil(lambda: len(xy(view.area_fill)[0]) > 0, timeout=5000)
    path = precision_recall(other.curve).path()
    expected = draw(path.recall, path.precision, path.segment, KINDS, OVERVIEW)
    for kind, item in view.segments.items():
        assert np.array_equal(xy(item)[0], expected.pieces[kind].x, equal_nan=True), kind
    # Most of a big path is pieces below a pixel sharing it with other kinds: drawn in
    # grey and named in the legend, not left out (the path showed as scattered dots).
    assert np.isfinite(xy(view.segments[DENSE])[0]).sum() > 100
    assert style.dense_name() in [label.text for _sample, label in view.legend.items]
    assert len(xy(view.area_fill)[0]) < len(path)  # thinned for drawing
    assert not view.notice.isVisible() and view.marker.isVisible()


def test_the_plots_area_follows_the_session_both_ways(qtbot, session):
    area = shown(qtbot, PlotsArea(RocView(session), PrView(session)), (1200, 650))
    actions = {a.objectName(): a for a in area.make_actions()}
    assert area.frames["roc"].isVisible() and not area.frames["pr"].isVisible()
    session.set_plots("both")
    assert area.frames["roc"].isVisible() and area.frames["pr"].isVisible()
    assert area.buttons["both"].isChecked() and actions["plotsAction_both"].isChecked()
    qtbot.mouseClick(area.buttons["pr"], QtCore.Qt.MouseButton.LeftButton)
    assert session.plots == "pr"
    assert not area.frames["roc"].isVisible() and area.frames["pr"].isVisible()
    actions["plotsAction_roc"].trigger()
    assert session.plots == "roc" and area.buttons["roc"].isChecked()


def pixels(image: QtGui.QImage) -> np.ndarray:
    image = image.convertToFormat(QtGui.QImage.Format.Format_RGB32)
    words = np.frombuffer(image.constBits(), np.uint32).reshape(
        image.height(), image.bytesPerLine() // 4)[:, : image.width()]
    return np.stack([(words >> 16) & 255, (words >> 8) & 255, words & 255], axis=2)


def colour_near(rgb, place, colour, radius=3, tolerance=30) -> bool:
    x, y = place
    patch = rgb[max(y - radius, 0):y + radius + 1, max(x - radius, 0):x + radius + 1]
    c = QtGui.QColor(colour)
    target = np.array([c.red(), c.green(), c.blue()])
    return bool((np.abs(patch.astype(int) - target).max(axis=2) <= tolerance).any())


def places(session, size, points):
    """Where data points land on a PR figure of ``size``."""
    with exporting.figure_view(session, *size, plot="pr") as (view, _scale):
        factor = size[0] / view.viewport().width()
        out = []
        for x, y in points:
            at = view.mapFromScene(view.view_box.mapViewToScene(QtCore.QPointF(x, y)))
            out.append((round(at.x() * factor), round(at.y() * factor)))
    return out


# Points of the eight-sample PR path: the first block's green line at precision 1, the
# red drop at recall 1/4, and the curved tie block at its middle (0.625, 0.625).
GREEN, RED, BLUE = (0.125, 1.0), (0.25, 0.75), (0.625, 0.625)
GREEN_INK, RED_INK, BLUE_INK = (style.SEGMENT_COLOURS[k] for k in (
    SegmentType.TRUE_POSITIVE, SegmentType.FALSE_POSITIVE, SegmentType.MIXED))


def test_an_exported_pr_png_shows_the_curve(session, tmp_path):
    size = (900, 900)
    path = tmp_path / "pr.png"
    exporting.export(session, path, size, plot="pr")
    rgb = pixels(QtGui.QImage(str(path)))
    assert rgb.shape[:2] == (900, 900)
    green, red, blue = places(session, size, (GREEN, RED, BLUE))
    assert colour_near(rgb, green, GREEN_INK) and not colour_near(rgb, green, RED_INK)
    assert colour_near(rgb, red, RED_INK)
    assert colour_near(rgb, blue, BLUE_INK)
    # The ROC figure of the same data has no blue there: it is another picture.
    roc = tmp_path / "roc.png"
    exporting.export(session, roc, size)
    assert not colour_near(pixels(QtGui.QImage(str(roc))), blue, BLUE_INK, radius=1)


def test_export_from_options_writes_the_plot_asked_for(tmp_path, monkeypatch):
    asked = []
    real = exporting.export
    monkeypatch.setattr(exporting, "export",
                        lambda *a, **k: (asked.append(k.get("plot")), real(*a, **k)))
    pr, roc = tmp_path / "pr.png", tmp_path / "roc.png"
    assert export_command.export_request(options(export=[str(pr)], plot="pr", size=(400, 400))) == 0
    assert export_command.export_request(options(export=[str(roc)], size=(400, 400))) == 0
    assert asked == ["pr", "roc"]  # without --plot: the ROC curve, as before
    assert pr.stat().st_size > 0 and pr.read_bytes() != roc.read_bytes()


def test_one_class_is_explained_not_drawn(qtbot, session):
    from gui.panels.analysis_panel import AnalysisPanel

    view = shown(qtbot, PrView(session))
    panel = shown(qtbot, AnalysisPanel(session), (420, 700))
    session.set_analysis(best="youden", hull=True, partial_auc=(0.0, 0.5))
    one_class = load(b"score,label\n0.3,1\n0.6,1\n0.9,1\n", name="positives.csv")
    session.add_model(model_of(one_class))
    assert view.notice.isVisible() and "class" in view.notice.textItem.toPlainText()
    assert not view.marker.isVisible() and len(xy(view.area_fill)[0]) == 0
    assert panel.note.isVisible() and not panel.criterion.isEnabled()
    session.set_threshold(0.6)  # nothing to move, nothing raised


def test_zooming_into_a_big_curve_draws_its_detail(qtbot, session):
    view = shown(qtbot, PrView(session))
    big = session.add_model(big_data())
    qtbot.waitUntil(lambda: view.drawer.cached(big.curve) is not None, timeout=10_000)
    qtbot.waitUntil(lambda: len(xy(view.area_fill)[0]) > 0, timeout=5000)

    def points_between(lo, hi):
        x = xy(view.area_fill)[0]
        return int(((x >= lo) & (x <= hi)).sum())

    before = points_between(0.5, 0.5005)
    path = precision_recall(big.curve).path()
    exact = int(((path.recall >= 0.5) & (path.recall <= 0.5005)).sum())
    assert before < exact  # the overview merges what a pixel cannot show
    view.view_box.setRange(xRange=(0.5, 0.5005), yRange=(0.6, 0.6005), padding=0)
    qtbot.waitUntil(lambda: points_between(0.5, 0.5005) > before, timeout=10_000)
    assert points_between(0.5, 0.5005) == exact  # every point, at this zoom


def legend_texts(view):
    return [label.text for _sample, label in view.legend.items]


def test_in_a_narrow_plot_no_label_hides_under_the_legend_and_the_legend_says_the_values(qtbot):
    rng = np.random.default_rng(3)
    labels = rng.random(3000) < 0.4
    scores = np.round(rng.normal(0, 1, 3000) + 1.2 * labels, 2)
    text = "score,label\n" + "".join(f"{s},{int(y)}\n" for s, y in zip(scores, labels))
    data = model_of(load(text.encode(), name="medium.csv"))
    session = Session()
    session.add_model(data)
    session.set_threshold(0.35)
    view = shown(qtbot, PrView(session), (318, 318))  # the width "Both" leaves it
    qtbot.waitUntil(lambda: view.marker_label.isVisible(), timeout=5000)
    qtbot.wait(200)  # the legend laid out, and the labels placed again
    pr = view.precision_recall
    legend = view.legend_rect()
    for label in (view.marker_label, view.area_label, view.baseline_label):
        assert not (label.isVisible() and visible_rect(view, label).intersects(legend))
    said = " ".join(legend_texts(view))
    assert view.area_label.isVisible() or f"AP {style.format_number(pr.average_precision, 6)}" in said
    assert view.baseline_label.isVisible() or (
        f"prevalence {style.format_number(pr.baseline, 4)}" in said)
    assert not (view.area_label.isVisible() and view.baseline_label.isVisible())  # it is narrow
    view.resize(900, 900)  # room again: the labels go back on the plot
    qtbot.waitUntil(lambda: view.area_label.isVisible() and view.baseline_label.isVisible(),
                    timeout=5000)
    assert "area under the path (interpolated)" in legend_texts(view)
    assert "baseline (prevalence)" in legend_texts(view)


def test_every_visible_model_is_drawn_in_its_colour(qtbot, session):
    from tests.gui.panels.test_models import models_of, three_models_csv

    models = session.replace_models(models_of(three_models_csv(), ["good", "fair", "coarse"]))
    view = shown(qtbot, PrView(session))
    qtbot.waitUntil(lambda: all(view.model_layers.get(m) is not None
                                and view.model_layers[m].getData()[0] is not None
                                for m in models[1:]), timeout=5000)
    for model in models[1:]:
        item = view.model_layers[model]
        x, y = item.getData()
        pr = precision_recall_of(model.curve)
        assert item.isVisible() and item.opts["pen"].color().name() == model.colour.lower()
        assert math.isclose(float(np.nanmax(x)), 1.0) and len(x) >= len(pr.recall) - 1
    texts = [label.text for _sample, label in view.legend.items]
    assert any(t.startswith("▶ good  AP ") for t in texts) and any(
        t.startswith("fair  AP ") for t in texts)
    session.set_visible(models[2], False)
    assert not view.model_layers[models[2]].isVisible()
    session.focus(models[1])
    assert not view.model_layers[models[1]].isVisible() and view.model_layers[models[0]].isVisible()


def test_plot_pr_draws_every_model_of_the_command_line(tmp_path):
    from gui.model.session import MODEL_PALETTE
    from tests.gui.figures.test_export import ROOT, has_colour, pixels

    path = tmp_path / "pr.png"
    request = options(file=str(ROOT / "resources/examples/three_models.csv"), score="a,b,c",
                      export=[str(path)], plot="pr", size=(500, 500))
    assert export_command.export_request(request) == 0
    rgb = pixels(path)
    # The models after the first are paths in their own colours, far longer than the
    # legend's swatches.
    assert all(has_colour(rgb, c) > 100 for c in MODEL_PALETTE[1:3])


@pytest.mark.parametrize("outside", [False, True])
@pytest.mark.parametrize("side", [220, 260, 300, 600])
def test_the_baseline_label_is_whole_on_the_plot_or_said_in_the_legend(qtbot, session, side,
                                                                       outside):
    view = shown(qtbot, PrView(session), (side, side))
    qtbot.waitUntil(lambda: view.precision_recall is not None, timeout=5000)
    view.set_legend_outside(outside)  # said below the plots: the legend covers nothing
    view.place_labels()
    (x0, x1), _ = view.view_box.viewRange()
    texts = [label.text for _sample, label in view.legend.items]
    if view.baseline_label.isVisible():
        at = view.baseline_label.pos()
        rect = view.label_box(view.baseline_label, at.x(), at.y(),
                              view.baseline_label.anchor)
        assert x0 <= rect.x0 and rect.x1 <= x1, (side, rect)
    else:
        assert any(t.startswith("baseline (prevalence 0.5") for t in texts), texts


def test_the_labels_keep_off_the_other_models_paths(qtbot, session):
    from core.drawing.label_placement import hits_path
    from gui.base.paths import EXAMPLES
    from tests.gui.panels.test_models import models_of

    text = (EXAMPLES / "three_models.csv").read_bytes()  # c's path crosses the baseline
    models = session.replace_models(models_of(text, ["a", "b", "c"]))
    view = shown(qtbot, PrView(session), (460, 460))
    view.set_legend_outside(True)  # the legend covers nothing: only the paths are in the way
    qtbot.waitUntil(lambda: all(view.model_layers.get(m) is not None
                                and view.model_layers[m].getData()[0] is not None
                                for m in models[1:]), timeout=5000)
    view.place_labels()
    paths = view._other_paths()
    assert len(paths) == 2
    assert view.area_label.isVisible()  # there is room for it, clear of every path
    for label, name in ((view.baseline_label, "baseline"), (view.area_label, "area")):
        if label.isVisible():
            at = label.pos()
            box = view.label_box(label, at.x(), at.y(), label.anchor)
            assert not any(hits_path(box, x, y) for x, y in paths), name
    assert not view.baseline_label.isVisible()  # no clear place on the line here ...
    assert any(t.startswith("baseline (prevalence 0.4167") for t in legend_texts(view))
    session.set_visible(models[2], False)  # ... until c is hidden
    qtbot.waitUntil(lambda: view.baseline_label.isVisible(), timeout=5000)
