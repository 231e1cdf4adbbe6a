"""Properties on random inputs with many ties, checked against brute-force oracles."""

from fractions import Fraction

import numpy as np
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

import core
from core import SegmentType, TieOrdering
from tests.core.engine import oracle
from tests.tiers import examples

# Few distinct values, so that ties (and mixed blocks) are the rule, not the exception.
tied_scores = st.sampled_from([-2.0, 0.0, 0.1, 0.25, 0.5, 0.5000000000000001, 0.9, 1.0, 7.0])


@st.composite
def samples(draw, min_size=2, max_size=60, both_classes=True):
    n = draw(st.integers(min_size, max_size))
    scores = draw(st.lists(
        st.one_of(tied_scores, st.floats(-1e6, 1e6, allow_nan=False, width=64)),
        min_size=n, max_size=n))
    labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    if both_classes:
        assume(any(labels) and not all(labels))
    return np.array(scores), np.array(labels)


@st.composite
def aggregated(draw):
    k = draw(st.integers(1, 25))
    scores = draw(st.lists(tied_scores, min_size=k, max_size=k))
    pos = draw(st.lists(st.integers(0, 6), min_size=k, max_size=k))
    neg = draw(st.lists(st.integers(0, 6), min_size=k, max_size=k))
    assume(sum(pos) > 0 and sum(neg) > 0)
    return np.array(scores), np.array(pos), np.array(neg)


@given(samples())
def test_vertices_match_the_textbook_sweep(data):
    s, y = data
    curve = core.roc_from_scores(s, y)
    thresholds, tp, fp = oracle.sweep(s, y)
    assert curve.thresholds.tolist() == thresholds
    assert curve.tp.tolist() == tp and curve.fp.tolist() == fp
    p, n = np.diff(tp), np.diff(fp)
    expected = np.where(n == 0, SegmentType.TRUE_POSITIVE,
                        np.where(p == 0, SegmentType.FALSE_POSITIVE, SegmentType.MIXED))
    assert curve.segments.tolist() == expected.tolist()
    # One block's counts, asked alone, are the textbook's too.
    for k in range(1, len(tp)):
        block = curve.block_at(k)
        assert (block.positives, block.negatives) == (p[k - 1], n[k - 1])


@given(samples())
def test_pair_counts_match_brute_force(data):
    s, y = data
    curve = core.roc_from_scores(s, y)
    c, t, d = oracle.pair_counts(s, y)
    assert curve.pairs == core.PairCounts(c, t, d)
    assert curve.pairs.total == curve.n_positive * curve.n_negative
    for ordering, value in oracle.auc_fractions(s, y).items():
        assert curve.auc_exact(ordering) == value
        assert curve.auc(ordering) == float(value)


@given(samples())
def test_five_formulas_agree_and_orderings_relate(data):
    curve = core.roc_from_scores(*data)
    formulas = core.five_formulas(curve)
    assert {f.exact for f in formulas} == {curve.auc_exact("average")}
    assert curve.auc_exact("average") == (curve.auc_exact("best") + curve.auc_exact("worst")) / 2
    assert curve.rank_loss == float(1 - curve.auc_exact("average"))
    assert curve.auc_exact("best") - curve.auc_exact("worst") == Fraction(
        curve.pairs.tied, curve.pairs.total)


@given(samples())
def test_polyline_area_is_the_auc_of_its_ordering(data):
    curve = core.roc_from_scores(*data)
    m_pos, m_neg = curve.n_positive, curve.n_negative
    for ordering in TieOrdering:
        line = curve.polyline(ordering)
        # Back to integer grid coordinates, so the trapezoid sum is exact.
        x = np.rint(line.x * m_neg).astype(np.int64)
        y = np.rint(line.y * m_pos).astype(np.int64)
        area = Fraction(int(np.sum(np.diff(x) * (y[:-1] + y[1:]))), 2 * m_pos * m_neg)
        assert area == curve.auc_exact(ordering)
        if ordering is not TieOrdering.AVERAGE:
            # Only axis-parallel pieces remain.
            assert np.all((np.diff(x) == 0) | (np.diff(y) == 0))


@given(samples(), st.sampled_from(["exp", "cube", "affine", "rank"]))
def test_auc_unchanged_by_strictly_increasing_transforms(data, kind):
    s, y = data
    transform = {
        "exp": lambda v: np.exp(v / 1e6),
        "cube": lambda v: v ** 3,
        "affine": lambda v: 3 * v - 11,
        "rank": lambda v: np.unique(v, return_inverse=True)[1],
    }[kind]
    t = transform(s)
    # A transform is only strictly increasing if it keeps distinct values distinct.
    assume(len(np.unique(t)) == len(np.unique(s)))
    a, b = core.roc_from_scores(s, y), core.roc_from_scores(t, y)
    assert a.pairs == b.pairs
    assert a.tp.tolist() == b.tp.tolist() and a.fp.tolist() == b.fp.tolist()


@given(samples())
def test_negating_scores_swaps_concordant_and_discordant(data):
    s, y = data
    a, b = core.roc_from_scores(s, y), core.roc_from_scores(-s, y)
    assert (b.pairs.concordant, b.pairs.tied, b.pairs.discordant) == (
        a.pairs.discordant, a.pairs.tied, a.pairs.concordant)
    assert b.auc_exact("best") == 1 - a.auc_exact("worst")


@given(aggregated())
def test_aggregated_rows_equal_expanded_rows(data):
    scores, pos, neg = data
    a = core.roc_from_counts(scores, pos, neg)
    b = core.roc_from_scores(*oracle.expand_counts(scores, pos, neg))
    assert a.thresholds.tolist() == b.thresholds.tolist()
    assert a.tp.tolist() == b.tp.tolist() and a.fp.tolist() == b.fp.tolist()
    assert a.segments.tolist() == b.segments.tolist()
    assert a.pairs == b.pairs
    # Counts given as whole floats mean the same.
    c = core.roc_from_counts(scores, pos.astype(float), neg.astype(np.float32))
    assert c.pairs == a.pairs


@given(samples(max_size=40))
def test_float32_scores_give_the_curve_of_their_exact_values(data):
    s, y = data
    s32 = s.astype(np.float32)
    a = core.roc_from_scores(s32, y)
    b = core.roc_from_scores(s32.astype(np.float64), y)
    assert a.thresholds.tolist() == b.thresholds.tolist()
    assert a.pairs == b.pairs


@given(samples(max_size=40), st.floats(-3, 8, allow_nan=False))
def test_operating_point_counts_scores_at_or_above_threshold(data, t):
    s, y = data
    point = core.roc_from_scores(s, y).operating_point(t)
    predicted = s >= point.vertex_threshold
    assert point.tp == int((predicted & y).sum()) == int(((s >= t) & y).sum())
    assert point.fp == int((predicted & ~y).sum()) == int(((s >= t) & ~y).sum())
    assert point.tp + point.fp + point.tn + point.fn == len(s)


@given(st.integers(1, 9), st.integers(1, 9), st.floats(-5, 5, allow_nan=False))
def test_all_scores_equal_is_one_mixed_block(n_pos, n_neg, value):
    curve = core.roc_from_scores([value] * (n_pos + n_neg), [1] * n_pos + [0] * n_neg)
    assert curve.segments.tolist() == [SegmentType.MIXED]
    assert curve.pairs == core.PairCounts(0, n_pos * n_neg, 0)
    assert curve.aucs == core.AucValues(0.5, 1.0, 0.0)


def test_one_positive_and_one_negative():
    good = core.roc_from_scores([0.9, 0.1], [True, False])
    assert good.pairs == core.PairCounts(1, 0, 0) and good.aucs.average == 1.0
    bad = core.roc_from_scores([0.1, 0.9], [True, False])
    assert bad.pairs == core.PairCounts(0, 0, 1) and bad.aucs.average == 0.0
    tie = core.roc_from_scores([0.5, 0.5], [True, False])
    assert tie.aucs == core.AucValues(0.5, 1.0, 0.0)


@settings(max_examples=examples(60))
@given(st.sampled_from([np.int64, np.uint64]).flatmap(lambda dtype: hnp.arrays(
           dtype, st.integers(2, 50),
           elements=st.integers(2**53 - 3, 2**53 + 3) | st.integers(0, 5) | st.integers(
               *((0, 2**64 - 1) if dtype == np.uint64 else (-(2**63), 2**63 - 1))))),
       st.data())
def test_integer_scores_are_compared_exactly_at_any_size(s, data):
    y = np.array(data.draw(st.lists(st.booleans(), min_size=len(s), max_size=len(s))))
    assume(y.any() and not y.all())
    v = s  # the integers themselves, even where float64 would round them together
    c, t, d = (int((v[y][:, None] > v[~y][None, :]).sum()),
               int((v[y][:, None] == v[~y][None, :]).sum()),
               int((v[y][:, None] < v[~y][None, :]).sum()))
    curve = core.roc_from_scores(s, y)
    assert curve.pairs == core.PairCounts(c, t, d)
    assert np.all(np.diff(curve.thresholds) < 0)  # strictly descending, always


@given(samples())
def test_exact_areas(data):
    curve = core.roc_from_scores(*data)
    total = curve.pairs.total
    assert curve.area_above_exact("average") == Fraction(
        2 * curve.pairs.discordant + curve.pairs.tied, 2 * total)
    assert curve.area_above_exact("best") == Fraction(curve.pairs.discordant, total)
    assert curve.tie_band_exact() == Fraction(curve.pairs.tied, total)


def test_youden_vertex_decides_ties_exactly_for_the_highest_threshold():
    # m+ = m- = 3: J = 1/3 - 0 at (TP 1, FP 0) and 3/3 - 2/3 at (TP 3, FP 2): equal,
    # but in floating point the second comes out larger (0.33333333333333337).
    curve = core.roc_from_scores([6, 5, 4, 3, 2, 1], [1, 0, 0, 1, 1, 0])
    assert (curve.tp[5], curve.fp[5]) == (3, 2)
    assert (curve.tpr - curve.fpr)[5] > (curve.tpr - curve.fpr)[1]
    assert curve.youden_vertex() == 1
