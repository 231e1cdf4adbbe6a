"""What the ROC and precision–recall views share: a square plot of two rates for a
session, drawn on screen or as an exported figure.

A figure is drawn ``figure_scale`` times larger than it is laid out. Qt draws cosmetic
pens in device pixels, ignoring the painter's scale, so pen widths are scaled here
instead: by the figure's scale, or on a screen scaled for high DPI by its pixel ratio,
so that lines are as thick as the text is large.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6 import QtCore, QtGui

from . import style
from .application import screen_pixel_ratio
from .model import Session
from .qt_session import signals_of
from .rate_axis import RateAxis


class RatePlot(pg.PlotWidget):
    """A plot of ``y_label`` against ``x_label``, both rates in [0, 1] (see
    :class:`gui.rate_axis.RateAxis`), one unit on each axis the same length.

    Attributes
    ----------
    session, signals
        The session shown and its Qt signals.
    figure : bool
        Whether this view draws an exported figure (synchronously, without caches).
    scale, pen_scale : float
        The figure's scale (1 on screen), and what pen widths are multiplied by.
    view_box : pyqtgraph.ViewBox
    """

    def __init__(self, session: Session, x_label: str, y_label: str, parent=None,
                 figure_scale: float | None = None):
        super().__init__(parent=parent, background=style.BACKGROUND,
                         axisItems={"bottom": RateAxis("bottom"), "left": RateAxis("left")})
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
        plot.setLabel("bottom", x_label)
        plot.setLabel("left", y_label)
        plot.setMenuEnabled(False)
        plot.hideButtons()
        for side in ("bottom", "left"):
            plot.getAxis(side).setTextPen(style.FOREGROUND)
            plot.getAxis(side).setPen(self.pen(style.FOREGROUND, 1))
        self.view_box = plot.getViewBox()
        self.view_box.setAspectLocked(True, 1.0)

    def pen(self, colour, width: float, **options) -> QtGui.QPen:
        """A pen whose width scales with an exported figure and with the screen."""
        return pg.mkPen(colour, width=width * self.pen_scale, **options)
