"""Averages of exact fractions, rounded once.

Per-stratum AUCs are exact fractions ``a_i / b_i`` of pair counts. Their plain and
weighted means are rational too, and rocscope reports the float nearest to that exact
mean (ties to even), the same whichever engine counted the pairs and in whatever order
the strata come. Adding a million ``Fraction`` objects would make that exact but slow
(their common denominator grows with every new denominator), so :func:`mean_of_ratios`
takes a vectorised path that is *certified*: it computes the sum to about 100 bits,
bounds the error, and accepts the result only when every value within the bound rounds
to the same float; otherwise (a mean within 2^-100 of the midpoint between two floats)
it adds exact fractions. Either way the answer is the correctly rounded exact mean.

>>> mean_of_ratios([1, 3], [2, 4])                  # (1/2 + 3/4) / 2
0.625
>>> mean_of_ratios([1, 2], [3, 3], weights=[2, 1])  # (2·1/3 + 1·2/3) / 3
0.4444444444444444
>>> sample_sd([Fraction(1, 2), Fraction(3, 4), Fraction(1, 1)])
0.25
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction

import numpy as np

from core.engine.exact import EXACT_INTEGER, total


def mean_of_ratios(numerators, denominators, weights=None) -> float:
    """The weighted mean ``Σ w_i (a_i / b_i) / Σ w_i``, correctly rounded from its exact
    value.

    Parameters
    ----------
    numerators, denominators : array_like of non-negative integers, shape (n,)
        The ratios ``a_i / b_i``, each with ``0 <= a_i <= b_i`` and ``b_i > 0`` (an AUC,
        a rate). Python integers of any size are accepted (an object array).
    weights : array_like of non-negative integers, optional
        One per ratio (all 1 when omitted): the plain mean.

    Returns
    -------
    float
        NaN when there is no ratio or every weight is 0 (the mean is undefined).

    Examples
    --------
    >>> mean_of_ratios([21, 5], [32, 6], weights=[8, 5])  # (8·21/32 + 5·5/6) / 13
    0.7243589743589743
    """
    a = np.asarray(numerators)
    b = np.asarray(denominators)
    w = np.ones(len(a), dtype=np.int64) if weights is None else np.asarray(weights)
    if not (len(a) == len(b) == len(w)):
        raise ValueError("numerators, denominators and weights differ in length")
    if len(a) == 0:
        return math.nan
    weight = total(w) if w.dtype.kind in "iu" else sum(int(x) for x in w.tolist())
    if weight == 0:
        return math.nan
    fast = _certified(a, b, w, weight)
    if fast is not None:
        return fast
    return float(_exact_sum(a, b, w) / weight)


def mean_of_fractions(values: Sequence[Fraction]) -> Fraction:
    """The exact mean of a few fractions (folds, classes, pairs of classes).

    >>> mean_of_fractions([Fraction(1, 2), Fraction(1, 3)])
    Fraction(5, 12)
    """
    if not values:
        raise ValueError("the mean of no values is undefined")
    return sum(values, Fraction(0)) / len(values)


def sample_variance(values: Sequence[Fraction]) -> Fraction:
    """The exact sample variance (``ddof = 1``) of a few fractions.

    >>> sample_variance([Fraction(0), Fraction(1)])
    Fraction(1, 2)
    """
    if len(values) < 2:
        raise ValueError("a sample variance needs two values")
    mean = mean_of_fractions(values)
    return sum(((v - mean) ** 2 for v in values), Fraction(0)) / (len(values) - 1)


def sample_sd(values: Sequence[Fraction]) -> float:
    """The sample standard deviation (``ddof = 1``): the correctly rounded square root
    of the exact sample variance."""
    return sqrt_rounded(sample_variance(values))


def sqrt_rounded(value: Fraction) -> float:
    """``sqrt(value)`` correctly rounded to float64 (``math.sqrt`` of a rounded float can
    be one unit in the last place off).

    >>> sqrt_rounded(Fraction(9, 4)), sqrt_rounded(Fraction(2))
    (1.5, 1.4142135623730951)
    """
    value = Fraction(value)
    if value < 0:
        raise ValueError("the square root of a negative number")
    if value == 0:
        return 0.0
    p, q = value.numerator, value.denominator
    # sqrt(p/q) = sqrt(p q) / q: scale so that the integer root has at least 64 bits
    # beyond the result's 53, then narrow the interval [s, s + 1) until it rounds one way.
    bits = 128
    while True:
        scale = max(0, bits - (p * q).bit_length() // 2)
        n = (p * q) << (2 * scale)
        s = math.isqrt(n)
        denominator = q << scale
        if s * s == n:
            return s / denominator  # int / int is correctly rounded
        low, high = s / denominator, (s + 1) / denominator
        if low == high:
            return low
        bits *= 2


def _exact_sum(a: np.ndarray, b: np.ndarray, w: np.ndarray) -> Fraction:
    """``Σ w a / b`` exactly: terms sharing a denominator are added as integers first, so
    there are as many fractions to add as distinct denominators."""
    by_denominator: dict[int, int] = {}
    for x, y, z in zip(a.tolist(), b.tolist(), w.tolist()):
        by_denominator[int(y)] = by_denominator.get(int(y), 0) + int(z) * int(x)
    return sum((Fraction(x, y) for y, x in by_denominator.items()), Fraction(0))


def _certified(a: np.ndarray, b: np.ndarray, w: np.ndarray, weight: int) -> float | None:
    """The correctly rounded mean from float64 arithmetic with error bounds, or None
    when the inputs are too large for it or the bound cannot decide the rounding.

    Each ratio is split into ``hi + lo`` (``hi`` the rounded quotient, ``lo`` the
    rounded quotient of its exact remainder), each weighted product into exact parts
    (Dekker's two-product), and the parts are added pairwise keeping every rounding
    error (Knuth's two-sum), so the sum is known to about 100 bits. What is lost is
    bounded, and the result accepted only when the bound cannot change its rounding.
    """
    if a.dtype.kind not in "iu" or b.dtype.kind not in "iu" or w.dtype.kind not in "iu":
        return None
    if (int(b.max()) >= EXACT_INTEGER or int(a.max()) >= EXACT_INTEGER
            or int(w.max()) >= EXACT_INTEGER or int(a.min()) < 0 or int(b.min()) <= 0
            or int(w.min()) < 0 or np.any(a > b)):
        return None
    af, bf, wf = a.astype(np.float64), b.astype(np.float64), w.astype(np.float64)
    hi = af / bf
    product, error = _two_product(hi, bf)
    # a - product is exact (Sterbenz: product is within a factor 2 of a, or both are 0);
    # subtracting the product's error rounds once, relative error 2^-53 of a tiny value.
    lo = ((af - product) - error) / bf
    whi, whi_error = _two_product(wf, hi)
    first, errors = _two_sum_tree(np.concatenate((whi, whi_error, wf * lo)))
    second = float(errors.sum())
    # Lost: |hi + lo - a/b| <= 2^-105 and |w lo - fl(w lo)| <= w 2^-106 per term, and the
    # rounding of the errors' float sum (at most m 2^-53 times the sum of their sizes,
    # itself computed in floats: doubled to cover that).
    m = len(errors)
    bound = (Fraction(weight, 2**100)
             + Fraction(float(np.abs(errors).sum())) * (2 * m + 2) / 2**53)
    centre = Fraction(first) + Fraction(second)
    low = float((centre - bound) / weight)
    high = float((centre + bound) / weight)
    return low if low == high else None


def _two_sum_tree(x: np.ndarray) -> tuple[float, np.ndarray]:
    """``(s, e)`` with ``s + Σ e`` exactly ``Σ x``: the values added pairwise, level by
    level, each addition's rounding error kept (Knuth's two-sum), vectorised."""
    errors = []
    while len(x) > 1:
        if len(x) % 2:
            x = np.append(x, 0.0)
        a, b = x[0::2], x[1::2]
        s = a + b
        virtual = s - a
        errors.append((a - (s - virtual)) + (b - virtual))
        x = s
    total_ = float(x[0]) if len(x) else 0.0
    return total_, np.concatenate(errors) if errors else np.zeros(0)


_SPLIT = 134217729.0  # 2^27 + 1: Veltkamp's splitter for float64


def _two_product(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``(p, e)`` with ``p = fl(x y)`` and ``p + e = x y`` exactly (Dekker), element by
    element, for values far from overflow and underflow."""
    p = x * y
    xh, xl = _split(x)
    yh, yl = _split(y)
    e = ((xh * yh - p) + xh * yl + xl * yh) + xl * yl
    return p, e


def _split(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    c = _SPLIT * x
    high = c - (c - x)
    return high, x - high
