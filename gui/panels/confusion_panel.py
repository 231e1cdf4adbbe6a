"""The confusion matrix and the operating-point metrics at the current threshold, with
their intervals, and the sensitivity at a specificity the user types (pROC's coords, asked
of core)."""

from __future__ import annotations

from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import SegmentType
from core.app.pipeline.answers import coords_of
from core.numbers_text import count_text
from gui.base import style
from gui.base.background import Background
from gui.base.i18n import said, translate
from gui.model import Session
from gui.panels.panel import SessionPanel, label, row

METRICS = (
    ("tpr", QT_TRANSLATE_NOOP("ConfusionPanel", "TPR (recall, sensitivity)")),
    ("fpr", QT_TRANSLATE_NOOP("ConfusionPanel", "FPR")),
    ("specificity", QT_TRANSLATE_NOOP("ConfusionPanel", "Specificity (TNR)")),
    ("precision", QT_TRANSLATE_NOOP("ConfusionPanel", "Precision")),
    ("f1", "F1"),
    ("accuracy", QT_TRANSLATE_NOOP("ConfusionPanel", "Accuracy")),
    ("youden_j", QT_TRANSLATE_NOOP("ConfusionPanel", "Youden's J (TPR − FPR)")),
)
#: Values of :class:`core.engine.coords.Coords` shown beside the metrics, with intervals.
COORDS = (
    ("npv", QT_TRANSLATE_NOOP("ConfusionPanel", "NPV")),
    ("lr_positive", QT_TRANSLATE_NOOP("ConfusionPanel", "LR+ (TPR / FPR)")),
    ("lr_negative", QT_TRANSLATE_NOOP("ConfusionPanel", "LR− (FNR / TNR)")),
    ("distance", QT_TRANSLATE_NOOP("ConfusionPanel", "Distance to (0, 1)")),
)
#: The operating point's names for the coordinates' intervals.
INTERVAL_OF = {"tpr": "tpr", "fpr": "fpr", "specificity": "tnr", "precision": "ppv",
               "npv": "npv", "lr_positive": "lr_positive", "lr_negative": "lr_negative"}


class ConfusionPanel(SessionPanel):
    """TP/FP/FN/TN with totals and the rates they give, updated on every threshold.

    The update costs a dozen ``setText`` calls: the counts come from the session's
    operating point, which ``core`` finds by binary search.
    """

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent, margins=(8, 6, 8, 6))
        layout = self.column
        self.heading = self.add(label("thresholdHeading"))

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
        for line, (title, keys) in enumerate(names, start=1):
            grid.addWidget(QtWidgets.QLabel(f"<b>{title}</b>"), line, 0)
            for col, key in enumerate(keys, start=1):
                cell = label(f"cell_{key}", wrap=False, selectable=True,
                             align=QtCore.Qt.AlignmentFlag.AlignRight)
                grid.addWidget(cell, line, col)
                self.cells[key] = cell
        for key, colour in (("tp", style.POSITIVE_COLOUR), ("fp", style.NEGATIVE_COLOUR)):
            self.cells[key].setStyleSheet(f"color: {colour}; font-weight: bold")
        layout.addLayout(grid)

        form = QtWidgets.QFormLayout()
        # A name too long to stand beside its value and interval (Chinese ones are)
        # puts them on the line below rather than widening the dock past its side.
        form.setRowWrapPolicy(QtWidgets.QFormLayout.RowWrapPolicy.WrapLongRows)
        self.metrics: dict[str, QtWidgets.QLabel] = {}
        self.intervals: dict[str, QtWidgets.QLabel] = {}
        for key, title in METRICS + COORDS:
            value = label(f"metric_{key}", wrap=False, selectable=True)
            if key in INTERVAL_OF:  # its interval beside it, in grey
                self.intervals[key] = label(f"interval_{key}", wrap=False, selectable=True,
                                            style="color: gray")
            form.addRow(translate("ConfusionPanel", title),
                        row(value, *([self.intervals[key]] if key in INTERVAL_OF else []), None))
            self.metrics[key] = value
        layout.addLayout(form)
        self.interval_note = self.add(label("intervalNote", style="color: gray"))

        # The sensitivity at a specificity the user types: pROC's coords(input =
        # "specificity"), with its stratified bootstrap interval, computed off the UI thread.
        asked = session.analysis.at_specificity  # --at-specificity, else 0.9
        self.specificity_box = QtWidgets.QDoubleSpinBox(
            objectName="specificityBox", minimum=0.0, maximum=1.0, decimals=3, singleStep=0.01,
            value=0.9 if asked is None else asked, keyboardTracking=False)
        layout.addLayout(row(translate("ConfusionPanel", "Sensitivity at specificity ≥"),
                             self.specificity_box, None))
        self.at_specificity = self.add(label("atSpecificity", selectable=True))
        self._intervals = Background("confusion intervals", self._show_intervals, self)
        self._at = Background("sensitivity at specificity", self._show_at_specificity,
                              self)
        self.specificity_box.valueChanged.connect(self.refresh_at_specificity)
        self.tie_note = self.add(label(
            "tieNote", style=f"color: {style.SEGMENT_COLOURS[SegmentType.MIXED]}"))
        layout.addStretch(1)

        self.signals.watch(self, ("focused", "threshold"), self.refresh)
        self.signals.watch(self, ("focused", "analysis"), self.refresh_at_specificity)
        self.refresh()
        self.refresh_at_specificity()

    @property
    def busy(self) -> bool:
        """An interval or the sensitivity at the typed specificity is being computed."""
        return self._intervals.busy or self._at.busy

    def refresh_at_specificity(self) -> None:
        """Ask core for the sensitivity at the typed specificity, with its interval."""
        curve = self.session.curve
        if curve is None or not curve.has_both_classes:
            self._at.cancel()
            self.at_specificity.clear()
            return
        a = self.session.analysis
        # A fixed seed when none was asked for: the window's figures stay put as it redraws.
        level, bootstraps, seed = a.ci_level, a.bootstraps, 0 if a.seed is None else a.seed
        x = self.specificity_box.value()
        self.at_specificity.setText(translate("ConfusionPanel", "computing…"))
        self._at.run(lambda: coords_of(curve, "specificity", x, None, level, bootstraps, seed))

    def _show_at_specificity(self, c) -> None:
        if isinstance(c, Exception):
            self.at_specificity.setText(said(c))
            return
        i = c.intervals
        text = translate("ConfusionPanel", "sensitivity {se} [{low}, {high}], {level} CI,"
                         " stratified bootstrap").format(
            se=style.format_number(c.tpr, 4), low=style.format_number(i.tpr.low, 4),
            high=style.format_number(i.tpr.high, 4), level=f"{i.level * 100:g}%")
        if c.interpolated:
            text += "<br>" + translate("ConfusionPanel", "between two vertices: no threshold"
                                       " gives this point")
        else:
            text += "<br>" + translate("ConfusionPanel", "at t = {t}").format(
                t=style.threshold_shown(self.session, c.threshold))
        self.at_specificity.setText(text)

    def _show_intervals(self, c) -> None:
        if isinstance(c, Exception):
            self.interval_note.setText(said(c))
            return
        self._show_values(c, COORDS)
        if c.intervals is None:  # asked for none: fractional case weights
            self.interval_note.setText(translate(
                "ConfusionPanel", "No intervals at a threshold with fractional case weights:"
                " exact binomial intervals need numbers of samples. The report's bootstrap"
                " gives them (--threshold with --ci bootstrap)."))
            return
        for key, name in INTERVAL_OF.items():
            ends = getattr(c.intervals, name)
            self.intervals[key].setText("" if ends.low != ends.low else "[{}, {}]".format(
                style.format_number(ends.low, 4), style.format_number(ends.high, 4)))
        self.interval_note.setText(translate(
            "ConfusionPanel", "[ ]: {level} CI, Clopper–Pearson; likelihood ratios by the log"
            " method").format(level=f"{c.intervals.level * 100:g}%"))

    def _show_values(self, source, rows) -> None:
        """Each metric of ``rows`` as ``source`` has it: 6 digits, every digit in its tip."""
        for key, _title in rows:
            value = getattr(source, key)
            self.metrics[key].setText(style.format_number(value, 6))
            self.metrics[key].setToolTip(style.format_full(value))

    def refresh(self) -> None:
        """Show the focused model's operating point at the session's threshold."""
        point, curve = self.session.operating_point, self.session.curve
        # What the intervals' computation and a tie block fill in, cleared until they do.
        for widget in (*self.intervals.values(), *(self.metrics[k] for k, _ in COORDS),
                       self.interval_note, self.tie_note):
            widget.clear()
        if point is None or curve is None:
            self.heading.setText(translate("ConfusionPanel", "No data"))
            self.heading.setToolTip("")
            self._intervals.cancel()
            for label in (*self.cells.values(), *self.metrics.values()):
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
            self.cells[key].setText(count_text(value))
        self._show_values(point, METRICS)
        if not curve.has_both_classes:
            self._intervals.cancel()
        else:
                # Binomial intervals count samples; fractional weights get the values alone
            # (a bootstrap per threshold move would pass over every row each time).
            level = None if curve.weighted else self.session.analysis.ci_level
            vertex_t = point.vertex_threshold
            # scipy loads on first use: off the UI thread.
            self._intervals.run(lambda: coords_of(curve, "threshold", vertex_t, None, level))
        k = point.vertex
        if k > 0 and curve.segments[k - 1] == SegmentType.MIXED:
            block = curve.block_at(k)
            p, n = block.positives, block.negatives
            if curve.weighted:  # sums of fractional case weights, not numbers of samples
                positives = translate("ConfusionPanel", "positives (weight {weight})").format(
                    weight=count_text(float(p)))
                negatives = translate("ConfusionPanel", "negatives (weight {weight})").format(
                    weight=count_text(float(n)))
            else:
                # Qt picks the plural form (%Ln: the count with the locale's digit groups).
                positives = ConfusionPanel.tr("%Ln positives", None, int(p))
                negatives = ConfusionPanel.tr("%Ln negatives", None, int(n))
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
