"""Opening data for the window: progress, cancel, the column chooser, retry with rows left
out, and putting the models into the session.

The window owns one :class:`LoadController` and connects menu actions to it. Every load
is a :class:`~core.app.request.LoadRequest` carried out by a background
:class:`~gui.window.load_worker.LoadJob` through the pipeline the command line uses, so
the window loads, names and pairs models exactly as the command line does. The
controller owns the job, its progress dialog and the chooser, and writes the models into
the session (or a message when the data cannot be used): the data on screen stay until
something replaces them.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import replace

from PySide6 import QtCore, QtWidgets

from core.app.pipeline import LoadedModel, Question, model_of
from core.app.request import LoadRequest, ModelSource
from core.readers.dataset import Selection
from core.readers.examples import embedded_example
from gui.base.background import after_drawings, working
from gui.base.first_paint import after_next_paint
from gui.base.i18n import translate
from gui.model import Model, Offer, Session
from gui.window.column_chooser import ColumnChooser
from gui.window.load_worker import LoadJob

PAINT_HELD_AT_MOST = 1000  # ms the window waits for the curves' drawings to paint

# Where a job's models go: (models, threshold) -> None
Place = Callable[[tuple, float | None], None]


class LoadController(QtCore.QObject):
    """Loads data into a :class:`Session` on behalf of a window.

    Signals
    -------
    loaded(object)
        A load's models are now shown; the argument is its first source's path (or
        name) for the recent-files list.
    stratified()
        Models split into groups, folds or classes were shown.
    """

    loaded = QtCore.Signal(object)
    stratified = QtCore.Signal()

    def __init__(self, session: Session, window: QtWidgets.QWidget, drop_missing=lambda: False):
        super().__init__(window)
        self.session = session
        self.window = window
        self.drop_missing = drop_missing  # whether the File menu asks to leave rows out
        self.job: LoadJob | None = None
        self.column_chooser: ColumnChooser | None = None
        self._progress: QtWidgets.QProgressDialog | None = None
        self._announced: tuple = (None, None)  # the load that said "Loading …" at launch
        self._adding = False  # the chooser of Add Model… asks how rows match

    @property
    def loading(self) -> bool:
        return self.job is not None

    def show(self, models, threshold: float | None = None) -> None:
        """Show models already loaded (one :class:`LoadedModel` or several) instead of
        every model shown now: instant, no thread."""
        models = [models] if isinstance(models, LoadedModel) else list(models)
        with self.session.batch():
            self.session.replace_models(models, threshold=threshold)
            self.session.clear_message()

    def show_example(self) -> None:
        self.show(model_of(embedded_example()))

    def load(self, request: LoadRequest, threshold: float | None = None,
             add: bool = False) -> None:
        """Carry out ``request`` in the background; its models replace those shown, or
        with ``add`` join them (File → Add Model…)."""
        if self.drop_missing() and not request.drop_missing:
            request = replace(request, drop_missing=True)
        self._start(request, threshold, self._add if add else self.show, adding=add)

    def open_file(self, path, request: LoadRequest = LoadRequest(),
                  threshold: float | None = None, add: bool = False) -> None:
        """Load one file (a path, or a :class:`ModelSource`) with the choices of
        ``request``. When a model is added to files shown, the column chooser (if it is
        asked) also asks how its rows match theirs."""
        source = path if isinstance(path, ModelSource) else ModelSource(path)
        self.load(replace(request, sources=(source,)), threshold, add=add)

    def choose_columns(self) -> None:
        """Ask again which columns to use in the file of the focused model; the chosen
        columns replace that file's models (models of other files stay)."""
        self.read_again(choose=True)

    def read_again(self, **changes) -> None:
        """Read the focused model's file again with ``changes`` to its request (say, the
        ``group`` and ``fold`` columns, None: not split that way), for the score columns
        shown; the models read replace that file's (models of other files stay)."""
        model = self.session.focused
        if model is None:
            return
        dataset = model.data.data.dataset
        shown = [m for m in self.session.models if m.data.dataset is dataset]
        request = self._request_like(model.data, **changes,
                                     scores=tuple(m.data.score_column for m in shown))
        self._start(request, None, lambda models, _t: self._replace_file(dataset, models))

    def reload_with(self, selection: Selection) -> None:
        """Give the focused model another selection of its file (e.g. the other class as
        positive), without asking and without reading the file again."""
        model = self.session.focused
        if model is None:
            return
        request = replace(self._request_like(model.data, scores=(selection.score,)),
                          label=selection.label, positive=selection.positive,
                          counts=selection.counts)
        job = self._start(request, None,
                          lambda models, _t: self._replace_model(model, models[0]),
                          announce=False)
        self._show_progress(job, translate("LoadController", "Computing the curve…"))

    def take_offer(self, offer: Offer) -> None:
        """Do what a banner's button offered."""
        if offer.kind == "load" and offer.request is not None:
            self.load(offer.request, offer.threshold)
        elif offer.kind == "example":
            self.show_example()

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()

    def _request_like(self, loaded: LoadedModel, **changes) -> LoadRequest:
        """A request for the data set of ``loaded`` again, as it was read."""
        data = loaded.data
        sel = data.selection
        source = ModelSource(data.dataset.source, data.dataset.short_name
                             if not os.path.exists(data.dataset.source) else None,
                             dataset=data.dataset)
        strata = loaded.strata
        groups = strata.groups if strata is not None else None
        folds = strata.folds if strata is not None else None
        request = LoadRequest(sources=(source,), scores=(sel.score,), label=sel.label,
                              positive=sel.positive, counts=sel.counts,
                              drop_missing=data.dropped_rows > 0 or self.drop_missing(),
                              group=groups.column if groups is not None else None,
                              fold=folds.column if folds is not None else None)
        return replace(request, **changes)

    # ---- where loaded models go (in one batch with the message cleared: _on_loaded) ------

    def _add(self, models, threshold) -> None:
        for i, model in enumerate(models):
            self.session.add_model(model, focus=i == 0, threshold=threshold)

    def _replace_file(self, dataset, models) -> None:
        session = self.session
        old = [m for m in session.models if m.data.dataset is dataset]
        for i, model in enumerate(models):
            if i < len(old):
                session.replace_data(old[i], model)
            else:
                session.add_model(model, focus=False)
        for layer in old[len(models):]:
            session.remove_model(layer)
        keep = old[:len(models)]
        if keep:
            session.focus(keep[0])

    def _replace_model(self, layer: Model, model: LoadedModel) -> None:
        if layer in self.session.models:
            self.session.replace_data(layer, model)
            self.session.focus(layer)
        else:
            self.session.add_model(model)

    # ---- the job's life -----------------------------------------------------------------

    def _start(self, request: LoadRequest, threshold: float | None, place: Place,
               announce: bool = True, adding: bool = False) -> LoadJob:
        """Carry out ``request`` in a new job (cancelling the one running), its models
        put in place by ``place``; ``adding``: File → Add Model…'s load."""
        if self.job is not None:
            self.job.cancel()
        self._adding = adding
        self.job = job = LoadJob(request, self.session.analysis, parent=self)
        job.progress.connect(self._on_progress)
        job.needsChoice.connect(lambda question: self._ask_columns(job, question))
        job.finished.connect(lambda models: self._on_loaded(job, models, threshold, place))
        job.failed.connect(lambda message, drop: self._on_failed(job, message, drop, threshold))
        job.cancelled.connect(lambda: self._on_cancelled(job))
        if announce:
            self._show_progress(job, translate("LoadController", "Reading {source}…").format(
                source=job.label))
            if not self.session.models:  # at launch: say what is coming
                self.session.show_message("info", translate(
                    "LoadController", "Loading {source}…").format(source=job.label))
                self._announced = (job, self.session.message)
        job.start()
        return job

    def _show_progress(self, job: LoadJob, text: str) -> None:
        self._close_progress()
        # Quick loads never flash a dialog (its minimum duration).
        progress = QtWidgets.QProgressDialog(
            text, translate("LoadController", "Cancel"), 0, 1000, self.window,
            windowTitle="rocscope", minimumDuration=400, autoClose=False, autoReset=False,
            windowModality=QtCore.Qt.WindowModality.WindowModal, canceled=job.cancel)
        # Enter must not cancel a load: only a click on Cancel, or Escape, does. The
        # dialog's own button is kept: a button set in its place leaves the first one's
        # Escape shortcut behind, and two Escape shortcuts are ambiguous, so that Escape
        # only hid the dialog while the load ran on.
        for button in progress.findChildren(QtWidgets.QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)
        progress.setValue(0)
        self._progress = progress

    def _on_progress(self, fraction: float) -> None:
        if self._progress is None:
            return
        if fraction < 1.0:
            self._progress.setValue(int(fraction * 1000))
        else:  # every row read: the curve is computed, with no fraction to report
            self._progress.setLabelText(translate("LoadController", "Computing the curve…"))
            self._progress.setRange(0, 0)

    def _ask_columns(self, job: LoadJob, question: Question) -> None:
        if job is not self.job or job.is_cancelled():
            job.answer(None)  # a question from a load since replaced or cancelled
            return
        self._close_progress()
        ids = self._id_choices(question.dataset) if self._adding else ()
        dialog = ColumnChooser(question.dataset, question.problem, question.initial,
                               self.window, also=question.also, ids=ids,
                               id_initial=self.session.id_column or _id_like(ids))
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose)
        self.column_chooser = dialog  # reachable from tests while it is open

        def answered(result: int) -> None:
            self.column_chooser = None
            if job is not self.job:
                job.answer(None)
                return
            if result == QtWidgets.QDialog.DialogCode.Accepted:
                if ids:
                    self.session.set_id_column(dialog.id_column())
                self._show_progress(job, "")
                self._on_progress(1.0)
                job.answer(dialog.selections())
            else:
                job.cancel()

        dialog.finished.connect(answered)
        dialog.open()

    def _id_choices(self, dataset) -> tuple[str, ...]:
        """Columns of ``dataset`` that every file shown has too (a possible id)."""
        shown = {id(m.data.dataset): m.data.dataset for m in self.session.models}
        return tuple(n for n in dataset.names if shown
                     and all(n in other.names for other in shown.values()))

    def _on_loaded(self, job: LoadJob, models, threshold, place: Place) -> None:
        if job is not self.job:
            return
        self._finish(job)
        with self._painted_once_drawn(), self.session.batch():
            place(tuple(models), threshold)
            self.session.clear_message()
        # Its intervals once the curves are drawn on screen (see LoadJob).
        after_next_paint(job.shown, job, ready=lambda: not working())
        dropped = sum(m.data.dropped_rows for m in models)
        if dropped:
            # %Ln: the count with the locale's digit grouping (1,234).
            self.session.show_message("info", LoadController.tr(
                "Left out %Ln rows with missing values.", None, dropped))
        if any(m.strata is not None for m in models):
            self.stratified.emit()
        sources = job.request.sources
        self.loaded.emit(sources[0].path or sources[0].label if sources else job.label)

    @contextmanager
    def _painted_once_drawn(self):
        """The window paints again once the models placed inside have their curves
        drawn.

        Placing them repaints the views about ten times as the legend, the labels and
        the axes settle, before a big curve's drawing is ready: work beside the thread
        thinning it (on two cores), for frames nobody needs to see. The window shows
        what it showed until then (at most :data:`PAINT_HELD_AT_MOST` ms: a window
        that paints nothing for longer looks broken).
        """
        window = self.window
        handle = window.windowHandle()
        if handle is None or not window.isVisible() or not handle.isExposed():
            # Not on screen yet (a launch whose load beat its first paint), or hidden
            # (whose expose event may still be queued): nothing to hold, and a window
            # whose first expose comes with updates off is never painted after (black
            # on X11 until something resizes it).
            yield
            return

        def paint() -> None:
            try:
                if not window.updatesEnabled():
                    window.setUpdatesEnabled(True)
                    # Painted now: an update() asked for with updates just turned on
                    # was at times never painted on X11 (the window showed the frame
                    # before the hold).
                    window.repaint()
            except RuntimeError:  # the window went away meanwhile
                pass

        window.setUpdatesEnabled(False)
        try:
            yield
        finally:
            after_drawings(paint)
            QtCore.QTimer.singleShot(PAINT_HELD_AT_MOST, window, paint)

    def _on_failed(self, job: LoadJob, message, can_drop_missing: bool, threshold) -> None:
        if job is not self.job:
            return
        self._finish(job)
        offer = Offer(translate("LoadController", "Load Without Missing Rows"), "load",
                      replace(job.request, drop_missing=True), threshold)
        self.session.show_message("error", message, offer if can_drop_missing else None)

    def _on_cancelled(self, job: LoadJob) -> None:
        current = job is self.job
        self._finish(job)
        announced_by, announced = self._announced
        if current and announced_by is job and self.session.message is announced:
            # At launch nothing else is shown: say what happened and what can be done.
            self.session.show_message(
                "info", translate("LoadController", "Stopped loading {source}. Open a file"
                                                    " (File → Open, or drop one on the"
                                                    " window), or look at the example"
                                                    " first.").format(source=job.label),
                Offer(translate("LoadController", "Show the Example"), "example"))

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


def _id_like(columns) -> str | None:
    """A column called like an id (``id``, ``sample_id``…), to propose first."""
    for name in columns:
        key = "".join(ch for ch in name.lower() if ch.isalnum())
        if key in ("id", "ids", "sampleid", "sample", "uid", "key") or name.lower().endswith("_id"):
            return name
    return None
