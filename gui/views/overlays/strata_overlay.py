"""The focused model's folds and groups over its (pooled) curve: each fold's curve thin,
the folds' mean path with a band one standard deviation either side, and the group
chosen in the Strata panel beside the whole.

The numbers come from :func:`core.app.pipeline.fold_summary` (the analysis's
``fold_average`` says vertical or threshold averaging) and the group's own curve from
its rows; the band's shape from :func:`core.drawing.strata_shapes.fold_band`.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore

from core.app.pipeline import fold_summary, group_summary
from core.drawing.strata_shapes import fold_band
from core.errors import ThinnedCurveError
from gui.base import style
from gui.base.i18n import translate
from gui.views.items import Band, show_items
from gui.views.overlays.overlay import Overlay

FOLD_COLOUR = "#6f8fa8"  # a grey blue, lighter than any model's colour
FOLD_WIDTH = 1.0
MEAN_COLOUR = "#222222"
MEAN_WIDTH = 2.0
FOLD_BAND_FILL = (40, 40, 40, 38)
GROUP_COLOUR = "#cc3311"  # Paul Tol's vibrant red: no segment type or model uses it
GROUP_WIDTH = 2.2


def drawn_folds(model, averaging: str):
    """The folds of ``model`` averaged as asked, or by vertical averaging when an engine
    counted them without the threshold averaging's counts (asked for at load)."""
    try:
        return fold_summary(model, averaging)
    except ThinnedCurveError:
        return fold_summary(model, "vertical")


class StrataOverlay(Overlay):
    """Draws the focused model's folds (when it was loaded with a fold column) and the
    group named by ``session.stratum``; hidden while the sweep replays the curve."""

    kept_clear = ("mean", "group")  # the mean path and the group's curve

    def __init__(self, view):
        super().__init__(view)
        self.folds = pg.PlotCurveItem(pen=view.pen(FOLD_COLOUR, FOLD_WIDTH), connect="finite")
        self.mean = pg.PlotCurveItem(pen=view.pen(MEAN_COLOUR, MEAN_WIDTH))
        self.band = Band(FOLD_BAND_FILL)
        self.lower, self.upper = self.band.lower, self.band.upper
        self.group = pg.PlotCurveItem(pen=view.pen(GROUP_COLOUR, GROUP_WIDTH,
                                                   style=QtCore.Qt.PenStyle.DashLine))
        # The band and the folds over the areas' fills, under the focused (pooled)
        # curve's segments (z 8 to 11); the mean path over them, thinner, so that both
        # show where they run together.
        for z, item in ((3.2, self.band), (3.3, self.upper), (3.3, self.lower),
                        (3.4, self.folds), (11.5, self.mean), (7.7, self.group)):
            self.add(item, z=z, visible=False)
        self._key = None
        view.drawer.ready.connect(self._on_ready)
        self.update_on("focused", "ordering", "analysis", "reveal", "stratum")

    def _on_ready(self) -> None:
        self._key = None  # a big fold's or group's drawing arrived: draw again
        self.update()

    def update(self, *_args) -> None:
        model = self.session.shown
        replaying = self.view.replaying
        # What is drawn depends on these alone: an analysis change of another kind (a
        # partial AUC's edge dragged) redraws nothing.
        key = (model, self.session.analysis.fold_average, self.session.ordering,
               self.session.stratum, replaying)
        if key == self._key:
            return
        self._key = key
        entries = []
        folds = drawn_folds(model, self.session.analysis.fold_average) \
            if model is not None and not replaying else None
        self._draw_folds(folds, entries)
        groups = group_summary(model) if model is not None and not replaying else None
        self._draw_group(groups, entries)
        entries = tuple(entries)
        self.show_entries(entries)  # which places the labels again when they change
        if entries:
            self.view.place_labels()  # off the paths drawn now

    def _draw_folds(self, summary, entries: list) -> None:
        average = None
        if summary is not None:
            average = summary.threshold if summary.threshold is not None else summary.vertical
        show_items(average is not None, self.folds, self.mean, self.upper, self.lower, self.band)
        if average is None:
            for item in (self.folds, self.mean, self.upper, self.lower):
                item.setData([], [])
            return
        x, y = self._fold_paths(summary)
        self.folds.setData(x, y)
        band = fold_band(average)
        self.mean.setData(band.x, band.mean)
        self.band.set_edges(band.x, band.lower, band.upper)
        used = int(summary.used.sum())
        mean = (translate("StrataOverlay", "mean of folds (threshold averaging)")
                if summary.threshold is not None
                else translate("StrataOverlay", "mean of folds (vertical averaging)"))
        entries.append(("pen", FOLD_COLOUR, FOLD_WIDTH,
                        StrataOverlay.tr("%n folds, each its own curve", None, used)))
        entries.append(("pen", MEAN_COLOUR, MEAN_WIDTH, mean))
        if band.x.size and (band.upper > band.lower).any():
            entries.append(("brush", FOLD_BAND_FILL, 0,
                            translate("StrataOverlay", "±1 SD of the folds' TPR")))

    def _fold_paths(self, summary) -> tuple[np.ndarray, np.ndarray]:
        """Every fold's curve, NaN between them: drawn from its rows when they are in
        memory, else (an engine counted the folds) at the grid's FPRs."""
        ordering = self.session.ordering
        xs: list = []
        ys: list = []
        if summary.strata.blocks is not None:
            for curve in summary.curves():
                if curve is None:
                    continue
                drawing = self.view.drawer.overview(curve, ordering)
                if drawing is None:  # a big fold: drawn when ready
                    continue
                xs += [np.asarray(drawing.whole.x, float), [np.nan]]
                ys += [np.asarray(drawing.whole.y, float), [np.nan]]
        elif summary.vertical is not None:
            grid = summary.vertical.fpr
            for row in summary.vertical.tpr:
                xs += [grid, [np.nan]]
                ys += [row, [np.nan]]
        if not xs:
            return np.zeros(0), np.zeros(0)
        return np.concatenate(xs), np.concatenate(ys)

    def _draw_group(self, summary, entries: list) -> None:
        text = self.session.stratum
        curve = None
        if summary is not None and text is not None and summary.strata.blocks is not None:
            i = summary.strata.index(text)
            if summary.strata.counts.both_classes[i]:
                curve = summary.strata.curve(i)
        drawing = self.view.drawer.overview(curve, self.session.ordering) \
            if curve is not None else None
        self.group.setVisible(drawing is not None)
        if drawing is None:
            self.group.setData([], [])
            return
        self.group.setData(drawing.whole.x, drawing.whole.y)
        auc = style.format_number(float(summary.auc[summary.strata.index(text)]), 4)
        entries.append(("pen", GROUP_COLOUR, GROUP_WIDTH,
                        f"{summary.column} = {text}: AUC {auc}"))
