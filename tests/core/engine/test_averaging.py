"""Means of exact fractions, rounded once: the certified fast path against Fraction
arithmetic, including the inputs built to defeat it."""

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine import averaging
from core.engine.averaging import mean_of_ratios, sample_sd, sqrt_rounded
from tests.tiers import examples


def exact_mean(a, b, w):
    value = sum((Fraction(int(x), int(y)) * int(z) for x, y, z in zip(a, b, w)),
                Fraction(0)) / sum(int(z) for z in w)
    return value.numerator / value.denominator


@st.composite
def ratios(draw):
    n = draw(st.integers(1, 40))
    size = draw(st.sampled_from([10, 10**6, 2**52, 2**60]))
    b = draw(st.lists(st.integers(1, size), min_size=n, max_size=n))
    a = [draw(st.integers(0, y)) for y in b]
    w = draw(st.lists(st.integers(0, draw(st.sampled_from([1, 1000, 2**40]))),
                      min_size=n, max_size=n))
    if sum(w) == 0:
        w[0] = 1
    return np.array(a, dtype=object if size > 2**62 else np.int64), \
        np.array(b, dtype=np.int64), np.array(w, dtype=np.int64)


@settings(max_examples=examples(400), deadline=None)
@given(ratios())
def test_the_mean_is_the_correctly_rounded_exact_mean(data):
    a, b, w = data
    assert mean_of_ratios(a, b, w) == exact_mean(a, b, w)
    assert mean_of_ratios(a, b) == exact_mean(a, b, [1] * len(a))


def test_a_mean_next_to_a_rounding_boundary_is_still_rounded_right():
    # (1/2 + (1/2 + 2^-53)) / 2 lies a hair above 1/2: the half-way case between two
    # floats, where a float sum would round the wrong way.
    a = np.array([1, 2**52 + 1])
    b = np.array([2, 2**53])
    assert mean_of_ratios(a, b) == exact_mean(a, b, [1, 1])
    # Many terms that sum exactly to a midpoint between two floats: the certificate
    # cannot decide and the exact sum does.
    a = np.array([1, 1, 1])
    b = np.array([3, 3, 3 * 2**53])
    assert mean_of_ratios(a, b) == exact_mean(a, b, [1, 1, 1])


def test_the_order_of_the_terms_does_not_change_the_mean():
    rng = np.random.default_rng(0)
    b = rng.integers(1, 10**9, 10_000) * 2
    a = (rng.random(10_000) * b).astype(np.int64)
    order = rng.permutation(10_000)
    assert mean_of_ratios(a, b) == mean_of_ratios(a[order], b[order])
    assert mean_of_ratios(a, b, a + 1) == mean_of_ratios(a[order], b[order], (a + 1)[order])


def test_the_fast_path_certifies_ordinary_means():
    rng = np.random.default_rng(1)
    b = rng.integers(1, 10**6, 1000) * 2
    a = (rng.random(1000) * b).astype(np.int64)
    w = np.ones(1000, dtype=np.int64)
    assert averaging._certified(a, b, w, 1000) == exact_mean(a, b, w)


def test_no_weight_gives_nan():
    assert math.isnan(mean_of_ratios([], []))
    assert math.isnan(mean_of_ratios([1], [2], [0]))
    with pytest.raises(ValueError):
        mean_of_ratios([1, 2], [3])


@settings(max_examples=examples(200), deadline=None)
@given(st.fractions(min_value=0, max_value=10**30))
def test_square_roots_are_correctly_rounded(x):
    root = sqrt_rounded(x)
    if x == 0:
        assert root == 0.0
        return
    # The correctly rounded root r satisfies (r - ulp/2)^2 <= x <= (r + ulp/2)^2.
    r = Fraction(root)
    half = Fraction(math.ulp(root)) / 2
    assert (r - half) ** 2 <= x <= (r + half) ** 2


def test_sample_sd_uses_ddof_1():
    values = [Fraction(1, 2), Fraction(3, 4), Fraction(1)]
    assert sample_sd(values) == pytest.approx(np.std([0.5, 0.75, 1.0], ddof=1), rel=1e-15)
    assert sample_sd(values) == 0.25
