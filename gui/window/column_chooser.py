"""The dialog that asks which columns hold the scores and labels (or counts), and which
label value is the positive class, pre-filled with what the loader found.

What it proposes follows the loader's rules, the same as on the command line: the label
column the loader found, and the positive side of a known encoding (``1`` of 1/0,
``yes`` of yes/no, ``+``, ``true``, ``pos``, ``positive``), which a line in the dialog
names. OK stays disabled, with a line saying why, until the choice can work.
"""

from __future__ import annotations

import dataclasses

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.readers.guessing import proposed
from core.readers.label_values import matches, usual_positive
from core.readers.loading import Dataset, Selection
from gui.base.i18n import file_name, said, translate
from gui.panels.panel import ERROR_STYLE, PLAIN, column_choices, label, ok_cancel, row, say

QUESTIONS = {
    "score": QT_TRANSLATE_NOOP("ColumnChooser", "Which column holds the scores?"),
    "label": QT_TRANSLATE_NOOP("ColumnChooser", "Which column holds the labels?"),
    "positive": QT_TRANSLATE_NOOP("ColumnChooser", "Which label value is the positive class?"),
    "counts": QT_TRANSLATE_NOOP("ColumnChooser",
                                "Which columns hold the counts of positives and negatives?"),
}


class ColumnChooser(QtWidgets.QDialog):
    """Pick a :class:`Selection` for a :class:`Dataset`.

    ``question`` is what the loader could not settle: a :class:`ChoiceNeededError`
    (its questions are asked, its candidates listed first, and what it did settle is
    proposed) or another :class:`LoadError` about columns the user gave (its message is
    shown). ``initial`` pre-fills a choice made before (columns given on the command
    line, or the selection on screen). ``ids`` lists the columns that could match this
    file's rows to those of the files shown (columns every one of them has): then the
    dialog asks how rows correspond, ``id_initial`` first (None: by row order).
    """

    def __init__(self, dataset: Dataset, question=None, initial: Selection | None = None,
                 parent=None, also: tuple[str, ...] = (), ids: tuple[str, ...] = (),
                 id_initial: str | None = None):
        super().__init__(parent)
        self.dataset = dataset
        self.setWindowTitle(translate("ColumnChooser", "Columns of {file}").format(
            file=file_name(dataset.source)))
        self.setObjectName("columnChooser")
        # Widgets are laid out (and so take the focus with Tab) in the order made.
        layout = QtWidgets.QVBoxLayout(self)
        # Plain text: what the labels say may quote a file's contents.
        layout.addWidget(label("question", _explain(question), fmt=PLAIN))
        # Scores and counts must be numbers (a column of numbers with a stray word is
        # offered: loading it names the word's line).
        numeric = [c.name for c in dataset.columns if c.looks_numeric]
        candidates = getattr(question, "candidates", {}) or {}
        self._build_columns(layout, candidates, numeric)
        self._build_more_models(layout, numeric, also)
        self._build_ids(layout, ids, id_initial)
        self.proposal = label("proposal", fmt=PLAIN)
        self.status = label("status", fmt=PLAIN, style=ERROR_STYLE)
        layout.addWidget(self.proposal)
        layout.addWidget(self.status)
        layout.addWidget(ok_cancel(self))
        self._propose(question, initial, candidates, numeric)
        self.label.currentTextChanged.connect(self._fill_positive_values)
        self.labels_mode.toggled.connect(self._on_mode)
        for combo in (self.positive, self.score, self.pos_count, self.neg_count, self.ids,
                      self.weight):
            combo.currentTextChanged.connect(self._validate)
        self._on_mode()

    def _build_columns(self, layout, candidates, numeric) -> None:
        """The choice of a label column or of two count columns, and the columns' combos."""
        self.labels_mode = QtWidgets.QRadioButton(
            translate("ColumnChooser", "One row per sample: a score and a label"))
        self.counts_mode = QtWidgets.QRadioButton(translate(
            "ColumnChooser",
            "Aggregated rows: a score, a count of positives and a count of negatives"))
        layout.addWidget(self.labels_mode)
        layout.addWidget(self.counts_mode)
        everything = [c.name for c in self.dataset.columns]
        self.score = _combo("score", _first_listed(candidates.get("score"), numeric))
        self.label = _combo("label", _first_listed(candidates.get("label"), everything))
        self.positive = _combo("positive", [])
        self.pos_count = _combo("positiveCounts", numeric)
        self.neg_count = _combo("negativeCounts", numeric)
        # Case weights go with one row per sample (aggregated rows count already).
        self.weight = column_choices(
            "weightColumn", translate("ColumnChooser", "none: each row counts once"), numeric)
        form = QtWidgets.QFormLayout()
        for text, combo in ((translate("ColumnChooser", "Score column"), self.score),
                            (translate("ColumnChooser", "Label column"), self.label),
                            (translate("ColumnChooser", "Positive class (label value)"),
                             self.positive),
                            (translate("ColumnChooser", "Weight column"), self.weight),
                            (translate("ColumnChooser", "Positives column"), self.pos_count),
                            (translate("ColumnChooser", "Negatives column"), self.neg_count)):
            form.addRow(text, combo)
        layout.addLayout(form)

    def _build_more_models(self, layout, numeric, also) -> None:
        """Further score columns of the same rows: one more model each, compared paired."""
        self.also_label = QtWidgets.QLabel(translate(
            "ColumnChooser", "More models: tick other score columns to show them beside this"
                             " one (same samples, compared paired)"), wordWrap=True)
        self.also = QtWidgets.QListWidget(objectName="alsoScores", maximumHeight=110)
        for name in numeric:  # the column's name is the item's data; its text may say more
            item = QtWidgets.QListWidgetItem(name)
            item.setData(QtCore.Qt.ItemDataRole.UserRole, name)
            item.setCheckState(QtCore.Qt.CheckState.Checked if name in also
                               else QtCore.Qt.CheckState.Unchecked)
            self.also.addItem(item)
        layout.addWidget(self.also_label)
        layout.addWidget(self.also)

    def _build_ids(self, layout, ids, id_initial) -> None:
        """Rows of several files: by row order, or matched by a column naming the samples."""
        self.id_label = QtWidgets.QLabel(
            translate("ColumnChooser", "Match rows with the other models' files by"))
        self.ids = column_choices("idColumn", translate("ColumnChooser", "row order"), ids,
                                  id_initial)
        self.ids.setToolTip(translate(
            "ColumnChooser", "Models of the same samples are compared paired. Rows in the"
                             " same order pair by row; rows in another order need a column"
                             " that names each sample (an id)."))
        layout.addLayout(row(self.id_label, (self.ids, 1)))
        for widget in (self.id_label, self.ids):
            widget.setVisible(bool(ids))

    def _propose(self, question, initial, candidates, numeric) -> None:
        """Pre-fill the choice: what was chosen before wins over what the loader
        proposes."""
        guessed = getattr(question, "guessed", None)
        complete = initial is not None and bool(initial.score) and bool(
            initial.counts or (initial.label and initial.positive))
        if guessed is None:
            guessed = {} if complete else proposed(self.dataset)
        choice = dict(guessed)
        if initial is not None:
            choice.update({k: v for k, v in (("score", initial.score), ("label", initial.label),
                                             ("positive", initial.positive),
                                             ("counts", initial.counts)) if v})
        counts = choice.get("counts") or _as_pair(candidates.get("counts"))
        (self.counts_mode if counts else self.labels_mode).setChecked(True)
        if counts:
            self.pos_count.setCurrentText(counts[0])
            self.neg_count.setCurrentText(counts[1])
            if self.neg_count.currentText() == self.pos_count.currentText() and len(numeric) > 1:
                self.neg_count.setCurrentIndex(1)
        if choice.get("score") in numeric:
            self.score.setCurrentText(choice["score"])
        else:
            # Ids and grades are whole numbers; a model's scores rarely are.
            fractional = [c.name for c in self.dataset.columns if c.kind == "float"]
            first = next((n for n in _first_listed(candidates.get("score"), numeric)
                          if n in fractional), None)
            if first is not None:
                self.score.setCurrentText(first)
        if choice.get("label") in self.dataset.names:
            self.label.setCurrentText(choice["label"])
        if initial is not None and initial.weight is not None:
            self.weight.setCurrentIndex(max(0, self.weight.findData(initial.weight)))
        self._fill_positive_values(self.label.currentText(), choice.get("positive"))

    def selection(self) -> Selection:
        """The choice made, ready for :func:`core.readers.loading.prepare`."""
        if self.counts_mode.isChecked():
            return Selection(score=self.score.currentText(),
                             counts=(self.pos_count.currentText(), self.neg_count.currentText()))
        return Selection(score=self.score.currentText(), label=self.label.currentText(),
                         positive=self.positive.currentText().strip(),
                         weight=self.weight.currentData())

    def selections(self) -> list[Selection]:
        """The chosen score column and every further one ticked, as one selection each
        (same label or count columns), in the order of the file's columns."""
        first = self.selection()
        taken = {first.score, first.label, first.weight, *(first.counts or ())}
        items = [self.also.item(i) for i in range(self.also.count())]
        extra = [item.data(QtCore.Qt.ItemDataRole.UserRole) for item in items
                 if item.checkState() == QtCore.Qt.CheckState.Checked]
        return [first] + [dataclasses.replace(first, score=name) for name in extra
                          if name not in taken]

    def id_column(self) -> str | None:
        """The column matching rows between files, or None (row order)."""
        return self.ids.currentData()

    def problem(self) -> str | None:
        """Why the choice cannot work yet (what the status line says), or None."""
        names = self.dataset.names
        score = self.score.currentText()
        if not score:
            return translate("ColumnChooser", "No column holds numbers: there is no score to"
                                              " choose.")
        if self.counts_mode.isChecked():
            pos, neg = self.pos_count.currentText(), self.neg_count.currentText()
            if len({score, pos, neg}) < 3:
                return translate("ColumnChooser", "The score, positives and negatives must be"
                                                  " three different columns.")
            return None
        label = self.label.currentText()
        if label not in names:
            return translate("ColumnChooser", "Choose the column that holds the labels.")
        if label == score:
            return translate("ColumnChooser", "'{column}' cannot be both the score and the"
                                              " label column.").format(column=label)
        weight = self.weight.currentData()
        if weight is not None and weight in (score, label):
            return translate("ColumnChooser", "'{column}' cannot be the weight column and"
                                              " the score or label column.").format(column=weight)
        values = self.dataset.column(label).distinct
        if values == ():
            return translate("ColumnChooser", "Column '{column}' holds no values: choose"
                                              " another label column.").format(column=label)
        positive = self.positive.currentText().strip()
        if not positive:
            return translate("ColumnChooser", "Choose which value of '{column}' is the"
                                              " positive class.").format(column=label)
        if values is not None and not any(matches(v, positive) for v in values):
            return translate("ColumnChooser", "No label in '{column}' is '{value}'.").format(
                column=label, value=positive)
        return None

    # ---- internals ----------------------------------------------------------------------

    def _fill_positive_values(self, column: str, positive: str | None = None) -> None:
        """List the label column's values and propose its positive one: ``positive``
        when given, else the usual reading of a known encoding, else none (to choose)."""
        info = self.dataset.column(column) if column in self.dataset.names else None
        values = list(info.distinct) if info is not None and info.distinct else []
        usual = usual_positive(values) if values else None
        self._proposed = usual[0] if usual else None
        self._encoding = usual[1] if usual else None
        with QtCore.QSignalBlocker(self.positive):
            self.positive.clear()
            self.positive.addItems(values)
            # A column with more than 20 values lists none of them: the value is typed.
            self.positive.setEditable(info is not None and info.distinct is None)
            wanted = positive if positive is not None else self._proposed
            index = next((i for i, v in enumerate(values) if wanted is not None
                          and matches(v, wanted)), -1)
            self.positive.setCurrentIndex(index)
            if index < 0 and wanted is not None and self.positive.isEditable():
                self.positive.setEditText(wanted)
        self._validate()

    def _on_mode(self) -> None:
        counts = self.counts_mode.isChecked()
        for widget in (self.label, self.positive, self.weight):
            widget.setEnabled(not counts)
        for widget in (self.pos_count, self.neg_count):
            widget.setEnabled(counts)
        self._validate()

    def _taken(self) -> dict[str, str]:
        """Columns already given a part above, and the part: not offered as more models."""
        counts = self.counts_mode.isChecked()
        parts = ((counts, self.pos_count.currentText(), translate("ColumnChooser", "the positives column")),
                 (counts, self.neg_count.currentText(), translate("ColumnChooser", "the negatives column")),
                 (not counts, self.label.currentText(), translate("ColumnChooser", "the label column")),
                 (not counts, self.weight.currentData(), translate("ColumnChooser", "the weight column")),
                 (True, self.id_column(), translate("ColumnChooser", "the id column")),
                 (True, self.score.currentText(), translate("ColumnChooser", "the score chosen above")))
        # The score's part last: a column given two parts is named by the later one.
        return {column: part for used, column, part in parts if used and column is not None}

    def _sync_also(self) -> None:
        """A column already chosen as the score, the label, a count or the id is shown
        unticked and disabled in "More models", saying what it is."""
        taken = self._taken()
        for i in range(self.also.count()):
            item = self.also.item(i)
            name = item.data(QtCore.Qt.ItemDataRole.UserRole)
            part = taken.get(name)
            flags = QtCore.Qt.ItemFlag.ItemIsUserCheckable | QtCore.Qt.ItemFlag.ItemIsEnabled
            item.setFlags(flags if part is None else QtCore.Qt.ItemFlag.ItemIsUserCheckable)
            item.setText(name if part is None else translate(
                "ColumnChooser", "{column} ({part})").format(column=name, part=part))
            if part is not None:
                item.setCheckState(QtCore.Qt.CheckState.Unchecked)

    def _validate(self, *_args) -> None:
        self._sync_also()
        problem = self.problem()
        self.ok_button.setEnabled(problem is None)
        say(self.status, problem)
        say(self.proposal, self._describe_positive())

    def _describe_positive(self) -> str:
        """The visible line naming the positive class and why it is proposed."""
        if self.counts_mode.isChecked():
            return ""
        label, positive = self.label.currentText(), self.positive.currentText().strip()
        if not positive:
            return translate("ColumnChooser", "Every value other than the positive class"
                                              " counts as negative.")
        # Whole sentences, one for each case, so that a translation may order its words.
        if self._encoding is None:
            text = translate("ColumnChooser", "Positive class: '{value}' in '{column}'. Every"
                                              " other value counts as negative.")
        elif matches(positive, self._proposed):
            text = translate("ColumnChooser", "Positive class: '{value}' in '{column}', the"
                                              " usual reading of {encoding}. Every other value"
                                              " counts as negative.")
        else:
            text = translate("ColumnChooser", "Positive class: '{value}' in '{column}'; the"
                                              " usual reading of {encoding} would be"
                                              " '{usual}'. Every other value counts as"
                                              " negative.")
        text = text.format(value=positive, column=label,
                           encoding="/".join(self._encoding or ()), usual=self._proposed)
        info = self.dataset.column(label) if label in self.dataset.names else None
        if info is not None and info.distinct is None and info.kind == "float":
            # More than 20 values with fractions: a score more likely than a label.
            text += translate("ColumnChooser", " Careful: '{column}' holds many different"
                                               " fractional numbers, as scores do; only rows"
                                               " equal to the value typed are"
                                               " positive.").format(column=label)
        return text


def _explain(question) -> str:
    """The loader's question in the dialog's terms."""
    if question is None:
        return translate("ColumnChooser", "Choose the column with the scores and how the"
                                          " classes are given.")
    asked = [translate("ColumnChooser", QUESTIONS[o])
             for o, _ in getattr(question, "questions", ()) if o in QUESTIONS]
    if asked:
        return translate("ColumnChooser", "rocscope could not decide on its own. {questions}"
                         ).format(questions=" ".join(asked))
    if getattr(question, "option", None) == "positive":
        return translate("ColumnChooser", "{problem}. Fix the file, or choose the positive"
                                          " class below: every other value then counts as"
                                          " negative.").format(problem=said(question))
    return translate("ColumnChooser", "{problem}. Choose other columns below.").format(
        problem=said(question))


def _combo(name: str, items) -> QtWidgets.QComboBox:
    combo = QtWidgets.QComboBox(objectName=name)
    combo.addItems([str(i) for i in items])
    return combo


def _first_listed(preferred, everything) -> list:
    preferred = [str(p) for p in (preferred or []) if str(p) in everything]
    return preferred + [c for c in everything if c not in preferred]


def _as_pair(value):
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(v, str) for v in value):
        return tuple(value)
    return None
