"""Case weights from the command line and Python: the same numbers, equal to
scikit-learn's ``sample_weight`` (a test-only oracle) with ties, whole-number weights equal
to ``--counts`` on the same rows, and bad weights refused naming their line; the curves
as numpy arrays (``r.model.curve``, ``r.model.pr``)."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest
from sklearn.metrics import (
    average_precision_score,
    precision_recall_curve,
    roc_auc_score,
    roc_curve,
)

from core.app.api import report
from core.errors import InputError, LoadError, RocscopeError


def _data(seed=11, n=400, whole=False):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n)
    s = np.round(rng.normal(y * 0.7, 1.0), 1)  # one decimal: ties within and across classes
    w = rng.integers(0, 4, n).astype(float) if whole else np.round(rng.exponential(size=n), 3)
    w[:2] = 1.0
    return y, s, w


def _csv(path, **columns) -> None:
    lines = [",".join(columns)]
    lines += [",".join(repr(float(v)) if isinstance(v, float) else str(v) for v in row)
              for row in zip(*(np.asarray(c).tolist() for c in columns.values()))]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_command_line_and_python_give_scikit_learns_numbers(rocscope, tmp_path):
    y, s, w = _data()
    _csv(tmp_path / "w.csv", score=s, label=y, w=w)
    flags = ["--pr", "--threshold", "0.3", "--best", "youden", "--ties", "worst"]
    cli = rocscope(tmp_path / "w.csv", "--weight", "w", *flags, "--report", "json").json()
    options = {"pr": True, "threshold": 0.3, "best": "youden", "ties": "worst"}
    by_column = report(str(tmp_path / "w.csv"), weights="w", **options)
    by_array = report(y, s, weights=w, **options)
    frame = report(pd.DataFrame({"score": s, "label": y, "w": w}), weights="w", **options)
    for r in (by_column, frame):
        assert r.to_dict() == {**cli, "file": r.to_dict()["file"]}
    for key in ("auc", "n", "pairs", "precision_recall", "best", "operating_point"):
        assert by_array.to_dict()[key] == cli[key]
    assert cli["weight_column"] == "w"
    assert "formulas" not in cli and "exact" not in cli  # fractional weights count no pairs
    assert cli["auc"]["average"] == pytest.approx(roc_auc_score(y, s, sample_weight=w),
                                                  abs=1e-12)
    assert cli["precision_recall"]["average_precision"] == pytest.approx(
        average_precision_score(y, s, sample_weight=w), abs=1e-12)
    assert cli["n"] == pytest.approx(w.sum(), abs=1e-9)
    op = cli["operating_point"]
    predicted = s >= 0.3
    assert op["tp"] == pytest.approx(w[predicted & (y == 1)].sum(), abs=1e-9)
    assert op["fp"] == pytest.approx(w[predicted & (y == 0)].sum(), abs=1e-9)


def test_the_curves_are_every_vertex_as_scikit_learn_has_them():
    y, s, w = _data()
    m = report(y, s, weights=w).model
    fpr, tpr, thresholds = roc_curve(y, s, sample_weight=w, drop_intermediate=False)
    assert np.array_equal(m.curve.thresholds, thresholds)
    np.testing.assert_allclose(m.curve.fpr, fpr, rtol=0, atol=1e-12)
    np.testing.assert_allclose(m.curve.tpr, tpr, rtol=0, atol=1e-12)
    assert m.curve.tp[-1] == pytest.approx(w[y == 1].sum(), abs=1e-9)
    precision, recall, pr_thresholds = precision_recall_curve(y, s, sample_weight=w)
    # scikit-learn's arrays run from the lowest threshold up and end at recall 0.
    np.testing.assert_allclose(m.pr.precision[:0:-1], precision[:-1], rtol=0, atol=1e-12)
    np.testing.assert_allclose(m.pr.recall[:0:-1], recall[:-1], rtol=0, atol=1e-12)
    assert np.array_equal(m.pr.thresholds[:0:-1], pr_thresholds)
    plain = report(y, s).model  # unweighted: integer counts, sklearn's rates to the bit
    fpr, tpr, _ = roc_curve(y, s, drop_intermediate=False)
    assert np.array_equal(plain.curve.fpr, fpr) and np.array_equal(plain.curve.tpr, tpr)
    assert plain.curve.tp.dtype.kind == "i"


def test_whole_weights_are_what_counts_give_on_the_rows(rocscope, tmp_path):
    y, s, w = _data(whole=True)
    _csv(tmp_path / "w.csv", score=s, label=y, w=w.astype(int))
    counts = w.astype(int)
    _csv(tmp_path / "c.csv", score=s, p=counts * y, n=counts * (1 - y))
    flags = ["--ci", "--pr", "--hull", "--partial-auc", "0", "0.3", "--best", "closest",
             "--report", "json"]
    weighted = rocscope(tmp_path / "w.csv", "--weight", "w", *flags).json()
    counted = rocscope(tmp_path / "c.csv", "--counts", "p", "n", *flags).json()
    for key in ("n", "pairs", "auc", "formulas", "exact", "ci", "precision_recall", "best",
                "partial_auc", "hull"):
        assert weighted[key] == counted[key], key
    expanded = report(np.repeat(y, counts), np.repeat(s, counts), ci=True)
    assert weighted["ci"] == expanded.to_dict()["ci"]  # DeLong on the expanded rows


def test_fractional_weights_take_the_bootstrap_and_say_why_not_delong(rocscope, tmp_path):
    y, s, w = _data(n=120)
    _csv(tmp_path / "w.csv", score=s, label=y, w=w)
    out = rocscope(tmp_path / "w.csv", "--weight", "w", "--ci", "--report", "json").json()
    assert out["ci"] is None and "--ci bootstrap" in out["ci_problem"]
    boot = rocscope(tmp_path / "w.csv", "--weight", "w", "--ci", "bootstrap", "--seed", "3",
                    "--bootstraps", "300", "--report", "json").json()
    r = report(y, s, weights=w, ci="bootstrap", seed=3, bootstraps=300)
    assert boot["ci"] == r.to_dict()["ci"]
    assert boot["ci"]["low"] < boot["auc"]["average"] < boot["ci"]["high"]


def test_the_partial_auc_of_fractional_weights_is_scikit_learns(rocscope, tmp_path):
    y, s, w = _data()
    _csv(tmp_path / "w.csv", score=s, label=y, w=w)
    cli = rocscope(tmp_path / "w.csv", "--weight", "w", "--partial-auc", "0", "0.25",
                   "--report", "json").json()
    r = report(str(tmp_path / "w.csv"), weights="w", partial_auc=(0, 0.25))
    assert r.to_dict() == {**cli, "file": r.to_dict()["file"]}
    part = cli["partial_auc"]
    assert part["standardized"] == pytest.approx(
        roc_auc_score(y, s, sample_weight=w, max_fpr=0.25), abs=1e-12)
    assert part["below_chance"] is False and r.model.partial_auc.area == part["area"]
    text = rocscope(tmp_path / "w.csv", "--weight", "w", "--partial-auc", "0", "0.25",
                    "--report", "text").out
    assert f"{part['area']:.6g}" in text


def test_band_coordinates_and_bootstrap_test_resample_weighted_rows(rocscope, tmp_path):
    y, s, w = _data(n=200)
    other = np.round(s + np.random.default_rng(1).normal(0, 0.7, len(s)), 1)
    _csv(tmp_path / "w.csv", a=s, b=other, label=y, w=w)
    flags = ["--weight", "w", "--score", "a", "--score", "b", "--band", "--threshold", "0.3",
             "--at-specificity", "0.8", "--at-sensitivity", "0.9", "--ci", "bootstrap",
             "--test", "bootstrap", "--partial-auc", "0", "0.3", "--seed", "5",
             "--bootstraps", "150", "--report", "json"]
    cli = rocscope(tmp_path / "w.csv", *flags).json()
    r = report(str(tmp_path / "w.csv"), weights="w", score=["a", "b"], band=True,
               threshold=0.3, at_specificity=0.8, at_sensitivity=0.9, ci="bootstrap",
               test="bootstrap", partial_auc=(0, 0.3), seed=5, bootstraps=150)
    python = r.to_dict()
    for m in python["models"]:
        m["file"] = cli["models"][0]["file"]
    assert python == cli
    model = cli["models"][0]
    assert model["confidence_band"]["method"] == "bootstrap"
    low, high = model["confidence_band"]["low"], model["confidence_band"]["high"]
    assert all(a <= b for a, b in zip(low, high))
    assert [c["ci"]["method"] for c in model["coords"]] == ["bootstrap"] * 3
    at_threshold = r.models["a"].coords(0.3, ci=True).intervals
    assert at_threshold.method == "bootstrap"
    assert [at_threshold.tpr.low, at_threshold.tpr.high] == model["coords"][0]["ci"]["tpr"]
    assert model["partial_auc"]["ci"]["method"] == "bootstrap"
    comparison, = cli["comparisons"]
    assert comparison["paired"] and comparison["method"] == "bootstrap"
    for unpaired in ((), ("--unpaired",)):  # DeLong's test counts samples: it says so
        refused = rocscope(tmp_path / "w.csv", "--weight", "w", "--score", "a", "--score",
                           "b", *unpaired, "--report", "json").json()["comparisons"][0]
        assert refused["p"] is None and "--test bootstrap" in refused["problem"]
    unpaired = rocscope(tmp_path / "w.csv", *flags[:-2], "--unpaired", "--report", "json"
                        ).json()["comparisons"][0]
    assert not unpaired["paired"] and unpaired["method"] == "bootstrap"
    assert unpaired["difference"] == comparison["difference"]
    assert comparison["difference"] == pytest.approx(
        roc_auc_score(y, s, sample_weight=w) - roc_auc_score(y, other, sample_weight=w),
        abs=1e-12)


@pytest.mark.parametrize("value, line", [("-1", 4), ("nan", 3), ("inf", 5)])
def test_a_bad_weight_is_refused_naming_its_line(rocscope, tmp_path, value, line):
    rows = ["score,label,w", "0.9,1,1", "0.8,0,1", "0.7,1,1", "0.6,0,1", "0.1,1,1"]
    rows[line - 1] = rows[line - 1].rsplit(",", 1)[0] + "," + value
    (tmp_path / "bad.csv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    message = rocscope(tmp_path / "bad.csv", "--weight", "w", "--report", "json"
                       ).one_line_error()
    assert f"line {line}" in message and '"w"' in message
    with pytest.raises(LoadError) as caught:
        report(str(tmp_path / "bad.csv"), weights="w")
    assert caught.value.line == line and caught.value.column == "w"


def test_all_zero_weights_and_unbuilt_combinations_are_refused(rocscope, tmp_path):
    (tmp_path / "z.csv").write_text("score,label,w\n0.9,1,0\n0.1,0,0\n", encoding="utf-8")
    assert "zero" in rocscope(tmp_path / "z.csv", "--weight", "w", "--report", "json"
                              ).one_line_error()
    for other in ({"counts": ("label", "w")}, {"sql": "SELECT 1 AS s, 0 AS y"}):
        with pytest.raises(InputError) as caught:
            report(str(tmp_path / "z.csv"), weights="w", **other)
        assert caught.value.option in ("weight", *other)
        assert "weight" in str(caught.value)
    with pytest.raises(InputError, match="weights= as an array"):
        report(pd.DataFrame({"s": [0.1, 0.9], "y": [0, 1]}), weights=[1.0, 2.0])


def test_fractional_weights_in_groups_and_folds_are_scikit_learns(rocscope, tmp_path):
    y, s, w = _data(n=300)
    user, fold = np.arange(300) % 7, np.arange(300) % 3
    _csv(tmp_path / "g.csv", score=s, label=y, w=w, user=user, fold=fold)
    flags = ["--weight", "w", "--group", "user", "--fold", "fold", "--fold-average",
             "threshold", "--report", "json"]
    cli = rocscope(tmp_path / "g.csv", *flags).json()
    r = report(str(tmp_path / "g.csv"), weights="w", group="user", fold="fold",
               fold_average="threshold")
    assert r.to_dict() == {**cli, "file": r.to_dict()["file"]}
    groups, folds = cli["groups"], cli["folds"]
    aucs, sums = [], []
    for row in groups["table"]:
        rows = user == int(row["group"])
        aucs.append(roc_auc_score(y[rows], s[rows], sample_weight=w[rows]))
        sums.append(w[rows].sum())
        assert row["auc"] == pytest.approx(aucs[-1], abs=1e-12)
        assert row["n"] == pytest.approx(sums[-1], rel=1e-12)
    assert groups["mean_auc"] == pytest.approx(np.mean(aucs), abs=1e-12)
    assert groups["weighted_auc"] == pytest.approx(np.average(aucs, weights=sums), abs=1e-12)
    assert groups["auc_all"] == cli["auc"]["average"]
    fold_aucs = [roc_auc_score(y[fold == k], s[fold == k], sample_weight=w[fold == k])
                 for k in range(3)]
    assert [f["auc"] for f in folds["per_fold"]] == pytest.approx(fold_aucs, abs=1e-12)
    assert folds["mean_auc"] == pytest.approx(np.mean(fold_aucs), abs=1e-12)
    assert folds["sd_auc"] == pytest.approx(np.std(fold_aucs, ddof=1), abs=1e-12)
    assert folds["vertical"]["tpr_mean"][0] >= 0 and folds["vertical"]["tpr_mean"][-1] == 1
    text = rocscope(tmp_path / "g.csv", *flags[:-1], "text").out
    assert f"{w[(user == 0) & (y == 1)].sum():,.6g} positive" in text


def test_whole_weights_in_groups_are_the_rows_repeated():
    y, s, w = _data(n=200, whole=True)
    user = np.arange(200) % 7
    weighted = report(pd.DataFrame({"score": s, "label": y, "w": w, "user": user}),
                      score="score", label="label", weights="w", group="user").to_dict()
    counts = w.astype(int)
    expanded = report(pd.DataFrame({"score": np.repeat(s, counts), "label": np.repeat(y, counts),
                                    "user": np.repeat(user, counts)}),
                      score="score", label="label", group="user").to_dict()
    assert weighted["groups"] == expanded["groups"]


def test_classes_with_weights_are_one_vs_rest_in_command_line_and_python(rocscope, tmp_path):
    rng = np.random.default_rng(4)
    n = 150
    y = np.arange(n) % 3
    p = np.round(rng.dirichlet([1, 1, 1], n) + 0.3 * np.eye(3)[y], 2)
    w = np.round(rng.exponential(size=n), 2)
    _csv(tmp_path / "k.csv", label=np.array(["a", "b", "c"])[y].tolist(), a=p[:, 0],
         b=p[:, 1], c=p[:, 2], w=w)
    cli = rocscope(tmp_path / "k.csv", "--multiclass", "--weight", "w", "--report", "json").json()
    r = report(str(tmp_path / "k.csv"), multiclass=True, weights="w")
    assert r.to_dict() == {**cli, "file": r.to_dict()["file"]}
    assert cli["weight_column"] == "w"
    assert cli["classes"]["macro_ovo"] is None and cli["classes"]["weighted_ovo"] is None
    assert cli["classes"]["one_vs_rest"][0]["auc"] == pytest.approx(
        roc_auc_score(y == 0, p[:, 0], sample_weight=w), abs=1e-12)
    text = rocscope(tmp_path / "k.csv", "--multiclass", "--weight", "w", "--report", "text")
    assert "not computed with case weights" in text.out


def test_det_and_coordinates_read_the_weighted_curve():
    from sklearn.metrics import det_curve

    y, s, w = _data(n=200)
    m = report(y, s, weights=w).model
    fpr, fnr, thresholds = det_curve(y, s, sample_weight=w)
    np.testing.assert_allclose(m.det.fpr, fpr, rtol=0, atol=1e-12)
    np.testing.assert_allclose(m.det.fnr, fnr, rtol=0, atol=1e-12)
    assert np.array_equal(m.det.thresholds, thresholds)
    point = m.coords(0.3)
    predicted = s >= 0.3
    assert point.tp == pytest.approx(w[predicted & (y == 1)].sum(), abs=1e-9)
    assert point.fp == pytest.approx(w[predicted & (y == 0)].sum(), abs=1e-9)
    assert point.tpr == pytest.approx(point.tp / w[y == 1].sum(), abs=1e-12)


@pytest.mark.parametrize("weight", [1e308, 5e-324])
def test_weights_whose_sums_overflow_or_underflow_are_refused(weight):
    # 1e308 each overflowed to a NaN AUC (ValueError), a subnormal each to 0/0
    # (ZeroDivisionError): both internal errors.
    with pytest.raises(InputError, match="rescale them"):
        report([1, 0, 1, 0, 1, 0], [0.9, 0.8, 0.7, 0.3, 0.3, 0.1], weights=[weight] * 6)
    # A common factor changes nothing: the same weights scaled to 1 give the AUC.
    assert report([1, 0, 1, 0, 1, 0], [0.9, 0.8, 0.7, 0.3, 0.3, 0.1],
                  weights=[1.5] * 6).auc == roc_auc_score(
        [1, 0, 1, 0, 1, 0], [0.9, 0.8, 0.7, 0.3, 0.3, 0.1])


def test_a_weight_column_by_a_position_that_is_not_there_is_named_as_the_weight():
    with pytest.raises(RocscopeError, match="no column 3 for the weight"):
        report([1, 0, 1, 0], [0.9, 0.8, 0.4, 0.3], weights=3)
