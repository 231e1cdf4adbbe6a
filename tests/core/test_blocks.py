"""Each way from scores to tie blocks (counting on a grid, one sort of combined keys,
Python objects) gives the blocks an exact sweep over Python numbers gives."""

from contextlib import contextmanager
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

import core
from core.engine import blocks, grid_counts, key_sort, two_threads
from core.engine.build import roc_from_score_pieces
from tests.tiers import examples


def exact_sweep(scores, labels):
    """Thresholds and cumulative counts by the textbook sweep, over Python numbers
    (integers and floats compare exactly in Python)."""
    values = [v.item() if isinstance(v, np.generic) else v for v in scores]
    pairs = sorted(zip(values, labels), key=lambda p: p[0], reverse=True)
    thresholds, tp, fp = [float("inf")], [0], [0]
    for value, label in pairs:
        if value != thresholds[-1]:
            thresholds.append(value)
            tp.append(tp[-1])
            fp.append(fp[-1])
        tp[-1] += bool(label)
        fp[-1] += not label
    return thresholds, tp, fp


def assert_is_the_sweep(curve, scores, labels):
    thresholds, tp, fp = exact_sweep(scores, labels)
    assert curve.thresholds.tolist() == thresholds
    assert curve.tp.tolist() == tp and curve.fp.tolist() == fp
    pos = [v for v, y in zip(scores, labels) if y]
    neg = [v for v, y in zip(scores, labels) if not y]
    c = sum(p > q for p in pos for q in neg)
    t = sum(p == q for p in pos for q in neg)
    assert curve.pairs == core.PairCounts(c, t, len(pos) * len(neg) - c - t)


WAYS = pytest.mark.parametrize("way", ["counted", "spans", "sorted"])


@contextmanager
def going(way):
    """Grids counted whenever they are found (in one pass, or "spans" of two grid
    points at a time, as a large grid is), or every score sorted (from two rows on cut
    at their median and sorted on two threads, as many rows are); rows and grid points handled a few
    at a time, so that slices end inside tie blocks."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(blocks, "_CHUNK", 3)
        patch.setattr(grid_counts, "_CHUNK", 3)
        patch.setattr(blocks, "_SLICE", 2)
        patch.setattr(key_sort, "_SLICE", 2)
        patch.setattr(key_sort, "_TWO_THREADS_ROWS", 2)
        if way == "spans":
            patch.setattr(grid_counts, "_ONE_PASS_BINS", 0)
            patch.setattr(grid_counts, "_SPAN_BITS", 2)
        if way == "sorted":
            patch.setattr(grid_counts, "GRID_POINTS_PER_ROW", 0)
            patch.setattr(grid_counts, "_GRID_MIN_POINTS", 0)
        yield


decimal_scores = st.integers(-3, 3).flatmap(lambda d: st.integers(-2000, 2000).map(
    lambda k: float(k / 10.0**d) if d >= 0 else float(k * 10**-d)))
float_scores = st.one_of(
    decimal_scores,
    st.sampled_from([0.0, -0.0, 5e-324, -5e-324, 1e308, -1e308, 2.0, -2.0, 0.1, 0.3]),
    st.floats(allow_nan=False, allow_infinity=False))


@WAYS
@settings(max_examples=examples(200), deadline=None)
@given(st.lists(float_scores, min_size=1, max_size=40), st.data())
@example(scores=[-0.0, 0.0, 0.0], data=None)
@example(scores=[1e308, -1e308, 0.5], data=None)  # keys spanning 2**64: two groups
def test_float_scores(way, scores, data):
    labels = [i % 2 == 0 for i in range(len(scores))] if data is None else data.draw(
        st.lists(st.booleans(), min_size=len(scores), max_size=len(scores)))
    with going(way):
        curve = core.roc_from_scores(np.array(scores, dtype=np.float64), labels)
    assert_is_the_sweep(curve, scores, labels)
    assert curve.thresholds.dtype == np.float64


@pytest.mark.parametrize(("low", "high", "view"), [
    (0.0, 1.0, np.float64),  # probabilities: their keys are finite float64 bit patterns
    (0.0, 1.9, np.int64),  # keys below 2**63, but some past +inf's bits
    (-0.3, 0.7, np.uint64),  # both signs: keys up to 2**64
])
@pytest.mark.parametrize("tied", [False, True])
def test_keys_sorted_as_floats_or_integers_give_the_sweep(low, high, view, tied):
    rng = np.random.default_rng(5)
    scores = np.concatenate([[low, high], rng.uniform(low, high, 300)])
    if tied:
        scores = np.concatenate([scores, scores[:50]])
    labels = rng.random(len(scores)) < 0.4
    groups = key_sort._float_groups(low, high)
    assert [key_sort._sort_view(g) for g in groups] == [np.dtype(view)]
    with going("sorted"):
        curve = core.roc_from_scores(scores, labels)
    assert_is_the_sweep(curve, scores.tolist(), labels.tolist())


int64s = st.one_of(st.integers(-(2**63), 2**63 - 1), st.integers(-5, 5),
                   st.integers(2**53 - 2, 2**53 + 2), st.integers(2**62, 2**62 + 3))
uint64s = st.one_of(st.integers(0, 2**64 - 1), st.integers(2**63 - 2, 2**63 + 2),
                    st.integers(0, 5))


@WAYS
@settings(max_examples=examples(200), deadline=None)
@given(st.sampled_from([(np.int64, int64s), (np.uint64, uint64s)]).flatmap(
    lambda t: st.tuples(st.just(t[0]), st.lists(t[1], min_size=1, max_size=40))), st.data())
def test_integer_scores(way, typed, data):
    dtype, scores = typed
    labels = data.draw(st.lists(st.booleans(), min_size=len(scores), max_size=len(scores)))
    with going(way):
        curve = core.roc_from_scores(np.array(scores, dtype=dtype), labels)
    assert_is_the_sweep(curve, scores, labels)
    exact_as_float = all(abs(v) <= 2**53 for v in scores)
    assert curve.thresholds.dtype == (np.float64 if exact_as_float else object)


@pytest.mark.parametrize("masked_ends", [0.0, 0.75, 1.0])  # always a mask, as built, never
def test_block_ends_read_through_a_mask_or_by_place_give_the_sweep(masked_ends):
    # Slices of 8 sorted rows: one where every row ends a block, then one of pairs,
    # then blocks of three; the ends are read through a mask where nearly every row
    # ends a block, else gathered by place.
    scores = [float(v) for v in range(20, 12, -1)] + [10.0, 10.0, 9.0, 9.0, 8.0, 8.0,
                                                       7.0, 7.0] + [5.0] * 3 + [4.0] * 3
    labels = [i % 3 == 0 for i in range(len(scores))]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(blocks, "_SLICE", 8)
        patch.setattr(blocks, "_MASKED_ENDS", masked_ends)
        patch.setattr(grid_counts, "GRID_POINTS_PER_ROW", 0)
        patch.setattr(grid_counts, "_GRID_MIN_POINTS", 0)
        curve = core.roc_from_scores(np.array(scores), labels)
    assert_is_the_sweep(curve, scores, labels)


def test_integers_beyond_float_precision_are_two_scores():
    curve = core.roc_from_scores([9007199254740993, 9007199254740992], [1, 0])
    assert curve.pairs == core.PairCounts(1, 0, 0)
    assert curve.thresholds.tolist() == [float("inf"), 9007199254740993, 9007199254740992]
    assert curve.tp[1] == 1


def test_python_integers_beyond_64_bits_are_exact():
    scores = np.array([2**70 + 1, 2**70, -(2**70), 3], dtype=object)
    curve = core.roc_from_scores(scores, [1, 0, 1, 0])
    assert_is_the_sweep(curve, scores.tolist(), [1, 0, 1, 0])
    assert curve.auc_exact() == Fraction(1, 2)


@WAYS
@settings(max_examples=examples(100), deadline=None)
@given(st.lists(st.one_of(decimal_scores, st.floats(-1e3, 1e3)), min_size=2, max_size=60),
       st.data())
def test_pieces_give_the_joined_curve(way, scores, data):
    labels = data.draw(st.lists(st.booleans(), min_size=len(scores), max_size=len(scores)))
    cuts = sorted(data.draw(st.lists(st.integers(0, len(scores)), max_size=4)))
    pieces = np.split(np.array(scores), cuts)
    with going(way):
        curve = roc_from_score_pieces(pieces, labels)
    assert_is_the_sweep(curve, scores, labels)


def test_a_score_off_the_grid_after_the_sample_falls_back_to_sorting():
    n = 200_000
    rng = np.random.default_rng(3)
    s = np.round(rng.random(n), 3)
    s[n // 2 + 1] = 0.12345678  # between sampled rows: found only when every row is checked
    y = rng.random(n) < 0.5
    curve = core.roc_from_scores(s, y)
    assert 0.12345678 in curve.thresholds
    thresholds, tp, fp = exact_sweep(s.tolist(), y.tolist())
    assert curve.thresholds.tolist() == thresholds and curve.tp.tolist() == tp


@pytest.mark.parametrize("decimals", [0, 2, 6])
@pytest.mark.parametrize("spans", [False, True])
def test_large_decimal_data_is_counted_and_exact(decimals, spans, monkeypatch):
    rng = np.random.default_rng(decimals)
    n = 300_000
    s = np.round(rng.normal(0, 3, n), decimals)
    y = rng.random(n) < 1 / (1 + np.exp(-s))
    if spans:  # the grid counted in spans of 2**10 grid points, as a large grid is
        monkeypatch.setattr(grid_counts, "_ONE_PASS_BINS", 0)
        monkeypatch.setattr(grid_counts, "_SPAN_BITS", 11)
    counted = core.roc_from_scores(s, y)
    monkeypatch.setattr(grid_counts, "GRID_POINTS_PER_ROW", 0)
    monkeypatch.setattr(grid_counts, "_GRID_MIN_POINTS", 0)
    sorted_ = core.roc_from_scores(s, y)
    for name in ("thresholds", "tp", "fp", "segments"):
        np.testing.assert_array_equal(getattr(counted, name), getattr(sorted_, name))
    assert counted.pairs == sorted_.pairs
    # The sort's curve checked against an independent one: scikit-learn's vertices.
    from sklearn.metrics import roc_curve
    fpr, tpr, _ = roc_curve(y, s, drop_intermediate=False)
    np.testing.assert_array_equal(fpr, counted.fp / counted.n_negative)
    np.testing.assert_array_equal(tpr, counted.tp / counted.n_positive)


def test_counts_take_the_narrowest_type_that_holds_them():
    curve = core.roc_from_scores([0.3, 0.1, 0.2], [1, 0, 1])
    assert curve.tp.dtype == curve.fp.dtype == np.int32
    big = core.roc_from_counts([0.5, 0.1], [2**31, 0], [0, 3])
    assert big.tp.dtype == np.int64 and big.tp[-1] == 2**31


def test_work_shared_by_two_threads_gives_both_results_and_raises_the_threads_error():
    def work(x):
        if x < 0:
            raise ValueError("negative")
        return 2 * x

    assert two_threads.on_two_threads(work, (1,), (2,)) == (2, 4)
    assert two_threads.on_two_threads(work, (1,), (2,), split=False) == (2, 4)
    with pytest.raises(ValueError, match="negative"):
        two_threads.on_two_threads(work, (-1,), (2,))  # raised on the second thread
