"""Plot items that report what the user does instead of moving themselves.

Like pyqtgraph's own ``InfiniteLine`` and ``TargetItem`` they signal while dragged,
but they do not set their own position: the view turns the pointer into a threshold on
the state, and the session's signal moves every item, so the items can never disagree.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore, QtGui, QtWidgets

from gui.views.paint import font


class VertexMarker(pg.TargetItem):
    """The operating point on the ROC curve; dragging asks for the nearest vertex.

    Signals
    -------
    sigPointerMoved(QPointF)
        While dragged: the pointer's position in view (data) coordinates.
    """

    sigPointerMoved = QtCore.Signal(object)

    def __init__(self, colour: str, scale: float, pen_scale: float):
        # The size is in logical pixels; the pen, cosmetic, in device pixels.
        super().__init__(
            size=14 * scale, symbol="o", pen=pg.mkPen(colour, width=2.5 * pen_scale),
            brush=(255, 255, 255, 220), hoverPen=pg.mkPen(colour, width=3.5 * pen_scale),
            hoverBrush=(255, 215, 120, 255), movable=True,
        )
        self.setZValue(30)

    def mouseDragEvent(self, ev):
        if _left_drag(ev):
            self.sigPointerMoved.emit(self.mapToView(ev.pos()))

    def mouseClickEvent(self, ev):
        ev.ignore()


class ThresholdLine(pg.InfiniteLine):
    """A vertical line on the score axis; dragging asks for the threshold under it.

    Signals
    -------
    sigPointerMoved(float)
        While dragged: the score under the pointer.
    """

    sigPointerMoved = QtCore.Signal(float)

    def __init__(self, colour: str):
        super().__init__(
            angle=90, movable=True, pen=pg.mkPen(colour, width=2),
            hoverPen=pg.mkPen("#E69F00", width=4),
        )
        self.setZValue(30)

    def mouseDragEvent(self, ev):
        if _left_drag(ev):
            self.sigPointerMoved.emit(float(self.mapToParent(ev.pos()).x()))


def _left_drag(ev) -> bool:
    """Take a drag of the left button (the item reports it); leave others to the view."""
    left = ev.button() == QtCore.Qt.MouseButton.LeftButton
    ev.accept() if left else ev.ignore()
    return left


class LegendSwatch(pg.ItemSample):
    """A legend sample drawn from its own pen or brush, not from the item's options.

    pyqtgraph's sample reads ``item.opts`` (a FillBetweenItem has none, and an exception
    raised inside a paint corrupts reference counts in PySide6) and toggles the item's
    visibility on click behind the session's back; this one only draws a line or a square.
    """

    def __init__(self, pen=None, brush=None):
        super().__init__(None)  # no item: nothing is read from one
        self.pen = pg.mkPen(pen) if pen is not None else None
        self.brush = pg.mkBrush(brush) if brush is not None else None

    def paint(self, p, *args):
        p.setRenderHint(p.RenderHint.Antialiasing)
        if self.brush is not None:
            p.setPen(pg.mkPen((0, 0, 0, 60)))
            p.setBrush(self.brush)
            p.drawRect(QtCore.QRectF(3, 4, 14, 14))
        if self.pen is not None:
            p.setPen(self.pen)
            p.drawLine(QtCore.QPointF(1, 11), QtCore.QPointF(19, 11))

    def mouseClickEvent(self, event):
        event.ignore()


class AreaFill(pg.GraphicsObject):
    """The area between a monotone path and a horizontal level, filled in one call.

    pyqtgraph's filled curves cut their fill into polygons of 50 points each, so a thinned
    curve of 20,000 points costs hundreds of antialiased fills per paint (a third of a
    second for an exported figure); one path filled once costs a few milliseconds. The
    path comes thinned to pixels, so it is never the 10^6-point fill that Qt cannot take
    (docs/architecture.md). NaN points (breaks between drawn pieces) are dropped: the area is one.
    """

    def __init__(self, level: float, brush):
        super().__init__()
        self.opts = {"fillLevel": float(level), "brush": pg.mkBrush(brush)}
        self._x = self._y = np.zeros(0)
        self._path = QtGui.QPainterPath()

    def setData(self, x, y) -> None:
        x, y = np.asarray(x, dtype=float), np.asarray(y, dtype=float)
        keep = np.isfinite(x) & np.isfinite(y)
        self._x, self._y = x[keep], y[keep]
        self.prepareGeometryChange()
        path = QtGui.QPainterPath()
        if len(self._x) > 1:
            level = self.opts["fillLevel"]
            xs = np.r_[self._x[0], self._x, self._x[-1]]
            ys = np.r_[level, self._y, level]
            path = pg.arrayToQPath(xs, ys, connect="all")
            path.closeSubpath()
        self._path = path
        self.update()

    def getData(self):
        return self._x, self._y

    def boundingRect(self) -> QtCore.QRectF:
        return self._path.boundingRect()

    def shape(self) -> QtGui.QPainterPath:
        return self._path

    def paint(self, p, *_args) -> None:
        if self._path.isEmpty():
            return
        p.setRenderHint(p.RenderHint.Antialiasing, True)
        p.setPen(QtCore.Qt.PenStyle.NoPen)
        p.setBrush(self.opts["brush"])
        p.drawPath(self._path)


class Band(pg.FillBetweenItem):
    """The area between two curves, which it owns: ``edges`` by ``keys`` (the tie band's
    by tie ordering), the first ``lower`` and the last ``upper``, drawn with ``pen``
    (none by default); the plot places them."""

    def __init__(self, brush, pen=None, keys=("lower", "upper")):
        self.edges = {key: pg.PlotCurveItem(pen=pen) for key in keys}
        self.lower, self.upper = self.edges.values()
        super().__init__(self.lower, self.upper, brush=brush)

    def set_edges(self, x, low, high) -> None:
        """The lower edge through ``(x, low)``, the upper through ``(x, high)``."""
        self.lower.setData(x, low)
        self.upper.setData(x, high)


def filled_path(brush) -> QtWidgets.QGraphicsPathItem:
    """A path item filled with ``brush`` (anything ``pg.mkBrush`` takes), with no outline."""
    item = QtWidgets.QGraphicsPathItem()
    item.setPen(QtGui.QPen(QtCore.Qt.PenStyle.NoPen))
    item.setBrush(pg.mkBrush(brush))
    return item


def show_items(on: bool, *items) -> None:
    """Show ``items`` when ``on``, else hide them."""
    for item in items:
        item.setVisible(on)


def text_item(colour, points: float, **options) -> pg.TextItem:
    """A text item in ``colour`` at ``points`` size (``options`` as ``pg.TextItem``'s)."""
    item = pg.TextItem(color=colour, **options)
    item.setFont(font(points))
    return item
