"""The main window: menus, toolbar and docks around the views.

The window wires views to the session and menu actions to session changes or to the
load controller; it draws nothing, loads nothing and computes nothing itself.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6 import QtCore, QtGui, QtWidgets
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core import TieOrdering
from core.app.request import LoadRequest
from gui.base import i18n, style
from gui.base.i18n import file_name, translate
from gui.base.paths import GUIDE, GUIDE_ZH
from gui.base.qt_session import signals_of
from gui.model import Session
from gui.panels.banner import Banner
from gui.panels.confusion_panel import ConfusionPanel
from gui.panels.numbers_panel import NumbersPanel
from gui.panels.score_highlight import ScoreBlockHighlight
from gui.panels.threshold_box import ThresholdBox
from gui.views.plots_area import PlotsArea
from gui.views.roc_view import RocView
from gui.views.score_view import ScoreView
from gui.window.docks import LEFT, RIGHT, DockLayout, LazyDock, TabsOfWhy
from gui.window.load_controller import LoadController
from gui.window.menus import WindowMenus
from gui.window.recent import RecentFiles
from gui.window.status_note import StatusNote
from gui.window.strata_chooser import StrataChooser

OPEN_FILTER = QT_TRANSLATE_NOOP(
    "MainWindow", "Prediction files (*.csv *.tsv *.txt *.gz *.parquet *.feather *.arrow);;"
                  "All files (*)")

class MainWindow(WindowMenus, QtWidgets.QMainWindow):
    """rocscope's window over one :class:`~gui.model.Session`."""

    def __init__(self, session: Session, settings: QtCore.QSettings | None = None, parent=None):
        super().__init__(parent)
        self.session = session
        self.signals = signals_of(session)
        self.settings = settings or QtCore.QSettings()
        self.recent = RecentFiles(self.settings)
        self.successor: MainWindow | None = None  # the window in another language
        # How files opened from the window are read: the engine settings the window was
        # started with (the column choices belong to the files named at launch).
        self.defaults = LoadRequest()
        self.loader = LoadController(session, self,
                                     lambda: self.drop_missing_action.isChecked())
        self.loader.loaded.connect(self.recent.add)
        self.loader.stratified.connect(lambda: self.show_panel(self.strata_panel))
        self.strata_chooser = None
        self.setAcceptDrops(True)
        # The preferred size, or the screen's free area on a smaller screen.
        screen = QtGui.QGuiApplication.primaryScreen()
        free = screen.availableGeometry() if screen is not None else QtCore.QRect(0, 0, 1280, 860)
        self.resize(min(1280, free.width()), min(860, free.height()))

        self._build_central()
        self._build_docks()
        self.signals.models.connect(self._on_models)
        self._on_models(session.models)

        self.threshold_box = ThresholdBox(session)
        # A line edit claims Ctrl+E ("end of line" on X11) before the window's shortcut:
        # the box lets the window's shortcuts win.
        keeper = WindowShortcutsWin(self)
        self.threshold_box.installEventFilter(keeper)
        self.threshold_box.lineEdit().installEventFilter(keeper)
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        self.signals.ordering.connect(self._on_ordering)
        self.signals.display.connect(self._on_display)
        # What the title and the status line say follows the focused model and its
        # threshold, whatever brought them there.
        # Wrapped: a narrow window shows it on two lines, not cut.
        self.threshold_note = StatusNote(objectName="thresholdNote")
        self.statusBar().addWidget(self.threshold_note, 1)
        self.signals.watch(self, ("focused", "threshold"), self._on_data)
        self._on_data()
        self._on_ordering(session.ordering)
        self._on_display(session.display)
        self.roc_view.setFocus()

    def _build_central(self) -> None:
        """The banner over the plots (ROC, precision–recall) and the score view."""
        session = self.session
        self.roc_view = RocView(session)
        self.score_view = ScoreView(session)
        self.banner = Banner(session)
        self.banner.offerTaken.connect(self.loader.take_offer)
        splitter = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        # The PR and DET plots are made when first shown or asked for (PlotsArea).
        self.plots_area = PlotsArea(self.roc_view)
        splitter.addWidget(self.plots_area)
        splitter.addWidget(self.score_view)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([600, 200])
        central = QtWidgets.QWidget()
        column = QtWidgets.QVBoxLayout(central)
        column.setContentsMargins(4, 4, 4, 4)
        column.addWidget(self.banner)
        column.addWidget(splitter, 1)
        self.setCentralWidget(central)

    def _build_docks(self) -> None:
        """The panels, in docks arranged for the window's width. The panels not on
        screen at first (the tabs behind Numbers, the models and their comparisons while
        there is one model) are made when their dock is first shown or the panel is
        first asked for (:class:`~gui.window.docks.LazyDock`)."""
        session = self.session
        self.numbers_panel = NumbersPanel(session)
        self.confusion_panel = ConfusionPanel(session)
        self.score_highlight = ScoreBlockHighlight(self.score_view)
        self.numbers_dock = LazyDock(self, translate("MainWindow", "Numbers"),
                                     lambda: self.numbers_panel, "numbersDock")
        (self.analysis_dock, self.why_dock, self.strata_dock) = (
            LazyDock(self, title, build, name, RIGHT, scroll) for title, build, name, scroll in (
                (translate("MainWindow", "Analysis"), self._make_analysis, "analysisDock", True),
                (translate("MainWindow", "Seeing why"), self._make_why, "whyDock", False),
                (translate("MainWindow", "Strata"), self._make_strata, "strataDock", True)))
        self.operating_dock = LazyDock(self, translate("MainWindow", "Operating point"),
                                       lambda: self.confusion_panel, "operatingPointDock")
        (self.models_dock, self.comparison_dock) = (
            LazyDock(self, title, build, name, LEFT) for title, build, name in (
                (translate("MainWindow", "Models"), self._make_models, "modelsDock"),
                (translate("MainWindow", "Compare models"), self._make_comparison,
                 "comparisonDock")))
        for dock in (self.analysis_dock, self.why_dock, self.strata_dock):
            self.tabifyDockWidget(self.numbers_dock, dock)
        for dock in (self.numbers_dock, self.operating_dock):
            dock.panel()  # made already: put in at once
        self.docks = DockLayout(self, [self.numbers_dock, self.analysis_dock, self.why_dock,
                                       self.strata_dock],
                                self.operating_dock, [self.models_dock, self.comparison_dock])
        self.docks.arrange(force=True)
        self.numbers_panel.flipRequested.connect(self._flip)

    # Each panel made on first use (its module imported then too).

    def _make_analysis(self):
        from gui.panels.analysis_panel import AnalysisPanel

        return AnalysisPanel(self.session)

    def _make_why(self):
        from gui.panels.accumulation_table import AccumulationTable
        from gui.panels.formulas_panel import FormulasPanel
        from gui.panels.rank_table import RankTable
        from gui.panels.sweep_panel import SweepPanel

        session = self.session
        self._why = why = {"sweep": SweepPanel(session), "formulas": FormulasPanel(session),
                           "ranks": RankTable(session),
                           "accumulation": AccumulationTable(session)}
        tabs = TabsOfWhy({translate("MainWindow", "Sweep replay"): why["sweep"],
                          translate("MainWindow", "Formulas"): why["formulas"],
                          translate("MainWindow", "Ranks"): why["ranks"],
                          translate("MainWindow", "Click log"): why["accumulation"]})
        self.why_dock.visibilityChanged.connect(tabs.dock_visibility)
        tabs.dock_visibility(self.why_dock.isVisible())
        return tabs

    def _make_strata(self):
        from gui.panels.strata_panel import StrataPanel

        panel = StrataPanel(self.session)
        panel.exportRequested.connect(
            lambda table: self._export_dialogs().export_data_dialog(self, table))
        return panel

    def _make_models(self):
        from gui.panels.models_panel import ModelsPanel

        return ModelsPanel(self.session)

    def _make_comparison(self):
        from gui.panels.comparison_panel import ComparisonPanel

        return ComparisonPanel(self.session)

    # The panels, made on first use: those of a dock, and the four tabs of "Seeing why".
    analysis_panel = property(lambda self: self.analysis_dock.panel())
    strata_panel = property(lambda self: self.strata_dock.panel())
    models_panel = property(lambda self: self.models_dock.panel())
    comparison_panel = property(lambda self: self.comparison_dock.panel())
    why_tabs = property(lambda self: self.why_dock.panel())
    sweep_panel = property(lambda self: self._why_panel("sweep"))
    formulas_panel = property(lambda self: self._why_panel("formulas"))
    rank_table = property(lambda self: self._why_panel("ranks"))
    accumulation_table = property(lambda self: self._why_panel("accumulation"))

    def _why_panel(self, key: str):
        self.why_dock.panel()
        return self._why[key]

    # ---- reacting to the session ----------------------------------------------------------

    def _on_ordering(self, ordering: TieOrdering) -> None:
        self.ordering_actions[ordering].setChecked(True)

    def _on_display(self, display) -> None:
        for flag in ("band", "auc_area", "rank_loss_area", "grid"):
            action = getattr(self, f"{flag}_action")
            with QtCore.QSignalBlocker(action):
                action.setChecked(getattr(display, flag))

    def _on_data(self) -> None:
        data = self.session.data
        for action in (self.columns_action, self.strata_action, self.export_plot_action,
                       self.export_data_action, self.copy_action):
            action.setEnabled(data is not None)
        self.setWindowTitle("rocscope" if data is None
                            else f"rocscope — {file_name(data.dataset.source)}")
        self.threshold_note.setText(self._start_note())

    def _start_note(self) -> str:
        """Where the threshold is when it is at Youden's best vertex (where it starts), so
        that a number nobody typed is not a mystery."""
        curve, t = self.session.curve, self.session.threshold
        if curve is None or not curve.has_both_classes or len(curve.thresholds) < 2:
            return ""
        if t != curve.thresholds[curve.youden_vertex()]:
            return ""
        point = self.session.operating_point
        return translate("MainWindow", "t = {t} is Youden's best vertex (where the threshold"
                                       " starts): J = TPR − FPR = {j}. Home moves it to +∞,"
                                       " End to the lowest score.").format(
            t=style.threshold_shown(self.session, t), j=style.format_number(point.youden_j, 4))

    # ---- opening data (the load controller does the work) --------------------------------

    def _ask_file(self, title: str) -> str:
        """A prediction file the user picks ("" if none)."""
        return QtWidgets.QFileDialog.getOpenFileName(
            self, title, self.recent.folder(), translate("MainWindow", OPEN_FILTER))[0]

    def choose_file(self) -> None:
        if path := self._ask_file(translate("MainWindow", "Open predictions")):
            self.open_file(path)

    def open_file(self, path: str, request: LoadRequest | None = None,
                  threshold: float | None = None):
        """Load ``path`` in the background with the choices of ``request`` (by default
        those the window was started with); ask for columns when the file is ambiguous."""
        self.loader.open_file(path, request or self.defaults, threshold)

    pr_view = property(lambda self: self.plots_area.pr_view)
    det_view = property(lambda self: self.plots_area.det_view)

    def reset_zoom(self) -> None:
        for frame in self.plots_area.frames.values():
            if frame.built:  # a plot not made yet starts unzoomed
                frame.child.reset_zoom()

    def choose_folder(self) -> None:
        if path := QtWidgets.QFileDialog.getExistingDirectory(
                self, translate("MainWindow", "Open a folder of files"), self.recent.folder()):
            self.open_file(path)  # a folder is computed out of memory, by DuckDB

    def choose_strata(self) -> None:
        """Ask which columns split the focused model's file into groups and folds, and
        read it again so."""
        model = self.session.focused
        if model is None:
            return
        data = model.data
        strata = data.strata
        if data.data.selection.score is None or (strata is not None and strata.classes):
            self.session.show_message("info", translate(
                "MainWindow", "Groups and folds split one score column's samples: a model of"
                              " K classes is split by class."))
            return
        used = {data.data.selection.score, data.data.selection.label,
                *(data.data.selection.counts or ())}
        columns = [c for c in data.data.dataset.names if c not in used]
        dialog = StrataChooser(data.data.dataset.source, columns,
                               strata.groups.column if strata and strata.groups else None,
                               strata.folds.column if strata and strata.folds else None, self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.strata_chooser = dialog  # reachable from tests while it is open

        def answered(result: int) -> None:
            self.strata_chooser = None
            if result == QtWidgets.QDialog.DialogCode.Accepted:
                self.loader.read_again(**dialog.choice())
                self.show_panel(self.strata_panel)

        dialog.finished.connect(answered)
        dialog.open()

    def choose_model_file(self) -> None:
        if path := self._ask_file(translate("MainWindow", "Add a model from a file")):
            # Always through the chooser: which column is the new model, and how its
            # rows match those of the files shown (by row order or by an id column).
            self.loader.open_file(path, replace(self.defaults, choose=True), add=True)

    def _flip(self, selection) -> None:
        if selection is None:
            self.loader.choose_columns()
        else:
            self.loader.reload_with(selection)

    def _on_models(self, models) -> None:
        self.docks.set_several(len(models) > 1)

    def show_panel(self, panel: QtWidgets.QWidget) -> None:
        """Bring ``panel`` forward: its dock, and its tab in "Seeing why"."""
        for dock in self.findChildren(LazyDock):
            if dock.built and dock.panel() is panel:
                if (self.dockWidgetArea(dock) == QtCore.Qt.DockWidgetArea.NoDockWidgetArea
                        and not dock.isFloating()):
                    return  # out of the layout (the models list, for one model)
                dock.show()
                dock.raise_()
                return
        if self.why_dock.built and self.why_tabs.holds(panel):
            self.why_dock.show()
            self.why_dock.raise_()
            self.why_tabs.show_panel(panel)

    # ---- drag and drop ------------------------------------------------------------------

    def dragEnterEvent(self, event: QtGui.QDragEnterEvent) -> None:
        if _local_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QtGui.QDropEvent) -> None:
        files = _local_files(event.mimeData())
        if files:
            event.acceptProposedAction()
            self.open_file(files[0])

    # ---- help ---------------------------------------------------------------------------

    def show_guide(self) -> None:
        # The guide is a page, not a handful of strings: one file per language.
        guide = GUIDE_ZH if i18n.current() == "zh" else GUIDE
        QtWidgets.QMessageBox.information(self, translate("MainWindow", "What the colours mean"),
                                          guide.read_text(encoding="utf-8"))

    def show_about(self) -> None:
        QtWidgets.QMessageBox.about(
            self, translate("MainWindow", "About rocscope"),
            translate("MainWindow", "<b>rocscope</b> shows exactly how a classifier's ROC curve"
                                    " and AUC come out of its scores, ties included.<br>MIT"
                                    " licence."))

    def set_language(self, language: str) -> None:
        """Show this window in ``language`` at once, and remember the choice: the same
        session in a window built anew (every text is made in the language installed,
        and every view derives what it shows from the session), where this one was."""
        if language == i18n.current():
            return
        self.settings.setValue(i18n.SETTING, language)
        i18n.install(language)
        self.loader.cancel()
        successor = MainWindow(self.session, self.settings)
        successor.defaults = self.defaults
        successor.drop_missing_action.setChecked(self.drop_missing_action.isChecked())
        successor.restoreGeometry(self.saveGeometry())
        successor.resize(self.size())
        successor.restoreState(self.saveState())
        _OPEN.add(successor)
        successor.destroyed.connect(lambda *_: _OPEN.discard(successor))
        successor.show()
        self.successor = successor
        self.close()
        self.deleteLater()

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:
        self.loader.cancel()
        super().closeEvent(event)


# Windows opened in another language, kept alive while shown (the one they replace was
# held by whoever opened it).
_OPEN: set = set()


class WindowShortcutsWin(QtCore.QObject):
    """An event filter that keeps a text field from taking the window's shortcuts (of the
    window it is made a child of)."""

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QtCore.QEvent.Type.ShortcutOverride:
            pressed = QtGui.QKeySequence(event.keyCombination())
            for action in self.parent().findChildren(QtGui.QAction):
                if action.isEnabled() and any(
                        pressed.matches(s) == QtGui.QKeySequence.SequenceMatch.ExactMatch
                        for s in action.shortcuts()) and _is_window_command(pressed):
                    event.ignore()  # not overridden: the shortcut goes to the window
                    return True
        return False


def _is_window_command(sequence: QtGui.QKeySequence) -> bool:
    # Editing keys (copy, paste, undo, select all, arrows) stay the field's own.
    own = {QtGui.QKeySequence(k).toString() for k in (
        QtGui.QKeySequence.StandardKey.Copy, QtGui.QKeySequence.StandardKey.Paste,
        QtGui.QKeySequence.StandardKey.Cut, QtGui.QKeySequence.StandardKey.Undo,
        QtGui.QKeySequence.StandardKey.Redo, QtGui.QKeySequence.StandardKey.SelectAll)}
    return sequence.toString() not in own and "Ctrl" in sequence.toString()


def _local_files(mime: QtCore.QMimeData) -> list[str]:
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]
