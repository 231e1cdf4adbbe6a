"""The confusion matrix and the operating-point metrics at the current threshold."""

from __future__ import annotations

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import SegmentType
from gui.base import style
from gui.base.i18n import translate
from gui.model import Session
from gui.panels.panel import SessionPanel, label

METRICS = (
    ("tpr", QT_TRANSLATE_NOOP("ConfusionPanel", "TPR (recall, sensitivity)")),
    ("fpr", QT_TRANSLATE_NOOP("ConfusionPanel", "FPR")),
    ("specificity", QT_TRANSLATE_NOOP("ConfusionPanel", "Specificity (TNR)")),
    ("precision", QT_TRANSLATE_NOOP("ConfusionPanel", "Precision")),
    ("f1", "F1"),
    ("accuracy", QT_TRANSLATE_NOOP("ConfusionPanel", "Accuracy")),
    ("youden_j", QT_TRANSLATE_NOOP("ConfusionPanel", "Youden's J (TPR − FPR)")),
)


class ConfusionPanel(SessionPanel):
    """TP/FP/FN/TN with totals and the rates they give, updated on every threshold.

    The update costs a dozen ``setText`` calls: the counts come from the session's
    operating point, which ``core`` finds by binary search.
    """

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent, margins=(8, 6, 8, 6))
        layout = self.column
        self.heading = label("thresholdHeading")
        layout.addWidget(self.heading)

        grid = QtWidgets.QGridLayout()
        grid.setHorizontalSpacing(14)
        for col, text in enumerate(("", translate("ConfusionPanel", "predicted +"),
                                    translate("ConfusionPanel", "predicted −"),
                                    translate("ConfusionPanel", "total"))):
            grid.addWidget(QtWidgets.QLabel(f"<b>{text}</b>"), 0, col,
                           QtCore.Qt.AlignmentFlag.AlignRight)
        self.cells: dict[str, QtWidgets.QLabel] = {}
        names = ((translate("ConfusionPanel", "actual +"), ("tp", "fn", "m_pos")),
                 (translate("ConfusionPanel", "actual −"), ("fp", "tn", "m_neg")),
                 (translate("ConfusionPanel", "total"), ("pred_pos", "pred_neg", "n")))
        for row, (title, keys) in enumerate(names, start=1):
            grid.addWidget(QtWidgets.QLabel(f"<b>{title}</b>"), row, 0)
            for col, key in enumerate(keys, start=1):
                cell = label(f"cell_{key}", wrap=False, selectable=True,
                             align=QtCore.Qt.AlignmentFlag.AlignRight)
                grid.addWidget(cell, row, col)
                self.cells[key] = cell
        for key, colour in (("tp", style.POSITIVE_COLOUR), ("fp", style.NEGATIVE_COLOUR)):
            self.cells[key].setStyleSheet(f"color: {colour}; font-weight: bold")
        layout.addLayout(grid)

        form = QtWidgets.QFormLayout()
        self.metrics: dict[str, QtWidgets.QLabel] = {}
        for key, title in METRICS:
            value = label(f"metric_{key}", wrap=False, selectable=True)
            form.addRow(translate("ConfusionPanel", title), value)
            self.metrics[key] = value
        layout.addLayout(form)
        self.tie_note = label("tieNote", style=f"color: {style.SEGMENT_COLOURS[SegmentType.MIXED]}")
        layout.addWidget(self.tie_note)
        layout.addStretch(1)

        self.signals.watch(self, ("focused", "threshold"), self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the focused model's operating point at the session's threshold."""
        point, curve = self.session.operating_point, self.session.curve
        if point is None or curve is None:
            self.heading.setText(translate("ConfusionPanel", "No data"))
            self.heading.setToolTip("")
            for label in (*self.cells.values(), *self.metrics.values(), self.tie_note):
                label.clear()
            return
        t = self.session.threshold
        reached = style.threshold_shown(self.session, point.vertex_threshold)
        typed = style.threshold_shown(self.session, t)
        heading = translate("ConfusionPanel", "<b>Threshold t = {t}</b>: score ≥ t is predicted"
                                              " positive").format(t=typed)
        if reached != typed:
            heading += "<br>" + translate(
                "ConfusionPanel", "(between two scores: predicts exactly like t = {t})").format(
                t=reached)
        self.heading.setText(heading)
        self.heading.setToolTip(f"t = {style.threshold_of(self.session, t)}")
        counts = dict(tp=point.tp, fn=point.fn, fp=point.fp, tn=point.tn,
                      m_pos=point.n_positive, m_neg=point.n_negative,
                      pred_pos=point.tp + point.fp, pred_neg=point.fn + point.tn,
                      n=point.n_positive + point.n_negative)
        for key, value in counts.items():
            self.cells[key].setText(f"{value:,}")
        for key, _title in METRICS:
            value = getattr(point, key)
            self.metrics[key].setText(style.format_number(value, 6))
            self.metrics[key].setToolTip(style.format_full(value))
        k = point.vertex
        if k > 0 and curve.segments[k - 1] == SegmentType.MIXED:
            p, n = int(curve.block_positives[k - 1]), int(curve.block_negatives[k - 1])
            # Qt picks the plural form (%Ln: the count with the locale's digit groups).
            positives = ConfusionPanel.tr("%Ln positives", None, p)
            negatives = ConfusionPanel.tr("%Ln negatives", None, n)
            if point.vertex_threshold == t:
                note = translate("ConfusionPanel", "t sits on a tie block: its {positives} and"
                                 " {negatives} all score {score}, so they are all predicted"
                                 " positive together; no threshold can separate them.")
            else:
                note = translate("ConfusionPanel", "The lowest score at or above t is a tie"
                                 " block: its {positives} and {negatives} all score {score}, so"
                                 " they are all predicted positive together; no threshold can"
                                 " separate them.")
            self.tie_note.setText(note.format(positives=positives, negatives=negatives,
                                              score=reached))
        else:
            self.tie_note.clear()
