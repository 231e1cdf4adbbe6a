"""Loading models off the UI thread, with progress, cancel and the column question.

A load runs the one pipeline every client uses, :func:`core.app.pipeline.load_models`,
on a background thread. When the pipeline asks which columns to use, the question
crosses to the UI thread (:attr:`LoadJob.needsChoice`), the loading thread waits, and
the window's answer (:meth:`LoadJob.answer`) lets it go on. Then what every view draws
from the models is computed on the same thread, so the window stays responsive
throughout and a failure leaves the data on screen untouched.
"""

from __future__ import annotations

import importlib
import sys
import threading
from dataclasses import replace

from PySide6 import QtCore
from PySide6.QtCore import QT_TRANSLATE_NOOP

from core.app.freed_memory import give_back
from core.app.pipeline import Question, load_models
from core.app.pipeline.answers import warm
from core.app.request import Analysis, LoadRequest
from core.errors import LoadCancelled, RocscopeError
from core.phrases import Phrase, message_of
from gui.base.first_paint import HOLD_AT_MOST, after_first_paint
from gui.base.i18n import translate


class Advised(Phrase):
    """Core's message with the window's advice: a sentence of the window's, kept whole
    as core's are, so that the banner says it in the language of the moment."""

    context = "LoadController"


def window_message(exc: BaseException) -> str:
    """An error as the window shows it: core's message, with the window's own advice
    when it names leaving out missing rows (its menus, never a flag). It keeps the
    message, not the error, whose traceback would keep the loading frames."""
    message = message_of(exc)
    if getattr(exc, "option", None) != "drop_missing":
        return message
    return Advised(QT_TRANSLATE_NOOP("LoadController", "{message}; rows with missing values"
                                     " can be left out (File → Leave Out Missing Rows)"),
                   message=message)


class LoadJob(QtCore.QObject):
    """One load request being carried out. Signals arrive on the UI thread.

    Signals
    -------
    progress(float)
        Fraction done, 0..1.
    needsChoice(object)
        A :class:`core.app.pipeline.Question`: call :meth:`answer` with the chosen
        selections (or None to cancel).
    finished(object)
        The tuple of :class:`LoadedModel` loaded, ready to show.
    failed(object, bool)
        A message for the user (never a traceback: a str, or a Phrase of core's to be
        said in the window's language), and whether loading again with missing rows
        left out would get past the problem.
    cancelled()
    """

    progress = QtCore.Signal(float)
    needsChoice = QtCore.Signal(object)
    finished = QtCore.Signal(object)
    failed = QtCore.Signal(object, bool)  # object: a Phrase stays one
    cancelled = QtCore.Signal()

    def __init__(self, request: LoadRequest, analysis: Analysis | None = None, parent=None):
        super().__init__(parent)
        self.request = request
        self.analysis = analysis
        self._stop = threading.Event()
        self._answered = threading.Event()
        self._answer = None
        self._shown = threading.Event()  # the models are painted: warm their intervals

    @property
    def label(self) -> str:
        """What the load is called in messages: its first source (or the query)."""
        sources = self.request.sources
        if sources:
            return sources[0].label
        if self.request.sql:
            return translate("LoadController", "the query")
        return translate("LoadController", "the example")

    def start(self) -> None:
        threading.Thread(target=self._run, name="rocscope-load", daemon=True).start()
        if "scipy.special" not in sys.modules:
            # DeLong's interval and the operating point's need scipy, tenths of a second
            # of imports holding the interpreter's lock: imported while the file is read
            # (once a launched window has painted), not between its curve and its paint.
            after_first_paint(threading.Thread(
                target=importlib.import_module, args=("scipy.special",), daemon=True,
                name="rocscope-import-scipy").start)

    def answer(self, selections) -> None:
        """The user's answer to :attr:`needsChoice`: selections, or None (cancel)."""
        self._answer = selections
        self._answered.set()

    def cancel(self) -> None:
        self._stop.set()
        self._answered.set()  # a thread waiting for an answer gives up
        self.cancelled.emit()

    def release(self) -> None:
        """Forget the tables the request held (a file on screen being read again): the
        models shown keep what they need, a finished job nothing."""
        self.request = replace(self.request, sources=tuple(
            replace(s, dataset=None) for s in self.request.sources))

    def shown(self) -> None:
        """The models this job loaded are on screen, painted."""
        self._shown.set()

    def is_cancelled(self) -> bool:
        return self._stop.is_set()

    def _ask(self, question: Question):
        """Called on the loading thread: ask on the UI thread and wait for the answer."""
        self._answered.clear()
        self.needsChoice.emit(question)
        self._answered.wait()
        if self._stop.is_set():
            raise LoadCancelled("the load was cancelled")
        return self._answer

    def _run(self) -> None:
        try:
            models = load_models(self.request, progress=self.progress.emit,
                                 cancelled=self._stop.is_set, ask=self._ask)
            for model in models:
                if self._stop.is_set():
                    return
                warm(model, interval=False)
            give_back()  # the parse's and the sort's temporaries, freed
        except LoadCancelled:
            return
        except RocscopeError as exc:
            if not self._stop.is_set():
                self.failed.emit(window_message(exc), exc.option == "drop_missing")
            return
        except MemoryError:
            self.failed.emit(translate("LoadController", "{source}: not enough memory to"
                                                         " load this").format(source=self.label),
                             False)
            return
        except Exception as exc:  # noqa: BLE001 - a bug: say so plainly, keep the window alive
            self.failed.emit(translate("LoadController", "internal error while loading"
                                                         " {source}: {error} (please report"
                                                         " this)").format(
                source=self.label, error=f"{type(exc).__name__}: {exc}"), False)
            return
        if self._stop.is_set():
            return
        self.finished.emit(tuple(models))
        # The intervals once the models are drawn on screen: the Models panel shows them,
        # not the first paint, and DeLong's first use imports scipy (tenths of a second
        # holding the interpreter's lock, which would hold back the curve's thinning).
        self._shown.wait(HOLD_AT_MOST / 1000)
        for model in models:
            if self._stop.is_set():
                return
            try:
                warm(model, self.analysis)
            except (RocscopeError, MemoryError):
                return  # the panel that asks for it computes it again and says why
