"""On-plot labels never collide: with the curve, the legend, each other, the edges of
the view, or the operating point's label — checked on many curves, not one example."""

import numpy as np
import pytest

from core.app.pipeline import model_of
from core.drawing.label_placement import Rect
from core.readers.loading import load
from gui.base.application import application
from gui.model import Session
from gui.views.roc_view import RocView
from tests.gui.label_paths import clear_of_path


def curve_data(kind, seed):
    rng = np.random.default_rng(seed)
    n = 300
    y = rng.random(n) < 0.4
    if kind == "good":
        s = 3.0 * y + rng.normal(0, 0.5, n)  # AUC near 1: the area above is a sliver
    elif kind == "bad":
        s = -2.0 * y + rng.normal(0, 1, n)  # below chance: the area under is a sliver
    elif kind == "ties":
        s = np.round(y + rng.normal(0, 1, n))  # few scores, wide tie blocks
    elif kind == "chance":
        s = rng.random(n)
    else:
        s = np.r_[np.ones(5), np.zeros(n - 5)] + rng.normal(0, 0.01, n)
    text = "s,y\n" + "\n".join(f"{a:.6f},{int(b)}" for a, b in zip(s, y))
    return model_of(load(text.encode(), name=f"{kind}.csv"))


def visible_rect(view, label):
    label.updateTransform(force=True)  # as a paint would
    rect = label.mapRectToItem(view.view_box.childGroup, label.boundingRect())
    return Rect(rect.left(), min(rect.top(), rect.bottom()), rect.right(),
                max(rect.top(), rect.bottom()))


CASES = [(kind, seed, ordering, band)
         for kind in ("good", "bad", "ties", "chance", "steep")
         for seed in (1, 2)
         for ordering, band in (("average", False), ("worst", True))]


@pytest.mark.parametrize(("kind", "seed", "ordering", "band"), CASES)
@pytest.mark.parametrize("side", [380, 640])
def test_labels_touch_nothing(qtbot, kind, seed, ordering, band, side):
    application()
    session = Session()
    session.add_model(curve_data(kind, seed))
    session.set_ordering(ordering)
    session.set_display(band=band)
    view = RocView(session)
    qtbot.addWidget(view)
    view.resize(side, side)
    view.show()
    qtbot.waitExposed(view)
    for t in (np.inf, *session.curve.thresholds[1::7]):
        session.set_threshold(t)
        check(view, session, ordering)
    # Zoomed in on the middle of the curve, labels stay in view or go to the legend.
    view.view_box.setRange(xRange=(0.3, 0.6), yRange=(0.3, 0.6), padding=0)
    qtbot.wait(10)
    check(view, session, ordering)


def check(view, session, ordering):
    line = session.curve.polyline(ordering)
    legend = view.legend_rect()
    bounds = view._visible_unit_square()
    rects = {}
    for flag, label, side in (("auc_area", view.auc_label, "below"),
                              ("rank_loss_area", view.rank_loss_label, "above"),
                              ("band", view.band_label, None)):
        wanted = getattr(session.display, flag)
        if not wanted:
            assert not label.isVisible()
            continue
        if not label.isVisible():  # no room on the plot: its text is in the legend
            texts = [item.text for _sample, item in view.legend.items]
            assert label.textItem.toPlainText() in texts, flag
            continue
        rect = view.label_rects[flag]
        rects[flag] = rect
        assert rect.inside(bounds.grown(1e-9, 1e-9)), flag
        if side is not None:
            assert clear_of_path(rect, line.x, line.y, side), flag
        else:
            assert (clear_of_path(rect, line.x, line.y, "below")
                    or clear_of_path(rect, line.x, line.y, "above"))
        if legend is not None:
            assert not rect.intersects(legend), flag
        # What is drawn is where it was placed.
        drawn = visible_rect(view, label)
        assert drawn.centre == pytest.approx(rect.centre, abs=2e-3)
    names = list(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not rects[a].intersects(rects[b]), (a, b)
    point = session.operating_point
    if view.marker_label.isVisible() and bounds.grown(-0.15, -0.15).inside(bounds) and (
            bounds.x0 <= point.fpr <= bounds.x1 and bounds.y0 <= point.tpr <= bounds.y1):
        # Around a marker in view, the label finds a corner in view; one clear of the
        # area labels and the legend wherever such a corner exists.
        m = view.marker_label_rect
        w, h = m.x1 - m.x0, m.y1 - m.y0
        others = [o for o in (legend, *rects.values()) if o is not None]
        corners = []
        for ax in (-0.08, 1.08):
            for ay in (1.1, -0.1):
                top = point.tpr + ay * h
                corners.append(Rect(point.fpr - ax * w, top - h, point.fpr - ax * w + w, top))
        in_view = [c for c in corners if c.inside(bounds.grown(0.01, 0.01))]
        clear = [c for c in in_view if not any(c.intersects(o) for o in others)]
        if in_view:
            assert m.inside(bounds.grown(0.011, 0.011))
        if clear:
            assert not any(m.intersects(o) for o in others)


def test_the_legend_lists_each_entry_once_whatever_moves_into_it(qtbot):
    application()
    session = Session()
    session.add_model(curve_data("good", 3))
    view = RocView(session)
    qtbot.addWidget(view)
    view.resize(380, 380)
    view.show()
    qtbot.waitExposed(view)
    for ordering in ("best", "worst", "average"):
        session.set_ordering(ordering)
        session.set_display(band=ordering != "average")
        texts = [label.text for _sample, label in view.legend.items]
        assert len(texts) == len(set(texts)), texts
