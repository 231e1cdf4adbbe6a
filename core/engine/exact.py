"""Exact integer sums that never overflow silently.

numpy's int64 arithmetic wraps around without a word. Every sum the engine forms is a
sum of non-negative terms whose total has a known bound, so the rule is simple: when the
bound fits in int64, every partial sum does too and numpy is exact; otherwise fall back
to Python integers, which are exact at any size (slower, and only ever needed for
aggregated logs with more than about 3·10^9 samples per class).
"""

from __future__ import annotations

import numpy as np

INT64_MAX = int(np.iinfo(np.int64).max)


def fits_int64(bound: int) -> bool:
    return 0 <= bound <= INT64_MAX


def dot(a: np.ndarray, b: np.ndarray, bound: int) -> int:
    """Exact ``sum(a * b)`` for non-negative integer arrays whose sum is ``<= bound``."""
    if fits_int64(bound):
        return int(np.dot(a.astype(np.int64, copy=False), b.astype(np.int64, copy=False)))
    return sum(x * y for x, y in zip(a.tolist(), b.tolist()))


def total(a: np.ndarray) -> int:
    """Exact sum of a non-negative integer array, however large."""
    if a.size == 0:
        return 0
    # Each element is below 2**63, so a float estimate tells whether int64 can hold the sum.
    if float(a.max()) * a.size < 2.0**62:
        return int(a.sum(dtype=np.int64))
    return sum(a.tolist())



def widen(bound: int, *arrays: np.ndarray):
    """The arrays, as Python-integer object arrays when ``bound`` exceeds int64.

    Use before element-wise arithmetic whose results can reach ``bound``.
    """
    if fits_int64(bound):
        return arrays
    return tuple(a.astype(object) for a in arrays)
