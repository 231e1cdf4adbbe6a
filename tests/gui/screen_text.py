"""Everything a window shows in words and numbers, as one dictionary: what a person reads
on screen. Two windows showing the same state give equal dictionaries.

Widgets are keyed by their path in the widget tree (object names where set, else class
and position among siblings of that class); the text items on a plot (labels, the
legend) are gathered per plot as a sorted list, since the order in which a scene holds
its items says nothing to a reader.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6 import QtCore, QtWidgets

DISPLAY = QtCore.Qt.ItemDataRole.DisplayRole


def screen_text(window: QtWidgets.QMainWindow) -> dict[str, object]:
    """The visible texts of ``window`` (its status bar's widgets too; not the passing tips
    that hovering shows there), keyed by widget path."""
    out: dict[str, object] = {"window title": window.windowTitle()}
    _walk(window, "", window, out)
    return out


def differences(a: dict, b: dict) -> list[str]:
    """Lines naming each key whose text differs between ``a`` and ``b``."""
    lines = []
    for key in sorted(set(a) | set(b)):
        if a.get(key) != b.get(key):
            lines.append(f"{key}:\n    shown: {a.get(key)!r}\n    fresh: {b.get(key)!r}")
    return lines


def _walk(widget: QtWidgets.QWidget, path: str, window, out: dict) -> None:
    counts: dict[str, int] = {}
    for child in widget.children():
        if not isinstance(child, QtWidgets.QWidget) or isinstance(child, QtWidgets.QDialog):
            continue
        kind = type(child).__name__
        counts[kind] = counts.get(kind, 0) + 1
        name = child.objectName() or f"{kind}[{counts[kind]}]"
        if isinstance(child, QtWidgets.QTabBar) and not child.objectName():
            # A main window makes a tab bar for each group of docks as they are first
            # tabbed, and keeps it: which one holds a group is history, its tabs are not.
            name = f"{kind}({', '.join(child.tabText(i) for i in range(child.count()))})"
        key = f"{path}/{name}"
        if not child.isVisibleTo(window):
            continue
        text = _text_of(child)
        if text is not None:
            out[key] = text
        if isinstance(child, pg.GraphicsView):
            out[key + " (plot texts)"] = _plot_texts(child)
            continue
        _walk(child, key, window, out)


def _text_of(w: QtWidgets.QWidget):
    if isinstance(w, QtWidgets.QLabel):
        return w.text()
    if isinstance(w, QtWidgets.QAbstractButton):
        return (w.text(), w.isChecked()) if w.isCheckable() else w.text()
    if isinstance(w, QtWidgets.QLineEdit):
        return w.text()
    if isinstance(w, QtWidgets.QComboBox):
        return w.currentText()
    if isinstance(w, QtWidgets.QAbstractSpinBox):
        return w.text()
    if isinstance(w, (QtWidgets.QTextEdit, QtWidgets.QPlainTextEdit)):
        return w.toPlainText()
    if isinstance(w, QtWidgets.QTabBar):  # a main window keeps empty ones for later
        return tuple(w.tabText(i) for i in range(w.count())) or None
    if isinstance(w, QtWidgets.QDockWidget):
        return w.windowTitle()
    if isinstance(w, QtWidgets.QAbstractItemView) and w.model() is not None:
        return _cells(w.model())
    return None


def _cells(model: QtCore.QAbstractItemModel) -> tuple:
    rows = model.rowCount()
    cols = model.columnCount()
    header = tuple(str(model.headerData(c, QtCore.Qt.Orientation.Horizontal, DISPLAY))
                   for c in range(cols))
    body = tuple(tuple(str(model.data(model.index(r, c), DISPLAY)) for c in range(cols))
                 for r in range(rows))
    return (header, body)


def _plot_texts(view: pg.GraphicsView) -> tuple:
    texts = []
    for item in view.scene().items():
        if not item.isVisible():
            continue
        if isinstance(item, pg.TextItem):
            texts.append(item.textItem.toPlainText())
        elif isinstance(item, pg.LabelItem):
            texts.append(item.text)
        elif isinstance(item, pg.AxisItem) and item.label.isVisible():
            texts.append(item.label.toPlainText())
    return tuple(sorted(t for t in texts if t))
