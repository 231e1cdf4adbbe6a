"""The Python interface takes an infinite threshold as the command line does, and
refuses NaN with an error naming the keyword."""

import math

import pytest

from core.app.api import report
from core.app.api.options import request_of
from core.errors import InputError

Y = [1, 0, 1, 1, 0, 0, 1, 0]
P = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]


@pytest.mark.parametrize("value", [math.inf, -math.inf, -1e-3])
def test_the_threshold_may_be_infinite(value):
    assert request_of((), {"threshold": value}).threshold == value


@pytest.mark.parametrize(("value", "counts"), [(math.inf, (0, 0, 4, 4)),
                                               (-math.inf, (4, 4, 0, 0))])
def test_the_operating_point_at_either_end(value, counts):
    op = report(Y, P, threshold=value).model.operating_point
    assert (op.tp, op.fp, op.tn, op.fn) == counts


def test_a_nan_threshold_names_the_keyword():
    with pytest.raises(InputError, match="threshold=nan") as caught:
        request_of((), {"threshold": math.nan})
    assert caught.value.option == "threshold"
