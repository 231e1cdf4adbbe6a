"""The Python interface's own keyword and forms: ``name``, columns given with arrays,
data in no known form, and an infinite threshold. Every other keyword is the command
line's option, checked as it is (tests/core/app/test_options.py)."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import polars as pl
import pytest

from core.app.api import report
from core.app.api.options import request_of
from core.errors import InputError, LengthMismatchError, LoadError, SingleClassError

from ..conftest import EXAMPLES

Y = [1, 0, 1, 0]
P = [0.9, 0.2, 0.6, 0.4]
Y8 = [1, 0, 1, 1, 0, 0, 1, 0]
P8 = [0.77, 0.62, 0.58, 0.47, 0.47, 0.33, 0.23, 0.15]


@pytest.mark.parametrize("options, option", [
    ({"score": "p"}, "score"),
    ({"label": "y"}, "label"),
    ({"counts": ("a", "b")}, "counts"),
    ({"name": ["a", "b"]}, "name"),
    ({"sql": "SELECT 1 AS s, 0 AS y"}, "sql"),
])
def test_refused_with_the_keyword_named(options, option):
    with pytest.raises(InputError) as caught:
        report(Y, P, **options)
    assert caught.value.option == option


def test_data_in_no_known_form():
    with pytest.raises(InputError, match="one-dimensional"):
        report(Y, np.ones((4, 2)))
    with pytest.raises(InputError, match="two arrays"):
        report(Y, P, P)
    with pytest.raises(InputError, match="collect"):
        report(pl.DataFrame({"y": Y, "p": P}).lazy())
    with pytest.raises(InputError, match="as a data set"):
        report(pd.DataFrame({"y": Y, "p": P}), 3)
    with pytest.raises(InputError, match="do not make one column"):
        report([1, "a", 0.5, None], P)
    with pytest.raises(LengthMismatchError, match="'label' has 4, 'score' has 3"):
        report(Y, P[:3])


def test_columns_of_arrays_are_named_after_series_else_label_and_score():
    r = report(pd.Series(Y, name="outcome"), pl.Series("prob", P))
    assert (r.model.label_column, r.model.score_column, r.model.name) == ("outcome", "prob",
                                                                         "prob")
    # a score named like the label column: the label column steps aside
    r = report(Y, {"label": P, "score": P[::-1]})
    assert list(r.models) == ["label", "score"]
    assert r.models["label"].label_column == "label_"
    r = report(pd.Series(Y, name="p"), {"p": P, "label": P, "label_": P})
    assert r.models["p"].label_column == "label__"


def test_errors_of_the_data_are_the_loaders():
    with pytest.raises(LoadError, match='column "score"'):
        report(Y, [0.9, None, 0.6, 0.4])
    assert report(Y, [0.9, None, 0.6, 0.4], drop_missing=True).model.n == 3
    with pytest.raises(SingleClassError):
        report([1, 1, 1], [0.1, 0.2, 0.3])
    with pytest.raises(InputError, match="2 models"):
        report(Y, {"a": P, "b": P}).auc


@pytest.mark.parametrize("value", [math.inf, -math.inf, -1e-3])
def test_the_threshold_may_be_infinite(value):
    assert request_of((), {"threshold": value}).threshold == value


@pytest.mark.parametrize(("value", "counts"), [(math.inf, (0, 0, 4, 4)),
                                               (-math.inf, (4, 4, 0, 0))])
def test_the_operating_point_at_either_end(value, counts):
    op = report(Y8, P8, threshold=value).model.operating_point
    assert (op.tp, op.fp, op.tn, op.fn) == counts


def test_a_nan_threshold_names_the_keyword():
    with pytest.raises(InputError, match="threshold=nan") as caught:
        request_of((), {"threshold": math.nan})
    assert caught.value.option == "threshold"


def test_keywords_the_signature_once_refused_are_taken():
    # group=, group_table=, fold= and fold_average= are options of the command line too.
    r = report(pd.DataFrame({"u": ["a", "a", "b", "b"], "y": Y, "p": P}), score="p",
               label="y", group="u", group_table=True)
    assert r.to_dict()["groups"]["n_used"] == 2
    folds = report(pd.read_csv(EXAMPLES / "cv_folds.csv"), fold="fold",
                   fold_average="threshold").to_dict()["folds"]
    assert folds["k"] > 1 and "threshold" in folds


def test_repeated_column_names_are_numbered_as_in_a_file():
    frame = pd.DataFrame({"a": P8, "b": [0.1] * 8, "label": Y8})
    frame.columns = ["s", "s", "label"]
    result = report(frame, score="s (2)", label="label")
    assert result.model.score_column == "s (2)"
    first = report(frame, score="s", label="label")
    assert first.model.auc != result.model.auc


@pytest.mark.parametrize("form", ["table", "scores"])
def test_keys_that_read_as_one_name_are_refused_not_merged(form):
    columns = {1: P, "1": [1 - p for p in P]}
    data = ({**columns, "label": Y},) if form == "table" else (Y, columns)
    with pytest.raises(InputError, match=r"the keys 1 and '1' both name the column '1'"):
        report(*data)
