"""The vertex a best-threshold criterion chooses, marked with the criterion's value.

Each criterion also draws what it measures: Youden's J is the height of the vertex above
the chance diagonal (a dotted vertical), the closest criterion the distance to the
corner (0, 1) (a dotted line there), and the cost criterion the iso-performance line
through the vertex, of slope (1 − π)/(R·π) (docs/mathematics.md): no vertex lies above it. Every
number comes from :func:`core.engine.best_threshold.best_threshold`.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import RocscopeError
from core.app.pipeline.answers import best_of
from gui.base import style
from gui.base.i18n import translate
from gui.views.overlays.overlay import Overlay
from gui.views.paint import font

BEST_COLOUR = "#E69F00"  # Okabe–Ito orange: the point and its guide
BEST_EDGE = "#7a4f00"
ISO_COLOUR = "#9a6a00"
# The label's first lines by criterion: its name, then its value at the vertex.
LABEL_TEXTS = {
    "youden": QT_TRANSLATE_NOOP("BestThresholdOverlay", "best, Youden's J:\nJ = {value} at t = {t}"),
    "closest": QT_TRANSLATE_NOOP("BestThresholdOverlay",
                                 "best, closest to (0, 1):\ndistance² = {value} at t = {t}"),
    "cost": QT_TRANSLATE_NOOP("BestThresholdOverlay",
                              "best, minimum expected cost:\nexpected cost = {value} at t = {t}"),
}
LABEL_SIZE = (0.36, 0.12)  # the label's width and height (rate units) before layout
MARKER_PIXELS = 9  # half the size of the area a marker covers, in pixels


class BestThresholdOverlay(Overlay):
    """Marks ``best_threshold(curve, session.analysis.best, ...)`` when a criterion is
    chosen; hidden when none is, or while the settings are refused (the analysis panel
    says why)."""

    def __init__(self, view):
        super().__init__(view)
        self.best = None  # the BestThreshold drawn now
        self.in_legend = ""  # the label's words, when the plot has no clear place for it
        scale = view.scale
        self.point = pg.ScatterPlotItem(size=17 * scale, symbol="d", pxMode=True,
                                        pen=view.pen(BEST_EDGE, 1.5), brush=BEST_COLOUR)
        self.guide = pg.PlotCurveItem(pen=view.pen(BEST_EDGE, 1.5,
                                                   style=QtCore.Qt.PenStyle.DotLine))
        self.iso_line = pg.PlotCurveItem(pen=view.pen(ISO_COLOUR, 1.8,
                                                      style=QtCore.Qt.PenStyle.DashDotLine))
        self.label = pg.TextItem(color=BEST_EDGE, fill=(255, 255, 255, 215),
                                 border=view.pen(BEST_COLOUR, 1))
        self.label.setFont(font(10))
        for z, item in ((10.4, self.guide), (10.45, self.iso_line), (10.7, self.point),
                        (12.6, self.label)):
            self.add(item, z=z, visible=False)
        signals = view.signals
        # The label keeps clear of the curve, of the operating point's label and of the
        # legend: it moves when any of those may have.
        for signal in (signals.analysis, signals.focused, signals.reveal,
                       signals.ordering, signals.display, signals.models,
                       view.view_box.geometryChanged, view.drawer.ready):
            signal.connect(self.update)
        # A threshold move places the view's labels, this one among them.
        self.update()

    def update(self, *_args) -> None:
        curve = self.session.curve
        best = None
        # The replay draws the curve from (0, 0): what is drawn on the whole curve waits.
        if curve is not None and curve.has_both_classes and not self.view.replaying:
            try:
                best = best_of(curve, self.session.analysis)
            except RocscopeError:
                best = None  # a refused setting: the panel shows the engine's message
        self.best = best
        for item in (self.point, self.guide, self.iso_line, self.label):
            item.setVisible(best is not None)
        if best is None:
            return
        x, y = best.fpr, best.tpr
        self.point.setData([x], [y])
        self.iso_line.setVisible(best.iso_slope is not None)
        if best.method == "youden":
            self.guide.setData([x, x], [x, y])  # J: the height above the diagonal
        elif best.method == "closest":
            self.guide.setData([0.0, x], [1.0, y])
        else:
            self.guide.setData([], [])
        if best.iso_slope is not None:
            self.iso_line.setData(*iso_segment(x, y, best.iso_slope))
        text = translate("BestThresholdOverlay", LABEL_TEXTS[best.method]).format(
            value=style.format_number(best.value, 6),
            t=style.threshold_shown(self.session, best.threshold))
        if best.iso_slope is not None:
            text += "\n" + translate("BestThresholdOverlay",
                                     "iso-cost slope (1 − π)/(R·π) = {slope}").format(
                slope=style.format_number(best.iso_slope, 4))
        self.label.setText(text)
        self.view.place_labels()

    def place_label(self) -> None:
        """As near the vertex as it can be while clear of the curve, the markers, the
        legend and the labels placed before (the view's :meth:`place_labels` calls
        this in its one pass)."""
        said = ""
        if self.best is not None:
            x, y = self.best.fpr, self.best.tpr
            self.label.setVisible(True)
            if not place_near(self.view, self.label, (x, y), points=[(x, y)]):
                said = self.label.textItem.toPlainText().replace("\n", " ")
            self.label.setVisible(not said)
        if said != self.in_legend:
            self.in_legend = said
            self.view.refresh_legend()

    def legend_entries(self) -> tuple:
        """The label's words as a line of the legend, when the plot has no clear place
        for it: ``(kind, colour, width, text, True)``, a line that comes and goes with
        the plot's size."""
        return (("brush", BEST_COLOUR, 0, self.in_legend, True),) if self.in_legend else ()


def place_near(view, label, target, *, to_centre: bool = False, points=()) -> bool:
    """Put ``label`` in the unit square where it crosses neither the focused curve, the
    legend, the view's labels, the other overlays' labels, the operating point nor any
    of ``points``, as near ``target`` (view coordinates) as possible: its nearest edge
    (or, with ``to_centre``, its centre); where nothing is clear, where least is covered.
    Whether it covers no other text.
    """
    # A label wider than the plot wraps its words to the plot's width (a threshold of
    # seventeen digits made one run past the plot's edge).
    px, py = view.view_box.viewPixelSize()
    if not (np.isfinite(px) and np.isfinite(py)) or px <= 0:
        px = py = 1 / 500
    label.setTextWidth(-1)
    room = 0.97 / px  # the unit square's width in pixels, less the margins
    if label.textItem.boundingRect().width() > room:
        label.setTextWidth(room)
    width, height = size_in_view(view, label)
    taken = [_rect(view, item) for item in _labels_of(view) if item is not label
             and item.isVisible() and item not in getattr(view, "unplaced", ())]
    dots = list(points)
    if view.marker.isVisible():
        dots.append((view.marker.pos().x(), view.marker.pos().y()))
    radius = (MARKER_PIXELS * px, MARKER_PIXELS * py)
    taken += [(a - radius[0], b - radius[1], a + radius[0], b + radius[1]) for a, b in dots]
    # Lower-left corners on a grid over the square, a couple of pixels apart from the
    # edges.
    left, bottom = np.meshgrid(np.linspace(0.005, max(0.995 - width, 0.005), 60),
                               np.linspace(0.005, max(0.995 - height, 0.005), 60))
    left, bottom = left.ravel(), bottom.ravel()
    right, top = left + width, bottom + height
    crowding = np.zeros(len(left))
    for x0, y0, x1, y1 in taken:  # text on text is unreadable: worse than on the curve
        crowding += 3 * ((left < x1) & (x0 < right) & (bottom < y1) & (y0 < top))
    curve = view.session.curve
    # The curve as drawn (within a pixel of the exact one); a big curve's drawing may
    # still be on its way, and is not computed here on the UI thread.
    drawing = None if curve is None else view.drawer.cached(curve, view.session.ordering)
    if drawing is not None and len(drawing.whole):
        x, y = np.asarray(drawing.whole.x), np.asarray(drawing.whole.y)
        # A rising curve misses a box only by passing wholly under it (its highest
        # point at the box's right edge is below the bottom) or over it.
        under = _highest(x, y, right) < bottom
        over = _lowest(x, y, left) > top
        crowding += 2 * ~(under | over)  # crossing the curve is worse than a label
    tx, ty = target
    if to_centre:
        distance = np.hypot(left + width / 2 - tx, bottom + height / 2 - ty)
    else:
        distance = np.hypot(np.maximum(np.maximum(left - tx, tx - right), 0),
                            np.maximum(np.maximum(bottom - ty, ty - top), 0))
    k = int(np.lexsort((distance, crowding))[0])
    label.setAnchor((0, 0))
    label.setPos(float(left[k]), float(top[k]))
    return crowding[k] < 3


def _lowest(x: np.ndarray, y: np.ndarray, at: np.ndarray) -> np.ndarray:
    """The lowest point of a monotone path over each of ``at`` (the bottom of a rise)."""
    at = np.clip(at, x[0], x[-1])
    i = np.clip(np.searchsorted(x, at, "left"), 1, len(x) - 1)
    x0, x1, y0, y1 = x[i - 1], x[i], y[i - 1], y[i]
    with np.errstate(invalid="ignore", divide="ignore"):
        between = np.where(x1 > x0, y0 + (y1 - y0) * (at - x0) / (x1 - x0), y1)
    return np.where(at <= x[0], y[0], np.where(x[i] == at, y1, between))


def _highest(x: np.ndarray, y: np.ndarray, at: np.ndarray) -> np.ndarray:
    """The highest point of a monotone path over each of ``at`` (the top of a rise)."""
    at = np.clip(at, x[0], x[-1])
    j = np.clip(np.searchsorted(x, at, "right") - 1, 0, len(x) - 2)
    x0, x1, y0, y1 = x[j], x[j + 1], y[j], y[j + 1]
    with np.errstate(invalid="ignore", divide="ignore"):
        between = np.where(x1 > x0, y0 + (y1 - y0) * (at - x0) / (x1 - x0), y0)
    return np.where(at >= x[-1], y[-1], np.where(x[j] == at, y0, between))


def size_in_view(view, label) -> tuple[float, float]:
    """The label's width and height in data units (a guess before the view is laid out)."""
    rect = label.textItem.boundingRect()
    px, py = view.view_box.viewPixelSize()
    width, height = rect.width() * px, rect.height() * py
    if not (np.isfinite(width) and np.isfinite(height)) or width <= 0 or width > 1:
        return LABEL_SIZE
    return width, height


def _labels_of(view) -> list:
    """What a label must not cover: the legend, the view's own labels, and the label of
    every overlay that has one."""
    items = [view.legend]
    for name in ("marker_label", "auc_label", "rank_loss_label", "band_label"):
        item = getattr(view, name, None)
        if item is not None:
            items.append(item)
    for overlay in getattr(view, "overlays", ()):
        label = getattr(overlay, "label", None)
        if label is not None:
            items.append(label)
        items += getattr(overlay, "tie_labels", [])
    return items


def _rect(view, item) -> tuple[float, float, float, float]:
    if isinstance(item, pg.TextItem):  # its text follows a move or a zoom when painted
        item.updateTransform(force=True)
    r = view.view_box.itemBoundingRect(item)
    return (min(r.left(), r.right()), min(r.top(), r.bottom()),
            max(r.left(), r.right()), max(r.top(), r.bottom()))


def iso_segment(x: float, y: float, slope: float) -> tuple[np.ndarray, np.ndarray]:
    """The part inside the unit square of the line of ``slope`` through ``(x, y)``."""
    # Where the line crosses x = 0 and x = 1, then clipped to 0 <= y <= 1.
    xs = np.array([0.0, 1.0])
    ys = y + slope * (xs - x)
    if slope > 0:
        lo, hi = max(0.0, x - y / slope), min(1.0, x + (1 - y) / slope)
        xs = np.array([lo, hi])
        ys = y + slope * (xs - x)
    return xs, np.clip(ys, 0.0, 1.0)
