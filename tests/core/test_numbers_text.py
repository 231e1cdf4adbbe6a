"""Numbers as text: a score with the digits its type holds, for the report and for people."""

import math
from fractions import Fraction

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.numbers_text import (
    column_decimals,
    exact_text,
    midpoint_text,
    number_text,
    same_decimals,
    score_text,
    score_type,
    threshold_among,
    threshold_in,
    threshold_text,
)
from core.readers.loading import load


@pytest.mark.parametrize("written", ["0.3", "0.1", "0.55", "1e-07", "0.0001", "123456790.0",
                                     "3.0", "1e+20", "-0.7", "3.4028235e+38"])
def test_a_float32_threshold_reads_back_as_the_same_float32(written):
    widened = float(np.float32(written))
    text = threshold_text(widened, "float32")
    assert text == written
    assert np.float32(text) == np.float32(widened)


def test_float64_scores_keep_the_shortest_float64_text():
    assert threshold_text(0.1 + 0.2) == "0.30000000000000004"
    assert threshold_text(float(np.float32(0.3)), "float64") == "0.30000001192092896"
    assert threshold_text(7.0, "integer") == "7.0"


@pytest.mark.parametrize("score", [0.4712345678901234, 0.1 + 0.2, 1e-7, 123456.789, 2.5e16, 1e300,
                                   -0.0, -2.0, 5e-324])
def test_a_score_for_people_reads_back_as_that_score(score):
    text = score_text(score)
    assert float(text) == score and "e+" not in text and "e-0" not in text
    assert not text.endswith(".0") and text != "-0"


def test_the_report_and_the_window_write_the_same_digits():
    for value, score_type_ in [(0.30000001192092896, "float32"), (0.1 + 0.2, "float64"),
                               (3.4028235e+38, "float32")]:
        assert float(score_text(value, score_type_)) == float(threshold_text(value, score_type_))
    assert score_text(0.30000001192092896, "float32") == "0.3"
    assert (score_text(math.inf), score_text(-math.inf)) == ("+∞", "−∞")


def test_rounded_numbers_and_exact_ones():
    assert number_text(2 / 3) == "0.666667" and number_text(1e-5, 3) == "1e-5"
    assert number_text(-0.0) == "0" and number_text(1234567.0) == "1.23457e6"
    assert exact_text(Fraction(41, 2)) == "20.5" and exact_text(Fraction(2, 12)) == "1/6"
    assert exact_text(Fraction(-7, 3)) == "−7/3"


def test_the_ends_of_the_curve():
    assert [threshold_text(x, t) for x in (math.inf, -math.inf)
            for t in ("float32", "float64")] == ["+inf", "+inf", "-inf", "-inf"]


@pytest.mark.parametrize(("values", "expected"), [
    (pa.array([0.3, 0.2, 0.9, 0.1], pa.float32()), "float32"),
    (pa.array([0.3, 0.2, 0.9, 0.1], pa.float64()), "float64"),
    (pa.array([3, 2, 9, 1], pa.int32()), "integer"),
])
def test_the_score_type_is_read_from_the_parquet_column(tmp_path, values, expected):
    path = tmp_path / "scores.parquet"
    pq.write_table(pa.table({"score": values, "label": [1, 0, 1, 0]}), path)
    assert score_type(load(str(path))) == expected


def test_text_files_hold_float64(tmp_path):
    path = tmp_path / "scores.csv"
    path.write_text("score,label\n0.3,1\n0.2,0\n")
    assert score_type(load(str(path))) == "float64"


@pytest.mark.parametrize(("values", "expected"), [
    ((0.63, 0.833), ("0.630", "0.833")),
    ((0.768442, 1.0), ("0.768442", "1.000000")),
    ((0.5, 0.5), ("0.5", "0.5")),
    ((0.0, 0.2), ("0.0", "0.2")),
    ((0.0, 1.0), ("0", "1")),
    ((0.000123457, 0.9), ("0.000123457", "0.900000000")),
    ((1e-15, 0.5), ("0.000000000000", "0.500000000000")),  # at most 12 decimals
])
def test_the_ends_of_an_interval_share_their_decimals(values, expected):
    assert same_decimals(*values) == expected


def test_signed_ends():
    assert same_decimals(-3.2e-05, 0.4078, digits=3, sign=True) == ("-0.000032", "+0.407800")
    assert same_decimals(-0.0, 0.5, sign=True) == ("+0.0", "+0.5")  # no "-0.0"


@pytest.mark.parametrize(("midpoint", "threshold", "score_type", "expected"), [
    ((0.22 + 0.19) / 2, 0.22, "float64", "0.205"),
    ((float(np.float32(0.3)) + float(np.float32(0.2))) / 2, float(np.float32(0.3)),
     "float32", "0.25"),
    (2.5, 3.0, "integer", "2.5"),
    (math.inf, math.inf, "float64", "+inf"),
    (-math.inf, 0.1, "float32", "-inf"),
])
def test_procs_threshold_at_the_scores_digits(midpoint, threshold, score_type, expected):
    assert midpoint_text(midpoint, threshold, score_type) == expected


@pytest.mark.parametrize("written", ["0.3", "0.7", "1.5", "100.25", "3e-05"])
@pytest.mark.parametrize("side", ["even", "odd"])
def test_between_neighbouring_float32_scores_the_text_still_splits_them(written, side):
    # No float32 lies between the two scores, so the float32 nearest their midpoint
    # is one of them: the lower one, when its last bit is the even one, is no answer.
    # The midpoint is a float64 (pROC computes in doubles), and is read as one.
    high = np.float32(written)
    if (high.view(np.uint32) % 2 == 0) == (side == "odd"):
        high = np.nextafter(high, np.float32(np.inf))
    low = np.nextafter(high, np.float32(0))
    text = midpoint_text((float(high) + float(low)) / 2, float(high), "float32")
    assert float(low) < float(text) < float(high)


def test_a_midpoint_equal_to_the_score_stays_that_score():
    # pROC's midpoint of two neighbouring float64 scores is the higher one.
    assert midpoint_text(1.0, 1.0) == "1.0"


# ---- a shown value never rounds to another claim ------------------------------------------

# Values MAX_DECIMALS can tell apart (an AUC is a ratio of counts: 1 - 1e-12 is a
# trillion pairs of samples).
near_one = (st.integers(0, 10**12).map(lambda k: k / 10**12)
            | st.integers(0, 10**6).map(lambda k: 1 - k / 10**12)
            | st.sampled_from([0.999993, 0.999822, 0.9995, 0.99949999, 1.0, 0.0, 5e-6, 0.5]))


@given(st.lists(near_one, min_size=1, max_size=8))
def test_a_column_never_reads_a_value_as_one_or_zero_or_its_neighbour(values):
    decimals = column_decimals(values)
    texts = [f"{v:.{decimals}f}" for v in values]
    assert len({len(t.partition(".")[2]) for t in texts}) == 1  # one number of decimals
    for v, text in zip(values, texts):
        assert (float(text) == 1) == (v == 1) and (float(text) == 0) == (v == 0)
    assert len(set(texts)) == len(set(values))


def test_the_digits_classes_are_not_one_and_the_folds_share_decimals():
    d = column_decimals([0.999993, 0.999822, 0.99999, 1.0])
    assert [f"{v:.{d}f}" for v in (0.999993, 0.999822, 0.99999)] == [
        "0.999993", "0.999822", "0.999990"]
    assert column_decimals([0.9846, 0.999, 0.998], least=4) == 4
    assert column_decimals([0.5, 0.25]) == 3


def test_a_value_for_people_never_reads_as_a_whole_number_it_is_not():
    assert number_text(0.99999996) == "0.99999996"
    assert number_text(0.9999996, 4) == "0.9999996"
    assert number_text(1.0) == "1" and number_text(0.25) == "0.25"


distinct_scores = st.lists(st.floats(-1e6, 1e6, allow_subnormal=False), min_size=1,
                           max_size=6, unique=True)


@given(distinct_scores, st.data())
def test_a_threshold_is_told_apart_from_its_neighbouring_scores(scores, data):
    scores = sorted(scores, reverse=True)
    i = data.draw(st.integers(0, len(scores) - 1))
    value = scores[i]
    above = scores[i - 1] if i > 0 else None
    below = scores[i + 1] if i + 1 < len(scores) else None
    text = threshold_in(np.array([math.inf, *scores]), value)
    assert text == threshold_among(value, below, above)
    shown = float(text)
    # Read back, it names this score: nearer to it than to the scores either side of
    # it, and as a threshold it predicts as the score does (above the next lower score,
    # not above the score itself).
    for neighbour in (below, above):
        if neighbour is not None:
            assert abs(shown - value) < abs(shown - neighbour)
    assert shown <= value and (below is None or shown > below)
    assert text == score_text(value) or len(text) < len(score_text(value))


def test_a_threshold_has_the_fewest_digits_and_never_fewer_than_its_neighbours():
    t = 3 / 17
    assert threshold_among(t, 0.17, 0.18) == "0.176"
    assert threshold_among(t, 0.17647, 0.17648) == "0.176470588"  # 0.176471 > t
    assert threshold_among(0.4943018992384532, 0.2, 0.6) == "0.49"  # not 0.5: above it
    assert threshold_among(0.77, 0.62, 0.9) == "0.77"  # not "0.8"
    assert threshold_among(t) == score_text(t)  # a lone score: every digit
    assert threshold_in(np.array([math.inf, 0.9, 0.62]), math.inf) == "+∞"
