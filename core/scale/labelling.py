"""Which label values are positive, decided on a column's distinct values.

An engine groups rows by label, so rocscope sees each distinct label once, whatever
the number of rows, and applies the loader's own rules to them
(:mod:`core.readers.label_values`): a known encoding (``1/0``, ``yes/no``, ``+/-``, ...) needs
no choice, a value given as positive matches as it does for a file in memory, and the
label values are listed the way the loader lists a column's values.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pyarrow as pa

from core.errors import ChoiceNeededError, LoadError
from core.phrases import Phrase
from core.readers.column_profile import describe
from core.readers.label_values import (
    absent_positive,
    matches,
    no_labels,
    settle_positive,
    to_bool,
)

#: More distinct values than this in a label column is a score column chosen by mistake.
MAX_LABELS = 100_000


@dataclass(frozen=True)
class Labels:
    """The outcome of settling the positive class.

    Attributes
    ----------
    positive : str
        The positive value as text.
    is_positive : ndarray of bool
        For each distinct value (in the order given), whether it counts positive.
    listed : tuple of str or None
        The column's values as the loader lists them (sorted text, at most 20), or
        None when there are more.
    reason : Phrase or None
        What was guessed, when the positive value was not given.
    """

    positive: str
    is_positive: np.ndarray
    listed: tuple[str, ...] | None
    reason: Phrase | None


def settle(values: list, positive: str | None, *, column: str, where: str,
           path: str) -> Labels:
    """Decide the positive class from the distinct non-missing values of a label column.

    Parameters
    ----------
    values : list
        The distinct values as the engine returns them (int, float, bool or str).
    positive : str, optional
        The positive value given by the user; None to recognise a known encoding.
    column, where, path
        The column's name, what messages call the source, and its path.

    Raises
    ------
    ChoiceNeededError
        The positive class cannot be told (``candidates["positive"]`` lists the values).
    LoadError
        The column holds no value, or too many, or no value is the positive given.
    """
    at = {"file": where, "path": path, "column": column}
    if not values:
        raise no_labels(**at)
    if len(values) > MAX_LABELS:
        raise LoadError(Phrase("{file}: column {column!r} holds more than {most:,}"
                               " distinct values; it does not look like a label column",
                               file=where, column=column, most=MAX_LABELS),
                        path=path, column=column, option="label")
    array = pa.chunked_array([pa.array(values)])
    listed = describe(column, array).distinct
    reason: Phrase | None = None
    if positive is not None:
        positive = positive.strip()
    else:
        positive, reason = settle_positive(listed, **at,
                                           stray=lambda pair: _stray(listed, pair, **at))
    is_positive, _ = to_bool(array, positive)
    if not is_positive.any():
        absent = absent_positive(positive, listed, **at, first=[str(v) for v in values[:20]])
        if absent is not None:
            raise absent
    return Labels(positive, is_positive, listed, reason)


def _stray(listed, pair, *, file: str, path: str, column: str) -> LoadError:
    """A label column that is a known encoding but for some stray values: the first of
    them named (an engine has no line to point at)."""
    odd = [v for v in listed if not (matches(v, pair[0]) or matches(v, pair[1]))]
    return ChoiceNeededError(Phrase('{file}, column "{column}": {value!r} is not a label like'
                                    " the others ({encoding})", file=file, column=column,
                                    value=odd[0], encoding=f"{pair[0]}/{pair[1]}"),
                             candidates={"positive": list(listed)}, path=path, column=column,
                             value=odd[0], option="positive")
