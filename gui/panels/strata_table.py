"""A table of strata (groups, folds or classes) over arrays: a million groups are a
million rows that Qt asks for only as they scroll into view, sorted by numpy.

The numbers are the model's (:class:`core.engine.stratum_counts.StratumCounts`); here they are
only laid out and ordered.
"""

from __future__ import annotations

import numpy as np
from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.numbers_text import column_decimals, count_text
from gui.base.i18n import translate
from gui.panels.panel import RIGHT, whole_rows

HEADERS = ("n", "m⁺", "m⁻", "AUC")
NO_AUC = QT_TRANSLATE_NOOP("StrataTable", "one class")  # translated when shown


class StrataTableModel(QtCore.QAbstractTableModel):
    """Rows of ``(value, n, m⁺, m⁻, AUC)``; sortable by any column."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.title = translate("StrataTable", "group")  # the first column: a data column's name
        self.texts: tuple[str, ...] = ()
        self.columns: list[np.ndarray] = []
        self.order = np.zeros(0, dtype=np.int64)  # row -> stratum
        self.decimals = 4  # the AUC column's, one for every row

    def fill(self, title: str, texts, n_positive, n_negative, auc) -> None:
        self.beginResetModel()
        self.title = title
        self.texts = tuple(texts)
        n_positive = np.asarray(n_positive)
        n_negative = np.asarray(n_negative)
        self.columns = [n_positive + n_negative, n_positive, n_negative,
                        np.asarray(auc, dtype=float)]
        self.order = np.arange(len(self.texts), dtype=np.int64)
        self.decimals = column_decimals(self.columns[-1], least=4)
        self.endResetModel()

    def stratum(self, row: int) -> int:
        return int(self.order[row])

    def row_of(self, stratum: int) -> int | None:
        found = np.flatnonzero(self.order == stratum)
        return int(found[0]) if found.size else None

    # ---- Qt's model --------------------------------------------------------------------

    def rowCount(self, parent=QtCore.QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self.order)

    def columnCount(self, parent=QtCore.QModelIndex()) -> int:
        return 0 if parent.isValid() else 1 + len(HEADERS)

    def headerData(self, section, orientation, role=QtCore.Qt.ItemDataRole.DisplayRole):
        if role == QtCore.Qt.ItemDataRole.DisplayRole and \
                orientation == QtCore.Qt.Orientation.Horizontal:
            return (self.title, *HEADERS)[section]
        return None

    def data(self, index, role=QtCore.Qt.ItemDataRole.DisplayRole):
        if not index.isValid():
            return None
        i = self.stratum(index.row())
        column = index.column()
        if role == QtCore.Qt.ItemDataRole.DisplayRole:
            if column == 0:
                return self.texts[i]
            value = self.columns[column - 1][i]
            if column == len(HEADERS):
                if np.isnan(value):
                    return translate("StrataTable", NO_AUC)
                return f"{value:.{self.decimals}f}"
            return count_text(value.item())  # a count, or a sum of fractional weights
        if role == QtCore.Qt.ItemDataRole.ToolTipRole and column == 0:
            return self.texts[i]
        if role == QtCore.Qt.ItemDataRole.TextAlignmentRole and column > 0:
            return int(RIGHT)
        return None

    def sort(self, column: int, order=QtCore.Qt.SortOrder.AscendingOrder) -> None:
        """Order the rows by ``column``; strata without an AUC last either way, ties in
        listing order."""
        self.layoutAboutToBeChanged.emit()
        base = np.arange(len(self.texts), dtype=np.int64)
        descending = order == QtCore.Qt.SortOrder.DescendingOrder
        if column == 0:  # the listing order is the values' own order
            self.order = base[::-1].copy() if descending else base
        else:
            values = self.columns[column - 1].astype(float)
            keys = -values if descending else values
            # NaN (no AUC) sorts last in either direction.
            self.order = np.lexsort((base, np.nan_to_num(keys), np.isnan(values)))
        self.layoutChanged.emit()


def strata_view(name: str) -> QtWidgets.QTableView:
    """A read-only, sortable table view whose click selects one whole row."""
    view = QtWidgets.QTableView()
    view.setObjectName(name)
    view.setModel(StrataTableModel(view))
    view.setSortingEnabled(True)
    view.sortByColumn(0, QtCore.Qt.SortOrder.AscendingOrder)
    whole_rows(view)
    view.setSelectionMode(QtWidgets.QAbstractItemView.SelectionMode.SingleSelection)
    # The numbers whole at their contents' width; the stratum's name takes what is left
    # (elided, whole in its tooltip), so that a narrow dock does not scroll sideways.
    header = view.horizontalHeader()
    header.setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QtWidgets.QHeaderView.ResizeMode.Stretch)
    header.setStretchLastSection(False)
    # Qt's least section width (the style's, some 47 px) was wider than "m⁻" or "12".
    header.setMinimumSectionSize(view.fontMetrics().horizontalAdvance("0000"))
    view.setHorizontalScrollBarPolicy(QtCore.Qt.ScrollBarPolicy.ScrollBarAsNeeded)
    view.setMinimumHeight(220)
    return view
