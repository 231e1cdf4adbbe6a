"""The Python interface refuses what the command line refuses, as typed errors naming
the keyword, before any data is read; and names columns of arrays as documented."""

from __future__ import annotations

import numpy as np
import pandas as pd
import polars as pl
import pytest

from core.app.api import report
from core.errors import InputError, LengthMismatchError, LoadError, SingleClassError

Y = [1, 0, 1, 0]
P = [0.9, 0.2, 0.6, 0.4]


@pytest.mark.parametrize("options, option", [
    ({"ci_level": 1.0}, "ci_level"),
    ({"ci": "wald"}, "ci"),
    ({"seed": 1}, "seed"),
    ({"ci": "bootstrap", "bootstraps": 1}, "bootstraps"),
    ({"ci": "bootstrap", "seed": -1}, "seed"),
    ({"best": "cost"}, "cost_ratio"),
    ({"cost_ratio": 2.0}, "cost_ratio"),
    ({"best": "cost", "cost_ratio": 0}, "cost_ratio"),
    ({"best": "cost", "cost_ratio": 2, "prevalence": 1.5}, "prevalence"),
    ({"best": "median"}, "best"),
    ({"partial_auc": (0.5, 0.2)}, "partial_auc"),
    ({"partial_auc": (0, 2)}, "partial_auc"),
    ({"partial_auc_focus": "tpr"}, "partial_auc_focus"),
    ({"ties": "random"}, "ties"),
    ({"threshold": float("inf")}, "threshold"),
    ({"threshold": "0.5"}, "threshold"),
    ({"pr": "yes"}, "pr"),
    ({"engine": "gpu"}, "engine"),
    ({"sql": "SELECT 1", "engine": "memory"}, "sql"),
    ({"memory_limit": "1GB", "engine": "memory"}, "memory_limit"),
    ({"score": "p"}, "score"),
    ({"counts": ("a", "b")}, "counts"),
    ({"name": ["a", "b"]}, "name"),
])
def test_refused_with_the_keyword_named(options, option):
    with pytest.raises(InputError) as caught:
        report(Y, P, **options)
    assert caught.value.option == option


def test_an_unknown_keyword_is_a_type_error():
    with pytest.raises(TypeError):
        report(Y, P, colour="red")


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
