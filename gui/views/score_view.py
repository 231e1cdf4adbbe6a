"""Score distribution of each class with the draggable threshold line.

Positives rise above the score axis, negatives hang below it, in the colours of the
segments they produce (a positive makes a green step, a negative a red one). Few
samples are drawn one dot each, tied samples stacked; many are drawn as two histograms
on shared bins. Everything at or right of the threshold is predicted positive.

What keeps it readable (the numbers come from ``core.drawing``):

- the dots' size and stacking step follow the plot's height in pixels
  (:func:`~core.drawing.distribution_layout.dot_layout`): tied dots touch and never
  cover each other, at any size;
- counts on the vertical axis are thinned to whole numbers that fit, and bars carry
  their counts only when every number fits in its bin;
- far outliers are drawn in a hatched strip past a break at the edge of the axis, with
  "1 more at 1e6 →" under it (:mod:`core.drawing.score_axis`), so one outlier does not
  squeeze the rest into a pixel; the axis is monotone, so the line, the shaded
  predicted-positive region and the dots always agree;
- a dragged line lands on the distinct score drawn nearest the pointer (or +inf past
  the highest), as the ROC marker lands on a vertex: thresholds are scores, never
  positions of the hand.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore, QtGui

from core.drawing.distribution import SampleStacks, ScoreHistogram
from core.drawing.distribution_layout import (
    side_scales,
)
from core.drawing.score_axis import ScoreAxis, curve_score_axis, threshold_snap, whole_numbers
from gui.base import style
from gui.base.i18n import translate
from gui.base.qt_session import signals_of
from gui.model import Session
from gui.views.items import ThresholdLine, show_items
from gui.views.paint import fit_axis_label, tint
from gui.views.plain_axis import hidden_axes, hide_sides
from gui.views.score_axes import CountAxis, ScoreAxisItem
from gui.views.score_layout import ScoreLayout
from gui.views.threshold_keys import ALONG_THE_SCORES, handle_threshold_key

LINE_BESIDE_PIXELS = 9.0  # the line left of the lowest score: clear of its dots, in view
OUTLIER_TEXT = "#5a5a5a"
STRIP_BRUSH = QtGui.QBrush(QtGui.QColor(0, 0, 0, 45), QtCore.Qt.BrushStyle.BDiagPattern)


class ScoreView(ScoreLayout, pg.PlotWidget):
    """The scores of both classes and the threshold, bound to a :class:`Session`."""

    _score_names: list = []  # the score axis' name, longest form first
    _count_names: list = []  # the count axis' name, longest form first

    def __init__(self, session: Session, parent=None):
        # No context menu from the start (as RatePlot: not built to be thrown away).
        super().__init__(parent=parent, background=style.BACKGROUND, enableMenu=False,
                         axisItems={"left": CountAxis("left"),
                                    "bottom": ScoreAxisItem("bottom"), **hidden_axes()})
        self.session = session
        self.signals = signals_of(session)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMinimumHeight(150)
        self._build_axes()
        self._build_items()
        self.dot_layout = None
        self._x_limits = (0.0, 1.0)
        self._scales = side_scales(1, 1)  # the bars' count scales, one per side
        self._line_x = None
        self._line_text = ""
        self.signals.focused.connect(self._on_data)
        self.signals.threshold.connect(self._on_threshold)
        self.line.sigPointerMoved.connect(self._on_line_dragged)
        self.view_box.sigResized.connect(self._relayout)
        self.view_box.sigResized.connect(self._fit_score_name)
        self.view_box.sigXRangeChanged.connect(self._on_x_range)
        self._on_data()

    def _build_axes(self) -> None:
        plot = self.getPlotItem()
        plot.setLabel("bottom", translate("ScoreView", "Score"))
        # The axis label doubles as the legend: it costs no room over the dots. A plot
        # too short for its words says the signs alone, in the classes' colours.
        colours = {"negative": style.NEGATIVE_COLOUR, "positive": style.POSITIVE_COLOUR}
        self._count_names = [
            translate("ScoreView", "<span style='color:{negative}'>negatives ↓</span>&nbsp;&nbsp;"
                                   "<span style='color:{positive}'>positives ↑</span>").format(
                **colours),
            "<span style='color:{negative}'>−↓</span>&nbsp;<span style='color:{positive}'>+↑"
            "</span>".format(**colours)]
        plot.setLabel("left", self._count_names[0])
        plot.setMenuEnabled(False)
        plot.hideButtons()
        hide_sides(plot)
        self.score_axis_item: ScoreAxisItem = plot.getAxis("bottom")
        self.count_axis: CountAxis = plot.getAxis("left")
        self.view_box = plot.getViewBox()
        self.view_box.setMouseEnabled(x=True, y=False)

    def _build_items(self) -> None:
        plot = self.getPlotItem()
        self.predicted = pg.LinearRegionItem(movable=False, brush=style.PREDICTED_POSITIVE_FILL,
                                             pen=pg.mkPen(None))
        self.strips = [pg.LinearRegionItem(movable=False, brush=STRIP_BRUSH,
                                           pen=pg.mkPen((0, 0, 0, 60), width=1))
                       for _side in range(2)]
        self.axis_line = pg.InfiniteLine(0, angle=0, pen=pg.mkPen((0, 0, 0, 110)))
        self.positive_bars, self.negative_bars = (
            pg.BarGraphItem(x0=[], x1=[], y0=[], height=[], pen=pg.mkPen(colour, width=1.2),
                            brush=tint(colour, 120))
            for colour in (style.POSITIVE_COLOUR, style.NEGATIVE_COLOUR))
        self.dots = pg.ScatterPlotItem(size=11, pxMode=True)
        self.line = ThresholdLine(style.MARKER_COLOUR)
        self.line_label = pg.TextItem(color=style.FOREGROUND, anchor=(0, 0),
                                      fill=(255, 255, 255, 215))
        self.predicted_label = pg.TextItem(translate("ScoreView", "predicted positive (score ≥ t)"),
                                           color=(90, 90, 90), anchor=(1, 0))
        self.outlier_labels = [pg.TextItem(color=OUTLIER_TEXT, anchor=anchor,
                                           fill=(255, 255, 255, 200))
                               for anchor in ((0, 1), (1, 1))]
        for item in (self.positive_bars, self.negative_bars):
            # Redrawn only when the data change: a threshold move repaints the line.
            item.setCacheMode(item.CacheMode.DeviceCoordinateCache)
        data = (self.positive_bars, self.negative_bars, self.dots)  # the rest: outside autorange
        for z, item in enumerate((self.predicted, *self.strips, self.axis_line, *data, self.line,
                                  self.line_label, self.predicted_label,
                                  *self.outlier_labels)):
            item.setZValue(z)
            plot.addItem(item, ignoreBounds=item not in data)
        # Said instead of drawn when a model's rows are not at hand (computed out of memory).
        self.notice = pg.TextItem(color=style.FOREGROUND, anchor=(0.5, 0.5))
        self.notice.setVisible(False)
        plot.addItem(self.notice, ignoreBounds=True)
        self.count_font = QtGui.QFont(self.font())
        self.count_font.setPointSizeF(max(self.count_font.pointSizeF() - 1, 6))
        self.count_labels: list[pg.TextItem] = []  # a pool, reused as the bars change

    # ---- user actions -------------------------------------------------------------------

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if not handle_threshold_key(self.session, event, ALONG_THE_SCORES):
            super().keyPressEvent(event)

    def _on_line_dragged(self, pointer: float) -> None:  # pointer in axis units
        if self._snap is not None:
            self.session.set_threshold(self._snap.threshold_at(pointer))

    # ---- drawing from the session ---------------------------------------------------------

    def _on_data(self) -> None:
        # What the last data drew (the constructor's call makes these first).
        shown = self.session.shown
        self._dots = None
        self._bars = None
        self._bar_data: dict = {}
        self._bar_bins = None  # (bin left, bin right, positives, negatives), axis units
        self._vertex = None
        self.axis: ScoreAxis | None = None
        self._snap = None
        unavailable = shown is not None and not shown.curve.complete
        self._show_unavailable(unavailable)
        if shown is None:  # nothing yet (a file still loading): an empty plot
            show_items(False, *self.strips, *self.outlier_labels)
            return
        if unavailable:
            return
        curve, dist = shown.curve, shown.distribution
        per_value = isinstance(dist, ScoreHistogram) and dist.per_value
        # One bar per value of a rating scale: every value on the linear axis.
        axis = curve_score_axis(curve, breaks=not per_value)
        self.axis = axis
        self._snap = threshold_snap(curve.thresholds, axis)
        self.score_axis_item.score_axis = axis
        self.score_axis_item.integers = axis.unit == 1 and whole_numbers(curve.thresholds[1:])
        self.score_axis_item.picture = None
        if isinstance(dist, SampleStacks):
            self._draw_dots(dist)
        else:
            self._draw_histogram(dist)
        # Said under the plot, where a long line has room (the count axis is short).
        label = (translate("ScoreView", "Score") if axis.unit == 1
                 else translate("ScoreView", "Score (× {unit})").format(
                     unit=style.format_number(axis.unit, 1)))
        # Long forms first: the one that fits the plot's width is shown (a narrow plot
        # cut the whole sentence at both ends).
        self._score_names = [label]
        if not self._scales.shared:
            self._score_names = [
                translate("ScoreView", "{score} — positives and negatives each on their own"
                                       " count scale (see the counts at the left)").format(score=label),
                translate("ScoreView", "{score} — each class on its own count scale").format(
                    score=label),
                label]
        self._fit_score_name()
        self._draw_outliers(axis)
        start, end, span = axis.start, axis.inf_position, axis.span
        if per_value:  # the bins reach past the extreme scores
            start = min(start, float(axis.position(dist.edges[0])))
            end = max(end, float(axis.position(dist.edges[-1])))
        self._x_limits = (start - 0.5 * span, end + 0.5 * span)
        self.view_box.setLimits(xMin=self._x_limits[0], xMax=self._x_limits[1])
        self.view_box.setRange(xRange=(start - 0.04 * span, end + 0.04 * span), padding=0)
        self._relayout()
        self._on_threshold(self.session.threshold)

    def _draw_dots(self, dist: SampleStacks) -> None:
        self._scales = side_scales(1, 1)  # every dot a sample: one scale
        for bars in (self.positive_bars, self.negative_bars):
            _set_bars(bars, [], [], [], [])
            bars.setVisible(False)
        self._hide_count_labels()
        colours = np.where(dist.positive, style.POSITIVE_COLOUR, style.NEGATIVE_COLOUR)
        # Two brushes shared by every dot, picked per dot with numpy on each move.
        filled = np.empty(len(colours), dtype=object)
        filled[:] = np.where(dist.positive, pg.mkBrush(style.POSITIVE_COLOUR),
                             pg.mkBrush(style.NEGATIVE_COLOUR))
        self._dots = {"x": self.axis.position(dist.score), "y": dist.level.astype(float),
                      "colours": colours, "filled": filled,
                      "hollow": pg.mkBrush(255, 255, 255),
                      "vertex": dist.vertex, "pens": None, "size": None}
        self.dots.setVisible(True)

    def _colour_dots(self, point) -> None:
        """Set the dots with their pens, brushes and size, all in one call: filled when
        predicted positive (left of t on the sweep), hollow otherwise."""
        d = self._dots
        if d["pens"] is None:
            return  # not laid out yet: the layout draws them
        brushes = d["filled"] if point is None else np.where(
            d["vertex"] <= point.vertex, d["filled"], d["hollow"])
        self.dots.setData(d["x"], d["y"], pen=d["pens"], brush=brushes, size=d["size"],
                          symbol="o")

    def _draw_histogram(self, dist: ScoreHistogram) -> None:
        self.dots.setData([], [])
        self.dots.setVisible(False)
        axis = self.axis
        left, right = axis.position(dist.edges[:-1]), axis.position(dist.edges[1:])
        if dist.outliers_below:  # the outliers' bin is drawn across its strip
            left[0], right[0] = axis.strip_below
        if dist.outliers_above:
            left[-1], right[-1] = axis.strip_above
        self._bar_bins = (left.copy(), right.copy(), dist.positives, dist.negatives)
        # A rare class gets its own scale (its bars would be a few pixels high).
        scales = side_scales(dist.positives.max(initial=0), dist.negatives.max(initial=0))
        self._scales = scales
        if dist.per_value:
            # One score per bin: a narrow bar on it, drawn strong when predicted positive
            # and pale otherwise (like the dots), because the shaded region starts at t,
            # in the middle of the bar that t sits on.
            centre, half = (left + right) / 2, (right - left) * 0.3
            left, right = centre - half, centre + half
            strong = [tint(c, 200) for c in (style.POSITIVE_COLOUR, style.NEGATIVE_COLOUR)]
            pale = [tint(c, 50) for c in (style.POSITIVE_COLOUR, style.NEGATIVE_COLOUR)]
            # Compare the scores themselves with the threshold, not positions.
            self._bars = (self.session.curve.thresholds[:0:-1], strong, pale)
        self._bar_data = {
            self.positive_bars: (left, right, np.zeros(len(left)),
                                 dist.positives * scales.positive_unit),
            self.negative_bars: (left, right, -dist.negatives * scales.negative_unit,
                                 dist.negatives * scales.negative_unit),
        }
        self._colour_bars(self.session.operating_point)
        for bars in (self.positive_bars, self.negative_bars):
            bars.setVisible(True)

    def _colour_bars(self, point) -> None:
        """Set each histogram's bars with their brushes: one per bar (strong when
        predicted positive) for one bar per score, else the item's single brush."""
        predicted = None
        if self._bars is not None and point is not None:
            scores, strong, pale = self._bars
            predicted = scores >= point.vertex_threshold
        for i, (bars, data) in enumerate(self._bar_data.items()):
            brushes = (None if predicted is None
                       else [strong[i] if p else pale[i] for p in predicted])
            _set_bars(bars, *data, brushes=brushes)

    def _fit_score_name(self, *_args) -> None:
        plot = self.getPlotItem()
        if plot is None or not self._score_names:  # closed, or nothing drawn yet
            return
        fit_axis_label(plot.getAxis("bottom"), self._score_names, self.view_box.width() - 10)
        fit_axis_label(plot.getAxis("left"), self._count_names, self.view_box.height() - 4)

    def _draw_outliers(self, axis: ScoreAxis) -> None:
        """The hatched strips of far outliers, and what they hold in words."""
        sides = ((axis.below, axis.strip_below, False), (axis.above, axis.strip_above, True))
        for strip, label, (out, extent, high) in zip(self.strips, self.outlier_labels, sides):
            strip.setVisible(out is not None)
            label.setVisible(out is not None)
            if out is None:
                continue
            pad = 0.01 * axis.span
            strip.setRegion((extent[0] - pad, extent[1] + pad))
            one = out.nearest == out.farthest
            if high:
                words = (translate("ScoreView", "{count} more at {score} →") if one
                         else translate("ScoreView", "{count} more up to {score} →"))
            else:
                words = (translate("ScoreView", "← {count} more at {score}") if one
                         else translate("ScoreView", "← {count} more down to {score}"))
            label.setText(words.format(count=f"{out.count:,}",
                                       score=style.format_number(out.farthest, 3)))
            # The count picks the plural form; it is written with its thousands.
            tip = (ScoreView.tr("{count} far outliers ({positives} positive, {negatives}"
                                " negative), scores {nearest}, drawn compressed in the"
                                " hatched strip so the rest stay readable", None, out.count)
                   if one else
                   ScoreView.tr("{count} far outliers ({positives} positive, {negatives}"
                                " negative), scores {nearest} to {farthest}, drawn compressed"
                                " in the hatched strip so the rest stay readable", None,
                                out.count))
            label.setToolTip(tip.format(
                count=f"{out.count:,}", positives=f"{out.positives:,}",
                negatives=f"{out.negatives:,}", nearest=style.format_full(out.nearest),
                farthest=style.format_full(out.farthest)))

    def _on_threshold(self, threshold: float) -> None:
        point = self.session.operating_point
        if point is None or self.axis is None:
            return
        # The shading starts between the blocks the threshold separates, so that a
        # stack of tied samples (all on one side of any threshold) is wholly in it or
        # out; at +inf, past the highest bar. Left of the lowest score (everything
        # predicted positive): just beside its dots.
        _x0, _x1, px = self._pixels_per_unit()
        start = self._snap.between(point.vertex, edge=LINE_BESIDE_PIXELS / px)
        if point.vertex == 0 and self._bar_bins is not None:
            start = max(start, float(self._bar_bins[1][-1]))
        # The line is at t itself, under its label "t = …" (+inf and -inf at the
        # shading's edge), and never left out of the shading (a t typed in a gap).
        x = float(self.axis.position(threshold)) if math.isfinite(threshold) else start
        start, x = (min(max(v, self._x_limits[0]), self._x_limits[1]) for v in (start, x))
        start = min(start, x)
        self._line_x = x
        self.line.setValue(x)
        self.predicted.setRegion((start, max(self._x_limits[1], start)))
        self._line_text = f"t = {style.threshold_shown(self.session, threshold)}"
        self.line_label.setText(self._line_text)
        self.line_label.setToolTip(f"t = {style.threshold_of(self.session, threshold)}")
        self._place_line_label()
        if point.vertex != self._vertex:
            if self._dots is not None:
                self._colour_dots(point)
            if self._bars is not None:
                self._colour_bars(point)
        self._vertex = point.vertex

    def _place_line_label(self) -> None:
        """``t = …`` beside the line in the band kept free at the top, on the side where
        it fits; the predicted-positive note at the top right when it does not meet it."""
        x = self._line_x
        if x is None:
            return
        x0, x1, px = self._pixels_per_unit()
        _, (_, y1) = self.view_box.viewRange()
        width = (x1 - x0) * px
        self._fit_line_label(width)
        label_w = float(self.line_label.textItem.boundingRect().width())
        note_w = float(self.predicted_label.textItem.boundingRect().width())
        at = (x - x0) * px  # the line, in pixels from the left edge
        if at + 3 + label_w <= width:  # right of the line
            left = at + 3
        elif at - 3 - label_w >= 0:  # left of it
            left = at - 3 - label_w
        else:  # room on neither side: over the line (the label is opaque), inside the plot
            left = max(0.0, width - label_w)
        self.line_label.setAnchor((0, 0))
        self.line_label.setPos(x0 + left / px, y1)
        label_end = left + label_w
        self.predicted_label.setPos(x1, y1)
        self.predicted_label.setVisible(at < width and label_end + 8 <= width - note_w)
        self._clear_counts_under(self.line_label)

    def _fit_line_label(self, width: float) -> None:
        """The whole ``t = …`` (t with the digits that tell it from its neighbouring
        scores) when the plot is wide enough, else cut with "…" (never rounded further:
        that could name another score); the box and the tooltip have every digit."""
        text_item = self.line_label.textItem
        metrics = QtGui.QFontMetricsF(text_item.font())
        margins = 2 * text_item.document().documentMargin()
        room = width - margins - 2
        text = self._line_text
        if metrics.horizontalAdvance(text) > room:
            text = metrics.elidedText(text, QtCore.Qt.TextElideMode.ElideRight, max(room, 0))
        if text != self.line_label.toPlainText():
            self.line_label.setText(text)


def _set_bars(bars: pg.BarGraphItem, x0, x1, y0, height, brushes=None) -> None:
    """Give ``bars`` its data and its per-bar brushes in one call, every time.

    pyqtgraph keeps options it is not given: per-bar brushes left from data with
    fewer bars are indexed past their end while painting, which crashes the process.
    ``brushes=None`` falls back to the item's single brush.
    """
    if brushes is not None and len(brushes) != len(height):
        raise ValueError(f"{len(brushes)} brushes for {len(height)} bars")
    bars.setOpts(x0=x0, x1=x1, y0=y0, height=height, brushes=brushes)
