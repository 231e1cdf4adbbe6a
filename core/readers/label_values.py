"""Label encodings: which values mean positive, and turning a label column into booleans.

The common encodings (``1/0``, ``1/-1``, ``+/-``, ``true/false``, ``yes/no``, ``pos/neg``,
``positive/negative``) are recognised whatever their case, so their positive side needs
no choice. Any other set of values needs the positive value named; every other value is
then negative. Mapping works on whole arrays: numbers are compared in numpy, text
columns by their (small) dictionaries, so ten million labels cost one vectorised pass.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

import numpy as np
import pyarrow as pa
import pyarrow.compute as pc

from core.errors import ChoiceNeededError, LoadError
from core.phrases import Phrase
from core.readers.arrow_numpy import arrow_of, numpy_of
from core.readers.column_profile import number_text
from core.readers.numbers import looks_numeric, number_pattern

#: (positive, negative) spellings, compared after :func:`canonical`.
ENCODINGS: tuple[tuple[str, str], ...] = (
    ("1", "0"),
    ("1", "-1"),
    ("+", "-"),
    ("true", "false"),
    ("yes", "no"),
    ("pos", "neg"),
    ("positive", "negative"),
)

# A typographic minus (as in "+/−" or "1/−1") means the same as a hyphen.
_MINUSES = str.maketrans({"\u2212": "-", "\u2013": "-"})


def canonical(value: str) -> str:
    """A label value as compared: stripped, lower case, typographic minus as ``-``,
    whole numbers without a fraction (``1.0`` reads ``1``)."""
    v = value.strip().lower().translate(_MINUSES)
    if not looks_numeric(v) or v in ("nan", "inf", "-inf", "infinity"):
        return v
    return number_text(float(v))


def encoding_of(values: Iterable[str]) -> tuple[str, str] | None:
    """The known encoding that covers every value (one value alone is enough), or None.

    >>> encoding_of(["Yes", "no"])
    ('yes', 'no')
    >>> encoding_of(["Good", "Poor"]) is None
    True
    """
    seen = {canonical(v) for v in values}
    return next((pair for pair in ENCODINGS if seen <= set(pair)), None) if seen else None


def contained_encoding(values: Iterable[str]) -> tuple[str, str] | None:
    """A known encoding whose both values occur among ``values`` along with others
    (so the others are probably typos or stray values)."""
    seen = {canonical(v) for v in values}
    return next((pair for pair in ENCODINGS if set(pair) <= seen and len(seen) > 2), None)


def usual_positive(values: Iterable[str]) -> tuple[str, tuple[str, str]] | None:
    """The positive value of a known encoding among ``values``, as written there, and
    that encoding; None when the values are no known encoding (the user must choose).

    The rule the loader and the command line follow when no positive class is given.

    >>> usual_positive(["0", "1"]), usual_positive(["No", "Yes"])
    (('1', ('1', '0')), ('Yes', ('yes', 'no')))
    >>> usual_positive(["Good", "Poor"]) is None
    True
    """
    values = list(values)
    pair = encoding_of(values)
    if pair is None:
        return None
    # As the file writes it; the encoding's own spelling for a column of negatives only.
    return next((v for v in values if canonical(v) == pair[0]), pair[0]), pair


def settle_positive(listed: Sequence[str] | None, *, file: str, path: str, column: str,
                    stray: Callable[[tuple[str, str]], LoadError]) -> tuple[str, Phrase]:
    """The positive value of a label column whose distinct values are ``listed`` (at
    most 20, else None) when none was given, and why: the positive side of their known
    encoding, as written there.

    Raises
    ------
    ChoiceNeededError
        The values are no known encoding: its question asks which is positive.
    LoadError
        ``stray(pair)``: the values are a known encoding mixed with others.
    """
    if listed is not None:
        usual = usual_positive(listed)
        if usual is not None:
            chosen, pair = usual
            return chosen, Phrase("positive label {positive!r} (the usual reading of"
                                  " {encoding})", positive=chosen,
                                  encoding=f"{pair[0]}/{pair[1]}")
        found = contained_encoding(listed)
        if found is not None:
            raise stray(found)
        question = Phrase("which value of {column!r} is positive", column=column)
    else:
        question = Phrase("which value of {column!r} is positive (it has more than 20"
                          " values)", column=column)
    raise ChoiceNeededError(Phrase("{file}: cannot tell {questions}", file=file,
                                   questions=question),
                            candidates={"positive": list(listed or ())}, path=path,
                            column=column, questions=[("positive", question)])


def absent_positive(positive: str, listed: Sequence[str] | None, *, file: str, path: str,
                    column: str, first: Sequence[str] = ()) -> LoadError | None:
    """The error for a ``positive`` value that no label of ``column`` is (its distinct
    values ``listed``, or None when there are more than 20, and then ``first`` of them
    shown); None when it is the positive side of their known encoding (a column of
    negatives only)."""
    pair = encoding_of(listed) if listed else None
    if pair is not None and matches(pair[0], positive):
        return None
    shown = listed if listed is not None else first
    return LoadError(Phrase("{file}: no label in column {column!r} is {positive!r}; the"
                            " values there are {values}", file=file, column=column,
                            positive=positive, values=", ".join(repr(v) for v in shown)),
                     path=path, column=column, value=positive, option="positive")


def no_labels(file: str, path: str, column: str) -> LoadError:
    """The error for a label column without a value."""
    return LoadError(Phrase("{file}: label column {column!r} holds no values", file=file,
                            column=column), path=path, column=column, option="label")


def matches(value: str, positive: str) -> bool:
    """Whether a label value is the chosen positive: exactly, or else in canonical form."""
    return value == positive or canonical(value) == canonical(positive)


def to_bool(array: pa.ChunkedArray, positive: str) -> tuple[np.ndarray, np.ndarray | None]:
    """Labels as booleans (True = ``positive``) and a mask of missing values (or None).

    Parameters
    ----------
    array : pyarrow.ChunkedArray
        Integers, floats, booleans, text or dictionary-encoded text.
    positive : str
        The positive value as text.
    """
    n = len(array)
    out = np.empty(n, dtype=bool)
    t = array.type
    # A NaN label (a float column) is as missing as an empty field.
    nans = pa.types.is_floating(t) and bool(pc.any(pc.is_nan(array)).as_py())
    missing = np.zeros(n, dtype=bool) if array.null_count or nans else None
    pos = 0
    for chunk in array.chunks:
        m = len(chunk)
        target = out[pos:pos + m]
        if chunk.null_count or nans:
            missing[pos:pos + m] = numpy_of(pc.is_null(chunk, nan_is_null=True))
        if pa.types.is_dictionary(t):
            _dictionary_equal(chunk, positive, target)
        elif pa.types.is_integer(t) or pa.types.is_floating(t):
            _number_equal(chunk, positive, target)
        elif pa.types.is_boolean(t):
            wanted = canonical(positive) in ("true", "1", "yes")
            values = numpy_of(chunk, fill=not wanted)
            np.equal(values, wanted, out=target)
        elif pa.types.is_null(t):
            target[:] = False
        else:
            _text_equal(chunk, positive, target)
        pos += m
    return out, missing


def _dictionary_equal(chunk, positive: str, target: np.ndarray) -> None:
    hits = np.flatnonzero(_word_hits(chunk.dictionary, positive))
    indices = numpy_of(chunk.indices, fill=-1)
    if len(hits) == 1:
        np.equal(indices, hits[0], out=target)
    else:
        lookup = np.zeros(len(chunk.dictionary) + 1, dtype=bool)  # the last serves nulls (-1)
        lookup[hits] = True
        np.take(lookup, indices, out=target)


# Above this many distinct words, only those that could match are tested in Python.
_WORDS_IN_PYTHON = 1000


def _word_hits(words: pa.Array, positive: str) -> np.ndarray:
    """Which distinct words are the positive value, as :func:`matches` decides.

    Every text column goes through here (plain text is dictionary-encoded first), so a
    value matches the same way whether the parser stored the column as a dictionary or
    not, and the rules live in one place.
    """
    if len(words) > _WORDS_IN_PYTHON:
        # A word can only match if it is the same text once trimmed and lower-cased, or
        # is spelled like a number, which canonical() rewrites.
        loose = pc.utf8_lower(pc.utf8_trim_whitespace(words))
        for minus in _MINUSES:
            loose = pc.replace_substring(loose, chr(minus), "-")
        target = positive.strip().lower().translate(_MINUSES)
        maybe = pc.or_(pc.or_(pc.equal(words, positive), pc.equal(loose, target)),
                       pc.match_substring_regex(loose, number_pattern()))
        candidates = np.flatnonzero(numpy_of(maybe, fill=False))
    else:
        candidates = np.arange(len(words))
    out = np.zeros(len(words), dtype=bool)
    for i, w in zip(candidates, words.take(arrow_of(candidates.astype(np.int64))).to_pylist()):
        out[i] = w is not None and matches(w, positive)
    return out


def _number_equal(chunk, positive: str, target: np.ndarray) -> None:
    try:
        wanted = float(canonical(positive))
    except ValueError:
        target[:] = False
        return
    if pa.types.is_integer(chunk.type) and wanted.is_integer():
        wanted = int(wanted)  # comparing integers to a float would convert every one
    values = numpy_of(chunk, fill=0)
    np.equal(values, wanted, out=target)
    if chunk.null_count:
        target &= numpy_of(chunk.is_valid())


def _text_equal(chunk, positive: str, target: np.ndarray) -> None:
    if not (pa.types.is_string(chunk.type) or pa.types.is_large_string(chunk.type)):
        chunk = chunk.cast(pa.string())
    _dictionary_equal(pc.dictionary_encode(chunk), positive, target)
