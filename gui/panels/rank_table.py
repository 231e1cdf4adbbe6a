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
"""

from __future__ import annotations

import html
from functools import partial

import numpy as np
from PySide6 import QtCore
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import RocscopeError
from core.engine.ranks import rank_table
from core.numbers_text import exact_text, score_text
from core.readers.sample_names import sample_ids
from gui.base.i18n import said, translate
from gui.model import Session
from gui.panels.teaching_table import (
    ROWS_SHOWN,
    Column,
    HeadTailModel,
    TeachingTable,
    class_tint,
    rows_not_here,
)

STRETCH = 1  # the sample column (an id can be long) takes the width the others leave
EXPAND_COUNTS_UP_TO = 100_000  # aggregated rows are listed sample by sample up to this many


_Column = partial(Column, context="RankTable")
RANK_COLUMNS = (  # headers and tips marked for translation in the context "RankTable"
    _Column("#", lambda r: f"{r.position + 1:,}",
            QT_TRANSLATE_NOOP("RankTable", "Position in the table: samples by descending"
                                           " score, as the curve is drawn")),
    _Column(QT_TRANSLATE_NOOP("RankTable", "sample"), lambda r: said(r.name),
            QT_TRANSLATE_NOOP("RankTable", "The sample's id, or its row in the data"),
            right=False),
    _Column(QT_TRANSLATE_NOOP("RankTable", "score"), lambda r: score_text(r.score)),
    _Column(QT_TRANSLATE_NOOP("RankTable", "label"), lambda r: r.label,
            QT_TRANSLATE_NOOP("RankTable", "+ positive, − negative"), right=False),
    _Column(QT_TRANSLATE_NOOP("RankTable", "rank"), lambda r: exact_text(r.rank),
            QT_TRANSLATE_NOOP("RankTable", "Ascending rank (1 = lowest score); tied samples"
                                           " share the average of their ranks")),
    _Column(QT_TRANSLATE_NOOP("RankTable", "block"), lambda r: f"{r.block:,}",
            QT_TRANSLATE_NOOP("RankTable", "Tie block: the samples sharing one score; block b"
                                           " ends at curve vertex b")),
    _Column("TP", lambda r: f"{r.tp:,}",
            QT_TRANSLATE_NOOP("RankTable", "True positives once the threshold reaches this"
                                           " block")),
    _Column("FP", lambda r: f"{r.fp:,}",
            QT_TRANSLATE_NOOP("RankTable", "False positives once the threshold reaches this"
                                           " block")),
)
RANK_COLUMN = 4


class RankTable(TeachingTable):
    """The focused model's samples by score with their Mann–Whitney ranks.

    Attributes
    ----------
    result : core.engine.ranks.RankTable or None
        What the table shows (None while computing, or when there is nothing to rank).
    model : HeadTailModel
    view : QTableView
    status, result_label : QLabel
        What is listed (and what is not), and the formula with the numbers.
    """

    _selecting = False  # the table is being selected from the session

    def __init__(self, session: Session, parent=None):
        super().__init__(session, translate("RankTable", "Ranks (Mann–Whitney)"), "rank",
                         HeadTailModel(RANK_COLUMNS, shade=lambda r: class_tint(r.positive),
                                       bold=lambda r, c: r.positive and c == RANK_COLUMN),
                         STRETCH, "rankFormula", parent)
        # After a click or key the view applies its own selection (the one row) once our
        # slot has run; the block is selected again right after, when the event is done.
        self._reselect = QtCore.QTimer(self, singleShot=True, interval=0, timeout=lambda: (
            self._on_threshold(self.session.threshold)))
        self.view.selectionModel().currentRowChanged.connect(self._on_current_row)
        self.signals.focused.connect(self.recompute)
        self.signals.threshold.connect(self._on_threshold)
        self.recompute()

    def _recompute(self) -> None:
        """Rank the focused model's samples (in the background when there are many)."""
        shown = self._start()
        if shown is None:
            return
        data, curve = shown.data, shown.curve
        if not data.has_rows:
            self._say(rows_not_here(translate("RankTable", "The rank table lists every sample")))
            return
        if data.weights is not None:
            self._say(translate(
                "RankTable", "These rows carry case weights: a rank table lists samples one"
                " by one, so it is not shown."))
            return
        if data.selection.counts is not None:
            if curve.n_samples > EXPAND_COUNTS_UP_TO:
                self._say(translate(
                    "RankTable", "These are aggregated rows holding {count} samples: too many"
                    " to list one by one. The accumulation table shows the same data score"
                    " by score.").format(count=f"{curve.n_samples:,}"))
                return
            scores, labels, ids = _expand_counts(data)
        else:
            scores, labels, ids = data.scores, data.labels, sample_ids(data)
        self._compute(lambda: rank_table(scores, labels, ids, limit=ROWS_SHOWN),
                      translate("RankTable", "Ranking…"), len(scores))

    def _describe(self, table) -> None:
        if table.truncated:
            self.status.setText(translate(
                "RankTable", "Showing the first {head} and the last {tail} of {count} samples;"
                " {omitted} in between are not listed. The sums below cover every sample.").format(
                head=f"{len(table.head):,}", tail=f"{len(table.tail):,}", count=f"{table.n:,}",
                omitted=f"{table.omitted:,}"))
        else:
            self.status.setText(translate(
                "RankTable", "{count} samples by descending score. Rank 1 is the lowest score;"
                " tied samples share the average of their ranks.").format(count=f"{table.n:,}"))
        self.result_label.setText(_formula_html(table))
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
        if self.result is None or curve is None:
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



def _expand_counts(data):
    """Aggregated rows as one sample per count, each named after its row."""
    pos = np.asarray(data.positives, dtype=np.int64)
    neg = np.asarray(data.negatives, dtype=np.int64)
    rows = np.concatenate((np.repeat(np.arange(len(pos)), pos),
                           np.repeat(np.arange(len(neg)), neg)))
    labels = np.r_[np.ones(int(pos.sum()), dtype=bool), np.zeros(int(neg.sum()), dtype=bool)]
    row = translate("RankTable", "row {number}")
    ids = [row.format(number=r + 1) for r in rows.tolist()]
    return np.asarray(data.scores)[rows], labels, ids


def _formula_html(table) -> str:
    """The sum of the positives' ranks and the Mann–Whitney formula with the numbers."""
    try:
        formula = table.mann_whitney_text
    except RocscopeError as exc:
        return html.escape(said(exc))
    total = exact_text(table.sum_positive_ranks)
    if table.positive_ranks and len(table.positive_ranks) > 1:
        listed = " + ".join(exact_text(r) for r in table.positive_ranks)
        ranks = f"Σ rank(s⁺) = {listed} = {total}"
    else:
        ranks = translate("RankTable", "Σ rank(s⁺) = {total} over {count} positives").format(
            total=total, count=f"{table.n_positive:,}")
    return (f"<div>{html.escape(ranks)}</div>"
            f"<div>AUC = {html.escape(formula)}</div>")
