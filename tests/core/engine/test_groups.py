"""How the groups' AUCs combine: brute force with exact fractions, and the properties
a grouping must have."""

from fractions import Fraction

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core.engine.groups import group_averages
from core.engine.stratum_counts import strata_blocks
from tests.core.engine import oracle
from tests.tiers import examples


@st.composite
def grouped(draw):
    n = draw(st.integers(2, 80))
    g = draw(st.integers(1, 8))
    codes = draw(st.lists(st.integers(0, g - 1), min_size=n, max_size=n))
    scores = draw(st.lists(st.sampled_from([0.1, 0.2, 0.4, 0.6, 0.8]), min_size=n, max_size=n))
    labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    return np.array(codes), g, np.array(scores), np.array(labels)


def brute_force(codes, g, scores, labels):
    aucs, weights = [], []
    for i in range(g):
        rows = codes == i
        if labels[rows].any() and not labels[rows].all():
            aucs.append(oracle.auc_fractions(scores[rows], labels[rows])["average"])
            weights.append(int(rows.sum()))
    if not aucs:
        return None, None
    mean = sum(aucs, Fraction(0)) / len(aucs)
    weighted = sum((w * a for w, a in zip(weights, aucs)), Fraction(0)) / sum(weights)
    return float(mean), float(weighted)


@settings(max_examples=examples(150), deadline=None)
@given(grouped())
def test_means_are_the_exact_means_rounded_once(data):
    codes, g, scores, labels = data
    averages = group_averages(strata_blocks(codes, g, scores, labels=labels).counts())
    assert (averages.mean_auc, averages.weighted_auc) == brute_force(codes, g, scores, labels)
    present = len(set(codes.tolist()))
    assert averages.n_groups == present
    assert averages.n_used + averages.one_class == present


@settings(max_examples=examples(100), deadline=None)
@given(grouped(), st.lists(st.sampled_from([0.1, 0.5, 0.9]), min_size=1, max_size=10),
       st.booleans())
def test_a_group_of_one_class_never_changes_the_averages(data, extra_scores, positive):
    codes, g, scores, labels = data
    before = group_averages(strata_blocks(codes, g, scores, labels=labels).counts())
    k = len(extra_scores)
    after = group_averages(strata_blocks(
        np.concatenate([codes, np.full(k, g)]), g + 1,
        np.concatenate([scores, extra_scores]),
        labels=np.concatenate([labels, np.full(k, positive)])).counts())
    assert (after.mean_auc, after.weighted_auc, after.n_used) == \
        (before.mean_auc, before.weighted_auc, before.n_used)
    assert after.one_class == before.one_class + 1


@settings(max_examples=examples(100), deadline=None)
@given(grouped())
def test_one_group_is_the_whole(data):
    _, _, scores, labels = data
    codes = np.zeros(len(scores), dtype=int)
    averages = group_averages(strata_blocks(codes, 1, scores, labels=labels).counts())
    if labels.any() and not labels.all():
        whole = core.roc_from_scores(scores, labels).auc()
        assert averages.mean_auc == averages.weighted_auc == whole
    else:
        assert averages.mean_auc is None and averages.one_class == 1


def test_aggregated_rows_weigh_clicks_and_non_clicks():
    # Group 0: two impressions, AUC 1; group 1: 10 clicks and 10 non-clicks on one score,
    # AUC 1/2: weighted (2·1 + 20·1/2) / 22.
    averages = group_averages(strata_blocks([0, 0, 1], 2, [0.9, 0.1, 0.5], positives=[1, 0, 10],
                                            negatives=[0, 1, 10]).counts())
    assert averages.mean_auc == 0.75
    assert averages.weighted_auc == 12 / 22
