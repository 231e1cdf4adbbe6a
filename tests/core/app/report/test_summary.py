"""The report's dictionary: the operating point at either end of the curve (a NaN
threshold is refused by the request: tests/core/app/test_options.py)."""

import json
import math

from core.app.report.summary import summary
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

