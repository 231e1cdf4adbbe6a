"""What every dock's panel starts from: the session it shows, its Qt signals, a column
to lay its parts out in, and the labels and tables the panels build alike."""

from __future__ import annotations

from PySide6 import QtCore, QtWidgets

from gui.base.i18n import translate
from gui.base.qt_session import signals_of
from gui.model import Session

RICH = QtCore.Qt.TextFormat.RichText
PLAIN = QtCore.Qt.TextFormat.PlainText
TOP_LEFT = QtCore.Qt.AlignmentFlag.AlignTop | QtCore.Qt.AlignmentFlag.AlignLeft


def bind(widget, session: Session) -> None:
    """``widget.session`` and ``widget.signals``, the session's Qt side."""
    widget.session = session
    widget.signals = signals_of(session)


class SessionPanel(QtWidgets.QWidget):
    """A panel bound to ``session``: ``self.session``, ``self.signals`` (its Qt side) and
    ``self.column``, a vertical layout with the panel's ``margins``."""

    def __init__(self, session: Session, parent=None, margins=(6, 4, 6, 4)):
        super().__init__(parent)
        bind(self, session)
        self.column = QtWidgets.QVBoxLayout(self)
        self.column.setContentsMargins(*margins)


def label(name: str = "", text: str = "", *, fmt=None, wrap: bool = True,
          selectable: bool = False, align=None, style: str = "") -> QtWidgets.QLabel:
    """A label named ``name``, its text wrapped unless ``wrap`` is False: ``fmt`` is
    Qt's text format where it is not to be guessed, ``selectable`` by the mouse."""
    widget = QtWidgets.QLabel(text)
    widget.setObjectName(name)
    widget.setWordWrap(wrap)
    if fmt is not None:
        widget.setTextFormat(fmt)
    if selectable:
        widget.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
    if align is not None:
        widget.setAlignment(align)
    if style:
        widget.setStyleSheet(style)
    return widget


def fit_columns(table: QtWidgets.QTableView, stretch: int, minimum: int = 18,
                wrap: bool = True) -> None:
    """Every column as wide as its content, the ``stretch`` one taking what is left (its
    text wraps, or is elided in the middle): the table never scrolls sideways."""
    header = table.horizontalHeader()
    header.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QtWidgets.QHeaderView.ResizeMode.Stretch)
    header.setStretchLastSection(False)
    header.setMinimumSectionSize(minimum)
    table.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    table.setWordWrap(wrap)
    table.setTextElideMode(QtCore.Qt.TextElideMode.ElideMiddle)


def whole_rows(table: QtWidgets.QTableView) -> None:
    """A read-only table where a click selects whole rows, with no row numbers."""
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
    table.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)


def row_table(columns, name: str, context: str, stretch: int) -> QtWidgets.QTableWidget:
    """A read-only table with these column headers (translated in ``context``) where a
    click selects one whole row, fitted to its width (:func:`fit_columns`)."""
    table = QtWidgets.QTableWidget(0, len(columns))
    table.setObjectName(name)
    table.setHorizontalHeaderLabels([translate(context, c) if c else c for c in columns])
    whole_rows(table)
    table.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
    fit_columns(table, stretch)
    return table
