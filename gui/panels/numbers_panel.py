"""The numbers behind the picture: counts, AUC per tie ordering, pair counts and the
five formulas side by side. Every value comes from ``core``."""

from __future__ import annotations

import html
from dataclasses import replace
from fractions import Fraction

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import SingleClassError, TieOrdering
from core.app.report.summary import EXACT_MAX_PAIRS  # the report's bound for exact fractions
from core.app.report.tied import all_tied_note
from core.numbers_text import count_text
from gui.base import style
from gui.base.i18n import file_name, said, translate, words
from gui.model import Session
from gui.panels.panel import RICH, TOP_LEFT, SessionPanel, label

SHORT_ORDERING_NAMES = style.Wording("NumbersPanel", {
    TieOrdering.AVERAGE: QT_TRANSLATE_NOOP("NumbersPanel", "average"),
    TieOrdering.BEST: QT_TRANSLATE_NOOP("NumbersPanel", "best (l1)"),
    TieOrdering.WORST: QT_TRANSLATE_NOOP("NumbersPanel", "worst (l2)")})


class NumbersPanel(SessionPanel):
    """Counts, AUCs, rank loss, C/T/D and the five formulas for the shown data.

    Signals
    -------
    flipRequested(object)
        The user asked to count the other class as positive (a model whose AUC is below
        0.5): the :class:`~core.readers.dataset.Selection` to load instead, or None when
        the label column has more than two values and the user must choose.
    """

    flipRequested = QtCore.Signal(object)

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent, margins=(8, 6, 8, 6))
        layout = self.column
        self.data_label = self._section("dataLabel")
        self.auc_label = self._section("aucLabel")
        self.direction_label = self._section("directionLabel")
        self.direction_label.setStyleSheet("color: #8a1c00")
        self.flip_button = QtWidgets.QPushButton(
            objectName="flipButton", clicked=lambda: self.flipRequested.emit(self._flip_to))
        layout.addWidget(self.flip_button, 0, QtCore.Qt.AlignmentFlag.AlignLeft)
        self.pairs_label = self._section("pairsLabel")
        self.formulas_label = self._section("formulasLabel")
        layout.addStretch(1)
        self.signals.focused.connect(self._on_data)
        self.signals.ordering.connect(self._on_ordering)
        self._on_data()

    def _section(self, name: str) -> QtWidgets.QLabel:
        return self.add(label(name, fmt=RICH, selectable=True, align=TOP_LEFT))

    def text(self) -> str:
        """Everything the panel shows, as plain text (for tests and copying)."""
        doc = "\n".join(w.text() for w in (self.data_label, self.auc_label,
                                           self.direction_label, self.pairs_label,
                                           self.formulas_label))
        # Table cells come out one per line; value cells start with a (no-break) space.
        return plain_text(doc).replace("\n ", " ")

    def _on_data(self) -> None:
        shown = self.session.shown
        if shown is None:
            for widget in (self.data_label, self.auc_label, self.pairs_label,
                           self.formulas_label):
                widget.clear()
            self._show_direction()  # hidden: no data, no direction
            return
        data, curve = shown.data, shown.curve
        sel = data.selection
        if sel.counts:
            columns = translate(
                "NumbersPanel", "score <b>{score}</b>, positives <b>{positives}</b>,"
                " negatives <b>{negatives}</b>").format(
                score=_e(sel.score), positives=_e(sel.counts[0]), negatives=_e(sel.counts[1]))
        else:
            columns = translate(
                "NumbersPanel", "score <b>{score}</b>, label <b>{label}</b>"
                " (positive = <b>{positive}</b>)").format(
                score=_e(sel.score), label=_e(sel.label), positive=_e(sel.positive))
        if sel.weight is not None:
            columns += translate("NumbersPanel", ", weights <b>{weight}</b>").format(
                weight=_e(sel.weight))
        rows = [
            (translate("NumbersPanel", "samples n"), count_text(curve.n_samples)),
            (translate("NumbersPanel", "positives m⁺"), count_text(curve.n_positive)),
            (translate("NumbersPanel", "negatives m⁻"), count_text(curve.n_negative)),
            (translate("NumbersPanel", "distinct scores"), f"{curve.distinct_scores:,}"),
            (translate("NumbersPanel", "mixed tie blocks"), f"{curve.mixed_blocks:,}"),
        ]
        notes = "".join(f"<div style='color:#555; font-size:small'>{_e(said(n))}</div>"
                        for n in data.notes)
        tied = all_tied_note(curve, self.session.analysis.ci or "delong",
                             style.scores_type(self.session), words())
        if tied is not None:  # "0.5 [0.5, 0.5]" needs its word
            sentence = translate("NumbersPanel", "{sentence}.").format(
                sentence=tied[0].upper() + tied[1:])
            notes = f"<div style='color:#8a4b00'>{_e(sentence)}</div>{notes}"
        self.data_label.setText(
            _heading(translate("NumbersPanel", "Data"))
            + f"<div><b>{_e(file_name(data.dataset.source))}</b></div>"
            f"<div>{columns}</div>{_table(rows)}{notes}")
        if curve.has_both_classes:
            pairs = curve.pairs
            self.pairs_label.setText(
                _heading(translate("NumbersPanel", "Pairs (positive, negative)")) + _table([
                    (translate("NumbersPanel", "C concordant (s⁺ &gt; s⁻)"),
                     count_text(pairs.concordant)),
                    (translate("NumbersPanel", "T tied (s⁺ = s⁻)"), count_text(pairs.tied)),
                    (translate("NumbersPanel", "D discordant (s⁺ &lt; s⁻)"),
                     count_text(pairs.discordant)),
                    (translate("NumbersPanel", "total m⁺·m⁻"), count_text(pairs.total)),
                ]))
        else:
            self.pairs_label.clear()
            self.formulas_label.clear()
        self._on_ordering()

    def _on_ordering(self, _ordering=None) -> None:
        curve = self.session.curve
        self._show_direction()
        if curve is None:
            return
        if not curve.has_both_classes:
            try:
                curve.require_both_classes()
            except SingleClassError as exc:  # its message explains
                self.auc_label.setText(_heading("AUC") + f"<p><b>{_e(said(exc))}</b></p>")
            return
        # Fractions of sums of fractional weights are no exact counts: shown as numbers.
        exact = curve.pairs.total <= EXACT_MAX_PAIRS and not curve.weighted
        values = [curve.auc_exact(o) for o in TieOrdering]
        loss = curve.area_above_exact(TieOrdering.AVERAGE)
        band = curve.tie_band_exact()
        # Enough digits that AUCs which differ read differently (big data, few ties).
        texts = style.format_numbers([float(v) for v in values])
        rows = []
        for ordering, value, text in zip(TieOrdering, values, texts):
            name = SHORT_ORDERING_NAMES[ordering]
            fraction = _fraction_cell(value, exact)
            if ordering is self.session.ordering:
                name, text, fraction = f"<b>▶ {name}</b>", f"<b>{text}</b>", f"<b>{fraction}</b>"
            rows.append((name, text, fraction))
        rows.append((translate("NumbersPanel", "ℓ<sub>rank</sub> = 1 − average"),
                     *_value_cells(loss, exact)))
        rows.append((translate("NumbersPanel", "tie band T/(m⁺m⁻)"), *_value_cells(band, exact)))
        self.auc_label.setText(_heading(translate("NumbersPanel", "AUC by tie ordering"))
                               + _table(rows))
        self.auc_label.setToolTip(translate("NumbersPanel", "Full precision:") + "\n"
                                  + "\n".join(f"{name}: {_full(value)}" for name, value in (
            *((translate("NumbersPanel", "AUC {ordering}").format(
                ordering=SHORT_ORDERING_NAMES[o]), v) for o, v in zip(TieOrdering, values)),
            (translate("NumbersPanel", "rank loss"), loss),
            (translate("NumbersPanel", "tie band"), band))))
        self._show_formulas()

    def _show_direction(self) -> None:
        """Below chance, say so plainly and offer the other class as positive: never flip
        silently."""
        curve, data = self.session.curve, self.session.data
        below = curve is not None and curve.has_both_classes and curve.auc("average") < 0.5
        self.direction_label.setVisible(below)
        self.flip_button.setVisible(below)
        if not below:
            self._flip_to = None
            return
        sel = data.selection
        self._flip_to, other = other_class(data)
        positive = (_e(sel.positive) if sel.positive
                    else translate("NumbersPanel", "the negative counts"))
        # One whole sentence for each way out, so that a translation can reorder it.
        if sel.counts is not None:
            sentence = translate(
                "NumbersPanel", "<b>AUC below 0.5</b>: these scores run the other way — higher"
                " scores go with the negatives ({positive} is positive now). The same scores"
                " rank counting <b>{negatives}</b> as the positives (and {positives} as the"
                " negatives) with AUC {auc}. Nothing was flipped.")
            button = translate("NumbersPanel", "Swap: positives in {column}").format(
                column=sel.counts[1])
        elif other is not None:
            sentence = translate(
                "NumbersPanel", "<b>AUC below 0.5</b>: these scores run the other way — higher"
                " scores go with the negatives ({positive} is positive now). The same scores"
                " rank with <b>{other}</b> as the positive class with AUC {auc}. Nothing was"
                " flipped.")
            button = translate("NumbersPanel", "Count {value} as positive").format(
                value=repr(other))
        else:
            sentence = translate(
                "NumbersPanel", "<b>AUC below 0.5</b>: these scores run the other way — higher"
                " scores go with the negatives ({positive} is positive now). The same scores"
                " rank with another value of the label column as the positive class with AUC"
                " {auc}. Nothing was flipped.")
            button = translate("NumbersPanel", "Choose the positive class…")
        counts = sel.counts or ("", "")
        self.direction_label.setText(sentence.format(
            positive=positive, negatives=_e(counts[1]), positives=_e(counts[0]),
            other=_e(other), auc=style.format_number(1 - curve.auc("average"), 6)))
        self.flip_button.setText(button)

    def _show_formulas(self) -> None:
        shown = self.session.shown
        if shown is None or shown.formulas is None:
            return
        formulas = shown.formulas
        exact = self.session.curve.pairs.total <= EXACT_MAX_PAIRS
        rows = []
        for f in formulas:
            value, fraction = _value_cells(f.exact, exact)
            name = said(f.name)
            rows.append(f"<tr><td>{_e(name)}</td><td align='right'>&nbsp;{value}</td>"
                        f"<td align='right'>&nbsp;{fraction}</td></tr>"
                        f"<tr><td colspan='3' style='color:#555; font-size:small'>"
                        f"&nbsp;&nbsp;{_e(f.expression)}</td></tr>")
        verdict = (translate("NumbersPanel", "all five agree exactly") if formulas.agree else
                   "<span style='color:#b00'>"
                   + translate("NumbersPanel", "the formulas disagree: please report this")
                   + "</span>")
        ordering = self.session.ordering
        note = ""
        if ordering is not TieOrdering.AVERAGE:
            drawn = self.session.curve.auc_exact(ordering)
            note = ("<div style='color:#555'>" + translate(
                "NumbersPanel", "These compute the <b>average</b> ordering (a tied pair counts"
                " ½); the curve is drawn with <b>{ordering}</b>: AUC {value} {fraction}.").format(
                ordering=SHORT_ORDERING_NAMES[ordering], value=_value_cells(drawn, exact)[0],
                fraction=_fraction_cell(drawn, exact)) + "</div>")
        self.formulas_label.setText(
            _heading(translate("NumbersPanel", "Five ways to the same AUC"))
            + f"<table cellspacing='0' cellpadding='1'>{''.join(rows)}</table>"
            f"<div>{verdict}</div>{note}")
        self.formulas_label.setToolTip(translate("NumbersPanel", "Full precision:") + "\n"
                                       + "\n".join(f"{said(f.name)}:"
                                                    f" {_full(f.exact)}" for f in formulas))


def other_class(data):
    """The selection counting the other class as positive, and that class's value (None
    when the label column has more than two values: the user must choose)."""
    sel = data.selection
    if sel.counts is not None:
        return replace(sel, counts=(sel.counts[1], sel.counts[0])), None
    values = data.dataset.column(sel.label).distinct or ()
    others = [v for v in values if v != sel.positive]
    if len(values) == 2 and len(others) == 1:
        return replace(sel, positive=others[0]), others[0]
    return None, None


def plain_text(rich: str) -> str:
    """Rich text as the words a reader sees."""
    doc = QtGui.QTextDocument()
    doc.setHtml(rich)
    return doc.toPlainText()


def _value_cells(value: Fraction, exact: bool) -> tuple[str, str]:
    """The value for people (six significant digits), and its exact fraction when the
    data are small; the panel's tooltip has every digit."""
    return style.format_number(value.numerator / value.denominator), _fraction_cell(value, exact)


def _fraction_cell(value: Fraction, exact: bool) -> str:
    return (f"= {value.numerator}/{value.denominator}"
            if exact and value.denominator > 1 else "")


def _full(value: Fraction) -> str:
    return style.format_full(value.numerator / value.denominator)


def _table(rows) -> str:
    body = "".join("<tr>" + "".join(
        f"<td{' align=right' if i else ''}>{'&nbsp;' if i else ''}{cell}</td>"
        for i, cell in enumerate(row)) + "</tr>" for row in rows)
    return f"<table cellspacing='0' cellpadding='1'>{body}</table>"


def _heading(text: str) -> str:
    return f"<h3 style='margin:0'>{text}</h3>"


def _e(text) -> str:
    return html.escape(str(text))
