"""The rank table behind the Mann–Whitney formula, for the focused model.

Samples are listed from the highest score down (the order the curve is drawn in), each
with its ascending rank (1 = lowest score; tied samples share the average of their ranks),
its tie block and the cumulative TP/FP once the threshold reaches that block. Under the
table the sum of the positives' ranks and the formula written out with the numbers.
Everything comes from :func:`core.engine.ranks.rank_table`; for large data only the first
and last rows are listed (the sums still cover every sample), and the table says so.

Selecting a row sets the session's threshold to that sample's score: the operating point
moves to the end of the sample's segment on the curve and the score view's line onto
its score (when the sweep replay runs, it follows to that step). The other way round, a
threshold move selects the rows of the block it reaches.

The module also holds what the teaching tables share: :func:`sample_ids`,
:class:`HeadTailModel` (a head, a gap said in words, a tail) and :class:`Background`
(one computation at a time off the UI thread).
"""

from __future__ import annotations

import html
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from PySide6 import QtCore, QtGui, QtWidgets

from core import RocscopeError
from core.engine.ranks import RankRow, rank_table
from core.engine.sweep import format_exact, format_score

from . import style
from .model import Session
from .qt_session import signals_of

ROWS_SHOWN = 200  # past this many samples: the first 100 and the last 100 rows
COMPUTE_HERE_UP_TO = 200_000  # samples ranked on the UI thread; more are ranked in the background
EXPAND_COUNTS_UP_TO = 100_000  # aggregated rows are listed sample by sample up to this many
_ID_NAMES = {"id", "ids", "sample", "sampleid", "name", "key", "uid", "instance"}


# ---- shared by the teaching tables ----------------------------------------------------------


class _ColumnNames(Sequence):
    """A column's values as text, read one at a time (the rank table asks only for the
    rows it keeps, so a column of millions is never converted whole)."""

    def __init__(self, array):
        self._array = array

    def __len__(self) -> int:
        return len(self._array)

    def __getitem__(self, i):
        value = self._array[int(i)].as_py()
        return "" if value is None else str(value).strip()


# Said by the views that need every row, for a model an engine computed out of memory.
ROWS_NOT_HERE = ("{what}: this model was computed out of memory by an engine (DuckDB or"
                 " Spark), which hands back the curve's vertices and exact counts, not the"
                 " rows.")


def sample_ids(data) -> Sequence[str] | None:
    """Names for the samples of ``data`` (a :class:`core.readers.dataset.LoadedData`),
    or None to call them by row.

    A column not chosen as score or label names the samples when it is called like an
    id (``id``, ``sample_id``, ``name``…) or holds text with no value missing and no
    two rows alike as far as the loader looked (the seed format ``s1,0.77,+``). Rows
    left out for missing values would misalign names and samples: then rows are used.
    """
    sel = data.selection
    if sel.counts is not None or data.dropped_rows:
        return None
    used = {sel.score, sel.label}
    for column in data.dataset.columns:
        if column.name in used or column.n_missing:
            continue
        key = "".join(ch for ch in column.name.lower() if ch.isalnum())
        named_like_id = key in _ID_NAMES or column.name.lower().endswith(("_id", " id", "-id"))
        distinct_text = column.kind == "text" and (
            column.distinct is None or len(column.distinct) == data.n_rows)
        if named_like_id or distinct_text:
            return _ColumnNames(data.dataset.values(column.name))
    return None


@dataclass(frozen=True)
class Column:
    """One column of a :class:`HeadTailModel`: its header, the text of a row, a tip."""

    header: str
    text: Callable
    tip: str = ""
    right: bool = True  # numbers align right


class HeadTailModel(QtCore.QAbstractTableModel):
    """Rows of a table that may be cut in the middle: ``head``, one gap row saying how
    many rows are not shown, ``tail``.

    ``shade(row)`` may give a row's background colour and ``bold(row, column)`` whether
    a cell is bold.
    """

    def __init__(self, columns: Sequence[Column], shade=None, bold=None, parent=None):
        super().__init__(parent)
        self.columns = tuple(columns)
        self._shade = shade
        self._bold = bold
        self._head: tuple = ()
        self._tail: tuple = ()
        self._omitted = 0
        self._gap_font = QtGui.QFont()
        self._gap_font.setItalic(True)
        self._bold_font = QtGui.QFont()
        self._bold_font.setBold(True)

    def set_rows(self, head=(), tail=(), omitted: int = 0) -> None:
        self.beginResetModel()
        self._head, self._tail, self._omitted = tuple(head), tuple(tail), int(omitted)
        self.endResetModel()

    @property
    def gap_row(self) -> int | None:
        """The index of the row that says how many rows are left out, if any."""
        return len(self._head) if self._omitted else None

    def row_at(self, r: int):
        """The row object shown at table row ``r`` (None for the gap)."""
        if r < len(self._head):
            return self._head[r]
        r -= len(self._head) + (1 if self._omitted else 0)
        return self._tail[r] if 0 <= r < len(self._tail) else None

    def rows(self):
        """``(table row, row object)`` for every row shown, the gap left out."""
        offset = len(self._head) + (1 if self._omitted else 0)
        yield from enumerate(self._head)
        yield from ((offset + i, row) for i, row in enumerate(self._tail))

    def rowCount(self, parent=QtCore.QModelIndex()) -> int:
        if parent.isValid():
            return 0
        return len(self._head) + len(self._tail) + (1 if self._omitted else 0)

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
                return f"⋮  {self._omitted:,} rows not shown  ⋮"
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
            return column.tip
        return None

    def headerData(self, section, orientation, role=QtCore.Qt.ItemDataRole.DisplayRole):
        if orientation != QtCore.Qt.Orientation.Horizontal:
            return None
        if role == QtCore.Qt.ItemDataRole.DisplayRole:
            return self.columns[section].header
        if role == QtCore.Qt.ItemDataRole.ToolTipRole:
            return self.columns[section].tip or None
        return None


def table_view(model: HeadTailModel) -> QtWidgets.QTableView:
    """A read-only table of whole rows for a :class:`HeadTailModel`."""
    view = QtWidgets.QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QtWidgets.QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(False)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(22)
    view.horizontalHeader().setStretchLastSection(True)
    view.setWordWrap(False)
    return view


def span_gap(view: QtWidgets.QTableView, model: HeadTailModel) -> None:
    """Let the gap row run across the table (call after every reset)."""
    view.clearSpans()
    if model.gap_row is not None:
        view.setSpan(model.gap_row, 0, 1, model.columnCount())


class Background(QtCore.QObject):
    """One computation at a time for a widget, on the UI thread when small and on a
    background thread when not; a newer request makes older results void.

    ``deliver(result)`` is called on the UI thread with the work's return value, or with
    the :class:`~core.RocscopeError` it raised (other exceptions are bugs: they are
    delivered too, as errors, so the window stays up).
    """

    _done = QtCore.Signal(int, object)

    def __init__(self, deliver: Callable, parent=None):
        super().__init__(parent)
        self._deliver = deliver
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

        threading.Thread(target=target, name="rocscope-teaching", daemon=True).start()

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
        return RocscopeError(f"internal error: {type(exc).__name__}: {exc}")


def class_tint(positive: bool) -> QtGui.QColor:
    """The light background of a positive or negative sample's row."""
    colour = QtGui.QColor(style.POSITIVE_COLOUR if positive else style.NEGATIVE_COLOUR)
    colour.setAlpha(28)
    return colour


def section(title: str) -> QtWidgets.QLabel:
    label = QtWidgets.QLabel(f"<b>{html.escape(title)}</b>")
    label.setTextFormat(QtCore.Qt.TextFormat.RichText)
    return label


def rich_label(name: str) -> QtWidgets.QLabel:
    label = QtWidgets.QLabel()
    label.setObjectName(name)
    label.setTextFormat(QtCore.Qt.TextFormat.RichText)
    label.setWordWrap(True)
    label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


# ---- the rank table ---------------------------------------------------------------------


RANK_COLUMNS = (
    Column("#", lambda r: f"{r.position + 1:,}",
           "Position in the table: samples by descending score, as the curve is drawn"),
    Column("sample", lambda r: r.name, "The sample's id, or its row in the data", right=False),
    Column("score", lambda r: format_score(r.score)),
    Column("label", lambda r: r.label, "+ positive, − negative", right=False),
    Column("rank", lambda r: format_exact(r.rank),
           "Ascending rank (1 = lowest score); tied samples share the average of their ranks"),
    Column("block", lambda r: f"{r.block:,}",
           "Tie block: the samples sharing one score; block b ends at curve vertex b"),
    Column("TP", lambda r: f"{r.tp:,}", "True positives once the threshold reaches this block"),
    Column("FP", lambda r: f"{r.fp:,}", "False positives once the threshold reaches this block"),
)
RANK_COLUMN = 4


class RankTable(QtWidgets.QWidget):
    """The focused model's samples by score with their Mann–Whitney ranks.

    Attributes
    ----------
    ranks : core.engine.ranks.RankTable or None
        What the table shows (None while computing, or when there is nothing to rank).
    model : HeadTailModel
    view : QTableView
    status, formula_label : QLabel
        What is listed (and what is not), and the formula with the numbers.
    """

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        self.session = session
        self.signals = signals_of(session)
        self.ranks = None
        self._selecting = False  # the table is being selected from the session
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(section("Ranks (Mann–Whitney)"))
        self.status = rich_label("rankStatus")
        layout.addWidget(self.status)
        self.model = HeadTailModel(RANK_COLUMNS, shade=lambda r: class_tint(r.positive),
                                   bold=lambda r, c: r.positive and c == RANK_COLUMN,
                                   parent=self)
        self.view = table_view(self.model)
        layout.addWidget(self.view, 1)
        self.formula_label = rich_label("rankFormula")
        layout.addWidget(self.formula_label)
        self.background = Background(self._show, self)
        # After a click or key the view applies its own selection (the one row) once our
        # slot has run; the block is selected again right after, when the event is done.
        self._reselect = QtCore.QTimer(self)
        self._reselect.setSingleShot(True)
        self._reselect.setInterval(0)
        self._reselect.timeout.connect(lambda: self._on_threshold(self.session.threshold))
        self.view.selectionModel().currentRowChanged.connect(self._on_current_row)
        self.signals.focusChanged.connect(self.recompute)
        self.signals.thresholdChanged.connect(self._on_threshold)
        self.recompute()

    @property
    def busy(self) -> bool:
        return self.background.busy

    def recompute(self, *_args) -> None:
        """Compute for the focused model when shown; a hidden tab computes nothing (at
        10^7 rows that is seconds and hundreds of MB nobody asked for)."""
        on_screen = getattr(self, "_on_screen", None)
        if not self.isVisible() or on_screen is False:
            self._stale = True
            return
        self._stale = False
        self._recompute()

    def set_on_screen(self, on: bool) -> None:
        """Told by the window's dock: a tab behind another is not on screen though Qt
        calls it visible."""
        self._on_screen = bool(on)
        if on and getattr(self, "_stale", False):
            self.recompute()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if getattr(self, "_stale", False):
            self.recompute()

    def _recompute(self) -> None:
        """Rank the focused model's samples (in the background when there are many)."""
        self.ranks = None
        self.model.set_rows()
        span_gap(self.view, self.model)
        self.formula_label.clear()
        shown = self.session.shown
        if shown is None:
            self.background.cancel()
            self.status.clear()
            return
        data, curve = shown.data, shown.curve
        if data.scores is None:
            self.background.cancel()
            self.status.setText(ROWS_NOT_HERE.format(what="The rank table lists every sample"))
            return
        if data.selection.counts is not None:
            if curve.n_samples > EXPAND_COUNTS_UP_TO:
                self.background.cancel()
                self.status.setText(
                    f"These are aggregated rows holding {curve.n_samples:,} samples: too many"
                    " to list one by one. The accumulation table shows the same data score"
                    " by score.")
                return
            scores, labels, ids = _expand_counts(data)
        else:
            scores, labels, ids = data.scores, data.labels, sample_ids(data)
        n = len(scores)
        limit = ROWS_SHOWN if n > ROWS_SHOWN else None
        self.status.setText("Ranking…")
        self.background.run(lambda: rank_table(scores, labels, ids, limit=limit),
                            in_background=n > COMPUTE_HERE_UP_TO)

    def _show(self, result) -> None:
        if isinstance(result, RocscopeError):
            self.status.setText(html.escape(str(result)))
            return
        self.ranks = table = result
        self.model.set_rows(table.head, table.tail, table.omitted)
        span_gap(self.view, self.model)
        self.view.resizeColumnsToContents()
        if table.truncated:
            self.status.setText(
                f"Showing the first {len(table.head):,} and the last {len(table.tail):,} of"
                f" {table.n:,} samples; {table.omitted:,} in between are not listed. The sums"
                " below cover every sample.")
        else:
            self.status.setText(
                f"{table.n:,} samples by descending score. Rank 1 is the lowest score; tied"
                " samples share the average of their ranks.")
        self.formula_label.setText(_formula_html(table))
        self._on_threshold(self.session.threshold)

    # ---- selection, both ways -----------------------------------------------------------

    def _on_current_row(self, current: QtCore.QModelIndex, _previous=None) -> None:
        if self._selecting or not current.isValid():
            return
        row = self.model.row_at(current.row())
        if row is not None:
            self.session.set_threshold(row.score)
            self._reselect.start()

    def _on_threshold(self, threshold: float) -> None:
        """Select the rows of the block the threshold reaches (none at +inf)."""
        curve = self.session.curve
        if self.ranks is None or curve is None:
            return
        try:
            block = curve.vertex_at(threshold)
        except RocscopeError:
            return
        rows = [r for r, row in self.model.rows() if row.block == block]
        selection = QtCore.QItemSelection()
        last = self.model.columnCount() - 1
        for r in rows:
            selection.select(self.model.index(r, 0), self.model.index(r, last))
        flags = QtCore.QItemSelectionModel.SelectionFlag
        self._selecting = True
        try:
            chooser = self.view.selectionModel()
            chooser.select(selection, flags.ClearAndSelect | flags.Rows)
            if rows and chooser.currentIndex().row() not in rows:
                chooser.setCurrentIndex(self.model.index(rows[0], 0), flags.NoUpdate)
                self.view.scrollTo(self.model.index(rows[-1], 0))
                self.view.scrollTo(self.model.index(rows[0], 0))
        finally:
            self._selecting = False

    def selected_rows(self) -> list[RankRow]:
        """The samples selected in the table."""
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()})
        return [self.model.row_at(r) for r in rows if self.model.row_at(r) is not None]


def _expand_counts(data):
    """Aggregated rows as one sample per count, each named after its row."""
    pos = np.asarray(data.positives, dtype=np.int64)
    neg = np.asarray(data.negatives, dtype=np.int64)
    rows = np.concatenate((np.repeat(np.arange(len(pos)), pos),
                           np.repeat(np.arange(len(neg)), neg)))
    labels = np.r_[np.ones(int(pos.sum()), dtype=bool), np.zeros(int(neg.sum()), dtype=bool)]
    ids = [f"row {r + 1}" for r in rows.tolist()]
    return np.asarray(data.scores)[rows], labels, ids


def _formula_html(table) -> str:
    """The sum of the positives' ranks and the Mann–Whitney formula with the numbers."""
    try:
        formula = table.mann_whitney_text
    except RocscopeError as exc:
        return html.escape(str(exc))
    total = format_exact(table.sum_positive_ranks)
    if table.positive_ranks and len(table.positive_ranks) > 1:
        listed = " + ".join(format_exact(r) for r in table.positive_ranks)
        ranks = f"Σ rank(s⁺) = {listed} = {total}"
    else:
        ranks = f"Σ rank(s⁺) = {total} over {table.n_positive:,} positives"
    return (f"<div>{html.escape(ranks)}</div>"
            f"<div>AUC = {html.escape(formula)}</div>")
