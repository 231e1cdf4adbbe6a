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
import weakref

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore, QtGui
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import SegmentType
from core.app.pipeline.answers import known, precision_recall_of
from core.drawing.geometry import nearest_pr_vertex
from core.drawing.labels import Rect, hits_path, under_path
from core.drawing.thinning import DENSE, EMPTY, OVERVIEW, CurveDrawing, Window, draw
from gui.base import style
from gui.base.background_work import BackgroundWork
from gui.base.i18n import translate
from gui.model import Session
from gui.views.curve_drawer import KINDS, is_big
from gui.views.items import LegendSwatch, VertexMarker
from gui.views.rate_plot import RatePlot, one_class_notice
from gui.views.threshold_keys import ALONG_THE_CURVE, handle_threshold_key


class _SegmentNames(style.Wording):
    """The kinds' names here, but the grey of several kinds within a pixel: the ROC
    view's name for it."""

    def __getitem__(self, key) -> str:
        return style.dense_name() if key == DENSE else super().__getitem__(key)


SEGMENT_NAMES = _SegmentNames("PrView", {
    DENSE: None,
    SegmentType.TRUE_POSITIVE: QT_TRANSLATE_NOOP("PrView", "positives only (precision rises)"),
    SegmentType.FALSE_POSITIVE: QT_TRANSLATE_NOOP("PrView", "negatives only (precision drops)"),
    SegmentType.MIXED: QT_TRANSLATE_NOOP("PrView", "tie block: both classes (curved)"),
})
BASELINE_COLOUR = (110, 110, 110)
LABEL_MARGINS = (0.05, 0.025, 0.01, 0.0)  # room around a label, tried widest first
TEXT_OVER_TEXT = 2  # a label over the legend or another label: worse than over a line
MODEL_LAYER_Z = 1.5  # other models: above the area and the baseline, below the focused path


class PrDrawer(BackgroundWork):
    """Hands out drawings of a curve's precision–recall path: exact for small curves;
    for big ones an overview thinned finer than any screen and details of deep zooms,
    computed off the UI thread (or at once, when ``synchronous``: figures cannot wait).

    Signals
    -------
    ready()
        A drawing asked for earlier is now available: ask again.
    """

    def __init__(self, synchronous: bool = False, parent=None):
        super().__init__("draw the precision-recall curve", parent)
        self.synchronous = synchronous
        self._paths: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._overviews: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
        self._detail = None  # (weakref to the curve, CurveDrawing)

    def drawing(self, curve, window: Window) -> CurveDrawing | None:
        """The drawing for ``window``, or None while it is computed (then ``ready``)."""
        overview = self.cached(curve)
        if overview is None:
            if is_big(curve) and not self.synchronous:
                return self._request(curve, None)
            overview = self._compute(curve, None)
        if not is_big(curve) or (OVERVIEW.pixel_x <= window.pixel_x
                                 and OVERVIEW.pixel_y <= window.pixel_y):
            return overview
        if self._detail is not None:
            ref, detail = self._detail
            if ref() is curve and detail.serves(window):
                return detail
        return self._request(curve, _widened(window))

    def cached(self, curve) -> CurveDrawing | None:
        """The overview already made for ``curve``, without asking for one."""
        with self._lock:
            return self._overviews.get(curve)

    def path(self, curve):
        """The engine's path for ``curve`` once computed, else None."""
        with self._lock:
            return self._paths.get(curve)

    def _request(self, curve, window):
        if self.synchronous:
            return self._compute(curve, window)
        self.submit((id(curve), window is not None), lambda: self._compute(curve, window))
        return None

    def next_key(self, keys: list):
        return min(keys, key=lambda k: k[1])  # the overview first: a detail needs its path

    def _compute(self, curve, window) -> CurveDrawing:
        path = self.path(curve)
        if path is None:
            path = precision_recall_of(curve).path()
            with self._lock:
                self._paths.clear()  # one curve's path at a time: it is as big as the data
                self._paths[curve] = path
        if window is None:
            drawing = draw(path.recall, path.precision, path.segment, KINDS,
                           OVERVIEW if is_big(curve) else None)
            with self._lock:
                self._overviews[curve] = drawing
            return drawing
        drawing = draw(path.recall, path.precision, path.segment, KINDS, window)
        self._detail = (weakref.ref(curve), drawing)
        return drawing


class PrView(RatePlot):
    """Precision against recall for the session's focused model, with the prevalence
    baseline, the draggable operating point, and average precision and the area.

    Items are created once and updated with ``setData``. A view that is not shown
    computes nothing (a big curve's path takes seconds); it catches up when shown.
    ``figure_scale`` draws a figure for export, as :class:`gui.views.roc_view.RocView` does.
    """

    def __init__(self, session: Session, parent=None, figure_scale: float | None = None):
        super().__init__(session, translate("PrView", "Recall (TPR)"),
                         translate("PrView", "Precision"), parent, figure_scale)
        figure = self.figure
        self.drawer = PrDrawer(synchronous=figure, parent=self)
        self.drawer.ready.connect(self._on_drawn)
        self._drawn = None  # the drawing the items show now
        self._stale = True  # the session changed while the view was hidden
        plot = self.getPlotItem()
        self.view_box.setLimits(xMin=-0.25, xMax=1.25, yMin=-0.25, yMax=1.25,
                                minXRange=1e-9, minYRange=1e-9)
        self.reset_zoom()

        self.area_fill = pg.PlotCurveItem(fillLevel=0.0, brush=style.AUC_FILL, pen=None)
        self.baseline = pg.PlotCurveItem(pen=self.pen(BASELINE_COLOUR, 1.2,
                                                      style=QtCore.Qt.PenStyle.DashLine))
        # As in the ROC view: pieces below a pixel whose pixel holds several kinds, in a
        # neutral colour under the typed pieces (a big curve is mostly these).
        self.segments = {
            kind: pg.PlotCurveItem(pen=self.pen(colour, style.SEGMENT_WIDTH,
                                                capStyle=QtCore.Qt.PenCapStyle.RoundCap),
                                   connect="finite", name=SEGMENT_NAMES[kind])
            for kind, colour in ((DENSE, style.DENSE_COLOUR), *style.SEGMENT_COLOURS.items())
        }
        self.marker = VertexMarker(style.MARKER_COLOUR, self.scale, self.pen_scale)
        self.marker_label = pg.TextItem(color=style.FOREGROUND, fill=(255, 255, 255, 215),
                                        border=self.pen((0, 0, 0, 60), 1))
        self.area_label = pg.TextItem(color=style.AUC_TEXT, anchor=(0.5, 0.5))
        self.baseline_label = pg.TextItem(color=(80, 80, 80), anchor=(0, 0))
        self.notice = pg.TextItem(color=style.FOREGROUND, anchor=(0.5, 0.5),
                                  fill=(255, 255, 255, 230), border=self.pen((0, 0, 0, 90), 1))
        layers = [self.area_fill, self.baseline, *self.segments.values(), self.marker,
                  self.marker_label, self.area_label, self.baseline_label, self.notice]
        for z, item in enumerate(layers):
            item.setZValue(z)
            plot.addItem(item)
        if not figure:
            # As in the ROC view: a threshold move repaints the marker, not the curve.
            for item in (self.area_fill, self.baseline, *self.segments.values()):
                item.setCacheMode(item.CacheMode.DeviceCoordinateCache)
        for label in (self.marker_label, self.area_label, self.baseline_label):
            label.setFont(_font(10.5))
        self.notice.setFont(_font(12))

        self.legend = pg.LegendItem(offset=(8, -8), labelTextColor=style.FOREGROUND,
                                    brush=(255, 255, 255, 225), pen=self.pen((0, 0, 0, 50), 1))
        self.legend.setParentItem(self.view_box)
        self.legend.setFlag(self.legend.GraphicsItemFlag.ItemIgnoresTransformations, False)
        self._legend_shown = None
        # Labels with no place clear of the legend ("baseline", "area"): it says them.
        self._in_legend: set[str] = set()
        self._before_marker: tuple | None = None  # the labels as placed before the marker's
        self._path_hits: tuple = (None, {})  # which area-label places meet the path
        self._placing = False
        self.baseline_box: Rect | None = None  # where the labels sit, in data coordinates
        self.area_box: Rect | None = None

        # One thin path per visible model but the focused one, made when first needed.
        self.model_layers: dict = {}  # Model -> PlotCurveItem
        self._subscriptions = [
            (self.signals.focusChanged, self._on_data),
            (self.signals.thresholdChanged, self._on_threshold),
            (self.signals.displayChanged, self._on_display),
            (self.signals.modelsChanged, self._sync_layers),
            (self.signals.modelChanged, self._sync_layers),
            (self.signals.highlightChanged, self._sync_layers),
        ]
        for signal, slot in self._subscriptions:
            signal.connect(slot)
        self.marker.sigPointerMoved.connect(self._on_marker_dragged)
        self.view_box.sigRangeChanged.connect(self._redraw)
        # A label's size in data units changes with the range too (as in the ROC view).
        self.view_box.sigRangeChanged.connect(self._on_resized)
        self.view_box.sigResized.connect(self._redraw)
        # Labels are placed on the view box's geometryChanged, not sigResized: the legend,
        # anchored to a corner of the view box, moves on geometryChanged (connected first);
        # on sigResized it still stands where the old size put it.
        self.view_box.geometryChanged.connect(self._on_resized)
        # The legend is laid out after its entries change: place the labels again then.
        self.legend.geometryChanged.connect(self.place_labels)
        self.refresh()

    # ---- reading what is shown --------------------------------------------------------

    @property
    def precision_recall(self):
        """The focused curve's :class:`~core.engine.precision_recall.PrecisionRecall`
        once computed, else None."""
        curve = self._curve()
        return known(curve, "precision_recall") if curve is not None else None

    def refresh(self) -> None:
        """Draw everything from the session as it is now."""
        self._stale = True
        self._on_data()

    def disconnect_session(self) -> None:
        """Stop following the session (before this view is thrown away)."""
        for signal, slot in self._subscriptions:
            signal.disconnect(slot)
        self._subscriptions = []

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self._on_data()

    # ---- user actions -----------------------------------------------------------------

    def reset_zoom(self) -> None:
        self.view_box.setRange(xRange=(0, 1), yRange=(0, 1), padding=0.02)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if not handle_threshold_key(self.session, event, ALONG_THE_CURVE):
            super().keyPressEvent(event)

    def _on_marker_dragged(self, pos: QtCore.QPointF) -> None:
        pr = self.precision_recall
        if pr is None:
            return
        width, height = self._pixels_per_unit()
        k = nearest_pr_vertex(pr.recall, pr.precision, pos.x(), pos.y(), width, height)
        self.session.set_threshold(pr.thresholds[k])

    # ---- drawing from the session -------------------------------------------------------

    def _curve(self):
        """The focused curve when it can be drawn here (both classes, every vertex)."""
        curve = self.session.curve
        ok = curve is not None and curve.has_both_classes and curve.complete
        return curve if ok else None

    def _on_data(self, *_args) -> None:
        if not self.isVisible():
            self._stale = True  # nothing is computed for a hidden view
            return
        self._stale = False
        self._drawn = None
        curve = self.session.curve
        ok = curve is not None and curve.has_both_classes and curve.complete
        if curve is not None and not ok:
            # Precision changes within a block: a curve thinned out of memory cannot
            # draw it between the vertices it kept.
            self.notice.setText(one_class_notice(curve) if not curve.has_both_classes
                                else _thinned_notice(curve))
        for item in (*self.segments.values(), self.area_fill):
            item.setData([], [])
        self._show_numbers(None)
        self.notice.setPos(0.5, 0.5)
        self.notice.setVisible(curve is not None and not ok)
        if ok:
            self._redraw()
        self._sync_layers()

    def _on_drawn(self) -> None:
        if self.isVisible() and not self._stale:
            self._redraw()
            self._sync_layers()

    def _sync_layers(self, *_args) -> None:
        """The paths of the other visible models, in their colours (a big path is drawn
        when its drawer has it, off the UI thread)."""
        if not self.isVisible() or self._stale:
            self._stale = True
            return
        session = self.session
        for model in [m for m in self.model_layers if m not in session.models]:
            self.getPlotItem().removeItem(self.model_layers.pop(model))
        highlighted = session.highlighted or ()
        window = self._window()
        for model in session.models:
            curve = model.curve
            show = (model.visible and model is not session.focused
                    and curve.has_both_classes and curve.complete)
            item = self.model_layers.get(model)
            if item is None:
                if not show:
                    continue
                item = self.model_layers[model] = pg.PlotCurveItem()
                item.setZValue(MODEL_LAYER_Z)
                self.getPlotItem().addItem(item)
            item.setVisible(show)
            if not show:
                continue
            width = style.MODEL_WIDTH * (1.8 if model in highlighted else 1.0)
            item.setPen(self.pen(model.colour, width))
            drawing = self.drawer.drawing(curve, window)
            if drawing is not None:
                item.setData(drawing.whole.x, drawing.whole.y)
        self._legend_shown = None
        self._update_legend(self.precision_recall is not None, session.display)
        self.place_labels()  # the labels keep off the other models' paths

    def _model_entries(self) -> tuple:
        """(colour, width, text) per visible model, when more than one is visible: its
        name and average precision."""
        session = self.session
        visible = [m for m in session.visible_models()
                   if m.curve.has_both_classes and m.curve.complete]
        if len(visible) < 2:
            return ()
        entries = []
        for model in visible:
            pr = known(model.curve, "precision_recall")
            ap = "AP …" if pr is None else f"AP {pr.average_precision:.3f}"
            if model is session.focused:
                entries.append((style.FOREGROUND, style.SEGMENT_WIDTH, f"▶ {model.name}  {ap}"))
            else:
                entries.append((model.colour, style.MODEL_WIDTH, f"{model.name}  {ap}"))
        return tuple(entries)

    def _redraw(self, *_args) -> None:
        curve = self._curve()
        if curve is None or self._stale:
            return
        drawing = self.drawer.drawing(curve, self._window())
        if drawing is None:
            if self._drawn is None:
                self.notice.setText(translate("PrView", "computing the precision–recall curve…"))
                self.notice.setPos(0.5, 0.5)
                self.notice.setVisible(True)
            return
        first = self._drawn is None
        if drawing is not self._drawn:
            self._drawn = drawing
            for kind, item in self.segments.items():
                piece = drawing.pieces.get(kind, EMPTY)
                item.setData(piece.x, piece.y, connect="finite")
            self.area_fill.setData(drawing.whole.x, drawing.whole.y)
            self._update_legend(self.precision_recall is not None, self.session.display)
        if first:
            self.notice.setVisible(False)
            self._show_numbers(self.precision_recall)

    def _show_numbers(self, pr) -> None:
        """The baseline, the area label, the marker and the legend, once the engine's
        precision–recall is known (all hidden before)."""
        ok = pr is not None
        for item in (self.baseline, self.baseline_label, self.area_label, *self.segments.values()):
            item.setVisible(ok)
        if not ok:
            self.marker.setVisible(False)
            self.marker_label.setVisible(False)
            self.area_fill.setVisible(False)
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
        x, y = float(pr.recall[k]), float(pr.precision[k])
        self.marker.setPos(x, y)
        typed = style.threshold_of(self.session, point.threshold)
        reached = style.threshold_of(self.session, point.vertex_threshold)
        first = f"t = {typed}"
        if reached != typed:  # a float32 score's text may be a typed t's exactly
            first = translate("PrView", "t = {typed}, predicts like {reached}").format(
                typed=typed, reached=reached)
        precision = point.precision
        second = (translate("PrView", "nothing predicted positive") if math.isnan(precision)
                  else translate("PrView", "precision {value}").format(
                      value=style.format_number(precision, 4)))
        recall = translate("PrView", "recall {value}").format(
            value=style.format_number(point.recall, 4))
        self.marker_label.setText(f"{first}\n{recall}\n{second}")
        self.marker_label.setPos(x, y)
        self._place_for_threshold()

    def _on_display(self, display) -> None:
        ok = self._curve() is not None and self.precision_recall is not None
        self.marker.setVisible(ok and display.marker)
        self.marker_label.setVisible(ok and display.marker)
        self.area_fill.setVisible(ok and display.auc_area)
        self._update_legend(ok, display)

    def _update_legend(self, ok: bool, display) -> None:
        pr = self.precision_recall
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
        models = self._model_entries() if ok else ()
        key = (ok, area, baseline, dense, models)
        if key == self._legend_shown:
            return
        self._legend_shown = key
        # Each entry added resizes the legend, whose geometry signal places the labels
        # again, which may change the legend: not while it is being rebuilt.
        placing, self._placing = self._placing, True
        try:
            entries = []
            if ok:
                entries = [(LegendSwatch(self.segments[kind], pen=self.pen(
                    style.SEGMENT_COLOURS[kind], style.SEGMENT_WIDTH)), SEGMENT_NAMES[kind])
                    for kind in (SegmentType.TRUE_POSITIVE, SegmentType.FALSE_POSITIVE,
                                 SegmentType.MIXED)]
                if dense:
                    entries.append((LegendSwatch(self.segments[DENSE], pen=self.pen(
                        style.DENSE_COLOUR, style.SEGMENT_WIDTH)), SEGMENT_NAMES[DENSE], True))
                if area is not None:
                    entries.append((LegendSwatch(self.area_fill, brush=style.AUC_FILL), area))
                entries.append((LegendSwatch(self.baseline, pen=self.pen(
                    BASELINE_COLOUR, 1.2, style=QtCore.Qt.PenStyle.DashLine)), baseline))
                entries += [(LegendSwatch(None, pen=self.pen(colour, width)), text)
                            for colour, width, text in models]
            self.fill_legend(entries)
        finally:
            self._placing = placing
        if not placing:
            self.place_labels()

    # ---- labels that touch nothing ------------------------------------------------------

    def place_labels(self, *_args) -> None:
        """The baseline's label on its line; the area label where it crosses neither the
        path, the baseline, the legend nor the baseline's label, as far from them as the
        plot allows; then the operating point's label. A label the legend would cover
        wherever it goes is said in the legend instead.

        Every placement starts from the legend without moved labels, so where labels go
        is a function of the plot and the threshold as they are now, not of the past."""
        # Nothing to place without the engine's precision-recall (a class missing, a
        # curve computed out of memory, or one not computed yet).
        if (self._placing or self._drawn is None or not self.baseline.isVisible()
                or self.precision_recall is None):
            return
        display = self.session.display
        self._placing = True
        try:
            if self._in_legend:
                self._in_legend = set()
                self._update_legend(True, display)
            # A label moved into the legend changes the legend: place again until
            # nothing more moves (the moved set only grows, so this ends).
            while True:
                moved = set(self._in_legend)
                self._place_baseline_label()
                self._place_area_label()
                if self._in_legend == moved:
                    break
                self._update_legend(True, display)
            # A threshold move starts again from here: the search for the area label's
            # place is the slow part, and nothing in it depends on the threshold.
            self._before_marker = (frozenset(self._in_legend), self.area_box,
                                   self.area_label.pos(), self.area_label.isVisible(),
                                   self.baseline_box, self.baseline_label.pos(),
                                   self.baseline_label.isVisible())
            self._place_around_marker(display)
        finally:
            self._placing = False

    def _place_for_threshold(self) -> None:
        """The labels for a new threshold, exactly as :meth:`place_labels` would place
        them, from where they stood before the marker's label was placed."""
        base = self._before_marker
        if self._placing or base is None:
            self.place_labels()
            return
        display = self.session.display
        (moved, self.area_box, area_pos, area_visible, self.baseline_box, base_pos,
         base_visible) = base
        self._placing = True
        try:
            if self._in_legend != set(moved):
                self._in_legend = set(moved)
                self._update_legend(True, display)
            self.area_label.setPos(area_pos)
            self.area_label.setVisible(area_visible)
            self.baseline_label.setPos(base_pos)
            self.baseline_label.setVisible(base_visible)
            self._place_around_marker(display)
        finally:
            self._placing = False

    def _place_around_marker(self, display) -> None:
        """The marker's label, the area label stepping aside for it; a label that goes
        into the legend makes it larger, so the baseline's is placed again."""
        while True:
            moved = set(self._in_legend)
            self._place_marker_label()
            if self._in_legend == moved:
                break
            self._update_legend(True, display)
            self._place_baseline_label()

    def _place_baseline_label(self) -> None:
        """On the baseline, at its left end or else its right, under the line or else
        over it: wherever it crosses neither the focused path nor another model's."""
        b = self.precision_recall.baseline
        legend = self.legend_rect()
        self.baseline_box = None
        paths = [self._path_points(), *self._other_paths()]
        under = b >= 0.08  # hanging under the line, unless there is no room below it
        if "baseline" not in self._in_legend:
            for x, side, hangs in ((0.01, 0, under), (0.99, 1, under),
                                   (0.01, 0, not under), (0.99, 1, not under)):
                anchor = (side, 0) if hangs else (side, 1.0)
                box = self.label_box(self.baseline_label, x, b, anchor)
                # Wider than the plot (a narrow one), it would be cut at the edge; across
                # a path, over the legend or out of the square, it is read in the legend.
                if (box.x0 >= -0.01 and box.x1 <= 1.01 and box.y0 >= -0.01
                        and box.y1 <= 1.01 and (legend is None or not box.intersects(legend))
                        and not any(hits_path(box, px, py) for px, py in paths)):
                    self.baseline_label.setAnchor(anchor)
                    self.baseline_label.setPos(x, b)
                    self.baseline_box = box
                    break
            else:
                self._in_legend.add("baseline")
        self.baseline_label.setVisible("baseline" not in self._in_legend)

    def _on_resized(self, *_args) -> None:
        self.place_labels()

    def _taken(self) -> list[Rect]:
        """What a label must not cover: the legend and the baseline's label."""
        return [r for r in (self.legend_rect(), self.baseline_box) if r is not None]

    def _place_area_label(self, avoid=()) -> None:
        self.area_box = None
        self.area_label.setVisible("area" not in self._in_legend)
        if "area" in self._in_legend:
            return
        x, y = self._path_points()
        width, height = self.data_size(self.area_label)
        taken = self._taken() + list(avoid)
        baseline = self.precision_recall.baseline
        centres = [(cx, cy) for cy in np.linspace(0.95, 0.05, 19)
                   for cx in np.linspace(0.05, 0.95, 19) - width / 2]
        boxes = []
        for left, centre_y in centres:
            left = min(max(left, 0.01), 0.99 - width)
            box = Rect(left, centre_y - height / 2, left + width, centre_y + height / 2)
            if 0.01 <= box.y0 and box.y1 <= 0.99:
                boxes.append(box)
        if not boxes:
            return  # taller than the plot: left where it is
        # Whether each candidate meets the path depends on the drawing and the label's
        # size only: remembered, so that stepping aside for the marker's label (on every
        # threshold move that brings it here) tests only the other labels.
        known_for, hits = self._path_hits
        if known_for is None or known_for[0] is not self._drawn or known_for[1:] != (width,
                                                                                      height):
            hits = {}
            self._path_hits = ((self._drawn, width, height), hits)

        def meets_path(i, margin):
            if (i, margin) not in hits:
                hits[i, margin] = hits_path(boxes[i].grown(margin, margin), x, y)
            return hits[i, margin]

        others = self._other_paths()

        def crowding(i, margin):
            grown = boxes[i].grown(margin, margin)
            # Text over text is unreadable, over a line only harder to read.
            return (TEXT_OVER_TEXT * sum(grown.intersects(t) for t in taken)
                    + meets_path(i, margin) + (grown.y0 <= baseline <= grown.y1)
                    + sum(hits_path(grown, ox, oy) for ox, oy in others))

        def preference(i):
            # Under the path (in the area it names) if it can, then nearest the middle
            # of the plot's lower right.
            if ("under", i) not in hits:
                hits["under", i] = under_path(boxes[i], x, y)
            box = boxes[i]
            return (not hits["under", i], np.hypot(box.centre[0] - 0.6, box.centre[1] - 0.4))

        every = range(len(boxes))
        for margin in LABEL_MARGINS:
            clear = [i for i in every if crowding(i, margin) == 0]
            if clear:
                break
        else:  # a plot too small for a clear place: the least crowded one
            fewest = min(crowding(i, 0) for i in every)
            clear = [i for i in every if crowding(i, 0) == fewest]
        box = boxes[min(clear, key=preference)]
        legend = self.legend_rect()
        if legend is not None and box.intersects(legend):
            self._in_legend.add("area")  # under the legend it could not be read
            self.area_label.setVisible(False)
            return
        self.area_label.setPos(*box.centre)
        self.area_box = box

    def _place_marker_label(self) -> None:
        """The operating point's label at the first corner around the marker that stays
        in the square and clear of the path, the legend and the baseline's label; the
        area label, which can go anywhere, steps aside if it is there."""
        if not self.marker_label.isVisible() or self._drawn is None:
            return
        pos = self.marker.pos()
        mx, my = pos.x(), pos.y()
        x, y = self._path_points()
        taken = self._taken()
        preferred = (-0.08 if mx <= 0.55 else 1.08, -0.1 if my > 0.5 else 1.1)
        candidates = [preferred] + [(ax, ay) for ax in (-0.08, 1.08) for ay in (-0.1, 1.1)
                                    if (ax, ay) != preferred] + [(0.5, -0.25), (0.5, 1.25)]
        # Farther above and below, as the ROC view's marker label goes (a narrow plot
        # leaves the corners beside the marker to the area label).
        candidates += [(ax, ay) for ay in (2.3, -1.3) for ax in (-0.08, 1.08, 0.5)]
        chosen, mine, fewest = preferred, None, None
        square = Rect(-0.01, -0.01, 1.01, 1.01)
        for anchor in candidates:
            box = self.label_box(self.marker_label, mx, my, anchor)
            crowding = (hits_path(box, x, y) + TEXT_OVER_TEXT * sum(box.intersects(t) for t in taken)
                        + (0 if box.inside(square) else 10))
            if fewest is None or crowding < fewest:
                chosen, mine, fewest = anchor, box, crowding
            if crowding == 0:
                break
        self.marker_label.setAnchor(chosen)
        if self.area_box is not None and mine.intersects(self.area_box):
            self._place_area_label(avoid=[mine])

    def _other_paths(self) -> list[tuple[np.ndarray, np.ndarray]]:
        """The drawn paths of the other visible models, without their gaps."""
        out = []
        for item in self.model_layers.values():
            x, y = item.getData()
            if item.isVisible() and x is not None and len(x):
                x, y = np.asarray(x), np.asarray(y)
                finite = ~np.isnan(x) & ~np.isnan(y)
                out.append((x[finite], y[finite]))
        return out

    def _path_points(self) -> tuple[np.ndarray, np.ndarray]:
        whole = self._drawn.whole
        x, y = np.asarray(whole.x), np.asarray(whole.y)
        finite = ~np.isnan(x)
        return x[finite], y[finite]

    # ---- geometry -----------------------------------------------------------------------

    def _window(self) -> Window:
        # Precision is not monotone: the visible part is chosen by recall alone.
        (x0, x1), _ = self.view_box.viewRange()
        width, height = self._pixels_per_unit()
        return Window(x0, x1, -np.inf, np.inf, 1 / width, 1 / height)

    def _pixels_per_unit(self) -> tuple[float, float]:
        (x0, x1), (y0, y1) = self.view_box.viewRange()
        rect = self.view_box.boundingRect()
        ratio = self.devicePixelRatioF() * self.scale
        return (max(rect.width(), 1.0) * ratio / (x1 - x0),
                max(rect.height(), 1.0) * ratio / (y1 - y0))


def _thinned_notice(curve) -> str:
    """Why a curve thinned out of memory draws no precision–recall path: the engine's
    refusal (:meth:`core.engine.curve.RocCurve.require_complete`) in words that can be
    translated."""
    t = curve.thinning
    return translate("PrView", "The precision-recall curve needs every vertex of the curve, but it"
                               " was computed out of memory and thinned to a {grid} x {grid} grid"
                               " ({kept} of {total} vertices kept)").format(
        grid=t.grid, kept=f"{len(curve.tp):,}", total=f"{t.distinct_scores + 1:,}")


def _widened(window: Window) -> Window:
    """The window grown by half its width on each side (recall only), so small pans
    need no redraw."""
    dx = (window.x_max - window.x_min) / 2
    return Window(window.x_min - dx, window.x_max + dx, window.y_min, window.y_max,
                  window.pixel_x, window.pixel_y)


def _font(points: float) -> QtGui.QFont:
    font = QtGui.QFont()
    font.setPointSizeF(points)
    return font
