"""Which models hold the same samples (and are then compared paired), and how their rows
correspond.

Two models are *paired* when their rows are matched by an id column (every id once in
each, the same ids, the same label for each id), or when they have the same number of
rows with equal labels (or counts) row by row. Otherwise they are compared unpaired.
The command line and the window pair models with these functions alone.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from core.errors import InputError, LoadError
from core.phrases import Phrase
from core.readers.dataset import LoadedData
from core.readers.guessing import resolve_column

from .model import LoadedModel


@dataclass(frozen=True, eq=False)
class ModelPair:
    """Whether two models hold the same samples, and how their rows correspond.

    Attributes
    ----------
    a, b : int
        Indices of the models, ``a < b``.
    paired : bool
    reason : str
        Why, in words (``"same file"``, ``"rows matched by 'id'"``, ``"126 rows
        against 113"``...).
    b_rows : ndarray of int or None
        For pairs matched by id: the row of model ``b`` holding each row of model ``a``'s
        sample (so ``b.scores[b_rows]`` lines up with ``a.scores``); None when rows
        correspond one to one.
    """

    a: int
    b: int
    paired: bool
    reason: str
    b_rows: np.ndarray | None = field(default=None, repr=False)


def pairing(models: Sequence[LoadedModel]) -> tuple[ModelPair, ...]:
    """Every pair of models in order (0-1, 0-2, ..., 1-2, ...), paired or not.

    Paired: the same samples, i.e. rows matched by id (when the models have ids), or
    the same number of rows with equal labels (counts) row by row.

    Raises
    ------
    InputError
        Rows matched by id disagree: an id present in one file and not the other, an id
        given twice, or one sample with different labels in two files.
    """
    return tuple(_pair(i, j, models[i], models[j])
                 for i, j in itertools.combinations(range(len(models)), 2))


def pairing_notes(models: Sequence[LoadedModel], pairs: Sequence[ModelPair]) -> tuple[str, ...]:
    """A sentence for each pair compared unpaired, saying why."""
    out = []
    for p in pairs:
        if p.paired:
            continue
        a, b = models[p.a].name, models[p.b].name
        if "differ" in p.reason:
            out.append(Phrase("{a} and {b} are compared unpaired ({reason}); match rows by an"
                              " id column to pair them", a=a, b=b, reason=p.reason))
        else:
            out.append(Phrase("{a} and {b} are compared unpaired ({reason})", a=a, b=b,
                              reason=p.reason))
    return tuple(out)



def with_ids(models: Sequence[LoadedModel], column: str | None) -> tuple[LoadedModel, ...]:
    """The models with their rows named by ``column`` (None: as they are), ready for
    :func:`pairing`. A model whose ids were read already keeps them.

    Raises
    ------
    LoadError, ChoiceNeededError
        A data set without that column, or with an id missing or given twice.
    """
    if column is None:
        return tuple(models)
    return tuple(m if m.ids is not None or not m.data.has_rows
                 else replace(m, ids=ids_of(m.data, column)) for m in models)


def _pair(i: int, j: int, a: LoadedModel, b: LoadedModel) -> ModelPair:
    if not (a.data.has_rows and b.data.has_rows):
        return ModelPair(i, j, False, Phrase("computed out of memory: rows are not at hand"
                                             " to match"))
    if a.ids is not None and b.ids is not None:
        rows = _match_ids(a, b)
        _check_same_samples(a, b, rows)
        return ModelPair(i, j, True, Phrase("rows matched by id"), rows)
    if a.n_rows != b.n_rows:
        return ModelPair(i, j, False, Phrase("{a:,} rows against {b:,}", a=a.n_rows,
                                             b=b.n_rows))
    row = _first_difference(a.data, b.data, None)
    if row is not None:
        if a.data.labels is None:
            return ModelPair(i, j, False, Phrase("counts differ at data row {row}",
                                                 row=row + 1))
        return ModelPair(i, j, False, Phrase("labels differ at data row {row}", row=row + 1))
    if a.data.dataset is b.data.dataset:
        return ModelPair(i, j, True, Phrase("same file, same rows"))
    return ModelPair(i, j, True, Phrase("same {n:,} rows with equal labels row by row",
                                        n=a.n_rows))


def _first_difference(a: LoadedData, b: LoadedData, b_rows) -> int | None:
    """The first row (of ``a``) whose label or counts differ in ``b``, or None."""
    if (a.labels is None) != (b.labels is None):
        return 0
    pick = (lambda x: x) if b_rows is None else (lambda x: x[b_rows])
    if a.labels is not None:
        differ = a.labels != pick(b.labels)
    else:
        differ = (a.positives != pick(b.positives)) | (a.negatives != pick(b.negatives))
    return int(differ.argmax()) if differ.any() else None


def _check_same_samples(a: LoadedModel, b: LoadedModel, rows: np.ndarray) -> None:
    row = _first_difference(a.data, b.data, rows)
    if row is None:
        return
    names = {"b": b.data.dataset.short_name, "a": a.data.dataset.short_name,
             "sample": str(a.ids[row])}
    if a.data.labels is None or b.data.labels is None:
        raise InputError(Phrase("the labels of {b} cannot be matched to those of {a}: sample"
                                " {sample!r} has a different counts in each file", **names))
    raise InputError(Phrase("the labels of {b} cannot be matched to those of {a}: sample"
                            " {sample!r} has a different label in each file", **names))


def _match_ids(a: LoadedModel, b: LoadedModel) -> np.ndarray:
    """Row of ``b`` for each row of ``a``, matched by id."""
    order_a = np.argsort(a.ids, kind="stable")
    order_b = np.argsort(b.ids, kind="stable")
    sorted_a, sorted_b = a.ids[order_a], b.ids[order_b]
    if not np.array_equal(sorted_a, sorted_b):
        missing = np.setdiff1d(a.ids, b.ids)
        there, here = (a, b) if missing.size else (b, a)
        if not missing.size:
            missing = np.setdiff1d(b.ids, a.ids)
        names = {"b": b.data.dataset.short_name, "a": a.data.dataset.short_name,
                 "here": here.data.dataset.short_name, "sample": str(missing[0]),
                 "there": there.data.dataset.short_name}
        if missing.size > 1:
            raise InputError(Phrase(
                "the labels of {b} cannot be matched to those of {a}: {here} has no sample"
                " {sample!r}, which {there} has ({n:,} such samples); matching rows by id"
                " needs the same samples in every file", n=missing.size, **names))
        raise InputError(Phrase(
            "the labels of {b} cannot be matched to those of {a}: {here} has no sample"
            " {sample!r}, which {there} has; matching rows by id needs the same samples in"
            " every file", **names))
    rows = np.empty(len(order_a), dtype=np.intp)
    rows[order_a] = order_b
    return rows


def ids_of(data: LoadedData, column: str) -> np.ndarray:
    """The id column's values as trimmed text, row by row; every id given once."""
    ds = data.dataset
    name = resolve_column(ds, column)
    if data.dropped_rows:
        raise InputError(Phrase("{file}: rows cannot be matched by id when rows are left out"
                                " for missing values; fill in or remove those rows first",
                                file=ds.short_name))
    array = ds.values(name)
    if pa.types.is_dictionary(array.type):
        array = array.cast(array.type.value_type)
    text = pc.utf8_trim_whitespace(array.cast(pa.string()))
    if text.null_count:
        row = pc.index(pc.is_null(text), True).as_py()
        raise LoadError(Phrase("{file} data row {row}, column {column!r}: missing id",
                               file=ds.short_name, row=row + 1, column=name),
                        path=ds.source, column=name)
    ids = np.asarray(text.to_numpy(zero_copy_only=False), dtype=object).astype(str)
    order = np.argsort(ids, kind="stable")
    twice = np.flatnonzero(ids[order][1:] == ids[order][:-1])
    if twice.size:
        value = str(ids[order][twice[0]])
        raise LoadError(Phrase("{file}: id {value!r} occurs more than once in column"
                               " {column!r}; an id column names each sample once",
                               file=ds.short_name, value=value, column=name),
                        path=ds.source, column=name, value=value)
    return ids
