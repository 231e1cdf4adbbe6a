"""One-vs-rest and one-vs-one averages against scikit-learn's roc_auc_score."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sklearn.metrics import roc_auc_score
from sklearn.preprocessing import label_binarize

from core.engine.multiclass import class_averages
from core.errors import InputError, SingleClassError
from tests.core.engine import oracle
from tests.tiers import examples


def probabilities(seed, n, k, decimals):
    rng = np.random.default_rng(seed)
    y = np.arange(n) % k
    rng.shuffle(y)
    raw = rng.random((n, k)) + 1.5 * (y[:, None] == np.arange(k))
    if decimals is not None:
        raw = np.round(raw, decimals) + 0.01  # ties everywhere
    return raw / raw.sum(axis=1, keepdims=True), y


@settings(max_examples=examples(60), deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(3, 8), st.integers(0, 300),
       st.sampled_from([None, 0, 1, 2]))
def test_every_average_equals_scikit_learns(seed, k, extra, decimals):
    p, y = probabilities(seed, k + extra, k, decimals)
    result = class_averages(p, y)
    for multi_class, average, ours in (("ovr", "macro", result.macro_ovr),
                                       ("ovr", "weighted", result.weighted_ovr),
                                       ("ovo", "macro", result.macro_ovo),
                                       ("ovo", "weighted", result.weighted_ovo)):
        reference = roc_auc_score(y, p, multi_class=multi_class, average=average)
        assert ours == pytest.approx(reference, abs=1e-12), (multi_class, average)
    micro = roc_auc_score(label_binarize(y, classes=list(range(k))), p, average="micro")
    assert result.micro_ovr == pytest.approx(micro, abs=1e-12)
    per_class = roc_auc_score(label_binarize(y, classes=list(range(k))), p, average=None)
    assert np.allclose(result.ovr_auc, per_class, atol=1e-12, rtol=0)


def test_one_vs_one_is_hand_and_till_from_brute_force_pairs():
    p, y = probabilities(7, 40, 4, 1)
    result = class_averages(p, y)
    pairs = []
    for a in range(4):
        for b in range(a + 1, 4):
            rows = (y == a) | (y == b)
            ab = oracle.auc_fractions(p[rows, a], y[rows] == a)["average"]
            ba = oracle.auc_fractions(p[rows, b], y[rows] == b)["average"]
            assert (result.ovo_exact[a, b], result.ovo_exact[b, a]) == (ab, ba)
            pairs.append((ab + ba) / 2)
    m = sum(pairs, Fraction(0)) / len(pairs)
    assert result.macro_ovo == m.numerator / m.denominator


def test_scores_need_not_add_up_to_one():
    p, y = probabilities(3, 60, 3, None)
    scaled = p * np.arange(1, 61)[:, None]  # rows sum to anything: one-vs-rest changes
    result = class_averages(scaled, y)
    assert result.one_vs_rest[0].auc() == pytest.approx(roc_auc_score(y == 0, scaled[:, 0]),
                                                        abs=1e-12)
    with pytest.raises(ValueError, match="sum up to 1"):
        roc_auc_score(y, scaled, multi_class="ovr")


def test_a_class_without_samples_and_two_classes_are_refused():
    p = np.full((4, 3), 1 / 3)
    with pytest.raises(SingleClassError, match="class 2 has no sample"):
        class_averages(p, np.array([0, 1, 0, 1]))
    with pytest.raises(InputError, match="three or more"):
        class_averages(p[:, :2], np.array([0, 1, 0, 1]))
    with pytest.raises(InputError):
        class_averages(p, np.array([0, 1, 3, 1]))
