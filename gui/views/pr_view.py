"""The precision–recall plot: the focused model in full, linked to the same threshold,
and every other visible model as a thin path in its own colour.

Precision = TP/(TP + FP) against recall = TPR at the same thresholds. Inside
a tie block TP and FP grow together, so the path between two vertices is a piece of a
hyperbola, not a straight line: the points drawn are the engine's
:meth:`~core.engine.precision_recall.PrecisionRecall.path`, coloured by the block type
as on the ROC curve. The dashed line is the prevalence m⁺/n, the precision of guessing.
Inside tie blocks the path is always the average ordering's (Davis & Goadrich): the
tie-ordering switch of the ROC view does not apply here.
"""

from __future__ import annotations

import math

import pyqtgraph as pg
from PySide6 import QtCore
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import SegmentType
from core.app.pipeline.answers import known
from core.drawing.geometry import nearest_pr_vertex
from core.drawing.label_placement import Rect
from core.drawing.thinning import EMPTY
from gui.base import style
from gui.base.i18n import translate
from gui.model import Session
from gui.views.items import LegendSwatch, show_items, text_item
from gui.views.pr_drawer import PrDrawer
from gui.views.pr_labels import PrLabels
from gui.views.rate_plot import RatePlot, curve_notice, drawn_whole

# The kinds' names here (the grey of several kinds within a pixel keeps the ROC view's).
SEGMENT_NAMES = style.Wording("PrView", {
    SegmentType.TRUE_POSITIVE: QT_TRANSLATE_NOOP("PrView", "positives only (precision rises)"),
    SegmentType.FALSE_POSITIVE: QT_TRANSLATE_NOOP("PrView", "negatives only (precision drops)"),
    SegmentType.MIXED: QT_TRANSLATE_NOOP("PrView", "tie block: both classes (curved)"),
})
BASELINE_COLOUR = (110, 110, 110)
MODEL_LAYER_Z = 1.5  # other models: above the area and the baseline, below the focused path


class PrView(PrLabels, RatePlot):
    """Precision against recall for the session's focused model, with the prevalence
    baseline, the draggable operating point, and average precision and the area.

    Items are created once and updated with ``setData``. A view that is not shown
    computes nothing (a big curve's path takes seconds); it catches up when shown.
    ``figure_scale`` draws a figure for export, as :class:`gui.views.roc_view.RocView` does.
    """

    legend_offset = (8, -8)

    def __init__(self, session: Session, parent=None, figure_scale: float | None = None):
        super().__init__(session, translate("PrView", "Recall (TPR)"),
                         translate("PrView", "Precision"), parent, figure_scale)
        self.drawer = PrDrawer(synchronous=self.figure, parent=self)
        self.drawer.ready.connect(self._on_drawn)
        self._drawn = None  # the drawing the items show now
        self._build_items()
        # Labels with no place clear of the legend ("baseline", "area"): it says them.
        self._in_legend: set[str] = set()
        self._before_marker: tuple | None = None  # the labels as placed before the marker's
        self._path_hits: tuple = (None, {})  # which area-label places meet a path
        self._others: tuple = (None, [])  # the other models' drawn paths, by what is drawn
        self.baseline_box: Rect | None = None  # where the labels sit, in data coordinates
        self.area_box: Rect | None = None
        self.follow_session((self.signals.display, self._on_display))
        self.follow_geometry(self._redraw)
        self.refresh()

    def _build_items(self) -> None:
        self.area_fill = pg.PlotCurveItem(fillLevel=0.0, brush=style.AUC_FILL, pen=None)
        self.baseline = pg.PlotCurveItem(pen=self.pen(BASELINE_COLOUR, 1.2,
                                                      style=QtCore.Qt.PenStyle.DashLine))
        self.segments = self.segment_items()
        self.area_label = text_item(style.AUC_TEXT, 10.5, anchor=(0.5, 0.5))
        self.baseline_label = text_item((80, 80, 80), 10.5, anchor=(0, 0))
        self.stack([self.area_fill, self.baseline, *self.segments.values(), self.marker,
                    self.marker_label, self.area_label, self.baseline_label, self.notice],
                   cached=(self.area_fill, self.baseline, *self.segments.values()))

    # ---- reading what is shown --------------------------------------------------------

    @property
    def precision_recall(self):
        """The focused curve's :class:`~core.engine.precision_recall.PrecisionRecall`
        once computed, else None."""
        curve = self.whole_curve()
        return known(curve, "precision_recall") if curve is not None else None

    # ---- user actions -----------------------------------------------------------------

    def _on_marker_dragged(self, pos: QtCore.QPointF) -> None:
        pr = self.precision_recall
        if pr is None:
            return
        width, height = self.pixels_per_unit()
        k = nearest_pr_vertex(pr.recall, pr.precision, pos.x(), pos.y(), width, height)
        self.session.set_threshold(pr.thresholds[k])

    # ---- drawing from the session -------------------------------------------------------

    def _on_data(self, *_args) -> None:
        if self.put_off():  # nothing is computed for a hidden view
            return
        self._stale = False
        self._drawn = None
        curve = self.session.curve
        for item in (*self.segments.values(), self.area_fill):
            item.setData([], [])
        self._show_numbers(None)
        # Precision changes within a block: a curve thinned out of memory cannot draw it
        # between the vertices it kept.
        self.say(None if curve is None else curve_notice(curve, translate(
            "PrView", "The precision-recall curve")))
        self._redraw()  # which draws nothing without a whole curve
        self._sync_layers()

    def _on_drawn(self) -> None:
        if self.isVisible() and not self._stale:
            self._redraw()
            self._sync_layers()

    def _sync_layers(self, *_args) -> None:
        """The paths of the other visible models, in their colours (a big path is drawn
        when its drawer has it, off the UI thread)."""
        if self.put_off() or self._stale:
            return
        window = self._window(y_bounded=False)
        for model, item in self.layer_items(drawn_whole, MODEL_LAYER_Z):
            drawing = self.drawer.drawing(model.curve, window)
            if drawing is not None:
                item.setData(drawing.whole.x, drawing.whole.y)
        self._legend_shown = None
        self.refresh_legend()

    def _redraw(self, *_args) -> None:
        curve = self.whole_curve()
        if curve is None or self._stale:
            return
        drawing = self.drawer.drawing(curve, self._window(y_bounded=False))
        if drawing is None:
            if self._drawn is None:
                self.say(translate("PrView", "computing the precision–recall curve…"))
            return
        first = self._drawn is None
        if drawing is not self._drawn:
            self._drawn = drawing
            for kind, item in self.segments.items():
                piece = drawing.pieces.get(kind, EMPTY)
                item.setData(piece.x, piece.y, connect="finite")
            self.area_fill.setData(drawing.whole.x, drawing.whole.y)
            self.refresh_legend()
        if first:
            self.notice.setVisible(False)
            self._show_numbers(self.precision_recall)

    def _show_numbers(self, pr) -> None:
        """The baseline, the area label, the marker and the legend, once the engine's
        precision–recall is known (all hidden before)."""
        ok = pr is not None
        show_items(ok, self.baseline, self.baseline_label, self.area_label, *self.segments.values())
        if not ok:
            show_items(False, self.marker, self.marker_label, self.area_fill)
            return
        b = pr.baseline
        self.baseline.setData([0.0, 1.0], [b, b])
        self.baseline_label.setHtml(translate(
            "PrView", "baseline = prevalence m<sup>+</sup>/n = {value}").format(
            value=style.format_number(b, 4)))
        self._in_legend = set()
        self.area_label.setHtml(translate("PrView", "<b>AP = {ap}</b><br>area = {area}").format(
            ap=style.format_number(pr.average_precision, 6), area=style.format_number(pr.area, 6)))
        self._on_display(self.session.display)
        self.place_labels()
        self._on_threshold(self.session.threshold)

    def _on_threshold(self, _threshold: float = 0.0) -> None:
        pr = self.precision_recall
        point = self.session.operating_point
        if pr is None or point is None or self._drawn is None:
            return
        k = point.vertex
        first = self.threshold_text(point)
        precision = point.precision
        second = (translate("PrView", "nothing predicted positive") if math.isnan(precision)
                  else translate("PrView", "precision {value}").format(
                      value=style.format_number(precision, 4)))
        recall = translate("PrView", "recall {value}").format(
            value=style.format_number(point.recall, 4))
        self.mark(float(pr.recall[k]), float(pr.precision[k]), f"{first}\n{recall}\n{second}")
        self._place_for_threshold()

    def _on_display(self, display) -> None:
        ok = self.precision_recall is not None  # None without a whole curve too
        self.marker.setVisible(ok and display.marker)
        self.area_fill.setVisible(ok and display.auc_area)
        self.refresh_legend()
        if ok:
            self._place_for_threshold()  # the marker's label shows where it has room
        else:
            self.marker_label.setVisible(False)

    def refresh_legend(self) -> None:
        pr = self.precision_recall
        ok, display = pr is not None, self.session.display
        moved = self._in_legend if pr is not None else set()
        baseline = (translate("PrView", "baseline (prevalence {value})").format(
            value=style.format_number(pr.baseline, 4))
            if "baseline" in moved else translate("PrView", "baseline (prevalence)"))
        if "area" in moved:
            area = translate("PrView", "AP {ap}, area {area}").format(
                ap=style.format_number(pr.average_precision, 6),
                area=style.format_number(pr.area, 6))
        else:
            area = (translate("PrView", "area under the path (interpolated)")
                    if display.auc_area else None)
        dense = self._drawn is not None and self._drawn.has_dense
        # A line per model: its name and average precision.
        models = (self.model_entries(drawn_whole, lambda m: f"{m.name}  {_ap_text(m.curve)}")
                  if ok else ())
        self.show_legend((ok, area, baseline, dense), lambda: [
            *self.segment_entries(SEGMENT_NAMES, dense),
            *([(LegendSwatch(brush=style.AUC_FILL), area)] if area is not None
              else []),
            (LegendSwatch(pen=self.baseline.opts["pen"]), baseline)] if ok else [],
            models)


def _ap_text(curve) -> str:
    pr = known(curve, "precision_recall")
    return "AP …" if pr is None else f"AP {pr.average_precision:.3f}"
