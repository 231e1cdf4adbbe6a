"""Opening files for the window: progress, cancel, the column chooser, retry with rows
left out, and putting the result into the session.

The window owns one :class:`LoadController` and connects menu actions to it; the
controller owns the background :class:`~gui.load_worker.LoadJob`, its progress dialog
and the chooser, and writes the loaded model into the session (or a message when the
file cannot be used), so that the data on screen stay until something replaces them.
"""

from __future__ import annotations

import os
from dataclasses import replace

from PySide6 import QtCore, QtWidgets

from core.readers.dataset import Selection

from .column_chooser import ColumnChooser
from .load_worker import Hints, LoadJob
from .model import ModelData, Session


class LoadController(QtCore.QObject):
    """Loads files into a :class:`Session` on behalf of a window.

    Signals
    -------
    loaded(object)
        A file's :class:`ModelData` is now shown; the argument is the source path (or
        name) for the recent-files list.
    busyChanged(bool)
        A load started or ended.
    """

    loaded = QtCore.Signal(object)
    busyChanged = QtCore.Signal(bool)

    def __init__(self, session: Session, window: QtWidgets.QWidget, drop_missing=lambda: False):
        super().__init__(window)
        self.session = session
        self.window = window
        self.drop_missing = drop_missing  # whether the File menu asks to leave rows out
        self.job: LoadJob | None = None
        self.column_chooser: ColumnChooser | None = None
        self._progress: QtWidgets.QProgressDialog | None = None

    @property
    def loading(self) -> bool:
        return self.job is not None

    def show(self, data: ModelData, threshold: float | None = None) -> None:
        """Show data already prepared (the built-in example): instant, no thread."""
        with self.session.batch():
            self.session.set_shown(data, threshold)
            self.session.clear_message()

    def open_file(self, path, hints: Hints = Hints(), threshold: float | None = None) -> None:
        """Load ``path`` in the background; ask for columns when the file is ambiguous."""
        if self.drop_missing():
            hints = replace(hints, drop_missing=True)
        self._start(LoadJob(path, hints, parent=self), threshold)

    def choose_columns(self) -> None:
        """Ask again which columns to use in the file of the focused model."""
        data = self.session.data
        if data is None:
            return
        # Rows left out before stay left out (or when the File menu says so).
        hints = Hints(drop_missing=data.dropped_rows > 0 or self.drop_missing())
        job = LoadJob(data.dataset.source, hints, dataset=data.dataset, parent=self)
        self._start(job, None, read=False)
        self._ask_columns(job, data.dataset, None, initial=data.selection)

    def reload_with(self, selection: Selection) -> None:
        """Use another selection of the focused model's file (e.g. the other class as
        positive), without asking and without reading the file again."""
        data = self.session.data
        if data is None:
            return
        hints = Hints(drop_missing=data.dropped_rows > 0 or self.drop_missing())
        job = LoadJob(data.dataset.source, hints, dataset=data.dataset, parent=self)
        self._start(job, None, read=False)
        self._show_progress(job, "Computing the curve…")
        job.choose(selection)

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    # ---- the job's life -----------------------------------------------------------------

    def _start(self, job: LoadJob, threshold: float | None, read: bool = True) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = job
        self.busyChanged.emit(True)
        job.progress.connect(self._on_progress)
        job.needsChoice.connect(lambda ds, q: self._ask_columns(job, ds, q))
        job.finished.connect(lambda data: self._on_loaded(job, data, threshold))
        job.failed.connect(lambda message, drop: self._on_failed(job, message, drop, threshold))
        job.cancelled.connect(lambda: self._finish(job))
        if read:
            self._show_progress(job, f"Reading {os.path.basename(str(job.source))}…")
            job.start()

    def _show_progress(self, job: LoadJob, text: str) -> None:
        self._close_progress()
        progress = QtWidgets.QProgressDialog(text, "Cancel", 0, 1000, self.window)
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

    def _ask_columns(self, job: LoadJob, dataset, question, initial=None) -> None:
        if job is not self.job or job.is_cancelled():
            return  # a question from a load the user has since replaced or cancelled
        self._close_progress()
        dialog = ColumnChooser(dataset, question, initial or _initial_from(job.hints),
                               self.window)
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

    def _on_loaded(self, job: LoadJob, data: ModelData, threshold) -> None:
        if job is not self.job:
            return
        self._finish(job)
        self.show(data, threshold)
        dropped = data.data.dropped_rows
        if dropped:
            self.session.show_message("info", f"Left out {dropped:,} row{'s' * (dropped != 1)}"
                                              " with missing values.")
        self.loaded.emit(job.source)

    def _on_failed(self, job: LoadJob, message: str, can_drop_missing: bool, threshold) -> None:
        if job is not self.job:
            return
        self._finish(job)
        action = None
        if can_drop_missing:
            source, hints = job.source, replace(job.hints, drop_missing=True)
            action = ("Load Without Missing Rows",
                      lambda: self.open_file(source, hints, threshold))
        self.session.show_message("error", message, action)

    def _finish(self, job: LoadJob) -> None:
        job.release()
        if job is self.job:
            self.job = None
            self._close_progress()
            self.busyChanged.emit(False)

    def _close_progress(self) -> None:
        progress, self._progress = self._progress, None
        if progress is not None:
            # Closing a progress dialog emits `canceled`: that must not cancel the load.
            progress.canceled.disconnect()
            progress.reset()
            progress.close()
            progress.deleteLater()


def _initial_from(hints: Hints):
    if hints.score is None and hints.label is None and hints.counts is None:
        return None
    return Selection(score=hints.score or "", label=hints.label, positive=hints.positive,
                     counts=hints.counts)
