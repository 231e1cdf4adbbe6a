"""The fonts and colours the views make alike."""

from __future__ import annotations

from PySide6 import QtGui


def font(points: float, bold: bool = False) -> QtGui.QFont:
    """The application's font at ``points`` points."""
    made = QtGui.QFont()
    made.setPointSizeF(points)
    if bold:
        made.setBold(True)
    return made


def tint(colour, alpha: int) -> QtGui.QColor:
    """``colour`` with the opacity ``alpha`` (0 to 255)."""
    made = QtGui.QColor(colour)
    made.setAlpha(alpha)
    return made
