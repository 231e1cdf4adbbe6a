"""The confidence band of the focused curve: bootstrap intervals of sensitivity at a
grid of specificities (pROC's ``ci.se``), shaded around the curve.

Not the tie band (the area between the best and worst tie orderings, a display flag of
the ROC view): this one is asked for by the analysis (``session.analysis.band``, the
command line's ``--band``) and computed by :mod:`gui.views.se_band_work`, off the UI
thread on screen, at once for a figure. Between grid points the band's edges are drawn
straight, as pROC's ``plot(ci.se(...), type = "shape")`` does.
"""

from __future__ import annotations

import numpy as np
from PySide6 import QtCore

from gui.base.i18n import translate
from gui.views.items import Band, show_items
from gui.views.overlays.overlay import Overlay
from gui.views.se_band_work import band_work_of

SE_BAND_FILL = (70, 70, 70, 48)  # a faint grey: under every curve, unlike the AUC's blue
SE_BAND_EDGE = (70, 70, 70, 160)
SE_BAND_SWATCH = (70, 70, 70, 90)  # the legend's sample, small: a little stronger


class SeBandOverlay(Overlay):
    """Shades the focused curve's confidence band when ``session.analysis.band`` is on."""

    def __init__(self, view):
        super().__init__(view)
        self.work = band_work_of(view.session)
        self.band = None  # the SensitivityBand drawn now, or None
        self.fill = Band(SE_BAND_FILL,
                         view.pen(SE_BAND_EDGE, 1.0, style=QtCore.Qt.PenStyle.DotLine))
        self.lower, self.upper = self.fill.lower, self.fill.upper
        self.add(self.fill, z=3.0, visible=False)
        self.add(self.upper, self.lower, z=3.1, visible=False)
        self.update_on("analysis", "focused", "reveal", self.work.ready)

    def update(self, *_args) -> None:
        session = self.session
        curve = self.drawn_curve(complete=True)
        band = (self.work.band(curve, session.analysis, wait=self.view.figure)[0]
                if curve is not None and session.analysis.band else None)
        self.band = band
        show_items(band is not None, self.fill, self.upper, self.lower)
        entries: tuple = ()
        if band is None:
            self.fill.set_edges([], [], [])
        else:
            self.fill.set_edges(1.0 - np.asarray(band.specificity), np.asarray(band.low),
                                np.asarray(band.high))
            entries = (("brush", SE_BAND_SWATCH, 0, translate(
                "SeBandOverlay", "{level}% confidence band of sensitivity ({n} bootstraps)")
                .format(level=f"{100 * band.level:g}", n=f"{band.bootstraps:,}")),)
        self.show_entries(entries)
