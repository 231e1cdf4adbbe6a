"""What every dock's panel starts from: the session it shows, its Qt signals, a column
to lay its parts out in, the labels, rows, lists, tables and OK/Cancel buttons the panels
and the window's dialogs build alike, and
:class:`ComputedWhenOnScreen` (a panel not on screen computes nothing until it is)."""

from __future__ import annotations

import contextlib
from functools import partial

from PySide6 import QtCore, QtWidgets

from gui.base.i18n import translate
from gui.base.qt_session import signals_of
from gui.model import Session

RICH = QtCore.Qt.TextFormat.RichText
PLAIN = QtCore.Qt.TextFormat.PlainText
TOP_LEFT = QtCore.Qt.AlignmentFlag.AlignTop | QtCore.Qt.AlignmentFlag.AlignLeft
RIGHT = QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter  # numbers
ERROR_STYLE = "color: #b00020;"  # a refusal, said where the choice was made
OK = QtWidgets.QDialogButtonBox.StandardButton.Ok


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

    _filling = False  # see filling()

    @contextlib.contextmanager
    def filling(self):
        """While the panel shows the session in its widgets: what that makes the widgets
        emit is not the user's doing, and the handlers that see ``self._filling`` write
        nothing back to the session."""
        was, self._filling = self._filling, True
        try:
            yield
        finally:
            self._filling = was

    def add(self, *widgets: QtWidgets.QWidget, stretch: int = 0) -> QtWidgets.QWidget:
        """Put ``widgets`` in the column, in order (each with ``stretch``); the last one
        back."""
        for widget in widgets:
            self.column.addWidget(widget, stretch)
        return widget


class ComputedWhenOnScreen:
    """Mixed into a panel ahead of ``QWidget``: :meth:`recompute` does the work
    (the widget's own ``_recompute()``) only when the table can be seen, else remembers
    to do it when it is shown or its dock tab is brought forward (at 10^7 rows that is
    seconds and hundreds of MB nobody asked for)."""

    _stale = False
    _on_screen: bool | None = None  # None: not in a dock, Qt's visibility decides

    def recompute(self, *_args) -> None:
        """Compute for the focused model when shown; a hidden tab computes nothing."""
        if not self.isVisible() or self._on_screen is False:
            self._stale = True
            return
        self._stale = False
        self._recompute()

    def set_on_screen(self, on: bool) -> None:
        """Told by the window's dock: a tab behind another is not on screen though Qt
        calls it visible."""
        self._on_screen = bool(on)
        if on and self._stale:
            self.recompute()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._stale:
            self.recompute()


def label(name: str = "", text: str = "", *, fmt=None, wrap: bool = True,
          selectable: bool = False, align=None, style: str = "") -> QtWidgets.QLabel:
    """A label named ``name``, its text wrapped unless ``wrap`` is False: ``fmt`` is
    Qt's text format where it is not to be guessed, ``selectable`` by the mouse."""
    widget = QtWidgets.QLabel(text, objectName=name, wordWrap=wrap, styleSheet=style)
    if fmt is not None:
        widget.setTextFormat(fmt)
    if selectable:
        widget.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
    if align is not None:
        widget.setAlignment(align)
    return widget


def say(widget: QtWidgets.QLabel, text: str | None) -> None:
    """``widget`` says ``text``, and is shown only when there is something to say."""
    widget.setText(text or "")
    widget.setVisible(bool(text))


def row(*items, hold: bool = False):
    """``items`` side by side, left to right: a widget, ``(widget, stretch)``, a text (its
    label) or None (a stretch). A layout, or with ``hold`` a widget holding it without
    margins (a row that can be hidden, or added where a widget goes)."""
    layout = QtWidgets.QHBoxLayout()
    for item in items:
        if item is None:
            layout.addStretch(1)
        elif isinstance(item, str):
            layout.addWidget(QtWidgets.QLabel(item))
        else:
            layout.addWidget(*(item if isinstance(item, tuple) else (item,)))
    if not hold:
        return layout
    holder = QtWidgets.QWidget()
    holder.setLayout(layout)
    layout.setContentsMargins(0, 0, 0, 0)
    return holder


def choices(name: str, items, current=None, chosen=None, context: str | None = None,
            **properties) -> QtWidgets.QComboBox:
    """A list to choose from named ``name``: ``(text, data)`` or ``(text, data, tip)``
    items in order (with a ``context``, English marked for translation in it, translated
    here), the item whose data is ``current`` chosen (the first when none is), then
    ``chosen`` called with the index of each choice made, by the user or the program."""
    box = QtWidgets.QComboBox(objectName=name, **properties)
    words = partial(translate, context) if context else str
    for index, (text, data, *tip) in enumerate(items):
        box.addItem(words(text), data)
        if tip:
            box.setItemData(index, words(tip[0]), QtCore.Qt.ItemDataRole.ToolTipRole)
    if current is not None and (index := box.findData(current)) >= 0:
        box.setCurrentIndex(index)
    if chosen is not None:
        box.currentIndexChanged.connect(chosen)
    return box


def column_choices(name: str, first: str, columns, current=None) -> QtWidgets.QComboBox:
    """A list to choose ``first`` (its data None) or one of ``columns`` (each its own
    data) from, ``current`` chosen: see :func:`choices`."""
    return choices(name, [(first, None), *((column, column) for column in columns)], current)


def ok_cancel(dialog) -> QtWidgets.QDialogButtonBox:
    """OK and Cancel, accepting and rejecting ``dialog``; its OK is ``dialog.ok_button``."""
    buttons = QtWidgets.QDialogButtonBox(OK | QtWidgets.QDialogButtonBox.StandardButton.Cancel,
                                         accepted=dialog.accept, rejected=dialog.reject)
    dialog.ok_button = buttons.button(OK)
    return buttons


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


def chosen_row(table: QtWidgets.QTableWidget) -> int | None:
    """The one row selected in ``table``, or None (none, or several)."""
    rows = {index.row() for index in table.selectionModel().selectedRows()}
    return rows.pop() if len(rows) == 1 else None


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
