"""The ROC convex hull (ROCCH) over the curve, dashed, with the area under it.

Every point of the hull is reachable by randomising between the thresholds of its two
ends; the hull and its AUC come from :func:`core.engine.hull.convex_hull`.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6 import QtCore

from gui.base.i18n import translate
from gui.views.analysis_results import results_of
from gui.views.items import show_items, text_item
from gui.views.overlays.overlay import Overlay, size_in_view

HULL_COLOUR = "#6A3D9A"  # a dark purple: no segment type, fill or model uses it
HULL_WIDTH = 2.0
LABEL_GAP = 0.01  # between the AUC label and this one, in TPR units


class HullOverlay(Overlay):
    """Draws the convex hull when ``session.analysis.hull`` is on."""

    label_colour = HULL_COLOUR
    kept_clear = ("line",)  # the hull's path

    def __init__(self, view):
        super().__init__(view)
        self.results = results_of(view.session)
        self.hull = None
        self.line = pg.PlotCurveItem(pen=view.pen(HULL_COLOUR, HULL_WIDTH,
                                                  style=QtCore.Qt.PenStyle.DashLine))
        self.label = text_item(HULL_COLOUR, 10.5, fill=(255, 255, 255, 170))
        self.add(self.line, z=10.5, visible=False)  # over the curve's segments, under the marker
        self.add(self.label, z=12.5, visible=False)
        self.update_on("analysis", "focused", "reveal", "ordering", "display",
                       self.results.ready)

    def update(self, *_args) -> None:
        curve = self.drawn_curve(complete=True)
        hull = (self.results.hull(curve, wait=self.view.figure)
                if curve is not None and self.session.analysis.hull else None)
        self.hull = hull  # what is drawn now, or None
        show_items(hull is not None, self.line, self.label)
        if hull is None:
            self.line.setData([], [])
        else:
            self.line.setData(hull.fpr, hull.tpr)
            self.label.setHtml(translate("HullOverlay", "convex hull: AUC = {auc}").format(
                auc=f"{hull.auc:.6g}"))
        self.view.place_labels()  # off the hull's path; this label under the AUC's

    def place_label(self) -> None:
        """Just under the AUC label when the view shows it, else under the middle of
        the curve, wherever it is clear of the curve and the labels placed before it
        (the hull lies on or above the curve, so a label under the curve is clear of it
        too). The view's :meth:`place_labels` calls this in its one pass."""
        view = self.view
        target = (0.6, 0.3)
        if self.hull is not None and view.auc_label.isVisible():
            _width, height = size_in_view(view, self.label)
            rect = view.text_rect(view.auc_label)
            target = (rect.centre[0], rect.y0 - LABEL_GAP - height / 2)
        self.place_label_near(self.hull is not None, target, to_centre=True)
