"""Pair counts of many strata at once, against each stratum's own curve and against
brute force over every pair."""

from fractions import Fraction

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core.engine.stratum_counts import strata_blocks
from core.errors import CountError, InputError, SingleClassError
from tests.core.engine import oracle
from tests.tiers import examples

tied = st.sampled_from([-1.0, 0.0, 0.1, 0.5, 0.5000000000000001, 0.9, 3.0])


@st.composite
def stratified(draw, counts=False):
    n = draw(st.integers(1, 60))
    n_strata = draw(st.integers(1, 6))
    codes = draw(st.lists(st.integers(0, n_strata - 1), min_size=n, max_size=n))
    scores = draw(st.lists(st.one_of(tied, st.floats(-1e3, 1e3, allow_nan=False)),
                           min_size=n, max_size=n))
    if counts:
        pos = draw(st.lists(st.integers(0, 4), min_size=n, max_size=n))
        neg = draw(st.lists(st.integers(0, 4), min_size=n, max_size=n))
        return np.array(codes), n_strata, np.array(scores), np.array(pos), np.array(neg)
    labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    return np.array(codes), n_strata, np.array(scores), np.array(labels)


@settings(max_examples=examples(150), deadline=None)
@given(stratified())
def test_each_stratum_counts_its_own_pairs(data):
    codes, n_strata, scores, labels = data
    blocks = strata_blocks(codes, n_strata, scores, labels=labels)
    counts = blocks.counts()
    for i in range(n_strata):
        rows = codes == i
        c, t, _ = oracle.pair_counts(scores[rows], labels[rows])
        assert counts.concordant[i] == c and counts.tied[i] == t
        assert counts.n_positive[i] == labels[rows].sum()
        assert counts.n_negative[i] == (~labels[rows]).sum()
        if counts.both_classes[i]:
            assert counts.auc_exact(i) == oracle.auc_fractions(scores[rows], labels[rows])["average"]
            assert counts.auc[i] == float(counts.auc_exact(i))
            whole = core.roc_from_scores(scores[rows], labels[rows])
            curve = blocks.curve(i)
            assert np.array_equal(curve.thresholds, whole.thresholds)
            assert np.array_equal(curve.tp, whole.tp) and np.array_equal(curve.fp, whole.fp)
        else:
            assert np.isnan(counts.auc[i])
            with pytest.raises(SingleClassError):
                counts.auc_exact(i)


@settings(max_examples=examples(100), deadline=None)
@given(stratified(counts=True))
def test_aggregated_rows_count_as_their_samples(data):
    codes, n_strata, scores, pos, neg = data
    counts = strata_blocks(codes, n_strata, scores, positives=pos, negatives=neg).counts()
    for i in range(n_strata):
        rows = codes == i
        s, y = oracle.expand_counts(scores[rows], pos[rows], neg[rows])
        c, t, _ = oracle.pair_counts(s, y)
        assert (counts.concordant[i], counts.tied[i]) == (c, t)
        assert (counts.n_positive[i], counts.n_negative[i]) == (y.sum(), (~y).sum())


def test_one_stratum_is_the_whole_curve():
    rng = np.random.default_rng(3)
    scores = np.round(rng.random(500), 2)
    labels = rng.random(500) < scores
    counts = strata_blocks(np.zeros(500, dtype=int), 1, scores, labels=labels).counts()
    whole = core.roc_from_scores(scores, labels)
    assert counts.auc_exact(0) == whole.auc_exact()
    assert (counts.concordant[0], counts.tied[0]) == (whole.pairs.concordant, whole.pairs.tied)


def test_a_stratum_without_rows_counts_nothing_and_empty_input_gives_empty_strata():
    counts = strata_blocks([0, 0, 2, 2], 4, [0.1, 0.2, 0.3, 0.3], labels=[0, 1, 1, 0]).counts()
    assert counts.n_samples.tolist() == [2, 0, 2, 0]
    assert counts.both_classes.tolist() == [True, False, True, False]
    assert counts.auc_exact(2) == Fraction(1, 2)


def test_pairs_past_two_to_the_63_are_counted_in_python_integers():
    big = 2**40
    counts = strata_blocks([0, 0, 1, 1], 2, [0.9, 0.1, 0.5, 0.5],
                           positives=[big, 0, 3, 0], negatives=[0, big, 0, 5]).counts()
    assert counts.concordant[0] == big * big and counts.tied[1] == 15
    assert counts.auc_exact(0) == 1 and counts.auc_exact(1) == Fraction(1, 2)
    assert counts.auc.tolist() == [1.0, 0.5]
    with pytest.raises(CountError):
        strata_blocks([0, 0], 1, [0.5, 0.4], positives=[2**62, 2**62], negatives=[1, 1])


@pytest.mark.parametrize("top", [2**53, 2**64 - 4, 2**70], ids=["int64", "uint64", "python"])
def test_integers_beyond_2_53_are_two_blocks_and_their_curve_keeps_them(top):
    # 2**53 + 1 and 2**53 (and their like near 2**64, 2**70) are one float64: as floats
    # each stratum would tie them (AUC 5/8); kept as integers, 3/4.
    scores = [top + 1, 1, top, 0, top + 3, 5, top + 2, 3]
    scores = np.array(scores, dtype=object if top > 2**64 else
                      np.uint64 if top > 2**63 else np.int64)
    blocks = strata_blocks([0, 0, 0, 0, 1, 1, 1, 1], 2, scores, labels=[1, 1, 0, 0] * 2)
    counts = blocks.counts()
    assert [counts.auc_exact(i) for i in (0, 1)] == [Fraction(3, 4)] * 2
    curve = blocks.curve(0)
    assert curve.thresholds.tolist()[1:] == [top + 1, top, 1, 0]
    assert curve.auc_exact() == Fraction(3, 4)


def test_bad_codes_are_refused():
    with pytest.raises(InputError, match="run from 0 to 1"):
        strata_blocks([0, 2], 2, [0.1, 0.2], labels=[0, 1])
    with pytest.raises(InputError, match="whole numbers"):
        strata_blocks([0.5, 1.0], 2, [0.1, 0.2], labels=[0, 1])
    with pytest.raises(InputError, match="either labels or"):
        strata_blocks([0, 1], 2, [0.1, 0.2])


@pytest.mark.slow
def test_a_million_strata_are_computed_without_a_loop_over_them():
    # Ten rows a stratum: a Python loop over the strata (one curve each) would make
    # hundreds of thousands of calls; the sorted blocks make a few hundred, about what
    # one curve of the rows makes.
    from tests.calls import calls_made

    rng = np.random.default_rng(0)
    n, g = 2_000_000, 200_000
    codes = rng.integers(0, g, n)
    scores = np.round(rng.random(n), 3)
    labels = rng.random(n) < scores
    counts, calls = calls_made(lambda: strata_blocks(codes, g, scores, labels=labels).counts())
    _, one = calls_made(core.roc_from_scores, scores, labels)
    assert calls < 10 * one < g / 10, (calls, one)
    sample = rng.integers(0, g, 20)
    for i in sample.tolist():
        rows = codes == i
        c, t, _ = oracle.pair_counts(scores[rows], labels[rows])
        assert (counts.concordant[i], counts.tied[i]) == (c, t)
