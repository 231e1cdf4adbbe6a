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
from gui.views.items import show_items, text_item
from gui.views.overlays.overlay import Overlay

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


class BestThresholdOverlay(Overlay):
    """Marks ``best_threshold(curve, session.analysis.best, ...)`` when a criterion is
    chosen; hidden when none is, or while the settings are refused (the analysis panel
    says why)."""

    label_colour = BEST_COLOUR

    def __init__(self, view):
        super().__init__(view)
        self.best = None  # the BestThreshold drawn now
        scale = view.scale
        self.point = pg.ScatterPlotItem(size=17 * scale, symbol="d", pxMode=True,
                                        pen=view.pen(BEST_EDGE, 1.5), brush=BEST_COLOUR)
        self.guide = pg.PlotCurveItem(pen=view.pen(BEST_EDGE, 1.5,
                                                   style=QtCore.Qt.PenStyle.DotLine))
        self.iso_line = pg.PlotCurveItem(pen=view.pen(ISO_COLOUR, 1.8,
                                                      style=QtCore.Qt.PenStyle.DashDotLine))
        self.label = text_item(BEST_EDGE, 10, fill=(255, 255, 255, 215),
                               border=view.pen(BEST_COLOUR, 1))
        for z, item in ((10.4, self.guide), (10.45, self.iso_line), (10.7, self.point),
                        (12.6, self.label)):
            self.add(item, z=z, visible=False)
        # The label keeps clear of the curve, of the operating point's label and of the
        # legend: it moves when any of those may have. (A threshold move places the
        # view's labels, this one among them.)
        self.update_on("analysis", "focused", "reveal", "ordering", "display", "models",
                       view.view_box.geometryChanged, view.drawer.ready)

    def update(self, *_args) -> None:
        curve = self.drawn_curve()
        best = None
        if curve is not None:
            try:
                best = best_of(curve, self.session.analysis)
            except RocscopeError:
                best = None  # a refused setting: the panel shows the engine's message
        self.best = best
        show_items(best is not None, self.point, self.guide, self.iso_line, self.label)
        if best is None:
            return
        x, y = best.fpr, best.tpr
        self.point.setData([x], [y])
        self.iso_line.setVisible(best.iso_slope is not None)
        # J: the height above the diagonal; the closest: the distance to (0, 1).
        guides = {"youden": ([x, x], [x, y]), "closest": ([0.0, x], [1.0, y])}
        self.guide.setData(*guides.get(best.method, ([], [])))
        text = translate("BestThresholdOverlay", LABEL_TEXTS[best.method]).format(
            value=style.format_number(best.value, 6),
            t=style.threshold_shown(self.session, best.threshold))
        if best.iso_slope is not None:
            self.iso_line.setData(*iso_segment(x, y, best.iso_slope))
            text += "\n" + translate("BestThresholdOverlay",
                                     "iso-cost slope (1 − π)/(R·π) = {slope}").format(
                slope=style.format_number(best.iso_slope, 4))
        self.label.setText(text)
        self.view.place_labels()

    def place_label(self) -> None:
        """As near the vertex as it can be while clear of the curve, the markers, the
        legend and the labels placed before (the view's :meth:`place_labels` calls
        this in its one pass)."""
        best = self.best
        target = (0.5, 0.5) if best is None else (best.fpr, best.tpr)
        self.place_label_near(best is not None, target, points=[target])


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
