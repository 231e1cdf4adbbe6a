"""What every dock's panel starts from: the session it shows, its Qt signals, a column
to lay its parts out in, the labels and tables the panels build alike,
:class:`ComputedWhenOnScreen` (a panel not on screen computes nothing until it is) and
:class:`Background`, one computation at a time off the UI thread."""

from __future__ import annotations

import threading
from collections.abc import Callable

from PySide6 import QtCore, QtWidgets

from core import RocscopeError
from gui.base.first_paint import after_first_paint
from gui.base.i18n import translate
from gui.base.qt_session import signals_of
from gui.model import Session

RICH = QtCore.Qt.TextFormat.RichText
PLAIN = QtCore.Qt.TextFormat.PlainText
TOP_LEFT = QtCore.Qt.AlignmentFlag.AlignTop | QtCore.Qt.AlignmentFlag.AlignLeft
RIGHT = QtCore.Qt.AlignmentFlag.AlignRight | QtCore.Qt.AlignmentFlag.AlignVCenter  # numbers


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


class Background(QtCore.QObject):
    """One computation at a time for a widget, on the UI thread when small and on a
    background thread when not; a newer request makes older results void.

    ``deliver(result)`` is called on the UI thread with the work's return value, or with
    the :class:`~core.RocscopeError` it raised (other exceptions are bugs: they are
    delivered too, as errors, so the window stays up).
    """

    _done = QtCore.Signal(int, object)

    def __init__(self, deliver: Callable, name: str, parent=None):
        super().__init__(parent)
        self._deliver = deliver
        self._name = name  # its thread's name
        self._token = 0
        self._running: int | None = None
        self._done.connect(self._on_done)

    @property
    def busy(self) -> bool:
        return self._running is not None

    def run(self, work: Callable, in_background: bool) -> None:
        self._token += 1
        token = self._token
        if not in_background:
            self._running = None
            self._deliver(_call(work))
            return
        self._running = token

        def target():
            result = _call(work)
            try:
                self._done.emit(token, result)
            except RuntimeError:  # the widget went away meanwhile
                pass

        thread = threading.Thread(target=target, name=self._name, daemon=True)
        after_first_paint(thread.start)  # a launch paints its window first

    def cancel(self) -> None:
        self._token += 1
        self._running = None

    def _on_done(self, token: int, result) -> None:
        if token != self._token:
            return
        self._running = None
        self._deliver(result)


def _call(work):
    try:
        return work()
    except RocscopeError as exc:
        return exc
    except Exception as exc:  # noqa: BLE001 - a bug must not take the window down
        return RocscopeError(translate("TeachingTable", "internal error: {error}").format(
            error=f"{type(exc).__name__}: {exc}"))
