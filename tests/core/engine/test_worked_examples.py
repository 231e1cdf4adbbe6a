"""The worked examples of docs/mathematics.md, reproduced exactly: from raw rows and aggregated rows."""

from fractions import Fraction

import numpy as np
import pytest

import core
from core import SegmentType as S
from core import TieOrdering

EIGHT_SCORES = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]
EIGHT_LABELS = [1, 0, 1, 1, 0, 0, 1, 0]


def eight_from_rows():
    return core.roc_from_scores(EIGHT_SCORES, EIGHT_LABELS)


def eight_from_counts():
    # 0.47 holds one positive and one negative; rows need not be sorted or unique.
    return core.roc_from_counts(
        [0.15, 0.47, 0.77, 0.62, 0.58, 0.33, 0.23, 0.47],
        [0, 1, 1, 0, 1, 0, 1, 0],
        [1, 0, 0, 1, 0, 1, 0, 1],
    )


@pytest.fixture(params=[eight_from_rows, eight_from_counts], ids=["rows", "counts"])
def eight(request):
    return request.param()


def test_eight_vertices_and_segment_types(eight):
    assert eight.thresholds.tolist() == [np.inf, 0.77, 0.62, 0.58, 0.47, 0.33, 0.23, 0.15]
    assert list(zip(eight.fpr.tolist(), eight.tpr.tolist())) == [
        (0, 0), (0, .25), (.25, .25), (.25, .5), (.5, .75), (.75, .75), (.75, 1), (1, 1)]
    assert [S(s) for s in eight.segments] == [
        S.TRUE_POSITIVE, S.FALSE_POSITIVE, S.TRUE_POSITIVE, S.MIXED,
        S.FALSE_POSITIVE, S.TRUE_POSITIVE, S.FALSE_POSITIVE]


def test_eight_counts_pairs_and_aucs(eight):
    assert (eight.n_positive, eight.n_negative, eight.n_samples) == (4, 4, 8)
    assert (eight.distinct_scores, eight.mixed_blocks) == (7, 1)
    assert eight.pairs == core.PairCounts(concordant=10, tied=1, discordant=5)
    assert eight.pairs.total == 16
    assert eight.auc_exact("average") == Fraction(21, 32)
    assert eight.auc_exact("best") == Fraction(11, 16)
    assert eight.auc_exact("worst") == Fraction(5, 8)
    assert eight.aucs == core.AucValues(average=0.65625, best=0.6875, worst=0.625)
    assert eight.rank_loss == 11 / 32
    assert eight.tie_band_exact() == Fraction(1, 16)


def test_eight_five_formulas_agree_exactly(eight):
    formulas = core.five_formulas(eight)
    assert [f.key for f in formulas] == [
        "trapezoid", "rank_loss", "mann_whitney", "grouped", "probability"]
    assert [f.exact for f in formulas] == [Fraction(21, 32)] * 5
    assert [f.value for f in formulas] == [0.65625] * 5
    assert formulas.agree


def test_eight_polylines_per_ordering(eight):
    avg = eight.polyline("average")
    assert avg.x.tolist() == eight.fpr.tolist() and avg.y.tolist() == eight.tpr.tolist()
    best = eight.polyline(TieOrdering.BEST)
    # The mixed block (0.25, 0.5) -> (0.5, 0.75) goes up first, then right.
    assert list(zip(best.x, best.y))[3:6] == [(.25, .5), (.25, .75), (.5, .75)]
    worst = eight.polyline("l2")
    assert list(zip(worst.x, worst.y))[3:6] == [(.25, .5), (.5, .5), (.5, .75)]
    for line in (best, worst):
        assert len(line) == 9
        assert [S(s) for s in line.segment][3:5] == [S.MIXED, S.MIXED]
        assert line.vertex_point.tolist() == [0, 1, 2, 3, 5, 6, 7, 8]
        assert line.x[line.vertex_point].tolist() == eight.fpr.tolist()


def test_polyline_areas_are_the_three_aucs(eight):
    for ordering in TieOrdering:
        line = eight.polyline(ordering)
        area = float(np.sum(np.diff(line.x) * (line.y[:-1] + line.y[1:]) / 2))
        assert area == eight.auc(ordering)


@pytest.mark.parametrize(
    ("threshold", "expected"),
    [
        (0.5, dict(tp=2, fp=1, tn=3, fn=2, vertex_threshold=0.58)),
        (0.47, dict(tp=3, fp=2, tn=2, fn=1, vertex_threshold=0.47)),
        (0.58, dict(tp=2, fp=1, tn=3, fn=2, vertex_threshold=0.58)),
        (0.9, dict(tp=0, fp=0, tn=4, fn=4, vertex_threshold=np.inf)),
        (0.15, dict(tp=4, fp=4, tn=0, fn=0, vertex_threshold=0.15)),
        (-5.0, dict(tp=4, fp=4, tn=0, fn=0, vertex_threshold=0.15)),
        (np.inf, dict(tp=0, fp=0, tn=4, fn=4, vertex_threshold=np.inf)),
    ],
)
def test_eight_operating_points(eight, threshold, expected):
    point = eight.operating_point(threshold)
    for name, value in expected.items():
        assert getattr(point, name) == value, name


def test_operating_point_metrics_at_half():
    point = eight_from_rows().operating_point(0.5)
    assert (point.tpr, point.fpr, point.specificity) == (0.5, 0.25, 0.75)
    assert point.precision == 2 / 3
    assert point.f1 == 4 / 7
    assert point.accuracy == 0.625
    assert point.youden_j == 0.25
    empty = eight_from_rows().operating_point(np.inf)
    assert np.isnan(empty.precision) and empty.f1 == 0.0


FIVE = [(0.95, 1), (0.90, 0), (0.81, 1), (0.75, 0), (0.6, 0)]


def test_click_log_from_rows_and_from_counts():
    rows = core.roc_from_scores([s for s, _ in FIVE], [c for _, c in FIVE])
    counts = core.roc_from_counts([s for s, _ in FIVE], [c for _, c in FIVE],
                                  [1 - c for _, c in FIVE])
    for curve in (rows, counts):
        assert (curve.n_positive, curve.n_negative) == (2, 3)
        assert curve.auc_exact() == Fraction(5, 6)
        assert curve.pairs == core.PairCounts(5, 0, 1)
        assert [f.exact for f in core.five_formulas(curve)] == [Fraction(5, 6)] * 5
    assert rows.thresholds.tolist() == counts.thresholds.tolist()
    assert rows.tp.tolist() == counts.tp.tolist() and rows.fp.tolist() == counts.fp.tolist()


def test_mann_whitney_matches_the_seed_rank_sum():
    # Seed 001 ranks descending (5 = highest): positives hold 5 and 3, sum 8; ascending
    # ranks give the same sum here, and AUC = (8 - 3) / 6.
    curve = core.roc_from_scores([s for s, _ in FIVE], [c for _, c in FIVE])
    assert core.five_formulas(curve).mann_whitney.exact == Fraction(8 - 3, 6)


def test_youden_vertex_is_the_best_operating_point():
    curve = eight_from_rows()
    # J = TPR - FPR over the vertices: 0, .25, 0, .25, .25, 0, .25, 0 -> the first .25.
    assert curve.youden_vertex() == 1
