"""The list of models: name, colour, visibility, AUC with its confidence interval, m⁺
and m⁻. Clicking a row focuses its model; the tick shows or hides it."""

from __future__ import annotations

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.numbers_text import column_decimals, count_text
from gui.base import style
from gui.base.i18n import said, translate
from gui.model import Model, Session
from gui.panels.panel import RIGHT, ComputedWhenOnScreen, SessionPanel, chosen_row, label, row_table

# the average ordering's AUC
COLUMNS = ("", QT_TRANSLATE_NOOP("ModelsPanel", "Model"),
           QT_TRANSLATE_NOOP("ModelsPanel", "AUC [95 % CI]"), "m⁺", "m⁻")


class ModelsPanel(ComputedWhenOnScreen, SessionPanel):
    """A table with one row per model of the session; its menu focuses a model or removes
    it (the last model stays)."""

    def __init__(self, session: Session, parent=None):
        super().__init__(session, parent)
        self.table = row_table(COLUMNS, "modelsTable", "ModelsPanel", stretch=1)
        # Names are cut at the end, where a column's names differ least (p0 … p9, or
        # logreg_prob, forest_prob); the full name is in the tooltip.
        self.table.setTextElideMode(QtCore.Qt.TextElideMode.ElideRight)
        self.table.setContextMenuPolicy(QtCore.Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._menu)
        self.hint = self.add(self.table, label(text=translate(
            "ModelsPanel", "Click a model to focus it: it is drawn in full and the numbers,"
            " score plot and threshold follow it."), style="color: #555"))
        self._rows: list[Model] = []
        self._narrow = False  # the AUC's interval on a line of its own
        self.table.viewport().installEventFilter(self)
        self.table.itemChanged.connect(self._on_item_changed)
        self.table.itemSelectionChanged.connect(self._on_selection)
        for signal in (self.signals.models, self.signals.model,
                       self.signals.focused, self.signals.ordering,
                       self.signals.analysis):
            signal.connect(self.recompute)
        self.recompute()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QtCore.QEvent.Type.Resize and watched is self.table.viewport():
            narrow = self._too_narrow()
            if narrow != self._narrow:
                self._narrow = narrow
                for row in range(self.table.rowCount()):  # only the AUC's lines change
                    item = self.table.item(row, 2)
                    if item is not None:
                        item.setText(_auc_lines(item.text(), narrow))
                self.table.resizeRowsToContents()
        return super().eventFilter(watched, event)

    def _too_narrow(self) -> bool:
        """Whether the AUC with its interval on one line leaves the model column too little
        room for its header (at 800 pixels, "Model" was cut to "Mode")."""
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        widest = max((metrics.horizontalAdvance(line) for r in range(self.table.rowCount())
                      if (item := self.table.item(r, 2)) is not None
                      for line in item.text().replace("\n[", " [").split("\n")), default=0)
        need = (sum(header.sectionSize(c) for c in (0, 3, 4)) + header.sectionSizeHint(1)
                + max(widest + 12, header.sectionSizeHint(2)))
        # Back to one line only with room to spare: no flicker where a scroll bar comes
        # and goes.
        return self.table.viewport().width() < need + (16 if self._narrow else 0)

    def _recompute(self) -> None:
        """Fill the table from the session (rows are rebuilt: there are few); a list
        not shown (one model: its dock is out of the window) waits until it is, for its
        intervals load scipy (a fifth of a second at launch)."""
        session = self.session
        with self.filling():
            self._rows = list(session.models)
            self.table.setRowCount(len(self._rows))
            # One column: at least the decimals that tell the models' AUCs apart, and
            # again with more when a row's interval needed more (an end near 1).
            least = column_decimals([m.curve.auc("average") for m in self._rows
                                     if m.curve.has_both_classes])
            for _pass in range(2):
                for row, model in enumerate(self._rows):
                    self._fill_row(row, model, model is session.focused, least)
                used = max((len(self.table.item(r, 2).text().split()[0].partition(".")[2])
                            for r in range(len(self._rows))), default=least)
                if used <= least:
                    break
                least = used
            self.table.resizeRowsToContents()
            if session.focused in self._rows:
                self.table.selectRow(self._rows.index(session.focused))
            else:
                self.table.clearSelection()

    def _fill_row(self, row: int, model: Model, focused: bool, least: int) -> None:
        curve = model.curve
        tick = QtWidgets.QTableWidgetItem()
        tick.setFlags(QtCore.Qt.ItemFlag.ItemIsUserCheckable | QtCore.Qt.ItemFlag.ItemIsEnabled
                      | QtCore.Qt.ItemFlag.ItemIsSelectable)
        tick.setCheckState(QtCore.Qt.CheckState.Checked if model.visible
                           else QtCore.Qt.CheckState.Unchecked)
        tick.setToolTip(translate("ModelsPanel", "Show this model's curve"))
        name = QtWidgets.QTableWidgetItem(("▶ " if focused else "") + model.name)
        name.setIcon(_swatch(style.FOREGROUND if focused else model.colour))
        name.setToolTip(model.name + "\n" + translate(
            "ModelsPanel", "{source}\nscore column {column}").format(
            source=model.data.source, column=repr(model.data.score_column)))
        analysis = self.session.analysis
        # The ordering's own AUC on a line of its own, under the average's and its interval.
        text = style.model_auc_text(model.data, self.session.ordering, analysis,
                                    then="\n", least=least).removeprefix("AUC ")
        auc = QtWidgets.QTableWidgetItem(_auc_lines(text, self._narrow))
        _ci, problem = model.data.interval(analysis.ci_level, analysis.ci or "delong",
                                           analysis.bootstraps, analysis.seed)
        if problem:
            auc.setToolTip(translate("ModelsPanel", "No confidence interval: {problem}").format(
                problem=said(problem)))
        if curve.has_both_classes and curve.auc("average") < 0.5:
            auc.setForeground(QtGui.QColor("#b00000"))
            auc.setToolTip(translate("ModelsPanel", "Below chance: the scores run the other way"
                                     " for this positive class (see the Numbers panel)"))
        items = (tick, name, auc, QtWidgets.QTableWidgetItem(count_text(curve.n_positive)),
                 QtWidgets.QTableWidgetItem(count_text(curve.n_negative)))
        for col, item in enumerate(items):
            if col >= 2:
                item.setTextAlignment(RIGHT)
            if focused:
                font = item.font()
                font.setBold(True)
                item.setFont(font)
            self.table.setItem(row, col, item)

    # ---- user actions -------------------------------------------------------------------

    def _on_item_changed(self, item: QtWidgets.QTableWidgetItem) -> None:
        if self._filling or item.column() != 0:
            return
        model = self._rows[item.row()]
        visible = item.checkState() == QtCore.Qt.CheckState.Checked
        if not visible and model is self.session.focused:
            # The focused model is always drawn: hiding it hands the focus on.
            others = [m for m in self.session.models if m is not model and m.visible]
            if not others:
                self.recompute()
                return
            with self.session.batch():
                self.session.focus(others[0])
                self.session.set_visible(model, False)
            return
        self.session.set_visible(model, visible)

    def _on_selection(self) -> None:
        if not self._filling and (row := chosen_row(self.table)) is not None:
            self.session.focus(self._rows[row])

    def _menu(self, pos: QtCore.QPoint) -> None:
        row = self.table.rowAt(pos.y())
        if row < 0:
            return
        model = self._rows[row]
        menu = QtWidgets.QMenu(self)
        focus = menu.addAction(translate("ModelsPanel", "Focus"))
        remove = menu.addAction(translate("ModelsPanel", "Remove from the plot"))
        remove.setEnabled(len(self._rows) > 1)
        chosen = menu.exec(self.table.viewport().mapToGlobal(pos))
        if chosen is focus:
            self.session.focus(model)
        elif chosen is remove:
            self.session.remove_model(model)


def _auc_lines(text: str, narrow: bool) -> str:
    """The AUC cell's text with its interval on the AUC's line, or under it."""
    return text.replace(" [", "\n[", 1) if narrow else text.replace("\n[", " [", 1)


def _swatch(colour: str) -> QtGui.QIcon:
    pixmap = QtGui.QPixmap(14, 14)
    pixmap.fill(QtGui.QColor(colour))
    return QtGui.QIcon(pixmap)
