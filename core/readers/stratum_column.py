"""A column that splits the rows into strata (a user id, a fold id): each row's stratum
as a number, and each stratum's value as text.

One rule reads the keys, whichever engine counts them and whether the rows come from a
text file, Parquet or arrays (docs/file-formats.md, "Group and fold columns"): a column
of numbers holds numbers, compared as numbers (``-0`` is ``0``); a column of text holds
text, compared code point by code point; a null, a NaN and the empty text are no key
(:func:`no_key_rows`), the engines' SQL saying the same (:func:`core.scale.sql.key`).

The text of a value is what Arrow writes for it (``pyarrow.compute.cast`` to string:
integers in decimal, text as it is, ``true``/``false``), the same whether the values
came from a file in memory or back from DuckDB or Spark, so reports agree byte for
byte. Strata are numbered in the order reports list them: by their text (code point
order, which is UTF-8's byte order) or, for a column of numbers listed by value, by
value.

>>> import pyarrow as pa
>>> s = encode_strata(pa.chunked_array([["u2", "u10", "u2", "u1"]]))
>>> s.codes.tolist(), s.texts
([2, 1, 2, 0], ('u1', 'u10', 'u2'))
>>> encode_strata(pa.chunked_array([[2, 10, 2, 1]]), by="value").texts
('1', '2', '10')
>>> encode_strata(pa.chunked_array([[0.0, -0.0, 1.5]])).codes.tolist()
[0, 0, 1]
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from core.readers.arrow_numpy import arrow_of, numpy_of


@dataclass(frozen=True, eq=False)
class EncodedStrata:
    """Rows numbered by stratum.

    Attributes
    ----------
    codes : ndarray of int64
        Each row's stratum, ``0 .. len(texts) - 1``.
    texts : tuple of str
        Each stratum's value as text, in the order of the codes.
    numeric : bool
        Whether the column holds numbers.
    """

    codes: np.ndarray
    texts: tuple[str, ...]
    numeric: bool


def is_numeric(type_: pa.DataType) -> bool:
    return pa.types.is_integer(type_) or pa.types.is_floating(type_)


def stratum_texts(values: pa.Array) -> pa.Array:
    """Each value as the text reports give it (a string array; null stays null)."""
    if pa.types.is_dictionary(values.type):
        values = values.cast(values.type.value_type)
    if pa.types.is_string(values.type) or pa.types.is_large_string(values.type):
        return values
    return pc.cast(values, pa.string())


def strata_order(values: pa.Array, by: str = "text") -> tuple[np.ndarray, tuple[str, ...]]:
    """The order in which strata of these distinct ``values`` are listed, and their
    texts in that order: ``by="text"``, or ``by="value"`` for numbers (text
    otherwise)."""
    texts = stratum_texts(values)
    key = values if by == "value" and is_numeric(values.type) else texts
    # (numpy_of and arrow_of, not to_numpy and pa.array: those import pandas.)
    order = numpy_of(pc.sort_indices(key)).astype(np.int64)
    return order, tuple(texts.take(arrow_of(order)).to_pylist())


def encode_strata(array: pa.ChunkedArray, kept: np.ndarray | None = None,
                  by: str = "text") -> EncodedStrata:
    """Number the rows of ``array`` by stratum, keeping the rows where ``kept`` is True
    (all rows when None); strata without a row kept are left out.

    Raises
    ------
    ValueError
        A kept row has no value (the caller drops or refuses missing values first).
    """
    encoded = array.dictionary_encode() if not pa.types.is_dictionary(array.type) else array
    dictionary = encoded.chunk(0).dictionary if encoded.num_chunks else pa.array([], pa.string())
    indices = np.concatenate([numpy_of(c.indices, fill=-1).astype(np.int64)
                              for c in encoded.chunks]) if encoded.num_chunks else \
        np.zeros(0, dtype=np.int64)
    if kept is not None:
        indices = indices[kept]
    if len(indices) and int(indices.min()) < 0:
        raise ValueError("a row kept has no stratum")
    if pa.types.is_floating(dictionary.type):
        dictionary, indices = _zero_once(dictionary, indices)
    present = np.bincount(indices, minlength=len(dictionary)) > 0
    if not present.all():
        used = np.flatnonzero(present)
        renumber = np.full(len(dictionary), -1, dtype=np.int64)
        renumber[used] = np.arange(len(used))
        dictionary = dictionary.take(arrow_of(used))
        indices = renumber[indices]
    order, texts = strata_order(dictionary, by)
    rank = np.empty(len(order), dtype=np.int64)
    rank[order] = np.arange(len(order))
    return EncodedStrata(rank[indices], texts, is_numeric(dictionary.type))


def _zero_once(dictionary: pa.Array, indices: np.ndarray) -> tuple[pa.Array, np.ndarray]:
    """A dictionary of floats with ``-0`` read as ``0``: one key (Arrow's dictionary
    tells their bits apart)."""
    values = numpy_of(dictionary) + 0.0  # -0 + 0 is +0
    zeros = np.flatnonzero(values == 0)
    if len(zeros) > 1:
        merged = np.arange(len(values))
        merged[zeros[1:]] = zeros[0]
        indices = merged[indices]
    return arrow_of(values), indices


def no_key_rows(array: pa.ChunkedArray) -> np.ndarray:
    """Which rows hold no key: a null, a float NaN or the empty text."""
    return np.concatenate([_no_key(c) for c in array.chunks]) if array.num_chunks else \
        np.zeros(0, dtype=bool)


def _no_key(chunk: pa.Array) -> np.ndarray:
    if pa.types.is_dictionary(chunk.type):  # each value once, not each row
        return _no_key(chunk.dictionary)[numpy_of(chunk.indices, fill=0)] | \
            numpy_of(chunk.is_null())
    none = numpy_of(pc.is_null(chunk, nan_is_null=True))
    if pa.types.is_string(chunk.type) or pa.types.is_large_string(chunk.type):
        none |= numpy_of(pc.binary_length(chunk), fill=1) == 0
    return none


def missing_strata(array: pa.ChunkedArray) -> tuple[int, int | None]:
    """``(count, first row)`` of the rows that hold no key (:func:`no_key_rows`)."""
    rows = no_key_rows(array)
    if not rows.any():
        return 0, None
    return int(rows.sum()), int(rows.argmax())
