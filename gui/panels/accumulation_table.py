"""The grouped accumulation of a click-log job, row by row, for the focused model.

A job computing AUC on click logs groups the rows by score, walks the scores from the
highest down and adds, for each, ``(2·TPₖ₋₁ + pₖ)·nₖ / 2`` (a rectangle and a triangle in
count units), then divides by ``m⁺·m⁻``. The table lists each score with those counts
and the running sum; aggregated
``score, positives, negatives`` rows and one-score-per-sample data are grouped the same
way. The numbers come from :mod:`core.engine.accumulation`; for many distinct scores
only the first and last are listed (the sum covers all of them), and the table says so.
"""

from __future__ import annotations

import html
from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.app.report.step_text import division_text, term_text
from core.engine.accumulation import (
    accumulation_from_counts,
    accumulation_from_scores,
    accumulation_table,
)
from core.numbers_text import exact_text, fraction_text, score_text
from gui.base.i18n import translate
from gui.model import Session
from gui.panels.panel import RICH, label
from gui.panels.teaching_table import (
    ROWS_SHOWN,
    Column,
    HeadTailModel,
    TeachingTable,
    rows_not_here,
)

STRETCH = 5  # the term column takes the width the others leave

# The loop, written out beside the table (the same steps as the rows).
# Short lines: the panel is a third of the window at most, and code does not wrap.
LOOP = """\
# {blocks}
auc = tp = fp = 0
for score, p, n in blocks:
    auc += (2*tp + p) * n / 2
    tp += p; fp += n
auc /= tp * fp  # {pairs}"""
# The code is code in every language; its comments are words.
LOOP_BLOCKS = QT_TRANSLATE_NOOP("AccumulationTable", "blocks: from the highest score down")
LOOP_PAIRS = QT_TRANSLATE_NOOP("AccumulationTable", "the m⁺·m⁻ pairs")


_Column = partial(Column, context="AccumulationTable")


def _columns(counts: bool) -> tuple[Column, ...]:
    # The tips are marked here and translated by the table's model when shown.
    positives = (QT_TRANSLATE_NOOP("AccumulationTable", "Positives (clicks) at this score (rows"
                                   " of the log grouped here: see the tip of each row's score)")
                 if counts else
                 QT_TRANSLATE_NOOP("AccumulationTable", "Positives (clicks) at this score"
                                   " (samples grouped here: see the tip of each row's score)"))
    return (
        _Column("k", lambda r: f"{r.block:,}",
                QT_TRANSLATE_NOOP("AccumulationTable", "Distinct scores from the highest down")),
        _Column(QT_TRANSLATE_NOOP("AccumulationTable", "score"), lambda r: score_text(r.score),
                QT_TRANSLATE_NOOP("AccumulationTable", "The ctr the rows are grouped by")),
        _Column("pₖ", lambda r: f"{r.positives:,}", positives),
        _Column("nₖ", lambda r: f"{r.negatives:,}",
                QT_TRANSLATE_NOOP("AccumulationTable", "Negatives (non-clicks) at this score")),
        _Column("TPₖ₋₁", lambda r: f"{r.tp_before:,}",
                QT_TRANSLATE_NOOP("AccumulationTable",
                                  "Positives at higher scores, before this row")),
        _Column("(2·TPₖ₋₁ + pₖ)·nₖ/2", term_text,
                QT_TRANSLATE_NOOP("AccumulationTable", "The rectangle nₖ·TPₖ₋₁ plus the triangle"
                                  " nₖ·pₖ/2, in count units")),
        _Column("Σ", lambda r: exact_text(r.running_sum),
                QT_TRANSLATE_NOOP("AccumulationTable", "The sum of the terms so far")),
    )


class AccumulationTable(TeachingTable):
    """The grouped accumulation of the focused model, as a click-log job runs it.

    Attributes
    ----------
    result : core.engine.accumulation.AccumulationTable or None
    model : HeadTailModel
    view : QTableView
    status, result_label : QLabel
    """

    def __init__(self, session: Session, parent=None):
        super().__init__(session, translate(
            "AccumulationTable", "Grouped accumulation (as a click-log job computes it)"),
            "accumulation", HeadTailModel(_columns(False)), STRETCH, "accumulationResult",
            parent)
        loop = LOOP.format(blocks=translate("AccumulationTable", LOOP_BLOCKS),
                           pairs=translate("AccumulationTable", LOOP_PAIRS))
        self.column.addWidget(label("loopCode", f"<pre style='margin:0'>{html.escape(loop)}</pre>",
                                    fmt=RICH, wrap=False, selectable=True, style="color: #444;"))
        self.signals.focused.connect(self.recompute)
        self.recompute()

    def _recompute(self) -> None:
        shown = self.session.shown
        counts = shown is not None and shown.data.selection.counts is not None
        self.model.columns = _columns(counts)
        if self._start() is None:
            return
        data, curve = shown.data, shown.curve
        if not data.has_rows and not curve.complete:
            self._say(rows_not_here(translate(
                "AccumulationTable", "The accumulation needs every tie block"))
                + " " + translate("AccumulationTable",
                                  "It kept only the vertices a screen can show."))
            return
        if data.has_rows and data.weights is not None and curve.weighted:
            self._say(translate(
                "AccumulationTable", "These rows carry fractional case weights: the"
                " accumulation counts samples, so it is not shown."))
            return
        # Computed out of memory, the blocks are the curve's; so are whole-number weights.
        if not data.has_rows or data.weights is not None:
            work = partial(accumulation_table, curve, ROWS_SHOWN)
        elif counts:
            work = partial(accumulation_from_counts, data.scores, data.positives,
                           data.negatives, ROWS_SHOWN)
        else:
            work = partial(accumulation_from_scores, data.scores, data.labels, ROWS_SHOWN)
        self._compute(work, translate("AccumulationTable", "Grouping…"), data.n_rows)

    def _describe(self, table) -> None:
        counts = self.session.data.selection.counts is not None
        what = (translate("AccumulationTable", "aggregated rows (score, positives, negatives)"
                          " grouped by score") if counts
                else translate("AccumulationTable",
                               "samples grouped by score, as a click log would be"))
        if table.truncated:
            self.status.setText(translate(
                "AccumulationTable", "{what}: showing the first {head} and the last {tail} of"
                " {count} distinct scores; {omitted} in between are not listed. The sum covers"
                " them all.").format(
                what=html.escape(what), head=f"{len(table.head):,}", tail=f"{len(table.tail):,}",
                count=f"{table.distinct_scores:,}", omitted=f"{table.omitted:,}"))
        else:
            self.status.setText(translate(
                "AccumulationTable", "{what}, highest score first: {count} distinct"
                " scores.").format(what=html.escape(what), count=f"{table.distinct_scores:,}"))
        total = translate("AccumulationTable", "Σ = {total} (area under the curve in count"
                          " units)").format(total=exact_text(table.total))
        self.result_label.setText(
            f"<div>{total}</div>"
            f"<div><b>AUC = {html.escape(division_text(table))}</b>"
            f" &nbsp;({fraction_text(table.auc, False)})</div>")
