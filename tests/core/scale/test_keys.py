"""One rule for group and fold keys, whichever engine counts them and whatever file
they come from (docs/file-formats.md, "Group and fold columns"): numbers compared as
numbers (-0 is 0), text as text, and a null, a NaN or the empty text no key."""

import csv
import json
import math
import os
import tempfile

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.errors import MissingValueError
from tests.core.scale.strata_helpers import report_json

FLOATS = [0.0, -0.0, 1.5, -2.25, 3.0, 1e20, 0.1, math.nan, None]
INTEGERS = [0, 1, -1, 7, 10, 2**40, None]
TEXTS = ["a", "b", "A", "", None, "é", "e\u0301", "用户", " a", "x,y", 'say "hi"']


def _write(folder: str, keys: list, kind: str, scores, labels, form: str) -> str:
    """The rows as Parquet (the keys' own type) or as a text file (each key as Python
    writes it: ``-0.0``, ``nan``, an empty field for None)."""
    if form == "parquet":
        path = os.path.join(folder, "log.parquet")
        types = {"float": pa.float64(), "integer": pa.int64(), "text": pa.string()}
        pq.write_table(pa.table({"key": pa.array(keys, types[kind]), "score": scores,
                                 "label": labels}), path)
        return path
    path = os.path.join(folder, "log.csv")
    with open(path, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(["key", "score", "label"])
        out.writerows(("" if k is None else k, s, y) for k, s, y in zip(keys, scores, labels))
    return path


@st.composite
def logs(draw):
    kind = draw(st.sampled_from(["float", "integer", "text"]))
    pool = {"float": FLOATS, "integer": INTEGERS, "text": TEXTS}[kind]
    if kind == "text":  # and a few texts of hypothesis's own
        letters = st.characters(blacklist_categories=("Cc", "Cs"))
        pool = pool + draw(st.lists(st.text(letters, min_size=1, max_size=3), max_size=3))
    n = draw(st.integers(2, 24))
    keys = draw(st.lists(st.sampled_from(pool), min_size=n, max_size=n))
    scores = draw(st.lists(st.sampled_from([0.1, 0.2, 0.35, 0.5, 0.8]), min_size=n,
                           max_size=n))
    labels = draw(st.lists(st.integers(0, 1), min_size=n, max_size=n))
    # One key every file reads alike, holding both classes: the model is never empty.
    fixed = {"float": 5.5, "integer": 5, "text": "z"}[kind]
    return (kind, keys + [fixed, fixed], scores + [0.3, 0.6], labels + [0, 1],
            draw(st.sampled_from(["parquet", "csv"])))


@settings(max_examples=15, deadline=None, derandomize=True)
@given(logs())
def test_memory_and_duckdb_read_the_same_keys(log):
    kind, keys, scores, labels, form = log
    with tempfile.TemporaryDirectory() as folder:
        path = _write(folder, keys, kind, scores, labels, form)
        load = {"scores": ("score",), "label": "label", "drop_missing": True}
        for role in ("group", "fold"):
            memory = report_json(path, "memory", **load, **{role: "key"})
            assert report_json(path, "duckdb", **load, **{role: "key"}) == memory, role


def _strata(report: str, role: str) -> dict:
    part = json.loads(report)["groups" if role == "group" else "folds"]
    rows = part["table"] if role == "group" else part["per_fold"]
    return {row[role]: (row["n_positive"], row["n_negative"]) for row in rows}


@pytest.mark.parametrize("engine", ["memory", "duckdb"])
def test_minus_zero_is_zero_and_nan_no_key(tmp_path, engine):
    # The file: two groups and a NaN left out, in every engine.
    path = tmp_path / "g.csv"
    path.write_text("user,score,label\n0.0,0.1,0\n-0.0,0.2,1\n0.0,0.3,1\n-0.0,0.4,0\n"
                    "1.5,0.5,1\n1.5,0.2,0\nnan,0.3,1\n")
    report = report_json(path, engine, group="user", drop_missing=True)
    assert _strata(report, "group") == {"0": (2, 2), "1.5": (1, 1)}
    assert json.loads(report)["n"] == 6
    assert json.loads(report)["groups"]["mean_auc"] == 0.75


@pytest.mark.parametrize("form", ["parquet", "csv"])
def test_folds_with_nan_in_both_classes_are_left_out(tmp_path, form):
    # DuckDB took NaN for a fold (Parquet's statistics leave NaN out, and its optimiser
    # believed them), then looked it up among the folds: KeyError: nan.
    folds = [1.0, 1.0, 2.0, 2.0, math.nan, math.nan, 1.0, 2.0, -0.0, 0.0]
    path = _write(str(tmp_path), folds, "float", [0.1, 0.9, 0.3, 0.4, 0.5, 0.2, 0.2, 0.8,
                                                  0.6, 0.7], [0, 1, 1, 0, 1, 0, 1, 0, 1, 0],
                  form)
    load = {"fold": "key", "scores": ("score",), "label": "label", "drop_missing": True}
    duck = report_json(path, "duckdb", **load)
    assert duck == report_json(path, "memory", **load)
    assert _strata(duck, "fold") == {"0": (1, 1), "1": (2, 1), "2": (1, 2)}


def test_empty_text_is_no_key_in_parquet_as_in_a_text_file(tmp_path):
    # A text file reads an empty field as missing; Parquet's empty string is no key either.
    keys = ["a", "", "a", "b", "", "b", None]
    parquet = _write(str(tmp_path), keys, "text", [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
                     [0, 1, 1, 0, 1, 1, 0], "parquet")
    load = {"group": "key", "scores": ("score",), "label": "label"}
    for engine in ("memory", "duckdb"):
        with pytest.raises(MissingValueError, match="3 rows have no"):
            report_json(parquet, engine, **load)
    dropped = report_json(parquet, "duckdb", drop_missing=True, **load)
    assert dropped == report_json(parquet, "memory", drop_missing=True, **load)
    assert _strata(dropped, "group") == {"a": (1, 1), "b": (1, 1)}
    assert json.loads(dropped)["n"] == 4


def test_duckdb_sees_a_nan_label_in_parquet(tmp_path):
    # The same optimiser took a NaN label for a value: n = 4 where memory refuses.
    path = str(tmp_path / "nan_label.parquet")
    pq.write_table(pa.table({"score": [0.1, 0.9, 0.3, 0.4],
                             "label": [0.0, 1.0, np.nan, 0.0]}), path)
    with pytest.raises(MissingValueError):
        report_json(path, "duckdb", scores=("score",), label="label")
    load = {"scores": ("score",), "label": "label", "drop_missing": True}
    dropped = report_json(path, "duckdb", **load)
    assert json.loads(dropped)["n"] == 3
