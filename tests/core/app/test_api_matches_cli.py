"""``rocscope.report`` on data held in memory gives the command line's JSON for the same
data written to a CSV file, to the last bit: every input type, one model and several,
labels of every kind, aggregated rows, missing values, rows matched by id, groups, folds
and classes."""

from __future__ import annotations

import numpy as np
import pandas as pd
import polars as pl
import pyarrow as pa
import pytest

from core.app.api import report
from core.app.pipeline.model_strata import FoldSummary, GroupSummary
from tests.core.app.conftest import EXAMPLES

# Every analysis the report has, so that every block is compared.
OPTIONS = {"ci": "delong", "pr": True, "best": "youden", "partial_auc": (0.0, 0.3),
           "hull": True, "threshold": 0.5, "ties": "best"}
FLAGS = ["--ci", "delong", "--pr", "--best", "youden", "--partial-auc", "0", "0.3", "--hull",
         "--threshold", "0.5", "--ties", "best"]


def _data(seed=7, n=300):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    # Rounded scores tie within and across classes; a third is full float precision.
    a = np.round(rng.normal(y * 0.8, 1.0), 2)
    b = rng.normal(y * 0.5, 1.0)
    b[::7] = a[::7]
    return y, a, b


def _csv(path, columns: dict) -> None:
    """Columns written as a model run writes them: floats in full (repr round-trips)."""
    names = list(columns)
    lines = [",".join(names)]
    for row in zip(*columns.values()):
        lines.append(",".join(_text(v) for v in row))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def _text(v) -> str:
    if v is None or (isinstance(v, float) and np.isnan(v)):
        return ""
    if isinstance(v, (bool, np.bool_)):
        return "true" if v else "false"
    if isinstance(v, (float, np.floating)):
        return repr(float(v))
    return str(v)


@pytest.fixture
def cli(rocscope, tmp_path, monkeypatch):
    """``cli(columns, *args)``: the command line's JSON for ``columns`` written to
    ``data.csv`` (run in its folder, so that its ``file`` is ``data.csv``)."""
    monkeypatch.chdir(tmp_path)

    def run(columns: dict, *args, file="data.csv"):
        _csv(tmp_path / file, columns)
        return rocscope(file, *args, "--report", "json").json()

    return run


Y, A, B = _data()
LABELS = {
    "numpy": lambda v: v,
    "list": lambda v: v.tolist(),
    "pandas": lambda v: pd.Series(v),
    "polars": lambda v: pl.Series(v),
    "pyarrow": lambda v: pa.array(v),
    "pyarrow-chunked": lambda v: pa.chunked_array([v[:100], v[100:]]),
}


@pytest.mark.parametrize("kind", LABELS)
def test_labels_and_scores_of_every_type(kind, cli):
    make = LABELS[kind]
    ours = report(make(Y), make(A), name="data.csv", **OPTIONS).to_dict()
    assert ours == cli({"label": Y, "score": A}, "--score", "score", "--label", "label", *FLAGS)


@pytest.mark.parametrize("kind", LABELS)
def test_a_mapping_of_named_scores_is_several_paired_models(kind, cli):
    make = LABELS[kind]
    r = report(make(Y), {"a": make(A), "b": make(B)}, name="data.csv", **OPTIONS)
    assert r.to_dict() == cli({"label": Y, "a": A, "b": B}, "--score", "a,b", "--label", "label",
                              *FLAGS)
    assert list(r.models) == ["a", "b"] and r.comparisons[0].paired


TABLES = {
    "pandas": lambda cols: pd.DataFrame(cols),
    "polars": lambda cols: pl.DataFrame(cols),
    "pyarrow": lambda cols: pa.table(cols),
    "dict": lambda cols: dict(cols),
}


@pytest.mark.parametrize("kind", TABLES)
def test_tables_of_every_type_guess_as_the_command_line_guesses(kind, cli):
    columns = {"id": [f"s{i}" for i in range(len(Y))], "y": Y, "a": A, "b": B}
    table = TABLES[kind](columns)
    ours = report(table, score=["a", "b"], name="data.csv", **OPTIONS)
    assert ours.to_dict() == cli(columns, "--score", "a,b", *FLAGS)
    assert ours.notes  # the label column and the positive class were guessed, and said


@pytest.mark.parametrize("kind", TABLES)
def test_one_guessed_model_of_a_table(kind, cli):
    columns = {"score": A, "label": Y}
    ours = report(TABLES[kind](columns), name="data.csv").to_dict()
    assert ours == cli(columns)


@pytest.mark.parametrize("labels, positive", [
    (np.where(Y == 1, "pos", "neg"), None),
    (np.where(Y == 1, "Poor", "Good"), "Poor"),
    (Y.astype(bool), None),
    (np.where(Y == 1, 1, -1), None),
])
@pytest.mark.parametrize("kind", ["numpy", "pandas", "polars", "pyarrow"])
def test_labels_of_every_kind(kind, labels, positive, cli):
    make = LABELS[kind]
    extra = ["--positive", positive] if positive else []
    ours = report(make(labels), make(A), name="data.csv", positive=positive).to_dict()
    # pandas writes booleans as True/False, which the reader takes for booleans too.
    assert ours == cli({"label": labels, "score": A}, "--score", "score", "--label", "label",
                       *extra)


def test_aggregated_rows_by_counts(cli):
    columns = {"ctr": [0.9, 0.5, 0.5, 0.2, 0.1], "click": [3, 1, 2, 0, 1],
               "noclick": [1, 2, 2, 5, 9]}
    for table in (pd.DataFrame(columns), pl.DataFrame(columns), columns):
        ours = report(table, counts=("click", "noclick"), name="data.csv", ci=True)
        assert ours.to_dict() == cli(columns, "--counts", "click", "noclick", "--ci")


def test_missing_values_dropped_when_asked(cli):
    a = A.copy()
    a[[3, 50]] = np.nan
    columns = {"label": Y, "score": a}
    for scores in (a, pd.Series(a), pl.Series(a), pa.array(a, from_pandas=True)):
        ours = report(Y, scores, name="data.csv", drop_missing=True)
        assert ours.to_dict() == cli(columns, "--score", "score", "--label", "label",
                                     "--drop-missing")
        assert any("dropped 2 of 300 rows" in note for note in ours.notes)


def test_several_data_sets_matched_by_id(rocscope, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    ids = [f"s{i}" for i in range(len(Y))]
    first = {"id": ids, "y": Y, "p": A}
    order = np.random.default_rng(1).permutation(len(Y))
    second = {"id": [ids[i] for i in order], "y": Y[order], "p": B[order]}
    _csv(tmp_path / "one.csv", first)
    _csv(tmp_path / "two.csv", second)
    expected = rocscope("one.csv", "two.csv", "--id", "id", "--ci", "--report", "json").json()
    ours = report(pd.DataFrame(first), pl.DataFrame(second), id="id", ci=True,
                  name=["one.csv", "two.csv"])
    assert ours.to_dict() == expected
    assert [c.paired for c in ours.comparisons] == [True]
    assert list(ours.models) == ["one.csv:p", "two.csv:p"]


def test_paths_are_read_as_the_command_line_reads_them(cli, tmp_path):
    expected = cli({"label": Y, "a": A, "b": B}, "--score", "a,b", *FLAGS)
    assert report("data.csv", score="a,b", **OPTIONS).to_dict() == expected
    assert report(tmp_path / "data.csv", score=["a", "b"], name="data.csv",
                  **OPTIONS).to_dict() == expected


def test_no_data_is_the_built_in_example(rocscope):
    assert report().to_dict() == rocscope("--report", "json").json()


def _examples(rocscope, monkeypatch, name, *args):
    monkeypatch.chdir(EXAMPLES)
    return rocscope(name, *args, "--report", "json").json()


@pytest.mark.parametrize("flags, options", [
    ([], {}), (["--group-table"], {"group_table": True}),
    (["--engine", "duckdb"], {"engine": "duckdb"}),  # each group's counts from the engine
])
def test_groups_are_the_command_lines(flags, options, rocscope, monkeypatch):
    expected = _examples(rocscope, monkeypatch, "clicks_by_user.csv", "--group", "user", *flags)
    r = report("clicks_by_user.csv", group="user", **options)
    assert r.to_dict() == expected and r.model.engine == expected["engine"]
    groups = r.model.groups
    assert isinstance(groups, GroupSummary) and groups.column == "user"
    assert groups.averages.weighted_auc == expected["groups"]["weighted_auc"]
    assert list(groups.strata.texts) == [g["group"] for g in expected["groups"]["table"]]


@pytest.mark.parametrize("average", ["vertical", "threshold"])
def test_folds_are_the_command_lines(average, rocscope, monkeypatch):
    expected = _examples(rocscope, monkeypatch, "cv_folds.csv", "--fold", "fold",
                         "--fold-average", average)
    r = report("cv_folds.csv", fold="fold", fold_average=average)
    assert r.to_dict() == expected
    folds = r.model.folds
    assert isinstance(folds, FoldSummary)
    assert (folds.mean_auc, folds.sd_auc) == (expected["folds"]["mean_auc"],
                                              expected["folds"]["sd_auc"])
    assert (folds.threshold is not None) == (average == "threshold") == ("threshold" in
                                                                         expected["folds"])


def test_classes_are_the_command_lines(rocscope, monkeypatch):
    expected = _examples(rocscope, monkeypatch, "three_classes.csv", "--multiclass")
    r = report("three_classes.csv", multiclass=True)
    assert r.to_dict() == expected
    a = r.classes.averages
    assert (a.macro_ovr, a.macro_ovo) == (expected["classes"]["macro_ovr"],
                                          expected["classes"]["macro_ovo"])
    one_vs_rest = {c["class"]: c["auc"] for c in expected["classes"]["one_vs_rest"]}
    assert {name: m.auc for name, m in r.models.items()} == one_vs_rest


def test_classes_named_in_order_are_the_command_lines(rocscope, monkeypatch):
    expected = _examples(rocscope, monkeypatch, "three_classes.csv", "--score",
                         "p_cat,p_dog,p_bird", "--classes", "cat,dog,bird")
    r = report("three_classes.csv", score=["p_cat", "p_dog", "p_bird"],
               classes=["cat", "dog", "bird"])
    assert r.to_dict() == expected and r.classes.classes == ("cat", "dog", "bird")
