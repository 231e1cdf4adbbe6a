"""Thresholds written with the digits their scores' type holds."""

import math

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest

from core.app.report.numbers import same_decimals, score_type, threshold_text
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
