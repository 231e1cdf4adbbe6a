"""Opening files for the window: progress, cancel, the column chooser, retry with rows
left out, and putting the result into the session.

The window owns one :class:`LoadController` and connects menu actions to it; the
controller owns the background :class:`~gui.window.load_worker.LoadJob`, its progress dialog
and the chooser, and writes the loaded model into the session (or a message when the
file cannot be used), so that the data on screen stay until something replaces them.
"""

from __future__ import annotations

import os
from dataclasses import replace

from PySide6 import QtCore, QtWidgets

from core.readers.dataset import Selection
from core.readers.examples import embedded_example

from gui.window.column_chooser import ColumnChooser
from gui.window.load_worker import Hints, LoadJob
from gui.model import ModelData, Session, prepare_model_data


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
        self._queue: list = []  # files still to open after this one (open_files)
        self.column_chooser: ColumnChooser | None = None
        self._progress: QtWidgets.QProgressDialog | None = None
        self._announced: tuple = (None, None)  # the load that said "Loading …" at launch

    @property
    def loading(self) -> bool:
        return self.job is not None

    def show(self, data, threshold: float | None = None) -> None:
        """Show data already prepared (one :class:`ModelData` or a list), instead of
        every model shown now: instant, no thread."""
        datas = [data] if isinstance(data, ModelData) else list(data)
        with self.session.batch():
            self.session.replace_models(datas, threshold=threshold)
            self.session.clear_message()

    def open_file(self, path, hints: Hints = Hints(), threshold: float | None = None,
                  add: bool = False, focus: bool = True) -> None:
        """Load ``path`` in the background; ask for columns when the file is ambiguous.

        The file's models replace those shown, or with ``add`` join them (File → Add
        Model…): paired with the others when they hold the same samples.
        """
        if self.drop_missing():
            hints = replace(hints, drop_missing=True)
        name = None
        if isinstance(path, tuple):  # (name, bytes): standard input, read already
            name, path = path
        place = self._replace_all
        if add:
            place = lambda datas, t: self._add(datas, t, focus)  # noqa: E731
        self._start(LoadJob(path, hints, name=name, parent=self), threshold, place=place)

    def open_files(self, paths, hints: Hints = Hints(), threshold: float | None = None) -> None:
        """Open several files one after the other: the first replaces what is shown, the
        others join it (one model per file and score column)."""
        paths = list(paths)
        if not paths:
            return
        self._queue = [(p, hints) for p in paths[1:]]
        self.open_file(paths[0], hints, threshold)

    def _next_in_queue(self) -> None:
        if self._queue:
            path, hints = self._queue.pop(0)
            self.open_file(path, hints, add=True, focus=False)

    def choose_columns(self) -> None:
        """Ask again which columns to use in the file of the focused model; the chosen
        columns replace that file's models (models of other files stay)."""
        data = self.session.data
        if data is None:
            return
        dataset = data.dataset
        # Rows left out before stay left out (or when the File menu says so).
        hints = Hints(drop_missing=data.dropped_rows > 0 or self.drop_missing())
        also = tuple(m.data.score_column for m in self.session.models
                     if m.data.data.dataset is dataset)
        place = lambda datas, _t: self._replace_file(dataset, datas)  # noqa: E731
        if dataset.partial:
            # A big file was read only in the columns shown: read it whole to offer all.
            job = LoadJob(dataset.source, hints, parent=self, ask=True)
            job.initial, job.also = data.selection, also
            self._start(job, None, place=place)
            return
        job = LoadJob(dataset.source, hints, dataset=dataset, parent=self)
        self._start(job, None, read=False, place=place)
        self._ask_columns(job, dataset, None, initial=data.selection, also=also)

    def reload_with(self, selection: Selection) -> None:
        """Give the focused model another selection of its file (e.g. the other class as
        positive), without asking and without reading the file again."""
        model = self.session.focused
        if model is None:
            return
        data = model.data.data
        hints = Hints(drop_missing=data.dropped_rows > 0 or self.drop_missing())
        job = LoadJob(data.dataset.source, hints, dataset=data.dataset, parent=self)
        self._start(job, None, read=False,
                    place=lambda datas, _t: self._replace_model(model, datas[0]))
        self._show_progress(job, "Computing the curve…")
        job.choose(selection)

    # ---- where loaded models go ---------------------------------------------------------

    def _replace_all(self, datas, threshold) -> None:
        self.show(datas, threshold)

    def _add(self, datas, threshold, focus: bool = True) -> None:
        with self.session.batch():
            for i, data in enumerate(datas):
                self.session.add_model(data, focus=focus and i == 0, threshold=threshold)
            self.session.clear_message()

    def _replace_file(self, dataset, datas) -> None:
        session = self.session
        with session.batch():
            old = [m for m in session.models if m.data.data.dataset is dataset]
            for i, data in enumerate(datas):
                if i < len(old):
                    session.replace_data(old[i], data, name=data.score_column)
                else:
                    session.add_model(data, focus=False)
            for model in old[len(datas):]:
                session.remove_model(model)
            keep = old[:len(datas)]
            if keep:
                session.focus(keep[0])
            session.clear_message()

    def _replace_model(self, model, data) -> None:
        with self.session.batch():
            if model in self.session.models:
                self.session.replace_data(model, data)
                self.session.focus(model)
            else:
                self.session.add_model(data)
            self.session.clear_message()

    def cancel(self) -> None:
        self._queue = []
        if self.job is not None:
            self.job.cancel()

    # ---- the job's life -----------------------------------------------------------------

    def _start(self, job: LoadJob, threshold: float | None, read: bool = True,
               place=None) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = job
        self.busyChanged.emit(True)
        place = place or self._replace_all
        job.progress.connect(self._on_progress)
        job.needsChoice.connect(lambda ds, q: self._ask_columns(
            job, ds, q, initial=getattr(job, "initial", None), also=getattr(job, "also", ())))
        job.finished.connect(lambda datas: self._on_loaded(job, datas, threshold, place))
        job.failed.connect(lambda message, drop: self._on_failed(job, message, drop, threshold))
        job.cancelled.connect(lambda: self._on_cancelled(job))
        if read:
            name = job.name or os.path.basename(str(job.source))
            self._show_progress(job, f"Reading {name}…")
            if not self.session.models:  # at launch: say what is coming
                self.session.show_message("info", f"Loading {name}…")
                self._announced = (job, self.session.message)
            job.start()

    def _show_progress(self, job: LoadJob, text: str) -> None:
        self._close_progress()
        progress = QtWidgets.QProgressDialog(text, "Cancel", 0, 1000, self.window)
        # Enter must not cancel a load: only a click on Cancel, or Escape, does. The
        # dialog's own button is kept: a button set in its place leaves the first one's
        # Escape shortcut behind, and two Escape shortcuts are ambiguous, so that Escape
        # only hid the dialog while the load ran on.
        for button in progress.findChildren(QtWidgets.QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
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

    def _ask_columns(self, job: LoadJob, dataset, question, initial=None, also=()) -> None:
        if job is not self.job or job.is_cancelled():
            return  # a question from a load the user has since replaced or cancelled
        self._close_progress()
        dialog = ColumnChooser(dataset, question, initial or _initial_from(job.hints),
                               self.window, also=also)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.column_chooser = dialog  # reachable from tests while it is open

        def answered(result: int) -> None:
            self.column_chooser = None
            if job is not self.job:
                return
            if result == QtWidgets.QDialog.DialogCode.Accepted:
                self._show_progress(job, "Computing the curve…")
                self._progress.setRange(0, 0)  # busy: no fraction to report
                job.choose(dialog.selections())
            else:
                job.cancel()

        dialog.finished.connect(answered)
        dialog.open()

    def _on_loaded(self, job: LoadJob, datas, threshold, place) -> None:
        if job is not self.job:
            return
        self._finish(job)
        place(datas, threshold)
        QtCore.QTimer.singleShot(0, self._next_in_queue)
        dropped = datas[0].data.dropped_rows
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

    def _on_cancelled(self, job: LoadJob) -> None:
        current = job is self.job
        self._finish(job)
        announced_by, announced = self._announced
        if current and announced_by is job and self.session.message is announced:
            # At launch nothing else is shown: say what happened and what can be done.
            name = job.name or os.path.basename(str(job.source))
            self.session.show_message(
                "info", f"Stopped loading {name}. Open a file (File → Open, or drop one"
                        " on the window), or look at the example first.",
                ("Show the Example", lambda: self.show(prepare_model_data(embedded_example()))))

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
