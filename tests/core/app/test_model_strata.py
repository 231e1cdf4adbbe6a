"""Groups and folds through the command line and the pipeline: the report's blocks
against brute force with exact fractions, the text lines, missing values, and the
API the window draws from."""

import json
from fractions import Fraction

import numpy as np
import pytest

from core.app.pipeline import fold_summary, group_summary, load_models, model_strata
from core.app.request import Analysis, LoadRequest, ModelSource
from core.errors import ThinnedCurveError
from tests.core.app.conftest import EXAMPLES
from tests.core.engine import oracle


def write(tmp_path, name, header, rows):
    path = tmp_path / name
    path.write_text(header + "\n" + "".join(",".join(map(str, r)) + "\n" for r in rows))
    return path


def click_log(seed=0, users=30, rows=400):
    rng = np.random.default_rng(seed)
    user = rng.integers(0, users, rows)
    score = np.round(rng.random(rows), 1)  # ties inside users
    click = (rng.random(rows) < score).astype(int)
    return user, score, click


def exact_groups(user, score, click):
    aucs, weights, one_class = {}, {}, 0
    for u in sorted(set(user.tolist()), key=str):
        rows = user == u
        y = click[rows].astype(bool)
        if y.all() or not y.any():
            one_class += 1
            continue
        aucs[u] = oracle.auc_fractions(score[rows], y)["average"]
        weights[u] = int(rows.sum())
    mean = sum(aucs.values(), Fraction(0)) / len(aucs)
    weighted = sum((weights[u] * a for u, a in aucs.items()), Fraction(0)) / sum(weights.values())
    return aucs, float(mean), float(weighted), one_class


def test_the_groups_block_is_exact_and_in_the_documented_shape(rocscope, tmp_path):
    user, score, click = click_log()
    path = write(tmp_path, "log.csv", "user,score,click",
                 zip((f"u{u}" for u in user), score, click))
    report = rocscope(path, "--score", "score", "--group", "user", "--report", "json").json()
    groups = report["groups"]
    assert list(groups) == ["column", "n_groups", "n_used", "excluded", "mean_auc",
                            "weighted_auc", "auc_all", "table"]
    aucs, mean, weighted, one_class = exact_groups(np.array([f"u{u}" for u in user]), score,
                                                   click)
    assert groups["column"] == "user" and groups["n_groups"] == len(set(user.tolist()))
    assert groups["excluded"] == {"one_class": one_class}
    assert groups["n_used"] == len(aucs)
    assert (groups["mean_auc"], groups["weighted_auc"]) == (mean, weighted)
    assert groups["auc_all"] == report["auc"]["average"]
    table = groups["table"]
    assert [r["group"] for r in table] == sorted(r["group"] for r in table)  # as text
    for row in table:
        assert list(row) == ["group", "n", "n_positive", "n_negative", "auc"]
        if row["group"] in aucs:
            assert row["auc"] == float(aucs[row["group"]])
        else:
            assert row["auc"] is None
        assert row["n"] == row["n_positive"] + row["n_negative"]


def test_the_table_is_left_out_past_the_limit_unless_asked(rocscope, monkeypatch):
    args = (EXAMPLES / "clicks_by_user.csv", "--group", "user", "--report", "json")
    monkeypatch.setattr(model_strata, "GROUP_TABLE_UP_TO", 39)
    from core.app.report import strata_blocks as report_strata
    monkeypatch.setattr(report_strata, "GROUP_TABLE_UP_TO", 39)
    assert "table" not in rocscope(*args).json()["groups"]
    assert len(rocscope(*args, "--group-table").json()["groups"]["table"]) == 40
    monkeypatch.setattr(report_strata, "GROUP_TABLE_UP_TO", 40)
    assert len(rocscope(*args).json()["groups"]["table"]) == 40


def test_aggregated_rows_weigh_groups_by_clicks_and_non_clicks(rocscope, tmp_path):
    path = write(tmp_path, "agg.csv", "user,ctr,click,noclick",
                 [("a", 0.9, 1, 0), ("a", 0.1, 0, 1), ("b", 0.5, 10, 10), ("c", 0.3, 0, 4)])
    groups = rocscope(path, "--counts", "click", "noclick", "--group", "user",
                      "--report", "json").json()["groups"]
    assert groups["mean_auc"] == 0.75
    assert groups["weighted_auc"] == (2 * 1 + 20 * 0.5) / 22
    assert groups["table"][1] == {"group": "b", "n": 20, "n_positive": 10, "n_negative": 10,
                                  "auc": 0.5}
    assert groups["excluded"] == {"one_class": 1}


def test_folds_block_against_brute_force(rocscope):
    report = rocscope(EXAMPLES / "cv_folds.csv", "--fold", "fold", "--report", "json").json()
    folds = report["folds"]
    assert list(folds) == ["column", "k", "per_fold", "mean_auc", "sd_auc", "pooled_auc",
                           "vertical"]
    rows = np.genfromtxt(EXAMPLES / "cv_folds.csv", delimiter=",", names=True, dtype=None,
                         encoding="utf-8")
    aucs = [oracle.auc_fractions(rows["score"][rows["fold"] == f],
                                 rows["label"][rows["fold"] == f] == 1)["average"]
            for f in range(5)]
    assert [r["fold"] for r in folds["per_fold"]] == ["0", "1", "2", "3", "4"]
    assert [r["auc"] for r in folds["per_fold"]] == [float(a) for a in aucs]
    mean = sum(aucs, Fraction(0)) / 5
    assert folds["mean_auc"] == float(mean)
    variance = sum((a - mean) ** 2 for a in aucs) / 4
    assert folds["sd_auc"] == pytest.approx(float(variance) ** 0.5, rel=1e-15)
    assert folds["pooled_auc"] == report["auc"]["average"]
    vertical = folds["vertical"]
    assert vertical["fpr"] == [i / 100 for i in range(101)]
    assert len(vertical["tpr_mean"]) == len(vertical["tpr_sd"]) == 101
    assert vertical["tpr_mean"][-1] == 1.0 and vertical["tpr_sd"][-1] == 0.0
    assert all(a <= b for a, b in zip(vertical["tpr_mean"], vertical["tpr_mean"][1:]))


def test_threshold_averaging_is_a_second_block(rocscope):
    folds = rocscope(EXAMPLES / "cv_folds.csv", "--fold", "fold", "--fold-average",
                     "threshold", "--report", "json").json()["folds"]
    t = folds["threshold"]
    assert list(t) == ["thresholds", "fpr_mean", "fpr_sd", "tpr_mean", "tpr_sd"]
    assert t["thresholds"][0] is None and len(t["thresholds"]) == 101
    assert (t["fpr_mean"][0], t["tpr_mean"][0]) == (0.0, 0.0)
    assert (t["fpr_mean"][-1], t["tpr_mean"][-1]) == (1.0, 1.0)


def test_a_fold_of_one_class_has_no_auc_and_is_left_out(rocscope, tmp_path):
    path = write(tmp_path, "cv.csv", "fold,score,y",
                 [(0, 0.9, 1), (0, 0.1, 0), (1, 0.8, 1), (1, 0.7, 1), (2, 0.6, 0), (2, 0.2, 1)])
    folds = rocscope(path, "--score", "score", "--fold", "fold", "--report", "json").json()["folds"]
    assert [r["auc"] for r in folds["per_fold"]] == [1.0, None, 0.0]
    assert folds["mean_auc"] == 0.5 and folds["sd_auc"] == pytest.approx(0.5 ** 0.5, rel=1e-15)


def test_text_lines(rocscope, tmp_path):
    path = write(tmp_path, "log.csv", "user,score,y,fold",
                 [("a", 0.9, 1, 1), ("a", 0.2, 0, 2), ("b", 0.4, 1, 1), ("b", 0.6, 0, 2),
                  ("c", 0.5, 1, 1), ("c", 0.5, 0, 2), ("c", 0.3, 0, 1), ("d", 0.7, 1, 2)])
    run = rocscope(path, "--score", "score", "--group", "user", "--fold", "fold",
                   "--report", "text")
    assert run.status == 0, run.err
    lines = run.out.splitlines()
    assert any(line.startswith("groups") and "4 groups, 3 with both classes (1 of one class"
               in line for line in lines)
    assert any(line.split() == ["mean", "AUC", "0.583333", "(plain", "mean", "over", "those",
                                "groups)"] for line in lines)
    assert any(line.split()[:3] == ["c", "AUC", "0.75"] for line in lines)
    assert any(line.split()[:4] == ["d", "AUC", "undefined", "(one"] for line in lines)
    assert any(line.startswith("folds") and "2 folds" in line for line in lines)
    assert any("mean TPR at FPR 0.05:" in line for line in lines)


def test_a_missing_group_is_refused_with_how_many_or_dropped_everywhere(rocscope, tmp_path):
    rows = [("a", 0.9, 1), ("", 0.2, 0), ("b", 0.4, 1), ("b", 0.6, 0), ("", 0.5, 1),
            ("a", 0.3, 0)]
    path = write(tmp_path, "log.csv", "user,score,y", rows)
    error = rocscope(path, "--score", "score", "--group", "user", "--report", "json")
    assert error.one_line_error() == (
        'rocscope: error: log.csv line 3, column "user": missing value (2 rows have no'
        ' group); pass --drop-missing to leave out rows with missing values')
    run = rocscope(path, "--score", "score", "--group", "user", "--drop-missing",
                   "--report", "json")
    report = run.json()
    assert report["n"] == 4  # the model's own AUC is over the rows grouped
    assert report["groups"]["auc_all"] == report["auc"]["average"] == 0.75
    assert "dropped 2 of 6 rows" in run.err


def test_the_window_api_gives_each_groups_curve_and_the_folds_band():
    request = LoadRequest(sources=(ModelSource(str(EXAMPLES / "cv_folds.csv")),),
                          group="fold", fold="fold")
    model, = load_models(request)
    groups = group_summary(model)
    i = groups.strata.index("3")
    curve = groups.strata.curve(i)
    assert curve.auc() == groups.auc[i] and curve.n_samples == 40
    folds = fold_summary(model)
    curves = folds.curves()
    assert [c.auc() for c in curves] == folds.auc.tolist()
    low, high = folds.vertical.band()
    assert np.all(low <= folds.vertical.tpr_mean) and np.all(folds.vertical.tpr_mean <= high)
    assert folds.vertical.tpr.shape == (5, 101)
    assert fold_summary(model, "threshold").threshold.thresholds[0] == np.inf
    with pytest.raises(KeyError):
        groups.strata.index("9")


def test_strata_counted_by_an_engine_have_no_curves(tmp_path):
    request = LoadRequest(sources=(ModelSource(str(EXAMPLES / "cv_folds.csv")),),
                          fold="fold", engine="duckdb")
    model, = load_models(request)
    folds = fold_summary(model)
    with pytest.raises(ThinnedCurveError, match="the curve of one fold"):
        folds.curves()
    assert folds.vertical is not None
    memory, = load_models(LoadRequest(sources=request.sources, fold="fold"))
    assert np.array_equal(fold_summary(memory).vertical.tpr, folds.vertical.tpr)


def test_too_many_folds_is_a_column_of_groups(monkeypatch, rocscope):
    monkeypatch.setattr(model_strata, "MAX_FOLDS", 3)
    line = rocscope(EXAMPLES / "cv_folds.csv", "--fold", "fold", "--report", "json"
                    ).one_line_error()
    assert "holds 5 values: more than 3 folds is a column of groups" in line


def test_exports_write_the_tables(tmp_path):
    from core.app.output.export import write_data

    request = LoadRequest(sources=(ModelSource(str(EXAMPLES / "cv_folds.csv")),),
                          group="fold", fold="fold")
    models = load_models(request)
    write_data(tmp_path / "x.groups.csv", models, Analysis())
    write_data(tmp_path / "x.folds.csv", models, Analysis())
    groups = (tmp_path / "x.groups.csv").read_text().splitlines()
    assert groups[0] == "group,n,n_positive,n_negative,auc"
    report = group_summary(models[0])
    assert groups[4] == f"3,40,17,23,{float(report.auc[3])!r}"
    folds = (tmp_path / "x.folds.csv").read_text().splitlines()
    assert folds[0] == "fold,auc,n_positive,n_negative" and len(folds) == 6
    write_data(tmp_path / "x.json", models, Analysis())
    assert json.loads((tmp_path / "x.json").read_text())["folds"]["k"] == 5


def test_aggregated_rows_without_samples_make_no_group(rocscope, tmp_path):
    path = write(tmp_path, "agg.csv", "user,ctr,click,noclick",
                 [("a", 0.9, 1, 0), ("a", 0.1, 0, 1), ("z", 0.5, 0, 0)])
    for engine in ("memory", "duckdb"):
        groups = rocscope(path, "--counts", "click", "noclick", "--group", "user", "--engine",
                          engine, "--report", "json").json()["groups"]
        assert groups["n_groups"] == 1 and [r["group"] for r in groups["table"]] == ["a"]
