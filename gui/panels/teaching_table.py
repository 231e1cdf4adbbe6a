"""What the teaching tables (ranks, accumulation) share: :class:`TeachingTable` (their
parts and how a result is shown) and :class:`HeadTailModel` (a head, a gap said in words,
a tail)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import RocscopeError
from gui.base import style
from gui.base.background import Background
from gui.base.i18n import said, translate
from gui.panels.panel import (
    RICH,
    ComputedWhenOnScreen,
    SessionPanel,
    fit_columns,
    label,
    whole_rows,
)
from gui.views.paint import tint

ROWS_SHOWN = 200  # past this many rows: the first 100 and the last 100
COMPUTE_HERE_UP_TO = 200_000  # input rows computed on the UI thread; more in the background

# Said by the views that need every row, for a model an engine computed out of memory
# (``{what}`` is translated by the caller; call :func:`rows_not_here`).
ROWS_NOT_HERE = QT_TRANSLATE_NOOP(
    "TeachingTable", "{what}: this model was computed out of memory by an engine (DuckDB or"
    " Spark), which hands back the curve's vertices and exact counts, not the rows.")


def rows_not_here(what: str) -> str:
    """:data:`ROWS_NOT_HERE` in the language installed, saying ``what`` needs the rows."""
    return translate("TeachingTable", ROWS_NOT_HERE).format(what=what)


@dataclass(frozen=True)
class Column:
    """One column of a :class:`HeadTailModel`: its header, the text of a row, a tip.

    The header and the tip are English marked for translation in ``context``; the model
    translates them when Qt asks for them."""

    header: str
    text: Callable
    tip: str = ""
    right: bool = True  # numbers align right
    context: str = "TeachingTable"


class HeadTailModel(QtCore.QAbstractTableModel):
    """Rows of a table that may be cut in the middle: ``head``, one gap row saying how
    many rows are not shown, ``tail``.

    ``shade(row)`` may give a row's background colour and ``bold(row, column)`` whether
    a cell is bold.
    """

    def __init__(self, columns: Sequence[Column], shade=None, bold=None):
        super().__init__()
        self.columns = tuple(columns)
        self._shade = shade
        self._bold = bold
        self._rows: tuple = ()  # head, None for the gap, tail
        self._omitted = 0
        # The index of the row that says how many rows are left out, if any.
        self.gap_row: int | None = None
        self._gap_font = QtGui.QFont()
        self._gap_font.setItalic(True)
        self._bold_font = QtGui.QFont()
        self._bold_font.setBold(True)

    def set_rows(self, head=(), tail=(), omitted: int = 0) -> None:
        self.beginResetModel()
        self._omitted = int(omitted)
        self.gap_row = len(head) if omitted else None
        self._rows = (*head, *((None,) if omitted else ()), *tail)
        self.endResetModel()

    def row_at(self, r: int):
        """The row object shown at table row ``r`` (None for the gap)."""
        return self._rows[r] if 0 <= r < len(self._rows) else None

    def rows(self):
        """``(table row, row object)`` for every row shown, the gap left out."""
        return ((r, row) for r, row in enumerate(self._rows) if row is not None)

    def rowCount(self, parent=QtCore.QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent=QtCore.QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def data(self, index, role=QtCore.Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        row = self.row_at(index.row())
        column = self.columns[index.column()]
        Role = QtCore.Qt.ItemDataRole
        if row is None:  # the gap
            if role == Role.DisplayRole and index.column() == 0:
                return translate("TeachingTable", "⋮  {count} rows not shown  ⋮").format(
                    count=f"{self._omitted:,}")
            if role == Role.FontRole:
                return self._gap_font
            if role == Role.TextAlignmentRole:
                return QtCore.Qt.AlignmentFlag.AlignCenter
            return None
        if role == Role.DisplayRole:
            return column.text(row)
        if role == Role.TextAlignmentRole:
            horizontal = (QtCore.Qt.AlignmentFlag.AlignRight if column.right
                          else QtCore.Qt.AlignmentFlag.AlignLeft)
            return horizontal | QtCore.Qt.AlignmentFlag.AlignVCenter
        if role == Role.BackgroundRole and self._shade is not None:
            colour = self._shade(row)
            return QtGui.QBrush(colour) if colour is not None else None
        if role == Role.FontRole and self._bold is not None and self._bold(row, index.column()):
            return self._bold_font
        if role == Role.ToolTipRole and column.tip:
            return translate(column.context, column.tip)
        return None

    def headerData(self, section, orientation, role=QtCore.Qt.ItemDataRole.DisplayRole):
        if orientation != QtCore.Qt.Orientation.Horizontal:
            return None
        column = self.columns[section]
        if role == QtCore.Qt.ItemDataRole.DisplayRole:
            return translate(column.context, column.header)
        if role == QtCore.Qt.ItemDataRole.ToolTipRole:
            return translate(column.context, column.tip) if column.tip else None
        return None


def table_view(model: HeadTailModel, stretch: int) -> QtWidgets.QTableView:
    """A read-only table of whole rows for a :class:`HeadTailModel`, fitted to its width
    (:func:`~gui.panels.panel.fit_columns`, on one line: elided, not wrapped)."""
    view = QtWidgets.QTableView()
    view.setModel(model)
    whole_rows(view)
    view.setAlternatingRowColors(False)
    view.verticalHeader().setDefaultSectionSize(22)
    fit_columns(view, stretch, minimum=16, wrap=False)
    return view


def span_gap(view: QtWidgets.QTableView, model: HeadTailModel) -> None:
    """Let the gap row run across the table (call after every reset)."""
    view.clearSpans()
    if model.gap_row is not None:
        view.setSpan(model.gap_row, 0, 1, model.columnCount())


def class_tint(positive: bool) -> QtGui.QColor:
    """The light background of a positive or negative sample's row."""
    return tint(style.POSITIVE_COLOUR if positive else style.NEGATIVE_COLOUR, 28)


def section(title: str) -> QtWidgets.QLabel:
    # Wrapped: a long title must not widen its panel past the dock.
    return label(text=f"<b>{html.escape(title)}</b>", fmt=RICH)


def rich_label(name: str) -> QtWidgets.QLabel:
    return label(name, fmt=RICH, selectable=True)


class TeachingTable(ComputedWhenOnScreen, SessionPanel):
    """What a teaching table of the focused model is made of: its ``title``, a
    ``status`` line (what is listed, and what is not), the rows of ``model`` in ``view``
    and a ``result_label`` under them; the rows are computed by ``background``
    (:meth:`_compute`) and shown by :meth:`_show`, which keeps the engine's table as
    ``result`` (None while computing, or when there is nothing to show) and hands it to
    the table's ``_describe``."""

    result = None

    def __init__(self, session, title: str, name: str, model: HeadTailModel, stretch: int,
                 result_name: str, parent=None):
        super().__init__(session, parent, margins=(6, 6, 6, 6))
        self.status = self.add(section(title), rich_label(f"{name}Status"))
        self.model = model
        model.setParent(self)
        self.view = self.add(table_view(model, stretch), stretch=1)
        self.result_label = self.add(rich_label(result_name))
        self.background = Background("teaching", self._show, self)

    @property
    def busy(self) -> bool:
        return self.background.busy

    def _start(self):
        """The table emptied for a new computation: the focused model, or None (then
        there is nothing to compute)."""
        self.result = None
        self.model.set_rows()
        span_gap(self.view, self.model)
        self.result_label.clear()
        shown = self.session.shown
        if shown is None:
            self._say("")
        return shown

    def _compute(self, work, status: str, rows: int) -> None:
        """Run ``work()``, on the UI thread for at most :data:`COMPUTE_HERE_UP_TO` input
        ``rows``, else in the background; ``status`` says so meanwhile."""
        self.status.setText(status)
        self.background.run(work, here=rows <= COMPUTE_HERE_UP_TO)

    def _say(self, text: str) -> None:
        """Nothing is computed: ``text`` says why."""
        self.background.cancel()
        self.status.setText(text)

    def _show(self, result) -> None:
        if isinstance(result, RocscopeError):
            self.status.setText(html.escape(said(result)))
            return
        self.model.set_rows(result.head, result.tail, result.omitted)
        span_gap(self.view, self.model)
        self.view.resizeColumnsToContents()
        self.result = result
        self._describe(result)
