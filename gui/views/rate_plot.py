"""What the ROC and precision–recall views share: a square plot of two rates for a
session, drawn on screen or as an exported figure.

A figure is drawn ``figure_scale`` times larger than it is laid out. Qt draws cosmetic
pens in device pixels, ignoring the painter's scale, so pen widths are scaled here
instead: by the figure's scale, or on a screen scaled for high DPI by its pixel ratio,
so that lines are as thick as the text is large.
"""

from __future__ import annotations

import contextlib
import math
from dataclasses import dataclass

import pyqtgraph as pg
from PySide6 import QtCore, QtGui

from core import SegmentType
from core.drawing.label_placement import Rect
from core.drawing.thinning import DENSE, Window
from core.errors import SingleClassError, ThinnedCurveError
from gui.base import style
from gui.base.application import screen_pixel_ratio
from gui.base.i18n import said, translate
from gui.base.qt_session import signals_of
from gui.model import Session
from gui.views.items import LegendSwatch, VertexMarker, text_item
from gui.views.paint import fit_axis_label
from gui.views.plain_axis import hidden_axes, hide_sides
from gui.views.rate_axis import RateAxis
from gui.views.threshold_keys import ALONG_THE_CURVE, handle_threshold_key


@dataclass(frozen=True)
class KeyEntry:
    """One line of a plot's legend, as data: a line or a filled square of ``colour``."""

    colour: str
    fill: bool
    text: str


AXIS_ROOM_PIXELS = 60  # of a plot's side, what the other axis and the margins take


class RatePlot(pg.PlotWidget):
    """A plot of ``y_label`` against ``x_label``, both rates in [0, 1] (see
    :class:`gui.views.rate_axis.RateAxis`), one unit on each axis the same length.

    Attributes
    ----------
    session, signals
        The session shown and its Qt signals.
    figure : bool
        Whether this view draws an exported figure (synchronously, without caches).
    scale, pen_scale : float
        The figure's scale (1 on screen), and what pen widths are multiplied by.
    view_box : pyqtgraph.ViewBox
    legend : pyqtgraph.LegendItem
        In the corner of the plot that ``legend_offset`` points from.
    legend_entries : tuple of KeyEntry
        What the legend says, whether drawn on the plot or, in a plot too narrow for it
        (:meth:`set_legend_outside`), by the plots area beside it.
    model_layers : dict
        A thin curve per model but the focused one (:meth:`layer_items`), by model.

    Signals
    -------
    legendChanged()
        The legend's entries changed.
    """

    legendChanged = QtCore.Signal()
    #: The axes' class: rates in [0, 1] (the DET plot's are deviates).
    axis_type: type = RateAxis
    legend_offset = (-8, -8)
    # What both axes show first and after :meth:`reset_zoom`, how far a pan may go
    # (``limits``) and the narrowest range a zoom may reach.
    home = (0.0, 1.0)
    limits = (-0.25, 1.25)
    narrowest = 1e-9

    def __init__(self, session: Session, x_label: str, y_label: str, parent=None,
                 figure_scale: float | None = None):
        axis = type(self).axis_type
        # No context menu, from the start: pyqtgraph builds its view box's menu (forms of
        # widgets) otherwise, which setMenuEnabled(False) then throws away.
        super().__init__(parent=parent, background=style.BACKGROUND, enableMenu=False,
                         axisItems={"bottom": axis("bottom"), "left": axis("left"),
                                    **hidden_axes()})
        self.session = session
        self.signals = signals_of(session)
        self.figure = figure_scale is not None
        self.scale = figure_scale if self.figure else 1.0
        self.pen_scale = self.scale * (1.0 if self.figure else screen_pixel_ratio())
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(style.PLOT_MINIMUM_SIDE, style.PLOT_MINIMUM_SIDE)
        plot = self.getPlotItem()
        # Room on the right for the "1.0" under the axis' end, which is half outside it.
        plot.setContentsMargins(2, 4, 14, 2)
        self._axis_names = {"bottom": axis_name_forms(x_label), "left": axis_name_forms(y_label)}
        plot.setLabel("bottom", x_label)
        plot.setLabel("left", y_label)
        plot.setMenuEnabled(False)
        plot.hideButtons()
        hide_sides(plot)
        for side in ("bottom", "left"):
            plot.getAxis(side).setTextPen(style.FOREGROUND)
            plot.getAxis(side).setPen(self.pen(style.FOREGROUND, 1))
        self.view_box = plot.getViewBox()
        self.view_box.setAspectLocked(True, 1.0)
        low, high = self.limits
        self.view_box.setLimits(xMin=low, xMax=high, yMin=low, yMax=high,
                                minXRange=self.narrowest, minYRange=self.narrowest)
        self.reset_zoom()
        self.legend = self.make_legend(self.legend_offset)
        self.model_layers: dict = {}
        self._legend_shown = None  # what the legend was filled from (show_legend)
        self._make_marker()

    def reset_zoom(self) -> None:
        self.view_box.setRange(xRange=self.home, yRange=self.home, padding=0.02)

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if not handle_threshold_key(self.session, event, ALONG_THE_CURVE):
            super().keyPressEvent(event)

    def pixels_per_unit(self) -> tuple[float, float]:
        """Device pixels per data unit, so that a high-DPI screen (or a large export)
        gets its detail."""
        (x0, x1), (y0, y1) = self.view_box.viewRange()
        rect = self.view_box.boundingRect()
        ratio = self.devicePixelRatioF() * self.scale
        return (max(rect.width(), 1.0) * ratio / (x1 - x0),
                max(rect.height(), 1.0) * ratio / (y1 - y0))

    def _window(self, y_bounded: bool = True) -> Window:
        """What is in view, for thinning a drawing to it; every height when not
        ``y_bounded`` (precision is not monotone: the visible part of a precision–recall
        path is chosen by recall alone)."""
        (x0, x1), (y0, y1) = self.view_box.viewRange()
        width, height = self.pixels_per_unit()
        if not y_bounded:
            y0, y1 = -math.inf, math.inf
        return Window(x0, x1, y0, y1, 1 / width, 1 / height)

    def threshold_text(self, point) -> str:
        """The operating point's threshold as the marker's label says it."""
        typed = style.threshold_shown(self.session, point.threshold)
        reached = style.threshold_shown(self.session, point.vertex_threshold)
        if reached == typed:  # a float32 score's text may be a typed t's exactly
            return f"t = {typed}"
        return translate("RocView", "t = {typed}, predicts like {reached}").format(
            typed=typed, reached=reached)

    def pen(self, colour, width: float, **options) -> QtGui.QPen:
        """A pen whose width scales with an exported figure and with the screen."""
        return pg.mkPen(colour, width=width * self.pen_scale, **options)

    # ---- the items both plots draw --------------------------------------------------------

    def segment_items(self) -> dict:
        """A curve item per kind of piece, by kind. :data:`DENSE` comes first: pieces
        below a pixel whose pixel holds several kinds, in a neutral colour drawn under
        the typed pieces (no kind may claim a pixel it only shares)."""
        return {kind: pg.PlotCurveItem(pen=self.pen(colour, style.SEGMENT_WIDTH,
                                                    capStyle=QtCore.Qt.PenCapStyle.RoundCap),
                                       connect="finite")
                for kind, colour in ((DENSE, style.DENSE_COLOUR),
                                     *style.SEGMENT_COLOURS.items())}

    def segment_entries(self, names, dense: bool) -> list:
        """The legend's line per kind of piece, named by ``names``, and with ``dense`` the
        grey of several kinds within a pixel (a line that comes and goes with the plot's
        size). Swatches are made afresh on every rebuild: the legend closes the ones it
        removes."""
        return [(LegendSwatch(pen=self.pen(
                    style.SEGMENT_COLOURS.get(kind, style.DENSE_COLOUR), style.SEGMENT_WIDTH)),
                 style.dense_name() if kind == DENSE else names[kind], kind == DENSE)
                for kind in (*SegmentType, *((DENSE,) if dense else ()))]

    def _make_marker(self) -> None:
        """``marker``, the draggable operating point, its ``marker_label``, and the
        ``notice`` said in place of a curve (each view stacks them among its items)."""
        self.marker = VertexMarker(style.MARKER_COLOUR, self.scale, self.pen_scale)
        self.marker_label = text_item(style.FOREGROUND, 10.5, fill=(255, 255, 255, 215),
                                      border=self.pen((0, 0, 0, 60), 1))
        self.notice = text_item(style.FOREGROUND, 12, anchor=(0.5, 0.5),
                                fill=(255, 255, 255, 230), border=self.pen((0, 0, 0, 90), 1))

    def mark(self, x: float, y: float, text: str) -> None:
        """The operating point at ``(x, y)``, its label saying ``text``."""
        self.marker.setPos(x, y)
        self.marker_label.setText(text)
        self.marker_label.setPos(x, y)

    def say(self, text: str | None, at=(0.5, 0.5)) -> None:
        """Say ``text`` in place of a curve, at ``at`` (None: say nothing)."""
        self.notice.setText(text or "")
        self.notice.setPos(*at)
        self.notice.setVisible(text is not None)

    def make_legend(self, offset: tuple[int, int]) -> pg.LegendItem:
        """The legend, in the corner of the plot that ``offset`` points from."""
        legend = pg.LegendItem(offset=offset, labelTextColor=style.FOREGROUND,
                               brush=(255, 255, 255, 225), pen=self.pen((0, 0, 0, 50), 1))
        legend.setParentItem(self.view_box)
        # pyqtgraph keeps legends at screen size; an exported figure scales everything,
        # and the legend must scale with it.
        legend.setFlag(legend.GraphicsItemFlag.ItemIgnoresTransformations, False)
        return legend

    def stack(self, layers, cached=()) -> None:
        """Put ``layers`` on the plot, each above the ones before it; on screen, the
        ``cached`` are drawn from pixmaps (strokes of thousands of points take
        milliseconds: a threshold move then repaints only the marker)."""
        plot = self.getPlotItem()
        for z, item in enumerate(layers):
            item.setZValue(z)
            plot.addItem(item)
        if not self.figure:
            for item in cached:
                item.setCacheMode(item.CacheMode.DeviceCoordinateCache)

    def layer_items(self, drawable, z: float) -> list:
        """``(model, item)`` for every visible model but the focused one whose curve is
        ``drawable(curve)``: a thin curve at ``z`` in its colour (wider when
        highlighted), made when first needed; the others' are hidden, and a curve whose
        model left the session goes with it."""
        session = self.session
        for gone in [m for m in self.model_layers if m not in session.models]:
            self.getPlotItem().removeItem(self.model_layers.pop(gone))
        highlighted = session.highlighted or ()
        shown = []
        for model in session.models:
            show = model.visible and model is not session.focused and drawable(model.curve)
            item = self.model_layers.get(model)
            if item is None:
                if not show:
                    continue
                item = self.model_layers[model] = pg.PlotCurveItem()
                item.setZValue(z)
                self.getPlotItem().addItem(item)
            item.setVisible(show)
            if show:
                width = style.MODEL_WIDTH * (1.8 if model in highlighted else 1.0)
                item.setPen(self.pen(model.colour, width))
                shown.append((model, item))
        return shown

    def model_entries(self, drawable, text) -> tuple:
        """``(colour, width, text(model))`` per visible model whose curve is
        ``drawable(curve)``, when more than one is: the legend's line per model, the
        focused one's marked ▶."""
        session = self.session
        visible = [m for m in session.visible_models() if drawable(m.curve)]
        if len(visible) < 2:
            return ()
        return tuple((style.FOREGROUND, style.SEGMENT_WIDTH, "▶ " + text(m))
                     if m is session.focused else (m.colour, style.MODEL_WIDTH, text(m))
                     for m in visible)

    def whole_curve(self):
        """The focused curve when it can be drawn here (both classes, every vertex)."""
        curve = self.session.curve
        return curve if curve is not None and drawn_whole(curve) else None

    def follow_geometry(self, redraw) -> None:
        """``redraw`` the curves on a zoom or a resize, and place the labels again."""
        self.view_box.sigRangeChanged.connect(redraw)
        # A label's size in data units changes with the range too.
        self.view_box.sigRangeChanged.connect(self.place_labels)
        self.view_box.sigResized.connect(redraw)
        # Labels are placed on the view box's geometryChanged, not sigResized: the legend,
        # anchored to a corner of the view box, moves on geometryChanged (connected first);
        # on sigResized it still stands where the old size put it.
        self.view_box.geometryChanged.connect(self.place_labels)
        # The legend is laid out after its entries change: place the labels again then.
        self.legend.geometryChanged.connect(self.place_labels)

    # A view told of a change while hidden draws it when shown (the PR and DET views).
    _stale = False

    def put_off(self) -> bool:
        """Whether this view is hidden: then it computes nothing now, and draws everything
        when shown."""
        if self.isVisible():
            return False
        self._stale = True
        return True

    def refresh(self) -> None:
        """Draw everything from the session as it is now."""
        self._stale = True
        self._on_data()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self._on_data()

    def follow_session(self, *pairs) -> None:
        """Follow the focused model (``_on_data``), the threshold (``_on_threshold``), the
        other visible models (``_sync_layers``, one thin path each) and each ``(signal,
        slot)`` of ``pairs``; the marker's drags go to ``_on_marker_dragged``.
        :meth:`disconnect_session` undoes the session's."""
        s = self.signals
        self._subscriptions = [(s.focused, self._on_data), (s.threshold, self._on_threshold),
                               *((signal, self._sync_layers)
                                 for signal in (s.models, s.model, s.highlighted)), *pairs]
        for signal, slot in self._subscriptions:
            signal.connect(slot)
        self.marker.sigPointerMoved.connect(self._on_marker_dragged)

    def disconnect_session(self) -> None:
        """Stop following the session (before this view is thrown away)."""
        for signal, slot in self._subscriptions:
            signal.disconnect(slot)
        self._subscriptions = []

    # Labels are placed in data coordinates from the view's range and size, which are
    # current before the view box's own transform is (a view just resized or shown).

    def data_per_pixel(self, pixels: float = 1.0) -> tuple[float, float]:
        (x0, x1), (y0, y1) = self.view_box.viewRange()
        box = self.view_box.boundingRect()
        return (pixels * (x1 - x0) / max(box.width(), 1.0),
                pixels * (y1 - y0) / max(box.height(), 1.0))

    def data_size(self, item) -> tuple[float, float]:
        """The width and height of a text item in data units (text keeps its size in
        pixels at any zoom, and is measured even while hidden)."""
        rect = item.boundingRect()
        dx, dy = self.data_per_pixel()
        return rect.width() * dx, rect.height() * dy

    def label_box(self, item, x: float, y: float, anchor: tuple[float, float]) -> Rect:
        """Where a text item at ``(x, y)`` with ``anchor`` sits, in data coordinates."""
        width, height = self.data_size(item)
        ax, ay = anchor
        top = y + ay * height
        return Rect(x - ax * width, top - height, x - ax * width + width, top)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_axis_names()

    def _fit_axis_names(self) -> None:
        """Each axis' name in its longest form that fits along the axis: a small plot
        cut "True positive rate (TPR)" at both ends."""
        plot = self.getPlotItem()
        if plot is None:  # the view is closed
            return
        room = {"bottom": self.width() - AXIS_ROOM_PIXELS, "left": self.height() - AXIS_ROOM_PIXELS}
        for side, forms in self._axis_names.items():
            fit_axis_label(plot.getAxis(side), forms, room[side])

    def text_rect(self, item) -> Rect:
        """Where ``item`` (a text item, or the legend) sits, in data coordinates, as its
        next paint will draw it: the view's matrix and a text item's transform are
        brought up to date first (a window not painted yet holds those of its first,
        tiny layout)."""
        self.view_box.childTransform()
        if isinstance(item, pg.TextItem):
            item.updateTransform(force=True)
        r = item.mapRectToItem(self.view_box.childGroup, item.boundingRect())
        return Rect(min(r.left(), r.right()), min(r.top(), r.bottom()),
                    max(r.left(), r.right()), max(r.top(), r.bottom()))

    def legend_rect(self) -> Rect | None:
        """The legend in data coordinates (it keeps its place in the view box, so this
        changes with every zoom); None when it is hidden or empty."""
        legend = self.legend
        return self.text_rect(legend) if legend.isVisible() and legend.items else None

    # ---- the legend, on the plot or beside it --------------------------------------------

    legend_entries: tuple = ()
    _axis_names: dict = {}  # by side, the axis' name and its shorter forms
    # The legend's (sample, label) rows that come and go with the plot's size: labels
    # moved there for want of room, the kind drawn where pieces share a pixel.
    _sized_rows: list = []
    legend_outside = False

    _placing = False

    @contextlib.contextmanager
    def placing(self):
        """Labels placed or the legend rebuilt meanwhile: no placement asked for then (by
        a geometry signal) is made. Gives whether one was under way already."""
        placing, self._placing = self._placing, True
        try:
            yield placing
        finally:
            self._placing = placing

    def show_legend(self, key, entries, models=()) -> None:
        """Put ``entries()`` — ``(swatch, text)`` with ``swatch`` a
        :class:`gui.views.items.LegendSwatch`, or ``(swatch, text, True)`` for a line that
        comes and goes with the plot's size (a label moved there for want of room, the
        kind drawn where pieces share a pixel) — and a line per ``(colour, width, text)``
        of ``models`` in the legend, keep them as data, and place the labels again;
        unless the legend was filled last for the same ``key`` and ``models``."""
        if (key, models) == self._legend_shown:
            return
        self._legend_shown = (key, models)
        entries = [*entries(), *((LegendSwatch(pen=self.pen(colour, width)), text)
                                 for colour, width, text in models)]
        # Each entry added resizes the legend, whose geometry signal places the labels
        # again, which may change the legend: not while it is being rebuilt.
        with self.placing() as placing:
            self.legend.clear()
            kept = []
            self._sized_rows = []
            for swatch, text, *moved in entries:
                self.legend.addItem(swatch, text)
                if moved and moved[0]:
                    self._sized_rows.append(self.legend.items[-1])
                look = swatch.brush if swatch.brush is not None else swatch.pen
                kept.append(KeyEntry(look.color().name(), swatch.brush is not None, text))
            self.legend.setVisible(bool(kept) and not self.legend_outside)
            if tuple(kept) != self.legend_entries:
                self.legend_entries = tuple(kept)
                self.legendChanged.emit()
        if not placing:
            self.place_labels()

    def legend_crowds(self, side: float, share: float = 0.3) -> bool:
        """Whether the legend, drawn on a plot ``side`` pixels square, would take more
        than ``share`` of its height (several models and a few analyses make it long).

        Judged without the lines that come and go with the plot's size (labels that
        found no room on it, the kind drawn where pieces share a pixel): where the legend
        goes decides the plot's size, so counting them would let the two decisions flip
        each other without end. Judged from what each row's text needs, not from the
        legend's geometry: that is laid out later, shown or hidden, so it would make the
        layout at a size depend on the way the window came to it."""
        if not self.legend_entries:
            return False
        moved = {id(label) for _sample, label in self._sized_rows}
        _left, top, _right, bottom = self.legend.layout.getContentsMargins()
        height = top + bottom + sum(max(sample.minimumHeight(), label.minimumHeight())
                                    for sample, label in self.legend.items
                                    if id(label) not in moved)
        return height > share * side

    def own_legend_rows(self) -> int:
        """The legend's lines but those that come and go with the plot's size."""
        return len(self.legend_entries) - len(self._sized_rows)

    def movable_rows(self) -> int:
        """How many lines may come and go with the plot's size, at most: the grey
        "several kinds within a pixel" line (and, in views whose labels can move into
        the legend, one per such label). Room below the plots is kept for all of them,
        so the plots' size never depends on where the labels went."""
        return 1

    def set_legend_outside(self, outside: bool) -> None:
        """Whether the legend is said beside the plot instead of drawn on it (a narrow
        plot: drawn on it, it would cover most of the curve)."""
        if outside == self.legend_outside or self.figure:
            return
        self.legend_outside = outside
        self.legend.setVisible(bool(self.legend_entries) and not outside)
        self.place_labels()

    def place_labels(self, *_args) -> None:  # the views place theirs
        pass


def curve_notice(curve, what: str | None = None) -> str | None:
    """What a plot says instead of ``curve``: the engine's refusal of a curve of one
    class (:meth:`core.engine.curve.RocCurve.require_both_classes`) or, for a plot that
    needs every vertex (``what``, its name translated by the caller), of a curve thinned
    out of memory (:meth:`~core.engine.curve.RocCurve.require_complete`), in the
    window's language; None when the curve can be drawn."""
    try:
        curve.require_both_classes()
        if what is not None:
            curve.require_complete(what)
    except (SingleClassError, ThinnedCurveError) as refusal:
        return said(refusal)
    return None


def drawn_whole(curve) -> bool:
    """Whether a plot that needs every vertex (precision–recall, DET) can draw ``curve``."""
    return curve.has_both_classes and curve.complete


def axis_name_forms(name: str) -> list[str]:
    """An axis' name, then shorter forms of it, longest first: the words before a
    parenthesis, then what it holds ("True positive rate (TPR)", "True positive rate",
    "TPR")."""
    forms = [name]
    if name.endswith(")") and " (" in name:
        before, _, inside = name[:-1].rpartition(" (")
        forms += [before, inside]
    return forms
