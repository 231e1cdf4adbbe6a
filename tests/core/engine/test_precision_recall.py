"""Precision-recall: step values and average precision against scikit-learn, the
interpolated area against a 60-digit closed form and a numeric integration, and the
drawn path against the exact hyperbolas."""

from decimal import Decimal, localcontext
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from scipy.integrate import quad
from sklearn.metrics import average_precision_score, precision_recall_curve

import core
from core import InputError, SegmentType, SingleClassError
from core.engine.precision_recall import precision_recall
from tests.core.engine import oracle
from tests.tiers import examples

EIGHT_SCORES = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
EIGHT_LABELS = [1, 0, 1, 1, 0, 0, 1, 0]

few_scores = st.sampled_from([-3.0, 0.0, 0.2, 0.2000000000000001, 0.5, 0.9, 1.0, 4.0])


@st.composite
def tied_samples(draw, max_size=50):
    n = draw(st.integers(2, max_size))
    scores = draw(st.lists(st.one_of(few_scores, st.floats(-1e3, 1e3, allow_nan=False)),
                           min_size=n, max_size=n))
    labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    assume(any(labels) and not all(labels))
    return np.array(scores), np.array(labels)


@st.composite
def aggregated_rows(draw, max_count=9):
    k = draw(st.integers(1, 20))
    scores = draw(st.lists(few_scores, min_size=k, max_size=k))
    pos = draw(st.lists(st.integers(0, max_count), min_size=k, max_size=k))
    neg = draw(st.lists(st.integers(0, max_count), min_size=k, max_size=k))
    assume(sum(pos) > 0 and sum(neg) > 0)
    return np.array(scores), np.array(pos), np.array(neg)


def blocks(curve):
    """(a, b, c, d) of docs/mathematics.md for every block: TP before, TP + FP before, p, p + n."""
    tp, fp = curve.tp.tolist(), curve.fp.tolist()
    return [(tp[k - 1], tp[k - 1] + fp[k - 1], tp[k] - tp[k - 1],
             tp[k] - tp[k - 1] + fp[k] - fp[k - 1]) for k in range(1, len(tp))]


def area_60_digits(curve) -> Decimal:
    """The closed form of docs/mathematics.md, term by term as written there, to 60 digits."""
    with localcontext() as ctx:
        ctx.prec = 60
        total = Decimal(0)
        for a, b, c, d in blocks(curve):
            if c == 0:
                continue
            mean = Decimal(c) / d
            if b:
                mean += Decimal(a * d - c * b) / (d * d) * (Decimal(b + d) / b).ln()
            total += Decimal(c) * mean
        return total / curve.n_positive


def precision_on_block(a, b, c, d, x):
    return (a + c * x) / (b + d * x)


# ---- the eight-sample example (docs/mathematics.md) ----------------------------------------------

def test_eight_samples_by_hand():
    pr = precision_recall(core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS))
    assert pr.recall.tolist() == [0, 0.25, 0.25, 0.5, 0.75, 0.75, 1, 1]
    # Vertex 0 takes the first block's precision (1/1); then 1/2, 2/3, 3/5, 3/6, 4/7, 4/8.
    expected = [Fraction(1), Fraction(1), Fraction(1, 2), Fraction(2, 3), Fraction(3, 5),
                Fraction(1, 2), Fraction(4, 7), Fraction(1, 2)]
    assert pr.precision.tolist() == [float(f) for f in expected]
    assert pr.thresholds.tolist() == [np.inf] + sorted(set(EIGHT_SCORES), reverse=True)
    assert pr.baseline == 0.5
    # AP = (1 + 2/3 + 3/5 + 4/7) / 4.
    assert pr.average_precision == pytest.approx(float((1 + Fraction(2, 3) + Fraction(3, 5)
                                                        + Fraction(4, 7)) / 4), abs=4e-16)
    assert pr.average_precision == average_precision_score(EIGHT_LABELS, EIGHT_SCORES)


def test_eight_samples_tie_block_area():
    # The tied block at 0.47 starts at TP = 2, FP = 1 and lets in one positive and one
    # negative: its mean precision is 1/2 + (2*2 - 1*3)/4 * ln(5/3).
    curve = core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS)
    assert blocks(curve)[3] == (2, 3, 1, 2)
    mean, _ = quad(lambda x: precision_on_block(2, 3, 1, 2, x), 0, 1)
    assert mean == pytest.approx(0.5 + 0.25 * np.log(5 / 3), abs=1e-15)
    pr = precision_recall(curve)
    assert pr.area == pytest.approx(float(area_60_digits(curve)), rel=4e-16)


# ---- scikit-learn as the oracle of the step values ------------------------------------

def assert_matches_sklearn(pr, labels, scores, weights=None):
    sk_precision, sk_recall, sk_thresholds = precision_recall_curve(
        labels, scores, sample_weight=weights)
    # scikit-learn runs from the lowest threshold up and appends (recall 0, precision 1).
    assert pr.precision[:0:-1].tolist() == sk_precision[:-1].tolist()
    assert pr.recall[:0:-1].tolist() == sk_recall[:-1].tolist()
    assert pr.thresholds[:0:-1].tolist() == sk_thresholds.tolist()
    # Bit for bit, not approximately.
    assert pr.average_precision == average_precision_score(labels, scores, sample_weight=weights)


@settings(max_examples=examples(150), deadline=None)
@given(tied_samples())
def test_steps_and_average_precision_match_sklearn(data):
    s, y = data
    pr = precision_recall(core.roc_from_scores(s, y))
    assert_matches_sklearn(pr, y, s)
    assert pr.recall[0] == 0 and pr.precision[0] == pr.precision[1]


@settings(max_examples=examples(100), deadline=None)
@given(aggregated_rows())
def test_aggregated_rows_match_sklearn_on_the_expanded_samples(rows):
    s, pos, neg = rows
    pr = precision_recall(core.roc_from_counts(s, pos, neg))
    expanded_scores, expanded_labels = oracle.expand_counts(s, pos, neg)
    assert_matches_sklearn(pr, expanded_labels, expanded_scores)
    assert pr.baseline == pos.sum() / (pos.sum() + neg.sum())


def test_many_blocks_average_precision_is_bit_for_bit():
    # Long enough for numpy's pairwise summation to split the sum into blocks.
    rng = np.random.default_rng(12)
    s = np.round(rng.normal(size=5000), 2)
    y = rng.random(5000) < 1 / (1 + np.exp(-2 * s))
    pr = precision_recall(core.roc_from_scores(s, y))
    assert pr.average_precision == average_precision_score(y, s)


# ---- the interpolated area ---------------------------------------------------------

@settings(max_examples=examples(150), deadline=None)
@given(tied_samples())
def test_area_is_the_closed_form_to_a_few_ulps(data):
    s, y = data
    curve = core.roc_from_scores(s, y)
    assert precision_recall(curve).area == pytest.approx(float(area_60_digits(curve)),
                                                         rel=1e-15, abs=0)


@settings(max_examples=examples(60), deadline=None)
@given(aggregated_rows(max_count=40))
def test_area_is_the_numeric_integral_of_the_path(rows):
    # Independent of the closed form: integrate precision over recall block by block.
    curve = core.roc_from_counts(*rows)
    total = 0.0
    for a, b, c, d in blocks(curve):
        if c:
            mean, err = quad(lambda x, a=a, b=b, c=c, d=d: precision_on_block(a, b, c, d, x), 0, 1,
                             epsabs=1e-14, epsrel=1e-13)
            total += c * mean
    assert precision_recall(curve).area == pytest.approx(total / curve.n_positive,
                                                         rel=1e-12, abs=1e-13)


def test_area_of_huge_counts_where_blocks_are_tiny_against_what_precedes_them():
    # d / b down to 1e-12: the closed form's two terms nearly cancel unless log1p is used.
    scores = np.arange(6.0)
    pos = np.array([10**12, 3, 10**12 + 7, 1, 0, 5 * 10**11])
    neg = np.array([3 * 10**12, 1, 2, 10**12, 9, 1])
    curve = core.roc_from_counts(scores, pos, neg)
    assert precision_recall(curve).area == pytest.approx(float(area_60_digits(curve)),
                                                         rel=1e-15, abs=0)


def test_area_under_a_perfect_and_a_chance_curve():
    perfect = precision_recall(core.roc_from_scores([3, 2, 1, 0], [1, 1, 0, 0]))
    assert perfect.area == 1.0 and perfect.average_precision == 1.0
    # One block holding everything: precision is the prevalence all along.
    chance = precision_recall(core.roc_from_counts([0.5], [3], [7]))
    assert chance.area == chance.average_precision == chance.baseline == 0.3


def test_dense_path_converges_to_the_area():
    rng = np.random.default_rng(3)
    curve = core.roc_from_scores(rng.integers(0, 5, 60), rng.random(60) < 0.3)
    pr = precision_recall(curve)
    path = pr.path(points_per_block=2000, tolerance=0)
    assert np.trapezoid(path.precision, path.recall) == pytest.approx(pr.area, abs=1e-7)


# ---- the drawn path --------------------------------------------------------------

@settings(max_examples=examples(100), deadline=None)
@given(aggregated_rows(), st.integers(1, 12))
def test_path_points_lie_on_the_exact_curve(rows, pieces):
    curve = core.roc_from_counts(*rows)
    pr = precision_recall(curve)
    path = pr.path(points_per_block=pieces, tolerance=0)
    vp = path.vertex_point
    assert vp[0] == 0 and vp[-1] == len(path) - 1 and (np.diff(vp) >= 1).all()
    assert path.recall[vp].tolist() == pr.recall.tolist()
    assert path.precision[vp].tolist() == pr.precision.tolist()
    assert len(path.segment) == len(path) - 1
    m_pos = curve.n_positive
    for k, (a, b, c, d) in enumerate(blocks(curve)):
        inner = range(vp[k] + 1, vp[k + 1])
        straight = c == 0 or b == 0 or a * d == b * c
        assert len(inner) == (0 if straight else pieces - 1)
        assert (path.segment[vp[k]:vp[k + 1]] == curve.segments[k]).all()
        for j, i in enumerate(inner, start=1):
            x = Fraction(j, pieces)
            assert path.recall[i] == pytest.approx(float((a + c * x) / m_pos), abs=1e-15)
            assert path.precision[i] == pytest.approx(float((a + c * x) / (b + d * x)),
                                                      abs=1e-15)


@settings(max_examples=examples(60), deadline=None)
@given(aggregated_rows(max_count=30), st.sampled_from([1e-2, 1e-3, 1e-4]))
def test_blocks_drawn_straight_stay_within_the_tolerance(rows, tolerance):
    curve = core.roc_from_counts(*rows)
    path = precision_recall(curve).path(points_per_block=8, tolerance=tolerance)
    vp = path.vertex_point
    x = np.linspace(0, 1, 401)
    for k, (a, b, c, d) in enumerate(blocks(curve)):
        if c == 0 or b == 0 or vp[k + 1] - vp[k] > 1:
            continue  # recall stands still, or precision is c / d all along
        exact = precision_on_block(a, b, c, d, x)
        chord = exact[0] + (exact[-1] - exact[0]) * x
        assert np.abs(exact - chord).max() <= tolerance * (1 + 1e-9)


def test_a_bending_block_beyond_the_tolerance_is_drawn_curved():
    # One negative, then ten positives sharing a score: precision climbs from 0 to 10/11
    # along x / (1 + x) scaled, far from its chord.
    curve = core.roc_from_counts([2.0, 1.0, 0.0], [0, 10, 0], [1, 0, 5])
    path = precision_recall(curve).path(points_per_block=16)
    assert np.diff(path.vertex_point).tolist() == [1, 16, 1]
    assert curve.segments[1] == SegmentType.TRUE_POSITIVE


def test_a_million_tie_free_blocks_get_few_extra_points():
    k = 10**6
    rng = np.random.default_rng(5)
    pos = (rng.random(k) < 0.3).astype(np.int64)
    curve = core.roc_from_counts(np.arange(k, dtype=np.float64), pos, 1 - pos)
    pr = precision_recall(curve)
    path = pr.path(points_per_block=16)
    # Only blocks near the top (few samples above them) can bend by more than 1e-4.
    assert len(path) < k + 1 + 15 * 3000
    assert path.recall[-1] == 1.0 and path.precision[-1] == pr.baseline


def test_first_block_without_positives_starts_at_precision_zero():
    pr = precision_recall(core.roc_from_scores([3, 2, 1], [0, 1, 0]))
    assert pr.recall.tolist() == [0, 0, 1, 1]
    assert pr.precision.tolist() == [0, 0, 0.5, 1 / 3]


def test_arrays_are_read_only():
    pr = precision_recall(core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS))
    path = pr.path()
    for a in (pr.recall, pr.precision, pr.thresholds, path.recall, path.precision,
              path.segment, path.vertex_point):
        with pytest.raises(ValueError):
            a[0] = 0


@pytest.mark.parametrize("pieces, tolerance", [(0, 1e-4), (2.5, 1e-4), (True, 1e-4),
                                               (16, -1.0), (16, float("nan"))])
def test_bad_path_settings(pieces, tolerance):
    pr = precision_recall(core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS))
    with pytest.raises(InputError):
        pr.path(points_per_block=pieces, tolerance=tolerance)


def test_one_class_is_refused():
    with pytest.raises(SingleClassError):
        precision_recall(core.roc_from_scores([0.2, 0.4], [1, 1]))
