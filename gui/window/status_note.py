"""The status line's note, as tall as its text needs at the width it has."""

from __future__ import annotations

from PySide6 import QtCore, QtWidgets


class StatusNote(QtWidgets.QLabel):
    """A wrapped label as tall as its text needs at its present width, and once it
    has said something, as tall as that needed while it is empty.

    A status bar lays out a wrapped label by its height for a width of the layout's
    choosing (three or four lines for a sentence at any window width): the note took
    56 pixels for one line of text, and the plots above grew and shrank by some 40
    each time it came and went (the first threshold move after launch, every return
    to Youden's vertex), laying out and drawing both plots again. Here the height
    follows the width alone, so moving the threshold moves nothing else.
    """

    def __init__(self, **kwargs):
        super().__init__(wordWrap=True, **kwargs)
        self._said = ""  # the last text shown: its lines stay while the note is empty
        self._placed = False  # resized by its layout at least once
        self._hinted = -1  # the height the last size hint asked for

    def setText(self, text: str) -> None:
        if text:
            self._said = text
        super().setText(text)

    def _height(self) -> int:
        metrics = self.fontMetrics()
        # Until its layout has placed it, the note's width is a default (some hundred
        # pixels, its text on eight lines): a status line that tall, laid out once as
        # a window is first shown, shrank the plots above and grew them back before the
        # first paint, each time laying out and drawing both plots. The window's width
        # is what the note will about have.
        width = self.contentsRect().width() if self._placed else self.window().width()
        lines = metrics.boundingRect(QtCore.QRect(0, 0, max(1, width - 2 * self.margin()),
                                                  1 << 20),
                                     QtCore.Qt.TextFlag.TextWordWrap, self._said)
        return max(metrics.lineSpacing(), lines.height()) + 2 * self.margin()

    def hasHeightForWidth(self) -> bool:
        return False  # the height is the present width's (see the class)

    def sizeHint(self) -> QtCore.QSize:
        self._hinted = self._height()
        return QtCore.QSize(super().sizeHint().width(), self._hinted)

    def minimumSizeHint(self) -> QtCore.QSize:
        return QtCore.QSize(super().minimumSizeHint().width(), self._height())

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._placed = True
        if event.size().width() != event.oldSize().width() and self._hinted != self._height():
            self.updateGeometry()  # the text wraps to more or fewer lines at this width
