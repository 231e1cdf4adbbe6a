"""The confidence band (pROC's ``ci.se``) against pROC, within Monte-Carlo error.

The reference: pROC 1.18.0's own replicate function (``pROC:::stratified.ci.se``, what
``ci.se`` runs, stratified) run 20,000 times on each data set below, in R 4; for each
specificity the R type-7 quantiles of those replicates at ``q`` and ``q ± d(q)``, with
``d(q) = 4 sqrt(q (1 - q) (1/2000 + 1/20000))``: four standard errors of an empirical
quantile's level from 2,000 replicates (ours) and 20,000 (the reference's). Our
quantile at ``q`` from 2,000 replicates must lie between the reference's at ``q - d``
and ``q + d``: outside, it is not the same distribution. The script:

    r <- roc(controls = neg, cases = pos, direction = "<")
    perfs <- t(sapply(1:20000, pROC:::stratified.ci.se, roc = r, sp = sps))
    quantile(perfs[, k], probs, type = 7)

with ``sps <- c(0, .1, ..., 1)`` written out (decimal values, as
:func:`specificity_grid` makes them) and ``coords(r, sps, input = "specificity", ret =
"sensitivity")`` for the observed curve.
"""

import numpy as np
import pytest

import core
from core import InputError
from core.engine.se_band import sensitivity_band, specificity_grid
from core.errors import LoadCancelled, StatisticError

# Integer scores, many ties, m- = 60: every specificity of the grid is met by a vertex
# exactly, where pROC takes the highest sensitivity.
TIES_POS = (np.arange(40) * 7) % 11 + 3
TIES_NEG = (np.arange(60) * 5) % 11
# Two decimals, few ties, m- = 47: most grid points fall between vertices.
SPREAD_POS = np.round(np.sin(np.arange(1, 54)) * 1000) / 100 + 4
SPREAD_NEG = np.round(np.cos(np.arange(1, 48) * 3) * 1000) / 100

# Per specificity 0, 0.1, ..., 1: reference quantiles at 0.025 - d, 0.025, 0.025 + d,
# 0.5 - d, 0.5, 0.5 + d, 0.975 - d, 0.975, 0.975 + d (d of each level, see above).
PROC = {
    "ties": {
        "observed": [1, 1, 1, 0.96, 0.8625, 0.775, 0.665, 0.565, 0.475, 0.375, 0.275],
        "quantiles": [
            [1, 1, 1, 1, 1, 1, 1, 1, 1],
            [1, 1, 1, 1, 1, 1, 1, 1, 1],
            [0.925, 0.95, 0.9666666666666667, 1, 1, 1, 1, 1, 1],
            [0.78125, 0.80833333333333335, 0.825, 0.95833333333333337, 0.96666666666666667,
             0.975, 1, 1, 1],
            [0.675, 0.70221590909090914, 0.725, 0.85833333333333328, 0.8675, 0.875,
             0.978125, 0.9875, 1],
            [0.55, 0.58500000000000019, 0.60574288985021796, 0.77, 0.77777777777777779,
             0.78928571428571426, 0.909375, 0.925, 0.94375000000000009],
            [0.44444444444444448, 0.475, 0.5, 0.659375, 0.675, 0.68333333333333335,
             0.83006848638943376, 0.85, 0.875],
            [0.35625000000000007, 0.39166666666666666, 0.40833333333333338,
             0.55833333333333346, 0.575, 0.58124999999999993, 0.73125000000000007, 0.75,
             0.78214285714285714],
            [0.275, 0.30833333333333329, 0.325, 0.46666666666666662, 0.475, 0.4875, 0.6375,
             0.655, 0.685],
            [0.2, 0.225, 0.24285714285714283, 0.37021079645132388, 0.37857142857142856,
             0.38928571428571429, 0.52864480684582171, 0.55, 0.58124999999999993],
            [0.125, 0.15, 0.15, 0.275, 0.275, 0.275, 0.4, 0.425, 0.45],
        ],
    },
    "spread": {
        "observed": [1, 1, 1, 1, 0.81132075471698117, 0.660377358490566, 0.54716981132075471,
                     0.45283018867924529, 0.37735849056603776, 0.32075471698113206,
                     0.32075471698113206],
        "quantiles": [
            [1, 1, 1, 1, 1, 1, 1, 1, 1],
            [1, 1, 1, 1, 1, 1, 1, 1, 1],
            [0.83018867924528306, 0.8867924528301887, 1, 1, 1, 1, 1, 1, 1],
            [0.64150943396226412, 0.67924528301886788, 0.71698113207547165, 1, 1, 1, 1, 1, 1],
            [0.54716981132075471, 0.58490566037735847, 0.60377358490566035,
             0.79245283018867929, 0.81132075471698117, 0.81132075471698117, 1, 1, 1],
            [0.43396226415094341, 0.47169811320754718, 0.49056603773584906, 0.660377358490566,
             0.660377358490566, 0.67924528301886788, 0.84905660377358494, 0.8867924528301887,
             0.92452830188679247],
            [0.33962264150943394, 0.37735849056603776, 0.39622641509433965,
             0.54716981132075471, 0.54716981132075471, 0.56603773584905659,
             0.73584905660377353, 0.75471698113207553, 0.79245283018867929],
            [0.28301886792452829, 0.30188679245283018, 0.32075471698113206,
             0.47169811320754718, 0.47169811320754718, 0.49056603773584906,
             0.64150943396226412, 0.660377358490566, 0.69811320754716977],
            [0.22641509433962265, 0.24528301886792453, 0.26415094339622641,
             0.37735849056603776, 0.39622641509433965, 0.39622641509433965,
             0.54716981132075471, 0.54716981132075471, 0.58490566037735847],
            [0.18867924528301888, 0.20754716981132076, 0.22641509433962265,
             0.32075471698113206, 0.33962264150943394, 0.33962264150943394,
             0.45283018867924529, 0.47169811320754718, 0.49056603773584906],
            [0.16981132075471697, 0.18867924528301888, 0.20754716981132076,
             0.32075471698113206, 0.32075471698113206, 0.32075471698113206,
             0.43396226415094341, 0.45283018867924529, 0.47169811320754718],
        ],
    },
}
DATA = {"ties": (TIES_POS, TIES_NEG), "spread": (SPREAD_POS, SPREAD_NEG)}


def curve_of(name):
    pos, neg = DATA[name]
    return core.roc_from_scores(np.r_[pos, neg].astype(float),
                                np.r_[np.ones(len(pos)), np.zeros(len(neg))])


@pytest.mark.parametrize("name", ["ties", "spread"])
def test_the_observed_sensitivities_are_procs_coords(name):
    band = sensitivity_band(curve_of(name), n_bootstraps=2, seed=0)
    assert band.sensitivity.tolist() == pytest.approx(PROC[name]["observed"], abs=1e-12)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("name", ["ties", "spread"])
def test_the_band_is_procs_within_monte_carlo_error(name, seed):
    band = sensitivity_band(curve_of(name), level=0.95, n_bootstraps=2000, seed=seed)
    reference = np.array(PROC[name]["quantiles"])
    for column, ours in ((0, band.low), (3, band.median), (6, band.high)):
        below, above = reference[:, column], reference[:, column + 2]
        assert (below - 1e-12 <= ours).all() and (ours <= above + 1e-12).all(), (column, ours)


@pytest.mark.parametrize("name", ["ties", "spread"])
def test_the_comparison_tells_a_band_at_90_percent_from_one_at_95(name):
    # The quantiles at 5 % and 95 % instead of 2.5 % and 97.5 %: the tolerance above is
    # narrow enough to see that, so the comparison can fail.
    band = sensitivity_band(curve_of(name), level=0.90, n_bootstraps=2000, seed=1)
    reference = np.array(PROC[name]["quantiles"])
    inside = [((reference[:, c] - 1e-12 <= ours) & (ours <= reference[:, c + 2] + 1e-12)).all()
              for c, ours in ((0, band.low), (6, band.high))]
    assert not all(inside)


def test_a_seed_repeats_the_band_and_another_changes_it():
    curve = curve_of("spread")
    a, b = (sensitivity_band(curve, n_bootstraps=300, seed=7) for _ in range(2))
    c = sensitivity_band(curve, n_bootstraps=300, seed=8)
    assert a.low.tolist() == b.low.tolist() and a.high.tolist() == b.high.tolist()
    assert a.low.tolist() != c.low.tolist() or a.high.tolist() != c.high.tolist()


def test_aggregated_counts_give_the_band_of_their_rows():
    scores = np.array([3.0, 2.0, 1.0, 0.0])
    pos, neg = np.array([5, 3, 2, 1]), np.array([1, 2, 4, 6])
    counted = sensitivity_band(core.roc_from_counts(scores, pos, neg), n_bootstraps=500,
                               seed=3)
    rows = core.roc_from_scores(np.r_[np.repeat(scores, pos), np.repeat(scores, neg)],
                                np.r_[np.ones(pos.sum()), np.zeros(neg.sum())])
    expanded = sensitivity_band(rows, n_bootstraps=500, seed=3)
    assert counted.high.tolist() == expanded.high.tolist()
    assert counted.low.tolist() == expanded.low.tolist()


def test_progress_runs_to_one_and_cancel_stops():
    seen = []
    sensitivity_band(curve_of("ties"), n_bootstraps=1000, seed=1, progress=seen.append)
    assert seen[-1] == 1.0 and seen == sorted(seen) and len(seen) > 1
    calls = []

    def cancelled():
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(LoadCancelled):
        sensitivity_band(curve_of("ties"), n_bootstraps=1000, seed=1, cancelled=cancelled)
    assert len(calls) == 2


def test_the_grid_and_its_refusals():
    assert specificity_grid().tolist() == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]
    assert len(specificity_grid(0.01)) == 101 and specificity_grid(0.01)[30] == 0.3
    with pytest.raises(InputError) as error:
        specificity_grid(0.3)
    assert error.value.option == "band_step"
    with pytest.raises(StatisticError):
        sensitivity_band(core.roc_from_scores([0.1, 0.2, 0.3], [1, 0, 0]), seed=1)
