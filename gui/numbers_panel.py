"""The numbers behind the picture: counts, AUC per tie ordering, pair counts and the
five formulas side by side. Every value comes from ``core``."""

from __future__ import annotations

import html
import os
from fractions import Fraction

from PySide6 import QtCore, QtGui, QtWidgets

from core import TieOrdering

from . import style
from .state import AppState

# Exact fractions are shown while m+ * m- stays this small; beyond, they are digits soup.
EXACT_MAX_PAIRS = 10**6


class NumbersPanel(QtWidgets.QWidget):
    """Counts, AUCs, rank loss, C/T/D and the five formulas for the shown data."""

    def __init__(self, state: AppState, parent=None):
        super().__init__(parent)
        self.state = state
        layout = QtWidgets.QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        self.data_label = self._section(layout, "dataLabel")
        self.auc_label = self._section(layout, "aucLabel")
        self.pairs_label = self._section(layout, "pairsLabel")
        self.formulas_label = self._section(layout, "formulasLabel")
        layout.addStretch(1)
        state.dataChanged.connect(self._on_data)
        state.orderingChanged.connect(self._on_ordering)
        self._on_data()

    def _section(self, layout, name: str) -> QtWidgets.QLabel:
        label = QtWidgets.QLabel()
        label.setObjectName(name)
        label.setTextFormat(QtCore.Qt.TextFormat.RichText)
        label.setTextInteractionFlags(QtCore.Qt.TextInteractionFlag.TextSelectableByMouse)
        label.setWordWrap(True)
        label.setAlignment(QtCore.Qt.AlignmentFlag.AlignTop | QtCore.Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(label)
        return label

    def text(self) -> str:
        """Everything the panel shows, as plain text (for tests and copying)."""
        doc = "\n".join(w.text() for w in (self.data_label, self.auc_label, self.pairs_label,
                                           self.formulas_label))
        return plain_text(doc)

    def _on_data(self) -> None:
        shown = self.state.shown
        if shown is None:
            for label in (self.data_label, self.auc_label, self.pairs_label, self.formulas_label):
                label.clear()
            return
        data, curve = shown.data, shown.curve
        sel = data.selection
        if sel.counts:
            columns = (f"score <b>{_e(sel.score)}</b>, positives <b>{_e(sel.counts[0])}</b>,"
                       f" negatives <b>{_e(sel.counts[1])}</b>")
        else:
            columns = (f"score <b>{_e(sel.score)}</b>, label <b>{_e(sel.label)}</b>"
                       f" (positive = <b>{_e(sel.positive)}</b>)")
        rows = [
            ("samples n", f"{curve.n_samples:,}"),
            ("positives m⁺", f"{curve.n_positive:,}"),
            ("negatives m⁻", f"{curve.n_negative:,}"),
            ("distinct scores", f"{curve.distinct_scores:,}"),
            ("mixed tie blocks", f"{curve.mixed_blocks:,}"),
        ]
        notes = "".join(f"<div style='color:#555; font-size:small'>{_e(n)}</div>"
                        for n in data.notes)
        self.data_label.setText(
            f"<h3 style='margin:0'>Data</h3><div><b>{_e(_name(data.dataset.source))}</b></div>"
            f"<div>{columns}</div>{_table(rows)}{notes}")
        if curve.has_both_classes:
            pairs = curve.pairs
            self.pairs_label.setText(
                "<h3 style='margin:0'>Pairs (positive, negative)</h3>" + _table([
                    ("C concordant (s⁺ &gt; s⁻)", f"{pairs.concordant:,}"),
                    ("T tied (s⁺ = s⁻)", f"{pairs.tied:,}"),
                    ("D discordant (s⁺ &lt; s⁻)", f"{pairs.discordant:,}"),
                    ("total m⁺·m⁻", f"{pairs.total:,}"),
                ]))
            self._show_formulas()
        else:
            self.pairs_label.clear()
            self.formulas_label.clear()
        self._on_ordering()

    def _on_ordering(self, _ordering=None) -> None:
        curve = self.state.curve
        if curve is None:
            return
        if not curve.has_both_classes:
            try:
                curve.require_both_classes()
            except Exception as exc:  # SingleClassError explains itself
                self.auc_label.setText(f"<h3 style='margin:0'>AUC</h3><p><b>{_e(str(exc))}</b></p>")
            return
        exact = curve.pairs.total <= EXACT_MAX_PAIRS
        rows = []
        for ordering in TieOrdering:
            value = curve.auc_exact(ordering)
            name = style.ORDERING_LABELS[ordering]
            text = _fraction_text(value, exact)
            if ordering is self.state.ordering:
                name, text = f"<b>▶ {name}</b>", f"<b>{text}</b>"
            rows.append((name, text))
        loss = 1 - curve.auc_exact(TieOrdering.AVERAGE)
        band = Fraction(curve.pairs.tied, curve.pairs.total)
        rows.append(("ℓ<sub>rank</sub> = 1 − AUC(average)", _fraction_text(loss, exact)))
        rows.append(("tie band T/(m⁺m⁻) = best − worst", _fraction_text(band, exact)))
        self.auc_label.setText("<h3 style='margin:0'>AUC by tie ordering</h3>" + _table(rows))

    def _show_formulas(self) -> None:
        formulas = self.state.shown.formulas
        exact = self.state.curve.pairs.total <= EXACT_MAX_PAIRS
        rows = "".join(
            f"<tr><td>{_e(f.name)}<br><span style='color:#555'>{_e(f.expression)}</span></td>"
            f"<td align='right' valign='top'>{_fraction_text(f.exact, exact)}</td></tr>"
            for f in formulas)
        verdict = ("all five agree exactly" if formulas.agree else
                   "<span style='color:#b00'>the formulas disagree: please report this</span>")
        self.formulas_label.setText(
            "<h3 style='margin:0'>Five ways to the same AUC</h3>"
            f"<table cellspacing='0' cellpadding='2'>{rows}</table><div>{verdict}</div>")


def plain_text(rich: str) -> str:
    """Rich text as the words a reader sees."""
    doc = QtGui.QTextDocument()
    doc.setHtml(rich)
    return doc.toPlainText()


def _fraction_text(value: Fraction, exact: bool) -> str:
    text = repr(value.numerator / value.denominator)
    if exact and value.denominator > 1:
        text += f" = {value.numerator}/{value.denominator}"
    return text


def _table(rows) -> str:
    body = "".join(f"<tr><td>{name}</td><td align='right'>&nbsp;{value}</td></tr>"
                   for name, value in rows)
    return f"<table cellspacing='0' cellpadding='1'>{body}</table>"


def _name(source: str) -> str:
    return os.path.basename(source) or source


def _e(text) -> str:
    return html.escape(str(text))
