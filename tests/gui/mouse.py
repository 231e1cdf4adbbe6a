"""Real mouse drags for pyqtgraph items.

QTest's mouseMove carries no pressed buttons, so it cannot drag; these helpers send the
QMouseEvents a user's hand would, to the view's viewport. pyqtgraph drops moves that
arrive less than ~10 ms apart (docs/architecture.md), so the drag pauses between moves.
"""

from PySide6 import QtCore, QtGui, QtTest, QtWidgets

LEFT = QtCore.Qt.MouseButton.LeftButton
NONE = QtCore.Qt.MouseButton.NoButton
NO_MODIFIER = QtCore.Qt.KeyboardModifier.NoModifier


def widget_point(plot_widget, x, y) -> QtCore.QPointF:
    """Viewport coordinates of the data point (x, y) in a pyqtgraph PlotWidget."""
    scene_point = plot_widget.getPlotItem().getViewBox().mapViewToScene(QtCore.QPointF(x, y))
    return QtCore.QPointF(plot_widget.mapFromScene(scene_point))


def _send(widget, kind, pos, button, buttons):
    pos = QtCore.QPointF(pos)
    global_pos = QtCore.QPointF(widget.mapToGlobal(pos.toPoint()))
    event = QtGui.QMouseEvent(kind, pos, global_pos, button, buttons, NO_MODIFIER)
    QtWidgets.QApplication.sendEvent(widget, event)


def drag(plot_widget, start, end, steps=8, pause_ms=25):
    """Press at ``start``, move in ``steps`` to ``end``, release (viewport coordinates)."""
    viewport = plot_widget.viewport()
    _send(viewport, QtCore.QEvent.Type.MouseMove, start, NONE, NONE)
    QtTest.QTest.qWait(pause_ms)
    _send(viewport, QtCore.QEvent.Type.MouseButtonPress, start, LEFT, LEFT)
    for i in range(1, steps + 1):
        QtTest.QTest.qWait(pause_ms)
        t = i / steps
        point = QtCore.QPointF(start.x() + (end.x() - start.x()) * t,
                               start.y() + (end.y() - start.y()) * t)
        _send(viewport, QtCore.QEvent.Type.MouseMove, point, NONE, LEFT)
    QtTest.QTest.qWait(pause_ms)
    _send(viewport, QtCore.QEvent.Type.MouseButtonRelease, end, LEFT, NONE)
    QtTest.QTest.qWait(pause_ms)
