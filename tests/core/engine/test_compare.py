"""Paired and unpaired DeLong tests against the brute-force components, with p-values
checked through a different route than the one the engine takes (math.erfc for the
normal, the regularised incomplete beta function for Student's t)."""

import math

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from scipy import special

import core
from core.engine.compare import (
    AucComparison,
    compare_all_paired,
    compare_models,
    compare_paired,
    compare_unpaired,
)
from core.engine.delong import delong_paired, delong_paired_counts, delong_variance
from core.errors import InputError, LengthMismatchError, StatisticError
from tests.core.engine import stats_oracle
from tests.tiers import examples

tied = st.sampled_from([-1.0, 0.0, 0.2, 0.5, 0.7, 1.0, 3.0])


@st.composite
def paired_samples(draw, max_size=30):
    n = draw(st.integers(4, max_size))
    labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    assume(2 <= sum(labels) <= n - 2)
    a = draw(st.lists(st.one_of(tied, st.floats(-10, 10, allow_nan=False)), min_size=n, max_size=n))
    b = draw(st.lists(st.one_of(tied, st.floats(-10, 10, allow_nan=False)), min_size=n, max_size=n))
    return np.array(a), np.array(b), np.array(labels)


def normal_p(z: float) -> float:
    return math.erfc(abs(z) / math.sqrt(2))


def student_p(t: float, df: float) -> float:
    return float(special.betainc(df / 2, 0.5, df / (df + t * t)))


@settings(max_examples=examples(80))
@given(paired_samples())
def test_paired_z_and_p_match_brute_force(data):
    a, b, y = data
    aucs, cov = stats_oracle.covariance_matrix([a, b], y)
    var = cov[0][0] + cov[1][1] - 2 * cov[0][1]
    if var == 0:
        if aucs[0] == aucs[1]:  # 0/0: pROC's z = 0, p = 1
            r = compare_paired(a, b, y)
            assert (r.difference, r.z, r.p) == (0.0, 0.0, 1.0)
        else:
            with pytest.raises(StatisticError):
                compare_paired(a, b, y)
        return
    r = compare_paired(a, b, y)
    assert r.paired and r.method == "delong" and r.df is None
    assert r.difference == float(aucs[0]) - float(aucs[1])
    se = math.sqrt(var)
    assert r.ci.se == pytest.approx(se, rel=1e-12)
    assert r.z == pytest.approx(float(aucs[0] - aucs[1]) / se, rel=1e-11, abs=1e-12)
    assert r.p == pytest.approx(normal_p(r.z), rel=1e-10, abs=1e-300)
    z = 1.959963984540054
    # Clipped to [-1, 1], where a difference of AUCs lies (as pROC clips an AUC's).
    assert r.ci.low == pytest.approx(max(r.difference - z * r.ci.se, -1.0), abs=1e-14)
    assert r.ci.high == pytest.approx(min(r.difference + z * r.ci.se, 1.0), abs=1e-14)
    # The interval excludes 0 exactly when the test rejects at its level.
    assert (r.p < 0.05) == (r.ci.low > 0 or r.ci.high < 0) or abs(abs(r.z) - z) < 1e-9


@settings(max_examples=examples(80))
@given(paired_samples(), paired_samples())
def test_unpaired_d_df_and_p_match_brute_force(first, second):
    a, _, ya = first
    b, _, yb = second
    auc_a, var_a = stats_oracle.variance(a, ya)
    auc_b, var_b = stats_oracle.variance(b, yb)
    curves = core.roc_from_scores(a, ya), core.roc_from_scores(b, yb)
    if var_a + var_b == 0:
        with pytest.raises(StatisticError):
            compare_unpaired(*curves)
        return
    r = compare_unpaired(*curves, level=0.9)
    va, vb = float(var_a), float(var_b)
    df = (va + vb) ** 2 / (va**2 / (len(a) - 1) + vb**2 / (len(b) - 1))
    assert not r.paired and r.method == "delong"
    assert r.difference == float(auc_a) - float(auc_b)
    assert r.df == pytest.approx(df, rel=1e-10)
    assert r.z == pytest.approx(float(auc_a - auc_b) / math.sqrt(va + vb), rel=1e-11, abs=1e-12)
    assert r.p == pytest.approx(student_p(r.z, df), rel=1e-8, abs=1e-300)
    assert r.ci.level == 0.9
    # The interval of the difference uses the test's t distribution, so it excludes 0
    # exactly when p < 1 - level.
    t_crit = float(special.stdtrit(r.df, 0.95))
    assert student_p(t_crit, df) == pytest.approx(0.1, rel=1e-9)
    # Clipped to [-1, 1], where a difference of AUCs lies (as pROC clips an AUC's).
    assert r.ci.low == pytest.approx(max(r.difference - t_crit * r.ci.se, -1.0), abs=1e-13)
    assert r.ci.high == pytest.approx(min(r.difference + t_crit * r.ci.se, 1.0), abs=1e-13)


def test_swapping_the_models_flips_the_sign_only():
    rng = np.random.default_rng(3)
    y = rng.random(200) < 0.5
    a = np.round(rng.normal(size=200) + y, 1)
    b = rng.normal(size=200) + 0.3 * y
    ab, ba = compare_paired(a, b, y), compare_paired(b, a, y)
    assert ab.difference == -ba.difference and ab.z == -ba.z and ab.p == ba.p
    assert (ab.ci.low, ab.ci.high) == pytest.approx((-ba.ci.high, -ba.ci.low), abs=1e-15)
    ca, cb = core.roc_from_scores(a, y), core.roc_from_scores(b, y)
    u, v = compare_unpaired(ca, cb), compare_unpaired(cb, ca)
    assert u.difference == -v.difference and u.z == -v.z and u.p == v.p and u.df == v.df


def test_pairing_uses_the_correlation_of_the_models():
    # Two correlated models: the paired test sees a smaller standard error than the
    # unpaired one on the same samples, and its z is larger.
    rng = np.random.default_rng(8)
    n = 400
    y = rng.random(n) < 0.4
    shared = rng.normal(size=n) + y
    a = shared + 0.3 * rng.normal(size=n) + 0.4 * y
    b = shared + 0.3 * rng.normal(size=n)
    paired = compare_paired(a, b, y)
    unpaired = compare_unpaired(core.roc_from_scores(a, y), core.roc_from_scores(b, y))
    assert paired.difference == unpaired.difference > 0
    assert paired.ci.se < unpaired.ci.se
    assert abs(paired.z) > abs(unpaired.z) and paired.p < unpaired.p
    # Welch-like df lie between n - 1 and 2(n - 1); near the top for similar variances.
    assert 1.9 * (n - 1) < unpaired.df <= 2 * (n - 1)


def test_all_pairs_in_order_equal_the_single_comparisons():
    rng = np.random.default_rng(21)
    n = 150
    y = rng.random(n) < 0.5
    models = [np.round(rng.normal(size=n) + k * 0.3 * y, 1) for k in range(4)]
    results = compare_all_paired(models, y, level=0.8)
    pairs = [(i, j) for i in range(4) for j in range(i + 1, 4)]
    assert len(results) == 6
    for (i, j), r in zip(pairs, results):
        single = compare_paired(models[i], models[j], y, level=0.8)
        assert r == single


def test_nearly_identical_models_keep_their_small_variance():
    # Two models of 3000 samples that differ by one swap of adjacent scores (a positive
    # just below a negative moves just above it): the variance of their difference is
    # ~1e-6 of each AUC's and must not be lost to cancellation in var_a + var_b - 2 cov.
    rng = np.random.default_rng(4)
    n = 3000
    y = rng.random(n) < 0.5
    a = np.arange(n, dtype=float)
    k = int(np.flatnonzero(y[:-1] & ~y[1:])[0])  # score k positive, score k + 1 negative
    b = a.copy()
    b[k], b[k + 1] = a[k + 1], a[k]
    m_pos, m_neg = int(y.sum()), int((~y).sum())
    paired = delong_paired([a, b], y)
    # Only that positive's V10 (+1/m-) and that negative's V01 (+1/m+) change.
    shift = 1 / (m_pos * m_neg)
    d10 = np.zeros(m_pos)
    d10[int(np.count_nonzero(y[:k]))] = 1 / m_neg
    d01 = np.zeros(m_neg)
    d01[int(np.count_nonzero(~y[:k + 1]))] = 1 / m_pos
    expected = (np.sum((d10 - shift) ** 2) / ((m_pos - 1) * m_pos)
                + np.sum((d01 - shift) ** 2) / ((m_neg - 1) * m_neg))
    assert paired.difference_variance(1, 0) == pytest.approx(expected, rel=1e-9, abs=0)
    assert expected < 1e-5 * paired.covariance[0, 0]
    r = compare_models(paired, 1, 0)
    assert r.difference == pytest.approx(shift, rel=1e-9, abs=0)
    assert r.z == pytest.approx(shift / math.sqrt(expected), rel=1e-8)


def test_paired_counts_equal_the_expanded_samples():
    scores_a = np.array([0.1, 0.4, 0.4, 0.8, 0.9])
    scores_b = np.array([0.3, 0.2, 0.9, 0.5, 0.6])
    pos = np.array([1, 2, 0, 3, 4])
    neg = np.array([5, 3, 2, 1, 0])
    rows = np.repeat(np.arange(5), pos + neg)
    labels = np.concatenate([np.r_[np.ones(p, bool), np.zeros(q, bool)] for p, q in zip(pos, neg)])
    weighted = compare_models(delong_paired_counts([scores_a, scores_b], pos, neg), 0, 1)
    expanded = compare_paired(scores_a[rows], scores_b[rows], labels)
    assert weighted.difference == expanded.difference
    assert weighted.z == pytest.approx(expanded.z, rel=1e-12)
    assert weighted.p == pytest.approx(expanded.p, rel=1e-10)


# ---- undefined statistics and bad input --------------------------------------------


def test_models_that_rank_alike_differ_by_zero_with_p_one_as_in_pROC():
    # pROC's tests: roc.test(r.wfns, r.wfns) has statistic Z = 0 and p.value 1.
    y = [1, 0, 1, 0, 0, 1]
    a = [0.9, 0.3, 0.5, 0.5, 0.1, 0.7]
    b = [np.exp(v) for v in a]  # the same ranking: identical components
    for other in (a, b):
        r = compare_paired(a, other, y)
        assert (r.difference, r.z, r.p) == (0.0, 0.0, 1.0)
        assert (r.ci.low, r.ci.high, r.ci.se) == (0.0, 0.0, 0.0)


def test_two_zero_variances_cannot_be_compared_unpaired():
    perfect = core.roc_from_scores([1, 2, 3, 4], [0, 0, 1, 1])
    tied = core.roc_from_scores([5, 5, 5, 5, 5], [0, 1, 0, 1, 1])
    with pytest.raises(StatisticError, match="unpaired test is undefined") as info:
        compare_unpaired(perfect, tied)
    assert info.value.what == "unpaired comparison"
    # One zero variance is enough to go on: the other model carries the spread.
    r = compare_unpaired(perfect, core.roc_from_scores([1, 3, 2, 4, 5], [0, 1, 0, 1, 0]))
    assert math.isfinite(r.z) and 0 < r.p < 1 and r.df == pytest.approx(4)


def test_a_single_sample_in_a_class_is_a_statistic_error():
    with pytest.raises(StatisticError, match="only one"):
        compare_paired([0.1, 0.2, 0.3], [0.3, 0.1, 0.2], [1, 0, 0])
    good = core.roc_from_scores([0.1, 0.2, 0.3, 0.4], [1, 0, 1, 0])
    lonely = core.roc_from_scores([0.1, 0.2, 0.3], [0, 1, 1])
    with pytest.raises(StatisticError, match="negative"):
        compare_unpaired(good, lonely)


@pytest.mark.parametrize("level", [0, 1, 2, -1, float("nan"), "high"])
def test_level_outside_zero_one_is_an_input_error(level):
    curve = core.roc_from_scores([0.1, 0.2, 0.3, 0.4], [1, 0, 1, 0])
    with pytest.raises(InputError, match="confidence level"):
        compare_unpaired(curve, curve, level)
    with pytest.raises(InputError, match="confidence level"):
        compare_paired([0.1, 0.2, 0.3, 0.4], [0.4, 0.2, 0.3, 0.1], [1, 0, 1, 0], level)


def test_mismatched_lengths_and_bad_indices_are_input_errors():
    with pytest.raises(LengthMismatchError):
        compare_paired([0.1, 0.2, 0.3, 0.4], [0.1, 0.2, 0.3], [1, 0, 1, 0])
    paired = delong_paired([[0.1, 0.2, 0.3, 0.4], [0.4, 0.2, 0.3, 0.1]], [1, 0, 1, 0])
    with pytest.raises(InputError, match="does not exist"):
        compare_models(paired, 0, 2)
    with pytest.raises(InputError, match="itself"):
        compare_models(paired, 1, 1)


def test_results_hold_no_nan():
    rng = np.random.default_rng(9)
    y = rng.random(60) < 0.5
    r = compare_paired(rng.integers(0, 3, 60), rng.integers(0, 3, 60), y)
    assert isinstance(r, AucComparison)
    values = [r.difference, r.z, r.p, r.ci.low, r.ci.high, r.ci.se]
    assert all(math.isfinite(v) for v in values)
    v = delong_variance(core.roc_from_scores(rng.integers(0, 3, 60), y))
    assert math.isfinite(v.variance)
