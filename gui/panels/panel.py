"""What every dock's panel starts from: the session it shows, its Qt signals, and a
column to lay its parts out in."""

from __future__ import annotations

from PySide6 import QtWidgets

from gui.base.qt_session import signals_of
from gui.model import Session


class SessionPanel(QtWidgets.QWidget):
    """A panel bound to ``session``: ``self.session``, ``self.signals`` (its Qt side) and
    ``self.column``, a vertical layout with the panel's ``margins``."""

    def __init__(self, session: Session, parent=None, margins=(6, 4, 6, 4)):
        super().__init__(parent)
        self.session = session
        self.signals = signals_of(session)
        self.column = QtWidgets.QVBoxLayout(self)
        self.column.setContentsMargins(*margins)
