"""Choosing the operating point and reading the analyses of docs/mathematics.md for the focused
model: the best threshold by a criterion, the partial AUC, the convex hull, the
confidence band of sensitivity (computed off the UI thread, with its progress and a
Cancel button), and the precision–recall numbers.

The panel writes what the user chooses to ``session.analysis`` and shows what the engine
answers. A setting the engine refuses (a cost ratio ≤ 0, a prevalence outside (0, 1), an
empty or out-of-range partial range) is never written: the panel shows the engine's own
message and keeps the previous choice.
"""

from __future__ import annotations

import math
from dataclasses import replace

from PySide6 import QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import RocscopeError
from core.app.pipeline.answers import best_of, partial_of
from core.numbers_text import count_text, midpoint_text
from gui.base import style
from gui.base.i18n import said, translate
from gui.model import Session
from gui.panels.panel import ERROR_STYLE, SessionPanel, choices, label, row, say
from gui.views.analysis_results import results_of
from gui.views.curve_drawer import is_big
from gui.views.se_band_work import band_work_of

CRITERIA = (
    (QT_TRANSLATE_NOOP("AnalysisPanel", "None"), None),
    (QT_TRANSLATE_NOOP("AnalysisPanel", "Youden's J (max TPR − FPR)"), "youden"),
    (QT_TRANSLATE_NOOP("AnalysisPanel", "Closest to (0, 1)"), "closest"),
    (QT_TRANSLATE_NOOP("AnalysisPanel", "Minimum expected cost"), "cost"),
)
VALUE_NAMES = {"youden": "J = TPR − FPR", "closest": "(1 − TPR)² + FPR²",
               "cost": QT_TRANSLATE_NOOP("AnalysisPanel",
                                         "expected cost R·π·(1 − TPR) + (1 − π)·FPR")}
FOCI = ((QT_TRANSLATE_NOOP("AnalysisPanel", "FPR (false positive rate)"), "fpr"),
        (QT_TRANSLATE_NOOP("AnalysisPanel", "TPR (true positive rate)"), "tpr"))
THINNED = QT_TRANSLATE_NOOP("AnalysisPanel", "needs every vertex; this curve was computed out"
                                             " of memory and thinned for drawing")


class AnalysisPanel(SessionPanel):
    """The best threshold, partial AUC, convex hull and precision–recall of the focused
    model, bound to a :class:`~gui.model.Session` (both ways)."""

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent)
        self.results = results_of(session)
        self.band_work = band_work_of(session)
        self.note = self.add(label("analysisNote"))
        self.add(self._best_group(), self._partial_group(), self._hull_group(),
                 self._band_group(), self._pr_group())
        self.column.addStretch(1)

        self.signals.watch(self, ("analysis", "partial_ranges"), self._on_analysis)
        self.signals.focused.connect(self._on_data)
        self.signals.plots.connect(self._show_precision_recall)
        self.signals.threshold.connect(self._show_best_button)
        self.results.ready.connect(self._show_slow_results)
        self.band_work.progressed.connect(self._band_progressed)
        self.band_work.ready.connect(self._show_band)
        self._on_data()

    # ---- building -----------------------------------------------------------------------

    def _best_group(self) -> QtWidgets.QGroupBox:
        self.criterion = choices("bestCriterion", CRITERIA, chosen=self._criterion_chosen,
                                 context="AnalysisPanel")
        self.cost_ratio = _number_box("costRatio", lambda: self._cost_typed("cost_ratio"),
                                      placeholderText=translate(
            "AnalysisPanel", "e.g. 5: a miss costs 5 false alarms"), toolTip=translate(
            "AnalysisPanel", "R = cost of a missed positive / cost of a false alarm"))
        self.prevalence = _number_box("prevalence", lambda: self._cost_typed("prevalence"),
                                      toolTip=translate(
            "AnalysisPanel", "π, the share of positives where the classifier will be used;"
            " empty: the data's m+/n"))
        # The error labels and the band's row are shown as the session asks (_show_results).
        self.best_error = label("bestError", style=ERROR_STYLE)
        self.best_text = label("bestResult", selectable=True)
        self.move_button = QtWidgets.QPushButton(translate("AnalysisPanel", "Move threshold there"),
                                                 objectName="moveThreshold",
                                                 clicked=self._move_threshold)
        return _group(translate("AnalysisPanel", "Best threshold"),
                      (translate("AnalysisPanel", "Criterion:"), self.criterion),
                      (translate("AnalysisPanel", "Cost ratio R:"), self.cost_ratio),
                      (translate("AnalysisPanel", "Prevalence π:"), self.prevalence),
                      self.best_error, self.best_text, self.move_button)

    def _partial_group(self) -> QtWidgets.QGroupBox:
        self.partial_on = QtWidgets.QCheckBox(
            translate("AnalysisPanel", "Show the partial AUC (drag its edges on the plot)"),
            objectName="partialOn", toggled=self._partial_toggled)
        self.focus = choices("partialFocus", FOCI, chosen=self._focus_chosen,
                             context="AnalysisPanel")
        self.low = _number_box("partialLow", self._range_typed,
                               placeholderText=translate("AnalysisPanel", "low"))
        self.high = _number_box("partialHigh", self._range_typed,
                                placeholderText=translate("AnalysisPanel", "high"))
        self.partial_error = label("partialError", style=ERROR_STYLE)
        self.partial_text = label("partialResult")
        return _group(translate("AnalysisPanel", "Partial AUC"), self.partial_on,
                      (translate("AnalysisPanel", "Range of:"), self.focus),
                      (translate("AnalysisPanel", "From:"),
                       row(self.low, translate("AnalysisPanel", "to"), self.high)),
                      self.partial_error, self.partial_text)

    def _hull_group(self) -> QtWidgets.QGroupBox:
        self.hull_on = QtWidgets.QCheckBox(
            translate("AnalysisPanel", "Show the convex hull"), objectName="hullOn",
            toolTip=translate("AnalysisPanel", "Every point on the hull is reached by choosing"
                              " at random between the thresholds of its two ends"),
            toggled=self._hull_toggled)
        self.hull_text = label("hullResult")
        return _group(translate("AnalysisPanel", "Convex hull (ROCCH)"), self.hull_on,
                      self.hull_text)

    def _band_group(self) -> QtWidgets.QGroupBox:
        self.band_on = QtWidgets.QCheckBox(
            translate("AnalysisPanel", "Shade the confidence band of sensitivity"),
            objectName="seBandOn", toolTip=translate(
                "AnalysisPanel", "Stratified bootstrap intervals of the sensitivity at"
                " specificities 0, 0.1, …, 1 (pROC's ci.se), at the confidence level of the"
                " intervals; not the tie band"), toggled=self._band_toggled)
        self.band_progress = QtWidgets.QProgressBar(objectName="seBandProgress", minimum=0,
                                                    maximum=1000, textVisible=False)
        # Cancel switches the band off, as unticking its box does.
        self.band_cancel = QtWidgets.QPushButton(translate("AnalysisPanel", "Cancel"),
                                                 objectName="seBandCancel",
                                                 clicked=lambda: self.band_on.setChecked(False))
        self.band_row = row((self.band_progress, 1), self.band_cancel, hold=True)
        self.band_text = label("seBandResult")
        return _group(translate("AnalysisPanel", "Confidence band (bootstrap)"), self.band_on,
                      self.band_row, self.band_text)

    def _pr_group(self) -> QtWidgets.QGroupBox:
        self.pr_text = label("prResult", selectable=True)
        return _group(translate("AnalysisPanel", "Precision–recall"), self.pr_text)

    # ---- user actions -------------------------------------------------------------------

    def _criterion_chosen(self, _index: int) -> None:
        if self._filling:
            return
        method = self.criterion.currentData()
        if method is None or self._accept(self.best_error, best_of,
                                          replace(self.session.analysis, best=method)):
            self.session.set_analysis(best=method)
        self._sync_widgets()

    def _cost_typed(self, name: str) -> None:
        """The cost ratio or the prevalence typed (an empty prevalence: the data's)."""
        text = getattr(self, name).text().strip()
        analysis = self.session.analysis
        shown = _shown(getattr(analysis, name))
        if self._filling or text == shown:
            return
        value = None if text == "" and name == "prevalence" else text  # the engine reads the text
        trial = replace(analysis, best="cost", **{name: value})
        kept = shown or (translate("AnalysisPanel", "the data's") if name == "prevalence" else "")
        if self._accept(self.best_error, best_of, trial, kept=kept):
            self.session.set_analysis(**{name: None if value is None else float(value)})
        self._sync_widgets()

    def _move_threshold(self) -> None:
        best = self._ask(best_of)[0]
        if best is not None:
            self.session.set_threshold(best.threshold)

    def _partial_toggled(self, on: bool) -> None:
        if self._filling:
            return
        if not on:
            self.session.set_analysis(partial_auc=None)
            return
        self._write_range()

    def _focus_chosen(self, _index: int) -> None:
        if self._filling:
            return
        focus = self.focus.currentData()
        # Shown, the partial AUC takes the range last used on that axis (always one the
        # engine took).
        changes = {} if self.session.analysis.partial_auc is None else {
            "partial_auc": self.session.partial_range(focus)}
        self.session.set_analysis(partial_auc_focus=focus, **changes)

    def _range_typed(self) -> None:
        if self._filling:
            return
        analysis = self.session.analysis
        current = analysis.partial_auc or self.session.partial_range(analysis.partial_auc_focus)
        if (self.low.text().strip(), self.high.text().strip()) != (_shown(current[0]),
                                                                   _shown(current[1])):
            self._write_range(off=analysis.partial_auc is None and not self.partial_on.isChecked())

    def _write_range(self, off: bool = False) -> None:
        """The range typed, asked for when the engine takes it; ``off`` (the partial AUC
        not shown yet): only remembered for when it is switched on."""
        analysis = self.session.analysis
        shown = (self.low.text().strip(), self.high.text().strip())
        previous = analysis.partial_auc or (
            self.session.partial_range(analysis.partial_auc_focus) if off else None)
        kept = (translate("AnalysisPanel", "none") if previous is None
                else translate("AnalysisPanel", "{low} to {high}").format(
                    low=_shown(previous[0]), high=_shown(previous[1])))
        if self._accept(self.partial_error, partial_of, replace(analysis, partial_auc=shown),
                        kept=kept):
            value = (float(shown[0]), float(shown[1]))
            if off:
                self.session.remember_partial_range(analysis.partial_auc_focus, value)
            else:
                self.session.set_analysis(partial_auc=value)
        self._sync_widgets()

    def _hull_toggled(self, on: bool) -> None:
        if not self._filling:
            self.session.set_analysis(hull=bool(on))

    def _band_toggled(self, on: bool) -> None:
        if not self._filling:
            self.session.set_analysis(band=bool(on))  # first: nothing asks for it again
            if not on:
                self.band_work.cancel()

    def _band_progressed(self, share: float) -> None:
        self.band_progress.setValue(round(1000 * share))

    def _show_band(self, *_args) -> None:
        """The band's state: its progress and Cancel while it is computed, then what it
        is (the overlay draws it; asking here starts it when no view has)."""
        curve = self.session.curve
        analysis = self.session.analysis
        on = analysis.band and self._curve() is not None and curve.complete
        band, problem = self.band_work.band(curve, analysis) if on else (None, None)
        computing = on and band is None and problem is None and self.band_work.busy
        self.band_row.setVisible(computing)
        if computing:
            text = translate("AnalysisPanel", "computing {n} resamples…").format(
                n=f"{analysis.bootstraps:,}")
        elif problem is not None:
            text = said(problem)
        elif band is not None:
            seed = (translate("AnalysisPanel", "seed {seed}").format(seed=band.seed)
                    if band.seed is not None else translate("AnalysisPanel", "no seed"))
            text = translate("AnalysisPanel", "{level}% band, {n} stratified resamples, {seed};"
                             " {points} specificities").format(
                level=f"{100 * band.level:g}", n=f"{band.bootstraps:,}", seed=seed,
                points=len(band))
        elif analysis.band and curve is not None and not curve.complete:
            text = translate("AnalysisPanel", THINNED)
        else:
            text = ""
        say(self.band_text, text)

    def _accept(self, error_label, ask, trial, kept: str | None = None) -> bool:
        """Whether the engine accepts the analysis ``trial`` (``ask(curve, trial)``);
        if not, its message is shown in ``error_label``, with what is kept."""
        if self._curve() is None:
            return False
        _answer, problem = self._ask(ask, trial)
        if problem is not None and kept is not None:
            problem += " " + translate("AnalysisPanel", "(kept: {kept})").format(kept=kept)
        say(error_label, problem)
        return problem is None

    def _ask(self, ask, analysis=None):
        """``(answer, None)``: the engine's answer ``ask(curve, analysis)`` (by default the
        session's analysis), or ``(None, its refusal in words)``; ``(None, None)`` when
        the focused curve lacks a class."""
        curve = self._curve()
        if curve is None:
            return None, None
        try:
            return ask(curve, self.session.analysis if analysis is None else analysis), None
        except RocscopeError as exc:
            return None, said(exc)

    # ---- following the session ------------------------------------------------------------

    def _curve(self):
        """The focused curve when it has both classes (what every analysis needs)."""
        curve = self.session.curve
        return curve if curve is not None and curve.has_both_classes else None

    def _on_data(self, *_args) -> None:
        curve = self.session.curve
        ok = self._curve() is not None
        for group in self.findChildren(QtWidgets.QGroupBox):
            group.setEnabled(ok)
        if curve is None:
            self.note.setText(translate("AnalysisPanel", "No data."))
        elif not ok:
            self.note.setText(translate("AnalysisPanel", "These analyses need both classes in the data."))
        self.note.setVisible(not ok)
        if ok:
            self.prevalence.setPlaceholderText(translate("AnalysisPanel", "the data's: {fraction}").format(
                fraction=f"{count_text(curve.n_positive)}/{count_text(curve.n_samples)}"
                if curve.weighted else f"{curve.n_positive}/{curve.n_samples}"))
        self._on_analysis(self.session.analysis)

    def _on_analysis(self, _analysis=None) -> None:
        self._sync_widgets()
        self._show_results()

    def _sync_widgets(self) -> None:
        """Every input shows the session's analysis (errors stay until the next change)."""
        analysis = self.session.analysis
        with self.filling():
            self.criterion.setCurrentIndex(max(self.criterion.findData(analysis.best), 0))
            self.cost_ratio.setText(_shown(analysis.cost_ratio))
            self.prevalence.setText(_shown(analysis.prevalence))
            cost = analysis.best == "cost"
            self.cost_ratio.setEnabled(cost)
            self.prevalence.setEnabled(cost)
            self.partial_on.setChecked(analysis.partial_auc is not None)
            self.focus.setCurrentIndex(max(self.focus.findData(analysis.partial_auc_focus), 0))
            low, high = (analysis.partial_auc
                         or self.session.partial_range(analysis.partial_auc_focus))
            self.low.setText(_shown(low))
            self.high.setText(_shown(high))
            self.hull_on.setChecked(analysis.hull)
            self.band_on.setChecked(analysis.band)

    def _show_results(self) -> None:
        ok = self._curve() is not None
        analysis = self.session.analysis
        # A change of the session ends an earlier refusal; a setting refused now (made
        # elsewhere: a script, the command line) is said here.
        self._show_answer(ok and analysis.best is not None, best_of, self.best_error,
                          self.best_text,
                          lambda best: _best_text(best, self.session))
        self._show_best_button()
        self._show_answer(ok and analysis.partial_auc is not None, partial_of,
                          self.partial_error, self.partial_text, _partial_text)
        self._show_slow_results()
        self._show_band()

    def _show_answer(self, asked: bool, ask, error: QtWidgets.QLabel, text: QtWidgets.QLabel,
                     words) -> None:
        """The engine's answer ``ask(curve, analysis)`` in ``text`` when ``asked``, or its
        refusal in ``error``."""
        # A refusal here is of a setting made elsewhere (a command line, a script).
        answer, problem = self._ask(ask) if asked else (None, None)
        say(error, problem)
        say(text, words(answer) if answer is not None else None)

    def _show_best_button(self, *_args) -> None:
        best = self._ask(best_of)[0]
        self.move_button.setEnabled(best is not None
                                    and best.threshold != self.session.threshold)

    def _show_slow_results(self) -> None:
        curve = self._curve()
        if curve is not None and self.session.analysis.hull and not curve.complete:
            self.hull_text.setText(translate("AnalysisPanel", THINNED))
        elif curve is not None and self.session.analysis.hull:
            hull = self.results.hull(curve)
            self.hull_text.setText(translate("AnalysisPanel", "computing…") if hull is None else
                                   translate("AnalysisPanel", "hull AUC = {hull} ({corners} corners)\n"
                                             "curve AUC = {curve}").format(
                                       hull=style.format_number(hull.auc, 6), corners=len(hull),
                                       curve=style.format_number(curve.auc(), 6)))
        else:
            self.hull_text.setText("")
        self._show_precision_recall()

    def _show_precision_recall(self, *_args) -> None:
        curve = self._curve()
        if curve is None:
            text = ""
        elif not curve.complete:
            text = translate("AnalysisPanel", "needs every tie block; this curve was computed"
                             " out of memory and thinned for drawing")
        # A big curve's precision-recall takes seconds and as much memory as the
        # curve: it is computed when the PR plot is shown, not behind the user's back.
        elif is_big(curve) and self.session.plots == "roc":
            text = translate("AnalysisPanel", "shown with the precision–recall plot (View menu)")
        elif (pr := self.results.precision_recall(curve)) is None:
            text = translate("AnalysisPanel", "computing…")
        else:
            text = translate(
                "AnalysisPanel",
                "average precision (AP) = {ap}\n"
                "area under the interpolated path = {area}\n"
                "baseline (prevalence m+/n) = {baseline}").format(
                ap=style.format_number(pr.average_precision, 6),
                area=style.format_number(pr.area, 6),
                baseline=style.format_number(pr.baseline, 6))
        self.pr_text.setText(text)


def _best_text(best, session) -> str:
    m_pos, m_neg = best.tp + best.fn, best.fp + best.tn
    score_type = style.scores_type(session)
    lines = [translate("AnalysisPanel", "threshold t = {t} (vertex {vertex})").format(
        t=style.threshold_shown(session, best.threshold), vertex=best.vertex)]
    if math.isfinite(best.midpoint):
        # R's pROC names a vertex by the midpoint to the next lower score: the same cut.
        midpoint = midpoint_text(best.midpoint, best.threshold, score_type)
        lines.append(translate("AnalysisPanel", "pROC's threshold: {midpoint} (the midpoint to the next lower"
                               " score)").format(midpoint=midpoint))
    lines += [(f"TPR = {style.format_number(best.tpr, 6)} ({best.tp}/{m_pos}),"
               f" FPR = {style.format_number(best.fpr, 6)} ({best.fp}/{m_neg})"),
              f"{translate('AnalysisPanel', VALUE_NAMES[best.method])}"
              f" = {style.format_number(best.value, 6)}"]
    if best.method == "cost":
        lines.append(translate("AnalysisPanel",
                               "with R = {ratio}, π = {prevalence}; iso-cost slope = {slope}")
                     .format(ratio=style.format_number(best.cost_ratio, 6),
                             prevalence=style.format_number(best.prevalence, 6),
                             slope=style.format_number(best.iso_slope, 6)))
    return "\n".join(lines)


def _partial_text(partial) -> str:
    axis = "FPR" if partial.focus == "fpr" else "TPR"
    text = translate("AnalysisPanel", "area over {axis} {low} to {high} = {area}\n"
                     "standardized (McClish) = {standardized}").format(
        axis=axis, low=f"{partial.low:g}", high=f"{partial.high:g}",
        area=style.format_number(partial.area, 6),
        standardized=style.format_number(partial.standardized, 6))
    if partial.below_chance:
        text += "\n" + translate("AnalysisPanel", "below the chance diagonal's area: McClish's value is not"
                                  " meant for it")
    return text


def _number_box(name: str, typed, **properties) -> QtWidgets.QLineEdit:
    return QtWidgets.QLineEdit(objectName=name, maximumWidth=130, editingFinished=typed,
                               **properties)


def _group(title: str, *rows) -> QtWidgets.QGroupBox:
    """A titled form of ``rows``: widgets or layouts, alone or after their label."""
    group = QtWidgets.QGroupBox(title)
    form = QtWidgets.QFormLayout(group)
    for line in rows:
        form.addRow(*(line if isinstance(line, tuple) else (line,)))
    return group


def _shown(value) -> str:
    """A setting as its box shows it: the shortest form of the number, empty for None."""
    if value is None:
        return ""
    value = float(value)
    return repr(int(value)) if value.is_integer() else repr(value)
