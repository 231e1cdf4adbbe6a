"""The command line's --threshold takes the curve's two ends, +inf and -inf, as the
window does; NaN stays a one-line usage error."""

import math

import pytest

from core.app.cli.parser import parse_args


@pytest.mark.parametrize(("text", "value"), [
    ("inf", math.inf), ("+inf", math.inf), ("Infinity", math.inf), ("-inf", -math.inf),
    ("-Infinity", -math.inf), ("-1e-3", -0.001), ("0.5", 0.5),
])
def test_a_threshold_may_be_infinite(text, value):
    assert parse_args(["--threshold", text, "--report", "text"]).threshold == value


@pytest.mark.parametrize("text", ["nan", "NaN", "-nan"])
def test_a_nan_threshold_is_one_line_that_says_what_to_give(rocscope, text):
    line = rocscope("--threshold", text, "--report", "text").one_line_error()
    assert f"argument --threshold: {text!r} is not a threshold" in line
    assert "inf (nothing predicted positive) or -inf (everything predicted positive)" in line


@pytest.mark.parametrize(("text", "counts"), [
    ("inf", (0, 0, 4, 4)), ("+inf", (0, 0, 4, 4)), ("-inf", (4, 4, 0, 0)),
])
def test_the_operating_point_at_either_end_of_the_curve(rocscope, text, counts):
    # The built-in example: 4 positives and 4 negatives, scores from 0.15 to 0.77.
    op = rocscope("--threshold", text, "--report", "json").json()["operating_point"]
    assert (op["tp"], op["fp"], op["tn"], op["fn"]) == counts
    assert op["threshold"] is None  # JSON has no infinity
    out = rocscope("--threshold", text, "--report", "text").out
    tp, fp, tn, fn = counts
    assert f"confusion    TP {tp}  FP {fp}  TN {tn}  FN {fn}\n" in out
    said = ("+inf (nothing is predicted positive: the curve's start)" if tp == 0
            else "-inf (everything is predicted positive: the curve's end)")
    assert f"threshold    {said}\n" in out
