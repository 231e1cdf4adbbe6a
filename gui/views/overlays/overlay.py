"""What every overlay of the ROC view starts from."""

from __future__ import annotations

from PySide6 import QtCore


class Overlay(QtCore.QObject):
    """An overlay of ``view`` (see :mod:`gui.views.overlays`): a QObject child of the
    view, so that its connections die with it, with ``self.view`` and ``self.session``."""

    def __init__(self, view):
        super().__init__(view)
        self.view = view
        self.session = view.session

    def add(self, *items, z: float | None = None, visible: bool = True) -> None:
        """Put ``items`` on the plot (at ``z`` when given), outside its autorange."""
        plot = self.view.getPlotItem()
        for item in items:
            if z is not None:
                item.setZValue(z)
            if not visible:
                item.setVisible(False)
            plot.addItem(item, ignoreBounds=True)
