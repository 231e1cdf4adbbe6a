"""K classes through the command line: the report equals scikit-learn's averages, the
class columns are found by name, and what cannot be judged is refused in one line."""

import numpy as np
import pytest
from sklearn.metrics import roc_auc_score
from sklearn.preprocessing import label_binarize

from core.app.pipeline import load_models, model_names
from core.app.request import LoadRequest, ModelSource
from tests.core.app.conftest import EXAMPLES


def probabilities_file(tmp_path, names, header=None, seed=0, n=120, decimals=None):
    rng = np.random.default_rng(seed)
    k = len(names)
    y = np.arange(n) % k
    raw = rng.random((n, k)) + 1.2 * (y[:, None] == np.arange(k))
    if decimals is not None:
        raw = np.round(raw, decimals) + 0.01
    p = raw / raw.sum(axis=1, keepdims=True)
    header = header or ["label", *[f"p_{c}" for c in names]]
    path = tmp_path / "probs.csv"
    with open(path, "w") as f:
        f.write(",".join(header) + "\n")
        for label, row in zip(y, p):
            f.write(",".join([str(names[label]), *map(repr, row.tolist())]) + "\n")
    return path, np.array(names)[y], p


@pytest.mark.parametrize("decimals", [None, 1])
def test_the_classes_report_equals_scikit_learn(rocscope, tmp_path, decimals):
    names = ["0", "1", "2", "3", "4"]
    path, y, p = probabilities_file(tmp_path, names, decimals=decimals)
    report = rocscope(path, "--multiclass", "--report", "json").json()
    assert list(report) == ["file", "label_column", "n", "score_columns", "classes"]
    assert report["score_columns"] == {c: f"p_{c}" for c in names}
    c = report["classes"]
    assert list(c) == ["k", "one_vs_rest", "macro_ovr", "weighted_ovr", "micro_ovr",
                       "macro_ovo", "weighted_ovo"]
    assert c["k"] == 5
    for key, multi_class, average in (("macro_ovr", "ovr", "macro"),
                                      ("weighted_ovr", "ovr", "weighted"),
                                      ("macro_ovo", "ovo", "macro"),
                                      ("weighted_ovo", "ovo", "weighted")):
        assert c[key] == pytest.approx(roc_auc_score(y, p, multi_class=multi_class,
                                                     average=average), abs=1e-12)
    binary = label_binarize(y, classes=names)
    assert c["micro_ovr"] == pytest.approx(roc_auc_score(binary, p, average="micro"),
                                           abs=1e-12)
    for i, row in enumerate(c["one_vs_rest"]):
        assert list(row) == ["class", "auc", "n_positive", "n_negative"]
        assert row["class"] == names[i]
        assert row["auc"] == pytest.approx(roc_auc_score(binary[:, i], p[:, i]), abs=1e-12)
        assert row["n_positive"] == 24 and row["n_negative"] == 96


def test_columns_named_after_the_class_or_prob_prefix_and_given_classes(rocscope, tmp_path):
    path, y, p = probabilities_file(tmp_path, ["a", "b", "c"], header=["y", "A", "prob_b",
                                                                          "P_C"])
    found = rocscope(path, "--multiclass", "--report", "json").json()
    assert found["score_columns"] == {"a": "A", "b": "prob_b", "c": "P_C"}
    given = rocscope(path, "--score", "P_C,A,prob_b", "--classes", "c,a,b", "--report",
                     "json").json()
    assert [r["class"] for r in given["classes"]["one_vs_rest"]] == ["c", "a", "b"]
    assert given["classes"]["macro_ovr"] == found["classes"]["macro_ovr"]


@pytest.mark.parametrize("spelling", ["p{}", "p_{}", "class_{}", "Class{}", "prob_{}",
                                      "PROBA_{}", "score_{}", "score-{}", "pred{}"])
def test_the_common_spellings_of_a_class_column_are_found(tmp_path, spelling):
    names = ["0", "1", "2", "3"]
    path, _, _ = probabilities_file(tmp_path, names,
                                    header=["digit", *(spelling.format(c) for c in names)])
    models = load_models(LoadRequest(sources=(ModelSource(str(path)),), multiclass=True))
    assert [m.score_column for m in models] == [spelling.format(c) for c in names]
    # Each model is named by its class, as the classes table is, wherever it is named.
    assert [m.name for m in models] == names == list(models[0].strata.classes.classes)
    assert model_names(models) == names


def test_the_one_vs_rest_models_work_as_binary_models(tmp_path):
    path, y, p = probabilities_file(tmp_path, ["x", "y", "z"])
    models = load_models(LoadRequest(sources=(ModelSource(str(path)),), multiclass=True))
    assert [m.name for m in models] == ["x", "y", "z"]
    for i, model in enumerate(models):
        assert model.data.selection.positive == ["x", "y", "z"][i]
        assert model.curve.auc() == pytest.approx(roc_auc_score(y == ["x", "y", "z"][i],
                                                                p[:, i]), abs=1e-12)
        assert model.strata.class_index == i and model.strata.classes is models[0].strata.classes


def test_text_report(rocscope):
    run = rocscope(EXAMPLES / "three_classes.csv", "--multiclass", "--report", "text")
    assert run.status == 0
    lines = run.out.splitlines()
    assert lines[1].split() == ["classes", "3", "in", "'label',", "60", "samples"]
    assert [line.split()[0] for line in lines[2:5]] == ["bird", "cat", "dog"]
    assert lines[5].startswith("one-vs-rest  macro ") and lines[6].startswith("one-vs-one")


@pytest.mark.parametrize("args, expected", [
    (["--classes", "a,b,d"], "class 'd' has no sample in column 'label'"),
    (["--classes", "a,b"], "label 'c' in column 'label' is none of the classes named"),
    (["--multiclass", "--score", "p_a,p_b"], "class 'c' has no score column among those given"),
    (["--score", "p_a,p_b,p_c", "--classes", "a,b"], "2 classes for 3 score columns"),
    (["--classes", "a,A,b,c"], "class 'A' is named twice in --classes ('a' and 'A')"),
    (["--score", "p_a,p_a,p_c", "--classes", "a,b,c"],
     "score column 'p_a' is given for two classes ('a' and 'b'); one column each"),
])
def test_what_cannot_be_judged_is_refused(rocscope, tmp_path, args, expected):
    path, _, _ = probabilities_file(tmp_path, ["a", "b", "c"])
    line = rocscope(path, *args, "--report", "json").one_line_error()
    assert expected in line


def test_a_class_without_a_score_column_and_two_classes(rocscope, tmp_path):
    path, _, _ = probabilities_file(tmp_path, ["a", "b", "c"], header=["label", "p_a", "p_b",
                                                                        "q"])
    line = rocscope(path, "--multiclass", "--report", "json").one_line_error()
    assert "class 'c' has no score column (looked for 'c', 'pc', 'p_c', 'class_c', …)" in line
    # The command that works, spelled with the file's own columns.
    assert line.endswith("--classes a,b,c --score p_a,p_b,q")
    again = rocscope(path, "--classes", "a,b,c", "--score", "p_a,p_b,q", "--report", "json")
    assert again.json()["score_columns"] == {"a": "p_a", "b": "p_b", "c": "q"}
    path, _, _ = probabilities_file(tmp_path, ["a", "b"])
    line = rocscope(path, "--multiclass", "--report", "json").one_line_error()
    assert "holds 2 classes" in line
    path, _, _ = probabilities_file(tmp_path, ["a"])
    line = rocscope(path, "--multiclass", "--report", "json").one_line_error()
    assert "column 'label' holds one class;" in line


def test_missing_values_are_refused_or_dropped_from_every_class(rocscope, tmp_path):
    path, _, _ = probabilities_file(tmp_path, ["a", "b", "c"], n=30)
    lines = path.read_text().splitlines()
    lines[3] = "b,0.2,,0.5"
    path.write_text("\n".join(lines) + "\n")
    line = rocscope(path, "--multiclass", "--report", "json").one_line_error()
    assert 'line 4, column "p_b": missing value' in line and "--drop-missing" in line
    report = rocscope(path, "--multiclass", "--drop-missing", "--report", "json").json()
    assert report["n"] == 29
    assert sum(r["n_positive"] for r in report["classes"]["one_vs_rest"]) == 29


@pytest.mark.parametrize("args", [["--group", "label"], ["--engine", "duckdb"],
                                  ["--positive", "a"], ["--ci"], ["--ties", "best"]])
def test_options_for_one_binary_problem_are_usage_errors(rocscope, args):
    run = rocscope(EXAMPLES / "three_classes.csv", "--multiclass", *args, "--report", "json")
    assert run.status == 2 and "--multiclass does not go with" in run.err


def test_exports(tmp_path):
    from core.app.output.export import write_data
    from core.app.request import Analysis

    models = load_models(LoadRequest(sources=(ModelSource(str(EXAMPLES / "three_classes.csv")),),
                                     multiclass=True))
    write_data(tmp_path / "x.classes.csv", models, Analysis())
    rows = (tmp_path / "x.classes.csv").read_text().splitlines()
    assert rows[0] == "class,score_column,auc,n_positive,n_negative"
    assert rows[1].startswith("bird,p_bird,0.8575,20,40")
    write_data(tmp_path / "x.csv", models, Analysis())
    assert (tmp_path / "x.csv").read_text().startswith("model,threshold,tp,fp,tpr,fpr,segment")
