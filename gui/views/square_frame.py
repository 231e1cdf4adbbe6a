"""A container that keeps its child square and centred, so the ROC plot shows [0, 1]
on both axes at one scale whatever the window's shape."""

from __future__ import annotations

from PySide6 import QtCore, QtWidgets


class SquareFrame(QtWidgets.QWidget):
    def __init__(self, child: QtWidgets.QWidget, parent=None):
        super().__init__(parent)
        self.child = child
        child.setParent(self)
        self.setSizePolicy(QtWidgets.QSizePolicy.Policy.Expanding,
                           QtWidgets.QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(640, 640)

    def minimumSizeHint(self) -> QtCore.QSize:
        return self.child.minimumSizeHint()

    def resizeEvent(self, event) -> None:
        side = min(self.width(), self.height())
        self.child.setGeometry((self.width() - side) // 2, (self.height() - side) // 2,
                               side, side)
        super().resizeEvent(event)
