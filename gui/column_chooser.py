"""The dialog that asks which columns hold the scores and labels (or counts), and which
label value is the positive class, pre-filled with the loader's guess."""

from __future__ import annotations

import os

from PySide6 import QtCore, QtWidgets

from core.readers.loading import Dataset, Selection


class ColumnChooser(QtWidgets.QDialog):
    """Pick a :class:`Selection` for a :class:`Dataset`.

    ``question`` is the loader's :class:`ChoiceNeededError` (its message is shown and
    its candidates come first); ``initial`` pre-fills what is already known.
    """

    def __init__(self, dataset: Dataset, question=None, initial: Selection | None = None,
                 parent=None):
        super().__init__(parent)
        self.dataset = dataset
        self.setWindowTitle(f"Columns of {os.path.basename(dataset.source) or dataset.source}")
        self.setObjectName("columnChooser")
        layout = QtWidgets.QVBoxLayout(self)
        explanation = QtWidgets.QLabel(_explain(question))
        explanation.setWordWrap(True)
        explanation.setTextFormat(QtCore.Qt.TextFormat.PlainText)  # quotes file contents
        explanation.setObjectName("question")
        layout.addWidget(explanation)

        self.labels_mode = QtWidgets.QRadioButton("One row per sample: a score and a label")
        self.counts_mode = QtWidgets.QRadioButton(
            "Aggregated rows: a score, a count of positives and a count of negatives")
        layout.addWidget(self.labels_mode)
        layout.addWidget(self.counts_mode)

        form = QtWidgets.QFormLayout()
        numeric = [c.name for c in dataset.columns if c.numeric]
        everything = [c.name for c in dataset.columns]
        candidates = getattr(question, "candidates", {}) or {}
        self.score = self._combo("score", _first_listed(candidates.get("score"), numeric))
        self.label = self._combo("label", _first_listed(candidates.get("label"), everything))
        self.positive = self._combo("positive", [])
        self.positive.setEditable(True)
        self.pos_count = self._combo("positiveCounts", numeric)
        self.neg_count = self._combo("negativeCounts", numeric)
        form.addRow("Score column", self.score)
        form.addRow("Label column", self.label)
        form.addRow("Positive class (label value)", self.positive)
        form.addRow("Positives column", self.pos_count)
        form.addRow("Negatives column", self.neg_count)
        layout.addLayout(form)
        note = QtWidgets.QLabel("Every other label value counts as negative.")
        note.setStyleSheet("color: #555")
        layout.addWidget(note)

        buttons = QtWidgets.QDialogButtonBox(
            QtWidgets.QDialogButtonBox.StandardButton.Ok
            | QtWidgets.QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QtWidgets.QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(buttons)

        self.label.currentTextChanged.connect(self._fill_positive_values)
        self.labels_mode.toggled.connect(self._on_mode)
        self.positive.currentTextChanged.connect(self._validate)
        for combo in (self.score, self.pos_count, self.neg_count):
            combo.currentTextChanged.connect(self._validate)

        counts = initial.counts if initial else None
        counts = counts or _as_pair(candidates.get("counts"))
        (self.counts_mode if counts else self.labels_mode).setChecked(True)
        if counts:
            self.pos_count.setCurrentText(counts[0])
            self.neg_count.setCurrentText(counts[1])
        if initial and initial.score:
            self.score.setCurrentText(initial.score)
        if initial and initial.label:
            self.label.setCurrentText(initial.label)
        self._fill_positive_values(self.label.currentText())
        positives = candidates.get("positive")
        if initial and initial.positive is not None:
            self.positive.setCurrentText(initial.positive)
        elif positives:
            self.positive.setCurrentText(str(list(positives)[0]))
        self._on_mode()

    def selection(self) -> Selection:
        """The choice made, ready for :func:`core.readers.loading.prepare`."""
        if self.counts_mode.isChecked():
            return Selection(score=self.score.currentText(),
                             counts=(self.pos_count.currentText(), self.neg_count.currentText()))
        return Selection(score=self.score.currentText(), label=self.label.currentText(),
                         positive=self.positive.currentText())

    def _combo(self, name: str, items) -> QtWidgets.QComboBox:
        combo = QtWidgets.QComboBox()
        combo.setObjectName(name)
        combo.addItems([str(i) for i in items])
        return combo

    def _fill_positive_values(self, column: str) -> None:
        self.positive.blockSignals(True)
        self.positive.clear()
        info = self.dataset.column(column) if column in self.dataset.names else None
        if info is not None and info.distinct:
            self.positive.addItems(list(info.distinct))
        self.positive.blockSignals(False)
        self._validate()

    def _on_mode(self) -> None:
        counts = self.counts_mode.isChecked()
        for widget in (self.label, self.positive):
            widget.setEnabled(not counts)
        for widget in (self.pos_count, self.neg_count):
            widget.setEnabled(counts)
        self._validate()

    def _validate(self, *_args) -> None:
        if self.counts_mode.isChecked():
            names = {self.score.currentText(), self.pos_count.currentText(),
                     self.neg_count.currentText()}
            ok = len(names) == 3 and "" not in names
        else:
            ok = (bool(self.score.currentText()) and bool(self.positive.currentText())
                  and self.score.currentText() != self.label.currentText())
        self.ok_button.setEnabled(ok)


QUESTIONS = {
    "score": "Which column holds the scores?",
    "label": "Which column holds the labels?",
    "positive": "Which label value is the positive class?",
    "counts": "Which columns hold the counts of positives and negatives?",
}


def _explain(question) -> str:
    """The loader's question in the dialog's terms (its message speaks of command-line
    flags, which mean nothing here)."""
    if question is None:
        return "Choose the column with the scores and how the classes are given."
    asked = [QUESTIONS[k] for k in QUESTIONS if k in (question.candidates or {})]
    if "cannot tell" in str(question) and asked:
        return "rocscope could not decide on its own. " + " ".join(asked)
    return str(question)


def _first_listed(preferred, everything) -> list:
    preferred = [str(p) for p in (preferred or []) if str(p) in everything]
    return preferred + [c for c in everything if c not in preferred]


def _as_pair(value):
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(v, str) for v in value):
        return tuple(value)
    return None
