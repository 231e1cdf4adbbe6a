"""Prediction files in, engine-ready arrays out.

>>> from core.readers.loading import load
>>> data = load(b"s1,0.77,+\\ns2,0.62,-\\ns3,0.58,+\\n", name="three.csv")
>>> data.selection
Selection(score='column 2', label='column 3', positive='+', counts=None, weight=None)
>>> data.scores, data.labels
(array([0.77, 0.62, 0.58]), array([ True, False,  True]))

Three steps, each usable alone (the window calls them one by one so that it can ask the
user between them): :func:`read_dataset` reads a file once; :func:`guess_selection`
fills in the columns the user has not chosen; :func:`prepare` turns a selection into
arrays, checking every value and naming the line of the first bad one.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from core.engine.exact import INT64_MAX, fits_int64, total
from core.engine.validate import all_finite
from core.errors import ChoiceNeededError, ColumnKindError, LoadError, MissingValueError
from core.phrases import Phrase
from core.readers.arrow_numpy import arrow_of, numpy_of
from core.readers.column_profile import first_non_number, kind_phrase
from core.readers.dataset import ColumnInfo, Dataset, LoadedData, Selection
from core.readers.guessing import guess_selection
from core.readers.label_values import absent_positive, canonical, to_bool
from core.readers.locating import shown
from core.readers.numbers import written_with_fraction
from core.readers.reading import read_dataset
from core.readers.selected import read_selected
from core.readers.stratum_column import no_key_rows

__all__ = [
    "ColumnInfo", "Dataset", "LoadedData", "Selection",
    "check_piece", "dropped_note", "guess_selection", "load",
    "prepare", "read_dataset",
]

_LOCATE_NOTES_UP_TO = 1_000_000


def load(source, *, score=None, label=None, positive=None, counts=None,
         drop_missing: bool = False, name: str | None = None, progress=None,
         cancelled=None) -> LoadedData:
    """Read a file, guess what is not given, and return engine-ready arrays.

    The same as ``prepare(ds, guess_selection(ds, ...), drop_missing=...)`` with
    ``ds = read_dataset(source, ...)``; see those for the parameters and errors. A big
    text file is read as :func:`~core.readers.selected.read_selected` reads it: only
    the columns needed, each parsed straight to the type its first lines show.
    """
    dataset = read_selected(source, name=name, progress=progress, cancelled=cancelled,
                            scores=[score] if score is not None else (), label=label,
                            positive=positive, counts=counts)
    selection = guess_selection(dataset, score=score, label=label, positive=positive,
                                counts=tuple(counts) if counts is not None else None)
    return prepare(dataset, selection, drop_missing=drop_missing)


def prepare(dataset: Dataset, selection: Selection, *, drop_missing: bool = False,
            required: Sequence[str] = ()) -> LoadedData:
    """Turn the chosen columns into the arrays the engine takes.

    Parameters
    ----------
    dataset : Dataset
    selection : Selection
        A selection without ``positive`` gets the positive side of a known encoding.
    drop_missing : bool
        Leave out rows where a chosen column is missing (empty, ``NA``, ``null``) or
        NaN, and say how many; otherwise such a row is an error.
    required : sequence of str
        Further columns every row used must have a value in (a group or fold column):
        a missing value there (or NaN) counts as in a chosen column.

    Returns
    -------
    LoadedData

    Raises
    ------
    LoadError
        For the first bad row in file order: a value that is not a number, an infinite
        score, a negative or fractional count, a missing value (without
        ``drop_missing``: a :class:`~core.errors.MissingValueError`), or a positive
        value that no row has. The message names the file, the line (the row for
        Parquet/Feather), the column and the value, which are also fields of the error.
    """
    ds = dataset
    if selection.positive is not None and selection.positive != selection.positive.strip():
        # Reported as the file's values are listed: without surrounding spaces.
        selection = dataclasses.replace(selection, positive=selection.positive.strip())
    if selection.counts is None and selection.label is not None and selection.positive is None:
        selection = dataclasses.replace(
            guess_selection(ds, score=selection.score, label=selection.label),
            weight=selection.weight)
    if selection.counts is None and selection.label is None:
        question = ("label", Phrase("which column holds the labels (or which hold counts)"))
        raise ChoiceNeededError(Phrase("{file}: cannot tell {questions}", file=ds.short_name,
                                       questions=question[1]),
                                candidates={"label": list(ds.names)}, questions=[question],
                                path=ds.source)
    problems = _Problems(ds, drop_missing)
    # Every chosen column is checked before any error is raised, so that the error
    # reported is the first in the file.
    scores, labels, positives, negatives = _chosen(ds, selection, problems)
    weights = _weights(ds, selection.weight, problems) if selection.weight else None
    for name in required:  # a group or fold column: a row without a key is missing there
        problems.missing_rows(no_key_rows(ds.values(name)), name, _missing_value)
    problems.raise_first()
    dropped = problems.missing
    notes = list(ds.notes) + list(selection.reasons)
    kept, count = None, 0
    if dropped is not None:
        count = int(dropped.sum())
        notes.append(dropped_note(ds, count, len(dropped), int(dropped.argmax())))
        kept = ~dropped
        scores = (np.concatenate(scores)[kept],)
        labels, positives, negatives, weights = (
            None if a is None else a[kept] for a in (labels, positives, negatives, weights))
    if selection.counts is not None:
        _check_totals(ds, selection, positives, negatives)
    if weights is not None and not weights.any():
        raise LoadError(Phrase('{file}: every weight in column "{column}" is zero: the rows'
                               ' count nothing', file=ds.short_name, column=selection.weight),
                        path=ds.source, column=selection.weight)
    for a in (*scores, labels, positives, negatives, weights, kept):
        if a is not None and a.flags.writeable:
            a.flags.writeable = False
    return LoadedData(ds, selection, scores, labels, positives, negatives, tuple(notes), count,
                      kept=kept, weights=weights)


def dropped_note(ds: Dataset, count: int, total: int, first: int) -> str:
    """The note that says how many rows were left out for a missing value, and where
    the first is (row ``first``).

    Raises
    ------
    LoadError
        Every row was left out: nothing is left.
    """
    if count == total:
        raise LoadError(Phrase("{file}: every row has a missing value in a chosen column;"
                               " nothing is left", file=ds.short_name), path=ds.source)
    # Finding a line means scanning the file again: worth it for a note only when the
    # file is small.
    place = ds.where(first, find_line=total <= _LOCATE_NOTES_UP_TO)
    return Phrase("dropped {count} of {total} rows with a missing value, as asked; the"
                  " first is {place}", count=count, total=total, place=place.label)


def check_piece(piece: Dataset, selection: Selection, *, drop_missing: bool = False
                ) -> np.ndarray | None:
    """Check one piece of a file read piece by piece (:meth:`Dataset.piece`) as
    :func:`prepare` checks the whole: the same errors, for the first bad row of the
    piece, named by its place in the file. Pieces checked in order give the error
    ``prepare`` gives for the whole file; what only the whole can tell (a positive
    value that no row has, class totals) is the caller's to check.

    Returns
    -------
    ndarray of bool or None
        With ``drop_missing``, the piece's rows to leave out (None when none are).

    Raises
    ------
    LoadError
        As :func:`prepare` would for a bad or (without ``drop_missing``) missing value.
    """
    problems = _Problems(piece, drop_missing)
    _chosen(piece, selection, problems, whole=False)
    problems.raise_first()
    return problems.missing


def _chosen(ds: Dataset, selection: Selection, problems: _Problems, whole: bool = True):
    """``(scores, labels, positives, negatives)`` of the chosen columns, their problems
    noted; labels for a selection of labels, the counts for one of counts (the others
    None). ``whole``: ``ds`` is the whole file, not a piece, so that a positive value
    no label is can be told."""
    scores = _scores(ds, selection.score, problems)
    if selection.counts is None:
        return scores, _labels(ds, selection.label, selection.positive, problems, whole), None, None
    return (scores, None, _counts(ds, selection.counts[0], problems),
            _counts(ds, selection.counts[1], problems))


#: A problem with a value, said of the value as shown (or of "the value", when it is
#: not known), as :meth:`_Problems.raise_first` words it.
Problem = Callable[[str], Phrase]


@dataclasses.dataclass
class _Problems:
    """The bad and missing values found, so that the error reported is the first in
    the file, whichever column it is in."""

    ds: Dataset
    drop_missing: bool
    first: tuple | None = None  # (row, column, problem, value, missing?)
    missing: np.ndarray | None = None  # the rows to leave out, with drop_missing

    def bad(self, row: int, column: str, problem: Problem, value=None,
            missing=False) -> None:
        if self.first is None or row < self.first[0]:
            self.first = (row, column, problem, value, missing)

    def bad_where(self, mask: np.ndarray, column: str, problem: Problem,
                  values: np.ndarray) -> None:
        """Note the first row where ``mask`` holds, its value taken from ``values``."""
        if mask.any():
            row = int(mask.argmax())
            self.bad(row, column, problem, values[row].item())

    def missing_rows(self, mask: np.ndarray | None, column: str, problem: Problem) -> None:
        if mask is None or not mask.any():
            return
        if self.drop_missing:
            self.missing = mask.copy() if self.missing is None else (self.missing | mask)
        else:
            self.bad(int(mask.argmax()), column, problem, missing=True)

    def raise_first(self) -> None:
        if self.first is None:
            return
        row, column, problem, value, missing = self.first
        ds = self.ds
        place = ds.where(row, column)
        if place.written is not None:
            value = place.written
        text = problem(shown(value) if value is not None else Phrase("the value"))
        error = MissingValueError if missing else LoadError
        raise error(Phrase('{place}, column "{column}": {problem}', place=place.text,
                           column=column, problem=text),
                    path=ds.source, line=place.line, column=column, value=value)


def _missing_value(value) -> Phrase:
    return Phrase("missing value")


def _numbers(array: pa.ChunkedArray):
    """A numeric column as ``(values, nulls, finite, contiguous)``: one numpy array, a
    mask of its nulls (None without), whether every value is finite, and (when there
    are no nulls) the contiguous Arrow array that ``values`` views."""
    t = array.type
    integer = pa.types.is_integer(t)
    if array.null_count == 0 and t in (pa.int64(), pa.float64()):
        # One contiguous Arrow array (a view when there is one chunk): Arrow's pool
        # hands out huge pages where a numpy array of this size faults in 4 KiB ones,
        # which at 10^7 rows costs a quarter of a second on some virtual machines.
        combined = array.chunk(0) if array.num_chunks == 1 else pa.concat_arrays(array.chunks)
        values = numpy_of(combined)
        return values, None, all_finite(values), combined
    # Integers stay integers, uint64 beyond 2**63 too: exact through the sort.
    dtype = np.uint64 if t == pa.uint64() else np.int64 if integer else np.float64
    out = np.empty(len(array), dtype=dtype)
    nulls = None
    finite = True
    pos = 0
    for chunk in array.chunks:
        m = len(chunk)
        if chunk.null_count:
            if nulls is None:
                nulls = np.zeros(len(array), dtype=bool)
            nulls[pos:pos + m] = numpy_of(chunk.is_null())
        segment = out[pos:pos + m]
        segment[...] = numpy_of(chunk, fill=0)
        if finite and not integer:
            finite = bool(np.isfinite(segment).all())
        pos += m
    return out, nulls, finite, None


def _not_numbers(ds: Dataset, name: str, option: str, problems: _Problems) -> None:
    """Report the first value of a text column that does not read as a number."""
    array = ds.values(name)
    info = ds.column(name)
    if info.kind not in ("text", "empty"):
        raise ColumnKindError(Phrase("{file}: column {column!r} holds {kind} values, not"
                                     " numbers", file=ds.short_name, column=name,
                                     kind=kind_phrase(info.kind)),
                              kind=info.kind, path=ds.source, column=name, option=option)
    if info.kind == "empty":
        raise ColumnKindError(Phrase("{file}: column {column!r} is empty: every value is"
                                     " missing", file=ds.short_name, column=name),
                              kind="empty", path=ds.source, column=name, option=option)
    row = first_non_number(array, ds.decimal_comma)
    if row is not None:
        value = array[row].as_py()
        if ds.decimal_comma and written_with_fraction(value, "."):
            problems.bad(row, name, lambda v: Phrase(
                "{value} is not a number here: this file's numbers use a decimal comma (0,77)",
                value=v), value)
        else:
            problems.bad(row, name, lambda v: Phrase("{value} is not a number", value=v), value)
        return
    raise ColumnKindError(Phrase("{file}: column {column!r} does not hold numbers",
                                 file=ds.short_name, column=name),
                          kind=info.kind, path=ds.source, column=name, option=option)


def _scores(ds: Dataset, name: str, problems: _Problems) -> tuple[np.ndarray, ...] | None:
    """The score column as numbers, in pieces; None (with the problem noted) when it is
    text."""
    array = ds.values(name)
    if not ds.column(name).numeric:
        _not_numbers(ds, name, "score", problems)
        return None
    if array.null_count == 0 and array.type in (pa.int64(), pa.float64()):
        # The parse's blocks as they are: the curve splits them into its two classes,
        # and joining them first would write 80 MB more at 10^7 rows for nothing.
        pieces = tuple(numpy_of(c) for c in array.chunks if len(c))
        if all(all_finite(p) for p in pieces):
            return pieces or (np.zeros(0, dtype=array.type.to_pandas_dtype()),)
    values, nulls, finite, combined = _numbers(array)
    if combined is not None and array.num_chunks != 1:
        ds.keep_values(name, pa.chunked_array([combined]))
    problems.missing_rows(nulls, name, _missing_value)
    if not finite:
        nan = np.isnan(values)
        if nulls is not None:
            nan &= ~nulls
        problems.missing_rows(nan, name, lambda v: Phrase(
            "{value} is not a number (NaN counts as a missing value)", value=v))
        problems.bad_where(np.isinf(values), name, lambda v: Phrase(
            "{value} is not a finite number; scores must be finite", value=v), values)
    return (values,)


def _too_big(value) -> Phrase:
    return Phrase("{value} is not a count: counts must be finite and less than 2**63",
                  value=value)


def _counts(ds: Dataset, name: str, problems: _Problems) -> np.ndarray | None:
    array = ds.values(name)
    if not ds.column(name).numeric:
        _not_numbers(ds, name, "counts", problems)
        return None
    if array.type == pa.uint64():
        # Compared as integers: through float64, 2**63 - 1 would round up to 2**63.
        big = pc.greater(array, pa.scalar(INT64_MAX, pa.uint64())).fill_null(False)
        row = pc.index(big, True).as_py()
        if row >= 0:
            problems.bad(row, name, _too_big, array[row].as_py())
        array = pc.if_else(big, pa.scalar(0, pa.uint64()), array).cast(pa.int64())
    values, nulls, finite, _ = _numbers(array)
    problems.missing_rows(nulls, name, lambda v: Phrase("missing count"))
    valid = np.ones(len(values), dtype=bool) if nulls is None else ~nulls
    if values.dtype.kind == "f":
        nan = np.isnan(values) & valid
        problems.missing_rows(nan, name, lambda v: Phrase(
            "{value} is not a count (NaN counts as a missing value)", value=v))
        valid &= ~nan
        problems.bad_where((values != np.floor(values)) & valid, name, lambda v: Phrase(
            "{value} is not a count: counts are whole numbers", value=v), values)
    negative = (values < 0) & valid
    problems.bad_where(negative, name, lambda v: Phrase(
        "{value} is not a count: counts cannot be negative", value=v), values)
    if values.dtype.kind != "f":
        return values
    # inf and 2**63 or more have no int64: they are reported above or here, never cast.
    big = (values >= 2.0**63) & valid
    problems.bad_where(big, name, _too_big, values)
    castable = valid & ~big & ~negative
    return np.where(castable, values, 0).astype(np.int64)


def _weights(ds: Dataset, name: str, problems: _Problems) -> np.ndarray | None:
    """The weight column as float64; a missing weight is a missing value (dropped with
    ``drop_missing``), a NaN, infinite or negative one a bad value naming its line."""
    if not ds.column(name).numeric:
        _not_numbers(ds, name, "weight", problems)
        return None
    values, nulls, _, _ = _numbers(ds.values(name))
    values = values.astype(np.float64, copy=False)
    problems.missing_rows(nulls, name, _missing_value)
    valid = np.ones(len(values), dtype=bool) if nulls is None else ~nulls
    bad = valid & ~((values >= 0) & np.isfinite(values))  # NaN, inf, negative
    problems.bad_where(bad, name, lambda v: Phrase(
        "{value} is not a weight: a weight is a finite number >= 0", value=v), values)
    return np.where(valid & ~bad, values, 0.0)


def _check_totals(ds: Dataset, selection: Selection, positives, negatives) -> None:
    """Each class's total must fit in int64, the engine's exact integers."""
    pos, neg = selection.counts
    if not fits_int64(total(positives)):
        raise LoadError(Phrase("{file}, column {column!r}: the positive counts add up to more"
                               " than 2**63 - 1 (9223372036854775807), more than rocscope can"
                               " count exactly", file=ds.short_name, column=pos),
                        path=ds.source, column=pos)
    if not fits_int64(total(negatives)):
        raise LoadError(Phrase("{file}, column {column!r}: the negative counts add up to more"
                               " than 2**63 - 1 (9223372036854775807), more than rocscope can"
                               " count exactly", file=ds.short_name, column=neg),
                        path=ds.source, column=neg)


def _labels(ds: Dataset, name: str, positive: str, problems: _Problems,
            whole: bool = True) -> np.ndarray:
    array = ds.values(name)
    labels, missing = to_bool(array, positive)
    problems.missing_rows(missing, name, lambda v: Phrase("missing label"))
    if whole and not labels.any():
        info = ds.column(name)
        absent = absent_positive(positive, info.distinct, file=ds.short_name, path=ds.source,
                                 column=name, first=[str(v) for v in pc.unique(
                                     array.slice(0, 10_000)).drop_null().to_pylist()[:20]])
        if absent is not None:
            raise absent
    if whole and missing is None:
        _hold_once(ds, name, array, positive, labels)
    return labels


def _hold_once(ds: Dataset, name: str, array, positive: str, labels: np.ndarray) -> None:
    """A label column of 0 and 1 whose positive is 1 holds the labels themselves: the
    data set keeps them as its column (read-only), not the parsed copy beside them
    (10 MB at 10^7 rows)."""
    if not pa.types.is_int8(array.type) or canonical(positive) != "1":
        return
    # numpy, not pyarrow's min_max: its first aggregation maps ~20 MB of code and state.
    if any(np.any(numpy_of(chunk).view(np.uint8) > 1) for chunk in array.chunks):
        return
    labels.flags.writeable = False
    ds.keep_values(name, pa.chunked_array([arrow_of(labels.view(np.int8))]))
