"""A container that keeps its child square and centred, so the ROC plot shows [0, 1]
on both axes at one scale whatever the window's shape."""

from __future__ import annotations

from PySide6 import QtCore, QtWidgets


class SquareFrame(QtWidgets.QWidget):
    """Holds ``child`` square; ``child`` may be a function that makes it, called the
    first time the frame is shown or its child asked for (a plot not shown at launch
    is not built before the first paint)."""

    childMade = QtCore.Signal(object)  # the child, once made

    def __init__(self, child, parent=None):
        super().__init__(parent)
        self._child = None
        self._make = None
        if isinstance(child, QtWidgets.QWidget):
            self._adopt(child)
        else:
            self._make = child
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding,
                           QtWidgets.QSizePolicy.Policy.Expanding)

    @property
    def built(self) -> bool:
        return self._child is not None

    @property
    def child(self) -> QtWidgets.QWidget:
        if self._child is None:
            self._adopt(self._make())
            self._fit()
            self.updateGeometry()  # its minimum size is the child's from now on
            if self.isVisible():
                self._child.show()
        return self._child

    def _adopt(self, child: QtWidgets.QWidget) -> None:
        self._child = child
        child.setParent(self)
        self.childMade.emit(child)

    def sizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(640, 640)

    def minimumSizeHint(self) -> QtCore.QSize:
        if self._child is None:
            return QtCore.QSize(0, 0)
        return self._child.minimumSizeHint()

    def showEvent(self, event) -> None:
        _made = self.child  # made now, if it was not yet
        super().showEvent(event)

    def resizeEvent(self, event) -> None:
        self._fit()
        super().resizeEvent(event)

    def _fit(self) -> None:
        if self._child is None:
            return
        side = min(self.width(), self.height())
        self._child.setGeometry((self.width() - side) // 2, (self.height() - side) // 2,
                                side, side)
