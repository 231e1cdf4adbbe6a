"""Several models at once (SPEC §9): which score columns of which files, their names,
and which of them are paired (hold the same samples).

A **model** is one score column of one file, judged against that file's labels (or
counts). Several score columns of one file are read from one reading of the file.
Models hold the same samples, and are then *paired*, when they have the same number of
rows and equal labels (or counts) row by row, or when their rows are matched by an id
column. Names are the score columns' names, or ``file:column`` where a column name
occurs in more than one file.

>>> from core.readers.examples import EIGHT_SAMPLES
>>> models = load_models([ModelSource(EIGHT_SAMPLES, "eight.csv")], ["2"])
>>> [m.name for m in models], models[0].curve.auc_exact()
(['column 2'], Fraction(21, 32))
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from core.app.report import require_both_classes
from core.engine.curve import RocCurve
from core.errors import ChoiceNeededError, InputError, LoadError
from core.readers.dataset import Dataset, LoadedData
from core.readers.loading import guess_selection, prepare
from core.readers.selected import read_selected

if TYPE_CHECKING:
    from core.engine.compare import AucComparison
    from core.engine.delong import PairedDelong


@dataclass(frozen=True)
class ModelSource:
    """Where one file's models come from.

    Attributes
    ----------
    source : str, os.PathLike or bytes
        A path, or a file's bytes (standard input, the built-in example).
    name : str or None
        What messages call in-memory data (``"standard input"``); None for a path.
    """

    source: object
    name: str | None = None


@dataclass(frozen=True)
class Choices:
    """What applies to every file alike.

    Attributes
    ----------
    label, positive : str or None
        The label column and its positive value (guessed per file when None).
    counts : (str, str) or None
        Count columns of aggregated rows, instead of labels.
    drop_missing : bool
        Leave out rows with a missing value in a chosen column.
    id : str or None
        A column naming each sample: rows of different files are matched by it.
    """

    label: str | None = None
    positive: str | None = None
    counts: tuple[str, str] | None = None
    drop_missing: bool = False
    id: str | None = None


@dataclass(frozen=True, eq=False)
class LoadedModel:
    """One model, ready for the engine.

    Attributes
    ----------
    name : str
        The score column, or ``file:column`` where the column's name is not unique.
    data : LoadedData
    curve : RocCurve
    ids : ndarray of str or None
        The id column's values (trimmed text), row by row, when rows are matched by id.
    """

    name: str
    data: LoadedData
    curve: RocCurve
    ids: np.ndarray | None = field(default=None, repr=False)

    @property
    def n_rows(self) -> int:
        return self.data.n_rows


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


@dataclass(frozen=True)
class ModelComparison:
    """DeLong's comparison of the two models of a :class:`ModelPair`."""

    pair: ModelPair
    result: "AucComparison"


def load_models(sources: Sequence[ModelSource], scores: Sequence[str] = (),
                choices: Choices = Choices()) -> tuple[LoadedModel, ...]:
    """Read every file once and build one model per score column asked for.

    Parameters
    ----------
    sources : sequence of ModelSource
        The files, in order.
    scores : sequence of str
        Score columns, each a name, a 1-based position, or several of those separated
        by commas (a value that is itself a column's name is taken whole). Every file
        gets every column; with none, each file's score column is guessed.
    choices : Choices

    Returns
    -------
    tuple of LoadedModel
        File by file, in the order of ``scores`` within each file.

    Raises
    ------
    ChoiceNeededError
        A score column that the file does not have (a position past the last column
        says how many there are); or something to choose.
    InputError
        The same file given twice, or the same column of a file named twice.
    LoadError, SingleClassError
        As :func:`core.readers.loading.load`; a class missing in a file.
    """
    _check_distinct(sources)
    loaded: list[tuple[LoadedData, np.ndarray | None]] = []
    for src in sources:
        dataset = read_selected(src.source, name=src.name, scores=scores, label=choices.label,
                                positive=choices.positive, counts=choices.counts,
                                also=[choices.id] if choices.id else ())
        columns = _score_columns(dataset, scores) or [None]
        seen: dict[str, str] = {}
        for column in columns:
            selection = guess_selection(dataset, score=column, label=choices.label,
                                        positive=choices.positive, counts=choices.counts)
            if selection.score in seen:
                raise InputError(f"{dataset.short_name}: score column {selection.score!r}"
                                 f" is asked for twice (as {seen[selection.score]!r} and"
                                 f" {column!r}); each model once")
            seen[selection.score] = column
            data = prepare(dataset, selection, drop_missing=choices.drop_missing)
            ids = _ids(data, choices.id) if choices.id is not None else None
            loaded.append((data, ids))
    names = model_names([d for d, _ in loaded])
    models = []
    for name, (data, ids) in zip(names, loaded):
        curve = data.curve()
        require_both_classes(data, curve)
        models.append(LoadedModel(name, data, curve, ids))
    return tuple(models)


def _check_distinct(sources: Sequence[ModelSource]) -> None:
    seen = {}
    for src in sources:
        if isinstance(src.source, (bytes, bytearray, memoryview)):
            continue
        path = os.path.realpath(os.fspath(src.source))
        if path in seen:
            raise InputError(f"{os.fspath(src.source)} is given twice (as"
                             f" {os.fspath(seen[path])!r} too): each file once")
        seen[path] = src.source


def model_names(datas: Sequence[LoadedData]) -> list[str]:
    """Each model's name: its score column, or ``file:column`` where ambiguous.

    The file is its base name, or the path as given when two files share a base name.
    """
    columns = [d.selection.score for d in datas]
    names = []
    for d, column in zip(datas, columns):
        if columns.count(column) == 1:
            names.append(column)
            continue
        same_short = {id(o.dataset) for o in datas if o.dataset.short_name == d.dataset.short_name}
        where = d.dataset.short_name if len(same_short) == 1 else d.dataset.source
        names.append(f"{where}:{column}")
    return names


def model_notes(models: Sequence[LoadedModel]) -> tuple[str, ...]:
    """Every model's notes, each once; prefixed with the file when there are several."""
    files = {id(m.data.dataset) for m in models}
    out: list[str] = []
    for m in models:
        for note in m.data.notes:
            text = note if len(files) == 1 else f"{m.data.dataset.short_name}: {note}"
            if text not in out:
                out.append(text)
    return tuple(out)


def pairing_notes(models: Sequence[LoadedModel], pairs: Sequence[ModelPair]) -> tuple[str, ...]:
    """A sentence for each pair compared unpaired, saying why."""
    out = []
    for p in pairs:
        if not p.paired:
            hint = "; match rows by an id column to pair them" if "differ" in p.reason else ""
            out.append(f"{models[p.a].name} and {models[p.b].name} are compared unpaired"
                       f" ({p.reason}){hint}")
    return tuple(out)


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
    out = []
    for i in range(len(models)):
        for j in range(i + 1, len(models)):
            out.append(_pair(i, j, models[i], models[j]))
    return tuple(out)


def compare_models(models: Sequence[LoadedModel], pairs: Sequence[ModelPair] | None = None,
                   level: float = 0.95) -> tuple[ModelComparison, ...]:
    """DeLong's test of ``AUC_a - AUC_b`` for each pair (all pairs when ``pairs`` is None):
    paired where the models hold the same samples, unpaired (pROC's D) otherwise.

    Models holding the same samples form a group whose DeLong components are computed
    once, on scores lined up row by row (by id where rows are matched by id).

    Raises
    ------
    StatisticError
        A class with one sample, or two paired models whose AUCs differ with a
        standard error of 0 (models that rank every sample alike get z = 0, p = 1).
    """
    # scipy's distributions take half a second to import: only comparisons need them.
    from core.engine import compare as delong

    pairs = pairing(models) if pairs is None else tuple(pairs)
    by_index = {(p.a, p.b): p for p in pairs}
    root = list(range(len(models)))
    for p in sorted(pairs, key=lambda p: (p.b, p.a)):
        if p.paired and root[p.b] == p.b:
            root[p.b] = root[p.a]
    groups: dict[int, PairedDelong] = {}

    def group(r: int) -> "PairedDelong":
        if r not in groups:
            members = [m for m in range(len(models)) if root[m] == r]
            groups[r] = _components(models, members, by_index)
        return groups[r]

    out = []
    for p in pairs:
        a, b = models[p.a], models[p.b]
        if p.paired:
            r = root[p.a]
            members = [m for m in range(len(models)) if root[m] == r]
            result = delong.compare_models(group(r), members.index(p.a),
                                           members.index(p.b), level)
        else:
            result = delong.compare_unpaired(a.curve, b.curve, level)
        out.append(ModelComparison(p, result))
    return tuple(out)


def _components(models, members: list[int], by_index) -> "PairedDelong":
    """DeLong's components of paired models, scores lined up with the first one's rows."""
    from core.engine.delong import delong_paired, delong_paired_counts

    first = models[members[0]].data
    scores = []
    for m in members:
        s = models[m].data.scores
        pair = by_index.get((members[0], m))
        if pair is not None and pair.b_rows is not None:
            s = s[pair.b_rows]
        scores.append(s)
    if first.labels is not None:
        return delong_paired(scores, first.labels)
    return delong_paired_counts(scores, first.positives, first.negatives)


def _pair(i: int, j: int, a: LoadedModel, b: LoadedModel) -> ModelPair:
    if not (a.data.has_rows and b.data.has_rows):
        return ModelPair(i, j, False, "computed out of memory: rows are not at hand to"
                                      " match")
    if a.ids is not None and b.ids is not None:
        rows = _match_ids(a, b)
        _check_same_samples(a, b, rows)
        return ModelPair(i, j, True, "rows matched by id", rows)
    if a.n_rows != b.n_rows:
        return ModelPair(i, j, False, f"{a.n_rows:,} rows against {b.n_rows:,}")
    row = _first_difference(a.data, b.data, None)
    if row is not None:
        what = "counts" if a.data.labels is None else "labels"
        return ModelPair(i, j, False, f"{what} differ at data row {row + 1}")
    same = a.data.dataset is b.data.dataset
    return ModelPair(i, j, True, "same file, same rows" if same else
                     f"same {a.n_rows:,} rows with equal labels row by row")


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
    what = "counts" if a.data.labels is None or b.data.labels is None else "label"
    raise InputError(
        f"the labels of {b.data.dataset.short_name} cannot be matched to those of"
        f" {a.data.dataset.short_name}: sample {str(a.ids[row])!r} has a different {what} in"
        " each file")


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
        raise InputError(
            f"the labels of {b.data.dataset.short_name} cannot be matched to those of"
            f" {a.data.dataset.short_name}: {here.data.dataset.short_name} has no sample"
            f" {str(missing[0])!r}, which {there.data.dataset.short_name} has"
            + (f" ({missing.size:,} such samples)" if missing.size > 1 else "")
            + "; matching rows by id needs the same samples in every file")
    rows = np.empty(len(order_a), dtype=np.intp)
    rows[order_a] = order_b
    return rows


def _ids(data: LoadedData, column: str) -> np.ndarray:
    """The id column's values as trimmed text, row by row; every id given once."""
    ds = data.dataset
    name = _resolve_column(ds, column)
    if data.dropped_rows:
        raise InputError(f"{ds.short_name}: rows cannot be matched by id when rows are left"
                         " out for missing values; fill in or remove those rows first")
    array = ds.values(name)
    if pa.types.is_dictionary(array.type):
        array = array.cast(array.type.value_type)
    text = pc.utf8_trim_whitespace(array.cast(pa.string()))
    if text.null_count:
        row = pc.index(pc.is_null(text), True).as_py()
        raise LoadError(f"{ds.short_name} data row {row + 1}, column {name!r}: missing id",
                        path=ds.source, column=name)
    ids = np.asarray(text.to_numpy(zero_copy_only=False), dtype=object).astype(str)
    order = np.argsort(ids, kind="stable")
    twice = np.flatnonzero(ids[order][1:] == ids[order][:-1])
    if twice.size:
        value = str(ids[order][twice[0]])
        raise LoadError(f"{ds.short_name}: id {value!r} occurs more than once in column"
                        f" {name!r}; an id column names each sample once",
                        path=ds.source, column=name, value=value)
    return ids


def _resolve_column(ds: Dataset, column: str) -> str:
    if column in ds.names:
        return column
    text = column.strip()
    if re.fullmatch(r"\d+", text):
        _check_position(ds, int(text), "id")
        return ds.names[int(text) - 1]
    ds.column(column)  # raises, listing the columns there are
    return column


def _score_columns(ds: Dataset, scores: Sequence[str]) -> list[str]:
    """The score columns asked for, commas split, positions checked."""
    out = []
    for value in scores:
        pieces = [value] if value in ds.names else [p.strip() for p in value.split(",")]
        for piece in pieces:
            if not piece:
                raise InputError(f"score columns {value!r}: an empty name between commas;"
                                 " separate the columns with single commas (a,b)")
            if re.fullmatch(r"\d+", piece) and piece not in ds.names:
                _check_position(ds, int(piece), "score")
            out.append(piece)
    return out


def _check_position(ds: Dataset, position: int, what: str) -> None:
    k = len(ds.names)
    if 1 <= position <= k:
        return
    listed = ", ".join(repr(n) for n in ds.names)
    if position == 0:
        why = "columns are numbered from 1"
    else:
        why = f"there {'is only 1 column' if k == 1 else f'are only {k} columns'}"
    raise ChoiceNeededError(f"{ds.short_name} has no column {position} for the {what}:"
                            f" {why} ({listed})", candidates={what: list(ds.names)},
                            path=ds.source, column=str(position))


def source_of(file: str | os.PathLike | None, stdin=None) -> ModelSource:
    """The :class:`ModelSource` of a command-line FILE: ``-`` is standard input (read
    from ``stdin``, a binary file), None the built-in example."""
    if file is None:
        from core.readers.examples import EIGHT_SAMPLES, EIGHT_SAMPLES_NAME

        return ModelSource(EIGHT_SAMPLES, EIGHT_SAMPLES_NAME)
    if os.fspath(file) == "-":
        if stdin is None:
            raise InputError("there is no standard input to read ('-')")
        return ModelSource(stdin.read(), "standard input")
    return ModelSource(file)
