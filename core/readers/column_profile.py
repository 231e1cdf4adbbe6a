"""Describing parsed columns cheaply: type, missing values, and the few distinct values.

Distinct values matter only for columns that could hold labels, which have a handful.
So each column is first judged on its first rows: a score column shows more than 20
values there and costs nothing more. A column that shows few is then checked in full
with vectorised pyarrow kernels (``min_max`` for integers, ``is_in`` otherwise), never
by converting values to Python objects.
"""

from __future__ import annotations

import math

import pyarrow as pa
import pyarrow.compute as pc

from core.phrases import Phrase
from core.readers.dataset import ColumnInfo
from core.readers.numbers import number_pattern

MAX_DISTINCT = 20
# The kind of a column of each type (see kind_of for dictionaries); any other is "other".
_KINDS = ((pa.types.is_integer, "integer"), (pa.types.is_floating, "float"),
          (pa.types.is_boolean, "boolean"), (pa.types.is_null, "empty"),
          (pa.types.is_string, "text"))
_HEAD_ROWS = 10_000


def first_non_number(array: pa.ChunkedArray, decimal_comma: bool = False) -> int | None:
    """The index of the first value of a text column that is not a number, or None:
    the value that kept the parser from reading the column as numbers."""
    if pa.types.is_dictionary(array.type):
        array = array.cast(pa.string())
    ok = pc.match_substring_regex(array, number_pattern(decimal_comma)).fill_null(True)
    if ok.null_count == 0 and pc.all(ok).as_py():
        return None
    bad = pc.index(ok, False).as_py()
    return None if bad < 0 else bad


def normalise(array: pa.ChunkedArray) -> pa.ChunkedArray:
    """Give every column a type the loader handles: decimals and half floats become
    float64, dictionaries of numbers are decoded, large strings become strings."""
    t = array.type
    if pa.types.is_dictionary(t):
        value = t.value_type
        if pa.types.is_string(value) or pa.types.is_large_string(value):
            if pa.types.is_large_string(value) or t.index_type != pa.int32():
                return array.cast(pa.dictionary(pa.int32(), pa.string()))
            return array
        return normalise(array.cast(value))
    if pa.types.is_decimal(t) or pa.types.is_float16(t):
        return array.cast(pa.float64())
    if pa.types.is_large_string(t) or _is_string_view(t):
        return array.cast(pa.string())
    return array


def _is_string_view(t: pa.DataType) -> bool:
    check = getattr(pa.types, "is_string_view", None)  # pyarrow >= 16
    return bool(check and check(t))


def kind_of(t: pa.DataType) -> str:
    if pa.types.is_dictionary(t):
        return "text" if pa.types.is_string(t.value_type) else "other"
    return next((kind for test, kind in _KINDS if test(t)), "other")


def kind_phrase(kind: str) -> Phrase:
    """What a column of ``kind`` (:func:`kind_of`) holds, as a message says it:
    ``"text"``, ``"integer"``... in the reader's language."""
    kinds = {"integer": Phrase("integer"), "float": Phrase("float"), "text": Phrase("text"),
             "boolean": Phrase("boolean"), "empty": Phrase("empty"), "other": Phrase("other")}
    found = kinds.get(kind)
    return found if found is not None else Phrase("{kind}", kind=kind)


def describe(name: str, array: pa.ChunkedArray, looks_numeric: bool = False,
             tight_dictionaries: bool = False) -> ColumnInfo:
    """A :class:`ColumnInfo` for one (normalised) column.

    ``tight_dictionaries`` says that every dictionary entry is used (true of what the
    CSV parser builds), which spares a pass over the indices.
    """
    kind = kind_of(array.type)
    numeric = kind in ("integer", "float")
    if kind == "empty":
        distinct = ()
    elif numeric:
        distinct = _few_numbers(array, kind)
    elif kind == "boolean":
        distinct = tuple(sorted(number_text(v) for v in pc.unique(array).to_pylist()
                                if v is not None))
    elif kind == "text":
        distinct = _few_texts(array, tight_dictionaries)
    else:
        distinct = None
    return ColumnInfo(
        name=name,
        numeric=numeric,
        distinct=distinct,
        n_missing=array.null_count,
        looks_numeric=numeric or looks_numeric,
        kind=kind,
        float32=pa.types.is_float32(array.type),
    )


def number_text(value) -> str:
    """A value as label text: ``1`` and ``1.0`` both read ``"1"``, ``True`` reads
    ``"true"``, other floats keep their shortest round-trip form."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        if math.isfinite(value) and value.is_integer() and abs(value) < 2**53:
            return str(int(value))
        return repr(value)
    return str(value)


def _few_numbers(array: pa.ChunkedArray, kind: str) -> tuple[str, ...] | None:
    present = len(array) - array.null_count
    if present == 0:
        return ()
    head = pc.unique(array.slice(0, _HEAD_ROWS)).drop_null()
    if len(head) > MAX_DISTINCT:
        return None
    if kind == "integer":
        bounds = pc.min_max(array).as_py()
        low, high = bounds["min"], bounds["max"]
        if high - low <= 1:  # both bounds occur, and nothing lies between them
            return tuple(number_text(v) for v in sorted({low, high}))
    covered = pc.sum(pc.is_in(array, value_set=head)).as_py() or 0
    if covered == present:
        values = head.to_pylist()
    else:
        values = pc.unique(array).drop_null()
        if len(values) > MAX_DISTINCT:
            return None
        values = values.to_pylist()
    # NaN is no value a label could take (a NaN label is missing), so it is not listed.
    values = sorted(v for v in values if v == v)
    return tuple(dict.fromkeys(number_text(v) for v in values))


def _few_texts(array: pa.ChunkedArray, tight: bool) -> tuple[str, ...] | None:
    # Values are listed without surrounding spaces (' yes' and 'yes' are one label, as
    # matching treats them), so they are trimmed before they are counted.
    if pa.types.is_dictionary(array.type):
        seen: dict[str, None] = {}
        for chunk in array.chunks:
            words = chunk.dictionary
            if not tight:
                # A dictionary may list values no row uses (a pandas categorical's
                # unused categories); unique indices keep only the used ones.
                words = words.take(pc.unique(chunk.indices).drop_null())
            for v in pc.utf8_trim_whitespace(words).to_pylist():
                seen[v] = None
                if len(seen) > MAX_DISTINCT:
                    return None
        return tuple(sorted(seen))
    if len(array) - array.null_count == 0:
        return ()
    head = pc.unique(pc.utf8_trim_whitespace(array.slice(0, _HEAD_ROWS))).drop_null()
    if len(head) > MAX_DISTINCT:
        return None
    values = pc.unique(pc.utf8_trim_whitespace(array)).drop_null()
    if len(values) > MAX_DISTINCT:
        return None
    return tuple(sorted(values.to_pylist()))
