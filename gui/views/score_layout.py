"""What the score plot lays out by its size in pixels: the dots' size and stacking, the
bars' counts that fit, the side ticks, the outliers' strip and labels, and the notice
when the distribution cannot be drawn. Mixed into
:class:`~gui.views.score_view.ScoreView`, whose items it places.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6 import QtGui

from core.drawing.distribution_layout import (
    bar_layout,
    count_ticks,
    dot_layout,
    labelled_bars,
)
from gui.base import style
from gui.base.i18n import translate
from gui.views.items import show_items

COUNT_MARGIN = 1.0  # pixels around a bar's count, inside its label
LABEL_AIR = 4.0  # pixels kept free under the lowest dot or bar


class ScoreLayout:
    """The score plot's layout by its size in pixels (a mixin of ``ScoreView``)."""

    def _relayout(self, *_args) -> None:
        """Fit the dots or bars, their labels and the count ticks to the plot's height."""
        if self.axis is None:
            return
        height = max(float(self.view_box.height()), 1.0)
        # The top band holds "t = …"; the bottom one the outliers' words.
        band = float(self.predicted_label.textItem.boundingRect().height())
        outliers = self.axis.below is not None or self.axis.above is not None
        bottom = float(self.outlier_labels[0].textItem.boundingRect().height()) if outliers \
            else LABEL_AIR
        if self._dots is not None:
            d = self._dots
            up = int(max(d["y"].max(initial=0), 0))
            down = int(max(-d["y"].min(initial=0), 0))
            layout = dot_layout(height, up, down, top=band, bottom=bottom)
            self.dot_layout = layout
            if d["size"] != layout.diameter or d["pens"] is None:
                d["pens"] = [pg.mkPen(c, width=layout.pen) for c in d["colours"]]
                d["size"] = layout.diameter
                self._colour_dots(self.session.operating_point)
            y_low, y_high, per_unit = layout.y_low, layout.y_high, layout.step
        elif self._bar_bins is not None:
            _, _, pos, neg = self._bar_bins
            count_h = QtGui.QFontMetricsF(self.count_font).height() + 2 * COUNT_MARGIN
            up, down = int(pos.max(initial=0)), int(neg.max(initial=0))
            pu, nu = self._scales.positive_unit, self._scales.negative_unit
            layout = bar_layout(height, up * pu, down * nu, top=band + count_h,
                                bottom=bottom + count_h)
            y_low, y_high, per_unit = layout.y_low, layout.y_high, layout.pixels_per_count
        else:
            return
        self.view_box.setRange(yRange=(y_low, y_high), padding=0)
        if self._scales.shared:  # as every dot is
            font_h = self._tick_font_height()
            # Counts up to the tallest stack or bar: more would count nothing, unless
            # nothing but 0 fits there (a short plot): then what fits in the plot.
            ticks = count_ticks(-down, up, per_unit, min_gap=1.4 * font_h)
            if len(ticks) < 2:
                margin = font_h / 2 / per_unit
                ticks = count_ticks(y_low + margin, y_high - margin, per_unit,
                                    min_gap=1.4 * font_h)
            self.count_axis.setTicks([[(float(v), f"{abs(int(v))}") for v in ticks], []])
        else:
            self._set_side_ticks(up, down, per_unit)
        self._on_x_range()

    def _tick_font_height(self) -> float:
        return QtGui.QFontMetricsF(self.count_axis.style.get("tickFont") or self.font()).height()

    def _set_side_ticks(self, up: int, down: int, per_unit: float) -> None:
        """Counts on each side of the axis in that side's own scale."""
        gap = 1.4 * self._tick_font_height()
        pu, nu = self._scales.positive_unit, self._scales.negative_unit
        ups = count_ticks(0, up, per_unit * pu, min_gap=gap)
        downs = count_ticks(-down, 0, per_unit * nu, min_gap=gap)
        ticks = [(float(c) * pu, f"{int(c)}") for c in ups if c > 0]
        ticks += [(float(c) * nu, f"{abs(int(c))}") for c in downs]
        self.count_axis.setTicks([sorted(ticks), []])

    def _on_x_range(self, *_args) -> None:
        """Labels that depend on the horizontal scale: bar counts, outliers, the line's."""
        if self.axis is None:
            return
        self._place_count_labels()
        self._place_outlier_labels()
        self._place_line_label()

    def _pixels_per_unit(self) -> tuple[float, float, float]:
        (x0, x1), _ = self.view_box.viewRange()
        return x0, x1, max(float(self.view_box.width()), 1.0) / (x1 - x0)

    _counts_wanted = 0  # how many of the pool's count labels have a bar to label

    def _hide_count_labels(self) -> None:
        self._counts_wanted = 0
        for label in self.count_labels:
            label.setVisible(False)

    def _clear_counts_under(self, item) -> None:
        """Hide the bar counts ``item`` (the line's label) would cover, show the rest:
        the tallest bar's count reaches into the band the label takes."""
        self.view_box.childTransform()  # a view not painted yet holds a stale matrix
        item.updateTransform(force=True)
        over = item.sceneBoundingRect()
        for label in self.count_labels[:self._counts_wanted]:
            label.updateTransform(force=True)
            label.setVisible(not (item.isVisible() and label.sceneBoundingRect().intersects(over)))

    def _place_count_labels(self) -> None:
        self._hide_count_labels()
        if self._bar_bins is None:
            return
        left, right, pos, neg = self._bar_bins
        x0, x1, px = self._pixels_per_unit()
        metrics = QtGui.QFontMetricsF(self.count_font)
        counts = np.r_[pos, neg]
        texts = [f"{c:,}" for c in counts.tolist()]
        widths = np.array([metrics.horizontalAdvance(t) for t in texts])
        visible = (right >= x0) & (left <= x1)
        # The positives' bars, then the negatives', on the same bins.
        labelled = labelled_bars(counts, np.tile(right - left, 2) * px, widths,
                                 visible=np.tile(visible, 2))
        centre = np.tile((left + right) / 2, 2)
        sign = np.r_[np.ones(len(pos)), -np.ones(len(neg))]
        unit = np.r_[np.full(len(pos), self._scales.positive_unit),
                     np.full(len(neg), self._scales.negative_unit)]
        wanted = [(centre[i], sign[i] * counts[i] * unit[i], texts[i], sign[i])
                  for i in np.flatnonzero(labelled)]
        while len(self.count_labels) < len(wanted):
            label = pg.TextItem(color=style.FOREGROUND)
            label.setFont(self.count_font)
            label.textItem.document().setDocumentMargin(COUNT_MARGIN)
            label.setZValue(self.dots.zValue() + 0.5)
            self.getPlotItem().addItem(label, ignoreBounds=True)
            self.count_labels.append(label)
        for label, (x, y, text, up) in zip(self.count_labels, wanted):
            label.setText(text)
            label.setAnchor((0.5, 1.0) if up > 0 else (0.5, 0.0))
            label.setPos(x, y)
            label.setVisible(True)
        self._counts_wanted = len(wanted)

    def _place_outlier_labels(self) -> None:
        (x0, x1), (y0, _) = self.view_box.viewRange()
        for label, extent, right_side in ((self.outlier_labels[0], self.axis.strip_below, False),
                                          (self.outlier_labels[1], self.axis.strip_above, True)):
            if extent is None:
                continue
            label.setVisible(extent[1] >= x0 and extent[0] <= x1)
            label.setPos(min(extent[1], x1) if right_side else max(extent[0], x0), y0)

    def _show_unavailable(self, unavailable: bool) -> None:
        """A model computed out of memory has no rows here: say why nothing is drawn."""
        self.notice.setVisible(unavailable)
        if not unavailable:
            show_items(True, self.line, self.predicted)
            return
        show_items(False, self.positive_bars, self.negative_bars, self.dots, self.line,
                   self.line_label, self.predicted, self.predicted_label,
                   *self.strips, *self.outlier_labels, *self.count_labels)
        self.notice.setText(translate(
            "ScoreView", "The score distribution needs every row. This model was computed out"
                         " of memory by an engine:\nits curve, areas and counts at every drawn"
                         " vertex are exact; move the threshold on the ROC plot."))
        self.view_box.setRange(xRange=(0, 1), yRange=(-1, 1), padding=0)
        self.notice.setPos(0.5, 0)
