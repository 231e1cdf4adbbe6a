"""The groups' AUC histogram and the folds' band: brute-force counts and the band's
edges."""

import numpy as np
from hypothesis import given
from hypothesis import strategies as st

from core.drawing.strata_shapes import auc_histogram, fold_band
from core.engine.folds import ThresholdAverage, VerticalAverage

aucs = st.lists(st.one_of(st.sampled_from([0.0, 0.05, 0.5, 0.95, 1.0, float("nan")]),
                          st.floats(0, 1)), max_size=60)


@given(aucs, st.integers(1, 30), st.booleans())
def test_each_group_lands_in_the_one_bin_that_holds_its_auc(values, bins, weighted):
    auc = np.array(values, dtype=float)
    weights = np.arange(1, len(auc) + 1, dtype=float) if weighted else None
    hist = auc_histogram(auc, weights, bins=bins)
    expected = np.zeros(bins)
    for i, a in enumerate(auc):
        if np.isnan(a):
            continue
        # [edge_k, edge_k+1), the last bin closed: AUC 1 is in it
        k = next(j for j in range(bins) if a < hist.edges[j + 1] or j == bins - 1)
        expected[k] += weights[i] if weighted else 1
    np.testing.assert_allclose(hist.heights, expected)
    assert hist.left_out == int(np.isnan(auc).sum())
    assert hist.weighted is weighted
    assert hist.edges[0] == 0 and hist.edges[-1] == 1 and len(hist.edges) == bins + 1


def test_the_band_is_the_mean_one_sd_either_side_within_the_unit_square():
    vertical = VerticalAverage(np.array([0.0, 0.5, 1.0]), np.array([0.1, 0.6, 1.0]),
                               np.array([0.2, 0.1, 0.0]), np.zeros((2, 3)))
    band = fold_band(vertical)
    np.testing.assert_allclose(band.lower, [0.0, 0.5, 1.0])
    np.testing.assert_allclose(band.upper, [0.3, 0.7, 1.0])
    threshold = ThresholdAverage(np.array([np.inf, 0.5, 0.1]), np.array([0.0, 0.4, 1.0]),
                                 np.array([0.0, 0.1, 0.0]), np.array([0.0, 0.95, 1.0]),
                                 np.array([0.0, 0.1, 0.0]))
    band = fold_band(threshold)
    np.testing.assert_allclose(band.x, [0.0, 0.4, 1.0])
    np.testing.assert_allclose(band.upper, [0.0, 1.0, 1.0])  # 1.05 kept within the square


def test_a_single_fold_has_no_band():
    one = VerticalAverage(np.array([0.0, 1.0]), np.array([0.5, 1.0]), None, np.zeros((1, 2)))
    band = fold_band(one)
    np.testing.assert_array_equal(band.lower, band.mean)
    np.testing.assert_array_equal(band.upper, band.mean)
