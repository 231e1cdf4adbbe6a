"""Partial AUC against a segment-by-segment exact oracle and numeric integration, with
McClish's standardisation at chance and perfect curves."""

import math
from fractions import Fraction

import numpy as np
import pytest
from hypothesis import assume, example, given, settings
from hypothesis import strategies as st
from scipy.integrate import quad

import core
from core import InputError, SingleClassError
from core.engine.partial_auc import partial_auc
from core.errors import PartialRangeError, UnknownFocusError
from tests.tiers import examples

EIGHT = core.roc_from_scores([0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15],
                             [1, 0, 1, 1, 0, 0, 1, 0])

few_scores = st.sampled_from([-1.0, 0.0, 0.3, 0.5, 0.7, 1.0, 2.0])


@st.composite
def curves(draw):
    if draw(st.booleans()):
        n = draw(st.integers(2, 50))
        scores = draw(st.lists(few_scores, min_size=n, max_size=n))
        labels = draw(st.lists(st.booleans(), min_size=n, max_size=n))
        assume(any(labels) and not all(labels))
        return core.roc_from_scores(scores, labels)
    k = draw(st.integers(1, 15))
    pos = draw(st.lists(st.integers(0, 6), min_size=k, max_size=k))
    neg = draw(st.lists(st.integers(0, 6), min_size=k, max_size=k))
    assume(sum(pos) > 0 and sum(neg) > 0)
    return core.roc_from_counts(np.arange(k, dtype=float), pos, neg)


@st.composite
def ranges(draw):
    grid = st.one_of(st.sampled_from([0.0, 0.1, 0.2, 0.25, 0.5, 0.75, 0.8, 0.9, 1.0]),
                     st.floats(0, 1))
    low, high = draw(grid), draw(grid)
    assume(low != high)
    return min(low, high), max(low, high)


def points(curve, focus):
    """The curve as exact (x, height) points along the focused rate."""
    m_pos, m_neg = curve.n_positive, curve.n_negative
    tp, fp = curve.tp.tolist(), curve.fp.tolist()
    if focus == "fpr":
        return [(Fraction(f, m_neg), Fraction(t, m_pos)) for t, f in zip(tp, fp)]
    return [(Fraction(t, m_pos), 1 - Fraction(f, m_neg)) for t, f in zip(tp, fp)]


def clipped_area(curve, focus, low, high):
    """Each segment clipped to [low, high] and integrated on its own, exactly."""
    lo, hi = Fraction(low), Fraction(high)
    pts = points(curve, focus)
    total = Fraction(0)
    for (x0, y0), (x1, y1) in zip(pts, pts[1:]):
        a, b = max(x0, lo), min(x1, hi)
        if b <= a:
            continue
        ya = y0 + (y1 - y0) * (a - x0) / (x1 - x0)
        yb = y0 + (y1 - y0) * (b - x0) / (x1 - x0)
        total += (b - a) * (ya + yb) / 2
    return total


def mcclish(area, focus, low, high):
    lo, hi = Fraction(low), Fraction(high)
    chance = (hi * hi - lo * lo) / 2 if focus == "fpr" else (hi - lo) - (hi * hi - lo * lo) / 2
    return (1 + (area - chance) / ((hi - lo) - chance)) / 2


def nearest_float(value: Fraction) -> float:
    """The float nearest an exact value; past the largest float, an infinity."""
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf


@settings(max_examples=examples(200), deadline=None)
@given(curves(), ranges(), st.sampled_from(["fpr", "tpr"]))
# Below chance over a range a few subnormals wide: McClish's value passes the largest float.
@example(core.roc_from_counts(np.array([7.0, 6.0]), [0, 1], [1, 0]), (0.0, 2.2250738585e-313),
         "tpr")
def test_matches_the_segment_by_segment_oracle_exactly(curve, bounds, focus):
    low, high = bounds
    got = partial_auc(curve, low, high, focus)
    exact = clipped_area(curve, focus, low, high)
    assert got.area == float(exact)
    assert got.standardized == nearest_float(mcclish(exact, focus, low, high))
    assert (got.focus, got.low, got.high) == (focus, low, high)
    assert 0 <= got.area <= high - low
    assert got.below_chance == (mcclish(exact, focus, low, high) < Fraction(1, 2))


@settings(max_examples=examples(60), deadline=None)
@given(curves(), ranges())
def test_fpr_focus_matches_numeric_integration(curve, bounds):
    low, high = bounds
    x, y = curve.fpr, curve.tpr
    inside = [v for v in x.tolist() if low < v < high]
    # Vertical pieces are jumps of measure zero; quad is told where they are.
    numeric, _ = quad(lambda t: np.interp(t, x, y), low, high, points=inside or None,
                      limit=500, epsabs=1e-13)
    assert partial_auc(curve, low, high, "fpr").area == pytest.approx(numeric, abs=1e-10)


@settings(max_examples=examples(60), deadline=None)
@given(curves(), ranges())
# Found by hypothesis: McClish's value over a range of one subnormal overflows a float.
@example(curve=core.roc_from_counts([0, -1], [0, 1], [1, 7]), bounds=(0.0, 5e-324))
def test_tpr_focus_matches_numeric_integration(curve, bounds):
    low, high = bounds
    # Specificity as a function of sensitivity; horizontal ROC pieces are its jumps.
    x, y = curve.tpr, 1 - curve.fpr
    inside = [v for v in x.tolist() if low < v < high]
    numeric, _ = quad(lambda t: np.interp(t, x, y), low, high, points=inside or None,
                      limit=500, epsabs=1e-13)
    assert partial_auc(curve, low, high, "tpr").area == pytest.approx(numeric, abs=1e-10)


@settings(max_examples=examples(100), deadline=None)
@given(curves(), st.sampled_from(["fpr", "tpr"]))
def test_the_full_range_is_the_auc(curve, focus):
    full = partial_auc(curve, 0, 1, focus)
    assert full.area == curve.auc()
    # min = 1/2, max = 1: McClish's value over [0, 1] is the AUC itself.
    assert full.standardized == curve.auc()


@settings(max_examples=examples(60), deadline=None)
@given(curves(), st.floats(0.01, 0.99), st.sampled_from(["fpr", "tpr"]))
def test_adjacent_ranges_add_up(curve, middle, focus):
    left = partial_auc(curve, 0, middle, focus).area
    right = partial_auc(curve, middle, 1, focus).area
    assert left + right == pytest.approx(curve.auc(), abs=1e-15)


@pytest.mark.parametrize("focus", ["fpr", "tpr"])
@pytest.mark.parametrize("low, high", [(0, 0.2), (0.1, 0.3), (0.5, 1), (0, 1), (0.9, 1)])
def test_standardized_at_chance_and_perfect_curves(focus, low, high):
    chance = core.roc_from_counts([0.5], [7], [3])  # one tie block: the diagonal
    assert partial_auc(chance, low, high, focus).standardized == 0.5
    perfect = core.roc_from_scores([4, 3, 2, 1], [1, 1, 0, 0])
    result = partial_auc(perfect, low, high, focus)
    assert result.standardized == 1.0
    assert result.area == pytest.approx(high - low, abs=1e-16)


def test_below_the_diagonal_is_flagged_not_clipped():
    # McClish's formula applied as it is (pROC's allow.invalid.partial.auc.correct).
    inverted = core.roc_from_scores([1, 2, 3, 4], [1, 1, 0, 0])
    result = partial_auc(inverted, 0, 0.5)
    assert result.area == 0.0
    assert result.standardized == 1 / 3  # (1 + (0 - 1/8) / (1/2 - 1/8)) / 2
    assert result.below_chance
    assert not partial_auc(EIGHT, 0, 0.5).below_chance
    # On the chance diagonal itself the area equals the chance area: not below it.
    assert not partial_auc(core.roc_from_counts([0.5], [7], [3]), 0.2, 0.3).below_chance


def test_eight_samples_by_hand():
    # FPR in [0, 0.5]: 0.25 * 0.25 on the flat step, then the trapezoid under the rising
    # tie diagonal (0.25, 0.5) -> (0.5, 0.75); chance leaves 1/8, the range holds 1/2.
    result = partial_auc(EIGHT, 0, 0.5)
    assert result.area == 0.21875
    assert result.standardized == (1 + (0.21875 - 0.125) / (0.5 - 0.125)) / 2
    # A range end inside the tie block interpolates along its diagonal: FPR 0.375 is
    # halfway, TPR 0.625 there.
    assert partial_auc(EIGHT, 0.375, 0.5).area == 0.125 * (0.625 + 0.75) / 2
    # TPR in [0.5, 0.75]: the tie diagonal again, seen from the right edge: specificity
    # falls from 0.75 to 0.5.
    assert partial_auc(EIGHT, 0.5, 0.75, "tpr").area == 0.25 * (0.75 + 0.5) / 2


def test_huge_counts_stay_exact():
    big = 5 * 10**12
    curve = core.roc_from_counts([3.0, 2.0, 1.0, 0.0], [big, 3, big, 7], [1, big, 5, big])
    for focus in ("fpr", "tpr"):
        got = partial_auc(curve, 0.1, 0.7, focus)
        assert got.area == float(clipped_area(curve, focus, 0.1, 0.7))


def test_focus_ignores_case():
    assert partial_auc(EIGHT, 0, 0.5, " TPR ").focus == "tpr"


@pytest.mark.parametrize("low, high, words", [
    (-0.1, 0.5, "-0.1 to 0.5 goes outside [0, 1]"),
    (0.2, 1.5, "0.2 to 1.5 goes outside [0, 1]"),
    (0.5, 0.5, "0.5 to 0.5 is empty"),
    (0.8, 0.2, "0.8 to 0.2 is empty"),
    (float("nan"), 0.5, "nan and 0.5"),
    ("low", 0.5, "'low' and 0.5"),
    (0, None, "0 and None"),
    (np.float64(0.3), np.float64(2), "0.3 to 2.0"),
])
def test_bad_ranges_are_one_clear_line(low, high, words):
    with pytest.raises(PartialRangeError) as caught:
        partial_auc(EIGHT, low, high)
    message = str(caught.value)
    assert isinstance(caught.value, InputError)
    assert "\n" not in message and words in message
    assert caught.value.option == "partial_auc"


@pytest.mark.parametrize("focus", ["sensitivity", "", None, 1])
def test_unknown_focus(focus):
    with pytest.raises(UnknownFocusError, match="choose fpr or tpr") as caught:
        partial_auc(EIGHT, 0, 0.5, focus)
    assert repr(focus) in str(caught.value)
    assert caught.value.option == "partial_auc_focus"


def test_one_class_is_refused():
    with pytest.raises(SingleClassError):
        partial_auc(core.roc_from_scores([1, 2], [1, 1]), 0, 0.5)
