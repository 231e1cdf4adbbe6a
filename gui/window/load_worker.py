"""Loading files off the UI thread, with progress, cancel and the column choice.

A load has two halves. Reading the file ends either with a selection the loader could
guess, or with a question (which column? which class is positive?) that the window asks
the user on the UI thread. Then preparing the arrays, building the curve and everything
drawn from it runs in the background again. The window stays responsive throughout and
a failure leaves the data on screen untouched.
"""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass

from PySide6 import QtCore

from core import ChoiceNeededError, LoadError, RocscopeError
from core.errors import LoadCancelled
from core.readers.loading import (
    Dataset,
    Selection,
    guess_selection,
    prepare,
    read_dataset,
)
from core.app.prefetch import take
from core.readers.selected import read_selected

from gui.model import prepare_model_data

# What the window says about the option an error names: its own menus, never a flag.
WINDOW_ADVICE = {
    "drop_missing": "rows with missing values can be left out (File → Leave Out Missing Rows)",
}
# Options the column chooser answers: an error about one of these asks the user there.
CHOSEN_IN_THE_DIALOG = ("score", "label", "positive", "counts")


def window_message(exc: BaseException) -> str:
    """An error as the window shows it: the message, then the window's own advice for
    the option it names (if any)."""
    advice = WINDOW_ADVICE.get(getattr(exc, "option", None))
    return f"{exc}; {advice}" if advice else str(exc)


@dataclass(frozen=True)
class Hints:
    """What the user already said about the columns (command-line options)."""

    score: str | None = None
    label: str | None = None
    positive: str | None = None
    counts: tuple[str, str] | None = None
    drop_missing: bool = False
    engine: str = "auto"  # "auto", "memory", "duckdb" or "spark" (SPEC §12)
    sql: str | None = None
    memory_limit: str | None = None

    def uses_engine(self, source) -> bool:
        """Whether ``source`` is computed by DuckDB or Spark rather than read into
        memory: when asked for, or (auto) for data too big for memory, a directory or a
        glob."""
        if self.sql or self.engine in ("duckdb", "spark"):
            return True
        if self.engine != "auto" or not isinstance(source, (str, os.PathLike)):
            return False
        from core.scale import should_use_engine  # duckdb loads only when needed

        return should_use_engine(source)

    def as_kwargs(self) -> dict:
        return dict(score=self.score, label=self.label, positive=self.positive,
                    counts=self.counts)

    def scores(self) -> list[str | None]:
        """The score columns asked for: ``--score a,b`` (or repeated) gives a model each."""
        if self.score is None:
            return [None]
        names = self.score if isinstance(self.score, (list, tuple)) else [self.score]
        return [s.strip() for name in names for s in str(name).split(",") if s.strip()] or [None]


class Cancelled(RocscopeError):
    """The user cancelled a load."""


class LoadJob(QtCore.QObject):
    """One file being loaded. Signals arrive on the UI thread.

    Signals
    -------
    progress(float)
        Fraction of the file read, 0..1.
    needsChoice(object, object)
        The :class:`Dataset` and the question: a :class:`ChoiceNeededError`, or a
        :class:`LoadError` about a column the user gave (its ``option`` says which).
        Call :meth:`choose` with a :class:`Selection` (or :meth:`cancel`).
    finished(object)
        The list of :class:`ModelData` made from the file (one per score column chosen).
    failed(str, bool)
        A message for the user (never a traceback), and whether loading again with
        missing rows left out would get past the problem.
    """

    progress = QtCore.Signal(float)
    needsChoice = QtCore.Signal(object, object)
    finished = QtCore.Signal(object)
    failed = QtCore.Signal(str, bool)
    cancelled = QtCore.Signal()

    def __init__(self, source, hints: Hints = Hints(), dataset: Dataset | None = None,
                 parent=None, name: str | None = None, ask: bool = False):
        super().__init__(parent)
        self.ask = ask  # read every column, then ask which (Choose Columns on a big file)
        self.source = source
        self.name = name  # for data given as bytes (standard input)
        self.hints = hints
        self._stop = threading.Event()
        self.dataset = dataset  # given when choosing other columns of a file already read

    def start(self) -> None:
        """Read the file, then guess the columns or ask (``needsChoice``)."""
        self._run_in_background(self._read)

    def choose(self, selection) -> None:
        """Continue with the user's choice of columns: a :class:`Selection`, or a list
        of them (several score columns, one model each)."""
        self._run_in_background(lambda: self._prepare(selection))

    def cancel(self) -> None:
        self._stop.set()
        self.cancelled.emit()

    def release(self) -> None:
        """Forget the file's table once the load is over (the shown data keeps what it
        needs); a job still running drops it when it notices it was cancelled."""
        self.dataset = None

    def is_cancelled(self) -> bool:
        return self._stop.is_set()

    def _run_in_background(self, work) -> None:
        def guarded():
            try:
                work()
            except (Cancelled, LoadCancelled):
                self.dataset = None
            except RocscopeError as exc:
                if not self._stop.is_set():
                    self.failed.emit(window_message(exc), exc.option == "drop_missing")
            except MemoryError:
                self.failed.emit(f"{self.source}: not enough memory to load this file", False)
            except Exception as exc:  # a bug: say so plainly, keep the window alive
                self.failed.emit(f"internal error while loading {self.source}:"
                                 f" {type(exc).__name__}: {exc} (please report this)", False)

        threading.Thread(target=guarded, name="rocscope-load", daemon=True).start()

    def _check(self) -> None:
        if self._stop.is_set():
            raise Cancelled("cancelled")

    def _read(self) -> None:
        if self.hints.uses_engine(self.source):
            self._compute_in_engine()
            return
        if self.ask:  # choosing other columns: every column, whatever the size
            self.dataset = read_dataset(self.source, name=self.name,
                                        progress=self.progress.emit,
                                        cancelled=self._stop.is_set)
            self._check()
            self.needsChoice.emit(self.dataset, None)
            return
        h = self.hints
        started = take(self.source)  # read already while the window was being made
        if started is not None:
            started.follow(self.progress.emit, self._stop.is_set)
            self.dataset = started.result()
        else:
            self.dataset = read_selected(self.source, name=self.name, scores=h.scores()
                                         if h.score else (), label=h.label,
                                         positive=h.positive, counts=h.counts,
                                         progress=self.progress.emit,
                                         cancelled=self._stop.is_set)
        self._check()
        try:
            selection = [guess_selection(self.dataset, **dict(self.hints.as_kwargs(), score=s))
                         for s in self.hints.scores()]
        except ChoiceNeededError as question:
            self.needsChoice.emit(self.dataset, question)
            return
        except LoadError as problem:
            if problem.option not in CHOSEN_IN_THE_DIALOG:
                raise
            # Columns given on the command line that cannot work: the dialog says why
            # and lets the user choose others.
            self.needsChoice.emit(self.dataset, problem)
            return
        self._prepare(selection)

    def _compute_in_engine(self) -> None:
        """Data bigger than memory: DuckDB or Spark computes the exact curve and hands
        back its vertices (thinned to pixels when there are millions)."""
        from core.scale import open_large

        h = self.hints
        engine = h.engine if h.engine in ("duckdb", "spark") else "duckdb"
        prepared = []
        for score in h.scores():
            large = open_large(
                None if h.sql else self.source, engine=engine, sql=h.sql, score=score,
                label=h.label, positive=h.positive, counts=h.counts,
                memory_limit=h.memory_limit, drop_missing=h.drop_missing,
                progress=self.progress.emit, cancelled=self._stop.is_set)
            self._check()
            prepared.append(prepare_model_data(large.data, curve=large.curve))
        self._check()
        self.finished.emit(prepared)

    def _prepare(self, selection) -> None:
        """Prepare one selection, or several (one model per score column)."""
        selections = [selection] if isinstance(selection, Selection) else list(selection)
        prepared = []
        for one in selections:
            self._check()
            data = prepare(self.dataset, one, drop_missing=self.hints.drop_missing)
            self._check()
            prepared.append(prepare_model_data(data))
        self._check()
        self.finished.emit(prepared)
