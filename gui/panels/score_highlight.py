"""The sweep replay's current block marked in a score view (rings around its dots, or a
band over its bars). Made with every window's score view, so it is a module of its own:
the replay's panel (``sweep_panel``) and its words are made when first shown."""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore, QtGui

from core.drawing.distribution import SampleStacks, ScoreHistogram
from gui.base import style
from gui.base.qt_session import signals_of
from gui.views.paint import tint


class ScoreBlockHighlight(QtCore.QObject):
    """Marks the block the sweep replay has just taken in, in a score view: rings around
    its dots, or a band over its bars when the scores are drawn as histograms.

    It reads only what the score view draws (its dots' and bars' positions), so it
    follows the view's units. Make one per score view: ``ScoreBlockHighlight(view)``;
    it lives as long as the view (its Qt child).
    """

    def __init__(self, score_view):
        super().__init__(score_view)
        self.view = score_view
        self.session = score_view.session
        colour = QtGui.QColor(*style.CURRENT_BLOCK_COLOUR[:3])
        self.rings = pg.ScatterPlotItem(size=20, pxMode=True, symbol="o", brush=None,
                                        pen=pg.mkPen(colour, width=4))
        self.band = pg.LinearRegionItem(movable=False, brush=tint(colour, 90), pen=pg.mkPen(None))
        plot = score_view.getPlotItem()
        below_dots = score_view.dots.zValue() - 0.5
        self.rings.setZValue(score_view.dots.zValue() + 0.5)
        self.band.setZValue(below_dots)
        plot.addItem(self.rings, ignoreBounds=True)
        plot.addItem(self.band, ignoreBounds=True)
        signals = signals_of(self.session)
        # Connected after the view's own slots, so the dots are drawn before they are read.
        signals.reveal.connect(self.refresh)
        signals.focused.connect(self.refresh)
        self.refresh()

    def refresh(self, *_args) -> None:
        shown, reveal = self.session.shown, self.session.reveal
        self.rings.setData([], [])
        self.band.setVisible(False)
        if shown is None or reveal is None or reveal == 0:
            return
        since = self.session.reveal_from if self.session.reveal_from is not None else reveal - 1
        dist = shown.distribution
        if isinstance(dist, SampleStacks):
            x, y = self.view.dots.getData()
            vertex = np.asarray(dist.vertex)
            keep = (vertex > since) & (vertex <= reveal)  # every block of the step
            if x is not None and len(x) == len(keep):
                self.rings.setData(np.asarray(x)[keep], np.asarray(y)[keep])
        elif isinstance(dist, ScoreHistogram):
            # The step's scores run from its lowest (the threshold) to its highest.
            low = float(shown.curve.thresholds[reveal])
            high = float(shown.curve.thresholds[since + 1])
            bins = np.flatnonzero((dist.edges[:-1] <= high) & (low <= dist.edges[1:]))
            x0 = self.view.positive_bars.opts.get("x0")
            x1 = self.view.positive_bars.opts.get("x1")
            if bins.size and x0 is not None and len(x0) == len(dist.positives):
                self.band.setRegion((float(np.min(np.asarray(x0)[bins])),
                                     float(np.max(np.asarray(x1)[bins]))))
                self.band.setVisible(True)
