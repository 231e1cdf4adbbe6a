"""The ROC plot: segments coloured by type, the shaded AUC and rank-loss areas, the tie
band, the pair grid and the draggable operating point."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore

from core import TieOrdering
from core.drawing.geometry import distance_to_path, nearest_curve_vertex
from core.drawing.label_placement import Rect
from core.drawing.thinning import EMPTY, spliced
from gui.base import style
from gui.base.i18n import translate
from gui.model import Session
from gui.views.curve_drawer import CurveDrawer
from gui.views.items import AreaFill, Band, LegendSwatch, show_items, text_item
from gui.views.overlays import OVERLAYS
from gui.views.rate_plot import RatePlot, curve_notice
from gui.views.roc_labels import RocLabels

CLICK_PIXELS = 6  # how near a click must be to another model's curve to focus it
MODEL_LAYER_Z = 6.5  # other models: above the fills and the chance line, below the focused curve
# The areas' and the band's brushes by display flag, in the legend's order.
AREA_BRUSHES = {"auc_area": style.AUC_FILL, "rank_loss_area": style.RANK_LOSS_FILL,
                "band": style.BAND_FILL}


class RocView(RocLabels, RatePlot):
    """Square ROC plot of a :class:`~gui.model.Session`.

    Every item is created once here and updated with ``setData`` when the session notifies.
    Curves with more than ``style.THIN_ABOVE_POINTS`` points are thinned to the visible
    window's pixels (and thinned again on zoom); numbers never come from thinned data.
    """

    def __init__(self, session: Session, parent=None, figure_scale: float | None = None):
        # A figure of any shape shows the whole square at one scale, so it may need room
        # beside it (no ticks there: rates stay in [0, 1]); a screen keeps near it.
        if figure_scale is not None:
            self.limits = (-3.0, 4.0)
        super().__init__(session, translate("RocView", "False positive rate (FPR)"),
                         translate("RocView", "True positive rate (TPR)"), parent, figure_scale)
        # A figure cannot wait for background thinning or use cached pixmaps.
        self.drawer = CurveDrawer(synchronous=self.figure, parent=self)
        self.drawer.ready.connect(self._redraw_curves)
        self.drawer.ready.connect(self._sync_layers)

        self._build_items()
        self._drawn: dict = {}  # what the items show now, to skip setting it again
        self._has_dense = False
        self._overflow: dict = {}  # display flag -> label text shown in the legend instead
        self.label_rects: dict = {}  # display flag -> where its label sits (data coords)
        self.marker_label_rect: Rect | None = None
        self._follow_session()
        self.refresh()

    def _build_items(self) -> None:
        """The focused model's items, each at its own depth in the plot (the overlays and
        the other models' curves are drawn between them)."""
        self.grid = pg.PlotCurveItem(pen=self.pen(style.GRID_COLOUR, 1), connect="pairs")
        self.chance = pg.PlotCurveItem([0, 1], [0, 1], pen=self.pen(
            style.CHANCE_COLOUR, 1.2, style=QtCore.Qt.PenStyle.DashLine))
        self.rank_loss_fill = AreaFill(1.0, style.RANK_LOSS_FILL)
        self.auc_fill = AreaFill(0.0, style.AUC_FILL)
        self.band = Band(style.BAND_FILL, keys=(TieOrdering.BEST, TieOrdering.WORST))
        self.segments = self.segment_items()
        self.auc_label = text_item(style.AUC_TEXT, 10.5, anchor=(0.5, 0.5))
        self.rank_loss_label = text_item(style.RANK_LOSS_TEXT, 10.5, anchor=(0.5, 0.5))
        self.band_label = text_item(style.BAND_TEXT, 10.5, anchor=(0.5, 0.5))
        self.current_block = pg.PlotCurveItem(pen=self.pen(
            style.CURRENT_BLOCK_COLOUR, style.SEGMENT_WIDTH * 4,
            capStyle=QtCore.Qt.PenCapStyle.RoundCap))
        # The overlays' items and the other models' curves go between these by depth.
        self.stack([self.grid, self.rank_loss_fill, self.auc_fill, *self.band.edges.values(),
                    self.band, self.chance, self.current_block, *self.segments.values(),
                    self.marker, self.marker_label, self.auc_label, self.rank_loss_label,
                    self.band_label, self.notice],
                   cached=(self.grid, self.rank_loss_fill, self.auc_fill, self.band,
                           self.chance, *self.segments.values()))

    def _follow_session(self) -> None:
        signals = self.signals
        self.follow_session(
            (signals.focused, self._sync_layers), (signals.ordering, self._sync_layers),
            (signals.ordering, self._on_ordering), (signals.display, self._on_display),
            (signals.reveal, self._redraw_curves))
        self.overlays = [make(self) for make in OVERLAYS]
        self.scene().sigMouseClicked.connect(self._on_click)
        self.follow_geometry(self._redraw_curves)

    def refresh(self) -> None:
        """Draw everything from the session as it is now."""
        self._on_data()
        self._sync_layers()
        self._on_threshold(self.session.threshold)

    # ---- the other models ---------------------------------------------------------------

    def _sync_layers(self, *_args) -> None:
        """One thin curve in its own colour for every visible model but the focused one."""
        session = self.session
        before = self._layer_paths()
        for model, item in self.layer_items(lambda c: c.has_both_classes, MODEL_LAYER_Z):
            drawing = self.drawer.overview(model.curve, session.ordering)
            if drawing is not None and self._drawn.get(model) is not drawing:
                self._drawn[model] = drawing
                item.setData(drawing.whole.x, drawing.whole.y)
        self.refresh_legend()
        if self._layer_paths() != before:  # the labels keep off the other models' curves
            self.place_labels()

    def _layer_paths(self) -> list:
        """Which other models' curves are drawn, and their drawings."""
        return [(model, self._drawn.get(model)) for model, item in self.model_layers.items()
                if item.isVisible()]

    # ---- user actions -------------------------------------------------------------------

    def _on_click(self, event) -> None:
        """A click near another model's curve focuses that model."""
        if event.button() != QtCore.Qt.MouseButton.LeftButton or event.isAccepted():
            return
        model = self.model_near(self.view_box.mapSceneToView(event.scenePos()))
        if model is not None:
            event.accept()
            self.session.focus(model)

    def model_near(self, pos: QtCore.QPointF, pixels: float = CLICK_PIXELS):
        """The model (not the focused one) whose drawn curve passes within ``pixels`` of
        ``pos`` (view coordinates), the nearest if several; or None."""
        sx, sy = self.pixels_per_unit()
        best, best_distance = None, pixels
        for model, item in self.model_layers.items():
            if not item.isVisible():
                continue
            x, y = item.getData()
            if x is None or len(x) == 0:
                continue
            d = distance_to_path(x, y, pos.x(), pos.y(), sx, sy)
            if d <= best_distance:
                best, best_distance = model, d
        return best

    def _on_marker_dragged(self, pos: QtCore.QPointF) -> None:
        curve = self.session.curve
        if curve is None or not curve.has_both_classes:
            return
        width, height = self.pixels_per_unit()
        k = nearest_curve_vertex(curve, pos.x(), pos.y(), width, height)
        self.session.set_threshold(curve.thresholds[k])

    # ---- drawing from the session ---------------------------------------------------------

    def _on_data(self) -> None:
        curve = self.session.curve
        ok = curve is not None and curve.has_both_classes
        show_items(ok, *self.segments.values(), self.marker, self.marker_label, self.auc_fill,
                   self.rank_loss_fill, self.auc_label, self.rank_loss_label)
        self.say(None if curve is None else curve_notice(curve))
        # What was drawn for the previous data must not linger while the new is thinned.
        self._drawn = {}
        for item in (*self.band.edges.values(), self.grid):  # the grid: small data's again
            item.setData([], [])
        if not ok:  # the display hides what needs a curve of both classes
            self._overflow = {}  # no area is drawn, so none is named in the legend
            self._on_display(self.session.display)
            return
        # The operating point is the new model's even when its threshold equals the last.
        self._on_threshold(self.session.threshold)
        m_pos, m_neg = curve.n_positive, curve.n_negative
        if not curve.weighted and max(m_pos, m_neg) <= style.GRID_MAX_CELLS_PER_SIDE:
            xs, ys = np.arange(m_neg + 1) / m_neg, np.arange(m_pos + 1) / m_pos
            gx = np.r_[np.repeat(xs, 2), np.tile([0.0, 1.0], m_pos + 1)]
            gy = np.r_[np.tile([0.0, 1.0], m_neg + 1), np.repeat(ys, 2)]
            self.grid.setData(gx, gy, connect="pairs")
        self._on_display(self.session.display)
        self._on_ordering(self.session.ordering)

    def _on_ordering(self, _ordering=None) -> None:
        curve = self.session.curve
        if curve is None or not curve.has_both_classes:
            return
        self._redraw_curves()
        ordering = self.session.ordering
        self.auc_label.setHtml(_area_html("AUC", curve.auc_exact(ordering)))
        # Under best/worst the area above is the rank loss of that tie-free ordering.
        suffix = {"best": "(l1)", "worst": "(l2)"}.get(ordering.value, "")
        self.rank_loss_label.setHtml(_area_html(f"ℓ<sub>rank</sub>{suffix}",
                                                curve.area_above_exact(ordering)))
        self.band_label.setHtml(translate("RocView", "tie band = T/(m<sup>+</sup>m<sup>−</sup>)"
                                                     " = {value}").format(
            value=_value_text(curve.tie_band_exact())))
        self.place_labels()

    def _redraw_curves(self, *_args) -> None:
        shown = self.session.shown
        if shown is None or not shown.curve.has_both_classes:
            return
        # None means the drawer is still thinning: it signals when it is ready. The same
        # drawing as last time is not set again, which would throw away the pixmap caches
        # on every frame of a pan.
        drawing = self.drawer.drawing(shown.curve, self._window(), self.session.ordering)
        # A zoom's detail holds only the path near the window: the areas are filled from
        # it spliced into the overview, asked for here (a zoom reached under another tie
        # ordering has none yet) and spliced in again when it comes.
        overview = drawing and self.drawer.overview(shown.curve, self.session.ordering)
        reveal = self.session.reveal
        # The sweep's step start moves alone.
        drawn = (drawing, overview, reveal, self.session.reveal_from)
        if drawing is not None and self._drawn.get("curve") != drawn:
            self._drawn["curve"] = drawn
            corner = None
            if reveal is not None:  # the sweep replay: only what the sweep has reached
                fpr, tpr = shown.curve.rates(reveal, reveal + 1)
                corner = (float(fpr[0]), float(tpr[0]))
            for kind, item in self.segments.items():
                item.setData(*_up_to(drawing.pieces.get(kind, EMPTY), corner), connect="finite")
            if drawing.has_dense != self._has_dense:
                self._has_dense = drawing.has_dense
                self.refresh_legend()
            area = drawing.whole
            if overview is not None and overview is not drawing:  # a zoom's detail
                area = spliced(overview.whole, drawing.whole)
            whole = _up_to(area, corner)
            self.auc_fill.setData(*whole)
            self.rank_loss_fill.setData(*(([], []) if self.replaying else whole))
            self._draw_current_block(shown.curve, reveal)
            self.place_labels()
        if self.session.display.band and shown.curve.mixed_blocks:
            for ordering, item in self.band.edges.items():
                edge = self.drawer.overview(shown.curve, ordering)
                if edge is not None and self._drawn.get(ordering) is not edge:
                    self._drawn[ordering] = edge
                    item.setData(edge.whole.x, edge.whole.y)

    @property
    def replaying(self) -> bool:
        """Whether the sweep replay shows part of the curve: once it has reached the
        last vertex, the whole curve is drawn with all it has (areas, labels, overlays)
        although the replay still stands there."""
        reveal, curve = self.session.reveal, self.session.curve
        return reveal is not None and curve is not None and reveal < len(curve.tp) - 1

    def _draw_current_block(self, curve, reveal) -> None:
        """The blocks the sweep replay's step has just taken in, drawn wide and
        translucent."""
        if reveal is None or reveal == 0:
            self.current_block.setData([], [])
            return
        line = curve.polyline(self.session.ordering)
        since = self.session.reveal_from if self.session.reveal_from is not None else reveal - 1
        first, last = line.vertex_point[since], line.vertex_point[reveal]
        self.current_block.setData(line.x[first:last + 1], line.y[first:last + 1])

    def _on_threshold(self, _threshold: float) -> None:
        point = self.session.operating_point
        curve = self.session.curve
        if point is None or curve is None or not curve.has_both_classes:
            return
        x, y = point.fpr, point.tpr
        self.mark(x, y, f"{self.threshold_text(point)}\n"
                        f"FPR {style.format_number(x, 4)}, TPR {style.format_number(y, 4)}")
        self.place_labels(moved_alone=True)  # the area labels it would cover go to the legend

    def _on_display(self, display) -> None:
        curve = self.session.curve
        ok = curve is not None and curve.has_both_classes
        for on, items in ((display.marker, (self.marker, self.marker_label)),
                          (display.auc_area, (self.auc_fill, self.auc_label)),
                          (display.rank_loss_area, (self.rank_loss_fill, self.rank_loss_label))):
            show_items(ok and on, *items)
        self.grid.setVisible(display.grid)
        self.refresh_legend()
        show_band = ok and display.band and curve.mixed_blocks > 0
        self.band.setVisible(show_band)
        self.band_label.setVisible(ok and display.band)
        if ok:
            if show_band:
                self._redraw_curves()
            self.place_labels()

    # ---- the legend ---------------------------------------------------------------------

    def refresh_legend(self) -> None:
        """List exactly the layers drawn (a figure should not name what it hides), and
        with several models one line per model: its name and AUC (again when an
        overlay's changed)."""
        display = self.session.display
        # Areas and the band are named by their labels on the plot; in the legend, by the
        # label's words, only when their label found no room there.
        areas = tuple((flag, self._overflow[flag]) for flag in AREA_BRUSHES
                      if getattr(display, flag) and flag in self._overflow)
        session = self.session
        models = self.model_entries(lambda c: c.has_both_classes, lambda m: (
            f"{m.name}  {style.model_auc_text(m.data, session.ordering, session.analysis)}"))
        layers = tuple(entry for overlay in self.overlays
                       for entry in overlay.legend_entries())
        key = (self._has_dense, areas, layers)
        self.show_legend(key, lambda: [
            *self.segment_entries(style.SEGMENT_NAMES, self._has_dense),
            *((LegendSwatch(brush=AREA_BRUSHES[flag]), text, True) for flag, text in areas),
            *((LegendSwatch(brush=colour) if kind == "brush" else
               LegendSwatch(pen=self.pen(colour, width)), text, *moved)
              for kind, colour, width, text, *moved in layers)], models)

    def movable_rows(self) -> int:
        display = self.session.display
        return 1 + bool(self.session.analysis.best) + sum(
            bool(getattr(display, flag)) for flag in ("auc_area", "rank_loss_area", "band"))


def _up_to(path, corner):
    """The points of a monotone path (NaN-separated pieces) reached by the sweep when it
    stands at ``corner`` (every point left of and below it); all of it when None."""
    if corner is None:
        return path.x, path.y
    x, y = np.asarray(path.x), np.asarray(path.y)
    with np.errstate(invalid="ignore"):
        keep = ((x <= corner[0]) & (y <= corner[1])) | np.isnan(x)
    return x[keep], y[keep]


def _value_text(value: Fraction) -> str:
    text = style.format_number(value.numerator / value.denominator, 6)
    if value.denominator <= 1000 and value.denominator > 1:
        text += f" = {value.numerator}/{value.denominator}"
    return text


def _area_html(name: str, value: Fraction) -> str:
    return f"<b>{name} = {_value_text(value)}</b>"

