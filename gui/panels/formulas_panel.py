"""The five formulas of docs/mathematics.md written out with the user's numbers.

Each formula is shown in symbols, then (for small data) with the numbers substituted,
step by step down to its exact value, and a mark says whether all five agree exactly.
The text and the values come from :mod:`core.app.report.formula_text` and
:func:`core.five_formulas`. The five are formulas of the average tie ordering (a tied
pair counts ½); when the curve is drawn with another ordering the panel says so and
gives that ordering's AUC beside them.
"""

from __future__ import annotations

import html
from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import RocscopeError, TieOrdering
from core.app.report.formula_text import all_agree, formula_texts
from core.app.report.summary import EXACT_MAX_PAIRS  # the report's bound for exact fractions
from core.numbers_text import fraction_text
from gui.base.i18n import said, translate
from gui.model import Session
from gui.panels.numbers_panel import plain_text
from gui.panels.panel import ComputedWhenOnScreen, SessionPanel
from gui.panels.teaching_table import rich_label, section

ORDERING_WORDS = {
    TieOrdering.BEST: (QT_TRANSLATE_NOOP("FormulasPanel", "best (l1): positives first in every tie"),
                       "(C + T) / (m⁺·m⁻)"),
    TieOrdering.WORST: (QT_TRANSLATE_NOOP("FormulasPanel", "worst (l2): negatives first in every tie"),
                        "C / (m⁺·m⁻)"),
}
NAMES = {  # a heading per formula, in the notes' words (translated when shown)
    "trapezoid": QT_TRANSLATE_NOOP("FormulasPanel", "1. Trapezoids under the curve (formula 2.20)"),
    "rank_loss": QT_TRANSLATE_NOOP("FormulasPanel", "2. One minus the rank loss (formulas 2.21, 2.22)"),
    "mann_whitney": QT_TRANSLATE_NOOP("FormulasPanel", "3. Mann–Whitney rank sum (average ranks for ties)"),
    "grouped": QT_TRANSLATE_NOOP("FormulasPanel",
                                 "4. Grouped accumulation over distinct scores (as on click logs)"),
    "probability": QT_TRANSLATE_NOOP("FormulasPanel", "5. Probability that a positive outscores a negative"),
}


class FormulasPanel(ComputedWhenOnScreen, SessionPanel):
    """The five ways to the same AUC, written out.

    Attributes
    ----------
    texts : tuple of core.app.report.formula_text.FormulaText
        What is shown (empty when there is no AUC to show).
    formula_labels : list of QLabel
        One per formula.
    verdict, ordering_note : QLabel
        Whether all five agree exactly; which ordering they compute, when the curve is
        drawn with another.
    """

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent, margins=(8, 6, 8, 6))
        self.texts = ()
        self.add(section(translate("FormulasPanel", "Five ways to the same AUC")))
        self.status = self.add(rich_label("formulasStatus"))
        self.formula_labels = [self.add(rich_label(f"formula{i + 1}")) for i in range(5)]
        for label in self.formula_labels:
            label.setStyleSheet("QLabel { padding: 4px 0; }")
        self.verdict = self.add(rich_label("formulasVerdict"))
        self.ordering_note = self.add(rich_label("formulasOrdering"))
        self.column.addStretch(1)
        # Written out only when its tab is on screen: at 10^7 vertices the texts take a
        # quarter of a second, which held back the first drawing of a big file's curve.
        self.signals.focused.connect(self.recompute)
        self.signals.ordering.connect(self._on_ordering)
        self.recompute()

    def text(self) -> str:
        """What the panel shows, as plain text (for tests and copying)."""
        parts = [self.status.text(), *(w.text() for w in self.formula_labels),
                 self.verdict.text(), self.ordering_note.text()]
        return plain_text("<br>".join(p for p in parts if p))

    def _recompute(self) -> None:
        self.texts = ()
        for label in (self.status, self.verdict, self.ordering_note, *self.formula_labels):
            label.clear()
        shown = self.session.shown
        if shown is None:
            return
        curve = shown.curve
        try:
            curve.require_both_classes()
            self.texts = formula_texts(curve, shown.formulas)
        except RocscopeError as exc:
            self.status.setText(html.escape(said(exc)))
            return
        # Past it the sums say more as symbols and a value.
        written_out = curve.pairs.total <= EXACT_MAX_PAIRS
        if not written_out:
            self.status.setText(translate(
                "FormulasPanel", "{pairs} pairs: the formulas are shown in symbols with their values; the"
                " numbers are written into them for small data.").format(
                pairs=f"{curve.pairs.total:,}"))
        for label, text in zip(self.formula_labels, self.texts):
            heading = html.escape(translate("FormulasPanel", NAMES.get(text.key, text.name)))
            if written_out:
                body = text.html
            else:
                # The symbols and the value only: the same HTML, without the steps.
                body = replace(text, steps=(fraction_text(text.exact, False),)).html
            value = translate("FormulasPanel", "value: {value}").format(
                value=fraction_text(text.exact, written_out))
            label.setText(f"<div><b>{heading}</b></div><div>{body}</div>"
                          f"<div style='color:#555'>{value}</div>")
        value = self.texts[0].exact
        if all_agree(self.texts):
            self.verdict.setText(
                "<span style='color:#0a7a3a; font-size:large'><b>"
                + translate("FormulasPanel", "✔ all five agree exactly: AUC = {value}").format(
                    value=fraction_text(value, written_out)) + "</b></span>")
        else:
            values = ", ".join(fraction_text(t.exact, written_out) for t in self.texts)
            self.verdict.setText(
                "<span style='color:#b00'>"
                + translate("FormulasPanel", "<b>✘ the formulas disagree</b> ({values}): please"
                            " report this").format(
                    values=html.escape(values)) + "</span>")
        self._on_ordering()

    def _on_ordering(self, *_args) -> None:
        curve = self.session.curve
        ordering = self.session.ordering
        if not self.texts or curve is None or ordering is TieOrdering.AVERAGE:
            self.ordering_note.clear()
            return
        words, formula = ORDERING_WORDS[ordering]
        exact = curve.pairs.total <= EXACT_MAX_PAIRS
        self.ordering_note.setText(
            "<div style='background:#fff4d6; padding:4px'>" + translate(
                "FormulasPanel", "These five compute the <b>average</b> ordering, where a tied pair counts ½"
                " (what scikit-learn and pROC report). The curve is drawn with ties"
                " <b>{ordering}</b>: its AUC is {formula} = <b>{value}</b>.").format(
                ordering=html.escape(translate("FormulasPanel", words)), formula=html.escape(formula),
                value=fraction_text(curve.auc_exact(ordering), exact)) + "</div>")


