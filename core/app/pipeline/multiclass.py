"""A classifier of K >= 3 classes: one score column per class, judged one class against
the rest (one binary model per class) and one class against another.

:func:`load_classes` reads the file once and returns K one-vs-rest models, each a
binary model like any other (its class positive, every other class negative, scored by
its class's column), so that every view and report works on each; they share one
:class:`ClassSet`, which holds the averages (:mod:`core.engine.multiclass`).

Score columns are found by name: a column named after the class value (``setosa``), or
a prefix and the value (``p0``, ``p_setosa``, ``class_3``, ``proba_3``, ``score-3``),
whatever the case; or given in order with the classes they score (``scores`` and
``classes``). Each model is named by its class (by its column when two classes write
alike), as the classes table names them.

>>> from core.app.request import LoadRequest, ModelSource
>>> data = (b"y,p_a,p_b,p_c\\na,.6,.3,.1\\nb,.5,.4,.1\\nc,.2,.2,.6\\nb,.4,.3,.3\\n"
...         b"a,.3,.3,.4\\n")
>>> models = load_classes(LoadRequest(sources=(ModelSource(data, "three.csv"),),
...                                   multiclass=True))
>>> [m.name for m in models], models[0].strata.classes.averages.macro_ovr
(['a', 'b', 'c'], 0.8333333333333334)
"""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from core.app.request import LoadRequest, ModelSource
from core.errors import ChoiceNeededError, InputError, LoadError
from core.phrases import Phrase
from core.readers.dataset import Dataset, Selection
from core.readers.guessing import resolve_column
from core.readers.label_values import canonical
from core.readers.loading import prepare
from core.readers.stratum_column import stratum_texts

from .class_set import ClassSet
from .model import LoadedModel, model_of
from .model_strata import ModelStrata, refuse_missing
from .reading import dataset_of

_LABEL_WORDS = ("label", "labels", "class", "target", "y", "truth", "actual", "outcome",
                "true", "species", "digit")


def load_classes(request: LoadRequest, progress=None, cancelled=None) -> tuple[LoadedModel, ...]:
    """The K one-vs-rest models of the request's file (see module doc).

    Raises
    ------
    InputError
        Not one file, fewer than 3 classes, ``classes`` and ``scores`` of different
        lengths.
    ChoiceNeededError
        The label column cannot be told.
    LoadError
        A class without samples, a class without a score column, a label value no
        class of ``classes`` names, a missing value (unless dropped).
    """
    if len(request.sources) != 1:
        raise InputError(Phrase("several classes' scores are read from one file: give one"),
                         option="multiclass")
    src: ModelSource = request.sources[0]
    # Every column: which ones score the classes is known only from their names.
    dataset = dataset_of(src, replace(request, choose=True), progress, cancelled)
    label = _label_column(dataset, request)
    classes, columns = _classes_and_columns(dataset, label, request)
    required = [label, *columns]
    if not request.drop_missing:
        for name in required:
            refuse_missing(dataset, name, _missing)
    weight = None if request.weight is None else resolve_column(dataset, request.weight, "weight")
    if weight is not None:
        required = [*required, weight]
    datas = [prepare(dataset, Selection(score=column, label=label, positive=value,
                                        weight=weight),
                     drop_missing=request.drop_missing, required=required)
             for value, column in zip(classes, columns)]
    truth = np.stack([d.labels for d in datas], axis=1)
    per_row = truth.sum(axis=1)
    if (per_row != 1).any():
        row = int(np.flatnonzero(per_row != 1)[0])
        raise LoadError(Phrase("{file}: data row {row} of those used matches {n} of the"
                               " classes {classes} (each sample is of exactly one class)",
                               file=dataset.short_name, row=row + 1, n=int(per_row[row]),
                               classes=", ".join(map(repr, classes))),
                        path=dataset.source, column=label, option="classes")
    scores = np.stack([np.asarray(d.scores, dtype=np.float64) for d in datas], axis=1)
    shared = ClassSet(dataset.source, label, classes, columns, scores, truth.argmax(axis=1),
                      datas[0].weights, weight)
    return tuple(model_of(d, shared.name_of(i), strata=ModelStrata(classes=shared, class_index=i))
                 for i, d in enumerate(datas))


def _missing(place, column: str, count: int) -> Phrase:
    if count == 1:
        return Phrase('{place}, column "{column}": missing value (1 row has none)',
                      place=place, column=column)
    return Phrase('{place}, column "{column}": missing value ({n:,} rows have none)',
                  place=place, column=column, n=count)


def _label_column(dataset: Dataset, request: LoadRequest) -> str:
    if request.label is not None:
        return resolve_column(dataset, request.label, "label")
    named = [n for n in dataset.names if n.strip().lower() in _LABEL_WORDS]
    if len(named) == 1:
        return named[0]
    text = [c.name for c in dataset.columns if not c.numeric]
    if len(text) == 1:
        return text[0]
    question = Phrase("which column holds the classes")
    raise ChoiceNeededError(Phrase("{file}: cannot tell {questions}", file=dataset.short_name,
                                   questions=question),
                            candidates={"label": list(dataset.names)}, path=dataset.source,
                            questions=[("label", question)])


def _class_values(dataset: Dataset, label: str) -> list[str]:
    """The label column's distinct values as text, in order (numbers by value)."""
    array = dataset.values(label)
    values = pc.unique(array).drop_null()
    if pa.types.is_floating(values.type):
        values = values.filter(pc.invert(pc.is_nan(values)))
    numeric = pa.types.is_integer(values.type) or pa.types.is_floating(values.type)
    if numeric:
        values = values.take(pc.sort_indices(values))
    texts = [t.strip() for t in stratum_texts(values).to_pylist()]
    out, seen = [], set()
    for t in (texts if numeric else sorted(texts)):
        if canonical(t) not in seen:  # "1" and "1.0" are one class, as for labels
            seen.add(canonical(t))
            out.append(t)
    return out


def _classes_and_columns(dataset: Dataset, label: str, request: LoadRequest
                         ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    present = _class_values(dataset, label)
    given = [s.strip() for value in request.scores
             for s in ([value] if value in dataset.names else value.split(","))]
    scores = [resolve_column(dataset, s, "score") for s in given]
    if request.classes is not None:
        classes = list(request.classes)
        seen: dict = {}
        for c in classes:
            if canonical(c) in seen:
                raise InputError(Phrase("class {value!r} is named twice in --classes ({first!r}"
                                        " and {value!r}); name each class once",
                                        value=c, first=seen[canonical(c)]), option="classes")
            seen[canonical(c)] = c
        if scores and len(scores) != len(classes):
            raise InputError(Phrase("{classes} classes for {scores} score columns: name the"
                                    " class of each score column, in order",
                                    classes=len(classes), scores=len(scores)),
                             option="classes")
        _check_samples(dataset, label, classes, present)
        known = {canonical(c) for c in classes}
        for value in present:
            if canonical(value) not in known:
                raise LoadError(Phrase("{file}: label {value!r} in column {column!r} is none"
                                       " of the classes named; name every class",
                                       file=dataset.short_name, value=value, column=label),
                                path=dataset.source, column=label, value=value,
                                option="classes")
        if not scores:
            scores = [_column_for(dataset, c, classes, label) for c in classes]
    elif scores:
        classes = [_class_for(dataset, s, present) for s in scores]
        unscored = [v for v in present if canonical(v) not in {canonical(c) for c in classes}]
        if unscored:
            raise LoadError(Phrase("{file}: class {value!r} has no score column among those"
                                   " given", file=dataset.short_name, value=unscored[0]),
                            path=dataset.source,
                            value=unscored[0], option="score")
    else:
        classes = present
        scores = [_column_for(dataset, c, classes, label) for c in classes]
    if len(classes) == 1:
        raise InputError(Phrase("{file}: column {column!r} holds one class; one-vs-rest and"
                                " one-vs-one averages are for three or more",
                                file=dataset.short_name, column=label), option="multiclass")
    if len(classes) < 3:
        raise InputError(Phrase("{file}: column {column!r} holds {n} classes; one-vs-rest and"
                                " one-vs-one averages are for three or more (two classes are"
                                " one binary problem: choose the positive one)",
                                file=dataset.short_name, column=label, n=len(classes)),
                         option="multiclass")
    for j, score in enumerate(scores):
        if score in scores[:j]:
            raise InputError(Phrase("score column {column!r} is given for two classes ({first!r}"
                                    " and {second!r}); one column each", column=score,
                                    first=classes[scores.index(score)], second=classes[j]),
                             option="score")
    return tuple(classes), tuple(scores)


def _check_samples(dataset: Dataset, label: str, classes, present) -> None:
    have = {canonical(v) for v in present}
    for c in classes:
        if canonical(c) not in have:
            raise LoadError(Phrase("{file}: class {value!r} has no sample in column"
                                   " {column!r} (its one-vs-rest AUC is undefined); its values"
                                   " are {values}", file=dataset.short_name, value=c,
                                   column=label,
                                   values=", ".join(repr(v) for v in present[:20])),
                            path=dataset.source, column=label, value=c, option="classes")


# How a class's score column is spelled: a prefix, a separator or none, the class value.
_PREFIXES = "p|prob|proba|probability|class|score|pred"


def _scores_class(column: str, value: str) -> bool:
    return re.fullmatch(rf"(?:(?:{_PREFIXES})[_\-. ]?)?{re.escape(value.lower())}",
                        column.strip().lower()) is not None


def _column_for(dataset: Dataset, value: str, classes: list[str], label: str) -> str:
    found = [n for n in dataset.names if n != label and _scores_class(n, value)]
    if len(found) == 1:
        return found[0]
    if not found:
        # The command that works: the numeric columns, when there is one per class.
        numeric = [c.name for c in dataset.columns if c.numeric and c.name != label]
        scores = ",".join(numeric) if len(numeric) == len(classes) else "COL,COL,…"
        raise LoadError(Phrase("{file}: class {value!r} has no score column (looked for"
                               " {looked}); its columns are {columns}; give each class its"
                               " column, in order: --classes {classes} --score {scores}",
                               file=dataset.short_name, value=value,
                               looked=f"'{value}', 'p{value}', 'p_{value}', 'class_{value}', …",
                               columns=", ".join(repr(n) for n in dataset.names),
                               classes=",".join(classes), scores=scores),
                        path=dataset.source, value=value, option="score")
    raise LoadError(Phrase("{file}: class {value!r} has several score columns ({columns});"
                           " name them with their classes", file=dataset.short_name,
                           value=value, columns=", ".join(repr(n) for n in found)),
                    path=dataset.source, value=value, option="classes")


def _class_for(dataset: Dataset, column: str, present: list[str]) -> str:
    for value in present:
        if _scores_class(column, value):
            return value
    raise LoadError(Phrase("{file}: score column {column!r} is named after no class of the"
                           " labels ({values}); name the class of each score column",
                           file=dataset.short_name, column=column,
                           values=", ".join(repr(v) for v in present[:20])),
                    path=dataset.source, column=column, option="classes")


def class_of(model: LoadedModel) -> tuple[ClassSet, int] | None:
    """``(the class set, the model's class)`` of a one-vs-rest model, else None."""
    strata = model.strata
    if strata is None or strata.classes is None:
        return None
    return strata.classes, strata.class_index

