"""The focused model's strata: an AUC per group, per fold or per class, how they
combine, and a table of them.

- **Groups** (a model loaded with a group column): the plain and row-weighted means of
  the groups' AUCs, the AUC of all rows, a histogram of the groups' AUCs (each group
  once, or weighed by its rows) and a sortable table; a click on a group draws its own
  curve beside the whole (``session.stratum``).
- **Folds**: each fold's AUC, their mean and SD, the pooled AUC, and the averaging the
  ROC plot draws (vertical or threshold: the analysis's ``fold_average``).
- **Classes** (one-vs-rest models of K classes): the macro, weighted and micro
  one-vs-rest AUCs and Hand & Till's one-vs-one; a click on a class focuses its model.

Every number comes from :mod:`core.app.pipeline` (``group_summary``, ``fold_summary``,
the class set's averages); the panel lays them out and writes to the session only from
a click.
"""

from __future__ import annotations

import html

import numpy as np
import pyqtgraph as pg
from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.app.pipeline import group_summary
from core.app.pipeline.multiclass import class_of
from core.drawing.strata_shapes import auc_histogram
from core.numbers_text import column_decimals
from gui.base import style
from gui.base.i18n import translate
from gui.model import Session
from gui.panels.panel import RICH, SessionPanel, choices, label, row, say
from gui.panels.strata_table import strata_view
from gui.views.overlays.strata_overlay import drawn_folds

# The long texts are marked here and translated when shown.
NOTHING = QT_TRANSLATE_NOOP(
    "StrataPanel", "No groups, folds or classes in the focused model. Open a file with "
           "<code>--group COLUMN</code> (an AUC per user, per query…), <code>--fold "
           "COLUMN</code> (cross-validation folds) or <code>--multiclass</code>, or choose "
           "them with File → Groups and Folds…; File → Examples has one of each.")
GROUP_DEFINITIONS = QT_TRANSLATE_NOOP("StrataPanel",
    "Each group's AUC is computed from its own rows alone (ties counted half). The "
    "<b>mean</b> counts every group once; the <b>weighted</b> mean (GAUC) weighs each "
    "group by its rows (impressions). A group holding one class has no AUC: it is left "
    "out of both means and counted apart. Click a group to draw its curve beside the "
    "whole.")
FOLD_DEFINITIONS = QT_TRANSLATE_NOOP("StrataPanel",
    "Each fold's AUC is computed from its own rows. The thin curves are the folds; the "
    "dark path is their mean with a band of ±1 SD: <b>vertical</b> averaging takes the "
    "mean TPR at each FPR 0, 0.01, …, 1; <b>threshold</b> averaging the mean point at "
    "101 thresholds spread over the pooled scores. The coloured curve is the pooled "
    "model (every fold's rows together).")
CLASS_DEFINITIONS = QT_TRANSLATE_NOOP("StrataPanel",
    "One curve per class, that class against the rest. <b>Macro</b> averages the "
    "classes' AUCs, <b>weighted</b> weighs them by the class's size, <b>micro</b> is the "
    "AUC of every (sample, class) score pooled; one-vs-one is Hand and Till's M. Click a "
    "class to focus its curve: every view then shows it.")
AVERAGINGS = ((QT_TRANSLATE_NOOP("StrataPanel", "vertical"), "vertical",
               QT_TRANSLATE_NOOP("StrataPanel", "The mean TPR at each FPR 0, 0.01, …, 1")),
              (QT_TRANSLATE_NOOP("StrataPanel", "threshold"), "threshold",
               QT_TRANSLATE_NOOP("StrataPanel", "The mean (FPR, TPR) at 101 thresholds spread"
                                                " over the pooled scores")))


class StrataPanel(SessionPanel):
    """Groups, folds or classes of the focused model, bound to a :class:`Session`.

    Signals
    -------
    exportRequested(str)
        The user asked to save the table shown: ``"groups"``, ``"folds"`` or
        ``"classes"`` (the window asks where).
    """

    exportRequested = QtCore.Signal(str)

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent)
        self.heading = self.add(label("strataHeading", fmt=RICH))
        self.summary = self.add(label("strataSummary", fmt=RICH, selectable=True))

        self.averaging = choices("foldAveraging", AVERAGINGS, chosen=self._on_averaging,
                                 context="StrataPanel")
        self.averaging_row = self.add(row(translate("StrataPanel", "Averaging drawn:"),
                                          (self.averaging, 1), hold=True))
        # Its words (rows or weights) are set with the groups' numbers.
        self.weighted = self.add(QtWidgets.QCheckBox(objectName="histogramWeighted",
                                                     toggled=self._draw_histogram))
        self.add(self._build_histogram())
        self.add(self.table, stretch=1)
        # Why a group clicked has no curve on the plot: a click never does nothing.
        self.choice_note = self.add(label("strataChoiceNote", style="color: #8a5a00"))
        self.column.addLayout(self._build_buttons())
        self.note = self.add(label("strataNote", fmt=RICH, style="color: #8a5a00"))
        self.definitions = self.add(label("strataDefinitions", fmt=RICH, style="color: #555"))

        self._shown = None  # (model data, kind) the table holds
        self._groups = None
        self.signals.watch(self, {"focused", "stratum", "analysis", "models"}, self.refresh)
        self.refresh()

    def _build_histogram(self) -> pg.PlotWidget:
        """The groups' AUCs as a histogram, and the table of strata."""
        self.histogram = pg.PlotWidget(background=style.BACKGROUND)
        self.histogram.setObjectName("aucHistogram")
        self.histogram.setMinimumHeight(130)
        self.histogram.setMaximumHeight(170)
        self.histogram.setMouseEnabled(False, False)
        self.histogram.hideButtons()
        self.histogram.setMenuEnabled(False)
        self.histogram.setLabel("bottom", translate("StrataPanel", "AUC of a group"))
        self.bars = pg.BarGraphItem(x0=[0], x1=[1], height=[0], brush=style.AUC_FILL,
                                    pen=pg.mkPen((31, 95, 134), width=1))
        self.histogram.addItem(self.bars)
        self.histogram.setXRange(0, 1, padding=0.02)
        self.table = strata_view("strataTable")
        self.table.clicked.connect(lambda index: self._choose(index.row()))
        self.table.selectionModel().currentRowChanged.connect(self._on_current)
        return self.histogram

    def _build_buttons(self) -> QtWidgets.QHBoxLayout:
        self.whole = QtWidgets.QPushButton(translate("StrataPanel", "Whole curve only"),
                                           objectName="strataWholeOnly",
                                           clicked=lambda: self.session.set_stratum(None))
        self.export = QtWidgets.QPushButton(
            translate("StrataPanel", "Export Table…"), objectName="strataExport",
            clicked=lambda: self._shown and self.exportRequested.emit(self._shown[1]))
        return row(self.whole, self.export, None)

    # ---- from the session ----------------------------------------------------------------

    def refresh(self) -> None:
        data = self.session.shown
        groups = group_summary(data) if data is not None else None
        folds = (drawn_folds(data, self.session.analysis.fold_average) if data is not None
                 else None)
        classes = class_of(data) if data is not None else None
        self._groups = groups
        kind = "groups" if groups else "folds" if folds else "classes" if classes else None
        with self.filling():
            self.note.setText("")
            if self._shown is None or self._shown[0] is not data:  # another model's table
                say(self.choice_note, "")
            if kind == "groups":
                self._show_groups(groups, folds)
            elif kind == "folds":
                self._show_folds(folds)
            elif kind == "classes":
                self._show_classes(*classes)
            else:
                self.heading.setText("<b>" + translate("StrataPanel", "Strata") + "</b>")
                self.summary.setText(translate("StrataPanel", NOTHING))
                self.definitions.setText("")
            for widget, on in ((self.averaging_row, kind == "folds"),
                               (self.weighted, kind == "groups"),
                               (self.histogram, kind == "groups"),
                               (self.whole, kind == "groups"),
                               (self.table, kind is not None),
                               (self.export, kind is not None),
                               (self.note, bool(self.note.text()))):
                widget.setVisible(on)
            self._select()

    def _fill(self, data, kind, title, texts, n_positive, n_negative, auc) -> bool:
        if self._shown is not None and self._shown[0] is data and self._shown[1] == kind:
            return False
        self._shown = (data, kind)
        model = self.table.model()
        model.fill(title, texts, n_positive, n_negative, auc)
        header = self.table.horizontalHeader()
        model.sort(header.sortIndicatorSection(), header.sortIndicatorOrder())
        self.table.resizeColumnsToContents()
        return True

    def _show_groups(self, summary, folds) -> None:
        data = self.session.shown
        a = summary.averages
        counts = summary.strata.counts
        self.heading.setText(translate("StrataPanel", "<b>Groups by {column}</b>: {count} groups").format(
            column=html.escape(summary.column), count=f"{a.n_groups:,}"))
        mean, weighted, pooled, folds_mean = _numbers(
            a.mean_auc, a.weighted_auc, summary.auc_all, folds.mean_auc if folds else None)
        case_weights = self.session.data is not None \
            and self.session.data.selection.weight is not None
        weighted_line = (translate("StrataPanel", "weighted by case weights (GAUC): <b>{auc}</b>")
                         if case_weights else
                         translate("StrataPanel", "weighted by rows (GAUC): <b>{auc}</b>"))
        lines = [translate("StrataPanel", "mean AUC of the groups: <b>{auc}</b>").format(auc=mean),
                 weighted_line.format(auc=weighted),
                 translate("StrataPanel", "AUC of all rows as one model: {auc}").format(auc=pooled),
                 translate("StrataPanel",
                           "{used} groups used; {one_class} of one class only, left out").format(
                     used=f"{a.n_used:,}", one_class=f"{a.one_class:,}")]
        if folds is not None:
            lines.append(translate("StrataPanel", "folds by {column} too: mean AUC {auc} (see the ROC"
                                   " plot)").format(column=html.escape(folds.column),
                                                    auc=folds_mean))
        self.summary.setText("<br>".join(lines))
        self.definitions.setText(translate("StrataPanel", GROUP_DEFINITIONS) + (
            " " + translate("StrataPanel", "With case weights a group weighs its weight sum,"
                            " and n, m⁺ and m⁻ are weight sums.") if case_weights else ""))
        self.weighted.setText(translate("StrataPanel", "Weigh each group by its weight sum")
                              if case_weights else
                              translate("StrataPanel", "Weigh each group by its rows"))
        filled = self._fill(data, "groups", summary.column, summary.strata.texts, counts.n_positive,
                   counts.n_negative, summary.auc)
        if summary.strata.blocks is None:
            self.note.setText(translate("StrataPanel", "The rows were counted by an engine (DuckDB or Spark):"
                                        " each group's numbers are exact, but its curve needs"
                                        " its rows, which stayed there."))
        if filled:  # a new table; the analysis changing (a dragged range) is not one
            self._draw_histogram()

    def _show_folds(self, summary) -> None:
        counts = summary.strata.counts
        used = int(summary.used.sum())
        self.heading.setText(translate("StrataPanel", "<b>Folds by {column}</b>: {count} folds").format(
            column=html.escape(summary.column), count=f"{len(summary.strata):,}"))
        mean, pooled, sd = _numbers(summary.mean_auc, summary.pooled_auc, summary.sd_auc)
        sd = f" ± {sd} (SD)" if summary.sd_auc is not None else ""
        lines = [translate("StrataPanel", "mean AUC of the folds: <b>{auc}</b>").format(
                     auc=mean) + sd,
                 translate("StrataPanel", "pooled AUC (every fold's rows): {auc}").format(
                     auc=pooled)]
        if used < len(summary.strata):
            lines.append(translate("StrataPanel", "{count} of one class only, left out").format(
                count=len(summary.strata) - used))
        self.summary.setText("<br>".join(lines))
        self.definitions.setText(translate("StrataPanel", FOLD_DEFINITIONS))
        mode = "threshold" if summary.threshold is not None else "vertical"
        self.averaging.setCurrentIndex(self.averaging.findData(mode))
        engine = summary.strata.blocks is None
        threshold_item = self.averaging.model().item(1)
        threshold_item.setEnabled(not engine or summary.strata.threshold_counts is not None)
        if engine and summary.strata.threshold_counts is None:
            self.note.setText(translate("StrataPanel", "Threshold averaging of folds an engine counted is"
                                        " computed when the file is read: open it again with"
                                        " --fold-average threshold."))
        self._fill(self.session.shown, "folds", summary.column, summary.strata.texts,
                   counts.n_positive, counts.n_negative, summary.auc)

    def _show_classes(self, classes, index) -> None:
        av = classes.averages
        ovr_macro, ovr_weighted, ovr_micro, ovo_macro, ovo_weighted = _numbers(
            av.macro_ovr, av.weighted_ovr, av.micro_ovr, av.macro_ovo, av.weighted_ovo)
        self.heading.setText(translate("StrataPanel", "<b>Classes of {label}</b>: {count} classes, one"
                                       " against the rest each").format(
            label=html.escape(classes.label), count=classes.k))
        self.summary.setText("<br>".join([
            translate("StrataPanel", "one-vs-rest: macro <b>{macro}</b>, weighted {weighted}, micro"
                                  " {micro}").format(macro=ovr_macro, weighted=ovr_weighted,
                                                      micro=ovr_micro),
            translate("StrataPanel", "one-vs-one (Hand &amp; Till): macro <b>{macro}</b>, weighted"
                                  " {weighted}").format(macro=ovo_macro,
                                                         weighted=ovo_weighted)]))
        self.definitions.setText(translate("StrataPanel", CLASS_DEFINITIONS))
        sizes = np.bincount(classes.truth, weights=classes.weights, minlength=classes.k)
        total = classes.n if classes.weights is None else classes.weights.sum()
        self._fill(classes, "classes", translate("StrataPanel", "class"), classes.classes,
                   sizes, total - sizes, np.array(av.ovr_auc))

    def _draw_histogram(self, *_args) -> None:
        summary = self._groups
        if summary is None:
            return
        counts = summary.strata.counts
        weights = counts.n_samples if self.weighted.isChecked() else None
        hist = auc_histogram(summary.auc, weights)
        self.bars.setOpts(x0=hist.edges[:-1], x1=hist.edges[1:], height=hist.heights)
        self.histogram.setLabel("left", translate("StrataPanel", "rows") if hist.weighted
                                else translate("StrataPanel", "groups"))
        self.histogram.setYRange(0, max(float(hist.heights.max(initial=0)), 1.0), padding=0.05)

    def _select(self) -> None:
        """The table's selection follows the session: the group drawn, or the class of
        the focused model."""
        model = self.table.model()
        kind = self._shown[1] if self._shown else None
        stratum = None
        if kind == "groups" and self.session.stratum is not None and self._groups is not None:
            stratum = self._groups.strata.index(self.session.stratum)
        elif kind == "classes":
            found = class_of(self.session.shown)
            stratum = found[1] if found else None
        row = model.row_of(stratum) if stratum is not None else None
        if row is None:
            self.table.clearSelection()
            return
        index = model.index(row, 0)
        self.table.selectionModel().setCurrentIndex(
            index, QtCore.QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QtCore.QItemSelectionModel.SelectionFlag.Rows)
        # Once laid out: a table just filled or shown has no row heights yet.
        QtCore.QTimer.singleShot(0, self, lambda: self._scroll_to(stratum))

    def _scroll_to(self, stratum: int) -> None:
        row = self.table.model().row_of(stratum)
        if row is not None:
            self.table.scrollTo(self.table.model().index(row, 0),
                                QtWidgets.QAbstractItemView.ScrollHint.PositionAtCenter)

    # ---- from the user -------------------------------------------------------------------

    def _on_current(self, current, _previous) -> None:
        if current.isValid():  # the arrow keys move through the groups too
            self._choose(current.row())

    def _choose(self, row: int) -> None:
        if self._filling or self._shown is None:
            return
        i = self.table.model().stratum(row)
        kind = self._shown[1]
        if kind == "groups" and self._groups is not None:
            strata = self._groups.strata
            group = f"{self._groups.column} = {strata.texts[i]}"
            engine = {"spark": "Spark"}.get(self._shown[0].data.engine, "DuckDB")
            if not strata.counts.both_classes[i]:
                note = translate("StrataPanel", "{group} holds samples of one class only:"
                                                " it has no ROC curve to draw.")
            elif strata.blocks is None:
                note = translate("StrataPanel", "{group}: no curve drawn. Its rows stayed in"
                                                " {engine}, which counted them; open the file"
                                                " with the in-memory engine (--engine memory)"
                                                " to draw one group's curve.")
            else:
                note = ""
            say(self.choice_note, note.format(group=group, engine=engine))
            drawable = strata.blocks is not None and strata.counts.both_classes[i]
            self.session.set_stratum(strata.texts[i] if drawable else None)
        elif kind == "classes":
            classes = self._shown[0]
            for model in self.session.models:
                found = class_of(model.data)
                if found and found[0] is classes and found[1] == i:
                    self.session.focus(model)
                    return

    def _on_averaging(self, _index: int) -> None:
        if self._filling:
            return
        self.session.set_analysis(fold_average=self.averaging.currentData())


def _numbers(*values) -> list[str]:
    """The values with one number of decimals (at least 4), "—" for none."""
    decimals = column_decimals(values, least=4)
    return ["—" if v is None or v != v else f"{float(v):.{decimals}f}" for v in values]

