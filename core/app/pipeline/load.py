"""From a :class:`~core.app.request.LoadRequest` to models: the one way rocscope loads,
for the command line, the window and a Python call alike.

Each data set is read once, whatever number of score columns is asked of it; each score
column becomes a model. Which engine computes a data set is the request's to say. When
the columns cannot be guessed, or a column the user gave cannot be used, the caller's
``ask`` answers (the window asks its user; the command line has no ``ask`` and stops
with the question as an error). Progress and cancellation are the caller's too.

>>> from core.app.request import LoadRequest, ModelSource
>>> from core.readers.examples import EIGHT_SAMPLES
>>> models = load_models(LoadRequest(sources=(ModelSource(EIGHT_SAMPLES, "eight.csv"),),
...                                  scores=("2",)))
>>> [m.name for m in models], models[0].curve.auc_exact()
(['column 2'], Fraction(21, 32))
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from core.app.request import LoadRequest, ModelSource
from core.errors import (
    ChoiceNeededError,
    EngineNeededError,
    InputError,
    LoadCancelled,
    LoadError,
    RocscopeError,
    check_cancelled,
)
from core.phrases import Phrase
from core.readers.dataset import Dataset, LoadedData, Selection
from core.readers.guessing import check_position, guess_selection_besides, resolve_column
from core.readers.loading import prepare

from .model import LoadedModel, model_of
from .model_strata import check_missing, strata_columns, strata_of
from .naming import model_names
from .pairing import ids_of
from .reading import dataset_of

Progress = Callable[[float], None]
Cancelled = Callable[[], bool]

# Columns a question can be about: an error about another option is no question.
QUESTION_OPTIONS = ("score", "label", "positive", "counts")


@dataclass(frozen=True, eq=False)
class Question:
    """Which columns of a data set to use, when the loader cannot tell by itself.

    Attributes
    ----------
    source : ModelSource
    dataset : Dataset
        The table read, every column the question may concern.
    problem : RocscopeError or None
        Why the loader asks: a :class:`ChoiceNeededError` (ambiguous columns, with its
        candidates), a :class:`LoadError` about a column the user gave (its ``option``
        says which), or None when the request asked to choose.
    initial : Selection or None
        What the request said already, to start from.
    also : tuple of str
        Further score columns the request named (several models of one file).
    """

    source: ModelSource
    dataset: Dataset
    problem: RocscopeError | None
    initial: Selection | None = None
    also: tuple[str, ...] = field(default=())


#: ``ask(question)`` returns the selections chosen (one model each), or None to cancel.
Ask = Callable[[Question], Sequence[Selection] | None]


def load_models(request: LoadRequest, progress: Progress | None = None,
                cancelled: Cancelled | None = None, ask: Ask | None = None
                ) -> tuple[LoadedModel, ...]:
    """Read every data set of ``request`` once and build one model per score column.

    Parameters
    ----------
    request : LoadRequest
    progress : callable, optional
        Called with the fraction done, 0 to 1 (on the loading thread).
    cancelled : callable, optional
        Polled while reading: when it returns True the load stops with
        :class:`LoadCancelled`.
    ask : callable, optional
        Answers a :class:`Question`; without it a question is raised as the error that
        prompted it.

    Returns
    -------
    tuple of LoadedModel
        Data set by data set, in the order of the request's score columns within each;
        named by :func:`core.app.pipeline.naming.model_names`. A model whose labels hold
        one class is returned too (its curve says so); the report refuses it.

    Raises
    ------
    ChoiceNeededError, LoadError, InputError
        A question nobody answered, a column that is not there, the same data set or
        the same column twice, data that cannot be read.
    LoadCancelled
        ``cancelled()`` became true, or ``ask`` returned None.
    """
    if request.multiclass:
        from .multiclass import load_classes

        return load_classes(request, progress, cancelled)
    _check_distinct(request.sources)
    sources = request.sources
    if not sources:
        from core.readers.examples import EIGHT_SAMPLES, EIGHT_SAMPLES_NAME

        sources = (ModelSource(None, Phrase("the query")) if request.sql else
                   ModelSource(EIGHT_SAMPLES, EIGHT_SAMPLES_NAME),)
    models = []
    for i, src in enumerate(sources):
        part = _part(progress, i, len(sources))
        if request.engine_for(src.source) == "memory":
            _check_one_file(src)
            for data in _read_in_memory(src, request, part, cancelled, ask):
                ids = ids_of(data, request.id) if request.id is not None else None
                models.append(model_of(data, ids=ids, strata=strata_of(data, request)))
        else:
            models += _compute_in_engine(src, request, part, cancelled)
        check_cancelled(cancelled)
    if progress is not None:
        progress(1.0)
    # Named as the command line names models shown together.
    return tuple(m if m.name == n else replace(m, name=n)
                 for m, n in zip(models, model_names(models)))


def _read_in_memory(src: ModelSource, request: LoadRequest, progress, cancelled, ask
                    ) -> list[LoadedData]:
    dataset = dataset_of(src, request, progress, cancelled)
    check_cancelled(cancelled)
    selections = _selections(src, dataset, request, ask)
    # A group or fold column with a missing value is refused here, naming how many
    # rows lack one; with drop_missing those rows are left out like any other.
    required = check_missing(dataset, request)
    if request.weight is not None:
        weight = resolve_column(dataset, request.weight, "weight")
        selections = [replace(s, weight=weight) for s in selections]
    out = []
    for selection in selections:
        check_cancelled(cancelled)
        out.append(prepare(dataset, selection, drop_missing=request.drop_missing,
                           required=required))
    return out


def _selections(src: ModelSource, dataset: Dataset, request: LoadRequest, ask
                ) -> list[Selection]:
    """One selection per score column asked for (guessed where none is), or the
    answer to a question."""
    initial = _initial(request)
    if request.choose:
        return _answer(ask, Question(src, dataset, None, initial, request.scores[1:]))
    try:
        columns = _score_columns(dataset, request.scores) or [None]
        selections, seen = [], {}
        for column in columns:
            # A group or fold column (or the id) is never the score.
            selection = guess_selection_besides(dataset, request.extra_columns, score=column,
                                                label=request.label,
                                                positive=request.positive,
                                                counts=request.counts)
            if selection.score in seen:
                raise InputError(Phrase("{file}: score column {score!r} is asked for twice"
                                        " (as {first!r} and {second!r}); each model once",
                                        file=dataset.short_name, score=selection.score,
                                        first=seen[selection.score], second=column))
            seen[selection.score] = column
            selections.append(selection)
        return selections
    except (ChoiceNeededError, LoadError) as problem:
        if ask is None or (not isinstance(problem, ChoiceNeededError)
                           and problem.option not in QUESTION_OPTIONS):
            raise
        return _answer(ask, Question(src, dataset, problem, initial, request.scores[1:]))


def _answer(ask, question: Question) -> list[Selection]:
    if ask is None:
        raise question.problem or ChoiceNeededError(Phrase(
            "{file}: choose the score and label columns", file=question.dataset.short_name))
    answer = ask(question)
    if not answer:
        raise LoadCancelled(Phrase("no columns were chosen"))
    return list(answer)


def _initial(request: LoadRequest) -> Selection | None:
    if not (request.scores or request.label or request.counts or request.weight):
        return None
    return Selection(score=request.scores[0] if request.scores else "", label=request.label,
                     positive=request.positive, counts=request.counts, weight=request.weight)


def _compute_in_engine(src: ModelSource, request: LoadRequest, progress, cancelled) -> list:
    """DuckDB or Spark computes each score column's exact curve out of memory and hands
    back its vertices (thinned to pixels when there are millions)."""
    from core.scale import open_large

    if src.source is not None and src.path is None:
        raise InputError(Phrase("{source} cannot go to an engine (DuckDB or Spark): give a"
                                " file, a folder or a glob of files", source=src.label),
                         option="engine")
    out = []
    scores = [s.strip() for given in request.scores for s in given.split(",")
              if s.strip()] or [None]
    present = [c for _, c in strata_columns(request)] if request.drop_missing else []
    for score in scores:
        data = open_large(src.path, replace(request, scores=(score,) if score else ()),
                          progress=progress, cancelled=cancelled, present=present)
        out.append(model_of(data, strata=strata_of(data, request, src.path)))
    return out


def _check_one_file(src: ModelSource) -> None:
    """Reading into memory takes one file; a folder or a glob names many, which an
    engine reads (and does when no engine is chosen)."""
    path = src.path
    if path is None or src.dataset is not None:
        return
    from core.scale.files import is_glob

    if os.path.isdir(path):
        raise EngineNeededError(Phrase(
            "{path} is a folder, not a file: a folder (or a glob of files) is read by"
            " DuckDB, not loaded into memory", path=path), kind="folder", path=path)
    if is_glob(path):
        raise EngineNeededError(Phrase(
            "{path} is a glob of files, not a file: a glob (or a folder) is read by"
            " DuckDB, not loaded into memory", path=path), kind="glob", path=path)


def _check_distinct(sources: Sequence[ModelSource]) -> None:
    seen: dict[str, object] = {}
    for src in sources:
        if src.path is None or src.dataset is not None:
            continue
        path = os.path.realpath(src.path)
        if path in seen:
            raise InputError(Phrase("{path} is given twice (as {other!r} too): each file once",
                                    path=src.path, other=os.fspath(seen[path])))
        seen[path] = src.source


def _score_columns(ds: Dataset, scores: Sequence[str]) -> list[str]:
    """The score columns asked for, commas split, positions checked."""
    out = []
    for value in scores:
        pieces = [value] if value in ds.names else [p.strip() for p in value.split(",")]
        for piece in pieces:
            if not piece:
                raise InputError(Phrase("score columns {value!r}: an empty name between"
                                        " commas; separate the columns with single commas"
                                        " (a,b)", value=value))
            if re.fullmatch(r"\d+", piece) and piece not in ds.names:
                check_position(ds, int(piece), "score")
            out.append(piece)
    return out


def _part(progress: Progress | None, i: int, n: int) -> Progress | None:
    """Progress of the i-th of n data sets as a share of the whole."""
    if progress is None or n == 1:
        return progress
    return lambda fraction: progress((i + fraction) / n)
