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


def fit_axis_label(axis, forms, room: float) -> None:
    """Label ``axis`` (a pyqtgraph ``AxisItem``) with the first of ``forms`` (longest
    first) whose width fits ``room`` pixels, else the last: a label longer than its axis
    is cut at both ends."""
    metrics = QtGui.QFontMetricsF(axis.label.font())

    def width(form: str) -> float:
        if "<" in form:  # rich text: its words' width, not its markup's
            document = QtGui.QTextDocument()
            document.setHtml(form)
            form = document.toPlainText()
        return metrics.horizontalAdvance(form)

    text = next((f for f in forms if width(f) <= room), forms[-1])
    if axis.labelText != text:
        axis.setLabel(text)
        axis.resizeEvent()  # where pyqtgraph centres the label, for its new width
