"""Exact integer sums that never overflow silently, and the integer type counts are kept in.

numpy's integer arithmetic wraps around without a word. Every sum the engine forms is a
sum of non-negative terms whose total has a known bound, so the rule is simple: when the
bound fits in int64, every partial sum does too and numpy is exact; otherwise fall back
to Python integers, which are exact at any size (slower, and only ever needed for
aggregated logs with more than about 3·10^9 samples per class).

Cumulative counts are stored in the narrowest of int32 and int64 that holds their total
(:func:`count_dtype`), so arithmetic on them must widen first: :func:`dot` and
:func:`widen` do.
"""

from __future__ import annotations

import numpy as np

INT64_MAX = int(np.iinfo(np.int64).max)
INT32_MAX = int(np.iinfo(np.int32).max)
EXACT_INTEGER = 2**53  # every integer up to here in magnitude is exactly a float64

# Elements converted to int64 at a time by dot(): small enough to stay in cache, large
# enough that the Python loop around it costs nothing.
_CHUNK = 1 << 16


def fits_int64(bound: int) -> bool:
    return 0 <= bound <= INT64_MAX


def count_dtype(total: int) -> np.dtype:
    """The integer type of counts that never exceed ``total``: int32 up to 2**31 - 1,
    else int64. Signed, so that differences of counts stay meaningful, and never
    narrower than int32, so that callers adding a few counts cannot overflow."""
    return np.dtype(np.int32) if 0 <= total <= INT32_MAX else np.dtype(np.int64)


def dot(a: np.ndarray, b: np.ndarray, bound: int) -> int:
    """Exact ``sum(a * b)`` for non-negative integer arrays whose sum is ``<= bound``.

    The products are formed in int64 a slice at a time, so narrow inputs cannot wrap
    and no int64 copy of a whole array is made.
    """
    if not fits_int64(bound):
        return sum(x * y for x, y in zip(a.tolist(), b.tolist()))
    if a.dtype == np.int64 and b.dtype == np.int64:
        return int(np.dot(a, b))
    result = 0
    for i in range(0, len(a), _CHUNK):
        result += int(np.dot(a[i:i + _CHUNK].astype(np.int64),
                             b[i:i + _CHUNK].astype(np.int64)))
    return result


def total(a: np.ndarray) -> int:
    """Exact sum of a non-negative integer array, however large."""
    if a.size == 0:
        return 0
    # Each element is below 2**63, so a float estimate tells whether int64 can hold the sum.
    if float(a.max()) * a.size < 2.0**62:
        return int(a.sum(dtype=np.int64))
    return sum(a.tolist())


def widen(bound: int, *arrays: np.ndarray):
    """The arrays as int64 (Python-integer object arrays when ``bound`` exceeds int64).

    Use before element-wise arithmetic whose results can reach ``bound``: counts may be
    stored as int32, where such arithmetic would wrap.
    """
    if fits_int64(bound):
        return tuple(np.asarray(a).astype(np.int64, copy=False) for a in arrays)
    return tuple(a.astype(object) for a in arrays)
