"""Checks that turn what a caller passes into arrays the engine can trust.

Each check costs one or two vectorised passes and names the first offending element,
so an error says *where* the problem is, not only that there is one.
"""

from __future__ import annotations

import numbers

import numpy as np

from core.engine.exact import INT64_MAX, fits_int64, total
from core.errors import (
    CountError,
    EmptyInputError,
    InputError,
    LabelError,
    LengthMismatchError,
    NonFiniteScoreError,
)
from core.phrases import Phrase


def all_finite(values: np.ndarray) -> bool:
    """Whether every value of a numeric array is finite, without a mask of them all.

    NaN propagates through ``min`` and ``max``, and ±inf would be one of them.

    >>> all_finite(np.array([0.5, np.nan])), all_finite(np.array([3, 1]))
    (False, True)
    """
    if values.dtype.kind in "iub" or values.size == 0:
        return True
    return bool(np.isfinite(values.min()) and np.isfinite(values.max()))


def score_array(scores) -> np.ndarray:
    """Scores as a 1-D numeric array of finite values.

    Integers stay integers, compared exactly at any size (9007199254740993 and
    9007199254740992 are two scores, though float64 cannot tell them apart); Python
    integers beyond 64 bits stay Python integers (an object array). Booleans become
    0/1; every other number becomes float64.
    """
    a = _one_dimensional(scores, Phrase("scores"))
    if a.size == 0:
        raise EmptyInputError(Phrase("no scores: ROC analysis needs at least one sample"))
    if a.dtype.kind == "b":
        return a.astype(np.uint8)
    if a.dtype.kind in "iu":
        return a
    if a.dtype.kind == "O" and all(isinstance(v, (int, np.integer)) for v in a.tolist()):
        return exact_integers(a)
    if a.dtype != np.float64:
        try:
            a = a.astype(np.float64)
        except (TypeError, ValueError):
            bad = _first_unconvertible(a)
            raise InputError(Phrase("scores must be numbers; element {index} is {value!r}",
                                    index=bad[0], value=bad[1])) from None
    if all_finite(a):
        return a
    finite = np.isfinite(a)
    i = int(np.argmin(finite))
    raise NonFiniteScoreError(Phrase(
        "score at index {index} is {score}; scores must be finite numbers"
        " ({count} non-finite in all)",
        index=i, score=a[i], count=int(a.size - np.count_nonzero(finite))))


def exact_integers(a: np.ndarray) -> np.ndarray:
    """Integers (numpy's or Python's) in an object array, in one array that holds them
    all exactly: int64, else uint64, else Python integers (object)."""
    values = a.tolist()
    lo, hi = int(min(values)), int(max(values))
    if -(2**63) <= lo and hi < 2**63:
        return np.asarray(values, dtype=np.int64)
    if lo >= 0 and hi < 2**64:
        return np.asarray(values, dtype=np.uint64)
    out = np.empty(len(values), dtype=object)
    out[:] = [int(v) for v in values]
    return out


def descending_order(scores: np.ndarray) -> np.ndarray:
    """The indices that sort scores from the highest down, equal scores in input order.

    Integers are reversed with ``~s`` (``-s - 1``), which cannot overflow as ``-s`` can.
    """
    key = ~scores if scores.dtype.kind in "iu" else -scores
    return np.argsort(key, kind="stable")


def label_array(labels, n: int) -> np.ndarray:
    """Labels as a boolean array (True = positive) from booleans or the numbers 0/1."""
    y = _one_dimensional(labels, Phrase("labels"))
    if len(y) != n:
        raise LengthMismatchError(Phrase(
            "{n} scores but {count} labels: they must pair up one to one", n=n, count=len(y)))
    if y.dtype.kind == "b":
        return y
    if y.dtype.kind in "iuf":
        positive = y == 1
        valid = positive | (y == 0)
        if not valid.all():
            i = int(np.argmin(valid))
            raise LabelError(Phrase(
                "label at index {index} is {value!r}; labels must be booleans or 0/1"
                " (map other encodings, such as -1/1, to these first)",
                index=i, value=y[i].item()))
        return positive
    sample = next(iter(dict.fromkeys(y.tolist())), None)
    raise LabelError(Phrase(
        "labels must be booleans or 0/1, not {dtype} values such as {sample!r}",
        dtype=str(y.dtype), sample=sample))


def count_array(counts, n: int, name: str) -> np.ndarray:
    """Aggregated counts as non-negative int64, rejecting fractions and negatives.

    ``name`` says what the counts are in messages (``Phrase("positive counts")``)."""
    a = _one_dimensional(counts, name)
    if len(a) != n:
        raise LengthMismatchError(Phrase(
            "{n} scores but {count} {name}: they must pair up one to one",
            n=n, count=len(a), name=name))
    if a.dtype.kind == "b":
        return a.astype(np.int64)
    if a.dtype.kind == "u":
        if a.size and int(a.max()) > INT64_MAX:
            i = int(np.argmax(a))
            raise CountError(Phrase("{name} at index {index} is {count}, more than 2**63 - 1",
                                    name=name, index=i, count=a[i]))
        return a.astype(np.int64, copy=False)
    if a.dtype.kind == "i":
        _no_negatives(a, name)
        return a.astype(np.int64, copy=False)
    if a.dtype.kind != "f":
        try:
            a = a.astype(np.float64)
        except (TypeError, ValueError):
            bad = _first_unconvertible(a)
            raise CountError(Phrase("{name} must be whole numbers; element {index} is {value!r}",
                                    name=name, index=bad[0], value=bad[1])) from None
    finite = np.isfinite(a)
    if not finite.all():
        i = int(np.argmin(finite))
        raise CountError(Phrase("{name} at index {index} is {count}; counts must be finite whole numbers",
                                name=name, index=i, count=a[i]))
    _no_negatives(a, name)
    whole = a == np.floor(a)
    if not whole.all():
        i = int(np.argmin(whole))
        raise CountError(Phrase("{name} at index {index} is {count}; counts must be whole numbers",
                                name=name, index=i, count=a[i]))
    if a.size and float(a.max()) >= 2.0**63:
        i = int(np.argmax(a))
        raise CountError(Phrase("{name} at index {index} is {count:.17g}, more than 2**63 - 1",
                                name=name, index=i, count=a[i]))
    return a.astype(np.int64)


def class_counts(positives, negatives, n: int) -> tuple[np.ndarray, np.ndarray]:
    """Aggregated rows' positive and negative counts (each as :func:`count_array`
    checks it), refused when a class's total passes 2**63 - 1."""
    pos = count_array(positives, n, Phrase("positive counts"))
    neg = count_array(negatives, n, Phrase("negative counts"))
    for counts, name in ((pos, Phrase("positive")), (neg, Phrase("negative"))):
        if not fits_int64(total(counts)):
            raise CountError(Phrase("the {name} counts add up to more than 2**63 - 1", name=name))
    return pos, neg


def check_level(level) -> float:
    """``level`` as a float strictly between 0 and 1, or :class:`InputError` (its
    ``option`` is ``"ci_level"``)."""
    if isinstance(level, bool) or not isinstance(level, numbers.Real):
        raise InputError(Phrase(
            "the confidence level must be a number strictly between 0 and 1, not {level!r}",
            level=level), option="ci_level", value=level)
    value = float(level)
    if not 0.0 < value < 1.0:
        raise InputError(Phrase(
            "the confidence level is {level!r}; it must lie strictly between 0 and 1"
            " (for example 0.95)", level=level), option="ci_level", value=level)
    return value


def check_bootstraps(n_bootstraps) -> int:
    """``n_bootstraps`` as an int of at least 2 (a spread needs two replicates), or
    :class:`InputError` (its ``option`` is ``"bootstraps"``)."""
    if isinstance(n_bootstraps, bool) or not isinstance(n_bootstraps, numbers.Integral) \
            or n_bootstraps < 2:
        raise InputError(Phrase("the number of bootstraps must be a whole number of at least"
                                " 2, not {n!r}", n=n_bootstraps), option="bootstraps",
                         value=n_bootstraps)
    return int(n_bootstraps)


def shown(value) -> str:
    """A value the user gave, as a message quotes it (numpy scalars as plain numbers).

    >>> shown(np.float64(0.5)), shown("x")
    ('0.5', "'x'")
    """
    if isinstance(value, np.generic):
        value = value.item()
    return repr(value)


def _no_negatives(a: np.ndarray, name: str) -> None:
    ok = a >= 0
    if not ok.all():
        i = int(np.argmin(ok))
        raise CountError(Phrase("{name} at index {index} is {count}; counts cannot be negative",
                                name=name, index=i, count=a[i].item()))


def _one_dimensional(values, name: str) -> np.ndarray:
    try:
        a = np.asarray(values)
    except (TypeError, ValueError) as exc:
        raise InputError(Phrase("{name} must be a one-dimensional sequence of numbers ({error})",
                                name=name, error=str(exc))) from None
    if a.ndim != 1:
        raise InputError(Phrase("{name} must be one-dimensional, got an array of shape {shape}",
                                name=name, shape=a.shape))
    return a


def _first_unconvertible(a: np.ndarray):
    for i, v in enumerate(a.tolist()):
        try:
            float(v)
        except (TypeError, ValueError):
            return i, v
    return 0, a[0] if a.size else None
