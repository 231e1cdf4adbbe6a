"""The DET plot: false negative rate against false positive rate on normal-deviate
axes (a detection error tradeoff curve), beside the ROC and precision–recall plots.

The focused model's DET table (:func:`core.engine.det.det_curve`, scikit-learn's
``det_curve``) is drawn as its path in deviates (:mod:`core.drawing.det_drawing`), each
other visible model thin in its own colour, with the operating point at the session's
threshold (dragged, it moves to the nearest vertex). The dashed line is chance (FNR =
1 − FPR). A better model lies nearer the bottom left; on these axes two normal score
distributions give a straight line.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore

from core.drawing.det_drawing import LIMIT, det_point
from core.drawing.label_placement import Rect
from core.engine.det import probit
from gui.base import style
from gui.base.i18n import translate
from gui.model import Session
from gui.views.analysis_results import results_of
from gui.views.items import LegendSwatch
from gui.views.probit_axis import ProbitAxis
from gui.views.rate_plot import RatePlot, curve_notice, drawn_whole

SHOWN = 3.29  # the deviates shown first: 0.05 % to 99.95 %
CHANCE_COLOUR = (110, 110, 110)
MODEL_LAYER_Z = 1.5


class DetView(RatePlot):
    """FNR against FPR on probit axes for the session's focused model.

    A view that is not shown computes nothing; it catches up when shown. ``figure_scale``
    draws a figure for export, as :class:`gui.views.roc_view.RocView` does.
    """

    axis_type = ProbitAxis
    legend_offset = (-8, 8)
    home = (-SHOWN, SHOWN)
    limits = (-LIMIT, LIMIT)
    narrowest = 1e-3

    def __init__(self, session: Session, parent=None, figure_scale: float | None = None):
        super().__init__(session, translate("DetView", "False positive rate (FPR)"),
                         translate("DetView", "False negative rate (FNR)"), parent,
                         figure_scale)
        self.results = results_of(session)
        self.chance = pg.PlotCurveItem([-LIMIT, LIMIT], [LIMIT, -LIMIT], pen=self.pen(
            CHANCE_COLOUR, 1.2, style=QtCore.Qt.PenStyle.DashLine))
        self.line = pg.PlotCurveItem(pen=self.pen(style.FOREGROUND, style.SEGMENT_WIDTH))
        self.stack([self.chance, self.line, self.marker, self.marker_label, self.notice])
        self.follow_session((self.signals.display, self._on_threshold))
        self.results.ready.connect(self._on_ready)
        self.follow_geometry(lambda *_args: None)  # one drawing serves every zoom
        self.refresh()

    # ---- reading what is shown --------------------------------------------------------

    @property
    def det(self):
        """The focused curve's :class:`~core.engine.det.DetCurve` once computed, else None."""
        drawn = self._drawing()
        return None if drawn is None else drawn[0]

    def _drawing(self):
        curve = self.whole_curve()
        return None if curve is None else self.results.det_drawing(curve, wait=self.figure)

    # ---- drawing from the session -------------------------------------------------------

    def _on_ready(self) -> None:
        if self.isVisible() and not self._stale:
            self._on_data()

    def _on_data(self, *_args) -> None:
        if self.put_off():
            return
        self._stale = False
        curve = self.session.curve
        drawn = self._drawing()
        problem = None if curve is None else curve_notice(
            curve, translate("DetView", "The DET curve"))
        if problem is None and curve is not None and drawn is None:
            problem = translate("DetView", "computing the DET curve…")
        self.say(problem, at=(0.0, 0.0))
        if drawn is None:
            self.line.setData([], [])
        else:
            self.line.setData(drawn[1].x, drawn[1].y)
        self._on_threshold()
        self._sync_layers()

    def _sync_layers(self, *_args) -> None:
        if self.put_off():
            return
        for model, item in self.layer_items(drawn_whole, MODEL_LAYER_Z):
            drawn = self.results.det_drawing(model.curve, wait=self.figure)
            if drawn is not None:
                item.setData(drawn[1].x, drawn[1].y)
        self.refresh_legend()

    def _on_threshold(self, *_args) -> None:
        # The marker's deviates load scipy.stats (most of a second): a DET plot not
        # shown places it when it is.
        if self.put_off():
            return
        point = self.session.operating_point
        ok = self.whole_curve() is not None and point is not None
        shown = ok and self.session.display.marker
        self.marker.setVisible(shown)
        if shown:
            self.mark(*det_point(point), self.threshold_text(point))
        self.place_labels()

    def place_labels(self, *_args) -> None:
        """The operating point's label at the first corner beside the marker that stays
        in view and off the legend; with none, no label (cut or under the legend it could
        not be read, and the threshold box says t)."""
        if not self.marker.isVisible():
            self.marker_label.setVisible(False)
            return
        pos = self.marker.pos()
        (x0, x1), (y0, y1) = self.view_box.viewRange()
        view, legend = Rect(x0, y0, x1, y1), self.legend_rect()
        for anchor in ((-0.08, 1.1), (1.08, 1.1), (-0.08, -0.1), (1.08, -0.1)):
            box = self.label_box(self.marker_label, pos.x(), pos.y(), anchor)
            if box.inside(view) and (legend is None or not box.intersects(legend)):
                self.marker_label.setAnchor(anchor)
                self.marker_label.setVisible(True)
                return
        self.marker_label.setVisible(False)

    def _on_marker_dragged(self, pos: QtCore.QPointF) -> None:
        drawn = self._drawing()
        if drawn is None:
            return
        det, _path = drawn
        width, height = self.pixels_per_unit()
        x, y = (np.clip(probit(v), -LIMIT, LIMIT) for v in (det.fpr, det.fnr))
        k = int(np.argmin(np.hypot((x - pos.x()) * width, (y - pos.y()) * height)))
        self.session.set_threshold(float(det.thresholds[k]))

    def refresh_legend(self) -> None:
        ok = self.whole_curve() is not None
        models = self.model_entries(drawn_whole, lambda m: m.name) if ok else ()
        # Each line's swatch in the line's own pen.
        self.show_legend(ok, lambda: [
            (LegendSwatch(pen=self.line.opts["pen"]),
             translate("DetView", "DET curve (FNR against FPR)")),
            (LegendSwatch(pen=self.chance.opts["pen"]),
             translate("DetView", "chance (FNR = 1 − FPR)"))] if ok else [], models)
