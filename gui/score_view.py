"""Score distribution of each class with the draggable threshold line.

Positives rise above the score axis, negatives hang below it, in the colours of the
segments they produce (a positive makes a green step, a negative a red one). Few
samples are drawn one dot each, tied samples stacked; many are drawn as two histograms
on shared bins. Everything at or right of the threshold is predicted positive.
"""

from __future__ import annotations

import math

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore, QtGui

from core.drawing.distribution import SampleStacks, ScoreHistogram

from . import style
from .items import ThresholdLine
from .model import Session
from .qt_session import signals_of
from .threshold_keys import ALONG_THE_SCORES, handle_threshold_key


class CountAxis(pg.AxisItem):
    """Sample counts both ways from the axis: negatives are drawn below zero."""

    def tickStrings(self, values, scale, spacing):
        return [f"{abs(v) * scale:g}" for v in values]


class ScoreView(pg.PlotWidget):
    """The scores of both classes and the threshold, bound to an :class:`AppState`."""

    def __init__(self, session: Session, parent=None):
        super().__init__(parent=parent, background=style.BACKGROUND,
                         axisItems={"left": CountAxis("left")})
        self.session = session
        self.signals = signals_of(session)
        self.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.setMinimumHeight(150)
        plot = self.getPlotItem()
        plot.setLabel("bottom", "Score")
        # The axis label doubles as the legend: it costs no room over the dots.
        plot.setLabel("left", f"<span style='color:{style.NEGATIVE_COLOUR}'>negatives ↓</span>"
                              f"&nbsp;&nbsp;<span style='color:{style.POSITIVE_COLOUR}'>"
                              "positives ↑</span>")
        plot.setMenuEnabled(False)
        plot.hideButtons()
        # Scores read as they are: no "(x0.001)" rescaling of the axis.
        plot.getAxis("bottom").enableAutoSIPrefix(False)
        plot.getAxis("left").enableAutoSIPrefix(False)
        self.view_box = plot.getViewBox()
        self.view_box.setMouseEnabled(x=True, y=False)

        self.predicted = pg.LinearRegionItem(movable=False, brush=style.PREDICTED_POSITIVE_FILL,
                                             pen=pg.mkPen(None))
        self.axis_line = pg.InfiniteLine(0, angle=0, pen=pg.mkPen((0, 0, 0, 110)))
        self.positive_bars = pg.BarGraphItem(x0=[], x1=[], y0=[], height=[],
                                             pen=pg.mkPen(style.POSITIVE_COLOUR, width=1.2),
                                             brush=_tint(style.POSITIVE_COLOUR, 120))
        self.negative_bars = pg.BarGraphItem(x0=[], x1=[], y0=[], height=[],
                                             pen=pg.mkPen(style.NEGATIVE_COLOUR, width=1.2),
                                             brush=_tint(style.NEGATIVE_COLOUR, 120))
        self.dots = pg.ScatterPlotItem(size=11, pxMode=True)
        self.line = ThresholdLine(style.MARKER_COLOUR)
        self.line_label = pg.TextItem(color=style.FOREGROUND, anchor=(0, 0),
                                      fill=(255, 255, 255, 215))
        self.predicted_label = pg.TextItem("predicted positive (score ≥ t)",
                                           color=(90, 90, 90), anchor=(1, 0))
        for item in (self.positive_bars, self.negative_bars):
            # Redrawn only when the data change: a threshold move repaints the line.
            item.setCacheMode(item.CacheMode.DeviceCoordinateCache)
        for z, item in enumerate((self.predicted, self.axis_line, self.positive_bars,
                                  self.negative_bars, self.dots, self.line, self.line_label,
                                  self.predicted_label)):
            item.setZValue(z)
            plot.addItem(item, ignoreBounds=item in (self.predicted, self.line, self.line_label,
                                                     self.predicted_label, self.axis_line))

        self._right_edge = 1.0  # where +inf is drawn: just past the highest score
        self._x_limits = (0.0, 1.0)
        self._unit = 1.0  # scores are drawn divided by this (see _on_data)
        self._dots = None
        self._bars = None
        self._bar_data = {}
        self._vertex = None
        self.signals.focusChanged.connect(self._on_data)
        self.signals.thresholdChanged.connect(self._on_threshold)
        self.line.sigPointerMoved.connect(self._on_line_dragged)
        self._on_data()

    # ---- user actions -------------------------------------------------------------------

    def keyPressEvent(self, event: QtGui.QKeyEvent) -> None:
        if not handle_threshold_key(self.session, event, ALONG_THE_SCORES):
            super().keyPressEvent(event)

    def _on_line_dragged(self, score: float) -> None:  # score in the axis' units
        # Past the highest score nothing is predicted positive: that is +inf's point.
        self.session.set_threshold(math.inf if score >= self._right_edge else score * self._unit)

    # ---- drawing from the session ---------------------------------------------------------

    def _on_data(self) -> None:
        shown = self.session.shown
        self._dots = None
        self._bars = None
        self._bar_data = {}
        self._vertex = None
        if shown is None:
            return
        curve, dist = shown.curve, shown.distribution
        low, high = float(curve.thresholds[-1]), float(curve.thresholds[1])
        if isinstance(dist, ScoreHistogram):  # bins reach past the extreme scores
            low, high = min(low, float(dist.edges[0])), max(high, float(dist.edges[-1]))
        # pyqtgraph's bounds arithmetic overflows near the float64 limits: huge scores
        # are drawn in units of a power of ten, named on the axis.
        magnitude = max(abs(low), abs(high))
        self._unit = 10.0 ** (math.floor(math.log10(magnitude)) - 2) if magnitude > 1e12 else 1.0
        self.getPlotItem().setLabel(
            "bottom", "Score" if self._unit == 1 else f"Score (× {self._unit:.0e})")
        low, high = low / self._unit, high / self._unit
        span = high - low if high > low else max(abs(high), 1.0)
        self._right_edge = high + 0.06 * span
        left_axis = self.getPlotItem().getAxis("left")
        if isinstance(dist, SampleStacks):
            self._draw_dots(dist)
            top = max(int(np.abs(dist.level).max(initial=1)), 1)
            left_axis.setTickSpacing(major=max(1, top // 4), minor=1)
            y_margin = 0.9  # room for the dots' radius
        else:
            self._draw_histogram(dist)
            top = max(int(dist.positives.max(initial=1)), int(dist.negatives.max(initial=1)), 1)
            left_axis.setTickSpacing()
            y_margin = 0.15 * top
        self._x_limits = (low - 0.5 * span, high + 0.5 * span)
        self.view_box.setLimits(xMin=self._x_limits[0], xMax=self._x_limits[1])
        self.view_box.setRange(xRange=(low - 0.04 * span, self._right_edge + 0.04 * span),
                               yRange=(-top - y_margin, top + y_margin), padding=0)

    def _draw_dots(self, dist: SampleStacks) -> None:
        for bars in (self.positive_bars, self.negative_bars):
            _set_bars(bars, [], [], [], [])
            bars.setVisible(False)
        colours = np.where(dist.positive, style.POSITIVE_COLOUR, style.NEGATIVE_COLOUR)
        filled = [pg.mkBrush(c) for c in colours]
        hollow = [pg.mkBrush(255, 255, 255) for _ in colours]
        pens = [pg.mkPen(c, width=2) for c in colours]
        self._dots = (dist.score / self._unit, dist.level, pens, filled, hollow, dist.vertex)
        self._colour_dots(self.session.operating_point)
        self.dots.setVisible(True)

    def _colour_dots(self, point) -> None:
        """Set the dots with their pens and brushes: filled when predicted positive
        (left of t on the sweep), hollow otherwise."""
        x, y, pens, filled, hollow, vertex = self._dots
        brushes = filled if point is None else [
            f if v <= point.vertex else h for f, h, v in zip(filled, hollow, vertex)]
        self.dots.setData(x, y, pen=pens, brush=brushes, symbol="o")

    def _draw_histogram(self, dist: ScoreHistogram) -> None:
        self.dots.setData([], [])
        self.dots.setVisible(False)
        left, right = dist.edges[:-1] / self._unit, dist.edges[1:] / self._unit
        if dist.per_value:
            # One score per bin: a narrow bar on it, drawn strong when predicted positive
            # and pale otherwise (like the dots), because the shaded region starts at t,
            # in the middle of the bar that t sits on.
            centre, half = (left + right) / 2, (right - left) * 0.3
            left, right = centre - half, centre + half
            strong = [_tint(c, 200) for c in (style.POSITIVE_COLOUR, style.NEGATIVE_COLOUR)]
            pale = [_tint(c, 50) for c in (style.POSITIVE_COLOUR, style.NEGATIVE_COLOUR)]
            # Compare the scores themselves with the threshold, not rescaled centres.
            self._bars = (self.session.curve.thresholds[:0:-1], strong, pale)
        self._bar_data = {
            self.positive_bars: (left, right, np.zeros(len(left)), dist.positives.astype(float)),
            self.negative_bars: (left, right, -dist.negatives.astype(float),
                                 dist.negatives.astype(float)),
        }
        self._colour_bars(self.session.operating_point)
        for bars in (self.positive_bars, self.negative_bars):
            bars.setVisible(True)

    def _colour_bars(self, point) -> None:
        """Set each histogram's bars with their brushes: one per bar (strong when
        predicted positive) for one bar per score, else the item's single brush."""
        predicted = None
        if self._bars is not None and point is not None:
            scores, _, _ = self._bars
            predicted = scores >= point.vertex_threshold
        for i, (bars, data) in enumerate(self._bar_data.items()):
            brushes = None
            if predicted is not None:
                _, strong, pale = self._bars
                brushes = [strong[i] if p else pale[i] for p in predicted]
            _set_bars(bars, *data, brushes=brushes)

    def _on_threshold(self, threshold: float) -> None:
        point = self.session.operating_point
        if point is None:
            return
        x = min(max(threshold / self._unit, self._x_limits[0]), self._right_edge)
        self.line.setValue(x)
        self.predicted.setRegion((x, max(self._x_limits[1], x)))
        (x0, x1), (y0, y1) = self.view_box.viewRange()
        self.line_label.setText(f"t = {style.format_threshold(threshold)}")
        self.line_label.setPos(x, y1)
        self.line_label.setAnchor((1.02, 0) if x > (x0 + x1) / 2 else (-0.02, 0))
        self.predicted_label.setPos(x1, y0 + 0.18 * (y1 - y0))
        self.predicted_label.setVisible(x < x1)
        if point.vertex != self._vertex:
            if self._dots is not None:
                self._colour_dots(point)
            if self._bars is not None:
                self._colour_bars(point)
        self._vertex = point.vertex


def _set_bars(bars: pg.BarGraphItem, x0, x1, y0, height, brushes=None) -> None:
    """Give ``bars`` its data and its per-bar brushes in one call, every time.

    pyqtgraph keeps options it is not given: per-bar brushes left from data with
    fewer bars are indexed past their end while painting, which crashes the process.
    ``brushes=None`` falls back to the item's single brush.
    """
    if brushes is not None and len(brushes) != len(height):
        raise ValueError(f"{len(brushes)} brushes for {len(height)} bars")
    bars.setOpts(x0=x0, x1=x1, y0=y0, height=height, brushes=brushes)


def _tint(colour: str, alpha: int) -> QtGui.QColor:
    c = QtGui.QColor(colour)
    c.setAlpha(alpha)
    return c
