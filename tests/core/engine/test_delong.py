"""DeLong's variance, interval and covariance against the brute-force structural
components (every pair compared, exact fractions) on small tie-heavy data."""

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import core
from core.engine.delong import (
    delong_ci,
    delong_paired,
    delong_paired_counts,
    delong_variance,
)
from core.errors import (
    EmptyInputError,
    InputError,
    LengthMismatchError,
    SingleClassError,
    StatisticError,
)
from tests.core.engine import oracle, stats_oracle
from tests.tiers import examples

# Few distinct values, so that ties and mixed blocks are the rule.
tied = st.sampled_from([-3.0, 0.0, 0.1, 0.25, 0.5, 0.9, 1.0, 4.0])
anywhere = st.floats(-1e6, 1e6, allow_nan=False, width=64)


@st.composite
def samples(draw, models=1, max_size=40):
    n = draw(st.integers(4, max_size))
    labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    assume(2 <= sum(labels) <= n - 2)
    scores = [np.array(draw(st.lists(st.one_of(tied, tied, anywhere), min_size=n, max_size=n)))
              for _ in range(models)]
    return scores, np.array(labels)


@st.composite
def aggregated(draw, models=1):
    k = draw(st.integers(1, 12))
    pos = draw(st.lists(st.integers(0, 5), min_size=k, max_size=k))
    neg = draw(st.lists(st.integers(0, 5), min_size=k, max_size=k))
    assume(sum(pos) >= 2 and sum(neg) >= 2)
    scores = [np.array(draw(st.lists(tied, min_size=k, max_size=k))) for _ in range(models)]
    return scores, np.array(pos), np.array(neg)


def expand(scores, pos, neg):
    """Aggregated rows of several models as one sample per row (all models alike)."""
    rows = np.repeat(np.arange(len(pos)), pos + neg)
    labels = np.concatenate([np.r_[np.ones(p, bool), np.zeros(q, bool)] for p, q in zip(pos, neg)])
    return [s[rows] for s in scores], labels


def close(value: float, exact: Fraction, rel=1e-12, abs_=1e-15) -> bool:
    return math.isclose(value, float(exact), rel_tol=rel, abs_tol=abs_)


# ---- one model, from the curve's tie blocks ---------------------------------------


@given(samples())
def test_variance_matches_brute_force_components(data):
    (s,), y = data
    v = delong_variance(core.roc_from_scores(s, y))
    auc, var = stats_oracle.variance(s, y)
    assert v.auc == float(auc)
    assert close(v.variance, var)
    assert (v.variance == 0) == (var == 0)
    assert (v.n_positive, v.n_negative) == (int(y.sum()), int((~y).sum()))
    assert v.se == math.sqrt(v.variance)


@given(aggregated())
def test_counts_give_the_variance_of_the_expanded_samples(data):
    (s,), pos, neg = data
    v = delong_variance(core.roc_from_counts(s, pos, neg))
    (es,), ey = expand([s], pos, neg)
    auc, var = stats_oracle.variance(es, ey)
    assert v.auc == float(auc)
    assert close(v.variance, var)


def test_worked_example_of_eight_samples():
    # docs/mathematics.md: AUC 21/32. V10 = 1, 3/4, 5/8, 1/4 and V01 = 1/4, 5/8, 3/4, 1 by hand.
    s = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
    y = [1, 0, 1, 1, 0, 0, 1, 0]
    v10 = [Fraction(1), Fraction(3, 4), Fraction(5, 8), Fraction(1, 4)]
    v01 = [Fraction(1, 4), Fraction(5, 8), Fraction(3, 4), Fraction(1)]
    mean = Fraction(21, 32)
    expected = (sum((x - mean) ** 2 for x in v10) / 3 / 4
                + sum((x - mean) ** 2 for x in v01) / 3 / 4)
    assert stats_oracle.components(s, y) == (v10, v01)
    v = delong_variance(core.roc_from_scores(s, y))
    assert v.auc == 21 / 32
    assert close(v.variance, expected, rel=1e-15)


def test_variance_ignores_sample_order_and_monotone_rescaling():
    rng = np.random.default_rng(5)
    s = rng.integers(0, 20, 300).astype(float)
    y = rng.random(300) < 0.4
    order = rng.permutation(300)
    base = delong_variance(core.roc_from_scores(s, y))
    assert delong_variance(core.roc_from_scores(s[order], y[order])).variance == pytest.approx(
        base.variance, rel=1e-13)
    assert delong_variance(core.roc_from_scores(np.exp(s / 7), y)).variance == pytest.approx(
        base.variance, rel=1e-13)


def test_huge_aggregated_counts_give_a_finite_variance():
    # Class totals near 2**62: the vertex sums would overflow int64.
    big = 2**61
    v = delong_variance(core.roc_from_counts([0.2, 0.5, 0.9], [big, big, 3], [big, 5, big]))
    assert math.isfinite(v.variance) and v.variance >= 0
    assert 0 < v.auc < 1


def test_all_tied_scores_have_exactly_zero_variance():
    # Every component is 1/2: rounding must not turn the zero into 1e-33.
    for n_pos, n_neg in ((2, 3), (7, 5), (3, 11)):
        curve = core.roc_from_scores(np.full(n_pos + n_neg, 0.3), [1] * n_pos + [0] * n_neg)
        assert delong_variance(curve).variance == 0.0
        assert delong_paired([np.full(n_pos + n_neg, 0.3)], [1] * n_pos + [0] * n_neg).covariance[0, 0] == 0


def test_perfect_separation_has_zero_variance():
    v = delong_variance(core.roc_from_scores([1, 2, 3, 4], [0, 0, 1, 1]))
    assert (v.auc, v.variance) == (1.0, 0.0)
    ci = delong_ci(core.roc_from_scores([1, 2, 3, 4], [0, 0, 1, 1]))
    assert (ci.low, ci.high, ci.se) == (1.0, 1.0, 0.0)


# ---- the interval ------------------------------------------------------------------


@pytest.mark.parametrize("level, z", [(0.95, 1.959963984540054), (0.9, 1.6448536269514722),
                                      (0.5, 0.6744897501960817)])
def test_interval_is_auc_plus_minus_z_se(level, z):
    curve = core.roc_from_scores([0.9, 0.8, 0.8, 0.6, 0.5, 0.4, 0.3], [1, 0, 1, 1, 0, 1, 0])
    v = delong_variance(curve)
    ci = delong_ci(curve, level)
    assert ci.method == "delong" and ci.level == level and ci.se == v.se
    assert ci.low == pytest.approx(max(v.auc - z * v.se, 0.0), abs=1e-15)
    assert ci.high == pytest.approx(min(v.auc + z * v.se, 1.0), abs=1e-15)


def test_interval_is_clipped_to_zero_one_as_proc_clips_it():
    # AUC 11/12 with few samples: the normal interval would reach past 1; 1/12 below 0.
    curve = core.roc_from_scores([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.1], [1, 1, 0, 1, 0, 0, 0])
    v = delong_variance(curve)
    assert v.auc + 1.96 * v.se > 1.0 and delong_ci(curve).high == 1.0
    flipped = core.roc_from_scores([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.1], [0, 0, 1, 0, 1, 1, 1])
    assert delong_ci(flipped).low == 0.0


@pytest.mark.parametrize("level", [0, 1, 1.5, -0.2, float("nan"), float("inf"), True, "0.95", None])
def test_level_outside_zero_one_is_an_input_error(level):
    curve = core.roc_from_scores([0.9, 0.8, 0.7, 0.6], [1, 0, 1, 0])
    with pytest.raises(InputError, match="confidence level") as info:
        delong_ci(curve, level)
    assert info.value.option == "ci_level"


# ---- classes too small -------------------------------------------------------------


@pytest.mark.parametrize("labels, name", [([1, 0, 0, 0], "positive"), ([1, 1, 1, 0], "negative")])
def test_a_single_sample_in_a_class_is_a_statistic_error(labels, name):
    curve = core.roc_from_scores([0.9, 0.8, 0.7, 0.6], labels)
    with pytest.raises(StatisticError, match=f"at least two {name} samples") as info:
        delong_variance(curve)
    assert info.value.what == "DeLong variance"
    assert isinstance(info.value, core.RocscopeError)
    with pytest.raises(StatisticError):
        delong_ci(curve)
    with pytest.raises(StatisticError, match=f"two {name}"):
        delong_paired([[0.9, 0.8, 0.7, 0.6]], labels).covariance


def test_a_single_aggregated_sample_in_a_class_is_a_statistic_error():
    with pytest.raises(StatisticError, match="positive"):
        delong_variance(core.roc_from_counts([0.1, 0.2], [0, 1], [4, 4]))
    with pytest.raises(StatisticError, match="negative"):
        delong_paired_counts([[0.1, 0.2]], [3, 1], [1, 0])


def test_a_missing_class_is_a_single_class_error():
    with pytest.raises(SingleClassError):
        delong_variance(core.roc_from_scores([0.9, 0.8, 0.7], [1, 1, 1]))
    with pytest.raises(SingleClassError):
        delong_paired([[0.9, 0.8, 0.7]], [0, 0, 0]).covariance


# ---- paired models -------------------------------------------------------------------


@settings(max_examples=examples(60))
@given(samples(models=3, max_size=25))
def test_paired_covariance_matches_brute_force(data):
    scores, y = data
    paired = delong_paired(scores, y)
    aucs, cov = stats_oracle.covariance_matrix(scores, y)
    assert paired.aucs.tolist() == [float(a) for a in aucs]
    for i in range(3):
        for j in range(3):
            assert close(paired.covariance[i, j], cov[i][j])
            assert close(paired.difference_variance(i, j), cov[i][i] + cov[j][j] - 2 * cov[i][j])
    assert (paired.covariance == paired.covariance.T).all()
    v10, v01 = stats_oracle.components(scores[1], y)
    assert paired.positive_components[1].tolist() == [float(v) for v in v10]
    assert paired.negative_components[1].tolist() == [float(v) for v in v01]


@given(samples(models=2))
def test_paired_diagonal_is_each_curves_variance(data):
    scores, y = data
    cov = delong_paired(scores, y).covariance
    for i, s in enumerate(scores):
        v = delong_variance(core.roc_from_scores(s, y))
        assert cov[i, i] == pytest.approx(v.variance, rel=1e-12, abs=1e-16)


@settings(max_examples=examples(60))
@given(aggregated(models=2))
def test_paired_counts_equal_the_expanded_samples(data):
    scores, pos, neg = data
    weighted = delong_paired_counts(scores, pos, neg)
    es, ey = expand(scores, pos, neg)
    aucs, cov = stats_oracle.covariance_matrix(es, ey)
    assert weighted.aucs.tolist() == [float(a) for a in aucs]
    assert (weighted.n_positive, weighted.n_negative) == (int(pos.sum()), int(neg.sum()))
    for i in range(2):
        for j in range(2):
            assert close(weighted.covariance[i, j], cov[i][j])
    assert close(weighted.difference_variance(0, 1), cov[0][0] + cov[1][1] - 2 * cov[0][1])


def test_paired_components_on_a_large_sample_match_the_curves():
    rng = np.random.default_rng(11)
    n = 20_000
    y = rng.random(n) < 0.3
    a = np.round(rng.normal(size=n) + y, 2)
    b = rng.normal(size=n) + 0.5 * y
    paired = delong_paired([a, b], y)
    for i, s in enumerate((a, b)):
        curve = core.roc_from_scores(s, y)
        assert paired.aucs[i] == curve.auc()
        assert paired.covariance[i, i] == pytest.approx(delong_variance(curve).variance, rel=1e-10)
    assert 0 < paired.covariance[0, 1] < math.sqrt(paired.covariance[0, 0] * paired.covariance[1, 1])


def test_paired_accepts_a_two_dimensional_array_of_models():
    s = np.array([[0.9, 0.8, 0.7, 0.6], [1, 3, 2, 4]])
    y = [1, 0, 1, 0]
    assert (delong_paired(s, y).covariance == delong_paired(list(s), y).covariance).all()


def test_paired_models_must_score_the_same_samples():
    with pytest.raises(LengthMismatchError, match="model 2 scores 3"):
        delong_paired([[0.1, 0.2, 0.3, 0.4], [0.1, 0.2, 0.3]], [1, 0, 1, 0]).covariance
    with pytest.raises(LengthMismatchError):
        delong_paired([[0.1, 0.2, 0.3, 0.4]], [1, 0, 1]).covariance
    with pytest.raises(EmptyInputError):
        delong_paired([], [1, 0]).covariance
    with pytest.raises(core.NonFiniteScoreError):
        delong_paired([[0.1, float("nan"), 0.3, 0.4]], [1, 0, 1, 0]).covariance


def test_the_oracle_agrees_with_the_pair_counts():
    # The brute-force components must themselves average to the exact AUC.
    s = [0.5, 0.5, 0.2, 0.9, 0.2, 0.5]
    y = [1, 0, 1, 0, 0, 1]
    v10, v01 = stats_oracle.components(s, y)
    expected = oracle.auc_fractions(s, y)["average"]
    assert sum(v10) / len(v10) == expected == sum(v01) / len(v01)
