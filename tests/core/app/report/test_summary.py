"""The report's dictionary: the operating point at either end of the curve, and a NaN
threshold refused with a typed error naming the option."""

import json
import math

import pytest

from core.app.report.summary import summary
from core.errors import InputError
from core.readers.examples import embedded_example


def test_at_plus_infinity_nothing_is_predicted_positive():
    data = embedded_example()
    op = summary(data, data.curve(), threshold=math.inf)["operating_point"]
    assert (op["threshold"], op["tp"], op["fp"], op["tn"], op["fn"]) == (None, 0, 0, 4, 4)
    assert (op["tpr"], op["fpr"], op["precision"]) == (0.0, 0.0, None)


def test_at_minus_infinity_everything_is_predicted_positive():
    data = embedded_example()
    report = summary(data, data.curve(), threshold=-math.inf)
    op = report["operating_point"]
    assert (op["threshold"], op["tp"], op["fp"], op["tn"], op["fn"]) == (None, 4, 4, 0, 0)
    assert (op["tpr"], op["fpr"], op["precision"]) == (1.0, 1.0, 0.5)
    json.dumps(report, allow_nan=False)  # what the command line prints


def test_a_nan_threshold_is_refused_naming_the_option():
    data = embedded_example()
    with pytest.raises(InputError, match="the threshold is NaN") as caught:
        summary(data, data.curve(), threshold=math.nan)
    assert caught.value.option == "threshold"
