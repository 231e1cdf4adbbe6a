"""Data held in memory, handed to the one load pipeline as data sets it reads like files.

A Python caller gives arrays, series, tables or paths. Each data set in memory becomes
an Arrow table, written as an Arrow stream in memory and read back by the reader that
reads Feather files: column types, label encodings, guesses, missing values, pairing
and the errors that name a row and a column are then those of a file with the same
columns, because they are the same code. Only the naming of columns is decided here.

Two forms:

- ``(y_true, y_score)``: labels and scores as arrays (numpy, lists, pandas or polars
  Series, pyarrow arrays), or labels and a mapping of named score arrays, one model
  each. The columns are named after the series (when they have names), else ``label``
  and ``score``.
- one or more data sets: pandas or polars DataFrames, pyarrow Tables, mappings of
  column names to arrays, paths of files, or the bytes of a file; their columns are
  chosen (or guessed) as the command line chooses them.

>>> given = given_data(([1, 0, 1, 0], [0.9, 0.8, 0.4, 0.1]))
>>> given.scores, given.label, [s.label for s in given.sources]
(('score',), 'label', ['data'])
>>> given_data(([0, 1], {"a": [0.2, 0.7], "b": [0.5, 0.5]}), name="run 7").scores
('a', 'b')
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import pyarrow as pa

from core.app.request import ModelSource
from core.errors import InputError, LengthMismatchError
from core.phrases import Listing, Phrase
from core.readers.arrow_numpy import arrow_of
from core.readers.sniffing import unique_names

DEFAULT_NAME = "data"
LABEL = "label"
WEIGHT = "weight"
SCORE = "score"


@dataclass(frozen=True)
class Given:
    """The data sets of a call, and the columns its form names.

    Attributes
    ----------
    sources : tuple of ModelSource
        One per data set, in order; empty for the built-in example.
    scores : tuple of str
        The score columns the form implies (``y_score`` and the keys of a mapping of
        scores); empty when the caller names them or they are to be guessed.
    label : str or None
        The label column the form implies (``y_true``), or None.
    """

    sources: tuple[ModelSource, ...]
    scores: tuple[str, ...] = ()
    label: str | None = None
    weight: str | None = None


def given_data(data: Sequence, name: str | Sequence[str] | None = None,
               weights=None) -> Given:
    """The data sets of ``data``, the positional arguments of a call.

    Parameters
    ----------
    data : tuple
        ``()`` (the built-in example), ``(y_true, y_score)``, or data sets.
    name : str or sequence of str, optional
        What to call each data set in memory (the report's ``file``, messages, and
        ``name:column`` where models of several data sets share a column's name). By
        default ``data``, numbered when there are several. Paths keep their path.
    weights : array_like, optional
        Case weights as an array, one per row of ``(y_true, y_score)``: they become the
        data set's column ``weight`` (:attr:`Given.weight`).

    Raises
    ------
    InputError
        A form that is neither; an array that is not one-dimensional; values that do
        not make one column.
    LengthMismatchError
        Columns of one data set differ in length.
    """
    data = tuple(data)
    if not data:
        return Given(())
    if _is_array(data[0]):
        return _labels_and_scores(data, name, weights)
    if weights is not None:
        raise InputError(Phrase("weights= as an array goes with labels and scores given as"
                                " arrays; for a data set, name its weight column"),
                         option="weight")
    bad = [d for d in data if not _is_data_set(d)]
    if bad:
        raise InputError(Phrase("cannot read {kind} as a data set: give labels and scores"
                                " (y_true, y_score), or data sets (DataFrames, pyarrow Tables,"
                                " mappings of columns, paths)", kind=_kind(bad[0])))
    names = _names(name, len(data))
    return Given(tuple(_source(d, n, name is not None) for d, n in zip(data, names)))


def _labels_and_scores(data: tuple, name, weights=None) -> Given:
    if len(data) != 2 or not (_is_array(data[1]) or isinstance(data[1], Mapping)):
        raise InputError(Phrase("give labels and scores as two arrays (y_true, y_score), or"
                                " labels and a mapping of named score arrays; a table goes"
                                " alone (got {n} arguments: {kinds})", n=len(data),
                                kinds=Listing(Phrase(", "), (_kind(d) for d in data))))
    y_true, y_score = data
    if isinstance(y_score, Mapping):
        if not y_score:
            raise InputError(Phrase("the mapping of scores is empty: give at least one score"
                                    " array"))
        scores = _by_name(y_score)
    else:
        scores = {_series_name(y_score) or SCORE: y_score}
    label = _series_name(y_true) or LABEL
    # A score that took the label's name: the labels step aside.
    label = _free(LABEL if label in scores else label, scores)
    columns = {label: y_true, **scores}
    weight = None if weights is None else _free(WEIGHT, columns)
    if weight is not None:
        columns[weight] = weights
    table = _table_of_columns(columns)
    return Given((_memory_source(table, _names(name, 1)[0]),), tuple(scores), label, weight)


def _free(name: str, taken) -> str:
    """``name``, or with underscores added until it names no column of ``taken``."""
    while name in taken:
        name += "_"
    return name


def _names(name, n: int) -> list[str]:
    if name is None:
        return [DEFAULT_NAME] if n == 1 else [f"{DEFAULT_NAME} {i + 1}" for i in range(n)]
    names = [name] if isinstance(name, (str, os.PathLike)) else list(name)
    if len(names) != n:
        raise InputError(Phrase("{names} names for {n} data sets: give one name per data set",
                                names=len(names), n=n), option="name")
    return [os.fspath(x) for x in names]


def _source(data, name: str, named: bool) -> ModelSource:
    if isinstance(data, (str, os.PathLike)):  # a file is called by its path unless named
        return ModelSource(os.fspath(data), name if named else None)
    if isinstance(data, (bytes, bytearray, memoryview)):
        return ModelSource(bytes(data), name)
    return _memory_source(_table(data), name)


def _memory_source(table: pa.Table, name: str) -> ModelSource:
    """The table as the bytes of an Arrow stream: what the reader of Feather files reads."""
    sink = pa.BufferOutputStream()
    with pa.ipc.new_stream(sink, table.schema) as writer:
        writer.write_table(table)
    return ModelSource(sink.getvalue().to_pybytes(), name)


# ---- telling the forms apart ------------------------------------------------------------


def _module(obj) -> str:
    return type(obj).__module__.partition(".")[0]


def _is_frame(obj) -> bool:
    return type(obj).__name__ in ("DataFrame", "LazyFrame") and _module(obj) in ("pandas", "polars")


def _is_data_set(obj) -> bool:
    return (isinstance(obj, (str, os.PathLike, bytes, bytearray, memoryview, Mapping,
                             pa.Table, pa.RecordBatch)) or _is_frame(obj))


def _is_array(obj) -> bool:
    if isinstance(obj, (str, bytes, Mapping)) or _is_frame(obj):
        return False
    return isinstance(obj, (np.ndarray, list, tuple, range, pa.Array, pa.ChunkedArray)) or (
        type(obj).__name__ == "Series" and _module(obj) in ("pandas", "polars"))


def _kind(obj) -> Phrase:
    name = f"{type(obj).__module__}.{type(obj).__qualname__}".removeprefix("builtins.")
    return Phrase("a {type}", type=name)


def _series_name(obj) -> str | None:
    """A pandas or polars Series's name, as the column it would be in a table."""
    if type(obj).__name__ != "Series":
        return None
    name = getattr(obj, "name", None)
    return str(name) if name is not None and str(name) != "" else None


# ---- columns -------------------------------------------------------------------------------


def _table(data) -> pa.Table:
    if isinstance(data, pa.Table):
        return data
    if isinstance(data, pa.RecordBatch):
        return pa.Table.from_batches([data])
    if isinstance(data, Mapping):
        return _table_of_columns(_by_name(data))
    if type(data).__name__ == "LazyFrame":
        raise InputError(Phrase("a polars LazyFrame is a query, not data: collect() it first"))
    if _module(data) == "polars":
        return data.to_arrow()
    # pandas: the index is not a column (reset_index() makes it one). Repeated names are
    # numbered as a file's repeated header fields are: pyarrow refuses them.
    names = unique_names(data.columns)
    return pa.Table.from_pandas(data.set_axis(list(names), axis=1), preserve_index=False)


def _by_name(mapping: Mapping) -> dict:
    """The mapping keyed by its keys as text; two keys that read the same (``1`` and
    ``"1"``) would lose a column silently, so they are refused."""
    named: dict = {}
    keys: dict = {}
    for key, values in mapping.items():
        name = str(key)
        if name in named:
            raise InputError(Phrase("the keys {first!r} and {second!r} both name the column"
                                    " {column!r}: give each column one name",
                                    first=keys[name], second=key, column=name))
        named[name], keys[name] = values, key
    return named


def _table_of_columns(columns: dict) -> pa.Table:
    if not columns:
        raise InputError(Phrase("the mapping of columns is empty"))
    arrays = {name: _array(values, name) for name, values in columns.items()}
    lengths = {name: len(a) for name, a in arrays.items()}
    if len(set(lengths.values())) > 1:
        shown = Listing(Phrase(", "), (Phrase("{column!r} has {n}", column=name, n=n)
                                      for name, n in lengths.items()))
        raise LengthMismatchError(Phrase("columns differ in length: {shown} values",
                                         shown=shown))
    return pa.table(arrays)


def _array(values, what: str):
    """One column as an Arrow array, its values as they are (no conversion to text)."""
    if isinstance(values, (pa.Array, pa.ChunkedArray)):
        return values
    module = _module(values)
    if type(values).__name__ == "Series" and module == "polars":
        return values.to_arrow()
    if type(values).__name__ == "Series" and module == "pandas":
        return pa.Array.from_pandas(values)
    if isinstance(values, (list, tuple, range)):
        return _one_column(list(values), what)
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__") and \
            not hasattr(values, "__array__"):
        raise InputError(Phrase("column {column!r}: expected an array of values, not {kind}",
                                column=what, kind=_kind(values)))
    return _numpy_array(np.asarray(values), what)


def _numpy_array(a: np.ndarray, what: str):
    if a.ndim != 1:
        raise InputError(Phrase("column {column!r}: expected a one-dimensional array, not"
                                " one of shape {shape}", column=what, shape=a.shape))
    kind = a.dtype.kind
    if kind == "b":  # numpy keeps a byte per boolean, Arrow a bit
        bits = np.packbits(a, bitorder="little")
        return pa.Array.from_buffers(pa.bool_(), len(a), [None, pa.py_buffer(bits)])
    if kind in "iuf":
        if a.dtype == np.float16:
            a = a.astype(np.float64)
        elif a.dtype.byteorder not in "=|":
            a = a.astype(a.dtype.newbyteorder("="))
        return arrow_of(a)  # shares the memory; pa.array(ndarray) would import pandas
    return _one_column(a.tolist(), what)


def _one_column(values: list, what: str):
    """Python values as one Arrow column, of the type Arrow infers."""
    try:
        return pa.array(values)
    except (pa.ArrowInvalid, pa.ArrowTypeError, TypeError, OverflowError) as exc:
        raise InputError(Phrase("column {column!r}: its values do not make one column"
                                " ({error})", column=what,
                                error=str(exc).splitlines()[0])) from None
