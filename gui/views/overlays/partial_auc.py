"""The partial AUC's range, shaded and draggable on the ROC view.

An FPR range shades the area under the curve between two vertical edges, a TPR range
the area between the curve and the right edge (FPR = 1) between two horizontal edges,
as :func:`core.engine.partial_auc.partial_auc` integrates them (the average-ordering
curve). The edges and the band are a pyqtgraph ``LinearRegionItem``: dragging previews
the area and writes the range to the session when the drag ends.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pyqtgraph as pg

from core import RocscopeError, TieOrdering
from core.app.pipeline.answers import partial_of
from core.drawing.label_placement import Rect
from gui.base import style
from gui.base.i18n import translate
from gui.views.items import filled_path, show_items, text_item
from gui.views.overlays.overlay import Overlay

EDGE_COLOUR = "#8C6D00"
FILL = (240, 200, 0, 95)  # amber, translucent: the AUC's blue shows through
BAND = (240, 200, 0, 22)
DECIMALS = 3  # a dragged end is rounded to this many decimals


class PartialAucOverlay(Overlay):
    """Shades ``session.analysis.partial_auc`` on its ``partial_auc_focus`` axis and lets the
    user drag it."""

    label_colour = EDGE_COLOUR

    def __init__(self, view):
        super().__init__(view)
        self.partial = None  # the PartialAuc shown now (a preview while dragging)
        self._setting = False  # the region is being moved from the session, not the user
        self.fill = filled_path(FILL)
        self.regions = {
            focus: pg.LinearRegionItem(
                orientation="vertical" if focus == "fpr" else "horizontal",
                brush=BAND, hoverBrush=(240, 200, 0, 45), bounds=(0.0, 1.0),
                pen=view.pen(EDGE_COLOUR, 1.6), hoverPen=view.pen(EDGE_COLOUR, 3.0))
            for focus in ("fpr", "tpr")
        }
        self.label = text_item("#5c4700", 10, fill=(255, 255, 255, 215))
        self.add(self.fill, z=2.5)  # over the AUC fill, under the chance line and curve
        self.add(*self.regions.values(), z=2.6)
        for region in self.regions.values():
            region.sigRegionChanged.connect(self._on_dragging)
            region.sigRegionChangeFinished.connect(self._on_dropped)
        self.add(self.label, z=12.4)
        # view.drawer.ready: a big curve's drawing arrived.
        self.update_on("analysis", "focused", "reveal", "ordering", view.drawer.ready)

    @property
    def region(self) -> pg.LinearRegionItem:
        """The draggable region of the focus chosen now."""
        return self.regions.get(self.session.analysis.partial_auc_focus, self.regions["fpr"])

    def obstacles(self) -> tuple[list, list]:
        """What the view's labels must not cover: the range's two edges (rectangles of
        no width, which the labels' margin widens)."""
        region = self.region
        if not region.isVisible():
            return [], []
        low, high = region.getRegion()
        if region.orientation == "vertical":
            return [Rect(low, 0.0, low, 1.0), Rect(high, 0.0, high, 1.0)], []
        return [Rect(0.0, low, 1.0, low), Rect(0.0, high, 1.0, high)], []

    def update(self, *_args) -> None:
        analysis = self.session.analysis
        curve = self.drawn_curve()
        partial = None
        if analysis.partial_auc is not None and curve is not None:
            try:
                partial = partial_of(curve, analysis)
            except RocscopeError:
                partial = None  # a refused range: the panel shows the engine's message
        self._show(partial)
        if partial is not None:
            self._setting = True
            try:
                self.regions[partial.focus].setRegion((partial.low, partial.high))
            finally:
                self._setting = False
        self.view.place_labels()  # off the range's edges; this label at its foot

    def _show(self, partial) -> None:
        self.partial = partial
        for focus, region in self.regions.items():
            region.setVisible(partial is not None and partial.focus == focus)
        show_items(partial is not None, self.fill, self.label)
        if partial is None:
            return
        drawing = self.view.drawer.overview(self.session.curve, TieOrdering.AVERAGE)
        if drawing is not None:
            x, y = band_polygon(drawing.whole.x, drawing.whole.y, partial.low, partial.high,
                                partial.focus)
            self.fill.setPath(pg.arrayToQPath(x, y))
        axis = "FPR" if partial.focus == "fpr" else "TPR"
        lines = [translate("PartialAucOverlay", "partial AUC, {axis} {low}–{high}: {area}").format(
                     axis=axis, low=f"{partial.low:g}", high=f"{partial.high:g}",
                     area=style.format_number(partial.area, 5)),
                 translate("PartialAucOverlay", "standardized (McClish): {value}").format(
                     value=style.format_number(partial.standardized, 4))]
        if partial.below_chance:
            lines.append(translate("PartialAucOverlay", "below the chance diagonal's area"))
        if self.session.ordering is not TieOrdering.AVERAGE:
            lines.append(translate("PartialAucOverlay", "(ties averaged)"))
        self.label.setText("\n".join(lines))

    def place_label(self) -> None:
        """As near the band's foot as it can be while clear of the curve and the labels
        placed before it: the bottom of an FPR band, the right end of a TPR band (the
        view's :meth:`place_labels` calls this in its one pass)."""
        partial, target = self.partial, (0.5, 0.0)
        if partial is not None:
            middle = (partial.low + partial.high) / 2
            target = (middle, 0.0) if partial.focus == "fpr" else (1.0, middle)
        self.place_label_near(partial is not None, target)

    # ---- dragging -----------------------------------------------------------------------

    def _dragged_analysis(self, region):
        """The analysis with the range ``region`` was dragged to (rounded), or None for
        a move that is not the user's or with no curve of both classes."""
        curve = self.session.curve
        if (self._setting or not region.isVisible() or curve is None
                or not curve.has_both_classes):
            return None
        low, high = (round(min(max(v, 0.0), 1.0), DECIMALS) for v in region.getRegion())
        return replace(self.session.analysis, partial_auc=(low, high))

    def _on_dragging(self, region) -> None:
        analysis = self._dragged_analysis(region)
        if analysis is None:
            return
        try:
            self._show(partial_of(self.session.curve, analysis))
            self.place_label()
        except RocscopeError:
            pass  # an empty range while the edges cross: the last preview stays

    def _on_dropped(self, region) -> None:
        analysis = self._dragged_analysis(region)
        if analysis is None:
            return
        try:
            partial_of(self.session.curve, analysis)
        except RocscopeError:
            self.update()  # refused (an empty range): back to the session's range
            return
        if analysis.partial_auc != self.session.analysis.partial_auc:
            self.session.set_analysis(partial_auc=analysis.partial_auc)
        else:
            self.update()

def band_polygon(x: np.ndarray, y: np.ndarray, low: float, high: float,
                 focus: str) -> tuple[np.ndarray, np.ndarray]:
    """The outline of the shaded band over a drawn monotone curve ``(x, y)``: under the
    curve for FPR in ``[low, high]``, or between the curve and FPR = 1 for TPR in it.

    Where an edge meets a vertical (horizontal) piece of the curve, the band takes the
    piece's end on its inner side: the curve just inside the range.
    """
    x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
    if focus == "tpr":
        # The curve's FPR just above TPR = low and just below TPR = high.
        bottom = _edge_height(y, x, low, inner="right")
        top = _edge_height(y, x, high, inner="left")
        inside = (y > low) & (y < high)
        return (np.concatenate([[1.0, bottom], x[inside], [top, 1.0]]),
                np.concatenate([[low, low], y[inside], [high, high]]))
    left = _edge_height(x, y, low, inner="right")
    right = _edge_height(x, y, high, inner="left")
    inside = (x > low) & (x < high)
    return (np.concatenate([[low, low], x[inside], [high, high]]),
            np.concatenate([[0.0, left], y[inside], [right, 0.0]]))


def _edge_height(x: np.ndarray, y: np.ndarray, at: float, inner: str) -> float:
    """The curve's height at ``x = at``, taken just right of ``at`` (``inner="right"``)
    or just left of it, so that a vertical piece at ``at`` counts from the inner side."""
    if inner == "right":
        i = int(np.searchsorted(x, at, "right"))  # first point right of at
        if i == 0:
            return float(y[0])
        if i == len(x) or x[i - 1] == at:
            return float(y[i - 1])
        x0, x1, y0, y1 = x[i - 1], x[i], y[i - 1], y[i]
    else:
        j = int(np.searchsorted(x, at, "left"))  # first point at or right of at
        if j == len(x):
            return float(y[-1])
        if j == 0 or x[j] == at:
            return float(y[j])
        x0, x1, y0, y1 = x[j - 1], x[j], y[j - 1], y[j]
    return float(y0 + (y1 - y0) * (at - x0) / (x1 - x0))
