"""The main window: menus, toolbar and docks around the views, and the opening of files.

The window wires views to the state and turns menu actions into state changes or loads;
it draws nothing and computes nothing itself.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from PySide6 import QtCore, QtGui, QtWidgets

from core import TieOrdering
from core.readers.examples import embedded_example
from core.readers.loading import Selection

from . import export_dialogs, style
from .banner import Banner
from .column_chooser import ColumnChooser
from .confusion_panel import ConfusionPanel
from .load_worker import Hints, LoadJob, shown_from
from .numbers_panel import NumbersPanel
from .paths import EXAMPLES
from .recent import RecentFiles
from .roc_view import RocView
from .score_view import ScoreView
from .square_frame import SquareFrame
from .state import AppState, Shown
from .threshold_box import ThresholdBox

DATA_SUFFIXES = (".csv", ".tsv", ".txt", ".gz", ".parquet", ".feather", ".arrow")
OPEN_FILTER = ("Prediction files (*.csv *.tsv *.txt *.gz *.parquet *.feather *.arrow);;"
               "All files (*)")

GUIDE = """<h3>Reading the picture</h3>
<p>The threshold t sweeps down from +∞ through every distinct score; a sample is predicted
positive when its score ≥ t. Each step adds one <i>tie block</i> (all samples sharing a score):</p>
<ul>
<li><b style='color:#009E73'>green, up</b>: the block holds positives only (true positives);</li>
<li><b style='color:#D55E00'>red, right</b>: negatives only (false positives);</li>
<li><b style='color:#0072B2'>blue</b>: positives and negatives tie. Their order is arbitrary:
<i>average</i> draws the diagonal, <i>best</i> (l1) goes up first, <i>worst</i> (l2) right first.</li>
</ul>
<p>The grid's cells are the m⁺·m⁻ (positive, negative) pairs. Cells under the curve are
concordant pairs, cells above it discordant; a blue diagonal halves the tied ones. So the
blue-shaded area is AUC = (C + T/2)/(m⁺m⁻) and the orange area above is
ℓ<sub>rank</sub> = (D + T/2)/(m⁺m⁻) = 1 − AUC. The purple tie band (Ctrl+B) between the best
and worst curves has area T/(m⁺m⁻): all the uncertainty that ties create.</p>
<p>Drag the round marker along the curve or the line under the scores; Left/Right step through
the distinct scores, Home/End jump to +∞ and to the lowest score.</p>"""


class MainWindow(QtWidgets.QMainWindow):
    """rocscope's window over one :class:`AppState`."""

    def __init__(self, state: AppState, settings: QtCore.QSettings | None = None, parent=None):
        super().__init__(parent)
        self.state = state
        self.recent = RecentFiles(settings or QtCore.QSettings())
        self.job: LoadJob | None = None
        self.column_chooser: ColumnChooser | None = None
        self._progress: QtWidgets.QProgressDialog | None = None
        self.setWindowTitle("rocscope")
        self.setAcceptDrops(True)
        self.resize(1280, 860)

        self.roc_view = RocView(state)
        self.score_view = ScoreView(state)
        self.banner = Banner(state)
        splitter = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        splitter.addWidget(SquareFrame(self.roc_view))
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

        self.numbers_panel = NumbersPanel(state)
        self.confusion_panel = ConfusionPanel(state)
        self._dock("Numbers", self.numbers_panel, "numbersDock")
        self._dock("Operating point", self.confusion_panel, "operatingPointDock")

        self.threshold_box = ThresholdBox(state)
        self._build_actions()
        self._build_menus()
        self._build_toolbar()
        state.orderingChanged.connect(self._on_ordering)
        state.displayChanged.connect(self._on_display)
        state.dataChanged.connect(self._on_data)
        self._on_ordering(state.ordering)
        self._on_display(state.display)
        self.roc_view.setFocus()

    # ---- layout -------------------------------------------------------------------------

    def _dock(self, title: str, widget: QtWidgets.QWidget, name: str) -> None:
        scroll = QtWidgets.QScrollArea()
        scroll.setWidget(widget)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QtWidgets.QFrame.Shape.NoFrame)
        dock = QtWidgets.QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(scroll)
        dock.setFeatures(QtWidgets.QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QtWidgets.QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        dock.setMinimumWidth(340)
        self.addDockWidget(QtCore.Qt.DockWidgetArea.RightDockWidgetArea, dock)

    def _action(self, text: str, slot=None, shortcut=None, checkable=False, tip=None):
        action = QtGui.QAction(text, self)
        if shortcut:
            action.setShortcut(QtGui.QKeySequence(shortcut))
        action.setCheckable(checkable)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        if slot is not None:
            (action.toggled if checkable else action.triggered).connect(slot)
        return action

    def _build_actions(self) -> None:
        S = QtGui.QKeySequence.StandardKey
        self.open_action = self._action("&Open…", self.choose_file, S.Open,
                                        tip="Open a prediction file (CSV, TSV, Parquet, Feather)")
        self.columns_action = self._action("Choose &Columns…", self.choose_columns, "Ctrl+L",
                                           tip="Pick other score/label columns of this file")
        self.quit_action = self._action("&Quit", self.close, S.Quit)
        self.drop_missing_action = self._action(
            "Leave Out &Missing Rows", None, checkable=True,
            tip="Load files leaving out rows whose score, label or count is missing"
                " (the number left out is reported)")
        self.export_plot_action = self._action(
            "Export &Plot…", lambda: export_dialogs.export_plot_dialog(self), "Ctrl+E",
            tip="Save the ROC plot as PNG, SVG or PDF")
        self.export_data_action = self._action(
            "Export &Data…", lambda: export_dialogs.export_data_dialog(self), "Ctrl+Shift+E",
            tip="Save the curve's vertices (CSV) or the summary (JSON)")
        self.copy_action = self._action("&Copy Plot", lambda: export_dialogs.copy_plot(self),
                                        S.Copy, tip="Copy the ROC plot as an image")
        self.ordering_actions = {}
        group = QtGui.QActionGroup(self)
        for ordering in TieOrdering:
            action = self._action(style.ORDERING_LABELS[ordering], None,
                                  style.ORDERING_SHORTCUTS[ordering], checkable=True,
                                  tip=f"Order tied samples: {style.ORDERING_LABELS[ordering]}")
            action.setData(ordering.value)
            action.triggered.connect(lambda _=False, o=ordering: self.state.set_ordering(o))
            group.addAction(action)
            self.ordering_actions[ordering] = action
        self.band_action = self._action(
            "Show tie &band (best − worst)", lambda on: self.state.set_display(band=on),
            "Ctrl+B", checkable=True, tip="Shade the area between the best and worst curves")
        self.auc_area_action = self._action(
            "Shade &AUC area", lambda on: self.state.set_display(auc_area=on), checkable=True)
        self.rank_loss_area_action = self._action(
            "Shade ℓ_&rank area", lambda on: self.state.set_display(rank_loss_area=on),
            checkable=True)
        self.grid_action = self._action(
            "Pair &grid (small data)", lambda on: self.state.set_display(grid=on), checkable=True)
        self.reset_zoom_action = self._action("&Reset Zoom", self.roc_view.reset_zoom, "Ctrl+0")
        self.step_next_action = self._action("&Next Score (lower t)",
                                             lambda: self.state.step_threshold(1), "Ctrl+Right")
        self.step_previous_action = self._action("&Previous Score (higher t)",
                                                 lambda: self.state.step_threshold(-1),
                                                 "Ctrl+Left")
        self.start_action = self._action("t = +∞ (nothing positive)",
                                         self.state.threshold_to_start, "Ctrl+Home")
        self.end_action = self._action("t = lowest score (everything positive)",
                                       self.state.threshold_to_end, "Ctrl+End")
        self.guide_action = self._action("What the &Colours Mean", self.show_guide, "F1")
        self.about_action = self._action("&About rocscope", self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(self.open_action)
        self.recent_menu = file_menu.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent_menu)
        self.examples_menu = file_menu.addMenu("&Examples")
        self._fill_examples_menu()
        file_menu.addAction(self.columns_action)
        file_menu.addAction(self.drop_missing_action)
        file_menu.addSeparator()
        file_menu.addAction(self.export_plot_action)
        file_menu.addAction(self.export_data_action)
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        bar.addMenu("&Edit").addAction(self.copy_action)
        view = bar.addMenu("&View")
        for action in self.ordering_actions.values():
            view.addAction(action)
        view.addSeparator()
        for action in (self.band_action, self.auc_area_action, self.rank_loss_area_action,
                       self.grid_action):
            view.addAction(action)
        view.addSeparator()
        view.addAction(self.reset_zoom_action)
        threshold = bar.addMenu("&Threshold")
        for action in (self.step_next_action, self.step_previous_action, self.start_action,
                       self.end_action):
            threshold.addAction(action)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.guide_action)
        help_menu.addAction(self.about_action)

    def _build_toolbar(self) -> None:
        bar = self.addToolBar("Main")
        bar.setObjectName("mainToolbar")
        bar.setMovable(False)
        bar.addAction(self.open_action)
        bar.addSeparator()
        bar.addWidget(QtWidgets.QLabel(" Ties: "))
        for action in self.ordering_actions.values():
            bar.addAction(action)
        bar.addAction(self.band_action)
        bar.addSeparator()
        bar.addWidget(QtWidgets.QLabel(" Threshold t: "))
        bar.addWidget(self.threshold_box)
        bar.addSeparator()
        bar.addAction(self.export_plot_action)

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        paths = self.recent.paths()
        for path in paths:
            action = self.recent_menu.addAction(path)
            action.triggered.connect(lambda _=False, p=path: self.open_file(p))
        if not paths:
            self.recent_menu.addAction("(none yet)").setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction("Clear List", self.recent.clear)

    def _fill_examples_menu(self) -> None:
        embedded = self.examples_menu.addAction("Eight samples, one tie (built in)")
        embedded.triggered.connect(self.show_example)
        if EXAMPLES.is_dir():
            for path in sorted(EXAMPLES.iterdir()):
                if path.suffix.lower() in DATA_SUFFIXES:
                    action = self.examples_menu.addAction(path.name)
                    action.triggered.connect(lambda _=False, p=str(path): self.open_file(p))

    # ---- reacting to the state ----------------------------------------------------------

    def _on_ordering(self, ordering: TieOrdering) -> None:
        self.ordering_actions[ordering].setChecked(True)

    def _on_display(self, display) -> None:
        for action, on in ((self.band_action, display.band),
                           (self.auc_area_action, display.auc_area),
                           (self.rank_loss_area_action, display.rank_loss_area),
                           (self.grid_action, display.grid)):
            action.blockSignals(True)
            action.setChecked(on)
            action.blockSignals(False)

    def _on_data(self) -> None:
        data = self.state.data
        for action in (self.columns_action, self.export_plot_action, self.export_data_action,
                       self.copy_action):
            action.setEnabled(data is not None)
        if data is not None:
            self.setWindowTitle(f"rocscope — {os.path.basename(data.dataset.source)}")

    # ---- opening data -------------------------------------------------------------------

    @property
    def loading(self) -> bool:
        return self.job is not None

    def show_example(self) -> None:
        """Show the embedded eight-sample example (instant: no thread needed)."""
        self.show_shown(shown_from(embedded_example()))

    def show_shown(self, shown: Shown, threshold: float | None = None) -> None:
        self.state.set_shown(shown, threshold)
        self.state.clear_message()

    def choose_file(self) -> None:
        start = os.path.dirname(self.recent.paths()[0]) if self.recent.paths() else ""
        path, _ = QtWidgets.QFileDialog.getOpenFileName(self, "Open predictions", start,
                                                        OPEN_FILTER)
        if path:
            self.open_file(path)

    def open_file(self, path: str, hints: Hints = Hints(), threshold: float | None = None):
        """Load ``path`` in the background; ask for columns when the file is ambiguous."""
        if self.drop_missing_action.isChecked():
            hints = replace(hints, drop_missing=True)
        self._start(LoadJob(path, hints, parent=self), threshold)

    def choose_columns(self) -> None:
        """Ask again which columns to use in the file on screen."""
        data = self.state.data
        if data is None:
            return
        # Rows left out before stay left out (or when the File menu says so).
        hints = Hints(drop_missing=data.dropped_rows > 0 or self.drop_missing_action.isChecked())
        job = LoadJob(data.dataset.source, hints, dataset=data.dataset, parent=self)
        self._start(job, None, read=False)
        self._ask_columns(job, data.dataset, None, initial=data.selection)

    def _start(self, job: LoadJob, threshold: float | None, read: bool = True) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = job
        job.progress.connect(self._on_progress)
        job.needsChoice.connect(lambda ds, q: self._ask_columns(job, ds, q))
        job.finished.connect(lambda shown: self._on_loaded(job, shown, threshold))
        job.failed.connect(lambda message, drop: self._on_failed(job, message, drop, threshold))
        job.cancelled.connect(lambda: self._finish(job))
        if read:
            self._show_progress(job, f"Reading {os.path.basename(str(job.source))}…")
            job.start()

    def _show_progress(self, job: LoadJob, text: str) -> None:
        self._close_progress()
        progress = QtWidgets.QProgressDialog(text, "Cancel", 0, 1000, self)
        progress.setWindowTitle("rocscope")
        progress.setMinimumDuration(400)  # quick loads never flash a dialog
        progress.setWindowModality(QtCore.Qt.WindowModality.WindowModal)
        progress.setAutoClose(False)
        progress.setAutoReset(False)
        progress.canceled.connect(job.cancel)
        progress.setValue(0)
        self._progress = progress

    def _on_progress(self, fraction: float) -> None:
        if self._progress is not None:
            self._progress.setValue(int(fraction * 1000))

    def _ask_columns(self, job: LoadJob, dataset, question, initial=None):
        if job is not self.job or job.is_cancelled():
            return  # a question from a load the user has since replaced or cancelled
        self._close_progress()
        dialog = ColumnChooser(dataset, question, initial or _initial_from(job.hints), self)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.column_chooser = dialog  # reachable from tests while it is open

        def answered(result: int) -> None:
            self.column_chooser = None
            if job is not self.job:
                return
            if result == QtWidgets.QDialog.DialogCode.Accepted:
                self._show_progress(job, "Computing the curve…")
                self._progress.setRange(0, 0)  # busy: no fraction to report
                job.choose(dialog.selection())
            else:
                job.cancel()

        dialog.finished.connect(answered)
        dialog.open()

    def _on_loaded(self, job: LoadJob, shown: Shown, threshold) -> None:
        if job is not self.job:
            return
        self._finish(job)
        self.show_shown(shown, threshold)
        dropped = shown.data.dropped_rows
        if dropped:
            self.state.show_message("info", f"Left out {dropped:,} row{'s' * (dropped != 1)}"
                                            " with missing values.")
        if isinstance(job.source, (str, os.PathLike)) and os.path.isfile(job.source):
            self.recent.add(str(job.source))

    def _on_failed(self, job: LoadJob, message: str, can_drop_missing: bool, threshold) -> None:
        if job is not self.job:
            return
        self._finish(job)
        action = None
        if can_drop_missing:
            source, hints = job.source, replace(job.hints, drop_missing=True)
            action = ("Load Without Missing Rows",
                      lambda: self.open_file(source, hints, threshold))
        self.state.show_message("error", message, action)

    def _finish(self, job: LoadJob) -> None:
        job.release()
        if job is self.job:
            self.job = None
            self._close_progress()

    def _close_progress(self) -> None:
        progress, self._progress = self._progress, None
        if progress is not None:
            # Closing a progress dialog emits `canceled`: that must not cancel the load.
            progress.canceled.disconnect()
            progress.reset()
            progress.close()
            progress.deleteLater()

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
        QtWidgets.QMessageBox.information(self, "What the colours mean", GUIDE)

    def show_about(self) -> None:
        QtWidgets.QMessageBox.about(
            self, "About rocscope",
            "<b>rocscope</b> shows exactly how a classifier's ROC curve and AUC come out of"
            " its scores, ties included.<br>MIT licence.")

    def closeEvent(self, event: QtGui.QCloseEvent) -> None:
        if self.job is not None:
            self.job.cancel()
        super().closeEvent(event)


def _initial_from(hints: Hints):
    if hints.score is None and hints.label is None and hints.counts is None:
        return None
    return Selection(score=hints.score or "", label=hints.label, positive=hints.positive,
                     counts=hints.counts)


def _local_files(mime: QtCore.QMimeData) -> list[str]:
    if not mime.hasUrls():
        return []
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile()]
